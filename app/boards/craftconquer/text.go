package craftconquer

import (
	"fmt"
	"strings"

	"tabula/app/board"
	cc "tabula/engines/craftconquer"
)

// cqPrompt says what the person at the device may do now, or "" when it is
// not their decision (the table's own prompt says who is to move).
func cqPrompt(p board.Props, s *cc.State) string {
	if len(p.Legal) == 0 || p.Viewer < 0 {
		return ""
	}
	kinds := board.LegalKinds(p.Legal)
	switch s.Phase {
	case cc.PhaseFaction:
		return "Choose your Faction: its colours score with your Objectives' ribbons, and its perk helps all game."
	case cc.PhaseSetupSettle:
		return "Place a starting Farm in your Kingdom (the outlined area in your colour): click a highlighted space, then the space next to it that the Farm also covers."
	case cc.PhaseBuild:
		return "Place the Farm you bought in your Kingdom: click a highlighted space, then its second space."
	case cc.PhaseSetupDeploy:
		return "Deploy a starting soldier next to one of your Farms: click a highlighted space."
	case cc.PhaseSiege:
		return "Siege Rule: an enemy stands next to your Settlement. You may craft soldiers with what you hold and deploy them at once (highlighted spaces), or buy nothing."
	case cc.PhaseDraw:
		return "Your hand is over its limit (3 Objectives, 2 Action cards): discard a card from your hand below."
	case cc.PhaseMain:
		parts := []string{"craft and trade in the crafting panel"}
		if kinds[cc.KindDeploy] > 0 {
			parts = append(parts, "deploy a soldier from your reserve on a highlighted space")
		}
		if kinds[cc.KindMove]+kinds[cc.KindAttack]+kinds[cc.KindDoubleAttack]+kinds[cc.KindUpgrade] > 0 {
			parts = append(parts, "select a highlighted soldier to move, attack or upgrade it")
		}
		if kinds[cc.KindClaim] > 0 {
			parts = append(parts, "claim a completed Objective")
		}
		return "Your turn: " + strings.Join(parts, ", ") + ". End step 4 when you are done."
	case cc.PhaseMove:
		from, allow, rolled, _ := s.Moving()
		name := "soldier"
		if so, ok := s.SoldierAt(from); ok {
			name = so.Type.String()
		}
		roll := fmt.Sprintf("You rolled %d", rolled)
		if rolled == 0 {
			roll = "A Catapult moves a fixed 3"
		}
		return fmt.Sprintf("%s: move your %s up to %d %s. Click a highlighted space (its own space to stay).", roll, name, allow, board.Plural(allow, "space", "spaces"))
	case cc.PhaseMisdirect:
		_, allow, _, _ := s.Moving()
		return fmt.Sprintf("Misdirection: you rolled %d. Move %s soldier up to that far: click a highlighted space.", allow, cqOwner(p, s.Current))
	case cc.PhaseReact:
		return cqReactPrompt(p, s)
	case cc.PhaseCounter:
		return "You won the defense with a counter-attack face: strike back now, or do not."
	case cc.PhaseCasualty:
		return "You beat a Double Defend: click which of the two Warriors falls."
	case cc.PhasePeasants:
		pl := s.Seats[s.Current]
		return fmt.Sprintf("Step 5: place your Peasants (%d in hand) on your highlighted Settlements; buy more or sell spare ones, then end the turn.", pl.Peasants)
	}
	return ""
}

// cqReactPrompt explains a reaction window on another player's turn.
func cqReactPrompt(p board.Props, s *cc.State) string {
	f := s.Fight
	switch s.Window {
	case cc.WinMoved:
		from, _, rolled, _ := s.Moving()
		name := "a soldier"
		if so, ok := s.SoldierAt(from); ok {
			name = "their " + so.Type.String()
		}
		return fmt.Sprintf("%s rolled %d to move %s: you may play a card against it, or play none.", p.SeatName(s.Current), rolled, name)
	case cc.WinPreRoll:
		what := "your soldier"
		if so, ok := s.SoldierAt(int(f.Sides[1].Soldiers[0])); ok {
			what = "your " + so.Type.String()
		}
		return fmt.Sprintf("%s attacks %s: before the dice are rolled you may play a card, or play none.", p.SeatName(int(f.Sides[0].Seat)), what)
	case cc.WinPostRoll:
		return "The dice are rolled (see below): you may play a card to change the result, or play none."
	}
	return "You may play a card now, or play none."
}

// cqOwner is a seat as an owner: "Beatrix's", or "your" for the seat
// named You (the one person at the device in a game against computers).
func cqOwner(p board.Props, seat int) string {
	if name := p.SeatName(seat); name != "You" {
		return name + "'s"
	}
	return "your"
}

// cqCapital starts text with a capital letter.
func cqCapital(text string) string {
	if text == "" {
		return text
	}
	return strings.ToUpper(text[:1]) + text[1:]
}

// cqSpaceText describes a space: terrain and place, Kingdom, Settlement
// and soldier.
func cqSpaceText(p board.Props, s *cc.State, x int) string {
	b := s.Board()
	if x < 0 || x >= len(b.Spaces) {
		return ""
	}
	sp := b.Spaces[x]
	parts := []string{s.SpaceName(x)}
	if sp.Kingdom >= 0 {
		parts[0] += ", in " + cqOwner(p, sp.Kingdom) + " Kingdom"
	}
	if so, ok := s.SoldierAt(x); ok {
		parts = append(parts, cqSoldierText(p, so))
	}
	if i := s.SettlementAt(x); i >= 0 {
		st := s.Settlements[i]
		parts = append(parts, fmt.Sprintf("part of %s %s", cqOwner(p, int(st.Owner)), st.Kind))
	}
	return strings.Join(parts, ": ") + "."
}

