package craftconquer

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines"
	cc "tabula/engines/craftconquer"
)

// cqMine is the person's own mat, docked beside the map: what they hold,
// their cards, what they can craft and the Stockpile.
func cqMine(t cqText, m cqMoves) app.UI {
	seat := t.p.Viewer
	return app.Div().Class("cq-mat", t.p.SeatClass(seat)).Body(
		cqFactionLine(t.s, seat),
		cqHoldings(t.s.Seats[seat], true),
		cqObjectiveHand(t, seat, true),
		cqActionHand(t, seat, true),
		cqCraftPanel(t, m),
		cqCompleted(t, seat),
	)
}

// cqFactionLine names a seat's Faction with its colours and perk.
func cqFactionLine(s *cc.State, seat int) app.UI {
	pl := s.Seats[seat]
	if pl.Faction < 0 || int(pl.Faction) >= len(cc.Factions) {
		return app.P().Class("cq-faction").Text("No Faction yet")
	}
	f := cc.Factions[pl.Faction]
	return app.P().Class("cq-faction").Title(cc.PerkText[f.Perk]).Body(
		app.Strong().Text(f.Name),
		app.Text(" "),
		cqColourChip(f.Colours[0]), cqColourChip(f.Colours[1]),
		app.Span().Class("cq-perk").Text(cc.PerkText[f.Perk]),
	)
}

// cqHoldings draws what a player holds as icons with numbers: the goods,
// the Peasants and the soldiers waiting in reserve; with all, also what
// they have none of.
func cqHoldings(pl cc.Player, all bool) app.UI {
	items := make([]app.UI, 0, cc.NumGoods+3)
	for g := range cc.Good(cc.NumGoods) {
		if n := pl.Goods[g]; n > 0 || all && g != cc.FlamingArrow {
			items = append(items, cqGoodQty(g, n))
		}
	}
	if pl.Peasants > 0 || all {
		items = append(items, cqQty(cqPeasantGlyph, "cq-i-peasant", pl.Peasants, fmt.Sprintf("%d %s", pl.Peasants, board.Plural(pl.Peasants, "Peasant", "Peasants"))))
	}
	for k, t := range cc.Tier1 {
		if n := int(pl.Reserve[k]); n > 0 {
			items = append(items, cqQty(cqSoldierGlyphs[t], "cq-i-soldier", n, fmt.Sprintf("%d %s in reserve", n, board.Plural(n, t.String(), t.String()+"s"))))
		}
	}
	return app.Div().Class("cq-holdings").Role("group").Aria("label", "Holds").Body(items...)
}

// cqCraftRow is one line of the crafting panel: what it makes, its price,
// and the choice that makes it (when it is made with a button), or else
// what to do or why it cannot be made.
type cqCraftRow struct {
	glyph  cqGlyph
	class  string
	name   string
	cost   cc.Cost
	action engines.Action
	verb   string
	status string // for a row made on the map: what to do, or why not
}

