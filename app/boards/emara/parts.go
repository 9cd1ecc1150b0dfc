package emara

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	em "tabula/engines/emara"
)

// Ring geometry: the four Locations of a board sit clockwise in a 2×2
// grid (top left, top right, bottom right, bottom left), emTile wide and
// emTileH high, emGap apart.
const (
	emTile  = 250
	emTileH = 200
	emGap   = 20
	emPad   = 4
	emCnR   = 18 // a Councilor's radius
)

// emTileOrigin is the top-left corner of the tile at position pos.
func emTileOrigin(pos int) (x, y int) {
	col := []int{0, 1, 1, 0}[pos]
	row := []int{0, 0, 1, 1}[pos]
	return emPad + col*(emTile+emGap), emPad + row*(emTileH+emGap)
}

// ring draws board b: its four Locations clockwise, with what stands on
// them.
func (v *emaraView) ring(b int) app.UI {
	s := v.s
	w := 2*emTile + emGap + 2*emPad
	h := 2*emTileH + emGap + 2*emPad
	name := "Countryside"
	if b == 1 {
		name = "Town"
	}
	if s.Random {
		name = fmt.Sprintf("Board %d", b+1)
	}
	body := []app.UI{
		board.SVG("circle").Class("em-ring-arrow").Attr("cx", w/2).Attr("cy", h/2).Attr("r", 24),
		board.SVG("text").Class("em-ring-sign").Attr("x", w/2).Attr("y", h/2+9).Attr("text-anchor", "middle").Text("↻"),
	}
	for pos := range em.RingSize {
		body = append(body, v.tile(b, pos))
	}
	return app.Figure().Class("em-ring").Body(
		app.FigCaption().Textf("%s: Councilors move clockwise (↻)", name),
		board.SVG("svg").Class("em-ring-svg").Attr("viewBox", fmt.Sprintf("0 0 %d %d", w, h)).
			Attr("preserveAspectRatio", "xMidYMid meet").Role("group").
			Aria("label", fmt.Sprintf("The %s ring of Locations", name)).Body(body...),
	)
}

// tile is one Location of board b at position pos.
func (v *emaraView) tile(b, pos int) app.UI {
	s := v.s
	l := s.LocationAt(b, pos)
	x, y := emTileOrigin(pos)
	kind := "em-country"
	if l.IsTown() {
		kind = "em-town"
	}
	rect := board.SVG("rect").Class("em-loc", kind).Attr("x", x).Attr("y", y).
		Attr("width", emTile).Attr("height", emTileH).Attr("rx", 12)
	if s.Phase == em.PhaseLocation && em.Location(s.Loc) == l {
		rect = rect.Class("em-here")
	}
	rect = v.spot(rect, fmt.Sprintf("loc:%d", l), "Act at the "+l.String())
	body := []app.UI{
		board.SVG("title").Text(l.String() + ": " + emaraLocationText(l)),
		rect,
		board.SVG("text").Class("em-loc-name").Attr("x", x+12).Attr("y", y+26).Text(l.String()),
	}
	if l.IsCountryside() {
		body = append(body, board.SVG("text").Class("em-small").Attr("x", x+emTile-12).Attr("y", y+26).
			Attr("text-anchor", "end").Textf("gives %s", l.Yield()))
		for h := range em.HutsPerCountryside {
			body = append(body, v.hut(l, h, x+12+h*59, y+40))
		}
	} else {
		body = append(body, board.SVG("text").Class("em-small", "em-favor-sign").Attr("x", x+emTile-12).Attr("y", y+26).
			Attr("text-anchor", "end").Text("✦"))
		for i := range em.AdvisorsPerTown {
			body = append(body, v.advisorSpace(l, i, x+12+i*116, y+36))
		}
		body = append(body, v.markers(l, x+12, y+110)...)
	}
	body = append(body, v.councilors(b, pos, x+12, y+emTileH-30)...)
	return board.SVG("g").Class("em-tile").Body(body...)
}

