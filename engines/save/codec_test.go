package save

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/tinylib/msgp/msgp"

	"tabula/engines"
	"tabula/engines/enginetest"
)

// sample returns a valid save exercising every field.
func sample() *Save {
	return &Save{
		Game:         "toygame",
		RulesVersion: 3,
		Players:      3,
		Seed:         0xdeadbeefcafef00d,
		Variants:     []string{"short", "open-hands"},
		Seats: []Seat{
			{Name: "Ada", Colour: 0, Kind: Human},
			{Name: "Zoë 🎲", Colour: 5, Kind: Human},
			{Name: "Bot", Colour: 15, Kind: Computer, Level: "hard"},
		},
		Log:        []int{0, 3, 1, 127, 128, 255, 256, MaxLegalIndex - 1},
		Created:    1_700_000_000_000,
		Updated:    1_700_000_123_456,
		Finished:   true,
		Progress:   "Game over after 6 rounds",
		State:      []byte{0x81, 0xa1, 0x6e, 0x02},
		Lesson:     "toygame",
		LessonStep: 4,
	}
}

// minimal returns the smallest valid save.
func minimal() *Save {
	return &Save{Game: "g", Players: 1, Seats: []Seat{{}}}
}

func TestRoundTrip(t *testing.T) {
	long := minimal()
	long.Log = make([]int, MaxLog)
	for i := range long.Log {
		long.Log[i] = i % 300
	}
	edge := sample()
	edge.Seats[0].Name = strings.Repeat("é", MaxNameRunes)
	edge.Progress = strings.Repeat("x", MaxProgressRunes)
	edge.Created, edge.Updated = 0, maxTime
	edge.Seed = ^uint64(0)
	eight := minimal()
	eight.Players = MaxPlayers
	eight.Seats = make([]Seat, MaxPlayers)
	for i := range eight.Seats {
		eight.Seats[i] = Seat{Name: "P", Colour: i, Kind: Kind(i % 2)}
		if eight.Seats[i].Kind == Computer {
			eight.Seats[i].Level = "lvl_2.b-c"
		}
	}
	tests := []struct {
		name string
		save *Save
	}{
		{"sample", sample()},
		{"minimal", minimal()},
		{"longest log", long},
		{"edge values", edge},
		{"eight seats", eight},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, err := Encode(tc.save)
			if err != nil {
				t.Fatalf("Encode: %v", err)
			}
			if !bytes.HasPrefix(b, []byte(Magic+"\x01")) {
				t.Fatalf("encoding starts %q, want magic and version", b[:min(8, len(b))])
			}
			got, err := Decode(b)
			if err != nil {
				t.Fatalf("Decode: %v", err)
			}
			if !reflect.DeepEqual(got, tc.save) {
				t.Fatalf("round trip changed the save:\n got %+v\nwant %+v", got, tc.save)
			}
		})
	}
}

func TestLogEntriesAreSmall(t *testing.T) {
	s := minimal()
	base, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	s.Log = make([]int, 1000)
	for i := range s.Log {
		s.Log[i] = i % 100
	}
	b, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	// 1000 indices below 128 cost one byte each plus the key and header.
	if extra := len(b) - len(base); extra > 1000+8 {
		t.Errorf("1000 small log entries cost %d bytes, want about 1000", extra)
	}
}

