package save

import (
	"fmt"
	"slices"

	"github.com/tinylib/msgp/msgp"

	"tabula/engines"
	"tabula/engines/rng"
)

// walkGame is a synthetic test game of exactly steps decisions, each between
// 1 and width options (a count derived from the seed and the step). It has
// the shape of a long board game's log without any rules, for measuring
// link sizes and provoking replay failures.
type walkGame struct {
	steps   int
	width   int
	rules   int
	panicAt int // Apply panics at this step (when > 0)
}

func (g walkGame) Info() engines.Info {
	return engines.Info{
		ID: "walk", Name: "Walk", MinPlayers: 1, MaxPlayers: 8,
		Variants:     []engines.Variant{{ID: "wide", Name: "Wide"}},
		RulesVersion: g.rules, MaxDecisions: g.steps,
	}
}

func (g walkGame) New(cfg engines.Config) (engines.State, error) {
	if err := cfg.Validate(g.Info()); err != nil {
		return nil, fmt.Errorf("walk: %w", err)
	}
	return &walkState{g: g, N: cfg.Players, Seed: cfg.Seed}, nil
}

func (g walkGame) Decode(b []byte) (engines.State, error) {
	s := &walkState{g: g}
	var err error
	if s.N, b, err = msgp.ReadIntBytes(b); err != nil {
		return nil, err
	}
	if s.Seed, b, err = msgp.ReadUint64Bytes(b); err != nil {
		return nil, err
	}
	if s.Step, b, err = msgp.ReadIntBytes(b); err != nil {
		return nil, err
	}
	if len(b) != 0 || s.Step < 0 || s.Step > g.steps || s.N < 1 || s.N > 8 {
		return nil, fmt.Errorf("walk: corrupt state")
	}
	return s, nil
}

type walkState struct {
	g    walkGame
	N    int
	Seed uint64
	Step int
}

func (s *walkState) Players() int { return s.N }
func (s *walkState) Over() bool   { return s.Step >= s.g.steps }
func (s *walkState) ToMove() int {
	if s.Over() {
		return -1
	}
	return s.Step % s.N
}

func (s *walkState) Legal() []engines.Action {
	if s.Over() {
		return nil
	}
	r := rng.New(s.Seed ^ uint64(s.Step)*0x9e3779b97f4a7c15)
	out := make([]engines.Action, 1+r.Intn(s.g.width))
	for i := range out {
		out[i] = engines.Action{Kind: 1, A: int16(i)}
	}
	return out
}

func (s *walkState) Apply(a engines.Action) error {
	if !slices.Contains(s.Legal(), a) {
		return fmt.Errorf("walk: %w: %+v", engines.ErrIllegal, a)
	}
	if s.g.panicAt > 0 && s.Step == s.g.panicAt {
		panic("walk: deliberate panic")
	}
	s.Step++
	return nil
}

func (s *walkState) Barrier(engines.Action) bool { return true }
func (s *walkState) Result() engines.Result {
	r := engines.Result{Categories: []string{"Steps"}, Points: make([][]int, s.N), Scores: make([]int, s.N)}
	for p := range s.N {
		r.Points[p] = []int{0}
	}
	r.RankSeats()
	return r
}
func (s *walkState) Progress() string                        { return fmt.Sprintf("Step %d of %d", s.Step, s.g.steps) }
func (s *walkState) Describe(a engines.Action) string        { return fmt.Sprintf("Option %d", a.A) }
func (s *walkState) Clone() engines.State                    { c := *s; return &c }
func (s *walkState) View(int) engines.State                  { return s.Clone() }
func (s *walkState) Determinize(int, *rng.RNG) engines.State { return s.Clone() }
func (s *walkState) MarshalMsg(b []byte) ([]byte, error) {
	b = msgp.AppendInt(b, s.N)
	b = msgp.AppendUint64(b, s.Seed)
	return msgp.AppendInt(b, s.Step), nil
}
