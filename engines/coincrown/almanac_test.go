package coincrown

import (
	"fmt"
	"slices"
	"testing"
)

// The Market Card Almanac, card by card, and the Upgrade rules the
// Builders and the Storehouse take part in.

// TestArmor checks Armor: +2 worn by a deployed Troop, never alone, one per
// Troop (interpretation), exhausted after use.
func TestArmor(t *testing.T) {
	s := newGame(t, 2)
	setTopLand(s, landID(t, s, Village, 6))
	give(t, s, 0, StandardTroop, 3)
	a1 := give(t, s, 0, Armor, 0)
	a2 := give(t, s, 0, Armor, 0)
	settle(t, s)
	// 1 + 2 = 3 < 6: the second Armor has no second Troop to wear it.
	if legal(s, Attack(Village)) {
		t.Fatal("two Armor on one Troop")
	}
	give(t, s, 0, StandardTroop, 2)
	settle(t, s)
	play(t, s, Attack(Village)) // 1 + 1 + 2 + 2 = 6
	if legal(s, WearArmor()) {
		t.Fatal("Armor worn before a Troop is deployed")
	}
	play(t, s, Deploy(StandardTroop, 3), WearArmor())
	if legal(s, WearArmor()) {
		t.Fatal("a second Armor on the only deployed Troop")
	}
	play(t, s, Deploy(StandardTroop, 2), WearArmor())
	p := &s.Seats[0]
	if len(p.Lands) != 2 || !p.Cards[a1].Exhausted || !p.Cards[a2].Exhausted {
		t.Fatalf("lands %d, armor %+v %+v", len(p.Lands), p.Cards[a1], p.Cards[a2])
	}
}

// TestTroopTokens checks Retiring or Exhausting Troops: a deployed Troop
// gives up a token and is exhausted, or retired with its last; exhausted
// Troops cannot be deployed; Retired cards still count for Most Military.
func TestTroopTokens(t *testing.T) {
	s := newGame(t, 2)
	setTopLand(s, landID(t, s, Hamlet, 2))
	i := give(t, s, 0, EliteTroop, 2)
	s.Seats[0].Cards[i].Tokens = 1
	settle(t, s)
	play(t, s, Attack(Hamlet), Deploy(EliteTroop, 1))
	c := s.Seats[0].Cards[i]
	if !c.Retired || c.Tokens != 0 || s.Tokens[1] != TroopTokens {
		t.Fatalf("troop %+v, Elite supply %d", c, s.Tokens[1])
	}
	if s.CategoryCounts(0)[CatMilitary] != 1 || s.Iron[CatMilitary] != 0 {
		t.Errorf("a Retired Troop does not count: %v, Iron %d", s.CategoryCounts(0), s.Iron[CatMilitary])
	}
	// An exhausted Troop cannot attack again this year.
	s = newGame(t, 2)
	setTopLand(s, landID(t, s, Hamlet, 2))
	i = give(t, s, 0, EliteTroop, 3)
	s.Seats[0].Cards[i].Exhausted = true
	settle(t, s)
	if legal(s, Attack(Hamlet)) {
		t.Error("an exhausted Troop attacks")
	}
}

// TestBarracks checks the Barracks: a retired Troop (even one retired this
// year) comes back Ready with its printed tokens and may attack at once;
// never a Cavalry.
func TestBarracks(t *testing.T) {
	s := newGame(t, 2)
	i := give(t, s, 0, StandardTroop, 3)
	s.Seats[0].Cards[i] = Card{ID: s.Seats[0].Cards[i].ID, Retired: true}
	cav := give(t, s, 0, Cavalry, 0)
	s.Seats[0].Cards[cav].Retired = true
	b := give(t, s, 0, Barracks, 0)
	setTopLand(s, landID(t, s, Hamlet, 2))
	settle(t, s)
	if legal(s, Attack(Hamlet)) {
		t.Fatal("attacking with retired cards")
	}
	got := []string{}
	for _, a := range s.Legal() {
		if a.Kind == KindBarracks {
			got = append(got, s.Describe(a))
		}
	}
	if !slices.Equal(got, []string{"Barracks: re-commission a retired Standard Troop with 3 attacks"}) {
		t.Fatalf("Barracks offers %v", got)
	}
	play(t, s, Recommission(StandardTroop, 3))
	p := &s.Seats[0]
	if c := p.Cards[i]; !ready(c) || c.Tokens != 3 || !p.Cards[b].Exhausted || s.Tokens[0] != TroopTokens-3 {
		t.Fatalf("troop %+v, Barracks %+v, supply %d", c, p.Cards[b], s.Tokens[0])
	}
	// The re-commissioned Troop attacks at once (with 1 Battle Strength
	// from Overseas), once.
	setIncome(s, 0, Coins{Bronze: 2})
	settle(t, s)
	play(t, s, Attack(Hamlet), Deploy(StandardTroop, 3))
	if legal(s, Deploy(StandardTroop, 2)) {
		t.Fatal("one Troop deployed twice")
	}
	play(t, s, BuyOverseas(1))
	if len(p.Lands) != 2 {
		t.Fatal("Hamlet not conquered")
	}
}

