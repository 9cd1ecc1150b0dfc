// Package words holds Battle Merchants in words, as the table reads it out:
// the labels of the map's Weapon Spaces and Demand Tokens, the printed
// cost and gold of the cards, the status bar's prompt, why a target is
// refused, the Seasons' names and how a Season's end stands, the names of
// the card display's boxes and the 2-player side board's links (Box,
// SideBoardLink), and the log's sentences: Narrate, which tells what the
// rules did by themselves after a move, and WarSummary, the war report's
// lines.
//
// It may use the shared board kit (tabula/app/board: mentions, plurals,
// Props) and the Battle Merchants engine, and no other package of the
// board: with icons it is the board's lowest, and the guide and the board
// package use it.
package words
