package app

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/engines"
	cc "tabula/engines/craftconquer"
)

// ccPips are the dots of the Movement die's faces 1 to 6, in a 20×20 die.
var ccPips = [7][][2]float64{
	1: {{10, 10}},
	2: {{5, 5}, {15, 15}},
	3: {{5, 5}, {10, 10}, {15, 15}},
	4: {{5, 5}, {15, 5}, {5, 15}, {15, 15}},
	5: {{5, 5}, {15, 5}, {10, 10}, {5, 15}, {15, 15}},
	6: {{5, 5}, {15, 5}, {5, 10}, {15, 10}, {5, 15}, {15, 15}},
}

// ccFaceNames name the combat dice faces.
var ccFaceNames = [cc.NumFaces]string{"blank", "single", "double", "counter-attack"}

// ccDicePanel shows the dice on the table: the Movement die while a
// soldier moves, and the last round of combat dice with both totals.
func ccDicePanel(p BoardProps, s *cc.State) app.UI {
	var parts []app.UI
	if _, allow, rolled, ok := s.Moving(); ok && rolled > 0 {
		parts = append(parts, app.Div().Class("cc-dice-row").Body(
			app.Span().Class("cc-dice-who").Text("Movement die"),
			ccMoveDie(rolled),
			app.Span().Class("cc-dice-total").Textf("%d: up to %d %s", rolled, allow, plural(allow, "space", "spaces")),
		))
	}
	f, current := s.Fight, true
	if !f.Active || f.Sides[0].Dice+f.Sides[1].Dice == 0 {
		f, current = s.LastFight, false
	}
	if f.Sides[0].Dice+f.Sides[1].Dice > 0 {
		title := "Last combat roll"
		if current {
			title = "Combat dice on the table"
		}
		parts = append(parts, app.P().Class("cc-dice-title").Text(title))
		win := f.Winner()
		for k := range f.Sides {
			parts = append(parts, ccFightSide(p, f, k, win, current))
		}
	}
	if len(parts) == 0 {
		return app.Div().Hidden(true)
	}
	return app.Section().Class("cc-dice", "panel").Aria("label", "Dice").Body(parts...)
}

// ccFightSide is one side's dice of a combat round with its total.
func ccFightSide(p BoardProps, f cc.Fight, k, win int, current bool) app.UI {
	sd := f.Sides[k]
	attacking := k == int(f.Attacking)
	role := "defends"
	if attacking {
		role = "attacks"
	}
	var faces []int
	for _, face := range []int{cc.FaceDouble, cc.FaceCounter, cc.FaceSingle, cc.FaceBlank} {
		for range sd.Faces[face] {
			faces = append(faces, face)
		}
	}
	var words []string
	for face := cc.NumFaces - 1; face >= 0; face-- {
		if n := int(sd.Faces[face]); n > 0 {
			words = append(words, fmt.Sprintf("%d %s", n, ccFaceNames[face]))
		}
	}
	total := fmt.Sprintf("%d", sd.Total())
	if sd.Halved {
		total += " (halved)"
	}
	result := ""
	if !current && k == win {
		result = "wins the round"
	}
	dice := make([]app.UI, 0, len(faces))
	for i, face := range faces {
		dice = append(dice, ccCombatDie(face, attacking, float64(i)*24))
	}
	label := fmt.Sprintf("%s %s: %s, total %s", p.seatName(int(sd.Seat)), role, strings.Join(words, ", "), total)
	return app.Div().Class("cc-dice-row", p.seatClass(int(sd.Seat))).Body(
		app.Span().Class("cc-dice-who").Textf("%s %s", p.seatName(int(sd.Seat)), role),
		svg("svg").Class("cc-dice-svg").Attr("viewBox", fmt.Sprintf("-1 -1 %d 22", max(len(faces)*24, 1))).
			Attr("width", max(len(faces)*24, 1)).Attr("height", 22).Role("img").Aria("label", label).Body(dice...),
		app.Span().Class("cc-dice-total").Text("= "+total),
		app.If(result != "", func() app.UI { return app.Strong().Class("cc-dice-win").Text(result) }),
	)
}

