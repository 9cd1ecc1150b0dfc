package bots

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"runtime"
	"slices"
	"testing"

	"tabula/engines"
	"tabula/engines/enginetest/toygame"
)

// TestRootChoiceIsBest: in every engine, at every point of a search (tiny
// budgets, where visits tie and the value decides, as well as larger ones;
// an analysis; a one-shot bot), the Choice of the search's
// Root, of the merge of that root alone, and of the root after a JSON round
// trip is the index of Best in Legal.
func TestRootChoiceIsBest(t *testing.T) {
	sets := []struct {
		name string
		set  Settings
		step int
	}{
		{"tiny", Settings{Budget: 60, Exploration: 0.7, PlayoutDepth: 250, WinWeight: 0.5}, 1},
		{"depth", Settings{Budget: 400, Exploration: 1, PlayoutDepth: 4, WinWeight: 0.3}, 3},
		{"decided", Settings{Budget: 3000, Exploration: 0.7, PlayoutDepth: 250, WinWeight: 0.5, StopWhenDecided: true}, 40},
	}
	check := func(t *testing.T, what string, sr *Search) {
		t.Helper()
		root := sr.Root()
		if len(root.Actions) != len(sr.Legal()) || root.Seat != sr.Seat() || root.Iterations != sr.Iterations() {
			t.Fatalf("%s: root of seat %d, %d actions, %d iterations; search of seat %d, %d legal, %d iterations",
				what, root.Seat, len(root.Actions), root.Iterations, sr.Seat(), len(sr.Legal()), sr.Iterations())
		}
		i := root.Choice()
		if i < 0 || sr.Legal()[i] != sr.Best() || root.Actions[i].Action != sr.Best() {
			t.Fatalf("%s: choice %d of %+v, Best %+v", what, i, root.Actions, sr.Best())
		}
		merged, err := MergeRoots(root)
		if err != nil || !reflect.DeepEqual(merged, root) {
			t.Fatalf("%s: the merge of one root %+v (%v), want %+v", what, merged, err, root)
		}
		b, err := json.Marshal(root)
		if err != nil {
			t.Fatal(err)
		}
		var back RootStats
		if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back, root) {
			t.Fatalf("%s: JSON round trip %+v (%v), want %+v", what, back, err, root)
		}
	}
	for _, g := range allGames() {
		for _, start := range []int{2, 30} {
			s := livePosition(t, g, g.Info().MinPlayers, uint64(start), start)
			if s.Over() {
				continue
			}
			seat := s.ToMove()
			for _, c := range sets {
				what := fmt.Sprintf("%s after %d moves, %s", g.Info().ID, start, c.name)
				sr, err := NewISMCTS("x", uint64(start), c.set).Start(s, seat)
				if err != nil {
					t.Fatal(err)
				}
				check(t, what+", fresh", sr)
				for !sr.Step(c.step) {
					check(t, fmt.Sprintf("%s, %d iterations", what, sr.Iterations()), sr)
				}
				check(t, what+", done", sr)
			}
			an, err := StartAnalysisWith(sets[0].set, s, s.Legal()[len(s.Legal())-1], 3)
			if err != nil {
				t.Fatal(err)
			}
			for !an.Step(1) {
				check(t, fmt.Sprintf("%s after %d moves, analysis", g.Info().ID, start), an)
			}
			for _, name := range []string{"random", "greedy"} {
				sr, err := Start(mustNew(t, name, 5), s, seat)
				if err != nil {
					t.Fatal(err)
				}
				check(t, name+" before its step", sr)
				sr.Step(1)
				check(t, name, sr)
			}
		}
	}
}

