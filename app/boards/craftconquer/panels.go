package craftconquer

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/craftconquer/icons"
	"tabula/app/boards/craftconquer/words"
	"tabula/engines"
	cc "tabula/engines/craftconquer"
)

// The mats are drawn in two steps: what they show is gathered into plain
// data (cqMineData, cqSummaryData), then a component draws that data.
// go-app compares a component's exported fields before drawing it again,
// so a mat that a move leaves alone (most moves on the map) costs a
// comparison, not a redraw. The buttons' handler stays the one of the
// mat's first drawing, which calls the same table.

// cqBtn is a button of a mat, as data: the text shown and read out, the
// choice it plays (none when its Action's Kind is 0: nothing to show) and
// whether it is the suggested move.
type cqBtn struct {
	Text, Label string
	Choice      board.Choice
	Primary     bool
	Suggested   bool
}

// cqBtnFor is the button playing a when it is legal now, shown as text
// and read out as label (the visible word first, as speech input expects,
// then the move's description); a button of nothing otherwise.
func cqBtnFor(p board.Props, a engines.Action, text, label string) cqBtn {
	c, ok := p.Lookup(a)
	if !ok {
		return cqBtn{}
	}
	switch {
	case label != "":
		label += ": " + c.Text
	case c.Text != text && strings.HasPrefix(c.Text, text):
		// A short word on a card's button ("Discard") is named by the
		// whole move ("Discard the Action card Weak Fight"): the hand's
		// buttons are told apart by name, not by their card.
		label = c.Text
	}
	return cqBtn{Text: text, Label: label, Choice: c, Suggested: p.Suggested(a)}
}

// ui draws the button, playing its choice through choose; nil for none.
func (b cqBtn) ui(choose func(app.Context, engines.Action), class ...string) app.UI {
	if b.Choice.Action.Kind == 0 {
		return nil
	}
	class = append(class, "button", "cq-btn", "target")
	if b.Primary {
		class = append(class, "primary")
	}
	if b.Suggested {
		class = append(class, "suggested")
	}
	btn := board.ChoiceButton(b.Choice, choose, class...).Text(b.Text)
	if b.Label != "" {
		btn = btn.Aria("label", b.Label)
	}
	return btn
}

// cqMineData is everything the person's own mat shows.
type cqMineData struct {
	Seat       string // colour class
	Faction    int8
	Holds      cqHoldData
	Objectives []cqCardData
	Actions    []cqCardData
	Craft      []cqCraftRow
	Stock      []cqStockRow
	Done       cqDoneData
}

// cqHoldData is what a player holds: goods, Peasants, reserve soldiers.
type cqHoldData struct {
	Goods    [cc.NumGoods]int
	Peasants int
	Reserve  [2]int8
	All      bool // show the goods held none of too
}

// cqCardData is a card in a hand with the buttons acting on it: an
// Objective (ID) or an Action card (Kind and how it lies).
type cqCardData struct {
	ID                        int16
	Kind                      cc.CardKind
	Public, Flipped, Playable bool
	Buttons                   []cqBtn
	Why                       string // why the card is no choice now, said when tapped; "" for none
}

// cqDoneData are a player's completed and declared Objectives.
type cqDoneData struct {
	Done     []int16
	Declared []cqDeclared
	Target   int
}

// cqDeclared is an Objective declared on an occupied Settlement.
type cqDeclared struct {
	Card  int16
	Where string
}

// cqCraftRow is one line of the crafting panel: what it makes, its price,
// and the button that makes it, or else what to do or why it cannot be
// made now.
type cqCraftRow struct {
	Fill, Stroke, Class, Name string
	Cost                      cc.Cost
	Short                     bool
	Button                    cqBtn
	Status                    string
	// Why is the rule that refuses the row's action now, said when the
	// row is tapped; "" when it is offered or is not an action.
	Why string
}

// cqStockRow is one Resource of the Stockpile: how many the person holds
// and the buttons to buy and sell one.
type cqStockRow struct {
	Good      cc.Good
	N         int
	Buy, Sell cqBtn
}

