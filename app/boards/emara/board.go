package emara

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines"
	em "tabula/engines/emara"
)

// Game is Crown of Emara at the table: its engine, board and rules.
func Game() board.Game {
	return board.Game{
		Engine: em.Game{}, NewBoard: func() board.Board { return &emaraBoard{start: em.FirstGameBuildings} },
		Rules: emaraRules, Style: "emara.css", PhoneZoom: 1,
		Extras: board.Extras{NewSetup: newEmaraSetup, Finished: finished, Pages: []board.Page{soloPage()}},
	}
}

// emaraBoard is the Crown of Emara table: the two rings of Locations with
// the Councilors, huts, Advisors and markers, the Event, the Nobility
// stacks, the scoring track and every player's board, drawn from
// board.Props with the legal targets clickable. Its own state is only how
// the board is shown: an open chooser, the Building start being picked.
type emaraBoard struct {
	picked   string // the key of the element whose chooser is open
	pickedAt int    // the decision it was opened at (see decisionStamp)
	start    int    // the Building start chosen in the setup picker
}

// emaraView is one render's position, its choices sorted by the element
// they belong to, and the board's handlers.
type emaraView struct {
	p      board.Props
	s      *em.State
	byKey  map[string][]board.Choice // choices placed on an element of the board
	rest   []board.Choice            // choices shown as buttons in the action bar
	picked string
	pick   func(ctx app.Context, key string)
}

// emaraKey names the board element an action belongs to, or "" for the
// action bar: a card in hand, a Councilor, a hut, an Advisor space, a
// Location, a marker or the Nobility stacks.
func emaraKey(s *em.State, a engines.Action) string {
	switch a.Kind {
	case em.KindPlay:
		return fmt.Sprintf("card:%d", a.A)
	case em.KindMove, em.KindCardMove:
		return fmt.Sprintf("cn:%d", a.A)
	case em.KindHire, em.KindCardHire:
		return fmt.Sprintf("hut:%d:%d", a.A, a.B)
	case em.KindRecruit, em.KindCardRecruit:
		return fmt.Sprintf("adv:%d:%d", a.A, a.B)
	case em.KindCardTown:
		return fmt.Sprintf("loc:%d", a.A)
	case em.KindDonate:
		return fmt.Sprintf("mk:%d", int(em.DonationMarker)+int(a.A))
	case em.KindGift:
		return fmt.Sprintf("mk:%d", int(em.GiftMarker)+int(a.A))
	case em.KindStone:
		return fmt.Sprintf("mk:%d", em.StoneMarker)
	case em.KindBread:
		return fmt.Sprintf("mk:%d", em.BreadMarker)
	case em.KindNoble:
		return "noble"
	case em.KindBuildingStart:
		return "start"
	}
	return ""
}

// newEmaraView sorts the legal choices by element.
func newEmaraView(p board.Props, s *em.State, picked string, pick func(app.Context, string)) *emaraView {
	v := &emaraView{p: p, s: s, byKey: map[string][]board.Choice{}, pick: pick}
	for _, c := range p.Legal {
		if k := emaraKey(s, c.Action); k != "" {
			v.byKey[k] = append(v.byKey[k], c)
			continue
		}
		v.rest = append(v.rest, c)
	}
	if len(v.byKey[picked]) > 1 {
		v.picked = picked
	}
	return v
}

// spot makes e the target of the choices of key: the action itself when
// there is one, a chooser listing them when there are several.
func (v *emaraView) spot(e app.HTMLElem, key, label string) app.HTMLElem {
	cs := v.byKey[key]
	switch len(cs) {
	case 0:
		return e
	case 1:
		return v.p.Target(e, cs[0].Action)
	}
	pick := v.pick
	e = e.Class("target").TabIndex(0).Role("button").DataSet("choices", key).
		Aria("label", fmt.Sprintf("%s: %d choices", label, len(cs))).Aria("expanded", v.picked == key).
		OnClick(func(ctx app.Context, ev app.Event) { pick(ctx, key) }).
		OnKeyDown(func(ctx app.Context, ev app.Event) {
			if k := ev.Get("key").String(); k == "Enter" || k == " " {
				ev.PreventDefault()
				pick(ctx, key)
			}
		})
	if v.picked == key {
		e = e.Class("em-picked")
	}
	return e
}

