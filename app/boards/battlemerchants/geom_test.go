package battlemerchants

import (
	"fmt"
	"math"
	"os"
	"regexp"
	"strconv"
	"testing"

	"tabula/app/board"
	bm "tabula/engines/battlemerchants"
)

// boardSides are the two sides of the board: regions and a player count
// that uses it.
var boardSides = []struct{ regions, players int }{{4, 2}, {3, 3}, {4, 4}}

// dist is the distance between two points.
func dist(a, b board.Pt) float64 { return math.Hypot(a.X-b.X, a.Y-b.Y) }

// squareGap is how far apart two axis-aligned squares of side bmSpaceSize
// centred on a and b are (negative when they overlap).
func squareGap(a, b board.Pt) float64 {
	return max(math.Abs(a.X-b.X), math.Abs(a.Y-b.Y)) - bmSpaceSize
}

// distToSquare is the distance from p to the square of a space centred on c.
func distToSquare(p, c board.Pt) float64 {
	half := bmSpaceSize / 2
	dx := max(math.Abs(p.X-c.X)-half, 0)
	dy := max(math.Abs(p.Y-c.Y)-half, 0)
	return math.Hypot(dx, dy)
}

// inside reports whether p lies inside the convex or star-shaped polygon
// poly (ray casting).
func inside(p board.Pt, poly []board.Pt) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a.Y > p.Y) != (b.Y > p.Y) && p.X < (b.X-a.X)*(p.Y-a.Y)/(b.Y-a.Y)+a.X {
			in = !in
		}
	}
	return in
}

func TestMapSpacesAreDistinctAndClear(t *testing.T) {
	for _, side := range boardSides {
		t.Run(fmt.Sprintf("%d regions", side.regions), func(t *testing.T) {
			g := mapGeometry(side.regions, side.players)
			if len(g.Spaces) != side.regions*bm.SpacesPerRegion || len(g.Tokens) != side.regions*bm.Battlefields {
				t.Fatalf("%d spaces and %d tokens", len(g.Spaces), len(g.Tokens))
			}
			for i, a := range g.Spaces {
				for j := i + 1; j < len(g.Spaces); j++ {
					if gap := squareGap(a, g.Spaces[j]); gap < 2 {
						t.Errorf("spaces %d and %d are %.1f apart", i, j, gap)
					}
				}
				for k, tok := range g.Tokens {
					if d := distToSquare(tok, a); d < bmTokenRadius {
						t.Errorf("token %d overlaps space %d", k, i)
					}
				}
				if d := math.Hypot(a.X, a.Y) - bmSpaceSize/math.Sqrt2; d < bmSeasonR {
					t.Errorf("space %d reaches into the Season Area", i)
				}
				h := bmSpaceSize / 2
				corners := []board.Pt{{X: a.X - h, Y: a.Y - h}, {X: a.X + h, Y: a.Y - h}, {X: a.X - h, Y: a.Y + h}, {X: a.X + h, Y: a.Y + h}}
				for _, c := range corners {
					if !inside(c, g.Outline) {
						t.Errorf("space %d sticks out of the board at %v", i, c)
					}
				}
			}
		})
	}
}

func TestMapBattlefieldZeroIsNearestTheCentre(t *testing.T) {
	for _, side := range boardSides {
		g := mapGeometry(side.regions, side.players)
		for r := range side.regions {
			last := 0.0
			for bf := range bm.Battlefields {
				d := math.Hypot(g.Tokens[r*bm.Battlefields+bf].X, g.Tokens[r*bm.Battlefields+bf].Y)
				if d <= last {
					t.Errorf("%d regions: Region %d Battlefield %d is not farther out than the one before", side.regions, r, bf)
				}
				last = d
			}
			if tile := g.RegionTiles[r]; math.Hypot(tile.X, tile.Y) <= last {
				t.Errorf("%d regions: Region %d's tile is not beyond its last Battlefield", side.regions, r)
			}
		}
	}
}

// TestMapSpacesFaceTheirRace checks the rulebook's "you are selling to the
// race whose picture is closest to the Weapon tile": every space is in its
// race's wedge and nearer that race's emblem than the other race of its
// Region.
func TestMapSpacesFaceTheirRace(t *testing.T) {
	for _, side := range boardSides {
		s := newBMState(t, side.players, 1)
		regions := s.Regions()
		g := mapGeometry(len(regions), side.players)
		emblemOf := map[bm.Race]int{}
		for k, def := range regions {
			emblemOf[def.Races[0]] = k
		}
		for space, c := range g.Spaces {
			race := s.SpaceRace(space)
			k := emblemOf[race]
			if !inside(c, g.Wedges[k]) {
				t.Errorf("%d players: space %d (%s) is not in the %s' wedge", side.players, space, race, race)
			}
			def := regions[space/bm.SpacesPerRegion]
			other := def.Races[0]
			if other == race {
				other = def.Races[1]
			}
			if dist(c, g.Emblems[k]) >= dist(c, g.Emblems[emblemOf[other]]) {
				t.Errorf("%d players: space %d is nearer the %s than its own race, the %s", side.players, space, other, race)
			}
		}
	}
}

