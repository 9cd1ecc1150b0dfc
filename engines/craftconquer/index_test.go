package craftconquer

import (
	"slices"
	"testing"
)

// TestIndexKeepsUpToDate plays seeded random games and compares, before
// every action, the legal actions with those of a clone, whose space index
// is built from nothing: what the game's own index carried over from
// action to action (targets, guards, deployment and growth spaces, room
// for Farms) must be what it would find afresh.
func TestIndexKeepsUpToDate(t *testing.T) {
	variants := [][]string{nil, {VariantAlternative}, {VariantRandom, VariantRivers, VariantChoose}}
	playRandomGames(t, variants, []uint64{1, 2}, func(s *State, k int, where string) {
		if legal, fresh := s.Legal(), s.clone().Legal(); !slices.Equal(legal, fresh) {
			t.Fatalf("%s: legal %v, afresh %v", where, legal, fresh)
		}
	})
}
