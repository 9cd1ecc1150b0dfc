package battlemerchants

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	bm "tabula/engines/battlemerchants"
)

// Icons of the Battle Merchants board, drawn in a 24×24 box and filled with
// the current colour. They are decoration: every icon sits next to a text or
// inside an element that carries a label.
var (
	weaponPaths = [bm.NumWeapons]string{
		// Axe: a haft, a curved blade and a back spike.
		"M11 3h2v19h-2z M13 4.5c4-1.5 8 0 8.5 4.5.3 3-1 5.5-2 6.5-1.5-2.5-4-3.5-6.5-3.3z M11 6l-3.5 1.5 3.5 2z",
		// Sword: blade, guard, grip and pommel.
		"M12 1.5l2.2 2.5v10.5h-4.4v-10.5z M6.5 14.5h11v2.3h-11z M10.9 16.8h2.2v3.8h-2.2z M10.4 21.8a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0z",
		// Mace: a spiked ball on a haft.
		"M11 11h2v11h-2z M10 11.6h4v1.6h-4z M7 7a5 5 0 1 0 10 0a5 5 0 1 0-10 0z M12 .5l1.4 2.2h-2.8z M5 7l2.2-1.4v2.8z M19 7l-2.2-1.4v2.8z",
		// Hammer: a war hammer's head on a haft.
		"M11 8h2v14h-2z M4.5 3h15a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1z",
	}
	// flamePath is the fire face of a Demand Token.
	flamePath = "M12 3c2 4 6 6 5 11-.5 4.5-4 7-5 7-4 0-6-3-5.5-6.5.5-3 2.5-4 3-6.5 1.5 2 1.5 4 2.5 4 .5-3-.5-6 0-9z"
	// lockPath is the lock face of a Demand Token.
	lockPath = "M7 11h10v9h-10z M9 11v-3a3 3 0 0 1 6 0v3h-1.6v-3a1.4 1.4 0 0 0-2.8 0v3z"
	// shieldPath is a race's emblem, centred on the origin, 100 units tall.
	shieldPath = "M-40-48h80v46c0 30-20 44-40 52-20-8-40-22-40-52z"
)

// weaponIcon is the small inline SVG icon of weapon w for HTML text,
// hidden from screen readers (the text beside it names the weapon).
func weaponIcon(w bm.Weapon) app.UI {
	return board.SVG("svg").Class("bm-icon", "bm-weapon").Attr("viewBox", "0 0 24 24").Aria("hidden", "true").
		Attr("focusable", "false").Body(board.SVG("path").Attr("d", weaponPaths[w]))
}

// legendIcon is a token or marker of the map, drawn small for the legend.
func legendIcon(body ...app.UI) app.UI {
	return board.SVG("svg").Class("bm-legend-icon").Attr("viewBox", "-16 -16 32 32").Aria("hidden", "true").
		Attr("focusable", "false").Body(body...)
}

// mapLegend explains the map's markers; cube is the seat colour class of
// the example cube.
func mapLegend(steve bool, cube string) app.UI {
	items := []app.UI{
		app.Li().Class("bm-token-fire").Body(legendIcon(board.Circle(board.Pt{}, 14, "bm-token-disc"), board.Icon(flamePath, board.Pt{}, 20, "bm-token-face")),
			app.Text("open Battlefield")),
		app.Li().Class("bm-token-lock").Body(legendIcon(board.Circle(board.Pt{}, 14, "bm-token-disc"), board.Icon(lockPath, board.Pt{}, 18, "bm-token-face")),
			app.Text("locked")),
		app.Li().Body(legendIcon(board.Circle(board.Pt{}, 9, "bm-vorpal-badge"),
			board.SVG("text").Class("bm-vorpal-mark").Attr("y", 4).Attr("text-anchor", "middle").Text("V")), app.Text("Vorpal")),
		app.Li().Body(legendIcon(board.SVG("rect").Class("bm-cube", cube).Attr("x", -8).Attr("y", -8).
			Attr("width", 16).Attr("height", 16).Attr("rx", 2)), app.Text("owner's cube")),
	}
	if steve {
		items = append(items, app.Li().Body(legendIcon(board.SVG("rect").Class("bm-tile", "bm-steve").Attr("x", -12).Attr("y", -12).
			Attr("width", 24).Attr("height", 24).Attr("rx", 4)), app.Text("Salesman Steve's")))
	}
	return app.Ul().Class("bm-legend").Aria("label", "Map key").Body(items...)
}