// cqCraftPanel lists what the person can craft, each with its price and a
// button when it is legal now, or what stands in the way; and the
// Stockpile's Resources to buy and sell.
func cqCraftPanel(t cqText, m cqMoves) app.UI {
	p, s := t.p, t.s
	seat := p.Viewer
	if s.Over() {
		return nil
	}
	pl := s.Seats[seat]
	rows := []cqCraftRow{
		{glyph: cqSoldierGlyphs[cc.Warrior], class: "cq-i-soldier", name: "Warrior", cost: s.CraftCost(seat, cc.Warrior), action: cc.Craft(cc.Warrior), verb: "Craft"},
		{glyph: cqSoldierGlyphs[cc.Archer], class: "cq-i-soldier", name: "Archer", cost: s.CraftCost(seat, cc.Archer), action: cc.Craft(cc.Archer), verb: "Craft"},
	}
	for _, ty := range []cc.SoldierType{cc.Warrior, cc.Archer, cc.Knight, cc.Bolteer} {
		up := cc.Soldiers[ty].UpgradeTo
		rows = append(rows, cqCraftRow{glyph: cqSoldierGlyphs[up], class: "cq-i-soldier", name: fmt.Sprintf("%s ← %s", up, ty),
			cost: s.UpgradeCost(seat, ty), status: cqSoldierUpgradeStatus(t, m, ty)})
	}
	rows = append(rows,
		cqCraftRow{glyph: cqGoodGlyphs[cc.Arrow], class: "cq-i-arrow", name: "Arrow", cost: s.ArrowPrice(seat, cc.ArrowNormal), action: cc.CraftArrow(cc.ArrowNormal), verb: "Craft"},
		cqCraftRow{glyph: cqGoodGlyphs[cc.FlamingArrow], class: "cq-i-flaming", name: "Flaming arrow", cost: s.ArrowPrice(seat, cc.ArrowFlaming), action: cc.CraftArrow(cc.ArrowFlaming), verb: "Craft"},
	)
	if pl.Goods[cc.Arrow] > 0 {
		rows = append(rows, cqCraftRow{glyph: cqGoodGlyphs[cc.FlamingArrow], class: "cq-i-flaming", name: "Arrow → flaming", cost: s.ArrowPrice(seat, cc.ArrowTradeIn), action: cc.CraftArrow(cc.ArrowTradeIn), verb: "Trade"})
	}
	rows = append(rows, cqCraftRow{glyph: cqSettlementGlyphs[cc.Farm], class: "cq-i-settlement", name: "Farm", cost: s.SettlementCost(seat, cc.Farm), action: cc.BuildFarm(), verb: "Buy"})
	for _, k := range []cc.SettlementKind{cc.Village, cc.Quarry, cc.Avalon} {
		from := "Farm"
		if k == cc.Avalon {
			from = "Village/Quarry"
		}
		rows = append(rows, cqCraftRow{glyph: cqSettlementGlyphs[k], class: "cq-i-settlement", name: fmt.Sprintf("%s ← %s", k, from),
			cost: s.SettlementCost(seat, k), status: cqSettlementUpgradeStatus(t, m, k)})
	}
	rows = append(rows, cqCraftRow{glyph: cqPeasantGlyph, class: "cq-i-peasant", name: "Peasant", cost: cqCoins(cc.PeasantBuy), action: cc.BuyPeasant(), verb: "Buy"})
	items := make([]app.UI, 0, len(rows))
	for _, r := range rows {
		items = append(items, cqCraftItem(t, r))
	}
	stock := make([]app.UI, 0, cc.NumResources)
	for g := range cc.Good(cc.NumResources) {
		stock = append(stock, app.Li().Class("cq-stock-item").Body(
			cqGoodQty(g, pl.Goods[g]),
			cqButton(p, cc.Buy(g), fmt.Sprintf("Buy %d", cc.BuyPrice(g)), g.String()),
			cqButton(p, cc.Sell(g), fmt.Sprintf("Sell %d", cc.ResourceSell), g.String()),
		))
	}
	return app.Section().Class("cq-craft").Aria("labelledby", "cq-craft-title").Body(
		app.H3().ID("cq-craft-title").Class("cq-heading").Text("Craft"),
		app.Ul().Class("cq-craft-list").Body(items...),
		app.H3().Class("cq-heading").Text("Stockpile"),
		app.P().Class("cq-hint").Textf("Buy a Resource for %d coins (a Craftpoint for %d), sell one for %d.", cc.ResourceBuy, cc.CraftpointBuy, cc.ResourceSell),
		app.Ul().Class("cq-stock").Body(stock...),
	)
}

