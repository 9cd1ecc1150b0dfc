package coincrown

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"tabula/engines"
	"tabula/engines/rng"
)

// TestView checks what View hides: the generator (the next coins out of
// each purse), the Future Market decks' order and the Land decks' order
// below their face-up tops; the purse contents stay visible.
func TestView(t *testing.T) {
	s := newState(engines.Config{Players: 3, Seed: 9})
	for _, seat := range []int{-1, 0, 2} {
		v := s.View(seat).(*State)
		if v.RNG != (rng.RNG{}) {
			t.Errorf("View(%d) shows the generator", seat)
		}
		for d := range v.Decks {
			if !slices.IsSorted(v.Decks[d]) {
				t.Errorf("View(%d): %s deck in order", seat, Denom(d))
			}
		}
		for k := range v.LandDecks {
			if len(s.LandDecks[k]) > 0 && v.LandDecks[k][0] != s.LandDecks[k][0] {
				t.Errorf("View(%d) hides the face-up %s", seat, LandKind(k))
			}
			if len(v.LandDecks[k]) > 1 && !slices.IsSorted(v.LandDecks[k][1:]) {
				t.Errorf("View(%d): %s deck in order", seat, LandKind(k))
			}
		}
		for i := range v.Seats {
			if v.Seats[i].Purse != s.Seats[i].Purse || v.Seats[i].Income != s.Seats[i].Income {
				t.Errorf("View(%d) changes seat %d's coins", seat, i)
			}
		}
	}
	// Two states that differ only in hidden things have the same view.
	d := s.Determinize(0, new(rng.New(4))).(*State)
	a, _ := s.View(0).MarshalMsg(nil)
	b, _ := d.View(0).MarshalMsg(nil)
	if !bytes.Equal(a, b) {
		t.Error("a determinization's view differs")
	}
	if slices.Equal(d.Decks[Bronze], s.Decks[Bronze]) && slices.Equal(d.Decks[Silver], s.Decks[Silver]) {
		t.Error("Determinize kept the deck order")
	}
}

// TestDeterminizePeeked checks that a card seen with a Watchtower stays on
// top in the seer's determinizations and views, and only there.
func TestDeterminizePeeked(t *testing.T) {
	s := newGame(t, 2)
	give(t, s, 0, Watchtower, 0)
	settle(t, s)
	play(t, s, UseWatchtower())
	top := s.Decks[Gold][0]
	for i := range 20 {
		r := rng.New(uint64(i))
		if d := s.Determinize(0, &r).(*State); d.Decks[Gold][0] != top {
			t.Fatal("the seer's determinization moved the card they saw")
		}
	}
	moved := false
	for i := range 20 {
		r := rng.New(uint64(i))
		if d := s.Determinize(1, &r).(*State); d.Decks[Gold][0] != top {
			moved = true
		}
	}
	if !moved {
		t.Error("another seat's determinizations never move the peeked card")
	}
}

