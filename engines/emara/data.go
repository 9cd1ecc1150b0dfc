package emara

// Component data for Crown of Emara. Every entry says where its values come
// from: the rulebook ("rules: <section>"), a public fact, or "reconstructed"
// with a one-line reason. Rule code reads these tables and holds no numbers
// of its own. RULES.md lists every reconstructed value.
//
// The rulebook's images are not part of the text we have, so every number
// printed only on a component (Advisor and Nobility costs, huts, markers,
// Event starts, the Favor mix, the Craftsman row) is reconstructed, keeping
// every count and constraint the text states (see ../shared/DATA.md).

// Resource is one of the four resources (rules: Components — Wood, Cloth,
// Grain, Stone). Bread, Books, Signet Rings and Gold Coins are not resources.
type Resource int8

// The resources.
const (
	Wood Resource = iota
	Cloth
	Grain
	Stone
	NumResources = 4
)

var resourceNames = [NumResources]string{"Wood", "Cloth", "Grain", "Stone"}

// String names the resource.
func (r Resource) String() string {
	if r < 0 || r >= NumResources {
		return "?"
	}
	return resourceNames[r]
}

// Location is one of the eight Locations (rules: Components, Setup).
// Countryside Location i yields Resource i.
type Location int8

// The Locations: four in the Countryside, four in Town.
const (
	Forest Location = iota
	WeavingMill
	Grainfield
	Quarry
	Castle
	Cathedral
	ConstructionSite
	Market
	NumLocations   = 8
	NumCountryside = 4
	NumTown        = 4
)

var locationNames = [NumLocations]string{"Forest", "Weaving Mill", "Grainfield", "Quarry",
	"Castle", "Cathedral", "Construction Site", "Market"}

// String names the Location.
func (l Location) String() string {
	if l < 0 || l >= NumLocations {
		return "?"
	}
	return locationNames[l]
}

// IsTown reports whether l is a Town Location.
func (l Location) IsTown() bool { return l >= Castle && l < NumLocations }

// IsCountryside reports whether l is a Countryside Location.
func (l Location) IsCountryside() bool { return l >= Forest && l < Castle }

// Yield is the resource a Countryside Location gives (rules: Countryside
// Location Actions): Forest Wood, Weaving Mill Cloth, Grainfield Grain,
// Quarry Stone.
func (l Location) Yield() Resource { return Resource(l) }

// Card is one of the nine Action Cards every player owns once (rules:
// Components, 36 Action Cards = 4 × 9; Card Action). DATA.md: the nine
// follow from the icons the rulebook explains.
type Card int8

// The nine Action Cards.
const (
	CardWood  Card = iota // take 1 Wood
	CardCloth             // take 1 Cloth
	CardGrain             // take 1 Grain
	CardStone             // take 1 Stone
	CardRing              // take 1 Signet Ring
	CardGold              // 1 resource → 1 Gold Coin, or 3 → 2
	CardMove              // move a Councilor 1 step, act there
	CardHire              // Hire a Craftsman or Recruit an Advisor, 1 resource less
	CardTown              // act at any Town Location
	NumCards  = 9
)

var cardNames = [NumCards]string{"Wood", "Cloth", "Grain", "Stone", "Signet Ring",
	"Gold Coins", "Move 1 step", "Hire or Recruit", "Any Town Location"}

// String names the Action Card.
func (c Card) String() string {
	if c < 0 || c >= NumCards {
		return "?"
	}
	return cardNames[c]
}

// cardResource is the resource a resource card gives, or -1.
var cardResource = [NumCards]Resource{Wood, Cloth, Grain, Stone, -1, -1, -1, -1, -1}

// Game structure (rules: Course of the Game; A Player's Turn; Setup).
const (
	Rounds          = 6 // rules, Course of the Game
	TurnsPerRound   = 3 // rules, Course of the Game
	HandSize        = 3 // rules, Setup ("Draw the top 3 cards") and End of the round
	ReshuffleAfter  = 3 // rules, End of the round: after round 3 all 9 cards are shuffled
	Slots           = 3 // rules, A Player's Turn: three slots
	Councilors      = 2 // rules, Components: 2 Councilors each
	RingSize        = 4 // rules, Setup: 4 Countryside and 4 Town Locations per ring
	AdvisorsPerTown = 2 // rules, Setup step 8: 2 A Advisors per Town Location
	AAdvisorsPlaced = NumTown * AdvisorsPerTown
	FavorDraw       = 3 // rules, Cathedral: take 3 Favor Tokens, keep 1
	MaxPlayers      = 4
)

