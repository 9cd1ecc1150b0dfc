package coincrown

// Component data for Coin & Crown. Every entry says where its values come
// from: the rulebook ("rules: <section>"), a public fact, or "reconstructed"
// with the reason. Rule code reads these tables; it holds no numbers of its
// own. RULES.md lists every reconstructed value.

import "fmt"

// Denom is a coin denomination. The three Market decks use the same index:
// the Bronze, Silver and Gold Markets.
type Denom int8

// The currency (rules: Currency). Iron coins are not currency.
const (
	Bronze Denom = iota
	Silver
	Gold
	NumDenoms = 3
)

var denomNames = [NumDenoms]string{"Bronze", "Silver", "Gold"}

func (d Denom) String() string {
	if d < 0 || d >= NumDenoms {
		return "?"
	}
	return denomNames[d]
}

// Coins counts coins by denomination.
type Coins [NumDenoms]int

// DenomValue is each denomination's value in Bronze (rules, Currency: the
// fixed 3:1 Currency Ratio).
var DenomValue = [NumDenoms]int{1, 3, 9}

// Value is the coins' worth in Bronze at the Currency Ratio.
func (c Coins) Value() int {
	return c[Bronze]*DenomValue[Bronze] + c[Silver]*DenomValue[Silver] + c[Gold]*DenomValue[Gold]
}

// Count is the number of coins.
func (c Coins) Count() int { return c[Bronze] + c[Silver] + c[Gold] }

// Add returns c plus o.
func (c Coins) Add(o Coins) Coins {
	return Coins{c[0] + o[0], c[1] + o[1], c[2] + o[2]}
}

// Sub returns c less o.
func (c Coins) Sub(o Coins) Coins {
	return Coins{c[0] - o[0], c[1] - o[1], c[2] - o[2]}
}

// String renders coins as "2 Silver, 1 Bronze" (largest first), or "nothing".
func (c Coins) String() string {
	out := ""
	for d := Gold; d >= Bronze; d-- {
		if c[d] == 0 {
			continue
		}
		if out != "" {
			out += ", "
		}
		out += fmt.Sprintf("%d %s", c[d], d)
	}
	if out == "" {
		return "nothing"
	}
	return out
}

// Coin supply and purses (rules, Setup: "Bronze (36), Silver (24), Gold (8)";
// step 3: 5 Bronze, 2 Silver and 1 Gold in each Coin Purse).
var (
	CoinsInGame = Coins{36, 24, 8}
	StartPurse  = Coins{5, 2, 1}
)

// Printed numbers of the turn structure.
const (
	Years          = 5  // rules, The Game Takes Place Over 5 Rounds
	IncomeDraw     = 4  // rules, Years: draw 4 coins for Income
	MintRate       = 3  // rules, Imperial Mint: 3 of a kind up, 1 down to 3
	RowExtra       = 1  // rules, Setup step 10: a row holds players + 1 cards
	MaxRow         = 5  // the longest row: 4 players + 1
	TroopTokens    = 20 // rules, Components: 20 of each Troop token
	UpgradeCards   = 20 // rules, Components: 20 Land Upgrade Cards
	StorehouseWild = 2  // rules, Almanac (Storehouse): 2 fewer resources
	HarborLevels   = 2  // rules, Almanac (Harbor): up to 2 levels
)

// PointsStartYear is the first year whose Start Player is the player with
// the fewest Land points rather than the next one clockwise (rules, End of
// Year step 7: Year 5 with 2 or 4 players, Years 4 and 5 with 3).
func PointsStartYear(players int) int {
	if players == 3 {
		return 4
	}
	return 5
}

// FortressActions is the number of extra actions a Fortress gives, by
// Year (rules, Almanac: one, two in Year 5).
func FortressActions(year int) int {
	if year == Years {
		return 2
	}
	return 1
}

// TollCoins is the number of coins a Toll Station draws, by Year (rules,
// Almanac: one, three in Year 5).
func TollCoins(year int) int {
	if year == Years {
		return 3
	}
	return 1
}

// Resource is one of the four resources Lands need to be upgraded.
type Resource int8

