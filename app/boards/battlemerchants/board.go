package battlemerchants

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/battlemerchants/guide"
	"tabula/app/boards/battlemerchants/icons"
	"tabula/app/boards/battlemerchants/words"
	"tabula/engines"
	bm "tabula/engines/battlemerchants"
)

// Game is Battle Merchants at the table: its engine, board and rules.
func Game() board.Game {
	return board.Game{
		Blurb:  "Forge weapons and sell them to Elves, Dwarves, Orcs and Hobgoblins at war. The richest merchant wins.",
		Colour: "#8c3b1f",
		// Verbs are the verbs its moves begin with, for the log (board.ThirdPerson).
		Verbs: strings.Fields(`choose collect continue craft discard do draw end finish forge keep learn leave look move
			pass pay place play put ready return sell start stop take use`),
		Engine: bm.Game{}, NewBoard: func() board.Board { return &battleBoard{} },
		Rules: guide.Rules, Narrate: words.Narrate, Emblem: icons.Emblem, Legend: guide.Legend,
		Style: "battlemerchants.css", Parts: []string{"bm-space", "bm-craft", "bm-kingdom"}, Lesson: guide.Lesson, LessonIcon: guide.LessonIcon,
	}
}

// battleBoard is the Battle Merchants table: the board with its Regions,
// races and Season Area beside the cards on offer, the viewer's mat, and
// every player's panel, drawn from board.Props with the legal targets
// clickable. Its own state is how the board is shown and what it needs to
// mark the last moves.
type battleBoard struct {
	picked   int // the Weapon Space whose sale chooser is open, plus one; 0 when none is
	pickedAt int // the turn (bm.State.Turn) in which it was opened
	// pickedHigh tells that the picked space lies in the upper half of
	// the board's viewport: the chooser then opens at its foot, not over
	// the space it is about.
	pickedHigh bool
	// warShut is the Season (plus one) whose war report the viewer closed.
	warShut int
	// current is the position of the last render and choose and sayTo the
	// table's Props.Choose and Props.Say: the board's parts are components
	// that go-app keeps while what they show is unchanged, so their event
	// handlers reach the table through the board.
	current *bm.State
	choose  func(ctx app.Context, a engines.Action)
	sayTo   func(ctx app.Context, note string)
	lesson  bool   // a lesson step is under way (board.Props.Lesson)
	wanted  string // the move it asks for (board.Props.LessonWanted)
}

// Render draws the table for the current position.
func (b *battleBoard) Render(p board.Props) board.Parts {
	s, ok := p.State.(*bm.State)
	if !ok {
		return board.Parts{Main: board.Undrawable()}
	}
	b.current, b.choose, b.sayTo = s, p.Choose, p.Say
	b.lesson, b.wanted = p.Lesson, p.LessonWanted
	p.Choose = b.play
	if p.Say != nil {
		p.Say = b.say
	}
	picked := b.picked - 1
	if b.pickedAt != s.Turn || len(choicesOn(p.Legal, max(picked, 0))) < 2 {
		picked = -1 // a chooser left open in an earlier turn, or with nothing to choose
	}
	m := b.newMarks(p, s)
	g := mapGeometry(len(s.Regions()), s.NPlayers)
	parts := board.Parts{
		Prompt:  words.Prompt(p, s, picked),
		Actions: turnButtons(p, s),
		Main: app.Div().Class("bm", fmt.Sprintf("bm-players-%d", s.NPlayers)).Body(
			renderMap(b, p, s, g, m),
			sideBoard(b, p, s, m),
		),
		Report: b.warReport(s, m),
		Panel:  func(seat int) app.UI { return &panelBox{V: newPanelView(s, seat, m)} },
		Detail: func(seat int) app.UI { return &matBox{B: b, V: newMatView(p, s, seat, m, false)} },
	}
	if picked >= 0 {
		parts.Chooser = saleChooser(p, s, picked, b.pickedHigh, func(ctx app.Context) { b.picked = 0 })
	}
	if p.Viewer >= 0 && p.Viewer < s.NPlayers {
		parts.Mine = &matBox{B: b, V: newMatView(p, s, p.Viewer, m, true)}
	}
	return parts
}

// play plays a legal action through the table.
func (b *battleBoard) play(ctx app.Context, a engines.Action) {
	b.picked = 0
	b.choose(ctx, a)
}

// say shows a note in the status bar through the table.
func (b *battleBoard) say(ctx app.Context, note string) {
	if b.sayTo != nil {
		b.sayTo(ctx, note)
	}
}

// pick opens the sale chooser of a space, from event e on the space.
func (b *battleBoard) pick(ctx app.Context, space int, e app.Event) {
	b.picked, b.pickedAt = space+1, b.current.Turn
	b.pickedHigh = false
	if el := e.Get("currentTarget"); el.Truthy() {
		if view := el.Call("closest", ".board-view"); view.Truthy() {
			r, v := el.Call("getBoundingClientRect"), view.Call("getBoundingClientRect")
			b.pickedHigh = r.Get("top").Float()+r.Get("bottom").Float() < v.Get("top").Float()+v.Get("bottom").Float()
		}
	}
	ctx.Defer(func(app.Context) { app.Window().GetElementByID("bm-chooser-first").Call("focus") })
}

