package main

import (
	"bufio"
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Bar is one of the strength bars: in 2-player head-to-head games with
// the seats alternated, Bot wins more than (or, when AtLeast, at least) Rate
// of its games against Versus.
type Bar struct {
	Bot, Versus string
	Rate        float64
	AtLeast     bool
	// Baseline makes Versus Hard before the workers (TodaysHard) rather
	// than Hard as it is now.
	Baseline bool
}

// TodaysHard is Hard before the search workers came, the baseline of the
// first of StrongerBars:
// Hard's settings without the engine's playout horizon
// (Settings.EngineHorizon) and search prior (Settings.EnginePrior), which
// Hard gained since. Where the engine has neither it plays the same games
// as "hard", so a match against either counts; where it has one, only a
// match against Hard without it does (versus).
const TodaysHard = "ismcts:base=hard:horizon=false:prior=0"

// todaysHardBeforePrior is TodaysHard as named before Hard gained the
// search prior: it plays the same games where the engine has no prior
// (Coin & Crown's match was played under this name).
const todaysHardBeforePrior = "ismcts:base=hard:horizon=false"

// StrengthBars are the bars every game must meet: Hard beats Greedy in at
// least 70% of games, Normal beats Random in at least 90%, Hard beats Normal
// in more than half.
var StrengthBars = []Bar{
	{Bot: "hard", Versus: "greedy", Rate: 0.70, AtLeast: true},
	{Bot: "normal", Versus: "random", Rate: 0.90, AtLeast: true},
	{Bot: "hard", Versus: "normal", Rate: 0.50},
}

// StrongerBars are the bars set when the search workers came, stronger
// than StrengthBars, in every game: Hard searching
// with 4 workers beats "today's single-threaded Hard" (TodaysHard) in at
// least 60% of games, Hard beats Normal in at least 75%, Expert beats Hard
// in more than 55%.
var StrongerBars = []Bar{
	{Bot: "hard*4", Versus: "hard", Rate: 0.60, AtLeast: true, Baseline: true},
	{Bot: "hard", Versus: "normal", Rate: 0.75, AtLeast: true},
	{Bot: "expert", Versus: "hard", Rate: 0.55},
}

// versus lists the names the bar's opponent may go by in a run of r's game.
func (b Bar) versus(r Run) []string {
	if !b.Baseline {
		return []string{b.Versus}
	}
	names := []string{TodaysHard}
	if !r.Prior {
		names = append(names, todaysHardBeforePrior)
	}
	if !r.Horizon && !r.Prior {
		names = append(names, b.Versus)
	}
	return names
}

// MinStrengthGames is the fewest games per pairing the bars ask for.
const MinStrengthGames = 200

// met reports whether a win rate clears the bar.
func (b Bar) met(rate float64) bool {
	if b.AtLeast {
		return rate >= b.Rate
	}
	return rate > b.Rate
}

// verdict judges a win rate from games games against the bar. With fewer
// games than the bars ask for, only an interval wholly on one side of the
// bar settles it.
func (b Bar) verdict(w WinRate, games int) string {
	few := games < MinStrengthGames
	var v string
	switch {
	case b.met(w.CI95[0]):
		v = "**met** (the whole interval)"
	case !b.met(w.CI95[1]):
		v = "**missed** (the whole interval)"
	case few:
		v = "**open**: the interval spans the bar"
	case b.met(w.Rate):
		v = "**met** (not the whole interval)"
	default:
		v = "**missed** (not the whole interval)"
	}
	if few {
		v += fmt.Sprintf("; %d of the %d games", games, MinStrengthGames)
	}
	return v
}

func (b Bar) String() string {
	op := ">"
	if b.AtLeast {
		op = "≥"
	}
	return fmt.Sprintf("%s %.0f%%", op, 100*b.Rate)
}

// Run is one pairing's games: the summaries of one or more cmd/sim runs of
// consecutive seeds, merged.
type Run struct {
	Summary
	Parts []Summary // the runs merged, in seed order
	// Horizon is whether the game's engine has a playout horizon
	// (engines.PlayoutHorizon), which Settings.EngineHorizon uses.
	Horizon bool
	// Prior is whether the game's engine has a search prior
	// (engines.SearchPrior), which Settings.EnginePrior uses.
	Prior bool
	// Current is the game's rules version today (0: unknown). A run of an
	// earlier version is reported apart, under the current one.
	Current int
}

// earlier reports whether r was played under rules older than the game's
// current ones (a summary from before rules versions were recorded counts
// as earlier once the game has a version).
func (r Run) earlier() bool { return r.Current > 0 && r.RulesVersion < r.Current }

// gameLabel names r's game, with its rules version when it is not the
// current one: "toygame, earlier rules".
func (r Run) gameLabel() string {
	switch {
	case !r.earlier():
		return r.Game
	case r.RulesVersion == 0:
		return r.Game + ", earlier rules"
	default:
		return fmt.Sprintf("%s, rules %d", r.Game, r.RulesVersion)
	}
}

// mergeRuns reads summaries and merges those of the same game, rules
// version, players, bots and rotation into one Run each, in the order first
// seen. Summaries
// of one pairing must cover consecutive seeds, each a whole number of
// rotations, so that together they are exactly the games of one longer run.
func mergeRuns(sums []Summary) ([]Run, error) {
	sums = slices.Clone(sums)
	slices.SortStableFunc(sums, func(a, b Summary) int { return cmp.Compare(a.Seed, b.Seed) })
	var runs []Run
	for _, s := range sums {
		i := slices.IndexFunc(runs, func(r Run) bool {
			return r.Game == s.Game && r.RulesVersion == s.RulesVersion && r.Players == s.Players && slices.Equal(r.Bots, s.Bots) &&
				r.Rotate == s.Rotate && slices.Equal(r.Variants, s.Variants)
		})
		if i < 0 {
			runs = append(runs, Run{Summary: own(s), Parts: []Summary{s}})
			continue
		}
		r := &runs[i]
		if s.Seed != r.Seed+uint64(r.Games) || r.Rotate && r.Games%r.Players != 0 {
			return nil, fmt.Errorf("%s %v: seeds %d.. do not continue seeds %d..%d by whole rotations",
				s.Game, s.Bots, s.Seed, r.Seed, r.Seed+uint64(r.Games)-1)
		}
		r.merge(s)
		r.Parts = append(r.Parts, s)
	}
	return runs, nil
}

// own returns s with maps and slices of its own, for merge to change.
func own(s Summary) Summary {
	s.WinsBySeat, s.WinsByBot = slices.Clone(s.WinsBySeat), maps.Clone(s.WinsByBot)
	s.WinRates, s.WinRatesBySeat = slices.Clone(s.WinRates), slices.Clone(s.WinRatesBySeat)
	s.WinRatesByBotSeat, s.ThinkMS = slices.Clone(s.WinRatesByBotSeat), maps.Clone(s.ThinkMS)
	return s
}

// merge adds the games of s, which follow r's, to r. Win counts and mean
// times add up exactly; medians and percentiles cannot be merged, so the
// larger run's are kept.
func (r *Run) merge(s Summary) {
	n0, n1 := float64(r.Games-r.Failures), float64(s.Games-s.Failures)
	if n0+n1 > 0 {
		r.Actions.Mean = (r.Actions.Mean*n0 + s.Actions.Mean*n1) / (n0 + n1)
	}
	r.Actions.Min, r.Actions.Max = min(r.Actions.Min, s.Actions.Min), max(r.Actions.Max, s.Actions.Max)
	r.Games += s.Games
	r.Failures += s.Failures
	r.ElapsedSeconds += s.ElapsedSeconds
	for p := range r.WinsBySeat {
		r.WinsBySeat[p] += s.WinsBySeat[p]
	}
	for b, w := range s.WinsByBot {
		r.WinsByBot[b] += w
	}
	// A summary from before a kind of win rate existed lacks it: the
	// merged run then lacks it too.
	add := func(dst *[]WinRate, src []WinRate) {
		if len(src) != len(*dst) {
			*dst = nil
		}
		for i, w := range *dst {
			(*dst)[i] = withWinRate(w, w.Wins+src[i].Wins, w.Games+src[i].Games)
		}
	}
	add(&r.WinRates, s.WinRates)
	add(&r.WinRatesBySeat, s.WinRatesBySeat)
	add(&r.WinRatesByBotSeat, s.WinRatesByBotSeat)
	for b, t := range s.ThinkMS {
		old := r.ThinkMS[b]
		m := old
		if t.Decisions > old.Decisions {
			m = t
		}
		m.Decisions = old.Decisions + t.Decisions
		if m.Decisions > 0 {
			m.Mean = (old.Mean*float64(old.Decisions) + t.Mean*float64(t.Decisions)) / float64(m.Decisions)
		}
		m.Max = max(old.Max, t.Max)
		r.ThinkMS[b] = m
	}
}

// withWinRate is w with new totals and their rate and interval.
func withWinRate(w WinRate, wins float64, games int) WinRate {
	n := winRate(wins, games)
	n.Bot, n.Seat = w.Bot, w.Seat
	return n
}

// rateOf is bot's win rate in r.
func (r Run) rateOf(bot string) (WinRate, bool) {
	i := slices.IndexFunc(r.WinRates, func(w WinRate) bool { return w.Bot == bot })
	if i < 0 {
		return WinRate{}, false
	}
	return r.WinRates[i], true
}

// pct formats a share as a percentage with one decimal.
func pct(x float64) string { return strconv.FormatFloat(100*x, 'f', 1, 64) + "%" }

// readSummaries decodes the JSON summaries in the named files.
func readSummaries(files []string) ([]Summary, error) {
	var sums []Summary
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, fmt.Errorf("reading a summary: %w", err)
		}
		var s Summary
		if err := json.Unmarshal(data, &s); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		sums = append(sums, s)
	}
	return sums, nil
}

