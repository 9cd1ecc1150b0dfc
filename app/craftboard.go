package app

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/engines"
	cc "tabula/engines/craftconquer"
)

// craftBoard is the Craft & Conquer table: the hex map with its terrain,
// rivers, Kingdoms, Settlements and soldiers, the dice, the crafting panel
// and every player's mat with their cards, drawn from BoardProps with the
// legal targets clickable. Its own state is only what is selected on the
// map and how large the map is drawn.
type craftBoard struct {
	app.Compo
	// Props is the position and the legal choices, set by the table.
	Props BoardProps

	sel    cqSelection // stored plus one in each field, so the zero value selects nothing
	pick   int         // a space whose several choices are listed, plus one; 0 when none
	stamp  int         // cqStamp of the position the selection was made in
	zoomed bool        // the map is drawn larger, for small screens
}

// newCraftBoard is the board function registered for Craft & Conquer.
func newCraftBoard(p BoardProps) app.UI { return &craftBoard{Props: p} }

// cqStamp identifies the step of the game a selection belongs to: a
// selection left from an earlier turn or step is dropped.
func cqStamp(s *cc.State) int { return (s.Turn*32+int(s.Phase))*8 + int(s.Window) }

// cqView is how the board is shown apart from the position, and the ways
// the player changes it.
type cqView struct {
	sel    cqSelection
	pick   int // -1: none
	stamp  int // cqStamp of the position shown
	zoomed bool
	// selectSpace and selectSettle select (or, when already selected,
	// deselect) a space or Settlement; pickSpace lists a space's choices;
	// clear drops the selection; zoom toggles the map's size.
	selectSpace  func(ctx app.Context, space int)
	selectSettle func(ctx app.Context, i int)
	pickSpace    func(ctx app.Context, space int)
	clear        func(ctx app.Context)
	zoom         func(ctx app.Context)
}

// Render draws the table for the current position.
func (b *craftBoard) Render() app.UI {
	s, ok := b.Props.State.(*cc.State)
	if !ok {
		return app.P().Class("notice", "notice-error").Role("alert").Text("This position cannot be drawn.")
	}
	v := cqView{sel: cqSelection{Space: -1, Settle: -1}, pick: -1, stamp: cqStamp(s), zoomed: b.zoomed}
	if b.stamp == cqStamp(s) {
		v.sel = cqSelection{Space: b.sel.Space - 1, Settle: b.sel.Settle - 1}
		v.pick = b.pick - 1
	}
	v.selectSpace = func(ctx app.Context, space int) {
		if v.sel.Space == space && v.pick < 0 {
			b.sel, b.pick = cqSelection{}, 0
			return
		}
		b.sel, b.pick, b.stamp = cqSelection{Space: space + 1}, 0, cqStamp(s)
	}
	v.selectSettle = func(ctx app.Context, i int) {
		if v.sel.Settle == i && v.pick < 0 {
			b.sel, b.pick = cqSelection{}, 0
			return
		}
		b.sel, b.pick, b.stamp = cqSelection{Settle: i + 1}, 0, cqStamp(s)
	}
	v.pickSpace = func(ctx app.Context, space int) {
		if b.stamp != cqStamp(s) {
			b.sel = cqSelection{}
		}
		b.pick, b.stamp = space+1, cqStamp(s)
		ctx.Defer(func(app.Context) {
			if e := app.Window().GetElementByID("cq-choice-first"); e.Truthy() {
				e.Call("focus")
			}
		})
	}
	v.clear = func(ctx app.Context) { b.sel, b.pick = cqSelection{}, 0 }
	v.zoom = func(ctx app.Context) {
		b.zoomed = !b.zoomed
		ctx.Defer(func(app.Context) { centreScroll(app.Window().GetElementByID("cq-map-wrap")) })
	}
	p := b.Props
	choose := p.Choose
	p.Choose = func(ctx app.Context, a engines.Action) {
		b.sel, b.pick = cqSelection{}, 0
		choose(ctx, a)
	}
	return renderCraftBoard(p, s, v)
}

// renderCraftBoard draws the whole table: what may be done now, the turn's
// buttons, the selection's choices, the map, the dice, the crafting panel
// and the mats. The prompt, the bar and the selection panel keep their
// places when empty (hidden), so that go-app never rebuilds the map below
// them when they come and go.
func renderCraftBoard(p BoardProps, s *cc.State, v cqView) app.UI {
	m := cqSortMoves(s, p.Legal)
	prompt := cqPrompt(p, s)
	promptLine := app.P().Hidden(true)
	if prompt != "" {
		promptLine = app.P().Class("cq-prompt").Text(prompt)
	}
	var mine app.UI
	others := make([]app.UI, 0, s.NPlayers)
	for seat := range s.NPlayers {
		if seat == p.Viewer {
			mine = cqMat(p, s, seat)
			continue
		}
		others = append(others, cqMat(p, s, seat))
	}
	return app.Div().Class("cq", fmt.Sprintf("cq-players-%d", s.NPlayers)).Body(
		promptLine,
		cqTurnBar(p, s),
		cqSelectionPanel(p, s, m, v),
		cqMapArea(p, s, m, v),
		cqDicePanel(p, s),
		cqCraftPanel(p, s),
		app.If(mine != nil, func() app.UI { return app.Div().Class("cq-mats", "cq-mats-mine").Body(mine) }),
		app.Section().Class("cq-mats").Aria("label", "Other players").Body(others...),
	)
}