// TestDescribeEveryKind plays random games until every action kind has
// been legal, describing each: every kind of decision is reachable.
func TestDescribeEveryKind(t *testing.T) {
	seen := map[uint8]string{}
	for seed := uint64(0); seed < 400 && len(seen) < int(KindEndTurn); seed++ {
		st, err := Game{}.New(engines.Config{Players: 2 + int(seed%3), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := rng.New(seed)
		for !st.Over() {
			legal := st.Legal()
			for _, a := range legal {
				if _, ok := seen[a.Kind]; !ok {
					d := st.Describe(a)
					if d == "" || d == "Not a legal move" || d == "Unknown move" || strings.Contains(d, "?") {
						t.Errorf("Describe(%+v) = %q", a, d)
					}
					seen[a.Kind] = d
				}
			}
			if err := st.Apply(legal[r.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for k := KindBuy; k <= KindEndTurn; k++ {
		if _, ok := seen[k]; !ok {
			t.Errorf("action kind %d never legal in 400 random games", k)
		}
	}
	s := newGame(t, 2)
	if got := s.Describe(Buy(Gold, 9)); got != "Not a legal move" {
		t.Errorf("Describe of an illegal action = %q", got)
	}
}

// TestDecodeRejects checks that Decode restores a state and refuses
// inconsistent ones.
func TestDecodeRejects(t *testing.T) {
	s := newState(engines.Config{Players: 4, Seed: 3})
	good, err := s.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := (Game{}).Decode(good); err != nil {
		t.Fatalf("Decode: %v", err)
	}
	for name, edit := range map[string]func(*State){
		"coin created":      func(s *State) { s.Seats[0].Purse[Gold]++ },
		"card duplicated":   func(s *State) { s.Decks[Bronze] = append(s.Decks[Bronze], s.Decks[Bronze][0]) },
		"land lost":         func(s *State) { s.LandDecks[City] = s.LandDecks[City][1:] },
		"token created":     func(s *State) { s.Tokens[0]++ },
		"upgrade card lost": func(s *State) { s.UpgradeCards-- },
		"bad seat":          func(s *State) { s.Current = 7 },
		"bad year":          func(s *State) { s.Year = 6 },
		"bad payment":       func(s *State) { s.Phase, s.PayCost, s.PayFor, s.Back = PhasePay, 1, PayBuy, PhaseAfter; s.PayA = 9 },
		"bad conquest":      func(s *State) { s.Phase, s.Target = PhaseForce, 9 },
		"iron misplaced": func(s *State) {
			s.Seats[1].Lands = append(s.Seats[1].Lands, Land{ID: s.LandDecks[Village][0], Level: Village})
			s.LandDecks[Village] = s.LandDecks[Village][1:]
		},
	} {
		c := s.clone()
		edit(c)
		b, err := c.MarshalMsg(nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := (Game{}).Decode(b); err == nil {
			t.Errorf("%s: Decode accepted it", name)
		}
	}
	if _, err := (Game{}).Decode(append(good, 0)); err == nil {
		t.Error("trailing bytes accepted")
	}
	if _, err := (Game{}).Decode(good[:len(good)/2]); err == nil {
		t.Error("truncated state accepted")
	}
}

// TestNewRejectsBadConfig checks the player range.
func TestNewRejectsBadConfig(t *testing.T) {
	for _, n := range []int{0, 1, 5} {
		if _, err := (Game{}).New(engines.Config{Players: n}); err == nil {
			t.Errorf("%d players accepted", n)
		}
	}
	info := Game{}.Info()
	if info.ID != "coincrown" || info.MinPlayers != 2 || info.MaxPlayers != 4 || info.RulesVersion < 1 {
		t.Errorf("Info = %+v", info)
	}
}

// TestQueries checks the read-only helpers the table uses.
func TestQueries(t *testing.T) {
	s := newGame(t, 3)
	give(t, s, 0, StandardTroop, 2)
	give(t, s, 0, EliteTroop, 3)
	give(t, s, 0, Armor, 0)
	give(t, s, 0, Armor, 0)
	give(t, s, 0, Armor, 0)
	give(t, s, 0, Cavalry, 0)
	settle(t, s)
	if got := s.ArmyStrength(0); got != 1+2+2*2+3 {
		t.Errorf("ArmyStrength = %d, want 10 (two Troops wear Armor; the third Armor waits)", got)
	}
	if s.RowSize() != 4 || s.MarketCardCount(0) != 6 || s.StartPlayer() != 0 {
		t.Errorf("RowSize %d, MarketCardCount %d, StartPlayer %d", s.RowSize(), s.MarketCardCount(0), s.StartPlayer())
	}
	if id := s.TopLand(City); id != int(s.LandDecks[City][0]) || LandCards[id].Kind != City {
		t.Errorf("TopLand(City) = %d", id)
	}
	s.LandDecks[City] = nil
	if s.TopLand(City) != -1 || s.TopLand(9) != -1 {
		t.Error("TopLand of an empty or unknown deck")
	}
	if _, _, ok := s.Payment(); ok {
		t.Error("Payment() outside a payment")
	}
	if _, _, _, ok := s.Conquest(); ok {
		t.Error("Conquest() outside a conquest")
	}
	if _, _, _, ok := s.Upgrading(); ok {
		t.Error("Upgrading() outside an upgrade")
	}
	if _, ok := s.UpgradeBracket(0, 5); ok {
		t.Error("UpgradeBracket of a Land seat 0 does not have")
	}
	if HasUpgradeCard(Land{ID: 0, Level: Hamlet}) || !HasUpgradeCard(Land{ID: 0, Level: Town}) || HasUpgradeCard(Land{ID: 0, Level: City}) {
		t.Error("HasUpgradeCard")
	}
}
