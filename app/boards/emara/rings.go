package emara

import (
	"cmp"
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/emara/icons"
	"tabula/app/boards/emara/words"
	em "tabula/engines/emara"
)

// Geometry of Main's two rings, in the board's SVG units (CSS pixels at
// zoom 1): side by side, each four Locations clockwise in a 2×2 grid (top
// left, top right, bottom right, bottom left).
const (
	boardW   = 1200 // the width of Main
	ringX    = 2    // the left edge of the first ring
	ringW    = 586
	ringTop  = 30 // the rings' headings
	tileW    = 288
	tileH    = 215
	tileGap  = 10
	ringsH   = ringTop + 2*tileH + tileGap
	pawnW    = 38 // a Councilor's box
	pawnH    = 44
	pawnY    = tileH - pawnH - 8
	hutW     = 62
	hutH     = 86
	hutY     = 36
	advW     = 130
	advH     = 78
	advY     = 34
	markerY  = 118
	markerH  = 40
	ringSign = 22 // the radius of the ↻ between a ring's tiles
)

// tileOrigin is the top-left corner of the tile at position pos of board b.
func tileOrigin(b, pos int) (x, y int) {
	col := []int{0, 1, 1, 0}[pos]
	row := []int{0, 0, 1, 1}[pos]
	return ringX + b*(boardW-ringW-2*ringX) + col*(tileW+tileGap), ringTop + row*(tileH+tileGap)
}

// ringName names board b.
func ringName(s *em.State, b int) string {
	switch {
	case s.Random:
		return fmt.Sprintf("Board %d", b+1)
	case b == 0:
		return "Countryside"
	}
	return "Town"
}

// rings draws the two boards of Locations, each in an SVG of its own
// (half of Main's width, the ring in its own half of the units), so that a
// narrow screen can stack them (emara.css) while a wide one shows them
// side by side as one board.
func (v *emaraView) rings() app.UI {
	s := v.s
	svgs := make([]app.UI, 0, em.Councilors)
	for b := range em.Councilors {
		x0, _ := tileOrigin(b, 0)
		body := make([]app.UI, 0, 12)
		body = append(body, &ringHead{Name: ringName(s, b), X: x0})
		for pos := range em.RingSize {
			x, y := tileOrigin(b, pos)
			body = append(body, &tileFace{Loc: int(s.LocationAt(b, pos)), X: x, Y: y})
		}
		for pos := range em.RingSize {
			body = append(body, v.tile(b, pos))
		}
		cx, cy := x0+ringW/2, ringTop+tileH+tileGap/2
		body = append(body,
			board.SVG("circle").Class("em-ring-sign").Attr("cx", cx).Attr("cy", cy).Attr("r", ringSign),
			board.SVG("text").Class("em-ring-arrow").Attr("x", cx).Attr("y", cy+9).Attr("text-anchor", "middle").Text("↻"))
		svgs = append(svgs, board.SVG("svg").Class("em-ring").Attr("viewBox", fmt.Sprintf("%d 0 %d %d", b*boardW/2, boardW/2, ringsH)).
			Attr("width", boardW/2).Attr("height", ringsH).Role("group").
			Aria("label", ringName(s, b)+": Locations, huts, Advisors and Councilors").Body(body...))
	}
	return app.Div().Class("em-rings").Body(svgs...)
}

// ringHead is a ring's heading. Its fields do not change during a game,
// so go-app draws it once.
type ringHead struct {
	app.Compo
	Name string
	X    int
}

// Render draws the heading.
func (h *ringHead) Render() app.UI {
	return board.SVG("text").Class("em-ring-name").Attr("x", h.X+4).Attr("y", 21).
		Textf("%s · Councilors move clockwise ↻", h.Name)
}

// tileFace is what is printed on a Location: its name and symbol, the
// huts with their costs, the Market's and the Castle's fixed trades. Its
// fields do not change during a game, so go-app draws it once and skips it
// on every later render; what moves is drawn over it by tile.
type tileFace struct {
	app.Compo
	Loc, X, Y int
}

