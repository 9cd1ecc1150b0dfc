package app

import (
	"cmp"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"slices"
	"strings"

	"tabula/app/board"
	"tabula/engines"
	"tabula/engines/save"
)

// storage is the part of go-app's BrowserStorage the app uses; tests give
// it a fake that can fail like a full browser quota.
type storage interface {
	Set(k string, v any) error
	Get(k string, v any) error
	Del(k string)
	Contains(k string) bool
	ForEach(f func(k string))
}

// Local-storage layout: one key per saved game holding base64 of the
// engines/save encoding, plus an index summarising them. The index is
// never trusted: list checks it against the saves and rewrites it.
const (
	indexKey   = "tabula.index"
	savePrefix = "tabula.save."
	// forkPrefix+id holds the ID of the game that game id forked from, when
	// it was kept from a link that went another way (markFork).
	forkPrefix = "tabula.fork."
)

// ErrStorage wraps every failure to write local storage (most often a full
// quota). The previous contents stay as they were. It is the boards' own
// (board.ErrStorage), so a game's records fail the same way.
var ErrStorage = board.ErrStorage

// ErrConflict is returned by replace when the stored game is no longer the
// version this tab read or last wrote: it was played on, or deleted, in
// another tab or window. Nothing is written, so neither tab's game
// overwrites the other's.
var ErrConflict = errors.New("the saved game was changed in another tab")

// conflictMessage tells the player what ErrConflict means for them.
const conflictMessage = "This game was played on (or deleted) in another tab or window since this tab opened it, " +
	"so this tab's last move was not saved and the newer game was kept. Reload the game to continue from where it was saved."

// staleMessage tells the player that another tab has saved the game this
// tab shows, before this tab tried to save over it.
const staleMessage = "This game was played on (or deleted) in another tab or window since this tab opened it. " +
	"Reload the game to continue from where it was saved."

// entry is one saved game in the index: what the saved-games list and the
// Continue button show. Problem and Detail are not stored: they are found
// when the list is read.
type entry struct {
	ID       string   `json:"id"`
	Game     string   `json:"game"`
	Seats    []string `json:"seats"`
	Progress string   `json:"progress"`
	Finished bool     `json:"finished"`
	Updated  int64    `json:"updated"` // Unix milliseconds
	// Fork is the ID of the game this one forked from, for Saved games to
	// list it under that game (store.forkOf); "" for a game of its own.
	Fork string `json:"fork,omitempty"`
	// Problem, when not empty, is why the game cannot be opened, as a
	// sentence for the player; Detail says technically what is wrong. The
	// fields above are then those of its save as far as it could be read
	// (none when it could not be decoded).
	Problem string `json:"-"`
	Detail  string `json:"-"`
}

// entryOf summarises a save for the index.
func entryOf(id string, s *save.Save) entry {
	names := make([]string, len(s.Seats))
	for i, seat := range s.Seats {
		names[i] = save.CleanName(seat.Name)
	}
	return entry{ID: id, Game: s.Game, Seats: names, Progress: s.Progress, Finished: s.Finished, Updated: s.Updated}
}

// sameEntry reports whether two index entries say the same.
func sameEntry(a, b entry) bool {
	return a.ID == b.ID && a.Game == b.Game && slices.Equal(a.Seats, b.Seats) && a.Progress == b.Progress &&
		a.Finished == b.Finished && a.Updated == b.Updated && a.Fork == b.Fork
}

// Why a stored game cannot be read, besides the save package's errors.
var (
	errBadID      = errors.New("not a saved-game ID")
	errNoSave     = errors.New("no saved game with this ID in this browser")
	errUnreadable = errors.New("the stored data is not the text of a save")
)

// store keeps saved games in local storage.
type store struct{ kv storage }

// newID returns a fresh identifier for a saved game.
func newID() string { return strings.ToLower(rand.Text()[:12]) }

// validID reports whether id could have come from newID; anything else (a
// hand-edited URL) is never used to build a storage key.
func validID(id string) bool {
	return len(id) == 12 && !strings.ContainsFunc(id, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '2' && r <= '7')
	})
}

// index is the stored index as written, unchecked (nil when unreadable).
func (st store) index() []entry {
	var index []entry
	if err := st.kv.Get(indexKey, &index); err != nil {
		return nil
	}
	return index
}

// ids are the IDs of the stored saves.
func (st store) ids() []string {
	var ids []string
	st.kv.ForEach(func(k string) {
		if id, ok := strings.CutPrefix(k, savePrefix); ok && validID(id) {
			ids = append(ids, id)
		}
	})
	return ids
}

