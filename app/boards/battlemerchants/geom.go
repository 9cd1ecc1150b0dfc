package battlemerchants

import (
	"fmt"
	"math"

	"tabula/app/board"
	bm "tabula/engines/battlemerchants"
)

// The Battle Merchants board is drawn around its centre, the Season Area.
// Each Region is a strip running from the centre to a corner of the board,
// Battlefield 0 nearest the centre; its two Weapon Spaces lie on either side
// of the strip, each in the wedge of the race it sells to, and the Demand
// Token sits between them. The races sit on the sides of the board, between
// two Regions, with their Reward spaces. Distances are SVG user units.
const (
	bmSpaceSize   = 54.0  // side of a Weapon Space
	bmSpaceOffset = 54.0  // from the strip's axis to a space's centre
	bmFieldStep   = 82.0  // from one Battlefield to the next
	bmStripStart  = 150.0 // from the centre to the strip's inner end
	bmTokenRadius = 14.0
	bmSeasonR     = 128.0 // radius of the Season Area
	bmTileDist    = 700.0 // centre to a Region tile
	bmTileR       = 46.0  // radius of a Region tile
	bmEmblemDist  = 455.0 // centre to a race's emblem
	bmRewardDist  = 330.0 // centre to a race's row of Reward spaces
	bmRewardGap   = 58.0  // between Reward spaces
	bmRewardR     = 24.0  // radius of a Reward space
	bmCornerPad   = 100.0 // the board's corner beyond a Region tile
	bmEdgeMin     = 525.0 // nearest a board edge may be to the centre
)

// mapGeom places everything on the board of one player count.
type mapGeom struct {
	// Spaces are the centres of the Weapon Spaces, by bm.SpaceIndex.
	Spaces []board.Pt
	// Tokens are the centres of the Demand Tokens, by region*6+battlefield.
	Tokens []board.Pt
	// RegionAngle is the direction of each Region's strip, in degrees.
	RegionAngle []float64
	// RegionTiles are the centres of the Region tiles at the corners.
	RegionTiles []board.Pt
	// Emblems are the centres of the race emblems by ring position: race
	// position k is side 0 of Region k (and side 1 of Region k-1).
	Emblems []board.Pt
	// Rewards are the centres of the Reward spaces, [race position][seat].
	Rewards [][]board.Pt
	// Outline is the board's edge; Wedges are the parts of it belonging to
	// each race position.
	Outline []board.Pt
	Wedges  [][]board.Pt
	// Min and Max bound the drawing.
	Min, Max board.Pt
}

// regionAngle is the direction of Region k's strip when there are n.
func regionAngle(k, n int) float64 { return -90 + (float64(k)+0.5)*360/float64(n) }

// raceAngle is the direction of race position k when there are n Regions.
func raceAngle(k, n int) float64 { return -90 + float64(k)*360/float64(n) }

// mapGeometry lays out the board for n Regions (3 or 4) and the given
// number of seats.
func mapGeometry(n, seats int) mapGeom {
	g := mapGeom{
		Spaces:      make([]board.Pt, n*bm.SpacesPerRegion),
		Tokens:      make([]board.Pt, n*bm.Battlefields),
		RegionAngle: make([]float64, n),
		RegionTiles: make([]board.Pt, n),
		Emblems:     make([]board.Pt, n),
		Rewards:     make([][]board.Pt, n),
		Wedges:      make([][]board.Pt, n),
	}
	for r := range n {
		a := regionAngle(r, n)
		g.RegionAngle[r] = a
		g.RegionTiles[r] = board.Polar(bmTileDist, a)
		for bf := range bm.Battlefields {
			centre := board.Polar(bmStripStart+(float64(bf)+0.5)*bmFieldStep, a)
			g.Tokens[r*bm.Battlefields+bf] = centre
			// Side 0 faces the counter-clockwise race, side 1 the clockwise one.
			g.Spaces[bm.SpaceIndex(r, bf, 0)] = centre.Add(board.Polar(bmSpaceOffset, a-90))
			g.Spaces[bm.SpaceIndex(r, bf, 1)] = centre.Add(board.Polar(bmSpaceOffset, a+90))
		}
	}
	corner := bmTileDist + bmCornerPad
	edge := max(corner*math.Cos(math.Pi/float64(n)), bmEdgeMin)
	for k := range n {
		a := raceAngle(k, n)
		g.Emblems[k] = board.Polar(bmEmblemDist, a)
		row := board.Polar(bmRewardDist, a)
		g.Rewards[k] = make([]board.Pt, seats)
		for s := range seats {
			along := (float64(s) - float64(seats-1)/2) * bmRewardGap
			g.Rewards[k][s] = row.Add(board.Polar(along, a+90))
		}
		g.Outline = append(g.Outline, board.Polar(edge, a), board.Polar(corner, regionAngle(k, n)))
		g.Wedges[k] = []board.Pt{{}, board.Polar(corner, regionAngle(k-1, n)), board.Polar(edge, a), board.Polar(corner, regionAngle(k, n))}
	}
	g.Min, g.Max = g.Outline[0], g.Outline[0]
	for _, p := range g.Outline {
		g.Min = board.Pt{X: min(g.Min.X, p.X), Y: min(g.Min.Y, p.Y)}
		g.Max = board.Pt{X: max(g.Max.X, p.X), Y: max(g.Max.Y, p.Y)}
	}
	return g
}

// viewBox is the SVG viewBox of the board with a margin of pad.
func (g mapGeom) viewBox(pad float64) string {
	return fmt.Sprintf("%s %s %s %s", board.Num(g.Min.X-pad), board.Num(g.Min.Y-pad), board.Num(g.Max.X-g.Min.X+2*pad), board.Num(g.Max.Y-g.Min.Y+2*pad))
}

// fraction is where p lies in the drawing with margin pad, from 0 to 1 on
// each axis: for placing HTML over the SVG.
func (g mapGeom) fraction(p board.Pt, pad float64) board.Pt {
	return board.Pt{X: (p.X - g.Min.X + pad) / (g.Max.X - g.Min.X + 2*pad), Y: (p.Y - g.Min.Y + pad) / (g.Max.Y - g.Min.Y + 2*pad)}
}
