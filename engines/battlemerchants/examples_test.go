package battlemerchants

import (
	"slices"
	"testing"
)

// The rulebook's worked examples, each played out on the engine.

// TestExampleCraftCost is the example of Craft Cards: with 2 Axe Levels a
// ×2 card with two Levels costs 4 and gives 4 Levels; a later ×1 card with
// one Level and two coins costs 4 again, gives 5 Levels (Vorpal Axes) and
// makes Axes 2 gold cheaper.
func TestExampleCraftCost(t *testing.T) {
	s := newGame(t, 4)
	giveCraft(s, 0, craftID(t, s, Axe, 1, Free, 0)) // Red starts with Axe 1: now 2
	setCraftRow(s, 0, craftID(t, s, Axe, 2, Times2, 0))
	setCraftRow(s, 1, craftID(t, s, Axe, 1, Times1, 2))
	setGold(s, 0, 30)
	settle(t, s)
	if got := s.Describe(Learn(0)); got != "Learn Axe Craft (+2 Levels) for 4 gold" {
		t.Errorf("Describe = %q", got)
	}
	if legal(s, Forge(Axe, Vorpal)) {
		t.Error("Vorpal Axe legal with 2 Axe Levels")
	}

	play(t, s, Learn(0))
	p := &s.Seats[0]
	if p.Gold != 26 || p.Levels[Axe] != 4 {
		t.Fatalf("after the ×2 card: gold %d, Axe Levels %d; want 26, 4", p.Gold, p.Levels[Axe])
	}

	s.Current = 0 // "on a later turn"
	if got := s.Describe(Learn(1)); got != "Learn Axe Craft (+1 Level) for 4 gold" {
		t.Errorf("Describe = %q", got)
	}
	play(t, s, Learn(1))
	if p.Gold != 22 || p.Levels[Axe] != 5 || p.Discount[Axe] != 2 {
		t.Fatalf("after the ×1 card: gold %d, Axe Levels %d, discount %d; want 22, 5, 2", p.Gold, p.Levels[Axe], p.Discount[Axe])
	}
	s.Current = 0
	if !legal(s, Forge(Axe, Vorpal)) {
		t.Error("Vorpal Axe not legal with 5 Axe Levels")
	}
	if got, want := s.forgeCost(0, Axe, Standard), ForgeCost[Standard]-2; got != want {
		t.Errorf("Standard Axe costs %d, want %d", got, want)
	}
	if got, want := s.forgeCost(0, Axe, Vorpal), ForgeCost[Vorpal]-2; got != want {
		t.Errorf("Vorpal Axe costs %d, want %d", got, want)
	}
}

// TestCraftCostRule covers the rest of the cost rule: Free cards, ×1 and ×2
// of the Levels held before taking the card, free with no Levels, and a
// card the player cannot pay for is not offered.
func TestCraftCostRule(t *testing.T) {
	tests := []struct {
		name   string
		weapon Weapon // Red starts with Axe 1, Sword 1, Mace 0
		cost   CraftCost
		levels int
		gold   int
		want   int // gold paid; -1: not legal
	}{
		{"free card", Axe, Free, 1, 10, 0},
		{"×1 with one Level", Sword, Times1, 2, 10, 1},
		{"×2 with one Level", Sword, Times2, 2, 10, 2},
		{"×2 with no Levels is free", Mace, Times2, 2, 0, 0},
		{"×1 with no Levels is free", Mace, Times1, 2, 0, 0},
		{"cannot afford", Sword, Times2, 2, 1, -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newGame(t, 3)
			setCraftRow(s, 0, craftID(t, s, tc.weapon, tc.levels, tc.cost, 0))
			setGold(s, 0, tc.gold)
			settle(t, s)
			if tc.want < 0 {
				if legal(s, Learn(0)) {
					t.Fatal("unaffordable card offered")
				}
				return
			}
			before := s.Seats[0].Levels[tc.weapon]
			play(t, s, Learn(0))
			p := &s.Seats[0]
			if paid := tc.gold - p.Gold; paid != tc.want {
				t.Errorf("paid %d, want %d", paid, tc.want)
			}
			if p.Levels[tc.weapon] != before+tc.levels || p.Ledger[LedgerCraft] != -tc.want {
				t.Errorf("Levels %d, ledger %d", p.Levels[tc.weapon], p.Ledger[LedgerCraft])
			}
			if s.Current != 1 {
				t.Errorf("turn did not pass: seat %d to move", s.Current)
			}
		})
	}
}

