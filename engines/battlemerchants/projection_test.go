package battlemerchants

import (
	"reflect"
	"testing"

	"tabula/engines"
	"tabula/engines/enginetest"
)

// TestProjectedResultIsFinal plays greedy bot games to the end: the
// projected score is what every seat's View projects, and at the end it
// is the final Result.
func TestProjectedResultIsFinal(t *testing.T) {
	for _, cfg := range []engines.Config{{Players: 2, Seed: 1}, {Players: 3, Seed: 2}, {Players: 4, Seed: 3}} {
		if err := enginetest.CheckProjection(Game{}, cfg); err != nil {
			t.Errorf("%d players, seed %d: %v", cfg.Players, cfg.Seed, err)
		}
	}
}

// TestProjectionScoresYearsEnd checks that mid-game the projection adds
// Year's End to the gold in hand (unsold weapons at their End value, the
// Defeated Weapons bonus) and leaves the game as it was.
func TestProjectionScoresYearsEnd(t *testing.T) {
	s := newGame(t, 4)
	give(s, 0, Axe, Standard, 2)
	give(s, 0, Sword, Vorpal, 1)
	s.Seats[0].Defeated = [NumQualities]int{1, 1}
	s.Seats[1].Defeated = [NumQualities]int{2, 0}
	before := s.Result()
	p := s.ProjectedResult()
	unsold := 2*EndValue[Standard] + EndValue[Vorpal]
	if got := p.Points[0][LedgerUnsold]; got != unsold {
		t.Errorf("projected unsold weapons %d, want %d", got, unsold)
	}
	if got := p.Points[0][LedgerDefeated]; got != DefeatedFirst {
		t.Errorf("projected Defeated bonus of seat 0 %d, want %d", got, DefeatedFirst)
	}
	if got := p.Points[1][LedgerDefeated]; got != DefeatedNext {
		t.Errorf("projected Defeated bonus of seat 1 %d, want %d", got, DefeatedNext)
	}
	if got, want := p.Scores[0], before.Scores[0]+unsold+DefeatedFirst; got != want {
		t.Errorf("projected score %d, want %d", got, want)
	}
	if s.Over() || !reflect.DeepEqual(s.Result(), before) {
		t.Errorf("ProjectedResult changed the game")
	}
}
