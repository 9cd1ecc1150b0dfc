package save

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"tabula/engines"
)

// Start sets up a new game of g and the save that records it: the config is
// checked by g.New, seats must match cfg.Players, the save records the rules
// version the game is played under (cfg.Rules, or the current one), and
// Created and Updated are set to now (Unix milliseconds; this package never
// reads the clock).
func Start(g engines.Game, cfg engines.Config, seats []Seat, now int64) (*Save, engines.State, error) {
	info := g.Info()
	st, err := g.New(cfg)
	if err != nil {
		return nil, nil, fmt.Errorf("save: starting %s: %w", info.ID, err)
	}
	s := &Save{
		Game:         info.ID,
		RulesVersion: cfg.RulesOf(info),
		Players:      cfg.Players,
		Seed:         cfg.Seed,
		Variants:     slices.Clone(cfg.Variants),
		Seats:        slices.Clone(seats),
		Created:      now,
	}
	s.normalize()
	s.Update(st, now)
	if err := s.validate(); err != nil {
		return nil, nil, fmt.Errorf("save: starting %s: %w", info.ID, err)
	}
	return s, st, nil
}

// IndexOf returns the index of a in st.Legal(), the form the log stores. It
// fails with ErrIllegal when a is not legal in st.
func IndexOf(st engines.State, a engines.Action) (int, error) {
	i := slices.Index(st.Legal(), a)
	if i < 0 {
		return -1, newError(ErrIllegal, "That move is not allowed now.", nil, "action %+v is not in Legal()", a)
	}
	if i >= MaxLegalIndex {
		return -1, newError(ErrIllegal, "That move cannot be saved.", nil, "legal index %d, at most %d", i, MaxLegalIndex-1)
	}
	return i, nil
}

// Record appends to the log the action a, chosen in st (the state before a
// is applied). It does not apply a. It fails with ErrIllegal, leaving the log
// unchanged, when a is not legal in st or the log is full.
func (s *Save) Record(st engines.State, a engines.Action) error {
	if err := s.room(); err != nil {
		return err
	}
	i, err := IndexOf(st, a)
	if err != nil {
		return err
	}
	s.Log = append(s.Log, i)
	return nil
}

// Append logs a move applied once (engines.Play) by the index in Legal()
// that step reports: the path of a move that runs the rules once, where
// Record looks the index up again. It fails with ErrIllegal, leaving the
// log unchanged, when the log is full or the index cannot be saved.
func (s *Save) Append(step engines.Step) error {
	if err := s.room(); err != nil {
		return err
	}
	if step.Index < 0 || step.Index >= MaxLegalIndex {
		return newError(ErrIllegal, "That move cannot be saved.", nil, "legal index %d, must be 0 to %d", step.Index, MaxLegalIndex-1)
	}
	s.Log = append(s.Log, step.Index)
	return nil
}

// Refused is the ErrIllegal error for an action the engine refused, cause
// being the engine's error.
func Refused(a engines.Action, cause error) error {
	return newError(ErrIllegal, "That move is not allowed now.", cause, "action %+v", a)
}

// room fails with ErrIllegal when the log is full.
func (s *Save) room() error {
	if len(s.Log) >= MaxLog {
		return newError(ErrIllegal, "This game is too long to save.", nil, "log already holds %d actions", len(s.Log))
	}
	return nil
}

// Update refreshes what the saved-games list shows from st, the state after
// the whole log: Finished, Progress (clipped to MaxProgressRunes), and
// Updated = now. It clears State, the snapshot older saves cached: nothing
// reads it, opening a game always replays the log (docs/bench/resume.md).
func (s *Save) Update(st engines.State, now int64) {
	s.Finished = st.Over()
	s.Progress = clip(st.Progress(), MaxProgressRunes)
	s.Updated = now
	s.State = nil
}

// Replay rebuilds the game from s's config and log on g, under the save's own
// rules version, checking that s is for g, that g still plays that rules
// version (ErrRulesChanged otherwise), that
// every logged index is in range of Legal() and every action applies, and
// that the Finished flag agrees. The State snapshot is ignored. It returns a
// state only when the whole log replayed: a save is never half-loaded.
func Replay(s *Save, g engines.Game) (engines.State, error) {
	return Walk(s, g, nil)
}

// Walk is Replay that calls visit (when not nil) before each action with its
// step number, the state it is chosen in and the action, for building a game
// log or a score chart. visit must not modify st (Clone it to keep it); an
// error from visit stops the walk and is returned wrapped.
func Walk(s *Save, g engines.Game, visit func(step int, st engines.State, a engines.Action) error) (engines.State, error) {
	r, err := NewReplaying(s, g)
	if err != nil {
		return nil, err
	}
	for {
		done, err := r.Step(len(s.Log), visit)
		if err != nil {
			return nil, err
		}
		if done {
			return r.State(), nil
		}
	}
}

// Played is one action of a replayed log, as WalkSteps gives it: the
// position before it (a copy the visitor may keep), the action, what
// applying it reported, and the position after it (the replay's own
// state: the visitor must not modify it).
type Played struct {
	Before engines.State
	Action engines.Action
	Step   engines.Step
	After  engines.State
}

// WalkSteps is Walk that calls visit after each action, with the action
// as it was played (Played). Each action is applied once, through
// engines.Play: a game whose states are engines.Stepper reports its
// barriers and events from that one application.
func WalkSteps(s *Save, g engines.Game, visit func(step int, p Played) error) (engines.State, error) {
	r, err := NewReplaying(s, g)
	if err != nil {
		return nil, err
	}
	r.played = visit
	for {
		done, err := r.Step(len(s.Log), nil)
		if err != nil {
			return nil, err
		}
		if done {
			return r.State(), nil
		}
	}
}

