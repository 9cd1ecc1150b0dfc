// Package guide holds what explains Battle Merchants to a player beside
// the board: the rules reference with its card almanac (Rules), the key to
// the table's icons behind the status bar's "?" (Legend) and the map's key
// (MapKey), and the lesson with its ending (Lesson, LessonIcon).
//
// It may use the shared board kit (tabula/app/board), the Battle Merchants
// engine, and the board's lower packages icons and words; the board
// package uses it, and it never uses the board package.
package guide
