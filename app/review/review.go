// Package review is a finished or unfinished game shown move by move: its
// page (/review), the timeline of turns, the board and the scores at any
// move, a branch played on from one, and for a finished game the
// computer's judgement of each person's decisions, worked out in the search
// workers or in slices on the page and kept beside the game. It uses the
// board contract, the page's frame, the session, the computer, the search
// workers, settings, storage and the engines; nothing of the table.
package review

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/page"
	"tabula/app/session"
	"tabula/app/settings"
	"tabula/app/storage"
	"tabula/engines"
	"tabula/engines/save"
)

// reviewGame is a game opened for review: its save, every position it went
// through and its log, replayed once when the review opens.
type reviewGame struct {
	id     string // the saved game's ID; "" for a shared link's game
	link   string // the share link's fragment ("s=…") of a link's game
	save   *save.Save
	seats  []save.Seat // the seats as this device names them (seating.Seen)
	game   engines.Game
	info   engines.Info
	table  board.Game
	states []engines.State   // states[i] is the position after i moves, up to the last
	lines  []session.LogLine // lines[k] is the action k, described, with its automatic events
	scores [][]int           // scores[i] are the projected scores after i moves
	groups []moveGroup
}

// moveGroup is a stretch of the log that the game counts as one (a Season,
// a Year, a round: the game's Progress before its first move), split into
// turns: runs of moves by one seat.
type moveGroup struct {
	Title string
	Turns []turnSpan
}

// turnSpan is the moves [From, To) of the log, all made by Seat.
type turnSpan struct {
	Seat, From, To int
}

// newReviewGame replays a checked save (session.Prepare) for review.
func newReviewGame(id string, s *save.Save, t board.Game) (*reviewGame, error) {
	ses, err := session.Open(id, s, t)
	if err != nil {
		return nil, err
	}
	rv := &reviewGame{
		id: id, save: ses.Save, seats: ses.Seats, table: t, game: t.Engine, info: ses.Info, lines: ses.Lines, scores: ses.Scores,
		states: append(slices.Clip(ses.History), ses.State),
	}
	rv.groups = groupMoves(rv.states, rv.lines)
	return rv, nil
}

// groupMoves splits the log into the game's own stretches and turns.
func groupMoves(states []engines.State, lines []session.LogLine) []moveGroup {
	var groups []moveGroup
	for k, l := range lines {
		title := states[k].Progress()
		if len(groups) == 0 || groups[len(groups)-1].Title != title {
			groups = append(groups, moveGroup{Title: title})
		}
		g := &groups[len(groups)-1]
		if n := len(g.Turns); n > 0 && g.Turns[n-1].Seat == l.Seat && g.Turns[n-1].To == k {
			g.Turns[n-1].To = k + 1
			continue
		}
		g.Turns = append(g.Turns, turnSpan{Seat: l.Seat, From: k, To: k + 1})
	}
	return groups
}

// moves is the number of moves in the game: positions run from 0 to it.
func (rv *reviewGame) moves() int { return len(rv.lines) }

// over reports whether the game is finished.
func (rv *reviewGame) over() bool { return rv.states[len(rv.states)-1].Over() }

// humans are the seats played by people.
func (rv *reviewGame) humans() []int {
	var out []int
	for i, s := range rv.save.Seats {
		if s.Kind == save.Human {
			out = append(out, i)
		}
	}
	return out
}

// viewpoint is the seat a review shows the game as, and whether the person
// at the device must first say who they are. A finished game hides
// nothing: the board is the table's (a single person's, or a spectator's
// when people played together or only computers), and every seat's mat is
// shown as its player saw it. An unfinished game is shown only as the
// person at the device may see it: theirs when one person plays; in a
// game passed between people, that of seat when it names one of them (the
// table says who sits at the device), else they are asked.
func (rv *reviewGame) viewpoint(seat int) (viewer int, ask bool) {
	humans := rv.humans()
	switch {
	case len(humans) == 1:
		return humans[0], false
	case len(humans) == 0 || rv.over():
		return -1, false
	case slices.Contains(humans, seat):
		return seat, false
	default:
		return -1, true
	}
}

// recentAt are the moves marked on the board at position pos: the turn of
// the seat that made the last of them, up to it, as viewer could see the
// positions before them (the rule the table follows for a spectator).
func (rv *reviewGame) recentAt(pos, viewer int) []board.Step {
	from := session.RecentFrom(rv.lines[:pos], -1, pos)
	from = max(from, pos-session.MaxRecent)
	steps := make([]board.Step, 0, pos-from)
	for k := from; k < pos; k++ {
		steps = append(steps, board.Step{Seat: rv.lines[k].Seat, Action: rv.lines[k].Action, Before: rv.states[k].View(viewer), Events: rv.lines[k].Happened})
	}
	return steps
}

