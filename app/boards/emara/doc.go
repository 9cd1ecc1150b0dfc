// Package emara is Crown of Emara at the table: Game(), which plugs the
// game into the app (its engine, board, rules, log, lesson, setup and solo
// records), and the board itself: the table's drawing (the two rings, the
// Nobility and round panels, the score track, each seat's mat) and its
// input (targets, the chooser, refusals and the prompt), read from the
// engine's state.
//
// Its sub-packages each hold one part of the game's interface, and the
// uses run one way, from this package down:
//
//   - words: the game's things in words (costs, Advisors, Events,
//     Locations) and the rules reference; it uses no other sub-package.
//   - icons: the game's pictures, their sprite and their legend; uses words.
//   - solo: the new-game form (the Buildings' start, the solo mode), the
//     solo records and their page; uses no other sub-package.
//   - narrate: the log's sentences; uses words.
//   - lesson: the lesson and its ending; uses solo.
//   - emaratest: what the tests of all of them share; imported by tests
//     only.
//
// TestSubPackageUses checks these uses. This package may use all of
// them, app/board and the engines; none of them imports it. It never
// imports another game's board or a room of the app.
package emara
