package app

import (
	"runtime/debug"

	"tabula/app/board"
	"tabula/app/friends"
	"tabula/app/lessons"
	"tabula/app/page"
	"tabula/app/review"
	"tabula/app/settings"
	"tabula/app/table"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// house is what outlives a page of a visit beside its page.Visit: the
// note Home leaves the next table about a link it took in, the your-turn
// cue, and the reply to a live invitation Home answered.
type house struct {
	visit    *page.Visit
	friends  friends.Visit // what Home leaves the next table: a link's note, a live reply
	yourTurn table.TurnCue
}

// gameTable is a table page of the house's visit, with its lesson and play
// with friends.
func (h *house) gameTable() *table.Page {
	return table.New(h.screen().Screen, &h.yourTurn, table.Parts{
		Lesson:  lessons.New,
		Friends: func(t *table.Table) table.Friends { return friends.New(t, &h.friends) },
	})
}

// newHouse is the house of a visit to an app playing games.
func newHouse(games []board.Game) *house { return &house{visit: page.NewVisit(games)} }

// screen is a page's screen in the house's visit, with the default
// settings until the page reads the stored ones.
func (h *house) screen() screen {
	return screen{Screen: page.Screen{Settings: settings.Default(), Visit: h.visit}, house: h}
}

// Register routes every screen of the app and makes games playable. Both
// the wasm main and the static-site generator call it before go-app starts.
func Register(playable []board.Game) { wholeApp(playable).register() }

// RegisterLinkBuild routes the screens of a link build: an app.wasm that
// holds one game, g, loaded by the page of g's links (LinkPath) on a visit
// with nothing cached, so that a link downloads one game's code rather than
// every game's. It draws the link's question and g's tables and
// pages; every other page, and a link or saved game of another game, loads
// the whole app (wholeAppPage, loadWholeApp).
func RegisterLinkBuild(g board.Game) { linkBuild(g).register() }

// site is what an app.wasm routes: its house's pages, and the page for
// every other path.
type site struct {
	routes []route
	other  func() app.Composer
}

// wholeApp is the site of the whole app, playing games.
func wholeApp(games []board.Game) site {
	h := newHouse(games)
	return site{append(h.wholeAppRoutes(), h.gameRoutes()...), func() app.Composer {
		return &notFoundPage{screen: h.screen()}
	}}
}

// linkBuild is the site of g's link build. Only wholeApp names the whole
// app's own pages, so a link build's main, which never calls it, leaves
// their code out of its wasm (two fifths of the screens' code).
func linkBuild(g board.Game) site {
	h := newHouse([]board.Game{g})
	h.visit.LinkBuild = true
	return site{h.gameRoutes(), func() app.Composer { return &wholeAppPage{screen: h.screen()} }}
}

// gcPercent is the app's GOGC. The page keeps only 2–3 MiB live, so at
// Go's default of 100 the heap target stays at its 4 MiB minimum and a
// collection runs after every 1–2 MiB allocated: up to about once per
// move, inside the table's update (4–54 collections in 30 decisions). At 400
// the target is 16 MiB: 0–6 collections in the same decisions, for 21–23
// MiB of memory in all instead of 7–10 MiB.
const gcPercent = 400

// Run starts the app registered in the browser (the wasm's main, after
// Register or RegisterLinkBuild), and never returns there.
func Run() {
	debug.SetGCPercent(gcPercent)
	app.RunWhenOnBrowser()
}

// register routes the site's pages, and every other path to its other.
func (s site) register() {
	friends.ListenForPassedReplies()
	for _, r := range s.routes {
		if r.pattern != "" {
			app.RouteWithRegexp(r.pattern, r.page)
		} else {
			app.Route(r.path, r.page)
		}
	}
	// go-app tries its exact routes first.
	app.RouteWithRegexp("^/", s.other)
}

// route is a path of the app and the page it shows. A route with a
// pattern matches the paths of that regular expression instead: go-app
// tries them after every exact path, in order, and pre-renders no page for
// them (cmd/static writes a page for each exact path).
type route struct {
	path    string
	pattern string
	page    func() app.Composer
}

// wholeAppRoutes are the pages only the whole app draws.
func (h *house) wholeAppRoutes() []route {
	at := func() screen { return h.screen() }
	return []route{
		{path: page.PathHome, page: func() app.Composer { return &homePage{screen: at()} }},
		{path: page.PathNew, page: func() app.Composer { return &setupPage{screen: at()} }},
		{path: page.PathSaved, page: func() app.Composer { return &savedPage{screen: at()} }},
		{path: page.PathSettings, page: func() app.Composer { return &settingsPage{screen: at()} }},
		{path: page.PathReview, page: func() app.Composer { return review.New(at().Screen) }},
		{path: lessons.Path, page: func() app.Composer { return lessons.NewPage(at().Screen) }},
	}
}

// gameRoutes are the pages of the house's games, in the whole app and in a
// link build: the table, each game's link page (Home, with the link's
// question) and its own pages.
func (h *house) gameRoutes() []route {
	at := func() screen { return h.screen() }
	home := func() app.Composer { return &homePage{screen: at()} }
	rs := []route{{path: page.PathPlay, page: func() app.Composer { return h.gameTable() }}}
	for _, g := range h.visit.Games {
		rs = append(rs, route{path: page.LinkPath(g.ID()), page: home}, route{pattern: page.LinkPathForms(g.ID()), page: home})
		for _, page := range g.Pages {
			rs = append(rs, route{path: page.Path, page: func() app.Composer { return &gamePage{screen: at(), page: page} }})
		}
	}
	return rs
}

// notFoundPage is the app's own page for an address that is none of its
// pages, with the way back.
type notFoundPage struct {
	app.Compo
	screen
}

// OnMount reads the settings.
func (p *notFoundPage) OnMount(ctx app.Context) {
	p.Settings = settings.Load(ctx.LocalStorage())
	p.FocusMain(ctx)
}

// Render draws the page.
func (p *notFoundPage) Render() app.UI {
	return page.Layout(p.Settings, "", "Page not found",
		app.P().Text("There is no page at this address in Tabula. Your saved games are not affected."),
		app.Div().Class("actions").Body(
			app.A().Class("button", "primary").Href(page.Href(page.PathHome)).Text("Go to Home"),
			app.A().Class("button").Href(page.Href(page.PathSaved)).Text("Saved games"),
		),
	)
}

// wholeAppPage is every page a link build does not draw: it loads the
// whole app there (house.loadWholeApp), or says why it cannot.
type wholeAppPage struct {
	app.Compo
	screen
	stuck bool // the whole app cannot be loaded from here
}

// OnMount reads the settings, for the page that says why it is stuck.
func (p *wholeAppPage) OnMount(ctx app.Context) {
	p.Settings = settings.Load(ctx.LocalStorage())
}

// OnNav loads the page again, as the whole app.
func (p *wholeAppPage) OnNav(ctx app.Context) { p.stuck = !p.LoadWholeApp("") }

// Render says what is happening, for the moment before the page loads, or
// why nothing does.
func (p *wholeAppPage) Render() app.UI {
	if p.stuck {
		return page.Layout(p.Settings, "", "Tabula could not be loaded here", app.P().Text(cannotLoadWholeApp))
	}
	return app.Main().ID("main").Class("content").Body(app.P().Class("status").Text("Opening Tabula…"))
}

// cannotLoadWholeApp says why a link build stays where it is
// (house.loadWholeApp reported false).
const cannotLoadWholeApp = "This address opened the page of one game's links, which holds that game alone, " +
	"and the rest of Tabula cannot be loaded from it. Your saved games are not affected."
