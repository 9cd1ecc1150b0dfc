package guide

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/craftconquer/words"
	cc "tabula/engines/craftconquer"
)

// Rules is the rules reference of Craft & Conquer: the rules as this
// app plays them, in our own words, then the almanac of soldiers,
// Settlements, Action cards, Objectives and Factions. Every number and
// every card comes from the engine's data, so the reference cannot drift
// from what the engine does.
func Rules() app.UI {
	return app.Div().Class("rules").Body(
		board.RulesSection("cq-rules-goal", "The goal",
			app.P().Text("Two to four rulers settle a new land, craft soldiers and fight over it. Points come only from completed Objective cards (and the bonuses they bring). When one player completes the agreed number of Objectives, their turn ends at once and every other player has one last turn, in which they may claim several Objectives, up to the agreed number: the one that reaches it ends their turn at once too (see Where Tabula decides). Then the most points win. In that last round the finisher only defends: they roll their dice and may counter-attack, but play no Action card and claim no Objective."),
			app.P().Textf("The game ends when a player completes %d Objectives, the rulebook's rule. The rulebook's table of shorter games can be chosen at setup instead: %s.", cc.ObjectiveTarget[cc.DefaultLength][2], lengthsText()),
		),
		board.RulesSection("cq-rules-map", "The map",
			app.P().Text("The land is made of hexagonal spaces on large tiles: grass, forest, mountain, lake and, with the large river tiles, rivers with a wide bridge. Each player owns a Player Tile at the edge; it and the two game tiles touching it form that player's Kingdom, outlined in their colour."),
			app.P().Text("Small rivers run along the edges between some spaces (blue lines). Nobody crosses one, deploys across one or fights hand to hand across one, except where a bridge spans it. Arrows and stones fly over them."),
		),
		board.RulesSection("cq-rules-setup", "Setting up",
			board.RulesList(true,
				"Each player gets a Faction card (dealt, or chosen in seat order with the Choose Factions option): its Resources, coins, arrows, two Farms, two Peasants and two Tier 1 soldiers "+board.Own+".",
				fmt.Sprintf("Everyone is dealt %d Objective cards and %d Action cards, kept hidden.", cc.DealObjectives, cc.DealActions),
				fmt.Sprintf("In seat order, players place their Farms in their own Kingdom on grass, each covering two neighbouring spaces, with at least %d spaces between any two Settlements. A Peasant goes on each Farm.", cc.SettlementGap-1),
				"In seat order, players deploy their starting soldiers next to their Farms, one per Farm; the rest wait in reserve.",
				fmt.Sprintf("Everyone rolls %d attack dice; the highest total plays first (ties roll again) and play goes round the table.", cc.StartDice),
			),
		),
		board.RulesSection("cq-rules-turn", "A turn",
			board.RulesList(true,
				fmt.Sprintf("Draw one Objective and one Action card (not on your first turn). You may hold %d Objectives and %d Action cards: over the limit, discard any card of that kind.", cc.ObjectiveHand, cc.ActionHand),
				"Take your Peasants off your Settlements and collect the Resources each of those Settlements yields; collect the same from enemy Settlements you occupy.",
				"Collect the coins (taxes) of every Settlement you own or occupy, with or without a Peasant.",
				"In any order, as often as you can pay: craft, trade with the Stockpile, deploy, move, attack, play Action cards and claim completed Objectives.",
				"End step 4, then put a Peasant back on each of your empty Settlements. Buy Peasants if you are short (Resources still sell for a coin each to pay for them), and keep or sell any left over.",
			),
			app.P().Text("If an enemy soldier stands next to one of your Settlements when your turn starts, the Siege Rule first lets you craft Tier 1 soldiers with exactly what you hold (no trading) and deploy them at once."),
		),
		board.RulesSection("cq-rules-craft", "Crafting and the Stockpile",
			app.P().Textf("You may buy any Resource but Craftpoints for %d coins and Craftpoints for %d; you sell any Resource for %d coin. A Peasant costs %d coins and sells for %d at the end of the turn. The crafting panel shows each price and whether you can pay it.",
				cc.ResourceBuy, cc.CraftpointBuy, cc.ResourceSell, cc.PeasantBuy, cc.PeasantSell),
			app.P().Textf("Tier 1 soldiers (Warrior, Archer) are crafted into your reserve and each uses up a Peasant. Higher Tiers are upgrades of a soldier on the map, once per turn, not on the turn it was deployed and not after it has moved or attacked. A Farm is bought and placed in your Kingdom (at most %d Settlements); a Farm grows into a Village or Quarry, and one of those into the City of Avalon (one each), never on the turn it was built or upgraded.", cc.MaxSettlements),
			app.P().Text("Archers and Bolteers need an arrow or a flaming arrow for each attack; a Catapult loads 1 to 3 stones."),
		),
		board.RulesSection("cq-rules-deploy", "Deploying",
			app.P().Text("A soldier from your reserve goes on a free space next to one of your Settlements, inside your Kingdom, not across a small river, and never next to a Settlement that is occupied. A Settlement of yours with an enemy soldier beside it is under siege: only the Siege Rule, at the start of your turn, deploys next to it. Each Settlement takes one new soldier per turn."),
		),
		board.RulesSection("cq-rules-move", "Moving",
			app.P().Text("Each soldier may move once a turn and not after it has attacked. Select it and roll the Movement die: it may go up to that many spaces over grass, forest and bridges (a forest space costs 2), never through mountains, water, enemy soldiers or across small rivers. It may pass your own soldiers and Settlements but not stop on them. Champions add 1 to the roll; a Catapult always moves 3 (4 for the Sunspire Order, whose soldiers all move 1 extra space "+board.Own+"). Double Speed may be played before the roll or after it."),
			app.P().Text("A soldier may walk into an enemy Settlement that no enemy soldier guards from a neighbouring space: it stops there and occupies it, capturing the Peasant on it (a point at the end; a captured Peasant is neither sold nor used to craft). The occupier collects that Settlement's Resources and coins from its next turn on, and the owner gets nothing from it. An occupying soldier cannot attack, and when attacked it defends but cannot counter-attack."),
		),
		board.RulesSection("cq-rules-fight", "Fighting",
			app.P().Text("Each soldier may attack once a turn. Melee soldiers attack a neighbour; ranged ones attack within their range if the line of sight is clear of forests and mountains (a Catapult only needs no mountain in the way, and loses a die without a clear line). Selecting a soldier draws its range and lines of sight: green lines may be shot along, red dashed ones are blocked."),
			app.P().Text("The attacker rolls attack dice (blank, 1 or 2), the defender defense dice (blank, 1, 2, or a counter-attack face worth 1). The attacker must score more; ties go to the defender. A defender who wins with a counter-attack face may strike back at once, and the fight goes on that way."),
			app.P().Textf("The loser's soldier leaves the map and the winner collects Craftpoints: %s for a Tier 1, 2 or 3 soldier.", killText()),
		),
		board.RulesSection("cq-rules-cards", "Action cards and reactions",
			app.P().Text("Each Action card says when it may be played: on your turn, on another player's turn, or on any turn. Cards that are kept (Archer Volley, Shield Wall) stay face up once played and turn face down after each use until your next turn."),
			app.P().Text("When another player rolls to move, attacks you or has just rolled dice against you, Tabula asks you only if you hold a card you may play right then; in hot-seat games the device is passed to you first."),
		),
		board.RulesSection("cq-rules-objectives", "Objectives and scoring",
			app.P().Text("Claim an Objective on your turn when you have done what it asks during that same turn; what you did on earlier turns does not count. Either/Or cards: only one per turn. A Declare card is announced and laid face up on the table; it is claimed once its stated number of turns has passed with its goal kept (an occupied Settlement still held), and lost if not. A Retire card lets you take a soldier of yours off the map only while you hold it."),
			app.P().Textf("At the end each completed card scores its points; %d cards sharing a ribbon colour score %d more (once); each completed card with one of your Faction's colours scores %d; each captured enemy Peasant scores %d. Ties go to the player with more soldiers and Settlements on the map.",
				cc.RibbonSetSize, cc.RibbonSetPoints, cc.FactionColourPoints, cc.CapturedPeasantPoints),
		),
		board.RulesSection("cq-rules-tabula", "Where Tabula decides",
			app.P().Text("The rulebook leaves these points open; this is how Tabula plays them. Its cards, Factions, prices and charts that the rulebook does not print are Tabula's own, listed in the almanac below."),
			board.RulesList(false,
				"Tabula lays the tiles itself, in the standard, alternative or a random layout.",
				"A discard is asked for only when a hand is over its limit.",
				fmt.Sprintf("A game in which nobody finishes ends after %d rounds as if the last round had been played; a fight ends as a draw after %d rounds of counter-attacks.", cc.MaxRounds, cc.MaxFightRounds),
				"Strong Attack and Added Defense add one die for the whole engagement; no roll uses more than the six dice of its colour.",
				"An occupied Settlement yields its Resources and coins to the occupier alone: the rulebook's step 3 taken alone would pay its owner too, but an occupation takes control of the Settlement until the soldier leaves.",
				"Step 5 is still your turn: Resources you hold sell there for a coin each, to buy the Peasants your empty Settlements need.",
				"In the last round, the other players claim Objectives only up to the agreed number: the book calls that number the maximum to be completed, and says that completing one's final Objective ends one's turn at once. So a player who reaches it in the last round also ends their turn at once, and completed cards still in their hand count nothing.",
			),
		),
		almanac(),
	)
}