// Machine describes where the figures were measured.
type Machine struct {
	CPU  string // model name
	Go   string
	Date time.Time
}

// thisMachine describes the machine running the report.
func thisMachine() Machine {
	m := Machine{CPU: fmt.Sprintf("%d × unknown CPU", runtime.NumCPU()), Go: runtime.Version(), Date: time.Now().UTC()}
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return m
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), ":"); ok && strings.TrimSpace(k) == "model name" {
			m.CPU = fmt.Sprintf("%d × %s", runtime.NumCPU(), strings.TrimSpace(v))
			break
		}
	}
	return m
}

// levelName is how the report names a bot: "Hard", "Hard with 4 workers",
// "Hard before the workers" (TodaysHard); another ismcts spec as itself.
func levelName(bot string) string {
	switch {
	case bot == TodaysHard, bot == todaysHardBeforePrior:
		return "Hard before the workers"
	case bot == "" || strings.HasPrefix(bot, "ismcts"):
		return bot
	}
	name, workers, parallel := strings.Cut(bot, "*")
	name = strings.ToUpper(name[:1]) + name[1:]
	if parallel {
		return name + " with " + workers + " workers"
	}
	return name
}

// Markers around the hand-written notes of the report, which a new report
// keeps (the reasons for a missed bar, say).
const (
	notesStart = "<!-- notes -->"
	notesEnd   = "<!-- end notes -->"
)

