package app

import (
	"fmt"
	"net/url"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/friends"
	"tabula/app/page"
	"tabula/app/seating"
	"tabula/app/session"
	"tabula/app/settings"
	"tabula/engines/save"
)

// Home's part in games by links and live play: the links it takes in,
// the join question, a fork kept, an invitation answered.

// receiveByLink takes in a link of a game by links on Home: the table opens
// at once when the link was the same as, ahead of or behind the device's
// copy; a game new to this device waits for the player to join it, and a
// fork for the player to keep it or not.
func (p *homePage) receiveByLink(ctx app.Context, c session.Checked) {
	got, err := friends.TakeIn(p.Stored(ctx.LocalStorage()), c, page.NowMillis())
	switch {
	case err != nil:
		p.linkErr = page.StorageMessage(err) + " Your saved games were not changed."
	case got.Relation == save.Unrelated:
		p.shared = c
	case got.Relation == save.Forked:
		p.fork = got
		clearFragment(ctx)
	default:
		if s, err := p.Stored(ctx.LocalStorage()).Load(got.Id); err == nil {
			if s, _, err = session.Prepare(p.Games, s); err == nil {
				p.friends.LeaveArrival(got.Id, got, c.Save.Here(), s.Seats)
			}
		}
		clearFragment(ctx)
		id := got.Id
		ctx.Defer(func(ctx app.Context) { p.openTable(ctx, id) })
	}
}