// TestExampleForge is the Forge example: a Hammer and two Axes with a
// 1-coin Axe discount cost 5+4+4 = 13. The third forge ends the turn; Done
// ends it early; a forge run also ends when nothing but Done is left.
func TestExampleForge(t *testing.T) {
	setup := func(t *testing.T, gold int) *State {
		s := newGame(t, 4)
		giveCraft(s, 0, craftID(t, s, Axe, 1, Times1, 1))  // Axe 2, one coin
		giveCraft(s, 0, craftID(t, s, Hammer, 1, Free, 0)) // Hammer 1
		setGold(s, 0, gold)
		settle(t, s)
		return s
	}
	t.Run("three weapons", func(t *testing.T) {
		s := setup(t, 20)
		if got := s.Describe(Forge(Axe, Standard)); got != "Forge a Standard Axe for 4 gold" {
			t.Errorf("Describe = %q", got)
		}
		if legal(s, Forge(Axe, Vorpal)) || legal(s, Forge(Mace, Standard)) {
			t.Error("forging without the Craft is legal")
		}
		play(t, s, Forge(Hammer, Standard))
		if s.Current != 0 || s.Phase != PhaseForge {
			t.Fatal("first forge ended the turn")
		}
		if got := s.Describe(Done()); got != "Stop forging" {
			t.Errorf("Describe(Done) = %q", got)
		}
		for _, a := range s.Legal() {
			if a.Kind != KindForge && a.Kind != KindDone {
				t.Errorf("mid-forge action %q is legal", s.Describe(a))
			}
		}
		play(t, s, Forge(Axe, Standard), Forge(Axe, Standard))
		p := &s.Seats[0]
		if p.Gold != 7 || p.Ledger[LedgerForge] != -13 || p.Hand[Hammer][Standard] != 1 || p.Hand[Axe][Standard] != 2 {
			t.Errorf("gold %d, forge ledger %d, hand %v; want 7, -13, a Hammer and 2 Axes", p.Gold, p.Ledger[LedgerForge], p.Hand)
		}
		if s.Current != 1 || s.Phase != PhaseMain {
			t.Errorf("turn did not end after the third forge: seat %d, phase %d", s.Current, s.Phase)
		}
	})
	t.Run("done early", func(t *testing.T) {
		s := setup(t, 20)
		play(t, s, Forge(Hammer, Standard), Done())
		if s.Seats[0].Gold != 15 || s.Current != 1 {
			t.Errorf("gold %d, seat %d to move; want 15, 1", s.Seats[0].Gold, s.Current)
		}
	})
	t.Run("out of gold", func(t *testing.T) {
		s := setup(t, 9)
		play(t, s, Forge(Hammer, Standard), Forge(Axe, Standard))
		if s.Seats[0].Gold != 0 || s.Current != 1 {
			t.Errorf("gold %d, seat %d to move; want 0, 1 (the run ends when only Done is left)", s.Seats[0].Gold, s.Current)
		}
	})
	t.Run("never below 0", func(t *testing.T) {
		// Every Axe coin, Smiths' Guild (Standard 1 less) and Veteran
		// Smiths' run (2 less each) take more than 5 off a Standard Axe.
		s := newGame(t, 4)
		discount := 0
		for id, c := range CraftCards {
			if c.Weapon == Axe && c.Discount > 0 {
				giveCraft(s, 0, id)
				discount += c.Discount
			}
		}
		giveKingdom(s, 0, kingdomID(t, "Smiths' Guild"))
		setKingdomRow(s, 0, kingdomID(t, "Veteran Smiths"))
		setGold(s, 0, 0)
		settle(t, s)
		if discount+1+2 <= ForgeCost[Standard] {
			t.Fatalf("the data gives only %d coins of Axe discount", discount)
		}
		play(t, s, TakeKingdom(0))
		if got := s.Describe(Forge(Axe, Standard)); got != "Forge a Standard Axe for 0 gold" {
			t.Errorf("Describe = %q", got)
		}
		play(t, s, Forge(Axe, Standard), Forge(Axe, Standard), Forge(Axe, Standard))
		if p := &s.Seats[0]; p.Gold != 0 || p.Hand[Axe][Standard] != 3 {
			t.Errorf("gold %d, Axes %d; want 0, 3", p.Gold, p.Hand[Axe][Standard])
		}
	})
}

