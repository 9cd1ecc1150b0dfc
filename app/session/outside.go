package session

import (
	"fmt"
	"slices"

	"tabula/app/board"
	"tabula/app/storage"
	"tabula/engines"
	"tabula/engines/save"
)

// EndingSuffix marks a lesson's ending, in a save's Lesson and the
// records' keys: the game's ID and ".ending" (a save's IDs allow no slash).
const EndingSuffix = ".ending"

// LessonNamed is the part of g's lesson that a save's Lesson names (key:
// the game's ID, or the ID and EndingSuffix), and whether it is the
// ending; nil for none.
func LessonNamed(g board.Game, key string) (*board.Lesson, bool) {
	switch l := g.Lesson; {
	case l == nil || key == "":
	case key == g.ID():
		return l, false
	case key == g.ID()+EndingSuffix:
		return l.Ending, true
	}
	return nil, false
}

// checkLesson checks a saved game from outside (a link or a file) that
// names a lesson of g: its setup must be the lesson's, and the visitor it
// returns, given each move of the log as save.Walk gives them, refuses a
// move the lesson's script does not name. Both refusals are *save.Error,
// whose sentence names the lesson the game claims to be. A save that names
// no lesson of g gets a nil visitor.
func checkLesson(g board.Game, s *save.Save) (func(k int, st engines.State, a engines.Action) error, error) {
	l, ending := LessonNamed(g, s.Lesson)
	if l == nil {
		return nil, nil
	}
	name := g.Engine.Info().Name
	if err := LessonSetup(l, ending, name, s); err != nil {
		return nil, err
	}
	return LessonFollows(l, ending, name), nil
}

// LessonSetup reports, as a *save.Error, a save of a lesson (the ending
// when ending is true) of the game called name whose players, seed,
// variants or seats are not the lesson's, or whose log is shorter than the
// ending's prelude, which its first step follows.
func LessonSetup(l *board.Lesson, ending bool, name string, s *save.Save) error {
	switch {
	case s.Players != len(l.Seats) || s.Seed != l.Seed || !slices.Equal(s.Variants, l.Variants):
		return notTheLesson(ending, name, "its setup is not the lesson's")
	case !slices.Equal(s.Seats, l.Seats):
		return notTheLesson(ending, name, "its seats are not the lesson's")
	case len(s.Log) < len(l.Prelude):
		return notTheLesson(ending, name, "its log of %d moves is shorter than the ending's prelude of %d", len(s.Log), len(l.Prelude))
	}
	return nil
}

// LessonFollows is a save.Walk visitor that refuses, as a *save.Error, the
// k-th move of a lesson's game (from 0) when the lesson scripts another
// there: each move of its prelude, then each step's. The moves after the
// script are the game's own.
func LessonFollows(l *board.Lesson, ending bool, name string) func(k int, st engines.State, a engines.Action) error {
	script := slices.Clone(l.Prelude)
	for _, step := range l.Steps {
		if step.Play != "" {
			script = append(script, step.Play)
		}
	}
	return func(k int, st engines.State, a engines.Action) error {
		if k >= len(script) {
			return nil
		}
		if want, err := board.Expected(st, board.LessonStep{Play: script[k]}); err != nil || want != a {
			return notTheLesson(ending, name, "move %d is %q, the lesson's is %q", k+1, st.Describe(a), script[k])
		}
		return nil
	}
}

// notTheLesson is the refusal of a saved game that says it is a lesson, or
// its ending, of the game called name, but is not.
func notTheLesson(ending bool, name, format string, args ...any) error {
	what := "the " + name + " lesson"
	if ending {
		what = "the ending of " + what
	}
	return &save.Error{
		Kind:    save.ErrBadSetup,
		Message: "This saved game says it is " + what + ", but its setup or its moves are not the lesson's, so it was not opened.",
		Detail:  fmt.Sprintf(format, args...),
	}
}

// Checked is an outside saved game (a link or a file) that decoded and
// replayed under this build's rules.
type Checked struct {
	Save  *save.Save
	Game  engines.Game
	State engines.State
}

// CheckOutside fully validates a saved game that came from outside (a
// link or a file): its setup must be one this app can play (Prepare), its
// log must replay, and a game that says it is a lesson must be that
// lesson's (checkLesson). What it says of itself (progress, finished) is not
// trusted: the copy returned says what the replay computed. Nothing is
// stored; the error's save.Message is the sentence to show.
func CheckOutside(games Games, s *save.Save) (Checked, error) {
	s, g, err := Prepare(games, s)
	if err != nil {
		return Checked{}, err
	}
	t, _ := games.Table(g.Info().ID)
	follows, err := checkLesson(t, s)
	if err != nil {
		return Checked{}, err
	}
	st, err := save.Walk(s, g, follows)
	if err != nil {
		return Checked{}, err
	}
	s.Update(st, s.Updated)
	return Checked{Save: s, Game: g, State: st}, nil
}

// ParseShared decodes and checks a "#s=…" fragment.
func ParseShared(games Games, fragment string) (Checked, error) {
	s, err := save.ParseLink(fragment)
	if err != nil {
		return Checked{}, err
	}
	return CheckOutside(games, s)
}

// ParseFile decodes and checks an imported file.
func ParseFile(games Games, data []byte) (Checked, error) {
	s, err := save.Decode(data)
	if err != nil {
		return Checked{}, err
	}
	return CheckOutside(games, s)
}

// Adopt stores an outside game as a new saved game and returns its ID. Its
// Updated time becomes now so it is listed first.
func Adopt(st Store, c Checked, now int64) (string, error) {
	s := *c.Save
	s.Update(c.State, now)
	id := storage.NewID()
	if err := st.Put(id, &s); err != nil {
		return "", err
	}
	return id, nil
}
