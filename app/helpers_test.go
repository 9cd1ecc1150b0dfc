package app

import (
	"tabula/app/apptest"
	"tabula/app/board"
	"tabula/app/session"
	"tabula/app/storage"
	"tabula/app/table"
)

// screenOf is what a page shares in a visit playing games, with the
// default settings.
func screenOf(games session.Games) screen {
	return newHouse(games).screen()
}

// toyScreen is screenOf the toy game alone.
func toyScreen() screen { return screenOf(apptest.ToyGames()) }

// must is the entry of a lookup that must succeed.
func must(e storage.Entry, ok bool) storage.Entry {
	if !ok {
		panic("no entry")
	}
	return e
}

// newGameTable seats a table of the visit's house, with its lesson and
// play with friends, at ses, as the table opens a game.
func newGameTable(ses *session.Session) *table.Table {
	t := newHouse([]board.Game{ses.Table}).gameTable().Table()
	t.Viewer, t.PassTo = -1, -1
	t.Attach(ses)
	t.Arrive()
	return t
}
