// Package battlemerchants is the rules engine for Battle Merchants (Gil
// Hova, Minion Games, 2013) for 2 to 4 players, with Salesman Steve in the
// 2-player game. RULES.md maps the rulebook to this code.
package battlemerchants

import "tabula/engines"

// Game is the Battle Merchants engine. The zero value is ready to use.
type Game struct{}

// ID is the game's stable identifier in saves and links.
const ID = "battlemerchants"

// rulesVersion is the rules version new games are played under; Info's
// MinRulesVersion the oldest still played. What each version changed:
//   - 2: a Season ends early only after a round of Passes; Slush
//     Fund again after a sale.
//   - 3: Merchant Prince pays for every Reward Tile, Region tiles
//     included; the balance report's two cards: Royal Armory scores two
//     unsold Weapons at their Sell value, not all, and Trophy Hunters pays 1
//     gold per Defeated Weapon, not 2 (State.Kingdom).
const rulesVersion = 3

// Info describes Battle Merchants.
func (Game) Info() engines.Info {
	return engines.Info{
		ID:              ID,
		Name:            "Battle Merchants",
		MinPlayers:      2,
		MaxPlayers:      4,
		RulesVersion:    rulesVersion,
		MinRulesVersion: 2,
		MaxDecisions:    5000,
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
	return engines.DecodeState[State]("battle merchants", b)
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

// Over reports whether Winter's battles and the final scoring are done.
func (s *State) Over() bool { return s.Ended }

// Barrier reports whether a ends the turn: the next turn turns over new
// cards, so undo stops there. Steps inside a turn (forging one weapon of
// three) are not barriers.
func (s *State) Barrier(a engines.Action) bool {
	c := s.clone()
	if c.Apply(a) != nil {
		return false
	}
	return c.Turn != s.Turn || c.Ended
}
