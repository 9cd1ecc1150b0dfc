package app

import (
	"bytes"
	"errors"
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/engines"
	"tabula/engines/save"
)

// tablePage plays one saved game: the generic table for any engine, with
// the game's Board when it has one.
type tablePage struct {
	app.Compo
	screen
	ui       app.Context // the component's own context (from OnMount), for work that outlives an event's element
	ses      *session
	loadErr  string // why the game could not be opened
	viewer   int    // the seat whose view is shown; -1 for a spectator
	passTo   int    // the person the device must be passed to, or -1
	thinking bool   // a computer is working out its move
	gen      int    // bumped to drop pending computer work (undo, leaving)
	unseen   bool   // the position changed since the last Render, so the page still shows the one before
	problem  string // the last action that failed
	saveErr  string // the last autosave that failed
	conflict bool   // another tab changed the stored game: this tab stops until the game is reloaded
	link     string // the share link, once asked for
	status   string
	hint     suggestion // the Suggest button's search and result (hint.go)
	unlisten func()     // stops the storage listener of OnMount
}

// OnMount reads the settings and listens for other tabs' saves.
func (t *tablePage) OnMount(ctx app.Context) {
	t.ui = ctx
	t.settings = loadSettings(ctx.LocalStorage())
	t.unlisten = onStorage(ctx, t.storageChanged)
	focusMain(ctx)
}

// OnDismount drops any pending computer work and suggestion.
func (t *tablePage) OnDismount() {
	t.gen++
	t.dropHint()
	if t.unlisten != nil {
		t.unlisten()
		t.unlisten = nil
	}
}

// storageChanged stops the table as soon as another tab has saved (or
// deleted) the game it shows, rather than when it next tries to save.
func (t *tablePage) storageChanged(ctx app.Context) {
	if t.ses == nil || t.conflict || !t.ses.stale(store{ctx.LocalStorage()}) {
		return
	}
	t.stop(staleMessage)
}

// stop halts play, the computers' and the hint's thinking too, until the
// stored game is reloaded, saying why.
func (t *tablePage) stop(why string) {
	t.gen++
	t.dropHint()
	t.conflict, t.thinking, t.saveErr = true, false, why
}

// OnNav opens the game named in the URL.
func (t *tablePage) OnNav(ctx app.Context) {
	id := ctx.Page().URL().Query().Get("id")
	if t.ses != nil && t.ses.id == id {
		return
	}
	t.open(ctx, id)
}

// reload opens the game again as it is stored, after a conflict.
func (t *tablePage) reload(ctx app.Context, e app.Event) {
	if t.ses != nil {
		t.open(ctx, t.ses.id)
	}
}

// open opens a stored game, dropping whatever the table showed.
func (t *tablePage) open(ctx app.Context, id string) {
	t.gen++
	t.dropHint()
	t.ses, t.viewer, t.passTo, t.thinking, t.conflict = nil, -1, -1, false, false
	t.loadErr, t.problem, t.saveErr, t.link, t.status = "", "", "", "", ""
	ses, msg := loadSession(store{ctx.LocalStorage()}, id)
	if ses == nil {
		t.loadErr = msg
		return
	}
	t.ses = ses
	t.arrive()
	t.schedule()
}

// loadSession opens a stored game, or explains to the player why not.
func loadSession(st store, id string) (*session, string) {
	ses, err := openStored(st, id)
	if err != nil {
		return nil, openMessage(err)
	}
	return ses, ""
}

// arrive updates who sits at the device when the decision has moved to a
// person: if the game hides something from the current viewer that the next
// person may see, the device must be passed first.
func (t *tablePage) arrive() {
	st := t.ses.state
	seat := st.ToMove()
	if seat < 0 || t.ses.seatKind(seat) != save.Human || seat == t.viewer {
		if t.viewer < 0 && t.ses.humans() == 1 {
			t.viewer = firstHuman(t.ses.save.Seats)
		}
		return
	}
	if t.ses.humans() > 1 && hidesBetween(st, t.viewer, seat) {
		t.passTo = seat
		return
	}
	t.viewer = seat
}

// firstHuman is the first seat played by a person, or -1.
func firstHuman(seats []save.Seat) int {
	for i, s := range seats {
		if s.Kind == save.Human {
			return i
		}
	}
	return -1
}

// hidesBetween reports whether seats a and b may see different things in
// st (either may be -1, a spectator): then one must not see the other's
// turn. Views that cannot be encoded count as different.
func hidesBetween(st engines.State, a, b int) bool {
	va, errA := st.View(a).MarshalMsg(nil)
	vb, errB := st.View(b).MarshalMsg(nil)
	return errA != nil || errB != nil || !bytes.Equal(va, vb)
}

