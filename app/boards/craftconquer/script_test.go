package craftconquer

import (
	"math"
	"slices"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/app/boards/craftconquer/layout"
	"tabula/app/boards/craftconquer/narrate"
	"tabula/engines"
	"tabula/engines/bots"
	cc "tabula/engines/craftconquer"
)

// The browser test (e2e/craftconquer.test.mjs) plays a scripted game
// against the "random" computer and must meet a card played in reaction to
// an attack. This file plays the same game in Go: the person's clicks as
// the browser test makes them (cqScripted), the computer's moves as the
// table makes them (cqComputer). TestScriptedGameMeetsAReaction checks
// that the seed the browser test uses still leads to a reaction card,
// well before its decision limit.

// cqScriptSeed and cqScriptLimit are the browser test's seed and its
// limit on the person's decisions before the reaction card.
const (
	cqScriptSeed  = 4
	cqScriptLimit = 120
)

// cqReactionCards are the cards the scripted person plays when attacked
// (the ones played from the status bar, with no space to pick).
var cqReactionCards = []cc.CardKind{cc.AddedDefense, cc.WeakFight, cc.WeakerFight}

// cqScripted is the scripted person's choice, as the browser test clicks
// it: the first target the board offers for each step of the setup (the
// map's controls come in the order of the spaces); the first Objective to
// claim; an attack with the first soldier that has one, on its first
// target; else, once a turn, the first soldier that can move, rolled for
// and moved to the space nearest the first enemy Settlement; a reaction
// card whenever one may be played; the first Peasant's place; and else
// whatever ends the step. moved records the turn the person last moved in.
func cqScripted(s *cc.State, moved *int) engines.Action {
	legal := s.Legal()
	of := func(kind uint8) []engines.Action {
		var out []engines.Action
		for _, a := range legal {
			if a.Kind == kind {
				out = append(out, a)
			}
		}
		return out
	}
	b := s.Board()
	switch s.Phase {
	case cc.PhaseSetupSettle, cc.PhaseBuild:
		settles := of(cc.KindSettle)
		from := slices.MinFunc(settles, func(x, y engines.Action) int { return int(x.A) - int(y.A) }).A
		best := engines.Action{}
		for _, a := range settles {
			if a.A == from && (best.Kind == 0 || b.Step(int(a.A), int(a.B)) < b.Step(int(best.A), int(best.B))) {
				best = a
			}
		}
		return best
	case cc.PhaseSetupDeploy:
		return cqFirstOn(of(cc.KindDeploy))
	case cc.PhaseDraw:
		pl := s.Seats[s.Current]
		if len(pl.Actions) > cc.ActionHand {
			for _, h := range pl.Actions {
				if !slices.Contains(cqReactionCards, cc.CardKindOf(h.ID)) {
					return cc.DiscardAction(int(h.ID))
				}
			}
			return cc.DiscardAction(int(pl.Actions[0].ID))
		}
		return cc.DiscardObjective(int(pl.Objectives[0]))
	case cc.PhaseMain:
		pl := s.Seats[s.Current]
		for _, id := range pl.Objectives {
			if a := cc.Claim(int(id)); slices.Contains(legal, a) {
				return a
			}
		}
		var attacks []engines.Action
		for _, a := range legal {
			if a.Kind == cc.KindAttack || a.Kind == cc.KindDoubleAttack {
				attacks = append(attacks, a)
			}
		}
		if len(attacks) > 0 {
			sp := func(a engines.Action) (int, int) {
				spot := cqSpotOf(s, board.Choice{Action: a})
				return spot.From, spot.To
			}
			from, to := sp(attacks[0])
			for _, a := range attacks {
				if f, t := sp(a); f < from || f == from && t < to {
					from, to = f, t
				}
			}
			for _, a := range attacks {
				if f, t := sp(a); f == from && t == to {
					return a
				}
			}
		}
		if moves := of(cc.KindMove); len(moves) > 0 && *moved != s.Turn {
			*moved = s.Turn
			return slices.MinFunc(moves, func(x, y engines.Action) int { return int(x.A) - int(y.A) })
		}
		return cc.Done()
	case cc.PhaseMove:
		goal := cqScriptGoal(s)
		best, bestD := engines.Action{}, 0.0
		g := layout.Of(b)
		for _, a := range of(cc.KindMoveTo) {
			if a.B != cc.ViaWalk {
				continue
			}
			c := g.Centres[a.A]
			d := math.Round(math.Hypot(c.X-goal.X, c.Y-goal.Y) / layout.HexSize * 10)
			if best.Kind == 0 || d < bestD || d == bestD && a.A < best.A {
				best, bestD = a, d
			}
		}
		return best
	case cc.PhaseReact:
		for _, a := range of(cc.KindCard) {
			if slices.Contains(cqReactionCards, cc.CardKind(a.A)) {
				return a
			}
		}
		return cc.Done()
	case cc.PhaseCasualty:
		return cqFirstOn(of(cc.KindCasualty))
	case cc.PhasePeasants:
		if places := of(cc.KindPlacePeasant); len(places) > 0 {
			return slices.MinFunc(places, func(x, y engines.Action) int { return int(x.A) - int(y.A) })
		}
	}
	return cc.Done()
}