// The resources (rules, Upgrade an Existing Land).
const (
	Wheat Resource = iota
	Sheep
	Lumber
	Ore
	NumResources = 4
	NoResource   = Resource(-1)
)

var resourceNames = [NumResources]string{"Wheat", "Sheep", "Lumber", "Ore"}

func (r Resource) String() string {
	if r < 0 || r >= NumResources {
		return "?"
	}
	return resourceNames[r]
}

// Category is a card type with an Iron coin for its majority.
type Category int8

// The eight Iron coin categories (rules, Iron Coins).
const (
	CatFields Category = iota
	CatPastures
	CatForests
	CatMines
	CatMilitary
	CatBuildings
	CatBuilders
	CatLands
	NumCategories = 8
)

var categoryNames = [NumCategories]string{
	"Fields", "Pastures", "Forests", "Mines", "Military", "Buildings", "Builders", "Lands",
}

func (c Category) String() string {
	if c < 0 || c >= NumCategories {
		return "?"
	}
	return categoryNames[c]
}

// IronValue is the points printed on each Iron coin. Reconstructed (the
// rulebook prints the categories, not the values): 1 for the four
// resources, whose majorities are won with few cheap cards; 2 for Military,
// Buildings and Builders, which take larger investments, and for Lands, the
// majority every player contests. Small, so that the majorities do not
// outweigh the Lands themselves (balance simulations: at 2 and 3 they made
// half of a 2-player score).
var IronValue = [NumCategories]int{1, 1, 1, 1, 2, 2, 2, 2}

// CardType is one of the twenty kinds of Market card in the Almanac.
type CardType int8

// The Market card kinds (rules, Market Card Almanac).
const (
	Field CardType = iota
	Pasture
	Forest
	Mine
	StandardTroop
	EliteTroop
	Armor
	Cavalry
	ApprenticeBuilder
	SkilledBuilder
	MasterBuilder
	Storehouse
	Barracks
	LumberMill
	OreFoundry
	WoolenMill
	Fortress
	Watchtower
	TollStation
	Harbor
	NumCardTypes = 20
)

// TypeInfo is what the Almanac says about a kind of Market card.
type TypeInfo struct {
	Name     string
	Category Category
	// Produces is the resource a resource card gives when Exhausted.
	Produces Resource
	// Strength is the Battle Strength one use adds: a Troop's token
	// (Standard 1, Elite 2), Armor +2 worn by a Troop, Cavalry +3.
	Strength int
	// Troop: the card carries Battle Strength tokens (Standard or Elite).
	Troop bool
	// Wild is the number of resources of the player's choice a Builder or
	// the Storehouse stands in for.
	Wild int
	// UpTo is the highest upgrade bracket a Builder may help with
	// (0 Hamlet→Village, 1 Village→Town, 2 Town→City).
	UpTo int
	// Mill is the resource whose cards a Mill turns Ready again, and whose
	// Iron coin it counts +1 towards.
	Mill Resource
	// Retires: one use, then to the Retired Area (Cavalry, Storehouse).
	Retires bool
}

