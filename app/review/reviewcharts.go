package review

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/page"
)

// The review's charts (the scores and the analysed player's chance to win,
// each marking the move shown) and the analysis panel.

// shownAnalysis is the analysis of the chosen player, made or under way,
// or nil.
func (p *Page) shownAnalysis() *seatAnalysis {
	if p.an == nil || !p.rv.over() {
		return nil
	}
	return p.an.of(p.anSeat)
}

// judgementAt is the analysis of the move at step k of the log, if any.
func (p *Page) judgementAt(k int) (judged, bool) {
	sa := p.shownAnalysis()
	if sa == nil {
		return judged{}, false
	}
	i, found := slices.BinarySearchFunc(sa.Moves, k, func(j judged, k int) int { return cmp.Compare(j.Step, k) })
	if !found {
		return judged{}, false
	}
	return sa.Moves[i], true
}

// preferred describes the move the analysis preferred at step k.
func (p *Page) preferred(j judged) string {
	st := p.rv.states[j.Step]
	legal := st.Legal()
	if j.Best < 0 || j.Best >= len(legal) {
		return ""
	}
	return strings.TrimRight(p.rv.table.Text(st, legal[j.Best], p.rv.seats), ".")
}

// judgementText says what the analysis found of a move in words.
func (p *Page) judgementText(j judged) string {
	chance := fmt.Sprintf("Chance to win %s before this move, %s after it.", percent(j.Before), percent(j.After))
	if p.rv.save.Players == 1 && j.Margins {
		// Alone, the chance is to beat the score to beat, often certain
		// either way: the margin says what the move changed.
		chance += fmt.Sprintf(" Expected margin over the score to beat: %s before this move, %s after it.",
			margin(j.MarginBefore), margin(j.MarginAfter))
	}
	played := p.rv.lines[j.Step].Action
	legal := p.rv.states[j.Step].Legal()
	switch {
	case j.Best >= 0 && j.Best < len(legal) && legal[j.Best] == played:
		return chance + " The computer would have played it too."
	case j.Costly:
		return chance + " A costly move: the computer preferred " + p.preferred(j) + "."
	default:
		return chance + " The computer preferred " + p.preferred(j) + ", about as good."
	}
}

// margin writes a margin in points, signed: "+12 points", "−3 points".
func margin(m float64) string {
	n := int(math.Round(m))
	switch {
	case n > 0:
		return "+" + page.Points(n)
	case n < 0:
		return "−" + page.Points(-n)
	}
	return page.Points(0)
}

// renderJudgement is the analysis of the move shown, in the status bar. A
// finished game, which can be analysed, always has the line, empty for a
// move not judged, so that the status bar keeps its height from move to
// move and when the analysis ends: the board's viewport under it then keeps
// its size, and a fitted board is not zoomed and laid out again.
func (p *Page) renderJudgement() app.UI {
	if !p.rv.over() {
		return nil
	}
	line := app.P().Class("review-judgement")
	if p.pos == 0 {
		return line
	}
	j, ok := p.judgementAt(p.pos - 1)
	if !ok {
		return line
	}
	text := p.judgementText(j)
	if j.Costly {
		line = line.Class("costly")
	}
	return line.Title(text).Text(text)
}

// renderCharts is the side panel with the score chart, and for a finished
// game the analysis with its chance-to-win chart.
func (p *Page) renderCharts() app.UI {
	rv := p.rv
	return app.Section().ID("review-mine").Class("dock", "review-charts").TabIndex(0).Aria("labelledby", "charts-title").Body(
		app.H2().ID("charts-title").Class("side-title").Text("Scores and analysis"),
		p.scoreChart(),
		app.If(rv.over(), p.renderAnalysis).Else(func() app.UI {
			return app.P().Class("hint").Text("The computer's analysis of the moves is offered once the game is finished.")
		}),
	)
}

// chartX places step k (a position, 0 to n) across a chart.
func chartX(k, n int) float64 {
	return page.ChartPad + float64(k)*(page.ChartW-2*page.ChartPad)/float64(max(n, 1))
}

// jumpFromChart shows the position under a click on a chart.
func (p *Page) jumpFromChart(ctx app.Context, e app.Event) {
	svg := ctx.JSSrc()
	r := svg.Call("getBoundingClientRect")
	w := r.Get("width").Float()
	if w <= 0 {
		return
	}
	x := (e.Get("clientX").Float() - r.Get("left").Float()) * page.ChartW / w
	n := p.rv.moves()
	p.jump(int((x-page.ChartPad)*float64(n)/(page.ChartW-2*page.ChartPad) + 0.5))
}

// marker is a chart's vertical line at the move shown.
func (p *Page) marker() app.UI {
	x := chartX(p.pos, p.rv.moves())
	return board.SVG("line").Class("review-marker").Attr("x1", x).Attr("y1", page.ChartPad/2).Attr("x2", x).Attr("y2", page.ChartH-page.ChartPad)
}

