package craftconquer

import "tabula/engines"

// EventKind names something the rules do by themselves in the course of
// an action, beyond the decision itself.
type EventKind uint8

// The automatic events of the rules.
const (
	// EventMoveRoll: the Movement die showed Rolled for Seat's soldier of
	// Type on Space, which may go up to Allowance spaces. Again when it was
	// rolled before: the reaction window after the roll has closed, and the
	// soldier moves with what the cards played there left it.
	EventMoveRoll EventKind = iota
	// EventDice: the combat dice were rolled, or changed by a card; Fight
	// is the fight with the dice as they now lie.
	EventDice
	// EventRound: a round of a fight was decided; Fight is the round as it
	// ended (State.LastFight). Casualty when one of two defending Warriors
	// must fall, Counter when the defender may counter-attack.
	EventRound
	// EventDefeated: Seat's soldier of Type on Space fell to Winner, who
	// collected Craftpoints for it.
	EventDefeated
	// EventCaptured: Seat captured a Peasant of From.
	EventCaptured
	// EventCompleted: Seat completed Objective Card; Done is how many
	// Objectives Seat has completed.
	EventCompleted
	// EventForfeit: Seat's Objective Card, declared on a Settlement the
	// seat no longer occupies, is forfeit.
	EventForfeit
	// EventLastRound: Seat completed its final Objective, and the last
	// round began.
	EventLastRound
	// EventTurn: Seat's turn began, of Round; First when it is the game's
	// first turn, Siege when the Siege Rule step is open.
	EventTurn
	// EventDrew: Seat drew Objectives Objective cards and Actions Action
	// cards (how many, not which).
	EventDrew
	// EventCollected: Seat collected Goods from its Settlements (steps 2
	// and 3).
	EventCollected
	// EventPeasant: the rules put a Peasant of Seat on Settlement without
	// the player choosing.
	EventPeasant
	// EventOver: the game ended.
	EventOver
)

// Event is one automatic event of the rules; only the fields its kind
// names are set. Every seat may see all of it.
type Event struct {
	Kind        EventKind
	Seat        int
	From        int
	Winner      int
	Type        SoldierType
	Space       int
	Craftpoints int
	Card        int16
	Done        int
	Fight       Fight
	Casualty    bool
	Counter     bool
	Round       int
	First       bool
	Siege       bool
	Objectives  int
	Actions     int
	Goods       [NumGoods]int
	Settlement  int
	Rolled      int
	Allowance   int
	Again       bool
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

// note records an event when a Step is collecting them.
func (s *State) note(e Event) {
	if s.trace != nil {
		*s.trace = append(*s.trace, e)
	}
}