// Types describes every kind of Market card (rules, Market Card Almanac;
// Iron Coins for the colours).
var Types = [NumCardTypes]TypeInfo{
	Field:             {Name: "Field", Category: CatFields, Produces: Wheat, Mill: NoResource, UpTo: -1},
	Pasture:           {Name: "Pasture", Category: CatPastures, Produces: Sheep, Mill: NoResource, UpTo: -1},
	Forest:            {Name: "Forest", Category: CatForests, Produces: Lumber, Mill: NoResource, UpTo: -1},
	Mine:              {Name: "Mine", Category: CatMines, Produces: Ore, Mill: NoResource, UpTo: -1},
	StandardTroop:     {Name: "Standard Troop", Category: CatMilitary, Produces: NoResource, Strength: 1, Troop: true, Mill: NoResource, UpTo: -1},
	EliteTroop:        {Name: "Elite Troop", Category: CatMilitary, Produces: NoResource, Strength: 2, Troop: true, Mill: NoResource, UpTo: -1},
	Armor:             {Name: "Armor", Category: CatMilitary, Produces: NoResource, Strength: 2, Mill: NoResource, UpTo: -1},
	Cavalry:           {Name: "Cavalry", Category: CatMilitary, Produces: NoResource, Strength: 3, Retires: true, Mill: NoResource, UpTo: -1},
	ApprenticeBuilder: {Name: "Apprentice Builder", Category: CatBuilders, Produces: NoResource, Wild: 1, UpTo: 0, Mill: NoResource},
	SkilledBuilder:    {Name: "Skilled Builder", Category: CatBuilders, Produces: NoResource, Wild: 1, UpTo: 1, Mill: NoResource},
	MasterBuilder:     {Name: "Master Builder", Category: CatBuilders, Produces: NoResource, Wild: 1, UpTo: 2, Mill: NoResource},
	Storehouse:        {Name: "Storehouse", Category: CatBuildings, Produces: NoResource, Wild: StorehouseWild, UpTo: 2, Retires: true, Mill: NoResource},
	Barracks:          {Name: "Barracks", Category: CatBuildings, Produces: NoResource, Mill: NoResource, UpTo: -1},
	LumberMill:        {Name: "Lumber Mill", Category: CatBuildings, Produces: NoResource, Mill: Lumber, UpTo: -1},
	OreFoundry:        {Name: "Ore Foundry", Category: CatBuildings, Produces: NoResource, Mill: Ore, UpTo: -1},
	WoolenMill:        {Name: "Woolen Mill", Category: CatBuildings, Produces: NoResource, Mill: Sheep, UpTo: -1},
	Fortress:          {Name: "Fortress", Category: CatBuildings, Produces: NoResource, Mill: NoResource, UpTo: -1},
	Watchtower:        {Name: "Watchtower", Category: CatBuildings, Produces: NoResource, Mill: NoResource, UpTo: -1},
	TollStation:       {Name: "Toll Station", Category: CatBuildings, Produces: NoResource, Mill: NoResource, UpTo: -1},
	Harbor:            {Name: "Harbor", Category: CatBuildings, Produces: NoResource, Mill: NoResource, UpTo: -1},
}

func (t CardType) String() string {
	if t < 0 || t >= NumCardTypes {
		return "?"
	}
	return Types[t].Name
}

// resourceCategory is the Iron coin of the cards producing each resource.
var resourceCategory = [NumResources]Category{CatFields, CatPastures, CatForests, CatMines}

// resourceCard is the card kind producing each resource.
var resourceCard = [NumResources]CardType{Field, Pasture, Forest, Mine}

// millCard is the Mill readying the cards producing each resource, or -1.
var millCard = millTable()

func millTable() [NumResources]CardType {
	var m [NumResources]CardType
	for r := range m {
		m[r] = -1
		for t, info := range Types {
			if info.Mill == Resource(r) {
				m[r] = CardType(t)
			}
		}
	}
	return m
}

// MarketCard is one of the 96 Market cards.
type MarketCard struct {
	Type CardType
	Deck Denom // the Bronze, Silver or Gold Market
	Cost Coins // printed in the upper-left corner
	// Attacks is a Troop's number of Battle Strength tokens (the black
	// circle).
	Attacks int
}

// cardGroup is a run of identical Market cards.
type cardGroup struct {
	copies int
	card   MarketCard
	source string
}

func b(n int) Coins      { return Coins{Bronze: n} }
func sb(s, bz int) Coins { return Coins{Bronze: bz, Silver: s} }
func gs(g, s int) Coins  { return Coins{Silver: s, Gold: g} }
func troop(t CardType, d Denom, cost Coins, attacks int) MarketCard {
	return MarketCard{Type: t, Deck: d, Cost: cost, Attacks: attacks}
}

