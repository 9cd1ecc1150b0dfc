package bots

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"time"

	"tabula/engines"
	"tabula/engines/rng"
)

// Settings parametrise an Information-Set Monte Carlo Tree Search. A level
// (Easy, Normal, Hard, Expert) is one value of Settings; see Levels.
type Settings struct {
	// Budget is the effort of one decision, in work units: an iteration
	// costs IterationCost units plus one for every action it applies to its
	// determinization, in the tree and in the playout. The search stops
	// after the iteration that reaches the budget. Counting actions rather
	// than iterations keeps a decision's time roughly the same across games
	// and across a game: where playouts are long (early, or in a long game)
	// the budget buys fewer iterations, near the end many more. At least 1.
	Budget int
	// Exploration is the UCB1 constant c in mean + c·√(ln avail / visits);
	// rewards are in [0, 1].
	Exploration float64
	// PlayoutDepth is the most random actions a playout plays after the new
	// node before the position is evaluated; negative plays on to the end
	// of the game. Every playout stops when the game ends.
	PlayoutDepth int
	// WinWeight in [0, 1] weighs the win share against the normalised
	// margin in a playout's reward (see Search).
	WinWeight float64
	// EngineHorizon makes the engine's own playout horizon, where it has
	// one (engines.PlayoutHorizon), the PlayoutDepth: its playouts stop
	// where its heuristic judges better than random play to the end.
	EngineHorizon bool
	// HorizonWinWeight is the WinWeight of the playouts cut at the
	// engine's horizon (EngineHorizon or DeepHorizon, where the engine has
	// one): there the "win" is only the heuristic's sign, the seat it rates
	// best winning by any margin, so it may weigh less than a real game's
	// end. Clamped to [0, 1] (0 weighs the margin alone); without the
	// engine's horizon every playout uses WinWeight.
	HorizonWinWeight float64
	// DeepHorizon makes the engine's horizon for long searches, where it
	// has one (engines.DeepHorizon) and EngineHorizon does not cut the
	// playouts already, the PlayoutDepth: for the levels with the budget
	// to average many short playouts.
	DeepHorizon bool
	// StopWhenDecided ends the search as soon as the rest of the budget
	// cannot change its choice: when the most visited action leads every
	// other by more visits than the iterations left could give (each
	// iteration visits one root action and costs at least IterationCost).
	// The choice is exactly the full budget's, found sooner.
	StopWhenDecided bool
	// EnginePrior makes the engine's own prior, where it has one
	// (engines.SearchPrior), the RootPrior and the GreedyPlayout.
	EnginePrior bool
	// RootPrior weighs a prior for the seat's own choice at the root:
	// each legal action is rated once, before the first iteration, by
	// Evaluate one action ahead (averaged over PriorDeterminizations,
	// scaled to [0, 1] across the actions), and UCB1 at the root adds
	// RootPrior·prior/(visits+1) (progressive bias: it steers the first
	// visits and fades as the playouts speak). 0 turns it off.
	RootPrior float64
	// GreedyPlayout is how many of a playout's first actions are chosen
	// greedily, each the mover's legal action that Evaluate rates best one
	// action ahead in the determinization (the first of equals), before
	// the random ones; rating an action costs IterationCost+1 of the
	// budget. 0 plays every playout action at random.
	GreedyPlayout int
}

// PriorDeterminizations is how many determinizations RootPrior's ratings
// are averaged over.
const PriorDeterminizations = 2

// IterationCost is what an iteration costs in Settings.Budget on top of the
// actions it applies: sampling a determinization, about as much as a few
// actions in the engines measured.
const IterationCost = 8

