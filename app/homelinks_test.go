package app

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/apptest"
	"tabula/app/board"
	"tabula/app/computer"
	"tabula/app/friends"
	"tabula/app/session"
	"tabula/app/storage"
	"tabula/app/storage/storagetest"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/save"
)

func TestSetupForAGameByLinks(t *testing.T) {
	info := toygame.Game{}.Info()
	levels := computer.Levels()
	s := newSetup(info, levels)
	s.Players = 3
	s.setRole(1, roleFriend)
	s.Seed = "not a number"
	if !s.byLink() || s.Seats[1].Name != "Friend 2" {
		t.Fatalf("byLink %t, name %q", s.byLink(), s.Seats[1].Name)
	}
	if p := s.problems(info, levels); len(p) != 0 {
		t.Fatalf("problems %v: a game by links ignores the seed field", p)
	}
	seats := s.seats()
	if seats[0].Kind != save.Human || seats[1].Kind != save.Friend || seats[2].Kind != save.Computer {
		t.Fatalf("seats %+v", seats)
	}
	s.Seed = "42"
	cfg, err := s.config(func() uint64 { return 7 })
	if err != nil || cfg.Seed != 7 {
		t.Fatalf("config %+v, %v: a game by links must draw its seed, never take one its creator knows", cfg, err)
	}
	s.setRole(2, rolePerson)
	if p := s.problems(info, levels); len(p) != 1 || !strings.Contains(p[0], "one person on this device") {
		t.Fatalf("two people here with a friend by link: problems %v", p)
	}
	s.setRole(0, roleFriend)
	s.setRole(2, roleFriend)
	if p := s.problems(info, levels); len(p) != 1 {
		t.Fatalf("nobody here: problems %v", p)
	}

	page := &setupPage{screen: toyScreen(), found: true, info: info, form: newSetup(info, levels)}
	if html := app.HTMLString(page); strings.Contains(html, "friends who trust") || !strings.Contains(html, `id="seed"`) {
		t.Error("a game without friends by link shows the note, or hides the seed")
	}
	page.form.setRole(1, roleFriend)
	html := app.HTMLString(page)
	if count(html, "friends who trust each other") != 1 || strings.Contains(html, `id="seed"`) {
		t.Error("a game by links must say once that it is for friends who trust each other, and never show the seed field")
	}
	if !strings.Contains(html, "A friend, by link") {
		t.Error("the seat roles do not offer a friend by link")
	}
}

func TestHomeAsksToJoinAndAboutAFork(t *testing.T) {
	ses := apptest.ByLinkSession(t, 64)
	apptest.PlayUntil(t, ses, 1, apptest.FirstLegal)
	c := apptest.LinkTo(t, ses.Save, 1)
	html := apptest.VisibleText(app.HTMLString(&homePage{screen: toyScreen(), shared: c}))
	for _, want := range []string{"Join this game of Toy Game?", "Your name", "Ann (by link), Osric (computer, Beginner)", "friends who trust each other", "Join as Bea"} {
		if !strings.Contains(html, want) {
			t.Errorf("the join panel lacks %q: %s", want, html)
		}
	}
	fork := apptest.LinkTo(t, ses.Save, 0)
	asked := &homePage{screen: toyScreen(), fork: friends.Received{Relation: save.Forked, Id: "aaaaaaaaaaaa", Common: 4, Theirs: fork}}
	html = apptest.VisibleText(app.HTMLString(asked))
	for _, want := range []string{"This link went another way", "first 4 moves", "Keep the game from the link as well?", "Keep both games", "Open the game on this device", "No, thanks"} {
		if !strings.Contains(html, want) {
			t.Errorf("the fork's question lacks %q: %s", want, html)
		}
	}
	asked.fork.Common = 1
	if html := apptest.VisibleText(app.HTMLString(asked)); !strings.Contains(html, "agree on the first move, then differ") {
		t.Errorf("one move in common: %s", html)
	}
	kept := &homePage{screen: toyScreen(), fork: friends.Received{Relation: save.Forked, Id: "aaaaaaaaaaaa", Common: 4, Theirs: fork}, forkID: "bbbbbbbbbbbb"}
	html = apptest.VisibleText(app.HTMLString(kept))
	for _, want := range []string{"Both games are kept", "under yours in Saved games", "Open the game from the link", "Open the game on this device"} {
		if !strings.Contains(html, want) {
			t.Errorf("the kept fork's panel lacks %q: %s", want, html)
		}
	}
}

