package bots

import (
	"fmt"
	"time"

	"tabula/engines"
)

// Level names accepted by New, weakest first.
const (
	Easy   = "easy"
	Normal = "normal"
	Hard   = "hard"
	Expert = "expert"
)

// Level is a named strength of the search bot: an iteration budget plus
// settings, and the longest it may think by the clock.
type Level struct {
	Name     string
	Settings Settings
	// TimeCap is the longest a decision of the level may think where a
	// clock is kept (the browser): a fast device stops at the budget, as
	// cmd/sim always does, and a slow one at the cap, with the best move
	// found so far. Hard's is 1.5 s, the bar for a Hard decision on a slow
	// device; Expert's 3 s.
	TimeCap time.Duration
}

// Levels returns the search levels, weakest first. The budgets are tuned so
// that Hard's median decision stays within the browser's bar (see
// docs/BENCHMARKS.md) and each level beats the one below it
// (docs/bench/strength.md). Expert is Hard with three times the budget and
// twice the time cap, for players who will wait up to 3 s a move: in
// the browser it searches on every core like the others, each
// search worker with the whole budget. Hard and Expert cut their playouts
// at the engine's horizon where the engine has one (Settings.EngineHorizon,
// Coin & Crown's): there, with playouts to the end, three times Hard's
// budget won no more than Hard did (96 of 200 games) and neither did Hard's
// 4 workers (102 of 200); more search pays only on the shorter playouts
// (docs/bench/strength.md). Hard and Expert also use the engine's search
// prior where it has one (Settings.EnginePrior, Craft & Conquer's): it
// steers their first visits at the root and chooses the first actions of
// each playout, where random playouts alone left Hard too close to Normal.
// Expert alone also cuts its playouts at the engine's horizon for long
// searches (Settings.DeepHorizon, Craft & Conquer's): there three times
// Hard's budget with playouts to the usual depth won 103 of 200 games
// against Hard and with playouts so cut 139.5 of the same 200, while
// Hard's budget so cut won 11 of 20 against Hard (docs/bench/strength.md).
// Every level stops as soon as the rest of its budget could not change its
// choice.
func Levels() []Level {
	return []Level{
		{Easy, Settings{Budget: 2000, Exploration: 1.0, PlayoutDepth: 250, WinWeight: 0.5, StopWhenDecided: true}, 500 * time.Millisecond},
		{Normal, Settings{Budget: 20000, Exploration: 0.7, PlayoutDepth: 250, WinWeight: 0.5, StopWhenDecided: true}, time.Second},
		{Hard, Settings{Budget: 120000, Exploration: 0.7, PlayoutDepth: 250, WinWeight: 0.5, EngineHorizon: true, HorizonWinWeight: 0.5, EnginePrior: true, StopWhenDecided: true}, 1500 * time.Millisecond},
		{Expert, Settings{Budget: 360000, Exploration: 0.7, PlayoutDepth: 250, WinWeight: 0.5, EngineHorizon: true, HorizonWinWeight: 0.5, DeepHorizon: true, EnginePrior: true, StopWhenDecided: true}, 3 * time.Second},
	}
}

// LevelSettings returns the settings of the named search level.
func LevelSettings(name string) (Settings, bool) {
	for _, l := range Levels() {
		if l.Name == name {
			return l.Settings, true
		}
	}
	return Settings{}, false
}

// LevelTimeCap returns the time cap of the named search level (Level's
// TimeCap), or 0 for any other name: a one-shot bot decides at once.
func LevelTimeCap(name string) time.Duration {
	for _, l := range Levels() {
		if l.Name == name {
			return l.TimeCap
		}
	}
	return 0
}

// Names lists the names New accepts, weakest first: the one-shot bots
// "random" and "greedy", then the search levels "easy", "normal", "hard" and
// "expert".
func Names() []string {
	names := []string{"random", "greedy"}
	for _, l := range Levels() {
		names = append(names, l.Name)
	}
	return names
}

// New builds the bot with the given name, seeded with seed. The search
// levels are *ISMCTS bots.
func New(name string, seed uint64) (Bot, error) {
	switch name {
	case "random":
		return NewRandom(seed), nil
	case "greedy":
		return NewGreedy(seed, DefaultDeterminizations), nil
	}
	if set, ok := LevelSettings(name); ok {
		return NewISMCTS(name, seed, set), nil
	}
	return nil, fmt.Errorf("%w %q (want one of %v)", ErrUnknown, name, Names())
}

// Starter is a Bot whose decision can run in slices.
type Starter interface {
	Bot
	// Start begins a decision for seat, the seat to move in s.
	Start(s engines.State, seat int) (*Search, error)
}

// Start begins a decision of any bot for seat, which must be the seat to
// move in s, as a Search to run in slices. A search bot returns its own
// Search; any other bot (Random, Greedy) gets a Search that makes the
// whole decision in its first Step, calling b.Choose(s, seat) then, so s
// must not change until that Step.
func Start(b Bot, s engines.State, seat int) (*Search, error) {
	if st, ok := b.(Starter); ok {
		return st.Start(s, seat)
	}
	view, legal, err := rootView(s, seat)
	if err != nil {
		return nil, err
	}
	return &Search{
		seat: seat, view: view, legal: legal, set: Settings{Budget: 1},
		oneShot: func() (engines.Action, error) { return b.Choose(s, seat) },
	}, nil
}

// HintSeed seeds every hint's bot, so a hint is the same every time it is
// asked for in the same position: StartHint is worker 0 of the Normal
// level seeded with it (StartWorker), which is how search workers that
// share no memory with the page work out a hint.
const HintSeed = 0x48696e74 // "Hint"

// Hint returns the Normal level's choice for seat, which must be the seat
// to move in s: what a "suggest a move" button highlights. It is
// deterministic, and like every bot it uses only what seat may see.
func Hint(s engines.State, seat int) (engines.Action, error) {
	sr, err := StartHint(s, seat)
	if err != nil {
		return engines.Action{}, err
	}
	for !sr.Step(1 << 30) {
	}
	return sr.Result()
}

// StartHint is Hint as a Search to run in slices; its Best, once done, is
// Hint's answer.
func StartHint(s engines.State, seat int) (*Search, error) {
	set, _ := LevelSettings(Normal)
	return NewISMCTS(Normal, HintSeed, set).Start(s, seat)
}

// TimeLimit caps the wall-clock time of a decision: Max of time as read by
// Now. The zero value means no cap.
type TimeLimit struct {
	Max time.Duration
	Now func() time.Time
}