// cqMineOf gathers the person's own mat.
func cqMineOf(t cqText, m cqMoves) cqMineData {
	p, s := t.p, t.s
	seat := p.Viewer
	pl := s.Seats[seat]
	d := cqMineData{
		Seat: p.SeatClass(seat), Faction: pl.Faction,
		Holds:      cqHoldData{Goods: pl.Goods, Peasants: pl.Peasants, Reserve: pl.Reserve, All: true},
		Objectives: cqObjectiveCards(p, pl),
		Actions:    cqActionCards(p, pl, true),
		Done:       cqDoneOf(t, seat),
	}
	if !s.Over() {
		d.Craft, d.Stock = cqCraftRows(t, m), cqStockRows(p, pl)
	}
	return d
}

// cqMineView draws the person's own mat from its data: what they hold,
// their cards, what they can craft and the Stockpile.
type cqMineView struct {
	app.Compo
	Data   cqMineData
	choose func(app.Context, engines.Action)
	say    func(app.Context, string) // says why a row is refused (board.Props.Say)
}

// Render draws the mat.
func (v *cqMineView) Render() app.UI {
	d := v.Data
	return app.Div().Class("cq-mat", d.Seat).Body(
		cqFactionLine(d.Faction),
		cqHoldings(d.Holds),
		cqObjectiveHand(d.Objectives, v.choose),
		cqActionHand(d.Actions, 0, true, v.choose, v.say),
		app.If(len(d.Craft) > 0, func() app.UI { return cqCraftPanel(d.Craft, d.Stock, v.choose, v.say) }),
		cqCompleted(d.Done),
	)
}

// cqFactionLine names a Faction with its colours and perk.
func cqFactionLine(faction int8) app.UI {
	if faction < 0 || int(faction) >= len(cc.Factions) {
		return app.P().Class("cq-faction").Text("No Faction yet")
	}
	f := cc.Factions[faction]
	return app.P().Class("cq-faction").Title(cc.PerkText[f.Perk]).Body(
		app.Strong().Text(f.Name),
		app.Text(" "),
		cqColourChip(f.Colours[0]), cqColourChip(f.Colours[1]),
		app.Span().Class("cq-perk").Text(cc.PerkText[f.Perk]),
	)
}

// cqHoldings draws what a player holds as icons with numbers: the goods,
// the Peasants and the soldiers waiting in reserve.
func cqHoldings(h cqHoldData) app.UI {
	items := make([]app.UI, 0, cc.NumGoods+3)
	for g := range cc.Good(cc.NumGoods) {
		if n := h.Goods[g]; n > 0 || h.All && g != cc.FlamingArrow {
			items = append(items, icons.GoodCount(g, n))
		}
	}
	if h.Peasants > 0 || h.All {
		items = append(items, icons.Count(icons.Peasant, "cq-i-peasant", h.Peasants, fmt.Sprintf("%d %s", h.Peasants, board.Plural(h.Peasants, "Peasant", "Peasants"))))
	}
	for k, t := range cc.Tier1 {
		if n := int(h.Reserve[k]); n > 0 {
			items = append(items, icons.Count(icons.Soldiers[t], "cq-i-soldier", n, fmt.Sprintf("%d %s in reserve", n, board.Plural(n, t.String(), t.String()+"s"))))
		}
	}
	return app.Div().Class("cq-holdings").Role("group").Aria("label", "Holds").Body(items...)
}

