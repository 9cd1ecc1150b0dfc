package bots

import (
	"fmt"
	"slices"
	"testing"

	"tabula/engines"
	"tabula/engines/catalog"
	"tabula/engines/enginetest/toygame"
)

// benchPositions returns positions of g with the given players, reached by
// Greedy play from a few seeds and spread over the game, at which the seat
// to move has a real choice.
func benchPositions(b testing.TB, g engines.Game, players, n int) []engines.State {
	var out []engines.State
	for seed := uint64(1); len(out) < n && seed < 100; seed++ {
		s, err := g.New(engines.Config{Players: players, Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		greedy := NewGreedy(seed, 1)
		var all []engines.State
		for !s.Over() {
			if len(s.Legal()) > 1 {
				all = append(all, s.Clone())
			}
			a, err := greedy.Choose(s, s.ToMove())
			if err != nil {
				b.Fatal(err)
			}
			if err := s.Apply(a); err != nil {
				b.Fatal(err)
			}
		}
		// Four positions per game: early, two in the middle, late.
		for _, f := range []float64{0.1, 0.35, 0.6, 0.85} {
			if len(out) < n && len(all) > 0 {
				out = append(out, all[int(f*float64(len(all)))])
			}
		}
	}
	return out
}

func benchGames() []engines.Game { return append(catalog.All(), toygame.Game{}) }

// BenchmarkDecision times one whole decision of each search level (and
// the hint) from positions spread over two-player games: ns/op is the mean
// decision time.
func BenchmarkDecision(b *testing.B) {
	for _, g := range benchGames() {
		positions := benchPositions(b, g, 2, 16)
		for _, l := range Levels() {
			b.Run(fmt.Sprintf("%s/%s", g.Info().ID, l.Name), func(b *testing.B) {
				i := 0
				for b.Loop() {
					s := positions[i%len(positions)]
					if _, err := NewISMCTS(l.Name, uint64(i), l.Settings).Choose(s, s.ToMove()); err != nil {
						b.Fatal(err)
					}
					i++
				}
			})
		}
	}
}

// BenchmarkStep times one Step of 16 iterations of the Hard level, the
// unit a browser runs between yields.
func BenchmarkStep(b *testing.B) {
	const iterations = 16
	set, _ := LevelSettings(Hard)
	for _, g := range benchGames() {
		positions := benchPositions(b, g, 2, 16)
		b.Run(g.Info().ID, func(b *testing.B) {
			var sr *Search
			i := 0
			for b.Loop() {
				if sr == nil || sr.Done() {
					b.StopTimer()
					s := positions[i%len(positions)]
					var err error
					if sr, err = NewISMCTS(Hard, uint64(i), set).Start(s, s.ToMove()); err != nil {
						b.Fatal(err)
					}
					i++
					b.StartTimer()
				}
				sr.Step(iterations)
			}
		})
	}
}

// TestBenchPositions: the benchmark positions are real choices.
func TestBenchPositions(t *testing.T) {
	for _, g := range benchGames() {
		ps := benchPositions(t, g, 2, 16)
		if len(ps) != 16 {
			t.Errorf("%s: %d positions", g.Info().ID, len(ps))
		}
		for _, s := range ps {
			if s.Over() || len(s.Legal()) < 2 || slices.Contains(ps[:0], s) {
				t.Errorf("%s: position without a choice", g.Info().ID)
			}
		}
	}
}