// lengthsText lists the Objectives needed for each shorter game length
// and player count.
func lengthsText() string {
	var parts []string
	for l, name := range cc.Lengths {
		if l == cc.DefaultLength {
			continue
		}
		var counts []string
		for n := 2; n <= 4; n++ {
			if k := cc.ObjectiveTarget[l][n]; k > 0 {
				counts = append(counts, fmt.Sprintf("%d with %d players", k, n))
			}
		}
		parts = append(parts, fmt.Sprintf("%s: %s", name, strings.Join(counts, ", ")))
	}
	return strings.Join(parts, "; ")
}

// killText lists the Craftpoints for defeated soldiers by Tier.
func killText() string {
	return fmt.Sprintf("%d, %d or %d", cc.KillCraftpoints[1], cc.KillCraftpoints[2], cc.KillCraftpoints[3])
}

// almanac is the almanac of the reconstructed components.
func almanac() app.UI {
	return app.Section().Class("rules-almanac").Aria("labelledby", "cq-rules-almanac").Body(
		app.H3().ID("cq-rules-almanac").Text("Almanac"),
		app.P().Class("hint").Text("Reconstructed: the soldier chart beyond the Warrior and Knight, all prices and yields, the Faction cards and the Objective cards are Tabula's own."),
		app.H4().Text("Soldiers"),
		soldierTable(),
		app.H4().Text("Settlements"),
		settlementTable(),
		app.H4().Textf("Action cards (%d kinds, %d copies each)", cc.NumCardKinds, cc.CardCopies),
		app.Ul().Class("rules-cards").Body(cardAlmanac()...),
		app.H4().Textf("Objective cards (%d)", cc.NumObjectives),
		app.Ul().Class("rules-cards").Body(objectiveAlmanac()...),
		app.H4().Textf("Factions (%d)", len(cc.Factions)),
		app.Ul().Class("rules-cards").Body(factionAlmanac()...),
	)
}

