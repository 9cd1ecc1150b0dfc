package bots

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"testing"
	"time"

	"tabula/engines"
	"tabula/engines/contract"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/enginetest/toys"
	"tabula/engines/rng"
)

// allGames is every catalog engine plus the toy engines (toygame and
// nimgame): the tests below cover engines added to the catalog later, of
// any shape, without changes.
func allGames() []engines.Game { return toys.AndCatalog() }

// randomPosition sets up g for players seats and plays moves random
// actions (fewer if the game ends first).
func randomPosition(t testing.TB, g engines.Game, players int, seed uint64, moves int) engines.State {
	t.Helper()
	s, err := contract.RandomPosition(g, players, seed, moves)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// livePosition is randomPosition from as many of the moves random actions
// as leave the game running: a mid-game position of a game of any length.
func livePosition(t testing.TB, g engines.Game, players int, seed uint64, moves int) engines.State {
	t.Helper()
	for m := moves; ; m-- {
		if s := randomPosition(t, g, players, seed, m); !s.Over() || m == 0 {
			return s
		}
	}
}

// choicePosition is a position of g where the seat to move has a choice:
// randomPosition, then the first legal action until there is a choice, from
// as many of the moves random actions as leave one before the end.
func choicePosition(t testing.TB, g engines.Game, players int, seed uint64, moves int) engines.State {
	t.Helper()
	for m := moves; m >= 0; m-- {
		s := randomPosition(t, g, players, seed, m)
		for !s.Over() && len(s.Legal()) < 2 {
			if err := s.Apply(s.Legal()[0]); err != nil {
				t.Fatal(err)
			}
		}
		if !s.Over() {
			return s
		}
	}
	t.Fatalf("%s: no decision with a choice", g.Info().ID)
	return nil
}

// TestLevelsPlayEveryEngine: every level plays a few moves in every engine
// of the catalog (and toygame), at the smallest and largest player count,
// from positions early and later in the game; every choice is legal and
// leaves the state alone.
func TestLevelsPlayEveryEngine(t *testing.T) {
	for _, g := range allGames() {
		info := g.Info()
		for _, players := range slices.Compact([]int{info.MinPlayers, info.MaxPlayers}) {
			for _, l := range Levels() {
				t.Run(fmt.Sprintf("%s/%dp/%s", info.ID, players, l.Name), func(t *testing.T) {
					// Hard and Expert are the slow ones: fewer moves, and
					// Expert at Hard's budget (its other settings, not its
					// budget, are what this tests).
					starts, moves := []int{0, 40}, 2
					if l.Name == Hard || l.Name == Expert {
						starts, moves = []int{25}, 1
						l.Settings.Budget = min(l.Settings.Budget, 120000)
					}
					for _, start := range starts {
						s := livePosition(t, g, players, uint64(start+players), start)
						bot := NewISMCTS(l.Name, 7, l.Settings)
						for range moves {
							if s.Over() {
								break
							}
							seat := s.ToMove()
							before, err := s.MarshalMsg(nil)
							if err != nil {
								t.Fatal(err)
							}
							a, err := bot.Choose(s, seat)
							if err != nil {
								t.Fatalf("after %d random moves: %v", start, err)
							}
							if after, _ := s.MarshalMsg(nil); !bytes.Equal(before, after) {
								t.Fatal("Choose modified the state")
							}
							if !slices.Contains(s.Legal(), a) {
								t.Fatalf("chose %+v, not legal", a)
							}
							if err := s.Apply(a); err != nil {
								t.Fatal(err)
							}
						}
					}
				})
			}
		}
	}
}

// visits lists the root's children as "action:visits", for comparing two
// searches' trees.
func visits(sr *Search) string {
	var b bytes.Buffer
	if len(sr.nodes) > 0 {
		for c := sr.nodes[0].first; c != none; c = sr.nodes[c].next {
			n := &sr.nodes[c]
			fmt.Fprintf(&b, "%v:%d:%.6f ", n.action, n.visits, n.hSum)
		}
	}
	return fmt.Sprintf("%d nodes, %s", len(sr.nodes), b.String())
}

// TestStepSlicing: running a search in slices of any size gives exactly
// the tree and the choice of one big run, and Progress rises to 1.
func TestStepSlicing(t *testing.T) {
	set := Settings{Budget: 6000, Exploration: 0.7, PlayoutDepth: 30, WinWeight: 0.5}
	for _, g := range allGames() {
		s := choicePosition(t, g, g.Info().MinPlayers, 3, 10)
		run := func(slice int) (*Search, []float64) {
			sr, err := NewISMCTS("x", 42, set).Start(s, s.ToMove())
			if err != nil {
				t.Fatal(err)
			}
			var progress []float64
			for !sr.Step(slice) {
				progress = append(progress, sr.Progress())
				if sr.Iterations()%slice != 0 {
					t.Fatalf("slice %d: %d iterations after a Step", slice, sr.Iterations())
				}
			}
			return sr, progress
		}
		whole, _ := run(1 << 30)
		for _, slice := range []int{1, 7, 64} {
			sr, progress := run(slice)
			if got, want := visits(sr), visits(whole); got != want {
				t.Errorf("%s: slices of %d: tree\n%s\nwant\n%s", g.Info().ID, slice, got, want)
			}
			if sr.Best() != whole.Best() || sr.Iterations() != whole.Iterations() || sr.Progress() != 1 {
				t.Errorf("%s: slices of %d: best %+v after %d iterations, want %+v after %d",
					g.Info().ID, slice, sr.Best(), sr.Iterations(), whole.Best(), whole.Iterations())
			}
			if !slices.IsSorted(progress) || len(progress) == 0 || progress[0] <= 0 || progress[len(progress)-1] >= 1 {
				t.Errorf("%s: slices of %d: progress %v", g.Info().ID, slice, progress)
			}
		}
		bot := NewISMCTS("x", 42, set)
		if a, err := bot.Choose(s, s.ToMove()); err != nil || a != whole.Best() {
			t.Errorf("%s: Choose = %+v, %v; the search's Best is %+v", g.Info().ID, a, err, whole.Best())
		}
	}
}

// TestLevelsDeterministic: a level with a fixed seed plays the same moves
// in every engine; other seeds play differently. (Budgets are capped: the
// code is the same at any budget.)
func TestLevelsDeterministic(t *testing.T) {
	for _, g := range allGames() {
		for _, l := range Levels() {
			l.Settings.Budget = min(l.Settings.Budget, 6000)
			t.Run(g.Info().ID+"/"+l.Name, func(t *testing.T) {
				game := func(botSeed uint64) []engines.Action {
					return playMoves(t, g, 8, []Bot{NewISMCTS(l.Name, botSeed, l.Settings), NewISMCTS(l.Name, botSeed+1, l.Settings)})
				}
				a := game(100)
				if b := game(100); !slices.Equal(a, b) {
					t.Errorf("same seeds, different moves:\n%v\n%v", a, b)
				}
				if l.Name != Easy {
					return
				}
				differs := false
				for seed := uint64(200); seed < 210 && !differs; seed++ {
					differs = !slices.Equal(a, game(seed))
				}
				if !differs {
					t.Errorf("ten other bot seeds all gave the same moves")
				}
			})
		}
	}
}

// TestFairnessEveryEngine: in every engine, each level (budgets capped) and
// the hint choose the same action in a position and in a copy that differs
// from it only in what the seat to move cannot see. The copy is the position's own
// Determinize(seat): the contract makes it agree with everything seat has
// seen (View(seat) is the same, which the test checks) while dealing the
// hidden parts anew. A game that hides nothing (nimgame) has no such copy
// to tell apart, and the check that copies differ counts only positions
// with something hidden.
func TestFairnessEveryEngine(t *testing.T) {
	nativeOnly(t)
	for _, g := range allGames() {
		info := g.Info()
		positions, differing := 0, 0
		r := rng.New(5)
		for _, players := range slices.Compact([]int{info.MinPlayers, info.MaxPlayers}) {
			for _, start := range []int{3, 30} {
				a := livePosition(t, g, players, uint64(start*players), start)
				if a.Over() {
					continue
				}
				seat := a.ToMove()
				b := a.Determinize(seat, &r)
				av, _ := a.View(seat).MarshalMsg(nil)
				bv, _ := b.View(seat).MarshalMsg(nil)
				if !bytes.Equal(av, bv) {
					t.Fatalf("%s: Determinize changed what seat %d sees", info.ID, seat)
				}
				ab, _ := a.MarshalMsg(nil)
				bb, _ := b.MarshalMsg(nil)
				if !bytes.Equal(av, ab) { // something is hidden from seat
					positions++
				}
				if !bytes.Equal(ab, bb) {
					differing++
				}
				for _, l := range Levels() {
					l.Settings.Budget = min(l.Settings.Budget, 10000)
					x, err1 := NewISMCTS(l.Name, uint64(start), l.Settings).Choose(a, seat)
					y, err2 := NewISMCTS(l.Name, uint64(start), l.Settings).Choose(b, seat)
					if err1 != nil || err2 != nil || x != y {
						t.Errorf("%s %dp after %d moves: %s chose %+v (%v) and %+v (%v) in states seat %d cannot tell apart",
							info.ID, players, start, l.Name, x, err1, y, err2, seat)
					}
				}
				x, err1 := Hint(a, seat)
				y, err2 := Hint(b, seat)
				if err1 != nil || err2 != nil || x != y {
					t.Errorf("%s: hints %+v (%v) and %+v (%v)", info.ID, x, err1, y, err2)
				}
			}
		}
		if differing < positions/2 {
			t.Errorf("%s: only %d of %d positions had different hidden parts; the test proves little", info.ID, differing, positions)
		}
	}
}

// TestHint: the hint is Normal's choice with a fixed seed, the same every
// time, and StartHint gives it in slices.
func TestHint(t *testing.T) {
	s := randomPosition(t, toygame.Game{}, 3, 8, 5)
	seat := s.ToMove()
	h1, err := Hint(s, seat)
	if err != nil {
		t.Fatal(err)
	}
	h2, _ := Hint(s, seat)
	set, _ := LevelSettings(Normal)
	want, _ := NewISMCTS(Normal, HintSeed, set).Choose(s, seat)
	sr, err := StartHint(s, seat)
	if err != nil {
		t.Fatal(err)
	}
	for !sr.Step(10) {
	}
	if h1 != h2 || h1 != want || sr.Best() != want {
		t.Errorf("hints %+v %+v, sliced %+v, want Normal's %+v", h1, h2, sr.Best(), want)
	}
	if _, err := Hint(s, (seat+1)%3); err == nil {
		t.Error("a hint for a seat not to move")
	}
}

// TestStart: Start runs any bot as a Search; one-shot bots decide in the
// first Step.
func TestStart(t *testing.T) {
	s := randomPosition(t, toygame.Game{}, 2, 4, 3)
	seat := s.ToMove()
	for _, name := range Names() {
		b := mustNew(t, name, 9)
		sr, err := Start(b, s, seat)
		if err != nil {
			t.Fatal(err)
		}
		if sr.Seat() != seat || sr.Progress() != 0 || sr.Done() {
			t.Errorf("%s: fresh search: seat %d progress %v done %t", name, sr.Seat(), sr.Progress(), sr.Done())
		}
		if a := sr.Best(); !slices.Contains(s.Legal(), a) {
			t.Errorf("%s: Best before any step %+v", name, a)
		}
		steps := 0
		for !sr.Step(25) {
			steps++
		}
		a, err := sr.Result()
		want, _ := mustNew(t, name, 9).Choose(s, seat)
		if err != nil || a != want || sr.Progress() != 1 {
			t.Errorf("%s: sliced %+v (%v), Choose %+v", name, a, err, want)
		}
		if _, ok := b.(Starter); ok != (steps > 0) {
			t.Errorf("%s: %d steps before done", name, steps)
		}
	}
	if _, err := Start(NewRandom(1), s, 1-seat); err == nil {
		t.Error("Start for a seat not to move")
	}
}

// TestSingleLegalAction: with one legal action a search is done at once.
func TestSingleLegalAction(t *testing.T) {
	s := randomPosition(t, toygame.Game{}, 2, 1, 0)
	for len(s.Legal()) > 1 { // play cards and draw until only "done" is left
		if err := s.Apply(s.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	sr, err := NewISMCTS(Hard, 1, Settings{Budget: 100000}).Start(s, s.ToMove())
	if err != nil {
		t.Fatal(err)
	}
	if !sr.Done() || sr.Best() != toygame.Done() || sr.Progress() != 1 {
		t.Errorf("done %t best %+v", sr.Done(), sr.Best())
	}
}

// TestTimeLimit: a time limit stops Choose early; Stop ends a Search.
func TestTimeLimit(t *testing.T) {
	s := randomPosition(t, toygame.Game{}, 2, 4, 2)
	bot := NewISMCTS("x", 1, Settings{Budget: 1 << 30, Exploration: 0.7})
	var now time.Time
	reads := 0
	bot.SetTimeLimit(TimeLimit{Max: 10 * time.Millisecond, Now: func() time.Time {
		reads++
		now = now.Add(time.Millisecond)
		return now
	}})
	a, err := bot.Choose(s, s.ToMove())
	if err != nil || !slices.Contains(s.Legal(), a) {
		t.Fatalf("chose %+v, %v", a, err)
	}
	if reads > 12 {
		t.Errorf("%d clock reads: the limit did not stop the search", reads)
	}
	sr, _ := bot.Start(s, s.ToMove())
	sr.Step(5)
	sr.Stop()
	if !sr.Done() || !sr.Step(5) || sr.Iterations() != 5 {
		t.Errorf("after Stop: done %t, %d iterations", sr.Done(), sr.Iterations())
	}
}

// TestStopWhenDecided: a search that stops once the rest of its budget
// cannot change its choice chooses exactly what the full budget chooses,
// in every engine, never with more iterations, and in some engines with
// fewer (in engines whose playouts are long the budget buys too few
// iterations for any lead to be safe).
func TestStopWhenDecided(t *testing.T) {
	nativeOnly(t)
	full := Settings{Budget: 20000, Exploration: 0.7, PlayoutDepth: 250, WinWeight: 0.5}
	early := full
	early.StopWhenDecided = true
	saved := 0
	for _, g := range allGames() {
		for i, start := range []int{0, 15, 30, 45, 60, 90} {
			s := livePosition(t, g, 2, uint64(11+i), start)
			if s.Over() || len(s.Legal()) < 2 {
				continue
			}
			seed := uint64(5 + i)
			a, err := NewISMCTS("full", seed, full).Start(s, s.ToMove())
			if err != nil {
				t.Fatal(err)
			}
			b, _ := NewISMCTS("early", seed, early).Start(s, s.ToMove())
			for !a.Step(1 << 30) {
			}
			for !b.Step(1 << 30) {
			}
			if a.Best() != b.Best() || b.Iterations() > a.Iterations() || b.Progress() != 1 {
				t.Errorf("%s after %d moves: full budget %+v in %d iterations, stopping when decided %+v in %d",
					g.Info().ID, start, a.Best(), a.Iterations(), b.Best(), b.Iterations())
			}
			saved += a.Iterations() - b.Iterations()
		}
	}
	if saved == 0 {
		t.Error("stopping when decided never saved an iteration")
	}
}

// TestRootPrior: the root prior rates every legal action in [0, 1], the
// best at 1, and with an overwhelming weight the root's visits follow the
// ratings: an action rated clearly higher is never visited less, unless the
// engine marks it as waste (engines.Waste), which is never visited.
func TestRootPrior(t *testing.T) {
	set := Settings{Budget: 6000, Exploration: 0.7, PlayoutDepth: 30, WinWeight: 0.5}
	steered := 0
	for _, g := range allGames() {
		for i, start := range []int{5, 20, 40} {
			s := livePosition(t, g, 2, uint64(21+i), start)
			if s.Over() || len(s.Legal()) < 3 {
				continue
			}
			heavy := set
			heavy.RootPrior = 1e6
			sr, err := NewISMCTS("prior", 9, heavy).Start(s, s.ToMove())
			if err != nil {
				t.Fatal(err)
			}
			for !sr.Step(1 << 30) {
			}
			if len(sr.prior) != len(sr.legal) || slices.Max(sr.prior) != 1 && slices.Max(sr.prior) != 0 || slices.Min(sr.prior) < 0 {
				t.Fatalf("%s after %d moves: prior %v for %d actions", g.Info().ID, start, sr.prior, len(sr.legal))
			}
			if slices.Max(sr.prior) == 0 {
				continue // the heuristic rates them all the same
			}
			steered++
			own := map[engines.Action]int32{}
			for c := sr.nodes[0].first; c != none; c = sr.nodes[c].next {
				if n := &sr.nodes[c]; int(n.mover) == sr.seat {
					own[n.action] = n.visits
				}
			}
			w, _ := s.(engines.Waste)
			for a := range sr.legal {
				if w != nil && w.Wasted(sr.legal[a]) {
					continue // never chosen, whatever its rating
				}
				for b := range sr.legal {
					if sr.prior[a] > sr.prior[b]+0.01 && own[sr.legal[a]] < own[sr.legal[b]] {
						t.Errorf("%s after %d moves: %+v rated %.3f has %d visits, %+v rated %.3f has %d",
							g.Info().ID, start, sr.legal[a], sr.prior[a], own[sr.legal[a]], sr.legal[b], sr.prior[b], own[sr.legal[b]])
					}
				}
			}
		}
	}
	if steered == 0 {
		t.Error("no position's actions were rated differently")
	}
}

// choiceTree is a position of g with a choice to make, after a few random
// moves, and the tree (visits) a whole search of it with the given settings
// grows, seeded alike for every call.
func choiceTree(t *testing.T, g engines.Game) (engines.State, func(Settings) string) {
	t.Helper()
	s := choicePosition(t, g, 2, 5, 12)
	return s, func(set Settings) string {
		sr, err := NewISMCTS("x", 7, set).Start(s, s.ToMove())
		if err != nil {
			t.Fatal(err)
		}
		for !sr.Step(1 << 30) {
		}
		return visits(sr)
	}
}

// TestEngineTuning: with EngineHorizon a game's own playout horizon
// (engines.PlayoutHorizon) is the playout depth, with DeepHorizon its
// horizon for long searches (engines.DeepHorizon), and with EnginePrior its
// own search prior (engines.SearchPrior) is the RootPrior and the
// GreedyPlayout; a game without one keeps the settings' own, as every game
// does without the flag.
func TestEngineTuning(t *testing.T) {
	set := Settings{Budget: 4000, Exploration: 0.7, PlayoutDepth: 250, WinWeight: 0.5}
	tests := []struct {
		name string
		on   func(*Settings)
		// engine sets the engine's own value in set and reports whether
		// the engine has one.
		engine func(view engines.State, set *Settings) bool
	}{
		{"playout horizon", func(s *Settings) { s.EngineHorizon, s.HorizonWinWeight = true, s.WinWeight }, func(v engines.State, s *Settings) bool {
			h, ok := v.(engines.PlayoutHorizon)
			if ok {
				s.PlayoutDepth = h.PlayoutHorizon()
			}
			return ok
		}},
		{"horizon for long searches", func(s *Settings) { s.DeepHorizon, s.HorizonWinWeight = true, s.WinWeight }, func(v engines.State, s *Settings) bool {
			h, ok := v.(engines.DeepHorizon)
			if ok {
				s.PlayoutDepth = h.DeepHorizon()
			}
			return ok
		}},
		{"search prior", func(s *Settings) { s.EnginePrior = true }, func(v engines.State, s *Settings) bool {
			p, ok := v.(engines.SearchPrior)
			if ok {
				s.RootPrior, s.GreedyPlayout = p.SearchPrior(), p.GreedyPlayout()
			}
			return ok
		}},
	}
	for _, tt := range tests {
		tuned := 0
		for _, g := range allGames() {
			s, tree := choiceTree(t, g)
			on, want := set, set
			tt.on(&on)
			if tt.engine(s.View(s.ToMove()), &want) {
				tuned++
				if tree(want) == tree(set) {
					t.Fatalf("%s: the engine's %s leaves the search as it was", g.Info().ID, tt.name)
				}
			}
			if got, w := tree(on), tree(want); got != w {
				t.Errorf("%s: with the engine's %s the tree is\n%s\nwant\n%s", g.Info().ID, tt.name, got, w)
			}
		}
		if tuned == 0 {
			t.Errorf("no game has a %s", tt.name)
		}
	}
}

// TestGreedyPlayout: a playout's first GreedyPlayout actions are each one
// that no other legal action beats by Evaluate for the mover one action
// ahead, the same whatever the search's generator, and rating them counts
// in the work the playout returns.
func TestGreedyPlayout(t *testing.T) {
	const greedy = 3
	for _, g := range allGames() {
		s := livePosition(t, g, 2, 5, 20)
		if s.Over() {
			continue
		}
		r := rng.New(1)
		d := s.View(s.ToMove()).Determinize(s.ToMove(), &r)
		var ends [][]byte
		for seed := range uint64(2) {
			sr, err := NewISMCTS("greedy", seed, Settings{Budget: 1000, WinWeight: 0.5}).Start(s, s.ToMove())
			if err != nil {
				t.Fatal(err)
			}
			// One greedy step at a time, each checked.
			sr.set.PlayoutDepth, sr.set.GreedyPlayout = 1, 1
			c, want := d.Clone(), 0
			for range greedy {
				if c.Over() {
					break
				}
				mover, legal := c.ToMove(), c.Legal()
				best, rated := math.Inf(-1), 0
				if len(legal) > 1 {
					rated = len(legal)
					for _, a := range legal {
						if x := c.Clone(); x.Apply(a) == nil {
							best = max(best, Evaluate(x, mover))
						}
					}
				}
				work, err := sr.playout(c)
				if err != nil {
					t.Fatalf("%s: %v", g.Info().ID, err)
				}
				if w := 1 + rated*(IterationCost+1); work != w {
					t.Errorf("%s: a greedy step among %d actions cost %d, want %d", g.Info().ID, len(legal), work, w)
				}
				if got := Evaluate(c, mover); got < best {
					t.Errorf("%s: a greedy step rated %v, where another action rated %v", g.Info().ID, got, best)
				}
				want += work
			}
			// The whole prefix at once: the same state, the same work.
			sr.set.PlayoutDepth, sr.set.GreedyPlayout = greedy, greedy
			all := d.Clone()
			work, err := sr.playout(all)
			if err != nil {
				t.Fatal(err)
			}
			if work != want {
				t.Errorf("%s: greedy playout cost %d, want %d", g.Info().ID, work, want)
			}
			a, _ := all.MarshalMsg(nil)
			b, _ := c.MarshalMsg(nil)
			if !bytes.Equal(a, b) {
				t.Errorf("%s: the greedy playout ended elsewhere than its steps one by one", g.Info().ID)
			}
			ends = append(ends, a)
		}
		if !bytes.Equal(ends[0], ends[1]) {
			t.Errorf("%s: greedy playouts differ between two generators", g.Info().ID)
		}
	}
}

// TestSearchLeavesOutWaste: where the engine marks a move as waste
// (engines.Waste), no level chooses it while another is legal, though it
// would be the best move otherwise; when it is the only move, it is chosen.
func TestSearchLeavesOutWaste(t *testing.T) {
	safe := engines.Action{Kind: diceSafe}
	for _, l := range Levels()[:3] {
		set := l.Settings
		set.Budget = min(set.Budget, 20000)
		plain, err := NewISMCTS(l.Name, 1, set).Choose(newDice(2, 2, 5), 0)
		if err != nil || plain != safe {
			t.Fatalf("%s: without waste the search chooses %+v (%v), want safe", l.Name, plain, err)
		}
		got, err := NewISMCTS(l.Name, 1, set).Choose(&wasteful{dice: newDice(2, 2, 5)}, 0)
		if err != nil || got == safe {
			t.Errorf("%s: with safe wasted the search chooses %+v (%v)", l.Name, got, err)
		}
	}
	one := &wasteful{dice: newDice(2, 2, 5)}
	one.only = true
	if got, err := NewISMCTS(Normal, 1, Levels()[1].Settings).Choose(one, 0); err != nil || got != safe {
		t.Errorf("safe alone: chosen %+v (%v)", got, err)
	}
}

// wasteful is the dice game where the safe move is waste; with only, it
// is the only move.
type wasteful struct {
	*dice
	only bool
}

func (w *wasteful) Wasted(a engines.Action) bool { return a.Kind == diceSafe }
func (w *wasteful) Legal() []engines.Action {
	if w.only && !w.Over() {
		return []engines.Action{{Kind: diceSafe}}
	}
	return w.dice.Legal()
}
func (w *wasteful) Clone() engines.State { return &wasteful{w.dice.Clone().(*dice), w.only} }
func (w *wasteful) View(seat int) engines.State {
	return &wasteful{w.dice.View(seat).(*dice), w.only}
}
func (w *wasteful) Determinize(seat int, r *rng.RNG) engines.State {
	return &wasteful{w.dice.Determinize(seat, r).(*dice), w.only}
}

// TestHorizonWinWeight: playouts cut at the engine's horizon weigh their
// win by HorizonWinWeight and the others by WinWeight, so the setting
// changes the search only in a game with a horizon, and only with
// EngineHorizon.
func TestHorizonWinWeight(t *testing.T) {
	// Four playouts, two to the end (one won, margins 2 and -2 in a range
	// of -4 to 4) and two cut short (one won, estimates 1 and 3 in a range
	// of 0 to 4): final 0.5·1 + 0.5·1 = 1, cut 0.25·1 + 0.75·1 = 1.
	sr := &Search{set: Settings{WinWeight: 0.5}, cutWin: 0.25, lo: [2]float64{-4, 0}, hi: [2]float64{4, 4}}
	n := &node{visits: 4, finals: 2, winSum: 2, cutWinSum: 1, hSum: [2]float64{0, 4}}
	if got := sr.value(n); math.Abs(got-0.5) > 1e-12 {
		t.Errorf("value %v, want 0.5", got)
	}
	n.cutWinSum, n.hSum[1] = 0, 0 // the cut playouts lost, estimates 0 and 0
	n.winSum = 1
	if got, want := sr.value(n), (0.5*1+0.5*1+0.25*0+0.75*0)/4; math.Abs(got-want) > 1e-12 {
		t.Errorf("value %v, want %v", got, want)
	}

	set := Settings{Budget: 4000, Exploration: 0.7, PlayoutDepth: 250, WinWeight: 0.5, EngineHorizon: true, HorizonWinWeight: 0.5}
	low := set
	low.HorizonWinWeight = 0.1
	off := low
	off.EngineHorizon = false
	horizons := 0
	for _, g := range allGames() {
		s, tree := choiceTree(t, g)
		_, horizon := s.View(s.ToMove()).(engines.PlayoutHorizon)
		if horizon {
			horizons++
		}
		same := tree(low) == tree(set)
		if same == horizon {
			t.Errorf("%s: a horizon %v, yet the horizon's win weight changes the tree: %v", g.Info().ID, horizon, !same)
		}
		noHorizon := off
		noHorizon.HorizonWinWeight = 0.5
		if tree(off) != tree(noHorizon) {
			t.Errorf("%s: without EngineHorizon the horizon's win weight changes the tree", g.Info().ID)
		}
	}
	if horizons == 0 {
		t.Error("no game has a playout horizon")
	}
}
