package battlemerchants

// Component data for Battle Merchants. Every entry says where its values come
// from: the rulebook ("rules: <section>"), a public fact, or "reconstructed"
// with the reason. Rule code reads these tables; it holds no numbers of its
// own. See RULES.md for the list of reconstructed values.

// Weapon is one of the four weapon types.
type Weapon int8

// The four weapon types (rules: Learn Craft).
const (
	Axe Weapon = iota
	Sword
	Mace
	Hammer
	NumWeapons = 4
)

var weaponNames = [NumWeapons]string{"Axe", "Sword", "Mace", "Hammer"}

func (w Weapon) String() string {
	if w < 0 || w >= NumWeapons {
		return "?"
	}
	return weaponNames[w]
}

// Quality is Standard or Vorpal.
type Quality int8

// The two weapon qualities (rules: Forge Weapons).
const (
	Standard Quality = iota
	Vorpal
	NumQualities = 2
)

func (q Quality) String() string {
	if q == Vorpal {
		return "Vorpal"
	}
	return "Standard"
}

// Race is one of the four warring races.
type Race int8

// The races (rules: introduction).
const (
	Elves Race = iota
	Dwarves
	Orcs
	Hobgoblins
	NumRaces = 4
)

var raceNames = [NumRaces]string{"Elves", "Dwarves", "Orcs", "Hobgoblins"}

func (r Race) String() string {
	if r < 0 || r >= NumRaces {
		return "?"
	}
	return raceNames[r]
}

// Region identifies a region tile and its part of the board.
type Region int8

// The regions (rules: Regions and Battlefields).
const (
	Mountains Region = iota
	Desert
	Forest
	Grasslands
	NumRegions = 4
)

var regionNames = [NumRegions]string{"Mountains", "Desert", "Forest", "Grasslands"}

func (r Region) String() string {
	if r < 0 || r >= NumRegions {
		return "?"
	}
	return regionNames[r]
}

// Board dimensions (rules: Regions and Battlefields — "Each Region is
// divided into six Battlefields", one Weapon Space for each of its two races).
const (
	Battlefields    = 6
	SpacesPerRegion = 2 * Battlefields
)

// Forging and selling values from the player mat.
var (
	// ForgeCost: rules, Forge Weapons ("Standard quality Weapons cost 5 gold,
	// Vorpal quality Weapons cost 15 gold").
	ForgeCost = [NumQualities]int{5, 15}
	// SellValue: Standard 6 is printed (rules, Selling Weapons example); the
	// Vorpal value is reconstructed: not printed; 20 keeps the Vorpal margin
	// (+5) above the Standard one (+1) to pay back the Craft it needs.
	SellValue = [NumQualities]int{6, 20}
	// EndValue: reconstructed (the "End Sell" column is not printed): a third
	// of the sell value, so unsold stock is worth keeping but not hoarding.
	EndValue = [NumQualities]int{2, 6}
	// DefeatedWorth: rules, Year's End ("Vorpal Weapons count as two, while
	// Standard Weapons count as one").
	DefeatedWorth = [NumQualities]int{1, 2}
	// TieBreakWorth: rules, Year's End (two gold per Standard and three per
	// Vorpal Weapon on the board).
	TieBreakWorth = [NumQualities]int{2, 3}
)

// Other printed numbers.
const (
	StartingGold   = 10 // rules, Setup step 11
	VorpalLevel    = 5  // rules, Mastering a Craft
	BonusLevel     = 6  // rules, Mastering a Craft
	MaxForge       = 3  // rules, Forge Weapons ("up to three")
	TieGold        = 1  // rules, Battles (tie: each owner receives one gold)
	RepairGold     = 2  // rules, Repairs
	DefeatedFirst  = 15 // rules, Year's End
	DefeatedNext   = 7  // rules, Year's End; also the 2-player bonus
	Seasons        = 4  // rules, Playing the Game
	SeasonSpaces   = 3  // rules, Season's End (third Demand Token)
	CraftRowSize   = 5  // rules, Setup step 10
	KingdomRowSize = 3  // rules, Setup step 8
)

// KingdomLimit is the most Kingdom Cards a player may have in front of them
// in each Season (rules, Take Kingdom Card: 2/3/3/4).
var KingdomLimit = [Seasons]int{2, 3, 3, 4}

