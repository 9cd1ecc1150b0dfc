// Package page is what every screen of the app draws with: the frame of a
// page (Layout, TableLayout: the top bar, the update banner, the title),
// the app's paths and links under the site's base path, the browser's
// services (timers after a paint, clipboard, files, storage events), the
// rules and Legend dialogs, players' names isolated in text, the final
// scores and the projected score, and the words for a failed save. It
// holds no page of its own; it uses the board contract, the computer's
// levels, the session's games, the settings and storage.
package page

import (
	"tabula/app/board"
	"tabula/app/settings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Layout is the frame every screen shares: a skip link, the top bar with
// navigation and the install button, the update banner, and the main
// region headed by heading. The settings pick the theme and palette.
func Layout(s settings.Settings, current, heading string, content ...app.UI) app.UI {
	return frame(s, current, app.H1().Text(heading), Title(current, heading), []string{"tabula"}, content)
}

// SiteTitle is the title of Home, and of every page after its own words.
const SiteTitle = "Tabula — medieval board games"

// Title is the title of the page at path headed heading: its heading
// and the site's name, Home's the site's title alone.
func Title(path, heading string) string {
	if path == PathHome {
		return SiteTitle
	}
	return heading + " — Tabula"
}

// TableLayout is the frame of the game table: the same as layout's, but the
// page fills the window and never scrolls (the table's panels scroll
// inside themselves), and the heading is for screen readers only, as the
// status bar names the game.
func TableLayout(s settings.Settings, heading, title string, content ...app.UI) app.UI {
	return frame(s, PathPlay, app.H1().Class("visually-hidden").Text(heading), title, []string{"tabula", "table-screen"}, content)
}

// frame draws layout's frame around content with the given heading, page
// title and root classes.
func frame(s settings.Settings, current string, heading app.UI, title string, class []string, content []app.UI) app.UI {
	motion := "on"
	if !s.Animation {
		motion = "off"
	}
	return app.Div().Class(class...).
		DataSet("theme", s.Theme).DataSet("palette", s.Palette).DataSet("motion", motion).
		Body(
			app.A().Class("skip-link").Href("#main").Text("Skip to the main content"),
			app.Header().Class("topbar").Body(
				app.A().Class("brand").Href(Href(PathHome)).Body(
					app.Img().Src("/web/icon.svg").Role("presentation").Width(32).Height(32),
					app.Span().Text("Tabula"),
				),
				app.Nav().Aria("label", "Main").Body(
					app.Ul().Body(
						navItem(current, PathHome, "Games"),
						navItem(current, PathSaved, "Saved games"),
						navItem(current, PathSettings, "Settings"),
					),
				),
				&installButton{},
			),
			&updateBanner{},
			&titled{Title: title},
			app.Main().ID("main").Class("content").TabIndex(-1).Body(
				append([]app.UI{heading}, content...)...,
			),
		)
}

// navItem is one link of the main navigation, marked as the current page
// when it is.
func navItem(current, path, label string) app.UI {
	a := app.A().Href(Href(path)).Text(label)
	if current == path {
		a = a.Aria("current", "page")
	}
	return app.Li().Body(a)
}

// Notice is a message box (board.Notice): kind "error" is announced at
// once, anything else politely; nothing for no text.
func Notice(kind, text string) app.UI { return board.Notice(kind, text) }

// titled gives the page its title (the browser's tab, the first words a
// screen reader says of a page): each screen its own, the table's saying
// how far the game is and whose turn it is.
type titled struct {
	app.Compo
	Title string
}

// OnMount sets the page's title.
func (t *titled) OnMount(ctx app.Context) { ctx.Page().SetTitle("%s", t.Title) }

// OnPreRender sets the title of a page rendered ahead: cmd/static's pages
// each carry their own.
func (t *titled) OnPreRender(ctx app.Context) { ctx.Page().SetTitle("%s", t.Title) }

// OnUpdate sets the page's title again when it changes.
func (t *titled) OnUpdate(ctx app.Context) { ctx.Page().SetTitle("%s", t.Title) }

// Render draws nothing to see.
func (t *titled) Render() app.UI { return app.Span().Class("page-title").Hidden(true) }

// updateBanner offers a reload once go-app has downloaded a new version.
type updateBanner struct {
	app.Compo
	available bool
}

// OnMount catches an update that arrived before the banner was shown.
func (b *updateBanner) OnMount(ctx app.Context) { b.available = ctx.AppUpdateAvailable() }

// OnAppUpdate shows the banner.
func (b *updateBanner) OnAppUpdate(ctx app.Context) { b.available = ctx.AppUpdateAvailable() }

// Render draws the banner, or nothing without an update.
func (b *updateBanner) Render() app.UI {
	if !b.available {
		return app.Div().Class("update-banner").Hidden(true)
	}
	return app.Div().Class("update-banner").Role("status").Body(
		app.Span().Text("A new version of Tabula is ready. Your games are saved."),
		app.Button().Class("button", "primary").Text("Reload now").OnClick(func(ctx app.Context, e app.Event) {
			ctx.Reload()
		}),
	)
}

// installButton offers to install the app where the browser allows it, and
// explains Add to Home Screen on Apple browsers, which have no prompt.
type installButton struct {
	app.Compo
	installable bool
	apple       bool
	help        bool
}

// OnMount reads whether the app can be installed.
func (b *installButton) OnMount(ctx app.Context) { b.refresh(ctx) }

// OnAppInstallChange follows the browser's install state.
func (b *installButton) OnAppInstallChange(ctx app.Context) { b.refresh(ctx) }

func (b *installButton) refresh(ctx app.Context) {
	b.installable = ctx.IsAppInstallable()
	b.apple = ctx.IsAppleBrowser()
}

// Render draws the button and, on Apple browsers, the instructions.
func (b *installButton) Render() app.UI {
	if !b.installable {
		return app.Span().Class("install").Hidden(true)
	}
	button := app.Button().Class("button", "install-button").Text("Install").
		OnClick(func(ctx app.Context, e app.Event) {
			if b.apple {
				b.help = !b.help
				return
			}
			ctx.ShowAppInstallPrompt()
		})
	if !b.apple {
		return app.Span().Class("install").Body(button)
	}
	return app.Span().Class("install").Body(
		button.Aria("expanded", b.help).Aria("controls", "install-help"),
		app.If(b.help, func() app.UI {
			return app.Div().ID("install-help").Class("install-help").Role("note").Body(
				app.P().Text("To install Tabula on an iPhone or iPad: tap the Share button in Safari, then choose “Add to Home Screen”."),
				app.P().Text("On a Mac: in Safari choose File › Add to Dock."),
				app.P().Text("Tabula then opens like an app and works without a network."),
			)
		}),
	)
}

// FocusID focuses the element with the given id, if it is on the page.
func FocusID(id string) {
	if el := app.Window().GetElementByID(id); el.Truthy() {
		el.Call("focus")
	}
}
