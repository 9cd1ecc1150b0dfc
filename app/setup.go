package app

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"tabula/app/board"
	"tabula/app/computer"
	"tabula/app/settings"
	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/save"
)

// seatRole is who plays a seat, as chosen at setup. "You" and "another
// person" are both human seats of the save; the difference only sets the
// default name. A friend by link plays on a device of their own
// (save.Friend, app/friends).
type seatRole uint8

// The roles a seat can have.
const (
	roleYou seatRole = iota
	rolePerson
	roleComputer
	roleFriend
)

// roles are the seat roles in the order the setup offers them.
var roles = []struct {
	role  seatRole
	label string
}{
	{roleYou, "You"},
	{rolePerson, "Another person"},
	{roleComputer, "Computer"},
	{roleFriend, "A friend, by link"},
}

// seatSetup is one seat being set up.
type seatSetup struct {
	Role   seatRole
	Level  string // bot level of a computer seat
	Name   string
	Colour int
}

// setup is the state of the new-game form.
type setup struct {
	Game     string
	Players  int
	Seats    []seatSetup // one per possible seat; the first Players are used
	Variants []string    // IDs of the chosen variants
	Seed     string      // optional: a decimal number, empty for a random game
	Extra    board.Setup // the game's own part of the form (board.Extras.NewSetup), or nil
	Person   string      // the person's name (Settings.Name), "" when not given yet
}

// defaultName is the name a seat gets from its role and position: the
// person's own name (You until they give it) for their seat.
func (s setup) defaultName(role seatRole, i int) string {
	switch role {
	case roleYou:
		if s.Person != "" {
			return s.Person
		}
		return board.You
	case roleComputer:
		return computer.Name(i)
	case roleFriend:
		return fmt.Sprintf("Friend %d", i+1)
	default:
		return fmt.Sprintf("Player %d", i+1)
	}
}

// defaultLevel is the level a new computer seat gets: Normal when the bots
// offer it, else the middle of the list (which runs weakest first).
func defaultLevel(levels []string) string {
	switch {
	case slices.Contains(levels, bots.Normal):
		return bots.Normal
	case len(levels) == 0:
		return ""
	default:
		return levels[len(levels)/2]
	}
}

// newSetup is the form for a new game of info: you against computers, two
// players when the game allows it.
func newSetup(info engines.Info, levels []string) setup {
	s := setup{Game: info.ID, Players: min(max(2, info.MinPlayers), info.MaxPlayers)}
	for i := range info.MaxPlayers {
		role := roleComputer
		if i == 0 {
			role = roleYou
		}
		s.Seats = append(s.Seats, seatSetup{
			Role: role, Level: defaultLevel(levels), Name: s.defaultName(role, i), Colour: i % settings.Colours,
		})
	}
	return s
}

// setPerson names the person's seats with their name (Settings.Name)
// where they still have the default name.
func (s *setup) setPerson(name string) {
	var named []int
	for i, seat := range s.Seats {
		if seat.Name == s.defaultName(seat.Role, i) {
			named = append(named, i)
		}
	}
	s.Person = name
	for _, i := range named {
		s.Seats[i].Name = s.defaultName(s.Seats[i].Role, i)
	}
}

// setRole changes seat i's role, renaming it when it still had the default
// name of its old role.
func (s *setup) setRole(i int, role seatRole) {
	if i < 0 || i >= len(s.Seats) {
		return
	}
	seat := &s.Seats[i]
	if seat.Name == s.defaultName(seat.Role, i) {
		seat.Name = s.defaultName(role, i)
	}
	seat.Role = role
}

// toggleVariant switches a variant on or off.
func (s *setup) toggleVariant(id string, on bool) {
	s.Variants = slices.DeleteFunc(s.Variants, func(v string) bool { return v == id })
	if on {
		s.Variants = append(s.Variants, id)
	}
}

// problems lists everything wrong with the form, as sentences for the
// player; it is empty when a game can start.
func (s setup) problems(info engines.Info, levels []string) []string {
	var out []string
	if s.Players < info.MinPlayers || s.Players > info.MaxPlayers || s.Players > len(s.Seats) {
		out = append(out, fmt.Sprintf("%s is for %d to %d players.", info.Name, info.MinPlayers, info.MaxPlayers))
		return out
	}
	var names []string // the cleaned names of the seats before, "" for a seat without one
	colours := make(map[int]int)
	for i, seat := range s.Seats[:s.Players] {
		name := save.CleanName(seat.Name)
		names = append(names, name)
		switch {
		case name == "":
			out = append(out, fmt.Sprintf("Seat %d needs a name.", i+1))
		case utf8.RuneCountInString(strings.TrimSpace(seat.Name)) > save.MaxNameRunes:
			out = append(out, fmt.Sprintf("The name of seat %d is longer than %d characters.", i+1, save.MaxNameRunes))
		default:
			if j := slices.IndexFunc(names[:i], func(n string) bool { return n != "" && save.SameName(n, name) }); j >= 0 {
				out = append(out, fmt.Sprintf("Seats %d and %d have the same name.", j+1, i+1))
			}
		}
		if seat.Colour < 0 || seat.Colour >= settings.Colours {
			out = append(out, fmt.Sprintf("Seat %d has no colour.", i+1))
		} else if j, dup := colours[seat.Colour]; dup {
			out = append(out, fmt.Sprintf("Seats %d and %d have the same colour.", j+1, i+1))
		} else {
			colours[seat.Colour] = i
		}
		if seat.Role == roleComputer && !slices.Contains(levels, seat.Level) {
			out = append(out, fmt.Sprintf("Choose a level for the computer in seat %d.", i+1))
		}
	}
	if err := (engines.Config{Players: s.Players, Variants: s.Variants}).Validate(info); err != nil {
		out = append(out, "One of the chosen variants does not exist.")
	}
	if s.Extra != nil {
		out = append(out, s.Extra.Problems(s.Players, s.Variants)...)
	}
	out = append(out, s.byLinkProblems()...)
	if _, _, err := parseSeed(s.Seed); err != nil && !s.byLink() {
		out = append(out, fmt.Sprintf("The seed must be a whole number from 0 to %d, or empty.", uint64(math.MaxUint64)))
	}
	return out
}

// parseSeed reads the optional seed: ok is false when it is empty.
func parseSeed(text string) (seed uint64, ok bool, err error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return 0, false, nil
	}
	seed, err = strconv.ParseUint(text, 10, 64)
	if err != nil {
		return 0, false, fmt.Errorf("seed %q: %w", text, err)
	}
	return seed, true, nil
}

// seats returns the save seats of the form, their names cleaned of
// control and direction characters (save.CleanName); call problems first.
func (s setup) seats() []save.Seat {
	out := make([]save.Seat, s.Players)
	for i, seat := range s.Seats[:s.Players] {
		out[i] = save.Seat{Name: save.CleanName(seat.Name), Colour: seat.Colour, Kind: save.Human}
		switch seat.Role {
		case roleComputer:
			out[i].Kind = save.Computer
			out[i].Level = seat.Level
		case roleFriend:
			out[i].Kind = save.Friend
		}
	}
	return out
}

// config returns the engine configuration of the form, drawing the seed
// from random when none was given, and always for a game by links (whose
// players must not know it); call problems first.
func (s setup) config(random func() uint64) (engines.Config, error) {
	seed, ok, err := parseSeed(s.Seed)
	if s.byLink() {
		ok, err = false, nil
	}
	if err != nil {
		return engines.Config{}, err
	}
	if !ok {
		seed = random()
	}
	return engines.Config{Players: s.Players, Seed: seed, Variants: slices.Clone(s.Variants)}, nil
}
