// Package craftconquer is Craft & Conquer: Medieval at the table (Game):
// the board's drawing and input for the game, the map with its pieces,
// selection, targets and marks of the last moves, the players' mats and
// the panels over the map, the prompts and the words for what is on the
// map. It composes its sub-packages, which never import it:
//
//   - icons: the game's glyphs, inline icons and emblem;
//   - words: goods, prices, Objectives and card timings in words;
//   - layout: where each space lies in the drawing, its hexagon, the dice
//     band, the directions and the arrow between spaces;
//   - places: the names players give spaces and Settlements, and moves
//     described with them (uses layout);
//   - dice: the Movement die and the combat dice, drawn and in words
//     (uses layout);
//   - narrate: the log's sentences for what a move set off (uses places,
//     dice and words);
//   - guide: the rules page, the legend, the lesson and its ending (uses
//     icons and words);
//   - playtest: games started and played for the tests of all of them.
//
// Between the sub-packages uses run only as listed (TestSubPackageUses).
// Like every board, it uses the board contract (app/board) and the
// engines, never another room of the app.
package craftconquer