var seasonNames = [Seasons]string{"Spring", "Summer", "Autumn", "Winter"}

// RegionDef is one Region of the board: the race on each side (side 0 is the
// counter-clockwise side) and the weapon demanded on each side of each
// Battlefield, index 0 nearest the centre.
//
// Reconstructed: the rulebook prints neither which races meet where nor the
// weapons. Constraints kept: each race fights on two fronts (public fact);
// Hobgoblins fight in the Mountains and Orcs in the Desert, and the Desert's
// nearest Orc space is an Axe (rules, Salesman Steve example); the
// Grasslands open with Axe and Sword, then Mace and Hammer (rules, Regions
// and Battlefields example); the two spaces of a Battlefield differ; every
// race demands each weapon exactly three times.
type RegionDef struct {
	Region  Region
	Races   [2]Race
	Weapons [2][Battlefields]Weapon
}

// boards4 is the 2- and 4-player side; the ring order clockwise is Dwarves,
// Mountains, Hobgoblins, Desert, Orcs, Forest, Elves, Grasslands.
var boards4 = []RegionDef{
	{Mountains, [2]Race{Dwarves, Hobgoblins}, [2][Battlefields]Weapon{
		{Axe, Mace, Sword, Hammer, Axe, Sword},
		{Sword, Hammer, Mace, Axe, Hammer, Mace}}},
	{Desert, [2]Race{Hobgoblins, Orcs}, [2][Battlefields]Weapon{
		{Mace, Axe, Sword, Axe, Hammer, Sword},
		{Axe, Mace, Hammer, Sword, Mace, Hammer}}},
	{Forest, [2]Race{Orcs, Elves}, [2][Battlefields]Weapon{
		{Sword, Hammer, Axe, Mace, Sword, Axe},
		{Hammer, Axe, Mace, Hammer, Mace, Sword}}},
	{Grasslands, [2]Race{Elves, Dwarves}, [2][Battlefields]Weapon{
		{Axe, Mace, Sword, Hammer, Sword, Axe},
		{Sword, Hammer, Hammer, Mace, Axe, Mace}}},
}

// boards3 is the 3-player side: three races and three regions (rules,
// introduction). Reconstructed: the Hobgoblins and the Desert sit out.
var boards3 = []RegionDef{
	{Mountains, [2]Race{Dwarves, Orcs}, [2][Battlefields]Weapon{
		{Axe, Mace, Sword, Hammer, Axe, Sword},
		{Sword, Hammer, Mace, Axe, Hammer, Mace}}},
	boards4[2],
	boards4[3],
}

// Mat is a player mat. Reconstructed: the starting Craft ("Level 1 Craft in
// each of two Weapon types") and the printed Reward race are not printed in
// the rulebook; each weapon starts on two mats and each race is printed once
// on the 4-player side.
type Mat struct {
	Colour     string
	StartCraft [2]Weapon
	Race4      Race // printed Reward race, 2/4-player side
	Race3      Race // printed Reward race, 3-player side
}

// Mats are used in seat order (rules, Setup step 11: red, purple, yellow, blue).
var Mats = [4]Mat{
	{"Red", [2]Weapon{Axe, Sword}, Orcs, Orcs},
	{"Purple", [2]Weapon{Mace, Hammer}, Dwarves, Dwarves},
	{"Yellow", [2]Weapon{Axe, Mace}, Elves, Elves},
	{"Blue", [2]Weapon{Sword, Hammer}, Hobgoblins, Dwarves},
}

// CraftCost is how a Craft Card's price is figured (rules, Craft Cards).
type CraftCost int8

// Craft card costs: free, or once or twice the Levels already held.
const (
	Free CraftCost = iota
	Times1
	Times2
)

// CraftCard is one Craft Card.
type CraftCard struct {
	Weapon   Weapon
	Levels   int // Craft Level icons (rules, Craft Cards)
	Cost     CraftCost
	Discount int  // gold coin icons (rules, Craft Cards)
	Late     bool // Autumn/Winter deck
}

