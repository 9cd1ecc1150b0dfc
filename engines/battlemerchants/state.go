package battlemerchants

import (
	"tabula/engines"
	"tabula/engines/rng"
)

//go:generate go tool msgp -tests=false

// The enum types live in data.go; msgp encodes them as their base type.
//
//msgp:replace Quality with:int8
//msgp:replace Race with:int8
//msgp:replace Phase with:int8

// Phase says which kind of decision is pending.
type Phase int8

// Decision phases. A turn starts in PhaseMain; a multi-part action moves to
// one of the others until it is finished.
const (
	PhaseMain      Phase = iota // choose one of the actions
	PhaseForge                  // forging: more Weapons or done
	PhaseSell                   // a Kingdom Card's extra sales: sell or done
	PhaseFreeCraft              // Extra-Crafty: choose a Craft Card or done
	PhaseOver                   // the game has ended
)

// Ledger categories: every gold change is booked in one, so the score
// breakdown shows where each coin came from. The sum of a player's ledger is
// their gold.
const (
	LedgerStart    = iota // starting gold
	LedgerSales           // weapon sales, rewards included
	LedgerBattles         // gold from tied battles
	LedgerRepairs         // repairs
	LedgerKingdom         // Kingdom Cards taken or used during play
	LedgerCraft           // paid for Craft Cards (negative)
	LedgerForge           // paid for forging (negative)
	LedgerUnsold          // end: unsold Weapons
	LedgerDefeated        // end: Defeated Weapons bonus
	LedgerEndCards        // end: End Kingdom Cards
	NumLedger
)

// LedgerNames labels the ledger categories for the score breakdown.
var LedgerNames = [NumLedger]string{
	"Starting gold", "Sales", "Battles", "Repairs", "Kingdom cards",
	"Craft bought", "Forging", "Unsold weapons", "Defeated weapons", "End cards",
}

// Occupant values of a Weapon Space.
const (
	Empty = -1 // no weapon
	Steve = -2 // one of Salesman Steve's weapons (no ownership cube)
)

// Demand token states, per Battlefield.
const (
	TokenLocked  = 0 // face down: the Battlefield cannot be sold to
	TokenOpen    = 1 // face up: sales allowed
	TokenRemoved = 2 // gone to the Season Area or discarded: sales allowed
)

// noOwner marks an unclaimed Craft Bonus card or Region tile.
const noOwner = -1

// Space is one Weapon Space on the board.
type Space struct {
	Owner   int8    `msg:"o"` // seat, Empty or Steve
	Quality Quality `msg:"q"`
}

// Player is one seat's mat and everything in front of it.
type Player struct {
	Gold     int                           `msg:"g"`
	Levels   [NumWeapons]int               `msg:"l"`
	Discount [NumWeapons]int               `msg:"d"`
	Crafts   []int                         `msg:"c"` // Craft Card IDs
	Kingdom  []int                         `msg:"k"` // Kingdom Card IDs in front of the player
	Hand     [NumWeapons][NumQualities]int `msg:"h"` // unsold weapons by type and quality
	Defeated [NumQualities]int             `msg:"x"` // Defeated Weapons pile
	Rewards  [NumRaces]int                 `msg:"r"` // Reward Tiles taken (the printed one is not counted here)
	Ledger   [NumLedger]int                `msg:"$"`
	Forged   int                           `msg:"f"` // weapons forged so far (for the conservation check)
	Lost     int                           `msg:"y"` // own weapons defeated or destroyed in ties
	// FinalUsed: the player has used the Final Kingdom Card since the last
	// sale (or the start of the Season).
	FinalUsed bool `msg:"u"`
}

// State is a Battle Merchants position. It implements engines.State.
type State struct {
	NPlayers int     `msg:"n"`
	RNG      rng.RNG `msg:"rng"`
	// Rules is the rules version the game is played under
	// (engines.Config.Rules; see the engines package doc).
	Rules   int   `msg:"rules"`
	Season  int   `msg:"season"`
	Turn    int   `msg:"turn"` // turns started so far; a new turn is an undo barrier
	Current int   `msg:"cur"`
	Phase   Phase `msg:"phase"`
	// Left and Mod parametrise a multi-part action: forges or sales left,
	// and the price change per forge or sale.
	Left int `msg:"left"`
	Mod  int `msg:"mod"`
	// StandardOnly restricts a forge run to Standard Weapons.
	StandardOnly bool `msg:"std"`

	Seats  []Player `msg:"seats"`
	Spaces []Space  `msg:"spaces"` // region*12 + battlefield*2 + side
	Tokens []int8   `msg:"tokens"` // region*6 + battlefield

	SeasonArea   [Seasons]int      `msg:"area"`     // Demand Tokens placed per Season
	TokensOut    int               `msg:"out"`      // Demand Tokens discarded after the trigger
	Trigger      int               `msg:"trigger"`  // seat that placed the third token, or -1
	FinalTurns   int               `msg:"final"`    // final turns still to be played after the trigger
	Passes       int               `msg:"passes"`   // Passes in a row since the last action taken
	LastKind     uint8             `msg:"lastkind"` // kind of the last main action (2-player slide rule)
	RewardSpaces [NumRaces][4]bool `msg:"rspaces"`  // a tile on race r's space of seat colour c
	RegionOwner  [NumRegions]int8  `msg:"regions"`
	BonusOwner   [NumWeapons]int8  `msg:"bonus"`
	BonusUsed    [NumWeapons]bool  `msg:"bonusused"`

	CraftRow     [CraftRowSize]int   `msg:"crow"` // card IDs, -1 empty
	KingdomRow   [KingdomRowSize]int `msg:"krow"` // card IDs, -1 empty
	EarlyDeck    []int               `msg:"edeck"`
	LateDeck     []int               `msg:"ldeck"`
	KingdomDeck  []int               `msg:"kdeck"`
	CraftOut     []int               `msg:"cout"` // Craft discard pile and boxed cards, public
	KingdomOut   []int               `msg:"kout"` // Kingdom discard pile (and used Immediates), public
	KingdomTotal int                 `msg:"ktotal"`

	// Salesman Steve (2 players): the race on each of his four spaces and
	// the space his cube is on.
	SteveRaces [NumRaces]Race `msg:"steve"`
	StevePos   int            `msg:"stevepos"`
	SteveSold  int            `msg:"stevesold"`
	SteveLost  int            `msg:"stevelost"`
	// Destroyed counts weapon tiles returned to the supply by tied battles.
	Destroyed int `msg:"destroyed"`

	// trace collects the automatic events of the action being applied
	// (Trace); nil otherwise. It is not part of the position.
	trace *[]Event `msg:"-"`

	Ended bool `msg:"ended"`

	// lend is the storage LegalView lends the legal actions from; it is
	// not part of the position.
	lend engines.LegalBuffer `msg:"-"`
}
