package craftconquer

import (
	"fmt"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/craftconquer/dice"
	"tabula/app/boards/craftconquer/guide"
	"tabula/app/boards/craftconquer/icons"
	"tabula/app/boards/craftconquer/layout"
	"tabula/app/boards/craftconquer/narrate"
	"tabula/app/boards/craftconquer/places"
	"tabula/app/boards/craftconquer/words"
	"tabula/engines"
	cc "tabula/engines/craftconquer"
)

// Game is Craft & Conquer: Medieval at the table: its engine, board and
// rules.
func Game() board.Game {
	names := &places.NameCache{}
	return board.Game{
		Blurb:  "Gather, craft and deploy soldiers across a modular land and complete your objectives first.",
		Colour: "#4b4f8c",
		// Verbs are the verbs its moves begin with, for the log (board.ThirdPerson).
		Verbs: strings.Fields(`attack build buy capture choose claim collect conquer continue counter-attack craft
			decline deploy discard do draw end finish gain give keep leave move pass pay place play
			put ready reserve retire return roll sell skip spend start stop take trade upgrade use`),
		Engine: cc.Game{}, NewBoard: func() board.Board { return &craftBoard{} },
		Rules: guide.Rules, Narrate: narrate.Move, Describe: names.Describe, Emblem: icons.Emblem, Legend: guide.Legend,
		Style: "craftconquer.css", Parts: []string{"cq-control", "cq-settle-control", "cq-craft-item", "cq-action"}, EndsTurn: cqEndsTurn, Lesson: guide.Lesson, LessonIcon: guide.LessonIcon,
	}
}

// cqEndsTurn reports whether a move ends the mover's turn: the game ends or
// the turn passes to the next player. An attack that hands a reaction to
// the defender does not: the decision comes back to the attacker.
func cqEndsTurn(before, after engines.State) bool {
	b, okB := before.(*cc.State)
	a, okA := after.(*cc.State)
	if !okB || !okA {
		return after.ToMove() != before.ToMove()
	}
	return a.Over() || a.Current != b.Current
}

// craftBoard is the Craft & Conquer table: the hex map with its terrain,
// rivers, Kingdoms, Settlements and soldiers, the dice, the crafting panel
// and every player's mat with their cards, drawn from board.Props with the
// legal targets clickable. Its own state is what is selected on the map
// and which soldier is which from move to move (so that a moved soldier
// slides).
type craftBoard struct {
	sel   cqSelection // stored plus one in each field, so the zero value selects nothing
	pick  int         // a space whose several choices are listed, plus one; 0 when none
	stamp int         // cqStamp of the position the selection was made in
	warn  int         // cqStamp plus one of the position where End step 4 asked about an unclaimed Objective; 0 when none

	soldiers []cqTracked // the soldiers last drawn, with their identities
	nextID   int

	// The map's geometry and its spaces' names by tile, which never
	// change during a game, kept for the board and owners they were
	// worked out for.
	geoOf      *cc.Board
	geo        layout.Map
	tileOwners []string
	tileNames  []string
}

// cqTracked is a soldier as last drawn, with its lasting identity.
type cqTracked struct {
	id    int
	owner int8
	t     cc.SoldierType
	space int16
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
	// unclaimed is true while End step 4, pressed with an Objective
	// completed and not claimed, asks whether to give it up; askEnd opens
	// that question and keepOn closes it.
	unclaimed bool
	askEnd    func(ctx app.Context)
	keepOn    func(ctx app.Context)
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
	v.unclaimed = b.warn == cqStamp(s)+1
	v.askEnd = func(ctx app.Context) { b.sel, b.pick, b.warn = cqSelection{}, 0, cqStamp(s)+1 }
	v.keepOn = func(ctx app.Context) { b.warn = 0 }
	choose := p.Choose
	p.Choose = func(ctx app.Context, a engines.Action) {
		b.sel, b.pick, b.warn = cqSelection{}, 0, 0
		choose(ctx, a)
	}
	return renderCraftBoard(p, s, v, b.layout(p, s), b.identities(s), b.fightShown(s, p.Recent))
}

