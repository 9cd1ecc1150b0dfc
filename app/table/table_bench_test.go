package table

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/apptest"
	"tabula/app/board"
	"tabula/app/session"
	"tabula/app/session/sessiontest"
	"tabula/app/settings"
	"tabula/engines"
	"tabula/engines/save"
)

// benchTable is a table that keeps the context go-app gives it when it is
// drawn natively (OnPreRender), so that a benchmark can have it drawn again.
type benchTable struct {
	Page
	ctx    app.Context
	hasCtx bool
}

// OnPreRender keeps ctx.
func (b *benchTable) OnPreRender(ctx app.Context) { b.ctx, b.hasCtx = ctx, true }

// midGame plays a 2-player game of g (the person in seat 0 against a
// computer) by seeded random moves until at least moves actions are in
// and the person is to move with a choice, and returns the game and the
// actions played.
func midGame(b *testing.B, g board.Game, moves int) (*session.Session, []engines.Action) {
	b.Helper()
	ses := benchSession(b, g, nil)
	r := rand.New(rand.NewPCG(7, 1))
	var played []engines.Action
	for len(played) < moves || ses.State.ToMove() != 0 || len(ses.State.Legal()) < 2 {
		legal := ses.State.Legal()
		if ses.State.Over() || len(legal) == 0 {
			b.Fatalf("%s ended after %d actions", g.ID(), len(played))
		}
		a := legal[r.IntN(len(legal))]
		if err := ses.Play(a, 2000); err != nil {
			b.Fatal(err)
		}
		played = append(played, a)
	}
	return ses, played
}

// benchSession starts the benchmarks' game of g and plays actions.
func benchSession(b *testing.B, g board.Game, actions []engines.Action) *session.Session {
	b.Helper()
	ses, err := session.Start(g, engines.Config{Players: 2, Seed: 5}, sessiontest.Seats(save.Human, save.Computer), 1000)
	if err != nil {
		b.Fatal(err)
	}
	for _, a := range actions {
		if err := ses.Play(a, 2000); err != nil {
			b.Fatal(err)
		}
	}
	return ses
}

// BenchmarkTableUpdate draws each game's table again, natively, as go-app
// does after a change: the table's and the board's Render and go-app's
// comparison of the new tree with the mounted one, without the browser's
// DOM calls (natively they do nothing). "move" alternates between a
// position and the one after the person's move and the computer's reply;
// "same" draws the same position again, the part of an update that memo
// components can save.
func BenchmarkTableUpdate(b *testing.B) {
	for _, g := range apptest.Boards() {
		before, played := midGame(b, g, 30)
		after := benchSession(b, g, played)
		for first := true; first || !after.State.Over() && after.State.ToMove() != 0; first = false {
			if err := after.Play(after.State.Legal()[0], 3000); err != nil {
				b.Fatal(err)
			}
		}
		for _, c := range []struct {
			name      string
			positions []*session.Session
		}{{"move", []*session.Session{before, after}}, {"same", []*session.Session{before}}} {
			b.Run(g.ID()+"/"+c.name, func(b *testing.B) {
				tb := &benchTable{Page: Page{table: &Table{Viewer: -1, PassTo: -1}}}
				tb.table.Attach(before)
				tb.table.Arrive()
				tb.table.Settings = settings.Default()
				e := app.NewTestEngine()
				if err := e.Load(tb); err != nil {
					b.Fatal(err)
				}
				e.ConsumeAll()
				if !tb.hasCtx {
					b.Fatal("the table was not given its context")
				}
				b.ReportAllocs()
				i := 0
				for b.Loop() {
					i++
					tb.table.Ses = c.positions[i%len(c.positions)]
					tb.ctx.Dispatch(func(app.Context) {})
					e.ConsumeAll()
				}
			})
		}
	}
}

// BenchmarkMove measures the session's path of a move, for each game: a
// game of two people is played from its start, move by move, through
// session.play (the rules, the log, the narration, the score track and
// undo), and then opened again from its save (session.Open), which replays
// every move. ns/move is one move played, open-ns/move one move replayed.
func BenchmarkMove(b *testing.B) {
	const moves = 60
	for _, g := range apptest.Boards() {
		b.Run(g.ID(), func(b *testing.B) {
			cfg := engines.Config{Players: 2, Seed: 5}
			seats := sessiontest.Seats(save.Human, save.Human)
			ses, err := session.Start(g, cfg, seats, 1000)
			if err != nil {
				b.Fatal(err)
			}
			r := rand.New(rand.NewPCG(9, 2))
			var played []engines.Action
			for len(played) < moves && !ses.State.Over() {
				legal := ses.State.Legal()
				a := legal[r.IntN(len(legal))]
				if err := ses.Play(a, 2000); err != nil {
					b.Fatal(err)
				}
				played = append(played, a)
			}
			b.ReportAllocs()
			var playing, opening time.Duration
			for b.Loop() {
				start := time.Now()
				s, err := session.Start(g, cfg, seats, 1000)
				if err != nil {
					b.Fatal(err)
				}
				for _, a := range played {
					if err := s.Play(a, 2000); err != nil {
						b.Fatal(err)
					}
				}
				mid := time.Now()
				if _, err := session.Open("bench", s.Save, g); err != nil {
					b.Fatal(err)
				}
				playing += mid.Sub(start)
				opening += time.Since(mid)
			}
			n := float64(b.N * len(played))
			b.ReportMetric(float64(playing.Nanoseconds())/n, "ns/move")
			b.ReportMetric(float64(opening.Nanoseconds())/n, "open-ns/move")
		})
	}
}
