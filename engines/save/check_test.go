package save

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"tabula/engines/enginetest/toygame"
)

// testPlayable is what the checks are run against: the app's levels and a
// palette of six colours.
var testPlayable = Playable{Levels: []string{"random", "greedy", "easy", "normal", "hard"}, Colours: 6}

// checkable is a valid 3-player toy-game save for Check.
func checkable() *Save {
	return &Save{
		Game: "toygame", RulesVersion: 1, Players: 3, Variants: []string{"short"},
		Seats: []Seat{
			{Name: "Ada", Colour: 0},
			{Name: "Zoë 🎲", Colour: 5},
			{Name: "Osric", Colour: 2, Kind: Computer, Level: "hard"},
		},
		Log: []int{0, 1}, Progress: "whatever the link says",
	}
}

func TestCheckAcceptsAndCleans(t *testing.T) {
	info := toygame.Game{}.Info()
	s := checkable()
	got, err := Check(s, info, testPlayable)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, checkable()) {
		t.Fatalf("a clean save changed:\n%+v\n%+v", got, checkable())
	}
	got.Log[0], got.Seats[0].Name = 7, "X"
	if s.Log[0] != 0 || s.Seats[0].Name != "Ada" {
		t.Fatal("Check's copy shares memory with the save it checked")
	}

	// A stranger's name with an unclosed U+202E reversed the text
	// around it; control characters go too.
	s = checkable()
	s.Seats[0].Name = "\u202eAda"
	s.Seats[1].Name = "Zoë\t\u2066🎲\u2069\x07"
	got, err = Check(s, info, testPlayable)
	if err != nil {
		t.Fatal(err)
	}
	if got.Seats[0].Name != "Ada" || got.Seats[1].Name != "Zoë 🎲" {
		t.Fatalf("names %q, %q", got.Seats[0].Name, got.Seats[1].Name)
	}
	if s.Seats[0].Name != "\u202eAda" {
		t.Fatal("Check changed the save it was given")
	}
}

func TestCheckRefuses(t *testing.T) {
	info := toygame.Game{}.Info()
	tests := []struct {
		name   string
		mutate func(*Save)
		kind   error
		msg    string // a substring of the player's message
	}{
		// A stranger's computer at level "godmode" passed the
		// preview and then never moved.
		{"unknown level", func(s *Save) { s.Seats[2].Level = "godmode" }, ErrBadSetup, `level this version of Tabula does not have ("godmode")`},
		{"colour outside the palette", func(s *Save) { s.Seats[1].Colour = 6 }, ErrBadSetup, "Seat 2 of this game has a colour"},
		{"same colour", func(s *Save) { s.Seats[2].Colour = 0 }, ErrBadSetup, "Seats 1 and 3 of this game have the same colour"},
		{"same name", func(s *Save) { s.Seats[2].Name = "ADA" }, ErrBadSetup, "Seats 1 and 3 of this game have the same name"},
		{"same name once cleaned", func(s *Save) { s.Seats[1].Name = "A\u200bda\u202e" }, ErrBadSetup, "same name"},
		// "Ann" and "Ann" with a zero-width joiner were
		// two seats, both shown as "Ann".
		{"same name but a joiner", func(s *Save) { s.Seats[1].Name = "Ada\u200d" }, ErrBadSetup, "Seats 1 and 2 of this game have the same name"},
		{"same name but a non-joiner", func(s *Save) { s.Seats[1].Name = "A\u200cda" }, ErrBadSetup, "same name"},
		{"same name but a variation selector", func(s *Save) { s.Seats[2].Name = "ada\ufe0f" }, ErrBadSetup, "same name"},
		{"same name but a grapheme joiner", func(s *Save) { s.Seats[2].Name = "A\u034fda" }, ErrBadSetup, "same name"},
		{"same name but a Hangul filler", func(s *Save) { s.Seats[2].Name = "Ada\u3164" }, ErrBadSetup, "same name"},
		{"no name", func(s *Save) { s.Seats[1].Name = "" }, ErrBadSetup, "Seat 2 of this game has no name"},
		{"only invisible characters", func(s *Save) { s.Seats[1].Name = "\u202e \u200d\t" }, ErrBadSetup, "has no name"},
		{"too many players", func(s *Save) {
			s.Players = 5
			s.Seats = append(s.Seats, Seat{Name: "D", Colour: 3}, Seat{Name: "E", Colour: 4})
		}, ErrBadSetup, "Toy Game is played by 2 to 4 players; this game has 5."},
		{"too few players", func(s *Save) { s.Players, s.Seats = 1, s.Seats[:1] }, ErrBadSetup, "this game has 1"},
		{"unknown variant", func(s *Save) { s.Variants = []string{"short", "chaos"} }, ErrBadSetup, `variant of Toy Game that this version of Tabula does not have ("chaos")`},
		{"other game", func(s *Save) { s.Game = "chess" }, ErrWrongGame, "not a game of Toy Game"},
		{"other rules", func(s *Save) { s.RulesVersion = 2 }, ErrRulesChanged, "newer version of its rules"},
		{"invalid save", func(s *Save) { s.Seats = s.Seats[:2] }, ErrBadSave, "damaged"},
		// A lesson whose computer was made a friend's
		// seat played the friend's move for her at "Continue".
		{"a lesson by links", func(s *Save) { s.Lesson, s.Seats[1].Kind = "toygame", Friend }, ErrBadSetup,
			"This game is a lesson, which is played on one device, not by links, so it was not opened."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := checkable()
			tc.mutate(s)
			got, err := Check(s, info, testPlayable)
			if got != nil || !errors.Is(err, tc.kind) {
				t.Fatalf("Check = %v, %v; want nil, %v", got, err, tc.kind)
			}
			if m := Message(err); !strings.Contains(m, tc.msg) {
				t.Errorf("Message = %q, want it to contain %q", m, tc.msg)
			}
		})
	}
	if _, err := Check(nil, info, testPlayable); !errors.Is(err, ErrBadSave) {
		t.Errorf("Check(nil) = %v", err)
	}
}

