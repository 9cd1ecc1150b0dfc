package guide

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/boards/craftconquer/playtest"
	cc "tabula/engines/craftconquer"
)

// TestCraftRulesListEveryComponent: the almanac is generated from the
// engine's data, so it names every Action card, Objective, Faction,
// soldier and Settlement with their numbers.
func TestRulesListEveryComponent(t *testing.T) {
	htm := app.HTMLString(Rules())
	var want []string
	for _, c := range cc.Cards {
		want = append(want, c.Name, c.Text)
	}
	for _, o := range cc.Objectives {
		want = append(want, o.Name)
	}
	for _, f := range cc.Factions {
		want = append(want, f.Name, cc.PerkText[f.Perk])
	}
	for _, s := range cc.Soldiers {
		want = append(want, s.Name)
	}
	for _, s := range cc.Settlements {
		want = append(want, s.Name)
	}
	for _, w := range want {
		if !playtest.Has(htm, w) {
			t.Errorf("the rules reference lacks %q", w)
		}
	}
	// The Catapult's printed numbers come from the chart.
	if !strings.Contains(htm, "fixed 3") || !strings.Contains(htm, "5–8") {
		t.Error("the soldier chart lacks the Catapult's movement or range")
	}
	if got := strings.Count(htm, `class="rules-card"`); got < int(cc.NumCardKinds)+len(cc.Factions) {
		t.Errorf("%d almanac entries", got)
	}
}
