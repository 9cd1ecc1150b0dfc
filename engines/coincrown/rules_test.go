package coincrown

import (
	"fmt"
	"slices"
	"testing"

	"tabula/engines"
	"tabula/engines/rng"
)

// TestSetup checks Setup steps 1–14 and the first year's Income for every
// player count.
func TestSetup(t *testing.T) {
	for n := 2; n <= 4; n++ {
		s := newState(engines.Config{Players: n, Seed: uint64(n)})
		if err := s.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
		if s.Year != 1 || s.Current != s.Start || s.Phase != PhaseMain {
			t.Errorf("%dp: year %d, seat %d to move, start %d", n, s.Year, s.Current, s.Start)
		}
		for seat, p := range s.Seats {
			if got := p.Purse.Add(p.Income); got != StartPurse {
				t.Errorf("%dp seat %d: purse and Income %v, want %v", n, seat, got, StartPurse)
			}
			if p.Income.Count() != IncomeDraw {
				t.Errorf("%dp seat %d: Income %v, want %d coins", n, seat, p.Income, IncomeDraw)
			}
			if len(p.Lands) != 1 || p.Lands[0].Level != Hamlet || LandCards[p.Lands[0].ID].Kind != Hamlet {
				t.Errorf("%dp seat %d: lands %v, want one Hamlet", n, seat, p.Lands)
			}
			if len(p.Cards) != 0 || p.Overseas != 0 || p.Reserved != NoCoin || p.Church != (Coins{}) {
				t.Errorf("%dp seat %d starts with %+v", n, seat, p)
			}
		}
		for d := range Denom(NumDenoms) {
			for i, sl := range s.Rows[d] {
				if (sl.Card >= 0) != (i < n+1) || sl.Bonus != (Coins{}) {
					t.Errorf("%dp: %s row place %d holds %+v", n, d, i, sl)
				}
			}
			if len(s.Decks[d]) != DeckSize[d]-(n+1) {
				t.Errorf("%dp: %s deck has %d cards", n, d, len(s.Decks[d]))
			}
		}
		for k := range LandKind(NumLandKinds) {
			want := LandDeckSize[k]
			if k == Hamlet {
				want -= n
			}
			if len(s.LandDecks[k]) != want {
				t.Errorf("%dp: %s deck has %d cards, want %d", n, k, len(s.LandDecks[k]), want)
			}
		}
		for c, holder := range s.Iron {
			if holder != -1 {
				t.Errorf("%dp: Iron coin %s held by %d at setup", n, Category(c), holder)
			}
		}
		if want := CoinsInGame.Sub(Coins{5 * n, 2 * n, n}); s.Supply != want {
			t.Errorf("%dp: supply %v, want %v", n, s.Supply, want)
		}
		if s.Tokens != [2]int{TroopTokens, TroopTokens} || s.UpgradeCards != UpgradeCards {
			t.Errorf("%dp: tokens %v, upgrade cards %d", n, s.Tokens, s.UpgradeCards)
		}
	}
}

// TestStartPlayerDealsFirst checks Setup steps 2 and 14: a random Start
// Player (the rulebook's "player who last conquered something" cannot be
// asked), who takes the top Hamlet, then each player clockwise. The deal is
// replayed from the seed: the same shuffles give the deck order.
func TestStartPlayerDealsFirst(t *testing.T) {
	starts := map[int]bool{}
	for seed := range uint64(40) {
		s := newState(engines.Config{Players: 4, Seed: seed})
		starts[s.Start] = true
		r := rng.New(seed)
		var decks [NumDenoms][]int16
		for id, c := range MarketCards {
			decks[c.Deck] = append(decks[c.Deck], int16(id))
		}
		for d := range decks {
			shuffle(&r, decks[d])
		}
		var lands [NumLandKinds][]int16
		for id, l := range LandCards {
			lands[l.Kind] = append(lands[l.Kind], int16(id))
		}
		for k := range lands {
			shuffle(&r, lands[k])
		}
		if start := r.Intn(4); start != s.Start {
			t.Fatalf("seed %d: start %d, replay says %d", seed, s.Start, start)
		}
		for i := range 4 {
			seat := (s.Start + i) % 4
			if got := s.Seats[seat].Lands[0].ID; got != lands[Hamlet][i] {
				t.Fatalf("seed %d: seat %d (%d after the Start Player) has Hamlet %d, want the deck's card %d", seed, seat, i, got, lands[Hamlet][i])
			}
		}
		if s.Current != s.Start {
			t.Fatalf("seed %d: seat %d to move, start %d", seed, s.Current, s.Start)
		}
	}
	if len(starts) != 4 {
		t.Errorf("start players seen over 40 seeds: %v; want all four", starts)
	}
}

