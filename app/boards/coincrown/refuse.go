package coincrown

import (
	"fmt"

	"tabula/app/board"
	cc "tabula/engines/coincrown"
)

// Why the rules refuse a target the player may try: a card too dear, a
// Land too strong, an upgrade that cannot be covered, an exchange the Mint
// will not make. The board asks only on the viewer's own turn between
// actions, when such a target would otherwise be a choice; each reason
// gives the numbers the player needs to see it.

// refusing reports whether the board explains refused targets now: the
// viewer chooses, and no payment, conquest, upgrade or Church visit is
// under way.
func refusing(p board.Props, s *cc.State) bool {
	return len(p.Legal) > 0 && s.Current == p.Viewer && (s.Phase == cc.PhaseMain || s.Phase == cc.PhaseAfter)
}

// deciding reports whether the viewer is to make a decision now.
func deciding(p board.Props, s *cc.State) bool {
	return len(p.Legal) > 0 && p.Viewer == s.ToMove()
}

// refusal is why, for a place of the table that is no target now, while
// the viewer decides: why's reason when it gives one, else that the place
// is no choice now and what the decision is (the prompt); nil when the
// viewer does not decide.
func refusal(p board.Props, s *cc.State, why func() string) func() string {
	if !deciding(p, s) {
		return nil
	}
	return func() string {
		if why != nil {
			if r := why(); r != "" {
				return r
			}
		}
		return board.NotAChoice(prompt(p, s))
	}
}

// canAct reports whether the player to move may still take an action this
// turn: the turn's own, or one from a Fortress.
func canAct(s *cc.State) bool {
	if s.Phase == cc.PhaseMain || s.Extra > 0 {
		return true
	}
	for _, c := range s.Seats[s.Current].Cards {
		if cc.MarketCards[c.ID].Type == cc.Fortress && !c.Exhausted && !c.Retired {
			return true
		}
	}
	return false
}

// actionTaken is why no second action is possible this turn.
const actionTaken = "You have taken this turn's action (a ready Fortress would give another): end your turn"

// tooDear is why a price cannot be paid: "The Armor costs 1 Silver, 1
// Bronze (worth 4); your Income is worth 3".
func tooDear(what string, cost cc.Coins, income int) string {
	return fmt.Sprintf("%s costs %s (%s); your Income is %s", what, cost, worth(cost.Value()), worth(income))
}

// buyRefusal is why the card in row d's slot cannot be bought now.
func buyRefusal(s *cc.State, d cc.Denom, slot int) string {
	if !canAct(s) {
		return actionTaken
	}
	mc := cc.MarketCards[s.Rows[d][slot].Card]
	return tooDear("The "+mc.Type.String(), mc.Cost, s.Seats[s.Current].Income.Value())
}

// drawRefusal is why row d's deck cannot be drawn from now.
func drawRefusal(s *cc.State, d cc.Denom) string {
	if !canAct(s) {
		return actionTaken
	}
	return tooDear("Drawing from the "+d.String()+" deck", cc.DrawCost[d], s.Seats[s.Current].Income.Value())
}

// diplomacyRefusal is why the top Land of deck k cannot be won by
// diplomacy now.
func diplomacyRefusal(s *cc.State, k cc.LandKind) string {
	if !canAct(s) {
		return actionTaken
	}
	return tooDear("Diplomacy with the "+k.String(), cc.DiplomacyCost[k], s.Seats[s.Current].Income.Value())
}

// overseasReach is the most Battle Strength the Overseas Market can still
// add this turn: an item the player can pay for or reach with the token.
func overseasReach(s *cc.State) int {
	if s.Overseas {
		return 0
	}
	p := &s.Seats[s.Current]
	best := 0
	for _, it := range cc.OverseasItems {
		if it.Strength > 0 && (p.Income.Value() >= it.Level*cc.AdvanceCost || int(p.Overseas) >= it.Level) {
			best = max(best, it.Strength)
		}
	}
	return best
}

// forceRefusal is why the top Land of deck k cannot be attacked now.
func forceRefusal(s *cc.State, k cc.LandKind) string {
	if !canAct(s) {
		return actionTaken
	}
	def := cc.LandCards[s.TopLand(k)].Defense
	army, more := s.ArmyStrength(s.Current), overseasReach(s)
	if s.Overseas {
		return fmt.Sprintf("The %s's defense is %d; your ready Military reaches %d, and you have visited the Overseas Market this turn", k, def, army)
	}
	return fmt.Sprintf("The %s's defense is %d; your ready Military reaches %d and the Overseas Market can add %d", k, def, army, more)
}

// upgradeRefusal is why the viewer's land-th Land cannot be upgraded now.
func upgradeRefusal(s *cc.State, land int) string {
	if !canAct(s) {
		return actionTaken
	}
	p := &s.Seats[s.Current]
	l := p.Lands[land]
	if l.Level+1 < cc.City && !cc.HasUpgradeCard(l) && s.UpgradeCards == 0 {
		return "No Land Upgrade Card is left in the supply"
	}
	needs, _ := s.UpgradeBracket(s.Current, land)
	var ready [cc.NumResources]int
	for _, c := range p.Cards {
		if r := cc.Types[cc.MarketCards[c.ID].Type].Produces; r != cc.NoResource && !c.Exhausted && !c.Retired {
			ready[r]++
		}
	}
	var short [cc.NumResources]int
	for r := range needs {
		short[r] = max(needs[r]-ready[r], 0)
	}
	return fmt.Sprintf("To become a %s it needs %s; your ready cards leave %s, more than your Builders and one Overseas item can give",
		l.Level+1, needsWords(needs), needsWords(short))
}

// mintRefusal is why the Imperial Mint will not exchange from-coins for
// to-coins now.
func mintRefusal(s *cc.State, from, to cc.Denom) string {
	p := &s.Seats[s.Current]
	switch {
	case s.MintLeft:
		return "You have left the Imperial Mint this turn: one visit a turn"
	case s.Minted&(1<<(int(to)*cc.NumDenoms+int(from))) != 0:
		return "That would undo an exchange of this visit"
	case to > from && p.Income[from] < cc.MintRate:
		return fmt.Sprintf("It takes %d %s from your Income; you have %d", cc.MintRate, from, p.Income[from])
	case to > from:
		return fmt.Sprintf("The supply has no %s left", to)
	case p.Income[from] == 0:
		return fmt.Sprintf("There is no %s in your Income", from)
	}
	return fmt.Sprintf("The supply has fewer than %d %s", cc.MintRate, to)
}
