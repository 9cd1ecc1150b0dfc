package battlemerchants

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines"
	bm "tabula/engines/battlemerchants"
	"tabula/engines/save"
)

// playerMat draws a seat's mat and what lies in front of it: gold, per
// weapon the Craft Level, forging discount and unsold weapons, then the
// Reward and Region tiles, Kingdom cards, the Defeated pile and Craft Bonus
// cards. On the viewer's own mat (mine) the Forge buttons of the player to
// move sit in the row of their weapon; the whole mat of another seat
// (mine false) spells out its Kingdom cards.
func playerMat(p board.Props, s *bm.State, seat int, m *marks, mine bool) app.UI {
	pl := &s.Seats[seat]
	sm := m.seats[seat]
	id := fmt.Sprintf("bm-mat-%d", seat)
	if !mine {
		id += "-detail"
	}
	sec := app.Section().ID(id).Class("bm-mat", p.SeatClass(seat)).Aria("labelledby", id+"-name")
	if seat == s.ToMove() {
		sec = sec.Class("bm-mat-current")
	}
	kind := "Person"
	if seat < len(p.Seats) && p.Seats[seat].Kind == save.Computer {
		kind = "Computer"
	}
	forging := mine && seat == s.ToMove() && hasKind(p.Legal, bm.KindForge)
	return sec.Body(
		app.Header().Class("bm-mat-head").Body(
			app.Span().Class("swatch", p.SeatClass(seat)).Aria("hidden", "true"),
			app.H2().ID(id+"-name").Class("bm-mat-name").Text(p.SeatName(seat)),
			app.Span().Class("bm-mat-kind").Text(kind),
			app.Span().Class("bm-gold-total").Class(changedClass(sm.gold)...).Body(coinIcon(), app.Textf("%d", pl.Gold), app.Span().Class("visually-hidden").Text(" gold")),
		),
		app.If(forging, func() app.UI { return app.P().Class("bm-forge-note").Text(forgeHeading(s)) }),
		craftTable(p, s, seat, sm, forging),
		app.Dl().Class("bm-mat-facts").Body(
			app.Dt().Text("Reward tiles"), app.Dd().Class(changedClass(sm.rewards)...).Body(rewardChips(s, seat)),
			app.Dt().Text("Region tiles"), app.Dd().Text(regionsHeld(s, seat)),
			app.Dt().Textf("Kingdom cards (%d of %d)", len(pl.Kingdom), s.KingdomLimitNow()),
			app.Dd().Class(changedClass(sm.kingdom)...).Body(kingdomChips(pl.Kingdom, !mine)),
			app.Dt().Text("Defeated pile"), app.Dd().Class(changedClass(sm.defeated)...).Text(defeatedText(pl)),
			app.Dt().Text("On the board"), app.Dd().Textf("%d %s", s.OnBoard(seat), board.Plural(s.OnBoard(seat), "weapon", "weapons")),
			app.Dt().Text("Craft Bonus"), app.Dd().Text(bonusesHeld(s, seat)),
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

// hasKind reports whether a legal choice is of kind k.
func hasKind(legal []board.Choice, k uint8) bool {
	for _, c := range legal {
		if c.Action.Kind == k {
			return true
		}
	}
	return false
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
func craftTable(p board.Props, s *bm.State, seat int, sm seatMarks, forging bool) app.UI {
	pl := &s.Seats[seat]
	rows := make([]app.UI, 0, bm.NumWeapons)
	for w := range bm.Weapon(bm.NumWeapons) {
		cells := []app.UI{
			app.Th().Scope("row").Body(weaponIcon(w), app.Span().Class("bm-wname").Text(w.String())),
			app.Td().Class(changedClass(sm.levels[w])...).Body(levelTrack(pl.Levels[w])),
			app.Td().Class("bm-discount").Body(discount(w, pl.Discount[w])),
			app.Td().Class("bm-hand").Class(changedClass(sm.unsold && pl.Hand[w] != [bm.NumQualities]int{})...).Body(handChips(w, pl.Hand[w])),
		}
		if forging {
			cells = append(cells, app.Td().Class("bm-forge-cell").Body(
				forgeButton(p, s, seat, w, bm.Standard), forgeButton(p, s, seat, w, bm.Vorpal)))
		}
		rows = append(rows, app.Tr().Body(cells...))
	}
	head := []app.UI{
		app.Th().Scope("col").Text("Weapon"),
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
func forgeButton(p board.Props, s *bm.State, seat int, w bm.Weapon, q bm.Quality) app.UI {
	c, ok := p.Lookup(bm.Forge(w, q))
	if !ok {
		return nil
	}
	class := "bm-forge-" + board.Slug(q.String())
	return button(p, c.Action, "bm-forge "+class,
		anvilIcon(),
		app.If(q == bm.Vorpal, func() app.UI { return app.Span().Class("bm-vorpal-badge").Aria("hidden", "true").Text("V") }),
		app.Span().Class("bm-forge-cost").Aria("hidden", "true").Body(coinIcon(), app.Textf("%d", s.ForgeCost(seat, w, q))),
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
func rewardChips(s *bm.State, seat int) app.UI {
	printed := s.PrintedRace(seat)
	var chips []app.UI
	for _, race := range racesInPlay(s) {
		n := s.RewardTiles(seat, race)
		title := fmt.Sprintf("%d %s Reward %s: +%d gold on every sale to the %s", n, race, board.Plural(n, "tile", "tiles"), n, race)
		chip := app.Span().Class("bm-reward-chip", "bm-race-"+board.Slug(race.String()))
		if race == printed {
			chip = chip.Class("bm-printed")
			title += " (one printed on the mat)"
		}
		chips = append(chips, chip.Title(title).Body(
			app.Span().Class("bm-hex").Aria("hidden", "true").Body(raceIcon(race)),
			app.Span().Aria("hidden", "true").Textf("%d", n),
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
func kingdomChips(ids []int, spelled bool) app.UI {
	if len(ids) == 0 {
		return app.Span().Class("bm-none").Text("none")
	}
	return app.Ul().Class("bm-kingdom-chips").Body(app.Range(ids).Slice(func(i int) app.UI {
		k := bm.KingdomCards[ids[i]]
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

// matSummary is a seat's compact panel: gold, Craft Levels per weapon,
// unsold weapons, Reward tiles, Kingdom cards and the Defeated pile at a
// glance, each an icon and a number.
func matSummary(p board.Props, s *bm.State, seat int, m *marks) app.UI {
	pl := &s.Seats[seat]
	sm := m.seats[seat]
	levels := make([]app.UI, 0, bm.NumWeapons)
	for w := range bm.Weapon(bm.NumWeapons) {
		title := fmt.Sprintf("%s Craft Level %d", w, pl.Levels[w])
		levels = append(levels, app.Span().Class("bm-sum-item").Class(changedClass(sm.levels[w])...).Title(title).Body(
			weaponIcon(w), app.Span().Aria("hidden", "true").Textf("%d", pl.Levels[w]), app.Span().Class("visually-hidden").Text(title)))
	}
	rewards := 0
	for _, race := range racesInPlay(s) {
		rewards += s.RewardTiles(seat, race)
	}
	item := func(changed bool, icon app.UI, n int, title string) app.UI {
		return app.Span().Class("bm-sum-item").Class(changedClass(changed)...).Title(title).Body(
			icon, app.Span().Aria("hidden", "true").Textf("%d", n), app.Span().Class("visually-hidden").Text(title))
	}
	unsold := handTotal(pl)
	return app.Div().Class("bm-summary").Body(
		item(sm.gold, coinIcon(), pl.Gold, fmt.Sprintf("%d gold", pl.Gold)),
		app.Span().Class("bm-sum-levels").Body(levels...),
		item(sm.unsold, tileIcon(), unsold, fmt.Sprintf("%d unsold %s", unsold, board.Plural(unsold, "weapon", "weapons"))),
		item(sm.rewards, hexIcon(), rewards, fmt.Sprintf("%d Reward %s", rewards, board.Plural(rewards, "tile", "tiles"))),
		item(sm.kingdom, cardIcon(), len(pl.Kingdom), fmt.Sprintf("%d Kingdom %s", len(pl.Kingdom), board.Plural(len(pl.Kingdom), "card", "cards"))),
		item(sm.defeated, defeatedIcon(), pl.DefeatedTotal(), fmt.Sprintf("Defeated pile worth %d", pl.DefeatedTotal())),
	)
}
