package icons

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	cc "tabula/engines/craftconquer"
)

// Glyph is a picture drawn in a 24×24 box: a filled shape and lines
// drawn over it.
type Glyph struct {
	Fill   string // filled with the icon's colour
	Stroke string // stroked with the icon's colour, not filled
}

// Soldiers, drawn light on their owner's token: a sword, a bow, a horse's
// head, a crossbow, a crown and a catapult.
var Soldiers = [cc.NumSoldierTypes]Glyph{
	cc.Warrior: {Fill: "M11 2h2l.8 2v11h-3.6V4z M6.5 15h11v2h-11z M11 17h2v3.2h-2z M10.5 21.6a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0z"},
	cc.Archer: {Fill: "M17 9l4 3-4 3z M3 9.8l2.2 2.2L3 14.2h2.4l2.2-2.2-2.2-2.2z",
		Stroke: "M7 2.5c8.5 3.5 8.5 15.5 0 19 M7 2.5v19 M4 12h14"},
	cc.Knight: {Fill: "M6.5 21.5h12V19c0-4.3-1.4-8-3.6-11.1l1.2-4-3.4 2C8.6 5.6 5.6 9 4.8 12.6l2.3 1.6 3.4-1.8c.3 1.8-.9 3.3-2.4 4.7-1.1 1.2-1.6 2.7-1.6 4.4z"},
	cc.Bolteer: {Fill: "M10.2 5.2L12 1.8l1.8 3.4z M8.5 16.5h7v2.2h-7z",
		Stroke: "M3.5 9c5-4.2 12-4.2 17 0 M12 4.5v17"},
	cc.Champion: {Fill: "M3.5 8.5l4.5 3.7 4-6.7 4 6.7 4.5-3.7-1.7 10h-13.6z M5.2 19.8h13.6v2.2H5.2z"},
	cc.Catapult: {Fill: "M2.5 15.5h19V18h-19z M4.8 20.3a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0-4.4 0z M14.8 20.3a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0-4.4 0z M16.2 2.2a3.2 3.2 0 1 1 0 6.4a3.2 3.2 0 1 1 0-6.4z",
		Stroke: "M6.5 15.5L16 6 M12 15.5l-2.4-5.5"},
}

// Settlements: a barn, two houses, a pick over stones and a castle.
var Settlements = [cc.NumSettlementKinds]Glyph{
	cc.Farm:    {Fill: "M3 11.5L12 4l9 7.5V21H3z", Stroke: "M9.5 21v-6h5v6 M9.5 15l5 6 M14.5 15l-5 6"},
	cc.Village: {Fill: "M1.5 13.5L7 8.5l5.5 5V21h-11z M11.5 10.5L17 5l5.5 5.5V21h-11z"},
	cc.Quarry:  {Fill: "M2 21l3-6h6l2.5 6z M12.5 21l3-5h4.5l2.5 5z", Stroke: "M5 5.5c4.5-2.5 10-2.5 14.5 1.5 M12.5 3.8L9 13"},
	cc.Avalon:  {Fill: "M2.5 21.5V8.5h3.2v2.2h2.1V8.5H11v2.2h2.1V8.5h3.1v2.2h2.1V8.5h3.2v13h-7.2v-4.3a2.3 2.3 0 0 0-4.6 0v4.3z M10.5 2.5h3v3.5h-3z"},
}

// Peasant is a Peasant.
var Peasant = Glyph{Fill: "M12 2.5a3.3 3.3 0 1 1 0 6.6a3.3 3.3 0 1 1 0-6.6z M5.5 21.5c0-6 2.7-10.5 6.5-10.5s6.5 4.5 6.5 10.5z"}

// The goods: a log, an ingot, a hammer (a Craftpoint), a horseshoe, a
// rock, a coin, an arrow and a burning arrow.
var Goods = [cc.NumGoods]Glyph{
	cc.Wood:         {Fill: "M5 7.5h12.5a4.5 4.5 0 0 1 0 9H5a4.5 4.5 0 0 1 0-9z", Stroke: "M17.5 10a2 2 0 1 0 0 4a2 2 0 1 0 0-4 M3.5 12h9"},
	cc.Iron:         {Fill: "M2 18.5l3.5-9h13l3.5 9z", Stroke: "M5.5 9.5l2 3h9l2-3"},
	cc.Craftpoint:   {Fill: "M2.5 4.5h10l1.5 2v3l-1.5 2h-10z M10.5 9.8l1.9-1.9 9.4 9.4-2.6 2.6z"},
	cc.Horse:        {Stroke: "M6.5 3.5v8.5a5.5 5.5 0 0 0 11 0V3.5 M4 3.5h5 M15 3.5h5"},
	cc.Stone:        {Fill: "M3 18.5l2.2-7.2 5.3-4.3 6.3 1.8 4.2 6.2-2.5 4.5z"},
	cc.Coin:         {Fill: "M12 2.5a9.5 9.5 0 1 1 0 19a9.5 9.5 0 1 1 0-19z", Stroke: "M12 6.3a5.7 5.7 0 1 0 0 11.4a5.7 5.7 0 1 0 0-11.4"},
	cc.Arrow:        {Fill: "M21.5 2.5l-1.7 6.6-4.9-4.9z", Stroke: "M4 20L18.5 5.5 M4 20l-.8-4.4 M4 20l4.4.8 M6.8 17.2L6 12.8 M6.8 17.2l4.4.8"},
	cc.FlamingArrow: {Fill: "M21.5 2.5l-1.7 6.6-4.9-4.9z M15.5 12c2.8 1.3 4.6 4 3.3 6.7-1.2 2.6-5 2.6-6.3 0-.5-2.1.8-3 1.2-5 1 1 1.3 1.6 1.8 0z", Stroke: "M4 20L17.5 6.5 M4 20l-.8-4.4 M4 20l4.4.8"},
}