// Render draws the printed Location.
func (f *tileFace) Render() app.UI {
	l := em.Location(f.Loc)
	x, y := f.X, f.Y
	kind := "em-country"
	if l.IsTown() {
		kind = "em-town"
	}
	body := []app.UI{
		board.SVG("rect").Class("em-loc", kind).Attr("x", x).Attr("y", y).Attr("width", tileW).Attr("height", tileH).Attr("rx", 12),
		board.SVG("text").Class("em-loc-name").Attr("x", x+12).Attr("y", y+25).Text(l.String()),
		icons.Use(icons.Town(l), x+tileW-34, y+6, 26, "em-loc-sign"),
	}
	switch {
	case l.IsCountryside():
		for h := range em.HutsPerCountryside {
			hx, hy := x+10+h*(hutW+6), y+hutY
			body = append(body, board.SVG("path").Class("em-hut").Attr("d", hutPath(hx, hy)))
			cost := em.HutCosts[l][h]
			n := cost.Total()
			body = append(body, icons.SVGCost(cost, hx+hutW/2-11, hy+16+(hutH-16-n*22)/2, 22, true)...)
		}
	case l == em.Castle:
		body = append(body,
			icons.Use("book", x+130, y+7, 20), board.SVG("text").Class("em-small").Attr("x", x+153).Attr("y", y+23).Textf("→ %d", em.CastleBookBuildings),
			icons.Use("building", x+185, y+7, 20, "em-ink"))
	case l == em.Market:
		body = append(body,
			icons.Use("any", x+14, y+markerY+8, 22, "em-ink"), board.SVG("text").Class("em-small").Attr("x", x+40).Attr("y", y+markerY+26).Text("→"),
			icons.Use("coin", x+58, y+markerY+8, 22),
			icons.Use("book", x+100, y+markerY+8, 22),
			board.SVG("text").Class("em-small").Attr("x", x+126).Attr("y", y+markerY+26).Text("→ 3·6·10·15·21"),
			icons.Use("citizen", x+252, y+markerY+8, 22, "em-ink"))
	}
	return board.SVG("g").Class("em-tile-face").Body(body...)
}

// hutPath outlines a hut: a house with a roof, hutW × hutH from (x, y).
func hutPath(x, y int) string {
	return fmt.Sprintf("M%d %dL%d %dL%d %dV%dH%dZ", x, y+16, x+hutW/2, y, x+hutW, y+16, y+hutH, x)
}

// tile draws what stands on the Location at position pos of board b: the
// Craftsmen in the huts, the Advisors and markers, the Councilors; and the
// targets of the decision.
func (v *emaraView) tile(b, pos int) app.UI {
	s := v.s
	l := s.LocationAt(b, pos)
	x, y := tileOrigin(b, pos)
	hit := board.SVG("rect").Class("em-loc-hit").Attr("x", x).Attr("y", y).Attr("width", tileW).Attr("height", tileH).Attr("rx", 12)
	if (s.Phase == em.PhaseLocation || s.Phase == em.PhasePay || s.Phase == em.PhaseFavor) && em.Location(s.Loc) == l {
		hit = hit.Class("em-here")
	}
	if v.landsAt(b, pos) && len(v.byKey[fmt.Sprintf("loc:%d", l)]) == 0 {
		// The Location the Movement Action lands on moves the Councilor
		// there, as the Councilor itself does: by the moves that land
		// there only (the Move card's one step goes elsewhere).
		hit = v.landing(hit, b, pos, "Move your Councilor to the "+l.String(), "")
	} else {
		hit = v.spot(hit, fmt.Sprintf("loc:%d", l), "Act at the "+l.String(), "")
	}
	body := []app.UI{hit.Body(board.SVG("title").Text(l.String() + ": " + words.Location(l)))}
	if l.IsCountryside() {
		for h := range em.HutsPerCountryside {
			body = append(body, v.hut(l, h, x+10+h*(hutW+6), y+hutY)...)
		}
	} else {
		for i := range em.AdvisorsPerTown {
			body = append(body, v.advisorSpace(l, i, x+10+i*(advW+10), y+advY)...)
		}
		body = append(body, v.markers(l, x+10, y+markerY)...)
	}
	body = append(body, v.councilors(b, pos, x+10, y+pawnY)...)
	return board.SVG("g").Class("em-tile").Body(body...)
}

