package emara

import (
	"fmt"
	"slices"
	"testing"

	"tabula/engines"
)

// TestSetup checks the rulebook's Setup for every player count: the two
// rings, the resources' and Favor Tokens' places, 8 A Advisors 2 per Town
// Location with the rest boxed, the B stack, the Event deck (An early winter
// out in Solo Mode), the markers' sides and 2-player turns, 9 Action Cards
// each with 3 drawn, a start player who chooses the Buildings' start.
func TestSetup(t *testing.T) {
	for players := 1; players <= 4; players++ {
		for seed := range uint64(20) {
			s := newState(engines.Config{Players: players, Seed: seed})
			if err := s.CheckInvariants(); err != nil {
				t.Fatalf("%d players seed %d: %v", players, seed, err)
			}
			for b, want := range [2]func(Location) bool{Location.IsCountryside, Location.IsTown} {
				for _, l := range s.Layout[b] {
					if !want(Location(l)) {
						t.Errorf("board %d holds the %s", b, Location(l))
					}
				}
			}
			for tl := range s.Spaces {
				for _, id := range s.Spaces[tl] {
					if id < 0 || Advisors[id].B {
						t.Errorf("Town space holds %d at setup", id)
					}
				}
			}
			if len(s.ABox) != 8 || len(s.BStack) != 6 || len(s.FavorStack) != NumFavors {
				t.Errorf("box %d, B stack %d, Favor stack %d; want 8, 6, 12", len(s.ABox), len(s.BStack), len(s.FavorStack))
			}
			wantEvents := NumEvents
			if players == 1 {
				wantEvents--
				if slices.Contains(s.EventDeck, SoloRemovedEvent) || Events[SoloRemovedEvent].Name != "An early winter" {
					t.Error("An early winter in the solo deck")
				}
			}
			if len(s.EventDeck) != wantEvents {
				t.Errorf("%d players: %d Events in the deck, want %d", players, len(s.EventDeck), wantEvents)
			}
			for seat := range s.Seats {
				p := &s.Seats[seat]
				if len(p.Hand) != HandSize || len(p.Pile) != NumCards-HandSize {
					t.Errorf("seat %d: %d in hand, %d in the pile", seat, len(p.Hand), len(p.Pile))
				}
			}
			if s.Phase != PhaseStart || s.Current != s.Start || s.CardStart != Events[s.EventDeck[0]].BuildingStart {
				t.Errorf("phase %d, seat %d, start %d; card start %d", s.Phase, s.Current, s.Start, s.CardStart)
			}
		}
	}
}

