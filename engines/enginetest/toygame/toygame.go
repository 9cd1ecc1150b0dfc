// Package toygame is a tiny but complete Tabula engine used to test the
// conformance suite, the bots, the simulator and the save package. It is not
// shipped to players.
//
// Rules. A deck holds 30 cards: values 1–10 in three suits (Suns, Moons,
// Stars). Each of 2–4 players is dealt a private hand of 3; the rest of the
// deck is shuffled face down. The game lasts 6 rounds (4 with the "short"
// variant); in a round each seat takes one turn in seat order. A turn is a
// sequence of decisions: play up to 2 cards from hand face up to one's own
// tableau, draw at most one card (a random card of the deck, seen only by the
// drawer), in any order, then end the turn explicitly with "done".
//
// Scoring has three categories: Cards (the sum of the values in one's
// tableau), Sets (5 for each suit with at least 3 cards in one's tableau) and
// Hand (−2 for each card still in hand). The tie-break is the number of cards
// in one's tableau.
//
// Hidden information: the deck's contents and order, every hand except one's
// own, and the generator. Drawing and ending a turn are undo barriers.
package toygame

//go:generate go tool msgp -tests=false

import (
	"errors"
	"fmt"
	"slices"

	"tabula/engines"
	"tabula/engines/rng"
)

// Rule constants.
const (
	Suits       = 3
	Values      = 10
	DeckSize    = Suits * Values
	HandSize    = 3  // cards dealt to each seat
	MaxPlays    = 2  // cards a seat may play in one turn
	Rounds      = 6  // rounds in a normal game
	ShortRounds = 4  // rounds with the "short" variant
	SetSize     = 3  // cards of one suit that make a set
	SetBonus    = 5  // points per set
	HandPenalty = -2 // points per card left in hand
)

// Action kinds. A play carries the card (1..DeckSize) in A; the other
// arguments of every action are zero.
const (
	KindPlay uint8 = 1 + iota
	KindDraw
	KindDone
)

// VariantShort is the ID of the variant that plays ShortRounds rounds.
const VariantShort = "short"

// Score categories, in display order.
const (
	CatCards = iota
	CatSets
	CatHand
)

var suitNames = [Suits]string{"Suns", "Moons", "Stars"}

// Play returns the action that plays card c.
func Play(c uint8) engines.Action { return engines.Action{Kind: KindPlay, A: int16(c)} }

// Draw returns the action that draws a card.
func Draw() engines.Action { return engines.Action{Kind: KindDraw} }

// Done returns the action that ends the turn.
func Done() engines.Action { return engines.Action{Kind: KindDone} }

// Value is the face value (1..Values) of card c (1..DeckSize).
func Value(c uint8) int { return (int(c)-1)%Values + 1 }

// Suit is the suit (0..Suits-1) of card c (1..DeckSize).
func Suit(c uint8) int { return (int(c) - 1) / Values }

// CardName names card c, e.g. "7 of Stars"; 0 is an unknown card.
func CardName(c uint8) string {
	if c < 1 || c > DeckSize {
		return "an unknown card"
	}
	return fmt.Sprintf("%d of %s", Value(c), suitNames[Suit(c)])
}

// Game is the toy game. The zero value is ready to use.
type Game struct{}

// Info describes the toy game.
func (Game) Info() engines.Info {
	return engines.Info{
		ID:         "toygame",
		Name:       "Toy Game",
		MinPlayers: 2,
		MaxPlayers: 4,
		Variants: []engines.Variant{{
			ID: VariantShort, Name: "Short game",
			Description: fmt.Sprintf("Play %d rounds instead of %d.", ShortRounds, Rounds),
		}},
		RulesVersion: 1,
		MaxDecisions: Rounds * 4 * (MaxPlays + 2),
	}
}

// New deals a new game.
func (g Game) New(cfg engines.Config) (engines.State, error) {
	if err := cfg.Validate(g.Info()); err != nil {
		return nil, fmt.Errorf("toygame: %w", err)
	}
	s := &State{N: cfg.Players, Rounds: Rounds, RNG: rng.New(cfg.Seed)}
	if cfg.HasVariant(VariantShort) {
		s.Rounds = ShortRounds
	}
	s.Deck = make([]uint8, DeckSize)
	for i := range s.Deck {
		s.Deck[i] = uint8(i + 1)
	}
	s.RNG.Shuffle(len(s.Deck), func(i, j int) { s.Deck[i], s.Deck[j] = s.Deck[j], s.Deck[i] })
	s.Hands = make([][]uint8, s.N)
	s.Table = make([][]uint8, s.N)
	for p := range s.N {
		top := len(s.Deck) - HandSize
		s.Hands[p] = slices.Clone(s.Deck[top:])
		slices.Sort(s.Hands[p])
		s.Deck = s.Deck[:top]
		s.Table[p] = []uint8{}
	}
	return s, nil
}

// ErrCorrupt is wrapped by Decode errors for encodings that are not a
// consistent toy game state.
var ErrCorrupt = errors.New("toygame: corrupt state")

