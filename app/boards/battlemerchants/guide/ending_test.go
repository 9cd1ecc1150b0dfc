package guide

import (
	"fmt"
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	bm "tabula/engines/battlemerchants"
)

// TestEndingSaysWhatTheEngineDoes replays the lesson's ending step by step
// and checks every number its words quote against the engine, where the
// step says it: the gold and Projected at the start, what each of the
// person's sales adds to Projected, who triggers the Season's end, and how
// the final score differs from Projected (repairs, a battle, Trophy
// Hunters' Defeated weapons, Royal Armory's two Vorpal Axes).
func TestEndingSaysWhatTheEngineDoes(t *testing.T) {
	st, err := ending.Start(bm.Game{})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*bm.State)
	if s.Season != bm.Seasons-1 || s.SeasonArea[s.Season] != 1 || s.ToMove() != 0 {
		t.Fatalf("the ending starts in season %d with %d Demand Tokens of it in the Season Area, seat %d to move; it says Winter, 1, you",
			s.Season, s.SeasonArea[s.Season], s.ToMove())
	}
	projected := func(seat int) int { return s.ProjectedResult().Scores[seat] }
	says := func(step board.LessonStep, texts ...string) { t.Helper(); boardtest.StepSays(t, step, texts...) }
	var before *bm.State // the position before the last move played
	for k, step := range ending.Steps {
		switch k {
		case 0:
			says(step, fmt.Sprintf("you hold %d gold", s.Seats[0].Gold), fmt.Sprintf("your Projected is %d", projected(0)))
		case 4:
			says(step, fmt.Sprintf("Projected stands at %d for you and %d for Beatrix", projected(0), projected(1)))
			if s.SeasonArea[s.Season] != 3 {
				t.Errorf("at %q the Season's end is not triggered", step.Title)
			}
			says(step, fmt.Sprintf("%d gold of repairs, each of Beatrix's %d with her Repair Contracts", bm.RepairGold, bm.RepairGold+1))
			if holds(s, 0, "Repair Contracts") || !holds(s, 1, "Repair Contracts") {
				t.Error("the ending says Beatrix, and she alone, holds Repair Contracts")
			}
		case 5:
			r, p := s.Result(), before.ProjectedResult()
			ledger := func(r []int, c int) int { return r[c] }
			repairs := ledger(r.Points[0], bm.LedgerRepairs) - ledger(p.Points[0], bm.LedgerRepairs)
			battles := ledger(r.Points[0], bm.LedgerBattles) - ledger(p.Points[0], bm.LedgerBattles)
			endCards := ledger(r.Points[0], bm.LedgerEndCards) - ledger(p.Points[0], bm.LedgerEndCards)
			defeated := s.Seats[0].Defeated[bm.Standard] + s.Seats[0].Defeated[bm.Vorpal] - before.Seats[0].Defeated[bm.Standard] - before.Seats[0].Defeated[bm.Vorpal]
			says(step, fmt.Sprintf("You ended %d gold above your Projected %d", r.Scores[0]-p.Scores[0], p.Scores[0]),
				fmt.Sprintf("%d for the repairs of your %d weapons on the board", repairs, repairs/bm.RepairGold),
				fmt.Sprintf("%d from a battle", battles), fmt.Sprintf("%d from Trophy Hunters", endCards),
				fmt.Sprintf("sent %d more weapons to your Defeated pile", defeated))
			says(ending.Steps[4], fmt.Sprintf("you win, %d gold to %d", r.Scores[0], r.Scores[1]))
			if repairs+battles+endCards != r.Scores[0]-p.Scores[0] || endCards != defeated {
				t.Errorf("repairs %d, battles %d and End cards %d do not make up the %d between Projected and the final score, or Trophy Hunters paid %d for %d weapons",
					repairs, battles, endCards, r.Scores[0]-p.Scores[0], endCards, defeated)
			}
			if unsold := r.Points[0][bm.LedgerUnsold]; unsold != 2*bm.SellValue[bm.Vorpal]+bm.EndValue[bm.Vorpal]+2*bm.EndValue[bm.Standard] || s.Seats[0].Hand[bm.Axe][bm.Vorpal] != 3 {
				t.Errorf("the unsold weapons scored %d with %d Vorpal Axes: not two Vorpal Axes at their Sell value beside one at its End value and two Standard weapons", unsold, s.Seats[0].Hand[bm.Axe][bm.Vorpal])
			}
		}
		if step.Play == "" {
			continue
		}
		a, err := board.Expected(s, step)
		if err != nil {
			t.Fatal(err)
		}
		gold, was := s.Seats[0].Gold, projected(0)
		before = s.Clone().(*bm.State)
		if err := s.Apply(a); err != nil {
			t.Fatalf("%s: %v", step.Title, err)
		}
		switch k {
		case 1:
			says(step, fmt.Sprintf("Projected rose by %d", projected(0)-was), fmt.Sprintf("+%d gold", s.Seats[0].Gold-gold))
		case 3:
			says(step, fmt.Sprintf("+%d gold, and Projected %d more", s.Seats[0].Gold-gold, projected(0)-was))
			if s.SeasonArea[s.Season] != 3 || s.ToMove() != 1 {
				t.Errorf("the Vorpal Sword's sale did not send the third Demand Token to the Season Area and pass to Beatrix")
			}
		}
	}
	if !s.Over() {
		t.Error("the game is not over at the ending's end")
	}
}

// holds reports whether seat has the Kingdom card named name in front of
// them.
func holds(s *bm.State, seat int, name string) bool {
	for _, id := range s.Seats[seat].Kingdom {
		if bm.KingdomCards[id].Name == name {
			return true
		}
	}
	return false
}