func TestMapRewardSpacesAndEmblemsAreClear(t *testing.T) {
	for _, side := range boardSides {
		g := mapGeometry(side.regions, side.players)
		for k, row := range g.Rewards {
			if len(row) != side.players {
				t.Fatalf("race %d has %d Reward spaces, want %d", k, len(row), side.players)
			}
			for i, c := range row {
				if !inside(c, g.Wedges[k]) {
					t.Errorf("%d regions: Reward space %d of race %d is outside its wedge", side.regions, i, k)
				}
				for j := i + 1; j < len(row); j++ {
					if dist(c, row[j]) < 2*bmRewardR {
						t.Errorf("Reward spaces %d and %d of race %d overlap", i, j, k)
					}
				}
				for space, sc := range g.Spaces {
					if distToSquare(c, sc) < bmRewardR {
						t.Errorf("%d regions: Reward space %d of race %d overlaps space %d", side.regions, i, k, space)
					}
				}
				if dist(c, g.Emblems[k]) < bmRewardR+50 {
					t.Errorf("Reward space %d of race %d overlaps the emblem", i, k)
				}
			}
			for space, sc := range g.Spaces {
				if distToSquare(g.Emblems[k], sc) < 50 {
					t.Errorf("%d regions: the emblem of race %d overlaps space %d", side.regions, k, space)
				}
			}
		}
	}
}

// distToSegment is the distance from p to the segment from a to b.
func distToSegment(p, a, b board.Pt) float64 {
	dx, dy := b.X-a.X, b.Y-a.Y
	t := max(0, min(1, ((p.X-a.X)*dx+(p.Y-a.Y)*dy)/(dx*dx+dy*dy)))
	return dist(p, board.Pt{X: a.X + t*dx, Y: a.Y + t*dy})
}

func TestMapRegionTilesAreInsideTheBoard(t *testing.T) {
	for _, side := range boardSides {
		g := mapGeometry(side.regions, side.players)
		for r, c := range g.RegionTiles {
			if !inside(c, g.Outline) {
				t.Fatalf("%d regions: Region tile %d is off the board", side.regions, r)
			}
			for i := range g.Outline {
				a, b := g.Outline[i], g.Outline[(i+1)%len(g.Outline)]
				if d := distToSegment(c, a, b); d < bmTileR+8 {
					t.Errorf("%d regions: Region tile %d is %.0f from the board's edge", side.regions, r, d)
				}
			}
		}
	}
}

func TestMapViewBoxHoldsTheOutline(t *testing.T) {
	for _, side := range boardSides {
		g := mapGeometry(side.regions, side.players)
		var x, y, w, h float64
		if _, err := fmt.Sscanf(g.viewBox(mapPad), "%g %g %g %g", &x, &y, &w, &h); err != nil {
			t.Fatal(err)
		}
		for _, p := range g.Outline {
			if p.X < x || p.X > x+w || p.Y < y || p.Y > y+h {
				t.Errorf("%d regions: outline point %v outside the viewBox %v", side.regions, p, g.viewBox(mapPad))
			}
			f := g.fraction(p, mapPad)
			if f.X < 0 || f.X > 1 || f.Y < 0 || f.Y > 1 {
				t.Errorf("fraction %v of %v is outside 0…1", f, p)
			}
		}
	}
}

func TestNumbersAreShort(t *testing.T) {
	for in, want := range map[float64]string{0: "0", -0.04: "0", 12: "12", -3.24: "-3.2", 1.96: "2", 150.06: "150.1"} {
		if got := board.Num(in); got != want {
			t.Errorf("num(%v) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[float64]string{1.5: "1.5", 0.25: "0.25", 2: "2", 0.3333333: "0.333"} {
		if got := board.Num2(in); got != want {
			t.Errorf("num2(%v) = %q, want %q", in, got, want)
		}
	}
}

// TestNarrowMapFitsAPhone checks the narrow map (narrow.go): as wide as
// the stylesheet's --bm-narrow, every Weapon Space a 44-pixel square
// inside it with room to its neighbours, and the Demand Token of each
// Battlefield between its two spaces.
func TestNarrowMapFitsAPhone(t *testing.T) {
	css, err := os.ReadFile("battlemerchants.css")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`--bm-narrow: ([0-9.]+)px`).FindSubmatch(css)
	if m == nil {
		t.Fatal("the stylesheet sets no --bm-narrow")
	}
	const space = 44.0
	for _, players := range []int{2, 3, 4} {
		s := &bm.State{NPlayers: players}
		n := len(s.Regions())
		g := narrowGeometry(n, players)
		w, _ := g.size()
		if want, _ := strconv.ParseFloat(string(m[1]), 64); math.Abs(w-want) > 0.05 {
			t.Errorf("%d players: the narrow map is %v px wide, the stylesheet's --bm-narrow %v px", players, w, want)
		}
		for i, p := range g.Spaces {
			at := g.px(p)
			if at.X-space/2 < 4 || at.X+space/2 > w-4 {
				t.Errorf("%d players: space %d at x %.1f px leaves the %.1f px map", players, i, at.X, w)
			}
			for j, q := range g.Spaces[:i] {
				o := g.px(q)
				if math.Abs(at.X-o.X) < space+8 && math.Abs(at.Y-o.Y) < space+8 {
					t.Errorf("%d players: spaces %d and %d are %.1f, %.1f px apart", players, j, i, at.X-o.X, at.Y-o.Y)
				}
			}
		}
		for field, tok := range g.Tokens {
			a, b := g.Spaces[bm.SpaceIndex(field/bm.Battlefields, field%bm.Battlefields, 0)], g.Spaces[bm.SpaceIndex(field/bm.Battlefields, field%bm.Battlefields, 1)]
			if tok.X != a.X || tok.X != b.X || !(a.Y < tok.Y && tok.Y < b.Y) {
				t.Errorf("%d players: Battlefield %d's token %v is not between its spaces %v and %v", players, field, tok, a, b)
			}
		}
	}
}
