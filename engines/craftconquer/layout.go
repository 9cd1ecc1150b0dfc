package craftconquer

import (
	"errors"
	"fmt"
	"slices"

	"tabula/engines/rng"
)

type tilePos = [2]int8

var tileDirs = [6]tilePos{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}

func addPos(p tilePos, d int) tilePos { return tilePos{p[0] + tileDirs[d][0], p[1] + tileDirs[d][1]} }

// checkLayout verifies the Kingdom rules (rules, Player Tiles & Kingdoms):
// game tiles are connected and distinct; each Player Tile lies off the game
// tiles, at the board's edge, next to exactly two game tiles; no game tile
// belongs to two Kingdoms.
func checkLayout(game, seats []tilePos) error {
	if len(game) == 0 {
		return errors.New("no game tiles")
	}
	in := func(p tilePos) bool { return slices.Contains(game, p) }
	for i, p := range game {
		if slices.Contains(game[:i], p) {
			return fmt.Errorf("game tile %v twice", p)
		}
	}
	seen := []tilePos{game[0]}
	for k := 0; k < len(seen); k++ {
		for d := range tileDirs {
			if q := addPos(seen[k], d); in(q) && !slices.Contains(seen, q) {
				seen = append(seen, q)
			}
		}
	}
	if len(seen) != len(game) {
		return errors.New("game tiles are not connected")
	}
	var owned []tilePos
	for i, p := range seats {
		if in(p) || slices.Contains(seats[:i], p) {
			return fmt.Errorf("player tile %v overlaps another tile", p)
		}
		var adj []tilePos
		for d := range tileDirs {
			if q := addPos(p, d); in(q) {
				adj = append(adj, q)
			}
		}
		if len(adj) != 2 {
			return fmt.Errorf("player tile %v touches %d game tiles, not exactly two", p, len(adj))
		}
		for _, q := range adj {
			if slices.Contains(owned, q) {
				return fmt.Errorf("game tile %v is in two Kingdoms", q)
			}
			owned = append(owned, q)
		}
	}
	return nil
}

// layoutShape returns the game tile and Player Tile positions for a game,
// the Player Tiles in seat order round the board.
func layoutShape(players, kind int, r *rng.RNG) (game, seats []tilePos) {
	if kind == LayoutRandom {
		if g, s, ok := randomShape(players, r); ok {
			return g, s
		}
		kind = LayoutStandard // the generator practically never fails; fall back to a fixed layout
	}
	alt := kind == LayoutAlternative
	for i, l := range Layouts {
		if l.Players == players && (i >= 3) == alt {
			return slices.Clone(l.Game), roundTheBoard(l.Game, slices.Clone(l.Seats))
		}
	}
	return nil, nil
}

// randomShape grows a connected cluster of game tiles from the centre and
// picks Player Tiles at its edge by the Kingdom rules.
func randomShape(players int, r *rng.RNG) (game, seats []tilePos, ok bool) {
	lo, hi := RandomGameTiles[players][0], RandomGameTiles[players][1]
	for range 200 {
		n := lo + r.Intn(hi-lo+1)
		game = []tilePos{{0, 0}}
		for len(game) < n {
			q := addPos(game[r.Intn(len(game))], r.Intn(6))
			if !slices.Contains(game, q) {
				game = append(game, q)
			}
		}
		var cands []tilePos
		for _, p := range game {
			for d := range tileDirs {
				q := addPos(p, d)
				if !slices.Contains(game, q) && !slices.Contains(cands, q) {
					cands = append(cands, q)
				}
			}
		}
		r.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
		seats = seats[:0]
		for _, c := range cands {
			if len(seats) < players && checkLayout(game, append(slices.Clone(seats), c)) == nil {
				seats = append(seats, c)
			}
		}
		if len(seats) == players {
			return game, roundTheBoard(game, seats), true
		}
	}
	return nil, nil, false
}

// roundTheBoard sorts Player Tiles by their angle around the game tiles'
// centre, so that seats follow each other round the board.
func roundTheBoard(game, seats []tilePos) []tilePos {
	var sa, sb int
	for _, p := range game {
		sa += int(p[0])
		sb += int(p[1])
	}
	n := len(game)
	vec := func(p tilePos) (int, int) {
		a, b := int(p[0])*n-sa, int(p[1])*n-sb
		return 2*a + b, b // a linear map with positive determinant keeps the order of angles
	}
	half := func(x, y int) int {
		if y > 0 || y == 0 && x > 0 {
			return 0
		}
		return 1
	}
	slices.SortStableFunc(seats, func(p, q tilePos) int {
		px, py := vec(p)
		qx, qy := vec(q)
		if hp, hq := half(px, py), half(qx, qy); hp != hq {
			return hp - hq
		}
		return -(px*qy - py*qx)
	})
	return seats
}

