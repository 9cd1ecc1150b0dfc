package coincrown

import (
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines/save"
)

// lessonIcons are the board's icons a lesson's words may name: the coins,
// the resources, the card colours and the marks of the cards.
var lessonIcons = []string{
	"bronze", "silver", "gold", "wheat", "sheep", "lumber", "ore",
	"sword", "house", "hammer", "castle", "crown", "shield", "token",
	"wild", "upcard", "purse", "pile", "star",
}

// lessonIcon is the board's icon that the lesson's words name, drawn as
// decoration beside the word that says it; nil for a name it does not
// draw.
func lessonIcon(name string) app.UI {
	if !slices.Contains(lessonIcons, name) {
		return nil
	}
	return icon(name)
}

// lessonSeats are the lesson's and its ending's players: the person, and
// Matilda.
var lessonSeats = []save.Seat{
	{Name: board.You, Colour: 0, Kind: save.Human},
	{Name: "Matilda", Colour: 1, Kind: save.Computer, Level: "random"},
}

// lesson teaches Coin & Crown by playing Year 1 of a two-player game
// against Matilda: the Income and the coins, the Imperial Mint, buying
// and paying, conquering by diplomacy (Matilda's move) and by force, the
// Iron coins, upgrading a Land with a card and the Overseas Market,
// reserving a coin, the Church, passing and the year's end; then Year 2's
// opening: a Builder bought and used in an upgrade, the Overseas token
// moved up, a card bought unseen from a deck, a Building (the Woolen Mill)
// used; then, in words, Troops and their tokens, and the game's end and
// its scoring, which its ending (ending.go) then plays. Each step's Rule
// is the heading of the rulebook's section
// (/work/shared/rules/coin-and-crown.md) that its words follow.
var lesson = &board.Lesson{
	Seed:   2,
	Seats:  lessonSeats,
	Ending: ending,
	Steps: []board.LessonStep{
		{
			Rule:  "OBJECTIVE",
			Title: "Welcome to the realm",
			Text: "You and Matilda each rule a realm that starts with one Hamlet. Over five years you buy cards, raise troops, conquer Lands and make them grow; after Year 5 the most points {crown} wins. " +
				"This lesson plays Year 1 with you, one rule at a time. The rulebook prints none of the cards, so their values here are Tabula's reconstruction, marked " + board.Own + ".",
		},
		{
			Rule:  "CURRENCY; USE ANY/ALL OF THE PURPLE SPECIALTY CARDS",
			Title: "Your Income",
			Text: "Each year starts with 4 coins drawn from your purse {purse}: your Income to spend. A Gold {gold} is worth 3 Silver {silver}, a Silver 3 Bronze {bronze}. " +
				"The Imperial Mint changes coins as a free action: exchange your Gold for 3 Silver on the Mint.",
			Play: "Imperial Mint: exchange 1 Gold for 3 Silver",
			Note: "Your Income is 3 Silver and 3 Bronze, worth 12 as before. The Mint is free, so your turn goes on.",
		},
		{
			Rule:  "ON YOUR TURN; BUY A CARD FROM THE MARKET",
			Title: "One action a turn",
			Text: "On your turn you take one action: buy a card from the Market, conquer a Land or upgrade one. Free actions, like the Mint, may come before or after it. " +
				"A Cavalry {sword} adds 3 Battle Strength to a conquest: buy the Cavalry in the Silver Market for 1 Silver " + board.Own + ".",
			Play: "Buy Cavalry from the Silver Market for 1 Silver",
			Note: "Now choose the coins to pay with.",
		},
		{
			Rule:  "BUY A CARD FROM THE MARKET; CURRENCY",
			Title: "Pay the exact price",
			Text:  "Any coins of the same worth pay a price: 1 Silver or 3 Bronze here. Paying more gets no change back. Pay with your Silver.",
			Play:  "Pay 1 Silver for Cavalry",
			Note:  "The Cavalry joined your Tableau and the Silver went to your discard pile. With the most Military cards, you took that Iron coin: 2 points at the end " + board.Own + ".",
		},
		{
			Rule:  "ON YOUR TURN",
			Title: "End your turn",
			Text:  "Your action is done. Unspent coins stay in your Income until the year ends, for your next turns: press End your turn.",
			Play:  "End your turn",
			Note:  "It is Matilda's turn.",
		},
		{
			Rule:  "CONQUER A LAND",
			Title: "Conquest by diplomacy",
			Text: "Only the top Land of each deck can be conquered. By diplomacy a Hamlet costs 2 Silver and a Village 1 Gold; Towns and Cities are taken only by force. " +
				"Matilda pays her Gold for the Village: press Continue.",
			Play: "Conquer the Village (defense 4) by diplomacy for 1 Gold",
			Note: "Matilda's Village is worth 2 points. With 2 Lands to your 1 she took the Most Lands Iron coin.",
		},
		{
			Rule:  "IRON COINS",
			Title: "Iron coins",
			Text: "Whenever a player gains a card, whoever now has more cards of that colour than anyone else takes its Iron coin; a tie leaves the coin where it is. " +
				"Iron coins are points at the end, not money: 1 or 2 each " + board.Own + ". Matilda ends her turn.",
			Play: "End your turn",
			Note: "Your turn again.",
		},
		{
			Rule:  "CONQUER A LAND",
			Title: "Conquest by force",
			Text: "By force, your Battle Strength must reach the Land's defense, on its shield {shield}. " +
				"The top Hamlet has defense 3 " + board.Own + ", and your Cavalry gives 3: choose Force on the Hamlet deck.",
			Play: "Conquer the Hamlet (defense 3) by force",
			Note: "The attack has begun: now deploy your Military.",
		},
		{
			Rule:  "CONQUER A LAND; CAVALRY",
			Title: "Charge!",
			Text: "A Standard Troop adds 1, an Elite Troop 2, a Cavalry 3, and Armor 2, but only worn by a deployed Troop, never alone. A Troop gives up a token {token} each attack; a Cavalry charges once, then retires. " +
				"Charge with your Cavalry.",
			Play: "Charge with a Cavalry (+3, then retired)",
			Note: "Strength 3 meets defense 3: the Hamlet is yours, 1 point. At 2 Lands each, Matilda keeps that Iron coin; your retired Cavalry still counts for Military.",
		},
		{
			Rule:  "ON YOUR TURN",
			Title: "One action done",
			Text:  "The conquest was this turn's action. End your turn.",
			Play:  "End your turn",
			Note:  "It is Matilda's turn.",
		},
		{
			Rule:  "ON YOUR TURN",
			Title: "Matilda passes",
			Text: "A player who cannot or will not act passes, and is out until the year ends; the year ends once everyone has passed. " +
				"Matilda passes now.",
			Play: "Pass (out for the rest of the year)",
			Note: "Matilda is out for Year 1, so you take turn after turn until you pass too.",
		},
		{
			Rule:  "UPGRADE AN EXISTING LAND",
			Title: "Resources",
			Text: "A Land grows by spending the resources shown at the foot of its card: your first Hamlet needs Wheat {wheat} and Sheep {sheep}. " +
				"A Pasture gives 1 Sheep a year: buy the Pasture in the Bronze Market, for 2 Bronze " + board.Own + ".",
			Play: "Buy Pasture from the Bronze Market for 2 Bronze",
			Note: "Now choose the coins to pay with.",
		},
		{
			Rule:  "BUY A CARD FROM THE MARKET",
			Title: "Pay 2 Bronze",
			Text:  "Pay the exact price, 2 Bronze: a Silver would pay 1 too much.",
			Play:  "Pay 2 Bronze for Pasture",
			Note:  "The Pasture is yours, and with it the Most Pastures Iron coin: 1 point " + board.Own + ".",
		},
		{
			Rule:  "ON YOUR TURN",
			Title: "Turn after turn",
			Text:  "End your turn: Matilda has passed, so the next turn is yours again.",
			Play:  "End your turn",
			Note:  "Your turn again.",
		},
		{
			Rule:  "UPGRADE AN EXISTING LAND",
			Title: "Upgrade a Land",
			Text: "An upgrade turns a Hamlet into a Village, a Village into a Town and a Town into a City, one step at a time. " +
				"Choose Upgrade on your first Hamlet, on your mat (the My mat tab on a phone).",
			Play: "Upgrade your Hamlet to a Village with Wheat + Sheep",
			Note: "Now give the Wheat and the Sheep.",
		},
		{
			Rule:  "UPGRADE AN EXISTING LAND; READY CARDS AND EXHAUSTED CARDS",
			Title: "Exhaust a card",
			Text:  "Using a card exhausts it: it turns sideways until it is made ready at the year's end. Exhaust your Pasture for the Sheep.",
			Play:  "Exhaust a Pasture for 1 Sheep",
			Note:  "The Sheep is given; the Wheat is still needed.",
		},
		{
			Rule:  "USE ANY/ALL OF THE PURPLE SPECIALTY CARDS",
			Title: "The Overseas Market",
			Text: "With no Field for Wheat, buy it Overseas: 1 Bronze a Wheat, 2 a Sheep, a Lumber or 1 Battle Strength, 3 for 2 Battle Strength, 4 an Ore. " +
				"One purchase a turn, for the upgrade or conquest under way. Buy the Wheat.",
			Play: "Buy Wheat at the Overseas Market for 1 Bronze",
			Note: "Now choose the coins to pay with.",
		},
		{
			Rule:  "USE ANY/ALL OF THE PURPLE SPECIALTY CARDS",
			Title: "Pay the Overseas Market",
			Text:  "Coins paid Overseas go back to the supply, not to your discard pile. Pay 1 Bronze.",
			Play:  "Pay 1 Bronze for Wheat from the Overseas Market",
			Note:  "Your Hamlet is a Village now, worth 2 points instead of 1.",
		},
		{
			Rule:  "RESERVE A COIN FOR NEXT YEAR (1 MAX PER YEAR)",
			Title: "Reserve a coin",
			Text: "Once a year you may set one coin on your purse for next year: you will start it with 5 coins instead of 4. " +
				"Reserve a Silver, on your mat (the My mat tab on a phone).",
			Play: "Reserve a Silver coin for next year",
			Note: "Next year's Income is this Silver and 4 coins drawn.",
		},
		{
			Rule:  "USE ANY/ALL OF THE PURPLE SPECIALTY CARDS; WINNING",
			Title: "The Church",
			Text: "Coins given to the Church stay there all game. At the end the player who gave the most scores 3 points in a two-player game (2 each if tied); one coin is enough to take part. " +
				"Give your last Silver to the Church.",
			Play: "Donate a Silver coin to the Church",
			Note: "Your Income is all spent, so your turn ended by itself. Matilda has passed, so the next turn is yours again, with nothing left to spend.",
		},
		{
			Rule:  "ON YOUR TURN; END OF YEAR",
			Title: "Pass",
			Text:  "With no coins left there is nothing more to do this year: pass. Then everyone has passed, and Year 1 ends.",
			Play:  "Pass (out for the rest of the year)",
			Note:  "Year 1 is over and Year 2 has begun.",
		},
		{
			Rule:  "END OF YEAR; NEW YEAR, NEW COIN DRAW",
			Title: "A new year",
			Text: "At a year's end unspent coins go to the discard pile {pile} " + board.Own + ", each card left in the Market gets a Bonus Coin {bronze} for its buyer, the gaps are refilled and exhausted cards are made ready. " +
				"The Start Player {star} passes to Matilda and everyone draws 4 coins; an empty purse is refilled from the discard pile.",
		},
		{
			Rule:  "END OF YEAR; NEW YEAR, NEW COIN DRAW",
			Title: "Year 2",
			Text: "Your reserved Silver and the 4 coins you drew make this year's Income: 3 Silver {silver} and 2 Bronze {bronze}. " +
				"Matilda, the Start Player now, passes at once: press Continue.",
			Play: "Pass (out for the rest of the year)",
			Note: "Matilda is out for Year 2: every turn is yours until you pass.",
		},
		{
			Rule:  "BUILDER; TROOP",
			Title: "A Builder",
			Text: "Your second Hamlet needs Sheep {sheep} and Lumber {lumber}, and you have no Forest. A Builder is a wild resource {wild} for an upgrade: a Skilled Builder stands in for any one resource when a Hamlet becomes a Village or a Village a Town. " +
				"Beside it, the Elite Troop comes with 2 Troop tokens {token} " + board.Own + ": each attack spends one, and with none left the Troop retires; a Standard Troop works alike, for 1 Battle Strength. " +
				"Buy the Skilled Builder in the Silver Market, for 1 Silver and 1 Bronze " + board.Own + ".",
			Play: "Buy Skilled Builder from the Silver Market for 1 Silver, 1 Bronze",
			Note: "Now choose the coins to pay with.",
		},
		{
			Rule:  "BUY A CARD FROM THE MARKET",
			Title: "Pay for the Builder",
			Text:  "Pay 1 Silver and 1 Bronze.",
			Play:  "Pay 1 Silver, 1 Bronze for Skilled Builder",
			Note:  "The Skilled Builder joined your Tableau, and with it the Most Builders Iron coin.",
		},
		{
			Rule:  "ON YOUR TURN",
			Title: "Next turn",
			Text:  "That was your action: end your turn, and the next is yours again.",
			Play:  "End your turn",
			Note:  "Your turn again.",
		},
		{
			Rule:  "UPGRADE AN EXISTING LAND; BUILDER",
			Title: "Upgrade with the Builder",
			Text:  "Choose Upgrade on your second Hamlet, on your mat (the My mat tab on a phone).",
			Play:  "Upgrade your Hamlet to a Village with Sheep + Lumber",
			Note:  "Now give the Sheep and the Lumber.",
		},
		{
			Rule:  "UPGRADE AN EXISTING LAND; READY CARDS AND EXHAUSTED CARDS",
			Title: "The Sheep",
			Text:  "Your Pasture was made ready at the year's end: exhaust it for the Sheep {sheep}.",
			Play:  "Exhaust a Pasture for 1 Sheep",
			Note:  "The Sheep is given; the Lumber is still needed.",
		},
		{
			Rule:  "BUILDER",
			Title: "The Builder stands in",
			Text:  "Exhaust the Skilled Builder for the Lumber {lumber}.",
			Play:  "Exhaust a Skilled Builder for 1 resource of your choice",
			Note:  "Your second Hamlet is a Village too; the Builder is ready again next year.",
		},
		{
			Rule:  "USE ANY/ALL OF THE PURPLE SPECIALTY CARDS",
			Title: "The Overseas token",
			Text: "Instead of buying Overseas, you may move your token up the Overseas Market, 1 Bronze {bronze} a level, and leave it there: on a later turn you take an item at its level or below, and it goes back to the base. " +
				"Coins paid Overseas, like those given to the Church, leave your realm for good: your purse will hold fewer coins to draw each year. Move your token up 1 level.",
			Play: "Advance your Overseas token 1 level for 1 Bronze (to level 1)",
			Note: "Now choose the coin to pay with.",
		},
		{
			Rule:  "USE ANY/ALL OF THE PURPLE SPECIALTY CARDS",
			Title: "Pay the token's level",
			Text:  "Pay your Bronze.",
			Play:  "Pay 1 Bronze for advancing your Overseas token",
			Note:  "Your token is on level 1, the Wheat's, and the Bronze went to the supply.",
		},
		{
			Rule:  "ON YOUR TURN",
			Title: "Another turn",
			Text:  "The token was a free action, and the upgrade this turn's action: end your turn.",
			Play:  "End your turn",
			Note:  "Your turn again.",
		},
		{
			Rule:  "BUY A CARD FROM THE MARKET",
			Title: "Buy unseen",
			Text: "Instead of a card on show, you may buy the top card of a Market deck, unseen: 2 Bronze for the Bronze deck, 2 Silver for the Silver deck, 1 Gold for the Gold deck. " +
				"Pay your 2 Silver {silver} for the top card of the Silver deck.",
			Play: "Pay 2 Silver to draw the top card of the Silver Market deck",
			Note: "You drew a Woolen Mill, a Building, and with it the Most Buildings Iron coin.",
		},
		{
			Rule:  "LUMBER MILL/ ORE FOUNDRY/ WOOLEN MILL",
			Title: "A Building",
			Text: "Buildings give powers, and count for the Most Buildings Iron coin. The Woolen Mill readies every exhausted Pasture, then is itself exhausted until the year's end; it also counts as 1 more Pasture for its Iron coin. " +
				"Use it: your Pasture can give its Sheep again this year.",
			Play: "Woolen Mill: ready every exhausted Pasture",
			Note: "Your Pasture is ready again.",
		},
		{
			Rule:  "GAME END; WINNING",
			Title: "Five years, then the count",
			Text: "After Year 5 everyone counts Land points {crown} (Hamlet 1, Village 2, Town 4, City 7), the Church's points and their Iron coins. " +
				"Now you would have 4 for Lands, 3 for the Church and 7 for four Iron coins " + board.Own + ". A tie goes to the most Cities, then Towns, Villages, Hamlets.",
		},
		{
			Rule:  "OBJECTIVE",
			Title: "You are ready",
			Text: "That is the whole game: spend your coins on the cards you need, conquer and upgrade Lands, and watch the Iron coins and the Church. " +
				"Play the ending next: a later game's last year, to its final score. Or play a first game against the Easy computer, or keep playing this one from Year 2.",
		},
	},
}
