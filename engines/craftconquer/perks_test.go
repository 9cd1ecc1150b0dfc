package craftconquer

import "testing"

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
