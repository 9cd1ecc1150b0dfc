package emara

import (
	"fmt"
	"testing"

	"tabula/engines/contract"
	"tabula/engines/enginetest"
)

// TestConformance runs the shared conformance suite: random playouts for 1
// to 4 players, with no variant and each variant, with the engine's
// invariants after every action.
func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Options{})
}

func BenchmarkRandomPlayout(b *testing.B) {
	for players := 1; players <= MaxPlayers; players++ {
		b.Run(fmt.Sprintf("%dp", players), func(b *testing.B) {
			b.ReportAllocs()
			for i := range b.N {
				if _, err := contract.RandomPlayout(Game{}, players, uint64(i)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
