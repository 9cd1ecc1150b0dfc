package craftconquer

import (
	"testing"

	"tabula/engines"
)

// TestWasted: buying back a Resource sold this turn and selling one bought
// this turn are waste, and only until the turn ends; other trades are not;
// Sickness is waste on a soldier that could reach nothing of the player's
// next turn, and not on one that could.
func TestWasted(t *testing.T) {
	var _ engines.Waste = (*State)(nil)
	s := newGame(t, 2)
	seat := s.Current
	setGoods(s, seat, int(Iron), 2, int(Wood), 2, int(Coin), 10)
	for _, tc := range []struct {
		name   string
		before []engines.Action
		a      engines.Action
		want   bool
	}{
		{"a first buy", nil, Buy(Iron), false},
		{"a first sale", nil, Sell(Iron), false},
		{"buying back what was sold", []engines.Action{Sell(Iron)}, Buy(Iron), true},
		{"selling what was bought", []engines.Action{Buy(Iron)}, Sell(Iron), true},
		{"buying another Resource than the one sold", []engines.Action{Sell(Iron)}, Buy(Wood), false},
		{"selling another Resource than the one bought", []engines.Action{Buy(Iron)}, Sell(Wood), false},
		{"buying twice", []engines.Action{Buy(Iron)}, Buy(Iron), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := s.clone()
			for _, a := range tc.before {
				if err := c.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
			if got := c.Wasted(tc.a); got != tc.want {
				t.Errorf("Wasted(%s) = %v, want %v", c.Describe(tc.a), got, tc.want)
			}
		})
	}
	c := s.clone()
	if err := c.Apply(Sell(Iron)); err != nil {
		t.Fatal(err)
	}
	c.startTurn(seat)
	if c.Wasted(Buy(Iron)) {
		t.Error("a Resource sold in an earlier turn may not be bought back")
	}

	b := newBoardGame(t, 2)
	hand(t, b, 0, Sickness)
	mine := centre(b, 0)
	put(b, 0, Warrior, mine)
	near := put(b, 1, Warrior, step(t, b, mine, 0, 0, 0))
	far := put(b, 1, Warrior, centre(b, 1))
	reach := b.MaxMove(centre(b, 1)) + int(Soldiers[Warrior].MaxRange)
	if d := b.board().Dist(mine, centre(b, 1)); d <= reach {
		t.Fatalf("the far Warrior is %d spaces away, within its reach of %d", d, reach)
	}
	for _, tc := range []struct {
		name string
		j    int
		want bool
	}{{"within reach", near, false}, {"out of reach", far, true}} {
		a := PlayCard(Sickness, int(b.Soldiers[tc.j].Space))
		if !legal(b, a) {
			t.Fatalf("%s: Sickness is not legal: %v", tc.name, describeAll(b))
		}
		if got := b.Wasted(a); got != tc.want {
			t.Errorf("Sickness on the Warrior %s: wasted %v, want %v", tc.name, got, tc.want)
		}
	}
}
