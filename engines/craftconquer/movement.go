package craftconquer

// The board's occupants, deployment and movement (rules, Deploying
// Soldiers; Siege Deployment; Movement; Moving around Settlements;
// Occupation).

import (
	"math/bits"
	"slices"
)

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
	for i := range s.Settlements {
		st := &s.Settlements[i]
		if int(st.Owner) != seat || int(st.Deployed) == s.Turn || s.occupant(i) >= 0 {
			continue
		}
		if mode == deployNormal && s.besieged(i) {
			continue
		}
		var buf [maxDeploySpaces]int16
		for _, y := range s.deploySpaces(i, buf[:0]) {
			fn(int(y), i)
		}
	}
}

// maxDeploySpaces bounds the spaces around a Settlement.
const maxDeploySpaces = 12

// deploySpaces returns the free spaces next to Settlement i that its owner
// could deploy onto (see deployTargets), which the space index keeps once
// found, or appends them to out.
func (s *State) deploySpaces(i int, out []int16) []int16 {
	if !s.at.on {
		return s.findDeploySpaces(i, out)
	}
	return kept(&s.at.deploy[i], &s.at.spots, func(out []int16) []int16 { return s.findDeploySpaces(i, out) })
}

// findDeploySpaces is deploySpaces without the index's cache.
func (s *State) findDeploySpaces(i int, out []int16) []int16 {
	b := s.board()
	st := &s.Settlements[i]
	seat := int(st.Owner)
	start := len(out)
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
			if len(out)-start == maxDeploySpaces || slices.Contains(out[start:], y16) {
				continue
			}
			out = append(out, y16)
		}
	}
	return out
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
// reach works the same out for every space at once, on bit sets;
// TestReachAgreesWithMoveCost holds the two together.
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
//
// What entering a space costs depends on the space alone (see moveCost),
// so the search runs on bit sets of the grid (see Board.masks), a step of
// allowance at a time: the spaces reached for at most c are those next to
// one passed for at most c-1 and costing 1, or next to one passed for at
// most c-2 and costing 2. An enemy Settlement ends the movement of whoever
// enters it; whether it may be entered is asked only of those reached.
func (s *State) reach(j, allowance, mode int, walk, out []int) []int {
	b := s.board()
	n := len(b.Spaces)
	from := int(s.Soldiers[j].Space)
	if uint(from) >= uint(n) {
		return out
	}
	if s.index() {
		defer s.unindex()
	}
	nw := b.words
	var stack [reachSets * maxWords]uint64
	buf := stack[:]
	if nw > maxWords {
		buf = make([]uint64, reachSets*nw)
	}
	set := func(k int) []uint64 { return buf[k*nw : (k+1)*nw : (k+1)*nw] }
	// What stands where: the first soldier on a space, as soldierAt finds
	// it, is a foe or a friend; Settlements cover settled, own those of the
	// soldier's owner.
	foe, friend, settled, own := set(0), set(1), set(2), set(3)
	owner := s.Soldiers[j].Owner
	for k := len(s.Soldiers) - 1; k >= 0; k-- {
		so := &s.Soldiers[k]
		if uint(so.Space) >= uint(n) {
			continue
		}
		g := b.cell[so.Space]
		w, bit := g>>6, uint64(1)<<(g&63)
		if so.Owner != owner {
			foe[w] |= bit
			friend[w] &^= bit
		} else {
			friend[w] |= bit
			foe[w] &^= bit
		}
	}
	for i := range s.Settlements {
		st := &s.Settlements[i]
		for _, x := range st.Cover() {
			if uint(x) >= uint(n) {
				continue
			}
			g := b.cell[x]
			settled[g>>6] |= uint64(1) << (g & 63)
			if st.Owner == owner {
				own[g>>6] |= uint64(1) << (g & 63)
			}
		}
	}
	// What entering each space costs: 1 (one), 2 (two), or it cannot be
	// entered; whether the movement may go on from there (pass) and end
	// there (stop). Enemy Settlements are in none of these.
	one, two, pass, stop := set(4), set(5), set(6), set(7)
	woods := s.perk(int(owner)) == PerkWoodsmen
	grass, forest, bridge := b.mask(maskTerrain+int(Grass)), b.mask(maskTerrain+int(Forest)), b.mask(maskTerrain+int(Bridge))
	var extra, water []uint64 // mountains or water crossed
	switch mode {
	case mountainMode:
		extra = b.mask(maskTerrain + int(Mountain))
	case waterMode:
		extra, water = b.mask(maskTerrain+int(Lake)), b.mask(maskTerrain+int(River))
	}
	crossing := mode == mountainMode || mode == waterMode
	for i := range nw {
		free := ^(settled[i] | foe[i])
		t1, t2 := grass[i]|bridge[i], forest[i]
		if woods {
			t1, t2 = t1|t2, 0
		}
		ts := grass[i] | forest[i]
		if !crossing {
			ts |= bridge[i]
		}
		if extra != nil {
			t1 |= extra[i]
		}
		if water != nil {
			t1 |= water[i]
		}
		one[i] = t1&free | own[i]&^foe[i]
		two[i] = t2 & free
		pass[i] = one[i] | two[i]
		stop[i] = ts & free &^ friend[i]
	}
	// The search. e: the spaces passed for at most c-1 so far, in words
	// lo..hi; near, far: the spaces next to those passed for at most c-1
	// and c-2; got: every space reached.
	e, got, near, far := set(0), set(1), set(2), set(3)
	clear(buf[:4*nw])
	edges := maskOpen
	if mode == waterMode {
		edges = maskAny
	}
	g := int(b.cell[from])
	e[g>>6] = 1 << (g & 63)
	got[g>>6] = e[g>>6]
	lo, hi := g>>6, g>>6
	span := b.w>>6 + 1 // how many words a step may move a bit
	still := false     // e did not change in the last step
	for c := 1; c <= min(allowance, 2*n); c++ {
		near, far = far, near
		nlo, nhi := max(lo-span, 0), min(hi+span, nw-1)
		clear(near[nlo : nhi+1])
		b.spread(near, e, edges, lo, hi)
		changed := false
		for i := nlo; i <= nhi; i++ {
			reached := near[i]&one[i] | far[i]&two[i]
			got[i] |= reached
			if x := e[i] | reached&pass[i]; x != e[i] {
				e[i] = x
				changed = true
				lo, hi = min(lo, i), max(hi, i)
			}
		}
		if !changed && still {
			break // nothing new from here on
		}
		still = !changed
	}
	for i := range nw {
		got[i] &= stop[i]
	}
	// Undefended, unoccupied enemy Settlements next to a space passed for
	// at most allowance-1 are entered, in walking only.
	if mode == walkMode && allowance >= 1 {
		for i := range s.Settlements {
			st := &s.Settlements[i]
			if st.Owner == owner {
				continue
			}
			ok := 0 // 1: entered, -1: may not be
			for _, x := range st.Cover() {
				if uint(x) >= uint(n) {
					continue
				}
				g := b.cell[x]
				if near[g>>6]&(1<<(g&63)) == 0 || s.settlementAt(int(x)) != i {
					continue
				}
				if ok == 0 {
					ok = -1
					if !s.defended(i) && s.occupant(i) < 0 {
						ok = 1
					}
				}
				if ok > 0 {
					got[g>>6] |= 1 << (g & 63)
				}
			}
		}
	}
	walking := mode == walkMode || mode == misdirectMode
	if walking {
		out = append(out, from)
	}
	for w, word := range got {
		for ; word != 0; word &= word - 1 {
			y := int(b.grid[w<<6|bits.TrailingZeros64(word)])
			if y != from && (walking || !containsInt(walk, y)) {
				out = append(out, y)
			}
		}
	}
	return out
}

