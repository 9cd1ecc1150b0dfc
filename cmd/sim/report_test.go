package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tabula/engines"
	"tabula/engines/enginetest/toygame"
)

// match simulates a 2-player toygame match with the seats alternated.
func match(bots []string, seed uint64, games int) Summary {
	s := Setup{Game: toygame.Game{}, Players: 2, Bots: bots, Games: games, Seed: seed, Parallel: 2, Rotate: true}
	sum, _ := Simulate(s)
	sum.Command = []string{"sim", "-games", "n"}
	return sum
}

func TestMergeRunsIsOneLongRun(t *testing.T) {
	bots := []string{"greedy", "random"}
	whole := match(bots, 1, 12)
	runs, err := mergeRuns([]Summary{match(bots, 1, 4), match(bots, 5, 8)})
	if err != nil {
		t.Fatal(err)
	}
	if len(runs) != 1 {
		t.Fatalf("%d runs, want the two parts merged", len(runs))
	}
	r := runs[0]
	if r.Games != whole.Games || len(r.Parts) != 2 || r.Parts[0].WinRates[0].Games != 4 {
		t.Fatalf("%d games from %d parts, want %d from 2 parts left as they were", r.Games, len(r.Parts), whole.Games)
	}
	for _, pair := range [][2][]WinRate{{r.WinRates, whole.WinRates}, {r.WinRatesBySeat, whole.WinRatesBySeat}, {r.WinRatesByBotSeat, whole.WinRatesByBotSeat}} {
		got, want := pair[0], pair[1]
		if len(got) != len(want) {
			t.Fatalf("%d win rates, want %d", len(got), len(want))
		}
		for i := range got {
			if got[i].Wins != want[i].Wins || got[i].Games != want[i].Games || got[i].CI95 != want[i].CI95 {
				t.Errorf("merged %+v, one run %+v", got[i], want[i])
			}
		}
	}
	if r.ThinkMS["greedy"].Decisions != whole.ThinkMS["greedy"].Decisions {
		t.Errorf("%d greedy decisions merged, %d in one run", r.ThinkMS["greedy"].Decisions, whole.ThinkMS["greedy"].Decisions)
	}

	for _, bad := range [][]Summary{
		{match(bots, 1, 4), match(bots, 6, 4)}, // a gap in the seeds
		{match(bots, 1, 3), match(bots, 4, 4)}, // the second part starts mid-rotation
	} {
		if _, err := mergeRuns(bad); err == nil {
			t.Errorf("merged seeds %d+%d and %d..", bad[0].Seed, bad[0].Games, bad[1].Seed)
		}
	}
	// A summary from before the per-seat rates: the merged run has none.
	old := match(bots, 1, 4)
	old.WinRatesByBotSeat = nil
	mixed, err := mergeRuns([]Summary{old, match(bots, 5, 4)})
	if err != nil || mixed[0].WinRatesByBotSeat != nil || mixed[0].WinRates[0].Games != 8 {
		t.Fatalf("merging an older summary: %+v, %v", mixed, err)
	}
	other, err := mergeRuns([]Summary{match(bots, 1, 4), match([]string{"random", "greedy"}, 1, 4)})
	if err != nil || len(other) != 2 {
		t.Fatalf("different matches: %d runs, %v", len(other), err)
	}
}

func TestWriteStrengthVerdicts(t *testing.T) {
	// Greedy beats Random at toygame nearly always; calling them "hard" and
	// "greedy" makes them meet the first bar, and the same pair as
	// "normal" and "random" tests the 90% bar on a match of 40 games.
	strong := match([]string{"greedy", "random"}, 1, 40)
	if w := strong.WinRates[0].Rate; w < 0.9 {
		t.Skipf("greedy won only %.0f%% of toygames; the verdicts below assume more", 100*w)
	}
	rename := func(s Summary, a, b string) Summary { return renamed(t, s, a, b) }
	runs, err := mergeRuns([]Summary{
		rename(strong, "hard", "greedy"),
		rename(strong, "normal", "hard"), // "hard" loses to "normal"
	})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	m := Machine{CPU: "2 × Test CPU", Go: "go1.x", Date: time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)}
	if err := WriteStrength(&b, runs, m, "Why a bar was missed."); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"2026-11-21 10:00 UTC: 2 × Test CPU, go1.x.",
		"| toygame | Hard – Greedy | 40 |",
		"| ≥ 70% | **met** (the whole interval); 40 of the 200 games |",
		"| toygame | Normal – Random | 0 | | | ≥ 90% | not measured |",
		"| toygame | Hard – Normal | 40 |",
		"| > 50% | **missed** (the whole interval); 40 of the 200 games |",
		"### The stronger bars",
		"| ≥ 75% | **missed** (the whole interval); 40 of the 200 games |",
		"| toygame | Expert – Hard | 0 | | | > 55% | not measured |",
		"| toygame | Hard with 4 workers – Hard before the workers | 0 | | | ≥ 60% | not measured |",
		"Why a bar was missed.",
		"sim -games n",
		"| toygame | Hard | ",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the report lacks %q:\n%s", want, out)
		}
	}
}

