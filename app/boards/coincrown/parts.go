package coincrown

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines"
	cc "tabula/engines/coincrown"
)

// Small pieces of the Coin & Crown table: coins, resources, Market cards
// and the mapping from legal actions to the cards that carry them.

// coinIcon is one coin, its denomination's initial on it; decoration, so
// the text beside it must name the coins.
func coinIcon(d cc.Denom) app.UI {
	return app.Span().Class("cc-coin", "cc-coin-"+board.Slug(d.String())).Aria("hidden", "true").Text(d.String()[:1])
}

// coinsView draws coins as icons, largest first (a count beside the icon
// when there are many of one kind), with their names for screen readers.
// none is the text for no coins at all.
func coinsView(c cc.Coins, none string) app.UI {
	if c.Count() == 0 {
		return app.Span().Class("cc-none").Text(none)
	}
	var parts []app.UI
	for d := cc.Gold; d >= cc.Bronze; d-- {
		n := c[d]
		switch {
		case n == 0:
		case n <= 4:
			for range n {
				parts = append(parts, coinIcon(d))
			}
		default:
			parts = append(parts, app.Span().Class("cc-many").Body(
				coinIcon(d), app.Span().Class("cc-times").Aria("hidden", "true").Textf("×%d", n)))
		}
	}
	parts = append(parts, app.Span().Class("visually-hidden").Text(c.String()))
	return app.Span().Class("cc-coins").Body(parts...)
}

// coinValueText is a value in Bronze, "5 Bronze".
func coinValueText(v int) string { return fmt.Sprintf("%d Bronze", v) }

// resourceIcon is a resource's chip: its initial in its colour, with its
// name for screen readers.
func resourceIcon(r cc.Resource) app.UI {
	name := r.String()
	return app.Span().Class("cc-res", "cc-res-"+board.Slug(name)).Title(name).Body(
		app.Span().Aria("hidden", "true").Text(name[:1]),
		app.Span().Class("visually-hidden").Text(name),
	)
}

// needsView draws the resources of a bracket as chips.
func needsView(n [cc.NumResources]int) app.UI {
	var parts []app.UI
	for r := range cc.Resource(cc.NumResources) {
		for range n[r] {
			parts = append(parts, resourceIcon(r))
		}
	}
	if len(parts) == 0 {
		return app.Span().Class("cc-none").Text("nothing")
	}
	return app.Span().Class("cc-needs").Body(parts...)
}

// needsWords writes a bracket in words: "Wheat, Sheep and 2 Ore".
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

// categoryClass is the CSS class of a card colour (an Iron coin's
// category): "cc-cat-fields".
func categoryClass(c cc.Category) string { return "cc-cat-" + board.Slug(c.String()) }

// tokenDots shows a Troop's Battle Strength tokens as dots and a count.
func tokenDots(t cc.CardType, n int) app.UI {
	dot := "●"
	if t == cc.EliteTroop {
		dot = "⬤"
	}
	return app.Span().Class("cc-tokens").Body(
		app.Span().Aria("hidden", "true").Text(strings.Repeat(dot, n)+" "),
		app.Textf("%d %s", n, board.Plural(n, "token", "tokens")),
	)
}

// marketCardParts are the faces of a Market card: name, cost, what it
// does, a Troop's attacks and any Bonus Coins on it.
func marketCardParts(id int, bonus cc.Coins) []app.UI {
	mc := cc.MarketCards[id]
	info := cc.Types[mc.Type]
	parts := []app.UI{
		app.Span().Class("cc-card-head").Body(
			app.Span().Class("cc-card-name").Text(mc.Type.String()),
			app.Span().Class("cc-cost").Body(coinsView(mc.Cost, "free")),
		),
		app.Span().Class("cc-card-text").Text(abilityText[mc.Type]),
	}
	if info.Troop {
		parts = append(parts, app.Span().Class("cc-card-foot").Body(tokenDots(mc.Type, mc.Attacks)))
	}
	if bonus.Count() > 0 {
		parts = append(parts, app.Span().Class("cc-bonus").Body(app.Text("Bonus "), coinsView(bonus, "")))
	}
	return parts
}

