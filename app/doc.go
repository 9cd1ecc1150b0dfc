// Package app is the Tabula user interface: go-app v10 components shared by
// the WebAssembly main (cmd/web) and the static-site generator (cmd/static),
// which pre-renders every route natively.
//
// # Screens and routes
//
//	/              Home: the games, Continue, and opening "#s=…" share links
//	               (and the links of games by link)
//	/new?game=ID   the setup of a new game
//	/play?id=ID    the table of a saved game
//	/saved         saved games: resume, delete, share, export, import
//	/settings      theme, player colours, animation, computer pace
//	/GAME-PAGE     a game's own pages (board.Extras), such as Crown of Emara's
//	               solo records: highscores and the Campaign
//
// Links carry the site's base path (GOAPP_ROOT_PREFIX), so the app works
// from a sub-path such as /tabula/.
//
// # The table and game boards
//
// The table (app/table) works for any engine through the engines contract
// alone; a game-specific drawing plugs in through Board (board.Props), a
// lesson and play with friends through table.Lesson and table.Friends,
// which this package's routes give it (house.gameTable).
//
// # Games by link
//
// A seat may be a friend on a device of their own (save.Friend): each device
// keeps one copy of the game with its own seat as the person's, the table
// offers the link for the friend to move (share sheet, copy, QR code), and
// Home takes links in by the rules of engines/save (moved on, behind,
// forked, refused when they play this device's seat); see app/friends
// and homelinks.go.
//
// # Storage
//
// Saved games live in local storage, one key per game (the engines/save
// encoding) plus an index; see app/storage. A failed write keeps the
// previous save and is reported to the player.
//
// # Rooms
//
// Capabilities live in packages of their own under app/, which never
// import this package (a repository test checks each one's uses); this
// package composes them into pages and routes:
//
//	app/table       the page that plays a game, and what plugs into it
//	app/lessons     a game learned step by step at the table
//	app/friends     play with friends: games by links, live play, names
//	app/page        the frame, paths, dialogs and words every page draws with
//	app/session     a game being played: the games, its log, undo, autosave
//	app/storage     saved games in local storage: the index, listing, forks
//	app/settings    the player's preferences, their defaults and their key
//	app/seating     a game's seats as this device names them (You)
//	app/computer    a computer seat's levels and its thinking in slices
//	app/review      a game move by move, and the computer's analysis of it
//	app/searchpool  the computer players' search workers
//	app/gain        what a suggested move gains, in words
//	app/qrcode      a link drawn as a QR code
//
// The boards (app/board, app/boards/...) use only the board contract and
// the engines.
package app
