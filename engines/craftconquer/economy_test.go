package craftconquer

import (
	"testing"
)

// TestStockpilePrices: Resources are bought for 2 and sold for 1,
// Craftpoints bought for 10 and sold for 1 (rules, Resources &
// Settlements); nothing is bought without the coins.
func TestStockpilePrices(t *testing.T) {
	s := newBoardGame(t, 2)
	noGoods(s, 0)
	setGoods(s, 0, int(Coin), 11, int(Stone), 1, int(Craftpoint), 1)
	settle(t, s)
	play(t, s, Buy(Wood), Sell(Stone), Buy(Craftpoint))
	p := &s.Seats[0]
	if p.Goods[Coin] != 11-2+1-10 || p.Goods[Wood] != 1 || p.Goods[Stone] != 0 || p.Goods[Craftpoint] != 2 {
		t.Errorf("after buying wood, selling stone and buying a Craftpoint: %v", p.Goods)
	}
	if legal(s, Buy(Wood)) || legal(s, Sell(Stone)) {
		t.Error("buying with no coins or selling what is not held")
	}
	play(t, s, Sell(Craftpoint))
	if p.Goods[Coin] != 1 {
		t.Errorf("a Craftpoint sells for %d", p.Goods[Coin])
	}
	if s.Describe(Buy(Craftpoint)) != "Not a legal move" {
		t.Error("Describe of an illegal action")
	}
}

// TestArrows: a normal arrow costs 1 coin and 1 wood; a flaming arrow 3
// coins and 1 wood; a normal arrow may be traded in at its full value
// toward a flaming arrow, paying the difference (rules, Arrows).
func TestArrows(t *testing.T) {
	s := newBoardGame(t, 2)
	s.Seats[0].Faction = 0 // not the Fletchers
	noGoods(s, 0)
	setGoods(s, 0, int(Coin), 6, int(Wood), 2)
	settle(t, s)
	play(t, s, CraftArrow(ArrowNormal), CraftArrow(ArrowTradeIn))
	p := &s.Seats[0]
	if p.Goods[Arrow] != 0 || p.Goods[FlamingArrow] != 1 || p.Goods[Coin] != 6-1-2 || p.Goods[Wood] != 1 {
		t.Errorf("arrow then trade-in: %v", p.Goods)
	}
	play(t, s, CraftArrow(ArrowFlaming))
	if p.Goods[FlamingArrow] != 2 || p.Goods[Coin] != 0 || p.Goods[Wood] != 0 {
		t.Errorf("flaming arrow: %v", p.Goods)
	}
	if s.Deeds.Count[VerbCraft][CraftArrows] != 1 || s.Deeds.Count[VerbCraft][CraftFlaming] != 2 {
		t.Errorf("deeds %v", s.Deeds.Count[VerbCraft])
	}
	s.Seats[0].Faction = 4 // the Fletchers: flaming arrows cost 1 coin less
	if c := s.ArrowPrice(0, ArrowFlaming); c.Goods[Coin] != FlamingCost.Goods[Coin]-1 || c.Goods[Wood] != 1 {
		t.Errorf("Fletchers pay %v for a flaming arrow", c.Goods)
	}
	if c := s.ArrowPrice(0, ArrowTradeIn); c.Goods[Coin] != 1 || c.Goods[Arrow] != 1 {
		t.Errorf("Fletchers pay %v to trade an arrow in", c.Goods)
	}
}

// TestCraftSoldiers: a Tier 1 soldier costs a Peasant (rules, Peasants for
// Crafting Soldiers) and goes to the reserve until deployed.
func TestCraftSoldiers(t *testing.T) {
	s := newBoardGame(t, 2)
	noGoods(s, 0)
	setGoods(s, 0, int(Coin), 5, int(Iron), 2, int(Wood), 2)
	settle(t, s)
	if legal(s, Craft(Warrior)) {
		t.Error("a Warrior crafted without a Peasant")
	}
	s.Seats[0].Peasants = 1
	settle(t, s)
	play(t, s, Craft(Warrior))
	p := &s.Seats[0]
	if p.Reserve[0] != 1 || p.Peasants != 0 || p.Goods[Iron] != 1 || p.Goods[Coin] != 4 {
		t.Errorf("after crafting: reserve %v, %d Peasants, %v", p.Reserve, p.Peasants, p.Goods)
	}
	if s.Deeds.Count[VerbCraft][CraftWarrior] != 1 {
		t.Error("crafting is not recorded for Objectives")
	}
}

// TestBuildSettlements: a Farm needs its Resources and a legal spot, at
// most five Settlements per Kingdom, and covers two grass spaces of the
// Kingdom (rules, Settlements; Placing Settlements).
func TestBuildSettlements(t *testing.T) {
	s := newBoardGame(t, 2)
	s.Seats[0].Faction = 0
	placeFarms(t, s, 0, 4, true)
	noGoods(s, 0)
	setGoods(s, 0, int(Wood), 10, int(Stone), 10, int(Craftpoint), 10, int(Coin), 20)
	settle(t, s)
	play(t, s, BuildFarm())
	for _, a := range s.Legal() {
		x, y := int(a.A), int(s.board().nbr[a.A][a.B])
		b := s.board()
		if b.Spaces[x].Kingdom != 0 || b.Spaces[y].Kingdom != 0 || b.Spaces[x].Terrain != Grass || b.Spaces[y].Terrain != Grass {
			t.Fatalf("%s is outside the Kingdom or off grass", s.Describe(a))
		}
	}
	play(t, s, s.Legal()[0])
	if got := s.Seats[0].Goods; got[Wood] != 8 || got[Stone] != 9 || got[Craftpoint] != 9 || got[Coin] != 18 {
		t.Errorf("a Farm cost %v", got)
	}
	if legal(s, BuildFarm()) {
		t.Error("a sixth Settlement")
	}
	s.Seats[0].Faction = 5 // Masons: 1 coin less
	if c := s.SettlementCost(0, Farm); c.Goods[Coin] != Settlements[Farm].Price.Goods[Coin]-1 {
		t.Errorf("Masons pay %d coins for a Farm", c.Goods[Coin])
	}
}