// props are the board's props at position pos as viewer sees it: nothing
// to choose, the moves of the last turn marked.
func (rv *reviewGame) props(pos, viewer int, animate bool, say func(app.Context, string)) board.Props {
	st := rv.states[pos]
	return board.Props{
		Info: rv.info, State: st.View(viewer), Viewer: viewer, ToMove: st.ToMove(),
		Seats: rv.seats, Choose: func(app.Context, engines.Action) {}, Animate: animate,
		Recent: rv.recentAt(pos, viewer), Say: say,
	}
}

// branch stores a new game that goes on from position pos of rv: the same
// setup and seats, the log up to pos, played now. The game reviewed is not
// changed.
func (rv *reviewGame) branch(st session.Store, pos int, now int64) (string, error) {
	s := *rv.save
	s.Variants = slices.Clone(rv.save.Variants)
	s.Seats = slices.Clone(rv.save.Seats)
	s.Log = slices.Clone(rv.save.Log[:pos])
	s.Created = now
	s.Update(rv.states[pos], now)
	id := storage.NewID()
	if err := st.Put(id, &s); err != nil {
		return "", err
	}
	return id, nil
}

// screen is page.Screen under a name of this package's own, so that the
// page embeds it unexported: go-app sets a mounted component's exported
// fields from a new instance at every update of the page.
type screen = page.Screen

// New is the page drawn on s.
func New(s page.Screen) *Page { return &Page{screen: s} }

// Page shows a game move by move: a timeline, the board at the
// chosen move, the scores, and for a finished game the computer's analysis.
type Page struct {
	app.Compo
	screen
	ui       app.Context
	rv       *reviewGame
	loadErr  string
	pos      int  // the position shown: after this many moves
	viewer   int  // the seat whose view is shown, -1 for none
	ask      bool // the person at the device must say who they are first
	detail   int  // the seat whose whole mat is open, plus one
	note     string
	problem  string
	boards   map[int]board.Board // one per viewpoint (seat, or -1)
	unlisten func()

	an      *analyses     // the analyses of the game, kept or being made
	anSeat  int           // the player whose moves are (to be) analysed
	run     *analysisRun  // the analysis under way, or nil
	anGen   int           // bumped to stop the analysis under way
	anNote  string        // what the analysis last said (stopped, kept, failed)
	anStart time.Time     // when the analysis under way started
	anTook  time.Duration // the time the chosen player's analysis has run on this visit
}

// OnMount reads the settings and starts listening to the arrow keys.
func (p *Page) OnMount(ctx app.Context) {
	p.ui = ctx
	p.Settings = settings.Load(ctx.LocalStorage())
	p.unlisten = onKeys(ctx, p.key)
	p.FocusMain(ctx)
}

// OnDismount stops the analysis under way (what it judged is kept) and the
// key listener.
func (p *Page) OnDismount() {
	p.anGen++
	if p.run != nil {
		p.Searchers.Drop()
	}
	p.run = nil
	if p.unlisten != nil {
		p.unlisten()
		p.unlisten = nil
	}
}

// OnNav opens the game the address names.
func (p *Page) OnNav(ctx app.Context) {
	u := ctx.Page().URL()
	id, frag := u.Query().Get("id"), u.Fragment
	if p.rv != nil && ((id != "" && p.rv.id == id) || (id == "" && p.rv.link == frag)) {
		return
	}
	seat := -1
	if n, err := strconv.Atoi(u.Query().Get("seat")); err == nil {
		seat = n
	}
	p.open(ctx, id, frag, seat)
	if app.IsClient {
		ctx.Defer(func(app.Context) { showCurrentMove() })
	}
}

// open replays the game for review: a stored game by ID, or a shared
// link's, checked like any link.
func (p *Page) open(ctx app.Context, id, frag string, seat int) {
	p.anGen++
	p.rv, p.run, p.an, p.loadErr, p.problem, p.anNote, p.note, p.anTook = nil, nil, nil, "", "", "", "", 0
	p.boards, p.detail = map[int]board.Board{}, 0
	var rv *reviewGame
	var err error
	switch {
	case id != "":
		var s *save.Save
		var g engines.Game
		if s, _, err = p.Stored(ctx.LocalStorage()).Read(id); err == nil {
			if s, g, err = session.Prepare(p.Games, s); err == nil {
				t, _ := p.Games.Table(g.Info().ID)
				rv, err = newReviewGame(id, s, t)
			}
		}
		if err != nil {
			p.loadErr = storage.OpenMessage(err)
			return
		}
	case strings.HasPrefix(frag, save.LinkPrefix):
		c, err := session.ParseShared(p.Games, frag)
		if err == nil {
			t, _ := p.Games.Table(c.Game.Info().ID)
			rv, err = newReviewGame("", c.Save, t)
		}
		if err != nil {
			p.loadErr = save.Message(err)
			return
		}
		rv.link = frag
	default:
		p.loadErr = "This address names no game to review. Choose one under Saved games."
		return
	}
	p.rv = rv
	p.pos = rv.moves()
	p.viewer, p.ask = rv.viewpoint(seat)
	p.an = loadAnalyses(ctx.LocalStorage(), rv.id, rv.save, rv.states)
	p.anSeat = max(0, rv.firstHuman())
	if len(p.an.Seats) > 0 {
		p.anSeat = p.an.Seats[0].Seat
	}
}

