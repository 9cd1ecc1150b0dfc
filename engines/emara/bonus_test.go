package emara

import (
	"testing"

	"tabula/engines"
)

// Bonus Actions: noble rank, Craftsmen, Advisors.

// TestNoble checks the ranks in order Baron → Duke, each paid with its Gold
// Coins and Signet Rings, the top card of its stack (sorted descending), no
// skipping, and A long summer... Respected at court's +2.
func TestNoble(t *testing.T) {
	s := newGame(t, 2)
	startTurn(t, s, CardWood, 0)
	p0 := &s.Seats[0]
	p0.Coins, p0.Rings = 20, 20
	for r := range Rank(NumRanks) {
		s.Bonus = 0 // one rank a turn: pretend a new turn
		c0, _ := points(s, 0)
		coins, rings := p0.Coins, p0.Rings
		play(t, s, Noble())
		c1, _ := points(s, 0)
		if len(p0.Nobility) != int(r)+1 || c1-c0 != NobilityCitizens[r][0] {
			t.Errorf("%s: rank %d, +%d Citizen Points", r, len(p0.Nobility), c1-c0)
		}
		if coins-p0.Coins != RankCosts[r].Coins || rings-p0.Rings != RankCosts[r].Rings {
			t.Errorf("%s cost %d coins and %d rings", r, coins-p0.Coins, rings-p0.Rings)
		}
		if legal(s, Noble()) {
			t.Errorf("%s: a second rank in the same turn", r)
		}
	}
	s.Bonus = 0
	if legal(s, Noble()) {
		t.Error("a rank beyond Duke")
	}
	endTurnNow(t, s)
	// The second player to a rank takes the next card; a shortfall of one
	// coin or ring forbids it; Respected at court adds 2.
	setEvent(t, s, eventID(t, EventRespected))
	startTurn(t, s, CardWood, 0)
	p1 := &s.Seats[1]
	p1.Coins, p1.Rings = RankCosts[Baron].Coins-1, RankCosts[Baron].Rings
	if legal(s, Noble()) {
		t.Error("Baron a Gold Coin short")
	}
	p1.Coins++
	play(t, s, Noble())
	if c, _ := points(s, 1); c != NobilityCitizens[Baron][1]+2 {
		t.Errorf("second Baron with Respected at court: %d Citizen Points, want %d", c, NobilityCitizens[Baron][1]+2)
	}
}

// TestNobilityData checks the public facts: 5 ranks × 4 cards, each stack
// sorted by Citizen Points in descending order, and costs that rise.
func TestNobilityData(t *testing.T) {
	for r := range NumRanks {
		for i := 1; i < CardsPerRank; i++ {
			if NobilityCitizens[r][i] > NobilityCitizens[r][i-1] {
				t.Errorf("rank %d not sorted descending", r)
			}
		}
		if r > 0 && RankCosts[r].Coins+RankCosts[r].Rings <= RankCosts[r-1].Coins+RankCosts[r-1].Rings {
			t.Errorf("rank %d costs no more than the one below", r)
		}
	}
}

// TestExampleHire is the rulebook's example: the hut showing 2 Wood is
// occupied, so Yellow hires into the hut showing 1 Wood and 1 Cloth, pays
// it and receives 1 Citizen Point for the first Craftsman.
func TestExampleHire(t *testing.T) {
	s := newGame(t, 4)
	if HutCosts[Forest][0] != (Cost{Wood: 2}) || HutCosts[Forest][1] != (Cost{Wood: 1, Cloth: 1}) {
		t.Fatal("the example's huts are not at the Forest")
	}
	s.Huts[Forest][0] = 1
	s.Seats[1].Hired = 1
	give(s, 0, 2, 1, 0, 0)
	startTurn(t, s, CardRing, 0)
	placeAt(t, s, 0, Forest)
	if legal(s, Hire(Forest, 0)) || !legal(s, Hire(Forest, 1)) {
		t.Fatalf("hire options: %v", describeAll(s))
	}
	play(t, s, Hire(Forest, 1))
	p := &s.Seats[0]
	if s.Huts[Forest][1] != 0 || p.Hired != 1 || p.Res != [NumResources]int{Wood: 1} {
		t.Errorf("hut %d, hired %d, left %v", s.Huts[Forest][1], p.Hired, p.Res)
	}
	if c, _ := points(s, 0); c != 1 {
		t.Errorf("%d Citizen Points for the first Craftsman", c)
	}
}