// TestUpgradeSettlements: Tier 2 replaces a Farm and covers a third space
// next to both of its spaces; not on the turn it was bought; the City of
// Avalon grows from Tier 2 onto any space next to it, once per player
// (rules, Purchasing Additional Settlements; Kickstarter Exclusive).
func TestUpgradeSettlements(t *testing.T) {
	s := newBoardGame(t, 2)
	s.Seats[0].Faction = 0
	f := placeFarms(t, s, 0, 2, true)
	noGoods(s, 0)
	setGoods(s, 0, int(Wood), 20, int(Stone), 20, int(Iron), 20, int(Horse), 20, int(Craftpoint), 20, int(Coin), 40)
	s.Settlements[f[1]].Built = int16(s.Turn) // bought this turn
	settle(t, s)
	ups := kinds(s, KindUpgradeSettlement)
	if len(ups) == 0 {
		t.Fatal("no upgrade offered")
	}
	b := s.board()
	for _, a := range ups {
		if int(a.A) == f[1] {
			t.Fatalf("upgrading a Farm bought this turn: %s", s.Describe(a))
		}
		if SettlementKind(a.B) == Avalon {
			t.Fatalf("Avalon straight from a Farm: %s", s.Describe(a))
		}
		st := &s.Settlements[a.A]
		for _, x := range st.Cover() {
			if !b.Connected(int(x), int(a.C)) {
				t.Fatalf("%s: the new space is not next to both Farm spaces", s.Describe(a))
			}
		}
	}
	play(t, s, ups[0])
	if s.Settlements[f[0]].Kind != SettlementKind(ups[0].B) || len(s.Settlements[f[0]].Cover()) != 3 {
		t.Fatal("the Farm was not replaced")
	}
	if s.Deeds.Count[VerbUpgrade][upgradeItem(SettlementKind(ups[0].B))] != 1 {
		t.Error("the upgrade is not recorded")
	}
	for _, a := range kinds(s, KindUpgradeSettlement) {
		if int(a.A) == f[0] {
			t.Fatalf("a second upgrade on the same turn: %s", s.Describe(a))
		}
	}
	s.Turn++ // a later turn
	s.forget()
	var avalon []int
	for _, a := range kinds(s, KindUpgradeSettlement) {
		if SettlementKind(a.B) == Avalon {
			avalon = append(avalon, int(a.C))
		}
	}
	if len(avalon) == 0 {
		t.Fatal("no City of Avalon offered")
	}
	play(t, s, UpgradeSettlement(f[0], Avalon, avalon[0]))
	if len(s.Settlements[f[0]].Cover()) != 4 || !s.Seats[0].Avalon {
		t.Fatal("the City of Avalon does not cover four spaces")
	}
	grow(t, s, f[1], Village)
	s.Turn++
	settle(t, s)
	for _, a := range kinds(s, KindUpgradeSettlement) {
		if SettlementKind(a.B) == Avalon {
			t.Fatal("a second City of Avalon")
		}
	}
}

// TestUpgradeSoldiers covers the Upgrade Rules: not the turn deployed, not
// after moving or attacking, once per turn; the soldier keeps its space.
func TestUpgradeSoldiers(t *testing.T) {
	s := newBoardGame(t, 2)
	x := centre(s, 0)
	j := put(s, 0, Warrior, x)
	k := put(s, 0, Archer, step(t, s, x, 0))
	l := put(s, 0, Warrior, step(t, s, x, 3))
	s.Soldiers[j].Deployed = int16(s.Turn)
	s.Soldiers[l].Moved = true
	s.Seats[0].Faction = 0
	noGoods(s, 0)
	setGoods(s, 0, int(Wood), 9, int(Iron), 9, int(Horse), 9, int(Craftpoint), 9, int(Stone), 9)
	settle(t, s)
	if legal(s, Upgrade(x)) {
		t.Error("upgrading a soldier deployed this turn")
	}
	if legal(s, Upgrade(step(t, s, x, 3))) {
		t.Error("upgrading a soldier that moved")
	}
	play(t, s, Upgrade(step(t, s, x, 0)))
	if s.Soldiers[k].Type != Bolteer || int(s.Soldiers[k].Space) != step(t, s, x, 0) {
		t.Fatal("the Archer did not become a Bolteer in place")
	}
	if legal(s, Upgrade(step(t, s, x, 0))) {
		t.Error("a second upgrade in one turn")
	}
	p := &s.Seats[0]
	if p.Goods[Wood] != 8 || p.Goods[Iron] != 8 || p.Goods[Craftpoint] != 8 {
		t.Errorf("a Bolteer cost %v", p.Goods)
	}
	s.Seats[0].Faction = 2 // Drill: 1 Craftpoint less
	if c := s.UpgradeCost(0, Knight); c.Goods[Craftpoint] != Soldiers[Knight].Upgrade.Goods[Craftpoint]-1 {
		t.Errorf("Drill pays %d Craftpoints for a Champion", c.Goods[Craftpoint])
	}
}
