package coincrown

import (
	"fmt"
	"slices"
	"testing"

	"tabula/engines"
	"tabula/engines/contract"
	"tabula/engines/rng"
)

// TestRefusalAgreesWithLegal plays random games and, at every position,
// asks for the reason of every move the table offers a place for between
// the steps of a turn: each Market card, deck, way to conquer, Land to
// upgrade and Mint exchange has a reason exactly when it is not legal,
// and none in the middle of a payment, a conquest, an upgrade or a Church
// visit.
func TestRefusalAgreesWithLegal(t *testing.T) {
	reasons := 0
	for players := 2; players <= 4; players++ {
		for seed := uint64(1); seed <= 3; seed++ {
			st, err := Game{}.New(engines.Config{Players: players, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			r := rng.New(seed ^ contract.ChoiceSalt)
			for k := 0; !s.Over(); k++ {
				legal := s.Legal()
				between := s.Phase == PhaseMain || s.Phase == PhaseAfter
				var offered []engines.Action
				for d := range Denom(NumDenoms) {
					for i := range s.rowSize() {
						if s.Rows[d][i].Card >= 0 {
							offered = append(offered, Buy(d, i))
						}
					}
					if len(s.Decks[d]) > 0 {
						offered = append(offered, Draw(d))
					}
				}
				for kind := range LandKind(NumLandKinds) {
					if len(s.LandDecks[kind]) > 0 {
						offered = append(offered, Attack(kind))
						if Diplomacy(kind) {
							offered = append(offered, ConquerDiplomacy(kind))
						}
					}
				}
				for i, l := range s.Seats[s.Current].Lands {
					if l.Level < City {
						offered = append(offered, Upgrade(i))
					}
				}
				offered = append(offered, Mint(Bronze, Silver), Mint(Silver, Gold), Mint(Silver, Bronze), Mint(Gold, Silver))
				for _, a := range offered {
					why, ok := s.Refusal(a), slices.Contains(legal, a)
					if (why == "") != (ok || !between) {
						t.Fatalf("%d players, seed %d, move %d: %s: reason %q, legal %v, between the steps of a turn %v",
							players, seed, k, fmt.Sprint(a), why, ok, between)
					}
					if why != "" {
						reasons++
					}
				}
				if err := s.Apply(legal[r.Intn(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if reasons < 100 {
		t.Errorf("only %d reasons were given", reasons)
	}
}
