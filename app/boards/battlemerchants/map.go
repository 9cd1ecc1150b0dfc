package battlemerchants

import (
	"fmt"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	bm "tabula/engines/battlemerchants"
)

// mapPad is the margin around the board's outline in the SVG.
const mapPad = 8

// renderMap draws the board: the races' wedges with their emblems and
// Reward spaces, the Region strips with their Weapon Spaces and Demand
// Tokens, the Region tiles at the corners and the Season Area in the middle.
// A space with one legal sale is a target for it; a space with several opens
// the chooser through pick.
func renderMap(p board.Props, s *bm.State, g mapGeom, pick func(ctx app.Context, space int)) app.UI {
	regions := s.Regions()
	var body []app.UI
	body = append(body, board.SVG("polygon").Class("bm-board").Attr("points", board.Points(g.Outline)))
	for k := range regions {
		race := regions[k].Races[0]
		body = append(body, board.SVG("polygon").Class("bm-wedge", "bm-race-"+board.Slug(race.String())).Attr("points", board.Points(g.Wedges[k])))
	}
	for r, def := range regions {
		body = append(body, regionBand(def.Region, g.RegionAngle[r]))
	}
	for k := range regions {
		body = append(body, raceEmblem(regions[k].Races[0], g.Emblems[k]), rewardRow(p, s, regions[k].Races[0], g.Rewards[k]))
	}
	for r, def := range regions {
		body = append(body, regionTile(p, s, def.Region, g.RegionTiles[r]))
	}
	for space := range s.Spaces {
		body = append(body, weaponSpace(p, s, space, g.Spaces[space], pick))
	}
	for i, t := range s.Tokens {
		body = append(body, demandToken(t, g.Tokens[i]))
	}
	body = append(body, seasonArea(s))
	return board.SVG("svg").Class("bm-map").Attr("viewBox", g.viewBox(mapPad)).
		Attr("preserveAspectRatio", "xMidYMid meet").Role("group").
		Aria("label", fmt.Sprintf("The board: %d Regions with their Battlefields, the races and the Season Area", len(regions))).
		Body(body...)
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
		board.SVG("path").Class("bm-shield").Attr("d", shieldPath),
		board.SVG("text").Class("bm-shield-letter").Attr("y", 14).Attr("text-anchor", "middle").Text(name[:1]),
		board.SVG("text").Class("bm-race-name").Attr("y", 78).Attr("text-anchor", "middle").Text(name),
	)
}

// rewardRow is a race's Reward spaces, one per seat colour, each with or
// without its tile.
func rewardRow(p board.Props, s *bm.State, race bm.Race, at []board.Pt) app.UI {
	var body []app.UI
	for seat, c := range at {
		has := s.RewardSpaces[race][seat]
		state, label := "bm-reward-empty", fmt.Sprintf("%s Reward space of %s: taken this Season", race, p.SeatName(seat))
		if has {
			state, label = "bm-reward-full", fmt.Sprintf("%s Reward space of %s: a tile waits for their next sale to the %s", race, p.SeatName(seat), race)
		}
		parts := []app.UI{
			board.SVG("title").Text(label),
			board.SVG("polygon").Class("bm-reward-hex").Attr("points", board.Points(board.Hexagon(c, bmRewardR))),
		}
		if has {
			parts = append(parts, board.SVG("text").Class("bm-reward-letter").Attr("x", board.Num(c.X)).Attr("y", board.Num(c.Y+7)).
				Attr("text-anchor", "middle").Text(race.String()[:1]))
		}
		g := board.SVG("g").Class("bm-reward", state, p.SeatClass(seat)).Body(parts...)
		body = append(body, g)
	}
	return board.SVG("g").Class("bm-rewards").Body(body...)
}