// TestJoiningNamesTheSeat: a friend joins a game by links under their own
// name: the one Settings keeps, else one asked on the join question (what
// the creator called the seat suggested), kept in Settings then; never
// You, nor another seat's name. A creator still named You reads "Player
// 1" there.
func TestJoiningNamesTheSeat(t *testing.T) {
	ses := apptest.ByLinkSession(t, 64) // Ann here, Bea by link, Osric a computer
	apptest.PlayUntil(t, ses, 1, apptest.FirstLegal)
	legacy := apptest.ByLinkSession(t, 66)
	legacy.Save.Seats[0].Name = board.You
	tests := []struct {
		name     string
		game     *session.Session
		settings string // Settings.Name before
		typed    string // what the player typed, "" for nothing
		says     []string
		problem  string
		seat     string // the seat's name in the game joined
		kept     string // Settings.Name after
	}{
		{"a name in Settings", ses, "Beatrice", "", []string{"Join this game of Toy Game as Beatrice?", "Your seatBeatrice", "WithAnn (by link)", "Join as Beatrice"}, "", "Beatrice", "Beatrice"},
		{"no name: the creator's suggested", ses, "", "", []string{"Join this game of Toy Game?", "Your name", "Join as Bea"}, "", "Bea", "Bea"},
		{"no name: one typed", ses, "", "  Bea R. ", []string{"Join as Bea R."}, "", "Bea R.", "Bea R."},
		{"another seat's name in Settings", ses, "Ann", "", []string{"Join this game of Toy Game?", "Join as Bea"}, "", "Bea", "Ann"},
		{"another seat's name typed", ses, "", "osric", nil, "osric is another player's name in this game: give yours another way.", "", ""},
		{"You typed", ses, "", "you", nil, "“You” is what your own device calls you: give the name your friends know you by.", "", ""},
		{"a creator still named You", legacy, "", "", []string{"WithPlayer 1 (by link)"}, "", "Bea", "Bea"},
	}
	for _, tc := range tests {
		c := apptest.LinkTo(t, tc.game.Save, 1)
		p := &homePage{screen: toyScreen(), shared: c}
		p.Settings.Name = tc.settings
		if tc.typed != "" {
			p.joinDraft, p.joinTyped = tc.typed, true
		}
		html := apptest.VisibleText(app.HTMLString(p))
		for _, want := range tc.says {
			if !strings.Contains(html, want) {
				t.Errorf("%s: the join question lacks %q: %s", tc.name, want, html)
			}
		}
		if strings.Contains(html, "You (by link)") {
			t.Errorf("%s: the join question calls another player You: %s", tc.name, html)
		}
		got, problem := p.joined()
		if problem != tc.problem {
			t.Errorf("%s: problem %q, want %q", tc.name, problem, tc.problem)
		}
		if problem != "" {
			continue
		}
		if name := got.Save.Seats[1].Name; name != tc.seat || p.Settings.Name != tc.kept {
			t.Errorf("%s: joined as %q, Settings %q; want %q, %q", tc.name, name, p.Settings.Name, tc.seat, tc.kept)
		}
		if c.Save.Seats[1].Name != "Bea" {
			t.Errorf("%s: joining changed the link's game", tc.name)
		}
	}
}

