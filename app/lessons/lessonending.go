package lessons

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/gain"
	"tabula/engines"
	"tabula/engines/save"
)

// A lesson's ending (board.Lesson.Ending) is played at the table
// like the lesson; once its game is over, the result sets the person's
// Projected score before the last move beside the final one.

// versionedResult is a score sheet worked out for one version of a session.
type versionedResult struct {
	version int
	result  engines.Result
}

// lessonProjected is, in a lesson's ending whose game is over, the score
// sheet Projected showed before the ending's last move (the one that ended
// the game), for the result to set beside the final score; ok
// is false otherwise.
func (t *lessonTable) lessonProjected() (engines.Result, bool) {
	if t.lesson.plan == nil || len(t.lesson.plan.Prelude) == 0 || !t.Ses.State.Over() {
		return engines.Result{}, false
	}
	if p := t.lesson.endingFrom; p != nil && p.version == t.Ses.Version {
		return p.result, true
	}
	last, moves := -1, t.lesson.plan.Moves()
	for k, step := range t.lesson.plan.Steps {
		if step.Play != "" {
			last = moves[k]
		}
	}
	r, err := save.NewReplaying(t.Ses.Save, t.Ses.Table.Engine)
	if err == nil && last >= 0 {
		_, err = r.Step(last, nil)
	}
	if err != nil || last < 0 {
		return engines.Result{}, false
	}
	t.lesson.endingFrom = &versionedResult{version: t.Ses.Version, result: engines.Projected(r.State())}
	return t.lesson.endingFrom.result, true
}

// projectedToFinal sets the person's (seat's) Projected score before the
// last move beside their final score, category by category, with what
// each gained or lost at the end.
func projectedToFinal(before, final engines.Result, seat int) app.UI {
	if seat < 0 || seat >= len(before.Points) || seat >= len(final.Points) {
		return nil
	}
	var rows []app.UI
	for c, name := range final.Categories {
		if c >= len(before.Points[seat]) || c >= len(final.Points[seat]) {
			return nil
		}
		p, f := before.Points[seat][c], final.Points[seat][c]
		rows = append(rows, app.Tr().Class(changedIf(p != f)...).Body(
			app.Th().Scope("row").Text(name), app.Td().Text(strconv.Itoa(p)), app.Td().Text(strconv.Itoa(f)), app.Td().Text(change(f-p))))
	}
	p, f := before.Scores[seat], final.Scores[seat]
	rows = append(rows, app.Tr().Class("total").Body(
		app.Th().Scope("row").Text("Total"), app.Td().Text(strconv.Itoa(p)), app.Td().Text(strconv.Itoa(f)), app.Td().Text(change(f-p))))
	return app.Div().Class("projected-final").Body(
		app.H3().Text("From Projected to the final score"),
		app.P().Text("Your Projected score before the last move, and your final score, category by category."),
		app.Div().Class("table-scroll").Body(app.Table().Class("scores").Body(
			app.Caption().Class("visually-hidden").Text("Your Projected and final score in every category"),
			app.THead().Body(app.Tr().Body(app.Th().Scope("col").Text("Category"), app.Th().Scope("col").Text("Projected"),
				app.Th().Scope("col").Text("Final"), app.Th().Scope("col").Text("Change"))),
			app.TBody().Body(rows...),
		)),
	)
}

// changedIf is the class of a row whose figure changed at the end, when it did.
func changedIf(changed bool) []string {
	if changed {
		return []string{"ending-changed"}
	}
	return nil
}

// change writes a change of n points with its sign, or "–" for none.
func change(n int) string {
	if n == 0 {
		return "–"
	}
	return gain.Signed(float64(n))
}

// EndingScore is, in a lesson's ending that is over, the person's
// Projected score before the last move beside the final score; nil
// otherwise.
func (t *lessonTable) EndingScore() app.UI {
	before, ok := t.lessonProjected()
	if !ok {
		return nil
	}
	for seat, s := range t.Ses.Seats {
		if s.Kind == save.Human {
			return projectedToFinal(before, t.Ses.State.Result(), seat)
		}
	}
	return nil
}
