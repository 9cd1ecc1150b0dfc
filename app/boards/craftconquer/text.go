package craftconquer

import (
	"fmt"
	"strings"

	"tabula/app/board"
	"tabula/app/boards/craftconquer/words"
	cc "tabula/engines/craftconquer"
)

// cqPrompt says what the person at the device may do now, or "" when it is
// not their decision (the table's own prompt says who is to move).
func cqPrompt(t cqText, m cqMoves, v cqView) string {
	p, s := t.p, t.s
	if len(p.Legal) == 0 || p.Viewer < 0 {
		return ""
	}
	if text := cqSelectionPrompt(t, m, v); text != "" {
		return text
	}
	kinds := board.LegalKinds(p.Legal)
	switch s.Phase {
	case cc.PhaseFaction:
		return "Choose your Faction. Its colours score with your Objectives' ribbons, and its perk helps all game."
	case cc.PhaseSetupSettle:
		return "Place a Farm: choose 2 spaces in your Kingdom. Your Kingdom has your colour's outline."
	case cc.PhaseBuild:
		return "Place the Farm you bought in your Kingdom. Choose a space, then its second space."
	case cc.PhaseSetupDeploy:
		return "Deploy a starting soldier beside a Farm. Choose a marked space."
	case cc.PhaseSiege:
		return "Siege Rule: deploy a soldier now, or buy nothing. Craft it with what you hold, on a marked space."
	case cc.PhaseDraw:
		return fmt.Sprintf("Too many cards: discard one in your mat. You keep %d Objectives and %d Action cards.", cc.ObjectiveHand, cc.ActionHand)
	case cc.PhaseMain:
		var parts []string
		if kinds[cc.KindClaim] > 0 {
			parts = append(parts, "claim")
		}
		if kinds[cc.KindDeploy] > 0 {
			parts = append(parts, "deploy")
		}
		if kinds[cc.KindMove]+kinds[cc.KindAttack]+kinds[cc.KindDoubleAttack]+kinds[cc.KindUpgrade]+kinds[cc.KindRetire]+kinds[cc.KindUpgradeSettlement] > 0 {
			parts = append(parts, "select a soldier or Settlement")
		}
		parts = append(parts, "craft")
		text := "Your turn: " + board.JoinOr(parts) + "."
		if len(text) > cqShortPrompt {
			text = strings.Replace(text, "soldier or Settlement", "soldier", 1)
		}
		return text + " Then End step 4."
	case cc.PhaseMove:
		from, allow, rolled, _ := s.Moving()
		name := "soldier"
		if so, ok := s.SoldierAt(from); ok {
			name = so.Type.String()
		}
		roll := fmt.Sprintf("You rolled %d", rolled)
		if rolled == 0 {
			roll = "A Catapult rolls no die"
		}
		return fmt.Sprintf("%s: move your %s up to %d %s. Its own space is to stay.", roll, name, allow, board.Plural(allow, "space", "spaces"))
	case cc.PhaseMisdirect:
		_, allow, _, _ := s.Moving()
		return fmt.Sprintf("Misdirection: move %s soldier up to %d %s. Choose a marked space.", p.Owner(s.Current), allow, board.Plural(allow, "space", "spaces"))
	case cc.PhaseReact:
		return cqReactPrompt(t)
	case cc.PhaseCounter:
		return "Strike back, or do not. You held with a counter-attack face."
	case cc.PhaseCasualty:
		return "You beat a Double Defend: choose the Warrior that falls."
	case cc.PhasePeasants:
		pl := s.Seats[s.Current]
		if kinds[cc.KindPlacePeasant] > 0 {
			return fmt.Sprintf("Step 5: place your Peasants on your Settlements. You hold %d; the Settlements are marked.", pl.Peasants)
		}
		if kinds[cc.KindSell] > 0 && kinds[cc.KindPeasant] == 0 && kinds[cc.KindSellPeasant] == 0 {
			return "Step 5: sell Resources to buy a Peasant. Or end the turn. They sell for 1 coin each; a Peasant costs 2."
		}
		return "Step 5: buy or sell Peasants, then end the turn. Buy them for empty Settlements, sell spare ones."
	}
	return ""
}

// cqShortPrompt is the most characters of a prompt's first sentence, its
// one instruction, that fit in the two lines of a 360 px phone's status
// bar: the detail follows in a sentence of its own.
const cqShortPrompt = 52

