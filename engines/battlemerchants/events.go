package battlemerchants

import (
	"fmt"
	"slices"

	"tabula/engines"
)

// EventKind names something the rules do by themselves in the course of an
// action: what a player at the table would do for the game (take a Reward
// Tile, move a Demand Token, sell for Salesman Steve, fight the wars) rather
// than choose.
type EventKind uint8

// The automatic events of the rules, in the order an action can set them
// off.
const (
	// EventReward: Seat took their Reward Tile of Race after a sale
	// (rules, Selling Weapons step 3).
	EventReward EventKind = iota
	// EventRegion: Seat took the Region tile of Region with a Vorpal sale.
	EventRegion
	// EventBonus: Seat was first to Level 6 in Weapon and took its Craft
	// Bonus card (rules, Mastering a Craft).
	EventBonus
	// EventLinked: taking a card discarded Card, a Kingdom Card when
	// Kingdom is set, from box Slot of the 2-player side board.
	EventLinked
	// EventSteve: Salesman Steve sold a Standard weapon to Race on Space;
	// Space is -1 when every space of Race was full (rules, Salesman
	// Steve).
	EventSteve
	// EventToken: the Demand Token of Battlefield Space (region*6 +
	// battlefield) left the board: to the Season Area as its N-th token,
	// or out of the game when N is 0 (rules, Selling Weapons step 4).
	EventToken
	// EventTrigger: Seat placed the third Demand Token, or the last one
	// left the board; N other players each have one final turn (rules,
	// Season's End).
	EventTrigger
	// EventSeasonEnd: Season N ended; Passes is set when a round of Passes
	// ended it (RULES.md, Termination).
	EventSeasonEnd
	// EventBattle: the weapons of a Battlefield fought (rules, Battles).
	EventBattle
	// EventRepairs: Seat received N gold for M weapons on the board
	// (rules, Repairs).
	EventRepairs
	// EventCleanup: the cards on offer were cleaned up between Seasons
	// (rules, End of Season Cleanup; 2-player End of a Season): N Kingdom
	// and M Craft Cards were discarded.
	EventCleanup
	// EventSeasonStart: Season N began with Seat to move.
	EventSeasonStart
	// EventYearEnd: Winter's war is over and the game is scored (rules,
	// Year's End).
	EventYearEnd
)

// Fighter is one side of a battle: the weapon on a Weapon Space as it
// fought.
type Fighter struct {
	Space   int
	Owner   int // a seat, or Steve
	Weapon  Weapon
	Quality Quality
	Race    Race
	// Craft is the Level the weapon fought with (Kingdom Cards included);
	// 0 for Salesman Steve's.
	Craft int
	// Gold is what its owner was paid when the battle was a tie.
	Gold int
}

// Event is one automatic event of the rules. Only the fields its kind
// names are set; Seat and Space are -1 when they do not apply.
type Event struct {
	Kind    EventKind
	Seat    int
	Space   int
	Race    Race
	Region  Region
	Weapon  Weapon
	N       int
	M       int
	Card    int
	Kingdom bool
	Slot    int
	Passes  bool
	// Fighters are the two sides of a battle (side 0 first) and Winner the
	// index of the side that won, or -1 for a tie.
	Fighters [2]Fighter
	Winner   int
}

// Trace applies a to a copy of s and returns the copy with the automatic
// events the rules set off on the way, in order. s is left as it was. It
// works on a View as well: what the rules do by themselves depends only on
// public information.
func (s *State) Trace(a engines.Action) (*State, []Event, error) {
	c := s.clone()
	step, err := c.Step(a)
	if err != nil {
		return nil, nil, fmt.Errorf("tracing: %w", err)
	}
	return c, Events(step.Events), nil
}

// Step applies a and reports its index in Legal, whether it was an undo
// barrier and the events it set off, as Event values
// (engines.Stepper): one application of the rules.
func (s *State) Step(a engines.Action) (engines.Step, error) {
	i := slices.Index(s.LegalView(), a)
	if i < 0 {
		return engines.Step{}, fmt.Errorf("battle merchants: %w: %+v", engines.ErrIllegal, a)
	}
	turn := s.Turn
	var events []Event
	s.trace = &events
	s.apply(a)
	s.trace = nil
	step := engines.Step{Index: i, Barrier: s.Turn != turn || s.Ended, Events: make([]engines.Event, len(events))}
	for k, e := range events {
		step.Events[k] = e
	}
	return step, nil
}

// Events are the events of a Step (engines.Step.Events) that are this
// engine's Event values, in order.
func Events(events []engines.Event) []Event {
	out := make([]Event, 0, len(events))
	for _, e := range events {
		if x, ok := e.(Event); ok {
			out = append(out, x)
		}
	}
	return out
}

// note records an event when the state is being traced.
func (s *State) note(e Event) {
	if s.trace != nil {
		*s.trace = append(*s.trace, e)
	}
}

// newEvent is an event of kind k concerning seat (or -1).
func newEvent(k EventKind, seat int) Event {
	return Event{Kind: k, Seat: seat, Space: -1, Winner: -1}
}

// fighter describes the weapon on space as it fights now.
func (s *State) fighter(space int) Fighter {
	sp := s.Spaces[space]
	f := Fighter{Space: space, Owner: int(sp.Owner), Weapon: s.spaceWeapon(space), Quality: sp.Quality, Race: s.spaceRace(space)}
	if sp.Owner >= 0 {
		f.Craft = s.battleCraft(space)
	}
	return f
}
