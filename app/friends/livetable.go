package friends

import (
	"fmt"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/page"
	"tabula/app/qrcode"
	"tabula/app/table"
	"tabula/engines/save"
)

// liveTable is a table's live connections (live.go): one per friend on the
// creator's device, one to the creator on a friend's.
type liveTable struct {
	links   []*liveLink // the connections, in the order they were made
	reply   string      // the reply's fragment to send back (a friend's table)
	replyQR bool        // the reply's QR code is shown
	note    string      // what the table says of the connections, when not ...
	liveNow bool        // ... who it is live with (liveWords, said as the names are now)
	folded  bool        // the note is folded to its first sentence ...
	noteAt  int         // ... as it is once a move is made after this position (session.Session.Version)
	dialog  bool        // the live dialog is open
	ice     *ICEPlan    // the servers a connection asks (liveice.go), once known
}

// liveLink is one connection, to the device that plays seat.
type liveLink struct {
	seat     int
	key      string     // web/live.js's key (liveKey)
	state    string     // the connection's state (liveStates)
	answered bool       // this device answered the other's invitation: the other relays the rest
	invite   string     // the invitation's link, once made (this device invited) ...
	tag      string     // ... and the tag its reply names it by (replyTag)
	qr       bool       // the invitation's QR code is shown
	paste    string     // the reply pasted
	sent     int        // the length of the log the other device has
	times    []int64    // when the last messages arrived (liveRate)
	funcs    []app.Func // the callbacks web/live.js holds
}

// liveLinkOf is the connection to seat's device, or nil.
func (t *friendsTable) liveLinkOf(seat int) *liveLink {
	for _, l := range t.live.links {
		if l.seat == seat {
			return l
		}
	}
	return nil
}

// liveOn reports whether the table is connected live to any device.
func (t *friendsTable) liveOn() bool {
	return slices.ContainsFunc(t.live.links, func(l *liveLink) bool { return l.state == liveOpen })
}

// liveHub is the open connection to the device whose invitation this one
// answered, which relays the other friends' moves; nil when there is none.
func (t *friendsTable) liveHub() *liveLink {
	for _, l := range t.live.links {
		if l.answered && l.state == liveOpen {
			return l
		}
	}
	return nil
}

// liveReach reports whether seat's moves come to this table live, and
// through whose device: seat's own when connected to it, the creator's
// when this device is a friend connected to the creator (who passes on
// the moves of the others, live or by the links it sends them).
func (t *friendsTable) liveReach(seat int) (via int, ok bool) {
	if l := t.liveLinkOf(seat); l != nil && l.state == liveOpen {
		return seat, true
	}
	if h := t.liveHub(); h != nil && t.Ses != nil && seat != t.Ses.Save.Here() {
		return h.seat, true
	}
	return -1, false
}

// liveSeats are the friends this device may invite to play live: in a
// game by links, every friend not connected live, unless this device is
// itself connected to the creator's (which relays: a star, not a web);
// none where the browser cannot play live.
func (t *friendsTable) liveSeats() []int {
	if t.Ses == nil || !t.Ses.Save.ByLink() || !LiveAvailable() || t.liveHub() != nil {
		return nil
	}
	var out []int
	for i, s := range t.Ses.Seats {
		if l := t.liveLinkOf(i); s.Kind == save.Friend && (l == nil || l.state != liveOpen) {
			out = append(out, i)
		}
	}
	return out
}

// liveListen listens to the connections web/live.js holds for this game,
// if any, and shows the reply Home made for it.
func (t *friendsTable) liveListen() {
	t.StopLive()
	if t.Ses == nil || !LiveAvailable() {
		return
	}
	keys := LiveJS().Call("of", t.Ses.ID)
	for i := range keys.Length() {
		t.liveListenTo(keys.Index(i).String())
	}
	if t.reply.id == t.Ses.ID {
		t.live.reply, t.live.dialog = t.reply.code, true
		t.reply = pendingReply{}
	}
}

