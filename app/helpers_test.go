package app

import (
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/apptest"
	"tabula/app/session"
	"tabula/app/storage"
)

// screenOf is what a page shares in a visit playing games, with the
// default settings.
func screenOf(games session.Games) screen {
	return newHouse(games).screen()
}

// toyScreen is screenOf the toy game alone.
func toyScreen() screen { return screenOf(apptest.ToyGames()) }

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

// friendsOf is play with friends at the table tb, which has a game open.
func friendsOf(tb *tablePage) *friendsTable { return tb.Friends.(*friendsTable) }
