package battlemerchants

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines"
	bm "tabula/engines/battlemerchants"
)

// boxRef names a box of the card display: Kingdom box or Craft box Slot
// (0-based; the side board prints them 1 to 5).
type boxRef struct {
	Kingdom bool
	Slot    int
}

// String is the box's printed name, "Kingdom 1" or "Craft 5".
func (b boxRef) String() string {
	if b.Kingdom {
		return fmt.Sprintf("Kingdom %d", b.Slot+1)
	}
	return fmt.Sprintf("Craft %d", b.Slot+1)
}

// sideBoardLink is the box joined to b by a black line on the 2-player side
// board: taking the card in one discards the other (see the engine's
// RULES.md, "Reconstructed data": Kingdom k with Craft k, Craft 4 with
// Craft 5). A test checks it against the engine's own discards.
func sideBoardLink(b boxRef) boxRef {
	switch {
	case b.Kingdom:
		return boxRef{false, b.Slot}
	case b.Slot < bm.KingdomRowSize:
		return boxRef{true, b.Slot}
	case b.Slot == 3:
		return boxRef{false, 4}
	}
	return boxRef{false, 3}
}

// renderMarket is the cards on offer: three Kingdom and five Craft cards
// (on the 2-player side board, with its links and Salesman Steve), the
// Craft Bonus cards, the decks and the Kingdom discard pile.
func renderMarket(p board.Props, s *bm.State) app.UI {
	two := s.NPlayers == 2
	title := "Cards on offer"
	if two {
		title = "Side board"
	}
	cells := []app.UI{app.H3().Class("bm-row-label", "bm-row-label-k").Text("Kingdom cards")}
	for slot := range bm.KingdomRowSize {
		cells = append(cells, kingdomCard(p, s, slot, two))
	}
	if two {
		cells = append(cells, steveBoard(s))
		for slot := range bm.KingdomRowSize {
			cells = append(cells, app.Div().Class("bm-link", fmt.Sprintf("bm-link-%d", slot+1)).Aria("hidden", "true"))
		}
		cells = append(cells, app.Div().Class("bm-link", "bm-link-45").Aria("hidden", "true"))
	} else {
		cells = append(cells, deckCounts(s))
	}
	cells = append(cells, app.H3().Class("bm-row-label", "bm-row-label-c").Text("Craft cards"))
	for slot := range bm.CraftRowSize {
		cells = append(cells, craftCard(p, s, slot, two))
	}
	side := "bm-market-34"
	if two {
		side = "bm-market-2"
	}
	return app.Section().Class("bm-market", side).Aria("labelledby", "bm-market-title").Body(
		app.H2().ID("bm-market-title").Class("bm-heading").Text(title),
		app.Div().Class("bm-cards").Body(cells...),
		app.Div().Class("bm-extras").Body(
			bonusCards(p, s),
			app.If(two, func() app.UI { return deckCounts(s) }),
			kingdomDiscards(s),
		),
	)
}

// linkBadge names the box a side-board box is linked to.
func linkBadge(b boxRef) app.UI {
	l := sideBoardLink(b)
	return app.Span().Class("bm-link-badge").Title(fmt.Sprintf("Taking this card discards the card in %s", l)).
		Text("Linked to " + l.String())
}

