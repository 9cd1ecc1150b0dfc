package icons

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
)

// Emblem is Craft & Conquer's emblem for the Home screen: a hex of the
// land with a Farm on it, crossed by a sword and a hammer, the game's
// crafting and conquering. Its colours are its own attributes, not the
// board's stylesheet's: Home is painted before that stylesheet applies
// (cmd/static's laterStyles).
func Emblem() app.UI {
	return board.SVG("svg").Class("emblem", "cq-emblem").Attr("viewBox", "0 0 64 64").Role("img").
		Aria("label", "Craft & Conquer: a hex of land with a Farm, a sword and a hammer").Body(
		board.SVG("polygon").Attr("points", "32,3 57,17.5 57,46.5 32,61 7,46.5 7,17.5").
			Attr("fill", "#b9d58c").Attr("stroke", "#6b5a40").Attr("stroke-width", 2),
		board.SVG("path").Attr("d", "M20 40l12-10 12 10v12H20z").
			Attr("fill", "#c62828").Attr("stroke", "#1d1a16").Attr("stroke-width", 1.5),
		board.SVG("path").Attr("d", "M29 52v-7h6v7z").Attr("fill", "#f4e3c1"),
		board.SVG("path").Attr("d", "M14 11l3-1 22 22-2 2z M33 30l6 6 M34.5 34.5l-2 6 M38 31l6-2").
			Attr("fill", "#e8e8e8").Attr("stroke", "#1d1a16").Attr("stroke-width", 1.5).Attr("stroke-linecap", "round"),
		board.SVG("path").Attr("d", "M50 11l-20 20 M44 9l9 9 3-3-9-9z").
			Attr("fill", "#9a6532").Attr("stroke", "#1d1a16").Attr("stroke-width", 2.5).Attr("stroke-linecap", "round"),
	)
}
