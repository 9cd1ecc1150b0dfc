package coincrown

import (
	"slices"

	"tabula/engines"
	"tabula/engines/rng"
)

// Clone returns a deep, independent copy.
func (s *State) Clone() engines.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.Seats = slices.Clone(s.Seats)
	for i := range c.Seats {
		c.Seats[i].Cards = slices.Clone(s.Seats[i].Cards)
		c.Seats[i].Lands = slices.Clone(s.Seats[i].Lands)
	}
	for d := range c.Decks {
		c.Decks[d] = slices.Clone(s.Decks[d])
	}
	for k := range c.LandDecks {
		c.LandDecks[k] = slices.Clone(s.LandDecks[k])
	}
	return &c
}

// known returns how many cards from the top of Future Market deck d seat
// knows (a card seen with a Watchtower): they stay in place.
func (s *State) known(seat int, d int) int {
	if seat >= 0 && seat < 8 && s.Peeked[d]&(1<<seat) != 0 && len(s.Decks[d]) > 0 {
		return 1
	}
	return 0
}

// View hides what the rules hide from seat: the order of the Future
// Market decks (except a top card seat saw with a Watchtower) and of the
// Land decks below their face-up top cards, and the generator that draws
// coins from the purses. The contents of each purse are not hidden: every
// coin a player owns passes through public places, so what is left in the
// purse is known; only which coin comes out next is not. Everything else
// is public, so the views differ only in the peeked cards.
func (s *State) View(seat int) engines.State {
	v := s.clone()
	for d := range v.Decks {
		slices.Sort(v.Decks[d][s.known(seat, d):])
	}
	for k := range v.LandDecks {
		if len(v.LandDecks[k]) > 1 {
			slices.Sort(v.LandDecks[k][1:])
		}
	}
	v.RNG = rng.RNG{}
	return v
}

// Determinize returns a state consistent with what seat knows, with the
// unseen deck orders reshuffled and a new generator for the coin draws.
func (s *State) Determinize(seat int, r *rng.RNG) engines.State {
	d := s.clone()
	for k := range d.Decks {
		shuffle(r, d.Decks[k][s.known(seat, k):])
	}
	for k := range d.LandDecks {
		if len(d.LandDecks[k]) > 1 {
			shuffle(r, d.LandDecks[k][1:])
		}
	}
	d.RNG = r.Split()
	return d
}