// hut is hut h of Countryside Location l: its cost, and the Craftsman on it.
func (v *emaraView) hut(l em.Location, h, x, y int) app.UI {
	owner := v.s.HutOwner(l, h)
	cost := em.HutCosts[l][h]
	label := fmt.Sprintf("Hut %d at the %s, costs %s: ", h+1, l, emaraCost(cost))
	box := board.SVG("rect").Class("em-hut").Attr("x", x).Attr("y", y).Attr("width", 50).Attr("height", 50).Attr("rx", 6)
	inner := emaraShortCost(cost)
	if owner >= 0 {
		box = box.Class("em-taken", v.p.SeatClass(owner))
		label += "a Craftsman of " + v.p.SeatName(owner)
		inner = board.Initial(v.p.SeatName(owner))
	} else {
		label += "empty"
	}
	box = v.spot(box, fmt.Sprintf("hut:%d:%d", l, h), label)
	return board.SVG("g").Class("em-hut-g").Body(
		board.SVG("title").Text(label),
		box,
		board.SVG("text").Class("em-hut-text", textOn(owner >= 0)).Attr("x", x+25).Attr("y", y+31).Attr("text-anchor", "middle").Text(inner),
		board.SVG("text").Class("em-small").Attr("x", x+25).Attr("y", y+68).Attr("text-anchor", "middle").Textf("hut %d", h+1),
	)
}

// textOn is the class of a label drawn on a seat's colour (light with a
// dark edge, readable on every colour) or on the parchment.
func textOn(seatColour bool) string {
	if seatColour {
		return "em-on-seat"
	}
	return "em-on-card"
}

// advisorSpace is space i of Town Location l with its Advisor.
func (v *emaraView) advisorSpace(l em.Location, i, x, y int) app.UI {
	id := v.s.AdvisorAt(l, i)
	box := board.SVG("rect").Class("em-advisor").Attr("x", x).Attr("y", y).Attr("width", 110).Attr("height", 66).Attr("rx", 6)
	if id < 0 {
		return board.SVG("g").Body(
			board.SVG("title").Textf("Advisor space %d at the %s: empty", i+1, l),
			box.Class("em-empty"),
			board.SVG("text").Class("em-small").Attr("x", x+55).Attr("y", y+38).Attr("text-anchor", "middle").Text("empty"),
		)
	}
	a := em.Advisors[id]
	gain := fmt.Sprintf("+%d Citizens", a.Citizens)
	if a.Citizens == 0 {
		gain = fmt.Sprintf("+%d Buildings", a.Buildings)
	}
	label := fmt.Sprintf("%s at the %s, costs %s. %s", a.Name, l, emaraCost(a.Cost), emaraAdvisorText(a))
	box = v.spot(box, fmt.Sprintf("adv:%d:%d", l, i), label)
	return board.SVG("g").Class("em-advisor-g").Body(
		board.SVG("title").Text(label),
		box,
		board.SVG("text").Class("em-adv-name").Attr("x", x+6).Attr("y", y+18).Text(a.Name),
		board.SVG("text").Class("em-small").Attr("x", x+6).Attr("y", y+38).Text(emaraShortCost(a.Cost)),
		board.SVG("text").Class("em-small").Attr("x", x+6).Attr("y", y+57).Text(gain),
	)
}

// markers are the rotating markers of a Town Location, with the number
// each shows now.
func (v *emaraView) markers(l em.Location, x, y int) []app.UI {
	s := v.s
	marker := func(m em.MarkerKind, mx, w int, text, label string) app.UI {
		box := board.SVG("rect").Class("em-marker").Attr("x", mx).Attr("y", y).Attr("width", w).Attr("height", 32).Attr("rx", 4)
		if s.MarkerInBox(m) {
			box = box.Class("em-boxed")
			label += " (the marker is gone: the board's value)"
		}
		box = v.spot(box, fmt.Sprintf("mk:%d", m), label)
		return board.SVG("g").Body(
			board.SVG("title").Text(label),
			box,
			board.SVG("text").Class("em-marker-text").Attr("x", mx+w/2).Attr("y", y+21).Attr("text-anchor", "middle").Text(text),
		)
	}
	var out []app.UI
	switch l {
	case em.Cathedral, em.Castle:
		base, verb := em.DonationMarker, "Donate"
		if l == em.Castle {
			base, verb = em.GiftMarker, "Give"
		}
		for r := range em.NumResources {
			m := base + em.MarkerKind(r)
			n := s.MarkerValue(m)
			out = append(out, marker(m, x+r*57, 52, fmt.Sprintf("%d %s", n, em.Resource(r).String()[:1]),
				fmt.Sprintf("%s %d %s", verb, n, em.Resource(r))))
		}
	case em.ConstructionSite:
		st, br := s.MarkerValue(em.StoneMarker), s.MarkerValue(em.BreadMarker)
		out = append(out,
			marker(em.StoneMarker, x, 110, fmt.Sprintf("Stone: %d", st), fmt.Sprintf("Stone Marker: %d Citizen Points for a Stone", st)),
			marker(em.BreadMarker, x+116, 110, fmt.Sprintf("Bread: %d", br), fmt.Sprintf("Bread Marker: %d Citizen Points per Bread", br)))
	case em.Market:
		out = append(out,
			board.SVG("text").Class("em-small").Attr("x", x).Attr("y", y+12).Text("1 resource → 1 Gold"),
			board.SVG("text").Class("em-small").Attr("x", x).Attr("y", y+30).Text("Books → 3 · 6 · 10 · 15 · 21"))
	}
	return out
}

