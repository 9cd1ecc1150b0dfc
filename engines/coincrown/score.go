package coincrown

import (
	"fmt"

	"tabula/engines"
)

// Scoring categories of Result, in display order.
const (
	ScoreHamlets = iota
	ScoreVillages
	ScoreTowns
	ScoreCities
	ScoreChurch
	ScoreIron
	NumScores
)

// ScoreNames labels the scoring categories.
var ScoreNames = [NumScores]string{"Hamlets", "Villages", "Towns", "Cities", "Church", "Iron coins"}

// ChurchAwards returns each seat's Church points (rules, Winning: Church):
// donors are ranked by the value they gave, equal values sharing a place
// and the next value taking the next place; a place's points go to each
// donor in it, less ChurchTiePenalty if there are several (never below
// 0). A player who gave nothing scores nothing.
func (s *State) ChurchAwards() []int {
	points := ChurchPoints(s.NPlayers)
	out := make([]int, s.NPlayers)
	given := make([]int, s.NPlayers)
	for seat := range s.Seats {
		given[seat] = s.Seats[seat].Church.Value()
	}
	above := 1 << 30 // the value of the last place awarded
	for _, pts := range points {
		best := 0
		for _, v := range given {
			if v < above && v > best {
				best = v
			}
		}
		if best == 0 {
			break
		}
		tied := 0
		for _, v := range given {
			if v == best {
				tied++
			}
		}
		if tied > 1 {
			pts = max(pts-ChurchTiePenalty, 0)
		}
		for seat, v := range given {
			if v == best {
				out[seat] = pts
			}
		}
		above = best
	}
	return out
}

// CoinValue is the value of the coins seat holds outside the Church:
// purse, Personal Discard Pile, Income and the reserved coin (the last
// tie-breaker).
func (s *State) CoinValue(seat int) int {
	p := &s.Seats[seat]
	v := p.Purse.Value() + p.Discard.Value() + p.Income.Value()
	if p.Reserved != NoCoin {
		v += DenomValue[p.Reserved]
	}
	return v
}

// LandCounts counts seat's Lands by their current size.
func (s *State) LandCounts(seat int) [NumLandKinds]int {
	var n [NumLandKinds]int
	for _, l := range s.Seats[seat].Lands {
		n[l.Level]++
	}
	return n
}

// Result is the score sheet (rules, Winning): Lands 1/2/4/7, the Church,
// Iron coins. The tie-break is the rulebook's chain — most Cities, then
// Towns, Villages, Hamlets, then the most coin value in purse and
// Personal Discard Pile — packed into one number. Before the end it is the
// score as if the game ended now.
func (s *State) Result() engines.Result {
	r := engines.Result{
		Categories: ScoreNames[:],
		Points:     make([][]int, s.NPlayers),
		Scores:     make([]int, s.NPlayers),
		TieBreak:   make([]int, s.NPlayers),
	}
	church := s.ChurchAwards()
	for seat := range s.Seats {
		row := make([]int, NumScores)
		lands := s.LandCounts(seat)
		for k, n := range lands {
			row[ScoreHamlets+k] = n * LandPoints[k]
		}
		row[ScoreChurch] = church[seat]
		for c, holder := range s.Iron {
			if int(holder) == seat {
				row[ScoreIron] += IronValue[c]
			}
		}
		total := 0
		for _, v := range row {
			total += v
		}
		r.Points[seat] = row
		r.Scores[seat] = total
		tb := 0
		for k := City; k >= Hamlet; k-- {
			tb = tb*100 + lands[k]
		}
		r.TieBreak[seat] = tb*1000 + s.CoinValue(seat)
	}
	r.RankSeats()
	return r
}

// ProjectedResult is Result (engines.Projector): the rulebook scores only
// Lands, the Church and Iron coins, which Result already counts as if the
// game ended now.
func (s *State) ProjectedResult() engines.Result { return s.Result() }

// Progress names the year, e.g. "Year 2 of 5".
func (s *State) Progress() string {
	if s.Ended {
		return "Game over"
	}
	return fmt.Sprintf("Year %d of %d", s.Year, Years)
}
