package craftconquer

import (
	"fmt"
	"math"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	cc "tabula/engines/craftconquer"
)

// cqDirs are the engine's six axial directions, in the order of Board.Step.
var cqDirs = [6][2]int{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}

// Terrain icons, drawn in a 24×24 box. They are decoration: each space's
// title names its terrain.
var cqTerrainPaths = [cc.NumTerrains]string{
	cc.Forest:   "M7 3l5 8h-3l4 6h-4v4h-4v-4h-4l4-6h-3z M17 7l4 6h-2l3 5h-3v3h-4v-3h-3l3-5h-2z",
	cc.Mountain: "M1 21l8-15 4 7 3-4 7 12z",
	cc.Lake:     "M2 10c3-3 5-3 7 0s5 3 7 0 5-3 7 0v3c-2-3-4-3-7 0s-5 3-7 0-4-3-7 0z M2 16c3-3 5-3 7 0s5 3 7 0 5-3 7 0v3c-2-3-4-3-7 0s-5 3-7 0-4-3-7 0z",
	cc.River:    "M2 10c3-3 5-3 7 0s5 3 7 0 5-3 7 0v3c-2-3-4-3-7 0s-5 3-7 0-4-3-7 0z M2 16c3-3 5-3 7 0s5 3 7 0 5-3 7 0v3c-2-3-4-3-7 0s-5 3-7 0-4-3-7 0z",
	cc.Bridge:   "M2 8h20v3h-20z M2 14h20v3h-20z M5 8h2v9h-2z M11 8h2v9h-2z M17 8h2v9h-2z",
}

// cqSoldierLetters label the soldiers on the map.
var cqSoldierLetters = [cc.NumSoldierTypes]string{"W", "A", "K", "B", "Ch", "Ca"}

// cqSettlementLetters label the Settlements on the map.
var cqSettlementLetters = [cc.NumSettlementKinds]string{"F", "V", "Q", "Av"}

// cqMapArea is the map with its caption and legend.
func cqMapArea(p board.Props, s *cc.State, m cqMoves, v cqView) app.UI {
	g := cqGeometry(s.Board())
	wrap := app.Div().ID("cq-map-wrap").Class("cq-map-wrap").Body(cqMap(p, s, g, m, v))
	return app.Figure().Class("cq-board-area").Body(
		wrap,
		app.FigCaption().Class("cq-caption").Body(
			app.Span().Text(cqCaption(s)),
			cqLegend(),
		),
	)
}

// cqCaption says what the game is played to.
func cqCaption(s *cc.State) string {
	return fmt.Sprintf("Round %d. The first to complete %d Objectives starts the last round.", max(s.Round(), 1), s.ObjectivesToWin())
}

// cqOverlay is what a selected soldier shows on the map: where it could
// move with the highest roll, the spaces within its range, and its lines
// of sight to the enemies there.
type cqOverlay struct {
	from  int
	reach map[int]bool
	inRng map[int]bool
	lines []cqSightLine
}

// cqSightLine is a line of sight from the selected soldier to an enemy
// within its range: ok when it may attack that enemy from where it stands.
type cqSightLine struct {
	to int
	ok bool
}

// cqOverlayOf computes the overlay of the soldier on space (none when no
// soldier stands there). While a movement is pending the moving soldier's
// destinations are the targets and its overlay shows the allowance.
func cqOverlayOf(s *cc.State, space int) cqOverlay {
	o := cqOverlay{from: -1, reach: map[int]bool{}, inRng: map[int]bool{}}
	so, ok := s.SoldierAt(space)
	if !ok {
		return o
	}
	o.from = space
	allowance := s.MaxMove(space)
	if from, allow, _, moving := s.Moving(); moving && from == space {
		allowance = allow
	}
	for _, y := range s.Reach(space, allowance) {
		if y != space {
			o.reach[y] = true
		}
	}
	b := s.Board()
	def := cc.Soldiers[so.Type]
	for y := range b.Spaces {
		if d := b.Dist(space, y); d >= int(def.MinRange) && d <= int(def.MaxRange) {
			o.inRng[y] = true
		}
	}
	for _, e := range s.Soldiers {
		if e.Owner == so.Owner || !o.inRng[int(e.Space)] {
			continue
		}
		ok, _ := s.InRange(space, int(e.Space))
		o.lines = append(o.lines, cqSightLine{to: int(e.Space), ok: ok})
	}
	return o
}

