package save

import (
	"reflect"
	"testing"

	"tabula/engines"
	"tabula/engines/enginetest/toygame"
)

// seedSaves returns valid saves for the fuzz corpora.
func seedSaves(t testing.TB) []*Save {
	played, _ := play(t, toygame.Game{}, engines.Config{Players: 3, Seed: 1}, 2, 1<<20)
	noState := sample()
	noState.State = nil
	return []*Save{sample(), noState, minimal(), played}
}

// FuzzDecode checks that Decode never panics and that whatever it accepts
// is valid: it re-encodes, and decodes again to the same value.
func FuzzDecode(f *testing.F) {
	for _, s := range seedSaves(f) {
		b, err := Encode(s)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
		f.Add(b[:len(b)/2])
	}
	f.Add([]byte(Magic + "\x01\x80"))
	f.Add([]byte(Magic + "\x02"))
	f.Add([]byte(Magic + "\x01\x81\xa1l\xdd\xff\xff\xff\xff"))
	f.Add([]byte("not a save"))
	// An unknown field nested one level deeper than allowed: the refusal
	// (engines.CheckNesting) to mutate from. The 30,000 levels that crashed
	// the browser are TestDecodeRefusesDeepNesting's (also run under wasm):
	// as a seed they stalled the fuzzer, which minimizes every new input
	// it finds, up to a minute each, at milliseconds a run on 30 KB.
	f.Add(deepSave(f, engines.MaxNesting+1, false))
	f.Add(deepSave(f, engines.MaxNesting+1, true))
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := Decode(b)
		if err != nil {
			if s != nil || Message(err) == "" {
				t.Fatalf("Decode failed with a value or without a message: %v, %v", s, err)
			}
			return
		}
		again, err := Encode(s)
		if err != nil {
			t.Fatalf("accepted save does not re-encode: %v", err)
		}
		s2, err := Decode(again)
		if err != nil {
			t.Fatalf("re-encoded save does not decode: %v", err)
		}
		if !reflect.DeepEqual(s, s2) {
			t.Fatalf("re-encoding changed the save:\n%+v\n%+v", s, s2)
		}
	})
}

// FuzzParseLink checks that ParseLink never panics and that whatever it
// accepts makes a link that parses to the same value.
func FuzzParseLink(f *testing.F) {
	for _, s := range seedSaves(f) {
		link, err := Link(s)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(link)
		f.Add("#" + link[:len(link)-3])
	}
	for _, maps := range []bool{false, true} {
		f.Add(linkOf(append([]byte{LinkFormat}, deflate(f, deepSave(f, 30000, maps))...)))
	}
	for _, s := range []string{"", "#", "#s=", "s=AQ", "s=Ag", "#s=AQMAAAAAAAAAAAAAAA", "https://x/#s=AQ=="} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		s, err := ParseLink(in)
		if err != nil {
			if s != nil || Message(err) == "" {
				t.Fatalf("ParseLink failed with a value or without a message: %v, %v", s, err)
			}
			return
		}
		link, err := Link(s)
		if err != nil {
			t.Fatalf("accepted link's save does not make a link: %v", err)
		}
		s2, err := ParseLink(link)
		if err != nil {
			t.Fatalf("re-made link does not parse: %v", err)
		}
		if !reflect.DeepEqual(s, s2) {
			t.Fatalf("re-linking changed the save:\n%+v\n%+v", s, s2)
		}
	})
}