// list returns the saved games, most recently played first, each
// summarised from its own save; a game whose save cannot be read, or whose
// setup this app cannot play (prepare), carries the reason in Problem.
// The index is never shown as written: it is checked against the saves,
// and when it disagrees with them (an entry edited or left over, or missing
// after a failed write) it is written again from them, best effort.
func (st store) list() []entry { return st.scan(false) }

// games is list with every game that would otherwise open also replayed,
// as the table does when it opens it (summary), so that no game that cannot
// be opened is offered as one that can. It replays every saved game.
func (st store) games() []entry { return st.scan(true) }

// scan is list, replaying each game when replay is set.
func (st store) scan(replay bool) []entry {
	var out, readable []entry
	for _, id := range st.ids() {
		e := st.summary(id, replay)
		out = append(out, e)
		if e.Game != "" {
			e.Problem, e.Detail = "", ""
			readable = append(readable, e)
		}
	}
	byRecent(out)
	byRecent(readable)
	if !slices.EqualFunc(st.index(), readable, sameEntry) {
		_ = st.kv.Set(indexKey, readable) // best effort: the next list checks it again
	}
	return out
}

// byRecent sorts entries by Updated, newest first, then by ID.
func byRecent(entries []entry) {
	slices.SortFunc(entries, func(a, b entry) int {
		return cmp.Or(cmp.Compare(b.Updated, a.Updated), strings.Compare(a.ID, b.ID))
	})
}

// summary is the entry of one stored game, from its save. With replay set
// it is checked to open as the table opens it (read, prepare, replay), and
// its progress is the replay's.
func (st store) summary(id string, replay bool) entry {
	s, _, err := st.read(id)
	if err != nil {
		e := entry{ID: id}
		e.Problem, e.Detail = openProblem(err)
		return e
	}
	e := entryOf(id, s)
	c, g, err := prepare(s)
	if err == nil && replay {
		var state engines.State
		if state, err = save.Replay(c, g); err == nil {
			c.Update(state, c.Updated)
		}
	}
	if err == nil {
		e = entryOf(id, c)
	} else {
		e.Problem, e.Detail = openProblem(err)
	}
	e.Fork = st.forkOf(id)
	return e
}

// load reads and decodes one saved game.
func (st store) load(id string) (*save.Save, error) {
	s, _, err := st.read(id)
	return s, err
}

// read is load that also returns the stored text, which identifies the
// version read for replace.
func (st store) read(id string) (*save.Save, string, error) {
	if !validID(id) {
		return nil, "", fmt.Errorf("reading saved game %q: %w", id, errBadID)
	}
	if !st.kv.Contains(savePrefix + id) {
		return nil, "", fmt.Errorf("reading saved game %s: %w", id, errNoSave)
	}
	text := st.text(id)
	if text == "" {
		return nil, "", fmt.Errorf("reading saved game %s: %w", id, errUnreadable)
	}
	b, err := base64.StdEncoding.DecodeString(text)
	if err != nil {
		return nil, "", fmt.Errorf("reading saved game %s: %w: %w", id, errUnreadable, err)
	}
	s, err := save.Decode(b)
	if err != nil {
		return nil, "", fmt.Errorf("reading saved game %s: %w", id, err)
	}
	return s, text, nil
}

// data is what is stored for a saved game, to be exported whether or not
// it can be read: the bytes of the save when its text is base64, else the
// text as stored (ok is false when it is not even a JSON string).
func (st store) data(id string) (b []byte, isSave, ok bool) {
	var text string
	if err := st.kv.Get(savePrefix+id, &text); err != nil {
		return nil, false, false
	}
	if b, err := base64.StdEncoding.DecodeString(text); err == nil {
		return b, true, true
	}
	return []byte(text), false, true
}

// Sentences for the player about a stored game that cannot be opened.
const (
	msgBadID      = "This address does not name a saved game. Choose one under Saved games."
	msgNoSave     = "There is no saved game with this ID in this browser: it was deleted, or it was saved in another browser or on another device. Choose one under Saved games."
	msgUnreadable = "This saved game's data in this browser's storage is damaged and cannot be read, so it cannot be opened."
)

