package guide

import (
	"fmt"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	bm "tabula/engines/battlemerchants"
)

// TestLessonSaysWhatTheEngineDoes checks the numbers the lesson and the
// rules page quote against the engine's data, and that Tabula's own values
// (board.Own) are marked as such in both.
func TestLessonSaysWhatTheEngineDoes(t *testing.T) {
	boardtest.LessonClaims(t, Lesson, []boardtest.Claim{
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
		{Where: "Vorpal weapons and the Craft Bonus", Says: "The first Vorpal sale in a Region also takes the Region tile", Own: true},
		{Where: "Up to three at once", Says: fmt.Sprintf("and %d for the Axe, an unsold weapon's end value", bm.EndValue[bm.Standard]), Own: true},
		{Where: "Up to three at once", Says: fmt.Sprintf("it fell from %d to %d", bm.StartingGold, bm.StartingGold-bm.ForgeCost[bm.Standard]+bm.EndValue[bm.Standard])},
		{Where: "Spaces the war emptied", Says: fmt.Sprintf("for %d gold and 1 for each of your two Orc tiles", bm.SellValue[bm.Standard])},
		{Where: "Vorpal weapons and the Craft Bonus", Says: fmt.Sprintf("Level %d takes that weapon's Craft Bonus", bm.BonusLevel)},
		{Where: "Year's End", Says: fmt.Sprintf("each unsold weapon brings %d gold, or %d if Vorpal", bm.EndValue[bm.Standard], bm.EndValue[bm.Vorpal]), Own: true},
		{Where: "Year's End", Says: fmt.Sprintf("with two players the larger earns %d gold; with three or four the largest earns %d and the next %d", bm.DefeatedNext, bm.DefeatedFirst, bm.DefeatedNext)},
		{Where: "Year's End", Says: "Vorpal weapons counting double"},
	})
	boardtest.PageClaims(t, Rules(), []boardtest.Claim{
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

// TestLessonTeachesAFirstGamesNeeds replays the lesson and checks what it
// shows that a first game needs: "Projected" falling from 10 to
// 7 once an Axe is forged; a Craft card's "= N" price being the price of
// the player to move (the Axe card 6 gold for you, 0 for Beatrix, at the
// step that says so); and a Summer sale onto a space the war emptied,
// not one beside a face-up Demand Token, for the gold the step says.
func TestLessonTeachesAFirstGamesNeeds(t *testing.T) {
	st, err := bm.Game{}.New(Lesson.Config())
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*bm.State)
	taught := map[string]bool{}
	for _, step := range Lesson.Steps {
		switch step.Title {
		case "Up to three at once":
			if got := s.ProjectedResult().Scores[0]; got != 7 {
				t.Errorf("after the first Axe Projected is %d, the lesson says 7", got)
			}
			taught["Projected"] = true
		case "Whose price":
			axe := -1
			for _, id := range s.CraftRow {
				if id >= 0 && bm.CraftCards[id].Weapon == bm.Axe && bm.CraftCards[id].Levels == 2 && bm.CraftCards[id].Cost == bm.Times2 {
					axe = id
				}
			}
			if axe < 0 || s.ToMove() != 1 || s.CraftCost(0, axe) != 6 || s.CraftCost(1, axe) != 0 {
				t.Errorf("the Axe card (+2 Levels, ×2) is not 6 gold for you and 0 for Beatrix on her turn")
			}
			taught["a Craft card's price"] = true
		}
		if step.Play == "" {
			continue
		}
		a, err := board.Expected(s, step)
		if err != nil {
			t.Fatal(err)
		}
		if step.Title == "Spaces the war emptied" {
			space := int(a.A)
			if s.Season != 1 || s.Tokens[space/2] != bm.TokenRemoved || s.SaleValue(0, space, bm.Standard) != 8 || !strings.HasSuffix(step.Play, "for 8 gold") {
				t.Errorf("the Summer sale is not onto a space the war emptied for 8 gold (season %d, token %d)", s.Season, s.Tokens[space/2])
			}
			taught["a sale onto an emptied space"] = true
		}
		steve := s.SteveSold
		if err := s.Apply(a); err != nil {
			t.Fatalf("%s: %v", step.Title, err)
		}
		if step.Title == "Beatrix sells" && (s.ToMove() != 0 || s.SteveSold <= steve) {
			t.Error("after Beatrix's sale Steve did not sell, or it is not your turn, as the lesson says")
		}
	}
	for _, want := range []string{"Projected", "a Craft card's price", "a sale onto an emptied space"} {
		if !taught[want] {
			t.Errorf("the lesson does not teach %s", want)
		}
	}
}
