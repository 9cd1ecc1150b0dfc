package craftconquer

// Combat (rules, Combat; Attacking & Defending; Counter-Attacks; Ranged
// Attacks & Ammo; Line-of-Sight; Double Attack; Double Defend).

import "slices"

// canHit reports whether soldier a may attack soldier t where they stand:
// a melee soldier next to it, across no small river; a ranged soldier
// within its range, with a clear line of sight for Archers and Bolteers
// and over no mountain for a Catapult, which is blind (one die less)
// without a clear line.
func (s *State) canHit(a, t int) (ok, blind bool) {
	b := s.board()
	x, y := int(s.Soldiers[a].Space), int(s.Soldiers[t].Space)
	def := &Soldiers[s.Soldiers[a].Type]
	if !def.Ranged {
		return b.Connected(x, y), false
	}
	return shoots(b, def, x, y, b.Dist(x, y))
}

// shoots is canHit for a ranged soldier of def on space x and a target on
// y, d spaces away.
func shoots(b *Board, def *SoldierDef, x, y, d int) (ok, blind bool) {
	if d < int(def.MinRange) || d > int(def.MaxRange) {
		return false, false
	}
	clear, noMountain := b.sight(x, y)
	if def.Ammo == StoneAmmo {
		return noMountain, !clear
	}
	return clear, false
}

// targets appends the enemy soldiers soldier j may attack where they stand
// (see canHit), in index order.
func (s *State) targets(j int, out []int) []int {
	if !s.at.on {
		return s.findTargets(j, out)
	}
	return append(out, kept(&s.at.span[j], &s.at.hits, func(out []int) []int { return s.findTargets(j, out) })...)
}

// findTargets is targets without the index's cache.
func (s *State) findTargets(j int, out []int) []int {
	a := &s.Soldiers[j]
	b := s.board()
	x := int(a.Space)
	if def := &Soldiers[a.Type]; def.Ranged {
		p := &b.Spaces[x]
		for t := range s.Soldiers {
			o := &s.Soldiers[t]
			if o.Owner == a.Owner {
				continue
			}
			q := &b.Spaces[o.Space]
			if ok, _ := shoots(b, def, x, int(o.Space), hexDist(p.Q, p.R, q.Q, q.R)); ok {
				out = append(out, t)
			}
		}
		return out
	}
	// A melee soldier's targets are on the neighbouring spaces it is
	// connected to: looking there is quicker than asking canHit of every
	// soldier.
	start := len(out)
	for d, y := range b.nbr[x] {
		if y < 0 || b.open[x]&(1<<d) == 0 {
			continue
		}
		if t := s.soldierAt(int(y)); t >= 0 && s.Soldiers[t].Owner != a.Owner {
			out = append(out, t)
		}
	}
	slices.Sort(out[start:])
	return out
}

// ammoOptions appends to out the ammo a soldier of type t of seat may
// shoot: 0 for melee; 1 (arrow) and 2 (flaming arrow) for Archers and
// Bolteers; 1 to 3 stones for a Catapult.
func (s *State) ammoOptions(out []int, seat int, t SoldierType) []int {
	p := &s.Seats[seat]
	switch Soldiers[t].Ammo {
	case Arrows:
		if p.Goods[Arrow] > 0 {
			out = append(out, 1)
		}
		if p.Goods[FlamingArrow] > 0 {
			out = append(out, 2)
		}
		return out
	case StoneAmmo:
		for k := 1; k <= min(MaxStones, p.Goods[Stone]); k++ {
			out = append(out, k)
		}
		return out
	}
	return append(out, 0)
}

// payAmmo spends the ammo of one shot.
func (s *State) payAmmo(seat int, t SoldierType, ammo int) {
	switch {
	case Soldiers[t].Ammo == StoneAmmo:
		s.spend(seat, Stone, ammo)
	case ammo == 1:
		s.spend(seat, Arrow, 1)
	case ammo == 2:
		s.spend(seat, FlamingArrow, 1)
	}
}

// mayAttack reports whether soldier j may start an attack now: its owner's
// turn, not spent, not sick, not occupying a Settlement (rules, Spent
// Soldiers; Occupation), and its owner not under Attrition.
func (s *State) mayAttack(j int) bool {
	so := &s.Soldiers[j]
	return int(so.Owner) == s.Current && !so.Attacked && !so.Sick && !s.Seats[so.Owner].NoAttack && s.occupying(j) < 0
}

