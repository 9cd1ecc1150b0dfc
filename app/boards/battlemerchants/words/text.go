package words

import (
	"fmt"
	"strings"

	"tabula/app/board"
	bm "tabula/engines/battlemerchants"
)

// ownerText says whose weapon is on a space.
func ownerText(p board.Props, sp bm.Space, w bm.Weapon) string {
	switch sp.Owner {
	case bm.Empty:
		return ""
	case bm.Steve:
		return fmt.Sprintf("Salesman Steve's Standard %s", w)
	}
	return fmt.Sprintf("%s %s %s", p.Owner(int(sp.Owner)), sp.Quality, w)
}

// SpaceLabel describes a Weapon Space in words: where it is, what it asks
// for, and what is on it.
func SpaceLabel(p board.Props, s *bm.State, space int) string {
	where := SpaceWhere(s, space)
	w := s.SpaceWeapon(space)
	sp := s.Spaces[space]
	switch {
	case sp.Owner != bm.Empty:
		return where + ". Sold: " + ownerText(p, sp, w) + "."
	case s.SpaceOpen(space):
		return where + ". Open for sale."
	}
	return where + ". Locked by a face-down Demand Token."
}

// SpaceWhere says where a Weapon Space is and what it asks for:
// "Mountains, Battlefield 1: the Dwarves want an Axe".
func SpaceWhere(s *bm.State, space int) string {
	region := s.Regions()[space/bm.SpacesPerRegion].Region
	bf := space % bm.SpacesPerRegion / 2
	w := s.SpaceWeapon(space)
	return fmt.Sprintf("%s, Battlefield %d: the %s want %s %s", region, bf+1, s.SpaceRace(space), article(w.String()), w)
}

// article is "a" or "an" for a noun.
func article(noun string) string {
	if noun != "" && strings.ContainsRune("AEIOUaeiou", rune(noun[0])) {
		return "an"
	}
	return "a"
}

// TokenLabel describes the Demand Token of the Battlefield where is
// ("Mountains, Battlefield 1"), so that the map's tokens read apart.
func TokenLabel(t int8, where string) string {
	switch t {
	case bm.TokenOpen:
		return where + ": Demand Token face up (fire): both spaces may be sold to"
	case bm.TokenLocked:
		return where + ": Demand Token face down (lock): no sales here yet"
	}
	return where + ": Demand Token gone"
}

// CraftCostHelp explains a Craft Card's printed cost.
func CraftCostHelp(c bm.CraftCost) string {
	switch c {
	case bm.Times1:
		return "1 gold per Level you hold in its weapon"
	case bm.Times2:
		return "2 gold per Level you hold in its weapon"
	}
	return "free"
}

// CraftCost is a Craft Card's printed cost: "Free", "×1" or "×2".
func CraftCost(c bm.CraftCost) string {
	switch c {
	case bm.Times1:
		return "×1"
	case bm.Times2:
		return "×2"
	}
	return "Free"
}

// KingdomGold is the gold printed on a Kingdom Card, or "".
func KingdomGold(gold int) string {
	switch {
	case gold > 0:
		return fmt.Sprintf("+%d gold", gold)
	case gold < 0:
		return fmt.Sprintf("Pay %d gold", -gold)
	}
	return ""
}

