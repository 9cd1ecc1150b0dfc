package page

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/computer"
	"tabula/engines/save"
)

// MatLabel names a seat's mat: "Your mat" for the seat called You.
func MatLabel(name string) []app.UI {
	if name == board.You {
		return []app.UI{app.Text("Your mat")}
	}
	return []app.UI{NameUI(name), app.Text("'s mat")}
}

// MatName is MatLabel as one string, the accessible name of what shows
// it: a screen reader read the name isolated in its <bdi> apart from the
// rest ("Beatrix 's mat").
func MatName(name string) string {
	if name == board.You {
		return "Your mat"
	}
	return board.Possessive(name) + " mat"
}

// KindLabel says who plays a seat.
func KindLabel(seat save.Seat) string {
	switch seat.Kind {
	case save.Computer:
		return "Computer · " + computer.LevelLabel(seat.Level)
	case save.Friend:
		return "Friend, by link"
	}
	return "Person"
}
