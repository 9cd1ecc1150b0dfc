package craftconquer

import "strings"

// The map: spaces are hexagons in axial coordinates (q, r), laid out tile
// by tile. A Board is derived from the placed tiles (State.Tiles) and never
// changes during a game; states share it and rebuild it after decoding.

// hexDirs are the six axial directions; direction d+3 is opposite to d.
var hexDirs = [6][2]int{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}

// tileCells are the local coordinates of a tile's cells, in the order of
// TileFace.Cells.
var tileCells = [TileSpaces][2]int{
	{0, -2}, {1, -2}, {2, -2},
	{-1, -1}, {0, -1}, {1, -1}, {2, -1},
	{-2, 0}, {-1, 0}, {0, 0}, {1, 0}, {2, 0},
	{-2, 1}, {-1, 1}, {0, 1}, {1, 1},
	{-2, 2}, {-1, 2}, {0, 2},
}

// rot60 rotates axial coordinates by 60 degrees, k times.
func rot60(q, r, k int) (int, int) {
	for range (k%6 + 6) % 6 {
		q, r = -r, q+r
	}
	return q, r
}

// tileCentre is the centre space of the tile at tile coordinates (a, b).
func tileCentre(a, b int) (int, int) {
	vq, vr := rot60(TileStep[0], TileStep[1], 1)
	return a*TileStep[0] + b*vq, a*TileStep[1] + b*vr
}

