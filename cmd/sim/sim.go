package main

import (
	"fmt"
	"io"
	"math"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/contract"
	"tabula/engines/rng"
)

// Setup is what a simulation plays.
type Setup struct {
	Game     engines.Game
	Players  int
	Variants []string
	// Rules is the rules version the games are played under (0: the
	// game's current one, Info.RulesVersion).
	Rules    int
	Bots     []string // one bot name per seat
	Games    int      // game i uses seed Seed+i
	Seed     uint64
	Parallel int // worker goroutines; results do not depend on it
	// Rotate moves the bots round the table from game to game: in game i,
	// seat p is played by Bots[(p+i) mod Players], so every bot plays every
	// seat equally often (alternates, with two players).
	Rotate bool
	// Records keeps every completed game's GameRecord in the summary, for
	// the balance report.
	Records bool
}

// Lineup returns the bot name of each seat in game i.
func (s Setup) Lineup(i int) []string {
	if !s.Rotate {
		return s.Bots
	}
	out := make([]string, len(s.Bots))
	for p := range out {
		out[p] = s.Bots[(p+i)%len(s.Bots)]
	}
	return out
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
	// Think[seat] lists how long each of seat's choices took (decisions
	// with a single legal action are not counted).
	Think [][]time.Duration
	// Held[seat] lists every component seat held at some point of the
	// game, in the order first seen, where the state implements
	// engines.Holdings (nil otherwise).
	Held [][]engines.Component
}

// collect adds to rec.Held what each seat of st holds now.
func (rec *Record) collect(st engines.State) {
	h, ok := st.(engines.Holdings)
	if !ok {
		return
	}
	if rec.Held == nil {
		rec.Held = make([][]engines.Component, st.Players())
	}
	for seat := range rec.Held {
		for _, c := range h.Holdings(seat) {
			if !slices.Contains(rec.Held[seat], c) {
				rec.Held[seat] = append(rec.Held[seat], c)
			}
		}
	}
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
// contract.CheckState (which include the state's CheckInvariants when it
// implements contract.InvariantChecker), the Info().MaxDecisions bound,
// and the final Result. If moves is non-nil every action is appended to it.
// On error, rec.Actions is the number of actions applied before it.
//
// The bots are s.Bots in seat order; Simulate passes each game's Lineup.
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
		if seats[p], err = NewBot(name, botSeed(seed, p)); err != nil {
			return rec, err
		}
	}
	rec.Think = make([][]time.Duration, s.Players)
	st, err := s.Game.New(engines.Config{Players: s.Players, Seed: seed, Variants: s.Variants, Rules: s.Rules})
	if err != nil {
		return rec, fmt.Errorf("new game: %w", err)
	}
	rec.collect(st)
	for {
		legal, err := contract.CheckState(st, s.Players)
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
		start := time.Now()
		a, err := seats[seat].Choose(st, seat)
		if len(legal) > 1 {
			rec.Think[seat] = append(rec.Think[seat], time.Since(start))
		}
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
		rec.collect(st)
	}
	rec.Result = st.Result()
	if err := contract.CheckResult(rec.Result, s.Players, true); err != nil {
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
	// Rotate reports whether the bots moved round the table from game to
	// game (Setup.Rotate); Bots is then the lineup of the first game.
	Rotate bool `json:"rotate"`
	// WinRates is each bot's share of the games it played (wins over
	// seats played, shared wins counted as above) with a 95% Wilson score
	// interval, in the order the bots are first named.
	WinRates []WinRate `json:"win_rates"`
	// WinRatesBySeat is the same for each seat, whoever played it.
	WinRatesBySeat []WinRate `json:"win_rates_by_seat"`
	// WinRatesByBotSeat is each bot's win rate in each seat it played.
	WinRatesByBotSeat []WinRate `json:"win_rates_by_bot_seat"`
	// ScoresBySeat summarises the final scores.
	ScoresBySeat []Stats `json:"scores_by_seat"`
	// ThinkMS summarises, per bot, the wall-clock milliseconds of its
	// choices (those with more than one legal action); it depends on the
	// machine and on -parallel.
	ThinkMS        map[string]Timing `json:"think_ms"`
	ElapsedSeconds float64           `json:"elapsed_seconds"`
	GamesPerSecond float64           `json:"games_per_second"`
	// Command is the command line that produced the summary.
	Command []string `json:"command"`
	// LoadAverage is the machine's 1-minute load average at the start and
	// the end of the run (zero where unknown).
	LoadAverage [2]float64 `json:"load_average"`
	// RulesVersion is the game's Info().RulesVersion.
	RulesVersion int `json:"rules_version"`
	// Categories names the game's score categories, Components the
	// components any seat held (engines.Component's String, "Kind: Name"),
	// and Records holds each completed game, when Setup.Records asked for
	// them.
	Categories []string     `json:"categories,omitempty"`
	Components []string     `json:"components,omitempty"`
	Records    []GameRecord `json:"records,omitempty"`
}

// GameRecord is one completed game as the balance report reads it.
type GameRecord struct {
	Seed    uint64   `json:"seed"`
	Bots    []string `json:"bots"` // by seat
	Winners []int    `json:"winners"`
	Scores  []int    `json:"scores"`
	Points  [][]int  `json:"points"` // by seat, by category
	// Held lists, by seat, every component the seat held at some point,
	// as indexes into the summary's Components.
	Held [][]int `json:"held"`
}