// TestExampleSellToDwarves is the Selling Weapons example: Purple, with 2
// Dwarf tiles (her printed one and one taken last Season), sells a Standard
// Axe to the Dwarves for 8, then takes the tile on her colour's space, which
// did not count for that sale. She takes no second Dwarf tile this Season,
// and the space is refilled at cleanup.
func TestExampleSellToDwarves(t *testing.T) {
	s := newGame(t, 4)
	s.Season = 1
	s.Seats[1].Rewards[Dwarves] = 1
	give(s, 1, Axe, Standard, 1)
	give(s, 1, Sword, Standard, 1)
	s.Current = 1
	settle(t, s)
	axe := at(t, s, Mountains, Dwarves, 0)
	if got := s.Describe(Sell(axe, Standard)); got != "Sell a Standard Axe to the Dwarves on Battlefield 1 in the Mountains for 8 gold" {
		t.Errorf("Describe = %q", got)
	}
	play(t, s, Sell(axe, Standard))
	p := &s.Seats[1]
	if p.Gold != 18 || p.Ledger[LedgerSales] != 8 {
		t.Fatalf("gold %d, sales %d; want 18, 8", p.Gold, p.Ledger[LedgerSales])
	}
	if p.Rewards[Dwarves] != 2 || s.RewardSpaces[Dwarves][1] {
		t.Fatalf("Dwarf tiles %d, space still full %v; want 2 and an empty space", p.Rewards[Dwarves], s.RewardSpaces[Dwarves][1])
	}
	for seat := range 4 {
		if seat != 1 && !s.RewardSpaces[Dwarves][seat] {
			t.Errorf("seat %d's Dwarf space emptied", seat)
		}
	}
	if sp := s.Spaces[axe]; sp.Owner != 1 || sp.Quality != Standard {
		t.Errorf("space holds %+v", sp)
	}

	// Her next sale to the Dwarves earns 9 and no tile; it is the last
	// turn of the Season, and cleanup refills her space.
	s.Current = 1
	lastTurn(s)
	play(t, s, Sell(at(t, s, Grasslands, Dwarves, 0), Standard))
	if p.Ledger[LedgerSales] != 8+9 || p.Rewards[Dwarves] != 2 {
		t.Errorf("sales %d, Dwarf tiles %d; want 17, 2", p.Ledger[LedgerSales], p.Rewards[Dwarves])
	}
	if s.Season != 2 || !s.RewardSpaces[Dwarves][1] {
		t.Errorf("season %d, Dwarf space refilled %v; want 2, true", s.Season, s.RewardSpaces[Dwarves][1])
	}
}

// sellableIn lists the weapons that may be sold in region now.
func sellableIn(t *testing.T, s *State, region Region) []Weapon {
	t.Helper()
	r := regionIndex(t, s, region)
	var ws []Weapon
	for _, a := range s.Legal() {
		if a.Kind == KindSell && int(a.A)/SpacesPerRegion == r && Quality(a.B) == Standard {
			ws = append(ws, s.spaceWeapon(int(a.A)))
		}
	}
	slices.Sort(ws)
	return ws
}

// TestExampleGrasslands is the Regions and Battlefields example and step 4
// of Selling: at first only the Grasslands' first Battlefield (Axe, Sword)
// is open; filling both its sides moves its Demand Token to the Season Area
// and turns up the next (Mace, Hammer).
func TestExampleGrasslands(t *testing.T) {
	s := newGame(t, 4)
	for seat := range 4 {
		for w := range Weapon(NumWeapons) {
			give(s, seat, w, Standard, 1)
		}
	}
	settle(t, s)
	if got := sellableIn(t, s, Grasslands); !slices.Equal(got, []Weapon{Axe, Sword}) {
		t.Fatalf("sellable in the Grasslands at the start: %v, want [Axe Sword]", got)
	}
	play(t, s, Sell(at(t, s, Grasslands, Elves, 0), Standard))
	if token(t, s, Grasslands, 0) != TokenOpen || s.SeasonArea[0] != 0 {
		t.Fatal("token moved with one side filled")
	}
	// Purple's printed Dwarf tile adds 1.
	if got := s.Describe(Sell(at(t, s, Grasslands, Dwarves, 0), Standard)); got != "Sell a Standard Sword to the Dwarves in the Grasslands for 7 gold" {
		t.Errorf("Describe = %q", got)
	}
	play(t, s, Sell(at(t, s, Grasslands, Dwarves, 0), Standard))
	if token(t, s, Grasslands, 0) != TokenRemoved || token(t, s, Grasslands, 1) != TokenOpen || token(t, s, Grasslands, 2) != TokenLocked {
		t.Fatalf("tokens %v", s.Tokens)
	}
	if s.SeasonArea[0] != 1 || s.Trigger != -1 {
		t.Fatalf("Season Area %v, trigger %d", s.SeasonArea, s.Trigger)
	}
	if got := sellableIn(t, s, Grasslands); !slices.Equal(got, []Weapon{Mace, Hammer}) {
		t.Fatalf("sellable after the first token moved: %v, want [Mace Hammer]", got)
	}
}