// TestBuilders checks the Builders: each a wild resource, the Apprentice
// for Hamlet→Village only, the Skilled up to Village→Town, the Master any
// bracket; several may help one upgrade.
func TestBuilders(t *testing.T) {
	for _, tc := range []struct {
		builder CardType
		level   LandKind
		ok      bool
	}{
		{ApprenticeBuilder, Hamlet, true},
		{ApprenticeBuilder, Village, false},
		{SkilledBuilder, Village, true},
		{SkilledBuilder, Town, false},
		{MasterBuilder, Town, true},
	} {
		s := newGame(t, 2)
		land := giveLand(s, 0, landID(t, s, tc.level, 0), tc.level)
		for range 4 {
			give(t, s, 0, tc.builder, 0)
		}
		settle(t, s)
		if got := legal(s, Upgrade(land)); got != tc.ok {
			t.Errorf("%s for a %s: upgrade offered %v, want %v", tc.builder, tc.level, got, tc.ok)
			continue
		}
		if !tc.ok {
			continue
		}
		play(t, s, Upgrade(land))
		for range int(tc.level) + 2 {
			play(t, s, UseBuilder(tc.builder))
		}
		if l := s.Seats[0].Lands[land]; l.Level != tc.level+1 {
			t.Errorf("%s: land at %s", tc.builder, l.Level)
		}
	}
}

// TestStorehouse checks the Storehouse: two wild resources in one upgrade,
// any bracket, then retired; it still counts for Most Buildings.
func TestStorehouse(t *testing.T) {
	s := newGame(t, 2)
	land := giveLand(s, 0, landID(t, s, Town, 0), Town)
	i := give(t, s, 0, Storehouse, 0)
	give(t, s, 0, MasterBuilder, 0)
	settle(t, s)
	if legal(s, Upgrade(land)) {
		t.Fatal("a Town→City upgrade (4 resources) with 3 wilds")
	}
	give(t, s, 0, Mine, 0)
	settle(t, s)
	play(t, s, Upgrade(land), UseStorehouse())
	if _, needs, wild, ok := s.Upgrading(); !ok || wild != 2 || needs == [4]int{} {
		t.Fatalf("Upgrading() = %v, %d, %v", needs, wild, ok)
	}
	bracket := LandCards[s.Seats[0].Lands[land].ID].Brackets[Town]
	if bracket[Ore] > 0 {
		play(t, s, Exhaust(Ore))
	}
	if s.Phase == PhaseUpgrade {
		play(t, s, UseBuilder(MasterBuilder))
	}
	if s.Phase == PhaseUpgrade {
		play(t, s, Exhaust(Ore))
	}
	p := &s.Seats[0]
	if l := p.Lands[land]; l.Level != City {
		t.Fatalf("land %+v", l)
	}
	if !p.Cards[i].Retired || s.CategoryCounts(0)[CatBuildings] != 1 {
		t.Errorf("Storehouse %+v, buildings %d", p.Cards[i], s.CategoryCounts(0)[CatBuildings])
	}
}

