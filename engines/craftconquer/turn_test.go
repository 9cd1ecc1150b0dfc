package craftconquer

import (
	"slices"
	"testing"

	"tabula/engines"
)

// TestSetup checks Player Setup for every player count: Factions dealt
// (distinct) with their Resources; 3 Objective and 2 Action cards each;
// every starting Farm inside its Kingdom and at least two spaces from any
// other; a Peasant on each; the starting soldiers next to their own
// Settlements, one per Settlement; the first player decided by the dice.
func TestSetup(t *testing.T) {
	for players := 2; players <= 4; players++ {
		for seed := range uint64(5) {
			st, err := Game{}.New(engines.Config{Players: players, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			if s.Phase != PhaseSetupSettle || s.Current != 0 {
				t.Fatalf("setup starts in phase %d with seat %d", s.Phase, s.Current)
			}
			factions := map[int8]bool{}
			for seat := range s.Seats {
				p := &s.Seats[seat]
				if factions[p.Faction] {
					t.Errorf("Faction %d dealt twice", p.Faction)
				}
				factions[p.Faction] = true
				if len(p.Objectives) != DealObjectives || len(p.Actions) != DealActions {
					t.Errorf("seat %d dealt %d Objectives and %d Action cards", seat, len(p.Objectives), len(p.Actions))
				}
				for g, n := range Factions[p.Faction].Goods {
					if p.Goods[g] != int(n) {
						t.Errorf("seat %d starts with %d %s, want %d", seat, p.Goods[g], Good(g), n)
					}
				}
			}
			for s.Turn == 0 {
				play(t, s, s.Legal()[len(s.Legal())/2])
			}
			b := s.board()
			for seat := range s.Seats {
				p := &s.Seats[seat]
				f := &Factions[p.Faction]
				if n := s.ownSettlements(seat); n != int(f.Farms) {
					t.Errorf("seat %d has %d Settlements, want %d", seat, n, f.Farms)
				}
				onBoard := 0
				for _, so := range s.Soldiers {
					if int(so.Owner) != seat {
						continue
					}
					onBoard++
					next := -1
					for i := range s.Settlements {
						for _, x := range s.Settlements[i].Cover() {
							if b.Connected(int(x), int(so.Space)) {
								next = i
							}
						}
					}
					if next < 0 || int(s.Settlements[next].Owner) != seat || b.Spaces[so.Space].Kingdom != seat {
						t.Errorf("seat %d's starting %s is not next to its own Settlement in its Kingdom", seat, so.Type)
					}
				}
				if want := min(len(f.Soldiers), int(f.Farms)); onBoard != want {
					t.Errorf("seat %d deployed %d soldiers, want %d", seat, onBoard, want)
				}
			}
			for i := range s.Settlements {
				if !s.Settlements[i].Peasant && int(s.Settlements[i].Owner) != s.First {
					t.Errorf("Settlement %d has no Peasant", i)
				}
			}
			if s.Current != s.First || s.Seats[s.First].Turns != 1 || s.Turn != 1 {
				t.Errorf("first turn: current %d, first %d, turn %d", s.Current, s.First, s.Turn)
			}
		}
	}
}

// TestFirstPlayerRoll: the seat with the highest two-dice roll goes first.
func TestFirstPlayerRoll(t *testing.T) {
	s := newState(3, 1, options{length: DefaultLength})
	rig(t, s, attackRoll(2, 0, 0), attackRoll(0, 0, 2), attackRoll(1, 1, 0))
	if got := s.rollFirst(); got != 1 {
		t.Errorf("rolls 0, 4 and 1: seat %d goes first, want 1", got)
	}
	rig(t, s, attackRoll(0, 2, 0), attackRoll(0, 0, 2), attackRoll(0, 0, 2), attackRoll(2, 0, 0), attackRoll(0, 1, 0))
	if got := s.rollFirst(); got != 2 {
		t.Errorf("4 and 4 tie, then 0 and 1: seat %d goes first, want 2", got)
	}
}

// TestChooseFactions: with the variant, players choose in seat order and
// each Faction only once.
func TestChooseFactions(t *testing.T) {
	st, err := Game{}.New(engines.Config{Players: 3, Seed: 2, Variants: []string{VariantChoose}})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	if s.Phase != PhaseFaction || len(s.Legal()) != len(Factions) {
		t.Fatalf("phase %d with %d choices", s.Phase, len(s.Legal()))
	}
	play(t, s, ChooseFaction(6))
	if legal(s, ChooseFaction(6)) || s.ToMove() != 1 {
		t.Error("a chosen Faction is offered again")
	}
	if s.Seats[0].Goods[Coin] != int(Factions[6].Goods[Coin]) {
		t.Error("the chosen Faction's coins were not given")
	}
	play(t, s, ChooseFaction(0), ChooseFaction(1))
	if s.Phase != PhaseSetupSettle {
		t.Errorf("after the choices: phase %d", s.Phase)
	}
}

// TestDrawStep: nothing is drawn on the first turn; later a player draws
// an Objective and an Action card, must discard down to 3 and 2 (the drawn
// card or an old one), and plays nothing before that.
func TestDrawStep(t *testing.T) {
	s := newBoardGame(t, 2)
	before := slices.Clone(s.Seats[1].Objectives)
	s.Seats[1].Turns = 0
	s.Current = 1
	s.startTurn(1)
	if len(s.Seats[1].Objectives) != 3 || s.Phase != PhaseMain {
		t.Fatalf("first turn: %d Objectives, phase %d", len(s.Seats[1].Objectives), s.Phase)
	}
	s.Phase = PhasePeasants
	s.endTurn() // to seat 0, who draws and discards
	for s.Phase == PhaseDraw {
		play(t, s, s.Legal()[0])
	}
	s.Phase = PhasePeasants
	s.endTurn() // seat 1's second turn
	p := &s.Seats[1]
	if s.Current != 1 || p.Turns != 2 {
		t.Fatalf("seat %d to play, turn %d", s.Current, p.Turns)
	}
	if s.Phase != PhaseDraw || len(p.Objectives) != 4 || len(p.Actions) != 3 {
		t.Fatalf("second turn: phase %d, %d Objectives, %d Action cards", s.Phase, len(p.Objectives), len(p.Actions))
	}
	for _, a := range s.Legal() {
		if a.Kind != KindDiscardObjective && a.Kind != KindDiscardAction {
			t.Fatalf("%s is legal while drawing", s.Describe(a))
		}
	}
	drawn := p.Objectives[3]
	play(t, s, DiscardObjective(int(before[0])))
	if s.Phase != PhaseDraw || !slices.Contains(p.Objectives, drawn) {
		t.Fatal("exchanging an Objective")
	}
	if legal(s, DiscardObjective(int(drawn))) {
		t.Error("a discard is legal with the Objective hand at its limit")
	}
	play(t, s, DiscardAction(int(p.Actions[2].ID)))
	if s.Phase != PhaseMain {
		t.Errorf("after the discards: phase %d", s.Phase)
	}
	if !slices.Contains(s.ObjDiscard, before[0]) {
		t.Error("the discarded Objective is not on the discard pile")
	}
}

// TestGather covers steps 2 and 3: Resources from Settlements with a
// Peasant (which goes to the inventory), coins from every Settlement owned
// (not occupied) or occupied, and an occupied enemy Settlement's Resources
// to its occupier.
func TestGather(t *testing.T) {
	s := newBoardGame(t, 2)
	s.Seats[0].Faction, s.Seats[1].Faction = 0, 1 // no tax perk
	f0 := placeFarms(t, s, 0, 2, true)
	a := f0[0]
	s.Settlements[f0[1]].Peasant = false
	grow(t, s, f0[1], Village)
	f1 := placeFarms(t, s, 1, 2, true)
	b := f1[0]
	s.Settlements[b].Peasant = false
	grow(t, s, f1[1], Quarry)
	put(s, 0, Warrior, int(s.Settlements[b].Spaces[0])) // occupying seat 1's Farm
	noGoods(s, 0)
	noGoods(s, 1)
	settle(t, s)
	s.Current = 0
	s.gather()
	p := &s.Seats[0]
	want := [NumGoods]int{Wood: 1 + 1, Iron: 1 + 1, Coin: 2 + 3 + 2}
	if p.Goods != want {
		t.Errorf("gathered %v, want %v", p.Goods, want)
	}
	if p.Peasants != 1 || s.Settlements[a].Peasant {
		t.Error("the Peasant did not come off the Farm")
	}
	s.Current = 1
	s.gather()
	q := &s.Seats[1]
	want = [NumGoods]int{Stone: 2, Iron: 1, Craftpoint: 1, Coin: 3}
	if q.Goods != want {
		t.Errorf("owner of an occupied Farm gathered %v, want %v", q.Goods, want)
	}
	_ = b
}

// TestPeasantStep covers step 5: Peasants go back on every empty
// Settlement when there are enough; with fewer the player chooses or buys
// more for 2; never withholds; excess may be sold for 1 or kept.
func TestPeasantStep(t *testing.T) {
	setup := func(peasants, settlements, coins int) *State {
		s := newBoardGame(t, 2)
		placeFarms(t, s, 0, settlements, false)
		s.Seats[0].Peasants = peasants
		noGoods(s, 0)
		setGoods(s, 0, int(Coin), coins)
		settle(t, s)
		return s
	}
	s := setup(3, 2, 0)
	play(t, s, Done())
	if s.Phase != PhasePeasants || s.Seats[0].Peasants != 1 || len(s.emptySettlements(0)) != 0 {
		t.Fatalf("enough Peasants: phase %d, %d left", s.Phase, s.Seats[0].Peasants)
	}
	play(t, s, SellPeasant())
	if s.Seats[0].Goods[Coin] != 1 || s.Current != 1 {
		t.Errorf("selling the excess: %d coins, seat %d to play", s.Seats[0].Goods[Coin], s.Current)
	}

	s = setup(1, 3, 2)
	play(t, s, Done())
	if legal(s, Done()) {
		t.Error("may end the turn with a Peasant in hand and an empty Settlement")
	}
	if n := len(kinds(s, KindPlacePeasant)); n != 3 {
		t.Errorf("%d Settlements to choose from, want 3", n)
	}
	play(t, s, PlacePeasant(1))
	if !s.Settlements[1].Peasant || !legal(s, BuyPeasant()) || !legal(s, Done()) {
		t.Fatal("after placing the only Peasant: buy or end")
	}
	play(t, s, BuyPeasant()) // two empty, one Peasant: choose again
	play(t, s, PlacePeasant(2))
	if s.Current != 1 {
		t.Errorf("out of coins and Peasants: the turn did not end (seat %d, phase %d)", s.Current, s.Phase)
	}
}

// TestTurnOrder: turns go clockwise (by seat) from the first player.
func TestTurnOrder(t *testing.T) {
	s := newBoardGame(t, 4)
	s.Current = 2
	for _, want := range []int{3, 0, 1, 2} {
		s.Phase = PhasePeasants
		s.endTurn()
		if s.Current != want {
			t.Fatalf("next seat %d, want %d", s.Current, want)
		}
	}
}

// TestSellInStep5: "Resources can also be sold back to the stockpile for 1
// coin each, at anytime during that player's turn" (Resources), and the
// turn ends only "once your Peasants are placed on your Settlements"
// (Ending Your Turn). From rules version 3 a player short of coins for a
// Peasant in step 5 may sell Resources to buy one; version 2 ended the turn.
func TestSellInStep5(t *testing.T) {
	setup := func(rules, peasants, settlements int, goods ...int) *State {
		s := newBoardGame(t, 2)
		s.Rules = rules
		placeFarms(t, s, 0, settlements, false)
		s.Seats[0].Peasants = peasants
		noGoods(s, 0)
		setGoods(s, 0, goods...)
		settle(t, s)
		return s
	}

	// Two empty Farms, 1 coin and 1 Wood: a sale pays for a Peasant.
	s := setup(3, 0, 2, int(Coin), 1, int(Wood), 1)
	play(t, s, Done())
	if s.Current != 0 || s.Phase != PhasePeasants {
		t.Fatalf("version 3: the turn ended with a Wood that could buy a Peasant (seat %d, phase %d)", s.Current, s.Phase)
	}
	if legal(s, BuyPeasant()) || !legal(s, Done()) {
		t.Fatal("1 coin: no Peasant to buy yet, and the Settlements may stay empty")
	}
	play(t, s, Sell(Wood), BuyPeasant(), PlacePeasant(1))
	if !s.Settlements[1].Peasant || s.Current != 1 {
		t.Errorf("sold, bought and placed: Peasant on Farm 1 %v, seat %d to play", s.Settlements[1].Peasant, s.Current)
	}

	// The same hand under version 2: the turn ends at once.
	s = setup(2, 0, 2, int(Coin), 1, int(Wood), 1)
	play(t, s, Done())
	if s.Current != 1 || s.Seats[0].Goods[Wood] != 1 {
		t.Errorf("version 2: seat %d to play, %d Wood", s.Current, s.Seats[0].Goods[Wood])
	}

	// Excess Peasants keep the step open: Resources sell too (version 3 only).
	for _, rules := range []int{2, 3} {
		s = setup(rules, 2, 1, int(Stone), 1)
		play(t, s, Done())
		if got := legal(s, Sell(Stone)); got != (rules >= 3) {
			t.Errorf("version %d, keeping a spare Peasant: selling Stone legal %v", rules, got)
		}
	}

	// Every Settlement inhabited and no Peasant left: the turn has ended.
	s = setup(3, 1, 1, int(Stone), 3)
	play(t, s, Done())
	if s.Current != 1 {
		t.Errorf("Peasants placed: the turn did not end (seat %d, phase %d)", s.Current, s.Phase)
	}
}