// cqLayout is what the board keeps of the map between moves: its
// geometry and its spaces' names by tile.
type cqLayout struct {
	geo       layout.Map
	tileNames []string
}

// layout is the map's geometry and its spaces' names by tile, worked out
// once for the game's board and the owners' names.
func (b *craftBoard) layout(p board.Props, s *cc.State) cqLayout {
	owners := make([]string, s.NPlayers)
	for seat := range owners {
		owners[seat] = p.Owner(seat)
	}
	if b.geoOf != s.Board() || !slices.Equal(owners, b.tileOwners) {
		b.geoOf, b.geo, b.tileOwners = s.Board(), layout.Of(s.Board()).WithOutlines(), owners
		b.tileNames = places.TileNames(s.Board(), s.Tiles, func(seat int) string { return owners[seat] })
	}
	return cqLayout{geo: b.geo, tileNames: b.tileNames}
}

// identities gives each soldier of s a lasting identity: the one it had
// when last drawn if it stands where it stood, else that of a soldier of
// its owner and type that is gone (the nearest: it moved), else a new one.
func (b *craftBoard) identities(s *cc.State) []int {
	ids := make([]int, len(s.Soldiers))
	used := make([]bool, len(b.soldiers))
	for j, so := range s.Soldiers {
		ids[j] = -1
		for k, old := range b.soldiers {
			if !used[k] && old.owner == so.Owner && old.space == so.Space {
				ids[j], used[k] = old.id, true
				break
			}
		}
	}
	bd := s.Board()
	for j, so := range s.Soldiers {
		if ids[j] >= 0 {
			continue
		}
		best := -1
		for k, old := range b.soldiers {
			if used[k] || old.owner != so.Owner || old.t != so.Type || int(old.space) >= len(bd.Spaces) {
				continue
			}
			if best < 0 || bd.Dist(int(old.space), int(so.Space)) < bd.Dist(int(b.soldiers[best].space), int(so.Space)) {
				best = k
			}
		}
		if best >= 0 {
			ids[j], used[best] = b.soldiers[best].id, true
			continue
		}
		ids[j] = b.nextID
		b.nextID++
	}
	b.soldiers = b.soldiers[:0]
	for j, so := range s.Soldiers {
		b.soldiers = append(b.soldiers, cqTracked{id: ids[j], owner: so.Owner, t: so.Type, space: so.Space})
	}
	return ids
}

// fightShown reports whether the fight's dice are on the map: while it is
// fought, for the rest of the turn it was fought in, and while the other
// players' moves since the viewer's last one include it.
func (b *craftBoard) fightShown(s *cc.State, recent []board.Step) bool {
	f, current := dice.ShownFight(s)
	if f.Sides[0].Dice+f.Sides[1].Dice == 0 {
		return false
	}
	if current {
		return true
	}
	if s.LastFightTurn == s.Turn {
		return true
	}
	for _, st := range recent {
		if before, ok := st.Before.(*cc.State); ok && before.LastFight != s.LastFight {
			return true
		}
	}
	return false
}

