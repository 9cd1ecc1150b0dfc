package battlemerchants

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/battlemerchants/icons"
	"tabula/engines"
	bm "tabula/engines/battlemerchants"
	"tabula/engines/save"
)

// matBox draws a seat's mat and what lies in front of it: gold, per weapon
// the Craft Level, forging discount and unsold weapons, then the Reward and
// Region tiles, Kingdom cards, the Defeated pile and Craft Bonus cards. On
// the viewer's own mat the Forge buttons of the player to move sit in the
// row of their weapon; the whole mat of another seat spells out its
// Kingdom cards.
type matBox struct {
	app.Compo
	B *battleBoard
	V matView
}

// matView is what a matBox shows.
type matView struct {
	ID        string
	SeatClass string
	Name      string
	Kind      string
	Current   bool
	Gold      int
	Marks     seatMarks
	Forging   string // what may be forged, "" when the seat may not forge now
	Rows      [bm.NumWeapons]matRow
	Rewards   []rewardView
	Regions   string
	Kingdom   []bm.KingdomCard // as the game's rules version has them
	Limit     int
	Spelled   bool
	Defeated  string
	OnBoard   int
	Bonuses   string
	Choices   []board.Choice // the legal forges
	Hint      *engines.Action
}

// matRow is a weapon's row of a mat.
type matRow struct {
	Level, Discount int
	Hand            [bm.NumQualities]int
	Cost            [bm.NumQualities]int // forging prices, shown with the Forge buttons
}

// rewardView is a seat's count of Reward tiles of a race.
type rewardView struct {
	Race    bm.Race
	N       int
	Printed bool
}

// newMatView is what seat's mat in s looks like for p; mine is the
// viewer's own, docked beside the board.
func newMatView(p board.Props, s *bm.State, seat int, m *marks, mine bool) matView {
	pl := &s.Seats[seat]
	v := matView{
		ID: fmt.Sprintf("bm-mat-%d", seat), SeatClass: p.SeatClass(seat), Name: p.SeatName(seat), Kind: "Person",
		Current: seat == s.ToMove(), Gold: pl.Gold, Marks: m.seats[seat],
		Regions: regionsHeld(s, seat), Kingdom: kingdomCards(s, pl.Kingdom), Limit: s.KingdomLimitNow(), Spelled: !mine,
		Defeated: defeatedText(pl), OnBoard: s.OnBoard(seat), Bonuses: bonusesHeld(s, seat),
	}
	if !mine {
		v.ID += "-detail"
	}
	if seat < len(p.Seats) && p.Seats[seat].Kind == save.Computer {
		v.Kind = "Computer"
	}
	for w := range bm.Weapon(bm.NumWeapons) {
		v.Rows[w] = matRow{Level: pl.Levels[w], Discount: pl.Discount[w], Hand: pl.Hand[w]}
	}
	printed := s.PrintedRace(seat)
	for _, race := range racesInPlay(s) {
		v.Rewards = append(v.Rewards, rewardView{race, s.RewardTiles(seat, race), race == printed})
	}
	if mine && seat == s.ToMove() {
		for _, c := range p.Legal {
			if c.Action.Kind != bm.KindForge {
				continue
			}
			w, q := bm.Weapon(c.Action.A), bm.Quality(c.Action.B)
			v.Choices = append(v.Choices, c)
			v.Rows[w].Cost[q] = s.ForgeCost(seat, w, q)
			if p.Suggested(c.Action) {
				v.Hint = p.Hint
			}
		}
		if len(v.Choices) > 0 {
			v.Forging = forgeHeading(s)
		}
	}
	return v
}

