package guide

import (
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
)

// TestLegendNamesEveryIcon checks the key to the table's icons that the
// "?" of the status bar opens: the icons a first-time player cannot
// guess are named there with their meaning.
func TestLegendNamesEveryIcon(t *testing.T) {
	boardtest.Legend(t, board.Game{Legend: Legend}, "Iron", "Craftpoint", "Horse", "Peasant", "Farm", "Warrior", "Objective card", "Flag")
}
