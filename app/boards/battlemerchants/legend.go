package battlemerchants

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	bm "tabula/engines/battlemerchants"
)

// legend is the key to the icons of the Battle Merchants table (the "?" of
// the status bar), drawn with the icons the board uses.
func legend() []board.Key {
	keys := make([]board.Key, 0, 20)
	for w := range bm.Weapon(bm.NumWeapons) {
		keys = append(keys, board.Key{Icon: weaponIcon(w), Name: w.String(),
			Meaning: "A Weapon: forge it, then sell it on a Battlefield's " + w.String() + " space."})
	}
	for r := range bm.Race(bm.NumRaces) {
		keys = append(keys, board.Key{Icon: raceIcon(r), Name: r.String(),
			Meaning: "A race at war: selling to the " + r.String() + " pays more for each of their Reward Tiles you hold."})
	}
	token := func(class, path string, size float64) app.UI {
		return app.Span().Class(class).Body(legendIcon(board.Circle(board.Pt{}, 14, "bm-token-disc"), board.Icon(path, board.Pt{}, size, "bm-token-face")))
	}
	return append(keys,
		board.Key{Icon: coinIcon(), Name: "Gold", Meaning: "Money: pays for Craft cards and forging; a sale earns it; the most gold at the end wins."},
		board.Key{Icon: anvilIcon(), Name: "Forge", Meaning: "Forge a Weapon: pay its price in gold and keep it unsold until you sell it."},
		board.Key{Icon: app.Span().Class("bm-vorpal-badge", "bm-legend-badge").Text("V"), Name: "Vorpal",
			Meaning: "The better quality: forged from Level 5 of a Craft, it sells for more and counts as two in a Defeated Weapons pile."},
		board.Key{Icon: app.Span().Class("bm-pip", "bm-pip-b").Text("B"), Name: "Craft Bonus",
			Meaning: "The sixth Level of a Craft: the first to reach it may Forge and Sell One Weapon once per Season."},
		board.Key{Icon: tileIcon(), Name: "Unsold weapons", Meaning: "Weapons you forged and have not sold yet."},
		board.Key{Icon: hexIcon(), Name: "Reward Tile", Meaning: "Taken after a sale to a race (one per race per Season): +1 gold on every later sale to it."},
		board.Key{Icon: cardIcon(), Name: "Kingdom card", Meaning: "Taken as an action: an immediate benefit, a lasting power or a bonus at the game's end, often with gold."},
		board.Key{Icon: token("bm-token-fire", flamePath, 20), Name: "Open Battlefield", Meaning: "A Demand Token showing fire: Weapons may be sold on this Battlefield."},
		board.Key{Icon: token("bm-token-lock", lockPath, 18), Name: "Locked Battlefield", Meaning: "A Demand Token showing a lock: nothing may be sold here until the spaces before it fill."},
		board.Key{Icon: defeatedIcon(), Name: "Battle", Meaning: "The last war's battle on this Battlefield: the winner's owner put the defeated Weapon in their Defeated Weapons pile."},
	)
}
