package board

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Key is one entry of a game's legend: an icon as the board draws it, its
// name and what it means in one line.
type Key struct {
	// Icon is the icon, drawn by the board's own icon function.
	Icon app.UI
	// Name is what the rules call it ("Craftpoint").
	Name string
	// Meaning says what it stands for in one line.
	Meaning string
}

// Legend is a game's key to every icon and mark of its table, in the order
// it is read. The table shows it in a dialog opened by the "?" button in
// the status bar. It is a function because a drawn element may sit on
// the page only once: each opening draws the icons afresh.
type Legend func() []Key

// LegendItems draws keys as a description list: each icon with its name,
// then its meaning.
func LegendItems(keys []Key) app.UI {
	items := make([]app.UI, 0, 2*len(keys))
	for _, k := range keys {
		items = append(items,
			app.Dt().Class("legend-name").Body(app.Span().Class("legend-icon").Body(k.Icon), app.Text(k.Name)),
			app.Dd().Class("legend-meaning").Text(k.Meaning),
		)
	}
	return app.Dl().Class("legend-list").Body(items...)
}
