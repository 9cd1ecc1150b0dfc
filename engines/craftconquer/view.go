package craftconquer

import (
	"slices"

	"tabula/engines"
	"tabula/engines/rng"
)

// Clone returns a deep, independent copy.
func (s *State) Clone() engines.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.dropLegal()
	c.legalBuf, c.at = nil, spaceIndex{} // their buffers are s's
	c.trace = nil
	// One backing array for every card list and one for the Action hands;
	// each list gets a full slice expression, so appending to one never
	// writes into the next.
	n := len(s.ObjDeck) + len(s.ObjDiscard) + len(s.ActDeck) + len(s.ActDiscard)
	h := 0
	for i := range s.Seats {
		n += len(s.Seats[i].Objectives) + len(s.Seats[i].Done)
		h += len(s.Seats[i].Actions)
	}
	ids := make([]int16, 0, n)
	take := func(x []int16) []int16 {
		if x == nil {
			return nil
		}
		start := len(ids)
		ids = append(ids, x...)
		return ids[start:len(ids):len(ids)]
	}
	held := make([]HeldCard, 0, h)
	c.ObjDeck = take(s.ObjDeck)
	c.ObjDiscard = take(s.ObjDiscard)
	c.ActDeck = take(s.ActDeck)
	c.ActDiscard = take(s.ActDiscard)
	c.Seats = slices.Clone(s.Seats)
	for i := range c.Seats {
		p := &c.Seats[i]
		p.Objectives = take(p.Objectives)
		p.Done = take(p.Done)
		if p.Actions != nil {
			start := len(held)
			held = append(held, p.Actions...)
			p.Actions = held[start:len(held):len(held)]
		}
		if len(p.Declared) > 0 {
			p.Declared = slices.Clone(p.Declared)
		}
	}
	c.Soldiers = slices.Clone(s.Soldiers)
	c.Settlements = slices.Clone(s.Settlements)
	return &c
}

// View hides what the rules hide from seat (rules, Gameplay Turns:
// "All Objective Cards and Action Cards are kept hidden in your hand until
// they are completed or used"): the other players' Objective cards in hand
// and their Action cards not yet shown (a Continuous card once played stays
// visible), the order of both decks, and the generator. The cards seat
// cannot see are pooled, sorted, and dealt back in a fixed order (the other
// hands in seat order, then the deck), so the view depends only on what
// seat knows. Seat -1 is a spectator, who sees no hand.
func (s *State) View(seat int) engines.State {
	v := s.clone()
	v.redeal(seat, func(xs []int16) { slices.Sort(xs) })
	v.RNG = rng.RNG{}
	return v
}

// Determinize returns a state consistent with what seat has seen: the
// cards it cannot see are shuffled and dealt back into the same places,
// and the dice get a fresh generator.
func (s *State) Determinize(seat int, r *rng.RNG) engines.State {
	d := s.clone()
	d.redeal(seat, func(xs []int16) { shuffle(r, xs) })
	d.RNG = r.Split()
	return d
}

// redeal pools the cards hidden from seat, orders them with arrange, and
// deals them back: other hands first, in seat order, then the deck.
func (s *State) redeal(seat int, arrange func([]int16)) {
	objs := slices.Clone(s.ObjDeck)
	acts := slices.Clone(s.ActDeck)
	for i := range s.Seats {
		if i == seat {
			continue
		}
		p := &s.Seats[i]
		objs = append(objs, p.Objectives...)
		for _, c := range p.Actions {
			if !c.Public {
				acts = append(acts, c.ID)
			}
		}
	}
	arrange(objs)
	arrange(acts)
	for i := range s.Seats {
		if i == seat {
			continue
		}
		p := &s.Seats[i]
		n := copy(p.Objectives, objs)
		objs = objs[n:]
		for k := range p.Actions {
			if !p.Actions[k].Public {
				p.Actions[k].ID = acts[0]
				acts = acts[1:]
			}
		}
	}
	copy(s.ObjDeck, objs)
	copy(s.ActDeck, acts)
}
