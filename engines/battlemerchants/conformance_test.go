package battlemerchants

import (
	"testing"

	"tabula/engines/contract"
	"tabula/engines/enginetest"
)

// TestConformance runs the shared conformance suite: random playouts for 2,
// 3 and 4 players with the engine's conservation invariants after every
// action.
func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Options{})
}

func BenchmarkRandomPlayout(b *testing.B) {
	for _, players := range []int{2, 3, 4} {
		b.Run(map[int]string{2: "2p", 3: "3p", 4: "4p"}[players], func(b *testing.B) {
			b.ReportAllocs()
			for i := range b.N {
				if _, err := contract.RandomPlayout(Game{}, players, uint64(i)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