// Search is one Information-Set Monte Carlo Tree Search (ISMCTS) decision,
// run in slices: create it with ISMCTS.Start (or Start for any Bot), call
// Step until it reports done, then read Best. Go's wasm has no preemption,
// so a browser runs a few iterations per Step and yields between Steps;
// Choose is simply every Step at once, and slicing never changes the
// result: the iterations are the same whatever the slice sizes.
//
// # Algorithm
//
// Single-observer ISMCTS (Cowling, Powley and Whitehouse, "Information Set
// Monte Carlo Tree Search", IEEE TCIAIG 2012) over the engine contract alone.
// The search is given only View(seat) of the real state. Every iteration
//
//  1. samples a determinization, view.Determinize(seat, r): hidden cards
//     dealt at random consistently with what seat has seen, and a fresh
//     generator, so every chance event inside Apply (draws, dice) is
//     re-sampled too;
//  2. descends one tree whose edges are (seat to move, action) pairs: at
//     each node only the children legal in this determinization are
//     considered, and among those it picks by UCB1 with availability
//     counts (a child's "parent visits" is the number of times it was
//     available), applying each action to the determinization; with a
//     RootPrior, the seat's choice at the root also leans towards the
//     actions the heuristic rates best one action ahead, less with every
//     visit (progressive bias, rated once before the first iteration);
//  3. expands the first node that has a legal action without a child,
//     choosing one such action at random;
//  4. plays out: uniformly random actions to the end of the game, or for
//     PlayoutDepth actions, the first GreedyPlayout of them each the
//     mover's action that Evaluate rates best one action ahead;
//  5. backpropagates a reward per seat to every node on the path, each
//     node crediting the seat that chose its action.
//
// Wherever the tree or a playout chooses, it leaves out the actions the
// engine knows to be waste (engines.Waste), unless nothing else is legal.
//
// Why single-observer ISMCTS: it needs nothing from an engine beyond the
// contract (no per-seat information-set bookkeeping, which multiple-observer
// ISMCTS would need for every engine's hidden moves); it never sees the real
// hidden state, because determinizations of the view are all it touches; and
// sharing one tree across determinizations avoids the "strategy fusion"
// cost of running a separate perfect-information search per determinization
// and averaging. Its known weakness — opponents' simulated choices are made
// with knowledge of the sampled hidden state — is the usual, accepted price.
// Keying edges by the seat as well as the action keeps the tree sound when
// chance decides who moves next; a multi-step turn (forge, forge, done) is
// simply consecutive tree levels of the same seat; automated rule actors
// live inside the engine's Apply and so are part of the "environment".
//
// # Rewards
//
// A playout ends in a value per seat in [0, 1]. A playout that reaches the
// end of the game is judged by its Result: the k seats ranked first share
// the win (1/k each), and the margin is the seat's score less the best
// other score (the score itself for a lone seat, or, where the engine names
// a score to beat (engines.SoloTarget), the score less that one: the lone
// seat wins only above it). A playout cut short at
// PlayoutDepth is judged by Evaluate (the engine's engines.Heuristic, if it
// has one): the margin is its value, and the seats it rates best share the
// win. Margins are normalised by the smallest and largest margin of the
// same kind (final or estimated) this search has seen, so a heuristic on
// another scale than the score cannot swamp final results. The reward is
// WinWeight·winshare + (1−WinWeight)·normalised margin (HorizonWinWeight
// in place of WinWeight for a playout cut at the engine's horizon): winning
// matters most, and among wins and losses the margin still guides the
// search. It works for one seat as for four. Nodes keep raw sums, so the
// normalisation is applied, exactly, when the tree is read.
//
// Random playouts to the end of the game proved far stronger than cutting
// them short and trusting the heuristic (Battle Merchants: the same budget
// with playouts cut after 16 actions won 5% of its games against playouts
// to the end, docs/BENCHMARKS.md), so the levels play out to the end; the
// cap only bounds games whose random play wanders for hundreds of actions.
//
// Determinism: the search draws every random number from its own generator,
// split from the bot's at Start, so a bot with a fixed seed makes the same
// choice in positions that look the same to its seat.
type Search struct {
	seat    int
	view    engines.State
	legal   []engines.Action // at the root, for seat
	set     Settings
	r       rng.RNG
	nodes   []node
	done    int // iterations run
	work    int // budget spent
	stopped bool
	decided bool // StopWhenDecided: the rest of the budget cannot change Best
	err     error
	// The ranges of the margins seen: final (index 0) and estimated (1).
	lo, hi [2]float64
	// cutWin is the WinWeight of the playouts cut short: the settings'
	// HorizonWinWeight at the engine's horizon, else their WinWeight.
	cutWin  float64
	final   bool // whether the current playout reached the end
	win, h  []float64
	path    []int32
	tried   []bool
	untried []int
	useful  []engines.Action // usefulOf's storage
	spare   spare            // the copies rated one action ahead are made in (evaluateAfter)
	// prior rates legal (RootPrior), once rated.
	prior []float64
	// ties rates legal for Best's tie-break (tieRatings), once rated.
	ties []float64
	// An analysis (StartAnalysis) compares, once the search is done, its
	// choice with the move played (see analysis.go).
	an *analysis
	// A one-shot bot (Random, Greedy) decides in its first Step.
	oneShot func() (engines.Action, error)
	chosen  bool
	choice  engines.Action
}