// Render draws the table for the current position.
func (b *emaraBoard) Render(p board.Props) board.Parts {
	s, ok := p.State.(*em.State)
	if !ok {
		return board.Parts{Main: board.Undrawable()}
	}
	stamp := decisionStamp(s)
	if b.pickedAt != stamp {
		b.picked = "" // a chooser left open at an earlier decision
	}
	v := newEmaraView(p, s, b.picked, func(ctx app.Context, key string) {
		if b.picked == key {
			b.picked = ""
			return
		}
		b.picked, b.pickedAt = key, stamp
		ctx.Defer(func(app.Context) {
			if el := app.Window().GetElementByID("em-chooser-first"); el.Truthy() {
				el.Call("focus")
			}
		})
	})
	parts := board.Parts{
		Prompt:  v.prompt(),
		Actions: v.actionBar(),
		Chooser: app.Div().Class("em").Body(
			v.startPicker(b.start, func(n int) { b.start = n }),
			v.chooser(func(ctx app.Context) { b.picked = "" }),
		),
		Main: app.Div().Class("em", fmt.Sprintf("em-players-%d", s.NPlayers)).Body(
			app.Div().Class("em-rings").Body(v.ring(0), v.ring(1)),
			app.Div().Class("em-row").Body(v.eventPanel(), v.nobilityPanel(), v.supplyPanel(), v.bonusPanel()),
			v.scoreTrack(),
			v.soloResult(),
		),
		Panel:  func(seat int) app.UI { return v.summary(seat) },
		Detail: func(seat int) app.UI { return app.Div().Class("em").Body(v.playerBoard(seat)) },
	}
	if p.Viewer >= 0 && p.Viewer < s.NPlayers {
		parts.Mine = app.Div().Class("em").Body(v.playerBoard(p.Viewer))
	}
	return parts
}

// decisionStamp tells decisions apart well enough to close a chooser
// opened at an earlier one: the turn, the phase and the step of a payment.
func decisionStamp(s *em.State) int {
	owed := s.Owed()
	left := int(owed.Any) + int(owed.Waive)
	for _, n := range owed.Need {
		left += int(n)
	}
	return (s.TurnSeq*16+int(s.Phase))*64 + left
}

// prompt says what the person at the device may do now; "" when it is
// not their decision.
func (v *emaraView) prompt() string {
	if len(v.p.Legal) == 0 {
		return ""
	}
	return emaraPrompt(v.s) + v.highlights()
}

// highlights names the kinds of board element that are targets now, so
// the player knows where to look besides the buttons.
func (v *emaraView) highlights() string {
	kinds := []struct{ prefix, name string }{
		{"cn:", "a Councilor to move it"}, {"hut:", "a hut to hire"}, {"adv:", "an Advisor to recruit"},
		{"loc:", "a Town Location to act there"}, {"mk:", "a marker to donate, give or deliver"},
		{"noble", "the Nobility stack to rise in rank"},
	}
	var found []string
	for _, k := range kinds {
		for key := range v.byKey {
			if strings.HasPrefix(key, k.prefix) {
				found = append(found, k.name)
				break
			}
		}
	}
	if len(found) == 0 {
		return ""
	}
	return " On the board, click " + board.JoinOr(found) + "."
}

// emaraPrompt is the line saying what the decision pending is about.
func emaraPrompt(s *em.State) string {
	switch s.Phase {
	case em.PhaseStart:
		return "Choose the space every Building starts on: lower is harder."
	case em.PhaseRelocate:
		return "You may move one of your start Councilors to a Location of the other board."
	case em.PhaseStartResource:
		return "Take 1 resource of your choice to start."
	case em.PhasePlay:
		return "Play a card from your hand onto an empty slot: the slot says how far your Councilor moves."
	case em.PhaseTurn:
		return "Your turn: move a Councilor, use your card and Bonus Actions in any order, then end the turn."
	case em.PhaseLocation:
		return fmt.Sprintf("At the %s: choose its actions, then finish there.", em.Location(s.Loc))
	case em.PhasePay:
		return "Pay " + emaraOwed(s.Owed()) + "."
	case em.PhaseFavor:
		return "Keep one of the Favor Tokens drawn."
	case em.PhaseEvent:
		if e, ok := s.CurrentEvent(); ok {
			return e.Name + ": take its reward or decline."
		}
	}
	return "Choose a move."
}

// startPicker offers the Buildings' start when the game still needs it:
// the Event card's number (the rulebook's rule), the 35 recommended for a
// first game, or any space picked from the list.
func (v *emaraView) startPicker(chosen int, set func(int)) app.UI {
	cs := v.byKey["start"]
	if len(cs) == 0 {
		return app.Div().Class("em-start").Hidden(true)
	}
	card := v.s.TopEvent().BuildingStart
	quick := []engines.Action{em.BuildingStart(card)}
	if card != em.FirstGameBuildings {
		quick = append(quick, em.BuildingStart(em.FirstGameBuildings))
	}
	var buttons []app.UI
	for _, a := range quick {
		if c, ok := v.p.Lookup(a); ok {
			buttons = append(buttons, board.ChoiceButton(c, v.p.Choose, "button", "target").Text(c.Text))
		}
	}
	picked, ok := v.p.Lookup(em.BuildingStart(chosen))
	return app.Div().Class("em-start", "panel").Body(
		app.Div().Class("actions").Body(buttons...),
		app.Div().Class("field", "inline").Body(
			app.Label().For("em-start-pick").Text("Or start on"),
			app.Select().ID("em-start-pick").
				OnChange(func(ctx app.Context, e app.Event) {
					n, err := strconv.Atoi(ctx.JSSrc().Get("value").String())
					if err == nil {
						set(n)
					}
				}).
				Body(app.Range(cs).Slice(func(i int) app.UI {
					n := int(cs[i].Action.A)
					return app.Option().Value(n).Selected(n == chosen).Text(n)
				})),
			app.If(ok, func() app.UI {
				return board.ChoiceButton(picked, v.p.Choose, "button", "target").Textf("Start on %d", chosen)
			}),
		),
	)
}