// cqMap draws the map: the spaces with their terrain, Settlement tints and
// soldiers, the tile and Kingdom borders, small rivers and bridges, the
// Settlement markers, and the selected soldier's lines of sight.
func cqMap(p board.Props, s *cc.State, g cqGeom, m cqMoves, v cqView) app.UI {
	b := s.Board()
	ov := cqOverlay{from: -1}
	switch {
	case v.sel.Space >= 0:
		ov = cqOverlayOf(s, v.sel.Space)
	default:
		if from, _, _, moving := s.Moving(); moving {
			ov = cqOverlayOf(s, from)
			ov.lines = nil
		}
	}
	covered := map[int]int{} // space -> Settlement
	for i := range s.Settlements {
		for _, x := range s.Settlements[i].Cover() {
			covered[int(x)] = i
		}
	}
	towards := m.towards(v.sel)
	body := make([]app.UI, 0, len(b.Spaces)+64)
	for x := range b.Spaces {
		body = append(body, cqSpace(p, s, g, m, v, towards, ov, covered, x))
	}
	body = append(body, cqBorders(p, s, g)...)
	body = append(body, cqStreams(s, g)...)
	for i := range s.Settlements {
		body = append(body, cqSettlementMarker(p, s, g, m, v, i))
	}
	for _, l := range ov.lines {
		a, c := g.Centres[ov.from], g.Centres[l.to]
		class := "cq-los-blocked"
		if l.ok {
			class = "cq-los-ok"
		}
		body = append(body, board.SVG("line").Class("cq-los", class).Attr("x1", board.Num(a.X)).Attr("y1", board.Num(a.Y)).
			Attr("x2", board.Num(c.X)).Attr("y2", board.Num(c.Y)))
	}
	return board.SVG("svg").Class("cq-map").Attr("viewBox", g.viewBox(cqMapPad)).
		Attr("preserveAspectRatio", "xMidYMid meet").Role("group").
		Aria("label", fmt.Sprintf("The map: %d spaces, %d Settlements and %d soldiers", len(b.Spaces), len(s.Settlements), len(s.Soldiers))).
		Body(body...)
}

// cqSpace draws one space, the Settlement tint and soldier on it, and makes
// it a target when something may be done there.
func cqSpace(p board.Props, s *cc.State, g cqGeom, m cqMoves, v cqView, towards map[int][]int, ov cqOverlay, covered map[int]int, x int) app.UI {
	b := s.Board()
	sp := b.Spaces[x]
	c := g.Centres[x]
	classes := []string{"cq-space", "cq-t-" + sp.Terrain.String()}
	switch {
	case x == ov.from:
		classes = append(classes, "cq-from")
	case ov.reach[x]:
		classes = append(classes, "cq-reach")
	case ov.inRng[x]:
		classes = append(classes, "cq-inrange")
	}
	label := cqSpaceText(p, s, x)
	body := []app.UI{
		board.SVG("title").Text(label),
		board.SVG("polygon").Class("cq-hex").Attr("points", board.Points(cqHexCorners(c, cqHexSize))),
	}
	if i, ok := covered[x]; ok {
		st := s.Settlements[i]
		body = append(body, board.SVG("polygon").Class("cq-settled", p.SeatClass(int(st.Owner))).
			Attr("points", board.Points(cqHexCorners(c, cqHexSize*0.82))))
	}
	so, hasSoldier := s.SoldierAt(x)
	if path := cqTerrainPaths[sp.Terrain]; path != "" && !hasSoldier {
		body = append(body, board.Icon(path, c, 18, "cq-terrain-icon"))
	}
	if hasSoldier {
		body = append(body, cqSoldier(p, so, c))
	}
	grp := board.SVG("g").Class(classes...).Body(body...)

	// Targets: the selection's choices on this space, or with nothing
	// selected a soldier to select or the choices made here in one click.
	if !v.sel.none() {
		if is := towards[x]; len(is) > 0 {
			return cqTarget(p, grp, is, v.scope("pick", x), func(ctx app.Context) { v.pickSpace(ctx, x) })
		}
		if len(m.fromSpace[x]) > 0 && x != v.sel.Space {
			return cqClickable(grp.Class("cq-selectable"), "Select "+label, v.scope("select", x), func(ctx app.Context) { v.selectSpace(ctx, x) })
		}
	} else {
		if len(m.fromSpace[x]) > 0 {
			return cqClickable(grp.Class("target"), "Select "+strings.TrimSuffix(label, ".")+": "+cqCount(len(m.fromSpace[x])), v.scope("select", x), func(ctx app.Context) { v.selectSpace(ctx, x) })
		}
		if is := m.onSpace[x]; len(is) > 0 {
			return cqTarget(p, grp, is, v.scope("pick", x), func(ctx app.Context) { v.pickSpace(ctx, x) })
		}
	}
	if hasSoldier {
		return cqClickable(grp.Class("cq-selectable"), "Show the range and movement of "+label, v.scope("select", x), func(ctx app.Context) { v.selectSpace(ctx, x) })
	}
	return grp
}

