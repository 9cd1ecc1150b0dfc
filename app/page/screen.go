package page

import (
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/searchpool"
	"tabula/app/session"
	"tabula/app/settings"
	"tabula/app/storage"
)

// Visit is what the pages of one visit share, made once when the app's
// routes are registered and handed to every page: the playable games, the
// search workers, whether a page has been shown, and where the visit
// began. Only the UI goroutine touches it, but for the search pool, which
// guards itself.
type Visit struct {
	Games     session.Games
	Searchers *searchpool.Pool
	Shown     bool   // a page of this visit is on screen (FocusMain)
	LinkBuild bool   // the app is a link build, holding one game
	LoadedAt  string // the path and query the page was loaded at (LoadWholeApp)
}

// NewVisit is the visit of an app playing games.
func NewVisit(games []board.Game) *Visit {
	return &Visit{Games: slices.Clone(games), Searchers: &searchpool.Pool{}, LoadedAt: Address()}
}

// LoadWholeApp loads url, or the page's own address when url is empty, as
// the whole app (loadWholeApp), never the address the visit
// was loaded at.
func (v *Visit) LoadWholeApp(url string) bool { return loadWholeApp(url, v.LoadedAt) }

// Screen is what every page shares: the settings it is drawn with, and
// the visit. The settings start as the defaults (what the pre-rendered
// page shows) and each page reads the stored ones when it mounts.
type Screen struct {
	Settings settings.Settings
	*Visit
}

// OnInit starts with the default settings.
func (s *Screen) OnInit() { s.Settings = settings.Default() }

// Stored is the store of saved games in kv, opening the visit's games.
func (s *Screen) Stored(kv storage.KV) session.Store { return session.StoreFor(kv, s.Games) }

// FocusMain moves the keyboard focus to the main region after the app has
// navigated to another page, as a browser does on a page load, so keyboard
// and screen-reader users start at the new content. The first page of a
// visit leaves the focus where the browser put it. Pages call it from
// OnMount.
func (s *Screen) FocusMain(ctx app.Context) {
	if !s.Shown {
		s.Shown = true
		return
	}
	ctx.Defer(func(app.Context) { FocusID("main") })
}
