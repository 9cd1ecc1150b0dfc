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
	// EventOccupied: Seat's soldier now occupies Settlement, which was
	// free before the action.
	EventOccupied
	// EventFreed: Settlement, occupied by Seat before the action, is free
	// again.
	EventFreed
	// EventSiege: Settlement, its occupier unchanged, came under siege.
	EventSiege
	// EventLifted: the siege of Settlement, its occupier unchanged, was
	// lifted.
	EventLifted
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
	NoCounter   NoCounter // EventRound: why a defender who won with a counter-attack face may not counter
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

// NoCounter is why the defender who won a round with a counter-attack face
// may not counter-attack (rules, Counter-Attacks; Occupation).
type NoCounter uint8

// The reasons a counter-attack face brings no counter-attack.
const (
	NoCounterNone      NoCounter = iota // no counter-attack face, or a counter-attack is offered
	NoCounterDouble                     // a Double Attack or Double Defend
	NoCounterRounds                     // the engagement's rounds are spent (MaxFightRounds)
	NoCounterOccupying                  // the defender occupies a Settlement
	NoCounterRange                      // the attacker is out of the defender's range
	NoCounterAmmo                       // a ranged defender has no ammo to spend
)

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

// site is what the events say of a Settlement: who occupies it (-1: no
// one) and whether it is under siege.
type site struct {
	occupier int
	besieged bool
}

// sites is the state of every Settlement, for noteSites.
func (s *State) sites() []site {
	out := make([]site, len(s.Settlements))
	for i := range s.Settlements {
		out[i] = site{s.Occupier(i), s.besieged(i)}
	}
	return out
}

// noteSites records the Settlements occupied or freed since was (their
// sites then), and the sieges begun or lifted on the others. These follow
// from where the soldiers stand rather than from one rule, so a Step
// compares the Settlements before and after the action.
func (s *State) noteSites(was []site) {
	for i, w := range was {
		switch now := s.Occupier(i); {
		case w.occupier < 0 && now >= 0:
			s.note(Event{Kind: EventOccupied, Seat: now, Settlement: i})
		case w.occupier >= 0 && now < 0:
			s.note(Event{Kind: EventFreed, Seat: w.occupier, Settlement: i})
		}
	}
	for i, w := range was {
		if w.occupier != s.Occupier(i) {
			continue
		}
		switch now := s.besieged(i); {
		case !w.besieged && now:
			s.note(Event{Kind: EventSiege, Settlement: i})
		case w.besieged && !now:
			s.note(Event{Kind: EventLifted, Settlement: i})
		}
	}
}

// note records an event when a Step is collecting them.
func (s *State) note(e Event) {
	if s.trace != nil {
		*s.trace = append(*s.trace, e)
	}
}
