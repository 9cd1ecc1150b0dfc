package emara

import (
	"fmt"

	"tabula/engines"
)

// endPoints is what a player's leftovers score at the end (rules, End of
// the Game): 2 per Signet Ring; 1 per Gold Coin, Favor Token, Book and
// Bread; 1 per 2 resources.
func (p *Player) endPoints() int {
	return EndRingPoints*p.Rings + EndItemPoints*(p.Coins+len(p.Favors)+p.Books+p.Bread) + p.Resources()/EndResourcesPerPt
}

// splitEnd divides end points between the tracks to maximise the lower
// one: the rulebook lets each player place them as they like, and the best
// placement also fixes the tie-break (the higher track is the total less the
// lower one, whatever the split). It returns the Citizen share.
func splitEnd(cit, bld, points int) int {
	switch {
	case cit+points <= bld:
		return points
	case bld+points <= cit:
		return 0
	}
	return (bld + points - cit) / 2
}

// scoreEnd is the end game scoring (rules, End of the Game).
func (s *State) scoreEnd() {
	e := Happening{Kind: HappeningGameEnd}
	for seat := range s.Seats {
		p := &s.Seats[seat]
		pts := p.endPoints()
		c := splitEnd(p.Citizens(), p.Buildings(), pts)
		p.Cit[CitEnd] += c
		p.Bld[BldEnd] += pts - c
		if s.trace != nil {
			e.Cit, e.Bld = append(e.Cit, c), append(e.Bld, pts-c)
		}
	}
	s.note(e)
	s.Ended = true
	s.Phase = PhaseOver
	s.Card, s.Loc = -1, -1
}

// FinalScore is the lower of a player's Citizen and Building Points (rules,
// End of the Game).
func (p *Player) FinalScore() int { return min(p.Citizens(), p.Buildings()) }

// CategoryNames labels Result's categories: the Citizen ledger, the Building
// ledger, then the higher track, which does not count (rules, End of the
// Game: "The lower of the two is your final score").
var CategoryNames = [NumCit + NumBld + 1]string{
	"Citizens: Nobility", "Citizens: Advisors", "Citizens: Craftsmen", "Citizens: Construction Site",
	"Citizens: Market", "Citizens: Favor Tokens", "Citizens: Events", "Citizens: end scoring",
	"Buildings: start", "Buildings: Construction Site", "Buildings: Castle", "Buildings: Advisors",
	"Buildings: Favor Tokens", "Buildings: Events", "Buildings: end scoring",
	"Higher track (does not count)",
}

// Result is the score sheet: both ledgers by category and the higher track
// taken off, so each row sums to the lower track, the score. The tie-breaks
// (rules, End of the Game) are the higher track, then the noble rank, then
// the Citizen Points of the Nobility card of the highest rank.
func (s *State) Result() engines.Result {
	r := engines.Result{
		Categories: CategoryNames[:],
		Points:     make([][]int, s.NPlayers),
		Scores:     make([]int, s.NPlayers),
		TieBreak:   make([]int, s.NPlayers),
	}
	for seat := range s.Seats {
		p := &s.Seats[seat]
		row := make([]int, 0, len(CategoryNames))
		row = append(row, p.Cit[:]...)
		row = append(row, p.Bld[:]...)
		c, b := p.Citizens(), p.Buildings()
		row = append(row, -max(c, b))
		r.Points[seat] = row
		r.Scores[seat] = min(c, b)
		r.TieBreak[seat] = s.tieBreak(seat)
	}
	r.RankSeats()
	return r
}

// ProjectedResult is the score sheet as the end game scoring would write
// it if the game ended now (engines.Projector): every seat's leftover
// Signet Rings, Gold Coins, Favor Tokens, Books, Bread and resources
// scored and placed on the lower track. All of it is public.
func (s *State) ProjectedResult() engines.Result {
	if s.Ended {
		return s.Result()
	}
	p := s.clone()
	p.scoreEnd()
	return p.Result()
}

// tieBreak packs the three tie-breaks into one number, most significant
// first.
func (s *State) tieBreak(seat int) int {
	p := &s.Seats[seat]
	rank := len(p.Nobility)
	top := 0
	if rank > 0 {
		top = s.RankCitizens(Rank(rank-1), int(p.Nobility[rank-1]))
	}
	return max(p.Citizens(), p.Buildings())*tieBreakSecondUnit + rank*tieBreakRankUnit + top
}

// Progress names the round, e.g. "Round 3 of 6".
func (s *State) Progress() string {
	switch {
	case s.Ended:
		return "Game over"
	case !s.Started:
		return "Setup"
	}
	return fmt.Sprintf("Round %d of %d", s.Round+1, Rounds)
}

// VictoriaScore is Victoria's final score in Solo Mode: her Citizen Points
// (she collects no Building Points; rules, Solo Mode).
func (s *State) VictoriaScore() int {
	t := 0
	for _, v := range s.Vic {
		t += v
	}
	return t
}

// SoloTarget is Victoria's score in Solo Mode, the score the lone player
// must beat (engines.SoloTarget); ok is false with more than one player.
func (s *State) SoloTarget() (score int, ok bool) {
	return s.VictoriaScore(), s.NPlayers == 1
}

// SoloWon reports whether the solo player beat Victoria: a final score
// higher than hers; a tie does not suffice (rules, Solo Mode: Campaign).
func (s *State) SoloWon() bool {
	return s.NPlayers == 1 && s.Seats[0].FinalScore() > s.VictoriaScore()
}

// CampaignNext is the Building start of the next Campaign game after a game
// started on start: 5 lower after a win, 2 higher after a loss, never off
// the Scoring Track, whose ends are the first and last starts the engine
// offers (rules, Solo Mode: Campaign; RULES.md, interpretation 25). The
// first game starts on CampaignFirstStart.
func CampaignNext(start int, won bool) int {
	next := start + CampaignLossStep
	if won {
		next = start + CampaignWinStep
	}
	return min(max(next, MinBuildingStart), MaxBuildingStart)
}
