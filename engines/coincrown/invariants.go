package coincrown

import (
	"errors"
	"fmt"
	"slices"
)

// CheckInvariants verifies the conservation rules a legal game keeps:
// every coin of each denomination is in exactly one place (supply, purses,
// Income, discard piles, reserves, the Church, Bonus Coins on Market
// cards), every Market and Land card is in exactly one place, Troop tokens
// and Land Upgrade Cards are accounted for, the Iron coins are held by
// majorities, and the turn bookkeeping is in range. Decode runs it on every
// restored state; the conformance suite after every action.
func (s *State) CheckInvariants() error {
	n := s.NPlayers
	if n < 2 || n > 4 || len(s.Seats) != n {
		return fmt.Errorf("player count %d with %d seats", n, len(s.Seats))
	}
	if s.Year < 1 || s.Year > Years || s.Current < 0 || s.Current >= n || s.Start < 0 || s.Start >= n {
		return fmt.Errorf("year %d, current seat %d or start player %d out of range", s.Year, s.Current, s.Start)
	}
	if s.Phase < PhaseMain || s.Phase > PhaseOver || (s.Phase == PhaseOver) != s.Ended {
		return fmt.Errorf("phase %d with ended=%v", s.Phase, s.Ended)
	}
	if err := s.checkCoins(); err != nil {
		return err
	}
	if err := s.checkCards(); err != nil {
		return err
	}
	if err := s.checkPhase(); err != nil {
		return err
	}
	for c, holder := range s.Iron {
		if holder < -1 || int(holder) >= n {
			return fmt.Errorf("iron coin %s held by seat %d", Category(c), holder)
		}
	}
	counts := make([][NumCategories]int, n)
	for seat := range s.Seats {
		counts[seat] = s.categoryCounts(seat)
	}
	for c := range Category(NumCategories) {
		for seat := range s.Seats {
			if int(s.Iron[c]) == seat {
				continue
			}
			more := true // seat has more than every other player
			for o := range s.Seats {
				if o != seat && counts[o][c] >= counts[seat][c] {
					more = false
				}
			}
			if more {
				return fmt.Errorf("seat %d has the most %s but not the Iron coin (held by %d)", seat, c, s.Iron[c])
			}
		}
	}
	return nil
}

func (s *State) checkCoins() error {
	total := s.Supply
	for seat := range s.Seats {
		p := &s.Seats[seat]
		for _, c := range []Coins{p.Purse, p.Income, p.Discard, p.Church} {
			for d, k := range c {
				if k < 0 {
					return fmt.Errorf("seat %d holds %d %s coins somewhere", seat, k, Denom(d))
				}
			}
			total = total.Add(c)
		}
		if p.Reserved != NoCoin {
			if p.Reserved < 0 || p.Reserved >= NumDenoms {
				return fmt.Errorf("seat %d reserved coin %d", seat, p.Reserved)
			}
			total[p.Reserved]++
		}
		if p.Overseas < 0 || p.Overseas > OverseasTop {
			return fmt.Errorf("seat %d's Overseas token at level %d", seat, p.Overseas)
		}
	}
	for d := range s.Rows {
		for i, sl := range s.Rows[d] {
			if (sl.Card < 0 || i >= s.rowSize()) && sl.Bonus != (Coins{}) {
				return fmt.Errorf("bonus coins on empty place %d of the %s row", i, Denom(d))
			}
			if sl.Bonus[Bronze] < 0 || sl.Bonus[Silver] < 0 || sl.Bonus[Gold] != 0 {
				return fmt.Errorf("bonus coins %v on the %s row", sl.Bonus, Denom(d))
			}
			total = total.Add(sl.Bonus)
		}
	}
	for d, k := range s.Supply {
		if k < 0 {
			return fmt.Errorf("supply holds %d %s coins", k, Denom(d))
		}
	}
	if total != CoinsInGame {
		return fmt.Errorf("coins in play %v, want %v", total, CoinsInGame)
	}
	return nil
}

