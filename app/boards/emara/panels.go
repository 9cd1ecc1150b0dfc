package emara

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/emara/icons"
	"tabula/app/boards/emara/words"
	em "tabula/engines/emara"
)

// The row under the rings: the Event of the round, the Nobility board,
// what lies beside the board (the B Advisors, the Favor Tokens) and the
// turn order with the Statue (and Victoria in the solo game); then the
// scoring track.

// panel is one of the row's sections, marked when the others' last moves
// changed it.
func (v *emaraView) panel(key, label string, class ...string) app.HTMLSection {
	sec := app.Section().Class(append([]string{"em-panel"}, class...)...).Aria("label", label)
	if v.marks[key] {
		sec = sec.Class("changed")
	}
	return sec
}

// eventPanel is the Event in effect and when it acts; the next one is
// hidden.
func (v *emaraView) eventPanel() app.UI {
	s := v.s
	e, ok := s.CurrentEvent()
	if !ok {
		e = s.TopEvent()
		return v.panel("event", "Setup Event", "em-event").Body(
			app.H3().Text("Setup Event"),
			app.P().Class("em-event-name").Text(e.Name),
			app.P().Textf("The start player's Councilors begin at the %s and the %s; the card's Building start is %d.", e.StartCountry, e.StartTown, e.BuildingStart),
		)
	}
	when, whenClass := "This round", "em-when-round"
	switch e.Effect {
	case em.EventResource:
		when, whenClass = "Start of the round", "em-when-start"
	case em.EventFamine, em.EventAlms, em.EventLore:
		when, whenClass = "End of the round", "em-when-end"
	}
	// The Event deck shows its top card only: the next Event is not known
	// at the table until its round begins.
	next := ""
	if s.Round+1 < em.Rounds {
		next = "The next round's Event is drawn when it begins."
	}
	return v.panel("event", "Event of the round", "em-event").Body(
		app.H3().Textf("Round %d of %d · Event", s.Round+1, em.Rounds),
		app.P().Class("em-event-name").Text(e.Name),
		app.P().Class("em-when", whenClass).Text(when),
		app.P().Class("em-event-text").Text(words.Event(e)),
		app.P().Class("hint").Text(next),
	)
}

// rankOrder is why noble rank r, not the viewer's next (next, -1 when
// none is left), cannot be taken.
func rankOrder(r, next int) string {
	switch {
	case next < 0:
		return "You hold the highest noble rank."
	case r < next:
		return fmt.Sprintf("You have passed the rank of %s: ranks are taken in order, your next is %s.", em.Rank(r), em.Rank(next))
	}
	return fmt.Sprintf("Noble ranks are taken in order: your next is %s.", em.Rank(next))
}

