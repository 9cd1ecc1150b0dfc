package coincrown

import (
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
