package coincrown

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines"
	cc "tabula/engines/coincrown"
)

// centre is the middle of the table, laid out landscape for the board's
// viewport: along the top the Year track, the players with the Start
// Player coin and the viewer's Income; on the left the Market (Gold,
// Silver and Bronze rows, each behind its Future Market deck, and the
// supply) over
// the three purple cards (Imperial Mint, Church, Overseas Market); on the
// right the Land decks over the Iron coins.
func centre(p board.Props, s *cc.State, m marks) app.UI {
	refuse := refusing(p, s)
	return app.Div().Class("cc", "cc-main", fmt.Sprintf("cc-players-%d", s.NPlayers)).Body(
		strip(p, s, m),
		app.Div().Class("cc-left").Body(
			marketView(p, s, m, refuse),
			app.Div().Class("cc-purple").Body(
				mintCard(p, s, refuse),
				churchCard(p, s, m),
				overseasCard(p, s, m),
			),
		),
		app.Div().Class("cc-right").Body(
			landsView(p, s, m, refuse),
			&ironView{Holders: s.Iron, Counts: ironCounts(s), Names: seatNames(p, s), Classes: seatClasses(p, s), Changed: m.iron},
		),
	)
}

// seatNames and seatClasses are the seats' names and colour classes.
func seatNames(p board.Props, s *cc.State) []string {
	out := make([]string, s.NPlayers)
	for seat := range out {
		out[seat] = p.SeatName(seat)
	}
	return out
}

func seatClasses(p board.Props, s *cc.State) []string {
	out := make([]string, s.NPlayers)
	for seat := range out {
		out[seat] = p.SeatClass(seat)
	}
	return out
}

// strip is the top of the table: the Year track with its token, the
// players clockwise with the Start Player coin (who has passed, who is to
// move), and the viewer's Income.
func strip(p board.Props, s *cc.State, m marks) app.UI {
	years := make([]app.UI, cc.Years)
	for y := 1; y <= cc.Years; y++ {
		class := "cc-yr"
		switch {
		case s.Over() || y < s.Year:
			class += " cc-yr-past"
		case y == s.Year:
			class += " cc-yr-now"
		}
		years[y-1] = app.Li().Class(class).Body(
			app.Span().Class("cc-yr-no").Textf("%d", y),
			app.If(y == s.Year && !s.Over(), func() app.UI {
				return app.Span().Class("cc-yr-token", changed(m.year)).DataSet("flip", "year").Aria("hidden", "true")
			}),
		)
	}
	label := fmt.Sprintf("Year %d of %d", s.Year, cc.Years)
	if s.Over() {
		label = "The game is over"
	}
	order := make([]app.UI, s.NPlayers)
	for seat := range s.NPlayers {
		pl := &s.Seats[seat]
		class := []string{"cc-seat", p.SeatClass(seat), changed(m.seat[seat])}
		state := ""
		switch {
		case s.Over():
		case seat == s.ToMove():
			class, state = append(class, "cc-seat-now"), ", to move"
		case pl.Passed:
			class, state = append(class, "cc-seat-passed"), ", passed"
		}
		order[seat] = app.Li().Class(class...).Body(
			app.If(seat == s.StartPlayer() && !s.Over(), func() app.UI {
				return app.Span().Class("cc-start-coin", changed(m.start)).DataSet("flip", "start").Body(labelled("star", "Start Player"))
			}),
			app.Span().Class("cc-seat-name").Text(p.SeatName(seat)),
			app.If(state != "", func() app.UI { return app.Span().Class("visually-hidden").Text(state) }),
		)
	}
	var mine app.UI
	if p.Viewer >= 0 && p.Viewer < s.NPlayers && !s.Over() {
		pl := &s.Seats[p.Viewer]
		mine = app.Div().Class("cc-my-income").Body(
			app.Span().Class("cc-label").Text("Your Income"),
			coinsView(pl.Income, "none"),
			app.If(pl.Income.Count() > 0, func() app.UI { return app.Span().Class("cc-worth").Text(worth(pl.Income.Value())) }),
			app.If(pl.Reserved != cc.NoCoin, func() app.UI {
				return app.Span().Class("cc-reserved").Title("Reserved for next year").Body(
					app.Text("Reserved "), coinsView(coinsOf(cc.Denom(pl.Reserved), 1), ""))
			}),
		)
	}
	return app.Div().Class("cc-strip").Body(
		app.Div().Class("cc-years-box").Body(
			app.Span().Class("cc-label").Text(label),
			app.Ol().Class("cc-years").Aria("label", label).Body(years...),
		),
		app.Div().Class("cc-order-box").Body(
			app.Ol().Class("cc-order").Aria("label", "Players clockwise; the Start Player begins the year").Body(order...),
		),
		mine,
	)
}

