package coincrown

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	cc "tabula/engines/coincrown"
)

// The drawn pieces of the Coin & Crown table: coins, resources, the card
// colours and the marks of the cards (crown, shield, purse…). Each icon is
// an empty element drawn by a CSS background (coincrown.css), so an icon
// costs the page one element and no text; its meaning is always given in
// words beside it or in the label of the group holding it. No letter stands
// for a coin or a resource: a coin shows its worth in Bronze (1, 3, 9) and a
// resource its picture.

// denomIcon, resourceIcon and categoryIcon name the icons of the coins,
// the resources and the card colours.
var (
	denomIcon    = [cc.NumDenoms]string{"bronze", "silver", "gold"}
	resourceIcon = [cc.NumResources]string{"wheat", "sheep", "lumber", "ore"}
	categoryIcon = [cc.NumCategories]string{"wheat", "sheep", "lumber", "ore", "sword", "house", "hammer", "castle"}
)

// icon is the drawn icon name, as decoration: hidden from screen readers,
// so whatever holds it must say what it means.
func icon(name string) app.HTMLSpan {
	return app.Span().Class("cc-i", "cc-i-"+name).Aria("hidden", "true")
}

// labelled is an icon standing alone, named label for screen readers and
// in its tooltip.
func labelled(name, label string) app.UI {
	return app.Span().Class("cc-i", "cc-i-"+name).Role("img").Aria("label", label).Title(label)
}

// coinIcon is one coin of d, as decoration.
func coinIcon(d cc.Denom) app.HTMLSpan { return icon(denomIcon[d]) }

// coinsView draws coins largest first, up to three of a kind side by side
// and more as one with a count, as one picture named by the coins ("2
// Silver, 1 Bronze"). none is the text for no coins at all.
func coinsView(c cc.Coins, none string) app.UI {
	if c.Count() == 0 {
		return app.Span().Class("cc-none").Text(none)
	}
	var parts []app.UI
	for d := cc.Gold; d >= cc.Bronze; d-- {
		switch n := c[d]; {
		case n == 0:
		case n <= 3:
			for range n {
				parts = append(parts, coinIcon(d))
			}
		default:
			parts = append(parts, coinIcon(d), app.Span().Class("cc-times").Aria("hidden", "true").Textf("×%d", n))
		}
	}
	label := c.String()
	return app.Span().Class("cc-coins").Role("img").Aria("label", label).Title(label).Body(parts...)
}

// coinsOf is n coins of d.
func coinsOf(d cc.Denom, n int) cc.Coins {
	var c cc.Coins
	c[d] = n
	return c
}

// worth is a value in Bronze as players say it: "worth 7".
func worth(v int) string { return fmt.Sprintf("worth %d", v) }

// needsView draws resources (an upgrade bracket) as one picture named in
// words ("Wheat and Sheep"); none is the text for no resource.
func needsView(n [cc.NumResources]int, none string) app.UI {
	var parts []app.UI
	for r := range cc.Resource(cc.NumResources) {
		for range n[r] {
			parts = append(parts, icon(resourceIcon[r]))
		}
	}
	if len(parts) == 0 {
		return app.Span().Class("cc-none").Text(none)
	}
	label := needsWords(n)
	return app.Span().Class("cc-needs").Role("img").Aria("label", label).Title(label).Body(parts...)
}

// needsWords writes resources in words: "Wheat, Sheep and 2 Ore".
func needsWords(n [cc.NumResources]int) string {
	var parts []string
	for r := range cc.Resource(cc.NumResources) {
		switch {
		case n[r] == 1:
			parts = append(parts, r.String())
		case n[r] > 1:
			parts = append(parts, fmt.Sprintf("%d %s", n[r], r))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return board.JoinAnd(parts)
}

// resourceView is one resource, named.
func resourceView(r cc.Resource) app.UI { return labelled(resourceIcon[r], r.String()) }

// categoryClass is the CSS class of a card colour (an Iron coin's
// category): "cc-cat-fields".
func categoryClass(c cc.Category) string { return "cc-cat-" + board.Slug(c.String()) }

// emblem is Coin & Crown's emblem for the Home screen: a crown over a
// stack of Bronze, Silver and Gold coins.
func emblem() app.UI {
	coin := func(y float64, fill, rim string) app.UI {
		return board.SVG("ellipse").Attr("cx", 32).Attr("cy", board.Num(y)).Attr("rx", 20).Attr("ry", 7).
			Attr("fill", fill).Attr("stroke", rim).Attr("stroke-width", 2)
	}
	return board.SVG("svg").Attr("viewBox", "0 0 64 64").Attr("width", 64).Attr("height", 64).Body(
		coin(54, "#cd7f45", "#7a4521"),
		coin(47, "#dfe4e8", "#6b747b"),
		coin(40, "#f5c83a", "#946c00"),
		board.SVG("path").Attr("d", "M14 30 L11 8 L22 17 L32 4 L42 17 L53 8 L50 30 Z").
			Attr("fill", "#f2c84b").Attr("stroke", "#6b4e00").Attr("stroke-width", 2.5).Attr("stroke-linejoin", "round"),
		board.SVG("rect").Attr("x", 14).Attr("y", 28).Attr("width", 36).Attr("height", 6).
			Attr("fill", "#d9a520").Attr("stroke", "#6b4e00").Attr("stroke-width", 2),
		board.Circle(board.Pt{X: 32, Y: 20}, 3.5, "").(app.HTMLElem).Attr("fill", "#b03021"),
	)
}
