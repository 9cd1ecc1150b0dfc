package emara

import (
	"fmt"
	"slices"
	"testing"
)

// Town Location Actions: Cathedral, Castle, Market, Construction Site, the
// markers, Gold Coins standing in for resources, Favor Tokens.

// TestExampleDonation is the rulebook's example: the Donation Marker shows
// 1 Cloth; the player pays 1 Cloth and turns the marker, which now shows 2;
// the next donation costs 2 Cloth. The donor takes 1 Book and keeps 1 of 3
// Favor Tokens drawn; the other 2 go face up to the discard pile.
func TestExampleDonation(t *testing.T) {
	s := newGame(t, 4)
	give(s, 0, 0, 3, 0, 0)
	arrive(t, s, Cathedral, CardWood, 0)
	if got := s.markerValue(DonationMarker + MarkerKind(Cloth)); got != 1 {
		t.Fatalf("the Cloth Donation Marker shows %d", got)
	}
	if d := s.Describe(Donate(Cloth)); d != "Donate 1 Cloth for a Book and a Favor Token" {
		t.Errorf("Describe = %q", d)
	}
	top3 := slices.Clone(s.FavorStack[:3])
	play(t, s, Donate(Cloth))
	p := &s.Seats[0]
	if p.Res[Cloth] != 2 || p.Books != 1 {
		t.Errorf("after the donation: %d Cloth, %d Books", p.Res[Cloth], p.Books)
	}
	if got := s.markerValue(DonationMarker + MarkerKind(Cloth)); got != 2 {
		t.Errorf("the marker now shows %d, want 2", got)
	}
	if s.Phase != PhaseFavor || len(s.Drawn) != 3 {
		t.Fatalf("phase %d, %d Favor Tokens drawn", s.Phase, len(s.Drawn))
	}
	slices.Sort(top3)
	if !slices.Equal(s.Drawn, top3) {
		t.Errorf("drew %v, the stack's top 3 were %v", s.Drawn, top3)
	}
	keep := int(s.Drawn[1])
	play(t, s, KeepFavor(keep))
	if !slices.Equal(p.Favors, []int8{int8(keep)}) || len(s.FavorDiscard) != 2 || slices.Contains(s.FavorDiscard, int8(keep)) {
		t.Errorf("kept %v, discarded %v", p.Favors, s.FavorDiscard)
	}
	if legal(s, Donate(Cloth)) {
		t.Error("a second donation in one turn")
	}
	// The next donation, on a later turn, costs 2 Cloth.
	next := s.Markers[DonationMarker+MarkerKind(Cloth)]
	s = newGame(t, 4)
	s.Markers[DonationMarker+MarkerKind(Cloth)] = next
	give(s, 0, 0, 2, 0, 0)
	arrive(t, s, Cathedral, CardWood, 0)
	if d := s.Describe(Donate(Cloth)); d != "Donate 2 Cloth for a Book and a Favor Token" {
		t.Errorf("next donation: %q", d)
	}
	play(t, s, Donate(Cloth))
	if p := &s.Seats[0]; p.Res[Cloth] != 0 || p.Books != 1 {
		t.Errorf("%d Cloth left after paying 2, %d Books", p.Res[Cloth], p.Books)
	}
}

// TestFavorReshuffle checks that an empty Favor stack is refilled from the
// shuffled discard pile, during a draw as well.
func TestFavorReshuffle(t *testing.T) {
	s := newGame(t, 2)
	// One token left in the stack, 5 discarded, the rest kept by seat 1.
	s.FavorDiscard = append(s.FavorDiscard, s.FavorStack[1:6]...)
	s.Seats[1].Favors = slices.Sorted(slices.Values(s.FavorStack[6:]))
	s.FavorStack = s.FavorStack[:1]
	last := s.FavorStack[0]
	give(s, 0, 5, 0, 0, 0)
	arrive(t, s, Cathedral, CardRing, 0)
	reveals := s.Reveals
	play(t, s, Donate(Wood))
	if len(s.Drawn) != 3 || !slices.Contains(s.Drawn, last) || len(s.FavorDiscard) != 0 || len(s.FavorStack) != 3 {
		t.Errorf("drawn %v (last was %d), discard %v, stack %v", s.Drawn, last, s.FavorDiscard, s.FavorStack)
	}
	if s.Reveals == reveals {
		t.Error("drawing Favor Tokens is not an undo barrier")
	}
}

