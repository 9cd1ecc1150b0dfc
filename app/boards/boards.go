// Package boards lists the games the app plays: each game's engine with its
// board, one line per game. A new game is an engine folder
// (engines/<game>), a board folder (app/boards/<game>), a line in
// engines/catalog and a line here (docs/ADDING-A-GAME.md).
package boards

import (
	"tabula/app/board"
	"tabula/app/boards/battlemerchants"
	"tabula/app/boards/coincrown"
	"tabula/app/boards/craftconquer"
	"tabula/app/boards/emara"
)

// All returns every game at the table, in the order the Home screen shows
// them.
func All() []board.Game {
	return []board.Game{coincrown.Game(), emara.Game(), craftconquer.Game(), battlemerchants.Game()}
}
