package craftconquer

import (
	"fmt"
	"math"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/craftconquer/dice"
	"tabula/app/boards/craftconquer/icons"
	"tabula/app/boards/craftconquer/layout"
	"tabula/app/boards/craftconquer/places"
	"tabula/app/boards/craftconquer/words"
	cc "tabula/engines/craftconquer"
)

// cqScale is how many CSS pixels a unit of the map's drawing takes at zoom
// 1 on a wide screen: a space is 52 pixels across, whatever the layout's
// size. On a phone the map is as wide as the board's view instead
// (craftconquer.css).
const cqScale = 1.5

// Terrain icons, drawn in a 24×24 box. They are decoration: each space's
// title names its terrain.
var cqTerrainPaths = [cc.NumTerrains]string{
	cc.Forest:   "M7 3l5 8h-3l4 6h-4v4h-4v-4h-4l4-6h-3z M17 7l4 6h-2l3 5h-3v3h-4v-3h-3l3-5h-2z",
	cc.Mountain: "M1 21l8-15 4 7 3-4 7 12z",
	cc.Lake:     "M2 10c3-3 5-3 7 0s5 3 7 0 5-3 7 0v3c-2-3-4-3-7 0s-5 3-7 0-4-3-7 0z M2 16c3-3 5-3 7 0s5 3 7 0 5-3 7 0v3c-2-3-4-3-7 0s-5 3-7 0-4-3-7 0z",
	cc.River:    "M2 10c3-3 5-3 7 0s5 3 7 0 5-3 7 0v3c-2-3-4-3-7 0s-5 3-7 0-4-3-7 0z M2 16c3-3 5-3 7 0s5 3 7 0 5-3 7 0v3c-2-3-4-3-7 0s-5 3-7 0-4-3-7 0z",
	cc.Bridge:   "M2 8h20v3h-20z M2 14h20v3h-20z M5 8h2v9h-2z M11 8h2v9h-2z M17 8h2v9h-2z",
}

// cqTerrain is the printed map: the spaces with their terrain, the tiles'
// edges, the Kingdoms' borders, the small rivers and their bridges. It
// never changes during a game, so it is a component whose fields stay
// equal from move to move, and go-app skips it when it draws a move.
type cqTerrain struct {
	app.Compo
	// Board is the map, shared by every position of the game.
	Board *cc.Board
	// Tiles are the placed tiles, which name the regions.
	Tiles []cc.PlacedTile
	// Owners name each seat as an owner ("your", "Beatrix's"), and
	// SeatClasses give each seat's colour.
	Owners      []string
	SeatClasses []string
}

// Render draws the printed map.
func (t *cqTerrain) Render() app.UI {
	b := t.Board
	if b == nil {
		return board.SVG("g")
	}
	g := layout.Of(b)
	owner := func(seat int) string {
		if seat >= 0 && seat < len(t.Owners) {
			return t.Owners[seat]
		}
		return board.Possessive(fmt.Sprintf("Player %d", seat+1))
	}
	names := places.TileNames(b, t.Tiles, owner)
	body := make([]app.UI, 0, 2*len(b.Spaces)+8)
	for x, sp := range b.Spaces {
		c := g.Centres[x]
		label := names[x]
		if sp.Kingdom >= 0 {
			label += ", in " + owner(sp.Kingdom) + " Kingdom"
		}
		body = append(body, board.SVG("polygon").Class("cq-hex", "cq-t-"+sp.Terrain.String()).
			Attr("points", board.Points(layout.HexCorners(c, layout.HexSize))).Body(board.SVG("title").Text(words.Capital(label))))
		if path := cqTerrainPaths[sp.Terrain]; path != "" {
			body = append(body, board.Icon(path, c, 18, "cq-terrain-icon"))
		}
	}
	body = append(body, cqBorders(b, g, t.SeatClasses)...)
	body = append(body, cqStreams(b, g)...)
	return board.SVG("g").Class("cq-terrain").Body(body...)
}

