// Package icons holds Craft & Conquer's pictures: the glyphs of its
// soldiers, Settlements, goods, cards and marks, drawn on the map (Draw)
// or inline beside words (Inline, Count, Cost), and the game's emblem for
// the Home screen. It uses the board contract (app/board) and the engine's
// types; it is the lowest of the board's packages and imports none of
// them.
package icons
