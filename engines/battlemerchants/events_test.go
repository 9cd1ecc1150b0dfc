package battlemerchants

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"

	"tabula/engines"
)

// trace applies a through Trace, checks that the state it was called on is
// unchanged and that the traced state is what Apply gives, then continues
// from the traced state.
func trace(t *testing.T, s *State, a engines.Action) (*State, []Event) {
	t.Helper()
	before, err := s.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	after, events, err := s.Trace(a)
	if err != nil {
		t.Fatalf("Trace(%+v): %v", a, err)
	}
	if now, _ := s.MarshalMsg(nil); !bytes.Equal(now, before) {
		t.Fatal("Trace changed the state it was called on")
	}
	applied := s.clone()
	play(t, applied, a)
	want, _ := applied.MarshalMsg(nil)
	got, _ := after.MarshalMsg(nil)
	if !bytes.Equal(got, want) {
		t.Fatal("Trace's state differs from Apply's")
	}
	if after.trace != nil {
		t.Fatal("the traced state still collects events")
	}
	return after, events
}

// kinds lists the events' kinds.
func kinds(events []Event) []EventKind {
	out := make([]EventKind, len(events))
	for i, e := range events {
		out[i] = e.Kind
	}
	return out
}

// only returns the events of kind k.
func only(events []Event, k EventKind) []Event {
	return slices.DeleteFunc(slices.Clone(events), func(e Event) bool { return e.Kind != k })
}

func TestTraceRefusesIllegalActions(t *testing.T) {
	s := newGame(t, 3)
	if _, _, err := s.Trace(Sell(0, Vorpal)); err == nil {
		t.Fatal("an illegal sale was traced")
	}
}

func TestTraceSaleTakesRewardAndRegionTiles(t *testing.T) {
	s := newGame(t, 3)
	openTo(t, s, Forest, 0)
	space := at(t, s, Forest, Elves, 0)
	give(s, 0, s.spaceWeapon(space), Vorpal, 1)
	settle(t, s)
	_, events := trace(t, s, Sell(space, Vorpal))
	if got := kinds(events); !slices.Equal(got, []EventKind{EventReward, EventRegion}) {
		t.Fatalf("events %v, want a Reward Tile and the Region tile", got)
	}
	if e := events[0]; e.Seat != 0 || e.Race != Elves {
		t.Errorf("Reward event %+v", e)
	}
	if e := events[1]; e.Seat != 0 || e.Region != Forest {
		t.Errorf("Region event %+v", e)
	}
}

func TestTraceSteveSales(t *testing.T) {
	s := steveGame(t, Orcs)
	openTo(t, s, Mountains, 0)
	space := at(t, s, Mountains, Hobgoblins, 0)
	give(s, 0, s.spaceWeapon(space), Standard, 1)
	settle(t, s)
	after, events := trace(t, s, Sell(space, Standard))
	steve := only(events, EventSteve)
	if len(steve) != 1 || steve[0].Race != Orcs || steve[0].Space < 0 || after.Spaces[steve[0].Space].Owner != Steve {
		t.Fatalf("Steve's sale %+v", steve)
	}

	// With every Orc space full, Steve sells nothing and says so.
	s = steveGame(t, Orcs)
	for space := range s.Spaces {
		if s.spaceRace(space) == Orcs {
			place(s, space, Steve, Standard)
		}
	}
	openTo(t, s, Mountains, 0)
	space = at(t, s, Mountains, Hobgoblins, 0)
	give(s, 0, s.spaceWeapon(space), Standard, 1)
	settle(t, s)
	_, events = trace(t, s, Sell(space, Standard))
	steve = only(events, EventSteve)
	if len(steve) != 1 || steve[0].Race != Orcs || steve[0].Space != -1 {
		t.Fatalf("Steve with no open Orc space: %+v", steve)
	}
}

