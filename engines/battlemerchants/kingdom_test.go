package battlemerchants

import (
	"slices"
	"testing"

	"tabula/engines"
)

// The reconstructed Kingdom Cards: every Effect kind played out. Amounts
// are read from the card table, so the tests check the rule code, not the
// reconstructed numbers.

// offer returns a 3-player game (no side board) with the named card in
// Kingdom slot 0 and Red to move.
func offer(t *testing.T, name string) (*State, KingdomCard) {
	t.Helper()
	s := newGame(t, 3)
	id := kingdomID(t, name)
	setKingdomRow(s, 0, id)
	return s, KingdomCards[id]
}

// TestKingdomImmediateGold checks cards that only pay gold: collected on
// taking, the card leaves the game (public discard pile), nothing goes in
// front of the player.
func TestKingdomImmediateGold(t *testing.T) {
	s, k := offer(t, "Royal Commission")
	settle(t, s)
	play(t, s, TakeKingdom(0))
	p := &s.Seats[0]
	if p.Gold != 10+k.Gold || p.Ledger[LedgerKingdom] != k.Gold || len(p.Kingdom) != 0 || !slices.Contains(s.KingdomOut, kingdomID(t, k.Name)) {
		t.Errorf("gold %d, ledger %d, in front %v", p.Gold, p.Ledger[LedgerKingdom], p.Kingdom)
	}
	if s.Current != 1 {
		t.Errorf("seat %d to move", s.Current)
	}
}

// TestKingdomMultiSell checks Drive the Workers and Desperate Times: up to
// two sales in the turn (Desperate Times 1 gold less each), Done to stop,
// and no extra phase when there is nothing to sell.
func TestKingdomMultiSell(t *testing.T) {
	for _, name := range []string{"Drive the Workers", "Desperate Times"} {
		t.Run(name, func(t *testing.T) {
			s, k := offer(t, name)
			give(s, 0, Axe, Standard, 2)
			give(s, 0, Sword, Standard, 1)
			settle(t, s)
			play(t, s, TakeKingdom(0))
			if s.Phase != PhaseSell || s.Current != 0 {
				t.Fatalf("phase %d, seat %d", s.Phase, s.Current)
			}
			if got := s.Describe(Done()); got != "Stop selling" {
				t.Errorf("Describe(Done) = %q", got)
			}
			for _, a := range s.Legal() {
				if a.Kind != KindSell && a.Kind != KindDone {
					t.Errorf("%q legal while selling", s.Describe(a))
				}
			}
			play(t, s, Sell(at(t, s, Mountains, Dwarves, 0), Standard))
			if s.Current != 0 {
				t.Fatal("the turn ended after one sale")
			}
			play(t, s, Sell(at(t, s, Grasslands, Elves, 0), Standard))
			p := &s.Seats[0]
			if want := 2 * (SellValue[Standard] - k.Mod); p.Ledger[LedgerSales] != want || p.Gold != 10+want {
				t.Errorf("sales %d, gold %d; want %d", p.Ledger[LedgerSales], p.Gold, want)
			}
			if s.Current != 1 || p.Hand[Sword][Standard] != 1 {
				t.Errorf("seat %d to move, %d Swords left; the turn should end after two sales", s.Current, p.Hand[Sword][Standard])
			}
		})
	}
	t.Run("stop after one", func(t *testing.T) {
		s, k := offer(t, "Desperate Times")
		give(s, 0, Axe, Standard, 2)
		settle(t, s)
		play(t, s, TakeKingdom(0), Sell(at(t, s, Mountains, Dwarves, 0), Standard), Done())
		if s.Seats[0].Gold != 10+SellValue[Standard]-k.Mod || s.Current != 1 {
			t.Errorf("gold %d, seat %d to move", s.Seats[0].Gold, s.Current)
		}
	})
	t.Run("nothing to sell", func(t *testing.T) {
		s, _ := offer(t, "Drive the Workers")
		settle(t, s)
		play(t, s, TakeKingdom(0))
		if s.Current != 1 || s.Phase != PhaseMain {
			t.Errorf("seat %d, phase %d: the turn should end", s.Current, s.Phase)
		}
	})
}

