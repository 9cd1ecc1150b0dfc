package app

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/engines"
	bm "tabula/engines/battlemerchants"
)

// battleBoard is the Battle Merchants table: the board with its Regions,
// races and Season Area, the cards on offer, and every player's mat, drawn
// from BoardProps with the legal targets clickable. Its own state is only
// how the board is shown.
type battleBoard struct {
	app.Compo
	// Props is the position and the legal choices, set by the table.
	Props BoardProps

	picked   int  // the Weapon Space whose sale chooser is open, plus one; 0 when none is
	pickedAt int  // the turn (bm.State.Turn) in which it was opened
	zoomed   bool // the map is drawn twice as wide, for small screens
}

// newBattleBoard is the board function registered for Battle Merchants.
func newBattleBoard(p BoardProps) app.UI { return &battleBoard{Props: p} }

// centreScroll scrolls a scrollable element to the middle of its content.
func centreScroll(el app.Value) {
	if !el.Truthy() {
		return
	}
	el.Set("scrollLeft", (el.Get("scrollWidth").Int()-el.Get("clientWidth").Int())/2)
	el.Set("scrollTop", (el.Get("scrollHeight").Int()-el.Get("clientHeight").Int())/2)
}

// boardView is how the board is shown, apart from the position.
type boardView struct {
	picked int  // the space whose chooser is open, or -1
	zoomed bool // the map is drawn twice as wide
	// pick opens the chooser of a space, unpick closes it; zoom toggles
	// the map's size.
	pick   func(ctx app.Context, space int)
	unpick func(ctx app.Context)
	zoom   func(ctx app.Context)
}

// Render draws the table for the current position.
func (b *battleBoard) Render() app.UI {
	s, ok := b.Props.State.(*bm.State)
	if !ok {
		return app.P().Class("notice", "notice-error").Role("alert").Text("This position cannot be drawn.")
	}
	picked := b.picked - 1
	if b.pickedAt != s.Turn {
		picked = -1 // a chooser left open in an earlier turn
	}
	return renderBattleBoard(b.Props, s, boardView{
		picked: picked,
		zoomed: b.zoomed,
		pick: func(ctx app.Context, space int) {
			b.picked, b.pickedAt = space+1, s.Turn
			ctx.Defer(func(app.Context) { app.Window().GetElementByID("bm-chooser-first").Call("focus") })
		},
		unpick: func(ctx app.Context) { b.picked = 0 },
		zoom: func(ctx app.Context) {
			b.zoomed = !b.zoomed
			ctx.Defer(func(app.Context) { centreScroll(app.Window().GetElementByID("bm-map-wrap")) })
		},
	})
}

// renderBattleBoard draws the whole table: a line saying what may be done,
// the finishing buttons of the turn, the mat of the person at the device,
// the board, the cards and the other mats.
func renderBattleBoard(p BoardProps, s *bm.State, v boardView) app.UI {
	g := mapGeometry(len(s.Regions()), s.NPlayers)
	prompt := boardPrompt(p, s)
	var first app.UI
	others := make([]app.UI, 0, s.NPlayers)
	for seat := range s.NPlayers {
		if seat == p.Viewer {
			first = playerMat(p, s, seat)
			continue
		}
		others = append(others, playerMat(p, s, seat))
	}
	// The prompt and the turn buttons keep their places when empty (hidden):
	// go-app matches children by position, so had they come and gone, every
	// move that shows or hides them would rebuild the map, the market and
	// the mats below them — the longest work the page does between moves.
	promptLine := app.P().Hidden(true)
	if prompt != "" {
		promptLine = app.P().Class("bm-prompt").Text(prompt)
	}
	return app.Div().Class("bm", fmt.Sprintf("bm-players-%d", s.NPlayers)).Body(
		promptLine,
		turnButtons(p, s),
		app.If(first != nil, func() app.UI { return app.Div().Class("bm-mats", "bm-mats-mine").Body(first) }),
		renderMapArea(p, s, g, v),
		renderMarket(p, s),
		app.Section().Class("bm-mats").Aria("label", "Other players' mats").Body(others...),
	)
}

// turnButtons are the choices that finish a turn or a step of one: Stop
// forging, Stop selling, Take no Craft card, and Pass.
func turnButtons(p BoardProps, s *bm.State) app.UI {
	var buttons []app.UI
	for _, a := range []struct {
		kind  uint8
		class string
	}{{bm.KindDone, "primary bm-done"}, {bm.KindPass, "primary bm-pass"}} {
		for _, c := range p.Legal {
			if c.Action.Kind == a.kind {
				buttons = append(buttons, p.button(c.Action, a.class, app.Text(c.Text)))
			}
		}
	}
	if len(buttons) == 0 {
		return app.Div().Hidden(true) // holds the place, see renderBattleBoard
	}
	note := ""
	if s.Phase == bm.PhaseForge {
		note = forgeNote(s)
	}
	return app.Div().Class("bm-turn").Body(
		app.If(note != "", func() app.UI { return app.P().Class("bm-turn-note").Text(note) }),
		app.Div().Class("actions", "bm-turn-buttons").Body(buttons...),
	)
}

// forgeNote tells the player in the middle of forging what stopping does:
// with the ordinary Forge action, how many weapons they have made (Kingdom
// card runs have other lengths).
func forgeNote(s *bm.State) string {
	made := bm.MaxForge - s.Left
	if s.StandardOnly || s.Mod != 0 || made < 1 {
		return "The turn ends when you stop forging."
	}
	return fmt.Sprintf("You have forged %d %s this turn; the turn ends when you stop.", made, plural(made, "weapon", "weapons"))
}

// renderMapArea is the board's map with the sale chooser over it, its
// caption and the zoom switch for small screens.
func renderMapArea(p BoardProps, s *bm.State, g mapGeom, v boardView) app.UI {
	inner := app.Div().Class("bm-map-inner").Body(
		renderMap(p, s, g, v.pick),
		saleChooser(p, s, g, v),
	)
	wrap := app.Div().ID("bm-map-wrap").Class("bm-map-wrap").Body(inner)
	if v.zoomed {
		wrap = wrap.Class("bm-zoomed").TabIndex(0).Role("region").Aria("label", "The board, scrollable")
	}
	return app.Figure().Class("bm-board-area").Body(
		wrap,
		app.FigCaption().Class("bm-caption").Body(
			app.Span().Textf("%s. %s", seasonNames[min(s.Season, bm.Seasons-1)], seasonEndText(s)),
			mapLegend(s.NPlayers == 2, p.seatClass(max(p.Viewer, 0))),
			app.Button().Type("button").Class("button", "bm-zoom").Aria("pressed", v.zoomed).Text("Larger board").
				OnClick(func(ctx app.Context, e app.Event) { v.zoom(ctx) }),
		),
	)
}

// saleChooser offers the ways to sell onto the picked space (Standard or
// Vorpal, from hand or forged with the Craft Bonus), placed over the space.
func saleChooser(p BoardProps, s *bm.State, g mapGeom, v boardView) app.UI {
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
		btn := choiceButton(c, choose, "button", "bm-btn", "target", "bm-choice").Class(p.SuggestedClass(c.Action)...).Body(app.Text(c.Text))
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
