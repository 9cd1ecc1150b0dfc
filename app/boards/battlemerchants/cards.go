package battlemerchants

import (
	"fmt"

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

// sideBoard is the board's right-hand part: the war report after a
// Season's end, the Kingdom cards beside the Craft cards they face (on the
// 2-player side board, with its links and Salesman Steve), the Craft Bonus
// cards, the decks, the Kingdom discard pile and the map's key.
func sideBoard(p board.Props, s *bm.State, m *marks, war app.UI) app.UI {
	two := s.NPlayers == 2
	title := "Cards on offer"
	if two {
		title = "Side board"
	}
	cells := make([]app.UI, 0, bm.KingdomRowSize+bm.CraftRowSize+4)
	for slot := range bm.KingdomRowSize {
		cells = append(cells, kingdomCard(p, s, slot, two, m.kingdom[slot]))
	}
	for slot := range bm.CraftRowSize {
		cells = append(cells, craftCard(p, s, slot, two, m.craft[slot]))
	}
	if two {
		cells = append(cells, steveBoard(s, m.steveAt))
		for slot := range bm.KingdomRowSize {
			cells = append(cells, app.Div().Class("bm-link", fmt.Sprintf("bm-link-%d", slot+1)).Aria("hidden", "true"))
		}
		cells = append(cells, app.Div().Class("bm-link", "bm-link-45").Aria("hidden", "true"))
	} else {
		cells = append(cells, app.Div().Class("bm-pile-cell").Body(deckCounts(s), kingdomDiscards(s)))
	}
	side := "bm-market-34"
	if two {
		side = "bm-market-2"
	}
	return app.Section().Class("bm-side", side).Aria("labelledby", "bm-market-title").Body(
		war,
		app.H2().ID("bm-market-title").Class("bm-heading").Text(title),
		app.Div().Class("bm-cards").Body(cells...),
		bonusCards(p, s, m),
		app.If(two, func() app.UI {
			return app.Div().Class("bm-piles").Body(deckCounts(s), kingdomDiscards(s))
		}),
		mapLegend(two, p.SeatClass(max(p.Viewer, 0))),
	)
}

// craftCard draws Craft box slot: the card's weapon, Levels, cost and coins,
// with the price for the player to move. Learning it is its target.
func craftCard(p board.Props, s *bm.State, slot int, two, changed bool) app.UI {
	box := boxRef{false, slot}
	id := s.CraftRow[slot]
	class := []string{fmt.Sprintf("bm-box-c%d", slot+1)}
	if changed {
		class = append(class, "changed")
	}
	if id < 0 {
		return app.Div().Class(append(class, "bm-card", "bm-card-empty")...).Text(box.String() + ": empty")
	}
	c := bm.CraftCards[id]
	deck, deckName := "bm-early", "Spring/Summer"
	if c.Late {
		deck, deckName = "bm-late", "Autumn/Winter"
	}
	cost := -1
	if !s.Over() {
		cost = s.CraftCost(s.Current, id)
		if s.Phase == bm.PhaseFreeCraft {
			cost = 0
		}
	}
	levels := fmt.Sprintf("+%d %s", c.Levels, board.Plural(c.Levels, "Level", "Levels"))
	title := fmt.Sprintf("%s Craft card (%s deck): %s, cost %s", c.Weapon, deckName, levels, craftCostText(c.Cost))
	if c.Discount > 0 {
		title += fmt.Sprintf("; forging a %s costs %d gold less", c.Weapon, c.Discount)
	}
	if cost >= 0 {
		title += fmt.Sprintf("; %d gold for %s now", cost, p.SeatName(s.Current))
	}
	parts := []app.UI{
		app.Span().Class("bm-card-head").Body(
			weaponIcon(c.Weapon),
			app.Span().Class("bm-card-name").Text(c.Weapon.String()),
			app.If(two, func() app.UI { return app.Span().Class("bm-box-name").Text(box.String()) }),
		),
		app.Span().Class("bm-card-body").Body(
			levelPips(c.Levels, levels),
			app.If(c.Discount > 0, func() app.UI {
				return app.Span().Class("bm-coins").Title(fmt.Sprintf("Forging a %s costs %d gold less", c.Weapon, c.Discount)).Body(
					coinIcon(), app.Textf("−%d", c.Discount), app.Span().Class("visually-hidden").Text(" on forging"))
			}),
		),
		app.Span().Class("bm-card-foot").Body(
			app.Span().Class("bm-cost").Title("Cost: "+craftCostHelp(c.Cost)).Text(craftCostText(c.Cost)),
			app.If(cost >= 0, func() app.UI {
				return app.Span().Class("bm-price").Body(app.Text("= "), coinIcon(), app.Textf("%d", cost), app.Span().Class("visually-hidden").Text(" gold"))
			}),
		),
	}
	return card(p, bm.Learn(slot), title, refusedCraft(p, s, id), append(class, "bm-craft", deck), fmt.Sprintf("c%d", id), parts...)
}

// kingdomCard draws Kingdom box slot: name, text, duration and gold.
// Taking it is its target.
func kingdomCard(p board.Props, s *bm.State, slot int, two, changed bool) app.UI {
	box := boxRef{true, slot}
	id := s.KingdomRow[slot]
	class := []string{fmt.Sprintf("bm-box-k%d", slot+1)}
	if changed {
		class = append(class, "changed")
	}
	if id < 0 {
		return app.Div().Class(append(class, "bm-card", "bm-card-empty")...).Text(box.String() + ": empty")
	}
	k := bm.KingdomCards[id]
	title := fmt.Sprintf("%s, Kingdom card (%s): %s", k.Name, k.Duration, k.Text)
	if k.Gold != 0 {
		title += " " + kingdomGoldText(k.Gold) + "."
	}
	parts := []app.UI{
		app.Span().Class("bm-card-head").Body(
			app.Span().Class("bm-card-name").Text(k.Name),
			app.If(two, func() app.UI { return app.Span().Class("bm-box-name").Text(box.String()) }),
		),
		app.Span().Class("bm-card-text").Text(k.Text),
		app.Span().Class("bm-card-foot").Body(
			app.Span().Class("bm-duration").Text(k.Duration.String()),
			app.If(k.Gold != 0, func() app.UI {
				return app.Span().Class("bm-gold").Body(coinIcon(), app.Text(kingdomGoldText(k.Gold)))
			}),
		),
	}
	return card(p, bm.TakeKingdom(slot), title, refusedKingdom(p, s, k), append(class, "bm-kingdom", "bm-dur-"+board.Slug(k.Duration.String())), fmt.Sprintf("k%d", id), parts...)
}

// card is a card of the display: a button taking or learning it when a is
// legal (its text is the button's name, the move's description its title),
// else a box that says why it cannot be chosen (refused) or what it is.
// flip keys the card so that it slides when the side board moves it.
func card(p board.Props, a engines.Action, title, refused string, class []string, flip string, parts ...app.UI) app.UI {
	class = append([]string{"bm-card"}, class...)
	if c, ok := p.Lookup(a); ok {
		return board.ChoiceButton(c, p.Choose, append(class, "target")...).Class(p.SuggestedClass(a)...).
			DataSet("flip", flip).Body(parts...)
	}
	e := app.Elem("div").Class(class...).DataSet("flip", flip)
	if refused != "" {
		return p.Refused(e, refused).Aria("label", title).Role("group").Body(parts...)
	}
	return e.Title(title).Body(parts...)
}

// levelPips shows a Craft card's Levels as diamonds, with the words for
// screen readers.
func levelPips(n int, words string) app.UI {
	pips := make([]app.UI, 0, n+1)
	for range n {
		pips = append(pips, app.Span().Class("bm-level-pip").Aria("hidden", "true"))
	}
	pips = append(pips, app.Span().Class("visually-hidden").Text(words))
	return app.Span().Class("bm-levels").Title(words).Body(pips...)
}

// bonusCards are the four Craft Bonus cards: unclaimed by the board, or in
// front of their owner face up (ready) or face down (used this Season).
func bonusCards(p board.Props, s *bm.State, m *marks) app.UI {
	items := make([]app.UI, 0, bm.NumWeapons)
	for w := range bm.Weapon(bm.NumWeapons) {
		owner := int(s.BonusOwner[w])
		var state, title string
		li := app.Li().Class("bm-bonus")
		switch {
		case owner < 0:
			li = li.Class("bm-bonus-free")
			state = fmt.Sprintf("first to %d", bm.BonusLevel)
			title = fmt.Sprintf("%s Craft Bonus card: the first player to reach Level %d in %s takes it", w, bm.BonusLevel, w)
		case s.BonusUsed[w]:
			li = li.Class("bm-bonus-used", p.SeatClass(owner))
			state = p.SeatName(owner) + ": used"
			title = fmt.Sprintf("%s Craft Bonus card: %s's, face down (used this Season)", w, p.SeatName(owner))
		default:
			li = li.Class("bm-bonus-ready", p.SeatClass(owner))
			state = p.SeatName(owner) + ": ready"
			title = fmt.Sprintf("%s Craft Bonus card: %s's, face up (Forge and Sell once this Season)", w, p.SeatName(owner))
		}
		if m.bonus[w] {
			li = li.Class("changed")
		}
		items = append(items, li.Title(title).Body(
			weaponIcon(w),
			app.Span().Class("bm-bonus-name").Text(w.String()),
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
	)
}

// kingdomDiscards is the public Kingdom discard pile, folded.
func kingdomDiscards(s *bm.State) app.UI {
	return app.Details().Class("bm-discards").Body(
		app.Summary().Textf("Kingdom discards (%d)", len(s.KingdomOut)),
		app.If(len(s.KingdomOut) == 0, func() app.UI { return app.P().Class("hint").Text("No Kingdom card has been discarded yet.") }),
		app.Ul().Body(app.Range(s.KingdomOut).Slice(func(i int) app.UI {
			k := bm.KingdomCards[s.KingdomOut[i]]
			return app.Li().Body(app.Strong().Text(k.Name), app.Textf(" (%s): %s", k.Duration, k.Text))
		})),
	)
}

// steveBoard is Salesman Steve's row on the side board: the race on each
// of his four spaces, his cube on the one he sells to next.
func steveBoard(s *bm.State, moved bool) app.UI {
	next := s.SteveRaces[s.StevePos]
	return app.Div().Class("bm-steve").Body(
		app.H3().Class("bm-subheading").Text("Salesman Steve"),
		app.Ol().Class("bm-steve-spaces").Body(app.Range(s.SteveRaces[:]).Slice(func(i int) app.UI {
			race := s.SteveRaces[i]
			li := app.Li().Class("bm-steve-space", "bm-race-"+board.Slug(race.String())).Title(race.String())
			parts := []app.UI{
				raceIcon(race),
				app.Span().Class("visually-hidden").Text(race.String()),
			}
			if i == s.StevePos {
				li = li.Class("bm-steve-next").Aria("current", "step")
				cube := app.Span().Class("bm-steve-cube").DataSet("flip", "steve-cube").Title("Steve's cube: his next sale")
				if moved {
					cube = cube.Class("changed")
				}
				parts = append(parts, cube)
			}
			return li.Body(parts...)
		})),
		app.P().Class("bm-steve-note").Textf("Next: a Standard weapon to the %s. Sold %d, lost %d.", next, s.SteveSold, s.SteveLost),
	)
}