// cqCraftRows lists what the person can craft, each with its price and a
// button when it is legal now, or else what stands in the way.
func cqCraftRows(t cqText, m cqMoves) []cqCraftRow {
	p, s := t.p, t.s
	seat := p.Viewer
	pl := s.Seats[seat]
	type item struct {
		g      icons.Glyph
		class  string
		name   string
		cost   cc.Cost
		action engines.Action
		verb   string
		status string // for what is made on the map: what to do, or why not
	}
	items := []item{
		{icons.Soldiers[cc.Warrior], "cq-i-soldier", "Warrior", s.CraftCost(seat, cc.Warrior), cc.Craft(cc.Warrior), "Craft", ""},
		{icons.Soldiers[cc.Archer], "cq-i-soldier", "Archer", s.CraftCost(seat, cc.Archer), cc.Craft(cc.Archer), "Craft", ""},
	}
	for _, ty := range []cc.SoldierType{cc.Warrior, cc.Archer, cc.Knight, cc.Bolteer} {
		up := cc.Soldiers[ty].UpgradeTo
		items = append(items, item{icons.Soldiers[up], "cq-i-soldier", fmt.Sprintf("%s ← %s", up, ty), s.UpgradeCost(seat, ty),
			engines.Action{}, "", cqSoldierUpgradeStatus(t, ty)})
	}
	items = append(items,
		item{icons.Goods[cc.Arrow], "cq-i-arrow", "Arrow", s.ArrowPrice(seat, cc.ArrowNormal), cc.CraftArrow(cc.ArrowNormal), "Craft", ""},
		item{icons.Goods[cc.FlamingArrow], "cq-i-flaming", "Flaming arrow", s.ArrowPrice(seat, cc.ArrowFlaming), cc.CraftArrow(cc.ArrowFlaming), "Craft", ""},
	)
	if pl.Goods[cc.Arrow] > 0 {
		items = append(items, item{icons.Goods[cc.FlamingArrow], "cq-i-flaming", "Arrow → flaming", s.ArrowPrice(seat, cc.ArrowTradeIn), cc.CraftArrow(cc.ArrowTradeIn), "Trade", ""})
	}
	items = append(items, item{icons.Settlements[cc.Farm], "cq-i-settlement", "Farm", s.SettlementCost(seat, cc.Farm), cc.BuildFarm(), "Buy", ""})
	for _, k := range []cc.SettlementKind{cc.Village, cc.Quarry, cc.Avalon} {
		from := "Farm"
		if k == cc.Avalon {
			from = "Village/Quarry"
		}
		items = append(items, item{icons.Settlements[k], "cq-i-settlement", fmt.Sprintf("%s ← %s", k, from), s.SettlementCost(seat, k),
			engines.Action{}, "", cqSettlementUpgradeStatus(t, k)})
	}
	items = append(items, item{icons.Peasant, "cq-i-peasant", "Peasant", cqCoins(cc.PeasantBuy), cc.BuyPeasant(), "Buy", ""})
	rows := make([]cqCraftRow, 0, len(items))
	for _, it := range items {
		short := words.Short(pl, it.cost, false)
		r := cqCraftRow{Fill: it.g.Fill, Stroke: it.g.Stroke, Class: it.class, Name: it.name, Cost: it.cost, Short: short != "", Status: it.status}
		if it.action.Kind != 0 {
			r.Button = cqBtnFor(p, it.action, it.verb, it.verb+" "+it.name)
			switch {
			case r.Button.Choice.Action.Kind != 0:
			case s.Current != seat || s.Phase != cc.PhaseMain:
				r.Status = "on your step 4"
			case short != "":
				r.Status = "short of " + short
				r.Why = fmt.Sprintf("You need %s for the %s.", words.Short(pl, it.cost, true), it.name)
			case it.action.Kind == cc.KindBuildFarm && cqOwned(s, seat) >= cc.MaxSettlements:
				r.Status = fmt.Sprintf("you have %d Settlements, the most a Kingdom holds", cc.MaxSettlements)
			case it.action.Kind == cc.KindBuildFarm:
				r.Status = "no room for a Farm in your Kingdom"
			default:
				r.Status = "not now"
			}
		}
		if r.Button.Choice.Action.Kind == 0 && it.action.Kind != 0 && p.Lesson {
			// The rules may well allow it: the lesson asks for another move.
			r.Status, r.Why = "not in this step of the lesson", board.LessonRefusal(p.LessonWanted)
		}
		if r.Why == "" && r.Button.Choice.Action.Kind == 0 && it.action.Kind != 0 {
			r.Why = words.Capital(it.name + ": " + r.Status + ".")
		}
		if r.Why == "" && r.Button.Choice.Action.Kind == 0 && len(p.Legal) > 0 {
			// Made on the map (an upgrade): its status says how, or why not.
			r.Why = words.Capital(it.name + ": " + cmp.Or(r.Status, "made on the map") + ".")
		}
		rows = append(rows, r)
	}
	return rows
}