// TestComponentData checks the printed counts and the constraints the
// reconstructed data keeps (see RULES.md).
func TestComponentData(t *testing.T) {
	var decks [NumDenoms]int
	var attacks [2]int
	var types [NumCardTypes]int
	for id, c := range MarketCards {
		decks[c.Deck]++
		types[c.Type]++
		if c.Cost.Value() <= 0 {
			t.Errorf("market card %d costs nothing", id)
		}
		if Types[c.Type].Troop != (c.Attacks > 0) {
			t.Errorf("market card %d: %s with %d attacks", id, c.Type, c.Attacks)
		}
		if Types[c.Type].Troop {
			attacks[troopIndex(c.Type)] += c.Attacks
		}
		if MarketSource[id] == "" {
			t.Errorf("market card %d has no provenance", id)
		}
	}
	if decks != DeckSize || len(MarketCards) != 96 || DeckSize != [NumDenoms]int{38, 34, 24} {
		t.Errorf("market decks %v, want %v (96 cards)", decks, DeckSize)
	}
	if attacks != [2]int{TroopTokens, TroopTokens} {
		t.Errorf("troop attacks total %v; want %d each, the tokens in the box", attacks, TroopTokens)
	}
	for k, n := range types {
		if n == 0 {
			t.Errorf("no %s in the Market", CardType(k))
		}
	}
	for d := range Denom(NumDenoms) {
		lo, hi := 1000, 0
		for _, c := range MarketCards {
			if c.Deck == d {
				lo, hi = min(lo, c.Cost.Value()), max(hi, c.Cost.Value())
			}
		}
		if v := DrawCost[d].Value(); v < lo || v > hi {
			t.Errorf("%s Pay to Draw %d outside the deck's costs %d..%d", d, v, lo, hi)
		}
	}
	for r, item := range OverseasItems {
		if item.Resource == NoResource {
			continue
		}
		for _, c := range MarketCards {
			if Types[c.Type].Produces == item.Resource && c.Cost.Value() > 2*item.Level*AdvanceCost {
				t.Errorf("a %s costs %d, more than two years of %s Overseas (%d)", c.Type, c.Cost.Value(), OverseasItems[r], 2*item.Level)
			}
		}
	}
	var lands [NumLandKinds]int
	for id, l := range LandCards {
		lands[l.Kind]++
		for k, br := range l.Brackets {
			n := 0
			for _, x := range br {
				n += x
			}
			if n != k+2 {
				t.Errorf("land %d bracket %d needs %d resources, want %d", id, k, n, k+2)
			}
		}
	}
	if lands != LandDeckSize || len(LandCards) != 42 {
		t.Errorf("land decks %v, want %v", lands, LandDeckSize)
	}
	if l := LandCards[0]; l.Kind != Hamlet || l.Brackets[0] != [4]int{1, 1, 0, 0} || l.Brackets[1] != [4]int{0, 1, 1, 1} {
		t.Errorf("the rulebook's Hamlet: %+v", l)
	}
	if l := LandCards[16]; l.Kind != Village || l.Defense != 5 {
		t.Errorf("the rulebook's Village: %+v", l)
	}
	for k := Hamlet; k < City; k++ { // defenses rise with the Land's size
		hi := 0
		for _, l := range LandCards {
			if l.Kind == k {
				hi = max(hi, l.Defense)
			}
		}
		for _, l := range LandCards {
			if l.Kind == k+1 && l.Defense < hi-1 {
				t.Errorf("a %s of defense %d is weaker than a %s of %d", k+1, l.Defense, k, hi)
			}
		}
	}
	for c, v := range IronValue {
		if v <= 0 {
			t.Errorf("Iron coin %s worth %d", Category(c), v)
		}
	}
}

