package guide

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/battlemerchants/icons"
	bm "tabula/engines/battlemerchants"
)

// Legend is the key to the icons of the Battle Merchants table (the "?" of
// the status bar), drawn with the icons the board uses.
func Legend() []board.Key {
	keys := make([]board.Key, 0, 20)
	for w := range bm.Weapon(bm.NumWeapons) {
		keys = append(keys, board.Key{Icon: icons.Weapon(w), Name: w.String(),
			Meaning: "A Weapon: forge it, then sell it on a Battlefield's " + w.String() + " space."})
	}
	for r := range bm.Race(bm.NumRaces) {
		keys = append(keys, board.Key{Icon: icons.Race(r), Name: r.String(),
			Meaning: "A race at war: selling to the " + r.String() + " pays more for each of their Reward Tiles you hold."})
	}
	token := func(class, path string, size float64) app.UI {
		return app.Span().Class(class).Body(legendIcon(board.Circle(board.Pt{}, 14, "bm-token-disc"), board.Icon(path, board.Pt{}, size, "bm-token-face")))
	}
	return append(keys,
		board.Key{Icon: icons.Coin(), Name: "Gold", Meaning: "Money: pays for Craft cards and forging; a sale earns it; the most gold at the end wins."},
		board.Key{Icon: icons.Anvil(), Name: "Forge", Meaning: "Forge a Weapon: pay its price in gold and keep it unsold until you sell it."},
		board.Key{Icon: app.Span().Class("bm-vorpal-badge", "bm-legend-badge").Text("V"), Name: "Vorpal",
			Meaning: "The better quality: forged from Level 5 of a Craft, it sells for more and counts as two in a Defeated Weapons pile."},
		board.Key{Icon: app.Span().Class("bm-pip", "bm-pip-b").Text("B"), Name: "Craft Bonus",
			Meaning: "The sixth Level of a Craft: the first to reach it may Forge and Sell One Weapon once per Season."},
		board.Key{Icon: icons.Tile(), Name: "Unsold weapons", Meaning: "Weapons you forged and have not sold yet."},
		board.Key{Icon: icons.Hex(), Name: "Reward Tile", Meaning: "Taken after a sale to a race (one per race per Season): +1 gold on every later sale to it."},
		board.Key{Icon: icons.Card(), Name: "Kingdom card", Meaning: "Taken as an action: an immediate benefit, a lasting power or a bonus at the game's end, often with gold."},
		board.Key{Icon: token("bm-token-fire", icons.FlamePath, 20), Name: "Open Battlefield", Meaning: "A Demand Token showing fire: Weapons may be sold on this Battlefield."},
		board.Key{Icon: token("bm-token-lock", icons.LockPath, 18), Name: "Locked Battlefield", Meaning: "A Demand Token showing a lock: nothing may be sold here until the spaces before it fill."},
		board.Key{Icon: icons.Defeated(), Name: "Battle", Meaning: "The last war's battle on this Battlefield: the winner's owner put the defeated Weapon in their Defeated Weapons pile."},
	)
}

// legendIcon is a token or marker of the map, drawn small for the legend.
func legendIcon(body ...app.UI) app.UI {
	return board.SVG("svg").Class("bm-legend-icon").Attr("viewBox", "-16 -16 32 32").Aria("hidden", "true").
		Attr("focusable", "false").Body(body...)
}

// MapKey explains the map's markers; cube is the seat colour class of
// the example cube.
func MapKey(steve bool, cube string) app.UI {
	items := []app.UI{
		app.Li().Class("bm-token-fire").Body(legendIcon(board.Circle(board.Pt{}, 14, "bm-token-disc"), board.Icon(icons.FlamePath, board.Pt{}, 20, "bm-token-face")),
			app.Text("open Battlefield")),
		app.Li().Class("bm-token-lock").Body(legendIcon(board.Circle(board.Pt{}, 14, "bm-token-disc"), board.Icon(icons.LockPath, board.Pt{}, 18, "bm-token-face")),
			app.Text("locked")),
		app.Li().Body(app.Span().Class("bm-vorpal-badge", "bm-legend-badge").Aria("hidden", "true").Text("V"), app.Text("Vorpal")),
		app.Li().Body(legendIcon(board.SVG("rect").Class("bm-cube", cube).Attr("x", -8).Attr("y", -8).
			Attr("width", 16).Attr("height", 16).Attr("rx", 2)), app.Text("owner's cube")),
		app.Li().Class("bm-battle", "bm-battle-tie").Body(legendIcon(board.Circle(board.Pt{}, 15, "bm-battle-disc"), board.Icon(icons.BattlePath, board.Pt{}, 22, "bm-battle-face")),
			app.Text("last war's battle")),
	}
	if steve {
		items = append(items, app.Li().Body(app.Span().Class("bm-tile", "bm-steve", "bm-legend-tile").Aria("hidden", "true").Body(
			app.Span().Class("bm-steve-badge").Text("S")), app.Text("Salesman Steve's")))
	}
	return app.Ul().Class("bm-legend").Aria("label", "Map key").Body(items...)
}