// TestWriteStrengthRulesVersions checks that a match played again under
// new rules is kept apart from the old one: the current rules' row first,
// the earlier rules' below it marked superseded, and a bar measured only
// under earlier rules "not measured".
func TestWriteStrengthRulesVersions(t *testing.T) {
	strong := renamed(t, match([]string{"greedy", "random"}, 1, 40), "hard", "greedy")
	old, now := strong, strong
	old.RulesVersion, now.RulesVersion = 0, 3
	oldOther := renamed(t, match([]string{"greedy", "random"}, 1, 40), "normal", "random")
	oldOther.RulesVersion = 2
	runs, err := mergeRuns([]Summary{old, now, oldOther})
	if err != nil {
		t.Fatal(err)
	}
	if len(runs) != 3 {
		t.Fatalf("%d runs, want the two rules versions of Hard – Greedy apart", len(runs))
	}
	for i := range runs {
		runs[i].Current = 3
	}
	var b bytes.Buffer
	if err := WriteStrength(&b, runs, Machine{}, ""); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	current := strings.Index(out, "| toygame | Hard – Greedy | 40 |")
	earlier := strings.Index(out, "| toygame, earlier rules | Hard – Greedy | 40 |")
	if current < 0 || earlier < current {
		t.Errorf("want the current rules' Hard – Greedy, then the earlier rules':\n%s", out)
	}
	for _, want := range []string{
		"; 40 of the 200 games; superseded by the current rules |",
		"| toygame | Normal – Random | 0 | | | ≥ 90% | not measured |\n| toygame, rules 2 | Normal – Random | 40 |",
		"| toygame, rules 2 | Normal – Random | Normal |",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the report lacks %q:\n%s", want, out)
		}
	}
}

// renamed is s with its bots "greedy" and "random" named a and b.
func renamed(t *testing.T, s Summary, a, b string) Summary {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var c Summary
	text := strings.NewReplacer(`"greedy"`, `"`+a+`"`, `"random"`, `"`+b+`"`).Replace(string(data))
	if err := json.Unmarshal([]byte(text), &c); err != nil {
		t.Fatal(err)
	}
	return c
}

// TestTodaysHard checks the first of the stronger bars: where the engine
// has a playout horizon or a search prior only a match against Hard before
// the workers counts (by its name from before the prior too, where the engine
// has no prior), elsewhere one against "hard" does too.
func TestTodaysHard(t *testing.T) {
	played := match([]string{"greedy", "random"}, 1, 40)
	m := Machine{CPU: "2 × Test CPU", Go: "go1.x", Date: time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)}
	const found = "| toygame | Hard with 4 workers – Hard before the workers | 40 |"
	const missing = "| toygame | Hard with 4 workers – Hard before the workers | 0 | | | ≥ 60% | not measured |"
	tests := []struct {
		versus         string
		horizon, prior bool
		want           string
	}{
		{"hard", false, false, "| toygame | Hard with 4 workers – Hard | 40 |"},
		{TodaysHard, false, false, found},
		{TodaysHard, true, false, found},
		{TodaysHard, false, true, found},
		{TodaysHard, true, true, found},
		{todaysHardBeforePrior, false, false, found},
		{todaysHardBeforePrior, true, false, found},
		{todaysHardBeforePrior, false, true, missing},
		{"hard", true, false, missing},
		{"hard", false, true, missing},
	}
	for _, tt := range tests {
		runs, err := mergeRuns([]Summary{renamed(t, played, "hard*4", tt.versus)})
		if err != nil {
			t.Fatal(err)
		}
		runs[0].Horizon, runs[0].Prior = tt.horizon, tt.prior
		var b bytes.Buffer
		if err := WriteStrength(&b, runs, m, ""); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), tt.want) {
			t.Errorf("against %q, horizon %v, prior %v: the report lacks %q:\n%s", tt.versus, tt.horizon, tt.prior, tt.want, b.String())
		}
	}
}

