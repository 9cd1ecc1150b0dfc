// Package enginetest is the conformance suite every Tabula engine runs, and
// FuzzApply, the fuzz target every engine wires up. The checks it shares with
// the tools live in tabula/engines/contract.
//
// An engine wires it up with one test:
//
//	func TestConformance(t *testing.T) {
//		enginetest.Run(t, mygame.Game{}, enginetest.Options{
//			Invariant: func(s engines.State) error { ... }, // optional
//		})
//	}
//
// Run plays many seeded random games for every player count the game allows
// and checks the engines contract on every one (see Run for the list), under
// every rules version the game plays. A failure names the game, player
// count, variants, rules version, seed and action index (the variants and
// the rules version follow from the seed);
// rerun just that game with
//
//	TABULA_CONFORMANCE_SEED=<seed> TABULA_CONFORMANCE_GAMES=1 go test -run Conformance ./engines/mygame
//
// A state may also implement contract.InvariantChecker; the suite and
// cmd/sim call it after every action.
package enginetest

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"reflect"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"tabula/engines"
	"tabula/engines/contract"
	"tabula/engines/rng"
)

// Environment variables that override Options.
const (
	EnvGames = "TABULA_CONFORMANCE_GAMES" // games per player count
	EnvSeed  = "TABULA_CONFORMANCE_SEED"  // first seed
)

// Defaults.
const (
	DefaultGames      = 1000 // games per player count
	DefaultShortGames = 100  // games per player count under testing.Short
	DefaultWasmGames  = 250  // games per player count under GOOS=js (single-threaded, ~5× slower)
	DefaultCheckEvery = 16   // mean actions between expensive checks
	maxReported       = 10   // failures reported per player count
	stepSamples       = 1    // legal actions a Stepper's Step is checked on per sampled state
)

// Options tunes Run. The zero value is a sensible default.
type Options struct {
	// Games is the number of playouts per player count (default
	// DefaultGames, or DefaultWasmGames under GOOS=js; at most
	// DefaultShortGames under -short). The TABULA_CONFORMANCE_GAMES
	// environment variable overrides all of these.
	Games int
	// Seed is the first seed; game i uses Seed+i. TABULA_CONFORMANCE_SEED
	// overrides it.
	Seed uint64
	// Variants lists the variant sets to play; a game with seed s uses
	// Variants[s%len(Variants)]. The default is no variants plus each
	// single variant of Info().Variants. A set that New rejects with
	// engines.ErrConfig for some player count is skipped for that count.
	Variants [][]string
	// CheckEvery is the mean number of actions between the expensive checks
	// (illegal actions, clone, encoding round trip, views and
	// determinizations); they also run on the first and last state.
	// Default DefaultCheckEvery; 1 checks every state.
	CheckEvery int
	// Invariant, if set, must hold after every action and on every
	// determinized state; it must not modify the state.
	Invariant func(engines.State) error
	// Workers is the number of playouts run at once (default GOMAXPROCS).
	// Results do not depend on it.
	Workers int
}

// Failure is one conformance failure, enough to reproduce it.
type Failure struct {
	Game     string
	Players  int
	Variants []string
	Rules    int // the rules version played (0: the current one)
	Seed     uint64
	Step     int // actions applied before the failure; -1 during setup
	Msg      string
}

// String formats the failure with everything needed to reproduce it.
func (f Failure) String() string {
	v := ""
	if len(f.Variants) > 0 {
		v = " variants " + strings.Join(f.Variants, ",")
	}
	if f.Rules != 0 {
		v += fmt.Sprintf(" rules version %d", f.Rules)
	}
	where := fmt.Sprintf("action index %d", f.Step)
	if f.Step < 0 {
		where = "setup"
	}
	return fmt.Sprintf("%s %d players%s seed %d, %s: %s", f.Game, f.Players, v, f.Seed, where, f.Msg)
}

