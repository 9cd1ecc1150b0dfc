package app

import (
	"encoding/base64"
	"errors"
	"strings"
	"testing"

	"tabula/app/apptest"
	"tabula/app/session"
	"tabula/app/session/sessiontest"
	"tabula/app/storage/storagetest"
	"tabula/app/table"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/settings"
	"tabula/app/storage"
	"tabula/engines/save"
)

// What an attack on the app found in links and saves from strangers, each
// from its reproduction. The browser side is in e2e/hostile.test.mjs.

// hostileLink is the share link of a played toy game after edit, made the
// way anyone can make one (save.Link checks only the format).
func hostileLink(t *testing.T, seed uint64, edit func(s *save.Save)) string {
	t.Helper()
	ses := playedToySession(t, seed)
	edit(ses.Save)
	link, err := save.Link(ses.Save)
	if err != nil {
		t.Fatal(err)
	}
	return link
}

// Finding 1: a computer seat at an unknown level passed the preview, and
// the game it made never moved.
func TestALinkWithAnUnknownLevelIsRefusedAtPreview(t *testing.T) {
	link := hostileLink(t, 61, func(s *save.Save) { s.Seats[1].Level = "godmode" })
	_, err := session.ParseShared(apptest.ToyGames(), link)
	if !errors.Is(err, save.ErrBadSetup) || !strings.Contains(save.Message(err), `a level this version of Tabula does not have ("godmode")`) {
		t.Fatalf("parseShared = %v", err)
	}
	s, err := save.ParseLink(link)
	if err != nil {
		t.Fatal(err)
	}
	file, err := save.Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := session.ParseFile(apptest.ToyGames(), file); !errors.Is(err, save.ErrBadSetup) {
		t.Fatalf("the same game as a file: %v", err)
	}
	for name, edit := range map[string]func(s *save.Save){
		"colour outside the palette": func(s *save.Save) { s.Seats[1].Colour = settings.Colours },
		"two seats of one colour":    func(s *save.Save) { s.Seats[1].Colour = s.Seats[0].Colour },
		"a variant the game lacks":   func(s *save.Save) { s.Variants = []string{"chaos"} },
		"too many players":           func(s *save.Save) { s.Players, s.Seats = 5, append(s.Seats, sessiontest.Seats(0, 0, 0, 0, 0)[2:]...) },
	} {
		if _, err := session.ParseShared(apptest.ToyGames(), hostileLink(t, 62, edit)); !errors.Is(err, save.ErrBadSetup) || save.Message(err) == "" {
			t.Errorf("%s: parseShared = %v", name, err)
		}
	}
}

// Finding 1 again, for a game already stored with such a seat (adopted
// before links were checked, or edited): it is not offered as resumable,
// Continue skips it, and the table says why instead of thinking forever.
func TestAStoredGameWithAnUnknownLevelDoesNotOpen(t *testing.T) {
	kv := storagetest.New()
	st := session.StoreFor(kv, apptest.ToyGames())
	dead := playedToySession(t, 63)
	dead.Save.Seats[1].Level = "godmode"
	dead.Save.Updated = 9000
	if err := st.Put(dead.ID, dead.Save); err != nil {
		t.Fatal(err)
	}
	if e, ok := st.Latest(); ok {
		t.Fatalf("Continue leads to %+v", e)
	}
	alive := playedToySession(t, 64)
	if err := st.Put(alive.ID, alive.Save); err != nil {
		t.Fatal(err)
	}
	if e, ok := st.Latest(); !ok || e.ID != alive.ID {
		t.Fatalf("latest = %+v, %t; want the game that opens", e, ok)
	}
	ses, msg := table.LoadSession(st, dead.ID)
	if ses != nil || !strings.Contains(msg, `("godmode")`) || !strings.Contains(msg, "export its data or delete it") {
		t.Fatalf("loadSession = %v, %q", ses, msg)
	}
}

