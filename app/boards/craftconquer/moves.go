package craftconquer

import (
	"tabula/app/board"
	cc "tabula/engines/craftconquer"
)

// cqSpot is where a legal choice is made on the Craft & Conquer map. A
// choice with a From (a soldier's space or a Settlement) is made in two
// clicks: select the soldier or Settlement, then its To space (or a button
// of the selection panel when it has no To). A choice with only a To or At
// is made by clicking that space or Settlement. Every field is -1 when it
// does not apply; a choice with none is made with the panels' buttons.
type cqSpot struct {
	From       int // the space of the soldier acting
	FromSettle int // the Settlement being upgraded
	To         int // the space acted on
	At         int // the Settlement acted on
}

// spatial reports whether the choice is made on the map.
func (p cqSpot) spatial() bool { return p.From >= 0 || p.FromSettle >= 0 || p.To >= 0 || p.At >= 0 }

// cqSpotOf says where choice c is made in state s.
func cqSpotOf(s *cc.State, c board.Choice) cqSpot {
	a := c.Action
	p := cqSpot{From: -1, FromSettle: -1, To: -1, At: -1}
	switch a.Kind {
	case cc.KindSettle:
		p.From, p.To = int(a.A), s.Board().Step(int(a.A), int(a.B))
	case cc.KindDeploy, cc.KindSiege:
		p.To = int(a.B)
	case cc.KindUpgradeSettlement:
		p.FromSettle, p.To = int(a.A), int(a.C)
	case cc.KindUpgrade, cc.KindMove, cc.KindRetire:
		p.From = int(a.A)
	case cc.KindMoveTo, cc.KindCasualty:
		p.To = int(a.A)
	case cc.KindAttack, cc.KindDoubleAttack:
		p.From, p.To = int(a.A), int(a.B)
		if a.Kind == cc.KindDoubleAttack {
			p.To = int(a.C)
		}
	case cc.KindPlacePeasant:
		p.At = int(a.A)
	case cc.KindCard:
		switch cc.CardKind(a.A) {
		case cc.Kidnapped:
			p.At = int(a.B)
		case cc.Promoted, cc.Repeat:
			p.From = int(a.B)
		case cc.Sickness, cc.StrategicRetreat, cc.ShieldWall:
			p.To = int(a.B)
		case cc.Reinforcement:
			p.To = int(a.C)
		}
	}
	return p
}

// cqPanelKind says which panel offers a choice that is not made on the
// map: the crafting panel, the hand of cards, or the turn bar.
type cqPanelKind int

const (
	cqPanelBar cqPanelKind = iota
	cqPanelCraft
	cqPanelHand
)

// cqPanelOf is the panel of a choice that is not made on the map.
func cqPanelOf(s *cc.State, c board.Choice) cqPanelKind {
	switch c.Action.Kind {
	case cc.KindBuy, cc.KindSell, cc.KindArrow, cc.KindBuildFarm, cc.KindCraft:
		return cqPanelCraft
	case cc.KindPeasant:
		if s.Phase == cc.PhaseMain {
			return cqPanelCraft
		}
	case cc.KindClaim, cc.KindDeclare, cc.KindDiscardObjective, cc.KindDiscardAction:
		return cqPanelHand
	}
	return cqPanelBar
}

// cqSelection is what the player has selected on the map: a space (a
// soldier, or a space with several choices) or a Settlement.
type cqSelection struct {
	Space  int // -1: none
	Settle int // -1: none
}

// none reports whether nothing is selected.
func (sel cqSelection) none() bool { return sel.Space < 0 && sel.Settle < 0 }

// cqMoves sorts the legal choices by where they are made.
type cqMoves struct {
	spots []cqSpot // by index into Legal
	// fromSpace and fromSettle: the choices of a selected soldier or
	// Settlement; onSpace and onSettle: choices made by one click on a
	// space or Settlement (no From). Values index Legal.
	fromSpace  map[int][]int
	fromSettle map[int][]int
	onSpace    map[int][]int
	onSettle   map[int][]int
}

// cqSortMoves files every legal choice of p under where it is made.
func cqSortMoves(s *cc.State, legal []board.Choice) cqMoves {
	m := cqMoves{
		spots:      make([]cqSpot, len(legal)),
		fromSpace:  map[int][]int{},
		fromSettle: map[int][]int{},
		onSpace:    map[int][]int{},
		onSettle:   map[int][]int{},
	}
	for i, c := range legal {
		sp := cqSpotOf(s, c)
		m.spots[i] = sp
		switch {
		case sp.From >= 0:
			m.fromSpace[sp.From] = append(m.fromSpace[sp.From], i)
		case sp.FromSettle >= 0:
			m.fromSettle[sp.FromSettle] = append(m.fromSettle[sp.FromSettle], i)
		case sp.To >= 0:
			m.onSpace[sp.To] = append(m.onSpace[sp.To], i)
		case sp.At >= 0:
			m.onSettle[sp.At] = append(m.onSettle[sp.At], i)
		}
	}
	return m
}

// selected lists the choices of the selection.
func (m cqMoves) selected(sel cqSelection) []int {
	switch {
	case sel.Space >= 0:
		return m.fromSpace[sel.Space]
	case sel.Settle >= 0:
		return m.fromSettle[sel.Settle]
	}
	return nil
}

// towards groups the selection's choices by the space they are made on;
// choices with no To are under -1.
func (m cqMoves) towards(sel cqSelection) map[int][]int {
	out := map[int][]int{}
	for _, i := range m.selected(sel) {
		out[m.spots[i].To] = append(out[m.spots[i].To], i)
	}
	return out
}
