package emara

import (
	"tabula/engines"
	"tabula/engines/rng"
)

//go:generate go tool msgp -tests=false

// Phase says which kind of decision is pending.
type Phase int8

// Decision phases. Setup asks for the Buildings' start (and, with the
// Random Location Layout, a relocation and a resource each); a turn starts
// in PhasePlay and returns to PhaseTurn between its parts.
const (
	PhaseStart         Phase = iota // the start player chooses the Buildings' start
	PhaseRelocate                   // Random Location Layout: move one start Councilor to the other board
	PhaseStartResource              // Random Location Layout: each player takes 1 resource of their choice
	PhasePlay                       // play an Action Card onto an empty slot
	PhaseTurn                       // choose the next part of the turn, or end it
	PhaseLocation                   // act at the Location a Councilor reached (or the Town card named)
	PhasePay                        // pay a cost one resource at a time
	PhaseFavor                      // keep 1 of the Favor Tokens drawn
	PhaseEvent                      // an end-of-round Event: take its reward or decline
	PhaseOver                       // the game has ended
)

// Citizen Point ledger categories: every Citizen Point is booked in one,
// so the score breakdown shows where each came from.
const (
	CitNobility     = iota // Nobility Cards
	CitAdvisors            // recruiting Advisors and their abilities
	CitCraftsmen           // hiring Craftsmen
	CitConstruction        // Stone and Bread at the Construction Site
	CitMarket              // Books at the Market
	CitFavors              // Favor Tokens
	CitEvents              // Events
	CitEnd                 // end game scoring
	NumCit
)

// Building Point ledger categories.
const (
	BldStart        = iota // the start space
	BldConstruction        // Stone and Wood at the Construction Site
	BldCastle              // Books at the Castle
	BldAdvisors            // Advisors (Carpenter, Bailiff, Landlord, Toolmaker, B Advisors)
	BldFavors              // Favor Tokens
	BldEvents              // Events (including the round's Building modifiers)
	BldEnd                 // end game scoring
	NumBld
)

// Victoria's ledger (Solo Mode).
const (
	VicConstruction = iota
	VicNobility
	VicEvents
	NumVic
)

// Bonus Action bits (rules: Bonus Actions — each once per turn).
const (
	BonusNoble uint8 = 1 << iota
	BonusHire
	BonusRecruit
)

// Town Location action bits (each action once per turn, however often the
// Location is reached; rules: Town Location Actions).
const (
	DidDonate uint16 = 1 << iota
	DidGift
	DidCastleBook
	DidMarketCoins
	DidMarketBooks
	DidStone
	DidBread
	DidWood
)

// Chamberlain exchange directions this turn (see RULES.md, Interpretations).
const (
	ChamberNone       = 0
	ChamberRingToGold = 1
	ChamberGoldToRing = 2
)

// Effect names what a payment buys once it is complete.
type Effect int8

// Payment effects.
const (
	EffNone       Effect = iota
	EffCardGold          // Gold card: Arg resources paid
	EffMarketCoin        // Market: Arg Gold Coins
	EffDonate            // Cathedral: Arg resource
	EffGift              // Castle: Arg resource
	EffStone             // Construction Site: Stone
	EffWood              // Construction Site: Arg Wood
	EffHire              // Arg Location, Arg2 hut
	EffRecruit           // Arg Location, Arg2 space
	EffBaker             // Arg Breads
	EffSchoolmarm        // 1 Book
	EffDressmaker        // 2 Citizen Points
	EffLandlord          // 1 Citizen Point → 5 Building Points
	EffFamine            // Arg Grain paid
)

// Payment is a cost being paid one resource at a time. Typed costs owe
// Need by resource; untyped ones (any resources) owe Any. Waive units may be
// left unpaid (discounts); Gold Coins may stand in for resources unless
// NoCoin.
type Payment struct {
	Need   [NumResources]int8 `msg:"need"`
	Any    int8               `msg:"any"`
	Waive  int8               `msg:"waive"`
	NoCoin bool               `msg:"nocoin"`
	Effect Effect             `msg:"eff"`
	Arg    int8               `msg:"arg"`
	Arg2   int8               `msg:"arg2"`
	Return Phase              `msg:"ret"` // the phase the effect returns to
}

