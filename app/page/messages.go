package page

import (
	"errors"

	"tabula/app/storage"
	"tabula/engines/save"
)

// StorageMessage is the sentence to show for a failure to store a game.
func StorageMessage(err error) string {
	if errors.Is(err, storage.ErrStorage) {
		return "This browser's storage for Tabula is full, so the game could not be saved. " +
			"Your last saved position is kept; delete old games under Saved games to make room."
	}
	return save.Message(err)
}
