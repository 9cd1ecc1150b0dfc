package save

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"tabula/engines"
	"tabula/engines/enginetest/toygame"
)

// linkOf builds a link fragment from raw payload bytes (after the "s=").
func linkOf(payload []byte) string {
	return LinkPrefix + base64.RawURLEncoding.EncodeToString(payload)
}

func deflate(t testing.TB, b []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	w, err := flate.NewWriter(&buf, flate.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write(b); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestLinkRoundTrip(t *testing.T) {
	s := sample()
	link, err := Link(s)
	if err != nil {
		t.Fatal(err)
	}
	if s.State == nil {
		t.Fatal("Link modified its argument")
	}
	want := sample()
	want.State = nil
	tests := []struct{ name, in string }{
		{"bare", link},
		{"with hash", "#" + link},
		{"whole URL", "https://example.org/tabula/#" + link},
		{"surrounding space", "  #" + link + "\n"},
		{"padded", link + "=="},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseLink(tc.in)
			if err != nil {
				t.Fatalf("ParseLink: %v", err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("ParseLink = %+v, want %+v", got, want)
			}
		})
	}
	if strings.ContainsAny(link[len(LinkPrefix):], "+/=#?&% ") {
		t.Errorf("link %q has characters that are not URL-safe base64", link)
	}
	again, err := Link(sample())
	if err != nil || again != link {
		t.Errorf("Link is not deterministic: %q vs %q (%v)", again, link, err)
	}
}

func TestParseLinkHostile(t *testing.T) {
	s := sample()
	s.State = nil
	file, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	good := deflate(t, file)
	withState, err := Encode(sample())
	if err != nil {
		t.Fatal(err)
	}
	bomb := deflate(t, append([]byte(Magic+"\x01"), make([]byte, 8<<20)...))
	longName := sample()
	longName.State = nil
	longName.Seats[0].Name = strings.Repeat("n", MaxNameRunes+1)
	longNameFile, err := longName.MarshalMsg([]byte(Magic + "\x01"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		in   string
		kind error
		msg  string
	}{
		{"empty", "", ErrBadLink, msgBadLink},
		{"hash only", "#", ErrBadLink, msgBadLink},
		{"prefix only", "#s=", ErrBadLink, msgBadLink},
		{"other fragment", "#settings", ErrBadLink, msgBadLink},
		{"not base64", "#s=!!!!", ErrBadLink, msgBadLink},
		{"standard base64 alphabet", "#s=" + base64.RawStdEncoding.EncodeToString(append([]byte{LinkFormat, 0xfb, 0xff}, good...)), ErrBadLink, msgBadLink},
		{"format 0", linkOf(append([]byte{0}, good...)), ErrBadLink, msgBadLink},
		{"newer format", linkOf(append([]byte{2}, good...)), ErrTooNew, msgLinkTooNew},
		{"format byte only", linkOf([]byte{LinkFormat}), ErrBadLink, msgBadLink},
		{"not deflate", linkOf(append([]byte{LinkFormat}, 0xff, 0xff, 0xff, 0xff)), ErrBadLink, msgBadLink},
		{"truncated deflate", linkOf(append([]byte{LinkFormat}, good[:len(good)/2]...)), ErrBadLink, msgBadLink},
		{"trailing garbage", linkOf(append(append([]byte{LinkFormat}, good...), 0, 1, 2)), ErrBadLink, msgBadLink},
		{"uncompressed save", linkOf(append([]byte{LinkFormat}, file...)), ErrBadLink, msgBadLink},
		{"wrong magic", linkOf(append([]byte{LinkFormat}, deflate(t, append([]byte("TABULB"), file[len(Magic):]...))...)), ErrBadLink, msgBadLink},
		{"newer save version", linkOf(append([]byte{LinkFormat}, deflate(t, append([]byte(Magic+"\x09"), file[len(Magic)+1:]...))...)), ErrTooNew, msgLinkTooNew},
		{"cached state", linkOf(append([]byte{LinkFormat}, deflate(t, withState)...)), ErrBadLink, msgBadLink},
		{"deflate bomb", linkOf(append([]byte{LinkFormat}, bomb...)), ErrBadLink, msgTooLarge},
		{"too long", "#s=" + strings.Repeat("A", MaxLinkChars), ErrBadLink, msgBadLink},
		// A stranger's "/#s=<A>#s=<B>" previewed game B.
		{"two links", "#" + linkOf(append([]byte{LinkFormat}, good...)) + "#" + linkOf(append([]byte{LinkFormat}, good...)), ErrBadLink, msgTwoLinks},
		{"two links in a URL", "https://x.example/#" + linkOf(append([]byte{LinkFormat}, good...)) + "#s=", ErrBadLink, msgTwoLinks},
		{"two links, the fragment without its '#'", linkOf(append([]byte{LinkFormat}, good...)) + "#" + linkOf(append([]byte{LinkFormat}, good...)), ErrBadLink, msgTwoLinks},
		{"a second hash alone", "#" + linkOf(append([]byte{LinkFormat}, good...)) + "#", ErrBadLink, msgTwoLinks},
		{"name too long", linkOf(append([]byte{LinkFormat}, deflate(t, longNameFile)...)), ErrBadLink, fmt.Sprintf(msgLongName, MaxNameRunes)},
		{"invalid save inside", linkOf(append([]byte{LinkFormat}, deflate(t, append([]byte(Magic+"\x01"), 0x80))...)), ErrBadLink, msgBadLink},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := ParseLink(tc.in)
			if s != nil || !errors.Is(err, ErrBadLink) || !errors.Is(err, tc.kind) {
				t.Fatalf("ParseLink = %v, %v; want nil, ErrBadLink and %v", s, err, tc.kind)
			}
			if got := Message(err); got != tc.msg {
				t.Errorf("Message = %q, want %q", got, tc.msg)
			}
		})
	}
	if len(bomb) > MaxLinkChars*3/4 {
		t.Fatalf("the bomb (%d bytes) should fit in a link", len(bomb))
	}
}