// renderCraftBoard draws the table in its parts: the instruction and the
// turn's buttons in the status bar, the choices of a selection over the
// board, the map, the person's mat and each player's panel.
func renderCraftBoard(p board.Props, s *cc.State, v cqView, l cqLayout, ids []int, fight bool) board.Parts {
	t := cqTextOn(p, s, l.geo, l.tileNames)
	m := cqSortMoves(s, p.Legal)
	c := cqMapCtx{cqText: t, g: l.geo, m: m, v: v, ids: ids, marks: cqRecentMarks(s, p.Recent), fight: fight}
	chooser := cqChooser(t, m, v)
	if ask := cqUnclaimedPanel(p, s, v); ask != nil {
		chooser = ask
	}
	parts := board.Parts{
		Prompt:  cqPrompt(t, m, v),
		Actions: cqTurnBar(p, s, v, chooser != nil),
		Main:    app.Div().Class("cq", "cq-main", fmt.Sprintf("cq-players-%d", s.NPlayers)).Body(cqMap(c)),
		Panel:   func(seat int) app.UI { return &cqSummary{Data: cqSummaryOf(t, seat, c.marks.seats[seat])} },
		Detail:  func(seat int) app.UI { return app.Div().Class("cq").Body(cqMat(t, seat)) },
	}
	if chooser != nil {
		parts.Chooser = app.Div().Class("cq").Body(chooser)
	}
	if p.Viewer >= 0 && p.Viewer < s.NPlayers {
		parts.Mine = app.Div().Class("cq", "cq-mine").Body(&cqMineView{Data: cqMineOf(t, m), choose: p.Choose, say: p.Say})
	}
	return parts
}

// cqTurnBar holds the choices made with plain buttons in the status bar:
// ending a step, passing a reaction, the cards played on their own,
// counter-attacks and the Peasant step; Cancel while a selection or a
// Farm bought waits for its place, and Done last.
func cqTurnBar(p board.Props, s *cc.State, v cqView, chooser bool) []app.UI {
	var buttons []app.UI
	var done app.UI
	claims := cqClaims(p, s)
	for _, c := range claims {
		// Claim where the decision is, not only on the Objective card in
		// the mat: an Objective is claimed this turn or never.
		buttons = append(buttons, board.ChoiceButton(c, p.Choose, "button", "cq-btn", "target", "cq-claim").Text("Claim"))
	}
	for _, c := range p.Legal {
		if cqSpotOf(s, c).spatial() || cqPanelOf(s, c) != cqPanelBar || c.Action.Kind == cc.KindFaction {
			continue
		}
		if c.Action.Kind == cc.KindDone {
			done = board.ChoiceButton(c, p.Choose, "button", "primary", "cq-btn", "target", "cq-done").Text(cqDoneText(s, c))
			if len(claims) > 0 {
				// Ending step 4 gives up the completed Objectives: it asks
				// first (cqUnclaimedPanel).
				ask := v.askEnd
				done = app.Button().Type("button").Class("button", "primary", "cq-btn", "target", "cq-done").
					Title(c.Text+" (asks first: an Objective completed this turn is not claimed)").Text(cqDoneText(s, c)).
					OnClick(func(ctx app.Context, e app.Event) { ask(ctx) }, app.EventScope(v.stamp))
			}
			continue
		}
		buttons = append(buttons, board.ChoiceButton(c, p.Choose, "button", "cq-btn", "target").Text(cqBarText(s, c, p.Legal)))
	}
	switch {
	case !chooser && (!v.sel.none() || v.pick >= 0):
		buttons = append(buttons, app.Button().Type("button").Class("button", "cq-btn", "cq-cancel").Text("Cancel").
			Title("Drop the selection").OnClick(func(ctx app.Context, e app.Event) { v.clear(ctx) }, app.EventScope(v.stamp)))
	case p.Cancel != nil && (s.Phase == cc.PhaseBuild || s.Phase == cc.PhaseMove):
		cancel := p.Cancel
		what := "Take back the Farm you bought"
		if s.Phase == cc.PhaseMove {
			what = "Take back the move declared"
		}
		buttons = append(buttons, app.Button().Type("button").Class("button", "cq-btn", "cq-cancel").Text("Cancel").
			Title(what).OnClick(func(ctx app.Context, e app.Event) { cancel(ctx) }))
	}
	if done != nil {
		buttons = append(buttons, done)
	}
	return buttons
}