// cqStockRows are the Stockpile's Resources with what the person holds
// of each and the buttons to buy and sell one.
func cqStockRows(p board.Props, pl cc.Player) []cqStockRow {
	rows := make([]cqStockRow, 0, cc.NumResources)
	for g := range cc.Good(cc.NumResources) {
		// A button's name starts with its words ("Buy 2: Buy 1 Wood for 2
		// coins"), so that a person who names what they see reaches it.
		buy, sell := fmt.Sprintf("Buy %d", cc.BuyPrice(g)), fmt.Sprintf("Sell %d", cc.ResourceSell)
		rows = append(rows, cqStockRow{Good: g, N: pl.Goods[g],
			Buy: cqBtnFor(p, cc.Buy(g), buy, buy), Sell: cqBtnFor(p, cc.Sell(g), sell, sell),
		})
	}
	return rows
}

// cqCraftPanel draws the crafting panel and the Stockpile; a row whose
// action the rules refuse says why when tapped (through say).
func cqCraftPanel(rows []cqCraftRow, stock []cqStockRow, choose func(app.Context, engines.Action), say func(app.Context, string)) app.UI {
	items := make([]app.UI, 0, len(rows))
	for _, r := range rows {
		class := "cq-affordable"
		if r.Short {
			class = "cq-short"
		}
		status := r.Status
		li := app.Elem("li").Class("cq-craft-item", class).Title(r.Name + ": " + words.Cost(r.Cost))
		if r.Why != "" {
			li = board.Props{Say: say}.Refused(li, r.Why)
		}
		items = append(items, li.Body(
			&cqCraftLabel{Fill: r.Fill, Stroke: r.Stroke, Class: r.Class, Name: r.Name, Cost: r.Cost},
			app.Div().Class("cq-craft-act").Body(r.Button.ui(choose, "cq-small")),
			app.If(status != "", func() app.UI { return app.Span().Class("cq-craft-status").Text(status) }),
		))
	}
	goods := make([]app.UI, 0, len(stock))
	for _, r := range stock {
		goods = append(goods, app.Li().Class("cq-stock-item").Body(
			icons.GoodCount(r.Good, r.N), r.Buy.ui(choose, "cq-small"), r.Sell.ui(choose, "cq-small"),
		))
	}
	return app.Section().Class("cq-craft").Aria("labelledby", "cq-craft-title").Body(
		app.H3().ID("cq-craft-title").Class("cq-heading").Text("Craft"),
		app.Ul().Class("cq-craft-list").Body(items...),
		app.H3().Class("cq-heading").Text("Stockpile"),
		app.P().Class("cq-hint").Textf("Buy a Resource for %d coins (a Craftpoint for %d), sell one for %d.", cc.ResourceBuy, cc.CraftpointBuy, cc.ResourceSell),
		app.Ul().Class("cq-stock").Body(goods...),
	)
}

// cqSoldierUpgradeStatus says how to upgrade the viewer's soldiers of type
// ty, or why none can be upgraded now.
func cqSoldierUpgradeStatus(t cqText, ty cc.SoldierType) string {
	s, seat := t.s, t.p.Viewer
	for _, c := range t.p.Legal {
		if c.Action.Kind != cc.KindUpgrade {
			continue
		}
		if so, ok := s.SoldierAt(int(c.Action.A)); ok && so.Type == ty {
			return fmt.Sprintf("select your %s on the map", ty)
		}
	}
	var first *cc.Soldier
	for j := range s.Soldiers {
		if so := &s.Soldiers[j]; int(so.Owner) == seat && so.Type == ty && first == nil {
			first = so
		}
	}
	if first == nil {
		return fmt.Sprintf("no %s on the map", ty)
	}
	if short := words.Short(s.Seats[seat], s.UpgradeCost(seat, ty), false); short != "" {
		return "short of " + short
	}
	if s.Current != seat || s.Phase != cc.PhaseMain {
		return "on your step 4"
	}
	if why := s.UpgradeRefusal(int(first.Space)); why != "" {
		return "your " + ty.String() + ": " + why
	}
	return "not now"
}

