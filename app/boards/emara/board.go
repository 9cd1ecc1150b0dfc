package emara

import (
	"fmt"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/emara/icons"
	"tabula/app/boards/emara/lesson"
	"tabula/app/boards/emara/narrate"
	"tabula/app/boards/emara/solo"
	"tabula/app/boards/emara/words"
	"tabula/engines"
	em "tabula/engines/emara"
)

// Game is Crown of Emara at the table: its engine, board and rules.
func Game() board.Game {
	return board.Game{
		Blurb:  "Move your two councillors between town and countryside to win the citizens of Emara.",
		Colour: "#2f6b3b",
		// Verbs are the verbs its moves begin with, for the log (board.ThirdPerson).
		Verbs: strings.Fields(`advance become build buy choose collect continue decline deliver discard do donate draw
			end exchange finish gain give hire keep leave look move pay place play ready recruit
			return spend start stop swap take trade use`),
		Engine: em.Game{}, NewBoard: func() board.Board { return &emaraBoard{start: em.FirstGameBuildings} },
		Rules: words.Rules, Narrate: narrate.Move, Emblem: Emblem, Legend: icons.Legend, Style: "emara.css", Parts: []string{"em-card", "em-adv-mini", "em-rank", "em-pawn", "em-hut-hit", "em-advisor", "em-loc-hit", "em-landing"},
		Lesson: lesson.FirstRounds, LessonIcon: icons.LessonIcon, EndsTurn: endsTurn, OutOfTurn: outOfTurn,
		Extras: board.Extras{NewSetup: solo.NewSetup, Finished: solo.Finished, Pages: []board.Page{solo.Page()}},
	}
}

// endsTurn reports whether a move ends the mover's turn: another seat is
// to move or the game ends, or a move within a turn starts the next turn
// or the round's Events, both of which may be the same seat's (always in
// the solo game). The last action of a turn is then held for End turn
// whoever moves next (the one rule for confirming a turn).
func endsTurn(before, after engines.State) bool {
	b, okB := before.(*em.State)
	a, okA := after.(*em.State)
	if !okB || !okA {
		return after.ToMove() != before.ToMove()
	}
	if a.Over() || a.ToMove() != b.ToMove() {
		return true
	}
	inTurn := b.Phase >= em.PhasePlay && b.Phase < em.PhaseEvent
	return inTurn && (a.TurnSeq != b.TurnSeq || a.Phase == em.PhaseEvent)
}

// outOfTurn reports whether st's decision is an answer to a round's Event
// (its reward, or a Famine's Grain paid), which each seat gives in order
// outside any turn.
func outOfTurn(st engines.State) bool {
	s, ok := st.(*em.State)
	return ok && (s.Phase == em.PhaseEvent || (s.Phase == em.PhasePay && s.Pay.Return == em.PhaseEvent))
}

// emaraBoard is the Crown of Emara table: the two rings of Locations with
// the Councilors, huts, Advisors and markers, the Event, the Nobility
// board, the supply and the scoring track in Main; the person's hand,
// slots and stock in Mine; drawn from board.Props with the legal targets
// clickable. Its own state is only how the board is shown: the element
// whose choices are open, the Building start being picked.
type emaraBoard struct {
	picked   string // the key of the element whose choices are open
	pickedAt int    // the decision it was opened at (see decisionStamp)
	start    int    // the Building start chosen in the setup picker
}

// Where a legal action is offered.
type place int8

const (
	inBar     place = iota // a button in the status bar
	inChooser              // a button of the decision's panel over the board
	onBoard                // an element of Main
	inMine                 // an element of the person's mat
)

// emaraView is one render's position, its choices sorted by the element
// they belong to, what the others' last moves changed, and the board's
// handlers.
type emaraView struct {
	p       board.Props
	s       *em.State
	byKey   map[string][]board.Choice // choices on an element of Main or Mine
	chooser []board.Choice            // choices of the decision's panel
	bar     []board.Choice            // the status bar's buttons
	picked  string
	pick    func(ctx app.Context, key string)
	marks   marks
}

