package bots

import (
	"errors"
	"fmt"
	"slices"

	"tabula/engines"
)

// Analysing a game: for a decision of a finished game, the Hard search is
// run from the view of the seat that made it, and its estimates of the move
// it prefers and of the move that was played are compared. The chance to
// win of a move is its mean win share in the search (a win counts 1, a win
// shared by k seats 1/k, a loss 0), as the search's tree and its random
// playouts expect the game to go on after it.
//
// A search spends most of its iterations on the moves it likes, so a poor
// move that was played would be judged on a handful of playouts, or none
// when there are many moves to choose from. An analysis therefore sends one
// iteration in focusEvery through the move played (the rest of the search
// is the Hard level's, unchanged), and the search's own choice is read from
// the visits it chose itself.

// focusEvery is how often an analysis sends an iteration through the move
// played: the first iteration and every focusEvery-th after it.
const focusEvery = 4

// AnalysisLevel is the level whose search analyses a decision.
const AnalysisLevel = Hard

// ErrNotPlayable is wrapped by StartAnalysis when the move played is not
// legal in the position.
var ErrNotPlayable = errors.New("the move played is not legal in the position")

// StartAnalysis begins the analysis of a decision: the search of the
// AnalysisLevel, seeded with seed, for the seat to move in s, which played
// played there. Run it like any Search (Step until done) and read Judge.
// Like every search it uses only what that seat could see, and it neither
// keeps nor modifies s.
func StartAnalysis(s engines.State, played engines.Action, seed uint64) (*Search, error) {
	set, _ := LevelSettings(AnalysisLevel)
	return StartAnalysisWith(set, s, played, seed)
}

// StartAnalysisWith is StartAnalysis with the search's settings given:
// tests and benchmarks use a smaller budget.
func StartAnalysisWith(set Settings, s engines.State, played engines.Action, seed uint64) (*Search, error) {
	seat := s.ToMove()
	sr, err := NewISMCTS(AnalysisLevel, seed, set).Start(s, seat)
	if err != nil {
		return nil, err
	}
	if !slices.Contains(sr.legal, played) {
		return nil, fmt.Errorf("bots: analysing seat %d's move %+v: %w", seat, played, ErrNotPlayable)
	}
	sr.focus, sr.focusing = played, true
	return sr, nil
}

// Estimate is what a search found of one of the root's actions.
type Estimate struct {
	Action engines.Action
	// Visits counts the iterations through the action, Forced those of
	// them that an analysis sent (StartAnalysis).
	Visits, Forced int
	// Win is the seat's mean win share after the action: its estimated
	// chance to win. It is 0 when Visits is 0.
	Win float64
}

// Estimates returns the search's estimate of every legal action of the
// seat at the root, in the order of Legal. A search of a position with a
// single legal action runs no iteration, so its estimates are all empty.
func (sr *Search) Estimates() []Estimate {
	out := make([]Estimate, len(sr.legal))
	for i, a := range sr.legal {
		out[i].Action = a
		if len(sr.nodes) == 0 {
			continue
		}
		for c := sr.nodes[0].first; c != none; c = sr.nodes[c].next {
			if n := &sr.nodes[c]; n.action == a && int(n.mover) == sr.seat {
				out[i].Visits, out[i].Forced = int(n.visits), int(n.forced)
				if n.visits > 0 {
					out[i].Win = n.winSum / float64(n.visits)
				}
				break
			}
		}
	}
	return out
}

// Judgement is the analysis of one decision.
type Judgement struct {
	// Best is the move the search prefers, Played the move that was made.
	Best, Played engines.Action
	// Before is the seat's estimated chance to win with Best, the value
	// of the position; After its chance with Played. When Played is Best
	// they are equal.
	Before, After float64
}

// Cost is the chance to win that the move played gave away: Before less
// After, never negative (a search's estimates are noisy, and the move it
// prefers may look a little worse than another).
func (j Judgement) Cost() float64 { return max(0, j.Before-j.After) }

// ErrNoEstimate is wrapped by Judge when the search has no estimate of the
// move played: it ran no iteration (a single legal move) or it is not an
// analysis.
var ErrNoEstimate = errors.New("the search has no estimate of the move played")

// Judge returns the analysis's judgement of the move played, as the search
// stands (normally once it is done).
func (sr *Search) Judge() (Judgement, error) {
	if sr.err != nil {
		return Judgement{}, sr.err
	}
	if !sr.focusing {
		return Judgement{}, fmt.Errorf("bots: judging a search that is no analysis: %w", ErrNoEstimate)
	}
	j := Judgement{Best: sr.Best(), Played: sr.focus}
	var best, played *Estimate
	est := sr.Estimates()
	for i := range est {
		if est[i].Action == j.Best {
			best = &est[i]
		}
		if est[i].Action == j.Played {
			played = &est[i]
		}
	}
	if played == nil || played.Visits == 0 || best == nil || best.Visits == 0 {
		return Judgement{}, fmt.Errorf("bots: judging seat %d's move %+v: %w", sr.seat, j.Played, ErrNoEstimate)
	}
	j.Before, j.After = best.Win, played.Win
	return j, nil
}
