package emara

import (
	"slices"
	"testing"

	"tabula/engines"
)

// A Player's Turn: one Action Card onto an empty slot, its Card Action, the
// Movement Action of one Councilor by the slot's steps, up to three Bonus
// Actions, in any order, each finished before the next.

func TestPlayCard(t *testing.T) {
	s := newGame(t, 2)
	setHand(t, s, 0, CardWood, CardRing, CardTown)
	if got := len(s.Legal()); got != 9 {
		t.Fatalf("%d plays for 3 cards and 3 slots: %v", got, describeAll(s))
	}
	play(t, s, Play(CardWood, 1))
	p := &s.Seats[0]
	if p.Res[Wood] != 1 || !s.CardDone {
		t.Errorf("the Wood card gave %d Wood (card done %v)", p.Res[Wood], s.CardDone)
	}
	if p.Slots[1] != int8(CardWood) || slices.Contains(p.Hand, int8(CardWood)) {
		t.Errorf("slots %v, hand %v", p.Slots, p.Hand)
	}
	if legal(s, EndTurn()) {
		t.Error("the turn may end before the Movement Action")
	}
	endTurnNow(t, s)
	// Seat 1, then seat 0 again with two cards and two empty slots.
	endTurnNow(t, s)
	if got := len(s.Legal()); got != 4 || legal(s, Play(CardRing, 1)) {
		t.Errorf("second turn: %v", describeAll(s))
	}
	play(t, s, Play(CardRing, 0))
	if p.Rings != 1 {
		t.Errorf("the Signet Ring card gave %d rings", p.Rings)
	}
	endTurnNow(t, s)
	endTurnNow(t, s)
	// Third turn: one card, one slot — played at once.
	if s.Phase != PhaseTurn || p.Slots[2] != int8(CardTown) {
		t.Errorf("the last card was not played by itself: phase %d, slots %v", s.Phase, p.Slots)
	}
}

// TestMovement checks that each slot moves a Councilor exactly 1, 2 or 3
// steps clockwise around its own ring (rules, Movement Action: "You may not
// move less!").
func TestMovement(t *testing.T) {
	for slot := range Slots {
		for c := range Councilors {
			s := newGame(t, 3)
			startTurn(t, s, CardWood, slot)
			from := int(s.Seats[0].Councilor[c])
			var moves []engines.Action
			for _, a := range s.Legal() {
				if a.Kind == KindMove {
					moves = append(moves, a)
				}
			}
			if len(moves) != Councilors {
				t.Fatalf("movement options %v", moves)
			}
			want := s.Destination(0, c, SlotSteps[slot])
			play(t, s, Move(c))
			got := s.councilorLocation(0, c)
			if got != want || int(s.Seats[0].Councilor[c]) != (from+SlotSteps[slot])%RingSize {
				t.Errorf("slot %d Councilor %d: from %d to %s, want %s", slot, c, from, got, want)
			}
			if legal(s, Move(1-c)) {
				t.Error("a second Movement Action")
			}
		}
	}
}

// TestAnyOrder checks that the parts of a turn come in any order: a Bonus
// Action before the Movement and Card Actions, the Card Action last.
func TestAnyOrder(t *testing.T) {
	s := newGame(t, 2)
	startTurn(t, s, CardTown, 2)
	p := &s.Seats[0]
	p.Coins, p.Rings = 1, 1
	play(t, s, Noble())
	if len(p.Nobility) != 1 {
		t.Fatal("no Baron")
	}
	play(t, s, Move(0))
	play(t, s, CardActionTown(Market))
	if s.Phase != PhaseLocation || Location(s.Loc) != Market {
		t.Errorf("phase %d at %d", s.Phase, s.Loc)
	}
}

