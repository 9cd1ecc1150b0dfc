package bots

import (
	"errors"
	"fmt"
	"math"

	"tabula/engines"
	"tabula/engines/rng"
)

// Bot chooses actions for a seat.
type Bot interface {
	// Name is the bot's kind, as accepted by New (e.g. "greedy").
	Name() string
	// Choose returns a legal action for seat, which must be the seat to
	// move in s. It does not modify s.
	Choose(s engines.State, seat int) (engines.Action, error)
}

// ErrUnknown is wrapped by New for an unknown bot name.
var ErrUnknown = errors.New("unknown bot")

// ErrNotToMove is wrapped by Choose when seat is not the seat to move.
var ErrNotToMove = errors.New("seat is not to move")

// determinize checks that seat is to move and returns a determinization of
// seat's view and its legal actions.
func determinize(s engines.State, seat int, r *rng.RNG) (engines.State, []engines.Action, error) {
	if tm := s.ToMove(); tm != seat || tm < 0 {
		return nil, nil, fmt.Errorf("bots: %w: seat %d, to move %d", ErrNotToMove, seat, tm)
	}
	sub := r.Split()
	d := s.View(seat).Determinize(seat, &sub)
	legal := d.Legal()
	if len(legal) == 0 {
		return nil, nil, fmt.Errorf("bots: seat %d to move has no legal action", seat)
	}
	return d, legal, nil
}

// Random chooses uniformly among the legal actions.
type Random struct {
	r rng.RNG
}

// NewRandom returns a Random bot seeded with seed.
func NewRandom(seed uint64) *Random { return &Random{r: rng.New(seed)} }

// Name returns "random".
func (*Random) Name() string { return "random" }

// Choose returns a uniformly random legal action.
func (b *Random) Choose(s engines.State, seat int) (engines.Action, error) {
	_, legal, err := determinize(s, seat, &b.r)
	if err != nil {
		return engines.Action{}, err
	}
	return legal[b.r.Intn(len(legal))], nil
}

// DefaultDeterminizations is the number of determinizations Greedy averages
// over when built by New.
const DefaultDeterminizations = 2

// Greedy looks one action ahead: it applies each legal action to a few
// determinizations of its view and picks the action with the best mean
// evaluation, breaking ties at random. The evaluation is the state's
// engines.Heuristic if it implements it, otherwise the seat's Result score
// minus the best other seat's score.
type Greedy struct {
	r    rng.RNG
	dets int
}

// NewGreedy returns a Greedy bot seeded with seed that averages over
// determinizations determinizations (at least 1).
func NewGreedy(seed uint64, determinizations int) *Greedy {
	return &Greedy{r: rng.New(seed), dets: max(1, determinizations)}
}

// Name returns "greedy".
func (*Greedy) Name() string { return "greedy" }

// Choose returns the legal action with the best one-ply evaluation.
func (b *Greedy) Choose(s engines.State, seat int) (engines.Action, error) {
	d, legal, err := determinize(s, seat, &b.r)
	if err != nil {
		return engines.Action{}, err
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	sum := make([]float64, len(legal))
	var sp spare
	for k := range b.dets {
		if k > 0 {
			if d, _, err = determinize(s, seat, &b.r); err != nil {
				return engines.Action{}, err
			}
		}
		for i, a := range legal {
			v, err := evaluateAfter(d, a, seat, &sp)
			if err != nil {
				return engines.Action{}, fmt.Errorf("bots: greedy: legal action %+v rejected by a determinization: %w", a, err)
			}
			sum[i] += v
		}
	}
	best, ties := math.Inf(-1), 0
	var choice engines.Action
	for i, v := range sum {
		switch {
		case v > best+1e-9:
			best, ties, choice = v, 1, legal[i]
		case v >= best-1e-9:
			ties++
			if b.r.Intn(ties) == 0 {
				choice = legal[i]
			}
		}
	}
	return choice, nil
}

// evaluateAfter is Evaluate for seat one action ahead: after a applied to
// a copy of s, which is left as it was. The copy is made in sp's state.
func evaluateAfter(s engines.State, a engines.Action, seat int, sp *spare) (float64, error) {
	c := sp.clone(s)
	if err := c.Apply(a); err != nil {
		return 0, err
	}
	return Evaluate(c, seat), nil
}

// spare holds the state the last copy was made in, for the next copy to
// reuse where the engine can (engines.Copier): rating the actions one
// ahead copies the position for each, and its storage would otherwise be
// allocated anew every time.
type spare struct{ s engines.State }

// clone returns a copy of s, made in sp's state when the engine can: the
// copy sp.clone returned before is given up.
func (sp *spare) clone(s engines.State) engines.State {
	c, ok := s.(engines.Copier)
	if !ok {
		return s.Clone()
	}
	sp.s = c.CloneInto(sp.s)
	return sp.s
}

// Evaluate estimates how well seat is doing in s, higher being better: the
// state's engines.Heuristic if it has one, otherwise seat's score minus the
// best score among the other seats (just seat's score when alone).
func Evaluate(s engines.State, seat int) float64 {
	if h, ok := s.(engines.Heuristic); ok {
		return h.Evaluate(seat)
	}
	r := s.Result()
	if seat < 0 || seat >= len(r.Scores) {
		return 0
	}
	return margin(r.Scores, seat)
}

// margin is seat's score less the best other score, or seat's score when
// it is alone.
func margin(scores []int, seat int) float64 {
	best := math.Inf(-1)
	for p, v := range scores {
		if p != seat {
			best = max(best, float64(v))
		}
	}
	if math.IsInf(best, -1) {
		best = 0
	}
	return float64(scores[seat]) - best
}
