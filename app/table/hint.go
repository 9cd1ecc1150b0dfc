package table

import (
	"fmt"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/computer"
	"tabula/app/gain"
	"tabula/app/page"
	"tabula/engines"
	"tabula/engines/bots"
)

// suggestion is the Suggest button's state on the table: the Normal
// computer working out a move for the person to move, then its choice.
type suggestion struct {
	gen     int            // bumped to drop a running search
	running bool           // the search is working
	at      int            // the number of moves played when it was asked for
	found   bool           // action holds the suggestion for move number at
	action  engines.Action // the suggested move
	text    string         // its description
	gain    string         // what it gains, in a few words (gain.Words)
}

// Searching reports whether the Suggest button's search is working.
func (t *Table) Searching() bool { return t.hint.running }

// suggestWork starts the hint search (bots.StartHint: the Normal level,
// using only what seat may see) for seat, the seat to move in st, as steps
// for computer.RunSlice. Like a Normal computer it stops at that level's time cap
// and suggests the best move found so far.
func suggestWork(st engines.State, seat int, clock func() time.Time) (computer.Step, error) {
	search, err := bots.StartHint(st, seat)
	if err != nil {
		return nil, fmt.Errorf("suggesting a move: %w", err)
	}
	return computer.SearchSteps(search, clock, bots.LevelTimeCap(bots.Normal), "suggesting a move"), nil
}

// Suggest starts working out a move for the person to move: in the search
// workers, or in slices on the page's thread like a computer seat (decide),
// so the page stays responsive; playing a move, undoing or leaving drops it
// (DropHint).
func (t *Table) Suggest(ctx app.Context, e app.Event) {
	if !t.MyTurn() || t.held() != nil || t.hint.running || t.Suggested() != nil {
		return
	}
	if t.LessonOn() {
		// A lesson suggests the move its step teaches.
		if a, ok := t.Lesson.Move(); ok {
			t.hint = suggestion{gen: t.hint.gen, at: len(t.Ses.Save.Log)}
			t.showHint(a)
		}
		return
	}
	st := t.Ses.State
	start := func() (computer.Step, error) { return suggestWork(st, st.ToMove(), time.Now) }
	t.hint = suggestion{gen: t.hint.gen, running: true, at: len(t.Ses.Save.Log)}
	gen := t.hint.gen
	alive := func() bool { return gen == t.hint.gen }
	t.UI.Defer(func(ctx app.Context) {
		page.AfterBrowser(ctx, 0, func(ctx app.Context) {
			t.decide(ctx, st, bots.Normal, bots.HintSeed, bots.LevelTimeCap(bots.Normal), start, alive,
				func(ctx app.Context, a engines.Action, err error) {
					if err != nil {
						t.hint.running = false
						t.Problem = "No move could be suggested: " + err.Error()
						return
					}
					t.showHint(a)
				})
		})
	})
}

// showHint records a as the finished suggestion for the current position.
func (t *Table) showHint(a engines.Action) {
	t.hint.running, t.hint.found = false, true
	t.hint.action, t.hint.text = a, t.Game.Text(t.Ses.State, a, t.Ses.Seats)
	t.hint.gain = gain.Words(t.Ses.State, a, t.Ses.State.ToMove())
}

// DropHint forgets the suggestion and stops its search (in the search
// workers too): the position it was for has changed or is no longer shown.
func (t *Table) DropHint() {
	if t.hint.running {
		t.Searchers.Drop()
	}
	t.hint = suggestion{gen: t.hint.gen + 1}
}

// Suggested is the suggested move when it belongs to the position shown
// and the person at the device may play it, or nil.
func (t *Table) Suggested() *engines.Action {
	h := &t.hint
	if !h.found || t.Ses == nil || h.at != len(t.Ses.Save.Log) || !t.MyTurn() {
		return nil
	}
	a := h.action
	return &a
}

// hintText is the suggestion in words, with what it gains, or that it is
// being worked out; "" for none.
func (t *Table) hintText() string {
	switch {
	case t.Suggested() != nil:
		text := "Suggested move: " + strings.TrimRight(t.hint.text, ".")
		if t.hint.gain != "" {
			text += " — " + t.hint.gain
		}
		return text + "."
	case t.hint.running:
		return "Working out a move to suggest…"
	}
	return ""
}

// renderHint is the Suggest button and, once found, the suggestion in
// words with what it gains, on the same line (on a narrow screen over the
// line about the others' moves; the board marks it). It is always rendered
// whole, hidden when the person at the device
// cannot move, so that the elements after it keep their places and go-app
// updates it rather than drawing it again at every turn.
func (t *Table) renderHint() app.UI {
	bar := app.Div().Class("hint-bar").Hidden(!t.MyTurn())
	text := t.hintText()
	return bar.Body(
		// Unavailable, it keeps the focus (aria-disabled, not disabled): a
		// keyboard's Suggest would otherwise drop it to the page's body
		// while the move is worked out; suggest ignores the press.
		app.Button().Type("button").Class("button", "suggest").
			Aria("disabled", t.hint.running || t.Suggested() != nil || t.held() != nil).
			Aria("keyshortcuts", "S").
			Title("Ask the Normal computer which move it would play here (key: S)").
			Text("Suggest").OnClick(t.Suggest),
		// Focusable once it says something: cut short, a tap or the
		// keyboard's focus opens it whole (web/tabula.css). The table's
		// voice says it (announce.go).
		app.P().Class("suggestion").TabIndex(focusableIf(text != "")).Title(text).Text(text),
	)
}
