package boardtest

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines/enginetest/nimgame"
	"tabula/engines/enginetest/toygame"
)

// Toys are the toy engines of tabula/engines/enginetest/toys at the table,
// which no player sees: toygame with a board that has every part a board
// may have (the person's hand docked, a panel and a whole mat per seat, a
// legend), and nimgame with the least a board is (its heaps as buttons,
// and nothing optional). The app's every-game tests loop over boards.All()
// and these, so that they hold for boards of any shape.
func Toys() []board.Game {
	return []board.Game{
		{
			Engine:   toygame.Game{},
			NewBoard: func() board.Board { return toyBoard{} },
			Verbs:    []string{"play", "draw", "end"},
			Emblem:   func() app.UI { return app.Span().Class("toy-emblem") },
			Legend: func() []board.Key {
				return []board.Key{{Icon: app.Span().Text("♦"), Name: "Card", Meaning: "A card in a hand or a tableau."}}
			},
			Blurb:  "Take turns to play cards; the most points wins.",
			Colour: "#123456",
		},
		{
			Engine:   nimgame.Game{},
			NewBoard: func() board.Board { return nimBoard{} },
			Verbs:    []string{"take"},
			Emblem:   func() app.UI { return app.Span().Class("nim-emblem") },
			Blurb:    "Take stones from the heaps in turn; whoever takes the last wins.",
			Colour:   "#654321",
		},
	}
}

// toyBoard draws a toy game: the round, the person's hand, each seat's
// tableau.
type toyBoard struct{}

func (toyBoard) Render(p board.Props) board.Parts {
	st, _ := p.State.(*toygame.State)
	cards := func(cs []uint8) string {
		out := ""
		for _, c := range cs {
			out += " " + toygame.CardName(c) + ";"
		}
		return out
	}
	parts := board.Parts{
		Main:  app.P().Class("toy-board").Text(p.State.Progress()),
		Panel: func(seat int) app.UI { return app.Span().Class("toy-panel").Text(p.SeatName(seat)) },
		Detail: func(seat int) app.UI {
			if st == nil || seat < 0 || seat >= len(st.Table) {
				return nil
			}
			return app.P().Class("toy-tableau").Text(cards(st.Table[seat]))
		},
	}
	for _, c := range p.Legal {
		parts.Actions = append(parts.Actions, board.ChoiceButton(c, p.Choose))
	}
	if st != nil && p.Viewer >= 0 && p.Viewer < len(st.Hands) {
		parts.Mine = app.P().Class("toy-hand").Text(cards(st.Hands[p.Viewer]))
	}
	return parts
}

// nimBoard draws the heaps, with a button for each take offered.
type nimBoard struct{}

func (nimBoard) Render(p board.Props) board.Parts {
	st, _ := p.State.(*nimgame.State)
	var heaps []app.UI
	if st != nil {
		for h, n := range st.Heaps {
			heaps = append(heaps, app.Span().Class("nim-heap").Text(fmt.Sprintf("%c: %d", 'A'+h, n)))
		}
	}
	parts := board.Parts{Main: app.Div().Class("nim-board").Body(heaps...)}
	for _, c := range p.Legal {
		parts.Actions = append(parts.Actions, board.ChoiceButton(c, p.Choose))
	}
	return parts
}