// TestHireRules checks the Craftsman row's Citizen Points left to right, at
// most 3 Craftsmen of a player at one Location, only at a Countryside
// Location where a Councilor stands, the Hire card's discount.
func TestHireRules(t *testing.T) {
	s := newGame(t, 2)
	p := &s.Seats[0]
	give(s, 0, 20, 20, 20, 20)
	placeAt(t, s, 0, Quarry)
	for i := range CraftsmenEach {
		s.Current, s.Turn = 0, 0
		s.startTurn()
		p.Slots = [Slots]int8{-1, -1, -1}
		p.Hand, p.Pile, p.Used = []int8{0, 1, 2}, []int8{3, 4, 5, 6, 7, 8}, nil
		play(t, s, Play(CardWood, 0))
		var hire engines.Action
		for _, a := range s.Legal() {
			if a.Kind == KindHire {
				hire = a
				break
			}
		}
		if i == MaxCraftsmenHere {
			if hire.Kind != 0 {
				t.Fatalf("a fourth Craftsman at the Quarry")
			}
			placeAt(t, s, 0, Forest)
			hire = Hire(Forest, 0)
		}
		c0, _ := points(s, 0)
		play(t, s, hire)
		if s.Phase == PhasePay {
			play(t, s, s.Legal()[0])
		}
		if c, _ := points(s, 0); c-c0 != CraftsmanCitizens[i] {
			t.Errorf("Craftsman %d: +%d Citizen Points, want %d", i+1, c-c0, CraftsmanCitizens[i])
		}
	}
	// Not where no Councilor stands; the Hire card pays 1 less.
	s = newGame(t, 2)
	give(s, 0, 1, 0, 0, 0)
	startTurn(t, s, CardHire, 0)
	placeAt(t, s, 0, Forest)
	if !legal(s, CardActionHire(Forest, 0)) || legal(s, Hire(Forest, 0)) {
		t.Fatalf("with 1 Wood: %v", describeAll(s))
	}
	if legal(s, CardActionHire(Quarry, 0)) {
		t.Error("hire where no Councilor stands")
	}
	play(t, s, CardActionHire(Forest, 0))
	if p := &s.Seats[0]; p.Hired != 1 || p.Res[Wood] != 0 {
		t.Errorf("hired %d, Wood %d", p.Hired, p.Res[Wood])
	}
	// The card's hire comes on top of the Bonus Action (RULES.md,
	// Interpretations).
	give(s, 0, 1, 1, 0, 0)
	if !legal(s, Hire(Forest, 1)) {
		t.Errorf("no Bonus hire after the card's: %v", describeAll(s))
	}
}

// TestRecruit checks Recruiting: at the Councilor's Town Location, paying
// the card's cost, the space refilled from the B stack, the Citizen Points;
// with the Hire card 1 resource less; the B stack running out.
func TestRecruit(t *testing.T) {
	s := newGame(t, 3)
	putAdvisor(t, s, Market, 0, "Master of Coin")
	give(s, 0, 0, 1, 1, 1)
	startTurn(t, s, CardRing, 0)
	placeAt(t, s, 0, Market)
	top := s.BStack[0]
	if legal(s, Recruit(Castle, 0)) {
		t.Error("recruit where no Councilor stands")
	}
	play(t, s, Recruit(Market, 0))
	p := &s.Seats[0]
	if len(p.Advisors) != 1 || p.Coins != 1 || p.Resources() != 0 || s.Spaces[Market-Castle][0] != top {
		t.Errorf("advisors %v, coins %d, space %d (B top was %d)", p.Advisors, p.Coins, s.Spaces[Market-Castle][0], top)
	}
	if c, _ := points(s, 0); c != 6 {
		t.Errorf("Master of Coin: %d Citizen Points", c)
	}
	// B stack empty: the space stays empty.
	s = newGame(t, 3)
	for len(s.BStack) > 0 {
		giveAdvisorID(s, 2, s.BStack[0])
	}
	putAdvisor(t, s, Castle, 1, "Archivist")
	give(s, 0, 1, 1, 0, 0)
	startTurn(t, s, CardHire, 0)
	placeAt(t, s, 0, Castle)
	play(t, s, CardActionRecruit(Castle, 1))
	if s.Phase == PhasePay {
		play(t, s, s.Legal()[0])
	}
	if s.Spaces[0][1] != -1 || s.Seats[0].Books != 2 {
		t.Errorf("space %d, Books %d", s.Spaces[0][1], s.Seats[0].Books)
	}
}

func giveAdvisorID(s *State, seat int, id int8) {
	takeAdvisor(s, id)
	p := &s.Seats[seat]
	p.Advisors = append(p.Advisors, id)
	p.Held = heldPowers(p.Advisors)
}