// placeOf says where action a is offered and, on the board or the mat,
// the key of its element: a card in hand, a Councilor, a hut, an Advisor
// space, a Town Location, the Nobility board, an Advisor's ability.
func placeOf(a engines.Action) (place, string) {
	switch a.Kind {
	case em.KindPlay:
		return inMine, fmt.Sprintf("card:%d", a.A)
	case em.KindMove, em.KindCardMove:
		return onBoard, fmt.Sprintf("cn:%d", a.A)
	case em.KindHire, em.KindCardHire:
		return onBoard, fmt.Sprintf("hut:%d:%d", a.A, a.B)
	case em.KindRecruit, em.KindCardRecruit:
		return onBoard, fmt.Sprintf("adv:%d:%d", a.A, a.B)
	case em.KindCardTown:
		return onBoard, fmt.Sprintf("loc:%d", a.A)
	case em.KindNoble:
		return onBoard, "noble"
	case em.KindBaker, em.KindSchoolmarm, em.KindBailiff, em.KindDressmaker, em.KindLandlord, em.KindMerchant, em.KindChamberlain:
		return inMine, fmt.Sprintf("pw:%d", kindPower(a.Kind))
	case em.KindBuildingStart:
		return inChooser, "start"
	case em.KindEndTurn, em.KindLeave, em.KindDecline, em.KindCardGold:
		return inBar, ""
	}
	return inChooser, ""
}

// kindPower is the Advisor ability an action uses.
func kindPower(kind uint8) em.Power {
	switch kind {
	case em.KindBaker:
		return em.PowerBaker
	case em.KindSchoolmarm:
		return em.PowerSchoolmarm
	case em.KindBailiff:
		return em.PowerBailiff
	case em.KindDressmaker:
		return em.PowerDressmaker
	case em.KindLandlord:
		return em.PowerLandlord
	case em.KindMerchant:
		return em.PowerMerchant
	case em.KindChamberlain:
		return em.PowerChamberlain
	}
	return em.PowerNone
}

// newEmaraView sorts the legal choices by where they are offered.
func newEmaraView(p board.Props, s *em.State, picked string, pick func(app.Context, string)) *emaraView {
	v := &emaraView{p: p, s: s, byKey: map[string][]board.Choice{}, pick: pick}
	for _, c := range p.Legal {
		switch where, key := placeOf(c.Action); where {
		case onBoard, inMine:
			v.byKey[key] = append(v.byKey[key], c)
		case inChooser:
			if key != "" {
				v.byKey[key] = append(v.byKey[key], c)
			} else {
				v.chooser = append(v.chooser, c)
			}
		default:
			v.bar = append(v.bar, c)
		}
	}
	if len(v.byKey[picked]) > 1 {
		v.picked = picked
	}
	v.marks = recentMarks(p, s)
	return v
}

// spot makes e the target of the choices of key: the action itself when
// there is one, an opener of their list when there are several. shown is
// the words e shows ("" for none): its name starts with them, so that a
// person who says what they see reaches it (WCAG's label in name), and
// goes on with what a click does.
func (v *emaraView) spot(e app.HTMLElem, key, label, shown string) app.HTMLElem {
	cs := v.byKey[key]
	if v.picked != "" && key != v.picked && isBoardKey(v.picked) {
		return e // the choices of a board element are open over the board
	}
	switch len(cs) {
	case 0:
		if why := v.whyNot(key); why != "" {
			return v.refused(e, key, why)
		}
		return e
	case 1:
		return v.target(e, cs[0].Action, shown)
	}
	if shown != "" {
		label = shown + ": " + label
	}
	pick := v.pick
	e = e.Class("target").TabIndex(0).Role("button").DataSet("choices", key).DataSet("action", board.ChoicesKey(cs)).
		Aria("label", fmt.Sprintf("%s: %d choices", label, len(cs))).Aria("expanded", v.picked == key).
		OnClick(func(ctx app.Context, ev app.Event) { pick(ctx, key) }, app.EventScope(key)).
		OnKeyDown(func(ctx app.Context, ev app.Event) {
			if k := ev.Get("key").String(); k == "Enter" || k == " " {
				ev.PreventDefault()
				pick(ctx, key)
			}
		}, app.EventScope(key))
	if v.picked == key {
		// The table keeps the chooser clear of it (web/table.js).
		e = e.Class("em-picked", "chooser-subject")
	}
	if slices.ContainsFunc(cs, func(c board.Choice) bool { return v.p.Suggested(c.Action) }) {
		e = e.Class("suggested") // one of its choices is the suggested move
	}
	return e
}