// payOptions returns the payments legal now, as coins.
func payOptions(s *State) []Coins {
	var out []Coins
	for _, a := range s.Legal() {
		if a.Kind == KindPay {
			out = append(out, Coins{int(a.A), int(a.B), int(a.C)})
		}
	}
	return out
}

// TestPayment checks the Currency Ratio: any coins worth the cost, none
// superfluous, overpaying without change; paid coins go to the Personal
// Discard Pile.
func TestPayment(t *testing.T) {
	tests := []struct {
		name   string
		card   CardType
		income Coins
		want   []Coins // nil: paid at once, the only way
	}{
		{"2 Bronze card, mixed Income", Field, Coins{5, 2, 1}, []Coins{{2, 0, 0}, {0, 1, 0}, {0, 0, 1}}},
		{"2 Silver card", Barracks, Coins{5, 2, 1}, []Coins{{3, 1, 0}, {0, 2, 0}, {0, 0, 1}}},
		{"exact with Bronze only", Field, Coins{2, 0, 0}, nil},
		{"1 Gold card with Silver and Bronze", MasterBuilder, Coins{3, 3, 0}, []Coins{{3, 2, 0}, {0, 3, 0}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newGame(t, 2)
			id := cardID(t, s, tc.card, 0)
			setRow(s, 0, id, Coins{})
			setIncome(s, 0, tc.income)
			settle(t, s)
			play(t, s, Buy(MarketCards[id].Deck, 0))
			if tc.want == nil {
				if s.Phase == PhasePay || len(s.Seats[0].Cards) != 1 {
					t.Fatalf("a payment with one way to pay waits: phase %d", s.Phase)
				}
				return
			}
			got := payOptions(s)
			if !slices.Equal(got, tc.want) {
				t.Fatalf("payments %v, want %v", got, tc.want)
			}
			if cost, what, ok := s.Payment(); !ok || cost != MarketCards[id].Cost.Value() || what != tc.card.String() {
				t.Errorf("Payment() = %d, %q, %v", cost, what, ok)
			}
			if slices.ContainsFunc(kinds(s), func(k uint8) bool { return k != KindPay && k != KindMint }) {
				t.Errorf("during a payment: %v", describeAll(s))
			}
			pay := tc.want[len(tc.want)-1]
			play(t, s, Pay(pay[Bronze], pay[Silver], pay[Gold]))
			p := &s.Seats[0]
			if p.Discard != pay || p.Income != tc.income.Sub(pay) || len(p.Cards) != 1 {
				t.Errorf("discard %v, Income %v, cards %d", p.Discard, p.Income, len(p.Cards))
			}
		})
	}
}

