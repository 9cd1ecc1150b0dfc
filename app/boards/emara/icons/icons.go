package icons

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/emara/words"
	em "tabula/engines/emara"
)

// The board's pictures are symbols of one hidden sprite, drawn once in
// Main and used everywhere (<use href="#em-i-wood">): a few nodes per icon
// however many there are, in the board's SVG and in the HTML of the mats
// alike. Resources and goods keep their printed colours in every theme;
// the points, figures and Town symbols take the colour of the text around
// them (currentColor), so a seat's Councilor is drawn by setting color.

// iconPaths are the symbols, 24×24 each, by name.
var iconPaths = []struct{ id, body string }{
	{"wood", `<rect x="2" y="7" width="17" height="10" rx="3" fill="#8b5a2b" stroke="#3f2812" stroke-width="1.2"/>` +
		`<path d="M5 10.5h8M7 14h8" stroke="#5a3818" stroke-width="1.1"/>` +
		`<ellipse cx="18.5" cy="12" rx="3.3" ry="5" fill="#e2bd86" stroke="#3f2812" stroke-width="1.2"/>` +
		`<ellipse cx="18.5" cy="12" rx="1.4" ry="2.2" fill="none" stroke="#8b5a2b"/>`},
	{"cloth", `<rect x="3" y="12.5" width="18" height="7" rx="1.5" fill="#4b52b5" stroke="#1f2466" stroke-width="1.2"/>` +
		`<rect x="4.5" y="5" width="15" height="7.5" rx="1.5" fill="#8087e3" stroke="#1f2466" stroke-width="1.2"/>` +
		`<path d="M5.5 8.8h13M4 16h16" stroke="#e4e6fb" stroke-width="1" stroke-dasharray="1.6 1.4"/>`},
	{"grain", `<path d="M12 22.5V5" stroke="#7d6114" stroke-width="1.6"/>` +
		`<g fill="#e7b73a" stroke="#7d6114" stroke-width="1">` +
		`<ellipse cx="12" cy="4.2" rx="1.9" ry="3"/>` +
		`<ellipse cx="9" cy="9" rx="1.9" ry="3.2" transform="rotate(-32 9 9)"/><ellipse cx="15" cy="9" rx="1.9" ry="3.2" transform="rotate(32 15 9)"/>` +
		`<ellipse cx="9" cy="14.3" rx="1.9" ry="3.2" transform="rotate(-32 9 14.3)"/><ellipse cx="15" cy="14.3" rx="1.9" ry="3.2" transform="rotate(32 15 14.3)"/></g>`},
	{"stone", `<path d="M2.5 17.5l3-9.5 7.5-3.5 8.5 5-1 8.5-9.5 2.5z" fill="#a3a8ae" stroke="#41454a" stroke-width="1.3"/>` +
		`<path d="M5.5 8l7 4 8.5-2M12.5 12l-1.2 8.5" fill="none" stroke="#62676d" stroke-width="1.1"/>`},
	{"coin", `<circle cx="12" cy="12" r="9.2" fill="#f2c230" stroke="#7f5f00" stroke-width="1.5"/>` +
		`<circle cx="12" cy="12" r="5.6" fill="none" stroke="#a87f00" stroke-width="1.3"/>`},
	{"ring", `<circle cx="12" cy="14.5" r="6.8" fill="none" stroke="#c9a227" stroke-width="3.2"/>` +
		`<circle cx="12" cy="14.5" r="6.8" fill="none" stroke="#6e5407" stroke-width="0.6"/>` +
		`<rect x="8" y="2" width="8" height="6.5" rx="1.8" fill="#a3262a" stroke="#5c1114" stroke-width="1.1"/>`},
	{"book", `<path d="M4.5 3.5H17a2 2 0 0 1 2 2V19H6.5a2 2 0 0 1-2-2z" fill="#8c2f39" stroke="#43121a" stroke-width="1.2"/>` +
		`<path d="M6.5 17.5H19v3.5H6.5a1.75 1.75 0 0 1 0-3.5z" fill="#f6efdc" stroke="#43121a" stroke-width="1.1"/>` +
		`<path d="M8.5 8h7" stroke="#f0c75e" stroke-width="1.6"/>`},
	{"bread", `<path d="M2.5 16c0-5.2 4.3-8.5 9.5-8.5s9.5 3.3 9.5 8.5v2.5h-19z" fill="#c98b3f" stroke="#5e3a10" stroke-width="1.2"/>` +
		`<path d="M7.5 10.5l-1.2 3.2M12 9.8v3.7M16.5 10.5l1.2 3.2" stroke="#f6dcae" stroke-width="1.4" stroke-linecap="round"/>`},
	{"citizen", `<circle cx="12" cy="7" r="4.2" fill="currentColor"/><path d="M3.5 21.5c0-5.4 3.8-8.6 8.5-8.6s8.5 3.2 8.5 8.6z" fill="currentColor"/>`},
	{"building", `<path d="M2.5 11.5L12 3l9.5 8.5V21.5h-7v-6h-5v6h-7z" fill="currentColor"/>`},
	{"favor", `<circle cx="12" cy="12" r="9.5" fill="#b23a48" stroke="#5e1420" stroke-width="1.2"/>` +
		`<path d="M12 5.5l1.9 3.9 4.3.6-3.1 3 .7 4.3L12 15.3l-3.8 2 .7-4.3-3.1-3 4.3-.6z" fill="#f6d68b"/>`},
	{"councilor", `<path d="M12 1.5a4.2 4.2 0 1 1 0 8.4a4.2 4.2 0 1 1 0-8.4zM6.5 22.5l2.6-12h5.8l2.6 12z" fill="currentColor" stroke="#1d1a16" stroke-width="1.3" stroke-linejoin="round"/>`},
	{"craftsman", `<path d="M12 2.5a3.2 3.2 0 0 1 1.5 6l5.8 2.4c1 .4 1.3 1.7.6 2.5l-.6.6-4.2-1.3 2.7 8.3h-4.3L12 17l-1.5 4h-4.3l2.7-8.3-4.2 1.3-.6-.6c-.7-.8-.4-2.1.6-2.5l5.8-2.4a3.2 3.2 0 0 1 1.5-6z" fill="currentColor" stroke="#1d1a16" stroke-width="1.2" stroke-linejoin="round"/>`},
	{"castle", `<path d="M3.5 21.5V7.5h3v2.5h2.2V7.5h2.2v2.5h2.2V7.5h2.2v2.5h2.2V7.5h3v14h-6.2v-4.8a2.3 2.3 0 0 0-4.6 0v4.8z" fill="currentColor"/>`},
	{"cathedral", `<path d="M12 .8v4.4M10 2.6h4" stroke="currentColor" stroke-width="1.6"/>` +
		`<path d="M12 5.2l5.2 5.6V21.5H6.8V10.8zM10.2 21.5v-3.8a1.8 1.8 0 0 1 3.6 0v3.8z" fill="currentColor" fill-rule="evenodd"/>` +
		`<path d="M2.5 21.5v-7.5l4.3-3M21.5 21.5v-7.5l-4.3-3" fill="none" stroke="currentColor" stroke-width="2"/>`},
	{"construction", `<path d="M3 8.5L9 3l3.2 3.2-2.1 2.1 8.4 8.4-2.3 2.3-8.4-8.4-2.1 2.1z" fill="currentColor"/>` +
		`<path d="M12.5 19h9v3h-9zM15 15.5h6.5v3H15z" fill="currentColor"/>`},
	{"market", `<path d="M2.5 8.5L5 3h14l2.5 5.5z" fill="currentColor"/>` +
		`<path d="M4.5 9v12.5h15V9" fill="none" stroke="currentColor" stroke-width="2"/>` +
		`<path d="M9 14.5h6v7H9z" fill="currentColor"/>`},
	{"any", `<rect x="3" y="3" width="18" height="18" rx="4" fill="none" stroke="currentColor" stroke-width="2" stroke-dasharray="3 2.2"/>` +
		`<path d="M12 7.5v9M7.5 12h9" stroke="currentColor" stroke-width="2"/>`},
	{"card", `<rect x="5" y="2.5" width="14" height="19" rx="2.2" fill="#fbf6ea" stroke="#5c4d36" stroke-width="1.4"/>` +
		`<path d="M8.5 7.5h7M8.5 11h7M8.5 14.5h4" stroke="#5c4d36" stroke-width="1.3"/>`},
	{"move", `<path d="M5 14a7 7 0 1 1 3.5 6" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/>` +
		`<path d="M2 11.5l3 3.5 3.6-3.1" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`},
	{"statue", `<path d="M12 1.8a3 3 0 1 1 0 6a3 3 0 1 1 0-6zM8.5 9h7l-1 8h-5zM6 17.5h12v2H6zM4.5 20h15v2.5h-15z" fill="currentColor"/>`},
}

