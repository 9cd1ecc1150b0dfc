package emara

import (
	"fmt"
	"strings"

	"tabula/app/board"
	em "tabula/engines/emara"
)

// What a target would cost and why one is refused, for the person in the
// middle of their turn: shown on hover and focus (titles) and said in the
// status bar when a refused element is tried (board.Props.Refused).

// myTurn reports whether the viewer is deciding a part of their turn.
func (v *emaraView) myTurn() bool {
	return len(v.p.Legal) > 0 && v.s.Phase == em.PhaseTurn && v.p.Viewer == v.s.Current
}

// lack says what the viewer would still lack to pay pay, counting the Gold
// Coins that may stand in for resources and the units that may be left
// unpaid; "" when they can pay, or when it is not their turn.
func (v *emaraView) lack(pay em.Payment) string {
	if !v.myTurn() {
		return ""
	}
	return lackText(&v.s.Seats[v.s.Current], pay)
}

// lackText says what p would still lack to pay pay, or "" when p can pay.
func lackText(p *em.Player, pay em.Payment) string {
	var parts []string
	short, spare := 0, 0
	for r, n := range pay.Need {
		if d := int(n) - p.Res[r]; d > 0 {
			short += d
			parts = append(parts, fmt.Sprintf("%d %s", d, em.Resource(r)))
		} else {
			spare -= d
		}
	}
	if d := int(pay.Any) - spare; d > 0 {
		short += d
		parts = append(parts, fmt.Sprintf("%d more %s", d, board.Plural(d, "resource", "resources")))
	}
	coins := p.Coins
	if pay.NoCoin {
		coins = 0
	}
	if short-int(pay.Waive) <= coins {
		return ""
	}
	text := "you lack " + board.JoinAnd(parts)
	if coins > 0 {
		text += fmt.Sprintf(" (your %d Gold %s cannot cover it all)", coins, board.Plural(coins, "Coin", "Coins"))
	}
	return text
}

// upperFirst capitalises a sentence.
func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// cardHireReady reports whether the Hire card's action is still to be
// used this turn.
func cardHireReady(s *em.State) bool {
	return !s.CardDone && s.Card >= 0 && em.Card(s.Card) == em.CardHire
}

// standsAt reports whether seat has a Councilor at l, or the Steward that
// lets them act anywhere.
func standsAt(s *em.State, seat int, l em.Location) bool {
	return s.CouncilorLocation(seat, 0) == l || s.CouncilorLocation(seat, 1) == l || s.HasAdvisor(seat, em.PowerSteward)
}

// hutRefused says why the viewer may not hire into hut h of l now, during
// their turn; "" when nothing is to say.
func (v *emaraView) hutRefused(l em.Location, h int) string {
	if !v.myTurn() {
		return ""
	}
	s := v.s
	seat := s.Current
	p := &s.Seats[seat]
	switch {
	case s.HutOwner(l, h) >= 0:
		return fmt.Sprintf("This hut already houses a Craftsman of %s.", v.p.SeatName(s.HutOwner(l, h)))
	case s.Bonus&em.BonusHire != 0 && !cardHireReady(s):
		return "You have hired a Craftsman this turn already: each Bonus Action once a turn."
	case int(p.Hired) >= em.CraftsmenEach:
		return "All your Craftsmen are hired."
	case s.CraftsmenAt(seat, l) >= em.MaxCraftsmenHere:
		return fmt.Sprintf("You have %d Craftsmen at the %s already, the most allowed.", em.MaxCraftsmenHere, l)
	case !standsAt(s, seat, l):
		return fmt.Sprintf("Hire where a Councilor of yours stands: none is at the %s.", l)
	}
	if t := v.lack(s.HireCost(l, h, cardHireReady(s))); t != "" {
		return upperFirst(t) + " for this hut."
	}
	return ""
}

// advisorRefused says why the viewer may not recruit the Advisor on space
// i of l now, during their turn; "" when nothing is to say.
func (v *emaraView) advisorRefused(l em.Location, i int) string {
	if !v.myTurn() {
		return ""
	}
	s := v.s
	seat := s.Current
	switch {
	case s.Bonus&em.BonusRecruit != 0 && !cardHireReady(s):
		return "You have recruited an Advisor this turn already: each Bonus Action once a turn."
	case !standsAt(s, seat, l):
		return fmt.Sprintf("Recruit where a Councilor of yours stands: none is at the %s.", l)
	}
	if t := v.lack(s.RecruitCost(l, i, cardHireReady(s))); t != "" {
		return upperFirst(t) + " for this Advisor."
	}
	return ""
}

// rankRefused says why the viewer may not take their next noble rank now,
// during their turn; "" when nothing is to say.
func (v *emaraView) rankRefused() string {
	if !v.myTurn() {
		return ""
	}
	s := v.s
	p := &s.Seats[s.Current]
	r, cost, _, ok := s.NextRank(s.Current)
	switch {
	case !ok:
		return ""
	case s.Bonus&em.BonusNoble != 0:
		return "You have risen in rank this turn already: each Bonus Action once a turn."
	case p.Coins < cost.Coins || p.Rings < cost.Rings:
		return fmt.Sprintf("%s needs %d Gold %s and %d Signet %s; you have %d and %d.", r,
			cost.Coins, board.Plural(cost.Coins, "Coin", "Coins"), cost.Rings, board.Plural(cost.Rings, "Ring", "Rings"), p.Coins, p.Rings)
	}
	return ""
}
