package craftconquer

import (
	"fmt"
	"slices"
	"testing"
)

// TestPerks: each Faction perk changes its one number.
func TestPerks(t *testing.T) {
	faction := func(p Perk) int8 {
		for i, f := range Factions {
			if f.Perk == p {
				return int8(i)
			}
		}
		t.Fatalf("no Faction has perk %d", p)
		return -1
	}
	s := newBoardGame(t, 2)
	x := centre(s, 0)
	w := put(s, 0, Warrior, x)
	k := put(s, 0, Knight, step(t, s, x, 0))
	a := put(s, 0, Archer, step(t, s, x, 0, 0))

	s.Seats[0].Faction = faction(PerkShieldWall)
	if got := s.defenseDiceFor(w); got != 4 {
		t.Errorf("Shield Wall perk: a Warrior defends with %d dice", got)
	}
	s.Seats[0].Faction = faction(PerkVeterans)
	if got := s.defenseDiceFor(w); got != 3 {
		t.Errorf("a Warrior defends with %d dice", got)
	}

	for _, tc := range []struct {
		perk   Perk
		j      int
		bonus  int
		forest int
	}{
		{PerkCavalry, k, 1, 2}, {PerkCavalry, w, 0, 2}, {PerkScouts, w, 1, 2}, {PerkScouts, a, 1, 2}, {PerkWoodsmen, w, 0, 1},
	} {
		s.Seats[0].Faction = faction(tc.perk)
		if got := s.moveBonus(tc.j); got != tc.bonus {
			t.Errorf("%s: %s moves %d extra", PerkText[tc.perk], s.Soldiers[tc.j].Type, got)
		}
		if got := s.terrainCost(0, Forest, walkMode); got != tc.forest {
			t.Errorf("%s: a forest costs %d", PerkText[tc.perk], got)
		}
	}

	s, x2, y := duel(t, Champion, Warrior, 1)
	s.Seats[0].Faction = faction(PerkVeterans)
	settle(t, s)
	rig(t, s, attackRoll(0, 0, 6), defenseRoll(3, 0, 0, 0))
	play(t, s, Attack(x2, y, 0, false))
	if got := s.Seats[0].Goods[Craftpoint]; got != int(KillCraftpoints[1])+1 {
		t.Errorf("Veterans collect %d Craftpoints for a Warrior", got)
	}
}

// TestSunspireCatapult: Sunspire Order's perk, "Your soldiers move 1 extra
// space", moves the Catapult too, whose own rule fixes its speed in place
// of the die: "When moving the Catapult, the Movement die is not used as the
// Catapult has a static movement speed of three" (Movement). From rules
// version 3 it moves 4; under version 2 the perk skipped it (3).
func TestSunspireCatapult(t *testing.T) {
	for _, tc := range []struct{ rules, allowance int }{{2, 3}, {3, 4}} {
		t.Run(fmt.Sprint("rules ", tc.rules), func(t *testing.T) {
			s := newBoardGame(t, 2)
			s.Rules = tc.rules
			s.Seats[0].Faction = int8(slices.IndexFunc(Factions[:], func(f Faction) bool { return f.Perk == PerkScouts }))
			x := centre(s, 0)
			put(s, 0, Catapult, x)
			settle(t, s)
			if got := s.MaxMove(x); got != tc.allowance {
				t.Errorf("MaxMove of a Sunspire Catapult = %d, want %d", got, tc.allowance)
			}
			play(t, s, Move(x))
			if s.Allowance != tc.allowance || legal(s, MoveTo(step(t, s, x, 0, 0, 0, 0), ViaWalk)) != (tc.allowance == 4) {
				t.Errorf("a Sunspire Catapult moves %d, want %d", s.Allowance, tc.allowance)
			}
		})
	}
}
