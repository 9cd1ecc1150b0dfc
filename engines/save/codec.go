package save

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"tabula/engines"
)

// Magic starts every encoded save, so a random file is recognised as "not a
// Tabula save" rather than as a damaged one. FormatVersion follows it as one
// byte; Decode refuses versions it does not know.
const (
	Magic         = "TABULA"
	FormatVersion = 1
)

// maxTime is 9999-12-31T23:59:59.999Z in Unix milliseconds.
const maxTime = 253402300799999

// Config returns the engines.Config the saved game was started from, under
// its own rules version.
func (s *Save) Config() engines.Config {
	return engines.Config{Players: s.Players, Seed: s.Seed, Variants: slices.Clone(s.Variants), Rules: s.RulesVersion}
}

// Encode returns the file form of s: Magic, FormatVersion, then the msgp
// encoding of s. It refuses a save that Decode would refuse.
func Encode(s *Save) ([]byte, error) {
	if s == nil {
		return nil, damaged("nil save")
	}
	if err := s.validate(); err != nil {
		return nil, err
	}
	out := make([]byte, 0, len(Magic)+1+s.Msgsize())
	out = append(out, Magic...)
	out = append(out, FormatVersion)
	out, err := s.MarshalMsg(out)
	if err != nil {
		return nil, newError(ErrBadSave, msgDamaged, err, "encoding")
	}
	if len(out) > MaxSaveBytes {
		return nil, newError(ErrBadSave, msgTooLarge, nil, "%d bytes, at most %d", len(out), MaxSaveBytes)
	}
	return out, nil
}

// Decode parses and fully validates the bytes Encode wrote (a stored save or
// an imported file). It decodes into a fresh value and returns it only when
// every field is valid; errors wrap ErrBadSave or ErrTooNew. Input nesting
// arrays and maps more than engines.MaxNesting levels deep is refused
// before it is decoded. Decode does not replay the log: use Replay for that.
func Decode(b []byte) (*Save, error) {
	if len(b) > MaxSaveBytes {
		return nil, newError(ErrBadSave, msgTooLarge, nil, "%d bytes, at most %d", len(b), MaxSaveBytes)
	}
	if !bytes.HasPrefix(b, []byte(Magic)) {
		return nil, newError(ErrBadSave, msgNotSave, nil, "missing %q magic", Magic)
	}
	b = b[len(Magic):]
	if len(b) == 0 {
		return nil, damaged("no format version")
	}
	switch v := b[0]; {
	case v == 0:
		return nil, damaged("format version 0")
	case v > FormatVersion:
		return nil, newError(ErrTooNew, msgTooNew, nil, "format version %d, this build reads up to %d", v, FormatVersion)
	}
	// msgp skips unknown fields by recursing once per level of nesting,
	// which in the browser can exhaust the JavaScript engine's stack.
	if err := engines.CheckNesting(b[1:], engines.MaxNesting); err != nil {
		return nil, newError(ErrBadSave, msgDamaged, err, "decoding")
	}
	s := new(Save)
	rest, err := s.UnmarshalMsg(b[1:])
	if err != nil {
		return nil, newError(ErrBadSave, msgDamaged, err, "decoding")
	}
	if len(rest) != 0 {
		return nil, damaged("%d bytes of trailing data", len(rest))
	}
	s.normalize()
	if err := s.validate(); err != nil {
		return nil, err
	}
	return s, nil
}

// normalize gives empty slices one canonical form (nil), so a decoded save
// re-encodes to the same value.
func (s *Save) normalize() {
	if len(s.Variants) == 0 {
		s.Variants = nil
	}
	if len(s.Seats) == 0 {
		s.Seats = nil
	}
	if len(s.Log) == 0 {
		s.Log = nil
	}
	if len(s.State) == 0 {
		s.State = nil
	}
}