// Render draws the mat.
func (c *matBox) Render() app.UI {
	v := c.V
	sm := v.Marks
	sec := app.Section().ID(v.ID).Class("bm-mat", v.SeatClass).Aria("labelledby", v.ID+"-name")
	if v.Current {
		sec = sec.Class("bm-mat-current")
	}
	return sec.Body(
		app.Header().Class("bm-mat-head").Body(
			app.Span().Class("swatch", v.SeatClass).Aria("hidden", "true"),
			app.H2().ID(v.ID+"-name").Class("bm-mat-name").Text(v.Name),
			app.Span().Class("bm-mat-kind").Text(v.Kind),
			app.Span().Class("bm-gold-total").Class(changedClass(sm.gold)...).Body(icons.Coin(), app.Textf("%d", v.Gold), app.Span().Class("visually-hidden").Text(" gold")),
		),
		// Always there, empty when not forging, so that the table after it
		// keeps its place among the mat's children and go-app updates it in
		// place instead of building it again.
		app.P().Class("bm-forge-note").Text(v.Forging),
		c.craftTable(),
		app.Dl().Class("bm-mat-facts").Body(
			app.Dt().Text("Reward tiles"), app.Dd().Class(changedClass(sm.rewards)...).Body(rewardChips(v.Rewards)),
			app.Dt().Text("Region tiles"), app.Dd().Text(v.Regions),
			app.Dt().Textf("Kingdom cards (%d of %d)", len(v.Kingdom), v.Limit),
			app.Dd().Class(changedClass(sm.kingdom)...).Body(kingdomChips(v.Kingdom, v.Spelled)),
			app.Dt().Text("Defeated pile"), app.Dd().Class(changedClass(sm.defeated)...).Text(v.Defeated),
			app.Dt().Text("On the board"), app.Dd().Textf("%d %s", v.OnBoard, board.Plural(v.OnBoard, "weapon", "weapons")),
			app.Dt().Text("Craft Bonus"), app.Dd().Text(v.Bonuses),
		),
	)
}

// changedClass is the class marking a changed part, or none.
func changedClass(changed bool) []string {
	if changed {
		return []string{"changed"}
	}
	return nil
}

// forgeHeading says how many weapons the player may still forge.
func forgeHeading(s *bm.State) string {
	if s.Phase == bm.PhaseForge {
		return fmt.Sprintf("Forge up to %d more %s:", s.Left, board.Plural(s.Left, "weapon", "weapons"))
	}
	return fmt.Sprintf("Forge up to %d weapons:", bm.MaxForge)
}

// craftTable is the mat's chart: per weapon the Craft Level (Vorpal at 5,
// Craft Bonus at 6), the forging discount, the unsold weapons and, while
// the player may forge, the Forge buttons with their prices.
func (c *matBox) craftTable() app.UI {
	v := c.V
	forging := v.Forging != ""
	p := c.B.props(v.Choices, v.Hint)
	rows := make([]app.UI, 0, bm.NumWeapons)
	for w := range bm.Weapon(bm.NumWeapons) {
		r := v.Rows[w]
		cells := []app.UI{
			app.Th().Scope("row").Body(icons.Weapon(w), app.Span().Class("bm-wname").Text(w.String())),
			app.Td().Class(changedClass(v.Marks.levels[w])...).Body(levelTrack(r.Level)),
			app.Td().Class("bm-discount").Body(discount(w, r.Discount)),
			app.Td().Class("bm-hand").Class(changedClass(v.Marks.unsold && r.Hand != [bm.NumQualities]int{})...).Body(handChips(w, r.Hand)),
		}
		if forging {
			cells = append(cells, app.Td().Class("bm-forge-cell").Body(
				forgeButton(p, w, bm.Standard, r.Cost[bm.Standard]), forgeButton(p, w, bm.Vorpal, r.Cost[bm.Vorpal])))
		}
		rows = append(rows, app.Tr().Body(cells...))
	}
	head := []app.UI{
		// Named like the rows' weapons: only the icons show in a narrow dock.
		app.Th().Scope("col").Body(app.Span().Class("bm-wname").Text("Weapon")),
		app.Th().Scope("col").Text("Craft"),
		app.Th().Scope("col").Body(app.Span().Aria("hidden", "true").Text("−"), app.Span().Class("visually-hidden").Text("Forging discount")),
		app.Th().Scope("col").Text("Unsold"),
	}
	if forging {
		head = append(head, app.Th().Scope("col").Text("Forge"))
	}
	return app.Table().Class("bm-crafts").Body(
		app.Caption().Class("visually-hidden").Text("Craft, forging discount and unsold weapons per weapon"),
		app.THead().Body(app.Tr().Body(head...)),
		app.TBody().Body(rows...),
	)
}

// forgeButton forges a weapon of type w and quality q when that is legal:
// an anvil, the V of Vorpal and the price.
func forgeButton(p board.Props, w bm.Weapon, q bm.Quality, cost int) app.UI {
	c, ok := p.Lookup(bm.Forge(w, q))
	if !ok {
		return nil
	}
	class := "bm-forge-" + board.Slug(q.String())
	return button(p, c.Action, "bm-forge "+class,
		icons.Anvil(),
		app.If(q == bm.Vorpal, func() app.UI { return app.Span().Class("bm-vorpal-badge").Aria("hidden", "true").Text("V") }),
		app.Span().Class("bm-forge-cost").Aria("hidden", "true").Body(icons.Coin(), app.Textf("%d", cost)),
		app.Span().Class("visually-hidden").Text(c.Text),
	)
}

