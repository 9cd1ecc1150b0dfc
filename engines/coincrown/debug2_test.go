package coincrown

import "tabula/engines/enginetest"

func enginetestPlayout(n int, seed uint64) (int, error) {
	return enginetest.RandomPlayout(Game{}, n, seed)
}
