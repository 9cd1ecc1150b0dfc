package engines

import (
	"errors"
	"fmt"

	"github.com/tinylib/msgp/msgp"
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
// the value without recursion, so it may be given anything; bytes that are
// not msgp end the walk with no error, for the decoder that follows to
// report.
func CheckNesting(b []byte, max int) error {
	var left []uint64 // the elements still to walk of each open array or map
	for len(b) > 0 {
		var n uint64
		container := true
		switch msgp.NextType(b) {
		case msgp.ArrayType:
			sz, rest, err := msgp.ReadArrayHeaderBytes(b)
			if err != nil {
				return nil
			}
			n, b = uint64(sz), rest
		case msgp.MapType:
			sz, rest, err := msgp.ReadMapHeaderBytes(b)
			if err != nil {
				return nil
			}
			n, b = 2*uint64(sz), rest
		default:
			rest, err := msgp.Skip(b) // not a container: no recursion
			if err != nil {
				return nil
			}
			container, b = false, rest
		}
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
