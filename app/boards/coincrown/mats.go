package coincrown

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines"
	cc "tabula/engines/coincrown"
	"tabula/engines/save"
)

// coinMat is a player's side of the table: coins (Income face up, the
// reserved coin, purse and discard pile counted), the Overseas token, the
// Lands with their upgrades, and the Tableau by colour with exhausted cards
// turned and retired ones apart.
func coinMat(p board.Props, s *cc.State, seat int) app.UI {
	pl := &s.Seats[seat]
	id := fmt.Sprintf("cc-mat-%d", seat)
	sec := app.Section().ID(id).Class("cc-mat", p.SeatClass(seat)).Aria("labelledby", id+"-name")
	current := seat == s.ToMove()
	if current {
		sec = sec.Class("cc-mat-current").Aria("current", "true")
	}
	kind := "Person"
	if seat < len(p.Seats) && p.Seats[seat].Kind == save.Computer {
		kind = "Computer"
	}
	var acts map[int]engines.Action
	if current {
		acts = cardActions(p, s)
	}
	return sec.Body(
		app.Header().Class("cc-mat-head").Body(
			app.Span().Class("swatch", p.SeatClass(seat)).Aria("hidden", "true"),
			app.H2().ID(id+"-name").Class("cc-mat-name").Text(p.SeatName(seat)),
			app.Span().Class("cc-mat-kind").Text(kind),
			app.If(current, func() app.UI { return app.Span().Class("badge").Text("to move") }),
			app.If(!s.Over() && seat == s.StartPlayer(), func() app.UI {
				return app.Span().Class("badge", "cc-start-badge").Body(startCoin(), app.Text(" Start Player"))
			}),
			app.If(pl.Passed && !s.Over(), func() app.UI { return app.Span().Class("badge", "cc-passed").Text("passed") }),
		),
		app.Dl().Class("cc-facts", "cc-purse").Body(
			app.Dt().Text("Income"), app.Dd().Body(coinsView(pl.Income, "none"), app.If(pl.Income.Count() > 0, func() app.UI {
				return app.Span().Class("cc-worth").Textf(" worth %d", pl.Income.Value())
			})),
			app.Dt().Text("Reserved"), app.Dd().Body(reservedView(pl)),
			app.Dt().Text("Coin purse"), app.Dd().Textf("%d %s", pl.Purse.Count(), board.Plural(pl.Purse.Count(), "coin", "coins")),
			app.Dt().Text("Discard pile"), app.Dd().Textf("%d %s", pl.Discard.Count(), board.Plural(pl.Discard.Count(), "coin", "coins")),
			app.Dt().Text("Overseas token"), app.Dd().Text(overseasText(int(pl.Overseas))),
			app.Dt().Text("Land points"), app.Dd().Textf("%d", s.LandPoints(seat)),
		),
		reserveButtons(p, seat),
		landsOwned(p, s, seat, current),
		tableau(p, s, seat, acts),
	)
}

// reservedView is the coin on the purse for next year's Income.
func reservedView(pl *cc.Player) app.UI {
	if pl.Reserved == cc.NoCoin {
		if pl.ReservedYear {
			return app.Span().Class("cc-none").Text("none (used this year)")
		}
		return app.Span().Class("cc-none").Text("none")
	}
	d := cc.Denom(pl.Reserved)
	return app.Span().Body(coinIcon(d), app.Textf(" %s, for next year", d))
}

// overseasText names an Overseas token's place.
func overseasText(level int) string {
	if level == 0 {
		return "at the base"
	}
	return fmt.Sprintf("level %d", level)
}

// reserveButtons are the viewer's Reserve choices, one per denomination.
func reserveButtons(p board.Props, seat int) app.UI {
	if seat != p.Viewer {
		return nil
	}
	choices := legalOf(p, cc.KindReserve)
	if len(choices) == 0 {
		return nil
	}
	buttons := []app.UI{app.Span().Class("cc-free-label").Text("Reserve a coin for next year:")}
	for _, c := range choices {
		buttons = append(buttons, ccAct(p, c.Action, "cc-reserve", coinIcon(cc.Denom(c.Action.A)), app.Text(cc.Denom(c.Action.A).String())))
	}
	return app.Div().Class("cc-free").Body(buttons...)
}

