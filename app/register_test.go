package app

import (
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"tabula/app/apptest"
	"tabula/app/computer"
	"tabula/app/page"
	"tabula/app/session"
	"tabula/app/session/sessiontest"
	"tabula/app/storage/storagetest"
	"tabula/app/table"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/app/settings"
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
	site := wholeApp([]board.Game{g})
	info := g.Engine.Info()
	players := fmt.Sprintf("%d–%d players", info.MinPlayers, info.MaxPlayers)
	if info.MinPlayers == info.MaxPlayers {
		players = fmt.Sprintf("%d players", info.MinPlayers)
	}
	// routed is the page Register routes at path, as go-app makes it.
	routed := func(path string) app.Composer {
		for _, r := range site.routes {
			if r.path == path {
				return r.page()
			}
		}
		t.Fatalf("no page at %s", path)
		return nil
	}

	home := routed(page.PathHome).(*homePage)
	home.Settings = settings.Default()
	for _, want := range []string{info.Name, players, g.Blurb, "--tile:" + g.Colour, `href="/new?game=` + info.ID + `"`} {
		if !strings.Contains(app.HTMLString(home), want) {
			t.Errorf("Home lacks %q", want)
		}
	}

	kv := storagetest.New()
	setup := routed(page.PathNew).(*setupPage)
	setup.Settings = settings.Default()
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

	ses, err := session.Start(setup.table, engines.Config{Players: 2, Seed: 3}, sessiontest.Seats(save.Human, save.Computer), 1000)
	if err != nil {
		t.Fatal(err)
	}
	st := setup.Stored(kv)
	if err := st.Put(ses.ID, ses.Save); err != nil {
		t.Fatal(err)
	}
	opened, msg := table.LoadSession(st, ses.ID)
	if opened == nil {
		t.Fatalf("the stored toy game does not open: %s", msg)
	}
	tp := routed(page.PathPlay).(*table.Page)
	tb := tp.Table()
	tb.Settings, tb.Viewer, tb.PassTo = settings.Default(), -1, -1
	tb.Attach(opened)
	tb.Arrive()
	table := apptest.MountHTML(t, tp)
	for _, want := range []string{`class="board-canvas board board-` + info.ID + `"`, opened.State.Progress(), computer.Name(1)} {
		if !strings.Contains(table, want) {
			t.Errorf("the table lacks %q", want)
		}
	}
}

// TestALinkBuildDrawsOnlyItsGame: a link build (RegisterLinkBuild) routes
// the page of its game's links, the table and its game's pages, and hands
// every other path to the whole app; the whole app routes every game's
// links' page to Home too, for a visit whose service worker answers it.
func TestALinkBuildDrawsOnlyItsGame(t *testing.T) {
	toys := boardtest.Toys()
	g := toys[0]
	paths := func(s site) map[string]app.Composer {
		out := map[string]app.Composer{}
		for _, r := range s.routes {
			if r.pattern == "" {
				out[r.path] = r.page()
			}
		}
		return out
	}

	whole := wholeApp(toys)
	all := paths(whole)
	for _, other := range toys {
		if _, ok := all[page.LinkPath(other.ID())].(*homePage); !ok {
			t.Errorf("the whole app routes %s to %T, not Home", page.LinkPath(other.ID()), all[page.LinkPath(other.ID())])
		}
	}
	if _, ok := whole.other().(*notFoundPage); !ok {
		t.Errorf("the whole app's other page is %T", whole.other())
	}

	lb := linkBuild(g)
	got := paths(lb)
	want := []string{page.PathPlay, page.LinkPath(g.ID())}
	for _, page := range g.Pages {
		want = append(want, page.Path)
	}
	if len(got) != len(want) {
		t.Errorf("the link build routes %d paths, want %v", len(got), want)
	}
	for _, path := range want {
		if got[path] == nil {
			t.Errorf("the link build does not route %s", path)
		}
	}
	if _, ok := lb.other().(*wholeAppPage); !ok {
		t.Errorf("the link build's other page is %T, not the whole app", lb.other())
	}
	// Both route to Home every other path at which cmd/server answers with
	// the page of a game's links, so that none loads itself again.
	for name, s := range map[string]site{"the whole app": whole, "the link build": lb} {
		link := page.LinkPath(g.ID())
		for path, want := range map[string]bool{link + "/": true, link + ".html": true, link + "s": false, link + "/x": false, "/x" + link + "/": false} {
			var page app.Composer
			for _, r := range s.routes {
				if r.pattern != "" && regexp.MustCompile(r.pattern).MatchString(path) {
					page = r.page()
					break
				}
			}
			if _, home := page.(*homePage); home != want {
				t.Errorf("%s routes %s to %T", name, path, page)
			}
		}
	}

	// Its Home is the link's question, without the one game's tile.
	home := got[page.LinkPath(g.ID())].(*homePage)
	home.Settings = settings.Default()
	if html := app.HTMLString(home); strings.Contains(html, "tiles") || !strings.Contains(html, "A shared game") {
		t.Errorf("the link build's Home shows tiles, or does not say it is about a shared game: %s", html)
	}
	full := all[page.PathHome].(*homePage)
	full.Settings = settings.Default()
	if html := app.HTMLString(full); !strings.Contains(html, "tiles") {
		t.Errorf("the whole app's Home shows no tiles: %s", html)
	}

	// A link of another game is not the link build's: it goes to the whole
	// app (homePage.OnNav), which the error says.
	other := toys[1]
	s := &save.Save{Game: other.ID()}
	if _, _, err := session.Prepare(session.Games{g}, s); !errors.Is(err, save.ErrWrongGame) {
		t.Errorf("a save of %s in %s's link build: %v, want save.ErrWrongGame", other.ID(), g.ID(), err)
	}
}