// TestInvalidSaves checks that Encode refuses, and Decode rejects, every
// kind of invalid save, each with ErrBadSave and a readable message.
func TestInvalidSaves(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*Save)
		detail string
	}{
		{"no game", func(s *Save) { s.Game = "" }, "game ID"},
		{"bad game ID", func(s *Save) { s.Game = "toy game" }, "bad character"},
		{"long game ID", func(s *Save) { s.Game = strings.Repeat("a", MaxIDBytes+1) }, "game ID"},
		{"non-ASCII game ID", func(s *Save) { s.Game = "spiél" }, "bad character"},
		{"negative rules", func(s *Save) { s.RulesVersion = -1 }, "negative"},
		{"zero players", func(s *Save) { s.Players, s.Seats = 0, nil }, "0 players"},
		{"nine players", func(s *Save) { s.Players, s.Seats = 9, make([]Seat, 9) }, "9 players"},
		{"huge players", func(s *Save) { s.Players = 1 << 40 }, "players"},
		{"seats mismatch", func(s *Save) { s.Seats = s.Seats[:2] }, "2 seats for 3 players"},
		{"too many variants", func(s *Save) {
			s.Variants = nil
			for i := range MaxVariants + 1 {
				s.Variants = append(s.Variants, "v"+string(rune('a'+i)))
			}
		}, "variants"},
		{"duplicate variant", func(s *Save) { s.Variants = []string{"short", "short"} }, "twice"},
		{"empty variant", func(s *Save) { s.Variants = []string{""} }, "variant"},
		{"long name", func(s *Save) { s.Seats[0].Name = strings.Repeat("é", MaxNameRunes+1) }, "characters"},
		{"very long name", func(s *Save) { s.Seats[0].Name = strings.Repeat("x", 10000) }, "too long"},
		{"invalid UTF-8 name", func(s *Save) { s.Seats[0].Name = "a\xffb" }, "UTF-8"},
		{"negative colour", func(s *Save) { s.Seats[1].Colour = -1 }, "colour"},
		{"colour too big", func(s *Save) { s.Seats[1].Colour = MaxColours }, "colour"},
		{"unknown kind", func(s *Save) { s.Seats[1].Kind = 3 }, "kind"},
		{"human with level", func(s *Save) { s.Seats[0].Level = "hard" }, "person's seat"},
		{"computer without level", func(s *Save) { s.Seats[2].Level = "" }, "bot level"},
		{"bad level", func(s *Save) { s.Seats[2].Level = "<script>" }, "bot level"},
		{"negative index", func(s *Save) { s.Log[2] = -1 }, "log entry 2"},
		{"index too big", func(s *Save) { s.Log[0] = MaxLegalIndex }, "log entry 0"},
		{"log too long", func(s *Save) { s.Log = make([]int, MaxLog+1) }, "log of"},
		{"negative time", func(s *Save) { s.Created = -1 }, "timestamps"},
		{"time too late", func(s *Save) { s.Updated = maxTime + 1 }, "timestamps"},
		{"long progress", func(s *Save) { s.Progress = strings.Repeat("x", MaxProgressRunes+1) }, "progress"},
		{"control in progress", func(s *Save) { s.Progress = "a\x00b" }, "control"},
		{"huge state", func(s *Save) { s.State = make([]byte, MaxStateBytes+1) }, "cached state"},
		{"bad lesson", func(s *Save) { s.Lesson = "<script>" }, "lesson"},
		{"negative lesson step", func(s *Save) { s.LessonStep = -1 }, "lesson step"},
		{"lesson step too big", func(s *Save) { s.LessonStep = MaxLessonSteps + 1 }, "lesson step"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := sample()
			tc.mutate(s)
			if _, err := Encode(s); !errors.Is(err, ErrBadSave) || !strings.Contains(err.Error(), tc.detail) {
				t.Errorf("Encode error = %v, want ErrBadSave mentioning %q", err, tc.detail)
			}
			// Bypass Encode's check to hand Decode the invalid save.
			b, err := s.MarshalMsg([]byte(Magic + "\x01"))
			if err != nil {
				t.Fatal(err)
			}
			_, err = Decode(b)
			if !errors.Is(err, ErrBadSave) {
				t.Fatalf("Decode error = %v, want ErrBadSave", err)
			}
			if !strings.Contains(err.Error(), tc.detail) && !strings.Contains(err.Error(), "limit") {
				t.Errorf("Decode error = %v, want it to mention %q", err, tc.detail)
			}
			if got := Message(err); got != msgDamaged && got != msgTooLarge && got != fmt.Sprintf(msgLongName, MaxNameRunes) {
				t.Errorf("Message = %q, want a damaged-save sentence", got)
			}
		})
	}
}

