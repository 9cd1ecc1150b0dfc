package craftconquer

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines"
	cc "tabula/engines/craftconquer"
)

// cqPips are the dots of the Movement die's faces 1 to 6, in a 20×20 die.
var cqPips = [7][][2]float64{
	1: {{10, 10}},
	2: {{5, 5}, {15, 15}},
	3: {{5, 5}, {10, 10}, {15, 15}},
	4: {{5, 5}, {15, 5}, {5, 15}, {15, 15}},
	5: {{5, 5}, {15, 5}, {10, 10}, {5, 15}, {15, 15}},
	6: {{5, 5}, {15, 5}, {5, 10}, {15, 10}, {5, 15}, {15, 15}},
}

// cqFaceNames name the combat dice faces.
var cqFaceNames = [cc.NumFaces]string{"blank", "single", "double", "counter-attack"}

// cqDicePanel shows the dice on the table: the Movement die while a
// soldier moves, and the last round of combat dice with both totals.
func cqDicePanel(p board.Props, s *cc.State) app.UI {
	var parts []app.UI
	if _, allow, rolled, ok := s.Moving(); ok && rolled > 0 {
		parts = append(parts, app.Div().Class("cq-dice-row").Body(
			app.Span().Class("cq-dice-who").Text("Movement die"),
			cqMoveDie(rolled),
			app.Span().Class("cq-dice-total").Textf("%d: up to %d %s", rolled, allow, board.Plural(allow, "space", "spaces")),
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
		parts = append(parts, app.P().Class("cq-dice-title").Text(title))
		win := f.Winner()
		for k := range f.Sides {
			parts = append(parts, cqFightSide(p, f, k, win, current))
		}
	}
	if len(parts) == 0 {
		return app.Div().Hidden(true)
	}
	return app.Section().Class("cq-dice", "panel").Aria("label", "Dice").Body(parts...)
}

// cqFightSide is one side's dice of a combat round with its total.
func cqFightSide(p board.Props, f cc.Fight, k, win int, current bool) app.UI {
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
			words = append(words, fmt.Sprintf("%d %s", n, cqFaceNames[face]))
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
		dice = append(dice, cqCombatDie(face, attacking, float64(i)*24))
	}
	label := fmt.Sprintf("%s %s: %s, total %s", p.SeatName(int(sd.Seat)), role, strings.Join(words, ", "), total)
	return app.Div().Class("cq-dice-row", p.SeatClass(int(sd.Seat))).Body(
		app.Span().Class("cq-dice-who").Textf("%s %s", p.SeatName(int(sd.Seat)), role),
		board.SVG("svg").Class("cq-dice-svg").Attr("viewBox", fmt.Sprintf("-1 -1 %d 22", max(len(faces)*24, 1))).
			Attr("width", max(len(faces)*24, 1)).Attr("height", 22).Role("img").Aria("label", label).Body(dice...),
		app.Span().Class("cq-dice-total").Text("= "+total),
		app.If(result != "", func() app.UI { return app.Strong().Class("cq-dice-win").Text(result) }),
	)
}

// cqCombatDie draws one combat die at x: blank, one or two marks, or the
// counter-attack arrow.
func cqCombatDie(face int, attack bool, x float64) app.UI {
	class := "cq-die-def"
	if attack {
		class = "cq-die-atk"
	}
	body := []app.UI{board.SVG("rect").Class("cq-die").Attr("x", board.Num(x)).Attr("width", 20).Attr("height", 20).Attr("rx", 4)}
	switch face {
	case cc.FaceSingle:
		body = append(body, board.Circle(board.Pt{X: x + 10, Y: 10}, 3, "cq-die-mark"))
	case cc.FaceDouble:
		body = append(body, board.Circle(board.Pt{X: x + 6, Y: 10}, 3, "cq-die-mark"), board.Circle(board.Pt{X: x + 14, Y: 10}, 3, "cq-die-mark"))
	case cc.FaceCounter:
		body = append(body, board.SVG("path").Class("cq-die-counter").
			Attr("d", fmt.Sprintf("M%s 14a5 5 0 1 1 4 1.5M%s 14l-1-4 4 1.5z", board.Num(x+6), board.Num(x+6))))
	}
	return board.SVG("g").Class(class).Body(body...)
}

// cqMoveDie draws the Movement die showing n.
func cqMoveDie(n int) app.UI {
	body := []app.UI{board.SVG("rect").Class("cq-die").Attr("width", 20).Attr("height", 20).Attr("rx", 4)}
	if n >= 1 && n <= 6 {
		for _, d := range cqPips[n] {
			body = append(body, board.Circle(board.Pt{X: d[0], Y: d[1]}, 1.9, "cq-die-mark"))
		}
	}
	return board.SVG("svg").Class("cq-dice-svg", "cq-die-move").Attr("viewBox", "-1 -1 22 22").Attr("width", 22).Attr("height", 22).
		Role("img").Aria("label", fmt.Sprintf("Movement die showing %d", n)).Body(body...)
}

// cqCraftRow is one line of the crafting panel: what it makes, its price,
// and the choice that makes it, when legal now.
type cqCraftRow struct {
	name   string
	cost   cc.Cost
	action engines.Action
	hint   string // how to make it when it is chosen on the map
}

// cqCraftPanel lists what the player at the device can craft, each with
// its price, whether they can afford it, and a button when it is legal now;
// and the Stockpile's Resources to buy and sell.
func cqCraftPanel(p board.Props, s *cc.State) app.UI {
	seat := p.Viewer
	if seat < 0 || seat >= s.NPlayers || s.Over() {
		return app.Div().Hidden(true)
	}
	pl := s.Seats[seat]
	rows := []cqCraftRow{
		{name: "Warrior (Tier 1)", cost: s.CraftCost(seat, cc.Warrior), action: cc.Craft(cc.Warrior)},
		{name: "Archer (Tier 1)", cost: s.CraftCost(seat, cc.Archer), action: cc.Craft(cc.Archer)},
		{name: "Arrow", cost: s.ArrowPrice(seat, cc.ArrowNormal), action: cc.CraftArrow(cc.ArrowNormal)},
		{name: "Flaming arrow", cost: s.ArrowPrice(seat, cc.ArrowFlaming), action: cc.CraftArrow(cc.ArrowFlaming)},
		{name: "Arrow traded in for a flaming one", cost: s.ArrowPrice(seat, cc.ArrowTradeIn), action: cc.CraftArrow(cc.ArrowTradeIn)},
		{name: "Farm", cost: s.SettlementCost(seat, cc.Farm), action: cc.BuildFarm()},
		{name: "Peasant", cost: cqCoins(cc.PeasantBuy), action: cc.BuyPeasant()},
	}
	for _, t := range []cc.SoldierType{cc.Warrior, cc.Archer, cc.Knight, cc.Bolteer} {
		up := cc.Soldiers[t].UpgradeTo
		rows = append(rows, cqCraftRow{name: fmt.Sprintf("%s from a %s", up, t), cost: s.UpgradeCost(seat, t),
			hint: "select the soldier on the map"})
	}
	for _, k := range []cc.SettlementKind{cc.Village, cc.Quarry, cc.Avalon} {
		from := "a Farm"
		if k == cc.Avalon {
			from = "a Village or Quarry"
		}
		rows = append(rows, cqCraftRow{name: fmt.Sprintf("%s from %s", k, from), cost: s.SettlementCost(seat, k),
			hint: "select the Settlement on the map"})
	}
	items := make([]app.UI, 0, len(rows))
	for _, r := range rows {
		items = append(items, cqCraftItem(p, pl, r))
	}
	stock := make([]app.UI, 0, cc.NumResources)
	for g := range cc.Good(cc.NumResources) {
		stock = append(stock, app.Li().Class("cq-stock-item").Body(
			app.Span().Class("cq-stock-name").Textf("%s: %d", g, pl.Goods[g]),
			cqButton(p, cc.Buy(g), fmt.Sprintf("Buy (%d)", cc.BuyPrice(g))),
			cqButton(p, cc.Sell(g), fmt.Sprintf("Sell (%d)", cc.ResourceSell)),
		))
	}
	return app.Section().Class("cq-craft", "panel").Aria("labelledby", "cq-craft-title").Body(
		app.H3().ID("cq-craft-title").Class("cq-heading").Textf("Crafting: you have %s", cqHoldings(pl)),
		app.Ul().Class("cq-craft-list").Body(items...),
		app.H4().Class("cq-subheading").Text("Stockpile"),
		app.Ul().Class("cq-stock").Body(stock...),
	)
}

// cqCoins is a price of n coins.
func cqCoins(n int) cc.Cost {
	var c cc.Cost
	c.Goods[cc.Coin] = int8(n)
	return c
}

// cqCraftItem is one row of the crafting panel.
func cqCraftItem(p board.Props, pl cc.Player, r cqCraftRow) app.UI {
	short := cqShort(pl, r.cost)
	status, class := "affordable", "cq-affordable"
	if short != "" {
		status, class = "short of "+short, "cq-short"
	}
	var act app.UI
	if r.action.Kind != 0 {
		act = cqButton(p, r.action, "Craft")
		if r.action.Kind == cc.KindPeasant || r.action.Kind == cc.KindBuildFarm {
			act = cqButton(p, r.action, "Buy")
		}
	} else if short == "" {
		status += ": " + r.hint
	}
	return app.Li().Class("cq-craft-item", class).Body(
		app.Span().Class("cq-craft-name").Text(r.name),
		app.Span().Class("cq-craft-cost").Text(cqCostText(r.cost)),
		app.Span().Class("cq-craft-status").Text(status),
		act,
	)
}

// cqButton is a button choosing a when it is legal now, showing text and
// named after text and the move's description (the visible word first, as
// speech input expects); nothing otherwise.
func cqButton(p board.Props, a engines.Action, text string) app.UI {
	c, ok := p.Lookup(a)
	if !ok {
		return nil
	}
	return board.ChoiceButton(c, p.Choose, "button", "cq-btn", "target").Aria("label", text+": "+c.Text).Text(text)
}

// cqHoldings lists a player's goods, Peasants and reserve soldiers.
func cqHoldings(pl cc.Player) string {
	var parts []string
	for g := range cc.Good(cc.NumGoods) {
		if n := pl.Goods[g]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, g.Plural(n)))
		}
	}
	if pl.Peasants > 0 {
		parts = append(parts, fmt.Sprintf("%d %s", pl.Peasants, board.Plural(pl.Peasants, "Peasant", "Peasants")))
	}
	for k, t := range cc.Tier1 {
		if n := int(pl.Reserve[k]); n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s in reserve", n, board.Plural(n, t.String(), t.String()+"s")))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

// cqMat is a player's mat: Faction, goods, and cards (the hands only for
// the player at the device; others' hands are counted).
func cqMat(p board.Props, s *cc.State, seat int) app.UI {
	pl := s.Seats[seat]
	mine := seat == p.Viewer
	var faction app.UI = app.P().Class("cq-faction").Text("No Faction yet")
	if pl.Faction >= 0 && int(pl.Faction) < len(cc.Factions) {
		f := cc.Factions[pl.Faction]
		faction = app.P().Class("cq-faction").Body(
			app.Strong().Text(f.Name),
			app.Text(" "),
			cqColourChip(f.Colours[0]), cqColourChip(f.Colours[1]),
			app.Text(" "+cc.PerkText[f.Perk]),
		)
	}
	goods := app.P().Class("cq-goods").Text("Holds " + cqHoldings(pl) + ".")
	extra := fmt.Sprintf("Soldiers crafted %d, lost %d. Captured Peasants %d.", pl.Made, pl.Lost, pl.Captured)
	heading := p.SeatName(seat)
	if seat == s.ToMove() {
		heading += " (to move)"
	}
	return app.Section().Class("cq-mat", "panel", p.SeatClass(seat)).Aria("label", cqCapital(cqOwner(p, seat))+" mat").Body(
		app.H3().Class("cq-heading").Text(heading),
		faction,
		goods,
		app.P().Class("cq-hint").Text(extra),
		cqObjectiveHand(p, s, seat, mine),
		cqActionHand(p, s, seat, mine),
		cqCompleted(p, s, seat),
	)
}

// cqColourChip is a small swatch of a ribbon or Faction colour, with its
// name for screen readers and in its title.
func cqColourChip(c cc.Colour) app.UI {
	return app.Span().Class("cq-chip", "cq-colour-"+strings.ToLower(c.String())).Title(c.String()).Text(c.String())
}

// cqObjectiveHand is a player's Objective hand: the cards for the player
// at the device, with their Claim, Declare and Discard buttons; a count
// for the others.
func cqObjectiveHand(p board.Props, s *cc.State, seat int, mine bool) app.UI {
	pl := s.Seats[seat]
	if !mine {
		return app.P().Class("cq-hand-count").Textf("%d hidden Objective %s.", len(pl.Objectives), board.Plural(len(pl.Objectives), "card", "cards"))
	}
	cards := make([]app.UI, 0, len(pl.Objectives))
	for _, id := range pl.Objectives {
		var buttons []app.UI
		for _, c := range p.Legal {
			a := c.Action
			switch {
			case a.Kind == cc.KindClaim && int(a.A) == int(id):
				buttons = append(buttons, board.ChoiceButton(c, p.Choose, "button", "primary", "cq-btn", "target").Text("Claim"))
			case a.Kind == cc.KindDiscardObjective && int(a.A) == int(id):
				buttons = append(buttons, board.ChoiceButton(c, p.Choose, "button", "cq-btn", "target").Text("Discard"))
			case a.Kind == cc.KindDeclare && int(a.A) == int(id):
				buttons = append(buttons, board.ChoiceButton(c, p.Choose, "button", "cq-btn", "target").Text(c.Text))
			}
		}
		cards = append(cards, cqObjectiveCard(id, buttons...))
	}
	return app.Div().Class("cq-hand").Body(
		app.H4().Class("cq-subheading").Textf("Objectives in hand (%d of %d)", len(pl.Objectives), cc.ObjectiveHand),
		app.Ul().Class("cq-cards").Body(cards...),
	)
}

// cqObjectiveCard draws an Objective card with its ribbon and points.
func cqObjectiveCard(id int16, buttons ...app.UI) app.UI {
	if id < 0 || int(id) >= cc.NumObjectives {
		return app.Li().Class("cq-card").Text("?")
	}
	o := cc.Objectives[id]
	ribbon := []app.UI{app.Span().Class("cq-ribbon-part", "cq-colour-"+strings.ToLower(o.Ribbon[0].String()))}
	if o.Ribbon[1] != cc.NoColour {
		ribbon = append(ribbon, app.Span().Class("cq-ribbon-part", "cq-colour-"+strings.ToLower(o.Ribbon[1].String())))
	}
	var icons []string
	if o.EitherOr {
		icons = append(icons, "Either/Or")
	}
	if o.InTurns > 0 && !o.Declare {
		icons = append(icons, fmt.Sprintf("in %d %s", o.InTurns, board.Plural(int(o.InTurns), "turn", "turns")))
	}
	if o.Declare {
		icons = append(icons, fmt.Sprintf("Declare, hold %d turns", o.InTurns))
	}
	return app.Li().Class("cq-card", "cq-objective").Title(cqObjectiveText(o)).Body(
		app.Div().Class("cq-ribbon").Aria("hidden", "true").Body(ribbon...),
		app.Div().Class("cq-card-head").Body(
			app.Span().Class("cq-card-name").Text(o.Name),
			app.Span().Class("cq-points").Textf("%d", o.Points),
		),
		app.P().Class("cq-card-text").Textf("%s ribbon%s", cqRibbonText(o), cqIconsSuffix(icons)),
		app.If(len(buttons) > 0, func() app.UI { return app.Div().Class("cq-card-actions").Body(buttons...) }),
	)
}

// cqIconsSuffix appends the card's icons to its ribbon line.
func cqIconsSuffix(icons []string) string {
	if len(icons) == 0 {
		return ""
	}
	return " · " + strings.Join(icons, " · ")
}

// cqActionHand is a player's Action cards: all of them for the player at
// the device, with Discard buttons while over the limit; for the others
// the face-up Continuous cards and a count of the hidden ones.
func cqActionHand(p board.Props, s *cc.State, seat int, mine bool) app.UI {
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
				buttons = append(buttons, board.ChoiceButton(c, p.Choose, "button", "cq-btn", "target").Text("Discard"))
			}
			playable = playable || a.Kind == cc.KindCard && cc.CardKind(a.A) == k
		}
		cards = append(cards, cqActionCard(k, h, playable, buttons...))
	}
	var count app.UI
	if hidden > 0 {
		count = app.P().Class("cq-hand-count").Textf("%d hidden Action %s.", hidden, board.Plural(hidden, "card", "cards"))
	}
	if !mine && len(cards) == 0 {
		if count == nil {
			return app.P().Class("cq-hand-count").Text("No Action cards.")
		}
		return count
	}
	return app.Div().Class("cq-hand").Body(
		app.H4().Class("cq-subheading").Textf("Action cards (%d of %d)", len(pl.Actions), cc.ActionHand),
		app.Ul().Class("cq-cards").Body(cards...),
		count,
	)
}

