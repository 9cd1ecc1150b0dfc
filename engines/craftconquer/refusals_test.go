package craftconquer

import (
	"slices"
	"strings"
	"testing"

	"tabula/engines"
)

// TestSoldierRefusalAgreesWithLegal plays random games and, in every step
// 4, asks for the reason of every soldier: a soldier of the player to move
// has one exactly when no move is legal with it, an enemy soldier exactly
// when no card may be played on it.
func TestSoldierRefusalAgreesWithLegal(t *testing.T) {
	reasons := 0
	playRandomGames(t, [][]string{nil}, []uint64{1, 2}, func(s *State, k int, where string) {
		if s.Phase != PhaseMain {
			return
		}
		legal := s.Legal()
		for _, so := range s.Soldiers {
			space := int(so.Space)
			var free bool
			if int(so.Owner) == s.Current {
				free = slices.ContainsFunc(legal, func(a engines.Action) bool { return actsWith(a, space) })
			} else {
				free = slices.ContainsFunc(legal, func(a engines.Action) bool {
					return a.Kind == KindCard && CardKind(a.A) == Sickness && int(a.B) == space
				})
			}
			why := s.SoldierRefusal(space)
			if (why == "") != free {
				t.Fatalf("%s: the %s on %s says %q; a move with it is legal: %v", where, so.Type, s.SpaceName(space), why, free)
			}
			if why != "" {
				reasons++
			}
		}
	})
	if reasons < 100 {
		t.Errorf("only %d soldiers were refused", reasons)
	}
}

// TestSoldierRefusalSaysWhatStopsIt: a soldier that has moved is not
// stopped from attacking by its move (rules, Spent Soldiers: "each of the
// player's soldiers can both move and attack"), so its reason names what
// does stop the attack — no enemy in range, or no arrow — and why it is
// not upgraded; a spent one says it is spent.
func TestSoldierRefusalSaysWhatStopsIt(t *testing.T) {
	s := newBoardGame(t, 2)
	x := centre(s, 0)
	j := put(s, 0, Archer, x)
	s.Soldiers[j].Moved = true
	noGoods(s, 0)
	settle(t, s)
	why := s.SoldierRefusal(x)
	for _, want := range []string{"This Archer can do nothing now: it has moved this turn (once a turn)", "no enemy is within 4 spaces in a clear line of sight", "not upgraded after it has moved"} {
		if !strings.Contains(why, want) {
			t.Errorf("the moved Archer with no enemy in range says %q, not %q", why, want)
		}
	}
	put(s, 1, Warrior, step(t, s, x, 0, 0))
	settle(t, s)
	if why := s.SoldierRefusal(x); !strings.Contains(why, "you have no arrow for it to shoot") || strings.Contains(why, "no enemy") {
		t.Errorf("the moved Archer with an enemy in range and no arrow says %q", why)
	}
	setGoods(s, 0, int(Arrow), 1)
	settle(t, s)
	if why := s.SoldierRefusal(x); why != "" {
		t.Errorf("the moved Archer with an enemy in range and an arrow is refused: %q", why)
	}
	s.Soldiers[j].Attacked = true
	settle(t, s)
	if why := s.SoldierRefusal(x); !strings.Contains(why, "it has attacked this turn, so it is spent") {
		t.Errorf("the spent Archer says %q", why)
	}
}

// TestSoldierRefusalOfAnOccupier: a soldier that has walked into an enemy
// Settlement is refused its attack by the Occupation rule ("During an
// Occupation, the soldier is unable to attack").
func TestSoldierRefusalOfAnOccupier(t *testing.T) {
	s := newBoardGame(t, 2)
	x := centre(s, 1)
	farm(s, 1, Farm, false, x, step(t, s, x, 0))
	j := put(s, 0, Warrior, x)
	s.Soldiers[j].Moved, s.Soldiers[j].Entered = true, true
	put(s, 1, Warrior, step(t, s, x, 3))
	settle(t, s)
	why := s.SoldierRefusal(x)
	if !strings.Contains(why, "occupies an enemy Settlement, and an occupying soldier may not attack or counter-attack") {
		t.Errorf("the occupier with an enemy beside it says %q", why)
	}
}
