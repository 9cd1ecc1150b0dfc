package craftconquer

import (
	"testing"
)

// The rulebook's worked examples, each played out on the engine.

// TestExampleCounterAttack is the Counter-Attacks example: a Knight attacks
// a Warrior. The Warrior rolls 3 defense dice (two doubles and a counter:
// 5), the Knight 5 attack dice (two doubles, a single, two blanks: 5); the
// tie goes to the defender, who counter-attacks with 3 attack dice (a
// double, a single, a blank: 3) against the Knight's 5 defense dice (two
// singles, three blanks: 2). The Knight is defeated, and the Warrior's
// owner collects 4 Craftpoints for a Tier 2 soldier.
func TestExampleCounterAttack(t *testing.T) {
	s := newBoardGame(t, 2)
	x := centre(s, 0)
	y := step(t, s, x, 0)
	knight := put(s, 0, Knight, x)
	put(s, 1, Warrior, y)
	hand(t, s, 0)
	hand(t, s, 1)
	noGoods(s, 1)
	settle(t, s)

	if got := s.attackDiceFor(knight); got != 5 {
		t.Errorf("Knight rolls %d attack dice, want 5", got)
	}
	rig(t, s, attackRoll(2, 1, 2), defenseRoll(0, 0, 2, 1), attackRoll(1, 1, 1), defenseRoll(3, 2, 0, 0))
	play(t, s, Attack(x, y, 0, false))
	if s.Phase != PhaseCounter || s.ToMove() != 1 {
		t.Fatalf("after the tie: phase %d, to move %d; want the Warrior's owner to choose a counter-attack", s.Phase, s.ToMove())
	}
	if a, d := s.total(0), s.total(1); a != 5 || d != 5 {
		t.Errorf("first round %d against %d, want 5 against 5", a, d)
	}
	if s.Fight.Sides[0].Dice != 5 || s.Fight.Sides[1].Dice != 3 {
		t.Errorf("dice %d and %d, want 5 and 3", s.Fight.Sides[0].Dice, s.Fight.Sides[1].Dice)
	}
	play(t, s, Counter(0))
	if s.soldierAt(x) >= 0 {
		t.Fatal("the Knight survived the counter-attack")
	}
	if s.soldierAt(y) < 0 {
		t.Fatal("the Warrior fell")
	}
	if got := s.Seats[1].Goods[Craftpoint]; got != 4 {
		t.Errorf("the Warrior's owner has %d Craftpoints, want 4", got)
	}
	if s.Phase != PhaseMain || s.ToMove() != 0 {
		t.Errorf("after the fight: phase %d, to move %d", s.Phase, s.ToMove())
	}
	if s.Seats[0].Lost != 1 {
		t.Errorf("seat 0 lost %d soldiers", s.Seats[0].Lost)
	}
}

// attackDiceFor is the number of attack dice soldier j rolls alone with no
// card and (for ranged soldiers) a normal arrow or one stone.
func (s *State) attackDiceFor(j int) int {
	saved := s.Fight
	defer func() { s.Fight = saved }()
	s.Fight = Fight{Sides: [2]Side{{Soldiers: [2]int16{s.Soldiers[j].Space, -1}, Ammo: [2]int8{1, 0}}}}
	return s.attackDice(0)
}

// defenseDiceFor is the number of defense dice soldier j rolls alone.
func (s *State) defenseDiceFor(j int) int {
	saved := s.Fight
	defer func() { s.Fight = saved }()
	s.Fight = Fight{Sides: [2]Side{{Seat: s.Soldiers[j].Owner, Soldiers: [2]int16{s.Soldiers[j].Space, -1}}}}
	return s.defenseDice(0)
}

