package coincrown

import (
	"testing"
)

// The rulebook's worked examples, each played out on the engine.

// TestExampleConquerVillage is the Conquer a Land example: the top Village
// has defense 5; the player has a Standard Troop (1), an Elite Troop (2)
// and a Cavalry (3), and deploys the Elite Troop (exhausted, one token
// fewer) and the Cavalry (retired). The Standard Troop is not needed and
// stays Ready; the Village is worth 2 points.
func TestExampleConquerVillage(t *testing.T) {
	s := newGame(t, 3)
	village := landID(t, s, Village, 5)
	if village != 16 {
		t.Fatalf("the rulebook's Village is Land %d, want the first Village (16)", village)
	}
	setTopLand(s, village)
	std := give(t, s, 0, StandardTroop, 2)
	elite := give(t, s, 0, EliteTroop, 3)
	cav := give(t, s, 0, Cavalry, 0)
	settle(t, s)
	if got := s.Describe(Attack(Village)); got != "Conquer the Village (defense 5) by force" {
		t.Errorf("Describe = %q", got)
	}
	play(t, s, Attack(Village))
	if got := s.Describe(Deploy(EliteTroop, 3)); got != "Deploy an Elite Troop with 3 tokens left (+2)" {
		t.Errorf("Describe = %q", got)
	}
	if legal(s, WearArmor()) {
		t.Error("Armor legal without any")
	}
	play(t, s, Deploy(EliteTroop, 3))
	if _, st, def, ok := s.Conquest(); !ok || st != 2 || def != 5 {
		t.Fatalf("Conquest() = %d of %d, %v; want 2 of 5", st, def, ok)
	}
	play(t, s, Charge())
	p := &s.Seats[0]
	if n := len(p.Lands); n != 2 || p.Lands[1].ID != village || p.Lands[1].Level != Village {
		t.Fatalf("lands %+v; want the Hamlet and the Village", p.Lands)
	}
	if c := p.Cards[elite]; !c.Exhausted || c.Retired || c.Tokens != 2 {
		t.Errorf("Elite Troop %+v; want exhausted with 2 tokens", c)
	}
	if c := p.Cards[cav]; !c.Retired {
		t.Errorf("Cavalry %+v; want retired", c)
	}
	if c := p.Cards[std]; !ready(c) || c.Tokens != 2 {
		t.Errorf("Standard Troop %+v; want ready with 2 tokens", c)
	}
	if s.Tokens[1] != TroopTokens-2 {
		t.Errorf("Elite token supply %d; want %d (the spent token returns)", s.Tokens[1], TroopTokens-2)
	}
	if got := s.Result().Points[0]; got[ScoreHamlets] != 1 || got[ScoreVillages] != 2 {
		t.Errorf("points %v; want Hamlet 1 and Village 2", got)
	}
	if s.Current != 1 {
		t.Errorf("seat %d to move; with nothing else to do the turn ends", s.Current)
	}
}

// TestExampleConquerNotEnough checks that a conquest by force is offered
// only when the Military (and the Overseas Market) can meet the defense.
func TestExampleConquerNotEnough(t *testing.T) {
	s := newGame(t, 3)
	setTopLand(s, landID(t, s, Village, 5))
	give(t, s, 0, StandardTroop, 2)
	give(t, s, 0, EliteTroop, 3)
	settle(t, s)
	if legal(s, Attack(Village)) {
		t.Fatal("3 Battle Strength may attack a defense of 5")
	}
	setIncome(s, 0, Coins{Bronze: 2})
	settle(t, s)
	if legal(s, Attack(Village)) {
		t.Fatal("3 Battle Strength and 1 from the Overseas Market may attack a defense of 5")
	}
	setIncome(s, 0, Coins{Bronze: 3})
	settle(t, s)
	play(t, s, Attack(Village))
	// Buying only 1 Battle Strength would leave the conquest short.
	if legal(s, BuyOverseas(1)) || !legal(s, BuyOverseas(4)) {
		t.Errorf("Overseas choices: %v", describeAll(s))
	}
	play(t, s, BuyOverseas(4), Deploy(StandardTroop, 2), Deploy(EliteTroop, 3))
	if len(s.Seats[0].Lands) != 2 {
		t.Errorf("lands %v", s.Seats[0].Lands)
	}
	if s.Seats[0].Income != (Coins{}) || s.Seats[0].Discard != (Coins{}) {
		t.Errorf("Income %v, discard %v after paying 3 Bronze Overseas: the coins go to the supply", s.Seats[0].Income, s.Seats[0].Discard)
	}
}

