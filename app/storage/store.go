package storage

import (
	"cmp"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
	"strconv"
	"strings"
	"time"

	"tabula/app/board"
	"tabula/app/seating"
	"tabula/engines"
	"tabula/engines/save"
)

// KV is the part of go-app's BrowserStorage the app uses; tests give it a
// fake that can fail like a full browser quota.
type KV interface {
	Set(k string, v any) error
	Get(k string, v any) error
	Del(k string)
	Contains(k string) bool
	ForEach(f func(k string))
}

// Local-storage layout: one key per saved game holding base64 of the
// engines/save encoding, plus an index summarising them. The index is
// never trusted: List checks it against the saves and rewrites it.
const (
	IndexKey   = "tabula.index"
	SavePrefix = "tabula.save."
	// forkPrefix+id holds the ID of the game that game id forked from, when
	// it was kept from a link that went another way (MarkFork).
	forkPrefix = "tabula.fork."
	// AnalysisPrefix starts the key of a saved game's analysis (kept by
	// the review): AnalysisPrefix + the game's ID. Remove deletes it with
	// its game.
	AnalysisPrefix = "tabula.analysis."
)

// ErrStorage wraps every failure to write local storage (most often a full
// quota). The previous contents stay as they were. It is the boards' own
// (board.ErrStorage), so a game's records fail the same way.
var ErrStorage = board.ErrStorage

// ErrConflict is returned by Replace when the stored game is no longer the
// version this tab read or last wrote: it was played on, or deleted, in
// another tab or window. Nothing is written, so neither tab's game
// overwrites the other's.
var ErrConflict = errors.New("the saved game was changed in another tab")

// ConflictMessage tells the player what ErrConflict means for them.
const ConflictMessage = "This game was played on (or deleted) in another tab or window since this tab opened it, " +
	"so this tab's last move was not saved and the newer game was kept. Reload the game to continue from where it was saved."

// StaleMessage tells the player that another tab has saved the game this
// tab shows, before this tab tried to save over it.
const StaleMessage = "This game was played on (or deleted) in another tab or window since this tab opened it. " +
	"Reload the game to continue from where it was saved."

// Entry is one saved game in the index: what the saved-games list and the
// Continue button show. Problem and Detail are not stored: they are found
// when the list is read.
type Entry struct {
	ID       string   `json:"id"`
	Game     string   `json:"game"`
	Seats    []string `json:"seats"`
	Progress string   `json:"progress"`
	Finished bool     `json:"finished"`
	Updated  int64    `json:"updated"` // Unix milliseconds
	// Fork is the ID of the game this one forked from, for Saved games to
	// list it under that game (Store.ForkOf); "" for a game of its own.
	Fork string `json:"fork,omitempty"`
	// Sum is set when the entry was made by replaying the save that the
	// stored text holds: the fingerprint (sum) of that text and the
	// entry's other fields. An entry whose Sum still matches is listed as
	// it is, without reading its game again; any other is made anew from
	// its save (replaying 526 long games to list them froze the page for
	// 16 s).
	Sum string `json:"sum,omitempty"`
	// Problem, when not empty, is why the game cannot be opened, as a
	// sentence for the player; Detail says technically what is wrong. The
	// fields above are then those of its save as far as it could be read
	// (none when it could not be decoded).
	Problem string `json:"-"`
	Detail  string `json:"-"`
}

// entryOf summarises a save for the index, its seats named as this
// device names them (seating.Seen: "You" for the person at the device).
func entryOf(id string, s *save.Save) Entry {
	names := make([]string, len(s.Seats))
	for i, seat := range seating.Seen(s.Seats, seating.Own(s)) {
		names[i] = save.CleanName(seat.Name)
	}
	return Entry{ID: id, Game: s.Game, Seats: names, Progress: s.Progress, Finished: s.Finished, Updated: s.Updated}
}

