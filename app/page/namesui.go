package page

import (
	"cmp"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/seating"
	"tabula/engines/save"
)

// Players' names come from whoever set up the game, or from a share link
// or file: save.CleanName strips the characters that could reorder text
// when a name is accepted, and every place a name is shown isolates it in
// a <bdi>, so a name written right to left cannot reorder the words around
// it either.

// NameUI is a player's name, isolated from the text around it.
func NameUI(name string) app.UI { return app.Bdi().Text(name) }

// OwnerUI begins a phrase with a seat's name as an owner: "Your" for the
// seat named You, "Beatrix's" or "Thornwood Rangers'" otherwise, with the
// name isolated (NameUI).
func OwnerUI(name string) []app.UI {
	if name == board.You {
		return []app.UI{app.Text("Your")}
	}
	return []app.UI{NameUI(name), app.Text(strings.TrimPrefix(board.Possessive(name), name))}
}

// WithNames is a sentence built with players' names in it (the prompt, a
// verdict), with every occurrence of a seat's name isolated (NameUI); the
// words around them are plain text. Where names overlap the longest wins.
func WithNames(text string, seats []save.Seat) []app.UI {
	names := make([]string, 0, len(seats))
	for _, seat := range seats {
		if seat.Name != "" {
			names = append(names, seat.Name)
		}
	}
	slices.SortFunc(names, func(a, b string) int { return cmp.Compare(len(b), len(a)) })
	var out []app.UI
	for text != "" {
		at, name := -1, ""
		for _, n := range names {
			if i := strings.Index(text, n); i >= 0 && (at < 0 || i < at) {
				at, name = i, n
			}
		}
		if at < 0 {
			break
		}
		if at > 0 {
			out = append(out, app.Text(text[:at]))
		}
		out = append(out, NameUI(name))
		text = text[at+len(name):]
	}
	if text != "" {
		out = append(out, app.Text(text))
	}
	return out
}

// NameList is names separated by commas, each isolated.
func NameList(names []string) []app.UI {
	out := make([]app.UI, 0, 2*len(names))
	for i, n := range names {
		if i > 0 {
			out = append(out, app.Text(", "))
		}
		out = append(out, NameUI(n))
	}
	return out
}

// A person's name is theirs to give (Settings.Name): it is asked once, when
// a game first goes to another device, and names their seat in every game
// they create or join, so that the others' devices show it. On the
// person's own device, text speaks to their seat as "you" (board.You): the
// table's words are built for a seat named You, so the table shows each
// game with its seats as this device sees them (seating.Seen).

// NameRefused says why a name a person gave themselves was not kept
// (settings.PersonName is ""): You, or nothing left once cleaned.
func NameRefused(name string) string {
	if seating.IsYou(save.CleanName(name)) {
		return "“You” is what your own device calls you: give the name your friends know you by."
	}
	return "A name needs at least one letter, digit or sign."
}
