package battlemerchants

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/battlemerchants/guide"
	"tabula/app/boards/battlemerchants/icons"
	"tabula/app/boards/battlemerchants/words"
	"tabula/engines"
	bm "tabula/engines/battlemerchants"
)

// sideBoard is the board's right-hand part: the Kingdom cards beside the
// Craft cards they face (on the 2-player side board, with its links and
// Salesman Steve), the Craft Bonus cards, the decks and the Kingdom discard
// pile, with the map's key beside its heading. Its parts are components,
// redrawn only when what they show changes.
func sideBoard(b *battleBoard, p board.Props, s *bm.State, m *marks) app.UI {
	two := s.NPlayers == 2
	title := "Cards on offer"
	if two {
		title = "Side board"
	}
	cells := make([]app.UI, 0, bm.KingdomRowSize+bm.CraftRowSize+5)
	for slot := range bm.KingdomRowSize {
		cells = append(cells, &cardBox{B: b, V: newCardView(p, s, words.Box{Kingdom: true, Slot: slot}, m.kingdom[slot])})
	}
	for slot := range bm.CraftRowSize {
		cells = append(cells, &cardBox{B: b, V: newCardView(p, s, words.Box{Slot: slot}, m.craft[slot])})
	}
	piles := &pilesBox{V: pilesView{Early: len(s.EarlyDeck), Late: len(s.LateDeck), Kingdom: len(s.KingdomDeck), Out: kingdomCards(s, s.KingdomOut), Row: !two}}
	if two {
		cells = append(cells, &steveBox{V: steveView{Races: s.SteveRaces, Pos: s.StevePos, Sold: s.SteveSold, Lost: s.SteveLost, Moved: m.steveAt}})
		for slot := range bm.KingdomRowSize {
			cells = append(cells, app.Div().Class("bm-link", fmt.Sprintf("bm-link-%d", slot+1)).Aria("hidden", "true"))
		}
		cells = append(cells, app.Div().Class("bm-link", "bm-link-45").Aria("hidden", "true"))
	} else {
		cells = append(cells, piles)
	}
	side := "bm-market-34"
	if two {
		side = "bm-market-2"
	}
	bonus := bonusView{Owner: s.BonusOwner, Used: s.BonusUsed, Marks: m.bonus, SeatClass: make([]string, s.NPlayers), SeatName: make([]string, s.NPlayers)}
	for seat := range s.NPlayers {
		bonus.SeatClass[seat], bonus.SeatName[seat] = p.SeatClass(seat), p.SeatName(seat)
	}
	return app.Section().Class("bm-side", side).Aria("labelledby", "bm-market-title").Body(
		// The map's key shares the heading's line: at the foot of the
		// column it lay under the board's zoom buttons at the fitted zoom.
		app.Div().Class("bm-side-head").Body(
			app.H2().ID("bm-market-title").Class("bm-heading").Text(title),
			&legendBox{Steve: two, Cube: p.SeatClass(max(p.Viewer, 0))},
		),
		app.Div().Class("bm-cards").Body(cells...),
		&bonusBox{V: bonus},
		app.If(two, func() app.UI { return piles }),
	)
}

// cardBox is a box of the card display with its card: a button taking or
// learning it when that is legal, else a box that says why it cannot be
// chosen (refused) or what it is.
type cardBox struct {
	app.Compo
	B *battleBoard
	V cardView
}

// cardView is what a cardBox shows.
type cardView struct {
	Box     words.Box
	ID      int            // the card, -1 for an empty box
	Kingdom bm.KingdomCard // a Kingdom card as the game's rules version has it
	Two     bool
	Changed bool
	Choices []board.Choice // the legal choice taking the card, if any
	Hint    *engines.Action
	Refused string
	Cost    int    // a Craft card's price for the player to move, -1 for none
	Mover   string // the player to move, as an object ("you", "Beatrix")
}

