package battlemerchants

import (
	"slices"
	"testing"

	"tabula/engines"
	"tabula/engines/contract"
	"tabula/engines/rng"
)

// Test helpers: build a position by editing a fresh game's fields, repair
// the derived bookkeeping with settle, then drive it with play. Every edit
// keeps the cards and weapons accounted for, so the engine's invariants are
// checked after every action of every scenario.

// newGame returns a fresh game for players with seat 0 to move.
func newGame(t *testing.T, players int) *State {
	t.Helper()
	s := newState(engines.Config{Players: players, Seed: 7})
	s.Current = 0
	return s
}

// settle recomputes the bookkeeping a scenario's edits touch (ledgers,
// forged counts, Demand Tokens out of the game) and checks the invariants.
func settle(t *testing.T, s *State) {
	t.Helper()
	removed := 0
	for _, tok := range s.Tokens {
		if tok == TokenRemoved {
			removed++
		}
	}
	inArea := 0
	for _, n := range s.SeasonArea {
		inArea += n
	}
	if removed < inArea {
		t.Fatalf("scenario: %d tokens in the Season Area but only %d removed from the board", inArea, removed)
	}
	s.TokensOut = removed - inArea
	onBoard := make([]int, s.NPlayers)
	steve := 0
	for _, sp := range s.Spaces {
		switch {
		case sp.Owner == Steve:
			steve++
		case sp.Owner >= 0:
			onBoard[sp.Owner]++
		}
	}
	// Tiles in Defeated piles or destroyed were lost by someone: book any
	// the scenario did not say to the last seat.
	lost, gone := s.SteveLost, s.Destroyed
	for _, p := range s.Seats {
		lost += p.Lost
		gone += p.Defeated[Standard] + p.Defeated[Vorpal]
	}
	if gone > lost {
		s.Seats[s.NPlayers-1].Lost += gone - lost
	}
	s.SteveSold = steve + s.SteveLost
	for seat := range s.Seats {
		p := &s.Seats[seat]
		hand := 0
		for w := range p.Hand {
			hand += p.Hand[w][Standard] + p.Hand[w][Vorpal]
		}
		p.Forged = hand + onBoard[seat] + p.Lost
		sum := 0
		for i, g := range p.Ledger {
			if i != LedgerStart {
				sum += g
			}
		}
		p.Ledger[LedgerStart] = p.Gold - sum
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
			t.Fatalf("%+v is not legal for seat %d in phase %d; legal: %v", a, s.Current, s.Phase, describeAll(s))
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

// at returns the Weapon Space of race's row in region at battlefield bf
// (0 nearest the centre).
func at(t *testing.T, s *State, region Region, race Race, bf int) int {
	t.Helper()
	for r, def := range s.regions() {
		if def.Region != region {
			continue
		}
		for side, rc := range def.Races {
			if rc == race {
				return spaceIndex(r, bf, side)
			}
		}
	}
	t.Fatalf("no %s row in the %s with %d players", race, region, s.NPlayers)
	return -1
}

// regionIndex returns the index of region on the board in use.
func regionIndex(t *testing.T, s *State, region Region) int {
	t.Helper()
	i := slices.IndexFunc(s.regions(), func(d RegionDef) bool { return d.Region == region })
	if i < 0 {
		t.Fatalf("no %s with %d players", region, s.NPlayers)
	}
	return i
}

// openTo removes region's Demand Tokens before battlefield bf, turns bf's
// face up and leaves the rest locked (bf == Battlefields removes them all).
func openTo(t *testing.T, s *State, region Region, bf int) {
	t.Helper()
	r := regionIndex(t, s, region)
	for i := range Battlefields {
		switch {
		case i < bf:
			s.Tokens[r*Battlefields+i] = TokenRemoved
		case i == bf:
			s.Tokens[r*Battlefields+i] = TokenOpen
		default:
			s.Tokens[r*Battlefields+i] = TokenLocked
		}
	}
}

// token returns the state of the Demand Token at region's battlefield bf.
func token(t *testing.T, s *State, region Region, bf int) int8 {
	t.Helper()
	return s.Tokens[regionIndex(t, s, region)*Battlefields+bf]
}

// place puts a weapon of owner (a seat or Steve) on space.
func place(s *State, space int, owner int, q Quality) {
	s.Spaces[space] = Space{Owner: int8(owner), Quality: q}
}

// give puts n weapons into seat's hand.
func give(s *State, seat int, w Weapon, q Quality, n int) {
	s.Seats[seat].Hand[w][q] += n
}

// setGold sets a seat's gold.
func setGold(s *State, seat, gold int) { s.Seats[seat].Gold = gold }

// craftID returns a Craft Card from either deck with these properties that
// no player holds, preferring one that is not in the row.
func craftID(t *testing.T, s *State, w Weapon, levels int, cost CraftCost, discount int) int {
	t.Helper()
	found := -1
	for id, c := range CraftCards {
		if c.Weapon != w || c.Levels != levels || c.Cost != cost || c.Discount != discount {
			continue
		}
		if slices.ContainsFunc(s.Seats, func(p Player) bool { return slices.Contains(p.Crafts, id) }) {
			continue
		}
		if !slices.Contains(s.CraftRow[:], id) {
			return id
		}
		found = id
	}
	if found < 0 {
		t.Fatalf("no free %s Craft Card with %d levels, cost %d, discount %d", w, levels, cost, discount)
	}
	return found
}

// pullCraft takes a Craft Card out of wherever it is.
func pullCraft(s *State, id int) {
	drop := func(ids []int) []int { return slices.DeleteFunc(ids, func(x int) bool { return x == id }) }
	s.EarlyDeck, s.LateDeck, s.CraftOut = drop(s.EarlyDeck), drop(s.LateDeck), drop(s.CraftOut)
	for i := range s.CraftRow {
		if s.CraftRow[i] == id {
			s.CraftRow[i] = -1
		}
	}
	for seat := range s.Seats {
		s.Seats[seat].Crafts = drop(s.Seats[seat].Crafts)
	}
}

// setCraftRow puts Craft Card id (or -1) in a row slot; the card there goes
// to the discard pile.
func setCraftRow(s *State, slot, id int) {
	if old := s.CraftRow[slot]; old >= 0 {
		s.CraftRow[slot] = -1
		s.CraftOut = append(s.CraftOut, old)
	}
	if id >= 0 {
		pullCraft(s, id)
	}
	s.CraftRow[slot] = id
}

// clearRows empties both card rows into the discard piles (Slush Fund
// included: it goes back to the discard pile only in tests).
func clearRows(s *State) {
	for i := range s.CraftRow {
		setCraftRow(s, i, -1)
	}
	for i := range s.KingdomRow {
		setKingdomRow(s, i, -1)
	}
}

// giveCraft gives seat a Craft Card with its Levels and discount.
func giveCraft(s *State, seat, id int) {
	pullCraft(s, id)
	p := &s.Seats[seat]
	c := CraftCards[id]
	p.Crafts = append(p.Crafts, id)
	p.Levels[c.Weapon] += c.Levels
	p.Discount[c.Weapon] += c.Discount
}

// kingdomID returns the Kingdom Card called name.
func kingdomID(t *testing.T, name string) int {
	t.Helper()
	i := slices.IndexFunc(KingdomCards, func(k KingdomCard) bool { return k.Name == name })
	if i < 0 {
		t.Fatalf("no Kingdom Card %q", name)
	}
	return i
}

// pullKingdom takes a Kingdom Card out of wherever it is.
func pullKingdom(s *State, id int) {
	drop := func(ids []int) []int { return slices.DeleteFunc(ids, func(x int) bool { return x == id }) }
	s.KingdomDeck, s.KingdomOut = drop(s.KingdomDeck), drop(s.KingdomOut)
	for i := range s.KingdomRow {
		if s.KingdomRow[i] == id {
			s.KingdomRow[i] = -1
		}
	}
	for seat := range s.Seats {
		s.Seats[seat].Kingdom = drop(s.Seats[seat].Kingdom)
	}
}

// setKingdomRow puts Kingdom Card id (or -1) in a row slot; the card there
// goes to the discard pile.
func setKingdomRow(s *State, slot, id int) {
	if old := s.KingdomRow[slot]; old >= 0 {
		s.KingdomRow[slot] = -1
		s.KingdomOut = append(s.KingdomOut, old)
	}
	if id >= 0 {
		pullKingdom(s, id)
	}
	s.KingdomRow[slot] = id
}

// giveKingdom puts a Kingdom Card in front of seat.
func giveKingdom(s *State, seat, id int) {
	pullKingdom(s, id)
	s.Seats[seat].Kingdom = append(s.Seats[seat].Kingdom, id)
}

// lastTurn makes the current turn the last of the Season, as if the next
// seat had triggered its end and everyone else had had a final turn.
func lastTurn(s *State) {
	s.Trigger = (s.Current + 1) % s.NPlayers
	s.FinalTurns = 1
}

// golds returns every seat's gold.
func golds(s *State) []int {
	g := make([]int, s.NPlayers)
	for i := range s.Seats {
		g[i] = s.Seats[i].Gold
	}
	return g
}

// randomPrefix plays the first n actions of contract.RandomPlayout's game
// for players and seed (the same choices), checking the invariants.
func randomPrefix(t *testing.T, players int, seed uint64, n int) *State {
	t.Helper()
	s := newState(engines.Config{Players: players, Seed: seed})
	r := rng.New(seed ^ contract.ChoiceSalt)
	for range n {
		legal := s.Legal()
		play(t, s, legal[r.Intn(len(legal))])
	}
	return s
}

// kingdomSlot returns the row slot of the face-up Kingdom Card called name.
func kingdomSlot(t *testing.T, s *State, name string) int {
	t.Helper()
	i := slices.Index(s.KingdomRow[:], kingdomID(t, name))
	if i < 0 {
		t.Fatalf("%s is not face up: row %v", name, s.KingdomRow)
	}
	return i
}
