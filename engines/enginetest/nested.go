package enginetest

import (
	"fmt"

	"github.com/tinylib/msgp/msgp"
)

// Nested returns a msgp value nesting levels arrays (or, with maps, maps
// keyed by nil) around a nil: the hostile input that makes msgp.Skip
// recurse once per level (engines.CheckNesting).
func Nested(levels int, maps bool) []byte {
	var b []byte
	for range levels {
		if maps {
			b = append(b, 0x81, 0xc0) // a map of one entry, its key nil
		} else {
			b = append(b, 0x91) // an array of one element
		}
	}
	return append(b, 0xc0)
}

// WithField returns the msgp map m with one more entry, key → value (a
// msgp value), as a newer version's field unknown to this one.
func WithField(m []byte, key string, value []byte) ([]byte, error) {
	n, rest, err := msgp.ReadMapHeaderBytes(m)
	if err != nil {
		return nil, fmt.Errorf("enginetest: not a map: %w", err)
	}
	out := msgp.AppendMapHeader(nil, n+1)
	out = append(out, rest...)
	out = msgp.AppendString(out, key)
	return append(out, value...), nil
}
