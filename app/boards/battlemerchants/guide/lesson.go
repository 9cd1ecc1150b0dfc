package guide

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/battlemerchants/icons"
	bm "tabula/engines/battlemerchants"
	"tabula/engines/save"
)

// LessonIcon is the board's icon that the lesson's words name: a Demand
// Token's two faces, gold, a weapon, a Reward tile, a card.
func LessonIcon(name string) app.UI {
	token := func(class, path string, size float64) app.UI {
		return app.Span().Class("bm-lesson-icon", class).Body(
			legendIcon(board.Circle(board.Pt{}, 14, "bm-token-disc"), board.Icon(path, board.Pt{}, size, "bm-token-face")))
	}
	switch name {
	case "fire":
		return token("bm-token-fire", icons.FlamePath, 20)
	case "lock":
		return token("bm-token-lock", icons.LockPath, 18)
	case "gold":
		return icons.Coin()
	case "reward":
		return icons.Hex()
	case "card":
		return icons.Card()
	}
	for w := range bm.NumWeapons {
		if name == bm.Weapon(w).String() {
			return icons.Weapon(bm.Weapon(w))
		}
	}
	return nil
}

// lessonSeats are the lesson's and its ending's players: the person, and
// Beatrix.
var lessonSeats = []save.Seat{
	{Name: board.You, Colour: 0, Kind: save.Human},
	{Name: "Beatrix", Colour: 1, Kind: save.Computer, Level: "random"},
}