// riverChains lists the chains of n game tiles, each next to the one before,
// along which large rivers can flow: the river never turns by more than one
// side from tile to tile (the four river tiles are two straight rivers and
// two wide bends; rules, Connecting River Tiles).
func riverChains(game []tilePos, n int) [][]tilePos {
	var out [][]tilePos
	var rec func(path []tilePos, lastDir int)
	rec = func(path []tilePos, lastDir int) {
		if len(path) == n {
			out = append(out, slices.Clone(path))
			return
		}
		for d := range tileDirs {
			q := addPos(path[len(path)-1], d)
			if !slices.Contains(game, q) || slices.Contains(path, q) {
				continue
			}
			if lastDir >= 0 {
				if turn := (d - lastDir + 6) % 6; turn != 0 && turn != 1 && turn != 5 {
					continue
				}
			}
			rec(append(path, q), d)
		}
	}
	for _, p := range game {
		rec([]tilePos{p}, -1)
	}
	return out
}

// riverArrows returns the tile directions (0..5) toward which a face's
// large river leaves the tile when turned rot times: the arrows.
func riverArrows(f *TileFace, rot int) []int {
	ter := f.cellTerrains()
	var out []int
	for i, c := range tileCells {
		if ter[i] != River {
			continue
		}
		q, r := rot60(c[0], c[1], rot)
		for _, dir := range hexDirs {
			nq, nr := q+dir[0], r+dir[1]
			if hexDist(0, 0, nq, nr) <= TileRadius {
				continue
			}
			for td := range tileDirs {
				cq, cr := tileCentre(int(tileDirs[td][0]), int(tileDirs[td][1]))
				if hexDist(cq, cr, nq, nr) <= TileRadius && !slices.Contains(out, td) {
					out = append(out, td)
				}
			}
		}
	}
	return out
}

// placeTiles deals the game tiles onto a layout. Reconstructed procedure
// (the rulebook has players lay tiles in turn, which the engine does for
// them): the tiles are dealt at random with random turns; with large
// rivers, the river tiles go along a random longest chain of game tiles
// (up to four), each turned so that its arrows point at its neighbours'.
func placeTiles(players, kind int, rivers bool, r *rng.RNG) []PlacedTile {
	game, seats := layoutShape(players, kind, r)
	ids := make([]int8, len(Tiles))
	for i := range ids {
		ids[i] = int8(i)
	}
	r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	out := make([]PlacedTile, 0, len(game)+len(seats))
	var chain []tilePos
	if rivers {
		var riverIDs, others []int8
		for _, id := range ids {
			if Tiles[id].B != nil {
				riverIDs = append(riverIDs, id)
			} else {
				others = append(others, id)
			}
		}
		for n := min(MaxRiverTiles, len(game)); n >= 2 && chain == nil; n-- {
			if cs := riverChains(game, n); len(cs) > 0 {
				chain = cs[r.Intn(len(cs))]
			}
		}
		if placed, ok := alignRivers(chain, riverIDs, r); ok {
			out = append(out, placed...)
			ids = append(others, riverIDs[len(chain):]...)
		} else {
			chain = nil
		}
	}
	k := 0
	for _, p := range game {
		if slices.Contains(chain, p) {
			continue
		}
		out = append(out, PlacedTile{Tile: ids[k], A: p[0], B: p[1], Rot: int8(r.Intn(6)), Seat: -1})
		k++
	}
	for seat, p := range seats {
		out = append(out, PlacedTile{Tile: -1, A: p[0], B: p[1], Seat: int8(seat)})
	}
	return out
}

// alignRivers puts river tiles on the chain, turned so that consecutive
// tiles' arrows point at each other. riverIDs is reordered so that its
// first len(chain) tiles are the ones placed.
func alignRivers(chain []tilePos, riverIDs []int8, r *rng.RNG) ([]PlacedTile, bool) {
	if len(chain) == 0 || len(riverIDs) < len(chain) {
		return nil, false
	}
	need := func(i int) []int {
		var ds []int
		for _, j := range []int{i - 1, i + 1} {
			if j < 0 || j >= len(chain) {
				continue
			}
			for d := range tileDirs {
				if addPos(chain[i], d) == chain[j] {
					ds = append(ds, d)
				}
			}
		}
		return ds
	}
	var out []PlacedTile
	var try func(i int) bool
	try = func(i int) bool {
		if i == len(chain) {
			return true
		}
		for j := i; j < len(riverIDs); j++ {
			riverIDs[i], riverIDs[j] = riverIDs[j], riverIDs[i]
			id := riverIDs[i]
			var rots []int
			for rot := range 6 {
				arrows := riverArrows(Tiles[id].B, rot)
				ok := true
				for _, d := range need(i) {
					ok = ok && slices.Contains(arrows, d)
				}
				if ok {
					rots = append(rots, rot)
				}
			}
			if len(rots) > 0 {
				rot := rots[r.Intn(len(rots))]
				out = append(out, PlacedTile{Tile: id, Side: 1, A: chain[i][0], B: chain[i][1], Rot: int8(rot), Seat: -1})
				if try(i + 1) {
					return true
				}
				out = out[:len(out)-1]
			}
			riverIDs[i], riverIDs[j] = riverIDs[j], riverIDs[i]
		}
		return false
	}
	return out, try(0)
}
