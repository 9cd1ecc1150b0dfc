package emara

import (
	"slices"
	"testing"

	"tabula/engines"
)

// End of the round and of the game; Full Selection.

// TestEndOfRound checks: the Statue passes clockwise, the 3 cards played
// are flipped (the slots empty), 3 new cards are drawn; after round 3 all 9
// are shuffled into a new stack; 6 rounds of 3 turns each.
func TestEndOfRound(t *testing.T) {
	s := newGame(t, 3)
	turns := map[int]int{}
	for round := range Rounds {
		if s.Round != round || s.Start != round%3 {
			t.Fatalf("round %d: engine round %d, Statue with %d", round+1, s.Round+1, s.Start)
		}
		for seat := range s.Seats {
			p := &s.Seats[seat]
			if len(p.Hand) != HandSize || slices.ContainsFunc(p.Slots[:], func(c int8) bool { return c >= 0 }) {
				t.Fatalf("round %d seat %d: hand %v slots %v", round+1, seat, p.Hand, p.Slots)
			}
			if want := Slots * (round % ReshuffleAfter); len(p.Used) != want {
				t.Errorf("round %d seat %d: %d cards used, want %d", round+1, seat, len(p.Used), want)
			}
		}
		for s.Round == round && !s.Ended {
			if s.Phase == PhaseEvent {
				play(t, s, Decline())
				continue
			}
			turns[s.Current]++
			endTurnNow(t, s)
		}
	}
	if !s.Ended {
		t.Fatal("not over after 6 rounds")
	}
	for seat, n := range turns {
		if n != Rounds*TurnsPerRound {
			t.Errorf("seat %d took %d turns", seat, n)
		}
	}
}

