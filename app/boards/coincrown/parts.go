package coincrown

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines"
	cc "tabula/engines/coincrown"
)

// Targets: buttons that play a legal action, and the mapping from the
// legal actions to the cards in front of the player that carry them.

// actButton is a button playing c: highlighted as a target, its tooltip
// the move and what else the player should know before choosing it
// (extra: a price against the Income, what a card does). The suggested
// move (Hint) is marked. It has no name of its own: offer gives it one.
func actButton(p board.Props, c board.Choice, extra string, class ...string) app.HTMLButton {
	b := board.ChoiceButton(c, p.Choose, append([]string{"target"}, class...)...)
	if p.Suggested(c.Action) {
		b = b.Class("suggested")
	}
	title := label(p, c)
	if extra != "" {
		title += ". " + extra
	}
	return b.Title(title)
}

// label is how a target is named: the move's description, and whether it
// is the suggested move.
func label(p board.Props, c board.Choice) string {
	if p.Suggested(c.Action) {
		return c.Text + board.SuggestedLabel
	}
	return c.Text
}

// offer is a target playing c with the given face. Its name, for screen
// readers and voice control, is the move's description followed by the
// words on its face, so that what a player sees on it is always part of
// its name.
func offer(p board.Props, c board.Choice, extra string, class []string, face ...app.UI) app.UI {
	return actButton(p, c, extra, class...).Body(append([]app.UI{app.Span().Class("visually-hidden").Text(label(p, c) + ": ")}, face...)...)
}

// spot is a place of the table that may be a target: the same element
// (tag) whether its move a is legal now, refused with a reason or neither,
// so that go-app updates it in place from one position to the next instead
// of drawing it anew. When a is legal it is a target: highlighted, a
// button for assistive technology named by the move and then its face,
// titled with the move and extra, played by a click or by Enter or Space
// (scoped by the action, as board.Props.Target does). Otherwise, when why
// is given, it says why when tried (board.Props.Refused); else it is titled
// plain.
func spot(p board.Props, tag string, a engines.Action, extra string, why func() string, plain string, class []string, face ...app.UI) app.UI {
	e := app.Elem(tag).Class(class...)
	name := ""
	if c, ok := p.Lookup(a); ok {
		name = label(p, c) + ": "
		title := label(p, c)
		if extra != "" {
			title += ". " + extra
		}
		if p.Suggested(a) {
			e = e.Class("suggested")
		}
		choose := p.Choose
		scope := app.EventScope(c.Action)
		e = e.Class("target").Role("button").TabIndex(0).Title(title).DataSet("action", board.ActionKey(c.Action)).
			OnClick(func(ctx app.Context, ev app.Event) { choose(ctx, c.Action) }, scope).
			OnKeyDown(func(ctx app.Context, ev app.Event) {
				if k := ev.Get("key").String(); k == "Enter" || k == " " {
					ev.PreventDefault()
					choose(ctx, c.Action)
				}
			}, scope)
	} else if why != nil {
		e = p.Refused(e, why())
		if a.Kind != 0 {
			// The move it stands for, for the tests that check the reason
			// against the engine's.
			e = e.DataSet("refuses", fmt.Sprint(a.Kind, a.A, a.B, a.C, a.D))
		}
	} else if plain != "" {
		e = e.Title(plain)
	}
	return e.Body(append([]app.UI{app.Span().Class("visually-hidden").Text(name)}, face...)...)
}

// act is a button playing a with the given face, or nil when a is not
// legal now.
func act(p board.Props, a engines.Action, extra, class string, face ...app.UI) app.UI {
	c, ok := p.Lookup(a)
	if !ok {
		return nil
	}
	return offer(p, c, extra, []string{"button", class}, face...)
}

// legalOf lists the legal choices of the given kinds, in Legal order.
func legalOf(p board.Props, kinds ...uint8) []board.Choice {
	var out []board.Choice
	for _, c := range p.Legal {
		for _, k := range kinds {
			if c.Action.Kind == k {
				out = append(out, c)
			}
		}
	}
	return out
}

