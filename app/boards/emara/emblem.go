package emara

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
)

// Emblem is Crown of Emara's emblem for the Home screen: the crown over
// the two rings of the game, a green Countryside and a tan Town, with a
// house between them for the Buildings and a figure for the Citizens.
func Emblem() app.UI {
	return board.SVG("svg").Class("emblem", "emblem-emara").Attr("viewBox", "0 0 64 64").
		Role("img").Aria("label", "Crown of Emara").Body(
		board.SVG("circle").Attr("cx", 32).Attr("cy", 32).Attr("r", 31).Attr("fill", "#f4ead2").Attr("stroke", "#5c4d36").Attr("stroke-width", 2),
		board.SVG("circle").Attr("cx", 21).Attr("cy", 42).Attr("r", 12).Attr("fill", "#cfe0a8").Attr("stroke", "#4f6b2a").Attr("stroke-width", 2),
		board.SVG("circle").Attr("cx", 43).Attr("cy", 42).Attr("r", 12).Attr("fill", "#e8cfa0").Attr("stroke", "#7a5a2a").Attr("stroke-width", 2),
		board.SVG("path").Attr("d", "M14 26l4-15 8 9 6-12 6 12 8-9 4 15z").Attr("fill", "#e9b824").Attr("stroke", "#7f5f00").
			Attr("stroke-width", 2).Attr("stroke-linejoin", "round"),
		board.SVG("circle").Attr("cx", 32).Attr("cy", 20).Attr("r", 2.6).Attr("fill", "#a3262a"),
		board.SVG("path").Attr("d", "M26 49v-8l6-5 6 5v8h-4v-4h-4v4z").Attr("fill", "#5c4d36"),
		board.SVG("path").Attr("d", "M17 40a3 3 0 1 1 6 0a3 3 0 1 1-6 0zM15 51c0-4 2.5-6 5-6s5 2 5 6z").Attr("fill", "#3d5a1c"),
		board.SVG("path").Attr("d", "M43 36l1.5 3 3.3.4-2.4 2.3.6 3.3-3-1.6-3 1.6.6-3.3-2.4-2.3 3.3-.4z").Attr("fill", "#b23a48"),
	)
}
