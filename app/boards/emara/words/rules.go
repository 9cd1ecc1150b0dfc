package words

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	em "tabula/engines/emara"
)

// Rules is the rules reference of Crown of Emara: the rules as this
// app plays them, in our own words, then an almanac of the Advisors,
// Events, Favor Tokens, huts and Nobility read from the engine's data, so
// it cannot drift from what the engine does.
func Rules() app.UI {
	return app.Div().Class("rules").Body(
		board.RulesSection("em-rules-goal", "The goal",
			app.P().Text("You win the people of Emara twice over: Citizen Points on one track and Building Points on the other. At the end only the lower of your two tracks counts, so neither may fall behind."),
			app.P().Textf("The game lasts %d rounds of %d turns each. Your Buildings start on the number shown by the Event card turned up at setup, your Citizens on 0. The rulebook advises %d for your first game, and %d (hard) to %d (easy) when you play alone; any space may be chosen instead, and lower is harder.", em.Rounds, em.TurnsPerRound, em.FirstGameBuildings, SoloHardStart, SoloEasyStart),
		),
		board.RulesSection("em-rules-board", "The table",
			app.P().Text("Four Countryside Locations (Forest, Weaving Mill, Grainfield, Quarry) form one ring and four Town Locations (Castle, Cathedral, Construction Site, Market) the other. Each player has one Councilor on each ring; Councilors move clockwise only, and any number may share a Location."),
			app.P().Textf("Each Countryside Location has %d huts for Craftsmen; each Town Location holds %d Advisors and has a Favor symbol. The Castle and the Cathedral have a marker for each resource saying what a gift or a donation costs now; the Construction Site has a Stone Marker and a Bread Marker saying what a delivery is worth. Markers turn after each use and, once spent, the board's own value applies.", em.HutsPerCountryside, em.AdvisorsPerTown),
		),
		board.RulesSection("em-rules-round", "A round",
			board.RulesList(true,
				"A new Event is turned up and applies for the round.",
				fmt.Sprintf("Starting with the holder of the Statue and going clockwise, everyone takes a turn, until each has taken %d.", em.TurnsPerRound),
				fmt.Sprintf("End of round: Events with a reward are settled in turn order, the Statue passes on, the played cards go face down and everyone draws %d new cards (after round %d the whole deck of 9 is shuffled again).", em.HandSize, em.ReshuffleAfter),
			),
		),
		board.RulesSection("em-rules-turn", "A turn",
			app.P().Textf("Play one card from your hand onto an empty slot of your board. The slot decides how far a Councilor moves: %s steps. Then, in any order, each finished before the next begins:", board.JoinAnd(stepNames())),
			board.RulesList(false,
				"The card's action: resource and Signet Ring cards give their item at once; the Gold card trades 1 resource for 1 Gold Coin or 3 for 2; the Move card moves a Councilor 1 step and acts there; the Hire card hires or recruits 1 resource cheaper, besides the Bonus Action of the same name, so that a turn may recruit two Advisors "+board.Own+"; the Town card acts at any Town Location.",
				"The Movement Action (compulsory): move one Councilor exactly the slot's steps and act at the Location it reaches.",
				"Bonus Actions, each at most once a turn and only when you can pay: increase your noble rank, hire a Craftsman, recruit an Advisor.",
			),
			app.P().Text("On the board, choose your Councilor to move it (where the Movement Action would land is marked), a hut or an Advisor to hire or recruit, a Town Location for the Town card, and your next rank on the Nobility board. Your cards, slots and Advisors' abilities are on your mat (pick a card, then its slot); the actions of a Location, the steps of a payment and the Favor Tokens to keep open in a panel over the board; End turn and Finish are in the status bar. A hut, an Advisor or a marker tells what it costs and what you would still lack: with a mouse, rest the pointer on it; on a touch screen, press and hold it."),
		),
		board.RulesSection("em-rules-locations", "What the Locations do",
			app.Ul().Body(locationItems()...),
			app.P().Textf("A Gold Coin may stand in for any one resource you pay, except when buying Gold Coins %s. A Favor Token kept from the Cathedral pays its reward when your Councilor ends its move at the token's Location, or when you act there with a card, whether or not you then take the Location's action.", board.Own),
		),
		board.RulesSection("em-rules-bonus", "Bonus Actions",
			board.RulesList(false,
				fmt.Sprintf("Noble rank: Baron, then Count, Prince, Marquess and Duke, each paid in Gold Coins and Signet Rings (%s %s). Take the top card of that rank for its Citizen Points; earlier takers get more.", rankCosts(), board.Own),
				fmt.Sprintf("Hire a Craftsman: at a Countryside Location where a Councilor of yours stands, pay an empty hut's cost and place your leftmost Craftsman there; it scores %s Citizen Points for your first to fourth %s. At most %d of your Craftsmen on one Location. Each one adds 1 resource (or turns 1 Grain into 1 Bread) every time you act there.", board.JoinAnd(intsText(em.CraftsmanCitizens[:])), board.Own, em.MaxCraftsmenHere),
				"Recruit an Advisor: at a Town Location where a Councilor of yours stands, pay its cost and take it with its Citizen Points; its space is refilled from the face-up stack of type B Advisors while it lasts.",
			),
		),
		board.RulesSection("em-rules-end", "The end",
			app.P().Textf("After round %d everyone scores what is left: %d points per Signet Ring; 1 per Gold Coin, Favor Token, Book and Bread; 1 per 2 resources. Tabula places them on your tracks so that the lower one is as high as it can be.", em.Rounds, em.EndRingPoints),
			app.P().Text("Your score is your lower track. Ties go to the higher track, then the higher noble rank, then the better Nobility card. The final table shows both tracks by where the points came from and takes off the higher track, so each row adds up to the score."),
		),
		board.RulesSection("em-rules-solo", "Playing alone against Victoria",
			app.P().Textf("Victoria collects Citizen Points only. At the end of rounds %d to %d she scores as if she delivered 1 Stone and 1 Bread at the Construction Site (turning its markers), and takes the next noble rank: Baron in round 2 up to Marquess in round 5. The Castle and Cathedral markers are set as for 2 players and those of the Construction Site as for 4; the Event \"%s\" is left out.", em.SoloFirstRound, em.Rounds, em.Events[em.SoloRemovedEvent].Name),
			board.RulesList(false,
				"Beat the Highscore: choose your Buildings' start and score as much as you can. Tabula keeps your best score from each start (Full Selection games apart).",
				fmt.Sprintf("Campaign: the first game starts on %d. Beat Victoria (a higher score; a tie is not enough) and the next starts %d lower; lose and it starts %d higher. The Campaign's highscore is the lowest start from which you beat her. Starts stay between %d and %d, and Full Selection games make a Campaign of their own.", em.CampaignFirstStart, -em.CampaignWinStep, em.CampaignLossStep, em.MinBuildingStart, em.MaxBuildingStart),
			),
			app.P().Text("Both are chosen on the setup screen for one player, and the records are under Solo records."),
		),
		board.RulesSection("em-rules-variants", "Variants",
			board.RulesList(false,
				"Random Location Layout: the eight Locations are shuffled into two mixed rings; the start player may move one start Councilor to the other ring, and everyone starts with 1 resource of their choice.",
				"Full Selection: all 9 cards are in hand from the start and come back after round 3.",
			),
		),
		board.RulesSection("em-rules-tabula", "Where Tabula decides",
			app.P().Text("The rulebook leaves these points open; this is how Tabula plays them."),
			board.RulesList(false,
				fmt.Sprintf("The Buildings' start is the start player's first decision, for everyone: the Event card's number, %d, or any space from %d to %d.", em.FirstGameBuildings, em.MinBuildingStart, em.MaxBuildingStart),
				"The Hire or Recruit card is a Card Action besides the three Bonus Actions: with it a turn may hire or recruit twice, the card's one 1 resource cheaper.",
				"A Gold Coin stands in for any resource paid (a donation, a gift, a delivery, a hut, an Advisor, Grain for Bread), but not to buy Gold Coins, and never for Bread, Books or Signet Rings.",
				"Each Town action is done at most once a turn, even when a card and the move both reach the same Location.",
				"The Chamberlain exchanges in one direction a turn; Advisor abilities are used between the parts of a turn, never inside a Location's action or a payment.",
				"With two players (and alone) the Wood and Grain exception applies to the Cathedral's Donation Markers, not to the Castle's Gift Markers.",
				"The setup Event only sets up the game; the first round's Event is the next card.",
				"Alone, Victoria scores after the round's Event and before the Statue passes; Respected at court gives her its 2 points too.",
				"The Movement Action must be taken before the turn ends; the other Card Actions may be left.",
				"The end's leftover points are placed on your tracks for you, so that the lower one is as high as it can be.",
			),
		),
		almanac(),
	)
}

