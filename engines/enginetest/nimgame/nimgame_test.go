package nimgame_test

import (
	"errors"
	"slices"
	"testing"

	"tabula/engines"
	"tabula/engines/enginetest"
	"tabula/engines/enginetest/nimgame"
)

func TestConformance(t *testing.T) { enginetest.Run(t, nimgame.Game{}, enginetest.Options{}) }

func FuzzApply(f *testing.F) { enginetest.FuzzApply(f, nimgame.Game{}) }

func TestNewConfig(t *testing.T) {
	for _, players := range []int{1, 3} {
		if _, err := (nimgame.Game{}).New(engines.Config{Players: players}); !errors.Is(err, engines.ErrConfig) {
			t.Errorf("%d players: %v, want ErrConfig", players, err)
		}
	}
	if _, err := (nimgame.Game{}).New(engines.Config{Players: 2, Variants: []string{"short"}}); !errors.Is(err, engines.ErrConfig) {
		t.Errorf("a variant: %v, want ErrConfig", err)
	}
}

// TestGames plays whole games: every move ends the turn, and whoever takes
// the last stone wins.
func TestGames(t *testing.T) {
	tests := []struct {
		name     string
		moves    []engines.Action
		winner   int
		progress []string // after each move
	}{
		{"three moves", []engines.Action{nimgame.Take(2, 5), nimgame.Take(1, 3), nimgame.Take(0, 1)}, 0,
			[]string{"4 stones left", "1 stone left", "Game over"}},
		{"four moves", []engines.Action{nimgame.Take(1, 1), nimgame.Take(1, 2), nimgame.Take(2, 5), nimgame.Take(0, 1)}, 1,
			[]string{"8 stones left", "6 stones left", "1 stone left", "Game over"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, err := nimgame.Game{}.New(engines.Config{Players: 2, Seed: 9})
			if err != nil {
				t.Fatal(err)
			}
			for i, a := range tt.moves {
				if st.ToMove() != i%2 {
					t.Fatalf("move %d: seat %d to move, want %d", i, st.ToMove(), i%2)
				}
				if !st.Barrier(a) {
					t.Errorf("move %d is no barrier", i)
				}
				if err := st.Apply(a); err != nil {
					t.Fatalf("move %d: %v", i, err)
				}
				if got := st.Progress(); got != tt.progress[i] {
					t.Errorf("after move %d: %q, want %q", i, got, tt.progress[i])
				}
			}
			if !st.Over() || !slices.Equal(st.Result().Winners(), []int{tt.winner}) {
				t.Errorf("over %t, winners %v, want %d", st.Over(), st.Result().Winners(), tt.winner)
			}
		})
	}
}

func TestIllegal(t *testing.T) {
	st, _ := nimgame.Game{}.New(engines.Config{Players: 2})
	for _, a := range []engines.Action{nimgame.Take(0, 2), nimgame.Take(3, 1), nimgame.Take(1, 0), {Kind: 2, A: 0, B: 1}} {
		if err := st.Apply(a); !errors.Is(err, engines.ErrIllegal) {
			t.Errorf("%+v: %v, want ErrIllegal", a, err)
		}
	}
	if got := st.Progress(); got != "9 stones left" {
		t.Errorf("an illegal move changed the state: %q", got)
	}
	if got := st.Describe(nimgame.Take(1, 1)); got != "Take 1 stone from heap B" {
		t.Errorf("Describe: %q", got)
	}
}
