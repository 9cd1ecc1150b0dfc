package engines

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestConfigValidate(t *testing.T) {
	info := Info{Name: "Test", MinPlayers: 2, MaxPlayers: 4, Variants: []Variant{{ID: "a"}, {ID: "b"}}}
	tests := []struct {
		name string
		cfg  Config
		ok   bool
	}{
		{"fewest players", Config{Players: 2}, true},
		{"most players", Config{Players: 4}, true},
		{"too few", Config{Players: 1}, false},
		{"too many", Config{Players: 5}, false},
		{"negative", Config{Players: -1}, false},
		{"known variants", Config{Players: 3, Variants: []string{"a", "b"}}, true},
		{"unknown variant", Config{Players: 3, Variants: []string{"c"}}, false},
		{"variant twice", Config{Players: 3, Variants: []string{"a", "a"}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.cfg.Validate(info)
			if (err == nil) != tt.ok {
				t.Fatalf("Validate = %v, want ok=%v", err, tt.ok)
			}
			if err != nil && !errors.Is(err, ErrConfig) {
				t.Errorf("error %v does not wrap ErrConfig", err)
			}
		})
	}
	for _, tt := range []struct {
		min, max int
		want     string
	}{{2, 4, "Test takes 2 to 4 players, not 5"}, {2, 2, "Test takes 2 players, not 5"}} {
		if err := (Config{Players: 5}).Validate(Info{Name: "Test", MinPlayers: tt.min, MaxPlayers: tt.max}); err == nil || !strings.HasSuffix(err.Error(), tt.want) {
			t.Errorf("%d to %d players: %v, want %q", tt.min, tt.max, err, tt.want)
		}
	}
	if c := (Config{Variants: []string{"b"}}); !c.HasVariant("b") || c.HasVariant("a") {
		t.Error("HasVariant is wrong")
	}
}

func TestRankSeats(t *testing.T) {
	tests := []struct {
		name     string
		scores   []int
		tieBreak []int
		rank     []int
		winners  []int
	}{
		{"distinct", []int{10, 30, 20}, nil, []int{3, 1, 2}, []int{1}},
		{"tie stands", []int{30, 30, 20}, nil, []int{1, 1, 3}, []int{0, 1}},
		{"tie broken", []int{30, 30, 20}, []int{4, 6, 9}, []int{2, 1, 3}, []int{1}},
		{"tie-break only between equal scores", []int{31, 30}, []int{0, 9}, []int{1, 2}, []int{0}},
		{"tie-break equal too", []int{5, 5, 5, 1}, []int{2, 2, 1, 9}, []int{1, 1, 3, 4}, []int{0, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Result{Scores: tt.scores, TieBreak: tt.tieBreak}
			r.RankSeats()
			if !slices.Equal(r.Rank, tt.rank) {
				t.Errorf("Rank = %v, want %v", r.Rank, tt.rank)
			}
			if w := r.Winners(); !slices.Equal(w, tt.winners) {
				t.Errorf("Winners = %v, want %v", w, tt.winners)
			}
		})
	}
}

func TestLegalBufferIsTheStatesOwn(t *testing.T) {
	type state struct{ lend LegalBuffer }
	a := &state{}
	first := a.lend.Keep(append(a.lend.For(a), Action{Kind: 1}, Action{Kind: 2}))
	// A copy made field by field lends from a buffer of its own.
	b := *a
	b.lend.Keep(append(b.lend.For(&b), Action{Kind: 3}))
	if want := []Action{{Kind: 1}, {Kind: 2}}; !slices.Equal(first, want) {
		t.Fatalf("the copy wrote into the original's list: %v, want %v", first, want)
	}
	// The original lends from the same storage again.
	again := a.lend.Keep(append(a.lend.For(a), Action{Kind: 4}))
	if &again[0] != &first[0] {
		t.Error("a second lend did not reuse the state's buffer")
	}
}