// TestFavorStackRefilledAtOnce: "If at any time the Favor Token stack is
// empty, shuffle the discard pile and place it as a new face down stack"
// (Cathedral). A draw that takes the last 3 tokens refills the stack at once
// from the 5 discarded, so the 2 tokens not kept are the whole face-up
// discard pile; from rules version 3. Under version 2 the stack waited for
// the next draw, and the 2 went into it with the 5.
func TestFavorStackRefilledAtOnce(t *testing.T) {
	for _, tc := range []struct {
		rules          int
		stack, discard int // after the 3 are drawn and 1 kept
	}{{2, 0, 7}, {3, 5, 2}} {
		t.Run(fmt.Sprint("rules ", tc.rules), func(t *testing.T) {
			s := newGame(t, 2)
			s.Rules = tc.rules
			// Three tokens left in the stack, 5 discarded, the rest kept by seat 1.
			s.FavorDiscard = append(s.FavorDiscard, s.FavorStack[3:8]...)
			s.Seats[1].Favors = slices.Sorted(slices.Values(s.FavorStack[8:]))
			s.FavorStack = s.FavorStack[:3]
			give(s, 0, 5, 0, 0, 0)
			arrive(t, s, Cathedral, CardRing, 0)
			play(t, s, Donate(Wood))
			drawn := slices.Clone(s.Drawn)
			play(t, s, KeepFavor(int(drawn[0])))
			if len(s.FavorStack) != tc.stack || len(s.FavorDiscard) != tc.discard {
				t.Fatalf("stack %v, discard %v; want %d and %d tokens", s.FavorStack, s.FavorDiscard, tc.stack, tc.discard)
			}
			if tc.rules >= 3 && !slices.Equal(slices.Sorted(slices.Values(s.FavorDiscard)), drawn[1:]) {
				t.Errorf("the face-up discard pile is %v, want the 2 not kept %v", s.FavorDiscard, drawn[1:])
			}
		})
	}
}

// TestMarkerToBox checks note *: a marker that would turn to its black
// number (4-player side) or to the player-count symbol (2–3-player side)
// goes back to the box, and the board's value is used from then on.
func TestMarkerToBox(t *testing.T) {
	for _, players := range []int{3, 4} {
		s := newGame(t, players)
		m := DonationMarker + MarkerKind(Stone)
		vals := s.markerValues(m)
		var seen []int
		for range len(vals) {
			seen = append(seen, s.markerValue(m))
			s.turnMarker(m)
		}
		if !slices.Equal(seen, vals) || s.Markers[m] != -1 || s.markerValue(m) != markerDefs[m].Board {
			t.Errorf("%d players: values %v, then in box %v at %d", players, seen, s.Markers[m] == -1, s.markerValue(m))
		}
		s.turnMarker(m) // stays in the box
		if s.Markers[m] != -1 {
			t.Error("a boxed marker came back")
		}
	}
}

// TestCastle checks the gift (the marker's cost of one resource for a
// Signet Ring, the marker turns) and 1 Book → 5 Building Points, each once.
func TestCastle(t *testing.T) {
	s := newGame(t, 3)
	give(s, 0, 0, 0, 4, 0)
	s.Seats[0].Books = 2
	arrive(t, s, Castle, CardWood, 2)
	play(t, s, Gift(Grain))
	p := &s.Seats[0]
	if p.Rings != 1 || p.Res[Grain] != 3 || s.markerValue(GiftMarker+MarkerKind(Grain)) != 2 {
		t.Errorf("gift: %d rings, %d Grain, marker %d", p.Rings, p.Res[Grain], s.markerValue(GiftMarker+MarkerKind(Grain)))
	}
	_, before := points(s, 0)
	play(t, s, CastleBook())
	if _, after := points(s, 0); after-before != CastleBookBuildings || p.Books != 1 {
		t.Errorf("Book gave %d Building Points", after-before)
	}
	if legal(s, CastleBook()) || legal(s, Gift(Grain)) {
		t.Error("a Castle action twice in one turn")
	}
}

// TestMarket checks 1 resource → 1 Gold Coin (not paid with Gold) and the
// Books table 1–5 → 3/6/10/15/21 Citizen Points.
func TestMarket(t *testing.T) {
	for books, want := range []int{0, 3, 6, 10, 15, 21} {
		if books == 0 {
			continue
		}
		s := newGame(t, 2)
		s.Seats[0].Books = 5
		arrive(t, s, Market, CardWood, 0)
		play(t, s, MarketBooks(books))
		if c, _ := points(s, 0); c != want || s.Seats[0].Books != 5-books {
			t.Errorf("%d Books: %d Citizen Points", books, c)
		}
	}
	s := newGame(t, 2)
	s.Seats[0].Books = 6
	s.Seats[0].Coins = 3
	arrive(t, s, Market, CardWood, 0)
	if legal(s, MarketBooks(6)) {
		t.Error("6 Books at once")
	}
	play(t, s, MarketCoins(1))
	if p := &s.Seats[0]; p.Coins != 4 || p.Res[Wood] != 0 {
		t.Errorf("coins %d, Wood %d", p.Coins, p.Res[Wood])
	}
	if legal(s, MarketCoins(2)) {
		t.Error("2 Gold Coins without Merchants from afar")
	}
}

