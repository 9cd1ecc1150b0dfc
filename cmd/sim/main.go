// Command sim plays bot-vs-bot games of any Tabula engine, checks every
// game against the engine contract, and prints statistics.
//
//	go run ./cmd/sim -game GAME -players 3 -games 2000 -seed 1 -bots greedy,random,random
//	go run ./cmd/sim -game GAME -games 200 -bots hard,greedy -rotate
//
// (GAME is a game's ID: go run ./cmd/games -ids lists them)
//
// prints a JSON summary on stdout: the setup, the number of actions per game
// (mean/min/max), wins by seat and by bot name (a win shared by k seats tied
// after the tie-break counts 1/k for each), each bot's and each seat's win
// rate with a 95% Wilson score interval, final scores per seat
// (mean/min/max), each bot's thinking time per choice (median, 90th
// percentile, max; machine-dependent), failures, elapsed time and games per
// second. Game i uses seed+i; each seat's bot is seeded from the game's seed
// and the seat, so the results do not depend on -parallel. With -rotate the
// bots move one seat round the table from game to game, so a head-to-head
// match alternates seats.
//
// Bots are named as tabula/engines/bots.New accepts them (random, greedy,
// easy, normal, hard) or, for tuning, as ismcts:key=value:... (see NewBot).
// A search bot followed by *N, as in
//
//	go run ./cmd/sim -game GAME -games 200 -bots hard*4,hard -rotate
//
// is root-parallel search with N workers (bots.NewParallel): N goroutines
// per decision, each with the level's whole budget, their root statistics
// merged. It is deterministic for a seed and N ("hard*1" plays as "hard"),
// and each such seat keeps up to N cores busy, so lower -parallel to match.
//
// Every game of tabula/engines/catalog can be played, and the toy engines
// of tabula/engines/enginetest/toys ("toygame", "nimgame") for smoke tests.
//
// With -log it instead plays the single game with seed -seed and prints its
// log: every action, who took it, and the final score breakdown.
//
// With -report it plays nothing: it reads the JSON summaries named as
// arguments (2-player matches with -rotate; runs of one match over
// consecutive seeds are merged) and writes docs/bench/strength.md, the
// verdicts on the strength bars and the stronger bars (StrengthBars,
// StrongerBars) with the figures behind them, to -out (or stdout). The
// hand-written notes of the file at -out, between the lines
// "<!-- notes -->" and "<!-- end notes -->", are kept.
//
//	go run ./cmd/sim -report -out docs/bench/strength.md bin/strength/*.json
//
// With -records the summary also holds every game (GameRecord): its seed,
// lineup, winners, points by score category, and the components each seat
// held at some point, where the engine names them (engines.Holdings).
// With -balance it plays nothing: it reads such summaries and writes
// docs/bench/balance.md, the balance report (WriteBalance), keeping
// its notes likewise.
//
//	go run ./cmd/sim -game GAME -players 2 -games 600 -bots normal,normal -rotate -records > GAME.json
//	go run ./cmd/sim -balance -out docs/bench/balance.md GAME.json
//
// Every game is checked: Apply and bot errors, panics (recovered), after
// every action the contract invariants (Legal non-empty exactly while the
// game runs, ToMove in range, the state's CheckInvariants if it implements
// contract.InvariantChecker), the game's MaxDecisions bound, and the
// final Result. Failures are reported on stderr with game, seed and action
// index, and the exit status is 1. Bad flags, an unknown game or an unknown
// bot exit with status 2.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/enginetest/toys"
)

func main() {
	// The toy engines the tools are tested with are playable too.
	games := toys.AndCatalog()
	os.Exit(run(os.Args[1:], games, os.Stdout, os.Stderr))
}

// maxReported bounds the failures printed on stderr.
const maxReported = 20

