package craftconquer

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
)

// cqEmblem is Craft & Conquer's emblem for the Home screen: a hex of the
// land with a Farm on it, crossed by a sword and a hammer, the game's
// crafting and conquering.
func cqEmblem() app.UI {
	return board.SVG("svg").Class("emblem", "cq-emblem").Attr("viewBox", "0 0 64 64").Role("img").
		Aria("label", "Craft & Conquer: a hex of land with a Farm, a sword and a hammer").Body(
		board.SVG("polygon").Class("cq-emblem-land").Attr("points", "32,3 57,17.5 57,46.5 32,61 7,46.5 7,17.5"),
		board.SVG("path").Class("cq-emblem-farm").Attr("d", "M20 40l12-10 12 10v12H20z"),
		board.SVG("path").Class("cq-emblem-door").Attr("d", "M29 52v-7h6v7z"),
		board.SVG("path").Class("cq-emblem-sword").Attr("d", "M14 11l3-1 22 22-2 2z M33 30l6 6 M34.5 34.5l-2 6 M38 31l6-2"),
		board.SVG("path").Class("cq-emblem-hammer").Attr("d", "M50 11l-20 20 M44 9l9 9 3-3-9-9z"),
	)
}
