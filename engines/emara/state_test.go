package emara

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"tabula/engines"
)

// The engines.State surface: legality, views, determinizations, barriers,
// descriptions, decoding.

// randomStates plays random games (every player count, each variant) and
// calls f on every state reached.
func randomStates(t *testing.T, games int, f func(s *State)) {
	t.Helper()
	variants := [][]string{nil, {VariantRandomLayout}, {VariantFullSelection}, {VariantRandomLayout, VariantFullSelection}}
	for g := range games {
		players := 1 + g%4
		s := newState(engines.Config{Players: players, Seed: uint64(g), Variants: variants[g/4%4]})
		r := newTestRNG(uint64(g) + 99)
		for !s.Ended {
			f(s)
			legal := s.Legal()
			if err := s.Apply(legal[r.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		f(s)
	}
}

// TestIsLegalMatchesLegal checks the direct legality check against the
// list, for every action in a wide range of arguments, and that Apply
// rejects every action not in Legal without changing the state.
func TestIsLegalMatchesLegal(t *testing.T) {
	n := 0
	randomStates(t, 24, func(s *State) {
		n++
		if n%3 != 0 {
			return
		}
		legal := s.Legal()
		for kind := uint8(0); kind <= numKinds; kind++ {
			maxA := 14
			if kind == KindBuildingStart {
				maxA = MaxBuildingStart + 1
			}
			for a := -1; a <= maxA; a++ {
				for b := -1; b <= 5; b++ {
					act := engines.Action{Kind: kind, A: int16(a), B: int16(b)}
					if got, want := s.isLegal(act), slices.Contains(legal, act); got != want {
						t.Fatalf("phase %d: isLegal(%+v) = %v, Legal contains it: %v", s.Phase, act, got, want)
					}
				}
			}
		}
		before, _ := s.MarshalMsg(nil)
		for _, act := range []engines.Action{{Kind: KindPay, A: 9}, {Kind: KindPlay, A: 1, C: 1}, {Kind: 200}} {
			if err := s.Apply(act); !errors.Is(err, engines.ErrIllegal) {
				t.Fatalf("Apply(%+v) = %v", act, err)
			}
		}
		if after, _ := s.MarshalMsg(nil); !bytes.Equal(before, after) {
			t.Fatal("a rejected action changed the state")
		}
	})
}

// TestLegalSmall checks that Legal stays small for the table and bots.
func TestLegalSmall(t *testing.T) {
	most := map[Phase]int{}
	randomStates(t, 40, func(s *State) {
		if n := len(s.Legal()); n > most[s.Phase] {
			most[s.Phase] = n
		}
	})
	for ph, n := range most {
		if ph != PhaseStart && n > 40 || n > maxLegal {
			t.Errorf("phase %d: %d legal actions", ph, n)
		}
	}
}

// TestDescribe checks that every legal action reads as a sentence and an
// illegal one says so.
func TestDescribe(t *testing.T) {
	randomStates(t, 12, func(s *State) {
		for _, a := range s.Legal() {
			d := s.Describe(a)
			if d == "" || d == "Not a legal move" || d == "Unknown move" || strings.Contains(d, "?") || strings.Contains(d, "%!") {
				t.Fatalf("phase %d: Describe(%+v) = %q", s.Phase, a, d)
			}
		}
	})
	s := newGame(t, 2)
	if d := s.Describe(Noble()); d != "Not a legal move" {
		t.Errorf("Describe of an illegal action: %q", d)
	}
}

// TestViewHidesHands checks that another seat's view shows which cards a
// player has played but not which unplayed ones are in hand, nor the draw
// orders, nor the Favor Tokens being chosen from, while the player's own
// view shows the hand.
func TestViewHidesHands(t *testing.T) {
	a := newGame(t, 3)
	b := a.clone()
	// Seat 1 holds different cards in b.
	setHand(t, b, 1, Card(b.Seats[1].Pile[0]), Card(b.Seats[1].Pile[1]), Card(b.Seats[1].Pile[2]))
	for _, seat := range []int{-1, 0, 2} {
		va, _ := a.View(seat).MarshalMsg(nil)
		vb, _ := b.View(seat).MarshalMsg(nil)
		if !bytes.Equal(va, vb) {
			t.Errorf("seat %d sees seat 1's hand", seat)
		}
	}
	va, _ := a.View(1).MarshalMsg(nil)
	vb, _ := b.View(1).MarshalMsg(nil)
	if bytes.Equal(va, vb) {
		t.Error("seat 1 does not see its own hand")
	}
	// Favor Tokens drawn: seen by the donor only.
	s := newGame(t, 2)
	give(s, 0, 0, 0, 0, 1)
	arrive(t, s, Cathedral, CardRing, 0)
	play(t, s, Donate(Stone))
	v := s.View(1).(*State)
	if slices.Equal(v.Drawn, s.Drawn) && !slices.Equal(s.Drawn, slices.Sorted(slices.Values(slices.Concat(s.Drawn, s.FavorStack)))[:3]) {
		t.Error("seat 1 sees the Favor Tokens drawn")
	}
	if own := s.View(0).(*State); !slices.Equal(own.Drawn, s.Drawn) {
		t.Error("the donor does not see the tokens drawn")
	}
	if v.RNG.S != 0 {
		t.Error("the view keeps the generator")
	}
}

// TestDeterminize checks that a determinization keeps everything the seat
// knows (its hand, played cards, the top Event and B Advisor) and draws
// the rest from what it cannot see.
func TestDeterminize(t *testing.T) {
	s := newGame(t, 4)
	r := newTestRNG(3)
	for range 20 {
		d := s.View(2).Determinize(2, r).(*State)
		if !slices.Equal(d.Seats[2].Hand, s.Seats[2].Hand) || d.EventDeck[0] != s.EventDeck[0] || d.BStack[0] != s.BStack[0] {
			t.Fatal("a determinization changed what seat 2 knows")
		}
		for seat := range 4 {
			got := slices.Sorted(slices.Values(slices.Concat(d.Seats[seat].Hand, d.Seats[seat].Pile)))
			want := slices.Sorted(slices.Values(slices.Concat(s.Seats[seat].Hand, s.Seats[seat].Pile)))
			if !slices.Equal(got, want) {
				t.Fatalf("seat %d's unplayed cards changed", seat)
			}
		}
		if err := d.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
}

// TestBarrier checks the undo barriers: drawing Favor Tokens, revealing the
// next B Advisor and ending a turn are barriers; paying and moving are not.
func TestBarrier(t *testing.T) {
	s := newGame(t, 2)
	give(s, 0, 0, 2, 0, 1)
	startTurn(t, s, CardRing, 0)
	placeBefore(t, s, 0, Cathedral, 1)
	if s.Barrier(Move(1)) {
		t.Error("moving is a barrier")
	}
	play(t, s, Move(1))
	if !s.Barrier(Donate(Stone)) {
		t.Error("a donation (drawing Favor Tokens) is not a barrier")
	}
	play(t, s, Donate(Cloth))
	// Paying 1 Cloth: the only way, done at once; the Favor choice follows.
	if s.Phase != PhaseFavor {
		t.Fatalf("phase %d", s.Phase)
	}
	if s.Barrier(KeepFavor(int(s.Drawn[0]))) {
		t.Error("keeping a Favor Token is a barrier")
	}
	s = newGame(t, 2)
	startTurn(t, s, CardRing, 0)
	play(t, s, Move(0))
	for s.Phase == PhaseLocation {
		play(t, s, s.Legal()[0])
	}
	if s.Current == 0 && legal(s, EndTurn()) && !s.Barrier(EndTurn()) {
		t.Error("ending the turn is not a barrier")
	}
	s = newGame(t, 2)
	putAdvisor(t, s, Castle, 0, "Merchant")
	give(s, 0, 0, 2, 2, 0)
	startTurn(t, s, CardRing, 0)
	placeAt(t, s, 0, Castle)
	if !s.Barrier(Recruit(Castle, 0)) {
		t.Error("recruiting (revealing the next B Advisor) is not a barrier")
	}
}

// TestDecode checks that Decode restores a state and rejects garbage and
// inconsistent states.
func TestDecode(t *testing.T) {
	s := newGame(t, 3)
	b, err := s.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	d, err := Game{}.Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if b2, _ := d.MarshalMsg(nil); !bytes.Equal(b, b2) {
		t.Error("round trip changed the state")
	}
	if _, err := (Game{}).Decode(b[:len(b)/2]); err == nil {
		t.Error("a truncated state decoded")
	}
	if _, err := (Game{}).Decode(append(slices.Clone(b), 0)); err == nil {
		t.Error("trailing bytes accepted")
	}
	for name, spoil := range map[string]func(*State){
		"card twice":           func(s *State) { s.Seats[0].Hand[0] = s.Seats[0].Hand[1] },
		"advisor lost":         func(s *State) { s.BStack = s.BStack[1:] },
		"favor twice":          func(s *State) { s.FavorStack[0] = s.FavorStack[1] },
		"negative wood":        func(s *State) { s.Seats[1].Res[Wood] = -1 },
		"craftsman off board":  func(s *State) { s.Seats[0].Hired = 1 },
		"nobility out of turn": func(s *State) { s.Seats[0].Nobility = []int8{1} },
		"event missing":        func(s *State) { s.EventDeck = s.EventDeck[1:] },
		"seat out of range":    func(s *State) { s.Current = 5 },
		"marker off its side":  func(s *State) { s.Markers[0] = 9 },
		"powers not held":      func(s *State) { s.Seats[0].Held = 3 },
	} {
		c := s.clone()
		spoil(c)
		b, _ := c.MarshalMsg(nil)
		if _, err := (Game{}).Decode(b); err == nil {
			t.Errorf("%s: decoded", name)
		}
	}
}

// TestQueries checks the table's helpers on a position and on arguments out
// of range (zero values, no panic).
func TestQueries(t *testing.T) {
	s := newGame(t, 2)
	p := &s.Seats[0]
	for c := range Councilors {
		if s.CouncilorLocation(0, c) != s.LocationAt(c, int(p.Councilor[c])) {
			t.Errorf("Councilor %d", c)
		}
		for _, steps := range SlotSteps {
			if want := s.LocationAt(c, int(p.Councilor[c])+steps); s.Destination(0, c, steps) != want {
				t.Errorf("Councilor %d, %d steps", c, steps)
			}
		}
	}
	if got := s.EmptySlots(0); !slices.Equal(got, []int{0, 1, 2}) {
		t.Errorf("empty slots %v", got)
	}
	if s.MarkerValue(DonationMarker+MarkerKind(Cloth)) != 1 || s.MarkerInBox(StoneMarker) {
		t.Error("markers")
	}
	if r, cost, cit, ok := s.NextRank(0); !ok || r != Baron || cost != RankCosts[Baron] || cit != NobilityCitizens[Baron][0] {
		t.Error("next rank")
	}
	startTurn(t, s, CardRing, 0)
	s.Seats[0].Coins = 1
	if a := s.AffordableBonus(); !a.Noble || a.Hire || a.Recruit {
		t.Errorf("affordable %+v", a)
	}
	if e, ok := s.CurrentEvent(); !ok || e.Name != Events[quietEvent].Name {
		t.Errorf("event %q", e.Name)
	}
	// Out of range.
	if s.LocationAt(5, 0) != -1 || s.CouncilorLocation(9, 0) != -1 || s.Destination(0, 7, 1) != -1 ||
		s.EmptySlots(-1) != nil || s.MarkerValue(99) != 0 || s.HutOwner(Castle, 0) != -1 ||
		s.AdvisorAt(Forest, 0) != -1 || s.CraftsmenAt(0, Market) != 0 || s.Hand(3) != nil ||
		s.EndPoints(-2) != 0 || s.HasAdvisor(0, 99) || s.NobilityCard(7, Baron) != 0 {
		t.Error("a query out of range")
	}
	if _, _, _, ok := s.NextRank(-1); ok {
		t.Error("next rank of no seat")
	}
	if pay := s.RecruitCost(Forest, 0, false); pay.owed() != 0 {
		t.Error("recruit cost in the Countryside")
	}
}