// TestUpgradeCards checks step 3 of Upgrade: a Land Upgrade Card goes on a
// Hamlet becoming a Village, is flipped when it becomes a Town, and leaves
// when it becomes a City (the card is flipped to its City side); a Village
// card becoming a Town takes a new one; Lands are upgraded one bracket at
// a time, never past a City, and not at all when no card is left.
func TestUpgradeCards(t *testing.T) {
	s := newGame(t, 2)
	land := giveLand(s, 0, landID(t, s, Hamlet, 0), Hamlet)
	for range 4 {
		give(t, s, 0, MasterBuilder, 0)
	}
	settle(t, s)
	step := func(want LandKind, cards int) {
		t.Helper()
		only(s, 0)
		s.Phase, s.Actions = PhaseMain, 0
		for i := range s.Seats[0].Cards {
			s.Seats[0].Cards[i].Exhausted = false
		}
		l := s.Seats[0].Lands[land]
		play(t, s, Upgrade(land))
		for range int(l.Level) + 2 {
			play(t, s, UseBuilder(MasterBuilder))
		}
		if got := s.Seats[0].Lands[land].Level; got != want || s.UpgradeCards != cards {
			t.Fatalf("land at %s with %d cards in the supply; want %s, %d", got, s.UpgradeCards, want, cards)
		}
	}
	step(Village, UpgradeCards-1)
	step(Town, UpgradeCards-1)
	step(City, UpgradeCards)
	if legal(s, Upgrade(land)) {
		t.Error("a City upgraded")
	}
	v := giveLand(s, 0, landID(t, s, Village, 0), Village)
	settle(t, s)
	land = v
	step(Town, UpgradeCards-1)

	// No Land Upgrade Card left: no Hamlet→Village.
	h := giveLand(s, 0, landID(t, s, Hamlet, 0), Hamlet)
	s.UpgradeCards = 0
	for i := range s.Seats[0].Cards {
		s.Seats[0].Cards[i].Exhausted = false
	}
	s.Phase, s.Actions = PhaseMain, 0
	if legal(s, Upgrade(h)) {
		t.Error("an upgrade with no Land Upgrade Card left")
	}
}

// TestOverseasPaidWithSilver checks the reading in RULES.md (Silver pays
// the Overseas Market): a price printed in Bronze ("2 Bronze coins to gain
// … 1 Sheep") is paid with any coins at the Currency Ratio, "a fixed
// Currency Ratio that players must adhere to throughout play"; here a
// Silver, without change, to the supply.
func TestOverseasPaidWithSilver(t *testing.T) {
	s := newGame(t, 2)
	land := giveLand(s, 0, 0, Hamlet) // Wheat + Sheep
	give(t, s, 0, Field, 0)
	setIncome(s, 0, Coins{Silver: 1})
	settle(t, s)
	supply := s.Supply
	play(t, s, Upgrade(land), BuyOverseas(2))
	// The Silver overpays the 2 Bronze: from rules version 4 the player
	// chooses it (the Mint could change it first).
	play(t, s, Pay(0, 1, 0), Exhaust(Wheat))
	p := &s.Seats[0]
	if p.Lands[land].Level != Village || p.Income != (Coins{}) || p.Discard != (Coins{}) || s.Supply != supply.Add(Coins{Silver: 1}) {
		t.Fatalf("land %+v, Income %v, discard %v, supply %v (was %v)", p.Lands[land], p.Income, p.Discard, s.Supply, supply)
	}
}

// TestUpgradeOverseas checks that an Overseas resource counts towards an
// upgrade, bought (coins to the supply) or collected with the token at or
// above its level.
func TestUpgradeOverseas(t *testing.T) {
	s := newGame(t, 2)
	land := giveLand(s, 0, 0, Hamlet) // Wheat + Sheep
	give(t, s, 0, Field, 0)
	setIncome(s, 0, Coins{Bronze: 1})
	settle(t, s)
	if legal(s, Upgrade(land)) {
		t.Fatal("Sheep (2 Bronze) bought with 1 Bronze")
	}
	setIncome(s, 0, Coins{Bronze: 2})
	settle(t, s)
	play(t, s, Upgrade(land))
	if legal(s, BuyOverseas(0)) {
		t.Error("Wheat bought Overseas: the Field is the only Wheat needed, and it would leave the Sheep short")
	}
	play(t, s, BuyOverseas(2), Exhaust(Wheat))
	if l := s.Seats[0].Lands[land]; l.Level != Village || s.Seats[0].Discard != (Coins{}) {
		t.Fatalf("land %+v, discard %v", l, s.Seats[0].Discard)
	}
	// With the token at level 4, Ore (level 4) or Sheep (level 2).
	s = newGame(t, 2)
	land = giveLand(s, 0, 0, Village) // Sheep + Lumber + Ore
	give(t, s, 0, Pasture, 0)
	give(t, s, 0, Forest, 0)
	s.Seats[0].Overseas = 4
	settle(t, s)
	play(t, s, Upgrade(land))
	// Sheep (level 2) could be collected too, but would leave the Ore short.
	if !legal(s, RedeemOverseas(5)) || legal(s, RedeemOverseas(2)) || legal(s, RedeemOverseas(0)) {
		t.Fatalf("collecting at level 4: %v", describeAll(s))
	}
	play(t, s, RedeemOverseas(5), Exhaust(Sheep), Exhaust(Lumber))
	if s.Seats[0].Overseas != 0 || s.Seats[0].Lands[land].Level != Town {
		t.Fatalf("token %d, land %+v", s.Seats[0].Overseas, s.Seats[0].Lands[land])
	}
}

