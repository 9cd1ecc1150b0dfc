package app

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/app/computer"
	"tabula/app/settings"
	"tabula/engines"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/save"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

var testInfo = engines.Info{
	ID: "test", Name: "Test Game", MinPlayers: 2, MaxPlayers: 4,
	Variants: []engines.Variant{{ID: "short", Name: "Short"}},
}

var testLevels = []string{"random", "greedy"}

func TestNewSetup(t *testing.T) {
	tests := []struct {
		min, max, players int
	}{
		{1, 4, 2}, {2, 4, 2}, {3, 5, 3}, {1, 1, 1},
	}
	for _, tt := range tests {
		info := engines.Info{ID: "g", Name: "G", MinPlayers: tt.min, MaxPlayers: tt.max}
		s := newSetup(info, testLevels)
		if s.Players != tt.players || len(s.Seats) != tt.max {
			t.Errorf("%d–%d players: got %d players, %d seats", tt.min, tt.max, s.Players, len(s.Seats))
		}
		if s.Seats[0].Role != roleYou || s.Seats[0].Name != "You" {
			t.Errorf("seat 1 = %+v, want You", s.Seats[0])
		}
		for i, seat := range s.Seats[1:] {
			if seat.Role != roleComputer || seat.Level != "greedy" || seat.Colour != i+1 {
				t.Errorf("seat %d = %+v", i+2, seat)
			}
		}
		if p := s.problems(info, testLevels); len(p) != 0 {
			t.Errorf("the default setup has problems: %v", p)
		}
	}
}

func TestSetRoleRenamesOnlyDefaultNames(t *testing.T) {
	s := newSetup(testInfo, testLevels)
	s.setRole(1, rolePerson)
	if s.Seats[1].Name != "Player 2" {
		t.Fatalf("default name not updated: %q", s.Seats[1].Name)
	}
	s.Seats[1].Name = "Hildegard"
	s.setRole(1, roleComputer)
	if s.Seats[1].Name != "Hildegard" || s.Seats[1].Role != roleComputer {
		t.Fatalf("a chosen name was replaced: %+v", s.Seats[1])
	}
	s.setRole(9, rolePerson) // out of range: ignored
}

func TestToggleVariant(t *testing.T) {
	s := newSetup(testInfo, testLevels)
	s.toggleVariant("short", true)
	s.toggleVariant("short", true)
	if !slices.Equal(s.Variants, []string{"short"}) {
		t.Fatalf("variants = %v", s.Variants)
	}
	s.toggleVariant("short", false)
	if len(s.Variants) != 0 {
		t.Fatalf("variants = %v", s.Variants)
	}
}

func TestSetupProblems(t *testing.T) {
	tests := []struct {
		name string
		edit func(*setup)
		want string // a fragment of the one expected problem
	}{
		{"too many players", func(s *setup) { s.Players = 5 }, "2 to 4 players"},
		{"too few players", func(s *setup) { s.Players = 1 }, "2 to 4 players"},
		{"empty name", func(s *setup) { s.Seats[1].Name = "  " }, "Seat 2 needs a name"},
		{"long name", func(s *setup) { s.Seats[1].Name = strings.Repeat("x", save.MaxNameRunes+1) }, "longer than"},
		{"only direction characters", func(s *setup) { s.Seats[0].Name = "\u202e\u2066 " }, "Seat 1 needs a name"},
		{"same names once cleaned", func(s *setup) { s.Seats[1].Name = "Y\u202eou" }, "Seats 1 and 2 have the same name"},
		{"same names", func(s *setup) { s.Seats[1].Name = " you " }, "Seats 1 and 2 have the same name"},
		{"same names but a joiner", func(s *setup) { s.Seats[1].Name = "You\u200d" }, "Seats 1 and 2 have the same name"},
		{"same colours", func(s *setup) { s.Seats[1].Colour = 0 }, "Seats 1 and 2 have the same colour"},
		{"no colour", func(s *setup) { s.Seats[1].Colour = settings.Colours }, "Seat 2 has no colour"},
		{"unknown level", func(s *setup) { s.Seats[1].Level = "godlike" }, "level for the computer in seat 2"},
		{"unknown variant", func(s *setup) { s.Variants = []string{"long"} }, "variants does not exist"},
		{"bad seed", func(s *setup) { s.Seed = "12ab" }, "seed must be a whole number"},
		{"negative seed", func(s *setup) { s.Seed = "-1" }, "seed must be a whole number"},
		{"unused seats are not checked", func(s *setup) { s.Seats[3].Name = "" }, ""},
		{"people need no level", func(s *setup) { s.setRole(1, rolePerson); s.Seats[1].Level = "" }, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newSetup(testInfo, testLevels)
			tt.edit(&s)
			got := s.problems(testInfo, testLevels)
			if tt.want == "" {
				if len(got) != 0 {
					t.Fatalf("got problems %v, want none", got)
				}
				return
			}
			if len(got) != 1 || !strings.Contains(got[0], tt.want) {
				t.Fatalf("got %q, want one problem containing %q", got, tt.want)
			}
		})
	}
}