// ccCombatDie draws one combat die at x: blank, one or two marks, or the
// counter-attack arrow.
func ccCombatDie(face int, attack bool, x float64) app.UI {
	class := "cc-die-def"
	if attack {
		class = "cc-die-atk"
	}
	body := []app.UI{svg("rect").Class("cc-die").Attr("x", num(x)).Attr("width", 20).Attr("height", 20).Attr("rx", 4)}
	switch face {
	case cc.FaceSingle:
		body = append(body, circle(pt{x + 10, 10}, 3, "cc-die-mark"))
	case cc.FaceDouble:
		body = append(body, circle(pt{x + 6, 10}, 3, "cc-die-mark"), circle(pt{x + 14, 10}, 3, "cc-die-mark"))
	case cc.FaceCounter:
		body = append(body, svg("path").Class("cc-die-counter").
			Attr("d", fmt.Sprintf("M%s 14a5 5 0 1 1 4 1.5M%s 14l-1-4 4 1.5z", num(x+6), num(x+6))))
	}
	return svg("g").Class(class).Body(body...)
}

// ccMoveDie draws the Movement die showing n.
func ccMoveDie(n int) app.UI {
	body := []app.UI{svg("rect").Class("cc-die").Attr("width", 20).Attr("height", 20).Attr("rx", 4)}
	if n >= 1 && n <= 6 {
		for _, d := range ccPips[n] {
			body = append(body, circle(pt{d[0], d[1]}, 1.9, "cc-die-mark"))
		}
	}
	return svg("svg").Class("cc-dice-svg", "cc-die-move").Attr("viewBox", "-1 -1 22 22").Attr("width", 22).Attr("height", 22).
		Role("img").Aria("label", fmt.Sprintf("Movement die showing %d", n)).Body(body...)
}

// ccCraftRow is one line of the crafting panel: what it makes, its price,
// and the choice that makes it, when legal now.
type ccCraftRow struct {
	name   string
	cost   cc.Cost
	action engines.Action
	hint   string // how to make it when it is chosen on the map
}

// ccCraftPanel lists what the player at the device can craft, each with
// its price, whether they can afford it, and a button when it is legal now;
// and the Stockpile's Resources to buy and sell.
func ccCraftPanel(p BoardProps, s *cc.State) app.UI {
	seat := p.Viewer
	if seat < 0 || seat >= s.NPlayers || s.Over() {
		return app.Div().Hidden(true)
	}
	pl := s.Seats[seat]
	rows := []ccCraftRow{
		{name: "Warrior (Tier 1)", cost: s.CraftCost(seat, cc.Warrior), action: cc.Craft(cc.Warrior)},
		{name: "Archer (Tier 1)", cost: s.CraftCost(seat, cc.Archer), action: cc.Craft(cc.Archer)},
		{name: "Arrow", cost: s.ArrowPrice(seat, cc.ArrowNormal), action: cc.CraftArrow(cc.ArrowNormal)},
		{name: "Flaming arrow", cost: s.ArrowPrice(seat, cc.ArrowFlaming), action: cc.CraftArrow(cc.ArrowFlaming)},
		{name: "Arrow traded in for a flaming one", cost: s.ArrowPrice(seat, cc.ArrowTradeIn), action: cc.CraftArrow(cc.ArrowTradeIn)},
		{name: "Farm", cost: s.SettlementCost(seat, cc.Farm), action: cc.BuildFarm()},
		{name: "Peasant", cost: ccCoins(cc.PeasantBuy), action: cc.BuyPeasant()},
	}
	for _, t := range []cc.SoldierType{cc.Warrior, cc.Archer, cc.Knight, cc.Bolteer} {
		up := cc.Soldiers[t].UpgradeTo
		rows = append(rows, ccCraftRow{name: fmt.Sprintf("%s from a %s", up, t), cost: s.UpgradeCost(seat, t),
			hint: "select the soldier on the map"})
	}
	for _, k := range []cc.SettlementKind{cc.Village, cc.Quarry, cc.Avalon} {
		from := "a Farm"
		if k == cc.Avalon {
			from = "a Village or Quarry"
		}
		rows = append(rows, ccCraftRow{name: fmt.Sprintf("%s from %s", k, from), cost: s.SettlementCost(seat, k),
			hint: "select the Settlement on the map"})
	}
	items := make([]app.UI, 0, len(rows))
	for _, r := range rows {
		items = append(items, ccCraftItem(p, pl, r))
	}
	stock := make([]app.UI, 0, cc.NumResources)
	for g := range cc.Good(cc.NumResources) {
		stock = append(stock, app.Li().Class("cc-stock-item").Body(
			app.Span().Class("cc-stock-name").Textf("%s: %d", g, pl.Goods[g]),
			ccButton(p, cc.Buy(g), fmt.Sprintf("Buy (%d)", cc.BuyPrice(g))),
			ccButton(p, cc.Sell(g), fmt.Sprintf("Sell (%d)", cc.ResourceSell)),
		))
	}
	return app.Section().Class("cc-craft", "panel").Aria("labelledby", "cc-craft-title").Body(
		app.H3().ID("cc-craft-title").Class("cc-heading").Textf("Crafting: you have %s", ccHoldings(pl)),
		app.Ul().Class("cc-craft-list").Body(items...),
		app.H4().Class("cc-subheading").Text("Stockpile"),
		app.Ul().Class("cc-stock").Body(stock...),
	)
}

