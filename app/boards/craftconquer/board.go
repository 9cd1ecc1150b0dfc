package craftconquer

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines"
	cc "tabula/engines/craftconquer"
)

// Game is Craft & Conquer: Medieval at the table: its engine, board and
// rules.
func Game() board.Game {
	return board.Game{
		Engine: cc.Game{}, NewBoard: func() board.Board { return &craftBoard{} },
		Rules: craftRules, Style: "craftconquer.css", PhoneZoom: 1.5,
	}
}

// craftBoard is the Craft & Conquer table: the hex map with its terrain,
// rivers, Kingdoms, Settlements and soldiers, the dice, the crafting panel
// and every player's mat with their cards, drawn from board.Props with the
// legal targets clickable. Its own state is only what is selected on the
// map.
type craftBoard struct {
	sel   cqSelection // stored plus one in each field, so the zero value selects nothing
	pick  int         // a space whose several choices are listed, plus one; 0 when none
	stamp int         // cqStamp of the position the selection was made in
}

// cqStamp identifies the step of the game a selection belongs to: a
// selection left from an earlier turn or step is dropped.
func cqStamp(s *cc.State) int { return (s.Turn*32+int(s.Phase))*8 + int(s.Window) }

// cqView is how the board is shown apart from the position, and the ways
// the player changes it.
type cqView struct {
	sel   cqSelection
	pick  int // -1: none
	stamp int // cqStamp of the position shown
	// selectSpace and selectSettle select (or, when already selected,
	// deselect) a space or Settlement; pickSpace lists a space's choices;
	// clear drops the selection.
	selectSpace  func(ctx app.Context, space int)
	selectSettle func(ctx app.Context, i int)
	pickSpace    func(ctx app.Context, space int)
	clear        func(ctx app.Context)
}

// Render draws the table for the current position.
func (b *craftBoard) Render(p board.Props) board.Parts {
	s, ok := p.State.(*cc.State)
	if !ok {
		return board.Parts{Main: board.Undrawable()}
	}
	v := cqView{sel: cqSelection{Space: -1, Settle: -1}, pick: -1, stamp: cqStamp(s)}
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
	choose := p.Choose
	p.Choose = func(ctx app.Context, a engines.Action) {
		b.sel, b.pick = cqSelection{}, 0
		choose(ctx, a)
	}
	return renderCraftBoard(p, s, v)
}

// renderCraftBoard draws the table in its parts: what may be done now and
// the turn's buttons in the status bar, the selection's choices under it,
// the map with the dice and the crafting panel, and the mats.
func renderCraftBoard(p board.Props, s *cc.State, v cqView) board.Parts {
	m := cqSortMoves(s, p.Legal)
	parts := board.Parts{
		Prompt:  cqPrompt(p, s),
		Actions: cqTurnBar(p, s),
		Chooser: app.Div().Class("cq").Body(cqSelectionPanel(p, s, m, v)),
		Main: app.Div().Class("cq", fmt.Sprintf("cq-players-%d", s.NPlayers)).Body(
			cqMapArea(p, s, m, v),
			cqDicePanel(p, s),
		),
		Panel:  func(seat int) app.UI { return cqSummary(p, s, seat) },
		Detail: func(seat int) app.UI { return app.Div().Class("cq").Body(cqMat(p, s, seat)) },
	}
	if p.Viewer >= 0 && p.Viewer < s.NPlayers {
		parts.Mine = app.Div().Class("cq").Body(cqCraftPanel(p, s), cqMat(p, s, p.Viewer))
	}
	return parts
}

// cqTurnBar holds the choices made with plain buttons: Done and passing,
// the cards played on their own, counter-attacks, the Peasant step and the
// Faction choice.
func cqTurnBar(p board.Props, s *cc.State) []app.UI {
	var buttons []app.UI
	var done app.UI
	for _, c := range p.Legal {
		if cqSpotOf(s, c).spatial() || cqPanelOf(s, c) != cqPanelBar {
			continue
		}
		if c.Action.Kind == cc.KindDone {
			done = board.ChoiceButton(c, p.Choose, "button", "primary", "cq-btn", "target", "cq-done").Text(c.Text)
			continue
		}
		buttons = append(buttons, board.ChoiceButton(c, p.Choose, "button", "cq-btn", "target").Text(c.Text))
	}
	if done != nil {
		buttons = append(buttons, done)
	}
	return buttons
}

// cqSelectionPanel shows what is selected and the choices made from it
// with buttons: a soldier's movement roll, upgrade or retirement, or the
// several choices of a space (which soldier to deploy, which ammo to
// shoot).
func cqSelectionPanel(p board.Props, s *cc.State, m cqMoves, v cqView) app.UI {
	if v.sel.none() && v.pick < 0 {
		return nil
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
		btn := board.ChoiceButton(p.Legal[i], p.Choose, "button", "cq-btn", "target", "cq-choice").Text(p.Legal[i].Text)
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
func cqSelectionHint(p board.Props, s *cc.State, m cqMoves, sel cqSelection) string {
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