// councilors draws the Councilors standing at position pos of board b, and
// where the Councilor of the seat to move would land.
func (v *emaraView) councilors(b, pos, x, y int) []app.UI {
	s := v.s
	var out []app.UI
	k := 0
	for seat := range s.NPlayers {
		if s.Seats[seat].Councilor[b] != int8(pos) {
			continue
		}
		cx := x + emCnR + k*(2*emCnR+6)
		k++
		name := v.p.SeatName(seat)
		label := fmt.Sprintf("Councilor of %s at the %s", name, s.LocationAt(b, pos))
		c := board.SVG("circle").Class("em-councilor", v.p.SeatClass(seat)).Attr("cx", cx).Attr("cy", y).Attr("r", emCnR)
		if seat == v.p.Viewer {
			c = v.spot(c, fmt.Sprintf("cn:%d", b), "Move your Councilor from the "+s.LocationAt(b, pos).String())
		}
		out = append(out, board.SVG("g").Body(
			board.SVG("title").Text(label),
			c,
			board.SVG("text").Class("em-cn-text", "em-on-seat").Attr("x", cx).Attr("y", y+6).Attr("text-anchor", "middle").Text(board.Initial(name)),
		))
	}
	// Where a Movement Action of the seat to move would land.
	if s.Phase == em.PhaseTurn && len(v.byKey[fmt.Sprintf("cn:%d", b)]) > 0 && !s.MoveDone && s.Slot >= 0 {
		steps := em.SlotSteps[s.Slot]
		seat := s.Current
		if (int(s.Seats[seat].Councilor[b])+steps)%em.RingSize == pos {
			lx := x + emTile - 24 - emCnR
			g := board.SVG("g").Class("em-landing").Body(
				board.SVG("title").Textf("Your Councilor lands here with the Movement Action (%d %s)", steps, board.Plural(steps, "step", "steps")),
				board.SVG("circle").Class("em-ghost", v.p.SeatClass(seat)).Attr("cx", lx).Attr("cy", y).Attr("r", emCnR),
			)
			out = append(out, g)
			if k < 3 { // the words fit beside up to two Councilors
				out = append(out, board.SVG("text").Class("em-small").Attr("x", lx-emCnR-6).Attr("y", y+5).Attr("text-anchor", "end").Text("lands here"))
			}
		}
	}
	return out
}

