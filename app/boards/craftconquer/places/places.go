package places

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"tabula/app/board"
	"tabula/app/boards/craftconquer/layout"
	"tabula/engines"
	cc "tabula/engines/craftconquer"
)

// Places are named as players name them, never by grid coordinates: a
// space next to a Settlement after it and its side ("the forest east of
// your Village"), any other after its tile and where it lies on the tile
// ("the grass on the north edge of Whispering Wood", "the grass in the
// middle of your home tile"). Every name of a position is different: when
// two spaces would share a Settlement's name, both are named after their
// tiles, which name each space once.

// ring1 names the six spaces around a tile's middle, by direction in
// steps of 60 degrees anticlockwise from east.
var ring1 = [6]string{"east", "north-east", "north-west", "west", "south-west", "south-east"}

// ring2 names the twelve spaces of a tile's rim, by direction in steps of
// 30 degrees from east: the corners at the six points of the tile and the
// middles of its edges between them.
var ring2 = [12]string{
	"at the east corner", "on the north-east edge", "at the north-east corner", "on the north edge",
	"at the north-west corner", "on the north-west edge", "at the west corner", "on the south-west edge",
	"at the south-west corner", "on the south edge", "at the south-east corner", "on the south-east edge",
}

// compass names the eight directions from a Settlement, in steps of 45
// degrees from east.
var compass = [8]string{"east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east"}

// angle is the direction from a to b in degrees, anticlockwise from east
// (SVG's y axis points down), in [0, 360).
func angle(a, b board.Pt) float64 {
	deg := math.Atan2(a.Y-b.Y, b.X-a.X) * 180 / math.Pi
	if deg < 0 {
		deg += 360
	}
	return deg
}

// nearest rounds an angle to the nearest of n equal directions.
func nearest(deg float64, n int) int {
	return int(math.Round(deg/(360/float64(n)))) % n
}

// Region names tile t: a game tile by its name, a Player Tile as its
// owner's home tile.
func Region(tiles []cc.PlacedTile, t int, owner func(seat int) string) string {
	if t < 0 || t >= len(tiles) {
		return "the open land"
	}
	pt := tiles[t]
	if pt.Tile < 0 {
		return owner(int(pt.Seat)) + " home tile"
	}
	if int(pt.Tile) < len(cc.Tiles) {
		return cc.Tiles[pt.Tile].Name
	}
	return "the open land"
}

// TileNames names every space of board b, laid from tiles, by its tile
// and where it lies on it: names that never change during a game. owner
// is a seat as an owner ("your", "Beatrix's").
func TileNames(b *cc.Board, tiles []cc.PlacedTile, owner func(seat int) string) []string {
	g := layout.Of(b)
	names := make([]string, len(b.Spaces))
	byTile := map[int][]int{}
	for x, sp := range b.Spaces {
		byTile[sp.Tile] = append(byTile[sp.Tile], x)
	}
	for t, xs := range byTile {
		var mid board.Pt
		for _, x := range xs {
			mid = mid.Add(g.Centres[x])
		}
		mid = board.Pt{X: mid.X / float64(len(xs)), Y: mid.Y / float64(len(xs))}
		centre := xs[0]
		for _, x := range xs {
			if math.Hypot(g.Centres[x].X-mid.X, g.Centres[x].Y-mid.Y) < math.Hypot(g.Centres[centre].X-mid.X, g.Centres[centre].Y-mid.Y) {
				centre = x
			}
		}
		region := Region(tiles, t, owner)
		for _, x := range xs {
			where := "in the middle of "
			deg := angle(g.Centres[centre], g.Centres[x])
			switch b.Dist(centre, x) {
			case 0:
			case 1:
				where = "in the " + ring1[nearest(deg, 6)] + " of "
			default:
				where = ring2[nearest(deg, 12)] + " of "
			}
			names[x] = "the " + b.Spaces[x].Terrain.String() + " " + where + region
		}
	}
	return names
}

// Names names every space of s: next to a Settlement by its side of the
// nearest one, when that name is the space's alone, and otherwise by its
// tile. owner is a seat as an owner ("your", "Beatrix's").
func Names(s *cc.State, owner func(seat int) string) []string {
	b := s.Board()
	return NamesOn(s, layout.Of(b), TileNames(b, s.Tiles, owner), SettlementLabels(s, owner))
}