// TestCardGold checks the Gold Coin card: 1 resource for 1 Gold Coin or any
// 3 for 2; Gold Coins do not pay for it; it may be skipped.
func TestCardGold(t *testing.T) {
	s := newGame(t, 2)
	startTurn(t, s, CardGold, 0)
	give(s, 0, 1, 1, 0, 0)
	s.Seats[0].Coins = 5
	if !legal(s, CardActionGold(1)) || legal(s, CardActionGold(3)) {
		t.Fatalf("with 2 resources: %v", describeAll(s))
	}
	give(s, 0, 0, 0, 0, 1)
	play(t, s, CardActionGold(3), Pay(Wood), Pay(Cloth))
	p := &s.Seats[0]
	if p.Coins != 7 || p.Resources() != 0 {
		t.Errorf("3 resources gave %d coins, %d resources left", p.Coins-5, p.Resources())
	}
	s = newGame(t, 2)
	startTurn(t, s, CardGold, 0)
	give(s, 0, 0, 2, 0, 1)
	play(t, s, CardActionGold(1))
	if s.Phase != PhasePay || legal(s, PayCoin(AnyArg)) {
		t.Fatalf("paying: %v", describeAll(s))
	}
	play(t, s, Pay(Stone))
	if p := &s.Seats[0]; p.Coins != 1 || p.Res != [NumResources]int{Cloth: 2} {
		t.Errorf("after paying 1 Stone: %d coins, %v", p.Coins, p.Res)
	}
}

// TestCardMove checks the Move card: one Councilor 1 step, then that
// Location's action, like a 1-step Movement Action.
func TestCardMove(t *testing.T) {
	s := newGame(t, 2)
	startTurn(t, s, CardMove, 2)
	c := placeBefore(t, s, 0, Quarry, 1)
	play(t, s, CardActionMove(c))
	if s.councilorLocation(0, c) != Quarry || s.Seats[0].Res[Stone] != 1 {
		t.Errorf("at the %s with %v", s.councilorLocation(0, c), s.Seats[0].Res)
	}
	if s.MoveDone || !s.CardDone {
		t.Error("the Move card used the Movement Action")
	}
}

// TestCardTown checks the Town card: any Town Location's action wherever the
// Councilors are, with that Location's Favor Tokens.
func TestCardTown(t *testing.T) {
	s := newGame(t, 2)
	startTurn(t, s, CardTown, 0)
	placeAt(t, s, 0, Castle)
	s.Seats[0].Books = 1
	castleFavor := slices.IndexFunc(FavorTokens[:], func(f FavorToken) bool { return f.Loc == ConstructionSite && f.Reward == RewardCitizens })
	giveFavor(t, s, 0, castleFavor)
	play(t, s, CardActionTown(ConstructionSite))
	if !legal(s, UseFavor(castleFavor)) {
		t.Fatalf("Favor Token not usable with the Town card: %v", describeAll(s))
	}
	play(t, s, UseFavor(castleFavor))
	if c, _ := points(s, 0); c != FavorCitizens {
		t.Errorf("%d Citizen Points from the Favor Token", c)
	}
	for _, l := range []Location{Castle, Cathedral, Market} {
		s := newGame(t, 2)
		startTurn(t, s, CardTown, 0)
		if !legal(s, CardActionTown(l)) {
			t.Errorf("Town card cannot act at the %s", l)
		}
	}
	if legal(s, CardActionTown(Forest)) {
		t.Error("Town card acts in the Countryside")
	}
}

// giveFavor hands Favor Token id to seat from the stack.
func giveFavor(t *testing.T, s *State, seat, id int) {
	t.Helper()
	i := slices.Index(s.FavorStack, int8(id))
	if i < 0 {
		t.Fatalf("Favor Token %d not in the stack", id)
	}
	s.FavorStack = slices.Delete(s.FavorStack, i, i+1)
	p := &s.Seats[seat]
	p.Favors = append(p.Favors, int8(id))
	slices.Sort(p.Favors)
}