// hexDist is the distance in spaces between two axial coordinates.
func hexDist(q1, r1, q2, r2 int) int {
	dq, dr := q1-q2, r1-r2
	return (abs(dq) + abs(dr) + abs(dq+dr)) / 2
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Space is one space of the board.
type Space struct {
	Q, R    int
	Terrain Terrain
	Tile    int // index into State.Tiles
	Kingdom int // seat whose Kingdom it is in, or -1
}

// maxSpaces bounds the board for scratch arrays kept on the stack: at most
// 11 game tiles and 4 Player Tiles (larger boards fall back to the heap).
const maxSpaces = 15 * TileSpaces

// Board is the map derived from the placed tiles.
type Board struct {
	Spaces []Space
	nbr    [][6]int16 // neighbour in each direction, -1 off the board
	open   []uint8    // bit d: the edge in direction d can be crossed (no small river, or a bridge)
	stream []uint8    // bit d: a small river runs along edge d
	bridge []uint8    // bit d: a bridge crosses the small river on edge d
	minQ   int
	minR   int
	w, h   int
	grid   []int16 // (q-minQ) + (r-minR)*w -> space, -1 for none
	// overlap records that two tiles were laid on the same spaces.
	overlap bool

	// Bit sets over the grid, for reach: bit (q-minQ) + (r-minR)*w stands
	// for the space at (q, r). Spaces are numbered in grid order, so a set's
	// bits run in space order too. derive works them out from the fields
	// above.
	words int      // uint64 words in a set
	cell  []int32  // per space: its bit
	step  [6]int   // what a step in each direction adds to a bit's number
	masks []uint64 // numMasks sets, words long each (see maskOpen)
}

// The sets in Board.masks.
const (
	maskOpen    = 0            // + d: the spaces whose edge d is open
	maskAny     = maskOpen + 6 // + d: the spaces with a neighbour in direction d (edge open, or a small river)
	maskTerrain = maskAny + 6  // + t: the spaces of terrain t
	numMasks    = maskTerrain + int(NumTerrains)
)

// mask returns the set k of Board.masks.
func (b *Board) mask(k int) []uint64 { return b.masks[k*b.words : (k+1)*b.words : (k+1)*b.words] }

// derive works out the bit sets from the spaces, neighbours and edges.
// buildBoard calls it; code that edits a board calls it again (through
// State.forget).
func (b *Board) derive() {
	b.words = (b.w*b.h + 63) / 64
	b.cell = append(b.cell[:0], make([]int32, len(b.Spaces))...)
	for k, x := range b.grid {
		if x >= 0 {
			b.cell[x] = int32(k)
		}
	}
	for d, dir := range hexDirs {
		b.step[d] = dir[0] + dir[1]*b.w
	}
	b.masks = append(b.masks[:0], make([]uint64, numMasks*b.words)...)
	for x := range b.Spaces {
		g := int(b.cell[x])
		bit := uint64(1) << (g & 63)
		for d, y := range b.nbr[x] {
			if y < 0 {
				continue
			}
			if b.open[x]&(1<<d) != 0 {
				b.mask(maskOpen + d)[g>>6] |= bit
			}
			if (b.open[x]|b.stream[x])&(1<<d) != 0 {
				b.mask(maskAny + d)[g>>6] |= bit
			}
		}
		if t := b.Spaces[x].Terrain; t >= 0 && t < NumTerrains {
			b.mask(maskTerrain + int(t))[g>>6] |= bit
		}
	}
}

// face returns the face a placed tile shows.
func (t PlacedTile) face() *TileFace {
	switch {
	case t.Tile < 0:
		return &PlayerTileFace
	case t.Side == 1 && Tiles[t.Tile].B != nil:
		return Tiles[t.Tile].B
	default:
		return &Tiles[t.Tile].A
	}
}

// cellTerrains decodes a face's letters.
func (f *TileFace) cellTerrains() [TileSpaces]Terrain {
	var out [TileSpaces]Terrain
	letters := strings.ReplaceAll(f.Cells, "/", "")
	for i := range out {
		if i < len(letters) {
			out[i] = terrainLetters[letters[i]]
		}
	}
	return out
}

// buildBoard lays out the tiles. Overlapping tiles (which no layout makes)
// are recorded in Board.overlap for CheckInvariants.
func buildBoard(tiles []PlacedTile) *Board {
	type cell struct {
		tile  int8
		local int8
		t     Terrain
	}
	b := &Board{}
	first := true
	var maxQ, maxR int
	for _, pt := range tiles {
		cq, cr := tileCentre(int(pt.A), int(pt.B))
		q, r := cq, cr
		if first {
			b.minQ, b.minR, maxQ, maxR = q, r, q, r
			first = false
		}
		b.minQ, maxQ = min(b.minQ, q-TileRadius), max(maxQ, q+TileRadius)
		b.minR, maxR = min(b.minR, r-TileRadius), max(maxR, r+TileRadius)
	}
	b.w, b.h = maxQ-b.minQ+1, maxR-b.minR+1
	cells := make([]cell, b.w*b.h)
	for i := range cells {
		cells[i].tile = -1
	}
	for ti, pt := range tiles {
		cq, cr := tileCentre(int(pt.A), int(pt.B))
		ter := pt.face().cellTerrains()
		for i, lc := range tileCells {
			q, r := rot60(lc[0], lc[1], int(pt.Rot))
			k := (cq + q - b.minQ) + (cr+r-b.minR)*b.w
			if cells[k].tile >= 0 {
				b.overlap = true
			}
			cells[k] = cell{int8(ti), int8(i), ter[i]}
		}
	}
	b.grid = make([]int16, len(cells))
	local := make([][TileSpaces]int16, len(tiles))
	for k, c := range cells {
		b.grid[k] = -1
		if c.tile < 0 {
			continue
		}
		i := len(b.Spaces)
		b.grid[k] = int16(i)
		b.Spaces = append(b.Spaces, Space{Q: k%b.w + b.minQ, R: k/b.w + b.minR, Terrain: c.t, Tile: int(c.tile), Kingdom: -1})
		local[c.tile][c.local] = int16(i)
	}
	n := len(b.Spaces)
	b.nbr = make([][6]int16, n)
	b.open = make([]uint8, n)
	b.stream = make([]uint8, n)
	b.bridge = make([]uint8, n)
	for i, sp := range b.Spaces {
		for d, dir := range hexDirs {
			j := b.Index(sp.Q+dir[0], sp.R+dir[1])
			b.nbr[i][d] = int16(j)
			if j >= 0 {
				b.open[i] |= 1 << d
			}
		}
	}
	for ti, pt := range tiles {
		for _, st := range pt.face().Streams {
			x, y := int(local[ti][st.A]), int(local[ti][st.B])
			d := b.direction(x, y)
			if d < 0 {
				continue
			}
			for _, e := range [2]struct{ s, d int }{{x, d}, {y, (d + 3) % 6}} {
				b.stream[e.s] |= 1 << e.d
				if st.Bridge {
					b.bridge[e.s] |= 1 << e.d
				} else {
					b.open[e.s] &^= 1 << e.d
				}
			}
		}
	}
	// Kingdoms: each Player Tile and the game tiles next to it.
	for ti, pt := range tiles {
		if pt.Seat < 0 {
			continue
		}
		for tj, other := range tiles {
			if tj == ti || other.Seat < 0 && tileDist(pt, other) == 1 {
				for k := range local[tj] {
					b.Spaces[local[tj][k]].Kingdom = int(pt.Seat)
				}
			}
		}
	}
	b.derive()
	return b
}

func tileDist(a, b PlacedTile) int { return hexDist(int(a.A), int(a.B), int(b.A), int(b.B)) }

// Index returns the space at (q, r), or -1.
func (b *Board) Index(q, r int) int {
	q, r = q-b.minQ, r-b.minR
	if q < 0 || r < 0 || q >= b.w || r >= b.h {
		return -1
	}
	return int(b.grid[q+r*b.w])
}

// direction returns d such that y is x's neighbour in direction d, or -1.
func (b *Board) direction(x, y int) int {
	for d, n := range b.nbr[x] {
		if int(n) == y {
			return d
		}
	}
	return -1
}

// Dist is the distance in spaces between two spaces.
func (b *Board) Dist(x, y int) int {
	p, q := &b.Spaces[x], &b.Spaces[y]
	return hexDist(p.Q, p.R, q.Q, q.R)
}

// Adjacent reports whether two spaces share an edge.
func (b *Board) Adjacent(x, y int) bool { return b.direction(x, y) >= 0 }

// Connected reports whether two spaces share an edge that can be crossed:
// no small river runs along it, or a bridge joins them.
func (b *Board) Connected(x, y int) bool {
	d := b.direction(x, y)
	return d >= 0 && b.open[x]&(1<<d) != 0
}

// passable terrain for ground movement (rules, Movement: grass and forest;
// Large River Tiles: bridges are normal spaces).
func (t Terrain) passable() bool { return t == Grass || t == Forest || t == Bridge }

// water reports lake and river spaces.
func (t Terrain) water() bool { return t == Lake || t == River }

// sightScale scales the exact hex line arithmetic (see sight).
const sightScale = 64

// sight reports line of sight between two spaces (rules, Line-of-Sight).
// The line is the straight line between the centres, in the spaces it
// passes through; where it runs exactly along an edge there are "two equal
// paths of closest distance" and either may be chosen, so both are tried
// (the classic ±ε nudge, done in exact integer arithmetic: see lineCell).
// clear: some line has no forest or mountain between the two spaces (the
// ends do not count: a soldier standing in a forest still sees out).
// noMountain: some line has no mountain between them, which is what a
// Catapult needs.
func (b *Board) sight(x, y int) (clear, noMountain bool) {
	p, q := &b.Spaces[x], &b.Spaces[y]
	dq, dr := q.Q-p.Q, q.R-p.R
	n := hexDist(0, 0, dq, dr)
	if n <= 1 {
		return true, true
	}
	var lines *[2][sightTableRadius - 1][2]int8
	if n <= sightTableRadius {
		lines = &sightTable[dq+sightTableRadius][dr+sightTableRadius]
	}
	for k, sign := range [2]int{1, -1} {
		forest, mountain := false, false
		for i := 1; i < n; i++ {
			var cq, cr int
			if lines != nil {
				cq, cr = int(lines[k][i-1][0]), int(lines[k][i-1][1])
			} else {
				cq, cr = lineCell(dq, dr, n, i, sign)
			}
			if s := b.Index(p.Q+cq, p.R+cr); s >= 0 {
				switch b.Spaces[s].Terrain {
				case Forest:
					forest = true
				case Mountain:
					mountain = true
				}
			}
		}
		if !forest && !mountain {
			clear = true
		}
		if !mountain {
			noMountain = true
		}
	}
	return clear, noMountain
}

// lineSpaces returns the spaces strictly between x and y on the two
// candidate lines of sight (the same line twice when it never runs along
// an edge), for the table to draw.
func (b *Board) lineSpaces(x, y int) [2][]int {
	var out [2][]int
	p, q := &b.Spaces[x], &b.Spaces[y]
	dq, dr := q.Q-p.Q, q.R-p.R
	n := hexDist(0, 0, dq, dr)
	for k, sign := range [2]int{1, -1} {
		for i := 1; i < n; i++ {
			cq, cr := lineCell(dq, dr, n, i, sign)
			out[k] = append(out[k], b.Index(p.Q+cq, p.R+cr))
		}
	}
	return out
}

// lineCell returns the offset, from the space the line of sight starts on,
// of the i-th space (0 < i < n) the line to the space at offset (dq, dr),
// n spaces away, passes through. The line is sampled at its i-th of n
// equal steps in cube coordinates, scaled by sightScale and nudged by sign
// (±1) off the edges, and rounded to a hex. Only offsets matter: moving
// both ends by whole spaces moves every rounded space alike.
func lineCell(dq, dr, n, i, sign int) (q, r int) {
	X := sightScale*dq*i + sign
	Y := sightScale*(-dq-dr)*i + sign
	Z := sightScale*dr*i - 2*sign
	return cubeRound(X, Y, Z, sightScale*n)
}

// sightTableRadius covers the longest range (a Catapult's 8).
const sightTableRadius = 8

// sightTable holds lineCell's offsets for every target within
// sightTableRadius, by [dq+radius][dr+radius][nudge][i-1], so that
// sight does no division. It is computed once and never written again.
var sightTable = func() (t [2*sightTableRadius + 1][2*sightTableRadius + 1][2][sightTableRadius - 1][2]int8) {
	for dq := -sightTableRadius; dq <= sightTableRadius; dq++ {
		for dr := -sightTableRadius; dr <= sightTableRadius; dr++ {
			n := hexDist(0, 0, dq, dr)
			if n > sightTableRadius {
				continue
			}
			for k, sign := range [2]int{1, -1} {
				for i := 1; i < n; i++ {
					q, r := lineCell(dq, dr, n, i, sign)
					t[dq+sightTableRadius][dr+sightTableRadius][k][i-1] = [2]int8{int8(q), int8(r)}
				}
			}
		}
	}
	return t
}()

// cubeRound rounds the cube point (X, Y, Z)/d to the hex containing it and
// returns its axial coordinates. The callers' nudges keep every coordinate
// off the half-way points, so rounding is exact.
func cubeRound(X, Y, Z, d int) (q, r int) {
	rx, ry, rz := roundDiv(X, d), roundDiv(Y, d), roundDiv(Z, d)
	dx, dy, dz := abs(rx*d-X), abs(ry*d-Y), abs(rz*d-Z)
	switch {
	case dx > dy && dx > dz:
		rx = -ry - rz
	case dy > dz:
		ry = -rx - rz
	default:
		rz = -rx - ry
	}
	_ = ry
	return rx, rz
}

// roundDiv is x/d rounded to the nearest integer (d > 0).
func roundDiv(x, d int) int { return floorDiv(2*x+d, 2*d) }

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}