// TestMills checks the Lumber Mill, Ore Foundry and Woolen Mill: each
// readies every exhausted card of its resource (outside an upgrade or to
// finish one) and counts +1 towards that resource's Iron coin.
func TestMills(t *testing.T) {
	s := newGame(t, 2)
	f1 := give(t, s, 0, Forest, 0)
	f2 := give(t, s, 0, Forest, 0)
	s.Seats[0].Cards[f1].Exhausted = true
	s.Seats[0].Cards[f2].Exhausted = true
	mill := give(t, s, 0, LumberMill, 0)
	give(t, s, 1, Forest, 0)
	give(t, s, 1, Forest, 0)
	settle(t, s)
	if got := s.CategoryCounts(0); got[CatForests] != 3 || got[CatBuildings] != 1 {
		t.Errorf("counts %v; want 3 towards Most Forests (the Mill's +1) and 1 Building", got)
	}
	if s.Iron[CatForests] != 0 {
		t.Errorf("Most Forests held by %d; the Mill's +1 gives it to seat 0", s.Iron[CatForests])
	}
	if legal(s, UseMill(Sheep)) || legal(s, UseMill(Wheat)) {
		t.Error("a Mill for the wrong resource")
	}
	if got := s.Describe(UseMill(Lumber)); got != "Lumber Mill: ready every exhausted Forest" {
		t.Errorf("Describe = %q", got)
	}
	play(t, s, UseMill(Lumber))
	p := &s.Seats[0]
	if !ready(p.Cards[f1]) || !ready(p.Cards[f2]) || !p.Cards[mill].Exhausted {
		t.Fatalf("cards %+v", p.Cards)
	}
	// Inside an upgrade: a bracket needing two Lumber with one Forest.
	s = newGame(t, 2)
	land := giveLand(s, 0, 14, Hamlet) // the Hamlet whose first bracket is Lumber + Lumber
	if LandCards[s.Seats[0].Lands[land].ID].Brackets[0] != [4]int{0, 0, 2, 0} {
		t.Fatalf("land %+v", LandCards[s.Seats[0].Lands[land].ID])
	}
	give(t, s, 0, Forest, 0)
	give(t, s, 0, LumberMill, 0)
	settle(t, s)
	play(t, s, Upgrade(land))
	if legal(s, UseMill(Lumber)) {
		t.Error("the Mill offered before the Forest was used")
	}
	play(t, s, Exhaust(Lumber), UseMill(Lumber), Exhaust(Lumber))
	if s.Seats[0].Lands[land].Level != Village {
		t.Fatal("upgrade not done")
	}
}

// TestFortress checks the Fortress: one extra action a year (two in Year
// 5), of any kind, then exhausted.
func TestFortress(t *testing.T) {
	for _, year := range []int{1, Years} {
		s := newGame(t, 4)
		s.Year = year
		f := give(t, s, 0, Fortress, 0)
		for i := range 4 {
			setRow(s, i, cardID(t, s, Field, 0), Coins{})
		}
		setIncome(s, 0, Coins{Bronze: 8})
		settle(t, s)
		play(t, s, Buy(Bronze, 0)) // 2 Bronze, paid at once
		if got := s.Describe(Buy(Bronze, 1)); got != "Buy Field from the Bronze Market for 2 Bronze (the Fortress's extra action)" {
			t.Errorf("Describe = %q", got)
		}
		play(t, s, Buy(Bronze, 1)) // 2 Bronze, paid at once
		if !s.Seats[0].Cards[f].Exhausted {
			t.Fatal("Fortress not exhausted")
		}
		if got := legal(s, Buy(Bronze, 2)); got != (year == Years) {
			t.Fatalf("year %d: a third action offered %v", year, got)
		}
		if year == Years {
			play(t, s, Buy(Bronze, 2)) // 2 Bronze, paid at once
			if legal(s, Buy(Bronze, 3)) {
				t.Fatal("a fourth action in Year 5")
			}
		}
	}
}

