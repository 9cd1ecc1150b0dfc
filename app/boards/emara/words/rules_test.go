package words

import (
	"strings"
	"testing"

	"tabula/app/board/boardtest"
	em "tabula/engines/emara"
)

// TestRulesAlmanac lists every Advisor and Event with its text.
func TestRulesAlmanac(t *testing.T) {
	page := boardtest.UIHTML(t, Rules())
	for _, a := range em.Advisors {
		if !strings.Contains(page, a.Name) || !strings.Contains(page, "Costs "+Cost(a.Cost)) {
			t.Errorf("the almanac lacks %s", a.Name)
		}
	}
	for _, e := range em.Events {
		if !strings.Contains(page, boardtest.EscapeHTML(e.Name)) || Event(e) == "" {
			t.Errorf("the almanac lacks the Event %s", e.Name)
		}
	}
	for p := em.PowerBaker; p < em.NumPowers; p++ {
		if Power[p] == "" {
			t.Errorf("power %d has no text", p)
		}
	}
}