// Lesson teaches Battle Merchants by playing its first Season, Spring,
// against Beatrix in the two-player game (with Salesman Steve), and the
// opening of Summer: every action, a sale's gold and Reward tile, the
// Demand Tokens, the Season's end, the war, the repairs and the cleanup,
// a sale onto a space the war emptied, what "Projected" and a Craft card's
// "= N" price mean; then, in words, Vorpal weapons, Region tiles and the
// game's end, which its ending (ending.go) then plays. Each step's Rule is the rulebook's section
// (/work/shared/rules/battle-merchants.md) that its words follow.
var Lesson = &board.Lesson{
	Seed:   1,
	Seats:  lessonSeats,
	Ending: ending,
	Steps: []board.LessonStep{
		{
			Rule:  "Introduction",
			Title: "Welcome, weapon merchant",
			Text: "The Elves, Dwarves, Orcs and Hobgoblins are at war, and you sell them weapons, to both sides if you like. " +
				"The game lasts four Seasons; after Winter, the merchant with the most gold wins. " +
				"This lesson plays the first Season with you against Beatrix, one rule at a time.",
		},
		{
			Rule:  "Player Turns",
			Title: "One action a turn",
			Text: "On your turn you take one action: learn a Craft card, forge up to three weapons, sell one weapon, or take a Kingdom card. " +
				"Your mat shows your gold {gold} (10 to start) and your Craft: Level 1 in Axe {Axe} and in Sword {Sword} " + board.Own + ", the two weapons you can make now.",
		},
		{
			Rule:  "Forge Weapons",
			Title: "Forge a weapon",
			Text: "You can only sell weapons you have made. A Standard weapon costs 5 gold to forge. " +
				"Forge a Standard Axe: choose the marked {Axe} Axe on your mat (the My mat tab on a phone).",
			Play: "Forge a Standard Axe for 5 gold",
			Note: "You paid 5 gold; the Axe waits on your mat, marked with your colour, until you sell it.",
		},
		{
			Rule:  "Forge Weapons",
			Title: "Up to three at once",
			Text: "One Forge action makes up to three weapons, but gold is short and one Axe will do for now. " +
				"In the Players panel, Projected is what the final scoring would give you if the game ended now: your 5 gold, and 2 for the Axe, an unsold weapon's end value " + board.Own + ", so it fell from 10 to 7 until you sell. " +
				"Choose Stop forging to end your turn.",
			Play: "Stop forging",
			Note: "Your turn is over: it is Beatrix's turn.",
		},
		{
			Rule:  "Forge Weapons",
			Title: "Beatrix forges",
			Text:  "Beatrix's mat gives her Craft in Mace and Hammer " + board.Own + ", so those are what she can forge. Continue to watch her turn.",
			Play:  "Forge a Standard Mace for 5 gold",
			Note:  "Beatrix forged a Mace for 5 gold.",
		},
		{
			Rule:  "Forge Weapons",
			Title: "A second weapon",
			Text:  "She forges a second weapon in the same action.",
			Play:  "Forge a Standard Hammer for 5 gold",
			Note:  "Beatrix forged a Hammer: her 10 gold are spent, so her forging ends by itself.",
		},
		{
			Rule:  "Regions and Battlefields",
			Title: "Sell to the races",
			Text: "A weapon may go only on a space showing that weapon, beside a face-up Demand Token {fire} or one already gone; a locked one {lock} keeps the next spaces closed. " +
				"A Standard sale pays 6 gold, plus 1 for each Reward tile {reward} you hold of that race and 1 if you hold that Region's tile: your mat starts with an Orc tile " + board.Own + ". " +
				"Sell your Axe to the Orcs in the Desert.",
			Play: "Sell a Standard Axe to the Orcs in the Desert for 7 gold",
			Note: "+7 gold. You also took the Orcs' Reward tile in your colour: every later sale to the Orcs pays 1 more (one tile per race each Season).",
		},
		{
			Rule:  "Salesman Steve",
			Title: "Salesman Steve",
			Text: "In a two-player game, after every sale Salesman Steve sells a Standard weapon to the race his cube shows, on its empty space nearest the middle of the board, locked or not. " +
				"Nobody earns gold from his sales, and his weapons lose every battle against a merchant's. " +
				"He has just sold a Hammer to the Elves in the Forest.",
		},
		{
			Rule:  "Selling Weapons, step 4",
			Title: "Demand Tokens",
			Text: "Beatrix sells her Mace to the Hobgoblins, across the Battlefield from your Axe. " +
				"When both sides of a Battlefield hold a weapon, its Demand Token goes to the Season Area and the next Battlefield of that Region opens.",
			Play: "Sell a Standard Mace to the Hobgoblins in the Desert for 6 gold",
			Note: "The Desert's first Demand Token went to the Season Area (1 of 3 for Spring), and Steve sold a Sword to the Dwarves in the Grasslands.",
		},
		{
			Rule:  "Learn Craft; Craft Cards",
			Title: "Learn Craft",
			Text: "Craft cards raise your Level in a weapon: a higher Level wins battles, and Level 5 lets you forge Vorpal weapons. " +
				"A card marked ×1 costs 1 gold for each Level you already have in it. " +
				"You have 1 Axe Level, so this Axe card, +2 Levels " + board.Own + ", costs 1 gold, the “= {gold} 1” under it: learn it.",
			Play: "Learn Axe Craft (+2 Levels) for 1 gold",
			Note: "Your Axe is now Level 3. In a two-player game, taking a card also discards the card linked to it by a line: here, a Hammer Craft card.",
		},
		{
			Rule:  "Kingdom and Craft Cards in the 2-player Game",
			Title: "Beatrix learns too",
			Text:  "Beatrix learns Mace Craft, for 1 gold as well.",
			Play:  "Learn Mace Craft (+2 Levels) for 1 gold",
			Note:  "Her Mace is Level 3 now; the Kingdom card linked to hers, Elven Envoy " + board.Own + ", was discarded.",
		},
		{
			Rule:  "Forge Weapons",
			Title: "Forge two Axes",
			Text:  "Next turn you will sell twice, so forge two Standard Axes now. Choose the Axe on your mat.",
			Play:  "Forge a Standard Axe for 5 gold",
			Note:  "One Axe forged; 6 gold left.",
		},
		{
			Rule:  "Forge Weapons",
			Title: "And another",
			Text:  "Forge the second Axe.",
			Play:  "Forge a Standard Axe for 5 gold",
			Note:  "With 1 gold left you cannot forge more, so your turn ended by itself.",
		},
		{
			Rule:  "Forge Weapons",
			Title: "Beatrix's turn",
			Text:  "Beatrix forges another Mace.",
			Play:  "Forge a Standard Mace for 5 gold",
			Note:  "Beatrix has a Mace and a Hammer ready to sell, and no gold.",
		},
		{
			Rule:  "Take Kingdom Card; Kingdom Card Durations",
			Title: "Kingdom cards",
			Text: "A Kingdom card {card} bends a rule for you. Immediate cards act at once, Permanent and End cards stay in front of you (2 at most in Spring), and some pay or cost gold. " +
				"Take Drive the Workers: this turn you may sell two weapons.",
			Play: "Take Drive the Workers (Immediate): Sell up to two Weapons this turn.",
			Note: "Now sell both Axes, one after the other.",
		},
		{
			Rule:  "Selling Weapons",
			Title: "First sale",
			Text: "Sell an Axe to the Elves in the Grasslands, facing Steve's Sword. " +
				"That fills both sides of the Battlefield, so its Demand Token goes to the Season Area.",
			Play: "Sell a Standard Axe to the Elves on Battlefield 1 in the Grasslands for 6 gold",
			Note: "+6 gold and the Elves' Reward tile; the second Demand Token of Spring is in the Season Area.",
		},
		{
			Rule:  "Season's End: Time For War!",
			Title: "End the Season",
			Text: "When the third Demand Token reaches the Season Area, the Season's end is set: every other player takes one last turn, then the races go to war. " +
				"Sell your last Axe to the Dwarves in the Mountains, facing Steve's Sword.",
			Play: "Sell a Standard Axe to the Dwarves on Battlefield 1 in the Mountains for 6 gold",
			Note: "The third token is placed: Spring ends after Beatrix's last turn. Tokens that would follow now leave the game.",
		},
		{
			Rule:  "Battles",
			Title: "War",
			Text: "Beatrix takes her last turn. Then every Battlefield with two weapons facing each other fights: Vorpal beats Standard; " +
				"between equal qualities the higher Craft Level wins, and equal Levels tie.",
			Play: "Sell a Standard Mace to the Orcs on Battlefield 2 in the Desert for 6 gold",
			Note: "War! Your Axes beat Steve's two Swords: his Swords went to your Defeated pile and your Axes stay on the board. Your Level 3 Axe and Beatrix's Level 3 Mace tied: both are gone, and each of you got 1 gold.",
		},
		{
			Rule:  "Repairs; End of a Season (2-player)",
			Title: "Repairs and a new Season",
			Text: "After the battles every merchant earns 2 gold for each of their weapons still on the board: the Log lists the whole war. " +
				"Then the side board slides, the Reward spaces are filled again, and Summer begins with you.",
		},
		{
			Rule:  "Forge Weapons",
			Title: "Summer",
			Text:  "Summer begins with you, and you have no weapon left to sell: forge a Standard Axe {Axe}.",
			Play:  "Forge a Standard Axe for 5 gold",
			Note:  "The Axe waits on your mat.",
		},
		{
			Rule:  "Forge Weapons",
			Title: "One is enough",
			Text:  "Stop forging: you will sell it next turn.",
			Play:  "Stop forging",
			Note:  "It is Beatrix's turn.",
		},
		{
			Rule:  "Learn Craft; Craft Cards",
			Title: "Whose price",
			Text: "The “= {gold} N” under each Craft card is its price for the player whose turn it is. " +
				"The Axe card (+2 Levels) is marked ×2 " + board.Own + ": on your turn it cost 6 gold, 2 for each of your 3 Axe Levels; for Beatrix, with none, it costs 0 now. " +
				"She takes Royal Commission " + board.Own + ", a Kingdom card that pays 4 gold, instead.",
			Play: "Take Royal Commission (Immediate): Collect 4 gold.",
			Note: "Beatrix took 4 gold.",
		},
		{
			Rule:  "Selling Weapons",
			Title: "Spaces the war emptied",
			Text: "From Summer on, you may sell onto an empty space a battle left, instead of one beside a face-up Demand Token. " +
				"The Desert's first Battlefield was emptied by the tie: sell your Axe to the Orcs there, for 6 gold and 1 for each of your two Orc tiles.",
			Play: "Sell a Standard Axe to the Orcs in the Desert for 8 gold",
			Note: "+8 gold and a second Orc Reward tile. Steve sold to the Dwarves in the Grasslands, facing your Axe there: they will fight at Summer's end.",
		},
		{
			Rule:  "Selling Weapons",
			Title: "Beatrix sells",
			Text:  "Beatrix sells her Hammer to the Hobgoblins in the Mountains. Press Continue.",
			Play:  "Sell a Standard Hammer to the Hobgoblins on Battlefield 2 in the Mountains for 7 gold",
			Note:  "Beatrix earned 7 gold, Steve sold after her, and it is your turn.",
		},
		{
			Rule:  "Mastering a Craft; Forge and Sell One Weapon",
			Title: "Vorpal weapons and the Craft Bonus",
			Text: "At Level 5 in a weapon you may forge it Vorpal: 15 gold, but it sells for 20 " + board.Own + " and beats any Standard weapon. " +
				"The first Vorpal sale in a Region also takes the Region tile from its corner of the board " + board.Own + ": 1 gold more on its holder's later sales there. " +
				"The first to reach Level 6 takes that weapon's Craft Bonus card: once each Season, forge and sell one weapon in a single action.",
		},
		{
			Rule:  "Year's End (Winning the Game); 2-player Game End",
			Title: "Year's End",
			Text: "Summer, Autumn and Winter go the same way. After Winter's war, each unsold weapon brings 2 gold, or 6 if Vorpal " + board.Own + ". " +
				"The Defeated piles score, Vorpal weapons counting double: with two players the larger earns 7 gold; with three or four the largest earns 15 and the next 7. End Kingdom cards pay out. " +
				"The most gold wins.",
		},
		{
			Rule:  "Playing the Game",
			Title: "You are ready",
			Text: "That is the whole game: forge, sell where the demand is, learn Craft to win battles, and watch the Season Area. " +
				"Play the ending next: a later game's last turns, to its final score. Or play a first game against the Easy computer, or keep playing this one.",
		},
	},
}
