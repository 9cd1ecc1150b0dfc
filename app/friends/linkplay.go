package friends

import (
	"fmt"
	"net/url"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/computer"
	"tabula/app/page"
	"tabula/app/qrcode"
	"tabula/app/seating"
	"tabula/app/session"
	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/save"
)

// A game played by links: some seats are friends on devices of
// their own (save.Friend). Each device keeps one copy of the game, in which
// its own seat is the only person's seat at the table; when the turn passes
// to a friend, the table offers the link that hands the game to them
// (save.Save.For), to send with the system's share sheet, copy, or show as a
// QR code. Opening such a link on Home (receiveByLink) finds the device's
// copy of the game and applies the rules of engines/save: a link that
// extends it moves it on, an older one changes nothing, and one whose log
// forks from it is kept beside it if the player wants; one that plays this
// device's seat is refused. Computer seats are played by whichever device
// holds the game when their turn comes: the bots are deterministic, so
// every device plays the same move (Beginner's and Greedy's are checked).

// byLinkNote is what the setup says, once, about who may play by link.
const ByLinkNote = "Playing by link is for friends who trust each other. A link carries the whole game so that the next " +
	"device can go on with it, so someone who takes a link apart could find out the hidden cards and what the " +
	"shuffles will bring. Tabula shows each player only their own hand, and never shows the deal."

// handOn is what the table of a game by links shows to hand the game on.
type handOn struct {
	links   map[int]handOnLink // the links made, by seat
	qr      int                // the seat whose QR code is open, plus one
	all     bool               // the menu asked for every friend's link
	status  string             // what sending a link said
	arrival string             // what the link that opened the table did (arrivalNote) ...
	arrived int                // ... said until the log is no longer this long
	from    int                // the first move the link brought (the log's length before it)
}

// handOnLink is a seat's link, made for the game as it was after moves
// actions, last saved at updated.
type handOnLink struct {
	moves   int
	updated int64
	url     string
}

// handOnSeats are the friends whose links the table offers now: the one to
// move, or everyone when the game is over or the menu asked for them; none
// while a computer thinks or the table is stopped, nor for a friend whose
// moves come live (liveReach).
func (t *friendsTable) handOnSeats() []int {
	if t.Ses == nil || !t.Ses.Save.ByLink() || t.Thinking || t.Conflict {
		return nil
	}
	st := t.Ses.State
	var out []int
	for i, seat := range t.Ses.Seats {
		if _, live := t.liveReach(i); seat.Kind == save.Friend && !live && (t.hand.all || st.Over() || i == st.ToMove()) {
			out = append(out, i)
		}
	}
	return out
}

// linkFor is the link that hands the game, as it is now, to seat's player.
func (t *friendsTable) linkFor(seat int) (string, error) {
	s := t.Ses.Save
	if l, ok := t.hand.links[seat]; ok && l.moves == len(s.Log) && l.updated == s.Updated {
		return l.url, nil
	}
	u, err := page.ShareURL(page.Origin(), s.For(seat))
	if err != nil {
		return "", err
	}
	if t.hand.links == nil {
		t.hand.links = map[int]handOnLink{}
	}
	t.hand.links[seat] = handOnLink{moves: len(s.Log), updated: s.Updated, url: u}
	return u, nil
}

// Prompt is the status bar's line when a friend on another device is
// to move.
func (t *friendsTable) Prompt(seat int) string {
	name := t.SeatName(seat)
	whose := board.Possessive(name)
	if via, ok := t.liveReach(seat); ok && via == seat {
		return fmt.Sprintf("%s turn, live on %s device. Each move shows here once %s can no longer take it back.", whose, whose, name)
	} else if ok {
		return fmt.Sprintf("%s turn, live through %s device.", whose, board.Possessive(t.SeatName(via)))
	}
	return fmt.Sprintf("%s turn, on another device: send %s the link.", whose, name)
}

