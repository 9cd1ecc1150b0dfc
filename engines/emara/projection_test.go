package emara

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
	for _, cfg := range []engines.Config{{Players: 1, Seed: 4}, {Players: 2, Seed: 1}, {Players: 3, Seed: 2}, {Players: 4, Seed: 3}} {
		if err := enginetest.CheckProjection(Game{}, cfg); err != nil {
			t.Errorf("%d players, seed %d: %v", cfg.Players, cfg.Seed, err)
		}
	}
}

// TestProjectionScoresTheEnd checks that mid-game the projection adds the
// end game scoring (leftover Rings, Coins, resources) to the lower track,
// and leaves the game as it was.
func TestProjectionScoresTheEnd(t *testing.T) {
	s := newGame(t, 2)
	p := &s.Seats[0]
	p.Rings, p.Coins = 2, 1
	give(s, 0, 1, 1, 1, 1)
	before := s.Result()
	pts := 2*EndRingPoints + EndItemPoints + 4/EndResourcesPerPt
	cit, bld := points(s, 0)
	want := (cit + bld + pts) / 2 // the end points split to even the tracks
	switch {
	case cit+pts <= bld:
		want = cit + pts
	case bld+pts <= cit:
		want = bld
	}
	got := s.ProjectedResult()
	if got.Scores[0] != want {
		t.Errorf("projected score %d with %d/%d points and %d end points, want %d", got.Scores[0], cit, bld, pts, want)
	}
	if got.Scores[0] == before.Scores[0] {
		t.Errorf("projected score %d is the running score", got.Scores[0])
	}
	if s.Over() || !reflect.DeepEqual(s.Result(), before) {
		t.Errorf("ProjectedResult changed the game")
	}
}
