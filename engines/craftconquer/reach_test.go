package craftconquer

import (
	"runtime"
	"slices"
	"testing"
)

// reachByCost is reach worked out space by space from moveCost, the
// definition of what entering a space costs: the reference the bit-set
// search of reach is held to.
func reachByCost(s *State, j, allowance, mode int, walk []int) []int {
	b := s.board()
	n := len(b.Spaces)
	from := int(s.Soldiers[j].Space)
	left := make([]int, n) // 1 + the allowance left on arriving, 0: not reached
	stops := make([]bool, n)
	left[from] = min(allowance, 2*n) + 1
	queue := []int{from}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		edges := b.open[x]
		if mode == waterMode {
			edges |= b.stream[x]
		}
		for d, y16 := range b.nbr[x] {
			y := int(y16)
			if y < 0 || edges&(1<<d) == 0 {
				continue
			}
			cost, stop, enter := s.moveCost(j, y, mode)
			if cost < 0 || left[x]-cost < 1 {
				continue
			}
			stops[y] = stops[y] || stop
			if !enter && left[x]-cost > left[y] {
				left[y] = left[x] - cost
				queue = append(queue, y)
			}
		}
	}
	walking := mode == walkMode || mode == misdirectMode
	var out []int
	if walking {
		out = append(out, from)
	}
	for y := range n {
		if stops[y] && y != from && (walking || !slices.Contains(walk, y)) {
			out = append(out, y)
		}
	}
	return out
}

// TestReachAgreesWithMoveCost compares reach with reachByCost for every
// soldier, in every mode and at allowances from none to the whole board,
// in positions of a seeded random game of each player count and layout
// (Woodsmen, large rivers, enemy Settlements defended or not).
func TestReachAgreesWithMoveCost(t *testing.T) {
	every := 97
	if runtime.GOOS == "js" {
		every = 401
	}
	variants := [][]string{nil, {VariantAlternative}, {VariantRandom, VariantRivers}, {VariantRivers, VariantChoose}}
	playRandomGames(t, variants, []uint64{1}, func(s *State, k int, where string) {
		if k%every == 0 {
			checkReach(t, s, where)
		}
	})
}

// checkReach compares reach with reachByCost for every soldier of s.
func checkReach(t *testing.T, s *State, where string) {
	t.Helper()
	for j := range s.Soldiers {
		allowances := []int{-1, 0, 1, 2, 4, 7, 12}
		if j == 0 {
			allowances = append(allowances, 1000)
		}
		for _, allowance := range allowances {
			walk := s.reach(j, allowance, walkMode, nil, nil)
			for mode := walkMode; mode <= misdirectMode; mode++ {
				var given []int
				if mode == mountainMode || mode == waterMode {
					given = walk
				}
				got := s.reach(j, allowance, mode, given, nil)
				if want := reachByCost(s, j, allowance, mode, given); !slices.Equal(got, want) {
					t.Fatalf("%s: soldier %d, allowance %d, mode %d: reach %v, want %v", where, j, allowance, mode, got, want)
				}
			}
		}
	}
}
