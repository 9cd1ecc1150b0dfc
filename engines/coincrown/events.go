package coincrown

import "tabula/engines"

// EventKind names something the rules do by themselves in the course of
// an action, beyond the decision itself.
type EventKind uint8

// The automatic events of the rules.
const (
	// EventPaid: Seat paid Coins at once, the only way to pay the price
	// without a needless coin.
	EventPaid EventKind = iota
	// EventDrew: Seat drew Card (an index of MarketCards) blind with Pay
	// to Draw.
	EventDrew
	// EventToll: Seat's Toll Station drew Coins into Income; Refilled when
	// the purse ran out and the discard pile went back into it.
	EventToll
	// EventConquered: Seat conquered Land (an index of LandCards), Force
	// when by Battle Strength; Next is the Land of its deck now showing,
	// or -1 for an empty deck.
	EventConquered
	// EventUpgraded: Seat's Land number Index grew from From to Level.
	EventUpgraded
	// EventRetired: Seat's Troop Card (an index of MarketCards) spent its
	// last token and retired.
	EventRetired
	// EventChurchEnd: Seat has no Income left: the Church visit ended.
	EventChurchEnd
	// EventIron: the Iron coin of Category went to Seat from From (-1:
	// from the supply).
	EventIron
	// EventTurnEnd: nothing but End turn was left: Seat's turn ended.
	EventTurnEnd
	// EventYearEnd: everyone had passed and Year ended (rules, End of
	// Year): Unspent[seat] is the Income that went to each discard pile,
	// and Refilled[seat] whether the seat's purse ran out, its discard
	// pile going back into it, as the next Year's Income was drawn.
	EventYearEnd
)

// Event is one automatic event of the rules; only the fields its kind
// names are set.
type Event struct {
	Kind     EventKind
	Seat     int
	Coins    Coins
	Card     int16
	Land     int16
	Next     int16
	Force    bool
	Index    int
	From     LandKind
	Level    LandKind
	Category Category
	FromSeat int
	Year     int
	Refilled bool
	Unspent  []Coins
	Refills  []bool
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