// cqTileNameLayer writes each tile's name on the map, as the prompts and the
// log name places ("the grass on the north edge of Open Fields", "your
// home tile"): across the top row of the tile's spaces, high in the row,
// over the top rim of a soldier standing there rather than its picture,
// drawn over the pieces on a halo of grass so that no piece hides it (a
// Farm or a soldier on the top row once covered "Twin Grove"). Like
// cqTerrain it never changes during a game.
type cqTileNameLayer struct {
	app.Compo
	Board  *cc.Board
	Tiles  []cc.PlacedTile
	Owners []string // each seat as an owner ("your", "Beatrix's")
}

// Render draws the names.
func (t *cqTileNameLayer) Render() app.UI {
	if t.Board == nil {
		return board.SVG("g")
	}
	owner := func(seat int) string {
		if seat >= 0 && seat < len(t.Owners) {
			return t.Owners[seat]
		}
		return board.Possessive(fmt.Sprintf("Player %d", seat+1))
	}
	return board.SVG("g").Class("cq-tile-names").Aria("hidden", "true").
		Body(cqTileLabels(t.Board, layout.Of(t.Board), t.Tiles, owner)...)
}

// cqTileLabels are the tile names of cqTileNameLayer.
func cqTileLabels(b *cc.Board, g layout.Map, tiles []cc.PlacedTile, owner func(seat int) string) []app.UI {
	top := map[int]board.Pt{} // the middle of each tile's top row
	count := map[int]int{}
	for x, sp := range b.Spaces {
		c := g.Centres[x]
		t, ok := top[sp.Tile]
		switch {
		case !ok || c.Y < t.Y-1:
			top[sp.Tile], count[sp.Tile] = c, 1
		case c.Y <= t.Y+1:
			n := float64(count[sp.Tile])
			top[sp.Tile] = board.Pt{X: (t.X*n + c.X) / (n + 1), Y: t.Y}
			count[sp.Tile]++
		}
	}
	out := make([]app.UI, 0, len(top))
	for t := range len(tiles) {
		at, ok := top[t]
		if !ok {
			continue
		}
		out = append(out, board.SVG("text").Class("cq-tile-name").Attr("x", board.Num(at.X)).
			Attr("y", board.Num(at.Y-layout.HexSize*0.55)).Attr("text-anchor", "middle").
			Text(words.Capital(places.Region(tiles, t, owner))))
	}
	return out
}