// props are the props a component of the board needs to draw its targets:
// the legal choices it shows and the suggestion among them.
func (b *battleBoard) props(legal []board.Choice, hint *engines.Action) board.Props {
	p := board.Props{Legal: legal, Hint: hint, Choose: b.play, Lesson: b.lesson, LessonWanted: b.wanted}
	if b.sayTo != nil {
		p.Say = b.say
	}
	return p
}

// warReport is the box telling the last war, until the viewer closes it or
// moves again; nil when there is none to tell.
func (b *battleBoard) warReport(s *bm.State, m *marks) app.UI {
	if m.war == nil || b.warShut == m.warSeason+1 {
		return nil
	}
	season := m.warSeason
	items := make([]app.UI, 0, len(m.war))
	for _, line := range m.war {
		items = append(items, app.Li().Text(line))
	}
	return app.Section().Class("bm-war", "changed").Aria("labelledby", "bm-war-title").Body(
		app.Div().Class("bm-war-head").Body(
			app.H3().ID("bm-war-title").Class("bm-subheading").Body(
				board.SVG("svg").Class("bm-icon").Attr("viewBox", "0 0 24 24").Aria("hidden", "true").Body(board.SVG("path").Attr("d", icons.BattlePath)),
				app.Textf("The end of %s", words.Season(season)),
			),
			app.Button().Type("button").Class("button", "bm-war-close").Text("Close").
				OnClick(func(ctx app.Context, e app.Event) { b.warShut = season + 1 }, app.EventScope(season)),
		),
		app.Ul().Class("bm-war-lines").Body(items...),
	)
}

// turnButtons are the choices that finish a turn or a step of one, for
// the status bar: Stop forging, Stop selling, Take no Craft card, Pass,
// and Cancel, which takes back the last step of a forge or sale run.
func turnButtons(p board.Props, s *bm.State) []app.UI {
	var buttons []app.UI
	for _, a := range []struct {
		kind  uint8
		class string
	}{{bm.KindDone, "primary bm-done"}, {bm.KindPass, "primary bm-pass"}} {
		for _, c := range p.Legal {
			if c.Action.Kind == a.kind {
				buttons = append(buttons, button(p, c.Action, a.class, app.Text(c.Text)))
			}
		}
	}
	if p.Cancel != nil && len(p.Legal) > 0 && s.Phase != bm.PhaseMain {
		cancel := p.Cancel
		buttons = append(buttons, app.Button().Type("button").Class("button", "bm-cancel").
			Title("Take back your last step of this action").Text("Cancel").
			OnClick(func(ctx app.Context, e app.Event) { cancel(ctx) }))
	}
	return buttons
}

// saleChooser offers the ways to sell onto the picked space (Standard or
// Vorpal, from hand or forged with the Craft Bonus), for the chooser over
// the board: at its top, or at its foot when low (the space in the upper
// half of the viewport).
func saleChooser(p board.Props, s *bm.State, space int, low bool, close func(ctx app.Context)) app.UI {
	choices := choicesOn(p.Legal, space)
	items := make([]app.UI, 0, len(choices)+1)
	for i, c := range choices {
		btn := board.ChoiceButton(c, p.Choose, "button", "bm-btn", "target", "bm-choice").Class(p.SuggestedClass(c.Action)...).Body(app.Text(c.Text))
		if i == 0 {
			btn = btn.ID("bm-chooser-first")
		}
		items = append(items, btn)
	}
	items = append(items, app.Button().Type("button").Class("button", "bm-cancel").Text("Cancel").
		OnClick(func(ctx app.Context, e app.Event) { close(ctx) }))
	chooser := app.Div().Class("bm-chooser")
	if low {
		chooser = chooser.Class("bm-chooser-low")
	}
	return chooser.Role("dialog").Aria("label", "Choose how to sell here").
		OnKeyDown(func(ctx app.Context, e app.Event) {
			if e.Get("key").String() == "Escape" {
				close(ctx)
			}
		}).
		Body(
			app.P().Class("bm-chooser-title").Text(words.SpaceWhere(s, space)+":"),
			app.Div().Class("bm-chooser-buttons").Body(items...),
		)
}

// choicesOn are the legal sales (and Craft Bonus forge-and-sells) onto
// space, in Legal order.
func choicesOn(legal []board.Choice, space int) []board.Choice {
	var out []board.Choice
	for _, c := range legal {
		if (c.Action.Kind == bm.KindSell || c.Action.Kind == bm.KindForgeSell) && int(c.Action.A) == space {
			out = append(out, c)
		}
	}
	return out
}
