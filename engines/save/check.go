package save

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"tabula/engines"
)

// Playable is what the app can show and play, beyond what the save format
// bounds: Check refuses a save that asks for anything else.
type Playable struct {
	// Levels are the computer levels the app's bots play (bots.Names()).
	Levels []string
	// Colours is the size of the app's player palette: a seat's colour
	// must be 0 to Colours-1.
	Colours int
}

// Check is the one check of a saved game's setup before it is played, the
// same for a share link, an imported file and a stored game: s must be a
// game of info under its rules version, with a player count and variants
// the game has, and seats the app can show and play (see checkSeats; in a
// game played by links, exactly one of them played here). It
// returns a copy of s whose names are cleaned (CleanName); s itself is not
// changed. Check does not replay the log: call Replay or Walk on the copy.
// Errors are *Error values with a sentence for the player; a setup this
// build cannot play wraps ErrBadSetup.
func Check(s *Save, info engines.Info, p Playable) (*Save, error) {
	if s == nil {
		return nil, damaged("nil save")
	}
	if err := compatible(s, info); err != nil {
		return nil, err
	}
	if err := s.validate(); err != nil {
		return nil, err
	}
	if s.Players < info.MinPlayers || s.Players > info.MaxPlayers {
		return nil, badSetup(fmt.Sprintf("%s is played by %d to %d players; this game has %d.",
			info.Name, info.MinPlayers, info.MaxPlayers, s.Players), "%d players", s.Players)
	}
	for _, v := range s.Variants {
		if !slices.ContainsFunc(info.Variants, func(x engines.Variant) bool { return x.ID == v }) {
			return nil, badSetup(fmt.Sprintf("This game uses a variant of %s that this version of Tabula does not have (%q).",
				info.Name, v), "no variant %q", v)
		}
	}
	seats, err := checkSeats(s.Seats, p)
	if err != nil {
		return nil, err
	}
	if err := checkByLink(s); err != nil {
		return nil, err
	}
	c := *s
	c.Variants = slices.Clone(s.Variants)
	c.Seats = seats
	c.Log = slices.Clone(s.Log)
	c.State = slices.Clone(s.State)
	return &c, nil
}

// checkSeats checks the seats of a save that passed validate (so each is a
// person without a level or a computer with one) against p and
// returns them with cleaned names: every name must keep a visible character
// after CleanName, and names (SameName) and colours must differ from
// seat to seat, as the setup form requires; each colour must be in p's
// palette, and a computer seat's level must be one of p.Levels.
func checkSeats(seats []Seat, p Playable) ([]Seat, *Error) {
	out := make([]Seat, len(seats))
	for i, seat := range seats {
		n := i + 1
		seat.Name = CleanName(seat.Name)
		if seat.Name == "" {
			return nil, badSetup(fmt.Sprintf("Seat %d of this game has no name.", n), "seat %d: empty name", i)
		}
		if seat.Colour < 0 || seat.Colour >= p.Colours {
			return nil, badSetup(fmt.Sprintf("Seat %d of this game has a colour this version of Tabula does not have.", n),
				"seat %d: colour %d, palette of %d", i, seat.Colour, p.Colours)
		}
		if seat.Kind == Computer && !slices.Contains(p.Levels, seat.Level) {
			return nil, badSetup(fmt.Sprintf("Seat %d of this game is a computer player at a level this version of Tabula does not have (%q).",
				n, seat.Level), "seat %d: unknown level %q", i, seat.Level)
		}
		for j, other := range out[:i] {
			if SameName(other.Name, seat.Name) {
				return nil, badSetup(fmt.Sprintf("Seats %d and %d of this game have the same name.", j+1, n), "seats %d and %d: same name", j, i)
			}
			if other.Colour == seat.Colour {
				return nil, badSetup(fmt.Sprintf("Seats %d and %d of this game have the same colour.", j+1, n), "seats %d and %d: same colour", j, i)
			}
		}
		out[i] = seat
	}
	return out, nil
}

// checkByLink checks the seats of a game played by links: the copy on
// one device, or the link for one player, has exactly one seat played
// here (Human); every other person's seat is a Friend's; and it is not a
// lesson.
func checkByLink(s *Save) *Error {
	if !s.ByLink() {
		return nil
	}
	if s.Lesson != "" {
		// A lesson plays its scripted moves for the seats not played here,
		// which in a game by links are friends'.
		return badSetup("This game is a lesson, which is played on one device, not by links, so it was not opened.",
			"lesson %q with a friend's seat", s.Lesson)
	}
	n := 0
	for _, seat := range s.Seats {
		if seat.Kind == Human {
			n++
		}
	}
	if n != 1 {
		return badSetup("This game is played by links, so it must say which one seat is played on this device; this one names "+
			strconv.Itoa(n)+".", "game by link with %d seats here", n)
	}
	return nil
}

// The joiners that some scripts and emoji sequences need: the only format
// characters CleanName keeps.
const (
	zwnj = '\u200c'
	zwj  = '\u200d'
)

// CleanName is a player's name as Tabula accepts it, from a share link, a
// file, storage or the setup form. It drops invalid UTF-8, control
// characters and format characters — among them the bidirectional
// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and
// marks, which would reorder the text around the name — keeping only the
// zero-width joiner and non-joiner; it turns any run of white space (line
// breaks and tabs included) into one space, trims the ends and keeps at
// most MaxNameRunes runes. A name with no letter, digit, punctuation or
// symbol left is "". CleanName(CleanName(s)) == CleanName(s).
func CleanName(name string) string {
	var b strings.Builder
	runes, space, visible := 0, false, false
	for i := 0; i < len(name) && runes < MaxNameRunes; {
		r, w := utf8.DecodeRuneInString(name[i:])
		i += w
		switch {
		case r == utf8.RuneError && w == 1:
			continue
		case unicode.IsSpace(r):
			space = b.Len() > 0
			continue
		case r != zwnj && r != zwj && unicode.In(r, unicode.Cc, unicode.Cf, unicode.Co, unicode.Cs):
			continue
		}
		if space {
			if runes+2 > MaxNameRunes {
				break
			}
			b.WriteByte(' ')
			runes++
			space = false
		}
		b.WriteRune(r)
		runes++
		visible = visible || unicode.In(r, unicode.L, unicode.N, unicode.P, unicode.S)
	}
	if !visible {
		return ""
	}
	return b.String()
}

// badSetup reports a well-formed save whose setup this build cannot play.
func badSetup(msg, format string, args ...any) *Error {
	return newError(ErrBadSetup, msg, nil, format, args...)
}

// SameName reports whether two names are the same name to a player's eye:
// equal once cleaned (CleanName) and stripped of the characters that show
// nothing by themselves — the joiners CleanName keeps, variation selectors
// and the other default-ignorable code points such as U+034F and the
// Hangul fillers — ignoring case. "Ann" and "Ann" with a zero-width joiner
// are the same name.
func SameName(a, b string) bool { return nameKey(a) == nameKey(b) }

// nameKey is the form of a name that SameName compares: cleaned, without
// invisible characters, each rune folded to the smallest of its case
// variants (as strings.EqualFold compares).
func nameKey(name string) string {
	return strings.Map(func(r rune) rune {
		if unicode.In(r, unicode.Cf, unicode.Variation_Selector, unicode.Other_Default_Ignorable_Code_Point) {
			return -1
		}
		low := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			low = min(low, f)
		}
		return low
	}, CleanName(name))
}
