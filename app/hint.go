package app

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

// suggest starts working out a move for the person to move: in the search
// workers, or in slices on the page's thread like a computer seat (decide),
// so the page stays responsive; playing a move, undoing or leaving drops it
// (dropHint).
func (t *tablePage) suggest(ctx app.Context, e app.Event) {
	if !t.myTurn() || t.held() != nil || t.hint.running || t.suggested() != nil {
		return
	}
	if t.lessonOn() {
		// A lesson suggests the move its step teaches.
		if a, ok := t.Lesson.Move(); ok {
			t.hint = suggestion{gen: t.hint.gen, at: len(t.ses.Save.Log)}
			t.showHint(a)
		}
		return
	}
	st := t.ses.State
	start := func() (computer.Step, error) { return suggestWork(st, st.ToMove(), time.Now) }
	t.hint = suggestion{gen: t.hint.gen, running: true, at: len(t.ses.Save.Log)}
	gen := t.hint.gen
	alive := func() bool { return gen == t.hint.gen }
	t.ui.Defer(func(ctx app.Context) {
		page.AfterBrowser(ctx, 0, func(ctx app.Context) {
			t.decide(ctx, st, bots.Normal, bots.HintSeed, bots.LevelTimeCap(bots.Normal), start, alive,
				func(ctx app.Context, a engines.Action, err error) {
					if err != nil {
						t.hint.running = false
						t.problem = "No move could be suggested: " + err.Error()
						return
					}
					t.showHint(a)
				})
		})
	})
}

// showHint records a as the finished suggestion for the current position.
func (t *tablePage) showHint(a engines.Action) {
	t.hint.running, t.hint.found = false, true
	t.hint.action, t.hint.text = a, t.table.Text(t.ses.State, a, t.ses.Seats)
	t.hint.gain = gain.Words(t.ses.State, a, t.ses.State.ToMove())
}

// dropHint forgets the suggestion and stops its search (in the search
// workers too): the position it was for has changed or is no longer shown.
func (t *tablePage) dropHint() {
	if t.hint.running {
		t.Searchers.Drop()
	}
	t.hint = suggestion{gen: t.hint.gen + 1}
}

// suggested is the suggested move when it belongs to the position shown
// and the person at the device may play it, or nil.
func (t *tablePage) suggested() *engines.Action {
	h := &t.hint
	if !h.found || t.ses == nil || h.at != len(t.ses.Save.Log) || !t.myTurn() {
		return nil
	}
	a := h.action
	return &a
}

// hintText is the suggestion in words, with what it gains, or that it is
// being worked out; "" for none.
func (t *tablePage) hintText() string {
	switch {
	case t.suggested() != nil:
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
func (t *tablePage) renderHint() app.UI {
	bar := app.Div().Class("hint-bar").Hidden(!t.myTurn())
	text := t.hintText()
	return bar.Body(
		// Unavailable, it keeps the focus (aria-disabled, not disabled): a
		// keyboard's Suggest would otherwise drop it to the page's body
		// while the move is worked out; suggest ignores the press.
		app.Button().Type("button").Class("button", "suggest").
			Aria("disabled", t.hint.running || t.suggested() != nil || t.held() != nil).
			Aria("keyshortcuts", "S").
			Title("Ask the Normal computer which move it would play here (key: S)").
			Text("Suggest").OnClick(t.suggest),
		// Focusable once it says something: cut short, a tap or the
		// keyboard's focus opens it whole (web/tabula.css). The table's
		// voice says it (announce.go).
		app.P().Class("suggestion").TabIndex(focusableIf(text != "")).Title(text).Text(text),
	)
}
