package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// rulesRef is the rules reference of the game with ID id: a summary of
// the rules in our own words and the game's card almanac, drawn from the
// engine's data (board.Game.Rules), or nil.
func rulesRef(id string) func() app.UI {
	t, _ := tableOf(id)
	return t.Rules
}

// rulesDialogID is the id of the rules dialog; a page shows at most one.
const rulesDialogID = "rules-dialog"

// rulesControl is the Rules button that opens the reference of the game
// with ID id (called name) over the page, or nil when the game has none.
func rulesControl(id, name string) app.UI {
	if rulesRef(id) == nil {
		return nil
	}
	return &rulesDialog{Game: id, Name: name}
}

// rulesDialog is a button opening a game's rules reference in a modal
// dialog, so the game stays where it is underneath. The browser's dialog
// does the keyboard work: focus moves into it, Tab stays inside, Escape
// closes it and focus goes back to the button. The reference is only built
// while the dialog is open.
type rulesDialog struct {
	app.Compo
	Game string // the game's ID
	Name string // the game's name, for the dialog's title
	open bool
}

// show builds the dialog and opens it once it is on the page.
func (r *rulesDialog) show(ctx app.Context, e app.Event) {
	r.open = true
	ctx.Defer(func(app.Context) {
		if d := app.Window().GetElementByID(rulesDialogID); d.Truthy() && !d.Get("open").Bool() {
			d.Call("showModal")
		}
	})
}

// hide closes the dialog; its close event then drops the reference.
func (r *rulesDialog) hide(ctx app.Context, e app.Event) {
	if d := app.Window().GetElementByID(rulesDialogID); d.Truthy() {
		d.Call("close")
	}
}

// closed follows the dialog closing, by its Close button or by Escape.
func (r *rulesDialog) closed(ctx app.Context, e app.Event) { r.open = false }

// backdrop closes the dialog on a click outside its box: the box fills the
// dialog, so only a click on the backdrop targets the dialog itself.
func (r *rulesDialog) backdrop(ctx app.Context, e app.Event) {
	if e.Get("target").Equal(ctx.JSSrc()) {
		r.hide(ctx, e)
	}
}

// Render draws the button and, while open, the dialog. The buttons are
// plain buttons, so the control may also sit inside a form (the setup).
func (r *rulesDialog) Render() app.UI {
	ref := rulesRef(r.Game)
	return app.Span().Class("rules-control").Body(
		app.Button().Type("button").Class("button").Aria("haspopup", "dialog").Text("Rules").
			Title("The rules of "+r.Name+" and its cards, in a window over the game").
			OnClick(r.show),
		app.If(r.open && ref != nil, func() app.UI {
			return app.Dialog().ID(rulesDialogID).Class("rules-dialog").Aria("labelledby", "rules-title").
				On("close", r.closed).OnClick(r.backdrop).Body(
				app.Div().Class("rules-box").Body(
					app.Div().Class("rules-head").Body(
						app.H2().ID("rules-title").Text("Rules of "+r.Name),
						app.Button().Type("button").Class("button").Text("Close").OnClick(r.hide),
					),
					app.Div().Class("rules-body").Body(ref()),
				),
			)
		}),
	)
}
