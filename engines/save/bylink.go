package save

import (
	"fmt"
	"slices"

	"tabula/engines"
)

// A game played by links has people on several devices: each device keeps
// its own copy of the game, in which the seat it plays is Human and every
// other person's seat a Friend's, and after a turn the game goes to the next
// player as a link made by For. Copies and links of one game are recognised
// by SameGame and compared by their logs (Compare): a log is a list of
// choices from the same start, so two copies agree exactly as far as their
// logs do.

// ByLink reports whether s is a game played by links: one of its seats is
// a Friend's.
func (s *Save) ByLink() bool {
	return slices.ContainsFunc(s.Seats, func(seat Seat) bool { return seat.Kind == Friend })
}

// Here is the seat a copy or link of a game played by links is for: its
// one Human seat. It is -1 for a game that is not played by links.
func (s *Save) Here() int {
	if !s.ByLink() {
		return -1
	}
	return slices.IndexFunc(s.Seats, func(seat Seat) bool { return seat.Kind == Human })
}

// For returns the copy of s for the device of seat, the content of the link
// that hands the game to that seat's player: seat becomes the one Human
// seat and every other person's seat a Friend's; computers stay computers.
// The cached state is left out. It returns nil when s is not played by
// links or seat is not a person's.
func (s *Save) For(seat int) *Save {
	if !s.ByLink() || seat < 0 || seat >= len(s.Seats) || s.Seats[seat].Kind == Computer {
		return nil
	}
	c := *s
	c.Variants = slices.Clone(s.Variants)
	c.Log = slices.Clone(s.Log)
	c.State = nil
	c.Seats = slices.Clone(s.Seats)
	for i := range c.Seats {
		switch {
		case i == seat:
			c.Seats[i].Kind = Human
		case c.Seats[i].Kind == Human:
			c.Seats[i].Kind = Friend
		}
	}
	return &c
}

// SameGame reports whether a and b are copies of one game played by links:
// the same game under the same rules, started at the same time from the
// same config, with the same seats (a person's seat may be Human in one and
// a Friend's in the other). Their logs may differ, and so may the names of
// their seats: a person names their own seat on their own device (a friend
// who joins puts their own name in place of the one the game's creator
// typed), and the other devices learn it from the links (Renamed).
func SameGame(a, b *Save) bool {
	if a == nil || b == nil || !a.ByLink() || !b.ByLink() {
		return false
	}
	if a.Game != b.Game || a.RulesVersion != b.RulesVersion || a.Players != b.Players || a.Seed != b.Seed ||
		a.Created != b.Created || !slices.Equal(a.Variants, b.Variants) || len(a.Seats) != len(b.Seats) {
		return false
	}
	for i, x := range a.Seats {
		y := b.Seats[i]
		if x.Colour != y.Colour || x.Level != y.Level || (x.Kind == Computer) != (y.Kind == Computer) {
			return false
		}
	}
	return true
}

// Relation is how a link's copy of a game stands to the copy on a device.
type Relation uint8

// The relations Compare finds.
const (
	// Unrelated: not copies of one game (SameGame is false).
	Unrelated Relation = iota
	// Same: both logs are the same.
	Same
	// Ahead: the link's log extends the device's: the link moves the game on.
	Ahead
	// Behind: the link's log is a strict prefix of the device's: the link is
	// older and changes nothing.
	Behind
	// Forked: the logs agree up to a point and then differ (or one stops
	// there): someone played on from an older link, or on two devices.
	// Both copies are kept.
	Forked
)

// String names the relation.
func (r Relation) String() string {
	switch r {
	case Same:
		return "same"
	case Ahead:
		return "ahead"
	case Behind:
		return "behind"
	case Forked:
		return "forked"
	}
	return "unrelated"
}

// Compare tells how link stands to local, two copies of one game, and how
// many actions their logs share from the start.
func Compare(local, link *Save) (Relation, int) {
	if !SameGame(local, link) {
		return Unrelated, 0
	}
	n := 0
	for n < len(local.Log) && n < len(link.Log) && local.Log[n] == link.Log[n] {
		n++
	}
	switch {
	case n == len(local.Log) && n == len(link.Log):
		return Same, n
	case n == len(local.Log):
		return Ahead, n
	case n == len(link.Log):
		return Behind, n
	}
	return Forked, n
}

// Advance returns local moved on to link's log when link is Ahead of it:
// a copy of local (its seats, as this device plays them, and its creation
// time) with link's log and what link says of it (finished, progress,
// updated) and no cached state; the caller replays it and updates that
// summary. It returns nil for any other relation: nothing a link does may
// shorten or rewrite a device's log.
func Advance(local, link *Save) *Save {
	if r, _ := Compare(local, link); r != Ahead {
		return nil
	}
	c := *local
	c.Variants = slices.Clone(local.Variants)
	c.Seats = slices.Clone(local.Seats)
	c.Log = slices.Clone(link.Log)
	c.Finished, c.Progress, c.Updated = link.Finished, link.Progress, link.Updated
	c.State = nil
	return &c
}

