package board

import (
	"errors"
	"strings"
	"testing"

	"tabula/engines/enginetest/toygame"
	"tabula/engines/save"
)

// toyLesson is a lesson of the toy game whose one move is the first legal
// action's description, or play when it is given.
func toyLesson(t *testing.T, play string) *Lesson {
	t.Helper()
	l := &Lesson{Seed: 3, Seats: []save.Seat{{Name: You}, {Name: "Bot", Kind: save.Computer, Level: "random"}}}
	if play == "" {
		st, err := toygame.Game{}.New(l.Config())
		if err != nil {
			t.Fatal(err)
		}
		play = st.Describe(st.Legal()[0])
	}
	l.Steps = []LessonStep{
		{Rule: "Goal", Title: "Welcome", Text: "Read me."},
		{Rule: "Turn", Title: "Move", Text: "Play it.", Play: play, Note: "Played."},
		{Rule: "End", Title: "Done", Text: "That is all."},
	}
	return l
}

func TestLessonReplay(t *testing.T) {
	l := toyLesson(t, "")
	if _, err := l.Replay(toygame.Game{}); err != nil {
		t.Fatalf("a good lesson does not replay: %v", err)
	}
	if got := l.Moves(); len(got) != 4 || got[0] != 0 || got[1] != 0 || got[2] != 1 || got[3] != 1 {
		t.Errorf("Moves() = %v, want [0 0 1 1]", got)
	}
	tests := []struct {
		name   string
		change func(l *Lesson)
		want   string
	}{
		{"a move that is not legal", func(l *Lesson) { l.Steps[1].Play = "Fly to the moon" }, `no legal move is "Fly to the moon"`},
		{"a move without its note", func(l *Lesson) { l.Steps[1].Note = "" }, "no note"},
		{"a note without a move", func(l *Lesson) { l.Steps[0].Note = "Hm." }, "a note but no move"},
		{"a step without its rule", func(l *Lesson) { l.Steps[2].Rule = "" }, "rulebook section"},
		{"a step without words", func(l *Lesson) { l.Steps[0].Text = "" }, "no title, text"},
		{"no steps", func(l *Lesson) { l.Steps = nil }, "no steps"},
		{"a bad setup", func(l *Lesson) { l.Seats = nil }, "setting up"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l := toyLesson(t, "")
			tc.change(l)
			_, err := l.Replay(toygame.Game{})
			if !errors.Is(err, ErrLesson) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Replay error = %v, want ErrLesson saying %q", err, tc.want)
			}
		})
	}
}

func TestExpectedListsTheLegalMoves(t *testing.T) {
	l := toyLesson(t, "")
	st, err := toygame.Game{}.New(l.Config())
	if err != nil {
		t.Fatal(err)
	}
	_, err = Expected(st, LessonStep{Play: "nothing of the sort"})
	if err == nil || !strings.Contains(err.Error(), st.Describe(st.Legal()[0])) {
		t.Errorf("the error %v does not list the legal moves", err)
	}
}

// TestLessonRefusalEndsWithOneStop: a lesson quoting a move whose
// description ends with a card's own sentence ends it with one full stop,
// not two ("Sell up to two Weapons this turn..").
func TestLessonRefusalEndsWithOneStop(t *testing.T) {
	for _, tc := range []struct{ play, want string }{
		{"Stop forging", "Not that one: the lesson asks for another move now: Stop forging."},
		{"Take Drive the Workers (Immediate): Sell up to two Weapons this turn.", "Not that one: the lesson asks for another move now: Take Drive the Workers (Immediate): Sell up to two Weapons this turn."},
		{"", "Not yet: the lesson asks you to press Continue first."},
	} {
		if got := LessonRefusal(tc.play); got != tc.want {
			t.Errorf("LessonRefusal(%q) = %q, want %q", tc.play, got, tc.want)
		}
	}
	for _, tc := range []struct{ in, want string }{{"a", "a."}, {"a.", "a."}, {"a?", "a?"}, {"a…", "a…"}} {
		if got := FullStop(tc.in); got != tc.want {
			t.Errorf("FullStop(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
