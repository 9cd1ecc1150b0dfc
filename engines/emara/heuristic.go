package emara

import (
	"tabula/engines"
)

// Evaluate estimates how well seat is doing, for bots (engines.Heuristic):
// the seat's expected final score less the best other seat's (in Solo Mode,
// less Victoria's points). A player's expected score is the lower track
// after their holdings are turned into points: each holding is worth what
// it can still buy, falling to its end-scoring worth as the game runs out;
// Craftsmen and Advisors with abilities are worth what they will still
// bring. A Location, payment or Favor choice in progress is valued by its
// best single continuation. The weights are tuning, not rules.
//
// Bots keep the Building start printed on the Event card: the start is a
// handicap the players agree on, not a move to optimise, so any other start
// costs far more than a game can change (the same for every later position
// of the game, so it changes no other choice).
func (s *State) Evaluate(seat int) float64 {
	v := s.lookahead(seat) - startPenalty*float64(abs(s.BuildingStart-s.CardStart))
	if s.NPlayers == 1 {
		return v - float64(s.VictoriaScore())
	}
	best := -1e9
	for other := range s.Seats {
		if other != seat {
			best = max(best, s.worth(other))
		}
	}
	return v - best
}

// startPenalty is what a bot's evaluation charges per space of Building
// start away from the Event card's number.
const startPenalty = 1000

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Heuristic weights: mid-game worth of holdings (end-scoring worth is
// added as the game runs out).
const (
	resourceWorth  = 2.0 // a resource: ~5 Building Points for 1–3 of them
	coinWorth      = 2.0 // stands in for any resource
	ringWorth      = 2.5
	bookWorth      = 4.0 // 5 Building Points at the Castle, 3–4 Citizen Points at the Market
	breadWorth     = 2.5
	favorWorth     = 3.5
	craftsmanTurn  = 0.45 // per turn left: about one resource every other visit
	perTurnPower   = 0.8  // per turn left, for a once-per-turn Advisor
	toolmakerTurn  = 1.0  // per turn left: Building gains come about every other turn
	permanentWorth = 3.0  // Scholar, Steward, Mayoress, Abbess, Chamberlain
	// rankPull is the share of the next Nobility card's Citizen Points
	// credited to the coins and rings gathered for it, spread evenly over
	// its cost: enough that gathering them beats holding resources, small
	// enough that taking the rank beats holding them.
	rankPull = 0.8
)

// turnsLeft is how many turns seat still has, this one included.
func (s *State) turnsLeft(seat int) int {
	if s.Ended {
		return 0
	}
	done := s.Round * TurnsPerRound
	if s.Started {
		// Turns of this round already begun by seat.
		offset := (seat - s.Start + s.NPlayers) % s.NPlayers
		if s.Turn > offset {
			done += (s.Turn-offset-1)/s.NPlayers + 1
		}
	}
	return Rounds*TurnsPerRound - done
}

// worth is the expected final score of seat from its current position.
func (s *State) worth(seat int) float64 {
	p := &s.Seats[seat]
	c, b := float64(p.Citizens()), float64(p.Buildings())
	if s.Ended {
		return min(c, b)
	}
	left := float64(s.turnsLeft(seat))
	f := left / (Rounds * TurnsPerRound)
	lerp := func(end, mid float64) float64 { return end + (mid-end)*f }
	// Coins and rings towards the next rank are worth a share of its card;
	// the rest what they buy otherwise.
	coins, rings := p.Coins, p.Rings
	pts := 0.0
	if r := len(p.Nobility); r < NumRanks && s.NobTop[r] < CardsPerRank {
		cost := s.RankCost(Rank(r))
		unit := rankPull * float64(s.RankCitizens(Rank(r), int(s.NobTop[r]))) / float64(cost.Coins+cost.Rings)
		inC, inR := min(coins, cost.Coins), min(rings, cost.Rings)
		coins, rings = coins-inC, rings-inR
		pts += float64(inC)*lerp(EndItemPoints, unit) + float64(inR)*lerp(EndRingPoints, max(unit, EndRingPoints))
	}
	pts += float64(p.Resources())*lerp(0.5, resourceWorth) +
		float64(coins)*lerp(EndItemPoints, coinWorth) +
		float64(rings)*lerp(EndRingPoints, ringWorth) +
		float64(p.Books)*lerp(EndItemPoints, bookWorth) +
		float64(p.Bread)*lerp(EndItemPoints, breadWorth) +
		float64(len(p.Favors))*lerp(EndItemPoints, favorWorth) +
		float64(p.Hired)*craftsmanTurn*left
	for _, id := range p.Advisors {
		switch a := &Advisors[id]; {
		case a.Power == PowerToolmaker:
			pts += toolmakerTurn * left
		case a.Timing == PerTurn:
			pts += perTurnPower * left
		case a.Timing == Permanent:
			pts += permanentWorth * f
		}
	}
	// Points placed on either track at the end even out the lower one.
	lo, hi := min(c, b), max(c, b)
	if hi-lo >= pts {
		return lo + pts
	}
	return (c + b + pts) / 2
}

// lookahead values a state in the middle of an action by its best
// continuation: a payment is finished the plain way, a Favor Token kept,
// and at a Location the best single action is taken (or none).
func (s *State) lookahead(seat int) float64 {
	base := s.worth(seat)
	if s.Ended || s.Current != seat {
		return base
	}
	switch s.Phase {
	case PhasePay, PhaseFavor:
		c := s.clone()
		c.finishPlainly()
		return c.worth(seat)
	case PhaseLocation:
		var buf [maxLegal]engines.Action
		best := base
		for _, a := range s.appendLegal(buf[:0]) {
			if a.Kind == KindLeave {
				continue
			}
			c := s.clone()
			c.apply(a)
			c.finishPlainly()
			best = max(best, c.worth(seat))
		}
		return best
	}
	return base
}

// finishPlainly completes a payment or Favor choice in progress without
// looking ahead: discounts first, then the resource held most of, Gold
// Coins last; the first Favor Token drawn.
func (s *State) finishPlainly() {
	var buf [maxLegal]engines.Action
	for range 16 {
		if s.Ended || s.Phase != PhasePay && s.Phase != PhaseFavor {
			return
		}
		legal := s.appendLegal(buf[:0])
		if len(legal) == 0 {
			return
		}
		choice := legal[0]
		if s.Phase == PhasePay && choice.Kind != KindWaive {
			p := &s.Seats[s.Current]
			most := -1
			for _, a := range legal {
				if a.Kind == KindPay && p.Res[a.A] > most {
					choice, most = a, p.Res[a.A]
				}
			}
		}
		s.apply(choice)
	}
}
