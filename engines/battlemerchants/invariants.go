package battlemerchants

import (
	"errors"
	"fmt"
	"slices"
)

// CheckInvariants verifies the conservation rules a legal game keeps: gold
// equals each player's ledger, weapons are neither created nor lost, every
// Craft and Kingdom Card is in exactly one place, every Demand Token is
// accounted for, and the board's shape matches the player count. Decode runs
// it on every restored state; the conformance suite after every action.
func (s *State) CheckInvariants() error {
	if s.NPlayers < 2 || s.NPlayers > 4 || len(s.Seats) != s.NPlayers {
		return fmt.Errorf("player count %d with %d mats", s.NPlayers, len(s.Seats))
	}
	regions := len(s.regions())
	if len(s.Spaces) != regions*SpacesPerRegion || len(s.Tokens) != regions*Battlefields {
		return errors.New("board does not match the player count")
	}
	if s.Current < 0 || s.Current >= s.NPlayers || s.Season < 0 || s.Season >= Seasons {
		return fmt.Errorf("current seat %d or season %d out of range", s.Current, s.Season)
	}
	if s.Phase < PhaseMain || s.Phase > PhaseOver || (s.Phase == PhaseOver) != s.Ended {
		return fmt.Errorf("phase %d with ended=%v", s.Phase, s.Ended)
	}
	if s.Passes < 0 || s.Passes >= s.NPlayers {
		return fmt.Errorf("%d Passes in a row with %d players: a round of Passes ends the Season", s.Passes, s.NPlayers)
	}
	onBoard := make([]int, s.NPlayers)
	steveOnBoard := 0
	for i, sp := range s.Spaces {
		switch {
		case sp.Owner == Steve:
			steveOnBoard++
		case sp.Owner >= 0 && int(sp.Owner) < s.NPlayers:
			onBoard[sp.Owner]++
		case sp.Owner != Empty:
			return fmt.Errorf("space %d has owner %d", i, sp.Owner)
		}
		if sp.Quality != Standard && sp.Quality != Vorpal {
			return fmt.Errorf("space %d has quality %d", i, sp.Quality)
		}
	}
	lost, defeated := s.SteveLost, s.Destroyed
	for seat := range s.Seats {
		p := &s.Seats[seat]
		sum := 0
		for _, g := range p.Ledger {
			sum += g
		}
		if sum != p.Gold || p.Gold < 0 {
			return fmt.Errorf("seat %d: gold %d but ledger sums to %d", seat, p.Gold, sum)
		}
		hand := 0
		for w := range p.Hand {
			for _, n := range p.Hand[w] {
				if n < 0 {
					return fmt.Errorf("seat %d: negative hand", seat)
				}
				hand += n
			}
		}
		if p.Forged != hand+onBoard[seat]+p.Lost {
			return fmt.Errorf("seat %d: forged %d, but %d in hand, %d on board, %d lost", seat, p.Forged, hand, onBoard[seat], p.Lost)
		}
		lost += p.Lost
		defeated += p.Defeated[Standard] + p.Defeated[Vorpal]
		var levels, discount [NumWeapons]int
		for _, w := range Mats[seat].StartCraft {
			levels[w]++
		}
		for _, id := range p.Crafts {
			if id < 0 || id >= len(CraftCards) {
				return fmt.Errorf("seat %d: craft card %d", seat, id)
			}
			levels[CraftCards[id].Weapon] += CraftCards[id].Levels
			discount[CraftCards[id].Weapon] += CraftCards[id].Discount
		}
		if levels != p.Levels || discount != p.Discount {
			return fmt.Errorf("seat %d: levels %v/discounts %v do not match the Craft Cards", seat, p.Levels, p.Discount)
		}
		if len(p.Kingdom) > KingdomLimit[s.Season] {
			return fmt.Errorf("seat %d: %d Kingdom Cards over the limit", seat, len(p.Kingdom))
		}
		for race, n := range p.Rewards {
			if n < 0 || n > s.Season+1 {
				return fmt.Errorf("seat %d: %d %s tiles by season %d", seat, n, Race(race), s.Season+1)
			}
		}
	}
	if lost != defeated {
		return fmt.Errorf("%d weapons lost but %d defeated or destroyed", lost, defeated)
	}
	if s.SteveSold != steveOnBoard+s.SteveLost {
		return fmt.Errorf("Steve sold %d, %d on board, %d lost", s.SteveSold, steveOnBoard, s.SteveLost)
	}

	craft := slices.Concat(s.CraftRow[:], s.EarlyDeck, s.LateDeck, s.CraftOut)
	kingdom := slices.Concat(s.KingdomRow[:], s.KingdomDeck, s.KingdomOut)
	for seat := range s.Seats {
		craft = append(craft, s.Seats[seat].Crafts...)
		kingdom = append(kingdom, s.Seats[seat].Kingdom...)
	}
	if err := checkCards("craft", craft, len(CraftCards), len(CraftCards)); err != nil {
		return err
	}
	if err := checkCards("kingdom", kingdom, len(KingdomCards), s.KingdomTotal); err != nil {
		return err
	}

	tokens := s.TokensOut
	for _, n := range s.SeasonArea {
		if n < 0 || n > SeasonSpaces {
			return fmt.Errorf("season area holds %d tokens", n)
		}
		tokens += n
	}
	for r := range regions {
		faceUp := true // the first token still on a region's board is face up, the rest face down
		for bf := range Battlefields {
			switch t := s.Tokens[r*Battlefields+bf]; {
			case t == TokenRemoved:
				if !faceUp {
					return fmt.Errorf("region %d: token %d gone behind a locked one", r, bf)
				}
			case t == TokenOpen && faceUp, t == TokenLocked && !faceUp:
				tokens++
				faceUp = false
			default:
				return fmt.Errorf("region %d: token %d in state %d out of order", r, bf, t)
			}
		}
	}
	if tokens != regions*Battlefields {
		return fmt.Errorf("%d of %d Demand Tokens accounted for", tokens, regions*Battlefields)
	}
	return nil
}

// checkCards verifies that ids (with -1 for empty slots) hold each of total
// distinct cards below limit exactly once.
func checkCards(what string, ids []int, limit, total int) error {
	seen := make([]bool, limit)
	n := 0
	for _, id := range ids {
		if id == -1 {
			continue
		}
		if id < 0 || id >= limit || seen[id] {
			return fmt.Errorf("%s card %d missing or duplicated", what, id)
		}
		seen[id] = true
		n++
	}
	if n != total {
		return fmt.Errorf("%d of %d %s cards accounted for", n, total, what)
	}
	return nil
}