// levelTrack shows a Craft Level as six pips, the fifth marked V (Vorpal)
// and the sixth B (Craft Bonus), with the number.
func levelTrack(level int) app.UI {
	pips := make([]app.UI, 0, bm.BonusLevel+1)
	for i := 1; i <= bm.BonusLevel; i++ {
		class := []string{"bm-pip"}
		mark := ""
		if i <= level {
			class = append(class, "bm-pip-on")
		}
		switch i {
		case bm.VorpalLevel:
			class, mark = append(class, "bm-pip-v"), "V"
		case bm.BonusLevel:
			class, mark = append(class, "bm-pip-b"), "B"
		}
		pips = append(pips, app.Span().Class(class...).Text(mark))
	}
	pips = append(pips, app.Span().Class("bm-level-num").Textf("%d", level))
	return app.Span().Class("bm-track").Role("img").
		Aria("label", fmt.Sprintf("Level %d (Vorpal from %d, Craft Bonus at %d)", level, bm.VorpalLevel, bm.BonusLevel)).
		Body(pips...)
}

// discount is a forging discount: a coin and "−2", or a dash for none.
func discount(w bm.Weapon, d int) app.UI {
	if d == 0 {
		return app.Span().Class("bm-none").Title("No forging discount").Text("–")
	}
	return app.Span().Title(fmt.Sprintf("Forging a %s costs %d gold less", w, d)).Body(
		app.Textf("−%d", d), app.Span().Class("visually-hidden").Text(" gold"))
}

// handChips shows unsold weapons of one type: a tile with the count per
// quality, the Vorpal one gold-rimmed.
func handChips(w bm.Weapon, hand [bm.NumQualities]int) app.UI {
	if hand[bm.Standard]+hand[bm.Vorpal] == 0 {
		return app.Span().Class("bm-none").Title("None unsold").Text("–")
	}
	var parts []app.UI
	for q := range bm.Quality(bm.NumQualities) {
		if hand[q] > 0 {
			words := fmt.Sprintf("%d %s %s", hand[q], q, board.Plural(hand[q], w.String(), w.String()+"s"))
			parts = append(parts, app.Span().Class("bm-chip", "bm-chip-"+board.Slug(q.String())).Title(words).Body(
				app.Span().Aria("hidden", "true").Textf("%d", hand[q]),
				app.If(q == bm.Vorpal, func() app.UI { return app.Span().Class("bm-chip-v").Aria("hidden", "true").Text("V") }),
				app.Span().Class("visually-hidden").Text(words),
			))
		}
	}
	return app.Span().Class("bm-chips").Body(parts...)
}

// rewardChips shows a seat's Reward tiles per race in play, the printed one
// marked.
func rewardChips(rewards []rewardView) app.UI {
	chips := make([]app.UI, 0, len(rewards))
	for _, r := range rewards {
		title := fmt.Sprintf("%d %s Reward %s: +%d gold on every sale to the %s", r.N, r.Race, board.Plural(r.N, "tile", "tiles"), r.N, r.Race)
		chip := app.Span().Class("bm-reward-chip", "bm-race-"+board.Slug(r.Race.String()))
		if r.Printed {
			chip = chip.Class("bm-printed")
			title += " (one printed on the mat)"
		}
		chips = append(chips, chip.Title(title).Body(
			app.Span().Class("bm-hex").Aria("hidden", "true").Body(icons.Race(r.Race)),
			app.Span().Aria("hidden", "true").Textf("%d", r.N),
			app.Span().Class("visually-hidden").Text(title),
		))
	}
	return app.Span().Class("bm-reward-chips").Body(chips...)
}

// racesInPlay lists the races of the board side in use, in ring order.
func racesInPlay(s *bm.State) []bm.Race {
	var out []bm.Race
	for _, def := range s.Regions() {
		out = append(out, def.Races[0])
	}
	return out
}