// craftPattern is one weapon's share of a Craft deck. Reconstructed: the
// deck sizes (36 Spring/Summer, 20 Autumn/Winter; rules, Components) are
// split evenly over the four weapons; the card kinds are the ones the
// rulebook shows (Free, ×1, ×2; one or two Levels; coin icons) including
// every card its examples name (a ×2 Axe with two Levels, a ×1 Axe with one
// Level and a two-coin discount, ×2 Hammer, ×2 Mace, ×1 Axe). The coins on
// one weapon's cards add up to 3, so with Smiths' Guild a Standard weapon
// still costs at least 1 gold: forging is bounded by gold, which is what
// guarantees that every game ends (RULES.md, "Termination").
var (
	craftPatternEarly = []CraftCard{ // 9 per weapon
		{Levels: 1, Cost: Free}, {Levels: 1, Cost: Free}, {Levels: 1, Cost: Free},
		{Levels: 1, Cost: Times1, Discount: 2}, {Levels: 1, Cost: Times1},
		{Levels: 2, Cost: Times1}, {Levels: 2, Cost: Times1},
		{Levels: 2, Cost: Times2}, {Levels: 2, Cost: Times2},
	}
	craftPatternLate = []CraftCard{ // 5 per weapon
		{Levels: 1, Cost: Free, Late: true},
		{Levels: 1, Cost: Times1, Discount: 1, Late: true},
		{Levels: 2, Cost: Times1, Late: true},
		{Levels: 2, Cost: Times2, Late: true},
		{Levels: 2, Cost: Times2, Late: true},
	}
)

// CraftCards is the full Craft deck, indexed by card ID: the 36 Spring/Summer
// cards first, then the 20 Autumn/Winter cards.
var CraftCards = buildCraftCards()

func buildCraftCards() []CraftCard {
	var cards []CraftCard
	for _, pattern := range [][]CraftCard{craftPatternEarly, craftPatternLate} {
		for w := range Weapon(NumWeapons) {
			for _, c := range pattern {
				c.Weapon = w
				cards = append(cards, c)
			}
		}
	}
	return cards
}

// Duration is how long a Kingdom Card stays in effect (rules, Kingdom Card
// Durations).
type Duration int8

// Kingdom Card durations.
const (
	Permanent Duration = iota
	Immediate
	End
	Final
)

var durationNames = [...]string{"Permanent", "Immediate", "End", "Final"}

func (d Duration) String() string { return durationNames[d] }

// Effect is what a Kingdom Card does beyond its gold.
type Effect int8

// Kingdom Card effects. Each is implemented once in rules.go; the cards
// below only choose one and its number.
const (
	EffectGold          Effect = iota // Immediate: only the card's gold
	EffectMultiSell                   // Immediate: sell up to N Weapons this turn, each for Mod gold less
	EffectFreeCraft                   // Immediate: learn one face-up Craft Card without paying
	EffectForgeRun                    // Immediate: forge up to N Weapons, each costing Mod less (N Standard for free when Mod is 99)
	EffectRaceBonus                   // Permanent: +1 gold per sale to race N
	EffectStandardCheap               // Permanent: Standard Weapons cost N less to forge
	EffectVorpalCheap                 // Permanent: Vorpal Weapons cost N less to forge
	EffectVorpalSell                  // Permanent: Vorpal Weapons sell for N more
	EffectRepairs                     // Permanent: +N gold per own Weapon at each Repairs
	EffectBattleCraft                 // Permanent: +N Craft Level in battles
	EffectTieGold                     // Permanent: N gold instead of one from each tied battle
	EffectBoardGold                   // Immediate: N gold per own Weapon on the board
	EndPerDefeated                    // End: N gold per Weapon tile in the Defeated pile
	EndPerReward                      // End: N gold per Reward Tile (printed one and Region tiles included)
	EndPerCraft                       // End: N gold per Craft Card
	EndPerBoard                       // End: N gold per own Weapon on the board
	EndPerVorpalBoard                 // End: N gold per own Vorpal Weapon on the board
	EndPerRegion                      // End: N gold per Region holding an own Weapon
	EndFullValue                      // End: N unsold Weapons (all when N is 0) score their Sell value
)

// KingdomCard is one Kingdom Card.
type KingdomCard struct {
	Name     string
	Stack    byte // 'A'..'D' (rules, Setup step 7)
	Duration Duration
	Gold     int // gold collected (negative: paid) on taking it
	Effect   Effect
	N, Mod   int
	Players  [5]bool // player counts printed in the corner (index = count)
	Text     string  // the card text, in our own words
}

