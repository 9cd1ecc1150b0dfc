package emara

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/emara/icons"
	"tabula/app/boards/emara/words"
	"tabula/engines"
	em "tabula/engines/emara"
)

// chooserPanel is the decision's panel over the board: the choices of a
// board element opened by a click (a Councilor the Move card and the
// Movement Action could both move, a hut the Hire card or the Bonus Action
// could fill), the Buildings' start, or the decision in progress that has
// no element of its own (the actions of a Location, the steps of a
// payment, the Favor Token to keep, an Event's reward). nil when there is
// none.
func (v *emaraView) chooserPanel(start int, setStart func(int)) app.UI {
	if cs := v.byKey[v.picked]; len(cs) > 1 && isBoardKey(v.picked) {
		return v.choicePanel(pickedTitle(v.s, v.picked), cs)
	}
	if len(v.byKey["start"]) > 0 {
		return v.startPicker(start, setStart)
	}
	if len(v.chooser) == 0 {
		return nil
	}
	return v.choicePanel(phaseTitle(v.s), v.chooser)
}

// isBoardKey reports whether key names an element of Main (its choices
// open over the board) rather than of the person's mat (they open there).
func isBoardKey(key string) bool {
	return !strings.HasPrefix(key, "card:") && !strings.HasPrefix(key, "pw:") && key != "start"
}

// keyInts reads the numbers after prefix in a key such as "hut:3:1"
// (prefix "hut:") into out, in order, each up to the next ':'. It stops at
// the first that is missing or not a number, leaving it and the rest as
// they were. (fmt.Sscanf did this before; fmt's scanning cost the wasm
// some 60 KB.)
func keyInts(key, prefix string, out ...*int) {
	rest, ok := strings.CutPrefix(key, prefix)
	if !ok {
		return
	}
	for _, p := range out {
		field, tail, _ := strings.Cut(rest, ":")
		n, err := strconv.Atoi(field)
		if err != nil {
			return
		}
		*p, rest = n, tail
	}
}

// pickedTitle heads the choices of a board element.
func pickedTitle(s *em.State, key string) string {
	var a, b int
	switch {
	case strings.HasPrefix(key, "cn:"):
		keyInts(key, "cn:", &a)
		return fmt.Sprintf("Move your Councilor from the %s", s.CouncilorLocation(s.Current, a))
	case strings.HasPrefix(key, "hut:"):
		keyInts(key, "hut:", &a, &b)
		return fmt.Sprintf("Hut %d at the %s", b+1, em.Location(a))
	case strings.HasPrefix(key, "adv:"):
		keyInts(key, "adv:", &a, &b)
		if id := s.AdvisorAt(em.Location(a), b); id >= 0 {
			return fmt.Sprintf("%s at the %s", words.TheAdvisor(em.Advisors[id], true), em.Location(a))
		}
	}
	return "Choose one"
}

// phaseTitle heads the panel of the decision in progress.
func phaseTitle(s *em.State) string {
	switch s.Phase {
	case em.PhaseRelocate:
		return "Move a start Councilor"
	case em.PhaseStartResource:
		return "Your start resource"
	case em.PhaseLocation:
		return "At the " + em.Location(s.Loc).String()
	case em.PhasePay:
		return "Pay " + words.Owed(s.Owed())
	case em.PhaseFavor:
		return "Keep a Favor Token"
	case em.PhaseEvent:
		if e, ok := s.CurrentEvent(); ok {
			return e.Name
		}
	}
	return "Choose one"
}

// choicePanel lists choices as buttons with pictures and words, under a
// title; the first takes the focus when the panel opens from a click.
func (v *emaraView) choicePanel(title string, cs []board.Choice) app.UI {
	items := make([]app.UI, len(cs))
	for i, c := range cs {
		btn := board.ChoiceButton(c, v.p.Choose, "button", "target", "em-choice").Class(v.p.SuggestedClass(c.Action)...).
			Body(choiceFace(v.s, c)...)
		if i == 0 {
			btn = btn.ID("em-choice-first")
		}
		items[i] = app.Li().Body(btn)
	}
	return app.Div().Class("em").Body(
		app.Div().Class("em-chooser", "panel").Role("group").Aria("labelledby", "em-chooser-title").Body(
			app.H3().ID("em-chooser-title").Class("em-chooser-title").Text(title),
			app.Ul().Class("em-buttons").Body(items...),
		),
	)
}

// choiceFace is a choice's button content: a picture of the trade (hidden
// from screen readers) and its words.
func choiceFace(s *em.State, c board.Choice) []app.UI {
	pics := choiceIcons(s, c.Action)
	said := app.Span().Class("em-words").Text(c.Text)
	if len(pics) == 0 {
		return []app.UI{said}
	}
	return []app.UI{app.Span().Class("em-trade").Aria("hidden", "true").Body(pics...), said}
}

