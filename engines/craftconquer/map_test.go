package craftconquer

import (
	"fmt"
	"slices"
	"testing"

	"tabula/engines/rng"
)

// TestTileData checks every tile face: 19 known letters, streams between
// neighbouring cells, large rivers from the middle of one side to the
// middle of another with exactly one large bridge, and room to settle
// (mostly grass).
func TestTileData(t *testing.T) {
	faces := []*TileFace{&PlayerTileFace}
	rivers := 0
	for i := range Tiles {
		faces = append(faces, &Tiles[i].A)
		if Tiles[i].B != nil {
			faces = append(faces, Tiles[i].B)
			rivers++
		}
	}
	if rivers != MaxRiverTiles {
		t.Errorf("%d large river tiles, want %d", rivers, MaxRiverTiles)
	}
	for _, f := range faces {
		n := 0
		grass := 0
		bridges := 0
		for _, ch := range []byte(f.Cells) {
			if ch == '/' {
				continue
			}
			ter, ok := terrainLetters[ch]
			if !ok {
				t.Errorf("face %q: unknown letter %q", f.Cells, ch)
			}
			n++
			if ter == Grass {
				grass++
			}
			if ter == Bridge {
				bridges++
			}
		}
		if n != TileSpaces {
			t.Errorf("face %q has %d cells", f.Cells, n)
		}
		if grass < 12 && bridges == 0 {
			t.Errorf("face %q has only %d grass spaces", f.Cells, grass)
		}
		for _, st := range f.Streams {
			a, b := tileCells[st.A], tileCells[st.B]
			if hexDist(a[0], a[1], b[0], b[1]) != 1 {
				t.Errorf("face %q: stream between cells %d and %d, which are not neighbours", f.Cells, st.A, st.B)
			}
		}
	}
	for i := range Tiles {
		if b := Tiles[i].B; b != nil {
			arrows := riverArrows(b, 0)
			if len(arrows) != 2 {
				t.Errorf("%s: river leaves toward %v, want two sides", Tiles[i].Name, arrows)
			}
			if c := countLetter(b.Cells, 'B'); c != 1 {
				t.Errorf("%s: %d large bridges", Tiles[i].Name, c)
			}
		}
	}
}

func countLetter(cells string, ch byte) int {
	n := 0
	for i := range len(cells) {
		if cells[i] == ch {
			n++
		}
	}
	return n
}

// TestLayouts checks every fixed layout and many random ones against the
// Kingdom rules (rules, Player Tiles & Kingdoms): each Player Tile next to
// exactly two game tiles, Kingdoms never overlapping; tiles never overlap;
// each Kingdom has 57 spaces and room for at least four Farms placed
// greedily (the first legal spot each time; better packing fits five).
func TestLayouts(t *testing.T) {
	for i, l := range Layouts {
		if err := checkLayout(l.Game, l.Seats); err != nil {
			t.Errorf("layout %d (%s, %d players): %v", i, l.Name, l.Players, err)
		}
		if len(l.Seats) != l.Players {
			t.Errorf("layout %d has %d Player Tiles for %d players", i, len(l.Seats), l.Players)
		}
		if len(l.Game) > len(Tiles) {
			t.Errorf("layout %d needs %d game tiles", i, len(l.Game))
		}
	}
	for players := 2; players <= 4; players++ {
		for kind := range 3 {
			for _, rivers := range []bool{false, true} {
				for seed := range uint64(40) {
					r := rng.New(seed)
					tiles := placeTiles(players, kind, rivers, &r)
					name := fmt.Sprintf("%dp layout %d rivers %v seed %d", players, kind, rivers, seed)
					checkPlaced(t, name, players, tiles)
				}
			}
		}
	}
}

