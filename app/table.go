package app

import (
	"bytes"
	"errors"
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
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
	note     string // the board's note for the person (board.Props.Say), until the next move
	saveErr  string // the last autosave that failed
	conflict bool   // another tab changed the stored game: this tab stops until the game is reloaded
	link     string // the share link, once asked for
	status   string
	hint     suggestion // the Suggest button's search and result (hint.go)
	unlisten func()     // stops the storage listener of OnMount

	table      board.Game  // the game's board, rules and narrator
	board      board.Board // draws the position; made when the game opens
	detail     int         // the seat whose whole mat is open over the table, plus one
	resultShut bool        // the final result was closed to look at the board
	endNote    app.UI      // what the game's Finished said at the end (a solo record kept)
	endRetry   bool        // Finished asked to be told again (its write failed)
	hand       handOn      // a game by links: the links for the friends (linkplay.go)
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
	t.detail, t.resultShut, t.endNote, t.endRetry = 0, false, nil, false
	ses, msg := loadSession(store{ctx.LocalStorage()}, id)
	if ses == nil {
		t.loadErr = msg
		return
	}
	t.attach(ses)
	t.arriveByLink(ctx)
	t.arrive()
	t.finished(ctx)
	t.schedule()
}

// attach seats the table at ses with a new board of its game.
func (t *tablePage) attach(ses *session) {
	t.ses = ses
	t.table, _ = tableOf(ses.info.ID)
	t.board = nil
	if t.table.NewBoard != nil {
		t.board = t.table.NewBoard()
	}
}

// finished tells the game that it has ended (board.Extras.Finished: a
// Crown of Emara solo result goes to the solo records), once, or again
// after a failed write.
func (t *tablePage) finished(ctx app.Context) {
	if t.table.Finished == nil || !t.ses.state.Over() || (t.endNote != nil && !t.endRetry) {
		return
	}
	t.endNote, t.endRetry = t.table.Finished(ctx.LocalStorage(), t.ses.id, t.ses.state, t.ses.save.Seats)
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
	t.problem, t.note, t.unseen = "", "", true
	t.dropHint()
	t.persist(ctx)
	t.arrive()
	t.finished(ctx)
	if t.ses.state.Over() {
		// The result opens in front of the table: take the focus there.
		ctx.Defer(func(app.Context) { focusID("result-close") })
	}
	t.schedule()
}

// say shows the board's note in the status bar (board.Props.Say).
func (t *tablePage) say(ctx app.Context, note string) { t.note = note }

// undo takes back the last action of the person at the device; like a
// move, only from the position on screen, so a double click takes back one.
func (t *tablePage) undo(ctx app.Context, e app.Event) {
	if t.unseen || !t.myTurn() || !t.ses.canUndo() {
		return
	}
	t.gen++
	t.unseen, t.note = true, ""
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
func (t *tablePage) props() board.Props {
	st := t.ses.state
	p := board.Props{
		Info: t.ses.info, State: st.View(t.viewer), Viewer: t.viewer, ToMove: st.ToMove(),
		Seats: t.ses.save.Seats, Choose: t.choose, Animate: t.settings.Animation,
		Hint: t.suggested(), Recent: t.recent(), Say: t.say,
	}
	if t.myTurn() && t.ses.canUndo() {
		p.Cancel = func(ctx app.Context) { t.undo(ctx, app.Event{}) }
	}
	if t.myTurn() {
		for _, a := range st.Legal() {
			p.Legal = append(p.Legal, board.Choice{Action: a, Text: t.table.Text(st, a)})
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

// prompt is the status bar's line saying what happens now. specific is
// the board's own instruction for the position: it replaces the generic
// line whenever the board has one.
func (t *tablePage) prompt(specific string) string {
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
	case t.ses.seatKind(seat) == save.Friend:
		return t.friendPrompt(seat)
	case specific != "" && seat == t.viewer && name != "You":
		return name + ": " + specific
	case specific != "":
		return specific
	case seat == t.viewer && name == "You":
		return "Your turn: choose a move."
	case seat == t.viewer:
		return fmt.Sprintf("%s, your turn: choose a move.", name)
	default:
		return fmt.Sprintf("Waiting for %s.", name)
	}
}
