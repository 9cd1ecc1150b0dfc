package app

import (
	"slices"

	"tabula/app/board"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/engines"
)

// The app's routes.
const (
	pathHome     = "/"
	pathNew      = "/new"
	pathPlay     = "/play"
	pathSaved    = "/saved"
	pathSettings = "/settings"
)

// registry is the playable games, each with its board, in the order Home
// shows them. Register makes the app's one registry from the games it is
// given; pages and the functions that open a game are handed it.
type registry []board.Game

// table finds a playable game's board by the game's ID.
func (r registry) table(id string) (board.Game, bool) {
	i := slices.IndexFunc(r, func(g board.Game) bool { return g.ID() == id })
	if i < 0 {
		return board.Game{}, false
	}
	return r[i], true
}

// lookup finds a playable game's engine by ID.
func (r registry) lookup(id string) (engines.Game, bool) {
	g, ok := r.table(id)
	return g.Engine, ok
}

// house is what the pages of one visit share, made once by Register and
// handed to every page it routes: the playable games, and what outlives a
// page (the search workers, the note Home leaves the next table about a
// link it took in, the your-turn cue, and whether a page has been shown).
// Only the UI goroutine touches it, but for the search pool, which guards
// itself.
type house struct {
	games     registry
	searchers *searchPool
	arrival   arrival // left by Home for the next table (leaveArrival)
	cue       turnCue
	reply     pendingReply // left by Home for the table of a live invitation it answered
	shown     bool         // a page of this visit is on screen (focusMain)
}

// newHouse is the house of a visit to an app playing games.
func newHouse(games []board.Game) *house {
	return &house{games: slices.Clone(games), searchers: &searchPool{}}
}

// Register routes every screen of the app and makes games playable. Both
// the wasm main and the static-site generator call it before go-app starts.
func Register(playable []board.Game) {
	h := newHouse(playable)
	listenForPassedReplies()
	for _, r := range h.routes() {
		app.Route(r.path, r.page)
	}
	// Every other path: go-app tries its exact routes first, so this only
	// replaces its bare "404 Not Found".
	app.RouteWithRegexp("^/", func() app.Composer { return &notFoundPage{screen: screen{house: h}} })
}

// route is a path of the app and the page it shows.
type route struct {
	path string
	page func() app.Composer
}

// routes are the app's pages and the games' own, each made in this house.
func (h *house) routes() []route {
	at := func() screen { return screen{house: h} }
	rs := []route{
		{pathHome, func() app.Composer { return &homePage{screen: at()} }},
		{pathNew, func() app.Composer { return &setupPage{screen: at()} }},
		{pathPlay, func() app.Composer { return &tablePage{screen: at()} }},
		{pathSaved, func() app.Composer { return &savedPage{screen: at()} }},
		{pathSettings, func() app.Composer { return &settingsPage{screen: at()} }},
		{pathReview, func() app.Composer { return &reviewPage{screen: at()} }},
		{pathLearn, func() app.Composer { return &learnPage{screen: at()} }},
	}
	for _, g := range h.games {
		for _, page := range g.Pages {
			rs = append(rs, route{page.Path, func() app.Composer { return &gamePage{screen: at(), page: page} }})
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
	p.settings = loadSettings(ctx.LocalStorage())
	p.focusMain(ctx)
}

// Render draws the page.
func (p *notFoundPage) Render() app.UI {
	return layout(p.settings, "", "Page not found",
		app.P().Text("There is no page at this address in Tabula. Your saved games are not affected."),
		app.Div().Class("actions").Body(
			app.A().Class("button", "primary").Href(href(pathHome)).Text("Go to Home"),
			app.A().Class("button").Href(href(pathSaved)).Text("Saved games"),
		),
	)
}

// href is the URL of an app path (with its query) under the site's base
// path (board.Href), e.g. "/tabula/saved" for "/saved".
func href(path string) string { return board.Href(path) }
