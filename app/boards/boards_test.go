package boards

import (
	"slices"
	"testing"

	"tabula/engines/catalog"
)

// TestEveryEngineHasItsBoard keeps the two lists of games in step: every
// engine the tools know (engines/catalog) is at the table with a board, a
// rules reference, a stylesheet and its Home tile, in the same order.
func TestEveryEngineHasItsBoard(t *testing.T) {
	var ids, want []string
	for _, g := range All() {
		if g.Engine == nil {
			t.Fatal("a game at the table has no engine")
		}
		ids = append(ids, g.ID())
		if g.NewBoard == nil || g.Rules == nil || g.Style == "" {
			t.Errorf("%s plugs in without a board, rules or stylesheet", g.ID())
		}
		if g.Blurb == "" || g.Colour == "" || g.Emblem == nil {
			t.Errorf("%s has no blurb, colour or emblem for its Home tile", g.ID())
		}
	}
	for _, e := range catalog.All() {
		want = append(want, e.Info().ID)
	}
	if !slices.Equal(ids, want) {
		t.Errorf("the table has %v, the engines are %v", ids, want)
	}
}
