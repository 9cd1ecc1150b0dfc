package coincrown

import (
	"testing"
)

// End of Year, the coin draw, Iron coins and scoring.

// passAll makes every player still in the year pass, ending it.
func passAll(t *testing.T, s *State) {
	t.Helper()
	year := s.Year
	for s.Year == year && !s.Ended {
		play(t, s, PassYear())
	}
}

// TestEndOfYear checks End of Year steps 1–6: a Bonus Coin on every card
// left in the Current Market, 3 Bronze on a card become 1 Silver, empty
// places refilled, exhausted cards Ready again (Retired ones not), the
// year advanced; unspent Income goes to the discard pile and the new
// Income is drawn.
func TestEndOfYear(t *testing.T) {
	s := newGame(t, 2)
	s.Rows[Bronze][0].Bonus = Coins{Bronze: 2}
	s.Rows[Silver][1].Bonus = Coins{Bronze: 1, Silver: 1}
	s.Decks[Gold] = append(s.Decks[Gold], s.Rows[Gold][2].Card)
	s.Rows[Gold][2] = Slot{Card: -1}
	ex := give(t, s, 0, Field, 0)
	ret := give(t, s, 0, Cavalry, 0)
	s.Seats[0].Cards[ex].Exhausted = true
	s.Seats[0].Cards[ret].Retired = true
	p := &s.Seats[0]
	p.Purse = Coins{}
	p.Income = Coins{Bronze: 3}
	p.Discard = Coins{Silver: 2}
	settle(t, s)
	goldTop := s.Decks[Gold][0]
	passAll(t, s)
	if s.Year != 2 {
		t.Fatalf("year %d", s.Year)
	}
	if got := s.Rows[Bronze][0].Bonus; got != (Coins{Silver: 1}) {
		t.Errorf("3 Bronze on a card: %v, want 1 Silver", got)
	}
	if got := s.Rows[Silver][1].Bonus; got != (Coins{Bronze: 2, Silver: 1}) {
		t.Errorf("bonus %v", got)
	}
	if got := s.Rows[Bronze][1].Bonus; got != (Coins{Bronze: 1}) {
		t.Errorf("bonus %v", got)
	}
	if sl := s.Rows[Gold][2]; sl.Card != goldTop || sl.Bonus != (Coins{}) {
		t.Errorf("refilled place %+v, want the Gold deck's top card %d with no bonus", sl, goldTop)
	}
	if !ready(p.Cards[ex]) || !p.Cards[ret].Retired {
		t.Errorf("cards %+v", p.Cards)
	}
	// The purse was empty: the 3 unspent Bronze and 2 Silver in the
	// discard pile became the purse, and 4 of the 5 were drawn.
	if p.Income.Count() != IncomeDraw || p.Purse.Count() != 1 || p.Discard != (Coins{}) {
		t.Errorf("Income %v, purse %v, discard %v", p.Income, p.Purse, p.Discard)
	}
}

// TestFewCoins checks New Year, New Coin Draw: a purse that runs out is
// refilled from the whole discard pile mid-draw; with fewer than 4 coins
// in all, the player draws what they have.
func TestFewCoins(t *testing.T) {
	s := newGame(t, 2)
	p := &s.Seats[0]
	p.Purse = Coins{Gold: 1}
	p.Discard = Coins{Bronze: 1}
	settle(t, s)
	s.drawCoins(0, IncomeDraw)
	if p.Income != (Coins{Bronze: 1, Gold: 1}) || p.Purse.Count()+p.Discard.Count() != 0 {
		t.Errorf("Income %v, purse %v, discard %v", p.Income, p.Purse, p.Discard)
	}
}

// TestGameEnd checks that the game ends after Year 5 without seeding or
// refilling the Market, and that nothing is legal any more.
func TestGameEnd(t *testing.T) {
	s := newGame(t, 3)
	s.Year = Years
	s.Decks[Bronze] = append(s.Decks[Bronze], s.Rows[Bronze][0].Card)
	s.Rows[Bronze][0] = Slot{Card: -1}
	settle(t, s)
	before := s.Rows
	passAll(t, s)
	if !s.Over() || s.ToMove() != -1 || s.Legal() != nil || s.Progress() != "Game over" {
		t.Fatalf("over %v, to move %d", s.Over(), s.ToMove())
	}
	if s.Rows != before {
		t.Error("the Market was seeded or refilled after Year 5")
	}
	if err := s.Apply(PassYear()); err == nil {
		t.Error("an action after the end")
	}
}

