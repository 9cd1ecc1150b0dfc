package emara

import "slices"

// beginRound runs the Event phase: the top Event goes to the box and the
// next one takes effect (rules, Course of the Game 1).
func (s *State) beginRound(r int) {
	s.Round = r
	s.Started = true
	if len(s.EventDeck) > 0 {
		s.EventBox = append(s.EventBox, s.EventDeck[0])
		s.EventDeck = s.EventDeck[1:]
	}
	s.Reveals++
	if s.trace != nil && len(s.EventDeck) > 0 {
		s.note(Happening{Kind: HappeningRoundBegin, Round: r, Card: int(s.EventDeck[0])})
	}
	if e := s.event(); e.Effect == EventResource {
		for i := range s.Seats {
			s.Seats[i].Res[e.Res] += e.N
		}
	}
	s.Turn = 0
	s.Current = s.Start
	s.startTurn()
}

// endTurn hands on to the next player, or ends the round.
func (s *State) endTurn() {
	s.Turn++
	if s.Turn >= TurnsPerRound*s.NPlayers {
		s.endRound()
		return
	}
	s.Current = (s.Start + s.Turn) % s.NPlayers
	s.startTurn()
}

// endRound applies an end-of-round Event in player order, then finishes
// the round (rules, Course of the Game 3).
func (s *State) endRound() {
	if s.trace != nil && len(s.EventDeck) > 0 {
		s.note(Happening{Kind: HappeningRoundEnd, Round: s.Round, Card: int(s.EventDeck[0])})
	}
	switch s.event().Effect {
	case EventFamine, EventAlms, EventLore:
		s.Phase, s.EventAt, s.Current, s.Chamber = PhaseEvent, 0, s.Start, ChamberNone
		s.Card, s.Loc = -1, -1
		return
	}
	s.finishRound()
}

func (s *State) eventReward(opt int) {
	p := &s.Seats[s.Current]
	e := s.event()
	switch opt {
	case OptOneGrain, OptTwoGrain:
		grain := opt - OptOneGrain + 1
		s.startPayment(Payment{Need: Cost{Grain: int8(grain)}, Effect: EffFamine, Arg: int8(grain), Return: PhaseEvent})
		return
	case OptRing:
		p.Rings--
	case OptCoin:
		p.Coins--
	case OptBook:
		p.Books--
	}
	switch e.Effect {
	case EventFamine:
		s.eventPoints(s.Current, FamineBig, 0)
	case EventAlms:
		s.eventPoints(s.Current, e.N, 0)
	case EventLore:
		s.gainBuildings(s.Current, e.N, BldEvents)
	}
	s.nextEventSeat()
}

func (s *State) nextEventSeat() {
	s.EventAt++
	s.Chamber = ChamberNone
	if s.EventAt >= s.NPlayers {
		s.finishRound()
		return
	}
	s.Current = (s.Start + s.EventAt) % s.NPlayers
}

// finishRound: Victoria's steps in Solo Mode, the Statue passes, the slots
// empty, the cards are reshuffled after round 3, 3 are drawn; after round
// 6 the game is scored (rules, Course of the Game 3; Solo Mode).
func (s *State) finishRound() {
	s.note(Happening{Kind: HappeningRoundFinish, Round: s.Round})
	if s.NPlayers == 1 && s.Round+1 >= SoloFirstRound {
		s.victoria()
	}
	if s.Round == Rounds-1 {
		s.scoreEnd()
		return
	}
	if start := (s.Start + 1) % s.NPlayers; start != s.Start {
		s.Start = start
		s.note(Happening{Kind: HappeningStatue, Seat: start, Round: s.Round + 1})
	}
	if s.Round+1 == ReshuffleAfter {
		s.note(Happening{Kind: HappeningCardsBack, Full: s.Full})
	}
	if !s.Full {
		s.note(Happening{Kind: HappeningDrew})
	}
	for seat := range s.Seats {
		p := &s.Seats[seat]
		for i, c := range p.Slots {
			if c >= 0 {
				p.Used = append(p.Used, c)
				p.Slots[i] = -1
			}
		}
		if s.Round+1 == ReshuffleAfter {
			if s.Full {
				p.Hand = append(p.Hand, p.Used...)
				slices.Sort(p.Hand)
			} else {
				p.Pile = append(p.Pile, p.Used...)
				shuffle8(&s.RNG, p.Pile)
			}
			p.Used = p.Used[:0]
		}
		if !s.Full {
			s.draw(p)
		}
	}
	s.beginRound(s.Round + 1)
}

// victoria is Victoria's end-of-round steps (rules, Solo Mode: Course of the
// Game): Citizen Points as for 1 Stone and 1 Bread at the Construction Site,
// then the next noble rank.
func (s *State) victoria() {
	e := Happening{Kind: HappeningVictoria, Rank: -1, Built: s.markerValue(StoneMarker) + s.markerValue(BreadMarker)}
	s.Vic[VicConstruction] += s.markerValue(StoneMarker)
	s.turnMarker(StoneMarker)
	s.Vic[VicConstruction] += s.markerValue(BreadMarker)
	s.turnMarker(BreadMarker)
	if r := VictoriaRanks[s.Round]; r >= 0 && s.NobTop[r] < CardsPerRank {
		idx := s.NobTop[r]
		s.NobTop[r]++
		s.VicNobility = append(s.VicNobility, idx)
		e.Rank, e.More = r, s.RankCitizens(r, int(idx))+s.eventBonus(EventRespected)
		s.Vic[VicNobility] += s.RankCitizens(r, int(idx))
		s.Vic[VicEvents] += s.eventBonus(EventRespected)
	}
	if s.trace != nil {
		e.Score = s.VictoriaScore()
		s.note(e)
	}
}