// nobilityPanel is the Nobility board: each rank's cost, the points of
// the card on top of its stack, how many are left and who holds the rank;
// the viewer's next rank is a target when it may be taken now.
func (v *emaraView) nobilityPanel() app.UI {
	s := v.s
	next := -1
	if seat := v.p.Viewer; seat >= 0 && seat < s.NPlayers {
		if r, _, _, ok := s.NextRank(seat); ok {
			next = int(r)
		}
	}
	items := make([]app.UI, em.NumRanks)
	for r := range em.NumRanks {
		c := s.RankCost(em.Rank(r))
		left := em.CardsPerRank - int(s.NobTop[r])
		top := app.Span().Class("em-rank-top", "hint").Text(" none left")
		shown := fmt.Sprintf("%s none left %d left", em.Rank(r), left) // the words the rank shows
		label := fmt.Sprintf("%s: %d Gold %s and %d Signet %s", em.Rank(r), c.Coins, board.Plural(c.Coins, "Coin", "Coins"), c.Rings, board.Plural(c.Rings, "Ring", "Rings"))
		if left > 0 {
			pts := s.RankCitizens(em.Rank(r), int(s.NobTop[r]))
			top = icons.Pic(fmt.Sprintf("top card %d Citizen Points", pts), app.Span().Textf(" +%d", pts), icons.Icon("citizen")).Class("em-rank-top")
			label += fmt.Sprintf(" for %d Citizen Points; %d %s left", pts, left, board.Plural(left, "card", "cards"))
			shown = fmt.Sprintf("%s +%d %d left", em.Rank(r), pts, left)
		} else {
			label += "; no card left"
		}
		var holders []app.UI
		for seat := range s.NPlayers {
			if len(s.Seats[seat].Nobility) > r {
				holders = append(holders, app.Span().Class("swatch", "em-holder", v.p.SeatClass(seat)).Title(board.NameMentions(board.SubjectMention(seat, "is", "are"), v.p.SeatName)+" "+em.Rank(r).String()))
			}
		}
		if s.NPlayers == 1 && s.VictoriaRank() > r {
			holders = append(holders, app.Span().Class("swatch", "em-holder", "em-victoria").Title("Victoria is "+em.Rank(r).String()))
		}
		// Each of the rank's words starts with a space, so that they read
		// apart whatever the layout.
		body := app.Elem("div").Class("em-rank").Title(label).Body(
			app.Strong().Class("em-rank-name").Text(em.Rank(r).String()),
			icons.Pic(fmt.Sprintf("costs %d Gold and %d Signet %s", c.Coins, c.Rings, board.Plural(c.Rings, "Ring", "Rings")),
				append(icons.Repeat("coin", c.Coins), icons.Repeat("ring", c.Rings)...)...).Class("em-rank-cost"),
			top,
			app.Span().Class("em-rank-left").Textf(" %d left", left),
			app.Span().Class("em-holders").Body(holders...),
		)
		if v.marks[fmt.Sprintf("rank:%d", r)] {
			body = body.Class("changed")
		}
		if r == next {
			body = body.Class("em-next")
			if len(v.byKey["noble"]) > 0 {
				body = v.spot(body, "noble", "Increase your noble rank", shown)
			} else if why := cmp.Or(v.rankRefused(), v.whyNot("noble")); why != "" {
				body = v.refused(body, "noble", why)
			}
		} else if why := v.whyNot("rank"); why != "" {
			body = v.refused(body, "rank", rankOrder(r, next))
		}
		items[r] = app.Li().Body(body)
	}
	return v.panel("nobility", "Nobility", "em-nobility").Body(
		app.H3().Text("Nobility · ranks in order"),
		app.Ol().Class("em-ranks").Body(items...),
	)
}

// supplyPanel is what waits beside the board: the face-up stack of type B
// Advisors that refills the Town, and the Favor Tokens.
func (v *emaraView) supplyPanel() app.UI {
	s := v.s
	var top app.UI = app.P().Class("hint").Text("Empty: recruited Advisors are no longer replaced.")
	if id := s.BStackTop(); id >= 0 {
		a := em.Advisors[id]
		gain := icons.Pic(fmt.Sprintf("%d Citizen Points", a.Citizens), app.Textf("+%d", a.Citizens), icons.Icon("citizen"))
		if a.Citizens == 0 {
			gain = icons.Pic(fmt.Sprintf("%d Building Points", a.Buildings), app.Textf("+%d", a.Buildings), icons.Icon("building"))
		}
		top = app.P().Class("em-bcard").Title(fmt.Sprintf("%s, costs %s. %s", a.Name, words.Cost(a.Cost), words.Advisor(a))).Body(
			app.Strong().Text(a.Name), icons.Cost(a.Cost), gain)
	}
	return v.panel("supply", "Beside the board", "em-supply").Body(
		app.H3().Textf("B Advisors · %d in the stack", len(s.BStack)),
		top,
		app.H3().Text("Favor Tokens"),
		app.P().Class("em-favors").Body(
			icons.Chip("favor", len(s.FavorStack), "face down"),
			&favorBox{Discard: slices.Clone(s.FavorDiscard)},
		),
	)
}

// favorBox is the Favor Tokens' table, a component: go-app compares the
// discarded tokens and draws the table again only when they change.
type favorBox struct {
	app.Compo
	Discard []int8
}

// Render draws the table.
func (f *favorBox) Render() app.UI { return favorTable(f.Discard) }

// favorTable is the 12 Favor Tokens by Town Location, each Location's
// icon with its three tokens' rewards: the discarded tokens in colour, the
// others (face down in the stack, or held) faded. It keeps one size however
// many are discarded, and so does the board (a list of the discarded
// tokens grew by a line every few tokens, and the fitted board was zoomed
// down each time).
func favorTable(discard []int8) app.UI {
	out := make([]bool, em.NumFavors)
	var names []string
	for _, t := range discard {
		out[t] = true
		tok := em.FavorTokens[t]
		names = append(names, fmt.Sprintf("%s (%s)", tok.Loc, words.Reward(tok.Reward)))
	}
	label := "Discarded Favor Tokens: none"
	if len(names) > 0 {
		label = "Discarded Favor Tokens: " + strings.Join(names, ", ")
	}
	var towns []app.UI
	for t := 0; t < em.NumFavors; {
		loc := em.FavorTokens[t].Loc
		pics := []app.UI{icons.Icon(icons.Town(loc))}
		for ; t < em.NumFavors && em.FavorTokens[t].Loc == loc; t++ {
			class := "em-favor-off"
			if out[t] {
				class = "em-favor-out"
			}
			pics = append(pics, icons.Icon(icons.Reward(em.FavorTokens[t].Reward), class))
		}
		towns = append(towns, app.Span().Class("em-favor-town").Body(pics...))
	}
	return icons.Pic(label, towns...).Class("em-favor-table").Title(label + ". In colour: discarded; faded: face down or held.")
}