// marketRows lists the Market rows as the table shows them, Gold on top.
var marketRows = []cc.Denom{cc.Gold, cc.Silver, cc.Bronze}

// marketView is the Current Market: a row per deck, its Future Market deck
// first, then its places.
func marketView(p board.Props, s *cc.State, m marks, refuse bool) app.UI {
	rows := make([]app.UI, 0, len(marketRows))
	for _, d := range marketRows {
		cells := []app.UI{futureDeck(p, s, d, m, refuse)}
		for slot := range s.RowSize() {
			cells = append(cells, marketSlot(p, s, d, slot, m, refuse))
		}
		rows = append(rows, app.Div().Class("cc-row", "cc-row-"+board.Slug(d.String())).Role("group").
			Aria("label", d.String()+" Market").Body(cells...))
	}
	return app.Section().Class("cc-market").Aria("labelledby", "cc-market-title").Body(
		app.Div().Class("cc-heading-line").Body(app.H2().ID("cc-market-title").Class("cc-heading").Text("Market"), supplyView(s)),
		app.Div().Class("cc-rows").Body(rows...),
	)
}

// marketSlot is one place of a Market row: its card and Bonus Coins, a
// target when it can be bought, saying why not when the player may try it;
// or an empty place until the year ends.
func marketSlot(p board.Props, s *cc.State, d cc.Denom, slot int, m marks, refuse bool) app.UI {
	sl := s.Rows[d][slot]
	mark := changed(m.slots[d][slot])
	if sl.Card < 0 {
		e := app.Elem("div").Class("cc-card", "cc-card-empty", mark)
		if deciding(p, s) {
			return p.Refused(e, "Bought this year: the row is refilled when the year ends.").Text("Empty")
		}
		return e.Title("Bought this year: refilled when the year ends").Text("Empty")
	}
	mc := cc.MarketCards[sl.Card]
	var why func() string
	if refuse {
		why = func() string { return s.Refusal(cc.Buy(d, slot)) }
	}
	return spot(p, "div", cc.Buy(d, slot), abilityText[mc.Type]+" "+incomeNote(s, mc.Cost.Value(), sl.Bonus), refusal(p, s, why), marketCardTitle(sl.Card),
		[]string{"cc-card", categoryClass(cc.Types[mc.Type].Category), mark}, &marketFace{ID: sl.Card, Bonus: sl.Bonus})
}

// futureDeck is a Future Market deck, face down, with its Pay to Draw
// price; its top card when the viewer has seen it with a Watchtower.
func futureDeck(p board.Props, s *cc.State, d cc.Denom, m marks, refuse bool) app.UI {
	n := len(s.Decks[d])
	mark := changed(m.decks[d])
	if top := s.TopCardKnown(p.Viewer, d); top >= 0 {
		id := int16(top)
		cat := categoryClass(cc.Types[cc.MarketCards[id].Type].Category)
		mc := cc.MarketCards[id]
		card := spot(p, "div", cc.BuyTop(d), abilityText[mc.Type]+" "+incomeNote(s, mc.Cost.Value(), cc.Coins{}), refusal(p, s, nil), marketCardTitle(id),
			[]string{"cc-card", "cc-deck", cat, mark}, app.Span().Class("cc-peek").Text("Top of the deck"), &marketFace{ID: id})
		draw := act(p, cc.Draw(d), incomeNote(s, cc.DrawCost[d].Value(), cc.Coins{}), "cc-draw", app.Text("Draw "), coinsView(cc.DrawCost[d], ""))
		return app.Div().Class("cc-deck-box").Body(card, draw)
	}
	face := app.Span().Class("cc-face").Body(
		app.Span().Class("cc-band").Body(coinIcon(d), app.Span().Class("cc-card-name").Textf("%s deck", d)),
		app.Span().Class("cc-card-mid").Body(
			app.Span().Class("cc-deck-count").Textf("%d %s", n, board.Plural(n, "card", "cards")),
			app.Span().Class("cc-fx").Body(app.Text("Draw "), coinsView(cc.DrawCost[d], "")),
		),
	)
	var why func() string
	if refuse && n > 0 {
		why = func() string { return s.Refusal(cc.Draw(d)) }
	}
	return spot(p, "div", cc.Draw(d), "The card is not seen before it is bought. "+incomeNote(s, cc.DrawCost[d].Value(), cc.Coins{}), refusal(p, s, why),
		fmt.Sprintf("The %s Future Market: %d cards face down; Pay to Draw costs %s", d, n, cc.DrawCost[d]),
		[]string{"cc-card", "cc-deck", "cc-deck-back", mark}, face)
}

