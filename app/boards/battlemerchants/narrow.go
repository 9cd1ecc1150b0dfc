package battlemerchants

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/battlemerchants/icons"
	bm "tabula/engines/battlemerchants"
)

// The narrow map is the board unrolled for a narrow viewport (an upright
// phone, a tablet's board column, a landscape phone): the ring of Regions
// and races cut open at the first race and laid out top to bottom, each
// Region a band of its six Battlefields from the centre (left) outwards,
// its side facing the race above it over its Demand Tokens over its side
// facing the race below it, and each race in a strip between the two
// Regions that sell to it, as on the printed board. The first race heads
// the column beside the Season Area and is named again at its foot. The
// narrow map is drawn beside the printed one; the board's stylesheet
// shows the one that fits the viewport, and moves the Weapon Spaces (HTML)
// to their narrow places. Its units are the printed map's, mapScale CSS
// pixels each.
const (
	nWidth     = 520.0 // the narrow map's width
	nMargin    = 14.0  // from its side to the first Battlefield's column
	nTop       = 222.0 // the Season Area's and the first race's part
	nBand      = 236.0 // a Region's band
	nRaceStrip = 70.0  // a race's strip between two bands
	nFoot      = 70.0  // the first race named again at the foot
	nRowA      = 76.0  // a band's top to its first row of spaces' centre
	nRowT      = 135.0 // … to its Demand Tokens
	nRowB      = 194.0 // … to its second row of spaces
	nSeasonX   = 110.0 // the Season Area's centre
	nSeasonY   = 110.0
)

// narrowMap places everything on the narrow map: the points of mapGeom
// (Spaces, Tokens, RegionTiles, Emblems, Rewards, Min and Max), with the
// Regions' bands, the races' strips and the Season Area's centre.
type narrowMap struct {
	mapGeom
	Bands  []float64 // each band's top
	Strips []float64 // each race's strip's middle, by race position; the first race's at the foot last
	Season board.Pt
}

// narrowGeometry lays out the narrow map for n Regions and the given
// number of seats.
func narrowGeometry(n, seats int) narrowMap {
	g := narrowMap{mapGeom: mapGeom{
		Spaces:      make([]board.Pt, n*bm.SpacesPerRegion),
		Tokens:      make([]board.Pt, n*bm.Battlefields),
		RegionTiles: make([]board.Pt, n),
		Emblems:     make([]board.Pt, n),
		Rewards:     make([][]board.Pt, n),
	}, Season: board.Pt{X: nSeasonX, Y: nSeasonY}}
	col := func(bf int) float64 { return nMargin + bmFieldStep/2 + float64(bf)*bmFieldStep }
	// The first race beside the Season Area: its name over its Reward spaces.
	g.Strips = append(g.Strips, nTop/2)
	g.Emblems[0] = board.Pt{X: 262, Y: 62}
	g.Rewards[0] = rewardRowAt(board.Pt{X: 380, Y: 160}, seats)
	y := nTop
	for r := range n {
		g.Bands = append(g.Bands, y)
		for bf := range bm.Battlefields {
			x := col(bf)
			g.Tokens[r*bm.Battlefields+bf] = board.Pt{X: x, Y: y + nRowT}
			g.Spaces[bm.SpaceIndex(r, bf, 0)] = board.Pt{X: x, Y: y + nRowA}
			g.Spaces[bm.SpaceIndex(r, bf, 1)] = board.Pt{X: x, Y: y + nRowB}
		}
		g.RegionTiles[r] = board.Pt{X: nWidth - nMargin - 26, Y: y + 22}
		y += nBand
		mid := y + nRaceStrip/2
		g.Strips = append(g.Strips, mid)
		if r+1 < n {
			g.Emblems[r+1] = board.Pt{X: nMargin + 26, Y: mid}
			g.Rewards[r+1] = rewardRowAt(board.Pt{X: nWidth - nMargin - 24 - float64(seats-1)*bmRewardGap/2, Y: mid}, seats)
			y += nRaceStrip
		}
	}
	g.Max = board.Pt{X: nWidth, Y: y + nFoot}
	return g
}

// rewardRowAt places a race's Reward spaces, one per seat, in a row
// centred on c.
func rewardRowAt(c board.Pt, seats int) []board.Pt {
	out := make([]board.Pt, seats)
	for s := range out {
		out[s] = c.Add(board.Pt{X: (float64(s) - float64(seats-1)/2) * bmRewardGap})
	}
	return out
}

// px is where p lies on the narrow map in CSS pixels.
func (g narrowMap) px(p board.Pt) board.Pt { return board.Pt{X: p.X * mapScale, Y: p.Y * mapScale} }