// favorPic is a Favor Token face up: its Location and its reward.
func favorPic(t int) app.HTMLSpan {
	tok := em.FavorTokens[t]
	return icons.Pic(fmt.Sprintf("Favor Token of the %s: %s", tok.Loc, words.Reward(tok.Reward)),
		icons.Icon(icons.Town(tok.Loc)), icons.Icon(icons.Reward(tok.Reward))).Class("em-token")
}

// roundPanel is the turn order from the Statue, each player's turns taken
// this round, and Victoria in the solo game.
func (v *emaraView) roundPanel() app.UI {
	s := v.s
	order := make([]app.UI, 0, s.NPlayers)
	for i := range s.NPlayers {
		seat := (s.Start + i) % s.NPlayers
		played := 0
		for _, c := range s.Seats[seat].Slots {
			if c >= 0 {
				played++
			}
		}
		li := app.Li().Class("em-order", v.p.SeatClass(seat)).Body(
			app.Span().Class("swatch", v.p.SeatClass(seat)).Aria("hidden", "true"),
			app.Span().Class("em-order-name").Text(v.p.SeatName(seat)),
			app.If(seat == s.Start, func() app.UI {
				return icons.Pic("holds the Statue", icons.Icon("statue")).Class("em-statue").Title("The Statue: starts the round")
			}),
			app.Span().Class("em-order-turns").Textf("%d/%d", played, em.TurnsPerRound),
		)
		if seat == s.ToMove() {
			li = li.Class("em-to-move").Aria("current", "true")
		}
		order = append(order, li)
	}
	sec := v.panel("round", "Turn order", "em-round")
	if s.NPlayers == 1 {
		vic := s.VictoriaScore()
		return sec.Class("em-solo").Title(fmt.Sprintf("Victoria's points: %d from the Construction Site, %d from Nobility, %d from Events. Your Buildings started on %d.",
			s.Vic[em.VicConstruction], s.Vic[em.VicNobility], s.Vic[em.VicEvents], s.BuildingStart)).Body(
			app.H3().Body(app.Text("Victoria "), icons.Chip("citizen", vic, "Citizen Points").Class("em-ink"),
				app.Textf(" · %d Nobility %s", s.VictoriaRank(), board.Plural(s.VictoriaRank(), "card", "cards"))),
			app.P().Class("em-solo-verdict").Text(v.soloVerdict()),
			app.If(!s.Over() && s.Started, func() app.UI { return app.P().Class("em-solo-next").Text(victoriaNext(s)) }),
		)
	}
	return sec.Body(
		app.H3().Text("Turn order · turns played"),
		app.Ol().Class("em-orders").Body(order...),
	)
}

// soloVerdict says where the solo game stands against Victoria.
func (v *emaraView) soloVerdict() string {
	s := v.s
	mine := s.Seats[0].FinalScore()
	vic := s.VictoriaScore()
	switch {
	case !s.Over():
		return fmt.Sprintf("She scores at the end of rounds %d to %d; beat her final score.", em.SoloFirstRound, em.Rounds)
	case s.SoloWon():
		return fmt.Sprintf("You beat Victoria: %d to %d.", mine, vic)
	case mine == vic:
		return fmt.Sprintf("A tie with Victoria at %d does not beat her.", vic)
	}
	return fmt.Sprintf("Victoria wins: %d to your %d.", vic, mine)
}

