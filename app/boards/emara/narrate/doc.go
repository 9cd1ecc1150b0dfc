// Package narrate is the log's sentences for Crown of Emara: what a move
// did beyond itself, from the positions around it and the events the
// engine reported (Move), so that nothing happens silently.
//
// It owns those sentences. It may use app/board (the log's ways of naming
// seats), engines, engines/emara and app/boards/emara/words (the game's
// things in words); it never imports the game's board package, which
// hands Move to the table as the game's narration.
package narrate