// TestExampleUpgradeHamlet is the Upgrade example: a Hamlet whose first
// bracket is Wheat + Sheep becomes a Village by exhausting a Field and a
// Pasture; a Land Upgrade Card goes on it, Village side up, and it is
// worth 2 points. Its next upgrade needs Sheep, Lumber and Ore.
func TestExampleUpgradeHamlet(t *testing.T) {
	s := newGame(t, 2)
	land := giveLand(s, 0, 0, Hamlet)
	field := give(t, s, 0, Field, 0)
	pasture := give(t, s, 0, Pasture, 0)
	settle(t, s)
	// The player's starting Hamlet needs the same: each upgrade says
	// which Hamlet it is, so that no two moves read alike.
	if got := s.Describe(Upgrade(land)); got != "Upgrade your second Hamlet to a Village with Wheat + Sheep" {
		t.Errorf("Describe = %q", got)
	}
	if got := s.Describe(Upgrade(0)); got != "Upgrade your first Hamlet to a Village with Wheat + Sheep" {
		t.Errorf("Describe of the starting Hamlet = %q", got)
	}
	play(t, s, Upgrade(land))
	if got := s.Describe(Exhaust(Wheat)); got != "Exhaust a Field for 1 Wheat" {
		t.Errorf("Describe = %q", got)
	}
	if legal(s, Exhaust(Lumber)) {
		t.Error("Lumber offered for a Wheat + Sheep bracket")
	}
	play(t, s, Exhaust(Wheat), Exhaust(Sheep))
	p := &s.Seats[0]
	if l := p.Lands[land]; l.Level != Village || !hasUpgradeCard(l) {
		t.Fatalf("land %+v; want a Village with a Land Upgrade Card", l)
	}
	if !p.Cards[field].Exhausted || !p.Cards[pasture].Exhausted {
		t.Error("Field and Pasture not exhausted")
	}
	if s.UpgradeCards != UpgradeCards-1 {
		t.Errorf("%d Land Upgrade Cards left; want %d", s.UpgradeCards, UpgradeCards-1)
	}
	if got := s.Result().Points[0][ScoreVillages]; got != 2 {
		t.Errorf("Village points %d; want 2", got)
	}
	if next, ok := s.UpgradeBracket(0, land); !ok || next != [NumResources]int{0, 1, 1, 1} {
		t.Errorf("next bracket %v; want Sheep + Lumber + Ore", next)
	}
}

