// Package layout places Craft & Conquer's map in its drawing: the centre
// and hexagon of every space (pointy-topped, HexSize from centre to
// corner), the edges between neighbours, the band under the spaces where
// the dice of a fight lie, the drawing's viewBox, the engine's six
// directions, and the arrow drawn from one space towards another. It uses
// the board contract (app/board) and the engine's types; it imports none
// of the board's packages.
package layout
