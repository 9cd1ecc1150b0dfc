// Package table is the game table: the page that plays one saved game of
// any engine through the engines contract — the prompt and the choices,
// the board (board.Props), the players' mats, the log, undo, the
// computers' turns in the search workers or in slices on the page, the
// Suggest button, autosave, the final result, and what a screen reader
// hears. What plugs into it does so through the interfaces it declares: a
// lesson (Lesson) and play with friends (Friends), made when a game opens
// by the Parts the page is given. It uses the board contract, the page's
// frame, the session, the computer, the search workers, settings, storage
// and the engines; it never names a lesson's or a friend's code.
package table

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/computer"
	"tabula/app/page"
	"tabula/app/session"
	"tabula/app/settings"
	"tabula/app/storage"
	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/save"
	"tabula/engines/searchjob"
)

// Page is the table as go-app mounts it, at /play. Its table is an
// unexported field: on every update of a mounted component (a navigation
// to another game at the same path), go-app sets each of its exported
// fields from a new instance, and the table's are its state.
type Page struct {
	app.Compo
	table *Table
}

// New is the table page of a visit: the screen it is drawn on, the
// visit's your-turn cue and the makers of the parts of a game it opens.
func New(s page.Screen, cue *TurnCue, parts Parts) *Page {
	return PageOf(&Table{Screen: s, Cue: cue, Parts: parts})
}

// PageOf is the page that shows t.
func PageOf(t *Table) *Page { return &Page{table: t} }

// Table is the page's table.
func (p *Page) Table() *Table { return p.table }

// OnMount reads the settings and listens for other tabs' saves.
func (p *Page) OnMount(ctx app.Context) { p.table.OnMount(ctx) }

// OnDismount makes the autosave still due and drops pending work.
func (p *Page) OnDismount() { p.table.OnDismount() }

// OnNav opens the game named in the URL.
func (p *Page) OnNav(ctx app.Context) { p.table.OnNav(ctx) }

// Render draws the table.
func (p *Page) Render() app.UI { return p.table.Render() }

// Table plays one saved game: the generic table for any engine, with
// the game's Board when it has one. Its page is Page.
type Table struct {
	page.Screen
	Cue      *TurnCue    // the visit's your-turn cue
	Parts    Parts       // makes the lesson and friends parts of a game opened
	UI       app.Context // the component's own context (from OnMount), for work that outlives an event's element
	Ses      *session.Session
	loadErr  string    // why the game could not be opened
	Viewer   int       // the seat whose view is shown; -1 for a spectator
	PassTo   int       // the person the device must be passed to, or -1
	Thinking bool      // a computer is working out its move
	gen      int       // bumped to drop pending computer work (undo, leaving)
	Unseen   bool      // the position changed since the last Render, so the page still shows the one before
	Problem  string    // the last action that failed
	Note     string    // the board's note for the person (board.Props.Say), until the next move
	noteSeq  int       // counts the notes given, so that a reason given twice is said twice
	speech   announcer // what the table has said in its live region (announce.go)
	SaveErr  string    // the last autosave that failed
	saveDue  bool      // an autosave waits for the browser to paint the move (PersistSoon)
	Conflict bool      // another tab changed the stored game: this tab stops until the game is reloaded
	link     string    // the share link, once asked for
	Status   string
	hint     suggestion // the Suggest button's search and result (hint.go)
	// pending is the person's move that would end their turn, held until
	// they press End turn (Settings.ConfirmEnd); it is not played, so Undo
	// drops it and neither the save nor another device ever sees it.
	pending *pendingEnd
	// searchPath is where the last decision was searched: searchOnWorkers,
	// searchOnPage, or "" before any (the table's data-search attribute).
	searchPath string
	unlisten   func() // stops the storage listener of OnMount
	unhide     func() // stops the page-hide listener of OnMount

	Game   board.Game  // the game's board, rules and narrator
	board  board.Board // draws the position; made when the game opens
	detail int         // the seat whose whole mat is open over the table, plus one
	result gameEnd     // the final result's box (tableview.go)
	// Friends is play with friends at this table: made when a game opens,
	// nil before.
	Friends Friends
	Lesson  Lesson // the lesson this game is played in, or nil
	// positionCache is what the board's props take from the position (Props).
	positionCache *positionProps
}