// cqFirstOn is the first of actions made on the lowest space: the space
// the map lists first, then the first of its choices.
func cqFirstOn(actions []engines.Action) engines.Action {
	space := func(a engines.Action) int16 {
		if a.Kind == cc.KindDeploy || a.Kind == cc.KindSiege {
			return a.B
		}
		return a.A
	}
	first := actions[0]
	for _, a := range actions {
		if space(a) < space(first) {
			first = a
		}
	}
	return first
}

// cqScriptGoal is where the scripted person's soldiers head for: the
// middle of the first Settlement of another player.
func cqScriptGoal(s *cc.State) (c struct{ X, Y float64 }) {
	g := layout.Of(s.Board())
	for _, st := range s.Settlements {
		if int(st.Owner) != s.Current {
			p := g.Centroid(st.Cover())
			c.X, c.Y = p.X, p.Y
			return c
		}
	}
	return c
}

// cqComputer is the "random" computer's move as the table plays it: its
// bot seeded from the game's seed and the move number (app/computer's
// Think).
func cqComputer(t *testing.T, s *cc.State, seed uint64, moveNumber int) engines.Action {
	t.Helper()
	bot, err := bots.New("random", seed^uint64(moveNumber)*0x9e3779b97f4a7c15)
	if err != nil {
		t.Fatal(err)
	}
	search, err := bots.Start(bot, s, s.ToMove())
	if err != nil {
		t.Fatal(err)
	}
	for !search.Step(4) {
	}
	a, err := search.Result()
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// cqScriptedGame plays the browser test's game with seed until a card is
// played in reaction to an attack, or the person has made limit decisions;
// it returns the person's decisions made, and the log line of the card.
func cqScriptedGame(t *testing.T, seed uint64, limit int) (int, string) {
	t.Helper()
	st, err := cc.Game{}.New(engines.Config{Players: 2, Seed: seed, Variants: []string{cc.VariantLength30}})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*cc.State)
	decisions, moves, moved := 0, 0, -1
	for !s.Over() && decisions < limit {
		var a engines.Action
		if s.ToMove() == 0 {
			a = cqScripted(s, &moved)
			decisions++
		} else {
			a = cqComputer(t, s, seed, moves)
		}
		before := s.Clone().(*cc.State)
		step, err := s.Step(a)
		if err != nil {
			t.Fatalf("decision %d: %v", decisions, err)
		}
		moves++
		for _, line := range narrate.Move(before, s, a, step.Events) {
			if strings.HasPrefix(line, "Reaction card: ") && before.Fight.Active {
				return decisions, line
			}
		}
	}
	return decisions, ""
}

// TestScriptedGameMeetsAReaction: the browser test's scripted game meets a
// reaction card in a fight within its decision limit.
func TestScriptedGameMeetsAReaction(t *testing.T) {
	n, line := cqScriptedGame(t, cqScriptSeed, cqScriptLimit)
	if line == "" {
		t.Fatalf("seed %d: no reaction card in %d decisions", cqScriptSeed, n)
	}
	t.Logf("seed %d: %q after %d decisions", cqScriptSeed, line, n)
}
