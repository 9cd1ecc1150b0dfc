package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/page"
	"tabula/app/settings"
)

// gamePage is a screen of a game's own (board.Page), such as Crown of
// Emara's solo records, drawn in the app's frame from local storage when
// it mounts.
type gamePage struct {
	app.Compo
	screen
	page    board.Page
	content app.UI
}

// OnMount reads the settings and draws the page's content.
func (p *gamePage) OnMount(ctx app.Context) {
	p.Settings = settings.Load(ctx.LocalStorage())
	p.content = p.page.Content(ctx.LocalStorage())
	p.FocusMain(ctx)
}

// Render draws the page in the app's frame.
func (p *gamePage) Render() app.UI {
	return page.Layout(p.Settings, p.page.Path, p.page.Title, p.content)
}
