package page

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines"
	"tabula/engines/save"
)

func TestOrdinal(t *testing.T) {
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 102: "102nd"} {
		if got := board.Ordinal(n); got != want {
			t.Errorf("ordinal(%d) = %q, want %q", n, got, want)
		}
	}
}

var threeSeats = []save.Seat{{Name: "Anna"}, {Name: "Bert", Colour: 1}, {Name: "Cleo", Colour: 2}}

func result(scores, tie []int) engines.Result {
	r := engines.Result{Categories: []string{"Gold"}, Scores: scores, TieBreak: tie}
	for _, s := range scores {
		r.Points = append(r.Points, []int{s})
	}
	r.RankSeats()
	return r
}

func TestVerdict(t *testing.T) {
	tests := []struct {
		r    engines.Result
		want string
	}{
		{result([]int{5, 9, 2}, nil), "Bert wins with 9 points."},
		{result([]int{9, 9, 2}, nil), "Anna and Bert share the win with 9 points each."},
		{result([]int{9, 9, 9}, nil), "Anna, Bert and Cleo share the win with 9 points each."},
		{result([]int{9, 9, 2}, []int{1, 3, 0}), "Bert wins with 9 points."},
		{result([]int{1, 0, 0}, nil), "Anna wins with 1 point."},
		{result([]int{0, 0, 0}, nil), "Anna, Bert and Cleo share the win with 0 points each."},
		{engines.Result{}, "The game is over."},
	}
	for _, tt := range tests {
		if got := Verdict(tt.r, threeSeats); got != tt.want {
			t.Errorf("verdict(%v) = %q, want %q", tt.r.Scores, got, tt.want)
		}
	}
	// The seat named You (the person against computers) wins in the
	// second person.
	you := []save.Seat{{Name: "You"}, {Name: "Beatrix"}}
	for _, c := range []struct {
		scores []int
		want   string
	}{
		{[]int{39, 24}, "You win with 39 points."},
		{[]int{20, 24}, "Beatrix wins with 24 points."},
		{[]int{24, 24}, "You and Beatrix share the win with 24 points each."},
	} {
		if got := Verdict(result(c.scores, nil), you); got != c.want {
			t.Errorf("verdict(%v) = %q, want %q", c.scores, got, c.want)
		}
	}
}

func TestTieBreakUsed(t *testing.T) {
	tests := []struct {
		r    engines.Result
		want bool
	}{
		{result([]int{9, 9, 2}, []int{1, 3, 0}), true},
		{result([]int{9, 8, 2}, []int{1, 3, 0}), false}, // no tie to break
		{result([]int{9, 9, 2}, []int{3, 3, 0}), false}, // the tie-break is tied too
		{result([]int{9, 9, 2}, nil), false},
	}
	for _, tt := range tests {
		if got := TieBreakUsed(tt.r); got != tt.want {
			t.Errorf("tieBreakUsed(%v, %v) = %t", tt.r.Scores, tt.r.TieBreak, got)
		}
	}
}

func TestScoreTableShowsEveryCategoryAndTheTieBreak(t *testing.T) {
	r := engines.Result{
		Categories: []string{"Sales", "Battles"},
		Points:     [][]int{{7, 2}, {4, 5}, {1, 0}},
		Scores:     []int{9, 9, 1},
		TieBreak:   []int{2, 6, 0},
	}
	r.RankSeats()
	html := app.HTMLString(ScoreTable(r, threeSeats, "standard"))
	for _, want := range []string{">Sales<", ">Battles<", ">Total<", ">Tie-break<", ">6<", ">2nd<", ">1st<", ">3rd<", "Bert"} {
		if !strings.Contains(html, want) {
			t.Errorf("score table lacks %q:\n%s", want, html)
		}
	}
	if strings.Index(html, ">Sales<") > strings.Index(html, ">Battles<") {
		t.Error("categories are not in the engine's order")
	}
}

func TestChartPoints(t *testing.T) {
	history := [][]int{{0, 0}, {5, 10}, {10, 0}}
	got := ChartPoints(history, 0, 0, 10)
	want := "28.0,192.0 300.0,110.0 572.0,28.0"
	if got != want {
		t.Fatalf("chartPoints = %q, want %q", got, want)
	}
}
