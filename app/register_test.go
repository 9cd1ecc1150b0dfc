package app

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/engines"
	"tabula/engines/save"
)

// TestAGameIsOneRegistration proves docs/ADDING-A-GAME.md: a game the app
// has never heard of (each toy engine of engines/enginetest with its toy
// board, boardtest.Toys), registered once and touching nothing else, has
// its tile on Home, its setup form, and its table.
func TestAGameIsOneRegistration(t *testing.T) {
	for _, g := range boardtest.Toys() {
		t.Run(g.ID(), func(t *testing.T) { oneRegistration(t, g) })
	}
}

// oneRegistration checks the Home tile, setup form and table of g,
// registered alone.
func oneRegistration(t *testing.T, g board.Game) {
	h := newHouse([]board.Game{g})
	info := g.Engine.Info()
	players := fmt.Sprintf("%d–%d players", info.MinPlayers, info.MaxPlayers)
	if info.MinPlayers == info.MaxPlayers {
		players = fmt.Sprintf("%d players", info.MinPlayers)
	}
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
	for _, want := range []string{info.Name, players, g.Blurb, "--tile:" + g.Colour, `href="/new?game=` + info.ID + `"`} {
		if !strings.Contains(app.HTMLString(home), want) {
			t.Errorf("Home lacks %q", want)
		}
	}

	kv := newMemStorage()
	setup := page(pathNew).(*setupPage)
	setup.settings = defaultSettings()
	setup.open(kv, url.Values{"game": {info.ID}})
	form := app.HTMLString(setup)
	wants := []string{"New game of " + info.Name, "Start the game"}
	for _, v := range info.Variants {
		wants = append(wants, v.Name)
	}
	for _, want := range wants {
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
	for _, want := range []string{`class="board-canvas board board-` + info.ID + `"`, opened.state.Progress(), computerNames[0]} {
		if !strings.Contains(table, want) {
			t.Errorf("the table lacks %q", want)
		}
	}
}
