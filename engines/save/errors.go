package save

import (
	"errors"
	"fmt"
)

// The sentinel errors every failure of this package wraps; test with
// errors.Is. The player-facing sentence is in the *Error's Message (see
// Message).
var (
	// ErrBadSave: the bytes are not a well-formed Tabula save.
	ErrBadSave = errors.New("save: not a valid Tabula save")
	// ErrBadLink: the share link is damaged, incomplete or hostile.
	ErrBadLink = errors.New("save: not a valid share link")
	// ErrTooNew: the save was written by a newer format than this build reads.
	ErrTooNew = errors.New("save: written by a newer version of Tabula")
	// ErrRulesChanged: the save's RulesVersion is one the engine no longer
	// (or does not yet) play, so its log cannot replay to the same game.
	ErrRulesChanged = errors.New("save: rules version changed")
	// ErrWrongGame: the save is for another game than the one given, or for
	// a game this build does not have.
	ErrWrongGame = errors.New("save: game not available")
	// ErrBadSetup: the save is well formed but asks for a setup this build
	// cannot play: a player count or variant its game does not have, a bot
	// level the app does not have, a colour outside the palette, seats
	// without a name or sharing one name or colour (see Check).
	ErrBadSetup = errors.New("save: setup not playable")
	// ErrBadLog: the action log does not replay under the engine's rules.
	ErrBadLog = errors.New("save: action log does not replay")
	// ErrNotTheirs: a link of a game by links plays a move its sender may
	// not: one of a seat played on the device that takes it in, or a
	// computer's move that the computer would not make (CheckMoves).
	ErrNotTheirs = errors.New("save: link plays a move that is not its sender's")
	// ErrIllegal: Record was given an action that is not legal in the state.
	ErrIllegal = errors.New("save: action not legal here")
)

// Error is a save or link problem. Message is a complete sentence a player
// can read; Detail says technically what was wrong (for logs and tests).
type Error struct {
	Kind    error  // one of the Err* sentinels above
	Message string // e.g. "This link is damaged or incomplete."
	Detail  string // e.g. "log entry 12 is 70000, at most 65535"
	Cause   error  // an underlying error (from msgp, flate, the engine), or nil
}

// Error returns the player message followed, in parentheses, by the
// technical detail and cause.
func (e *Error) Error() string {
	why := e.Detail
	if e.Cause != nil {
		if why != "" {
			why += ": "
		}
		why += e.Cause.Error()
	}
	if why == "" {
		return e.Message
	}
	return e.Message + " (" + why + ")"
}

// Unwrap exposes both the sentinel kind and the underlying cause.
func (e *Error) Unwrap() []error {
	if e.Cause == nil {
		return []error{e.Kind}
	}
	return []error{e.Kind, e.Cause}
}

// Message returns the sentence to show a player for err: the Message of the
// first *Error in its chain, or a generic sentence for any other error.
func Message(err error) string {
	if err == nil {
		return ""
	}
	if e, ok := errors.AsType[*Error](err); ok {
		return e.Message
	}
	return "Something went wrong with this saved game."
}

// Player-facing messages.
const (
	msgBadLink  = "This link is damaged or incomplete."
	msgNotSave  = "This file is not a Tabula saved game."
	msgDamaged  = "This saved game is damaged and cannot be opened."
	msgTooNew   = "This game was saved by a newer version of Tabula. Reload the page or update the app to open it."
	msgTooLarge = "This saved game is too large to open."
	msgBadLog   = "This saved game's moves do not follow the rules of this version of %s, so it was not opened."
	msgSetup    = "This game's setup (its number of players and its variants) is not one %s allows, so it was not opened."
	msgLongName = "A player's name in this game is longer than %d characters."
)

func newError(kind error, msg string, cause error, format string, args ...any) *Error {
	return &Error{Kind: kind, Message: msg, Detail: fmt.Sprintf(format, args...), Cause: cause}
}

// damaged reports a structurally invalid save.
func damaged(format string, args ...any) *Error {
	return newError(ErrBadSave, msgDamaged, nil, format, args...)
}
