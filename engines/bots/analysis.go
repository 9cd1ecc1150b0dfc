package bots

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"tabula/engines"
)

// Analysing a game: for a decision of a finished game, the Hard search is
// run from the view of the seat that made it, exactly as Hard would choose
// there, and then the move it prefers and the move that was played are
// compared on equal terms: pairs of playouts, one after each move, from the
// same determinization and with the same random numbers, each the level's
// playout (its depth, its greedy first actions). A move's chance to win is
// its mean win share over the pairs (a win counts 1, a win shared by k
// seats 1/k, a loss 0; alone, beating the engine's score to beat,
// engines.SoloTarget, counts 1), and where the playouts reach the end of the
// game its margin is the mean final score less the best other seat's
// (alone, less the score to beat), in points.
//
// Comparing in pairs is what makes a verdict stand. The search's own
// estimates favour the move it visits most, whose subtree it plays well,
// over a move it hardly visits, whose playouts are nearly random (Craft &
// Conquer's first Farm was once judged 100% → 23% in a game its player
// won). Two moves that leave equivalent positions (three Bronze or one
// Silver paid) get nearly the same playouts. And the spread of the pairs'
// differences is the noise of the estimate, so that a move is costly only
// when the preferred move's advantage is beyond it (Judgement.Costly).

// CompareShare is the comparison's work, the pairs of playouts after the
// search, as a share of the search's Budget.
const CompareShare = 0.5

// The verdict's thresholds (Judgement.Costly): a costly move gives away at
// least CostlyChance of chance to win, or alone at least CostlyPoints of
// margin, with NoiseMultiple standard errors of the difference taken off.
// Analysing 30 Craft & Conquer decisions twice with Hard's budget and
// other seeds, the estimates of a cost differed by 9.7 points of
// percentage (standard deviation), as the noise each measured (7.6 points
// on average, so about 11 for the difference of two) foretold; the
// verdicts differed at 3 decisions with a threshold of 10 points on the
// estimate, at 2 with the estimate also above twice its noise, and at none
// with twice the noise taken off.
const (
	CostlyChance  = 0.10
	CostlyPoints  = 1.0
	NoiseMultiple = 2.0
)

// AnalysisLevel is the level whose search analyses a decision.
const AnalysisLevel = Hard

// ErrNotPlayable is wrapped by StartAnalysis when the move played is not
// legal in the position.
var ErrNotPlayable = errors.New("the move played is not legal in the position")

// StartAnalysis begins the analysis of a decision: the search of the
// AnalysisLevel, seeded with seed, for the seat to move in s, which played
// played there, then the comparison. Run it like any Search (Step until
// done) and read Judge. Like every search it uses only what that seat could
// see, and it neither keeps nor modifies s.
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
	sr.an = &analysis{played: played, budget: max(1, int(CompareShare*float64(sr.set.Budget)))}
	return sr, nil
}

// analysis is the comparison of an analysis: sums over its pairs of
// playouts, index 0 after best and 1 after played.
type analysis struct {
	played, best engines.Action
	begun        bool // best is the search's choice
	budget, work int
	pairs        int
	win          [2]float64
	diff, diff2  float64 // of the win shares, best's less played's, and of its square
	// The pairs whose playouts both reached the end of the game, and
	// their margins.
	finals        int
	margin        [2]float64
	mdiff, mdiff2 float64
}

// compare plays one pair of playouts from one determinization, after the
// search's choice and after the move played, with the same random numbers
// (a single playout when they are the same move).
func (sr *Search) compare() {
	a := sr.an
	if !a.begun {
		a.best, a.begun = sr.Best(), true
	}
	d := sr.view.Determinize(sr.seat, &sr.r)
	play := sr.r.Split()
	a.work += IterationCost
	moves := []engines.Action{a.best, a.played}
	if a.best == a.played {
		moves = moves[:1]
	}
	var win, mar [2]float64
	final := true
	for i, m := range moves {
		s := d
		if i+1 < len(moves) {
			s = d.Clone()
			a.work += IterationCost
		}
		if err := s.Apply(m); err != nil {
			sr.err, sr.stopped = fmt.Errorf("%w: %+v: %w", errIllegalInSearch, m, err), true
			return
		}
		saved := sr.r
		sr.r = play
		n, err := sr.playout(s)
		sr.r = saved
		a.work += 1 + n
		if err != nil {
			sr.err, sr.stopped = err, true
			return
		}
		sr.reward(s)
		win[i], mar[i] = sr.win[sr.seat], sr.h[sr.seat]
		final = final && sr.final
	}
	if len(moves) == 1 {
		win[1], mar[1] = win[0], mar[0]
	}
	a.pairs++
	x := win[0] - win[1]
	a.win[0], a.win[1] = a.win[0]+win[0], a.win[1]+win[1]
	a.diff, a.diff2 = a.diff+x, a.diff2+x*x
	if final {
		x := mar[0] - mar[1]
		a.finals++
		a.margin[0], a.margin[1] = a.margin[0]+mar[0], a.margin[1]+mar[1]
		a.mdiff, a.mdiff2 = a.mdiff+x, a.mdiff2+x*x
	}
}

