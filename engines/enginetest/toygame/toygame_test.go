package toygame

import (
	"bytes"
	"errors"
	"slices"
	"testing"

	"tabula/engines"
	"tabula/engines/rng"
)

func newState(t *testing.T, players int, seed uint64, variants ...string) *State {
	t.Helper()
	st, err := Game{}.New(engines.Config{Players: players, Seed: seed, Variants: variants})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return st.(*State)
}

func TestNewConfig(t *testing.T) {
	tests := []struct {
		name    string
		cfg     engines.Config
		wantErr bool
		rounds  int
	}{
		{"two players", engines.Config{Players: 2}, false, Rounds},
		{"four players short", engines.Config{Players: 4, Variants: []string{VariantShort}}, false, ShortRounds},
		{"one player", engines.Config{Players: 1}, true, 0},
		{"five players", engines.Config{Players: 5}, true, 0},
		{"unknown variant", engines.Config{Players: 3, Variants: []string{"long"}}, true, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, err := Game{}.New(tt.cfg)
			if tt.wantErr {
				if !errors.Is(err, engines.ErrConfig) {
					t.Fatalf("New(%+v) error = %v, want ErrConfig", tt.cfg, err)
				}
				return
			}
			if err != nil {
				t.Fatalf("New(%+v): %v", tt.cfg, err)
			}
			s := st.(*State)
			if s.Rounds != tt.rounds {
				t.Errorf("rounds = %d, want %d", s.Rounds, tt.rounds)
			}
			if err := s.CheckInvariants(); err != nil {
				t.Errorf("invariants: %v", err)
			}
			for p, h := range s.Hands {
				if len(h) != HandSize {
					t.Errorf("seat %d holds %d cards, want %d", p, len(h), HandSize)
				}
			}
			if want := DeckSize - HandSize*tt.cfg.Players; len(s.Deck) != want {
				t.Errorf("deck has %d cards, want %d", len(s.Deck), want)
			}
		})
	}
}

func TestTurn(t *testing.T) {
	s := newState(t, 2, 7)
	h := slices.Clone(s.Hands[0])
	want := []engines.Action{Play(h[0]), Play(h[1]), Play(h[2]), Draw(), Done()}
	if got := s.Legal(); !slices.Equal(got, want) {
		t.Fatalf("Legal = %v, want %v", got, want)
	}
	steps := []struct {
		a       engines.Action
		wantErr bool
		barrier bool
	}{
		{Play(h[0]), false, false},
		{Play(h[0]), true, false}, // no longer in hand
		{Draw(), false, true},
		{Draw(), true, true}, // one draw per turn
		{Play(h[1]), false, false},
		{Play(h[2]), true, false}, // two plays per turn
		{engines.Action{Kind: KindDone, B: 1}, true, true},
		{engines.Action{Kind: 99}, true, true},
		{Done(), false, true},
	}
	for i, st := range steps {
		if got := s.Barrier(st.a); got != st.barrier {
			t.Errorf("step %d: Barrier(%v) = %v, want %v", i, st.a, got, st.barrier)
		}
		before, _ := s.MarshalMsg(nil)
		err := s.Apply(st.a)
		if st.wantErr {
			after, _ := s.MarshalMsg(nil)
			if !errors.Is(err, engines.ErrIllegal) || !bytes.Equal(before, after) {
				t.Errorf("step %d: Apply(%v) = %v (changed %v), want unchanged ErrIllegal", i, st.a, err, !bytes.Equal(before, after))
			}
		} else if err != nil {
			t.Errorf("step %d: Apply(%v): %v", i, st.a, err)
		}
	}
	if s.ToMove() != 1 || len(s.Hands[0]) != 2 || len(s.Table[0]) != 2 {
		t.Errorf("after the turn: to move %d, hand %v, table %v", s.ToMove(), s.Hands[0], s.Table[0])
	}
	if err := s.CheckInvariants(); err != nil {
		t.Error(err)
	}
}

