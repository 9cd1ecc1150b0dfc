package bots

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"tabula/engines"
	"tabula/engines/craftconquer"
	"tabula/engines/rng"
)

// siegePosition replays testdata/craftconquer_siege.txt, the first 121
// actions of `sim -game craftconquer -players 2 -bots hard,normal -seed 11`
// as played before Best broke ties by the prior: seat 1
// (Normal), besieged, has crafted an Archer by the Siege Rule and
// discarded an Objective, and is to move with attacks and Kidnapped at
// hand while seat 0 holds 4 of the 5 Objectives that end the game. It
// returns the position and the Normal bot of cmd/sim's seat 1 (its seed
// as cmd/sim's botSeed makes it) with its generator where that game left
// it: one Start for each earlier decision of the seat.
func siegePosition(t *testing.T) (engines.State, *ISMCTS) {
	t.Helper()
	f, err := os.Open("testdata/craftconquer_siege.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seedGen := rng.New(11 ^ 0xb075eed5) // cmd/sim's botSeed(11, 1)
	seedGen.Uint64()
	set, _ := LevelSettings(Normal)
	bot := NewISMCTS(Normal, seedGen.Uint64(), set)
	s, err := craftconquer.Game{}.New(engines.Config{Players: 2, Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var a engines.Action
		if _, err := fmt.Sscan(sc.Text(), &a.Kind, &a.A, &a.B, &a.C, &a.D); err != nil {
			t.Fatal(err)
		}
		if s.ToMove() == 1 {
			if _, err := bot.Start(s, 1); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if s.ToMove() != 1 {
		t.Fatalf("seat %d to move, want 1", s.ToMove())
	}
	return s, bot
}

// TestBestBreaksTiesByPrior: in that siege, Normal's search loses
// every playout and visits 20 of its 26 actions 4 times each; Best used to
// take the tied action with the best mean of those few playouts, "End
// step 4 and place Peasants", and in this decided position now takes the
// one the engine's prior rates best, an attack, among the most visited
// still. Other seeds never end the turn there either.
func TestBestBreaksTiesByPrior(t *testing.T) {
	s, bot := siegePosition(t)
	sr, err := bot.Start(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	for !sr.Step(1 << 30) {
	}
	if !sr.oneOutcome() {
		t.Fatal("the siege is not a decided position for the search")
	}
	best := sr.Best()
	if d := s.Describe(best); strings.HasPrefix(d, "End step") {
		t.Fatalf("Normal chose %q under siege", d)
	}
	ties := sr.tieRatings()
	if ties == nil {
		t.Fatal("no tie ratings for Craft & Conquer")
	}
	top, bi := int32(0), -1
	visits := map[engines.Action]int32{}
	for c := sr.nodes[0].first; c != none; c = sr.nodes[c].next {
		if n := &sr.nodes[c]; int(n.mover) == 1 {
			visits[n.action] = n.visits
			top = max(top, n.visits)
		}
	}
	for i, a := range sr.legal {
		if visits[a] == top && (bi < 0 || ties[i] > ties[bi]) {
			bi = i
		}
		if a == best && visits[a] != top {
			t.Errorf("Best %q has %d visits, the most %d", s.Describe(a), visits[a], top)
		}
	}
	if sr.legal[bi] != best {
		t.Errorf("Best %q, want the tied action the prior rates best, %q", s.Describe(best), s.Describe(sr.legal[bi]))
	}
	set, _ := LevelSettings(Normal)
	for seed := range uint64(4) {
		a, err := NewISMCTS(Normal, 100+seed, set).Choose(s, 1)
		if err != nil {
			t.Fatal(err)
		}
		if d := s.Describe(a); strings.HasPrefix(d, "End step") {
			t.Errorf("seed %d: Normal chose %q under siege", 100+seed, d)
		}
	}
}
