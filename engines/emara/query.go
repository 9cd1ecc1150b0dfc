package emara

import "tabula/engines"

// Read-only queries for the table and bots: what the boards look like, where
// a move would land and what things cost, computed by the same code the
// rules use. Seats are 0-based; none of these change the state, and an
// argument out of range gives a zero value (-1 for a Location or seat), never
// a panic.

func (s *State) validSeat(seat int) bool { return seat >= 0 && seat < len(s.Seats) }

// LocationAt is the Location at position pos (clockwise) of board b.
func (s *State) LocationAt(b, pos int) Location {
	if b < 0 || b >= Councilors || pos < 0 {
		return -1
	}
	return Location(s.Layout[b][pos%RingSize])
}

// CouncilorLocation is where seat's Councilor c stands.
func (s *State) CouncilorLocation(seat, c int) Location {
	if !s.validSeat(seat) || c < 0 || c >= Councilors {
		return -1
	}
	return s.councilorLocation(seat, c)
}

// Destination is where seat's Councilor c would land after steps steps.
func (s *State) Destination(seat, c, steps int) Location {
	if !s.validSeat(seat) || c < 0 || c >= Councilors || steps < 0 {
		return -1
	}
	return Location(s.Layout[c][(int(s.Seats[seat].Councilor[c])+steps)%RingSize])
}

// EmptySlots lists the slots seat may still play a card onto this round,
// with SlotSteps giving how far each moves.
func (s *State) EmptySlots(seat int) []int {
	var out []int
	if !s.validSeat(seat) {
		return nil
	}
	for i, c := range s.Seats[seat].Slots {
		if c < 0 {
			out = append(out, i)
		}
	}
	return out
}

// MarkerValue is what marker m shows now (a Donation or Gift cost, the
// Stone Marker's Citizen Points, the Bread Marker's per Bread), or the
// board's value once the marker is in the box.
func (s *State) MarkerValue(m MarkerKind) int {
	if m < 0 || m >= NumMarkers {
		return 0
	}
	return s.markerValue(m)
}

// MarkerInBox reports whether marker m has been returned to the box.
func (s *State) MarkerInBox(m MarkerKind) bool { return m >= 0 && m < NumMarkers && s.Markers[m] < 0 }

// HutOwner is the seat whose Craftsman is on hut h of Countryside Location
// l, or -1.
func (s *State) HutOwner(l Location, h int) int {
	if !l.IsCountryside() || h < 0 || h >= HutsPerCountryside {
		return -1
	}
	return int(s.Huts[l][h])
}

// CraftsmenAt counts seat's Craftsmen at Countryside Location l.
func (s *State) CraftsmenAt(seat int, l Location) int {
	if !l.IsCountryside() {
		return 0
	}
	return s.craftsmenAt(seat, l)
}

// AdvisorAt is the Advisor on space i of Town Location l, or -1.
func (s *State) AdvisorAt(l Location, i int) int {
	if !l.IsTown() || i < 0 || i >= AdvisorsPerTown {
		return -1
	}
	return int(s.Spaces[l-Castle][i])
}

// BStackTop is the face-up B Advisor on the refill stack, or -1.
func (s *State) BStackTop() int {
	if len(s.BStack) == 0 {
		return -1
	}
	return int(s.BStack[0])
}

// CurrentEvent is the Event in effect this round; ok is false during setup.
func (s *State) CurrentEvent() (e Event, ok bool) {
	if !s.Started {
		return Event{}, false
	}
	return s.event(), true
}

// TopEvent is the Event card on top of the deck: during setup, the card
// whose Locations and Building start are used.
func (s *State) TopEvent() Event { return Events[s.EventDeck[0]] }

// NextRank is the rank seat would take next, its cost and the Citizen
// Points of the card on top of its stack; ok is false for a Duke or an
// empty stack.
func (s *State) NextRank(seat int) (r Rank, cost RankCost, citizens int, ok bool) {
	if !s.validSeat(seat) {
		return 0, RankCost{}, 0, false
	}
	n := len(s.Seats[seat].Nobility)
	if n >= NumRanks || s.NobTop[n] >= CardsPerRank {
		return 0, RankCost{}, 0, false
	}
	return Rank(n), s.RankCost(Rank(n)), s.RankCitizens(Rank(n), int(s.NobTop[n])), true
}

