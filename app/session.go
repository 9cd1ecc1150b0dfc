package app

import (
	"fmt"
	"slices"

	"tabula/app/board"
	"tabula/app/seating"
	"tabula/app/storage"
	"tabula/engines"
	"tabula/engines/save"
)

// session is a game at the table: its save (config, seats and the
// authoritative action log), the current state, the plain-English log, the
// score after every action and the snapshots undo returns to.
type session struct {
	id    string
	table board.Game // the game's board and engine (game)
	game  engines.Game
	info  engines.Info
	save  *save.Save
	// seats are the save's seats as this device names them (seating.Seen):
	// every word the table shows names the seats from here.
	seats  []save.Seat
	state  engines.State
	lines  []logLine
	scores [][]int         // scores[k] is the projected score (projection) after k actions
	undo   []engines.State // the state before each action since the last barrier
	// history[k] is the state before action k, for showing what the last
	// moves changed.
	history []engines.State
	// narrate describes a move's automatic consequences (board.Game.Narrate),
	// or is nil.
	narrate func(before, after engines.State, a engines.Action, events []engines.Event) []string
	// describe says what an action does for the log (board.Game.LogText),
	// with seats named as given (the session's seats).
	describe func(st engines.State, a engines.Action, seats []save.Seat) string
	// stored is the save's text in local storage as this tab last read or
	// wrote it; persist writes only over that version (storage.Store.Replace).
	stored string
	// version counts the changes of state (a move played or taken back),
	// so that what follows from a position is worked out once per position.
	version int
}

// logLine is one played action, described before it was applied, and the
// automatic events it set off (a Season's end, a round's event): in plain
// words, and as the engine reported them (engines.Step), for the board's
// marks.
type logLine struct {
	Seat     int
	Action   engines.Action
	Text     string
	Events   []string
	Happened []engines.Event
}

// startSession sets up a new game of t.
func startSession(t board.Game, cfg engines.Config, seats []save.Seat, now int64) (*session, error) {
	g := t.Engine
	s, st, err := save.Start(g, cfg, seats, now)
	if err != nil {
		return nil, fmt.Errorf("starting a game: %w", err)
	}
	return &session{
		id: storage.NewID(), table: t, game: g, info: g.Info(), save: s, seats: seating.Seen(s.Seats, seating.Own(s)), state: st,
		scores: [][]int{scoresOf(st)}, narrate: t.Narrate, describe: t.LogText,
	}, nil
}

// record adds a played action to the log, the history, the score track
// and the undo snapshots: before is the state before it (kept), after the
// state it led to, step what applying it reported and text its
// description.
func (s *session) record(before, after engines.State, a engines.Action, step engines.Step, text string) {
	line := logLine{Seat: before.ToMove(), Action: a, Text: text, Happened: step.Events}
	if s.narrate != nil {
		line.Events = s.narrate(before, after, a, step.Events)
		for i, e := range line.Events {
			line.Events[i] = board.NameMentions(e, board.Props{Seats: s.seats}.SeatName)
		}
	}
	s.lines = append(s.lines, line)
	s.history = append(s.history, before)
	s.scores = append(s.scores, scoresOf(after))
	if step.Barrier {
		s.undo = nil
	} else {
		s.undo = append(s.undo, before)
	}
}

