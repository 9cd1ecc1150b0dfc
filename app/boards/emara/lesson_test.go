package emara

import (
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/engines"
	em "tabula/engines/emara"
)

// TestLessonMarksOneTarget replays the lesson as the table plays it, the
// legal moves cut to the step's move, and checks that each step with a
// move marks exactly one target on the board, the mat, the panel and the
// status bar's buttons together (the Buildings' start once showed its
// button twice).
func TestLessonMarksOneTarget(t *testing.T) {
	st, err := em.Game{}.New(lesson.Config())
	if err != nil {
		t.Fatal(err)
	}
	for k, step := range lesson.Steps {
		if step.Play == "" {
			continue
		}
		a, err := board.Expected(st, step)
		if err != nil {
			t.Fatalf("step %d: %v", k+1, err)
		}
		p := emProps(st.(*em.State))
		p.Legal = only(p.Legal, a)
		if n := len(targetClass.FindAllString(renderEmara(t, p, ""), -1)); n != 1 {
			t.Errorf("step %d (%s) marks %d targets, want 1", k+1, step.Title, n)
		}
		if err := st.Apply(a); err != nil {
			t.Fatalf("step %d: %v", k+1, err)
		}
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

func TestLessonIcon(t *testing.T) {
	for _, name := range []string{"wood", "citizen", "cathedral", "favor"} {
		if lessonIcon(name) == nil {
			t.Errorf("lessonIcon(%q) draws nothing", name)
		}
	}
	if lessonIcon("dragon") != nil {
		t.Error("lessonIcon draws a name the board has no symbol for")
	}
}

// TestNoCouncilorsBeforeTheStart checks that the Councilors appear only
// once they are placed: before the Buildings' start they once stood on the
// first Location of each ring, not where the setup Event card puts them.
func TestNoCouncilorsBeforeTheStart(t *testing.T) {
	s := newEmState(t, 1, 6)
	if n := strings.Count(renderEmara(t, emProps(s), ""), "em-pawn-box"); n != 0 {
		t.Errorf("before the start the board draws %d Councilors", n)
	}
	if err := s.Apply(em.BuildingStart(em.FirstGameBuildings)); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(renderEmara(t, emProps(s), ""), "em-pawn-box"); n != em.Councilors {
		t.Errorf("after the start the board draws %d Councilors, want %d", n, em.Councilors)
	}
}
