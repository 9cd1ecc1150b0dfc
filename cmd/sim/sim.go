package main

import (
	"fmt"
	"io"
	"math"
	"runtime/debug"
	"strings"
	"sync"
	"text/tabwriter"

	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/enginetest"
	"tabula/engines/rng"
)

// Setup is what a simulation plays.
type Setup struct {
	Game     engines.Game
	Players  int
	Variants []string
	Bots     []string // one bot name per seat
	Games    int      // game i uses seed Seed+i
	Seed     uint64
	Parallel int // worker goroutines; results do not depend on it
}

// Failure is a game that broke the contract, with what reproduces it.
type Failure struct {
	Game   int    // index of the game in the run
	Seed   uint64 // the game's seed
	Action int    // actions applied before the failure
	Err    error
}

// Error formats the failure with the game index, seed and action index.
func (f Failure) Error() string {
	return fmt.Sprintf("game %d (seed %d), action index %d: %v", f.Game, f.Seed, f.Action, f.Err)
}

// Record is the outcome of one game.
type Record struct {
	Actions int
	Result  engines.Result
}

// Move is one entry of a game log.
type Move struct {
	Seat        int
	Action      engines.Action
	Description string // Describe of the action before it was applied
	Progress    string // Progress before the action
}

// botSeed gives seat's bot in the game with seed gameSeed its own seed.
func botSeed(gameSeed uint64, seat int) uint64 {
	r := rng.New(gameSeed ^ 0xb075eed5)
	for range seat {
		r.Uint64()
	}
	return r.Uint64()
}

// PlayGame plays one game and checks it: Apply and bot errors, panics
// (recovered), after every action the contract invariants of
// enginetest.CheckState (which include the state's CheckInvariants when it
// implements enginetest.InvariantChecker), the Info().MaxDecisions bound,
// and the final Result. If moves is non-nil every action is appended to it.
// On error, rec.Actions is the number of actions applied before it.
func PlayGame(s Setup, seed uint64, moves *[]Move) (rec Record, err error) {
	info := s.Game.Info()
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v\n%s", p, debug.Stack())
		}
	}()
	if len(s.Bots) != s.Players {
		return rec, fmt.Errorf("%d bots for %d players", len(s.Bots), s.Players)
	}
	seats := make([]bots.Bot, s.Players)
	for p, name := range s.Bots {
		if seats[p], err = bots.New(name, botSeed(seed, p)); err != nil {
			return rec, err
		}
	}
	st, err := s.Game.New(engines.Config{Players: s.Players, Seed: seed, Variants: s.Variants})
	if err != nil {
		return rec, fmt.Errorf("new game: %w", err)
	}
	for {
		legal, err := enginetest.CheckState(st, s.Players)
		if err != nil {
			return rec, err
		}
		if len(legal) == 0 {
			break
		}
		if rec.Actions >= info.MaxDecisions {
			return rec, fmt.Errorf("game not over after Info().MaxDecisions = %d actions (%s)",
				info.MaxDecisions, st.Progress())
		}
		seat := st.ToMove()
		a, err := seats[seat].Choose(st, seat)
		if err != nil {
			return rec, fmt.Errorf("seat %d (%s): %w", seat, s.Bots[seat], err)
		}
		if moves != nil {
			*moves = append(*moves, Move{Seat: seat, Action: a, Description: st.Describe(a), Progress: st.Progress()})
		}
		if err := st.Apply(a); err != nil {
			return rec, fmt.Errorf("seat %d (%s) chose %+v: %w", seat, s.Bots[seat], a, err)
		}
		rec.Actions++
	}
	rec.Result = st.Result()
	if err := enginetest.CheckResult(rec.Result, s.Players, true); err != nil {
		return rec, fmt.Errorf("final result: %w", err)
	}
	return rec, nil
}

// Stats are the minimum, mean and maximum of a series.
type Stats struct {
	Mean float64 `json:"mean"`
	Min  float64 `json:"min"`
	Max  float64 `json:"max"`
}

// Summary is the JSON cmd/sim prints. Actions, wins and scores cover the
// games that completed; Failures counts the others.
type Summary struct {
	Game     string   `json:"game"`
	Players  int      `json:"players"`
	Variants []string `json:"variants"`
	Bots     []string `json:"bots"`
	Games    int      `json:"games"`
	Seed     uint64   `json:"seed"` // game i used seed+i
	Failures int      `json:"failures"`
	Actions  Stats    `json:"actions"`
	// WinsBySeat and WinsByBot count won games; a win shared by k seats
	// (tied after the tie-break) counts 1/k for each, so the wins add up to
	// the number of completed games.
	WinsBySeat []float64          `json:"wins_by_seat"`
	WinsByBot  map[string]float64 `json:"wins_by_bot"`
	// ScoresBySeat summarises the final scores.
	ScoresBySeat   []Stats `json:"scores_by_seat"`
	ElapsedSeconds float64 `json:"elapsed_seconds"`
	GamesPerSecond float64 `json:"games_per_second"`
}

