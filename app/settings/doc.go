// Package settings is the player's preferences (theme, colours, animation,
// computer pace, the turn cue, live play's network, their own name): their
// options, their defaults, how an unknown or tampered value falls back to
// its default, and their one key in local storage; and the names of each
// palette's player colours, so that colour is never the only way a seat is
// told apart.
//
// It owns that data and its persistence; the Settings page that edits it
// stays in tabula/app. It may use app/seating (a name of You is none) and
// engines/save (names are cleaned as a save cleans them); it never imports
// tabula/app.
package settings
