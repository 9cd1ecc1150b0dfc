package battlemerchants

import (
	"testing"

	"tabula/app/board/boardtest"
)

// TestSubPackageUses: the board's sub-packages use one another only
// downwards, as their package comments say, and never the board itself.
func TestSubPackageUses(t *testing.T) {
	boardtest.SubPackageUses(t, "tabula/app/boards/battlemerchants", map[string][]string{
		"icons": {},
		"words": {},
		"guide": {"icons", "words"},
	})
}