// SameEntry reports whether two index entries say the same.
func SameEntry(a, b Entry) bool {
	return a.ID == b.ID && a.Game == b.Game && slices.Equal(a.Seats, b.Seats) && a.Progress == b.Progress &&
		a.Finished == b.Finished && a.Updated == b.Updated && a.Fork == b.Fork && a.Sum == b.Sum
}

// sum is the fingerprint of a saved game's stored text and of what its
// entry says of it (Entry.Sum): a 64-bit FNV-1a hash. It catches a text or
// an entry changed since the entry was checked, by a bug or by hand; it is
// no defence against someone who recomputes it, who could as well write a
// game of their own.
func sum(text string, e Entry) string {
	h := fnv.New64a()
	for _, s := range append([]string{text, e.ID, e.Game, e.Progress, strconv.FormatBool(e.Finished),
		strconv.FormatInt(e.Updated, 10)}, e.Seats...) {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return strconv.FormatUint(h.Sum64(), 36)
}

// Why a stored game cannot be read, besides the save package's errors.
var (
	errBadID      = errors.New("not a saved-game ID")
	errNoSave     = errors.New("no saved game with this ID in this browser")
	errUnreadable = errors.New("the stored data is not the text of a save")
)

// Store keeps saved games in local storage; it opens those that Prepare
// takes.
type Store struct {
	KV KV
	// Prepare finds the game of a save and checks its setup and seats, as
	// the app opens a game; the save it returns is a copy. A game it
	// refuses is listed with its error as the reason it cannot be opened.
	Prepare func(*save.Save) (*save.Save, engines.Game, error)
}

// NewID returns a fresh identifier for a saved game.
func NewID() string { return strings.ToLower(rand.Text()[:12]) }

// ValidID reports whether id could have come from NewID; anything else (a
// hand-edited URL) is never used to build a storage key.
func ValidID(id string) bool {
	return len(id) == 12 && !strings.ContainsFunc(id, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '2' && r <= '7')
	})
}

// index is the stored index as written, unchecked (nil when unreadable).
func (st Store) index() []Entry {
	var index []Entry
	if err := st.KV.Get(IndexKey, &index); err != nil {
		return nil
	}
	return index
}

// IDs are the IDs of the stored saves.
func (st Store) IDs() []string {
	var ids []string
	st.KV.ForEach(func(k string) {
		if id, ok := strings.CutPrefix(k, SavePrefix); ok && ValidID(id) {
			ids = append(ids, id)
		}
	})
	return ids
}

// List returns the saved games, most recently played first (see Listing).
func (st Store) List() []Entry {
	l := st.Listing()
	for !l.Next(time.Hour) {
	}
	return l.Entries()
}

// Listing is the saved games listed a few at a time (Next), so that no
// browser task is long however many games are stored. The index is never
// shown as written: each game is listed from its index entry only when the
// entry's Sum matches its stored text (so it was checked before and
// nothing changed since), and otherwise from its save, read and replayed
// as the table does when it opens it (begin), so that no game that
// cannot be opened is offered as one that can; a game whose save cannot be
// read, whose setup this app cannot play (Prepare) or whose moves do not
// replay carries the reason in Problem. When the index disagrees with the
// saves (an entry edited or left over, unchecked, or missing after a
// failed write) it is written again from them, best effort.
type Listing struct {
	st      Store
	indexed map[string]Entry // the index as written
	ids     []string         // the saved games not listed yet
	cur     *checking        // the game being replayed, if any
	out     []Entry
}

// Listing starts listing the saved games, in the index's order (the most
// recently played first, as far as the index knows).
func (st Store) Listing() *Listing {
	l := &Listing{st: st, indexed: map[string]Entry{}, ids: st.IDs()}
	for _, e := range st.index() {
		if _, dup := l.indexed[e.ID]; !dup {
			l.indexed[e.ID] = e
		}
	}
	slices.SortFunc(l.ids, func(a, b string) int {
		return cmp.Or(cmp.Compare(l.indexed[b].Updated, l.indexed[a].Updated), strings.Compare(a, b))
	})
	return l
}

