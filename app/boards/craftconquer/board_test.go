package craftconquer

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/engines"
	cc "tabula/engines/craftconquer"
)

// newCraftState starts a Craft & Conquer game.
func newCraftState(t *testing.T, players int, seed uint64, variants ...string) *cc.State {
	t.Helper()
	st, err := cc.Game{}.New(engines.Config{Players: players, Seed: seed, Variants: variants})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*cc.State)
}

// craftProps are the board's props for s seen by the seat to move, with every
// legal action offered.
func craftProps(s *cc.State) board.Props {
	viewer := s.ToMove()
	p := board.Props{
		Info: cc.Game{}.Info(), State: s.View(viewer), Viewer: viewer, ToMove: viewer,
		Seats: boardtest.Seats(s.NPlayers), Choose: func(app.Context, engines.Action) {},
	}
	describe := Game().Text
	for _, a := range s.Legal() {
		p.Legal = append(p.Legal, board.Choice{Action: a, Text: describe(s, a)})
	}
	p.Say = func(app.Context, string) {}
	return p
}

// cqHas reports whether the rendered html contains text, as text or as an
// attribute value (go-app's HTMLString writes a quote in an attribute as
// \").
func cqHas(htm, text string) bool {
	return boardtest.Has(htm, text) || strings.Contains(htm, strings.ReplaceAll(text, `"`, `\"`))
}