// TestOverpaymentIsChosen checks rules version 4: a payment whose only
// way overpays is not made by itself, and the turn's Mint visit may come
// in the middle of it, so that the player can pay exactly; under version 3
// the one way was paid at once. The example is the review's: a card of
// 1 Silver 2 Bronze with 2 Silver of Income.
func TestOverpaymentIsChosen(t *testing.T) {
	for _, rules := range []int{3, 4} {
		t.Run(fmt.Sprintf("rules %d", rules), func(t *testing.T) {
			s := newGame(t, 2)
			s.Rules = rules
			id := cardID(t, s, LumberMill, 0)
			if MarketCards[id].Cost != (Coins{Bronze: 2, Silver: 1}) {
				t.Fatalf("the card costs %v", MarketCards[id].Cost)
			}
			setRow(s, 0, id, Coins{})
			setIncome(s, 0, Coins{Silver: 2})
			settle(t, s)
			play(t, s, Buy(MarketCards[id].Deck, 0))
			p := &s.Seats[0]
			if rules < 4 {
				if s.Phase == PhasePay || p.Discard != (Coins{Silver: 2}) {
					t.Fatalf("version 3 paid %v, phase %d", p.Discard, s.Phase)
				}
				return
			}
			if s.Phase != PhasePay || !legal(s, Pay(0, 2, 0)) || !legal(s, Mint(Silver, Bronze)) {
				t.Fatalf("the overpayment is not offered with the Mint: phase %d, %v", s.Phase, describeAll(s))
			}
			play(t, s, Mint(Silver, Bronze))
			if s.Phase != PhasePay || !legal(s, Pay(2, 1, 0)) || legal(s, Mint(Bronze, Silver)) {
				t.Fatalf("after the exchange: phase %d, %v", s.Phase, describeAll(s))
			}
			play(t, s, Pay(2, 1, 0))
			if p.Discard != (Coins{Bronze: 2, Silver: 1}) || p.Income != (Coins{Bronze: 1}) || len(p.Cards) != 1 {
				t.Errorf("paid %v, Income %v, %d cards", p.Discard, p.Income, len(p.Cards))
			}
			if legal(s, Mint(Bronze, Silver)) || legal(s, Mint(Silver, Bronze)) {
				t.Error("a second Mint visit in the turn")
			}
		})
	}
}

// TestPayToDraw checks Pay to Draw: 2 Bronze, 2 Silver or 1 Gold for the
// top card of a Future Market deck, sight unseen; Troops get their tokens.
func TestPayToDraw(t *testing.T) {
	s := newGame(t, 3)
	troop := cardID(t, s, EliteTroop, 3)
	setDeckTop(s, troop)
	setIncome(s, 0, Coins{Bronze: 1, Silver: 1})
	settle(t, s)
	if legal(s, Draw(Silver)) || !legal(s, Draw(Bronze)) {
		t.Fatalf("draws with 4 Bronze of Income: %v", describeAll(s))
	}
	setIncome(s, 0, Coins{Silver: 2})
	settle(t, s)
	if got := s.Describe(Draw(Silver)); got != "Pay 2 Silver to draw the top card of the Silver Market deck" {
		t.Errorf("Describe = %q", got)
	}
	if !s.Barrier(Draw(Silver)) {
		t.Error("drawing sight unseen is not an undo barrier")
	}
	before := len(s.Decks[Silver])
	play(t, s, Draw(Silver))
	p := &s.Seats[0]
	if len(p.Cards) != 1 || p.Cards[0].ID != troop || p.Cards[0].Tokens != 3 || len(s.Decks[Silver]) != before-1 {
		t.Fatalf("cards %+v, deck %d", p.Cards, len(s.Decks[Silver]))
	}
	if p.Discard != (Coins{Silver: 2}) {
		t.Errorf("discard %v", p.Discard)
	}
}

// TestDiplomacy checks Conquer by Diplomacy: Hamlets 2 Silver, Villages 1
// Gold, at the Currency Ratio; never Towns or Cities.
func TestDiplomacy(t *testing.T) {
	s := newGame(t, 2)
	setIncome(s, 0, Coins{Bronze: 6, Gold: 2})
	settle(t, s)
	for _, k := range []LandKind{Town, City} {
		if legal(s, ConquerDiplomacy(k)) {
			t.Errorf("%s by diplomacy", k)
		}
	}
	top := s.LandDecks[Hamlet][0]
	if got := s.Describe(ConquerDiplomacy(Hamlet)); got != "Conquer the Hamlet (defense "+itoa(LandCards[top].Defense)+") by diplomacy for 2 Silver" {
		t.Errorf("Describe = %q", got)
	}
	play(t, s, ConquerDiplomacy(Hamlet))
	if got := payOptions(s); !slices.Equal(got, []Coins{{6, 0, 0}, {0, 0, 1}}) {
		t.Fatalf("payments %v", got)
	}
	play(t, s, Pay(6, 0, 0))
	p := &s.Seats[0]
	if len(p.Lands) != 2 || p.Lands[1].ID != top {
		t.Fatalf("lands %v", p.Lands)
	}
	if s.Iron[CatLands] != 0 {
		t.Errorf("Most Lands held by %d, want 0", s.Iron[CatLands])
	}
	only(s, 0)
	s.Phase, s.Actions = PhaseMain, 0
	settle(t, s)
	play(t, s, ConquerDiplomacy(Village)) // 1 Gold: the only way
	if len(p.Lands) != 3 || p.Lands[2].Level != Village || p.Income.Count() != 1 {
		t.Fatalf("lands %v, Income %v", p.Lands, p.Income)
	}
}