// stdErr is the standard error of the mean of n values whose sum is sum
// and whose squares sum to sum2 (0 for fewer than two values).
func stdErr(n int, sum, sum2 float64) float64 {
	if n < 2 {
		return 0
	}
	v := (sum2 - sum*sum/float64(n)) / float64(n-1)
	return math.Sqrt(max(0, v) / float64(n))
}

// Estimate is what a search found of one of the root's actions.
type Estimate struct {
	Action engines.Action
	// Visits counts the iterations through the action.
	Visits int
	// Win is the seat's mean win share after the action in the search's
	// tree. It is 0 when Visits is 0.
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
				out[i].Visits = int(n.visits)
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
	// Noise is the standard error of Before less After.
	Noise float64
	// Margins reports whether most of the comparison's playouts reached
	// the end of the game: then MarginBefore and MarginAfter are the
	// seat's expected final margins with Best and with Played, in points
	// (its score less the best other score, or alone less the score to
	// beat), and MarginNoise is the standard error of their difference.
	Margins                                bool
	MarginBefore, MarginAfter, MarginNoise float64
	// Solo reports whether the seat plays alone.
	Solo bool
}

// Cost is the chance to win that the move played gave away: Before less
// After, never negative.
func (j Judgement) Cost() float64 { return max(0, j.Before-j.After) }

// MarginCost is the margin, in points, that the move played gave away:
// MarginBefore less MarginAfter, never negative; 0 without Margins.
func (j Judgement) MarginCost() float64 {
	if !j.Margins {
		return 0
	}
	return max(0, j.MarginBefore-j.MarginAfter)
}

// Costly is the analysis's verdict on the move played: it gave away at
// least CostlyChance of chance to win or, played alone, at least
// CostlyPoints of margin, even less NoiseMultiple times the noise of the
// estimate. A verdict is then one that another analysis of the decision
// (another seed) would most likely repeat: a threshold on the estimate
// alone is crossed one way or the other by estimates near it. A lone seat
// far above (or below) its score to beat has a chance of 100% (or 0%)
// whatever it plays, so alone the margin counts too.
func (j Judgement) Costly() bool {
	if j.Best == j.Played {
		return false
	}
	beyond := func(cost, least, noise float64) bool { return cost-NoiseMultiple*noise >= least }
	return beyond(j.Cost(), CostlyChance, j.Noise) ||
		j.Solo && j.Margins && beyond(j.MarginCost(), CostlyPoints, j.MarginNoise)
}

// Fine is the other clear verdict: the move played gave away less than
// CostlyChance of chance to win (and, alone, less than CostlyPoints of
// margin) even with NoiseMultiple times the noise added. A move neither
// Costly nor Fine lies within the search's noise of the threshold, where
// two analyses may well differ on whether to mark it; two analyses never
// find one move Costly and Fine.
func (j Judgement) Fine() bool {
	if j.Best == j.Played {
		return true
	}
	within := func(cost, least, noise float64) bool { return cost+NoiseMultiple*noise < least }
	return within(j.Cost(), CostlyChance, j.Noise) &&
		(!j.Solo || !j.Margins || within(j.MarginCost(), CostlyPoints, j.MarginNoise))
}

// ErrNoEstimate is wrapped by Judge when the analysis has compared
// nothing: a single legal move, an analysis stopped before its comparison,
// or a search that is no analysis.
var ErrNoEstimate = errors.New("the search has no estimate of the move played")

// Judge returns the analysis's judgement of the move played, as the
// comparison stands (normally once the search is done).
func (sr *Search) Judge() (Judgement, error) {
	if sr.err != nil {
		return Judgement{}, sr.err
	}
	a := sr.an
	if a == nil {
		return Judgement{}, fmt.Errorf("bots: judging a search that is no analysis: %w", ErrNoEstimate)
	}
	if a.pairs == 0 {
		return Judgement{}, fmt.Errorf("bots: judging seat %d's move %+v: %w", sr.seat, a.played, ErrNoEstimate)
	}
	n := float64(a.pairs)
	j := Judgement{
		Best: a.best, Played: a.played,
		Before: a.win[0] / n, After: a.win[1] / n,
		Noise: stdErr(a.pairs, a.diff, a.diff2),
		Solo:  sr.view.Players() == 1,
	}
	// Margins of a few pairs only would speak for the short games alone.
	if a.finals >= 2 && 2*a.finals >= a.pairs {
		m := float64(a.finals)
		j.Margins = true
		j.MarginBefore, j.MarginAfter = a.margin[0]/m, a.margin[1]/m
		j.MarginNoise = stdErr(a.finals, a.mdiff, a.mdiff2)
	}
	return j, nil
}