// regionTile is a Region's tile space at its corner: the tile, or who holds it.
func regionTile(p board.Props, s *bm.State, region bm.Region, c board.Pt) app.UI {
	owner := int(s.RegionOwner[region])
	name := region.String()
	label := fmt.Sprintf("%s Region tile: the first Vorpal sale in the %s takes it (+1 gold on later sales there)", name, name)
	class := "bm-region-tile-free"
	body := []app.UI{
		board.SVG("polygon").Class("bm-region-hex").Attr("points", board.Points(board.Hexagon(c, bmTileR))),
		board.SVG("text").Class("bm-region-name").Attr("x", board.Num(c.X)).Attr("y", board.Num(c.Y-4)).Attr("text-anchor", "middle").Text(name),
	}
	if owner >= 0 {
		label = fmt.Sprintf("%s Region tile: held by %s", name, p.SeatName(owner))
		class = "bm-region-tile-held"
		body = append(body, board.SVG("rect").Class("bm-cube", p.SeatClass(owner)).
			Attr("x", board.Num(c.X-9)).Attr("y", board.Num(c.Y+8)).Attr("width", 18).Attr("height", 18).Attr("rx", 3))
	} else {
		body = append(body, board.SVG("text").Class("bm-region-bonus").Attr("x", board.Num(c.X)).Attr("y", board.Num(c.Y+20)).Attr("text-anchor", "middle").Text("+1"))
	}
	return board.SVG("g").Class("bm-region-tile", class, "bm-region-"+board.Slug(name)).Body(append([]app.UI{board.SVG("title").Text(label)}, body...)...)
}

// weaponSpace draws one Weapon Space: the weapon it asks for, or the weapon
// sold onto it with its owner's cube. It is a target when a sale onto it is
// legal.
func weaponSpace(p board.Props, s *bm.State, space int, c board.Pt, pick func(ctx app.Context, space int)) app.UI {
	w := s.SpaceWeapon(space)
	sp := s.Spaces[space]
	half := bmSpaceSize / 2
	classes := []string{"bm-space", "bm-race-" + board.Slug(s.SpaceRace(space).String())}
	switch {
	case sp.Owner != bm.Empty:
		classes = append(classes, "bm-space-sold")
	case s.SpaceOpen(space):
		classes = append(classes, "bm-space-open")
	default:
		classes = append(classes, "bm-space-locked")
	}
	label := spaceLabel(p, s, space)
	body := []app.UI{
		board.SVG("title").Text(label),
		board.SVG("rect").Class("bm-frame").Attr("x", -half).Attr("y", -half).
			Attr("width", bmSpaceSize).Attr("height", bmSpaceSize).Attr("rx", 7),
	}
	if sp.Owner == bm.Empty {
		body = append(body, board.Icon(weaponPaths[w], board.Pt{}, 38, "bm-wanted"))
	} else {
		body = append(body, weaponTile(p, sp, w)...)
	}
	g := board.SVG("g").Class(classes...).Attr("transform", fmt.Sprintf("translate(%s %s)", board.Num(c.X), board.Num(c.Y))).Body(body...)
	choices := choicesOn(p.Legal, space)
	switch {
	case len(choices) == 1:
		return p.Target(g, choices[0].Action)
	case len(choices) > 1:
		if slices.ContainsFunc(choices, func(c board.Choice) bool { return p.Suggested(c.Action) }) {
			g = g.Class("suggested") // one of the ways to sell here is the suggested move
		}
		return g.Class("target").TabIndex(0).Role("button").Aria("haspopup", "dialog").
			Aria("label", fmt.Sprintf("%s %d ways to sell here: choose one.", label, len(choices))).
			OnClick(func(ctx app.Context, e app.Event) { pick(ctx, space) }).
			OnKeyDown(func(ctx app.Context, e app.Event) {
				if k := e.Get("key").String(); k == "Enter" || k == " " {
					e.PreventDefault()
					pick(ctx, space)
				}
			})
	}
	return g
}

