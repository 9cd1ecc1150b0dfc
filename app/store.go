package app

import (
	"cmp"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"slices"
	"strings"

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
// engines/save encoding, plus an index that lists them without decoding.
const (
	indexKey   = "tabula.index"
	savePrefix = "tabula.save."
)

// ErrStorage wraps every failure to write local storage (most often a full
// quota). The previous contents stay as they were.
var ErrStorage = errors.New("could not write to this browser's storage")

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
// Continue button show.
type entry struct {
	ID       string   `json:"id"`
	Game     string   `json:"game"`
	Seats    []string `json:"seats"`
	Progress string   `json:"progress"`
	Finished bool     `json:"finished"`
	Updated  int64    `json:"updated"` // Unix milliseconds
}

// entryOf summarises a save for the index.
func entryOf(id string, s *save.Save) entry {
	names := make([]string, len(s.Seats))
	for i, seat := range s.Seats {
		names[i] = seat.Name
	}
	return entry{ID: id, Game: s.Game, Seats: names, Progress: s.Progress, Finished: s.Finished, Updated: s.Updated}
}

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

// list returns the saved games, most recently played first. It repairs the
// index against the stored keys: entries whose save is gone are dropped and
// saves missing from the index (an index write that failed) are added back.
func (st store) list() []entry {
	var index []entry
	if err := st.kv.Get(indexKey, &index); err != nil {
		index = nil
	}
	var keys []string
	st.kv.ForEach(func(k string) {
		if strings.HasPrefix(k, savePrefix) {
			keys = append(keys, k)
		}
	})
	index = reconcile(index, keys, func(id string) (entry, bool) {
		s, err := st.load(id)
		if err != nil {
			return entry{}, false
		}
		return entryOf(id, s), true
	})
	return index
}

// reconcile repairs an index against the save keys present: entries without
// a key (or duplicated) are dropped, keys without an entry are summarised by
// recover (or skipped when it fails). The result is sorted by Updated,
// newest first, then by ID.
func reconcile(index []entry, keys []string, recover func(id string) (entry, bool)) []entry {
	present := make(map[string]bool, len(keys))
	for _, k := range keys {
		if id := strings.TrimPrefix(k, savePrefix); validID(id) {
			present[id] = true
		}
	}
	out := make([]entry, 0, len(present))
	seen := make(map[string]bool, len(present))
	for _, e := range index {
		if present[e.ID] && !seen[e.ID] {
			seen[e.ID] = true
			out = append(out, e)
		}
	}
	for id := range present {
		if seen[id] {
			continue
		}
		if e, ok := recover(id); ok {
			out = append(out, e)
		}
	}
	slices.SortFunc(out, func(a, b entry) int {
		return cmp.Or(cmp.Compare(b.Updated, a.Updated), strings.Compare(a.ID, b.ID))
	})
	return out
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
		return nil, "", fmt.Errorf("no saved game %q", id)
	}
	text := st.text(id)
	if text == "" {
		return nil, "", fmt.Errorf("no saved game %q", id)
	}
	b, err := base64.StdEncoding.DecodeString(text)
	if err != nil {
		return nil, "", fmt.Errorf("reading saved game %s: %w", id, err)
	}
	s, err := save.Decode(b)
	if err != nil {
		return nil, "", fmt.Errorf("reading saved game %s: %w", id, err)
	}
	return s, text, nil
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
	index := st.list()
	e := entryOf(id, s)
	if i := slices.IndexFunc(index, func(x entry) bool { return x.ID == id }); i >= 0 {
		index[i] = e
	} else {
		index = append(index, e)
	}
	_ = st.kv.Set(indexKey, index) // best effort, see above
	return text, nil
}

// remove deletes a saved game and its index entry.
func (st store) remove(id string) {
	if !validID(id) {
		return
	}
	st.kv.Del(savePrefix + id)
	index := slices.DeleteFunc(st.list(), func(e entry) bool { return e.ID == id })
	_ = st.kv.Set(indexKey, index) // list repairs a stale index
}

// latest returns the most recently played unfinished game, if any.
func (st store) latest() (entry, bool) {
	for _, e := range st.list() {
		if !e.Finished {
			return e, true
		}
	}
	return entry{}, false
}
