package page

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines"
)

// Projection is what every seat would score if the game ended now, by the
// rulebook's final scoring (engines.Projected), worked out from what a
// spectator sees, so that it shows no player anything their seat may not
// know. Once the game is over it is the final Result.
func Projection(st engines.State) engines.Result { return engines.Projected(st.View(-1)) }

// ProjectedScore is a seat's score in its panel: "Projected: 42" while the
// game runs, the final "42 points" after. It is a details element, so a
// click, a tap, Enter or Space opens the breakdown by scoring category
// below it, scrolled into the players' list's view (showOpened).
func ProjectedScore(r engines.Result, seat int, name string, over bool) app.UI {
	if seat >= len(r.Scores) || seat >= len(r.Points) {
		return app.Span().Class("player-score")
	}
	label, intro := "Projected: "+strconv.Itoa(r.Scores[seat]), "If the game ended now:"
	if over {
		label, intro = Points(r.Scores[seat]), "Final score:"
	}
	// Read out, it says whose score it is: the panels' scores are met
	// one after another, away from the names.
	whose := "for " + name
	if name == board.You {
		whose = "for you"
	}
	var rows []app.UI
	for c, name := range r.Categories {
		if c < len(r.Points[seat]) && r.Points[seat][c] != 0 {
			rows = append(rows, app.Tr().Body(app.Th().Scope("row").Text(name), app.Td().Text(strconv.Itoa(r.Points[seat][c]))))
		}
	}
	rows = append(rows, app.Tr().Class("total").Body(app.Th().Scope("row").Text("Total"), app.Td().Text(strconv.Itoa(r.Scores[seat]))))
	return app.Details().Class("player-score").On("toggle", showOpened).Body(
		app.Summary().Title(projectedHelp).Aria("label", label+" "+whose).Text(label),
		app.Div().Class("score-parts").Body(
			app.P().Text(intro),
			app.Table().Body(app.TBody().Body(rows...)),
		),
	)
}

// projectedHelp says what "Projected" is, on the score it labels.
const projectedHelp = "Projected: what the rulebook's final scoring would give if the game ended now, " +
	"so it can drop for a move that pays only later; open for its parts"

// showOpened scrolls an opened details element into its scrolling list's
// view, so that what it opened is seen.
func showOpened(ctx app.Context, e app.Event) {
	if el := e.Get("currentTarget"); el.Truthy() && el.Get("open").Bool() {
		el.Call("scrollIntoView", map[string]any{"block": "nearest"})
	}
}