// incomeNote is what a payment leaves of the Income, for a tooltip:
// "Your Income is worth 7, 3 after"; bonus are the Bonus Coins on a card
// bought from the Current Market, which join the Income ("Your Income is
// worth 6, 4 after with the Bonus Coin"). The figure after is what the
// coins in hand can pay: when none pays the cost exactly, it counts what
// is overpaid and says so, and that the Mint can change coins first while
// its visit is still to come (no change is given).
func incomeNote(s *cc.State, cost int, bonus cc.Coins) string {
	v := s.Seats[s.Current].Income.Value()
	paid := cost
	if c, ok := s.LeastPayment(s.Current, cost); ok {
		paid = c.Value()
	}
	note := "Your Income is " + worth(v) + ", " + strconv.Itoa(v-paid+bonus.Value()) + " after"
	if n := bonus.Count(); n > 0 {
		note += " with the " + board.Plural(n, "Bonus Coin", "Bonus Coins")
	}
	if over := paid - cost; over > 0 {
		note += fmt.Sprintf(": your coins overpay by %d, with no change", over)
		if !s.MintLeft {
			note += fmt.Sprintf(" (%d after if you change coins at the Imperial Mint to pay exactly)", v-cost+bonus.Value())
		}
	}
	return note
}

// cardActions maps the current player's cards (by index in their Cards)
// to the legal action each carries: deploying a Troop, wearing Armor,
// exhausting a resource card or a Builder, using a card's ability, or
// re-commissioning a retired Troop with the Barracks. Each action goes to
// the card the engine would use: the first matching one.
func cardActions(p board.Props, s *cc.State) map[int]engines.Action {
	out := map[int]engines.Action{}
	if len(p.Legal) == 0 || s.ToMove() < 0 {
		return out
	}
	cards := s.Seats[s.Current].Cards
	first := func(match func(c cc.Card, mc cc.MarketCard) bool) int {
		for i, c := range cards {
			if match(c, cc.MarketCards[c.ID]) {
				return i
			}
		}
		return -1
	}
	readyOf := func(t cc.CardType) func(cc.Card, cc.MarketCard) bool {
		return func(c cc.Card, mc cc.MarketCard) bool { return mc.Type == t && !c.Exhausted && !c.Retired }
	}
	for _, ch := range p.Legal {
		a := ch.Action
		i := -1
		switch a.Kind {
		case cc.KindDeploy:
			i = first(func(c cc.Card, mc cc.MarketCard) bool {
				return mc.Type == cc.CardType(a.A) && !c.Exhausted && !c.Retired && int(c.Tokens) == int(a.B)
			})
		case cc.KindArmor:
			i = first(readyOf(cc.Armor))
		case cc.KindCavalry:
			i = first(readyOf(cc.Cavalry))
		case cc.KindResource:
			i = first(func(c cc.Card, mc cc.MarketCard) bool {
				return cc.Types[mc.Type].Produces == cc.Resource(a.A) && !c.Exhausted && !c.Retired
			})
		case cc.KindBuilder:
			i = first(readyOf(cc.CardType(a.A)))
		case cc.KindStorehouse:
			i = first(readyOf(cc.Storehouse))
		case cc.KindMill:
			i = first(func(c cc.Card, mc cc.MarketCard) bool {
				return cc.Types[mc.Type].Mill == cc.Resource(a.A) && !c.Exhausted && !c.Retired
			})
		case cc.KindBarracks:
			i = first(func(c cc.Card, mc cc.MarketCard) bool {
				return c.Retired && mc.Type == cc.CardType(a.A) && mc.Attacks == int(a.B)
			})
		case cc.KindToll:
			i = first(readyOf(cc.TollStation))
		case cc.KindWatch:
			i = first(readyOf(cc.Watchtower))
		}
		if i >= 0 {
			out[i] = a
		}
	}
	return out
}