// playerBoard is a seat's board: slots, hand, holdings, Advisors,
// Craftsmen, rank and score.
func (v *emaraView) playerBoard(seat int) app.UI {
	s := v.s
	p := &s.Seats[seat]
	name := v.p.SeatName(seat)
	head := app.H3().Body(
		app.Span().Class("swatch", v.p.SeatClass(seat)).Aria("hidden", true),
		app.Text(name),
		app.If(seat == s.Start, func() app.UI { return app.Span().Class("badge").Text("Statue") }),
		app.If(seat == v.p.ToMove, func() app.UI { return app.Span().Class("badge").Text("to move") }),
	)
	rank := "no rank yet"
	if n := len(p.Nobility); n > 0 {
		rank = em.Rank(n - 1).String()
	}
	stats := []struct {
		label string
		n     int
	}{
		{"Wood", p.Res[em.Wood]}, {"Cloth", p.Res[em.Cloth]}, {"Grain", p.Res[em.Grain]}, {"Stone", p.Res[em.Stone]},
		{"Gold Coins", p.Coins}, {"Signet Rings", p.Rings}, {"Books", p.Books}, {"Bread", p.Bread},
	}
	var favors []string
	for _, t := range p.Favors {
		tok := em.FavorTokens[t]
		favors = append(favors, fmt.Sprintf("%s: %s", tok.Loc, emaraRewardText(tok.Reward)))
	}
	var advisors []app.UI
	for _, id := range p.Advisors {
		a := em.Advisors[id]
		advisors = append(advisors, app.Li().Title(emaraAdvisorText(a)).Text(a.Name))
	}
	hired := int(p.Hired)
	crafts := fmt.Sprintf("%d of %d hired", hired, em.CraftsmenEach)
	if hired < em.CraftsmenEach {
		crafts += fmt.Sprintf("; the next gives %d Citizen %s", em.CraftsmanCitizens[hired], board.Plural(em.CraftsmanCitizens[hired], "Point", "Points"))
	}
	return app.Section().Class("em-mat", v.p.SeatClass(seat)).Aria("label", "Board of "+name).Body(
		head,
		app.P().Class("em-score").Textf("Citizens %d · Buildings %d · score %d · %s", p.Citizens(), p.Buildings(), p.FinalScore(), rank),
		v.slots(seat),
		v.hand(seat),
		app.Ul().Class("em-stock").Body(app.Range(stats).Slice(func(i int) app.UI {
			return app.Li().Body(app.Strong().Text(stats[i].n), app.Text(" "+stats[i].label))
		})),
		app.P().Class("em-line").Textf("Councilors: %s and %s · Craftsmen: %s", s.CouncilorLocation(seat, 0), s.CouncilorLocation(seat, 1), crafts),
		app.P().Class("em-line").Textf("Favor Tokens: %s", listOrNone(favors)),
		app.Div().Class("em-line").Body(
			app.Span().Text("Advisors: "),
			app.If(len(advisors) == 0, func() app.UI { return app.Span().Text("none") }),
			app.If(len(advisors) > 0, func() app.UI { return app.Ul().Class("em-advisors").Body(advisors...) }),
		),
	)
}

// listOrNone joins names, or says "none".
func listOrNone(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, "; ")
}

// slots are the three slots of a seat's board: the card on each, or how
// far it moves and where each Councilor would land.
func (v *emaraView) slots(seat int) app.UI {
	s := v.s
	p := &s.Seats[seat]
	items := make([]app.UI, em.Slots)
	for i := range em.Slots {
		steps := em.SlotSteps[i]
		text := fmt.Sprintf("%d %s: ", steps, board.Plural(steps, "step", "steps"))
		class := "em-slot"
		if c := p.Slots[i]; c >= 0 {
			text += "played " + em.Card(c).String()
			class = "em-slot em-slot-used"
		} else {
			text += fmt.Sprintf("empty — lands at the %s or the %s", s.Destination(seat, 0, steps), s.Destination(seat, 1, steps))
		}
		items[i] = app.Li().Class(class).Text(text)
	}
	return app.Ol().Class("em-slots").Aria("label", "Slots").Body(items...)
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
		card := app.Elem("span").Class("em-card").Text(c.String())
		items[i] = app.Li().Body(v.spot(card, fmt.Sprintf("card:%d", c), "Play the "+c.String()+" card"))
	}
	return app.Div().Class("em-line").Body(
		app.Span().Textf("Hand (draw pile %d): ", pile),
		app.Ul().Class("em-hand").Body(items...),
	)
}

