// Package battlemerchants is Battle Merchants at the table: Game, which
// joins the engine to its board, rules reference, log sentences, emblem,
// legend and lesson, and the board itself, drawn from board.Props and
// taking the player's input: the map of Regions, Battlefields and races
// with its Weapon Spaces and Demand Tokens (laid out wide or, on a narrow
// screen, unrolled), the sale chooser, the card display or 2-player side
// board, the players' mats and panels, the war report, the turn's buttons,
// and the marks of what changed since the viewer last moved.
//
// Its sub-packages, lowest first:
//   - icons: the game's icons and emblem;
//   - words: the game in words, labels, prompt, refusals and the log's
//     sentences;
//   - guide: the rules reference, the legend and map's key, the lesson and
//     its ending (uses icons and words).
//
// This package uses all three, the shared board kit (tabula/app/board) and
// the engine; none of them uses it (TestSubPackageUses checks the uses).
package battlemerchants