func TestTraceTokensAndTrigger(t *testing.T) {
	s := newGame(t, 4)
	s.Current = 1
	openTo(t, s, Mountains, 2)
	s.SeasonArea[0] = 2
	place(s, at(t, s, Mountains, Hobgoblins, 2), 0, Standard)
	give(s, 1, Sword, Standard, 1)
	settle(t, s)
	_, events := trace(t, s, Sell(at(t, s, Mountains, Dwarves, 2), Standard))
	tokens, trig := only(events, EventToken), only(events, EventTrigger)
	r := regionIndex(t, s, Mountains)
	if len(tokens) != 1 || tokens[0].Space != r*Battlefields+2 || tokens[0].N != 3 {
		t.Fatalf("Demand Token events %+v", tokens)
	}
	if len(trig) != 1 || trig[0].Seat != 1 || trig[0].N != 3 {
		t.Fatalf("trigger events %+v", trig)
	}
}

func TestTraceSeasonEnd(t *testing.T) {
	s := newGame(t, 4)
	openTo(t, s, Desert, 1)
	openTo(t, s, Forest, 1)
	place(s, at(t, s, Desert, Hobgoblins, 0), 0, Vorpal)  // Red beats
	place(s, at(t, s, Desert, Orcs, 0), 1, Standard)      // Purple
	place(s, at(t, s, Grasslands, Elves, 0), 0, Standard) // Red's, not fighting
	// A tie: Yellow's and Blue's weapons of equal Craft.
	orc, elf := at(t, s, Forest, Orcs, 0), at(t, s, Forest, Elves, 0)
	place(s, orc, 2, Standard)
	place(s, elf, 3, Standard)
	for s.Seats[2].Levels[s.spaceWeapon(orc)] < s.Seats[3].Levels[s.spaceWeapon(elf)] {
		giveCraft(s, 2, craftID(t, s, s.spaceWeapon(orc), 1, Free, 0))
	}
	for s.Seats[3].Levels[s.spaceWeapon(elf)] < s.Seats[2].Levels[s.spaceWeapon(orc)] {
		giveCraft(s, 3, craftID(t, s, s.spaceWeapon(elf), 1, Free, 0))
	}
	s.Current = 3
	setGold(s, 3, 0)
	clearRows(s)
	settle(t, s)
	lastTurn(s)
	after, events := trace(t, s, Pass())
	want := []EventKind{EventSeasonEnd, EventBattle, EventBattle, EventRepairs, EventRepairs, EventRepairs, EventRepairs, EventCleanup, EventSeasonStart}
	if got := kinds(events); !slices.Equal(got, want) {
		t.Fatalf("events %v, want %v", got, want)
	}
	if e := events[0]; e.N != 0 || e.Passes {
		t.Errorf("Season end %+v: want Spring, ended by its third token", e)
	}
	for _, b := range only(events, EventBattle) {
		f0, f1 := b.Fighters[0], b.Fighters[1]
		if b.Space != f0.Space || f1.Space != f0.Space+1 {
			t.Errorf("battle %+v: fighters are not the Battlefield's two spaces", b)
		}
		switch {
		case f0.Owner == 0 || f1.Owner == 0:
			winner := b.Fighters[b.Winner]
			if b.Winner < 0 || winner.Owner != 0 || winner.Quality != Vorpal {
				t.Errorf("Red's Vorpal did not win: %+v", b)
			}
		default:
			if b.Winner != -1 || f0.Gold != TieGold || f1.Gold != TieGold {
				t.Errorf("a battle of equal Craft was not a tie paying %d gold each: %+v", TieGold, b)
			}
		}
	}
	repairs := only(events, EventRepairs)
	for seat, e := range repairs {
		if e.Seat != seat || e.M != after.OnBoard(seat) || e.N != after.Seats[seat].Ledger[LedgerRepairs] {
			t.Errorf("repairs %+v: seat %d has %d weapons on the board and %d repair gold", e, seat, after.OnBoard(seat), after.Seats[seat].Ledger[LedgerRepairs])
		}
	}
	if repairs[0].M != 2 || repairs[0].N != 2*RepairGold {
		t.Errorf("Red's repairs %+v, want two weapons", repairs[0])
	}
	if e := events[len(events)-1]; e.N != 1 || e.Seat != after.Current {
		t.Errorf("Season start %+v, want Summer with seat %d", e, after.Current)
	}
}

