// Package save stores Tabula games: the save envelope and its msgp codec,
// share links, validation and replay.
//
// A Save holds what is needed to rebuild a game exactly: the game's ID and
// RulesVersion, the config (players, seed, variants), the seats, and the
// action log, each action stored as its index in State.Legal() at that
// point. It also holds what the saved-games list shows without replaying
// (timestamps, a finished flag, a progress line). The log is authoritative:
// a game is always opened by replaying it (saves written by earlier versions
// also hold a snapshot of the state, which nothing reads any more).
// A game played as a lesson also names its lesson and the step the player
// is at (Lesson, LessonStep); a build without lessons reads it as an
// ordinary game.
//
// Three forms of the same envelope:
//
//   - Encode/Decode: the file form, Magic + FormatVersion + msgp. It is what
//     local storage keeps and what export/import writes and reads.
//   - Link/ParseLink: the share-link fragment, "s=" + base64url(LinkFormat +
//     deflate(file form without the cached state)).
//   - Replay/Walk: the live engines.State rebuilt from a Save.
//
// A game played by links (ByLink: some seats are Friends, each on a device
// of their own) has one copy per device; For makes the link that hands it
// to a seat, and SameGame, Compare, Place and Advance are the rules by
// which a device takes a link in: a link that extends its copy moves it on,
// an older one changes nothing, and a forked one is kept beside it.
//
// Everything that comes from outside is bounded before it is decoded,
// decoded into a fresh value and fully validated before it is returned;
// Check then checks its setup and seats against the game and what the app
// can play (cleaning names: CleanName), and Replay its log against the
// rules. Errors are *Error values that
// wrap one of the Err* sentinels and carry a sentence for the player (see
// Message). The package is pure Go and builds for GOOS=js GOARCH=wasm; it
// never reads the clock: callers pass times in Unix milliseconds.
//
// Typical use in the app:
//
//	s, st, err := save.Start(game, cfg, seats, now) // a new game
//	step, err := engines.Play(st, a)                // each move, applied once,
//	err = s.Append(step)                            //   logged by its index
//	s.Update(st, now)                               // then autosave:
//	b, err := save.Encode(s)                        //   bytes for local storage
//
//	s, err = save.Decode(b)            // the app's own save, a file,
//	s, err = save.ParseLink(fragment)  // or a link ...
//	s, err = save.Check(s, info, p)    // ... has a setup the app can play, names cleaned ...
//	st, err = save.Replay(s, game)     // ... and is replayed before it is offered
//	st, err = save.WalkSteps(s, game, visit) // or replayed with each move's Step
package save