// weaponTile is a weapon tile sold onto a space: in its owner's colour (grey
// for Salesman Steve), with the owner's cube, and a gold rim and star when
// it is Vorpal.
func weaponTile(p board.Props, sp bm.Space, w bm.Weapon) []app.UI {
	half := bmSpaceSize/2 - 4
	owner := "bm-steve"
	if sp.Owner >= 0 {
		owner = p.SeatClass(int(sp.Owner))
	}
	tile := board.SVG("rect").Class("bm-tile", owner).Attr("x", -half).Attr("y", -half).
		Attr("width", 2*half).Attr("height", 2*half).Attr("rx", 5)
	out := []app.UI{tile, board.Icon(weaponPaths[w], board.Pt{X: -2, Y: 2}, 34, "bm-tile-weapon")}
	if sp.Quality == bm.Vorpal {
		out[0] = tile.Class("bm-tile-vorpal")
		badge := board.Pt{X: -half + 8, Y: -half + 8}
		out = append(out, board.Circle(badge, 8, "bm-vorpal-badge"),
			board.SVG("text").Class("bm-vorpal-mark").Attr("x", board.Num(badge.X)).Attr("y", board.Num(badge.Y+4)).Attr("text-anchor", "middle").Text("V"))
	}
	if sp.Owner >= 0 {
		out = append(out, board.SVG("rect").Class("bm-cube", owner).Attr("x", half-14).Attr("y", -half+2).
			Attr("width", 12).Attr("height", 12).Attr("rx", 2))
	}
	return out
}

// demandToken draws a Battlefield's Demand Token: fire face up, lock face
// down, or only its empty place once it is gone.
func demandToken(t int8, c board.Pt) app.UI {
	title := board.SVG("title").Text(tokenLabel(t))
	switch t {
	case bm.TokenOpen:
		return board.SVG("g").Class("bm-token", "bm-token-fire").Body(title,
			board.Circle(c, bmTokenRadius, "bm-token-disc"), board.Icon(flamePath, c, 20, "bm-token-face"))
	case bm.TokenLocked:
		return board.SVG("g").Class("bm-token", "bm-token-lock").Body(title,
			board.Circle(c, bmTokenRadius, "bm-token-disc"), board.Icon(lockPath, c, 18, "bm-token-face"))
	}
	return board.SVG("g").Class("bm-token", "bm-token-gone").Body(title, board.Circle(c, bmTokenRadius-4, "bm-token-place"))
}

// seasonArea is the middle of the board: three token spaces per Season, the
// current Season highlighted.
func seasonArea(s *bm.State) app.UI {
	body := []app.UI{
		board.SVG("title").Text("Season Area. " + seasonEndText(s)),
		board.Circle(board.Pt{}, bmSeasonR, "bm-season-bg"),
		board.SVG("text").Class("bm-season-title").Attr("y", -84).Attr("text-anchor", "middle").Text("Season Area"),
	}
	for i, name := range seasonNames {
		y := -54 + float64(i)*36
		class := "bm-season-row"
		switch {
		case i == s.Season && !s.Over():
			class += " bm-season-now"
		case i < s.Season || s.Over():
			class += " bm-season-past"
		}
		row := []app.UI{
			board.SVG("rect").Class("bm-season-band").Attr("x", -82).Attr("y", board.Num(y-16)).Attr("width", 178).Attr("height", 32).Attr("rx", 16),
			board.SVG("text").Class("bm-season-name").Attr("x", -10).Attr("y", board.Num(y+6)).Attr("text-anchor", "end").Text(name),
		}
		for j := range bm.SeasonSpaces {
			c := board.Pt{X: 14 + float64(j)*32, Y: y}
			row = append(row, board.Circle(c, 12, "bm-season-slot"))
			if j < s.SeasonArea[i] {
				row = append(row, board.Circle(c, 12, "bm-token-disc"), board.Icon(flamePath, c, 16, "bm-token-face"))
			}
		}
		body = append(body, board.SVG("g").Class(class).Body(row...))
	}
	return board.SVG("g").Class("bm-season-area").Body(body...)
}