// SlotSteps is how far a Councilor moves for a card on each slot (rules, A
// Player's Turn: "1, 2, or 3 steps"; Movement Action: never fewer).
var SlotSteps = [Slots]int{1, 2, 3}

// Craftsmen (rules: Bonus Action: Hire a Craftsman).
const (
	CraftsmenEach       = 4 // rules, Components: 16 Craftsmen = 4 × 4
	MaxCraftsmenHere    = 3 // rules, Hire a Craftsman ("up to 3 Craftsmen on the same Location")
	HutsPerCountryside  = 4 // reconstructed: 16 huts for 16 Craftsmen; ≥ 3 so one player can fill 3
	CardHireDiscount    = 1 // rules, Card Action ("Pay any 1 resource less than required")
	GoodLabourDiscount  = 1 // rules, Event Cards ("Good labour situation")
	CountrysideBaseGain = 1 // rules, Countryside Location Actions ("Take 1 resource")
)

// CraftsmanCitizens is the Citizen Points printed under each Craftsman on
// the player board, leftmost first. The first is printed (rules, Hire a
// Craftsman example: "They receive 1 Citizen Point, as it was their first
// Craftsman"); the rest are reconstructed: rising by one, so a late hire,
// which yields for fewer turns, still pays.
var CraftsmanCitizens = [CraftsmenEach]int{1, 2, 3, 4}

// Cost is a resource cost, by Resource.
type Cost [NumResources]int8

// Total is the number of resources in c.
func (c Cost) Total() int {
	n := 0
	for _, v := range c {
		n += int(v)
	}
	return n
}

// HutCosts are the huts of each Countryside Location, leftmost first.
// Reconstructed: the rulebook's example shows a hut of 2 Wood next to one of
// 1 Wood + 1 Cloth (placed here at the Forest); each Location has two huts of
// 2 resources and two of 3, its own resource in the cheap ones and the same
// pattern turned through the four Locations, so no Location is favoured.
var HutCosts = [NumCountryside][HutsPerCountryside]Cost{
	Forest:      {{Wood: 2}, {Wood: 1, Cloth: 1}, {Wood: 1, Grain: 1, Stone: 1}, {Cloth: 1, Stone: 2}},
	WeavingMill: {{Cloth: 2}, {Cloth: 1, Grain: 1}, {Cloth: 1, Stone: 1, Wood: 1}, {Grain: 1, Wood: 2}},
	Grainfield:  {{Grain: 2}, {Grain: 1, Stone: 1}, {Grain: 1, Wood: 1, Cloth: 1}, {Stone: 1, Cloth: 2}},
	Quarry:      {{Stone: 2}, {Stone: 1, Wood: 1}, {Stone: 1, Cloth: 1, Grain: 1}, {Wood: 1, Grain: 2}},
}

// Timing says when an Advisor's ability works (rules: Advisors).
type Timing int8

// Advisor timings.
const (
	Immediate Timing = iota // immediately and one-time
	PerTurn                 // once per turn (even immediately after Recruiting)
	Permanent               // permanent (even immediately after Recruiting)
)

// Power names an Advisor's ability for the rule code.
type Power int8

// Advisor abilities (rules: Advisors).
const (
	PowerNone        Power = iota // immediate gains only
	PowerBaker                    // 1 Cloth + 1 Grain → 1 Bread, or 1 Cloth + 2 Grain → 2 Breads
	PowerSchoolmarm               // any 2 resources → 1 Book
	PowerBailiff                  // 1 Signet Ring → 5 Building Points
	PowerDressmaker               // 1 Cloth → 2 Citizen Points
	PowerLandlord                 // 1 Cloth + 1 Citizen Point → 5 Building Points
	PowerMerchant                 // 1 resource → 1 other resource
	PowerChamberlain              // 1 Signet Ring ↔ 1 Gold Coin
	PowerScholar                  // any resources to Hire or Recruit
	PowerMayoress                 // +2 Citizen Points per gift in the Castle
	PowerSteward                  // Hire and Recruit anywhere
	PowerAbbess                   // +1 Book per donation
	PowerToolmaker                // +2 Building Points per gain
	NumPowers
)

