package craftconquer

import (
	"testing"

	"tabula/engines"
)

var _ engines.Balance = Game{}

// TestBalancePeer groups the completed Objectives by their points and
// leaves the Factions alone.
func TestBalancePeer(t *testing.T) {
	for c, want := range map[string]string{
		"Objective completed: Upgraded to a Catapult":         "4-point Objectives",
		"Objective completed: Upgraded to a Champion":         "4-point Objectives",
		"Objective completed: Crafted a Warrior":              "1-point Objectives",
		"Objective completed: Upgraded to the City of Avalon": "5-point Objectives",
		"Faction: Ironhold Clans":                             "",
		"Objective completed: No such card":                   "",
	} {
		if got := (Game{}).BalancePeer(c); got != want {
			t.Errorf("%q: %q, want %q", c, got, want)
		}
	}
}
