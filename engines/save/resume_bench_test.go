package save

import (
	"testing"

	"tabula/engines"
	"tabula/engines/catalog"
	"tabula/engines/rng"
)

// longestGame plays random games of g at its most players to the end, five
// seeds, and returns the save and final state of the longest.
func longestGame(b *testing.B, g engines.Game) (*Save, engines.State) {
	b.Helper()
	info := g.Info()
	var best *Save
	var bestSt engines.State
	for seed := uint64(1); seed <= 5; seed++ {
		seats := make([]Seat, info.MaxPlayers)
		for i := range seats {
			seats[i] = Seat{Name: "P", Colour: i}
		}
		s, st, err := Start(g, engines.Config{Players: info.MaxPlayers, Seed: seed}, seats, 0)
		if err != nil {
			b.Fatal(err)
		}
		r := rng.New(seed)
		for !st.Over() {
			legal := st.Legal()
			a := legal[r.Intn(len(legal))]
			if err := s.Record(st, a); err != nil {
				b.Fatal(err)
			}
			if err := st.Apply(a); err != nil {
				b.Fatal(err)
			}
		}
		if best == nil || len(s.Log) > len(best.Log) {
			s.Update(st, 0)
			best, bestSt = s, st
		}
	}
	return best, bestSt
}

// BenchmarkResume is the measurement behind saves not caching a snapshot
// of the state (docs/bench/resume.md): it opens the longest of a few random
// games of each engine from its log (Replay) and from a msgp snapshot of its
// final state (Game.Decode, what Resume did before the snapshot went), and
// encodes that snapshot, as the table did after every move.
func BenchmarkResume(b *testing.B) {
	for _, g := range catalog.All() {
		b.Run(g.Info().ID, func(b *testing.B) {
			s, st := longestGame(b, g)
			snap, err := st.MarshalMsg(nil)
			if err != nil {
				b.Fatal(err)
			}
			b.Logf("%d actions, snapshot %d bytes", len(s.Log), len(snap))
			b.Run("log", func(b *testing.B) {
				for b.Loop() {
					if _, err := Replay(s, g); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run("snapshot", func(b *testing.B) {
				for b.Loop() {
					if st, err := g.Decode(snap); err != nil || st.Over() != s.Finished {
						b.Fatal(err)
					}
				}
			})
			b.Run("encode", func(b *testing.B) {
				for b.Loop() {
					if _, err := st.MarshalMsg(nil); err != nil {
						b.Fatal(err)
					}
				}
			})
		})
	}
}
