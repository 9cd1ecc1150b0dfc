package app

import (
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/app/boards"
	"tabula/app/session"
	"tabula/app/storage"
	"tabula/engines"
	"tabula/engines/enginetest/toygame"
)

// gamesOf are the given games, playable, each without a board of its own.
func gamesOf(gs ...engines.Game) session.Games {
	r := session.Games{}
	for _, g := range gs {
		r = append(r, board.Game{Engine: g})
	}
	return r
}

// toyGames are the toy game alone, playable without a board of its own.
func toyGames() session.Games { return gamesOf(toygame.Game{}) }

// screenOf is what a page shares in a visit playing games, with the
// default settings.
func screenOf(games session.Games) screen {
	return newHouse(games).screen()
}

// toyScreen is screenOf the toy game alone.
func toyScreen() screen { return screenOf(toyGames()) }

// mountHTML loads c into go-app's test engine and renders it.
func mountHTML(t *testing.T, c app.Composer) string {
	t.Helper()
	e := app.NewTestEngine()
	if err := e.Load(c); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return app.HTMLString(c)
}

// everyGame are the games the every-game tests loop over: every shipped
// game (boards.All) and the toy games (boardtest.Toys), so that they hold
// for games of any shape.
func everyGame() session.Games { return append(session.Games(boards.All()), boardtest.Toys()...) }

// must is the entry of a lookup that must succeed.
func must(e storage.Entry, ok bool) storage.Entry {
	if !ok {
		panic("no entry")
	}
	return e
}

// fakeClock advances by tick on every reading.
type fakeClock struct {
	now  time.Time
	tick time.Duration
}

func (c *fakeClock) read() time.Time {
	c.now = c.now.Add(c.tick)
	return c.now
}