// victoriaNext says what Victoria takes at the end of the round under way
// (rules, Solo Mode: the end of rounds 2 to 6).
func victoriaNext(s *em.State) string {
	round := s.Round + 1
	if round < em.SoloFirstRound {
		return fmt.Sprintf("She starts scoring at the end of round %d.", em.SoloFirstRound)
	}
	stone, bread := s.MarkerValue(em.StoneMarker), s.MarkerValue(em.BreadMarker)
	text := fmt.Sprintf("At the end of this round she scores %d Citizen Points as for 1 Stone and 1 Bread", stone+bread)
	if r := em.VictoriaRanks[s.Round]; r >= 0 && em.CardsPerRank > int(s.NobTop[r]) {
		text += fmt.Sprintf(" and becomes %s for %d more", r, s.RankCitizens(r, int(s.NobTop[r])))
	}
	return text + "."
}

// trackGeom is the geometry of a drawing of the scoring track, in its
// SVG's units: the wide one has the names at the left of the lines, the
// narrow one over them.
type trackGeom struct {
	narrow           bool
	width            int     // the drawing's width
	left             int     // where 0 is
	step             float64 // units per point
	top, rowH        int     // the numbers' band, a player's row
	mark             int     // a marker's radius
	flip             string  // what starts the markers' data-flip names
	nameDY, numberDY int     // a name's baseline under its row's top; the numbers' baseline
}

// trackMax is the last space drawn; more is shown at its end.
const trackMax = 100

var (
	wideTrack   = trackGeom{width: boardW, left: 130, step: 9.6, top: 22, rowH: 34, mark: 11, numberDY: 14}
	narrowTrack = trackGeom{narrow: true, width: 360, left: 14, step: 3.3, top: 14, rowH: 46, mark: 8, flip: "n-", nameDY: 13, numberDY: 10}
)

// x is the position of n points on the track.
func (g trackGeom) x(n int) int { return g.left + int(float64(min(max(n, 0), trackMax))*g.step) }

// lineY is the height of row i's line: the middle of the row, or on a
// narrow track under the name.
func (g trackGeom) lineY(i int) int {
	if g.narrow {
		return g.top + i*g.rowH + g.nameDY + 17
	}
	return g.top + i*g.rowH + g.rowH/2
}

// scoreY is the baseline of row i's score: beside its line, or on a
// narrow track beside its name.
func (g trackGeom) scoreY(i int) int {
	if g.narrow {
		return g.top + i*g.rowH + g.nameDY
	}
	return g.lineY(i) + 6
}

// trackGrid is the printed scoring track: a line per player with its name,
// the spaces marked every 5 and numbered every 10. It does not change
// during a game, so go-app draws it once.
type trackGrid struct {
	app.Compo
	Names  []string
	Narrow bool
}

// Render draws the track.
func (tg *trackGrid) Render() app.UI {
	g := wideTrack
	if tg.Narrow {
		g = narrowTrack
	}
	rows := len(tg.Names)
	body := make([]app.UI, 0, 40)
	for t := 0; t <= trackMax; t += 5 {
		x := g.x(t)
		class := "em-tick"
		if t%10 == 0 {
			class = "em-tick em-tick-10"
			body = append(body, board.SVG("text").Class("em-small", "em-track-num").Attr("x", x).Attr("y", g.numberDY).Attr("text-anchor", "middle").Text(t))
		}
		if !g.narrow {
			body = append(body, board.SVG("line").Class(class).Attr("x1", x).Attr("x2", x).Attr("y1", g.top-2).Attr("y2", g.top+rows*g.rowH))
			continue
		}
		for i := range rows {
			y := g.lineY(i)
			body = append(body, board.SVG("line").Class(class).Attr("x1", x).Attr("x2", x).Attr("y1", y-g.mark-2).Attr("y2", y+g.mark+2))
		}
	}
	for i, name := range tg.Names {
		y := g.lineY(i)
		if g.narrow {
			body = append(body, board.SVG("text").Class("em-track-name").Attr("x", 4).Attr("y", g.top+i*g.rowH+g.nameDY).Text(name))
		} else {
			body = append(body, board.SVG("text").Class("em-track-name").Attr("x", 4).Attr("y", y+5).Text(name))
		}
		body = append(body, board.SVG("line").Class("em-track").Attr("x1", g.x(0)).Attr("x2", g.x(trackMax)).Attr("y1", y).Attr("y2", y))
	}
	return board.SVG("g").Class("em-track-grid").Body(body...)
}

