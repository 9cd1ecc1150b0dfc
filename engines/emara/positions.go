package emara

func (s *State) councilorLocation(seat, c int) Location {
	return Location(s.Layout[c][s.Seats[seat].Councilor[c]])
}

// councilorAt reports whether one of seat's Councilors is at l.
func (s *State) councilorAt(seat int, l Location) bool {
	for c := range Councilors {
		if s.councilorLocation(seat, c) == l {
			return true
		}
	}
	return false
}

// position finds l on the boards.
func (s *State) position(l Location) (board, pos int) {
	for b := range Councilors {
		for p, x := range s.Layout[b] {
			if Location(x) == l {
				return b, p
			}
		}
	}
	return 0, 0
}

// craftsmenAt counts seat's Craftsmen at Countryside Location l.
func (s *State) craftsmenAt(seat int, l Location) int {
	n := 0
	for _, o := range s.Huts[l] {
		if int(o) == seat {
			n++
		}
	}
	return n
}

func (s *State) hasAdvisor(seat int, pw Power) bool {
	return s.Seats[seat].Held&(1<<pw) != 0
}

// heldPowers is the bit set of the Powers of a list of Advisors.
func heldPowers(ids []int8) uint16 {
	var m uint16
	for _, id := range ids {
		if pw := Advisors[id].Power; pw != PowerNone {
			m |= 1 << pw
		}
	}
	return m
}