// Finding 2: a name with an unclosed U+202E reversed the prompt, the log
// and the Continue button.
func TestNamesAreCleanedAndIsolated(t *testing.T) {
	link := hostileLink(t, 65, func(s *save.Save) { s.Seats[1].Name = "Mallory\u202e" })
	c, err := session.ParseShared(apptest.ToyGames(), link)
	if err != nil {
		t.Fatal(err)
	}
	if got := c.Save.Seats[1].Name; got != "Mallory" {
		t.Fatalf("name %q, want the direction control stripped", got)
	}
	st := session.StoreFor(storagetest.New(), apptest.ToyGames())
	id, err := session.Adopt(st, c, 9000)
	if err != nil {
		t.Fatal(err)
	}
	ses, msg := table.LoadSession(st, id)
	if ses == nil {
		t.Fatal(msg)
	}
	if ses.Save.Seats[1].Name != "Mallory" {
		t.Fatalf("stored name %q", ses.Save.Seats[1].Name)
	}
	// Every place the table shows a name isolates it: the prompt, the
	// players and the log.
	html := app.HTMLString(table.PageOf(newGameTable(ses)))
	if strings.Contains(html, "\u202e") {
		t.Fatal("a direction control reached the table")
	}
	if n := strings.Count(html, "<bdi>Mallory</bdi>"); n < 3 {
		t.Errorf("the name is isolated %d times, want it in the prompt, the players and the log", n)
	}
	if !strings.Contains(apptest.VisibleText(html), "Mallory (computer) is thinking…") {
		t.Errorf("the prompt reads wrong: %.2000s", apptest.VisibleText(html))
	}
	home := app.HTMLString(&homePage{screen: toyScreen(), last: must(st.Latest()), hasLast: true})
	if !strings.Contains(home, "<bdi>Mallory</bdi>") {
		t.Error("Continue does not isolate the names")
	}
	// A game stored before names were cleaned opens with clean names.
	old := playedToySession(t, 66)
	old.Save.Seats[1].Name = "\u2067Eve\u202b"
	if err := st.Put(old.ID, old.Save); err != nil {
		t.Fatal(err)
	}
	if ses, msg := table.LoadSession(st, old.ID); ses == nil || ses.Save.Seats[1].Name != "Eve" {
		t.Fatalf("loadSession = %v, %q", ses, msg)
	}
}

// Finding 3: the preview showed the link's own progress line.
func TestThePreviewShowsOnlyWhatTheReplayComputes(t *testing.T) {
	const forged = "Game over – Alice won 99 to 0. Claim prize at evil.example"
	link := hostileLink(t, 67, func(s *save.Save) { s.Progress = forged })
	c, err := session.ParseShared(apptest.ToyGames(), link)
	if err != nil {
		t.Fatal(err)
	}
	html := app.HTMLString(&homePage{screen: toyScreen(), shared: c})
	if strings.Contains(html, "evil.example") || !strings.Contains(html, c.State.Progress()) {
		t.Fatalf("the preview shows the link's progress: %.2000s", apptest.VisibleText(html))
	}
	if c.Save.Progress != c.State.Progress() {
		t.Fatalf("the checked save keeps progress %q", c.Save.Progress)
	}
	// Nor do the saved games and Continue show a stored save's own line.
	st := session.StoreFor(storagetest.New(), apptest.ToyGames())
	ses := playedToySession(t, 72)
	ses.Save.Progress = forged
	if err := st.Put(ses.ID, ses.Save); err != nil {
		t.Fatal(err)
	}
	last, ok := st.Latest()
	if listed := st.List(); !ok || last.Progress != ses.State.Progress() || len(listed) != 1 || listed[0].Progress != ses.State.Progress() {
		t.Fatalf("latest = %+v; games = %+v", last, listed)
	}
}

// Finding 4: "/#s=<A>#s=<B>" previewed game B.
func TestTwoLinksInOneAddressAreRefused(t *testing.T) {
	a := hostileLink(t, 68, func(*save.Save) {})
	b := hostileLink(t, 69, func(*save.Save) {})
	_, err := session.ParseShared(apptest.ToyGames(), a+"#"+b) // the fragment go-app reads: after the first '#'
	if !errors.Is(err, save.ErrBadLink) || !strings.Contains(save.Message(err), "more than one link") {
		t.Fatalf("parseShared = %v", err)
	}
}

