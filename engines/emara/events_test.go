package emara

import (
	"testing"
)

// Event Cards: every one of the 14, and the round structure around them.

// TestEventData checks the printed Events: 14 cards, their names and
// effects, and the reconstructed start data's constraints (distinct
// Countryside–Town pairs, Building starts below the first game's 35).
func TestEventData(t *testing.T) {
	if NumEvents != 14 {
		t.Fatalf("%d Events", NumEvents)
	}
	pairs := map[[2]Location]bool{}
	for _, e := range Events {
		if !e.StartCountry.IsCountryside() || !e.StartTown.IsTown() {
			t.Errorf("%s starts at the %s and the %s", e.Name, e.StartCountry, e.StartTown)
		}
		if pairs[[2]Location{e.StartCountry, e.StartTown}] {
			t.Errorf("%s repeats a start pair", e.Name)
		}
		pairs[[2]Location{e.StartCountry, e.StartTown}] = true
		if e.BuildingStart > FirstGameBuildings || e.BuildingStart < 15 {
			t.Errorf("%s: Building start %d", e.Name, e.BuildingStart)
		}
	}
}

// nextRound ends every turn of the round; the next round's Event phase
// follows at once (or the end-of-round Event asks the players).
func nextRound(t *testing.T, s *State) {
	t.Helper()
	r := s.Round
	for s.Round == r && !s.Ended {
		if s.Phase == PhaseEvent {
			play(t, s, Decline())
			continue
		}
		endTurnNow(t, s)
	}
}

// TestResourceEvents checks the four Events giving each player 1 resource
// when revealed.
func TestResourceEvents(t *testing.T) {
	for _, r := range []Resource{Wood, Grain, Stone, Cloth} {
		s := newGame(t, 3)
		// Make the matching Event the next one revealed.
		id := -1
		for i, e := range Events {
			if e.Effect == EventResource && e.Res == r {
				id = i
			}
		}
		setNextEvent(t, s, id)
		for seat := range s.Seats {
			s.Seats[seat].Res = [NumResources]int{}
		}
		nextRound(t, s)
		for seat := range s.Seats {
			got := s.Seats[seat].Res[r]
			// Cards and Movements of round 1 may have brought more.
			if got < 1 {
				t.Errorf("%s: seat %d has %d", Events[id].Name, seat, got)
			}
		}
		if s.event().Name != Events[id].Name {
			t.Errorf("Event in effect %q", s.event().Name)
		}
	}
}

// setNextEvent makes Event id the second card of the deck.
func setNextEvent(t *testing.T, s *State, id int) {
	t.Helper()
	for i, x := range s.EventDeck {
		if int(x) == id {
			if i == 0 {
				s.EventDeck[0], s.EventDeck[1] = s.EventDeck[1], s.EventDeck[0]
			} else {
				s.EventDeck[1], s.EventDeck[i] = s.EventDeck[i], s.EventDeck[1]
			}
			return
		}
	}
	t.Fatalf("Event %d not in the deck", id)
}

// TestEndOfRoundEvents checks the three Events rewarding payments at the end
// of the round, in player order from the start player, each optional.
func TestEndOfRoundEvents(t *testing.T) {
	tests := []struct {
		name    string
		effect  EventEffect
		setup   func(p *Player)
		choose  int // option, or -1 to decline
		cit     int
		bld     int
		check   func(p *Player) bool
		options int // offered options besides Decline
	}{
		{"famine, 1 Grain", EventFamine, func(p *Player) { p.Res[Grain] = 1 }, OptOneGrain, 3, 0, func(p *Player) bool { return p.Res[Grain] == 0 }, 1},
		{"famine, 2 Grain", EventFamine, func(p *Player) { p.Res[Grain] = 2 }, OptTwoGrain, 5, 0, func(p *Player) bool { return p.Res[Grain] == 0 }, 2},
		{"famine, a Signet Ring", EventFamine, func(p *Player) { p.Rings = 1 }, OptRing, 5, 0, func(p *Player) bool { return p.Rings == 0 }, 1},
		{"famine, a Gold Coin for Grain", EventFamine, func(p *Player) { p.Coins = 1 }, OptOneGrain, 3, 0, func(p *Player) bool { return p.Coins == 0 }, 1},
		{"famine, declined", EventFamine, func(p *Player) { p.Res[Grain] = 2 }, -1, 0, 0, func(p *Player) bool { return p.Res[Grain] == 2 }, 2},
		{"alms, a Gold Coin", EventAlms, func(p *Player) { p.Coins = 1 }, OptCoin, 4, 0, func(p *Player) bool { return p.Coins == 0 }, 1},
		{"alms, a Signet Ring", EventAlms, func(p *Player) { p.Rings = 1; p.Coins = 1 }, OptRing, 4, 0, func(p *Player) bool { return p.Rings == 0 && p.Coins == 1 }, 2},
		{"lore, a Book", EventLore, func(p *Player) { p.Books = 1 }, OptBook, 0, 5, func(p *Player) bool { return p.Books == 0 }, 1},
		{"lore, a Signet Ring", EventLore, func(p *Player) { p.Rings = 2 }, OptRing, 0, 5, func(p *Player) bool { return p.Rings == 1 }, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newGame(t, 2)
			setEvent(t, s, eventID(t, tc.effect))
			// Play the round out up to its last turn (seat 1's), then set
			// the holdings and finish that turn gaining nothing.
			for s.Turn < TurnsPerRound*2-1 {
				endTurnNow(t, s)
			}
			for seat := range s.Seats {
				p := &s.Seats[seat]
				p.Res, p.Coins, p.Rings, p.Books = [NumResources]int{}, 0, 0, 0
			}
			tc.setup(&s.Seats[0])
			playQuietTurn(t, s)
			if s.Phase != PhaseEvent || s.Current != 0 {
				t.Fatalf("phase %d seat %d after the last turn", s.Phase, s.Current)
			}
			if got := len(s.Legal()) - 1; got != tc.options {
				t.Errorf("options %v", describeAll(s))
			}
			c0, b0 := points(s, 0)
			if tc.choose < 0 {
				play(t, s, Decline())
			} else {
				play(t, s, EventReward(tc.choose))
			}
			c, b := points(s, 0)
			if c-c0 != tc.cit || b-b0 != tc.bld || !tc.check(&s.Seats[0]) {
				t.Errorf("+%d Citizen, +%d Building; holdings %+v", c-c0, b-b0, s.Seats[0])
			}
			if s.Round != 1 {
				t.Errorf("round %d after the Event (seat 1 had nothing to pay)", s.Round+1)
			}
		})
	}
}

