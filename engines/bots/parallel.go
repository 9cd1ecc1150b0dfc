package bots

import (
	"errors"
	"fmt"
	"math"
	"sync"

	"tabula/engines"
	"tabula/engines/rng"
)

// Root-parallel search: a Parallel bot runs several independent searches
// of the same position, its workers, and merges what they found at the
// root. Each worker has its own generator, so it samples its own
// determinizations and grows its own tree; only the root statistics travel
// (RootStats, plain data), which suits workers that share no memory (Web
// Workers, each a wasm instance of its own) as well as goroutines.

// ActionStats is what a search found of one of its seat's legal actions at
// the root. It is plain data, to travel between a worker and the page.
type ActionStats struct {
	// Action is the action, so that a merge can check that its searches
	// had the same root.
	Action engines.Action `json:"action"`
	// Visits counts the iterations through the action.
	Visits int `json:"visits"`
	// Value is the seat's mean reward over the Visits iterations,
	// its margins normalised as Search.Best reads them; Win is its mean
	// win share (Estimate.Win). Both are 0 without iterations.
	Value float64 `json:"value"`
	Win   float64 `json:"win"`
	// Prior is the engine's rating of the action one action ahead, in
	// [0, 1], in a decided position of an engine with a search prior
	// (Search.Best's tie-break), and 0 elsewhere.
	Prior float64 `json:"prior,omitempty"`
}

// RootStats is a search's root: the statistics of every legal action of
// its seat, in the order of the root's legal list (Search.Legal). Search.Root
// returns it and MergeRoots merges those of several searches of the same
// position; Choice is then the merged search's choice.
type RootStats struct {
	Seat       int           `json:"seat"`
	Iterations int           `json:"iterations"`
	Actions    []ActionStats `json:"actions"`
}

// Root returns the search's root statistics as they stand. Its Choice is
// the index of Best in Legal. A one-shot bot's search (Random, Greedy, see
// Start) credits its choice with one visit once it has decided.
func (sr *Search) Root() RootStats {
	out := RootStats{Seat: sr.seat, Iterations: sr.done, Actions: make([]ActionStats, len(sr.legal))}
	var ties []float64
	if sr.done > 0 && len(sr.nodes) > 0 && sr.oneOutcome() {
		ties = sr.tieRatings()
	}
	for i, a := range sr.legal {
		st := &out.Actions[i]
		st.Action = a
		if ties != nil {
			st.Prior = ties[i]
		}
		if sr.chosen && a == sr.choice {
			st.Visits = 1
		}
		if len(sr.nodes) == 0 {
			continue
		}
		for c := sr.nodes[0].first; c != none; c = sr.nodes[c].next {
			if n := &sr.nodes[c]; n.action == a && int(n.mover) == sr.seat {
				st.Visits = int(n.visits)
				if n.visits > 0 {
					st.Value, st.Win = sr.value(n), n.winSum/float64(n.visits)
				}
				break
			}
		}
	}
	return out
}

// Legal returns the seat's legal actions at the root, in the order that
// Root, Estimates and Choice index. It must not be modified.
func (sr *Search) Legal() []engines.Action { return sr.legal }

// Choice returns the index of the action the statistics choose, by
// Search.Best's rule: the most Visits, then the greater Prior (0 but in a
// decided position), then the
// greater Value (an action without iterations ranking below any that has
// some), then the first in the list. It is -1 for an empty list.
func (r RootStats) Choice() int {
	best, bestVisits, bestPrior, bestValue := -1, -1, 0.0, math.Inf(-1)
	for i := range r.Actions {
		a := &r.Actions[i]
		value := math.Inf(-1)
		if a.Visits > 0 {
			value = a.Value
		}
		if a.Visits > bestVisits || a.Visits == bestVisits &&
			(a.Prior > bestPrior || a.Prior == bestPrior && value > bestValue) {
			best, bestVisits, bestPrior, bestValue = i, a.Visits, a.Prior, value
		}
	}
	return best
}

// ErrRootsDiffer is wrapped by MergeRoots when the roots are not those of
// one position: different seats or different legal actions.
var ErrRootsDiffer = errors.New("the roots are not those of the same position")

// MergeRoots merges the roots of searches of the same position by the same
// seat: for every action the visits add up and the means are weighted by
// the iterations behind them, in the order given, so the merge is
// deterministic. Each search normalised its margins by the ranges it saw,
// so a merged Value mixes slightly different scales; it only breaks ties
// in visits. The Priors are averaged over the roots (each worker rated the
// actions in its own determinizations). The merge of a single root is that root unchanged (a mean
// weighted by 1 is itself), so its Choice is that search's Best.
func MergeRoots(roots ...RootStats) (RootStats, error) {
	if len(roots) == 0 {
		return RootStats{}, fmt.Errorf("bots: merging roots: %w: none given", ErrRootsDiffer)
	}
	first := roots[0]
	out := RootStats{Seat: first.Seat, Actions: make([]ActionStats, len(first.Actions))}
	for k, r := range roots {
		if r.Seat != first.Seat || len(r.Actions) != len(first.Actions) {
			return RootStats{}, fmt.Errorf("bots: merging root %d (seat %d, %d actions) with seat %d's %d: %w",
				k, r.Seat, len(r.Actions), first.Seat, len(first.Actions), ErrRootsDiffer)
		}
		out.Iterations += r.Iterations
		for i, a := range r.Actions {
			if a.Action != first.Actions[i].Action {
				return RootStats{}, fmt.Errorf("bots: merging root %d: action %d is %+v, not %+v: %w",
					k, i, a.Action, first.Actions[i].Action, ErrRootsDiffer)
			}
			out.Actions[i].Action = a.Action
			out.Actions[i].Visits += a.Visits
		}
	}
	for i := range out.Actions {
		m := &out.Actions[i]
		for _, r := range roots {
			m.Prior += r.Actions[i].Prior / float64(len(roots))
		}
		total := float64(m.Visits)
		if total == 0 {
			continue
		}
		for _, r := range roots {
			a := &r.Actions[i]
			if n := a.Visits; n > 0 {
				w := float64(n) / total
				m.Value += w * a.Value
				m.Win += w * a.Win
			}
		}
	}
	return out, nil
}