func (s *State) checkCards() error {
	seen := make([]bool, len(MarketCards))
	mark := func(id int16, where string) error {
		if id < 0 || int(id) >= len(MarketCards) || seen[id] {
			return fmt.Errorf("market card %d missing or duplicated (%s)", id, where)
		}
		seen[id] = true
		return nil
	}
	for d := range s.Rows {
		for i, sl := range s.Rows[d] {
			if sl.Card == -1 {
				continue
			}
			if i >= s.rowSize() || MarketCards[max(sl.Card, 0)].Deck != Denom(d) {
				return fmt.Errorf("card %d out of place in the %s row", sl.Card, Denom(d))
			}
			if err := mark(sl.Card, "row"); err != nil {
				return err
			}
		}
		for _, id := range s.Decks[d] {
			if err := mark(id, "deck"); err != nil {
				return err
			}
			if MarketCards[id].Deck != Denom(d) {
				return fmt.Errorf("card %d in the %s deck", id, Denom(d))
			}
		}
	}
	var tokens [2]int
	lands := make([]bool, len(LandCards))
	upgraded := 0
	for seat := range s.Seats {
		p := &s.Seats[seat]
		for _, c := range p.Cards {
			if err := mark(c.ID, "tableau"); err != nil {
				return err
			}
			mc := MarketCards[c.ID]
			info := Types[mc.Type]
			switch {
			case info.Troop && c.Retired && c.Tokens != 0,
				info.Troop && !c.Retired && (c.Tokens < 1 || int(c.Tokens) > mc.Attacks),
				!info.Troop && c.Tokens != 0:
				return fmt.Errorf("seat %d: %s with %d tokens (retired %v)", seat, mc.Type, c.Tokens, c.Retired)
			case c.Retired && !info.Retires && !info.Troop:
				return fmt.Errorf("seat %d: a %s cannot be retired", seat, mc.Type)
			}
			if info.Troop {
				tokens[troopIndex(mc.Type)] += int(c.Tokens)
			}
		}
		for _, l := range p.Lands {
			if l.ID < 0 || int(l.ID) >= len(LandCards) || lands[l.ID] {
				return fmt.Errorf("land %d missing or duplicated", l.ID)
			}
			lands[l.ID] = true
			if l.Level < LandCards[l.ID].Kind || l.Level > City {
				return fmt.Errorf("seat %d: a %s at size %d", seat, LandCards[l.ID].Kind, l.Level)
			}
			if hasUpgradeCard(l) {
				upgraded++
			}
		}
	}
	for k, deck := range s.LandDecks {
		for _, id := range deck {
			if id < 0 || int(id) >= len(LandCards) || lands[id] || LandCards[id].Kind != LandKind(k) {
				return fmt.Errorf("land %d missing, duplicated or in the wrong deck", id)
			}
			lands[id] = true
		}
	}
	for id, ok := range seen {
		if !ok {
			return fmt.Errorf("market card %d is nowhere", id)
		}
	}
	for id, ok := range lands {
		if !ok {
			return fmt.Errorf("land %d is nowhere", id)
		}
	}
	for i := range tokens {
		if tokens[i]+s.Tokens[i] != TroopTokens || s.Tokens[i] < 0 {
			return fmt.Errorf("troop tokens: %d on cards, %d in the supply", tokens[i], s.Tokens[i])
		}
	}
	if upgraded+s.UpgradeCards != UpgradeCards || s.UpgradeCards < 0 {
		return fmt.Errorf("land upgrade cards: %d on lands, %d in the supply", upgraded, s.UpgradeCards)
	}
	return nil
}

// checkPhase checks the bookkeeping of the decision in progress.
func (s *State) checkPhase() error {
	p := &s.Seats[s.Current]
	if s.Ended {
		return nil
	}
	if p.Passed {
		return errors.New("the player to move has passed")
	}
	exchanges := mintBit(Bronze, Silver) | mintBit(Silver, Gold) | mintBit(Silver, Bronze) | mintBit(Gold, Silver)
	if s.Minted&^exchanges != 0 || s.MintLeft && s.Minted == 0 {
		return fmt.Errorf("mint visit %08b, left %v", s.Minted, s.MintLeft)
	}
	switch s.Phase {
	case PhaseForce:
		if s.Target < 0 || s.Target >= NumLandKinds || len(s.LandDecks[s.Target]) == 0 {
			return fmt.Errorf("conquest of land deck %d", s.Target)
		}
		if int(s.Strength) >= LandCards[s.LandDecks[s.Target][0]].Defense || s.Worn > s.Troops {
			return fmt.Errorf("conquest with strength %d, %d troops, %d armor", s.Strength, s.Troops, s.Worn)
		}
	case PhaseUpgrade:
		if s.Target < 0 || int(s.Target) >= len(p.Lands) || p.Lands[s.Target].Level >= City {
			return fmt.Errorf("upgrade of land %d", s.Target)
		}
		if s.Wild < 0 || slices.ContainsFunc(s.Needs[:], func(n int8) bool { return n < 0 }) {
			return fmt.Errorf("upgrade needing %v with %d wild", s.Needs, s.Wild)
		}
	case PhasePay:
		if s.PayCost <= 0 || p.Income.Value() < int(s.PayCost) {
			return fmt.Errorf("payment of %d with %v", s.PayCost, p.Income)
		}
		if !s.payTargetOK() {
			return fmt.Errorf("payment for %d (%d, %d) returning to phase %d", s.PayFor, s.PayA, s.PayB, s.Back)
		}
	case PhaseChurch:
		if s.Back != PhaseMain && s.Back != PhaseAfter {
			return fmt.Errorf("church visit returning to phase %d", s.Back)
		}
	case PhaseMain:
		if s.Actions != 0 {
			return errors.New("an action taken before the main phase ended")
		}
	}
	return nil
}

// payTargetOK checks that a pending payment is for something that exists
// and returns to a phase it can come from.
func (s *State) payTargetOK() bool {
	a, b := s.PayA, s.PayB
	validRow := a >= 0 && a < NumDenoms
	main := s.Back == PhaseAfter
	switch s.PayFor {
	case PayBuy:
		return main && validRow && b >= 0 && int(b) < s.rowSize() && s.Rows[a][b].Card >= 0
	case PayDraw, PayTop:
		return main && validRow && len(s.Decks[a]) > 0
	case PayDiplomacy:
		return main && a >= 0 && a < NumLandKinds && Diplomacy(LandKind(a)) && len(s.LandDecks[a]) > 0
	case PayOverseas:
		if a < 0 || int(a) >= len(OverseasItems) {
			return false
		}
		it := OverseasItems[a]
		switch s.Back {
		case PhaseForce:
			return it.Strength > 0 && s.Target >= 0 && s.Target < NumLandKinds && len(s.LandDecks[s.Target]) > 0
		case PhaseUpgrade:
			return it.Resource != NoResource && s.Target >= 0 && int(s.Target) < len(s.Seats[s.Current].Lands) &&
				s.Needs[it.Resource] > 0
		}
		return false
	case PayAdvance:
		return (s.Back == PhaseMain || s.Back == PhaseAfter) && a >= 1 &&
			int(s.Seats[s.Current].Overseas)+int(a) <= OverseasTop
	}
	return false
}