// firstHuman is the first seat played by a person, or -1.
func (rv *reviewGame) firstHuman() int { return session.FirstHuman(rv.save.Seats) }

// boardFor is the board drawing the game as viewer sees it.
func (p *Page) boardFor(viewer int) board.Board {
	if p.rv.table.NewBoard == nil {
		return nil
	}
	b, ok := p.boards[viewer]
	if !ok {
		b = p.rv.table.NewBoard()
		p.boards[viewer] = b
	}
	return b
}

// jump shows position pos (clamped to the game).
func (p *Page) jump(pos int) {
	if p.rv == nil {
		return
	}
	pos = max(0, min(p.rv.moves(), pos))
	if pos != p.pos {
		p.pos, p.note = pos, ""
		if app.IsClient {
			p.ui.Defer(func(app.Context) { showCurrentMove() })
		}
	}
}

// showCurrentMove scrolls the timeline, inside itself, to the move shown
// when it is out of sight.
func showCurrentMove() {
	doc := app.Window().Get("document")
	list, move := doc.Call("getElementById", "review-log"), doc.Call("querySelector", `#review-log [aria-current="step"]`)
	if !list.Truthy() || !move.Truthy() {
		return
	}
	l, m := list.Call("getBoundingClientRect"), move.Call("getBoundingClientRect")
	top := m.Get("top").Float() - l.Get("top").Float()
	if top < 0 || top+m.Get("height").Float() > l.Get("height").Float() {
		list.Set("scrollTop", list.Get("scrollTop").Float()+top-l.Get("height").Float()/2)
	}
}

// key steps through the game with the arrow keys, Home and End.
func (p *Page) key(ctx app.Context, key string) {
	if p.rv == nil || p.ask || p.detail > 0 {
		return
	}
	switch key {
	case "ArrowLeft":
		p.jump(p.pos - 1)
	case "ArrowRight":
		p.jump(p.pos + 1)
	case "Home":
		p.jump(0)
	case "End":
		p.jump(p.rv.moves())
	}
}

// choose is the person at the device saying which seat they play (an
// unfinished game passed between people).
func (p *Page) choose(seat int) { p.viewer, p.ask = seat, false }

// say shows the board's note (board.Props.Say).
func (p *Page) say(ctx app.Context, note string) { p.note = note }

// continueHere stores a new game going on from the position shown and
// opens it at the table.
func (p *Page) continueHere(ctx app.Context, e app.Event) {
	id, err := p.rv.branch(p.Stored(ctx.LocalStorage()), p.pos, page.NowMillis())
	if err != nil {
		p.problem = page.StorageMessage(err)
		return
	}
	ctx.Navigate(page.Href(page.PathPlay + "?id=" + url.QueryEscape(id)))
}

// onKeys calls f on the UI goroutine of ctx with every press of the left
// and right arrows, Home and End on the page that is not typed into a field
// (nor with Ctrl, Alt or Meta), instead of the key's default action, until
// the returned stop is called. Natively it does nothing.
func onKeys(ctx app.Context, f func(ctx app.Context, key string)) (stop func()) {
	if !app.IsClient {
		return func() {}
	}
	h := app.FuncOf(func(this app.Value, args []app.Value) any {
		e := args[0]
		if e.Get("ctrlKey").Bool() || e.Get("altKey").Bool() || e.Get("metaKey").Bool() {
			return nil
		}
		if t := e.Get("target"); t.Truthy() && t.Get("closest").Truthy() && t.Call("closest", "input, select, textarea, [contenteditable]").Truthy() {
			return nil
		}
		key := e.Get("key").String()
		switch key {
		case "ArrowLeft", "ArrowRight", "Home", "End":
			e.Call("preventDefault")
			ctx.Dispatch(func(ctx app.Context) { f(ctx, key) })
		}
		return nil
	})
	app.Window().Call("addEventListener", "keydown", h)
	return func() {
		app.Window().Call("removeEventListener", "keydown", h)
		h.Release()
	}
}
