// Package guide teaches and explains Craft & Conquer: the rules reference
// page with its almanac of the reconstructed components (Rules), the key
// to the table's icons (Legend), and the lesson that plays a short game
// with Godfrey, with its ending (Lesson, LessonIcon). It uses the game's
// icons (package icons) and words (package words), the board contract
// (app/board) and the engine; it imports no other of the board's
// packages.
package guide
