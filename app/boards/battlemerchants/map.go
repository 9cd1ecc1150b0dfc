package battlemerchants

import (
	"fmt"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/battlemerchants/icons"
	"tabula/app/boards/battlemerchants/words"
	"tabula/engines"
	bm "tabula/engines/battlemerchants"
)

// mapPad is the margin around the board's outline in the SVG.
const mapPad = 8

// mapScale is how many CSS pixels one unit of the board's drawing takes at
// the canvas's natural size: the same on both board sides, so that a
// Weapon Space is as large with 3 players as with 2 or 4.
const mapScale = 0.66

// The map is three layers of one size: the printed board (mapBase, an SVG
// that depends only on the board side, so that go-app skips it on every
// update), the pieces on it (an SVG of Reward tiles, Region tiles, Demand
// Tokens, the Season Area's tokens and the marks of the last war), and the
// Weapon Spaces as HTML elements over both: real buttons with a visible
// tooltip each, which SVG's painting order could not keep on top.

// mapBase is the printed board of one board side: the races' wedges with
// their shields and names, the Regions' strips and tile spaces and the
// Season Area's frame.
type mapBase struct {
	app.Compo
	Players int
}

// Render draws the printed board.
func (m *mapBase) Render() app.UI {
	s := &bm.State{NPlayers: m.Players}
	regions := s.Regions()
	g := mapGeometry(len(regions), m.Players)
	body := []app.UI{board.SVG("polygon").Class("bm-board").Attr("points", board.Points(g.Outline))}
	for k := range regions {
		race := regions[k].Races[0]
		body = append(body, board.SVG("polygon").Class("bm-wedge", "bm-race-"+board.Slug(race.String())).Attr("points", board.Points(g.Wedges[k])))
	}
	for r, def := range regions {
		body = append(body, regionBand(def.Region, g.RegionAngle[r]))
	}
	for k := range regions {
		body = append(body, raceEmblem(regions[k].Races[0], g.Emblems[k]))
	}
	for r, def := range regions {
		c := g.RegionTiles[r]
		body = append(body, board.SVG("g").Class("bm-region-tile", "bm-region-"+board.Slug(def.Region.String())).Body(
			board.SVG("polygon").Class("bm-region-hex").Attr("points", board.Points(board.Hexagon(c, bmTileR))),
			board.SVG("text").Class("bm-region-name").Attr("x", board.Num(c.X)).Attr("y", board.Num(c.Y-4)).Attr("text-anchor", "middle").Text(def.Region.String()),
		))
	}
	body = append(body, board.Circle(board.Pt{}, bmSeasonR, "bm-season-bg"),
		board.SVG("text").Class("bm-season-title").Attr("y", -84).Attr("text-anchor", "middle").Text("Season Area"))
	w, h := g.size()
	return board.SVG("svg").Class("bm-map-base").Attr("viewBox", g.viewBox(mapPad)).
		Attr("width", board.Num(w)).Attr("height", board.Num(h)).Aria("hidden", "true").Attr("focusable", "false").
		Body(body...)
}

// size is the map's natural size in CSS pixels.
func (g mapGeom) size() (w, h float64) {
	return (g.Max.X - g.Min.X + 2*mapPad) * mapScale, (g.Max.Y - g.Min.Y + 2*mapPad) * mapScale
}

// px is where p lies on the map in CSS pixels from its top left corner.
func (g mapGeom) px(p board.Pt) board.Pt {
	return board.Pt{X: (p.X - g.Min.X + mapPad) * mapScale, Y: (p.Y - g.Min.Y + mapPad) * mapScale}
}

// seasonRowY is the height of Season i's row in the Season Area.
func seasonRowY(i int) float64 { return -54 + float64(i)*36 }