// Cards and marks: an Objective scroll, an Action card, a flag, and a
// shield for soldiers counted together (Army).
var (
	Objective = Glyph{Fill: "M5 3h11.5a2.5 2.5 0 0 1 2.5 2.5V19a2 2 0 0 1-2 2H7.5A2.5 2.5 0 0 1 5 18.5z", Stroke: "M8.5 8h7 M8.5 11.5h7 M8.5 15h4"}
	Action    = Glyph{Fill: "M6 2.5h12a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H6A1.5 1.5 0 0 1 4.5 20V4A1.5 1.5 0 0 1 6 2.5z", Stroke: "M12 7l1.6 3.3 3.6.5-2.6 2.5.6 3.6-3.2-1.7-3.2 1.7.6-3.6-2.6-2.5 3.6-.5z"}
	Flag      = Glyph{Fill: "M5 2.5h2v19H5z M7 3.5h12l-3 4 3 4H7z"}
	Army      = Glyph{Fill: "M12 2l8 3v6c0 5.2-3.4 9.3-8 11-4.6-1.7-8-5.8-8-11V5z"}
)

// Draw draws g scaled to size s and centred on c, inside an SVG.
func Draw(g Glyph, c board.Pt, s float64, class string) app.UI {
	body := make([]app.UI, 0, 2)
	if g.Fill != "" {
		body = append(body, board.SVG("path").Class("cq-glyph-fill").Attr("d", g.Fill))
	}
	if g.Stroke != "" {
		body = append(body, board.SVG("path").Class("cq-glyph-line").Attr("d", g.Stroke))
	}
	return board.SVG("g").Class("cq-glyph", class).
		Attr("transform", fmt.Sprintf("translate(%s %s) scale(%s)", board.Num(c.X-s/2), board.Num(c.Y-s/2), board.Num2(s/24))).
		Body(body...)
}

// Inline is g as an inline HTML icon, decoration beside words or numbers
// that say what it shows. Its drawing never changes, so it is a component
// that go-app skips when it draws the table again.
func Inline(g Glyph, class string) app.UI {
	return &glyphIcon{Fill: g.Fill, Stroke: g.Stroke, Class: class}
}

// glyphIcon is an inline HTML icon (Inline).
type glyphIcon struct {
	app.Compo
	Fill, Stroke, Class string
}

// Render draws the icon.
func (i *glyphIcon) Render() app.UI {
	body := make([]app.UI, 0, 2)
	if i.Fill != "" {
		body = append(body, board.SVG("path").Class("cq-glyph-fill").Attr("d", i.Fill))
	}
	if i.Stroke != "" {
		body = append(body, board.SVG("path").Class("cq-glyph-line").Attr("d", i.Stroke))
	}
	return board.SVG("svg").Class("cq-icon", i.Class).Attr("viewBox", "0 0 24 24").Attr("focusable", "false").
		Aria("hidden", "true").Body(body...)
}

// Count is a number of something drawn as its icon and the number, read
// out and shown on hover as words ("3 Horses").
func Count(g Glyph, class string, n int, words string) app.UI {
	return app.Span().Class("cq-qty").Role("img").Aria("label", words).Title(words).Body(
		Inline(g, class),
		app.Span().Aria("hidden", "true").Text(strconv.Itoa(n)),
	)
}

// GoodCount is n of good g as an icon and a number.
func GoodCount(g cc.Good, n int) app.UI {
	return Count(Goods[g], GoodClass(g), n, fmt.Sprintf("%d %s", n, g.Plural(n)))
}

// GoodClass is the CSS class colouring good g's icon.
func GoodClass(g cc.Good) string {
	return [cc.NumGoods]string{"cq-i-wood", "cq-i-iron", "cq-i-craftpoint", "cq-i-horse", "cq-i-stone", "cq-i-coin", "cq-i-arrow", "cq-i-flaming"}[g]
}

// Cost draws a price as icons with numbers ("free" when nothing),
// read out in words.
func Cost(c cc.Cost) app.UI {
	var items []app.UI
	if c.Peasants > 0 {
		n := int(c.Peasants)
		items = append(items, Count(Peasant, "cq-i-peasant", n, fmt.Sprintf("%d %s", n, board.Plural(n, "Peasant", "Peasants"))))
	}
	for g, n := range c.Goods {
		if n > 0 {
			items = append(items, GoodCount(cc.Good(g), int(n)))
		}
	}
	if len(items) == 0 {
		return app.Span().Class("cq-cost").Text("free")
	}
	return app.Span().Class("cq-cost").Body(items...)
}