// Resource names the symbol of each resource.
var Resource = [em.NumResources]string{"wood", "cloth", "grain", "stone"}

// Town names the symbol of a Town Location (the Favor Tokens show it),
// or "" for the Countryside, whose Locations are shown by their resource.
func Town(l em.Location) string {
	switch l {
	case em.Castle:
		return "castle"
	case em.Cathedral:
		return "cathedral"
	case em.ConstructionSite:
		return "construction"
	case em.Market:
		return "market"
	}
	if l.IsCountryside() {
		return Resource[l.Yield()]
	}
	return ""
}

// Card names the picture of an Action Card.
func Card(c em.Card) string {
	switch c {
	case em.CardWood, em.CardCloth, em.CardGrain, em.CardStone:
		return Resource[c]
	case em.CardRing:
		return "ring"
	case em.CardGold:
		return "coin"
	case em.CardMove:
		return "move"
	case em.CardHire:
		return "craftsman"
	case em.CardTown:
		return "castle"
	}
	return "card"
}

// Reward names the picture of a Favor Token's reward.
func Reward(r em.Reward) string {
	switch r {
	case em.RewardCitizens:
		return "citizen"
	case em.RewardBuildings:
		return "building"
	case em.RewardBook:
		return "book"
	case em.RewardRing:
		return "ring"
	}
	return "coin"
}