// renderMap draws the map: the printed board, the pieces on it and the
// Weapon Spaces, each a component that go-app redraws only when what it
// shows changes. A space with one legal sale is a target for it; a space
// with several opens the chooser.
//
// The map is drawn twice, printed (mapBase) and narrow (narrowBase), each
// with its pieces; the stylesheet shows the one that fits the viewport,
// and places the map and its spaces by the sizes and places of both, given
// as CSS properties (--bm-w, --bm-x … and --bm-nw, --bm-nx …).
func renderMap(b *battleBoard, p board.Props, s *bm.State, g mapGeom, m *marks) app.UI {
	w, h := g.size()
	ng := narrowGeometry(len(s.Regions()), s.NPlayers)
	nw, nh := ng.size()
	spaces := make([]app.UI, len(s.Spaces))
	for space := range s.Spaces {
		spaces[space] = &spaceBox{B: b, V: newSpaceView(p, s, space, g, ng, m)}
	}
	pieces := newPiecesView(p, s, m)
	return app.Div().Class("bm-map").Role("group").
		Aria("label", fmt.Sprintf("The board: %d Regions with their Battlefields, the races and the Season Area", len(s.Regions()))).
		Style("--bm-w", board.Num(w)+"px").Style("--bm-h", board.Num(h)+"px").
		Style("--bm-nw", board.Num(nw)+"px").Style("--bm-nh", board.Num(nh)+"px").Body(
		&mapBase{Players: s.NPlayers},
		&piecesBox{V: pieces},
		&narrowBase{Players: s.NPlayers},
		&piecesBox{V: pieces, Narrow: true},
		app.Div().Class("bm-spaces").Body(spaces...),
	)
}

// piecesBox draws the pieces that move during the game: Reward and Region
// tiles, Demand Tokens, the Season Area's tokens, and the marks of the
// battles of the last war.
type piecesBox struct {
	app.Compo
	V piecesView
	// Narrow draws them on the narrow map (narrow.go).
	Narrow bool
}

// piecesView is what piecesBox shows.
type piecesView struct {
	Players     int
	SeatClass   []string
	SeatName    []string
	Rewards     [bm.NumRaces][4]bool
	RewardMarks [bm.NumRaces][4]bool
	RegionOwner [bm.NumRegions]int8
	RegionMarks [bm.NumRegions]bool
	Tokens      []int8
	TokenMarks  []bool
	SeasonArea  [bm.Seasons]int
	Season      int
	Over        bool
	FinalTurns  int // -1 before the end of the Season is set
	SeasonMark  bool
	SeasonText  string
	Battles     []battleView
}

// battleView is a battle of the last war marked on its Battlefield.
type battleView struct {
	Field int    // region*6+battlefield
	Class string // the winner's seat colour, "bm-steve" or "bm-battle-tie"
	Title string
}

// newPiecesView is what the pieces of s look like, with marks m.
func newPiecesView(p board.Props, s *bm.State, m *marks) piecesView {
	v := piecesView{
		Players: s.NPlayers, SeatClass: make([]string, s.NPlayers), SeatName: make([]string, s.NPlayers),
		RegionOwner: s.RegionOwner, Tokens: s.Tokens, TokenMarks: make([]bool, len(s.Tokens)),
		SeasonArea: s.SeasonArea, Season: s.Season, Over: s.Over(), FinalTurns: -1,
		SeasonMark: m.season, SeasonText: words.SeasonEnd(s),
	}
	for seat := range s.NPlayers {
		v.SeatClass[seat], v.SeatName[seat] = p.SeatClass(seat), p.SeatName(seat)
	}
	for race := range bm.NumRaces {
		for seat := range s.NPlayers {
			v.Rewards[race][seat] = s.RewardSpaces[race][seat]
			v.RewardMarks[race][seat] = m.rewards[[2]int{race, seat}]
		}
	}
	for region := range bm.NumRegions {
		v.RegionMarks[region] = m.regions[bm.Region(region)]
	}
	for i := range s.Tokens {
		v.TokenMarks[i] = m.tokens[i]
	}
	if s.Trigger >= 0 && !s.Over() {
		v.FinalTurns = s.FinalTurns
	}
	for _, e := range m.battles {
		class := "bm-battle-tie"
		if e.Winner >= 0 {
			class = "bm-steve"
			if o := e.Fighters[e.Winner].Owner; o >= 0 {
				class = p.SeatClass(o)
			}
		}
		v.Battles = append(v.Battles, battleView{e.Space / 2, class, board.NameMentions(words.Battle(s, e), p.SeatName)})
	}
	return v
}