// landsOwned lists a player's Lands at their current size, with the Land
// Upgrade Card or City side, the next bracket and the Upgrade target.
func landsOwned(p board.Props, s *cc.State, seat int, current bool) app.UI {
	lands := s.Seats[seat].Lands
	items := make([]app.UI, len(lands))
	for i, l := range lands {
		lc := cc.LandCards[l.ID]
		state := "as printed"
		switch {
		case l.Level == cc.City && lc.Kind < cc.City:
			state = "flipped to its City side"
		case cc.HasUpgradeCard(l):
			state = fmt.Sprintf("Land Upgrade Card, %s side", l.Level)
		}
		class := []string{"cc-land", "cc-owned", "cc-land-" + board.Slug(l.Level.String())}
		if cc.HasUpgradeCard(l) {
			class = append(class, "cc-upgraded")
		}
		var upgrade app.UI
		if current {
			if c, ok := p.Lookup(cc.Upgrade(i)); ok {
				upgrade = ccButton(p, c, "button", "target", "cc-upgrade").Textf("Upgrade to a %s", l.Level+1)
			}
		}
		items[i] = app.Li().Class(class...).Body(
			landFace(lc, l.Level, 0),
			app.P().Class("cc-land-state").Text(state),
			upgrade,
		)
	}
	return app.Div().Class("cc-owned-lands").Body(
		app.H3().Class("cc-subheading").Textf("Lands (%d)", len(lands)),
		app.Ul().Class("cc-owned-list").Body(items...),
	)
}

// tableau lists a player's Market cards by colour, exhausted ones turned,
// then the Retired Area. acts are the actions the current player's cards
// carry.
func tableau(p board.Props, s *cc.State, seat int, acts map[int]engines.Action) app.UI {
	cards := s.Seats[seat].Cards
	var groups []app.UI
	for c := range cc.Category(cc.NumCategories) {
		var items []app.UI
		for i, card := range cards {
			if !card.Retired && cc.Types[cc.MarketCards[card.ID].Type].Category == c {
				items = append(items, tableauCard(p, card, acts, i))
			}
		}
		if len(items) == 0 {
			continue
		}
		groups = append(groups, app.Li().Class("cc-group", categoryClass(c)).Body(
			app.Span().Class("cc-group-name").Textf("%s (%d)", c, len(items)),
			app.Ul().Class("cc-group-cards").Body(items...),
		))
	}
	var retired []app.UI
	for i, card := range cards {
		if card.Retired {
			retired = append(retired, tableauCard(p, card, acts, i))
		}
	}
	return app.Div().Class("cc-tableau").Body(
		app.H3().Class("cc-subheading").Textf("Tableau (%d)", len(cards)-len(retired)),
		app.If(len(groups) == 0, func() app.UI { return app.P().Class("cc-none").Text("No Market cards yet.") }),
		app.If(len(groups) > 0, func() app.UI { return app.Ul().Class("cc-groups").Body(groups...) }),
		app.If(len(retired) > 0, func() app.UI {
			return app.Div().Class("cc-retired").Body(
				app.H3().Class("cc-subheading").Textf("Retired (%d)", len(retired)),
				app.Ul().Class("cc-group-cards").Body(retired...),
			)
		}),
	)
}

// tableauCard is one card in front of a player: ready, exhausted (drawn
// turned) or retired, with a Troop's tokens; a target when it carries the
// action in acts.
func tableauCard(p board.Props, card cc.Card, acts map[int]engines.Action, i int) app.UI {
	mc := cc.MarketCards[card.ID]
	state, class := "ready", "cc-ready"
	switch {
	case card.Retired:
		state, class = "retired", "cc-retired-card"
	case card.Exhausted:
		state, class = "exhausted", "cc-exhausted"
	}
	parts := []app.UI{
		app.Span().Class("cc-tcard-name").Text(mc.Type.String()),
		app.Span().Class("cc-tcard-state").Text(state),
	}
	if cc.Types[mc.Type].Troop && !card.Retired {
		parts = append(parts, tokenDots(mc.Type, int(card.Tokens)))
	}
	title := fmt.Sprintf("%s, %s: %s", mc.Type, state, abilityText[mc.Type])
	return app.Li().Body(offerCard(p, acts[i], title,
		[]string{"cc-tcard", class, categoryClass(cc.Types[mc.Type].Category)}, parts...))
}

// matSummary is a seat's compact panel: Income, Lands and their points,
// the Tableau's size and whether the seat has passed.
func matSummary(p board.Props, s *cc.State, seat int) app.UI {
	pl := &s.Seats[seat]
	return app.Div().Class("cc-summary").Body(
		app.Span().Class("cc-sum-income").Title("Income").Body(coinsView(pl.Income, "no Income")),
		app.Span().Class("cc-sum-fact").Textf("%d %s · %d Land points", len(pl.Lands), board.Plural(len(pl.Lands), "Land", "Lands"), s.LandPoints(seat)),
		app.Span().Class("cc-sum-fact").Textf("%d %s", len(pl.Cards), board.Plural(len(pl.Cards), "card", "cards")),
		app.If(!s.Over() && seat == s.StartPlayer(), func() app.UI { return app.Span().Class("cc-sum-fact").Body(startCoin(), app.Text(" Start")) }),
		app.If(pl.Passed && !s.Over(), func() app.UI { return app.Span().Class("cc-sum-fact").Text("passed") }),
	)
}