// HandOn is the status bar's row of links for the friends the game
// goes to: each with its address, a button that sends it and one that
// shows its QR code.
func (t *friendsTable) HandOn() app.UI {
	seats := t.handOnSeats()
	var arrival app.UI
	if len(t.Ses.Save.Log) == t.hand.arrived {
		arrival = t.byLinkNote(t.hand.arrival)
	}
	if len(seats) > 0 && t.nameMissing() {
		// No link leaves with the person's seat named You.
		return app.Div().Class("handon").Role("group").Aria("label", "Your name").Body(arrival, t.renderNameAsk(seats, "handon"))
	}
	if len(seats) == 0 {
		return arrival
	}
	live := t.liveSeats()
	over := t.Ses.State.Over()
	return app.Div().Class("handon").Role("group").Aria("label", "Links for the other players").Body(
		arrival,
		app.Range(seats).Slice(func(k int) app.UI {
			seat := seats[k]
			name := t.SeatName(seat)
			u, err := t.linkFor(seat)
			if err != nil {
				return page.Notice("error", save.Message(err))
			}
			what := "Link for " + name + ":"
			if over {
				what = "The final position, for " + name + ":"
			}
			return app.Div().Class("handon-row").DataSet("seat", seat).Body(
				app.Span().Class("handon-who").Body(page.WithNames(what, t.Ses.Seats)...),
				// Two lines, broken anywhere: a phone shows the site, the game
				// and the start of the link, not "http://1".
				app.Textarea().Class("handon-url").ReadOnly(true).Rows(2).Spellcheck(false).Text(u).Aria("label", "Link for "+name).
					OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }),
				app.Button().Type("button").Class("button", "primary", "handon-send").Text(sendLabel()).
					OnClick(func(ctx app.Context, e app.Event) { t.sendLink(seat) }, app.EventScope(seat)),
				app.Button().Type("button").Class("button", "handon-qr").Aria("haspopup", "dialog").Text("QR code").
					OnClick(func(ctx app.Context, e app.Event) { t.hand.qr = seat + 1 }, app.EventScope(seat)),
				app.If(slices.Contains(live, seat), t.renderLiveButton),
			)
		}),
		t.byLinkNote(t.hand.status),
		app.If(over, t.PlayAgain),
		app.If(t.hand.all && !over, func() app.UI {
			return app.Button().Type("button").Class("button", "handon-close").Text("Hide the links").
				OnClick(func(ctx app.Context, e app.Event) { t.hand.all = false })
		}),
	)
}

// friendNames are the names of the friends of a game by links, "Bea and
// Cyd", and how many they are.
func (t *friendsTable) friendNames() (string, int) {
	var names []string
	for i, seat := range t.Ses.Save.Seats {
		if seat.Kind == save.Friend {
			names = append(names, t.SeatName(i))
		}
	}
	return board.JoinAnd(names), len(names)
}

// PlayAgain is the button that, at the end of a game by links,
// offers the same friends a new game (playAgain).
func (t *friendsTable) PlayAgain() app.UI {
	if !t.Ses.Save.ByLink() || !t.Ses.State.Over() {
		return nil
	}
	friends, _ := t.friendNames()
	return app.Button().Type("button").Class("button", "primary", "play-again").
		Body(app.Span().Body(page.WithNames("Play again with "+friends, t.Ses.Seats)...)).OnClick(t.playAgain)
}

// playAgain starts a new game of the same game with the same seats (the
// same friends by link under their names, the same computers, this
// device's person in their seat) and variants, dealt afresh, and opens
// its table offering every friend's link at once, to send now.
func (t *friendsTable) playAgain(ctx app.Context, e app.Event) {
	kv := ctx.LocalStorage()
	ses, err := gameAgain(t.Game, t.Ses.Save, kv, session.RandomSeed(), page.NowMillis())
	if err != nil {
		t.Problem = "The new game could not be set up: " + err.Error()
		return
	}
	if err := t.Stored(kv).Put(ses.ID, ses.Save); err != nil {
		t.Problem = page.StorageMessage(err)
		return
	}
	note := "A new game with %[1]s: send each of them their link now, so that the game waits on their devices."
	if friends, n := t.friendNames(); n == 1 {
		note = "A new game with %[1]s: send %[1]s the link now, so that the game waits on %[2]s device."
		note = fmt.Sprintf(note, friends, board.Possessive(friends))
	} else {
		note = fmt.Sprintf(note, friends)
	}
	t.arrival = arrival{id: ses.ID, length: len(ses.Save.Log), from: len(ses.Save.Log), all: true, note: note}
	ctx.Navigate(page.Href(page.PathPlay + "?id=" + url.QueryEscape(ses.ID)))
}