// craftCard draws Craft box slot: the card's weapon, Levels, cost and coins,
// with the price for the player to move. Learning it is its target.
func craftCard(p board.Props, s *bm.State, slot int, two bool) app.UI {
	box := boxRef{false, slot}
	id := s.CraftRow[slot]
	if id < 0 {
		return app.Div().Class("bm-card", "bm-card-empty", fmt.Sprintf("bm-box-c%d", slot+1)).
			Text(box.String() + ": empty")
	}
	c := bm.CraftCards[id]
	deck, deckName := "bm-early", "Spring/Summer"
	if c.Late {
		deck, deckName = "bm-late", "Autumn/Winter"
	}
	price := ""
	if !s.Over() {
		cost := s.CraftCost(s.Current, id)
		if s.Phase == bm.PhaseFreeCraft {
			cost = 0
		}
		price = fmt.Sprintf("%s: %d gold", p.SeatName(s.Current), cost)
	}
	levels := fmt.Sprintf("+%d %s", c.Levels, board.Plural(c.Levels, "Level", "Levels"))
	title := fmt.Sprintf("%s Craft card (%s): %s, cost %s", c.Weapon, deckName, levels, craftCostText(c.Cost))
	if c.Discount > 0 {
		title += fmt.Sprintf(", forging %ss costs %d gold less", c.Weapon, c.Discount)
	}
	return card(p, bm.Learn(slot), title,
		[]string{"bm-craft", deck, fmt.Sprintf("bm-box-c%d", slot+1)},
		app.Span().Class("bm-card-head").Body(
			app.Span().Class("bm-levels").Body(
				app.Span().Aria("hidden", "true").Text(strings.Repeat("◆", c.Levels)+" "),
				app.Text(levels),
			),
			app.If(two, func() app.UI { return app.Span().Class("bm-box-name").Text(box.String()) }),
		),
		app.Span().Class("bm-card-art").Body(weaponIcon(c.Weapon), app.Span().Class("bm-card-name").Text(c.Weapon.String())),
		app.Span().Class("bm-card-foot").Body(
			app.If(c.Discount > 0, func() app.UI {
				return app.Span().Class("bm-coins").Body(
					app.Span().Aria("hidden", "true").Text(strings.Repeat("●", c.Discount)+" "),
					app.Textf("−%d forging", c.Discount),
				)
			}),
			app.Span().Class("bm-cost").Text(craftCostText(c.Cost)),
			app.If(price != "", func() app.UI { return app.Span().Class("bm-price").Text(price) }),
		),
		app.If(two, func() app.UI { return linkBadge(box) }),
	)
}

// kingdomCard draws Kingdom box slot: name, text, duration and gold.
// Taking it is its target.
func kingdomCard(p board.Props, s *bm.State, slot int, two bool) app.UI {
	box := boxRef{true, slot}
	id := s.KingdomRow[slot]
	if id < 0 {
		return app.Div().Class("bm-card", "bm-card-empty", fmt.Sprintf("bm-box-k%d", slot+1)).
			Text(box.String() + ": empty")
	}
	k := bm.KingdomCards[id]
	gold := kingdomGoldText(k.Gold)
	return card(p, bm.TakeKingdom(slot), fmt.Sprintf("%s Kingdom card (%s)", k.Name, k.Duration),
		[]string{"bm-kingdom", "bm-dur-" + board.Slug(k.Duration.String()), fmt.Sprintf("bm-box-k%d", slot+1)},
		app.Span().Class("bm-card-head").Body(
			app.Span().Class("bm-card-name").Text(k.Name),
			app.If(two, func() app.UI { return app.Span().Class("bm-box-name").Text(box.String()) }),
		),
		app.Span().Class("bm-card-text").Text(k.Text),
		app.Span().Class("bm-card-foot").Body(
			app.Span().Class("bm-duration").Text(k.Duration.String()),
			app.If(gold != "", func() app.UI { return app.Span().Class("bm-gold").Text(gold) }),
		),
		app.If(two && k.Duration != bm.Final, func() app.UI { return linkBadge(box) }),
	)
}

// card is a card of the display: a button taking or learning it when a is
// legal (its text is the button's name, the move's description its title),
// else a plain box.
func card(p board.Props, a engines.Action, title string, class []string, parts ...app.UI) app.UI {
	class = append([]string{"bm-card"}, class...)
	if c, ok := p.Lookup(a); ok {
		return board.ChoiceButton(c, p.Choose, append(class, "target")...).Class(p.SuggestedClass(a)...).Body(parts...)
	}
	return app.Div().Class(class...).Title(title).Body(parts...)
}