func TestTraceSeasonEndByPassesAndYearEnd(t *testing.T) {
	s := newGame(t, 3)
	s.Season = Seasons - 1
	s.Passes = s.NPlayers - 1
	clearRows(s)
	for seat := range s.Seats {
		setGold(s, seat, 0)
	}
	settle(t, s)
	_, events := trace(t, s, Pass())
	if got := kinds(events); !slices.Equal(got, []EventKind{EventSeasonEnd, EventRepairs, EventRepairs, EventRepairs, EventYearEnd}) {
		t.Fatalf("events %v", got)
	}
	if e := events[0]; e.N != Seasons-1 || !e.Passes {
		t.Errorf("Season end %+v: want Winter ended by Passes", e)
	}
}

func TestTraceSideBoardCleanupAndLinks(t *testing.T) {
	s := newGame(t, 2)
	id := s.CraftRow[1]
	linked := s.KingdomRow[1]
	settle(t, s)
	if !legal(s, Learn(1)) {
		t.Skip("Craft box 2 is not affordable in this setup")
	}
	_, events := trace(t, s, Learn(1))
	links := only(events, EventLinked)
	if len(links) != 1 || !links[0].Kingdom || links[0].Slot != 1 || links[0].Card != linked {
		t.Fatalf("learning Craft box 2 (card %d) discarded %+v, want Kingdom box 2's card %d", id, links, linked)
	}
}

func TestTraceBonusCard(t *testing.T) {
	s := newGame(t, 3)
	for s.Seats[0].Levels[Axe] < BonusLevel-2 {
		giveCraft(s, 0, craftID(t, s, Axe, 1, Free, 0))
	}
	setCraftRow(s, 0, craftID(t, s, Axe, 2, Times1, 0))
	setGold(s, 0, 40)
	settle(t, s)
	_, events := trace(t, s, Learn(0))
	bonus := only(events, EventBonus)
	if len(bonus) != 1 || bonus[0].Seat != 0 || bonus[0].Weapon != Axe {
		t.Fatalf("bonus events %+v", bonus)
	}
}

// TestTraceAgreesWithApplyInPlay traces every action of random games, on
// the full state and on a player's view: each must give Apply's position,
// and the events must agree with what changed.
func TestTraceAgreesWithApplyInPlay(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	seasons := 0
	for game := range 6 {
		s := newState(engines.Config{Players: 2 + game%3, Seed: uint64(50 + game)})
		for !s.Over() {
			legal := s.Legal()
			a := legal[r.IntN(len(legal))]
			after, events := trace(t, s, a)
			_, viewEvents, err := s.View(0).(*State).Trace(a)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.EqualFunc(events, viewEvents, func(x, y Event) bool { return x == y }) {
				t.Fatalf("a view traces %v, the full state %v", kinds(viewEvents), kinds(events))
			}
			ended := after.Season != s.Season || after.Over()
			if got := len(only(events, EventSeasonEnd)) == 1; got != ended {
				t.Fatalf("Season end event %t, Season ended %t", got, ended)
			}
			if ended {
				seasons++
				if len(only(events, EventRepairs)) != s.NPlayers {
					t.Fatalf("repairs for %d seats", len(only(events, EventRepairs)))
				}
			}
			if got, want := len(only(events, EventSteve)) > 0, s.NPlayers == 2 && (a.Kind == KindSell || a.Kind == KindForgeSell); got != want {
				t.Fatalf("Steve sold: %t, want %t after %s", got, want, s.Describe(a))
			}
			s = after
		}
	}
	if seasons < 20 {
		t.Fatalf("only %d Season ends traced", seasons)
	}
}

// TestSaleTermsAddUpToSaleValue checks the terms of every sale of random
// positions against the sale's value.
func TestSaleTermsAddUpToSaleValue(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	kinds := map[SaleTermKind]bool{}
	for game := range 9 {
		s := newState(engines.Config{Players: 2 + game%3, Seed: uint64(90 + game)})
		for !s.Over() {
			for space := range s.Spaces {
				for q := range Quality(NumQualities) {
					sum := 0
					for _, term := range s.SaleTerms(s.Current, space, q) {
						sum += term.Gold
						kinds[term.Kind] = true
					}
					if got := s.SaleValue(s.Current, space, q); got != max(sum, 0) {
						t.Fatalf("terms add up to %d, the sale is worth %d", sum, got)
					}
				}
			}
			legal := s.Legal()
			play(t, s, legal[r.IntN(len(legal))])
		}
	}
	if len(kinds) < 4 {
		t.Errorf("only term kinds %v seen", kinds)
	}
}
