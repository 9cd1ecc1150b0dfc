package app

import (
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/friends"
	"tabula/app/lessons"
	"tabula/app/page"
	"tabula/app/seating"
	"tabula/app/session"
	"tabula/app/settings"
	"tabula/app/storage"
	"tabula/engines/save"
)

// homePage lists the games, continues the last one and opens share links.
type homePage struct {
	app.Compo
	screen
	last       storage.Entry
	hasLast    bool
	shared     session.Checked     // a share link waiting for the player's answer
	sharedLink string              // its fragment, "s=…", for its review
	linkErr    string              // why the share link in the URL could not be opened
	passed     bool                // a live reply opened here went to the tab whose invitation waits for it (app/friends/live.go)
	problem    string              // a failure to store the shared game
	ui         app.Context         // the component's own context (from OnMount), for work that outlives an event's element
	live       *friends.LiveInvite // the live invitation the share link came with (app/friends) ...
	ice        *friends.ICEPlan    // ... and the servers answering it asks, once known (app/friends)
	joinDraft  string              // the name typed on a link's join question (joinName) ...
	joinTyped  bool                // ... once typed
	fork       friends.Received    // a link of a game by links that forked from this device's copy (app/friends) ...
	forkID     string              // ... and its game, once kept
	lessons    map[string]lessons.Record
}

// OnMount reads the settings and the last game.
func (p *homePage) OnMount(ctx app.Context) {
	p.ui = ctx
	p.Settings = settings.Load(ctx.LocalStorage())
	p.last, p.hasLast = p.Stored(ctx.LocalStorage()).Latest()
	p.lessons = lessons.LoadRecords(ctx.LocalStorage())
	p.FocusMain(ctx)
}

// OnNav opens a "#s=…" share link: it is fully checked, then previewed.
func (p *homePage) OnNav(ctx app.Context) {
	p.shared, p.linkErr, p.problem, p.fork, p.forkID, p.live, p.passed = session.Checked{}, "", "", friends.Received{}, "", nil, false
	p.joinDraft, p.joinTyped = "", false
	frag := ctx.Page().URL().Fragment
	switch {
	case strings.HasPrefix(frag, friends.ReplyPrefix):
		p.takeReply(ctx, frag)
		return
	case strings.HasPrefix(frag, friends.LivePrefix):
		inv, link, err := friends.ParseInvite(frag)
		if err != nil {
			p.linkErr = "This live invitation is damaged or incomplete. Your saved games were not changed."
			return
		}
		p.live, frag = &inv, link
		p.learnICE(ctx)
	case !strings.HasPrefix(frag, save.LinkPrefix):
		if p.LinkBuild && !p.LoadWholeApp(page.Href(page.PathHome)) { // no link to open: Home is the whole app's
			p.linkErr = cannotLoadWholeApp
		}
		return
	}
	c, err := session.ParseShared(p.Games, frag)
	if p.LinkBuild && errors.Is(err, save.ErrWrongGame) {
		// A link of another game: the whole app has it.
		if !p.LoadWholeApp(page.Href(page.PathHome) + "#" + ctx.Page().URL().Fragment) {
			p.linkErr = cannotLoadWholeApp
		}
		return
	}
	if err != nil {
		p.linkErr = save.Message(err) + " Your saved games were not changed."
		return
	}
	if p.live != nil && c.Save.ByLink() {
		if problem := friends.InviteProblem(*p.live, c.Save); problem != "" {
			p.linkErr = problem + " Your saved games were not changed."
			return
		}
		p.live.Here = c.Save.Here()
		p.live.Proof = friends.InviteProof(c.Save, p.live.Here, p.live.Code)
	}
	if c.Save.ByLink() {
		p.receiveByLink(ctx, c)
		return
	}
	if p.live != nil {
		p.linkErr = "This live invitation is not for a game with friends by link. Your saved games were not changed."
		return
	}
	p.shared, p.sharedLink = c, frag
}

// clearFragment removes the share link from the address bar, so a reload
// does not ask again.
func clearFragment(ctx app.Context) {
	u := *ctx.Page().URL()
	u.Fragment, u.RawFragment = "", ""
	ctx.Page().ReplaceURL(&u)
}

// acceptShared adds the previewed game to the saved games and opens it: a
// game by links at the player's seat under their name, which Settings
// keeps when it held none.
func (p *homePage) acceptShared(ctx app.Context, e app.Event) {
	c := p.shared
	if c.Save.ByLink() {
		var problem string
		if c, problem = p.joined(); problem != "" {
			p.problem = problem
			return
		}
		_ = settings.Save(ctx.LocalStorage(), p.Settings) // not kept: asked again at the next link
	}
	id, err := session.Adopt(p.Stored(ctx.LocalStorage()), c, page.NowMillis())
	if err != nil {
		p.problem = page.StorageMessage(err)
		return
	}
	clearFragment(ctx)
	p.shared = session.Checked{}
	p.openTable(ctx, id)
}

// dismissShared forgets the share link without storing anything. A link
// build goes on to the whole app's Home.
func (p *homePage) dismissShared(ctx app.Context, e app.Event) {
	if p.LinkBuild && p.LoadWholeApp(page.Href(page.PathHome)) {
		return
	}
	clearFragment(ctx)
	p.shared, p.linkErr, p.problem = session.Checked{}, "", ""
}

