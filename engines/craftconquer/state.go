package craftconquer

import (
	"tabula/engines"
	"tabula/engines/rng"
)

//go:generate go tool msgp -tests=false

// The enum types live in data.go and here; msgp encodes them as their base
// type.
//
//msgp:replace Phase with:int8
//msgp:replace Window with:int8
//msgp:replace SoldierType with:int8
//msgp:replace SettlementKind with:int8

// Phase says which kind of decision is pending.
type Phase int8

// Decision phases.
const (
	PhaseFaction     Phase = iota // setup: choose a Faction (variant "choose-factions")
	PhaseSetupSettle              // setup: place a starting Farm
	PhaseSetupDeploy              // setup: deploy a starting soldier
	PhaseSiege                    // turn: the Siege Rule step
	PhaseDraw                     // turn step 1: discard down to the hand limits
	PhaseMain                     // turn step 4: craft, deploy, move, attack, claim
	PhaseBuild                    // placing a Farm just bought
	PhaseMove                     // choosing where the soldier just rolled for goes
	PhaseReact                    // a reaction window: Asked decides
	PhaseCounter                  // the winning defender may counter-attack: Asked decides
	PhaseCasualty                 // the attacker picks which Double Defend Warrior falls
	PhaseMisdirect                // Misdirection: Asked moves the current player's soldier
	PhasePeasants                 // turn step 5: place, buy or sell Peasants
	PhaseOver                     // the game has ended
)

// Window is the kind of reaction window open in PhaseReact.
type Window int8

// Reaction windows.
const (
	WinNone     Window = iota
	WinMoved           // after a Movement roll: Hindered Path, Misdirection
	WinPreRoll         // after an attack is declared: the defender's Strategic Retreat, Shield Wall, Added Defense
	WinPostRoll        // after the dice: Weak Fight, Weaker Fight, Added Defense
)

// PlacedTile is a tile on the board: a game tile (Tile indexes Tiles) or a
// Player Tile (Tile -1, Seat its owner), at tile coordinates (A, B), turned
// Rot times 60 degrees, showing side A (Side 0) or its large river (Side 1).
type PlacedTile struct {
	Tile int8 `msg:"t"`
	Side int8 `msg:"s"`
	A    int8 `msg:"a"`
	B    int8 `msg:"b"`
	Rot  int8 `msg:"r"`
	Seat int8 `msg:"p"`
}

// Soldier is a soldier on the board.
type Soldier struct {
	Owner    int8        `msg:"o"`
	Type     SoldierType `msg:"t"`
	Space    int16       `msg:"s"`
	Deployed int16       `msg:"d"` // turn it was deployed (-1: may be upgraded at once)
	Upgraded int16       `msg:"u"` // turn it was last upgraded
	Moved    bool        `msg:"m"` // its movement is used this turn (a Repeat card frees it again)
	Attacked bool        `msg:"a"` // its attack is used this turn (a Repeat card frees it again)
	Sick     bool        `msg:"k"` // Sickness: may not move or attack during its owner's next turn
	// Acted: it moved or attacked this turn, which forbids upgrading it; a
	// Repeat card does not undo that (it overrides the Spent rule only).
	Acted bool `msg:"x"`
	// Entered: it entered the enemy Settlement it occupies this turn and
	// stays there until its owner's next turn, Repeat card or not.
	Entered bool `msg:"e"`
}

// Settlement is a Settlement token on the board. Settlements are never
// removed, so their index is stable.
type Settlement struct {
	Owner    int8           `msg:"o"`
	Kind     SettlementKind `msg:"k"`
	Spaces   [4]int16       `msg:"s"` // the first Settlements[Kind].Size are covered, the rest -1
	Peasant  bool           `msg:"p"`
	Built    int16          `msg:"b"` // turn it was bought or last upgraded
	Deployed int16          `msg:"d"` // turn a soldier was last deployed next to it
}

// Cover returns the spaces the Settlement covers.
func (st *Settlement) Cover() []int16 {
	if st.Kind < 0 || st.Kind >= NumSettlementKinds {
		return nil
	}
	return st.Spaces[:Settlements[st.Kind].Size]
}