// Sprite is the hidden SVG holding every symbol. It has no fields, so
// go-app draws it once and skips it on every later render.
type Sprite struct{ app.Compo }

// Render draws the symbols.
func (*Sprite) Render() app.UI {
	var b strings.Builder
	for _, ic := range iconPaths {
		fmt.Fprintf(&b, `<symbol id="em-i-%s" viewBox="0 0 24 24">%s</symbol>`, ic.id, ic.body)
	}
	return app.Raw(`<svg xmlns="http://www.w3.org/2000/svg" class="em-sprite" aria-hidden="true" focusable="false" width="0" height="0">` +
		`<defs>` + b.String() + `</defs></svg>`)
}

// Use places symbol id at (x, y), size s, inside the board's SVG.
func Use(id string, x, y, s int, class ...string) app.HTMLElem {
	return board.SVG("use").Class(class...).Attr("href", "#em-i-"+id).
		Attr("x", x).Attr("y", y).Attr("width", s).Attr("height", s)
}

// Icon is symbol id as an HTML picture, hidden from screen readers: the
// words beside it, or its parent's label, name it.
func Icon(id string, class ...string) app.UI {
	return board.SVG("svg").Class(append([]string{"em-ico"}, class...)...).Attr("viewBox", "0 0 24 24").
		Aria("hidden", "true").Attr("focusable", "false").Body(board.SVG("use").Attr("href", "#em-i-"+id))
}

// Pic is a picture named for screen readers: label is what it says.
func Pic(label string, body ...app.UI) app.HTMLSpan {
	return app.Span().Class("em-pic").Role("img").Aria("label", label).Body(body...)
}

// Chip is an icon with a number, e.g. 2 Wood, named in words.
func Chip(id string, n int, name string) app.HTMLSpan {
	return Pic(fmt.Sprintf("%d %s", n, name), Icon(id), app.Span().Class("em-n").Text(n)).Class("em-chip")
}

// Cost draws a cost as one picture per resource (2 Wood + 1 Stone is
// three pictures), named in words.
func Cost(c em.Cost) app.HTMLSpan {
	var icons []app.UI
	for r, n := range c {
		for range n {
			icons = append(icons, Icon(Resource[r]))
		}
	}
	return Pic(words.Cost(c), icons...).Class("em-cost")
}

// SVGCost draws a cost inside the board's SVG: one picture per resource,
// size s, in a row from (x, y), or in a column when down.
func SVGCost(c em.Cost, x, y, s int, down bool) []app.UI {
	var out []app.UI
	k := 0
	for r, n := range c {
		for range n {
			if down {
				out = append(out, Use(Resource[r], x, y+k*s, s))
			} else {
				out = append(out, Use(Resource[r], x+k*(s+1), y, s))
			}
			k++
		}
	}
	return out
}

// Repeat repeats symbol id n times.
func Repeat(id string, n int) []app.UI {
	out := make([]app.UI, 0, n)
	for range n {
		out = append(out, Icon(id))
	}
	return out
}

// LessonIcon is the board's picture that a lesson's words name, by its
// symbol's name in the sprite ("wood", "citizen", "cathedral"…), or nil
// for a name the board has no symbol for.
func LessonIcon(name string) app.UI {
	for _, ic := range iconPaths {
		if ic.id == name {
			return app.Span().Class("em-lesson-icon").Body(Icon(name))
		}
	}
	return nil
}