// Advisor is one Advisor card. Name, group, timing, ability and the
// Citizen Points in brackets are printed (rules: Advisors); every cost is
// reconstructed (see Advisors).
type Advisor struct {
	Name     string
	B        bool // type B (the refill stack); false: type A
	Timing   Timing
	Power    Power
	Cost     Cost
	Citizens int // Citizen Points on recruiting
	// Immediate one-time gains.
	Coins, Books, Rings, Buildings int
}

// Advisors are the 22 Advisors: 16 A then 6 B (rules: Components; Advisors).
// Costs are reconstructed: the rulebook prints no costs; each cost is 2 to 6
// resources, rising with the card's worth (its Citizen Points plus its
// ability), mixing kinds so that every resource is needed about as often;
// the B Advisors, pure points, cost about one resource per 2–2.5 points.
var Advisors = [...]Advisor{
	// A, immediately and one-time.
	{Name: "Master of Coin", Timing: Immediate, Cost: Cost{Cloth: 1, Grain: 1, Stone: 1}, Citizens: 6, Coins: 1},
	{Name: "Archivist", Timing: Immediate, Cost: Cost{Wood: 1, Cloth: 1, Stone: 1}, Citizens: 2, Books: 2},
	{Name: "Goldsmith", Timing: Immediate, Cost: Cost{Wood: 1, Grain: 1, Stone: 1}, Citizens: 5, Rings: 1},
	{Name: "Carpenter", Timing: Immediate, Cost: Cost{Wood: 2, Stone: 1}, Citizens: 1, Buildings: 10},
	// A, once per turn.
	{Name: "Baker", Timing: PerTurn, Power: PowerBaker, Cost: Cost{Grain: 1, Wood: 1}, Citizens: 3},
	{Name: "Schoolmarm", Timing: PerTurn, Power: PowerSchoolmarm, Cost: Cost{Cloth: 1, Stone: 1}, Citizens: 3},
	{Name: "Bailiff", Timing: PerTurn, Power: PowerBailiff, Cost: Cost{Wood: 1, Grain: 1, Stone: 1}, Citizens: 5},
	{Name: "Dressmaker", Timing: PerTurn, Power: PowerDressmaker, Cost: Cost{Wood: 1, Cloth: 1, Grain: 1}, Citizens: 5},
	{Name: "Landlord", Timing: PerTurn, Power: PowerLandlord, Cost: Cost{Wood: 1, Stone: 1}, Citizens: 3},
	{Name: "Merchant", Timing: PerTurn, Power: PowerMerchant, Cost: Cost{Cloth: 1, Grain: 1}, Citizens: 2},
	// A, permanent.
	{Name: "Chamberlain", Timing: Permanent, Power: PowerChamberlain, Cost: Cost{Cloth: 1, Grain: 1, Stone: 1}, Citizens: 6},
	{Name: "Scholar", Timing: Permanent, Power: PowerScholar, Cost: Cost{Wood: 1, Cloth: 1}, Citizens: 3},
	{Name: "Mayoress", Timing: Permanent, Power: PowerMayoress, Cost: Cost{Wood: 1, Cloth: 1, Stone: 1}, Citizens: 5},
	{Name: "Steward", Timing: Permanent, Power: PowerSteward, Cost: Cost{Wood: 1, Cloth: 1, Grain: 1}, Citizens: 5},
	{Name: "Abbess", Timing: Permanent, Power: PowerAbbess, Cost: Cost{Grain: 1, Stone: 1}, Citizens: 2},
	{Name: "Toolmaker", Timing: Permanent, Power: PowerToolmaker, Cost: Cost{Wood: 2, Cloth: 1, Stone: 1}, Citizens: 2},
	// B, immediately and one-time.
	{Name: "Sir Christiaan", B: true, Timing: Immediate, Cost: Cost{Wood: 1, Cloth: 1, Grain: 1, Stone: 1}, Citizens: 8},
	{Name: "Lady Marie", B: true, Timing: Immediate, Cost: Cost{Wood: 2, Grain: 2}, Citizens: 8},
	{Name: "Sir Carl", B: true, Timing: Immediate, Cost: Cost{Cloth: 2, Grain: 1, Stone: 2}, Citizens: 10},
	{Name: "Lady Frida", B: true, Timing: Immediate, Cost: Cost{Wood: 2, Cloth: 2, Stone: 2}, Citizens: 12},
	{Name: "Sir Gustave", B: true, Timing: Immediate, Cost: Cost{Cloth: 2, Grain: 2, Stone: 1}, Buildings: 12},
	{Name: "Sir Antoni", B: true, Timing: Immediate, Cost: Cost{Wood: 2, Grain: 2, Stone: 2}, Buildings: 15},
}

