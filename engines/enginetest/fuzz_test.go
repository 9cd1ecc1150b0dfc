package enginetest

import (
	"strings"
	"sync/atomic"
	"testing"

	"tabula/engines/enginetest/toygame"
	"tabula/engines/rng"
)

func FuzzApplyToyGame(f *testing.F) { FuzzApply(f, toygame.Game{}) }

// TestApplyInputCatchesBrokenEngines proves that FuzzApply's checks fire on
// an engine with the matching bug, given random inputs.
func TestApplyInputCatchesBrokenEngines(t *testing.T) {
	tests := []struct{ bug, want string }{
		{"none", ""},
		{"accepts-illegal", "want an error wrapping engines.ErrIllegal"},
		{"mutates-on-illegal", "changed the state"},
		{"wrong-error", "returned nope"},
		{"check-invariants", "CheckInvariants: round three is cursed"},
		{"points-sum", "sum to"},
		{"rank", "Rank = [1 1"},
		{"tomove-when-over", "Over() but ToMove() = 0"},
	}
	for _, tt := range tests {
		t.Run(tt.bug, func(t *testing.T) {
			g := brokenGame{bug: tt.bug, counter: new(atomic.Uint64)}
			r := rng.New(7)
			inputs := fuzzSeeds()
			for range 300 {
				in := make([]byte, 10+r.Intn(200))
				for i := range in {
					in[i] = byte(r.Uint64())
				}
				inputs = append(inputs, in)
			}
			for _, in := range inputs {
				err := applyInput(g, in)
				switch {
				case err != nil && tt.want == "":
					t.Fatalf("a correct engine fails: %v", err)
				case err != nil && !strings.Contains(err.Error(), tt.want):
					t.Fatalf("error %q does not mention %q", err, tt.want)
				case err != nil:
					if !strings.Contains(err.Error(), "toygame") {
						t.Errorf("error does not name the game: %v", err)
					}
					return
				}
			}
			if tt.want != "" {
				t.Errorf("no input revealed the bug %q", tt.bug)
			}
		})
	}
}