// marketGroups is the Market deck mix. Printed: the deck sizes (Bronze 38,
// Silver 34, Gold 24; rules, Setup) and the twenty kinds (the Almanac).
// Reconstructed, all of it (which kinds are in which deck, how many, the
// costs and the attacks), within these constraints: each deck's costs centre
// on its Pay-to-Draw price (2 Bronze, 2 Silver, 1 Gold; rules, Pay to Draw)
// so a blind draw is a fair gamble; a resource card costs at most two
// years of the same resource bought Overseas (Wheat 1, Sheep and Lumber 2,
// Ore 4 Bronze); the attacks of each Troop kind total exactly 20, the
// tokens in the box, so the token supply never runs out (rules, Components);
// Elite Troops cost more than Standard ones with as many attacks; and every
// Iron coin category has enough cards for four players to contest it.
var marketGroups = []cardGroup{
	// The Bronze Market (38): the cheap resources, Standard Troops and the
	// simplest Buildings, 2 to 4 Bronze.
	{8, MarketCard{Type: Field, Deck: Bronze, Cost: b(2)}, "reconstructed: Wheat is the cheapest resource Overseas"},
	{6, MarketCard{Type: Pasture, Deck: Bronze, Cost: b(2)}, "reconstructed: a Sheep costs 2 Bronze Overseas"},
	{6, MarketCard{Type: Forest, Deck: Bronze, Cost: b(2)}, "reconstructed: a Lumber costs 2 Bronze Overseas"},
	{4, troop(StandardTroop, Bronze, b(2), 2), "reconstructed: two attacks of 1 for the price of one Overseas Battle Strength"},
	{4, troop(StandardTroop, Bronze, b(3), 3), "reconstructed: a third attack for one more Bronze"},
	{4, MarketCard{Type: ApprenticeBuilder, Deck: Bronze, Cost: b(2)}, "reconstructed: a wild resource for the first bracket only"},
	{2, MarketCard{Type: Watchtower, Deck: Bronze, Cost: b(2)}, "reconstructed: a peek is worth little more than a Pay-to-Draw"},
	{2, MarketCard{Type: Armor, Deck: Bronze, Cost: b(3)}, "reconstructed: +2 a year, but only worn by a Troop"},
	{2, MarketCard{Type: Storehouse, Deck: Bronze, Cost: b(4)}, "reconstructed: two wild resources once, about what they cost Overseas"},
	// The Silver Market (34): Ore, Elite Troops and the stronger cards,
	// 1 to 2 Silver.
	{3, MarketCard{Type: Pasture, Deck: Silver, Cost: sb(1, 0)}, "reconstructed: more Pastures for the Iron coin race"},
	{3, MarketCard{Type: Forest, Deck: Silver, Cost: sb(1, 0)}, "reconstructed: more Forests for the Iron coin race"},
	{6, MarketCard{Type: Mine, Deck: Silver, Cost: sb(1, 0)}, "reconstructed: Ore is the dearest resource Overseas (4 Bronze)"},
	{3, troop(EliteTroop, Silver, sb(1, 2), 2), "reconstructed: Elite attacks of 2"},
	{2, troop(EliteTroop, Silver, sb(2, 0), 3), "reconstructed: a third Elite attack for one more Bronze"},
	{3, MarketCard{Type: Armor, Deck: Silver, Cost: sb(1, 1)}, "reconstructed: as the Bronze Armor, one Bronze dearer"},
	{4, MarketCard{Type: Cavalry, Deck: Silver, Cost: sb(1, 0)}, "reconstructed: +3 once, as 2 Battle Strength Overseas plus one"},
	{4, MarketCard{Type: SkilledBuilder, Deck: Silver, Cost: sb(1, 1)}, "reconstructed: a wild resource for the first two brackets"},
	{2, MarketCard{Type: Barracks, Deck: Silver, Cost: sb(2, 0)}, "reconstructed: a new set of tokens a year"},
	{1, MarketCard{Type: LumberMill, Deck: Silver, Cost: sb(1, 2)}, "reconstructed: reuses Forests, +1 toward Most Forests"},
	{1, MarketCard{Type: WoolenMill, Deck: Silver, Cost: sb(1, 2)}, "reconstructed: reuses Pastures, +1 toward Most Pastures"},
	{1, MarketCard{Type: Storehouse, Deck: Silver, Cost: sb(1, 1)}, "reconstructed: as the Bronze Storehouse"},
	{1, MarketCard{Type: Harbor, Deck: Silver, Cost: sb(1, 1)}, "reconstructed: two free Overseas levels a year"},
	// The Gold Market (24): the engines of a strong empire, 2 Silver to 1
	// Gold 2 Silver.
	{2, MarketCard{Type: Mine, Deck: Gold, Cost: gs(0, 2)}, "reconstructed: Mines for the Iron coin race, priced as two Silver cards"},
	{2, troop(EliteTroop, Gold, gs(1, 0), 4), "reconstructed: four Elite attacks; with the Silver Elites the attacks total 20"},
	{4, MarketCard{Type: MasterBuilder, Deck: Gold, Cost: gs(1, 0)}, "reconstructed: a wild resource for any bracket"},
	{4, MarketCard{Type: Fortress, Deck: Gold, Cost: gs(1, 1)}, "reconstructed: an extra action a year, the dearest card"},
	{2, MarketCard{Type: OreFoundry, Deck: Gold, Cost: gs(1, 0)}, "reconstructed: reuses the dearest resource, +1 toward Most Mines"},
	{1, MarketCard{Type: LumberMill, Deck: Gold, Cost: gs(0, 2)}, "reconstructed: as the Silver Lumber Mill"},
	{1, MarketCard{Type: WoolenMill, Deck: Gold, Cost: gs(0, 2)}, "reconstructed: as the Silver Woolen Mill"},
	{2, MarketCard{Type: Harbor, Deck: Gold, Cost: gs(0, 2)}, "reconstructed: as the Silver Harbor"},
	{1, MarketCard{Type: Barracks, Deck: Gold, Cost: gs(0, 2)}, "reconstructed: as the Silver Barracks"},
	{2, MarketCard{Type: Cavalry, Deck: Gold, Cost: gs(0, 2)}, "reconstructed: as the Silver Cavalry, dearer"},
	// The Toll Station's price and place are ours, its effect the Almanac's.
	// Between Normal bots (the balance report) its buyers won 73.3% [63.9–80.9] of 101
	// in 700 games at this price; at 1 Gold 89.5% of 38, moved to the Silver
	// Market at 2 Silver 80.4% of 46, at 2 Gold more: cheaper it pays more
	// Years, dearer only the leader buys it. One copy instead of three (the
	// other two Gold cards a Lumber and a Woolen Mill) made it rarer, not
	// weaker: bought in 29 of 500 games, its buyers won 72.4% [54.3–85.3].
	// Not bought before Year 3 (a rule of ours, measured only): bought in 67
	// of 600 games, its buyers won 73.1% [61.5–82.3], no weaker.
	// Kept here, three copies, as the balance report's exception (RULES.md,
	// Balance).
	{3, MarketCard{Type: TollStation, Deck: Gold, Cost: gs(1, 2)}, "reconstructed: a third more Income over a game, the dearest card (balance simulations)"},
}

