package craftconquer

import (
	"fmt"
	"strings"

	"tabula/engines"
)

// Describe renders a legal action as a plain-English line.
func (s *State) Describe(a engines.Action) string {
	if !s.describable(a) {
		return "Not a legal move"
	}
	seat := s.ToMove()
	switch a.Kind {
	case KindFaction:
		f := &Factions[a.A]
		return fmt.Sprintf("Choose the %s (%s and %s): %s", f.Name, f.Colours[0], f.Colours[1], PerkText[f.Perk])
	case KindSettle:
		y := int(s.board().nbr[a.A][a.B])
		text := fmt.Sprintf("Place a Farm on %s and %s", s.SpaceName(int(a.A)), s.SpaceName(y))
		if s.Phase == PhaseBuild {
			text += " (bought for " + costText(s.SettlementCost(seat, Farm)) + ")"
		}
		return text
	case KindDeploy:
		return fmt.Sprintf("Deploy %s on %s", withArticle(SoldierType(a.A)), s.SpaceName(int(a.B)))
	case KindSiege:
		t := SoldierType(a.A)
		return fmt.Sprintf("Siege Rule: craft %s for %s and deploy it on %s", withArticle(t), costText(s.CraftCost(seat, t)), s.SpaceName(int(a.B)))
	case KindDone:
		return s.describeDone()
	case KindDiscardObjective:
		return fmt.Sprintf("Discard the Objective %q", Objectives[a.A].Name)
	case KindDiscardAction:
		return fmt.Sprintf("Discard the Action card %s", CardKindOf(a.A))
	case KindBuy:
		g := Good(a.A)
		return fmt.Sprintf("Buy 1 %s for %d coins", g, BuyPrice(g))
	case KindSell:
		return fmt.Sprintf("Sell 1 %s for %d coin", Good(a.A), ResourceSell)
	case KindPeasant:
		return fmt.Sprintf("Buy a Peasant for %d coins", PeasantBuy)
	case KindArrow:
		c := costText(s.ArrowPrice(seat, int(a.A)))
		switch a.A {
		case ArrowNormal:
			return "Craft an arrow for " + c
		case ArrowFlaming:
			return "Craft a flaming arrow for " + c
		}
		return "Trade an arrow in for a flaming arrow, paying " + strings.Replace(c, "1 Arrow and ", "", 1)
	case KindBuildFarm:
		return "Buy a Farm for " + costText(s.SettlementCost(seat, Farm))
	case KindUpgradeSettlement:
		st := &s.Settlements[a.A]
		k := SettlementKind(a.B)
		return fmt.Sprintf("Upgrade the %s on %s to a %s, also covering %s, for %s", st.Kind, s.SpaceName(int(st.Spaces[0])),
			k, s.SpaceName(int(a.C)), costText(s.SettlementCost(seat, k)))
	case KindCraft:
		t := SoldierType(a.A)
		return fmt.Sprintf("Craft %s for %s", withArticle(t), costText(s.CraftCost(seat, t)))
	case KindUpgrade:
		so := &s.Soldiers[s.soldierAt(int(a.A))]
		return fmt.Sprintf("Upgrade the %s on %s to a %s for %s", so.Type, s.SpaceName(int(a.A)),
			Soldiers[so.Type].UpgradeTo, costText(s.UpgradeCost(seat, so.Type)))
	case KindMove:
		so := &s.Soldiers[s.soldierAt(int(a.A))]
		if f := Soldiers[so.Type].FixedMove; f > 0 {
			return fmt.Sprintf("Move the %s on %s (it always moves %d)", so.Type, s.SpaceName(int(a.A)), f)
		}
		if a.B == 1 {
			return fmt.Sprintf("Play %s, then move the %s on %s: roll the Movement die and double it", Cards[DoubleSpeed].Name, so.Type, s.SpaceName(int(a.A)))
		}
		return fmt.Sprintf("Move the %s on %s: roll the Movement die", so.Type, s.SpaceName(int(a.A)))
	case KindMoveTo:
		return s.describeMoveTo(a)
	case KindAttack:
		j, t := s.soldierAt(int(a.A)), s.soldierAt(int(a.B))
		text := fmt.Sprintf("Attack %s %s on %s with the %s on %s", s.seatsName(int(s.Soldiers[t].Owner)),
			s.Soldiers[t].Type, s.SpaceName(int(a.B)), s.Soldiers[j].Type, s.SpaceName(int(a.A)))
		text += ammoText(s.Soldiers[j].Type, int(a.C))
		if a.D == 1 {
			text += ", playing Strong Attack"
		}
		return text
	case KindDoubleAttack:
		t := s.soldierAt(int(a.C))
		text := fmt.Sprintf("Archer Volley: the Archers on %s and %s shoot %s %s on %s with %s", s.SpaceName(int(a.A)),
			s.SpaceName(int(a.B)), s.seatsName(int(s.Soldiers[t].Owner)), s.Soldiers[t].Type, s.SpaceName(int(a.C)),
			[]string{"two arrows", "an arrow and a flaming arrow", "two flaming arrows"}[a.D%4])
		if a.D >= 4 {
			text += ", playing Strong Attack"
		}
		return text
	case KindCard:
		return s.describeCard(a)
	case KindClaim:
		o := &Objectives[a.A]
		return fmt.Sprintf("Claim the Objective %q (%d %s)", o.Name, o.Points, plural(int(o.Points), "point", "points"))
	case KindDeclare:
		st := &s.Settlements[a.B]
		return fmt.Sprintf("Declare %q on %s %s on %s", Objectives[a.A].Name, s.seatsName(int(st.Owner)), st.Kind, s.SpaceName(int(st.Spaces[0])))
	case KindRetire:
		return fmt.Sprintf("Retire the %s on %s", s.Soldiers[s.soldierAt(int(a.A))].Type, s.SpaceName(int(a.A)))
	case KindDiscardGood:
		return fmt.Sprintf("Return 1 %s to the Stockpile for a Discard Objective", Good(a.A))
	case KindCounter:
		d := s.fightSoldier(1-int(s.Fight.Attacking), 0)
		return "Counter-attack with the " + s.Soldiers[d].Type.String() + ammoText(s.Soldiers[d].Type, int(a.A))
	case KindCasualty:
		return fmt.Sprintf("Defeat the Warrior on %s", s.SpaceName(int(a.A)))
	case KindPlacePeasant:
		st := &s.Settlements[a.A]
		return fmt.Sprintf("Place a Peasant on the %s on %s", st.Kind, s.SpaceName(int(st.Spaces[0])))
	case KindSellPeasant:
		return fmt.Sprintf("Sell an excess Peasant for %d coin", PeasantSell)
	}
	return "Unknown move"
}

