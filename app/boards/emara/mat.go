package emara

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/emara/icons"
	"tabula/app/boards/emara/words"
	em "tabula/engines/emara"
)

// A player's board: the person's own is docked beside Main (Mine), every
// seat's opens from its panel (Detail), and each seat has a compact panel
// of pictures and numbers (summary).

// stockItem is one kind of thing a player holds.
type stockItem struct {
	icon, name string
	n          func(p *em.Player) int
}

// stock is everything a player holds, in the order the mats show it.
var stock = [...]stockItem{
	{"wood", "Wood", func(p *em.Player) int { return p.Res[em.Wood] }},
	{"cloth", "Cloth", func(p *em.Player) int { return p.Res[em.Cloth] }},
	{"grain", "Grain", func(p *em.Player) int { return p.Res[em.Grain] }},
	{"stone", "Stone", func(p *em.Player) int { return p.Res[em.Stone] }},
	{"coin", "Gold Coins", func(p *em.Player) int { return p.Coins }},
	{"ring", "Signet Rings", func(p *em.Player) int { return p.Rings }},
	{"book", "Books", func(p *em.Player) int { return p.Books }},
	{"bread", "Bread", func(p *em.Player) int { return p.Bread }},
}

// stockChips draws a seat's holdings, each marked when the others' last
// moves changed it.
func (v *emaraView) stockChips(seat int) []app.UI {
	p := &v.s.Seats[seat]
	var n [len(stock)]int
	var changed uint16
	for i, it := range stock {
		n[i] = it.n(p)
		if v.marks[fmt.Sprintf("stock:%d:%d", seat, i)] {
			changed |= 1 << i
		}
	}
	return chips(n[:], changed)
}

// chips draws holdings in the order of stock, n of each; bit i of changed
// marks item i.
func chips(n []int, changed uint16) []app.UI {
	out := make([]app.UI, len(stock))
	for i, it := range stock {
		c := icons.Chip(it.icon, n[i], it.name)
		if n[i] == 0 {
			c = c.Class("em-zero")
		}
		if changed&(1<<i) != 0 {
			c = c.Class("changed")
		}
		out[i] = c
	}
	return out
}

// rankName is a seat's noble rank in words.
func rankName(p *em.Player) string {
	if n := len(p.Nobility); n > 0 {
		return em.Rank(n - 1).String()
	}
	return "no rank yet"
}

// points draws a seat's two tracks and the score.
func points(p *em.Player) app.UI { return pointChips(p.Citizens(), p.Buildings()) }

// pointChips draws Citizen Points c, Building Points b and the lower of
// them, the score before the end scoring.
func pointChips(c, b int) app.UI {
	return app.Span().Class("em-points").Body(
		icons.Chip("citizen", c, "Citizen Points").Class("em-ink"),
		icons.Chip("building", b, "Building Points").Class("em-ink"),
		app.Span().Class("em-score-n").Title("The lower track, the score before the end scoring adds the leftovers (the panel's projected score counts them)").
			Textf("lower track %d", min(c, b)),
	)
}

// playerBoard is a seat's board: slots, hand, holdings, Advisors,
// Craftsmen, Councilors, Favor Tokens, rank and score.
func (v *emaraView) playerBoard(seat int) app.UI {
	s := v.s
	p := &s.Seats[seat]
	name := v.p.SeatName(seat)
	head := app.H3().Class("em-mat-head").Body(
		app.Span().Class("swatch", v.p.SeatClass(seat)).Aria("hidden", true),
		app.Span().Text(name),
		app.If(seat == s.Start, func() app.UI {
			return app.Span().Class("badge").Title("Holds the Statue: starts the round").Body(icons.Icon("statue"), app.Text(" Statue"))
		}),
		app.If(seat == v.p.ToMove, func() app.UI { return app.Span().Class("badge").Text("to move") }),
	)
	return app.Section().Class("em-mat", v.p.SeatClass(seat)).Aria("label", "Board of "+name).Body(
		head,
		app.P().Class("em-score").Body(points(p), app.Span().Class("em-rank-now").Text(" · "+rankName(p))),
		// The slots before the hand, which shrinks as cards are played:
		// a slot stays where it was when the card is picked.
		v.slots(seat),
		v.hand(seat),
		app.Div().Class("em-stock").Aria("label", "Holdings").Role("group").Body(v.stockChips(seat)...),
		v.bonusLine(seat),
		v.advisors(seat),
		v.craftsmen(seat),
		app.P().Class("em-line").Body(
			icons.Icon("councilor", v.p.SeatClass(seat), "em-figure"),
			app.If(s.Phase == em.PhaseStart, func() app.UI {
				// Not placed yet: the setup Event places them once the
				// Buildings' start is chosen.
				return app.Text(" Councilors: placed once the Buildings' start is chosen")
			}).Else(func() app.UI {
				return app.Textf(" Councilors at the %s and the %s", s.CouncilorLocation(seat, 0), s.CouncilorLocation(seat, 1))
			}),
		),
		v.favors(seat),
	)
}

