package board

import (
	"errors"
	"net/url"
	"strings"
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/engines"
	"tabula/engines/save"
)

// Storage is the browser's local storage as the app lends it to a game's
// own parts (its setup, its records): values are stored as JSON. A failed
// write (a full quota) is an error.
type Storage interface {
	Set(k string, v any) error
	Get(k string, v any) error
	Del(k string)
	Contains(k string) bool
}

// ErrStorage wraps every failure to write local storage (most often a
// full quota), in the app and in a game's own records.
var ErrStorage = errors.New("could not write to this browser's storage")

// Setup is a game's own part of the new-game form, such as Crown of Emara's
// Buildings' start and solo mode. Its fields change through its own
// handlers; the form asks it about the player count and variants chosen.
type Setup interface {
	// Render draws its fields.
	Render(players int, variants []string) app.UI
	// Problems lists what is wrong with its fields, in plain words.
	Problems(players int, variants []string) []string
	// Begin is told that the game is set up and saved as id with state st:
	// it may make the first decisions the form chose (play applies one) and
	// note in kv what it needs later.
	Begin(kv Storage, id string, st engines.State, players int, variants []string, play func(engines.Action) error) error
}

// Page is a screen of a game's own, such as its solo records: the app
// routes Path to it and draws Content, with Title as its heading, in the
// app's frame.
type Page struct {
	Path    string
	Title   string
	Content func(kv Storage) app.UI
}

// Extras are the parts of a game beyond its table, all optional.
type Extras struct {
	// NewSetup makes the game's part of the new-game form from what is
	// stored and the setup screen's query; players is the player count the
	// query asks for (a solo mode), or 0.
	NewSetup func(kv Storage, q url.Values) (form Setup, players int)
	// Finished is told about a finished game at the table (saved as id) and
	// returns what to show with the result (a solo record kept) and whether
	// to try again later (a write that failed); nil for nothing.
	Finished func(kv Storage, id string, st engines.State, seats []save.Seat) (note app.UI, retry bool)
	// Pages are the game's own screens.
	Pages []Page
}

// Href is the URL of an app path (with its query) under the site's base
// path, e.g. "/tabula/saved" for "/saved".
func Href(path string) string { return basePath() + path }

// basePath is the site's base path without its final slash. It is read
// once: in the browser each read is two calls into JavaScript, and the
// table draws a dozen links on every render.
var basePath = sync.OnceValue(func() string {
	return strings.TrimSuffix(app.Getenv("GOAPP_ROOT_PREFIX"), "/")
})

// Notice is a message box: kind "error" is announced at once (role alert),
// anything else politely (role status); nothing for no text.
func Notice(kind, text string) app.UI {
	if text == "" {
		return nil
	}
	role := "status"
	if kind == "error" {
		role = "alert"
	}
	return app.P().Class("notice", "notice-"+kind).Role(role).Text(text)
}