// cqTurnBar holds the choices made with plain buttons: Done and passing,
// the cards played on their own, counter-attacks, the Peasant step and the
// Faction choice.
func cqTurnBar(p BoardProps, s *cc.State) app.UI {
	var buttons []app.UI
	var done app.UI
	for _, c := range p.Legal {
		if cqSpotOf(s, c).spatial() || cqPanelOf(s, c) != cqPanelBar {
			continue
		}
		if c.Action.Kind == cc.KindDone {
			done = choiceButton(c, p.Choose, "button", "primary", "cq-btn", "target", "cq-done").Text(c.Text)
			continue
		}
		buttons = append(buttons, choiceButton(c, p.Choose, "button", "cq-btn", "target").Text(c.Text))
	}
	if done != nil {
		buttons = append(buttons, done)
	}
	if len(buttons) == 0 {
		return app.Div().Hidden(true)
	}
	return app.Div().Class("cq-turn").Body(app.Div().Class("actions", "cq-turn-buttons").Body(buttons...))
}

// cqSelectionPanel shows what is selected and the choices made from it
// with buttons: a soldier's movement roll, upgrade or retirement, or the
// several choices of a space (which soldier to deploy, which ammo to
// shoot).
func cqSelectionPanel(p BoardProps, s *cc.State, m cqMoves, v cqView) app.UI {
	if v.sel.none() && v.pick < 0 {
		return app.Div().Hidden(true)
	}
	var title string
	var about []app.UI
	var choices []int
	switch {
	case v.pick >= 0 && !v.sel.none():
		title = "Choose what to do on " + s.SpaceName(v.pick) + ":"
		choices = m.towards(v.sel)[v.pick]
	case v.pick >= 0:
		title = "Choose what to do on " + s.SpaceName(v.pick) + ":"
		choices = m.onSpace[v.pick]
	case v.sel.Settle >= 0:
		title = cqSettlementText(p, s, v.sel.Settle)
		choices = m.onSettle[v.sel.Settle]
		if len(m.selected(v.sel)) > 0 {
			about = append(about, app.P().Class("cq-hint").Text("Click a highlighted space to grow the Settlement onto it."))
		}
	default:
		title = cqSpaceText(p, s, v.sel.Space)
		if so, ok := s.SoldierAt(v.sel.Space); ok {
			about = append(about, app.P().Class("cq-hint").Text(cqSoldierAbility(s, so)))
		}
		towards := m.towards(v.sel)
		choices = append(choices, towards[-1]...)
		choices = append(choices, m.onSpace[v.sel.Space]...)
		if hint := cqSelectionHint(p, s, m, v.sel); hint != "" {
			about = append(about, app.P().Class("cq-hint").Text(hint))
		}
	}
	buttons := make([]app.UI, 0, len(choices)+1)
	for k, i := range choices {
		btn := choiceButton(p.Legal[i], p.Choose, "button", "cq-btn", "target", "cq-choice").Text(p.Legal[i].Text)
		if k == 0 {
			btn = btn.ID("cq-choice-first")
		}
		buttons = append(buttons, btn)
	}
	buttons = append(buttons, app.Button().Type("button").Class("button", "cq-btn", "cq-cancel").Text("Close").
		OnClick(func(ctx app.Context, e app.Event) { v.clear(ctx) }))
	return app.Section().Class("cq-selection", "panel").Aria("label", "Selected on the map").
		OnKeyDown(func(ctx app.Context, e app.Event) {
			if e.Get("key").String() == "Escape" {
				v.clear(ctx)
			}
		}).Body(
		app.P().Class("cq-selection-title").Text(cqCapital(title)),
		app.Div().Body(about...),
		app.Div().Class("actions", "cq-choices").Body(buttons...),
	)
}

// cqSelectionHint says what the highlighted spaces around a selected
// soldier mean.
func cqSelectionHint(p BoardProps, s *cc.State, m cqMoves, sel cqSelection) string {
	attacks, places := 0, 0
	for to, is := range m.towards(sel) {
		if to < 0 {
			continue
		}
		switch p.Legal[is[0]].Action.Kind {
		case cc.KindAttack, cc.KindDoubleAttack:
			attacks++
		default:
			places++
		}
	}
	switch {
	case attacks > 0 && places > 0:
		return "Click a highlighted enemy to attack it, or a highlighted space."
	case attacks > 0:
		return fmt.Sprintf("Click a highlighted enemy to attack it (%d in range).", attacks)
	case places > 0:
		return "Click a highlighted space."
	}
	if _, ok := s.SoldierAt(sel.Space); ok && p.Viewer >= 0 {
		return "Tinted spaces: where it could go with a 6 on the Movement die. Lines: its line of sight to enemies within its range."
	}
	return ""
}