// TestExampleBuyTroopWithBonus is the Buy a Card example: a Standard Troop
// bought from the Bronze Market gets two "1 Battle Strength" tokens, and
// the Bonus Coin on it goes to the buyer's Income. The Bonus Coin cannot
// pay for the card it is on.
func TestExampleBuyTroopWithBonus(t *testing.T) {
	s := newGame(t, 4)
	troop := cardID(t, s, StandardTroop, 2)
	setRow(s, 1, troop, Coins{Bronze: 1})
	setIncome(s, 0, Coins{Bronze: 1})
	settle(t, s)
	if legal(s, Buy(Bronze, 1)) {
		t.Fatal("a 2-Bronze card bought with 1 Bronze and its own Bonus Coin")
	}
	setIncome(s, 0, Coins{Bronze: 2})
	settle(t, s)
	if got := s.Describe(Buy(Bronze, 1)); got != "Buy Standard Troop (2 attacks) from the Bronze Market for 2 Bronze, taking 1 Bronze of Bonus Coins" {
		t.Errorf("Describe = %q", got)
	}
	play(t, s, Buy(Bronze, 1)) // the only way to pay: at once
	p := &s.Seats[0]
	if len(p.Cards) != 1 || p.Cards[0].ID != troop || p.Cards[0].Tokens != 2 || !ready(p.Cards[0]) {
		t.Fatalf("cards %+v; want the Standard Troop, ready, with 2 tokens", p.Cards)
	}
	if p.Income != (Coins{Bronze: 1}) || p.Discard != (Coins{Bronze: 2}) {
		t.Errorf("Income %v, discard %v; want 1 Bronze (the bonus) and 2 Bronze", p.Income, p.Discard)
	}
	if s.Tokens[0] != TroopTokens-2 {
		t.Errorf("Standard token supply %d; want %d", s.Tokens[0], TroopTokens-2)
	}
	if s.Rows[Bronze][1].Card != -1 {
		t.Error("the bought card was replaced before the end of the year")
	}
	if s.Phase != PhaseAfter || s.Current != 0 {
		t.Errorf("phase %d, seat %d; want the buyer's turn to go on (the bonus coin can still be used)", s.Phase, s.Current)
	}
}

// TestExampleChurchTies is the Church example (3 players: two tie for
// most, both get 3 − 1 = 2, and the next donor gets the second-most 1 as
// normal) and the rest of the Church table.
func TestExampleChurchTies(t *testing.T) {
	tests := []struct {
		name   string
		church []Coins
		want   []int
	}{
		{"rulebook: 3 players, two tied for most", []Coins{{Silver: 1}, {Bronze: 3}, {Bronze: 1}}, []int{2, 2, 1}},
		{"3 players, no ties", []Coins{{Gold: 1}, {Bronze: 3}, {Bronze: 1}}, []int{3, 1, 0}},
		{"3 players, tied for second", []Coins{{Gold: 1}, {Bronze: 2}, {Bronze: 2}}, []int{3, 0, 0}},
		{"3 players, all tied", []Coins{{Silver: 1}, {Silver: 1}, {Bronze: 3}}, []int{2, 2, 2}},
		{"3 players, a player gave nothing", []Coins{{Silver: 1}, {}, {}}, []int{3, 0, 0}},
		{"2 players", []Coins{{Bronze: 2}, {Bronze: 1}}, []int{3, 0}},
		{"2 players, tied", []Coins{{Bronze: 2}, {Bronze: 2}}, []int{2, 2}},
		{"2 players, nobody gave", []Coins{{}, {}}, []int{0, 0}},
		{"4 players", []Coins{{Gold: 1}, {Silver: 2}, {Silver: 1}, {Bronze: 1}}, []int{4, 2, 1, 0}},
		{"4 players, tied for third", []Coins{{Gold: 1}, {Silver: 2}, {Bronze: 1}, {Bronze: 1}}, []int{4, 2, 0, 0}},
		{"4 players, tied for most", []Coins{{Gold: 1}, {Silver: 3}, {Bronze: 4}, {Bronze: 1}}, []int{3, 3, 2, 1}},
		{"4 players, value not count", []Coins{{Bronze: 5}, {Silver: 2}, {Gold: 1}, {}}, []int{1, 2, 4, 0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newGame(t, len(tc.church))
			for seat, c := range tc.church {
				s.Seats[seat].Church = c
				s.Seats[seat].Purse = Coins{}
			}
			settle(t, s)
			got := s.ChurchAwards()
			for seat := range got {
				if got[seat] != tc.want[seat] {
					t.Fatalf("Church points %v, want %v", got, tc.want)
				}
				if r := s.Result(); r.Points[seat][ScoreChurch] != tc.want[seat] {
					t.Fatalf("Result Church points %v", r.Points)
				}
			}
		})
	}
}
