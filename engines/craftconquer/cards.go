package craftconquer

import "tabula/engines"

// Action cards (rules, Action Cards; Action Cards Explained). A card is
// played as KindCard with its kind and arguments; which cards a seat may
// play depends on the moment: step 4 of its own turn, a movement, or one of
// the reaction windows on another player's turn, where a seat is asked only
// when it holds a card it may play there.

// cardIndex returns the index in seat's hand of a ready card of kind k (not
// flipped face down), or -1.
func (s *State) cardIndex(seat int, k CardKind) int {
	for i, c := range s.Seats[seat].Actions {
		if CardKindOf(c.ID) == k && !c.Flipped {
			return i
		}
	}
	return -1
}

func (s *State) holds(seat int, k CardKind) bool { return s.cardIndex(seat, k) >= 0 }

// cardSet is a set of card kinds.
type cardSet uint32

func (c cardSet) has(k CardKind) bool { return c&(1<<k) != 0 }

// ready returns the kinds seat holds (see holds), for code that asks about
// many.
func (s *State) ready(seat int) cardSet {
	var c cardSet
	for _, h := range s.Seats[seat].Actions {
		if k := CardKindOf(h.ID); !h.Flipped && k >= 0 && k < NumCardKinds {
			c |= 1 << k
		}
	}
	return c
}

// useCard plays seat's card of kind k: a Continuous card is flipped face
// down and stays, visible to all; any other card is discarded.
func (s *State) useCard(seat int, k CardKind) {
	i := s.cardIndex(seat, k)
	if i < 0 {
		return
	}
	p := &s.Seats[seat]
	if Cards[k].Continuous {
		p.Actions[i].Public = true
		p.Actions[i].Flipped = true
		return
	}
	s.ActDiscard = append(s.ActDiscard, p.Actions[i].ID)
	p.Actions = append(p.Actions[:i], p.Actions[i+1:]...)
}

// hasOptions reports whether seat holds a card it may play in window w now.
func (s *State) hasOptions(seat int, w Window) bool {
	var buf [16]engines.Action
	return len(s.windowCards(buf[:0], seat, w)) > 0
}

// windowCards appends the cards seat may play in reaction window w.
func (s *State) windowCards(out []engines.Action, seat int, w Window) []engines.Action {
	if s.Seats[seat].Finished {
		return out // the finished player uses no Action cards (rules, Last Round)
	}
	f := &s.Fight
	switch w {
	case WinMoved:
		if seat == s.Current {
			return out
		}
		if s.holds(seat, HinderedPath) {
			out = append(out, PlayCard(HinderedPath))
		}
		if s.holds(seat, Misdirection) {
			out = append(out, PlayCard(Misdirection))
		}
	case WinPreRoll:
		if int(f.Sides[1].Seat) != seat {
			return out
		}
		d := s.fightSoldier(1, 0)
		if s.holds(seat, StrategicRetreat) {
			var attackers []int
			for n := range 2 {
				if a := s.fightSoldier(0, n); a >= 0 {
					attackers = append(attackers, a)
				}
			}
			for _, y := range s.retreatSpots(d, attackers) {
				out = append(out, PlayCard(StrategicRetreat, y))
			}
		}
		if s.holds(seat, ShieldWall) && f.Sides[1].Soldiers[1] < 0 && s.Soldiers[d].Type == Warrior {
			b := s.board()
			for j := range s.Soldiers {
				so := &s.Soldiers[j]
				if j != d && int(so.Owner) == seat && so.Type == Warrior && b.Adjacent(int(so.Space), int(s.Soldiers[d].Space)) {
					out = append(out, PlayCard(ShieldWall, int(so.Space)))
				}
			}
		}
		if s.holds(seat, AddedDefense) && !f.Sides[1].Extra {
			out = append(out, PlayCard(AddedDefense))
		}
	case WinPostRoll:
		k := 0
		if int(f.Sides[1].Seat) == seat {
			k = 1
		} else if int(f.Sides[0].Seat) != seat {
			return out
		}
		enemy := &f.Sides[1-k]
		if s.holds(seat, WeakFight) {
			for face, n := range enemy.Faces {
				if n > 0 {
					out = append(out, PlayCard(WeakFight, face))
				}
			}
		}
		if s.holds(seat, WeakerFight) && !enemy.Halved {
			out = append(out, PlayCard(WeakerFight))
		}
		sd := &f.Sides[k]
		if seat != s.Current && k != int(f.Attacking) && !sd.Extra && sd.Dice < MaxDice && s.holds(seat, AddedDefense) {
			out = append(out, PlayCard(AddedDefense))
		}
	}
	return out
}

