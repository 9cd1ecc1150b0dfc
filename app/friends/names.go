package friends

import (
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/page"
	"tabula/app/seating"
	"tabula/app/settings"
	"tabula/engines/save"
)

// naming is the table's question for the person's name, asked when their
// seat, still named You, is about to go to a friend's device (a link or an
// invitation of a game by links) and Settings holds no name for them. A
// share link, a copy of the game for whoever opens it, carries the name
// Settings holds, or none: the device that opens it calls a seat named
// You "Player 1" (seating.Named).
type naming struct {
	draft   string // what the person typed ...
	typed   bool   // ... once they typed (until then the field holds suggestName)
	problem string // why the name given was not taken
}

// nameMissing reports whether the person's seat in this game is still
// named You: no other device may be shown that name for them.
func (t *friendsTable) nameMissing() bool {
	own := seating.Own(t.Ses.Save)
	return own >= 0 && seating.IsYou(t.Ses.Save.Seats[own].Name)
}

// nameTaken reports whether name is another seat's than the person's own.
func (t *friendsTable) nameTaken(name string) bool {
	own := seating.Own(t.Ses.Save)
	for i, seat := range t.Ses.Save.Seats {
		if i != own && save.SameName(seat.Name, name) {
			return true
		}
	}
	return false
}

// TakeOwnName gives the person's seat their name (Settings.Name) where it
// is still You and that name is no other seat's, and reports whether the
// seat has a name of its own now.
func (t *friendsTable) TakeOwnName(ctx app.Context) bool {
	if !t.nameMissing() {
		return true
	}
	if t.settingsName() {
		t.PersistSoon(ctx)
		return true
	}
	return false
}

// settingsName names the person's seat with their name from Settings
// where it is still You and that name is no other seat's, and reports
// whether it did.
func (t *friendsTable) settingsName() bool {
	if name := t.Settings.Name; t.nameMissing() && name != "" && !t.nameTaken(name) {
		t.nameOwn(name)
		return true
	}
	return false
}

// nameOwn names the person's seat in this game name; the next link or
// live message carries it to the others' devices. The caller saves it.
func (t *friendsTable) nameOwn(name string) {
	seats := slices.Clone(t.Ses.Save.Seats)
	seats[seating.Own(t.Ses.Save)].Name = name
	t.Ses.Rename(seats)
	t.renamed()
}

// renamed drops what the table made with the seats' old names: its words
// of the position and the links made.
func (t *friendsTable) renamed() {
	t.SeatsRenamed()
	t.hand.links = nil
}

// suggestName is the name the question suggests: the one in Settings when
// another seat has it (the person may make it their own another way), else
// "Player 1" for the first seat (seating.Free).
func (t *friendsTable) suggestName() string {
	if t.Settings.Name != "" {
		return t.Settings.Name
	}
	return seating.Free(t.Ses.Save.Seats, seating.Own(t.Ses.Save))
}

// giveName is the question's answer (takeName).
func (t *friendsTable) giveName(ctx app.Context, e app.Event) {
	e.PreventDefault()
	t.takeName(ctx)
}

// takeName takes the name the person gave (answerName) and saves it with
// the game and in Settings.
func (t *friendsTable) takeName(ctx app.Context) {
	keep, ok := t.answerName()
	if !ok {
		return
	}
	if keep {
		if err := settings.Save(ctx.LocalStorage(), t.Settings); err != nil {
			t.Status = "Your name names you in this game, but this browser could not keep it in Settings."
		}
	}
	t.PersistSoon(ctx)
	t.naming = naming{}
}

// answerName takes the name the person gave in the question, or says why
// not (naming.problem): it names their seat in this game, and becomes
// their name in Settings when they had none there (keep: Settings is to
// be saved).
func (t *friendsTable) answerName() (keep, ok bool) {
	given := t.naming.draft
	if !t.naming.typed {
		given = t.suggestName()
	}
	name := settings.PersonName(given)
	switch {
	case name == "":
		t.naming.problem = page.NameRefused(given)
		return false, false
	case t.nameTaken(name):
		t.naming.problem = name + " is another player's name in this game: give yours another way."
		return false, false
	}
	keep = t.Settings.Name == ""
	if keep {
		t.Settings.Name = name
	}
	t.nameOwn(name)
	return keep, true
}

// renderNameAsk is the question for the person's name before their seat
// goes to the devices of seats; where names the place it is asked in (its
// field's ID).
func (t *friendsTable) renderNameAsk(seats []int, where string) app.UI {
	who := "your friends' devices"
	if len(seats) == 1 {
		who = board.Possessive(t.SeatName(seats[0])) + " device"
	}
	draft := t.naming.draft
	if !t.naming.typed {
		draft = t.suggestName()
	}
	id := "name-ask-" + where
	return app.Form().Class("name-ask").OnSubmit(t.giveName).Body(
		app.Label().For(id).Body(page.WithNames("Your name, as "+who+" will show it:", t.Ses.Seats)...),
		app.Div().Class("name-ask-row").Body(
			app.Input().ID(id).Class("name-ask-name").Type("text").Value(draft).MaxLength(save.MaxNameRunes).
				Attr("autocomplete", "nickname").
				OnInput(func(ctx app.Context, e app.Event) {
					t.naming.draft, t.naming.typed = ctx.JSSrc().Get("value").String(), true
				}),
			app.Button().Type("submit").Class("button", "primary", "name-ask-ok").Text("Use this name"),
		),
		app.P().Class("hint").Text("Asked once: Settings keeps it for your next games. This device still calls you “You”."),
		page.Notice("error", t.naming.problem),
	)
}