// NumAdvisors is the number of Advisor cards (rules: Components, 16 A + 6 B).
const NumAdvisors = len(Advisors)

// Advisor ability numbers (rules: Advisors).
const (
	BakerCloth          = 1 // Baker: 1 Cloth and 1 Grain → 1 Bread, or 1 Cloth and 2 Grain → 2 Breads
	BakerMaxBread       = 2
	SchoolmarmCost      = 2 // Schoolmarm: any 2 resources → 1 Book
	BailiffBuildings    = 5 // Bailiff: 1 Signet Ring → 5 Building Points
	DressmakerCitizens  = 2 // Dressmaker: 1 Cloth → 2 Citizen Points
	LandlordCitizenCost = 1 // Landlord: 1 Cloth and 1 Citizen Point → 5 Building Points
	LandlordBuildings   = 5
	MayoressCitizens    = 2 // Mayoress: +2 per gift
	AbbessBooks         = 1 // Abbess: +1 Book per donation
	ToolmakerBuildings  = 2 // Toolmaker: +2 per Building gain, not at the end
)

// Rank is a noble rank (rules: Increase your noble rank).
type Rank int8

// The five noble ranks, in the order they must be taken.
const (
	Baron Rank = iota
	Count
	Prince
	Marquess
	Duke
	NumRanks     = 5
	CardsPerRank = 4 // public fact: 20 Nobility Cards, 5 ranks × 4
)

var rankNames = [NumRanks]string{"Baron", "Count", "Prince", "Marquess", "Duke"}

// String names the rank.
func (r Rank) String() string {
	if r < 0 || r >= NumRanks {
		return "?"
	}
	return rankNames[r]
}

// RankCost is what the Nobility board asks for a rank.
type RankCost struct{ Coins, Rings int }

// RankCosts are the Gold Coins and Signet Rings of each rank. Reconstructed
// (the Nobility board is not printed): rising by one coin or ring per rank,
// 15 in all for a Duke — about one a turn from round 2, the pace at which
// the solo rules raise Victoria (Baron in round 2 … Marquess in round 5).
// Until rules version 3 each rank cost one more (rankCostsBefore3, 20 for
// a Duke) and its cards were worth fewer points: the ladder was almost
// unused — over 800 Normal–Normal 2-player games players ended as Baron
// 65%, Count 19%, Prince once in 1,600 seat-games, and Hard stopped at
// Count too — while the rulebook calls Nobility Cards "a good source of
// Citizen Points" (the balance report; docs/bench/balance.md for the
// figures since).
var RankCosts = [NumRanks]RankCost{{1, 0}, {1, 1}, {2, 1}, {2, 2}, {3, 2}}

// rankCostsBefore3 are RankCosts as rules versions 1 and 2 play them.
var rankCostsBefore3 = [NumRanks]RankCost{{1, 1}, {2, 1}, {2, 2}, {3, 2}, {3, 3}}

// NobilityCitizens are the Citizen Points of each rank's four cards, in
// stack order: sorted in descending order (public fact; rules, Setup). The
// values are reconstructed: 4 points more per rank and one less per card
// already taken, so being first to a rank pays, as the sorting intends.
// Until rules version 3, 3 points more per rank (nobilityBefore3; see
// RankCosts).
var NobilityCitizens = [NumRanks][CardsPerRank]int{
	{6, 5, 4, 3},
	{10, 9, 8, 7},
	{14, 13, 12, 11},
	{18, 17, 16, 15},
	{22, 21, 20, 19},
}

// nobilityBefore3 is NobilityCitizens as rules versions 1 and 2 play it.
var nobilityBefore3 = [NumRanks][CardsPerRank]int{
	{6, 5, 4, 3},
	{9, 8, 7, 6},
	{12, 11, 10, 9},
	{15, 14, 13, 12},
	{18, 17, 16, 15},
}