// describable reports whether Describe can render a: a legal action, or a
// movement destination in range while a movement is pending (checking
// those in full would search the board once per destination).
func (s *State) describable(a engines.Action) bool {
	if a.Kind == KindMoveTo {
		return !s.Ended && (s.Phase == PhaseMove || s.Phase == PhaseMisdirect) && a.A >= 0 &&
			int(a.A) < len(s.board().Spaces) && a.B >= ViaWalk && a.B <= ViaWater && a.C == 0 && a.D == 0
	}
	return s.isLegal(a)
}

func (s *State) describeDone() string {
	switch s.Phase {
	case PhaseSiege:
		return "Buy nothing under the Siege Rule"
	case PhaseMain:
		return "End step 4 and place Peasants"
	case PhaseReact:
		return "Play no card"
	case PhaseCounter:
		return "Do not counter-attack"
	case PhasePeasants:
		p := &s.Seats[s.Current]
		if p.Peasants > 0 {
			return fmt.Sprintf("End the turn, keeping %d %s", p.Peasants, plural(p.Peasants, "Peasant", "Peasants"))
		}
		if n := len(s.emptySettlements(s.Current)); n > 0 {
			return fmt.Sprintf("End the turn with %d %s without a Peasant", n, plural(n, "Settlement", "Settlements"))
		}
		return "End the turn"
	}
	return "Done"
}

func (s *State) describeMoveTo(a engines.Action) string {
	j := s.soldierAt(s.MoveFrom)
	so := &s.Soldiers[j]
	owner := "the "
	if s.Phase == PhaseMisdirect {
		owner = s.seatsName(int(so.Owner)) + " "
	}
	if int(a.A) == s.MoveFrom {
		return fmt.Sprintf("Leave %s%s on %s", owner, so.Type, s.SpaceName(int(a.A)))
	}
	text := fmt.Sprintf("Move %s%s to %s", owner, so.Type, s.SpaceName(int(a.A)))
	if i := s.settlementAt(int(a.A)); i >= 0 {
		st := &s.Settlements[i]
		text = fmt.Sprintf("Move the %s into %s %s and occupy it", so.Type, s.seatsName(int(st.Owner)), st.Kind)
	}
	switch a.B {
	case ViaMountain:
		text += ", playing Mountain Crossing"
	case ViaWater:
		text += ", playing Water Crossing"
	}
	return text
}