// gameAgain starts a new game of g with the seats and variants of s,
// dealt from seed at now and begun as the new-game form begins one with
// its first choices (beginGame).
func gameAgain(g board.Game, s *save.Save, kv board.Storage, seed uint64, now int64) (*session.Session, error) {
	cfg := engines.Config{Players: s.Players, Seed: seed, Variants: slices.Clone(s.Variants)}
	ses, err := session.Start(g, cfg, slices.Clone(s.Seats), now)
	if err == nil && g.NewSetup != nil {
		extra, _ := g.NewSetup(kv, url.Values{})
		err = session.Begin(kv, extra, ses, s.Players, s.Variants)
	}
	return ses, err
}

// byLinkNote is a status note of a game by links, with the players' names
// isolated (page.WithNames).
func (t *friendsTable) byLinkNote(text string) app.UI {
	if text == "" {
		return nil
	}
	return app.P().Class("notice", "notice-status").Role("status").Body(page.WithNames(text, t.Ses.Seats)...)
}

// canShare reports whether the browser has a share sheet (Web Share API).
func canShare() bool { return app.Window().Get("navigator").Get("share").Truthy() }

// sendLabel names the button that sends a link, by what it will do.
func sendLabel() string {
	if canShare() {
		return "Send…"
	}
	return "Copy"
}

// sendLink hands seat's link to the system's share sheet where there is
// one, else to the clipboard, and says what happened.
func (t *friendsTable) sendLink(seat int) {
	u, err := t.linkFor(seat)
	if err != nil {
		t.hand.status = save.Message(err)
		return
	}
	name := t.SeatName(seat)
	copied := func(ctx app.Context, ok bool) {
		if ok {
			t.hand.status = "The link for " + name + " was copied: paste it into a message to " + name + "."
			return
		}
		t.hand.status = "Copy the link for " + name + " from its box."
	}
	if !canShare() {
		page.CopyText(t.UI, u, copied)
		return
	}
	data := map[string]any{"title": "Tabula: " + t.Ses.Info.Name, "text": "Your turn, " + name + ":", "url": u}
	page.AwaitPromise(t.UI, app.Window().Get("navigator").Call("share", data), func(ctx app.Context, _ app.Value, ok bool) {
		if ok {
			t.hand.status = "The link for " + name + " was sent."
			return
		}
		page.CopyText(ctx, u, copied) // cancelled, or the share sheet refused it
	})
}

// QR is the QR code of a seat's link in front of the table, for a
// phone beside the screen.
func (t *friendsTable) QR() app.UI {
	seat := t.hand.qr - 1
	if seat < 0 || seat >= len(t.Ses.Seats) {
		return nil
	}
	name := t.SeatName(seat)
	u, err := t.linkFor(seat)
	var code app.UI
	problem := save.Message(err)
	if err == nil {
		if code, err = qrcode.Image(u, "QR code of the link for "+name); err != nil {
			problem = qrcode.Problem(err, "This link", u)
		}
	}
	closeQR := func(ctx app.Context, e app.Event) { t.hand.qr = 0 }
	return app.Section().Class("overlay", "qr").Role("dialog").Aria("labelledby", "qr-title").
		OnKeyDown(func(ctx app.Context, e app.Event) {
			if e.Get("key").String() == "Escape" {
				t.hand.qr = 0
			}
		}).Body(
		app.Div().Class("overlay-box").Body(
			app.Div().Class("overlay-head").Body(
				app.H2().ID("qr-title").Body(page.WithNames("The link for "+name, t.Ses.Seats)...),
				app.Button().Type("button").Class("button", "overlay-close").Text("Close").OnClick(closeQR),
			),
			app.Div().Class("overlay-body").Body(
				app.If(problem != "", func() app.UI { return page.Notice("status", problem) }),
				app.Div().Class("qr-frame").Body(code),
				app.P().Body(page.WithNames("Scan it with "+board.Possessive(name)+" phone camera to open the game there.", t.Ses.Seats)...),
			),
		),
	)
}

