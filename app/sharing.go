package app

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/computer"
	"tabula/app/page"
	"tabula/app/session"
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
	return origin + page.Href(page.LinkPath(s.Game)) + "#" + frag, nil
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

// checkOutside fully validates a saved game that came from outside (a
// link or a file): its setup must be one this app can play (session.Prepare), its
// log must replay, and a game that says it is a lesson must be that
// lesson's (checkLesson). What it says of itself (progress, finished) is not
// trusted: the copy returned says what the replay computed. Nothing is
// stored; the error's save.Message is the sentence to show.
func checkOutside(games session.Games, s *save.Save) (checked, error) {
	s, g, err := session.Prepare(games, s)
	if err != nil {
		return checked{}, err
	}
	t, _ := games.Table(g.Info().ID)
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
func parseShared(games session.Games, fragment string) (checked, error) {
	s, err := save.ParseLink(fragment)
	if err != nil {
		return checked{}, err
	}
	return checkOutside(games, s)
}

// parseFile decodes and checks an imported file.
func parseFile(games session.Games, data []byte) (checked, error) {
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
		return []app.UI{page.NameUI(seat.Name), app.Textf(" (computer, %s)", computer.LevelLabel(seat.Level))}
	case save.Friend:
		return []app.UI{page.NameUI(seat.Name), app.Text(" (by link)")}
	}
	return []app.UI{page.NameUI(seat.Name)}
}

// adopt stores an outside game as a new saved game and returns its ID. Its
// Updated time becomes now so it is listed first.
func adopt(st session.Store, c checked, now int64) (string, error) {
	s := *c.save
	s.Update(c.state, now)
	id := storage.NewID()
	if err := st.Put(id, &s); err != nil {
		return "", err
	}
	return id, nil
}
