package coincrown

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	cc "tabula/engines/coincrown"
)

// legend is the key to the icons of the Coin & Crown table (the "?" of
// the status bar), drawn with the icons the board uses.
func legend() []board.Key {
	keys := make([]board.Key, 0, 24)
	worths := [cc.NumDenoms]string{"1 Bronze", "3 Bronze", "3 Silver, 9 Bronze"}
	for d := range cc.Denom(cc.NumDenoms) {
		keys = append(keys, board.Key{Icon: coinIcon(d), Name: d.String() + " coin",
			Meaning: "Money, worth " + worths[d] + ": spent from your Income, then it goes to your discard pile."})
	}
	for r := range cc.Resource(cc.NumResources) {
		keys = append(keys, board.Key{Icon: icon(resourceIcon[r]), Name: r.String(),
			Meaning: "A resource, made by exhausting a " + producerName(r) + " card; upgrading a Land costs resources."})
	}
	for c := range cc.Category(cc.NumCategories) {
		if int(c) < cc.NumResources {
			continue // drawn as the resources they make
		}
		keys = append(keys, board.Key{Icon: icon(categoryIcon[c]), Name: c.String(), Meaning: categoryMeaning[c]})
	}
	return append(keys,
		board.Key{Icon: app.Span().Class("cc-iron-coin").Body(icon("castle")), Name: "Iron coin",
			Meaning: "Held by the player with the most cards of its colour (a tie keeps it): points at the end, not money."},
		board.Key{Icon: icon("crown"), Name: "Points", Meaning: "Victory points: Lands show theirs in the corner; the most points wins."},
		board.Key{Icon: icon("token"), Name: "Troop token", Meaning: "One attack a Troop still has; each adds its Battle Strength."},
		board.Key{Icon: icon("wild"), Name: "Any resource", Meaning: "One resource of your choice toward a Land upgrade (a Builder, the Storehouse)."},
		board.Key{Icon: icon("upcard"), Name: "Land Upgrade card", Meaning: "Laid on a Land you upgraded: it shows the Land's next level, worth more points."},
		board.Key{Icon: icon("purse"), Name: "Coin purse", Meaning: "Your coins still to draw: 4 are drawn each year as Income."},
		board.Key{Icon: icon("pile"), Name: "Discard pile", Meaning: "Coins you spent; they refill the purse when it runs empty."},
		board.Key{Icon: icon("star"), Name: "Start Player", Meaning: "Plays first this year."},
	)
}

// categoryMeaning says what the card colours that are not resources do.
var categoryMeaning = [cc.NumCategories]string{
	cc.CatMilitary:  "Military cards: Troops conquer Lands by force; Armor and Cavalry add Battle Strength.",
	cc.CatBuildings: "Buildings: a power each, such as the Fortress's extra action or the Storehouse's two wild resources.",
	cc.CatBuilders:  "Builders: each pays one resource of your choice toward a Land upgrade, up to the Land its level allows.",
	cc.CatLands:     "Lands: conquered by force or by diplomacy (coins), upgraded with resources; worth points.",
}