// TestAdvisorData checks the printed Advisor data: 16 A and 6 B, the A
// Advisors' Citizen Points in brackets, the B Advisors' rewards.
func TestAdvisorData(t *testing.T) {
	want := map[string][2]int{ // Citizen Points, Building Points
		"Master of Coin": {6, 0}, "Archivist": {2, 0}, "Goldsmith": {5, 0}, "Carpenter": {1, 10},
		"Baker": {3, 0}, "Schoolmarm": {3, 0}, "Bailiff": {5, 0}, "Dressmaker": {5, 0}, "Landlord": {3, 0}, "Merchant": {2, 0},
		"Chamberlain": {6, 0}, "Scholar": {3, 0}, "Mayoress": {5, 0}, "Steward": {5, 0}, "Abbess": {2, 0}, "Toolmaker": {2, 0},
		"Sir Christiaan": {8, 0}, "Lady Marie": {8, 0}, "Sir Carl": {10, 0}, "Lady Frida": {12, 0}, "Sir Gustave": {0, 12}, "Sir Antoni": {0, 15},
	}
	b := 0
	for _, a := range Advisors {
		w, ok := want[a.Name]
		if !ok || a.Citizens != w[0] || a.Buildings != w[1] {
			t.Errorf("%s: %d/%d", a.Name, a.Citizens, a.Buildings)
		}
		if a.B {
			b++
		}
		if n := a.Cost.Total(); n < 2 || n > 6 {
			t.Errorf("%s costs %d resources", a.Name, n)
		}
	}
	if len(Advisors) != 22 || b != 6 {
		t.Errorf("%d Advisors, %d B", len(Advisors), b)
	}
}

// recruitNow gives seat 0 the resources for Advisor name, puts it at the
// Castle and recruits it as the Bonus Action of a turn played with card.
func recruitNow(t *testing.T, s *State, name string, card Card) {
	t.Helper()
	putAdvisor(t, s, Castle, 0, name)
	c := Advisors[advisorID(t, name)].Cost
	give(s, 0, int(c[Wood]), int(c[Cloth]), int(c[Grain]), int(c[Stone]))
	startTurn(t, s, card, 0)
	placeAt(t, s, 0, Castle)
	play(t, s, Recruit(Castle, 0))
	for s.Phase == PhasePay {
		play(t, s, s.Legal()[0])
	}
}