// addRecord adds the completed game rec, of seed, played by lineup, to
// sum's Records.
func (sum *Summary) addRecord(rec Record, seed uint64, lineup []string) {
	g := GameRecord{Seed: seed, Bots: lineup, Winners: rec.Result.Winners(),
		Scores: rec.Result.Scores, Points: rec.Result.Points, Held: make([][]int, len(rec.Held))}
	for p, cs := range rec.Held {
		g.Held[p] = make([]int, len(cs))
		for i, c := range cs {
			k := slices.Index(sum.Components, c.String())
			if k < 0 {
				k = len(sum.Components)
				sum.Components = append(sum.Components, c.String())
			}
			g.Held[p][i] = k
		}
	}
	sum.Categories = rec.Result.Categories
	sum.Records = append(sum.Records, g)
}

// WinRate is a share of games won with its 95% Wilson score interval.
type WinRate struct {
	Bot   string     `json:"bot,omitempty"`
	Seat  *int       `json:"seat,omitempty"`
	Games int        `json:"games"` // games played (by a bot in two seats: counted twice)
	Wins  float64    `json:"wins"`
	Rate  float64    `json:"rate"`
	CI95  [2]float64 `json:"ci95"`
}

// Timing summarises durations in milliseconds.
type Timing struct {
	Decisions int     `json:"decisions"`
	Median    float64 `json:"median"`
	P90       float64 `json:"p90"`
	Max       float64 `json:"max"`
	Mean      float64 `json:"mean"`
}

// Wilson returns the 95% Wilson score interval of a proportion with wins
// successes in n trials (wins may be fractional, for shared wins).
func Wilson(wins float64, n int) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	nf := float64(n)
	p := wins / nf
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return max(0, mid-half), min(1, mid+half)
}

func winRate(wins float64, n int) WinRate {
	w := WinRate{Games: n, Wins: wins}
	if n > 0 {
		w.Rate = wins / float64(n)
	}
	w.CI95[0], w.CI95[1] = Wilson(wins, n)
	return w
}

func timing(ds []time.Duration) Timing {
	if len(ds) == 0 {
		return Timing{}
	}
	ms := make([]float64, len(ds))
	t := Timing{Decisions: len(ds)}
	for i, d := range ds {
		ms[i] = float64(d) / float64(time.Millisecond)
		t.Mean += ms[i]
	}
	slices.Sort(ms)
	t.Mean /= float64(len(ms))
	t.Median = quantile(ms, 0.5)
	t.P90 = quantile(ms, 0.9)
	t.Max = ms[len(ms)-1]
	return t
}

// quantile of sorted xs, interpolating linearly.
func quantile(xs []float64, q float64) float64 {
	pos := q * float64(len(xs)-1)
	i := int(pos)
	if i+1 >= len(xs) {
		return xs[len(xs)-1]
	}
	return xs[i] + (pos-float64(i))*(xs[i+1]-xs[i])
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
				g := s
				g.Bots = s.Lineup(i)
				recs[i], errs[i] = PlayGame(g, s.Seed+uint64(i), nil)
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
		Games: s.Games, Seed: s.Seed, RulesVersion: (engines.Config{Rules: s.Rules}).RulesOf(s.Game.Info()),
		WinsBySeat: make([]float64, s.Players), WinsByBot: map[string]float64{},
		ScoresBySeat: make([]Stats, s.Players), Rotate: s.Rotate, ThinkMS: map[string]Timing{},
	}
	played := map[string]int{}
	think := map[string][]time.Duration{}
	type botSeat struct {
		bot  string
		seat int
	}
	seatGames, seatWins := map[botSeat]int{}, map[botSeat]float64{}
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
		lineup := s.Lineup(i)
		if s.Records {
			sum.addRecord(rec, s.Seed+uint64(i), lineup)
		}
		for p, b := range lineup {
			played[b]++
			seatGames[botSeat{b, p}]++
			think[b] = append(think[b], rec.Think[p]...)
		}
		winners := rec.Result.Winners()
		for _, w := range winners {
			sum.WinsBySeat[w] += 1 / float64(len(winners))
			sum.WinsByBot[lineup[w]] += 1 / float64(len(winners))
			seatWins[botSeat{lineup[w], w}] += 1 / float64(len(winners))
		}
		for p, v := range rec.Result.Scores {
			scores[p] = append(scores[p], float64(v))
		}
	}
	sum.Failures = len(fails)
	sum.Actions = stats(actions)
	for i, b := range s.Bots {
		if !slices.Contains(s.Bots[:i], b) {
			w := winRate(sum.WinsByBot[b], played[b])
			w.Bot = b
			sum.WinRates = append(sum.WinRates, w)
			sum.ThinkMS[b] = timing(think[b])
			for p := range s.Players {
				if n := seatGames[botSeat{b, p}]; n > 0 {
					w := winRate(seatWins[botSeat{b, p}], n)
					w.Bot, w.Seat = b, &p
					sum.WinRatesByBotSeat = append(sum.WinRatesByBotSeat, w)
				}
			}
		}
	}
	for p := range s.Players {
		w := winRate(sum.WinsBySeat[p], len(actions))
		w.Seat = &p
		sum.WinRatesBySeat = append(sum.WinRatesBySeat, w)
	}
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