// Player is one seat's board and everything in front of it.
type Player struct {
	Res   [NumResources]int `msg:"res"`
	Coins int               `msg:"coins"`
	Rings int               `msg:"rings"`
	Books int               `msg:"books"`
	Bread int               `msg:"bread"`
	// Citizen and Building Points by ledger category; the tracks are their
	// sums.
	Cit [NumCit]int `msg:"cit"`
	Bld [NumBld]int `msg:"bld"`
	// Councilor[c] is the position of Councilor c on board c.
	Councilor [Councilors]int8 `msg:"cn"`
	Hired     int8             `msg:"hired"` // Craftsmen placed from the player board, leftmost first
	Advisors  []int8           `msg:"adv"`   // Advisor IDs, in recruiting order
	Held      uint16           `msg:"held"`  // bit per Power of the Advisors held (derived from Advisors)
	// Nobility[r] is the index in rank r's stack of the card taken; its
	// length is the noble rank.
	Nobility []int8      `msg:"nob"`
	Favors   []int8      `msg:"fav"`   // Favor Token IDs kept, sorted
	Hand     []int8      `msg:"hand"`  // Action Cards in hand, sorted
	Pile     []int8      `msg:"pile"`  // the draw pile, top first
	Used     []int8      `msg:"used"`  // cards played in earlier rounds of this half, flipped
	Slots    [Slots]int8 `msg:"slots"` // card on each slot, -1 empty
}

// State is a Crown of Emara position. It implements engines.State.
type State struct {
	NPlayers int     `msg:"n"`
	RNG      rng.RNG `msg:"rng"`
	// Rules is the rules version the game is played under
	// (engines.Config.Rules; see the engines package doc).
	Rules  int  `msg:"rules"`
	Random bool `msg:"randomlayout"`  // variant: Random Location Layout
	Full   bool `msg:"fullselection"` // variant: Full Selection

	Phase   Phase `msg:"phase"`
	Started bool  `msg:"started"` // the first round has begun (the top Event is in effect)
	Round   int   `msg:"round"`   // 0-based
	Turn    int   `msg:"turn"`    // turns begun this round
	TurnSeq int   `msg:"turnseq"` // turns begun in the game: a new turn is an undo barrier
	Reveals int   `msg:"reveals"` // draws, reveals and shuffles so far: each is an undo barrier
	Start   int   `msg:"start"`   // the seat holding the Statue
	Current int   `msg:"cur"`

	// The turn in progress.
	Card     int8    `msg:"card"` // the Action Card played, -1 before
	Slot     int8    `msg:"slot"`
	CardDone bool    `msg:"carddone"`
	MoveDone bool    `msg:"movedone"`
	Bonus    uint8   `msg:"bonus"`   // BonusNoble | BonusHire | BonusRecruit used
	Powers   uint16  `msg:"powers"`  // once-per-turn Advisor powers used, bit per Power
	Chamber  int8    `msg:"chamber"` // Chamberlain direction used this turn
	Loc      int8    `msg:"loc"`     // PhaseLocation: where
	LocDone  uint16  `msg:"locdone"` // Town actions done this turn
	Pay      Payment `msg:"pay"`
	Drawn    []int8  `msg:"drawn"`   // PhaseFavor: the Favor Tokens drawn
	EventAt  int     `msg:"eventat"` // PhaseEvent: players done

	// Layout[b][p] is the Location at position p of board b, clockwise. In
	// the base game board 0 is the Countryside and board 1 the Town.
	Layout [Councilors][RingSize]int8 `msg:"layout"`
	// Huts[l][h] is the seat whose Craftsman is on hut h of Countryside
	// Location l, or -1.
	Huts [NumCountryside][HutsPerCountryside]int8 `msg:"huts"`
	// Spaces[t][i] is the Advisor on space i of Town Location Castle+t, or -1.
	Spaces  [NumTown][AdvisorsPerTown]int8 `msg:"spaces"`
	BStack  []int8                         `msg:"bstack"`  // face-up B Advisors, top first
	ABox    []int8                         `msg:"abox"`    // A Advisors returned to the box, sorted
	NobTop  [NumRanks]int8                 `msg:"nobtop"`  // cards taken from each rank's stack
	Markers [NumMarkers]int8               `msg:"markers"` // position on the marker, -1 once in the box

	FavorStack   []int8 `msg:"fstack"` // face down, top first
	FavorDiscard []int8 `msg:"fdisc"`  // face up
	EventDeck    []int8 `msg:"events"` // face up, top first: EventDeck[0] is the Event in effect
	EventBox     []int8 `msg:"eventbox"`

	BuildingStart int `msg:"bstart"`    // where every Building started
	CardStart     int `msg:"cardstart"` // the Building start printed on the setup Event card

	// Victoria (Solo Mode).
	Vic         [NumVic]int `msg:"vic"`
	VicNobility []int8      `msg:"vicnob"`

	Seats []Player `msg:"seats"`
	Ended bool     `msg:"ended"`

	// lend is the storage LegalView lends the legal actions from; it is
	// not part of the position.
	lend engines.LegalBuffer `msg:"-"`
	// trace collects the events of the action a Step applies; nil
	// otherwise.
	trace *[]Happening `msg:"-"`
}