// raw builds a file from hand-written msgp, to reach what Encode never writes.
func raw(build func(b []byte) []byte) []byte {
	return build([]byte(Magic + "\x01"))
}

// fields appends the msgp of a valid one-seat save as k key/value pairs
// after a map header announcing n pairs.
func fields(b []byte, n uint32) []byte {
	b = msgp.AppendMapHeader(b, n)
	b = msgp.AppendString(b, "g")
	b = msgp.AppendString(b, "g")
	b = msgp.AppendString(b, "n")
	b = msgp.AppendInt(b, 1)
	b = msgp.AppendString(b, "p")
	b = msgp.AppendArrayHeader(b, 1)
	b = msgp.AppendMapHeader(b, 0)
	return b
}

func TestDecodeHostile(t *testing.T) {
	good, err := Encode(sample())
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		in   []byte
		kind error
		msg  string
	}{
		{"empty", nil, ErrBadSave, msgNotSave},
		{"random file", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), ErrBadSave, msgNotSave},
		{"JSON", []byte(`{"game":"toygame"}`), ErrBadSave, msgNotSave},
		{"lower-case magic", append([]byte("tabula"), good[len(Magic):]...), ErrBadSave, msgNotSave},
		{"magic only", []byte(Magic), ErrBadSave, msgDamaged},
		{"version 0", append([]byte(Magic+"\x00"), good[len(Magic)+1:]...), ErrBadSave, msgDamaged},
		{"version 2", append([]byte(Magic+"\x02"), good[len(Magic)+1:]...), ErrTooNew, msgTooNew},
		{"version 255", []byte(Magic + "\xff"), ErrTooNew, msgTooNew},
		{"no body", []byte(Magic + "\x01"), ErrBadSave, msgDamaged},
		{"trailing byte", append(bytes.Clone(good), 0), ErrBadSave, msgDamaged},
		{"trailing save", append(bytes.Clone(good), good...), ErrBadSave, msgDamaged},
		{"oversized", append(bytes.Clone(good), make([]byte, MaxSaveBytes)...), ErrBadSave, msgTooLarge},
		{"not a map", raw(func(b []byte) []byte { return msgp.AppendArrayHeader(b, 0) }), ErrBadSave, msgDamaged},
		{"empty map", raw(func(b []byte) []byte { return msgp.AppendMapHeader(b, 0) }), ErrBadSave, msgDamaged},
		{"huge map header", raw(func(b []byte) []byte { return msgp.AppendMapHeader(b, 1<<32-1) }), ErrBadSave, msgDamaged},
		{"huge log header", raw(func(b []byte) []byte {
			b = fields(b, 4)
			b = msgp.AppendString(b, "l")
			return msgp.AppendArrayHeader(b, 1<<32-1)
		}), ErrBadSave, msgDamaged},
		{"log header past limit", raw(func(b []byte) []byte {
			b = fields(b, 4)
			b = msgp.AppendString(b, "l")
			return msgp.AppendArrayHeader(b, MaxLog+1)
		}), ErrBadSave, msgDamaged},
		{"log header beyond data", raw(func(b []byte) []byte {
			b = fields(b, 4)
			b = msgp.AppendString(b, "l")
			return msgp.AppendArrayHeader(b, MaxLog)
		}), ErrBadSave, msgDamaged},
		{"huge seat header", raw(func(b []byte) []byte {
			b = msgp.AppendMapHeader(b, 1)
			b = msgp.AppendString(b, "p")
			return msgp.AppendArrayHeader(b, 1<<31)
		}), ErrBadSave, msgDamaged},
		{"huge string header", raw(func(b []byte) []byte {
			b = msgp.AppendMapHeader(b, 1)
			b = msgp.AppendString(b, "g")
			return append(b, 0xdb, 0xff, 0xff, 0xff, 0xff)
		}), ErrBadSave, msgDamaged},
		{"huge bin header", raw(func(b []byte) []byte {
			b = fields(b, 4)
			b = msgp.AppendString(b, "x")
			return append(b, 0xc6, 0xff, 0xff, 0xff, 0xff)
		}), ErrBadSave, msgDamaged},
		{"uint64 into int", raw(func(b []byte) []byte {
			b = fields(b, 4)
			b = msgp.AppendString(b, "r")
			return msgp.AppendUint64(b, 1<<63)
		}), ErrBadSave, msgDamaged},
		{"huge log entry", raw(func(b []byte) []byte {
			b = fields(b, 4)
			b = msgp.AppendString(b, "l")
			b = msgp.AppendArrayHeader(b, 1)
			return msgp.AppendInt64(b, 1<<62)
		}), ErrBadSave, msgDamaged},
		{"kind out of uint8", raw(func(b []byte) []byte {
			b = msgp.AppendMapHeader(b, 3)
			b = msgp.AppendString(b, "g")
			b = msgp.AppendString(b, "g")
			b = msgp.AppendString(b, "n")
			b = msgp.AppendInt(b, 1)
			b = msgp.AppendString(b, "p")
			b = msgp.AppendArrayHeader(b, 1)
			b = msgp.AppendMapHeader(b, 1)
			b = msgp.AppendString(b, "k")
			return msgp.AppendInt(b, 300)
		}), ErrBadSave, msgDamaged},
		{"wrong type for log", raw(func(b []byte) []byte {
			b = fields(b, 4)
			b = msgp.AppendString(b, "l")
			return msgp.AppendString(b, "0123")
		}), ErrBadSave, msgDamaged},
		{"deep nesting in unknown key", raw(func(b []byte) []byte {
			b = fields(b, 4)
			b = msgp.AppendString(b, "?")
			for range 200_000 {
				b = msgp.AppendArrayHeader(b, 1)
			}
			return msgp.AppendNil(b)
		}), ErrBadSave, msgDamaged},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := Decode(tc.in)
			if s != nil || !errors.Is(err, tc.kind) {
				t.Fatalf("Decode = %v, %v; want nil, %v", s, err, tc.kind)
			}
			if got := Message(err); got != tc.msg {
				t.Errorf("Message = %q, want %q", got, tc.msg)
			}
		})
	}
}

