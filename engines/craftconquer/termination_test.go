package craftconquer

import (
	"testing"
)

// TestNoFreeLoops guards the termination argument of RULES.md: every
// Stockpile trade a player can repeat loses coins — a Resource bought for
// 2 sells for 1, a Peasant bought for 2 sells for 1 and only at the end of
// the turn, a Craftpoint bought for 10 sells for 1 — whatever the perk.
// So trading within a turn is bounded by the coins in hand.
func TestNoFreeLoops(t *testing.T) {
	for g := range Good(NumResources) {
		if BuyPrice(g) <= ResourceSell {
			t.Errorf("%s buys for %d and sells for %d", g, BuyPrice(g), ResourceSell)
		}
	}
	if PeasantBuy <= PeasantSell {
		t.Error("Peasants trade for free")
	}
	s := newBoardGame(t, 2)
	for f := range Factions {
		s.Seats[0].Faction = int8(f)
		for _, which := range []int{ArrowNormal, ArrowFlaming, ArrowTradeIn} {
			c := s.ArrowPrice(0, which)
			if which != ArrowNormal && c.Goods[Coin] == 0 {
				t.Errorf("%s: flaming arrows are free", Factions[f].Name)
			}
		}
	}
}

// TestRoundLimit: a game in which nobody completes the agreed number of
// Objectives ends after MaxRounds rounds (RULES.md, Termination), and not
// after the 30 rounds of rules version 1, which cut short most random games
// to the rulebook's 5 Objectives.
func TestRoundLimit(t *testing.T) {
	s := newBoardGame(t, 3)
	s.Turn = 30*3 - 1
	s.Current = 2
	s.Phase = PhasePeasants
	s.endTurn()
	for s.Phase != PhaseMain && !s.Over() {
		play(t, s, s.Legal()[0])
	}
	s.Phase = PhasePeasants
	s.endTurn()
	if s.Over() {
		t.Fatal("the game ended after 30 rounds")
	}

	s = newBoardGame(t, 3)
	s.Turn = MaxRounds*3 - 1
	s.Current = 2
	s.Phase = PhasePeasants
	s.endTurn()
	if s.Over() {
		t.Fatal("over a turn early")
	}
	for s.Phase != PhaseMain && !s.Over() {
		play(t, s, s.Legal()[0])
	}
	s.Phase = PhasePeasants
	s.endTurn()
	if !s.Over() || s.ToMove() != -1 || len(s.Legal()) != 0 {
		t.Error("the game did not end after the last round")
	}
}

// TestFightLimit: a counter-attack is no longer offered after
// MaxFightRounds rounds; the engagement ends as a draw.
func TestFightLimit(t *testing.T) {
	s, x, y := duel(t, Warrior, Warrior, 1)
	rig(t, s, attackRoll(3, 0, 0), counterRoll(3))
	play(t, s, Attack(x, y, 0, false))
	if s.Phase != PhaseCounter {
		t.Fatal("no counter-attack offered")
	}
	s.Fight.Round = MaxFightRounds
	s.forget()
	if len(s.counterOptions()) != 0 {
		t.Error("counter-attacks past the limit")
	}
}
