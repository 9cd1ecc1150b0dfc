package guide

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/battlemerchants/words"
	bm "tabula/engines/battlemerchants"
)

// Rules is the rules reference of Battle Merchants: the rules as this
// app plays them, in our own words, then the card almanac. Every number
// and every card comes from the engine's data tables, so the reference
// cannot drift from what the engine does.
func Rules() app.UI {
	return app.Div().Class("rules").Body(
		board.RulesSection("rules-goal", "The goal",
			app.P().Textf("You forge weapons and sell them to the races at war: Elves, Dwarves, Orcs and Hobgoblins (with three players the Hobgoblins stay out of it %s). Who wins the wars does not matter to you. The game lasts four Seasons, %s; when Winter is over the richest merchant wins.", board.Own, seasonList()),
			app.P().Textf("Everyone starts with %d gold and a player mat: Level 1 Craft in two weapon types and a Reward Tile of one race printed on it (see the mats in the almanac). Everything on the table is public; only the order of the decks is hidden.", bm.StartingGold),
		),
		board.RulesSection("rules-turn", "A turn",
			app.P().Textf("First the display is topped up to %d Craft Cards and %d Kingdom Cards. A deck that runs out is never reshuffled: fewer cards are then on offer.", bm.CraftRowSize, bm.KingdomRowSize),
			app.P().Text("Then you take exactly one of five actions:"),
			board.RulesList(false,
				"Learn Craft: take one of the face-up Craft Cards.",
				fmt.Sprintf("Forge: make up to %d weapons.", bm.MaxForge),
				"Sell: place one weapon from your mat on the board.",
				"Take a Kingdom Card.",
				"Forge and sell: only with a face-up Craft Bonus card, make one weapon of its type and sell it in the same action.",
			),
		),
		board.RulesSection("rules-craft", "Craft and what it costs",
			app.P().Text("A Craft Card shows a weapon type, one or two Level marks, a cost and sometimes coins. Its price depends on the Levels you hold in that weapon before taking it, your mat's starting Level included:"),
			board.RulesList(false,
				"Free: costs nothing.",
				"×1: one gold for every Level you hold.",
				"×2: two gold for every Level you hold.",
			),
			app.P().Text("So a ×2 card for a weapon in which you have 3 Levels costs 6 gold, and any card for a weapon you have no Level in is free. You keep every Craft Card for the whole game; each coin on one takes 1 gold off every weapon of that type you forge."),
			app.P().Textf("With %d Levels in a weapon you can forge it as a Vorpal weapon. The first player to reach %d Levels in a weapon takes that weapon's Craft Bonus card.", bm.VorpalLevel, bm.BonusLevel),
		),
		board.RulesSection("rules-forge", "Forging",
			app.P().Textf("A Standard weapon needs Level 1 in its type and costs %d gold; a Vorpal one needs Level %d and costs %d gold. Your coins for that type come off the price, which never goes below 0. One Forge action makes up to %d weapons in any mix you can pay for. They wait on your mat until you sell them, and the supply never runs out.",
				bm.ForgeCost[bm.Standard], bm.VorpalLevel, bm.ForgeCost[bm.Vorpal], bm.MaxForge),
		),
		board.RulesSection("rules-sell", "Selling",
			app.P().Textf("Between each pair of neighbouring races lies a Region. A Region is a line of %d Battlefields running out from the centre; each Battlefield has two Weapon Spaces, one facing each race, and every space asks for one weapon type. Each Battlefield starts with a Demand Token: in every Region the one nearest the centre shows fire, the others a lock.", bm.Battlefields),
			app.P().Text("You may sell a weapon on an empty space that asks for its type, if that Battlefield's token shows fire or is gone. Then:"),
			board.RulesList(true,
				fmt.Sprintf("You earn %d gold for a Standard weapon or %d for a Vorpal one %s, plus 1 for each Reward Tile you have of that race and 1 if you hold that Region's tile.", bm.SellValue[bm.Standard], bm.SellValue[bm.Vorpal], board.Own),
				"If the Reward space of your colour for that race still holds a tile, you take it. It counts from your next sale on, and you get at most one tile per race each Season.",
				"If the fire token of that Battlefield now has weapons on both sides, it moves to the Season Area and the next token out in the same Region turns to fire.",
			),
			app.P().Text("Battles leave gaps: from Summer on you may also sell on any empty space whose Battlefield has lost its token. A Region's own tile goes to the first player who sells a Vorpal weapon in that Region "+board.Own+"."),
		),
		board.RulesSection("rules-kingdom", "Kingdom Cards",
			app.P().Text("Take one of the face-up Kingdom Cards, collect the gold printed on it (or pay it when it is negative: you need that much) and do what it says. Its duration says how long it lasts:"),
			board.RulesList(false,
				"Permanent: stays in front of you and works until the game ends.",
				"End: stays in front of you and pays out at the Year's End.",
				"Immediate: works once, then leaves the game.",
				"Final: never leaves the display; anyone may use it, as often as the card allows (Slush Fund: again once a Weapon has been sold).",
			),
			app.P().Textf("Permanent and End cards in front of you are limited to %s. You may not discard one to make room; Immediate and Final cards can always be taken.", kingdomLimits()),
		),
		board.RulesSection("rules-bonus", "Forge and sell",
			app.P().Text("A face-up Craft Bonus card lets you forge one weapon of its type at the usual price and sell it in the same action, under the usual rules of a sale. You may only do it if the new weapon can be sold at once. The card then turns face down until the Season is over, so each Bonus card gives one Forge and sell per Season."),
		),
		board.RulesSection("rules-season", "End of a Season and battles",
			app.P().Textf("The Season Area holds %d Demand Tokens. The sale that fills it ends the Season after every other player has had one more turn; tokens that would move after that leave the game.", bm.SeasonSpaces),
			app.P().Text("Then every Battlefield with a weapon on both spaces fights:"),
			board.RulesList(false,
				"Vorpal beats Standard.",
				"Two weapons of the same quality: the owner with more Craft Levels in their weapon's type wins.",
				"Equal Levels: a tie.",
			),
			app.P().Textf("The winner's owner puts the beaten tile face down in their Defeated pile, even when both weapons were theirs, and the beaten weapon's space is empty again. In a tie both tiles go back to the supply and each owner gets %d gold.", bm.TieGold),
		),
		board.RulesSection("rules-cleanup", "Repairs and cleanup",
			app.P().Textf("After the battles every player earns %d gold for each of their weapons on the board, whether it fought or not.", bm.RepairGold),
			app.P().Text("Then, unless Winter has just ended:"),
			board.RulesList(false,
				"The Kingdom Cards on display, except a Final card, go to the discard pile, which anyone may look through, and new ones are turned up.",
				"The Craft Cards on display are discarded and new ones are turned up: from the Spring/Summer deck after Spring, from the Autumn/Winter deck after Summer and Autumn. After Summer whatever remains of the Spring/Summer deck leaves the game.",
				"Craft Bonus cards used this Season turn face up.",
				"Every empty Reward space gets a new tile of its race.",
			),
			app.P().Text("The player whose sale filled the Season Area starts the next Season."),
		),
		board.RulesSection("rules-end", "Year's End",
			app.P().Text("After Winter's battles and repairs:"),
			board.RulesList(true,
				fmt.Sprintf("Every unsold weapon on your mat brings %d gold (Standard) or %d gold (Vorpal) %s, with no extras.", bm.EndValue[bm.Standard], bm.EndValue[bm.Vorpal], board.Own),
				fmt.Sprintf("Defeated piles are counted, %d per Standard and %d per Vorpal tile: the highest total earns %d gold, the next %d.", bm.DefeatedWorth[bm.Standard], bm.DefeatedWorth[bm.Vorpal], bm.DefeatedFirst, bm.DefeatedNext),
				"End cards pay out.",
			),
			app.P().Textf("The most gold wins. Tied players add %d gold for each Standard and %d for each Vorpal weapon of theirs on the board; if that still leaves them level, they share the win.", bm.TieBreakWorth[bm.Standard], bm.TieBreakWorth[bm.Vorpal]),
		),
		board.RulesSection("rules-two", "Two players and Salesman Steve",
			app.P().Textf("With two players the cards lie on a side board of %d Craft boxes and %d Kingdom boxes, and a third merchant, Salesman Steve, sells his own poor weapons.", bm.CraftRowSize, bm.KingdomRowSize),
			board.RulesList(false,
				"Taking a card also discards the card in the box linked to it (Tabula's layout: "+sideBoardLinks()+"). Slush Fund is never discarded.",
				"At the start of a turn the cards slide towards box 1 to close gaps, and new cards fill the boxes from the end.",
				"Steve's four spaces hold one Reward Tile of each race in random order, and his cube starts on the leftmost.",
				"After each of your sales Steve sells the race under his cube a Standard weapon, on that race's empty space nearest the centre, even behind a locked token. Between equally near spaces he takes the first one clockwise from the row you just sold to, and the weapon is whatever that space asks for. His cube then moves one space right, back to the first after the fourth. When the race has no empty space he sells nothing and the cube still moves.",
				"Nobody earns gold from Steve's sales, but they move Demand Tokens like any other. Two sales in one turn (Drive the Workers, Desperate Times) bring two sales by Steve.",
				"In battle your weapon always beats Steve's, whatever your Level, and his tile goes to your Defeated pile.",
				"At the end of a Season the cards stay on the side board. Only if the Season's last action was neither Learn Craft nor Take a Kingdom Card is the card in box 1 of each row discarded and the rest slid down.",
				fmt.Sprintf("At the Year's End only the highest Defeated total scores: %d gold.", bm.DefeatedNext),
			),
		),
		board.RulesSection("rules-tabula", "Where Tabula decides",
			app.P().Text("The rulebook leaves these points open; this is how Tabula plays them."),
			board.RulesList(false,
				"The start player is drawn at random. Seats take the mats in the order Red, Purple, Yellow, Blue.",
				"A player who can do nothing at all passes.",
				"Region tiles, which the rulebook counts but never hands out, go to the first Vorpal sale in their Region.",
				"Forging and the two-sale cards go one weapon at a time, and you may stop early.",
				"Before the third Demand Token, a Season in which every player in turn can only pass ends after that round of passes, with battles and cleanup as usual.",
				"If every Demand Token is gone before the Season's end, the next sale ends it.",
				"A token that turns to fire beside a Battlefield Steve has already filled moves on at once.",
				"Once the Season's end is triggered, every later token leaves the game, even one moved by the same player's second sale or by Steve. If Steve's sale fills the Season Area, the player whose turn it is triggered the end.",
				"Two of Steve's weapons facing each other both leave the board, and nobody is paid.",
				fmt.Sprintf("Defeated pile ties: everyone tied for the most gets %d gold; the %d goes to those tied for the next total only when one player was alone at the top; an empty pile scores nothing. With two players everyone tied for the most gets %d.", bm.DefeatedFirst, bm.DefeatedNext, bm.DefeatedNext),
				"A player who has used Slush Fund may use it again once a weapon has been sold since, or in the next Season.",
				"With three or four players the old Craft Cards on display are discarded before the new ones are turned up.",
				"With two players, a free Craft Card from Extra-Crafty and a use of Slush Fund count as taking a Kingdom Card at the Season's end.",
				"Battles use each owner's Craft Level as it stands when the Season ends, plus War Veterans.",
				fmt.Sprintf("Reaching Level %d through Extra-Crafty earns the Craft Bonus; every Bonus card gives its own Forge and sell each Season; a Vorpal Forge and sell needs Level %d.", bm.BonusLevel, bm.VorpalLevel),
				"A sale never pays less than 0 gold.",
			),
		),
		battleAlmanac(),
	)
}

