package coincrown

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	cc "tabula/engines/coincrown"
)

// centre is the middle of the table: the Year track, the Current and
// Future Market, the Land decks, the purple cards, the Iron coins and the
// supply.
func centre(p board.Props, s *cc.State) app.UI {
	return app.Section().Class("cc-centre").Aria("label", "The table").Body(
		yearTrack(p, s),
		app.Div().Class("cc-centre-grid").Body(
			marketView(p, s),
			landDecks(p, s),
		),
		app.Div().Class("cc-purple").Body(
			mintCard(p, s),
			churchCard(p, s),
			overseasCard(p, s),
		),
		app.Div().Class("cc-centre-foot").Body(
			ironCoins(p, s),
			supplyView(s),
		),
	)
}

// yearTrack is the Year track drawn in SVG: five years, the token on the
// current one, and who holds the Start Player coin.
func yearTrack(p board.Props, s *cc.State) app.UI {
	const step, r = 64.0, 20.0
	body := []app.UI{board.SVG("line").Class("cc-year-line").Attr("x1", board.Num(step/2)).Attr("y1", 26).
		Attr("x2", board.Num(step*(cc.Years-0.5))).Attr("y2", 26)}
	for y := 1; y <= cc.Years; y++ {
		x := step * (float64(y) - 0.5)
		class := "cc-year"
		switch {
		case s.Over() || y < s.Year:
			class += " cc-year-past"
		case y == s.Year:
			class += " cc-year-now"
		}
		body = append(body, board.SVG("g").Class(class).Body(
			board.Circle(board.Pt{X: x, Y: 26}, r, "cc-year-disc"),
			board.SVG("text").Attr("x", board.Num(x)).Attr("y", 33).Attr("text-anchor", "middle").Textf("%d", y),
		))
	}
	label := fmt.Sprintf("Year %d of %d", s.Year, cc.Years)
	if s.Over() {
		label = "The fifth year is over: the game has ended"
	}
	start := ""
	if !s.Over() {
		start = "Start Player: " + p.SeatName(s.StartPlayer())
	}
	return app.Div().Class("cc-yeartrack").Body(
		board.SVG("svg").Class("cc-years").Attr("viewBox", fmt.Sprintf("0 0 %s 52", board.Num(step*cc.Years))).
			Role("img").Aria("label", label).Body(body...),
		app.P().Class("cc-year-note").Body(
			app.Strong().Text(label),
			app.If(start != "", func() app.UI {
				return app.Span().Class("cc-start", p.SeatClass(s.StartPlayer())).Body(app.Text(" · "), startCoin(), app.Text(start))
			}),
		),
	)
}

// startCoin is the Start Player coin, decoration beside its holder's name.
func startCoin() app.UI {
	return app.Span().Class("cc-coin", "cc-coin-start").Aria("hidden", "true").Text("★")
}

// marketRows lists the Market rows as the table shows them, Gold on top.
var marketRows = []cc.Denom{cc.Gold, cc.Silver, cc.Bronze}

// marketView is the Current Market: per row its Future Market deck (Pay to
// Draw, or the top card seen with a Watchtower) and its places.
func marketView(p board.Props, s *cc.State) app.UI {
	rows := make([]app.UI, 0, len(marketRows))
	for _, d := range marketRows {
		cells := []app.UI{futureDeck(p, s, d)}
		for slot := range s.RowSize() {
			cells = append(cells, marketSlot(p, s, d, slot))
		}
		rows = append(rows, app.Div().Class("cc-row", "cc-row-"+board.Slug(d.String())).Role("group").
			Aria("label", d.String()+" Market").Body(
			app.H3().Class("cc-row-label").Body(coinIcon(d), app.Textf(" %s Market", d)),
			app.Div().Class("cc-row-cards").Body(cells...),
		))
	}
	return app.Section().Class("cc-market").Aria("labelledby", "cc-market-title").Body(
		app.H2().ID("cc-market-title").Class("cc-heading").Text("Market"),
		app.Div().Class("cc-rows").Body(rows...),
	)
}