// SoloHardStart and SoloEasyStart are the rulebook's advice for a solo
// game's start: "between 15 (difficult) and 40 (easy)".
const (
	SoloHardStart = 15
	SoloEasyStart = 40
)

// marketBooksText is the Market's table of Books for Citizen Points: "1
// for 3, 2 for 6, 3 for 10, 4 for 15 or 5 for 21".
func marketBooksText() string {
	parts := make([]string, 0, em.MaxMarketBooks)
	for n := 1; n <= em.MaxMarketBooks; n++ {
		parts = append(parts, fmt.Sprintf("%d for %d", n, em.MarketBookCitizens[n]))
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}

// stepNames are the slots' steps: "1", "2" and "3".
func stepNames() []string { return intsText(em.SlotSteps[:]) }

// intsText writes numbers as text.
func intsText(ns []int) []string {
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = fmt.Sprint(n)
	}
	return out
}

// rankCosts lists what each rank costs: "Baron 1 Gold and 1 Ring, …".
func rankCosts() string {
	parts := make([]string, em.NumRanks)
	for r, c := range em.RankCosts {
		parts[r] = fmt.Sprintf("%s %d Gold and %d %s", em.Rank(r), c.Coins, c.Rings, board.Plural(c.Rings, "Ring", "Rings"))
	}
	return strings.Join(parts, "; ")
}