// NobilityCard is the Citizen Points of the card seat holds for rank r, or
// 0 if seat has not reached it.
func (s *State) NobilityCard(seat int, r Rank) int {
	if !s.validSeat(seat) {
		return 0
	}
	nob := s.Seats[seat].Nobility
	if r < 0 || int(r) >= len(nob) {
		return 0
	}
	return s.RankCitizens(r, int(nob[r]))
}

// Affordable says which Bonus Actions the seat to move could take now
// (rules, Bonus Actions: "You must be able to pay the costs").
type Affordable struct {
	Noble, Hire, Recruit bool
}

// AffordableBonus reports which Bonus Actions the seat to move can still
// take this turn and pay for.
func (s *State) AffordableBonus() Affordable {
	var a Affordable
	if s.Ended || s.Phase != PhaseTurn {
		return a
	}
	a.Noble = s.canNoble()
	var buf [maxLegal]engines.Action
	for _, x := range s.appendHires(buf[:0], KindHire, false) {
		switch x.Kind {
		case KindHire:
			a.Hire = true
		case KindRecruit:
			a.Recruit = true
		}
	}
	return a
}

// HireCost and RecruitCost are what the seat to move would pay to hire into
// hut h of l, or recruit the Advisor on space i of l, with the Hire card's
// discount when viaCard (and the Scholar's and Good labour situation's
// rules applied).
func (s *State) HireCost(l Location, h int, viaCard bool) Payment {
	if !l.IsCountryside() || h < 0 || h >= HutsPerCountryside {
		return Payment{}
	}
	return s.hirePayment(l, h, viaCard)
}

// RecruitCost is what the seat to move would pay to recruit the Advisor on
// space i of l (see HireCost).
func (s *State) RecruitCost(l Location, i int, viaCard bool) Payment {
	if !l.IsTown() || i < 0 || i >= AdvisorsPerTown {
		return Payment{}
	}
	return s.recruitPayment(l, i, viaCard)
}

// Owed is the payment in progress (PhasePay).
func (s *State) Owed() Payment { return s.Pay }

// DrawnFavors lists the Favor Tokens the seat to move is choosing from (PhaseFavor);
// empty in another seat's view.
func (s *State) DrawnFavors() []int { return ints(s.Drawn) }

// Hand lists seat's Action Cards in hand (in another seat's view, a
// placeholder of the right size).
func (s *State) Hand(seat int) []Card {
	if !s.validSeat(seat) {
		return nil
	}
	out := make([]Card, len(s.Seats[seat].Hand))
	for i, c := range s.Seats[seat].Hand {
		out[i] = Card(c)
	}
	return out
}

// EndPoints is what seat's holdings would score at the end now (rules, End
// of the Game).
func (s *State) EndPoints(seat int) int {
	if !s.validSeat(seat) {
		return 0
	}
	return s.Seats[seat].endPoints()
}

// HasAdvisor reports whether seat holds an Advisor with power pw.
func (s *State) HasAdvisor(seat int, pw Power) bool {
	return s.validSeat(seat) && pw >= 0 && pw < NumPowers && s.hasAdvisor(seat, pw)
}

// BuildingGain is what a gain of n Building Points would come to for seat
// now (the Toolmaker and the round's Event included).
func (s *State) BuildingGain(seat, n int) int {
	if !s.validSeat(seat) {
		return n
	}
	return s.buildingGain(seat, n)
}

// VictoriaRank is the number of Nobility Cards Victoria holds.
func (s *State) VictoriaRank() int { return len(s.VicNobility) }

func ints(ids []int8) []int {
	out := make([]int, len(ids))
	for i, v := range ids {
		out[i] = int(v)
	}
	return out
}

// Holdings lists the Advisors seat has recruited and the Nobility ranks it
// has reached. It implements engines.Holdings.
func (s *State) Holdings(seat int) []engines.Component {
	if !s.validSeat(seat) {
		return nil
	}
	p := &s.Seats[seat]
	out := make([]engines.Component, 0, len(p.Advisors)+len(p.Nobility))
	for _, a := range p.Advisors {
		out = append(out, engines.Component{Kind: "Advisor", Name: Advisors[a].Name})
	}
	for r := range p.Nobility {
		out = append(out, engines.Component{Kind: "Nobility rank", Name: Rank(r).String()})
	}
	return out
}
