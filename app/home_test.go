package app

import (
	"encoding/json"
	"strings"
	"testing"

	"tabula/app/apptest"
	"tabula/app/session"
	"tabula/app/session/sessiontest"
	"tabula/app/storage/storagetest"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/storage"
	"tabula/engines/save"
)

// A stranger's edited index entry (a game ID "chess", a name of
// 200,000 characters) was listed as written, and Continue showed it.
func TestContinueShowsNoEditedEntry(t *testing.T) {
	kv := storagetest.New()
	st := session.StoreFor(kv, apptest.ToyGames())
	ses := sessiontest.Start(t, 8, save.Human, save.Computer)
	if err := st.Put(ses.ID, ses.Save); err != nil {
		t.Fatal(err)
	}
	huge := strings.Repeat("W", 200_000)
	edited, err := json.Marshal([]storage.Entry{{ID: ses.ID, Game: "chess", Seats: []string{huge, "Mallory"},
		Progress: "Claim your prize at evil.example", Updated: 1 << 50}})
	if err != nil {
		t.Fatal(err)
	}
	kv.Data[storage.IndexKey] = edited
	html := app.HTMLString(&homePage{screen: toyScreen(), last: must(st.Latest()), hasLast: true})
	if strings.Contains(html, "chess") || strings.Contains(html, "WWWW") || !strings.Contains(html, "Toy Game") {
		t.Errorf("Continue shows the edited entry: %.300s", html)
	}
}

// TestHomeOffersTheEnding: a game's tile offers its lesson's ending, and
// none for a lesson without one.
func TestHomeOffersTheEnding(t *testing.T) {
	g := apptest.Shipped("battlemerchants")
	if htm := app.HTMLString(learnLink(g, false)); !strings.Contains(htm, `href="/learn?game=battlemerchants&part=ending"`) || !strings.Contains(htm, "Play the ending") {
		t.Errorf("Home's tile offers no ending: %s", htm)
	}
	without := *g.Lesson
	without.Ending = nil
	bare := g
	bare.Lesson = &without
	if htm := app.HTMLString(learnLink(bare, false)); strings.Contains(htm, "ending") {
		t.Errorf("Home offers an ending for a lesson without one: %s", htm)
	}
}