// openSession rebuilds a saved game by replaying its log, so the game log,
// the score history and the undo snapshots come back with the position.
// Each action is applied once (save.WalkSteps).
func openSession(id string, s *save.Save, t board.Game) (*session, error) {
	g := t.Engine
	ses := &session{id: id, table: t, game: g, info: g.Info(), save: s, seats: seating.Seen(s.Seats, seating.Own(s)), narrate: t.Narrate, describe: t.LogText}
	st, err := save.WalkSteps(s, g, func(k int, p save.Played) error {
		if k == 0 {
			ses.scores = append(ses.scores, scoresOf(p.Before))
		}
		ses.record(p.Before, p.After, p.Action, p.Step, ses.describe(p.Before, p.Action, ses.seats))
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(s.Log) == 0 {
		ses.scores = append(ses.scores, scoresOf(st))
	}
	ses.state = st
	return ses, nil
}

// openStored opens a stored game for the table: it is read, checked like a
// save from outside (prepare: names cleaned, levels and colours this app
// has) and replayed. The error says why not (storage.OpenMessage).
func openStored(st store, id string) (*session, error) {
	s, text, err := st.Read(id)
	if err != nil {
		return nil, err
	}
	c, g, err := prepare(st.games, s)
	if err != nil {
		return nil, err
	}
	t, _ := st.games.table(g.Info().ID)
	ses, err := openSession(id, c, t)
	if err != nil {
		return nil, err
	}
	ses.stored = text
	return ses, nil
}

// persist autosaves the game over the version this tab last read or wrote.
// It fails with storage.ErrConflict, writing nothing, when another tab has
// changed the stored game since, and with storage.ErrStorage when storage
// is full.
func (s *session) persist(st store) error {
	text, err := st.Replace(s.id, s.save, s.stored)
	if err != nil {
		return err
	}
	s.stored = text
	return nil
}

// stale reports whether the stored game is no longer the version this
// session read or last wrote: another tab has saved or deleted it.
func (s *session) stale(st store) bool { return st.Text(s.id) != s.stored }

// scoresOf is what every seat would score if the game ended in st: the
// projection, taken from the full state because it is worked out for
// every action when a game is opened, and a View costs several times the
// projection; the conformance suite checks that every seat's View projects
// the same (enginetest.Run), so it shows nothing hidden.
func scoresOf(st engines.State) []int { return slices.Clone(engines.Projected(st).Scores) }

// play applies a legal action for the seat to move and records it; now
// (Unix milliseconds) becomes the save's Updated time. An illegal action
// changes nothing.
func (s *session) play(a engines.Action, now int64) error {
	t, err := s.try(a)
	if err != nil {
		return err
	}
	return s.commit(t, now)
}

// tried is an action applied to a copy of the session's position and not
// yet played: the position it led to, what applying it reported, and the
// session's version it was tried in.
type tried struct {
	action  engines.Action
	after   engines.State
	step    engines.Step
	version int
}

// try applies a to a copy of the position, once (engines.Play), which
// gives the position after it, its index for the log, whether it is an
// undo barrier and its events. The session is unchanged; commit plays
// the move. An illegal action is an error wrapping save.ErrIllegal.
func (s *session) try(a engines.Action) (*tried, error) {
	after := s.state.Clone()
	step, err := engines.Play(after, a)
	if err != nil {
		return nil, fmt.Errorf("playing %q: %w", s.describe(s.state, a, s.seats), save.Refused(a, err))
	}
	return &tried{action: a, after: after, step: step, version: s.version}, nil
}

// commit plays a move tried in the current position: it logs it, records
// it and makes its position the current one, applying nothing again.
func (s *session) commit(t *tried, now int64) error {
	text := s.describe(s.state, t.action, s.seats)
	if t.version != s.version {
		return fmt.Errorf("playing %q: it was tried in another position", text)
	}
	if err := s.save.Append(t.step); err != nil {
		return fmt.Errorf("playing %q: %w", text, err)
	}
	s.record(s.state, t.after, t.action, t.step, text)
	s.state = t.after
	s.version++
	s.save.Update(s.state, now)
	return nil
}

// rename gives the game's seats names: the save's seats become seats
// (the same seats, with the names a link brought, or this device's person
// gave their own), and the log's lines are written again with them. The
// position is the same: what the table worked out of it keeps, but for
// its words (tablePage.renamed).
func (s *session) rename(seats []save.Seat) {
	s.save.Seats = seats
	s.seats = seating.Seen(seats, seating.Own(s.save))
	for k := range s.lines {
		line := &s.lines[k]
		before, after := s.history[k], s.state
		if k+1 < len(s.history) {
			after = s.history[k+1]
		}
		line.Text = s.describe(before, line.Action, s.seats)
		if s.narrate != nil {
			line.Events = s.narrate(before, after, line.Action, line.Happened)
			for i, e := range line.Events {
				line.Events[i] = board.NameMentions(e, board.Props{Seats: s.seats}.SeatName)
			}
		}
	}
}

// canUndo reports whether the last action may be taken back: it must be
// the seat to move's own action since the last barrier, and that seat must
// be a person (a computer's moves are never undone for it).
func (s *session) canUndo() bool {
	if len(s.undo) == 0 {
		return false
	}
	seat := s.state.ToMove()
	return seat >= 0 && s.save.Seats[seat].Kind == save.Human && s.undo[len(s.undo)-1].ToMove() == seat
}

// takeBack undoes the last action when canUndo allows it.
func (s *session) takeBack(now int64) error {
	if !s.canUndo() {
		return fmt.Errorf("nothing to undo since the last barrier")
	}
	last := len(s.undo) - 1
	s.state, s.undo = s.undo[last], s.undo[:last]
	s.version++
	s.save.Log = s.save.Log[:len(s.save.Log)-1]
	s.lines = s.lines[:len(s.lines)-1]
	s.history = s.history[:len(s.history)-1]
	s.scores = s.scores[:len(s.scores)-1]
	s.save.Update(s.state, now)
	return nil
}

// seatKind says who plays seat.
func (s *session) seatKind(seat int) save.Kind { return s.save.Seats[seat].Kind }

// humans counts the seats played by people.
func (s *session) humans() int {
	n := 0
	for _, seat := range s.save.Seats {
		if seat.Kind == save.Human {
			n++
		}
	}
	return n
}
