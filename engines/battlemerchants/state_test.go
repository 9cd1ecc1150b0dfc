package battlemerchants

import (
	"bytes"
	"slices"
	"testing"

	"tabula/engines"
)

// Interpretations that keep every game finite, and the engines.State
// surface: View, Describe, Progress.

// stalemated returns a 4-player Spring position in which nobody can ever
// sell again this Season: no gold, no weapons in hand, no cards left. Only
// Purple has weapons on the board (three, facing nobody), which will pay
// her 6 gold of repairs.
func stalemated(t *testing.T) *State {
	t.Helper()
	s := newGame(t, 4)
	clearRows(s)
	s.CraftOut, s.EarlyDeck, s.LateDeck = slices.Concat(s.CraftOut, s.EarlyDeck, s.LateDeck), nil, nil
	s.KingdomOut, s.KingdomDeck = append(s.KingdomOut, s.KingdomDeck...), nil
	for seat := range 4 {
		setGold(s, seat, 0)
	}
	place(s, at(t, s, Mountains, Dwarves, 0), 1, Standard)
	place(s, at(t, s, Forest, Orcs, 0), 1, Standard)
	place(s, at(t, s, Grasslands, Elves, 0), 1, Standard)
	settle(t, s)
	return s
}

// TestStalemate checks the interpretation for a Season nobody can end
// (the rulebook ends a Season only through Demand Tokens, which only sales
// move): when no player can sell again, the Season ends at once, with its
// battles, repairs and cleanup; the next starts with the player who
// triggered the end if someone did, else with the player whose turn it
// was (the player to the left of the last to play).
func TestStalemate(t *testing.T) {
	t.Run("no trigger", func(t *testing.T) {
		s := stalemated(t)
		play(t, s, Pass())
		if s.Season != 1 || s.Current != 1 {
			t.Errorf("season %d, seat %d to move; want Summer, seat 1", s.Season, s.Current)
		}
		if s.Seats[1].Gold != 6 {
			t.Errorf("Purple's repairs: %d gold", s.Seats[1].Gold)
		}
	})
	t.Run("after the trigger", func(t *testing.T) {
		s := stalemated(t)
		s.Trigger, s.FinalTurns = 3, 3
		play(t, s, Pass())
		if s.Season != 1 || s.Current != 3 {
			t.Errorf("season %d, seat %d to move; want Summer, seat 3", s.Season, s.Current)
		}
	})
	t.Run("someone can still forge", func(t *testing.T) {
		s := stalemated(t)
		setGold(s, 2, ForgeCost[Standard])
		settle(t, s)
		play(t, s, Pass())
		if s.Season != 0 || s.Current != 1 {
			t.Errorf("season %d, seat %d to move; the Season should go on", s.Season, s.Current)
		}
	})
}

// TestTokensExhausted checks the interpretation for a Season with no
// Demand Token left on the board: its first sale triggers its end.
func TestTokensExhausted(t *testing.T) {
	s := newGame(t, 4)
	s.Season = 3
	s.SeasonArea = [Seasons]int{3, 3, 3, 0}
	for r := range Region(NumRegions) {
		openTo(t, s, r, Battlefields)
	}
	give(s, 0, Axe, Standard, 1)
	settle(t, s)
	play(t, s, Sell(at(t, s, Mountains, Dwarves, 0), Standard))
	if s.Trigger != 0 || s.FinalTurns != 3 || s.SeasonArea[3] != 0 {
		t.Errorf("trigger %d, final turns %d, Season Area %v", s.Trigger, s.FinalTurns, s.SeasonArea)
	}
}

// TestView checks that a view hides the order of the three decks and the
// generator, and nothing else (rules, Extra Notes: everything else is
// public), the same for every seat.
func TestView(t *testing.T) {
	s := newState(engines.Config{Players: 3, Seed: 11})
	orig, _ := s.MarshalMsg(nil)
	v := s.View(0).(*State)
	if after, _ := s.MarshalMsg(nil); !bytes.Equal(orig, after) {
		t.Fatal("View changed the state")
	}
	for seat := -1; seat < 3; seat++ {
		w, _ := s.View(seat).MarshalMsg(nil)
		if got, _ := v.MarshalMsg(nil); !bytes.Equal(got, w) {
			t.Errorf("seat %d sees something else", seat)
		}
	}
	for _, deck := range [][2][]int{{s.EarlyDeck, v.EarlyDeck}, {s.LateDeck, v.LateDeck}, {s.KingdomDeck, v.KingdomDeck}} {
		a, b := slices.Clone(deck[0]), slices.Clone(deck[1])
		slices.Sort(a)
		slices.Sort(b)
		if !slices.Equal(a, b) {
			t.Error("the view's deck holds other cards")
		}
	}
	if slices.Equal(s.EarlyDeck, v.EarlyDeck) {
		t.Error("the view shows the deck order")
	}
	// Put the order and generator back: the rest is identical.
	v.EarlyDeck, v.LateDeck, v.KingdomDeck, v.RNG = s.EarlyDeck, s.LateDeck, s.KingdomDeck, s.RNG
	if got, _ := v.MarshalMsg(nil); !bytes.Equal(got, orig) {
		t.Error("the view hides more than the deck order")
	}
	// The Kingdom deck's stacking is public.
	w := s.View(1).(*State)
	for i := 1; i < len(w.KingdomDeck); i++ {
		if KingdomCards[w.KingdomDeck[i-1]].Stack > KingdomCards[w.KingdomDeck[i]].Stack {
			t.Fatal("the view loses the A/B/C/D stacking")
		}
	}
}

// TestDescribe spot-checks the descriptions not covered elsewhere.
func TestDescribe(t *testing.T) {
	s := newGame(t, 4)
	setKingdomRow(s, 0, kingdomID(t, "Drive the Workers"))
	setCraftRow(s, 0, craftID(t, s, Hammer, 1, Free, 0))
	settle(t, s)
	for _, tc := range []struct {
		a    engines.Action
		want string
	}{
		{TakeKingdom(0), "Take Drive the Workers (Immediate): Sell up to two Weapons this turn."},
		{Learn(0), "Learn Hammer Craft (+1 Level) for 0 gold"},
		{Forge(Sword, Standard), "Forge a Standard Sword for 5 gold"},
		{Forge(Sword, Vorpal), "Not a legal move"},
		{Sell(0, Standard), "Not a legal move"},
		{Done(), "Not a legal move"},
	} {
		if got := s.Describe(tc.a); got != tc.want {
			t.Errorf("Describe(%+v) = %q, want %q", tc.a, got, tc.want)
		}
	}
	if got := s.Progress(); got != "Spring, 1 of 4 Seasons" {
		t.Errorf("Progress = %q", got)
	}
	s.Season = 2
	if got := s.Progress(); got != "Autumn, 3 of 4 Seasons" {
		t.Errorf("Progress = %q", got)
	}
}
