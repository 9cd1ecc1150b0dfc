package icons

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	bm "tabula/engines/battlemerchants"
)

// Icons of the Battle Merchants board, drawn in a 24×24 box and filled with
// the current colour. They are decoration: every icon sits next to a text
// or inside an element that carries a label.
var (
	weaponPaths = [bm.NumWeapons]string{
		// Axe: a haft, a curved blade and a back spike.
		"M11 3h2v19h-2z M13 4.5c4-1.5 8 0 8.5 4.5.3 3-1 5.5-2 6.5-1.5-2.5-4-3.5-6.5-3.3z M11 6l-3.5 1.5 3.5 2z",
		// Sword: blade, guard, grip and pommel.
		"M12 1.5l2.2 2.5v10.5h-4.4v-10.5z M6.5 14.5h11v2.3h-11z M10.9 16.8h2.2v3.8h-2.2z M10.4 21.8a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0z",
		// Mace: a spiked ball on a haft.
		"M11 11h2v11h-2z M10 11.6h4v1.6h-4z M7 7a5 5 0 1 0 10 0a5 5 0 1 0-10 0z M12 .5l1.4 2.2h-2.8z M5 7l2.2-1.4v2.8z M19 7l-2.2-1.4v2.8z",
		// Hammer: a war hammer's head on a haft.
		"M11 8h2v14h-2z M4.5 3h15a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1z",
	}
	// RacePaths are the races' marks: the Elves' leaf, the Dwarves'
	// mountain peaks, the Orcs' tusked jaw and the Hobgoblins' horned
	// helm.
	RacePaths = [bm.NumRaces]string{
		"M12 2c5 3 7 8 6 13-1 4-4 6-6 7-2-1-5-3-6-7-1-5 1-10 6-13z M11.3 7h1.4v15h-1.4z",
		"M2 20l6.5-12 3 5 3.5-8 7 15z M14 5l1.6 3.7h-3.2z",
		"M4 9h16v5c0 4-3.5 7-8 7s-8-3-8-7z M6.5 9l1.5-6 2 6z M14 9l2-6 1.5 6z",
		"M5 13c0-5 3-8 7-8s7 3 7 8v7h-14z M5 11c-2-3-2-6-1-9 1.5 2.5 3 4 4.5 5z M19 11c2-3 2-6 1-9-1.5 2.5-3 4-4.5 5z",
	}
	// FlamePath is the fire face of a Demand Token.
	FlamePath = "M12 3c2 4 6 6 5 11-.5 4.5-4 7-5 7-4 0-6-3-5.5-6.5.5-3 2.5-4 3-6.5 1.5 2 1.5 4 2.5 4 .5-3-.5-6 0-9z"
	// LockPath is the lock face of a Demand Token.
	LockPath = "M7 11h10v9h-10z M9 11v-3a3 3 0 0 1 6 0v3h-1.6v-3a1.4 1.4 0 0 0-2.8 0v3z"
	// BattlePath is two crossed blades: a battle.
	BattlePath = "M3 3l3 .5 11 11-2.5 2.5-11-11z M21 3l-3 .5-11 11 2.5 2.5 11-11z M4 17.5l2.5-2.5 2.5 2.5-2.5 2.5z M20 17.5l-2.5-2.5-2.5 2.5 2.5 2.5z M2.5 20.5l2-2 1 1-2 2z M21.5 20.5l-2-2-1 1 2 2z"
	// anvilPath is an anvil: forging.
	anvilPath = "M3 6h13c0 2 2 3.5 5 3.5v1.5c-3 0-5 1-6 3v1h-2v2h3v3h-10v-3h3v-2h-2v-1c-1.5-2-3-3-4-4.5z"
	// coinPath is a gold coin.
	coinPath = "M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20z"
	// tilePath is a weapon tile.
	tilePath = "M4 4h16v16h-16z"
	// hexPath is a Reward tile.
	hexPath = "M7 3h10l5 9-5 9h-10l-5-9z"
	// cardPath is a card.
	cardPath = "M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2h-12a2 2 0 0 1-2-2v-16a2 2 0 0 1 2-2z"
	// ShieldPath is a race's emblem, centred on the origin, 100 units tall.
	ShieldPath = "M-40-48h80v46c0 30-20 44-40 52-20-8-40-22-40-52z"
)

// icon is a small inline SVG icon of path for HTML, hidden from screen
// readers (the text beside it, or its element's label, says what it is).
func icon(path string, class ...string) app.UI {
	return board.SVG("svg").Class(append([]string{"bm-icon"}, class...)...).Attr("viewBox", "0 0 24 24").Aria("hidden", "true").
		Attr("focusable", "false").Body(board.SVG("path").Attr("d", path))
}

// Weapon is the icon of weapon w.
func Weapon(w bm.Weapon, class ...string) app.UI {
	return icon(weaponPaths[w], append([]string{"bm-weapon"}, class...)...)
}

// Race is the mark of race r.
func Race(r bm.Race) app.UI { return icon(RacePaths[r], "bm-race-mark") }

// Coin is a gold coin.
func Coin() app.UI { return icon(coinPath, "bm-coin") }

// Anvil is an anvil, on the Forge buttons.
func Anvil() app.UI { return icon(anvilPath, "bm-anvil") }

// Tile is a weapon tile: unsold weapons.
func Tile() app.UI { return icon(tilePath, "bm-tile-icon") }

// Hex is a Reward tile.
func Hex() app.UI { return icon(hexPath, "bm-hex-icon") }

// Card is a Kingdom card.
func Card() app.UI { return icon(cardPath, "bm-card-icon") }

// Defeated is crossed blades: the Defeated pile.
func Defeated() app.UI { return icon(BattlePath, "bm-defeated-icon") }

// Emblem is Battle Merchants' emblem for the Home screen: an axe and a
// sword crossed over a gold coin.
func Emblem() app.UI {
	return board.SVG("svg").Class("emblem", "bm-emblem-art").Attr("viewBox", "0 0 64 64").Role("img").
		Aria("label", "Battle Merchants: an axe and a sword crossed over a gold coin").Body(
		board.SVG("circle").Attr("cx", 32).Attr("cy", 32).Attr("r", 26).Attr("fill", "#e0b53d").Attr("stroke", "#7a5a10").Attr("stroke-width", 3),
		board.SVG("circle").Attr("cx", 32).Attr("cy", 32).Attr("r", 19).Attr("fill", "none").Attr("stroke", "#a37b1a").Attr("stroke-width", 2),
		board.SVG("path").Attr("d", weaponPaths[bm.Axe]).Attr("fill", "#2b2b2b").
			Attr("transform", "translate(32 32) rotate(-35) translate(-18 -18) scale(1.5)"),
		board.SVG("path").Attr("d", weaponPaths[bm.Sword]).Attr("fill", "#3d4650").
			Attr("transform", "translate(32 32) rotate(35) translate(-18 -18) scale(1.5)"),
	)
}
