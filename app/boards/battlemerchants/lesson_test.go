package battlemerchants

import (
	"fmt"
	"testing"

	"tabula/app/board/boardtest"
	bm "tabula/engines/battlemerchants"
)

// TestLessonSaysWhatTheEngineDoes checks the numbers the lesson and the
// rules page quote against the engine's data, and that Tabula's own values
// (board.Own) are marked as such in both.
func TestLessonSaysWhatTheEngineDoes(t *testing.T) {
	boardtest.LessonClaims(t, lesson, []boardtest.Claim{
		{Where: "One action a turn", Says: fmt.Sprintf("(%d to start)", bm.StartingGold)},
		{Where: "One action a turn", Says: "Level 1 in Axe {Axe} and in Sword {Sword}", Own: true},
		{Where: "Forge a weapon", Says: fmt.Sprintf("A Standard weapon costs %d gold", bm.ForgeCost[bm.Standard])},
		{Where: "Sell to the races", Says: fmt.Sprintf("A Standard sale pays %d gold, plus 1 for each Reward tile", bm.SellValue[bm.Standard])},
		{Where: "Sell to the races", Says: "and 1 if you hold that Region's tile"},
		{Where: "Sell to the races", Says: "your mat starts with an Orc tile", Own: true},
		{Where: "Beatrix learns too", Says: "Elven Envoy", Own: true},
		{Where: "War", Says: "his Swords went to your Defeated pile and your Axes stay on the board"},
		{Where: "War", Says: fmt.Sprintf("each of you got %d gold", bm.TieGold)},
		{Where: "Repairs and a new Season", Says: fmt.Sprintf("earns %d gold for each of their weapons", bm.RepairGold)},
		{Where: "Vorpal weapons and the Craft Bonus", Says: fmt.Sprintf("At Level %d in a weapon you may forge it Vorpal: %d gold", bm.VorpalLevel, bm.ForgeCost[bm.Vorpal])},
		{Where: "Vorpal weapons and the Craft Bonus", Says: fmt.Sprintf("sells for %d", bm.SellValue[bm.Vorpal]), Own: true},
		{Where: "Vorpal weapons and the Craft Bonus", Says: fmt.Sprintf("Level %d takes that weapon's Craft Bonus", bm.BonusLevel)},
		{Where: "Year's End", Says: fmt.Sprintf("each unsold weapon brings %d gold, or %d if Vorpal", bm.EndValue[bm.Standard], bm.EndValue[bm.Vorpal]), Own: true},
		{Where: "Year's End", Says: fmt.Sprintf("with two players the larger earns %d gold; with three or four the largest earns %d and the next %d", bm.DefeatedNext, bm.DefeatedFirst, bm.DefeatedNext)},
		{Where: "Year's End", Says: "Vorpal weapons counting double"},
	})
	boardtest.PageClaims(t, battleRules(), []boardtest.Claim{
		{Says: "the Hobgoblins stay out of it", Own: true},
		{Says: fmt.Sprintf("or %d for a Vorpal one", bm.SellValue[bm.Vorpal]), Own: true},
		{Says: fmt.Sprintf("brings %d gold (Standard) or %d gold (Vorpal)", bm.EndValue[bm.Standard], bm.EndValue[bm.Vorpal]), Own: true},
		{Says: "goes to the first player who sells a Vorpal weapon in that Region", Own: true},
		// The rulebook sets Slush Fund no limit a Season; the engine lets
		// it be used again once a weapon has been sold.
		{Says: "Final: never leaves the display; anyone may use it, as often as the card allows"},
	})
	if bm.DefeatedWorth[bm.Vorpal] != 2*bm.DefeatedWorth[bm.Standard] {
		t.Errorf("Defeated Vorpal weapons are worth %d, Standard %d: the lesson says double", bm.DefeatedWorth[bm.Vorpal], bm.DefeatedWorth[bm.Standard])
	}
}