// TestConstructionSite checks Stone (5 Building Points and the Stone
// Marker's Citizen Points; the marker turns), 1–3 Breads times the Bread
// Marker (turned once), 1 Wood → 5 or 3 Wood → 10 Building Points, each
// once a turn.
func TestConstructionSite(t *testing.T) {
	s := newGame(t, 4)
	give(s, 0, 3, 0, 0, 2)
	s.Seats[0].Bread = 3
	arrive(t, s, ConstructionSite, CardRing, 1)
	c0, b0 := points(s, 0)
	play(t, s, StoneAction())
	c1, b1 := points(s, 0)
	if b1-b0 != StoneBuildings || c1-c0 != 4 || s.markerValue(StoneMarker) != 3 {
		t.Errorf("Stone: +%d Building, +%d Citizen, marker now %d; want +5, +4, 3", b1-b0, c1-c0, s.markerValue(StoneMarker))
	}
	play(t, s, BreadAction(3))
	c2, _ := points(s, 0)
	if c2-c1 != 9 || s.markerValue(BreadMarker) != 3 {
		t.Errorf("3 Breads: +%d Citizen (want 9), marker %d", c2-c1, s.markerValue(BreadMarker))
	}
	if legal(s, WoodAction(2)) {
		t.Error("2 Wood accepted")
	}
	play(t, s, WoodAction(3))
	if _, b := points(s, 0); b-b1 != 10 {
		t.Errorf("3 Wood gave %d", b-b1)
	}
	if legal(s, StoneAction()) {
		t.Error("Stone twice in one turn")
	}
	s = newGame(t, 4)
	give(s, 0, 1, 0, 0, 0)
	arrive(t, s, ConstructionSite, CardRing, 1)
	_, b0 = points(s, 0)
	play(t, s, WoodAction(1))
	if _, b := points(s, 0); b-b0 != 5 {
		t.Errorf("1 Wood gave %d", b-b0)
	}
}

// TestGoldForResource checks "Whenever you pay 1 resource, you may always
// discard 1 Gold Coin, instead": in a donation, for a Stone delivery, for a
// Craftsman's hut.
func TestGoldForResource(t *testing.T) {
	s := newGame(t, 4)
	s.Seats[0].Coins = 2
	give(s, 0, 0, 1, 0, 0)
	arrive(t, s, ConstructionSite, CardRing, 0)
	if !legal(s, StoneAction()) {
		t.Fatal("no Stone delivery with a Gold Coin")
	}
	play(t, s, StoneAction()) // the only way to pay: done at once
	if p := &s.Seats[0]; p.Coins != 1 {
		t.Errorf("%d coins after paying a Stone with one", p.Coins)
	}
	// A donation of 2 Wood (2 players) with 1 Wood and 1 Gold Coin.
	s = newGame(t, 2)
	s.Seats[0].Coins = 1
	give(s, 0, 1, 0, 0, 0)
	arrive(t, s, Cathedral, CardRing, 0)
	play(t, s, Donate(Wood))
	if s.Phase != PhasePay || !legal(s, Pay(Wood)) || !legal(s, PayCoin(int(Wood))) {
		t.Fatalf("paying: %v", describeAll(s))
	}
	play(t, s, PayCoin(int(Wood)))
	if p := &s.Seats[0]; p.Coins != 0 || p.Res[Wood] != 0 || p.Books != 1 {
		t.Errorf("coins %d, Wood %d, Books %d", p.Coins, p.Res[Wood], p.Books)
	}
}