// takeOver is the passed-to person confirming they have the device.
func (t *tablePage) takeOver(ctx app.Context, e app.Event) {
	t.viewer, t.passTo = t.passTo, -1
}

// myTurn reports whether the person at the device may act now.
func (t *tablePage) myTurn() bool {
	if t.ses == nil || t.passTo >= 0 || t.thinking || t.conflict {
		return false
	}
	seat := t.ses.state.ToMove()
	return seat >= 0 && seat == t.viewer && t.ses.seatKind(seat) == save.Human
}

// choose plays an action of the person at the device. A click on the
// position before the last move is ignored: go-app draws a change at its
// next frame, so until then the page shows targets of the old position (the
// second click of a double click lands there), and acting on them would
// refuse the move as illegal or, worse, play it again in a position the
// player has not seen.
func (t *tablePage) choose(ctx app.Context, a engines.Action) {
	if t.unseen || !t.myTurn() {
		return
	}
	t.play(ctx, a)
}

// play applies an action, autosaves and lets the next seat move.
func (t *tablePage) play(ctx app.Context, a engines.Action) {
	if err := t.ses.play(a, nowMillis()); err != nil {
		t.problem = "That move could not be played: " + err.Error()
		return
	}
	t.problem, t.unseen = "", true
	t.dropHint()
	t.persist(ctx)
	t.arrive()
	t.schedule()
}

// undo takes back the last action of the person at the device; like a
// move, only from the position on screen, so a double click takes back one.
func (t *tablePage) undo(ctx app.Context, e app.Event) {
	if t.unseen || !t.myTurn() || !t.ses.canUndo() {
		return
	}
	t.gen++
	t.unseen = true
	t.dropHint()
	if err := t.ses.takeBack(nowMillis()); err != nil {
		t.problem = "Undo failed: " + err.Error()
		return
	}
	t.persist(ctx)
}

// persist autosaves the game; a failure keeps the last good save and says
// so. When another tab has changed the stored game, this tab stops playing
// (its computers too) until the player reloads the stored game.
func (t *tablePage) persist(ctx app.Context) {
	err := t.ses.persist(store{ctx.LocalStorage()})
	switch {
	case errors.Is(err, ErrConflict):
		t.stop(conflictMessage)
	case err != nil:
		t.saveErr = storageMessage(err)
	default:
		t.saveErr = ""
	}
}

// schedule starts the computer's move when a computer seat is to move. Its
// thinking runs in slices of at most sliceBudget, yielding to the browser in
// between (afterBrowser), after the pace delay of the settings. The first
// slice is queued once the page has been updated (ctx.Defer): queued
// earlier, it would run in the same browser task as that update, and the
// page would be blocked for both.
func (t *tablePage) schedule() {
	st := t.ses.state
	seat := st.ToMove()
	if t.thinking || t.conflict || seat < 0 || t.ses.seatKind(seat) != save.Computer {
		return
	}
	work, err := think(t.ses.save.Seats[seat].Level, st, t.ses.save.Seed, len(t.ses.save.Log), time.Now)
	if err != nil {
		t.problem = err.Error()
		return
	}
	t.thinking = true
	gen := t.gen
	// The event's own context may belong to an element this move removes
	// (a move button), and go-app drops work dispatched for unmounted
	// elements: continue on the component's context.
	delay := t.settings.PaceDelay()
	t.ui.Defer(func(ctx app.Context) {
		afterBrowser(ctx, delay, func(ctx app.Context) { t.slice(ctx, gen, work) })
	})
}

// slice runs one slice of a computer's thinking, then either plays the
// chosen action or yields and continues. A slice changes nothing on screen,
// so it skips go-app's update of the table (which re-renders and compares
// the whole board, a few times the slice's own cost for nothing), and the
// chosen action is played in a browser task of its own, so that the last
// slice and the update after the move do not add up.
func (t *tablePage) slice(ctx app.Context, gen int, work step) {
	if gen != t.gen {
		return
	}
	a, done, err := runSlice(work, sliceBudget, time.Now)
	switch {
	case err != nil:
		t.thinking = false
		t.problem = "The computer could not move: " + err.Error()
	case !done:
		ctx.PreventUpdate()
		afterBrowser(ctx, 0, func(ctx app.Context) { t.slice(ctx, gen, work) })
	default:
		ctx.PreventUpdate()
		afterBrowser(ctx, 0, func(ctx app.Context) {
			if gen != t.gen {
				return
			}
			t.thinking = false
			t.play(ctx, a)
		})
	}
}

