package coincrown

import (
	"fmt"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines"
	cc "tabula/engines/coincrown"
	"tabula/engines/save"
)

// A player's side of the table: the viewer's docked beside the board
// (Mine), anyone's in full on demand (Detail), and the compact panel of
// each seat.

// coinMat is a player's side of the table: coins (Income, the reserved
// coin, purse and discard pile counted), markers, the Lands with their
// upgrades and the Tableau by colour, exhausted cards turned and retired
// ones apart. On the viewer's own turn its targets play: reserving a coin,
// upgrading a Land, the cards' abilities and the steps they serve.
func coinMat(p board.Props, s *cc.State, seat int, m marks) app.UI {
	pl := &s.Seats[seat]
	id := fmt.Sprintf("cc-mat-%d", seat)
	mine := seat == p.Viewer && seat == s.ToMove()
	var acts map[int]engines.Action
	if mine {
		acts = cardActions(p, s)
	}
	kind := "Person"
	if seat < len(p.Seats) && p.Seats[seat].Kind == save.Computer {
		kind = "Computer"
	}
	return app.Section().ID(id).Class("cc", "cc-mat", p.SeatClass(seat)).Aria("labelledby", id+"-name").Body(
		app.Header().Class("cc-mat-head").Body(
			app.Span().Class("swatch", p.SeatClass(seat)).Aria("hidden", "true"),
			app.H2().ID(id+"-name").Class("cc-mat-name").Text(p.SeatName(seat)),
			app.Span().Class("cc-mat-kind").Text(kind),
			app.If(!s.Over() && seat == s.StartPlayer(), func() app.UI {
				return app.Span().Class("badge", "cc-badge").Body(icon("star"), app.Text("Start Player"))
			}),
			app.If(pl.Passed && !s.Over(), func() app.UI { return app.Span().Class("badge", "cc-badge").Text("passed") }),
		),
		app.Div().Class("cc-purse-line", changed(m.income[seat])).Body(
			app.Span().Class("cc-label").Text("Income"),
			coinsView(pl.Income, "none"),
			app.If(pl.Income.Count() > 0, func() app.UI { return app.Span().Class("cc-worth").Text(worth(pl.Income.Value())) }),
			reserveButtons(p, s, seat),
		),
		app.Ul().Class("cc-facts").Body(
			fact("purse", "Coin purse", fmt.Sprintf("%d", pl.Purse.Count()), pl.Purse.String()+" in the purse"),
			fact("pile", "Discard pile", fmt.Sprintf("%d", pl.Discard.Count()), pl.Discard.String()+" in the discard pile"),
			reservedFact(pl),
			fact("crown", "Land points", fmt.Sprintf("%d", s.LandPoints(seat)), fmt.Sprintf("%d Land points", s.LandPoints(seat))),
			app.Li().Class("cc-fact").Title("Overseas token: "+overseasText(int(pl.Overseas))).Body(
				app.Span().Class("cc-token", p.SeatClass(seat)).Aria("hidden", "true"),
				app.Textf("Overseas %s", overseasShort(int(pl.Overseas))),
			),
		),
		landsOwned(p, s, seat, mine, m),
		tableau(p, s, seat, acts, m),
	)
}

// fact is one counted thing of a mat: an icon, a number, its name in the
// tooltip and for screen readers.
func fact(iconName, name, value, title string) app.UI {
	return app.Li().Class("cc-fact").Title(title).Body(
		icon(iconName), app.Span().Class("visually-hidden").Text(name+": "), app.Text(value),
	)
}

// reservedFact is the coin kept on the purse for next year's Income.
func reservedFact(pl *cc.Player) app.UI {
	li := app.Li().Class("cc-fact")
	if pl.Reserved == cc.NoCoin {
		title := "No coin reserved"
		if pl.ReservedYear {
			title = "No coin reserved (this year's reserve is used)"
		}
		return li.Title(title).Body(app.Span().Class("cc-label").Text("Reserved"), app.Text("—"),
			app.Span().Class("visually-hidden").Text(" none"))
	}
	d := cc.Denom(pl.Reserved)
	return li.Title(d.String()+" reserved for next year").Body(app.Span().Class("cc-label").Text("Reserved"), coinsView(coinsOf(d, 1), ""))
}

// overseasText names an Overseas token's place; overseasShort briefly.
func overseasText(level int) string {
	if level == 0 {
		return "at the base"
	}
	return fmt.Sprintf("level %d", level)
}

func overseasShort(level int) string {
	if level == 0 {
		return "base"
	}
	return fmt.Sprintf("%d", level)
}

// reserveButtons are the viewer's Reserve choices, one per denomination.
func reserveButtons(p board.Props, s *cc.State, seat int) app.UI {
	if seat != p.Viewer {
		return nil
	}
	choices := legalOf(p, cc.KindReserve)
	if len(choices) == 0 {
		return nil
	}
	buttons := []app.UI{app.Span().Class("cc-label").Text("Reserve")}
	for _, c := range choices {
		buttons = append(buttons, offer(p, c, "It joins next year's Income; one a year", []string{"button", "cc-reserve"},
			coinsView(coinsOf(cc.Denom(c.Action.A), 1), "")))
	}
	return app.Span().Class("cc-reserve-box").Body(buttons...)
}