// TestKingdomFreeCraft checks Extra-Crafty: one face-up Craft Card for
// free (a ×2 card with Levels held included), or none; reaching Level 6
// this way takes the Craft Bonus.
func TestKingdomFreeCraft(t *testing.T) {
	s, _ := offer(t, "Extra-Crafty")
	giveCraft(s, 0, craftID(t, s, Axe, 2, Times1, 0))
	giveCraft(s, 0, craftID(t, s, Axe, 1, Free, 0)) // Axe 4
	setCraftRow(s, 3, craftID(t, s, Axe, 2, Times2, 0))
	setGold(s, 0, 0)
	settle(t, s)
	play(t, s, TakeKingdom(0))
	if s.Phase != PhaseFreeCraft || !legal(s, Done()) {
		t.Fatalf("phase %d", s.Phase)
	}
	if got := s.Describe(Learn(3)); got != "Learn Axe Craft (+2 Levels) for 0 gold" {
		t.Errorf("Describe = %q", got)
	}
	if got := s.Describe(Done()); got != "Take no Craft Card" {
		t.Errorf("Describe(Done) = %q", got)
	}
	play(t, s, Learn(3))
	p := &s.Seats[0]
	if p.Gold != 0 || p.Levels[Axe] != 6 || s.BonusOwner[Axe] != 0 || s.Current != 1 {
		t.Errorf("gold %d, Axe %d, bonus owner %d, seat %d to move", p.Gold, p.Levels[Axe], s.BonusOwner[Axe], s.Current)
	}

	s, _ = offer(t, "Extra-Crafty")
	settle(t, s)
	play(t, s, TakeKingdom(0), Done())
	if len(s.Seats[0].Crafts) != 0 || s.Current != 1 {
		t.Error("Done did not end the turn without a card")
	}
}

// TestKingdomForgeRuns checks Apprentices (pay, then up to two Standard
// Weapons for free, never Vorpal) and Veteran Smiths (up to three Weapons,
// each cheaper).
func TestKingdomForgeRuns(t *testing.T) {
	t.Run("Apprentices", func(t *testing.T) {
		s, k := offer(t, "Apprentices")
		for range 2 {
			giveCraft(s, 0, craftID(t, s, Axe, 2, Times1, 0)) // Axe 5
		}
		setGold(s, 0, -k.Gold)
		settle(t, s)
		play(t, s, TakeKingdom(0))
		if s.Seats[0].Gold != 0 || s.Phase != PhaseForge {
			t.Fatalf("gold %d, phase %d", s.Seats[0].Gold, s.Phase)
		}
		if legal(s, Forge(Axe, Vorpal)) {
			t.Error("Apprentices forge a Vorpal Weapon")
		}
		play(t, s, Forge(Axe, Standard), Forge(Sword, Standard))
		p := &s.Seats[0]
		if p.Gold != 0 || p.Hand[Axe][Standard] != 1 || p.Hand[Sword][Standard] != 1 || s.Current != 1 {
			t.Errorf("gold %d, hand %v, seat %d to move", p.Gold, p.Hand, s.Current)
		}
	})
	t.Run("Veteran Smiths", func(t *testing.T) {
		s, k := offer(t, "Veteran Smiths")
		for range 2 {
			giveCraft(s, 0, craftID(t, s, Axe, 2, Times1, 0)) // Axe 5
		}
		setGold(s, 0, 30)
		settle(t, s)
		play(t, s, TakeKingdom(0))
		if got := s.forgeCost(0, Axe, Vorpal); got != ForgeCost[Vorpal]-k.Mod {
			t.Errorf("Vorpal Axe costs %d in the run", got)
		}
		play(t, s, Forge(Axe, Vorpal), Forge(Axe, Standard), Forge(Sword, Standard))
		want := 30 + k.Gold - (ForgeCost[Vorpal] - k.Mod) - 2*(ForgeCost[Standard]-k.Mod)
		if p := &s.Seats[0]; p.Gold != want || s.Current != 1 {
			t.Errorf("gold %d, want %d; seat %d to move", p.Gold, want, s.Current)
		}
		if s.forgeCost(0, Axe, Standard) != ForgeCost[Standard] {
			t.Error("the run's discount outlived the turn")
		}
	})
}

