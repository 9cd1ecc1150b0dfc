package emara

import (
	"errors"
	"fmt"
	"slices"
)

// CheckInvariants verifies what a legal game keeps: every Action Card,
// Advisor, Favor Token, Event and Nobility Card is in exactly one place;
// Craftsmen on huts match the player boards; holdings are never negative;
// markers are on their sides; the turn's bookkeeping matches the phase.
// Decode runs it on every restored state, the conformance suite after every
// action.
func (s *State) CheckInvariants() error {
	n := s.NPlayers
	if n < 1 || n > MaxPlayers || len(s.Seats) != n {
		return fmt.Errorf("player count %d with %d boards", n, len(s.Seats))
	}
	if s.Start < 0 || s.Start >= n || s.Current < 0 || s.Current >= n {
		return fmt.Errorf("start seat %d or seat to move %d out of range", s.Start, s.Current)
	}
	if s.Round < 0 || s.Round >= Rounds || s.Turn < 0 || s.Turn > TurnsPerRound*n {
		return fmt.Errorf("round %d, turn %d out of range", s.Round, s.Turn)
	}
	if s.Phase < PhaseStart || s.Phase > PhaseOver || (s.Phase == PhaseOver) != s.Ended {
		return fmt.Errorf("phase %d with ended=%v", s.Phase, s.Ended)
	}
	if s.Started != (s.Phase >= PhasePlay) {
		return fmt.Errorf("phase %d with started=%v", s.Phase, s.Started)
	}
	if s.BuildingStart < MinBuildingStart || s.BuildingStart > MaxBuildingStart {
		return fmt.Errorf("building start %d", s.BuildingStart)
	}
	if err := s.checkLayout(); err != nil {
		return err
	}
	if err := s.checkCards(); err != nil {
		return err
	}
	if err := s.checkAdvisors(); err != nil {
		return err
	}
	if err := s.checkFavors(); err != nil {
		return err
	}
	if err := s.checkEvents(); err != nil {
		return err
	}
	if err := s.checkNobility(); err != nil {
		return err
	}
	if err := s.checkPlayers(); err != nil {
		return err
	}
	return s.checkTurn()
}

func (s *State) checkLayout() error {
	var seen [NumLocations]bool
	for b := range s.Layout {
		countryside := 0
		for _, l := range s.Layout[b] {
			if l < 0 || l >= NumLocations || seen[l] {
				return fmt.Errorf("layout %v: location %d missing or twice", s.Layout, l)
			}
			seen[l] = true
			if Location(l).IsCountryside() {
				countryside++
			}
		}
		if !s.Random && countryside != RingSize*(1-b) {
			return fmt.Errorf("board %d mixes Countryside and Town without the Random Location Layout", b)
		}
	}
	for i := range NumMarkers {
		if m := s.Markers[i]; m < -1 || int(m) >= len(s.markerValues(MarkerKind(i))) {
			return fmt.Errorf("marker %d at position %d", i, m)
		}
	}
	return nil
}

func (s *State) checkCards() error {
	for seat := range s.Seats {
		p := &s.Seats[seat]
		cards := slices.Concat(p.Hand, p.Pile, p.Used)
		played := 0
		for _, c := range p.Slots {
			if c >= 0 {
				cards = append(cards, c)
				played++
			}
		}
		if err := exactlyOnce("action card", cards, NumCards, NumCards); err != nil {
			return fmt.Errorf("seat %d: %w", seat, err)
		}
		if !slices.IsSorted(p.Hand) {
			return fmt.Errorf("seat %d: hand not sorted", seat)
		}
		half := s.Round % ReshuffleAfter
		if !s.Ended && len(p.Used) != Slots*half {
			return fmt.Errorf("seat %d: %d cards used in earlier rounds, want %d", seat, len(p.Used), Slots*half)
		}
		if s.Full && len(p.Pile) != 0 {
			return fmt.Errorf("seat %d: a draw pile with Full Selection", seat)
		}
		if !s.Full && !s.Ended && len(p.Hand)+played != HandSize {
			return fmt.Errorf("seat %d: %d cards in hand and %d played", seat, len(p.Hand), played)
		}
	}
	return nil
}