// Replaying is Replay a few actions at a time (Step), for a caller that
// must not be busy for long: replaying a game of thousands of moves takes
// tens of milliseconds.
type Replaying struct {
	s    *Save
	info engines.Info
	st   engines.State
	step int // the number of log entries applied
	// played, when set, is called after each action (WalkSteps).
	played func(step int, p Played) error
}

// NewReplaying checks s as Replay does and sets up its game, ready to
// replay its log.
func NewReplaying(s *Save, g engines.Game) (r *Replaying, err error) {
	if s == nil {
		return nil, damaged("nil save")
	}
	info := g.Info()
	if err := compatible(s, info); err != nil {
		return nil, err
	}
	if err := s.validate(); err != nil {
		return nil, err
	}
	r = &Replaying{s: s, info: info}
	if info.MaxDecisions > 0 && len(s.Log) > info.MaxDecisions {
		return nil, r.bad(nil, "log of %d actions, %s never takes more than %d", len(s.Log), info.ID, info.MaxDecisions)
	}
	// Engines must never panic, but a save may come from anyone: a panic on
	// a hostile log becomes an error instead of taking the app down.
	defer func() {
		if p := recover(); p != nil {
			r, err = nil, r.bad(nil, "engine panicked: %v", p)
		}
	}()
	r.st, err = g.New(s.Config())
	if err != nil {
		if errors.Is(err, engines.ErrConfig) {
			return nil, newError(ErrBadSetup, fmt.Sprintf(msgSetup, info.Name), err, "setting up")
		}
		return nil, r.bad(err, "setting up")
	}
	return r, nil
}

// bad is an ErrBadLog about r's game.
func (r *Replaying) bad(cause error, format string, args ...any) *Error {
	return newError(ErrBadLog, fmt.Sprintf(msgBadLog, r.info.Name), cause, format, args...)
}

// Step replays up to n more actions of the log, calling visit (when not
// nil) as Walk does, and reports whether the whole log is replayed. After
// an error the replay is over: Step must not be called again.
func (r *Replaying) Step(n int, visit func(step int, st engines.State, a engines.Action) error) (done bool, err error) {
	defer func() {
		if p := recover(); p != nil {
			done, err = false, r.bad(nil, "engine panicked: %v", p)
		}
	}()
	log := r.s.Log
	for end := min(len(log), r.step+n); r.step < end; r.step++ {
		step, x := r.step, log[r.step]
		legal := r.st.Legal()
		if x >= len(legal) {
			if len(legal) == 0 {
				return false, r.bad(nil, "the game is over after %d of %d logged actions", step, len(log))
			}
			return false, r.bad(nil, "action %d of %d is choice %d of %d", step+1, len(log), x, len(legal))
		}
		a := legal[x]
		if visit != nil {
			if err := visit(step, r.st, a); err != nil {
				return false, fmt.Errorf("save: replaying action %d: %w", step+1, err)
			}
		}
		if r.played == nil {
			if err := r.st.Apply(a); err != nil {
				return false, r.bad(err, "applying action %d of %d", step+1, len(log))
			}
			continue
		}
		before := r.st.Clone()
		st, err := engines.Play(r.st, a)
		if err != nil {
			return false, r.bad(err, "applying action %d of %d", step+1, len(log))
		}
		if err := r.played(step, Played{Before: before, Action: a, Step: st, After: r.st}); err != nil {
			return false, fmt.Errorf("save: replaying action %d: %w", step+1, err)
		}
	}
	if r.step < len(log) {
		return false, nil
	}
	if over := r.st.Over(); over != r.s.Finished {
		return false, r.bad(nil, "save says finished=%t, replayed game says %t", r.s.Finished, over)
	}
	return true, nil
}

// State is the replayed game's state once Step has reported it done.
func (r *Replaying) State() engines.State { return r.st }

// Find looks up the game s was saved from, reporting ErrWrongGame with a
// readable message when this build does not have it. Pass catalog.Lookup.
func Find(s *Save, lookup func(id string) (engines.Game, bool)) (engines.Game, error) {
	g, ok := lookup(s.Game)
	if !ok {
		return nil, newError(ErrWrongGame, "This saved game is for a game this version of Tabula does not have.", nil, "no game %q", s.Game)
	}
	return g, nil
}

// compatible checks that s belongs to the game described by info and is
// played under a rules version the game still plays.
func compatible(s *Save, info engines.Info) *Error {
	if s.Game != info.ID {
		return newError(ErrWrongGame, fmt.Sprintf("This saved game is not a game of %s.", info.Name), nil,
			"save is for %q, engine is %q", s.Game, info.ID)
	}
	if !info.Plays(s.RulesVersion) {
		age := "an older"
		if s.RulesVersion > info.RulesVersion {
			age = "a newer"
		}
		return newError(ErrRulesChanged, fmt.Sprintf(
			"This game of %s was saved under %s version of its rules, so its moves can no longer be replayed faithfully. It was left as it is and not opened.",
			info.Name, age), nil,
			"save has rules version %d, engine plays %d to %d", s.RulesVersion, info.OldestRules(), info.RulesVersion)
	}
	return nil
}

// clip makes s a valid progress line: control characters become spaces and
// it is cut to max runes, ending in "…" when cut.
func clip(s string, max int) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	r := []rune(s)
	return string(r[:max-1]) + "…"
}
