package emara

import "tabula/engines"

// HappeningKind names something the rules do by themselves in the course of
// an action, beyond the decision itself. What other engines call an Event
// (engines.Event) is a Happening here, where Event names the Event cards.
type HappeningKind uint8

// The automatic events of the rules.
const (
	// HappeningMarker: Marker turned from showing From to showing Value
	// (which may be the same number), or went back to the box (Boxed) so
	// that the board's Value counts from now on.
	HappeningMarker HappeningKind = iota
	// HappeningFavorReshuffle: the Favor Token stack ran out and the discard
	// pile was shuffled into a new face-down stack.
	HappeningFavorReshuffle
	// HappeningTurnEnd: nothing but ending it was left: Seat's turn ended.
	HappeningTurnEnd
	// HappeningRoundEnd: every turn of Round was taken; Card (an index of
	// Events) is the round's Event card, whose reward each player may now
	// take in turn order when it is an end-of-round Event.
	HappeningRoundEnd
	// HappeningRoundFinish: Round is over, its Event settled: what follows
	// (Victoria, the Statue, the cards, the next round or the end) comes.
	HappeningRoundFinish
	// HappeningVictoria: Victoria scored Built Citizen Points as if she
	// delivered 1 Stone and 1 Bread at the Construction Site and, when
	// Rank is not -1, became Rank for More points: Score in all.
	HappeningVictoria
	// HappeningStatue: the Statue passed to Seat, who starts Round.
	HappeningStatue
	// HappeningCardsBack: after the reshuffle round all Action Cards went back
	// to every hand (Full) or into a new draw pile.
	HappeningCardsBack
	// HappeningDrew: everyone drew a new hand of Action Cards.
	HappeningDrew
	// HappeningRoundBegin: Round began with the Event Card (an index of
	// Events).
	HappeningRoundBegin
	// HappeningGameEnd: the game ended; Cit[seat] and Bld[seat] are the
	// Citizen and Building Points each seat's leftovers scored.
	HappeningGameEnd
	// HappeningCouncilors: the Councilors were placed from the setup
	// Event Card, and with the fixed layout (Resource) everyone took 1
	// resource of their Countryside Location.
	HappeningCouncilors
	// HappeningEventPoints: the round's Event Card (an index of Events)
	// added Citizens and Buildings points (either may be negative or 0) to
	// Seat.
	HappeningEventPoints
	// HappeningCollected: Seat's Councilor reached Loc, a Countryside
	// Location with no choice, and took N of its resource.
	HappeningCollected
	// HappeningNothing: nothing could be done at Loc, where Seat's
	// Councilor stood, so it left.
	HappeningNothing
	// HappeningFavorsDrawn: Seat drew N Favor Tokens to keep one (which
	// ones only Seat sees).
	HappeningFavorsDrawn
	// HappeningBStack: an Advisor left the space at Loc (a Town Location)
	// and Advisor (an index of Advisors) came from the B stack to it, or
	// -1: the stack was empty.
	HappeningBStack
	// HappeningLastCard: Seat's one card left in hand, Card (a Card), went
	// by itself on the one empty slot, Slot (an index of SlotSteps), and
	// gave what a resource or Signet Ring card gives at once.
	HappeningLastCard
)

// Happening is one automatic event of the rules; only the fields its kind
// names are set. It holds only what every seat sees.
type Happening struct {
	Kind      HappeningKind
	Seat      int
	Round     int
	Card      int
	Marker    MarkerKind
	From      int
	Value     int
	Boxed     bool
	Full      bool
	Built     int
	Rank      Rank
	More      int
	Score     int
	Loc       Location
	N         int
	Resource  bool
	Advisor   int
	Slot      int
	Citizens  int
	Buildings int
	Cit       []int
	Bld       []int
}

// Happenings are the events of a Step (engines.Step.Events) that are this
// engine's Happening values, in order.
func Happenings(events []engines.Event) []Happening {
	out := make([]Happening, 0, len(events))
	for _, e := range events {
		if x, ok := e.(Happening); ok {
			out = append(out, x)
		}
	}
	return out
}

// note records an event when a Step is collecting them.
func (s *State) note(e Happening) {
	if s.trace != nil {
		*s.trace = append(*s.trace, e)
	}
}
