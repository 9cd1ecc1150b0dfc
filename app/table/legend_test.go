package table

import (
	"html"
	"strings"
	"testing"

	"tabula/app/apptest"
	"tabula/app/board"
	"tabula/app/page"
	"tabula/app/session"
	"tabula/app/session/sessiontest"
	"tabula/app/settings"
	"tabula/engines"
	"tabula/engines/save"
)

// TestTableOpensTheLegend checks that the table of every game with a
// legend has the "?" button in its status bar and that, opened, its dialog
// lists the game's icons with their meanings and the table's keys; a game
// without one has no button.
func TestTableOpensTheLegend(t *testing.T) {
	for _, g := range apptest.EveryGame() {
		t.Run(g.ID(), func(t *testing.T) {
			ses, err := session.Start(g, engines.Config{Players: 2, Seed: 5}, sessiontest.Seats(save.Human, save.Computer), 1000)
			if err != nil {
				t.Fatal(err)
			}
			tb := newTable(ses)
			tb.Settings = settings.Default()
			htm := apptest.MountHTML(t, PageOf(tb))
			bar := htm[strings.Index(htm, `class="status-bar"`):]
			if g.Legend == nil { // a legend is optional: no button then
				if strings.Contains(bar, `class="button legend-button"`) {
					t.Error("the status bar has a legend button for a game without a legend")
				}
				return
			}
			if !strings.Contains(bar, `class="button legend-button"`) {
				t.Fatal("the status bar has no legend button")
			}
			open := apptest.MountHTML(t, (&page.RefDialog{Game: g.ID(), Name: g.Engine.Info().Name, Games: session.Games{g}, Legend: true}).Shown())
			for _, want := range []string{`id="legend-dialog"`, html.EscapeString("Legend of " + g.Engine.Info().Name), g.Legend()[0].Name, html.EscapeString(g.Legend()[0].Meaning)} {
				if !strings.Contains(open, want) {
					t.Errorf("the open legend lacks %q", want)
				}
			}
			// The table's keys, each with what it does.
			for _, k := range page.TableKeys {
				if !strings.Contains(open, "<kbd>"+html.EscapeString(k.Key)+"</kbd>") || !strings.Contains(open, html.EscapeString(k.Does)) {
					t.Errorf("the open legend lacks the key %q", k.Key)
				}
			}
		})
	}
}

// TestMatsNamedWhole checks that the button opening a seat's mat is named
// in one piece ("Beatrix's mat", "Your mat"): its name isolated in a <bdi>
// was read apart from the rest ("Beatrix 's mat").
func TestMatsNamedWhole(t *testing.T) {
	for _, g := range apptest.EveryGame() {
		t.Run(g.ID(), func(t *testing.T) {
			seats := sessiontest.Seats(save.Human, save.Computer)
			seats[0].Name = board.You
			ses, err := session.Start(g, engines.Config{Players: 2, Seed: 5}, seats, 1000)
			if err != nil {
				t.Fatal(err)
			}
			tb := newTable(ses)
			tb.Settings = settings.Default()
			htm := apptest.MountHTML(t, PageOf(tb))
			if !strings.Contains(htm, `class="button player-open"`) {
				return // a game whose seats have no mat to open
			}
			for _, want := range []string{"Your mat", board.Possessive(seats[1].Name) + " mat"} {
				if !strings.Contains(htm, `aria-label="`+want+`"`) {
					t.Errorf("no control named %q ", want)
				}
			}
		})
	}
}
