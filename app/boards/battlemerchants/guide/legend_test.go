package guide

import (
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	bm "tabula/engines/battlemerchants"
)

// TestLegendNamesEveryIcon checks the key to the table's icons that the
// "?" of the status bar opens: the icons a first-time player cannot
// guess are named there with their meaning.
func TestLegendNamesEveryIcon(t *testing.T) {
	boardtest.Legend(t, board.Game{Engine: bm.Game{}, Legend: Legend}, "Vorpal", "Craft Bonus", "Axe", "Elves", "Reward Tile", "Open Battlefield", "Locked Battlefield")
}
