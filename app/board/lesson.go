package board

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"tabula/engines"
	"tabula/engines/save"
)

// Lesson teaches a game by playing one: a real game at the real table,
// dealt from a fixed seed, whose moves are set out step by step. The shell
// plays every lesson the same way (app/lessons); a game gives only its
// words and, through its board, the targets.
type Lesson struct {
	// Seed and Variants set up the game; Seats are its players (one
	// person; the others computers whose moves the steps script).
	Seed     uint64
	Variants []string
	Seats    []save.Seat
	// Steps are the lesson in order.
	Steps []LessonStep
	// Prelude are the moves of every seat played before the first step,
	// as the engine describes them: an Ending starts from a game near its
	// end, played out by computers when the lesson was written and kept
	// as a scripted log, like the steps.
	Prelude []string
	// Ending is the lesson's second part: a game near its end
	// in which the person makes the last decisions and sees the projected
	// score become the final one; nil for none. Its steps end with the
	// game, and it has no Ending of its own.
	Ending *Lesson
	// FirstGame is the query the new-game form of the first real game the
	// lesson offers at its end opens with (Extras.NewSetup): Crown of
	// Emara's Buildings on 35, the rulebook's advice for a first game. That
	// game is the full game, without the lesson's Variants.
	FirstGame url.Values
}

// Own marks, right after it, a value or a rule that is Tabula's own and
// not the rulebook's: a reconstruction of a card, mat or chart the book
// does not print, or Tabula's reading where the book is silent. Lessons,
// help and rules pages all mark such things with these same words.
const Own = "(Tabula's own)"

// LessonRefusal is what a lesson says when the person tries a move other
// than the step's: that the lesson asks for another move, and which
// (play, the step's Play), never a rules reason, since the move may well
// be legal. At a step to read or a computer's move (play "") it asks them
// to continue.
func LessonRefusal(play string) string {
	if play == "" {
		return "Not yet: the lesson asks you to press Continue first."
	}
	return FullStop("Not that one: the lesson asks for another move now: " + play)
}

// LessonStep is one step of a lesson: a few sentences to read, and the
// move that follows them, if any.
type LessonStep struct {
	// Rule names the rulebook's section that the step teaches, so that a
	// reader can check the words against the book; "" for a step that
	// teaches no rule.
	Rule string
	// Title is the step's heading, a few words.
	Title string
	// Text says what happens now and why: two or three plain sentences.
	// {name} in it is the board's icon of that name (Game.LessonIcon).
	Text string
	// Play is the step's move, as the engine describes it
	// (engines.State.Describe): the person plays it at the highlighted
	// target, or a computer seat plays it when the person continues. ""
	// for a step with nothing to play: the person reads it and continues.
	Play string
	// Note says in one line what the move did and why, shown after it.
	Note string
}

// Config is the lesson's game setup.
func (l *Lesson) Config() engines.Config {
	return engines.Config{Players: len(l.Seats), Seed: l.Seed, Variants: l.Variants}
}

// Moves counts the moves played before each step: Moves()[k] is how many
// actions the game has when step k begins, and Moves()[len(Steps)] how
// many it has at the lesson's end.
func (l *Lesson) Moves() []int {
	out := make([]int, len(l.Steps)+1)
	out[0] = len(l.Prelude)
	for k, s := range l.Steps {
		out[k+1] = out[k]
		if s.Play != "" {
			out[k+1]++
		}
	}
	return out
}

// ErrLesson is wrapped by every lesson that does not replay.
var ErrLesson = errors.New("lesson does not replay")

// Expected is the legal action of st that step's Play describes: the first
// in Legal order when two are described alike (two copies of a card on
// offer). It is an error wrapping ErrLesson when no legal action has that
// description; the error lists the legal moves' descriptions (the first
// maxListed), which is how a lesson's author finds the words of a move.
func Expected(st engines.State, step LessonStep) (engines.Action, error) {
	var legal []string
	for _, a := range st.Legal() {
		d := st.Describe(a)
		if d == step.Play {
			return a, nil
		}
		if len(legal) < maxListed {
			legal = append(legal, strconv.Quote(d))
		}
	}
	return engines.Action{}, fmt.Errorf("%w: no legal move is %q (seat %d to move; legal: %s)",
		ErrLesson, step.Play, st.ToMove(), strings.Join(legal, ", "))
}

// maxListed bounds the legal moves Expected's error lists.
const maxListed = 40

// Start sets up lesson l's game and plays its Prelude: the position of
// its first step. Its error wraps ErrLesson.
func (l *Lesson) Start(g engines.Game) (engines.State, error) {
	st, err := g.New(l.Config())
	if err != nil {
		return nil, fmt.Errorf("%w: setting up: %w", ErrLesson, err)
	}
	for k, play := range l.Prelude {
		a, err := Expected(st, LessonStep{Play: play})
		if err != nil {
			return nil, fmt.Errorf("prelude move %d: %w", k+1, err)
		}
		if err := st.Apply(a); err != nil {
			return nil, fmt.Errorf("%w: prelude move %d: %w", ErrLesson, k+1, err)
		}
	}
	return st, nil
}

// Replay plays lesson l of game g through the engine from its seed, as the
// table does, and returns the position at its end. Every step's move
// must be legal, and every step
// must name the rulebook section it teaches. Its error wraps ErrLesson and
// names the step.
func (l *Lesson) Replay(g engines.Game) (engines.State, error) {
	if len(l.Steps) == 0 {
		return nil, fmt.Errorf("%w: no steps", ErrLesson)
	}
	st, err := l.Start(g)
	if err != nil {
		return nil, err
	}
	for k, step := range l.Steps {
		if step.Title == "" || step.Text == "" || step.Rule == "" {
			return nil, fmt.Errorf("%w: step %d has no title, text or rulebook section", ErrLesson, k+1)
		}
		if step.Play == "" {
			if step.Note != "" {
				return nil, fmt.Errorf("%w: step %d (%s) has a note but no move", ErrLesson, k+1, step.Title)
			}
			continue
		}
		if step.Note == "" {
			return nil, fmt.Errorf("%w: step %d (%s) has a move but no note", ErrLesson, k+1, step.Title)
		}
		if st.Over() {
			return nil, fmt.Errorf("%w: step %d (%s): the game is over", ErrLesson, k+1, step.Title)
		}
		a, err := Expected(st, step)
		if err != nil {
			return nil, fmt.Errorf("step %d (%s): %w", k+1, step.Title, err)
		}
		if err := st.Apply(a); err != nil {
			return nil, fmt.Errorf("%w: step %d (%s): %w", ErrLesson, k+1, step.Title, err)
		}
	}
	return st, nil
}