// chooser lists the choices of the element picked, or stays hidden.
func (v *emaraView) chooser(close func(app.Context)) app.UI {
	cs := v.byKey[v.picked]
	if v.picked == "" || len(cs) < 2 {
		return app.Div().Class("em-chooser").Hidden(true)
	}
	items := make([]app.UI, 0, len(cs)+1)
	for i, c := range cs {
		btn := board.ChoiceButton(c, v.p.Choose, "button", "target").Text(c.Text)
		if i == 0 {
			btn = btn.ID("em-chooser-first")
		}
		items = append(items, app.Li().Body(btn))
	}
	items = append(items, app.Li().Body(app.Button().Type("button").Class("button").Text("Cancel").
		OnClick(func(ctx app.Context, e app.Event) { close(ctx) })))
	return app.Div().Class("em-chooser", "panel").Role("group").Aria("label", "Choose one").Body(
		app.Ul().Class("em-buttons").Body(items...),
	)
}

// actionBar lists the legal choices that belong to no element of the
// board, for the status bar: the turn's steps, payments, Location actions,
// Advisor abilities.
func (v *emaraView) actionBar() []app.UI {
	items := make([]app.UI, len(v.rest))
	for i, c := range v.rest {
		items[i] = board.ChoiceButton(c, v.p.Choose, "button", "target", emaraButtonClass(c.Action)).Text(c.Text)
	}
	return items
}

// emaraButtonClass marks the buttons that finish something, so they stand
// apart from the rest.
func emaraButtonClass(a engines.Action) string {
	switch a.Kind {
	case em.KindEndTurn, em.KindLeave, em.KindDecline:
		return "em-finish"
	}
	return "em-choice"
}

// bonusPanel shows which Bonus Actions the seat to move could still take
// and afford this turn.
func (v *emaraView) bonusPanel() app.UI {
	s := v.s
	if s.Over() || s.Phase != em.PhaseTurn || len(v.p.Legal) == 0 {
		return app.Section().Class("em-panel", "em-bonus").Hidden(true)
	}
	aff := s.AffordableBonus()
	line := func(name string, bit uint8, ok bool) app.UI {
		state := "cannot be paid now"
		class := "em-no"
		switch {
		case s.Bonus&bit != 0:
			state, class = "done this turn", "em-done"
		case ok:
			state, class = "affordable now", "em-yes"
		}
		return app.Li().Class(class).Body(app.Strong().Text(name+": "), app.Text(state))
	}
	return app.Section().Class("em-panel", "em-bonus").Aria("label", "Bonus Actions").Body(
		app.H3().Text("Bonus Actions"),
		app.Ul().Body(
			line("Increase noble rank", em.BonusNoble, aff.Noble),
			line("Hire a Craftsman", em.BonusHire, aff.Hire),
			line("Recruit an Advisor", em.BonusRecruit, aff.Recruit),
		),
	)
}

// eventPanel is the Event in effect and the deck.
func (v *emaraView) eventPanel() app.UI {
	s := v.s
	e, ok := s.CurrentEvent()
	title := "Event of the round"
	if !ok {
		e, title = s.TopEvent(), "Setup Event"
	}
	left := len(s.EventDeck) - 1
	return app.Section().Class("em-panel", "em-event").Aria("label", "Event").Body(
		app.H3().Text(title),
		app.P().Class("em-event-name").Text(e.Name),
		app.If(ok, func() app.UI { return app.P().Text(emaraEventText(e)) }),
		app.If(!ok, func() app.UI {
			return app.P().Textf("Councilors start at the %s and the %s; its Building start is %d.", e.StartCountry, e.StartTown, e.BuildingStart)
		}),
		app.P().Class("hint").Textf("%d %s left in the deck, face up.", left, board.Plural(left, "Event", "Events")),
	)
}