func TestDecodeTruncated(t *testing.T) {
	good, err := Encode(sample())
	if err != nil {
		t.Fatal(err)
	}
	for n := range len(good) {
		if s, err := Decode(good[:n]); err == nil {
			t.Fatalf("Decode of the first %d of %d bytes = %+v, want an error", n, len(good), s)
		} else if !errors.Is(err, ErrBadSave) {
			t.Fatalf("Decode of %d bytes: %v, want ErrBadSave", n, err)
		}
	}
}

func TestDecodeUnknownKeysAndNormalize(t *testing.T) {
	// A future writer may add keys: they are skipped. Empty arrays decode
	// to nil so the value re-encodes identically.
	b := raw(func(b []byte) []byte {
		b = fields(b, 7)
		b = msgp.AppendString(b, "future")
		b = msgp.AppendMapHeader(b, 1)
		b = msgp.AppendString(b, "k")
		b = msgp.AppendFloat64(b, 1.5)
		b = msgp.AppendString(b, "v")
		b = msgp.AppendArrayHeader(b, 0)
		b = msgp.AppendString(b, "l")
		b = msgp.AppendArrayHeader(b, 0)
		b = msgp.AppendString(b, "x")
		return msgp.AppendBytes(b, nil)
	})
	got, err := Decode(b)
	if err != nil {
		t.Fatalf("Decode: %v", err)
	}
	if !reflect.DeepEqual(got, minimal()) {
		t.Errorf("Decode = %+v, want %+v", got, minimal())
	}
}

func TestMessage(t *testing.T) {
	tests := []struct {
		err  error
		want string
	}{
		{nil, ""},
		{errors.New("disk on fire"), "Something went wrong with this saved game."},
		{damaged("x"), msgDamaged},
		{errors.Join(errors.New("loading"), badLink(nil, "y")), msgBadLink},
	}
	for _, tc := range tests {
		if got := Message(tc.err); got != tc.want {
			t.Errorf("Message(%v) = %q, want %q", tc.err, got, tc.want)
		}
	}
}

