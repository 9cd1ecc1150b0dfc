package main

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"tabula/engines"
	"tabula/engines/catalog"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/enginetest/toys"
)

// TestHeldByEveryEngine plays a random game of every game (the shipped
// ones and the toy engines) with -records and checks that an engine that
// names components (engines.Holdings) names some for every seat, that the
// summary's records point at them, and that a game without Holdings has
// records that hold nothing.
func TestHeldByEveryEngine(t *testing.T) {
	holding := 0
	for _, g := range toys.AndCatalog() {
		t.Run(g.Info().ID, func(t *testing.T) {
			s := Setup{Game: g, Players: 2, Games: 1, Seed: 3, Parallel: 1, Bots: []string{"random", "random"}, Records: true}
			sum, fails := Simulate(s)
			if len(fails) > 0 {
				t.Fatal(fails[0])
			}
			if len(sum.Records) != 1 || len(sum.Categories) == 0 || sum.RulesVersion != g.Info().RulesVersion {
				t.Fatalf("records %d, categories %v, rules %d", len(sum.Records), sum.Categories, sum.RulesVersion)
			}
			r := sum.Records[0]
			if len(r.Points) != 2 || len(r.Winners) == 0 {
				t.Errorf("record %+v", r)
			}
			st, _ := g.New(engines.Config{Players: 2, Seed: 3})
			if _, ok := st.(engines.Holdings); !ok {
				if len(sum.Components) != 0 || slices.ContainsFunc(r.Held, func(h []int) bool { return len(h) > 0 }) {
					t.Errorf("a game without Holdings has components %q, held %v", sum.Components, r.Held)
				}
				return
			}
			holding++
			if len(r.Held) != 2 {
				t.Errorf("record %+v", r)
			}
			for p, held := range r.Held {
				if len(held) == 0 {
					t.Errorf("seat %d held nothing", p)
				}
				for _, k := range held {
					if k < 0 || k >= len(sum.Components) || !strings.Contains(sum.Components[k], ": ") {
						t.Errorf("seat %d: component %d of %q", p, k, sum.Components)
					}
				}
			}
		})
	}
	if holding == 0 {
		t.Error("no game names the components its seats hold")
	}
}

// balanceSummary is a summary of games of a made-up game with categories
// A and B, where "Kind: Both" is held by both seats, "Kind: Strong" by the
// winner of three games in four, bringing it most of its points in B, and
// "Other: Weak" by the other seats.
func balanceSummary(games int, seed uint64) Summary {
	s := Summary{Game: "made-up", Players: 2, RulesVersion: 2, Bots: []string{"normal", "normal"},
		Categories: []string{"A", "B"}, Components: []string{"Kind: Both", "Kind: Strong", "Other: Weak"},
		Command: []string{"sim", "-records"}, ElapsedSeconds: 60}
	for i := range games {
		w := i % 2
		r := GameRecord{Seed: seed + uint64(i), Bots: s.Bots, Winners: []int{w},
			Scores: make([]int, 2), Points: make([][]int, 2), Held: make([][]int, 2)}
		strong := i%4 != 3
		for p := range 2 {
			r.Points[p] = []int{10, 0}
			r.Held[p] = []int{0, 2}
			switch {
			case p == w && strong:
				r.Points[p] = []int{5, 20}
				r.Held[p] = []int{0, 1}
			case p == w:
				r.Points[p] = []int{10, 10}
			}
			r.Scores[p] = r.Points[p][0] + r.Points[p][1]
		}
		s.Records = append(s.Records, r)
	}
	return s
}