// cqBorders draws the tiles' edges and each Kingdom's outline in its
// owner's colour.
func cqBorders(b *cc.Board, g layout.Map, seatClasses []string) []app.UI {
	var tiles strings.Builder
	byKingdom := map[int]*strings.Builder{}
	for x, sp := range b.Spaces {
		for d, dir := range layout.Dirs {
			y := b.Step(x, d)
			var a1, a2 board.Pt
			if y >= 0 {
				a1, a2 = g.Edge(x, y)
			} else {
				a1, a2 = cqEdgeTowards(g.Centres[x], layout.Centre(sp.Q+dir[0], sp.R+dir[1]))
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
	for seat, class := range seatClasses {
		if k := byKingdom[seat]; k != nil {
			out = append(out, board.SVG("path").Class("cq-kingdom", class).Attr("d", k.String()))
		}
	}
	return out
}

// cqEdgeTowards is the edge of the hexagon at a facing the hexagon at c.
func cqEdgeTowards(a, c board.Pt) (board.Pt, board.Pt) {
	mid := board.Pt{X: (a.X + c.X) / 2, Y: (a.Y + c.Y) / 2}
	dx, dy := c.X-a.X, c.Y-a.Y
	l := math.Hypot(dx, dy)
	px, py := -dy/l*layout.HexSize/2, dx/l*layout.HexSize/2
	return board.Pt{X: mid.X + px, Y: mid.Y + py}, board.Pt{X: mid.X - px, Y: mid.Y - py}
}

// cqStreams draws the small rivers along edges and the bridges across
// them.
func cqStreams(b *cc.Board, g layout.Map) []app.UI {
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
			a1, a2 := g.Edge(x, y)
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

// cqText is what naming things of one position needs: the props, the
// position and its spaces' names in the board's words.
type cqText struct {
	p      board.Props
	s      *cc.State
	names  []string
	labels []string // the Settlements' names (places.SettlementLabels), "" where a name alone cannot tell them apart
}

// cqTextOf is what naming things of s needs, in the board's words.
func cqTextOf(p board.Props, s *cc.State) cqText {
	b := s.Board()
	return cqTextOn(p, s, layout.Of(b), places.TileNames(b, s.Tiles, p.Owner))
}

// cqTextOn is cqTextOf with the map's geometry and its spaces' names by
// tile already worked out.
func cqTextOn(p board.Props, s *cc.State, g layout.Map, tileNames []string) cqText {
	labels := places.SettlementLabels(s, p.Owner)
	return cqText{p: p, s: s, names: places.NamesOn(s, g, tileNames, labels), labels: labels}
}

// cqMapCtx is what drawing the map of one position needs.
type cqMapCtx struct {
	cqText
	g     layout.Map
	m     cqMoves
	v     cqView
	ids   []int // each soldier's lasting identity, for sliding
	marks cqMarks
	fight bool // the fight's dice are shown
}

// cqMap draws the map: the printed terrain, then what lies on it
// (Settlements, soldiers), the selection's overlay, the marks of the
// others' last moves, the fight's dice, and the targets.
func cqMap(c cqMapCtx) app.UI {
	p, s, g, v := c.p, c.s, c.g, c.v
	b := s.Board()
	owners := make([]string, s.NPlayers)
	classes := make([]string, s.NPlayers)
	for seat := range owners {
		owners[seat], classes[seat] = p.Owner(seat), p.SeatClass(seat)
	}
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
	body := make([]app.UI, 0, 64)
	body = append(body, &cqTerrain{Board: b, Tiles: s.Tiles, Owners: owners, SeatClasses: classes})
	// What the Settlements cover, in their owners' colours.
	var tints []cqTint
	for i := range s.Settlements {
		st := s.Settlements[i]
		for _, x := range st.Cover() {
			tints = append(tints, cqTint{Seat: p.SeatClass(int(st.Owner)), Points: board.Points(layout.HexCorners(g.Centres[x], layout.HexSize*0.86))})
		}
	}
	body = append(body, &cqSettledLayer{Tints: tints})
	// The selected soldier's reach and range.
	var shades []app.UI
	if ov.from >= 0 {
		for x := range b.Spaces {
			class := ""
			switch {
			case x == ov.from:
				class = "cq-from"
			case ov.reach[x]:
				class = "cq-reach"
			case ov.inRng[x]:
				class = "cq-inrange"
			}
			if class != "" {
				shade := board.SVG("polygon").Class("cq-shade", class).Attr("points", board.Points(layout.HexCorners(g.Centres[x], layout.HexSize*0.92)))
				if x == ov.from {
					// The chooser over the board keeps clear of it (web/table.js).
					shade = shade.Class("chooser-subject")
				}
				shades = append(shades, shade)
			}
		}
	}
	settlements := make([]app.UI, len(s.Settlements))
	for i := range s.Settlements {
		settlements[i] = cqSettlementToken(c, i)
	}
	soldiers := make([]app.UI, len(s.Soldiers))
	for j, so := range s.Soldiers {
		soldiers[j] = cqSoldierToken(p, so, g.Centres[so.Space], c.ids[j], c.marks.soldier[int(so.Space)])
	}
	// Each layer whose length changes from one position to the next is a
	// group of its own: go-app matches children by position, and a layer
	// that grew or shrank in the one list made it rewrite or rebuild every
	// shape after it.
	// The spaces that play no part in the decision, each saying why when
	// tapped, lie under every control, so that they never take a tap from
	// a Settlement's or a space's target.
	controls, idle := cqSpaceControls(c, ov)
	body = append(body,
		cqLayer("shades", shades),
		cqLayer("marks", cqMarkShapes(c)),
		cqLayer("idle-controls", idle),
		cqLayer("settlement-controls", cqSettlementControls(c)),
		cqLayer("space-controls", controls),
		cqLayer("settlements", settlements),
		cqLayer("soldiers", soldiers),
		// The tiles' names over the pieces, each on a halo, so that a piece
		// on a tile's top row never hides the name the prompts use; they
		// let clicks through to the targets under them.
		&cqTileNameLayer{Board: b, Tiles: s.Tiles, Owners: owners},
	)
	var overlay []app.UI
	for _, l := range ov.lines {
		a, e := g.Centres[ov.from], g.Centres[l.to]
		class := "cq-los-blocked"
		if l.ok {
			class = "cq-los-ok"
		}
		overlay = append(overlay, board.SVG("line").Class("cq-los", class).Attr("x1", board.Num(a.X)).Attr("y1", board.Num(a.Y)).
			Attr("x2", board.Num(e.X)).Attr("y2", board.Num(e.Y)))
	}
	if from, _, rolled, moving := s.Moving(); moving && rolled > 0 {
		overlay = append(overlay, cqMoveDieOnMap(g.Centres[from], rolled, g))
	}
	if c.fight {
		overlay = append(overlay, cqFightOnMap(c))
	}
	body = append(body, cqLayer("overlay", overlay))
	w, h := g.Max.X-g.Min.X+2*layout.Pad, g.Max.Y-g.Min.Y+2*layout.Pad+layout.DiceBand
	return board.SVG("svg").Class("cq-map").Attr("viewBox", g.ViewBox(layout.Pad)).
		Attr("width", board.Num(w*cqScale)).Attr("height", board.Num(h*cqScale)).
		Style("width", board.Num(w*cqScale)+"px").Style("height", board.Num(h*cqScale)+"px").
		Role("group").
		Aria("label", fmt.Sprintf("The map: %d spaces, %d Settlements and %d soldiers", len(b.Spaces), len(s.Settlements), len(s.Soldiers))).
		Body(body...)
}

// cqLayer groups the shapes of one layer of the map.
func cqLayer(name string, shapes []app.UI) app.UI {
	return board.SVG("g").Class("cq-layer-" + name).Body(shapes...)
}

// cqSpaceControls are the spaces one may click: the targets of the legal
// choices, soldiers to select, and soldiers that say why they can do
// nothing; and apart (idle), the spaces that offer nothing now, each
// saying why when tapped. Each is the space's hexagon over the terrain,
// under the pieces, which let clicks through.
func cqSpaceControls(c cqMapCtx, ov cqOverlay) ([]app.UI, []app.UI) {
	p, s, g, m, v := c.p, c.s, c.g, c.m, c.v
	towards := m.towards(v.sel)
	soldierOn := make([]int, len(s.Board().Spaces))
	for x := range soldierOn {
		soldierOn[x] = -1
	}
	for j, so := range s.Soldiers {
		soldierOn[so.Space] = j
	}
	var out, idleOut []app.UI
	idleWhy := "" // NotAChoice and the prompt, made once
	refusal := func(x int) string {
		if why := cqSpaceRule(c, x); why != "" {
			return why
		}
		if idleWhy == "" {
			idleWhy = board.NotAChoice(cqPrompt(c.cqText, c.m, c.v))
		}
		return idleWhy
	}
	for x := range s.Board().Spaces {
		hasSoldier := soldierOn[x] >= 0
		idle := len(towards[x]) == 0 && len(m.fromSpace[x]) == 0 && len(m.onSpace[x]) == 0 && !hasSoldier
		if idle && len(p.Legal) == 0 {
			continue
		}
		var so cc.Soldier
		if hasSoldier {
			so = s.Soldiers[soldierOn[x]]
		}
		// The space's number names the target whose rule refuses it, for
		// the tests that check the reason against the engine's.
		hex := board.SVG("polygon").Class("cq-control").Attr("points", g.Outline(x)).DataSet("space", x)
		var ui app.UI
		if idle {
			idleOut = append(idleOut, p.Refused(hex, refusal(x)))
			continue
		}
		label := cqSpaceText(c.cqText, x)
		switch {
		case !v.sel.none() && len(towards[x]) > 0:
			ui = cqTarget(p, hex, nil, towards[x], v.scope("pick", x), func(ctx app.Context) { v.pickSpace(ctx, x) })
		case !v.sel.none() && len(m.fromSpace[x]) > 0 && x != v.sel.Space:
			ui = cqClickable(cqMarkSuggested(p, hex.Class("cq-selectable"), m.fromSpace[x]), nil, "Select "+strings.TrimSuffix(label, "."), v.scope("select", x), func(ctx app.Context) { v.selectSpace(ctx, x) })
		case v.sel.none() && len(m.fromSpace[x]) > 0:
			ui = cqClickable(cqMarkSuggested(p, hex.Class("target"), m.fromSpace[x]), nil, "Select "+strings.TrimSuffix(label, ".")+": "+cqCount(len(m.fromSpace[x])), v.scope("select", x), func(ctx app.Context) { v.selectSpace(ctx, x) })
		case v.sel.none() && len(m.onSpace[x]) > 0:
			ui = cqTarget(p, hex, nil, m.onSpace[x], v.scope("pick", x), func(ctx app.Context) { v.pickSpace(ctx, x) })
		case hasSoldier && x == v.sel.Space && len(m.fromSpace[x]) > 0:
			// The selected soldier, with moves: they are the marked spaces
			// and the panel's buttons; choosing it again puts it down.
			ui = cqClickable(hex.Class("cq-selectable", "cq-selected"), nil, words.Capital(strings.TrimSuffix(label, "."))+": selected; choose it again to put it down",
				v.scope("show", x), func(ctx app.Context) { v.selectSpace(ctx, x) })
		case hasSoldier:
			why := ""
			if int(so.Owner) == p.Viewer && s.Current == p.Viewer {
				why = s.SoldierRefusal(x) // the engine's reason, outside step 4 ""
			}
			if why == "" && len(p.Legal) > 0 {
				why = refusal(x)
			}
			if why != "" {
				hex = hex.Class("refused").Aria("disabled", "true").Title(why)
			}
			say := p.Say
			ui = cqClickable(hex.Class("cq-selectable"), nil, words.Capital(strings.TrimSuffix(label, ".")+cqSuffix(why)),
				v.scope("show", x), func(ctx app.Context) {
					v.selectSpace(ctx, x)
					if why != "" && say != nil {
						say(ctx, why)
					}
				})
		}
		if ui != nil {
			out = append(out, ui)
		}
	}
	return out, idleOut
}

// cqSpaceRule is the rule that refuses space x, which offers the viewer
// no choice now, while the viewer decides: another player's soldier; where
// a soldier waits to be deployed, the deployment rule that refuses it (the
// engine's reason); "" when none applies (the space is no choice now).
func cqSpaceRule(c cqMapCtx, x int) string {
	p, s := c.p, c.s
	if so, ok := s.SoldierAt(x); ok && int(so.Owner) != p.Viewer {
		if why := s.SoldierRefusal(x); why != "" && s.Current == p.Viewer {
			return words.Capital(p.Owner(int(so.Owner))+" "+so.Type.String()) + ": " + why
		}
		return ""
	}
	if pl := s.Seats[p.Viewer]; s.Phase == cc.PhaseMain && s.Current == p.Viewer && pl.Reserve[0]+pl.Reserve[1] > 0 {
		if why := s.DeployRefusal(p.Viewer, x); why != "" {
			return why
		}
	}
	return ""
}

// cqSuffix is a reason appended to a label: ": why".
func cqSuffix(why string) string {
	if why == "" {
		return ""
	}
	return ": " + why
}

// cqSettlementControls are the Settlements one may click: a Settlement to
// select (to grow it) or a Settlement choice (a Peasant to place on it, a
// Peasant to kidnap). Each covers its spaces, so it is as easy to hit as
// they are.
func cqSettlementControls(c cqMapCtx) []app.UI {
	p, s, g, m, v := c.p, c.s, c.g, c.m, c.v
	if !v.sel.none() {
		return nil
	}
	var out []app.UI
	for i := range s.Settlements {
		is, from := m.onSettle[i], m.fromSettle[i]
		if len(is) == 0 && len(from) == 0 {
			continue
		}
		cover := s.Settlements[i].Cover()
		body := make([]app.UI, 0, len(cover))
		for _, x := range cover {
			body = append(body, board.SVG("polygon").Class("cq-control").Attr("points", g.Outline(int(x))))
		}
		grp := board.SVG("g").Class("cq-settle-control")
		label := cqSettlementText(c.cqText, i)
		if len(is) > 0 {
			out = append(out, cqTarget(p, grp, body, is, v.scope("settle", i), func(ctx app.Context) { v.selectSettle(ctx, i) }))
			continue
		}
		out = append(out, cqClickable(cqMarkSuggested(p, grp.Class("target"), from), body, "Select "+label+": "+cqCount(len(from)),
			v.scope("settle", i), func(ctx app.Context) { v.selectSettle(ctx, i) }))
	}
	return out
}

// cqCount says how many moves a selection offers.
func cqCount(n int) string { return fmt.Sprintf("%d %s", n, board.Plural(n, "move", "moves")) }

// cqTarget makes e the target of the one choice is, or, with several,
// a target listing them through pick.
// e holds kids, and a title saying what a click does, which a pointer
// resting on it shows.
func cqTarget(p board.Props, e app.HTMLElem, kids []app.UI, is []int, scope string, pick func(ctx app.Context)) app.UI {
	if len(is) == 1 {
		return p.Target(e.Body(append(kids, board.SVG("title").Text(p.Legal[is[0]].Text))...), p.Legal[is[0]].Action)
	}
	return cqClickable(cqMarkSuggested(p, e.Class("target"), is), kids, fmt.Sprintf("%d choices here: %s", len(is), p.Legal[is[0]].Text), scope, pick)
}

// cqMarkSuggested marks e, which leads to the choices is, as the way to
// the suggested move when that is one of them.
func cqMarkSuggested(p board.Props, e app.HTMLElem, is []int) app.HTMLElem {
	for _, i := range is {
		if p.Suggested(p.Legal[i].Action) {
			return e.Class("suggested")
		}
	}
	return e
}

// cqClickable makes e, holding kids, a button (click, Enter or Space)
// running fn, named and titled label. go-app keeps a mounted handler whose
// code is the same whatever it captured, so scope must change whenever fn
// would do something else (see board.Props.Target).
func cqClickable(e app.HTMLElem, kids []app.UI, label, scope string, fn func(ctx app.Context)) app.HTMLElem {
	sc := app.EventScope(scope)
	return e.Body(append(kids, board.SVG("title").Text(label))...).TabIndex(0).Role("button").Aria("label", label).
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

// cqSoldierToken is soldier so on the map, at c. id keeps it the same
// piece from move to move, so that it slides; changed marks it as moved
// or made by another player since the viewer's last move.
func cqSoldierToken(p board.Props, so cc.Soldier, c board.Pt, id int, changed bool) app.UI {
	return &cqSoldierPiece{
		Seat: p.SeatClass(int(so.Owner)), Type: so.Type, X: c.X, Y: c.Y,
		Spent: so.Moved || so.Attacked, Sick: so.Sick, Changed: changed,
		Flip: fmt.Sprintf("soldier-%d", id), Label: words.Capital(cqSoldierText(p, so)),
	}
}

// cqSoldierPiece draws a soldier: a disc (melee) or a rounded square
// (ranged) in its owner's colour with its picture and a pip per Tier;
// dimmed once it has moved or attacked, struck through while sick. It is
// a component, so that go-app skips the soldiers a move leaves alone.
type cqSoldierPiece struct {
	app.Compo
	Seat                 string // the owner's colour class
	Type                 cc.SoldierType
	X, Y                 float64
	Spent, Sick, Changed bool
	Flip, Label          string
}

// Render draws the soldier.
func (sp *cqSoldierPiece) Render() app.UI {
	def := cc.Soldiers[sp.Type]
	c := board.Pt{X: sp.X, Y: sp.Y}
	classes := []string{"cq-soldier", sp.Seat}
	if sp.Spent {
		classes = append(classes, "cq-spent")
	}
	r := layout.HexSize * 0.68
	var shape app.UI
	if def.Ranged {
		shape = board.SVG("rect").Class("cq-soldier-body").Attr("x", board.Num(c.X-r)).Attr("y", board.Num(c.Y-r)).
			Attr("width", board.Num(2*r)).Attr("height", board.Num(2*r)).Attr("rx", 4)
	} else {
		shape = board.Circle(c, r, "cq-soldier-body")
	}
	body := []app.UI{shape, icons.Draw(icons.Soldiers[sp.Type], board.Pt{X: c.X, Y: c.Y - 1.5}, 17, "cq-soldier-glyph")}
	for t := range int(def.Tier) {
		body = append(body, board.Circle(board.Pt{X: c.X + (float64(t)-float64(def.Tier-1)/2)*5, Y: c.Y + r - 2.2}, 1.8, "cq-tier-pip"))
	}
	if sp.Sick {
		body = append(body, board.SVG("path").Class("cq-sick").
			Attr("d", fmt.Sprintf("M%s %sl%s %s", board.Num(c.X-r), board.Num(c.Y-r), board.Num(2*r), board.Num(2*r))))
	}
	if sp.Changed {
		body = append(body, board.Circle(c, r+3, "cq-mark changed"))
	}
	return board.SVG("g").Class(classes...).DataSet("flip", sp.Flip).Role("img").Aria("label", sp.Label).Body(body...)
}

// cqSettlementToken is Settlement i on the map, between its spaces.
func cqSettlementToken(c cqMapCtx, i int) app.UI {
	p, s, g := c.p, c.s, c.g
	st := s.Settlements[i]
	at := g.Centroid(st.Cover())
	piece := &cqSettlementPiece{
		Seat: p.SeatClass(int(st.Owner)), Kind: st.Kind, X: at.X, Y: at.Y,
		Peasant: st.Peasant, Besieged: s.Besieged(i), Label: words.Capital(cqSettlementText(c.cqText, i)),
	}
	if occ := s.Occupier(i); occ >= 0 {
		piece.Occupier = p.SeatClass(occ)
	}
	if c.marks.settlement[i] {
		for _, x := range st.Cover() {
			piece.Marks += board.Points(layout.HexCorners(g.Centres[x], layout.HexSize*0.9)) + ";"
		}
	}
	return piece
}

// cqSettlementPiece draws a Settlement's token: its picture on a plate in
// its owner's colour, its Peasant, the flag of the player occupying it
// and a dashed ring while it is under siege; a component, so that go-app
// skips the Settlements a move leaves alone.
type cqSettlementPiece struct {
	app.Compo
	Seat, Occupier    string // colour classes; Occupier "" when free
	Kind              cc.SettlementKind
	X, Y              float64
	Peasant, Besieged bool
	Marks             string // the covered hexagons marked as changed, each ending in ";"
	Label             string
}

// Render draws the Settlement.
func (sp *cqSettlementPiece) Render() app.UI {
	at := board.Pt{X: sp.X, Y: sp.Y}
	body := []app.UI{}
	if sp.Besieged {
		body = append(body, board.Circle(at, 15, "cq-siege"))
	}
	body = append(body,
		board.SVG("rect").Class("cq-plate").Attr("x", board.Num(at.X-11)).Attr("y", board.Num(at.Y-10)).
			Attr("width", 22).Attr("height", 20).Attr("rx", 4),
		icons.Draw(icons.Settlements[sp.Kind], at, 16, "cq-settlement-glyph"),
	)
	if sp.Peasant {
		body = append(body, board.Circle(board.Pt{X: at.X + 11, Y: at.Y - 9}, 5, "cq-peasant-disc"),
			icons.Draw(icons.Peasant, board.Pt{X: at.X + 11, Y: at.Y - 9}, 8, "cq-peasant-glyph"))
	}
	if sp.Occupier != "" {
		body = append(body, board.SVG("g").Class(sp.Occupier).Body(
			icons.Draw(icons.Flag, board.Pt{X: at.X - 12, Y: at.Y - 11}, 12, "cq-flag")))
	}
	for _, pts := range strings.Split(strings.TrimSuffix(sp.Marks, ";"), ";") {
		if pts != "" {
			body = append(body, board.SVG("polygon").Class("cq-mark", "changed").Attr("points", pts))
		}
	}
	return board.SVG("g").Class("cq-settlement", sp.Seat).Role("img").Aria("label", sp.Label).Body(body...)
}

// cqTint is a space covered by a Settlement, in its owner's colour.
type cqTint struct {
	Seat, Points string
}

// cqSettledLayer tints the spaces the Settlements cover: a component,
// which go-app skips until a Settlement is built or grows.
type cqSettledLayer struct {
	app.Compo
	Tints []cqTint
}

// Render draws the tints.
func (l *cqSettledLayer) Render() app.UI {
	body := make([]app.UI, 0, len(l.Tints))
	for _, t := range l.Tints {
		body = append(body, board.SVG("polygon").Class("cq-settled", t.Seat).Attr("points", t.Points))
	}
	return board.SVG("g").Class("cq-settled-layer").Body(body...)
}

// cqMoveDieOnMap is the Movement die just rolled, beside the soldier
// moving.
func cqMoveDieOnMap(at board.Pt, n int, g layout.Map) app.UI {
	x := math.Min(at.X+layout.HexSize*0.7, g.Max.X-12)
	y := math.Max(at.Y-layout.HexSize*1.4, g.Min.Y)
	body := []app.UI{board.SVG("rect").Class("cq-die").Attr("x", board.Num(x)).Attr("y", board.Num(y)).Attr("width", 14).Attr("height", 14).Attr("rx", 3)}
	if n >= 1 && n <= 6 {
		for _, d := range dice.Pips[n] {
			body = append(body, board.Circle(board.Pt{X: x + d[0]*0.7, Y: y + d[1]*0.7}, 1.4, "cq-die-mark"))
		}
	}
	return board.SVG("g").Class("cq-die-move", "cq-on-map").Role("img").Aria("label", fmt.Sprintf("The Movement die shows %d", n)).Body(body...)
}

// cqFightOnMap marks the fight on the map: an arrow from the attacker to
// the soldier attacked, and the dice of its last round under the map below
// them, both sides' rows with their totals.
func cqFightOnMap(c cqMapCtx) app.UI {
	p, s, g := c.p, c.s, c.g
	f, current := dice.ShownFight(s)
	from, to := int(f.Sides[f.Attacking].Soldiers[0]), int(f.Sides[1-f.Attacking].Soldiers[0])
	n := len(g.Centres)
	if from < 0 || to < 0 || from >= n || to >= n {
		return nil
	}
	title := "Dice of the last fight: "
	if current {
		title = "Dice on the table: "
	}
	return &dice.FightPiece{
		From: g.Centres[from], To: g.Centres[to], Min: g.Min, Max: g.Max,
		Faces:     [2][]int{dice.Faces(f.Sides[0]), dice.Faces(f.Sides[1])},
		Totals:    [2]int{f.Sides[0].Total(), f.Sides[1].Total()},
		Seats:     [2]string{p.SeatClass(int(f.Sides[0].Seat)), p.SeatClass(int(f.Sides[1].Seat))},
		Attacking: int(f.Attacking), Changed: c.marks.fight, Current: current, Label: title + dice.FightText(p, f, current),
	}
}