// TestStartPlayer checks End of Year step 7: clockwise through Year 4 (Year
// 3 with 3 players), then the player with the fewest Land points, then the
// fewest Market cards.
func TestStartPlayer(t *testing.T) {
	t.Run("4 players rotate", func(t *testing.T) {
		s := newGame(t, 4)
		for year := 2; year <= 4; year++ {
			passAll(t, s)
			if want := year - 1; s.Year != year || s.Start != want || s.Current != want {
				t.Fatalf("year %d: start %d, current %d; want %d", s.Year, s.Start, s.Current, want)
			}
		}
	})
	t.Run("4 players, Year 5 by Land points", func(t *testing.T) {
		s := newGame(t, 4)
		s.Year, s.Start = 4, 3
		for seat := range 4 {
			giveLand(s, seat, landID(t, s, Hamlet, 0), Hamlet)
		}
		giveLand(s, 0, landID(t, s, Village, 0), Village)
		giveLand(s, 3, landID(t, s, Village, 0), Village)
		give(t, s, 1, Field, 0) // seats 1 and 2 tie on 2 points: 2 has fewer cards
		settle(t, s)
		s.Current = 3
		passAll(t, s)
		if s.Start != 2 || s.Current != 2 {
			t.Fatalf("start %d, want 2", s.Start)
		}
	})
	t.Run("full tie: clockwise from the next player", func(t *testing.T) {
		s := newGame(t, 4)
		s.Year, s.Start, s.Current = 4, 2, 2
		settle(t, s)
		passAll(t, s)
		if s.Start != 3 {
			t.Fatalf("start %d, want 3", s.Start)
		}
	})
	t.Run("3 players, Years 4 and 5 by Land points", func(t *testing.T) {
		s := newGame(t, 3)
		passAll(t, s)
		passAll(t, s)
		if s.Year != 3 || s.Start != 2 {
			t.Fatalf("year %d start %d", s.Year, s.Start)
		}
		giveLand(s, 0, landID(t, s, Hamlet, 0), Hamlet)
		giveLand(s, 2, landID(t, s, Hamlet, 0), Hamlet)
		settle(t, s)
		passAll(t, s)
		if s.Year != 4 || s.Start != 1 {
			t.Fatalf("year %d: start %d, want 1 (fewest Land points)", s.Year, s.Start)
		}
		giveLand(s, 1, landID(t, s, Village, 0), Village)
		settle(t, s)
		passAll(t, s)
		if s.Year != 5 || s.Start != 2 {
			t.Fatalf("year %d: start %d, want 2 (tied with seat 0 on points and cards: first clockwise from seat 2)", s.Year, s.Start)
		}
	})
	t.Run("2 players, Year 5: Retired cards are not in the Tableau", func(t *testing.T) {
		// The rules review's reproduction: equal Land points; seat 0 has 1 card in
		// its Tableau and 2 Retired Cavalry, seat 1 has 2 Fields.
		s := newGame(t, 2)
		s.Year, s.Start, s.Current = 4, 0, 0
		give(t, s, 0, Field, 0)
		for range 2 {
			s.Seats[0].Cards[give(t, s, 0, Cavalry, 0)].Retired = true
		}
		give(t, s, 1, Field, 0)
		give(t, s, 1, Field, 0)
		settle(t, s)
		passAll(t, s)
		if s.Year != 5 || s.Start != 0 || s.Current != 0 {
			t.Fatalf("year %d: start %d, want seat 0 (1 Market card in its Tableau against 2)", s.Year, s.Start)
		}
	})
	t.Run("2 players alternate", func(t *testing.T) {
		s := newGame(t, 2)
		for year := 2; year <= 4; year++ {
			passAll(t, s)
			if want := (year - 1) % 2; s.Start != want {
				t.Fatalf("year %d: start %d, want %d", year, s.Start, want)
			}
		}
	})
}