// hand is a seat's Action Cards: faces for the person at the device, a
// count for everyone else.
func (v *emaraView) hand(seat int) app.UI {
	s := v.s
	cards := s.Hand(seat)
	pile := len(s.Seats[seat].Pile)
	if seat != v.p.Viewer {
		return app.P().Class("em-line").Textf("Hand: %d %s hidden · draw pile %d", len(cards), board.Plural(len(cards), "card", "cards"), pile)
	}
	items := make([]app.UI, len(cards))
	for i, c := range cards {
		card := app.Elem("div").Class("em-card").Body(
			icons.Icon(icons.Card(c), "em-card-icon"),
			app.Span().Class("em-card-name").Text(c.String()),
			app.Span().Class("em-card-text").Text(" "+cardShort(c)), // read apart from the name, whatever the layout
		)
		items[i] = app.Li().Body(v.spot(card, fmt.Sprintf("card:%d", c), "play the card", c.String()+" "+cardShort(c)))
	}
	return app.Div().Class("em-hand-row").Body(
		app.H4().Class("em-sub").Textf("Hand · draw pile %d", pile),
		app.Ul().Class("em-hand").Body(items...),
	)
}

// cardShort says what an Action Card does, in a few words.
func cardShort(c em.Card) string {
	switch c {
	case em.CardWood, em.CardCloth, em.CardGrain, em.CardStone:
		return "take 1 " + em.Resource(c).String()
	case em.CardRing:
		return "take 1 Signet Ring"
	case em.CardGold:
		return "1 resource → 1 Gold, 3 → 2"
	case em.CardMove:
		return "a Councilor 1 step"
	case em.CardHire:
		return "1 resource cheaper"
	case em.CardTown:
		return "act at any Town Location"
	}
	return ""
}

// slots are the three slots of a seat's board: the card on each, or how
// far it moves and where each Councilor would land. When the person has
// picked a card to play, the empty slots are its targets.
func (v *emaraView) slots(seat int) app.UI {
	s := v.s
	p := &s.Seats[seat]
	picked := -1
	if seat == v.p.Viewer && strings.HasPrefix(v.picked, "card:") {
		keyInts(v.picked, "card:", &picked)
	}
	items := make([]app.UI, em.Slots)
	for i := range em.Slots {
		steps := em.SlotSteps[i]
		head := app.Span().Class("em-slot-steps").Body(icons.Icon("move"), app.Textf(" %d %s", steps, board.Plural(steps, "step", "steps")))
		var body app.UI
		slot := app.Elem("div").Class("em-slot")
		if c := p.Slots[i]; c >= 0 {
			slot = slot.Class("em-slot-used")
			body = app.Span().Class("em-slot-card").Body(icons.Icon(icons.Card(em.Card(c))), app.Text(" "+em.Card(c).String()))
		} else {
			land := fmt.Sprintf("to %s or %s", s.Destination(seat, 0, steps), s.Destination(seat, 1, steps))
			body = app.Span().Class("em-slot-land").Text(" " + land) // read apart from the steps
			if picked >= 0 {
				slot = v.target(slot, em.Play(em.Card(picked), i), fmt.Sprintf("%d %s %s", steps, board.Plural(steps, "step", "steps"), land))
			}
		}
		items[i] = app.Li().Body(slot.Body(head, body))
	}
	return app.Ol().Class("em-slots").Aria("label", "Slots: how far a card moves a Councilor").Body(items...)
}

// bonusLine shows, during the person's turn, which Bonus Actions are done,
// affordable now or not.
func (v *emaraView) bonusLine(seat int) app.UI {
	s := v.s
	if seat != v.p.Viewer || !v.myTurn() {
		return app.Div().Class("em-bonus").Hidden(true)
	}
	aff := s.AffordableBonus()
	item := func(name, icon string, bit uint8, ok bool) app.UI {
		state, class := "not affordable now", "em-no"
		switch {
		case s.Bonus&bit != 0:
			state, class = "done this turn", "em-done"
		case ok:
			state, class = "possible now", "em-yes"
		}
		return app.Li().Class("em-bonus-item", class).Title(name+": "+state).Body(icons.Icon(icon), app.Span().Text(" "+name), app.Span().Class("visually-hidden").Text(": "+state))
	}
	return app.Div().Class("em-bonus").Body(
		app.H4().Class("em-sub").Text("Bonus Actions"),
		app.Ul().Body(
			item("Rank", "ring", em.BonusNoble, aff.Noble),
			item("Craftsman", "craftsman", em.BonusHire, aff.Hire),
			item("Advisor", "citizen", em.BonusRecruit, aff.Recruit),
		),
	)
}