// Render draws the pieces.
func (c *piecesBox) Render() app.UI {
	v := c.V
	s := &bm.State{NPlayers: v.Players}
	regions := s.Regions()
	g := mapGeometry(len(regions), v.Players)
	tileR, bonusY := bmTileR, 22.0
	season := c.seasonTokens()
	var ng narrowMap
	if c.Narrow {
		ng = narrowGeometry(len(regions), v.Players)
		g, tileR, bonusY = ng.mapGeom, nTileR, 7
		season = board.SVG("g").Attr("transform", fmt.Sprintf("translate(%s %s)", board.Num(ng.Season.X), board.Num(ng.Season.Y))).Body(season)
	}
	var body []app.UI
	for k := range regions {
		body = append(body, c.rewardRow(regions[k].Races[0], g.Rewards[k]))
	}
	for r, def := range regions {
		body = append(body, c.regionPiece(def.Region, g.RegionTiles[r], tileR, bonusY))
	}
	for i, t := range v.Tokens {
		where := fmt.Sprintf("%s, Battlefield %d", regions[i/bm.Battlefields].Region, i%bm.Battlefields+1)
		body = append(body, demandToken(t, where, g.Tokens[i], v.TokenMarks[i]))
	}
	body = append(body, season)
	for _, b := range v.Battles {
		body = append(body, battleMark(g, b))
	}
	if c.Narrow {
		w, h := ng.size()
		return board.SVG("svg").Class("bm-map-live", "bm-map-narrow").Attr("viewBox", ng.viewBox()).
			Attr("width", board.Num(w)).Attr("height", board.Num(h)).Attr("focusable", "false").Body(body...)
	}
	w, h := g.size()
	return board.SVG("svg").Class("bm-map-live", "bm-map-wide").Attr("viewBox", g.viewBox(mapPad)).
		Attr("width", board.Num(w)).Attr("height", board.Num(h)).Attr("focusable", "false").Body(body...)
}

// rewardRow is a race's Reward spaces, one per seat colour, each with or
// without its tile.
func (c *piecesBox) rewardRow(race bm.Race, at []board.Pt) app.UI {
	var body []app.UI
	for seat, pt := range at {
		has := c.V.Rewards[race][seat]
		state, label := "bm-reward-empty", fmt.Sprintf("%s Reward space of %s: taken this Season", race, c.V.SeatName[seat])
		if has {
			state, label = "bm-reward-full", fmt.Sprintf("%s Reward space of %s: a tile waits for their next sale to the %s", race, c.V.SeatName[seat], race)
		}
		parts := []app.UI{
			board.SVG("title").Text(label),
			board.SVG("polygon").Class("bm-reward-hex").Attr("points", board.Points(board.Hexagon(pt, bmRewardR))),
		}
		if has {
			parts = append(parts, board.Icon(icons.RacePaths[race], pt, 28, "bm-reward-mark"))
		}
		g := board.SVG("g").Class("bm-reward", state, c.V.SeatClass[seat])
		if c.V.RewardMarks[race][seat] {
			g = g.Class("changed")
		}
		body = append(body, g.Body(parts...))
	}
	return board.SVG("g").Class("bm-rewards", "bm-race-"+board.Slug(race.String())).Body(body...)
}