// seasonList names the Seasons in order: "Spring, Summer, Autumn and Winter".
func seasonList() string {
	return board.JoinAnd(words.SeasonNames[:])
}

// kingdomLimits says how many Kingdom Cards a player may keep each Season:
// "2 in Spring, 3 in Summer, 3 in Autumn and 4 in Winter".
func kingdomLimits() string {
	parts := make([]string, bm.Seasons)
	for i, n := range bm.KingdomLimit {
		parts[i] = fmt.Sprintf("%d in %s", n, words.SeasonNames[i])
	}
	return board.JoinAnd(parts)
}

// sideBoardLinks lists the linked boxes of the 2-player side board:
// "Kingdom 1 with Craft 1, …, and Craft 4 with Craft 5".
func sideBoardLinks() string {
	var boxes []words.Box
	for slot := range bm.KingdomRowSize {
		boxes = append(boxes, words.Box{Kingdom: true, Slot: slot})
	}
	for slot := range bm.CraftRowSize {
		boxes = append(boxes, words.Box{Slot: slot})
	}
	seen := map[words.Box]bool{}
	var pairs []string
	for _, b := range boxes {
		l := words.SideBoardLink(b)
		if seen[b] || seen[l] {
			continue
		}
		seen[b], seen[l] = true, true
		pairs = append(pairs, fmt.Sprintf("%s with %s", b, l))
	}
	return board.JoinAnd(pairs)
}