// mainCards appends the your-turn cards the current player may play in
// step 4 (Archer Volley and Strong Attack are played with an attack, the
// movement cards during a movement).
func (s *State) mainCards(out []engines.Action) []engines.Action {
	seat := s.Current
	held := s.ready(seat)
	if held.has(Attrition) {
		for other := range s.Seats {
			if other != seat && !s.Seats[other].Finished {
				out = append(out, PlayCard(Attrition, other))
			}
		}
	}
	if held.has(Craftpoints) {
		out = append(out, PlayCard(Craftpoints))
	}
	if held.has(FlamingArrows) {
		out = append(out, PlayCard(FlamingArrows))
	}
	if held.has(Kidnapped) {
		for i := range s.Settlements {
			if st := &s.Settlements[i]; int(st.Owner) != seat && st.Peasant {
				out = append(out, PlayCard(Kidnapped, i))
			}
		}
	}
	if held.has(Promoted) {
		for j := range s.Soldiers {
			so := &s.Soldiers[j]
			if int(so.Owner) == seat && Soldiers[so.Type].Tier == 1 && s.canUpgradeSoldier(j, true) {
				out = append(out, PlayCard(Promoted, int(so.Space)))
			}
		}
	}
	if held.has(Reinforcement) {
		s.deployTargets(seat, deployNormal, func(y, _ int) {
			for _, t := range Tier1 {
				out = append(out, PlayCard(Reinforcement, int(t), y))
			}
		})
	}
	if held.has(Repeat) {
		for j := range s.Soldiers {
			if so := &s.Soldiers[j]; int(so.Owner) == seat && (so.Moved || so.Attacked) && !so.Sick && !so.Entered {
				out = append(out, PlayCard(Repeat, int(so.Space)))
			}
		}
	}
	if held.has(Sickness) {
		for j := range s.Soldiers {
			if so := &s.Soldiers[j]; int(so.Owner) != seat && !so.Sick {
				out = append(out, PlayCard(Sickness, int(so.Space)))
			}
		}
	}
	return out
}

