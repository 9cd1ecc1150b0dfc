package icons

import (
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	em "tabula/engines/emara"
)

// TestLegendNamesEveryIcon checks the key to the table's icons that the
// "?" of the status bar opens: the icons a first-time player cannot
// guess are named there with their meaning.
func TestLegendNamesEveryIcon(t *testing.T) {
	boardtest.Legend(t, board.Game{Engine: em.Game{}, Legend: Legend}, "Wood", "Signet Ring", "Book", "Favor Token", "Citizen Points", "Building Points", "Councilor", "Craftsman")
}