// TestSetupMarkers checks the markers' sides and start numbers: the side
// with the player-count symbol with 2 and 3 players; with 2 the Wood and
// Grain Donation markers and the Stone and Bread markers one number on; in
// Solo Mode Stone and Bread as with 4 players, Donation and Gift as with 2.
func TestSetupMarkers(t *testing.T) {
	for _, tc := range []struct {
		players int
		rules   int
		four    []bool // per marker: the 4-player side
		start   []int8
	}{
		{4, 4, []bool{true, true, true, true, true, true, true, true, true, true}, []int8{0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
		{3, 4, []bool{false, false, false, false, false, false, false, false, false, false}, []int8{0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
		// From rules version 4 the Stone and Cloth Gift Markers (Castle)
		// start on "2" too, with 2 players and in Solo Mode.
		{2, 4, []bool{false, false, false, false, false, false, false, false, false, false}, []int8{1, 0, 1, 0, 0, 1, 0, 1, 1, 1}},
		{1, 4, []bool{false, false, false, false, false, false, false, false, true, true}, []int8{1, 0, 1, 0, 0, 1, 0, 1, 0, 0}},
		{2, 3, []bool{false, false, false, false, false, false, false, false, false, false}, []int8{1, 0, 1, 0, 0, 0, 0, 0, 1, 1}},
		{1, 3, []bool{false, false, false, false, false, false, false, false, true, true}, []int8{1, 0, 1, 0, 0, 0, 0, 0, 0, 0}},
	} {
		s := newState(engines.Config{Players: tc.players, Seed: 1, Rules: tc.rules})
		for m := range MarkerKind(NumMarkers) {
			four := len(s.markerValues(m)) == len(markerDefs[m].Four) && &s.markerValues(m)[0] == &markerDefs[m].Four[0]
			if four != tc.four[m] || s.Markers[m] != tc.start[m] {
				t.Errorf("%d players, rules %d, marker %d: four-player side %v at %d; want %v at %d", tc.players, tc.rules, m, four, s.Markers[m], tc.four[m], tc.start[m])
			}
		}
		// Wood and Grain Donations cost 2 with 2 players (and in Solo Mode).
		want := 1
		if tc.players <= 2 {
			want = 2
		}
		if got := s.markerValue(DonationMarker + MarkerKind(Wood)); got != want {
			t.Errorf("%d players: a Wood donation costs %d, want %d", tc.players, got, want)
		}
	}
}

// TestBuildingStart checks the first decision: the rulebook's start, "the
// number indicated by the top card of the Event Deck", is the first
// choice offered (the review found games set up on 35 by default), then
// the 35 "if playing for the first time", then any other space of the
// track; every Building goes there.
func TestBuildingStart(t *testing.T) {
	s := newState(engines.Config{Players: 3, Seed: 2})
	legalStarts := s.Legal()
	if len(legalStarts) != MaxBuildingStart-MinBuildingStart+1 {
		t.Fatalf("%d Building starts offered", len(legalStarts))
	}
	if s.CardStart == FirstGameBuildings {
		t.Fatal("scenario: the setup Event card shows 35")
	}
	if legalStarts[0] != BuildingStart(s.CardStart) || legalStarts[1] != BuildingStart(FirstGameBuildings) {
		t.Errorf("the starts offered begin with %+v, %+v; want the Event card's %d, then %d",
			legalStarts[0], legalStarts[1], s.CardStart, FirstGameBuildings)
	}
	if d := s.Describe(BuildingStart(FirstGameBuildings)); d != "Start the Buildings on 35 (recommended for a first game)" {
		t.Errorf("Describe(35) = %q", d)
	}
	want := fmt.Sprintf("Start the Buildings on %d (the Event card's number, the rulebook's start)", s.CardStart)
	if d := s.Describe(BuildingStart(s.CardStart)); d != want {
		t.Errorf("Describe(card start) = %q, want %q", d, want)
	}
	if legal(s, BuildingStart(MaxBuildingStart+1)) || legal(s, BuildingStart(-1)) {
		t.Error("a start off the track is legal")
	}
	play(t, s, BuildingStart(42))
	for seat := range s.Seats {
		if _, b := points(s, seat); b != 42 {
			t.Errorf("seat %d starts on %d Building Points", seat, b)
		}
	}
}

// TestCouncilorPlacement checks Setup: the start player's Councilors on the
// top Event card's Locations, the others on the Locations following
// clockwise, and 1 resource from each Countryside Location.
func TestCouncilorPlacement(t *testing.T) {
	for seed := range uint64(10) {
		s := newState(engines.Config{Players: 4, Seed: seed})
		e := Events[s.EventDeck[0]]
		start := s.Start
		play(t, s, BuildingStart(s.CardStart))
		bc, pc := s.position(e.StartCountry)
		bt, pt := s.position(e.StartTown)
		if bc != 0 || bt != 1 {
			t.Fatalf("Countryside on board %d, Town on board %d", bc, bt)
		}
		for i := range 4 {
			seat := (start + i) % 4
			p := &s.Seats[seat]
			if int(p.Councilor[0]) != (pc+i)%RingSize || int(p.Councilor[1]) != (pt+i)%RingSize {
				t.Errorf("seed %d: seat %d (%d after the start) at %v", seed, seat, i, p.Councilor)
			}
			// One resource from the Countryside Location (plus the
			// round's Event resource, if any).
			want := [NumResources]int{}
			want[s.councilorLocation(seat, 0).Yield()]++
			if ev := s.event(); ev.Effect == EventResource {
				want[ev.Res]++
			}
			if p.Res != want {
				t.Errorf("seed %d: seat %d has %v, want %v", seed, seat, p.Res, want)
			}
		}
		if s.Round != 0 || s.Phase != PhasePlay || s.Current != start || len(s.EventBox) != 1 {
			t.Errorf("round %d phase %d seat %d box %d", s.Round, s.Phase, s.Current, len(s.EventBox))
		}
	}
}

// TestRandomLayoutSetup checks the Random Location Layout: two mixed
// boards; the start player relocates one Councilor to the other board when
// both Event Locations share a board, the others follow clockwise, and each
// player takes 1 resource of their choice.
func TestRandomLayoutSetup(t *testing.T) {
	relocated, direct := 0, 0
	for seed := range uint64(40) {
		s := newState(engines.Config{Players: 3, Seed: seed, Variants: []string{VariantRandomLayout}})
		e := Events[s.EventDeck[0]]
		start := s.Start
		play(t, s, BuildingStart(30))
		bc, _ := s.position(e.StartCountry)
		bt, pt := s.position(e.StartTown)
		if bc == bt {
			relocated++
			if s.Phase != PhaseRelocate || len(s.Legal()) != 8 {
				t.Fatalf("seed %d: phase %d with %d options", seed, s.Phase, len(s.Legal()))
			}
			// Move the Countryside one to position 2 of the other board.
			play(t, s, Relocate(0, 2))
			p := &s.Seats[start]
			if int(p.Councilor[bt]) != pt || p.Councilor[1-bt] != 2 {
				t.Errorf("seed %d: start Councilors at %v", seed, p.Councilor)
			}
		} else {
			direct++
		}
		if s.Phase != PhaseStartResource || s.Current != start {
			t.Fatalf("seed %d: phase %d seat %d", seed, s.Phase, s.Current)
		}
		for i := range 3 {
			seat := (start + i) % 3
			if i > 0 && s.Seats[seat].Councilor[0] != (s.Seats[start].Councilor[0]+int8(i))%RingSize {
				t.Errorf("seed %d: seat %d not clockwise after the start player", seed, seat)
			}
			if s.Current != seat {
				t.Fatalf("seed %d: seat %d to choose, want %d", seed, s.Current, seat)
			}
			before := s.Seats[seat].Res
			play(t, s, StartResource(Stone))
			if s.Seats[seat].Res[Stone] < before[Stone]+1 {
				t.Errorf("seed %d: seat %d got no Stone", seed, seat)
			}
		}
		if s.Phase != PhasePlay {
			t.Errorf("seed %d: phase %d after the choices", seed, s.Phase)
		}
	}
	if relocated == 0 || direct == 0 {
		t.Errorf("relocated %d, direct %d: both cases should occur in 40 seeds", relocated, direct)
	}
}

// TestConfig checks New's errors.
func TestConfig(t *testing.T) {
	for _, cfg := range []engines.Config{{Players: 0}, {Players: 5}, {Players: 2, Variants: []string{"x"}}} {
		if _, err := (Game{}).New(cfg); err == nil {
			t.Errorf("New(%+v) accepted", cfg)
		}
	}
	for _, v := range []string{VariantRandomLayout, VariantFullSelection} {
		if _, err := (Game{}).New(engines.Config{Players: 1, Variants: []string{v}}); err != nil {
			t.Errorf("solo with %s: %v", v, err)
		}
	}
}
