package coincrown

import (
	"fmt"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	cc "tabula/engines/coincrown"
)

// abilityText is what each kind of Market card does, in a line, for the
// cards on the table and the almanac; its numbers come from the engine.
var abilityText = [cc.NumCardTypes]string{
	cc.Field:             "Exhaust for 1 Wheat in an upgrade.",
	cc.Pasture:           "Exhaust for 1 Sheep in an upgrade.",
	cc.Forest:            "Exhaust for 1 Lumber in an upgrade.",
	cc.Mine:              "Exhaust for 1 Ore in an upgrade.",
	cc.StandardTroop:     fmt.Sprintf("+%d Battle Strength per attack; each attack uses a token.", cc.Types[cc.StandardTroop].Strength),
	cc.EliteTroop:        fmt.Sprintf("+%d Battle Strength per attack; each attack uses a token.", cc.Types[cc.EliteTroop].Strength),
	cc.Armor:             fmt.Sprintf("+%d worn by a Troop you deploy; never alone.", cc.Types[cc.Armor].Strength),
	cc.Cavalry:           fmt.Sprintf("+%d Battle Strength once, then retired.", cc.Types[cc.Cavalry].Strength),
	cc.ApprenticeBuilder: "Stands in for 1 resource going from Hamlet to Village.",
	cc.SkilledBuilder:    "Stands in for 1 resource, up to Village to Town.",
	cc.MasterBuilder:     "Stands in for 1 resource in any upgrade.",
	cc.Storehouse:        fmt.Sprintf("Stands in for %d resources in one upgrade, then retired.", cc.StorehouseWild),
	cc.Barracks:          "Brings a retired Troop (not Cavalry) back, ready, with fresh tokens.",
	cc.LumberMill:        "Readies every exhausted Forest; counts as a Forest for the Iron coin.",
	cc.OreFoundry:        "Readies every exhausted Mine; counts as a Mine for the Iron coin.",
	cc.WoolenMill:        "Readies every exhausted Pasture; counts as a Pasture for the Iron coin.",
	cc.Fortress:          fmt.Sprintf("%d extra action this year (%d in Year %d).", cc.FortressActions(1), cc.FortressActions(cc.Years), cc.Years),
	cc.Watchtower:        "Look at the top card of each Market deck; you may buy one this turn.",
	cc.TollStation:       fmt.Sprintf("Draw %d extra coin from your purse (%d in Year %d).", cc.TollCoins(1), cc.TollCoins(cc.Years), cc.Years),
	cc.Harbor:            fmt.Sprintf("Move your Overseas token up to %d levels for free.", cc.HarborLevels),
}