// Simulate plays s.Games games, s.Parallel at a time, and summarises them.
// The summary (apart from the timing, which the caller fills in) and the
// failures, in game order, do not depend on s.Parallel.
func Simulate(s Setup) (Summary, []Failure) {
	recs := make([]Record, s.Games)
	errs := make([]error, s.Games)
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(1, min(s.Parallel, s.Games)) {
		wg.Go(func() {
			for i := range next {
				recs[i], errs[i] = PlayGame(s, s.Seed+uint64(i), nil)
			}
		})
	}
	for i := range s.Games {
		next <- i
	}
	close(next)
	wg.Wait()

	sum := Summary{
		Game: s.Game.Info().ID, Players: s.Players, Variants: s.Variants, Bots: s.Bots,
		Games: s.Games, Seed: s.Seed,
		WinsBySeat: make([]float64, s.Players), WinsByBot: map[string]float64{},
		ScoresBySeat: make([]Stats, s.Players),
	}
	if sum.Variants == nil {
		sum.Variants = []string{}
	}
	for _, b := range s.Bots {
		sum.WinsByBot[b] = 0
	}
	var fails []Failure
	var actions []float64
	scores := make([][]float64, s.Players)
	for i, rec := range recs {
		if errs[i] != nil {
			f := Failure{Game: i, Seed: s.Seed + uint64(i), Action: rec.Actions, Err: errs[i]}
			fails = append(fails, f)
			continue
		}
		actions = append(actions, float64(rec.Actions))
		winners := rec.Result.Winners()
		for _, w := range winners {
			sum.WinsBySeat[w] += 1 / float64(len(winners))
			sum.WinsByBot[s.Bots[w]] += 1 / float64(len(winners))
		}
		for p, v := range rec.Result.Scores {
			scores[p] = append(scores[p], float64(v))
		}
	}
	sum.Failures = len(fails)
	sum.Actions = stats(actions)
	for p := range scores {
		sum.ScoresBySeat[p] = stats(scores[p])
	}
	return sum, fails
}

func stats(xs []float64) Stats {
	if len(xs) == 0 {
		return Stats{}
	}
	st := Stats{Min: math.Inf(1), Max: math.Inf(-1)}
	for _, x := range xs {
		st.Mean += x
		st.Min = min(st.Min, x)
		st.Max = max(st.Max, x)
	}
	st.Mean /= float64(len(xs))
	return st
}

// WriteLog prints a human-readable log of one game: every action with the
// seat and bot that took it, then the final scores by category.
func WriteLog(w io.Writer, s Setup, seed uint64, moves []Move, rec Record) error {
	info := s.Game.Info()
	variants := ""
	if len(s.Variants) > 0 {
		variants = ", variants " + strings.Join(s.Variants, ", ")
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "%s, %d players, seed %d%s\n", info.Name, s.Players, seed, variants)
	for p, b := range s.Bots {
		fmt.Fprintf(tw, "  seat %d: %s\n", p, b)
	}
	fmt.Fprintln(tw)
	for i, m := range moves {
		fmt.Fprintf(tw, "%d.\t%s\tseat %d (%s)\t%s\n", i+1, m.Progress, m.Seat, s.Bots[m.Seat], m.Description)
	}
	if rec.Result.Scores == nil {
		return tw.Flush()
	}
	r := rec.Result
	fmt.Fprintf(tw, "\nFinal result after %d actions:\n", rec.Actions)
	fmt.Fprintf(tw, "seat\tbot\t%s\ttotal\ttie-break\trank\n", strings.Join(r.Categories, "\t"))
	for p := range r.Scores {
		row := make([]string, len(r.Points[p]))
		for c, v := range r.Points[p] {
			row[c] = fmt.Sprint(v)
		}
		tb := "-"
		if p < len(r.TieBreak) {
			tb = fmt.Sprint(r.TieBreak[p])
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%d\t%s\t%d\n", p, s.Bots[p], strings.Join(row, "\t"), r.Scores[p], tb, r.Rank[p])
	}
	return tw.Flush()
}
