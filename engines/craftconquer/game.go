// Package craftconquer is the rules engine for Craft & Conquer: Medieval
// (Savage Gamez, 2024) for 2 to 4 players: a modular hex map, movement,
// dice combat with reactions, and Objective cards. RULES.md maps the
// rulebook to this code.
package craftconquer

import (
	"fmt"

	"tabula/engines"
	"tabula/engines/rng"
)

// Game is the Craft & Conquer engine. The zero value is ready to use.
type Game struct{}

// ID is the game's stable identifier in saves and links.
const ID = "craftconquer"

// Variant IDs.
const (
	VariantAlternative = "layout-alternative"
	VariantRandom      = "layout-random"
	VariantRivers      = "large-rivers"
	VariantChoose      = "choose-factions"
	VariantLength30    = "length-30"
	VariantLength60    = "length-60"
	VariantLength90    = "length-90"
	VariantLength120   = "length-120"
)

// rulesVersion is the rules version new games are played under; Info's
// MinRulesVersion the oldest still played. What each version changed:
//   - 2: an enemy Settlement a friend occupies is not passable;
//     Repeat overrides the Spent rule only; 5 Objectives end the game by
//     default; the round bound is 150.
//   - 3: Double Speed may be played before the roll; Sunspire
//     Order's extra space moves the Catapult too; Resources sell in step 5,
//     and a player short of coins for a Peasant may sell to buy one.
const rulesVersion = 3

// Info describes Craft & Conquer.
func (Game) Info() engines.Info {
	return engines.Info{
		ID:         ID,
		Name:       "Craft & Conquer: Medieval",
		MinPlayers: 2,
		MaxPlayers: 4,
		Variants: []engines.Variant{
			{ID: VariantAlternative, Name: "Alternative layout",
				Description: "Side-by-Side for 2 players, Pinwheel for 3, Cross for 4."},
			{ID: VariantRandom, Name: "Random layout",
				Description: "A new board each game that keeps the Kingdom rules."},
			{ID: VariantRivers, Name: "Large river tiles",
				Description: "The four river tiles, turned to their river side, are joined arrow to arrow."},
			{ID: VariantChoose, Name: "Choose Factions",
				Description: "Players choose their Faction cards in seat order instead of being dealt them."},
			{ID: VariantLength30, Name: "Shorter game: 2 Objectives with 2 or 3 players",
				Description: "2 completed Objectives end the game instead of 5 (not for 4 players): the rulebook's Number of Objectives table, its 30-minute column."},
			{ID: VariantLength60, Name: "Shorter game: 3 Objectives with 2 players, 2 with 3 or 4",
				Description: "Fewer completed Objectives end the game than the 5 of the rulebook's game: its Number of Objectives table, its 60-minute column."},
			{ID: VariantLength90, Name: "Shorter game: 4 Objectives with 2 players, 3 with 3 or 4",
				Description: "Fewer completed Objectives end the game than the 5 of the rulebook's game: its Number of Objectives table, its 90-minute column."},
			{ID: VariantLength120, Name: "Shorter game: 5 Objectives with 2 players, 4 with 3, 3 with 4",
				Description: "With 3 or 4 players fewer completed Objectives end the game than the 5 of the rulebook's game (with 2 players it is the same): its Number of Objectives table, its 120-minute column."},
		},
		RulesVersion:    rulesVersion,
		MinRulesVersion: 2,
		MaxDecisions:    30000,
	}
}

// parseOptions reads a validated config's variants.
func parseOptions(cfg engines.Config) (options, error) {
	o := options{layout: LayoutStandard, length: DefaultLength}
	if cfg.HasVariant(VariantAlternative) && cfg.HasVariant(VariantRandom) {
		return o, fmt.Errorf("%w: choose one layout", engines.ErrConfig)
	}
	if cfg.HasVariant(VariantAlternative) {
		o.layout = LayoutAlternative
	}
	if cfg.HasVariant(VariantRandom) {
		o.layout = LayoutRandom
	}
	o.rules = cfg.Rules
	o.rivers = cfg.HasVariant(VariantRivers)
	o.choose = cfg.HasVariant(VariantChoose)
	lengths := 0
	for i, id := range []string{VariantLength30, VariantLength60, VariantLength90, VariantLength120} {
		if cfg.HasVariant(id) {
			o.length = i
			lengths++
		}
	}
	if lengths > 1 {
		return o, fmt.Errorf("%w: choose one game length", engines.ErrConfig)
	}
	if ObjectiveTarget[o.length][cfg.Players] == 0 {
		return o, fmt.Errorf("%w: the rulebook has no %s game for %d players", engines.ErrConfig, Lengths[o.length], cfg.Players)
	}
	return o, nil
}

// New sets up a game.
func (g Game) New(cfg engines.Config) (engines.State, error) {
	if err := cfg.Validate(g.Info()); err != nil {
		return nil, err
	}
	o, err := parseOptions(cfg)
	if err != nil {
		return nil, err
	}
	return newState(cfg.Players, cfg.Seed, o), nil
}

// Decode restores a state written by MarshalMsg and checks it.
func (Game) Decode(b []byte) (engines.State, error) {
	return engines.DecodeState[State]("craft & conquer", b)
}

// Players is the number of seats.
func (s *State) Players() int { return s.NPlayers }

// ToMove is the seat to decide, or -1 once the game is over: the current
// player, or in a reaction window, a counter-attack, a casualty choice or a
// Misdirection the seat asked.
func (s *State) ToMove() int {
	if s.Ended {
		return -1
	}
	switch s.Phase {
	case PhaseReact, PhaseCounter, PhaseCasualty, PhaseMisdirect:
		return s.Asked
	}
	return s.Current
}

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.Ended }

// Barrier reports whether applying a from this state rolls dice, draws or
// shuffles cards, reveals a hidden card, or hands the decision to another
// seat: undo never crosses one.
func (s *State) Barrier(a engines.Action) bool {
	if barrier, known := s.barrierOf(a); known {
		return barrier
	}
	c := s.clone()
	if c.Apply(a) != nil {
		return false
	}
	return c.barrierSince(s.mark())
}

// barrierOf is Barrier(a) when the kind of a tells it without applying
// it, and known false when only the position after a tells.
func (s *State) barrierOf(a engines.Action) (barrier, known bool) {
	switch a.Kind {
	case KindCard, KindClaim, KindDeclare, KindDiscardObjective, KindDiscardAction, KindDoubleAttack, KindAttack, KindCounter:
		return true, true // a card shown, or dice rolled
	case KindBuy, KindSell, KindArrow, KindBuildFarm, KindUpgradeSettlement, KindCraft, KindUpgrade, KindRetire, KindDiscardGood:
		return false, true // step 4 bookkeeping: nothing hidden, no chance, same seat
	case KindMoveTo:
		return s.Phase == PhaseMisdirect, true // back to the current player
	case KindMove:
		j := s.soldierAt(int(a.A))
		return j >= 0 && Soldiers[s.Soldiers[j].Type].FixedMove == 0, true // the Movement die
	}
	return false, false
}

// turnMark is what tells an undo barrier once an action is applied: the
// generator (chance), the seat to move and the turn.
type turnMark struct {
	rng          rng.RNG
	toMove, turn int
}

// mark is the state's turnMark.
func (s *State) mark() turnMark { return turnMark{s.RNG, s.ToMove(), s.Turn} }

// barrierSince reports whether the state, after an action applied to a
// position marked was, is past an undo barrier.
func (s *State) barrierSince(was turnMark) bool {
	return s.mark() != was || s.Ended
}
