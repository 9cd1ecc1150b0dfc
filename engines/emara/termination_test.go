package emara

import (
	"testing"

	"tabula/engines"
)

// TestStallSeeker guards RULES.md's termination argument: a player who
// never ends a turn, leaves a Location or declines while anything else is
// legal (exchanging with the Chamberlain, using Favor Tokens, paying in
// small steps) still finishes every game, well within MaxDecisions.
func TestStallSeeker(t *testing.T) {
	most := 0
	for g := range 40 {
		players := 1 + g%4
		var variants []string
		if g%8 >= 4 {
			variants = []string{VariantFullSelection}
		}
		s := newState(engines.Config{Players: players, Seed: uint64(g), Variants: variants})
		// Seat 0 holds the Chamberlain from the start, so exchanges are
		// always in reach.
		giveAdvisorID(s, 0, advisorID(t, "Chamberlain"))
		r := newTestRNG(uint64(g))
		n := 0
		for !s.Ended {
			legal := s.Legal()
			var stay []engines.Action
			for _, a := range legal {
				switch a.Kind {
				case KindEndTurn, KindLeave, KindDecline:
				default:
					stay = append(stay, a)
				}
			}
			if len(stay) == 0 {
				stay = legal
			}
			if err := s.Apply(stay[r.Intn(len(stay))]); err != nil {
				t.Fatal(err)
			}
			n++
			if n > maxDecisions {
				t.Fatalf("game %d not over after %d decisions", g, n)
			}
		}
		most = max(most, n)
	}
	t.Logf("longest stalling game: %d decisions (MaxDecisions %d)", most, maxDecisions)
}

// TestChamberlainOneWay checks the interpretation that keeps exchanges
// finite: within a turn the Chamberlain exchanges one way only.
func TestChamberlainOneWay(t *testing.T) {
	s := newGame(t, 2)
	giveAdvisor(t, s, 0, "Chamberlain")
	startTurn(t, s, CardRing, 0)
	s.Seats[0].Coins = 3
	play(t, s, Chamberlain(1), Chamberlain(1))
	if legal(s, Chamberlain(0)) {
		t.Error("exchanged back in the same turn")
	}
	p := &s.Seats[0]
	if p.Coins != 1 || p.Rings != 3 {
		t.Errorf("%d coins, %d rings", p.Coins, p.Rings)
	}
	endTurnNow(t, s)
	endTurnNow(t, s)
	startTurn(t, s, CardGrain, 1)
	if !legal(s, Chamberlain(0)) {
		t.Error("the next turn may not exchange the other way")
	}
}
