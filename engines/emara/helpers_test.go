package emara

import (
	"slices"
	"testing"

	"tabula/engines"
	"tabula/engines/rng"
)

// Test helpers: build a position by editing a fresh game's fields, keeping
// every card, token and Advisor accounted for, then drive it with play,
// which checks the engine's invariants after every action.

// quietEvent is the Event in effect in test positions unless a test sets
// another: it changes nothing during turns (Alms for the poor acts only at
// the end of the round).
const quietEvent = 5

// newGame returns a game for players in round 1, seat 0 holding the Statue
// and to play, Buildings on the Event card's number, every holding empty and
// the quiet Event in effect.
func newGame(t *testing.T, players int, variants ...string) *State {
	t.Helper()
	s := newState(engines.Config{Players: players, Seed: 7, Variants: variants})
	s.Start, s.Current = 0, 0
	if s.Random {
		t.Fatal("newGame sets up the base layout; build Random Location Layout games with newState")
	}
	play(t, s, BuildingStart(s.CardStart))
	setEvent(t, s, quietEvent)
	for seat := range s.Seats {
		p := &s.Seats[seat]
		p.Res = [NumResources]int{}
		p.Coins, p.Rings, p.Books, p.Bread = 0, 0, 0, 0
	}
	check(t, s)
	return s
}

// check fails the test if the invariants do not hold.
func check(t *testing.T, s *State) {
	t.Helper()
	if err := s.CheckInvariants(); err != nil {
		t.Fatalf("scenario is inconsistent: %v", err)
	}
}

// play applies each action, which must be legal, and checks the invariants.
func play(t *testing.T, s *State, actions ...engines.Action) {
	t.Helper()
	for _, a := range actions {
		if !slices.Contains(s.Legal(), a) {
			t.Fatalf("%+v is not legal for seat %d in phase %d; legal: %v", a, s.Current, s.Phase, describeAll(s))
		}
		if err := s.Apply(a); err != nil {
			t.Fatalf("Apply(%+v): %v", a, err)
		}
		if err := s.CheckInvariants(); err != nil {
			t.Fatalf("after %+v: %v", a, err)
		}
	}
}

// legal reports whether a is a legal action now.
func legal(s *State, a engines.Action) bool { return slices.Contains(s.Legal(), a) }

// describeAll lists the legal actions in words, for failure messages.
func describeAll(s *State) []string {
	var out []string
	for _, a := range s.Legal() {
		out = append(out, s.Describe(a))
	}
	return out
}

// setEvent makes Event id the one in effect, swapping it with the top of
// the deck wherever it is.
func setEvent(t *testing.T, s *State, id int) {
	t.Helper()
	if i := slices.Index(s.EventDeck, int8(id)); i >= 0 {
		s.EventDeck[0], s.EventDeck[i] = s.EventDeck[i], s.EventDeck[0]
		return
	}
	i := slices.Index(s.EventBox, int8(id))
	if i < 0 {
		t.Fatalf("no Event %d", id)
	}
	s.EventDeck[0], s.EventBox[i] = s.EventBox[i], s.EventDeck[0]
	if s.Started { // the setup card may have changed places
		s.CardStart = Events[s.EventBox[len(s.EventBox)-s.Round-1]].BuildingStart
	}
}

// eventID returns the Event with effect e.
func eventID(t *testing.T, e EventEffect) int {
	t.Helper()
	i := slices.IndexFunc(Events[:], func(ev Event) bool { return ev.Effect == e })
	if i < 0 {
		t.Fatalf("no Event with effect %d", e)
	}
	return i
}

// setHand gives seat exactly these cards in hand; the other unplayed cards
// go to the draw pile.
func setHand(t *testing.T, s *State, seat int, cards ...Card) {
	t.Helper()
	p := &s.Seats[seat]
	pool := slices.Concat(p.Hand, p.Pile)
	p.Hand, p.Pile = nil, nil
	for _, c := range cards {
		i := slices.Index(pool, int8(c))
		if i < 0 {
			t.Fatalf("seat %d cannot hold %s: played or used", seat, c)
		}
		pool = slices.Delete(pool, i, i+1)
		p.Hand = append(p.Hand, int8(c))
	}
	slices.Sort(p.Hand)
	p.Pile = pool
}

// startTurn puts card in the hand of the seat to move and plays it on slot.
func startTurn(t *testing.T, s *State, c Card, slot int) {
	t.Helper()
	p := &s.Seats[s.Current]
	keep := []Card{c}
	for _, x := range p.Hand {
		if Card(x) != c && len(keep) < len(p.Hand) {
			keep = append(keep, Card(x))
		}
	}
	for len(keep) < len(p.Hand) {
		for _, x := range p.Pile {
			if !slices.Contains(keep, Card(x)) {
				keep = append(keep, Card(x))
				break
			}
		}
	}
	setHand(t, s, s.Current, keep...)
	play(t, s, Play(c, slot))
}