// TestAdvisors checks every Advisor's ability.
func TestAdvisors(t *testing.T) {
	type outcome struct{ cit, bld, coins, books, rings, bread int }
	gain := func(s *State, before outcome) outcome {
		p := &s.Seats[0]
		c, b := points(s, 0)
		return outcome{c - before.cit, b - before.bld, p.Coins - before.coins, p.Books - before.books, p.Rings - before.rings, p.Bread - before.bread}
	}
	snap := func(s *State) outcome {
		p := &s.Seats[0]
		c, b := points(s, 0)
		return outcome{c, b, p.Coins, p.Books, p.Rings, p.Bread}
	}
	// Immediate ones and the B Advisors: the gains on recruiting.
	for _, tc := range []struct {
		name string
		want outcome
	}{
		{"Master of Coin", outcome{cit: 6, coins: 1}},
		{"Archivist", outcome{cit: 2, books: 2}},
		{"Goldsmith", outcome{cit: 5, rings: 1}},
		{"Carpenter", outcome{cit: 1, bld: 10}},
		{"Sir Christiaan", outcome{cit: 8}},
		{"Lady Marie", outcome{cit: 8}},
		{"Sir Carl", outcome{cit: 10}},
		{"Lady Frida", outcome{cit: 12}},
		{"Sir Gustave", outcome{bld: 12}},
		{"Sir Antoni", outcome{bld: 15}},
	} {
		s := newGame(t, 2)
		before := snap(s)
		recruitNow(t, s, tc.name, CardWood)
		if got := gain(s, before); got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
	// Once per turn, even right after recruiting.
	t.Run("Baker", func(t *testing.T) {
		s := newGame(t, 2)
		recruitNow(t, s, "Baker", CardWood)
		give(s, 0, 0, 2, 2, 0)
		play(t, s, Baker(2))
		if p := &s.Seats[0]; p.Bread != 2 || p.Res[Cloth] != 1 || p.Res[Grain] != 0 || legal(s, Baker(1)) {
			t.Errorf("Baker: %d Bread, %v", p.Bread, p.Res)
		}
	})
	t.Run("Schoolmarm", func(t *testing.T) {
		s := newGame(t, 2)
		recruitNow(t, s, "Schoolmarm", CardWood)
		give(s, 0, 0, 0, 0, 1)
		play(t, s, Schoolmarm(), Pay(Wood))
		if p := &s.Seats[0]; p.Books != 1 || p.Resources() != 0 || legal(s, Schoolmarm()) {
			t.Errorf("Schoolmarm: %d Books, %v", p.Books, p.Res)
		}
	})
	t.Run("Bailiff", func(t *testing.T) {
		s := newGame(t, 2)
		recruitNow(t, s, "Bailiff", CardRing)
		_, b0 := points(s, 0)
		play(t, s, Bailiff())
		if _, b := points(s, 0); b-b0 != 5 || s.Seats[0].Rings != 0 {
			t.Errorf("Bailiff: +%d", b-b0)
		}
	})
	t.Run("Dressmaker", func(t *testing.T) {
		s := newGame(t, 2)
		recruitNow(t, s, "Dressmaker", CardCloth)
		c0, _ := points(s, 0)
		play(t, s, Dressmaker())
		if c, _ := points(s, 0); c-c0 != 2 || s.Seats[0].Res[Cloth] != 0 {
			t.Errorf("Dressmaker: +%d", c-c0)
		}
	})
	t.Run("Landlord", func(t *testing.T) {
		s := newGame(t, 2)
		recruitNow(t, s, "Landlord", CardCloth)
		c0, b0 := points(s, 0)
		play(t, s, Landlord())
		if c, b := points(s, 0); c-c0 != -1 || b-b0 != 5 {
			t.Errorf("Landlord: %+d Citizen, %+d Building", c-c0, b-b0)
		}
	})
	t.Run("Merchant", func(t *testing.T) {
		s := newGame(t, 2)
		recruitNow(t, s, "Merchant", CardCloth)
		if legal(s, Merchant(int(Cloth), Cloth)) {
			t.Error("Merchant: Cloth for Cloth")
		}
		play(t, s, Merchant(int(Cloth), Stone))
		if p := &s.Seats[0]; p.Res != [NumResources]int{Stone: 1} || legal(s, Merchant(int(Stone), Wood)) {
			t.Errorf("Merchant: %v", p.Res)
		}
	})
	// Permanent.
	t.Run("Chamberlain", func(t *testing.T) {
		s := newGame(t, 2)
		recruitNow(t, s, "Chamberlain", CardRing)
		play(t, s, Chamberlain(0))
		if p := &s.Seats[0]; p.Rings != 0 || p.Coins != 1 {
			t.Errorf("Chamberlain: %d rings, %d coins", p.Rings, p.Coins)
		}
		if legal(s, Chamberlain(1)) {
			t.Error("Chamberlain: exchanged back in the same turn")
		}
	})
	t.Run("Scholar", func(t *testing.T) {
		s := newGame(t, 2)
		recruitNow(t, s, "Scholar", CardRing)
		endTurnNow(t, s)
		endTurnNow(t, s)
		// A hut of 2 Wood paid with 2 Stone.
		give(s, 0, 0, 0, 0, 2)
		startTurn(t, s, CardGold, 1)
		placeAt(t, s, 0, Forest)
		play(t, s, Hire(Forest, 0))
		if p := &s.Seats[0]; p.Hired != 1 || p.Res[Stone] != 0 {
			t.Errorf("Scholar: hired %d with %v left", p.Hired, p.Res)
		}
	})
	t.Run("Mayoress", func(t *testing.T) {
		s := newGame(t, 2)
		recruitNow(t, s, "Mayoress", CardStone)
		c0, _ := points(s, 0)
		play(t, s, Move(1))
		s.Seats[0].Councilor[1] = int8(func() int { _, p := s.position(Castle); return p }())
		s.enter(Castle)
		s.Seats[0].Res[Stone] += s.markerValue(GiftMarker+MarkerKind(Stone)) - 1 // 2 from rules version 4 with 2 players
		play(t, s, Gift(Stone))
		if c, _ := points(s, 0); c-c0 != 2 || s.Seats[0].Rings != 1 {
			t.Errorf("Mayoress: +%d Citizen Points for a gift", c-c0)
		}
	})
	t.Run("Steward", func(t *testing.T) {
		s := newGame(t, 2)
		recruitNow(t, s, "Steward", CardStone)
		give(s, 0, 0, 0, 2, 0)
		placeAt(t, s, 0, Forest)
		if !legal(s, Hire(Grainfield, 0)) {
			t.Errorf("Steward: no hire away from the Councilors: %v", describeAll(s))
		}
	})
	t.Run("Abbess", func(t *testing.T) {
		s := newGame(t, 4)
		recruitNow(t, s, "Abbess", CardStone)
		s.enter(Cathedral)
		play(t, s, Donate(Stone))
		if s.Seats[0].Books != 2 {
			t.Errorf("Abbess: %d Books for a donation", s.Seats[0].Books)
		}
	})
	t.Run("Toolmaker", func(t *testing.T) {
		s := newGame(t, 4)
		recruitNow(t, s, "Toolmaker", CardStone)
		s.enter(ConstructionSite)
		_, b0 := points(s, 0)
		play(t, s, StoneAction())
		if _, b := points(s, 0); b-b0 != 7 {
			t.Errorf("Toolmaker: +%d for a Stone, want 7", b-b0)
		}
		// Not at the end: end points are placed as they are.
		p := &s.Seats[0]
		p.Res, p.Coins, p.Rings, p.Books, p.Bread, p.Favors = [NumResources]int{}, 0, 5, 0, 0, nil
		for i := range p.Cit {
			p.Cit[i] = 0
		}
		p.Cit[CitNobility] = 200
		_, b1 := points(s, 0)
		s.scoreEnd()
		if _, b := points(s, 0); b-b1 != 10 {
			t.Errorf("Toolmaker at the end: +%d for 5 Signet Rings, want 10", b-b1)
		}
	})
}

// TestMinCost checks the shortcut of appendHires against the data: no hut
// or Advisor costs fewer than minCost resources.
func TestMinCost(t *testing.T) {
	least := 99
	for _, huts := range HutCosts {
		for _, c := range huts {
			least = min(least, c.Total())
		}
	}
	for _, a := range Advisors {
		least = min(least, a.Cost.Total())
	}
	if least != minCost {
		t.Errorf("the cheapest hut or Advisor costs %d, minCost is %d", least, minCost)
	}
}

// TestNobleRulesVersions checks the Nobility ladder of each rules version:
// version 3 (after the balance report) made it cheaper and its cards worth
// more; a game of version 2 keeps the old costs and points.
func TestNobleRulesVersions(t *testing.T) {
	for _, tc := range []struct {
		rules int
		costs [2]RankCost // Baron, Count
		cit   [2]int      // the top card of each
	}{
		{2, [2]RankCost{{1, 1}, {2, 1}}, [2]int{6, 9}},
		{3, [2]RankCost{{1, 0}, {1, 1}}, [2]int{6, 10}},
	} {
		s := newGame(t, 2)
		s.Rules = tc.rules
		startTurn(t, s, CardWood, 0)
		p := &s.Seats[0]
		for r := range Rank(2) {
			s.Bonus = 0
			p.Coins, p.Rings = tc.costs[r].Coins, tc.costs[r].Rings
			if tc.costs[r].Rings > 0 {
				p.Rings--
				if legal(s, Noble()) {
					t.Errorf("rules %d: %s a Signet Ring short", tc.rules, r)
				}
				p.Rings++
			}
			c0, _ := points(s, 0)
			play(t, s, Noble())
			c1, _ := points(s, 0)
			if p.Coins != 0 || p.Rings != 0 || c1-c0 != tc.cit[r] {
				t.Errorf("rules %d: %s left %d coins and %d rings for %d Citizen Points; want 0, 0, %d",
					tc.rules, r, p.Coins, p.Rings, c1-c0, tc.cit[r])
			}
		}
	}
}

// TestTwoAdvisorsOneTurn checks the reading in RULES.md (interpretation 4):
// the Hire card's recruit is its Card Action, so the turn's Bonus Action
// may recruit a second Advisor ("In addition to your Card and Movement
// Action, you may perform each of the 3 available Bonus Actions 1x").
func TestTwoAdvisorsOneTurn(t *testing.T) {
	s := newGame(t, 2)
	putAdvisor(t, s, Castle, 0, "Archivist")
	putAdvisor(t, s, Castle, 1, "Master of Coin")
	give(s, 0, 5, 5, 5, 5)
	startTurn(t, s, CardHire, 0)
	placeAt(t, s, 0, Castle)
	play(t, s, CardActionRecruit(Castle, 1))
	for s.Phase == PhasePay {
		play(t, s, s.Legal()[0])
	}
	if !legal(s, Recruit(Castle, 0)) {
		t.Fatalf("no Bonus recruit after the Hire card's: %v", describeAll(s))
	}
	play(t, s, Recruit(Castle, 0))
	for s.Phase == PhasePay {
		play(t, s, s.Legal()[0])
	}
	if n := len(s.Seats[0].Advisors); n != 2 {
		t.Errorf("%d Advisors recruited in the turn, want 2", n)
	}
}
