package coincrown

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	cc "tabula/engines/coincrown"
)

// The printed faces of the cards. Each is a component whose exported
// fields are everything it draws, so when the table is drawn again after a
// move go-app compares the fields and leaves an unchanged card alone: most
// of the table's cards do not change in a move. A face never holds an
// action; the element around it (a target or a plain box) does.

// marketFace is a Market card: its colour band with the colour's icon and
// the card's name, the cost, what it does in a few words and pictures, and
// the Bonus Coins lying on it.
type marketFace struct {
	app.Compo
	ID    int16
	Bonus cc.Coins
}

// Render draws the card.
func (f *marketFace) Render() app.UI {
	mc := cc.MarketCards[f.ID]
	info := cc.Types[mc.Type]
	return app.Span().Class("cc-face").Body(
		app.Span().Class("cc-band").Body(
			icon(categoryIcon[info.Category]),
			app.Span().Class("cc-card-name").Text(mc.Type.String()),
		),
		app.Span().Class("cc-card-mid").Body(
			app.Span().Class("cc-cost").Body(coinsView(mc.Cost, "free")),
			effectView(mc.Type, mc.Attacks),
		),
		app.If(f.Bonus.Count() > 0, func() app.UI {
			return app.Span().Class("cc-bonus").Body(app.Span().Class("cc-bonus-label").Text("Bonus"), coinsView(f.Bonus, ""))
		}),
	)
}

// effectView says what a kind of card does in a few words and pictures;
// abilityText says it in full.
func effectView(t cc.CardType, attacks int) app.UI {
	info := cc.Types[t]
	fx := app.Span().Class("cc-fx")
	switch {
	case info.Produces != cc.NoResource:
		return fx.Body(resourceView(info.Produces), app.Text(" a year"))
	case info.Troop:
		return fx.Body(icon("sword"), app.Textf("+%d ", info.Strength), icon("token"), app.Textf("×%d", attacks),
			app.Span().Class("visually-hidden").Textf(" (%d attacks)", attacks))
	case t == cc.Armor:
		return fx.Body(icon("sword"), app.Textf("+%d on a Troop", info.Strength))
	case t == cc.Cavalry:
		return fx.Body(icon("sword"), app.Textf("+%d once", info.Strength))
	case info.Wild > 0 && !info.Retires:
		return fx.Body(icon("wild"), app.Text(" "+builderReach[info.UpTo]))
	case t == cc.Storehouse:
		return fx.Body(icon("wild"), icon("wild"), app.Text(" once"))
	case info.Mill != cc.NoResource:
		return fx.Body(app.Text("Ready all "), resourceView(info.Mill))
	}
	return fx.Text(shortEffect[t])
}

// builderReach is how far a Builder helps, by its highest bracket.
var builderReach = [cc.NumLandKinds - 1]string{"to a Village", "to a Town", "any upgrade"}

// shortEffect is the few words of the cards drawn without pictures.
var shortEffect = map[cc.CardType]string{
	cc.Barracks:    "Retired Troop back",
	cc.Fortress:    "An extra action",
	cc.Watchtower:  "See the decks' tops",
	cc.TollStation: "Draw an extra coin",
	cc.Harbor:      fmt.Sprintf("Overseas +%d free", cc.HarborLevels),
}

// marketCardTitle describes a Market card in words, for its tooltip.
func marketCardTitle(id int16) string {
	mc := cc.MarketCards[id]
	t := fmt.Sprintf("%s (%s, %s Market), costs %s: %s", mc.Type, cc.Types[mc.Type].Category, mc.Deck, mc.Cost, abilityText[mc.Type])
	if cc.Types[mc.Type].Troop {
		t += fmt.Sprintf(" %d attacks.", mc.Attacks)
	}
	return t
}

// landFace is a Land card at its current size: crown (points), name,
// shield (defense) and the upgrade brackets still ahead, the next one
// marked; Left > 0 says how many cards its deck holds. A Land a player
// owns shows no shield: no one conquers it from them.
type landFace struct {
	app.Compo
	ID    int16
	Level cc.LandKind
	Left  int
	Owned bool
}

// Render draws the Land.
func (f *landFace) Render() app.UI {
	lc := cc.LandCards[f.ID]
	var brackets []app.UI
	for b := f.Level; b < cc.City; b++ {
		class := "cc-bracket"
		if b == f.Level {
			class += " cc-bracket-next"
		}
		brackets = append(brackets, app.Li().Class(class).Body(
			app.Span().Class("cc-bracket-to").Text((b+1).String()),
			needsView(lc.Brackets[b], "nothing"),
		))
	}
	pts := cc.LandPoints[f.Level]
	return app.Span().Class("cc-land-face").Body(
		app.Span().Class("cc-land-head").Body(
			app.Span().Class("cc-crown").Title(fmt.Sprintf("%d %s", pts, board.Plural(pts, "point", "points"))).Body(
				icon("crown"), app.Span().Aria("hidden", "true").Textf("%d", pts),
				app.Span().Class("visually-hidden").Textf("%d %s", pts, board.Plural(pts, "point", "points")),
			),
			app.Span().Class("cc-land-name").Text(f.Level.String()),
			app.If(f.Left > 0, func() app.UI { return app.Span().Class("cc-deck-left").Textf("%d left", f.Left) }),
			app.If(!f.Owned, func() app.UI {
				return app.Span().Class("cc-shield").Title(fmt.Sprintf("Defense %d", lc.Defense)).Body(
					app.Span().Aria("hidden", "true").Textf("%d", lc.Defense),
					app.Span().Class("visually-hidden").Textf("defense %d", lc.Defense),
				)
			}),
		),
		app.If(len(brackets) > 0, func() app.UI {
			return app.Ul().Class("cc-brackets").Aria("label", "Upgrades: resources for each size").Body(brackets...)
		}),
	)
}

// tableauFace is a card in front of a player: its colour and name, a
// Troop's tokens, and whether it is exhausted (drawn turned) or retired.
type tableauFace struct {
	app.Compo
	ID        int16
	Exhausted bool
	Retired   bool
	Tokens    int8
}

// Render draws the card.
func (f *tableauFace) Render() app.UI {
	mc := cc.MarketCards[f.ID]
	info := cc.Types[mc.Type]
	state := "ready"
	switch {
	case f.Retired:
		state = "retired"
	case f.Exhausted:
		state = "exhausted"
	}
	return app.Span().Class("cc-tface").Body(
		icon(categoryIcon[info.Category]),
		app.Span().Class("cc-tcard-name").Text(mc.Type.String()),
		app.If(info.Troop && !f.Retired, func() app.UI {
			return app.Span().Class("cc-tokens").Title(fmt.Sprintf("%d %s", f.Tokens, board.Plural(int(f.Tokens), "token", "tokens"))).Body(
				app.Span().Aria("hidden", "true").Body(icon("token"), app.Textf("%d", f.Tokens)),
				app.Span().Class("visually-hidden").Textf(", %d %s", f.Tokens, board.Plural(int(f.Tokens), "token", "tokens")),
			)
		}),
		app.Span().Class("visually-hidden").Text(", "+state),
	)
}