// newCardView is what box b of s looks like for p.
func newCardView(p board.Props, s *bm.State, b words.Box, changed bool) cardView {
	v := cardView{Box: b, Two: s.NPlayers == 2, Changed: changed, Cost: -1, Mover: board.NameMentions(board.ObjectMention(s.Current), p.SeatName)}
	var a engines.Action
	if b.Kingdom {
		v.ID, a = s.KingdomRow[b.Slot], bm.TakeKingdom(b.Slot)
	} else {
		v.ID, a = s.CraftRow[b.Slot], bm.Learn(b.Slot)
	}
	if v.ID < 0 {
		return v
	}
	if c, ok := p.Lookup(a); ok {
		v.Choices = []board.Choice{c}
		if p.Suggested(a) {
			v.Hint = p.Hint
		}
	}
	if b.Kingdom {
		v.Kingdom = s.Kingdom(v.ID)
		v.Refused = words.RefusedCard(p, s, b)
		return v
	}
	v.Refused = words.RefusedCard(p, s, b)
	if !s.Over() {
		v.Cost = s.CraftCost(s.Current, v.ID)
		if s.Phase == bm.PhaseFreeCraft {
			v.Cost = 0
		}
	}
	return v
}

// boxClass is the CSS class of box b, "bm-box-k1" or "bm-box-c5".
func boxClass(b words.Box) string {
	if b.Kingdom {
		return fmt.Sprintf("bm-box-k%d", b.Slot+1)
	}
	return fmt.Sprintf("bm-box-c%d", b.Slot+1)
}

// Render draws the card.
func (c *cardBox) Render() app.UI {
	v := c.V
	class := []string{"bm-card", boxClass(v.Box)}
	if v.Changed {
		class = append(class, "changed")
	}
	if v.ID < 0 {
		return app.Div().Class(append(class, "bm-card-empty")...).Text(v.Box.String() + ": empty")
	}
	var title, flip string
	var parts []app.UI
	if v.Box.Kingdom {
		title, parts = kingdomFace(v)
		class = append(class, "bm-kingdom", "bm-dur-"+board.Slug(v.Kingdom.Duration.String()))
		flip = fmt.Sprintf("k%d", v.ID)
	} else {
		title, parts = craftFace(v)
		deck := "bm-early"
		if bm.CraftCards[v.ID].Late {
			deck = "bm-late"
		}
		class = append(class, "bm-craft", deck)
		flip = fmt.Sprintf("c%d", v.ID)
	}
	p := c.B.props(v.Choices, v.Hint)
	// A card that can be chosen is the same element as one that cannot, so
	// that go-app updates it in place when the turn passes: a button in its
	// place made the whole card be built anew twice a turn.
	e := app.Elem("div").Class(class...).DataSet("flip", flip)
	if len(v.Choices) > 0 {
		return p.FaceTarget(e, v.Choices[0].Action).Body(parts...)
	}
	if v.Refused != "" {
		return p.Refused(e, v.Refused).Aria("label", title).Role("group").Body(parts...)
	}
	return e.Title(title).Body(parts...)
}

// craftFace is a Craft card's title and face: its weapon, Levels, cost and
// coins, with the price for the player to move.
func craftFace(v cardView) (string, []app.UI) {
	c := bm.CraftCards[v.ID]
	deckName := "Spring/Summer"
	if c.Late {
		deckName = "Autumn/Winter"
	}
	levels := fmt.Sprintf("+%d %s", c.Levels, board.Plural(c.Levels, "Level", "Levels"))
	title := fmt.Sprintf("%s Craft card (%s deck): %s, cost %s", c.Weapon, deckName, levels, words.CraftCost(c.Cost))
	if c.Discount > 0 {
		title += fmt.Sprintf("; forging a %s costs %d gold less", c.Weapon, c.Discount)
	}
	if v.Cost >= 0 {
		title += fmt.Sprintf("; %d gold for %s now", v.Cost, v.Mover)
	}
	// A screen reader reads the card in words, the move it plays when it
	// is a choice, not its face's signs ("Axe +1 Level Free = 0"), and its
	// box, which tells two cards alike apart.
	spoken := title
	if len(v.Choices) > 0 {
		spoken = strings.TrimSuffix(v.Choices[0].Text, ".") + ", from " + v.Box.String()
	}
	return title, []app.UI{
		app.Span().Class("visually-hidden").Text(spoken),
		app.Span().Class("bm-card-head").Aria("hidden", "true").Body(
			icons.Weapon(c.Weapon),
			app.Span().Class("bm-card-name").Text(c.Weapon.String()),
			app.If(v.Two, func() app.UI { return app.Span().Class("bm-box-name").Text(v.Box.String()) }),
		),
		app.Span().Class("bm-card-body").Aria("hidden", "true").Body(
			levelPips(c.Levels, levels),
			app.If(c.Discount > 0, func() app.UI {
				return app.Span().Class("bm-coins").Title(fmt.Sprintf("Forging a %s costs %d gold less", c.Weapon, c.Discount)).Body(
					icons.Coin(), app.Textf("−%d", c.Discount), app.Span().Class("visually-hidden").Text(" on forging"))
			}),
		),
		app.Span().Class("bm-card-foot").Aria("hidden", "true").Body(
			app.Span().Class("bm-cost").Title("Cost: "+words.CraftCostHelp(c.Cost)).Text(words.CraftCost(c.Cost)),
			app.If(v.Cost >= 0, func() app.UI {
				return app.Span().Class("bm-price").Title(priceHelp(v.Cost, v.Mover)).
					Body(app.Text("= "), icons.Coin(), app.Textf("%d", v.Cost), app.Span().Class("visually-hidden").Text(" gold"))
			}),
		),
	}
}

