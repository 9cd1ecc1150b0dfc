package coincrown

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	cc "tabula/engines/coincrown"
)

// TestEndingSaysWhatTheEngineDoes replays the lesson's ending step by step
// and checks every number its words quote against the engine, where the
// step says it: the Land points that made the person Year 5's Start
// Player, the Church tie and Projected at the start, what the last Bronze
// given to the Church and the last upgrade change, the levels of the
// Overseas token and of its Wheat, and that the final score is Projected
// before the last move, category by category; and that the game is over
// at the ending's end.
func TestEndingSaysWhatTheEngineDoes(t *testing.T) {
	// Year 5's first position, in the prelude: who starts the last year.
	st, err := cc.Game{}.New(ending.Config())
	if err != nil {
		t.Fatal(err)
	}
	y5 := st.(*cc.State)
	for _, play := range ending.Prelude {
		if y5.Year == cc.Years {
			break
		}
		a, err := board.Expected(y5, board.LessonStep{Play: play})
		if err != nil {
			t.Fatal(err)
		}
		if err := y5.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if y5.Year != cc.Years || cc.PointsStartYear(2) != cc.Years || y5.Start != 0 || y5.LandPoints(0) >= y5.LandPoints(1) {
		t.Fatalf("Year %d begins with seat %d as Start Player, Land points %d to %d: not you, the last year's Start Player with the fewest",
			y5.Year, y5.Start, y5.LandPoints(0), y5.LandPoints(1))
	}

	st, err = ending.Start(cc.Game{})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*cc.State)
	if s.Year != cc.Years || s.Start != 0 || s.ToMove() != 0 || s.Phase != cc.PhaseChurch {
		t.Fatalf("the ending starts in Year %d, Start Player %d, seat %d to move in phase %d; it says Year %d, you, at the Church",
			s.Year, s.Start, s.ToMove(), s.Phase, cc.Years)
	}
	projected := func(seat int) int { return s.ProjectedResult().Scores[seat] }
	church := func(seat int) int { return s.ProjectedResult().Points[seat][cc.ScoreChurch] }
	says := func(step board.LessonStep, texts ...string) { t.Helper(); boardtest.StepSays(t, step, texts...) }
	first := [2]int{projected(0), projected(1)}
	var before *cc.State // the position before the last move played
	for k, step := range ending.Steps {
		switch k {
		case 0:
			top := cc.ChurchPoints(2)[0]
			says(step, fmt.Sprintf("in Year %d, the last", cc.Years), fmt.Sprintf("%d to Matilda's %d", y5.LandPoints(0), y5.LandPoints(1)),
				fmt.Sprintf("%d each, since you have both given %d to the Church", projected(0), s.Seats[0].Church.Value()),
				fmt.Sprintf("a tie scores %d each instead of %d", top-cc.ChurchTiePenalty, top))
			if projected(0) != projected(1) || s.Seats[0].Church.Value() != s.Seats[1].Church.Value() ||
				church(0) != top-cc.ChurchTiePenalty || church(1) != top-cc.ChurchTiePenalty {
				t.Errorf("Projected %d to %d, the Church %d to %d given, scoring %d and %d: not a tie at both",
					projected(0), projected(1), s.Seats[0].Church.Value(), s.Seats[1].Church.Value(), church(0), church(1))
			}
		case 1:
			if s.Seats[0].Income != (cc.Coins{cc.Bronze: 1}) {
				t.Errorf("your Income is %v, the step says your last Bronze", s.Seats[0].Income)
			}
			says(step, fmt.Sprintf("%d to Matilda's %d", s.Seats[0].Church.Value()+cc.DenomValue[cc.Bronze], s.Seats[1].Church.Value()))
		case 3:
			says(step, fmt.Sprintf("a Hamlet made a Village scores %d {crown} instead of %d", cc.LandPoints[cc.Village], cc.LandPoints[cc.Hamlet]))
		case 5:
			says(step, fmt.Sprintf("Your Overseas token is on level %d", s.Seats[0].Overseas),
				fmt.Sprintf("a Wheat is on level %d", overseasPrice(cc.Wheat)))
		case 7:
			r, p := s.Result(), before.ProjectedResult()
			for seat := range 2 {
				if !slices.Equal(r.Points[seat], p.Points[seat]) || r.Scores[seat] != p.Scores[seat] {
					t.Errorf("seat %d's final score %v (%d) is not its Projected before the last move %v (%d)", seat, r.Points[seat], r.Scores[seat], p.Points[seat], p.Scores[seat])
				}
			}
			lands, coins := s.LandCounts(0), 0
			for _, holder := range s.Iron {
				if holder == 0 {
					coins++
				}
			}
			iron := r.Points[0][cc.ScoreIron]
			landPoints := r.Points[0][cc.ScoreHamlets] + r.Points[0][cc.ScoreVillages] + r.Points[0][cc.ScoreTowns] + r.Points[0][cc.ScoreCities]
			if lands[cc.Town] != 0 || lands[cc.City] != 0 {
				t.Errorf("you have %v Lands, the step names Hamlets and Villages only", lands)
			}
			says(step, fmt.Sprintf("You have %d for Lands (%d Hamlets, %d Villages), %d for the Church and %d for %s Iron coins",
				landPoints, lands[cc.Hamlet], lands[cc.Village], r.Points[0][cc.ScoreChurch], iron, numberWord(coins)),
				fmt.Sprintf("the %d in coins left in your purse and discard pile", s.CoinValue(0)),
				fmt.Sprintf("From %d each, your last Bronze and your last Village made it %d to %d", first[0], r.Scores[0], r.Scores[1]))
			if first[0] != first[1] || s.Seats[0].Income.Value() != 0 || s.Seats[0].Reserved != cc.NoCoin ||
				s.CoinValue(0) != s.Seats[0].Purse.Value()+s.Seats[0].Discard.Value() {
				t.Errorf("the coins you hold are not all in your purse and discard pile, or Projected did not start equal")
			}
		}
		if step.Play == "" {
			continue
		}
		a, err := board.Expected(s, step)
		if err != nil {
			t.Fatal(err)
		}
		was := [2]int{projected(0), projected(1)}
		before = s.Clone().(*cc.State)
		if err := s.Apply(a); err != nil {
			t.Fatalf("%s: %v", step.Title, err)
		}
		switch k {
		case 1:
			says(step, fmt.Sprintf("The Church scores %d for you and %d for Matilda: Projected %d to %d", church(0), church(1), projected(0), projected(1)))
			if church(0) != cc.ChurchPoints(2)[0] || s.Seats[0].Income.Count() != 0 || s.ToMove() != 1 {
				t.Errorf("after the last Bronze the Church scores you %d, your Income is %v and seat %d is to move: not the Church's top score, spent, Matilda's turn",
					church(0), s.Seats[0].Income, s.ToMove())
			}
		case 2:
			if !s.Seats[1].Passed || s.ToMove() != 0 {
				t.Errorf("Matilda did not pass, or it is not your turn after her")
			}
		case 3:
			if s.Phase != cc.PhaseUpgrade || s.Needs[cc.Wheat] != 2 || s.Needs[cc.Wheat] != sum(s.Needs[:]) {
				t.Errorf("the upgrade needs %v, not Wheat + Wheat", s.Needs)
			}
		case 4:
			if s.Needs[cc.Wheat] != 2 || sum(s.Needs[:]) != 2 || s.Wild != 1 {
				t.Errorf("after the Builder the upgrade still needs %v with %d wild, not one Wheat", s.Needs, s.Wild)
			}
			// The prompt agrees with the step's note ("one more is needed"),
			// not "still 2 Wheat".
			if got := prompt(ccProps(s), s); !strings.HasPrefix(got, "Exhaust a card or buy Overseas: still 1 of 2 Wheat. 1 given as your choice.") {
				t.Errorf("after the Builder the prompt says %q", got)
			}
		case 5:
			says(step, fmt.Sprintf("Projected rose by %d, to %d against Matilda's %d", projected(0)-was[0], projected(0), projected(1)))
			if projected(0)-was[0] != cc.LandPoints[cc.Village]-cc.LandPoints[cc.Hamlet] || projected(1) != was[1] || s.Seats[0].Overseas != 0 {
				t.Errorf("the upgrade made Projected %d to %d from %d to %d, with the token on level %d", projected(0), projected(1), was[0], was[1], s.Seats[0].Overseas)
			}
		case 6:
			r := s.Result()
			says(step, fmt.Sprintf("so Year %d ends", before.Year), fmt.Sprintf("you win, %d points to %d", r.Scores[0], r.Scores[1]))
			if !s.Over() || r.Scores[0] <= r.Scores[1] {
				t.Errorf("the pass did not end the game with your win: over %v, %v", s.Over(), r.Scores)
			}
		}
	}
	if !s.Over() {
		t.Error("the game is not over at the ending's end")
	}
	boardtest.LessonClaims(t, ending, []boardtest.Claim{
		{Where: "One more Village", Says: "Wheat + Wheat {wheat}", Own: true},
		{Where: "From Projected to the final score", Says: "Iron coins " + board.Own, Own: true},
	})
}

// sum adds the resources an upgrade still needs.
func sum(needs []int8) int8 {
	n := int8(0)
	for _, v := range needs {
		n += v
	}
	return n
}

// numberWord spells the small counts the ending's words quote.
func numberWord(n int) string {
	words := []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight"}
	if n < len(words) {
		return words[n]
	}
	return fmt.Sprint(n)
}
