package friends

import (
	"os"
	"testing"

	"tabula/app/apptest"
	"tabula/app/session"
	"tabula/engines/save"
)

// longByLinkGame is the 4,015-move Craft & Conquer game of
// e2e/testdata/craftconquer-4015.tabula (4 players, random moves) as a
// game by links on the device of seat 0, whose friends play seats 1 to 3.
func longByLinkGame(tb testing.TB) *save.Save {
	tb.Helper()
	data, err := os.ReadFile("../../e2e/testdata/craftconquer-4015.tabula")
	if err != nil {
		tb.Fatal(err)
	}
	s, err := save.Decode(data)
	if err != nil {
		tb.Fatal(err)
	}
	for i := range s.Seats {
		s.Seats[i].Kind, s.Seats[i].Level = save.Friend, ""
	}
	s.Seats[0].Kind = save.Human
	c, err := session.CheckOutside(session.Games(apptest.Boards()), s)
	if err != nil {
		tb.Fatal(err)
	}
	if len(c.Save.Log) != 4015 {
		tb.Fatalf("the long game has %d moves", len(c.Save.Log))
	}
	return c.Save
}

// BenchmarkLiveRepeat is the cost on the creator's device of a live
// message from seat 1 that repeats the 4,015-move log it has
// (TestLiveMessageCost): a friend's device may send it up to liveRate times a second.
func BenchmarkLiveRepeat(b *testing.B) {
	local := longByLinkGame(b)
	text, err := save.Link(local.For(1))
	if err != nil {
		b.Fatal(err)
	}
	games := session.Games(apptest.Boards())
	b.ReportAllocs()
	for b.Loop() {
		if _, n, err := liveMoves(games, local, text, "Bea", 1); err != nil || n != 0 {
			b.Fatalf("%d moves, %v", n, err)
		}
	}
}
