package coincrown

import (
	"slices"
	"testing"

	"tabula/engines"
)

// Test helpers: build a position by editing a fresh game's fields, repair
// the derived bookkeeping with settle, then drive it with play. Every edit
// moves components rather than creating them, and settle rebalances the
// supplies, so the engine's invariants are checked after every action of
// every scenario.

// newGame returns a fresh game for players, Year 1, with seat 0 the Start
// Player and to move, every Income empty and the Iron coins unclaimed.
func newGame(t *testing.T, players int) *State {
	t.Helper()
	s := newState(engines.Config{Players: players, Seed: 7})
	s.Start, s.Current = 0, 0
	for seat := range s.Seats {
		p := &s.Seats[seat]
		p.Purse = p.Purse.Add(p.Income)
		p.Income = Coins{}
	}
	return s
}

// settle recomputes what a scenario's edits unbalance — the coin supply,
// the Troop token and Land Upgrade Card supplies, the Iron coins — and
// checks the invariants.
func settle(t *testing.T, s *State) {
	t.Helper()
	supply := CoinsInGame
	var tokens [2]int
	upgraded := 0
	for seat := range s.Seats {
		p := &s.Seats[seat]
		supply = supply.Sub(p.Purse).Sub(p.Income).Sub(p.Discard).Sub(p.Church)
		if p.Reserved != NoCoin {
			supply[p.Reserved]--
		}
		for _, c := range p.Cards {
			if Types[MarketCards[c.ID].Type].Troop {
				tokens[troopIndex(MarketCards[c.ID].Type)] += int(c.Tokens)
			}
		}
		for _, l := range p.Lands {
			if hasUpgradeCard(l) {
				upgraded++
			}
		}
	}
	for d := range s.Rows {
		for _, sl := range s.Rows[d] {
			supply = supply.Sub(sl.Bonus)
		}
	}
	s.Supply = supply
	s.Tokens = [2]int{TroopTokens - tokens[0], TroopTokens - tokens[1]}
	s.UpgradeCards = UpgradeCards - upgraded
	for seat := range s.Seats {
		s.checkIron(seat)
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatalf("scenario is inconsistent: %v", err)
	}
}

// play applies each action, which must be legal, and checks the invariants.
func play(t *testing.T, s *State, actions ...engines.Action) {
	t.Helper()
	for _, a := range actions {
		if !slices.Contains(s.Legal(), a) {
			t.Fatalf("%+v (%s) is not legal for seat %d in phase %d; legal: %v", a, s.Describe(a), s.Current, s.Phase, describeAll(s))
		}
		if err := s.Apply(a); err != nil {
			t.Fatalf("Apply(%+v): %v", a, err)
		}
		if err := s.CheckInvariants(); err != nil {
			t.Fatalf("after %+v: %v", a, err)
		}
	}
}

// legal reports whether a is a legal action now.
func legal(s *State, a engines.Action) bool { return slices.Contains(s.Legal(), a) }

// describeAll lists the legal actions in words, for failure messages.
func describeAll(s *State) []string {
	var out []string
	for _, a := range s.Legal() {
		out = append(out, s.Describe(a))
	}
	return out
}

// kinds lists the kinds of the legal actions.
func kinds(s *State) []uint8 {
	var out []uint8
	for _, a := range s.Legal() {
		if !slices.Contains(out, a.Kind) {
			out = append(out, a.Kind)
		}
	}
	return out
}

// pullMarket takes Market card id out of its deck or row.
func pullMarket(s *State, id int16) {
	for d := range s.Decks {
		s.Decks[d] = slices.DeleteFunc(s.Decks[d], func(x int16) bool { return x == id })
		for i := range s.Rows[d] {
			if s.Rows[d][i].Card == id {
				s.Rows[d][i] = Slot{Card: -1}
			}
		}
	}
}