// seasonTokens are the Season Area's token spaces, the current Season
// highlighted and, once its end is set, the final turns left.
func (c *piecesBox) seasonTokens() app.UI {
	v := c.V
	body := []app.UI{board.SVG("title").Text("Season Area. " + v.SeasonText)}
	for i := range words.SeasonNames {
		y := seasonRowY(i)
		class := "bm-season-row"
		switch {
		case i == v.Season && !v.Over:
			class += " bm-season-now"
		case i < v.Season || v.Over:
			class += " bm-season-past"
		}
		row := []app.UI{
			board.SVG("rect").Class("bm-season-band").Attr("x", -82).Attr("y", board.Num(y-16)).Attr("width", 178).Attr("height", 32).Attr("rx", 16),
			board.SVG("text").Class("bm-season-name").Attr("x", -10).Attr("y", board.Num(y+6)).Attr("text-anchor", "end").Text(words.SeasonNames[i]),
		}
		for j := range bm.SeasonSpaces {
			pt := board.Pt{X: 14 + float64(j)*32, Y: y}
			row = append(row, board.Circle(pt, 12, "bm-season-slot"))
			if j < v.SeasonArea[i] {
				row = append(row, board.Circle(pt, 12, "bm-token-disc"), board.Icon(icons.FlamePath, pt, 16, "bm-token-face"))
			}
		}
		body = append(body, board.SVG("g").Class(class).Body(row...))
	}
	if v.FinalTurns >= 0 {
		body = append(body, board.SVG("text").Class("bm-final-turns").Attr("y", 96).Attr("text-anchor", "middle").
			Textf("Final turns: %d left", v.FinalTurns))
	}
	g := board.SVG("g").Class("bm-season-area")
	if v.SeasonMark {
		g = g.Class("changed")
	}
	return g.Body(body...)
}

// regionPiece is what lies on a Region's tile space of radius r: the tile
// with its bonus (bonusY under the centre), or the cube of the player who
// took it.
func (c *piecesBox) regionPiece(region bm.Region, pt board.Pt, r, bonusY float64) app.UI {
	owner := int(c.V.RegionOwner[region])
	name := region.String()
	g := board.SVG("g").Class("bm-region-piece")
	if c.V.RegionMarks[region] {
		g = g.Class("changed")
	}
	if owner >= 0 {
		return g.Class("bm-region-tile-held").Body(
			board.SVG("title").Text(fmt.Sprintf("%s Region tile: held by %s", name, c.V.SeatName[owner])),
			board.Circle(pt, r-4, "bm-region-hole"),
			board.SVG("rect").Class("bm-cube", c.V.SeatClass[owner]).
				Attr("x", board.Num(pt.X-11)).Attr("y", board.Num(pt.Y+bonusY-18)).Attr("width", 22).Attr("height", 22).Attr("rx", 3),
		)
	}
	return g.Class("bm-region-tile-free").Body(
		board.SVG("title").Text(fmt.Sprintf("%s Region tile: the first Vorpal sale in the %s takes it (+1 gold on later sales there)", name, name)),
		board.SVG("text").Class("bm-region-bonus").Attr("x", board.Num(pt.X)).Attr("y", board.Num(pt.Y+bonusY)).Attr("text-anchor", "middle").Text("+1"),
	)
}

// spaceBox is one Weapon Space as an HTML element over the board: the
// weapon it asks for, or the weapon sold onto it with its owner's cube. It
// is a target when a sale onto it is legal, with its price shown on hover
// and focus.
type spaceBox struct {
	app.Compo
	B *battleBoard
	V spaceView
}

// spaceView is what a spaceBox shows.
type spaceView struct {
	Space     int
	Left, Top string // its place on the printed map, in CSS pixels
	NLeft     string // … and on the narrow map
	NTop      string
	Class     []string
	Label     string
	Weapon    bm.Weapon
	Sold      bool
	TileClass string // the owner's seat colour, or "bm-steve"
	Vorpal    bool
	Choices   []board.Choice
	Hint      *engines.Action
	Tip       []tipLine
	Refused   string
}

// tipLine is a line of a space's tooltip: a bold head and the rest.
type tipLine struct{ Head, Text string }