// node is a tree node: the position reached when mover chose action at its
// parent. Children form a linked list (first, next) in an arena.
type node struct {
	action      engines.Action
	mover       int8
	first, next int32
	visits      int32
	avail       int32
	winSum      float64    // win shares of mover
	cutWinSum   float64    // the part of winSum from playouts cut short
	hSum        [2]float64 // raw margins of mover: final, estimated
	finals      int32      // playouts through n that reached the end
}

const none = -1

// ISMCTS is a Bot that decides by Information-Set Monte Carlo Tree Search
// (see Search). It is deterministic for a given seed unless SetTimeLimit
// has been called.
type ISMCTS struct {
	name  string
	set   Settings
	r     rng.RNG
	limit TimeLimit
}

// NewISMCTS returns a search bot called name (as Name reports it) with the
// given settings, seeded with seed. A Budget below 1 counts as 1 and
// WinWeight is clamped to [0, 1].
func NewISMCTS(name string, seed uint64, set Settings) *ISMCTS {
	set.Budget = max(1, set.Budget)
	set.WinWeight = min(1, max(0, set.WinWeight))
	set.HorizonWinWeight = min(1, max(0, set.HorizonWinWeight))
	return &ISMCTS{name: name, set: set, r: rng.New(seed)}
}

// Name returns the name the bot was built with.
func (b *ISMCTS) Name() string { return b.name }

// Settings returns the bot's settings.
func (b *ISMCTS) Settings() Settings { return b.set }

// Start begins a decision for seat, which must be the seat to move in s.
// The search keeps only s.View(seat); s itself is neither kept nor
// modified.
func (b *ISMCTS) Start(s engines.State, seat int) (*Search, error) {
	view, legal, err := rootView(s, seat)
	if err != nil {
		return nil, err
	}
	set := b.set
	cutWin := set.WinWeight
	if h, ok := view.(engines.PlayoutHorizon); ok && set.EngineHorizon {
		set.PlayoutDepth, cutWin = h.PlayoutHorizon(), set.HorizonWinWeight
	} else if h, ok := view.(engines.DeepHorizon); ok && set.DeepHorizon {
		set.PlayoutDepth, cutWin = h.DeepHorizon(), set.HorizonWinWeight
	}
	if p, ok := view.(engines.SearchPrior); ok && set.EnginePrior {
		set.RootPrior, set.GreedyPlayout = p.SearchPrior(), p.GreedyPlayout()
	}
	sr := &Search{
		seat: seat, view: view, legal: legal, set: set, r: b.r.Split(),
		lo: [2]float64{math.Inf(1), math.Inf(1)}, hi: [2]float64{math.Inf(-1), math.Inf(-1)}, cutWin: cutWin,
		win: make([]float64, view.Players()), h: make([]float64, view.Players()),
	}
	if len(legal) == 1 {
		sr.stopped = true // nothing to think about
	} else {
		sr.nodes = append(make([]node, 0, min(sr.set.Budget/IterationCost+1, 1<<12)),
			node{mover: -1, first: none, next: none})
	}
	return sr, nil
}

