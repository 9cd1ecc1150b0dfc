package app

import (
	"strings"

	"tabula/app/board"
	"tabula/app/session"
)

// recent are the others' moves since the viewer's last move, as the viewer
// may see the positions before them.
func (t *tablePage) recent() []board.Step {
	lines := t.ses.Lines
	from := session.RecentFrom(lines, t.viewer, t.linkFrom())
	if from >= len(lines) || len(t.ses.History) != len(lines) {
		return nil
	}
	steps := make([]board.Step, 0, len(lines)-from)
	for k := from; k < len(lines); k++ {
		before := t.ses.History[k]
		steps = append(steps, board.Step{
			Seat: lines[k].Seat, Action: lines[k].Action, Before: before.View(t.viewer), Events: lines[k].Happened,
		})
	}
	return steps
}

// own is the viewer's own last move, when it is the move just before the
// others' recent moves, as the viewer saw the position before it; nil
// otherwise.
func (t *tablePage) own() *board.Step {
	lines := t.ses.Lines
	k := session.RecentFrom(lines, t.viewer, t.linkFrom()) - 1
	if t.viewer < 0 || k < 0 || k >= len(lines) || lines[k].Seat != t.viewer || len(t.ses.History) != len(lines) {
		return nil
	}
	return &board.Step{Seat: t.viewer, Action: lines[k].Action, Before: t.ses.History[k].View(t.viewer), Events: lines[k].Happened}
}

// recentMoves says what the others did since the viewer's last move, a
// move each with what the rules did in its course, their latest moves
// last, for the status bar's list; nil when nothing.
func (t *tablePage) recentMoves() []string {
	lines := t.ses.Lines
	from := session.RecentFrom(lines, t.viewer, t.linkFrom())
	if from >= len(lines) {
		return nil
	}
	var parts []string
	for _, l := range lines[from:] {
		text := t.seatName(l.Seat) + ": " + strings.TrimSuffix(l.Text, ".")
		for _, e := range l.Events {
			text += " — " + strings.TrimSuffix(e, ".")
		}
		parts = append(parts, text)
	}
	return parts
}

// linkFrom is the first move the last link taken in brought
// (Friends.LinkFrom), or the log's length.
func (t *tablePage) linkFrom() int {
	if t.Friends != nil {
		if k := t.Friends.LinkFrom(); k >= 0 {
			return k
		}
	}
	return len(t.ses.Save.Log)
}
