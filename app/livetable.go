package app

import (
	"fmt"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/engines/save"
)

// liveTable is a table's live connection (live.go).
type liveTable struct {
	key    string     // the game whose connection the table listens to, "" for none
	state  string     // the connection's state (liveStates)
	peer   int        // the friend's seat
	invite string     // the invitation's link, once made (the creator's table)
	reply  string     // the reply to send back (the friend's table)
	paste  string     // the reply the creator pasted
	note   string     // what the table says of the connection
	dialog bool       // the live dialog is open
	sent   int        // the length of the log the other device has
	times  []int64    // when the last messages arrived (liveRate)
	funcs  []app.Func // the callbacks web/live.js holds
}

// liveFriend is the seat a live invitation is for: the one friend of a game
// by links between two devices; -1 for any other game, or where the browser
// cannot play live.
func (t *tablePage) liveFriend() int {
	if t.ses == nil || !t.ses.save.ByLink() || !liveAvailable() {
		return -1
	}
	seat := -1
	for i, s := range t.ses.save.Seats {
		if s.Kind != save.Friend {
			continue
		}
		if seat >= 0 {
			return -1
		}
		seat = i
	}
	return seat
}

// liveOn reports whether the table is connected live.
func (t *tablePage) liveOn() bool { return t.live.state == liveOpen }

// liveListen listens to the connection web/live.js holds for this game, if
// any, and shows the reply Home made for it.
func (t *tablePage) liveListen() {
	t.liveUnlisten()
	if t.ses == nil || !liveAvailable() {
		return
	}
	key := t.ses.id
	onMessage := app.FuncOf(func(this app.Value, args []app.Value) any {
		text := args[0].String()
		t.ui.Dispatch(func(ctx app.Context) { t.liveReceive(ctx, text) })
		return nil
	})
	onState := app.FuncOf(func(this app.Value, args []app.Value) any {
		state := args[0].String()
		t.ui.Dispatch(func(ctx app.Context) { t.liveChanged(state) })
		return nil
	})
	got := liveJS().Call("listen", key, onMessage, onState)
	if got.Index(0).String() == liveNone {
		onMessage.Release()
		onState.Release()
		return
	}
	t.live.key, t.live.funcs = key, []app.Func{onMessage, onState}
	t.live.peer = got.Index(1).Int()
	if pendingReply.id == key {
		t.live.reply, t.live.dialog = pendingReply.code, true
		pendingReply.id, pendingReply.code = "", ""
	}
	t.liveChanged(got.Index(0).String())
}

// liveUnlisten stops listening; the connection stays in the page for the
// table that opens the game next.
func (t *tablePage) liveUnlisten() {
	if t.live.key != "" && liveAvailable() {
		liveJS().Call("unlisten", t.live.key)
	}
	for _, f := range t.live.funcs {
		f.Release()
	}
	t.live = liveTable{}
}

// liveChanged takes in the connection's new state.
func (t *tablePage) liveChanged(state string) {
	was := t.live.state
	if was == state || was == liveRefused {
		return
	}
	t.live.state = state
	name := t.seatName(t.live.peer)
	switch state {
	case liveOpen:
		t.live.note, t.live.dialog, t.live.sent, t.live.times = "Live with "+name+": each move shows on both tables at once.", false, 0, nil
		t.liveSend()
	case liveConnecting:
		t.live.note = "Connecting to " + name + "'s device…"
	case liveFailed:
		t.liveForget()
		t.live.note = fmt.Sprintf("No connection to %s's device within %d seconds: the devices may be on different networks "+
			"(Settings lists the STUN servers used). The game goes on by links: send %s the link when it is their turn.",
			name, liveOpenSeconds, name)
	case liveClosed:
		t.liveForget()
		if was == liveOpen {
			t.live.note = "The live connection to " + name + " was lost. Nothing was lost of the game: it goes on by links, " +
				"or make a fresh invitation to play live again."
		} else {
			t.live.note = ""
		}
	}
}

// liveOpenSeconds is how long web/live.js waits for the connection once the
// reply is in.
const liveOpenSeconds = 15

