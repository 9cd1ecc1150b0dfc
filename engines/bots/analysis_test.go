package bots

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"testing"

	"tabula/engines"
	"tabula/engines/catalog"
	"tabula/engines/coincrown"
	"tabula/engines/rng"
)

// quickAnalysis is the analysis level's settings with a budget small enough
// for tests: the same code as StartAnalysis.
func quickAnalysis(budget int) Settings {
	set, _ := LevelSettings(AnalysisLevel)
	set.Budget = budget
	return set
}

// analyse runs a whole analysis of played in s, in steps of size step.
func analyse(t *testing.T, set Settings, s engines.State, played engines.Action, seed uint64, step int) (Judgement, []Estimate) {
	t.Helper()
	sr, err := StartAnalysisWith(set, s, played, seed)
	if err != nil {
		t.Fatal(err)
	}
	for !sr.Step(step) {
	}
	j, err := sr.Judge()
	if err != nil {
		t.Fatal(err)
	}
	return j, sr.Estimates()
}

// decisions plays a random game of g and returns up to n positions, spread
// over the game, in which the seat to move has more than one legal move,
// each with a move chosen at random there.
func decisions(t *testing.T, g engines.Game, players int, seed uint64, n int) ([]engines.State, []engines.Action) {
	t.Helper()
	s, err := g.New(engines.Config{Players: players, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	r := rng.New(seed)
	// Every seventh decision with a choice; every one in a game too short
	// for one.
	var states, every []engines.State
	var moves, everyMove []engines.Action
	for k := 0; !s.Over(); k++ {
		legal := s.Legal()
		a := legal[r.Intn(len(legal))]
		switch {
		case len(legal) > 1 && k%7 == 3:
			states, moves = append(states, s.Clone()), append(moves, a)
		case len(legal) > 1 && len(states) == 0:
			every, everyMove = append(every, s.Clone()), append(everyMove, a)
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if len(states) == 0 {
		states, moves = every, everyMove
	}
	if len(states) == 0 {
		t.Fatalf("%s: no decision with a choice in a whole game", g.Info().ID)
	}
	// Spread the positions over the game: early, middle, late.
	var pick []int
	for i := range n {
		pick = append(pick, i*(len(states)-1)/max(1, n-1))
	}
	pick = slices.Compact(pick)
	var ps []engines.State
	var as []engines.Action
	for _, i := range pick {
		ps, as = append(ps, states[i]), append(as, moves[i])
	}
	return ps, as
}

// TestAnalysisEveryEngine checks an analysis over the contract in every
// engine of the catalog (and toygame), early, midway and late in a game:
// its judgement is of the move played and a legal move the search prefers,
// with chances to win in [0, 1] (equal, and no costly move, when the move
// played is the one preferred) and a noise that is not negative; the
// preferred move is the Hard search's own choice; the analysis is the same
// however it is sliced and whatever the seat could not see, and it leaves
// the position alone.
func TestAnalysisEveryEngine(t *testing.T) {
	set := quickAnalysis(3000)
	for _, g := range allGames() {
		info := g.Info()
		players := max(2, info.MinPlayers)
		t.Run(fmt.Sprintf("%s/%dp", info.ID, players), func(t *testing.T) {
			states, moves := decisions(t, g, players, 11, 3)
			for i, s := range states {
				played := moves[i]
				seat := s.ToMove()
				before, err := s.MarshalMsg(nil)
				if err != nil {
					t.Fatal(err)
				}
				j, est := analyse(t, set, s, played, uint64(i), 1<<30)
				if j.Played != played || !slices.Contains(s.Legal(), j.Best) {
					t.Errorf("position %d: judged %+v (best %+v), played %+v", i, j.Played, j.Best, played)
				}
				if j.Before < 0 || j.Before > 1 || j.After < 0 || j.After > 1 {
					t.Errorf("position %d: chances %.3f → %.3f out of [0, 1]", i, j.Before, j.After)
				}
				if j.Best == j.Played && j.Before != j.After {
					t.Errorf("position %d: the move preferred was played, yet %.3f → %.3f", i, j.Before, j.After)
				}
				if j.Cost() != max(0, j.Before-j.After) {
					t.Errorf("position %d: cost %.3f of %.3f → %.3f", i, j.Cost(), j.Before, j.After)
				}
				if j.Best == j.Played && (j.Costly() || j.MarginBefore != j.MarginAfter) || j.Noise < 0 || j.MarginNoise < 0 {
					t.Errorf("position %d: judged %+v", i, j)
				}
				if got, err := NewISMCTS(Hard, uint64(i), set).Choose(s, seat); err != nil || got != j.Best {
					t.Errorf("position %d: Hard chooses %+v (%v), the analysis prefers %+v", i, got, err, j.Best)
				}
				after, _ := s.MarshalMsg(nil)
				if !bytes.Equal(before, after) {
					t.Errorf("position %d: the analysis changed the state", i)
				}
				// In slices, and in a position that differs only in what
				// the seat could not see: the same judgement.
				r := rng.New(uint64(99 + i))
				other := s.View(seat).Determinize(seat, &r)
				if j2, est2 := analyse(t, set, other, played, uint64(i), 3); j2 != j || !slices.Equal(est2, est) {
					t.Errorf("position %d: sliced, on another determinization: %+v, want %+v", i, j2, j)
				}
			}
		})
	}
}

// TestAnalysisFindsCostlyMove: in the dice game, safe (+2) beats small (+1)
// whatever the other seat does after it, so small is costly and safe is
// what the search prefers; playing safe costs nothing.
func TestAnalysisFindsCostlyMove(t *testing.T) {
	set := quickAnalysis(20000)
	for _, seats := range []int{2, 3} {
		d := newDice(seats, 2, 5)
		small, safe := engines.Action{Kind: diceSmall}, engines.Action{Kind: diceSafe}
		j, _ := analyse(t, set, d, small, 1, 1<<30)
		if j.Best != safe || j.Cost() < 0.1 || !j.Costly() {
			t.Errorf("%d seats: playing small judged %+v (cost %.3f), want safe preferred and a costly move", seats, j, j.Cost())
		}
		j, _ = analyse(t, set, d, safe, 1, 1<<30)
		if j.Best != safe || j.Cost() != 0 || j.Costly() {
			t.Errorf("%d seats: playing safe judged %+v (cost %.3f), want no cost", seats, j, j.Cost())
		}
	}
}

// TestAnalysisSeed: the seed is what varies between two analyses of the
// same decision; the same seed gives the same estimates.
func TestAnalysisSeed(t *testing.T) {
	set := quickAnalysis(4000)
	d := newDice(2, 3, 5)
	played := engines.Action{Kind: diceGamble}
	_, a := analyse(t, set, d, played, 1, 1<<30)
	_, b := analyse(t, set, d, played, 1, 1<<30)
	_, c := analyse(t, set, d, played, 2, 1<<30)
	if !slices.Equal(a, b) {
		t.Errorf("the same seed: %+v and %+v", a, b)
	}
	if slices.Equal(a, c) {
		t.Errorf("seeds 1 and 2 gave the same estimates %+v", a)
	}
}

// TestAnalysisErrors: a move that is not legal, a game that is over, a
// search that is no analysis and a decision with a single move cannot be
// judged.
func TestAnalysisErrors(t *testing.T) {
	set := quickAnalysis(1000)
	d := newDice(2, 1, 5)
	if _, err := StartAnalysisWith(set, d, engines.Action{Kind: 9}, 1); !errors.Is(err, ErrNotPlayable) {
		t.Errorf("an illegal move: %v, want ErrNotPlayable", err)
	}
	over := newDice(2, 0, 5)
	if _, err := StartAnalysisWith(set, over, engines.Action{Kind: diceSafe}, 1); !errors.Is(err, ErrNotToMove) {
		t.Errorf("a finished game: %v, want ErrNotToMove", err)
	}
	sr, err := NewISMCTS("hard", 1, set).Start(d, 0)
	if err != nil {
		t.Fatal(err)
	}
	for !sr.Step(100) {
	}
	if _, err := sr.Judge(); !errors.Is(err, ErrNoEstimate) {
		t.Errorf("judging a plain search: %v, want ErrNoEstimate", err)
	}
	one := &single{dice: newDice(2, 1, 5)}
	sr, err = StartAnalysisWith(set, one, engines.Action{Kind: diceSafe}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !sr.Step(1) {
		t.Error("a search of a single move is not done at once")
	}
	if _, err := sr.Judge(); !errors.Is(err, ErrNoEstimate) {
		t.Errorf("judging a single move: %v, want ErrNoEstimate", err)
	}
}

// single is the dice game where safe is the only move.
type single struct{ *dice }

func (s *single) Legal() []engines.Action {
	if s.Over() {
		return nil
	}
	return []engines.Action{{Kind: diceSafe}}
}
func (s *single) Clone() engines.State { return &single{s.dice.Clone().(*dice)} }
func (s *single) View(seat int) engines.State {
	return &single{s.dice.View(seat).(*dice)}
}
func (s *single) Determinize(seat int, r *rng.RNG) engines.State {
	return &single{s.dice.Determinize(seat, r).(*dice)}
}

// TestAnalysisVerdictsRepeat: the same decisions analysed twice with
// different seeds never get contradicting verdicts (Costly once, Fine the
// other time), in every engine, though the estimates differ by the
// search's noise (logged beside the noise each analysis measured itself).
// A move within the noise of the threshold may be marked by one analysis
// and not the other.
func TestAnalysisVerdictsRepeat(t *testing.T) {
	nativeOnly(t)
	if testing.Short() {
		t.Skip("analyses every engine's decisions twice")
	}
	set := quickAnalysis(12000)
	for _, g := range allGames() {
		info := g.Info()
		players := max(2, info.MinPlayers)
		t.Run(fmt.Sprintf("%s/%dp", info.ID, players), func(t *testing.T) {
			states, moves := decisions(t, g, players, 5, 6)
			for i, s := range states {
				a, _ := analyse(t, set, s, moves[i], 1, 1<<30)
				b, _ := analyse(t, set, s, moves[i], 2, 1<<30)
				t.Logf("position %d: %.2f → %.2f ±%.2f costly %v; again %.2f → %.2f ±%.2f costly %v",
					i, a.Before, a.After, a.Noise, a.Costly(), b.Before, b.After, b.Noise, b.Costly())
				if a.Costly() && b.Fine() || a.Fine() && b.Costly() {
					t.Errorf("position %d: costly %v, fine %v with seed 1 (%+v); costly %v, fine %v with seed 2 (%+v)",
						i, a.Costly(), a.Fine(), a, b.Costly(), b.Fine(), b)
				}
			}
		})
	}
}

// TestSoloAnalysisMarksCostlyMove: alone against Victoria (Crown of
// Emara's Solo Mode), where the chance to win is often certain whatever
// is played, an analysis judges by the margin over her score too, and
// marks a costly move among random games' moves (three games: in one game
// alone every random move may happen to cost less than a point).
func TestSoloAnalysisMarksCostlyMove(t *testing.T) {
	nativeOnly(t)
	g, ok := catalog.Lookup("emara")
	if !ok {
		t.Fatal("no emara")
	}
	set, _ := LevelSettings(AnalysisLevel)
	costly := 0
	for seed := uint64(1); seed <= 3; seed++ {
		states, moves := decisions(t, g, 1, seed, 8)
		for i, s := range states {
			j, _ := analyse(t, set, s, moves[i], 1, 1<<30)
			t.Logf("game %d, position %d: %.2f → %.2f, margin %+.1f → %+.1f ±%.1f, costly %v", seed, i, j.Before, j.After, j.MarginBefore, j.MarginAfter, j.MarginNoise, j.Costly())
			if !j.Solo || !j.Margins {
				t.Errorf("game %d, position %d: judged %+v, want a solo judgement with margins", seed, i, j)
			}
			if j.Costly() {
				costly++
			}
		}
	}
	if costly == 0 {
		t.Error("no costly move among three random solo games' moves")
	}
}

// TestEquivalentPaymentsNotCostly: in Coin & Crown, paying a price in
// three Bronze or in one Silver of the same worth leaves equivalent
// positions, so whichever the analysis prefers, the other is not costly.
func TestEquivalentPaymentsNotCostly(t *testing.T) {
	g, ok := catalog.Lookup("coincrown")
	if !ok {
		t.Fatal("no coincrown")
	}
	set := quickAnalysis(12000)
	found := 0
	for seed := uint64(1); seed < 40 && found < 4; seed++ {
		s, err := g.New(engines.Config{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := rng.New(seed)
		for !s.Over() && found < 4 {
			legal := s.Legal()
			bronze, silver := coincrown.Pay(3, 0, 0), coincrown.Pay(0, 1, 0)
			if slices.Contains(legal, bronze) && slices.Contains(legal, silver) {
				found++
				for _, played := range []engines.Action{bronze, silver} {
					j, _ := analyse(t, set, s, played, seed, 1<<30)
					t.Logf("seed %d: %s: %.2f → %.2f ±%.2f, preferred %s", seed, s.Describe(played), j.Before, j.After, j.Noise, s.Describe(j.Best))
					if (j.Best == bronze || j.Best == silver) && j.Costly() {
						t.Errorf("seed %d: %s judged costly against %s: %+v", seed, s.Describe(played), s.Describe(j.Best), j)
					}
				}
			}
			if err := s.Apply(legal[r.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if found == 0 {
		t.Fatal("no position offering both payments")
	}
}
