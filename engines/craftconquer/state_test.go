package craftconquer

import (
	"bytes"
	"errors"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tabula/engines"
	"tabula/engines/rng"
)

// TestView: a seat sees its own hands, the size of the others' hands, and
// Continuous cards once played; not the others' cards, the deck order or
// the generator.
func TestView(t *testing.T) {
	s := newBoardGame(t, 3)
	hand(t, s, 1, ShieldWall, Repeat)
	s.Seats[1].Actions[0].Public = true
	settle(t, s)
	v := s.View(0).(*State)
	if !slices.Equal(v.Seats[0].Objectives, s.Seats[0].Objectives) || !slices.Equal(v.Seats[0].Actions, s.Seats[0].Actions) {
		t.Error("a seat does not see its own hands")
	}
	if len(v.Seats[1].Objectives) != len(s.Seats[1].Objectives) || len(v.Seats[1].Actions) != 2 {
		t.Error("hand sizes are hidden")
	}
	if CardKindOf(v.Seats[1].Actions[0].ID) != ShieldWall {
		t.Error("a played Shield Wall is hidden")
	}
	if v.RNG != (rng.RNG{}) {
		t.Error("the generator shows")
	}
	// Two states differing only in hidden cards have the same view.
	d := s.Determinize(0, &rng.RNG{S: 99}).(*State)
	a, _ := s.View(0).MarshalMsg(nil)
	b, _ := d.View(0).MarshalMsg(nil)
	if !bytes.Equal(a, b) {
		t.Error("the view depends on hidden cards")
	}
	if slices.Equal(d.ObjDeck, s.ObjDeck) && slices.Equal(d.Seats[1].Objectives, s.Seats[1].Objectives) {
		t.Error("Determinize did not reshuffle the hidden cards")
	}
	if CardKindOf(d.Seats[1].Actions[0].ID) != ShieldWall || !slices.Equal(d.Seats[0].Objectives, s.Seats[0].Objectives) {
		t.Error("Determinize changed what seat 0 knows")
	}
	if err := d.CheckInvariants(); err != nil {
		t.Error(err)
	}
}

// TestDecode: the encoding round-trips, and Decode rejects inconsistent
// states.
func TestDecode(t *testing.T) {
	s := newGame(t, 4)
	b, err := s.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	d, err := Game{}.Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(d.Legal(), s.Legal()) {
		t.Error("decoded Legal differs")
	}
	bad := s.clone()
	bad.Seats[0].Goods[Wood]++
	b, _ = bad.MarshalMsg(nil)
	if _, err := (Game{}).Decode(b); err == nil {
		t.Error("a coin out of nowhere decoded")
	}
	bad = s.clone()
	bad.Tiles = append(slices.Clone(bad.Tiles), bad.Tiles[0])
	bad.geo = nil
	b, _ = bad.MarshalMsg(nil)
	if _, err := (Game{}).Decode(b); err == nil {
		t.Error("overlapping tiles decoded")
	}
	bad = s.clone()
	bad.Settlements[0].Kind = 9
	b, _ = bad.MarshalMsg(nil)
	if _, err := (Game{}).Decode(b); err == nil {
		t.Error("an unknown Settlement decoded")
	}
	if _, err := (Game{}).Decode([]byte{1, 2, 3}); err == nil {
		t.Error("garbage decoded")
	}
}

// TestConfig: variants that exclude each other and lengths the rulebook's
// table has no number for are configuration errors.
func TestConfig(t *testing.T) {
	for _, cfg := range []engines.Config{
		{Players: 2, Variants: []string{VariantAlternative, VariantRandom}},
		{Players: 2, Variants: []string{VariantLength30, VariantLength90}},
		{Players: 4, Variants: []string{VariantLength30}},
		{Players: 5},
	} {
		if _, err := (Game{}).New(cfg); !errors.Is(err, engines.ErrConfig) {
			t.Errorf("New(%+v) = %v", cfg, err)
		}
	}
	for players := 2; players <= 4; players++ {
		// Without a length option the game ends at the rulebook's "5
		// objectives" whatever the player count (the review found 3 or 2).
		st, err := Game{}.New(engines.Config{Players: players})
		if err != nil {
			t.Fatal(err)
		}
		if got := st.(*State).Target; got != 5 {
			t.Errorf("%d players, no length option: target %d, want 5", players, got)
		}
		for i, id := range []string{VariantLength30, VariantLength60, VariantLength90, VariantLength120, ""} {
			cfg := engines.Config{Players: players}
			if id != "" {
				cfg.Variants = []string{id}
			}
			st, err := Game{}.New(cfg)
			if ObjectiveTarget[i][players] == 0 {
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := st.(*State).Target; got != int(ObjectiveTarget[i][players]) {
				t.Errorf("%d players, %s: target %d", players, Lengths[i], got)
			}
		}
	}
}

// TestBarrier: dice, draws, shown cards and hand-overs are barriers;
// bookkeeping in step 4 is not.
func TestBarrier(t *testing.T) {
	s, x, y := duel(t, Warrior, Warrior, 1)
	setGoods(s, 0, int(Coin), 5)
	settle(t, s)
	if s.Barrier(Buy(Wood)) {
		t.Error("buying is a barrier")
	}
	if !s.Barrier(Attack(x, y, 0, false)) || !s.Barrier(Move(x)) || !s.Barrier(Done()) {
		t.Error("an attack, a roll or ending step 4 (then the turn) is not a barrier")
	}
	if s.Describe(Buy(Wood)) == "" || s.Describe(engines.Action{Kind: 200}) != "Not a legal move" {
		t.Error("Describe")
	}
}

// TestDescribeEveryAction renders every legal action of many positions.
func TestDescribeEveryAction(t *testing.T) {
	for players := 2; players <= 4; players++ {
		st, _ := Game{}.New(engines.Config{Players: players, Seed: uint64(players)})
		r := rng.New(5)
		for i := 0; i < 400 && !st.Over(); i++ {
			l := st.Legal()
			for _, a := range l {
				if d := st.Describe(a); d == "" || d == "Not a legal move" || d == "Unknown move" {
					t.Fatalf("Describe(%+v) = %q", a, d)
				}
			}
			if err := st.Apply(l[r.Intn(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestLengthNamesSayTheTarget: each length option is named by the
// Objectives that end the game with each player count it allows ("3
// Objectives with 2 players, 2 with 3 or 4"), which the game set up with it
// uses, not by the rulebook table's minutes.
func TestLengthNamesSayTheTarget(t *testing.T) {
	part := regexp.MustCompile(`(\d+)(?: Objectives)? with (\d(?: or \d)?)(?: players)?`)
	for i, id := range []string{VariantLength30, VariantLength60, VariantLength90, VariantLength120} {
		k := slices.IndexFunc(Game{}.Info().Variants, func(v engines.Variant) bool { return v.ID == id })
		name := Game{}.Info().Variants[k].Name
		said := map[int]int{}
		for _, m := range part.FindAllStringSubmatch(name, -1) {
			n, _ := strconv.Atoi(m[1])
			for _, p := range strings.Split(m[2], " or ") {
				players, _ := strconv.Atoi(p)
				said[players] = n
			}
		}
		for players := 2; players <= 4; players++ {
			if want := int(ObjectiveTarget[i][players]); said[players] != want {
				t.Errorf("%q says %d Objectives for %d players, the game needs %d", name, said[players], players, want)
			}
		}
		if strings.Contains(name, "minutes") {
			t.Errorf("%q names the length by minutes", name)
		}
	}
}