// gives joins the two sides of a trade with an arrow.
func gives(pay []app.UI, get ...app.UI) []app.UI {
	out := append([]app.UI{}, pay...)
	out = append(out, app.Span().Class("em-arrow").Text("→"))
	return append(out, get...)
}

// choiceIcons draws what a choice pays and gets, or nothing when words
// say it better.
func choiceIcons(s *em.State, a engines.Action) []app.UI {
	A := int(a.A)
	switch a.Kind {
	case em.KindStartResource:
		return icons.Repeat(icons.Resource[A], 1)
	case em.KindCollect:
		l := em.Location(s.Loc)
		if !l.IsCountryside() {
			return nil
		}
		n := s.CraftsmenAt(s.Current, l)
		out := icons.Repeat(icons.Resource[l.Yield()], em.CountrysideBaseGain+n-A)
		if A > 0 {
			out = append(out, app.Span().Class("em-arrow").Text("+"))
			out = append(out, icons.Repeat("bread", A)...)
		}
		return out
	case em.KindDonate:
		return gives(icons.Repeat(icons.Resource[A], s.MarkerValue(em.DonationMarker+em.MarkerKind(A))), icons.Icon("book"), icons.Icon("favor"))
	case em.KindGift:
		return gives(icons.Repeat(icons.Resource[A], s.MarkerValue(em.GiftMarker+em.MarkerKind(A))), icons.Icon("ring"))
	case em.KindCastleBook:
		return gives(icons.Repeat("book", 1), icons.Icon("building"))
	case em.KindMarketCoins:
		return gives(icons.Repeat("any", A), icons.Repeat("coin", A)...)
	case em.KindMarketBooks:
		return gives(icons.Repeat("book", A), icons.Icon("citizen"))
	case em.KindStone:
		return gives(icons.Repeat("stone", 1), icons.Icon("building"), icons.Icon("citizen"))
	case em.KindBread:
		return gives(icons.Repeat("bread", A), icons.Icon("citizen"))
	case em.KindWood:
		return gives(icons.Repeat("wood", A), icons.Icon("building"))
	case em.KindFavor:
		if A >= 0 && A < em.NumFavors {
			return gives(icons.Repeat("favor", 1), icons.Icon(icons.Reward(em.FavorTokens[A].Reward)))
		}
	case em.KindKeepFavor:
		if A >= 0 && A < em.NumFavors {
			t := em.FavorTokens[A]
			return []app.UI{icons.Icon(icons.Town(t.Loc)), app.Span().Class("em-arrow").Text("→"), icons.Icon(icons.Reward(t.Reward))}
		}
	case em.KindPay:
		return icons.Repeat(icons.Resource[A], 1)
	case em.KindPayCoin:
		return icons.Repeat("coin", 1)
	case em.KindEventReward:
		return eventIcons(s, A)
	case em.KindMove, em.KindCardMove:
		return icons.Repeat("move", 1)
	case em.KindHire, em.KindCardHire:
		return icons.Repeat("craftsman", 1)
	}
	return nil
}

// eventIcons draws an end-of-round Event's option.
func eventIcons(s *em.State, opt int) []app.UI {
	e, _ := s.CurrentEvent()
	gain := icons.Icon("citizen")
	if e.Effect == em.EventLore {
		gain = icons.Icon("building")
	}
	switch opt {
	case em.OptOneGrain:
		return gives(icons.Repeat("grain", 1), gain)
	case em.OptTwoGrain:
		return gives(icons.Repeat("grain", 2), gain)
	case em.OptRing:
		return gives(icons.Repeat("ring", 1), gain)
	case em.OptCoin:
		return gives(icons.Repeat("coin", 1), gain)
	case em.OptBook:
		return gives(icons.Repeat("book", 1), gain)
	}
	return nil
}

// startPicker offers the Buildings' start when the game still needs it:
// the Event card's number (the rulebook's rule), the 35 recommended for a
// first game, or any space picked from the list.
func (v *emaraView) startPicker(chosen int, set func(int)) app.UI {
	cs := v.byKey["start"]
	if len(cs) == 1 {
		// One start is offered (a lesson's step): its button alone, the
		// one target.
		return app.Div().Class("em").Body(app.Div().Class("em-chooser", "em-start", "panel").Body(
			app.H3().Class("em-chooser-title").Text("The Buildings' start"),
			app.Div().Class("actions").Body(board.ChoiceButton(cs[0], v.p.Choose, "button", "target").Text(cs[0].Text)),
		))
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
	return app.Div().Class("em").Body(app.Div().Class("em-chooser", "em-start", "panel").Body(
		app.H3().Class("em-chooser-title").Text("The Buildings' start"),
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
	))
}