// futureDeck is a Future Market deck, face down: how many cards are left
// and its Pay to Draw price; its top card when the viewer has seen it.
func futureDeck(p board.Props, s *cc.State, d cc.Denom) app.UI {
	n := len(s.Decks[d])
	if top := s.TopCardKnown(p.Viewer, d); top >= 0 {
		parts := append([]app.UI{app.Span().Class("cc-peek").Textf("Top of the deck (%d left), seen with your Watchtower", n)},
			marketCardParts(top, cc.Coins{})...)
		card := offerCard(p, cc.BuyTop(d), marketCardTitle(top),
			[]string{"cc-card", "cc-deck", categoryClass(cc.Types[cc.MarketCards[top].Type].Category)}, parts...)
		// Paying to Draw takes the same card at the deck's price.
		draw := ccAct(p, cc.Draw(d), "cc-draw", app.Text("Pay to Draw "), coinsView(cc.DrawCost[d], ""))
		if draw == nil {
			return card
		}
		return app.Div().Class("cc-deck-box").Body(card, draw)
	}
	parts := []app.UI{
		app.Span().Class("cc-card-head").Body(app.Span().Class("cc-card-name").Text("Future Market")),
		app.Span().Class("cc-card-text").Textf("%d %s face down", n, board.Plural(n, "card", "cards")),
		app.Span().Class("cc-card-foot").Body(app.Text("Pay to Draw "), coinsView(cc.DrawCost[d], "")),
	}
	return offerCard(p, cc.Draw(d), fmt.Sprintf("%s Future Market: %d cards; Pay to Draw costs %s", d, n, cc.DrawCost[d]),
		[]string{"cc-card", "cc-deck", "cc-deck-back"}, parts...)
}

// marketSlot is one place of a Current Market row: its card and Bonus
// Coins, or an empty place until the year ends.
func marketSlot(p board.Props, s *cc.State, d cc.Denom, slot int) app.UI {
	sl := s.Rows[d][slot]
	if sl.Card < 0 {
		return app.Div().Class("cc-card", "cc-card-empty").Text("Empty until the year ends")
	}
	id := int(sl.Card)
	return offerCard(p, cc.Buy(d, slot), marketCardTitle(id),
		[]string{"cc-card", categoryClass(cc.Types[cc.MarketCards[id].Type].Category)},
		marketCardParts(id, sl.Bonus)...)
}

// landDecks are the four Land decks, City on top, each with its face-up
// card and the two ways to conquer it.
func landDecks(p board.Props, s *cc.State) app.UI {
	army := -1
	if p.Viewer >= 0 {
		army = s.ArmyStrength(p.Viewer)
	}
	items := make([]app.UI, 0, cc.NumLandKinds)
	for k := cc.City; k >= cc.Hamlet; k-- {
		items = append(items, landDeck(p, s, k, army))
	}
	return app.Section().Class("cc-landdecks").Aria("labelledby", "cc-lands-title").Body(
		app.H2().ID("cc-lands-title").Class("cc-heading").Text("Lands"),
		resourceLegend(),
		app.Div().Class("cc-land-list").Body(items...),
	)
}

// landDeck is one Land deck: its top card's points, defense and upgrade
// brackets, how many are left, and the conquest buttons.
func landDeck(p board.Props, s *cc.State, k cc.LandKind, army int) app.UI {
	top := s.TopLand(k)
	n := len(s.LandDecks[k])
	if top < 0 {
		return app.Div().Class("cc-land", "cc-land-empty").Textf("%s deck: empty", k)
	}
	lc := cc.LandCards[top]
	force := fmt.Sprintf("By force: defense %d", lc.Defense)
	if army >= 0 {
		force += fmt.Sprintf(", your ready army %d", army)
	}
	var ways []app.UI
	if c, ok := p.Lookup(cc.Attack(k)); ok {
		ways = append(ways, ccButton(p, c, "button", "target", "cc-conquer").Body(app.Text(force)))
	} else {
		ways = append(ways, app.Span().Class("cc-way").Text(force))
	}
	if cc.Diplomacy(k) {
		cost := cc.DiplomacyCost[k]
		if c, ok := p.Lookup(cc.ConquerDiplomacy(k)); ok {
			ways = append(ways, ccButton(p, c, "button", "target", "cc-conquer").Body(app.Text("By diplomacy "), coinsView(cost, "")))
		} else {
			ways = append(ways, app.Span().Class("cc-way").Body(app.Text("By diplomacy "), coinsView(cost, "")))
		}
	} else {
		ways = append(ways, app.Span().Class("cc-way").Text("Force only"))
	}
	return app.Div().Class("cc-land", "cc-land-"+board.Slug(k.String())).Role("group").Aria("label", fmt.Sprintf("%s deck", k)).Body(
		landFace(lc, lc.Kind, n),
		app.Div().Class("cc-ways").Body(ways...),
	)
}

