package battlemerchants

import (
	"testing"

	"tabula/engines"
	"tabula/engines/rng"
)

// TestForgingAlwaysCostsGold guards the termination argument of RULES.md:
// no combination of Craft Cards and Permanent Kingdom Cards makes a weapon
// free to forge, so forging is bounded by gold, every gold source within a
// Season is finite, and every Season — hence every game — ends.
func TestForgingAlwaysCostsGold(t *testing.T) {
	var coins [NumWeapons]int
	for _, c := range CraftCards {
		coins[c.Weapon] += c.Discount
	}
	cheap := [NumQualities]int{}
	for _, k := range KingdomCards {
		switch k.Effect {
		case EffectStandardCheap:
			cheap[Standard] += k.N
		case EffectVorpalCheap:
			cheap[Vorpal] += k.N
		}
	}
	for w := range Weapon(NumWeapons) {
		for q := range Quality(NumQualities) {
			if least := ForgeCost[q] - coins[w] - cheap[q]; least < 1 {
				t.Errorf("a %s %s can cost %d gold to forge; it must always cost at least 1", q, w, least)
			}
		}
	}
}

// TestFinalCardsAreLimited guards the other half of the argument: a Final
// card, which never leaves the pool, has no effect but gold, and pays it
// to a player at most once between two sales (the addition RULES.md's
// Termination needs).
func TestFinalCardsAreLimited(t *testing.T) {
	for id, k := range KingdomCards {
		if k.Duration != Final {
			continue
		}
		if k.Effect != EffectGold {
			t.Errorf("Final card %d (%s) has effect %d; only gold is bounded by the rule", id, k.Name, k.Effect)
		}
		s := newState(engines.Config{Players: 2, Seed: 1})
		s.KingdomRow[0] = id
		p := &s.Seats[s.Current]
		if !s.kingdomAllowed(s.Current, k) {
			t.Fatalf("%s not allowed before use", k.Name)
		}
		p.FinalUsed = true
		if s.kingdomAllowed(s.Current, k) {
			t.Errorf("%s allowed twice with no sale in between", k.Name)
		}
	}
}

// TestNeverSelling plays the games the termination argument is about:
// every player avoids selling (and so moving Demand Tokens) whenever
// anything else is legal, so every Season must end by a round of Passes,
// once Slush Fund, the cards and the gold for forging are used up. Each
// game must end within MaxDecisions.
func TestNeverSelling(t *testing.T) {
	info := Game{}.Info()
	longest := 0
	for seed := range uint64(60) {
		n := 2 + int(seed%3)
		s := newState(engines.Config{Players: n, Seed: seed})
		r := rng.New(seed)
		steps := 0
		for !s.Over() {
			if steps >= info.MaxDecisions {
				t.Fatalf("seed %d, %d players: no end after %d actions (%s)", seed, n, steps, s.Progress())
			}
			legal := s.Legal()
			var keep []engines.Action
			for _, a := range legal {
				if a.Kind != KindSell && a.Kind != KindForgeSell {
					keep = append(keep, a)
				}
			}
			if len(keep) == 0 {
				keep = legal
			}
			if err := s.Apply(keep[r.Intn(len(keep))]); err != nil {
				t.Fatal(err)
			}
			steps++
		}
		longest = max(longest, steps)
	}
	t.Logf("longest game: %d actions", longest)
}
