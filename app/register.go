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

// tables are the playable games, each with its board, in the order Home
// shows them: set once by Register.
var tables []board.Game

// Register routes every screen of the app and makes games playable. Both
// the wasm main and the static-site generator call it before go-app starts.
func Register(playable []board.Game) {
	tables = slices.Clone(playable)
	app.Route(pathHome, func() app.Composer { return &homePage{} })
	app.Route(pathNew, func() app.Composer { return &setupPage{} })
	app.Route(pathPlay, func() app.Composer { return &tablePage{} })
	app.Route(pathSaved, func() app.Composer { return &savedPage{} })
	app.Route(pathSettings, func() app.Composer { return &settingsPage{} })
	for _, g := range playable {
		for _, page := range g.Pages {
			app.Route(page.Path, func() app.Composer { return &gamePage{page: page} })
		}
	}
	app.Route(pathReview, func() app.Composer { return &reviewPage{} })
	app.Route(pathLearn, func() app.Composer { return &learnPage{} })
	// Every other path: go-app tries its exact routes first, so this only
	// replaces its bare "404 Not Found".
	app.RouteWithRegexp("^/", func() app.Composer { return &notFoundPage{} })
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
	focusMain(ctx)
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

// lookup finds a playable game's engine by ID.
func lookup(id string) (engines.Game, bool) {
	g, ok := tableOf(id)
	return g.Engine, ok
}

// tableOf finds a playable game's board by the game's ID.
func tableOf(id string) (board.Game, bool) {
	i := slices.IndexFunc(tables, func(g board.Game) bool { return g.ID() == id })
	if i < 0 {
		return board.Game{}, false
	}
	return tables[i], true
}

// href is the URL of an app path (with its query) under the site's base
// path (board.Href), e.g. "/tabula/saved" for "/saved".
func href(path string) string { return board.Href(path) }
