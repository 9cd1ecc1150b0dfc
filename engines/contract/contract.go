// Package contract checks engine states and results against the contract
// of tabula/engines, and plays seeded random playouts. The conformance suite
// (tabula/engines/enginetest) and the tools (cmd/sim, bench/throughput)
// share it; unlike the suite it does not import testing, so it is linked
// into commands.
package contract

import (
	"errors"
	"fmt"
	"slices"

	"tabula/engines"
)

// InvariantChecker is an optional interface a State may implement so that
// the conformance suite (after every action of every playout, and on every
// determinized state it builds) and cmd/sim (after every action of every
// simulated game), through CheckState, verify the engine's own structural
// invariants: component counts conserved, indices in range, phase
// bookkeeping consistent. It must not modify the state, and it should be
// cheap: it runs after every action. It returns nil when the state is
// consistent and otherwise an error saying what is wrong.
type InvariantChecker interface {
	CheckInvariants() error
}

// CheckState verifies the contract-level invariants that are cheap enough to
// check after every action: the seat count, ToMove in range and -1 exactly
// when Over, Legal non-empty exactly while the game runs, and the state's
// own CheckInvariants if it implements InvariantChecker. It returns the
// legal actions so callers need not compute them again.
func CheckState(s engines.State, players int) ([]engines.Action, error) {
	if n := s.Players(); n != players {
		return nil, fmt.Errorf("Players() = %d, want %d", n, players)
	}
	over, tm := s.Over(), s.ToMove()
	switch {
	case over && tm != -1:
		return nil, fmt.Errorf("Over() but ToMove() = %d, want -1", tm)
	case !over && (tm < 0 || tm >= players):
		return nil, fmt.Errorf("ToMove() = %d, want a seat in 0..%d", tm, players-1)
	}
	legal := s.Legal()
	switch {
	case over && len(legal) != 0:
		return nil, fmt.Errorf("Over() but Legal() lists %d actions, first %+v", len(legal), legal[0])
	case !over && len(legal) == 0:
		return nil, errors.New("Legal() is empty but the game is not over")
	}
	if c, ok := s.(InvariantChecker); ok {
		if err := c.CheckInvariants(); err != nil {
			return nil, fmt.Errorf("CheckInvariants: %w", err)
		}
	}
	return legal, nil
}

// CheckResult verifies the shape of a Result for players seats: one Scores,
// Points and (if present) TieBreak entry per seat, at least one category,
// every Points row as long as Categories and summing to the seat's score.
// When over is true it also checks that Rank is what Result.RankSeats
// computes from Scores and TieBreak, so at least one seat is a winner.
func CheckResult(r engines.Result, players int, over bool) error {
	if len(r.Categories) == 0 {
		return errors.New("Result has no scoring categories")
	}
	if len(r.Scores) != players || len(r.Points) != players {
		return fmt.Errorf("Result has %d scores and %d point rows for %d players", len(r.Scores), len(r.Points), players)
	}
	if r.TieBreak != nil && len(r.TieBreak) != players {
		return fmt.Errorf("Result has %d tie-breaks for %d players", len(r.TieBreak), players)
	}
	for seat, row := range r.Points {
		if len(row) != len(r.Categories) {
			return fmt.Errorf("seat %d has %d points for %d categories", seat, len(row), len(r.Categories))
		}
		sum := 0
		for _, p := range row {
			sum += p
		}
		if sum != r.Scores[seat] {
			return fmt.Errorf("seat %d points %v sum to %d, score is %d", seat, row, sum, r.Scores[seat])
		}
	}
	if !over {
		return nil
	}
	want := engines.Result{Scores: r.Scores, TieBreak: r.TieBreak}
	want.RankSeats()
	if !slices.Equal(r.Rank, want.Rank) {
		return fmt.Errorf("Rank = %v, want %v from scores %v and tie-breaks %v", r.Rank, want.Rank, r.Scores, r.TieBreak)
	}
	if len(r.Winners()) == 0 {
		return errors.New("Result has no winner")
	}
	return nil
}
