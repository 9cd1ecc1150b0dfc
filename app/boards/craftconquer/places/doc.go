// Package places names Craft & Conquer's spaces as players name them,
// never by grid coordinates: by a Settlement beside them ("the forest east
// of your Village") or by their tile and where they lie on it ("the grass
// on the north edge of Whispering Wood"); it names the Settlements as
// landmarks, and rewrites the engine's descriptions of moves with those
// names and the table's mentions of seats (NameCache). It uses the map's
// geometry (package layout), the board contract (app/board) and the
// engine; it imports no other of the board's packages.
package places
