// Package words is Crown of Emara's things in words: costs, what is owed of
// a payment, the Advisors and their abilities, the Events, the Favor
// Tokens' rewards and the Locations' actions, as the table, the log and the
// rules say them; and the rules reference (Rules), the rules as Tabula plays
// them with an almanac read from the engine's data.
//
// It owns those sentences. It may use app/board (the shared ways of writing
// lists, plurals and the rules' sections) and engines/emara; it imports no
// other package of the game's board, all of which may use it.
package words
