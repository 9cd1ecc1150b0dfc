package coincrown

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	cc "tabula/engines/coincrown"
)

// The decision under way: the status bar's one instruction, the turn's
// buttons there (Pass, End turn, Leave the Church, Cancel), and the step in
// progress — a payment, a conquest by force, an upgrade, a Church visit —
// shown over the board with every choice it has, so that a whole action is
// played in one place.

// prompt is the one instruction for the person to move, or what the
// player to move is in the middle of; "" leaves the table's own line.
func prompt(p board.Props, s *cc.State) string {
	if s.Over() {
		return ""
	}
	if len(p.Legal) == 0 {
		return othersStep(p, s)
	}
	switch s.Phase {
	case cc.PhasePay:
		price, what := payment(s)
		if len(legalOf(p, cc.KindMint)) > 0 {
			return fmt.Sprintf("Choose coins to pay %s (%s). They pay for %s; the Imperial Mint can change some first.", price, worth(price.Value()), what)
		}
		return fmt.Sprintf("Choose coins to pay %s (%s). They pay for %s.", price, worth(price.Value()), what)
	case cc.PhaseChurch:
		return "At the Church: give another coin, or leave."
	case cc.PhaseForce:
		k, st, def, _ := s.Conquest()
		return fmt.Sprintf("Deploy Military or buy Overseas: strength %d of %d. Conquering the %s.", st, def, k)
	case cc.PhaseUpgrade:
		land, needs, wild, _ := s.Upgrading()
		l := s.Seats[s.Current].Lands[land]
		// The instruction ends at the first full stop: a phone shows it
		// whole in three lines (web/tabula.css), the rest on a tap.
		line := "Exhaust a card or buy Overseas: still " + needsWords(needs) + "."
		if total := sumOf(needs); wild > 0 {
			// A Builder's or the Storehouse's resource of your choice
			// counts towards what is left: say how many are still to give.
			line = fmt.Sprintf("Exhaust a card or buy Overseas: still %d of %s. %d given as your choice.", max(total-wild, 0), needsWords(needs), wild)
		}
		return line + fmt.Sprintf(" Upgrading your %s to a %s.", l.Level, l.Level+1)
	}
	// What the turn allows is read from the position's moves, not from the
	// choices offered: a lesson offers only its step's move, which must
	// not make the line say that nothing else is affordable.
	kinds := map[uint8]int{}
	for _, a := range s.LegalView() {
		kinds[a.Kind]++
	}
	if s.Minted != 0 && !s.MintLeft && kinds[cc.KindMint] > 0 {
		return "Exchange again at the Imperial Mint, or go on with your turn. That ends the visit."
	}
	var acts []string
	if kinds[cc.KindBuy]+kinds[cc.KindBuyTop]+kinds[cc.KindDraw] > 0 {
		acts = append(acts, "buy a card")
	}
	if kinds[cc.KindDiplomacy]+kinds[cc.KindAttack] > 0 {
		acts = append(acts, "conquer a Land")
	}
	if kinds[cc.KindUpgrade] > 0 {
		acts = append(acts, "upgrade a Land")
	}
	if s.Phase == cc.PhaseAfter {
		if len(acts) > 0 {
			return "Fortress: another action, or end your turn. You may " + board.JoinOr(acts) + "."
		}
		return "Action done: use a free action, or end your turn."
	}
	if len(acts) == 0 {
		return "No action is affordable: use a free action, or pass."
	}
	return "Your turn: " + board.JoinOr(acts) + "; or pass."
}

// othersStep says what another player is in the middle of.
func othersStep(p board.Props, s *cc.State) string {
	who := p.SeatName(s.Current)
	switch s.Phase {
	case cc.PhasePay:
		_, what := payment(s)
		return fmt.Sprintf("%s is paying for %s.", who, what)
	case cc.PhaseForce:
		k, st, def, _ := s.Conquest()
		return fmt.Sprintf("%s is conquering the %s: Battle Strength %d of %d.", who, k, st, def)
	case cc.PhaseUpgrade:
		return fmt.Sprintf("%s is upgrading a Land.", who)
	case cc.PhaseChurch:
		return fmt.Sprintf("%s is at the Church.", who)
	}
	return ""
}

