// Package session is a game being played: the playable games (Games), the
// stored games opened with them (Store), and a Session — a game's save, its
// position, the plain-English log, the score track and the snapshots undo
// returns to, played, taken back, renamed and autosaved. It draws nothing:
// the table shows a Session and asks it to play. It uses the board
// contract, the computer's levels, the seats as this device names them, the
// settings' palette, storage and the engines.
package session

import (
	"fmt"
	"slices"

	"tabula/app/board"
	"tabula/app/seating"
	"tabula/app/storage"
	"tabula/engines"
	"tabula/engines/save"
)

// Session is a game at the table: its save (config, seats and the
// authoritative action log), the current state, the plain-English log, the
// score after every action and the snapshots undo returns to.
type Session struct {
	ID    string
	Table board.Game // the game's board and engine (game)
	Game  engines.Game
	Info  engines.Info
	Save  *save.Save
	// Seats are the save's seats as this device names them (seating.Seen):
	// every word the table shows names the seats from here.
	Seats  []save.Seat
	State  engines.State
	Lines  []LogLine
	Scores [][]int         // Scores[k] is the projected score (ScoresOf) after k actions
	Undo   []engines.State // the state before each action since the last barrier
	// History[k] is the state before action k, for showing what the last
	// moves changed.
	History []engines.State
	// Narrate describes a move's automatic consequences (board.Game.Narrate),
	// or is nil.
	Narrate func(before, after engines.State, a engines.Action, events []engines.Event) []string
	// Describe says what an action does for the log (board.Game.LogText),
	// with seats named as given (the session's seats).
	Describe func(st engines.State, a engines.Action, seats []save.Seat) string
	// Stored is the save's text in local storage as this tab last read or
	// wrote it; persist writes only over that version (storage.Store.Replace).
	Stored string
	// Version counts the changes of state (a move played or taken back),
	// so that what follows from a position is worked out once per position.
	Version int
}

// LogLine is one played action, described before it was applied, and the
// automatic events it set off (a Season's end, a round's event): in plain
// words, and as the engine reported them (engines.Step), for the board's
// marks.
type LogLine struct {
	Seat     int
	Action   engines.Action
	Text     string
	Events   []string
	Happened []engines.Event
}

// Start sets up a new game of t.
func Start(t board.Game, cfg engines.Config, seats []save.Seat, now int64) (*Session, error) {
	g := t.Engine
	s, st, err := save.Start(g, cfg, seats, now)
	if err != nil {
		return nil, fmt.Errorf("starting a game: %w", err)
	}
	return &Session{
		ID: storage.NewID(), Table: t, Game: g, Info: g.Info(), Save: s, Seats: seating.Seen(s.Seats, seating.Own(s)), State: st,
		Scores: [][]int{ScoresOf(st)}, Narrate: t.Narrate, Describe: t.LogText,
	}, nil
}

// Record adds a played action to the log, the history, the score track
// and the undo snapshots: before is the state before it (kept), after the
// state it led to, step what applying it reported and text its
// description.
func (s *Session) Record(before, after engines.State, a engines.Action, step engines.Step, text string) {
	line := LogLine{Seat: before.ToMove(), Action: a, Text: text, Happened: step.Events}
	if s.Narrate != nil {
		line.Events = s.Narrate(before, after, a, step.Events)
		for i, e := range line.Events {
			line.Events[i] = board.NameMentions(e, board.Props{Seats: s.Seats}.SeatName)
		}
	}
	s.Lines = append(s.Lines, line)
	s.History = append(s.History, before)
	s.Scores = append(s.Scores, ScoresOf(after))
	if step.Barrier {
		s.Undo = nil
	} else {
		s.Undo = append(s.Undo, before)
	}
}