// TestExampleGrasslandsNote is the Note's example: in Summer the Sword
// space at the top of the Grasslands was left open by a battle. A Sword may
// be sold there (moving no token) and a Hammer next to the face-up token;
// the Hammer fills that Battlefield, so its token goes to the Season Area
// although the Sword space is still empty, unlocking Sword and Hammer.
func TestExampleGrasslandsNote(t *testing.T) {
	setup := func(t *testing.T) *State {
		s := newGame(t, 4)
		s.Season = 1
		s.SeasonArea[0] = 3
		openTo(t, s, Grasslands, 1)
		openTo(t, s, Mountains, 2) // two more tokens went last Season
		place(s, at(t, s, Grasslands, Elves, 0), 1, Standard)
		place(s, at(t, s, Grasslands, Elves, 1), 2, Standard) // the Mace
		give(s, 0, Sword, Standard, 1)
		give(s, 0, Hammer, Standard, 1)
		settle(t, s)
		return s
	}
	s := setup(t)
	sword, hammer := Sell(at(t, s, Grasslands, Dwarves, 0), Standard), Sell(at(t, s, Grasslands, Dwarves, 1), Standard)
	if got := sellableIn(t, s, Grasslands); !slices.Equal(got, []Weapon{Sword, Hammer}) {
		t.Fatalf("sellable: %v, want [Sword Hammer]", got)
	}
	play(t, s, sword)
	if s.SeasonArea[1] != 0 || token(t, s, Grasslands, 1) != TokenOpen {
		t.Error("selling to a space freed by a battle moved a token")
	}

	s = setup(t)
	play(t, s, hammer)
	if s.SeasonArea[1] != 1 || token(t, s, Grasslands, 1) != TokenRemoved || token(t, s, Grasslands, 2) != TokenOpen {
		t.Fatalf("Season Area %v, tokens %v", s.SeasonArea, s.Tokens)
	}
	s.Current = 0
	give(s, 0, Sword, Standard, 1)
	give(s, 0, Hammer, Standard, 1)
	settle(t, s)
	if !legal(s, Sell(at(t, s, Grasslands, Elves, 2), Standard)) || !legal(s, Sell(at(t, s, Grasslands, Dwarves, 2), Standard)) {
		t.Errorf("the Sword and Hammer spaces below were not unlocked: %v", describeAll(s))
	}
}

