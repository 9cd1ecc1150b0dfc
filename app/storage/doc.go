// Package storage keeps saved games in the browser's local storage: one key
// per game holding the engines/save encoding, an index that lists them
// quickly (checked against the saves, never trusted), the record of which
// game forked from which, and the key of each game's analysis, removed with
// it. It lists the games a slice at a time, opens them, writes a new
// version only over the one this tab read (ErrConflict otherwise) and
// keeps the previous save when a write fails (ErrStorage).
//
// It owns that layout and the sentences that say why a stored game cannot
// be opened. It may use app/board (ErrStorage is the boards' own),
// app/seating (an entry names the seats as this device does) and the
// engines; it never imports tabula/app, which hands it the way to open a
// game (Store.Prepare) and the browser's storage (KV).
package storage
