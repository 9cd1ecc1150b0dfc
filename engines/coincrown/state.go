package coincrown

import (
	"tabula/engines"
	"tabula/engines/rng"
)

//go:generate go tool msgp -tests=false

// The enum types live in data.go and here; msgp encodes them as their base
// type.
//
//msgp:replace Denom with:int8
//msgp:replace LandKind with:int8
//msgp:replace Phase with:int8
//msgp:replace Coins with:[3]int

// Phase says which kind of decision is pending.
type Phase int8

// Decision phases. A turn starts in PhaseMain; once its action is done it
// is in PhaseAfter (free actions, a Fortress's extra action, or End turn).
// The other phases are the parts of a multi-part decision.
const (
	PhaseMain    Phase = iota // free actions, one action, or Pass
	PhaseAfter                // the action is done: free actions, extra actions, End turn
	PhasePay                  // choose the coins to pay a cost with
	PhaseChurch               // donating: another coin or done
	PhaseForce                // conquering by force: deploy Military until the defense is met
	PhaseUpgrade              // upgrading: exhaust resources until the bracket is met
	PhaseOver                 // the game has ended
)

// What a payment is for (State.PayFor).
const (
	PayBuy       int8 = iota // a Current Market card: PayA row, PayB slot
	PayDraw                  // the top card of a Future Market deck: PayA row
	PayTop                   // a card seen with a Watchtower, at face value: PayA row
	PayDiplomacy             // a Land by diplomacy: PayA Land deck
	PayOverseas              // an Overseas Market item during an action: PayA item
	PayAdvance               // Overseas token levels: PayA levels
)

// NoCoin marks an empty reserve.
const NoCoin = -1

// Card is a Market card in a player's Tableau or Retired Area.
type Card struct {
	ID        int16 `msg:"i"`
	Exhausted bool  `msg:"x"`
	Retired   bool  `msg:"r"`
	Tokens    int8  `msg:"t"` // Battle Strength tokens on a Troop
}

// Land is a Land card a player owns, at its current size (a Land Upgrade
// Card on it, or flipped to its City side).
type Land struct {
	ID    int16    `msg:"i"`
	Level LandKind `msg:"l"`
}

// Player is one seat's coins, Tableau and markers.
type Player struct {
	Purse   Coins `msg:"purse"`
	Income  Coins `msg:"income"`
	Discard Coins `msg:"discard"` // the Personal Discard Pile
	Church  Coins `msg:"church"`  // donated, on the player's quadrant
	// Reserved is the coin kept on the Coin Purse for next year's Income
	// (a Denom), or NoCoin.
	Reserved int8 `msg:"reserved"`
	// ReservedYear: a coin was reserved this year (one per year).
	ReservedYear bool   `msg:"ry"`
	Cards        []Card `msg:"cards"` // Tableau and Retired Area, in order acquired
	Lands        []Land `msg:"lands"`
	Overseas     int8   `msg:"overseas"` // the Overseas Market token's level, 0 at the base
	Passed       bool   `msg:"passed"`
}

// Slot is a place in a Current Market row.
type Slot struct {
	Card  int16 `msg:"c"` // Market card ID, -1 when empty
	Bonus Coins `msg:"b"` // Bonus Coins seeded on it
}

// State is a Coin & Crown position. It implements engines.State.
type State struct {
	NPlayers int     `msg:"n"`
	RNG      rng.RNG `msg:"rng"`
	// Rules is the rules version the game is played under
	// (engines.Config.Rules; see the engines package doc).
	Rules   int   `msg:"rules"`
	Year    int   `msg:"year"`  // 1..Years
	Start   int   `msg:"start"` // the Start Player this year
	Current int   `msg:"cur"`
	Phase   Phase `msg:"phase"`
	// Turn counts turns started and Reveals random draws and revealed
	// cards; both mark undo barriers.
	Turn    int `msg:"turn"`
	Reveals int `msg:"reveals"`

	// This turn.
	Actions  int8 `msg:"actions"`  // actions (buy, conquer, upgrade) taken
	Extra    int8 `msg:"extra"`    // extra actions left from a Fortress used this turn
	Church   bool `msg:"church"`   // the Church was visited
	Overseas bool `msg:"overseas"` // the Overseas Market was visited
	Watching bool `msg:"watching"` // a Watchtower was used: peeked cards may be bought
	// The Imperial Mint's visit this turn: Minted has bit
	// 1<<(from*NumDenoms+to) set for each kind of exchange made in it, and
	// MintLeft is set once the player decided anything else after it, which
	// ends the visit.
	Minted   uint8 `msg:"minted"`
	MintLeft bool  `msg:"mintleft"`
	// Back is the phase a payment or a Church visit returns to.
	Back Phase `msg:"back"`

	// A payment in progress: its cost in Bronze and what it is for.
	PayCost int8 `msg:"paycost"`
	PayFor  int8 `msg:"payfor"`
	PayA    int8 `msg:"paya"`
	PayB    int8 `msg:"payb"`

	// A conquest by force: the Land deck, Battle Strength so far, Troops
	// deployed and Armor worn by them.
	Target   int8 `msg:"target"`
	Strength int8 `msg:"strength"`
	Troops   int8 `msg:"troops"`
	Worn     int8 `msg:"worn"`
	// An upgrade (Target is the Land's index): resources still needed and
	// wild resources (Builders, Storehouse) applied.
	Needs [NumResources]int8 `msg:"needs"`
	Wild  int8               `msg:"wild"`

	Seats []Player `msg:"seats"`
	// Rows are the Current Market, by deck; slots from NPlayers+1 on stay
	// empty.
	Rows [NumDenoms][MaxRow]Slot `msg:"rows"`
	// Decks are the Future Market, top card first.
	Decks [NumDenoms][]int16 `msg:"decks"`
	// Peeked[d] has bit seat set if that seat has seen the top card of
	// deck d with a Watchtower.
	Peeked [NumDenoms]uint8 `msg:"peeked"`
	// LandDecks are the four Land decks, top (face-up) card first.
	LandDecks [NumLandKinds][]int16 `msg:"lands"`

	Supply       Coins  `msg:"supply"`
	Tokens       [2]int `msg:"tokens"` // Troop token supply: Standard (1), Elite (2)
	UpgradeCards int    `msg:"upcards"`
	// Iron[c] is the seat holding the Iron coin of category c, or -1.
	Iron [NumCategories]int8 `msg:"iron"`

	Ended bool `msg:"ended"`

	// lend is the storage LegalView lends the legal actions from; it is
	// not part of the position.
	lend engines.LegalBuffer `msg:"-"`
	// trace collects the events of the action a Step applies; nil
	// otherwise.
	trace *[]Event `msg:"-"`
}
