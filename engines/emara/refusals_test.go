package emara

import (
	"fmt"
	"testing"

	"tabula/engines"
	"tabula/engines/contract"
	"tabula/engines/rng"
)

// TestRefusalsAgreeWithLegal plays random games and, at every position,
// asks for the reason of every hut, Advisor space, the next noble rank and
// each of the player's Councilors: a reason is given exactly when no move
// is legal there during a turn, and never outside one.
func TestRefusalsAgreeWithLegal(t *testing.T) {
	reasons := 0
	for players := 1; players <= 4; players++ {
		for seed := uint64(1); seed <= 3; seed++ {
			st, err := Game{}.New(engines.Config{Players: players, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			r := rng.New(seed ^ contract.ChoiceSalt)
			for k := 0; !s.Over(); k++ {
				legal := s.Legal()
				turn := s.Phase == PhaseTurn
				in := func(as ...engines.Action) bool {
					for _, a := range as {
						if legalIn(legal, a) {
							return true
						}
					}
					return false
				}
				agree := func(what, why string, free bool) {
					t.Helper()
					if (why == "") != (free || !turn) {
						t.Fatalf("%d players, seed %d, move %d: %s says %q; legal: %v, in a turn: %v", players, seed, k, what, why, free, turn)
					}
					if why != "" {
						reasons++
					}
				}
				for l := Forest; l < Castle; l++ {
					for h := range HutsPerCountryside {
						agree(fmt.Sprintf("hut %d of the %s", h, l), s.HireRefusal(l, h), in(Hire(l, h), CardActionHire(l, h)))
					}
				}
				for l := Castle; l < NumLocations; l++ {
					for i := range AdvisorsPerTown {
						agree(fmt.Sprintf("Advisor space %d of the %s", i, l), s.RecruitRefusal(l, i), in(Recruit(l, i), CardActionRecruit(l, i)))
					}
				}
				_, _, _, next := s.NextRank(s.Current)
				agree("the next rank", s.RankRefusal(), in(Noble()) || !next)
				for b := range Councilors {
					agree(fmt.Sprintf("Councilor %d", b), s.CouncilorRefusal(b), in(Move(b), CardActionMove(b)))
				}
				play(t, s, legal[r.Intn(len(legal))])
			}
		}
	}
	if reasons < 100 {
		t.Errorf("only %d reasons were given", reasons)
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

// TestLack checks what a cost still lacks, Gold Coins and discounts
// counted.
func TestLack(t *testing.T) {
	p := &Player{Res: [NumResources]int{Wood: 1}, Coins: 1}
	cases := []struct {
		pay  Payment
		want string
	}{
		{Payment{Need: Cost{Wood: 2}}, ""},
		{Payment{Need: Cost{Wood: 1, Cloth: 2}}, "you lack 2 Cloth (your 1 Gold Coin cannot cover it all)"},
		{Payment{Need: Cost{Wood: 1, Cloth: 2}, Waive: 1}, ""},
		{Payment{Any: 3, NoCoin: true}, "you lack 2 more resources"},
	}
	for _, c := range cases {
		if got := Lack(p, c.pay); got != c.want {
			t.Errorf("Lack(%+v) = %q, want %q", c.pay, got, c.want)
		}
	}
}