// TestExampleDice: the Warrior rolls 3 dice and the Knight 5, attacking
// and defending (Counter-Attacks example); an Archer shoots 2 dice with a
// normal arrow (Double Attack example); a Catapult defends with 2 and
// attacks with 2 per stone (Catapults and Stone Ammo); no roll uses more
// than the six dice in the box.
func TestExampleDice(t *testing.T) {
	s := newBoardGame(t, 2)
	x := centre(s, 0)
	s.Seats[0].Faction = 1 // no Warrior perk
	for _, tc := range []struct {
		t        SoldierType
		atk, def int
	}{
		{Warrior, 3, 3}, {Knight, 5, 5}, {Archer, 2, 2}, {Bolteer, 3, 3}, {Champion, 6, 6}, {Catapult, 2, 2},
	} {
		s.Soldiers = nil
		j := put(s, 0, tc.t, x)
		if a, d := s.attackDiceFor(j), s.defenseDiceFor(j); a != tc.atk || d != tc.def {
			t.Errorf("%s rolls %d attack and %d defense dice, want %d and %d", tc.t, a, d, tc.atk, tc.def)
		}
	}
	for _, t1 := range Soldiers {
		if t1.Attack > MaxDice || t1.Defense > MaxDice || t1.Ammo == StoneAmmo && t1.Attack*MaxStones > MaxDice {
			t.Errorf("%s rolls more than %d dice", t1.Name, MaxDice)
		}
	}
}

// TestExampleDoubleAttack is the Double Attack example: a player with one
// arrow and one flaming arrow spends both and rolls 5 dice, 2 for the
// first Archer's arrow and 3 for the second's flaming arrow.
func TestExampleDoubleAttack(t *testing.T) {
	s := newBoardGame(t, 2)
	x := centre(s, 0)
	a1 := x
	a2 := step(t, s, x, 5)
	target := step(t, s, x, 0, 0, 0)
	put(s, 0, Archer, a1)
	put(s, 0, Archer, a2)
	put(s, 1, Knight, target)
	hand(t, s, 0, ArcherVolley)
	hand(t, s, 1)
	noGoods(s, 0)
	setGoods(s, 0, int(Arrow), 1, int(FlamingArrow), 1)
	settle(t, s)

	lo, hi := min(a1, a2), max(a1, a2)
	if legal(s, DoubleAttack(lo, hi, target, 0, false)) {
		t.Error("a Double Attack with two normal arrows is legal with one arrow")
	}
	play(t, s, DoubleAttack(lo, hi, target, 1, false))
	if got := s.Seats[0].Goods[Arrow] + s.Seats[0].Goods[FlamingArrow]; got != 0 {
		t.Errorf("%d ammo left, want both spent", got)
	}
	// The fight was rolled and resolved; look at the last roll.
	if s.Fight.Active {
		t.Fatalf("a Double Attack has no counter-attack; the fight is still on in phase %d", s.Phase)
	}
	c := s.Seats[0].Actions[0]
	if !c.Public || !c.Flipped {
		t.Errorf("Archer Volley after use: public %v, flipped %v; want both", c.Public, c.Flipped)
	}
	if legal(s, DoubleAttack(lo, hi, target, 0, false)) {
		t.Error("a second Double Attack in one turn")
	}
}

// TestExampleDoubleAttackDice checks the 5 dice of the example directly.
func TestExampleDoubleAttackDice(t *testing.T) {
	s := newBoardGame(t, 2)
	x := centre(s, 0)
	j, k := put(s, 0, Archer, x), put(s, 0, Archer, step(t, s, x, 5))
	s.Fight = Fight{Sides: [2]Side{{Soldiers: [2]int16{s.Soldiers[j].Space, s.Soldiers[k].Space}, Ammo: [2]int8{1, 2}}}}
	if got := s.attackDice(0); got != 5 {
		t.Errorf("Double Attack with an arrow and a flaming arrow rolls %d dice, want 5", got)
	}
	s.Fight.Sides[0].Ammo = [2]int8{2, 2}
	s.Fight.Sides[0].Extra = true
	if got := s.attackDice(0); got != MaxDice {
		t.Errorf("two flaming arrows and Strong Attack roll %d dice, want the box's %d", got, MaxDice)
	}
	s.Fight = Fight{}
}

