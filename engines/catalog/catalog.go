// Package catalog lists every game engine Tabula ships. It is the one place
// that imports all engines, so tools (cmd/sim, the app) can look games up by
// ID without a mutable registry.
package catalog

import (
	"slices"

	"tabula/engines"
	"tabula/engines/battlemerchants"
	"tabula/engines/coincrown"
	"tabula/engines/craftconquer"
	"tabula/engines/emara"
)

// All returns every game, in the order the home screen shows them.
func All() []engines.Game {
	return []engines.Game{coincrown.Game{}, emara.Game{}, craftconquer.Game{}, battlemerchants.Game{}}
}

// Lookup returns the game with the given ID.
func Lookup(id string) (engines.Game, bool) {
	games := All()
	i := slices.IndexFunc(games, func(g engines.Game) bool { return g.Info().ID == id })
	if i < 0 {
		return nil, false
	}
	return games[i], true
}
