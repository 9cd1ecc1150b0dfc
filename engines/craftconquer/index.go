package craftconquer

// The space index: what stands where, and what generating the legal
// actions works out from that alone.

import "slices"

// soldierAt returns the index of the soldier on space, or -1.
func (s *State) soldierAt(space int) int {
	if s.at.on {
		if uint(space) < uint(len(s.at.soldier)) {
			return int(s.at.soldier[space]) - 1
		}
		return -1
	}
	for i := range s.Soldiers {
		if int(s.Soldiers[i].Space) == space {
			return i
		}
	}
	return -1
}

// settlementAt returns the index of the Settlement covering space, or -1.
func (s *State) settlementAt(space int) int {
	if s.at.on {
		if uint(space) < uint(len(s.at.settlement)) {
			return int(s.at.settlement[space]) - 1
		}
		return -1
	}
	for i := range s.Settlements {
		for _, x := range s.Settlements[i].Cover() {
			if int(x) == space {
				return i
			}
		}
	}
	return -1
}

// spaceIndex says what stands on each space, so that soldierAt and
// settlementAt need not scan every soldier and Settlement, and keeps what
// follows from that alone (attack targets, sieges, room for a Farm,
// deployment and growth spaces) as it is asked for. It is on only while
// code that does not move anything asks many such questions (see index);
// otherwise they scan. Between uses it is kept with the key it was built
// from and brought up to date (see refresh) when the soldiers or
// Settlements no longer match it, so the code that moves them need not
// drop it: in a turn of buying, selling and crafting nothing moves, and a
// movement changes one soldier. Only direct edits of the board (tests)
// drop it, with forget.
type spaceIndex struct {
	on bool
	// The board and key it was built for: the numbers of soldiers and of
	// Settlements, then per soldier its space, owner and type, per
	// Settlement its owner and kind, and its four spaces.
	b          *Board
	key        []uint64
	soldier    []int16 // per space: 1 + the index of the soldier on it, 0: none
	settlement []int16 // per space: 1 + the index of the Settlement covering it, 0: none

	// Found when first asked for:
	span  [][2]int16 // per soldier: its targets are hits[span[0]:span[1]]; span[0] < 0: not yet
	hits  []int
	spare []int  // hits's other buffer, for carryTargets
	guard []int8 // per Settlement: 1 + guarded(i, false) in bits 0-1, 1 + guarded(i, true) in bits 2-3; 0: not yet
	farm  []int8 // per seat: 1 + canPlaceFarm; 0: not yet
	// Per Settlement, spots[from:to] as [from, to] (from < 0: not yet):
	// the spaces deploySpaces finds, and upgradeSpots's for Tier 2 and 3.
	deploy [][2]int16
	grow   [][2][2]int16
	spots  []int16
}

// kept returns the list that span marks in pool, first appending it with
// find when span is not set yet (span[0] < 0): a list the space index keeps
// once found.
func kept[T int | int16](span *[2]int16, pool *[]T, find func(out []T) []T) []T {
	if span[0] < 0 {
		from := len(*pool)
		*pool = find(*pool)
		*span = [2]int16{int16(from), int16(len(*pool))}
	}
	return (*pool)[span[0]:span[1]]
}

// index turns the space index on unless it is on already, bringing it up
// to date, and reports whether it did: the caller then turns it off with
// unindex before anything moves. Clones do not share the index.
func (s *State) index() bool {
	if s.at.on {
		return false
	}
	s.at.refresh(s)
	s.at.on = true
	return true
}

// maxMoved is how many changed soldiers refresh brings the index up to date
// for; with more it builds it anew.
const maxMoved = 4

// refresh brings x up to date with the soldiers and Settlements of s: when
// it was built for the same board, numbers of soldiers and Settlements and
// the same Settlements, and only a few soldiers changed since (moved,
// upgraded), only what those touch; otherwise all of it.
func (x *spaceIndex) refresh(s *State) {
	k := x.key
	if x.b != s.board() || len(k) != 1+len(s.Soldiers)+2*len(s.Settlements) ||
		k[0] != uint64(len(s.Soldiers))<<32|uint64(len(s.Settlements)) || len(x.span) != len(s.Soldiers) {
		x.build(s, nil)
		return
	}
	var buf [maxMoved]int
	moved := buf[:0]
	ks := k[1 : 1+len(s.Soldiers)]
	for i := range ks {
		if ks[i] != soldierKey(&s.Soldiers[i]) {
			if len(moved) == maxMoved {
				x.build(s, nil)
				return
			}
			moved = append(moved, i)
		}
	}
	k = k[1+len(s.Soldiers):]
	for i := range s.Settlements {
		a, b := settlementKey(&s.Settlements[i])
		if k[2*i] != a || k[2*i+1] != b {
			x.build(s, moved)
			return
		}
	}
	if len(moved) > 0 {
		x.update(s, moved)
	}
}

// unindex turns the space index off.
func (s *State) unindex() { s.at.on = false }

func soldierKey(so *Soldier) uint64 {
	return uint64(uint16(so.Space))<<16 | uint64(uint8(so.Owner))<<8 | uint64(uint8(so.Type))
}

func settlementKey(st *Settlement) (uint64, uint64) {
	sp := &st.Spaces
	return uint64(uint8(st.Owner))<<8 | uint64(uint8(st.Kind)),
		uint64(uint16(sp[0])) | uint64(uint16(sp[1]))<<16 | uint64(uint16(sp[2]))<<32 | uint64(uint16(sp[3]))<<48
}