// newSpaceView is what Weapon Space space of s looks like for p.
func newSpaceView(p board.Props, s *bm.State, space int, g mapGeom, ng narrowMap, m *marks) spaceView {
	sp := s.Spaces[space]
	at, nat := g.px(g.Spaces[space]), ng.px(ng.Spaces[space])
	v := spaceView{
		Space: space, Left: board.Num(at.X) + "px", Top: board.Num(at.Y) + "px",
		NLeft: board.Num(nat.X) + "px", NTop: board.Num(nat.Y) + "px",
		Class:  []string{"bm-space", "bm-race-" + board.Slug(s.SpaceRace(space).String())},
		Label:  words.SpaceLabel(p, s, space),
		Weapon: s.SpaceWeapon(space), Sold: sp.Owner != bm.Empty, Vorpal: sp.Quality == bm.Vorpal && sp.Owner != bm.Empty,
		Choices: choicesOn(p.Legal, space), Hint: p.Hint,
	}
	switch {
	case sp.Owner == bm.Steve:
		v.TileClass = "bm-steve"
	case sp.Owner >= 0:
		v.TileClass = p.SeatClass(int(sp.Owner))
	}
	switch {
	case v.Sold:
		v.Class = append(v.Class, "bm-space-sold")
	case s.SpaceOpen(space):
		v.Class = append(v.Class, "bm-space-open")
	default:
		v.Class = append(v.Class, "bm-space-locked")
	}
	if m.spaces[space] {
		v.Class = append(v.Class, "changed")
	}
	if m.steve[space] {
		v.Class = append(v.Class, "bm-steve-new")
	}
	if at.Y < 150 {
		v.Class = append(v.Class, "bm-tip-below")
	}
	if len(v.Choices) > 0 {
		v.Tip = saleTip(s, space, v.Choices)
	} else {
		v.Refused = words.RefusedSale(p, s, space)
	}
	if v.Hint != nil && !slices.ContainsFunc(v.Choices, func(c board.Choice) bool { return c.Action == *v.Hint }) {
		v.Hint = nil // another target's suggestion: no need to redraw this space for it
	}
	return v
}

// Render draws the space, in a holder at its place on the map. A space
// with sales is followed by its tooltip, which describes it rather than
// being part of it, so the price shown on hover is not taken for the
// button's own text.
func (c *spaceBox) Render() app.UI {
	v := c.V
	p := c.B.props(v.Choices, v.Hint)
	var body []app.UI
	if !v.Sold {
		body = append(body, icons.Weapon(v.Weapon, "bm-wanted"))
	} else {
		body = append(body, weaponTile(v))
	}
	at := app.Div().Class("bm-space-at").Style("--bm-x", v.Left).Style("--bm-y", v.Top).Style("--bm-nx", v.NLeft).Style("--bm-ny", v.NTop)
	e := app.Elem("div").Class(v.Class...)
	if len(v.Choices) == 0 {
		e = e.Role("img").Aria("label", v.Label)
		if v.Refused != "" {
			// The space's number names the target whose rule refuses it,
			// for the tests that check the reason against the engine's.
			return at.Body(p.Refused(e, v.Refused).DataSet("space", v.Space).Body(body...))
		}
		return at.Body(e.Title(v.Label).Body(body...))
	}
	tipID := fmt.Sprintf("bm-tip-%d", v.Space)
	tip := tipBox(v.Tip).ID(tipID)
	e = e.Aria("describedby", tipID)
	if len(v.Choices) == 1 {
		return at.Body(p.Target(e, v.Choices[0].Action).Body(body...), tip)
	}
	if v.Hint != nil {
		e = e.Class("suggested") // one of the ways to sell here is the suggested move
	}
	space := v.Space
	return at.Body(e.Class("target").TabIndex(0).Role("button").Aria("haspopup", "dialog").
		Aria("label", fmt.Sprintf("%s %d ways to sell here: choose one.", v.Label, len(v.Choices))).
		OnClick(func(ctx app.Context, e app.Event) { c.B.pick(ctx, space, e) }, app.EventScope(space)).
		OnKeyDown(func(ctx app.Context, e app.Event) {
			if k := e.Get("key").String(); k == "Enter" || k == " " {
				e.PreventDefault()
				c.B.pick(ctx, space, e)
			}
		}, app.EventScope(space)).Body(body...), tip)
}

