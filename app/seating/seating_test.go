package seating

import (
	"slices"
	"testing"

	"tabula/engines/save"
)

func TestSeatsSeen(t *testing.T) {
	seat := func(name string, kind save.Kind) save.Seat { return save.Seat{Name: name, Kind: kind} }
	const h, f, c = save.Human, save.Friend, save.Computer
	tests := []struct {
		name  string
		seats []save.Seat
		want  []string
	}{
		{"one person against computers is You", []save.Seat{seat("Ann", h), seat("Beatrix", c)}, []string{"You", "Beatrix"}},
		{"an older game's You", []save.Seat{seat("You", h), seat("Beatrix", c)}, []string{"You", "Beatrix"}},
		{"people sharing the device keep their names", []save.Seat{seat("Ann", h), seat("Bob", h)}, []string{"Ann", "Bob"}},
		{"an older game's You, sharing the device", []save.Seat{seat("You", h), seat("Player 2", h)}, []string{"You", "Player 2"}},
		{"the creator's copy of a game by links", []save.Seat{seat("Ann", h), seat("Bea", f), seat("Osric", c)}, []string{"You", "Bea", "Osric"}},
		{"a friend's copy", []save.Seat{seat("Ann", f), seat("Bea", h)}, []string{"Ann", "You"}},
		{"a friend's copy of a creator still named You", []save.Seat{seat("You", f), seat("Friend 2", h)}, []string{"Player 1", "You"}},
		{"... whose Player 1 is taken", []save.Seat{seat("you", f), seat("Player 1", f), seat("Cyd", h)}, []string{"Seat 1", "Player 1", "You"}},
		{"... and Seat 1 too", []save.Seat{seat("YOU", f), seat("Player 1", f), seat("Seat 1", h), seat("Seat 1b", f)}, []string{"Player 1 (seat 1)", "Player 1", "You", "Seat 1b"}},
	}
	for _, tc := range tests {
		s := &save.Save{Seats: tc.seats}
		before := slices.Clone(tc.seats)
		var got []string
		for _, seat := range Seen(tc.seats, Own(s)) {
			got = append(got, seat.Name)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
		if !slices.Equal(tc.seats, before) {
			t.Errorf("%s: Seen changed the seats it was given", tc.name)
		}
	}
}