func TestParseLinkTruncated(t *testing.T) {
	link, err := Link(sample())
	if err != nil {
		t.Fatal(err)
	}
	// Every cut of the link (as when a chat app shortens it) fails cleanly.
	for n := range len(link) {
		if s, err := ParseLink(link[:n]); err == nil {
			t.Fatalf("ParseLink of %d of %d characters = %+v, want an error", n, len(link), s)
		} else if Message(err) == "" {
			t.Fatalf("no message for %v", err)
		}
	}
}

// TestLinkLength measures share links of finished games and holds them to
// the budget: at most 1,000 characters for a game of 300 to 400 actions.
func TestLinkLength(t *testing.T) {
	tests := []struct {
		name   string
		game   engines.Game
		cfg    engines.Config
		budget int
	}{
		{"toygame 2p", toygame.Game{}, engines.Config{Players: 2, Seed: 1}, 300},
		{"toygame 4p", toygame.Game{}, engines.Config{Players: 4, Seed: 2}, 400},
		{"walk 350 actions, 1-10 choices", walkGame{steps: 350, width: 10, rules: 1}, engines.Config{Players: 4, Seed: 3}, 1000},
		{"walk 400 actions, 1-40 choices", walkGame{steps: 400, width: 40, rules: 1}, engines.Config{Players: 4, Seed: 4}, 1000},
		{"walk 400 actions, 1-200 choices", walkGame{steps: 400, width: 200, rules: 1}, engines.Config{Players: 4, Seed: 5}, 1000},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, st := play(t, tc.game, tc.cfg, tc.cfg.Seed, 1<<20)
			if !st.Over() {
				t.Fatal("game did not finish")
			}
			// Realistic seats: names of up to 10 letters.
			for i := range s.Seats {
				s.Seats[i].Name = strings.Repeat("n", 6+i)
			}
			s.Created, s.Updated = 1_760_000_000_000, 1_760_000_900_000
			link, err := Link(s)
			if err != nil {
				t.Fatal(err)
			}
			file, err := Encode(s)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%d actions: link %d characters (save file %d bytes)", len(s.Log), len(link)+1, len(file))
			if len(link)+1 > tc.budget { // +1 for the '#'
				t.Errorf("link is %d characters, budget %d", len(link)+1, tc.budget)
			}
		})
	}
}

// TestLinkBound: a link of a game played to its end fits the bound for its
// game, even with its log written with no compression and at its largest;
// ParseLinkWithin refuses a link that inflates past its bound unread.
func TestLinkBound(t *testing.T) {
	d := byLinkGame(t)
	d.playOn(t, 10_000, 3)
	if !d.state.Over() {
		t.Fatal("the game did not end")
	}
	d.save.Update(d.state, 9_000)
	info := toygame.Game{}.Info()
	chars, limit, err := LinkBound(d.save, info.MaxDecisions)
	if err != nil {
		t.Fatal(err)
	}
	worst := *d.save.For(1)
	worst.Log = make([]int, info.MaxDecisions)
	for i := range worst.Log {
		worst.Log[i] = MaxLegalIndex - 1
	}
	worst.Progress = strings.Repeat("€", MaxProgressRunes)
	raw, err := Encode(&worst)
	if err != nil {
		t.Fatal(err)
	}
	var stored bytes.Buffer
	stored.WriteByte(LinkFormat)
	w, _ := flate.NewWriter(&stored, flate.NoCompression)
	w.Write(raw)
	w.Close()
	if text := linkOf(stored.Bytes()); len(raw) > limit || len(text) > chars {
		t.Errorf("the largest link: %d bytes, %d characters; bound %d, %d", len(raw), len(text), limit, chars)
	}
	link, err := Link(d.save.For(1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ParseLinkWithin(link, limit); err != nil {
		t.Errorf("the game's link within its bound: %v", err)
	}
	if _, err := ParseLinkWithin(linkOf(stored.Bytes()), len(raw)-1); !errors.Is(err, ErrBadLink) || Message(err) != msgTooLarge {
		t.Errorf("a link past its bound: %v", err)
	}
}
