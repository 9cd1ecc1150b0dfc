package enginetest

import (
	"errors"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"tabula/engines"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/rng"
)

func TestToyGameConformance(t *testing.T) {
	Run(t, toygame.Game{}, Options{
		Invariant: func(s engines.State) error {
			if s.Over() && len(s.Legal()) != 0 {
				return errors.New("legal actions after the end")
			}
			return nil
		},
	})
}

// TestToyGameEveryState runs the expensive checks on every state.
func TestToyGameEveryState(t *testing.T) {
	opt, err := Options{Games: 40, CheckEvery: 1, Seed: 1000}.resolve(false)
	if err != nil {
		t.Fatal(err)
	}
	for players := 2; players <= 4; players++ {
		for _, f := range check(toygame.Game{}, opt, players) {
			t.Error(f)
		}
	}
}

// TestWorkersIndependent checks that failures do not depend on the number
// of workers.
func TestWorkersIndependent(t *testing.T) {
	var got [][]Failure
	for _, w := range []int{1, 3} {
		opt, _ := Options{Games: 20, Workers: w}.resolve(false)
		got = append(got, check(brokenGame{bug: "panic"}, opt, 3))
	}
	if len(got[0]) == 0 || !slices.EqualFunc(got[0], got[1], func(a, b Failure) bool {
		return a.Seed == b.Seed && a.Step == b.Step
	}) {
		t.Errorf("1 worker: %d failures, 3 workers: %d failures, or in a different order", len(got[0]), len(got[1]))
	}
}

// brokenGame wraps toygame with one deliberate bug, to prove the suite
// notices it.
type brokenGame struct {
	toygame.Game
	bug     string
	counter *atomic.Uint64 // for "replay": New ignores the seed
}

func (g brokenGame) Info() engines.Info {
	info := g.Game.Info()
	if g.bug == "never-ends" {
		info.MaxDecisions = 5
	}
	return info
}

func (g brokenGame) New(cfg engines.Config) (engines.State, error) {
	if g.bug == "config-panics" && cfg.Players > 4 {
		panic("too many players")
	}
	if g.bug == "replay" {
		cfg.Seed += g.counter.Add(1)
	}
	s, err := g.Game.New(cfg)
	if err != nil {
		return nil, err
	}
	bs := &brokenState{State: s.(*toygame.State), bug: g.bug}
	if strings.HasPrefix(g.bug, "step-") {
		return steppingState{bs}, nil
	}
	return bs, nil
}

// steppingState is a brokenState that is an engines.Stepper, for the
// "step-" bugs.
type steppingState struct{ *brokenState }

func (s steppingState) Clone() engines.State {
	return steppingState{s.brokenState.Clone().(*brokenState)}
}

func (s steppingState) Step(a engines.Action) (engines.Step, error) {
	i, barrier := slices.Index(s.State.Legal(), a), s.State.Barrier(a)
	if err := s.Apply(a); err != nil {
		return engines.Step{}, err
	}
	switch s.bug {
	case "step-index":
		i++
	case "step-barrier":
		barrier = !barrier
	case "step-state":
		s.RNG.Uint64()
	}
	return engines.Step{Index: i, Barrier: barrier}, nil
}

func (g brokenGame) Decode(b []byte) (engines.State, error) {
	s, err := g.Game.Decode(b)
	if err != nil {
		return nil, err
	}
	ts := s.(*toygame.State)
	if g.bug == "decode-drops-rng" {
		ts.RNG = rng.RNG{}
	}
	return &brokenState{State: ts, bug: g.bug}, nil
}

type brokenState struct {
	*toygame.State
	bug   string
	calls int
}

func (s *brokenState) wrap(st engines.State) engines.State {
	return &brokenState{State: st.(*toygame.State), bug: s.bug}
}

func (s *brokenState) ToMove() int {
	if s.bug == "tomove-when-over" && s.Over() {
		return 0
	}
	return s.State.ToMove()
}

func (s *brokenState) Legal() []engines.Action {
	l := s.State.Legal()
	s.calls++
	switch {
	case s.bug == "legal-duplicates" && len(l) > 0:
		l = append(l, l[0])
	case s.bug == "legal-when-over" && s.Over():
		l = []engines.Action{toygame.Done()}
	case s.bug == "legal-nondeterministic" && s.calls%2 == 0:
		slices.Reverse(l)
	}
	return l
}

