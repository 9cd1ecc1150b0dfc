package emara

import (
	"cmp"
	"slices"

	"tabula/engines"
	"tabula/engines/rng"
)

// newState sets up a game (rules, Setup; Solo Mode: Setup; Variants).
func newState(cfg engines.Config) *State {
	n := cfg.Players
	s := &State{
		NPlayers: n,
		RNG:      rng.New(cfg.Seed),
		Rules:    cmp.Or(cfg.Rules, rulesVersion),
		Random:   cfg.HasVariant(VariantRandomLayout),
		Full:     cfg.HasVariant(VariantFullSelection),
		Card:     -1,
		Loc:      -1,
	}
	// Setup 1–2: the Countryside and the Town, each in a random order; with
	// the Random Location Layout all eight shuffled into two boards.
	locs := make([]int8, NumLocations)
	for i := range locs {
		locs[i] = int8(i)
	}
	if s.Random {
		shuffle8(&s.RNG, locs)
	} else {
		shuffle8(&s.RNG, locs[:NumCountryside])
		shuffle8(&s.RNG, locs[NumCountryside:])
	}
	for b := range Councilors {
		copy(s.Layout[b][:], locs[b*RingSize:(b+1)*RingSize])
	}
	for l := range s.Huts {
		for h := range s.Huts[l] {
			s.Huts[l][h] = -1
		}
	}
	// Events: a face-up deck (An early winter set aside in Solo Mode).
	for id := range NumEvents {
		if n == 1 && id == SoloRemovedEvent {
			s.EventBox = append(s.EventBox, int8(id))
			continue
		}
		s.EventDeck = append(s.EventDeck, int8(id))
	}
	shuffle8(&s.RNG, s.EventDeck)
	// Advisors: 8 random A Advisors, 2 per Town Location, the rest boxed;
	// the B Advisors as a face-up stack.
	var as, bs []int8
	for id, a := range Advisors {
		if a.B {
			bs = append(bs, int8(id))
		} else {
			as = append(as, int8(id))
		}
	}
	shuffle8(&s.RNG, as)
	for i := range AAdvisorsPlaced {
		s.Spaces[i/AdvisorsPerTown][i%AdvisorsPerTown] = as[i]
	}
	s.ABox = slices.Clone(as[AAdvisorsPlaced:])
	slices.Sort(s.ABox)
	shuffle8(&s.RNG, bs)
	s.BStack = bs
	// Favor Tokens: a face-down stack.
	for id := range NumFavors {
		s.FavorStack = append(s.FavorStack, int8(id))
	}
	shuffle8(&s.RNG, s.FavorStack)
	// Markers, by player count (Solo Mode: Stone and Bread as with 4
	// players, Donation and Gift as with 2).
	for m := range MarkerKind(NumMarkers) {
		s.Markers[m] = 0
		if (markerDefs[m].TwoShift || s.Rules >= 4 && giftShift(m)) && s.twoPlayerPlacement(m) {
			s.Markers[m] = 1
		}
	}
	// Players: 9 Action Cards each, shuffled; draw 3 (Full Selection: 9).
	s.Seats = make([]Player, n)
	for seat := range s.Seats {
		p := &s.Seats[seat]
		for c := range NumCards {
			p.Pile = append(p.Pile, int8(c))
		}
		shuffle8(&s.RNG, p.Pile)
		for i := range p.Slots {
			p.Slots[i] = -1
		}
		s.draw(p)
	}
	s.CardStart = Events[s.EventDeck[0]].BuildingStart
	// A random start player takes the Statue and chooses the Buildings'
	// start (rules, Setup: the Event card's number, 35, or any).
	s.Start = s.RNG.Intn(n)
	s.Current = s.Start
	s.Phase = PhaseStart
	return s
}

func shuffle8(r *rng.RNG, ids []int8) {
	r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
}