// TestCountryside checks the Countryside action: 1 resource, and for each
// own Craftsman there 1 more or 1 Grain → 1 Bread (Gold Coins may pay the
// Grain), Grain just taken included.
func TestCountryside(t *testing.T) {
	tests := []struct {
		name      string
		loc       Location
		craftsmen int
		grain     int
		coins     int
		choose    engines.Action
		wantRes   [NumResources]int
		wantBread int
		options   int
	}{
		{"alone: taken at once", Forest, 0, 0, 0, engines.Action{}, [NumResources]int{Wood: 1}, 0, 0},
		{"two Craftsmen, more Wood", Forest, 2, 0, 0, engines.Action{}, [NumResources]int{Wood: 3}, 0, 0},
		{"two Craftsmen, one Bread", Forest, 2, 1, 0, Collect(1, 0), [NumResources]int{Wood: 2}, 1, 2},
		{"Bread from the Grain taken", Grainfield, 1, 0, 0, Collect(1, 0), [NumResources]int{}, 1, 2},
		{"three at the Grainfield: at most 2 Bread", Grainfield, 3, 0, 0, Collect(2, 0), [NumResources]int{Grain: 0}, 2, 3},
		{"a Gold Coin for the Grain", Quarry, 1, 0, 1, Collect(1, 1), [NumResources]int{Stone: 1}, 1, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newGame(t, 4)
			for h := range tc.craftsmen {
				s.Huts[tc.loc][h] = 0
			}
			s.Seats[0].Hired = int8(tc.craftsmen)
			give(s, 0, 0, 0, tc.grain, 0)
			s.Seats[0].Coins = tc.coins
			startTurn(t, s, CardRing, 0)
			arriveMove(t, s, tc.loc, 0)
			if tc.choose != (engines.Action{}) {
				if tc.options > 0 && len(s.Legal()) != tc.options {
					t.Errorf("options %v", describeAll(s))
				}
				play(t, s, tc.choose)
			}
			p := &s.Seats[0]
			if s.Phase == PhaseLocation || p.Res != tc.wantRes || p.Bread != tc.wantBread {
				t.Errorf("phase %d: %v and %d Bread; want %v and %d", s.Phase, p.Res, p.Bread, tc.wantRes, tc.wantBread)
			}
		})
	}
}

// arriveMove makes the Movement Action of the seat to move onto l, whose
// card is already played on slot.
func arriveMove(t *testing.T, s *State, l Location, slot int) {
	t.Helper()
	c := placeBefore(t, s, s.Current, l, SlotSteps[slot])
	play(t, s, Move(c))
}

// TestBonusOnce checks that each Bonus Action is taken at most once a turn.
func TestBonusOnce(t *testing.T) {
	s := newGame(t, 2)
	startTurn(t, s, CardWood, 0)
	p := &s.Seats[0]
	p.Coins, p.Rings = 10, 10
	play(t, s, Noble())
	if legal(s, Noble()) {
		t.Error("a second rank in one turn")
	}
	placeAt(t, s, 0, Forest)
	give(s, 0, 10, 10, 10, 10)
	var hire engines.Action
	for _, a := range s.Legal() {
		if a.Kind == KindHire {
			hire = a
		}
	}
	play(t, s, hire)
	for _, a := range s.Legal() {
		if a.Kind == KindHire {
			t.Fatal("a second Craftsman in one turn")
		}
	}
}

// TestKeepFavorRejectsAnOutOfRangeToken checks that a Favor Token argument
// that does not fit a token number is refused rather than read as another
// token (int16 -32768 is token 0 as an int8).
func TestKeepFavorRejectsAnOutOfRangeToken(t *testing.T) {
	s := newGame(t, 2)
	s.Phase, s.Drawn = PhaseFavor, []int8{0, 1}
	for _, a := range []engines.Action{{Kind: KindKeepFavor, A: -32768}, {Kind: KindKeepFavor, A: 256}, {Kind: KindKeepFavor, A: -1}} {
		if s.isLegal(a) {
			t.Errorf("%+v is legal with tokens %v drawn", a, s.Drawn)
		}
	}
	if !s.isLegal(engines.Action{Kind: KindKeepFavor, A: 1}) {
		t.Error("a drawn token cannot be kept")
	}
}
