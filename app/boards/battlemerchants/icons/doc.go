// Package icons holds the icons of Battle Merchants' table: the weapons'
// and races' marks, the Demand Tokens' faces, the battle, coin, anvil,
// tile, Reward tile and card signs as SVG paths and small inline icons,
// and the game's emblem for the Home screen.
//
// It may use the shared board kit (tabula/app/board), go-app and the
// Battle Merchants engine's types; it uses no other package of the board,
// and every other package of the board may use it.
package icons