// scoreTrack draws the scoring track: each player's Citizens (circle,
// above the line) and Buildings (square, below), sliding as they move, and
// Victoria's Citizens in the solo game; each player's two totals and the
// score, the lower of them. It is drawn twice: a wide track with the names
// at the left and the scores at the right, and a narrow one with each
// name and score over its line (emara.css shows the one that fits).
func (v *emaraView) scoreTrack() app.UI {
	names, rows := v.trackRows()
	return app.Figure().Class("em-track-fig").Body(
		v.trackSVG(wideTrack, names, rows, "em-track-wide"),
		v.trackSVG(narrowTrack, names, rows, "em-track-narrow"),
		app.FigCaption().Body(
			app.Text("Scoring track: "), icons.Pic("Citizen Points", icons.Icon("citizen")), app.Text(" Citizens (circles) and "),
			icons.Pic("Building Points", icons.Icon("building")), app.Text(" Buildings (squares); the lower of the two is the score."),
		),
	)
}

// trackRow is a line of the scoring track: a player's Citizens and
// Buildings, or Victoria's Citizens alone (Buildings -1).
type trackRow struct {
	key, flip, class string
	citizens, builds int
}

// trackRows are the track's names and lines.
func (v *emaraView) trackRows() ([]string, []trackRow) {
	s := v.s
	names := make([]string, 0, s.NPlayers+1)
	rows := make([]trackRow, 0, s.NPlayers+1)
	for seat := range s.NPlayers {
		p := &s.Seats[seat]
		names = append(names, v.p.SeatName(seat))
		rows = append(rows, trackRow{key: fmt.Sprint(seat), flip: fmt.Sprint(seat), class: v.p.SeatClass(seat), citizens: p.Citizens(), builds: p.Buildings()})
	}
	if s.NPlayers == 1 {
		names = append(names, "Victoria")
		rows = append(rows, trackRow{key: "vic", flip: "vic", class: "em-victoria", citizens: s.VictoriaScore(), builds: -1})
	}
	return names, rows
}

// trackSVG draws the track in geometry g.
func (v *emaraView) trackSVG(g trackGeom, names []string, rows []trackRow, class string) app.UI {
	h := g.top + len(names)*g.rowH + 4
	body := []app.UI{&trackGrid{Names: names, Narrow: g.narrow}}
	marker := func(key, flip string, circle bool, n, y int, class ...string) app.UI {
		x := g.x(n)
		var shape app.HTMLElem
		if circle {
			shape = board.SVG("circle").Attr("cx", x).Attr("cy", y).Attr("r", g.mark)
		} else {
			shape = board.SVG("rect").Attr("x", x-g.mark+1).Attr("y", y-g.mark+1).Attr("width", 2*g.mark-2).Attr("height", 2*g.mark-2).Attr("rx", 2)
		}
		gr := board.SVG("g").Class(append([]string{"em-track-marker"}, class...)...).DataSet("flip", g.flip+flip)
		if v.marks[key] {
			gr = gr.Class("changed")
		}
		return gr.Body(shape.Class("em-track-shape"),
			board.SVG("text").Class("em-track-value").Attr("x", x).Attr("y", y+4).Attr("text-anchor", "middle").Text(n))
	}
	for i, r := range rows {
		y := g.lineY(i)
		score := r.citizens
		if r.builds >= 0 {
			score = min(r.citizens, r.builds)
			body = append(body,
				marker("bld:"+r.key, "bld-"+r.flip, false, r.builds, y+g.mark/2+1, "em-bld", r.class),
				marker("cit:"+r.key, "cit-"+r.flip, true, r.citizens, y-g.mark/2-1, "em-cit", r.class))
		} else {
			body = append(body, marker(r.key, r.flip, true, r.citizens, y, "em-cit", r.class))
		}
		body = append(body, board.SVG("text").Class("em-track-score").Attr("x", g.width-4).Attr("y", g.scoreY(i)).Attr("text-anchor", "end").Textf("= %d", score))
	}
	return board.SVG("svg").Class("em-track-svg", class).Attr("viewBox", fmt.Sprintf("0 0 %d %d", g.width, h)).
		Attr("width", g.width).Attr("height", h).Role("img").Aria("label", v.trackLabel()).Body(body...)
}

// trackLabel reads the scoring track out.
func (v *emaraView) trackLabel() string {
	s := v.s
	parts := make([]string, 0, s.NPlayers+1)
	for seat := range s.NPlayers {
		p := &s.Seats[seat]
		parts = append(parts, fmt.Sprintf("%s %d Citizen and %d Building Points", v.p.SeatName(seat), p.Citizens(), p.Buildings()))
	}
	if s.NPlayers == 1 {
		parts = append(parts, fmt.Sprintf("Victoria %d Citizen Points", s.VictoriaScore()))
	}
	return "Scoring track: " + strings.Join(parts, "; ")
}