// coinRules is the rules reference of Coin & Crown: the rules as Tabula
// plays them, in our own words, then the almanac. Numbers and cards come
// from the engine's data, so the reference follows the engine.
func coinRules() app.UI {
	return app.Div().Class("rules").Body(
		board.RulesSection("cc-rules-goal", "The goal",
			app.P().Textf("You rule a young empire for %d years. Each year you draw coins for Income and spend them on Market cards, on conquering Lands and on upgrading them. After the %s year the most points win: Lands first, then the Church and the Iron coins.", cc.Years, ordinalWord(cc.Years)),
		),
		board.RulesSection("cc-rules-setup", "Setting up",
			app.P().Textf("Each player's Coin Purse starts with %s. Every Market row shows one card more than there are players, drawn from its deck; the rest of each deck is the Future Market, face down. The four Land decks lie face up, so only their top cards are seen. The Start Player is drawn at random; starting with them, everyone takes the top Hamlet.", cc.StartPurse),
		),
		board.RulesSection("cc-rules-coins", "Coins",
			app.P().Textf("Bronze, Silver and Gold are worth %d, %d and %d Bronze. You may pay any cost with any mix of coins at that rate, but you never get change, so Tabula only offers payments without a needless coin. The eight black Iron coins are prizes, not money.", cc.DenomValue[cc.Bronze], cc.DenomValue[cc.Silver], cc.DenomValue[cc.Gold]),
		),
		board.RulesSection("cc-rules-year", "A year",
			app.P().Textf("Everyone draws %d coins from their purse without looking: that is their Income. An empty purse is refilled with the whole discard pile. Then, from the Start Player round the table, each turn is one action or a pass:", cc.IncomeDraw),
			board.RulesList(false,
				"Buy a card from the Market.",
				"Conquer a Land.",
				"Upgrade one of your Lands.",
				"Pass: you are out until the year ends.",
			),
			app.P().Text("Before and after your action (and, at the Imperial Mint, during a payment) you may take free actions: reserve a coin, and visit each purple card (the Imperial Mint, the Church, the Overseas Market) once. Your cards' abilities work once a year: a used card is exhausted (turned) until the year ends. The year ends when everyone has passed."),
		),
		board.RulesSection("cc-rules-buy", "Buying",
			app.P().Text("Pay the card's cost into your discard pile and put the card in your Tableau, ready. Bonus Coins lying on it join your Income, but cannot pay for the card itself. A Troop comes with one token per attack printed on it. The place stays empty until the year ends."),
			app.P().Textf("Pay to Draw: instead, buy the top card of a Future Market deck unseen: %s for the Bronze deck, %s for the Silver deck, %s for the Gold deck.", cc.DrawCost[cc.Bronze], cc.DrawCost[cc.Silver], cc.DrawCost[cc.Gold]),
		),
		board.RulesSection("cc-rules-conquer", "Conquering",
			app.P().Textf("Only the top Land of each deck can be taken. By diplomacy you pay %s for a Hamlet or %s for a Village; Towns and Cities only fall to force.", cc.DiplomacyCost[cc.Hamlet], cc.DiplomacyCost[cc.Village]),
			app.P().Textf("By force you deploy ready Military until your Battle Strength reaches the Land's defense (the shield): a Standard Troop adds %d, an Elite Troop %d, Armor worn by a deployed Troop %d, a Cavalry %d. Each deployed Troop loses a token and is exhausted, or retired with its last token; Armor is exhausted and Cavalry retired. The conquest stops as soon as the defense is met, so nothing more is spent.",
				cc.Types[cc.StandardTroop].Strength, cc.Types[cc.EliteTroop].Strength, cc.Types[cc.Armor].Strength, cc.Types[cc.Cavalry].Strength),
		),
		board.RulesSection("cc-rules-upgrade", "Upgrading",
			app.P().Text("A Land grows one size at a time: Hamlet, Village, Town, City. The bracket for the next size, printed at the foot of the card, lists the resources to exhaust: a Field gives Wheat, a Pasture Sheep, a Forest Lumber, a Mine Ore. Builders and the Storehouse stand in for resources of your choice."),
			app.P().Textf("A Land going to a Village or a Town gets a Land Upgrade Card (%d in the box) turned to that side; a Land becoming a City gives the card back and is flipped to its City side.", cc.UpgradeCards),
		),
		board.RulesSection("cc-rules-free", "Free actions",
			board.RulesList(false,
				"Reserve: once a year, keep one Income coin on your purse; it joins next year's Income. Not in the last year "+board.Own+".",
				fmt.Sprintf("Imperial Mint: change %d Bronze for 1 Silver, %d Silver for 1 Gold, or the other way round, with the supply.", cc.MintRate, cc.MintRate),
				"Church: give one or more Income coins; they stay for the rest of the game.",
				fmt.Sprintf("Overseas Market: during a conquest or an upgrade buy one item for its level in Bronze (%s; Silver pays at its worth %s), the coins going to the supply; or collect an item at or below your token's level, which then returns to the base. Instead of buying you may move your token up, %d Bronze a level.", overseasItemsText(), board.Own, cc.AdvanceCost),
			),
		),
		board.RulesSection("cc-rules-iron", "Iron coins",
			app.P().Text("Each Iron coin goes to the player with the most cards of one colour (retired cards count) and changes hands only when someone has strictly more. Mills count towards the resource they ready."),
		),
		board.RulesSection("cc-rules-end", "End of a year",
			board.RulesList(true,
				"Unspent Income goes to the discard pile (only a reserved coin is kept) "+board.Own+".",
				"Every card left in the Market gets a Bonus Bronze; three Bronze on one card become a Silver.",
				"Empty Market places are filled from their decks.",
				"Every exhausted card is readied; retired cards stay out.",
				fmt.Sprintf("The Start Player coin passes clockwise, except late in the game: from Year %d with three players, and in Year %d with two or four, it goes to the player with the fewest Land points (then the fewest Market cards in their Tableau, retired ones left out).", cc.PointsStartYear(3), cc.PointsStartYear(4)),
			),
			app.P().Textf("After Year %d the game ends at once.", cc.Years),
		),
		board.RulesSection("cc-rules-score", "Scoring",
			board.RulesList(false,
				fmt.Sprintf("Lands: %d per Hamlet, %d per Village, %d per Town, %d per City, at their current size.", cc.LandPoints[cc.Hamlet], cc.LandPoints[cc.Village], cc.LandPoints[cc.Town], cc.LandPoints[cc.City]),
				fmt.Sprintf("Church, by value given: with two players %s; with three %s; with four %s. Tied players each get %d less; someone who gave nothing gets nothing.", churchPointsText(2), churchPointsText(3), churchPointsText(4), cc.ChurchTiePenalty),
				"Iron coins: the points on each one you hold, "+ironPointsText()+" "+board.Own+".",
			),
			app.P().Text("Ties go to the most Cities, then Towns, Villages and Hamlets, then the most coin value outside the Church."),
		),
		board.RulesSection("cc-rules-tabula", "Where Tabula decides",
			app.P().Text("The rulebook leaves these points open; this is how Tabula plays them."),
			board.RulesList(false,
				"The Start Player is drawn at random, and the Hamlets dealt at the start win no Iron coin.",
				"Bonus Coins are always taken.",
				"Free actions come between the steps of a turn, not in the middle of a conquest or an upgrade; the Overseas Market (and a Mill in an upgrade) serve the action under way, and the turn's Imperial Mint visit may also come in the middle of a payment, to change coins so that they pay exactly.",
				"A conquest or an upgrade is offered only if you can finish it, and each step only while it stays finishable.",
				"Each deployed Troop wears at most one Armor. The Barracks is used before a conquest, not during it.",
				"A visit to the Imperial Mint is as many exchanges in a row as you like, with coins the supply holds, none undoing one made earlier in the visit; your next other move ends it.",
				"A Harbor's advance is free and counts as the turn's Overseas visit.",
				"A card seen with a Watchtower may be bought, at its face value, only in the turn the Watchtower was used; you cannot Pay to Draw it.",
				"A Fortress's extra action comes after the turn's action, in the same turn; so do both of its extra actions in Year 5.",
				"The Toll Station is used on your own turn.",
				"Coins and Land Upgrade Cards are limited to those in the box.",
			),
		),
		coinAlmanac(),
	)
}

