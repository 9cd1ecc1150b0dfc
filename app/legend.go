package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
)

// legendDialogID is the id of the legend dialog; a page shows at most one.
const legendDialogID = "legend-dialog"

// legendControl is the "?" button of the table's status bar that opens the
// key to the icons of the game with ID id (called name), or nil when the
// game has no legend.
func legendControl(id, name string) app.UI {
	if t, _ := tableOf(id); t.Legend == nil {
		return nil
	}
	return &legendDialog{Game: id, Name: name}
}

// legendDialog is a "?" button opening a game's legend (board.Game.Legend)
// in a modal dialog over the table, built only while it is open. Like the
// rules dialog, the browser's dialog keeps the focus inside and closes on
// Escape.
type legendDialog struct {
	app.Compo
	Game string // the game's ID
	Name string // the game's name, for the dialog's title
	open bool
}

// show builds the dialog and opens it once it is on the page.
func (l *legendDialog) show(ctx app.Context, e app.Event) {
	l.open = true
	ctx.Defer(func(app.Context) {
		if d := app.Window().GetElementByID(legendDialogID); d.Truthy() && !d.Get("open").Bool() {
			d.Call("showModal")
		}
	})
}

// hide closes the dialog; its close event then drops the legend.
func (l *legendDialog) hide(ctx app.Context, e app.Event) {
	if d := app.Window().GetElementByID(legendDialogID); d.Truthy() {
		d.Call("close")
	}
}

// closed follows the dialog closing, by its Close button or by Escape.
func (l *legendDialog) closed(ctx app.Context, e app.Event) { l.open = false }

// backdrop closes the dialog on a click outside its box.
func (l *legendDialog) backdrop(ctx app.Context, e app.Event) {
	if e.Get("target").Equal(ctx.JSSrc()) {
		l.hide(ctx, e)
	}
}

// Render draws the button and, while open, the dialog.
func (l *legendDialog) Render() app.UI {
	t, _ := tableOf(l.Game)
	return app.Span().Class("legend-control").Body(
		app.Button().Type("button").Class("button", "legend-button").Aria("haspopup", "dialog").
			Aria("label", "Legend: what the icons mean").Title("What the icons of "+l.Name+" mean").Text("?").
			OnClick(l.show),
		app.If(l.open && t.Legend != nil, func() app.UI {
			return app.Dialog().ID(legendDialogID).Class("rules-dialog", "legend-dialog").Aria("labelledby", "legend-title").
				On("close", l.closed).OnClick(l.backdrop).Body(
				app.Div().Class("rules-box").Body(
					app.Div().Class("rules-head").Body(
						app.H2().ID("legend-title").Text("Legend of "+l.Name),
						app.Button().Type("button").Class("button").Text("Close").OnClick(l.hide),
					),
					app.Div().Class("rules-body").Body(
						app.P().Class("legend-tip").Text("Hover over, or press and hold, anything on the table to read what it is; a target the rules refuse says why when you tap it."),
						board.LegendItems(t.Legend()),
					),
				),
			)
		}),
	)
}