// regionsHeld names the Region tiles a seat holds.
func regionsHeld(s *bm.State, seat int) string {
	var names []string
	for _, def := range s.Regions() {
		if int(s.RegionOwner[def.Region]) == seat {
			names = append(names, def.Region.String())
		}
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}

// kingdomChips lists the Kingdom cards in front of a player; spelled out,
// each with its text.
func kingdomChips(cards []bm.KingdomCard, spelled bool) app.UI {
	if len(cards) == 0 {
		return app.Span().Class("bm-none").Text("none")
	}
	return app.Ul().Class("bm-kingdom-chips").Body(app.Range(cards).Slice(func(i int) app.UI {
		k := cards[i]
		li := app.Li().Class("bm-chip", "bm-dur-"+board.Slug(k.Duration.String())).Title(k.Text)
		if spelled {
			return li.Body(app.Strong().Textf("%s (%s)", k.Name, k.Duration), app.Text(": "+k.Text))
		}
		return li.Textf("%s (%s)", k.Name, k.Duration)
	}))
}

// defeatedText describes a Defeated pile and its worth at Year's End.
func defeatedText(pl *bm.Player) string {
	if pl.Defeated[bm.Standard]+pl.Defeated[bm.Vorpal] == 0 {
		return "empty"
	}
	return fmt.Sprintf("%d Standard, %d Vorpal (worth %d)", pl.Defeated[bm.Standard], pl.Defeated[bm.Vorpal], pl.DefeatedTotal())
}

// bonusesHeld names the Craft Bonus cards in front of a seat.
func bonusesHeld(s *bm.State, seat int) string {
	var names []string
	for w := range bm.Weapon(bm.NumWeapons) {
		if int(s.BonusOwner[w]) != seat {
			continue
		}
		face := "ready"
		if s.BonusUsed[w] {
			face = "used this Season"
		}
		names = append(names, fmt.Sprintf("%s (%s)", w, face))
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}

// button is an HTML button choosing action a, or nothing when a is not
// legal now.
func button(p board.Props, a engines.Action, class string, body ...app.UI) app.UI {
	c, ok := p.Lookup(a)
	if !ok {
		return nil
	}
	return board.ChoiceButton(c, p.Choose, "button", "bm-btn", "target", class).Class(p.SuggestedClass(a)...).Body(body...)
}

// panelBox is a seat's compact panel: gold, Craft Levels per weapon,
// unsold weapons, Reward tiles, Kingdom cards and the Defeated pile at a
// glance, each an icon and a number.
type panelBox struct {
	app.Compo
	V panelView
}

// panelView is what a panelBox shows.
type panelView struct {
	Gold, Unsold, Rewards, Kingdom, Defeated int
	Levels                                   [bm.NumWeapons]int
	Marks                                    seatMarks
}

// newPanelView is what seat's panel in s looks like.
func newPanelView(s *bm.State, seat int, m *marks) panelView {
	pl := &s.Seats[seat]
	v := panelView{Gold: pl.Gold, Unsold: handTotal(pl), Kingdom: len(pl.Kingdom), Defeated: pl.DefeatedTotal(), Levels: pl.Levels, Marks: m.seats[seat]}
	for _, race := range racesInPlay(s) {
		v.Rewards += s.RewardTiles(seat, race)
	}
	return v
}

// Render draws the panel.
func (c *panelBox) Render() app.UI {
	v := c.V
	sm := v.Marks
	levels := make([]app.UI, 0, bm.NumWeapons)
	for w := range bm.Weapon(bm.NumWeapons) {
		title := fmt.Sprintf("%s Craft Level %d", w, v.Levels[w])
		levels = append(levels, app.Span().Class("bm-sum-item").Class(changedClass(sm.levels[w])...).Title(title).Body(
			icons.Weapon(w), app.Span().Aria("hidden", "true").Textf("%d", v.Levels[w]), app.Span().Class("visually-hidden").Text(title)))
	}
	item := func(changed bool, icon app.UI, n int, title string) app.UI {
		return app.Span().Class("bm-sum-item").Class(changedClass(changed)...).Title(title).Body(
			icon, app.Span().Aria("hidden", "true").Textf("%d", n), app.Span().Class("visually-hidden").Text(title))
	}
	return app.Div().Class("bm-summary").Body(
		item(sm.gold, icons.Coin(), v.Gold, fmt.Sprintf("%d gold", v.Gold)),
		app.Span().Class("bm-sum-levels").Body(levels...),
		item(sm.unsold, icons.Tile(), v.Unsold, fmt.Sprintf("%d unsold %s", v.Unsold, board.Plural(v.Unsold, "weapon", "weapons"))),
		item(sm.rewards, icons.Hex(), v.Rewards, fmt.Sprintf("%d Reward %s", v.Rewards, board.Plural(v.Rewards, "tile", "tiles"))),
		item(sm.kingdom, icons.Card(), v.Kingdom, fmt.Sprintf("%d Kingdom %s", v.Kingdom, board.Plural(v.Kingdom, "card", "cards"))),
		item(sm.defeated, icons.Defeated(), v.Defeated, fmt.Sprintf("Defeated pile worth %d", v.Defeated)),
	)
}