// liveSend sends the other device the part of the log that can no longer
// be undone, when it has grown since last sent.
func (t *tablePage) liveSend() {
	if !t.liveOn() {
		return
	}
	n := len(t.ses.save.Log) - len(t.ses.undo)
	if n <= t.live.sent && t.live.sent > 0 {
		return
	}
	c := t.ses.save.For(t.live.peer)
	if c == nil {
		return
	}
	c.Log = c.Log[:n]
	link, err := save.Link(c)
	if err != nil {
		t.live.note = save.Message(err)
		return
	}
	if liveJS().Call("send", t.live.key, link).Bool() {
		t.live.sent = n
	}
}

// liveReceive takes in a message from the other device: the moves it
// brings are played on the table, as a computer's are; anything that
// would not be taken in as a link closes the connection.
func (t *tablePage) liveReceive(ctx app.Context, text string) {
	if t.ses == nil || !t.liveOn() {
		return
	}
	now := nowMillis()
	t.live.times = append(slices.DeleteFunc(t.live.times, func(at int64) bool { return now-at >= 1000 }), now)
	if len(t.live.times) > liveRate {
		t.liveRefuse(fmt.Sprintf("%s's device sent more than %d messages in a second.", t.seatName(t.live.peer), liveRate))
		return
	}
	if t.conflict {
		return
	}
	c, n, err := liveMoves(t.games, t.ses.save, text)
	if err != nil {
		t.liveRefuse(save.Message(err))
		return
	}
	t.live.sent = max(t.live.sent, len(c.save.Log))
	if n == 0 {
		return
	}
	for _, i := range c.save.Log[len(t.ses.save.Log):] {
		legal := t.ses.state.Legal()
		if i < 0 || i >= len(legal) {
			t.liveRefuse("The other device sent a move this game does not allow.")
			return
		}
		if err := t.ses.play(legal[i], now); err != nil {
			t.liveRefuse("The other device sent a move this game does not allow.")
			return
		}
	}
	t.problem, t.note, t.unseen = "", "", true
	t.dropHint()
	t.persistSoon(ctx)
	t.arrive()
	t.finished(ctx)
	if t.myTurn() {
		t.cue.give(t.settings, t.ses.info.Name)
	}
	t.schedule()
}

// liveRefuse closes the connection over a message it will not take in,
// saying why; the game is not changed.
func (t *tablePage) liveRefuse(why string) {
	t.liveForget()
	t.live.state = liveRefused
	t.live.note = why + " The live connection was closed and the game on this device was not changed: it goes on by links."
	liveJS().Call("close", t.live.key)
}

// liveForget forgets the invitation and the reply of a connection that is
// over, so that the dialog offers a fresh invitation.
func (t *tablePage) liveForget() {
	t.live.invite, t.live.reply, t.live.paste, t.live.dialog = "", "", "", false
}

// inviteLive makes the invitation for the friend's seat.
func (t *tablePage) inviteLive(ctx app.Context, e app.Event) {
	peer := t.liveFriend()
	if peer < 0 {
		return
	}
	link, err := save.Link(t.ses.save.For(peer))
	if err != nil {
		t.live.note = save.Message(err)
		return
	}
	key, here := t.ses.id, t.ses.save.Here()
	t.live.note = "Making the invitation…"
	awaitPromise(ctx, liveJS().Call("invite", key, iceList(t.settings.iceServers()), peer), func(ctx app.Context, v app.Value, ok bool) {
		if t.ses == nil || t.ses.id != key {
			return
		}
		var code string
		if ok {
			code, err = packSDP(v.String(), false)
		}
		if !ok || err != nil {
			t.live.note = "The browser could not make an invitation: play on by links."
			return
		}
		t.liveListen()
		t.live.dialog = true
		t.live.invite = pageOrigin() + href(pathHome) + "#" + inviteFragment(code, here, link)
		t.live.note = "Send the invitation to " + t.seatName(peer) + ", then paste their reply here."
	})
}

// connectLive applies the reply the creator pasted.
func (t *tablePage) connectLive(ctx app.Context, e app.Event) {
	d, err := parseReply(t.live.paste)
	if err != nil {
		t.live.note = "This is not a reply to an invitation: paste the whole reply the friend sent."
		return
	}
	key := t.live.key
	awaitPromise(ctx, liveJS().Call("accept", key, d.SDP()), func(ctx app.Context, _ app.Value, ok bool) {
		if !ok && t.live.key == key {
			t.live.note = "This reply does not answer this table's invitation: make a fresh invitation."
		}
	})
}