// size is the narrow map's size in CSS pixels.
func (g narrowMap) size() (w, h float64) { return g.Max.X * mapScale, g.Max.Y * mapScale }

// viewBox is the narrow map's SVG viewBox.
func (g narrowMap) viewBox() string {
	return fmt.Sprintf("0 0 %s %s", board.Num(g.Max.X), board.Num(g.Max.Y))
}

// narrowBase is the printed part of the narrow map: the races' strips with
// their shields and names, the Regions' bands with their names and tile
// spaces, and the Season Area's frame.
type narrowBase struct {
	app.Compo
	Players int
}

// Render draws the narrow map's printed part.
func (m *narrowBase) Render() app.UI {
	s := &bm.State{NPlayers: m.Players}
	regions := s.Regions()
	n := len(regions)
	g := narrowGeometry(n, m.Players)
	body := []app.UI{board.SVG("rect").Class("bm-board").Attr("x", 2).Attr("y", 2).
		Attr("width", board.Num(g.Max.X-4)).Attr("height", board.Num(g.Max.Y-4)).Attr("rx", 12)}
	// A race's colour behind its strip and the two rows of spaces that sell
	// to it, as its wedge on the printed board.
	wedge := func(race bm.Race, top, bottom float64) app.UI {
		return board.SVG("rect").Class("bm-wedge", "bm-race-"+board.Slug(race.String())).
			Attr("x", 2).Attr("y", board.Num(top)).Attr("width", board.Num(g.Max.X-4)).Attr("height", board.Num(bottom-top))
	}
	for k := range n {
		race := regions[k].Races[0]
		top, bottom := 2.0, g.Bands[0]+nRowT
		if k > 0 {
			top, bottom = g.Bands[k-1]+nRowT, g.Bands[k]+nRowT
		}
		body = append(body, wedge(race, top, bottom))
	}
	body = append(body, wedge(regions[0].Races[0], g.Bands[n-1]+nRowT, g.Max.Y-2))
	for r, def := range regions {
		top := g.Bands[r]
		c := g.RegionTiles[r]
		body = append(body,
			board.SVG("rect").Class("bm-band", "bm-region-"+board.Slug(def.Region.String())).
				Attr("x", board.Num(nMargin-6)).Attr("y", board.Num(top+4)).
				Attr("width", board.Num(nWidth-2*nMargin+12)).Attr("height", board.Num(nBand-8)).Attr("rx", 22),
			board.SVG("text").Class("bm-narrow-region").Attr("x", board.Num(nMargin+8)).Attr("y", board.Num(top+32)).Text(def.Region.String()),
			board.SVG("g").Class("bm-region-tile", "bm-region-"+board.Slug(def.Region.String())).Body(
				board.SVG("polygon").Class("bm-region-hex").Attr("points", board.Points(board.Hexagon(c, nTileR))),
			),
		)
	}
	for k := range n {
		body = append(body, narrowEmblem(regions[k].Races[0], g.Emblems[k]))
	}
	body = append(body, narrowEmblem(regions[0].Races[0], board.Pt{X: nMargin + 26, Y: g.Max.Y - nFoot/2}))
	body = append(body,
		board.SVG("rect").Class("bm-season-bg").Attr("x", board.Num(g.Season.X-104)).Attr("y", board.Num(g.Season.Y-104)).
			Attr("width", 218).Attr("height", 212).Attr("rx", 18),
		board.SVG("text").Class("bm-season-title").Attr("x", board.Num(g.Season.X+5)).Attr("y", board.Num(g.Season.Y-78)).
			Attr("text-anchor", "middle").Text("Season Area"))
	w, h := g.size()
	return board.SVG("svg").Class("bm-map-narrow").Attr("viewBox", g.viewBox()).
		Attr("width", board.Num(w)).Attr("height", board.Num(h)).Aria("hidden", "true").Attr("focusable", "false").
		Body(body...)
}

// nTileR is the radius of a Region tile on the narrow map.
const nTileR = 24.0

// narrowEmblem is a race's shield, small, with its name beside it.
func narrowEmblem(race bm.Race, c board.Pt) app.UI {
	name := race.String()
	return board.SVG("g").Class("bm-emblem", "bm-race-"+board.Slug(name)).Body(
		board.SVG("g").Attr("transform", fmt.Sprintf("translate(%s %s) scale(0.5)", board.Num(c.X), board.Num(c.Y))).Body(
			board.SVG("path").Class("bm-shield").Attr("d", icons.ShieldPath),
			board.Icon(icons.RacePaths[race], board.Pt{Y: -4}, 56, "bm-shield-mark"),
		),
		board.SVG("text").Class("bm-narrow-race").Attr("x", board.Num(c.X+34)).Attr("y", board.Num(c.Y+9)).Text(name),
	)
}
