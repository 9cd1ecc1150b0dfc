// Package emara is the rules engine for Crown of Emara (Benjamin Schwer,
// Pegasus Spiele, 2018) for 1 to 4 players, with Victoria, the solo mode's
// automated opponent, and the Random Location Layout and Full Selection
// variants. RULES.md maps the rulebook to this code.
package emara

import "tabula/engines"

// Game is the Crown of Emara engine. The zero value is ready to use.
type Game struct{}

// ID is the game's stable identifier in saves and links.
const ID = "emara"

// Variant IDs (rules, Variants).
const (
	VariantRandomLayout  = "random-layout"
	VariantFullSelection = "full-selection"
)

// rulesVersion is the rules version new games are played under; Info's
// MinRulesVersion the oldest still played. What each version changed:
//   - 2: each Town action once per turn, not per visit; the
//     Event card's start offered first; starts up to 100.
//   - 3: the Favor Token stack is refilled from the discard pile
//     the moment it is empty; the Nobility ladder is cheaper and its cards
//     worth more (the balance report; State.RankCost, State.RankCitizens).
//   - 4: with 2 players and in Solo Mode the Stone and Cloth
//     Gift Markers start on "2", as the Castle's setup paragraph of other
//     editions prints.
const rulesVersion = 4

// Info describes Crown of Emara.
func (Game) Info() engines.Info {
	return engines.Info{
		ID:         ID,
		Name:       "Crown of Emara",
		MinPlayers: 1,
		MaxPlayers: MaxPlayers,
		Variants: []engines.Variant{
			{ID: VariantRandomLayout, Name: "Random Location Layout",
				Description: "All 8 Locations are shuffled into two random boards of 4; each player starts with 1 resource of their choice."},
			{ID: VariantFullSelection, Name: "Full Selection",
				Description: "All 9 Action Cards in hand from the start, taken back after round 3."},
		},
		RulesVersion:    rulesVersion,
		MinRulesVersion: 2,
		MaxDecisions:    maxDecisions,
	}
}

// New sets up a game.
func (g Game) New(cfg engines.Config) (engines.State, error) {
	if err := cfg.Validate(g.Info()); err != nil {
		return nil, err
	}
	return newState(cfg), nil
}

// Decode restores a state written by MarshalMsg and checks it.
func (Game) Decode(b []byte) (engines.State, error) {
	return engines.DecodeState[State]("crown of emara", b)
}

// Players is the number of seats (Victoria is not a seat).
func (s *State) Players() int { return s.NPlayers }

// ToMove is the seat to decide, or -1 once the game is over.
func (s *State) ToMove() int {
	if s.Ended {
		return -1
	}
	return s.Current
}

// Over reports whether round 6 and the end game scoring are done.
func (s *State) Over() bool { return s.Ended }

// Barrier reports whether applying a reveals something (an Event, drawn
// Action Cards or Favor Tokens, the next B Advisor), shuffles, starts a new
// turn or hands the decision to another seat: undo stops there. Steps
// inside a turn are not barriers.
func (s *State) Barrier(a engines.Action) bool {
	c := s.clone()
	if c.Apply(a) != nil {
		return false
	}
	return c.barrierSince(s.mark())
}

// turnMark is what tells an undo barrier: the count of draws and reveals,
// of turns, and the seat to move.
type turnMark struct{ reveals, turnSeq, toMove int }

// mark is the state's turnMark.
func (s *State) mark() turnMark { return turnMark{s.Reveals, s.TurnSeq, s.ToMove()} }

// barrierSince reports whether the state, after an action applied to a
// position marked was, is past an undo barrier.
func (s *State) barrierSince(was turnMark) bool {
	return s.mark() != was || s.Ended
}

// maxDecisions bounds the actions of a game (RULES.md, Termination,
// derives it from the once-per-turn limits and the largest costs).
const maxDecisions = 30000