// landing makes e, the Location at position pos of board b, the target of
// the viewer's Councilor moves of that board that land there: the move
// itself when one does, else (the Move card's step and the Movement
// Action landing alike) the Councilor's choices, named by label; shown is
// the words e shows, as spot's.
func (v *emaraView) landing(e app.HTMLElem, b, pos int, label, shown string) app.HTMLElem {
	key := fmt.Sprintf("cn:%d", b)
	if v.picked != "" && isBoardKey(v.picked) {
		return e // the choices of a board element are open over the board
	}
	s := v.s
	from := int(s.Seats[s.Current].Councilor[b])
	var lands []board.Choice
	for _, c := range v.byKey[key] {
		steps := 1 // the Move card's step
		if c.Action.Kind == em.KindMove {
			steps = em.SlotSteps[s.Slot]
		}
		if (from+steps)%em.RingSize == pos {
			lands = append(lands, c)
		}
	}
	if len(lands) == 1 {
		return v.target(e, lands[0].Action, shown)
	}
	return v.spot(e, key, label, shown)
}

// hut draws hut h of Countryside Location l, at (x, y): the Craftsman on
// it, and the target to hire into it (or why it is refused). It is always
// the same three elements, so that go-app updates them in place.
func (v *emaraView) hut(l em.Location, h, x, y int) []app.UI {
	owner := v.s.HutOwner(l, h)
	cost := em.HutCosts[l][h]
	key := fmt.Sprintf("hut:%d:%d", l, h)
	label := fmt.Sprintf("Hut %d at the %s, costs %s", h+1, l, words.Cost(cost))
	taken := board.SVG("path").Class("em-hut", "em-taken").Attr("d", hutPath(x, y))
	figure := icons.Use("craftsman", x+hutW/2-21, y+hutH/2-16, 42, "em-figure")
	if owner >= 0 {
		label = fmt.Sprintf("Hut %d at the %s: a Craftsman of %s", h+1, l, v.p.SeatName(owner))
		taken, figure = taken.Class(v.p.SeatClass(owner)), figure.Class(v.p.SeatClass(owner))
	} else {
		taken, figure = taken.Class("em-none"), figure.Class("em-none")
		if tip := v.lack(v.s.HireCost(l, h, false)); tip != "" {
			label += "; " + tip
		}
	}
	box := board.SVG("path").Class("em-hut-hit").Attr("d", hutPath(x, y))
	if v.marks[key] {
		box = box.Class("changed")
	}
	if len(v.byKey[key]) > 0 {
		box = v.spot(box, key, label, "")
	} else if why := cmp.Or(v.hutRefused(l, h), v.whyNot(key)); why != "" {
		box = v.refused(box, key, why)
	}
	return []app.UI{taken, figure, box.Body(board.SVG("title").Text(label))}
}

// advisorSpace draws space i of Town Location l at (x, y): its Advisor,
// and the target to recruit it (or why that is refused): always a box and
// a face, so that go-app updates them in place.
func (v *emaraView) advisorSpace(l em.Location, i, x, y int) []app.UI {
	id := v.s.AdvisorAt(l, i)
	key := fmt.Sprintf("adv:%d:%d", l, i)
	box := board.SVG("rect").Class("em-advisor").Attr("x", x).Attr("y", y).Attr("width", advW).Attr("height", advH).Attr("rx", 6)
	if v.marks[key] {
		box = box.Class("changed")
	}
	if id < 0 {
		if why := cmp.Or(v.advisorRefused(l, i), v.whyNot(key)); why != "" {
			box = v.refused(box, key, why)
		}
		return []app.UI{box.Class("em-empty").Body(board.SVG("title").Textf("Advisor space %d at the %s: empty", i+1, l)),
			&advisorFace{ID: -1, X: x, Y: y}}
	}
	a := em.Advisors[id]
	label := fmt.Sprintf("%s at the %s, costs %s. %s", a.Name, l, words.Cost(a.Cost), words.Advisor(a))
	if tip := v.lack(v.s.RecruitCost(l, i, false)); tip != "" {
		label += " " + words.UpperFirst(tip) + "."
	}
	if len(v.byKey[key]) > 0 {
		box = v.spot(box, key, label, "")
	} else if why := cmp.Or(v.advisorRefused(l, i), v.whyNot(key)); why != "" {
		box = v.refused(box, key, why)
	}
	return []app.UI{box.Body(board.SVG("title").Text(label)), &advisorFace{ID: id, X: x, Y: y}}
}

// advisorFace is an Advisor card on the board: name, cost and gains. It
// changes only when the Advisor does, so go-app skips it otherwise.
type advisorFace struct {
	app.Compo
	ID, X, Y int
}