// TestExampleBattles covers the three battle examples and the rest of
// Battles: a Vorpal Weapon beats a Standard one whatever the Levels; of two
// of the same quality the higher Craft Level wins; equal Levels tie. The
// winner's owner takes the loser into their Defeated pile (their own if
// they owned both); a tie pays each owner 1 gold (2 for both) and both
// tiles leave the game; the spaces left are open from next Season. Repairs
// (2 per surviving weapon) are part of the gold.
func TestExampleBattles(t *testing.T) {
	type weapon struct {
		seat    int
		race    Race
		quality Quality
	}
	type craft struct {
		seat   int
		weapon Weapon
		levels int // 1: a Free card, 2: a ×1 card
	}
	tests := []struct {
		name      string
		region    Region
		bf        int
		a, b      weapon
		crafts    []craft
		winner    int    // 0 for a, 1 for b, -1 for a tie
		gold      [3]int // gold gained by seats 0..2 (battles and repairs)
		defeated  [3][NumQualities]int
		lost      [3]int
		destroyed int
	}{
		{
			// Red's Vorpal Mace (no Mace Craft) defeats Purple's Standard
			// Axe (4 Levels).
			name: "Vorpal beats Standard", region: Desert, bf: 0,
			a:      weapon{0, Hobgoblins, Vorpal},
			b:      weapon{1, Orcs, Standard},
			crafts: []craft{{1, Axe, 2}, {1, Axe, 2}},
			winner: 0, gold: [3]int{2, 0, 0},
			defeated: [3][NumQualities]int{{1, 0}}, lost: [3]int{0, 1, 0},
		},
		{
			// Purple's Mace (3 Levels) defeats Yellow's Hammer (2 Levels).
			name: "higher Craft Level wins", region: Mountains, bf: 1,
			a:      weapon{1, Dwarves, Standard},
			b:      weapon{2, Hobgoblins, Standard},
			crafts: []craft{{1, Mace, 2}, {2, Hammer, 2}},
			winner: 0, gold: [3]int{0, 2, 0},
			defeated: [3][NumQualities]int{{}, {1, 0}}, lost: [3]int{0, 0, 1},
		},
		{
			// Red's Vorpal Axe and Purple's Vorpal Sword, both at Level 5.
			name: "equal Levels tie", region: Mountains, bf: 0,
			a:      weapon{0, Dwarves, Vorpal},
			b:      weapon{1, Hobgoblins, Vorpal},
			crafts: []craft{{0, Axe, 2}, {0, Axe, 2}, {1, Sword, 2}, {1, Sword, 2}, {1, Sword, 1}},
			winner: -1, gold: [3]int{1, 1, 0},
			lost: [3]int{1, 1, 0}, destroyed: 2,
		},
		{
			// Red's Axe (Level 3) defeats Red's Sword (Level 1).
			name: "own both: own Defeated pile", region: Mountains, bf: 0,
			a:      weapon{0, Dwarves, Standard},
			b:      weapon{0, Hobgoblins, Standard},
			crafts: []craft{{0, Axe, 2}},
			winner: 0, gold: [3]int{2, 0, 0},
			defeated: [3][NumQualities]int{{1, 0}}, lost: [3]int{1, 0, 0},
		},
		{
			name: "own both: tie pays 2", region: Mountains, bf: 0,
			a:      weapon{0, Dwarves, Vorpal},
			b:      weapon{0, Hobgoblins, Vorpal},
			crafts: []craft{{0, Axe, 2}, {0, Axe, 2}, {0, Sword, 2}, {0, Sword, 2}},
			winner: -1, gold: [3]int{2, 0, 0},
			lost: [3]int{2, 0, 0}, destroyed: 2,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newGame(t, 4)
			for _, c := range tc.crafts {
				cost := Times1
				if c.levels == 1 {
					cost = Free
				}
				giveCraft(s, c.seat, craftID(t, s, c.weapon, c.levels, cost, 0))
			}
			openTo(t, s, tc.region, tc.bf+1)
			spaceA, spaceB := at(t, s, tc.region, tc.a.race, tc.bf), at(t, s, tc.region, tc.b.race, tc.bf)
			place(s, spaceA, tc.a.seat, tc.a.quality)
			place(s, spaceB, tc.b.seat, tc.b.quality)
			// Blue, with nothing to do, passes the last turn of Spring.
			s.Current = 3
			setGold(s, 3, 0)
			clearRows(s)
			settle(t, s)
			before := golds(s)
			lastTurn(s)
			play(t, s, Pass())
			if s.Season != 1 {
				t.Fatalf("season %d after the last turn", s.Season)
			}
			for seat := range 3 {
				p := &s.Seats[seat]
				if g := p.Gold - before[seat]; g != tc.gold[seat] {
					t.Errorf("seat %d gained %d gold, want %d", seat, g, tc.gold[seat])
				}
				if p.Defeated != tc.defeated[seat] || p.Lost != tc.lost[seat] {
					t.Errorf("seat %d: Defeated %v, lost %d; want %v, %d", seat, p.Defeated, p.Lost, tc.defeated[seat], tc.lost[seat])
				}
			}
			if s.Destroyed != tc.destroyed {
				t.Errorf("%d tiles returned to the supply, want %d", s.Destroyed, tc.destroyed)
			}
			spaces := [2]int{spaceA, spaceB}
			for i, space := range spaces {
				empty := s.Spaces[space].Owner == Empty
				if want := i != tc.winner; empty != want {
					t.Errorf("weapon %d: space empty %v, want %v", i, empty, want)
				}
			}
			// A space the battle emptied is open to sales this Season.
			for i, space := range spaces {
				if i == tc.winner {
					continue
				}
				s.Current = 2
				give(s, 2, s.spaceWeapon(space), Standard, 1)
				settle(t, s)
				if !legal(s, Sell(space, Standard)) {
					t.Errorf("the emptied space %d is not open", space)
				}
			}
		})
	}
}