// share shows the game's link and copies it.
func (t *tablePage) share(ctx app.Context, e app.Event) {
	link, err := shareURL(pageOrigin(), t.ses.save)
	if err != nil {
		t.status = save.Message(err)
		return
	}
	t.link = link
	copyText(t.ui, link, func(ctx app.Context, ok bool) {
		if ok {
			t.status = "Link copied."
			return
		}
		t.status = "Copy the link below."
	})
}

// props are the BoardProps of the current position.
func (t *tablePage) props() BoardProps {
	st := t.ses.state
	p := BoardProps{
		Info: t.ses.info, State: st.View(t.viewer), Viewer: t.viewer, ToMove: st.ToMove(),
		Seats: t.ses.save.Seats, Choose: t.choose, Animate: t.settings.Animation,
		Hint: t.suggested(),
	}
	if t.myTurn() {
		for _, a := range st.Legal() {
			p.Legal = append(p.Legal, Choice{Action: a, Text: st.Describe(a)})
		}
	}
	return p
}

// seatName names a seat, or "" for none.
func (t *tablePage) seatName(seat int) string {
	if seat < 0 || seat >= len(t.ses.save.Seats) {
		return ""
	}
	return t.ses.save.Seats[seat].Name
}

// prompt is the one line saying what happens now.
func (t *tablePage) prompt() string {
	st := t.ses.state
	seat := st.ToMove()
	name := t.seatName(seat)
	switch {
	case st.Over():
		return verdict(st.Result(), t.ses.save.Seats)
	case t.passTo >= 0:
		return fmt.Sprintf("Pass the device to %s.", t.seatName(t.passTo))
	case t.ses.seatKind(seat) == save.Computer:
		return fmt.Sprintf("%s (computer) is thinking…", name)
	case seat == t.viewer && name == "You":
		return "Your turn: choose a move."
	case seat == t.viewer:
		return fmt.Sprintf("%s, your turn: choose a move.", name)
	default:
		return fmt.Sprintf("Waiting for %s.", name)
	}
}

// promptClass styles the prompt, with a spinner while a computer thinks.
func promptClass(thinking bool) string {
	if thinking {
		return "prompt thinking"
	}
	return "prompt"
}

// Render draws the table.
func (t *tablePage) Render() app.UI {
	t.unseen = false // the page is about to show the current position
	if t.ses == nil {
		return layout(t.settings, pathPlay, "Game",
			notice("error", t.loadErr),
			app.A().Class("button").Href(href(pathSaved)).Text("Saved games"),
		)
	}
	st := t.ses.state
	p := t.props()
	board, hasBoard := boards[t.ses.info.ID]
	return layout(t.settings, pathPlay, t.ses.info.Name,
		app.Div().Class("table").Body(
			app.Div().Class("table-main").Body(
				app.Div().Class("table-status").Body(
					app.P().Class("progress").Text(st.Progress()),
					app.P().Class(promptClass(t.thinking)).Role("status").Aria("live", "polite").Body(withNames(t.prompt(), t.ses.save.Seats)...),
					// Here no move shifts it, so go-app keeps it (and an open dialog) mounted.
					rulesControl(t.ses.info.ID, t.ses.info.Name),
					t.renderHint(),
				),
				notice("error", t.problem),
				notice("error", t.saveErr),
				app.If(t.conflict, func() app.UI {
					return app.Button().Class("button", "reload-game").Text("Reload the saved game").OnClick(t.reload)
				}),
				t.renderPass(),
				app.If(t.passTo < 0 && hasBoard, func() app.UI {
					return app.Div().Class("board").Body(board(p))
				}),
				app.If(t.passTo < 0 && len(p.Legal) > 0, func() app.UI { return renderMoves(p, hasBoard) }),
				t.renderTools(),
				app.If(st.Over(), func() app.UI {
					return app.Section().Class("result").Aria("labelledby", "result-title").Body(
						app.H2().ID("result-title").Text("Final scores"),
						scoreTable(st.Result(), t.ses.save.Seats, t.settings.Palette),
						scoreChart(t.ses.scores, t.ses.save.Seats),
					)
				}),
			),
			app.Div().Class("table-side").Body(
				t.renderPlayers(),
				t.renderLog(),
			),
		),
	)
}

// renderTools are undo, the share link and the way back.
func (t *tablePage) renderTools() app.UI {
	return app.Div().Body(
		app.Div().Class("actions", "table-tools").Body(
			app.If(!t.ses.state.Over(), func() app.UI {
				return app.Button().Class("button").Text("Undo").Disabled(!t.myTurn() || !t.ses.canUndo()).
					Title("Take back your last move (not past a revealed card, a die roll or another player's turn)").
					OnClick(t.undo)
			}),
			app.Button().Class("button").Text("Share link").OnClick(t.share),
			app.A().Class("button").Href(href(pathSaved)).Text("Saved games"),
		),
		notice("status", t.status),
		app.If(t.link != "", func() app.UI {
			return app.Div().Class("field", "share-link").Body(
				app.Label().For("table-link").Text("Share link"),
				app.Input().ID("table-link").Type("url").ReadOnly(true).Value(t.link).
					OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }),
			)
		}),
	)
}