// Choose runs a whole search for seat, which must be the seat to move in
// s, and returns its choice. With a time limit set it stops early when the
// limit has passed.
func (b *ISMCTS) Choose(s engines.State, seat int) (engines.Action, error) {
	sr, err := b.Start(s, seat)
	if err != nil {
		return engines.Action{}, err
	}
	if b.limit.Max > 0 && b.limit.Now != nil {
		start := b.limit.Now()
		for !sr.Step(1) {
			if b.limit.Now().Sub(start) >= b.limit.Max {
				sr.Stop()
			}
		}
	} else {
		for !sr.Step(1 << 30) {
		}
	}
	return sr.Result()
}

// SetTimeLimit caps every later decision of Choose at limit.Max of wall
// clock as read by limit.Now (a search stopped early answers with what it
// has found so far). The zero TimeLimit removes the cap. A cap makes the
// bot's choices depend on the machine's speed, so tests and simulations
// leave it off.
func (b *ISMCTS) SetTimeLimit(limit TimeLimit) { b.limit = limit }

// rootView checks that seat is to move and returns its view and its legal
// actions, taken from one determinization of the view (the seat to move
// knows its own options).
func rootView(s engines.State, seat int) (engines.State, []engines.Action, error) {
	if tm := s.ToMove(); tm != seat || tm < 0 {
		return nil, nil, fmt.Errorf("bots: %w: seat %d, to move %d", ErrNotToMove, seat, tm)
	}
	view := s.View(seat)
	r := rng.New(0)
	legal := view.Determinize(seat, &r).Legal()
	if len(legal) == 0 {
		return nil, nil, fmt.Errorf("bots: seat %d to move has no legal action", seat)
	}
	return view, legal, nil
}

// Step runs up to iterations more iterations (at least one, unless the
// search is done) and reports whether the search is done: its budget is
// spent or, with StopWhenDecided, cannot change the choice any more, Stop
// was called, there was only one legal action, or the engine
// returned an error (see Result). An iteration's time depends on the
// engine (from microseconds to a few milliseconds natively, BENCHMARKS.md),
// so a caller that must stay responsive runs small Steps and checks its
// clock between them, or uses RunFor.
func (sr *Search) Step(iterations int) (done bool) {
	if sr.oneShot != nil && !sr.stopped {
		sr.choice, sr.err = sr.oneShot()
		sr.chosen, sr.stopped = sr.err == nil, true
	}
	for range max(1, iterations) {
		switch {
		case sr.Done():
			return true
		case sr.searched():
			sr.compare()
		default:
			sr.iteration()
		}
	}
	return sr.Done()
}

// RunFor runs iterations until the search is done or at least d has
// passed on the clock now (read before the first and after every
// iteration), and reports whether the search is done. At least one
// iteration runs unless the search is done. The clock only decides where a
// slice ends: the iterations, and so the result, are the same however the
// search is sliced.
func (sr *Search) RunFor(d time.Duration, now func() time.Time) (done bool) {
	start := now()
	for !sr.Step(1) {
		if now().Sub(start) >= d {
			return false
		}
	}
	return true
}

// iteration runs one iteration and accounts for it.
func (sr *Search) iteration() {
	if sr.set.RootPrior > 0 && sr.prior == nil {
		sr.work += sr.ratePrior()
	}
	work, err := sr.iterate()
	if err != nil {
		sr.err, sr.stopped = err, true
	}
	sr.done++
	sr.work += IterationCost + work
	if sr.set.StopWhenDecided && !sr.stopped && sr.work < sr.set.Budget {
		sr.decided = sr.settled()
	}
}

// settled reports whether the iterations the budget has left cannot change
// Best: the most visited root action leads every other by more than their
// number. Best breaks a tie in visits by the prior or the value, so the
// lead must be strict.
func (sr *Search) settled() bool {
	left := (sr.set.Budget - sr.work + IterationCost - 1) / IterationCost
	first, second := int32(0), int32(0)
	for c := sr.nodes[0].first; c != none; c = sr.nodes[c].next {
		switch v := sr.nodes[c].visits; {
		case v > first:
			first, second = v, first
		case v > second:
			second = v
		}
	}
	return int(first-second) > left
}