// NamesOn is Names with the map's geometry, its spaces' names by tile
// and the Settlements' labels already worked out.
func NamesOn(s *cc.State, g layout.Map, tileNames, labels []string) []string {
	b := s.Board()
	names := slices.Clone(tileNames)
	covered := make([]bool, len(b.Spaces))
	for _, st := range s.Settlements {
		for _, x := range st.Cover() {
			covered[x] = true
		}
	}
	// Each free space next to a Settlement takes the nearest one's side.
	best := make([]int, len(b.Spaces))
	bestD := make([]float64, len(b.Spaces))
	for x := range best {
		best[x] = -1
	}
	for i, st := range s.Settlements {
		if labels[i] == "" {
			continue
		}
		c := g.Centroid(st.Cover())
		for _, x := range st.Cover() {
			for d := range layout.Dirs {
				y := b.Step(int(x), d)
				if y < 0 || covered[y] {
					continue
				}
				if dd := math.Hypot(c.X-g.Centres[y].X, c.Y-g.Centres[y].Y); best[y] < 0 || dd < bestD[y] {
					best[y], bestD[y] = i, dd
				}
			}
		}
	}
	near := make([]string, len(b.Spaces))
	count := map[string]int{}
	for x, i := range best {
		if i < 0 {
			continue
		}
		c := g.Centroid(s.Settlements[i].Cover())
		near[x] = "the " + b.Spaces[x].Terrain.String() + " " + compass[nearest(angle(c, g.Centres[x]), 8)] + " of " + labels[i]
		count[near[x]]++
	}
	for x, n := range near {
		if n != "" && count[n] == 1 {
			names[x] = n
		}
	}
	return names
}

// SettlementLabels names each Settlement of s as a landmark: "your
// Farm", or with the owner's other Settlements of its kind "your Farm in
// Open Fields" or "your home Farm" (on the Player Tile); "" for one that
// cannot be told apart that way.
func SettlementLabels(s *cc.State, owner func(seat int) string) []string {
	labels := make([]string, len(s.Settlements))
	count := map[string]int{}
	for i, st := range s.Settlements {
		labels[i] = owner(int(st.Owner)) + " " + st.Kind.String()
		count[labels[i]]++
	}
	again := map[string]int{}
	for i, st := range s.Settlements {
		if count[labels[i]] > 1 {
			t := s.Board().Spaces[st.Spaces[0]].Tile
			if pt := s.Tiles[t]; pt.Tile < 0 && pt.Seat == st.Owner {
				labels[i] = owner(int(st.Owner)) + " home " + st.Kind.String()
			} else {
				labels[i] += " in " + Region(s.Tiles, t, owner)
			}
		}
		again[labels[i]]++
	}
	for i := range labels {
		if again[labels[i]] > 1 {
			labels[i] = ""
		}
	}
	return labels
}

// SpaceRef matches a space as the engine names it: terrain and axial
// coordinates ("grass 10,-1").
var SpaceRef = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(grass|forest|mountain|lake|river|bridge) (-?\d+),(-?\d+)\b`)
})

// NameCache keeps the names of the last position described: the table
// describes every legal move of a position in a row.
type NameCache struct {
	mu      sync.Mutex
	board   *cc.Board
	settled []cc.Settlement
	names   []string
}

// of returns the names of s's spaces, owners named by mentions
// (board.OwnerMention).
func (c *NameCache) of(s *cc.State) []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.board != s.Board() || !slices.Equal(c.settled, s.Settlements) {
		c.board, c.settled = s.Board(), slices.Clone(s.Settlements)
		c.names = Names(s, board.OwnerMention)
	}
	return c.names
}

// Describe is the engine's description of a in st with every space named
// as players name it and every seat, which the engine names by its
// Faction, by a mention (board.Mention), so that the table names it as it
// names the seat ("your Farm", "Beatrix's Archer").
func (c *NameCache) Describe(st engines.State, a engines.Action) string {
	text := st.Describe(a)
	s, ok := st.(*cc.State)
	if !ok {
		return text
	}
	if a.Kind != cc.KindFaction {
		text = mentionSeats(s, text)
	}
	if !SpaceRef().MatchString(text) {
		return text
	}
	names := c.of(s)
	b := s.Board()
	return SpaceRef().ReplaceAllStringFunc(text, func(m string) string {
		parts := SpaceRef().FindStringSubmatch(m)
		q, err1 := strconv.Atoi(parts[2])
		r, err2 := strconv.Atoi(parts[3])
		if x := b.Index(q, r); err1 == nil && err2 == nil && x >= 0 && x < len(names) {
			return names[x]
		}
		return m
	})
}

// mentionSeats writes each seat that text names by its Faction as a
// mention: an owner ("Greyfen Bowmen's Farm") as board.OwnerMention, any
// other as board.Mention.
func mentionSeats(s *cc.State, text string) string {
	for seat := range s.Seats {
		if s.Seats[seat].Faction >= 0 {
			text = strings.ReplaceAll(text, board.Possessive(s.SeatName(seat)), board.OwnerMention(seat))
		}
	}
	for seat := range s.Seats {
		if s.Seats[seat].Faction >= 0 {
			text = strings.ReplaceAll(text, s.SeatName(seat), board.Mention(seat))
		}
	}
	return text
}
