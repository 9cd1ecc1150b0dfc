package lesson

import (
	"fmt"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/engines"
	em "tabula/engines/emara"
)

// TestEndingSaysWhatTheEngineDoes replays the lesson's ending step by step
// and checks every number its words quote against the engine, where the
// step says it: the round, the tracks, the leftovers and Projected at the
// start, what each of the person's moves adds to Projected and how the
// leftovers are placed, the Event's reward, and how the final score and
// Victoria's differ from Projected; and that Tabula's own values are
// marked as such.
func TestEndingSaysWhatTheEngineDoes(t *testing.T) {
	st, err := ending.Start(em.Game{})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*em.State)
	me := func() *em.Player { return &s.Seats[0] }
	projected := func() engines.Result { return s.ProjectedResult() }
	citEnd := em.CitEnd
	bldEnd := em.NumCit + em.BldEnd
	says := func(step board.LessonStep, texts ...string) { t.Helper(); boardtest.StepSays(t, step, texts...) }
	ev, _ := s.CurrentEvent()
	if s.Round != em.Rounds-1 || s.Turn != em.TurnsPerRound-1 || s.ToMove() != 0 || s.NPlayers != 1 {
		t.Fatalf("the ending starts in round %d, turn %d, seat %d to move, %d players; it says the last turn of round %d, alone",
			s.Round+1, s.Turn+1, s.ToMove(), s.NPlayers, em.Rounds)
	}
	var before *em.State // the position before the last move played
	for k, step := range ending.Steps {
		p, pr := me(), projected()
		switch k {
		case 0:
			says(step, fmt.Sprintf("the last turn of round %d, the last round", em.Rounds),
				fmt.Sprintf("both stand at %d", p.Citizens()),
				fmt.Sprintf("%d points, placed %d on each track", s.EndPoints(0), pr.Points[0][citEnd]),
				fmt.Sprintf(": %d.", pr.Scores[0]))
			if p.Citizens() != p.Buildings() || pr.Points[0][citEnd] != pr.Points[0][bldEnd] || pr.Points[0][citEnd]+pr.Points[0][bldEnd] != s.EndPoints(0) {
				t.Errorf("Citizens %d, Buildings %d and leftovers %d placed %d and %d: not both tracks alike with the leftovers shared evenly",
					p.Citizens(), p.Buildings(), s.EndPoints(0), pr.Points[0][citEnd], pr.Points[0][bldEnd])
			}
			if s.Slot != 1 || em.SlotSteps[1] != 2 || p.Slots[1] != int8(em.CardRing) || !s.CardDone || p.Rings != 1 {
				t.Errorf("the Signet Ring card is not on the 2-step slot, its Signet Ring taken (slot %d, card %d, done %v, %d Rings)",
					s.Slot, p.Slots[s.Slot], s.CardDone, p.Rings)
			}
		case 1:
			says(step, fmt.Sprintf("a Signet Ring {ring} scores %d points, a Book {book} or a Favor Token {favor} %d, and every %d resources 1",
				em.EndRingPoints, em.EndItemPoints, em.EndResourcesPerPt))
			if p.Res[em.Wood] != 1 || p.Resources() != 1 || p.Books != 1 || len(p.Favors) != 1 || p.Coins != 0 || p.Bread != 0 {
				t.Errorf("the leftovers are not a lone Wood, a Book, a Favor Token and Signet Rings: %+v", *p)
			}
			steps := em.SlotSteps[s.Slot]
			says(step, fmt.Sprintf("from the Cathedral %d steps to the Castle", steps))
			if l := s.CouncilorLocation(0, 1); l != em.Cathedral || s.Destination(0, 1, steps) != em.Castle {
				t.Errorf("the Town Councilor stands at the %v and lands %d steps on at the %v, not the Cathedral and the Castle", l, steps, s.Destination(0, 1, steps))
			}
		case 2:
			says(step, fmt.Sprintf("asks %d Wood", s.MarkerValue(em.GiftMarker+em.MarkerKind(em.Wood))),
				fmt.Sprintf("which scores %d.", em.EndRingPoints))
		case 3:
			says(step, fmt.Sprintf("your Book {book} scores %d point", em.EndItemPoints),
				fmt.Sprintf("brings %d Building Points", s.BuildingGain(0, em.CastleBookBuildings)))
		case 4:
			says(step, fmt.Sprintf("Round %d's Event, %s, pays at the round's end %d Citizen Points", em.Rounds, ev.Name, ev.N),
				fmt.Sprintf("a Signet Ring scores only %d", em.EndRingPoints))
			if p.Coins != 0 {
				t.Errorf("at %q you have %d Gold Coins; it says none", step.Title, p.Coins)
			}
			if ev.Effect != em.EventAlms || s.Phase != em.PhaseEvent {
				t.Errorf("the Event is %q (phase %v), not Alms for the poor at the round's end", ev.Name, s.Phase)
			}
			// With a Gold Coin, the Alms would take 1 of them instead.
			rich := s.Clone().(*em.State)
			rich.Seats[0].Coins++
			taken := -1
			for _, a := range rich.Legal() {
				if d := rich.Describe(a); strings.Contains(d, "Gold Coin for") && rich.Apply(a) == nil {
					taken = 1 - rich.Seats[0].Coins
					if got := rich.Seats[0].Cit[em.CitEvents] - s.Seats[0].Cit[em.CitEvents]; got != ev.N {
						t.Errorf("the Alms pay %d Citizen Points for a Gold Coin, not %d", got, ev.N)
					}
					break
				}
			}
			says(step, fmt.Sprintf("for %d Gold Coin {coin} or", taken))
		case 5:
			bp, bq := &before.Seats[0], before.ProjectedResult()
			r := s.Result()
			says(step, fmt.Sprintf("Your Projected was %d before the last move: Citizens %d with your leftovers' %d points, and Buildings %d",
				bq.Scores[0], bp.Citizens(), bq.Points[0][citEnd], bp.Buildings()),
				fmt.Sprintf("a Signet Ring, %d of those points, into %d Citizen Points", em.EndRingPoints, p.Cit[em.CitEvents]-bp.Cit[em.CitEvents]),
				fmt.Sprintf("scored %d, placed %d on Citizens and %d on Buildings: %d and %d, your final score",
					s.EndPoints(0), r.Points[0][citEnd], r.Points[0][bldEnd], p.Citizens(), p.Buildings()),
				fmt.Sprintf("Victoria scored %d more", s.VictoriaScore()-before.VictoriaScore()),
				fmt.Sprintf("at the end of round %d, as for a Stone and a Bread", s.Round+1),
				fmt.Sprintf("took no rank: %d.", s.VictoriaScore()))
			if bq.Points[0][bldEnd] != 0 || r.Scores[0] != p.Citizens() || p.Citizens() != p.Buildings() || p.Rings != 1 || len(p.Favors) != 1 || s.EndPoints(0) != em.EndRingPoints+em.EndItemPoints {
				t.Errorf("Projected did not put all the leftovers on Citizens, or the final tracks (%d, %d) are not alike, or the last leftovers are not a Signet Ring and a Favor Token", p.Citizens(), p.Buildings())
			}
			if s.VictoriaRank() != before.VictoriaRank() || s.VictoriaScore()-before.VictoriaScore() != before.MarkerValue(em.StoneMarker)+before.MarkerValue(em.BreadMarker) {
				t.Errorf("Victoria's last scoring is not a Stone and a Bread without a rank")
			}
		}
		if step.Play == "" {
			continue
		}
		a, err := board.Expected(s, step)
		if err != nil {
			t.Fatal(err)
		}
		was := pr.Scores[0]
		cit, rings := p.Citizens(), p.Rings
		before = s.Clone().(*em.State)
		if err := s.Apply(a); err != nil {
			t.Fatalf("%s: %v", step.Title, err)
		}
		p, pr = me(), projected()
		switch k {
		case 1:
			says(step, fmt.Sprintf("Projected is still %d", pr.Scores[0]))
			if pr.Scores[0] != was || s.CouncilorLocation(0, 1) != em.Castle {
				t.Errorf("the move to the Castle changed Projected from %d to %d, or did not reach the Castle", was, pr.Scores[0])
			}
		case 2:
			says(step, fmt.Sprintf("Your leftovers now score %d, and Projected rose by %d, to %d", s.EndPoints(0), pr.Scores[0]-was, pr.Scores[0]),
				fmt.Sprintf("the %d new points are shared", s.EndPoints(0)-before.EndPoints(0)))
			if p.Rings != rings+1 || p.Resources() != 0 || pr.Points[0][citEnd] != pr.Points[0][bldEnd] {
				t.Errorf("the gift did not turn the Wood into a Signet Ring, or its points are not shared between the tracks")
			}
		case 3:
			says(step, fmt.Sprintf("Buildings %d, Citizens %d, and Projected rose by %d, to %d: your leftovers' %d points all go to your Citizens",
				p.Buildings(), p.Citizens(), pr.Scores[0]-was, pr.Scores[0], pr.Points[0][citEnd]))
			if pr.Points[0][bldEnd] != 0 || pr.Points[0][citEnd] != s.EndPoints(0) || p.Buildings()-before.Seats[0].Buildings() != em.CastleBookBuildings {
				t.Errorf("the Book did not bring %d Building Points, or the leftovers do not all go to the Citizens", em.CastleBookBuildings)
			}
			says(step, fmt.Sprintf("Your turn ended, and round %d's turns with it", s.Round+1))
			if s.Phase != em.PhaseEvent || s.ToMove() != 0 || s.Round != em.Rounds-1 || s.Turn != em.TurnsPerRound {
				t.Errorf("after the Book the turn and the round's turns did not end: phase %v", s.Phase)
			}
		case 4:
			r := s.Result()
			says(ending.Steps[k], fmt.Sprintf("or %d Signet Ring {ring}", rings-p.Rings))
			says(step, fmt.Sprintf("+%d Citizen Points", p.Cit[em.CitEvents]-before.Seats[0].Cit[em.CitEvents]),
				fmt.Sprintf("you beat her, %d to %d", r.Scores[0], s.VictoriaScore()))
			if p.Rings != rings-1 || p.Citizens()-cit != ev.N+r.Points[0][citEnd] || !s.SoloWon() {
				t.Errorf("the Alms did not take a Signet Ring for %d Citizen Points, or you did not beat Victoria", ev.N)
			}
		}
	}
	if !s.Over() {
		t.Error("the game is not over at the ending's end")
	}
	boardtest.LessonClaims(t, ending, []boardtest.Claim{
		{Where: "The last turn", Says: "placed 2 on each track so that the lower one is as high as it can be", Own: true},
		{Where: "A gift to the king", Says: "asks 1 Wood", Own: true},
		{Where: "From Projected to the final score", Says: "Victoria scored 3 more", Own: true},
	})
}