// Done reports whether the search has finished, and an analysis its
// comparison too.
func (sr *Search) Done() bool {
	return sr.searched() && (sr.an == nil || sr.stopped || sr.an.work >= sr.an.budget)
}

// searched reports whether the tree search has finished.
func (sr *Search) searched() bool { return sr.stopped || sr.decided || sr.work >= sr.set.Budget }

// Stop ends the search early; Best is then the best action found so far.
// A browser calls it when a decision's wall-clock cap has passed.
func (sr *Search) Stop() { sr.stopped = true }

// Progress is the share of the budget spent, from 0 to 1 (1 once the
// search is done).
func (sr *Search) Progress() float64 {
	if sr.Done() {
		return 1
	}
	if sr.an != nil {
		done := sr.work
		if sr.searched() {
			done = sr.set.Budget + sr.an.work
		}
		return float64(done) / float64(sr.set.Budget+sr.an.budget)
	}
	return float64(sr.work) / float64(max(1, sr.set.Budget))
}

// Iterations is the number of iterations run so far.
func (sr *Search) Iterations() int { return sr.done }

// Seat is the seat the search decides for.
func (sr *Search) Seat() int { return sr.seat }

// Best returns the action the search would choose now: the most visited
// child of the root among the seat's legal actions, ties broken by the
// better mean reward and then by the order of Legal, except in a decided
// position (oneOutcome: every playout lost, or every one won) of an engine
// with a search prior (engines.SearchPrior), where the prior's rating one
// action ahead (tieRatings) breaks a tie before the mean. Before any
// iteration (or for a one-shot bot before its Step) it is the first legal
// action.
//
// Why: where a search runs few iterations among many actions (Craft &
// Conquer's Normal: a median of about 80 among 16 to 30), UCB1 visits them
// all about equally and the most visited are tied; their means rest on a
// few playouts of some 250 random actions each, whose spread dwarfs what
// the first action changes. In a decided position the win share, half the
// reward, is the same for every action, so nothing else speaks and the
// mean picks almost at random. A whole game found Normal besieged and lost
// ending its turn so, with attacks and Kidnapped at hand: 20 searches with
// different seeds there chose 14 different actions, and 100 playouts per
// action could not rank them (means −125 to −132, standard error about 2),
// where the heuristic one action ahead rated ending the turn worst by 17
// to 22 points. Breaking every tie so (not only in decided positions)
// changed a quarter of Normal's choices and made it stronger: Hard won 14
// of 20 games against it where it had won 16 (docs/bench/strength.md).
func (sr *Search) Best() engines.Action {
	if sr.chosen {
		return sr.choice
	}
	if sr.done == 0 || len(sr.nodes) == 0 {
		return sr.legal[0]
	}
	visits := make([]int32, len(sr.legal))
	values := make([]float64, len(sr.legal))
	top := int32(-1)
	for i, a := range sr.legal {
		values[i] = math.Inf(-1)
		for c := sr.nodes[0].first; c != none; c = sr.nodes[c].next {
			if n := &sr.nodes[c]; n.action == a && int(n.mover) == sr.seat {
				visits[i], values[i] = n.visits, sr.value(n)
				break
			}
		}
		top = max(top, visits[i])
	}
	tied := 0
	for _, v := range visits {
		if v == top {
			tied++
		}
	}
	var ties []float64
	if tied > 1 && sr.oneOutcome() {
		ties = sr.tieRatings()
	}
	bi := -1
	for i := range sr.legal {
		if visits[i] != top {
			continue
		}
		switch {
		case bi < 0:
		case ties != nil && ties[i] != ties[bi]:
			if ties[i] < ties[bi] {
				continue
			}
		case values[i] <= values[bi]:
			continue
		}
		bi = i
	}
	return sr.legal[bi]
}

// Result returns Best, or the error that ended the search: an engine that
// rejects an action it listed as legal, or a one-shot bot's error.
func (sr *Search) Result() (engines.Action, error) {
	if sr.err != nil {
		return engines.Action{}, sr.err
	}
	return sr.Best(), nil
}