// cqCount says how many moves a selection offers.
func cqCount(n int) string { return fmt.Sprintf("%d %s", n, board.Plural(n, "move", "moves")) }

// cqTarget makes e the target of the one choice is, or, with several,
// a target listing them through pick.
func cqTarget(p board.Props, e app.HTMLElem, is []int, scope string, pick func(ctx app.Context)) app.UI {
	if len(is) == 1 {
		return p.Target(e, p.Legal[is[0]].Action)
	}
	return cqClickable(e.Class("target"), fmt.Sprintf("%d choices here: %s", len(is), p.Legal[is[0]].Text), scope, pick)
}

// cqClickable makes e a button (click, Enter or Space) running fn. go-app
// keeps a mounted handler whose code is the same whatever it captured, so
// scope must change whenever fn would do something else (see
// BoardProps.Target).
func cqClickable(e app.HTMLElem, label, scope string, fn func(ctx app.Context)) app.UI {
	sc := app.EventScope(scope)
	return e.TabIndex(0).Role("button").Aria("label", label).
		OnClick(func(ctx app.Context, ev app.Event) { fn(ctx) }, sc).
		OnKeyDown(func(ctx app.Context, ev app.Event) {
			if k := ev.Get("key").String(); k == "Enter" || k == " " {
				ev.PreventDefault()
				fn(ctx)
			}
		}, sc)
}

// scope identifies what a clickable of the map does in this view: its
// kind, its space or Settlement, and the selection and step it acts in.
func (v cqView) scope(kind string, at int) string {
	return fmt.Sprint(kind, at, v.sel, v.pick, v.stamp)
}

// cqSoldier draws a soldier: a disc (melee) or a rounded square (ranged)
// in its owner's colour with its letter and a pip per Tier; dimmed once it
// has moved or attacked, crossed while sick.
func cqSoldier(p board.Props, so cc.Soldier, c board.Pt) app.UI {
	def := cc.Soldiers[so.Type]
	classes := []string{"cq-soldier", p.SeatClass(int(so.Owner))}
	if so.Moved || so.Attacked {
		classes = append(classes, "cq-spent")
	}
	r := cqHexSize * 0.62
	var shape app.UI
	if def.Ranged {
		shape = board.SVG("rect").Class("cq-soldier-body").Attr("x", board.Num(c.X-r)).Attr("y", board.Num(c.Y-r)).
			Attr("width", board.Num(2*r)).Attr("height", board.Num(2*r)).Attr("rx", 3)
	} else {
		shape = board.Circle(c, r, "cq-soldier-body")
	}
	body := []app.UI{
		shape,
		board.SVG("text").Class("cq-soldier-letter").Attr("x", board.Num(c.X)).Attr("y", board.Num(c.Y+2.5)).Attr("text-anchor", "middle").
			Text(cqSoldierLetters[so.Type]),
	}
	for t := range int(def.Tier) {
		body = append(body, board.Circle(board.Pt{X: c.X + (float64(t)-float64(def.Tier-1)/2)*4, Y: c.Y + r*0.62}, 1.3, "cq-tier-pip"))
	}
	if so.Sick {
		body = append(body, board.SVG("path").Class("cq-sick").
			Attr("d", fmt.Sprintf("M%s %sl%s %s", board.Num(c.X-r), board.Num(c.Y-r), board.Num(2*r), board.Num(2*r))))
	}
	return board.SVG("g").Class(classes...).Body(body...)
}