// TestFortressYearFive checks the reading of "On the final year (Year 5),
// the Fortress allows you to take 2 extra actions" in RULES.md: both come
// in the turn the Fortress is used ("After being used, the Fortress must be
// Exhausted"); one left untaken when the turn ends is lost.
func TestFortressYearFive(t *testing.T) {
	s := newGame(t, 4)
	s.Year = Years
	f := give(t, s, 0, Fortress, 0)
	for i := range 4 {
		setRow(s, i, cardID(t, s, Field, 0), Coins{})
	}
	setIncome(s, 0, Coins{Bronze: 8})
	only(s, 0)
	settle(t, s)
	play(t, s, Buy(Bronze, 0), Buy(Bronze, 1)) // the turn's action and one extra action
	if !s.Seats[0].Cards[f].Exhausted || !legal(s, Buy(Bronze, 2)) {
		t.Fatalf("after the first extra action: Fortress exhausted %v, %v", s.Seats[0].Cards[f].Exhausted, describeAll(s))
	}
	play(t, s, EndTurn())
	if s.Current != 0 || s.Phase != PhaseMain {
		t.Fatalf("seat %d to move in phase %d; want seat 0's next turn", s.Current, s.Phase)
	}
	play(t, s, Buy(Bronze, 2))
	if legal(s, Buy(Bronze, 3)) {
		t.Error("the second extra action carried over to a later turn")
	}
}

// TestHarbor checks the Harbor: the Overseas token up to 2 levels for
// free, in one go, as the turn's Overseas visit, not past the top.
func TestHarbor(t *testing.T) {
	s := newGame(t, 2)
	h := give(t, s, 0, Harbor, 0)
	s.Seats[0].Overseas = 3
	settle(t, s)
	if !legal(s, UseHarbor(1)) || legal(s, UseHarbor(2)) {
		t.Fatalf("at level 3: %v", describeAll(s))
	}
	s.Seats[0].Overseas = 1
	settle(t, s)
	play(t, s, UseHarbor(2))
	p := &s.Seats[0]
	if p.Overseas != 3 || !p.Cards[h].Exhausted || p.Discard != (Coins{}) {
		t.Fatalf("token %d, harbor %+v", p.Overseas, p.Cards[h])
	}
	if slices.Contains(kinds(s), KindAdvance) {
		t.Error("paying to advance after the Harbor in the same turn")
	}
}

// TestTollStation checks the Toll Station: one extra coin from the purse
// (three in Year 5), the purse refilled from the discard pile if empty.
func TestTollStation(t *testing.T) {
	for _, year := range []int{2, Years} {
		s := newGame(t, 2)
		s.Year = year
		toll := give(t, s, 0, TollStation, 0)
		p := &s.Seats[0]
		p.Purse = Coins{Bronze: 1}
		p.Discard = Coins{Silver: 1, Gold: 1}
		settle(t, s)
		if !s.Barrier(UseToll()) {
			t.Error("a blind draw is not an undo barrier")
		}
		play(t, s, UseToll())
		want := TollCoins(year)
		if p.Income.Count() != want || !p.Cards[toll].Exhausted {
			t.Fatalf("year %d: Income %v", year, p.Income)
		}
		if year == Years && (p.Income != Coins{1, 1, 1} || p.Discard != (Coins{})) {
			t.Errorf("Income %v, discard %v: the purse refills from the discard pile", p.Income, p.Discard)
		}
	}
	s := newGame(t, 2)
	give(t, s, 0, TollStation, 0)
	s.Seats[0].Purse = Coins{}
	settle(t, s)
	if legal(s, UseToll()) {
		t.Error("a Toll Station with no coin to draw")
	}
}