func TestErrorText(t *testing.T) {
	cause := errors.New("unexpected EOF")
	tests := []struct {
		err  *Error
		want string
	}{
		{&Error{Kind: ErrBadLink, Message: msgBadLink}, msgBadLink},
		{&Error{Kind: ErrBadLink, Message: msgBadLink, Detail: "inflating"}, msgBadLink + " (inflating)"},
		{&Error{Kind: ErrBadLink, Message: msgBadLink, Cause: cause}, msgBadLink + " (unexpected EOF)"},
		{&Error{Kind: ErrBadLink, Message: msgBadLink, Detail: "inflating", Cause: cause}, msgBadLink + " (inflating: unexpected EOF)"},
	}
	for _, tc := range tests {
		if got := tc.err.Error(); got != tc.want {
			t.Errorf("Error() = %q, want %q", got, tc.want)
		}
		if !errors.Is(tc.err, ErrBadLink) {
			t.Errorf("%v does not wrap its kind", tc.err)
		}
	}
	if e := (&Error{Kind: ErrBadLink, Cause: cause}); !errors.Is(e, cause) {
		t.Error("Error does not wrap its cause")
	}
}

func TestFileName(t *testing.T) {
	s := sample()
	s.Updated = time.Date(2025, 6, 1, 13, 42, 59, 0, time.UTC).UnixMilli()
	if got, want := FileName(s), "toygame-2025-06-01-1342.tabula"; got != want {
		t.Errorf("FileName = %q, want %q", got, want)
	}
}

// deepSave is the file form of a valid save carrying an unknown field that
// nests levels arrays (or maps) deep.
func deepSave(t testing.TB, levels int, maps bool) []byte {
	t.Helper()
	b, err := Encode(minimal())
	if err != nil {
		t.Fatal(err)
	}
	head := len(Magic) + 1
	m, err := enginetest.WithField(b[head:], "q", enginetest.Nested(levels, maps))
	if err != nil {
		t.Fatal(err)
	}
	return append(b[:head:head], m...)
}

// TestDecodeRefusesDeepNesting: an unknown field nested deeper than
// engines.MaxNesting is refused with the usual message, before msgp's
// Skip recurses into it, in a file and in a link. Real saves nest 3 deep.
func TestDecodeRefusesDeepNesting(t *testing.T) {
	for _, s := range seedSaves(t) {
		b, err := Encode(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := engines.CheckNesting(b[len(Magic)+1:], 3); err != nil {
			t.Errorf("a real save nests deeper than 3 levels: %v", err)
		}
	}
	for _, tc := range []struct {
		levels int // of the unknown field, one below the save's map
		maps   bool
		deep   bool
	}{
		{engines.MaxNesting - 1, false, false},
		{engines.MaxNesting - 1, true, false},
		{engines.MaxNesting, false, true},
		{engines.MaxNesting, true, true},
		{30000, false, true},
		{30000, true, true},
	} {
		t.Run(fmt.Sprintf("%d levels, maps %v", tc.levels, tc.maps), func(t *testing.T) {
			b := deepSave(t, tc.levels, tc.maps)
			s, err := Decode(b)
			link := linkOf(append([]byte{LinkFormat}, deflate(t, b)...))
			ls, lerr := ParseLink(link)
			if !tc.deep {
				if err != nil || lerr != nil {
					t.Fatalf("Decode: %v; ParseLink: %v", err, lerr)
				}
				return
			}
			if s != nil || !errors.Is(err, engines.ErrTooDeep) || Message(err) != msgDamaged {
				t.Errorf("Decode = %v, %v; want ErrTooDeep with %q", s, err, msgDamaged)
			}
			if ls != nil || !errors.Is(lerr, engines.ErrTooDeep) || Message(lerr) != msgBadLink {
				t.Errorf("ParseLink = %v, %v; want ErrTooDeep with %q", ls, lerr, msgBadLink)
			}
			t.Logf("file of %d bytes, link of %d characters", len(b), len(link))
		})
	}
}
