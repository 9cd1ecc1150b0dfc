// Package sessiontest starts games of the toy engine as the table plays
// them, for the tests of app and its rooms.
package sessiontest

import (
	"testing"

	"tabula/app/board"
	"tabula/app/computer"
	"tabula/app/session"
	"tabula/engines"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/save"
)

// Table is the toy game without a board of its own, as a session plays it.
func Table() board.Game { return board.Game{Engine: toygame.Game{}} }

// Seats are seats for a toy game: people and computers (at the "random"
// level) as given by kinds, named as computers are by default
// (computer.Name).
func Seats(kinds ...save.Kind) []save.Seat {
	seats := make([]save.Seat, len(kinds))
	for i, k := range kinds {
		seats[i] = save.Seat{Name: computer.Name(i), Colour: i, Kind: k}
		if k == save.Computer {
			seats[i].Level = "random"
		}
	}
	return seats
}

// Start starts a toy game seeded with seed, with the given seat kinds.
func Start(t testing.TB, seed uint64, kinds ...save.Kind) *session.Session {
	t.Helper()
	ses, err := session.Start(Table(), engines.Config{Players: len(kinds), Seed: seed}, Seats(kinds...), 1000)
	if err != nil {
		t.Fatal(err)
	}
	return ses
}

// FirstOf returns the first legal action of the given kind in st.
func FirstOf(t testing.TB, st engines.State, kind uint8) engines.Action {
	t.Helper()
	for _, a := range st.Legal() {
		if a.Kind == kind {
			return a
		}
	}
	t.Fatalf("no legal action of kind %d in %v", kind, st.Legal())
	return engines.Action{}
}
