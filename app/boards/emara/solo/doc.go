// Package solo is Crown of Emara's part of the new-game form and its solo
// game against Victoria: the Buildings' start every game begins with (the
// setup Event card's number, the one recommended for a first game, or one
// chosen), the solo mode for one player (Beat the Highscore or the
// Campaign), the solo records kept in the browser's storage, what a solo
// game's end records and says (Finished), and the screen of the records
// (Page).
//
// It owns the records' layout and their key in storage. It may use
// app/board, engines, engines/emara and engines/save (a finished game's
// seats); it imports no other package of the game's board, and the lesson
// and the board package use it.
package solo