// replayStep is how many actions a listing replays between two looks at
// the clock.
const replayStep = 128

// Next lists games for about budget (at least a step of one game), and
// reports whether every game is listed; then it rewrites the index if need
// be. A long game is replayed over several calls.
func (l *Listing) Next(budget time.Duration) bool {
	start := time.Now()
	for len(l.ids) > 0 || l.cur != nil {
		if l.cur == nil {
			id := l.ids[0]
			l.ids = l.ids[1:]
			e, c := l.st.begin(id, l.indexed)
			if c == nil {
				l.out = append(l.out, e)
			}
			l.cur = c
		}
		if l.cur != nil {
			if e, done := l.cur.step(replayStep); done {
				l.out = append(l.out, e)
				l.cur = nil
			}
		}
		if time.Since(start) >= budget {
			break
		}
	}
	if len(l.ids) > 0 || l.cur != nil {
		return false
	}
	var readable []Entry
	for _, e := range l.out {
		if e.Game != "" {
			e.Problem, e.Detail = "", ""
			readable = append(readable, e)
		}
	}
	byRecent(readable)
	if !slices.EqualFunc(l.st.index(), readable, SameEntry) {
		_ = l.st.KV.Set(IndexKey, readable) // best effort: the next list checks it again
	}
	return true
}

// Entries are the games listed so far, most recently played first.
func (l *Listing) Entries() []Entry {
	out := slices.Clone(l.out)
	byRecent(out)
	return out
}

// Left is the number of games not listed yet.
func (l *Listing) Left() int {
	if l.cur != nil {
		return len(l.ids) + 1
	}
	return len(l.ids)
}

// Drop forgets a deleted game.
func (l *Listing) Drop(id string) {
	l.ids = slices.DeleteFunc(l.ids, func(x string) bool { return x == id })
	l.out = slices.DeleteFunc(l.out, func(e Entry) bool { return e.ID == id })
	if l.cur != nil && l.cur.e.ID == id {
		l.cur = nil
	}
}

// check is the entry of one stored game (begin), replayed to the end.
func (st Store) check(id string, indexed map[string]Entry) Entry {
	e, c := st.begin(id, indexed)
	for c != nil {
		var done bool
		if e, done = c.step(len(c.s.Log)); done {
			break
		}
	}
	return e
}

// checking is a stored game being replayed to be listed.
type checking struct {
	e    Entry // from its save
	text string
	s    *save.Save // the save as Prepare returned it
	r    *save.Replaying
}

// begin starts listing one stored game: it returns its index entry when
// the entry's Sum matches its stored text; else its entry from its save,
// with the reason when it cannot be opened, or (c not nil) the game set up
// to be replayed (step), as the table does when it opens it.
func (st Store) begin(id string, indexed map[string]Entry) (e Entry, c *checking) {
	text := st.Text(id)
	if e, ok := indexed[id]; ok && e.Sum != "" && text != "" && e.Sum == sum(text, e) {
		e.Fork = st.ForkOf(id)
		return e, nil
	}
	s, err := st.parse(id, text)
	if err != nil {
		e = Entry{ID: id}
		e.Problem, e.Detail = openProblem(err)
		return e, nil
	}
	e = entryOf(id, s)
	e.Fork = st.ForkOf(id)
	c = &checking{e: e, text: text}
	var g engines.Game
	if c.s, g, err = st.Prepare(s); err == nil {
		c.r, err = save.NewReplaying(c.s, g)
	}
	if err != nil {
		e.Problem, e.Detail = openProblem(err)
		return e, nil
	}
	return e, c
}