// startFight declares an engagement: spends the ammo, marks the attackers
// spent and opens the defender's window before the roll.
func (s *State) startFight(attackers []int, ammo []int, target int, strong, double bool) {
	seat := s.Current
	f := Fight{Active: true, Round: 1, Attacking: 0, TieTo: 1, Double: double}
	f.Sides[0] = Side{Seat: int8(seat), Soldiers: [2]int16{-1, -1}}
	f.Sides[1] = Side{Seat: s.Soldiers[target].Owner, Soldiers: [2]int16{s.Soldiers[target].Space, -1}}
	for k, j := range attackers {
		so := &s.Soldiers[j]
		so.Attacked, so.Acted = true, true
		f.Sides[0].Soldiers[k] = so.Space
		f.Sides[0].Ammo[k] = int8(ammo[k])
		if Soldiers[so.Type].Ranged {
			s.payAmmo(seat, so.Type, ammo[k])
			f.Sides[0].Loaded = true
		}
	}
	if strong {
		s.useCard(seat, StrongAttack)
		f.Sides[0].Extra = true
	}
	if double {
		s.useCard(seat, ArcherVolley)
	}
	s.Fight = f
	def := int(f.Sides[1].Seat)
	if !s.Seats[def].Finished && s.hasOptions(def, WinPreRoll) {
		s.Phase, s.Window, s.Asked = PhaseReact, WinPreRoll, def
		return
	}
	s.rollRound()
}

// fightSoldier returns the index of the soldier side k fights with (its
// first), or -1.
func (s *State) fightSoldier(k, n int) int {
	sp := s.Fight.Sides[k].Soldiers[n]
	if sp < 0 {
		return -1
	}
	return s.soldierAt(int(sp))
}

// attackDice counts side k's attack dice this round.
func (s *State) attackDice(k int) int {
	sd := &s.Fight.Sides[k]
	n := 0
	for i, sp := range sd.Soldiers {
		if sp < 0 {
			continue
		}
		def := &Soldiers[s.Soldiers[s.soldierAt(int(sp))].Type]
		switch def.Ammo {
		case NoAmmo:
			n += int(def.Attack)
		case Arrows:
			n += int(def.Attack)
			if sd.Ammo[i] == 2 {
				n += FlamingBonus
			}
		case StoneAmmo:
			n += int(def.Attack) * int(sd.Ammo[i])
		}
	}
	if s.Fight.NoSight {
		n -= NoSightPenalty
	}
	if sd.Extra {
		n++
	}
	return clampDice(n)
}

// defenseDice counts side k's defense dice this round.
func (s *State) defenseDice(k int) int {
	sd := &s.Fight.Sides[k]
	n := 0
	for _, sp := range sd.Soldiers {
		if sp < 0 {
			continue
		}
		t := s.Soldiers[s.soldierAt(int(sp))].Type
		n += int(Soldiers[t].Defense)
		if t == Warrior && s.perk(int(sd.Seat)) == PerkShieldWall {
			n++
		}
	}
	if sd.Extra {
		n++
	}
	return clampDice(n)
}

func clampDice(n int) int { return min(max(n, 1), MaxDice) }

// rollRound rolls this round's dice and opens the window after the roll.
func (s *State) rollRound() {
	f := &s.Fight
	atk, def := int(f.Attacking), 1-int(f.Attacking)
	a0, d0 := s.fightSoldier(atk, 0), s.fightSoldier(def, 0)
	f.NoSight = false
	if Soldiers[s.Soldiers[a0].Type].Ammo == StoneAmmo {
		_, f.NoSight = s.canHit(a0, d0)
	}
	as, ds := &f.Sides[atk], &f.Sides[def]
	as.Dice, ds.Dice = int8(s.attackDice(atk)), int8(s.defenseDice(def))
	as.Faces, ds.Faces = [NumFaces]int8{}, [NumFaces]int8{}
	for range as.Dice {
		as.Faces[AttackDie[s.RNG.Intn(6)]]++
	}
	for range ds.Dice {
		ds.Faces[DefenseDie[s.RNG.Intn(6)]]++
	}
	as.Halved, ds.Halved, as.Played, ds.Played = false, false, false, false
	f.TieTo = int8(def)
	if s.trace != nil {
		s.note(Event{Kind: EventDice, Fight: *f})
	}
	s.Window = WinPostRoll
	s.nextPostRoll()
}

// nextPostRoll asks the next participant with a card to play after the
// roll — the current player first — or resolves the round.
func (s *State) nextPostRoll() {
	for k := range s.Fight.Sides {
		sd := &s.Fight.Sides[k]
		if sd.Played {
			continue
		}
		seat := int(sd.Seat)
		if !s.Seats[seat].Finished && s.hasOptions(seat, WinPostRoll) {
			s.Phase, s.Asked = PhaseReact, seat
			return
		}
		sd.Played = true
	}
	s.resolveRound()
}

// total is side k's score this round.
func (s *State) total(k int) int { return s.Fight.Sides[k].Total() }

// Total is the side's score for its dice this round: the faces' values,
// halved (rounded down) by Weaker Fight.
func (sd *Side) Total() int {
	t := 0
	for face, n := range sd.Faces {
		t += int(FaceValue[face]) * int(n)
	}
	if sd.Halved {
		t /= 2
	}
	return t
}

// Winner is the side that wins the round rolled: the attacking side only by
// scoring more, or on a tie that Weak Fight gave it.
func (f *Fight) Winner() int {
	atk, def := int(f.Attacking), 1-int(f.Attacking)
	at, dt := f.Sides[atk].Total(), f.Sides[def].Total()
	if at > dt || at == dt && int(f.TieTo) == atk {
		return atk
	}
	return def
}

