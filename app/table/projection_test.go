package table

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/apptest"
	"tabula/app/board"
	"tabula/app/session"
	"tabula/app/session/sessiontest"
	"tabula/app/settings"
	"tabula/engines"
	"tabula/engines/battlemerchants"
	"tabula/engines/save"
)

// TestPanelsShowTheProjectedScore plays Battle Merchants until a seat holds
// unsold weapons: every player panel then shows the projected score, the
// score Year's End would give now, not the gold in hand, with its parts
// (the unsold weapons among them), and the score track follows it.
func TestPanelsShowTheProjectedScore(t *testing.T) {
	ses, err := session.Start(board.Game{Engine: battlemerchants.Game{}}, engines.Config{Players: 2, Seed: 5}, sessiontest.Seats(save.Human, save.Human), 1000)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; ; n++ {
		if n > 400 || ses.State.Over() {
			t.Fatal("no seat came to hold unsold weapons")
		}
		if p := ses.State.(*battlemerchants.State).ProjectedResult(); !slices.Equal(p.Scores, ses.State.Result().Scores) {
			break
		}
		legal := ses.State.Legal()
		if err := ses.Play(legal[n%len(legal)], 5000); err != nil {
			t.Fatal(err)
		}
	}
	want := ses.State.(*battlemerchants.State).ProjectedResult()
	if got := ses.Scores[len(ses.Scores)-1]; !slices.Equal(got, want.Scores) {
		t.Errorf("score track ends at %v, the projection is %v", got, want.Scores)
	}
	tb := newTable(ses)
	tb.Settings = settings.Default()
	text := apptest.VisibleText(app.HTMLString(PageOf(tb)))
	for seat, score := range want.Scores {
		if label := fmt.Sprintf("Projected: %d", score); !strings.Contains(text, label) {
			t.Errorf("seat %d's panel lacks %q", seat, label)
		}
	}
	page := app.HTMLString(PageOf(tb))
	for seat, score := range want.Scores {
		// Read out, the score says whose it is.
		if label := fmt.Sprintf(`aria-label="Projected: %d for %s"`, score, ses.Seats[seat].Name); !strings.Contains(page, label) {
			t.Errorf("seat %d's score is not read out as %s", seat, label)
		}
	}
	if !strings.Contains(page, "what the rulebook's final scoring would give if the game ended now") {
		t.Error("the projected score does not say what it is")
	}
	for _, part := range []string{"If the game ended now:", "Unsold weapons", "Starting gold"} {
		if !strings.Contains(text, part) {
			t.Errorf("the score's parts lack %q", part)
		}
	}
}
