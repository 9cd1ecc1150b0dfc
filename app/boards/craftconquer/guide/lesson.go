package guide

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	cc "tabula/engines/craftconquer"
	"tabula/engines/save"
)

// LessonIcon is the board's icon that the lesson's words name: any key of
// the legend by its name ("Wood", "Craftpoint", "Archer", "Farm",
// "Objective card"), drawn as the legend and the mats draw it.
func LessonIcon(name string) app.UI {
	for _, k := range Legend() {
		if k.Name == name {
			return k.Icon
		}
	}
	return nil
}

// lessonSeats are the lesson's and its ending's players: the person, and
// Godfrey.
var lessonSeats = []save.Seat{
	{Name: board.You, Colour: 0, Kind: save.Human},
	{Name: "Godfrey", Colour: 1, Kind: save.Computer, Level: "random"},
}

// Lesson teaches Craft & Conquer by playing the setup and the first
// round's opening of the short game (2 Objectives) against Godfrey: Farms
// and starting soldiers, then a whole turn of yours (gathering, crafting a
// soldier and an arrow, deploying, claiming an Objective, a ranged attack
// turned by an Action card, a move, a Farm built, the Peasants), and
// Godfrey's upgrade; then, in words, the turn's five steps, the
// counter-attack, sieges and occupation, trading and upgrading
// Settlements, scoring and the last round with its limits, which its
// ending (ending.go) then plays.
// Each step's Rule is the rulebook's section
// (/work/shared/rules/craft-and-conquer-medieval.md) that its words follow.
// The seed fixes the map, the Factions, the cards and every die: you go
// first, your flaming arrow ties the Warrior's defense and Weak Fight
// breaks the tie, and the Movement die shows a 2.
var Lesson = &board.Lesson{
	Seed:     1,
	Variants: []string{cc.VariantLength30},
	Seats:    lessonSeats,
	Ending:   ending,
	Steps: []board.LessonStep{
		{
			Rule:  "Introduction & Setup",
			Title: "Welcome to Talmaara",
			Text: "You win Craft & Conquer with Objective cards {Objective card}: goals such as crafting an Archer or defeating a Warrior, each worth points. " +
				"This is the short game: when a player completes their second Objective, everyone else takes one last turn, and the most Objective points wins. " +
				"You lead the Greyfen Bowmen, in the west, against Godfrey's Ironhold Clans in the east. The rulebook prints no cards, Factions or prices: those Tabula reconstructed are marked " + board.Own + ".",
		},
		{
			Rule:  "Player Setup",
			Title: "Place your first Farm",
			Text: "Before the first turn, each player places their Faction's Settlements in their own Kingdom: their Player Tile and the two tiles beside it. " +
				"A Farm {Farm} covers two spaces, and at least two empty spaces must lie between any two Settlements. " +
				"Put your first Farm at the front, facing Godfrey: choose the marked space, then the one marked beside it.",
			Play: "Place a Farm on grass -2,-1 and grass -1,-2",
			Note: "Soldiers are deployed beside your Settlements, so this Farm is where your army will gather.",
		},
		{
			Rule:  "Player Setup",
			Title: "And a second one",
			Text:  "Your Faction card gives you two Farms " + board.Own + ". Put the second one further back, where it is safe: choose the marked space, then its neighbour.",
			Play:  "Place a Farm on grass -6,0 and grass -5,0",
			Note:  "Both your Farms stand; now Godfrey places his.",
		},
		{
			Rule:  "Player Setup",
			Title: "Godfrey's Farms",
			Text:  "Godfrey places his Farms in his own Kingdom, on the other side of the middle tiles. Continue to watch.",
			Play:  "Place a Farm on grass 3,-1 and grass 3,-2",
			Note:  "Godfrey's first Farm faces yours across the middle tiles.",
		},
		{
			Rule:  "Player Setup",
			Title: "Peasants",
			Text:  "When every Farm stands, each player puts a Peasant {Peasant} on each of their Settlements: a Settlement yields Resources only while a Peasant works it.",
			Play:  "Place a Farm on grass 7,-3 and grass 8,-3",
			Note:  "Every Farm now has its Peasant. Next come the soldiers each Faction starts with.",
		},
		{
			Rule:  "Deploying Soldiers",
			Title: "Deploy an Archer",
			Text: "Your Faction starts with two Archers {Archer} " + board.Own + ". A soldier is deployed on a space next to one of your Settlements, inside your Kingdom, and only one beside each Settlement in a turn. " +
				"Deploy the first at the front: choose the marked space by your first Farm.",
			Play: "Deploy an Archer on grass -1,-3",
			Note: "An Archer shoots up to 4 spaces away, and each shot spends an arrow.",
		},
		{
			Rule:  "Simultaneous Deployment",
			Title: "One per Settlement",
			Text:  "Your front Farm has had its soldier, so the second Archer goes beside your other Farm. Choose the marked space.",
			Play:  "Deploy an Archer on grass -5,-1",
			Note:  "Both Archers are on the board.",
		},
		{
			Rule:  "Attacking & Defending",
			Title: "Godfrey's Warriors",
			Text:  "Godfrey's Faction starts with two Warriors {Warrior} " + board.Own + ": sturdy soldiers that roll 3 attack and 3 defense dice, but strike only the space next to them.",
			Play:  "Deploy a Warrior on grass 3,-3",
			Note:  "This Warrior guards Godfrey's front Farm.",
		},
		{
			Rule:  "Player Setup",
			Title: "Who goes first",
			Text:  "Godfrey deploys his second Warrior. Then everyone rolls two attack dice, and the highest roll plays first.",
			Play:  "Deploy a Warrior on grass 7,-2",
			Note:  "Setup is done and you rolled highest: your first turn begins.",
		},
		{
			Rule:  "Gameplay Turns",
			Title: "Gather, then craft",
			Text: "A turn has five steps: 1, draw an Objective and an Action card (not on your first turn); 2, your Peasants come off your Farms with their Wood {Wood} and Iron {Iron} " + board.Own + "; 3, every Settlement pays its coins {Coin}; " +
				"4, craft, deploy, move, attack and claim, in any order, until you end step 4; 5, put your Peasants back. Steps 1 to 3 are done. " +
				"Craft an Archer {Archer} in the crafting panel of your mat (the My mat tab on a phone): it costs a Peasant {Peasant}, a Wood and a coin " + board.Own + ".",
			Play: "Craft an Archer for 1 Peasant, 1 Wood and 1 Coin",
			Note: "The Peasant took up a bow: your new Archer waits to be deployed.",
		},
		{
			Rule:  "Deploying Soldiers",
			Title: "Deploy it",
			Text:  "A soldier crafted this turn can be deployed at once, beside a Settlement with no soldier deployed beside it this turn. Deploy your new Archer at the front.",
			Play:  "Deploy an Archer on grass -2,-2",
			Note:  "Three Archers now guard your Kingdom.",
		},
		{
			Rule:  "Completing Objective Cards",
			Title: "Claim an Objective",
			Text: "One of your Objectives {Objective card} is Crafted an Archer, and you have just done it. " +
				"An Objective is claimed on the turn you complete it, never later: choose Claim on that card among the Objectives in hand on your mat. It is worth 1 point, and harder ones up to 5 " + board.Own + ".",
			Play: "Claim the Objective \"Crafted an Archer\" (1 point)",
			Note: "One Objective completed, face up for all to see: one more and the last round begins.",
		},
		{
			Rule:  "Arrows",
			Title: "Craft a flaming arrow",
			Text: "An Archer spends an arrow {Arrow} for each shot. A flaming arrow {Flaming Arrow} adds one attack die, and the Greyfen Bowmen pay a coin less for it " + board.Own + ". " +
				"Craft one in the crafting panel of your mat.",
			Play: "Craft a flaming arrow for 1 Wood and 2 Coins",
			Note: "You hold an arrow and a flaming arrow.",
		},
		{
			Rule:  "Attacking & Defending",
			Title: "Shoot the Warrior",
			Text: "Godfrey's Warrior is 4 spaces from your front Archer: in range, and no forest or mountain blocks the line of sight. " +
				"The attacker rolls attack dice, the defender defense dice, and the higher total wins; a tie goes to the defender. " +
				"Select your front Archer, then the Warrior, to shoot the flaming arrow (3 dice against the Warrior's 3).",
			Play: "Attack Ironhold Clans' Warrior on grass 3,-3 with the Archer on grass -1,-3, shooting a flaming arrow",
			Note: "You rolled 3 (a blank, a single and a double); the Warrior rolled 3 too (a double and a counter-attack). A tie: the defender would win.",
		},
		{
			Rule:  "Counter-Attacks",
			Title: "The counter-attack face",
			Text: "One of the Warrior's defense dice shows a counter-attack: it counts 1 defense, and a defender who wins holding one may strike back at once, rolling attack dice against the attacker's defense dice, if the attacker is in its reach (a ranged soldier spends an arrow for it). " +
				"The Warrior strikes only the spaces next to it, so your Archer is safe; but the tie would save the Warrior. Continue.",
		},
		{
			Rule:  "Action Cards Explained",
			Title: "An Action card turns the fight",
			Text: "Action cards {Action card} bend the rules, some on your turn, some on anyone's. " +
				"Your Weak Fight removes one enemy die after the roll and wins you a tie: play it on the Warrior's double: choose Play Weak Fight among your choices.",
			Play: "Play Weak Fight: remove an enemy double die and win a tie",
			Note: "The Warrior's total fell to 1 against your 3.",
		},
		{
			Rule:  "Winning as the Attacker",
			Title: "Godfrey's answer",
			Text: "Godfrey may answer with a card of his own, but he lets the roll stand. " +
				"When the attacker's total is higher, the defending soldier leaves the board and the winner collects Craftpoints {Craftpoint}: 2 for a Tier 1 soldier, 4 for Tier 2, 6 for Tier 3.",
			Play: "Play no card",
			Note: "The Warrior is defeated: +2 Craftpoints, which pay for upgrades and Settlements.",
		},
		{
			Rule:  "Movement",
			Title: "Move a soldier",
			Text: "Each soldier may move once a turn, always before it attacks: you name it, roll the Movement die and go up to that many spaces. Soldiers walk on grass and forest (a forest space costs 2), never over mountains or water. " +
				"Your front Archer has attacked, so it is spent: select your back Archer, then choose its Move button.",
			Play: "Move the Archer on grass -5,-1: roll the Movement die",
			Note: "You rolled a 2: the spaces it can reach are marked.",
		},
		{
			Rule:  "Movement",
			Title: "Where to",
			Text:  "Bring the Archer towards the front: choose the marked space. You may always move fewer spaces than the die shows, or none.",
			Play:  "Move the Archer to grass -4,-2",
			Note:  "All three Archers stand near the front.",
		},
		{
			Rule:  "Siege Deployment; Occupation",
			Title: "Sieges and occupation",
			Text: "A Settlement with an enemy soldier beside it is under siege: its owner may deploy beside it only at the very start of their turn, a soldier bought with the Resources left in hand. " +
				"Godfrey's front Farm has lost its Warrior. With no enemy soldier beside it, a soldier of yours that reaches it may walk in and occupy it: it captures the Peasant there, and takes the Farm's Resources and coins at each of your turns; but while it occupies, it cannot attack, and when attacked it defends without counter-attacking.",
		},
		{
			Rule:  "Resources & Settlements",
			Title: "Build a Farm",
			Text: "The Warrior's Craftpoints {Craftpoint} let you build. A new Farm {Farm} costs 2 Wood, 1 Stone, 1 Craftpoint and 2 coins " + board.Own + ", and your Kingdom may hold up to five Settlements. " +
				"Buy one in the crafting panel of your mat.",
			Play: "Buy a Farm for 2 Wood, 1 Craftpoint, 1 Stone and 2 Coins",
			Note: "Now place it in your Kingdom.",
		},
		{
			Rule:  "Resources & Settlements",
			Title: "Place it",
			Text:  "Like the first two, it goes in your Kingdom with at least two empty spaces between it and any other Settlement. Put it behind your Archers: choose the marked space, then its neighbour.",
			Play:  "Place a Farm on grass -4,-3 and grass -3,-3 (bought for 2 Wood, 1 Craftpoint, 1 Stone and 2 Coins)",
			Note:  "Three Farms: the new one pays its coins from your next turn, and yields Resources once a Peasant works it.",
		},
		{
			Rule:  "Gameplay Turns",
			Title: "Time to end the turn",
			Text:  "Crafting, deploying, moving, attacking and claiming (step 4 of the turn) can come in any order. When you are done, end step 4 to put your Peasants back to work.",
			Play:  "End step 4 and place Peasants",
			Note:  "Now the Peasants go back on your Settlements.",
		},
		{
			Rule:  "Peasants",
			Title: "Back to the Farm",
			Text: "Only a Peasant {Peasant} on a Settlement at the start of your turn gathers Resources. You have one left (the other became your Archer) for three Farms: " +
				"place it on your front Farm. Another would cost 2 coins.",
			Play: "Place a Peasant on the Farm on grass -2,-1",
			Note: "Next turn this Farm yields its Wood and Iron " + board.Own + "; the empty one still pays its coins.",
		},
		{
			Rule:  "End of Turn",
			Title: "End your turn",
			Text:  "You may not keep a Peasant back while a Settlement is empty, but you have none left. End your turn.",
			Play:  "End the turn with 2 Settlements without a Peasant",
			Note:  "It is Godfrey's turn.",
		},
		{
			Rule:  "Upgrading Soldiers",
			Title: "Godfrey upgrades",
			Text: "Godfrey gathers as you did, then upgrades his other Warrior to a Knight {Knight}: Tier 2, with 5 attack and 5 defense dice. " +
				"An upgrade costs Resources and usually Craftpoints, never a Peasant; it is not allowed on the turn a soldier was deployed, nor after it moved or attacked.",
			Play: "Upgrade the Warrior on grass 7,-2 to a Knight for 1 Iron and 1 Horse",
			Note: "The Ironhold Clans pay a Craftpoint less for upgrades " + board.Own + ": this Knight cost only Iron and a Horse.",
		},
		{
			Rule:  "Resources & Settlements",
			Title: "Trade and build",
			Text: "In your turn you may buy any Resource for 2 coins {Coin} and sell one back for 1; a Craftpoint {Craftpoint} costs 10. " +
				"A Farm may also be upgraded to a Village or a Quarry, which pays 3 coins and yields Craftpoints.",
		},
		{
			Rule:  "Scoring",
			Title: "Counting the points",
			Text: "At the end, each player adds up the points of their completed Objectives; cards still in the hand count nothing. " +
				"Three completed Objectives sharing a ribbon colour earn 3 more, once a game for each player; each one whose ribbon matches your Faction's colours earns 1 more, and each enemy Peasant you captured 1 more: a soldier that occupies an undefended enemy Settlement captures its Peasant, and so does the Kidnapped card.",
		},
		{
			Rule:  "How to Win",
			Title: "The last round",
			Text: "When a player completes their last Objective, their turn ends and everyone else takes one last turn, in which they may claim several Objectives, up to the agreed number; the one that reaches it ends their turn at once too " + board.Own + ". A lead of one card is not safe. " +
				"The finisher takes no more turns, plays no Action card and claims nothing more, but still rolls to defend and may counter-attack. Then the most points wins, a tie going to the most soldiers and Settlements on the board.",
		},
		{
			Rule:  "How to Win",
			Title: "You are ready",
			Text: "That is the game: craft, deploy, fight and claim your Objectives on the turn you complete them. " +
				"Play the ending next: another short game's last turns, to its final score. Or play on against Godfrey, whose turn is still under way, or start a first game of your own against the Easy computer, the full game to 5 Objectives.",
		},
	},
}