// soldierTable is the soldier chart.
func soldierTable() app.UI {
	rows := make([]app.UI, 0, cc.NumSoldierTypes)
	for t := range cc.SoldierType(cc.NumSoldierTypes) {
		def := cc.Soldiers[t]
		price := "upgrade of a " + upgradedFrom(t) + ": " + words.Cost(upgradePrice(t))
		if def.Tier == 1 {
			price = words.Cost(def.Craft)
		}
		rng := "1"
		if def.MaxRange > 1 {
			rng = fmt.Sprintf("%d–%d", def.MinRange, def.MaxRange)
		}
		move := "die"
		switch {
		case def.FixedMove > 0:
			move = fmt.Sprintf("fixed %d", def.FixedMove)
		case def.MoveBonus > 0:
			move = fmt.Sprintf("die + %d", def.MoveBonus)
		}
		attack := fmt.Sprint(def.Attack)
		switch def.Ammo {
		case cc.Arrows:
			attack += " per arrow"
		case cc.StoneAmmo:
			attack += " per stone"
		}
		rows = append(rows, app.Tr().Body(
			app.Th().Scope("row").Text(def.Name), app.Td().Text(fmt.Sprint(def.Tier)),
			app.Td().Text(attack), app.Td().Text(fmt.Sprint(def.Defense)),
			app.Td().Text(rng), app.Td().Text(move), app.Td().Text(price),
		))
	}
	return app.Div().Class("table-scroll").Body(app.Table().Class("rules-table").Body(
		app.THead().Body(app.Tr().Body(
			app.Th().Scope("col").Text("Soldier"), app.Th().Scope("col").Text("Tier"), app.Th().Scope("col").Text("Attack dice"),
			app.Th().Scope("col").Text("Defense dice"), app.Th().Scope("col").Text("Range"), app.Th().Scope("col").Text("Moves"),
			app.Th().Scope("col").Text("Price"),
		)),
		app.TBody().Body(rows...),
	))
}

// upgradedFrom names the soldier that upgrades to t.
func upgradedFrom(t cc.SoldierType) string {
	for from := range cc.SoldierType(cc.NumSoldierTypes) {
		if cc.Soldiers[from].UpgradeTo == t {
			return from.String()
		}
	}
	return "?"
}

// upgradePrice is the printed price of upgrading to t (before perks).
func upgradePrice(t cc.SoldierType) cc.Cost {
	for from := range cc.SoldierType(cc.NumSoldierTypes) {
		if cc.Soldiers[from].UpgradeTo == t {
			return cc.Soldiers[from].Upgrade
		}
	}
	return cc.Cost{}
}