// HeldCard is an Action card in a hand.
type HeldCard struct {
	ID      int16 `msg:"i"`
	Public  bool  `msg:"p"` // a Continuous card played at least once: visible to all
	Flipped bool  `msg:"f"` // face down until its owner's next turn
}

// Declared is an Objective declared face up and bound to an occupation.
type Declared struct {
	Card       int16 `msg:"c"`
	Settlement int16 `msg:"s"`
	Turn       int16 `msg:"t"` // the owner's own turn count when declared
}

// Player is one seat's Faction and everything in front of it.
type Player struct {
	Faction int8          `msg:"f"`
	Goods   [NumGoods]int `msg:"g"`
	In      [NumGoods]int `msg:"in"`  // every unit ever received, for the conservation check
	Out     [NumGoods]int `msg:"out"` // every unit ever spent, sold or discarded
	Reserve [2]int8       `msg:"res"` // crafted Tier 1 soldiers not yet deployed (Warrior, Archer)
	Made    int           `msg:"made"`
	Lost    int           `msg:"lost"` // soldiers defeated
	Retired int           `msg:"ret"`
	Avalon  bool          `msg:"avalon"`
	// Peasants in the inventory; Captured are enemy Peasants held for
	// scoring, Taken this seat's Peasants captured by enemies. PeasantsIn
	// counts every Peasant received (Faction, bought), PeasantsOut every one
	// gone (crafted into soldiers, sold, captured).
	Peasants    int `msg:"pz"`
	Captured    int `msg:"cap"`
	Taken       int `msg:"taken"`
	PeasantsIn  int `msg:"pin"`
	PeasantsOut int `msg:"pout"`

	Objectives []int16    `msg:"obj"`  // hand
	Declared   []Declared `msg:"decl"` // declared, face up
	Done       []int16    `msg:"done"` // completed, face up
	Actions    []HeldCard `msg:"act"`  // hand

	Turns    int  `msg:"turns"`    // own turns started
	NoAttack bool `msg:"noatk"`    // Attrition: may not attack during the next own turn
	Finished bool `msg:"finished"` // completed the final Objective: takes no more turns
}

// Side is one side of an engagement.
type Side struct {
	Seat     int8           `msg:"seat"`
	Soldiers [2]int16       `msg:"sol"`  // spaces; [1] is -1 unless a Double Attack or Double Defend
	Ammo     [2]int8        `msg:"ammo"` // per soldier: 0 none, 1 arrow, 2 flaming arrow; a Catapult's stones
	Loaded   bool           `msg:"load"` // ammo spent for this engagement
	Extra    bool           `msg:"xtra"` // Strong Attack or Added Defense: one more die for the engagement
	Dice     int8           `msg:"dice"` // dice rolled this round
	Faces    [NumFaces]int8 `msg:"faces"`
	Halved   bool           `msg:"half"` // Weaker Fight
	Played   bool           `msg:"play"` // has passed or played in this round's post-roll window
}

// Fight is the engagement in progress.
type Fight struct {
	Active    bool    `msg:"on"`
	Sides     [2]Side `msg:"sides"` // 0: the attacker who declared, 1: the defender
	Round     int8    `msg:"round"`
	Attacking int8    `msg:"atk"`   // the side attacking this round
	TieTo     int8    `msg:"tie"`   // side that wins a tie this round
	Double    bool    `msg:"dbl"`   // Double Attack or Double Defend: no counter-attacks
	NoSight   bool    `msg:"blind"` // the attacking Catapult lacks line of sight this round
}

// Deeds records what the current player did this turn, for Objectives,
// and for bots the Resources they traded (State.Wasted; no rule reads it).
type Deeds struct {
	Count    [NumVerbs][NumItems]int8 `msg:"n"`
	EitherOr bool                     `msg:"eo"`     // an Either/Or Objective was completed this turn
	Bought   uint8                    `msg:"bought"` // a bit per Resource bought from the Stockpile this turn
	Sold     uint8                    `msg:"sold"`   // a bit per Resource sold to it this turn
}