// value is the mean reward of n for its mover, its margins normalised with
// the ranges seen so far (final and estimated margins each by their own).
func (sr *Search) value(n *node) float64 {
	if n.visits == 0 {
		return 0
	}
	v := float64(n.visits)
	counts := [2]float64{float64(n.finals), v - float64(n.finals)}
	var h [2]float64
	for k := range counts {
		if counts[k] == 0 {
			continue
		}
		if sr.hi[k] > sr.lo[k] {
			h[k] = (n.hSum[k] - counts[k]*sr.lo[k]) / (sr.hi[k] - sr.lo[k])
		} else {
			h[k] = counts[k] / 2
		}
	}
	w := sr.set.WinWeight
	if sr.cutWin == w {
		return w*n.winSum/v + (1-w)*(h[0]+h[1])/v
	}
	final := w*(n.winSum-n.cutWinSum) + (1-w)*h[0]
	return (final + sr.cutWin*n.cutWinSum + (1-sr.cutWin)*h[1]) / v
}

// errIllegalInSearch wraps an engine's refusal of an action it listed.
var errIllegalInSearch = errors.New("bots: a determinization rejected an action it listed as legal")

// iterate runs one iteration: determinize, select, expand, play out,
// backpropagate. It returns the work it spent in Settings.Budget's units,
// less IterationCost: the actions it applied and the greedy playout's
// ratings.
func (sr *Search) iterate() (work int, err error) {
	d := sr.view.Determinize(sr.seat, &sr.r)
	cur := int32(0)
	sr.path = append(sr.path[:0], 0)
	expanded := false
	for !expanded && !d.Over() {
		mover := d.ToMove()
		legal := sr.usefulOf(d, legalOf(d))
		if len(legal) == 0 {
			break
		}
		// Which legal actions already have a child for this mover?
		sr.tried = slices.Grow(sr.tried[:0], len(legal))[:len(legal)]
		clear(sr.tried)
		for c := sr.nodes[cur].first; c != none; c = sr.nodes[c].next {
			n := &sr.nodes[c]
			if int(n.mover) != mover {
				continue
			}
			if i := slices.Index(legal, n.action); i >= 0 {
				sr.tried[i] = true
			}
		}
		sr.untried = sr.untried[:0]
		for i, t := range sr.tried {
			if !t {
				sr.untried = append(sr.untried, i)
			}
		}
		var next int32
		if len(sr.untried) > 0 {
			a := legal[sr.untried[sr.r.Intn(len(sr.untried))]]
			next = int32(len(sr.nodes))
			sr.nodes = append(sr.nodes, node{action: a, mover: int8(mover), first: none, next: sr.nodes[cur].first})
			sr.nodes[cur].first = next
			expanded = true
		} else {
			next = sr.selectChild(cur, mover, legal)
		}
		if err := d.Apply(sr.nodes[next].action); err != nil {
			return work, fmt.Errorf("%w: %+v: %w", errIllegalInSearch, sr.nodes[next].action, err)
		}
		work++
		cur = next
		sr.path = append(sr.path, cur)
	}
	played, err := sr.playout(d)
	work += played
	if err != nil {
		return work, err
	}
	sr.reward(d)
	k := 1
	if sr.final {
		k = 0
	}
	for _, i := range sr.path {
		n := &sr.nodes[i]
		n.visits++
		if sr.final {
			n.finals++
		}
		if n.mover >= 0 {
			n.winSum += sr.win[n.mover]
			if !sr.final {
				n.cutWinSum += sr.win[n.mover]
			}
			n.hSum[k] += sr.h[n.mover]
		}
	}
	return work, nil
}