// regionBand is the terrain strip of a Region under its Battlefields.
func regionBand(region bm.Region, angle float64) app.UI {
	half := bmSpaceOffset + bmSpaceSize/2 + 8
	length := bm.Battlefields*bmFieldStep + 24
	return board.SVG("rect").Class("bm-band", "bm-region-"+board.Slug(region.String())).
		Attr("x", board.Num(bmStripStart-12)).Attr("y", board.Num(-half)).
		Attr("width", board.Num(length)).Attr("height", board.Num(2*half)).Attr("rx", 28).
		Attr("transform", fmt.Sprintf("rotate(%s)", board.Num(angle)))
}

// raceEmblem is a race's shield and name on its side of the board.
func raceEmblem(race bm.Race, c board.Pt) app.UI {
	name := race.String()
	return board.SVG("g").Class("bm-emblem", "bm-race-"+board.Slug(name)).
		Attr("transform", fmt.Sprintf("translate(%s %s)", board.Num(c.X), board.Num(c.Y))).Body(
		board.SVG("path").Class("bm-shield").Attr("d", icons.ShieldPath),
		board.Icon(icons.RacePaths[race], board.Pt{Y: -4}, 56, "bm-shield-mark"),
		board.SVG("text").Class("bm-race-name").Attr("y", 78).Attr("text-anchor", "middle").Text(name),
	)
}

// weaponTile is a weapon tile sold onto a space: in its owner's colour (grey
// for Salesman Steve), with the owner's cube, and a gold rim and V badge
// when it is Vorpal.
func weaponTile(v spaceView) app.UI {
	tile := app.Span().Class("bm-tile", v.TileClass)
	parts := []app.UI{icons.Weapon(v.Weapon, "bm-tile-weapon")}
	if v.Vorpal {
		tile = tile.Class("bm-tile-vorpal")
		parts = append(parts, app.Span().Class("bm-vorpal-badge").Text("V"))
	}
	if v.TileClass != "bm-steve" {
		parts = append(parts, app.Span().Class("bm-cube", v.TileClass))
	} else {
		parts = append(parts, app.Span().Class("bm-steve-badge").Text("S"))
	}
	return tile.Body(parts...)
}

// saleTip is the tooltip of a space with legal sales: each sale's price
// with its terms, and what else the sale brings.
func saleTip(s *bm.State, space int, choices []board.Choice) []tipLine {
	var lines []tipLine
	for _, c := range choices {
		q := bm.Quality(c.Action.B)
		seat := s.Current
		terms := s.SaleTerms(seat, space, q)
		parts := make([]string, 0, len(terms))
		sum := 0
		for i, t := range terms {
			sum += t.Gold
			text := termText(t, q)
			switch {
			case i == 0:
				parts = append(parts, text)
			case t.Gold < 0:
				parts = append(parts, "− "+text)
			default:
				parts = append(parts, "+ "+text)
			}
		}
		w := s.SpaceWeapon(space)
		head := fmt.Sprintf("Sell a %s %s", q, w)
		if c.Action.Kind == bm.KindForgeSell {
			head = fmt.Sprintf("Forge (%d gold) and sell a %s %s", s.ForgeCost(seat, w, q), q, w)
		}
		lines = append(lines, tipLine{head + ": ", fmt.Sprintf("%s = %d gold", strings.Join(parts, " "), max(sum, 0))})
	}
	race := s.SpaceRace(space)
	if s.RewardSpaces[race][s.Current] {
		lines = append(lines, tipLine{"", fmt.Sprintf("Then you take your %s Reward tile: +1 on later sales to them.", race)})
	}
	if note := demandNote(s, space); note != "" {
		lines = append(lines, tipLine{"", note})
	}
	if s.NPlayers == 2 {
		lines = append(lines, tipLine{"", fmt.Sprintf("Then Salesman Steve sells to the %s.", s.SteveRaces[s.StevePos])})
	}
	return lines
}