// RankCost is what rank r costs under the game's rules version (RankCosts).
func (s *State) RankCost(r Rank) RankCost {
	if r < 0 || r >= NumRanks {
		return RankCost{}
	}
	if s.Rules < 3 {
		return rankCostsBefore3[r]
	}
	return RankCosts[r]
}

// RankCitizens is the Citizen Points of card i of rank r's stack under the
// game's rules version (NobilityCitizens), 0 out of range.
func (s *State) RankCitizens(r Rank, i int) int {
	if r < 0 || r >= NumRanks || i < 0 || i >= CardsPerRank {
		return 0
	}
	if s.Rules < 3 {
		return nobilityBefore3[r][i]
	}
	return NobilityCitizens[r][i]
}

// MarkerKind names the ten markers (rules: Components: 4 Donation, 4 Gift,
// 1 Bread, 1 Stone Marker).
type MarkerKind int8

// Markers: a Donation and a Gift marker per resource, then Stone and Bread.
const (
	DonationMarker MarkerKind = iota // + Resource
	GiftMarker     MarkerKind = 4    // + Resource
	StoneMarker    MarkerKind = 8
	BreadMarker    MarkerKind = 9
	NumMarkers                = 10
)

// MarkerDef is one marker type's two sides and the value printed on the
// board underneath (used once the marker is back in the box). Values[0] is
// the black number; turning clockwise moves to the next value. The 4-player
// side goes round to the black number, the 2–3-player side to the
// player-count symbol: either ends the marker (rules, Town Location Actions,
// note *).
type MarkerDef struct {
	Four     []int // 4-player side
	TwoThree []int // 2–3-player side (the symbol follows the last value)
	Board    int   // the board's value once the marker is gone
	// TwoShift: with 2 players the marker starts one number further on
	// (rules, Setup: Cathedral step for Wood and Grain Donations; Construction
	// Site step for Stone and Bread).
	TwoShift bool
}

// Markers are reconstructed apart from the Donation start of 1 and the step
// to 2 (rules, Town Location Actions example: 1 Cloth, then 2) and the
// 2-player shifts. Square markers (four edges: the black number and three
// more; on the 2–3-player side the symbol takes the fourth edge). Donation
// and Gift costs rise 1, 2, 2, 3 (1, 2, 3) and the board asks 4 after;
// Stone rewards fall 4, 3, 3, 2 (4, 3, 2) Citizen Points, then 1; Bread
// rewards 3, 3, 2, 2 (3, 2, 2) per Bread, then 2 — early deliveries pay
// more, as the rotating markers intend.
var markerDefs = [NumMarkers]MarkerDef{
	{Four: []int{1, 2, 2, 3}, TwoThree: []int{1, 2, 3}, Board: 4, TwoShift: true}, // Donation Wood
	{Four: []int{1, 2, 2, 3}, TwoThree: []int{1, 2, 3}, Board: 4},                 // Donation Cloth
	{Four: []int{1, 2, 2, 3}, TwoThree: []int{1, 2, 3}, Board: 4, TwoShift: true}, // Donation Grain
	{Four: []int{1, 2, 2, 3}, TwoThree: []int{1, 2, 3}, Board: 4},                 // Donation Stone
	{Four: []int{1, 2, 2, 3}, TwoThree: []int{1, 2, 3}, Board: 4},                 // Gift Wood
	{Four: []int{1, 2, 2, 3}, TwoThree: []int{1, 2, 3}, Board: 4},                 // Gift Cloth
	{Four: []int{1, 2, 2, 3}, TwoThree: []int{1, 2, 3}, Board: 4},                 // Gift Grain
	{Four: []int{1, 2, 2, 3}, TwoThree: []int{1, 2, 3}, Board: 4},                 // Gift Stone
	{Four: []int{4, 3, 3, 2}, TwoThree: []int{4, 3, 2}, Board: 1, TwoShift: true}, // Stone
	{Four: []int{3, 3, 2, 2}, TwoThree: []int{3, 2, 2}, Board: 2, TwoShift: true}, // Bread
}