// Run runs the conformance suite on g, one subtest per player count, and
// reports every failure with t.Errorf. It checks:
//
//   - New rejects player counts outside Info, unknown variants and rules
//     versions the game does not play with engines.ErrConfig;
//   - no method panics;
//   - Players is the configured count, ToMove is -1 exactly when Over and a
//     seat otherwise, Legal is deterministic, duplicate-free and empty
//     exactly when Over, and every legal action applies;
//   - Apply of actions not in Legal (random ones and mutations of legal
//     ones) returns an error wrapping engines.ErrIllegal and leaves the
//     state's encoding unchanged;
//   - Clone is deep: applying to the clone leaves the original unchanged;
//     an engines.Copier's CloneInto, made in the state it built at an
//     earlier sample, encodes as Clone does, has the same Legal, and
//     applying to it leaves the same encoding as on the clone and the
//     original unchanged;
//   - Game.Decode of MarshalMsg restores identical bytes and Legal;
//   - the seed and the action list replay to identical bytes;
//   - Describe of every legal action is non-empty; Barrier does not panic;
//   - an engines.Stepper's Step leaves the state Apply leaves, reports the
//     action's index in Legal and what Barrier says of it, reports the
//     same events each time, and rejects what Apply rejects, unchanged;
//   - View and Determinize do not modify the state and preserve Players,
//     ToMove and Over; for the seat to move, a spectator (-1) and one other
//     seat, and with Determinize called both on the state and on View(seat)
//     (bots determinize the view, so Determinize must work on it):
//     Determinize(seat, r).View(seat) equals View(seat) byte for byte (a
//     View that leaks what Determinize resamples fails), determinizations
//     satisfy the invariants, and for the seat to move Determinize
//     preserves Legal, whose actions apply to it;
//   - every game ends within Info().MaxDecisions actions;
//   - Options.Invariant and contract.InvariantChecker hold after every action;
//   - Result has one score per seat, Points rows that sum to Scores, and
//     when over a Rank consistent with Result.RankSeats;
//   - an engines.Projector's ProjectedResult is a whole ranked Result, the
//     same from every seat's View and from determinizations (it counts
//     only what every seat sees), and equal to Result once the game is over.
func Run(t *testing.T, g engines.Game, opt Options) {
	t.Helper()
	var err error
	if opt, err = opt.resolve(testing.Short()); err != nil {
		t.Fatal(err)
	}
	info := g.Info()
	for _, f := range checkConfigs(g) {
		t.Error(f)
	}
	for players := info.MinPlayers; players <= info.MaxPlayers; players++ {
		t.Run(fmt.Sprintf("players=%d", players), func(t *testing.T) {
			fails := check(g, opt, players)
			for i, f := range fails {
				if i == maxReported {
					t.Errorf("... and %d more failures", len(fails)-i)
					break
				}
				t.Error(f)
			}
		})
	}
}

// resolve fills defaults and applies the environment.
func (o Options) resolve(short bool) (Options, error) {
	if o.Games <= 0 {
		o.Games = DefaultGames
		if runtime.GOOS == "js" {
			o.Games = DefaultWasmGames
		}
	}
	if short {
		o.Games = min(o.Games, DefaultShortGames)
	}
	if s := os.Getenv(EnvGames); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n <= 0 {
			return o, fmt.Errorf("enginetest: %s=%q is not a positive number", EnvGames, s)
		}
		o.Games = n
	}
	if s := os.Getenv(EnvSeed); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return o, fmt.Errorf("enginetest: %s=%q is not a seed", EnvSeed, s)
		}
		o.Seed = n
	}
	if o.CheckEvery <= 0 {
		o.CheckEvery = DefaultCheckEvery
	}
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	return o, nil
}

// checkConfigs verifies that New rejects bad configurations.
func checkConfigs(g engines.Game) (fails []Failure) {
	info := g.Info()
	bad := []engines.Config{
		{Players: info.MinPlayers - 1},
		{Players: info.MaxPlayers + 1},
		{Players: -1},
		{Players: info.MinPlayers, Variants: []string{"no-such-variant-\x00"}},
		{Players: info.MinPlayers, Rules: -1},
		{Players: info.MinPlayers, Rules: info.RulesVersion + 1},
	}
	if info.OldestRules() > 1 {
		bad = append(bad, engines.Config{Players: info.MinPlayers, Rules: info.OldestRules() - 1})
	}
	for _, cfg := range bad {
		err := safeNew(g, cfg)
		if !errors.Is(err, engines.ErrConfig) {
			fails = append(fails, Failure{Game: info.ID, Players: cfg.Players, Variants: cfg.Variants, Rules: cfg.Rules, Step: -1,
				Msg: fmt.Sprintf("New(%+v) = %v, want an error wrapping engines.ErrConfig", cfg, err)})
		}
	}
	return fails
}