// kingdomFace is a Kingdom card's title and face: name, text, duration and
// gold.
func kingdomFace(v cardView) (string, []app.UI) {
	k := v.Kingdom
	title := fmt.Sprintf("%s, Kingdom card (%s): %s", k.Name, k.Duration, k.Text)
	if k.Gold != 0 {
		title += " " + words.KingdomGold(k.Gold) + "."
	}
	return title, []app.UI{
		app.Span().Class("bm-card-head").Body(
			app.Span().Class("bm-card-name").Text(k.Name),
			app.If(v.Two, func() app.UI { return app.Span().Class("bm-box-name").Text(v.Box.String()) }),
		),
		app.Span().Class("bm-card-text").Text(k.Text),
		app.Span().Class("bm-card-foot").Body(
			app.Span().Class("bm-duration").Text(k.Duration.String()),
			app.If(k.Gold != 0, func() app.UI {
				return app.Span().Class("bm-gold").Body(icons.Coin(), app.Text(words.KingdomGold(k.Gold)))
			}),
		),
	}
}

// levelPips shows a Craft card's Levels as diamonds, with the words for
// screen readers.
func levelPips(n int, words string) app.UI {
	pips := make([]app.UI, 0, n+1)
	for range n {
		pips = append(pips, app.Span().Class("bm-level-pip").Aria("hidden", "true"))
	}
	pips = append(pips, app.Span().Class("visually-hidden").Text(words))
	return app.Span().Class("bm-levels").Title(words).Body(pips...)
}

// bonusBox is the four Craft Bonus cards: unclaimed by the board, or in
// front of their owner face up (ready) or face down (used this Season).
type bonusBox struct {
	app.Compo
	V bonusView
}

// bonusView is what a bonusBox shows.
type bonusView struct {
	Owner     [bm.NumWeapons]int8
	Used      [bm.NumWeapons]bool
	Marks     [bm.NumWeapons]bool
	SeatClass []string
	SeatName  []string
}

// Render draws the Craft Bonus cards.
func (c *bonusBox) Render() app.UI {
	v := c.V
	items := make([]app.UI, 0, bm.NumWeapons)
	for w := range bm.Weapon(bm.NumWeapons) {
		owner := int(v.Owner[w])
		var state, title string
		li := app.Li().Class("bm-bonus")
		switch {
		case owner < 0:
			li = li.Class("bm-bonus-free")
			state = fmt.Sprintf("first to %d", bm.BonusLevel)
			title = fmt.Sprintf("%s Craft Bonus card: the first player to reach Level %d in %s takes it", w, bm.BonusLevel, w)
		case v.Used[w]:
			li = li.Class("bm-bonus-used", v.SeatClass[owner])
			state = v.SeatName[owner] + ": used"
			title = fmt.Sprintf("%s Craft Bonus card, held by %s: face down (used this Season)", w, v.SeatName[owner])
		default:
			li = li.Class("bm-bonus-ready", v.SeatClass[owner])
			state = v.SeatName[owner] + ": ready"
			title = fmt.Sprintf("%s Craft Bonus card, held by %s: face up (Forge and Sell once this Season)", w, v.SeatName[owner])
		}
		if v.Marks[w] {
			li = li.Class("changed")
		}
		items = append(items, li.Title(title).Body(
			icons.Weapon(w),
			app.Span().Class("bm-bonus-name").Text(w.String()),
			app.Span().Class("bm-bonus-state").Text(state),
		))
	}
	return app.Div().Class("bm-bonuses").Body(
		app.H3().Class("bm-subheading").Text("Craft Bonus cards"),
		app.Ul().Class("bm-bonus-list").Body(items...),
	)
}