// Renamed returns local with the names link gives the seats that local's
// device does not play (every seat but local.Here()), and whether any name
// changed: each device names its own seat, and a link that is the Same as
// local or Ahead of it carries what the devices it came through call the
// others. A name that would be the same as another seat's (SameName) is
// not taken. local is returned unchanged when link is not a copy of the
// same game, or is Behind or Forked from it (an older link may carry
// older names).
func Renamed(local, link *Save) (*Save, bool) {
	if r, _ := Compare(local, link); r != Same && r != Ahead {
		return local, false
	}
	here := local.Here()
	seats := slices.Clone(local.Seats)
	changed := false
	for i, theirs := range link.Seats {
		name := CleanName(theirs.Name)
		if i == here || name == "" || name == seats[i].Name {
			continue
		}
		if slices.ContainsFunc(seats, func(o Seat) bool { return o.Name != seats[i].Name && SameName(o.Name, name) }) {
			continue // another seat's name: seat names are never the same (Check)
		}
		seats[i].Name, changed = name, true
	}
	if !changed {
		return local, false
	}
	c := *local
	c.Seats = seats
	return &c, true
}

// Place finds which of a device's copies of games a link belongs to, and
// how it stands to it: a copy it is the Same as first, else one it is Ahead
// of (the longest: the link moves it on least far), else one it is Behind,
// else the copy it shares most of its log with, Forked. i is -1 when the
// link belongs to none of them (Unrelated).
func Place(copies []*Save, link *Save) (i int, r Relation, common int) {
	rank := [...]int{Unrelated: 0, Forked: 1, Behind: 2, Ahead: 3, Same: 4}
	i = -1
	for k, c := range copies {
		rk, n := Compare(c, link)
		if rk == Unrelated {
			continue
		}
		better := i < 0 || rank[rk] > rank[r] ||
			rank[rk] == rank[r] && (rk == Ahead || rk == Forked) && n > common
		if better {
			i, r, common = k, rk, n
		}
	}
	if i < 0 {
		return -1, Unrelated, 0
	}
	return i, r, common
}

// ComputerMove is the move a computer seat makes: the choice of the bot at
// level for the seat to move in st, move actions into a game seeded with
// seed. ok is false for a level whose choice cannot be worked out again (a
// search the clock may cut short): its moves are taken as they come.
type ComputerMove func(level string, st engines.State, seed uint64, move int) (a engines.Action, ok bool, err error)

// CheckMoves checks the moves a link of a game by links brings to local,
// this device's copy of the game, when it is Ahead of it or Forked from it
// (Compare): each move past those the two logs share must be a decision of
// a seat that is not played on this device — a friend's, or a computer's,
// which whichever device held the game plays — and a computer's must be
// the move computer (when not nil) works out for it, where it can. link
// must have passed Check and replay on g. Anything else is refused with an
// error wrapping ErrNotTheirs, whose Message names the seat; nothing is
// changed.
func CheckMoves(local, link *Save, g engines.Game, computer ComputerMove) error {
	return checkMoves(local, link, g, computer, -1)
}

// CheckMovesFrom is CheckMoves for a link that came straight from the
// device of seat from, a friend's: besides, each person's move it brings
// must be from's own, so that a friend's device never brings another
// friend's move (that friend's device alone plays it). A move of another
// person's seat is refused with an error wrapping ErrNotTheirs whose
// Message names that seat.
func CheckMovesFrom(local, link *Save, g engines.Game, computer ComputerMove, from int) error {
	if from < 0 || from >= len(local.Seats) || local.Seats[from].Kind != Friend {
		return damaged("the link came from seat %d, which is not a friend's", from)
	}
	return checkMoves(local, link, g, computer, from)
}

// checkMoves is CheckMoves, and CheckMovesFrom when from is a seat.
func checkMoves(local, link *Save, g engines.Game, computer ComputerMove, from int) error {
	r, common := Compare(local, link)
	if r != Ahead && r != Forked {
		return nil
	}
	_, err := Walk(link, g, func(step int, st engines.State, a engines.Action) error {
		if step < common {
			return nil
		}
		seat := st.ToMove()
		if seat < 0 || seat >= len(local.Seats) {
			return damaged("action %d is for seat %d of %d", step+1, seat, len(local.Seats))
		}
		mine := local.Seats[seat]
		switch {
		case mine.Kind == Human:
			return notTheirs(fmt.Sprintf("This link plays a move for %s, but %s's seat is played on this device, so the link was not taken in.",
				mine.Name, mine.Name), "action %d is seat %d's, played here", step+1, seat)
		case mine.Kind == Friend && from >= 0 && seat != from:
			return notTheirs(fmt.Sprintf("This link plays a move for %s, which only %s's device may send, so the link was not taken in.",
				mine.Name, mine.Name), "action %d is seat %d's, the link came from seat %d", step+1, seat, from)
		case mine.Kind == Computer && computer != nil:
			want, ok, err := computer(mine.Level, st, local.Seed, step)
			if err != nil {
				return fmt.Errorf("working out the move of the computer in seat %d: %w", seat+1, err)
			}
			if ok && want != a {
				return notTheirs(fmt.Sprintf("This link plays a move for %s, a computer, that %s would not make, so the link was not taken in.",
					mine.Name, mine.Name), "action %d: seat %d at %q plays %+v, not %+v", step+1, seat, mine.Level, want, a)
			}
		}
		return nil
	})
	return err
}

// notTheirs reports a link that plays a move its sender may not.
func notTheirs(msg, format string, args ...any) *Error {
	return newError(ErrNotTheirs, msg, nil, format, args...)
}
