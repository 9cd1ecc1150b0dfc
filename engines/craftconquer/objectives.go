package craftconquer

import "tabula/engines"

// Objectives (rules, Objective Cards; Objective Definitions; Objective Card
// Instructional Icons). Deeds records what the current player did this
// turn; a card is claimed only for deeds of this turn, and each deed pays
// for one card (a Warrior crafted once completes one "Crafted a Warrior").

// claimable reports whether seat may claim the Objective card in hand now.
func (s *State) claimable(seat int, card int16) bool {
	o := &Objectives[card]
	if o.Verb == VerbOccupy || o.EitherOr && s.Deeds.EitherOr {
		return false
	}
	return s.Deeds.Count[o.Verb][o.Item] >= o.Count
}

// declaredReady reports whether seat's declared card d has run its turns:
// "On the third turn - not counting the turn you declared the objective on
// - you may claim this Objective."
func (s *State) declaredReady(seat int, d Declared) bool {
	return s.Seats[seat].Turns >= int(d.Turn)+int(Objectives[d.Card].InTurns)
}

// objectiveActions appends step 4's Objective actions: claims, declarations,
// and the Retire and Discard deeds a card in hand asks for.
func (s *State) objectiveActions(out []engines.Action, only uint8) []engines.Action {
	seat := s.Current
	p := &s.Seats[seat]
	want := func(k uint8) bool { return only == 0 || only == k }
	if want(KindClaim) {
		for _, c := range p.Objectives {
			if s.claimable(seat, c) {
				out = append(out, Claim(int(c)))
			}
		}
		for _, d := range p.Declared {
			if s.declaredReady(seat, d) {
				out = append(out, Claim(int(d.Card)))
			}
		}
	}
	if want(KindDeclare) {
		for _, c := range p.Objectives {
			if !Objectives[c].Declare {
				continue
			}
			for j := range s.Soldiers {
				if int(s.Soldiers[j].Owner) != seat {
					continue
				}
				if i := s.occupying(j); i >= 0 && !s.declaredOn(seat, i) {
					out = append(out, Declare(int(c), i))
				}
			}
		}
	}
	// Retiring and discarding are looked at only with a card that asks.
	var verbs uint64
	for _, c := range p.Objectives {
		verbs |= 1 << Objectives[c].Verb
	}
	if want(KindRetire) && verbs&(1<<VerbRetire) != 0 {
		for j := range s.Soldiers {
			if so := &s.Soldiers[j]; int(so.Owner) == seat && s.needs(seat, VerbRetire, int(so.Type)) {
				out = append(out, Retire(int(so.Space)))
			}
		}
	}
	if want(KindDiscardGood) && verbs&(1<<VerbDiscard) != 0 {
		for g := range Good(NumResources) {
			if p.Goods[g] > 0 && s.needs(seat, VerbDiscard, int(g)) {
				out = append(out, DiscardGood(g))
			}
		}
	}
	return out
}

// declaredOn reports whether seat has declared an Objective on Settlement i.
func (s *State) declaredOn(seat, i int) bool {
	for _, d := range s.Seats[seat].Declared {
		if int(d.Settlement) == i {
			return true
		}
	}
	return false
}

// needs reports whether seat holds a card of verb v for item that this
// turn's deeds have not completed yet: retiring a soldier and discarding
// Resources are only done for such a card (rules, Objective Definitions:
// "A player can only retire a soldier if they have a Retired Objective Card
// in their hand, that can be completed").
func (s *State) needs(seat int, v Verb, item int) bool {
	for _, c := range s.Seats[seat].Objectives {
		o := &Objectives[c]
		if o.Verb == v && int(o.Item) == item && s.Deeds.Count[v][item] < o.Count && !(o.EitherOr && s.Deeds.EitherOr) {
			return true
		}
	}
	return false
}

// claim completes an Objective: it goes face up, its deeds are used up, and
// the final one ends the turn and starts the last round (rules, How to
// Win).
func (s *State) claim(card int16) {
	seat := s.Current
	p := &s.Seats[seat]
	o := &Objectives[card]
	if i := indexOf(p.Objectives, card); i >= 0 {
		p.Objectives = append(p.Objectives[:i], p.Objectives[i+1:]...)
		s.Deeds.Count[o.Verb][o.Item] -= o.Count
		if o.EitherOr {
			s.Deeds.EitherOr = true
		}
	} else {
		for i, d := range p.Declared {
			if d.Card == card {
				p.Declared = append(p.Declared[:i], p.Declared[i+1:]...)
				break
			}
		}
	}
	p.Done = append(p.Done, card)
	s.note(Event{Kind: EventCompleted, Seat: seat, Card: card, Done: len(p.Done)})
	if len(p.Done) >= s.Target {
		s.finish(seat)
	}
}

// declare puts an Occupy Objective face up on Settlement i.
func (s *State) declare(card int16, i int) {
	p := &s.Seats[s.Current]
	if k := indexOf(p.Objectives, card); k >= 0 {
		p.Objectives = append(p.Objectives[:k], p.Objectives[k+1:]...)
	}
	p.Declared = append(p.Declared, Declared{Card: card, Settlement: int16(i), Turn: int16(p.Turns)})
}

func indexOf(xs []int16, x int16) int {
	for i, v := range xs {
		if v == x {
			return i
		}
	}
	return -1
}
