package emara

import (
	"strings"
	"testing"

	"tabula/app/board/boardtest"
	em "tabula/engines/emara"
)

// TestEmaraRulesAlmanac lists every Advisor and Event with its text.
func TestEmaraRulesAlmanac(t *testing.T) {
	page := boardtest.UIHTML(t, emaraRules())
	for _, a := range em.Advisors {
		if !strings.Contains(page, a.Name) || !strings.Contains(page, "Costs "+emaraCost(a.Cost)) {
			t.Errorf("the almanac lacks %s", a.Name)
		}
	}
	for _, e := range em.Events {
		if !strings.Contains(page, boardtest.EscapeHTML(e.Name)) || emaraEventText(e) == "" {
			t.Errorf("the almanac lacks the Event %s", e.Name)
		}
	}
	for p := em.PowerBaker; p < em.NumPowers; p++ {
		if emaraPowerText[p] == "" {
			t.Errorf("power %d has no text", p)
		}
	}
}