// State is a Craft & Conquer position. It implements engines.State.
type State struct {
	NPlayers int     `msg:"n"`
	RNG      rng.RNG `msg:"rng"`
	// Rules is the rules version the game is played under
	// (engines.Config.Rules; see the engines package doc).
	Rules int `msg:"rules"`
	// Options chosen at setup.
	Layout int  `msg:"layout"`
	Rivers bool `msg:"rivers"`
	Choose bool `msg:"choose"`
	Length int  `msg:"length"`
	Target int  `msg:"target"` // Objectives that end the game

	Tiles       []PlacedTile `msg:"tiles"`
	Seats       []Player     `msg:"seats"`
	Soldiers    []Soldier    `msg:"soldiers"`
	Settlements []Settlement `msg:"settlements"`

	ObjDeck    []int16 `msg:"odeck"`
	ObjDiscard []int16 `msg:"odisc"`
	ActDeck    []int16 `msg:"adeck"`
	ActDiscard []int16 `msg:"adisc"`

	Phase   Phase `msg:"phase"`
	Current int   `msg:"cur"`   // the seat whose turn it is (in setup: the seat setting up)
	Asked   int   `msg:"asked"` // the seat deciding in PhaseReact, PhaseCounter, PhaseCasualty, PhaseMisdirect
	Turn    int   `msg:"turn"`  // turns started so far (0 during setup)
	First   int   `msg:"first"` // the seat that played the first turn

	Deeds Deeds `msg:"deeds"`

	// Movement in progress: the soldier's space and how far it may go.
	MoveFrom  int  `msg:"mfrom"`
	Allowance int  `msg:"allow"`
	Doubled   bool `msg:"dbl"`
	Rolled    int  `msg:"rolled"` // the Movement die (0: no roll)

	Window Window `msg:"win"`
	Fight  Fight  `msg:"fight"`
	// LastFight is the engagement as its last resolved round left it (the
	// dice on the table), kept after the fight ends so the table can show
	// the roll; its sides have rolled no dice before the first fight.
	LastFight Fight `msg:"lastfight"`
	// LastFightTurn is the Turn in which LastFight's round was resolved:
	// the table shows its dice for the rest of that turn. No rule reads it,
	// so it is not encoded: a position sent to a search worker needs it
	// not, and the encodings that pin games played stay as they were.
	LastFightTurn int `msg:"-"`

	Finisher   int  `msg:"fin"`       // the seat that triggered the last round, or -1
	LastTurns  int  `msg:"lastturns"` // last-round turns still to play
	InLastTurn bool `msg:"inlast"`    // the current turn is a last-round turn

	Ended bool `msg:"ended"`

	geo *Board // derived from Tiles; shared by clones, rebuilt after decoding
	// legal caches Legal until the state changes: Apply and clone drop it,
	// and code that edits a state's fields directly must call forget.
	legal    []engines.Action
	legalBuf []engines.Action // legal's storage, kept when it is dropped
	at       spaceIndex       // see index
	// ids, held and decl are the backing arrays of the card lists, the
	// Action hands and the declared Objectives, made by copyInto and
	// reused by the next copy into this state.
	ids  []int16
	held []HeldCard
	decl []Declared
	// trace collects the events of the action a Step applies; nil
	// otherwise.
	trace *[]Event
}

// forget drops what the state caches about its own position and works out
// again what its board derives from its spaces: code that edits the state
// or its board directly (tests) must call it. It writes to the board,
// which clones share, so nothing in play calls it.
func (s *State) forget() {
	s.dropLegal()
	s.at.key = s.at.key[:0]
	if s.geo != nil {
		s.geo.derive()
	}
}

// dropLegal drops Legal's cache. Apply need not drop the space index too:
// the index checks itself against where the soldiers and Settlements stand,
// and nothing else it depends on changes in play.
func (s *State) dropLegal() { s.legal = nil }