// whyNot is why the element of key, which offers no choice now, is
// refused while the viewer decides: the rule where one applies, else that
// it is no choice now and what the decision is; "" when the viewer does
// not decide.
func (v *emaraView) whyNot(key string) string {
	s := v.s
	if len(v.p.Legal) == 0 || v.p.Viewer != s.ToMove() {
		return ""
	}
	var b int
	if _, err := fmt.Sscanf(key, "cn:%d", &b); err == nil {
		if why := s.CouncilorRefusal(b); why != "" {
			return why // the engine's reason
		}
	}
	switch {
	case strings.HasPrefix(key, "other-cn:"):
		return "That Councilor is another player's: you move only your own."
	}
	return board.NotAChoice(v.prompt())
}

// landsAt reports whether the viewer's Councilor of board b would land at
// position pos with the Movement Action offered now.
func (v *emaraView) landsAt(b, pos int) bool {
	s := v.s
	if s.Phase != em.PhaseTurn || s.MoveDone || s.Slot < 0 || len(v.byKey[fmt.Sprintf("cn:%d", b)]) == 0 {
		return false
	}
	return (int(s.Seats[s.Current].Councilor[b])+em.SlotSteps[s.Slot])%em.RingSize == pos
}

// target makes e the target of action a, named as spot names it: first
// the words e shows (shown, "" for none), then the action.
func (v *emaraView) target(e app.HTMLElem, a engines.Action, shown string) app.HTMLElem {
	c, ok := v.p.Lookup(a)
	if !ok {
		return e
	}
	e = v.p.Target(e, a)
	if shown == "" || strings.HasPrefix(c.Text, shown) {
		return e // the action's words start with those shown
	}
	name := shown + ": " + c.Text
	if v.p.Suggested(a) {
		name += board.SuggestedLabel
	}
	return e.Aria("label", name)
}

// refused makes e, the element of key, say why the rules refuse it
// (board.Props.Refused), unless the choices of a board element are open
// over the board. The key names the target whose rule refuses it, for the
// tests that check the reason against the engine's.
func (v *emaraView) refused(e app.HTMLElem, key, why string) app.HTMLElem {
	if v.picked != "" && isBoardKey(v.picked) {
		return e
	}
	return v.p.Refused(e, why).DataSet("refuses", key)
}

// Render draws the table for the current position.
func (b *emaraBoard) Render(p board.Props) board.Parts {
	s, ok := p.State.(*em.State)
	if !ok {
		return board.Parts{Main: board.Undrawable()}
	}
	stamp := decisionStamp(s)
	if b.pickedAt != stamp {
		b.picked = "" // choices left open at an earlier decision
	}
	v := newEmaraView(p, s, b.picked, func(ctx app.Context, key string) {
		if b.picked == key {
			b.picked = ""
			return
		}
		b.picked, b.pickedAt = key, stamp
		ctx.Defer(func(app.Context) {
			if el := app.Window().GetElementByID("em-choice-first"); el.Truthy() {
				el.Call("focus", map[string]any{"preventScroll": true})
			}
		})
	})
	unpick := func(ctx app.Context) { b.picked = "" }
	parts := board.Parts{
		Prompt:  v.prompt(),
		Actions: v.actionBar(unpick),
		Chooser: v.chooserPanel(b.start, func(n int) { b.start = n }),
		Main: app.Div().Class("em", "em-main", fmt.Sprintf("em-players-%d", s.NPlayers)).Body(
			&icons.Sprite{},
			v.rings(),
			v.scoreTrack(),
			app.Div().Class("em-row").Body(v.eventPanel(), v.nobilityPanel(), v.supplyPanel(), v.roundPanel()),
		),
		Panel:  func(seat int) app.UI { return v.summary(seat) },
		Detail: func(seat int) app.UI { return app.Div().Class("em").Body(v.playerBoard(seat)) },
	}
	if p.Viewer >= 0 && p.Viewer < s.NPlayers {
		parts.Mine = app.Div().Class("em").Body(v.playerBoard(p.Viewer))
	}
	return parts
}