// ccCoins is a price of n coins.
func ccCoins(n int) cc.Cost {
	var c cc.Cost
	c.Goods[cc.Coin] = int8(n)
	return c
}

// ccCraftItem is one row of the crafting panel.
func ccCraftItem(p BoardProps, pl cc.Player, r ccCraftRow) app.UI {
	short := ccShort(pl, r.cost)
	status, class := "affordable", "cc-affordable"
	if short != "" {
		status, class = "short of "+short, "cc-short"
	}
	var act app.UI
	if r.action.Kind != 0 {
		act = ccButton(p, r.action, "Craft")
		if r.action.Kind == cc.KindPeasant || r.action.Kind == cc.KindBuildFarm {
			act = ccButton(p, r.action, "Buy")
		}
	} else if short == "" {
		status += ": " + r.hint
	}
	return app.Li().Class("cc-craft-item", class).Body(
		app.Span().Class("cc-craft-name").Text(r.name),
		app.Span().Class("cc-craft-cost").Text(ccCostText(r.cost)),
		app.Span().Class("cc-craft-status").Text(status),
		act,
	)
}

// ccButton is a button choosing a when it is legal now, labelled text and
// titled with the move's description; nothing otherwise.
func ccButton(p BoardProps, a engines.Action, text string) app.UI {
	c, ok := p.choice(a)
	if !ok {
		return nil
	}
	return ccChoiceButton(c, p.Choose, "button", "cc-btn", "target").Aria("label", c.Text).Text(text)
}