// marketCardTitle describes a Market card in words.
func marketCardTitle(id int) string {
	mc := cc.MarketCards[id]
	t := fmt.Sprintf("%s (%s Market, %s, costs %s): %s", mc.Type, mc.Deck, cc.Types[mc.Type].Category, mc.Cost, abilityText[mc.Type])
	if cc.Types[mc.Type].Troop {
		t += fmt.Sprintf(" %d attacks.", mc.Attacks)
	}
	return t
}

// ccButton is a button of the Coin & Crown table choosing c, marked when
// c is the suggested move.
func ccButton(p board.Props, c board.Choice, class ...string) app.HTMLButton {
	b := board.ChoiceButton(c, p.Choose, class...)
	if p.Suggested(c.Action) {
		b = b.Class("suggested").Title(c.Text + board.SuggestedLabel)
	}
	return b
}

// ccAct is a button playing a, with the classes in class (space
// separated), or nothing when a is not legal now.
func ccAct(p board.Props, a engines.Action, class string, body ...app.UI) app.UI {
	c, ok := p.Lookup(a)
	if !ok {
		return nil
	}
	return ccButton(p, c, "button", "target", class).Body(body...)
}

// offerCard is a card on offer (a Market place, a peeked deck top): a
// button choosing a when a is legal, else a plain box titled with what
// the card is.
func offerCard(p board.Props, a engines.Action, title string, class []string, parts ...app.UI) app.UI {
	if c, ok := p.Lookup(a); ok {
		return ccButton(p, c, append(class, "target")...).Body(parts...)
	}
	return app.Div().Class(class...).Title(title).Body(parts...)
}

// cardActions maps the current player's cards (by index in their Cards)
// to the legal action each carries: deploying a Troop, wearing Armor,
// exhausting a resource card or a Builder, using a card's ability, or
// re-commissioning a retired Troop with the Barracks. Each action goes to
// the card the engine would use: the first matching one.
func cardActions(p board.Props, s *cc.State) map[int]engines.Action {
	out := map[int]engines.Action{}
	if len(p.Legal) == 0 || s.ToMove() < 0 {
		return out
	}
	cards := s.Seats[s.Current].Cards
	first := func(match func(c cc.Card, mc cc.MarketCard) bool) int {
		for i, c := range cards {
			if match(c, cc.MarketCards[c.ID]) {
				return i
			}
		}
		return -1
	}
	readyOf := func(t cc.CardType) func(cc.Card, cc.MarketCard) bool {
		return func(c cc.Card, mc cc.MarketCard) bool { return mc.Type == t && !c.Exhausted && !c.Retired }
	}
	for _, ch := range p.Legal {
		a := ch.Action
		i := -1
		switch a.Kind {
		case cc.KindDeploy:
			i = first(func(c cc.Card, mc cc.MarketCard) bool {
				return mc.Type == cc.CardType(a.A) && !c.Exhausted && !c.Retired && int(c.Tokens) == int(a.B)
			})
		case cc.KindArmor:
			i = first(readyOf(cc.Armor))
		case cc.KindCavalry:
			i = first(readyOf(cc.Cavalry))
		case cc.KindResource:
			i = first(func(c cc.Card, mc cc.MarketCard) bool {
				return cc.Types[mc.Type].Produces == cc.Resource(a.A) && !c.Exhausted && !c.Retired
			})
		case cc.KindBuilder:
			i = first(readyOf(cc.CardType(a.A)))
		case cc.KindStorehouse:
			i = first(readyOf(cc.Storehouse))
		case cc.KindMill:
			i = first(func(c cc.Card, mc cc.MarketCard) bool {
				return cc.Types[mc.Type].Mill == cc.Resource(a.A) && !c.Exhausted && !c.Retired
			})
		case cc.KindBarracks:
			i = first(func(c cc.Card, mc cc.MarketCard) bool {
				return c.Retired && mc.Type == cc.CardType(a.A) && mc.Attacks == int(a.B)
			})
		case cc.KindToll:
			i = first(readyOf(cc.TollStation))
		case cc.KindWatch:
			i = first(readyOf(cc.Watchtower))
		}
		if i >= 0 {
			out[i] = a
		}
	}
	return out
}

// legalOf lists the legal choices of the given kinds, in Legal order.
func legalOf(p board.Props, kinds ...uint8) []board.Choice {
	var out []board.Choice
	for _, c := range p.Legal {
		for _, k := range kinds {
			if c.Action.Kind == k {
				out = append(out, c)
			}
		}
	}
	return out
}
