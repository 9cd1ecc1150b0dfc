package app

import (
	"cmp"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines/save"
)

// Players' names come from whoever set up the game, or from a share link
// or file: save.CleanName strips the characters that could reorder text
// when a name is accepted, and every place a name is shown isolates it in
// a <bdi>, so a name written right to left cannot reorder the words around
// it either.

// nameUI is a player's name, isolated from the text around it.
func nameUI(name string) app.UI { return app.Bdi().Text(name) }

// ownerUI begins a phrase with a seat's name as an owner: "Your" for the
// seat named You, "Beatrix's" or "Thornwood Rangers'" otherwise, with the
// name isolated (nameUI).
func ownerUI(name string) []app.UI {
	if name == board.You {
		return []app.UI{app.Text("Your")}
	}
	return []app.UI{nameUI(name), app.Text(strings.TrimPrefix(board.Possessive(name), name))}
}

// withNames is a sentence built with players' names in it (the prompt, a
// verdict), with every occurrence of a seat's name isolated (nameUI); the
// words around them are plain text. Where names overlap the longest wins.
func withNames(text string, seats []save.Seat) []app.UI {
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
		out = append(out, nameUI(name))
		text = text[at+len(name):]
	}
	if text != "" {
		out = append(out, app.Text(text))
	}
	return out
}

// nameList is names separated by commas, each isolated.
func nameList(names []string) []app.UI {
	out := make([]app.UI, 0, 2*len(names))
	for i, n := range names {
		if i > 0 {
			out = append(out, app.Text(", "))
		}
		out = append(out, nameUI(n))
	}
	return out
}
