package app

import (
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/app/boards"
	"tabula/app/settings"
	"tabula/app/storage"
	"tabula/engines"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/save"
)

// gamesOf are the given games, playable, each without a board of its own.
func gamesOf(gs ...engines.Game) registry {
	r := registry{}
	for _, g := range gs {
		r = append(r, board.Game{Engine: g})
	}
	return r
}

// toyGames are the toy game alone, playable without a board of its own.
func toyGames() registry { return gamesOf(toygame.Game{}) }

// screenOf is what a page shares in a visit playing games, with the
// default settings.
func screenOf(games registry) screen {
	return screen{settings: settings.Default(), house: newHouse(games)}
}

// toyScreen is screenOf the toy game alone.
func toyScreen() screen { return screenOf(toyGames()) }

// toyTable is the toy game without a board of its own, as a session plays it.
func toyTable() board.Game { return board.Game{Engine: toygame.Game{}} }

// toySeats are seats for a toy game: people and computers as given by kinds.
func toySeats(kinds ...save.Kind) []save.Seat {
	seats := make([]save.Seat, len(kinds))
	for i, k := range kinds {
		seats[i] = save.Seat{Name: computerNames[i], Colour: i, Kind: k}
		if k == save.Computer {
			seats[i].Level = "random"
		}
	}
	return seats
}

// newToySession starts a toy game with the given seat kinds.
func newToySession(t *testing.T, seed uint64, kinds ...save.Kind) *session {
	t.Helper()
	ses, err := startSession(toyTable(), engines.Config{Players: len(kinds), Seed: seed}, toySeats(kinds...), 1000)
	if err != nil {
		t.Fatal(err)
	}
	return ses
}

// firstOf returns the first legal action of the given kind.
func firstOf(t *testing.T, st engines.State, kind uint8) engines.Action {
	t.Helper()
	for _, a := range st.Legal() {
		if a.Kind == kind {
			return a
		}
	}
	t.Fatalf("no legal action of kind %d in %v", kind, st.Legal())
	return engines.Action{}
}

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
func everyGame() registry { return append(registry(boards.All()), boardtest.Toys()...) }

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
