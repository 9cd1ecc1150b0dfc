package coincrown

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines"
	cc "tabula/engines/coincrown"
)

// Game is Coin & Crown at the table: its engine, board, rules reference,
// narrator of the automatic events and emblem.
func Game() board.Game {
	return board.Game{
		Blurb:  "Draw coins from your purse, buy into the market, raise troops and conquer lands over five years.",
		Colour: "#a57a00",
		// Verbs are the verbs its moves begin with, for the log (board.ThirdPerson).
		Verbs: strings.Fields(`advance attack become buy charge choose collect conquer continue deploy discard do donate
			draw end exchange exhaust finish give keep leave look move pass pay place play put
			re-commission ready reserve retire return spend start take upgrade use`),
		Engine: cc.Game{}, NewBoard: func() board.Board { return coinBoard{} },
		Rules: coinRules, Narrate: narrate, Emblem: emblem, Legend: legend, Style: "coincrown.css", Parts: []string{"cc-card", "cc-tcard", "cc-mint", "cc-upgrade", "cc-way"},
		Lesson: lesson, LessonIcon: lessonIcon, EndsTurn: endsTurn,
		// A phone's viewport is narrow, where the board takes a layout
		// no wider than it with targets 44 px high (coincrown.css): it
		// opens at its natural size.
	}
}

// endsTurn reports whether a move ends the mover's turn: another seat is
// to move, the game ends, or a new turn starts, which is the same seat's
// when everyone else has passed for the year.
func endsTurn(before, after engines.State) bool {
	b, okB := before.(*cc.State)
	a, okA := after.(*cc.State)
	if !okB || !okA {
		return after.ToMove() != before.ToMove()
	}
	return a.Over() || a.ToMove() != b.ToMove() || a.Turn != b.Turn
}

// coinBoard is the Coin & Crown table: the Year track, the Market, the
// Land decks, the three purple cards, the Iron coins and every player's
// coins, Tableau and Lands, drawn from board.Props with the legal targets
// clickable.
type coinBoard struct{}

// Render draws the position: the shared table in the board's viewport, the
// step under way over it, the viewer's own side docked beside it, and a
// compact panel and the whole side of every seat.
func (coinBoard) Render(p board.Props) board.Parts {
	s, ok := p.State.(*cc.State)
	if !ok {
		return board.Parts{Main: board.Undrawable()}
	}
	m := marksOf(p, s)
	parts := board.Parts{
		Prompt:  prompt(p, s),
		Actions: turnButtons(p, s),
		Chooser: chooser(p, s),
		Main:    centre(p, s, m),
		Panel:   func(seat int) app.UI { return panel(p, s, seat, m) },
		Detail:  func(seat int) app.UI { return coinMat(p, s, seat, m) },
	}
	if p.Viewer >= 0 && p.Viewer < s.NPlayers {
		parts.Mine = coinMat(p, s, p.Viewer, m)
	}
	return parts
}