// TestExampleForest is the Forest Movement example: a Knight crossing a
// forest needs a 4 on the Movement die (one grass space, the forest space
// for two, and the grass beyond); with one movement left it cannot enter a
// forest.
func TestExampleForest(t *testing.T) {
	for _, tc := range []struct {
		roll      int
		forest    bool // may stop in the forest
		far, near bool
	}{
		{1, false, false, true},
		{2, false, false, true},
		{3, true, false, true},
		{4, true, true, true},
	} {
		s := newBoardGame(t, 2)
		s.Seats[0].Faction = 0 // no forest perk
		x := centre(s, 0)
		grass := step(t, s, x, 0)
		forest := step(t, s, grass, 0)
		far := step(t, s, forest, 0)
		paint(s, Forest, forest)
		for d := range 6 { // the forest is the only way across
			if y := step(t, s, forest, d); y != grass && y != far {
				paint(s, Mountain, y)
			}
		}
		put(s, 0, Knight, x)
		settle(t, s)
		rig(t, s, moveRoll(tc.roll))
		play(t, s, Move(x))
		if s.Phase != PhaseMove {
			t.Fatalf("roll %d: phase %d after declaring the move", tc.roll, s.Phase)
		}
		if got := legal(s, MoveTo(forest, ViaWalk)); got != tc.forest {
			t.Errorf("roll %d: may stop in the forest = %v, want %v", tc.roll, got, tc.forest)
		}
		if got := legal(s, MoveTo(far, ViaWalk)); got != tc.far {
			t.Errorf("roll %d: may cross the forest = %v, want %v", tc.roll, got, tc.far)
		}
		if got := legal(s, MoveTo(grass, ViaWalk)); got != tc.near {
			t.Errorf("roll %d: may move one space = %v, want %v", tc.roll, got, tc.near)
		}
	}
}

// TestExampleSettlementSpacing is the Good vs Bad Settlement Placement
// example: two Settlements separated by a single space is illegal; two
// spaces between them is the minimum.
func TestExampleSettlementSpacing(t *testing.T) {
	s := newBoardGame(t, 2)
	x := centre(s, 0)
	farm(s, 0, Farm, true, x, step(t, s, x, 3))
	setGoods(s, 0, int(Wood), 5, int(Stone), 5, int(Craftpoint), 5, int(Coin), 10)
	settle(t, s)
	play(t, s, BuildFarm())
	one := step(t, s, x, 0, 0)    // one space (x+1) between
	two := step(t, s, x, 0, 0, 0) // two spaces between
	if legal(s, Settle(one, 0)) {
		t.Error("a Farm one space away is legal")
	}
	if !legal(s, Settle(two, 0)) {
		t.Errorf("a Farm two spaces away is not legal; legal: %v", describeAll(s))
	}
	play(t, s, Settle(two, 0))
	if len(s.Settlements) != 2 || s.Deeds.Count[VerbCraft][CraftFarm] != 1 {
		t.Errorf("after placing: %d Settlements, %d Farms crafted", len(s.Settlements), s.Deeds.Count[VerbCraft][CraftFarm])
	}
}

// TestExampleChampionMove is step 4c's example: a Champion that rolls a 3
// moves 4 spaces.
func TestExampleChampionMove(t *testing.T) {
	s := newBoardGame(t, 2)
	x := centre(s, 0)
	put(s, 0, Champion, x)
	settle(t, s)
	rig(t, s, moveRoll(3))
	play(t, s, Move(x))
	if s.Allowance != 4 {
		t.Errorf("a Champion rolling 3 moves %d, want 4", s.Allowance)
	}
	if !legal(s, MoveTo(step(t, s, x, 0, 0, 0, 0), ViaWalk)) || legal(s, MoveTo(step(t, s, x, 0, 0, 0, 0, 0), ViaWalk)) {
		t.Error("the Champion does not move exactly up to 4 spaces")
	}
}
