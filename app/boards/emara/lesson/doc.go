// Package lesson is Crown of Emara's lesson: its first two rounds played
// alone against Victoria (FirstRounds), step by step in the rulebook's
// words, and its ending, a later game's last turn to the final score.
//
// It owns the lesson's steps, seed and scripted moves. It may use
// app/board (the lesson's form), engines/emara, engines/save (the lesson's
// seat) and app/boards/emara/solo (the first game it offers starts on the
// Buildings' start recommended for a first game); its tests also use
// app/boards/emara/words and app/boards/emara/emaratest. It never imports
// the game's board package, which hands FirstRounds to the table and tests
// the lesson's targets on the board.
package lesson
