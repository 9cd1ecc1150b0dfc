package app

import (
	"fmt"
	"math"

	cc "tabula/engines/craftconquer"
)

// The Craft & Conquer map is drawn with pointy-topped hexagons: the space
// at axial coordinates (q, r) is centred at cqHexSize·(√3·(q + r/2), 1.5·r),
// so neighbours in the engine's six directions are cqHexSize·√3 apart and
// share a whole edge. Distances are SVG user units.
const (
	cqHexSize = 20.0 // centre to corner
	cqMapPad  = 6.0  // margin around the spaces
)

// cqGeom places the board's spaces.
type cqGeom struct {
	// Centres are the spaces' centres, by space index.
	Centres []pt
	// Min and Max bound the drawing (the spaces' corners).
	Min, Max pt
}

// cqCentre is the centre of the space at axial (q, r).
func cqCentre(q, r int) pt {
	return pt{cqHexSize * math.Sqrt(3) * (float64(q) + float64(r)/2), cqHexSize * 1.5 * float64(r)}
}

// cqGeometry lays out board b.
func cqGeometry(b *cc.Board) cqGeom {
	g := cqGeom{Centres: make([]pt, len(b.Spaces))}
	for i, sp := range b.Spaces {
		c := cqCentre(sp.Q, sp.R)
		g.Centres[i] = c
		if i == 0 {
			g.Min, g.Max = c, c
		}
		g.Min = pt{min(g.Min.X, c.X), min(g.Min.Y, c.Y)}
		g.Max = pt{max(g.Max.X, c.X), max(g.Max.Y, c.Y)}
	}
	half := pt{cqHexSize * math.Sqrt(3) / 2, cqHexSize}
	g.Min = pt{g.Min.X - half.X, g.Min.Y - half.Y}
	g.Max = pt{g.Max.X + half.X, g.Max.Y + half.Y}
	return g
}

// viewBox is the SVG viewBox of the map with a margin of pad.
func (g cqGeom) viewBox(pad float64) string {
	return fmt.Sprintf("%s %s %s %s", num(g.Min.X-pad), num(g.Min.Y-pad), num(g.Max.X-g.Min.X+2*pad), num(g.Max.Y-g.Min.Y+2*pad))
}

// cqHexCorners is the outline of a pointy-topped hexagon of radius r
// around c.
func cqHexCorners(c pt, r float64) []pt {
	ps := make([]pt, 6)
	for i := range ps {
		ps[i] = c.add(polar(r, 30+float64(i)*60))
	}
	return ps
}

// edge returns the end points of the edge shared by neighbouring spaces x
// and y: the segment through the middle of their centres, at right angles
// to the line joining them, as long as a hexagon's side.
func (g cqGeom) edge(x, y int) (pt, pt) {
	a, b := g.Centres[x], g.Centres[y]
	mid := pt{(a.X + b.X) / 2, (a.Y + b.Y) / 2}
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return mid, mid
	}
	px, py := -dy/l*cqHexSize/2, dx/l*cqHexSize/2
	return pt{mid.X + px, mid.Y + py}, pt{mid.X - px, mid.Y - py}
}

// centroid is the middle of the given spaces' centres (a Settlement's
// marker sits there).
func (g cqGeom) centroid(spaces []int16) pt {
	var c pt
	n := 0
	for _, x := range spaces {
		if x >= 0 && int(x) < len(g.Centres) {
			c = c.add(g.Centres[x])
			n++
		}
	}
	if n == 0 {
		return c
	}
	return pt{c.X / float64(n), c.Y / float64(n)}
}
