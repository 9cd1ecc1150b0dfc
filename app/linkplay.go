package app

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines/save"
)

// A game played by links (issue 17): some seats are friends on devices of
// their own (save.Friend). Each device keeps one copy of the game, in which
// its own seat is the only person's seat at the table; when the turn passes
// to a friend, the table offers the link that hands the game to them
// (save.Save.For), to send with the system's share sheet, copy, or show as a
// QR code. Opening such a link on Home (receiveByLink) finds the device's
// copy of the game and applies the rules of engines/save: a link that
// extends it moves it on, an older one changes nothing, and one whose log
// forks from it is kept beside it. Computer seats are played by whichever
// device holds the game when their turn comes: the bots are deterministic,
// so every device plays the same move.

// byLinkNote is what the setup says, once, about who may play by link.
const byLinkNote = "Playing by link is for friends who trust each other. A link carries the whole game so that the next " +
	"device can go on with it, so someone who takes a link apart could find out the hidden cards and what the " +
	"shuffles will bring. Tabula shows each player only their own hand, and never shows the deal."

// byLink reports whether the form sets up a game played by links.
func (s setup) byLink() bool {
	return slices.ContainsFunc(s.Seats[:min(s.Players, len(s.Seats))], func(seat seatSetup) bool { return seat.Role == roleFriend })
}

// byLinkProblems is what is wrong with a game by links: it needs exactly one
// seat played on this device.
func (s setup) byLinkProblems() []string {
	if !s.byLink() {
		return nil
	}
	here := 0
	for _, seat := range s.Seats[:s.Players] {
		if seat.Role == roleYou || seat.Role == rolePerson {
			here++
		}
	}
	if here != 1 {
		return []string{"A game with friends by link is played by one person on this device: make exactly one seat “You”, " +
			"and the other people friends by link."}
	}
	return nil
}

// renderByLinkNote is the setup's one note on games by links.
func (p *setupPage) renderByLinkNote() app.UI {
	if !p.form.byLink() {
		return nil
	}
	return app.Div().Class("notice", "notice-status", "bylink-note").Body(
		app.P().Text("After each of your turns the table gives you a link for the next player: send it, or let them scan its QR code. Their link opens the game at their own seat; the link they send back brings their moves to this device."),
		app.P().Text(byLinkNote),
	)
}

// handOn is what the table of a game by links shows to hand the game on.
type handOn struct {
	links   map[int]handOnLink // the links made, by seat
	qr      int                // the seat whose QR code is open, plus one
	all     bool               // the menu asked for every friend's link
	status  string             // what sending a link said
	arrival string             // what the link that opened the table did (arrivalNote) ...
	arrived int                // ... said until the log is no longer this long
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
// while a computer thinks or the table is stopped.
func (t *tablePage) handOnSeats() []int {
	if t.ses == nil || !t.ses.save.ByLink() || t.thinking || t.conflict {
		return nil
	}
	st := t.ses.state
	var out []int
	for i, seat := range t.ses.save.Seats {
		if seat.Kind == save.Friend && (t.hand.all || st.Over() || i == st.ToMove()) {
			out = append(out, i)
		}
	}
	return out
}

// linkFor is the link that hands the game, as it is now, to seat's player.
func (t *tablePage) linkFor(seat int) (string, error) {
	s := t.ses.save
	if l, ok := t.hand.links[seat]; ok && l.moves == len(s.Log) && l.updated == s.Updated {
		return l.url, nil
	}
	u, err := shareURL(pageOrigin(), s.For(seat))
	if err != nil {
		return "", err
	}
	if t.hand.links == nil {
		t.hand.links = map[int]handOnLink{}
	}
	t.hand.links[seat] = handOnLink{moves: len(s.Log), updated: s.Updated, url: u}
	return u, nil
}

// friendPrompt is the status bar's line when a friend on another device is
// to move.
func (t *tablePage) friendPrompt(seat int) string {
	name := t.seatName(seat)
	return fmt.Sprintf("%s's turn, on another device: send %s the link.", name, name)
}

// renderHandOn is the status bar's row of links for the friends the game
// goes to: each with its address, a button that sends it and one that
// shows its QR code.
func (t *tablePage) renderHandOn() app.UI {
	seats := t.handOnSeats()
	var arrival app.UI
	if len(t.ses.save.Log) == t.hand.arrived {
		arrival = t.byLinkNote(t.hand.arrival)
	}
	if len(seats) == 0 {
		return arrival
	}
	over := t.ses.state.Over()
	return app.Div().Class("handon").Role("group").Aria("label", "Links for the other players").Body(
		arrival,
		app.Range(seats).Slice(func(k int) app.UI {
			seat := seats[k]
			name := t.seatName(seat)
			u, err := t.linkFor(seat)
			if err != nil {
				return notice("error", save.Message(err))
			}
			what := "Link for " + name + ":"
			if over {
				what = "The final position, for " + name + ":"
			}
			return app.Div().Class("handon-row").DataSet("seat", seat).Body(
				app.Span().Class("handon-who").Body(withNames(what, t.ses.save.Seats)...),
				app.Input().Class("handon-url").Type("url").ReadOnly(true).Value(u).Aria("label", "Link for "+name).
					OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }),
				app.Button().Type("button").Class("button", "primary", "handon-send").Text(sendLabel()).
					OnClick(func(ctx app.Context, e app.Event) { t.sendLink(seat) }, app.EventScope(seat)),
				app.Button().Type("button").Class("button", "handon-qr").Aria("haspopup", "dialog").Text("QR code").
					OnClick(func(ctx app.Context, e app.Event) { t.hand.qr = seat + 1 }, app.EventScope(seat)),
			)
		}),
		t.byLinkNote(t.hand.status),
		app.If(t.hand.all && !over, func() app.UI {
			return app.Button().Type("button").Class("button", "handon-close").Text("Hide the links").
				OnClick(func(ctx app.Context, e app.Event) { t.hand.all = false })
		}),
	)
}