// cqBorders draws the tiles' edges and each Kingdom's outline in its
// owner's colour.
func cqBorders(p board.Props, s *cc.State, g cqGeom) []app.UI {
	b := s.Board()
	var tiles strings.Builder
	byKingdom := map[int]*strings.Builder{}
	for x, sp := range b.Spaces {
		for d, dir := range cqDirs {
			y := b.Step(x, d)
			var a1, a2 board.Pt
			if y >= 0 {
				a1, a2 = g.edge(x, y)
			} else {
				a1, a2 = cqEdgeTowards(g.Centres[x], cqCentre(sp.Q+dir[0], sp.R+dir[1]))
			}
			seg := fmt.Sprintf("M%s %sL%s %s", board.Num(a1.X), board.Num(a1.Y), board.Num(a2.X), board.Num(a2.Y))
			if y < 0 || (y > x && b.Spaces[y].Tile != sp.Tile) {
				tiles.WriteString(seg)
			}
			if sp.Kingdom >= 0 && (y < 0 || b.Spaces[y].Kingdom != sp.Kingdom) {
				k := byKingdom[sp.Kingdom]
				if k == nil {
					k = &strings.Builder{}
					byKingdom[sp.Kingdom] = k
				}
				k.WriteString(seg)
			}
		}
	}
	out := []app.UI{board.SVG("path").Class("cq-tile-edge").Attr("d", tiles.String())}
	for seat := range s.NPlayers {
		if k := byKingdom[seat]; k != nil {
			out = append(out, board.SVG("path").Class("cq-kingdom", p.SeatClass(seat)).Attr("d", k.String()))
		}
	}
	return out
}

// cqEdgeTowards is the edge of the hexagon at a facing the hexagon at c.
func cqEdgeTowards(a, c board.Pt) (board.Pt, board.Pt) {
	mid := board.Pt{X: (a.X + c.X) / 2, Y: (a.Y + c.Y) / 2}
	dx, dy := c.X-a.X, c.Y-a.Y
	l := math.Hypot(dx, dy)
	px, py := -dy/l*cqHexSize/2, dx/l*cqHexSize/2
	return board.Pt{X: mid.X + px, Y: mid.Y + py}, board.Pt{X: mid.X - px, Y: mid.Y - py}
}

// cqStreams draws the small rivers along edges and the bridges across
// them.
func cqStreams(s *cc.State, g cqGeom) []app.UI {
	b := s.Board()
	var water strings.Builder
	var bridges []app.UI
	for x := range b.Spaces {
		for _, y := range b.Neighbours(x) {
			if y < x {
				continue
			}
			stream, bridge := b.Stream(x, y)
			if !stream {
				continue
			}
			a1, a2 := g.edge(x, y)
			fmt.Fprintf(&water, "M%s %sL%s %s", board.Num(a1.X), board.Num(a1.Y), board.Num(a2.X), board.Num(a2.Y))
			if bridge {
				cx, cy := g.Centres[x], g.Centres[y]
				bridges = append(bridges, board.SVG("line").Class("cq-bridge").
					Attr("x1", board.Num(cx.X+(cy.X-cx.X)*0.3)).Attr("y1", board.Num(cx.Y+(cy.Y-cx.Y)*0.3)).
					Attr("x2", board.Num(cx.X+(cy.X-cx.X)*0.7)).Attr("y2", board.Num(cx.Y+(cy.Y-cx.Y)*0.7)))
			}
		}
	}
	if water.Len() == 0 {
		return nil
	}
	return append([]app.UI{
		board.SVG("path").Class("cq-stream-bank").Attr("d", water.String()),
		board.SVG("path").Class("cq-stream").Attr("d", water.String()),
	}, bridges...)
}

