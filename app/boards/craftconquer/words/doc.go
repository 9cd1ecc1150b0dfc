// Package words says Craft & Conquer's things in words, the same on the
// mats, in the prompts and on the rules page: goods, prices and what a
// player lacks to pay one, Objective cards and their ribbons, when an
// Action card may be played, and a sentence's capital letter. It uses the
// board contract (app/board) and the engine's types; it imports none of
// the board's packages.
package words
