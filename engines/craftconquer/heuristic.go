package craftconquer

// SearchPrior is the weight of Evaluate one action ahead at the root of a
// search, for the levels that use an engine's prior
// (engines.SearchPrior): a Hard search here runs about 466 iterations among
// a median of 16 legal actions, too few for random playouts alone to tell
// them apart (two Hard searches chose alike at 19% of positions), and the
// prior steers the first visits to the actions the heuristic rates best
// (docs/bench/strength.md). Tuning, not rules.
func (s *State) SearchPrior() float64 { return 1 }

// GreedyPlayout is how many of a playout's first actions a search that
// uses the engine's prior chooses by Evaluate one action ahead
// (engines.SearchPrior) rather than at random: random play here takes a
// median of about 1,400 actions to end a game, so a playout is cut at its
// depth and judged by Evaluate, and a few greedy actions first carry on the
// turn under way more as a player would than random ones. Hard with 3 won
// 79 of 100 games against Normal where Hard without them had won 70 of the
// same seeds (docs/bench/strength.md). Tuning, not rules.
func (s *State) GreedyPlayout() int { return 3 }

// DeepHorizon is how many random actions the playouts of the levels with
// the budget for long searches play before they ask Evaluate
// (engines.DeepHorizon): Expert with playouts of the usual 250 actions,
// after the greedy ones, won 103 of 200 games against Hard, and with
// playouts cut at 40 it won 139.5 of the same 200, while Hard with
// playouts so cut won 11 of 20 against Hard in a trial
// (docs/bench/strength.md). Tuning, not rules.
func (s *State) DeepHorizon() int { return 40 }

// Evaluate estimates how well seat is doing, for bots (engines.Heuristic):
// the seat's worth less the best other seat's. Worth is the score so far
// plus what the position promises: Objectives in hand by how close this
// turn's deeds bring them, declared occupations, Settlements, soldiers by
// Tier, goods, and soldiers near enemy Settlements. The weights are
// tuning, not rules.
func (s *State) Evaluate(seat int) float64 {
	best := -1e9
	for other := range s.Seats {
		if other != seat {
			best = max(best, s.worth(other))
		}
	}
	return s.worth(seat) - best
}

// Heuristic weights.
const (
	pointWorth      = 10.0 // a point scored
	readyShare      = 0.8  // of an Objective's points, when this turn's deeds complete it
	progressShare   = 0.3  // of its points, scaled by the part done this turn
	heldShare       = 0.3  // of its points times its feasibility, for holding it
	declaredShare   = 0.5  // of its points, for a declared occupation
	tierWorth       = 3.0  // per soldier Tier on the board
	reserveWorth    = 2.8  // per reserve soldier a Settlement could deploy
	excessWorth     = 0.3  // per reserve soldier beyond that
	settlementWorth = 6.0  // per Settlement Tier
	resourceWorth   = 1.0  // per Resource (Craftpoints 3)
	coinWorth       = 0.5
	arrowWorth      = 0.8
	peasantWorth    = 1.2  // per Peasant in hand
	occupyWorth     = 5.0  // per enemy Settlement occupied
	approachWorth   = 0.15 // per space closer to the nearest enemy Settlement
)

// feasibility guesses how likely a bot is to complete an Objective of each
// verb, so that it keeps the cards it can finish; hard upgrades less.
var feasibility = [NumVerbs]float64{
	VerbCraft: 0.6, VerbDefeat: 0.2, VerbUpgrade: 0.5, VerbDiscard: 0.6, VerbRetire: 0.5,
	VerbCaptureSettlement: 0.15, VerbCapturePeasant: 0.2, VerbOccupy: 0.1,
}

func (s *State) feasible(o *Objective) float64 {
	f := feasibility[o.Verb]
	if o.Verb == VerbUpgrade && o.Item >= UpChampion {
		f /= 1 + float64(o.Points)
	}
	return f
}

func (s *State) worth(seat int) float64 {
	sc := s.Score(seat)
	w := 0.0
	for _, v := range sc {
		w += float64(v) * pointWorth
	}
	if s.Ended {
		return w + 0.01*float64(s.TieBreak(seat))
	}
	p := &s.Seats[seat]
	for _, c := range p.Objectives {
		o := &Objectives[c]
		pts := float64(o.Points) * pointWorth
		w += heldShare * pointWorth * float64(min(o.Points, 2)) * s.feasible(o)
		if seat != s.Current || o.Verb == VerbOccupy {
			continue
		}
		done := min(s.Deeds.Count[o.Verb][o.Item], o.Count)
		if done == o.Count && !(o.EitherOr && s.Deeds.EitherOr) {
			w += pts * readyShare
		} else {
			w += pts * progressShare * float64(done) / float64(o.Count)
		}
	}
	for _, d := range p.Declared {
		w += float64(Objectives[d.Card].Points) * pointWorth * declaredShare
	}
	for g := range Good(NumResources) {
		v := resourceWorth
		if g == Craftpoint {
			v = 3 * resourceWorth
		}
		w += v * float64(p.Goods[g])
	}
	w += coinWorth * float64(p.Goods[Coin])
	w += arrowWorth * float64(p.Goods[Arrow]+p.Goods[FlamingArrow])
	w += peasantWorth * float64(p.Peasants)
	// Reserve soldiers are worth their price while a Settlement can take
	// them, little beyond.
	reserve := int(p.Reserve[0] + p.Reserve[1])
	useful := min(reserve, s.ownSettlements(seat))
	w += reserveWorth*float64(useful) + excessWorth*float64(reserve-useful)
	b := s.board()
	for j := range s.Soldiers {
		so := &s.Soldiers[j]
		if int(so.Owner) != seat {
			continue
		}
		w += tierWorth * float64(Soldiers[so.Type].Tier)
		if i := s.occupying(j); i >= 0 {
			w += occupyWorth
			continue
		}
		nearest := 99
		for i := range s.Settlements {
			st := &s.Settlements[i]
			if int(st.Owner) == seat {
				continue
			}
			for _, x := range st.Cover() {
				nearest = min(nearest, b.Dist(int(x), int(so.Space)))
			}
		}
		if nearest < 99 {
			w -= approachWorth * float64(nearest)
		}
	}
	for i := range s.Settlements {
		if st := &s.Settlements[i]; int(st.Owner) == seat {
			w += settlementWorth * float64(Settlements[st.Kind].Tier)
			if st.Peasant {
				w += peasantWorth
			}
		}
	}
	return w
}