// battleAlmanac is the card almanac: every Kingdom Card, the Craft Card
// kinds of each deck and the player mats, all read from the engine's data.
func battleAlmanac() app.UI {
	return app.Section().Class("rules-almanac").Aria("labelledby", "rules-almanac").Body(
		app.H3().ID("rules-almanac").Text("Card almanac"),
		app.P().Class("hint").Text("Reconstructed: the published rulebook names only four Kingdom Cards and prints almost none of the card, board and mat values, so the cards and mats below, the weapons each space asks for, the Vorpal sale price and the end-of-game weapon values are Tabula's own."),
		app.H4().Textf("Kingdom Cards (%d)", len(bm.KingdomCards)),
		app.P().Text("The deck is built from the single D card at the bottom, the C cards above it, then B, then A on top, each stack shuffled. Cards whose player counts do not include this game's are left out."),
		app.Ul().Class("rules-cards").Body(kingdomAlmanac()...),
		app.H4().Textf("Craft Cards (%d)", len(bm.CraftCards)),
		app.P().Text("The kinds of card in each deck and how many there are of each weapon. Each coin takes 1 gold off forging that weapon."),
		craftDeckTable(false, "Spring/Summer deck"),
		craftDeckTable(true, "Autumn/Winter deck"),
		app.H4().Text("Player mats"),
		matTable(),
	)
}

