package engines

import "fmt"

// Decodable is a game state as its engine's Decode restores it: a pointer
// to the engine's state type that msgp can fill in and that can check its
// own invariants.
type Decodable[T any] interface {
	*T
	State
	UnmarshalMsg(b []byte) ([]byte, error)
	CheckInvariants() error
}

// DecodeState restores a state of type T written by MarshalMsg, rejecting
// input nested more than MaxNesting levels deep (before msgp recurses into
// it), trailing bytes and states whose invariants do not hold. game names the
// game in error messages. Engines' Decode methods are this one line.
func DecodeState[T any, P Decodable[T]](game string, b []byte) (State, error) {
	if err := CheckNesting(b, MaxNesting); err != nil {
		return nil, fmt.Errorf("%s: decode state: %w", game, err)
	}
	s := P(new(T))
	rest, err := s.UnmarshalMsg(b)
	if err != nil {
		return nil, fmt.Errorf("%s: decode state: %w", game, err)
	}
	if len(rest) != 0 {
		return nil, fmt.Errorf("%s: decode state: %d trailing bytes", game, len(rest))
	}
	if err := s.CheckInvariants(); err != nil {
		return nil, fmt.Errorf("%s: decoded state is inconsistent: %w", game, err)
	}
	return s, nil
}
