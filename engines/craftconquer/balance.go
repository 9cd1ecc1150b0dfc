package craftconquer

import (
	"fmt"
	"strings"
)

// BalanceGames is the size of Craft & Conquer's balance set (make
// balance): its games take about a minute of CPU each, so it plays 120
// where the other games play the usual count.
func (Game) BalanceGames() int { return 120 }

// BalancePeer groups the completed Objectives by their points for the
// balance report (engines.Balance): the Objectives are the score, and
// their holders' win rate rises with the points (52% for 1-point cards to
// 81% for 5-point ones, docs/bench/balance.md), so each is judged against the other
// Objectives worth as many points. Every other component is judged alone.
func (Game) BalancePeer(component string) string {
	name, ok := strings.CutPrefix(component, "Objective completed: ")
	if !ok {
		return ""
	}
	for _, o := range Objectives {
		if o.Name == name {
			return fmt.Sprintf("%d-point Objectives", o.Points)
		}
	}
	return ""
}