// supplyPanel is what waits beside the board: the face-up stack of type B
// Advisors that refills the Town, and the Favor Tokens.
func (v *emaraView) supplyPanel() app.UI {
	s := v.s
	next := "The stack is empty: recruited Advisors are no longer replaced."
	if id := s.BStackTop(); id >= 0 {
		a := em.Advisors[id]
		next = fmt.Sprintf("On top: %s, costs %s. %s", a.Name, emaraCost(a.Cost), emaraAdvisorText(a))
	}
	var discarded []string
	for _, t := range s.FavorDiscard {
		tok := em.FavorTokens[t]
		discarded = append(discarded, fmt.Sprintf("%s: %s", tok.Loc, emaraRewardText(tok.Reward)))
	}
	return app.Section().Class("em-panel", "em-supply").Aria("label", "Beside the board").Body(
		app.H3().Textf("Type B Advisors (%d)", len(s.BStack)),
		app.P().Text(next),
		app.H3().Text("Favor Tokens"),
		app.P().Textf("%d face down; discarded face up: %s.", len(s.FavorStack), listOrNone(discarded)),
	)
}

// nobilityPanel is the Nobility board: each rank's cost and the points of
// the card on top of its stack; the next rank of the seat to move is a
// target when it may be bought.
func (v *emaraView) nobilityPanel() app.UI {
	s := v.s
	next := -1
	if seat := v.p.ToMove; seat >= 0 {
		if r, _, _, ok := s.NextRank(seat); ok {
			next = int(r)
		}
	}
	items := make([]app.UI, em.NumRanks)
	for r := range em.NumRanks {
		c := em.RankCosts[r]
		left := em.CardsPerRank - int(s.NobTop[r])
		top := "none left"
		if left > 0 {
			top = fmt.Sprintf("top card %d Citizen Points", em.NobilityCitizens[r][s.NobTop[r]])
		}
		body := app.Elem("span").Class("em-rank").Body(
			app.Strong().Text(em.Rank(r).String()),
			app.Span().Textf(" %d Gold + %d %s · %s · %d left", c.Coins, c.Rings, board.Plural(c.Rings, "Ring", "Rings"), top, left),
		)
		if r == next {
			body = v.spot(body, "noble", "Increase your noble rank").Class("em-next")
		}
		items[r] = app.Li().Body(body)
	}
	return app.Section().Class("em-panel", "em-nobility").Aria("label", "Nobility").Body(
		app.H3().Text("Nobility"),
		app.Ol().Body(items...),
	)
}

// victoriaNext says what Victoria takes at the end of the round under way
// (rules, Solo Mode: the end of rounds 2 to 6).
func victoriaNext(s *em.State) string {
	round := s.Round + 1
	if round < em.SoloFirstRound {
		return fmt.Sprintf("She starts scoring at the end of round %d.", em.SoloFirstRound)
	}
	stone, bread := s.MarkerValue(em.StoneMarker), s.MarkerValue(em.BreadMarker)
	text := fmt.Sprintf("At the end of this round she scores %d Citizen Points as for 1 Stone and 1 Bread", stone+bread)
	if r := em.VictoriaRanks[s.Round]; r >= 0 && em.CardsPerRank > int(s.NobTop[r]) {
		text += fmt.Sprintf(" and becomes %s for %d more", r, em.NobilityCitizens[r][s.NobTop[r]])
	}
	return text + "."
}

// soloResult is Victoria's score, and at the end the solo outcome and what
// was recorded of it.
func (v *emaraView) soloResult() app.UI {
	s := v.s
	if s.NPlayers != 1 {
		return app.Section().Class("em-panel", "em-solo").Hidden(true)
	}
	mine := s.Seats[0].FinalScore()
	vic := s.VictoriaScore()
	var verdict string
	switch {
	case !s.Over():
		verdict = fmt.Sprintf("Victoria has %d Citizen Points and holds %d Nobility %s; she scores at the end of rounds %d to %d.",
			vic, s.VictoriaRank(), board.Plural(s.VictoriaRank(), "card", "cards"), em.SoloFirstRound, em.Rounds)
	case s.SoloWon():
		verdict = fmt.Sprintf("You beat Victoria: %d to %d.", mine, vic)
	case mine == vic:
		verdict = fmt.Sprintf("A tie with Victoria at %d does not beat her.", vic)
	default:
		verdict = fmt.Sprintf("Victoria wins: %d to your %d.", vic, mine)
	}
	return app.Section().Class("em-panel", "em-solo").Aria("label", "Victoria").Body(
		app.H3().Text("Victoria"),
		app.P().Class("em-solo-verdict").Text(verdict),
		app.If(!s.Over() && s.Started, func() app.UI { return app.P().Text(victoriaNext(s)) }),
		app.P().Textf("Her points: %d from the Construction Site, %d from Nobility, %d from Events. You start with your Buildings on %d.",
			s.Vic[em.VicConstruction], s.Vic[em.VicNobility], s.Vic[em.VicEvents], s.BuildingStart),
	)
}
