package seating

import (
	"fmt"
	"slices"
	"strings"

	"tabula/app/board"
	"tabula/engines/save"
)

// IsYou reports whether a stored name is You: an older game's name for
// the person at the device, or a new game's before its person has given
// their name. It is never the name of a seat on another device.
func IsYou(name string) bool { return strings.EqualFold(strings.TrimSpace(name), board.You) }

// Own is the seat of s that this device's person plays, the one its
// text calls "you": in a game by links the seat the copy is for (Here),
// otherwise the only person's seat of a game against computers; -1 when
// several people share the device (each is named) or none plays.
func Own(s *save.Save) int {
	if s.ByLink() {
		return s.Here()
	}
	own := -1
	for i, seat := range s.Seats {
		if seat.Kind == save.Human {
			if own >= 0 {
				return -1
			}
			own = i
		}
	}
	return own
}

// Seen are seats as the device whose person plays own (Own) names
// them: own is You; any other seat still named You (a game made
// before its players named themselves, come by link from its creator's
// device) takes a name of its own, "Player 2", so that nothing on this
// device calls another person "you". The others keep their names. When
// several people share the device (own is -1), every seat is named as it
// was set up.
func Seen(seats []save.Seat, own int) []save.Seat {
	if own < 0 {
		return slices.Clone(seats)
	}
	return Named(seats, own)
}

// Named are seats with own (or none, -1) named You and every other seat
// still named You given a name of its own (Free).
func Named(seats []save.Seat, own int) []save.Seat {
	out := slices.Clone(seats)
	for i := range out {
		switch {
		case i == own:
			out[i].Name = board.You
		case IsYou(out[i].Name):
			out[i].Name = Free(out, i)
		}
	}
	return out
}

// Free is a name for seat i that no other seat of seats has: "Player 2"
// for the second seat, else "Seat 2", else "Player 2 (seat 2)".
func Free(seats []save.Seat, i int) string {
	n := i + 1
	for _, name := range []string{fmt.Sprintf("Player %d", n), fmt.Sprintf("Seat %d", n)} {
		if !slices.ContainsFunc(seats, func(s save.Seat) bool { return save.SameName(s.Name, name) }) {
			return name
		}
	}
	return fmt.Sprintf("Player %d (seat %d)", n, n)
}