// MarketCards lists the 96 Market cards; a card's ID is its index.
var MarketCards = expandMarket(marketGroups)

// costValue is each Market card's cost in Bronze, by ID.
var costValue = costValues(MarketCards)

func costValues(cards []MarketCard) []int {
	out := make([]int, len(cards))
	for i, c := range cards {
		out[i] = c.Cost.Value()
	}
	return out
}

// MarketSource is the provenance of each Market card, by ID.
var MarketSource = expandSource(marketGroups)

func expandMarket(groups []cardGroup) []MarketCard {
	var out []MarketCard
	for _, g := range groups {
		for range g.copies {
			out = append(out, g.card)
		}
	}
	return out
}

func expandSource(groups []cardGroup) []string {
	var out []string
	for _, g := range groups {
		for range g.copies {
			out = append(out, g.source)
		}
	}
	return out
}

// DeckSize is the number of cards in each Market deck (rules, Setup).
var DeckSize = [NumDenoms]int{38, 34, 24}

// DrawCost is the price of the top card of each Future Market deck (rules,
// Pay to Draw: 2 Bronze, 2 Silver, 1 Gold).
var DrawCost = [NumDenoms]Coins{b(2), sb(2, 0), gs(1, 0)}

// LandKind is the size of a Land: what it is worth and how it is upgraded.
type LandKind int8

// The Land kinds, in upgrade order (rules, Upgrade an Existing Land).
const (
	Hamlet LandKind = iota
	Village
	Town
	City
	NumLandKinds = 4
)

var landNames = [NumLandKinds]string{"Hamlet", "Village", "Town", "City"}

func (k LandKind) String() string {
	if k < 0 || k >= NumLandKinds {
		return "?"
	}
	return landNames[k]
}

