package coincrown

import (
	"fmt"
	"strings"

	"tabula/engines"
)

// Refusal says why the player to move may not take action a now, when a
// is a move the table offers a place for between the steps of a turn (a
// Market card, a Future Market deck, a way to conquer a Land, a Land to
// upgrade, an exchange at the Imperial Mint), in a sentence to that player
// that gives the numbers they need to see it, by the tests Legal makes.
// It is "" when a is legal, in the middle of a payment, a conquest, an
// upgrade or a Church visit, and for any other kind of move
// (TestRefusalAgreesWithLegal), so a table that shows it gives the
// engine's own reason.
func (s *State) Refusal(a engines.Action) string {
	if s.Ended || s.Phase != PhaseMain && s.Phase != PhaseAfter || s.isLegal(a) {
		return ""
	}
	h := s.summary(s.Current)
	p := &s.Seats[s.Current]
	income := p.Income.Value()
	switch a.Kind {
	case KindMint:
		if validDenom(a.A) && validDenom(a.B) && a.A != a.B {
			return s.mintRefusal(Denom(a.A), Denom(a.B))
		}
		return ""
	case KindBuy, KindDraw, KindDiplomacy, KindAttack, KindUpgrade:
	default:
		return ""
	}
	if !s.canAct(&h) {
		return "You have taken this turn's action (a ready Fortress would give another): end your turn"
	}
	switch a.Kind {
	case KindBuy:
		if !validDenom(a.A) || a.B < 0 || int(a.B) >= s.rowSize() || s.Rows[a.A][a.B].Card < 0 {
			return ""
		}
		mc := MarketCards[s.Rows[a.A][a.B].Card]
		return tooDear("The "+mc.Type.String(), mc.Cost, income)
	case KindDraw:
		switch {
		case !validDenom(a.A) || len(s.Decks[a.A]) == 0:
			return ""
		case s.Rules >= 3 && s.Peeked[a.A]&(1<<s.Current) != 0:
			return fmt.Sprintf("You have seen the top card of the %s deck with your Watchtower: a seen card is never drawn unseen; it is bought at its face value, in the Watchtower's turn only", Denom(a.A))
		}
		return tooDear("Drawing from the "+Denom(a.A).String()+" deck", DrawCost[a.A], income)
	case KindDiplomacy:
		if a.A < 0 || a.A >= NumLandKinds || !Diplomacy(LandKind(a.A)) || len(s.LandDecks[a.A]) == 0 {
			return ""
		}
		return tooDear("Diplomacy with the "+LandKind(a.A).String(), DiplomacyCost[a.A], income)
	case KindAttack:
		if a.A < 0 || a.A >= NumLandKinds || len(s.LandDecks[a.A]) == 0 {
			return ""
		}
		k := LandKind(a.A)
		def, army := LandCards[s.LandDecks[k][0]].Defense, s.ArmyStrength(s.Current)
		if s.Overseas {
			return fmt.Sprintf("The %s's defense is %d; your ready Military reaches %d, and you have visited the Overseas Market this turn", k, def, army)
		}
		return fmt.Sprintf("The %s's defense is %d; your ready Military reaches %d and the Overseas Market can add %d", k, def, army, s.overseasReach())
	}
	// KindUpgrade
	if a.A < 0 || int(a.A) >= len(p.Lands) || p.Lands[a.A].Level >= City {
		return ""
	}
	l := p.Lands[a.A]
	if needsUpgradeCard(l) && s.UpgradeCards == 0 {
		return "No Land Upgrade Card is left in the supply"
	}
	needs, _ := s.UpgradeBracket(s.Current, int(a.A))
	var short [NumResources]int
	for r := range needs {
		short[r] = max(needs[r]-int(h.producers[r]-h.exhausted[r]), 0)
	}
	return fmt.Sprintf("To become a %s it needs %s; your ready cards leave %s, more than your Builders and one Overseas item can give",
		l.Level+1, resourceWords(needs), resourceWords(short))
}

// tooDear is why a price cannot be paid: "The Armor costs 1 Silver, 1
// Bronze (worth 4); your Income is worth 3".
func tooDear(what string, cost Coins, income int) string {
	return fmt.Sprintf("%s costs %s (worth %d); your Income is worth %d", what, cost, cost.Value(), income)
}

// overseasReach is the most Battle Strength the Overseas Market can still
// add this turn: an item the player can pay for or reach with the token.
func (s *State) overseasReach() int {
	if s.Overseas {
		return 0
	}
	p := &s.Seats[s.Current]
	best := 0
	for _, it := range OverseasItems {
		if it.Strength > 0 && (p.Income.Value() >= it.Level*AdvanceCost || int(p.Overseas) >= it.Level) {
			best = max(best, it.Strength)
		}
	}
	return best
}

// mintRefusal is why the Imperial Mint will not exchange from-coins for
// to-coins now.
func (s *State) mintRefusal(from, to Denom) string {
	p := &s.Seats[s.Current]
	switch {
	case s.MintLeft:
		return "You have left the Imperial Mint this turn: one visit a turn"
	case s.Minted&mintBit(to, from) != 0:
		return "That would undo an exchange of this visit"
	case to > from && p.Income[from] < MintRate:
		return fmt.Sprintf("It takes %d %s from your Income; you have %d", MintRate, from, p.Income[from])
	case to > from:
		return fmt.Sprintf("The supply has no %s left", to)
	case p.Income[from] == 0:
		return fmt.Sprintf("There is no %s in your Income", from)
	}
	return fmt.Sprintf("The supply has fewer than %d %s", MintRate, to)
}

// resourceWords names resources in words ("Wheat, 2 Lumber and Ore"),
// "nothing" for none.
func resourceWords(n [NumResources]int) string {
	var parts []string
	for r := range Resource(NumResources) {
		switch {
		case n[r] == 1:
			parts = append(parts, r.String())
		case n[r] > 1:
			parts = append(parts, fmt.Sprintf("%d %s", n[r], r))
		}
	}
	switch len(parts) {
	case 0:
		return "nothing"
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}