// playCard applies a legal KindCard action.
func (s *State) playCard(a engines.Action) {
	k := CardKind(a.A)
	seat := s.ToMove()
	s.useCard(seat, k)
	switch k {
	case Attrition:
		s.Seats[a.B].NoAttack = true
	case Craftpoints:
		s.gain(seat, Craftpoint, CardCraftpointsGain)
	case FlamingArrows:
		s.gain(seat, FlamingArrow, CardFlamingGain)
	case Kidnapped:
		st := &s.Settlements[a.B]
		st.Peasant = false
		s.Seats[st.Owner].PeasantsOut++
		s.Seats[st.Owner].Taken++
		s.Seats[seat].Captured++
		s.note(Event{Kind: EventCaptured, Seat: seat, From: int(st.Owner)})
		s.deed(VerbCapturePeasant, 0)
	case Promoted:
		s.upgradeSoldier(s.soldierAt(int(a.B)))
	case Reinforcement:
		j := s.deploy(seat, SoldierType(a.B), int(a.C), s.deployFrom(seat, deployNormal, int(a.C)))
		s.Soldiers[j].Deployed = -1 // "can also be upgraded on the same turn"
		s.Seats[seat].Made++
	case Repeat:
		// "This card overrides the Spent rule" and nothing else: the soldier
		// may move and attack again, but stays one that has moved or
		// attacked for the upgrade rule (Acted) and for an occupation it
		// began this turn (Entered).
		so := &s.Soldiers[s.soldierAt(int(a.B))]
		so.Moved, so.Attacked = false, false
	case Sickness:
		s.Soldiers[s.soldierAt(int(a.B))].Sick = true
	case DoubleSpeed:
		s.Allowance *= 2
		s.Doubled = true
	case HinderedPath:
		s.Allowance /= 2
		s.nextMoveReactor(seat)
	case Misdirection:
		j := s.soldierAt(s.MoveFrom)
		s.Soldiers[j].Moved, s.Soldiers[j].Acted = true, true
		s.Rolled = int(MovementDie[s.RNG.Intn(len(MovementDie))])
		s.Allowance = s.Rolled
		s.Phase, s.Window = PhaseMisdirect, WinNone
		so := s.Soldiers[j]
		s.note(Event{Kind: EventMoveRoll, Seat: int(so.Owner), Type: so.Type, Space: int(so.Space), Rolled: s.Rolled, Allowance: s.Allowance})
	case StrategicRetreat:
		s.moveSoldier(s.fightSoldier(1, 0), int(a.B))
		s.endFight()
	case ShieldWall:
		s.Fight.Sides[1].Soldiers[1] = a.B
		s.Fight.Double = true
		s.afterWindowCard(seat)
	case AddedDefense:
		k := 1
		if int(s.Fight.Sides[0].Seat) == seat {
			k = 0
		}
		sd := &s.Fight.Sides[k]
		sd.Extra = true
		if s.Window == WinPostRoll {
			sd.Faces[DefenseDie[s.RNG.Intn(6)]]++
			sd.Dice++
			if s.trace != nil {
				s.note(Event{Kind: EventDice, Fight: s.Fight})
			}
		}
		s.afterWindowCard(seat)
	case WeakFight, WeakerFight:
		k := 1
		if int(s.Fight.Sides[0].Seat) == seat {
			k = 0
		}
		enemy := &s.Fight.Sides[1-k]
		if CardKind(a.A) == WeakFight {
			enemy.Faces[a.B]--
			enemy.Dice--
			s.Fight.TieTo = int8(k)
		} else {
			enemy.Halved = true
		}
		if s.trace != nil {
			s.note(Event{Kind: EventDice, Fight: s.Fight})
		}
		s.afterWindowCard(seat)
	}
}

// afterWindowCard continues a fight window after seat played a card: seat
// is asked again while it has cards to play there.
func (s *State) afterWindowCard(seat int) {
	if s.hasOptions(seat, s.Window) {
		return
	}
	s.passWindow(seat)
}

// passWindow: seat passes in the open reaction window.
func (s *State) passWindow(seat int) {
	switch s.Window {
	case WinMoved:
		s.nextMoveReactor(seat)
	case WinPreRoll:
		s.rollRound()
	case WinPostRoll:
		for k := range s.Fight.Sides {
			if int(s.Fight.Sides[k].Seat) == seat {
				s.Fight.Sides[k].Played = true
			}
		}
		s.nextPostRoll()
	}
}

// nextMoveReactor asks the next seat after `after`, clockwise from the
// current player, that holds Hindered Path or Misdirection; when none is
// left the current player chooses where the soldier goes.
func (s *State) nextMoveReactor(after int) {
	n := s.NPlayers
	for rel := (after-s.Current+n)%n + 1; rel < n; rel++ {
		seat := (s.Current + rel) % n
		if s.hasOptions(seat, WinMoved) {
			s.Phase, s.Window, s.Asked = PhaseReact, WinMoved, seat
			return
		}
	}
	if s.trace != nil && s.Phase == PhaseReact && s.Rolled > 0 {
		if j := s.soldierAt(s.MoveFrom); j >= 0 {
			so := s.Soldiers[j]
			s.note(Event{Kind: EventMoveRoll, Seat: int(so.Owner), Type: so.Type, Space: s.MoveFrom, Rolled: s.Rolled, Allowance: s.Allowance, Again: true})
		}
	}
	s.Phase, s.Window, s.Asked = PhaseMove, WinNone, s.Current
}
