// Package seating names a game's seats as this device sees them. A person's
// name is theirs to give, and names their seat on every device; on the
// person's own device, text speaks to their seat as "you" (board.You), so
// the interface shows each game with its seats as Seen names them: the
// device's own seat You, and any other seat still named You a name of its
// own (Free), so that nothing on this device calls another person "you".
//
// It owns that naming only, on engines/save's seats. It may use app/board
// (for board.You) and engines/save; it never imports tabula/app.
package seating
