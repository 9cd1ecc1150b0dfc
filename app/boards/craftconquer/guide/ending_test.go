package guide

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	cc "tabula/engines/craftconquer"
)

// TestEndingSaysWhatTheEngineDoes replays the lesson's ending step by step
// and checks every number and claim its words make against the engine,
// where the step says it: the Factions, Godfrey's completed Objective and
// its ribbon, your two complete Objectives, each card's points and ribbon,
// that your second claim ends your turn and starts the last round, that
// you then have no move of your own while Godfrey plays his last turn
// (his draw and hand limits, his Promoted, his second Objective), and the
// final score, category by category, against Projected.
func TestEndingSaysWhatTheEngineDoes(t *testing.T) {
	st, err := ending.Start(cc.Game{})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*cc.State)
	if s.Target != 2 || s.ToMove() != 0 || s.Finisher >= 0 || s.Seats[0].Turns != 2 {
		t.Fatalf("the ending starts with a target of %d Objectives, seat %d to move in its turn %d, finisher %d; it says the short game, your second turn",
			s.Target, s.ToMove(), s.Seats[0].Turns, s.Finisher)
	}
	projected := func(seat int) int { return s.ProjectedResult().Scores[seat] }
	says := func(step board.LessonStep, texts ...string) { t.Helper(); boardtest.StepSays(t, step, texts...) }
	faction := func(seat int) cc.Faction { return cc.Factions[s.Seats[seat].Faction] }
	// card is the Objective named name in seat's hand or among its
	// completed ones.
	card := func(seat int, name string) cc.Objective {
		t.Helper()
		for _, c := range slices.Concat(s.Seats[seat].Objectives, s.Seats[seat].Done) {
			if cc.Objectives[c].Name == name {
				return cc.Objectives[c]
			}
		}
		t.Fatalf("seat %d holds no Objective %q", seat, name)
		return cc.Objective{}
	}
	// colour is what o's ribbon adds to seat's score: the Faction colours
	// point, and the colour that earns it, lower case.
	colour := func(seat int, o cc.Objective) (int, string) {
		for _, r := range o.Ribbon {
			if r >= 0 && (r == faction(seat).Colours[0] || r == faction(seat).Colours[1]) {
				return cc.FactionColourPoints, strings.ToLower(r.String())
			}
		}
		return 0, ""
	}
	claimable := func(name string) bool {
		for _, a := range s.Legal() {
			if strings.HasPrefix(s.Describe(a), fmt.Sprintf("Claim the Objective %q ", name)) {
				return true
			}
		}
		return false
	}
	actions := func(seat int) []string {
		var out []string
		for _, c := range s.Seats[seat].Actions {
			out = append(out, cc.CardKindOf(c.ID).String())
		}
		return out
	}
	objectives := func(seat int) []string {
		var out []string
		for _, c := range s.Seats[seat].Objectives {
			out = append(out, cc.Objectives[c].Name)
		}
		return out
	}

	const (
		arrows, bolteer, retired, knight, three = "Crafted Two Flaming Arrows", "Upgraded to a Bolteer", "Retired a Warrior", "Upgraded to a Knight", "Crafted Three Arrows"
	)
	var before *cc.State // the position before the last move played
	for k, step := range ending.Steps {
		switch k {
		case 0:
			says(step, "you lead the "+faction(0).Name+", he the "+faction(1).Name)
			if len(s.Seats[1].Done) != 1 || cc.Objectives[s.Seats[1].Done[0]].Name != three {
				t.Errorf("Godfrey has completed %d Objectives; the ending says one, %s", len(s.Seats[1].Done), three)
			}
			extra, col := colour(1, card(1, three))
			says(step, fmt.Sprintf("his Projected score, in the Players panel, is %d: what the final scoring would give him now, %d point and %d more because its ribbon shows %s", projected(1), card(1, three).Points, extra, col))
			if len(s.Seats[0].Done) != 0 || len(s.Seats[0].Objectives) != 3 || !claimable(arrows) || !claimable(retired) || claimable(bolteer) {
				t.Errorf("you have %d Objectives completed and hold %v: not none, and three of which %s and %s are complete and %s is not",
					len(s.Seats[0].Done), objectives(0), arrows, retired, bolteer)
			}
		case 1:
			extra, col := colour(0, card(0, arrows))
			says(step, fmt.Sprintf("%d points, and %d more for its %s ribbon", card(0, arrows).Points, extra, col))
		case 2:
			says(step, fmt.Sprintf("Retired a Warrior is worth %d point, Upgraded to a Bolteer %d", card(0, retired).Points, card(0, bolteer).Points))
			if !slices.Contains(actions(0), "Promoted") {
				t.Errorf("you hold %v, not Promoted", actions(0))
			}
		case 4:
			says(step, fmt.Sprintf("keeps at most %d Objectives and %d Action cards", cc.ObjectiveHand, cc.ActionHand))
			if o := objectives(1); len(o) != cc.ObjectiveHand+1 || o[len(o)-1] != knight {
				t.Errorf("Godfrey's hand at his last turn's start is %v; the ending says he drew %s", o, knight)
			}
		case 5:
			says(step, fmt.Sprintf("holds %d Action cards", len(actions(1))))
			if a := actions(1); len(a) != cc.ActionHand+1 || a[len(a)-1] != "Promoted" {
				t.Errorf("Godfrey holds %v; the ending says he drew Promoted and holds 3 Action cards", a)
			}
		case 7:
			says(step, fmt.Sprintf("Upgraded to a Knight {Knight}, %d points", card(1, knight).Points))
		case 8:
			r, p := s.Result(), before.ProjectedResult()
			says(step, fmt.Sprintf("your %d are %d points on your two Objectives and %d for the green ribbon, Godfrey's %d are %d points and %d for his blue ribbon",
				r.Scores[0], r.Points[0][cc.CatObjectives], r.Points[0][cc.CatColours], r.Scores[1], r.Points[1][cc.CatObjectives], r.Points[1][cc.CatColours]),
				fmt.Sprintf("Your Projected %d before his claim was already your final score", p.Scores[0]))
			if p.Scores[0] != r.Scores[0] || r.Scores[0]-r.Points[0][cc.CatObjectives]-r.Points[0][cc.CatColours] != 0 || r.Scores[1]-r.Points[1][cc.CatObjectives]-r.Points[1][cc.CatColours] != 0 {
				t.Errorf("the final score %v (%v) is not your Projected %d, or has more than Objectives and Faction colours", r.Scores, r.Points, p.Scores[0])
			}
			if len(s.Seats[0].Done) != 2 || len(s.Seats[1].Done) != 2 {
				t.Errorf("you completed %d Objectives and Godfrey %d; the ending says two each", len(s.Seats[0].Done), len(s.Seats[1].Done))
			}
			// Retired a Warrior in Upgraded to a Bolteer's place.
			be, _ := colour(0, card(0, bolteer))
			re, _ := colour(0, card(0, retired))
			instead := r.Scores[0] - int(card(0, bolteer).Points) - be + int(card(0, retired).Points) + re
			says(step, fmt.Sprintf("Had you ended with Retired a Warrior, you would have had %d, only level with Godfrey", instead))
			if instead != r.Scores[1] {
				t.Errorf("Retired a Warrior would have made you %d, not level with Godfrey's %d", instead, r.Scores[1])
			}
		}
		if step.Play == "" {
			continue
		}
		a, err := board.Expected(s, step)
		if err != nil {
			t.Fatal(err)
		}
		before = s.Clone().(*cc.State)
		mover := s.ToMove()
		if err := s.Apply(a); err != nil {
			t.Fatalf("%s: %v", step.Title, err)
		}
		if k >= 4 && mover != 1 {
			t.Errorf("at %q seat %d moved; after the last round began, only Godfrey moves", step.Title, mover)
		}
		switch k {
		case 1:
			says(step, fmt.Sprintf("Your Projected is %d: one Objective of the two", projected(0)))
			if len(s.Seats[0].Done) != 1 || s.ToMove() != 0 {
				t.Errorf("the first claim left you %d Objectives completed and seat %d to move", len(s.Seats[0].Done), s.ToMove())
			}
		case 2:
			if !claimable(bolteer) || !claimable(retired) {
				t.Errorf("after Promoted %s or %s cannot be claimed", bolteer, retired)
			}
		case 3:
			says(step, fmt.Sprintf("Projected %d to %d", projected(0), projected(1)))
			if s.Finisher != 0 || !s.Seats[0].Finished || s.ToMove() != 1 || s.Over() {
				t.Errorf("your second claim did not end your turn and start the last round: finisher %d, seat %d to move", s.Finisher, s.ToMove())
			}
			if !slices.Contains(objectives(0), retired) || len(s.Seats[0].Actions) == 0 {
				t.Errorf("after your last claim you hold %v and %v; the ending says Retired a Warrior stays in your hand, and you play no Action card though you hold one",
					objectives(0), actions(0))
			}
		case 4:
			if o := objectives(1); len(o) != cc.ObjectiveHand || !slices.Contains(o, knight) {
				t.Errorf("Godfrey keeps %v; the ending says %s among %d", o, knight, cc.ObjectiveHand)
			}
		case 5:
			if a := actions(1); !slices.Equal(a, []string{"Archer Volley", "Promoted"}) {
				t.Errorf("Godfrey keeps %v; the ending says Archer Volley and Promoted", a)
			}
		case 6:
			if !claimable(knight) {
				t.Errorf("after his Promoted Godfrey cannot claim %s", knight)
			}
		case 7:
			r := s.Result()
			says(step, fmt.Sprintf("you win, %d points to %d", r.Scores[0], r.Scores[1]))
			if r.Rank[0] != 1 || r.Rank[1] != 2 {
				t.Errorf("the ranks are %v; the ending says you win", r.Rank)
			}
		}
		if !s.Over() && k >= 3 && s.ToMove() == 0 {
			t.Errorf("after %q you are to move; the player who ended the game takes no more turns", step.Title)
		}
	}
	if !s.Over() {
		t.Error("the game is not over at the ending's end")
	}
	boardtest.LessonClaims(t, ending, []boardtest.Claim{
		{Where: "Two Objectives end it", Says: "1 more because its ribbon shows blue, one of his Faction's colours", Own: true},
		{Where: "Claim the first", Says: "2 points, and 1 more for its green ribbon", Own: true},
		{Where: "Choose the last one", Says: "Retired a Warrior is worth 1 point, Upgraded to a Bolteer 2", Own: true},
		{Where: "His second Objective", Says: "2 points", Own: true},
		{Where: "The final score", Says: "Godfrey's 4 are 3 points and 1 for his blue ribbon", Own: true},
	})
}