// landFace draws a Land card at size level: its name, crown (points),
// shield (defense) and the upgrade brackets, those below its printed size
// and those already done marked as unused. left > 0 adds how many cards
// the deck holds.
func landFace(lc cc.LandCard, level cc.LandKind, left int) app.UI {
	var brackets []app.UI
	for b := cc.Hamlet; b < cc.City; b++ {
		class, note := "cc-bracket", ""
		switch {
		case b < lc.Kind:
			class, note = class+" cc-bracket-unused", " (not used: the card is printed larger)"
		case b < level:
			class, note = class+" cc-bracket-done", " (done)"
		case b == level:
			class, note = class+" cc-bracket-next", " (next)"
		}
		brackets = append(brackets, app.Li().Class(class).Body(
			app.Span().Class("cc-bracket-name").Textf("%s→%s", shortLand(b), shortLand(b+1)),
			needsView(lc.Brackets[b]),
			app.If(note != "", func() app.UI { return app.Span().Class("visually-hidden").Text(note) }),
		))
	}
	return app.Div().Class("cc-land-face").Body(
		app.Div().Class("cc-land-head").Body(
			app.Span().Class("cc-crown").Body(
				app.Span().Aria("hidden", "true").Text("♛"),
				app.Textf("%d", cc.LandPoints[level]),
				app.Span().Class("visually-hidden").Text(" "+board.Plural(cc.LandPoints[level], "point", "points")),
			),
			app.Span().Class("cc-land-name").Text(level.String()),
			app.Span().Class("cc-shield").Title("Defense").Body(app.Span().Class("visually-hidden").Text("defense "), app.Textf("%d", lc.Defense)),
		),
		app.If(level < cc.City, func() app.UI {
			return app.Ul().Class("cc-brackets").Aria("label", "Upgrade brackets").Body(brackets...)
		}),
		app.If(left > 0, func() app.UI {
			return app.P().Class("cc-left").Textf("%d in the deck", left)
		}),
	)
}

// resourceLegend names the resource chips of the upgrade brackets.
func resourceLegend() app.UI {
	items := make([]app.UI, cc.NumResources)
	for r := range cc.Resource(cc.NumResources) {
		items[r] = app.Li().Body(app.Span().Class("cc-res", "cc-res-"+board.Slug(r.String())).Aria("hidden", "true").Text(r.String()[:1]),
			app.Textf(" %s (%s)", r, producer(r)))
	}
	return app.Ul().Class("cc-legend").Aria("label", "Resources").Body(items...)
}

// producer is the kind of card giving resource r.
func producer(r cc.Resource) cc.CardType {
	for t, info := range cc.Types {
		if info.Produces == r {
			return cc.CardType(t)
		}
	}
	return -1
}

// shortLand is a Land size's initial, for the bracket labels.
func shortLand(k cc.LandKind) string { return k.String()[:1] }

// mintCard is the Imperial Mint: the four exchanges, the legal ones as
// buttons.
func mintCard(p board.Props, s *cc.State) app.UI {
	type ex struct{ from, to cc.Denom }
	var rows []app.UI
	for _, e := range []ex{{cc.Bronze, cc.Silver}, {cc.Silver, cc.Gold}, {cc.Silver, cc.Bronze}, {cc.Gold, cc.Silver}} {
		give, get := cc.MintRate, 1
		if e.to < e.from {
			give, get = 1, cc.MintRate
		}
		face := []app.UI{
			coinsOf(e.from, give),
			app.Span().Aria("hidden", "true").Text(" → "),
			app.Span().Class("visually-hidden").Text(" for "),
			coinsOf(e.to, get),
		}
		if c, ok := p.Lookup(cc.Mint(e.from, e.to)); ok {
			rows = append(rows, ccButton(p, c, "button", "target", "cc-mint").Body(face...))
			continue
		}
		rows = append(rows, app.Span().Class("cc-mint", "cc-off").Body(face...))
	}
	return purpleCard("cc-mint-card", "Imperial Mint", "One visit a turn: exchange Income coins with the supply, as often as you like.",
		app.Div().Class("cc-mint-list").Body(rows...))
}