var (
	all3 = [5]bool{2: true, 3: true, 4: true}
	p2p4 = [5]bool{2: true, 4: true}
	p3p4 = [5]bool{3: true, 4: true}
	p2p3 = [5]bool{2: true, 3: true}
)

// noPay marks an EffectForgeRun whose Weapons are Standard and free.
const noPay = 99

// KingdomCards is the Kingdom deck, indexed by card ID. The four names the
// rulebook prints are kept with the behaviour it describes (Drive the
// Workers and Desperate Times allow two sales in a turn; Slush Fund is never
// discarded in the 2-player game, so it is the single Final "D" card);
// everything else is reconstructed: 28 cards, the four durations, positive
// and negative gold, player-count symbols (Hobgoblin Envoy needs the
// Hobgoblins, absent with 3 players), and A/B/C/D stacks with one D card.
var KingdomCards = []KingdomCard{
	{"Drive the Workers", 'A', Immediate, 0, EffectMultiSell, 2, 0, all3, "Sell up to two Weapons this turn."},
	{"Extra-Crafty", 'A', Immediate, 0, EffectFreeCraft, 1, 0, all3, "Learn one face-up Craft Card without paying for it."},
	{"Royal Commission", 'A', Immediate, 4, EffectGold, 0, 0, all3, "Collect 4 gold."},
	{"Smiths' Guild", 'A', Permanent, 0, EffectStandardCheap, 1, 0, all3, "Standard Weapons cost you 1 gold less to forge."},
	{"Elven Envoy", 'A', Permanent, 0, EffectRaceBonus, int(Elves), 0, all3, "Earn 1 more gold for every sale to the Elves."},
	{"Dwarven Envoy", 'A', Permanent, 0, EffectRaceBonus, int(Dwarves), 0, all3, "Earn 1 more gold for every sale to the Dwarves."},
	{"Apprentices", 'A', Immediate, -2, EffectForgeRun, 2, noPay, all3, "Pay 2 gold, then forge up to two Standard Weapons for free."},
	{"Repair Contracts", 'A', Permanent, 0, EffectRepairs, 1, 0, all3, "At each Repairs, earn 1 more gold per Weapon you have on the board."},
	// Trophy Hunters paid 2 gold per Defeated Weapon until rules version
	// 3: Salesman Steve's weapons always lose and fill the Defeated piles,
	// so it was taken in 92% of 1,000 Normal–Normal 2-player games and its
	// holder won 61.6% [58.5–64.7] of 919, about 30 gold a game (the balance report;
	// docs/bench/balance.md for the figures since).
	{"Trophy Hunters", 'A', End, 0, EndPerDefeated, 1, 0, all3, "At the end of the game, earn 1 gold per Weapon in your Defeated pile."},
	{"Market Day", 'A', Immediate, 3, EffectGold, 0, 0, p3p4, "Collect 3 gold."},
	{"Desperate Times", 'B', Immediate, 0, EffectMultiSell, 2, 1, all3, "Sell up to two Weapons this turn, each for 1 gold less."},
	{"Orc Envoy", 'B', Permanent, 0, EffectRaceBonus, int(Orcs), 0, all3, "Earn 1 more gold for every sale to the Orcs."},
	{"Hobgoblin Envoy", 'B', Permanent, 0, EffectRaceBonus, int(Hobgoblins), 0, p2p4, "Earn 1 more gold for every sale to the Hobgoblins."},
	{"War Veterans", 'B', Permanent, -2, EffectBattleCraft, 1, 0, all3, "Pay 2 gold. Your Weapons fight with 1 more Craft Level."},
	{"Great Foundry", 'B', Permanent, 0, EffectVorpalCheap, 3, 0, all3, "Vorpal Weapons cost you 3 gold less to forge."},
	{"Merchant Prince", 'B', End, 0, EndPerReward, 1, 0, all3, "At the end of the game, earn 1 gold per Reward Tile you have."},
	{"Guild Charter", 'B', End, 0, EndPerCraft, 1, 0, all3, "At the end of the game, earn 1 gold per Craft Card you have."},
	{"Windfall", 'B', Immediate, 5, EffectGold, 0, 0, p2p3, "Collect 5 gold."},
	{"Salvage Rights", 'B', Permanent, 0, EffectTieGold, 3, 0, all3, "Each tied battle your Weapon fights pays you 3 gold instead of 1."},
	// Royal Armory scored every unsold Weapon at its full Sell value until
	// rules version 3: forging three Maces a turn at 1 gold each all Winter,
	// its holder won 71.7% [68.1–75.1] of the 640 of 1,000 Normal–Normal
	// 2-player games in which it was taken, unsold weapons giving its
	// winners 64.6% of their gold (2.1–2.4% for every other winner), while
	// the rulebook says the weapon supply "is not meant to be a limit".
	// Two weapons at full value (with Trophy Hunters at 1 gold) gave its
	// holders 51.5% [45.9–57.0] of 500 games (the balance report;
	// docs/bench/balance.md for the figures since).
	{"Royal Armory", 'C', End, 0, EndFullValue, 2, 0, all3, "At the end of the game, your two most valuable unsold Weapons score their full Sell value."},
	{"Siege Engineers", 'C', Permanent, -2, EffectVorpalSell, 3, 0, all3, "Pay 2 gold. Your Vorpal Weapons sell for 3 gold more."},
	{"Grand Marshal", 'C', End, 0, EndPerVorpalBoard, 3, 0, all3, "At the end of the game, earn 3 gold per Vorpal Weapon of yours on the board."},
	{"War Profiteer", 'C', Immediate, 0, EffectBoardGold, 1, 0, all3, "Collect 1 gold per Weapon of yours on the board."},
	{"Veteran Smiths", 'C', Immediate, 0, EffectForgeRun, 3, 2, all3, "Forge up to three Weapons, each for 2 gold less."},
	{"Cartographers", 'C', End, 0, EndPerRegion, 2, 0, all3, "At the end of the game, earn 2 gold per Region where you have a Weapon on the board."},
	{"Last Orders", 'C', Immediate, 3, EffectGold, 0, 0, p3p4, "Collect 3 gold."},
	{"Quartermaster", 'C', End, 0, EndPerBoard, 1, 0, all3, "At the end of the game, earn 1 gold per Weapon of yours on the board."},
	{"Slush Fund", 'D', Final, 2, EffectGold, 0, 0, all3, "Any player may take 2 gold from this card as their action, and again once a Weapon has been sold. It never leaves the pool."},
}

