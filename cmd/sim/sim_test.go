package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/catalog"
	"tabula/engines/enginetest/toygame"
)

// buggy wraps toygame with one deliberate bug.
type buggy struct {
	toygame.Game
	bug string
}

func (g buggy) Info() engines.Info {
	info := g.Game.Info()
	info.ID = "buggy-" + g.bug
	if g.bug == "long" {
		info.MaxDecisions = 5
	}
	return info
}

func (g buggy) New(cfg engines.Config) (engines.State, error) {
	s, err := g.Game.New(cfg)
	if err != nil {
		return nil, err
	}
	return &buggyState{State: s.(*toygame.State), bug: g.bug}, nil
}

type buggyState struct {
	*toygame.State
	bug string
}

func (s *buggyState) Apply(a engines.Action) error {
	if s.bug == "panic" && s.Round == 2 && a == toygame.Done() {
		panic("deliberate")
	}
	return s.State.Apply(a)
}

func (s *buggyState) CheckInvariants() error {
	if s.bug == "invariant" && s.Round == 3 {
		return errors.New("round three is cursed")
	}
	return s.State.CheckInvariants()
}

func (s *buggyState) Result() engines.Result {
	r := s.State.Result()
	if s.bug == "rank" {
		for i := range r.Rank {
			r.Rank[i] = 2
		}
	}
	return r
}

var testGames = []engines.Game{toygame.Game{}, buggy{bug: "panic"}, buggy{bug: "invariant"}, buggy{bug: "long"}, buggy{bug: "rank"}}

func runSim(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, testGames, &out, &errb)
	return code, out.String(), errb.String()
}

func TestRunSummary(t *testing.T) {
	code, out, stderr := runSim("-game", "toygame", "-players", "3", "-games", "300", "-seed", "5", "-bots", "greedy,random,random")
	if code != 0 {
		t.Fatalf("exit %d, stderr %s", code, stderr)
	}
	var sum Summary
	if err := json.Unmarshal([]byte(out), &sum); err != nil {
		t.Fatalf("output is not a summary: %v\n%s", err, out)
	}
	if sum.Game != "toygame" || sum.Players != 3 || sum.Games != 300 || sum.Seed != 5 || sum.Failures != 0 ||
		!reflect.DeepEqual(sum.Bots, []string{"greedy", "random", "random"}) {
		t.Errorf("summary setup wrong: %+v", sum)
	}
	total := 0.0
	for _, w := range sum.WinsBySeat {
		total += w
	}
	if total < 299.999 || total > 300.001 || sum.WinsByBot["greedy"]+sum.WinsByBot["random"] != total {
		t.Errorf("wins by seat %v and by bot %v do not add up to 300 games", sum.WinsBySeat, sum.WinsByBot)
	}
	if sum.WinsByBot["greedy"] < 2*sum.WinsByBot["random"] {
		t.Errorf("greedy won %v games, random bots %v: greedy should win clearly", sum.WinsByBot["greedy"], sum.WinsByBot["random"])
	}
	// Every turn ends with "done": at least rounds × players actions.
	if min := float64(toygame.Rounds * 3); sum.Actions.Min < min || sum.Actions.Mean < sum.Actions.Min || sum.Actions.Max < sum.Actions.Mean ||
		sum.Actions.Max > float64(toygame.Game{}.Info().MaxDecisions) {
		t.Errorf("actions %+v out of range", sum.Actions)
	}
	for p, st := range sum.ScoresBySeat {
		if st.Min > st.Mean || st.Mean > st.Max || st.Max == 0 {
			t.Errorf("seat %d scores %+v", p, st)
		}
	}
	if sum.ElapsedSeconds <= 0 || sum.GamesPerSecond <= 0 {
		t.Errorf("timing missing: %+v", sum)
	}
}

// TestSimulateIndependentOfWorkers: the summary is the same for any -parallel.
func TestSimulateIndependentOfWorkers(t *testing.T) {
	var sums []Summary
	for _, workers := range []int{1, 4} {
		s := Setup{Game: toygame.Game{}, Players: 4, Bots: []string{"greedy", "random", "greedy", "random"},
			Games: 60, Seed: 11, Parallel: workers}
		sum, fails := Simulate(s)
		if len(fails) != 0 {
			t.Fatal(fails)
		}
		sum.ThinkMS = nil // wall-clock, differs
		sums = append(sums, sum)
	}
	if !reflect.DeepEqual(sums[0], sums[1]) {
		t.Errorf("1 worker: %+v\n4 workers: %+v", sums[0], sums[1])
	}
}