// tunedGame is toygame whose states are a PlayoutHorizon and a
// SearchPrior.
type tunedGame struct{ toygame.Game }

func (tunedGame) Info() engines.Info {
	info := toygame.Game{}.Info()
	info.ID = "tuned"
	return info
}

func (g tunedGame) New(cfg engines.Config) (engines.State, error) {
	s, err := g.Game.New(cfg)
	if err != nil {
		return nil, err
	}
	return tunedState{s.(*toygame.State)}, nil
}

type tunedState struct{ *toygame.State }

func (tunedState) PlayoutHorizon() int    { return 4 }
func (tunedState) SearchPrior() float64   { return 1 }
func (tunedState) GreedyPlayout() int     { return 2 }
func (s tunedState) Clone() engines.State { return tunedState{s.State.Clone().(*toygame.State)} }

// TestEngineTuning: the report says a game's search is tuned by its
// engine where the game's states have a playout horizon or a search prior.
func TestEngineTuning(t *testing.T) {
	games := []engines.Game{toygame.Game{}, tunedGame{}}
	for id, want := range map[string][2]bool{"toygame": {false, false}, "tuned": {true, true}} {
		if h, p, err := engineTuning(games, id, 2); err != nil || h != want[0] || p != want[1] {
			t.Errorf("engineTuning(%s) = %v, %v, %v; want %v", id, h, p, err, want)
		}
	}
	if _, _, err := engineTuning(games, "chess", 2); err == nil {
		t.Error("an unknown game has no error")
	}
	if _, _, err := engineTuning(games, "toygame", 9); err == nil {
		t.Error("a player count the game does not seat has no error")
	}
}

func TestRunReport(t *testing.T) {
	dir := t.TempDir()
	data, _ := json.Marshal(match([]string{"greedy", "random"}, 1, 4))
	file := filepath.Join(dir, "a.json")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"-report", file}, testGames, &stdout, &stderr); code != 0 || !strings.Contains(stdout.String(), "# Bot strength") {
		t.Fatalf("exit %d, stderr %q, report %q", code, stderr.String(), stdout.String())
	}
	// -out keeps the notes of the file it replaces.
	md := filepath.Join(dir, "strength.md")
	old := "old figures\n" + notesStart + "\nWhy a bar was missed.\n" + notesEnd + "\nmore old figures\n"
	if err := os.WriteFile(md, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	if code := run([]string{"-report", "-out", md, file}, testGames, &stdout, &stderr); code != 0 {
		t.Fatalf("-out: exit %d, stderr %q", code, stderr.String())
	}
	got, _ := os.ReadFile(md)
	if n := notes(string(got)); n != "Why a bar was missed.\n" || strings.Contains(string(got), "old figures") {
		t.Errorf("-out wrote %q", got)
	}
	for _, args := range [][]string{{"-report"}, {"-report", filepath.Join(dir, "missing.json")}, {"-report", "-out", filepath.Join(dir, "no", "such", "dir.md"), file}} {
		stdout.Reset()
		if code := run(args, testGames, &stdout, &stderr); code != 1 {
			t.Errorf("%v: exit %d, want 1", args, code)
		}
	}
}

func TestBarVerdict(t *testing.T) {
	bar := Bar{Bot: "hard", Versus: "greedy", Rate: 0.70, AtLeast: true}
	tests := []struct {
		wins  float64
		games int
		want  string
	}{
		{190, 200, "**met** (the whole interval)"},
		{150, 200, "**met** (not the whole interval)"},
		{136, 200, "**missed** (not the whole interval)"},
		{100, 200, "**missed** (the whole interval)"},
		{7, 10, "**open**: the interval spans the bar; 10 of the 200 games"},
		{40, 40, "**met** (the whole interval); 40 of the 200 games"},
		{5, 40, "**missed** (the whole interval); 40 of the 200 games"},
	}
	for _, tt := range tests {
		if got := bar.verdict(winRate(tt.wins, tt.games), tt.games); got != tt.want {
			t.Errorf("%v of %d: %q, want %q", tt.wins, tt.games, got, tt.want)
		}
	}
}