// cqPlayRandom plays n random legal actions (fewer if the game ends).
func cqPlayRandom(t *testing.T, s *cc.State, r *rand.Rand, n int) {
	t.Helper()
	for range n {
		legal := s.Legal()
		if len(legal) == 0 {
			return
		}
		if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

// TestCraftMapGeometry: neighbouring spaces share a whole edge (its ends are a
// hexagon's radius from both centres) and the viewBox holds every corner.
func TestCraftMapGeometry(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		s := newCraftState(t, n, uint64(n), cc.VariantRandom)
		b := s.Board()
		g := cqGeometry(b)
		for x := range b.Spaces {
			for _, y := range b.Neighbours(x) {
				if d := dist(g.Centres[x], g.Centres[y]); math.Abs(d-cqHexSize*math.Sqrt(3)) > 1e-9 {
					t.Fatalf("%d players: spaces %d and %d are %.2f apart", n, x, y, d)
				}
				a1, a2 := g.edge(x, y)
				for _, e := range []board.Pt{a1, a2} {
					if math.Abs(dist(e, g.Centres[x])-cqHexSize) > 1e-9 || math.Abs(dist(e, g.Centres[y])-cqHexSize) > 1e-9 {
						t.Fatalf("%d players: the edge of %d and %d is not a shared side", n, x, y)
					}
				}
			}
			for _, c := range cqHexCorners(g.Centres[x], cqHexSize) {
				if c.X < g.Min.X-1e-9 || c.Y < g.Min.Y-1e-9 || c.X > g.Max.X+1e-9 || c.Y > g.Max.Y+1e-9 {
					t.Fatalf("%d players: a corner of space %d lies outside the drawing", n, x)
				}
			}
		}
	}
}

// cqCheckOffered checks that every legal choice of p is offered: a choice
// made from a soldier or Settlement by selecting it and then clicking its
// target (or a button of the selection), a choice made on a space or
// Settlement by clicking it, and the others by buttons.
func cqCheckOffered(t *testing.T, p board.Props) {
	t.Helper()
	s := p.State.(*cc.State)
	htm := boardtest.HTML(t, &craftBoard{}, p)
	if len(p.Legal) > 0 && (&craftBoard{}).Render(p).Prompt == "" {
		t.Errorf("phase %d: no prompt says what to do", s.Phase)
	}
	m := cqSortMoves(s, p.Legal)
	txt := cqTextOf(p, s)
	rendered := map[cqSelection]string{}
	for i, c := range p.Legal {
		sp := m.spots[i]
		switch {
		case sp.From >= 0 || sp.FromSettle >= 0:
			sel := cqSelection{Space: sp.From, Settle: sp.FromSettle}
			label := "Select " + strings.TrimSuffix(cqSpaceText(txt, sp.From), ".")
			if sp.FromSettle >= 0 {
				label = "Select " + cqSettlementText(txt, sp.FromSettle)
			}
			if !cqHas(htm, label) {
				t.Errorf("%q: nothing to select (%q)", c.Text, label)
				continue
			}
			selected, ok := rendered[sel]
			if !ok {
				selected = boardtest.HTML(t, &craftBoard{sel: cqSelection{Space: sel.Space + 1, Settle: sel.Settle + 1}, stamp: cqStamp(s)}, p)
				rendered[sel] = selected
			}
			towards := m.towards(sel)
			switch {
			case sp.To < 0 || len(towards[sp.To]) == 1:
				if !cqHas(selected, c.Text) {
					t.Errorf("%q: not offered once %q is selected", c.Text, label)
				}
			case !cqHas(selected, fmt.Sprintf("%d choices here: ", len(towards[sp.To]))):
				t.Errorf("%q: its space offers no choice", c.Text)
			}
			if c.Action.Kind == cc.KindAttack && !strings.Contains(selected, "cq-los-ok") {
				t.Errorf("%q: no line of sight drawn to the target", c.Text)
			}
		case sp.To >= 0 && len(m.onSpace[sp.To]) > 1, sp.At >= 0 && len(m.onSettle[sp.At]) > 1:
			if !cqHas(htm, fmt.Sprintf("choices here: %s", p.Legal[m.onSpace[sp.To][0]].Text)) && sp.To >= 0 {
				t.Errorf("%q: its space offers no choice", c.Text)
			}
		default:
			if !cqHas(htm, c.Text) {
				t.Errorf("%q: not offered", c.Text)
			}
		}
	}
}

// TestCraftBoardOffersEveryChoice plays random games for 2 to 4 players
// and checks at every step that each legal choice can be made on the
// board, and that the board has no target when the seat at the device may
// not act.
func TestCraftBoardOffersEveryChoice(t *testing.T) {
	seen := map[cc.Phase]bool{}
	for _, n := range []int{2, 3, 4} {
		var variants []string
		if n < 4 {
			variants = []string{cc.VariantLength30}
		}
		s := newCraftState(t, n, uint64(40+n), variants...)
		r := rand.New(rand.NewPCG(uint64(n), 9))
		for step := 0; step < 150 && !s.Over(); step++ {
			if step%6 == 0 || s.Phase != cc.PhaseMain {
				cqCheckOffered(t, craftProps(s))
				seen[s.Phase] = true
			}
			if t.Failed() {
				t.Fatalf("%d players, step %d, phase %d", n, step, s.Phase)
			}
			cqPlayRandom(t, s, r, 1)
		}
		p := craftProps(s)
		p.Legal = nil
		if htm := boardtest.HTML(t, &craftBoard{}, p); strings.Contains(htm, "target") {
			t.Errorf("%d players: targets without legal choices", n)
		}
	}
	for _, ph := range []cc.Phase{cc.PhaseSetupSettle, cc.PhaseSetupDeploy, cc.PhaseDraw, cc.PhaseMain, cc.PhaseMove, cc.PhasePeasants} {
		if !seen[ph] {
			t.Errorf("phase %d never checked", ph)
		}
	}
}

// TestCraftBoardHidesOtherHands: the player at the device sees their own
// Objective and Action cards; the others' hands are only counted.
func TestCraftBoardHidesOtherHands(t *testing.T) {
	s := newCraftState(t, 3, 8)
	for s.Phase != cc.PhaseMain {
		cqPlayRandom(t, s, rand.New(rand.NewPCG(1, 1)), 1)
	}
	p := craftProps(s)
	htm := boardtest.HTML(t, &craftBoard{}, p)
	me := s.Seats[p.Viewer]
	if got := strings.Count(htm, `class="cq-card cq-objective"`); got != len(me.Objectives) {
		t.Errorf("%d Objective cards shown, want the viewer's %d", got, len(me.Objectives))
	}
	for _, id := range me.Objectives {
		if !cqHas(htm, cc.Objectives[id].Name) {
			t.Errorf("the viewer's %q is not shown", cc.Objectives[id].Name)
		}
	}
	for seat := range s.NPlayers {
		if seat != p.Viewer && !cqHas(htm, fmt.Sprintf("%d hidden Objective cards.", len(s.Seats[seat].Objectives))) {
			t.Errorf("seat %d's hand is not counted", seat)
		}
	}
}

// TestCraftBoardShowsDice: after a fight the last roll stays on the map
// as dice with both totals and the winner, beside an arrow from the
// attacker to the soldier attacked.
func TestCraftBoardShowsDice(t *testing.T) {
	for seed := uint64(1); seed < 200; seed++ {
		s := newCraftState(t, 2, seed)
		r := rand.New(rand.NewPCG(seed, 3))
		for step := 0; step < 3000 && !s.Over(); step++ {
			cqPlayRandom(t, s, r, 1)
			f := s.LastFight
			if f.Sides[0].Dice == 0 || s.Fight.Active || s.ToMove() < 0 {
				continue
			}
			htm := boardtest.HTML(t, &craftBoard{}, craftProps(s))
			if !strings.Contains(htm, "Dice of the last fight") || !strings.Contains(htm, "cq-fight-arrow") {
				t.Fatal("the last roll is not shown on the map")
			}
			if got := strings.Count(htm, `class="cq-die"`); got != int(f.Sides[0].Dice+f.Sides[1].Dice) {
				t.Errorf("%d dice drawn, want %d", got, f.Sides[0].Dice+f.Sides[1].Dice)
			}
			for k := range f.Sides {
				if !cqHas(htm, fmt.Sprintf("= %d", f.Sides[k].Total())) {
					t.Errorf("side %d's total %d is not given", k, f.Sides[k].Total())
				}
			}
			if !strings.Contains(htm, " wins") {
				t.Error("the winner is not named")
			}
			return
		}
	}
	t.Fatal("no fight in 200 random games")
}

// dist is the distance between two points.
func dist(a, b board.Pt) float64 { return math.Hypot(a.X-b.X, a.Y-b.Y) }
