package battlemerchants

import (
	"fmt"
	"slices"

	"tabula/engines"
)

// Read-only queries for the table and bots: what the board looks like and
// what things cost, computed by the same code the rules use.

// Regions returns the board side in play (three Regions with 3 players,
// four otherwise), in clockwise order.
func (s *State) Regions() []RegionDef { return s.regions() }

// SpaceIndex returns the index into Spaces of a Weapon Space: side 0 is the
// Region's counter-clockwise race, battlefield 0 the one nearest the centre.
func SpaceIndex(region, battlefield, side int) int { return spaceIndex(region, battlefield, side) }

// SpaceWeapon is the weapon a space asks for.
func (s *State) SpaceWeapon(space int) Weapon { return s.spaceWeapon(space) }

// SpaceRace is the race a space sells to.
func (s *State) SpaceRace(space int) Race { return s.spaceRace(space) }

// SpaceOpen reports whether a player may sell onto space now.
func (s *State) SpaceOpen(space int) bool { return s.open(space) }

// CraftCost is what seat would pay for Craft Card id.
func (s *State) CraftCost(seat, id int) int { return s.craftCost(seat, CraftCards[id]) }

// ForgeCost is what seat pays to forge one weapon now.
func (s *State) ForgeCost(seat int, w Weapon, q Quality) int { return s.forgeCost(seat, w, q) }

// SaleValue is what seat earns selling a weapon of quality q onto space now.
func (s *State) SaleValue(seat, space int, q Quality) int { return s.saleValue(seat, space, q) }

// SaleTermKind names a term of a sale's value.
type SaleTermKind uint8

// The terms of a sale's value (rules, Selling Weapons step 2).
const (
	TermBase    SaleTermKind = iota // the quality's Sell value on the mat
	TermRewards                     // one per Reward Tile of the race (Race)
	TermRegion                      // the Region tile of the Region sold in (Region)
	TermKingdom                     // a Kingdom Card's bonus (Card)
	TermPenalty                     // the current Kingdom Card's penalty per sale
)

// SaleTerm is one term of a sale's value; Gold is what it adds (negative
// for a penalty), Card a Kingdom Card's ID or -1.
type SaleTerm struct {
	Kind   SaleTermKind
	Gold   int
	Race   Race
	Region Region
	Card   int
}

// SaleTerms lists the terms of what seat earns selling a weapon of
// quality q onto space now. Their sum is SaleValue unless it is negative
// (a sale never earns less than 0).
func (s *State) SaleTerms(seat, space int, q Quality) []SaleTerm {
	var out []SaleTerm
	s.saleTerms(seat, space, q, func(t SaleTerm) { out = append(out, t) })
	return out
}

// RewardTiles counts seat's Reward Tiles for race, the printed one included.
func (s *State) RewardTiles(seat int, race Race) int { return s.rewardTiles(seat, race) }

// PrintedRace is the Reward race printed on seat's mat.
func (s *State) PrintedRace(seat int) Race { return s.printedRace(seat) }

// KingdomLimitNow is how many Kingdom Cards a player may have in front of
// them this Season.
func (s *State) KingdomLimitNow() int { return KingdomLimit[min(s.Season, Seasons-1)] }

// OnBoard counts seat's weapons on the board.
func (s *State) OnBoard(seat int) int { return s.weaponsOnBoard(seat) }

// Holdings lists the reconstructed components seat has taken: the Kingdom
// Cards in front of it and the Immediate ones it used, then its Craft
// Cards, each named by weapon, Levels, cost and coins (copies share a
// name). It implements engines.Holdings.
func (s *State) Holdings(seat int) []engines.Component {
	if seat < 0 || seat >= len(s.Seats) {
		return nil
	}
	p := &s.Seats[seat]
	out := make([]engines.Component, 0, len(p.Kingdom)+len(p.Used)+len(p.Crafts))
	for _, ids := range [][]int{p.Kingdom, p.Used} {
		for _, id := range ids {
			out = append(out, engines.Component{Kind: "Kingdom card", Name: KingdomCards[id].Name})
		}
	}
	for _, id := range p.Crafts {
		c := engines.Component{Kind: "Craft card", Name: craftName(CraftCards[id])}
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// craftName names a kind of Craft Card: "Mace, 2 Levels, ×1, 2 coins,
// Autumn/Winter".
func craftName(c CraftCard) string {
	name := fmt.Sprintf("%s, %d %s, %s", c.Weapon, c.Levels, plural(c.Levels, "Level", "Levels"), [...]string{"free", "×1", "×2"}[c.Cost])
	if c.Discount > 0 {
		name += fmt.Sprintf(", %d %s", c.Discount, plural(c.Discount, "coin", "coins"))
	}
	if c.Late {
		name += ", Autumn/Winter"
	}
	return name
}
