package craftconquer

import (
	"slices"

	"tabula/engines"
	"tabula/engines/rng"
)

// Clone returns a deep, independent copy.
func (s *State) Clone() engines.State {
	c := s.clone()
	s.copyLegal(c)
	return c
}

// CloneInto is Clone built in the storage of dst when it is a Craft &
// Conquer state other than s (engines.Copier): the bots' search copies a
// position for every action it rates, and reusing one state for the
// copies spares it the allocations, and the copy's space index the
// rebuild (the index brings itself up to date, see refresh).
func (s *State) CloneInto(dst engines.State) engines.State {
	c, ok := dst.(*State)
	if !ok || c == nil || c == s {
		return s.clone()
	}
	s.copyInto(c)
	s.copyLegal(c)
	return c
}

// copyLegal gives c, a copy of s, the legal actions s has cached, which are
// c's too: the search applies an action to each copy it makes, and Apply
// would otherwise work them out again to check it (isLegal). Determinize
// and View do not keep them: the cards they redeal may change them.
func (s *State) copyLegal(c *State) {
	if s.legal != nil {
		c.legal = append(c.legalBuf[:0], s.legal...)
		c.legalBuf = c.legal[:0]
	}
}

func (s *State) clone() *State {
	c := new(State)
	s.copyInto(c)
	return c
}

// copyInto makes c a deep, independent copy of s. It reuses c's storage:
// its lists, its legal actions' buffer and its space index, which are c's
// alone (every list of a copy is made by copyInto or grown by the rules).
func (s *State) copyInto(c *State) {
	ids, held, decl := c.ids, c.held, c.decl
	seats, soldiers, settlements := c.Seats, c.Soldiers, c.Settlements
	legalBuf, at := c.legalBuf, c.at
	*c = *s
	c.dropLegal()
	c.legalBuf, c.at = legalBuf[:0], at
	c.at.on = false
	c.trace = nil
	// One backing array for every card list, one for the Action hands and
	// one for the declared Objectives; each list gets a full slice
	// expression, so appending to one never writes into the next.
	n, h, d := len(s.ObjDeck)+len(s.ObjDiscard)+len(s.ActDeck)+len(s.ActDiscard), 0, 0
	for i := range s.Seats {
		n += len(s.Seats[i].Objectives) + len(s.Seats[i].Done)
		h += len(s.Seats[i].Actions)
		d += len(s.Seats[i].Declared)
	}
	c.ids, c.held, c.decl = grown(ids, n), grown(held, h), grown(decl, d)
	c.ObjDeck = part(&c.ids, s.ObjDeck)
	c.ObjDiscard = part(&c.ids, s.ObjDiscard)
	c.ActDeck = part(&c.ids, s.ActDeck)
	c.ActDiscard = part(&c.ids, s.ActDiscard)
	c.Seats = append(seats[:0], s.Seats...)
	for i := range c.Seats {
		p := &c.Seats[i]
		p.Objectives = part(&c.ids, p.Objectives)
		p.Done = part(&c.ids, p.Done)
		p.Actions = part(&c.held, p.Actions)
		p.Declared = part(&c.decl, p.Declared)
	}
	c.Soldiers = append(soldiers[:0], s.Soldiers...)
	c.Settlements = append(settlements[:0], s.Settlements...)
}

// part appends x to *pool, which has room for it, and returns the copy,
// with no room beyond it; nil stays nil.
func part[T any](pool *[]T, x []T) []T {
	if x == nil {
		return nil
	}
	start := len(*pool)
	*pool = append(*pool, x...)
	return (*pool)[start:len(*pool):len(*pool)]
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
