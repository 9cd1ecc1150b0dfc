package craftconquer

import (
	"slices"
	"testing"

	"tabula/engines"
	"tabula/engines/contract"
	"tabula/engines/rng"
)

// TestIndexKeepsUpToDate plays seeded random games and compares, before
// every action, the legal actions with those of a clone, whose space index
// is built from nothing: what the game's own index carried over from
// action to action (targets, guards, deployment and growth spaces, room
// for Farms) must be what it would find afresh.
func TestIndexKeepsUpToDate(t *testing.T) {
	variants := [][]string{nil, {VariantAlternative}, {VariantRandom, VariantRivers, VariantChoose}}
	for players := 2; players <= 4; players++ {
		for _, vs := range variants {
			for seed := uint64(1); seed <= 2; seed++ {
				st, err := Game{}.New(engines.Config{Players: players, Seed: seed, Variants: vs})
				if err != nil {
					t.Fatal(err)
				}
				s := st.(*State)
				r := rng.New(seed ^ contract.ChoiceSalt)
				for k := 0; !s.Over(); k++ {
					legal := s.Legal()
					if fresh := s.clone().Legal(); !slices.Equal(legal, fresh) {
						t.Fatalf("%d players %v seed %d after %d actions: legal %v, afresh %v", players, vs, seed, k, legal, fresh)
					}
					if err := s.Apply(legal[r.Intn(len(legal))]); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
}