// ordinalWord names the last year: "fifth".
func ordinalWord(n int) string {
	words := []string{"", "first", "second", "third", "fourth", "fifth", "sixth"}
	if n > 0 && n < len(words) {
		return words[n]
	}
	return board.Ordinal(n)
}

// overseasItemsText lists the Overseas track: "Wheat 1, 1 Battle Strength
// 2, …".
func overseasItemsText() string {
	parts := make([]string, len(cc.OverseasItems))
	for i, it := range cc.OverseasItems {
		parts[i] = fmt.Sprintf("%s %d", it, it.Level)
	}
	return strings.Join(parts, ", ")
}

// almanacKind is a kind of Market card in one deck at one cost (and, for
// a Troop, one number of attacks).
type almanacKind struct {
	Type    cc.CardType
	Deck    cc.Denom
	Cost    cc.Coins
	Attacks int
}

// almanacKinds counts the Market cards by kind, in the order they first
// appear in the data.
func almanacKinds() ([]almanacKind, map[almanacKind]int) {
	var kinds []almanacKind
	counts := map[almanacKind]int{}
	for _, mc := range cc.MarketCards {
		k := almanacKind{mc.Type, mc.Deck, mc.Cost, mc.Attacks}
		if counts[k] == 0 {
			kinds = append(kinds, k)
		}
		counts[k]++
	}
	return kinds, counts
}