// renderJoin is Home's question for a link of a game by links that this
// device has not seen: the player joins at the link's seat, under their
// own name (joinName), asked here when Settings holds none.
func (p *homePage) renderJoin() app.UI {
	s, st := p.shared.Save, p.shared.State
	here := s.Here()
	seen := seating.Named(s.Seats, here) // a creator still named You is "Player 1" here
	var others []app.UI
	for i, seat := range seen {
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
	name, ask := p.joinName()
	title := []app.UI{app.Text("Join this game of " + p.shared.Game.Info().Name + " as "), page.NameUI(name), app.Text("?")}
	yours := app.Dd().Body(page.NameUI(name))
	if ask {
		title = []app.UI{app.Text("Join this game of " + p.shared.Game.Info().Name + "?")}
		yours = app.Dd().Body(
			app.Input().ID("join-name").Type("text").Value(name).MaxLength(save.MaxNameRunes).Attr("autocomplete", "nickname").
				Aria("describedby", "join-name-hint").
				OnInput(func(ctx app.Context, e app.Event) { p.joinDraft, p.joinTyped = ctx.JSSrc().Get("value").String(), true }),
			app.P().ID("join-name-hint").Class("hint").Text("The name the other players' devices show for you. "+
				"Settings keeps it for your next games; this device calls you “You”."),
		)
	}
	return app.Section().Class("panel", "shared", "join").Aria("labelledby", "shared-title").Body(
		app.H2().ID("shared-title").Body(title...),
		app.Dl().Class("facts").Body(
			app.Dt().Body(app.If(ask, func() app.UI { return app.Label().For("join-name").Text("Your name") }).
				Else(func() app.UI { return app.Text("Your seat") })),
			yours,
			app.Dt().Text("With"), app.Dd().Body(others...),
			app.Dt().Text("Progress"), app.Dd().Text(status),
			app.Dt().Text("Moves"), app.Dd().Text(len(s.Log)),
		),
		app.P().Text("The game is played by links: after your turn, send the link the table gives you to the next player. "+
			"It is for friends who trust each other. It will be added to your saved games; your other games are not changed."),
		app.If(p.live != nil, func() app.UI {
			return app.P().Class("live-join").Text("This is a live invitation: once you join, the table gives you a reply to send back, " +
				"and when it is opened the two devices play live.")
		}),
		app.If(p.live != nil, p.renderLiveRoute),
		page.Notice("error", p.problem),
		app.Div().Class("actions").Body(
			// One span: a flex button trims the space at the end of a text of its own ("Join asBea").
			app.Button().Class("button", "primary", "join-game").Body(app.Span().Body(app.Text("Join as "), page.NameUI(save.CleanName(name)))).
				OnClick(p.acceptShared),
			app.Button().Class("button").Text("No, thanks").OnClick(p.dismissShared),
		),
	)
}

// joinName is the name the player joins the link's game under: theirs
// from Settings; asked (ask) when Settings holds none, or another seat of
// the game has it, suggesting what the game's creator called the seat.
func (p *homePage) joinName() (name string, ask bool) {
	s := p.shared.Save
	here := s.Here()
	taken := func(name string) bool {
		return slices.ContainsFunc(s.Seats, func(o save.Seat) bool { return o.Name != s.Seats[here].Name && save.SameName(o.Name, name) })
	}
	mine := p.Settings.Name
	switch {
	case p.joinTyped:
		return p.joinDraft, true
	case mine != "" && !taken(mine):
		return mine, false
	case !seating.IsYou(s.Seats[here].Name):
		return s.Seats[here].Name, true
	}
	return seating.Free(s.Seats, here), true
}

// joined is the link's game as the player joins it: their seat under
// their name (joinName), or why not.
func (p *homePage) joined() (session.Checked, string) {
	c := p.shared
	s := c.Save
	here := s.Here()
	given, ask := p.joinName()
	name := settings.PersonName(given)
	switch {
	case name == "":
		return session.Checked{}, page.NameRefused(given)
	case slices.ContainsFunc(s.Seats, func(o save.Seat) bool { return o.Name != s.Seats[here].Name && save.SameName(o.Name, name) }):
		return session.Checked{}, name + " is another player's name in this game: give yours another way."
	}
	if name != s.Seats[here].Name {
		named := *s
		named.Seats = slices.Clone(s.Seats)
		named.Seats[here].Name = name
		c.Save = &named
	}
	if ask && p.Settings.Name == "" {
		p.Settings.Name = name
	}
	return c, ""
}

// renderFork asks whether to keep the game of a link that forked from the
// device's game, and once kept says where both are, with a way to each.
func (p *homePage) renderFork() app.UI {
	f := p.fork
	if f.Theirs.Save == nil {
		return nil
	}
	open := func(id string) string { return page.Href(page.PathPlay + "?id=" + url.QueryEscape(id)) }
	agree := fmt.Sprintf("The game in this link and the one on this device agree for the first %d moves, then differ: "+
		"someone played on from an older link, or on two devices.", f.Common)
	switch f.Common {
	case 0:
		agree = "The game in this link and the one on this device differ from the first move: someone played on from an older link, or on two devices."
	case 1:
		agree = "The game in this link and the one on this device agree on the first move, then differ: someone played on from an older link, or on two devices."
	}
	if p.forkID == "" {
		return app.Section().Class("panel", "shared", "forked").Aria("labelledby", "fork-title").Body(
			app.H2().ID("fork-title").Text("This link went another way"),
			app.P().Text(agree+" Keep the game from the link as well? It is kept beside yours, under it in Saved games; "+
				"yours is not changed."),
			page.Notice("error", p.problem),
			app.Div().Class("actions").Body(
				app.Button().Class("button", "primary", "keep-fork").Text("Keep both games").OnClick(p.keepFork),
				app.A().Class("button", "open-mine").Href(open(f.Id)).Text("Open the game on this device"),
				app.Button().Class("button", "drop-fork").Text("No, thanks").OnClick(func(ctx app.Context, e app.Event) {
					p.fork, p.problem = friends.Received{}, ""
				}),
			),
		)
	}
	return app.Section().Class("panel", "shared", "forked").Aria("labelledby", "fork-title").Body(
		app.H2().ID("fork-title").Text("This link went another way"),
		app.P().Text(agree+" Both games are kept: the one from the link is under yours in Saved games."),
		app.Div().Class("actions").Body(
			app.A().Class("button", "primary", "open-fork").Href(open(p.forkID)).Text("Open the game from the link"),
			app.A().Class("button", "open-mine").Href(open(f.Id)).Text("Open the game on this device"),
			app.Button().Class("button").Text("Close").OnClick(func(ctx app.Context, e app.Event) { p.fork, p.forkID = friends.Received{}, "" }),
		),
	)
}

// keepFork keeps the game of the forked link beside the device's.
func (p *homePage) keepFork(ctx app.Context, e app.Event) {
	id, err := friends.KeepFork(p.Stored(ctx.LocalStorage()), p.fork, page.NowMillis())
	if err != nil {
		p.problem = page.StorageMessage(err)
		return
	}
	p.forkID, p.problem = id, ""
}

// openTable opens the table of game id; when Home took it in from a live
// invitation, the friend's answer is made first, for the table to show.
func (p *homePage) openTable(ctx app.Context, id string) {
	dest := page.Href(page.PathPlay + "?id=" + url.QueryEscape(id))
	if p.live == nil {
		ctx.Navigate(dest)
		return
	}
	inv := *p.live
	p.live = nil
	friends.WithICE(p.ui, p.Settings, func(ctx app.Context, ice friends.ICEPlan) {
		p.friends.AnswerInvite(ctx, id, inv, ice, func(ctx app.Context, problem string) {
			if problem != "" {
				p.linkErr = problem
			}
			ctx.Navigate(dest)
		})
	})
}

// takeReply applies a reply opened on Home to the invitation it names
// (its tag) waiting in this tab, and opens its table; when none waits
// here, it hands the reply to the tabs of this browser (web/live.js's
// pass), one of which takes it if its invitation is the one named, and
// says so only when that tab shows it the invitation's proof. A reply
// that names no invitation waiting in this browser is explained, and the
// invitations waiting are left as they were; a reply of a version before
// replies named their invitation is to be pasted.
func (p *homePage) takeReply(ctx app.Context, frag string) {
	clearFragment(ctx)
	d, _, tag, err := friends.ParseReply(frag)
	switch {
	case err != nil:
		p.linkErr = "This live reply is damaged or incomplete."
		return
	case tag == "":
		p.linkErr = "This live reply was made by an older version of Tabula and does not say which invitation it answers: " +
			"paste it into the invitation's window, in the tab that made it."
		return
	case !friends.LiveAvailable():
		p.linkErr = "This is the reply to a live invitation, but this browser cannot play live."
		return
	}
	const nowhere = "This live reply answers no invitation waiting in this browser: it may be for another game, " +
		"or its invitation was closed or answered already. Any other invitation still waits for its own reply."
	if key, ok := friends.WaitingFor(friends.LiveJS().Call("awaiting"), tag); ok {
		id := key[:strings.LastIndex(key, "/")]
		page.AwaitPromise(p.ui, friends.LiveJS().Call("accept", key, d.SDP()), func(ctx app.Context, _ app.Value, ok bool) {
			if !ok {
				p.linkErr = nowhere
				return
			}
			ctx.Navigate(page.Href(page.PathPlay + "?id=" + url.QueryEscape(id)))
		})
		return
	}
	// Opened in a tab of its own (a link tapped, a QR code scanned): the
	// tab whose invitation it names takes it, and shows the proof.
	vouch := app.FuncOf(func(this app.Value, args []app.Value) any {
		return len(args) == 1 && args[0].Type() == app.TypeString && friends.ReplyTag(args[0].String()) == tag
	})
	page.AwaitPromise(p.ui, friends.LiveJS().Call("pass", frag, vouch), func(ctx app.Context, v app.Value, ok bool) {
		vouch.Release()
		if ok && v.Truthy() {
			p.passed = true
			return
		}
		p.linkErr = nowhere
	})
}

// learnICE learns the servers that answering the live invitation on Home
// asks, for its sentence (renderLiveRoute).
func (p *homePage) learnICE(ctx app.Context) {
	p.ice = nil
	friends.WithICE(ctx, settings.Load(ctx.LocalStorage()), func(ctx app.Context, ice friends.ICEPlan) { p.ice = &ice })
}

// renderLiveRoute is a live invitation's sentence of what answering it
// contacts, and the one-tap choice of same network only.
func (p *homePage) renderLiveRoute() app.UI {
	return friends.LiveRoute(p.ice, "join-same-network", p.Settings.SameNetwork, func(ctx app.Context, on bool) {
		p.ice = nil
		friends.SetSameNetwork(ctx, &p.Settings, on, func(ctx app.Context, ice friends.ICEPlan, err error) {
			if err != nil {
				p.problem = "Your settings could not be saved in this browser: " + err.Error()
				return
			}
			p.ice = &ice
		})
	})
}
