package app

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

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

// renderCraft renders the board as go-app's test engine mounts it.
func renderCraft(t *testing.T, b *craftBoard) string {
	t.Helper()
	e := app.NewTestEngine()
	if err := e.Load(b); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return app.HTMLString(b)
}

// ccPlayRandom plays n random legal actions (fewer if the game ends).
func ccPlayRandom(t *testing.T, s *cc.State, r *rand.Rand, n int) {
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

func TestCraftBoardDump(t *testing.T) {
	s := newCraftState(t, 2, 5)
	for s.Phase != cc.PhaseMain {
		if err := s.Apply(s.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	p := craftProps(s)
	m := ccSortMoves(p.State.(*cc.State), p.Legal)
	for x := range m.fromSpace {
		b := &craftBoard{Props: p}
		htm := renderCraft(t, b)
		fmt.Println(strings.Count(htm, "cc-selection"))
		b = &craftBoard{Props: p, sel: ccSelection{Space: x + 1}, stamp: ccStamp(p.State.(*cc.State))}
		htm = renderCraft(t, b)
		fmt.Println(strings.Count(htm, "cc-selection"))
		break
	}
}