// landsOwned lists a player's Lands at their current size, with the next
// bracket and, for the player to move, the Upgrade target.
func landsOwned(p board.Props, s *cc.State, seat int, mine bool, m marks) app.UI {
	lands := s.Seats[seat].Lands
	refuse := mine && refusing(p, s)
	items := make([]app.UI, len(lands))
	for i, l := range lands {
		state := ""
		switch {
		case l.Level == cc.City && cc.LandCards[l.ID].Kind < cc.City:
			state = "turned to its City side"
		case cc.HasUpgradeCard(l):
			state = "with a Land Upgrade Card"
		}
		var upgrade app.UI
		if mine && l.Level < cc.City {
			needs, _ := s.UpgradeBracket(seat, i)
			var why func() string
			if refuse {
				why = func() string { return s.Refusal(cc.Upgrade(i)) }
			}
			upgrade = spot(p, "span", cc.Upgrade(i), "Needs "+needsWords(needs), refusal(p, s, why), "", []string{"cc-upgrade"}, app.Text("Upgrade"))
		}
		items[i] = app.Li().Class("cc-owned", "cc-land-"+board.Slug(l.Level.String()), changed(m.landChanged(seat, i, l.Level))).Body(
			&landFace{ID: l.ID, Level: l.Level, Owned: true},
			app.If(state != "", func() app.UI { return app.Span().Class("visually-hidden").Text(", " + state) }),
			upgrade,
		)
	}
	return app.Div().Class("cc-owned-lands").Body(
		app.H3().Class("cc-subheading").Textf("Lands (%d)", len(lands)),
		app.Ul().Class("cc-owned-list").Body(items...),
	)
}

// tableau lists a player's Market cards by colour, then the Retired Area.
// acts are the actions the current player's cards carry.
func tableau(p board.Props, s *cc.State, seat int, acts map[int]engines.Action, m marks) app.UI {
	cards := s.Seats[seat].Cards
	order := make([]int, len(cards))
	for i := range order {
		order[i] = i
	}
	cat := func(i int) cc.Category { return cc.Types[cc.MarketCards[cards[i].ID].Type].Category }
	slices.SortStableFunc(order, func(a, b int) int { return int(cat(a)) - int(cat(b)) })
	var ready, retired []app.UI
	for _, i := range order {
		item := app.Li().Body(tableauCard(p, s, seat, cards[i], i, acts, m))
		if cards[i].Retired {
			retired = append(retired, item)
		} else {
			ready = append(ready, item)
		}
	}
	return app.Div().Class("cc-tableau").Body(
		app.H3().Class("cc-subheading").Textf("Tableau (%d)", len(ready)),
		app.If(len(ready) == 0, func() app.UI { return app.P().Class("cc-none").Text("No Market cards yet.") }),
		app.If(len(ready) > 0, func() app.UI { return app.Ul().Class("cc-tcards").Body(ready...) }),
		app.If(len(retired) > 0, func() app.UI {
			return app.Div().Class("cc-retired").Body(
				app.H3().Class("cc-subheading").Textf("Retired (%d)", len(retired)),
				app.Ul().Class("cc-tcards").Body(retired...),
			)
		}),
	)
}

// tableauCard is one card in front of a player: a target when it carries
// the action in acts, else a box titled with what it does.
func tableauCard(p board.Props, s *cc.State, seat int, card cc.Card, i int, acts map[int]engines.Action, m marks) app.UI {
	mc := cc.MarketCards[card.ID]
	class := []string{"cc-tcard", categoryClass(cc.Types[mc.Type].Category), changed(m.newCard(seat, i))}
	switch {
	case card.Retired:
		class = append(class, "cc-tcard-retired")
	case card.Exhausted:
		class = append(class, "cc-tcard-exhausted")
	}
	var why func() string
	if seat != p.Viewer {
		why = func() string { return "This card is in another player's Tableau." }
	}
	return spot(p, "div", acts[i], abilityText[mc.Type], refusal(p, s, why), fmt.Sprintf("%s: %s", mc.Type, abilityText[mc.Type]), class,
		&tableauFace{ID: card.ID, Exhausted: card.Exhausted, Retired: card.Retired, Tokens: card.Tokens})
}

// panel is a seat's compact panel: Income, Lands and their points, the
// Tableau's size, the Church, and the Start Player coin or a pass.
func panel(p board.Props, s *cc.State, seat int, m marks) app.UI {
	pl := &s.Seats[seat]
	lands := len(pl.Lands)
	newCards := m.cards[seat] >= 0 && len(pl.Cards) > m.cards[seat]
	newLands := false
	for i, l := range pl.Lands {
		newLands = newLands || m.landChanged(seat, i, l.Level)
	}
	return app.Div().Class("cc", "cc-panel").Body(
		app.Span().Class("cc-pfact", changed(m.income[seat])).Title("Income").Body(coinsView(pl.Income, "no Income")),
		app.Span().Class("cc-pfact", changed(newLands)).Title(fmt.Sprintf("%d %s, %d Land points", lands, board.Plural(lands, "Land", "Lands"), s.LandPoints(seat))).Body(
			icon("castle"), app.Textf("%d", lands), app.Span().Class("visually-hidden").Text(board.Plural(lands, " Land", " Lands")+","),
			icon("crown"), app.Textf("%d", s.LandPoints(seat)), app.Span().Class("visually-hidden").Text(" Land points"),
		),
		app.Span().Class("cc-pfact", changed(newCards)).Textf("%d %s", len(pl.Cards), board.Plural(len(pl.Cards), "card", "cards")),
		app.If(pl.Church.Count() > 0, func() app.UI {
			return app.Span().Class("cc-pfact").Textf("Church %d", pl.Church.Value())
		}),
		app.If(!s.Over() && seat == s.StartPlayer(), func() app.UI { return app.Span().Class("cc-pfact").Body(labelled("star", "Start Player")) }),
		app.If(pl.Passed && !s.Over(), func() app.UI { return app.Span().Class("cc-pfact", "cc-passed").Text("passed") }),
	)
}