// kingdomAlmanac is one entry per Kingdom Card, in the order of the data.
func kingdomAlmanac() []app.UI {
	entries := make([]app.UI, len(bm.KingdomCards))
	for i, k := range bm.KingdomCards {
		facts := []string{"Stack " + string(k.Stack), k.Duration.String()}
		if g := words.KingdomGold(k.Gold); g != "" {
			facts = append(facts, g)
		}
		facts = append(facts, playerCountsText(k.Players))
		entries[i] = app.Li().Class("rules-card").Body(
			app.Span().Class("rules-card-name").Text(k.Name),
			app.Span().Class("rules-card-facts").Text(strings.Join(facts, " · ")),
			app.Span().Class("rules-card-text").Text(k.Text),
		)
	}
	return entries
}

// playerCountsText says which player counts a card is used with, from the
// symbols in its corner: "2–4 players", "2 and 4 players".
func playerCountsText(counts [5]bool) string {
	var ns []string
	first, last := -1, -1
	for n, ok := range counts {
		if !ok {
			continue
		}
		if first < 0 {
			first = n
		}
		last = n
		ns = append(ns, fmt.Sprint(n))
	}
	switch {
	case len(ns) == 0:
		return "no player count"
	case len(ns) > 1 && last-first == len(ns)-1:
		return fmt.Sprintf("%d–%d players", first, last)
	}
	return board.JoinAnd(ns) + " players"
}

