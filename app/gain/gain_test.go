package gain

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"tabula/engines"
	bm "tabula/engines/battlemerchants"
	"tabula/engines/catalog"
	"tabula/engines/enginetest/nimgame"
	"tabula/engines/enginetest/toygame"
)

// TestHintGainSaysASalesPrice plays Battle Merchants until a Weapon can be
// sold and checks that a sale's reason names what it adds to Sales.
func TestHintGainSaysASalesPrice(t *testing.T) {
	st, err := bm.Game{}.New(engines.Config{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 3))
	for range 400 {
		legal := st.Legal()
		if len(legal) == 0 {
			break
		}
		for _, a := range legal {
			if a.Kind != bm.KindSell {
				continue
			}
			seat := st.ToMove()
			before := engines.Projected(st).Points[seat][bm.LedgerSales]
			after := st.Clone()
			if err := after.Apply(a); err != nil {
				t.Fatal(err)
			}
			price := engines.Projected(after).Points[seat][bm.LedgerSales] - before
			got := Words(st, a, seat)
			if want := "Sales +" + strconv.Itoa(price); !strings.Contains(got, want) {
				t.Fatalf("a sale for %d gold: reason %q, want it to say %q", price, got, want)
			}
			return
		}
		if err := st.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no sale came up")
}

// TestHintGainIsHonestInEveryGame checks, over random positions of every
// game, that the reason of a move whose outcome chance cannot change
// states exactly the projected score it adds, and that a move adding
// nothing says so.
func TestHintGainIsHonestInEveryGame(t *testing.T) {
	none := 0 // games where a move without points was checked
	for _, g := range append(catalog.All(), toygame.Game{}, nimgame.Game{}) {
		t.Run(g.Info().ID, func(t *testing.T) {
			st, err := g.New(engines.Config{Players: 2, Seed: 9})
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(9, 9))
			seenNone := false
			for range 300 {
				legal := st.Legal()
				if len(legal) == 0 {
					break
				}
				a := legal[r.IntN(len(legal))]
				seat := st.ToMove()
				got := Words(st, a, seat)
				if !st.Barrier(a) {
					after := st.Clone()
					if err := after.Apply(a); err != nil {
						t.Fatal(err)
					}
					d := engines.Projected(after).Scores[seat] - engines.Projected(st).Scores[seat]
					switch {
					case d != 0:
						want := Signed(float64(d)) + " " + pointWord(float64(d)) + " to your projected score"
						if d < 0 {
							want = "takes " + strconv.Itoa(-d) + " " + pointWord(float64(d)) + " off your projected score now"
						}
						if !strings.HasPrefix(got, want) {
							t.Errorf("%s: reason %q, want it to start %q", st.Describe(a), got, want)
						}
					case strings.Contains(got, "point") && !strings.HasPrefix(got, "no points"):
						t.Errorf("%s adds no points, reason %q", st.Describe(a), got)
					default:
						seenNone = true
					}
				}
				if err := st.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
			if seenNone {
				none++
			}
		})
	}
	// A game may have no such move (every move ends the turn, or adds
	// points); the shipped games have some.
	if none == 0 {
		t.Error("no move without points was checked in any game")
	}
}