// placeAt moves seat's Councilor standing on the board of l onto l.
func placeAt(t *testing.T, s *State, seat int, l Location) int {
	t.Helper()
	b, pos := s.position(l)
	s.Seats[seat].Councilor[b] = int8(pos)
	return b
}

// placeBefore puts seat's Councilor steps steps before l, so that a move of
// steps lands on l; it returns the Councilor.
func placeBefore(t *testing.T, s *State, seat int, l Location, steps int) int {
	t.Helper()
	b, pos := s.position(l)
	s.Seats[seat].Councilor[b] = int8((pos - steps + 2*RingSize) % RingSize)
	return b
}

// advisorID returns the Advisor called name.
func advisorID(t *testing.T, name string) int8 {
	t.Helper()
	i := slices.IndexFunc(Advisors[:], func(a Advisor) bool { return a.Name == name })
	if i < 0 {
		t.Fatalf("no Advisor %q", name)
	}
	return int8(i)
}

// takeAdvisor removes Advisor id from wherever it is; a board space it
// leaves is refilled from the B stack, or with an A Advisor from the box.
func takeAdvisor(s *State, id int8) {
	drop := func(ids []int8) []int8 { return slices.DeleteFunc(ids, func(x int8) bool { return x == id }) }
	s.BStack, s.ABox = drop(s.BStack), drop(s.ABox)
	for seat := range s.Seats {
		p := &s.Seats[seat]
		p.Advisors = drop(p.Advisors)
		p.Held = heldPowers(p.Advisors)
	}
	for t := range s.Spaces {
		for i, x := range s.Spaces[t] {
			if x != id {
				continue
			}
			switch {
			case len(s.BStack) > 0:
				s.Spaces[t][i], s.BStack = s.BStack[0], s.BStack[1:]
			case len(s.ABox) > 0:
				s.Spaces[t][i], s.ABox = s.ABox[0], s.ABox[1:]
			default:
				s.Spaces[t][i] = -1
			}
		}
	}
}

// giveAdvisor gives seat Advisor id (without its recruiting rewards).
func giveAdvisor(t *testing.T, s *State, seat int, name string) {
	t.Helper()
	id := advisorID(t, name)
	takeAdvisor(s, id)
	p := &s.Seats[seat]
	p.Advisors = append(p.Advisors, id)
	p.Held = heldPowers(p.Advisors)
}

// putAdvisor puts Advisor id on space i of Town Location l; the Advisor
// there goes where id was (the box for an A Advisor, else the B stack).
func putAdvisor(t *testing.T, s *State, l Location, i int, name string) {
	t.Helper()
	id := advisorID(t, name)
	old := s.Spaces[l-Castle][i]
	if old == id {
		return
	}
	takeAdvisor(s, id)
	old = s.Spaces[l-Castle][i]
	s.Spaces[l-Castle][i] = id
	if old >= 0 {
		if Advisors[old].B {
			s.BStack = append([]int8{old}, s.BStack...)
		} else {
			s.ABox = append(s.ABox, old)
			slices.Sort(s.ABox)
		}
	}
}

// give adds resources to seat: Wood, Cloth, Grain, Stone.
func give(s *State, seat int, wood, cloth, grain, stone int) {
	p := &s.Seats[seat]
	p.Res[Wood] += wood
	p.Res[Cloth] += cloth
	p.Res[Grain] += grain
	p.Res[Stone] += stone
}

// points returns seat's Citizen and Building Points.
func points(s *State, seat int) (cit, bld int) {
	return s.Seats[seat].Citizens(), s.Seats[seat].Buildings()
}

// endTurnNow ends the turn of the seat to move, making the Movement Action
// first if it is still open (with Councilor 1, onto whatever is there, and
// leaving at once).
func endTurnNow(t *testing.T, s *State) {
	t.Helper()
	seat, turn := s.Current, s.TurnSeq
	for s.Current == seat && s.TurnSeq == turn && s.Phase != PhaseOver && s.Phase != PhaseEvent {
		switch {
		case s.Phase == PhasePlay:
			play(t, s, s.Legal()[0])
		case s.Phase == PhaseTurn && !s.MoveDone:
			play(t, s, Move(1))
		case s.Phase == PhaseTurn:
			play(t, s, EndTurn())
		case s.Phase == PhaseLocation && legal(s, Leave()):
			play(t, s, Leave())
		default:
			play(t, s, s.Legal()[0])
		}
	}
}

// arrive starts the turn of the seat to move with card on slot and moves
// the Councilor of l's board onto l, ready to act there.
func arrive(t *testing.T, s *State, l Location, c Card, slot int) {
	t.Helper()
	startTurn(t, s, c, slot)
	councilor := placeBefore(t, s, s.Current, l, SlotSteps[slot])
	play(t, s, Move(councilor))
}

// newTestRNG returns a generator for random choices in tests.
func newTestRNG(seed uint64) *rng.RNG {
	r := rng.New(seed)
	return &r
}

// newStateFor returns a fresh game before its first decision.
func newStateFor(players int) *State {
	return newState(engines.Config{Players: players, Seed: 11})
}
