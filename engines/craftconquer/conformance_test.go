package craftconquer

import (
	"runtime"
	"testing"

	"tabula/engines/contract"
	"tabula/engines/enginetest"
)

// wasmGames is the number of conformance playouts per player count under
// GOOS=js. A random Craft & Conquer playout costs several times one of the
// other engines (hundreds of actions over a hex map), and `make wasm-test`
// runs in Node on one thread what the native run spreads over every core:
// with enginetest.DefaultWasmGames this package took minutes there. The
// native run keeps its full DefaultGames; the wasm run checks that the
// engine behaves the same when compiled to WebAssembly, for which 8 games
// of each variant set per player count suffice. TABULA_CONFORMANCE_GAMES
// still overrides both.
const wasmGames = 64

// nativeGames is the number of conformance playouts per player count in
// the native run: 200, a fifth of enginetest.DefaultGames. A random playout
// to the rulebook's 5 Objectives takes several times the actions of one of
// the other engines, and this package was `make test`'s longest native
// step (docs/bench/suite.md). Millions of random actions are cmd/sim's soak run's
// (docs/ROBUSTNESS.md).
const nativeGames = 200

// TestConformance runs the shared conformance suite: random playouts for 2,
// 3 and 4 players (every variant in turn) with the engine's conservation
// invariants after every action.
func TestConformance(t *testing.T) {
	opt := enginetest.Options{Games: nativeGames}
	if runtime.GOOS == "js" {
		opt.Games = wasmGames
	}
	enginetest.Run(t, Game{}, opt)
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