// cqSoldierUpgradeStatus says how to upgrade the viewer's soldiers of type
// ty, or why none can be upgraded now.
func cqSoldierUpgradeStatus(t cqText, m cqMoves, ty cc.SoldierType) string {
	s, seat := t.s, t.p.Viewer
	var first *cc.Soldier
	for _, c := range t.p.Legal {
		if c.Action.Kind != cc.KindUpgrade {
			continue
		}
		if so, ok := s.SoldierAt(int(c.Action.A)); ok && so.Type == ty {
			return fmt.Sprintf("select your %s on the map", ty)
		}
	}
	for j := range s.Soldiers {
		if so := &s.Soldiers[j]; int(so.Owner) == seat && so.Type == ty && first == nil {
			first = so
		}
	}
	if first == nil {
		return fmt.Sprintf("no %s on the map", ty)
	}
	if short := cqShort(s.Seats[seat], s.UpgradeCost(seat, ty)); short != "" {
		return "short of " + short
	}
	if s.Current != seat || s.Phase != cc.PhaseMain {
		return "on your step 4"
	}
	if why := cqUpgradeRefusal(s, *first); why != "" {
		return "your " + ty.String() + ": " + why
	}
	return "not now"
}

// cqSettlementUpgradeStatus says how to grow the viewer's Settlements into
// kind k, or why none can grow now.
func cqSettlementUpgradeStatus(t cqText, m cqMoves, k cc.SettlementKind) string {
	s, seat := t.s, t.p.Viewer
	for _, c := range t.p.Legal {
		if c.Action.Kind == cc.KindUpgradeSettlement && cc.SettlementKind(c.Action.B) == k {
			return "select the Settlement on the map"
		}
	}
	from := -1
	for i, st := range s.Settlements {
		if int(st.Owner) != seat {
			continue
		}
		for _, f := range cc.Settlements[k].From {
			if st.Kind == f && from < 0 {
				from = i
			}
		}
	}
	switch {
	case k == cc.Avalon && s.Seats[seat].Avalon:
		return "one City of Avalon each"
	case from < 0:
		return "nothing to grow it from"
	}
	if short := cqShort(s.Seats[seat], s.SettlementCost(seat, k)); short != "" {
		return "short of " + short
	}
	if s.Current != seat || s.Phase != cc.PhaseMain {
		return "on your step 4"
	}
	st := s.Settlements[from]
	switch {
	case int(st.Built) == s.Turn:
		return cqSettlementName(t, from) + " was built this turn: it grows from your next turn"
	case s.Occupier(from) >= 0:
		return cqSettlementName(t, from) + " is occupied"
	}
	return "no room to grow: it needs a free grass space beside it, away from other Settlements"
}

// cqCoins is a price of n coins.
func cqCoins(n int) cc.Cost {
	var c cc.Cost
	c.Goods[cc.Coin] = int8(n)
	return c
}

// cqCraftItem is one row of the crafting panel: its picture, name and
// price, and a button to make it, or else what to do or what stands in
// the way.
func cqCraftItem(t cqText, r cqCraftRow) app.UI {
	p, s := t.p, t.s
	pl := s.Seats[p.Viewer]
	short := cqShort(pl, r.cost)
	var act app.UI
	status := r.status
	if r.action.Kind != 0 {
		act = cqButton(p, r.action, r.verb, r.name)
		switch {
		case act != nil:
		case s.Current != p.Viewer || s.Phase != cc.PhaseMain:
			status = "on your step 4"
		case short != "":
			status = "short of " + short
		case r.action.Kind == cc.KindBuildFarm && cqOwned(s, p.Viewer) >= cc.MaxSettlements:
			status = fmt.Sprintf("you have %d Settlements, the most a Kingdom holds", cc.MaxSettlements)
		case r.action.Kind == cc.KindBuildFarm:
			status = "no room for a Farm in your Kingdom"
		default:
			status = "not now"
		}
	}
	class := "cq-affordable"
	if short != "" {
		class = "cq-short"
	}
	return app.Li().Class("cq-craft-item", class).Title(r.name+": "+cqCostText(r.cost)).Body(
		cqIcon(r.glyph, r.class, ""),
		app.Div().Class("cq-craft-what").Body(
			app.Span().Class("cq-craft-name").Text(r.name),
			app.If(status != "", func() app.UI { return app.Span().Class("cq-craft-status").Text(status) }),
		),
		cqCostIcons(r.cost),
		app.Div().Class("cq-craft-act").Body(act),
	)
}