// workerStride spreads the workers' seeds (an odd constant, unlike the
// golden ratio the generator itself adds).
const workerStride = 0xbf58476d1ce4e5b9

// WorkerSeed returns the seed of worker k of a parallel bot seeded with
// seed. Worker 0's is seed itself, so a single worker is the ISMCTS bot of
// that seed exactly; the others are scrambled from seed and k, and do not
// depend on the number of workers.
func WorkerSeed(seed uint64, k int) uint64 {
	if k == 0 {
		return seed
	}
	r := rng.New(seed + uint64(k)*workerStride)
	return r.Uint64()
}

// StartWorker begins worker k's search of a parallel bot built with the
// given settings and seed, in its first decision: what
// NewParallel(name, seed, set, n).StartWorkers(s, seat) returns at index k,
// for any name and n > k. It is how a worker that shares no memory with
// the page (a Web Worker) starts its part of a decision from the position,
// the seat, the level's settings, the decision's seed and its index; the
// page merges the workers' Root with MergeRoots.
func StartWorker(set Settings, seed uint64, k int, s engines.State, seat int) (*Search, error) {
	return NewISMCTS("", WorkerSeed(seed, k), set).Start(s, seat)
}

// Parallel is a Bot that decides by root-parallel ISMCTS: each decision,
// its workers search the position at once, each with the whole budget of
// the settings and a generator of its own (seeded by WorkerSeed), and the
// choice is that of their merged roots (MergeRoots). It is deterministic
// for a given seed and number of workers, however the workers are
// scheduled; with one worker it makes exactly the choices of the ISMCTS
// bot with the same seed and settings.
type Parallel struct {
	name    string
	workers []*ISMCTS
}

// NewParallel returns a parallel search bot called name with the given
// settings (normalised as NewISMCTS does), seeded with seed, running
// workers searches at once (at least 1).
func NewParallel(name string, seed uint64, set Settings, workers int) *Parallel {
	p := &Parallel{name: name, workers: make([]*ISMCTS, max(1, workers))}
	for k := range p.workers {
		p.workers[k] = NewISMCTS(name, WorkerSeed(seed, k), set)
	}
	return p
}

// Name returns the name the bot was built with.
func (p *Parallel) Name() string { return p.name }

// Workers returns the number of searches the bot runs at once.
func (p *Parallel) Workers() int { return len(p.workers) }

// Settings returns the settings of every worker's search.
func (p *Parallel) Settings() Settings { return p.workers[0].Settings() }

// StartWorkers begins a decision for seat, the seat to move in s: one
// Search per worker, in worker order. Each may be run in slices and on
// its own goroutine (they share nothing); the decision is then the Choice
// of MergeRoots of their Roots, in worker order.
func (p *Parallel) StartWorkers(s engines.State, seat int) ([]*Search, error) {
	out := make([]*Search, len(p.workers))
	for k, w := range p.workers {
		sr, err := w.Start(s, seat)
		if err != nil {
			return nil, err
		}
		out[k] = sr
	}
	return out, nil
}

// Choose runs every worker's search of s for seat, each on a goroutine of
// its own, and returns the merged choice. An engine error in any worker
// is returned (the first worker's, in worker order).
func (p *Parallel) Choose(s engines.State, seat int) (engines.Action, error) {
	searches, err := p.StartWorkers(s, seat)
	if err != nil {
		return engines.Action{}, err
	}
	var wg sync.WaitGroup
	for _, sr := range searches {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !sr.Step(1 << 30) {
			}
		}()
	}
	wg.Wait()
	return chooseMerged(searches)
}

// chooseMerged returns the choice of the merged roots of searches of the
// same position, given in worker order, once they are done: the action at
// the merged Choice, or the first worker's error.
func chooseMerged(searches []*Search) (engines.Action, error) {
	roots := make([]RootStats, len(searches))
	for k, sr := range searches {
		if sr.err != nil {
			return engines.Action{}, fmt.Errorf("bots: worker %d: %w", k, sr.err)
		}
		roots[k] = sr.Root()
	}
	m, err := MergeRoots(roots...)
	if err != nil {
		return engines.Action{}, err
	}
	i := m.Choice()
	if i < 0 {
		return engines.Action{}, fmt.Errorf("bots: merging %d workers: %w: no action", len(searches), ErrRootsDiffer)
	}
	return m.Actions[i].Action, nil
}