func safeNew(g engines.Game, cfg engines.Config) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	_, err = g.New(cfg)
	return err
}

// check plays opt.Games games for one player count and returns the
// failures in seed order. opt must be resolved.
func check(g engines.Game, opt Options, players int) []Failure {
	info := g.Info()
	sets := opt.Variants
	if sets == nil {
		sets = [][]string{nil}
		for _, v := range info.Variants {
			sets = append(sets, []string{v.ID})
		}
	}
	results := make([]*Failure, opt.Games)
	skipped := make([]bool, opt.Games)
	var wg sync.WaitGroup
	next := make(chan int)
	for range min(opt.Workers, opt.Games) {
		wg.Go(func() {
			for i := range next {
				seed := opt.Seed + uint64(i)
				variants := sets[seed%uint64(len(sets))]
				rules := info.OldestRules() + int(seed/uint64(len(sets))%uint64(info.RulesVersion-info.OldestRules()+1))
				p := &playout{g: g, info: info, opt: &opt, players: players, seed: seed, variants: variants, rules: rules}
				results[i] = p.run()
				skipped[i] = p.skipped
			}
		})
	}
	for i := range opt.Games {
		next <- i
	}
	close(next)
	wg.Wait()
	var fails []Failure
	for _, f := range results {
		if f != nil {
			fails = append(fails, *f)
		}
	}
	if !slices.Contains(skipped, false) {
		fails = append(fails, Failure{Game: info.ID, Players: players, Seed: opt.Seed, Step: -1,
			Msg: "every game was skipped: New rejected every variant set"})
	}
	return fails
}

// playout is one checked random game.
type playout struct {
	g        engines.Game
	info     engines.Info
	opt      *Options
	players  int
	seed     uint64
	variants []string
	rules    int  // the rules version played
	skipped  bool // New rejected the variant set with ErrConfig

	r    rng.RNG // chooses actions, samples checks and builds determinizations
	step int
	// What was being called, for panic reports: doing names it, with
	// "SEAT" and "ACT" standing for seat and act (kept apart so that the
	// bookkeeping costs no formatting).
	doing string
	seat  int
	act   engines.Action
	buf   []byte // reused encoding buffer
	// spare is the state an engines.Copier's CloneInto last built, reused
	// from sample to sample as the bots reuse theirs.
	spare engines.State
}

func (p *playout) at(doing string, seat int, act engines.Action) {
	p.doing, p.seat, p.act = doing, seat, act
}

func (p *playout) fail(format string, args ...any) *Failure {
	return &Failure{Game: p.info.ID, Players: p.players, Variants: p.variants, Rules: p.rules, Seed: p.seed, Step: p.step,
		Msg: fmt.Sprintf(format, args...)}
}

