package bots

import (
	"fmt"
	"slices"
	"testing"

	"tabula/engines"
	"tabula/engines/rng"
)

// dice is a tiny game with chance for 1 to 4 seats, to test the search
// where the catalog may have no example: each seat in turn takes turns
// turns; a turn is one of safe (+2 points), small (+1) or gamble (a die is
// rolled inside Apply: a 6 scores 6, anything else 0; +1 on average). Most
// points wins. Nothing is hidden but the generator.
type dice struct {
	Seats, Turns, Turn int // Turn counts turns taken by all seats
	Score              []int
	RNG                rng.RNG
}

const (
	diceSafe uint8 = 1 + iota
	diceSmall
	diceGamble
)

func newDice(seats, turns int, seed uint64) *dice {
	return &dice{Seats: seats, Turns: turns, Score: make([]int, seats), RNG: rng.New(seed)}
}

func (d *dice) Players() int { return d.Seats }
func (d *dice) Over() bool   { return d.Turn >= d.Seats*d.Turns }
func (d *dice) ToMove() int {
	if d.Over() {
		return -1
	}
	return d.Turn % d.Seats
}

func (d *dice) Legal() []engines.Action {
	if d.Over() {
		return nil
	}
	return []engines.Action{{Kind: diceSafe}, {Kind: diceSmall}, {Kind: diceGamble}}
}

func (d *dice) Apply(a engines.Action) error {
	if !slices.Contains(d.Legal(), a) {
		return fmt.Errorf("dice: %w: %+v", engines.ErrIllegal, a)
	}
	switch a.Kind {
	case diceSafe:
		d.Score[d.ToMove()] += 2
	case diceSmall:
		d.Score[d.ToMove()]++
	case diceGamble:
		if d.RNG.Intn(6) == 5 {
			d.Score[d.ToMove()] += 6
		}
	}
	d.Turn++
	return nil
}

func (d *dice) Barrier(engines.Action) bool { return true }

func (d *dice) Result() engines.Result {
	r := engines.Result{Categories: []string{"Points"}, Scores: slices.Clone(d.Score)}
	for _, v := range d.Score {
		r.Points = append(r.Points, []int{v})
	}
	r.RankSeats()
	return r
}

func (d *dice) Progress() string                 { return fmt.Sprintf("turn %d", d.Turn) }
func (d *dice) Describe(a engines.Action) string { return fmt.Sprint(a.Kind) }

func (d *dice) Clone() engines.State {
	c := *d
	c.Score = slices.Clone(d.Score)
	return &c
}

func (d *dice) View(int) engines.State {
	c := d.Clone().(*dice)
	c.RNG = rng.RNG{}
	return c
}

func (d *dice) Determinize(_ int, r *rng.RNG) engines.State {
	c := d.Clone().(*dice)
	c.RNG = r.Split()
	return c
}

func (d *dice) MarshalMsg(b []byte) ([]byte, error) {
	return fmt.Appendf(b, "%d %d %d %v %d", d.Seats, d.Turns, d.Turn, d.Score, d.RNG.S), nil
}

// TestDiceSolo: alone (one seat), the search maximises its expected score:
// safe every turn, whatever the budget of the level.
func TestDiceSolo(t *testing.T) {
	nativeOnly(t)
	for _, l := range Levels() {
		for seed := range uint64(5) {
			s := newDice(1, 4, seed)
			bot := NewISMCTS(l.Name, seed, l.Settings)
			for !s.Over() {
				a, err := bot.Choose(s, 0)
				if err != nil {
					t.Fatal(err)
				}
				if a.Kind != diceSafe && l.Name != Easy {
					t.Errorf("%s seed %d turn %d: chose %d, want safe", l.Name, seed, s.Turn, a.Kind)
				}
				if err := s.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestDiceWinShare: at the last turn of a four-seat game, the seat to move
// and three behind the leader can only win by gambling, and a search that
// plays to win does; one three ahead plays safe. The margin alone (win
// weight 0) prefers safe in both, so this checks that wins count.
func TestDiceWinShare(t *testing.T) {
	tests := []struct {
		score     []int
		winWeight float64
		want      uint8
	}{
		{[]int{10, 13, 12, 11}, 1, diceGamble},
		{[]int{10, 13, 12, 11}, 0, diceSafe},
		{[]int{16, 13, 12, 11}, 1, diceSafe},
	}
	for _, tt := range tests {
		s := newDice(4, 3, 1)
		s.Turn = 4*3 - 4 // seat 0's last turn
		copy(s.Score, tt.score)
		set := Settings{Budget: 30000, Exploration: 0.7, PlayoutDepth: -1, WinWeight: tt.winWeight}
		a, err := NewISMCTS("x", 1, set).Choose(s, 0)
		if err != nil || a.Kind != tt.want {
			t.Errorf("scores %v, win weight %v: chose %d (%v), want %d", tt.score, tt.winWeight, a.Kind, err, tt.want)
		}
	}
}
