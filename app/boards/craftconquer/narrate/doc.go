// Package narrate writes the log's sentences for Craft & Conquer: what a
// move set off beyond itself (Move), from the engine's events, naming
// places as players do and players by the table's mentions. It uses the
// place names (package places), the dice in words (package dice), the
// game's words (package words), the board contract (app/board) and the
// engine; it draws nothing.
package narrate
