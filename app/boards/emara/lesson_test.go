package emara

import (
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/app/boards/emara/lesson"
	"tabula/engines"
	em "tabula/engines/emara"
)

// TestLessonMarksOneTarget replays the lesson and its ending as the table
// plays them, the legal moves cut to the step's move, and checks that each
// step with a move marks exactly one target on the board, the mat, the
// panel and the status bar's buttons together (the Buildings' start once
// showed its button twice); a Councilor's move, by an Action or a card,
// three: the Councilor, the Location it lands on and its "lands here"
// marker.
func TestLessonMarksOneTarget(t *testing.T) {
	for _, l := range []struct {
		name   string
		lesson *board.Lesson
	}{{"lesson", lesson.FirstRounds}, {"ending", lesson.FirstRounds.Ending}} {
		t.Run(l.name, func(t *testing.T) {
			st, err := l.lesson.Start(em.Game{})
			if err != nil {
				t.Fatal(err)
			}
			for k, step := range l.lesson.Steps {
				if step.Play == "" {
					continue
				}
				a, err := board.Expected(st, step)
				if err != nil {
					t.Fatalf("step %d: %v", k+1, err)
				}
				p := emProps(st.(*em.State))
				p.Legal = only(p.Legal, a)
				want := 1
				if a.Kind == em.KindMove || a.Kind == em.KindCardMove {
					want = 3
				}
				if n := len(targetClass.FindAllString(renderEmara(t, p, ""), -1)); n != want {
					t.Errorf("step %d (%s) marks %d targets, want %d", k+1, step.Title, n, want)
				}
				if err := st.Apply(a); err != nil {
					t.Fatalf("step %d: %v", k+1, err)
				}
			}
		})
	}
}

// only keeps of legal the choice of a.
func only(legal []board.Choice, a engines.Action) []board.Choice {
	for _, c := range legal {
		if c.Action == a {
			return []board.Choice{c}
		}
	}
	return nil
}

// TestLessonFirstStepPlacesNoCouncilor: before the Buildings' start is
// chosen the Councilors are not on the board yet (the setup Event places
// them), so the mat does not say where they stand.
func TestLessonFirstStepPlacesNoCouncilor(t *testing.T) {
	st, err := em.Game{}.New(lesson.FirstRounds.Config())
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*em.State)
	if s.Phase != em.PhaseStart {
		t.Fatalf("the lesson begins in phase %v, want the Buildings' start", s.Phase)
	}
	htm := renderEmara(t, emProps(s), "")
	if strings.Contains(htm, "Councilors at the") || !strings.Contains(htm, "placed once the Buildings") {
		t.Error("the mat places the Councilors before the setup Event does")
	}
}