// locationItems says what each Location does.
func locationItems() []app.UI {
	out := make([]app.UI, em.NumLocations)
	for l := range em.NumLocations {
		loc := em.Location(l)
		out[l] = app.Li().Body(app.Strong().Text(loc.String()+": "), app.Text(Location(loc)))
	}
	return out
}

// almanac lists the components whose values the engine holds.
func almanac() app.UI {
	var a, b []app.UI
	for _, adv := range em.Advisors {
		li := app.Li().Class("rules-card").Body(
			app.Span().Class("rules-card-name").Text(adv.Name),
			app.Span().Class("rules-card-facts").Text("Costs "+Cost(adv.Cost)),
			app.Span().Class("rules-card-text").Text(Advisor(adv)),
		)
		if adv.B {
			b = append(b, li)
		} else {
			a = append(a, li)
		}
	}
	events := make([]app.UI, len(em.Events))
	for i, e := range em.Events {
		events[i] = app.Li().Class("rules-card").Body(
			app.Span().Class("rules-card-name").Text(e.Name),
			app.Span().Class("rules-card-facts").Textf("Setup: %s and %s, Buildings on %d", e.StartCountry, e.StartTown, e.BuildingStart),
			app.Span().Class("rules-card-text").Text(Event(e)),
		)
	}
	favors := make([]app.UI, len(em.FavorTokens))
	for i, t := range em.FavorTokens {
		favors[i] = app.Li().Textf("%s: %s", t.Loc, Reward(t.Reward))
	}
	huts := make([]app.UI, em.NumCountryside)
	for l := range em.NumCountryside {
		costs := make([]string, em.HutsPerCountryside)
		for h, c := range em.HutCosts[l] {
			costs[h] = Cost(c)
		}
		huts[l] = app.Li().Textf("%s: %s", em.Location(l), strings.Join(costs, "; "))
	}
	nob := make([]app.UI, em.NumRanks)
	for r := range em.NumRanks {
		nob[r] = app.Li().Textf("%s: %s Citizen Points", em.Rank(r), board.JoinAnd(intsText(em.NobilityCitizens[r][:])))
	}
	return app.Section().Class("rules-almanac").Aria("labelledby", "em-rules-almanac").Body(
		app.H3().ID("em-rules-almanac").Text("Almanac"),
		app.P().Class("hint").Text("Reconstructed in part: the rulebook prints the Advisors' abilities and points, the Events' effects and the Favor rewards, but not the costs, huts, Nobility points, markers or the Events' setup data; those values are Tabula's own."),
		app.H4().Textf("Type A Advisors (%d, 8 on the board)", len(a)),
		app.Ul().Class("rules-cards").Body(a...),
		app.H4().Textf("Type B Advisors (%d, the refill stack)", len(b)),
		app.Ul().Class("rules-cards").Body(b...),
		app.H4().Textf("Events (%d)", len(events)),
		app.Ul().Class("rules-cards").Body(events...),
		app.H4().Textf("Favor Tokens (%d)", len(favors)),
		app.Ul().Body(favors...),
		app.H4().Text("Huts"),
		app.Ul().Body(huts...),
		app.H4().Text("Nobility cards, from the top of each stack"),
		app.Ul().Body(nob...),
	)
}