// step replays up to n more actions and, once the whole game is replayed,
// returns its entry: its progress the replay's and a new Sum, or the
// reason it cannot be opened.
func (c *checking) step(n int) (Entry, bool) {
	done, err := c.r.Step(n, nil)
	if err == nil && !done {
		return Entry{}, false
	}
	if err == nil {
		c.s.Update(c.r.State(), c.s.Updated)
	}
	if err != nil {
		e := c.e
		e.Problem, e.Detail = openProblem(err)
		return e, true
	}
	e := entryOf(c.e.ID, c.s)
	e.Fork = c.e.Fork
	e.Sum = sum(c.text, e)
	return e, true
}

// byRecent sorts entries by Updated, newest first, then by ID.
func byRecent(entries []Entry) {
	slices.SortFunc(entries, func(a, b Entry) int {
		return cmp.Or(cmp.Compare(b.Updated, a.Updated), strings.Compare(a.ID, b.ID))
	})
}

// Load reads and decodes one saved game.
func (st Store) Load(id string) (*save.Save, error) {
	s, _, err := st.Read(id)
	return s, err
}

// Read is Load that also returns the stored text, which identifies the
// version read for Replace.
func (st Store) Read(id string) (*save.Save, string, error) {
	if !ValidID(id) {
		return nil, "", fmt.Errorf("reading saved game %q: %w", id, errBadID)
	}
	if !st.KV.Contains(SavePrefix + id) {
		return nil, "", fmt.Errorf("reading saved game %s: %w", id, errNoSave)
	}
	text := st.Text(id)
	s, err := st.parse(id, text)
	if err != nil {
		return nil, "", err
	}
	return s, text, nil
}

// parse decodes the stored text of saved game id.
func (st Store) parse(id, text string) (*save.Save, error) {
	if text == "" {
		return nil, fmt.Errorf("reading saved game %s: %w", id, errUnreadable)
	}
	b, err := base64.StdEncoding.DecodeString(text)
	if err != nil {
		return nil, fmt.Errorf("reading saved game %s: %w: %w", id, errUnreadable, err)
	}
	s, err := save.Decode(b)
	if err != nil {
		return nil, fmt.Errorf("reading saved game %s: %w", id, err)
	}
	return s, nil
}

// Data is what is stored for a saved game, to be exported whether or not
// it can be read: the bytes of the save when its text is base64, else the
// Text as stored (ok is false when it is not even a JSON string).
func (st Store) Data(id string) (b []byte, isSave, ok bool) {
	var text string
	if err := st.KV.Get(SavePrefix+id, &text); err != nil {
		return nil, false, false
	}
	if b, err := base64.StdEncoding.DecodeString(text); err == nil {
		return b, true, true
	}
	return []byte(text), false, true
}

// Sentences for the player about a stored game that cannot be opened.
const (
	MsgBadID      = "This address does not name a saved game. Choose one under Saved games."
	MsgNoSave     = "There is no saved game with this ID in this browser: it was deleted, or it was saved in another browser or on another device. Choose one under Saved games."
	MsgUnreadable = "This saved game's data in this browser's storage is damaged and cannot be read, so it cannot be opened."
)