// run is main with its dependencies passed in; it returns the exit status.
func run(args []string, games []engines.Game, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var (
		gameID   = fs.String("game", "", "game ID (one of: "+strings.Join(ids(games), ", ")+")")
		players  = fs.Int("players", 0, "number of players (default: the game's minimum)")
		n        = fs.Int("games", 100, "number of games")
		seed     = fs.Uint64("seed", 1, "seed of the first game; game i uses seed+i")
		botList  = fs.String("bots", "", "comma-separated bot per seat, from: "+strings.Join(bots.Names(), ", ")+", or ismcts:key=value:...; a search bot followed by *N (hard*4) searches with N workers at once, each a goroutine (default all random)")
		variants = fs.String("variants", "", "comma-separated variant IDs")
		rules    = fs.Int("rules", 0, "the rules version to play under (default: the game's current one), to compare a match with an earlier version's")
		parallel = fs.Int("parallel", runtime.NumCPU(), "games played at once")
		logGame  = fs.Bool("log", false, "print the log of the game with seed -seed instead of statistics")
		rotate   = fs.Bool("rotate", false, "move the bots round the table from game to game (seats alternate with 2 players)")
		records  = fs.Bool("records", false, "keep every game's scores by category, winners and the components each seat held (engines.Holdings) in the summary, for -balance")
		balance  = fs.Bool("balance", false, "print the balance report of the JSON summaries (played with -records) named as arguments instead of playing")
		report   = fs.Bool("report", false, "print the strength report of the JSON summaries named as arguments instead of playing")
		out      = fs.String("out", "", "with -report or -balance: the file to write, keeping its notes (default stdout)")
	)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: sim -game ID [-players N] [-games N] [-seed S] [-bots a,b,...] [-rotate] [-variants v,...] [-parallel N] [-log]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	usage := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "sim: "+format+"\n", a...)
		return 2
	}
	if *report {
		return writeReport(fs.Args(), *out, games, stdout, stderr)
	}
	if *balance {
		// The report lists every game but the toy engines, measured or not.
		shipped := slices.DeleteFunc(slices.Clone(games), func(g engines.Game) bool {
			return slices.ContainsFunc(toys.Games(), func(t engines.Game) bool { return t.Info().ID == g.Info().ID })
		})
		return writeBalance(fs.Args(), *out, shipped, stdout, stderr)
	}
	if fs.NArg() > 0 {
		return usage("unexpected arguments %q", fs.Args())
	}
	i := slices.IndexFunc(games, func(g engines.Game) bool { return g.Info().ID == *gameID })
	if i < 0 {
		return usage("unknown game %q (known: %s)", *gameID, strings.Join(ids(games), ", "))
	}
	s := Setup{Game: games[i], Players: *players, Rules: *rules, Games: *n, Seed: *seed, Parallel: *parallel, Rotate: *rotate, Records: *records}
	info := s.Game.Info()
	if s.Players == 0 {
		s.Players = info.MinPlayers
	}
	if *variants != "" {
		s.Variants = strings.Split(*variants, ",")
	}
	if err := (engines.Config{Players: s.Players, Variants: s.Variants, Rules: s.Rules}).Validate(info); err != nil {
		return usage("%v", err)
	}
	if s.Games < 1 || s.Parallel < 1 {
		return usage("-games and -parallel must be positive")
	}
	if *botList == "" {
		s.Bots = slices.Repeat([]string{"random"}, s.Players)
	} else {
		s.Bots = strings.Split(*botList, ",")
	}
	if len(s.Bots) != s.Players {
		return usage("-bots names %d bots for %d players", len(s.Bots), s.Players)
	}
	for _, b := range s.Bots {
		if _, err := NewBot(b, 0); err != nil {
			return usage("%v", err)
		}
	}

	if *logGame {
		var moves []Move
		rec, err := PlayGame(s, s.Seed, &moves)
		if werr := WriteLog(stdout, s, s.Seed, moves, rec); werr != nil {
			fmt.Fprintf(stderr, "sim: writing the log: %v\n", werr)
			return 1
		}
		if err != nil {
			fmt.Fprintf(stderr, "sim: %s: %v\n", info.ID, Failure{Game: 0, Seed: s.Seed, Action: rec.Actions, Err: err})
			return 1
		}
		return 0
	}

	start, load0 := time.Now(), loadAverage()
	sum, fails := Simulate(s)
	elapsed := time.Since(start).Seconds()
	sum.ElapsedSeconds = elapsed
	sum.Command = append([]string{"sim"}, args...)
	sum.LoadAverage = [2]float64{load0, loadAverage()}
	if elapsed > 0 {
		sum.GamesPerSecond = float64(s.Games) / elapsed
	}
	for i, f := range fails {
		if i == maxReported {
			fmt.Fprintf(stderr, "sim: ... and %d more failures\n", len(fails)-i)
			break
		}
		fmt.Fprintf(stderr, "sim: %s: %v\n", info.ID, f)
	}
	enc := json.NewEncoder(stdout)
	if !s.Records { // a game a line would be thousands of lines
		enc.SetIndent("", "  ")
	}
	if err := enc.Encode(sum); err != nil {
		fmt.Fprintf(stderr, "sim: %v\n", err)
		return 1
	}
	if len(fails) > 0 {
		return 1
	}
	return 0
}

