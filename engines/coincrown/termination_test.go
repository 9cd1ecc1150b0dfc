package coincrown

import (
	"testing"

	"tabula/engines"
	"tabula/engines/rng"
)

// decisionBound is the bound of RULES.md's Termination argument on the
// number of decisions in a game of n players, computed from the component
// data.
func decisionBound(n int) int {
	upgrades, maxDefense, maxBracket := 0, 0, 0
	for _, l := range LandCards {
		upgrades += int(City - l.Kind)
		maxDefense = max(maxDefense, l.Defense)
		for _, br := range l.Brackets {
			k := 0
			for _, x := range br {
				k += x
			}
			maxBracket = max(maxBracket, k)
		}
	}
	mills := 0
	for _, c := range MarketCards {
		if Types[c.Type].Mill != NoResource {
			mills++
		}
	}
	conquests := len(LandCards) - n
	actions := len(MarketCards) + conquests + upgrades // each takes a card or grows a Land
	passes := Years * n
	turns := actions + passes // each turn ends in a pass or after an action
	pays := actions + turns   // one per action, one per Overseas visit
	force := conquests * maxDefense
	upgrade := upgrades*maxBracket + mills*Years
	free := (Years-1)*n + // reserves
		turns*(CoinsInGame[Bronze]/MintRate+CoinsInGame[Gold]) + // Mint exchanges: one visit a turn, none undone in it
		CoinsInGame.Count() + turns + // donations (coins never leave the Church) and leaving
		turns + // Overseas visits
		len(MarketCards)*Years // card abilities: each exhausts a card, readied once a year
	return actions + passes + turns + pays + force + upgrade + free
}

// TestDecisionBound guards the Termination argument: the bound it derives
// from the data fits in Info().MaxDecisions.
func TestDecisionBound(t *testing.T) {
	for n := 2; n <= 4; n++ {
		t.Logf("%d players: at most %d decisions", n, decisionBound(n))
		if b := decisionBound(n); b > MaxDecisions {
			t.Errorf("%d players: a game may take %d decisions, MaxDecisions is %d", n, b, MaxDecisions)
		}
	}
}

// TestStepsMakeProgress guards the premises of the argument: every step of
// a conquest adds Battle Strength, every resource, wild or Overseas step of
// an upgrade covers at least one resource, brackets and defenses are
// bounded, and a Mill step uses up a Mill.
func TestStepsMakeProgress(t *testing.T) {
	for k, info := range Types {
		if (info.Troop || CardType(k) == Armor || CardType(k) == Cavalry) && info.Strength < 1 {
			t.Errorf("%s adds %d Battle Strength", CardType(k), info.Strength)
		}
		if info.UpTo >= 0 && info.Wild < 1 {
			t.Errorf("%s is a wild for no resource", CardType(k))
		}
	}
	for i, it := range OverseasItems {
		if (it.Strength > 0) == (it.Resource != NoResource) || it.Level < 1 || it.Level > OverseasTop {
			t.Errorf("Overseas item %d: %+v", i, it)
		}
	}
	// A conquest by force: each step raises Strength.
	s := newGame(t, 2)
	setTopLand(s, landID(t, s, Village, 6))
	give(t, s, 0, StandardTroop, 2)
	give(t, s, 0, EliteTroop, 3)
	give(t, s, 0, Armor, 0)
	give(t, s, 0, Cavalry, 0)
	setIncome(s, 0, Coins{Bronze: 3})
	settle(t, s)
	play(t, s, Attack(Village))
	for s.Phase == PhaseForce || s.Phase == PhasePay {
		before := s.Strength
		legal := s.Legal()
		play(t, s, legal[0])
		if s.Phase == PhaseForce && s.Strength <= before {
			t.Fatalf("a conquest step added no strength")
		}
	}
}

// TestNeverPassing plays games in which every player avoids Pass and End
// turn whenever anything else is legal — the longest games — and checks
// they end within MaxDecisions.
func TestNeverPassing(t *testing.T) {
	longest := 0
	for seed := range uint64(60) {
		n := 2 + int(seed%3)
		st, err := Game{}.New(engines.Config{Players: n, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := rng.New(seed)
		steps := 0
		for !st.Over() {
			if steps > MaxDecisions {
				t.Fatalf("seed %d: no end after %d decisions", seed, steps)
			}
			legal := st.Legal()
			var keep []engines.Action
			for _, a := range legal {
				if a.Kind != KindPass && a.Kind != KindEndTurn {
					keep = append(keep, a)
				}
			}
			if len(keep) == 0 {
				keep = legal
			}
			if err := st.Apply(keep[r.Intn(len(keep))]); err != nil {
				t.Fatal(err)
			}
			steps++
		}
		longest = max(longest, steps)
	}
	t.Logf("longest game: %d decisions (bound %d for 4 players)", longest, decisionBound(4))
}