// MenuShare is the table menu's way to share: in a game by links, every
// friend's link (a plain share link would hand this device's own seat to
// whoever opened it); otherwise the game's share link.
func (t *friendsTable) MenuShare(byLink bool) app.UI {
	if !byLink {
		return app.Button().Type("button").Class("button").Text("Share link").OnClick(t.Share)
	}
	return app.Div().Class("menu-group").Body(
		app.Button().Type("button").Class("button", "menu-links").Text("Links for the players").
			OnClick(func(ctx app.Context, e app.Event) { t.hand.all, t.hand.status = true, "" }),
		t.renderLiveButton(),
	)
}

// arrival is what Home found when it took in a link of a game by links,
// for the table it then opens (arriveByLink): the note to show and the
// moves the link brought. It is kept in memory, never in the address, so
// that the table says only what the games' logs say, once: a reload, or an
// address typed by anyone, says nothing.
type arrival struct {
	id     string // the game the link was taken into
	length int    // the length of its log after it
	from   int    // the first move the link brought (the length before it)
	note   string // what the table says (arrivalNote)
	all    bool   // the table offers every friend's link at once (a new game: playAgain)
}

// LeaveArrival leaves the table of game id the note on the link Home took
// in (got), made for linkSeat in a game with these seats.
func (h *Visit) LeaveArrival(id string, got Received, linkSeat int, seats []save.Seat) {
	h.arrival = arrival{id: id, length: got.length, from: got.length - max(got.moves, 0), note: arrivalNote(got, linkSeat, seats)}
	if got.Relation != save.Ahead {
		h.arrival.from = got.length
	}
}

// takeArrival takes the note Home left for the table of game id, whose log
// is length long; ok is false when Home left none for it.
func (h *Visit) takeArrival(id string, length int) (a arrival, ok bool) {
	a, h.arrival = h.arrival, arrival{}
	return a, a.id == id && a.id != "" && a.length == length
}

// arrivalNote is what the table says on opening after Home took in a link
// (got) made for linkSeat, "" for a link that does not open the table.
func arrivalNote(got Received, linkSeat int, seats []save.Seat) string {
	var note string
	switch got.Relation {
	case save.Same:
		note = "This link holds the game as it already was on this device."
	case save.Ahead:
		note = fmt.Sprintf("The link brought %d new %s to this device's game.", got.moves, board.Plural(got.moves, "move", "moves"))
	case save.Behind:
		note = fmt.Sprintf("This link is older than the game on this device (%d %s behind), so nothing was changed.", got.moves, board.Plural(got.moves, "move", "moves"))
	default:
		return ""
	}
	here := slices.IndexFunc(seats, func(s save.Seat) bool { return s.Kind == save.Human })
	if linkSeat >= 0 && linkSeat < len(seats) && linkSeat != here && here >= 0 {
		note += fmt.Sprintf(" The link was made for %s; this device plays your seat.", seating.Seen(seats, here)[linkSeat].Name)
	}
	return note
}

// arriveByLink starts the table of a game by links afresh and says what
// the link that opened it did, when Home left a note for it.
func (t *friendsTable) arriveByLink() {
	t.hand = handOn{}
	if t.Ses == nil {
		return
	}
	if a, ok := t.takeArrival(t.Ses.ID, len(t.Ses.Save.Log)); ok {
		t.hand.arrival, t.hand.arrived, t.hand.from, t.hand.all = a.note, a.length, a.from, a.all
	}
}

// LinkFrom is the first move of the link that opened the table while its
// note is shown (the others' moves since the player's are all marked from
// there), else -1.
func (t *friendsTable) LinkFrom() int {
	if n := len(t.Ses.Save.Log); t.hand.arrival != "" && n == t.hand.arrived {
		return t.hand.from
	}
	return -1
}

// byLinkCopies are this device's stored games played by links, their IDs
// and saves as session.Prepare checks them (names cleaned); games that cannot be
// read are left out.
func byLinkCopies(st session.Store) (ids []string, saves []*save.Save, texts []string) {
	for _, id := range st.IDs() {
		s, text, err := st.Read(id)
		if err != nil || !s.ByLink() {
			continue
		}
		c, _, err := session.Prepare(st.Games, s)
		if err != nil {
			continue
		}
		ids, saves, texts = append(ids, id), append(saves, c), append(texts, text)
	}
	return ids, saves, texts
}