// tipBox draws a tooltip's lines.
func tipBox(lines []tipLine) app.HTMLDiv {
	items := make([]app.UI, 0, len(lines))
	for _, l := range lines {
		items = append(items, app.Span().Class("bm-tip-line").Body(
			app.If(l.Head != "", func() app.UI { return app.Strong().Text(l.Head) }),
			app.Text(l.Text),
		))
	}
	return app.Div().Class("bm-tip").Role("tooltip").Body(items...)
}

// termText names one term of a sale's value: "6 (Vorpal)", "2 (Orc
// tiles)".
func termText(t bm.SaleTerm, q bm.Quality) string {
	n := max(t.Gold, -t.Gold)
	switch t.Kind {
	case bm.TermBase:
		return fmt.Sprintf("%d (%s)", n, q)
	case bm.TermRewards:
		return fmt.Sprintf("%d (%s %s)", n, t.Race, board.Plural(n, "tile", "tiles"))
	case bm.TermRegion:
		return fmt.Sprintf("%d (%s tile)", n, t.Region)
	case bm.TermKingdom:
		return fmt.Sprintf("%d (%s)", n, bm.KingdomCards[t.Card].Name)
	}
	return fmt.Sprintf("%d (this turn's card)", n)
}

// demandNote says what a sale onto space does to its Battlefield's Demand
// Token, or "".
func demandNote(s *bm.State, space int) string {
	field := space / 2
	if s.Tokens[field] != bm.TokenOpen || s.Spaces[space^1].Owner == bm.Empty {
		return ""
	}
	if s.Trigger >= 0 || s.SeasonArea[s.Season] >= bm.SeasonSpaces {
		return "Its Demand Token then leaves the game."
	}
	n := s.SeasonArea[s.Season] + 1
	if n == bm.SeasonSpaces {
		return fmt.Sprintf("Its Demand Token is the third in the Season Area: %s ends after everyone else's final turn.", words.Season(s.Season))
	}
	return fmt.Sprintf("Its Demand Token goes to the Season Area (%d of %d).", n, bm.SeasonSpaces)
}

// demandToken draws the Demand Token of the Battlefield where: fire face
// up, lock face down, or only its empty place once it is gone.
func demandToken(t int8, where string, c board.Pt, changed bool) app.UI {
	g := board.SVG("g").Class("bm-token")
	if changed {
		g = g.Class("changed")
	}
	title := board.SVG("title").Text(words.TokenLabel(t, where))
	switch t {
	case bm.TokenOpen:
		return g.Class("bm-token-fire").Body(title,
			board.Circle(c, bmTokenRadius, "bm-token-disc"), board.Icon(icons.FlamePath, c, 20, "bm-token-face"))
	case bm.TokenLocked:
		return g.Class("bm-token-lock").Body(title,
			board.Circle(c, bmTokenRadius, "bm-token-disc"), board.Icon(icons.LockPath, c, 18, "bm-token-face"))
	}
	return g.Class("bm-token-gone").Body(title, board.Circle(c, bmTokenRadius-4, "bm-token-place"))
}

// battleMark marks a Battlefield where a battle of the last war was
// fought: crossed blades on a disc in the winner's colour (grey for a tie),
// with the battle told in its title.
func battleMark(g mapGeom, b battleView) app.UI {
	c := g.Tokens[b.Field]
	return board.SVG("g").Class("bm-battle", "changed", b.Class).Body(
		board.SVG("title").Text(b.Title),
		board.Circle(c, bmTokenRadius+4, "bm-battle-disc"),
		board.Icon(icons.BattlePath, c, 24, "bm-battle-face"),
	)
}
