package signal

import (
	"errors"
	"net/netip"
	"os"
	"strings"
	"testing"
)

// chromium reads an offer or answer that Chromium 156 made for a data
// channel with no STUN server (two mDNS host candidates).
func chromium(t testing.TB, name string) string {
	b, err := os.ReadFile("testdata/chromium-" + name + ".sdp")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestPackChromiumDescriptions(t *testing.T) {
	for _, tc := range []struct {
		name   string
		answer bool
		role   Role
		chars  int // the packed text's length
	}{
		{"offer", false, ActPass, 138},
		{"answer", true, Active, 138},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sdp := chromium(t, tc.name)
			d, err := FromSDP(sdp, tc.answer)
			if err != nil {
				t.Fatal(err)
			}
			if d.Role != tc.role || len(d.Candidates) != 2 || len(d.Ufrag) != 4 || len(d.Pwd) != 24 {
				t.Fatalf("read %+v", d)
			}
			text, err := Pack(d)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: %d characters of SDP packed into %d", tc.name, len(sdp), len(text))
			if len(text) != tc.chars {
				t.Errorf("packed into %d characters, want %d", len(text), tc.chars)
			}
			back, err := Parse(" " + text + "\n")
			if err != nil {
				t.Fatal(err)
			}
			again, err := FromSDP(back.SDP(), tc.answer)
			if err != nil {
				t.Fatalf("the rewritten SDP does not read back: %v\n%s", err, back.SDP())
			}
			if text2, _ := Pack(again); text2 != text {
				t.Errorf("round trip changed the description:\n%s\n%s", text, text2)
			}
			for _, want := range []string{"a=ice-ufrag:" + d.Ufrag + "\r\n", "a=ice-pwd:" + d.Pwd + "\r\n",
				"a=fingerprint:sha-256 " + fingerprintLine(sdp), ".local "} {
				if !strings.Contains(back.SDP(), want) {
					t.Errorf("the rewritten SDP lacks %q:\n%s", want, back.SDP())
				}
			}
		})
	}
}

// fingerprintLine is the hex of the sha-256 fingerprint in sdp.
func fingerprintLine(sdp string) string {
	_, rest, _ := strings.Cut(sdp, "a=fingerprint:sha-256 ")
	line, _, _ := strings.Cut(rest, "\n")
	return strings.TrimSpace(line)
}

func TestPackIPCandidates(t *testing.T) {
	d, err := FromSDP(chromium(t, "offer"), false)
	if err != nil {
		t.Fatal(err)
	}
	d.Candidates = []Candidate{
		{Addr: netip.MustParseAddr("192.168.1.20"), Port: 50000, Kind: Host},
		{Addr: netip.MustParseAddr("2001:db8::1"), Port: 50001, Kind: Host},
		{Addr: netip.MustParseAddr("203.0.113.7"), Port: 61000, Kind: Srflx},
	}
	text, err := Pack(d)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	sdp := back.SDP()
	for _, want := range []string{" 192.168.1.20 50000 typ host\r\n", " 2001:db8::1 50001 typ host\r\n", " 203.0.113.7 61000 typ srflx\r\n"} {
		if !strings.Contains(sdp, want) {
			t.Errorf("lacks %q:\n%s", want, sdp)
		}
	}
}

func TestFromSDPLeavesOutWhatItCannotUse(t *testing.T) {
	sdp := chromium(t, "offer") +
		"a=candidate:9 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active\r\n" +
		"a=candidate:9 2 udp 2113937151 192.168.1.20 5000 typ host\r\n" +
		"a=candidate:9 1 udp 2113937151 not-a-name.local 5000 typ host\r\n" +
		"a=candidate:9 1 udp 2113937151 192.168.1.20 5000 typ wormhole\r\n"
	d, err := FromSDP(sdp, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Candidates) != 2 {
		t.Fatalf("kept %d candidates, want Chromium's 2: %+v", len(d.Candidates), d.Candidates)
	}
}

func TestRefused(t *testing.T) {
	offer := chromium(t, "offer")
	good, err := FromSDP(offer, false)
	if err != nil {
		t.Fatal(err)
	}
	text, err := Pack(good)
	if err != nil {
		t.Fatal(err)
	}
	inject := good
	inject.Pwd = "pbvkJHVG2Gh5DFX52ASe+Cpt\r\na=candidate:evil"
	badRole := good
	badRole.Role = Active
	for _, tc := range []struct {
		name string
		err  func() error
	}{
		{"an SDP without a fingerprint", func() error {
			_, err := FromSDP(strings.Replace(offer, "a=fingerprint", "a=x", 1), false)
			return err
		}},
		{"an SDP with a short fingerprint", func() error {
			_, err := FromSDP(strings.Replace(offer, "71:DD:", "", 1), false)
			return err
		}},
		{"an offer read as an answer", func() error { _, err := FromSDP(offer, true); return err }},
		{"a password that writes another line", func() error { _, err := Pack(inject); return err }},
		{"an offer with an answer's role", func() error { _, err := Pack(badRole); return err }},
		{"not base64", func() error { _, err := Parse("!!!"); return err }},
		{"empty", func() error { _, err := Parse(""); return err }},
		{"cut short", func() error { _, err := Parse(text[:len(text)-4]); return err }},
		{"one byte too many", func() error { _, err := Parse(text + "AA"); return err }},
		{"too long", func() error { _, err := Parse(strings.Repeat("A", MaxChars+1)); return err }},
		{"a newer format", func() error { _, err := Parse("IA" + text[2:]); return err }},
	} {
		if err := tc.err(); !errors.Is(err, ErrBad) {
			t.Errorf("%s: got %v, want ErrBad", tc.name, err)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, name := range []string{"offer", "answer"} {
		d, err := FromSDP(chromium(f, name), name == "answer")
		if err != nil {
			f.Fatal(err)
		}
		text, err := Pack(d)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(text)
		f.Add(text[:len(text)/2])
	}
	f.Add("")
	f.Add("EAQ")
	f.Fuzz(func(t *testing.T, in string) {
		d, err := Parse(in)
		if err != nil {
			if !errors.Is(err, ErrBad) {
				t.Fatalf("an error that is not ErrBad: %v", err)
			}
			return
		}
		sdp := d.SDP()
		if n := strings.Count(sdp, "\r\n"); n != 15+len(d.Candidates) {
			t.Fatalf("%d lines for %d candidates:\n%s", n, len(d.Candidates), sdp)
		}
		back, err := FromSDP(sdp, d.Answer)
		if err != nil {
			t.Fatalf("an accepted code writes an SDP that does not read back: %v\n%s", err, sdp)
		}
		a, _ := Pack(d)
		b, _ := Pack(back)
		if a != b {
			t.Fatalf("round trip changed %q into %q", a, b)
		}
	})
}

func FuzzFromSDP(f *testing.F) {
	f.Add(chromium(f, "offer"), false)
	f.Add(chromium(f, "answer"), true)
	f.Fuzz(func(t *testing.T, sdp string, answer bool) {
		d, err := FromSDP(sdp, answer)
		if err != nil {
			return
		}
		text, err := Pack(d)
		if err != nil {
			t.Fatalf("a description read from SDP does not pack: %v", err)
		}
		if _, err := Parse(text); err != nil {
			t.Fatalf("packed text does not parse: %v", err)
		}
	})
}
