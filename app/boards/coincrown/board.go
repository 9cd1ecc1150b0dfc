package coincrown

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	cc "tabula/engines/coincrown"
)

// Game is Coin & Crown at the table: its engine, board and rules.
func Game() board.Game {
	return board.Game{
		Engine: cc.Game{}, NewBoard: func() board.Board { return coinBoard{} },
		Rules: coinRules, Style: "coincrown.css", PhoneZoom: 1,
	}
}

// coinBoard is the Coin & Crown table: the Year track, the Market, the
// Land decks, the three purple cards, the Iron coins and every player's
// coins, Tableau and Lands, drawn from board.Props with the legal targets
// clickable.
type coinBoard struct{}

// Render draws the table for the current position: the centre of the
// table, the step in progress above the viewer's own mat, and every seat's
// mat on demand.
func (coinBoard) Render(p board.Props) board.Parts {
	s, ok := p.State.(*cc.State)
	if !ok {
		return board.Parts{Main: board.Undrawable()}
	}
	parts := board.Parts{
		Prompt:  coinPrompt(p, s),
		Actions: turnButtons(p),
		Main:    app.Div().Class("cc", fmt.Sprintf("cc-players-%d", s.NPlayers)).Body(centre(p, s)),
		Panel:   func(seat int) app.UI { return matSummary(p, s, seat) },
		Detail:  func(seat int) app.UI { return coinMat(p, s, seat) },
	}
	if p.Viewer >= 0 && p.Viewer < s.NPlayers {
		parts.Mine = app.Div().Class("cc").Body(stepPanel(p, s), coinMat(p, s, p.Viewer))
	}
	return parts
}

// coinPrompt says what the person at the device may do now, or what the
// player to move is in the middle of; "" when there is nothing to add.
func coinPrompt(p board.Props, s *cc.State) string {
	if s.Over() {
		return ""
	}
	who := p.SeatName(s.Current)
	if len(p.Legal) == 0 {
		switch s.Phase {
		case cc.PhasePay:
			_, what, _ := s.Payment()
			return fmt.Sprintf("%s is paying for %s.", who, what)
		case cc.PhaseForce:
			k, st, def, _ := s.Conquest()
			return fmt.Sprintf("%s is conquering the %s by force: Battle Strength %d of %d.", who, k, st, def)
		case cc.PhaseUpgrade:
			return fmt.Sprintf("%s is upgrading a Land.", who)
		case cc.PhaseChurch:
			return fmt.Sprintf("%s is at the Church.", who)
		}
		return ""
	}
	kinds := board.LegalKinds(p.Legal)
	switch s.Phase {
	case cc.PhasePay:
		cost, what, _ := s.Payment()
		return fmt.Sprintf("Pay %s for %s: choose the coins from your Income.", coinValueText(cost), what)
	case cc.PhaseChurch:
		return "At the Church: give another coin from your Income, or leave."
	case cc.PhaseForce:
		k, st, def, _ := s.Conquest()
		return fmt.Sprintf("Conquering the %s by force: Battle Strength %d of %d. Deploy a highlighted Military card from your Tableau or buy Battle Strength at the Overseas Market.", k, st, def)
	case cc.PhaseUpgrade:
		land, needs, wild, _ := s.Upgrading()
		l := s.Seats[s.Current].Lands[land]
		line := fmt.Sprintf("Upgrading your %s to a %s: still needed %s", l.Level, l.Level+1, needsWords(needs))
		if wild > 0 {
			line += fmt.Sprintf(", less %d of your choice", wild)
		}
		return line + ". Exhaust a highlighted card or buy the resource at the Overseas Market."
	}
	var parts []string
	if kinds[cc.KindBuy]+kinds[cc.KindBuyTop] > 0 {
		parts = append(parts, "buy a Market card")
	}
	if kinds[cc.KindDraw] > 0 {
		parts = append(parts, "draw from a Future Market deck")
	}
	if kinds[cc.KindDiplomacy]+kinds[cc.KindAttack] > 0 {
		parts = append(parts, "conquer a Land")
	}
	if kinds[cc.KindUpgrade] > 0 {
		parts = append(parts, "upgrade one of your Lands")
	}
	free := " Free actions (Reserve, the Mint, the Church, the Overseas Market, your ready cards) are highlighted too."
	if s.Phase == cc.PhaseAfter {
		if len(parts) > 0 {
			return "Your action is done. With your Fortress you may also " + board.JoinOr(parts) + "; or end your turn." + free
		}
		return "Your action is done: use a free action or end your turn."
	}
	if len(parts) == 0 {
		return "No action is possible: use a free action or pass (you are then out until the year ends)."
	}
	return "You may " + board.JoinOr(parts) + ", or pass (you are then out until the year ends)." + free
}

// stepPanel shows the step in progress — a payment, a conquest by force,
// an upgrade, a Church visit — with its choices. It is hidden when there
// is nothing to show.
func stepPanel(p board.Props, s *cc.State) app.UI {
	var body []app.UI
	if cost, what, ok := s.Payment(); ok {
		body = append(body, paymentView(p, s, cost, what))
	}
	if k, st, def, ok := s.Conquest(); ok {
		body = append(body, conquestView(s, k, st, def))
	}
	if land, needs, wild, ok := s.Upgrading(); ok {
		body = append(body, upgradeView(s, land, needs, wild))
	}
	if s.Phase == cc.PhaseChurch {
		body = append(body, churchStep(p, s))
	}
	if len(body) == 0 {
		return app.Div().Hidden(true)
	}
	return app.Div().Class("cc-turn").Body(body...)
}