// cqActionCard draws an Action card: name, when it is played, its text,
// and whether it is face up, flipped or playable now.
func cqActionCard(k cc.CardKind, h cc.HeldCard, playable bool, buttons ...app.UI) app.UI {
	def := cc.Cards[k]
	var notes []string
	notes = append(notes, "on "+cqTimingText(def.Timing))
	if def.Continuous {
		notes = append(notes, "kept")
	}
	if h.Public {
		notes = append(notes, "face up")
	}
	if h.Flipped {
		notes = append(notes, "flipped until your next turn")
	}
	class := []string{"cq-card", "cq-action"}
	if playable {
		class = append(class, "cq-playable")
		notes = append(notes, "playable now: see the highlighted choices")
	}
	return app.Li().Class(class...).Body(
		app.Div().Class("cq-card-head").Body(app.Span().Class("cq-card-name").Text(def.Name)),
		app.P().Class("cq-card-text").Text(def.Text),
		app.P().Class("cq-card-note").Text(strings.Join(notes, " · ")),
		app.If(len(buttons) > 0, func() app.UI { return app.Div().Class("cq-card-actions").Body(buttons...) }),
	)
}

// cqCompleted lists a player's completed and declared Objectives, face up.
func cqCompleted(p board.Props, s *cc.State, seat int) app.UI {
	pl := s.Seats[seat]
	cards := make([]app.UI, 0, len(pl.Done)+len(pl.Declared))
	for _, id := range pl.Done {
		cards = append(cards, cqObjectiveCard(id))
	}
	for _, d := range pl.Declared {
		cards = append(cards, cqObjectiveCard(d.Card, app.P().Class("cq-card-note").Textf("Declared on %s", cqSettlementText(p, s, int(d.Settlement)))))
	}
	return app.Div().Class("cq-hand", "cq-done").Body(
		app.H4().Class("cq-subheading").Textf("Completed Objectives: %d of %d", len(pl.Done), s.ObjectivesToWin()),
		app.If(len(cards) == 0, func() app.UI { return app.P().Class("cq-hint").Text("None yet.") }),
		app.Ul().Class("cq-cards").Body(cards...),
	)
}

// cqSummary is a seat's compact panel: completed Objectives, what the seat
// holds and its hands' sizes.
func cqSummary(p board.Props, s *cc.State, seat int) app.UI {
	pl := s.Seats[seat]
	return app.Div().Class("cq-summary").Body(
		app.Span().Class("cq-sum-fact").Textf("%d of %d Objectives", len(pl.Done), s.ObjectivesToWin()),
		app.Span().Class("cq-sum-fact").Text(cqHoldings(pl)),
		app.Span().Class("cq-sum-fact").Textf("%d Objective and %d Action cards in hand", len(pl.Objectives), len(pl.Actions)),
	)
}
