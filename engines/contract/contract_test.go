package contract

import (
	"errors"
	"strings"
	"testing"

	"tabula/engines"
	"tabula/engines/enginetest/toygame"
)

// neverEnds is toygame with a MaxDecisions bound no game can meet.
type neverEnds struct{ toygame.Game }

func (g neverEnds) Info() engines.Info {
	info := g.Game.Info()
	info.MaxDecisions = 5
	return info
}

// panics is toygame whose states panic on every Apply.
type panics struct{ toygame.Game }

func (g panics) New(cfg engines.Config) (engines.State, error) {
	s, err := g.Game.New(cfg)
	return panicState{s}, err
}

type panicState struct{ engines.State }

func (panicState) Apply(engines.Action) error { panic("deliberate") }

// faulty is a state that breaks the contract as its fields say.
type faulty struct {
	engines.State
	players, toMove int
	over            bool
	legal           []engines.Action
	invariant       error
}

func (f faulty) Players() int            { return f.players }
func (f faulty) ToMove() int             { return f.toMove }
func (f faulty) Over() bool              { return f.over }
func (f faulty) Legal() []engines.Action { return f.legal }
func (f faulty) CheckInvariants() error  { return f.invariant }

func TestCheckState(t *testing.T) {
	some := []engines.Action{toygame.Done()}
	tests := []struct {
		name  string
		state faulty
		want  string
	}{
		{"running", faulty{players: 2, toMove: 1, legal: some}, ""},
		{"over", faulty{players: 2, toMove: -1, over: true}, ""},
		{"seat count", faulty{players: 3, toMove: 0, legal: some}, "Players() = 3"},
		{"to move when over", faulty{players: 2, toMove: 0, over: true}, "Over() but ToMove() = 0"},
		{"to move out of range", faulty{players: 2, toMove: 2, legal: some}, "ToMove() = 2"},
		{"nobody to move", faulty{players: 2, toMove: -1, legal: some}, "ToMove() = -1"},
		{"legal when over", faulty{players: 2, toMove: -1, over: true, legal: some}, "Legal() lists 1"},
		{"stuck", faulty{players: 2, toMove: 0}, "Legal() is empty"},
		{"invariant", faulty{players: 2, toMove: 0, legal: some, invariant: errors.New("a coin too many")}, "CheckInvariants: a coin too many"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			legal, err := CheckState(tt.state, 2)
			if tt.want == "" {
				if err != nil || len(legal) != len(tt.state.legal) {
					t.Errorf("CheckState = %v, %v; want %d actions", legal, err, len(tt.state.legal))
				}
			} else if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("CheckState = %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

func TestCheckResult(t *testing.T) {
	good := func() engines.Result {
		r := engines.Result{
			Categories: []string{"a", "b"},
			Points:     [][]int{{1, 2}, {3, 0}},
			Scores:     []int{3, 3},
			TieBreak:   []int{1, 0},
		}
		r.RankSeats()
		return r
	}
	tests := []struct {
		name   string
		mutate func(*engines.Result)
		over   bool
		want   string
	}{
		{"good", func(*engines.Result) {}, true, ""},
		{"no categories", func(r *engines.Result) { r.Categories = nil }, false, "no scoring categories"},
		{"missing score", func(r *engines.Result) { r.Scores = r.Scores[:1] }, false, "1 scores"},
		{"short row", func(r *engines.Result) { r.Points[1] = []int{3} }, false, "1 points for 2 categories"},
		{"bad sum", func(r *engines.Result) { r.Points[1][1] = 1 }, false, "sum to 4"},
		{"tie-break length", func(r *engines.Result) { r.TieBreak = []int{1} }, false, "1 tie-breaks"},
		{"rank ignored while running", func(r *engines.Result) { r.Rank = nil }, false, ""},
		{"rank missing at end", func(r *engines.Result) { r.Rank = nil }, true, "Rank = []"},
		{"tie-break ignored", func(r *engines.Result) { r.Rank = []int{1, 1} }, true, "want [1 2]"},
		{"nil tie-break shares", func(r *engines.Result) { r.TieBreak = nil; r.Rank = []int{1, 1} }, true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := good()
			tt.mutate(&r)
			err := CheckResult(r, 2, tt.over)
			if tt.want == "" {
				if err != nil {
					t.Errorf("CheckResult: %v", err)
				}
			} else if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("CheckResult = %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

func TestRandomPlayout(t *testing.T) {
	for players := 2; players <= 4; players++ {
		n, err := RandomPlayout(toygame.Game{}, players, 5)
		if err != nil || n < toygame.Rounds*players {
			t.Errorf("RandomPlayout(%d players) = %d, %v", players, n, err)
		}
		m, _ := RandomPlayout(toygame.Game{}, players, 5)
		if m != n {
			t.Errorf("RandomPlayout not deterministic: %d then %d actions", n, m)
		}
	}
	if _, err := RandomPlayout(toygame.Game{}, 9, 1); !errors.Is(err, engines.ErrConfig) {
		t.Errorf("9 players: %v, want ErrConfig", err)
	}
	if n, err := RandomPlayout(neverEnds{}, 2, 1); !errors.Is(err, ErrTooLong) || n != 5 {
		t.Errorf("never ends: %d actions, %v; want ErrTooLong after 5", n, err)
	}
	if _, err := RandomPlayout(panics{}, 2, 1); err == nil || !strings.Contains(err.Error(), "panic after 0 actions: deliberate") {
		t.Errorf("panic: %v", err)
	}
}

func TestRandomPosition(t *testing.T) {
	a, err := RandomPosition(toygame.Game{}, 3, 7, 4)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := RandomPosition(toygame.Game{}, 3, 7, 4)
	fresh, _ := toygame.Game{}.New(engines.Config{Players: 3, Seed: 7})
	ea, _ := a.MarshalMsg(nil)
	eb, _ := b.MarshalMsg(nil)
	ef, _ := fresh.MarshalMsg(nil)
	if string(ea) != string(eb) {
		t.Error("RandomPosition not deterministic")
	}
	if string(ea) == string(ef) {
		t.Error("RandomPosition played no action")
	}
	if _, err := RandomPosition(toygame.Game{}, 9, 1, 3); !errors.Is(err, engines.ErrConfig) {
		t.Errorf("9 players: %v, want ErrConfig", err)
	}
}

func BenchmarkRandomPlayout(b *testing.B) {
	b.ReportAllocs()
	for i := range b.N {
		if _, err := RandomPlayout(toygame.Game{}, 3, uint64(i)); err != nil {
			b.Fatal(err)
		}
	}
}