// payment is the printed price of the payment under way and what it buys,
// in words: "the Armor", "the top card of the Silver deck".
func payment(s *cc.State) (cc.Coins, string) {
	a := int(s.PayA)
	switch s.PayFor {
	case cc.PayBuy:
		mc := cc.MarketCards[s.Rows[a][s.PayB].Card]
		return mc.Cost, "the " + mc.Type.String()
	case cc.PayDraw:
		return cc.DrawCost[a], fmt.Sprintf("the top card of the %s deck", cc.Denom(a))
	case cc.PayTop:
		mc := cc.MarketCards[s.Decks[a][0]]
		return mc.Cost, "the " + mc.Type.String()
	case cc.PayDiplomacy:
		return cc.DiplomacyCost[a], "the " + cc.LandKind(a).String()
	case cc.PayOverseas:
		it := cc.OverseasItems[a]
		return coinsOf(cc.Bronze, it.Level*cc.AdvanceCost), it.String() + " from Overseas"
	}
	return coinsOf(cc.Bronze, a*cc.AdvanceCost), fmt.Sprintf("moving your token up %d", a)
}

// turnButtons are the status bar's buttons: Pass, End turn or Leave the
// Church, and Cancel while a step is under way.
func turnButtons(p board.Props, s *cc.State) []app.UI {
	var buttons []app.UI
	for _, c := range legalOf(p, cc.KindDonateDone, cc.KindEndTurn, cc.KindPass) {
		class := "primary"
		if c.Action.Kind == cc.KindPass {
			class = "cc-pass" // the action is still to be chosen: passing is not the obvious move
		}
		buttons = append(buttons, actButton(p, c, "", "button", class).Aria("label", label(p, c)).Text(buttonText[c.Action.Kind]))
	}
	if label, title := cancelLabel(s); label != "" && p.Cancel != nil && len(p.Legal) > 0 {
		cancel := p.Cancel
		buttons = append(buttons, app.Button().Type("button").Class("button", "cc-cancel").Title(title).Text(label).
			OnClick(func(ctx app.Context, e app.Event) { cancel(ctx) }))
	}
	return buttons
}

// buttonText is the short face of the status bar's buttons, the start of
// their full description, which is their name and tooltip.
var buttonText = map[uint8]string{cc.KindPass: "Pass", cc.KindEndTurn: "End your turn", cc.KindDonateDone: "Leave the Church"}

// cancelLabel names the status bar's Cancel for the step under way (one
// step back, as Undo): "Cancel" when that gives up the whole step, "Back"
// when it takes back a part of it; "" when no step is under way.
func cancelLabel(s *cc.State) (label, title string) {
	switch s.Phase {
	case cc.PhasePay:
		return "Cancel", "Cancel this payment"
	case cc.PhaseForce:
		if s.Strength == 0 {
			return "Cancel", "Cancel this conquest"
		}
		return "Back", "Take back your last step of this conquest"
	case cc.PhaseUpgrade:
		land, needs, wild, _ := s.Upgrading()
		if bracket, ok := s.UpgradeBracket(s.Current, land); ok && bracket == needs && wild == 0 {
			return "Cancel", "Cancel this upgrade"
		}
		return "Back", "Take back your last step of this upgrade"
	case cc.PhaseChurch:
		return "Back", "Take back the last coin given"
	}
	return "", ""
}

// chooser is the step under way with all its choices, over the board, for
// the person making it; nil when none is under way.
func chooser(p board.Props, s *cc.State) app.UI {
	if len(p.Legal) == 0 {
		return nil
	}
	var body []app.UI
	switch s.Phase {
	case cc.PhasePay:
		body = paymentStep(p, s)
	case cc.PhaseForce:
		body = conquestStep(p, s)
	case cc.PhaseUpgrade:
		body = upgradeStep(p, s)
	case cc.PhaseChurch:
		body = churchStep(p, s)
	default:
		return nil
	}
	return app.Section().Class("cc", "cc-step").Aria("labelledby", "cc-step-title").Body(body...)
}

// stepTitle is the chooser's heading.
func stepTitle(body ...app.UI) app.UI {
	return app.H2().ID("cc-step-title").Class("cc-step-title").Body(body...)
}

