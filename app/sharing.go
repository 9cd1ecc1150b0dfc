package app

import (
	"fmt"
	"time"

	"tabula/engines"
	"tabula/engines/save"
)

// fileExtension and fileMIME describe exported saved-game files.
const (
	fileExtension = ".tabula"
	fileMIME      = "application/vnd.tabula.save"
)

// shareURL is the link that opens a copy of the saved game in any browser:
// the site's home page with the game in the "#s=…" fragment.
func shareURL(origin string, s *save.Save) (string, error) {
	frag, err := save.Link(s)
	if err != nil {
		return "", fmt.Errorf("making the share link: %w", err)
	}
	return origin + href(pathHome) + "#" + frag, nil
}

// exportName is the file name an exported game is offered under, e.g.
// "tabula-battlemerchants-2026-11-21-1530.tabula".
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
// link or a file): the game must be playable here and its log must replay.
// Nothing is stored; the error's save.Message is the sentence to show.
func checkOutside(s *save.Save) (checked, error) {
	g, err := save.Find(s, lookup)
	if err != nil {
		return checked{}, err
	}
	st, err := save.Replay(s, g)
	if err != nil {
		return checked{}, err
	}
	return checked{save: s, game: g, state: st}, nil
}

// parseShared decodes and checks a "#s=…" fragment.
func parseShared(fragment string) (checked, error) {
	s, err := save.ParseLink(fragment)
	if err != nil {
		return checked{}, err
	}
	return checkOutside(s)
}

// parseFile decodes and checks an imported file.
func parseFile(data []byte) (checked, error) {
	s, err := save.Decode(data)
	if err != nil {
		return checked{}, err
	}
	return checkOutside(s)
}

// seatSummary describes a seat in a sentence fragment, e.g. "Aldric
// (computer, Greedy)".
func seatSummary(seat save.Seat) string {
	if seat.Kind == save.Computer {
		return fmt.Sprintf("%s (computer, %s)", seat.Name, levelLabel(seat.Level))
	}
	return seat.Name
}

// gameName is the display name of a game ID, whether or not it is playable.
func gameName(id string) string {
	if g, ok := lookup(id); ok {
		return g.Info().Name
	}
	for _, t := range titles {
		if t.ID == id {
			return t.Name
		}
	}
	return id
}

// adopt stores an outside game as a new saved game and returns its ID. Its
// Updated time becomes now so it is listed first.
func adopt(st store, c checked, now int64) (string, error) {
	s := *c.save
	if err := s.Update(c.state, now, true); err != nil {
		return "", fmt.Errorf("adding the game: %w", err)
	}
	id := newID()
	if err := st.put(id, &s); err != nil {
		return "", err
	}
	return id, nil
}