// LandPoints is what a Land of each kind scores (rules, Winning: 1/2/4/7).
var LandPoints = [NumLandKinds]int{1, 2, 4, 7}

// LandDeckSize is the number of cards in each Land deck (rules, Setup:
// Hamlets 16, Villages 14, Towns 8, Cities 4).
var LandDeckSize = [NumLandKinds]int{16, 14, 8, 4}

// DiplomacyCost is the price of conquering by diplomacy (rules, Conquer a
// Land: Hamlets 2 Silver, Villages 1 Gold; Towns and Cities only by force).
var DiplomacyCost = [NumLandKinds]Coins{sb(2, 0), gs(1, 0), {}, {}}

// Diplomacy reports whether Lands of kind k may be conquered by diplomacy.
func Diplomacy(k LandKind) bool { return k == Hamlet || k == Village }

// LandCard is one of the 42 Land cards.
type LandCard struct {
	Kind    LandKind
	Defense int // the shield
	// Brackets are the resources printed at the base of the card for each
	// upgrade: Hamlet→Village, Village→Town, Town→City. Only the brackets
	// from the card's own kind upward are ever used.
	Brackets [NumLandKinds - 1][NumResources]int
}

// landRow is a Land card in a readable form: resources are letters (W
// Wheat, S Sheep, L Lumber, O Ore), one per resource needed.
type landRow struct {
	kind     LandKind
	defense  int
	brackets [NumLandKinds - 1]string
}

// landRows are the 42 Land cards. Printed: the deck sizes, the points, a
// Hamlet whose Hamlet→Village bracket is Wheat+Sheep and Village→Town
// bracket Sheep+Lumber+Ore (rules, Upgrade example), and a Village of
// defense 5 (rules, Conquer example). Reconstructed: every other defense and
// bracket. Defenses rise with the Land's worth (Hamlets 2–4, Villages 4–6,
// Towns 7–9, Cities 10–12: one Elite Troop takes a weak Hamlet, a City needs
// most of an army); a bracket needs 2, 3 and 4 resources on the way up (the
// printed pattern, extended); Wheat is asked for more often than Ore, as it
// is cheaper; every resource appears in every deck.
var landRows = []landRow{
	// Hamlets (16).
	{Hamlet, 2, [3]string{"WS", "SLO", "WSLO"}}, // the rulebook's upgrade example
	{Hamlet, 2, [3]string{"WL", "WSO", "WSLO"}},
	{Hamlet, 2, [3]string{"SL", "WLO", "WSLO"}},
	{Hamlet, 2, [3]string{"WS", "WLO", "SLOO"}},
	{Hamlet, 3, [3]string{"WL", "SLO", "WWLO"}},
	{Hamlet, 3, [3]string{"SL", "WSO", "WSSO"}},
	{Hamlet, 3, [3]string{"WS", "WSL", "WLOO"}},
	{Hamlet, 3, [3]string{"WL", "WSO", "SLLO"}},
	{Hamlet, 3, [3]string{"SL", "WLO", "WSLO"}},
	{Hamlet, 3, [3]string{"WS", "SLO", "WSLL"}},
	{Hamlet, 3, [3]string{"WW", "SLO", "WSLO"}},
	{Hamlet, 3, [3]string{"WL", "WSL", "SLOO"}},
	{Hamlet, 4, [3]string{"SS", "WLO", "WSLO"}},
	{Hamlet, 4, [3]string{"WS", "WSO", "WLLO"}},
	{Hamlet, 4, [3]string{"LL", "WSO", "WSLO"}},
	{Hamlet, 4, [3]string{"WL", "SLO", "WSSO"}},
	// Villages (14).
	{Village, 5, [3]string{"WS", "SLO", "WSLO"}}, // the rulebook's conquest example
	{Village, 4, [3]string{"WL", "WSO", "WSLO"}},
	{Village, 4, [3]string{"SL", "WLO", "SLOO"}},
	{Village, 4, [3]string{"WS", "WSL", "WLOO"}},
	{Village, 4, [3]string{"WL", "SLO", "WWSO"}},
	{Village, 5, [3]string{"SL", "WSO", "WSLO"}},
	{Village, 5, [3]string{"WS", "WLO", "SLLO"}},
	{Village, 5, [3]string{"WL", "WSL", "WSOO"}},
	{Village, 5, [3]string{"SL", "SLO", "WSLO"}},
	{Village, 5, [3]string{"WS", "WSO", "WLLO"}},
	{Village, 6, [3]string{"WL", "WLO", "WSLO"}},
	{Village, 6, [3]string{"SL", "SLO", "WSSO"}},
	{Village, 6, [3]string{"WS", "WSO", "SLOO"}},
	{Village, 6, [3]string{"WL", "WLO", "WSLL"}},
	// Towns (8).
	{Town, 7, [3]string{"WS", "SLO", "WSLO"}},
	{Town, 7, [3]string{"WL", "WSO", "SLOO"}},
	{Town, 8, [3]string{"SL", "WLO", "WLOO"}},
	{Town, 8, [3]string{"WS", "WSL", "WSLO"}},
	{Town, 8, [3]string{"WL", "SLO", "WSSO"}},
	{Town, 8, [3]string{"SL", "WSO", "WSLO"}},
	{Town, 9, [3]string{"WS", "WLO", "SLLO"}},
	{Town, 9, [3]string{"WL", "SLO", "WSLO"}},
	// Cities (4): no brackets are used.
	{City, 10, [3]string{"WS", "SLO", "WSLO"}},
	{City, 11, [3]string{"WL", "WSO", "SLOO"}},
	{City, 11, [3]string{"SL", "WLO", "WLOO"}},
	{City, 12, [3]string{"WS", "SLO", "WSLO"}},
}