// writeReport writes the strength report of the summaries in files, of
// matches of games, to the file out, keeping its notes, or to stdout when
// out is "".
func writeReport(files []string, out string, games []engines.Game, stdout, stderr io.Writer) int {
	return reportCommand("report", files, out, stdout, stderr, func(w io.Writer, sums []Summary, note string) error {
		runs, err := mergeRuns(sums)
		if err != nil {
			return err
		}
		for i := range runs {
			if runs[i].Horizon, runs[i].Prior, err = engineTuning(games, runs[i].Game, runs[i].Players); err != nil {
				return err
			}
			for _, g := range games {
				if g.Info().ID == runs[i].Game {
					runs[i].Current = g.Info().RulesVersion
				}
			}
		}
		return WriteStrength(w, runs, thisMachine(), note)
	})
}

// reportCommand is what the report and balance commands (named what in
// their errors) share: it reads the summaries in files and writes the
// report that write makes of them, keeping note (the notes of the report
// already at out), to the file out, or to stdout when out is "". It
// returns the command's exit code.
func reportCommand(what string, files []string, out string, stdout, stderr io.Writer, write func(w io.Writer, sums []Summary, note string) error) int {
	fail := func(err error) int {
		fmt.Fprintf(stderr, "sim: %s: %v\n", what, err)
		return 1
	}
	if len(files) == 0 {
		return fail(errors.New("no summaries named"))
	}
	sums, err := readSummaries(files)
	if err != nil {
		return fail(err)
	}
	note := ""
	if out != "" {
		old, err := os.ReadFile(out)
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return fail(err)
		}
		note = notes(string(old))
	}
	var b bytes.Buffer
	if err := write(&b, sums, note); err != nil {
		return fail(err)
	}
	if out == "" {
		_, err = stdout.Write(b.Bytes())
	} else {
		err = os.WriteFile(out, b.Bytes(), 0o644)
	}
	if err != nil {
		return fail(err)
	}
	return 0
}

// engineTuning reports whether the engine of the game with the given ID
// has a playout horizon (engines.PlayoutHorizon) and a search prior
// (engines.SearchPrior) in a game of players.
func engineTuning(games []engines.Game, id string, players int) (horizon, prior bool, err error) {
	i := slices.IndexFunc(games, func(g engines.Game) bool { return g.Info().ID == id })
	if i < 0 {
		return false, false, fmt.Errorf("unknown game %q", id)
	}
	st, err := games[i].New(engines.Config{Players: players, Seed: 1})
	if err != nil {
		return false, false, fmt.Errorf("%s: %w", id, err)
	}
	_, horizon = st.(engines.PlayoutHorizon)
	_, prior = st.(engines.SearchPrior)
	return horizon, prior, nil
}

// loadAverage is the machine's 1-minute load average, or 0 where the
// system does not tell (only Linux's /proc/loadavg is read).
func loadAverage() float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return 0
	}
	v, _ := strconv.ParseFloat(f[0], 64)
	return v
}

func ids(games []engines.Game) []string {
	out := make([]string, len(games))
	for i, g := range games {
		out[i] = g.Info().ID
	}
	return out
}