// byLinkNote is a status note of a game by links, with the players' names
// isolated (withNames).
func (t *tablePage) byLinkNote(text string) app.UI {
	if text == "" {
		return nil
	}
	return app.P().Class("notice", "notice-status").Role("status").Body(withNames(text, t.ses.save.Seats)...)
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
func (t *tablePage) sendLink(seat int) {
	u, err := t.linkFor(seat)
	if err != nil {
		t.hand.status = save.Message(err)
		return
	}
	name := t.seatName(seat)
	copied := func(ctx app.Context, ok bool) {
		if ok {
			t.hand.status = "The link for " + name + " was copied: paste it into a message to " + name + "."
			return
		}
		t.hand.status = "Copy the link for " + name + " from its box."
	}
	if !canShare() {
		copyText(t.ui, u, copied)
		return
	}
	data := map[string]any{"title": "Tabula: " + t.ses.info.Name, "text": "Your turn, " + name + ":", "url": u}
	awaitPromise(t.ui, app.Window().Get("navigator").Call("share", data), func(ctx app.Context, _ app.Value, ok bool) {
		if ok {
			t.hand.status = "The link for " + name + " was sent."
			return
		}
		copyText(ctx, u, copied) // cancelled, or the share sheet refused it
	})
}

// renderQR is the QR code of a seat's link in front of the table, for a
// phone beside the screen.
func (t *tablePage) renderQR() app.UI {
	seat := t.hand.qr - 1
	if seat < 0 || seat >= len(t.ses.save.Seats) {
		return nil
	}
	name := t.seatName(seat)
	u, err := t.linkFor(seat)
	var code app.UI
	if err == nil {
		code, err = qrImage(u, "QR code of the link for "+name)
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
				app.H2().ID("qr-title").Body(withNames("The link for "+name, t.ses.save.Seats)...),
				app.Button().Type("button").Class("button", "overlay-close").Text("Close").OnClick(closeQR),
			),
			app.Div().Class("overlay-body").Body(
				app.If(err != nil, func() app.UI { return notice("error", save.Message(err)) }),
				app.Div().Class("qr-frame").Body(code),
				app.P().Body(withNames("Scan it with "+name+"'s phone camera to open the game there.", t.ses.save.Seats)...),
			),
		),
	)
}

// menuShare is the table menu's way to share: in a game by links, every
// friend's link (a plain share link would hand this device's own seat to
// whoever opened it); otherwise the game's share link.
func (t *tablePage) menuShare(byLink bool) app.UI {
	if !byLink {
		return app.Button().Type("button").Class("button").Text("Share link").OnClick(t.share)
	}
	return app.Button().Type("button").Class("button", "menu-links").Text("Links for the players").
		OnClick(func(ctx app.Context, e app.Event) { t.hand.all, t.hand.status = true, "" })
}