func TestRunDefaultsToRandomBots(t *testing.T) {
	code, out, stderr := runSim("-game", "toygame", "-games", "10", "-variants", "short")
	var sum Summary
	if code != 0 || json.Unmarshal([]byte(out), &sum) != nil {
		t.Fatalf("exit %d: %s %s", code, out, stderr)
	}
	if sum.Players != 2 || !reflect.DeepEqual(sum.Bots, []string{"random", "random"}) ||
		!reflect.DeepEqual(sum.Variants, []string{"short"}) || sum.Actions.Max > float64(toygame.ShortRounds*2*4) {
		t.Errorf("summary %+v", sum)
	}
}

func TestRunLog(t *testing.T) {
	code, out, stderr := runSim("-game", "toygame", "-players", "2", "-seed", "3", "-bots", "greedy,random", "-log")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{
		"Toy Game, 2 players, seed 3", "seat 0: greedy", "seat 1 (random)", "Round 1 of 6",
		"End the turn", "Final result after", "Cards", "Sets", "Hand", "tie-break", "rank",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("log lacks %q:\n%s", want, out)
		}
	}
	// The log is the game the statistics play for the same seed.
	var moves []Move
	rec, err := PlayGame(Setup{Game: toygame.Game{}, Players: 2, Bots: []string{"greedy", "random"}}, 3, &moves)
	if err != nil || len(moves) != rec.Actions || !strings.Contains(out, "Final result after "+strconv.Itoa(rec.Actions)+" actions") {
		t.Errorf("PlayGame: %d moves, %d actions, %v", len(moves), rec.Actions, err)
	}
}

// TestSimulateRules checks Setup.Rules: the games are played under the
// version asked for, and the summary says which. It plays the first
// shipped game that still plays an older rules version than its current.
func TestSimulateRules(t *testing.T) {
	games := catalog.All()
	i := slices.IndexFunc(games, func(g engines.Game) bool { return g.Info().OldestRules() < g.Info().RulesVersion })
	if i < 0 {
		t.Skip("every game plays one rules version")
	}
	g := games[i]
	play := func(rules int) Summary {
		sum, fails := Simulate(Setup{Game: g, Players: 2, Rules: rules, Bots: []string{"greedy", "random"}, Games: 2, Seed: 1, Parallel: 1})
		if len(fails) > 0 {
			t.Fatalf("-rules %d: %v", rules, fails)
		}
		return sum
	}
	current, oldest := g.Info().RulesVersion, g.Info().OldestRules()
	if got := play(0).RulesVersion; got != current {
		t.Errorf("by default the summary says rules version %d, want %d", got, current)
	}
	if got := play(oldest).RulesVersion; got != oldest {
		t.Errorf("with rules %d the summary says rules version %d", oldest, got)
	}
}

func TestRunErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		want string // on stderr
	}{
		{"unknown game", []string{"-game", "chess"}, 2, `unknown game "chess" (known: toygame, buggy-panic`},
		{"no game", nil, 2, `unknown game ""`},
		{"unknown bot", []string{"-game", "toygame", "-bots", "random,genius"}, 2, `unknown bot "genius"`},
		{"too few bots", []string{"-game", "toygame", "-players", "3", "-bots", "random,greedy"}, 2, "names 2 bots for 3 players"},
		{"too many players", []string{"-game", "toygame", "-players", "5"}, 2, "takes 2 to 4 players, not 5"},
		{"bad variant", []string{"-game", "toygame", "-variants", "long"}, 2, `has no variant "long"`},
		{"no games", []string{"-game", "toygame", "-games", "0"}, 2, "must be positive"},
		{"unplayed rules", []string{"-game", "toygame", "-rules", "9"}, 2, "plays rules versions"},
		{"bad flag", []string{"-gmae", "toygame"}, 2, "flag provided but not defined"},
		{"extra args", []string{"-game", "toygame", "x"}, 2, "unexpected arguments"},
		{"panic", []string{"-game", "buggy-panic", "-games", "3", "-seed", "7"}, 1, "buggy-panic: game 0 (seed 7), action index"},
		{"panic message", []string{"-game", "buggy-panic", "-games", "3"}, 1, "panic: deliberate"},
		{"invariant", []string{"-game", "buggy-invariant", "-games", "3", "-seed", "7"}, 1, "game 2 (seed 9), action index"},
		{"invariant message", []string{"-game", "buggy-invariant", "-games", "3"}, 1, "CheckInvariants: round three is cursed"},
		{"too long", []string{"-game", "buggy-long", "-games", "3"}, 1, "action index 5: game not over after Info().MaxDecisions = 5"},
		{"bad rank", []string{"-game", "buggy-rank", "-games", "3"}, 1, "final result: Rank = [2 2]"},
		{"log failure", []string{"-game", "buggy-panic", "-log"}, 1, "game 0 (seed 1), action index"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runSim(tt.args...)
			if code != tt.code || !strings.Contains(stderr, tt.want) {
				t.Errorf("exit %d, stderr:\n%s\nwant exit %d and %q", code, stderr, tt.code, tt.want)
			}
		})
	}
}

