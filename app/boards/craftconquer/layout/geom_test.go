package layout

import (
	"math"
	"testing"

	"tabula/app/board"
	"tabula/app/boards/craftconquer/playtest"
	cc "tabula/engines/craftconquer"
)

// TestGeometry: neighbouring spaces share a whole edge (its ends are a
// hexagon's radius from both centres) and the viewBox holds every corner.
func TestGeometry(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		s := playtest.NewState(t, n, uint64(n), cc.VariantRandom)
		b := s.Board()
		g := Of(b)
		for x := range b.Spaces {
			for _, y := range b.Neighbours(x) {
				if d := dist(g.Centres[x], g.Centres[y]); math.Abs(d-HexSize*math.Sqrt(3)) > 1e-9 {
					t.Fatalf("%d players: spaces %d and %d are %.2f apart", n, x, y, d)
				}
				a1, a2 := g.Edge(x, y)
				for _, e := range []board.Pt{a1, a2} {
					if math.Abs(dist(e, g.Centres[x])-HexSize) > 1e-9 || math.Abs(dist(e, g.Centres[y])-HexSize) > 1e-9 {
						t.Fatalf("%d players: the edge of %d and %d is not a shared side", n, x, y)
					}
				}
			}
			for _, c := range HexCorners(g.Centres[x], HexSize) {
				if c.X < g.Min.X-1e-9 || c.Y < g.Min.Y-1e-9 || c.X > g.Max.X+1e-9 || c.Y > g.Max.Y+1e-9 {
					t.Fatalf("%d players: a corner of space %d lies outside the drawing", n, x)
				}
			}
		}
	}
}

// dist is the distance between two points.
func dist(a, b board.Pt) float64 { return math.Hypot(a.X-b.X, a.Y-b.Y) }