// TestIronCoins checks Iron Coins: taken by a player with more cards of a
// type than every other, right after acquiring one; kept on a tie;
// unclaimed while the lead is shared.
func TestIronCoins(t *testing.T) {
	s := newGame(t, 3)
	for i := range 3 {
		setRow(s, i, cardID(t, s, Field, 0), Coins{})
	}
	for seat := range 3 {
		setIncome(s, seat, Coins{Bronze: 4})
	}
	settle(t, s)
	play(t, s, Buy(Bronze, 0))
	if s.Iron[CatFields] != 0 {
		t.Fatalf("Most Fields held by %d after seat 0's first Field", s.Iron[CatFields])
	}
	play(t, s, EndTurn(), Buy(Bronze, 1))
	if s.Iron[CatFields] != 0 {
		t.Fatalf("Most Fields moved to %d on a tie", s.Iron[CatFields])
	}
	play(t, s, EndTurn(), PassYear())
	// Seat 1 buys a second Field: now the most.
	only(s, 1)
	s.Phase, s.Actions = PhaseMain, 0
	setRow(s, 3, cardID(t, s, Field, 0), Coins{})
	settle(t, s)
	play(t, s, Buy(Bronze, 3))
	if s.Iron[CatFields] != 1 {
		t.Fatalf("Most Fields held by %d, want 1", s.Iron[CatFields])
	}
	if got := s.Result().Points[1][ScoreIron]; got != IronValue[CatFields] {
		t.Errorf("Iron points %d, want %d", got, IronValue[CatFields])
	}
}

// TestScoring checks Winning: Lands 1/2/4/7 by their size now, Church, the
// Iron coins' values, and the tie-breakers (Cities, Towns, Villages,
// Hamlets, then coin value in purse and discard pile).
func TestScoring(t *testing.T) {
	s := newGame(t, 4)
	giveLand(s, 0, landID(t, s, Hamlet, 0), City)     // an upgraded Hamlet: 7
	giveLand(s, 0, landID(t, s, Village, 0), Town)    // 4
	giveLand(s, 1, landID(t, s, City, 0), City)       // 7
	giveLand(s, 1, landID(t, s, Village, 0), Town)    // 4
	giveLand(s, 2, landID(t, s, Town, 0), Town)       // 4
	giveLand(s, 2, landID(t, s, Village, 0), Village) // 2
	s.Iron[CatMilitary] = 2
	give(t, s, 2, Cavalry, 0)
	settle(t, s)
	r := s.Result()
	if got := r.Points[0]; got[ScoreHamlets] != 1 || got[ScoreTowns] != 4 || got[ScoreCities] != 7 {
		t.Errorf("seat 0 points %v", got)
	}
	if r.Scores[0] != 12 || r.Scores[1] != 12 || r.Scores[2] != 1+4+2+IronValue[CatMilitary] {
		t.Errorf("scores %v", r.Scores)
	}
	// Seats 0 and 1 tie on everything but coins: seat 1 richer.
	s.Seats[1].Purse[Gold]++
	s.Seats[0].Purse[Gold]--
	settle(t, s)
	r = s.Result()
	if r.Rank[1] != 1 || r.Rank[0] != 2 {
		t.Errorf("ranks %v, tie-breaks %v", r.Rank, r.TieBreak)
	}
	// One more Town beats any amount of coins. (Seat 3 takes Most Lands
	// first, and keeps it on the tie with seat 1.)
	for range 6 {
		giveLand(s, 3, landID(t, s, Hamlet, 0), Hamlet)
	}
	settle(t, s)
	giveLand(s, 0, landID(t, s, Town, 0), Town)
	giveLand(s, 1, landID(t, s, Hamlet, 0), Hamlet)
	giveLand(s, 1, landID(t, s, Hamlet, 0), Hamlet)
	giveLand(s, 1, landID(t, s, Hamlet, 0), Hamlet)
	giveLand(s, 1, landID(t, s, Hamlet, 0), Hamlet)
	settle(t, s)
	r = s.Result()
	if r.Scores[0] != r.Scores[1] || r.Rank[0] != 1 {
		t.Errorf("scores %v, ranks %v, tie-breaks %v", r.Scores, r.Rank, r.TieBreak)
	}
	if s.Progress() != "Year 1 of 5" {
		t.Errorf("Progress = %q", s.Progress())
	}
}
