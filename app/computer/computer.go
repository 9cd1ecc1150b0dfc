// Package computer is how a computer seat thinks in the page: its levels
// and their names, and a bot's search cut into steps short enough for the
// browser (Go's wasm has no preemption). It uses the engines and their bots
// only; the table, the hint and the review's analysis run its steps.
package computer

import (
	"fmt"
	"time"

	"tabula/engines"
	"tabula/engines/bots"
)

// SliceBudget is the longest a computer may think before the table yields
// to the browser. Go's wasm has no preemption, so this bounds how long the
// page can be unresponsive while a computer plays.
const SliceBudget = 30 * time.Millisecond

// Step is one bounded unit of a computer's thinking: it returns the chosen
// action and true once decided. A one-shot bot decides in a single step; a
// search bot would do a bounded number of iterations per step.
type Step func() (engines.Action, bool, error)

// RunSlice calls work until it decides or until budget has passed on clock,
// checked after every step (so a step must itself be short).
func RunSlice(work Step, budget time.Duration, clock func() time.Time) (engines.Action, bool, error) {
	start := clock()
	for {
		a, done, err := work()
		if err != nil || done {
			return a, done, err
		}
		if clock().Sub(start) >= budget {
			return engines.Action{}, false, nil
		}
	}
}

// Levels lists the levels a computer seat can play at, weakest first.
func Levels() []string { return bots.Names() }

// levelNames are the names players see for the bot levels, with a short
// description for the setup form.
var levelNames = map[string][2]string{
	"random":    {"Beginner", "plays any legal move"},
	"greedy":    {"Greedy", "takes the best move for now"},
	bots.Easy:   {"Easy", "looks a little ahead"},
	bots.Normal: {"Normal", "plans a few moves ahead"},
	bots.Hard:   {"Hard", "thinks harder and plays strongly"},
	bots.Expert: {"Expert", "thinks up to 3 seconds a move, on every core"},
}

// LevelLabel is the name of a bot level, e.g. "Greedy".
func LevelLabel(level string) string {
	if l, ok := levelNames[level]; ok {
		return l[0]
	}
	return level
}

// LevelOption is a bot level as the setup form offers it, e.g. "Greedy —
// takes the best move for now".
func LevelOption(level string) string {
	if l, ok := levelNames[level]; ok {
		return l[0] + " — " + l[1]
	}
	return level
}

// IterationsPerStep is how many iterations of a search one step runs: a few
// milliseconds in the browser.
const IterationsPerStep = 4

// Think starts the decision of the computer at level for the seat to move
// in st, as steps for RunSlice. The bot is seeded from the game's seed and
// the move number, so a reloaded game makes the same computer choices
// (unless the time cap cut a search short). st must not change until the
// decision is made.
func Think(level string, st engines.State, seed uint64, moveNumber int, clock func() time.Time) (Step, error) {
	bot, err := bots.New(level, Seed(seed, moveNumber))
	if err != nil {
		return nil, fmt.Errorf("starting the computer: %w", err)
	}
	seat := st.ToMove()
	search, err := bots.Start(bot, st, seat)
	if err != nil {
		return nil, fmt.Errorf("starting the computer in seat %d: %w", seat+1, err)
	}
	return SearchSteps(search, clock, bots.LevelTimeCap(level), fmt.Sprintf("computer in seat %d", seat+1)), nil
}

// Seed is the seed of a computer's decision at moveNumber in a
// game seeded with seed, on the page (Think) as in the search workers.
func Seed(seed uint64, moveNumber int) uint64 {
	return seed ^ uint64(moveNumber)*0x9e3779b97f4a7c15
}

// SearchSteps runs search as steps for RunSlice: a few iterations a step,
// stopped once it has thought for longer than limit (if limit > 0) so the
// best move found so far is played. what names the search in its errors.
func SearchSteps(search *bots.Search, clock func() time.Time, limit time.Duration, what string) Step {
	var started time.Time
	return func() (engines.Action, bool, error) {
		if started.IsZero() {
			started = clock()
		} else if limit > 0 && clock().Sub(started) > limit {
			search.Stop()
		}
		if !search.Step(IterationsPerStep) {
			return engines.Action{}, false, nil
		}
		a, err := search.Result()
		if err != nil {
			return engines.Action{}, false, fmt.Errorf("%s: %w", what, err)
		}
		return a, true, nil
	}
}

// names are the default names of computer seats, in seat order.
var names = []string{"Aldric", "Beatrix", "Cedric", "Matilda", "Osric", "Rowena"}

// Name is the default name of the computer in seat i (from 0).
func Name(i int) string { return names[i%len(names)] }
