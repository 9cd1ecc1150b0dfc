package craftconquer

import "tabula/engines"

// Wasted reports whether a, legal in s, is waste for the player to move
// (engines.Waste): bots never choose it while they have another move. Two
// kinds are known, each a loss whatever comes after:
//
//   - undoing a trade of the same turn: buying a Resource sold this turn, or
//     selling one bought this turn, gives back what was traded for less
//     (a Resource sells for 1 coin and costs 2);
//   - Sickness on a soldier that could not reach any of the player's
//     soldiers or Settlements in its owner's next turn, with a full
//     Movement roll and an attack at its longest range: the card stops
//     nothing that could happen (a Double Speed or Repeat card could carry
//     the soldier further, a chance this rule leaves aside).
//
// Tuning for bots, not rules: the moves stay legal.
func (s *State) Wasted(a engines.Action) bool {
	switch a.Kind {
	case KindBuy:
		return a.A >= 0 && a.A < NumResources && s.Deeds.Sold&(1<<a.A) != 0
	case KindSell:
		return a.A >= 0 && a.A < NumResources && s.Deeds.Bought&(1<<a.A) != 0
	case KindCard:
		return CardKind(a.A) == Sickness && s.outOfReach(int(a.B), s.ToMove())
	}
	return false
}

// outOfReach reports whether the soldier on space could not reach any of
// seat's soldiers or Settlements with its longest move and attack.
func (s *State) outOfReach(space, seat int) bool {
	j := s.soldierAt(space)
	if j < 0 || seat < 0 {
		return false
	}
	reach := s.MaxMove(space) + int(Soldiers[s.Soldiers[j].Type].MaxRange)
	b := s.board()
	for k := range s.Soldiers {
		if so := &s.Soldiers[k]; int(so.Owner) == seat && b.Dist(int(so.Space), space) <= reach {
			return false
		}
	}
	for i := range s.Settlements {
		if st := &s.Settlements[i]; int(st.Owner) == seat {
			for _, x := range st.Cover() {
				if b.Dist(int(x), space) <= reach {
					return false
				}
			}
		}
	}
	return true
}
