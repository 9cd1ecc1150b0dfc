package page

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/session"
)

// The ids of the reference dialogs; a page shows at most one of each.
const (
	rulesDialogID  = "rules-dialog"
	legendDialogID = "legend-dialog"
)

// RulesControl is the Rules button that opens the rules reference of the
// game with ID id among games (a summary of the rules in our own words and
// the game's card almanac, board.Game.Rules) over the page, or nil when
// the game has none.
func RulesControl(games session.Games, id string) app.UI {
	return newRefDialog(games, id, false)
}

// LegendControl is the "?" button of the table's status bar that opens the
// key to the icons of the game with ID id among games (board.Game.Legend),
// or nil when the game has no legend.
func LegendControl(games session.Games, id string) app.UI {
	return newRefDialog(games, id, true)
}

// newRefDialog is the control of the game's rules or legend, or nil when
// the game has no such reference.
func newRefDialog(games session.Games, id string, legend bool) app.UI {
	d := &RefDialog{Game: id, Games: games, Legend: legend}
	g, ok := games.Table(id)
	if !ok || d.content(g) == nil {
		return nil
	}
	d.Name = g.Engine.Info().Name
	return d
}

// RefDialog is a button opening a reference of a game, its rules or its
// legend, in a modal dialog over the page, so the game stays where it is
// underneath. The browser's dialog does the keyboard work: focus moves into
// it, Tab stays inside, Escape closes it and focus goes back to the button.
// The reference is only built while the dialog is open. The buttons are
// plain buttons, so the control may also sit inside a form (the setup).
type RefDialog struct {
	app.Compo
	Game string // the game's ID
	Name string // the game's name, for the dialog's title
	// Games is where the game's board is found: the page's own, so that
	// go-app sees the field unchanged from one drawing to the next.
	Games  session.Games
	Legend bool // the legend, rather than the rules
	open   bool // the dialog is shown (unexported: go-app sets exported fields anew at each drawing)
}

// Shown is d as it is once opened, for drawing its content at once.
func (d *RefDialog) Shown() *RefDialog {
	d.open = true
	return d
}

// content is what the dialog shows of game g, or nil when g has none.
func (d *RefDialog) content(g board.Game) func() []app.UI {
	switch {
	case d.Legend && g.Legend != nil:
		return func() []app.UI {
			return []app.UI{
				app.P().Class("legend-tip").Text("To read what anything on the table is, rest the mouse pointer on it, or press and hold it on a touch screen; a screen reader reads it as you move to it. On your turn, a piece, space or card that is not a choice says why when you choose it."),
				app.H3().Class("legend-heading").Text("Keys at the table"),
				keyLegend(),
				app.H3().Class("legend-heading").Text("Pictures"),
				board.LegendItems(g.Legend()),
			}
		}
	case !d.Legend && g.Rules != nil:
		return func() []app.UI { return []app.UI{g.Rules()} }
	}
	return nil
}

// TableKeys are the table's keys (web/keyboard.js): a key, and what it
// does. They work wherever the focus is at the table, but in a text field
// or a dialog; with a screen reader, in its focus mode (NVDA, JAWS) or
// with its keys passed through.
var TableKeys = []struct{ Key, Does string }{
	{"M", "Lists your moves: type words of a move, or its number, then Enter plays it; Escape closes the list."},
	{"Enter or Space", "Plays the move the focus is on."},
	{"Tab", "Goes from one move you can make to the next; pieces and places you cannot choose now are left out."},
	{"Arrow keys", "Go from one piece or place to the next on the board or your mat, those you cannot choose now included: choose one and it says why."},
	{"E", "Ends your turn, when End turn is offered."},
	{"U", "Undo: takes back your last move."},
	{"S", "Suggests a move; once found, the focus is on it."},
	{"L", "Says again what the others did since your move, and what to do now."},
	{"?", "Opens this legend."},
	{"+ and −", "Zoom the board, the focus on it."},
}

// keyLegend lists the table's keys (tableKeys).
func keyLegend() app.UI {
	items := make([]app.UI, 0, 2*len(TableKeys))
	for _, k := range TableKeys {
		items = append(items, app.Dt().Class("legend-name").Body(app.Kbd().Text(k.Key)), app.Dd().Class("legend-meaning").Text(k.Does))
	}
	return app.Dl().Class("legend-list", "legend-keys").Body(items...)
}

// id is the dialog element's id.
func (d *RefDialog) id() string {
	if d.Legend {
		return legendDialogID
	}
	return rulesDialogID
}

// show builds the dialog and opens it once it is on the page.
func (d *RefDialog) show(ctx app.Context, e app.Event) {
	d.open = true
	ctx.Defer(func(app.Context) {
		if el := app.Window().GetElementByID(d.id()); el.Truthy() && !el.Get("open").Bool() {
			el.Call("showModal")
		}
	})
}

// hide closes the dialog; its close event then drops the reference.
func (d *RefDialog) hide(ctx app.Context, e app.Event) {
	if el := app.Window().GetElementByID(d.id()); el.Truthy() {
		el.Call("close")
	}
}

// closed follows the dialog closing, by its Close button or by Escape.
func (d *RefDialog) closed(ctx app.Context, e app.Event) { d.open = false }

// backdrop closes the dialog on a click outside its box: the box fills the
// dialog, so only a click on the backdrop targets the dialog itself.
func (d *RefDialog) backdrop(ctx app.Context, e app.Event) {
	if e.Get("target").Equal(ctx.JSSrc()) {
		d.hide(ctx, e)
	}
}

// Render draws the button and, while open, the dialog.
func (d *RefDialog) Render() app.UI {
	g, _ := d.Games.Table(d.Game)
	body := d.content(g)
	control, title, classes := "rules-control", "Rules of "+d.Name, []string{"rules-dialog"}
	button := app.Button().Type("button").Class("button").Aria("haspopup", "dialog").Text("Rules").
		Title("The rules of " + d.Name + " and its cards, in a window over the game")
	if d.Legend {
		control, title, classes = "legend-control", "Legend of "+d.Name, []string{"rules-dialog", "legend-dialog"}
		button = app.Button().Type("button").Class("button", "legend-button").Aria("haspopup", "dialog").
			Aria("label", "Legend: what the icons mean").Title("What the icons of " + d.Name + " mean").Text("?")
	}
	titleID := d.id() + "-title"
	return app.Span().Class(control).Body(
		button.OnClick(d.show),
		app.If(d.open && body != nil, func() app.UI {
			return app.Dialog().ID(d.id()).Class(classes...).Aria("labelledby", titleID).
				On("close", d.closed).OnClick(d.backdrop).Body(
				app.Div().Class("rules-box").Body(
					app.Div().Class("rules-head").Body(
						app.H2().ID(titleID).Text(title),
						app.Button().Type("button").Class("button").Text("Close").OnClick(d.hide),
					),
					app.Div().Class("rules-body").Body(body()...),
				),
			)
		}),
	)
}
