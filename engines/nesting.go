package engines

import (
	"errors"
	"fmt"
)

// MaxNesting is the deepest nesting of arrays and maps that a decoder of
// outside input lets reach msgp (CheckNesting): a save is 3 levels deep, an
// engine's state at most 5, so a newer version's fields have room to spare.
// msgp's generated decoders skip fields they do not know with msgp.Skip,
// which recurses once per level and allows 100,000 of them; natively that
// is harmless, but in the browser Go's wasm stack is the JavaScript
// engine's, and Chromium's ran out at 30,000 levels ("Maximum call stack
// size exceeded"), killing the app on a 254-character link. 100 is a
// hundred times below the 10,000 levels that opened there.
const MaxNesting = 100

// ErrTooDeep is wrapped by CheckNesting's error.
var ErrTooDeep = errors.New("arrays and maps nested too deeply")

// CheckNesting returns an error wrapping ErrTooDeep when the msgp value at
// the start of b nests arrays and maps more than max levels deep. It walks
// the value without recursion, reading only the type bytes and lengths, so
// it may be given anything; bytes that are not msgp end the walk with no
// error, for the decoder that follows to report.
func CheckNesting(b []byte, max int) error {
	var left []uint64 // the elements still to walk of each open array or map
	for len(b) > 0 {
		n, size, container := msgpHead(b)
		if size == 0 || size > uint64(len(b)) {
			return nil // not msgp, or cut short
		}
		b = b[size:]
		if len(left) > 0 {
			left[len(left)-1]--
		}
		if container {
			if len(left) >= max {
				return fmt.Errorf("%w: more than %d levels", ErrTooDeep, max)
			}
			if n > 0 {
				left = append(left, n)
				continue
			}
		}
		for len(left) > 0 && left[len(left)-1] == 0 {
			left = left[:len(left)-1]
		}
		if len(left) == 0 {
			return nil
		}
	}
	return nil
}

// msgpHead reads the head of the msgp value at the start of b (not empty):
// for an array or a map, the number of values it holds (a map's keys and
// values) and the size of its header; for any other value its whole size.
// A size of 0 means b does not start with a msgp value.
func msgpHead(b []byte) (n, size uint64, container bool) {
	c := b[0]
	// length reads a big-endian length of k bytes after the type byte.
	length := func(k int) (uint64, bool) {
		if len(b) < 1+k {
			return 0, false
		}
		var v uint64
		for _, x := range b[1 : 1+k] {
			v = v<<8 | uint64(x)
		}
		return v, true
	}
	switch {
	case c <= 0x7f || c >= 0xe0 || c == 0xc0 || c == 0xc2 || c == 0xc3: // fixint, nil, bool
		return 0, 1, false
	case c <= 0x8f: // fixmap
		return 2 * uint64(c&0x0f), 1, true
	case c <= 0x9f: // fixarray
		return uint64(c & 0x0f), 1, true
	case c <= 0xbf: // fixstr
		return 0, 1 + uint64(c&0x1f), false
	}
	var k int // the bytes of a length after the type byte
	switch {
	case c >= 0xc4 && c <= 0xc6: // bin 8, 16, 32
		k = 1 << (c - 0xc4)
	case c >= 0xd9 && c <= 0xdb: // str 8, 16, 32
		k = 1 << (c - 0xd9)
	case c >= 0xc7 && c <= 0xc9: // ext 8, 16, 32: a length, a type byte
		if l, ok := length(1 << (c - 0xc7)); ok {
			return 0, 2 + 1<<(c-0xc7) + l, false
		}
		return 0, 0, false
	case c == 0xca: // float 32
		return 0, 5, false
	case c == 0xcb: // float 64
		return 0, 9, false
	case c >= 0xcc && c <= 0xcf: // uint 8, 16, 32, 64
		return 0, 1 + 1<<(c-0xcc), false
	case c >= 0xd0 && c <= 0xd3: // int 8, 16, 32, 64
		return 0, 1 + 1<<(c-0xd0), false
	case c >= 0xd4 && c <= 0xd8: // fixext 1, 2, 4, 8, 16
		return 0, 2 + 1<<(c-0xd4), false
	case c == 0xdc || c == 0xdd: // array 16, 32
		if l, ok := length(2 << (c - 0xdc)); ok {
			return l, 1 + 2<<(c-0xdc), true
		}
		return 0, 0, false
	case c == 0xde || c == 0xdf: // map 16, 32
		if l, ok := length(2 << (c - 0xde)); ok {
			return 2 * l, 1 + 2<<(c-0xde), true
		}
		return 0, 0, false
	default: // 0xc1, never used
		return 0, 0, false
	}
	if l, ok := length(k); ok {
		return 0, 1 + uint64(k) + l, false
	}
	return 0, 0, false // a length cut short
}