// What a link that brought the player to the table did, in the address
// the table is opened with (arrivalURL) and said by arrivalNote.
const (
	arrivalParam = "link"  // the relation, save.Relation.String()
	movesParam   = "moves" // how many moves the link moved on or was behind
	forParam     = "for"   // the seat the link was made for, when not this device's
)

// arrivalURL is the table's address after a link of a game by links was
// taken in: r is how it stood to the device's copy (Same, Ahead or Behind),
// moves how far ahead or behind, linkSeat the seat it was made for and
// here the seat this device plays.
func arrivalURL(id string, r save.Relation, moves, linkSeat, here int) string {
	q := url.Values{"id": {id}, arrivalParam: {r.String()}}
	if moves > 0 {
		q.Set(movesParam, strconv.Itoa(moves))
	}
	if linkSeat != here && linkSeat >= 0 {
		q.Set(forParam, strconv.Itoa(linkSeat))
	}
	return pathPlay + "?" + q.Encode()
}

// arrivalNote is what the table says on opening after a link was taken in
// (arrivalURL), "" when it was opened otherwise.
func arrivalNote(q url.Values, seats []save.Seat) string {
	moves, _ := strconv.Atoi(q.Get(movesParam))
	var note string
	switch q.Get(arrivalParam) {
	case save.Same.String():
		note = "This link holds the game as it already was on this device."
	case save.Ahead.String():
		note = fmt.Sprintf("The link brought %d new %s to this device's game.", moves, board.Plural(moves, "move", "moves"))
	case save.Behind.String():
		note = fmt.Sprintf("This link is older than the game on this device (%d %s behind), so nothing was changed.", moves, board.Plural(moves, "move", "moves"))
	default:
		return ""
	}
	here := slices.IndexFunc(seats, func(s save.Seat) bool { return s.Kind == save.Human })
	if seat, err := strconv.Atoi(q.Get(forParam)); err == nil && seat >= 0 && seat < len(seats) && seat != here && here >= 0 {
		note += fmt.Sprintf(" The link was made for %s; this device plays %s's seat.", seats[seat].Name, seats[here].Name)
	}
	return note
}

// arriveByLink starts the table of a game by links afresh and says what
// the link that opened it did; the note is then taken out of the address,
// so that a reload does not say it again.
func (t *tablePage) arriveByLink(ctx app.Context) {
	t.hand = handOn{}
	u := *ctx.Page().URL()
	q := u.Query()
	if q.Get(arrivalParam) == "" || t.ses == nil {
		return
	}
	t.hand.arrival, t.hand.arrived = arrivalNote(q, t.ses.save.Seats), len(t.ses.save.Log)
	for _, k := range []string{arrivalParam, movesParam, forParam} {
		q.Del(k)
	}
	u.RawQuery = q.Encode()
	ctx.Page().ReplaceURL(&u)
}

// byLinkCopies are this device's stored games played by links, their IDs
// and saves as prepare checks them (names cleaned); games that cannot be
// read are left out.
func (st store) byLinkCopies() (ids []string, saves []*save.Save, texts []string) {
	for _, id := range st.ids() {
		s, text, err := st.read(id)
		if err != nil || !s.ByLink() {
			continue
		}
		c, _, err := prepare(s)
		if err != nil {
			continue
		}
		ids, saves, texts = append(ids, id), append(saves, c), append(texts, text)
	}
	return ids, saves, texts
}

// received is what taking in a link of a game by links did (takeIn).
type received struct {
	relation save.Relation
	id       string // the device's copy it was taken into (not for Unrelated)
	forkID   string // the link's game, stored beside the device's copy (Forked)
	common   int    // the moves the link and the copy share
	moves    int    // how many moves it moved the copy on (Ahead) or was behind (Behind)
}

// takeIn applies the rules of a game by links to a checked link c on the
// games stored in st: a link for a game this device does not have is left
// to the player (Unrelated); one that is the Same as the device's copy, or
// Behind it, changes nothing; one Ahead of it moves it on; one Forked from
// it is stored as a game of its own, at this device's seat, beside it.
// Nothing stored is ever shortened or overwritten with another game: a copy
// is replaced only by a longer log of the same game, and only over the
// version read (store.replace).
func takeIn(st store, c checked, now int64) (received, error) {
	ids, copies, texts := st.byLinkCopies()
	i, r, common := save.Place(copies, c.save)
	out := received{relation: r, common: common}
	if i < 0 {
		return out, nil
	}
	out.id = ids[i]
	local := copies[i]
	switch r {
	case save.Behind:
		out.moves = len(local.Log) - len(c.save.Log)
	case save.Ahead:
		out.moves = len(c.save.Log) - len(local.Log)
		moved := save.Advance(local, c.save)
		state, err := save.Replay(moved, c.game)
		if err != nil {
			return received{}, fmt.Errorf("moving the game on: %w", err)
		}
		if err := moved.Update(state, now, true); err != nil {
			return received{}, fmt.Errorf("moving the game on: %w", err)
		}
		if _, err := st.replace(out.id, moved, texts[i]); err != nil {
			return received{}, err
		}
	case save.Forked:
		theirs := c.save.For(local.Here())
		id, err := adopt(st, checked{save: theirs, game: c.game, state: c.state}, now)
		if err != nil {
			return received{}, err
		}
		out.forkID = id
	}
	return out, nil
}

