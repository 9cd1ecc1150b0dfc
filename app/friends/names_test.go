package friends

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/apptest"
	"tabula/app/board"
	"tabula/app/page"
	"tabula/app/seating"
	"tabula/app/session"
	"tabula/app/session/sessiontest"
	"tabula/app/settings"
	"tabula/app/table"
)

func TestVisibleText(t *testing.T) {
	ui := app.Div().Body(
		app.P().Text("a & b"),
		app.P().Body(app.Text("I am "), page.NameUI("Zoë"), app.Text(": show my turn")),
		app.Img().Src("x"),
		app.Ul().Body(app.Li().Body(app.Span().Text(" x "), app.Text(" y"))),
	)
	if got, want := apptest.VisibleText(app.HTMLString(ui)), "a & bI am Zoë: show my turn x  y"; got != want {
		t.Fatalf("visibleText = %q, want %q", got, want)
	}
}

// youAsName finds "You" used as another person's name in text: the
// mistakes of a device that shows the creator's default name to a friend
// ("You's turn", "send You the link", "You invites", "With You (by link)").
var youAsName = regexp.MustCompile(`\bYou's\b|\bYou' |\b(?:send|for|with|With|to|from|by|on|Reply to|Link for|Scan it with) You\b|\bYou (?:invites|is|has|was|takes|plays|makes|opens|sends|wins|\(by link\)|\(computer)|\bYou,? your turn`)

func TestYouAsNameFindsTheMistakes(t *testing.T) {
	for _, bad := range []string{"You's turn, on another device: send You the link.", "Link for You:", "With: You (by link)",
		"Live with You: each move", "You invites Friend 2", "Reply to You", "Scan it with You's phone camera", "You is at the Church."} {
		if !youAsName.MatchString(bad) {
			t.Errorf("youAsName misses %q", bad)
		}
	}
	for _, good := range []string{"Your turn: choose a move.", "You take 2 coins.", "Join as Bea", "You win with 7 points.", "Ann's turn, live on Ann's device."} {
		if youAsName.MatchString(good) {
			t.Errorf("youAsName finds %q", good)
		}
	}
}

// TestAFriendReadsTheCreatorsName: on a friend's device the creator is
// named as they named themselves (or "Player 1" for a creator still named
// You), the friend is "you", and every sentence is grammatical for names
// that end in s.
func TestAFriendReadsTheCreatorsName(t *testing.T) {
	tests := []struct {
		creator, says string
	}{
		{"Ann", "Ann's turn, on another device: send Ann the link."},
		{"James", "James' turn, on another device: send James the link."},
		{board.You, "Player 1's turn, on another device: send Player 1 the link."},
	}
	for _, tc := range tests {
		ses := apptest.ByLinkSession(t, 67)
		seats := slices.Clone(ses.Save.Seats)
		seats[0].Name = tc.creator
		ses.Rename(seats)
		apptest.PlayUntil(t, ses, 1, apptest.FirstLegal)
		c := apptest.LinkTo(t, ses.Save, 1)
		friend, err := session.Open("bbbbbbbbbbbb", c.Save, sessiontest.Table())
		if err != nil {
			t.Fatal(err)
		}
		apptest.PlayUntil(t, friend, 0, apptest.FirstLegal)
		tb := friendsGameTable(friend)
		tb.Settings = settings.Default()
		if got := tb.Prompt(""); got != tc.says {
			t.Errorf("%s: the friend's prompt %q, want %q", tc.creator, got, tc.says)
		}
		html := apptest.VisibleText(apptest.MountHTML(t, table.PageOf(tb)))
		if m := youAsName.FindString(html); m != "" {
			t.Errorf("%s: the friend's table says %q: %s", tc.creator, m, html)
		}
		for _, want := range []string{tc.says, "Link for " + seating.Seen(ses.Save.Seats, 1)[0].Name + ":", "YouPerson"} {
			if !strings.Contains(html, want) {
				t.Errorf("%s: the friend's table lacks %q: %s", tc.creator, want, html)
			}
		}
	}
}

// TestTheNameIsAskedAtTheFirstLink: the creator's seat, still named You,
// gets the person's name before any link leaves: the one in Settings, at
// once, or the one asked then (Player 1 suggested), which Settings keeps.
func TestTheNameIsAskedAtTheFirstLink(t *testing.T) {
	tests := []struct {
		name     string
		settings string // Settings.Name
		typed    string // typed into the question, "" for none
		asked    bool   // the question shows, and no link
		problem  string
		seat     string // the seat's name after
		kept     string // Settings.Name after
	}{
		{"a name in Settings", "Ann", "", false, "", "Ann", "Ann"},
		{"none: the suggestion taken", "", "", true, "", "Player 1", "Player 1"},
		{"none: one typed", "", "Ann", true, "", "Ann", "Ann"},
		{"a friend's name typed", "", "bea", true, "bea is another player's name in this game: give yours another way.", board.You, ""},
		{"You typed", "", "You", true, "“You” is what your own device calls you: give the name your friends know you by.", board.You, ""},
		{"the name in Settings is a friend's", "Bea", "Ann", true, "", "Ann", "Bea"},
	}
	for _, tc := range tests {
		ses := apptest.ByLinkSession(t, 68)
		seats := slices.Clone(ses.Save.Seats)
		seats[0].Name = board.You
		ses.Rename(seats)
		apptest.PlayUntil(t, ses, 1, apptest.FirstLegal)
		tb := friendsGameTable(ses)
		tb.Settings = settings.Default()
		tb.Settings.Name = tc.settings
		friendsOf(tb).settingsName() // as the table does when it opens (TakeOwnName)
		html := app.HTMLString(table.PageOf(tb))
		if asked := strings.Contains(html, `class="name-ask"`); asked != tc.asked || asked == strings.Contains(html, "handon-url") {
			t.Errorf("%s: asked %t, a link shown %t; want asked %t", tc.name, asked, strings.Contains(html, "handon-url"), tc.asked)
		}
		if tc.asked {
			if !strings.Contains(apptest.VisibleText(html), "Your name, as Bea's device will show it:") {
				t.Errorf("%s: the question does not say who sees the name: %s", tc.name, apptest.VisibleText(html))
			}
			if tc.typed != "" {
				friendsOf(tb).naming.draft, friendsOf(tb).naming.typed = tc.typed, true
			}
			friendsOf(tb).answerName() // the question answered (takeName)
		}
		if friendsOf(tb).naming.problem != tc.problem {
			t.Errorf("%s: problem %q, want %q", tc.name, friendsOf(tb).naming.problem, tc.problem)
		}
		if got := ses.Save.Seats[0].Name; got != tc.seat || tb.Settings.Name != tc.kept {
			t.Errorf("%s: the seat is named %q, Settings %q; want %q, %q", tc.name, got, tb.Settings.Name, tc.seat, tc.kept)
		}
		if tc.problem != "" {
			continue
		}
		u, err := friendsOf(tb).linkFor(1)
		if err != nil {
			t.Fatal(err)
		}
		_, frag, _ := strings.Cut(u, "#")
		c, err := session.ParseShared(apptest.ToyGames(), frag)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.Save.Seats[0].Name; got != tc.seat {
			t.Errorf("%s: the link names the creator %q, want %q", tc.name, got, tc.seat)
		}
		if html := apptest.VisibleText(app.HTMLString(table.PageOf(tb))); strings.Contains(html, "Your name, as") || !strings.Contains(html, "Link for Bea") {
			t.Errorf("%s: once named, the table shows %s", tc.name, html)
		}
	}
}
