package places

import (
	"math/rand/v2"
	"strings"
	"testing"

	"tabula/app/board/boardtest"
	"tabula/app/boards/craftconquer/playtest"
	cc "tabula/engines/craftconquer"
)

// TestPlaceNamesUnique plays random games on every layout and checks, in
// every position, that each space has a name of its own, in words.
func TestPlaceNamesUnique(t *testing.T) {
	for _, c := range []struct {
		players  int
		variants []string
	}{
		{2, nil}, {3, nil}, {4, nil}, {2, []string{cc.VariantAlternative}}, {4, []string{cc.VariantRandom, cc.VariantRivers}},
	} {
		s := playtest.NewState(t, c.players, 5, c.variants...)
		r := rand.New(rand.NewPCG(5, 1))
		owner := func(seat int) string { return []string{"your", "Beatrix's", "Cedric's", "Matilda's"}[seat] }
		for step := 0; step < 400 && !s.Over(); step++ {
			if step%20 == 0 {
				names := Names(s, owner)
				seen := map[string]int{}
				for x, n := range names {
					if y, dup := seen[n]; dup {
						t.Fatalf("%d players %v, step %d: spaces %d and %d are both %q", c.players, c.variants, step, y, x, n)
					}
					seen[n] = x
					if !strings.HasPrefix(n, "the ") || strings.ContainsAny(n, "0123456789") {
						t.Fatalf("space %d is named %q", x, n)
					}
				}
				if testing.Verbose() && step == 200 && c.players == 2 && c.variants == nil {
					for x, n := range names {
						t.Logf("%d %s", x, n)
					}
				}
			}
			boardtest.PlayRandom(t, s, r, 1)
		}
	}
}