// TestMergeRoots: visits add up, means are weighted by the iterations
// behind them, and the choice follows Best's rule; roots of different
// positions are refused.
func TestMergeRoots(t *testing.T) {
	a := func(kind uint8) engines.Action { return engines.Action{Kind: kind} }
	st := func(kind uint8, visits int, value, win float64) ActionStats {
		return ActionStats{Action: a(kind), Visits: visits, Value: value, Win: win}
	}
	root := func(iterations int, actions ...ActionStats) RootStats {
		return RootStats{Seat: 1, Iterations: iterations, Actions: actions}
	}
	tests := []struct {
		name   string
		roots  []RootStats
		want   RootStats
		choice int
	}{
		{
			name:  "visits add up, means weighted",
			roots: []RootStats{root(4, st(1, 3, 0.5, 0.25), st(2, 1, 1, 1)), root(6, st(1, 1, 0.1, 1), st(2, 5, 0.4, 0))},
			want:  root(10, st(1, 4, 0.75*0.5+0.25*0.1, 0.75*0.25+0.25*1), st(2, 6, 1.0/6+5.0/6*0.4, 1.0/6)),
			// 6 visits beat 4.
			choice: 1,
		},
		{
			name:   "a tie in visits goes to the greater value",
			roots:  []RootStats{root(2, st(1, 1, 0.2, 0), st(2, 1, 0.3, 0)), root(2, st(1, 1, 0.2, 0), st(2, 1, 0.3, 0))},
			want:   root(4, st(1, 2, 0.2, 0), st(2, 2, 0.3, 0)),
			choice: 1,
		},
		{
			name:   "a tie in visits and value goes to the first",
			roots:  []RootStats{root(1, st(1, 0, 0, 0), st(2, 1, 0.5, 0), st(3, 1, 0.5, 0))},
			want:   root(1, st(1, 0, 0, 0), st(2, 1, 0.5, 0), st(3, 1, 0.5, 0)),
			choice: 1,
		},
		{
			name:   "an action without iterations ranks below a zero value",
			roots:  []RootStats{root(1, st(1, 0, 0, 0), st(2, 1, 0, 0))},
			want:   root(1, st(1, 0, 0, 0), st(2, 1, 0, 0)),
			choice: 1,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := MergeRoots(tc.roots...)
			if err != nil {
				t.Fatal(err)
			}
			if got.Seat != tc.want.Seat || got.Iterations != tc.want.Iterations || len(got.Actions) != len(tc.want.Actions) {
				t.Fatalf("merged %+v, want %+v", got, tc.want)
			}
			for i, g := range got.Actions {
				w := tc.want.Actions[i]
				if g.Action != w.Action || g.Visits != w.Visits ||
					math.Abs(g.Value-w.Value) > 1e-12 || math.Abs(g.Win-w.Win) > 1e-12 {
					t.Errorf("action %d: %+v, want %+v", i, g, w)
				}
			}
			if c := got.Choice(); c != tc.choice {
				t.Errorf("choice %d, want %d", c, tc.choice)
			}
		})
	}
	one := root(1, st(1, 1, 0, 0), st(2, 0, 0, 0))
	bad := map[string][]RootStats{
		"none":          nil,
		"other seat":    {one, {Seat: 0, Actions: one.Actions}},
		"fewer actions": {one, root(1, st(1, 1, 0, 0))},
		"other action":  {one, root(1, st(1, 1, 0, 0), st(3, 0, 0, 0))},
	}
	for name, roots := range bad {
		if _, err := MergeRoots(roots...); !errors.Is(err, ErrRootsDiffer) {
			t.Errorf("%s: %v, want ErrRootsDiffer", name, err)
		}
	}
	if c := (RootStats{}).Choice(); c != -1 {
		t.Errorf("the choice of no actions is %d", c)
	}
}

// TestWorkerSeed: worker 0 has the bot's seed; the others have seeds of
// their own, different across workers and bot seeds.
func TestWorkerSeed(t *testing.T) {
	seen := map[uint64]string{}
	for _, seed := range []uint64{0, 1, 2, 1 << 63} {
		if got := WorkerSeed(seed, 0); got != seed {
			t.Errorf("worker 0 of seed %d has seed %d", seed, got)
		}
		for k := range 16 {
			s := WorkerSeed(seed, k)
			if s != WorkerSeed(seed, k) {
				t.Fatalf("seed %d worker %d: two seeds", seed, k)
			}
			if prev, ok := seen[s]; ok && k > 0 {
				t.Errorf("seed %d worker %d has the seed of %s", seed, k, prev)
			}
			seen[s] = fmt.Sprintf("seed %d worker %d", seed, k)
		}
	}
}

// quickSettings is a small budget for whole games in tests.
var quickSettings = Settings{Budget: 1500, Exploration: 0.7, PlayoutDepth: 250, WinWeight: 0.5, StopWhenDecided: true}