// Lesson is what a lesson plugs into the table (app/lessons): its
// card, the moves it lets the person make, and what it hears of the game.
type Lesson interface {
	// On reports whether the lesson is under way (its steps not all done).
	On() bool
	// Refuse reports whether the lesson refuses a (engines.Action{Kind:
	// 255} for a board's own refusal), saying why on its card.
	Refuse(a engines.Action) bool
	// Choices keeps of legal what the step lets the person choose.
	Choices(legal []board.Choice) []board.Choice
	// Wanted is the move the step asks the person for (board.Props.LessonWanted).
	Wanted() string
	// Move is the step's move in the position, if it has a legal one.
	Move() (engines.Action, bool)
	// Played moves the lesson on after the step's move was played.
	Played(ctx app.Context)
	// Undone puts the lesson back at the step of the move taken back.
	Undone()
	// OffPath answers a click on the board or the mat off the step's target.
	OffPath(ctx app.Context, e app.Event)
	// Card is the lesson's card over the table.
	Card() app.UI
	// EndingScore is, in a lesson's ending that is over, what the person's
	// score was before its last move; nil otherwise.
	EndingScore() app.UI
}

// Friends is what play with friends plugs into the table (app's
// friendsTable): the links of a game by links, live play, the person's
// name and the your-turn cue.
type Friends interface {
	// Opened is told the table has opened its game, before it is shown:
	// a game by links takes the person's name and the note Home left
	// about the link it took in, and live play listens.
	Opened(ctx app.Context)
	// CueTurn gives the your-turn cue when a link just brought the turn.
	CueTurn()
	// StopLive stops live play listening, as the table leaves the game.
	StopLive()
	// SendLive sends a move made at this table to the friends playing live.
	SendLive()
	// TakeOwnName names the person's seat from Settings where it is still
	// You, and reports whether the seat has a name now.
	TakeOwnName(ctx app.Context) bool
	// Prompt is what the status bar says while seat, a friend's, moves.
	Prompt(seat int) string
	// LinkFrom is the first move the last link taken in brought while its
	// note is shown, or -1.
	LinkFrom() int
	// CanInviteLive reports whether a friend may be invited to play live.
	CanInviteLive() bool
	// QR, Live, LiveNote, HandOn and PlayAgain are drawn at the table; each
	// is nil when it has nothing to show. MenuShare is the share menu's
	// part.
	QR() app.UI
	Live() app.UI
	LiveNote() app.UI
	HandOn() app.UI
	PlayAgain() app.UI
	MenuShare(byLink bool) app.UI
}

// Parts makes the parts that plug into a table when it opens a game:
// its lesson (nil when the game is none) and play with friends.
type Parts struct {
	Lesson  func(t *Table) Lesson
	Friends func(t *Table) Friends
}

// noFriends is play with friends at a table that has none: nothing to
// show, nothing to send.
type noFriends struct{}

func (noFriends) Opened(app.Context)           {}
func (noFriends) CueTurn()                     {}
func (noFriends) StopLive()                    {}
func (noFriends) SendLive()                    {}
func (noFriends) TakeOwnName(app.Context) bool { return true }
func (noFriends) Prompt(int) string            { return "" }
func (noFriends) LinkFrom() int                { return -1 }
func (noFriends) CanInviteLive() bool          { return false }
func (noFriends) QR() app.UI                   { return nil }
func (noFriends) Live() app.UI                 { return nil }
func (noFriends) LiveNote() app.UI             { return nil }
func (noFriends) HandOn() app.UI               { return nil }
func (noFriends) PlayAgain() app.UI            { return nil }
func (noFriends) MenuShare(bool) app.UI        { return nil }

// stopLive stops live play listening, if the table has a game.
func (t *Table) stopLive() {
	if t.Friends != nil {
		t.Friends.StopLive()
	}
}

// LessonOn reports whether the table's game is a lesson under way.
func (t *Table) LessonOn() bool { return t.Lesson != nil && t.Lesson.On() }

