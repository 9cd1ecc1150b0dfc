package guide

import (
	"tabula/app/board"
	"tabula/app/boards/craftconquer/icons"
	cc "tabula/engines/craftconquer"
)

// Legend is the key to the icons of the Craft & Conquer table (the "?"
// of the status bar), drawn with the icons the board uses.
func Legend() []board.Key {
	good := func(g cc.Good, meaning string) board.Key {
		return board.Key{Icon: icons.Inline(icons.Goods[g], icons.GoodClass(g)), Name: g.String(), Meaning: meaning}
	}
	soldier := func(t cc.SoldierType, meaning string) board.Key {
		return board.Key{Icon: icons.Inline(icons.Soldiers[t], "cq-i-soldier"), Name: t.String(), Meaning: meaning}
	}
	settlement := func(k cc.SettlementKind, meaning string) board.Key {
		return board.Key{Icon: icons.Inline(icons.Settlements[k], "cq-i-settlement"), Name: k.String(), Meaning: meaning}
	}
	return []board.Key{
		good(cc.Wood, "A Resource: buy one for 2 coins, sell one for 1; Archers, arrows and Settlements cost Wood."),
		good(cc.Iron, "A Resource: Warriors, Knights and most upgrades cost Iron."),
		good(cc.Craftpoint, "Spent to upgrade soldiers and Settlements; won by defeating soldiers (2, 4 or 6 by Tier) or bought for 10 coins."),
		good(cc.Horse, "A Resource: upgrading a Warrior to a Knight, or a Knight to a Champion, costs a Horse."),
		good(cc.Stone, "A Resource for Settlements, and the Catapult's ammunition (up to 3 a shot)."),
		good(cc.Coin, "Money: your Settlements pay coins at the start of your turn; Resources cost 2, Peasants 2."),
		good(cc.Arrow, "Ammunition: an Archer or a Bolteer spends one to attack."),
		good(cc.FlamingArrow, "Ammunition that adds one attack die to an Archer's or a Bolteer's attack."),
		{Icon: icons.Inline(icons.Peasant, "cq-i-peasant"), Name: "Peasant", Meaning: "Works a Settlement, which yields Resources only with a Peasant on it; crafting a Tier 1 soldier costs one."},
		settlement(cc.Farm, "A Tier 1 Settlement: 2 coins a turn, Wood and Iron with a Peasant; soldiers deploy beside it."),
		settlement(cc.Village, "A Tier 2 Settlement upgraded from a Farm: 3 coins a turn, more Resources and a Craftpoint."),
		settlement(cc.Quarry, "A Tier 2 Settlement upgraded from a Farm: 3 coins a turn, Stone, Iron and a Craftpoint."),
		settlement(cc.Avalon, "The Tier 3 Settlement, upgraded from a Village or a Quarry: 4 coins a turn and the most Resources."),
		soldier(cc.Warrior, "Tier 1 soldier: attacks the space next to it with 3 dice."),
		soldier(cc.Archer, "Tier 1 soldier: shoots up to 4 spaces away, spending an arrow."),
		soldier(cc.Knight, "Tier 2 soldier upgraded from a Warrior: 5 attack and 5 defense dice."),
		soldier(cc.Bolteer, "Tier 2 soldier upgraded from an Archer: shoots up to 5 spaces away, spending an arrow."),
		soldier(cc.Champion, "Tier 3 soldier upgraded from a Knight: moves one space more than the Movement die shows."),
		soldier(cc.Catapult, "Tier 3 soldier upgraded from a Bolteer: hurls Stone 5 to 8 spaces away."),
		{Icon: icons.Inline(icons.Objective, "cq-i-card"), Name: "Objective card", Meaning: "A goal: claim it on the turn you do what it asks, for points; the first to the agreed number ends the game."},
		{Icon: icons.Inline(icons.Action, "cq-i-card"), Name: "Action card", Meaning: "An effect you may play, some on another player's turn: most are discarded once played, a few (Archer Volley, Shield Wall) are kept."},
		{Icon: icons.Inline(icons.Flag, "cq-i-flag"), Name: "Flag", Meaning: "On a Settlement: an enemy soldier occupies it, and its Resources and coins go to the occupier."},
	}
}