// playMoves plays up to n moves of g (2 players, game seed 5) with the
// given bots and returns them.
func playMoves(t *testing.T, g engines.Game, n int, seats []Bot) []engines.Action {
	t.Helper()
	s, err := g.New(engines.Config{Players: len(seats), Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	var log []engines.Action
	for len(log) < n && !s.Over() {
		a, err := seats[s.ToMove()].Choose(s, s.ToMove())
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		log = append(log, a)
	}
	return log
}

// TestParallelOneWorker: in every engine, a parallel bot with one worker
// makes exactly the ISMCTS bot's choices, decision after decision.
func TestParallelOneWorker(t *testing.T) {
	for _, g := range allGames() {
		t.Run(g.Info().ID, func(t *testing.T) {
			want := playMoves(t, g, 6, []Bot{NewISMCTS("x", 3, quickSettings), NewISMCTS("x", 4, quickSettings)})
			got := playMoves(t, g, 6, []Bot{NewParallel("x", 3, quickSettings, 1), NewParallel("x", 4, quickSettings, 0)})
			if !slices.Equal(got, want) {
				t.Errorf("one worker played\n%v\nISMCTS\n%v", got, want)
			}
		})
	}
}

// TestParallelDeterministic: in every engine, a parallel bot with three
// workers plays the same moves twice, with one thread or two, and its
// workers search differently (their trees differ).
func TestParallelDeterministic(t *testing.T) {
	for _, g := range allGames() {
		t.Run(g.Info().ID, func(t *testing.T) {
			game := func(procs int) []engines.Action {
				defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
				return playMoves(t, g, 4, []Bot{NewParallel("x", 3, quickSettings, 3), NewParallel("x", 4, quickSettings, 3)})
			}
			a := game(2)
			if b := game(2); !slices.Equal(a, b) {
				t.Errorf("two runs:\n%v\n%v", a, b)
			}
			if b := game(1); !slices.Equal(a, b) {
				t.Errorf("two threads, then one:\n%v\n%v", a, b)
			}
			s := choicePosition(t, g, 2, 9, 1)
			workers, err := NewParallel("x", 3, quickSettings, 3).StartWorkers(s, s.ToMove())
			if err != nil {
				t.Fatal(err)
			}
			trees := map[string]bool{}
			for _, sr := range workers {
				for !sr.Step(1 << 30) {
				}
				trees[visits(sr)] = true
			}
			if len(trees) != len(workers) {
				t.Errorf("%d workers grew %d different trees", len(workers), len(trees))
			}
		})
	}
}

// TestStartWorker: a worker started on its own (as a Web Worker would) is
// the parallel bot's worker of the same index in its first decision.
func TestStartWorker(t *testing.T) {
	s := randomPosition(t, toygame.Game{}, 3, 2, 4)
	seat := s.ToMove()
	workers, err := NewParallel("x", 11, quickSettings, 4).StartWorkers(s, seat)
	if err != nil {
		t.Fatal(err)
	}
	var roots []RootStats
	for k, want := range workers {
		sr, err := StartWorker(quickSettings, 11, k, s, seat)
		if err != nil {
			t.Fatal(err)
		}
		for !sr.Step(7) {
		}
		for !want.Step(1 << 30) {
		}
		if got, w := visits(sr), visits(want); got != w {
			t.Errorf("worker %d: tree\n%s\nwant\n%s", k, got, w)
		}
		roots = append(roots, sr.Root())
	}
	m, err := MergeRoots(roots...)
	if err != nil {
		t.Fatal(err)
	}
	a, err := NewParallel("x", 11, quickSettings, 4).Choose(s, seat)
	if err != nil || m.Actions[m.Choice()].Action != a {
		t.Errorf("merged workers chose %+v; Choose %+v (%v)", m.Actions[m.Choice()].Action, a, err)
	}
	if _, err := StartWorker(quickSettings, 11, 0, s, (seat+1)%3); !errors.Is(err, ErrNotToMove) {
		t.Errorf("a worker for a seat not to move: %v", err)
	}
	if _, err := NewParallel("x", 1, quickSettings, 2).Choose(s, (seat+1)%3); !errors.Is(err, ErrNotToMove) {
		t.Errorf("Choose for a seat not to move: %v", err)
	}
}
