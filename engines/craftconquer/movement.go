package craftconquer

// The board's occupants, deployment and movement (rules, Deploying
// Soldiers; Siege Deployment; Movement; Moving around Settlements;
// Occupation).

import "math/bits"

// board returns the map, building it after decoding.
func (s *State) board() *Board {
	if s.geo == nil {
		s.geo = buildBoard(s.Tiles)
	}
	return s.geo
}

// occupant returns the soldier occupying Settlement i, or -1.
func (s *State) occupant(i int) int {
	for _, x := range s.Settlements[i].Cover() {
		if j := s.soldierAt(int(x)); j >= 0 {
			return j
		}
	}
	return -1
}

// occupying returns the Settlement soldier j occupies, or -1.
func (s *State) occupying(j int) int { return s.settlementAt(int(s.Soldiers[j].Space)) }

// besieged reports whether an enemy soldier stands next to Settlement i
// (rules, Siege Deployment).
func (s *State) besieged(i int) bool { return s.guarded(i, false) }

// defended reports whether the owner of Settlement i has a soldier next to
// it, which keeps enemies from entering it (rules, Moving through Enemy
// Settlements; Defending Settlements From Occupation).
func (s *State) defended(i int) bool { return s.guarded(i, true) }

// guarded reports whether a soldier of the owner of Settlement i (own) or
// of another seat (!own) stands next to it: on a space next to one it
// covers, which includes the other spaces it covers.
func (s *State) guarded(i int, own bool) bool {
	shift := 0
	if own {
		shift = 2
	}
	if !s.at.on {
		return s.nextTo(i, own)
	}
	g := s.at.guard[i] >> shift & 3
	if g == 0 {
		g = 1
		if s.nextTo(i, own) {
			g = 2
		}
		s.at.guard[i] |= g << shift
	}
	return g == 2
}

// nextTo is guarded without the index's cache.
func (s *State) nextTo(i int, own bool) bool {
	st := &s.Settlements[i]
	b := s.board()
	for _, x := range st.Cover() {
		for _, y := range b.nbr[x] {
			if y < 0 {
				continue
			}
			if j := s.soldierAt(int(y)); j >= 0 && (s.Soldiers[j].Owner == st.Owner) == own {
				return true
			}
		}
	}
	return false
}

// Deployment modes.
const (
	deployNormal = iota // step 4: not next to a besieged Settlement
	deploySiege         // the Siege Rule step
	deploySetup         // setup step 7
)

// deployTargets calls fn with every space seat may deploy a soldier on and
// the Settlement it is deployed from: a free grass, forest or bridge space
// of the seat's Kingdom next to one of its Settlements, not across a small
// river, one soldier per Settlement per turn, never next to a Settlement
// that is occupied, nor in step 4 next to one under siege. Settlements are
// at least three spaces apart, so a space is next to one Settlement at
// most.
func (s *State) deployTargets(seat, mode int, fn func(space, settlement int)) {
	b := s.board()
	for i := range s.Settlements {
		st := &s.Settlements[i]
		if int(st.Owner) != seat || int(st.Deployed) == s.Turn || s.occupant(i) >= 0 {
			continue
		}
		if mode == deployNormal && s.besieged(i) {
			continue
		}
		var seen [12]int
		n := 0
		for _, x := range st.Cover() {
			for _, y16 := range b.nbr[x] {
				y := int(y16)
				if y < 0 || !b.Connected(int(x), y) {
					continue
				}
				sp := &b.Spaces[y]
				if sp.Kingdom != seat || !sp.Terrain.passable() || s.soldierAt(y) >= 0 || s.settlementAt(y) >= 0 {
					continue
				}
				dup := false
				for _, v := range seen[:n] {
					dup = dup || v == y
				}
				if dup || n == len(seen) {
					continue
				}
				seen[n] = y
				n++
				fn(y, i)
			}
		}
	}
}

// deployFrom returns the Settlement seat would deploy onto space from, or
// -1 when space is not a deployment target.
func (s *State) deployFrom(seat, mode, space int) int {
	if s.index() {
		defer s.unindex()
	}
	from := -1
	s.deployTargets(seat, mode, func(y, i int) {
		if y == space {
			from = i
		}
	})
	return from
}

// deploy puts a new soldier of type t on space from Settlement i.
func (s *State) deploy(seat int, t SoldierType, space, i int) int {
	s.Settlements[i].Deployed = int16(s.Turn)
	s.Soldiers = append(s.Soldiers, Soldier{Owner: int8(seat), Type: t, Space: int16(space), Deployed: int16(s.Turn), Upgraded: -1})
	return len(s.Soldiers) - 1
}

// Movement modes.
const (
	walkMode      = iota // a soldier's own movement
	mountainMode         // Mountain Crossing: mountains may be crossed
	waterMode            // Water Crossing: lakes, rivers and small rivers may be crossed
	misdirectMode        // Misdirection: moved by an enemy, never into a Settlement
)

