package solo

import (
	"cmp"
	"fmt"
	"slices"
	"time"

	"tabula/app/board"
	"tabula/engines"
	em "tabula/engines/emara"
	"tabula/engines/save"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Crown of Emara solo records (rules, Solo Mode): the best score from each
// Building start (Beat the Highscore) and the Campaign's games, kept in
// local storage under one key, so a write either happens whole or leaves
// the previous records as they were.
const emaraSoloKey = "tabula.emara.solo"

// The solo modes a one-player game is started in.
const (
	soloHighscore = "highscore"
	soloCampaign  = "campaign"
)

// Bounds on what the records remember, so they stay small.
const (
	maxSoloRecorded = 500 // saved games whose result was recorded
	maxSoloPending  = 200 // solo games started here and not yet recorded
)

// emaraHighscore is the best solo score from one Building start. Full
// Selection games are kept apart: the rulebook advises a separate sheet,
// since that variant scores higher.
type emaraHighscore struct {
	Start    int    `json:"start"`
	Full     bool   `json:"full,omitempty"`
	Score    int    `json:"score"`
	Higher   int    `json:"higher"` // the higher track, the tie-breaker
	Victoria int    `json:"victoria"`
	Name     string `json:"name"`
	When     int64  `json:"when"` // Unix milliseconds
}

// emaraCampaignGame is one finished Campaign game. Full Selection games
// make a Campaign of their own, on its own sheet, as the rulebook advises
// for that variant in Solo Mode.
type emaraCampaignGame struct {
	Start    int    `json:"start"`
	Full     bool   `json:"full,omitempty"`
	Score    int    `json:"score"`
	Victoria int    `json:"victoria"`
	Won      bool   `json:"won"`
	Name     string `json:"name"`
	When     int64  `json:"when"`
}

// emaraSoloGame is a solo game started from this device's setup, waiting
// for its result.
type emaraSoloGame struct {
	Mode  string `json:"mode"`
	Start int    `json:"start"`
}

// emaraSolo is everything kept of the solo games.
type emaraSolo struct {
	Highscores []emaraHighscore         `json:"highscores"`
	Campaign   []emaraCampaignGame      `json:"campaign"`
	Pending    map[string]emaraSoloGame `json:"pending"`
	Recorded   []string                 `json:"recorded"`
}

// loadEmaraSolo reads the solo records; none yet is not an error.
func loadEmaraSolo(kv board.Storage) (emaraSolo, error) {
	var r emaraSolo
	if !kv.Contains(emaraSoloKey) {
		return r, nil
	}
	if err := kv.Get(emaraSoloKey, &r); err != nil {
		return emaraSolo{}, fmt.Errorf("reading the Crown of Emara solo records: %w", err)
	}
	return r, nil
}

// storeEmaraSolo writes the solo records whole; a failure wraps board.ErrStorage
// and leaves the stored records as they were.
func storeEmaraSolo(kv board.Storage, r emaraSolo) error {
	if err := kv.Set(emaraSoloKey, r); err != nil {
		return fmt.Errorf("%w: the Crown of Emara solo records: %w", board.ErrStorage, err)
	}
	return nil
}

// campaignStart is the Building start of the next Campaign game (with Full
// Selection when full): 40 for the first, then 5 lower after a win and 2
// higher after a loss.
func (r emaraSolo) campaignStart(full bool) int {
	for i := len(r.Campaign) - 1; i >= 0; i-- {
		if last := r.Campaign[i]; last.Full == full {
			return em.CampaignNext(last.Start, last.Won)
		}
	}
	return em.CampaignFirstStart
}

// campaignBest is the Campaign's highscore (with Full Selection when full):
// the lowest start from which Victoria was beaten, the higher score
// breaking ties; ok is false before the first win.
func (r emaraSolo) campaignBest(full bool) (best emaraCampaignGame, ok bool) {
	for _, g := range r.Campaign {
		if !g.Won || g.Full != full {
			continue
		}
		if !ok || g.Start < best.Start || g.Start == best.Start && g.Score > best.Score {
			best, ok = g, true
		}
	}
	return best, ok
}

// highscore is the kept highscore from start (in Full Selection games when
// full), if any.
func (r emaraSolo) highscore(start int, full bool) (emaraHighscore, bool) {
	i := slices.IndexFunc(r.Highscores, func(h emaraHighscore) bool { return h.Start == start && h.Full == full })
	if i < 0 {
		return emaraHighscore{}, false
	}
	return r.Highscores[i], true
}

// begin notes a solo game started from the setup in mode, so its result
// goes to the right record. Only games noted here are recorded: a game
// opened from someone's link or file is theirs, not the player's.
func (r *emaraSolo) begin(id, mode string, start int) {
	if r.Pending == nil {
		r.Pending = map[string]emaraSoloGame{}
	}
	r.Pending[id] = emaraSoloGame{Mode: mode, Start: start}
	for len(r.Pending) > maxSoloPending {
		// Drop an arbitrary other entry: games are seldom left unfinished
		// this often, and a game whose entry is gone is not recorded.
		for k := range r.Pending {
			if k != id {
				delete(r.Pending, k)
				break
			}
		}
	}
}

// recorded reports whether the result of saved game id was recorded.
func (r emaraSolo) recorded(id string) bool { return slices.Contains(r.Recorded, id) }

// record adds the result of the finished solo game id (played by name)
// and says what it changed. A game is recorded once: ok is false when
// there is nothing to record (not a finished solo game, or done already).
// A game not started here is not recorded; the note says so.
func (r *emaraSolo) record(id string, s *em.State, name string, now int64) (note string, ok bool) {
	if s.NPlayers != 1 || !s.Over() || r.recorded(id) {
		return "", false
	}
	p := &s.Seats[0]
	score, vic, won := p.FinalScore(), s.VictoriaScore(), s.SoloWon()
	game, started := r.Pending[id]
	if !started {
		return notStartedHere, false
	}
	delete(r.Pending, id)
	r.Recorded = append(r.Recorded, id)
	if n := len(r.Recorded); n > maxSoloRecorded {
		r.Recorded = slices.Clone(r.Recorded[n-maxSoloRecorded:])
	}
	if game.Mode == soloCampaign && game.Start == s.BuildingStart {
		r.Campaign = append(r.Campaign, emaraCampaignGame{Start: s.BuildingStart, Full: s.Full, Score: score, Victoria: vic, Won: won, Name: name, When: now})
		verdict := "Victoria won"
		if won {
			verdict = "you beat Victoria"
		}
		sheet := "Campaign"
		if s.Full {
			sheet = "Full Selection Campaign"
		}
		return fmt.Sprintf("%s game recorded: %s from %d. The next %s game starts on %d.", sheet, verdict, s.BuildingStart, sheet, r.campaignStart(s.Full)), true
	}
	h := emaraHighscore{Start: s.BuildingStart, Full: s.Full, Score: score, Higher: max(p.Citizens(), p.Buildings()),
		Victoria: vic, Name: name, When: now}
	old, had := r.highscore(h.Start, h.Full)
	switch {
	case !had:
		r.Highscores = append(r.Highscores, h)
	case h.Score > old.Score || h.Score == old.Score && h.Higher > old.Higher:
		i := slices.IndexFunc(r.Highscores, func(x emaraHighscore) bool { return x.Start == h.Start && x.Full == h.Full })
		r.Highscores[i] = h
	default:
		return fmt.Sprintf("Your highscore from %d stays %d (%d).", h.Start, old.Score, old.Higher), true
	}
	slices.SortFunc(r.Highscores, func(a, b emaraHighscore) int {
		return cmp.Or(cmp.Compare(b.Start, a.Start), cmp.Compare(boolInt(a.Full), boolInt(b.Full)))
	})
	return fmt.Sprintf("New highscore from %d: %d.", h.Start, h.Score), true
}

// notStartedHere is the note on a finished solo game that was not started
// from this device's setup (a lesson or its ending, a shared link or an
// imported file).
const notStartedHere = "This game was not set up here as a solo game (it is a lesson, or it came from a link or a file), so it does not count for your solo records."

// boolInt is 1 for true.
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// recordEmaraSolo records the result of the finished solo game id in
// storage, once. It returns the note to show, or an error (wrapping
// board.ErrStorage when the write failed) with nothing recorded, so a later call
// tries again.
func recordEmaraSolo(kv board.Storage, id string, s *em.State, name string, now int64) (string, error) {
	r, err := loadEmaraSolo(kv)
	if err != nil {
		return "", err
	}
	if r.recorded(id) {
		return "This game's result is in your solo records.", nil
	}
	note, ok := r.record(id, s, name, now)
	if !ok {
		return note, nil
	}
	if err := storeEmaraSolo(kv, r); err != nil {
		return "", err
	}
	return note, nil
}

// Finished records the result of a finished solo game (saved as id) in
// the solo records, once, and returns what to say about it with the way to
// the records; retry is true when the write failed, to be tried again.
func Finished(kv board.Storage, id string, st engines.State, seats []save.Seat) (note app.UI, retry bool) {
	s, ok := st.(*em.State)
	if !ok || s.NPlayers != 1 || !s.Over() || len(seats) != 1 {
		return nil, false
	}
	kind := "status"
	text, err := recordEmaraSolo(kv, id, s, seats[0].Name, time.Now().UnixMilli())
	if err != nil {
		kind, text = "error", emaraSoloStorageMessage(err)
	}
	return app.Div().Class("solo-note").Body(
		board.Notice(kind, text),
		app.A().Class("button").Href(board.Href(pathEmaraSolo)).Text("Solo records"),
	), err != nil
}