// resolveRound decides the round: the attacker wins only by scoring more
// (ties to the defender, or to a Weak Fight player); a defender who wins
// with a counter-attack face may counter-attack.
func (s *State) resolveRound() {
	f := &s.Fight
	atk, def := int(f.Attacking), 1-int(f.Attacking)
	s.LastFight, s.LastFightTurn = *f, s.Turn
	s.LastFight.Active = false
	won := f.Winner() == atk
	casualty := won && f.Sides[def].Soldiers[1] >= 0
	counter := !won && len(s.counterOptions()) > 0
	if s.trace != nil {
		e := Event{Kind: EventRound, Fight: s.LastFight, Casualty: casualty, Counter: counter}
		if !won && !counter {
			e.NoCounter = s.noCounter()
		}
		s.note(e)
	}
	switch {
	case casualty:
		s.Phase, s.Window, s.Asked = PhaseCasualty, WinNone, int(f.Sides[atk].Seat)
	case won:
		s.defeat(s.fightSoldier(def, 0), int(f.Sides[atk].Seat))
		s.endFight()
	case counter:
		s.Phase, s.Window, s.Asked = PhaseCounter, WinNone, int(f.Sides[def].Seat)
	default:
		s.endFight()
	}
}

// counterOptions lists the ammo values the round's defender may
// counter-attack with (0 for melee or ammo already spent), or none:
// counter-attacks need a counter-attack face among the defender's dice, no
// Double Attack or Double Defend, a defender that is not occupying a
// Settlement and has the attacker in range, and ammo for a ranged soldier
// that has not shot yet in this engagement.
func (s *State) counterOptions() []int {
	f := &s.Fight
	atk, def := int(f.Attacking), 1-int(f.Attacking)
	ds := &f.Sides[def]
	if f.Double || ds.Faces[FaceCounter] == 0 || int(f.Round) >= MaxFightRounds {
		return nil
	}
	d, a := s.fightSoldier(def, 0), s.fightSoldier(atk, 0)
	if s.occupying(d) >= 0 {
		return nil
	}
	if ok, _ := s.canHit(d, a); !ok {
		return nil
	}
	t := s.Soldiers[d].Type
	if !Soldiers[t].Ranged || ds.Loaded {
		return []int{0}
	}
	return s.ammoOptions(nil, int(ds.Seat), t)
}

// noCounter says why the round's defender, who won it, may not
// counter-attack: the rule counterOptions applies, NoCounterNone when no
// counter-attack face was rolled.
func (s *State) noCounter() NoCounter {
	f := &s.Fight
	atk, def := int(f.Attacking), 1-int(f.Attacking)
	d, a := s.fightSoldier(def, 0), s.fightSoldier(atk, 0)
	switch {
	case f.Sides[def].Faces[FaceCounter] == 0:
		return NoCounterNone
	case f.Double:
		return NoCounterDouble
	case int(f.Round) >= MaxFightRounds:
		return NoCounterRounds
	case s.occupying(d) >= 0:
		return NoCounterOccupying
	}
	if ok, _ := s.canHit(d, a); !ok {
		return NoCounterRange
	}
	return NoCounterAmmo
}

// counter switches roles and rolls again.
func (s *State) counter(ammo int) {
	f := &s.Fight
	def := 1 - int(f.Attacking)
	ds := &f.Sides[def]
	d := s.fightSoldier(def, 0)
	if t := s.Soldiers[d].Type; Soldiers[t].Ranged && !ds.Loaded {
		s.payAmmo(int(ds.Seat), t, ammo)
		ds.Ammo[0] = int8(ammo)
		ds.Loaded = true
	}
	f.Attacking = int8(def)
	f.Round++
	s.rollRound()
}

// defeat removes soldier j; the winner collects Craftpoints by its Tier
// (rules, Craftpoints), and it counts for the winner's Defeat Objectives
// when the winner is the current player.
func (s *State) defeat(j, winner int) {
	so := s.Soldiers[j]
	cp := int(KillCraftpoints[Soldiers[so.Type].Tier])
	if s.perk(winner) == PerkVeterans {
		cp++
	}
	s.gain(winner, Craftpoint, cp)
	if winner == s.Current {
		s.deed(VerbDefeat, int(so.Type))
	}
	s.removeSoldier(j)
	s.Seats[so.Owner].Lost++
	s.note(Event{Kind: EventDefeated, Seat: int(so.Owner), Winner: winner, Type: so.Type, Space: int(so.Space), Craftpoints: cp})
}

// removeSoldier takes soldier j off the board, ending its occupation.
func (s *State) removeSoldier(j int) {
	if i := s.occupying(j); i >= 0 {
		s.endOccupation(i, int(s.Soldiers[j].Owner))
	}
	s.Soldiers = append(s.Soldiers[:j], s.Soldiers[j+1:]...)
}

// endFight closes the engagement; the current player continues step 4.
func (s *State) endFight() {
	s.Fight = Fight{}
	s.Window = WinNone
	s.Phase = PhaseMain
	s.Asked = s.Current
}
