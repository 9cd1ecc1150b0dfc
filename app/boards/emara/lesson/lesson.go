package lesson

import (
	"fmt"
	"net/url"
	"strings"

	"tabula/app/board"
	"tabula/app/boards/emara/solo"
	em "tabula/engines/emara"
	"tabula/engines/save"
)

// lessonSeats are the lesson's and its ending's players: the person alone,
// against Victoria, whom the engine plays (the solo mode).
var lessonSeats = []save.Seat{
	{Name: board.You, Colour: 0, Kind: save.Human},
}

// FirstRounds teaches Crown of Emara by playing its first two rounds alone
// against Victoria (the solo mode): the two tracks and the lower one
// counting, the Buildings' start, the cards and slots, both Councilors and
// the two rings (laid out anew each game), a Countryside Location, the
// Cathedral, a Favor Token kept and used, the Town card at the
// Construction Site, a noble rank, an end-of-round Event, the Hire or
// Recruit card recruiting an Advisor (and the Bonus Action that recruits
// without it), the Move card, a Craftsman hired, the Market's Books, the
// Gold Coins card; then in words the Castle, Victoria and the game's end,
// which its ending (ending.go) then plays. Each step's Rule is the rulebook's section
// (/work/shared/rules/crown-of-emara.md) its words follow; "Setup" is the
// rulebook's setup pages, whose heading the text copy lost.
var FirstRounds = &board.Lesson{
	Seed:   6,
	Seats:  lessonSeats,
	Ending: ending,
	// The rulebook: "Place your buildings on '35' if playing for the first
	// time."
	FirstGame: url.Values{"start": {solo.StartFirstGame}},
	Steps: []board.LessonStep{
		{
			Rule:  "Introduction; Overview",
			Title: "The crown of Emara",
			Text: "King Thedorius will crown the noble who wins the most citizens and gives them homes. " +
				"Over 6 rounds you gain Citizen Points {citizen} and Building Points {building}; at the end your score is the lower of the two, so keep both rising. " +
				"This lesson plays your first rounds alone, against Victoria, the solo game's rival. The rulebook prints few of the costs and points; those that are Tabula's reconstruction are marked " + board.Own + ".",
		},
		{
			Rule:  "Setup",
			Title: "Where the Buildings start",
			Text: "Your Buildings {building} start ahead of your citizens on the scoring track: the setup Event card names a space (20 here " + board.Own + "). The rulebook advises 35 for your first game, and, alone, 15 (hard) to 40 (easy); a lower start is harder. " +
				"Choose 35 in the panel over the board.",
			Play: "Start the Buildings on 35 (recommended for a first game)",
			Note: "Buildings on 35, Citizens on 0; you took 1 Wood from the Forest, where a Councilor of yours stands.",
		},
		{
			Rule:  "Course of the Game",
			Title: "Rounds and Events",
			Text: "The game has 6 rounds of 3 turns, each opened by an Event: this one, The great famine, pays Citizen Points {citizen} for Grain {grain} at the round's end. " +
				"Each turn you play 1 of the 3 Action Cards {card} on your mat.",
		},
		{
			Rule:  "A Player's Turn",
			Title: "Play a card",
			Text: "Each turn you play a card onto an empty slot of your mat. The card is your Card Action; the slot, 1, 2 or 3 steps, is how far one of your Councilors {councilor} must move. " +
				"Choose your Wood card {wood}: it goes on the 1-step slot.",
			Play: "Play the Wood card on the 1-step slot",
			Note: "+1 Wood: you have 2. Now a Councilor must move 1 step.",
		},
		{
			Rule:  "Movement Action",
			Title: "Move a Councilor",
			Text: "One Councilor walks the Countryside ring, where resources are made, the other the Town ring, where they are spent. They move clockwise, exactly the slot's steps, and act where they stop. " +
				"The Locations lie in a new order round each ring every game, so count the steps on the board. " +
				"Move your Town Councilor 1 step, to the Cathedral {cathedral}.",
			Play: "Move the Councilor from the Construction Site 1 step to the Cathedral",
			Note: "Your Councilor is in the Cathedral and may use its action.",
		},
		{
			Rule:  "Cathedral",
			Title: "A donation",
			Text: "At the Cathedral you donate a resource: the marker beside it says how many. A donation brings a Book {book} and a Favor Token {favor}, and its marker turns, so the next one costs more. " +
				"Donate your 2 Wood {wood}.",
			Play: "Donate 2 Wood for a Book and a Favor Token",
			Note: "You paid 2 Wood for a Book. Now keep 1 of the 3 Favor Tokens drawn.",
		},
		{
			Rule:  "Favor Tokens",
			Title: "Keep a Favor Token",
			Text: "A Favor Token {favor} shows a Town Location and a reward: you take the reward when your Councilor moves there, or when you act there with a card. " +
				"Keep the Construction Site's token with a Gold Coin {coin}: you will act there soon.",
			Play: "Keep the Construction Site Favor Token (1 Gold Coin)",
			Note: "The token lies beside your mat; the other two were discarded. With nothing left to do, your first turn ended.",
		},
		{
			Rule:  "Card Action",
			Title: "Resource cards",
			Text: "The Wood, Cloth, Grain, Stone and Signet Ring cards each give you one of what they show. " +
				"Play the Stone card {stone}: it goes on the 2-step slot.",
			Play: "Play the Stone card on the 2-step slot",
			Note: "+1 Stone. A Councilor must now move 2 steps.",
		},
		{
			Rule:  "Weaving Mill, Grainfield, Quarry, Forest",
			Title: "The Countryside",
			Text: "A Countryside Location gives 1 of its resource: Wood {wood} in the Forest, Cloth {cloth} in the Weaving Mill, Grain {grain} in the Grainfield, Stone {stone} in the Quarry. " +
				"Move your Countryside Councilor from the Forest 2 steps to the Grainfield.",
			Play: "Move the Councilor from the Forest 2 steps to the Grainfield",
			Note: "+1 Grain from the Grainfield.",
		},
		{
			Rule:  "Bonus Action: Hire a Craftsman",
			Title: "Craftsmen",
			Text: "Once a turn you may hire a Craftsman {craftsman} onto a free hut where your Councilor stands, paying the hut's cost: he brings Citizen Points now, and each later visit 1 more resource, or a Bread {bread} for 1 Grain. " +
				"Hut 2 here would take your Stone, which is worth more at the Construction Site next turn: end your turn. You will hire one next round.",
			Play: "End the turn",
			Note: "Two turns done. Your last card, Any Town Location, went by itself onto the last slot, the 3-step one.",
		},
		{
			Rule:  "Card Action",
			Title: "The Town card",
			Text: "The Any Town Location card lets you use the action of any Town Location, wherever your Councilors stand. " +
				"Act at the Construction Site {construction}: choose it on the Town ring.",
			Play: "Card: act at the Construction Site",
			Note: "You act at the Construction Site; no Councilor moved.",
		},
		{
			Rule:  "Construction Site",
			Title: "Build",
			Text: "The Construction Site makes points: 1 Stone {stone} brings 5 Building Points and the Citizen Points on its marker, Bread {bread} brings Citizen Points, Wood {wood} Building Points. " +
				"Deliver your Stone.",
			Play: "Deliver 1 Stone for 5 Building and 4 Citizen Points",
			Note: "+5 Building and +4 Citizen Points. The Stone marker turned: the next Stone brings 3 " + board.Own + ".",
		},
		{
			Rule:  "Favor Tokens",
			Title: "Use the Favor Token",
			Text:  "You are acting at the Construction Site, so the Favor Token {favor} you kept for it pays now. Take its Gold Coin {coin}.",
			Play:  "Use the Favor Token: 1 Gold Coin",
			Note:  "+1 Gold Coin; the token is used up.",
		},
		{
			Rule:  "Market",
			Title: "Finish here",
			Text: "A Gold Coin {coin} may stand in for any 1 resource you pay: the rulebook says so at the Market, and Tabula lets it do so everywhere " + board.Own + ". So you could deliver it as Wood now. " +
				"It will buy something better: finish at the Construction Site.",
			Play: "Finish at the Construction Site",
			Note: "Done at the Construction Site. You still have Bonus Actions, and a Councilor must still move 3 steps.",
		},
		{
			Rule:  "Bonus Action: Increase your noble rank",
			Title: "Become a Baron",
			Text: "Once a turn you may rise one noble rank, Baron, Count, Prince, Marquess then Duke, paying its Gold Coins {coin} and Signet Rings {ring}. Each Nobility card brings Citizen Points, the most to whoever gets there first. " +
				"Choose the Baron card, in the Nobility row at the foot of the board.",
			Play: "Become Baron (1 Gold, 0 Signet Rings) for 6 Citizen Points",
			Note: "You are a Baron: +6 Citizen Points, and a Count costs 1 Gold Coin and 1 Signet Ring " + board.Own + ".",
		},
		{
			Rule:  "Movement Action",
			Title: "Three steps",
			Text: "The 3-step slot still owes a move, and you may not move less. " +
				"Move your Countryside Councilor from the Grainfield 3 steps round to the Weaving Mill {cloth}.",
			Play: "Move the Councilor from the Grainfield 3 steps to the Weaving Mill",
			Note: "+1 Cloth from the Weaving Mill.",
		},
		{
			Rule:  "Event Cards",
			Title: "Mind the Event",
			Text: "You could hire a Craftsman {craftsman} here for your Cloth and Grain, but The great famine pays 3 Citizen Points for 1 Grain {grain} at the round's end. " +
				"Keep the Grain: end your turn.",
			Play: "End the turn",
			Note: "All 3 cards are played, so round 1 ends, and The great famine offers its reward.",
		},
		{
			Rule:  "3. End of the round",
			Title: "The round's end",
			Text:  "At a round's end, an Event that rewards something asks each player in turn. Pay 1 Grain {grain} for 3 Citizen Points {citizen}.",
			Play:  "Pay 1 Grain for 3 Citizen Points",
			Note:  "+3 Citizen Points. Round 2: empty slots, 3 new cards, and a new Event, New lore in old books.",
		},
		{
			Rule:  "Card Action",
			Title: "The Hire or Recruit card",
			Text: "After round 3 all 9 cards are shuffled again: you play each card twice a game. " +
				"The Hire or Recruit card hires a Craftsman or recruits an Advisor where your Councilor stands, for 1 resource less, besides the Bonus Action of the same name " + board.Own + ". Play it on the 1-step slot.",
			Play: "Play the Hire or Recruit card on the 1-step slot",
			Note: "The card's action is yours to use this turn.",
		},
		{
			Rule:  "Bonus Action: Recruit an Advisor",
			Title: "Recruit an Advisor",
			Text: "Two Advisors wait at each Town Location. One you recruit brings Citizen Points {citizen} at once, and many help you for the rest of the game: one marked “each turn” you may use once in each of your turns, one marked “always” works by itself. " +
				"Without the card, recruiting is one of your 3 Bonus Actions, with hiring a Craftsman and rising a rank: once a turn, at the full cost. " +
				"Your Councilor is in the Cathedral: recruit the Scholar (1 Wood and 1 Cloth " + board.Own + ") for just your Cloth {cloth}, thanks to the card.",
			Play: "Card: Recruit Scholar at the Cathedral for 1 Wood + 1 Cloth less 1",
			Note: "+3 Citizen Points. From now on the Scholar lets you pay Craftsmen and Advisors with any resources.",
		},
		{
			Rule:  "Castle; Event Cards",
			Title: "The lower track",
			Text: "1 step on, the Castle {castle} takes a gift of resources for a Signet Ring {ring}, and your Book {book} for " + fmt.Sprint(em.CastleBookBuildings) + " Building Points {building}; this round's Event, New lore in old books, pays the same for a Book at the round's end. " +
				"But your Citizen Points {citizen} are the lower track, and the Market pays them for Books. " +
				"Move your Countryside Councilor 1 step, from the Weaving Mill to the Grainfield {grain}.",
			Play: "Move the Councilor from the Weaving Mill 1 step to the Grainfield",
			Note: "+1 Grain. With nothing left to do, your turn ended.",
		},
		{
			Rule:  "Card Action",
			Title: "The Move card",
			Text: "The Move 1 step card moves one of your Councilors 1 step, just like a 1-step Movement Action, and it acts where it stops; the slot's move comes besides, before or after. " +
				"Play it on the 2-step slot.",
			Play: "Play the Move 1 step card on the 2-step slot",
			Note: "A 1-step move by the card and a 2-step move by the slot are yours to make.",
		},
		{
			Rule:  "Card Action",
			Title: "One step by card",
			Text:  "Use the card first: move your Countryside Councilor 1 step, from the Grainfield to the Quarry {stone}.",
			Play:  "Card: Move the Councilor from the Grainfield 1 step to the Quarry",
			Note:  "+1 Stone from the Quarry.",
		},
		{
			Rule:  "Bonus Action: Hire a Craftsman",
			Title: "Hire a Craftsman",
			Text: "Now hire a Craftsman {craftsman} at the Quarry. Hut 1 asks 2 Stone " + board.Own + ", and the Scholar lets you pay any 2 resources. " +
				"He brings 1 Citizen Point {citizen} now (your later ones 2, 3 and 4 " + board.Own + "), and at each later visit to the Quarry 1 more Stone {stone}, or a Bread {bread} for 1 Grain. " +
				"Hire him onto hut 1.",
			Play: "Hire a Craftsman at the Quarry (hut 1) for any 2 resources: 1 Citizen Point",
			Note: "The hut is yours once you pay it.",
		},
		{
			Rule:  "Bonus Action: Hire a Craftsman",
			Title: "Pay the hut",
			Text:  "Pay your Grain {grain}; your Stone {stone}, the only resource left, pays the rest.",
			Play:  "Pay 1 Grain",
			Note:  "+1 Citizen Point: your first Craftsman stands on the Quarry's hut 1.",
		},
		{
			Rule:  "Market",
			Title: "To the Market",
			Text: "The slot's 2 steps are still to move. " +
				"Move your Town Councilor from the Cathedral 2 steps to the Market {market}.",
			Play: "Move the Councilor from the Cathedral 2 steps to the Market",
			Note: "Your Councilor is at the Market.",
		},
		{
			Rule:  "Market",
			Title: "Books for Citizens",
			Text: "The Market has two actions, each once: pay any 1 resource for a Gold Coin {coin}, and discard 1 to 5 Books {book} for Citizen Points {citizen}: " +
				marketTable() + ". The more Books at once, the more each is worth. " +
				"The two Advisors here may be recruited too, as a Bonus Action. Discard your Book.",
			Play: "Discard 1 Book for 3 Citizen Points",
			Note: "+3 Citizen Points. With nothing left to do, your turn ended; your last card, Gold Coins, went onto the 3-step slot.",
		},
		{
			Rule:  "Card Action",
			Title: "The Gold Coins card",
			Text:  "The Gold Coins card pays 1 resource for 1 Gold Coin {coin}, or any 3 resources for 2. You have none: first move your Countryside Councilor from the Quarry 3 steps round to the Grainfield {grain}.",
			Play:  "Move the Councilor from the Quarry 3 steps to the Grainfield",
			Note:  "+1 Grain from the Grainfield.",
		},
		{
			Rule:  "Card Action; Market",
			Title: "Buy a Gold Coin",
			Text: "Gold Coins {coin} pay for noble ranks, and whenever you pay 1 resource you may pay 1 Gold Coin instead (except to buy Gold Coins " + board.Own + "). " +
				"Pay your Grain {grain} for a Gold Coin.",
			Play: "Card: pay 1 resource for 1 Gold Coin",
			Note: "+1 Gold Coin. Round 2 ended: Victoria scored and became a Baron, and round 3 opens with 3 new cards and a new Event.",
		},
		{
			Rule:  "Solo Mode",
			Title: "Victoria",
			Text:  "At the end of rounds 2 to 6 Victoria scores as if she delivered a Stone and a Bread, turning the Construction Site's markers; and she rises one noble rank a round on a fixed schedule, Baron in round 2 up to Marquess in round 5, taking the top Nobility card of that rank, which leaves a lesser one for you.",
		},
		{
			Rule:  "End of the Game",
			Title: "The end of the game",
			Text: "After round 6 the game ends. Each Signet Ring {ring} is worth 2 points; each Gold Coin {coin}, Favor Token {favor}, Book {book} and Bread {bread}, and every 2 resources, 1 point, on either track. " +
				"Then the lower of your two tracks is your score: beat your best, or in the Campaign, Victoria.",
		},
		{
			Rule:  "Overview",
			Title: "You are ready",
			Text: "That is the game: gather resources in the Countryside, spend them in Town, and keep both tracks rising together. " +
				"Play the ending next: a later game's last turn against Victoria, to its final score. Or keep playing this game, or play a first game against the Easy computer, with your Buildings on 35.",
		},
	},
}

// marketTable is the Market's table of Citizen Points for 1 to 5 Books, as
// the lesson says it: "3 for 1, 6 for 2, …".
func marketTable() string {
	var parts []string
	for n := 1; n <= em.MaxMarketBooks; n++ {
		parts = append(parts, fmt.Sprintf("%d for %d", em.MarketBookCitizens[n], n))
	}
	return strings.Join(parts, ", ")
}