// kingdomBefore3 holds the Kingdom Cards rules version 3 changed (the
// balance report's), by ID, as rules versions 1 and 2 play them.
var kingdomBefore3 = map[int]KingdomCard{}

func init() {
	for id, k := range KingdomCards {
		switch k.Name {
		case "Trophy Hunters":
			k.N, k.Text = 2, "At the end of the game, earn 2 gold per Weapon in your Defeated pile."
		case "Royal Armory":
			k.N, k.Text = 0, "At the end of the game, your unsold Weapons score their full Sell value."
		default:
			continue
		}
		kingdomBefore3[id] = k
	}
}

// Kingdom returns Kingdom Card id as the game's rules version plays it:
// KingdomCards, but a card rules version 3 changed as it was before in a
// game of an earlier version.
func (s *State) Kingdom(id int) KingdomCard {
	if k, ok := kingdomBefore3[id]; ok && s.Rules < 3 {
		return k
	}
	return KingdomCards[id]
}

// Side board of the 2-player game (rules, 2-player Game Rules): five Craft
// spaces, three Kingdom spaces, and black lines linking pairs of boxes.
// Taking a card from a box discards the card in the linked box.
// Reconstructed: the rulebook shows two links (a Kingdom box to a Craft box,
// a Craft box to a Craft box) but not the whole board; here each Kingdom
// space k is linked to Craft space k, and Craft spaces 4 and 5 to each other.
type boxRef struct {
	Kingdom bool
	Slot    int
}

// sideBoardLink returns the box linked to b.
func sideBoardLink(b boxRef) boxRef {
	switch {
	case b.Kingdom:
		return boxRef{false, b.Slot}
	case b.Slot < KingdomRowSize:
		return boxRef{true, b.Slot}
	case b.Slot == 3:
		return boxRef{false, 4}
	default:
		return boxRef{false, 3}
	}
}