// playQuietTurn plays the seat to move's only card and moves onto a Town
// Location whose action it cannot use (no holdings needed), then ends.
func playQuietTurn(t *testing.T, s *State) {
	t.Helper()
	seat := s.Current
	for s.Current == seat && s.Phase != PhaseEvent {
		switch s.Phase {
		case PhaseTurn:
			if !s.MoveDone {
				placeBefore(t, s, seat, Castle, SlotSteps[s.Slot])
				play(t, s, Move(1))
				continue
			}
			play(t, s, EndTurn())
		case PhaseLocation:
			play(t, s, Leave())
		default:
			play(t, s, s.Legal()[0])
		}
	}
}

// TestBuildingModifiers checks An early winter (1 Building Point less per
// gain) and A long summer (2 more), during play only.
func TestBuildingModifiers(t *testing.T) {
	for _, tc := range []struct {
		effect EventEffect
		want   int
	}{{EventEarlyWinter, 4}, {EventLongSummer, 7}} {
		s := newGame(t, 3)
		setEvent(t, s, eventID(t, tc.effect))
		give(s, 0, 1, 0, 0, 0)
		arrive(t, s, ConstructionSite, CardRing, 0)
		_, b0 := points(s, 0)
		play(t, s, WoodAction(1))
		if _, b := points(s, 0); b-b0 != tc.want {
			t.Errorf("effect %d: 1 Wood gave %d, want %d", tc.effect, b-b0, tc.want)
		}
		if s.Seats[0].Bld[BldEvents] != tc.want-5 {
			t.Errorf("effect %d: booked %d to Events", tc.effect, s.Seats[0].Bld[BldEvents])
		}
	}
}

// TestMerchantsFromAfar checks the Market's extra trade this round.
func TestMerchantsFromAfar(t *testing.T) {
	s := newGame(t, 3)
	setEvent(t, s, eventID(t, EventMerchants))
	give(s, 0, 1, 1, 0, 0)
	arrive(t, s, Market, CardRing, 0)
	play(t, s, MarketCoins(2), Pay(Wood))
	if p := &s.Seats[0]; p.Coins != 2 || p.Resources() != 0 {
		t.Errorf("%d coins, %d resources", p.Coins, p.Resources())
	}
}

// TestCitizenEvents checks A pious donation (+3 per donation), A gift from
// the people (+3 per gift) and Respected at court (see TestNoble).
func TestCitizenEvents(t *testing.T) {
	s := newGame(t, 4)
	setEvent(t, s, eventID(t, EventPious))
	give(s, 0, 0, 0, 0, 1)
	arrive(t, s, Cathedral, CardRing, 0)
	play(t, s, Donate(Stone))
	if s.Seats[0].Cit[CitEvents] != 3 {
		t.Errorf("pious donation: %d", s.Seats[0].Cit[CitEvents])
	}
	s = newGame(t, 4)
	setEvent(t, s, eventID(t, EventGiftPeople))
	give(s, 0, 0, 0, 0, 1)
	arrive(t, s, Castle, CardRing, 0)
	play(t, s, Gift(Stone))
	if s.Seats[0].Cit[CitEvents] != 3 || s.Seats[0].Rings != 2 {
		t.Errorf("gift from the people: %d Citizen Points, %d rings", s.Seats[0].Cit[CitEvents], s.Seats[0].Rings)
	}
}

// TestGoodLabour checks Good labour situation: Advisors cost 1 resource
// less this round (interpretation: Recruiting; see RULES.md), stacking with
// the Hire card's discount.
func TestGoodLabour(t *testing.T) {
	s := newGame(t, 2)
	setEvent(t, s, eventID(t, EventGoodLabour))
	putAdvisor(t, s, Castle, 0, "Carpenter") // 2 Wood + 1 Stone
	give(s, 0, 1, 0, 0, 0)
	startTurn(t, s, CardHire, 0)
	placeAt(t, s, 0, Castle)
	if legal(s, Recruit(Castle, 0)) {
		t.Error("Carpenter for 1 Wood with one discount")
	}
	play(t, s, CardActionRecruit(Castle, 0))
	for s.Phase == PhasePay {
		play(t, s, s.Legal()[0])
	}
	if p := &s.Seats[0]; len(p.Advisors) != 1 || p.Res[Wood] != 0 {
		t.Errorf("advisors %v, Wood %d", p.Advisors, p.Res[Wood])
	}
	// Craftsmen cost the full price.
	s = newGame(t, 2)
	setEvent(t, s, eventID(t, EventGoodLabour))
	give(s, 0, 1, 0, 0, 0)
	startTurn(t, s, CardRing, 0)
	placeAt(t, s, 0, Forest)
	if legal(s, Hire(Forest, 0)) {
		t.Error("a Craftsman cheaper with Good labour situation")
	}
}
