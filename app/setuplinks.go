package app

import (
	"slices"

	"tabula/app/friends"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// byLink reports whether the form sets up a game played by links.
func (s setup) byLink() bool {
	return slices.ContainsFunc(s.Seats[:min(s.Players, len(s.Seats))], func(seat seatSetup) bool { return seat.Role == roleFriend })
}

// byLinkProblems is what is wrong with a game by links: it needs exactly one
// seat played on this device.
func (s setup) byLinkProblems() []string {
	if !s.byLink() {
		return nil
	}
	here := 0
	for _, seat := range s.Seats[:s.Players] {
		if seat.Role == roleYou || seat.Role == rolePerson {
			here++
		}
	}
	if here != 1 {
		return []string{"A game with friends by link is played by one person on this device: make exactly one seat “You”, " +
			"and the other people friends by link."}
	}
	return nil
}

// renderByLinkNote is the setup's one note on games by links.
func (p *setupPage) renderByLinkNote() app.UI {
	if !p.form.byLink() {
		return nil
	}
	return app.Div().Class("notice", "notice-status", "bylink-note").Body(
		app.P().Text("After each of your turns the table gives you a link for the next player: send it, or let them scan its QR code. Their link opens the game at their own seat; the link they send back brings their moves to this device."),
		app.P().Text(friends.ByLinkNote),
	)
}