// Received is what taking in a link of a game by links did (takeIn).
type Received struct {
	Relation save.Relation
	Id       string          // the device's copy it was taken into, or forked from (not for Unrelated)
	Theirs   session.Checked // a fork: the link's game at this device's seat, to keep if the player wants it
	Common   int             // the moves the link and the copy share
	moves    int             // how many moves it moved the copy on (Ahead) or was behind (Behind)
	length   int             // the length of the copy's log after it (not for a fork)
}

// TakeIn applies the rules of a game by links to a checked link c on the
// games stored in st: a link for a game this device does not have is left
// to the player (Unrelated); one that is the Same as the device's copy, or
// Behind it, changes nothing; one Ahead of it moves it on; one Forked from
// it is returned for the player to keep beside it or not (keepFork). A
// link that brings a move of this device's seat, or a computer's move its
// bot would not make, is refused (save.CheckMoves). A link the Same as the
// copy or Ahead of it names the other seats as its devices named them
// (save.Renamed): a friend who joined under their own name. Nothing stored is ever
// shortened or overwritten with another game: a copy is replaced only by a
// longer log of the same game, and only over the version read
// (store.Replace).
func TakeIn(st session.Store, c session.Checked, now int64) (Received, error) {
	ids, copies, texts := byLinkCopies(st)
	i, r, common := save.Place(copies, c.Save)
	out := Received{Relation: r, Common: common}
	if i < 0 {
		return out, nil
	}
	out.Id = ids[i]
	local := copies[i]
	if err := save.CheckMoves(local, c.Save, c.Game, computerMove); err != nil {
		return Received{}, err
	}
	out.length = len(local.Log)
	switch r {
	case save.Same:
		// The same moves; the link may bring a friend's own name.
		if renamed, ok := save.Renamed(local, c.Save); ok {
			if _, err := st.Replace(out.Id, renamed, texts[i]); err != nil {
				return Received{}, err
			}
		}
	case save.Behind:
		out.moves = len(local.Log) - len(c.Save.Log)
	case save.Ahead:
		out.moves, out.length = len(c.Save.Log)-len(local.Log), len(c.Save.Log)
		moved, _ := save.Renamed(save.Advance(local, c.Save), c.Save)
		state, err := save.Replay(moved, c.Game)
		if err != nil {
			return Received{}, fmt.Errorf("moving the game on: %w", err)
		}
		moved.Update(state, now)
		if _, err := st.Replace(out.Id, moved, texts[i]); err != nil {
			return Received{}, err
		}
	case save.Forked:
		out.Theirs = session.Checked{Save: c.Save.For(local.Here()), Game: c.Game, State: c.State}
		out.length = 0
	}
	return out, nil
}

// KeepFork stores the game of a forked link (takeIn) beside the device's
// copy, as a fork of it for Saved games (storage.Store.MarkFork), and returns its
// ID.
func KeepFork(st session.Store, f Received, now int64) (string, error) {
	id, err := session.Adopt(st, f.Theirs, now)
	if err != nil {
		return "", err
	}
	root := f.Id
	if parent := st.ForkOf(f.Id); parent != "" {
		root = parent
	}
	st.MarkFork(id, root)
	return id, nil
}

// computerMove is save.ComputerMove for the app's computers: Beginner and
// Greedy decide from the position and their seed alone (computer.Seed, as
// the table seeds them), so their move is worked out again; a search level
// may be cut short by the clock, so its moves are taken as they come.
func computerMove(level string, st engines.State, seed uint64, move int) (engines.Action, bool, error) {
	if _, search := bots.LevelSettings(level); search {
		return engines.Action{}, false, nil
	}
	b, err := bots.New(level, computer.Seed(seed, move))
	if err != nil {
		return engines.Action{}, false, fmt.Errorf("the computer at %q: %w", level, err)
	}
	a, err := b.Choose(st, st.ToMove())
	if err != nil {
		return engines.Action{}, false, fmt.Errorf("the computer at %q: %w", level, err)
	}
	return a, true, nil
}