// LegalView lends what Legal lists, but for the "legal-view" bug, which
// leaves the last action out.
func (s *brokenState) LegalView() []engines.Action {
	l := s.State.Legal()
	if s.bug == "legal-view" && len(l) > 0 {
		l = l[:len(l)-1]
	}
	return l
}

func (s *brokenState) Apply(a engines.Action) error {
	if s.bug == "panic" && a == toygame.Draw() && s.Round == 2 {
		panic("deliberate")
	}
	if s.bug == "accepts-illegal" && a.Kind == toygame.KindDone {
		a = toygame.Done()
	}
	err := s.State.Apply(a)
	if err != nil {
		switch s.bug {
		case "mutates-on-illegal":
			s.RNG.Uint64()
		case "wrong-error":
			return errors.New("nope")
		}
	}
	return err
}

func (s *brokenState) Describe(a engines.Action) string {
	if s.bug == "describe-empty" && a == toygame.Draw() {
		return ""
	}
	return s.State.Describe(a)
}

func (s *brokenState) Result() engines.Result {
	r := s.State.Result()
	switch s.bug {
	case "points-sum":
		r.Points[0][0]++
	case "rank":
		for i := range r.Rank {
			r.Rank[i] = 1
		}
	}
	return r
}

// ProjectedResult is Result, the toy game's final scoring applied now, but
// for the bugs that count seat 0's hidden hand or misscore the end.
func (s *brokenState) ProjectedResult() engines.Result {
	r := s.State.Result()
	bonus := 0
	switch {
	case s.bug == "projection-leaks":
		for _, c := range s.Hands[0] {
			bonus += int(c)
		}
	case s.bug == "projection-not-final" && s.Over():
		bonus = 1
	}
	r.Points[0][0] += bonus
	r.Scores[0] += bonus
	r.RankSeats()
	return r
}

func (s *brokenState) Clone() engines.State {
	if s.bug == "shallow-clone" {
		return &brokenState{State: s.State, bug: s.bug}
	}
	return s.wrap(s.State.Clone())
}

func (s *brokenState) View(seat int) engines.State {
	v := s.State.View(seat).(*toygame.State)
	switch s.bug {
	case "view-leaks-deck":
		v.Deck = slices.Clone(s.Deck)
	case "view-leaks-hands":
		for p := range v.Hands {
			v.Hands[p] = slices.Clone(s.Hands[p])
		}
	case "view-leaks-rng":
		v.RNG = s.RNG
	case "view-tomove":
		v.Seat = (v.Seat + 1) % v.N
	case "view-mutates":
		s.RNG.Uint64()
	}
	return s.wrap(v)
}

func (s *brokenState) Determinize(seat int, r *rng.RNG) engines.State {
	switch s.bug {
	case "determinize-own-hand":
		seat = -1
	case "determinize-pools-hidden":
		// Reshuffles the hidden cards it is given: fine on the full state,
		// wrong on a view, where they are unknown.
		d := s.State.Clone().(*toygame.State)
		var pool []uint8
		pool = append(pool, d.Deck...)
		for p, h := range d.Hands {
			if p != seat {
				pool = append(pool, h...)
			}
		}
		r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		for p, h := range d.Hands {
			if p != seat {
				d.Hands[p] = slices.Sorted(slices.Values(pool[:len(h)]))
				pool = pool[len(h):]
			}
		}
		d.Deck, d.RNG = pool, r.Split()
		return s.wrap(d)
	case "determinize-tomove":
		d := s.State.Determinize(seat, r).(*toygame.State)
		d.Seat = (d.Seat + 1) % d.N
		return s.wrap(d)
	}
	return s.wrap(s.State.Determinize(seat, r))
}

func (s *brokenState) CheckInvariants() error {
	if s.bug == "check-invariants" && s.Round == 3 {
		return errors.New("round three is cursed")
	}
	return s.State.CheckInvariants()
}