// cqSoldierText names a soldier with its owner, Tier and state.
func cqSoldierText(p board.Props, so cc.Soldier) string {
	text := fmt.Sprintf("%s %s (Tier %d)", cqOwner(p, int(so.Owner)), so.Type, cc.Soldiers[so.Type].Tier)
	var notes []string
	if so.Moved {
		notes = append(notes, "has moved")
	}
	if so.Attacked {
		notes = append(notes, "has attacked")
	}
	if so.Sick {
		notes = append(notes, "sick")
	}
	if len(notes) > 0 {
		text += ", " + strings.Join(notes, ", ")
	}
	return text
}

// cqSoldierAbility states a soldier's dice, range and movement.
func cqSoldierAbility(s *cc.State, so cc.Soldier) string {
	def := cc.Soldiers[so.Type]
	attack := fmt.Sprintf("attacks with %d dice", def.Attack)
	switch def.Ammo {
	case cc.Arrows:
		attack = fmt.Sprintf("shoots %d dice per arrow (a flaming arrow adds %d)", def.Attack, cc.FlamingBonus)
	case cc.StoneAmmo:
		attack = fmt.Sprintf("hurls %d dice per stone, up to %d stones", def.Attack, cc.MaxStones)
	}
	rng := "next to it"
	if def.MaxRange > 1 {
		rng = fmt.Sprintf("%d to %d spaces away", def.MinRange, def.MaxRange)
	}
	move := fmt.Sprintf("moves up to %d with the Movement die", s.MaxMove(int(so.Space)))
	if def.FixedMove > 0 {
		move = fmt.Sprintf("moves a fixed %d", def.FixedMove)
	}
	return fmt.Sprintf("The %s %s, defends with %d, hits %s, and %s.", so.Type, attack, def.Defense, rng, move)
}

// cqSettlementText describes Settlement i: owner, kind, Peasant,
// occupation and siege.
func cqSettlementText(p board.Props, s *cc.State, i int) string {
	st := s.Settlements[i]
	def := cc.Settlements[st.Kind]
	text := fmt.Sprintf("%s %s on %s (taxes %d %s", cqOwner(p, int(st.Owner)), st.Kind, s.SpaceName(int(st.Spaces[0])),
		def.Coins, board.Plural(int(def.Coins), "coin", "coins"))
	if y := cqGoodsText(def.Yield); y != "" {
		text += ", with a Peasant " + y
	}
	text += ")"
	if st.Peasant {
		text += ", with a Peasant"
	}
	if occ := s.Occupier(i); occ >= 0 {
		text += ", occupied by " + p.SeatName(occ)
	} else if s.Besieged(i) {
		text += ", under siege"
	}
	return text
}

// cqGoodsText lists goods: "1 Wood, 2 Iron".
func cqGoodsText(goods [cc.NumGoods]int8) string {
	var parts []string
	for g, n := range goods {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, cc.Good(g).Plural(int(n))))
		}
	}
	return strings.Join(parts, ", ")
}

// cqCostText is a price: goods, then Peasants; "free" when nothing.
func cqCostText(c cc.Cost) string {
	text := cqGoodsText(c.Goods)
	if c.Peasants > 0 {
		pe := fmt.Sprintf("%d %s", c.Peasants, board.Plural(int(c.Peasants), "Peasant", "Peasants"))
		if text == "" {
			return pe
		}
		text = pe + ", " + text
	}
	if text == "" {
		return "free"
	}
	return text
}

// cqShort lists what seat lacks to pay c, or "" when it can pay.
func cqShort(pl cc.Player, c cc.Cost) string {
	var parts []string
	if n := int(c.Peasants) - pl.Peasants; n > 0 {
		parts = append(parts, fmt.Sprintf("%d %s", n, board.Plural(n, "Peasant", "Peasants")))
	}
	for g, need := range c.Goods {
		if n := int(need) - pl.Goods[g]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, cc.Good(g).Plural(n)))
		}
	}
	return strings.Join(parts, ", ")
}

// cqRibbonText names an Objective's ribbon colours.
func cqRibbonText(o cc.Objective) string {
	if o.Ribbon[1] == cc.NoColour {
		return o.Ribbon[0].String()
	}
	return o.Ribbon[0].String() + " and " + o.Ribbon[1].String()
}

// cqObjectiveText describes an Objective card: name, points, ribbon and
// icons.
func cqObjectiveText(o cc.Objective) string {
	text := fmt.Sprintf("%s: %d %s, %s ribbon", o.Name, o.Points, board.Plural(int(o.Points), "point", "points"), cqRibbonText(o))
	if o.EitherOr {
		text += ", Either/Or"
	}
	if o.InTurns > 0 && !o.Declare {
		text += fmt.Sprintf(", in %d %s", o.InTurns, board.Plural(int(o.InTurns), "turn", "turns"))
	}
	if o.Declare {
		text += fmt.Sprintf(", declare and hold %d turns", o.InTurns)
	}
	return text
}

// cqTimingText says when an Action card may be played.
func cqTimingText(t cc.Timing) string {
	switch t {
	case cc.YourTurn:
		return "your turn"
	case cc.OtherTurn:
		return "another player's turn"
	}
	return "any turn"
}