// LandCards lists the 42 Land cards; a card's ID is its index.
var LandCards = expandLands(landRows)

func expandLands(rows []landRow) []LandCard {
	out := make([]LandCard, len(rows))
	for i, r := range rows {
		out[i] = LandCard{Kind: r.kind, Defense: r.defense}
		for k, s := range r.brackets {
			for _, ch := range s {
				out[i].Brackets[k][resourceLetter(ch)]++
			}
		}
	}
	return out
}

func resourceLetter(ch rune) Resource {
	switch ch {
	case 'W':
		return Wheat
	case 'S':
		return Sheep
	case 'L':
		return Lumber
	case 'O':
		return Ore
	}
	panic(fmt.Sprintf("coincrown: bad resource letter %q in the Land data", ch))
}

// OverseasItem is one reward of the Overseas Market.
type OverseasItem struct {
	Level    int      // the track level; also its price in Bronze
	Strength int      // Battle Strength for a conquest, or 0
	Resource Resource // a resource for an upgrade, or NoResource
}

// OverseasItems is the Overseas Market track (rules, Overseas Market: 1
// Bronze Wheat; 2 Bronze 1 Battle Strength, Sheep or Lumber; 3 Bronze 2
// Battle Strength; 4 Bronze Ore).
var OverseasItems = []OverseasItem{
	{Level: 1, Resource: Wheat},
	{Level: 2, Strength: 1, Resource: NoResource},
	{Level: 2, Resource: Sheep},
	{Level: 2, Resource: Lumber},
	{Level: 3, Strength: 2, Resource: NoResource},
	{Level: 4, Resource: Ore},
}

// OverseasTop is the highest level of the track; advancing costs 1 Bronze
// per level (rules, Overseas Market).
const (
	OverseasTop = 4
	AdvanceCost = 1
)

func (it OverseasItem) String() string {
	if it.Strength > 0 {
		return fmt.Sprintf("%d Battle Strength", it.Strength)
	}
	return it.Resource.String()
}

// ChurchPoints is what the Church pays the most, second-most and third-most
// generous donors with n players (rules, Winning: Church: 2 players 3; 3
// players 3, 1; 4 players 4, 2, 1). Tied donors each get the listed value
// less ChurchTiePenalty.
func ChurchPoints(n int) []int {
	switch n {
	case 2:
		return []int{3}
	case 3:
		return []int{3, 1}
	}
	return []int{4, 2, 1}
}

// ChurchTiePenalty is taken from each tied donor's points (rules, Winning).
const ChurchTiePenalty = 1