func TestCleanName(t *testing.T) {
	long := strings.Repeat("é", MaxNameRunes+5)
	for in, want := range map[string]string{
		"Ada":                          "Ada",
		"  Ada   Lovelace ":            "Ada Lovelace",
		"Ada\u202e":                    "Ada",
		"\u202dA\u202ab\u202cc\u2067d": "Abcd",
		"\u200fעמית\u200e":             "עמית",
		"Ada\nLovelace\r\n":            "Ada Lovelace",
		"A\x00d\x1ba\x7f":              "Ada",
		"a\xffb":                       "ab",
		"\ufeffAda\u00ad":              "Ada",
		"👩\u200d🚀":                     "👩\u200d🚀", // the joiner of an emoji sequence stays
		"می\u200cخواهم":                "می\u200cخواهم",
		"\u200d":                       "",
		"\u202e\u2066 \t":              "",
		"\u0301\u0301":                 "",
		long:                           strings.Repeat("é", MaxNameRunes),
		strings.Repeat("a", MaxNameRunes-1) + " b": strings.Repeat("a", MaxNameRunes-1),
		"\U000F0000x": "x", // private use
	} {
		if got := CleanName(in); got != want {
			t.Errorf("CleanName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSameName(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		same bool
	}{
		{"Ann", "Ann", true},
		{"Ann", "ANN", true},
		{"Ann", "Ann\u200d", true},
		{"Ann", "\u200cAnn", true},
		{"Ann", "A\u034fnn\ufe0f", true},
		{"Ann", "Ann\U000e0100", true},
		{"Ann", "Ann\u3164", true},
		{"Ann", " Ann \u202e", true},
		{"ǅ", "ǆ", true},
		{"Ann", "Anna", false},
		{"Ann", "A nn", false},
		{"Ann", "Anń", false},
		{"👩\u200d🚀", "👩🚀", true},
		{"", "\u200d", true},
	} {
		if got := SameName(tc.a, tc.b); got != tc.same {
			t.Errorf("SameName(%q, %q) = %t, want %t", tc.a, tc.b, got, tc.same)
		}
		if got := SameName(tc.b, tc.a); got != tc.same {
			t.Errorf("SameName(%q, %q) = %t, want %t", tc.b, tc.a, got, tc.same)
		}
	}
}

// FuzzCheck checks the seats and names of a decoded save: Check never
// panics, refuses with a sentence for the player, and whatever it accepts
// has as many seats as players, clean and distinct names, distinct colours
// in the palette and known levels. Each byte of kinds makes a seat (its
// kind, colour and level); names are split at '|'.
func FuzzCheck(f *testing.F) {
	f.Add(uint8(3), "Ada|Zoë 🎲|Osric", []byte{0x00, 0x15, 0x2a})
	f.Add(uint8(2), "\u202eEve|Mallory\u2066", []byte{0x00, 0x41})
	f.Add(uint8(2), "Ada|ADA", []byte{0x00, 0x01})
	f.Add(uint8(4), "a|b|c|d", []byte{0x80, 0x81, 0x82, 0x83})
	f.Add(uint8(1), "", []byte{})
	f.Add(uint8(2), "\x00|\t", []byte{0xff, 0xfe})
	info := toygame.Game{}.Info()
	levels := append(slices.Clone(testPlayable.Levels), "godmode", "")
	f.Fuzz(func(t *testing.T, players uint8, names string, kinds []byte) {
		n := 1 + int(players)%MaxPlayers
		s := &Save{Game: info.ID, RulesVersion: info.RulesVersion, Players: n}
		parts := strings.Split(names, "|")
		for i := range n {
			var k byte
			if i < len(kinds) {
				k = kinds[i]
			}
			seat := Seat{Colour: int(k>>4) % 8, Kind: Kind(k >> 7)}
			if i < len(parts) {
				seat.Name = parts[i]
			}
			if seat.Kind == Computer || k&8 != 0 {
				seat.Level = levels[int(k&7)%len(levels)]
			}
			s.Seats = append(s.Seats, seat)
		}
		for _, seat := range s.Seats {
			clean := CleanName(seat.Name)
			if CleanName(clean) != clean || utf8.RuneCountInString(clean) > MaxNameRunes ||
				strings.ContainsFunc(clean, func(r rune) bool {
					return r != zwj && r != zwnj && (unicode.In(r, unicode.Cc, unicode.Cf, unicode.Co, unicode.Cs) || unicode.IsSpace(r) && r != ' ')
				}) || strings.HasPrefix(clean, " ") || strings.HasSuffix(clean, " ") || strings.Contains(clean, "  ") {
				t.Fatalf("CleanName(%q) = %q", seat.Name, clean)
			}
		}
		before := clone(s)
		got, err := Check(s, info, testPlayable)
		if !reflect.DeepEqual(s, before) {
			t.Fatal("Check changed the save it was given")
		}
		if err != nil {
			var e *Error
			if got != nil || !errors.As(err, &e) || e.Message == "" {
				t.Fatalf("Check failed with a value or without a message: %v, %v", got, err)
			}
			return
		}
		if len(got.Seats) != got.Players || got.Players < info.MinPlayers || got.Players > info.MaxPlayers {
			t.Fatalf("accepted %d seats for %d players", len(got.Seats), got.Players)
		}
		for i, seat := range got.Seats {
			if seat.Name == "" || seat.Name != CleanName(s.Seats[i].Name) {
				t.Fatalf("seat %d: name %q from %q", i, seat.Name, s.Seats[i].Name)
			}
			if seat.Colour < 0 || seat.Colour >= testPlayable.Colours {
				t.Fatalf("seat %d: colour %d", i, seat.Colour)
			}
			if (seat.Kind == Computer) != slices.Contains(testPlayable.Levels, seat.Level) || seat.Kind == Human && seat.Level != "" {
				t.Fatalf("seat %d: kind %d at level %q", i, seat.Kind, seat.Level)
			}
			for _, other := range got.Seats[:i] {
				if SameName(other.Name, seat.Name) || other.Colour == seat.Colour {
					t.Fatalf("seats %+v and %+v are not told apart", other, seat)
				}
			}
		}
		if _, err := Encode(got); err != nil {
			t.Fatalf("an accepted save does not encode: %v", err)
		}
		if again, err := Check(got, info, testPlayable); err != nil || !reflect.DeepEqual(again, got) {
			t.Fatalf("checking an accepted save again: %v, %+v", err, again)
		}
	})
}