// Town Location rewards (rules: Town Location Actions).
const (
	DonationBooks       = 1 // Cathedral: 1 Book per donation
	GiftRings           = 1 // Castle: 1 Signet Ring per gift
	CastleBookBuildings = 5 // Castle: 1 Book → 5 Building Points
	MarketCoinCost      = 1 // Market: any 1 resource → 1 Gold Coin
	MaxMarketBooks      = 5 // Market: 1–5 Books
	StoneBuildings      = 5 // Construction Site: 1 Stone → 5 Building Points + Stone Marker
	MaxBread            = 3 // Construction Site: 1–3 Breads
	GoldCardOne         = 1 // Gold card: 1 resource → 1 Gold Coin
	GoldCardThree       = 3 // Gold card: any 3 resources → 2 Gold Coins
	GoldCardThreeCoins  = 2
)

// MarketBookCitizens is the Market's table: Citizen Points for 1–5 Books
// (rules, Market: 3/6/10/15/21).
var MarketBookCitizens = [MaxMarketBooks + 1]int{0, 3, 6, 10, 15, 21}

// WoodBuildings: 1 Wood → 5, 3 Wood → 10 Building Points (rules, Construction
// Site). Index by Wood paid; 0 means not allowed.
var WoodBuildings = [4]int{0, 5, 0, 10}

// Reward is what a Favor Token gives (rules: Favor Tokens).
type Reward int8

// Favor rewards.
const (
	RewardCitizens  Reward = iota // 3 Citizen Points
	RewardBuildings               // 5 Building Points
	RewardBook                    // 1 Book
	RewardRing                    // 1 Signet Ring
	RewardCoin                    // 1 Gold Coin
)

// Favor reward sizes (rules: Favor Tokens).
const (
	FavorCitizens  = 3
	FavorBuildings = 5
)

// FavorToken is one Favor Token: the Town Location it is used at and its
// reward.
type FavorToken struct {
	Loc    Location
	Reward Reward
}

// FavorTokens are the 12 Favor Tokens (rules: Components). The mix is
// reconstructed: three per Town Location (the four symbols equally often),
// three different rewards on each, 3 × Citizens, 3 × Buildings and 2 each of
// Book, Signet Ring and Gold Coin.
var FavorTokens = [12]FavorToken{
	{Castle, RewardBuildings}, {Castle, RewardRing}, {Castle, RewardCitizens},
	{Cathedral, RewardBook}, {Cathedral, RewardCitizens}, {Cathedral, RewardBuildings},
	{ConstructionSite, RewardBuildings}, {ConstructionSite, RewardCitizens}, {ConstructionSite, RewardCoin},
	{Market, RewardCoin}, {Market, RewardBook}, {Market, RewardRing},
}

// NumFavors is the number of Favor Tokens.
const NumFavors = len(FavorTokens)

// EventEffect names an Event's effect (rules: Event Cards).
type EventEffect int8

// Event effects.
const (
	EventResource    EventEffect = iota // each player takes 1 resource
	EventFamine                         // end of round: 1 Grain → 3, 2 Grain or 1 Ring → 5 Citizen Points
	EventAlms                           // end of round: 1 Gold Coin or 1 Ring → 4 Citizen Points
	EventLore                           // end of round: 1 Book or 1 Ring → 5 Building Points
	EventEarlyWinter                    // this round: 1 Building Point less per gain
	EventMerchants                      // this round: the Market trades 1 more resource for 1 more Gold Coin
	EventLongSummer                     // this round: 2 more Building Points per gain
	EventPious                          // this round: +3 Citizen Points per donation
	EventRespected                      // this round: +2 Citizen Points per noble rank
	EventGiftPeople                     // this round: +3 Citizen Points per gift
	EventGoodLabour                     // this round: Advisors cost 1 resource less
)

// Event is one Event card. Name and effect are printed (rules: Event Cards);
// the start Locations and Building start are reconstructed (see Events).
type Event struct {
	Name   string
	Effect EventEffect
	Res    Resource // EventResource: which resource
	N      int      // the effect's size (points or modifier)
	// Setup, when the card is on top of the deck: the start player's
	// Councilor Locations and the Buildings' start.
	StartCountry  Location
	StartTown     Location
	BuildingStart int
}

