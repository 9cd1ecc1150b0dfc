package emara

import "slices"

func (s *State) startTurn() {
	s.TurnSeq++
	s.Phase = PhasePlay
	s.Card, s.Slot, s.CardDone, s.MoveDone = -1, 0, false, false
	s.Bonus, s.Powers, s.Chamber = 0, 0, ChamberNone
	s.Loc, s.LocDone = -1, 0
}

// play puts a card on a slot; a resource or Signet Ring card is taken at
// once (taking it later is never better: see RULES.md).
func (s *State) play(c Card, slot int) {
	p := &s.Seats[s.Current]
	i := slices.Index(p.Hand, int8(c))
	p.Hand = slices.Delete(p.Hand, i, i+1)
	p.Slots[slot] = int8(c)
	s.Card, s.Slot = int8(c), int8(slot)
	s.Phase = PhaseTurn
	switch {
	case cardResource[c] >= 0:
		p.Res[cardResource[c]]++
		s.CardDone = true
	case c == CardRing:
		p.Rings++
		s.CardDone = true
	}
}

func (s *State) moveCouncilor(c, steps int) {
	p := &s.Seats[s.Current]
	p.Councilor[c] = int8((int(p.Councilor[c]) + steps) % RingSize)
	s.enter(s.councilorLocation(s.Current, c))
}

// enter starts acting at l: after a move, or with the Town card. The Town
// actions already taken this turn stay taken (LocDone): "You may perform
// each Action 1x" holds for the turn, not for each visit.
func (s *State) enter(l Location) {
	s.Phase, s.Loc = PhaseLocation, int8(l)
}

// collect is the Countryside action: 1 resource, and per own Craftsman 1
// more or 1 Grain → 1 Bread (rules, Countryside Location Actions).
func (s *State) collect(breads, coins int) {
	p := &s.Seats[s.Current]
	l := Location(s.Loc)
	n := s.craftsmenAt(s.Current, l)
	p.Res[l.Yield()] += CountrysideBaseGain + n - breads
	p.Res[Grain] -= breads - coins
	p.Coins -= coins
	p.Bread += breads
	s.Phase, s.Loc = PhaseTurn, -1
}

func (s *State) useFavor(t int) {
	p := &s.Seats[s.Current]
	i := slices.Index(p.Favors, int8(t))
	p.Favors = slices.Delete(p.Favors, i, i+1)
	s.FavorDiscard = append(s.FavorDiscard, int8(t))
	s.refillFavors()
	switch FavorTokens[t].Reward {
	case RewardCitizens:
		p.Cit[CitFavors] += FavorCitizens
	case RewardBuildings:
		s.gainBuildings(s.Current, FavorBuildings, BldFavors)
	case RewardBook:
		p.Books++
	case RewardRing:
		p.Rings++
	case RewardCoin:
		p.Coins++
	}
}

// drawFavors draws up to 3 Favor Tokens to choose from, reshuffling the
// discard pile whenever the stack runs out (rules, Cathedral).
func (s *State) drawFavors() {
	s.Drawn = s.Drawn[:0]
	for range FavorDraw {
		if len(s.FavorStack) == 0 {
			if len(s.FavorDiscard) == 0 {
				break
			}
			s.FavorStack, s.FavorDiscard = s.FavorDiscard, nil
			shuffle8(&s.RNG, s.FavorStack)
			s.note(Happening{Kind: HappeningFavorReshuffle})
		}
		s.Drawn = append(s.Drawn, s.FavorStack[0])
		s.FavorStack = s.FavorStack[1:]
	}
	s.refillFavors()
	s.Reveals++
	s.note(Happening{Kind: HappeningFavorsDrawn, Seat: s.Current, N: len(s.Drawn)})
	if len(s.Drawn) > 0 {
		slices.Sort(s.Drawn)
		s.Phase = PhaseFavor
	}
}

// refillFavors makes the shuffled discard pile the new Favor Token stack
// when the stack is empty: "If at any time the Favor Token stack is empty,
// shuffle the discard pile and place it as a new face down stack" (rules,
// Cathedral). From rules version 3 it is called whenever the stack or the
// discard pile changes; under version 2 only a draw refilled the stack.
func (s *State) refillFavors() {
	if s.Rules >= 3 && len(s.FavorStack) == 0 && len(s.FavorDiscard) > 0 {
		s.FavorStack, s.FavorDiscard = s.FavorDiscard, nil
		shuffle8(&s.RNG, s.FavorStack)
		s.Reveals++
		s.note(Happening{Kind: HappeningFavorReshuffle})
	}
}

// recruit takes the Advisor on space i of l, refills the space from the B
// stack and gives the Advisor's points and one-time gains (rules, Recruit an
// Advisor).
func (s *State) recruit(l Location, i int) {
	seat := s.Current
	p := &s.Seats[seat]
	t := l - Castle
	id := s.Spaces[t][i]
	s.Spaces[t][i] = -1
	if len(s.BStack) > 0 {
		s.Spaces[t][i] = s.BStack[0]
		s.BStack = s.BStack[1:]
		s.Reveals++ // the next B Advisor shows on the stack
	}
	s.note(Happening{Kind: HappeningBStack, Loc: l, Advisor: int(s.Spaces[t][i])})
	p.Advisors = append(p.Advisors, id)
	p.Held = heldPowers(p.Advisors)
	a := &Advisors[id]
	p.Cit[CitAdvisors] += a.Citizens
	p.Coins += a.Coins
	p.Books += a.Books
	p.Rings += a.Rings
	if a.Buildings > 0 {
		s.gainBuildings(seat, a.Buildings, BldAdvisors)
	}
}