// decisionStamp tells decisions apart well enough to close choices opened
// at an earlier one: the turn, the phase and the step of a payment.
func decisionStamp(s *em.State) int {
	owed := s.Owed()
	left := int(owed.Any) + int(owed.Waive)
	for _, n := range owed.Need {
		left += int(n)
	}
	return ((s.TurnSeq*16+int(s.Phase))*64+left)*32 + int(s.LocDone&31)
}

// prompt is the one instruction for the person at the device; "" when it
// is not their decision (the table then says who is to move).
func (v *emaraView) prompt() string {
	if len(v.p.Legal) == 0 {
		return ""
	}
	if strings.HasPrefix(v.picked, "card:") {
		var c int
		keyInts(v.picked, "card:", &c)
		return fmt.Sprintf("Choose a slot for the %s card. It says how far to move.", em.Card(c))
	}
	return emaraPrompt(v.s, v.p.Legal)
}

// emaraPrompt is the specific instruction of the decision pending.
func emaraPrompt(s *em.State, legal []board.Choice) string {
	switch s.Phase {
	case em.PhaseStart:
		return "Choose the space every Building starts on: lower is harder."
	case em.PhaseRelocate:
		return "You may move one start Councilor to the other board."
	case em.PhaseStartResource:
		return "Take 1 resource of your choice to start."
	case em.PhasePlay:
		return "Play a card from your hand onto an empty slot."
	case em.PhaseTurn:
		return turnPrompt(s, legal)
	case em.PhaseLocation:
		l := em.Location(s.Loc)
		if l.IsCountryside() {
			return fmt.Sprintf("At the %s: take your %s.", l, l.Yield())
		}
		return fmt.Sprintf("At the %s: choose its actions, then finish.", l)
	case em.PhasePay:
		return payPrompt(words.Owed(s.Owed()), payPurpose(s))
	case em.PhaseFavor:
		return fmt.Sprintf("Keep one of the %d Favor Tokens you drew.", len(s.DrawnFavors()))
	case em.PhaseEvent:
		if e, ok := s.CurrentEvent(); ok {
			return e.Name + ": take its reward or decline."
		}
	}
	return "Choose a move."
}

// turnPrompt names what is left of the turn: the Movement Action, the
// card's action, the Bonus Actions and Advisors, the end.
func turnPrompt(s *em.State, legal []board.Choice) string {
	var parts []string
	if !s.MoveDone && s.Slot >= 0 {
		steps := em.SlotSteps[s.Slot]
		parts = append(parts, fmt.Sprintf("move a Councilor %d %s", steps, board.Plural(steps, "step", "steps")))
	}
	if !s.CardDone && s.Card >= 0 {
		switch em.Card(s.Card) {
		case em.CardGold, em.CardMove, em.CardHire, em.CardTown:
			parts = append(parts, "use your "+cardWord[em.Card(s.Card)]+" card")
		}
	}
	kinds := board.LegalKinds(legal)
	// The short line keeps the status bar one line high: the Bonus Actions
	// and Advisors are named when there is room (their targets glow anyway).
	if kinds[em.KindNoble]+kinds[em.KindHire]+kinds[em.KindRecruit] > 0 && len(parts) < 2 {
		parts = append(parts, "take a Bonus Action")
	}
	if kinds[em.KindBaker]+kinds[em.KindSchoolmarm]+kinds[em.KindBailiff]+kinds[em.KindDressmaker]+
		kinds[em.KindLandlord]+kinds[em.KindMerchant]+kinds[em.KindChamberlain] > 0 && len(parts) < 2 {
		parts = append(parts, "use an Advisor")
	}
	if kinds[em.KindEndTurn] > 0 {
		parts = append(parts, "end your turn")
	}
	if len(parts) == 0 {
		return "Choose a move."
	}
	text := words.UpperFirst(board.JoinOr(parts)) + "."
	if len(text) > shortPrompt && len(parts) > 1 {
		// The first choice alone is the instruction; the others follow.
		text = words.UpperFirst(parts[0]) + ". Or " + board.JoinOr(parts[1:]) + "."
	}
	return text
}

// cardWord is how the turn's prompt names an Action Card with an action.
var cardWord = map[em.Card]string{em.CardGold: "Gold", em.CardMove: "Move", em.CardHire: "Hire", em.CardTown: "Town"}

// shortPrompt is the most characters of a prompt's first sentence, its
// one instruction, that fit in the two lines of a 360 px phone's status
// bar.
const shortPrompt = 52