// cqSelectionPrompt says what to do with what is selected on the map,
// or "" with nothing selected.
func cqSelectionPrompt(t cqText, m cqMoves, v cqView) string {
	p, s := t.p, t.s
	switch {
	case v.pick >= 0:
		return "Choose what to do on " + t.names[v.pick] + "."
	case v.sel.Settle >= 0:
		return "Grow " + cqSettlementName(t, v.sel.Settle) + ": choose a marked space. It should also cover it."
	case v.sel.Space < 0:
		return ""
	}
	so, ok := s.SoldierAt(v.sel.Space)
	if !ok {
		if s.Phase == cc.PhaseSetupSettle || s.Phase == cc.PhaseBuild {
			return "Now choose the second space of the Farm. It lies next to " + t.names[v.sel.Space] + "."
		}
		return ""
	}
	name := p.Owner(int(so.Owner)) + " " + so.Type.String()
	attacks, places := 0, 0
	for to, is := range m.towards(v.sel) {
		if to < 0 {
			continue
		}
		switch p.Legal[is[0]].Action.Kind {
		case cc.KindAttack, cc.KindDoubleAttack:
			attacks++
		default:
			places++
		}
	}
	buttons := len(m.towards(v.sel)[-1]) > 0
	var what []string
	switch {
	case attacks > 0 && places > 0:
		what = append(what, "choose a space or an enemy")
	case attacks > 0:
		what = append(what, "choose an enemy to attack")
	case places > 0:
		what = append(what, "choose a marked space")
	}
	if buttons {
		what = append(what, "choose one of its moves listed")
	}
	if len(what) == 0 {
		return words.Capital(name) + " selected: its reach and range are shaded. " + words.Capital(cqSoldierAbility(s, so))
	}
	text := words.Capital(name) + ": " + board.JoinOr(what) + "."
	if attacks > 0 {
		text += fmt.Sprintf(" %d %s in range.", attacks, board.Plural(attacks, "enemy", "enemies"))
	}
	return text
}

// cqReactPrompt explains a reaction window on another player's turn.
func cqReactPrompt(t cqText) string {
	p, s := t.p, t.s
	f := s.Fight
	switch s.Window {
	case cc.WinMoved:
		from, _, rolled, _ := s.Moving()
		name := "a soldier"
		if so, ok := s.SoldierAt(from); ok {
			name = "their " + so.Type.String()
		}
		return fmt.Sprintf("Now you may play a card, or none. %s rolled %d to move %s.", p.SeatName(s.Current), rolled, name)
	case cc.WinPreRoll:
		what := "your soldier"
		if so, ok := s.SoldierAt(int(f.Sides[1].Soldiers[0])); ok {
			what = "your " + so.Type.String()
		}
		return fmt.Sprintf("Now you may play a card, or none. %s %s; the dice are not rolled yet.", board.NameMentions(board.SubjectMention(int(f.Sides[0].Seat), "attacks", "attack"), p.SeatName), what)
	case cc.WinPostRoll:
		a, d := s.Totals()
		return fmt.Sprintf("Now you may play a card, or none. The dice are rolled: %d against %d.", a, d)
	}
	return "Now you may play a card, or none."
}

// cqSpaceText describes a space: its name, its Kingdom, the soldier on it
// and the Settlement covering it.
func cqSpaceText(t cqText, x int) string {
	p, s := t.p, t.s
	b := s.Board()
	if x < 0 || x >= len(b.Spaces) {
		return ""
	}
	sp := b.Spaces[x]
	parts := []string{t.names[x]}
	if sp.Kingdom >= 0 {
		parts[0] += ", in " + p.Owner(sp.Kingdom) + " Kingdom"
	}
	if so, ok := s.SoldierAt(x); ok {
		parts = append(parts, cqSoldierText(p, so))
	}
	if i := s.SettlementAt(x); i >= 0 {
		parts = append(parts, "part of "+cqSettlementName(t, i))
	}
	return strings.Join(parts, ": ") + "."
}

// cqSoldierText names a soldier with its owner, Tier and state.
func cqSoldierText(p board.Props, so cc.Soldier) string {
	text := fmt.Sprintf("%s %s (Tier %d)", p.Owner(int(so.Owner)), so.Type, cc.Soldiers[so.Type].Tier)
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
		move = fmt.Sprintf("moves a fixed %d", s.MaxMove(int(so.Space)))
	}
	return fmt.Sprintf("the %s %s, defends with %d, hits %s, and %s.", so.Type, attack, cqDefense(s, so), rng, move)
}

// cqDefense is how many dice a soldier defends with: its type's, and one
// more for a Warrior of a Faction with the Shield Wall perk (Aldmoor).
func cqDefense(s *cc.State, so cc.Soldier) int {
	n := int(cc.Soldiers[so.Type].Defense)
	if so.Type == cc.Warrior && so.Owner >= 0 && int(so.Owner) < len(s.Seats) {
		if f := s.Seats[so.Owner].Faction; f >= 0 && int(f) < len(cc.Factions) && cc.Factions[f].Perk == cc.PerkShieldWall {
			n++
		}
	}
	return n
}

// cqSettlementName names Settlement i as players do: "your Farm", "your
// Farm in Open Fields", or by the space it starts on.
func cqSettlementName(t cqText, i int) string {
	st := t.s.Settlements[i]
	if i < len(t.labels) && t.labels[i] != "" {
		return t.labels[i]
	}
	return t.p.Owner(int(st.Owner)) + " " + st.Kind.String() + " on " + t.names[st.Spaces[0]]
}

// cqSettlementText describes Settlement i: its name, what it yields,
// its Peasant, occupation and siege.
func cqSettlementText(t cqText, i int) string {
	p, s := t.p, t.s
	st := s.Settlements[i]
	def := cc.Settlements[st.Kind]
	text := fmt.Sprintf("%s (taxes %d %s", cqSettlementName(t, i), def.Coins, board.Plural(int(def.Coins), "coin", "coins"))
	if y := words.Goods(def.Yield); y != "" {
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
