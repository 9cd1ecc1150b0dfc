package app

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/computer"
	"tabula/app/settings"
	"tabula/app/storage"
	"tabula/engines"
	"tabula/engines/save"
)

// fileExtension and fileMIME describe exported saved-game files.
const (
	fileExtension = ".tabula"
	fileMIME      = "application/vnd.tabula.save"
)

// shareURL is the link that opens a copy of the saved game in any browser:
// the page of its game's links (LinkPath, Home with the link's question)
// with the game in the "#s=…" fragment.
func shareURL(origin string, s *save.Save) (string, error) {
	frag, err := save.Link(s)
	if err != nil {
		return "", fmt.Errorf("making the share link: %w", err)
	}
	return origin + href(LinkPath(s.Game)) + "#" + frag, nil
}

// exportName is the file name an exported game is offered under, e.g.
// "tabula-toygame-2026-11-21-1530.tabula".
func exportName(s *save.Save) string {
	t := time.UnixMilli(s.Updated).UTC()
	return "tabula-" + s.Game + "-" + t.Format("2006-01-02-1504") + fileExtension
}

// checked is an outside saved game (a link or a file) that decoded and
// replayed under this build's rules.
type checked struct {
	save  *save.Save
	game  engines.Game
	state engines.State
}

// playable is what the app can show and play, for save.Check: the bots'
// levels and the palette's colours.
func playable() save.Playable {
	return save.Playable{Levels: computer.Levels(), Colours: settings.Colours}
}

// prepare finds the game of a save and checks its setup and seats
// (save.Check), the same way for a link, a file and a stored game. The
// save returned is a copy with its names cleaned.
func prepare(games registry, s *save.Save) (*save.Save, engines.Game, error) {
	g, err := save.Find(s, games.lookup)
	if err != nil {
		return nil, nil, err
	}
	s, err = save.Check(s, g.Info(), playable())
	if err != nil {
		return nil, nil, err
	}
	return s, g, nil
}

// store is the saved games in local storage with the games they are
// opened with (prepare).
type store struct {
	storage.Store
	games registry
}

// storeFor is the store of the saved games in kv, opened with games.
func storeFor(kv storage.KV, games registry) store {
	prep := func(s *save.Save) (*save.Save, engines.Game, error) { return prepare(games, s) }
	return store{Store: storage.Store{KV: kv, Prepare: prep}, games: games}
}

// checkOutside fully validates a saved game that came from outside (a
// link or a file): its setup must be one this app can play (prepare), its
// log must replay, and a game that says it is a lesson must be that
// lesson's (checkLesson). What it says of itself (progress, finished) is not
// trusted: the copy returned says what the replay computed. Nothing is
// stored; the error's save.Message is the sentence to show.
func checkOutside(games registry, s *save.Save) (checked, error) {
	s, g, err := prepare(games, s)
	if err != nil {
		return checked{}, err
	}
	t, _ := games.table(g.Info().ID)
	follows, err := checkLesson(t, s)
	if err != nil {
		return checked{}, err
	}
	st, err := save.Walk(s, g, follows)
	if err != nil {
		return checked{}, err
	}
	s.Update(st, s.Updated)
	return checked{save: s, game: g, state: st}, nil
}

// parseShared decodes and checks a "#s=…" fragment.
func parseShared(games registry, fragment string) (checked, error) {
	s, err := save.ParseLink(fragment)
	if err != nil {
		return checked{}, err
	}
	return checkOutside(games, s)
}

// parseFile decodes and checks an imported file.
func parseFile(games registry, data []byte) (checked, error) {
	s, err := save.Decode(data)
	if err != nil {
		return checked{}, err
	}
	return checkOutside(games, s)
}

// seatSummary describes a seat, its name isolated, e.g. "Aldric
// (computer, Greedy)".
func seatSummary(seat save.Seat) []app.UI {
	switch seat.Kind {
	case save.Computer:
		return []app.UI{nameUI(seat.Name), app.Textf(" (computer, %s)", computer.LevelLabel(seat.Level))}
	case save.Friend:
		return []app.UI{nameUI(seat.Name), app.Text(" (by link)")}
	}
	return []app.UI{nameUI(seat.Name)}
}

// gameName is the display name of a game ID: the ID itself for a game this
// build does not have.
func (r registry) gameName(id string) string {
	if g, ok := r.lookup(id); ok {
		return g.Info().Name
	}
	return id
}

// adopt stores an outside game as a new saved game and returns its ID. Its
// Updated time becomes now so it is listed first.
func adopt(st store, c checked, now int64) (string, error) {
	s := *c.save
	s.Update(c.state, now)
	id := storage.NewID()
	if err := st.Put(id, &s); err != nil {
		return "", err
	}
	return id, nil
}