func itoa(n int) string { return string(rune('0' + n)) }

// TestOneActionPerTurn checks On Your Turn: one action, free actions before
// and after it, then End turn; a pass is final for the year.
func TestOneActionPerTurn(t *testing.T) {
	s := newGame(t, 3)
	setRow(s, 0, cardID(t, s, Field, 0), Coins{})
	setRow(s, 1, cardID(t, s, Forest, 0), Coins{})
	setIncome(s, 0, Coins{Bronze: 5})
	settle(t, s)
	play(t, s, Reserve(Bronze), Buy(Bronze, 0))
	if s.Phase != PhaseAfter || legal(s, Buy(Bronze, 1)) || legal(s, PassYear()) {
		t.Fatalf("after the action: %v", describeAll(s))
	}
	if !legal(s, Donate(Bronze)) || !legal(s, EndTurn()) {
		t.Fatalf("free actions after the action: %v", describeAll(s))
	}
	if !s.Barrier(EndTurn()) || s.Barrier(Donate(Bronze)) {
		t.Error("End turn must be an undo barrier and a donation not")
	}
	play(t, s, EndTurn())
	if s.Current != 1 {
		t.Fatalf("seat %d to move", s.Current)
	}
	play(t, s, PassYear())
	play(t, s, PassYear())
	if s.Current != 0 || s.Year != 1 {
		t.Fatalf("seat %d, year %d", s.Current, s.Year)
	}
	play(t, s, Buy(Bronze, 1))
	if s.Current != 0 {
		t.Fatalf("the others have passed: seat %d to move, want 0 again", s.Current)
	}
	play(t, s, PassYear())
	if s.Year != 2 {
		t.Fatalf("year %d after everyone passed", s.Year)
	}
}

// TestReserve checks Reserve a Coin: one per year, any denomination, added
// to next year's four drawn coins; not in Year 5 (there is no next year).
func TestReserve(t *testing.T) {
	s := newGame(t, 2)
	setIncome(s, 0, Coins{Bronze: 1, Gold: 1})
	settle(t, s)
	play(t, s, Reserve(Gold))
	if legal(s, Reserve(Bronze)) {
		t.Fatal("a second coin reserved in one year")
	}
	p := &s.Seats[0]
	if p.Reserved != int8(Gold) || p.Income != (Coins{Bronze: 1}) {
		t.Fatalf("reserved %d, Income %v", p.Reserved, p.Income)
	}
	play(t, s, PassYear(), PassYear())
	if s.Year != 2 || p.Income.Count() != IncomeDraw+1 || p.Income[Gold] < 1 || p.Reserved != NoCoin {
		t.Fatalf("year %d: Income %v, reserved %d", s.Year, p.Income, p.Reserved)
	}
	s.Year = Years
	p.ReservedYear = false
	settle(t, s)
	if slices.Contains(kinds(s), KindReserve) {
		t.Error("a coin reserved in Year 5")
	}
}