// gameEnd is the table's state of a game over: its result's box and what
// the game's Finished said.
type gameEnd struct {
	shut  bool   // the final result was closed to look at the board
	note  app.UI // what the game's Finished said at the end (a solo record kept)
	retry bool   // Finished asked to be told again (its write failed)
}

// OnMount reads the settings and listens for other tabs' saves.
func (t *Table) OnMount(ctx app.Context) {
	t.UI = ctx
	t.Settings = settings.Load(ctx.LocalStorage())
	t.unlisten = page.OnStorage(ctx, t.storageChanged)
	t.unhide = page.OnHide(func() { t.flushSave(t.UI) })
	t.FocusMain(ctx)
}

// OnDismount makes the autosave still due and drops any pending computer
// work and suggestion, in the search workers too.
func (t *Table) OnDismount() {
	t.flushSave(t.UI)
	t.Cue.off()
	t.stopLive()
	if t.unhide != nil {
		t.unhide()
		t.unhide = nil
	}
	t.gen++
	t.DropHint()
	t.Searchers.Drop()
	if t.unlisten != nil {
		t.unlisten()
		t.unlisten = nil
	}
}

// storageChanged stops the table as soon as another tab has saved (or
// deleted) the game it shows, rather than when it next tries to save.
func (t *Table) storageChanged(ctx app.Context) {
	if t.Ses == nil || t.Conflict || !t.Ses.Stale(t.Stored(ctx.LocalStorage())) {
		return
	}
	t.stop(storage.StaleMessage)
}

// stop halts play, the computers' and the hint's thinking too, until the
// stored game is reloaded, saying why.
func (t *Table) stop(why string) {
	t.gen++
	t.DropHint()
	t.Searchers.Drop()
	t.Conflict, t.Thinking, t.SaveErr = true, false, why
}

// OnNav opens the game named in the URL.
func (t *Table) OnNav(ctx app.Context) {
	id := ctx.Page().URL().Query().Get("id")
	if t.Ses != nil && t.Ses.ID == id {
		return
	}
	t.open(ctx, id)
}

// reload opens the game again as it is stored, after a conflict.
func (t *Table) reload(ctx app.Context, e app.Event) {
	if t.Ses != nil {
		t.open(ctx, t.Ses.ID)
	}
}

// open opens a stored game, dropping whatever the table showed.
func (t *Table) open(ctx app.Context, id string) {
	t.flushSave(ctx)
	t.Cue.off()
	t.stopLive()
	t.gen++
	t.DropHint()
	t.Searchers.Drop()
	t.Ses, t.Viewer, t.PassTo, t.Thinking, t.Conflict = nil, -1, -1, false, false
	t.loadErr, t.Problem, t.SaveErr, t.link, t.Status = "", "", "", "", ""
	t.pending = nil
	t.detail, t.result = 0, gameEnd{}
	ses, err := session.OpenStored(t.Stored(ctx.LocalStorage()), id)
	if t.LinkBuild && errors.Is(err, save.ErrWrongGame) && t.LoadWholeApp("") {
		return // a game of another kind than the link build's
	}
	if err != nil {
		t.loadErr = storage.OpenMessage(err)
		return
	}
	t.Attach(ses)
	t.Friends.Opened(ctx)
	t.Arrive()
	t.Friends.CueTurn()
	t.Finished(ctx)
	t.Schedule()
}

// Attach seats the table at ses with a new board of its game.
func (t *Table) Attach(ses *session.Session) {
	t.Ses = ses
	t.Lesson, t.Friends = nil, noFriends{}
	if t.Parts.Lesson != nil {
		t.Lesson = t.Parts.Lesson(t)
	}
	if t.Parts.Friends != nil {
		t.Friends = t.Parts.Friends(t)
	}
	t.Game = ses.Table
	t.board = nil
	if t.Game.NewBoard != nil {
		t.board = t.Game.NewBoard()
	}
}