// craftKind is what a Craft Card gives and costs, apart from its weapon.
type craftKind struct {
	Levels   int
	Cost     bm.CraftCost
	Discount int
}

// craftKinds counts the Craft Cards of one deck (late: Autumn/Winter) by
// kind and weapon; kinds come in the order they first appear in the data.
func craftKinds(late bool) ([]craftKind, map[craftKind]*[bm.NumWeapons]int) {
	var kinds []craftKind
	counts := map[craftKind]*[bm.NumWeapons]int{}
	for _, c := range bm.CraftCards {
		if c.Late != late {
			continue
		}
		k := craftKind{c.Levels, c.Cost, c.Discount}
		if counts[k] == nil {
			kinds = append(kinds, k)
			counts[k] = new([bm.NumWeapons]int)
		}
		counts[k][c.Weapon]++
	}
	return kinds, counts
}

// craftDeckTable is the table of one Craft deck: a row per kind of card
// with the number of such cards for each weapon.
func craftDeckTable(late bool, name string) app.UI {
	kinds, counts := craftKinds(late)
	total := 0
	rows := make([]app.UI, len(kinds))
	for i, k := range kinds {
		for _, n := range counts[k] {
			total += n
		}
		rows[i] = app.Tr().Body(
			app.Th().Scope("row").Textf("+%d", k.Levels),
			app.Td().Text(words.CraftCost(k.Cost)),
			app.Td().Class("num").Text(k.Discount),
			app.Td().Text(craftCountText(counts[k])),
		)
	}
	return app.Div().Class("table-scroll").Body(
		app.Table().Class("rules-table").Body(
			app.Caption().Textf("%s: %d cards", name, total),
			app.THead().Body(app.Tr().Body(
				app.Th().Scope("col").Text("Levels"),
				app.Th().Scope("col").Text("Cost"),
				app.Th().Scope("col").Text("Coins"),
				app.Th().Scope("col").Text("Cards"),
			)),
			app.TBody().Body(rows...),
		),
	)
}

// craftCountText says how many cards of a kind each weapon has: "3 per
// weapon" when all have the same number, else "Axe 1, Sword 2, Mace 0
// and Hammer 1".
func craftCountText(n *[bm.NumWeapons]int) string {
	same := true
	parts := make([]string, bm.NumWeapons)
	for w := range bm.Weapon(bm.NumWeapons) {
		same = same && n[w] == n[0]
		parts[w] = fmt.Sprintf("%s %d", w, n[w])
	}
	if same {
		return fmt.Sprintf("%d per weapon", n[0])
	}
	return board.JoinAnd(parts)
}

// matTable lists the player mats in seat order, with their starting Craft
// and printed race. A game of n players uses the first n mats; the race on
// a mat's 3-player side is given where it differs and that side is used.
func matTable() app.UI {
	rows := make([]app.UI, len(bm.Mats))
	for i, m := range bm.Mats {
		race := m.Race4.String()
		if i < 3 && m.Race3 != m.Race4 {
			race += fmt.Sprintf(" (%s with 3 players)", m.Race3)
		}
		rows[i] = app.Tr().Body(
			app.Th().Scope("row").Text(m.Colour),
			app.Td().Textf("%s, %s", m.StartCraft[0], m.StartCraft[1]),
			app.Td().Text(race),
		)
	}
	return app.Div().Class("table-scroll").Body(
		app.Table().Class("rules-table").Body(
			app.Caption().Text("In seat order: a game of n players uses the first n mats."),
			app.THead().Body(app.Tr().Body(
				app.Th().Scope("col").Text("Mat"),
				app.Th().Scope("col").Text("Level 1 Craft"),
				app.Th().Scope("col").Text("Printed race"),
			)),
			app.TBody().Body(rows...),
		),
	)
}