// receiveByLink takes in a link of a game by links on Home: the table opens
// at once when the link was the same as, ahead of or behind the device's
// copy; a game new to this device waits for the player to join it, and a
// fork is explained.
func (p *homePage) receiveByLink(ctx app.Context, c checked) {
	got, err := takeIn(store{ctx.LocalStorage()}, c, nowMillis())
	switch {
	case err != nil:
		p.linkErr = storageMessage(err) + " Your saved games were not changed."
	case got.relation == save.Unrelated:
		p.shared = c
	case got.relation == save.Forked:
		p.fork = got
		clearFragment(ctx)
	default:
		here := -1
		if s, err := (store{ctx.LocalStorage()}).load(got.id); err == nil {
			here = s.Here()
		}
		clearFragment(ctx)
		dest := arrivalURL(got.id, got.relation, got.moves, c.save.Here(), here)
		ctx.Defer(func(ctx app.Context) { ctx.Navigate(href(dest)) })
	}
}

// renderJoin is Home's question for a link of a game by links that this
// device has not seen: the player joins at the link's seat.
func (p *homePage) renderJoin() app.UI {
	s, st := p.shared.save, p.shared.state
	here := s.Here()
	var others []app.UI
	for i, seat := range s.Seats {
		if i == here {
			continue
		}
		if len(others) > 0 {
			others = append(others, app.Text(", "))
		}
		others = append(others, seatSummary(seat)...)
	}
	status := st.Progress()
	if st.Over() {
		status = "Finished · " + status
	}
	name := s.Seats[here].Name
	return app.Section().Class("panel", "shared", "join").Aria("labelledby", "shared-title").Body(
		app.H2().ID("shared-title").Body(app.Text("Join this game of "+p.shared.game.Info().Name+" as "), nameUI(name), app.Text("?")),
		app.Dl().Class("facts").Body(
			app.Dt().Text("Your seat"), app.Dd().Body(nameUI(name)),
			app.Dt().Text("With"), app.Dd().Body(others...),
			app.Dt().Text("Progress"), app.Dd().Text(status),
			app.Dt().Text("Moves"), app.Dd().Text(len(s.Log)),
		),
		app.P().Text("The game is played by links: after your turn, send the link the table gives you to the next player. "+
			"It is for friends who trust each other. It will be added to your saved games; your other games are not changed."),
		notice("error", p.problem),
		app.Div().Class("actions").Body(
			app.Button().Class("button", "primary", "join-game").Body(app.Text("Join as "), nameUI(name)).OnClick(p.acceptShared),
			app.Button().Class("button").Text("No, thanks").OnClick(p.dismissShared),
		),
	)
}

// renderFork says that a link forked from the device's game and that both
// were kept, with a way to each.
func (p *homePage) renderFork() app.UI {
	f := p.fork
	if f.forkID == "" {
		return nil
	}
	open := func(id string) string { return href(pathPlay + "?id=" + url.QueryEscape(id)) }
	return app.Section().Class("panel", "shared", "forked").Aria("labelledby", "fork-title").Body(
		app.H2().ID("fork-title").Text("This link went another way"),
		app.P().Textf("The game in this link and the one on this device agree for the first %d %s, then differ: "+
			"someone played on from an older link, or on two devices. Both games are kept in your saved games; nothing was lost.",
			f.common, board.Plural(f.common, "move", "moves")),
		app.Div().Class("actions").Body(
			app.A().Class("button", "primary", "open-fork").Href(open(f.forkID)).Text("Open the game from the link"),
			app.A().Class("button", "open-mine").Href(open(f.id)).Text("Open the game on this device"),
			app.Button().Class("button").Text("Close").OnClick(func(ctx app.Context, e app.Event) { p.fork = received{} }),
		),
	)
}
