package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/page"
	"tabula/app/session"
	"tabula/app/settings"
	"tabula/app/storage"
)

// screen is what every page shares: the settings it is drawn with, and
// the house of the visit (Register). The settings start as the defaults
// (what the pre-rendered page shows) and each page reads the stored ones
// when it mounts.
type screen struct {
	settings settings.Settings
	*house
}

// OnInit starts with the default settings.
func (s *screen) OnInit() { s.settings = settings.Default() }

// stored is the store of saved games in kv, opening the house's games.
func (s *screen) stored(kv storage.KV) session.Store { return session.StoreFor(kv, s.games) }

// focusMain moves the keyboard focus to the main region after the app has
// navigated to another page, as a browser does on a page load, so keyboard
// and screen-reader users start at the new content. The first page of a
// visit leaves the focus where the browser put it. Pages call it from
// OnMount.
func (s *screen) focusMain(ctx app.Context) {
	if !s.shown {
		s.shown = true
		return
	}
	ctx.Defer(func(app.Context) { page.FocusID("main") })
}

// loadWholeApp loads url, or the page's own address when url is empty, as
// the whole app (page.LoadWholeApp), never the address the visit was
// loaded at.
func (h *house) loadWholeApp(url string) bool { return page.LoadWholeApp(url, h.loadedAt) }