// cqSettlementUpgradeStatus says how to grow the viewer's Settlements into
// kind k, or why none can grow now.
func cqSettlementUpgradeStatus(t cqText, k cc.SettlementKind) string {
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
	if short := words.Short(s.Seats[seat], s.SettlementCost(seat, k), false); short != "" {
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

// cqCraftLabel is what a row of the crafting panel makes and its price:
// a component, as it hardly ever changes, which go-app then skips.
type cqCraftLabel struct {
	app.Compo
	Fill, Stroke, Class, Name string
	Cost                      cc.Cost
}

// Render draws the picture, the name and the price.
func (l *cqCraftLabel) Render() app.UI {
	return app.Div().Class("cq-craft-label").Body(
		icons.Inline(icons.Glyph{Fill: l.Fill, Stroke: l.Stroke}, l.Class),
		app.Span().Class("cq-craft-name").Text(l.Name),
		icons.Cost(l.Cost),
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

// cqColourChip is a small swatch of a ribbon or Faction colour, with its
// name for screen readers and in its title.
func cqColourChip(c cc.Colour) app.UI {
	return app.Span().Class("cq-chip", "cq-colour-"+strings.ToLower(c.String())).Title(c.String()).Text(c.String())
}

// cqObjectiveCards are the Objective cards in a hand with their Claim,
// Declare and Discard buttons.
func cqObjectiveCards(p board.Props, pl cc.Player) []cqCardData {
	cards := make([]cqCardData, 0, len(pl.Objectives))
	for _, id := range pl.Objectives {
		card := cqCardData{ID: id}
		for _, c := range p.Legal {
			a := c.Action
			if int(a.A) != int(id) {
				continue
			}
			switch a.Kind {
			case cc.KindClaim:
				b := cqBtnFor(p, a, "Claim", "")
				b.Primary = true
				card.Buttons = append(card.Buttons, b)
			case cc.KindDiscardObjective:
				card.Buttons = append(card.Buttons, cqBtnFor(p, a, "Discard", ""))
			case cc.KindDeclare:
				card.Buttons = append(card.Buttons, cqBtnFor(p, a, c.Text, ""))
			}
		}
		cards = append(cards, card)
	}
	return cqCopiesApart(cards)
}

// cqCopiesApart names apart the buttons of two copies of one card in a
// hand, whose moves the engine describes alike ("Discard the Action card
// Water Crossing"): the second copy's is read as "…, the 2nd in your
// hand", so that no two controls of a decision share a name. Only the
// person's own hand has buttons, so this tells the others nothing.
func cqCopiesApart(cards []cqCardData) []cqCardData {
	seen := map[string]int{}
	for i := range cards {
		for j := range cards[i].Buttons {
			b := &cards[i].Buttons[j]
			if b.Choice.Action.Kind == 0 {
				continue
			}
			name := b.Label
			if name == "" {
				name = b.Text
			}
			seen[name]++
			if n := seen[name]; n > 1 {
				b.Label = name + ", the " + board.Ordinal(n) + " in your hand"
			}
		}
	}
	return cards
}

// cqCardRefusal is why Action card k of a hand (the viewer's own when
// mine) cannot be played now, on the viewer's decision: another's card, a
// player who has completed the final Objective (rules, Last Round), or a
// card that waits for its moment.
func cqCardRefusal(pl cc.Player, k cc.CardKind, mine bool) string {
	def := cc.Cards[k]
	switch {
	case !mine:
		return "This Action card is another player's."
	case pl.Finished:
		return "You completed your last Objective: in the last round the player who ended the game plays no Action cards (rules, Last Round)."
	case def.Continuous:
		return def.Name + " is played when its moment comes, and then stays on the table, turned face down after each use until your next turn: " + def.Text
	}
	return def.Name + " is played when its moment comes, and is offered then: " + def.Text
}

// cqObjectiveHand draws the person's Objective cards.
func cqObjectiveHand(cards []cqCardData, choose func(app.Context, engines.Action)) app.UI {
	items := make([]app.UI, 0, len(cards))
	for _, c := range cards {
		items = append(items, cqObjectiveCard(c.ID, cqButtons(c.Buttons, choose)...))
	}
	return app.Div().Class("cq-hand").Body(
		app.H3().Class("cq-heading").Body(icons.Inline(icons.Objective, "cq-i-card"), app.Textf(" Objectives in hand (%d of %d)", len(cards), cc.ObjectiveHand)),
		app.Ul().Class("cq-cards").Body(items...),
	)
}

// cqButtons draws buttons.
func cqButtons(bs []cqBtn, choose func(app.Context, engines.Action)) []app.UI {
	out := make([]app.UI, 0, len(bs))
	for _, b := range bs {
		out = append(out, b.ui(choose))
	}
	return out
}

// cqObjectiveCard draws an Objective card with its ribbon and points, and
// under it the buttons acting on it.
func cqObjectiveCard(id int16, buttons ...app.UI) app.UI {
	if id < 0 || int(id) >= cc.NumObjectives {
		return app.Li().Class("cq-card").Text("?")
	}
	return app.Li().Class("cq-card", "cq-objective").Title(words.Objective(cc.Objectives[id])).Body(
		&cqObjectiveFace{ID: id},
		app.If(len(buttons) > 0, func() app.UI { return app.Div().Class("cq-card-actions").Body(buttons...) }),
	)
}

// cqObjectiveFace is the face of Objective card ID: a component, as a
// card never changes, which go-app then skips.
type cqObjectiveFace struct {
	app.Compo
	ID int16
}

// Render draws the card's ribbon, name, points and icons.
func (c *cqObjectiveFace) Render() app.UI {
	o := cc.Objectives[c.ID]
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
	note := words.Ribbon(o) + " ribbon"
	if len(icons) > 0 {
		note += " · " + strings.Join(icons, " · ")
	}
	return app.Div().Class("cq-card-face").Body(
		app.Div().Class("cq-ribbon").Aria("hidden", "true").Body(ribbon...),
		app.Div().Class("cq-card-head").Body(
			app.Span().Class("cq-card-name").Text(o.Name),
			app.Span().Class("cq-points").Title(fmt.Sprintf("%d %s", o.Points, board.Plural(int(o.Points), "point", "points"))).Textf("%d", o.Points),
		),
		app.P().Class("cq-card-note").Text(note),
	)
}

// cqActionCards are the Action cards of a hand that its viewer sees (all
// of them for its owner, the face-up ones for the others) with their
// Discard buttons.
func cqActionCards(p board.Props, pl cc.Player, mine bool) []cqCardData {
	cards := make([]cqCardData, 0, len(pl.Actions))
	for _, h := range pl.Actions {
		if !mine && !h.Public {
			continue
		}
		k := cc.CardKindOf(h.ID)
		card := cqCardData{ID: h.ID, Kind: k, Public: h.Public, Flipped: h.Flipped}
		for _, c := range p.Legal {
			a := c.Action
			if a.Kind == cc.KindDiscardAction && a.A == h.ID {
				card.Buttons = append(card.Buttons, cqBtnFor(p, a, "Discard", ""))
			}
			card.Playable = card.Playable || a.Kind == cc.KindCard && cc.CardKind(a.A) == k
		}
		switch {
		case len(card.Buttons) > 0 || len(p.Legal) == 0:
		case card.Playable:
			card.Why = fmt.Sprintf("%s is played through its choices now: on the map or among the buttons above.", cc.Cards[k].Name)
		default:
			card.Why = cqCardRefusal(pl, k, mine)
		}
		cards = append(cards, card)
	}
	return cqCopiesApart(cards)
}

// cqActionHand draws Action cards and a count of the hidden ones: a
// player's whole hand when mine, else what the others see of it.
func cqActionHand(cards []cqCardData, hidden int, mine bool, choose func(app.Context, engines.Action), say func(app.Context, string)) app.UI {
	items := make([]app.UI, 0, len(cards))
	for _, c := range cards {
		items = append(items, cqActionCard(c, say, cqButtons(c.Buttons, choose)...))
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
		app.H3().Class("cq-heading").Body(icons.Inline(icons.Action, "cq-i-card"), app.Textf(" Action cards (%d of %d)", len(cards)+hidden, cc.ActionHand)),
		app.Ul().Class("cq-cards").Body(items...),
		count,
	)
}

// cqActionCard draws an Action card: name, when it is played, its text,
// and whether it is face up, flipped or playable now; and under it the
// buttons acting on it.
func cqActionCard(c cqCardData, say func(app.Context, string), buttons ...app.UI) app.UI {
	class := []string{"cq-card", "cq-action"}
	if c.Playable {
		class = append(class, "cq-playable")
	}
	li := app.Elem("li").Class(class...).Title(cc.Cards[c.Kind].Text)
	if c.Why != "" {
		li = board.Props{Say: say}.Refused(li, c.Why)
	}
	return li.Body(
		&cqActionFace{Kind: c.Kind, Public: c.Public, Flipped: c.Flipped, Playable: c.Playable},
		app.If(len(buttons) > 0, func() app.UI { return app.Div().Class("cq-card-actions").Body(buttons...) }),
	)
}

// cqActionFace is the face of an Action card as held: a component, which
// go-app skips while it does not change.
type cqActionFace struct {
	app.Compo
	Kind                      cc.CardKind
	Public, Flipped, Playable bool
}

// Render draws the card's name, text and notes.
func (c *cqActionFace) Render() app.UI {
	def := cc.Cards[c.Kind]
	notes := []string{"on " + words.Timing(def.Timing)}
	if def.Continuous {
		notes = append(notes, "kept")
	}
	if c.Public {
		notes = append(notes, "face up")
	}
	if c.Flipped {
		notes = append(notes, "flipped until your next turn")
	}
	if c.Playable {
		notes = append(notes, "playable now: see the marked choices")
	}
	return app.Div().Class("cq-card-face").Body(
		app.Div().Class("cq-card-head").Body(app.Span().Class("cq-card-name").Text(def.Name)),
		app.P().Class("cq-card-text").Text(def.Text),
		app.P().Class("cq-card-note").Text(strings.Join(notes, " · ")),
	)
}

// cqDoneOf gathers a player's completed and declared Objectives.
func cqDoneOf(t cqText, seat int) cqDoneData {
	pl := t.s.Seats[seat]
	d := cqDoneData{Done: pl.Done, Target: t.s.ObjectivesToWin()}
	for _, x := range pl.Declared {
		d.Declared = append(d.Declared, cqDeclared{Card: x.Card, Where: cqSettlementName(t, int(x.Settlement))})
	}
	return d
}

// cqCompleted draws a player's completed and declared Objectives, face up.
func cqCompleted(d cqDoneData) app.UI {
	cards := make([]app.UI, 0, len(d.Done)+len(d.Declared))
	for _, id := range d.Done {
		cards = append(cards, cqObjectiveCard(id))
	}
	for _, x := range d.Declared {
		cards = append(cards, cqObjectiveCard(x.Card, app.P().Class("cq-card-note").Textf("Declared on %s", x.Where)))
	}
	return app.Div().Class("cq-hand", "cq-done").Body(
		app.H3().Class("cq-heading").Body(icons.Inline(icons.Objective, "cq-i-done"), app.Textf(" Completed: %d of %d", len(d.Done), d.Target)),
		app.If(len(cards) == 0, func() app.UI { return app.P().Class("cq-hint").Text("None yet.") }),
		app.Ul().Class("cq-cards").Body(cards...),
	)
}

// cqMat is a player's whole mat, opened from their panel: Faction, what
// they hold, their cards (the hands only for the player at the device;
// the others' are counted) and what they have lost and captured.
func cqMat(t cqText, seat int) app.UI {
	p := t.p
	pl := t.s.Seats[seat]
	mine := seat == p.Viewer
	var objectives app.UI = app.P().Class("cq-hand-count").Textf("%d hidden Objective %s.", len(pl.Objectives), board.Plural(len(pl.Objectives), "card", "cards"))
	if mine {
		objectives = cqObjectiveHand(cqObjectiveCards(p, pl), p.Choose)
	}
	actions := cqActionCards(p, pl, mine)
	return app.Section().Class("cq-mat", p.SeatClass(seat)).Aria("label", words.Capital(p.Owner(seat))+" mat").Body(
		cqFactionLine(pl.Faction),
		cqHoldings(cqHoldData{Goods: pl.Goods, Peasants: pl.Peasants, Reserve: pl.Reserve, All: true}),
		app.P().Class("cq-hint").Textf("Soldiers crafted %d, lost %d. Captured Peasants %d.", pl.Made, pl.Lost, pl.Captured),
		cqCompleted(cqDoneOf(t, seat)),
		objectives,
		cqActionHand(actions, len(pl.Actions)-len(actions), mine, p.Choose, p.Say),
	)
}

// cqSummaryData is what a seat's compact panel shows.
type cqSummaryData struct {
	Done, Target, Coins, Peasants, Soldiers, Settlements, Objectives, Actions int
	Changed                                                                   bool
}

// cqSummaryOf gathers a seat's compact panel.
func cqSummaryOf(t cqText, seat int, changed bool) cqSummaryData {
	s := t.s
	pl := s.Seats[seat]
	d := cqSummaryData{Done: len(pl.Done), Target: s.ObjectivesToWin(), Coins: pl.Goods[cc.Coin], Peasants: pl.Peasants,
		Settlements: cqOwned(s, seat), Objectives: len(pl.Objectives), Actions: len(pl.Actions), Changed: changed}
	for _, so := range s.Soldiers {
		if int(so.Owner) == seat {
			d.Soldiers++
		}
	}
	return d
}

// cqSummary is a seat's compact panel: completed Objectives, coins,
// Peasants, soldiers and Settlements on the map, and cards in hand; a
// component, which go-app skips while they do not change.
type cqSummary struct {
	app.Compo
	Data cqSummaryData
}

// Render draws the panel.
func (v *cqSummary) Render() app.UI {
	d := v.Data
	class := []string{"cq-summary"}
	if d.Changed {
		class = append(class, "changed")
	}
	return app.Div().Class(class...).Body(
		icons.Count(icons.Objective, "cq-i-done", d.Done, fmt.Sprintf("%d of %d Objectives completed", d.Done, d.Target)),
		icons.GoodCount(cc.Coin, d.Coins),
		icons.Count(icons.Peasant, "cq-i-peasant", d.Peasants, fmt.Sprintf("%d %s in hand", d.Peasants, board.Plural(d.Peasants, "Peasant", "Peasants"))),
		icons.Count(icons.Army, "cq-i-soldier", d.Soldiers, fmt.Sprintf("%d %s on the map", d.Soldiers, board.Plural(d.Soldiers, "soldier", "soldiers"))),
		icons.Count(icons.Settlements[cc.Farm], "cq-i-settlement", d.Settlements, fmt.Sprintf("%d %s", d.Settlements, board.Plural(d.Settlements, "Settlement", "Settlements"))),
		icons.Count(icons.Action, "cq-i-card", d.Objectives+d.Actions,
			fmt.Sprintf("%d Objective and %d Action %s in hand", d.Objectives, d.Actions, board.Plural(d.Actions, "card", "cards"))),
	)
}