// settlementTable is the Settlement chart.
func settlementTable() app.UI {
	rows := make([]app.UI, 0, cc.NumSettlementKinds)
	for k := range cc.SettlementKind(cc.NumSettlementKinds) {
		def := cc.Settlements[k]
		from := "bought"
		if len(def.From) > 0 {
			var names []string
			for _, f := range def.From {
				names = append(names, f.String())
			}
			from = "upgrade of a " + strings.Join(names, " or ")
		}
		rows = append(rows, app.Tr().Body(
			app.Th().Scope("row").Text(def.Name), app.Td().Text(fmt.Sprint(def.Size)), app.Td().Text(fmt.Sprint(def.Coins)),
			app.Td().Text(words.Goods(def.Yield)), app.Td().Text(from+": "+words.Cost(def.Price)),
		))
	}
	return app.Div().Class("table-scroll").Body(app.Table().Class("rules-table").Body(
		app.THead().Body(app.Tr().Body(
			app.Th().Scope("col").Text("Settlement"), app.Th().Scope("col").Text("Spaces"), app.Th().Scope("col").Text("Coins"),
			app.Th().Scope("col").Text("With a Peasant"), app.Th().Scope("col").Text("Price"),
		)),
		app.TBody().Body(rows...),
	))
}

// cardAlmanac is one entry per Action card kind.
func cardAlmanac() []app.UI {
	out := make([]app.UI, 0, cc.NumCardKinds)
	for k := range cc.CardKind(cc.NumCardKinds) {
		def := cc.Cards[k]
		facts := []string{"on " + words.Timing(def.Timing)}
		if def.Continuous {
			facts = append(facts, "kept after use")
		}
		if def.Flipped {
			facts = append(facts, "flipped after use until your next turn")
		}
		out = append(out, app.Li().Class("rules-card").Body(
			app.Span().Class("rules-card-name").Text(def.Name),
			app.Span().Class("rules-card-facts").Text(strings.Join(facts, " · ")),
			app.Span().Class("rules-card-text").Text(def.Text),
		))
	}
	return out
}

// objectiveAlmanac lists the Objective cards, identical names and points
// together with their ribbons.
func objectiveAlmanac() []app.UI {
	type group struct {
		o       cc.Objective
		ribbons []string
	}
	var groups []*group
	index := map[string]*group{}
	for _, o := range cc.Objectives {
		key := fmt.Sprintf("%s/%d", o.Name, o.Points)
		g := index[key]
		if g == nil {
			g = &group{o: o}
			index[key] = g
			groups = append(groups, g)
		}
		g.ribbons = append(g.ribbons, words.Ribbon(o))
	}
	out := make([]app.UI, 0, len(groups))
	for _, g := range groups {
		o := g.o
		facts := []string{fmt.Sprintf("%d %s", o.Points, board.Plural(int(o.Points), "point", "points")), fmt.Sprintf("%d %s", len(g.ribbons), board.Plural(len(g.ribbons), "copy", "copies"))}
		if o.EitherOr {
			facts = append(facts, "Either/Or")
		}
		if o.InTurns > 0 && !o.Declare {
			facts = append(facts, fmt.Sprintf("in %d %s", o.InTurns, board.Plural(int(o.InTurns), "turn", "turns")))
		}
		if o.Declare {
			facts = append(facts, fmt.Sprintf("Declare, hold %d turns", o.InTurns))
		}
		out = append(out, app.Li().Class("rules-card").Body(
			app.Span().Class("rules-card-name").Text(o.Name),
			app.Span().Class("rules-card-facts").Text(strings.Join(facts, " · ")),
			app.Span().Class("rules-card-text").Text("Ribbons: "+strings.Join(g.ribbons, "; ")),
		))
	}
	return out
}

// factionAlmanac is one entry per Faction card.
func factionAlmanac() []app.UI {
	out := make([]app.UI, 0, len(cc.Factions))
	for _, f := range cc.Factions {
		var soldiers []string
		for _, t := range f.Soldiers {
			soldiers = append(soldiers, t.String())
		}
		start := fmt.Sprintf("Starts with %s; %d Farms, %d Peasants, %s.", words.Goods(f.Goods), f.Farms, f.Peasants, board.JoinAnd(soldiers))
		out = append(out, app.Li().Class("rules-card").Body(
			app.Span().Class("rules-card-name").Text(f.Name),
			app.Span().Class("rules-card-facts").Textf("%s and %s", f.Colours[0], f.Colours[1]),
			app.Span().Class("rules-card-text").Text(start+" "+cc.PerkText[f.Perk]),
		))
	}
	return out
}
