package battlemerchants

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
		c.Seats[i].Crafts = slices.Clone(s.Seats[i].Crafts)
		c.Seats[i].Kingdom = slices.Clone(s.Seats[i].Kingdom)
		c.Seats[i].Used = slices.Clone(s.Seats[i].Used)
	}
	c.Spaces = slices.Clone(s.Spaces)
	c.Tokens = slices.Clone(s.Tokens)
	c.EarlyDeck = slices.Clone(s.EarlyDeck)
	c.LateDeck = slices.Clone(s.LateDeck)
	c.KingdomDeck = slices.Clone(s.KingdomDeck)
	c.CraftOut = slices.Clone(s.CraftOut)
	c.KingdomOut = slices.Clone(s.KingdomOut)
	return &c
}

// View hides what no player may see: the order of the three decks (their
// contents are public: every card not yet seen) and the generator. The
// Kingdom deck keeps its A/B/C/D stacking, which is public; within a stack
// the cards are sorted. Everything else in Battle Merchants is public
// (rules, Extra Notes), so every seat's view is the same.
func (s *State) View(seat int) engines.State {
	v := s.clone()
	slices.Sort(v.EarlyDeck)
	slices.Sort(v.LateDeck)
	sortKingdomDeck(v.KingdomDeck)
	v.RNG = rng.RNG{}
	return v
}

// Determinize returns a state consistent with what every seat knows, with
// the unseen deck orders reshuffled (each Kingdom stack on its own).
func (s *State) Determinize(seat int, r *rng.RNG) engines.State {
	d := s.clone()
	shuffle(r, d.EarlyDeck)
	shuffle(r, d.LateDeck)
	sortKingdomDeck(d.KingdomDeck)
	for start := 0; start < len(d.KingdomDeck); {
		end := start
		for end < len(d.KingdomDeck) && KingdomCards[d.KingdomDeck[end]].Stack == KingdomCards[d.KingdomDeck[start]].Stack {
			end++
		}
		shuffle(r, d.KingdomDeck[start:end])
		start = end
	}
	d.RNG = r.Split()
	return d
}

func shuffle(r *rng.RNG, ids []int) {
	r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
}

// sortKingdomDeck orders cards by stack (A on top), then by ID.
func sortKingdomDeck(ids []int) {
	slices.SortFunc(ids, func(a, b int) int {
		if sa, sb := KingdomCards[a].Stack, KingdomCards[b].Stack; sa != sb {
			return int(sa) - int(sb)
		}
		return a - b
	})
}
