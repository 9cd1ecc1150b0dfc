package engines_test

import (
	"strings"
	"testing"

	"tabula/engines"
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