// build indexes the soldiers and Settlements of s. moved, unless nil,
// lists the soldiers that changed since x was last built, when nothing
// else did but Settlements: the targets of the others are carried over.
func (x *spaceIndex) build(s *State, moved []int) {
	x.b = s.board()
	n := len(x.b.Spaces)
	// Each list is made at its full size at once: a clone builds its index
	// from nothing, and growing the lists by appending cost a search more
	// allocations than all else it did.
	x.key = grown(x.key, 1+len(s.Soldiers)+2*len(s.Settlements))
	x.key = append(x.key, uint64(len(s.Soldiers))<<32|uint64(len(s.Settlements)))
	for i := range s.Soldiers {
		x.key = append(x.key, soldierKey(&s.Soldiers[i]))
	}
	for i := range s.Settlements {
		a, b := settlementKey(&s.Settlements[i])
		x.key = append(x.key, a, b)
	}
	if len(x.soldier) != n {
		buf := make([]int16, 2*n)
		x.soldier, x.settlement = buf[:n:n], buf[n:]
	} else {
		clear(x.soldier)
		clear(x.settlement)
	}
	// Filled backwards so that, as with a scan, the first match wins.
	for i := len(s.Soldiers) - 1; i >= 0; i-- {
		if y := int(s.Soldiers[i].Space); uint(y) < uint(n) {
			x.soldier[y] = int16(i + 1)
		}
	}
	for i := len(s.Settlements) - 1; i >= 0; i-- {
		for _, y := range s.Settlements[i].Cover() {
			if uint(y) < uint(n) {
				x.settlement[y] = int16(i + 1)
			}
		}
	}
	if moved != nil {
		x.carryTargets(s, moved)
	} else {
		x.span = grown(x.span, len(s.Soldiers))
		for range s.Soldiers {
			x.span = append(x.span, [2]int16{-1, -1})
		}
		x.hits = x.hits[:0]
	}
	// guard and farm share one array, as soldier and settlement do.
	if ns := len(s.Settlements); cap(x.guard) < ns || cap(x.farm) < len(s.Seats) {
		buf := make([]int8, ns+len(s.Seats))
		x.guard, x.farm = buf[:ns:ns], buf[ns:]
	} else {
		x.guard, x.farm = x.guard[:len(s.Settlements)], x.farm[:len(s.Seats)]
		clear(x.guard)
		clear(x.farm)
	}
	x.deploy, x.grow, x.spots = grown(x.deploy, len(s.Settlements)), grown(x.grow, len(s.Settlements)), x.spots[:0]
	for range s.Settlements {
		x.deploy = append(x.deploy, [2]int16{-1, -1})
		x.grow = append(x.grow, [2][2]int16{{-1, -1}, {-1, -1}})
	}
}

// grown returns xs emptied, with room for n elements.
func grown[T any](xs []T, n int) []T {
	if cap(xs) < n {
		return make([]T, 0, n)
	}
	return xs[:0]
}

// update brings x up to date when only the soldiers moved changed since it
// was built (see refresh): what stands on the spaces they left and entered,
// and the targets of the others (carryTargets). What it keeps about the
// Settlements is found again when asked for: that costs less than working
// out which of it the soldiers moved touch.
func (x *spaceIndex) update(s *State, moved []int) {
	b := x.b
	n := len(b.Spaces)
	var buf [2 * maxMoved]int
	touched := buf[:0] // the spaces left and entered
	for _, m := range moved {
		old := int(int16(x.key[1+m] >> 16))
		touched = append(touched, old, int(s.Soldiers[m].Space))
		x.key[1+m] = soldierKey(&s.Soldiers[m])
	}
	for _, y := range touched {
		if uint(y) >= uint(n) {
			continue
		}
		x.soldier[y] = 0
		for i := range s.Soldiers { // the first soldier on y, as build finds it
			if int(s.Soldiers[i].Space) == y {
				x.soldier[y] = int16(i + 1)
				break
			}
		}
	}
	x.carryTargets(s, moved)
	clear(x.guard)
	clear(x.farm)
	x.spots = x.spots[:0]
	for i := range x.deploy {
		x.deploy[i] = [2]int16{-1, -1}
		x.grow[i] = [2][2]int16{{-1, -1}, {-1, -1}}
	}
}

// carryTargets keeps the targets found for each soldier that has not
// changed (moved) when none of the soldiers that changed was one of them
// or can now be hit by it: nothing else a soldier's targets depend on
// changes (see findTargets), so the list is still what findTargets would
// find. The others are found again when asked for.
func (x *spaceIndex) carryTargets(s *State, moved []int) {
	old := x.hits
	x.hits = x.spare[:0]
	for k := range x.span {
		sp := x.span[k]
		x.span[k] = [2]int16{-1, -1}
		if sp[0] < 0 || slices.Contains(moved, k) {
			continue
		}
		list := old[sp[0]:sp[1]]
		keep := true
		for _, m := range moved {
			if slices.Contains(list, m) {
				keep = false
				break
			}
			if s.Soldiers[m].Owner != s.Soldiers[k].Owner {
				if ok, _ := s.canHit(k, m); ok {
					keep = false
					break
				}
			}
		}
		if keep {
			from := len(x.hits)
			x.hits = append(x.hits, list...)
			x.span[k] = [2]int16{int16(from), int16(len(x.hits))}
		}
	}
	x.spare = old[:0]
}