func TestWilson(t *testing.T) {
	tests := []struct {
		wins   float64
		n      int
		lo, hi float64
	}{
		// Published Wilson intervals (0/10, 10/10, 50/100) and values
		// computed independently from the closed form.
		{140, 200, 0.6332, 0.7593},
		{180, 200, 0.8506, 0.9343},
		{0, 10, 0, 0.2775},
		{10, 10, 0.7225, 1},
		{50, 100, 0.4038, 0.5962},
		{0, 0, 0, 1},
	}
	for _, tt := range tests {
		lo, hi := Wilson(tt.wins, tt.n)
		if math.Abs(lo-tt.lo) > 1e-4 || math.Abs(hi-tt.hi) > 1e-4 {
			t.Errorf("Wilson(%v, %d) = [%.4f, %.4f], want [%.4f, %.4f]", tt.wins, tt.n, lo, hi, tt.lo, tt.hi)
		}
	}
}

// TestRotate: with -rotate every bot plays every seat equally often, and
// the win rates count each bot's games.
func TestRotate(t *testing.T) {
	code, out, stderr := runSim("-game", "toygame", "-games", "100", "-bots", "greedy,random", "-rotate")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var sum Summary
	if err := json.Unmarshal([]byte(out), &sum); err != nil {
		t.Fatal(err)
	}
	if !sum.Rotate || len(sum.WinRates) != 2 || sum.WinRates[0].Bot != "greedy" || sum.WinRates[1].Bot != "random" {
		t.Fatalf("win rates %+v", sum.WinRates)
	}
	g := sum.WinRates[0]
	if g.Games != 100 || g.Wins != sum.WinsByBot["greedy"] || math.Abs(g.Rate-g.Wins/100) > 1e-12 ||
		!(g.CI95[0] < g.Rate && g.Rate < g.CI95[1]) || g.Rate < 0.7 {
		t.Errorf("greedy %+v", g)
	}
	if r := sum.WinRates[1]; math.Abs(r.Wins+g.Wins-100) > 1e-9 {
		t.Errorf("wins %v + %v != 100", g.Wins, r.Wins)
	}
	if len(sum.WinRatesBySeat) != 2 || *sum.WinRatesBySeat[1].Seat != 1 || sum.WinRatesBySeat[1].Wins != sum.WinsBySeat[1] {
		t.Errorf("by seat %+v", sum.WinRatesBySeat)
	}
	if sum.ThinkMS["greedy"].Decisions == 0 || sum.ThinkMS["greedy"].Median <= 0 {
		t.Errorf("think %+v", sum.ThinkMS)
	}
	// Without rotation greedy always sits in seat 0; with it, half the time.
	s := Setup{Game: toygame.Game{}, Players: 3, Bots: []string{"a", "b", "c"}, Rotate: true}
	if got := s.Lineup(4); !reflect.DeepEqual(got, []string{"b", "c", "a"}) {
		t.Errorf("Lineup(4) = %v", got)
	}
	s.Rotate = false
	if got := s.Lineup(4); !reflect.DeepEqual(got, []string{"a", "b", "c"}) {
		t.Errorf("Lineup(4) without rotation = %v", got)
	}
	// A match between the same bot in both seats compares the seats.
	code, out, _ = runSim("-game", "toygame", "-games", "40", "-bots", "greedy,greedy", "-rotate")
	if code != 0 || json.Unmarshal([]byte(out), &sum) != nil || len(sum.WinRates) != 1 ||
		sum.WinRates[0].Games != 80 || sum.WinRates[0].Rate != 0.5 {
		t.Errorf("greedy,greedy: %+v", sum.WinRates)
	}
}