// coinAlmanac is the card almanac: every kind of Market card with its
// colour, ability and copies per deck; the Land decks; the Iron coins.
func coinAlmanac() app.UI {
	kinds, counts := almanacKinds()
	entries := make([]app.UI, cc.NumCardTypes)
	for t := range cc.CardType(cc.NumCardTypes) {
		var copies []string
		for _, k := range kinds {
			if k.Type != t {
				continue
			}
			line := fmt.Sprintf("%d× %s Market, %s", counts[k], k.Deck, k.Cost)
			if cc.Types[t].Troop {
				line += fmt.Sprintf(", %d attacks", k.Attacks)
			}
			copies = append(copies, line)
		}
		entries[t] = app.Li().Class("rules-card").Body(
			app.Span().Class("rules-card-name").Text(t.String()),
			app.Span().Class("rules-card-facts").Textf("%s · %s", cc.Types[t].Category, strings.Join(copies, "; ")),
			app.Span().Class("rules-card-text").Text(abilityText[t]),
		)
	}
	return app.Section().Class("rules-almanac").Aria("labelledby", "cc-rules-almanac").Body(
		app.H3().ID("cc-rules-almanac").Text("Almanac"),
		app.P().Class("hint").Text("Reconstructed: the rulebook names the twenty kinds of Market card and the deck sizes but prints no card, so which cards are in each deck, their costs, the Troops' attacks, the Lands' defenses and brackets and the Iron coins' points are Tabula's own."),
		app.H4().Textf("Market cards (%d: Bronze %d, Silver %d, Gold %d)", len(cc.MarketCards), cc.DeckSize[cc.Bronze], cc.DeckSize[cc.Silver], cc.DeckSize[cc.Gold]),
		app.Ul().Class("rules-cards").Body(entries...),
		app.H4().Textf("Lands (%d)", len(cc.LandCards)),
		landTable(),
		app.H4().Text("Iron coins"),
		ironTable(),
	)
}

// landTable has a row per Land deck: cards, points, the defenses found in
// it and the diplomacy price.
func landTable() app.UI {
	rows := make([]app.UI, cc.NumLandKinds)
	for k := range cc.LandKind(cc.NumLandKinds) {
		var defenses []int
		for _, lc := range cc.LandCards {
			if lc.Kind == k {
				defenses = append(defenses, lc.Defense)
			}
		}
		slices.Sort(defenses)
		diplomacy := "no"
		if cc.Diplomacy(k) {
			diplomacy = cc.DiplomacyCost[k].String()
		}
		rows[k] = app.Tr().Body(
			app.Th().Scope("row").Text(k.String()),
			app.Td().Class("num").Text(len(defenses)),
			app.Td().Class("num").Text(cc.LandPoints[k]),
			app.Td().Text(rangeText(defenses)),
			app.Td().Text(diplomacy),
		)
	}
	return app.Div().Class("table-scroll").Body(
		app.Table().Class("rules-table").Body(
			app.Caption().Text("Each card also prints the resources of its upgrades."),
			app.THead().Body(app.Tr().Body(
				app.Th().Scope("col").Text("Deck"),
				app.Th().Scope("col").Text("Cards"),
				app.Th().Scope("col").Text("Points"),
				app.Th().Scope("col").Text("Defense"),
				app.Th().Scope("col").Text("Diplomacy"),
			)),
			app.TBody().Body(rows...),
		),
	)
}

// rangeText writes sorted numbers as "2–4", or "5" when all are equal.
func rangeText(v []int) string {
	if len(v) == 0 {
		return "–"
	}
	if v[0] == v[len(v)-1] {
		return fmt.Sprint(v[0])
	}
	return fmt.Sprintf("%d–%d", v[0], v[len(v)-1])
}

// ironTable lists the Iron coins and their points.
func ironTable() app.UI {
	rows := make([]app.UI, cc.NumCategories)
	for c := range cc.Category(cc.NumCategories) {
		rows[c] = app.Tr().Body(
			app.Th().Scope("row").Textf("Most %s", c),
			app.Td().Class("num").Text(cc.IronValue[c]),
		)
	}
	return app.Div().Class("table-scroll").Body(
		app.Table().Class("rules-table").Body(
			app.THead().Body(app.Tr().Body(
				app.Th().Scope("col").Text("Iron coin"),
				app.Th().Scope("col").Text("Points"),
			)),
			app.TBody().Body(rows...),
		),
	)
}

// ironPointsText says what the Iron coins are worth, by points: "1 for
// Fields, Pastures, Forests and Mines, 2 for Military, Buildings, Builders
// and Lands".
func ironPointsText() string {
	var points []int
	byPoints := map[int][]string{}
	for c := range cc.Category(cc.NumCategories) {
		v := cc.IronValue[c]
		if byPoints[v] == nil {
			points = append(points, v)
		}
		byPoints[v] = append(byPoints[v], c.String())
	}
	parts := make([]string, len(points))
	for i, v := range points {
		parts[i] = fmt.Sprintf("%d for %s", v, board.JoinAnd(byPoints[v]))
	}
	return strings.Join(parts, ", ")
}