// Open rebuilds a saved game by replaying its log, so the game log,
// the score history and the undo snapshots come back with the position.
// Each action is applied once (save.WalkSteps).
func Open(id string, s *save.Save, t board.Game) (*Session, error) {
	g := t.Engine
	ses := &Session{ID: id, Table: t, Game: g, Info: g.Info(), Save: s, Seats: seating.Seen(s.Seats, seating.Own(s)), Narrate: t.Narrate, Describe: t.LogText}
	st, err := save.WalkSteps(s, g, func(k int, p save.Played) error {
		if k == 0 {
			ses.Scores = append(ses.Scores, ScoresOf(p.Before))
		}
		ses.Record(p.Before, p.After, p.Action, p.Step, ses.Describe(p.Before, p.Action, ses.Seats))
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(s.Log) == 0 {
		ses.Scores = append(ses.Scores, ScoresOf(st))
	}
	ses.State = st
	return ses, nil
}

// OpenStored opens a stored game for the table: it is read, checked like a
// save from outside (Prepare: names cleaned, levels and colours this app
// has) and replayed. The error says why not (storage.OpenMessage).
func OpenStored(st Store, id string) (*Session, error) {
	s, text, err := st.Read(id)
	if err != nil {
		return nil, err
	}
	c, g, err := Prepare(st.Games, s)
	if err != nil {
		return nil, err
	}
	t, _ := st.Games.Table(g.Info().ID)
	ses, err := Open(id, c, t)
	if err != nil {
		return nil, err
	}
	ses.Stored = text
	return ses, nil
}

// Persist autosaves the game over the version this tab last read or wrote.
// It fails with storage.ErrConflict, writing nothing, when another tab has
// changed the stored game since, and with storage.ErrStorage when storage
// is full.
func (s *Session) Persist(st Store) error {
	text, err := st.Replace(s.ID, s.Save, s.Stored)
	if err != nil {
		return err
	}
	s.Stored = text
	return nil
}

// Stale reports whether the stored game is no longer the version this
// session read or last wrote: another tab has saved or deleted it.
func (s *Session) Stale(st Store) bool { return st.Text(s.ID) != s.Stored }

// ScoresOf is what every seat would score if the game ended in st: the
// projection, taken from the full state because it is worked out for
// every action when a game is opened, and a View costs several times the
// projection; the conformance suite checks that every seat's View projects
// the same (enginetest.Run), so it shows nothing hidden.
func ScoresOf(st engines.State) []int { return slices.Clone(engines.Projected(st).Scores) }

// Play applies a legal action for the seat to move and records it; now
// (Unix milliseconds) becomes the save's Updated time. An illegal action
// changes nothing.
func (s *Session) Play(a engines.Action, now int64) error {
	t, err := s.Try(a)
	if err != nil {
		return err
	}
	return s.Commit(t, now)
}

// Tried is an action applied to a copy of the session's position and not
// yet played: the position it led to, what applying it reported, and the
// session's version it was tried in.
type Tried struct {
	Action  engines.Action
	After   engines.State
	Step    engines.Step
	Version int
}

// Try applies a to a copy of the position, once (engines.Play), which
// gives the position after it, its index for the log, whether it is an
// undo barrier and its events. The session is unchanged; commit plays
// the move. An illegal action is an error wrapping save.ErrIllegal.
func (s *Session) Try(a engines.Action) (*Tried, error) {
	after := s.State.Clone()
	step, err := engines.Play(after, a)
	if err != nil {
		return nil, fmt.Errorf("playing %q: %w", s.Describe(s.State, a, s.Seats), save.Refused(a, err))
	}
	return &Tried{Action: a, After: after, Step: step, Version: s.Version}, nil
}

// Commit plays a move tried in the current position: it logs it, records
// it and makes its position the current one, applying nothing again.
func (s *Session) Commit(t *Tried, now int64) error {
	text := s.Describe(s.State, t.Action, s.Seats)
	if t.Version != s.Version {
		return fmt.Errorf("playing %q: it was tried in another position", text)
	}
	if err := s.Save.Append(t.Step); err != nil {
		return fmt.Errorf("playing %q: %w", text, err)
	}
	s.Record(s.State, t.After, t.Action, t.Step, text)
	s.State = t.After
	s.Version++
	s.Save.Update(s.State, now)
	return nil
}

// Rename gives the game's seats names: the save's seats become seats
// (the same seats, with the names a link brought, or this device's person
// gave their own), and the log's lines are written again with them. The
// position is the same: what the table worked out of it keeps, but for
// its words (friendsTable.renamed).
func (s *Session) Rename(seats []save.Seat) {
	s.Save.Seats = seats
	s.Seats = seating.Seen(seats, seating.Own(s.Save))
	for k := range s.Lines {
		line := &s.Lines[k]
		before, after := s.History[k], s.State
		if k+1 < len(s.History) {
			after = s.History[k+1]
		}
		line.Text = s.Describe(before, line.Action, s.Seats)
		if s.Narrate != nil {
			line.Events = s.Narrate(before, after, line.Action, line.Happened)
			for i, e := range line.Events {
				line.Events[i] = board.NameMentions(e, board.Props{Seats: s.Seats}.SeatName)
			}
		}
	}
}

// CanUndo reports whether the last action may be taken back: it must be
// the seat to move's own action since the last barrier, and that seat must
// be a person (a computer's moves are never undone for it).
func (s *Session) CanUndo() bool {
	if len(s.Undo) == 0 {
		return false
	}
	seat := s.State.ToMove()
	return seat >= 0 && s.Save.Seats[seat].Kind == save.Human && s.Undo[len(s.Undo)-1].ToMove() == seat
}

// TakeBack undoes the last action when canUndo allows it.
func (s *Session) TakeBack(now int64) error {
	if !s.CanUndo() {
		return fmt.Errorf("nothing to undo since the last barrier")
	}
	last := len(s.Undo) - 1
	s.State, s.Undo = s.Undo[last], s.Undo[:last]
	s.Version++
	s.Save.Log = s.Save.Log[:len(s.Save.Log)-1]
	s.Lines = s.Lines[:len(s.Lines)-1]
	s.History = s.History[:len(s.History)-1]
	s.Scores = s.Scores[:len(s.Scores)-1]
	s.Save.Update(s.State, now)
	return nil
}

// SeatKind says who plays seat.
func (s *Session) SeatKind(seat int) save.Kind { return s.Save.Seats[seat].Kind }

// Humans counts the seats played by people.
func (s *Session) Humans() int {
	n := 0
	for _, seat := range s.Save.Seats {
		if seat.Kind == save.Human {
			n++
		}
	}
	return n
}