// pilesBox is the decks and the Kingdom discard pile; Row lays them out in
// a grid cell of the card display.
type pilesBox struct {
	app.Compo
	V pilesView
}

// pilesView is what a pilesBox shows.
type pilesView struct {
	Early, Late, Kingdom int
	Out                  []bm.KingdomCard // the discarded Kingdom cards
	Row                  bool
}

// kingdomCards are the Kingdom cards ids as the rules version of s has
// them (a game started under rules version 2 keeps that version's texts).
func kingdomCards(s *bm.State, ids []int) []bm.KingdomCard {
	out := make([]bm.KingdomCard, len(ids))
	for i, id := range ids {
		out[i] = s.Kingdom(id)
	}
	return out
}

// Render draws the decks and the discard pile.
func (c *pilesBox) Render() app.UI {
	v := c.V
	class := "bm-piles"
	if v.Row {
		class = "bm-pile-cell"
	}
	return app.Div().Class(class).Body(
		app.Dl().Class("bm-decks").Body(
			app.Dt().Text("Spring/Summer deck"), app.Dd().Textf("%d", v.Early),
			app.Dt().Text("Autumn/Winter deck"), app.Dd().Textf("%d", v.Late),
			app.Dt().Text("Kingdom deck"), app.Dd().Textf("%d", v.Kingdom),
		),
		app.Details().Class("bm-discards").Body(
			app.Summary().Textf("Kingdom discards (%d)", len(v.Out)),
			app.If(len(v.Out) == 0, func() app.UI { return app.P().Class("hint").Text("No Kingdom card has been discarded yet.") }),
			app.Ul().Body(app.Range(v.Out).Slice(func(i int) app.UI {
				k := v.Out[i]
				return app.Li().Body(app.Strong().Text(k.Name), app.Textf(" (%s): %s", k.Duration, k.Text))
			})),
		),
	)
}

// legendBox is the map's key; Cube is the seat colour of its example cube.
type legendBox struct {
	app.Compo
	Steve bool
	Cube  string
}

// Render draws the key.
func (c *legendBox) Render() app.UI { return guide.MapKey(c.Steve, c.Cube) }

// steveBox is Salesman Steve's row on the side board: the race on each of
// his four spaces, his cube on the one he sells to next.
type steveBox struct {
	app.Compo
	V steveView
}

// steveView is what a steveBox shows.
type steveView struct {
	Races           [bm.NumRaces]bm.Race
	Pos, Sold, Lost int
	Moved           bool
}

// Render draws Steve's row.
func (c *steveBox) Render() app.UI {
	v := c.V
	return app.Div().Class("bm-steve").Body(
		app.H3().Class("bm-subheading").Text("Salesman Steve"),
		app.Ol().Class("bm-steve-spaces").Body(app.Range(v.Races[:]).Slice(func(i int) app.UI {
			race := v.Races[i]
			li := app.Li().Class("bm-steve-space", "bm-race-"+board.Slug(race.String())).Title(race.String())
			parts := []app.UI{
				icons.Race(race),
				app.Span().Class("visually-hidden").Text(race.String()),
			}
			if i == v.Pos {
				li = li.Class("bm-steve-next").Aria("current", "step")
				cube := app.Span().Class("bm-steve-cube").DataSet("flip", "steve-cube").Title("Steve's cube: his next sale")
				if v.Moved {
					cube = cube.Class("changed")
				}
				parts = append(parts, cube)
			}
			return li.Body(parts...)
		})),
		app.P().Class("bm-steve-note").Textf("Next: a Standard weapon to the %s. Sold %d, lost %d.", v.Races[v.Pos], v.Sold, v.Lost),
	)
}

// priceHelp explains a Craft card's "= N gold": what learning it costs the
// player to move, mover as an object ("you", "Beatrix"), which changes
// with whose turn it is.
func priceHelp(cost int, mover string) string {
	return fmt.Sprintf("%d gold: what learning this card costs %s now, the player to move (its cost times the Levels held in its weapon, so it changes with whose turn it is)", cost, mover)
}
