package emara

import (
	"testing"
)

// Solo Mode: Victoria, the Highscore and the Campaign.

// TestVictoria plays a solo game and checks Victoria's steps at the end of
// rounds 2–6: Citizen Points as for 1 Stone and 1 Bread at the Construction
// Site, the markers turned; then the next rank (Baron in round 2 … Marquess
// in round 5, none in round 6), the top card of its stack.
func TestVictoria(t *testing.T) {
	s := newGame(t, 1)
	for round := range Rounds {
		stone, bread := s.markerValue(StoneMarker), s.markerValue(BreadMarker)
		stoneAt, breadAt := s.Markers[StoneMarker], s.Markers[BreadMarker]
		vic := s.VictoriaScore()
		var top int8
		r := VictoriaRanks[round]
		if r >= 0 {
			top = s.NobTop[r]
		}
		// Play the round without the Construction Site or Nobility.
		for s.Round == round && !s.Ended {
			switch {
			case s.Phase == PhaseEvent:
				play(t, s, Decline())
			case s.Phase == PhaseTurn && !s.MoveDone:
				placeBefore(t, s, 0, Castle, SlotSteps[s.Slot])
				play(t, s, Move(1))
			case s.Phase == PhaseTurn && legal(s, EndTurn()):
				play(t, s, EndTurn())
			case s.Phase == PhaseLocation && legal(s, Leave()):
				play(t, s, Leave())
			default:
				play(t, s, s.Legal()[0])
			}
		}
		want := vic
		if round+1 >= SoloFirstRound {
			want += stone + bread
			if r >= 0 {
				want += NobilityCitizens[r][top]
				if s.NobTop[r] != top+1 {
					t.Errorf("round %d: %s stack top %d, want %d", round+1, r, s.NobTop[r], top+1)
				}
			}
			if stoneAt >= 0 && s.Markers[StoneMarker] == stoneAt || breadAt >= 0 && s.Markers[BreadMarker] == breadAt {
				t.Errorf("round %d: markers not turned", round+1)
			}
		}
		if got := s.VictoriaScore(); got != want && s.event().Effect != EventRespected {
			t.Errorf("round %d: Victoria has %d, want %d", round+1, got, want)
		}
	}
	if s.VictoriaRank() != 4 {
		t.Errorf("Victoria ends as rank %d, want Marquess (4)", s.VictoriaRank())
	}
	if len(s.Result().Scores) != 1 {
		t.Error("Victoria is a seat in the Result")
	}
}

// TestVictoriaCompetes checks that Victoria takes the top card left: after
// the player became Baron with the best card, she gets the second.
func TestVictoriaCompetes(t *testing.T) {
	s := newGame(t, 1)
	startTurn(t, s, CardRing, 0)
	s.Seats[0].Coins = 1
	play(t, s, Noble())
	s.Round = 1 // the end of round 2
	s.victoria()
	if s.VicNobility[0] != 1 || s.Vic[VicNobility] != NobilityCitizens[Baron][1] {
		t.Errorf("Victoria took Baron card %d for %d", s.VicNobility[0], s.Vic[VicNobility])
	}
}

// TestSoloWon checks "your final score must be higher than hers. A tie
// does not suffice."
func TestSoloWon(t *testing.T) {
	for _, tc := range []struct {
		player, victoria int
		won              bool
	}{{60, 59, true}, {60, 60, false}, {59, 60, false}} {
		s := newGame(t, 1)
		p := &s.Seats[0]
		p.Cit = [NumCit]int{}
		p.Cit[CitNobility] = tc.player
		p.Bld[BldConstruction] = tc.player + 10 - p.Bld[BldStart]
		s.Vic[VicConstruction] = tc.victoria
		if got := s.SoloWon(); got != tc.won {
			t.Errorf("%d against %d: won %v", tc.player, tc.victoria, got)
		}
	}
}

// TestCampaign checks the Campaign's starts: 40 first, 5 lower after a win,
// 2 higher after a loss.
func TestCampaign(t *testing.T) {
	start := CampaignFirstStart
	for _, tc := range []struct {
		won  bool
		want int
	}{{true, 35}, {false, 37}, {true, 32}, {true, 27}, {false, 29}} {
		start = CampaignNext(start, tc.won)
		if start != tc.want {
			t.Errorf("won %v: next start %d, want %d", tc.won, start, tc.want)
		}
	}
	// "If you lose, increase the starting position by 2": twelve losses in a
	// row from 40 start the next game on 64 (the review found the Campaign
	// held at 60).
	start = CampaignFirstStart
	for range 12 {
		start = CampaignNext(start, false)
	}
	if start != 64 {
		t.Errorf("after 12 losses from 40 the next start is %d, want 64", start)
	}
	// The track's ends: a win from 0 to 4 starts the next game on 0 (RULES.md,
	// interpretation 25).
	if CampaignNext(MinBuildingStart+1, true) != MinBuildingStart || CampaignNext(MaxBuildingStart, false) != MaxBuildingStart {
		t.Error("Campaign start leaves the offered range")
	}
	// Every Campaign start can be chosen.
	for n := MinBuildingStart; n <= MaxBuildingStart; n++ {
		if !newStateFor(1).isLegal(BuildingStart(n)) {
			t.Errorf("start %d not offered", n)
		}
	}
}

// TestVictoriaRespectedAtCourt checks the reading in RULES.md
// (interpretation 16): under "Respected at court, loved by the people"
// ("Whenever you increase your noble rank, you receive 2 additional Citizen
// Points") Victoria's rank at the end of the round ("Victoria increases her
// noble rank … Victoria receives the indicated Citizen Points, as usual")
// brings her the 2 points too.
func TestVictoriaRespectedAtCourt(t *testing.T) {
	s := newGame(t, 1)
	s.Round = 1 // her Baron comes at the end of round 2
	setEvent(t, s, eventID(t, EventRespected))
	top := s.NobTop[Baron]
	s.victoria()
	if got, want := s.Vic[VicNobility], NobilityCitizens[Baron][top]; got != want {
		t.Errorf("Victoria's Baron gives %d Citizen Points, want %d", got, want)
	}
	if got := s.Vic[VicEvents]; got != 2 {
		t.Errorf("Respected at court gives Victoria %d Citizen Points, want 2", got)
	}
}
