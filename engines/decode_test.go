package engines_test

import (
	"errors"
	"strings"
	"testing"

	"tabula/engines"
	"tabula/engines/enginetest"
	"tabula/engines/enginetest/toygame"
)

func TestDecodeState(t *testing.T) {
	s, err := toygame.Game{}.New(engines.Config{Players: 3, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	good, err := s.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	bad := s.(*toygame.State)
	bad.Seat = 5
	broken, err := bad.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		in      []byte
		wantErr string // empty: decodes
	}{
		{"round trip", good, ""},
		{"trailing bytes", append(append([]byte{}, good...), 0xc0), "toy: decode state: 1 trailing bytes"},
		{"truncated", good[:len(good)/2], "toy: decode state:"},
		{"not msgp", []byte("hello"), "toy: decode state:"},
		{"inconsistent", broken, "toy: decoded state is inconsistent: seat 5 of 3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := engines.DecodeState[toygame.State]("toy", tt.in)
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("DecodeState: %v", err)
				}
				again, _ := got.MarshalMsg(nil)
				if string(again) != string(good) {
					t.Error("decoded state encodes differently")
				}
				return
			}
			if err == nil || !strings.HasPrefix(err.Error(), tt.wantErr) {
				t.Fatalf("DecodeState error = %v, want prefix %q", err, tt.wantErr)
			}
		})
	}
}

// TestDecodeStateRefusesDeepNesting: a state with an unknown field nested
// 30,000 levels deep is refused before msgp's Skip recurses into it (in
// the browser that recursion exhausts the JavaScript engine's stack).
func TestDecodeStateRefusesDeepNesting(t *testing.T) {
	s, err := toygame.Game{}.New(engines.Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	good, err := s.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, levels := range []int{engines.MaxNesting, 30000} {
		for _, maps := range []bool{false, true} {
			b, err := enginetest.WithField(good, "zz", enginetest.Nested(levels, maps))
			if err != nil {
				t.Fatal(err)
			}
			_, err = engines.DecodeState[toygame.State]("toy", b)
			// The field is one level below the state's own map.
			if deep := levels+1 > engines.MaxNesting; deep != errors.Is(err, engines.ErrTooDeep) || (!deep && err != nil) {
				t.Errorf("%d levels (maps %v): DecodeState error %v", levels, maps, err)
			}
		}
	}
}
