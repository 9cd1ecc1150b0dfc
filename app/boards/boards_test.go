package boards

import (
	"regexp"
	"slices"
	"testing"

	"tabula/engines/catalog"
	"tabula/engines/save"
)

// TestEveryEngineHasItsBoard keeps the two lists of games in step: every
// engine the tools know (engines/catalog) is at the table with a board, a
// rules reference, a stylesheet and its Home tile, in the same order.
func TestEveryEngineHasItsBoard(t *testing.T) {
	var ids, want []string
	for _, g := range All() {
		if g.Engine == nil {
			t.Fatal("a game at the table has no engine")
		}
		ids = append(ids, g.ID())
		if g.NewBoard == nil || g.Rules == nil || g.Style == "" {
			t.Errorf("%s plugs in without a board, rules or stylesheet", g.ID())
		}
		if g.Blurb == "" || g.Colour == "" || g.Emblem == nil {
			t.Errorf("%s has no blurb, colour or emblem for its Home tile", g.ID())
		}
	}
	for _, e := range catalog.All() {
		want = append(want, e.Info().ID)
	}
	if !slices.Equal(ids, want) {
		t.Errorf("the table has %v, the engines are %v", ids, want)
	}
}

// iconName finds the icons a lesson's words name, {name}.
var iconName = regexp.MustCompile(`\{([^{}]*)\}`)

// TestLessonsReplay plays every game's lesson through its engine, as the
// table does: each step's move must be legal where the step comes, so a
// change of the rules that breaks a lesson fails here. A lesson has one
// person, ends with a step to read (the offer of a first game) before the
// game is over, names the rulebook section of every step, and names only
// icons its board draws.
func TestLessonsReplay(t *testing.T) {
	lessons := 0
	for _, g := range All() {
		l := g.Lesson
		if l == nil {
			continue
		}
		lessons++
		t.Run(g.ID(), func(t *testing.T) {
			people := 0
			for _, s := range l.Seats {
				if s.Kind == save.Human {
					people++
				}
			}
			if people != 1 {
				t.Errorf("the lesson has %d people, want 1", people)
			}
			end, err := l.Replay(g.Engine)
			if err != nil {
				t.Fatal(err)
			}
			if last := l.Steps[len(l.Steps)-1]; last.Play != "" {
				t.Errorf("the last step %q has a move; it should offer a first game", last.Title)
			}
			if end.Over() {
				t.Error("the game is over at the lesson's end; the person could not keep playing")
			}
			if moves := l.Moves(); moves[len(l.Steps)] == 0 {
				t.Error("the lesson plays no move")
			}
			for _, step := range l.Steps {
				for _, m := range iconName.FindAllStringSubmatch(step.Text, -1) {
					if g.LessonIcon == nil || g.LessonIcon(m[1]) == nil {
						t.Errorf("step %q names an icon the board does not draw: %s", step.Title, m[0])
					}
				}
			}
		})
	}
	if lessons == 0 {
		t.Error("no game has a lesson")
	}
}
