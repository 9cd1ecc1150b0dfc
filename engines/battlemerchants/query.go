package battlemerchants

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
