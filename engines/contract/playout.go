package contract

import (
	"errors"
	"fmt"

	"tabula/engines"
	"tabula/engines/rng"
)

// ErrTooLong is wrapped by the error of a playout that exceeds
// Info().MaxDecisions actions.
var ErrTooLong = errors.New("game exceeds MaxDecisions")

// ChoiceSalt separates a playout's choice generator from the game's own
// seed: playouts choose with rng.New(seed ^ ChoiceSalt).
const ChoiceSalt = 0x7ab01a5eed

// RandomPlayout plays one game of g for players seats with the given seed,
// choosing uniformly among the legal actions with a generator derived from
// seed, and returns the number of actions taken. It makes no checks beyond
// Apply errors, panics (returned as errors) and the MaxDecisions bound, and
// allocates nothing itself beyond what the engine does, so engines use it
// for throughput benchmarks:
//
//	func BenchmarkRandomPlayout(b *testing.B) {
//		b.ReportAllocs()
//		for i := range b.N {
//			if _, err := contract.RandomPlayout(mygame.Game{}, 3, uint64(i)); err != nil {
//				b.Fatal(err)
//			}
//		}
//	}
func RandomPlayout(g engines.Game, players int, seed uint64) (actions int, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s seed %d: panic after %d actions: %v", g.Info().ID, seed, actions, p)
		}
	}()
	info := g.Info()
	st, err := g.New(engines.Config{Players: players, Seed: seed})
	if err != nil {
		return 0, fmt.Errorf("%s seed %d: New: %w", info.ID, seed, err)
	}
	r := rng.New(seed ^ ChoiceSalt)
	for !st.Over() {
		if actions >= info.MaxDecisions {
			return actions, fmt.Errorf("%s seed %d: %w (%d)", info.ID, seed, ErrTooLong, info.MaxDecisions)
		}
		legal := st.Legal()
		if len(legal) == 0 {
			return actions, fmt.Errorf("%s seed %d: no legal action after %d actions", info.ID, seed, actions)
		}
		a := legal[r.Intn(len(legal))]
		if err := st.Apply(a); err != nil {
			return actions, fmt.Errorf("%s seed %d: action %d %+v: %w", info.ID, seed, actions, a, err)
		}
		actions++
	}
	return actions, nil
}

// RandomPosition sets up g for players seats with the given seed and plays
// up to moves actions chosen uniformly with rng.New(seed), fewer if the
// game ends first: a reproducible mid-game position for tests.
func RandomPosition(g engines.Game, players int, seed uint64, moves int) (engines.State, error) {
	st, err := g.New(engines.Config{Players: players, Seed: seed})
	if err != nil {
		return nil, fmt.Errorf("%s seed %d: New: %w", g.Info().ID, seed, err)
	}
	r := rng.New(seed)
	for k := range moves {
		legal := st.Legal()
		if len(legal) == 0 {
			break
		}
		a := legal[r.Intn(len(legal))]
		if err := st.Apply(a); err != nil {
			return nil, fmt.Errorf("%s seed %d: action %d %+v: %w", g.Info().ID, seed, k, a, err)
		}
	}
	return st, nil
}