func TestBalance(t *testing.T) {
	sets, err := balanceSets([]Summary{balanceSummary(28, 1), balanceSummary(32, 29)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(sets) != 1 || len(sets[0].Records) != 60 || len(sets[0].Commands) != 2 {
		t.Fatalf("sets %+v", sets)
	}
	g := sets[0].Balance()
	if g.Games != 60 || math.Abs(g.WinnerShare[1]-1050.0/1425) > 1e-9 {
		t.Errorf("games %d, winners' share %v", g.Games, g.WinnerShare)
	}
	byName := map[string]ComponentBalance{}
	for _, c := range g.Components {
		byName[c.Name] = c
	}
	tests := []struct {
		name      string
		taken     int
		holders   int
		rate      float64
		over      bool
		verdictIs string
	}{
		{"Both", 60, 120, 0.5, false, "within the bars"},
		{"Strong", 45, 45, 1, true, "**over the bar**"},
		{"Weak", 60, 75, 0.2, false, "within the bars; weak"},
	}
	for _, tt := range tests {
		c, ok := byName[tt.name]
		if !ok {
			t.Errorf("%s: not measured", tt.name)
			continue
		}
		if c.Taken != tt.taken || c.Held.Games != tt.holders || c.Held.Rate != tt.rate || c.Over != tt.over ||
			!strings.HasPrefix(c.Verdict, tt.verdictIs) {
			t.Errorf("%s: taken %d, holders %d, rate %v, over %v, %q; want %d, %d, %v, %v, %q…",
				tt.name, c.Taken, c.Held.Games, c.Held.Rate, c.Over, c.Verdict, tt.taken, tt.holders, tt.rate, tt.over, tt.verdictIs)
		}
	}
	// The winning holders of Strong score 20 of 25 in B, the others half.
	if s := byName["Strong"]; math.Abs(s.Share[1]-0.8) > 1e-9 || s.Others[1] != 0.5 ||
		!strings.Contains(s.Verdict, "B: 80.0% of its winning holders' points (other winners 50.0%)") {
		t.Errorf("Strong: share %v, others %v, %q", s.Share, s.Others, s.Verdict)
	}
	if d := byName["Strong"].Diff; d[0] != -5 || d[1] != 18 {
		t.Errorf("Strong: holders less others %v, want [-5 18]", d)
	}
}

// TestBalancePeers judges a component that is a share of the score against
// its peers: in 60 games the winner completes "Big" (40 games) or "Bigger"
// (20), both 4-point cards, and in half the games "High", a 1-point card
// whose only peer "Low" the loser completes every game. Big and Bigger win
// every game, as their peers do, so they are within the bars, where the 60%
// bar alone would put both over it; High wins every game against Low's none.
func TestBalancePeers(t *testing.T) {
	s := Summary{Game: "made-up", Players: 2, RulesVersion: 1, Bots: []string{"normal", "normal"},
		Categories: []string{"Objectives"}, Command: []string{"sim", "-records"},
		Components: []string{"Objective completed: Big", "Objective completed: Bigger", "Objective completed: High", "Objective completed: Low", "Faction: Plain"}}
	for i := range 60 {
		w := i % 2
		r := GameRecord{Seed: uint64(i + 1), Bots: s.Bots, Winners: []int{w}, Scores: []int{0, 0},
			Points: [][]int{{0}, {0}}, Held: [][]int{{4}, {4}}}
		r.Held[w] = append(r.Held[w], []int{0, 0, 1}[i%3])
		if i%4 < 2 {
			r.Held[w] = append(r.Held[w], 2)
		}
		r.Held[1-w] = append(r.Held[1-w], 3)
		s.Records = append(s.Records, r)
	}
	points := map[string]string{"Big": "4-point Objectives", "Bigger": "4-point Objectives", "High": "1-point Objectives", "Low": "1-point Objectives"}
	peer := func(c string) string { return points[strings.TrimPrefix(c, "Objective completed: ")] }
	sets, err := balanceSets([]Summary{s}, nil)
	if err != nil {
		t.Fatal(err)
	}
	alone := sets[0].Balance()
	sets[0].Peer = peer
	judged := sets[0].Balance()
	tests := []struct {
		name            string
		overAlone, over bool
		verdictIs       string
	}{
		{"Big", true, false, "within the bars (judged against the other 4-point Objectives: 100.0% of 20, so 110.0%)"},
		{"Bigger", true, false, "within the bars (judged against the other 4-point Objectives: 100.0% of 40, so 110.0%)"},
		{"High", true, true, "**over the bar**: holders win more than 10.0% (the whole interval) (judged against the other 1-point Objectives: 0.0% of 60, so 10.0%)"},
		{"Low", false, false, "within the bars; weak: holders win less than 90.0% (the whole interval) (judged against the other 1-point Objectives: 100.0% of 30, so 110.0%)"},
		{"Plain", false, false, "within the bars"},
	}
	for _, tt := range tests {
		a := alone.Components[slices.IndexFunc(alone.Components, func(c ComponentBalance) bool { return c.Name == tt.name })]
		j := judged.Components[slices.IndexFunc(judged.Components, func(c ComponentBalance) bool { return c.Name == tt.name })]
		if a.Over != tt.overAlone || j.Over != tt.over || j.Verdict != tt.verdictIs {
			t.Errorf("%s: over %v alone, %v with peers, %q; want %v, %v, %q", tt.name, a.Over, j.Over, j.Verdict, tt.overAlone, tt.over, tt.verdictIs)
		}
	}
}

// peeredGame is toygame with balance peers: "Kind: Strong" and
// "Kind: Both" are peers.
type peeredGame struct{ toygame.Game }

func (peeredGame) Info() engines.Info {
	info := toygame.Game{}.Info()
	info.ID = "made-up"
	return info
}

func (peeredGame) BalanceGames() int { return 0 }

func (peeredGame) BalancePeer(c string) string {
	if strings.HasPrefix(c, "Kind: ") {
		return "Kinds"
	}
	return ""
}

// TestBalancePeersFromTheGame: a game that is an engines.Balance gives its
// sets their peer groups; another game's sets have none.
func TestBalancePeersFromTheGame(t *testing.T) {
	sets, err := balanceSets([]Summary{balanceSummary(4, 1)}, []engines.Game{toygame.Game{}, peeredGame{}})
	if err != nil || len(sets) != 1 || sets[0].Peer == nil {
		t.Fatalf("sets %+v, %v", sets, err)
	}
	if got := sets[0].Peer("Kind: Strong"); got != "Kinds" {
		t.Errorf("Kind: Strong has peers %q", got)
	}
	sets, _ = balanceSets([]Summary{balanceSummary(4, 1)}, []engines.Game{toygame.Game{}})
	if sets[0].Peer != nil {
		t.Error("a game with no peer groups has some")
	}
}

func TestBalanceSetsRefuseSeedTwice(t *testing.T) {
	if _, err := balanceSets([]Summary{balanceSummary(4, 1), balanceSummary(4, 3)}, nil); err == nil {
		t.Error("seeds 3 and 4 counted twice without an error")
	}
}

// TestBalanceVersions keeps each rules version of a game apart, the latest
// first.
func TestBalanceVersions(t *testing.T) {
	old, now := balanceSummary(4, 1), balanceSummary(4, 1)
	now.RulesVersion = 3
	sets, err := balanceSets([]Summary{old, now}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(sets) != 2 || sets[0].RulesVersion != 3 || sets[1].RulesVersion != 2 {
		t.Errorf("sets %+v", sets)
	}
}

func TestWriteBalance(t *testing.T) {
	sets, err := balanceSets([]Summary{balanceSummary(40, 1)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	m := Machine{CPU: "2 × test CPU", Go: "go1.test", Date: time.Date(2026, 11, 26, 1, 0, 0, 0, time.UTC)}
	if err := WriteBalance(&b, sets, []string{"made-up", "unplayed"}, m, "A hand-written note."); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"| made-up | 2 | 40 | 3 | Strong |",
		"| unplayed | | 0 | | not measured |",
		"<!-- notes -->\nA hand-written note.\n<!-- end notes -->",
		"| B | 73.7% |",
		"| Kind: Strong | 75.0% | 30 | 100.0% |",
		"B +18.0, A −5.0",
		"    sim -records\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
}

// TestBalanceFromCommandLine plays games of the first shipped game that
// names its components with -records and reads them back with -balance.
func TestBalanceFromCommandLine(t *testing.T) {
	dir := t.TempDir()
	var out, errb bytes.Buffer
	games := catalog.All()
	i := slices.IndexFunc(games, func(g engines.Game) bool {
		st, err := g.New(engines.Config{Players: 2, Seed: 1})
		_, ok := st.(engines.Holdings)
		return err == nil && ok
	})
	if i < 0 {
		t.Skip("no shipped game names its components")
	}
	id := games[i].Info().ID
	if code := run([]string{"-game", id, "-players", "2", "-games", "2", "-bots", "random,random", "-rotate", "-records"}, games, &out, &errb); code != 0 {
		t.Fatalf("play: %d %s", code, errb.String())
	}
	var sum Summary
	if err := json.Unmarshal(out.Bytes(), &sum); err != nil || len(sum.Records) != 2 {
		t.Fatalf("summary: %v, %d records", err, len(sum.Records))
	}
	file := dir + "/" + id + ".json"
	if err := os.WriteFile(file, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	report := dir + "/balance.md"
	if code := run([]string{"-balance", "-out", report, file}, games, &out, &errb); code != 0 {
		t.Fatalf("report: %d %s", code, errb.String())
	}
	data, err := os.ReadFile(report)
	text := string(data)
	if err != nil || !strings.Contains(text, "## "+id+", rules version") ||
		!slices.ContainsFunc(strings.Split(text, "\n"), func(l string) bool { return strings.HasPrefix(l, "| "+sum.Components[0]) }) {
		t.Errorf("report (%v):\n%s", err, text)
	}
}