func checkPlaced(t *testing.T, name string, players int, tiles []PlacedTile) {
	t.Helper()
	var game, seats []tilePos
	seats = make([]tilePos, players)
	used := map[int8]bool{}
	for _, pt := range tiles {
		p := tilePos{pt.A, pt.B}
		if pt.Seat >= 0 {
			seats[pt.Seat] = p
			continue
		}
		game = append(game, p)
		if used[pt.Tile] {
			t.Errorf("%s: tile %d used twice", name, pt.Tile)
		}
		used[pt.Tile] = true
	}
	if err := checkLayout(game, seats); err != nil {
		t.Errorf("%s: %v", name, err)
	}
	b := buildBoard(tiles)
	if b.overlap || len(b.Spaces) != len(tiles)*TileSpaces {
		t.Fatalf("%s: tiles overlap", name)
	}
	s := &State{NPlayers: players, Tiles: tiles, geo: b}
	for seat := range players {
		n := 0
		for _, sp := range b.Spaces {
			if sp.Kingdom == seat {
				n++
			}
		}
		if n != 3*TileSpaces {
			t.Errorf("%s: Kingdom %d has %d spaces", name, seat, n)
		}
		for k := range MaxSettlements - 1 {
			var x, d int
			found := false
			s.farmSpots(seat, func(xx, dd int) bool { x, d, found = xx, dd, true; return false })
			if !found {
				t.Errorf("%s: Kingdom %d has room for only %d Farms", name, seat, k)
				break
			}
			s.placeFarm(seat, x, d)
		}
	}
}

// TestRiverChains checks that with the large river option the river tiles
// lie along a chain of game tiles and each pair of neighbours' arrows
// point at each other, so the river spaces join across the tile edge.
func TestRiverChains(t *testing.T) {
	for players := 2; players <= 4; players++ {
		for seed := range uint64(30) {
			r := rng.New(seed)
			tiles := placeTiles(players, int(seed%3), true, &r)
			var rivers []PlacedTile
			for _, pt := range tiles {
				if pt.Side == 1 {
					rivers = append(rivers, pt)
				}
			}
			if len(rivers) < 2 {
				t.Errorf("%dp seed %d: %d river tiles", players, seed, len(rivers))
				continue
			}
			b := buildBoard(tiles)
			for i := 1; i < len(rivers); i++ {
				a, c := rivers[i-1], rivers[i]
				d := slices.Index(tileDirs[:], tilePos{c.A - a.A, c.B - a.B})
				if d < 0 {
					t.Fatalf("%dp seed %d: river tiles %d and %d are not neighbours", players, seed, i-1, i)
				}
				if !slices.Contains(riverArrows(Tiles[a.Tile].B, int(a.Rot)), d) ||
					!slices.Contains(riverArrows(Tiles[c.Tile].B, int(c.Rot)), (d+3)%6) {
					t.Errorf("%dp seed %d: river tiles %d and %d do not point at each other", players, seed, i-1, i)
				}
				if !riversJoin(b, i-1, i, tiles, a, c) {
					t.Errorf("%dp seed %d: river spaces of tiles %d and %d do not touch", players, seed, i-1, i)
				}
			}
		}
	}
}

func riversJoin(b *Board, _, _ int, tiles []PlacedTile, a, c PlacedTile) bool {
	ta, tc := slices.Index(tiles, a), slices.Index(tiles, c)
	for x, sp := range b.Spaces {
		if sp.Tile != ta || sp.Terrain != River {
			continue
		}
		for _, y := range b.nbr[x] {
			if y >= 0 && b.Spaces[y].Tile == tc && b.Spaces[y].Terrain == River {
				return true
			}
		}
	}
	return false
}

