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
	old := tables
	t.Cleanup(func() { tables = old })
	Register([]board.Game{{
		Engine:   toygame.Game{},
		NewBoard: func() board.Board { return toyBoard{} },
		Emblem:   func() app.UI { return app.Span().Class("toy-emblem") },
		Blurb:    "Take turns to score; the most points wins.",
		Colour:   "#123456",
	}})

	home := app.HTMLString(&homePage{screen: screen{defaultSettings()}})
	for _, want := range []string{"Toy Game", "2–4 players", "Take turns to score", "--tile:#123456", "toy-emblem", `href="/new?game=toygame"`} {
		if !strings.Contains(home, want) {
			t.Errorf("Home lacks %q", want)
		}
	}

	kv := newMemStorage()
	setup := &setupPage{screen: screen{defaultSettings()}}
	setup.open(kv, url.Values{"game": {"toygame"}})
	form := app.HTMLString(setup)
	for _, want := range []string{"New game of Toy Game", "Short game", "Start the game"} {
		if !strings.Contains(form, want) {
			t.Errorf("the setup form lacks %q", want)
		}
	}

	ses, err := startSession(toygame.Game{}, engines.Config{Players: 2, Seed: 3}, toySeats(save.Human, save.Computer), 1000)
	if err != nil {
		t.Fatal(err)
	}
	if err := (store{kv}).put(ses.id, ses.save); err != nil {
		t.Fatal(err)
	}
	opened, msg := loadSession(store{kv}, ses.id)
	if opened == nil {
		t.Fatalf("the stored toy game does not open: %s", msg)
	}
	tb := newTable(opened)
	tb.settings = defaultSettings()
	table := mountHTML(t, tb)
	for _, want := range []string{"toy-board", opened.state.Progress(), computerNames[0]} {
		if !strings.Contains(table, want) {
			t.Errorf("the table lacks %q", want)
		}
	}
}