// scoreTrack draws the scoring track: each player's Citizen (circle) and
// Building (square) markers, and Victoria's in the solo game.
func (v *emaraView) scoreTrack() app.UI {
	s := v.s
	const left, width, rowH, max = 110, 600, 34, 100
	rows := s.NPlayers
	if rows == 1 {
		rows++
	}
	x := func(n int) int { return left + min(n, max)*width/max }
	body := []app.UI{}
	for t := 0; t <= max; t += 10 {
		body = append(body,
			board.SVG("line").Class("em-tick").Attr("x1", x(t)).Attr("x2", x(t)).Attr("y1", 14).Attr("y2", 20+rows*rowH),
			board.SVG("text").Class("em-small").Attr("x", x(t)).Attr("y", 12).Attr("text-anchor", "middle").Text(t))
	}
	for seat := range s.NPlayers {
		p := &s.Seats[seat]
		y := 20 + seat*rowH + rowH/2
		name := v.p.SeatName(seat)
		c, b := p.Citizens(), p.Buildings()
		body = append(body,
			board.SVG("text").Class("em-track-name").Attr("x", 4).Attr("y", y+5).Text(name),
			board.SVG("line").Class("em-track").Attr("x1", x(0)).Attr("x2", x(max)).Attr("y1", y).Attr("y2", y),
			board.SVG("g").Body(board.SVG("title").Textf("%s: %d Citizen Points", name, c),
				board.SVG("circle").Class("em-cit", v.p.SeatClass(seat)).Attr("cx", x(c)).Attr("cy", y).Attr("r", 9)),
			board.SVG("g").Body(board.SVG("title").Textf("%s: %d Building Points", name, b),
				board.SVG("rect").Class("em-bld", v.p.SeatClass(seat)).Attr("x", x(b)-8).Attr("y", y-8).Attr("width", 16).Attr("height", 16)),
			board.SVG("text").Class("em-small").Attr("x", x(max)+8).Attr("y", y+5).Textf("C %d · B %d", c, b),
		)
	}
	if s.NPlayers == 1 {
		y := 20 + rowH + rowH/2
		vic := s.VictoriaScore()
		body = append(body,
			board.SVG("text").Class("em-track-name").Attr("x", 4).Attr("y", y+5).Text("Victoria"),
			board.SVG("line").Class("em-track").Attr("x1", x(0)).Attr("x2", x(max)).Attr("y1", y).Attr("y2", y),
			board.SVG("g").Body(board.SVG("title").Textf("Victoria: %d Citizen Points", vic),
				board.SVG("circle").Class("em-cit", "em-victoria").Attr("cx", x(vic)).Attr("cy", y).Attr("r", 9)),
			board.SVG("text").Class("em-small").Attr("x", x(max)+8).Attr("y", y+5).Textf("C %d", vic),
		)
	}
	h := 28 + rows*rowH
	return app.Figure().Class("em-track-fig").Body(
		app.FigCaption().Text("Scoring track: Citizens ● and Buildings ■ — the lower of the two is the score"),
		board.SVG("svg").Class("em-track-svg").Attr("viewBox", fmt.Sprintf("0 0 %d %d", left+width+90, h)).
			Role("img").Aria("label", v.trackLabel()).Body(body...),
	)
}

// trackLabel reads the scoring track out.
func (v *emaraView) trackLabel() string {
	s := v.s
	parts := make([]string, 0, s.NPlayers+1)
	for seat := range s.NPlayers {
		p := &s.Seats[seat]
		parts = append(parts, fmt.Sprintf("%s %d Citizen and %d Building Points", v.p.SeatName(seat), p.Citizens(), p.Buildings()))
	}
	if s.NPlayers == 1 {
		parts = append(parts, fmt.Sprintf("Victoria %d Citizen Points", s.VictoriaScore()))
	}
	return "Scoring track: " + strings.Join(parts, "; ")
}

// summary is a seat's compact panel: Citizens and Buildings (the lower
// scores), resources and Gold Coins.
func (v *emaraView) summary(seat int) app.UI {
	p := &v.s.Seats[seat]
	return app.Div().Class("em-summary").Body(
		app.Span().Class("em-sum-fact").Textf("Citizens %d · Buildings %d", p.Citizens(), p.Buildings()),
		app.Span().Class("em-sum-fact").Textf("%d Wood · %d Cloth · %d Grain · %d Stone", p.Res[em.Wood], p.Res[em.Cloth], p.Res[em.Grain], p.Res[em.Stone]),
		app.Span().Class("em-sum-fact").Textf("%d Gold · %d Rings · %d Books", p.Coins, p.Rings, p.Books),
	)
}
