// Package coincrown is Coin & Crown at the table (Game): the board drawn
// from the position as SVG and HTML — the centre of the table with the
// Market, the Upgrade and Kingdom cards and the territories, each player's
// mat, the cards' printed faces and the drawn pieces — the targets that
// play its legal moves, the status bar's instruction for the decision under
// way, why the rules refuse a target, the marks of the others' moves, the
// log's words for what a move did beyond itself, the rules reference and
// the legend, and the lesson with its ending.
//
// It uses only the board contract (app/board) and its engine
// (engines/coincrown), as every game's board does; its stylesheet is
// coincrown.css beside it.
package coincrown
