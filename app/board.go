package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/engines"
	"tabula/engines/save"
)

// Choice is a legal action together with its plain-English description.
type Choice struct {
	Action engines.Action
	Text   string
}

// BoardProps is everything the table gives a game's board on each render.
//
// A board draws State (normally as SVG) and makes the targets of Legal
// clickable: selling at a Weapon space, learning a Craft card and so on.
// Multi-part turns need nothing special, since the engine splits them into
// single decisions ("forge this", then "done"). The board never changes the
// game itself: it calls Choose, and the table applies the action, logs it,
// autosaves and re-renders the board with the new position.
type BoardProps struct {
	// Info describes the game.
	Info engines.Info
	// State is the position as Viewer may see it (State.View(Viewer)).
	State engines.State
	// Viewer is the seat whose view is shown, -1 for a spectator.
	Viewer int
	// ToMove is the seat whose decision is pending, -1 when the game is over.
	ToMove int
	// Legal holds what Viewer may choose now, in Legal() order. It is empty
	// while a computer thinks, while the device is passed between people, and
	// once the game is over.
	Legal []Choice
	// Seats are the players: names, palette colour indexes, person or computer.
	Seats []save.Seat
	// Choose plays one of Legal.
	Choose func(ctx app.Context, a engines.Action)
	// Animate is false when the player turned animation off.
	Animate bool
	// Hint is the move suggested to Viewer (the table's Suggest button), or
	// nil. Target marks it; a board that makes its own buttons for some
	// moves marks those with SuggestedClass.
	Hint *engines.Action
}

// boards maps a game ID to its board. A board function returns a fresh
// component value each render (for example &battleBoard{Props: p}); go-app
// keeps the mounted component, copies the new exported fields into it and
// re-renders, so the board's unexported UI state (a zoomed card, an open
// almanac) survives moves. A game without an entry is played with the
// table's generic move list alone.
var boards = map[string]func(BoardProps) app.UI{
	"battlemerchants": newBattleBoard,
	"coincrown":       newCoinBoard,
	"craftconquer":    newCraftBoard,
	"emara":           newEmaraBoard,
}

// choice returns the legal choice for a, if a is legal now.
func (p BoardProps) choice(a engines.Action) (Choice, bool) {
	for _, c := range p.Legal {
		if c.Action == a {
			return c, true
		}
	}
	return Choice{}, false
}

// Suggested reports whether a is the suggested move (Hint).
func (p BoardProps) Suggested(a engines.Action) bool { return p.Hint != nil && *p.Hint == a }

// SuggestedClass returns the classes that mark a as the suggested move:
// "suggested" when it is, none otherwise. Use it as Class(...)'s arguments.
func (p BoardProps) SuggestedClass(a engines.Action) []string {
	if p.Suggested(a) {
		return []string{"suggested"}
	}
	return nil
}

// suggestedLabel is how a target's name says it is the suggested move.
const suggestedLabel = " (suggested move)"

// Target makes e (an SVG or HTML element of the board) a target for a when
// a is legal now: highlighted by the "target" class, focusable, announced
// as a button labelled with the action's description, and choosing a on a
// click or on Enter or Space. The suggested move (Hint) also gets the
// "suggested" class and says so in its label. When a is not legal, e is
// returned unchanged.
func (p BoardProps) Target(e app.HTMLElem, a engines.Action) app.HTMLElem {
	c, ok := p.choice(a)
	if !ok {
		return e
	}
	label := c.Text
	if p.Suggested(a) {
		e, label = e.Class("suggested"), label+suggestedLabel
	}
	choose := p.Choose
	// go-app keeps a mounted handler whose code is the same, whatever it
	// captured: the scope makes it replace the handler when the action
	// changes, so an element never plays the action of an earlier render.
	scope := app.EventScope(c.Action)
	return e.Class("target").TabIndex(0).Role("button").Aria("label", label).
		OnClick(func(ctx app.Context, ev app.Event) { choose(ctx, c.Action) }, scope).
		OnKeyDown(func(ctx app.Context, ev app.Event) {
			if k := ev.Get("key").String(); k == "Enter" || k == " " {
				ev.PreventDefault()
				choose(ctx, c.Action)
			}
		}, scope)
}
