package session

import "tabula/engines/save"

// FirstHuman is the first seat played by a person, or -1.
func FirstHuman(seats []save.Seat) int {
	for i, s := range seats {
		if s.Kind == save.Human {
			return i
		}
	}
	return -1
}

// MaxRecent bounds how many moves of the others the table marks: a long
// run of computer turns is marked from its most recent moves.
const MaxRecent = 40

// RecentFrom is the index in the log of the first move the viewer has not
// made since their own last move: the others' moves to mark, the latest
// MaxRecent of them, but every move from since on (the moves a link just
// brought). A spectator (no person at the device) sees the last seat's
// moves of its last turn.
func RecentFrom(lines []LogLine, viewer, since int) int {
	k := len(lines)
	if viewer < 0 {
		if k == 0 {
			return 0
		}
		last := lines[k-1].Seat
		for k > 0 && lines[k-1].Seat == last {
			k--
		}
		return min(k, since)
	}
	for k > 0 && lines[k-1].Seat != viewer {
		k--
	}
	return min(max(k, len(lines)-MaxRecent), max(since, 0))
}