// liveListenTo listens to the connection key, replacing the table's
// earlier one to the same seat.
func (t *friendsTable) liveListenTo(key string) {
	l := &liveLink{key: key}
	onMessage := app.FuncOf(func(this app.Value, args []app.Value) any {
		text := args[0].String()
		t.UI.Dispatch(func(ctx app.Context) { t.liveReceive(ctx, l, text) })
		return nil
	})
	onState := app.FuncOf(func(this app.Value, args []app.Value) any {
		state := args[0].String()
		t.UI.Dispatch(func(ctx app.Context) { t.liveChanged(l, state) })
		return nil
	})
	got := LiveJS().Call("listen", key, onMessage, onState)
	if got.Index(0).String() == liveNone {
		onMessage.Release()
		onState.Release()
		return
	}
	l.funcs = []app.Func{onMessage, onState}
	l.seat, l.answered, l.tag = got.Index(1).Int(), got.Index(2).String() == "answer", got.Index(3).String()
	if old := t.liveLinkOf(l.seat); old != nil {
		old.release()
		t.live.links = slices.DeleteFunc(t.live.links, func(x *liveLink) bool { return x == old })
	}
	t.live.links = append(t.live.links, l)
	t.liveChanged(l, got.Index(0).String())
}

// release lets go of the callbacks l gave web/live.js.
func (l *liveLink) release() {
	for _, f := range l.funcs {
		f.Release()
	}
	l.funcs = nil
}

// StopLive stops listening; the connections stay in the page for the
// table that opens the game next.
func (t *friendsTable) StopLive() {
	for _, l := range t.live.links {
		if LiveAvailable() {
			LiveJS().Call("unlisten", l.key)
		}
		l.release()
	}
	t.live = liveTable{}
}