// landsView is the four Land decks, City on top, each with its face-up
// card and the ways to conquer it, under the viewer's ready army.
func landsView(p board.Props, s *cc.State, m marks, refuse bool) app.UI {
	items := make([]app.UI, 0, cc.NumLandKinds)
	for k := cc.City; k >= cc.Hamlet; k-- {
		items = append(items, landDeck(p, s, k, m, refuse))
	}
	var army app.UI
	if p.Viewer >= 0 && p.Viewer < s.NPlayers && !s.Over() {
		v := s.ArmyStrength(p.Viewer)
		army = app.Span().Class("cc-army").Title("The Battle Strength your ready Military can put into one attack").Body(
			app.Text("Your army "), labelled("sword", "Battle Strength"), app.Textf("%d", v))
	}
	return app.Section().Class("cc-lands").Aria("labelledby", "cc-lands-title").Body(
		app.Div().Class("cc-heading-line").Body(app.H2().ID("cc-lands-title").Class("cc-heading").Text("Lands"), army),
		app.Div().Class("cc-land-list").Body(items...),
	)
}

// landDeck is one Land deck: its top card and the two ways to conquer it.
func landDeck(p board.Props, s *cc.State, k cc.LandKind, m marks, refuse bool) app.UI {
	top := s.TopLand(k)
	mark := changed(m.lands[k])
	if top < 0 {
		return app.Div().Class("cc-landdeck", "cc-landdeck-empty", mark).Textf("No %s left", k)
	}
	lc := cc.LandCards[top]
	force := []app.UI{icon("sword"), app.Text("Force")}
	ways := []app.UI{way(p, s, cc.Attack(k), refuse, func() string { return s.Refusal(cc.Attack(k)) }, forceNote(p, s, lc.Defense), force)}
	if cc.Diplomacy(k) {
		ways = append(ways, way(p, s, cc.ConquerDiplomacy(k), refuse, func() string { return s.Refusal(cc.ConquerDiplomacy(k)) },
			incomeNote(s, cc.DiplomacyCost[k].Value(), cc.Coins{}), []app.UI{coinsView(cc.DiplomacyCost[k], ""), app.Text("Diplomacy")}))
	}
	return app.Div().Class("cc-landdeck", "cc-land-"+board.Slug(k.String()), mark).Role("group").Aria("label", fmt.Sprintf("%s deck", k)).Body(
		&landFace{ID: int16(top), Level: lc.Kind, Left: len(s.LandDecks[k])},
		app.Div().Class("cc-ways").Body(ways...),
	)
}

// forceNote compares a defense with the viewer's ready army, for a
// tooltip.
func forceNote(p board.Props, s *cc.State, defense int) string {
	if p.Viewer < 0 || p.Viewer >= s.NPlayers {
		return ""
	}
	return fmt.Sprintf("Defense %d; your ready army %d", defense, s.ArmyStrength(p.Viewer))
}

// way is one way to conquer a Land: a target when legal, saying why not
// when the player may try it, else its face, greyed.
func way(p board.Props, s *cc.State, a engines.Action, refuse bool, why func() string, note string, face []app.UI) app.UI {
	if !refuse {
		why = nil
	}
	return spot(p, "span", a, note, refusal(p, s, why), "", []string{"cc-way"}, face...)
}

