// Package icons is Crown of Emara's pictures: the symbols of the one hidden
// sprite the table draws (Sprite), the ways to place them in the board's
// SVG and in the HTML of the mats and panels (Use, Icon, Pic, Chip, Cost,
// SVGCost), the symbol of each resource, Location, card and reward, the
// picture a lesson's words name (LessonIcon), and the key to them that the
// status bar's "?" opens (Legend).
//
// It owns the symbols and their names. It may use app/board, engines/emara
// and app/boards/emara/words (a cost's picture is named in its words); it
// never imports the game's board package, which uses it.
package icons