// cqSettlementMarker draws a Settlement's token between its spaces: a house
// in its owner's colour with its kind's letter, its Peasant, and the flag
// of the player occupying it; a dashed ring while it is under siege.
func cqSettlementMarker(p board.Props, s *cc.State, g cqGeom, m cqMoves, v cqView, i int) app.UI {
	st := s.Settlements[i]
	c := g.centroid(st.Cover())
	label := cqSettlementText(p, s, i)
	body := []app.UI{board.SVG("title").Text(label)}
	if s.Besieged(i) {
		body = append(body, board.Circle(c, 10.5, "cq-siege"))
	}
	body = append(body,
		board.SVG("path").Class("cq-house").Attr("d", fmt.Sprintf("M%s %sl8 -7l8 7v8h-16z", board.Num(c.X-8), board.Num(c.Y-2))),
		board.SVG("text").Class("cq-house-letter").Attr("x", board.Num(c.X)).Attr("y", board.Num(c.Y+5)).Attr("text-anchor", "middle").
			Text(cqSettlementLetters[st.Kind]),
	)
	if st.Peasant {
		body = append(body, board.Circle(board.Pt{X: c.X + 9, Y: c.Y - 7}, 3.2, "cq-peasant"))
	}
	if occ := s.Occupier(i); occ >= 0 {
		body = append(body, board.SVG("path").Class("cq-flag", p.SeatClass(occ)).
			Attr("d", fmt.Sprintf("M%s %sv-14h8l-2 3 2 3h-7v8z", board.Num(c.X-10), board.Num(c.Y+4))))
	}
	grp := board.SVG("g").Class("cq-settlement", p.SeatClass(int(st.Owner))).Body(body...)
	if v.sel.none() {
		if is := m.onSettle[i]; len(is) > 0 {
			return cqTarget(p, grp, is, v.scope("settle", i), func(ctx app.Context) { v.selectSettle(ctx, i) })
		}
		if n := len(m.fromSettle[i]); n > 0 {
			return cqClickable(grp.Class("target"), "Select "+label+": "+cqCount(n), v.scope("settle", i), func(ctx app.Context) { v.selectSettle(ctx, i) })
		}
	}
	return grp
}

// cqLegend explains the map's marks.
func cqLegend() app.UI {
	mini := func(body ...app.UI) app.UI {
		return board.SVG("svg").Class("cq-legend-icon").Attr("viewBox", "-12 -12 24 24").Aria("hidden", "true").
			Attr("focusable", "false").Body(body...)
	}
	return app.Ul().Class("cq-legend").Body(
		app.Li().Body(mini(board.Circle(board.Pt{}, 9, "cq-legend-soldier")), app.Text("melee soldier")),
		app.Li().Body(mini(board.SVG("rect").Class("cq-legend-soldier").Attr("x", -9).Attr("y", -9).Attr("width", 18).Attr("height", 18).Attr("rx", 3)),
			app.Text("ranged soldier: W Warrior, A Archer, K Knight, B Bolteer, Ch Champion, Ca Catapult; dots = Tier")),
		app.Li().Body(mini(board.SVG("path").Class("cq-legend-house").Attr("d", "M-8 -2l8 -7l8 7v8h-16z")),
			app.Text("Settlement: F Farm, V Village, Q Quarry, Av City of Avalon; dot = Peasant, flag = occupied, dashed ring = under siege")),
		app.Li().Body(mini(board.SVG("path").Class("cq-stream-bank").Attr("d", "M-10 0H10"), board.SVG("path").Class("cq-stream").Attr("d", "M-10 0H10"), board.SVG("line").Class("cq-bridge").Attr("x1", 0).Attr("y1", -6).Attr("x2", 0).Attr("y2", 6)),
			app.Text("small river and bridge")),
		app.Li().Body(mini(board.SVG("path").Class("cq-legend-kingdom").Attr("d", "M-10 0H10")), app.Text("Kingdom border")),
	)
}