// Finished tells the game that it has ended (board.Extras.Finished: a
// Crown of Emara solo result goes to the solo records), once, or again
// after a failed write.
func (t *Table) Finished(ctx app.Context) {
	if t.Game.Finished == nil || !t.Ses.State.Over() || (t.result.note != nil && !t.result.retry) {
		return
	}
	t.result.note, t.result.retry = t.Game.Finished(ctx.LocalStorage(), t.Ses.ID, t.Ses.State, t.Ses.Seats)
}

// LoadSession opens a stored game, or explains to the player why not.
func LoadSession(st session.Store, id string) (*session.Session, string) {
	ses, err := session.OpenStored(st, id)
	if err != nil {
		return nil, storage.OpenMessage(err)
	}
	return ses, ""
}

// Arrive updates who sits at the device when the decision has moved to a
// person: if the game hides something from the current viewer that the next
// person may see, the device must be passed first.
func (t *Table) Arrive() {
	st := t.Ses.State
	seat := st.ToMove()
	if seat < 0 || t.Ses.SeatKind(seat) != save.Human || seat == t.Viewer {
		if t.Viewer < 0 && t.Ses.Humans() == 1 {
			t.Viewer = session.FirstHuman(t.Ses.Seats)
		}
		return
	}
	if t.Ses.Humans() > 1 && hidesBetween(st, t.Viewer, seat) {
		t.PassTo = seat
		return
	}
	t.Viewer = seat
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
func (t *Table) takeOver(ctx app.Context, e app.Event) {
	t.Viewer, t.PassTo = t.PassTo, -1
}

// MyTurn reports whether the person at the device may act now.
func (t *Table) MyTurn() bool {
	if t.Ses == nil || t.PassTo >= 0 || t.Thinking || t.Conflict {
		return false
	}
	seat := t.Ses.State.ToMove()
	return seat >= 0 && seat == t.Viewer && t.Ses.SeatKind(seat) == save.Human
}

// choose plays an action of the person at the device. A click on the
// position before the last move is ignored: go-app draws a change at its
// next frame, so until then the page shows targets of the old position (the
// second click of a double click lands there), and acting on them would
// refuse the move as illegal or, worse, play it again in a position the
// player has not seen.
func (t *Table) choose(ctx app.Context, a engines.Action) {
	if t.Unseen || !t.MyTurn() || t.held() != nil {
		return
	}
	t.Cue.off() // the player acts, even if the move waits for End turn
	if t.Lesson != nil && t.Lesson.Refuse(a) {
		return
	}
	inLesson := t.LessonOn()
	// A lesson steps through its moves on its own card (Back takes a move
	// back), so its moves are not held for End turn.
	version := t.Ses.Version
	if t.Settings.ConfirmEnd && !inLesson {
		tr, err := t.Ses.Try(a)
		if err != nil {
			t.Problem = "That move could not be played: " + err.Error()
			return
		}
		if p := t.endingTurn(tr); p != nil {
			t.pending, t.Note, t.Problem, t.Unseen = p, "", "", true
			t.DropHint()
			return
		}
		t.commit(ctx, tr)
	} else {
		t.Play(ctx, a)
	}
	if inLesson && t.Ses.Version != version {
		t.Lesson.Played(ctx)
	}
}

// pendingEnd is a move that would end the person's turn, waiting for End
// turn: the move tried (with the position it was chosen in) and what it
// does.
type pendingEnd struct {
	tried    *session.Tried
	question string // the status bar's prompt ("Forge a Mace and end your turn?")
	button   string // the button that plays it: "End turn", or "Done" for an answer out of turn
}

// endingTurn is the tried move as a pendingEnd when playing it would end
// the person's turn (board.Game.TurnEnds) without saying so, or nil. One
// rule for every game: a move that ends the turn as a side
// effect ("Forge a Mace", an Emara turn's last action) waits for End turn;
// a move that is itself the end ("End the turn", "End your turn", "Pass")
// is the player's confirmation and is played at once, rather than asked
// about a second time.
func (t *Table) endingTurn(tr *session.Tried) *pendingEnd {
	st, after, a := t.Ses.State, tr.After, tr.Action
	if !t.Game.TurnEnds(st, after) {
		return nil
	}
	text := strings.TrimSuffix(t.Game.Text(st, a, t.Ses.Seats), ".")
	if saysEnd(text) {
		return nil
	}
	switch next := after.ToMove(); {
	case after.Over():
		text += " and end the game?"
	case t.Game.OutOfTurn != nil && t.Game.OutOfTurn(st) && next >= 0 && next < len(t.Ses.Seats):
		// An answer outside the person's turn (an Emara Event) ends no
		// turn of theirs: it hands the decision on.
		return &pendingEnd{tried: tr, question: text + " and pass to " + board.Props{Seats: t.Ses.Seats}.SeatName(next) + "?", button: "Done"}
	default:
		text += " and end your turn?"
	}
	return &pendingEnd{tried: tr, question: text, button: "End turn"}
}

// saysEnd reports whether a move's text is itself the end of a turn: an
// End … or a Pass.
func saysEnd(text string) bool {
	return strings.HasPrefix(text, "End ") || text == "Pass" || strings.HasPrefix(text, "Pass ")
}

// held is the move waiting for End turn in the position on the table, or
// nil.
func (t *Table) held() *pendingEnd {
	if t.pending == nil || t.Ses == nil || t.pending.tried.Version != t.Ses.Version {
		return nil
	}
	return t.pending
}

// Holding reports whether a move waits for End turn in the position on
// the table.
func (t *Table) Holding() bool { return t.held() != nil }

// SeatsRenamed drops the words of the position made with the seats' old
// names.
func (t *Table) SeatsRenamed() { t.positionCache = nil }

// endTurn plays the move that was waiting for End turn.
func (t *Table) endTurn(ctx app.Context, e app.Event) {
	p := t.held()
	if t.Unseen || p == nil || !t.MyTurn() {
		return
	}
	t.pending = nil
	t.commit(ctx, p.tried)
}

// Play applies an action, autosaves and lets the next seat move.
func (t *Table) Play(ctx app.Context, a engines.Action) {
	tr, err := t.Ses.Try(a)
	if err != nil {
		t.Problem = "That move could not be played: " + err.Error()
		return
	}
	t.commit(ctx, tr)
}

// commit plays a move tried in the position on the table (session.Session.Try),
// autosaves and lets the next seat move.
func (t *Table) commit(ctx app.Context, tr *session.Tried) {
	if err := t.Ses.Commit(tr, page.NowMillis()); err != nil {
		t.Problem = "That move could not be played: " + err.Error()
		return
	}
	t.Problem, t.Note, t.Unseen = "", "", true
	t.Cue.off()
	t.DropHint()
	t.PersistSoon(ctx)
	t.Friends.SendLive()
	t.Arrive()
	t.Finished(ctx)
	if t.Ses.State.Over() {
		// The result opens in front of the table: take the focus there.
		ctx.Defer(func(app.Context) { page.FocusID("result-close") })
	}
	t.Schedule()
}

// boardClicked follows a click on the board or the person's mat: a target
// tapped there clears a note of the board's (a refusal's reason), which was
// about an earlier tap, even when the target only opens a choice of the
// board's own; in a lesson, a tap beside the step's move says what the step
// asks for (lessonOffPath).
func (t *Table) boardClicked(ctx app.Context, e app.Event) {
	if target := e.Get("target"); target.Truthy() && !target.Get("closest").IsUndefined() && target.Call("closest", ".target").Truthy() {
		t.Note = ""
	}
	if t.Lesson != nil {
		t.Lesson.OffPath(ctx, e)
	}
}

// Say shows the board's note in the status bar (board.Props.Say).
func (t *Table) Say(ctx app.Context, note string) {
	if t.Lesson != nil && t.Lesson.Refuse(engines.Action{Kind: 255}) {
		// In a lesson a board's rules reason could be false: the move
		// refused may be legal, and only not the step's.
		return
	}
	t.Note = note
	t.noteSeq++
}

// Undo takes back the last action of the person at the device; like a
// move, only from the position on screen, so a double click takes back one.
func (t *Table) Undo(ctx app.Context, e app.Event) {
	if t.Unseen || !t.MyTurn() {
		return
	}
	if t.held() != nil {
		// The move waiting for End turn was never played: dropping it
		// returns to the position before it.
		t.pending, t.Unseen, t.Note = nil, true, ""
		return
	}
	if !t.Ses.CanUndo() {
		return
	}
	t.gen++
	t.Unseen, t.Note = true, ""
	t.DropHint()
	if err := t.Ses.TakeBack(page.NowMillis()); err != nil {
		t.Problem = "Undo failed: " + err.Error()
		return
	}
	if t.Lesson != nil {
		t.Lesson.Undone()
	}
	t.PersistSoon(ctx)
}

// PersistSoon autosaves the game once the browser has painted the move, so
// that the save (1.5–3 ms on the bench machine: the check for another
// tab's save, the encoding, the writes) is not part of the update that
// shows it. Moves made before then are saved together. A hidden page
// paints nothing and saves at once; hiding or leaving the page, and opening
// another game, make a save still due (flushSave).
func (t *Table) PersistSoon(ctx app.Context) {
	if page.Hidden() {
		t.saveDue = true
		t.flushSave(ctx)
		return
	}
	if t.saveDue {
		return
	}
	t.setSaveDue(true)
	// Asked for after go-app has changed the page (Defer), the next frame
	// is the one that paints the move; asked for now, it could be one
	// before it.
	t.UI.Defer(func(ctx app.Context) {
		page.AfterPaint(ctx, func(ctx app.Context) {
			shown := t.SaveErr
			t.flushSave(ctx)
			if t.SaveErr == shown {
				ctx.PreventUpdate() // nothing on the page changed
			}
		})
	})
}

// flushSave makes the autosave that persistSoon put off, if one is due.
func (t *Table) flushSave(ctx app.Context) {
	if !t.saveDue {
		return
	}
	t.setSaveDue(false)
	if t.Ses != nil {
		t.persist(ctx)
	}
}

// setSaveDue records whether an autosave is put off, also as the page's
// window.tabulaSaveDue, so that a browser test reads the stored game only
// once the moves it sees are saved.
func (t *Table) setSaveDue(due bool) {
	t.saveDue = due
	if app.IsClient {
		app.Window().Set("tabulaSaveDue", due)
	}
}

// persist autosaves the game; a failure keeps the last good save and says
// so. When another tab has changed the stored game, this tab stops playing
// (its computers too) until the player reloads the stored game.
func (t *Table) persist(ctx app.Context) {
	err := t.Ses.Persist(t.Stored(ctx.LocalStorage()))
	switch {
	case errors.Is(err, storage.ErrConflict):
		t.stop(storage.ConflictMessage)
	case err != nil:
		t.SaveErr = page.StorageMessage(err)
	default:
		t.SaveErr = ""
	}
}

// Schedule starts the computer's move when a computer seat is to move,
// after the pace delay of the settings. It thinks in the search workers
// when the browser has them, else in slices on the page's thread (decide).
// The decision starts once the page has been updated (ctx.Defer): queued
// earlier, a first slice on the page would run in the same browser task as
// that update, and the page would be blocked for both.
func (t *Table) Schedule() {
	st := t.Ses.State
	seat := st.ToMove()
	if t.Thinking || t.Conflict || seat < 0 || t.Ses.SeatKind(seat) != save.Computer {
		return
	}
	if t.LessonOn() {
		return // in a lesson the computers' moves are the lesson's, played on Continue
	}
	level := t.Ses.Seats[seat].Level
	gameSeed, moves := t.Ses.Save.Seed, len(t.Ses.Save.Log)
	seed := computer.Seed(gameSeed, moves)
	// The search on the page is set up only if the workers cannot decide:
	// setting it up (bots.Start) took 1–4 ms of the click that passed the
	// turn to the computer.
	start := func() (computer.Step, error) { return computer.Think(level, st, gameSeed, moves, time.Now) }
	t.Thinking = true
	gen := t.gen
	alive := func() bool { return gen == t.gen }
	// The event's own context may belong to an element this move removes
	// (a move button), and go-app drops work dispatched for unmounted
	// elements: continue on the component's context.
	delay := t.Settings.PaceDelay()
	t.UI.Defer(func(ctx app.Context) {
		page.AfterBrowser(ctx, delay, func(ctx app.Context) {
			t.decide(ctx, st, level, seed, bots.LevelTimeCap(level), start, alive, func(ctx app.Context, a engines.Action, err error) {
				if err != nil {
					t.Thinking = false
					t.Problem = "The computer could not move: " + err.Error()
					return
				}
				// The move is played in a browser task of its own, so that
				// the last slice of a search on the page and the update
				// after the move do not add up.
				ctx.PreventUpdate()
				page.AfterBrowser(ctx, 0, func(ctx app.Context) {
					if !alive() {
						return
					}
					t.Thinking = false
					t.Play(ctx, a)
				})
			})
		})
	})
}

// decide makes the decision of bot (a bots.New name) seeded with seed for
// the seat to move in st, which must not change until done is called:
// through the search workers (app/searchpool) when they can, else with the
// work that start sets up, the same search in slices on the page's thread. Either way done
// gets the action (or the error) on the UI goroutine, unless alive says
// the decision is no longer wanted by then (an undo, a new game, leaving).
func (t *Table) decide(ctx app.Context, st engines.State, bot string, seed uint64, timeCap time.Duration,
	start func() (computer.Step, error), alive func() bool, done func(app.Context, engines.Action, error)) {
	if !alive() {
		return
	}
	info, rules := t.Ses.Info, t.Ses.Save.RulesVersion
	t.Searchers.Decide(ctx, func(id, n int) ([]searchjob.Request, error) {
		return searchjob.Requests(id, info, rules, st, bot, seed, n, timeCap)
	}, func(ctx app.Context, reqs []searchjob.Request, replies []*searchjob.Reply, err error) {
		if !alive() {
			return
		}
		if err == nil {
			a, err := searchjob.Choose(reqs, replies, st)
			if err == nil {
				t.searched(page.SearchOnWorkers)
				done(ctx, a, nil)
				return
			}
			app.Window().Get("console").Call("warn", "Tabula: searching on the page: "+err.Error())
		}
		// The fallback: the workers could not decide (none in
		// this browser, their wasm failed to load, they erred or were
		// late), so the search that served before them decides on the
		// page's thread, in slices, from the same position. The move is
		// later and the page less smooth while it thinks, but nothing is
		// lost. Why the workers could not is said by the pool, once.
		t.searched(page.SearchOnPage)
		work, err := start()
		if err != nil {
			done(ctx, engines.Action{}, err)
			return
		}
		t.sliced(ctx, work, alive, done)
	})
}

// searched records where a decision was searched: the table's data-search
// attribute and the window.tabulaSearch counters.
func (t *Table) searched(where string) {
	t.searchPath = where
	page.CountSearch(where)
}

// sliced runs work on the page's thread, one slice of at most computer.SliceBudget
// per browser task (afterBrowser between them), then calls done with the
// decision. A slice changes nothing on screen, so it skips go-app's update
// of the table (which re-renders and compares the whole board, a few times
// the slice's own cost for nothing).
func (t *Table) sliced(ctx app.Context, work computer.Step, alive func() bool, done func(app.Context, engines.Action, error)) {
	if !alive() {
		return
	}
	a, finished, err := computer.RunSlice(work, computer.SliceBudget, time.Now)
	switch {
	case err != nil:
		done(ctx, engines.Action{}, err)
	case !finished:
		ctx.PreventUpdate()
		page.AfterBrowser(ctx, 0, func(ctx app.Context) { t.sliced(ctx, work, alive, done) })
	default:
		done(ctx, a, nil)
	}
}

// Share shows the game's link and copies it.
func (t *Table) Share(ctx app.Context, e app.Event) {
	t.Friends.TakeOwnName(ctx) // the copy names its sharer as Settings does, if it can
	link, err := page.ShareURL(page.Origin(), t.Ses.Save)
	if err != nil {
		t.Status = save.Message(err)
		return
	}
	t.link = link
	page.CopyText(t.UI, link, func(ctx app.Context, ok bool) {
		if ok {
			t.Status = "Link copied."
			return
		}
		t.Status = "Copy the link below."
	})
}

// Props are the board.Props of the current position.
func (t *Table) Props() board.Props {
	pos := t.position()
	p := board.Props{
		Info: t.Ses.Info, State: pos.view, Viewer: t.Viewer, ToMove: t.Ses.State.ToMove(),
		Seats: t.Ses.Seats, Choose: t.choose, Animate: t.Settings.Animation,
		Hint: t.Suggested(), Recent: pos.recent, Own: pos.own, Say: t.Say,
	}
	if t.MyTurn() && t.held() == nil && t.Ses.CanUndo() {
		p.Cancel = func(ctx app.Context) { t.Undo(ctx, app.Event{}) }
	}
	if t.MyTurn() && t.held() == nil {
		p.Legal = pos.choices(t.Ses.State, t.Game)
		if t.Lesson != nil {
			p.Legal = t.Lesson.Choices(p.Legal)
		}
	}
	if t.LessonOn() {
		p.Lesson, p.LessonWanted = true, t.Lesson.Wanted()
	}
	return p
}

// CanTakeBack reports whether Undo does something now: drop the move
// waiting for End turn, or take back the person's last move.
func (t *Table) CanTakeBack() bool {
	return t.MyTurn() && (t.held() != nil || t.Ses.CanUndo())
}

// positionProps are the parts of the board's props that follow from the
// position and the viewer alone: the viewer's view, the legal choices with
// their descriptions, the others' recent moves and the viewer's own
// before them. The table renders more
// often than the position changes (a computer starts or stops thinking, a
// hint arrives), so they are worked out once per position.
type positionProps struct {
	ses     *session.Session
	version int
	viewer  int
	view    engines.State
	recent  []board.Step
	own     *board.Step
	legal   []board.Choice // once listed
	listed  bool
}

// choices are the legal actions of st, the position of c, described by g.
func (c *positionProps) choices(st engines.State, g board.Game) []board.Choice {
	if !c.listed {
		for _, a := range st.Legal() {
			c.legal = append(c.legal, board.Choice{Action: a, Text: g.Text(st, a, c.ses.Seats)})
		}
		c.listed = true
	}
	return c.legal
}

// position is the positionProps of the position on the table.
func (t *Table) position() *positionProps {
	if c := t.positionCache; c != nil && c.ses == t.Ses && c.version == t.Ses.Version && c.viewer == t.Viewer {
		return c
	}
	c := &positionProps{ses: t.Ses, version: t.Ses.Version, viewer: t.Viewer, view: t.Ses.State.View(t.Viewer), recent: t.recent(), own: t.own()}
	t.positionCache = c
	return c
}

// SeatName names a seat, or "" for none.
func (t *Table) SeatName(seat int) string {
	if seat < 0 || seat >= len(t.Ses.Seats) {
		return ""
	}
	return t.Ses.Seats[seat].Name
}

// Prompt is the status bar's line saying what happens now. specific is
// the board's own instruction for the position: it replaces the generic
// line whenever the board has one.
func (t *Table) Prompt(specific string) string {
	st := t.Ses.State
	seat := st.ToMove()
	name := t.SeatName(seat)
	switch {
	case st.Over():
		return page.Verdict(st.Result(), t.Ses.Seats)
	case t.PassTo >= 0:
		return fmt.Sprintf("Pass the device to %s.", t.SeatName(t.PassTo))
	case t.Ses.SeatKind(seat) == save.Computer && t.LessonOn():
		return fmt.Sprintf("%s's move: continue the lesson to see it.", name)
	case t.Ses.SeatKind(seat) == save.Computer:
		return fmt.Sprintf("%s (computer) is thinking…", name)
	case t.Ses.SeatKind(seat) == save.Friend:
		return t.Friends.Prompt(seat)
	case t.held() != nil && seat == t.Viewer:
		if name != board.You {
			return name + ": " + t.held().question
		}
		return t.held().question
	case specific != "" && seat == t.Viewer && name != board.You:
		return name + ": " + specific
	case specific != "":
		return specific
	case seat == t.Viewer && name == board.You:
		return "Your turn: choose a move."
	case seat == t.Viewer:
		return fmt.Sprintf("%s, your turn: choose a move.", name)
	default:
		return fmt.Sprintf("Waiting for %s.", name)
	}
}
