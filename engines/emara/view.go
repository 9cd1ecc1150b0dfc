package emara

import (
	"slices"

	"tabula/engines"
	"tabula/engines/rng"
)

// Clone returns a deep, independent copy.
func (s *State) Clone() engines.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.trace = nil // a copy's moves are no Step's events
	c.Seats = slices.Clone(s.Seats)
	for i := range c.Seats {
		p, q := &c.Seats[i], &s.Seats[i]
		p.Advisors = slices.Clone(q.Advisors)
		p.Nobility = slices.Clone(q.Nobility)
		p.Favors = slices.Clone(q.Favors)
		p.Hand = slices.Clone(q.Hand)
		p.Pile = slices.Clone(q.Pile)
		p.Used = slices.Clone(q.Used)
	}
	c.Drawn = slices.Clone(s.Drawn)
	c.BStack = slices.Clone(s.BStack)
	c.ABox = slices.Clone(s.ABox)
	c.FavorStack = slices.Clone(s.FavorStack)
	c.FavorDiscard = slices.Clone(s.FavorDiscard)
	c.EventDeck = slices.Clone(s.EventDeck)
	c.EventBox = slices.Clone(s.EventBox)
	c.VicNobility = slices.Clone(s.VicNobility)
	return &c
}

// View hides what seat may not see (rules: Action Cards are held in hand and
// drawn from a shuffled stack; Favor Tokens are a face-down stack and the 3
// drawn are looked at by the donor alone; the Event deck and the B Advisor
// stack are face up, so only their top cards show): the order of every
// stack, which of another player's unplayed Action Cards are in hand, the
// Favor Tokens another player is choosing from, and the generator. Hidden
// sets are replaced by their sorted contents: played cards, kept and
// discarded Favor Tokens and everything on the boards are public, so the
// contents are known to all. Seat -1 is a spectator.
func (s *State) View(seat int) engines.State {
	v := s.clone()
	for q := range v.Seats {
		p := &v.Seats[q]
		if q == seat {
			slices.Sort(p.Pile)
			continue
		}
		k := len(p.Hand)
		merged := slices.Concat(p.Hand, p.Pile)
		slices.Sort(merged)
		p.Hand, p.Pile = merged[:k:k], merged[k:]
	}
	if v.Phase == PhaseFavor && seat != v.Current {
		k := len(v.Drawn)
		merged := slices.Concat(v.Drawn, v.FavorStack)
		slices.Sort(merged)
		v.Drawn, v.FavorStack = merged[:k:k], merged[k:]
	} else {
		slices.Sort(v.FavorStack)
	}
	sortTail(v.BStack)
	sortTail(v.EventDeck)
	v.RNG = rng.RNG{}
	return v
}

// Determinize returns a state consistent with what seat has seen, with the
// hidden orders and hands resampled using r. It works on a View too.
func (s *State) Determinize(seat int, r *rng.RNG) engines.State {
	d := s.clone()
	for q := range d.Seats {
		p := &d.Seats[q]
		if q == seat {
			shuffle8(r, p.Pile)
			continue
		}
		k := len(p.Hand)
		merged := slices.Concat(p.Hand, p.Pile)
		shuffle8(r, merged)
		p.Hand, p.Pile = merged[:k:k], merged[k:]
		slices.Sort(p.Hand)
	}
	if d.Phase == PhaseFavor && seat != d.Current {
		k := len(d.Drawn)
		merged := slices.Concat(d.Drawn, d.FavorStack)
		shuffle8(r, merged)
		d.Drawn, d.FavorStack = merged[:k:k], merged[k:]
		slices.Sort(d.Drawn)
	} else {
		shuffle8(r, d.FavorStack)
	}
	if len(d.BStack) > 1 {
		shuffle8(r, d.BStack[1:])
	}
	if len(d.EventDeck) > 1 {
		shuffle8(r, d.EventDeck[1:])
	}
	d.RNG = r.Split()
	return d
}

// sortTail sorts a face-up stack below its top card.
func sortTail(ids []int8) {
	if len(ids) > 1 {
		slices.Sort(ids[1:])
	}
}