// advisors lists a seat's Advisors; for the person, an Advisor whose
// ability may be used now is a target, and its choices open under it.
func (v *emaraView) advisors(seat int) app.UI {
	p := &v.s.Seats[seat]
	if len(p.Advisors) == 0 {
		return app.P().Class("em-line", "hint").Text("No Advisors yet.")
	}
	items := make([]app.UI, 0, len(p.Advisors)+1)
	var open []board.Choice
	for _, id := range p.Advisors {
		a := em.Advisors[id]
		card := app.Elem("div").Class("em-adv-mini").Title(words.Advisor(a)).Body(app.Span().Text(a.Name))
		switch why := v.whyNot("adv"); {
		case seat == v.p.Viewer && a.Power != em.PowerNone:
			key := fmt.Sprintf("pw:%d", a.Power)
			card = v.spot(card, key, words.Power[a.Power], a.Name)
			if v.picked == key {
				open = v.byKey[key]
			}
		case why == "":
		case seat != v.p.Viewer:
			card = v.refused(card, "adv", "This Advisor is another player's: only its owner uses it.")
		default:
			card = v.refused(card, "adv", a.Name+" has no ability to use: "+words.Advisor(a))
		}
		items = append(items, app.Li().Body(card))
	}
	out := app.Div().Class("em-advisors-row").Body(
		app.H4().Class("em-sub").Text("Advisors"),
		app.Ul().Class("em-advisors").Body(items...),
	)
	if len(open) > 0 {
		buttons := make([]app.UI, len(open))
		for i, c := range open {
			btn := board.ChoiceButton(c, v.p.Choose, "button", "target", "em-choice").Body(choiceFace(v.s, c)...)
			if i == 0 {
				btn = btn.ID("em-choice-first")
			}
			buttons[i] = app.Li().Body(btn)
		}
		return app.Div().Body(out, app.Ul().Class("em-buttons", "em-inline-choices").Aria("label", "Choose one").Body(buttons...))
	}
	return out
}

// craftsmen shows a seat's Craftsmen: hired ones filled, and what the
// next one scores.
func (v *emaraView) craftsmen(seat int) app.UI {
	p := &v.s.Seats[seat]
	hired := int(p.Hired)
	figures := make([]app.UI, em.CraftsmenEach)
	for i := range em.CraftsmenEach {
		class := "em-figure"
		if i >= hired {
			class = "em-figure-off"
		}
		figures[i] = icons.Icon("craftsman", class, v.p.SeatClass(seat))
	}
	text := fmt.Sprintf("%d of %d hired", hired, em.CraftsmenEach)
	if hired < em.CraftsmenEach {
		text += fmt.Sprintf("; the next scores %d", em.CraftsmanCitizens[hired])
	}
	return app.P().Class("em-line", "em-crafts").Body(
		app.Span().Class("em-label").Text("Craftsmen "),
		icons.Pic(text, figures...),
		app.Span().Class("hint").Text(" "+text),
	)
}

// favors shows a seat's Favor Tokens face up.
func (v *emaraView) favors(seat int) app.UI {
	p := &v.s.Seats[seat]
	toks := make([]app.UI, 0, len(p.Favors)+1)
	toks = append(toks, app.Span().Class("em-label").Text("Favor Tokens "))
	for _, t := range p.Favors {
		toks = append(toks, favorPic(int(t)))
	}
	if len(p.Favors) == 0 {
		toks = append(toks, app.Span().Class("hint").Text("none"))
	}
	return app.P().Class("em-line", "em-favors").Body(toks...)
}

// summary is a seat's compact panel: the two tracks and the score, the
// rank, and the holdings. It is a component of plain values, so that go-app
// draws a panel again only when what it shows has changed.
func (v *emaraView) summary(seat int) app.UI {
	p := &v.s.Seats[seat]
	box := &summaryBox{Citizens: p.Citizens(), Buildings: p.Buildings(), Rank: rankName(p)}
	for i, it := range stock {
		box.Stock[i] = it.n(p)
		if v.marks[fmt.Sprintf("stock:%d:%d", seat, i)] {
			box.Changed |= 1 << i
		}
	}
	return box
}

// summaryBox draws a seat's compact panel (summary).
type summaryBox struct {
	app.Compo
	Citizens, Buildings int
	Rank                string
	// Stock is the seat's holdings in the order of stock; bit i of
	// Changed marks item i as changed by the others' last moves.
	Stock   [len(stock)]int
	Changed uint16
}

// Render draws the panel.
func (b *summaryBox) Render() app.UI {
	return app.Div().Class("em", "em-summary").Body(
		app.Div().Class("em-sum-line").Body(pointChips(b.Citizens, b.Buildings), app.Span().Class("em-rank-now").Text(b.Rank)),
		app.Div().Class("em-sum-line", "em-stock").Body(chips(b.Stock[:], b.Changed)...),
	)
}
