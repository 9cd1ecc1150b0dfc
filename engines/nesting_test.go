package engines_test

import (
	"errors"
	"testing"

	"github.com/tinylib/msgp/msgp"

	"tabula/engines"
	"tabula/engines/enginetest"
)

func TestCheckNesting(t *testing.T) {
	tests := []struct {
		name string
		in   []byte
		max  int
		deep bool // want ErrTooDeep
	}{
		{"empty input", nil, 3, false},
		{"scalar", msgp.AppendInt(nil, 7), 0, false},
		{"empty array at the limit", []byte{0x90}, 1, false},
		{"empty array past the limit", []byte{0x90}, 0, true},
		{"3 arrays, max 3", enginetest.Nested(3, false), 3, false},
		{"4 arrays, max 3", enginetest.Nested(4, false), 3, true},
		{"3 maps, max 3", enginetest.Nested(3, true), 3, false},
		{"4 maps, max 3", enginetest.Nested(4, true), 3, true},
		{"deep value in a map's second entry", append([]byte{0x82, 0x01, 0x02, 0x03}, enginetest.Nested(5, false)...), 5, true},
		{"wide and shallow", []byte{0x93, 0x91, 0x01, 0x91, 0x02, 0x91, 0x03}, 2, false},
		{"siblings do not add up", []byte{0x92, 0x91, 0x91, 0xc0, 0x91, 0x91, 0xc0}, 3, false},
		{"30,000 arrays", enginetest.Nested(30000, false), engines.MaxNesting, true},
		{"30,000 maps", enginetest.Nested(30000, true), engines.MaxNesting, true},
		{"truncated", enginetest.Nested(3, false)[:2], 3, false},
		{"a header promising more than is there", []byte{0xdd, 0xff, 0xff, 0xff, 0xff, 0x01}, 3, false},
		{"not msgp", []byte{0xc1}, 3, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := engines.CheckNesting(tt.in, tt.max)
			if got := errors.Is(err, engines.ErrTooDeep); got != tt.deep || (err != nil && !got) {
				t.Fatalf("CheckNesting(max %d) = %v, want too deep %v", tt.max, err, tt.deep)
			}
		})
	}
}