// Scratch for reach: reachSets bit sets of the grid, on the stack up to
// maxWords words each (1,024 bits, more than any layout dealt needs).
const (
	reachSets = 8
	maxWords  = 16
)

// spread adds to dst the spaces one step from a space of src (in words
// lo..hi) across an edge in the sets b.mask(k+d), d a direction. dst must
// have room for a step out of those words.
func (b *Board) spread(dst, src []uint64, k, lo, hi int) {
	nw := b.words
	for d, o := range b.step {
		m := b.mask(k + d)
		if o >= 0 {
			ws, bs := o>>6, uint(o&63)
			for i := lo; i <= hi; i++ {
				v := src[i] & m[i]
				if i+ws < nw {
					dst[i+ws] |= v << bs
				}
				if bs != 0 && i+ws+1 < nw {
					dst[i+ws+1] |= v >> (64 - bs)
				}
			}
			continue
		}
		ws, bs := (-o)>>6, uint((-o)&63)
		for i := lo; i <= hi; i++ {
			v := src[i] & m[i]
			if i-ws >= 0 {
				dst[i-ws] |= v >> bs
			}
			if bs != 0 && i-ws-1 >= 0 {
				dst[i-ws-1] |= v << (64 - bs)
			}
		}
	}
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
		s.note(Event{Kind: EventCaptured, Seat: seat, From: int(st.Owner)})
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
			s.note(Event{Kind: EventForfeit, Seat: seat, Card: d.Card})
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