// Prompt is the status bar's one instruction for the player to move
// (picked is the space whose sale chooser is open, or -1), or what the
// player to move is in the middle of when it is not the viewer's turn. It
// is "" when there is nothing to add to the table's own line.
func Prompt(p board.Props, s *bm.State, picked int) string {
	if s.Over() {
		return ""
	}
	who := p.SeatName(s.Current)
	if len(p.Legal) == 0 {
		switch s.Phase {
		case bm.PhaseForge:
			return fmt.Sprintf("%s is forging: up to %d more %s.", who, s.Left, board.Plural(s.Left, "weapon", "weapons"))
		case bm.PhaseSell:
			return fmt.Sprintf("%s is selling: up to %d more %s.", who, s.Left, board.Plural(s.Left, "weapon", "weapons"))
		case bm.PhaseFreeCraft:
			return fmt.Sprintf("%s is choosing a free Craft card.", who)
		}
		return ""
	}
	if picked >= 0 {
		return fmt.Sprintf("Choose how to sell in %s.", placeText(s, picked))
	}
	kinds := board.LegalKinds(p.Legal)
	switch s.Phase {
	case bm.PhaseForge:
		return fmt.Sprintf("Forge up to %d more %s, or stop forging. %s", s.Left, board.Plural(s.Left, "weapon", "weapons"), forgeNote(s))
	case bm.PhaseSell:
		return fmt.Sprintf("Sell up to %d more %s on the board, or stop selling.", s.Left, board.Plural(s.Left, "weapon", "weapons"))
	case bm.PhaseFreeCraft:
		return "Extra-Crafty: learn any face-up Craft card for free, or take none."
	}
	if kinds[bm.KindPass] > 0 {
		return "Nothing is possible this turn: pass."
	}
	// The instruction first and short, to be whole in a phone's status
	// bar; what the actions are after it.
	var parts, detail []string
	if kinds[bm.KindLearn] > 0 {
		parts = append(parts, "learn a Craft card")
	}
	if kinds[bm.KindForge] > 0 {
		parts = append(parts, "forge")
		detail = append(detail, fmt.Sprintf("forge up to %d weapons on your mat", bm.MaxForge))
	}
	if kinds[bm.KindSell]+kinds[bm.KindForgeSell] > 0 {
		parts = append(parts, "sell")
		detail = append(detail, "sell one on the board")
	}
	if kinds[bm.KindKingdom] > 0 {
		parts = append(parts, "take a Kingdom card")
	}
	line := "Your turn: " + board.JoinOr(parts) + "."
	if len(detail) > 0 {
		line += " " + strings.ToUpper(detail[0][:1]) + strings.Join(detail, "; ")[1:] + "."
	}
	if kinds[bm.KindForgeSell] > 0 {
		line += " Your Craft Bonus forges and sells at once."
	}
	if s.Trigger >= 0 {
		line += fmt.Sprintf(" Your last turn of %s.", Season(s.Season))
	}
	return line
}

// forgeNote tells the player in the middle of forging what stopping does:
// with the ordinary Forge action, how many weapons they have made (Kingdom
// card runs have other lengths).
func forgeNote(s *bm.State) string {
	made := bm.MaxForge - s.Left
	if s.StandardOnly || s.Mod != 0 || made < 1 {
		return "The turn ends when you stop forging."
	}
	return fmt.Sprintf("You have forged %d %s this turn; the turn ends when you stop.", made, board.Plural(made, "weapon", "weapons"))
}

// viewerDecides reports whether the viewer is deciding now, so that a
// refused target may say why.
func viewerDecides(p board.Props, s *bm.State) bool {
	return len(p.Legal) > 0 && p.Viewer == s.Current && !s.Over()
}

// RefusedSale says why the viewer cannot sell onto space now, while they
// decide: the engine's reason (bm.State.SaleRefusal), or "" when there is
// nothing to explain.
func RefusedSale(p board.Props, s *bm.State, space int) string {
	if !viewerDecides(p, s) {
		return ""
	}
	return s.SaleRefusal(space)
}

// RefusedCard says why the viewer cannot learn or take the card in box b
// now, while they decide: the engine's reason (bm.State.LearnRefusal,
// KingdomRefusal), or "".
func RefusedCard(p board.Props, s *bm.State, b Box) string {
	switch {
	case !viewerDecides(p, s):
		return ""
	case b.Kingdom:
		return s.KingdomRefusal(b.Slot)
	}
	return s.LearnRefusal(b.Slot)
}

// SeasonNames names the Seasons.
var SeasonNames = [bm.Seasons]string{"Spring", "Summer", "Autumn", "Winter"}

// SeasonEnd says how the current Season's end stands.
func SeasonEnd(s *bm.State) string {
	if s.Over() {
		return "The game is over."
	}
	if s.Trigger < 0 {
		left := bm.SeasonSpaces - s.SeasonArea[s.Season]
		return fmt.Sprintf("%d more Demand %s in the Season Area end %s.", left, board.Plural(left, "Token", "Tokens"), SeasonNames[s.Season])
	}
	return fmt.Sprintf("%s ends after %d more %s.", SeasonNames[s.Season], s.FinalTurns, board.Plural(s.FinalTurns, "turn", "turns"))
}