func TestNewBot(t *testing.T) {
	for _, spec := range []string{"random", "hard", "ismcts", "ismcts:base=easy:budget=7:c=0.3:depth=-1:win=1", "hard*4", "ismcts:budget=9*2"} {
		b, err := NewBot(spec, 1)
		if err != nil || b.Name() != spec {
			t.Errorf("NewBot(%q) = %v, %v", spec, b, err)
		}
	}
	b, _ := NewBot("ismcts:base=easy:budget=7:c=0.3:depth=-1:win=1", 1)
	if got := b.(*bots.ISMCTS).Settings(); got != (bots.Settings{Budget: 7, Exploration: 0.3, PlayoutDepth: -1, WinWeight: 1, StopWhenDecided: true}) {
		t.Errorf("settings %+v", got)
	}
	hard, _ := bots.LevelSettings(bots.Hard)
	own := hard
	own.EnginePrior, own.RootPrior, own.GreedyPlayout = false, 1, 3
	b, _ = NewBot("ismcts:base=hard:prior=1:greedy=3", 1)
	if got := b.(*bots.ISMCTS).Settings(); got != own {
		t.Errorf("a prior and greedy playouts given: settings %+v, want %+v", got, own)
	}
	expert, _ := bots.LevelSettings(bots.Expert)
	for spec, want := range map[string]func(*bots.Settings){
		"ismcts:base=expert:deep=false": func(s *bots.Settings) { s.DeepHorizon = false },
		"ismcts:base=expert:depth=40":   func(s *bots.Settings) { s.EngineHorizon, s.DeepHorizon, s.PlayoutDepth = false, false, 40 },
		"ismcts:base=hard:deep=true":    func(s *bots.Settings) { *s = hard; s.DeepHorizon = true },
	} {
		set := expert
		want(&set)
		b, _ := NewBot(spec, 1)
		if got := b.(*bots.ISMCTS).Settings(); got != set {
			t.Errorf("NewBot(%q): settings %+v, want %+v", spec, got, set)
		}
	}
	normal, _ := bots.LevelSettings(bots.Normal)
	normal.Budget = 9
	for spec, want := range map[string]struct {
		workers int
		set     bots.Settings
	}{"hard*4": {4, hard}, "hard*1": {1, hard}, "ismcts:budget=9*2": {2, normal}} {
		b, err := NewBot(spec, 1)
		p, ok := b.(*bots.Parallel)
		if err != nil || !ok || p.Workers() != want.workers || p.Settings() != want.set {
			t.Errorf("NewBot(%q) = %#v, %v; want %d workers of %+v", spec, b, err, want.workers, want.set)
		}
	}
	for _, spec := range []string{"ismcts:budget", "ismcts:budget=x", "ismcts:base=genius", "ismcts:speed=2", "ismcts:greedy=x", "ismcts:deep=maybe", "ismctsx",
		"hard*", "hard*0", "hard*-1", "hard*x", "greedy*2", "*2", "genius*2", "ismcts:speed=2*2"} {
		if _, err := NewBot(spec, 1); !errors.Is(err, bots.ErrUnknown) {
			t.Errorf("NewBot(%q) error %v", spec, err)
		}
	}
}

// TestParallelBots: a search bot with one worker plays the game the bot
// alone plays, move for move; with two workers the game is the same every
// time, and sim runs a match of it.
func TestParallelBots(t *testing.T) {
	game := func(a, b string) []Move {
		s := Setup{Game: toygame.Game{}, Players: 2, Bots: []string{a, b}, Games: 1, Seed: 3, Parallel: 1}
		var moves []Move
		if _, err := PlayGame(s, 3, &moves); err != nil {
			t.Fatal(err)
		}
		return moves
	}
	one := game("ismcts:budget=800", "greedy")
	if got := game("ismcts:budget=800*1", "greedy"); !reflect.DeepEqual(got, one) {
		t.Errorf("one worker:\n%v\nthe bot alone:\n%v", got, one)
	}
	two := game("ismcts:budget=800*2", "greedy")
	if got := game("ismcts:budget=800*2", "greedy"); !reflect.DeepEqual(got, two) {
		t.Errorf("two workers, twice:\n%v\n%v", got, two)
	}
	code, out, stderr := runSim("-game", "toygame", "-games", "4", "-bots", "ismcts:budget=500*2,easy", "-rotate")
	var sum Summary
	if code != 0 || json.Unmarshal([]byte(out), &sum) != nil || len(sum.WinRates) != 2 ||
		sum.WinRates[0].Bot != "ismcts:budget=500*2" || sum.WinRates[0].Games != 4 {
		t.Errorf("exit %d, %s\n%s", code, stderr, out)
	}
}
