// Package playtest starts Craft & Conquer games and plays them as an
// eager player would, and checks what the table writes of them, for the
// tests of the board (app/boards/craftconquer) and its sub-packages. It
// uses the engine and the board contract's test helpers, nothing of the
// board's packages.
package playtest