// Decode restores a state written by State.MarshalMsg and checks that it is
// consistent.
func (Game) Decode(b []byte) (engines.State, error) {
	s, err := engines.DecodeState[State]("toygame", b)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrCorrupt, err)
	}
	return s, nil
}

// State is a toy game position. Hands are kept sorted; the deck's order is
// hidden. Cards are 1..DeckSize; 0 stands for a card hidden by View.
type State struct {
	N      int       `msg:"n"`      // seats
	Rounds int       `msg:"rounds"` // rounds in this game
	Round  int       `msg:"round"`  // current round, 0-based; Rounds when over
	Seat   int       `msg:"seat"`   // seat whose turn it is
	Plays  int       `msg:"plays"`  // cards played this turn
	Drawn  bool      `msg:"drawn"`  // whether a card was drawn this turn
	Deck   []uint8   `msg:"deck"`   // face-down cards, hidden order
	Hands  [][]uint8 `msg:"hands"`  // private hands, sorted
	Table  [][]uint8 `msg:"table"`  // public tableaux, in play order
	RNG    rng.RNG   `msg:"rng"`
}

// Players is the number of seats.
func (s *State) Players() int { return s.N }

// Over reports whether all rounds have been played.
func (s *State) Over() bool { return s.Round >= s.Rounds }

// ToMove is the seat whose turn it is, or -1 when the game is over.
func (s *State) ToMove() int {
	if s.Over() {
		return -1
	}
	return s.Seat
}

// Legal lists the plays (in card order), then draw, then done. Cards hidden
// by View are never listed.
func (s *State) Legal() []engines.Action {
	if s.Over() {
		return nil
	}
	out := make([]engines.Action, 0, HandSize+4)
	if s.Plays < MaxPlays {
		for _, c := range s.Hands[s.Seat] {
			if c != 0 {
				out = append(out, Play(c))
			}
		}
	}
	if !s.Drawn && len(s.Deck) > 0 {
		out = append(out, Draw())
	}
	return append(out, Done())
}

func (s *State) legal(a engines.Action) bool {
	if s.Over() || a.B != 0 || a.C != 0 || a.D != 0 {
		return false
	}
	switch a.Kind {
	case KindPlay:
		return s.Plays < MaxPlays && a.A > 0 && a.A <= DeckSize &&
			slices.Contains(s.Hands[s.Seat], uint8(a.A))
	case KindDraw:
		return a.A == 0 && !s.Drawn && len(s.Deck) > 0
	case KindDone:
		return a.A == 0
	}
	return false
}

// Apply performs a legal action; anything else is rejected unchanged.
func (s *State) Apply(a engines.Action) error {
	if !s.legal(a) {
		return fmt.Errorf("toygame: %w: %+v", engines.ErrIllegal, a)
	}
	switch a.Kind {
	case KindPlay:
		h := s.Hands[s.Seat]
		i := slices.Index(h, uint8(a.A))
		s.Hands[s.Seat] = slices.Delete(h, i, i+1)
		s.Table[s.Seat] = append(s.Table[s.Seat], uint8(a.A))
		s.Plays++
	case KindDraw:
		i := s.RNG.Intn(len(s.Deck))
		c := s.Deck[i]
		last := len(s.Deck) - 1
		s.Deck[i] = s.Deck[last]
		s.Deck = s.Deck[:last]
		h := s.Hands[s.Seat]
		j, _ := slices.BinarySearch(h, c)
		s.Hands[s.Seat] = slices.Insert(h, j, c)
		s.Drawn = true
	case KindDone:
		s.Plays, s.Drawn = 0, false
		s.Seat++
		if s.Seat == s.N {
			s.Seat = 0
			s.Round++
		}
	}
	return nil
}

// Barrier reports that drawing (chance, private information) and ending the
// turn (the next seat decides) are undo barriers; plays can be undone.
func (s *State) Barrier(a engines.Action) bool { return a.Kind != KindPlay }

// Result scores every seat; before the end it is the running tally.
func (s *State) Result() engines.Result {
	r := engines.Result{
		Categories: []string{"Cards", "Sets", "Hand"},
		Points:     make([][]int, s.N),
		Scores:     make([]int, s.N),
		TieBreak:   make([]int, s.N),
	}
	for p := range s.N {
		var suit [Suits]int
		row := make([]int, 3)
		for _, c := range s.Table[p] {
			if c >= 1 && c <= DeckSize {
				row[CatCards] += Value(c)
				suit[Suit(c)]++
			}
		}
		for _, n := range suit {
			if n >= SetSize {
				row[CatSets] += SetBonus
			}
		}
		row[CatHand] = HandPenalty * len(s.Hands[p])
		r.Points[p] = row
		r.Scores[p] = row[CatCards] + row[CatSets] + row[CatHand]
		r.TieBreak[p] = len(s.Table[p])
	}
	r.RankSeats()
	return r
}

