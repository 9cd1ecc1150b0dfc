package craftconquer

// The space index: what stands where, and what generating the legal
// actions works out from that alone.

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
// deployment and growth spaces) as it is asked for. It is on only while code that does not move anything asks
// many such questions (see index); otherwise they scan. Between uses it is
// kept with the key it was built from and rebuilt when the soldiers or
// Settlements no longer match it, so the code that moves them need not
// drop it: in a turn of buying, selling and crafting nothing moves. Only
// direct edits of the board (tests) drop it, with forget.
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
	guard []int8 // per Settlement: 1 + guarded(i, false) in bits 0-1, 1 + guarded(i, true) in bits 2-3; 0: not yet
	farm  []int8 // per seat: 1 + canPlaceFarm; 0: not yet
	// Per Settlement, spots[from:to] as [from, to] (from < 0: not yet):
	// the spaces deploySpaces finds, and upgradeSpots's for Tier 2 and 3.
	deploy [][2]int16
	grow   [][2][2]int16
	spots  []int16
}

// index turns the space index on unless it is on already, bringing it up
// to date, and reports whether it did: the caller then turns it off with
// unindex before anything moves. Clones do not share the index.
func (s *State) index() bool {
	if s.at.on {
		return false
	}
	if !s.at.current(s) {
		s.at.build(s)
	}
	s.at.on = true
	return true
}

// unindex turns the space index off.
func (s *State) unindex() { s.at.on = false }

// current reports whether x was built for the soldiers and Settlements of s
// as they stand.
func (x *spaceIndex) current(s *State) bool {
	k := x.key
	if x.b != s.board() || len(k) != 1+len(s.Soldiers)+2*len(s.Settlements) ||
		k[0] != uint64(len(s.Soldiers))<<32|uint64(len(s.Settlements)) {
		return false
	}
	k = k[1:]
	for i := range s.Soldiers {
		if k[i] != soldierKey(&s.Soldiers[i]) {
			return false
		}
	}
	k = k[len(s.Soldiers):]
	for i := range s.Settlements {
		a, b := settlementKey(&s.Settlements[i])
		if k[2*i] != a || k[2*i+1] != b {
			return false
		}
	}
	return true
}

func soldierKey(so *Soldier) uint64 {
	return uint64(uint16(so.Space))<<16 | uint64(uint8(so.Owner))<<8 | uint64(uint8(so.Type))
}

func settlementKey(st *Settlement) (uint64, uint64) {
	sp := &st.Spaces
	return uint64(uint8(st.Owner))<<8 | uint64(uint8(st.Kind)),
		uint64(uint16(sp[0])) | uint64(uint16(sp[1]))<<16 | uint64(uint16(sp[2]))<<32 | uint64(uint16(sp[3]))<<48
}

// build indexes the soldiers and Settlements of s.
func (x *spaceIndex) build(s *State) {
	x.b = s.board()
	n := len(x.b.Spaces)
	x.key = append(x.key[:0], uint64(len(s.Soldiers))<<32|uint64(len(s.Settlements)))
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
	x.span = x.span[:0]
	for range s.Soldiers {
		x.span = append(x.span, [2]int16{-1, -1})
	}
	x.hits = x.hits[:0]
	x.guard = append(x.guard[:0], make([]int8, len(s.Settlements))...)
	x.farm = append(x.farm[:0], make([]int8, len(s.Seats))...)
	x.deploy, x.grow, x.spots = x.deploy[:0], x.grow[:0], x.spots[:0]
	for range s.Settlements {
		x.deploy = append(x.deploy, [2]int16{-1, -1})
		x.grow = append(x.grow, [2][2]int16{{-1, -1}, {-1, -1}})
	}
}
