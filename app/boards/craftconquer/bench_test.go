package craftconquer

import (
	"math/rand/v2"
	"testing"

	"tabula/app/board"
	"tabula/app/boards/craftconquer/playtest"
	"tabula/engines"
)

// cqMidGame is a 2-player position on the person's step 4, some turns in.
func cqMidGame(b *testing.B) board.Props {
	s := playtest.NewState(&testing.T{}, 2, 11)
	r := rand.New(rand.NewPCG(11, 1))
	for s.Turn < 8 || s.ToMove() != s.Current || len(s.Legal()) < 20 {
		legal := s.Legal()
		if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
			b.Fatal(err)
		}
	}
	return craftProps(s)
}

// BenchmarkCraftRender draws the table's parts for a mid-game position,
// as the table does after every move (without go-app's diff).
func BenchmarkCraftRender(b *testing.B) {
	p := cqMidGame(b)
	cb := &craftBoard{}
	for b.Loop() {
		parts := cb.Render(p)
		_ = parts.Panel(0)
		_ = parts.Panel(1)
	}
}

// BenchmarkCraftDescribe describes every legal move of a mid-game
// position, as the table does for its props on every render.
func BenchmarkCraftDescribe(b *testing.B) {
	p := cqMidGame(b)
	describe := Game().Text
	legal := p.State.Legal()
	var st engines.State = p.State
	for b.Loop() {
		for _, a := range legal {
			_ = describe(st, a, p.Seats)
		}
	}
}
