package coincrown

import (
	"fmt"
	"testing"

	"tabula/app/board/boardtest"
	cc "tabula/engines/coincrown"
)

// TestLessonSaysWhatTheEngineDoes checks the numbers the lesson and the
// rules page quote against the engine's data, and that Tabula's own values
// and readings (board.Own) are marked as such in both.
func TestLessonSaysWhatTheEngineDoes(t *testing.T) {
	iron := func(c cc.Category) string { return fmt.Sprintf("%d point", cc.IronValue[c]) }
	boardtest.LessonClaims(t, lesson, []boardtest.Claim{
		{Where: "Your Income", Says: fmt.Sprintf("Each year starts with %d coins", cc.IncomeDraw)},
		{Where: "Your Income", Says: fmt.Sprintf("A Gold {gold} is worth %d Silver {silver}, a Silver %d Bronze", cc.MintRate, cc.MintRate)},
		{Where: "One action a turn", Says: fmt.Sprintf("A Cavalry {sword} adds %d Battle Strength", cc.Types[cc.Cavalry].Strength)},
		{Where: "One action a turn", Says: "for 1 Silver", Own: true},
		{Where: "Pay the exact price", Says: "you took that Iron coin: " + iron(cc.CatMilitary), Own: true},
		{Where: "Conquest by diplomacy", Says: fmt.Sprintf("a Hamlet costs %s and a Village %s", cc.DiplomacyCost[cc.Hamlet], cc.DiplomacyCost[cc.Village])},
		{Where: "Iron coins", Says: "1 or 2 each", Own: true},
		{Where: "Conquest by force", Says: "defense 3", Own: true},
		{Where: "Charge!", Says: fmt.Sprintf("A Standard Troop adds %d, an Elite Troop %d, a Cavalry %d, and Armor %d, but only worn by a deployed Troop",
			cc.Types[cc.StandardTroop].Strength, cc.Types[cc.EliteTroop].Strength, cc.Types[cc.Cavalry].Strength, cc.Types[cc.Armor].Strength)},
		{Where: "Resources", Says: "for 2 Bronze", Own: true},
		{Where: "Pay 2 Bronze", Says: "Most Pastures Iron coin: " + iron(cc.CatPastures), Own: true},
		{Where: "The Overseas Market", Says: fmt.Sprintf("%d Bronze a Wheat", overseasPrice(cc.Wheat))},
		{Where: "The Overseas Market", Says: fmt.Sprintf("%d an Ore", overseasPrice(cc.Ore))},
		{Where: "The Church", Says: fmt.Sprintf("scores %d points in a two-player game (%d each if tied)", cc.ChurchPoints(2)[0], cc.ChurchPoints(2)[0]-cc.ChurchTiePenalty)},
		{Where: "A new year", Says: "unspent coins go to the discard pile", Own: true},
		{Where: "Five years, then the count", Says: fmt.Sprintf("(Hamlet %d, Village %d, Town %d, City %d)", cc.LandPoints[cc.Hamlet], cc.LandPoints[cc.Village], cc.LandPoints[cc.Town], cc.LandPoints[cc.City])},
		{Where: "Five years, then the count", Says: fmt.Sprintf("%d for two Iron coins", cc.IronValue[cc.CatMilitary]+cc.IronValue[cc.CatPastures]), Own: true},
	})
	boardtest.PageClaims(t, coinRules(), []boardtest.Claim{
		{Says: "Not in the last year", Own: true},
		{Says: "Silver pays at its worth", Own: true},
		{Says: "Unspent Income goes to the discard pile", Own: true},
		{Says: fmt.Sprintf("the points on each one you hold, %d for Fields", cc.IronValue[cc.CatFields]), Own: true},
	})
}

// overseasPrice is the Overseas Market's price of resource r in Bronze.
func overseasPrice(r cc.Resource) int {
	for _, it := range cc.OverseasItems {
		if it.Resource == r && it.Strength == 0 {
			return it.Level
		}
	}
	return -1
}