func TestResult(t *testing.T) {
	s := newState(t, 3, 1)
	// Seat 0: 8+9+10 of Suns (a set), empty hand. Seat 1: 10 of Moons, one
	// card in hand. Seat 2: 9 of Moons and 1 of Stars, empty hand.
	s.Table = [][]uint8{{8, 9, 10}, {20}, {19, 21}}
	s.Hands = [][]uint8{{}, {1}, {}}
	s.Round = s.Rounds
	r := s.Result()
	wantPoints := [][]int{{27, 5, 0}, {10, 0, -2}, {10, 0, 0}}
	for p := range 3 {
		if !slices.Equal(r.Points[p], wantPoints[p]) {
			t.Errorf("seat %d points %v, want %v", p, r.Points[p], wantPoints[p])
		}
	}
	if want := []int{32, 8, 10}; !slices.Equal(r.Scores, want) {
		t.Errorf("scores %v, want %v", r.Scores, want)
	}
	if want := []int{1, 3, 2}; !slices.Equal(r.Rank, want) {
		t.Errorf("rank %v, want %v", r.Rank, want)
	}
	// The tie-break: seats 1 and 2 both on 10 cards points without penalty,
	// seat 2 played more cards.
	s.Hands[1] = nil
	r = s.Result()
	if want := []int{1, 3, 2}; !slices.Equal(r.Rank, want) {
		t.Errorf("tie-break rank %v, want %v (scores %v)", r.Rank, want, r.Scores)
	}
	if s.ToMove() != -1 || s.Legal() != nil {
		t.Errorf("over: ToMove %d, Legal %v", s.ToMove(), s.Legal())
	}
}

func TestViewAndDeterminize(t *testing.T) {
	s := newState(t, 3, 42)
	v := s.View(1).(*State)
	if !slices.Equal(v.Hands[1], s.Hands[1]) {
		t.Errorf("View(1) changed seat 1's hand")
	}
	for _, p := range []int{0, 2} {
		if slices.ContainsFunc(v.Hands[p], func(c uint8) bool { return c != 0 }) {
			t.Errorf("View(1) shows seat %d's hand %v", p, v.Hands[p])
		}
	}
	if slices.ContainsFunc(v.Deck, func(c uint8) bool { return c != 0 }) || v.RNG != (rng.RNG{}) {
		t.Errorf("View(1) shows the deck or the generator")
	}
	r := rng.New(5)
	for _, from := range []*State{s, v} {
		d := from.Determinize(1, &r).(*State)
		if err := d.CheckInvariants(); err != nil {
			t.Fatalf("determinized state: %v", err)
		}
		if !slices.Equal(d.Hands[1], s.Hands[1]) {
			t.Errorf("Determinize(1) changed seat 1's hand")
		}
		a, _ := d.View(1).MarshalMsg(nil)
		b, _ := v.MarshalMsg(nil)
		if !bytes.Equal(a, b) {
			t.Errorf("Determinize(1).View(1) differs from View(1)")
		}
	}
}

func TestDecode(t *testing.T) {
	s := newState(t, 4, 3)
	b, err := s.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Game{}.Decode(b)
	if err != nil {
		t.Fatalf("Decode: %v", err)
	}
	b2, _ := got.MarshalMsg(nil)
	if !bytes.Equal(b, b2) {
		t.Errorf("round trip changed the bytes")
	}
	bad := s.clone()
	bad.Hands[0][0] = bad.Hands[1][0]
	bb, _ := bad.MarshalMsg(nil)
	for name, in := range map[string][]byte{
		"duplicate card": bb,
		"truncated":      b[:len(b)/2],
		"trailing":       append(slices.Clone(b), 0xc0),
		"empty":          nil,
	} {
		if _, err := (Game{}).Decode(in); !errors.Is(err, ErrCorrupt) {
			t.Errorf("Decode(%s) error = %v, want ErrCorrupt", name, err)
		}
	}
}