// coinsOf draws n coins of d, named.
func coinsOf(d cc.Denom, n int) app.UI {
	var c cc.Coins
	c[d] = n
	return coinsView(c, "")
}

// purpleCard is one of the three purple Specialty cards.
func purpleCard(id, title, note string, body ...app.UI) app.UI {
	return app.Section().Class("cc-purple-card").Aria("labelledby", id).Body(
		append([]app.UI{
			app.H3().ID(id).Class("cc-purple-title").Text(title),
			app.P().Class("cc-purple-note").Text(note),
		}, body...)...,
	)
}

// churchCard is the Church: each player's quadrant with the coins given,
// the points they would score now, and the donation buttons.
func churchCard(p board.Props, s *cc.State) app.UI {
	awards := s.ChurchAwards()
	quads := make([]app.UI, s.NPlayers)
	for seat := range s.NPlayers {
		ch := s.Seats[seat].Church
		quads[seat] = app.Li().Class("cc-quad", p.SeatClass(seat)).Body(
			app.Span().Class("cc-quad-name").Text(p.SeatName(seat)),
			coinsView(ch, "nothing"),
			app.Span().Class("cc-quad-value").Textf("worth %d · %d %s", ch.Value(), awards[seat], board.Plural(awards[seat], "point", "points")),
		)
	}
	var buttons []app.UI
	if s.Phase != cc.PhaseChurch {
		for _, c := range legalOf(p, cc.KindDonate) {
			buttons = append(buttons, ccAct(p, c.Action, "cc-donate", coinIcon(cc.Denom(c.Action.A)), app.Textf("Give a %s", cc.Denom(c.Action.A))))
		}
	}
	return purpleCard("cc-church-card", "Church", fmt.Sprintf("Coins given stay here. At the end: %s.", churchPointsText(s.NPlayers)),
		app.Ul().Class("cc-quads").Body(quads...),
		app.If(len(buttons) > 0, func() app.UI { return app.Div().Class("cc-pay-options").Body(buttons...) }),
	)
}

// churchPointsText says what the Church pays with n players: "most 3,
// second 1".
func churchPointsText(n int) string {
	places := []string{"most", "second", "third"}
	pts := cc.ChurchPoints(n)
	parts := make([]string, len(pts))
	for i, v := range pts {
		parts[i] = fmt.Sprintf("%s %d", places[i], v)
	}
	return board.JoinAnd(parts)
}

// overseasCard is the Overseas Market track: its levels with their items
// and the players' tokens, the item buttons during a conquest or an
// upgrade, and the advance buttons.
func overseasCard(p board.Props, s *cc.State) app.UI {
	levels := make([]app.UI, 0, cc.OverseasTop+1)
	for level := cc.OverseasTop; level >= 0; level-- {
		var items []app.UI
		for i, it := range cc.OverseasItems {
			if it.Level != level {
				continue
			}
			items = append(items, overseasItem(p, i, it))
		}
		var tokens []app.UI
		for seat := range s.NPlayers {
			if int(s.Seats[seat].Overseas) == level {
				tokens = append(tokens, app.Span().Class("cc-token", p.SeatClass(seat)).Title(p.SeatName(seat)+"'s token").
					Body(app.Span().Class("visually-hidden").Text(p.SeatName(seat)+"'s token")))
			}
		}
		name := fmt.Sprintf("Level %d", level)
		if level == 0 {
			name = "Base"
		}
		levels = append(levels, app.Li().Class("cc-level").Body(
			app.Span().Class("cc-level-name").Text(name),
			app.Span().Class("cc-level-items").Body(items...),
			app.Span().Class("cc-level-tokens").Body(tokens...),
		))
	}
	var buttons []app.UI
	for _, c := range legalOf(p, cc.KindAdvance, cc.KindHarbor) {
		label := fmt.Sprintf("Advance %d (%d Bronze)", c.Action.A, int(c.Action.A)*cc.AdvanceCost)
		if c.Action.Kind == cc.KindHarbor {
			label = fmt.Sprintf("Harbor: advance %d free", c.Action.A)
		}
		buttons = append(buttons, ccAct(p, c.Action, "cc-advance", app.Text(label)))
	}
	return purpleCard("cc-overseas-card", "Overseas Market",
		"One visit a turn: buy an item for its level in Bronze for the conquest or upgrade under way, collect one at or below your token, or advance your token.",
		app.Ol().Class("cc-levels").Body(levels...),
		app.If(len(buttons) > 0, func() app.UI { return app.Div().Class("cc-pay-options").Body(buttons...) }),
	)
}

