// Package apptest is what the tests of app and its rooms share: the
// playable games of a test (the toy game, every game), a game's text as a
// browser shows it, a position's encoding and a computer's turn played as
// the table plays it.
package apptest

import (
	"html"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/app/boards"
	"tabula/app/computer"
	"tabula/app/page"
	"tabula/app/session"
	"tabula/app/settings"
	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/enginetest/toygame"
)

// VisibleText is the text of go-app's HTMLString output as a browser shows
// it: tags removed, entities decoded, and the line breaks and indentation
// HTMLString puts between a parent's children taken out (each child is on
// a line of its own, indented two spaces per level).
func VisibleText(markup string) string {
	var b strings.Builder
	depth := 0
	for markup != "" {
		lt := strings.IndexByte(markup, '<')
		if lt < 0 {
			lt = len(markup)
		}
		if seg := markup[:lt]; strings.HasPrefix(seg, "\n") {
			lines := strings.Split(seg, "\n")
			for _, l := range lines[1 : len(lines)-1] {
				b.WriteString(html.UnescapeString(strings.TrimPrefix(l, strings.Repeat("  ", depth))))
			}
		} else {
			b.WriteString(html.UnescapeString(seg))
		}
		markup = markup[lt:]
		gt := strings.IndexByte(markup, '>')
		if gt < 0 {
			break
		}
		tag := markup[1:gt]
		switch name, _, _ := strings.Cut(strings.TrimPrefix(tag, "/"), " "); {
		case strings.HasPrefix(tag, "/"):
			depth--
		case !voidElements[name]:
			depth++
		}
		markup = markup[gt+1:]
	}
	return b.String()
}

// voidElements are the elements HTMLString writes without a closing tag.
var voidElements = map[string]bool{"area": true, "base": true, "br": true, "col": true, "embed": true,
	"hr": true, "img": true, "input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true}

// Encoded is the msgp encoding of a state, for comparing positions.
func Encoded(t testing.TB, st engines.State) []byte {
	t.Helper()
	b, err := st.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// GamesOf are the given games, playable, each without a board of its own.
func GamesOf(gs ...engines.Game) session.Games {
	r := session.Games{}
	for _, g := range gs {
		r = append(r, board.Game{Engine: g})
	}
	return r
}

// ToyGames are the toy game alone, playable without a board of its own.
func ToyGames() session.Games { return GamesOf(toygame.Game{}) }

// EveryGame are the games the every-game tests loop over: every shipped
// game (boards.All) and the toy games (boardtest.Toys), so that they hold
// for games of any shape.
func EveryGame() session.Games { return append(session.Games(boards.All()), boardtest.Toys()...) }

// PlayComputer plays the computer's turn in ses as the table does: its
// bot seeded from the game's seed and the move number (computer.Think).
func PlayComputer(t testing.TB, ses *session.Session) {
	t.Helper()
	seat := ses.State.ToMove()
	for !ses.State.Over() && ses.State.ToMove() == seat {
		b, err := bots.New(ses.Save.Seats[seat].Level, computer.Seed(ses.Save.Seed, len(ses.Save.Log)))
		if err != nil {
			t.Fatal(err)
		}
		a, err := b.Choose(ses.State, seat)
		if err != nil {
			t.Fatal(err)
		}
		if err := ses.Play(a, 2000); err != nil {
			t.Fatal(err)
		}
	}
}

// Screen is what a page shares in a visit playing games, with the default
// settings.
func Screen(games session.Games) page.Screen {
	return page.Screen{Settings: settings.Default(), Visit: page.NewVisit(games)}
}

// MountHTML loads c into go-app's test engine and renders it.
func MountHTML(t testing.TB, c app.Composer) string {
	t.Helper()
	e := app.NewTestEngine()
	if err := e.Load(c); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return app.HTMLString(c)
}

// FakeClock advances by tick on every reading.
type FakeClock struct {
	Now  time.Time
	Tick time.Duration
}

func (c *FakeClock) Read() time.Time {
	c.Now = c.Now.Add(c.Tick)
	return c.Now
}

// Shipped is the shipped game with the given ID, with its board.
func Shipped(id string) board.Game {
	g, _ := EveryGame().Table(id)
	return g
}

// CountingGame is a game whose states count the applications of the
// rules made through them: Apply, Step and Barrier (which engines answer
// by applying the action to a copy).
type CountingGame struct {
	engines.Game
	N *int
}

// New starts a game whose states count the applications of the rules.
func (g CountingGame) New(cfg engines.Config) (engines.State, error) {
	st, err := g.Game.New(cfg)
	if err != nil {
		return nil, err
	}
	return &countingState{st, g.N}, nil
}

type countingState struct {
	engines.State
	n *int
}

func (s *countingState) Apply(a engines.Action) error {
	*s.n++
	return s.State.Apply(a)
}

func (s *countingState) Barrier(a engines.Action) bool {
	*s.n++
	return s.State.Barrier(a)
}

func (s *countingState) Step(a engines.Action) (engines.Step, error) {
	*s.n++
	return s.State.(engines.Stepper).Step(a)
}

func (s *countingState) Clone() engines.State { return &countingState{s.State.Clone(), s.n} }

// Boards are the shipped games with their boards (app/boards), for the
// tests of a room that may not name the boards.
func Boards() []board.Game { return boards.All() }