// cqClaims are the Objectives the person may claim now, in step 4 of
// their turn: done this turn, and lost if the step ends unclaimed.
func cqClaims(p board.Props, s *cc.State) []board.Choice {
	if s.Phase != cc.PhaseMain {
		return nil
	}
	var out []board.Choice
	for _, c := range p.Legal {
		if c.Action.Kind == cc.KindClaim {
			out = append(out, c)
		}
	}
	return out
}

// cqUnclaimedPanel is the question End step 4 asks when an Objective is
// completed and not claimed: the rule, a Claim button for each, ending
// the step anyway, or going back to the turn; nil when not asked.
func cqUnclaimedPanel(p board.Props, s *cc.State, v cqView) app.UI {
	claims := cqClaims(p, s)
	if !v.unclaimed || len(claims) == 0 {
		return nil
	}
	var buttons []app.UI
	for k, c := range claims {
		btn := board.ChoiceButton(c, p.Choose, "button", "cq-btn", "target", "cq-choice").Text(c.Text)
		if k == 0 {
			btn = btn.ID("cq-choice-first")
		}
		buttons = append(buttons, btn)
	}
	if c, ok := p.Lookup(cc.Done()); ok {
		buttons = append(buttons, board.ChoiceButton(c, p.Choose, "button", "cq-btn", "target", "cq-choice").Text("End step 4 without claiming"))
	}
	keep := v.keepOn
	buttons = append(buttons, app.Button().Type("button").Class("button", "cq-btn", "cq-cancel").Text("Back to the turn").
		OnClick(func(ctx app.Context, e app.Event) { keep(ctx) }))
	n := len(claims)
	return app.Section().Class("cq-selection", "panel", "cq-unclaimed").Role("alertdialog").Aria("label", "Unclaimed Objective").Body(
		app.P().Class("cq-selection-title").Textf("You completed %s this turn and have not claimed %s.", board.Plural(n, "an Objective", "Objectives"), board.Plural(n, "it", "them")),
		app.P().Class("cq-hint").Text("An Objective is claimed on the turn it is completed, never later: ending step 4 now gives it up."),
		app.Div().Class("actions", "cq-choices").Body(buttons...),
	)
}

// cqDoneText is the label of the button ending a step: short, as the
// status bar is narrow on a phone.
func cqDoneText(s *cc.State, c board.Choice) string {
	if s.Phase == cc.PhaseMain {
		return "End step 4"
	}
	return c.Text
}

// cqBarText is a status bar button's label, the whole move being its
// title: the whole moves did not fit a laptop's bar side by side
// ("Play Weak Fight: remove an enemy …" twice beside "Play no card";
// "Return 1 Iron to the Stockpile for a Discard Objective" beside the
// same for a Craftpoint). A card is played by its name ("Play Weak
// Fight"), with what tells it from another play of the same card (the
// die face, the seat) when there is one; a Resource returned for a
// Discard Objective is "Return 1 Iron".
func cqBarText(s *cc.State, c board.Choice, legal []board.Choice) string {
	a := c.Action
	if a.Kind == cc.KindDiscardGood {
		return fmt.Sprintf("Return 1 %s", cc.Good(a.A))
	}
	if a.Kind != cc.KindCard {
		return c.Text
	}
	k := cc.CardKind(a.A)
	text := "Play " + k.String()
	twice := false
	for _, o := range legal {
		if o.Action.Kind == cc.KindCard && o.Action.A == a.A && o.Action != a && cqPanelOf(s, o) == cqPanelBar && !cqSpotOf(s, o).spatial() {
			twice = true
		}
	}
	switch {
	case !twice:
		return text
	case k == cc.WeakFight && a.B >= 0 && int(a.B) < len(dice.FaceNames):
		return fmt.Sprintf("%s on a %s", text, dice.FaceNames[a.B])
	case k == cc.Attrition:
		return fmt.Sprintf("%s on %s", text, s.SeatName(int(a.B)))
	}
	return c.Text
}