// Events are the 14 Event cards (rules: Event Cards). Start data are
// reconstructed (not printed in the text): every card names a distinct
// Countryside–Town pair (14 of the 16), each Location 3 or 4 times, and a
// Building start of 20, 25 or 30 ("e.g. 30"; rules, Setup) — below the 35
// recommended for a first game, since the rulebook calls lower harder.
var Events = [...]Event{
	{Name: "Clear the old forest", Effect: EventResource, Res: Wood, N: 1, StartCountry: Forest, StartTown: Castle, BuildingStart: 30},
	{Name: "Bountiful harvest", Effect: EventResource, Res: Grain, N: 1, StartCountry: Grainfield, StartTown: Cathedral, BuildingStart: 30},
	{Name: "Stone from distant shores", Effect: EventResource, Res: Stone, N: 1, StartCountry: Quarry, StartTown: ConstructionSite, BuildingStart: 30},
	{Name: "Fine wool, fine cloth", Effect: EventResource, Res: Cloth, N: 1, StartCountry: WeavingMill, StartTown: Market, BuildingStart: 30},
	{Name: "The great famine", Effect: EventFamine, StartCountry: Forest, StartTown: Cathedral, BuildingStart: 25},
	{Name: "Alms for the poor", Effect: EventAlms, N: 4, StartCountry: Grainfield, StartTown: ConstructionSite, BuildingStart: 25},
	{Name: "New lore in old books", Effect: EventLore, N: 5, StartCountry: Quarry, StartTown: Market, BuildingStart: 25},
	{Name: "An early winter", Effect: EventEarlyWinter, N: -1, StartCountry: WeavingMill, StartTown: Castle, BuildingStart: 25},
	{Name: "Merchants from afar", Effect: EventMerchants, N: 1, StartCountry: Forest, StartTown: ConstructionSite, BuildingStart: 20},
	{Name: "A long summer", Effect: EventLongSummer, N: 2, StartCountry: Grainfield, StartTown: Market, BuildingStart: 20},
	{Name: "A pious donation", Effect: EventPious, N: 3, StartCountry: Quarry, StartTown: Castle, BuildingStart: 20},
	{Name: "Respected at court, loved by the people", Effect: EventRespected, N: 2, StartCountry: WeavingMill, StartTown: Cathedral, BuildingStart: 20},
	{Name: "A gift from the people", Effect: EventGiftPeople, N: 3, StartCountry: Forest, StartTown: Market, BuildingStart: 25},
	{Name: "Good labour situation", Effect: EventGoodLabour, N: 1, StartCountry: Quarry, StartTown: Cathedral, BuildingStart: 30},
}

// NumEvents is the number of Event cards (rules: Components).
const NumEvents = len(Events)

// Famine options (rules: Event Cards, The great famine).
const (
	FamineOneGrain = 3 // 1 Grain → 3 Citizen Points
	FamineBig      = 5 // 2 Grain or 1 Signet Ring → 5 Citizen Points
)

// SoloRemovedEvent is set aside in Solo Mode (rules, Solo Mode: Setup).
const SoloRemovedEvent = 7 // An early winter

// Building start (rules, Setup: the Event card's number, 35 for a first
// game, or the players' choice; Solo Mode: 15 (difficult) to 40 (easy),
// and the Campaign moves it by −5/+2 from 40).
const (
	FirstGameBuildings = 35
	MinBuildingStart   = 0   // the Scoring Track's "O" (rules, Setup)
	MaxBuildingStart   = 100 // reconstructed: the track's last space is not printed (RULES.md, interpretation 25)
)

// Solo Mode (rules, Solo Mode).
const (
	CampaignFirstStart = 40 // "In your first game, start on 40"
	CampaignWinStep    = -5 // "If you win, decrease the starting position by 5"
	CampaignLossStep   = 2  // "If you lose, increase the starting position by 2"
	SoloFirstRound     = 2  // Victoria acts at the end of rounds 2–6
)

// VictoriaRanks is the rank Victoria takes at the end of each round (index
// round-1), or -1 (rules, Solo Mode: round 2 Baron … round 5 Marquess, round
// 6 no further card).
var VictoriaRanks = [Rounds]Rank{-1, Baron, Count, Prince, Marquess, -1}

// End game scoring (rules, End of the Game).
const (
	EndRingPoints      = 2 // per Signet Ring
	EndItemPoints      = 1 // per Gold Coin, Favor Token, Book, Bread
	EndResourcesPerPt  = 2 // 1 point per 2 resources left
	tieBreakSecondUnit = 10000
	tieBreakRankUnit   = 100
)