// Render draws the card, or nothing on an empty space.
func (f *advisorFace) Render() app.UI {
	if f.ID < 0 || f.ID >= em.NumAdvisors {
		return board.SVG("g").Class("em-adv-face")
	}
	a := em.Advisors[f.ID]
	x, y := f.X, f.Y
	body := []app.UI{board.SVG("text").Class("em-adv-name").Attr("x", x+6).Attr("y", y+16).Text(a.Name)}
	body = append(body, icons.SVGCost(a.Cost, x+6, y+23, 18, false)...)
	gx := x + 6
	gain := func(n int, id string) {
		if n == 0 {
			return
		}
		body = append(body, board.SVG("text").Class("em-adv-gain").Attr("x", gx).Attr("y", y+67).Textf("+%d", n))
		gx += 9 + 9*len(fmt.Sprint(n))
		body = append(body, icons.Use(id, gx, y+52, 18, "em-ink"))
		gx += 22
	}
	gain(a.Citizens, "citizen")
	gain(a.Buildings, "building")
	for _, g := range []struct {
		n  int
		id string
	}{{a.Coins, "coin"}, {a.Books, "book"}, {a.Rings, "ring"}} {
		for range g.n {
			body = append(body, icons.Use(g.id, gx, y+52, 18))
			gx += 19
		}
	}
	switch a.Timing {
	case em.PerTurn:
		body = append(body, board.SVG("text").Class("em-adv-when").Attr("x", x+advW-6).Attr("y", y+67).Attr("text-anchor", "end").Text("each turn"))
	case em.Permanent:
		body = append(body, board.SVG("text").Class("em-adv-when").Attr("x", x+advW-6).Attr("y", y+67).Attr("text-anchor", "end").Text("always"))
	}
	return board.SVG("g").Class("em-adv-face").Body(body...)
}

// markers are the rotating markers of a Town Location, with the number
// each shows now.
func (v *emaraView) markers(l em.Location, x, y int) []app.UI {
	s := v.s
	var out []app.UI
	marker := func(m em.MarkerKind, mx, w int, label string) {
		key := fmt.Sprintf("mk:%d", m)
		box := board.SVG("rect").Class("em-marker").Attr("x", mx).Attr("y", y).Attr("width", w).Attr("height", markerH).Attr("rx", 5)
		boxed := s.MarkerInBox(m)
		if boxed {
			box = box.Class("em-boxed")
			label += " (the marker is back in the box: the board's value)"
		}
		if v.marks[key] {
			box = box.Class("changed")
		}
		out = append(out, box.Body(board.SVG("title").Text(label)),
			&markerFace{Marker: int(m), Value: s.MarkerValue(m), X: mx, Y: y, W: w})
	}
	switch l {
	case em.Cathedral, em.Castle:
		base, verb, get := em.DonationMarker, "A donation of", "a Book and a Favor Token"
		if l == em.Castle {
			base, verb, get = em.GiftMarker, "A gift of", "a Signet Ring"
		}
		for r := range em.NumResources {
			m := base + em.MarkerKind(r)
			n := s.MarkerValue(m)
			marker(m, x+r*68, 64, fmt.Sprintf("%s %s costs %d %s now, for %s", verb, em.Resource(r), n, em.Resource(r), get))
		}
	case em.ConstructionSite:
		st, br := s.MarkerValue(em.StoneMarker), s.MarkerValue(em.BreadMarker)
		marker(em.StoneMarker, x, 130, fmt.Sprintf("Stone Marker: 1 Stone brings %d Building and %d Citizen Points now", em.StoneBuildings, st))
		marker(em.BreadMarker, x+140, 130, fmt.Sprintf("Bread Marker: each Bread (1 to %d) brings %d Citizen Points now", em.MaxBread, br))
	}
	return out
}

// markerFace is a marker's picture: the resource and the number it shows.
type markerFace struct {
	app.Compo
	Marker, Value, X, Y, W int
}

