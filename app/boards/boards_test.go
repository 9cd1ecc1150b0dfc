package boards

import (
	"regexp"
	"slices"
	"testing"

	"tabula/app/board"
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

// TestLessonsReplay plays every game's lesson, and its ending, through its
// engine, as the table does: each prelude move and step's move must be
// legal where it comes, so a change of the rules that breaks a lesson
// fails here. A lesson has one person, ends with a step to read (the offer
// of a first game), names the rulebook section of every step, and names
// only icons its board draws; the lesson leaves the game going, for the
// person to keep playing, and its ending plays the game to its end,
// from a prelude, with a move of the person's among its steps.
func TestLessonsReplay(t *testing.T) {
	lessons := 0
	for _, g := range All() {
		if g.Lesson == nil {
			continue
		}
		lessons++
		parts := map[string]*board.Lesson{"lesson": g.Lesson}
		if g.Lesson.Ending != nil {
			parts["ending"] = g.Lesson.Ending
		}
		for part, l := range parts {
			ending := part == "ending"
			t.Run(g.ID()+"/"+part, func(t *testing.T) {
				people := 0
				for _, s := range l.Seats {
					if s.Kind == save.Human {
						people++
					}
				}
				if people != 1 {
					t.Errorf("the %s has %d people, want 1", part, people)
				}
				end, err := l.Replay(g.Engine)
				if err != nil {
					t.Fatal(err)
				}
				if last := l.Steps[len(l.Steps)-1]; last.Play != "" {
					t.Errorf("the last step %q has a move; it should offer a first game", last.Title)
				}
				if end.Over() != ending {
					t.Errorf("the game is over at the %s's end: %v; want %v", part, end.Over(), ending)
				}
				if moves := l.Moves(); moves[len(l.Steps)] == moves[0] {
					t.Errorf("the %s plays no move", part)
				}
				if ending && (len(l.Prelude) == 0 || l.Ending != nil) {
					t.Errorf("the ending has %d moves before it and an ending of its own: %v", len(l.Prelude), l.Ending != nil)
				}
				if !ending && len(l.Prelude) != 0 {
					t.Errorf("the lesson has %d moves before its first step", len(l.Prelude))
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
	}
	if lessons == 0 {
		t.Error("no game has a lesson")
	}
}