// TestWatchtower checks the Watchtower: the player sees the top card of
// each Market deck (nobody else does) and may buy one at its face value as
// the turn's action.
func TestWatchtower(t *testing.T) {
	s := newGame(t, 3)
	give(t, s, 0, Watchtower, 0)
	top := cardID(t, s, Mine, 0)
	setDeckTop(s, top)
	setIncome(s, 0, Coins{Silver: 1})
	settle(t, s)
	if legal(s, BuyTop(Silver)) {
		t.Fatal("buying a deck's top card unseen at face value")
	}
	play(t, s, UseWatchtower())
	if s.TopCardKnown(0, Silver) != int(top) || s.TopCardKnown(1, Silver) != -1 {
		t.Fatal("top card known to the wrong seats")
	}
	v0, v1 := s.View(0).(*State), s.View(1).(*State)
	if v0.Decks[Silver][0] != top {
		t.Error("the view hides the peeked card from the seat that saw it")
	}
	if !slices.IsSorted(v1.Decks[Silver]) {
		t.Error("another seat's view shows the deck order")
	}
	if got := s.Describe(BuyTop(Silver)); got != "Buy the Mine on top of the Silver Market deck for 1 Silver" {
		t.Errorf("Describe = %q", got)
	}
	play(t, s, BuyTop(Silver))
	p := &s.Seats[0]
	if len(p.Cards) != 2 || p.Cards[1].ID != top || s.Peeked[Silver] != 0 {
		t.Fatalf("cards %+v, peeked %v", p.Cards, s.Peeked)
	}
	if s.Phase == PhaseAfter && slices.Contains(kinds(s), KindBuyTop) || s.Phase == PhaseMain && s.Current == 0 {
		t.Error("buying a peeked card is not the turn's action")
	}
}

// TestWatchtowerNoDrawPrice: a card seen with the Watchtower is bought at
// its face value, never drawn at the Pay-to-Draw price: "You may not peek at
// a card in the Future Market prior to buying it" (Pay to Draw) and "You may
// purchase these at their face value" (Watchtower). After the peek, Pay to
// Draw is refused on a deck whose top card the player has seen, in that turn
// and the later ones while the card stays on top, from rules version 3; under
// version 2 a peeked Toll Station (1 Gold 2 Silver) could be drawn for 1 Gold.
func TestWatchtowerNoDrawPrice(t *testing.T) {
	for _, tc := range []struct {
		rules int
		draw  bool // Pay to Draw from the Gold deck offered after the peek
	}{{2, true}, {3, false}} {
		t.Run(fmt.Sprint("rules ", tc.rules), func(t *testing.T) {
			s := newGame(t, 2)
			s.Rules = tc.rules
			give(t, s, 0, Watchtower, 0)
			toll := cardID(t, s, TollStation, 0)
			setDeckTop(s, toll)
			setRow(s, 0, cardID(t, s, Field, 0), Coins{})
			setIncome(s, 0, Coins{Bronze: 2, Gold: 1})
			only(s, 0)
			settle(t, s)
			if !legal(s, Draw(Gold)) {
				t.Fatal("Pay to Draw refused before the peek")
			}
			play(t, s, UseWatchtower())
			if legal(s, BuyTop(Gold)) {
				t.Fatal("the Toll Station bought below its face value")
			}
			if got := legal(s, Draw(Gold)); got != tc.draw {
				t.Errorf("in the peek's turn, Pay to Draw of the seen Toll Station offered: %v, want %v", got, tc.draw)
			}
			play(t, s, Buy(Bronze, 0), Pay(2, 0, 0), EndTurn())
			if s.Current != 0 || s.Phase != PhaseMain || s.TopCardKnown(0, Gold) != int(toll) {
				t.Fatalf("seat %d in phase %d, top card known %d; want seat 0's next turn, the Toll Station seen", s.Current, s.Phase, s.TopCardKnown(0, Gold))
			}
			if got := legal(s, Draw(Gold)); got != tc.draw {
				t.Errorf("in a later turn, Pay to Draw of the seen Toll Station offered: %v, want %v", got, tc.draw)
			}
		})
	}
}

// TestCavalry checks the Cavalry: +3 on its own, then retired for good.
func TestCavalry(t *testing.T) {
	s := newGame(t, 2)
	setTopLand(s, landID(t, s, Hamlet, 3))
	c := give(t, s, 0, Cavalry, 0)
	give(t, s, 0, Barracks, 0)
	settle(t, s)
	play(t, s, Attack(Hamlet), Charge())
	if !s.Seats[0].Cards[c].Retired || len(s.Seats[0].Lands) != 2 {
		t.Fatalf("cavalry %+v", s.Seats[0].Cards[c])
	}
	if slices.Contains(kinds(s), KindBarracks) {
		t.Error("the Barracks re-commissions a Cavalry")
	}
}
