package app

import (
	"net/url"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/save"
)

// toyBoard draws the toy game's position as one line, the least a board is.
type toyBoard struct{}

func (toyBoard) Render(p board.Props) board.Parts {
	return board.Parts{Main: app.P().Class("toy-board").Text(p.State.Progress())}
}

// TestAGameIsOneRegistration proves docs/ADDING-A-GAME.md: a game the app
// has never heard of (the toy engine of engines/enginetest with a toy
// board), registered once and touching nothing else, has its tile on Home,
// its setup form, and its table.
func TestAGameIsOneRegistration(t *testing.T) {
	h := newHouse([]board.Game{{
		Engine:   toygame.Game{},
		NewBoard: func() board.Board { return toyBoard{} },
		Emblem:   func() app.UI { return app.Span().Class("toy-emblem") },
		Blurb:    "Take turns to score; the most points wins.",
		Colour:   "#123456",
	}})
	// page is the page Register routes at path, as go-app makes it.
	page := func(path string) app.Composer {
		for _, r := range h.routes() {
			if r.path == path {
				return r.page()
			}
		}
		t.Fatalf("no page at %s", path)
		return nil
	}

	home := page(pathHome).(*homePage)
	home.settings = defaultSettings()
	for _, want := range []string{"Toy Game", "2–4 players", "Take turns to score", "--tile:#123456", "toy-emblem", `href="/new?game=toygame"`} {
		if !strings.Contains(app.HTMLString(home), want) {
			t.Errorf("Home lacks %q", want)
		}
	}

	kv := newMemStorage()
	setup := page(pathNew).(*setupPage)
	setup.settings = defaultSettings()
	setup.open(kv, url.Values{"game": {"toygame"}})
	form := app.HTMLString(setup)
	for _, want := range []string{"New game of Toy Game", "Short game", "Start the game"} {
		if !strings.Contains(form, want) {
			t.Errorf("the setup form lacks %q", want)
		}
	}

	ses, err := startSession(setup.table, engines.Config{Players: 2, Seed: 3}, toySeats(save.Human, save.Computer), 1000)
	if err != nil {
		t.Fatal(err)
	}
	st := setup.stored(kv)
	if err := st.put(ses.id, ses.save); err != nil {
		t.Fatal(err)
	}
	opened, msg := loadSession(st, ses.id)
	if opened == nil {
		t.Fatalf("the stored toy game does not open: %s", msg)
	}
	tb := page(pathPlay).(*tablePage)
	tb.settings, tb.viewer, tb.passTo = defaultSettings(), -1, -1
	tb.attach(opened)
	tb.arrive()
	table := mountHTML(t, tb)
	for _, want := range []string{"toy-board", opened.state.Progress(), computerNames[0]} {
		if !strings.Contains(table, want) {
			t.Errorf("the table lacks %q", want)
		}
	}
}