// TestMint checks the Imperial Mint: 3 Bronze or 3 Silver up, 1 Silver or 1
// Gold down to 3, Income only, from the supply; one visit a turn ("visit
// the Imperial Mint, Church and Overseas Market each once per turn"), in
// which the player may make as many exchanges as they like in a row, none
// undoing an earlier one of the visit; any other decision ends the visit.
func TestMint(t *testing.T) {
	tests := []struct {
		from, to   Denom
		income     Coins
		wantIncome Coins
	}{
		{Bronze, Silver, Coins{3, 0, 0}, Coins{0, 1, 0}},
		{Silver, Gold, Coins{0, 3, 0}, Coins{0, 0, 1}},
		{Silver, Bronze, Coins{0, 1, 0}, Coins{3, 0, 0}},
		{Gold, Silver, Coins{0, 0, 1}, Coins{0, 3, 0}},
	}
	for _, tc := range tests {
		s := newGame(t, 2)
		setIncome(s, 0, tc.income)
		settle(t, s)
		supply := s.Supply
		play(t, s, Mint(tc.from, tc.to))
		if s.Seats[0].Income != tc.wantIncome || s.Supply.Value() != supply.Value() {
			t.Errorf("%s→%s: Income %v, supply %v → %v", tc.from, tc.to, s.Seats[0].Income, supply, s.Supply)
		}
		if legal(s, Mint(tc.to, tc.from)) {
			t.Errorf("%s→%s: the exchange undone in the same visit", tc.from, tc.to)
		}
	}
	s := newGame(t, 2)
	setIncome(s, 0, Coins{Bronze: 2, Silver: 1})
	s.Seats[0].Purse = Coins{}
	s.Seats[1].Purse = Coins{Bronze: 36 - 2, Silver: 24 - 1, Gold: 8}
	settle(t, s) // the supply is empty
	if slices.Contains(kinds(s), KindMint) {
		t.Errorf("Mint exchanges with an empty supply: %v", describeAll(s))
	}
	s.Seats[1].Purse[Bronze] -= 3
	settle(t, s)
	if !legal(s, Mint(Silver, Bronze)) || legal(s, Mint(Bronze, Silver)) {
		t.Errorf("with 3 Bronze in the supply: %v", describeAll(s))
	}
}

// TestMintVisit is the rules review's reproduction: an Income of 6 Bronze makes
// Mint(Bronze, Silver) twice in one visit (the rulebook limits visits, not
// exchanges), and a Gold goes down to Bronze in one visit. Any other
// decision, a free one included, ends the visit for the turn; the next
// player's turn brings a new one.
func TestMintVisit(t *testing.T) {
	s := newGame(t, 2)
	setIncome(s, 0, Coins{Bronze: 6})
	settle(t, s)
	play(t, s, Mint(Bronze, Silver), Mint(Bronze, Silver))
	if got := s.Seats[0].Income; got != (Coins{Silver: 2}) {
		t.Errorf("Income %v after two exchanges, want 2 Silver", got)
	}

	s = newGame(t, 2)
	setIncome(s, 0, Coins{Bronze: 3, Gold: 1})
	settle(t, s)
	play(t, s, Mint(Gold, Silver), Mint(Silver, Bronze), Mint(Silver, Bronze))
	if got := s.Seats[0].Income; got != (Coins{Bronze: 9, Silver: 1}) {
		t.Errorf("Income %v after Gold → 3 Silver → 6 Bronze, want 9 Bronze 1 Silver", got)
	}
	if legal(s, Mint(Bronze, Silver)) || legal(s, Mint(Silver, Gold)) {
		t.Errorf("an exchange undone in the visit: %v", describeAll(s))
	}
	play(t, s, Reserve(Bronze))
	if slices.Contains(kinds(s), KindMint) {
		t.Errorf("the Mint visited again after a Reserve: %v", describeAll(s))
	}
	play(t, s, PassYear())
	if s.Current != 1 {
		t.Fatalf("seat %d to move after seat 0 passed", s.Current)
	}
	setIncome(s, 1, Coins{Bronze: 3})
	settle(t, s)
	if !legal(s, Mint(Bronze, Silver)) {
		t.Errorf("no Mint visit in the next turn: %v", describeAll(s))
	}
}