// TestBoardGeometry: neighbours are mutual, distances agree with steps,
// small rivers block both ways and bridges let soldiers across.
func TestBoardGeometry(t *testing.T) {
	s := newGame(t, 4)
	b := s.board()
	for x := range b.Spaces {
		for d, y := range b.nbr[x] {
			if y < 0 {
				continue
			}
			if int(b.nbr[y][(d+3)%6]) != x {
				t.Fatalf("space %d's neighbour %d does not point back", x, y)
			}
			if b.Dist(x, int(y)) != 1 {
				t.Fatalf("neighbours %d and %d at distance %d", x, y, b.Dist(x, int(y)))
			}
			if b.Connected(x, int(y)) != b.Connected(int(y), x) {
				t.Fatalf("edge %d-%d crossable one way only", x, y)
			}
			if b.stream[x]&(1<<d) != 0 && b.bridge[x]&(1<<d) == 0 && b.Connected(x, int(y)) {
				t.Fatalf("unbridged stream %d-%d crossable", x, y)
			}
		}
	}
	streams, bridges := 0, 0
	for x := range b.Spaces {
		for d := range 6 {
			if b.stream[x]&(1<<d) != 0 {
				streams++
				if b.bridge[x]&(1<<d) != 0 {
					bridges++
				}
			}
		}
	}
	t.Logf("%d spaces, %d stream edges, %d bridged", len(b.Spaces), streams/2, bridges/2)
}

// TestLineOfSight covers the Line-of-Sight rules: a forest or mountain
// between two soldiers blocks the view, the soldiers' own spaces do not
// count, and when the line runs along an edge either of the two equal
// paths may be used; a Catapult needs only no mountain in the way.
func TestLineOfSight(t *testing.T) {
	s := newBoardGame(t, 2)
	b := s.board()
	x := centre(s, 0)
	y := step(t, s, x, 0, 0, 0)
	mid := step(t, s, x, 0)
	check := func(name string, wantClear, wantNoMountain bool) {
		t.Helper()
		c, m := b.sight(x, y)
		if c != wantClear || m != wantNoMountain {
			t.Errorf("%s: clear %v, no mountain %v; want %v, %v", name, c, m, wantClear, wantNoMountain)
		}
	}
	check("open grass", true, true)
	paint(s, Forest, x, y)
	check("soldiers standing in forests", true, true)
	paint(s, Grass, x, y)
	paint(s, Forest, mid)
	check("forest between", false, true)
	paint(s, Mountain, mid)
	check("mountain between", false, false)
	paint(s, Lake, mid)
	check("lake between", true, true)
	paint(s, Grass, mid)

	// Along an edge: from x two steps in direction 0 then one in
	// direction 1 is a line that passes between two spaces.
	z := step(t, s, x, 0, 1)
	lines := b.lineSpaces(x, z)
	if slices.Equal(lines[0], lines[1]) {
		t.Fatalf("the line to %v runs through the middle of spaces %v", z, lines[0])
	}
	paint(s, Forest, lines[0][0])
	if c, _ := b.sight(x, z); !c {
		t.Error("one of two equal paths blocked: no line of sight")
	}
	paint(s, Forest, lines[1][0])
	if c, _ := b.sight(x, z); c {
		t.Error("both equal paths blocked: line of sight")
	}
}

// TestFactions: eight Faction cards with distinct colour pairs (blue and
// purple among them), two Farms, two Peasants and two Tier 1 soldiers each,
// of equal value at Stockpile prices.
func TestFactions(t *testing.T) {
	pairs := map[[2]Colour]bool{}
	bluePurple := false
	want := FactionValue(&Factions[0])
	for i := range Factions {
		f := &Factions[i]
		p := f.Colours
		if p[0] > p[1] {
			p[0], p[1] = p[1], p[0]
		}
		if pairs[p] || p[0] == p[1] {
			t.Errorf("%s: colours %v", f.Name, f.Colours)
		}
		pairs[p] = true
		bluePurple = bluePurple || p == [2]Colour{Blue, Purple}
		if f.Farms != 2 || f.Peasants != 2 || len(f.Soldiers) != 2 || Soldiers[f.Soldiers[0]].Tier != 1 || Soldiers[f.Soldiers[1]].Tier != 1 {
			t.Errorf("%s: %d Farms, %d Peasants, soldiers %v", f.Name, f.Farms, f.Peasants, f.Soldiers)
		}
		if v := FactionValue(f); v != want {
			t.Errorf("%s is worth %d, %s %d", f.Name, v, Factions[0].Name, want)
		}
	}
	if !bluePurple {
		t.Error("no blue and purple Faction (rules, How to Win example)")
	}
}
