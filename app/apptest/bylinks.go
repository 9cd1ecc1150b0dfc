package apptest

import (
	"strings"
	"testing"

	"tabula/app/page"
	"tabula/app/session"
	"tabula/app/session/sessiontest"
	"tabula/app/storage"
	"tabula/engines"
	"tabula/engines/save"
)

// ByLinkSeats are Ann at this device, Bea by link and Osric, a computer.
func ByLinkSeats() []save.Seat {
	return []save.Seat{
		{Name: "Ann", Colour: 0, Kind: save.Human},
		{Name: "Bea", Colour: 1, Kind: save.Friend},
		{Name: "Osric", Colour: 2, Kind: save.Computer, Level: "random"},
	}
}

// ByLinkSession starts a toy game by links on Ann's device.
func ByLinkSession(t testing.TB, seed uint64) *session.Session {
	t.Helper()
	ses, err := session.Start(sessiontest.Table(), engines.Config{Players: 3, Seed: seed}, ByLinkSeats(), 1000)
	if err != nil {
		t.Fatal(err)
	}
	return ses
}

// PlayUntil plays the actions choose picks, and the computer's as its bot
// does (PlayComputer), until seat is to move or the game is over; at least
// one action when seat is to move already.
func PlayUntil(t testing.TB, ses *session.Session, seat int, choose func(legal []engines.Action) engines.Action) {
	t.Helper()
	first := true
	for !ses.State.Over() && (ses.State.ToMove() != seat || first && ses.State.ToMove() == seat) {
		first = false
		if ses.SeatKind(ses.State.ToMove()) == save.Computer {
			PlayComputer(t, ses)
			continue
		}
		if err := ses.Play(choose(ses.State.Legal()), 2000); err != nil {
			t.Fatal(err)
		}
	}
}

// FirstLegal and LastLegal choose an action.
func FirstLegal(legal []engines.Action) engines.Action { return legal[0] }
func LastLegal(legal []engines.Action) engines.Action  { return legal[len(legal)-1] }

// LinkTo is the link of ses's game for seat, as a device receives it.
func LinkTo(t testing.TB, s *save.Save, seat int) session.Checked {
	t.Helper()
	u, err := page.ShareURL("https://example.org", s.For(seat))
	if err != nil {
		t.Fatal(err)
	}
	_, frag, _ := strings.Cut(u, "#")
	c, err := session.ParseShared(ToyGames(), frag)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// EntryByID is the entry of id in a list of saved games.
func EntryByID(list []storage.Entry, id string) storage.Entry {
	for _, e := range list {
		if e.ID == id {
			return e
		}
	}
	return storage.Entry{}
}