// TestChurchVisit checks the Church: one visit per turn, one or more coins
// from Income, kept for the rest of the game.
func TestChurchVisit(t *testing.T) {
	s := newGame(t, 3)
	setIncome(s, 0, Coins{Bronze: 2, Silver: 1})
	settle(t, s)
	play(t, s, Donate(Bronze))
	if s.Phase != PhaseChurch || !slices.Equal(kinds(s), []uint8{KindDonate, KindDonateDone}) {
		t.Fatalf("during the visit: %v", describeAll(s))
	}
	play(t, s, Donate(Silver), DonateDone())
	p := &s.Seats[0]
	if p.Church != (Coins{Bronze: 1, Silver: 1}) || p.Income != (Coins{Bronze: 1}) || s.Phase != PhaseMain {
		t.Fatalf("Church %v, Income %v, phase %d", p.Church, p.Income, s.Phase)
	}
	if legal(s, Donate(Bronze)) {
		t.Error("a second Church visit in one turn")
	}
	// Giving the last coin ends the visit.
	s = newGame(t, 3)
	setIncome(s, 0, Coins{Bronze: 1})
	settle(t, s)
	play(t, s, Donate(Bronze))
	if s.Phase != PhaseMain {
		t.Errorf("phase %d after giving the last coin", s.Phase)
	}
}

// TestOverseasAdvance checks the Overseas token: 1 Bronze per level paid to
// the supply, up to the top, instead of a purchase (one visit per turn);
// collecting at or below its level sends it back to the base.
func TestOverseasAdvance(t *testing.T) {
	s := newGame(t, 2)
	setIncome(s, 0, Coins{Bronze: 4, Silver: 1})
	settle(t, s)
	for k := 1; k <= OverseasTop; k++ {
		if !legal(s, Advance(k)) {
			t.Errorf("advancing %d levels not offered", k)
		}
	}
	play(t, s, Advance(3), Pay(3, 0, 0))
	p := &s.Seats[0]
	if p.Overseas != 3 || p.Discard != (Coins{}) || p.Income != (Coins{Bronze: 1, Silver: 1}) {
		t.Fatalf("token %d, discard %v, Income %v", p.Overseas, p.Discard, p.Income)
	}
	if slices.Contains(kinds(s), KindAdvance) {
		t.Error("two Overseas visits in one turn")
	}
	// Next turn: a conquest of defense 2 with a Standard Troop and the
	// token at level 3, which collects 2 Battle Strength (level 3) or 1
	// (level 2).
	only(s, 0)
	s.Phase, s.Actions, s.Overseas = PhaseMain, 0, false
	setTopLand(s, landID(t, s, Hamlet, 2))
	setIncome(s, 0, Coins{})
	give(t, s, 0, StandardTroop, 2)
	settle(t, s)
	play(t, s, Attack(Hamlet))
	if !legal(s, RedeemOverseas(4)) || !legal(s, RedeemOverseas(1)) || legal(s, RedeemOverseas(5)) {
		t.Fatalf("redeeming at level 3: %v", describeAll(s))
	}
	play(t, s, RedeemOverseas(4))
	if p.Overseas != 0 || len(p.Lands) != 2 {
		t.Errorf("token %d, lands %d", p.Overseas, len(p.Lands))
	}
	if slices.Contains(kinds(s), KindAdvance) {
		t.Error("advancing after collecting in the same turn")
	}
}

// TestPassedPlayerSkipped checks that a player who passed gets no more
// turns that year, and the turn goes clockwise.
func TestPassedPlayerSkipped(t *testing.T) {
	s := newGame(t, 4)
	play(t, s, PassYear())
	if s.Current != 1 {
		t.Fatalf("seat %d", s.Current)
	}
	play(t, s, PassYear(), PassYear())
	if s.Current != 3 {
		t.Fatalf("seat %d", s.Current)
	}
	setIncome(s, 3, Coins{Bronze: 2})
	setRow(s, 0, cardID(t, s, Field, 0), Coins{})
	settle(t, s)
	play(t, s, Buy(Bronze, 0))
	if s.Current != 3 || s.Year != 1 {
		t.Fatalf("seat %d, year %d: the only player still in plays again", s.Current, s.Year)
	}
}
