package icons

import (
	"tabula/app/board"
)

// Legend is the key to the icons of the Crown of Emara table (the "?" of
// the status bar), drawn with the board's own symbols (the sprite that
// Main holds).
func Legend() []board.Key {
	key := func(id, name, meaning string) board.Key {
		return board.Key{Icon: Icon(id), Name: name, Meaning: meaning}
	}
	return []board.Key{
		key("wood", "Wood", "A resource from the Forest; delivered to the Construction Site for Building Points."),
		key("cloth", "Cloth", "A resource from the Weaving Mill; pays gifts, donations, Craftsmen and Advisors."),
		key("grain", "Grain", "A resource from the Grainfield; a Craftsman of yours on any Countryside Location may turn it into Bread."),
		key("stone", "Stone", "A resource from the Quarry; delivered to the Construction Site for Building or Citizen Points."),
		key("bread", "Bread", "Delivered to the Construction Site for Citizen Points."),
		key("coin", "Gold Coin", "Taken at the Market; pays a noble rank, and may replace any 1 resource you pay "+board.Own+"."),
		key("ring", "Signet Ring", "Your influence on the King, taken at the Castle; pays a noble rank; 2 points at the end."),
		key("book", "Book", "Taken for a donation at the Cathedral; spent for Building Points in the Castle or Citizen Points on the Market."),
		key("favor", "Favor Token", "Taken with a donation: its reward is yours when your Councilor reaches the Location it shows, or when you act there with a card."),
		key("citizen", "Citizen Points", "Your citizens; your score is the lower of Citizen and Building Points."),
		key("building", "Building Points", "Housing for your citizens; your score is the lower of Citizen and Building Points."),
		key("councilor", "Councilor", "You have two: playing a card moves one round its ring, and it acts where it stops."),
		key("craftsman", "Craftsman", "Hired onto a hut of a Countryside Location: more of its resource when you act there."),
		key("castle", "Castle", "A Town Location: a gift to the King for a Signet Ring; a Book for 5 Building Points."),
		key("cathedral", "Cathedral", "A Town Location: a donation for a Book and a Favor Token."),
		key("construction", "Construction Site", "A Town Location: deliver Wood, Stone and Bread for points."),
		key("market", "Market", "A Town Location: resources for Gold Coins; give up Books for Citizen Points."),
		key("any", "Any resource", "Any resource of your choice."),
		key("card", "Action Card", "Played to gain what it shows and move one of your Councilors."),
		key("move", "Move", "Moves one of your Councilors one Location on, clockwise."),
		key("statue", "Statue", "Held by the player who starts the round."),
	}
}
