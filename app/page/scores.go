package page

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/settings"
	"tabula/engines"
	"tabula/engines/save"
)

// Verdict is the one-line outcome of a finished game.
func Verdict(r engines.Result, seats []save.Seat) string {
	winners := r.Winners()
	if len(winners) == 0 || len(r.Scores) != len(seats) {
		return "The game is over."
	}
	names := make([]string, len(winners))
	for i, w := range winners {
		names[i] = seats[w].Name
	}
	score := r.Scores[winners[0]]
	if len(names) == 1 && names[0] == board.You {
		return "You win with " + Points(score) + "." // the person at the device, against computers
	}
	if len(names) == 1 {
		return names[0] + " wins with " + Points(score) + "."
	}
	return joinNames(names) + " share the win with " + Points(score) + " each."
}

// Points writes a score: "1 point", "7 points".
func Points(n int) string {
	return fmt.Sprintf("%d %s", n, board.Plural(n, "point", "points"))
}

// joinNames writes "A", "A and B", "A, B and C".
func joinNames(names []string) string {
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// TieBreakUsed reports whether the tie-break decided between seats with the
// same score.
func TieBreakUsed(r engines.Result) bool {
	if len(r.TieBreak) != len(r.Scores) {
		return false
	}
	for i := range r.Scores {
		for j := i + 1; j < len(r.Scores); j++ {
			if r.Scores[i] == r.Scores[j] && r.TieBreak[i] != r.TieBreak[j] {
				return true
			}
		}
	}
	return false
}

// seatHeader is a column header naming a seat with its colour.
func seatHeader(seat save.Seat, palette string) app.UI {
	return app.Th().Scope("col").Body(
		app.Span().Class("swatch", fmt.Sprintf("seat-c%d", seat.Colour)).Title(settings.ColourName(palette, seat.Colour)),
		NameUI(seat.Name),
	)
}

// ScoreTable is the final score breakdown: every category, the total, the
// tie-break (when it decided anything) and the rank of every seat.
func ScoreTable(r engines.Result, seats []save.Seat, palette string) app.UI {
	n := len(seats)
	if len(r.Scores) != n || len(r.Rank) != n {
		return nil
	}
	row := func(label string, class string, cell func(seat int) string) app.UI {
		cells := []app.UI{app.Th().Scope("row").Text(label)}
		for seat := range n {
			cells = append(cells, app.Td().Text(cell(seat)))
		}
		return app.Tr().Class(class).Body(cells...)
	}
	var rows []app.UI
	for c, name := range r.Categories {
		rows = append(rows, row(name, "", func(seat int) string {
			if seat < len(r.Points) && c < len(r.Points[seat]) {
				return strconv.Itoa(r.Points[seat][c])
			}
			return ""
		}))
	}
	rows = append(rows, row("Total", "total", func(seat int) string { return strconv.Itoa(r.Scores[seat]) }))
	if TieBreakUsed(r) {
		rows = append(rows, row("Tie-break", "tiebreak", func(seat int) string { return strconv.Itoa(r.TieBreak[seat]) }))
	}
	rows = append(rows, row("Place", "rank", func(seat int) string { return board.Ordinal(r.Rank[seat]) }))
	headers := []app.UI{app.Th().Scope("col").Text("Category")}
	for _, seat := range seats {
		headers = append(headers, seatHeader(seat, palette))
	}
	return app.Div().Class("table-scroll").Body(
		app.Table().Class("scores").Body(
			app.Caption().Class("visually-hidden").Text("Points of every player in every scoring category"),
			app.THead().Body(app.Tr().Body(headers...)),
			app.TBody().Body(rows...),
		),
	)
}

// Chart geometry, in SVG user units.
const (
	ChartW, ChartH = 600, 220
	ChartPad       = 28
)

// ChartPoints places one seat's score history in the chart: x by move,
// y by score between lo and hi.
func ChartPoints(history [][]int, seat, lo, hi int) string {
	var b strings.Builder
	last := max(len(history)-1, 1)
	span := max(hi-lo, 1)
	for k, scores := range history {
		if seat >= len(scores) {
			continue
		}
		x := ChartPad + float64(k)*(ChartW-2*ChartPad)/float64(last)
		y := ChartH - ChartPad - float64(scores[seat]-lo)*(ChartH-2*ChartPad)/float64(span)
		fmt.Fprintf(&b, "%.1f,%.1f ", x, y)
	}
	return strings.TrimSpace(b.String())
}

// ScoreChart draws every seat's projected score (projection: what the game
// would have scored had it ended there) after each move as a line. The table
// beside it carries the same information in text.
func ScoreChart(history [][]int, seats []save.Seat) app.UI {
	if len(history) < 2 {
		return nil
	}
	lo, hi := 0, 1
	for _, scores := range history {
		for _, v := range scores {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	lines := []app.UI{
		board.SVG("title").Text("Score over the game"),
		board.SVG("line").Class("axis").Attr("x1", ChartPad).Attr("y1", ChartH-ChartPad).
			Attr("x2", ChartW-ChartPad).Attr("y2", ChartH-ChartPad),
		board.SVG("text").Class("axis-label").Attr("x", ChartPad).Attr("y", ChartH-6).Text("start"),
		board.SVG("text").Class("axis-label").Attr("x", ChartW-ChartPad).Attr("y", ChartH-6).
			Attr("text-anchor", "end").Textf("%d moves", len(history)-1),
		board.SVG("text").Class("axis-label").Attr("x", 2).Attr("y", ChartPad-8).Textf("%d", hi),
	}
	for seat, s := range seats {
		lines = append(lines, board.SVG("polyline").Class("score-line", fmt.Sprintf("seat-c%d", s.Colour)).
			Attr("points", ChartPoints(history, seat, lo, hi)))
	}
	return app.Figure().Class("chart").Body(
		board.SVG("svg").Attr("viewBox", fmt.Sprintf("0 0 %d %d", ChartW, ChartH)).Role("img").
			Aria("label", "Line chart of each player's projected score after every move").Body(lines...),
		app.FigCaption().Text("Projected score after every move: what the game would have scored had it ended there"),
	)
}
