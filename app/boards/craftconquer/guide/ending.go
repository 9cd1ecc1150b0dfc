package guide

import (
	"tabula/app/board"
	cc "tabula/engines/craftconquer"
)

// ending is the lesson's second part: another short game
// against Godfrey, at your second turn, where you claim your first
// Objective, choose the one that ends the game (Promoted makes a Bolteer
// worth 2 points, where Retired a Warrior would bring 1), and trigger the
// last round; Godfrey then takes his last turn (step 1's draw and hand
// limits, an Action card of his own, his second Objective), and the final
// score is read. The moves before it (Prelude) were played by two Normal
// computers (bots.New("normal", 7) for you, ("normal", 8) for Godfrey)
// from seed 90 in the short game, when the lesson was written, and are
// kept as a scripted log.
var ending = &board.Lesson{
	Seed:     90,
	Variants: []string{cc.VariantLength30},
	Seats:    lessonSeats,
	Prelude: []string{
		"Place a Farm on grass -3,-1 and grass -2,-1",
		"Place a Farm on grass -5,4 and grass -4,4",
		"Place a Farm on grass 3,4 and grass 4,3",
		"Place a Farm on grass 9,-2 and grass 10,-3",
		"Deploy an Archer on grass -1,-2",
		"Deploy a Warrior on grass -5,5",
		"Deploy a Warrior on grass 10,-2",
		"Deploy an Archer on grass 3,3",
		"Craft an arrow for 1 Wood and 1 Coin",
		"Return 1 Iron to the Stockpile for a Discard Objective",
		"Trade an arrow in for a flaming arrow, paying 2 Coins and 1 Arrow",
		"Craft an arrow for 1 Wood and 1 Coin",
		"Buy 1 Stone for 2 coins",
		"Craft an arrow for 1 Wood and 1 Coin",
		"Sell 1 Horse for 1 coin",
		"Claim the Objective \"Crafted Three Arrows\" (1 point)",
		"Move the Warrior on grass 10,-2: roll the Movement die",
		"Move the Warrior to grass 6,1",
		"Buy 1 Wood for 2 coins",
		"Sell 1 Craftpoint for 1 coin",
		"Craft an arrow for 1 Wood and 1 Coin",
		"Sell 1 Iron for 1 coin",
		"Sell 1 Horse for 1 coin",
		"Craft a Warrior for 1 Peasant, 1 Iron and 1 Coin",
		"Deploy a Warrior on grass 8,-1",
		"End step 4 and place Peasants",
		"Place a Peasant on the Farm on grass 9,-2",
		"End the turn with 1 Settlement without a Peasant",
		"End step 4 and place Peasants",
		"Discard the Action card Attrition",
		"Move the Warrior on grass 8,-1: roll the Movement die",
		"Move the Warrior to grass 9,-1",
		"Craft a flaming arrow for 1 Wood and 3 Coins",
		"Sell 1 Stone for 1 coin",
		"Return 1 Iron to the Stockpile for a Discard Objective",
		"Buy 1 Wood for 2 coins",
		"Move the Warrior on grass 6,1: roll the Movement die",
		"Move the Warrior to grass 10,-2",
		"Craft an arrow for 1 Wood and 1 Coin",
		"Move the Archer on grass 3,3: roll the Movement die",
		"Move the Archer to grass 2,3",
		"End step 4 and place Peasants",
		"Place a Peasant on the Farm on grass 3,4",
		"Discard the Action card Shield Wall",
		"Discard the Objective \"Occupied a Settlement for Two Turns\"",
		"Retire the Warrior on grass -5,5",
		"Buy 1 Stone for 2 coins",
		"Buy a Peasant for 2 coins",
		"Craft an Archer for 1 Peasant, 1 Wood and 1 Coin",
		"Craft a Warrior for 1 Peasant, 1 Iron and 1 Coin",
		"Buy a Farm for 2 Wood, 1 Craftpoint, 1 Stone and 2 Coins",
		"Place a Farm on grass -8,1 and grass -7,0 (bought for 2 Wood, 1 Craftpoint, 1 Stone and 2 Coins)",
		"Deploy an Archer on grass -6,4",
		"Trade an arrow in for a flaming arrow, paying 2 Coins and 1 Arrow",
		"Sell 1 Wood for 1 coin",
		"Craft a flaming arrow for 1 Wood and 3 Coins",
		"Deploy a Warrior on grass -2,-2",
	},
	Steps: []board.LessonStep{
		{
			Rule:  "How to Win",
			Title: "Two Objectives end it",
			Text: "This is another short game against Godfrey, at your second turn: you lead the Thornwood Rangers, he the Stormrider Host. " +
				"He has completed one Objective {Objective card}, Crafted Three Arrows, so his Projected score, in the Players panel, is 2: what the final scoring would give him now, 1 point and 1 more because its ribbon shows blue, one of his Faction's colours " + board.Own + ". " +
				"You have claimed none yet, but this turn you retired a Warrior and crafted two flaming arrows {Flaming Arrow}: two of the three Objectives in your hand are complete.",
		},
		{
			Rule:  "Completing Objective Cards",
			Title: "Claim the first",
			Text: "An Objective is claimed on the turn you complete it, never later. " +
				"Claim Crafted Two Flaming Arrows: 2 points, and 1 more for its green ribbon, since green is one of your Faction's colours " + board.Own + ".",
			Play: "Claim the Objective \"Crafted Two Flaming Arrows\" (2 points)",
			Note: "Your Projected is 3: one Objective of the two that end the short game.",
		},
		{
			Rule:  "Action Cards Explained",
			Title: "Choose the last one",
			Text: "Your next claim is your second Objective: it ends your turn at once, so only one more card can count. " +
				"Retired a Warrior is worth 1 point, Upgraded to a Bolteer 2 " + board.Own + ". " +
				"Play your Action card Promoted {Action card}, which upgrades a Tier 1 soldier for free, even one deployed this turn, on your new Archer {Archer}.",
			Play: "Play Promoted: upgrade the Archer on grass -6,4 to a Bolteer for free",
			Note: "Your Archer is now a Bolteer: Upgraded to a Bolteer is complete.",
		},
		{
			Rule:  "How to Win",
			Title: "Trigger the last round",
			Text: "Claim Upgraded to a Bolteer {Bolteer}. It is your second Objective, so your turn ends at once and Godfrey takes one last turn; you take no more. " +
				"Until the end you play no Action card and claim nothing, but if he attacks you still roll to defend, and may counter-attack.",
			Play: "Claim the Objective \"Upgraded to a Bolteer\" (2 points)",
			Note: "Projected 5 to 2, and the last round has begun. Retired a Warrior stays in your hand: a card not claimed counts nothing.",
		},
		{
			Rule:  "Gameplay Turns",
			Title: "Godfrey's last turn",
			Text: "His turn starts as every turn does: he draws an Objective and an Action card, then keeps at most 3 Objectives and 2 Action cards in hand and discards the rest. " +
				"Press Continue.",
			Play: "Discard the Objective \"Discarded Three Iron\"",
			Note: "He keeps the Objective he drew, Upgraded to a Knight.",
		},
		{
			Rule:  "Gameplay Turns",
			Title: "Two Action cards",
			Text:  "He drew Promoted too, and holds 3 Action cards: one must go. Press Continue.",
			Play:  "Discard the Action card Mountain Crossing",
			Note:  "He keeps Archer Volley and Promoted.",
		},
		{
			Rule:  "How to Win",
			Title: "Only you are limited",
			Text: "The last round's limits bind only the player who ended the game: Godfrey may still play Action cards {Action card}, attack and claim. " +
				"He plays his Promoted on a Warrior {Warrior}. Press Continue.",
			Play: "Play Promoted: upgrade the Warrior on grass 10,-2 to a Knight for free",
			Note: "His Warrior is now a Knight: Upgraded to a Knight is complete.",
		},
		{
			Rule:  "How to Win",
			Title: "His second Objective",
			Text: "Godfrey claims Upgraded to a Knight {Knight}, 2 points " + board.Own + ". " +
				"It is his second Objective too, and reaching the agreed number ends a last-round turn at once as well " + board.Own + ", and the game with it. With more Objectives to go, a player may claim several in this last turn, up to the agreed number: a lead is never safe.",
			Play: "Claim the Objective \"Upgraded to a Knight\" (2 points)",
			Note: "The game is over: you win, 5 points to 4.",
		},
		{
			Rule:  "Scoring",
			Title: "The final score",
			Text: "The most Objective points wins: your 5 are 4 points on your two Objectives and 1 for the green ribbon, Godfrey's 4 are 3 points and 1 for his blue ribbon " + board.Own + ". " +
				"Your Projected 5 before his claim was already your final score: points count when they are won. " +
				"Had you ended with Retired a Warrior, you would have had 4, only level with Godfrey.",
		},
	},
}