// Evaluate implements engines.Heuristic: seat's running score plus an
// estimate of its hand, minus the best such estimate among the other seats.
func (s *State) Evaluate(seat int) float64 {
	if seat < 0 || seat >= s.N {
		return 0
	}
	r := s.Result()
	est := func(p int) float64 {
		v := float64(r.Scores[p])
		if !s.Over() {
			for _, c := range s.Hands[p] {
				v += 0.6*float64(Value(c)) - HandPenalty
			}
		}
		return v
	}
	best := -1e9
	for p := range s.N {
		if p != seat {
			best = max(best, est(p))
		}
	}
	return est(seat) - best
}

// Progress says which round is being played.
func (s *State) Progress() string {
	if s.Over() {
		return fmt.Sprintf("Game over after %d rounds", s.Rounds)
	}
	return fmt.Sprintf("Round %d of %d", s.Round+1, s.Rounds)
}

// Describe renders an action as a plain-English line.
func (s *State) Describe(a engines.Action) string {
	switch a.Kind {
	case KindPlay:
		if a.A > 0 && a.A <= DeckSize {
			return "Play the " + CardName(uint8(a.A))
		}
	case KindDraw:
		return "Draw a card"
	case KindDone:
		return "End the turn"
	}
	return fmt.Sprintf("Unknown action %+v", a)
}

// Clone returns a deep copy.
func (s *State) Clone() engines.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.Deck = slices.Clone(s.Deck)
	c.Hands = make([][]uint8, len(s.Hands))
	for i, h := range s.Hands {
		c.Hands[i] = slices.Clone(h)
	}
	c.Table = make([][]uint8, len(s.Table))
	for i, t := range s.Table {
		c.Table[i] = slices.Clone(t)
	}
	return &c
}

// sees reports whether viewer may see the hand of seat p.
func sees(viewer, p int) bool { return viewer == p }

// View hides the deck, the generator and every hand but seat's own: hidden
// cards become 0, so only their counts remain. Any seat outside 0..N-1 is a
// spectator.
func (s *State) View(seat int) engines.State {
	c := s.clone()
	clear(c.Deck)
	for p, h := range c.Hands {
		if !sees(seat, p) {
			clear(h)
		}
	}
	c.RNG = rng.RNG{}
	return c
}

// Determinize deals every card seat has not seen (the deck and the other
// hands) at random, keeping every count, and gives the state a fresh
// generator. It works on a View of seat as well as on the full state.
func (s *State) Determinize(seat int, r *rng.RNG) engines.State {
	c := s.clone()
	var seen [DeckSize + 1]bool
	for p := range c.N {
		for _, x := range c.Table[p] {
			seen[x] = true
		}
		if sees(seat, p) {
			for _, x := range c.Hands[p] {
				seen[x] = true
			}
		}
	}
	pool := make([]uint8, 0, DeckSize)
	for x := uint8(1); x <= DeckSize; x++ {
		if !seen[x] {
			pool = append(pool, x)
		}
	}
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for p, h := range c.Hands {
		if sees(seat, p) {
			continue
		}
		n := min(len(h), len(pool))
		c.Hands[p] = slices.Clone(pool[:n])
		slices.Sort(c.Hands[p])
		pool = pool[n:]
	}
	c.Deck = slices.Clone(pool[:min(len(c.Deck), len(pool))])
	c.RNG = r.Split()
	return c
}

// CheckInvariants verifies the state's structure: seat and round ranges,
// sorted hands, and every card exactly once in the deck, a hand or a tableau.
func (s *State) CheckInvariants() error {
	switch {
	case s.N < 2 || s.N > 4:
		return fmt.Errorf("%d players", s.N)
	case s.Rounds != Rounds && s.Rounds != ShortRounds:
		return fmt.Errorf("%d rounds", s.Rounds)
	case s.Round < 0 || s.Round > s.Rounds:
		return fmt.Errorf("round %d of %d", s.Round, s.Rounds)
	case s.Seat < 0 || s.Seat >= s.N:
		return fmt.Errorf("seat %d of %d", s.Seat, s.N)
	case s.Plays < 0 || s.Plays > MaxPlays:
		return fmt.Errorf("%d plays this turn", s.Plays)
	case len(s.Hands) != s.N || len(s.Table) != s.N:
		return fmt.Errorf("%d hands and %d tableaux for %d players", len(s.Hands), len(s.Table), s.N)
	}
	var count [DeckSize + 1]int
	n := 0
	tally := func(cards []uint8) {
		for _, c := range cards {
			if int(c) < len(count) {
				count[c]++
			} else {
				count[0]++
			}
			n++
		}
	}
	tally(s.Deck)
	for p := range s.N {
		if !slices.IsSorted(s.Hands[p]) {
			return fmt.Errorf("hand of seat %d not sorted", p)
		}
		tally(s.Hands[p])
		tally(s.Table[p])
	}
	if n != DeckSize || count[0] != 0 {
		return fmt.Errorf("%d cards (%d invalid), want %d", n, count[0], DeckSize)
	}
	for c := 1; c <= DeckSize; c++ {
		if count[c] != 1 {
			return fmt.Errorf("card %d appears %d times", c, count[c])
		}
	}
	return nil
}