func TestSetupSeatsAndConfig(t *testing.T) {
	s := newSetup(testInfo, testLevels)
	s.Players = 3
	s.setRole(1, rolePerson)
	s.Seats[2].Level = "random"
	s.Seats[0].Name = "  An\u202ena\x07 " // a stranger's control characters are stripped
	s.toggleVariant("short", true)
	want := []save.Seat{
		{Name: "Anna", Colour: 0, Kind: save.Human},
		{Name: "Player 2", Colour: 1, Kind: save.Human},
		{Name: computer.Name(2), Colour: 2, Kind: save.Computer, Level: "random"},
	}
	if got := s.seats(); !slices.Equal(got, want) {
		t.Fatalf("seats = %+v, want %+v", got, want)
	}
	random := func() uint64 { return 77 }
	cfg, err := s.config(random)
	if err != nil || cfg.Players != 3 || cfg.Seed != 77 || !slices.Equal(cfg.Variants, []string{"short"}) {
		t.Fatalf("config = %+v, %v", cfg, err)
	}
	s.Seed = " 18446744073709551615 "
	if cfg, err = s.config(random); err != nil || cfg.Seed != 18446744073709551615 {
		t.Fatalf("config with a seed = %+v, %v", cfg, err)
	}
	s.Seed = "x"
	if _, err := s.config(random); err == nil {
		t.Fatal("a bad seed gave a config")
	}
}

// stubSetup is a game's own part of the form, for tests: a field that
// says the players chosen, a problem when asked, and a first move.
type stubSetup struct{ problem string }

func (s *stubSetup) Render(players int, variants []string) app.UI {
	return app.P().Class("stub-field").Textf("Own field for %d players", players)
}

func (s *stubSetup) Problems(players int, variants []string) []string {
	if s.problem == "" {
		return nil
	}
	return []string{s.problem}
}

func (s *stubSetup) Begin(kv board.Storage, id string, st engines.State, players int, variants []string, play func(engines.Action) error) error {
	return play(st.Legal()[0])
}

func TestSetupFormHoldsTheGamesOwnPart(t *testing.T) {
	info := toygame.Game{}.Info()
	extra := &stubSetup{}
	p := &setupPage{screen: toyScreen(), found: true, info: info, form: newSetup(info, computer.Levels())}
	if strings.Contains(app.HTMLString(p), "Own field") {
		t.Fatal("a game without its own part shows one")
	}
	p.form.Extra = extra
	if page := app.HTMLString(p); !strings.Contains(page, fmt.Sprintf("Own field for %d players", p.form.Players)) {
		t.Error("the game's own field is not in the form")
	}
	extra.problem = "The own field is wrong."
	if ps := p.form.problems(info, computer.Levels()); !slices.Contains(ps, extra.problem) {
		t.Errorf("problems %v lack the game's own", ps)
	}
}