func (p *playout) run() (f *Failure) {
	p.step = -1
	p.doing = "New"
	defer func() {
		if x := recover(); x != nil {
			doing := strings.ReplaceAll(p.doing, "SEAT", strconv.Itoa(p.seat))
			doing = strings.ReplaceAll(doing, "ACT", fmt.Sprintf("%+v", p.act))
			f = p.fail("panic in %s: %v\n%s", doing, x, debug.Stack())
		}
	}()
	cfg := engines.Config{Players: p.players, Seed: p.seed, Variants: p.variants, Rules: p.rules}
	st, err := p.g.New(cfg)
	if err != nil {
		if len(p.variants) > 0 && errors.Is(err, engines.ErrConfig) {
			p.skipped = true
			return nil
		}
		return p.fail("New(%+v): %v", cfg, err)
	}
	p.r = rng.New(p.seed ^ contract.ChoiceSalt)
	log := make([]engines.Action, 0, 64)
	for p.step = 0; ; p.step++ {
		legal, err := p.cheap(st)
		if err != nil {
			return p.fail("%v", err)
		}
		over := len(legal) == 0
		if over || p.step == 0 || p.r.Intn(p.opt.CheckEvery) == 0 {
			if err := p.expensive(st, legal); err != nil {
				return p.fail("%v", err)
			}
		}
		if over {
			break
		}
		if p.step >= p.info.MaxDecisions {
			return p.fail("game not over after Info().MaxDecisions = %d actions (%s)", p.info.MaxDecisions, st.Progress())
		}
		a := legal[p.r.Intn(len(legal))]
		p.at("Describe/Barrier(ACT)", 0, a)
		if st.Describe(a) == "" {
			return p.fail("Describe(%+v) is empty", a)
		}
		barrier := st.Barrier(a)
		if stepper, ok := st.(engines.Stepper); ok {
			p.doing = "Step(ACT)"
			step, err := stepper.Step(a)
			if err != nil {
				return p.fail("Step of legal action %+v: %v", a, err)
			}
			if i := slices.Index(legal, a); step.Index != i || step.Barrier != barrier {
				return p.fail("Step(%+v) = index %d, barrier %t; Legal() has it at %d and Barrier says %t", a, step.Index, step.Barrier, i, barrier)
			}
		} else {
			p.doing = "Apply(ACT)"
			if err := st.Apply(a); err != nil {
				return p.fail("Apply of legal action %+v: %v", a, err)
			}
		}
		log = append(log, a)
	}
	p.doing = "Result"
	if err := contract.CheckResult(st.Result(), p.players, true); err != nil {
		return p.fail("final %v", err)
	}
	if pj, ok := st.(engines.Projector); ok {
		p.doing = "ProjectedResult"
		if got, want := pj.ProjectedResult(), st.Result(); !reflect.DeepEqual(got, want) {
			return p.fail("ProjectedResult() = %+v at the end, not Result() = %+v", got, want)
		}
	}
	p.doing = "replay"
	if err := p.replay(cfg, log, st); err != nil {
		return p.fail("%v", err)
	}
	return nil
}

// cheap runs the per-action checks and returns Legal.
func (p *playout) cheap(st engines.State) ([]engines.Action, error) {
	p.doing = "Players/ToMove/Over/Legal"
	legal, err := contract.CheckState(st, p.players)
	if err != nil {
		return nil, err
	}
	if again := st.Legal(); !slices.Equal(legal, again) {
		return nil, fmt.Errorf("Legal() not deterministic: %v then %v", legal, again)
	}
	if a, ok := duplicate(legal); ok {
		return nil, fmt.Errorf("Legal() lists %+v twice", a)
	}
	if lv, ok := st.(engines.LegalViewer); ok {
		if view := lv.LegalView(); !slices.Equal(legal, view) {
			return nil, fmt.Errorf("LegalView() = %v, not Legal() = %v", view, legal)
		}
	}
	if p.opt.Invariant != nil {
		p.doing = "Options.Invariant"
		if err := p.opt.Invariant(st); err != nil {
			return nil, fmt.Errorf("Options.Invariant: %w", err)
		}
	}
	return legal, nil
}

func duplicate(legal []engines.Action) (engines.Action, bool) {
	if len(legal) <= 24 {
		for i, a := range legal {
			if slices.Contains(legal[:i], a) {
				return a, true
			}
		}
		return engines.Action{}, false
	}
	seen := make(map[engines.Action]struct{}, len(legal))
	for _, a := range legal {
		if _, ok := seen[a]; ok {
			return a, true
		}
		seen[a] = struct{}{}
	}
	return engines.Action{}, false
}

