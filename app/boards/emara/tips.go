package emara

import (
	em "tabula/engines/emara"
)

// What a target would cost and why one is refused, for the person in the
// middle of their turn: shown on hover and focus (titles) and said in the
// status bar when a refused element is tried (board.Props.Refused).

// myTurn reports whether the viewer is deciding a part of their turn.
func (v *emaraView) myTurn() bool {
	return len(v.p.Legal) > 0 && v.s.Phase == em.PhaseTurn && v.p.Viewer == v.s.Current
}

// lack says what the viewer would still lack to pay pay (em.Lack); ""
// when they can pay, or when it is not their turn.
func (v *emaraView) lack(pay em.Payment) string {
	if !v.myTurn() {
		return ""
	}
	return em.Lack(&v.s.Seats[v.s.Current], pay)
}

// hutRefused says why the viewer may not hire into hut h of l now, during
// their turn: the engine's reason (em.State.HireRefusal), or "".
func (v *emaraView) hutRefused(l em.Location, h int) string {
	if !v.myTurn() {
		return ""
	}
	return v.s.HireRefusal(l, h)
}

// advisorRefused says why the viewer may not recruit the Advisor on space
// i of l now, during their turn: the engine's reason
// (em.State.RecruitRefusal), or "".
func (v *emaraView) advisorRefused(l em.Location, i int) string {
	if !v.myTurn() {
		return ""
	}
	return v.s.RecruitRefusal(l, i)
}

// rankRefused says why the viewer may not take their next noble rank now,
// during their turn: the engine's reason (em.State.RankRefusal), or "".
func (v *emaraView) rankRefused() string {
	if !v.myTurn() {
		return ""
	}
	return v.s.RankRefusal()
}