// TestEveryCardTwice checks "The game ends after 6 rounds, when each player
// has played all their Action Cards twice" — with and without Full
// Selection, counting the cards as they land on the slots (the engine plays
// a last card by itself).
func TestEveryCardTwice(t *testing.T) {
	for _, variants := range [][]string{nil, {VariantFullSelection}} {
		s := newState(engines.Config{Players: 2, Seed: 3, Variants: variants})
		var played [2][NumCards]int
		var seen [2][Slots]int8
		r := newTestRNG(5)
		for !s.Ended {
			legal := s.Legal()
			if err := s.Apply(legal[r.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
			for seat := range 2 {
				for i, c := range s.Seats[seat].Slots {
					if c >= 0 && seen[seat][i] != c {
						played[seat][c]++
					}
					seen[seat][i] = c
				}
			}
		}
		for seat := range 2 {
			for c, n := range played[seat] {
				if n != 2 {
					t.Errorf("%v: seat %d played %s %d times", variants, seat, Card(c), n)
				}
			}
		}
	}
}

// TestFullSelection checks the variant: all 9 cards in hand from the start,
// played cards gone until they return to the hand after round 3.
func TestFullSelection(t *testing.T) {
	s := newState(engines.Config{Players: 2, Seed: 4, Variants: []string{VariantFullSelection}})
	s.Start, s.Current = 0, 0
	play(t, s, BuildingStart(30))
	if len(s.Seats[0].Hand) != NumCards || len(s.Legal()) != NumCards*Slots {
		t.Fatalf("hand %v, %d plays", s.Seats[0].Hand, len(s.Legal()))
	}
	for s.Round < ReshuffleAfter-1 || s.Turn < TurnsPerRound*2-1 {
		if s.Phase == PhaseEvent {
			play(t, s, Decline())
			continue
		}
		endTurnNow(t, s)
	}
	if n := len(s.Seats[0].Hand); n != 0 {
		t.Errorf("seat 0 holds %d cards at the end of round 3", n)
	}
	for s.Round < ReshuffleAfter {
		if s.Phase == PhaseEvent {
			play(t, s, Decline())
			continue
		}
		endTurnNow(t, s)
	}
	for seat := range 2 {
		if p := &s.Seats[seat]; len(p.Hand) != NumCards || len(p.Used) != 0 {
			t.Errorf("round 4: seat %d holds %d, used %d", seat, len(p.Hand), len(p.Used))
		}
	}
}

// TestEndScoringExample is the rulebook's example: Emma has 66 Citizen and
// 68 Building Points, her final score is 66; Jacob 60 (69 and 60), Hugo 65
// (71 and 65). Emma wins ahead of Hugo and Jacob.
func TestEndScoringExample(t *testing.T) {
	s := newGame(t, 3)
	set := func(seat, cit, bld int) {
		p := &s.Seats[seat]
		p.Cit = [NumCit]int{}
		p.Bld = [NumBld]int{}
		p.Cit[CitNobility] = cit
		p.Bld[BldStart] = s.BuildingStart
		p.Bld[BldConstruction] = bld - s.BuildingStart
	}
	const emma, jacob, hugo = 0, 1, 2
	set(emma, 66, 68)
	set(jacob, 69, 60)
	set(hugo, 71, 65)
	s.scoreEnd()
	r := s.Result()
	if want := []int{66, 60, 65}; !slices.Equal(r.Scores, want) {
		t.Errorf("scores %v, want %v", r.Scores, want)
	}
	if want := []int{1, 3, 2}; !slices.Equal(r.Rank, want) {
		t.Errorf("ranks %v, want %v", r.Rank, want)
	}
	for seat, row := range r.Points {
		sum := 0
		for _, v := range row {
			sum += v
		}
		if sum != r.Scores[seat] || len(row) != len(r.Categories) {
			t.Errorf("seat %d: breakdown %v sums to %d", seat, row, sum)
		}
	}
}

// TestEndPoints checks the end scoring: 2 per Signet Ring, 1 per Gold Coin,
// Favor Token, Book, Bread and per 2 resources, placed on either track so
// the lower one is as high as it can be.
func TestEndPoints(t *testing.T) {
	tests := []struct {
		cit, bld         int
		rings, coins     int
		favors, books    int
		bread, resources int
		wantCit, wantBld int
	}{
		{50, 44, 2, 3, 1, 1, 1, 5, 53, 53}, // 12 points: 3 and 9
		{40, 60, 1, 0, 0, 0, 0, 1, 42, 60}, // all on the lower track
		{70, 30, 0, 0, 0, 2, 0, 0, 70, 32}, // all on Buildings
		{50, 50, 0, 1, 0, 0, 0, 0, 50, 51}, // an odd point: the score stays 50
		{10, 10, 0, 0, 0, 0, 0, 3, 10, 11}, // 3 resources: 1 point
		{30, 20, 0, 0, 0, 0, 0, 0, 30, 20}, // nothing left
	}
	for i, tc := range tests {
		s := newGame(t, 2)
		p := &s.Seats[0]
		p.Cit = [NumCit]int{}
		p.Cit[CitNobility] = tc.cit
		p.Bld[BldConstruction] = tc.bld - p.Bld[BldStart]
		p.Rings, p.Coins, p.Books, p.Bread = tc.rings, tc.coins, tc.books, tc.bread
		p.Res = [NumResources]int{Wood: tc.resources}
		for k := range tc.favors {
			giveFavor(t, s, 0, int(s.FavorStack[k]))
		}
		s.scoreEnd()
		if c, b := points(s, 0); c != tc.wantCit || b != tc.wantBld {
			t.Errorf("case %d: %d/%d, want %d/%d", i, c, b, tc.wantCit, tc.wantBld)
		}
	}
}

// TestTieBreaks checks the three tie-breaks in order: the second marker,
// the noble rank, the Citizen Points of the highest Nobility Card; then a
// shared place.
func TestTieBreaks(t *testing.T) {
	s := newGame(t, 4)
	set := func(seat, cit, bld int, nobility ...int8) {
		p := &s.Seats[seat]
		p.Cit = [NumCit]int{}
		p.Cit[CitNobility] = cit
		p.Bld[BldConstruction] = bld - p.Bld[BldStart]
		p.Nobility = nobility
	}
	// All score 60. Seat 0's other marker is 70, the others' 65. Seat 1
	// is a Count; seats 2 and 3 are Barons, seat 2 with the first Baron
	// card (6 Citizen Points), seat 3 with the second (5).
	set(0, 60, 70)
	set(1, 65, 60, 2, 0) // Baron card 3, Count card 1
	set(2, 60, 65, 0)
	set(3, 65, 60, 1)
	s.NobTop = [NumRanks]int8{3, 1}
	check(t, s)
	s.scoreEnd()
	r := s.Result()
	if want := []int{1, 2, 3, 4}; !slices.Equal(r.Rank, want) {
		t.Errorf("ranks %v, want %v (tie-breaks %v)", r.Rank, want, r.TieBreak)
	}
	// Equal in everything: a shared place.
	s = newGame(t, 2)
	set(0, 50, 55)
	set(1, 55, 50)
	s.scoreEnd()
	if r := s.Result(); !slices.Equal(r.Rank, []int{1, 1}) {
		t.Errorf("ranks %v, want a shared first place", r.Rank)
	}
}

// TestProgress checks the progress line.
func TestProgress(t *testing.T) {
	s := newState(engines.Config{Players: 2, Seed: 1})
	if s.Progress() != "Setup" {
		t.Errorf("%q", s.Progress())
	}
	s = newGame(t, 2)
	if s.Progress() != "Round 1 of 6" {
		t.Errorf("%q", s.Progress())
	}
}