// TestKingdomPermanent checks the Permanent cards' effects on forging and
// selling: race envoys, Smiths' Guild, Great Foundry, Siege Engineers.
func TestKingdomPermanent(t *testing.T) {
	s := newGame(t, 4)
	s.Season = 3 // room for four cards
	for _, name := range []string{"Dwarven Envoy", "Smiths' Guild", "Great Foundry", "Siege Engineers"} {
		giveKingdom(s, 2, kingdomID(t, name)) // Yellow: printed Elves
	}
	settle(t, s)
	n := func(name string) int { return KingdomCards[kingdomID(t, name)].N }
	dwarfAxe, elfAxe := at(t, s, Mountains, Dwarves, 0), at(t, s, Grasslands, Elves, 0)
	for _, tc := range []struct {
		what      string
		got, want int
	}{
		{"Standard to the Dwarves", s.saleValue(2, dwarfAxe, Standard), SellValue[Standard] + 1},
		{"Vorpal to the Dwarves", s.saleValue(2, dwarfAxe, Vorpal), SellValue[Vorpal] + 1 + n("Siege Engineers")},
		{"Standard to the Elves", s.saleValue(2, elfAxe, Standard), SellValue[Standard] + 1},
		{"Standard forge", s.forgeCost(2, Axe, Standard), ForgeCost[Standard] - n("Smiths' Guild")},
		{"Vorpal forge", s.forgeCost(2, Axe, Vorpal), ForgeCost[Vorpal] - n("Great Foundry")},
		{"Red's Standard to the Dwarves", s.saleValue(0, dwarfAxe, Standard), SellValue[Standard]},
		{"Red's Vorpal forge", s.forgeCost(0, Axe, Vorpal), ForgeCost[Vorpal]},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: %d, want %d", tc.what, tc.got, tc.want)
		}
	}
	// The envoy's gold is paid on a real sale too.
	give(s, 2, Axe, Standard, 1)
	s.Current = 2
	settle(t, s)
	play(t, s, Sell(dwarfAxe, Standard))
	if s.Seats[2].Gold != 10+SellValue[Standard]+1 {
		t.Errorf("Yellow's gold %d after selling to the Dwarves", s.Seats[2].Gold)
	}
}

// TestKingdomPermanentCost checks that a Permanent card with negative gold
// is paid for and stays in front of the player.
func TestKingdomPermanentCost(t *testing.T) {
	s, k := offer(t, "War Veterans")
	settle(t, s)
	play(t, s, TakeKingdom(0))
	p := &s.Seats[0]
	if p.Gold != 10+k.Gold || !slices.Equal(p.Kingdom, []int{kingdomID(t, k.Name)}) {
		t.Errorf("gold %d, in front %v", p.Gold, p.Kingdom)
	}
}

// TestKingdomBattleCards checks War Veterans (extra Craft Level in
// battles) and Salvage Rights (more gold from a tie).
func TestKingdomBattleCards(t *testing.T) {
	// Red's Axe (Level 1) against Blue's Sword (Level 1) in the Mountains.
	run := func(t *testing.T, card string) *State {
		t.Helper()
		s := newGame(t, 4)
		if card != "" {
			giveKingdom(s, 0, kingdomID(t, card))
		}
		openTo(t, s, Mountains, 1)
		place(s, at(t, s, Mountains, Dwarves, 0), 0, Standard)
		place(s, at(t, s, Mountains, Hobgoblins, 0), 3, Standard)
		s.Current = 2
		setGold(s, 2, 0)
		clearRows(s)
		settle(t, s)
		lastTurn(s)
		play(t, s, Pass())
		return s
	}
	s := run(t, "")
	if s.Seats[0].Ledger[LedgerBattles] != 1 || s.Seats[3].Ledger[LedgerBattles] != 1 {
		t.Fatalf("without cards the battle should tie: battle gold %d, %d", s.Seats[0].Ledger[LedgerBattles], s.Seats[3].Ledger[LedgerBattles])
	}
	s = run(t, "War Veterans")
	if s.Seats[0].Defeated[Standard] != 1 || s.Spaces[at(t, s, Mountains, Dwarves, 0)].Owner != 0 {
		t.Error("War Veterans did not win the battle")
	}
	s = run(t, "Salvage Rights")
	if got, want := s.Seats[0].Ledger[LedgerBattles], KingdomCards[kingdomID(t, "Salvage Rights")].N; got != want || s.Seats[3].Ledger[LedgerBattles] != 1 {
		t.Errorf("Salvage Rights tie paid %d, want %d (Blue: %d)", got, want, s.Seats[3].Ledger[LedgerBattles])
	}
}