// cardID returns a Market card of kind ct (with attacks, for a Troop; 0:
// any) that no player owns, preferring one in a deck.
func cardID(t *testing.T, s *State, ct CardType, attacks int) int16 {
	t.Helper()
	found := int16(-1)
	for id, c := range MarketCards {
		if c.Type != ct || attacks != 0 && c.Attacks != attacks {
			continue
		}
		owned := false
		for _, p := range s.Seats {
			if slices.ContainsFunc(p.Cards, func(x Card) bool { return x.ID == int16(id) }) {
				owned = true
			}
		}
		if owned {
			continue
		}
		for d := range s.Decks {
			if slices.Contains(s.Decks[d], int16(id)) {
				return int16(id)
			}
		}
		found = int16(id)
	}
	if found < 0 {
		t.Fatalf("no free %s with %d attacks", ct, attacks)
	}
	return found
}

// give puts a Market card of kind ct (a Troop with attacks attacks, 0: any)
// into seat's Tableau, Ready and with its tokens, and returns its index.
func give(t *testing.T, s *State, seat int, ct CardType, attacks int) int {
	t.Helper()
	id := cardID(t, s, ct, attacks)
	pullMarket(s, id)
	c := Card{ID: id}
	if Types[ct].Troop {
		c.Tokens = int8(MarketCards[id].Attacks)
	}
	s.Seats[seat].Cards = append(s.Seats[seat].Cards, c)
	return len(s.Seats[seat].Cards) - 1
}

// setRow puts Market card id in place i of its row with bonus coins; the
// card there goes back to the bottom of its deck.
func setRow(s *State, i int, id int16, bonus Coins) {
	d := MarketCards[id].Deck
	pullMarket(s, id)
	if old := s.Rows[d][i].Card; old >= 0 {
		s.Decks[d] = append(s.Decks[d], old)
	}
	s.Rows[d][i] = Slot{Card: id, Bonus: bonus}
}

// setDeckTop puts Market card id on top of its deck.
func setDeckTop(s *State, id int16) {
	d := MarketCards[id].Deck
	pullMarket(s, id)
	s.Decks[d] = slices.Insert(s.Decks[d], 0, id)
}

// landID returns the first Land card of kind k with the given defense (0:
// any) still in its deck.
func landID(t *testing.T, s *State, k LandKind, defense int) int16 {
	t.Helper()
	for _, id := range s.LandDecks[k] {
		if defense == 0 || LandCards[id].Defense == defense {
			return id
		}
	}
	t.Fatalf("no %s with defense %d in its deck", k, defense)
	return -1
}

// setTopLand puts Land id on top of its deck.
func setTopLand(s *State, id int16) {
	k := LandCards[id].Kind
	s.LandDecks[k] = slices.DeleteFunc(s.LandDecks[k], func(x int16) bool { return x == id })
	s.LandDecks[k] = slices.Insert(s.LandDecks[k], 0, id)
}

// giveLand gives seat Land id at size level and returns its index. If a
// player holds it (a Hamlet dealt at setup), they get the top card of its
// deck instead.
func giveLand(s *State, seat int, id int16, level LandKind) int {
	k := LandCards[id].Kind
	s.LandDecks[k] = slices.DeleteFunc(s.LandDecks[k], func(x int16) bool { return x == id })
	for o := range s.Seats {
		for i, l := range s.Seats[o].Lands {
			if l.ID == id {
				s.Seats[o].Lands[i] = Land{ID: s.LandDecks[k][0], Level: k}
				s.LandDecks[k] = s.LandDecks[k][1:]
			}
		}
	}
	s.Seats[seat].Lands = append(s.Seats[seat].Lands, Land{ID: id, Level: level})
	return len(s.Seats[seat].Lands) - 1
}

// setIncome sets seat's Income (settle takes the coins from the supply).
func setIncome(s *State, seat int, c Coins) { s.Seats[seat].Income = c }

// only makes every other seat pass, so seat keeps the turn.
func only(s *State, seat int) {
	for o := range s.Seats {
		s.Seats[o].Passed = o != seat
	}
	s.Current = seat
}

// cardsOf returns seat's cards of kind ct.
func cardsOf(s *State, seat int, ct CardType) []Card {
	var out []Card
	for _, c := range s.Seats[seat].Cards {
		if MarketCards[c.ID].Type == ct {
			out = append(out, c)
		}
	}
	return out
}