// expensive runs the sampled checks on st, which they must leave unchanged.
func (p *playout) expensive(st engines.State, legal []engines.Action) error {
	p.doing = "MarshalMsg"
	orig, err := st.MarshalMsg(nil)
	if err != nil {
		return fmt.Errorf("MarshalMsg: %w", err)
	}
	// unchanged compares st with orig; what says what ran, with "ACT"
	// standing for a, and is only formatted on failure.
	unchanged := func(what string, a engines.Action) error {
		p.doing = "MarshalMsg"
		var err error
		p.buf, err = st.MarshalMsg(p.buf[:0])
		if err == nil && bytes.Equal(orig, p.buf) {
			return nil
		}
		what = strings.ReplaceAll(what, "ACT", fmt.Sprintf("%+v", a))
		if err != nil {
			return fmt.Errorf("MarshalMsg after %s: %w", what, err)
		}
		return fmt.Errorf("%s changed the state", what)
	}
	over := st.Over()
	p.doing = "Result"
	if err := contract.CheckResult(st.Result(), p.players, over); err != nil {
		return err
	}
	for _, check := range []func(engines.State, []engines.Action, []byte) error{
		p.checkClone, p.checkLegalActions, p.checkStep, p.checkRoundTrip, p.checkViews, p.checkProjection,
	} {
		if err := check(st, legal, orig); err != nil {
			return err
		}
	}
	if err := unchanged("Describe/Barrier/Clone/Result/View/Determinize/ProjectedResult", engines.Action{}); err != nil {
		return err
	}
	// Illegal actions go last: a buggy engine may change st here.
	stepper, steps := st.(engines.Stepper)
	for _, a := range p.illegal(legal) {
		p.at("Apply(illegal ACT)", 0, a)
		err := st.Apply(a)
		if !errors.Is(err, engines.ErrIllegal) {
			return fmt.Errorf("Apply(%+v), not in Legal, returned %v, want an error wrapping engines.ErrIllegal", a, err)
		}
		if err := unchanged("rejected Apply(ACT)", a); err != nil {
			return err
		}
		if steps {
			p.at("Step(illegal ACT)", 0, a)
			if _, err := stepper.Step(a); !errors.Is(err, engines.ErrIllegal) {
				return fmt.Errorf("Step(%+v), not in Legal, returned %v, want an error wrapping engines.ErrIllegal", a, err)
			}
			if err := unchanged("rejected Step(ACT)", a); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkStep checks an engines.Stepper against the contract it shortens:
// for some legal actions (at most stepSamples, sampled), Step on one clone
// and Apply on another lead to the same encoding, and Step reports the
// action's index in legal and what Barrier says of it; the first one's
// Step, run twice, reports the same events. (The playout itself plays a
// Stepper with Step, checking the index and the barrier of every action.)
func (p *playout) checkStep(st engines.State, legal []engines.Action, _ []byte) error {
	if _, ok := st.(engines.Stepper); !ok || len(legal) == 0 {
		return nil
	}
	for n := range min(len(legal), stepSamples) {
		i := n
		if len(legal) > stepSamples {
			i = p.r.Intn(len(legal))
		}
		a := legal[i]
		p.at("Barrier/Clone/Apply/Step(ACT)", 0, a)
		barrier := st.Barrier(a)
		applied := st.Clone()
		if err := applied.Apply(a); err != nil {
			return fmt.Errorf("Apply of legal action %+v: %w", a, err)
		}
		want, err := applied.MarshalMsg(nil)
		if err != nil {
			return fmt.Errorf("MarshalMsg after Apply(%+v): %w", a, err)
		}
		steps := make([]engines.Step, 1, 2)
		if n == 0 {
			steps = steps[:2]
		}
		for k := range steps {
			stepped := st.Clone()
			if steps[k], err = stepped.(engines.Stepper).Step(a); err != nil {
				return fmt.Errorf("Step of legal action %+v: %w", a, err)
			}
			got, err := stepped.MarshalMsg(nil)
			if err != nil {
				return fmt.Errorf("MarshalMsg after Step(%+v): %w", a, err)
			}
			if !bytes.Equal(got, want) {
				return fmt.Errorf("Step(%+v) left another state than Apply(%+v)", a, a)
			}
		}
		if steps[0].Index != i || steps[0].Barrier != barrier {
			return fmt.Errorf("Step(%+v) = index %d, barrier %t; Legal() has it at %d and Barrier says %t", a, steps[0].Index, steps[0].Barrier, i, barrier)
		}
		if len(steps) == 2 && !reflect.DeepEqual(steps[0], steps[1]) {
			return fmt.Errorf("Step(%+v) on two clones reported %+v then %+v", a, steps[0], steps[1])
		}
	}
	return nil
}

// checkLegalActions describes every legal action and applies each (at most
// 32, sampled) to a clone.
func (p *playout) checkLegalActions(st engines.State, legal []engines.Action, _ []byte) error {
	for _, a := range legal {
		p.at("Describe/Barrier(ACT)", 0, a)
		if st.Describe(a) == "" {
			return fmt.Errorf("Describe(%+v) is empty", a)
		}
		st.Barrier(a)
	}
	try := legal
	if len(try) > 32 {
		try = make([]engines.Action, 32)
		for i := range try {
			try[i] = legal[p.r.Intn(len(legal))]
		}
	}
	for _, a := range try {
		p.at("Apply(ACT) on a clone", 0, a)
		if err := st.Clone().Apply(a); err != nil {
			return fmt.Errorf("Apply of legal action %+v (on a clone): %v", a, err)
		}
	}
	return nil
}

// checkClone applies an action to a clone and checks the original.
func (p *playout) checkClone(st engines.State, legal []engines.Action, orig []byte) error {
	p.doing = "Clone"
	c := st.Clone()
	b, err := c.MarshalMsg(nil)
	if err != nil {
		return fmt.Errorf("MarshalMsg of a clone: %w", err)
	}
	if !bytes.Equal(b, orig) {
		return errors.New("Clone() encodes differently from the original")
	}
	if len(legal) == 0 {
		return nil
	}
	a := legal[p.r.Intn(len(legal))]
	p.at("Apply(ACT) on a clone", 0, a)
	if err := c.Apply(a); err != nil {
		return fmt.Errorf("Apply of legal action %+v on a clone: %v", a, err)
	}
	p.doing = "MarshalMsg"
	now, err := st.MarshalMsg(nil)
	if err != nil {
		return fmt.Errorf("MarshalMsg: %w", err)
	}
	if !bytes.Equal(now, orig) {
		return fmt.Errorf("Clone() is not independent: Apply(%+v) on the clone changed the original", a)
	}
	return p.checkCloneInto(st, legal, orig, a, c)
}

// checkCloneInto checks an engines.Copier's CloneInto, made in the state it
// built at an earlier sample, against Clone: the same encoding and Legal,
// and after Apply(a) the encoding of c, a clone a was applied to, with the
// original unchanged.
func (p *playout) checkCloneInto(st engines.State, legal []engines.Action, orig []byte, a engines.Action, c engines.State) error {
	cp, ok := st.(engines.Copier)
	if !ok {
		return nil
	}
	p.doing = "CloneInto"
	p.spare = cp.CloneInto(p.spare)
	b, err := p.spare.MarshalMsg(nil)
	if err != nil {
		return fmt.Errorf("MarshalMsg of CloneInto: %w", err)
	}
	if !bytes.Equal(b, orig) {
		return errors.New("CloneInto encodes differently from the original")
	}
	if !slices.Equal(p.spare.Legal(), legal) {
		return errors.New("CloneInto's Legal differs from the original's")
	}
	p.at("Apply(ACT) on CloneInto", 0, a)
	if err := p.spare.Apply(a); err != nil {
		return fmt.Errorf("Apply of legal action %+v on CloneInto: %v", a, err)
	}
	p.doing = "MarshalMsg"
	if b, err = p.spare.MarshalMsg(b[:0]); err != nil {
		return fmt.Errorf("MarshalMsg: %w", err)
	}
	want, err := c.MarshalMsg(nil)
	if err != nil {
		return fmt.Errorf("MarshalMsg: %w", err)
	}
	if !bytes.Equal(b, want) {
		return fmt.Errorf("Apply(%+v) on CloneInto leaves another state than on Clone()", a)
	}
	if now, err := st.MarshalMsg(nil); err != nil || !bytes.Equal(now, orig) {
		return fmt.Errorf("CloneInto is not independent: Apply(%+v) on the copy changed the original", a)
	}
	return nil
}

// checkRoundTrip decodes the encoding and compares.
func (p *playout) checkRoundTrip(st engines.State, legal []engines.Action, orig []byte) error {
	p.doing = "Game.Decode"
	d, err := p.g.Decode(slices.Clone(orig))
	if err != nil {
		return fmt.Errorf("Decode of MarshalMsg: %w", err)
	}
	p.doing = "MarshalMsg of decoded state"
	b, err := d.MarshalMsg(nil)
	if err != nil {
		return fmt.Errorf("MarshalMsg of decoded state: %w", err)
	}
	if !bytes.Equal(b, orig) {
		return fmt.Errorf("Decode round trip changed the encoding (%d bytes to %d)", len(orig), len(b))
	}
	p.doing = "Legal of decoded state"
	if dl := d.Legal(); !slices.Equal(dl, legal) {
		return fmt.Errorf("decoded state has Legal %v, want %v", dl, legal)
	}
	if d.ToMove() != st.ToMove() || d.Over() != st.Over() || d.Players() != st.Players() {
		return errors.New("decoded state differs in Players, ToMove or Over")
	}
	return nil
}

// checkViews compares views with views of determinizations.
func (p *playout) checkViews(st engines.State, legal []engines.Action, _ []byte) error {
	tm := st.ToMove()
	seats := []int{-1}
	if tm >= 0 {
		seats = append(seats, tm)
	}
	if p.players > 1 {
		other := p.r.Intn(p.players)
		if other == tm {
			other = (other + 1) % p.players
		}
		seats = append(seats, other)
	}
	for _, seat := range seats {
		p.at("View(SEAT)", seat, p.act)
		view, err := st.View(seat).MarshalMsg(nil)
		if err != nil {
			return fmt.Errorf("MarshalMsg of View(%d): %w", seat, err)
		}
		p.at("View(SEAT)", seat, p.act)
		vs := st.View(seat)
		if vs.Players() != st.Players() || vs.ToMove() != tm || vs.Over() != st.Over() {
			return fmt.Errorf("View(%d) changed Players/ToMove/Over from %d/%d/%v to %d/%d/%v", seat,
				st.Players(), tm, st.Over(), vs.Players(), vs.ToMove(), vs.Over())
		}
		// Determinize must work from the full state and from the seat's
		// view alike: bots determinize the view, so they never touch
		// hidden information.
		for k, src := range []engines.State{st, vs} {
			dr := p.r.Split()
			p.at("Determinize(SEAT)", seat, p.act)
			d := src.Determinize(seat, &dr)
			if d.Players() != st.Players() || d.ToMove() != tm || d.Over() != st.Over() {
				return fmt.Errorf("Determinize(%d) changed Players/ToMove/Over from %d/%d/%v to %d/%d/%v", seat,
					st.Players(), tm, st.Over(), d.Players(), d.ToMove(), d.Over())
			}
			p.at("Determinize(SEAT).View(SEAT)", seat, p.act)
			dv, err := d.View(seat).MarshalMsg(nil)
			if err != nil {
				return fmt.Errorf("MarshalMsg of Determinize(%d).View(%d): %w", seat, seat, err)
			}
			if !bytes.Equal(view, dv) {
				return fmt.Errorf("Determinize(%d).View(%d) differs from View(%d) (determinizing %s): "+
					"the view shows something the seat cannot know, or Determinize changes what it can",
					seat, seat, seat, [...]string{"the state", "the view"}[k])
			}
			if c, ok := d.(contract.InvariantChecker); ok {
				p.at("CheckInvariants of Determinize(SEAT)", seat, p.act)
				if err := c.CheckInvariants(); err != nil {
					return fmt.Errorf("Determinize(%d): CheckInvariants: %w", seat, err)
				}
			}
			if p.opt.Invariant != nil {
				p.at("Options.Invariant of Determinize(SEAT)", seat, p.act)
				if err := p.opt.Invariant(d); err != nil {
					return fmt.Errorf("Determinize(%d): Options.Invariant: %w", seat, err)
				}
			}
			if seat != tm || tm < 0 {
				continue
			}
			p.at("Determinize(SEAT).Legal", seat, p.act)
			if dl := d.Legal(); !slices.Equal(dl, legal) {
				return fmt.Errorf("Determinize(%d) changed the seat's Legal from %v to %v", seat, legal, dl)
			}
			a := legal[p.r.Intn(len(legal))]
			p.at("Determinize(SEAT).Apply(ACT)", seat, a)
			if err := d.Apply(a); err != nil {
				return fmt.Errorf("Apply of legal action %+v on Determinize(%d): %v", a, seat, err)
			}
		}
	}
	return nil
}

// checkProjection checks an engines.Projector's ProjectedResult: a whole
// ranked Result, and the same from every seat's View and from a
// determinization for every seat, so that it never shows a player what
// their seat may not know. It draws nothing from the playout's generator.
func (p *playout) checkProjection(st engines.State, _ []engines.Action, _ []byte) error {
	pj, ok := st.(engines.Projector)
	if !ok {
		return nil
	}
	p.doing = "ProjectedResult"
	want := pj.ProjectedResult()
	if err := contract.CheckResult(want, p.players, true); err != nil {
		return fmt.Errorf("ProjectedResult: %w", err)
	}
	r := rng.New(p.seed ^ uint64(p.step))
	for seat := -1; seat < p.players; seat++ {
		p.at("View(SEAT).ProjectedResult", seat, p.act)
		if got := engines.Projected(st.View(seat)); !reflect.DeepEqual(got, want) {
			return fmt.Errorf("View(%d) projects %v, the state %v: the projection counts what the seat cannot see",
				seat, got.Scores, want.Scores)
		}
		p.at("Determinize(SEAT).ProjectedResult", seat, p.act)
		if got := engines.Projected(st.Determinize(seat, &r)); !reflect.DeepEqual(got, want) {
			return fmt.Errorf("Determinize(%d) projects %v, the state %v: the projection counts what the seat cannot see",
				seat, got.Scores, want.Scores)
		}
	}
	return nil
}

// illegal returns a few actions not in legal: random ones and mutations of
// legal ones.
func (p *playout) illegal(legal []engines.Action) []engines.Action {
	vals := [...]int16{-32768, -1, 0, 1, 2, 3, 5, 9, 100, 32767}
	arg := func() int16 {
		if p.r.Intn(4) == 0 {
			return int16(p.r.Uint64())
		}
		return vals[p.r.Intn(len(vals))]
	}
	out := make([]engines.Action, 0, 6)
	add := func(a engines.Action) {
		if !slices.Contains(legal, a) && !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	add(engines.Action{})
	add(engines.Action{Kind: uint8(p.r.Uint64()), A: arg(), B: arg(), C: arg(), D: arg()})
	for range 4 {
		if len(legal) == 0 {
			add(engines.Action{Kind: uint8(p.r.Intn(8)), A: arg()})
			continue
		}
		a := legal[p.r.Intn(len(legal))]
		d := int16(1)
		if p.r.Intn(2) == 0 {
			d = -1
		}
		switch p.r.Intn(6) {
		case 0:
			a.Kind += uint8(d)
		case 1:
			a.A += d
		case 2:
			a.B += d
		case 3:
			a.C += d
		case 4:
			a.D += d
		default:
			a.A, a.B = arg(), arg()
		}
		add(a)
	}
	return out
}

// replay plays the log again from the seed and compares the end state.
func (p *playout) replay(cfg engines.Config, log []engines.Action, end engines.State) error {
	st, err := p.g.New(cfg)
	if err != nil {
		return fmt.Errorf("replay: New: %w", err)
	}
	for i, a := range log {
		if err := st.Apply(a); err != nil {
			return fmt.Errorf("replay from the seed: action %d %+v: %v", i, a, err)
		}
	}
	a, err := st.MarshalMsg(nil)
	if err != nil {
		return fmt.Errorf("replay: MarshalMsg: %w", err)
	}
	b, err := end.MarshalMsg(nil)
	if err != nil {
		return fmt.Errorf("MarshalMsg: %w", err)
	}
	if !bytes.Equal(a, b) {
		return fmt.Errorf("replaying the seed and %d actions gives a different state", len(log))
	}
	return nil
}