// Finding 5: a damaged stored game was listed with Resume, Continue could
// lead to it, and opening it (or an ID with no save) said only "Something
// went wrong with this saved game".
func TestDamagedStoredGames(t *testing.T) {
	good := playedToySession(t, 70)
	encoded, err := save.Encode(good.Save)
	if err != nil {
		t.Fatal(err)
	}
	brokenLog := playedToySession(t, 71)
	brokenLog.Save.Log[2] = 999
	badLog, err := save.Encode(brokenLog.Save)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, stored string // the stored value, as JSON
		problem      string
		game         bool // the save could be read, so its game is shown
	}{
		{"not base64", `"%%%"`, storage.MsgUnreadable, false},
		{"not text", `{"x":1}`, storage.MsgUnreadable, false},
		{"not a save", `"` + base64.StdEncoding.EncodeToString([]byte("hello")) + `"`, "is not a Tabula saved game", false},
		{"truncated", `"` + base64.StdEncoding.EncodeToString(encoded[:len(encoded)-4]) + `"`, "is damaged", false},
		{"moves that do not replay", `"` + base64.StdEncoding.EncodeToString(badLog) + `"`, "moves do not follow the rules", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			kv := storagetest.New()
			st := session.StoreFor(kv, apptest.ToyGames())
			if err := st.Put(good.ID, good.Save); err != nil {
				t.Fatal(err)
			}
			const id = "damagedgame2"
			kv.Data[storage.SavePrefix+id] = []byte(tt.stored)
			listed := st.List()
			var e storage.Entry
			for _, x := range listed {
				if x.ID == id {
					e = x
				}
			}
			if len(listed) != 2 || !strings.Contains(e.Problem, tt.problem) || (e.Game != "") != tt.game {
				t.Fatalf("games() = %+v", listed)
			}
			if last, ok := st.Latest(); !ok || last.ID != good.ID {
				t.Fatalf("Continue leads to %+v, %t", last, ok)
			}
			html := app.HTMLString(&savedPage{screen: toyScreen(), entries: listed})
			text := apptest.VisibleText(html)
			if strings.Count(text, "Resume") != 1 || !strings.Contains(text, "This game cannot be opened. "+e.Problem) ||
				!strings.Contains(text, "Export its data") || strings.Count(text, "Delete") != 2 {
				t.Errorf("the saved games read: %s", text)
			}
			if ses, msg := table.LoadSession(st, id); ses != nil || !strings.Contains(msg, tt.problem) || !strings.Contains(msg, "Saved games lists it") {
				t.Errorf("loadSession = %v, %q", ses, msg)
			}
			data, isSave, ok := st.Data(id)
			if tt.name == "not text" {
				if ok {
					t.Errorf("data of a value that is not a string: %q", data)
				}
			} else if !ok || isSave == (tt.name == "not base64") || len(data) == 0 {
				t.Errorf("data = %q, %t, %t", data, isSave, ok)
			}
		})
	}
	st := session.StoreFor(storagetest.New(), apptest.ToyGames())
	for id, want := range map[string]string{"": storage.MsgBadID, "../../etc/pa": storage.MsgBadID, "abcdefgh2345": storage.MsgNoSave} {
		if ses, msg := table.LoadSession(st, id); ses != nil || msg != want {
			t.Errorf("loadSession(%q) = %v, %q; want %q", id, ses, msg, want)
		}
	}
}

func TestDataName(t *testing.T) {
	for _, tt := range []struct {
		e      storage.Entry
		isSave bool
		want   string
	}{
		{storage.Entry{ID: "abcdefgh2345", Game: "nimgame"}, true, "tabula-nimgame-abcdefgh2345.tabula"},
		{storage.Entry{ID: "abcdefgh2345"}, true, "tabula-damaged-abcdefgh2345.tabula"},
		{storage.Entry{ID: "abcdefgh2345"}, false, "tabula-damaged-abcdefgh2345.txt"},
	} {
		if got := dataName(tt.e, tt.isSave); got != tt.want {
			t.Errorf("dataName(%+v, %t) = %q, want %q", tt.e, tt.isSave, got, tt.want)
		}
	}
}
