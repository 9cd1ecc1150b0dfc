package app

import (
	"errors"
	"strings"
	"testing"

	"tabula/app/apptest"
	"tabula/app/page"
	"tabula/app/session"
	"tabula/app/session/sessiontest"
	"tabula/app/storage/storagetest"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/storage"
	"tabula/engines/save"
)

// playedToySession is a toy game with a few moves played.
func playedToySession(t *testing.T, seed uint64) *session.Session {
	t.Helper()
	ses := sessiontest.Start(t, seed, save.Human, save.Computer)
	for range 5 {
		if err := ses.Play(ses.State.Legal()[0], 4000); err != nil {
			t.Fatal(err)
		}
	}
	return ses
}

func TestShareLinkOpensTheSameGame(t *testing.T) {
	ses := playedToySession(t, 31)
	link, err := page.ShareURL("https://example.org", ses.Save)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(link, "https://example.org"+page.LinkPath("toygame")+"#s=") {
		t.Fatalf("link %q", link)
	}
	_, frag, _ := strings.Cut(link, "#")
	c, err := session.ParseShared(apptest.ToyGames(), frag)
	if err != nil {
		t.Fatal(err)
	}
	if c.Game.Info().ID != "toygame" || len(c.Save.Log) != 5 || string(apptest.Encoded(t, c.State)) != string(apptest.Encoded(t, ses.State)) {
		t.Fatalf("shared game differs: %+v", c.Save)
	}
}

func TestBadLinksAreExplained(t *testing.T) {
	ses := playedToySession(t, 32)
	good, err := save.Link(ses.Save)
	if err != nil {
		t.Fatal(err)
	}
	for name, frag := range map[string]string{
		"garbage":   "s=%%%",
		"truncated": good[:len(good)/2],
		"empty":     "s=",
	} {
		t.Run(name, func(t *testing.T) {
			_, err := session.ParseShared(apptest.ToyGames(), frag)
			if !errors.Is(err, save.ErrBadLink) || save.Message(err) == "" {
				t.Fatalf("got %v, want a save.ErrBadLink with a message", err)
			}
		})
	}
	t.Run("game not available", func(t *testing.T) {
		_, err := session.ParseShared(session.Games{}, good) // no games at all
		if !errors.Is(err, save.ErrWrongGame) {
			t.Fatalf("got %v, want save.ErrWrongGame", err)
		}
	})
}

func TestFileImportChecksTheLog(t *testing.T) {
	ses := playedToySession(t, 33)
	data, err := save.Encode(ses.Save)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := session.ParseFile(apptest.ToyGames(), data); err != nil {
		t.Fatal(err)
	}
	if _, err := session.ParseFile(apptest.ToyGames(), []byte("PK\x03\x04 a zip file")); !errors.Is(err, save.ErrBadSave) {
		t.Fatalf("got %v, want save.ErrBadSave", err)
	}
	ses.Save.Log[4] = 999 // out of range of Legal()
	bad, err := save.Encode(ses.Save)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := session.ParseFile(apptest.ToyGames(), bad); !errors.Is(err, save.ErrBadLog) {
		t.Fatalf("got %v, want save.ErrBadLog", err)
	}
}

func TestAdoptAddsANewGameAndKeepsTheOthers(t *testing.T) {
	kv := storagetest.New()
	st := session.StoreFor(kv, apptest.ToyGames())
	mine := playedToySession(t, 34)
	if err := st.Put(mine.ID, mine.Save); err != nil {
		t.Fatal(err)
	}
	link, err := save.Link(mine.Save)
	if err != nil {
		t.Fatal(err)
	}
	c, err := session.ParseShared(apptest.ToyGames(), link)
	if err != nil {
		t.Fatal(err)
	}
	id, err := session.Adopt(st, c, 9000)
	if err != nil {
		t.Fatal(err)
	}
	list := st.List()
	if id == mine.ID || len(list) != 2 || list[0].ID != id || list[0].Updated != 9000 {
		t.Fatalf("list %+v after adopting %s", list, id)
	}
	kv.Full = true
	if _, err := session.Adopt(st, c, 9500); !errors.Is(err, storage.ErrStorage) {
		t.Fatalf("adopt into a full storage: %v", err)
	}
	kv.Full = false
	if got := st.List(); len(got) != 2 {
		t.Fatalf("a failed adopt changed the saved games: %+v", got)
	}
}

func TestExportName(t *testing.T) {
	s := &save.Save{Game: "toygame", Updated: 1_763_700_000_000}
	if got, want := exportName(s), "tabula-toygame-2025-11-21-0440.tabula"; got != want {
		t.Fatalf("exportName = %q, want %q", got, want)
	}
}

func TestSeatSummaryAndGameName(t *testing.T) {
	for seat, want := range map[save.Seat]string{
		{Name: "Osric", Kind: save.Computer, Level: "greedy"}: "Osric (computer, Greedy)",
		{Name: "Anna"}: "Anna",
	} {
		html := app.HTMLString(app.P().Body(seatSummary(seat)...))
		if apptest.VisibleText(html) != want || !strings.Contains(html, "<bdi>"+seat.Name+"</bdi>") {
			t.Errorf("seatSummary = %q, want %q with the name isolated", html, want)
		}
	}
	for id, want := range map[string]string{"toygame": "Toy Game", "nimgame": "nimgame", "nope": "nope"} {
		if got := apptest.ToyGames().Name(id); got != want {
			t.Errorf("gameName(%q) = %q, want %q", id, got, want)
		}
	}
}