// renderPass is the screen between two people's turns.
func (t *tablePage) renderPass() app.UI {
	if t.passTo < 0 {
		return nil
	}
	name := t.seatName(t.passTo)
	return app.Section().Class("panel", "pass").Aria("label", "Pass the device").Body(
		app.P().Body(nameUI(name), app.Text("'s turn. Everyone else, please look away.")),
		app.Button().Class("button", "primary").Body(app.Text("I am "), nameUI(name), app.Text(": show my turn")).OnClick(t.takeOver),
	)
}

// renderMoves lists the legal moves as buttons, the suggested one marked;
// with a board they are a collapsible alternative to clicking the board.
func renderMoves(p BoardProps, hasBoard bool) app.UI {
	list := app.Ul().Class("moves").Body(
		app.Range(p.Legal).Slice(func(i int) app.UI {
			c := p.Legal[i]
			b := app.Button().Class("button", "move").Class(p.SuggestedClass(c.Action)...)
			if p.Suggested(c.Action) {
				b = b.Body(app.Text(c.Text), app.Span().Class("badge").Text("suggested"))
			} else {
				b = b.Text(c.Text)
			}
			return app.Li().Body(b.OnClick(func(ctx app.Context, e app.Event) { p.Choose(ctx, c.Action) }, app.EventScope(c.Action)))
		}),
	)
	if hasBoard {
		return app.Details().Class("moves-panel").Body(
			app.Summary().Textf("All moves as a list (%d)", len(p.Legal)),
			list,
		)
	}
	return app.Section().Class("moves-panel").Aria("labelledby", "moves-title").Body(
		app.H2().ID("moves-title").Class("visually-hidden").Text("Your moves"),
		list,
	)
}

// renderPlayers is the panel of seats with their running scores.
func (t *tablePage) renderPlayers() app.UI {
	st := t.ses.state
	scores := st.Result().Scores
	toMove := st.ToMove()
	return app.Section().Class("players").Aria("labelledby", "players-title").Body(
		app.H2().ID("players-title").Text("Players"),
		app.Ul().Body(app.Range(t.ses.save.Seats).Slice(func(i int) app.UI {
			seat := t.ses.save.Seats[i]
			score := ""
			if i < len(scores) {
				score = fmt.Sprintf("%d points", scores[i])
			}
			li := app.Li().Class("player", fmt.Sprintf("seat-c%d", seat.Colour))
			if i == toMove {
				li = li.Class("to-move").Aria("current", "true")
			}
			return li.Body(
				app.Span().Class("swatch", fmt.Sprintf("seat-c%d", seat.Colour)).Title(colourName(t.settings.Palette, seat.Colour)),
				app.Span().Class("player-name").Body(nameUI(seat.Name)),
				app.Span().Class("player-kind").Text(kindLabel(seat)),
				app.Span().Class("player-score").Text(score),
				app.If(i == toMove, func() app.UI { return app.Span().Class("badge").Text("to move") }),
			)
		})),
	)
}

// kindLabel says who plays a seat.
func kindLabel(seat save.Seat) string {
	if seat.Kind == save.Computer {
		return "Computer · " + levelLabel(seat.Level)
	}
	return "Person"
}

// renderLog is the plain-English log, newest first, so the latest moves
// are in view without scrolling (scrolling the list after every move forced
// the browser to lay out the whole page each time).
func (t *tablePage) renderLog() app.UI {
	lines := t.ses.lines
	return app.Section().Class("log").Aria("labelledby", "log-title").Body(
		app.H2().ID("log-title").Text("Game log"),
		app.If(len(lines) == 0, func() app.UI { return app.P().Class("hint").Text("No moves yet.") }),
		app.Ol().Class("log-lines").Reversed(true).TabIndex(0).Aria("labelledby", "log-title").Body(
			app.Range(lines).Slice(func(i int) app.UI {
				l := lines[len(lines)-1-i]
				seat := t.ses.save.Seats[l.Seat]
				return app.Li().Body(
					app.Span().Class("swatch", fmt.Sprintf("seat-c%d", seat.Colour)).Aria("hidden", true),
					app.Strong().Body(nameUI(seat.Name), app.Text(": ")),
					app.Text(l.Text),
				)
			}),
		),
	)
}