// mintCard is the Imperial Mint: the four exchanges, the legal ones as
// targets, and how the turn's visit stands.
func mintCard(p board.Props, s *cc.State, refuse bool) app.UI {
	type ex struct{ from, to cc.Denom }
	var rows []app.UI
	for _, e := range []ex{{cc.Bronze, cc.Silver}, {cc.Silver, cc.Gold}, {cc.Silver, cc.Bronze}, {cc.Gold, cc.Silver}} {
		give, get := cc.MintRate, 1
		if e.to < e.from {
			give, get = 1, cc.MintRate
		}
		face := []app.UI{coinsView(coinsOf(e.from, give), ""), app.Span().Class("cc-arrow").Aria("hidden", "true").Text("→"), coinsView(coinsOf(e.to, get), "")}
		var why func() string
		if refuse {
			why = func() string { return s.Refusal(cc.Mint(e.from, e.to)) }
		}
		rows = append(rows, spot(p, "span", cc.Mint(e.from, e.to), "Your Income: "+s.Seats[s.Current].Income.String(), refusal(p, s, why), "", []string{"cc-mint"}, face...))
	}
	note := fmt.Sprintf("%d of a kind for 1 up, 1 for %d down; one visit a turn, as many exchanges as you like.", cc.MintRate, cc.MintRate)
	if s.Minted != 0 && !s.MintLeft && s.ToMove() >= 0 {
		note = "Visit under way: exchange again, or any other move ends it."
	}
	return purpleCard("cc-mint-title", "Imperial Mint", note, app.Div().Class("cc-mint-list").Body(rows...))
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

// churchCard is the Church: each player's quadrant with the coins given
// and what they would score now, and the coins to give.
func churchCard(p board.Props, s *cc.State, m marks) app.UI {
	awards := s.ChurchAwards()
	quads := make([]app.UI, s.NPlayers)
	for seat := range s.NPlayers {
		ch := s.Seats[seat].Church
		quads[seat] = app.Li().Class("cc-quad", p.SeatClass(seat), changed(m.church[seat])).Body(
			app.Span().Class("cc-quad-name").Text(p.SeatName(seat)),
			coinsView(ch, "nothing"),
			app.Span().Class("cc-quad-value").Textf("%d · %d %s", ch.Value(), awards[seat], board.Plural(awards[seat], "pt", "pts")).
				Title(fmt.Sprintf("Given %s; %d %s if the game ended now", worth(ch.Value()), awards[seat], board.Plural(awards[seat], "point", "points"))),
		)
	}
	var buttons []app.UI
	if s.Phase != cc.PhaseChurch {
		for _, c := range legalOf(p, cc.KindDonate) {
			buttons = append(buttons, offer(p, c, "It stays in the Church for the rest of the game", []string{"button", "cc-give"},
				app.Text("Give "), coinsView(coinsOf(cc.Denom(c.Action.A), 1), "")))
		}
	}
	return purpleCard("cc-church-title", "Church", fmt.Sprintf("Coins given stay. At the end: %s.", churchPointsText(s.NPlayers)),
		app.Ul().Class("cc-quads").Body(quads...),
		app.If(len(buttons) > 0, func() app.UI { return app.Div().Class("cc-buttons").Body(buttons...) }),
	)
}

// churchPointsText says what the Church pays with n players: "most 3 and
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

// overseasCard is the Overseas Market track, top level first: each level's
// items with their price, the players' tokens on it, and the moves that
// use it: advancing a token to it, buying or collecting an item.
func overseasCard(p board.Props, s *cc.State, m marks) app.UI {
	cur := -1
	if p.Viewer >= 0 && p.Viewer < s.NPlayers {
		cur = int(s.Seats[p.Viewer].Overseas)
	}
	levels := make([]app.UI, 0, cc.OverseasTop+1)
	for level := cc.OverseasTop; level >= 0; level-- {
		var items, moves []app.UI
		for i, it := range cc.OverseasItems {
			if it.Level != level {
				continue
			}
			items = append(items, app.Span().Class("cc-item").Body(overseasItemView(it)))
			moves = append(moves, act(p, cc.BuyOverseas(i), "", "cc-item-buy", app.Text("Buy "), overseasItemView(it)))
			moves = append(moves, act(p, cc.RedeemOverseas(i), "Your token goes back to the base", "cc-item-buy", app.Text("Collect "), overseasItemView(it)))
		}
		if k := level - cur; cur >= 0 && k > 0 {
			moves = append(moves,
				act(p, cc.Advance(k), "", "cc-advance", app.Text("Move up "), coinsView(coinsOf(cc.Bronze, k*cc.AdvanceCost), "")),
				act(p, cc.UseHarbor(k), "With your Harbor", "cc-advance", app.Text("Harbor: up free")),
			)
		}
		var tokens []app.UI
		for seat := range s.NPlayers {
			if int(s.Seats[seat].Overseas) == level {
				tokens = append(tokens, app.Span().Class("cc-token", p.SeatClass(seat), changed(m.overseas[seat])).DataSet("flip", fmt.Sprintf("ov-%d", seat)).
					Role("img").Aria("label", board.NameMentions(board.OwnerMention(seat)+" token", p.SeatName)).
					Title(board.NameMentions(board.OwnerMention(seat)+" token", p.SeatName)))
			}
		}
		name := fmt.Sprintf("%d", level)
		if level == 0 {
			name = "Base"
		}
		levels = append(levels, app.Li().Class("cc-level").Body(
			app.Span().Class("cc-level-no").Text(name),
			app.Span().Class("cc-level-items").Body(items...),
			app.Span().Class("cc-level-tokens").Body(tokens...),
			app.Span().Class("cc-level-moves").Body(moves...),
		))
	}
	return purpleCard("cc-overseas-title", "Overseas Market",
		"A level's number is its price in Bronze. In a conquest or an upgrade buy one item, or collect one at or below your token; or move your token up, 1 Bronze a level. One visit a turn.",
		app.Ol().Class("cc-levels").Body(levels...),
	)
}

// overseasItemView is an Overseas item: a resource's picture, or Battle
// Strength.
func overseasItemView(it cc.OverseasItem) app.UI {
	if it.Resource != cc.NoResource {
		return resourceView(it.Resource)
	}
	return app.Span().Class("cc-strength").Title(it.String()).Body(icon("sword"), app.Textf("+%d", it.Strength),
		app.Span().Class("visually-hidden").Text(" Battle Strength"))
}

// ironCounts is each seat's count towards each Iron coin.
func ironCounts(s *cc.State) [][cc.NumCategories]int {
	out := make([][cc.NumCategories]int, s.NPlayers)
	for seat := range out {
		out[seat] = s.CategoryCounts(seat)
	}
	return out
}

// ironView is the eight Iron coins: each with its points, its colour, its
// holder and every player's count towards it. A component: it changes only
// when a card or a Land is gained.
type ironView struct {
	app.Compo
	Holders [cc.NumCategories]int8
	Counts  [][cc.NumCategories]int
	Names   []string
	Classes []string
	Changed [cc.NumCategories]bool
}

// Render draws the Iron coins.
func (v *ironView) Render() app.UI {
	items := make([]app.UI, cc.NumCategories)
	for c := range cc.Category(cc.NumCategories) {
		holder := int(v.Holders[c])
		held := "nobody yet"
		coin := app.Span().Class("cc-iron-coin").Aria("hidden", "true")
		if holder >= 0 && holder < len(v.Names) {
			held = v.Names[holder]
			coin = coin.Class(v.Classes[holder], "cc-iron-held")
		}
		tally := make([]app.UI, len(v.Counts))
		for seat := range v.Counts {
			tally[seat] = app.Span().Class("cc-tally", v.Classes[seat]).Title(v.Names[seat]).
				Body(app.Span().Class("visually-hidden").Text(v.Names[seat]+" "), app.Textf("%d", v.Counts[seat][c]))
		}
		items[c] = app.Li().Class("cc-iron", categoryClass(c), changed(v.Changed[c])).
			Title(fmt.Sprintf("Most %s: %d %s, held by %s", c, cc.IronValue[c], board.Plural(cc.IronValue[c], "point", "points"), held)).Body(
			coin.Body(icon(categoryIcon[c]), app.Span().Class("cc-iron-value").Textf("%d", cc.IronValue[c])),
			app.Span().Class("cc-iron-name").Body(
				app.Text(c.String()),
				app.Span().Class("visually-hidden").Textf(": %d %s, held by %s. Counts:", cc.IronValue[c], board.Plural(cc.IronValue[c], "point", "points"), held),
			),
			app.Span().Class("cc-tallies").Body(tally...),
		)
	}
	return app.Section().Class("cc-irons").Aria("labelledby", "cc-iron-title").Body(
		app.H2().ID("cc-iron-title").Class("cc-heading").Text("Iron coins"),
		app.Ul().Class("cc-iron-list").Body(items...),
	)
}

// supplyView is what is left in the supply: coins, Troop tokens and Land
// Upgrade Cards.
func supplyView(s *cc.State) app.UI {
	return app.Div().Class("cc-supply").Role("group").Aria("label", "Supply").Body(
		app.Span().Class("cc-label").Text("Supply"),
		coinsView(s.Supply, "no coins"),
		app.Span().Class("cc-sfact").Title(fmt.Sprintf("Troop tokens: %d Standard, %d Elite", s.Tokens[0], s.Tokens[1])).Body(
			icon("token"), app.Textf("%d+%d", s.Tokens[0], s.Tokens[1]), app.Span().Class("visually-hidden").Text(" Troop tokens")),
		app.Span().Class("cc-sfact").Title(fmt.Sprintf("%d Land Upgrade Cards", s.UpgradeCards)).Body(
			icon("upcard"), app.Textf("%d", s.UpgradeCards), app.Span().Class("visually-hidden").Text(" Land Upgrade Cards")),
	)
}
