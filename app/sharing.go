package app

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/computer"
	"tabula/app/page"
	"tabula/engines/save"
)

// fileExtension and fileMIME describe exported saved-game files.
const (
	fileExtension = ".tabula"
	fileMIME      = "application/vnd.tabula.save"
)

// exportName is the file name an exported game is offered under, e.g.
// "tabula-toygame-2026-11-21-1530.tabula".
func exportName(s *save.Save) string {
	t := time.UnixMilli(s.Updated).UTC()
	return "tabula-" + s.Game + "-" + t.Format("2006-01-02-1504") + fileExtension
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