// notes returns the text between the notes markers of a report, or "".
func notes(report string) string {
	_, rest, ok := strings.Cut(report, notesStart+"\n")
	if !ok {
		return ""
	}
	text, _, ok := strings.Cut(rest, notesEnd)
	if !ok {
		return ""
	}
	return text
}

// WriteStrength writes docs/bench/strength.md: every bar of every game with
// its verdict, how each bot fared from each seat, decision times, and the
// commands that produced the figures. note, hand-written, follows the
// verdicts between the notes markers.
func WriteStrength(w io.Writer, runs []Run, m Machine, note string) error {
	var b strings.Builder
	p := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	p("# Bot strength\n\n")
	p("The strength bars: in 2-player head-to-head games with the seats alternated, at least %d games per\n", MinStrengthGames)
	p("game, Hard beats Greedy in at least 70%% of games and Normal beats Random in at least 90%%, in every\n")
	p("game, and Hard beats Normal in more than half. A game won on the tie-break counts for its winner; a\n")
	p("tie that the rules leave shared counts half. Intervals are 95%% Wilson score intervals.\n\n")
	p("Played with `cmd/sim`, this page written by `sim -report` on %s: %s, %s.\n",
		m.Date.Format("2006-01-02 15:04 UTC"), m.CPU, m.Go)
	p("The machine was shared with other work; times are wall-clock, so they are upper bounds (load\n")
	p("averages under Commands).\n\n")

	var games []string
	for _, r := range runs {
		if !slices.Contains(games, r.Game) {
			games = append(games, r.Game)
		}
	}
	// judged is a run the bar judges, with the name its opponent goes by.
	type judged struct {
		Run
		versus string
	}
	// find lists the runs of game that the bar judges, the current rules
	// first.
	find := func(game string, bar Bar) []judged {
		var found []judged
		for _, r := range runs {
			if r.Game == game && r.Players == 2 && r.Rotate && len(r.WinRates) == 2 {
				if _, ok := r.rateOf(bar.Bot); ok {
					for _, versus := range bar.versus(r) {
						if _, ok := r.rateOf(versus); ok {
							found = append(found, judged{r, versus})
							break
						}
					}
				}
			}
		}
		slices.SortStableFunc(found, func(a, b judged) int { return cmp.Compare(b.RulesVersion, a.RulesVersion) })
		return found
	}

	// verdicts writes a row for each bar in each game: the current rules'
	// match ("not measured" until one is played), then any match of earlier
	// rules, which a change of the rules left to be played again.
	verdicts := func(bars []Bar) {
		p("| Game | Match | Games | Win rate | 95%% interval | Bar | Verdict |\n|---|---|---|---|---|---|---|\n")
		for _, g := range games {
			for _, bar := range bars {
				found := find(g, bar)
				if len(found) == 0 || found[0].earlier() {
					// Named as a game with a horizon or a prior would need it.
					versus := bar.versus(Run{Horizon: true, Prior: true})[0]
					p("| %s | %s – %s | 0 | | | %s | not measured |\n", g, levelName(bar.Bot), levelName(versus), bar)
				}
				for _, r := range found {
					w, _ := r.rateOf(bar.Bot)
					verdict := bar.verdict(w, r.Games)
					if r.Failures > 0 {
						verdict += fmt.Sprintf(", %d failed games", r.Failures)
					}
					if r.earlier() {
						verdict += "; superseded by the current rules"
					}
					p("| %s | %s – %s | %d | %s | %s – %s | %s | %s |\n", r.gameLabel(), levelName(bar.Bot), levelName(r.versus),
						w.Games, pct(w.Rate), pct(w.CI95[0]), pct(w.CI95[1]), bar, verdict)
				}
			}
		}
	}
	p("## Verdicts\n\n")
	verdicts(StrengthBars)
	p("\n### The stronger bars\n\n")
	p("The stronger bars, set when the search workers came, ask more of the levels, with the same rules\n")
	p("for games and intervals, in every game: Hard searching with 4 workers (`hard*4`, each with Hard's\n")
	p("whole budget) beats the single-threaded Hard of before the workers in at least 60%% of games, Hard\n")
	p("beats Normal in at least 75%% and Expert beats Hard in more than 55%%. Every search here stops at its work budget, never at a clock, so a match plays the same\n")
	p("games on any machine: `hard*4` against Hard is the match of a 4-core device, where the 4 workers\n")
	p("search at once in the time one Hard takes. Hard has since cut its playouts at the engine's horizon\n")
	p("where the engine has one (Coin & Crown) and used the engine's search prior where it has one (Craft &\n")
	p("Conquer: its first visits steered, and the first actions of each playout greedy); Hard before the\n")
	p("workers is `%s` (before the\n", TodaysHard)
	p("prior, `%s`, the same games where the engine has no prior), which plays the same\n", todaysHardBeforePrior)
	p("games as `hard` in the other games.\n\n")
	verdicts(StrongerBars)
	p("\n%s\n", notesStart)
	if note = strings.TrimSpace(note); note != "" {
		p("%s\n", note)
	}
	p("%s\n", notesEnd)

	p("\n## From each seat\n\n")
	p("How often each bot won from the first and from the second seat (each seat half of its games), and\n")
	p("how often the first seat won whoever played it: what the seat, rather than the bot, is worth.\n\n")
	p("| Game | Match | Bot | from seat 1 | from seat 2 | Seat 1 won |\n|---|---|---|---|---|---|\n")
	for _, r := range runs {
		for _, bot := range botOrder(r) {
			cells := []string{"–", "–"} // not recorded by older summaries
			for _, w := range r.WinRatesByBotSeat {
				if w.Bot == bot && w.Seat != nil && *w.Seat < 2 {
					cells[*w.Seat] = fmt.Sprintf("%s (%s – %s, %d games)", pct(w.Rate), pct(w.CI95[0]), pct(w.CI95[1]), w.Games)
				}
			}
			first := ""
			if len(r.WinRatesBySeat) > 0 {
				first = pct(r.WinRatesBySeat[0].Rate)
			}
			p("| %s | %s | %s | %s | %s | %s |\n", r.gameLabel(), matchName(r), levelName(bot), cells[0], cells[1], first)
		}
	}

	p("\n## Decision time natively\n\n")
	p("Wall-clock time per decision with more than one legal move, over all the matches of a game\n")
	p("(`-parallel` games at once on the 2 cores, so a decision shared its core with another game and\n")
	p("with the machine's other work). Browser (wasm) decisions take about 3× as long; Hard's are measured\n")
	p("in the browser in docs/BENCHMARKS.md.\n\n")
	p("| Game | Level | Decisions | Mean | Longest |\n|---|---|---|---|---|\n")
	for _, g := range games {
		totals := map[string]Timing{}
		var names []string
		for _, r := range runs {
			if r.Game != g {
				continue
			}
			for _, bot := range botOrder(r) {
				t := r.ThinkMS[bot]
				old, seen := totals[bot]
				if !seen {
					names = append(names, bot)
				}
				n := old.Decisions + t.Decisions
				if n > 0 {
					old.Mean = (old.Mean*float64(old.Decisions) + t.Mean*float64(t.Decisions)) / float64(n)
				}
				old.Decisions, old.Max = n, max(old.Max, t.Max)
				totals[bot] = old
			}
		}
		slices.SortFunc(names, func(a, b string) int { return levelRank(a) - levelRank(b) })
		for _, bot := range names {
			t := totals[bot]
			p("| %s | %s | %d | %s | %s |\n", g, levelName(bot), t.Decisions, ms(t.Mean), ms(t.Max))
		}
	}

	p("\n## Commands\n\n")
	p("The commands that played the games above (`sim` is `go build -o bin/sim ./cmd/sim`; each ran under\n")
	p("`nice -n 5`), with the games' mean length, the running time and the machine's 1-minute load average\n")
	p("at the start and end of each (not recorded: –). A match split over several commands continues the\n")
	p("seeds of the one before.\n\n")
	p("| Command | Games | Actions per game | Time | Load average |\n|---|---|---|---|---|\n")
	for _, r := range runs {
		for _, s := range r.Parts {
			load := "–"
			if s.LoadAverage != [2]float64{} {
				load = fmt.Sprintf("%.1f → %.1f", s.LoadAverage[0], s.LoadAverage[1])
			}
			cmd := "–"
			if len(s.Command) > 0 {
				cmd = "`" + strings.Join(s.Command, " ") + "`"
			}
			p("| %s | %d | %.0f | %.0f min | %s |\n", cmd, s.Games, s.Actions.Mean, s.ElapsedSeconds/60, load)
		}
	}
	p("\n`make strength` plays every match in one command of %d games (the same games) and rewrites this\n", MinStrengthGames)
	p("file, keeping the notes under the verdicts.\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// botOrder lists the bots of r as first named.
func botOrder(r Run) []string {
	out := make([]string, 0, len(r.WinRates))
	for _, w := range r.WinRates {
		out = append(out, w.Bot)
	}
	return out
}

// matchName is "Hard – Greedy".
func matchName(r Run) string {
	names := make([]string, len(r.Bots))
	for i, b := range r.Bots {
		names[i] = levelName(b)
	}
	return strings.Join(names, " – ")
}

// levelRank orders bots weakest first, as bots.Names does; unknown names
// last.
func levelRank(bot string) int {
	for i, n := range []string{"random", "greedy", "easy", "normal", "hard", "expert"} {
		if n == bot {
			return i
		}
	}
	return 99
}

// ms formats milliseconds: "0.04 ms", "85 ms", "1.2 s".
func ms(v float64) string {
	switch {
	case v < 1:
		return fmt.Sprintf("%.2f ms", v)
	case v < 1000:
		return fmt.Sprintf("%.0f ms", v)
	}
	return fmt.Sprintf("%.1f s", v/1000)
}