// selectChild picks among cur's children legal for mover by UCB1 with
// availability counts, and counts every such child as available once more.
func (sr *Search) selectChild(cur int32, mover int, legal []engines.Action) int32 {
	best, bestScore := int32(none), math.Inf(-1)
	for c := sr.nodes[cur].first; c != none; c = sr.nodes[c].next {
		n := &sr.nodes[c]
		if int(n.mover) != mover || !slices.Contains(legal, n.action) {
			continue
		}
		n.avail++
		score := sr.value(n) + sr.set.Exploration*math.Sqrt(math.Log(float64(n.avail))/float64(max(n.visits, 1)))
		if cur == 0 && sr.prior != nil && mover == sr.seat {
			if i := slices.Index(sr.legal, n.action); i >= 0 {
				score += sr.set.RootPrior * sr.prior[i] / float64(n.visits+1)
			}
		}
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	return best
}

// ratePrior rates the root's legal actions for RootPrior: Evaluate for
// the seat one action ahead, averaged over PriorDeterminizations
// determinizations and scaled to [0, 1] (all 0 when they rate the same;
// an action a determinization refuses rates lowest there). It returns the
// work spent, counted as the iterations' is: IterationCost a
// determinization or copy and one an action applied.
func (sr *Search) ratePrior() int {
	var work int
	sr.prior, work = sr.rate(&sr.r)
	return work
}

// rate is ratePrior's ratings of the root's legal actions, drawing its
// determinizations from r, with the work spent.
func (sr *Search) rate(r *rng.RNG) ([]float64, int) {
	prior := make([]float64, len(sr.legal))
	work := 0
	for range PriorDeterminizations {
		d := sr.view.Determinize(sr.seat, r)
		work += IterationCost
		lo := math.Inf(1)
		vals := make([]float64, len(sr.legal))
		ok := make([]bool, len(sr.legal))
		for i, a := range sr.legal {
			work += IterationCost + 1
			v, err := evaluateAfter(d, a, sr.seat, &sr.spare)
			if err != nil {
				continue
			}
			vals[i], ok[i] = v, true
			lo = min(lo, v)
		}
		if math.IsInf(lo, 1) {
			lo = 0 // the determinization refused every action
		}
		for i := range vals {
			if !ok[i] {
				vals[i] = lo
			}
			prior[i] += vals[i]
		}
	}
	lo, hi := slices.Min(prior), slices.Max(prior)
	for i := range prior {
		if hi > lo {
			prior[i] = (prior[i] - lo) / (hi - lo)
		} else {
			prior[i] = 0
		}
	}
	return prior, work
}

// tieSeed seeds the determinizations of tieRatings: a generator of its own,
// so that reading Best never changes the search's later iterations.
const tieSeed = 0x54696573 // "Ties"

// oneOutcome reports whether every playout through the root so far gave
// the seat the same win share: all lost or all won.
func (sr *Search) oneOutcome() bool {
	var wins, visits float64
	for c := sr.nodes[0].first; c != none; c = sr.nodes[c].next {
		if n := &sr.nodes[c]; int(n.mover) == sr.seat {
			wins += n.winSum
			visits += float64(n.visits)
		}
	}
	return visits > 0 && (wins == 0 || wins == visits)
}

// tieRatings rates the root's legal actions for Best's tie-break when the
// engine has a search prior (engines.SearchPrior), whatever the level's
// settings: the RootPrior's ratings where the search has them, otherwise
// the same ratings made once, outside the budget (a few Evaluate calls per
// action, well under a millisecond). Without a prior it is nil.
func (sr *Search) tieRatings() []float64 {
	if sr.prior != nil {
		return sr.prior
	}
	if _, ok := sr.view.(engines.SearchPrior); !ok {
		return nil
	}
	if sr.ties == nil {
		r := rng.New(tieSeed)
		sr.ties, _ = sr.rate(&r)
	}
	return sr.ties
}

// playout plays up to PlayoutDepth actions from d (to the end if
// negative), the first GreedyPlayout of them greedily and the rest at
// random, and returns the work spent: one an action played, and
// IterationCost+1 an action a greedy step rated.
func (sr *Search) playout(d engines.State) (int, error) {
	k, work := 0, 0
	for ; (sr.set.PlayoutDepth < 0 || k < sr.set.PlayoutDepth) && !d.Over(); k++ {
		if k < sr.set.GreedyPlayout {
			a, w, ok := greedyStep(d, sr.usefulOf(d, d.Legal()), &sr.spare)
			work += w
			if !ok {
				break
			}
			if err := d.Apply(a); err != nil {
				return k + work, fmt.Errorf("%w: %+v: %w", errIllegalInSearch, a, err)
			}
			continue
		}
		legal := sr.usefulOf(d, legalOf(d))
		if len(legal) == 0 {
			break
		}
		a := legal[sr.r.Intn(len(legal))]
		if err := d.Apply(a); err != nil {
			return k + work, fmt.Errorf("%w: %+v: %w", errIllegalInSearch, a, err)
		}
	}
	return k + work, nil
}

// greedyStep is the action of legal, the mover's in d, that Evaluate rates
// best one action ahead (on copies made in sp), with the work spent rating
// the actions; ok is false when there is none.
func greedyStep(d engines.State, legal []engines.Action, sp *spare) (a engines.Action, work int, ok bool) {
	mover := d.ToMove()
	if len(legal) == 1 {
		return legal[0], 0, true
	}
	best := math.Inf(-1)
	for _, x := range legal {
		work += IterationCost + 1
		if v, err := evaluateAfter(d, x, mover, sp); err == nil && (!ok || v > best) {
			a, best, ok = x, v, true
		}
	}
	return a, work, ok
}

// usefulOf is legal, d's legal actions, without those d's engine knows to
// be waste (engines.Waste), unless that would leave none. The list it
// returns is legal itself or sr's own storage, valid until its next call.
func (sr *Search) usefulOf(d engines.State, legal []engines.Action) []engines.Action {
	w, ok := d.(engines.Waste)
	if !ok {
		return legal
	}
	keep := sr.useful[:0]
	for _, a := range legal {
		if !w.Wasted(a) {
			keep = append(keep, a)
		}
	}
	sr.useful = keep
	if len(keep) == 0 || len(keep) == len(legal) {
		return legal
	}
	return keep
}

// legalOf is d's legal actions, lent by d when it can (engines.LegalViewer):
// the search only reads them, and is done with them before it applies one.
func legalOf(d engines.State) []engines.Action {
	if lv, ok := d.(engines.LegalViewer); ok {
		return lv.LegalView()
	}
	return d.Legal()
}

// reward fills sr.win and sr.h for the end of a playout in d, sets
// sr.final, and widens the range of margins seen. At the end of the game
// the Result decides: the winners share the win, and the margin is the
// seat's score less the best other score (the score itself when alone, or
// less the engine's score to beat, which a lone seat wins only above).
// A playout cut short is judged by Evaluate: the margin is its value and
// the seats it rates best share the win.
func (sr *Search) reward(d engines.State) {
	n := len(sr.h)
	clear(sr.win)
	sr.final = d.Over()
	if sr.final {
		r := d.Result()
		if len(r.Scores) == n {
			for p := range n {
				sr.h[p] = margin(r.Scores, p)
			}
			if t, ok := d.(engines.SoloTarget); ok && n == 1 {
				if target, solo := t.SoloTarget(); solo {
					sr.h[0] -= float64(target)
					if sr.h[0] > 0 {
						sr.win[0] = 1
					}
					sr.widen(0)
					return
				}
			}
			if w := r.Winners(); len(w) > 0 {
				for _, p := range w {
					sr.win[p] = 1 / float64(len(w))
				}
			}
			sr.widen(0)
			return
		}
		sr.final = false // a malformed Result: judge the state instead
	}
	for p := range n {
		sr.h[p] = Evaluate(d, p)
	}
	best, k := math.Inf(-1), 0
	for _, v := range sr.h {
		switch {
		case v > best:
			best, k = v, 1
		case v == best:
			k++
		}
	}
	for p, v := range sr.h {
		if v == best {
			sr.win[p] = 1 / float64(k)
		}
	}
	sr.widen(1)
}

// widen extends range k with the margins in sr.h.
func (sr *Search) widen(k int) {
	for _, v := range sr.h {
		sr.lo[k], sr.hi[k] = min(sr.lo[k], v), max(sr.hi[k], v)
	}
}
