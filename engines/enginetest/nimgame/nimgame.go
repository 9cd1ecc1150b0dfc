// Package nimgame is the second toy engine of the tests: Nim, a game that
// breaks the shipped games' habits, so that a test that holds for both toys
// holds for games of any shape. It is not shipped to players.
//
// Rules. Three heaps hold 1, 3 and 5 stones. Exactly two players take turns;
// a turn is one move: take one or more stones from one heap. Whoever takes
// the last stone wins. A game lasts 3 to 9 moves.
//
// Where the shipped games and toygame have 2–4 seats, long games, turns of
// several decisions, hidden information and chance, Nim has exactly 2
// seats, a handful of moves, a turn that is a single move, nothing hidden,
// no chance (the seed changes nothing) and no variants. It implements only
// what the contract requires (engines.Game and engines.State, and
// CheckInvariants, which Decode needs); none of the optional interfaces.
package nimgame

//go:generate go tool msgp -tests=false

import (
	"errors"
	"fmt"
	"slices"

	"tabula/engines"
	"tabula/engines/rng"
)

// Start are the heaps' stones at the start of a game.
var Start = [...]uint8{1, 3, 5}

// Heaps is the number of heaps.
const Heaps = len(Start)

// Stones is the number of stones at the start, and so the most moves a game
// lasts.
const Stones = 1 + 3 + 5

// KindTake is the kind of the one action: take B stones (1..) from heap A
// (0..Heaps-1).
const KindTake uint8 = 1

// Take returns the action that takes n stones from heap h.
func Take(h, n int) engines.Action {
	return engines.Action{Kind: KindTake, A: int16(h), B: int16(n)}
}

// Game is Nim. The zero value is ready to use.
type Game struct{}

// Info describes Nim: two players, no variants.
func (Game) Info() engines.Info {
	return engines.Info{
		ID:           "nimgame",
		Name:         "Nim",
		MinPlayers:   2,
		MaxPlayers:   2,
		RulesVersion: 1,
		MaxDecisions: Stones,
	}
}

// New sets up the heaps. The seed changes nothing: Nim has no chance.
func (g Game) New(cfg engines.Config) (engines.State, error) {
	if err := cfg.Validate(g.Info()); err != nil {
		return nil, fmt.Errorf("nimgame: %w", err)
	}
	return &State{Heaps: slices.Clone(Start[:])}, nil
}

// ErrCorrupt is wrapped by Decode errors for encodings that are not a
// consistent Nim position.
var ErrCorrupt = errors.New("nimgame: corrupt state")

// Decode restores a state written by State.MarshalMsg and checks that it is
// consistent.
func (Game) Decode(b []byte) (engines.State, error) {
	s, err := engines.DecodeState[State]("nimgame", b)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrCorrupt, err)
	}
	return s, nil
}

// State is a Nim position.
type State struct {
	Heaps []uint8 `msg:"heaps"` // stones left in each heap
	Seat  int     `msg:"seat"`  // seat to move; once over, the seat that did not take the last stone
}

// Players is always 2.
func (s *State) Players() int { return 2 }

// Over reports whether every heap is empty.
func (s *State) Over() bool {
	return !slices.ContainsFunc(s.Heaps, func(n uint8) bool { return n > 0 })
}

// ToMove is the seat whose turn it is, or -1 when the game is over.
func (s *State) ToMove() int {
	if s.Over() {
		return -1
	}
	return s.Seat
}

// Legal lists every take, heap by heap, fewest stones first.
func (s *State) Legal() []engines.Action {
	var out []engines.Action
	for h, n := range s.Heaps {
		for k := 1; k <= int(n); k++ {
			out = append(out, Take(h, k))
		}
	}
	return out
}

// Apply takes the stones and passes the turn; anything else is rejected
// unchanged.
func (s *State) Apply(a engines.Action) error {
	if a.Kind != KindTake || a.C != 0 || a.D != 0 || a.A < 0 || int(a.A) >= len(s.Heaps) ||
		a.B < 1 || int(a.B) > int(s.Heaps[a.A]) {
		return fmt.Errorf("nimgame: %w: %+v", engines.ErrIllegal, a)
	}
	s.Heaps[a.A] -= uint8(a.B)
	s.Seat = 1 - s.Seat
	return nil
}

// Barrier reports that every move is an undo barrier: it hands the turn to
// the other seat.
func (s *State) Barrier(engines.Action) bool { return true }

// Result gives the seat that took the last stone 1 point and the other
// none; before the end both have none.
func (s *State) Result() engines.Result {
	r := engines.Result{Categories: []string{"Last stone"}, Points: [][]int{{0}, {0}}, Scores: []int{0, 0}}
	if s.Over() {
		w := 1 - s.Seat
		r.Points[w][0], r.Scores[w] = 1, 1
	}
	r.RankSeats()
	return r
}

// Progress says how many stones are left.
func (s *State) Progress() string {
	left := 0
	for _, n := range s.Heaps {
		left += int(n)
	}
	switch left {
	case 0:
		return "Game over"
	case 1:
		return "1 stone left"
	}
	return fmt.Sprintf("%d stones left", left)
}

// Describe renders an action as a plain-English line.
func (s *State) Describe(a engines.Action) string {
	if a.Kind != KindTake || a.A < 0 || int(a.A) >= Heaps || a.B < 1 {
		return fmt.Sprintf("Unknown action %+v", a)
	}
	stones := "stones"
	if a.B == 1 {
		stones = "stone"
	}
	return fmt.Sprintf("Take %d %s from heap %c", a.B, stones, 'A'+rune(a.A))
}

// Clone returns a deep copy.
func (s *State) Clone() engines.State {
	c := *s
	c.Heaps = slices.Clone(s.Heaps)
	return &c
}

// View is the whole state: Nim hides nothing.
func (s *State) View(int) engines.State { return s.Clone() }

// Determinize is the whole state: there is nothing to resample.
func (s *State) Determinize(int, *rng.RNG) engines.State { return s.Clone() }

// CheckInvariants verifies the heaps and the seat: as many heaps as at the
// start, none holding more than it started with, and a seat of the two.
func (s *State) CheckInvariants() error {
	if len(s.Heaps) != Heaps {
		return fmt.Errorf("%d heaps, want %d", len(s.Heaps), Heaps)
	}
	for h, n := range s.Heaps {
		if n > Start[h] {
			return fmt.Errorf("heap %d holds %d stones, more than its %d", h, n, Start[h])
		}
	}
	if s.Seat != 0 && s.Seat != 1 {
		return fmt.Errorf("seat %d of 2", s.Seat)
	}
	return nil
}
