package battlemerchants

import "fmt"

// Refusals: why the player to move may not make the move a place of the
// table stands for (a Weapon Space, a Craft or Kingdom card of the row),
// in a sentence to that player, by the tests Legal makes. Each is "" when
// such a move is legal there (TestRefusalsAgreeWithLegal), so a table that
// shows them gives the engine's own reason, never one of its own.

// SaleRefusal says why the player to move may not sell onto Weapon Space
// space now (rules, Regions and Battlefields; Selling Weapons), or "" when
// a sale there (or a Craft Bonus forge-and-sell) is legal.
func (s *State) SaleRefusal(space int) string {
	if s.Ended || space < 0 || space >= len(s.Spaces) {
		return ""
	}
	switch {
	case s.Spaces[space].Owner != Empty:
		return "This Weapon Space is already sold: each space takes one weapon."
	case s.Tokens[space/2] == TokenLocked:
		return s.lockedReason(space)
	}
	if why := s.busy(); why != "" && s.Phase != PhaseSell {
		return why
	}
	for q := range Quality(NumQualities) {
		if s.isLegal(Sell(space, q)) || s.isLegal(ForgeSell(space, q)) {
			return ""
		}
	}
	return fmt.Sprintf("You have no %s to sell: forge one first.", s.spaceWeapon(space))
}

// lockedReason is why locked space waits: its Demand Token turns face up
// only when the token of the Battlefield before it, in its Region, leaves
// with weapons on both its spaces (rules, Selling Weapons step 4: "flip
// over the Demand Token in the next Battlefield of that Region"), and that
// token may itself still be locked.
func (s *State) lockedReason(space int) string {
	r, bf := space/SpacesPerRegion, space%SpacesPerRegion/2
	region := s.regions()[r].Region
	if bf == 0 { // the first token starts face up and never locks again
		return "Locked by a face-down Demand Token."
	}
	if s.Tokens[r*Battlefields+bf-1] == TokenLocked {
		return fmt.Sprintf("Locked by a face-down Demand Token: it turns face up once the token of Battlefield %d in the %s, itself locked now, leaves with weapons on both its spaces.", bf, region)
	}
	return fmt.Sprintf("Locked by a face-down Demand Token: it turns face up once both spaces of Battlefield %d in the %s are sold and that Battlefield's token leaves.", bf, region)
}

// LearnRefusal says why the player to move may not learn the Craft card
// in slot of the row now (rules, Learn Craft; Craft Cards), or "" when it
// may (or the slot is empty).
func (s *State) LearnRefusal(slot int) string {
	if s.Ended || slot < 0 || slot >= len(s.CraftRow) || s.CraftRow[slot] < 0 || s.isLegal(Learn(slot)) {
		return ""
	}
	if why := s.busy(); why != "" {
		return why
	}
	cost, gold := s.craftCost(s.Current, CraftCards[s.CraftRow[slot]]), s.Seats[s.Current].Gold
	return fmt.Sprintf("This card costs you %d gold; you have %d.", cost, gold)
}

// KingdomRefusal says why the player to move may not take the Kingdom card
// in slot of the row now (rules, Take Kingdom Card; Kingdom Card
// Durations), or "" when they may (or the slot is empty).
func (s *State) KingdomRefusal(slot int) string {
	if s.Ended || slot < 0 || slot >= len(s.KingdomRow) || s.KingdomRow[slot] < 0 || s.isLegal(TakeKingdom(slot)) {
		return ""
	}
	if why := s.busy(); why != "" {
		return why
	}
	k, p := s.Kingdom(s.KingdomRow[slot]), &s.Seats[s.Current]
	switch {
	case k.Duration == Final && p.FinalUsed:
		return fmt.Sprintf("You have used %s since the last sale: it may be used again once a weapon has been sold.", k.Name)
	case (k.Duration == Permanent || k.Duration == End) && len(p.Kingdom) >= KingdomLimit[s.Season]:
		return fmt.Sprintf("You have %d Kingdom cards, the most allowed in %s; only Immediate cards and Final ones, which never go in front of you, can be taken.",
			len(p.Kingdom), s.SeasonName())
	}
	return fmt.Sprintf("This card costs %d gold; you have %d.", -k.Gold, p.Gold)
}

// busy says why only the action under way can go on: a Forge action's run,
// a Kingdom card's sales, Extra-Crafty's free card; "" at the start of a
// turn.
func (s *State) busy() string {
	switch s.Phase {
	case PhaseForge:
		return "You are forging: stop forging first (your turn then ends)."
	case PhaseSell:
		return "You are selling with a Kingdom card: sell or stop selling."
	case PhaseFreeCraft:
		return "Extra-Crafty: choose a Craft card or take none."
	}
	return ""
}
