package layout

import (
	"fmt"
	"math"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	cc "tabula/engines/craftconquer"
)

// The Craft & Conquer map is drawn with pointy-topped hexagons: the space
// at axial coordinates (q, r) is centred at HexSize·(√3·(q + r/2), 1.5·r),
// so neighbours in the engine's six directions are HexSize·√3 apart and
// share a whole edge. Distances are SVG user units.
const (
	HexSize = 20.0 // centre to corner
	Pad     = 6.0  // margin around the spaces
	// DiceBand is the height of the band under the spaces where the dice
	// of a fight lie, so that they never cover a piece; it is always
	// there, so that the map keeps its size.
	DiceBand = 2*(DieSize+DieGap) + 8
	DieSize  = 11.0 // a combat die on the map
	DieGap   = 2.0  // between two dice
)

// Map places the board's spaces.
type Map struct {
	// Centres are the spaces' centres, by space index.
	Centres []board.Pt
	// Min and Max bound the drawing (the spaces' corners).
	Min, Max board.Pt
	// outlines are the spaces' hexagons as SVG points, by space index,
	// when worked out once for the board (craftBoard.layout): the map
	// draws one over every space at every update, and writing their 12
	// numbers each time was most of its cost.
	outlines []string
}

// WithOutlines is g with the spaces' outlines worked out.
func (g Map) WithOutlines() Map {
	g.outlines = make([]string, len(g.Centres))
	for x, c := range g.Centres {
		g.outlines[x] = board.Points(HexCorners(c, HexSize))
	}
	return g
}

// Outline is space x's hexagon as SVG points.
func (g Map) Outline(x int) string {
	if x < len(g.outlines) {
		return g.outlines[x]
	}
	return board.Points(HexCorners(g.Centres[x], HexSize))
}

// Centre is the centre of the space at axial (q, r).
func Centre(q, r int) board.Pt {
	return board.Pt{X: HexSize * math.Sqrt(3) * (float64(q) + float64(r)/2), Y: HexSize * 1.5 * float64(r)}
}

// Of lays out board b.
func Of(b *cc.Board) Map {
	g := Map{Centres: make([]board.Pt, len(b.Spaces))}
	for i, sp := range b.Spaces {
		c := Centre(sp.Q, sp.R)
		g.Centres[i] = c
		if i == 0 {
			g.Min, g.Max = c, c
		}
		g.Min = board.Pt{X: min(g.Min.X, c.X), Y: min(g.Min.Y, c.Y)}
		g.Max = board.Pt{X: max(g.Max.X, c.X), Y: max(g.Max.Y, c.Y)}
	}
	half := board.Pt{X: HexSize * math.Sqrt(3) / 2, Y: HexSize}
	g.Min = board.Pt{X: g.Min.X - half.X, Y: g.Min.Y - half.Y}
	g.Max = board.Pt{X: g.Max.X + half.X, Y: g.Max.Y + half.Y}
	return g
}

// ViewBox is the SVG viewBox of the map with a margin of pad and, under
// it, the band the dice of a fight lie in (DiceBand).
func (g Map) ViewBox(pad float64) string {
	return fmt.Sprintf("%s %s %s %s", board.Num(g.Min.X-pad), board.Num(g.Min.Y-pad), board.Num(g.Max.X-g.Min.X+2*pad), board.Num(g.Max.Y-g.Min.Y+2*pad+DiceBand))
}

// HexCorners is the outline of a pointy-topped hexagon of radius r
// around c.
func HexCorners(c board.Pt, r float64) []board.Pt {
	ps := make([]board.Pt, 6)
	for i := range ps {
		ps[i] = c.Add(board.Polar(r, 30+float64(i)*60))
	}
	return ps
}

// Edge returns the end points of the edge shared by neighbouring spaces x
// and y: the segment through the middle of their centres, at right angles
// to the line joining them, as long as a hexagon's side.
func (g Map) Edge(x, y int) (board.Pt, board.Pt) {
	a, b := g.Centres[x], g.Centres[y]
	mid := board.Pt{X: (a.X + b.X) / 2, Y: (a.Y + b.Y) / 2}
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return mid, mid
	}
	px, py := -dy/l*HexSize/2, dx/l*HexSize/2
	return board.Pt{X: mid.X + px, Y: mid.Y + py}, board.Pt{X: mid.X - px, Y: mid.Y - py}
}

// Centroid is the middle of the given spaces' centres (a Settlement's
// marker sits there).
func (g Map) Centroid(spaces []int16) board.Pt {
	var c board.Pt
	n := 0
	for _, x := range spaces {
		if x >= 0 && int(x) < len(g.Centres) {
			c = c.Add(g.Centres[x])
			n++
		}
	}
	if n == 0 {
		return c
	}
	return board.Pt{X: c.X / float64(n), Y: c.Y / float64(n)}
}

// Dirs are the engine's six axial directions, in the order of Board.Step.
var Dirs = [6][2]int{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}

// Arrow is an arrow from a towards b, stopping short of b's centre.
func Arrow(a, b board.Pt, class string) app.UI {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return nil
	}
	ux, uy := dx/l, dy/l
	end := board.Pt{X: b.X - ux*HexSize*0.75, Y: b.Y - uy*HexSize*0.75}
	start := board.Pt{X: a.X + ux*HexSize*0.6, Y: a.Y + uy*HexSize*0.6}
	head := fmt.Sprintf("M%s %sl%s %sl%s %sz", board.Num(end.X+ux*6), board.Num(end.Y+uy*6),
		board.Num(-ux*9-uy*5), board.Num(-uy*9+ux*5), board.Num(uy*10), board.Num(-ux*10))
	return board.SVG("g").Class(class).Body(
		board.SVG("line").Attr("x1", board.Num(start.X)).Attr("y1", board.Num(start.Y)).Attr("x2", board.Num(end.X)).Attr("y2", board.Num(end.Y)),
		board.SVG("path").Attr("d", head),
	)
}
