// Package toys lists the toy engines of the tests, which no player sees:
// toygame (2–4 players, turns of several decisions, hidden cards, chance,
// a variant) and nimgame (2 players only, a handful of moves, every move
// ends the turn, nothing hidden, no chance). A test that loops over every
// game loops over catalog.All() and these, so that it holds for games of
// any shape, not only the shipped games' (docs/ADDING-A-GAME.md).
package toys

import (
	"tabula/engines"
	"tabula/engines/catalog"
	"tabula/engines/enginetest/nimgame"
	"tabula/engines/enginetest/toygame"
)

// Games returns the toy engines.
func Games() []engines.Game { return []engines.Game{toygame.Game{}, nimgame.Game{}} }

// AndCatalog returns every shipped game (catalog.All) followed by the toy
// engines: the games an every-game test loops over.
func AndCatalog() []engines.Game { return append(catalog.All(), Games()...) }
