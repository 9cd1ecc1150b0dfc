package emara

import (
	"fmt"
	"strings"
)

// Refusals: why the player to move may not make the Bonus Action or the
// Movement a place of the table stands for (a hut, an Advisor, their next
// noble rank, a Councilor of theirs), in a sentence to that player, by the
// tests Legal makes. Each is "" when such a move is legal there, and
// outside the part of a turn where those moves are chosen
// (TestRefusalsAgreeWithLegal), so a table that shows them gives the
// engine's own reason.

// HireRefusal says why the player to move may not hire a Craftsman into
// hut h of l now (rules, Bonus Action: Hire a Craftsman; the Hire or
// Recruit card), or "".
func (s *State) HireRefusal(l Location, h int) string {
	if s.Ended || s.Phase != PhaseTurn || !l.IsCountryside() || h < 0 || h >= HutsPerCountryside ||
		s.isLegal(Hire(l, h)) || s.isLegal(CardActionHire(l, h)) {
		return ""
	}
	seat := s.Current
	p := &s.Seats[seat]
	card := s.hireCardReady()
	switch {
	case s.Huts[l][h] >= 0:
		return "This hut already houses a Craftsman: one to a hut."
	case s.Bonus&BonusHire != 0 && !card:
		return "You have hired a Craftsman this turn already: each Bonus Action once a turn."
	case p.Hired >= CraftsmenEach:
		return "All your Craftsmen are hired."
	case s.craftsmenAt(seat, l) >= MaxCraftsmenHere:
		return fmt.Sprintf("You have %d Craftsmen at the %s already, the most allowed.", MaxCraftsmenHere, l)
	case !s.councilorAt(seat, l) && !s.hasAdvisor(seat, PowerSteward):
		return fmt.Sprintf("Hire where a Councilor of yours stands: none is at the %s.", l)
	}
	return capital(s.lackFor(s.hirePayment(l, h, card))) + " for this hut."
}

// RecruitRefusal says why the player to move may not recruit the Advisor
// on space i of Town Location l now (rules, Bonus Action: Recruit an
// Advisor; the Hire or Recruit card), or "".
func (s *State) RecruitRefusal(l Location, i int) string {
	if s.Ended || s.Phase != PhaseTurn || !l.IsTown() || i < 0 || i >= AdvisorsPerTown ||
		s.isLegal(Recruit(l, i)) || s.isLegal(CardActionRecruit(l, i)) {
		return ""
	}
	seat := s.Current
	card := s.hireCardReady()
	switch {
	case s.Spaces[l-Castle][i] < 0:
		return "This Advisor space is empty: no Advisor was left to fill it."
	case s.Bonus&BonusRecruit != 0 && !card:
		return "You have recruited an Advisor this turn already: each Bonus Action once a turn."
	case !s.councilorAt(seat, l) && !s.hasAdvisor(seat, PowerSteward):
		return fmt.Sprintf("Recruit where a Councilor of yours stands: none is at the %s.", l)
	}
	return capital(s.lackFor(s.recruitPayment(l, i, card))) + " for this Advisor."
}

// RankRefusal says why the player to move may not rise to their next noble
// rank now (rules, Bonus Action: Increase your noble rank), or "" (also
// when no rank is left to take).
func (s *State) RankRefusal() string {
	r, cost, _, ok := s.NextRank(s.Current)
	if s.Ended || s.Phase != PhaseTurn || !ok || s.canNoble() {
		return ""
	}
	p := &s.Seats[s.Current]
	if s.Bonus&BonusNoble != 0 {
		return "You have risen in rank this turn already: each Bonus Action once a turn."
	}
	return fmt.Sprintf("%s needs %d Gold %s and %d Signet %s; you have %d and %d.", r,
		cost.Coins, plural(cost.Coins, "Coin", "Coins"), cost.Rings, plural(cost.Rings, "Ring", "Rings"), p.Coins, p.Rings)
}

// CouncilorRefusal says why the player to move may not move their
// Councilor of board b now (rules, Movement Action; the Move card), or "".
func (s *State) CouncilorRefusal(b int) string {
	if s.Ended || s.Phase != PhaseTurn || b < 0 || b >= Councilors || s.isLegal(Move(b)) || s.isLegal(CardActionMove(b)) {
		return ""
	}
	return "You have made this turn's Movement Action: it moves one of your Councilors, once a turn."
}

// hireCardReady reports whether the Hire or Recruit card's action is still
// to be taken this turn: its hire or recruit does not use the Bonus Action.
func (s *State) hireCardReady() bool { return !s.CardDone && s.Card >= 0 && Card(s.Card) == CardHire }

// Lack says what p would still lack to pay pay ("you lack 1 Wood and 2
// more resources"), counting the Gold Coins that may stand in for
// resources and the units that may be left unpaid; "" when p can pay.
func Lack(p *Player, pay Payment) string {
	var parts []string
	short, spare := 0, 0
	for r, n := range pay.Need {
		if d := int(n) - p.Res[r]; d > 0 {
			short += d
			parts = append(parts, fmt.Sprintf("%d %s", d, Resource(r)))
		} else {
			spare -= d
		}
	}
	if d := int(pay.Any) - spare; d > 0 {
		short += d
		parts = append(parts, fmt.Sprintf("%d more %s", d, plural(d, "resource", "resources")))
	}
	coins := p.Coins
	if pay.NoCoin {
		coins = 0
	}
	if short-int(pay.Waive) <= coins {
		return ""
	}
	text := "you lack " + joinAnd(parts)
	if coins > 0 {
		text += fmt.Sprintf(" (your %d Gold %s cannot cover it all)", coins, plural(coins, "Coin", "Coins"))
	}
	return text
}

// lackFor is what the player to move lacks to pay pay, which they cannot:
// Lack, or, should its count miss a reason the payment rules find, that
// they cannot pay it.
func (s *State) lackFor(pay Payment) string {
	if t := Lack(&s.Seats[s.Current], pay); t != "" {
		return t
	}
	return "you cannot pay the cost"
}

// joinAnd writes "a", "a and b", "a, b and c".
func joinAnd(parts []string) string {
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// capital starts a sentence with a capital letter.
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
