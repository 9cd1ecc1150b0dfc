package craftconquer

import (
	"fmt"

	"tabula/engines"
)

// Scoring categories (rules, How to Win; Scoring).
const (
	CatObjectives = iota // the points on completed Objective cards
	CatRibbons           // a set of three cards sharing a ribbon colour, once
	CatColours           // completed cards matching a Faction colour
	CatPeasants          // captured enemy Peasants
	NumCategories
)

// CategoryNames labels the scoring categories.
var CategoryNames = [NumCategories]string{"Objectives", "Ribbon set", "Faction colours", "Captured Peasants"}

// Score returns seat's points by category.
func (s *State) Score(seat int) [NumCategories]int {
	var out [NumCategories]int
	p := &s.Seats[seat]
	var perColour [NumColours]int
	var fc [2]Colour
	if p.Faction >= 0 {
		fc = Factions[p.Faction].Colours
	}
	for _, c := range p.Done {
		o := &Objectives[c]
		out[CatObjectives] += int(o.Points)
		match := false
		for _, col := range o.Ribbon {
			if col >= 0 && col < NumColours {
				perColour[col]++
				match = match || p.Faction >= 0 && (col == fc[0] || col == fc[1])
			}
		}
		if match {
			out[CatColours] += FactionColourPoints
		}
	}
	for _, n := range perColour {
		if n >= RibbonSetSize {
			out[CatRibbons] = RibbonSetPoints // only one set per player
		}
	}
	out[CatPeasants] = p.Captured * CapturedPeasantPoints
	return out
}

// TieBreak is seat's soldiers and Settlements on the board (rules, How to
// Win: "the player with the most soldiers and Settlements on the board
// wins").
func (s *State) TieBreak(seat int) int {
	n := 0
	for i := range s.Soldiers {
		if int(s.Soldiers[i].Owner) == seat {
			n++
		}
	}
	return n + s.ownSettlements(seat)
}

// Result is the score sheet: every category per seat, their sum, and the
// tie-break.
func (s *State) Result() engines.Result {
	r := engines.Result{
		Categories: CategoryNames[:],
		Points:     make([][]int, s.NPlayers),
		Scores:     make([]int, s.NPlayers),
		TieBreak:   make([]int, s.NPlayers),
	}
	for seat := range s.Seats {
		sc := s.Score(seat)
		r.Points[seat] = sc[:]
		for _, v := range sc {
			r.Scores[seat] += v
		}
		r.TieBreak[seat] = s.TieBreak(seat)
	}
	r.RankSeats()
	return r
}

// ProjectedResult is Result (engines.Projector): completed Objectives,
// their ribbons and colours and captured Peasants are scored as they
// happen, so Result already is the game's score if it ended now.
func (s *State) ProjectedResult() engines.Result { return s.Result() }

// Round is the current round, counted from the first player's turn.
func (s *State) Round() int {
	if s.Turn == 0 {
		return 0
	}
	return (s.Turn-1)/s.NPlayers + 1
}

// Progress says how far the game is, e.g. "Round 4, most Objectives 1 of 3".
func (s *State) Progress() string {
	switch {
	case s.Ended:
		return "Game over"
	case s.Turn == 0:
		return "Setup"
	case s.Finisher >= 0:
		return fmt.Sprintf("Round %d, last round", s.Round())
	}
	most := 0
	for i := range s.Seats {
		most = max(most, len(s.Seats[i].Done))
	}
	return fmt.Sprintf("Round %d, most Objectives %d of %d", s.Round(), most, s.Target)
}