// TestFavorTokens checks every reward and where a token may be used: when a
// Councilor arrives at its Location (even without its action), and not
// elsewhere.
func TestFavorTokens(t *testing.T) {
	for id, f := range FavorTokens {
		s := newGame(t, 3)
		giveFavor(t, s, 0, id)
		other := Castle
		if f.Loc == Castle {
			other = Market
		}
		arrive(t, s, other, CardWood, 0)
		if legal(s, UseFavor(id)) {
			t.Errorf("token %d (%s) usable at the %s", id, f.Loc, other)
		}
		s = newGame(t, 3)
		giveFavor(t, s, 0, id)
		arrive(t, s, f.Loc, CardWood, 0)
		p := &s.Seats[0]
		c0, b0 := points(s, 0)
		play(t, s, UseFavor(id))
		c1, b1 := points(s, 0)
		got := [5]int{c1 - c0, b1 - b0, p.Books, p.Rings, p.Coins}
		want := [5]int{}
		switch f.Reward {
		case RewardCitizens:
			want[0] = 3
		case RewardBuildings:
			want[1] = 5
		case RewardBook:
			want[2] = 1
		case RewardRing:
			want[3] = 1
		case RewardCoin:
			want[4] = 1
		}
		if got != want || len(p.Favors) != 0 || !slices.Contains(s.FavorDiscard, int8(id)) {
			t.Errorf("token %d: got %v want %v (held %v)", id, got, want, p.Favors)
		}
	}
}

// TestFavorMix checks the reconstructed Favor mix: 12 tokens, 3 per Town
// Location with 3 different rewards, every reward used.
func TestFavorMix(t *testing.T) {
	per := map[Location]map[Reward]bool{}
	count := map[Reward]int{}
	for _, f := range FavorTokens {
		if !f.Loc.IsTown() {
			t.Errorf("token at the %s", f.Loc)
		}
		if per[f.Loc] == nil {
			per[f.Loc] = map[Reward]bool{}
		}
		per[f.Loc][f.Reward] = true
		count[f.Reward]++
	}
	for l, rs := range per {
		if len(rs) != 3 {
			t.Errorf("%s has %d distinct rewards", l, len(rs))
		}
	}
	if len(per) != 4 || len(count) != 5 {
		t.Errorf("%d Locations, %d rewards", len(per), len(count))
	}
}

// TestTownActionsOncePerTurn checks "You may perform each Action 1x" (and
// the Cathedral's "You may make 1 donation") for the whole turn: a Town
// Location reached twice in one turn (the Town card, then the Movement
// Action) does not offer again what was done on the first visit. The
// review's case: 10 Books sold at the Market with the Town card, then again
// after moving there, made 42 Citizen Points in one turn instead of 21.
func TestTownActionsOncePerTurn(t *testing.T) {
	s := newGame(t, 2)
	s.Seats[0].Books = 10
	marketFavor := slices.IndexFunc(FavorTokens[:], func(f FavorToken) bool { return f.Loc == Market })
	giveFavor(t, s, 0, marketFavor)
	startTurn(t, s, CardTown, 0)
	play(t, s, CardActionTown(Market), MarketBooks(5), Leave())
	arriveMove(t, s, Market, 0)
	if s.Phase != PhaseLocation || !legal(s, UseFavor(marketFavor)) {
		t.Fatalf("the second visit to the Market offers no Favor Token: phase %d, %v", s.Phase, describeAll(s))
	}
	for n := 1; n <= MaxMarketBooks; n++ {
		if legal(s, MarketBooks(n)) {
			t.Errorf("Books sold twice in one turn: %q offered on the second visit", s.Describe(MarketBooks(n)))
		}
	}
	if c, _ := points(s, 0); c != MarketBookCitizens[5] || s.Seats[0].Books != 5 {
		t.Errorf("%d Citizen Points and %d Books left, want %d and 5", c, s.Seats[0].Books, MarketBookCitizens[5])
	}

	// Two donations in one turn: the Town card at the Cathedral, then the
	// Movement Action onto it.
	s = newGame(t, 4)
	give(s, 0, 6, 6, 6, 6)
	startTurn(t, s, CardTown, 0)
	play(t, s, CardActionTown(Cathedral), Donate(Wood))
	play(t, s, KeepFavor(int(s.Drawn[0])))
	if s.Phase == PhaseLocation {
		play(t, s, Leave())
	}
	arriveMove(t, s, Cathedral, 0)
	for r := range Resource(NumResources) {
		if legal(s, Donate(r)) {
			t.Errorf("a second donation in one turn: %q", s.Describe(Donate(r)))
		}
	}
	if s.Seats[0].Books != DonationBooks {
		t.Errorf("%d Books after one donation", s.Seats[0].Books)
	}

	// The next turn may do it all again.
	endTurnNow(t, s)
	s.Seats[1].Books = 1
	startTurn(t, s, CardTown, 0)
	play(t, s, CardActionTown(Market))
	if !legal(s, MarketBooks(1)) {
		t.Errorf("the next player cannot sell a Book: %v", describeAll(s))
	}
}
