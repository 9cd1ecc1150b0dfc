package bots

import (
	"fmt"
	"slices"
	"testing"
	"time"

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

// BenchmarkDecision times whole decisions of each search level from 16
// positions spread over two-player games (run it with -benchtime 16x to
// time each once): ns/op is the mean, and the median and 90th percentile
// are reported in ms.
func BenchmarkDecision(b *testing.B) {
	for _, g := range benchGames() {
		positions := benchPositions(b, g, 2, 16)
		for _, l := range Levels() {
			b.Run(fmt.Sprintf("%s/%s", g.Info().ID, l.Name), func(b *testing.B) {
				timeDecisions(b, positions, func(i int) Bot { return NewISMCTS(l.Name, uint64(i), l.Settings) })
			})
		}
	}
}

// BenchmarkParallelDecision times whole decisions of the Hard level with 1,
// 2 and 4 workers (NewParallel, goroutines) from the positions of
// BenchmarkDecision: the wall clock a decision takes on this machine's
// cores (-benchtime 16x times each position once). The median and 90th
// percentile are reported in ms.
func BenchmarkParallelDecision(b *testing.B) {
	set, _ := LevelSettings(Hard)
	for _, g := range benchGames() {
		positions := benchPositions(b, g, 2, 16)
		for _, workers := range []int{1, 2, 4} {
			b.Run(fmt.Sprintf("%s/%s*%d", g.Info().ID, Hard, workers), func(b *testing.B) {
				timeDecisions(b, positions, func(i int) Bot { return NewParallel(Hard, uint64(i), set, workers) })
			})
		}
	}
}

// BenchmarkStep times Step(1), one iteration of the Hard level, the
// smallest slice a browser can run between yields: ns/op is the mean, and
// the longest single Step is reported in ms.
func BenchmarkStep(b *testing.B) {
	set, _ := LevelSettings(Hard)
	for _, g := range benchGames() {
		positions := benchPositions(b, g, 2, 16)
		b.Run(g.Info().ID, func(b *testing.B) {
			var sr *Search
			var longest time.Duration
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
				start := time.Now()
				sr.Step(1)
				longest = max(longest, time.Since(start))
			}
			b.ReportMetric(float64(longest)/float64(time.Millisecond), "max-ms")
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

// timeDecisions times one whole decision per benchmark iteration, by the
// bot bot(i) builds for the i-th, cycling through positions, and reports
// the median and 90th percentile in ms.
func timeDecisions(b *testing.B, positions []engines.State, bot func(i int) Bot) {
	var times []time.Duration
	i := 0
	for b.Loop() {
		s := positions[i%len(positions)]
		start := time.Now()
		if _, err := bot(i).Choose(s, s.ToMove()); err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(start))
		i++
	}
	slices.Sort(times)
	ms := func(q float64) float64 {
		return float64(times[int(q*float64(len(times)-1))]) / float64(time.Millisecond)
	}
	b.ReportMetric(ms(0.5), "median-ms")
	b.ReportMetric(ms(0.9), "p90-ms")
}
