// Package dice draws Craft & Conquer's dice and says them in words: the
// Movement die's pips, the combat dice of a fight as the chooser's rows
// (SideRow) and as the tray under the map with the arrow of the attack
// (FightPiece), which fight is shown (ShownFight), and a side's roll in
// words (FacesText). It uses the map's geometry (package layout), the
// board contract (app/board) and the engine; it imports no other of the
// board's packages.
package dice