// TestKingdomBoardGold checks War Profiteer: gold per own weapon on the
// board.
func TestKingdomBoardGold(t *testing.T) {
	s, k := offer(t, "War Profiteer")
	place(s, at(t, s, Mountains, Dwarves, 0), 0, Standard)
	place(s, at(t, s, Forest, Elves, 0), 0, Vorpal)
	place(s, at(t, s, Forest, Orcs, 0), 1, Standard)
	settle(t, s)
	play(t, s, TakeKingdom(0))
	if want := 10 + k.Gold + 2*k.N; s.Seats[0].Gold != want {
		t.Errorf("gold %d, want %d", s.Seats[0].Gold, want)
	}
}

// TestKingdomFinal checks the Final card, Slush Fund: it pays its gold,
// never leaves the pool, needs no room in front of the player ("any player
// may use it as his action"), and — the addition RULES.md's Termination
// needs — a player who used it may use it again once a Weapon has been
// sold, by anyone, or a new Season has begun.
func TestKingdomFinal(t *testing.T) {
	s, k := offer(t, "Slush Fund")
	giveKingdom(s, 0, kingdomID(t, "Smiths' Guild"))
	giveKingdom(s, 0, kingdomID(t, "Orc Envoy")) // at the Spring limit
	give(s, 1, Sword, Standard, 1)
	settle(t, s)
	if got := s.Describe(TakeKingdom(0)); got != "Use Slush Fund (Final): "+k.Text {
		t.Errorf("Describe = %q", got)
	}
	play(t, s, TakeKingdom(0))
	if s.Seats[0].Gold != 10+k.Gold || s.KingdomRow[0] != kingdomID(t, k.Name) || len(s.Seats[0].Kingdom) != 2 {
		t.Errorf("gold %d, row %v, in front %v", s.Seats[0].Gold, s.KingdomRow, s.Seats[0].Kingdom)
	}
	if !legal(s, TakeKingdom(0)) {
		t.Error("another player may not use Slush Fund")
	}
	s.Current = 0
	if legal(s, TakeKingdom(0)) {
		t.Error("Slush Fund used twice with no sale in between")
	}
	s.Current = 1
	play(t, s, Sell(at(t, s, Mountains, Orcs, 0), Standard))
	s.Current = 0
	if !legal(s, TakeKingdom(0)) {
		t.Error("Slush Fund refused after a sale")
	}
	play(t, s, TakeKingdom(0))
	s.Current = 0
	lastTurn(s)
	play(t, s, Forge(Axe, Standard), Done())
	s.Current = 0
	if s.KingdomRow[0] != kingdomID(t, k.Name) || !legal(s, TakeKingdom(0)) {
		t.Errorf("Slush Fund not usable next Season: row %v", s.KingdomRow)
	}
}

// TestHoldings checks that a seat holds the Kingdom Cards it took, the
// Immediate ones after they are used and discarded too, and its Craft
// Cards by kind.
func TestHoldings(t *testing.T) {
	s, _ := offer(t, "Royal Commission")
	settle(t, s)
	if h := s.Holdings(0); slices.ContainsFunc(h, func(c engines.Component) bool { return c.Kind == "Kingdom card" }) {
		t.Fatalf("before taking: %v", h)
	}
	play(t, s, TakeKingdom(0))
	want := engines.Component{Kind: "Kingdom card", Name: "Royal Commission"}
	if h := s.Holdings(0); !slices.Contains(h, want) {
		t.Errorf("seat 0 holds %v, not %v", h, want)
	}
	if h := s.Holdings(1); slices.Contains(h, want) {
		t.Errorf("seat 1 holds %v", h)
	}
	for _, id := range s.Seats[0].Crafts {
		c := engines.Component{Kind: "Craft card", Name: craftName(CraftCards[id])}
		if !slices.Contains(s.Holdings(0), c) {
			t.Errorf("seat 0's Craft Card %d (%v) is not among its holdings", id, c)
		}
	}
	if h := s.Holdings(5); h != nil {
		t.Errorf("seat 5 holds %v", h)
	}
}