// cqOwned counts seat's Settlements.
func cqOwned(s *cc.State, seat int) int {
	n := 0
	for _, st := range s.Settlements {
		if int(st.Owner) == seat {
			n++
		}
	}
	return n
}

// cqButton is a button choosing a when it is legal now, showing text and
// named after text, what it is for and the move's description (the
// visible word first, as speech input expects); nil otherwise.
func cqButton(p board.Props, a engines.Action, text, what string) app.UI {
	c, ok := p.Lookup(a)
	if !ok {
		return nil
	}
	return board.ChoiceButton(c, p.Choose, "button", "cq-btn", "cq-small", "target").Class(p.SuggestedClass(a)...).
		Aria("label", text+" "+what+": "+c.Text).Text(text)
}

// cqColourChip is a small swatch of a ribbon or Faction colour, with its
// name for screen readers and in its title.
func cqColourChip(c cc.Colour) app.UI {
	return app.Span().Class("cq-chip", "cq-colour-"+strings.ToLower(c.String())).Title(c.String()).Text(c.String())
}

// cqObjectiveHand is a player's Objective hand: the cards for the player
// at the device, with their Claim, Declare and Discard buttons; a count
// for the others.
func cqObjectiveHand(t cqText, seat int, mine bool) app.UI {
	p, s := t.p, t.s
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
				buttons = append(buttons, board.ChoiceButton(c, p.Choose, "button", "primary", "cq-btn", "target").Class(p.SuggestedClass(a)...).Text("Claim"))
			case a.Kind == cc.KindDiscardObjective && int(a.A) == int(id):
				buttons = append(buttons, board.ChoiceButton(c, p.Choose, "button", "cq-btn", "target").Class(p.SuggestedClass(a)...).Text("Discard"))
			case a.Kind == cc.KindDeclare && int(a.A) == int(id):
				buttons = append(buttons, board.ChoiceButton(c, p.Choose, "button", "cq-btn", "target").Class(p.SuggestedClass(a)...).Text(c.Text))
			}
		}
		cards = append(cards, cqObjectiveCard(id, buttons...))
	}
	return app.Div().Class("cq-hand").Body(
		app.H3().Class("cq-heading").Body(cqIcon(cqObjectiveGlyph, "cq-i-card", ""), app.Textf(" Objectives in hand (%d of %d)", len(pl.Objectives), cc.ObjectiveHand)),
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
		icons = append(icons, fmt.Sprintf("declare, hold %d turns", o.InTurns))
	}
	note := cqRibbonText(o) + " ribbon"
	if len(icons) > 0 {
		note += " · " + strings.Join(icons, " · ")
	}
	return app.Li().Class("cq-card", "cq-objective").Title(cqObjectiveText(o)).Body(
		app.Div().Class("cq-ribbon").Aria("hidden", "true").Body(ribbon...),
		app.Div().Class("cq-card-head").Body(
			app.Span().Class("cq-card-name").Text(o.Name),
			app.Span().Class("cq-points").Title(fmt.Sprintf("%d %s", o.Points, board.Plural(int(o.Points), "point", "points"))).Textf("%d", o.Points),
		),
		app.P().Class("cq-card-note").Text(note),
		app.If(len(buttons) > 0, func() app.UI { return app.Div().Class("cq-card-actions").Body(buttons...) }),
	)
}

// cqActionHand is a player's Action cards: all of them for the player at
// the device, with Discard buttons while over the limit; for the others
// the face-up Continuous cards and a count of the hidden ones.
func cqActionHand(t cqText, seat int, mine bool) app.UI {
	p, s := t.p, t.s
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
				buttons = append(buttons, board.ChoiceButton(c, p.Choose, "button", "cq-btn", "target").Class(p.SuggestedClass(a)...).Text("Discard"))
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
		app.H3().Class("cq-heading").Body(cqIcon(cqActionGlyph, "cq-i-card", ""), app.Textf(" Action cards (%d of %d)", len(pl.Actions), cc.ActionHand)),
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
	return app.Li().Class(class...).Title(def.Text).Body(
		app.Div().Class("cq-card-head").Body(app.Span().Class("cq-card-name").Text(def.Name)),
		app.P().Class("cq-card-text").Text(def.Text),
		app.P().Class("cq-card-note").Text(strings.Join(notes, " · ")),
		app.If(len(buttons) > 0, func() app.UI { return app.Div().Class("cq-card-actions").Body(buttons...) }),
	)
}