// openProblem is the sentence for the player saying why a stored game
// cannot be opened, and the technical detail.
func openProblem(err error) (problem, detail string) {
	switch {
	case errors.Is(err, errBadID):
		return msgBadID, ""
	case errors.Is(err, errNoSave):
		return msgNoSave, ""
	case errors.Is(err, errUnreadable):
		return msgUnreadable, err.Error()
	}
	if e, ok := errors.AsType[*save.Error](err); ok {
		detail = e.Detail
		if e.Cause != nil {
			detail = strings.TrimPrefix(detail+": "+e.Cause.Error(), ": ")
		}
		return e.Message, detail
	}
	return save.Message(err), err.Error()
}

// openMessage is what the table says when a stored game cannot be opened:
// why, the technical detail, and where its data can be exported or deleted.
func openMessage(err error) string {
	problem, detail := openProblem(err)
	if errors.Is(err, errBadID) || errors.Is(err, errNoSave) {
		return problem
	}
	if detail != "" {
		problem += " (Details: " + detail + ".)"
	}
	return problem + " Saved games lists it with buttons to export its data or delete it."
}

// text is the stored text of a saved game, "" when there is none (or it
// cannot be read).
func (st store) text(id string) string {
	var text string
	if err := st.kv.Get(savePrefix+id, &text); err != nil {
		return ""
	}
	return text
}

// put writes a saved game and its index entry. When the save itself cannot
// be written the error wraps ErrStorage and the previous save of that ID is
// untouched. A failed index write is not an error: list repairs the index
// from the saves.
func (st store) put(id string, s *save.Save) error {
	_, err := st.write(id, s)
	return err
}

// replace writes a new version of a saved game over the version this tab
// read or last wrote, prev (its stored text), and returns the new version's
// text. When storage holds anything else the game was changed in another
// tab: replace writes nothing and returns ErrConflict. Local storage is
// shared by the tabs of a site, so without this check the tab written last
// would silently overwrite the other's moves.
func (st store) replace(id string, s *save.Save, prev string) (string, error) {
	if st.text(id) != prev {
		return "", ErrConflict
	}
	return st.write(id, s)
}

// write stores a saved game and its index entry (see put) and returns the
// stored text.
func (st store) write(id string, s *save.Save) (string, error) {
	b, err := save.Encode(s)
	if err != nil {
		return "", fmt.Errorf("encoding saved game: %w", err)
	}
	text := base64.StdEncoding.EncodeToString(b)
	if err := st.kv.Set(savePrefix+id, text); err != nil {
		return "", fmt.Errorf("%w: %w", ErrStorage, err)
	}
	// The index is updated without reading the other saves (list checks
	// it against them whenever it is shown).
	index := slices.DeleteFunc(st.index(), func(e entry) bool { return e.ID == id || !st.kv.Contains(savePrefix+e.ID) })
	e := entryOf(id, s)
	e.Fork = st.forkOf(id)
	index = append(index, e)
	byRecent(index)
	_ = st.kv.Set(indexKey, index) // best effort, see above
	return text, nil
}

// remove deletes a saved game and its index entry.
func (st store) remove(id string) {
	if !validID(id) {
		return
	}
	st.kv.Del(savePrefix + id)
	st.kv.Del(analysisPrefix + id)
	st.kv.Del(forkPrefix + id)
	index := slices.DeleteFunc(st.index(), func(e entry) bool { return e.ID == id })
	for i := range index {
		if index[i].Fork == id {
			index[i].Fork = "" // its forks become games of their own
		}
	}
	_ = st.kv.Set(indexKey, index) // list repairs a stale index
}

// forkOf is the ID of the stored game that game id forked from (markFork),
// or "" when it is a game of its own or that game is no longer stored.
func (st store) forkOf(id string) string {
	var parent string
	if err := st.kv.Get(forkPrefix+id, &parent); err != nil || !validID(parent) || parent == id ||
		!st.kv.Contains(savePrefix+parent) {
		return ""
	}
	return parent
}

// markFork records that stored game id forked from game parent, for Saved
// games to list it under that game, in its index entry too. It is best
// effort: a game not marked is listed as a game of its own.
func (st store) markFork(id, parent string) {
	if st.kv.Set(forkPrefix+id, parent) != nil {
		return
	}
	index := st.index()
	for i := range index {
		if index[i].ID == id {
			index[i].Fork = st.forkOf(id)
		}
	}
	_ = st.kv.Set(indexKey, index) // list repairs a stale index
}

// latest returns the most recently played unfinished game that opens (its
// summary replayed), if any: Continue never leads to a game that cannot be
// opened.
func (st store) latest() (entry, bool) {
	for _, e := range st.list() {
		if e.Finished || e.Problem != "" {
			continue
		}
		if e = st.summary(e.ID, true); e.Problem == "" {
			return e, true
		}
	}
	return entry{}, false
}