func (s *State) checkAdvisors() error {
	ids := slices.Concat(s.BStack, s.ABox)
	for t := range s.Spaces {
		ids = append(ids, s.Spaces[t][:]...)
	}
	for seat := range s.Seats {
		ids = append(ids, s.Seats[seat].Advisors...)
	}
	if err := exactlyOnce("advisor", ids, NumAdvisors, NumAdvisors); err != nil {
		return err
	}
	for _, id := range s.BStack {
		if !Advisors[id].B {
			return fmt.Errorf("A Advisor %d in the B stack", id)
		}
	}
	for _, id := range s.ABox {
		if Advisors[id].B {
			return fmt.Errorf("B Advisor %d in the box", id)
		}
	}
	for t := range s.Spaces {
		for _, id := range s.Spaces[t] {
			if id < 0 && len(s.BStack) > 0 {
				return errors.New("an empty Advisor space while B Advisors are left")
			}
		}
	}
	return nil
}

func (s *State) checkFavors() error {
	ids := slices.Concat(s.FavorStack, s.FavorDiscard, s.Drawn)
	for seat := range s.Seats {
		ids = append(ids, s.Seats[seat].Favors...)
		if !slices.IsSorted(s.Seats[seat].Favors) {
			return fmt.Errorf("seat %d: favor tokens not sorted", seat)
		}
	}
	if (s.Phase == PhaseFavor) != (len(s.Drawn) > 0) || len(s.Drawn) > FavorDraw {
		return fmt.Errorf("%d favor tokens drawn in phase %d", len(s.Drawn), s.Phase)
	}
	return exactlyOnce("favor token", ids, NumFavors, NumFavors)
}

func (s *State) checkEvents() error {
	ids := slices.Concat(s.EventDeck, s.EventBox)
	if err := exactlyOnce("event", ids, NumEvents, NumEvents); err != nil {
		return err
	}
	if s.NPlayers == 1 && slices.Contains(s.EventDeck, SoloRemovedEvent) {
		return errors.New("An early winter in a solo Event deck")
	}
	want := 0
	if s.Started {
		want = s.Round + 1
	}
	if s.NPlayers == 1 {
		want++
	}
	if len(s.EventBox) != want || len(s.EventDeck) == 0 {
		return fmt.Errorf("%d events in the box in round %d", len(s.EventBox), s.Round+1)
	}
	setup := s.EventDeck[0]
	if s.Started {
		setup = s.EventBox[want-s.Round-1]
	}
	if s.CardStart != Events[setup].BuildingStart {
		return fmt.Errorf("card start %d, but the setup Event prints %d", s.CardStart, Events[setup].BuildingStart)
	}
	return nil
}

func (s *State) checkNobility() error {
	var taken [NumRanks]int
	var seen [NumRanks][CardsPerRank]bool
	take := func(owner string, cards []int8) error {
		for r, idx := range cards {
			if r >= NumRanks || idx < 0 || idx >= CardsPerRank || seen[r][idx] {
				return fmt.Errorf("%s: nobility card %d of rank %d missing or twice", owner, idx, r)
			}
			seen[r][idx] = true
			taken[r]++
		}
		return nil
	}
	for seat := range s.Seats {
		if err := take(fmt.Sprintf("seat %d", seat), s.Seats[seat].Nobility); err != nil {
			return err
		}
	}
	// Victoria's cards are ranks in order from Baron.
	if err := take("Victoria", s.VicNobility); err != nil {
		return err
	}
	for r := range NumRanks {
		if taken[r] != int(s.NobTop[r]) {
			return fmt.Errorf("rank %d: %d cards held but %d taken from the stack", r, taken[r], s.NobTop[r])
		}
		for i := range CardsPerRank {
			if seen[r][i] != (i < int(s.NobTop[r])) {
				return fmt.Errorf("rank %d: the stack was not taken from the top", r)
			}
		}
	}
	if s.NPlayers > 1 && (len(s.VicNobility) > 0 || s.Vic != [NumVic]int{}) {
		return errors.New("Victoria scored in a game with more than one player")
	}
	return nil
}

