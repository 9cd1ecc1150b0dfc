package session

import (
	"slices"

	"tabula/app/board"
	"tabula/app/computer"
	"tabula/app/settings"
	"tabula/app/storage"
	"tabula/engines"
	"tabula/engines/save"
)

// Games is the playable games, each with its board, in the order Home
// shows them. Register makes the app's one Games from the games it is
// given; pages and the functions that open a game are handed it.
type Games []board.Game

// Table finds a playable game's board by the game's ID.
func (r Games) Table(id string) (board.Game, bool) {
	i := slices.IndexFunc(r, func(g board.Game) bool { return g.ID() == id })
	if i < 0 {
		return board.Game{}, false
	}
	return r[i], true
}

// Lookup finds a playable game's engine by ID.
func (r Games) Lookup(id string) (engines.Game, bool) {
	g, ok := r.Table(id)
	return g.Engine, ok
}

// Playable is what the app can show and play, for save.Check: the bots'
// levels and the palette's colours.
func Playable() save.Playable {
	return save.Playable{Levels: computer.Levels(), Colours: settings.Colours}
}

// Prepare finds the game of a save and checks its setup and seats
// (save.Check), the same way for a link, a file and a stored game. The
// Save returned is a copy with its names cleaned.
func Prepare(games Games, s *save.Save) (*save.Save, engines.Game, error) {
	g, err := save.Find(s, games.Lookup)
	if err != nil {
		return nil, nil, err
	}
	s, err = save.Check(s, g.Info(), Playable())
	if err != nil {
		return nil, nil, err
	}
	return s, g, nil
}

// Store is the saved games in local storage with the games they are
// opened with (Prepare).
type Store struct {
	storage.Store
	Games Games
}

// StoreFor is the store of the saved games in kv, opened with games.
func StoreFor(kv storage.KV, games Games) Store {
	prep := func(s *save.Save) (*save.Save, engines.Game, error) { return Prepare(games, s) }
	return Store{Store: storage.Store{KV: kv, Prepare: prep}, Games: games}
}

// Name is the display name of a game ID: the ID itself for a game this
// build does not have.
func (r Games) Name(id string) string {
	if g, ok := r.Lookup(id); ok {
		return g.Info().Name
	}
	return id
}