// moveCost is what entering space y costs soldier j's owner, or -1 when
// it cannot enter (or pass) it; stop reports whether it may end there,
// enter whether entering means occupying an enemy Settlement (and stopping).
func (s *State) moveCost(j, y, mode int) (cost int, stop, enter bool) {
	b := s.board()
	owner := s.Soldiers[j].Owner
	k := s.soldierAt(y)
	if k >= 0 && s.Soldiers[k].Owner != owner {
		return -1, false, false // enemy soldiers block
	}
	// A Settlement is looked at before a friendly soldier on it: an enemy
	// Settlement stops whoever enters it, even one a friend occupies.
	if i := s.settlementAt(y); i >= 0 {
		st := &s.Settlements[i]
		if st.Owner == owner {
			return 1, false, false // through friendly Settlements, never stopping
		}
		if mode != walkMode || s.defended(i) || s.occupant(i) >= 0 {
			return -1, false, false
		}
		return 1, true, true // entering an undefended enemy Settlement costs 1 and stops
	}
	if k >= 0 {
		return s.terrainCost(int(owner), b.Spaces[y].Terrain, mode), false, false // friends may be passed
	}
	c := s.terrainCost(int(owner), b.Spaces[y].Terrain, mode)
	if c < 0 {
		return -1, false, false
	}
	t := b.Spaces[y].Terrain
	stop = t.passable()
	if mode == mountainMode || mode == waterMode {
		stop = t == Grass || t == Forest
	}
	return c, stop, false
}

// terrainCost is the movement one space of t costs, or -1.
func (s *State) terrainCost(seat int, t Terrain, mode int) int {
	switch {
	case t == Forest && s.perk(seat) == PerkWoodsmen:
		return 1
	case t == Forest:
		return 2 // rules, Forest Movement
	case t.passable():
		return 1
	case t == Mountain && mode == mountainMode:
		return 1
	case t.water() && mode == waterMode:
		return 1
	}
	return -1
}

// reach appends to out the spaces soldier j may end a movement of
// allowance on, in space order; its own space (not moving) comes first. In
// the crossing modes only the spaces the walk (given) cannot reach are
// listed.
func (s *State) reach(j, allowance, mode int, walk, out []int) []int {
	b := s.board()
	n := len(b.Spaces)
	if s.index() {
		defer s.unindex()
	}
	// Per space: left is 1 + the allowance left on arriving by the
	// cheapest way found so far (0: not reached), memo what entering it
	// costs (see below) and whether it is queued, stops whether the
	// movement may end there (a bit per space).
	var buf [2 * maxSpaces]int16
	var memoBuf [maxSpaces]uint8
	var stopBuf [(maxSpaces + 63) / 64]uint64
	scratch, memo, stops := buf[:], memoBuf[:], stopBuf[:]
	if n > maxSpaces {
		scratch, memo, stops = make([]int16, 2*n), make([]uint8, n), make([]uint64, (n+63)/64)
	}
	left, queue := scratch[:n:n], scratch[n:2*n:2*n]
	from := int(s.Soldiers[j].Space)
	// No path costs 2n (2 a space at most): a larger allowance reaches no
	// more, and this one fits.
	left[from] = int16(min(allowance, 2*n) + 1)
	// A work queue (a ring of n, as a space is queued at most once at a
	// time): costs are small, so spaces are rarely improved twice.
	const queued = 32
	head, tail, count := 0, 0, 0
	push := func(x int) {
		if memo[x]&queued == 0 {
			memo[x] |= queued
			queue[tail] = int16(x)
			if tail++; tail == n {
				tail = 0
			}
			count++
		}
	}
	push(from)
	for count > 0 {
		x := int(queue[head])
		if head++; head == n {
			head = 0
		}
		count--
		memo[x] &^= queued
		l := left[x]
		// The edges crossed, in direction order: open ones lead onto the
		// board, and Water Crossing crosses small rivers too.
		edges := b.open[x]
		if mode == waterMode {
			edges |= b.stream[x]
		}
		for ; edges != 0; edges &= edges - 1 {
			y := int(b.nbr[x][bits.TrailingZeros8(edges)])
			// What entering y costs does not depend on where from: memo
			// keeps moveCost's answer, 1 + cost in bits 0-1, stop in bit
			// 2, enter in bit 3, and bit 4 once known.
			m := memo[y]
			if m&16 == 0 {
				cost, stop, enter := s.moveCost(j, y, mode)
				m |= 16 | uint8(cost+1)
				if stop {
					m |= 4
				}
				if enter {
					m |= 8
				}
				memo[y] = m
			}
			cost := int16(m&3) - 1
			if cost < 0 || l-cost < 1 {
				continue
			}
			if m&4 != 0 {
				stops[y>>6] |= 1 << (y & 63)
			}
			if m&8 == 0 && l-cost > left[y] {
				left[y] = l - cost // an occupation ends the movement: no further
				push(y)
			}
		}
	}
	own := mode == walkMode || mode == misdirectMode
	if own {
		out = append(out, from)
	}
	for w, word := range stops {
		for ; word != 0; word &= word - 1 {
			y := w<<6 | bits.TrailingZeros64(word)
			if y != from && (own || !containsInt(walk, y)) {
				out = append(out, y)
			}
		}
	}
	return out
}

func containsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// canStep reports whether soldier j has anywhere to go at all: a cheap
// check before a movement is declared. Its owner holding Mountain or
// Water Crossing (mountains, water) counts mountains or water as a way
// out.
func (s *State) canStep(j int, mountains, water bool) bool {
	b := s.board()
	owner := int(s.Soldiers[j].Owner)
	x := int(s.Soldiers[j].Space)
	for d, y16 := range b.nbr[x] {
		y := int(y16)
		if y < 0 || b.open[x]&(1<<d) == 0 && !(water && b.stream[x]&(1<<d) != 0) {
			continue
		}
		if k := s.soldierAt(y); k >= 0 && int(s.Soldiers[k].Owner) != owner {
			continue
		}
		t := b.Spaces[y].Terrain
		if s.settlementAt(y) >= 0 || t.passable() || mountains && t == Mountain || water && t.water() {
			return true
		}
	}
	return false
}

// moveSoldier puts soldier j on dest, ending an occupation it leaves and
// starting one it enters (rules, Occupation).
func (s *State) moveSoldier(j, dest int) {
	if dest == int(s.Soldiers[j].Space) {
		return
	}
	if i := s.occupying(j); i >= 0 {
		s.endOccupation(i, int(s.Soldiers[j].Owner))
	}
	s.Soldiers[j].Space = int16(dest)
	if i := s.settlementAt(dest); i >= 0 {
		s.startOccupation(j, i)
	}
}

// startOccupation: soldier j has entered enemy Settlement i and captures
// its Peasant.
func (s *State) startOccupation(j, i int) {
	seat := int(s.Soldiers[j].Owner)
	st := &s.Settlements[i]
	if st.Peasant {
		st.Peasant = false
		s.Seats[st.Owner].PeasantsOut++
		s.Seats[st.Owner].Taken++
		s.Seats[seat].Captured++
		if seat == s.Current {
			s.deed(VerbCapturePeasant, 0)
		}
	}
	if seat == s.Current {
		s.deed(VerbCaptureSettlement, 0)
	}
	s.Soldiers[j].Entered = true // it stays for the turn (rules, Moving through Enemy Settlements)
}

// endOccupation: seat's soldier no longer occupies Settlement i, which
// reverts to its owner; Objectives declared on it are forfeit (rules,
// Declare).
func (s *State) endOccupation(i, seat int) {
	p := &s.Seats[seat]
	kept := p.Declared[:0]
	for _, d := range p.Declared {
		if int(d.Settlement) == i {
			s.ObjDiscard = append(s.ObjDiscard, d.Card)
			continue
		}
		kept = append(kept, d)
	}
	p.Declared = kept
}

// retreatSpots lists where the attacked soldier d may retreat from the
// attackers (Strategic Retreat): moving away from the first attacker step
// by step over ground it could walk, to a free space just out of every
// attacker's range (the longest range + 1 from the first attacker), not
// next to any other enemy soldier.
func (s *State) retreatSpots(d int, attackers []int) []int {
	b := s.board()
	if s.index() {
		defer s.unindex()
	}
	a0 := int(s.Soldiers[attackers[0]].Space)
	reachDist := 0
	for _, a := range attackers {
		reachDist = max(reachDist, int(Soldiers[s.Soldiers[a].Type].MaxRange)+1)
	}
	from := int(s.Soldiers[d].Space)
	owner := s.Soldiers[d].Owner
	var out []int
	frontier := []int{from}
	seen := map[int]bool{from: true}
	for len(frontier) > 0 {
		var next []int
		for _, x := range frontier {
			dx := b.Dist(a0, x)
			if dx >= reachDist {
				continue
			}
			for dir, y16 := range b.nbr[x] {
				y := int(y16)
				if y < 0 || seen[y] || b.open[x]&(1<<dir) == 0 || b.Dist(a0, y) != dx+1 {
					continue
				}
				cost, stop, _ := s.moveCost(d, y, misdirectMode)
				if cost < 0 {
					continue
				}
				seen[y] = true
				next = append(next, y)
				if !stop || b.Dist(a0, y) != reachDist {
					continue
				}
				ok := true
				for _, a := range attackers {
					ok = ok && b.Dist(int(s.Soldiers[a].Space), y) >= reachDist
				}
				for k := range s.Soldiers {
					if s.Soldiers[k].Owner != owner && b.Adjacent(int(s.Soldiers[k].Space), y) {
						ok = false
					}
				}
				if ok {
					out = append(out, y)
				}
			}
		}
		frontier = next
	}
	sortInts(out)
	return out
}

func sortInts(xs []int) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}
