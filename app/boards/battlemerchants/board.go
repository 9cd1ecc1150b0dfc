package battlemerchants

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines"
	bm "tabula/engines/battlemerchants"
)

// Game is Battle Merchants at the table: its engine, board and rules.
func Game() board.Game {
	return board.Game{
		Engine: bm.Game{}, NewBoard: func() board.Board { return &battleBoard{} },
		Rules: battleRules, Narrate: narrate, Style: "battlemerchants.css", PhoneZoom: 1,
	}
}

// battleBoard is the Battle Merchants table: the board with its Regions,
// races and Season Area, the cards on offer, and every player's mat, drawn
// from board.Props with the legal targets clickable. Its own state is only
// how the board is shown.
type battleBoard struct {
	picked   int // the Weapon Space whose sale chooser is open, plus one; 0 when none is
	pickedAt int // the turn (bm.State.Turn) in which it was opened
}

// boardView is how the board is shown, apart from the position.
type boardView struct {
	picked int // the space whose chooser is open, or -1
	// pick opens the chooser of a space, unpick closes it.
	pick   func(ctx app.Context, space int)
	unpick func(ctx app.Context)
}

// Render draws the table for the current position.
func (b *battleBoard) Render(p board.Props) board.Parts {
	s, ok := p.State.(*bm.State)
	if !ok {
		return board.Parts{Main: board.Undrawable()}
	}
	picked := b.picked - 1
	if b.pickedAt != s.Turn {
		picked = -1 // a chooser left open in an earlier turn
	}
	v := boardView{
		picked: picked,
		pick: func(ctx app.Context, space int) {
			b.picked, b.pickedAt = space+1, s.Turn
			ctx.Defer(func(app.Context) { app.Window().GetElementByID("bm-chooser-first").Call("focus") })
		},
		unpick: func(ctx app.Context) { b.picked = 0 },
	}
	g := mapGeometry(len(s.Regions()), s.NPlayers)
	parts := board.Parts{
		Prompt:  boardPrompt(p, s),
		Actions: turnButtons(p),
		Main: app.Div().Class("bm", fmt.Sprintf("bm-players-%d", s.NPlayers)).Body(
			renderMapArea(p, s, g, v),
			renderMarket(p, s),
		),
		Panel:  func(seat int) app.UI { return matSummary(p, s, seat) },
		Detail: func(seat int) app.UI { return playerMat(p, s, seat) },
	}
	if p.Viewer >= 0 && p.Viewer < s.NPlayers {
		parts.Mine = playerMat(p, s, p.Viewer)
	}
	return parts
}

// turnButtons are the choices that finish a turn or a step of one, for
// the status bar: Stop forging, Stop selling, Take no Craft card, and Pass.
func turnButtons(p board.Props) []app.UI {
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
	return buttons
}

// forgeNote tells the player in the middle of forging what stopping does:
// with the ordinary Forge action, how many weapons they have made (Kingdom
// card runs have other lengths).
func forgeNote(s *bm.State) string {
	made := bm.MaxForge - s.Left
	if s.StandardOnly || s.Mod != 0 || made < 1 {
		return "The turn ends when you stop forging."
	}
	return fmt.Sprintf("You have forged %d %s this turn; the turn ends when you stop.", made, board.Plural(made, "weapon", "weapons"))
}

// renderMapArea is the board's map with the sale chooser over it, its
// caption.
func renderMapArea(p board.Props, s *bm.State, g mapGeom, v boardView) app.UI {
	inner := app.Div().Class("bm-map-inner").Body(
		renderMap(p, s, g, v.pick),
		saleChooser(p, s, g, v),
	)
	wrap := app.Div().ID("bm-map-wrap").Class("bm-map-wrap").Body(inner)
	return app.Figure().Class("bm-board-area").Body(
		wrap,
		app.FigCaption().Class("bm-caption").Body(
			app.Span().Textf("%s. %s", seasonNames[min(s.Season, bm.Seasons-1)], seasonEndText(s)),
			mapLegend(s.NPlayers == 2, p.SeatClass(max(p.Viewer, 0))),
		),
	)
}

// saleChooser offers the ways to sell onto the picked space (Standard or
// Vorpal, from hand or forged with the Craft Bonus), placed over the space.
func saleChooser(p board.Props, s *bm.State, g mapGeom, v boardView) app.UI {
	if v.picked < 0 || v.picked >= len(s.Spaces) {
		return nil
	}
	choices := choicesOn(p.Legal, v.picked)
	if len(choices) < 2 {
		return nil
	}
	f := g.fraction(g.Spaces[v.picked], mapPad)
	x := min(max(f.X*100, 22), 78)
	place := "bm-chooser-below"
	if f.Y > 0.6 {
		place = "bm-chooser-above"
	}
	items := make([]app.UI, 0, len(choices)+1)
	choose := func(ctx app.Context, a engines.Action) {
		v.unpick(ctx)
		p.Choose(ctx, a)
	}
	for i, c := range choices {
		btn := board.ChoiceButton(c, choose, "button", "bm-btn", "target", "bm-choice").Class(p.SuggestedClass(c.Action)...).Body(app.Text(c.Text))
		if i == 0 {
			btn = btn.ID("bm-chooser-first")
		}
		items = append(items, btn)
	}
	items = append(items, app.Button().Type("button").Class("button", "bm-cancel").Text("Cancel").
		OnClick(func(ctx app.Context, e app.Event) { v.unpick(ctx) }))
	return app.Div().Class("bm-chooser", place).Role("dialog").Aria("label", "Choose how to sell here").
		Style("left", fmt.Sprintf("%.1f%%", x)).Style("top", fmt.Sprintf("%.1f%%", f.Y*100)).
		OnKeyDown(func(ctx app.Context, e app.Event) {
			if e.Get("key").String() == "Escape" {
				v.unpick(ctx)
			}
		}).
		Body(append([]app.UI{app.P().Class("bm-chooser-title").Text(spaceWhere(s, v.picked) + ":")}, items...)...)
}