// liveNames lists the names of the seats connected live, "Bea and Cyd".
func (t *friendsTable) liveNames() string {
	var names []string
	for _, l := range t.live.links {
		if l.state == liveOpen {
			names = append(names, t.SeatName(l.seat))
		}
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// liveChanged takes in the new state of connection l.
func (t *friendsTable) liveChanged(l *liveLink, state string) {
	was := l.state
	if was == state || was == liveRefused {
		return
	}
	l.state = state
	name := t.SeatName(l.seat)
	still := ""
	if t.liveOn() {
		still = " Still live with " + t.liveNames() + "."
	}
	switch state {
	case liveOpen:
		l.invite, l.paste, l.qr, l.sent, l.times = "", "", false, 0, nil
		t.liveSay("")
		t.live.liveNow = true
		if t.live.reply != "" && l.answered {
			t.live.reply, t.live.replyQR = "", false
		}
		if len(t.liveSeats()) == 0 {
			t.live.dialog = false
		}
		t.SendLive()
	case liveConnecting:
		t.liveSay("Connecting to " + board.Possessive(name) + " device…")
	case liveFailed:
		l.invite, l.paste, l.qr = "", "", false
		t.liveSay(fmt.Sprintf("Could not connect to %s device within %d seconds. %s Nothing was lost: the game goes on by links, so send %s the link "+
			"when it is their turn, or make a fresh invitation.%s", board.Possessive(name), liveOpenSeconds, liveFailureOf(l.key, l.answered, name, t.Settings.SameNetwork), name, still))
	case liveClosed:
		l.invite, l.paste, l.qr = "", "", false
		if was == liveOpen {
			t.liveSay("The live connection to " + name + " was lost. Nothing was lost of the game: it goes on by links with " + name +
				", or make a fresh invitation to play live again." + still)
		}
	}
}

// liveSay gives the table's note on the live connections.
func (t *friendsTable) liveSay(note string) {
	t.live.note, t.live.liveNow, t.live.folded = note, false, false
	if t.Ses != nil {
		t.live.noteAt = t.Ses.Version
	}
}

// liveNote is the note on the live connections as it reads now.
func (t *friendsTable) liveNote() string {
	if !t.live.liveNow {
		return t.live.note
	}
	if !t.liveOn() {
		return ""
	}
	return t.liveWords()
}

// liveWords says who the table is live with and what that means: a move
// goes to the other devices as soon as its player can no longer take it
// back (SendLive), so a turn's moves that Undo may still take back wait
// for its end.
func (t *friendsTable) liveWords() string {
	names := t.liveNames()
	const when = " as soon as its player can no longer take it back, at the latest when their turn ends"
	switch {
	case t.liveHub() != nil && len(t.Ses.Save.Seats) > 2:
		return "Live with " + names + ". Each move shows here" + when + "; " + board.Possessive(names) + " device passes on the other players' moves."
	case strings.Contains(names, " and "):
		return "Live with " + names + ". Each move shows on every table" + when + "; this device passes each move on."
	}
	return "Live with " + names + ". Each move shows on both tables" + when + "."
}

// liveHeld says, while the person holds moves of their turn that Undo may
// still take back, that the tables connected see them only when it ends;
// "" otherwise.
func (t *friendsTable) liveHeld() string {
	if !t.liveOn() || !t.MyTurn() || (!t.Holding() && (len(t.Ses.Undo) == 0 || !t.Ses.CanUndo())) {
		return ""
	}
	names := t.liveNames()
	see := " sees"
	if strings.Contains(names, " and ") {
		see = " see"
	}
	return names + see + " your moves of this turn when it ends: until then Undo can take them back."
}

// liveNoteOpen reports whether the live note shows whole: until the next
// move here or from another device (or one held for End turn), unless the
// person folded it.
func (t *friendsTable) liveNoteOpen() bool {
	return !t.live.folded && t.Ses.Version == t.live.noteAt && !t.Holding()
}

// liveOpenSeconds is how long web/live.js waits for the connection once the
// reply is in.
const liveOpenSeconds = 15

// SendLive sends each connected device the part of the log that can no
// longer be undone, as the link for its seat, when it has grown since last
// sent: a move played here, or one that came from another device (the
// creator's table relays).
func (t *friendsTable) SendLive() {
	if t.Ses == nil {
		return
	}
	n := len(t.Ses.Save.Log) - len(t.Ses.Undo)
	for _, l := range t.live.links {
		if l.state != liveOpen || (n <= l.sent && l.sent > 0) {
			continue
		}
		c := t.Ses.Save.For(l.seat)
		if c == nil {
			continue
		}
		c.Log = c.Log[:n]
		link, err := save.Link(c)
		if err != nil {
			t.liveSay(save.Message(err))
			return
		}
		if LiveJS().Call("send", l.key, link).Bool() {
			l.sent = n
		}
	}
}

// liveReceive takes in a message from the device at the other end of l:
// the moves it brings are played on the table, as a computer's are, and
// passed on to the other devices connected; anything that would not be
// taken in as a link closes that connection.
func (t *friendsTable) liveReceive(ctx app.Context, l *liveLink, text string) {
	if t.Ses == nil || l.state != liveOpen || !slices.Contains(t.live.links, l) {
		return
	}
	name := t.SeatName(l.seat)
	now := page.NowMillis()
	l.times = append(slices.DeleteFunc(l.times, func(at int64) bool { return now-at >= 1000 }), now)
	if len(l.times) > liveRate {
		t.liveRefuse(l, fmt.Sprintf("%s device sent more than %d messages in a second.", board.Possessive(name), liveRate))
		return
	}
	if t.Conflict {
		return
	}
	only := l.seat // a friend's device plays its own seat only ...
	if l.answered {
		only = -1 // ... the creator's relays the other friends' moves
	}
	c, n, err := liveMoves(t.Games, t.Ses.Save, text, name, only)
	if err != nil {
		t.liveRefuse(l, save.Message(err))
		return
	}
	l.sent = max(l.sent, len(c.Save.Log))
	t.liveRename(ctx, c.Save, only)
	if n == 0 {
		return
	}
	for _, i := range c.Save.Log[len(t.Ses.Save.Log):] {
		legal := t.Ses.State.Legal()
		if i < 0 || i >= len(legal) || t.Ses.Play(legal[i], now) != nil {
			t.liveRefuse(l, board.Possessive(name)+" device sent a move this game does not allow.")
			return
		}
	}
	t.Problem, t.Note, t.Unseen = "", "", true
	t.DropHint()
	t.PersistSoon(ctx)
	t.SendLive()
	t.Arrive()
	t.Finished(ctx)
	if t.MyTurn() {
		t.Cue.Give(t.Settings, t.Ses.Info.Name)
	}
	t.Schedule()
}

// liveRename takes the names a live message msg gives the other seats
// (liveRenamed) and saves them.
func (t *friendsTable) liveRename(ctx app.Context, msg *save.Save, only int) {
	if renamed, ok := liveRenamed(t.Ses.Save, msg, only); ok {
		t.Ses.Rename(renamed.Seats)
		t.renamed()
		t.PersistSoon(ctx)
	}
}

// liveRenamed is local with the names a live message msg gives the other
// seats (save.Renamed), and whether any changed: all of them from the
// creator's device, which relays the others; only its own from a friend's
// (only), whose device may not have heard yet what another friend calls
// herself.
func liveRenamed(local, msg *save.Save, only int) (*save.Save, bool) {
	if only >= 0 {
		m := *msg
		m.Seats = slices.Clone(msg.Seats)
		for i := range m.Seats {
			if i != only && i < len(local.Seats) {
				m.Seats[i].Name = local.Seats[i].Name
			}
		}
		msg = &m
	}
	return save.Renamed(local, msg)
}

// liveRefuse closes connection l over a message it will not take in,
// saying why; the game is not changed, and the other connections stay.
func (t *friendsTable) liveRefuse(l *liveLink, why string) {
	l.invite, l.paste, l.qr = "", "", false
	l.state = liveRefused
	LiveJS().Call("close", l.key)
	still := ""
	if t.liveOn() {
		still = " Still live with " + t.liveNames() + "."
	}
	t.liveSay(why + " The live connection to " + t.SeatName(l.seat) + " was closed. Nothing was changed: the game on this device is as it was, " +
		"and goes on by links with " + t.SeatName(l.seat) + "." + still)
}

// inviteLive makes the invitation for the friend in seat, with the ICE
// servers the settings and the site give now (withICE).
func (t *friendsTable) inviteLive(ctx app.Context, seat int) {
	if !slices.Contains(t.liveSeats(), seat) || !t.TakeOwnName(ctx) {
		return
	}
	t.liveSay("Making the invitation…")
	id := t.Ses.ID
	WithICE(ctx, t.Settings, func(ctx app.Context, ice ICEPlan) {
		if t.Ses == nil || t.Ses.ID != id || !slices.Contains(t.liveSeats(), seat) {
			return
		}
		t.live.ice = &ice
		t.inviteWith(ctx, seat, ice)
	})
}

// inviteWith makes the invitation for the friend in seat, asking the
// servers of ice.
func (t *friendsTable) inviteWith(ctx app.Context, seat int, ice ICEPlan) {
	link, err := save.Link(t.Ses.Save.For(seat))
	if err != nil {
		t.liveSay(save.Message(err))
		return
	}
	id, here := t.Ses.ID, t.Ses.Save.Here()
	key := liveKey(id, seat)
	page.AwaitPromise(ctx, LiveJS().Call("invite", key, ice.js(), seat), func(ctx app.Context, v app.Value, ok bool) {
		if t.Ses == nil || t.Ses.ID != id {
			return
		}
		var code string
		if ok {
			code, err = packSDP(v.String(), false)
		}
		if !ok || err != nil {
			t.liveSay("The browser could not make an invitation: play on by links.")
			return
		}
		proof := InviteProof(t.Ses.Save, seat, code)
		LiveJS().Call("expect", key, ReplyTag(proof), proof)
		t.liveListenTo(key)
		if l := t.liveLinkOf(seat); l != nil {
			l.invite = page.Origin() + page.Href(page.LinkPath(t.Ses.Save.Game)) + "#" + inviteFragment(code, here, link)
		}
		t.live.dialog = true
		t.liveSay("Send the invitation to " + t.SeatName(seat) + ", then paste their reply here.")
	})
}

// connectLive applies the reply pasted for seat's invitation (or, when the
// reply says it is another friend's, to theirs).
func (t *friendsTable) connectLive(ctx app.Context, seat int) {
	l := t.liveLinkOf(seat)
	if l == nil {
		return
	}
	d, from, tag, err := ParseReply(l.paste)
	if err != nil {
		t.liveSay("This is not a reply to an invitation: paste the whole reply the friend sent.")
		return
	}
	if tag != "" {
		i := slices.IndexFunc(t.live.links, func(o *liveLink) bool { return o.tag == tag && o.invite != "" })
		if i < 0 {
			t.liveSay("This reply answers none of the invitations shown here: it may be for another game, or for an older invitation.")
			return
		}
		l = t.live.links[i]
	} else if from >= 0 && from != seat {
		if o := t.liveLinkOf(from); o != nil && o.invite != "" {
			l = o
		} else {
			t.liveSay("This is " + board.Possessive(t.SeatName(from)) + " reply, not " + board.Possessive(t.SeatName(seat)) +
				": paste it under the invitation for " + t.SeatName(from) + ".")
			return
		}
	}
	key := l.key
	page.AwaitPromise(ctx, LiveJS().Call("accept", key, d.SDP()), func(ctx app.Context, _ app.Value, ok bool) {
		if !ok && slices.Contains(t.live.links, l) {
			t.liveSay("This reply does not answer this table's invitation: make a fresh invitation.")
		}
	})
}

// renderLiveButton is the button that opens the live dialog, while some
// friend may be invited.
func (t *friendsTable) renderLiveButton() app.UI {
	if len(t.liveSeats()) == 0 {
		return nil
	}
	return app.Button().Type("button").Class("button", "live-open").Aria("haspopup", "dialog").Text("Play live…").
		OnClick(func(ctx app.Context, e app.Event) { t.openLive(ctx) })
}

// openLive opens the live dialog, and learns the servers a connection
// would ask, for its sentence of what they see.
func (t *friendsTable) openLive(ctx app.Context) {
	t.live.dialog = true
	WithICE(ctx, t.Settings, func(ctx app.Context, ice ICEPlan) { t.live.ice = &ice })
}

// renderLiveRoute is the live dialog's sentence of what a connection
// contacts, and the one-tap choice of same network only.
func (t *friendsTable) renderLiveRoute() app.UI {
	return LiveRoute(t.live.ice, "live-same-network", t.Settings.SameNetwork, func(ctx app.Context, on bool) {
		t.live.ice = nil
		SetSameNetwork(ctx, &t.Settings, on, func(ctx app.Context, ice ICEPlan, err error) {
			if err != nil {
				t.liveSay("Your settings could not be saved in this browser: " + err.Error())
				return
			}
			t.live.ice = &ice
		})
	})
}

// LiveNote is the status bar's note on the live connections. Who the
// table is live with shows as its first sentence, and what that means
// under it until the next move folds it away (or the person does: a tap
// on the first sentence folds and unfolds it), so that it does not stay
// over the board and the mat; while the person holds moves the others do
// not see yet, the first sentence says so. What happened to a connection
// (lost, refused, not made) shows whole until the next note.
func (t *friendsTable) LiveNote() app.UI {
	note := t.liveNote()
	if note == "" || t.live.dialog {
		return nil
	}
	if !t.live.liveNow {
		return app.P().Class("notice", "notice-status", "live-note").Role("status").Body(page.WithNames(note, t.Ses.Seats)...)
	}
	head, rest := table.PromptSplit(note, t.Ses.Seats)
	if held := t.liveHeld(); held != "" {
		head += " " + held
	}
	return app.Details().Class("notice", "notice-status", "live-note").Open(t.liveNoteOpen() && rest != "").
		On("toggle", func(ctx app.Context, e app.Event) {
			opened := ctx.JSSrc().Get("open").Bool()
			if opened == t.liveNoteOpen() {
				return // the page drew it so
			}
			t.live.folded, t.live.noteAt = !opened, t.Ses.Version
		}).Body(
		app.Summary().Role("status").Body(page.WithNames(head, t.Ses.Seats)...),
		// rest keeps its leading space: the note's text reads as one.
		app.If(rest != "", func() app.UI { return app.P().Body(page.WithNames(rest, t.Ses.Seats)...) }),
	)
}

// Live is the live dialog: for each friend who may be invited, the
// invitation and the box for the reply; or, on the table of a friend who
// took an invitation in, the reply to send back.
func (t *friendsTable) Live() app.UI {
	if !t.live.dialog || t.Ses == nil {
		return nil
	}
	seats := t.Ses.Seats
	closeLive := func(ctx app.Context, e app.Event) { t.live.dialog = false }
	var title string
	var body []app.UI
	if t.live.reply != "" {
		to := -1
		for _, l := range t.live.links {
			if l.answered {
				to = l.seat
			}
		}
		name := t.SeatName(to)
		title = "Reply to " + name
		u := page.Origin() + page.Href(page.PathHome) + "#" + t.live.reply
		body = []app.UI{
			app.P().Body(page.WithNames("Send this reply to "+name+". The tables connect as soon as "+name+
				" opens it (or scans it, or pastes it into the invitation) in the browser that made the invitation; "+
				"until then the game goes on by links.", seats)...),
			liveField("live-reply-url", "Reply link", u),
			liveField("live-reply-code", "Or the code alone", strings.TrimPrefix(t.live.reply, ReplyPrefix)),
			app.Div().Class("live-actions").Body(
				t.liveCopy(u, name),
				app.Button().Type("button").Class("button", "live-qr").Aria("expanded", t.live.replyQR).Text("QR code").
					OnClick(func(ctx app.Context, e app.Event) { t.live.replyQR = !t.live.replyQR }),
			),
			app.If(t.live.replyQR, func() app.UI { return liveQR(u, "QR code of the reply for "+name, "This reply") }),
		}
	} else {
		invitable := t.liveSeats()
		title = "Play live"
		if len(invitable) == 1 {
			title = "Play live with " + t.SeatName(invitable[0])
		}
		intro := "Play this game live with your friends on their own devices: each move shows on every table as soon as its player " +
			"can no longer take it back, at the latest when their turn ends. This device connects to each friend and passes every move on to the others. "
		if len(invitable) == 1 {
			intro = "Play this game live with " + t.SeatName(invitable[0]) + " on their own device: each move shows on both tables as soon as its player " +
				"can no longer take it back, at the latest when their turn ends. "
		}
		body = []app.UI{app.P().Body(page.WithNames(intro+"The devices connect directly.", seats)...), t.renderLiveRoute()}
		if t.nameMissing() {
			// No invitation leaves with the person's seat named You.
			body = append(body, t.renderNameAsk(invitable, "live"))
		}
		for _, seat := range invitable {
			body = append(body, t.renderLiveSeat(seat, len(invitable) > 1))
		}
	}
	return app.Section().Class("overlay", "live").Role("dialog").Aria("labelledby", "live-title").
		OnKeyDown(func(ctx app.Context, e app.Event) {
			if e.Get("key").String() == "Escape" {
				t.live.dialog = false
			}
		}).Body(
		app.Div().Class("overlay-box").Body(
			app.Div().Class("overlay-head").Body(
				app.H2().ID("live-title").Body(page.WithNames(title, seats)...),
				app.Button().Type("button").Class("button", "overlay-close").Text("Close").OnClick(closeLive),
			),
			app.Div().Class("overlay-body").Body(
				app.Range(body).Slice(func(i int) app.UI { return body[i] }),
				app.If(t.liveNote() != "", func() app.UI {
					return app.P().Class("notice", "notice-status", "live-status").Role("status").Body(page.WithNames(t.liveNote(), seats)...)
				}),
			),
		),
	)
}

// renderLiveSeat is the live dialog's part for the friend in seat: the
// button that makes the invitation, or the invitation and the box for the
// reply; named says the friend's name above it.
func (t *friendsTable) renderLiveSeat(seat int, named bool) app.UI {
	seats := t.Ses.Seats
	name := t.SeatName(seat)
	l := t.liveLinkOf(seat)
	var body []app.UI
	if named {
		body = append(body, app.H3().Class("live-who").Body(page.WithNames(name, seats)...))
	}
	if l == nil || l.invite == "" {
		body = append(body, app.Button().Type("button").Class("button", "primary", "live-invite").
			Disabled(t.nameMissing()).Text("Make the invitation for "+name).
			OnClick(func(ctx app.Context, e app.Event) { t.inviteLive(ctx, seat) }, app.EventScope(fmt.Sprint("invite", seat))))
	} else {
		body = append(body,
			app.P().Body(page.WithNames("1. Send "+name+" this invitation. It opens the game on their device and gives them a reply.", seats)...),
			liveField("live-invite-url", "Invitation for "+name, l.invite),
			app.Div().Class("live-actions").Body(
				t.liveCopy(l.invite, name),
				app.Button().Type("button").Class("button", "live-qr").Aria("expanded", l.qr).Text("QR code").
					OnClick(func(ctx app.Context, e app.Event) { l.qr = !l.qr }, app.EventScope(fmt.Sprint("qr", seat))),
			),
			app.If(l.qr, func() app.UI { return liveQR(l.invite, "QR code of the invitation for "+name, "This invitation") }),
			app.P().Body(page.WithNames("2. Paste "+board.Possessive(name)+" reply here:", seats)...),
			app.Div().Class("field").Body(
				app.Label().Body(
					app.Span().Class("live-label").Body(page.WithNames(board.Possessive(name)+" reply", seats)...),
					app.Input().Class("live-reply-in").Type("text").Value(l.paste).
						OnInput(func(ctx app.Context, e app.Event) { l.paste = ctx.JSSrc().Get("value").String() }, app.EventScope(fmt.Sprint("paste", seat))),
				),
			),
			app.Button().Type("button").Class("button", "primary", "live-connect").Text("Connect").
				OnClick(func(ctx app.Context, e app.Event) { t.connectLive(ctx, seat) }, app.EventScope(fmt.Sprint("connect", seat))),
		)
	}
	return app.Div().Class("live-seat").DataSet("seat", seat).Body(body...)
}

// liveField is a read-only box of the live dialog that selects its text
// when focused.
func liveField(class, label, value string) app.UI {
	return app.Div().Class("field").Body(
		app.Label().Body(
			app.Span().Class("live-label").Text(label),
			app.Input().Class(class).Type("text").ReadOnly(true).Value(value).
				OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }),
		),
	)
}

// liveCopy is the button that copies text for name.
func (t *friendsTable) liveCopy(text, name string) app.UI {
	return app.Button().Type("button").Class("button", "primary", "live-copy").Text("Copy").
		OnClick(func(ctx app.Context, e app.Event) {
			page.CopyText(ctx, text, func(ctx app.Context, ok bool) {
				if ok {
					t.liveSay("Copied: paste it into a message to " + name + ".")
				}
			})
		}, app.EventScope(text))
}

// liveQR is the QR code of an invitation or a reply (what it is: "This
// invitation"), for a phone's camera, or why there is none.
func liveQR(text, label, what string) app.UI {
	code, err := qrcode.Image(text, label)
	if err != nil {
		return page.Notice("status", qrcode.Problem(err, what, text))
	}
	return app.Div().Class("qr-frame", "live-qr-code").Body(code)
}