// TestSavedGamesGroupsForks: each fork link kept added a
// saved game of its own, listed among the others. Saved games now lists the
// forks of a game under it, from the index alone.
func TestSavedGamesGroupsForks(t *testing.T) {
	kv := storagetest.New()
	st := session.StoreFor(kv, apptest.ToyGames())
	ann := apptest.ByLinkSession(t, 68)
	apptest.PlayUntil(t, ann, 1, apptest.FirstLegal)
	ann.Save.Updated = 1000
	other := apptest.ByLinkSession(t, 69)
	other.Save.Updated = 2000
	fork := apptest.ByLinkSession(t, 70)
	fork.Save.Updated = 3000
	for _, ses := range []*session.Session{ann, other, fork} {
		if err := st.Put(ses.ID, ses.Save); err != nil {
			t.Fatal(err)
		}
	}
	st.MarkFork(fork.ID, ann.ID)
	var index []storage.Entry
	if err := kv.Get(storage.IndexKey, &index); err != nil || apptest.EntryByID(index, fork.ID).Fork != ann.ID {
		t.Fatalf("the index does not say the fork is one: %+v, %v", index, err)
	}
	html := app.HTMLString(&savedPage{screen: toyScreen(), entries: st.List()})
	at := func(id string) int { return strings.Index(html, `id="save-`+id+`"`) }
	group := strings.Index(html, `class="save-forks"`)
	// The group is listed where its latest game is: first, by the fork.
	if at(ann.ID) < 0 || !(at(ann.ID) < group && group < at(fork.ID) && at(fork.ID) < at(other.ID)) {
		t.Fatalf("the fork is not listed under its game: game %d, forks %d, fork %d, other %d", at(ann.ID), group, at(fork.ID), at(other.ID))
	}
	if !strings.Contains(apptest.VisibleText(html), "went another way") {
		t.Error("the forks are not introduced")
	}
}

func TestByFork(t *testing.T) {
	e := func(id, fork string) storage.Entry { return storage.Entry{ID: id, Fork: fork} }
	ids := func(es []storage.Entry) (out []string) {
		for _, x := range es {
			out = append(out, x.ID)
		}
		return out
	}
	for _, tc := range []struct {
		name    string
		entries []storage.Entry
		games   []string
		forks   map[string][]string
	}{
		{"none", []storage.Entry{e("a", ""), e("b", "")}, []string{"a", "b"}, map[string][]string{}},
		{"a fork comes with its game, where the fork is", []storage.Entry{e("c", ""), e("f", "b"), e("a", ""), e("b", "")},
			[]string{"c", "b", "a"}, map[string][]string{"b": {"f"}}},
		{"a fork of a fork under the first game", []storage.Entry{e("g", "f"), e("f", "a"), e("a", "")},
			[]string{"a"}, map[string][]string{"a": {"g", "f"}}},
		{"a fork of a game not listed", []storage.Entry{e("f", "gone"), e("a", "")}, []string{"f", "a"}, map[string][]string{}},
		{"a loop, from edited storage", []storage.Entry{e("a", "b"), e("b", "a")}, []string{"a", "b"}, map[string][]string{}},
		{"its own fork", []storage.Entry{e("a", "a")}, []string{"a"}, map[string][]string{}},
	} {
		games, forks := byFork(tc.entries)
		got := map[string][]string{}
		for k, v := range forks {
			got[k] = ids(v)
		}
		if !slices.Equal(ids(games), tc.games) || !reflect.DeepEqual(got, tc.forks) {
			t.Errorf("%s: games %v, forks %v; want %v, %v", tc.name, ids(games), got, tc.games, tc.forks)
		}
	}
}

func TestHomeSaysAReplyWentToItsInvitation(t *testing.T) {
	html := app.HTMLString(&homePage{screen: toyScreen(), passed: true})
	if !strings.Contains(html, "went to the tab that made the invitation") || strings.Contains(html, "could not be opened") {
		t.Errorf("Home after passing a reply on: %s", html)
	}
}