// ccHoldings lists a player's goods, Peasants and reserve soldiers.
func ccHoldings(pl cc.Player) string {
	var parts []string
	for g := range cc.Good(cc.NumGoods) {
		if n := pl.Goods[g]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, g.Plural(n)))
		}
	}
	if pl.Peasants > 0 {
		parts = append(parts, fmt.Sprintf("%d %s", pl.Peasants, plural(pl.Peasants, "Peasant", "Peasants")))
	}
	for k, t := range cc.Tier1 {
		if n := int(pl.Reserve[k]); n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s in reserve", n, plural(n, t.String(), t.String()+"s")))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

// ccMat is a player's mat: Faction, goods, and cards (the hands only for
// the player at the device; others' hands are counted).
func ccMat(p BoardProps, s *cc.State, seat int) app.UI {
	pl := s.Seats[seat]
	mine := seat == p.Viewer
	var faction app.UI = app.P().Class("cc-faction").Text("No Faction yet")
	if pl.Faction >= 0 && int(pl.Faction) < len(cc.Factions) {
		f := cc.Factions[pl.Faction]
		faction = app.P().Class("cc-faction").Body(
			app.Strong().Text(f.Name),
			app.Text(" "),
			ccColourChip(f.Colours[0]), ccColourChip(f.Colours[1]),
			app.Text(" "+cc.PerkText[f.Perk]),
		)
	}
	goods := app.P().Class("cc-goods").Text("Holds " + ccHoldings(pl) + ".")
	extra := fmt.Sprintf("Soldiers crafted %d, lost %d. Captured Peasants %d.", pl.Made, pl.Lost, pl.Captured)
	heading := p.seatName(seat)
	if seat == s.ToMove() {
		heading += " (to move)"
	}
	return app.Section().Class("cc-mat", "panel", p.seatClass(seat)).Aria("label", p.seatName(seat)+"'s mat").Body(
		app.H3().Class("cc-heading").Text(heading),
		faction,
		goods,
		app.P().Class("cc-hint").Text(extra),
		ccObjectiveHand(p, s, seat, mine),
		ccActionHand(p, s, seat, mine),
		ccCompleted(p, s, seat),
	)
}

// ccColourChip is a small swatch of a ribbon or Faction colour, with its
// name for screen readers and in its title.
func ccColourChip(c cc.Colour) app.UI {
	return app.Span().Class("cc-chip", "cc-colour-"+strings.ToLower(c.String())).Title(c.String()).Text(c.String())
}

// ccObjectiveHand is a player's Objective hand: the cards for the player
// at the device, with their Claim, Declare and Discard buttons; a count
// for the others.
func ccObjectiveHand(p BoardProps, s *cc.State, seat int, mine bool) app.UI {
	pl := s.Seats[seat]
	if !mine {
		return app.P().Class("cc-hand-count").Textf("%d hidden Objective %s.", len(pl.Objectives), plural(len(pl.Objectives), "card", "cards"))
	}
	cards := make([]app.UI, 0, len(pl.Objectives))
	for _, id := range pl.Objectives {
		var buttons []app.UI
		for _, c := range p.Legal {
			a := c.Action
			switch {
			case a.Kind == cc.KindClaim && int(a.A) == int(id):
				buttons = append(buttons, ccChoiceButton(c, p.Choose, "button", "primary", "cc-btn", "target").Text("Claim"))
			case a.Kind == cc.KindDiscardObjective && int(a.A) == int(id):
				buttons = append(buttons, ccChoiceButton(c, p.Choose, "button", "cc-btn", "target").Text("Discard"))
			case a.Kind == cc.KindDeclare && int(a.A) == int(id):
				buttons = append(buttons, ccChoiceButton(c, p.Choose, "button", "cc-btn", "target").Text(c.Text))
			}
		}
		cards = append(cards, ccObjectiveCard(id, buttons...))
	}
	return app.Div().Class("cc-hand").Body(
		app.H4().Class("cc-subheading").Textf("Objectives in hand (%d of %d)", len(pl.Objectives), cc.ObjectiveHand),
		app.Ul().Class("cc-cards").Body(cards...),
	)
}

// ccObjectiveCard draws an Objective card with its ribbon and points.
func ccObjectiveCard(id int16, buttons ...app.UI) app.UI {
	if id < 0 || int(id) >= cc.NumObjectives {
		return app.Li().Class("cc-card").Text("?")
	}
	o := cc.Objectives[id]
	ribbon := []app.UI{app.Span().Class("cc-ribbon-part", "cc-colour-"+strings.ToLower(o.Ribbon[0].String()))}
	if o.Ribbon[1] != cc.NoColour {
		ribbon = append(ribbon, app.Span().Class("cc-ribbon-part", "cc-colour-"+strings.ToLower(o.Ribbon[1].String())))
	}
	var icons []string
	if o.EitherOr {
		icons = append(icons, "Either/Or")
	}
	if o.InTurns > 0 && !o.Declare {
		icons = append(icons, fmt.Sprintf("in %d %s", o.InTurns, plural(int(o.InTurns), "turn", "turns")))
	}
	if o.Declare {
		icons = append(icons, fmt.Sprintf("Declare, hold %d turns", o.InTurns))
	}
	return app.Li().Class("cc-card", "cc-objective").Title(ccObjectiveText(o)).Body(
		app.Div().Class("cc-ribbon").Aria("hidden", "true").Body(ribbon...),
		app.Div().Class("cc-card-head").Body(
			app.Span().Class("cc-card-name").Text(o.Name),
			app.Span().Class("cc-points").Textf("%d", o.Points),
		),
		app.P().Class("cc-card-text").Textf("%s ribbon%s", ccRibbonText(o), ccIconsSuffix(icons)),
		app.If(len(buttons) > 0, func() app.UI { return app.Div().Class("cc-card-actions").Body(buttons...) }),
	)
}

// ccIconsSuffix appends the card's icons to its ribbon line.
func ccIconsSuffix(icons []string) string {
	if len(icons) == 0 {
		return ""
	}
	return " · " + strings.Join(icons, " · ")
}

// ccActionHand is a player's Action cards: all of them for the player at
// the device, with Discard buttons while over the limit; for the others
// the face-up Continuous cards and a count of the hidden ones.
func ccActionHand(p BoardProps, s *cc.State, seat int, mine bool) app.UI {
	pl := s.Seats[seat]
	hidden := 0
	cards := make([]app.UI, 0, len(pl.Actions))
	for _, h := range pl.Actions {
		if !mine && !h.Public {
			hidden++
			continue
		}
		k := cc.CardKindOf(h.ID)
		var buttons []app.UI
		playable := false
		for _, c := range p.Legal {
			a := c.Action
			if a.Kind == cc.KindDiscardAction && a.A == h.ID {
				buttons = append(buttons, ccChoiceButton(c, p.Choose, "button", "cc-btn", "target").Text("Discard"))
			}
			playable = playable || a.Kind == cc.KindCard && cc.CardKind(a.A) == k
		}
		cards = append(cards, ccActionCard(k, h, playable, buttons...))
	}
	var count app.UI
	if hidden > 0 {
		count = app.P().Class("cc-hand-count").Textf("%d hidden Action %s.", hidden, plural(hidden, "card", "cards"))
	}
	if !mine && len(cards) == 0 {
		if count == nil {
			return app.P().Class("cc-hand-count").Text("No Action cards.")
		}
		return count
	}
	return app.Div().Class("cc-hand").Body(
		app.H4().Class("cc-subheading").Textf("Action cards (%d of %d)", len(pl.Actions), cc.ActionHand),
		app.Ul().Class("cc-cards").Body(cards...),
		count,
	)
}

// ccActionCard draws an Action card: name, when it is played, its text,
// and whether it is face up, flipped or playable now.
func ccActionCard(k cc.CardKind, h cc.HeldCard, playable bool, buttons ...app.UI) app.UI {
	def := cc.Cards[k]
	var notes []string
	notes = append(notes, "on "+ccTimingText(def.Timing))
	if def.Continuous {
		notes = append(notes, "kept")
	}
	if h.Public {
		notes = append(notes, "face up")
	}
	if h.Flipped {
		notes = append(notes, "flipped until your next turn")
	}
	class := []string{"cc-card", "cc-action"}
	if playable {
		class = append(class, "cc-playable")
		notes = append(notes, "playable now: see the highlighted choices")
	}
	return app.Li().Class(class...).Body(
		app.Div().Class("cc-card-head").Body(app.Span().Class("cc-card-name").Text(def.Name)),
		app.P().Class("cc-card-text").Text(def.Text),
		app.P().Class("cc-card-note").Text(strings.Join(notes, " · ")),
		app.If(len(buttons) > 0, func() app.UI { return app.Div().Class("cc-card-actions").Body(buttons...) }),
	)
}

// ccCompleted lists a player's completed and declared Objectives, face up.
func ccCompleted(p BoardProps, s *cc.State, seat int) app.UI {
	pl := s.Seats[seat]
	cards := make([]app.UI, 0, len(pl.Done)+len(pl.Declared))
	for _, id := range pl.Done {
		cards = append(cards, ccObjectiveCard(id))
	}
	for _, d := range pl.Declared {
		cards = append(cards, ccObjectiveCard(d.Card, app.P().Class("cc-card-note").Textf("Declared on %s", ccSettlementText(p, s, int(d.Settlement)))))
	}
	return app.Div().Class("cc-hand", "cc-done").Body(
		app.H4().Class("cc-subheading").Textf("Completed Objectives: %d of %d", len(pl.Done), s.ObjectivesToWin()),
		app.If(len(cards) == 0, func() app.UI { return app.P().Class("cc-hint").Text("None yet.") }),
		app.Ul().Class("cc-cards").Body(cards...),
	)
}
