package coincrown

import (
	"slices"

	"tabula/engines"
)

// Read-only queries for the table and bots: what things cost, what a
// player could do, and what a decision in progress still needs, computed by
// the same code the rules use.

// RowSize is the number of places in each Current Market row (players + 1).
func (s *State) RowSize() int { return s.rowSize() }

// TopLand returns the face-up Land of deck k, or -1 when the deck is empty.
func (s *State) TopLand(k LandKind) int {
	if k < 0 || k >= NumLandKinds || len(s.LandDecks[k]) == 0 {
		return -1
	}
	return int(s.LandDecks[k][0])
}

// TopCardKnown returns the top card of Future Market deck d if seat has
// seen it with a Watchtower, or -1.
func (s *State) TopCardKnown(seat int, d Denom) int {
	if d < 0 || d >= NumDenoms || s.known(seat, int(d)) == 0 {
		return -1
	}
	return int(s.Decks[d][0])
}

// CategoryCounts is what seat counts towards each Iron coin (Retired cards
// included, Mills +1 towards their resource).
func (s *State) CategoryCounts(seat int) [NumCategories]int { return s.categoryCounts(seat) }

// MarketCardCount is the number of Market cards seat owns, Retired ones
// included (the Start Player tie-break).
func (s *State) MarketCardCount(seat int) int { return len(s.Seats[seat].Cards) }

// ArmyStrength is the most Battle Strength seat's ready Military can put
// into one attack now: every ready Troop, Armor for as many Troops, every
// Cavalry — without the Overseas Market.
func (s *State) ArmyStrength(seat int) int {
	h := s.summary(seat)
	total := 0
	troops := 0
	for ti, t := range []CardType{StandardTroop, EliteTroop} {
		for n, k := range h.troops[ti] {
			if n > 0 {
				total += int(k) * Types[t].Strength
				troops += int(k)
			}
		}
	}
	total += min(int(h.ready[Armor]), troops) * Types[Armor].Strength
	return total + int(h.ready[Cavalry])*Types[Cavalry].Strength
}

// UpgradeBracket returns the resources the next upgrade of seat's land-th
// Land needs, and false if it is a City (or no such Land).
func (s *State) UpgradeBracket(seat, land int) ([NumResources]int, bool) {
	if seat < 0 || seat >= s.NPlayers || land < 0 || land >= len(s.Seats[seat].Lands) {
		return [NumResources]int{}, false
	}
	l := s.Seats[seat].Lands[land]
	if l.Level >= City {
		return [NumResources]int{}, false
	}
	return LandCards[l.ID].Brackets[l.Level], true
}

// HasUpgradeCard reports whether a Land Upgrade Card lies on l.
func HasUpgradeCard(l Land) bool { return hasUpgradeCard(l) }

// Payment describes the payment in progress: its cost in Bronze and what it
// is for, in words; ok is false when no payment is pending.
func (s *State) Payment() (cost int, what string, ok bool) {
	if s.Phase != PhasePay {
		return 0, "", false
	}
	return int(s.PayCost), s.payingFor(), true
}

// Conquest describes a conquest by force in progress: the Land deck, the
// Battle Strength so far and the defense to meet; ok is false otherwise.
func (s *State) Conquest() (deck LandKind, strength, defense int, ok bool) {
	if s.Phase != PhaseForce && !(s.Phase == PhasePay && s.Back == PhaseForce) {
		return 0, 0, 0, false
	}
	return LandKind(s.Target), int(s.Strength), LandCards[s.LandDecks[s.Target][0]].Defense, true
}

// Upgrading describes an upgrade in progress: the Land's index, the
// resources still needed and the wild resources applied; ok is false
// otherwise.
func (s *State) Upgrading() (land int, needs [NumResources]int, wild int, ok bool) {
	if s.Phase != PhaseUpgrade && !(s.Phase == PhasePay && s.Back == PhaseUpgrade) {
		return 0, needs, 0, false
	}
	for r, n := range s.Needs {
		needs[r] = int(n)
	}
	return int(s.Target), needs, int(s.Wild), true
}

// StartPlayer is this year's Start Player (who holds the Start Player coin).
func (s *State) StartPlayer() int { return s.Start }

// Holdings lists the kinds of Market card seat has bought, in its
// Tableau or Retired Area (copies, whatever their cost, share a name). It
// implements engines.Holdings.
func (s *State) Holdings(seat int) []engines.Component {
	if seat < 0 || seat >= len(s.Seats) {
		return nil
	}
	var out []engines.Component
	for _, c := range s.Seats[seat].Cards {
		k := engines.Component{Kind: "Market card", Name: MarketCards[c.ID].Type.String()}
		if !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// LeastPayment is the payment of cost (in Bronze) from seat's Income that
// is worth least among those with no superfluous coin, the ways a payment
// may be made (rules, Buy a Card: no change), or false when the Income is
// worth less than cost.
func (s *State) LeastPayment(seat, cost int) (Coins, bool) {
	if seat < 0 || seat >= len(s.Seats) {
		return Coins{}, false
	}
	in := s.Seats[seat].Income
	best, found := Coins{}, false
	for g := range in[Gold] + 1 {
		for sv := range in[Silver] + 1 {
			c := Coins{max(cost-g*DenomValue[Gold]-sv*DenomValue[Silver], 0), sv, g}
			if c[Bronze] > in[Bronze] || !needed(c, cost) {
				continue
			}
			if !found || c.Value() < best.Value() {
				best, found = c, true
			}
		}
	}
	return best, found
}