// cqCompleted lists a player's completed and declared Objectives, face up.
func cqCompleted(t cqText, seat int) app.UI {
	s := t.s
	pl := s.Seats[seat]
	cards := make([]app.UI, 0, len(pl.Done)+len(pl.Declared))
	for _, id := range pl.Done {
		cards = append(cards, cqObjectiveCard(id))
	}
	for _, d := range pl.Declared {
		cards = append(cards, cqObjectiveCard(d.Card, app.P().Class("cq-card-note").Textf("Declared on %s", cqSettlementName(t, int(d.Settlement)))))
	}
	return app.Div().Class("cq-hand", "cq-done").Body(
		app.H3().Class("cq-heading").Body(cqIcon(cqObjectiveGlyph, "cq-i-done", ""), app.Textf(" Completed: %d of %d", len(pl.Done), s.ObjectivesToWin())),
		app.If(len(cards) == 0, func() app.UI { return app.P().Class("cq-hint").Text("None yet.") }),
		app.Ul().Class("cq-cards").Body(cards...),
	)
}

// cqMat is a player's whole mat, opened from their panel: Faction, what
// they hold, their cards (the hands only for the player at the device;
// the others' are counted) and what they have lost and captured.
func cqMat(t cqText, seat int) app.UI {
	pl := t.s.Seats[seat]
	mine := seat == t.p.Viewer
	return app.Section().Class("cq-mat", t.p.SeatClass(seat)).Aria("label", cqCapital(cqOwner(t.p, seat))+" mat").Body(
		cqFactionLine(t.s, seat),
		cqHoldings(pl, true),
		app.P().Class("cq-hint").Textf("Soldiers crafted %d, lost %d. Captured Peasants %d.", pl.Made, pl.Lost, pl.Captured),
		cqCompleted(t, seat),
		cqObjectiveHand(t, seat, mine),
		cqActionHand(t, seat, mine),
	)
}

// cqSummary is a seat's compact panel: completed Objectives, coins,
// Peasants, soldiers and Settlements on the map, and cards in hand.
func cqSummary(t cqText, seat int, changed bool) app.UI {
	s := t.s
	pl := s.Seats[seat]
	soldiers, settlements := 0, cqOwned(s, seat)
	for _, so := range s.Soldiers {
		if int(so.Owner) == seat {
			soldiers++
		}
	}
	done := cqQty(cqObjectiveGlyph, "cq-i-done", len(pl.Done), fmt.Sprintf("%d of %d Objectives completed", len(pl.Done), s.ObjectivesToWin()))
	class := []string{"cq-summary"}
	if changed {
		class = append(class, "changed")
	}
	return app.Div().Class(class...).Body(
		done,
		cqGoodQty(cc.Coin, pl.Goods[cc.Coin]),
		cqQty(cqPeasantGlyph, "cq-i-peasant", pl.Peasants, fmt.Sprintf("%d %s in hand", pl.Peasants, board.Plural(pl.Peasants, "Peasant", "Peasants"))),
		cqQty(cqSoldierGlyph, "cq-i-soldier", soldiers, fmt.Sprintf("%d %s on the map", soldiers, board.Plural(soldiers, "soldier", "soldiers"))),
		cqQty(cqSettlementGlyphs[cc.Farm], "cq-i-settlement", settlements, fmt.Sprintf("%d %s", settlements, board.Plural(settlements, "Settlement", "Settlements"))),
		cqQty(cqActionGlyph, "cq-i-card", len(pl.Objectives)+len(pl.Actions),
			fmt.Sprintf("%d Objective and %d Action %s in hand", len(pl.Objectives), len(pl.Actions), board.Plural(len(pl.Actions), "card", "cards"))),
	)
}
