package emara

// Citizens is a seat's Citizen Points.
func (p *Player) Citizens() int {
	t := 0
	for _, v := range p.Cit {
		t += v
	}
	return t
}

// Buildings is a seat's Building Points.
func (p *Player) Buildings() int {
	t := 0
	for _, v := range p.Bld {
		t += v
	}
	return t
}

// Resources is the number of resources a seat holds.
func (p *Player) Resources() int {
	return p.Res[Wood] + p.Res[Cloth] + p.Res[Grain] + p.Res[Stone]
}

// buildingGain is what a gain of n Building Points comes to during play:
// the Toolmaker adds 2, An early winter takes 1, A long summer adds 2
// (rules, Advisors; Event Cards).
func (s *State) buildingGain(seat, n int) int {
	total := n + s.eventBuildingDelta()
	if s.hasAdvisor(seat, PowerToolmaker) {
		total += ToolmakerBuildings
	}
	return max(total, 0)
}

func (s *State) eventBuildingDelta() int {
	switch e := s.event(); e.Effect {
	case EventEarlyWinter, EventLongSummer:
		return e.N
	}
	return 0
}

// gainBuildings books a gain of n Building Points in category cat, its
// modifiers in their own categories.
func (s *State) gainBuildings(seat, n, cat int) {
	p := &s.Seats[seat]
	if cat == BldEvents {
		s.eventPoints(seat, 0, n)
	} else {
		p.Bld[cat] += n
	}
	if s.hasAdvisor(seat, PowerToolmaker) {
		p.Bld[BldAdvisors] += ToolmakerBuildings
	}
	if d := s.eventBuildingDelta(); d != 0 {
		s.eventPoints(seat, 0, d)
	}
}

// eventPoints adds what the round's Event brings seat: cit Citizen and bld
// Building Points.
func (s *State) eventPoints(seat, cit, bld int) {
	p := &s.Seats[seat]
	p.Cit[CitEvents] += cit
	p.Bld[BldEvents] += bld
	if s.trace != nil && (cit != 0 || bld != 0) && len(s.EventDeck) > 0 {
		s.note(Happening{Kind: HappeningEventPoints, Seat: seat, Card: int(s.EventDeck[0]), Citizens: cit, Buildings: bld})
	}
}

// eventBonus is the Event's extra Citizen Points for effect e this round.
func (s *State) eventBonus(e EventEffect) int {
	if ev := s.event(); ev.Effect == e {
		return ev.N
	}
	return 0
}
