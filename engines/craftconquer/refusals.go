package craftconquer

import (
	"fmt"
	"strings"

	"tabula/engines"
)

// Refusals: why the player to move may make no move with a soldier the
// table shows (DeployRefusal, in query.go, says the same of a space to
// deploy on), in a sentence to that player, by the tests Legal makes. A
// reason is "" exactly when such a move is legal (TestSoldierRefusalAgrees
// WithLegal), so a table that shows them gives the engine's own reason.

// SoldierRefusal says why the soldier on space may make no move now, in
// step 4 of its owner's turn. For a soldier of the player to move it names
// what stops each thing a soldier does: its movement (rules, Movement;
// Spent Soldiers), its attack (Attacking & Defending; Ranged Attacks &
// Ammo; Occupation; Attrition) and its upgrade (Upgrade Rules). For an
// enemy soldier it says how it is attacked, or that none of the player's
// soldiers can attack it now. "" when a move is legal with the soldier
// (an enemy: a card played on it), outside step 4, and where no soldier
// stands.
func (s *State) SoldierRefusal(space int) string {
	j := s.soldierAt(space)
	if s.Ended || j < 0 || s.Phase != PhaseMain {
		return ""
	}
	legal := s.LegalView()
	so := &s.Soldiers[j]
	if int(so.Owner) != s.Current {
		attacked := false
		for _, a := range legal {
			switch {
			case a.Kind == KindCard && int(a.B) == space && (CardKind(a.A) == Sickness):
				return ""
			case a.Kind == KindAttack && int(a.B) == space, a.Kind == KindDoubleAttack && int(a.C) == space:
				attacked = true
			}
		}
		if attacked {
			return "To attack it, select a soldier of yours that has it in range."
		}
		return "None of your soldiers can attack it now."
	}
	for _, a := range legal {
		if actsWith(a, space) {
			return ""
		}
	}
	var why []string
	spent := true // no attack: its movement's reason says why
	switch {
	case so.Sick:
		why = append(why, "it is sick: it may not move or attack this turn")
	case so.Attacked:
		why = append(why, "it has attacked this turn, so it is spent: no more moving or attacking")
	default:
		spent = false
		held := s.ready(s.Current)
		switch {
		case so.Moved:
			why = append(why, "it has moved this turn (once a turn)")
		case so.Entered:
			why = append(why, "it entered an enemy Settlement this turn and stays there")
		case !s.canStep(j, held.has(MountainCrossing), held.has(WaterCrossing)):
			why = append(why, "it has no free space to step to")
		}
	}
	if !spent {
		why = append(why, s.attackBar(j))
	}
	if up := s.UpgradeRefusal(space); up != "" {
		why = append(why, up)
	}
	return fmt.Sprintf("This %s can do nothing now: %s.", so.Type, strings.Join(why, "; "))
}

// actsWith reports whether a is a move made with the soldier on space:
// its movement, attack, upgrade or retirement, or a card played on it
// (Promoted, Repeat).
func actsWith(a engines.Action, space int) bool {
	switch a.Kind {
	case KindMove, KindAttack, KindUpgrade, KindRetire:
		return int(a.A) == space
	case KindDoubleAttack:
		return int(a.A) == space || int(a.B) == space
	case KindCard:
		k := CardKind(a.A)
		return (k == Promoted || k == Repeat) && int(a.B) == space
	}
	return false
}

// attackBar says why soldier j, neither sick nor spent, attacks nothing.
func (s *State) attackBar(j int) string {
	so := &s.Soldiers[j]
	def := &Soldiers[so.Type]
	switch {
	case s.Seats[so.Owner].NoAttack:
		return "Attrition: you may not attack this turn"
	case s.occupying(j) >= 0:
		return "it occupies an enemy Settlement, and an occupying soldier may not attack or counter-attack"
	case len(s.targets(j, nil)) == 0 && !def.Ranged:
		return "no enemy stands next to it"
	case len(s.targets(j, nil)) == 0 && def.Ammo == StoneAmmo:
		return fmt.Sprintf("no enemy is %d to %d spaces away without a mountain between", def.MinRange, def.MaxRange)
	case len(s.targets(j, nil)) == 0:
		return fmt.Sprintf("no enemy is within %d spaces in a clear line of sight", def.MaxRange)
	case def.Ammo == StoneAmmo:
		return "you have no Stone to load it with"
	}
	return "you have no arrow for it to shoot"
}

// UpgradeRefusal says why the soldier on space may not be upgraded now
// (rules, Upgrade Rules), or "" when nothing stops it but, perhaps, the
// step of the turn; the reason starts in lower case, to follow a name.
func (s *State) UpgradeRefusal(space int) string {
	j := s.soldierAt(space)
	if j < 0 {
		return ""
	}
	so := &s.Soldiers[j]
	up := Soldiers[so.Type].UpgradeTo
	switch {
	case up < 0:
		return fmt.Sprintf("a %s is Tier 3: it cannot be upgraded", so.Type)
	case int(so.Upgraded) == s.Turn:
		return "it was upgraded this turn (once a turn)"
	case so.Moved || so.Attacked || so.Acted:
		return "a soldier is not upgraded after it has moved or attacked"
	case int(so.Deployed) == s.Turn:
		return fmt.Sprintf("it was deployed this turn, so it cannot be upgraded to a %s until your next turn", up)
	}
	if short := s.shortOf(int(so.Owner), s.UpgradeCost(int(so.Owner), so.Type)); short != "" {
		return fmt.Sprintf("upgrading it to a %s needs %s more", up, short)
	}
	return ""
}

// shortOf says what seat lacks to pay c ("1 Iron, 2 Craftpoints"), or "".
func (s *State) shortOf(seat int, c Cost) string {
	p := &s.Seats[seat]
	var parts []string
	if n := int(c.Peasants) - p.Peasants; n > 0 {
		parts = append(parts, fmt.Sprintf("%d %s", n, plural(n, "Peasant", "Peasants")))
	}
	for g, need := range c.Goods {
		if n := int(need) - p.Goods[g]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, Good(g).Plural(n)))
		}
	}
	return strings.Join(parts, ", ")
}
