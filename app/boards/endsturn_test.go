package boards

import (
	"math/rand/v2"
	"testing"

	"tabula/app/board/boardtest"
	"tabula/engines"
	cc "tabula/engines/coincrown"
	cq "tabula/engines/craftconquer"
	em "tabula/engines/emara"
)

// newTurn tells, for the games whose turn may pass from a seat to the
// same seat, whether the move from before to after began a new turn, by
// the engine's own count of turns, or the round's Events: Coin & Crown's
// turn after everyone else has passed for the year, Crown of Emara's solo
// turns and its round's end.
var newTurn = map[string]func(before, after engines.State) bool{
	"coincrown": func(before, after engines.State) bool {
		return after.(*cc.State).Turn != before.(*cc.State).Turn
	},
	"emara": func(before, after engines.State) bool {
		b, a := before.(*em.State), after.(*em.State)
		inTurn := b.Phase >= em.PhasePlay && b.Phase < em.PhaseEvent
		return inTurn && (a.TurnSeq != b.TurnSeq || a.Phase == em.PhaseEvent)
	},
}

// reaction tells, for Craft & Conquer, whether the move from before to
// after asks another seat for a reaction (a counter-attack, a retreat) in
// the mover's turn, which comes back to the mover.
var reaction = map[string]func(before, after engines.State) bool{
	"craftconquer": func(before, after engines.State) bool {
		return !after.Over() && after.(*cq.State).Current == before.(*cq.State).Current
	},
}

// TestTurnEndsAtEveryTurnsEnd checks board.Game.TurnEnds, by which the
// table holds a turn's last move for End turn (app/table.go endingTurn;
// issue 61's one rule for confirming): along random games of every game,
// a move after which another seat is to move ends the turn, unless it asks
// for a reaction in the mover's turn (Craft & Conquer); in Coin &
// Crown and Crown of Emara so does a move after which the same seat starts
// a new turn or the round's Events (today's Emara once ended such a turn
// without asking), and no other move that the same seat plays on after.
func TestTurnEndsAtEveryTurnsEnd(t *testing.T) {
	for _, g := range All() {
		t.Run(g.ID(), func(t *testing.T) {
			began := newTurn[g.ID()]
			sameSeat := 0
			eachRandomGame(t, g, 300, func(st engines.State, r *rand.Rand, game string) {
				for step := 0; !st.Over() && step < 3000; step++ {
					before := st.Clone()
					boardtest.PlayRandom(t, st, r, 1)
					ends := g.TurnEnds(before, st)
					switch {
					case st.ToMove() != before.ToMove() && reaction[g.ID()] != nil && reaction[g.ID()](before, st):
						if ends {
							t.Fatalf("%s, move %d: a reaction in the mover's turn ends the turn", game, step)
						}
					case st.ToMove() != before.ToMove():
						if !ends {
							t.Fatalf("%s, move %d: the decision passes from seat %d to %d, and the turn does not end", game, step, before.ToMove(), st.ToMove())
						}
					case began == nil || !began(before, st):
						if ends {
							t.Fatalf("%s, move %d: the same seat plays on in its turn, and the turn ends", game, step)
						}
					case !ends:
						t.Fatalf("%s, move %d: the seat's turn is over and it moves again, and the turn does not end", game, step)
					default:
						sameSeat++
					}
				}
			})
			if began != nil && sameSeat == 0 {
				t.Error("no turn passed from a seat to the same seat: what the test is for was never played")
			}
		})
	}
}
