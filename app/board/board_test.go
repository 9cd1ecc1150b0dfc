package board

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/engines"
	"tabula/engines/save"
)

func TestTargetMarksOnlyLegalActions(t *testing.T) {
	sell := engines.Action{Kind: 3, A: 1}
	p := Props{
		Legal:  []Choice{{Action: sell, Text: "Sell a Sword to the Elves"}},
		Choose: func(app.Context, engines.Action) {},
	}
	legal := app.HTMLString(p.Target(SVG("rect").Class("space"), sell))
	for _, want := range []string{`class="space target"`, `role="button"`, `tabindex="0"`, `aria-label="Sell a Sword to the Elves"`} {
		if !strings.Contains(legal, want) {
			t.Errorf("target lacks %s: %s", want, legal)
		}
	}
	other := app.HTMLString(p.Target(SVG("rect").Class("space"), engines.Action{Kind: 3, A: 2}))
	if strings.Contains(other, "target") || strings.Contains(other, "role=") {
		t.Errorf("an illegal action was made a target: %s", other)
	}
}

func TestSeatNamesAreIsolated(t *testing.T) {
	p := Props{Seats: []save.Seat{{Name: "אבי"}}}
	if got := p.SeatName(0); got != "\u2068אבי\u2069" {
		t.Errorf("SeatName = %q, want the name between U+2068 and U+2069", got)
	}
	if got := p.SeatName(3); got != "Player 4" {
		t.Errorf("an unknown seat is %q", got)
	}
}