// turnButtons are the buttons that end a turn or a Church visit, for the
// status bar.
func turnButtons(p board.Props) []app.UI {
	var buttons []app.UI
	for _, c := range legalOf(p, cc.KindDonateDone, cc.KindEndTurn, cc.KindPass) {
		class := "primary cc-end"
		if c.Action.Kind == cc.KindPass {
			class = "cc-end" // the turn's action is still to be chosen: passing is not the obvious move
		}
		buttons = append(buttons, ccAct(p, c.Action, class, app.Text(c.Text)))
	}
	return buttons
}

// paymentView is a payment in progress: the cost against the player's
// Income, and one button per way to pay showing the coins and their value.
func paymentView(p board.Props, s *cc.State, cost int, what string) app.UI {
	pl := &s.Seats[s.Current]
	var options []app.UI
	for _, c := range legalOf(p, cc.KindPay) {
		paid := cc.Coins{int(c.Action.A), int(c.Action.B), int(c.Action.C)}
		v := paid.Value()
		note := fmt.Sprintf("= %d", v)
		if v > cost {
			note = fmt.Sprintf("= %d, %d over", v, v-cost)
		}
		options = append(options, ccAct(p, c.Action, "cc-pay", coinsView(paid, ""), app.Span().Class("cc-pay-value").Text(note)))
	}
	return app.Div().Class("cc-step", "cc-step-pay").Role("group").Aria("labelledby", "cc-step-title").Body(
		app.P().ID("cc-step-title").Class("cc-step-title").Textf("Paying for %s", what),
		app.P().Class("cc-meter-line").Body(
			app.Span().Textf("Cost %d", cost),
			app.Span().Class("cc-against").Text(" · Income "),
			coinsView(pl.Income, "none"),
			app.Span().Textf(" (worth %d)", pl.Income.Value()),
		),
		app.If(len(options) > 0, func() app.UI { return app.Div().Class("cc-pay-options").Body(options...) }),
	)
}

// conquestView is a conquest by force in progress: the Battle Strength
// so far against the Land's defense, as a bar and in words.
func conquestView(s *cc.State, k cc.LandKind, strength, defense int) app.UI {
	return app.Div().Class("cc-step", "cc-step-force").Body(
		app.P().Class("cc-step-title").Textf("Conquering the %s by force", k),
		meter(strength, defense, fmt.Sprintf("Battle Strength %d of the %s's defense %d", strength, k, defense)),
		app.P().Class("cc-meter-line").Textf("Battle Strength %d / defense %d. Ready Military left: up to %d more.", strength, defense, s.ArmyStrength(s.Current)),
	)
}

// upgradeView is an upgrade in progress: the bracket still to cover.
func upgradeView(s *cc.State, land int, needs [cc.NumResources]int, wild int) app.UI {
	l := s.Seats[s.Current].Lands[land]
	return app.Div().Class("cc-step", "cc-step-upgrade").Body(
		app.P().Class("cc-step-title").Textf("Upgrading a %s to a %s", l.Level, l.Level+1),
		app.P().Class("cc-meter-line").Body(
			app.Text("Still needed: "), needsView(needs),
			app.If(wild > 0, func() app.UI { return app.Textf(" less %d of your choice (Builders, Storehouse)", wild) }),
		),
	)
}

// churchStep is a Church visit: the coins to give and what is given.
func churchStep(p board.Props, s *cc.State) app.UI {
	pl := &s.Seats[s.Current]
	var buttons []app.UI
	for _, c := range legalOf(p, cc.KindDonate) {
		buttons = append(buttons, ccAct(p, c.Action, "cc-donate", coinIcon(cc.Denom(c.Action.A)), app.Textf("Give a %s", cc.Denom(c.Action.A))))
	}
	return app.Div().Class("cc-step", "cc-step-church").Body(
		app.P().Class("cc-step-title").Text("At the Church"),
		app.P().Class("cc-meter-line").Body(app.Text("Given in all: "), coinsView(pl.Church, "nothing"), app.Textf(" (worth %d)", pl.Church.Value())),
		app.If(len(buttons) > 0, func() app.UI { return app.Div().Class("cc-pay-options").Body(buttons...) }),
	)
}

// meter is a bar of value against target, drawn in SVG, labelled in words.
func meter(value, target int, label string) app.UI {
	const w, h = 200.0, 16.0
	fill := w
	if target > 0 {
		fill = min(float64(value)/float64(target), 1) * w
	}
	return board.SVG("svg").Class("cc-meter").Attr("viewBox", fmt.Sprintf("0 0 %s %s", board.Num(w), board.Num(h))).
		Role("img").Aria("label", label).Body(
		board.SVG("rect").Class("cc-meter-bg").Attr("width", board.Num(w)).Attr("height", board.Num(h)).Attr("rx", 4),
		board.SVG("rect").Class("cc-meter-fill").Attr("width", board.Num(fill)).Attr("height", board.Num(h)).Attr("rx", 4),
	)
}