// incomeLine shows the Income of the player to move.
func incomeLine(s *cc.State) app.UI {
	in := s.Seats[s.Current].Income
	return app.P().Class("cc-step-line").Body(
		app.Span().Class("cc-label").Text("Your Income"), coinsView(in, "none"),
		app.If(in.Count() > 0, func() app.UI { return app.Span().Class("cc-worth").Text(worth(in.Value())) }),
	)
}

// paymentStep is a payment: the price against the Income, and a button per
// way to pay showing its coins and what they are worth.
func paymentStep(p board.Props, s *cc.State) []app.UI {
	price, what := payment(s)
	cost := price.Value()
	var options []app.UI
	for _, c := range legalOf(p, cc.KindPay) {
		paid := cc.Coins{int(c.Action.A), int(c.Action.B), int(c.Action.C)}
		v := paid.Value()
		note := fmt.Sprintf("= %d", v)
		extra := ""
		if v > cost {
			note = fmt.Sprintf("= %d, %d over", v, v-cost)
			extra = "No change is given"
		}
		options = append(options, offer(p, c, extra, []string{"button", "cc-pay"}, coinsView(paid, ""), app.Span().Class("cc-pay-value").Text(note)))
	}
	// The turn's Mint visit may come in the middle of the payment (rules
	// version 4): its exchanges are offered beside the ways to pay, and a
	// payment that can only overpay says so.
	var mint []app.UI
	for _, c := range legalOf(p, cc.KindMint) {
		from, to := cc.Denom(c.Action.A), cc.Denom(c.Action.B)
		give, get := cc.MintRate, 1
		if to < from {
			give, get = 1, cc.MintRate
		}
		mint = append(mint, offer(p, c, "", []string{"button", "cc-pay", "cc-mint"},
			coinsView(coinsOf(from, give), ""), app.Span().Class("cc-arrow").Aria("hidden", "true").Text("→"), coinsView(coinsOf(to, get), "")))
	}
	exact := false
	for _, c := range legalOf(p, cc.KindPay) {
		exact = exact || (cc.Coins{int(c.Action.A), int(c.Action.B), int(c.Action.C)}).Value() == cost
	}
	warning := ""
	switch {
	case !exact && len(mint) > 0:
		warning = "No coins of your Income pay this exactly, and no change is given: change coins at the Imperial Mint first to pay exactly."
	case !exact:
		warning = "No coins of your Income pay this exactly, and no change is given."
	}
	return []app.UI{
		stepTitle(app.Textf("Pay for %s: ", what), coinsView(price, "nothing"), app.Span().Class("cc-worth").Text(worth(cost))),
		incomeLine(s),
		app.If(warning != "", func() app.UI { return app.P().Class("cc-step-line", "cc-overpay").Text(warning) }),
		app.Div().Class("cc-buttons").Body(options...),
		app.If(len(mint) > 0, func() app.UI {
			return app.Div().Class("cc-buttons").Aria("label", "Imperial Mint").Body(
				append([]app.UI{app.Span().Class("cc-label").Text("Imperial Mint:")}, mint...)...)
		}),
	}
}

// conquestStep is a conquest by force: the Battle Strength so far against
// the defense, and the Military to deploy and the strength to buy.
func conquestStep(p board.Props, s *cc.State) []app.UI {
	k, st, def, _ := s.Conquest()
	var buttons []app.UI
	for _, c := range legalOf(p, cc.KindDeploy, cc.KindArmor, cc.KindCavalry, cc.KindOverseas) {
		buttons = append(buttons, offer(p, c, "", []string{"button", "cc-step-choice"}, choiceFace(s, c)...))
	}
	return []app.UI{
		stepTitle(app.Textf("Conquering the %s by force", k)),
		app.P().Class("cc-step-line").Body(
			meter(st, def, fmt.Sprintf("Battle Strength %d of the defense %d", st, def)),
			app.Span().Class("cc-meter-text").Textf("Battle Strength %d of %d", st, def),
		),
		app.Div().Class("cc-buttons").Body(buttons...),
	}
}

