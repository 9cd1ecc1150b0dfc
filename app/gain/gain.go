package gain

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"

	"tabula/engines"
	"tabula/engines/rng"
)

// gainSamples is how many ways the hidden parts and chance are drawn to
// measure what a suggested move gains: a move that reveals a card or rolls
// dice gains an average.
const gainSamples = 8

// Words says in a few words what playing a in st gains seat, the seat to
// move, in the game's projected scoring (engines.Projected): the points it
// adds to seat's projected score (the game scored as if it ended now, the
// Players panel's "Projected") and the categories they come from ("+2
// points to your projected score (Sales +8, Unsold weapons −6)"), or what
// it takes off it now ("takes 3 points off your projected score now
// (Forging −5, Unsold weapons +2)"). It looks only at what seat may see:
// the hidden parts and the chance the move meets are drawn gainSamples
// times, and a gain that differs between the draws is given as their
// average ("about +1.5 points … by chance"). A move that changes no score says so.
func Words(st engines.State, a engines.Action, seat int) string {
	var cats []string
	var total float64
	var sums []float64
	totals := map[int]bool{}
	n := 0
	r := rng.New(0x4761696e) // "Gain": the same words every time
	for range gainSamples {
		d := st.Determinize(seat, &r)
		before := engines.Projected(d)
		if d.Apply(a) != nil {
			continue
		}
		after := engines.Projected(d)
		if seat >= len(before.Scores) || seat >= len(after.Scores) || len(before.Points) != len(after.Points) {
			continue
		}
		cats = after.Categories
		if sums == nil {
			sums = make([]float64, len(cats))
		}
		for c := range min(len(sums), len(after.Points[seat]), len(before.Points[seat])) {
			sums[c] += float64(after.Points[seat][c] - before.Points[seat][c])
		}
		diff := after.Scores[seat] - before.Scores[seat]
		total += float64(diff)
		totals[diff] = true
		n++
	}
	if n == 0 {
		return ""
	}
	type change struct {
		name string
		by   float64
	}
	var changes []change
	for c, s := range sums {
		if s != 0 && c < len(cats) {
			changes = append(changes, change{cats[c], s / float64(n)})
		}
	}
	slices.SortStableFunc(changes, func(x, y change) int { return cmp.Compare(math.Abs(y.by), math.Abs(x.by)) })
	if len(changes) > 2 {
		changes = changes[:2]
	}
	parts := make([]string, len(changes))
	for i, ch := range changes {
		parts[i] = ch.name + " " + Signed(ch.by)
	}
	from := ""
	if len(parts) > 0 {
		from = " (" + strings.Join(parts, ", ") + ")"
	}
	chance := len(totals) > 1
	if !chance {
		for _, ch := range changes {
			chance = chance || ch.by != math.Trunc(ch.by)
		}
	}
	mean := total / float64(n)
	switch {
	case len(changes) == 0 && mean == 0:
		return "no points at once: the computer rates it best for what follows"
	case chance:
		return "about " + Signed(mean) + " " + pointWord(mean) + " to your projected score" + from + " on average, by chance"
	case mean == 0:
		return "no points at once" + from
	case mean < 0:
		return "takes " + Signed(mean)[len("−"):] + " " + pointWord(mean) + " off your projected score now" + from
	}
	return Signed(mean) + " " + pointWord(mean) + " to your projected score" + from
}

// Signed writes v with its sign (a true minus) and at most one decimal.
func Signed(v float64) string {
	s := strconv.FormatFloat(math.Abs(v), 'f', -1, 64)
	if v != math.Trunc(v) {
		s = strconv.FormatFloat(math.Abs(v), 'f', 1, 64)
	}
	if v < 0 {
		return "−" + s
	}
	return "+" + s
}

// pointWord is "point" for a gain of one, "points" otherwise.
func pointWord(v float64) string {
	if math.Abs(v) == 1 {
		return "point"
	}
	return "points"
}
