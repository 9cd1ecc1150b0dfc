package table

import (
	"strings"

	"tabula/app/board"
	"tabula/app/session"
)

// recent are the others' moves since the viewer's last move, as the viewer
// may see the positions before them.
func (t *Table) recent() []board.Step {
	lines := t.Ses.Lines
	from := session.RecentFrom(lines, t.Viewer, t.linkFrom())
	if from >= len(lines) || len(t.Ses.History) != len(lines) {
		return nil
	}
	steps := make([]board.Step, 0, len(lines)-from)
	for k := from; k < len(lines); k++ {
		before := t.Ses.History[k]
		steps = append(steps, board.Step{
			Seat: lines[k].Seat, Action: lines[k].Action, Before: before.View(t.Viewer), Events: lines[k].Happened,
		})
	}
	return steps
}

// own is the viewer's own last move, when it is the move just before the
// others' recent moves, as the viewer saw the position before it; nil
// otherwise.
func (t *Table) own() *board.Step {
	lines := t.Ses.Lines
	k := session.RecentFrom(lines, t.Viewer, t.linkFrom()) - 1
	if t.Viewer < 0 || k < 0 || k >= len(lines) || lines[k].Seat != t.Viewer || len(t.Ses.History) != len(lines) {
		return nil
	}
	return &board.Step{Seat: t.Viewer, Action: lines[k].Action, Before: t.Ses.History[k].View(t.Viewer), Events: lines[k].Happened}
}

// recentMoves says what the others did since the viewer's last move, a
// move each with what the rules did in its course, their latest moves
// last, for the status bar's list; nil when nothing.
func (t *Table) recentMoves() []string {
	lines := t.Ses.Lines
	from := session.RecentFrom(lines, t.Viewer, t.linkFrom())
	if from >= len(lines) {
		return nil
	}
	var parts []string
	for _, l := range lines[from:] {
		text := t.SeatName(l.Seat) + ": " + strings.TrimSuffix(l.Text, ".")
		for _, e := range l.Events {
			text += " — " + strings.TrimSuffix(e, ".")
		}
		parts = append(parts, text)
	}
	return parts
}

// linkFrom is the first move the last link taken in brought
// (Friends.LinkFrom), or the log's length.
func (t *Table) linkFrom() int {
	if t.Friends != nil {
		if k := t.Friends.LinkFrom(); k >= 0 {
			return k
		}
	}
	return len(t.Ses.Save.Log)
}