// TestCatchesBrokenEngines proves every check fires on an engine with the
// matching bug.
func TestCatchesBrokenEngines(t *testing.T) {
	tests := []struct {
		bug       string
		invariant func(engines.State) error
		want      string // in some failure message
	}{
		{bug: "config-panics", want: "want an error wrapping engines.ErrConfig"},
		{bug: "panic", want: "panic in Apply({Kind:2"},
		{bug: "tomove-when-over", want: "Over() but ToMove() = 0"},
		{bug: "legal-duplicates", want: "twice"},
		{bug: "legal-when-over", want: "Over() but Legal() lists 1"},
		{bug: "legal-nondeterministic", want: "not deterministic"},
		{bug: "legal-view", want: "LegalView() = ["},
		{bug: "accepts-illegal", want: "want an error wrapping engines.ErrIllegal"},
		{bug: "mutates-on-illegal", want: "changed the state"},
		{bug: "wrong-error", want: "returned nope"},
		{bug: "describe-empty", want: "Describe({Kind:2 A:0 B:0 C:0 D:0}) is empty"},
		{bug: "points-sum", want: "sum to"},
		{bug: "rank", want: "Rank = [1 1"},
		{bug: "shallow-clone", want: "Clone() is not independent"},
		{bug: "decode-drops-rng", want: "Decode round trip changed the encoding"},
		{bug: "replay", want: "replay"},
		{bug: "never-ends", want: "not over after Info().MaxDecisions = 5"},
		{bug: "view-leaks-deck", want: "differs from View"},
		{bug: "view-leaks-hands", want: "differs from View"},
		{bug: "view-leaks-rng", want: "differs from View"},
		{bug: "view-tomove", want: "View(-1) changed Players/ToMove/Over"},
		{bug: "view-mutates", want: "changed the state"},
		{bug: "determinize-own-hand", want: "Determinize("},
		{bug: "determinize-pools-hidden", want: "): CheckInvariants: 30 cards ("},
		{bug: "determinize-tomove", want: "changed Players/ToMove/Over"},
		{bug: "check-invariants", want: "CheckInvariants: round three is cursed"},
		{bug: "projection-leaks", want: "the projection counts what the seat cannot see"},
		{bug: "projection-not-final", want: "at the end, not Result()"},
		{bug: "step-index", want: "Legal() has it at"},
		{bug: "step-barrier", want: "Barrier says"},
		{bug: "step-state", want: "left another state than Apply"},
		{
			bug:  "none",
			want: "Options.Invariant: too many cards",
			invariant: func(s engines.State) error {
				if len(s.(*brokenState).Table[0]) > 4 {
					return errors.New("too many cards")
				}
				return nil
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.bug, func(t *testing.T) {
			g := brokenGame{bug: tt.bug, counter: new(atomic.Uint64)}
			opt, err := Options{Games: 30, Invariant: tt.invariant}.resolve(false)
			if err != nil {
				t.Fatal(err)
			}
			fails := checkConfigs(g)
			for players := 2; players <= 4; players++ {
				fails = append(fails, check(g, opt, players)...)
			}
			for _, f := range fails {
				if strings.Contains(f.Msg, tt.want) {
					if f.Game != "toygame" || (f.Step < 0 && tt.bug != "config-panics") {
						t.Errorf("failure does not locate the problem: %v", f)
					}
					return
				}
			}
			t.Errorf("no failure mentions %q; got %d failures, first: %v", tt.want, len(fails), first(fails))
		})
	}
}

func first(fails []Failure) string {
	if len(fails) == 0 {
		return "none"
	}
	return fails[0].String()
}

func TestResolve(t *testing.T) {
	defaultGames := DefaultGames
	if runtime.GOOS == "js" {
		defaultGames = DefaultWasmGames
	}
	tests := []struct {
		name      string
		opt       Options
		short     bool
		env, seed string
		games     int
		first     uint64
		wantErr   bool
	}{
		{name: "defaults", games: defaultGames},
		{name: "short", short: true, games: DefaultShortGames},
		{name: "explicit small", opt: Options{Games: 7}, short: true, games: 7},
		{name: "env wins", opt: Options{Games: 7}, short: true, env: "12", games: 12},
		{name: "seed", seed: "99", games: defaultGames, first: 99},
		{name: "bad env", env: "lots", wantErr: true},
		{name: "bad seed", seed: "-1", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv(EnvGames, tt.env)
			t.Setenv(EnvSeed, tt.seed)
			o, err := tt.opt.resolve(tt.short)
			if tt.wantErr {
				if err == nil {
					t.Error("no error")
				}
				return
			}
			if err != nil || o.Games != tt.games || o.Seed != tt.first || o.CheckEvery != DefaultCheckEvery || o.Workers < 1 {
				t.Errorf("resolve = %+v, %v; want %d games from seed %d", o, err, tt.games, tt.first)
			}
		})
	}
}