// overseasItem is one item of the track, with a button to buy it or to
// collect it with the token when that is legal.
func overseasItem(p board.Props, i int, it cc.OverseasItem) app.UI {
	var parts []app.UI
	if it.Resource != cc.NoResource {
		parts = append(parts, resourceIcon(it.Resource))
	} else {
		parts = append(parts, app.Text(it.String()))
	}
	var buttons []app.UI
	if c, ok := p.Lookup(cc.BuyOverseas(i)); ok {
		buttons = append(buttons, ccButton(p, c, "button", "target", "cc-buy-item").Textf("Buy %d Bronze", it.Level))
	}
	if c, ok := p.Lookup(cc.RedeemOverseas(i)); ok {
		buttons = append(buttons, ccButton(p, c, "button", "target", "cc-buy-item").Text("Collect"))
	}
	return app.Span().Class("cc-item").Body(append(parts, buttons...)...)
}

// ironCoins lists the eight Iron coins: value, holder and every player's
// count towards it.
func ironCoins(p board.Props, s *cc.State) app.UI {
	counts := make([][cc.NumCategories]int, s.NPlayers)
	for seat := range s.NPlayers {
		counts[seat] = s.CategoryCounts(seat)
	}
	items := make([]app.UI, cc.NumCategories)
	for c := range cc.Category(cc.NumCategories) {
		holder := int(s.Iron[c])
		held := "unclaimed"
		coin := app.Span().Class("cc-iron-coin").Aria("hidden", "true").Textf("%d", cc.IronValue[c])
		if holder >= 0 {
			held = p.SeatName(holder)
			coin = coin.Class(p.SeatClass(holder), "cc-iron-held")
		}
		var tally []app.UI
		for seat := range s.NPlayers {
			tally = append(tally, app.Span().Class("cc-tally", p.SeatClass(seat)).Title(p.SeatName(seat)).
				Body(app.Span().Class("visually-hidden").Text(p.SeatName(seat)+" "), app.Textf("%d", counts[seat][c])))
		}
		items[c] = app.Li().Class("cc-iron", categoryClass(c)).Body(
			coin,
			app.Span().Class("cc-iron-name").Textf("Most %s", c),
			app.Span().Class("cc-iron-value").Textf("%d %s · %s", cc.IronValue[c], board.Plural(cc.IronValue[c], "point", "points"), held),
			app.Span().Class("cc-tallies").Body(tally...),
		)
	}
	return app.Section().Class("cc-irons").Aria("labelledby", "cc-iron-title").Body(
		app.H2().ID("cc-iron-title").Class("cc-heading").Text("Iron coins"),
		app.P().Class("hint").Text("Each goes to the most cards of its colour (Retired ones count); a tie keeps it where it is. The numbers are each player's count."),
		app.Ul().Class("cc-iron-list").Body(items...),
	)
}

// supplyView is what is left in the supply.
func supplyView(s *cc.State) app.UI {
	return app.Section().Class("cc-supply").Aria("labelledby", "cc-supply-title").Body(
		app.H2().ID("cc-supply-title").Class("cc-heading").Text("Supply"),
		app.Dl().Class("cc-facts").Body(
			app.Dt().Text("Coins"), app.Dd().Body(coinsView(s.Supply, "none")),
			app.Dt().Text("Troop tokens"), app.Dd().Textf("%d of 1, %d of 2", s.Tokens[0], s.Tokens[1]),
			app.Dt().Text("Land Upgrade Cards"), app.Dd().Textf("%d", s.UpgradeCards),
		),
	)
}