// Render draws the marker's face.
func (f *markerFace) Render() app.UI {
	m := em.MarkerKind(f.Marker)
	x, y := f.X, f.Y
	switch {
	case m < em.StoneMarker:
		return board.SVG("g").Class("em-marker-face").Body(
			icons.Use(icons.Resource[int(m)%em.NumResources], x+5, y+9, 22),
			board.SVG("text").Class("em-marker-text").Attr("x", x+32).Attr("y", y+27).Textf("×%d", f.Value))
	case m == em.StoneMarker:
		return board.SVG("g").Class("em-marker-face").Body(
			icons.Use("stone", x+6, y+9, 22), board.SVG("text").Class("em-marker-text").Attr("x", x+32).Attr("y", y+27).Textf("→ %d", em.StoneBuildings),
			icons.Use("building", x+68, y+10, 20, "em-ink"),
			board.SVG("text").Class("em-marker-text").Attr("x", x+92).Attr("y", y+27).Textf("%d", f.Value),
			icons.Use("citizen", x+106, y+10, 20, "em-ink"))
	}
	return board.SVG("g").Class("em-marker-face").Body(
		icons.Use("bread", x+6, y+9, 22), board.SVG("text").Class("em-marker-text").Attr("x", x+32).Attr("y", y+27).Textf("→ %d", f.Value),
		icons.Use("citizen", x+68, y+10, 20, "em-ink"),
		board.SVG("text").Class("em-small").Attr("x", x+92).Attr("y", y+26).Text("each"))
}

// councilors draws the Councilors standing at position pos of board b from
// (x, y), each sliding when it moves; the viewer's are targets when they
// may move; and where the Movement Action would land.
func (v *emaraView) councilors(b, pos, x, y int) []app.UI {
	s := v.s
	if s.Phase == em.PhaseStart {
		return nil // placed once the Buildings' start is chosen, where the setup Event card says
	}
	var out []app.UI
	k := 0
	for seat := range s.NPlayers {
		if s.Seats[seat].Councilor[b] != int8(pos) {
			continue
		}
		px := x + k*(pawnW+6)
		k++
		name := v.p.SeatName(seat)
		label := fmt.Sprintf("Councilor of %s at the %s", name, s.LocationAt(b, pos))
		g := board.SVG("g").Class("em-pawn", v.p.SeatClass(seat)).DataSet("flip", fmt.Sprintf("cn-%d-%d", seat, b))
		if v.marks[fmt.Sprintf("cn:%d:%d", seat, b)] {
			g = g.Class("changed")
		}
		if seat == v.p.Viewer {
			g = v.spot(g, fmt.Sprintf("cn:%d", b), "Move your Councilor from the "+s.LocationAt(b, pos).String(), "")
		} else if why := v.whyNot("other-cn:"); why != "" {
			g = v.refused(g, "other-cn:", why)
		}
		// The figure in a group of its own, which a phone's layout draws
		// larger (emara.css) while the outer group slides.
		out = append(out, g.Body(
			board.SVG("title").Text(label),
			board.SVG("g").Class("em-pawn-body").Body(
				board.SVG("rect").Class("em-pawn-box").Attr("x", px).Attr("y", y).Attr("width", pawnW).Attr("height", pawnH).Attr("rx", 6),
				icons.Use("councilor", px+3, y+4, 32, "em-figure"),
				board.SVG("text").Class("em-pawn-initial").Attr("x", px+pawnW/2).Attr("y", y+pawnH-8).Attr("text-anchor", "middle").Text(board.Initial(name)),
			),
		))
	}
	// Where the Movement Action of the seat to move would land.
	if v.landsAt(b, pos) {
		steps := em.SlotSteps[s.Slot]
		seat := s.Current
		lx := x + tileW - 20 - pawnW
		landing := v.landing(board.SVG("g").Class("em-landing", v.p.SeatClass(seat)), b, pos, "Move your Councilor here", "lands here")
		out = append(out, landing.Body(
			board.SVG("title").Textf("Your Councilor lands here with the Movement Action (%d %s)", steps, board.Plural(steps, "step", "steps")),
			// What a tap lands on: the ghost and its words take no pointer
			// (emara.css), and without it a tap would reach the Location
			// under them.
			board.SVG("rect").Class("em-landing-hit").Attr("x", lx-72).Attr("y", y).Attr("width", pawnW+76).Attr("height", pawnH).Attr("rx", 6),
			icons.Use("councilor", lx+3, y+4, 32, "em-ghost"),
			board.SVG("text").Class("em-small").Attr("x", lx-4).Attr("y", y+pawnH/2+5).Attr("text-anchor", "end").Text("lands here"),
		))
	}
	return out
}