// payPrompt asks for a payment: in one sentence when it is short, else
// the payment first and what it buys in a sentence after it.
func payPrompt(owed, purpose string) string {
	if purpose == "" {
		return "Pay " + owed + "."
	}
	if text := "Pay " + owed + " " + purpose + "."; len(text) <= shortPrompt {
		return text
	}
	return "Pay " + owed + ". " + words.UpperFirst(purpose) + "."
}

// payPurpose says what the payment in progress buys.
func payPurpose(s *em.State) string {
	pay := s.Owed()
	switch pay.Effect {
	case em.EffCardGold, em.EffMarketCoin:
		return fmt.Sprintf("for %d Gold %s", pay.Arg, board.Plural(int(pay.Arg), "Coin", "Coins"))
	case em.EffDonate:
		return "for your donation at the Cathedral"
	case em.EffGift:
		return "for your gift to the king"
	case em.EffStone:
		return "to deliver it at the Construction Site"
	case em.EffWood:
		return "to deliver it at the Construction Site"
	case em.EffHire:
		return fmt.Sprintf("for hut %d at the %s", pay.Arg2+1, em.Location(pay.Arg))
	case em.EffRecruit:
		if id := s.AdvisorAt(em.Location(pay.Arg), int(pay.Arg2)); id >= 0 {
			return "to recruit " + words.TheAdvisor(em.Advisors[id], false)
		}
	case em.EffBaker:
		return fmt.Sprintf("for %d %s (Baker)", pay.Arg, board.Plural(int(pay.Arg), "Bread", "Breads"))
	case em.EffSchoolmarm:
		return "for a Book (Schoolmarm)"
	case em.EffDressmaker:
		return fmt.Sprintf("for %d Citizen Points (Dressmaker)", em.DressmakerCitizens)
	case em.EffLandlord:
		return "for Building Points (Landlord)"
	case em.EffFamine:
		return "for Citizen Points (The great famine)"
	}
	return ""
}

// actionBar is the status bar's buttons: the turn's end, the finish at a
// Location, declining an Event, the Gold card's trades, and Cancel while
// choices are open or a payment is under way.
func (v *emaraView) actionBar(unpick func(app.Context)) []app.UI {
	items := make([]app.UI, 0, len(v.bar)+1)
	for _, c := range v.bar {
		items = append(items, board.ChoiceButton(c, v.p.Choose, "button", "target", barClass(c.Action)).Class(v.p.SuggestedClass(c.Action)...).Body(barFace(c)...))
	}
	switch {
	case v.picked != "" && len(v.p.Legal) > 0:
		items = append(items, app.Button().Type("button").Class("button", "em-cancel").Text("Cancel").
			Title("Close the choices").OnClick(func(ctx app.Context, e app.Event) { unpick(ctx) }))
	case v.s.Phase == em.PhasePay && v.p.Cancel != nil && len(v.p.Legal) > 0:
		cancel := v.p.Cancel
		items = append(items, app.Button().Type("button").Class("button", "em-cancel").Text("Cancel").
			Title("Take back the last step of this payment").OnClick(func(ctx app.Context, e app.Event) { cancel(ctx) }))
	}
	return items
}

// barClass marks the buttons that finish something, so they stand apart.
func barClass(a engines.Action) string {
	switch a.Kind {
	case em.KindEndTurn, em.KindLeave, em.KindDecline:
		return "em-finish"
	}
	return "em-choice"
}

// barFace is a status bar button's content: short words, with pictures
// for the Gold card's trades.
func barFace(c board.Choice) []app.UI {
	a := c.Action
	switch a.Kind {
	case em.KindEndTurn:
		return []app.UI{app.Text("End turn")}
	case em.KindDecline:
		return []app.UI{app.Text("No reward")}
	case em.KindCardGold:
		coins := em.GoldCardOne
		if a.A == em.GoldCardThree {
			coins = em.GoldCardThreeCoins
		}
		return []app.UI{app.Span().Class("visually-hidden").Text(c.Text), app.Span().Aria("hidden", "true").Body(
			app.Textf("%d ", a.A), icons.Icon("any"), app.Textf(" → %d ", coins), icons.Icon("coin"))}
	}
	return []app.UI{app.Text(c.Text)}
}
