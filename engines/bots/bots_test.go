package bots

import (
	"bytes"
	"errors"
	"runtime"
	"slices"
	"testing"
	"time"

	"tabula/engines"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/rng"
)

// nativeOnly skips a test under GOOS=js (make wasm-test), where Node runs
// the search on one thread at a quarter of the native speed: a long check
// of the search's judgement (its fairness in every engine, its analyses,
// its play of a dice game, its early stop), which compiling to WebAssembly
// does not change.
// The wasm run keeps the determinism tests and the toy game's fairness,
// and the browser runs the search and its analysis in their workers
// (e2e/workers.test.mjs).
func nativeOnly(t *testing.T) {
	t.Helper()
	if runtime.GOOS == "js" {
		t.Skip("a check of the search's judgement, run natively")
	}
}

// play plays one game with the given bot in each seat and returns the end
// state and the action list.
func play(t *testing.T, g engines.Game, seed uint64, seats []Bot) (engines.State, []engines.Action) {
	t.Helper()
	s, err := g.New(engines.Config{Players: len(seats), Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	var log []engines.Action
	for !s.Over() {
		if len(log) > g.Info().MaxDecisions {
			t.Fatalf("seed %d: game too long", seed)
		}
		seat := s.ToMove()
		a, err := seats[seat].Choose(s, seat)
		if err != nil {
			t.Fatalf("seed %d action %d: %s Choose: %v", seed, len(log), seats[seat].Name(), err)
		}
		if err := s.Apply(a); err != nil {
			t.Fatalf("seed %d action %d: %s chose %+v: %v", seed, len(log), seats[seat].Name(), a, err)
		}
		log = append(log, a)
	}
	return s, log
}

func mustNew(t *testing.T, name string, seed uint64) Bot {
	t.Helper()
	b, err := New(name, seed)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// quickBot is New, except that a search level's budget is cut to at most
// 4,000: the same code, fast enough to play whole games in tests.
func quickBot(t *testing.T, name string, seed uint64) Bot {
	t.Helper()
	b := mustNew(t, name, seed)
	if s, ok := b.(*ISMCTS); ok {
		set := s.Settings()
		set.Budget = min(set.Budget, 4000)
		return NewISMCTS(name, seed, set)
	}
	return b
}

func TestNew(t *testing.T) {
	for _, name := range Names() {
		b, err := New(name, 1)
		if err != nil || b.Name() != name {
			t.Errorf("New(%q) = %v, %v", name, b, err)
		}
	}
	for _, name := range []string{"", "Greedy", "hard-ish"} {
		if _, err := New(name, 1); !errors.Is(err, ErrUnknown) {
			t.Errorf("New(%q) error = %v, want ErrUnknown", name, err)
		}
	}
}

func TestChooseErrors(t *testing.T) {
	s, err := toygame.Game{}.New(engines.Config{Players: 3, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	over, _ := play(t, toygame.Game{}, 2, []Bot{NewRandom(1), NewRandom(2)})
	tests := []struct {
		name string
		s    engines.State
		seat int
	}{
		{"not to move", s, 1},
		{"spectator", s, -1},
		{"game over", over, 0},
		{"game over spectator", over, -1},
	}
	for _, tt := range tests {
		for _, name := range Names() {
			if _, err := mustNew(t, name, 1).Choose(tt.s, tt.seat); !errors.Is(err, ErrNotToMove) {
				t.Errorf("%s: %s.Choose error = %v, want ErrNotToMove", tt.name, name, err)
			}
		}
	}
}

// TestDeterministic: the same seeds give the same game; other seeds differ.
func TestDeterministic(t *testing.T) {
	for _, name := range Names() {
		t.Run(name, func(t *testing.T) {
			game := func(botSeed uint64) []engines.Action {
				_, log := play(t, toygame.Game{}, 9, []Bot{quickBot(t, name, botSeed), quickBot(t, name, botSeed+1), quickBot(t, name, botSeed+2)})
				return log
			}
			a, b := game(100), game(100)
			if !slices.Equal(a, b) {
				t.Errorf("same seeds gave different games")
			}
			differs := false
			for seed := uint64(200); seed < 205 && !differs; seed++ {
				differs = !slices.Equal(a, game(seed))
			}
			if !differs {
				t.Errorf("five other bot seeds all gave the same game")
			}
		})
	}
}

// noHeuristic hides toygame's engines.Heuristic so Greedy falls back on
// Result.
type noHeuristic struct{ engines.State }

func (s noHeuristic) Clone() engines.State        { return noHeuristic{s.State.Clone()} }
func (s noHeuristic) View(seat int) engines.State { return noHeuristic{s.State.View(seat)} }
func (s noHeuristic) Determinize(seat int, r *rng.RNG) engines.State {
	return noHeuristic{s.State.Determinize(seat, r)}
}

type noHeuristicGame struct{ toygame.Game }

func (g noHeuristicGame) New(cfg engines.Config) (engines.State, error) {
	s, err := g.Game.New(cfg)
	return noHeuristic{s}, err
}

// TestGreedyBeatsRandom plays greedy against random bots in toygame using
// the engine's heuristic.
func TestGreedyBeatsRandom(t *testing.T) {
	tests := []struct {
		name    string
		g       engines.Game
		players int
		minRate float64 // greedy's share of wins (shared wins split)
	}{
		{"heuristic 2p", toygame.Game{}, 2, 0.8},
		{"heuristic 4p", toygame.Game{}, 4, 0.6},
	}
	const games = 200
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wins := 0.0
			for i := range games {
				seats := make([]Bot, tt.players)
				greedySeat := i % tt.players
				for p := range seats {
					seats[p] = NewRandom(uint64(1000*i + p))
				}
				seats[greedySeat] = NewGreedy(uint64(i), 2)
				end, _ := play(t, tt.g, uint64(i), seats)
				winners := end.Result().Winners()
				if slices.Contains(winners, greedySeat) {
					wins += 1 / float64(len(winners))
				}
			}
			if rate := wins / games; rate < tt.minRate {
				t.Errorf("greedy won %.2f of %d games against random, want at least %.2f", rate, games, tt.minRate)
			} else {
				t.Logf("greedy won %.2f of %d games", rate, games)
			}
		})
	}
}

// TestGreedyFallback: without engines.Heuristic, Greedy judges by Result,
// which in toygame charges 2 points for every card in hand at once, so a
// one-ply search never draws; with the heuristic it values the drawn card.
// (Engines should implement Heuristic: the Result fallback is myopic.)
func TestGreedyFallback(t *testing.T) {
	tests := []struct {
		g         engines.Game
		wantDraws bool
	}{
		{toygame.Game{}, true},
		{noHeuristicGame{}, false},
	}
	for _, tt := range tests {
		draws := 0
		for seed := range uint64(20) {
			_, log := play(t, tt.g, seed, []Bot{NewGreedy(seed, 2), NewGreedy(seed+1, 1)})
			for _, a := range log {
				if a == toygame.Draw() {
					draws++
				}
			}
		}
		if (draws > 0) != tt.wantDraws {
			t.Errorf("%T: greedy drew %d times in 20 games, want draws = %v", tt.g, draws, tt.wantDraws)
		}
	}
}

// reshuffleHidden returns a copy of s in which everything seat cannot see
// (the deck and the other hands) is dealt differently, keeping all counts.
func reshuffleHidden(s *toygame.State, seat int, r *rng.RNG) *toygame.State {
	c := s.Clone().(*toygame.State)
	var pool []uint8
	pool = append(pool, c.Deck...)
	for p, h := range c.Hands {
		if p != seat {
			pool = append(pool, h...)
		}
	}
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for p, h := range c.Hands {
		if p != seat {
			c.Hands[p] = slices.Sorted(slices.Values(pool[:len(h)]))
			pool = pool[len(h):]
		}
	}
	c.Deck = pool
	c.RNG = r.Split()
	return c
}

// TestFairness: a bot makes the same choice in two states that differ only
// in what its seat cannot see: toygame positions whose deck and other hands
// are dealt anew. (TestFairnessEveryEngine does the same in every engine,
// with the levels' real budgets.)
func TestFairness(t *testing.T) {
	r := rng.New(77)
	positions, differing := 0, 0
	for seed := uint64(0); seed < 20; seed++ {
		s, err := toygame.Game{}.New(engines.Config{Players: 3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		mover := NewRandom(seed)
		for step := 0; !s.Over(); step++ {
			seat := s.ToMove()
			if step%3 == 0 {
				a := s.(*toygame.State)
				b := reshuffleHidden(a, seat, &r)
				if err := b.CheckInvariants(); err != nil {
					t.Fatal(err)
				}
				ab, _ := a.MarshalMsg(nil)
				bb, _ := b.MarshalMsg(nil)
				av, _ := a.View(seat).MarshalMsg(nil)
				bv, _ := b.View(seat).MarshalMsg(nil)
				if !bytes.Equal(av, bv) {
					t.Fatalf("seed %d step %d: the reshuffle changed what seat %d sees", seed, step, seat)
				}
				if !bytes.Equal(ab, bb) {
					differing++
				}
				positions++
				for _, name := range Names() {
					x, err1 := quickBot(t, name, seed+uint64(step)).Choose(a, seat)
					y, err2 := quickBot(t, name, seed+uint64(step)).Choose(b, seat)
					if err1 != nil || err2 != nil || x != y {
						t.Errorf("seed %d step %d: %s chose %+v (%v) and %+v (%v) in states seat %d cannot tell apart",
							seed, step, name, x, err1, y, err2, seat)
					}
				}
			}
			a, err := mover.Choose(s, seat)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if differing < positions/2 {
		t.Errorf("only %d of %d positions had different hidden state; the test proves little", differing, positions)
	}
}

// TestChooseLeavesStateAlone: choosing does not modify the state.
func TestChooseLeavesStateAlone(t *testing.T) {
	s, err := toygame.Game{}.New(engines.Config{Players: 4, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	before, _ := s.MarshalMsg(nil)
	for _, name := range Names() {
		a, err := mustNew(t, name, 5).Choose(s, 0)
		if err != nil || !slices.Contains(s.Legal(), a) {
			t.Errorf("%s chose %+v, %v", name, a, err)
		}
	}
	after, _ := s.MarshalMsg(nil)
	if !bytes.Equal(before, after) {
		t.Error("Choose modified the state")
	}
}

func TestEvaluateFallback(t *testing.T) {
	s, err := noHeuristicGame{}.New(engines.Config{Players: 3, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	ts := s.(noHeuristic).State.(*toygame.State)
	ts.Table = [][]uint8{{10}, {5}, {7}} // hands of 3 are -6 each
	ts.Hands[0], ts.Hands[1], ts.Hands[2] = nil, nil, nil
	tests := []struct {
		seat int
		want float64
	}{{0, 3}, {1, -5}, {2, -3}, {-1, 0}, {3, 0}}
	for _, tt := range tests {
		if got := Evaluate(s, tt.seat); got != tt.want {
			t.Errorf("Evaluate(seat %d) = %v, want %v", tt.seat, got, tt.want)
		}
	}
}

// TestLevelTimeCap: every search level has a cap, a stronger level never a
// shorter one, Hard's is the slow device's 1.5 s bar and Expert's 3 s, and the
// one-shot bots have none.
func TestLevelTimeCap(t *testing.T) {
	var last time.Duration
	for _, l := range Levels() {
		got := LevelTimeCap(l.Name)
		if got != l.TimeCap || got <= 0 || got < last {
			t.Errorf("LevelTimeCap(%q) = %v (level's %v, the level below's %v)", l.Name, got, l.TimeCap, last)
		}
		last = got
	}
	if got := LevelTimeCap(Hard); got != 1500*time.Millisecond {
		t.Errorf("Hard's cap is %v, want 1.5s", got)
	}
	if got := LevelTimeCap(Expert); got != 3*time.Second {
		t.Errorf("Expert's cap is %v, want 3s", got)
	}
	for _, name := range []string{"random", "greedy", "oracle"} {
		if got := LevelTimeCap(name); got != 0 {
			t.Errorf("LevelTimeCap(%q) = %v, want 0", name, got)
		}
	}
}
