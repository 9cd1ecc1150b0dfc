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

// playerMat draws a seat's mat and what lies in front of it: gold, Craft
// per weapon, unsold weapons, Reward and Region tiles, Kingdom cards, the
// Defeated pile and Craft Bonus cards. The player to move forges from
// their own mat.
func playerMat(p board.Props, s *bm.State, seat int) app.UI {
	pl := &s.Seats[seat]
	id := fmt.Sprintf("bm-mat-%d", seat)
	sec := app.Section().ID(id).Class("bm-mat", p.SeatClass(seat)).Aria("labelledby", id+"-name")
	if seat == s.ToMove() {
		sec = sec.Class("bm-mat-current").Aria("current", "true")
	}
	kind := "Person"
	if seat < len(p.Seats) && p.Seats[seat].Kind == save.Computer {
		kind = "Computer"
	}
	return sec.Body(app.Div().Class("bm-mat-body").Body(
		app.Header().Class("bm-mat-head").Body(
			app.Span().Class("swatch", p.SeatClass(seat)).Aria("hidden", "true"),
			app.H2().ID(id+"-name").Class("bm-mat-name").Text(p.SeatName(seat)),
			app.Span().Class("bm-mat-kind").Text(kind),
			app.If(seat == s.ToMove(), func() app.UI { return app.Span().Class("badge", "bm-to-move").Text("to move") }),
			app.Span().Class("bm-gold-total").Body(app.Span().Class("bm-coin").Aria("hidden", "true"), app.Textf("%d gold", pl.Gold)),
		),
		app.Div().Class("bm-mat-chart").Body(
			craftTable(s, seat),
			forgeStrip(p, s, seat),
		),
		app.Dl().Class("bm-mat-facts").Body(
			app.Dt().Text("Reward tiles"), app.Dd().Body(rewardChips(s, seat)),
			app.Dt().Text("Region tiles"), app.Dd().Text(regionsHeld(s, seat)),
			app.Dt().Textf("Kingdom cards (%d of %d)", len(pl.Kingdom), s.KingdomLimitNow()), app.Dd().Body(kingdomChips(pl.Kingdom)),
			app.Dt().Text("Defeated pile"), app.Dd().Text(defeatedText(pl)),
			app.Dt().Text("On the board"), app.Dd().Textf("%d %s", s.OnBoard(seat), board.Plural(s.OnBoard(seat), "weapon", "weapons")),
			app.Dt().Text("Craft Bonus"), app.Dd().Text(bonusesHeld(s, seat)),
		),
	))
}

