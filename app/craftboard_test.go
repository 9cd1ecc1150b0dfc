package app

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/engines"
	cc "tabula/engines/craftconquer"
	"tabula/engines/save"
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
func craftProps(s *cc.State) BoardProps {
	viewer := s.ToMove()
	p := BoardProps{
		Info: cc.Game{}.Info(), State: s.View(viewer), Viewer: viewer, ToMove: viewer,
		Seats: bmSeats(s.NPlayers), Choose: func(app.Context, engines.Action) {},
	}
	for _, a := range s.Legal() {
		p.Legal = append(p.Legal, Choice{Action: a, Text: s.Describe(a)})
	}
	return p
}

// cqHas reports whether the rendered html contains text, as text or as an
// attribute value (go-app's HTMLString writes a quote in an attribute as
// \").
func cqHas(htm, text string) bool {
	return has(htm, text) || strings.Contains(htm, strings.ReplaceAll(text, `"`, `\"`))
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
				for _, e := range []pt{a1, a2} {
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
func cqCheckOffered(t *testing.T, p BoardProps) {
	t.Helper()
	s := p.State.(*cc.State)
	htm := mountHTML(t, &craftBoard{Props: p})
	if len(p.Legal) > 0 && !strings.Contains(htm, `class="cq-prompt"`) {
		t.Errorf("phase %d: no prompt says what to do", s.Phase)
	}
	m := cqSortMoves(s, p.Legal)
	rendered := map[cqSelection]string{}
	for i, c := range p.Legal {
		sp := m.spots[i]
		switch {
		case sp.From >= 0 || sp.FromSettle >= 0:
			sel := cqSelection{Space: sp.From, Settle: sp.FromSettle}
			label := "Select " + strings.TrimSuffix(cqSpaceText(p, s, sp.From), ".")
			if sp.FromSettle >= 0 {
				label = "Select " + cqSettlementText(p, s, sp.FromSettle)
			}
			if !cqHas(htm, label) {
				t.Errorf("%q: nothing to select (%q)", c.Text, label)
				continue
			}
			selected, ok := rendered[sel]
			if !ok {
				selected = mountHTML(t, &craftBoard{Props: p, sel: cqSelection{Space: sel.Space + 1, Settle: sel.Settle + 1}, stamp: cqStamp(s)})
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
		if htm := mountHTML(t, &craftBoard{Props: p}); strings.Contains(htm, "target") {
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
	htm := mountHTML(t, &craftBoard{Props: p})
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

// TestCraftBoardShowsDice: after a fight the last roll stays on the table
// as dice with both totals and the winner.
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
			htm := mountHTML(t, &craftBoard{Props: craftProps(s)})
			if !strings.Contains(htm, "Last combat roll") || !strings.Contains(htm, "wins the round") {
				t.Fatal("the last roll is not shown")
			}
			if got := strings.Count(htm, `class="cq-die"`); got != int(f.Sides[0].Dice+f.Sides[1].Dice) {
				t.Errorf("%d dice drawn, want %d", got, f.Sides[0].Dice+f.Sides[1].Dice)
			}
			for k := range f.Sides {
				if !cqHas(htm, fmt.Sprintf("total %d", f.Sides[k].Total())) {
					t.Errorf("side %d's total %d is not given", k, f.Sides[k].Total())
				}
			}
			return
		}
	}
	t.Fatal("no fight in 200 random games")
}

func TestTableHostsTheCraftBoard(t *testing.T) {
	withGames(t, cc.Game{})
	ses, err := startSession(cc.Game{}, engines.Config{Players: 2, Seed: 5}, bmSeats(2), 1000)
	if err != nil {
		t.Fatal(err)
	}
	for ses.state.ToMove() != 0 {
		if err := ses.play(ses.state.Legal()[0], 2000); err != nil {
			t.Fatal(err)
		}
	}
	tb := newTable(ses)
	tb.settings = defaultSettings()
	htm := app.HTMLString(tb)
	for _, want := range []string{`class="cq cq-players-2"`, `class="cq-map"`, "Crafting: you have", "All moves as a list", "Rules"} {
		if !strings.Contains(htm, want) {
			t.Errorf("the table lacks %q", want)
		}
	}
}

// TestCraftHotSeatPassesTheDevice: with two people at one device, the
// hidden hands make the table ask for the device to be passed whenever the
// decision goes to the other person (a turn, a reaction on another's turn),
// and the board is not drawn meanwhile.
func TestCraftHotSeatPassesTheDevice(t *testing.T) {
	withGames(t, cc.Game{})
	seats := bmSeats(2)
	seats[1].Kind, seats[1].Level = save.Human, ""
	ses, err := startSession(cc.Game{}, engines.Config{Players: 2, Seed: 9}, seats, 1000)
	if err != nil {
		t.Fatal(err)
	}
	tb := newTable(ses)
	tb.settings = defaultSettings()
	for handovers := 0; handovers < 3; {
		seat := ses.state.ToMove()
		if tb.passTo != seat || tb.myTurn() {
			t.Fatalf("decision for seat %d: passTo %d", seat, tb.passTo)
		}
		if htm := app.HTMLString(tb); strings.Contains(htm, `class="cq-map"`) || !strings.Contains(htm, "Pass the device to") {
			t.Fatal("the board is shown while the device is passed")
		}
		tb.takeOver(app.Context{}, app.Event{})
		for ses.state.ToMove() == seat {
			if err := ses.play(ses.state.Legal()[0], 2000); err != nil {
				t.Fatal(err)
			}
			tb.arrive()
		}
		handovers++
	}
}