func (s *State) describeCard(a engines.Action) string {
	k := CardKind(a.A)
	name := k.String()
	switch k {
	case Attrition:
		return fmt.Sprintf("Play %s: no attacks in %s next turn", name, s.seatsName(int(a.B)))
	case Kidnapped:
		st := &s.Settlements[a.B]
		return fmt.Sprintf("Play %s: capture the Peasant on %s %s on %s", name, s.seatsName(int(st.Owner)), st.Kind, s.SpaceName(int(st.Spaces[0])))
	case Promoted:
		so := &s.Soldiers[s.soldierAt(int(a.B))]
		return fmt.Sprintf("Play %s: upgrade the %s on %s to a %s for free", name, so.Type, s.SpaceName(int(a.B)), Soldiers[so.Type].UpgradeTo)
	case Reinforcement:
		return fmt.Sprintf("Play %s: deploy a free %s on %s", name, SoldierType(a.B), s.SpaceName(int(a.C)))
	case Repeat:
		so := &s.Soldiers[s.soldierAt(int(a.B))]
		return fmt.Sprintf("Play %s: the %s on %s may move and attack again", name, so.Type, s.SpaceName(int(a.B)))
	case Sickness:
		so := &s.Soldiers[s.soldierAt(int(a.B))]
		return fmt.Sprintf("Play %s on %s %s on %s", name, s.seatsName(int(so.Owner)), so.Type, s.SpaceName(int(a.B)))
	case DoubleSpeed:
		return fmt.Sprintf("Play %s: move up to %d instead of %d", name, 2*s.Allowance, s.Allowance)
	case HinderedPath:
		return fmt.Sprintf("Play %s: the %s moves up to %d instead of %d", name, s.Soldiers[s.soldierAt(s.MoveFrom)].Type, s.Allowance/2, s.Allowance)
	case Misdirection:
		return fmt.Sprintf("Play %s: roll and move %s %s yourself", name, s.seatsName(s.Current), s.Soldiers[s.soldierAt(s.MoveFrom)].Type)
	case StrategicRetreat:
		return fmt.Sprintf("Play %s: retreat to %s; the attack is forfeit", name, s.SpaceName(int(a.B)))
	case ShieldWall:
		return fmt.Sprintf("Play %s: the Warrior on %s defends too (Double Defend)", name, s.SpaceName(int(a.B)))
	case AddedDefense:
		return fmt.Sprintf("Play %s: roll 1 more defense die", name)
	case WeakFight:
		return fmt.Sprintf("Play %s: remove an enemy %s die and win a tie", name, faceNames[a.B])
	case WeakerFight:
		return fmt.Sprintf("Play %s: halve the enemy's total", name)
	}
	return fmt.Sprintf("Play %s: %s", name, Cards[k].Text)
}

var faceNames = [NumFaces]string{"blank", "single", "double", "counter-attack"}

// SeatName names a seat by its Faction.
func (s *State) SeatName(seat int) string {
	if seat < 0 || seat >= len(s.Seats) || s.Seats[seat].Faction < 0 {
		return fmt.Sprintf("Player %d", seat+1)
	}
	return Factions[s.Seats[seat].Faction].Name
}

// seatsName is the possessive of a seat's name: "Player 2's", "Thornwood
// Rangers'".
func (s *State) seatsName(seat int) string {
	name := s.SeatName(seat)
	if strings.HasSuffix(name, "s") {
		return name + "'"
	}
	return name + "'s"
}

// SpaceName names a space by its terrain and coordinates, e.g. "forest 3,-2".
func (s *State) SpaceName(x int) string {
	b := s.board()
	if x < 0 || x >= len(b.Spaces) {
		return "?"
	}
	sp := &b.Spaces[x]
	return fmt.Sprintf("%s %d,%d", sp.Terrain, sp.Q, sp.R)
}

func ammoText(t SoldierType, ammo int) string {
	switch {
	case Soldiers[t].Ammo == StoneAmmo:
		return fmt.Sprintf(", loading %d %s", ammo, plural(ammo, "stone", "stones"))
	case ammo == 1:
		return ", shooting an arrow"
	case ammo == 2:
		return ", shooting a flaming arrow"
	}
	return ""
}

// costText renders a price, e.g. "a Peasant, 1 Iron and 1 Coin".
func costText(c Cost) string {
	var parts []string
	if c.Peasants > 0 {
		parts = append(parts, fmt.Sprintf("%d %s", c.Peasants, plural(int(c.Peasants), "Peasant", "Peasants")))
	}
	for g, n := range c.Goods {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, Good(g).Plural(int(n))))
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

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// withArticle is a soldier's name after "a" or "an": "an Archer".
func withArticle(t SoldierType) string {
	name := t.String()
	if strings.ContainsRune("AEIOU", rune(name[0])) {
		return "an " + name
	}
	return "a " + name
}
