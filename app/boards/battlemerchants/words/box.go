package words

import (
	"fmt"

	bm "tabula/engines/battlemerchants"
)

// Box names a box of the card display: Kingdom box or Craft box Slot
// (0-based; the side board prints them 1 to 5).
type Box struct {
	Kingdom bool
	Slot    int
}

// String is the box's printed name, "Kingdom 1" or "Craft 5".
func (b Box) String() string {
	if b.Kingdom {
		return fmt.Sprintf("Kingdom %d", b.Slot+1)
	}
	return fmt.Sprintf("Craft %d", b.Slot+1)
}

// SideBoardLink is the box joined to b by a black line on the 2-player side
// board: taking the card in one discards the other (see the engine's
// RULES.md, "Reconstructed data": Kingdom k with Craft k, Craft 4 with
// Craft 5). A test checks it against the engine's own discards.
func SideBoardLink(b Box) Box {
	switch {
	case b.Kingdom:
		return Box{false, b.Slot}
	case b.Slot < bm.KingdomRowSize:
		return Box{true, b.Slot}
	case b.Slot == 3:
		return Box{false, 4}
	}
	return Box{false, 3}
}
