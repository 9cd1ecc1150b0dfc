package craftconquer

import (
	"slices"
	"testing"
)

// TestQueries: the table's read-only helpers agree with the rules.
func TestQueries(t *testing.T) {
	s, x, y := duel(t, Archer, Warrior, 3)
	if ok, _ := s.InRange(x, y); !ok || !slices.Equal(s.Targets(x), []int{y}) {
		t.Error("an Archer 3 spaces away is not in range")
	}
	if ok, _ := s.InRange(y, x); ok {
		t.Error("a Warrior 3 spaces away is in range")
	}
	if clear, _ := s.LineOfSight(x, y); !clear {
		t.Error("no line of sight on open grass")
	}
	if got := s.MaxMove(x); got != 6+s.moveBonus(s.soldierAt(x)) {
		t.Errorf("MaxMove %d", got)
	}
	reach := s.Reach(x, 2)
	if reach[0] != x || !slices.Contains(reach, step(t, s, x, 0, 0)) || slices.Contains(reach, y) {
		t.Error("Reach does not match a movement of 2")
	}
	if _, ok := s.SoldierAt(x); !ok {
		t.Error("SoldierAt")
	}
	rig(t, s, moveRoll(4))
	play(t, s, Move(x))
	if sp, allow, rolled, ok := s.Moving(); !ok || sp != x || allow != 4+s.moveBonus(s.soldierAt(x)) || rolled != 4 {
		t.Errorf("Moving() = %d %d %d %v", sp, allow, rolled, ok)
	}
	if len(s.Board().Neighbours(x)) != 6 {
		t.Error("Neighbours")
	}
	f := placeFarms(t, s, 0, 1, true)
	settle(t, s)
	if s.Occupier(f[0]) != -1 || s.Besieged(f[0]) || len(s.DeploySpaces(0)) == 0 {
		t.Error("Settlement queries")
	}
}