// giftShift reports whether m is a Gift Marker that starts on "2" with 2
// players (and in Solo Mode): Stone and Cloth, from rules version 4. The
// English rulebook lost the Castle's setup paragraph with an image; the
// Spanish translation and the French quick guide print it (RULES.md,
// interpretation 12).
func giftShift(m MarkerKind) bool {
	return m == GiftMarker+MarkerKind(Stone) || m == GiftMarker+MarkerKind(Cloth)
}

// twoPlayerPlacement reports whether marker m is placed as in a 2-player
// game: with 2 players, and in Solo Mode for the Donation and Gift markers.
func (s *State) twoPlayerPlacement(m MarkerKind) bool {
	return s.NPlayers == 2 || s.NPlayers == 1 && m < StoneMarker
}

// markerValues is the side of marker m in use (Solo Mode: Stone and Bread
// as with 4 players, Donation and Gift as with 2).
func (s *State) markerValues(m MarkerKind) []int {
	d := &markerDefs[m]
	if s.NPlayers == 4 || s.NPlayers == 1 && m >= StoneMarker {
		return d.Four
	}
	return d.TwoThree
}

// markerValue is what marker m shows now, or the board's value once the
// marker is in the box.
func (s *State) markerValue(m MarkerKind) int {
	i := s.Markers[m]
	if i < 0 {
		return markerDefs[m].Board
	}
	return s.markerValues(m)[i]
}

// turnMarker turns marker m clockwise; reaching the black number or the
// player-count symbol returns it to the box (rules, Town Location Actions *).
func (s *State) turnMarker(m MarkerKind) {
	if s.Markers[m] < 0 {
		return
	}
	from := s.Markers[m]
	s.Markers[m]++
	if int(s.Markers[m]) >= len(s.markerValues(m)) {
		s.Markers[m] = -1
	}
	if s.trace != nil {
		s.note(Happening{Kind: HappeningMarker, Marker: m, From: s.markerValues(m)[from], Value: s.markerValue(m), Boxed: s.Markers[m] < 0})
	}
}

// draw fills a hand from the pile: 3 cards, or all with Full Selection.
func (s *State) draw(p *Player) {
	k := HandSize
	if s.Full {
		k = len(p.Pile)
	}
	k = min(k, len(p.Pile))
	p.Hand = append(p.Hand, p.Pile[:k]...)
	p.Pile = p.Pile[k:]
	slices.Sort(p.Hand)
}

// event is the Event in effect: the top of the deck once the rounds began.
func (s *State) event() Event {
	if !s.Started || len(s.EventDeck) == 0 {
		return Event{Effect: -1}
	}
	return Events[s.EventDeck[0]]
}

// cardBuildingStart is the Building start printed on the setup Event card.
func (s *State) cardBuildingStart() int { return s.CardStart }

// placeCouncilors puts the start player's Councilors on the Locations of the
// top Event card and the others clockwise after them (rules, Setup), with
// the Random Location Layout's relocation when both would share a board.
func (s *State) placeCouncilors() {
	e := Events[s.EventDeck[0]]
	bc, pc := s.position(e.StartCountry)
	bt, pt := s.position(e.StartTown)
	if bc == bt {
		s.Phase = PhaseRelocate
		return
	}
	p := &s.Seats[s.Start]
	p.Councilor[bc], p.Councilor[bt] = int8(pc), int8(pt)
	s.placeOthers()
	s.note(Happening{Kind: HappeningCouncilors, Card: int(s.EventDeck[0]), Resource: !s.Random})
	if s.Random {
		s.Phase, s.Current = PhaseStartResource, s.Start
		return
	}
	// Take 1 resource of the Councilor's Countryside Location.
	for seat := range s.Seats {
		l := s.councilorLocation(seat, 0)
		s.Seats[seat].Res[l.Yield()]++
	}
	s.beginRound(0)
}

// placeOthers places every other player's Councilors on the Locations
// following the start player's, clockwise.
func (s *State) placeOthers() {
	start := &s.Seats[s.Start]
	for i := 1; i < s.NPlayers; i++ {
		p := &s.Seats[(s.Start+i)%s.NPlayers]
		for c := range Councilors {
			p.Councilor[c] = int8((int(start.Councilor[c]) + i) % RingSize)
		}
	}
}
