package battlemerchants

import (
	"fmt"
	"strings"
	"testing"

	"tabula/engines"
	"tabula/engines/contract"
	"tabula/engines/rng"
)

// TestRefusalsAgreeWithLegal plays random games and, at every position,
// asks for the reason of every Weapon Space and of every card in the rows:
// a reason is given exactly when no move is legal there (a sale or a Craft
// Bonus forge-and-sell on the space, learning or taking the card).
func TestRefusalsAgreeWithLegal(t *testing.T) {
	for players := 2; players <= 4; players++ {
		for seed := uint64(1); seed <= 3; seed++ {
			s := newState(engines.Config{Players: players, Seed: seed})
			r := rng.New(seed ^ contract.ChoiceSalt)
			for k := 0; !s.Over(); k++ {
				legal := s.Legal()
				where := fmt.Sprintf("%d players, seed %d, move %d", players, seed, k)
				for space := range s.Spaces {
					sells := false
					for _, a := range legal {
						sells = sells || (a.Kind == KindSell || a.Kind == KindForgeSell) && int(a.A) == space
					}
					if why := s.SaleRefusal(space); (why == "") != sells {
						t.Fatalf("%s: space %d: reason %q, sales legal there: %v", where, space, why, sells)
					}
				}
				for slot, id := range s.CraftRow {
					if why := s.LearnRefusal(slot); id >= 0 && (why == "") != legalIn(legal, Learn(slot)) {
						t.Fatalf("%s: Craft slot %d: reason %q, legal: %v", where, slot, why, legalIn(legal, Learn(slot)))
					}
				}
				for slot, id := range s.KingdomRow {
					if why := s.KingdomRefusal(slot); id >= 0 && (why == "") != legalIn(legal, TakeKingdom(slot)) {
						t.Fatalf("%s: Kingdom slot %d: reason %q, legal: %v", where, slot, why, legalIn(legal, TakeKingdom(slot)))
					}
				}
				play(t, s, legal[r.Intn(len(legal))])
			}
		}
	}
}

// legalIn reports whether a is among legal.
func legalIn(legal []engines.Action, a engines.Action) bool {
	for _, b := range legal {
		if a == b {
			return true
		}
	}
	return false
}

// TestLockedReasonNamesTheBattlefieldBefore: a locked space names the
// Battlefield whose token opens it, the one just before it in its Region
// (rules, Selling Weapons step 4), not the Region's face-up one; and
// filling that Battlefield (with its token face up) turns the space's
// token face up, as the reason says.
func TestLockedReasonNamesTheBattlefieldBefore(t *testing.T) {
	s := newGame(t, 4)
	region := s.regions()[1].Region
	for bf := 1; bf < Battlefields; bf++ {
		space := at(t, s, region, s.regions()[1].Races[0], bf)
		why := s.SaleRefusal(space)
		want := fmt.Sprintf("Battlefield %d in the %s", bf, region)
		if !strings.Contains(why, want) {
			t.Errorf("Battlefield %d's locked space says %q, want it to name %q", bf+1, why, want)
		}
		if locked := bf > 1; strings.Contains(why, "itself locked") != locked {
			t.Errorf("Battlefield %d's locked space says %q: the token before it is locked: %v", bf+1, why, locked)
		}
	}
	// Open the Region up to Battlefield 3 and fill it: Battlefield 4 opens.
	openTo(t, s, region, 2)
	settle(t, s)
	space := at(t, s, region, s.regions()[1].Races[0], 3)
	if why := s.SaleRefusal(space); !strings.Contains(why, "both spaces of Battlefield 3 in the "+region.String()+" are sold") {
		t.Fatalf("with Battlefield 3 face up, Battlefield 4 says %q", why)
	}
	r := regionIndex(t, s, region)
	place(s, spaceIndex(r, 2, 0), Steve, Standard)
	place(s, spaceIndex(r, 2, 1), Steve, Standard)
	s.checkDemand(r)
	if token(t, s, region, 3) != TokenOpen || !s.SpaceOpen(space) {
		t.Errorf("filling Battlefield 3 left Battlefield 4's token %d", token(t, s, region, 3))
	}
}