// Render draws the home screen: in a link build, the link's question alone.
func (p *homePage) Render() app.UI {
	heading := "Choose a game"
	if p.LinkBuild {
		heading = "A shared game"
	}
	return page.Layout(p.Settings, page.PathHome, heading,
		p.renderShared(),
		p.renderFork(),
		app.If(p.hasLast && p.shared.Save == nil && p.fork.Theirs.Save == nil, func() app.UI {
			return app.Section().Class("continue").Aria("label", "Continue").Body(
				app.A().Class("button", "primary", "continue-button").
					Href(page.Href(page.PathPlay+"?id="+url.QueryEscape(p.last.ID))).Body(
					app.Span().Class("continue-label").Text("Continue"),
					app.Span().Class("continue-detail").Body(
						app.Text(p.Games.Name(p.last.Game)+" · "),
						app.Span().Body(page.NameList(p.last.Seats)...),
						app.Text(" · "+p.last.Progress),
					),
				),
			)
		}),
		app.If(!p.LinkBuild, func() app.UI {
			// A link build holds one game: the whole app shows them all.
			return app.Ul().Class("tiles").Body(
				app.Range(p.Games).Slice(func(i int) app.UI { return tile(p.Games[i], p.lessons[p.Games[i].ID()].Done) }),
			)
		}),
	)
}

// tile is one game on the home screen, a link to its setup: its name and
// player range from the engine's Info, its emblem, blurb and colour from its
// board; and the way to its lesson (learned: a lesson of it was played to
// the end here).
func tile(g board.Game, learned bool) app.UI {
	info := g.Engine.Info()
	players := fmt.Sprintf("%d–%d players", info.MinPlayers, info.MaxPlayers)
	if info.MinPlayers == info.MaxPlayers {
		players = fmt.Sprintf("%d players", info.MinPlayers)
	}
	var emblem app.UI
	if g.Emblem != nil {
		emblem = app.Span().Class("tile-emblem").Aria("hidden", "true").Body(g.Emblem())
	}
	li := app.Li().Class("tile", "tile-"+info.ID)
	if g.Colour != "" {
		li = li.Style("--tile", "%s", g.Colour)
	}
	return li.Body(
		app.A().Class("tile-link").Href(page.Href(page.PathNew+"?game="+url.QueryEscape(info.ID))).Body(
			emblem,
			app.H2().Class("tile-name").Text(info.Name),
			app.P().Class("tile-players").Text(players),
			app.P().Class("tile-blurb").Text(g.Blurb),
			app.P().Class("badge", "badge-play").Text("Set up a game"),
		),
		learnLink(g, learned),
	)
}

// learnLink is the way to game g's lesson, saying whether it was learned
// here already; nil for a game without a lesson.
func learnLink(g board.Game, learned bool) app.UI {
	if g.Lesson == nil {
		return nil
	}
	id, name := g.ID(), g.Engine.Info().Name
	links := []app.UI{app.A().Class("button", "learn-link").Href(page.Href(lessons.Href(id, false))).
		Aria("label", "Learn to play "+name).Text("Learn to play")}
	if g.Lesson.Ending != nil {
		// The lesson's second part, a game played to its end.
		links = append(links, app.A().Class("button", "learn-link", "learn-ending").Href(page.Href(lessons.Href(id, true))).
			Aria("label", "Play the ending of the "+name+" lesson: the last turns of a game").Text("Play the ending"))
	}
	if learned {
		links = append(links, app.Span().Class("badge", "learned").Text("✓ Lesson done"))
	}
	return app.P().Class("tile-learn").Body(links...)
}

// renderShared is the share-link preview, or the reason a link failed.
func (p *homePage) renderShared() app.UI {
	if p.passed {
		return app.Section().Class("panel", "shared", "reply-passed").Aria("labelledby", "shared-title").Body(
			app.H2().ID("shared-title").Text("The reply went to its invitation"),
			page.Notice("status", "This live reply went to the tab that made the invitation: go back to that tab, where the tables connect."),
			app.Button().Class("button").Text("Close").OnClick(func(ctx app.Context, e app.Event) { p.passed = false }),
		)
	}
	if p.linkErr != "" {
		return app.Section().Class("panel", "shared").Aria("labelledby", "shared-title").Body(
			app.H2().ID("shared-title").Text("This link could not be opened"),
			page.Notice("error", p.linkErr),
			app.Button().Class("button").Text("Close").OnClick(p.dismissShared),
		)
	}
	if p.shared.Save == nil {
		return nil
	}
	if p.shared.Save.ByLink() {
		return p.renderJoin()
	}
	// Only what the replay computed: a link's own progress line is not shown.
	s, st := p.shared.Save, p.shared.State
	status := st.Progress()
	if st.Over() {
		status = "Finished · " + status
	}
	return app.Section().Class("panel", "shared").Aria("labelledby", "shared-title").Body(
		app.H2().ID("shared-title").Text("Open this shared game?"),
		app.Dl().Class("facts").Body(
			app.Dt().Text("Game"), app.Dd().Text(p.shared.Game.Info().Name),
			// Someone else's game: a seat still named You is "Player 1" here.
			app.Dt().Text("Players"), app.Dd().Body(seatList(seating.Named(s.Seats, -1))...),
			app.Dt().Text("Progress"), app.Dd().Text(status),
			app.Dt().Text("Moves"), app.Dd().Text(len(s.Log)),
		),
		app.P().Text("It will be added to your saved games as a new game; your other games are not changed."),
		page.Notice("error", p.problem),
		app.Div().Class("actions").Body(
			app.Button().Class("button", "primary").Text("Add to saved games and open").OnClick(p.acceptShared),
			app.A().Class("button", "review-link").Href(page.Href(page.PathReview)+"#"+p.sharedLink).Text("Review it first"),
			app.Button().Class("button").Text("No, thanks").OnClick(p.dismissShared),
		),
	)
}

// seatList describes all seats in one line.
func seatList(seats []save.Seat) []app.UI {
	var out []app.UI
	for i, seat := range seats {
		if i > 0 {
			out = append(out, app.Text(", "))
		}
		out = append(out, seatSummary(seat)...)
	}
	return out
}