// renderLiveButton is the button that opens the live dialog.
func (t *tablePage) renderLiveButton() app.UI {
	if t.liveFriend() < 0 || t.liveOn() {
		return nil
	}
	return app.Button().Type("button").Class("button", "live-open").Aria("haspopup", "dialog").Text("Play live…").
		OnClick(func(ctx app.Context, e app.Event) { t.live.dialog = true })
}

// renderLiveNote is the status bar's note on the live connection.
func (t *tablePage) renderLiveNote() app.UI {
	if t.live.note == "" || t.live.dialog {
		return nil
	}
	return app.P().Class("notice", "notice-status", "live-note").Role("status").Body(withNames(t.live.note, t.ses.save.Seats)...)
}

// renderLive is the live dialog: the creator's invitation and the box for
// the reply, or the friend's reply to send back.
func (t *tablePage) renderLive() app.UI {
	if !t.live.dialog || t.ses == nil {
		return nil
	}
	closeLive := func(ctx app.Context, e app.Event) { t.live.dialog = false }
	peer := t.live.peer
	if t.live.reply == "" {
		peer = t.liveFriend()
	}
	name := t.seatName(peer)
	var title string
	var body []app.UI
	field := func(class, label, value string) app.UI {
		return app.Div().Class("field").Body(
			app.Label().Body(
				app.Span().Class("live-label").Text(label),
				app.Input().Class(class).Type("text").ReadOnly(true).Value(value).
					OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }),
			),
		)
	}
	copyButton := func(text string) app.UI {
		return app.Button().Type("button").Class("button", "primary", "live-copy").Text("Copy").
			OnClick(func(ctx app.Context, e app.Event) {
				copyText(ctx, text, func(ctx app.Context, ok bool) {
					if ok {
						t.live.note = "Copied: paste it into a message to " + name + "."
					}
				})
			}, app.EventScope(text))
	}
	switch {
	case t.live.reply != "":
		title = "Reply to " + name
		u := pageOrigin() + href(pathHome) + "#" + replyPrefix + t.live.reply
		body = []app.UI{
			app.P().Body(withNames("Send this reply to "+name+". The tables connect as soon as "+name+
				" pastes it on the device that made the invitation; until then the game goes on by links.", t.ses.save.Seats)...),
			field("live-reply-url", "Reply link", u),
			field("live-reply-code", "Or the code alone", t.live.reply),
			copyButton(u),
		}
	case t.live.invite == "":
		title = "Play live with " + name
		body = []app.UI{
			app.P().Body(withNames("Play this game live with "+name+" on their own device: every move shows on both tables at once. "+
				"The devices connect directly, with no server; on different networks it needs the STUN servers of the settings.", t.ses.save.Seats)...),
			app.Button().Type("button").Class("button", "primary", "live-invite").Text("Make the invitation").OnClick(t.inviteLive),
		}
	default:
		title = "Play live with " + name
		body = []app.UI{
			app.P().Body(withNames("1. Send "+name+" this invitation. It opens the game on their device and gives them a reply.", t.ses.save.Seats)...),
			field("live-invite-url", "Invitation", t.live.invite),
			copyButton(t.live.invite),
			app.P().Body(withNames("2. Paste "+name+"'s reply here:", t.ses.save.Seats)...),
			app.Div().Class("field").Body(
				app.Label().Body(
					app.Span().Class("live-label").Text("Reply"),
					app.Input().Class("live-reply-in").Type("text").Value(t.live.paste).
						OnInput(func(ctx app.Context, e app.Event) { t.live.paste = ctx.JSSrc().Get("value").String() }),
				),
			),
			app.Button().Type("button").Class("button", "primary", "live-connect").Text("Connect").OnClick(t.connectLive),
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
				app.H2().ID("live-title").Body(withNames(title, t.ses.save.Seats)...),
				app.Button().Type("button").Class("button", "overlay-close").Text("Close").OnClick(closeLive),
			),
			app.Div().Class("overlay-body").Body(
				app.Range(body).Slice(func(i int) app.UI { return body[i] }),
				app.If(t.live.note != "", func() app.UI {
					return app.P().Class("notice", "notice-status", "live-status").Role("status").Body(withNames(t.live.note, t.ses.save.Seats)...)
				}),
			),
		),
	)
}
