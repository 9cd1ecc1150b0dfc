package battlemerchants

import (
	"fmt"

	"tabula/engines"
)

// scoreEnd is Year's End (rules, Year's End; 2-player Game End): unsold
// weapons at their End value, the Defeated Weapons bonus, End cards.
func (s *State) scoreEnd() {
	for seat := range s.Seats {
		p := &s.Seats[seat]
		p.Ledger[LedgerUnsold] += s.unsoldGold(seat)
		p.Ledger[LedgerEndCards] += s.endCardGold(seat)
	}
	for seat, bonus := range s.defeatedBonus() {
		s.Seats[seat].Ledger[LedgerDefeated] += bonus
	}
	for seat := range s.Seats {
		p := &s.Seats[seat]
		p.Gold += p.Ledger[LedgerUnsold] + p.Ledger[LedgerDefeated] + p.Ledger[LedgerEndCards]
	}
	s.Ended = true
	s.Phase = PhaseOver
}

// unsoldGold is what seat's unsold weapons score at Year's End: their End
// value, but with Royal Armory (EndFullValue) the card's N most valuable
// (all when N is 0) at their Sell value.
func (s *State) unsoldGold(seat int) int {
	p := &s.Seats[seat]
	var count [NumQualities]int
	for w := range p.Hand {
		for q, n := range p.Hand[w] {
			count[q] += n
		}
	}
	full := 0
	for _, id := range p.Kingdom {
		if k := s.Kingdom(id); k.Effect == EndFullValue {
			full = k.N
			if full == 0 {
				full = count[Standard] + count[Vorpal]
			}
		}
	}
	gold := 0
	for _, q := range []Quality{Vorpal, Standard} { // the most valuable first
		atSell := min(full, count[q])
		full -= atSell
		gold += atSell*SellValue[q] + (count[q]-atSell)*EndValue[q]
	}
	return gold
}

// DefeatedTotal is the value of a player's Defeated Weapons pile.
func (p *Player) DefeatedTotal() int {
	return p.Defeated[Standard]*DefeatedWorth[Standard] + p.Defeated[Vorpal]*DefeatedWorth[Vorpal]
}

// defeatedBonus returns each seat's Defeated Weapons bonus. Interpretation
// (the rulebook is silent on ties): a player needs a pile to score; every
// player tied for the highest total gets the first prize; the second prize
// goes to those tied for the next total only when one player was highest.
// With 2 players only the highest total scores, 7 gold (ties: both).
func (s *State) defeatedBonus() []int {
	bonus := make([]int, s.NPlayers)
	best, second := 0, 0
	for i := range s.Seats {
		t := s.Seats[i].DefeatedTotal()
		if t > best {
			best, second = t, best
		} else if t > second && t < best {
			second = t
		}
	}
	if best == 0 {
		return bonus
	}
	first := DefeatedFirst
	if s.NPlayers == 2 {
		first = DefeatedNext
	}
	leaders := 0
	for i := range s.Seats {
		if s.Seats[i].DefeatedTotal() == best {
			bonus[i] = first
			leaders++
		}
	}
	if s.NPlayers == 2 || leaders > 1 || second == 0 {
		return bonus
	}
	for i := range s.Seats {
		if s.Seats[i].DefeatedTotal() == second {
			bonus[i] = DefeatedNext
		}
	}
	return bonus
}

// endCardGold is what a player's End Kingdom Cards pay at Year's End.
func (s *State) endCardGold(seat int) int {
	p := &s.Seats[seat]
	gold := 0
	for _, id := range p.Kingdom {
		k := s.Kingdom(id)
		switch k.Effect {
		case EndPerDefeated:
			gold += k.N * (p.Defeated[Standard] + p.Defeated[Vorpal])
		case EndPerReward:
			tiles := 0
			for race := range Race(NumRaces) {
				tiles += s.rewardTiles(seat, race)
			}
			if s.Rules >= 3 { // version 3: the Region tiles are Reward Tiles too
				for _, owner := range s.RegionOwner {
					if owner == int8(seat) {
						tiles++
					}
				}
			}
			gold += k.N * tiles
		case EndPerCraft:
			gold += k.N * len(p.Crafts)
		case EndPerBoard:
			gold += k.N * s.weaponsOnBoard(seat)
		case EndPerVorpalBoard:
			for _, sp := range s.Spaces {
				if sp.Owner == int8(seat) && sp.Quality == Vorpal {
					gold += k.N
				}
			}
		case EndPerRegion:
			for r := range s.regions() {
				for i := r * SpacesPerRegion; i < (r+1)*SpacesPerRegion; i++ {
					if s.Spaces[i].Owner == int8(seat) {
						gold += k.N
						break
					}
				}
			}
		}
	}
	return gold
}

// Result is the score sheet: every ledger category per seat, gold as the
// score, and the tie-break of rules, Year's End (2 gold per Standard and 3
// per Vorpal Weapon on the board).
func (s *State) Result() engines.Result {
	r := engines.Result{
		Categories: LedgerNames[:],
		Points:     make([][]int, s.NPlayers),
		Scores:     make([]int, s.NPlayers),
		TieBreak:   make([]int, s.NPlayers),
	}
	for seat := range s.Seats {
		r.Points[seat] = append([]int(nil), s.Seats[seat].Ledger[:]...)
		r.Scores[seat] = s.Seats[seat].Gold
	}
	for _, sp := range s.Spaces {
		if sp.Owner >= 0 {
			r.TieBreak[sp.Owner] += TieBreakWorth[sp.Quality]
		}
	}
	r.RankSeats()
	return r
}

// ProjectedResult is the score sheet as Year's End would write it if the
// game ended now (engines.Projector): every seat's unsold weapons at their
// End value, the Defeated Weapons bonus and the End cards added to the gold
// in hand. All of it is public.
func (s *State) ProjectedResult() engines.Result {
	if s.Ended {
		return s.Result()
	}
	p := s.clone()
	p.scoreEnd()
	return p.Result()
}

// Progress names the Season, e.g. "Summer, 2 of 4 Seasons".
func (s *State) Progress() string {
	if s.Ended {
		return "Game over"
	}
	return fmt.Sprintf("%s, %d of %d Seasons", seasonNames[s.Season], s.Season+1, Seasons)
}

// SeasonName is the current Season's name.
func (s *State) SeasonName() string { return seasonNames[min(s.Season, Seasons-1)] }