// openProblem is the sentence for the player saying why a stored game
// cannot be opened, and the technical detail.
func openProblem(err error) (problem, detail string) {
	switch {
	case errors.Is(err, errBadID):
		return MsgBadID, ""
	case errors.Is(err, errNoSave):
		return MsgNoSave, ""
	case errors.Is(err, errUnreadable):
		return MsgUnreadable, err.Error()
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

// OpenMessage is what the table says when a stored game cannot be opened:
// why, the technical detail, and where its data can be exported or deleted.
func OpenMessage(err error) string {
	problem, detail := openProblem(err)
	if errors.Is(err, errBadID) || errors.Is(err, errNoSave) {
		return problem
	}
	if detail != "" {
		problem += " (Details: " + detail + ".)"
	}
	return problem + " Saved games lists it with buttons to export its data or delete it."
}

// Text is the stored text of a saved game, "" when there is none (or it
// cannot be read).
func (st Store) Text(id string) string {
	var text string
	if err := st.KV.Get(SavePrefix+id, &text); err != nil {
		return ""
	}
	return text
}

// Put writes a saved game and its index entry. When the save itself cannot
// be written the error wraps ErrStorage and the previous save of that ID is
// untouched. A failed index write is not an error: List repairs the index
// from the saves.
func (st Store) Put(id string, s *save.Save) error {
	_, err := st.write(id, s)
	return err
}

// Replace writes a new version of a saved game over the version this tab
// read or last wrote, prev (its stored text), and returns the new version's
// text. When storage holds anything else the game was changed in another
// tab: Replace writes nothing and returns ErrConflict. Local storage is
// shared by the tabs of a site, so without this check the tab written last
// would silently overwrite the other's moves.
func (st Store) Replace(id string, s *save.Save, prev string) (string, error) {
	if st.Text(id) != prev {
		return "", ErrConflict
	}
	return st.write(id, s)
}

// write stores a saved game and its index entry (see Put) and returns the
// stored text.
func (st Store) write(id string, s *save.Save) (string, error) {
	b, err := save.Encode(s)
	if err != nil {
		return "", fmt.Errorf("encoding saved game: %w", err)
	}
	text := base64.StdEncoding.EncodeToString(b)
	if err := st.KV.Set(SavePrefix+id, text); err != nil {
		return "", fmt.Errorf("%w: %w", ErrStorage, err)
	}
	// The index is updated without reading the other saves (list checks
	// it against them whenever it is shown).
	index := slices.DeleteFunc(st.index(), func(e Entry) bool { return e.ID == id || !st.KV.Contains(SavePrefix+e.ID) })
	e := entryOf(id, s)
	e.Fork = st.ForkOf(id)
	index = append(index, e)
	byRecent(index)
	_ = st.KV.Set(IndexKey, index) // best effort, see above
	return text, nil
}

// Remove deletes a saved game and its index entry.
func (st Store) Remove(id string) {
	if !ValidID(id) {
		return
	}
	st.KV.Del(SavePrefix + id)
	st.KV.Del(AnalysisPrefix + id)
	st.KV.Del(forkPrefix + id)
	index := slices.DeleteFunc(st.index(), func(e Entry) bool { return e.ID == id })
	for i := range index {
		if index[i].Fork == id {
			index[i].Fork = "" // its forks become games of their own
		}
	}
	_ = st.KV.Set(IndexKey, index) // list repairs a stale index
}

// ForkOf is the ID of the stored game that game id forked from (MarkFork),
// or "" when it is a game of its own or that game is no longer stored.
func (st Store) ForkOf(id string) string {
	var parent string
	if err := st.KV.Get(forkPrefix+id, &parent); err != nil || !ValidID(parent) || parent == id ||
		!st.KV.Contains(SavePrefix+parent) {
		return ""
	}
	return parent
}

// MarkFork records that stored game id forked from game parent, for Saved
// games to list it under that game, in its index entry too. It is best
// effort: a game not marked is listed as a game of its own.
func (st Store) MarkFork(id, parent string) {
	if st.KV.Set(forkPrefix+id, parent) != nil {
		return
	}
	index := st.index()
	for i := range index {
		if index[i].ID == id {
			index[i].Fork = st.ForkOf(id)
		}
	}
	_ = st.KV.Set(IndexKey, index) // list repairs a stale index
}

// Latest returns the most recently played unfinished game that opens (as
// List checks it), if any: Continue never leads to a game that cannot be
// opened. It checks the games in the index's order and stops at the first
// that qualifies, so it reads few games however many are stored (a game
// the index leaves out, or dates wrongly, may be passed over).
func (st Store) Latest() (Entry, bool) {
	l := st.Listing()
	for _, id := range l.ids {
		if e, ok := l.indexed[id]; ok && e.Finished {
			continue
		}
		if e := st.check(id, l.indexed); !e.Finished && e.Problem == "" {
			return e, true
		}
	}
	return Entry{}, false
}
