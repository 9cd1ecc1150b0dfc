package coincrown

import "tabula/engines"

// PlayoutHorizon is how many random actions a search's playout plays
// before it asks Evaluate, for the levels that use an engine's horizon
// (engines.PlayoutHorizon): random play to the end of a Coin & Crown game
// (about 100 actions) judged moves no better with three times Hard's
// budget, while the Expert budget with playouts cut here won 23 of 30
// games against Hard (docs/bench/strength.md). Tuning, not rules.
func (s *State) PlayoutHorizon() int { return 30 }

// Evaluate estimates how well seat is doing, for bots (engines.Heuristic):
// the seat's expected final score less the best other seat's. A player's
// worth is their score now plus what their assets should still bring in the
// years left: resource cards, Builders and Mills towards upgrades, Troops'
// tokens, Armor and Cavalry towards conquests, the other Buildings, Lands
// still to be upgraded, the Overseas token and their coins. A decision in
// progress (a payment, a conquest, an upgrade, a Church visit) is valued as
// finished. The weights are tuning, not rules.
func (s *State) Evaluate(seat int) float64 {
	e := s
	if s.Phase != PhaseMain && s.Phase != PhaseAfter && !s.Ended {
		e = s.finished()
	}
	best := 0.0
	first := true
	for other := range e.Seats {
		if other == seat {
			continue
		}
		if w := e.worth(other); first || w > best {
			best, first = w, false
		}
	}
	return e.worth(seat) - best
}

// finished returns a copy of s with the decision in progress completed by
// always taking the first legal step: the sequences are built so that they
// always can be completed.
func (s *State) finished() *State {
	c := s.clone()
	for range 64 {
		if c.Phase == PhaseMain || c.Phase == PhaseAfter || c.Ended {
			break
		}
		var buf [2]engines.Action
		legal := c.appendLegal(buf[:0], 1)
		if len(legal) == 0 || c.Apply(legal[0]) != nil {
			break
		}
	}
	return c
}

// Heuristic weights, in points.
const (
	resourceYear   = 0.45 // a resource card, per year left
	builderYear    = 0.4  // a Builder, per year left (plus its reach)
	builderReach   = 0.08 // per bracket a Builder can help with, per year left
	storehouseOnce = 1.0  // an unused Storehouse
	millYear       = 0.12 // a Mill, per year left and card it readies
	strengthPoint  = 0.38 // a Battle Strength that can still be used
	armorYear      = 0.5  // Armor, per year left, with a Troop to wear it
	fortressYear   = 0.9  // a Fortress, per year left
	tollYear       = 0.25 // a Toll Station, per year left
	otherBuilding  = 0.15 // any other Building, per year left
	landUpgrade    = 0.35 // a Land that can still grow, per year left
	overseasLevel  = 0.3  // a level of the Overseas token
	coinPoint      = 0.2  // a Bronze of expected Income in a year to come
	incomeNow      = 0.1  // a Bronze of Income still to spend this year
	ironRace       = 0.15 // a card towards an Iron coin majority
)

// worth is seat's expected final score.
func (s *State) worth(seat int) float64 {
	r := s.Result()
	w := float64(r.Scores[seat]) + float64(r.TieBreak[seat]%1000)*1e-4
	if s.Ended {
		return w
	}
	p := &s.Seats[seat]
	years := float64(Years - s.Year)
	if !p.Passed {
		years += 0.5
	}
	troops := 0
	for _, c := range p.Cards {
		mc := MarketCards[c.ID]
		if c.Retired {
			continue
		}
		info := Types[mc.Type]
		switch {
		case info.Produces != NoResource:
			w += resourceYear * years
		case info.Troop:
			troops++
			w += strengthPoint * float64(min(float64(c.Tokens), years+0.5)) * float64(info.Strength)
		case mc.Type == Armor:
			w += armorYear * years
		case mc.Type == Cavalry:
			w += strengthPoint * float64(info.Strength)
		case info.Wild > 0 && !info.Retires:
			w += (builderYear + builderReach*float64(info.UpTo)) * years
		case mc.Type == Storehouse:
			w += storehouseOnce
		case info.Mill != NoResource:
			n := 0
			for _, o := range p.Cards {
				if MarketCards[o.ID].Type == resourceCard[info.Mill] {
					n++
				}
			}
			w += millYear * years * float64(n)
		case mc.Type == Fortress:
			w += fortressYear * years
		case mc.Type == TollStation:
			w += tollYear * years
		default:
			w += otherBuilding * years
		}
	}
	if troops == 0 {
		w -= armorYear * years * float64(s.countReady(seat, Armor))
	}
	for _, l := range p.Lands {
		if l.Level < City {
			w += landUpgrade * years
		}
	}
	w += overseasLevel * float64(p.Overseas)
	// The coins' worth is the Income they should bring in each year to
	// come: four draws (and a Toll Station's) at the purse's mean value.
	owned := p.Purse.Add(p.Discard).Add(p.Income)
	if p.Reserved != NoCoin {
		owned[p.Reserved]++
	}
	if n := owned.Count(); n > 0 {
		draws := min(IncomeDraw+s.countReady(seat, TollStation), n)
		w += coinPoint * float64(Years-s.Year) * float64(draws) * float64(owned.Value()) / float64(n)
	}
	w += incomeNow * float64(p.Income.Value())
	counts := s.categoryCounts(seat)
	for _, n := range counts {
		w += ironRace * float64(n)
	}
	return w
}

// countReady counts seat's cards of kind t that are not retired.
func (s *State) countReady(seat int, t CardType) int {
	n := 0
	for _, c := range s.Seats[seat].Cards {
		if !c.Retired && MarketCards[c.ID].Type == t {
			n++
		}
	}
	return n
}