// validate checks every field against the limits in types.go. It does not
// consult any engine: Replay checks the config and log against the rules.
func (s *Save) validate() *Error {
	if err := checkID("game ID", s.Game); err != nil {
		return err
	}
	if s.RulesVersion < 0 {
		return damaged("rules version %d is negative", s.RulesVersion)
	}
	if s.Players < 1 || s.Players > MaxPlayers {
		return damaged("%d players, must be 1 to %d", s.Players, MaxPlayers)
	}
	if len(s.Variants) > MaxVariants {
		return damaged("%d variants, at most %d", len(s.Variants), MaxVariants)
	}
	for i, v := range s.Variants {
		if err := checkID("variant", v); err != nil {
			return err
		}
		if slices.Contains(s.Variants[:i], v) {
			return damaged("variant %q named twice", v)
		}
	}
	if len(s.Seats) != s.Players {
		return damaged("%d seats for %d players", len(s.Seats), s.Players)
	}
	for i, seat := range s.Seats {
		if err := seat.validate(); err != nil {
			err.Detail = "seat " + strconv.Itoa(i) + ": " + err.Detail
			return err
		}
	}
	if len(s.Log) > MaxLog {
		return damaged("log of %d actions, at most %d", len(s.Log), MaxLog)
	}
	for i, x := range s.Log {
		if x < 0 || x >= MaxLegalIndex {
			return damaged("log entry %d is %d, must be 0 to %d", i, x, MaxLegalIndex-1)
		}
	}
	if s.Created < 0 || s.Created > maxTime || s.Updated < 0 || s.Updated > maxTime {
		return damaged("timestamps %d, %d out of range", s.Created, s.Updated)
	}
	if err := checkText("progress", s.Progress, MaxProgressRunes); err != nil {
		return err
	}
	if s.Lesson != "" {
		if err := checkID("lesson", s.Lesson); err != nil {
			return err
		}
	}
	if s.LessonStep < 0 || s.LessonStep > MaxLessonSteps {
		return damaged("lesson step %d, must be 0 to %d", s.LessonStep, MaxLessonSteps)
	}
	if len(s.State) > MaxStateBytes {
		return damaged("cached state of %d bytes, at most %d", len(s.State), MaxStateBytes)
	}
	return nil
}

// validate checks a seat against the format's limits. A name may hold any
// valid UTF-8 up to MaxNameRunes runes: Check cleans it (CleanName).
func (seat Seat) validate() *Error {
	switch {
	case len(seat.Name) > MaxNameRunes*utf8.UTFMax:
		return newError(ErrBadSave, fmt.Sprintf(msgLongName, MaxNameRunes), nil, "name of %d bytes is too long", len(seat.Name))
	case !utf8.ValidString(seat.Name):
		return damaged("name is not valid UTF-8")
	case utf8.RuneCountInString(seat.Name) > MaxNameRunes:
		return newError(ErrBadSave, fmt.Sprintf(msgLongName, MaxNameRunes), nil,
			"name of %d characters, at most %d", utf8.RuneCountInString(seat.Name), MaxNameRunes)
	}
	if seat.Colour < 0 || seat.Colour >= MaxColours {
		return damaged("colour %d, must be 0 to %d", seat.Colour, MaxColours-1)
	}
	switch seat.Kind {
	case Human, Friend:
		if seat.Level != "" {
			return damaged("person's seat with bot level %q", seat.Level)
		}
	case Computer:
		if err := checkID("bot level", seat.Level); err != nil {
			return err
		}
	default:
		return damaged("unknown seat kind %d", seat.Kind)
	}
	return nil
}

// checkID accepts 1 to MaxIDBytes of ASCII letters, digits, '.', '_', '-'.
func checkID(what, id string) *Error {
	if id == "" || len(id) > MaxIDBytes {
		return damaged("%s of %d bytes, must be 1 to %d", what, len(id), MaxIDBytes)
	}
	if i := strings.IndexFunc(id, func(r rune) bool {
		return !(r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '.' || r == '_' || r == '-'))
	}); i >= 0 {
		return damaged("%s %q has a bad character at byte %d", what, id, i)
	}
	return nil
}

// checkText accepts valid UTF-8 of at most maxRunes runes with no control
// characters.
func checkText(what, s string, maxRunes int) *Error {
	if len(s) > maxRunes*utf8.UTFMax {
		return damaged("%s of %d bytes is too long", what, len(s))
	}
	if !utf8.ValidString(s) {
		return damaged("%s is not valid UTF-8", what)
	}
	if n := utf8.RuneCountInString(s); n > maxRunes {
		return damaged("%s of %d characters, at most %d", what, n, maxRunes)
	}
	if strings.ContainsFunc(s, unicode.IsControl) {
		return damaged("%s contains a control character", what)
	}
	return nil
}

// FileExt is the extension of exported save files.
const FileExt = ".tabula"

// FileName suggests a name for an exported save: the game, and when it was
// last played (UTC), e.g. "toygame-2025-06-01-1342.tabula".
func FileName(s *Save) string {
	return s.Game + "-" + time.UnixMilli(s.Updated).UTC().Format("2006-01-02-1504") + FileExt
}
