package app

import (
	"fmt"
	"strings"
	"testing"

	"tabula/app/apptest"
	"tabula/app/computer"
	"tabula/app/session"
	"tabula/app/storage/storagetest"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/settings"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/save"
)

// count is how often s occurs in html.
func count(html, s string) int { return strings.Count(html, s) }

// TestHomeTilesComeFromTheGames checks that each game's tile shows what its
// engine's Info and its board say: name, players, blurb, colour, the link to
// its setup.
func TestHomeTilesComeFromTheGames(t *testing.T) {
	html := app.HTMLString(&homePage{screen: screenOf(apptest.EveryGame())})
	if got := count(html, "Set up a game"); got != len(apptest.EveryGame()) {
		t.Errorf("%d tiles, want %d", got, len(apptest.EveryGame()))
	}
	for _, g := range apptest.EveryGame() {
		info := g.Engine.Info()
		players := fmt.Sprintf("%d–%d players", info.MinPlayers, info.MaxPlayers)
		if info.MinPlayers == info.MaxPlayers {
			players = fmt.Sprintf("%d players", info.MinPlayers)
		}
		for _, want := range []string{
			strings.ReplaceAll(info.Name, "&", "&amp;"), players,
			g.Blurb, "--tile:" + g.Colour, `href="/new?game=` + info.ID + `"`,
		} {
			if !strings.Contains(html, want) {
				t.Errorf("%s's tile lacks %q", info.ID, want)
			}
		}
		if g.Blurb == "" || g.Colour == "" || g.Emblem == nil {
			t.Errorf("%s's board has no blurb, colour or emblem for Home", info.ID)
		}
	}
}

func TestHomePreviewsASharedGame(t *testing.T) {
	ses := playedToySession(t, 51)
	link, err := save.Link(ses.Save)
	if err != nil {
		t.Fatal(err)
	}
	c, err := session.ParseShared(apptest.ToyGames(), link)
	if err != nil {
		t.Fatal(err)
	}
	html := app.HTMLString(&homePage{screen: toyScreen(), shared: c})
	for _, want := range []string{"Open this shared game?", "Toy Game", "Aldric, Beatrix (computer, Beginner)", ses.Save.Progress, "Add to saved games and open"} {
		if !strings.Contains(apptest.VisibleText(html), want) {
			t.Errorf("preview lacks %q", want)
		}
	}
	bad := app.HTMLString(&homePage{screen: toyScreen(), linkErr: "This link is damaged or incomplete."})
	if !strings.Contains(bad, "This link could not be opened") || !strings.Contains(bad, `role="alert"`) {
		t.Errorf("a bad link is not reported: %s", bad)
	}
}

func TestSetupPageShowsSeatsAndLevels(t *testing.T) {
	info := toygame.Game{}.Info()
	p := &setupPage{screen: toyScreen(), found: true, info: info, form: newSetup(info, computer.Levels())}
	p.form.Players = 3
	p.form.setRole(1, rolePerson)
	html := app.HTMLString(p)
	for _, want := range []string{"New game of Toy Game", "Seat 1", "Seat 2", "Seat 3", "Short game", "Start the game"} {
		if !strings.Contains(html, want) {
			t.Errorf("setup lacks %q", want)
		}
	}
	if strings.Contains(html, "Seat 4") {
		t.Error("a fourth seat is shown for three players")
	}
	if got := count(html, "Computer level"); got != 1 {
		t.Errorf("%d level choices, want 1 (only seat 3 is a computer)", got)
	}
	missing := app.HTMLString(&setupPage{screen: toyScreen()})
	if !strings.Contains(missing, "not available") {
		t.Error("an unknown game is not explained")
	}
}

func TestSavedPageListsGames(t *testing.T) {
	kv := storagetest.New()
	ses := playedToySession(t, 52)
	if err := (session.StoreFor(kv, apptest.ToyGames())).Put(ses.ID, ses.Save); err != nil {
		t.Fatal(err)
	}
	p := &savedPage{screen: toyScreen(), entries: session.StoreFor(kv, apptest.ToyGames()).List(), confirm: ses.ID}
	html := app.HTMLString(p)
	for _, want := range []string{"Toy Game", "You, Beatrix", ses.Save.Progress, "Resume", "Share link", "Export", "Delete this game for good?", "Import a game from a file"} {
		if !strings.Contains(apptest.VisibleText(html), want) {
			t.Errorf("saved games lack %q", want)
		}
	}
	if empty := app.HTMLString(&savedPage{screen: toyScreen()}); !strings.Contains(empty, "No saved games yet") {
		t.Error("an empty list is not explained")
	}
	// Before the listing's first task has read the index, the page says it
	// is checking, not that there is nothing.
	starting := apptest.VisibleText(app.HTMLString(&savedPage{screen: toyScreen(), starting: true}))
	if !strings.Contains(starting, "Checking the saved games…") || strings.Contains(starting, "No saved games yet") {
		t.Errorf("a listing not yet started reads %q", starting)
	}
}

func TestSettingsPageMarksTheCurrentChoices(t *testing.T) {
	p := &settingsPage{screen: newHouse(nil).screen()}
	p.Settings = settings.Settings{Theme: "dark", Palette: "safe", Animation: true, Pace: "fast"}
	html := app.HTMLString(p)
	for _, want := range []string{`data-theme="dark"`, `data-palette="safe"`, "High contrast", "Colour-blind safe colours", "Sky blue"} {
		if !strings.Contains(html, want) {
			t.Errorf("settings lack %q", want)
		}
	}
}

func TestNotFoundPageLeadsHome(t *testing.T) {
	html := app.HTMLString(&notFoundPage{screen: toyScreen()})
	for _, want := range []string{"Page not found", `href="/"`, "Go to Home", "Saved games"} {
		if !strings.Contains(html, want) {
			t.Errorf("the not-found page lacks %q", want)
		}
	}
}