// scoreChart is every seat's projected score after each move, with the move shown
// marked; a click shows the move under it.
func (p *Page) scoreChart() app.UI {
	rv := p.rv
	lo, hi := 0, 1
	for _, scores := range rv.scores {
		for _, v := range scores {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	lines := []app.UI{
		board.SVG("title").Text("Score over the game"),
		board.SVG("line").Class("axis").Attr("x1", page.ChartPad).Attr("y1", page.ChartH-page.ChartPad).Attr("x2", page.ChartW-page.ChartPad).Attr("y2", page.ChartH-page.ChartPad),
		board.SVG("text").Class("axis-label").Attr("x", page.ChartPad).Attr("y", page.ChartH-6).Text("start"),
		board.SVG("text").Class("axis-label").Attr("x", page.ChartW-page.ChartPad).Attr("y", page.ChartH-6).Attr("text-anchor", "end").Textf("%d moves", rv.moves()),
		board.SVG("text").Class("axis-label").Attr("x", 2).Attr("y", page.ChartPad-8).Textf("%d", hi),
	}
	for seat, s := range rv.seats {
		lines = append(lines, board.SVG("polyline").Class("score-line", fmt.Sprintf("seat-c%d", s.Colour)).
			Attr("points", page.ChartPoints(rv.scores, seat, lo, hi)))
	}
	lines = append(lines, p.marker())
	var now []string
	for seat, s := range rv.seats {
		if seat < len(rv.scores[p.pos]) {
			now = append(now, fmt.Sprintf("%s %d", s.Name, rv.scores[p.pos][seat]))
		}
	}
	return app.Figure().Class("chart", "review-chart").Body(
		board.SVG("svg").Attr("viewBox", fmt.Sprintf("0 0 %d %d", page.ChartW, page.ChartH)).Role("img").
			Aria("label", "Line chart of each player's projected score after every move, marking the move shown").
			OnClick(p.jumpFromChart).Body(lines...),
		app.FigCaption().Body(page.WithNames("Projected score after every move (what the game would have scored had it ended there); at the move shown: "+strings.Join(now, ", ")+".", rv.seats)...),
	)
}

// chanceChart is the analysed player's chance to win at each of their
// decisions, before and after the move played, with the costly moves
// marked and the move shown.
func (p *Page) chanceChart(sa *seatAnalysis) app.UI {
	if len(sa.Moves) == 0 {
		return nil
	}
	n := p.rv.moves()
	y := func(v float64) float64 { return page.ChartH - page.ChartPad - v*(page.ChartH-2*page.ChartPad) }
	var pts strings.Builder
	var marks []app.UI
	for _, j := range sa.Moves {
		fmt.Fprintf(&pts, "%.1f,%.1f %.1f,%.1f ", chartX(j.Step, n), y(j.Before), chartX(j.Step+1, n), y(j.After))
		if j.Costly {
			marks = append(marks, board.SVG("circle").Class("review-costly-dot").
				Attr("cx", fmt.Sprintf("%.1f", chartX(j.Step+1, n))).Attr("cy", fmt.Sprintf("%.1f", y(j.After))).Attr("r", 6).
				Body(board.SVG("title").Textf("Move %d: a costly move", j.Step+1)))
		}
	}
	seat := p.rv.seats[sa.Seat]
	body := []app.UI{
		board.SVG("title").Text("Chance to win over the game"),
		board.SVG("line").Class("axis").Attr("x1", page.ChartPad).Attr("y1", y(0)).Attr("x2", page.ChartW-page.ChartPad).Attr("y2", y(0)),
		board.SVG("line").Class("review-even").Attr("x1", page.ChartPad).Attr("y1", y(0.5)).Attr("x2", page.ChartW-page.ChartPad).Attr("y2", y(0.5)),
		board.SVG("text").Class("axis-label").Attr("x", 2).Attr("y", y(1)+4).Text("100%"),
		board.SVG("text").Class("axis-label").Attr("x", 2).Attr("y", y(0.5)+4).Text("50%"),
		board.SVG("text").Class("axis-label").Attr("x", 2).Attr("y", y(0)+4).Text("0%"),
		board.SVG("polyline").Class("score-line", "review-chance", fmt.Sprintf("seat-c%d", seat.Colour)).Attr("points", strings.TrimSpace(pts.String())),
	}
	body = append(body, marks...)
	body = append(body, p.marker())
	return app.Figure().Class("chart", "review-chart", "chance-chart").Body(
		board.SVG("svg").Attr("viewBox", fmt.Sprintf("0 0 %d %d", page.ChartW, page.ChartH)).Role("img").
			Aria("label", "Line chart of the analysed player's estimated chance to win before and after each of their moves; costly moves are dotted").
			OnClick(p.jumpFromChart).Body(body...),
		app.FigCaption().Body(append(page.OwnerUI(seat.Name), app.Text(" chance to win, as the computer estimates it, before and after each move"))...),
	)
}

// maxCostliest is how many of the costliest moves the analysis lists.
const maxCostliest = 5

// renderAnalysis is the analysis panel of a finished game: whose moves,
// the button that starts, goes on with or stops it, its progress, the
// chance-to-win chart and the costliest moves.
func (p *Page) renderAnalysis() app.UI {
	rv := p.rv
	sa := p.shownAnalysis()
	name := rv.seats[p.anSeat].Name
	total := len(decisionsOf(rv.states, rv.moves(), p.anSeat))
	judgedN := 0
	if sa != nil {
		judgedN = len(sa.Moves)
	}
	var state app.UI
	switch {
	case p.analysing():
		state = app.Div().Class("analysis-progress").Body(
			app.P().Role("status").Body(app.Textf("Analysing the moves of "), page.NameUI(name), app.Textf(": %d of %d…", judgedN, total)),
			app.Progress().Max(total).Value(strconv.Itoa(judgedN)).Aria("label", "Analysis progress"),
			app.Button().Type("button").Class("button", "analysis-stop").Text("Stop").OnClick(p.stopAnalysis),
		)
	case sa != nil && sa.Done:
		costly := 0
		for _, j := range sa.Moves {
			if j.Costly {
				costly++
			}
		}
		took := ""
		if p.anTook > 0 { // analysed on this visit
			took = fmt.Sprintf(" Analysed on this visit in %s.", p.anTook.Round(time.Second))
		}
		state = app.P().Class("analysis-done").Body(
			app.Textf("Analysed %d %s of ", len(sa.Moves), board.Plural(len(sa.Moves), "decision", "decisions")),
			page.NameUI(name),
			app.Textf(": %d costly %s.%s", costly, board.Plural(costly, "move", "moves"), took),
		)
	case total == 0:
		state = app.P().Class("hint").Body(page.NameUI(name), app.Text(" had no decision with more than one move to analyse."))
	default:
		label := "Analyse the moves"
		if judgedN > 0 {
			label = fmt.Sprintf("Go on with the analysis (%d of %d done)", judgedN, total)
		}
		state = app.Div().Class("analysis-start").Body(
			app.P().Class("hint").Body(
				app.Textf("The Hard computer judges each of the %d decisions of ", total), page.NameUI(name),
				app.Text(" as they could see the game, and marks the moves that cost the most. It takes a while; it can be stopped and goes on later."),
			),
			app.Button().Type("button").Class("button", "primary", "analyse").Text(label).OnClick(p.analyse),
		)
	}
	return app.Div().Class("analysis").Body(
		app.H3().Class("side-title").Text("Computer analysis"),
		app.Div().Class("field", "analysis-seat").Body(
			app.Label().For("analysis-seat").Text("Moves of"),
			app.Select().ID("analysis-seat").Disabled(p.analysing()).OnChange(p.pickAnalysed).Body(
				app.Range(rv.seats).Slice(func(i int) app.UI {
					return app.Option().Value(strconv.Itoa(i)).Selected(i == p.anSeat).Text(rv.seats[i].Name)
				}),
			),
		),
		state,
		page.Notice("status", p.anNote),
		app.If(sa != nil, func() app.UI { return p.chanceChart(sa) }),
		p.renderCostliest(sa),
	)
}

// renderCostliest lists the moves that cost the most, costliest first, each
// showing the position after it.
func (p *Page) renderCostliest(sa *seatAnalysis) app.UI {
	if sa == nil {
		return nil
	}
	var worst []judged
	for _, j := range sa.Moves {
		if j.Costly {
			worst = append(worst, j)
		}
	}
	if len(worst) == 0 {
		return nil
	}
	slices.SortStableFunc(worst, func(a, b judged) int { return cmp.Compare(b.cost(), a.cost()) })
	worst = worst[:min(len(worst), maxCostliest)]
	return app.Div().Class("costliest").Body(
		app.H3().Class("side-title").Text("The costliest moves"),
		app.Ol().Body(app.Range(worst).Slice(func(i int) app.UI {
			j := worst[i]
			return app.Li().Body(app.Button().Type("button").Class("button", "costly-move").
				OnClick(func(ctx app.Context, e app.Event) { p.jump(j.Step + 1) }, app.EventScope(j.Step)).
				Body(
					app.Strong().Textf("Move %d: ", j.Step+1),
					app.Text(strings.TrimRight(p.rv.lines[j.Step].Text, ".")),
					app.Textf(" (%s → %s). The computer preferred %s.", percent(j.Before), percent(j.After), p.preferred(j)),
				))
		})),
	)
}