// upgradeStep is an upgrade: the resources still needed, and the cards to
// exhaust and the resources to buy.
func upgradeStep(p board.Props, s *cc.State) []app.UI {
	land, needs, wild, _ := s.Upgrading()
	l := s.Seats[s.Current].Lands[land]
	var buttons []app.UI
	for _, c := range legalOf(p, cc.KindResource, cc.KindBuilder, cc.KindStorehouse, cc.KindMill, cc.KindOverseas) {
		buttons = append(buttons, offer(p, c, "", []string{"button", "cc-step-choice"}, choiceFace(s, c)...))
	}
	return []app.UI{
		stepTitle(app.Textf("Upgrading your %s to a %s", l.Level, l.Level+1)),
		app.P().Class("cc-step-line").Body(
			app.Span().Class("cc-label").Text("Still needed"), needsView(needs, "nothing"),
			app.If(wild > 0, func() app.UI {
				return app.Span().Class("cc-wild").Body(app.Text("less "), icon("wild"), app.Textf("×%d of your choice", wild))
			}),
		),
		app.Div().Class("cc-buttons").Body(buttons...),
	}
}

// churchStep is a Church visit: what is given so far, and the coins to
// give.
func churchStep(p board.Props, s *cc.State) []app.UI {
	given := s.Seats[s.Current].Church
	var buttons []app.UI
	for _, c := range legalOf(p, cc.KindDonate) {
		buttons = append(buttons, offer(p, c, "", []string{"button", "cc-give"}, app.Text("Give "), coinsView(coinsOf(cc.Denom(c.Action.A), 1), "")))
	}
	return []app.UI{
		stepTitle(app.Text("At the Church")),
		app.P().Class("cc-step-line").Body(app.Span().Class("cc-label").Text("Given in all"), coinsView(given, "nothing"),
			app.Span().Class("cc-worth").Text(worth(given.Value()))),
		incomeLine(s),
		app.Div().Class("cc-buttons").Body(buttons...),
	}
}

// choiceFace is the face of a step's choice: the card used or the item
// bought, with what it gives.
func choiceFace(s *cc.State, c board.Choice) []app.UI {
	a := c.Action
	switch a.Kind {
	case cc.KindDeploy:
		t := cc.CardType(a.A)
		return []app.UI{icon("sword"), app.Textf("%s +%d", t, cc.Types[t].Strength), app.Span().Class("cc-sub").Textf("%d %s left", a.B, board.Plural(int(a.B), "token", "tokens"))}
	case cc.KindArmor:
		return []app.UI{icon("sword"), app.Textf("Armor +%d", cc.Types[cc.Armor].Strength)}
	case cc.KindCavalry:
		return []app.UI{icon("sword"), app.Textf("Cavalry +%d", cc.Types[cc.Cavalry].Strength), app.Span().Class("cc-sub").Text("then retired")}
	case cc.KindResource:
		r := cc.Resource(a.A)
		return []app.UI{resourceView(r), app.Text(producerName(r))}
	case cc.KindBuilder:
		return []app.UI{icon("wild"), app.Text(cc.CardType(a.A).String())}
	case cc.KindStorehouse:
		return []app.UI{icon("wild"), icon("wild"), app.Text("Storehouse"), app.Span().Class("cc-sub").Text("then retired")}
	case cc.KindMill:
		return []app.UI{app.Text("Mill: ready all "), resourceView(cc.Resource(a.A))}
	case cc.KindOverseas:
		it := cc.OverseasItems[a.A]
		if a.B == cc.RedeemToken {
			return []app.UI{app.Text("Collect "), overseasItemView(it), app.Span().Class("cc-sub").Text("with your token")}
		}
		return []app.UI{app.Text("Buy "), overseasItemView(it), app.Span().Class("cc-sub").Body(coinsView(coinsOf(cc.Bronze, it.Level*cc.AdvanceCost), ""))}
	}
	return []app.UI{app.Text(c.Text)}
}

// producerName is the kind of card giving resource r: "Field".
func producerName(r cc.Resource) string {
	for t, info := range cc.Types {
		if info.Produces == r {
			return cc.CardType(t).String()
		}
	}
	return r.String()
}

// meter is a bar of value against target, labelled in words.
func meter(value, target int, label string) app.UI {
	pct := 100
	if target > 0 {
		pct = min(value*100/target, 100)
	}
	return app.Span().Class("cc-meter").Role("img").Aria("label", label).Body(
		app.Span().Class("cc-meter-fill").Style("width", fmt.Sprintf("%d%%", pct)),
	)
}

// sumOf counts the resources of a bracket.
func sumOf(n [cc.NumResources]int) int {
	total := 0
	for _, k := range n {
		total += k
	}
	return total
}