// craftTable is the mat's chart: per weapon the Craft Level (Vorpal at 5,
// Craft Bonus at 6), the forging discount and the unsold weapons.
func craftTable(s *bm.State, seat int) app.UI {
	pl := &s.Seats[seat]
	rows := make([]app.UI, 0, bm.NumWeapons)
	for w := range bm.Weapon(bm.NumWeapons) {
		rows = append(rows, app.Tr().Body(
			app.Th().Scope("row").Body(weaponIcon(w), app.Span().Class("bm-wname").Text(w.String())),
			app.Td().Body(levelTrack(pl.Levels[w])),
			app.Td().Class("bm-discount").Text(discountText(pl.Discount[w])),
			app.Td().Class("bm-hand").Body(handChips(pl.Hand[w])),
		))
	}
	return app.Table().Class("bm-crafts").Body(
		app.Caption().Class("visually-hidden").Text("Craft, forging discount and unsold weapons per weapon"),
		app.THead().Body(app.Tr().Body(
			app.Th().Scope("col").Text("Weapon"),
			app.Th().Scope("col").Text("Craft"),
			app.Th().Scope("col").Text("Discount"),
			app.Th().Scope("col").Text("Unsold"),
		)),
		app.TBody().Body(rows...),
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

// discountText is a forging discount, "−2 gold" or "–" for none.
func discountText(d int) string {
	if d == 0 {
		return "–"
	}
	return fmt.Sprintf("−%d gold", d)
}

// handChips lists unsold weapons of one type by quality.
func handChips(hand [bm.NumQualities]int) app.UI {
	if hand[bm.Standard]+hand[bm.Vorpal] == 0 {
		return app.Span().Class("bm-none").Text("none")
	}
	var parts []app.UI
	for q := range bm.Quality(bm.NumQualities) {
		if hand[q] > 0 {
			parts = append(parts, app.Span().Class("bm-chip", "bm-chip-"+board.Slug(q.String())).Textf("%d %s", hand[q], q))
		}
	}
	return app.Span().Body(parts...)
}

// forgeStrip holds the Forge buttons of the player to move, one per legal
// weapon and quality with its price.
func forgeStrip(p board.Props, s *bm.State, seat int) app.UI {
	if seat != s.ToMove() {
		return nil
	}
	var buttons []app.UI
	for _, c := range p.Legal {
		if c.Action.Kind != bm.KindForge {
			continue
		}
		w, q := bm.Weapon(c.Action.A), bm.Quality(c.Action.B)
		buttons = append(buttons, button(p, c.Action, "bm-forge bm-forge-"+board.Slug(q.String()),
			weaponIcon(w), app.Span().Textf("%s %s", q, w),
			app.Span().Class("bm-forge-cost").Textf("%d gold", s.ForgeCost(seat, w, q))))
	}
	if len(buttons) == 0 {
		return nil
	}
	heading := fmt.Sprintf("Forge (up to %d weapons this turn)", bm.MaxForge)
	if s.Phase == bm.PhaseForge {
		heading = fmt.Sprintf("Forge another (up to %d more)", s.Left)
	}
	return app.Div().Class("bm-forge-strip").Role("group").Aria("labelledby", fmt.Sprintf("bm-forge-%d", seat)).Body(
		app.P().ID(fmt.Sprintf("bm-forge-%d", seat)).Class("bm-forge-title").Text(heading),
		app.Div().Class("bm-forge-buttons").Body(buttons...),
	)
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
			app.Span().Class("bm-hex").Aria("hidden", "true").Text(race.String()[:1]),
			app.Span().Class("bm-reward-name").Textf("%s %d", race, n),
			app.If(race == printed, func() app.UI { return app.Span().Class("bm-printed-mark").Text("(1 printed)") }),
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

// kingdomChips lists the Kingdom cards in front of a player.
func kingdomChips(ids []int) app.UI {
	if len(ids) == 0 {
		return app.Span().Class("bm-none").Text("none")
	}
	return app.Ul().Class("bm-kingdom-chips").Body(app.Range(ids).Slice(func(i int) app.UI {
		k := bm.KingdomCards[ids[i]]
		return app.Li().Class("bm-chip", "bm-dur-"+board.Slug(k.Duration.String())).Title(k.Text).
			Textf("%s (%s)", k.Name, k.Duration)
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
		face := "face up"
		if s.BonusUsed[w] {
			face = "face down"
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
// unsold weapons, Reward tiles and Kingdom cards at a glance.
func matSummary(p board.Props, s *bm.State, seat int) app.UI {
	pl := &s.Seats[seat]
	levels := make([]app.UI, 0, bm.NumWeapons)
	unsold := 0
	for w := range bm.Weapon(bm.NumWeapons) {
		levels = append(levels, app.Span().Class("bm-sum-level").Title(fmt.Sprintf("%s Craft Level %d", w, pl.Levels[w])).Body(
			weaponIcon(w), app.Span().Textf("%d", pl.Levels[w])))
		unsold += pl.Hand[w][bm.Standard] + pl.Hand[w][bm.Vorpal]
	}
	rewards := 0
	for _, race := range racesInPlay(s) {
		rewards += s.RewardTiles(seat, race)
	}
	return app.Div().Class("bm-summary").Body(
		app.Span().Class("bm-gold-total").Title(fmt.Sprintf("%d gold", pl.Gold)).Body(
			app.Span().Class("bm-coin").Aria("hidden", "true"), app.Textf("%d", pl.Gold), app.Span().Class("visually-hidden").Text(" gold")),
		app.Span().Class("bm-sum-levels").Body(levels...),
		app.Span().Class("bm-sum-fact").Textf("%d unsold", unsold),
		app.Span().Class("bm-sum-fact").Textf("%d %s", rewards, board.Plural(rewards, "Reward tile", "Reward tiles")),
		app.Span().Class("bm-sum-fact").Textf("%d Kingdom", len(pl.Kingdom)),
	)
}
