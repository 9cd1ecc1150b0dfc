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

// passRound has every player in turn pass, checking that Pass is all they
// may do.
func passRound(t *testing.T, s *State) {
	t.Helper()
	for range s.NPlayers {
		if l := s.Legal(); len(l) != 1 || l[0] != Pass() {
			t.Fatalf("seat %d may %v", s.Current, describeAll(s))
		}
		play(t, s, Pass())
	}
}

// TestStalemate checks the addition of RULES.md's Termination for a Season
// nobody can end (the rulebook ends a Season only through Demand Tokens,
// which only sales move): the Season ends when every player in a row has
// had to Pass, and never earlier — not after one Pass, not in the final
// turns after the third token ("each of the other players gets to take one
// final turn"), and not before a new Season's first turn. The next Season
// starts with the player who triggered the end if someone did, else with
// the player to the left of the last to pass.
func TestStalemate(t *testing.T) {
	t.Run("no trigger", func(t *testing.T) {
		s := stalemated(t)
		for seat := range 3 {
			play(t, s, Pass())
			if s.Season != 0 || s.Current != seat+1 {
				t.Fatalf("after %d Passes: season %d, seat %d to move; the Season should go on", seat+1, s.Season, s.Current)
			}
		}
		play(t, s, Pass())
		if s.Season != 1 || s.Current != 0 {
			t.Errorf("after a round of Passes: season %d, seat %d to move; want Summer, seat 0", s.Season, s.Current)
		}
		if s.Seats[1].Gold != 6 {
			t.Errorf("Purple's repairs: %d gold", s.Seats[1].Gold)
		}
	})
	t.Run("after the trigger", func(t *testing.T) {
		s := stalemated(t)
		s.Trigger, s.FinalTurns = 3, 3
		for seat := range 3 {
			if s.Season != 0 || s.Current != seat {
				t.Fatalf("final turn %d: season %d, seat %d to move", seat+1, s.Season, s.Current)
			}
			play(t, s, Pass())
		}
		if s.Season != 1 || s.Current != 3 {
			t.Errorf("season %d, seat %d to move; want Summer, seat 3", s.Season, s.Current)
		}
	})
	t.Run("someone can still forge", func(t *testing.T) {
		s := stalemated(t)
		setGold(s, 2, ForgeCost[Standard])
		settle(t, s)
		play(t, s, Pass(), Pass(), Forge(Axe, Standard), Pass(), Pass(), Pass())
		if s.Season != 0 || s.Current != 2 || !legal(s, Sell(at(t, s, Desert, Orcs, 0), Standard)) {
			t.Errorf("season %d, seat %d to move: %v; Yellow should sell her Axe this Season", s.Season, s.Current, describeAll(s))
		}
	})
	t.Run("a Season that opens stalled is played", func(t *testing.T) {
		s := stalemated(t)
		s.Spaces[at(t, s, Forest, Orcs, 0)] = Space{Owner: Empty}
		s.Spaces[at(t, s, Grasslands, Elves, 0)] = Space{Owner: Empty}
		s.Seats[1].Forged = 1
		settle(t, s)
		passRound(t, s)
		if s.Season != 1 || s.Seats[1].Gold != RepairGold {
			t.Fatalf("Summer opens in season %d with Purple's gold %d; want season 1, %d", s.Season, s.Seats[1].Gold, RepairGold)
		}
		passRound(t, s)
		if s.Season != 2 || s.Seats[1].Gold != 2*RepairGold {
			t.Errorf("after Summer's round: season %d, Purple's gold %d", s.Season, s.Seats[1].Gold)
		}
	})
}

// TestSeasonGoesOnWhileASaleIsReachable is the rules review's reproduction: 2
// players, seed 13, contract.RandomPlayout's choices. After 30 actions no
// Demand Token has moved and nobody can sell at once, but Apprentices is
// face up and Red has its 2 gold and open Axe spaces: the old stalemate
// check ended Spring there. Spring goes on, and Red's Axe sale moves two
// tokens (hers and Steve's).
func TestSeasonGoesOnWhileASaleIsReachable(t *testing.T) {
	s := randomPrefix(t, 2, 13, 30)
	if s.Season != 0 || s.SeasonArea[0] != 0 || s.Current != 1 {
		t.Fatalf("season %d, Season Area %v, seat %d to move; want Spring with no token moved, seat 1", s.Season, s.SeasonArea, s.Current)
	}
	play(t, s, s.Legal()[0]) // Purple's only move: an Axe Craft Card
	play(t, s, TakeKingdom(kingdomSlot(t, s, "Apprentices")), Forge(Axe, Standard), Forge(Axe, Standard))
	play(t, s, Pass())
	play(t, s, Sell(at(t, s, Mountains, Dwarves, 0), Standard))
	if s.Season != 0 || s.SeasonArea[0] != 2 {
		t.Errorf("season %d, Season Area %v; want two tokens moved in Spring", s.Season, s.SeasonArea)
	}
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

// TestSalesReadApart: on both boards, every Weapon Space's sale reads
// differently from every other's, so that a player who hears a sale's
// words knows the space: a race that buys one weapon on two Battlefields
// of a Region has its Battlefield named.
func TestSalesReadApart(t *testing.T) {
	for _, players := range []int{2, 3} {
		s := newGame(t, players)
		seen := map[string]int{}
		for space := range len(s.regions()) * SpacesPerRegion {
			text := s.describeSale("Sell", Sell(space, Standard))
			if was, ok := seen[text]; ok {
				t.Errorf("%d players: spaces %d and %d both read %q", players, was, space, text)
			}
			seen[text] = space
		}
	}
}