// bonusCards are the four Craft Bonus cards: unclaimed by the board, or in
// front of their owner face up (ready) or face down (used this Season).
func bonusCards(p board.Props, s *bm.State) app.UI {
	var items []app.UI
	for w := range bm.Weapon(bm.NumWeapons) {
		owner := int(s.BonusOwner[w])
		var state, class string
		switch {
		case owner < 0:
			state, class = fmt.Sprintf("first to Level %d", bm.BonusLevel), "bm-bonus-free"
		case s.BonusUsed[w]:
			state, class = p.SeatName(owner)+" · face down", "bm-bonus-used "+p.SeatClass(owner)
		default:
			state, class = p.SeatName(owner)+" · face up", "bm-bonus-ready "+p.SeatClass(owner)
		}
		items = append(items, app.Li().Class("bm-bonus", class).Body(
			weaponIcon(w),
			app.Span().Class("bm-bonus-name").Textf("%s Bonus", w),
			app.Span().Class("bm-bonus-state").Text(state),
		))
	}
	return app.Div().Class("bm-bonuses").Body(
		app.H3().Class("bm-subheading").Text("Craft Bonus cards"),
		app.Ul().Class("bm-bonus-list").Body(items...),
	)
}

// deckCounts says how many cards are left in each deck.
func deckCounts(s *bm.State) app.UI {
	return app.Dl().Class("bm-decks").Body(
		app.Dt().Text("Spring/Summer deck"), app.Dd().Textf("%d", len(s.EarlyDeck)),
		app.Dt().Text("Autumn/Winter deck"), app.Dd().Textf("%d", len(s.LateDeck)),
		app.Dt().Text("Kingdom deck"), app.Dd().Textf("%d", len(s.KingdomDeck)),
		app.Dt().Text("Craft cards gone"), app.Dd().Textf("%d", len(s.CraftOut)),
	)
}

// kingdomDiscards is the public Kingdom discard pile, folded.
func kingdomDiscards(s *bm.State) app.UI {
	return app.Details().Class("bm-discards").Body(
		app.Summary().Textf("Kingdom discard pile (%d)", len(s.KingdomOut)),
		app.If(len(s.KingdomOut) == 0, func() app.UI { return app.P().Class("hint").Text("No Kingdom card has been discarded yet.") }),
		app.Ul().Body(app.Range(s.KingdomOut).Slice(func(i int) app.UI {
			k := bm.KingdomCards[s.KingdomOut[i]]
			return app.Li().Body(app.Strong().Text(k.Name), app.Textf(" (%s): %s", k.Duration, k.Text))
		})),
	)
}

// steveBoard is Salesman Steve's row on the side board: the race on each
// of his four spaces, his cube on the one he sells to next.
func steveBoard(s *bm.State) app.UI {
	next := s.SteveRaces[s.StevePos]
	return app.Div().Class("bm-steve").Body(
		app.H3().Class("bm-subheading").Text("Salesman Steve"),
		app.Ol().Class("bm-steve-spaces").Body(app.Range(s.SteveRaces[:]).Slice(func(i int) app.UI {
			race := s.SteveRaces[i]
			parts := []app.UI{
				app.Span().Class("bm-steve-letter").Aria("hidden", "true").Text(race.String()[:1]),
				app.Span().Class("bm-steve-race").Text(race.String()),
			}
			li := app.Li().Class("bm-steve-space", "bm-race-"+board.Slug(race.String()))
			if i == s.StevePos {
				li = li.Class("bm-steve-next").Aria("current", "step")
				parts = append(parts, app.Span().Class("bm-steve-cube").Title("Steve's cube"))
			}
			li = li.Body(parts...)
			return li
		})),
		app.P().Class("bm-steve-note").Textf("Next sale: a Standard weapon to the %s. Sold %d, lost %d.", next, s.SteveSold, s.SteveLost),
	)
}
