package battlemerchants

import (
	"fmt"

	"tabula/engines"
)

// Action kinds. Arguments are listed with each.
const (
	KindLearn     uint8 = iota + 1 // A: Craft row slot
	KindForge                      // A: weapon, B: quality
	KindSell                       // A: space, B: quality
	KindKingdom                    // A: Kingdom row slot
	KindForgeSell                  // A: space, B: quality (Craft Bonus action)
	KindDone                       // finish a multi-part action
	KindPass                       // only when nothing else is legal
)

// Learn returns the action taking the Craft Card in slot.
func Learn(slot int) engines.Action { return engines.Action{Kind: KindLearn, A: int16(slot)} }

// Forge returns the action forging one weapon.
func Forge(w Weapon, q Quality) engines.Action {
	return engines.Action{Kind: KindForge, A: int16(w), B: int16(q)}
}

// Sell returns the action selling a weapon of quality q onto space.
func Sell(space int, q Quality) engines.Action {
	return engines.Action{Kind: KindSell, A: int16(space), B: int16(q)}
}

// TakeKingdom returns the action taking (or, for a Final card, using) the
// Kingdom Card in slot.
func TakeKingdom(slot int) engines.Action { return engines.Action{Kind: KindKingdom, A: int16(slot)} }

// ForgeSell returns the Craft Bonus action: forge one weapon of quality q
// and sell it onto space at once.
func ForgeSell(space int, q Quality) engines.Action {
	return engines.Action{Kind: KindForgeSell, A: int16(space), B: int16(q)}
}

// Done finishes a multi-part action.
func Done() engines.Action { return engines.Action{Kind: KindDone} }

// Pass is legal only when a player can do nothing else.
func Pass() engines.Action { return engines.Action{Kind: KindPass} }

// Describe renders a legal action as a plain-English line.
func (s *State) Describe(a engines.Action) string {
	if !s.isLegal(a) {
		return "Not a legal move"
	}
	switch a.Kind {
	case KindLearn:
		c := CraftCards[s.CraftRow[a.A]]
		cost := s.craftCost(s.Current, c)
		if s.Phase == PhaseFreeCraft {
			cost = 0
		}
		return fmt.Sprintf("Learn %s Craft (+%d %s) for %s", c.Weapon, c.Levels, plural(c.Levels, "Level", "Levels"), goldText(cost))
	case KindForge:
		w, q := Weapon(a.A), Quality(a.B)
		return fmt.Sprintf("Forge a %s %s for %s", q, w, goldText(s.forgeCost(s.Current, w, q)))
	case KindSell:
		return s.describeSale("Sell", a)
	case KindForgeSell:
		w, q := s.spaceWeapon(int(a.A)), Quality(a.B)
		return s.describeSale(fmt.Sprintf("Forge (%s) and sell", goldText(s.forgeCost(s.Current, w, q))), a)
	case KindKingdom:
		k := s.Kingdom(s.KingdomRow[a.A])
		verb := "Take"
		if k.Duration == Final {
			verb = "Use"
		}
		return fmt.Sprintf("%s %s (%s): %s", verb, k.Name, k.Duration, k.Text)
	case KindDone:
		switch s.Phase {
		case PhaseForge:
			return "Stop forging"
		case PhaseSell:
			return "Stop selling"
		default:
			return "Take no Craft Card"
		}
	case KindPass:
		return "Pass (nothing else is possible)"
	}
	return "Unknown move"
}

// describeSale says a sale onto a space: the weapon, the race and the
// Region, and the Battlefield where the race buys that weapon on another
// Battlefield of the Region too, so that no two sales read alike.
func (s *State) describeSale(verb string, a engines.Action) string {
	space, q := int(a.A), Quality(a.B)
	r, bf, side := splitSpace(space)
	def := s.regions()[r]
	w := def.Weapons[side][bf]
	where := "in the " + def.Region.String()
	for other := range Battlefields {
		if other != bf && def.Weapons[side][other] == w {
			where = fmt.Sprintf("on Battlefield %d in the %s", bf+1, def.Region)
		}
	}
	return fmt.Sprintf("%s a %s %s to the %s %s for %s", verb, q, w, def.Races[side], where, goldText(s.saleValue(s.Current, space, q)))
}

func goldText(n int) string { return fmt.Sprintf("%d %s", n, plural(n, "gold", "gold")) }

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