// cqChooser shows the choices of what is selected that are made with
// buttons (a soldier's movement roll, upgrade or retirement, the several
// choices of one space), the dice when the person reacts to a roll, and
// the Factions to choose from; nil when none.
func cqChooser(t cqText, m cqMoves, v cqView) app.UI {
	p, s := t.p, t.s
	var title string
	var about []app.UI
	var choices []int
	switch {
	case v.pick >= 0 && !v.sel.none():
		title = "Choose what to do on " + t.names[v.pick] + ":"
		choices = m.towards(v.sel)[v.pick]
	case v.pick >= 0:
		title = "Choose what to do on " + t.names[v.pick] + ":"
		choices = m.onSpace[v.pick]
	case v.sel.Settle >= 0:
		choices = cqSelectionChoices(m.towards(v.sel))
		title = words.Capital(cqSettlementText(t, v.sel.Settle)) + "."
	case v.sel.Space >= 0:
		choices = cqSelectionChoices(m.towards(v.sel))
		title = words.Capital(cqSpaceText(t, v.sel.Space))
		if so, ok := s.SoldierAt(v.sel.Space); ok && len(choices) > 0 {
			about = append(about, app.P().Class("cq-hint").Text(words.Capital(cqSoldierAbility(s, so))))
		}
	default:
		return cqDecisionPanel(t)
	}
	if len(choices) == 0 {
		return nil
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
		app.P().Class("cq-selection-title").Text(title),
		app.Div().Body(about...),
		app.Div().Class("actions", "cq-choices").Body(buttons...),
	)
}

// cqSelectionChoices are the choices a selection's panel lists: none when
// every choice is made on a space of the map (the map is then left clear
// for them), else all of them, those made with a button first. The panel
// lies over the board, so a choice made only on the map could lie under
// it, out of reach while the selection stays open.
func cqSelectionChoices(towards map[int][]int) []int {
	own := towards[-1]
	if len(own) == 0 {
		return nil
	}
	spaces := make([]int, 0, len(towards))
	for x := range towards {
		if x >= 0 {
			spaces = append(spaces, x)
		}
	}
	slices.Sort(spaces)
	out := append([]int{}, own...)
	for _, x := range spaces {
		out = append(out, towards[x]...)
	}
	return out
}

// cqDecisionPanel is what the person needs beside the status bar's
// buttons for a decision that is not made on the map: the dice when
// reacting to a roll or counter-attacking, the Factions to choose from.
func cqDecisionPanel(t cqText) app.UI {
	p, s := t.p, t.s
	if len(p.Legal) == 0 {
		return nil
	}
	switch s.Phase {
	case cc.PhaseFaction:
		var cards []app.UI
		for _, c := range p.Legal {
			if c.Action.Kind != cc.KindFaction {
				continue
			}
			f := cc.Factions[c.Action.A]
			cards = append(cards, app.Li().Class("cq-faction-card").Body(
				board.ChoiceButton(c, p.Choose, "button", "cq-btn", "target", "cq-choice").Body(
					app.Strong().Text(f.Name), app.Text(" "), cqColourChip(f.Colours[0]), cqColourChip(f.Colours[1]),
				),
				app.P().Class("cq-hint").Text(cc.PerkText[f.Perk]),
			))
		}
		return app.Section().Class("cq-selection", "panel").Aria("label", "Factions").Body(
			app.P().Class("cq-selection-title").Text("The Factions:"),
			app.Ul().Class("cq-factions").Body(cards...),
		)
	case cc.PhaseReact, cc.PhaseCounter:
		f, current := dice.ShownFight(s)
		if !s.Fight.Active || !current {
			return nil
		}
		return app.Section().Class("cq-selection", "panel", "cq-dice").Aria("label", "Dice on the table").Body(
			app.P().Class("cq-selection-title").Text("The dice on the table:"),
			dice.SideRow(p, f, 0, true),
			dice.SideRow(p, f, 1, true),
		)
	}
	return nil
}
