// Package coincrown is the rules engine for Coin & Crown (Steven Aramini
// and Janice Baker, Escape Velocity Games) for 2 to 4 players. RULES.md
// maps the rulebook to this code.
package coincrown

import "tabula/engines"

// Game is the Coin & Crown engine. The zero value is ready to use.
type Game struct{}

// ID is the game's stable identifier in saves and links.
const ID = "coincrown"

// rulesVersion is the rules version new games are played under; Info's
// MinRulesVersion the oldest still played. What each version changed:
//   - 2: any number of exchanges in a Mint visit; Start Player
//     ties leave out Retired cards.
//   - 3: a card seen with the Watchtower is bought only at its
//     face value.
//   - 4: a payment that overpays is never made by itself, and
//     the turn's Mint visit may come in the middle of a payment.
const rulesVersion = 4

// Info describes Coin & Crown.
func (Game) Info() engines.Info {
	return engines.Info{
		ID:              ID,
		Name:            "Coin & Crown",
		MinPlayers:      2,
		MaxPlayers:      4,
		RulesVersion:    rulesVersion,
		MinRulesVersion: 2,
		MaxDecisions:    MaxDecisions,
	}
}

// MaxDecisions bounds the actions of any game (see RULES.md, Termination).
const MaxDecisions = 8000

// New sets up a game.
func (g Game) New(cfg engines.Config) (engines.State, error) {
	if err := cfg.Validate(g.Info()); err != nil {
		return nil, err
	}
	return newState(cfg), nil
}

// Decode restores a state written by MarshalMsg and checks it.
func (Game) Decode(b []byte) (engines.State, error) {
	return engines.DecodeState[State]("coin & crown", b)
}

// Players is the number of seats.
func (s *State) Players() int { return s.NPlayers }

// ToMove is the seat to decide, or -1 once the game is over.
func (s *State) ToMove() int {
	if s.Ended {
		return -1
	}
	return s.Current
}

// Over reports whether Year 5 has ended.
func (s *State) Over() bool { return s.Ended }

// Barrier reports whether applying a reveals something (coins drawn from a
// purse, a card from a deck) or hands the turn on: undo stops there. Steps
// inside a turn (paying, deploying, free actions) are not barriers.
func (s *State) Barrier(a engines.Action) bool {
	c := s.clone()
	if c.Apply(a) != nil {
		return false
	}
	return c.barrierSince(s.Turn, s.Reveals)
}

// barrierSince reports whether the state, after an action applied to a
// position of the given Turn and Reveals, is past an undo barrier.
func (s *State) barrierSince(turn, reveals int) bool {
	return s.Turn != turn || s.Reveals != reveals || s.Ended
}