func (s *State) checkPlayers() error {
	hired := make([]int, s.NPlayers)
	for l := range s.Huts {
		perSeat := make([]int, s.NPlayers)
		for _, o := range s.Huts[l] {
			if o < -1 || int(o) >= s.NPlayers {
				return fmt.Errorf("hut owner %d", o)
			}
			if o >= 0 {
				hired[o]++
				perSeat[o]++
			}
		}
		for seat, k := range perSeat {
			if k > MaxCraftsmenHere {
				return fmt.Errorf("seat %d has %d Craftsmen at the %s", seat, k, Location(l))
			}
		}
	}
	for seat := range s.Seats {
		p := &s.Seats[seat]
		if p.Held != heldPowers(p.Advisors) {
			return fmt.Errorf("seat %d: held powers %b do not match the Advisors", seat, p.Held)
		}
		if int(p.Hired) != hired[seat] || p.Hired > CraftsmenEach {
			return fmt.Errorf("seat %d: %d Craftsmen hired but %d on huts", seat, p.Hired, hired[seat])
		}
		for r, v := range p.Res {
			if v < 0 {
				return fmt.Errorf("seat %d: %d %s", seat, v, Resource(r))
			}
		}
		if p.Coins < 0 || p.Rings < 0 || p.Books < 0 || p.Bread < 0 {
			return fmt.Errorf("seat %d: negative holdings", seat)
		}
		if p.Citizens() < 0 || p.Buildings() < 0 {
			return fmt.Errorf("seat %d: negative points", seat)
		}
		if p.Bld[BldStart] != s.BuildingStart {
			return fmt.Errorf("seat %d: buildings started on %d, not %d", seat, p.Bld[BldStart], s.BuildingStart)
		}
		for c, pos := range p.Councilor {
			if pos < 0 || pos >= RingSize {
				return fmt.Errorf("seat %d: councilor %d at %d", seat, c, pos)
			}
		}
		if !s.Ended && (p.Cit[CitEnd] != 0 || p.Bld[BldEnd] != 0) {
			return fmt.Errorf("seat %d: end scoring before the end", seat)
		}
	}
	return nil
}

func (s *State) checkTurn() error {
	if s.Phase == PhasePay && (s.Pay.owed() == 0 || !s.canAfford(s.Current, &s.Pay)) {
		return errors.New("a payment that is done or cannot be finished")
	}
	if s.Phase == PhasePay && s.Pay.Return == PhaseEvent {
		return nil
	}
	switch s.Phase {
	case PhaseStart, PhaseRelocate, PhaseStartResource, PhaseOver, PhaseEvent:
		return nil
	}
	if s.Current != (s.Start+s.Turn)%s.NPlayers {
		return fmt.Errorf("seat %d to move on turn %d from seat %d", s.Current, s.Turn, s.Start)
	}
	p := &s.Seats[s.Current]
	if s.Phase == PhasePlay {
		if s.Card != -1 || s.CardDone || s.MoveDone || s.Bonus != 0 || s.Powers != 0 {
			return errors.New("a turn's bookkeeping before its card")
		}
		return nil
	}
	if s.Card < 0 || s.Card >= NumCards || s.Slot < 0 || s.Slot >= Slots || p.Slots[s.Slot] != s.Card {
		return fmt.Errorf("card %d on slot %d not on the board", s.Card, s.Slot)
	}
	atLocation := s.Phase == PhaseLocation || s.Phase == PhaseFavor || s.Phase == PhasePay && s.Pay.Return == PhaseLocation
	if atLocation != (s.Loc >= 0) {
		return fmt.Errorf("phase %d at location %d", s.Phase, s.Loc)
	}
	return nil
}

// exactlyOnce verifies that ids (with -1 for empty places) hold each of
// total distinct items below limit exactly once.
func exactlyOnce(what string, ids []int8, limit, total int) error {
	seen := make([]bool, limit)
	k := 0
	for _, id := range ids {
		if id == -1 {
			continue
		}
		if id < 0 || int(id) >= limit || seen[id] {
			return fmt.Errorf("%s %d missing or duplicated", what, id)
		}
		seen[id] = true
		k++
	}
	if k != total {
		return fmt.Errorf("%d of %d %ss accounted for", k, total, what)
	}
	return nil
}
