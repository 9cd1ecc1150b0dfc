package emara

import (
	"fmt"
	"slices"

	"tabula/engines"
)

// Apply performs a legal action, then any step that is the only one left.
func (s *State) Apply(a engines.Action) error {
	if !s.isLegal(a) {
		return fmt.Errorf("crown of emara: %w: %+v", engines.ErrIllegal, a)
	}
	s.apply(a)
	s.advance()
	return nil
}

// Step applies a and reports its index in Legal, whether it was an undo
// barrier and the events it set off, as Happening values
// (engines.Stepper): one application of the rules.
func (s *State) Step(a engines.Action) (engines.Step, error) {
	i := slices.Index(s.LegalView(), a)
	if i < 0 {
		return engines.Step{}, fmt.Errorf("crown of emara: %w: %+v", engines.ErrIllegal, a)
	}
	was := s.mark()
	var events []Happening
	s.trace = &events
	s.apply(a)
	s.advance()
	s.trace = nil
	step := engines.Step{Index: i, Barrier: s.barrierSince(was), Events: make([]engines.Event, len(events))}
	for k, e := range events {
		step.Events[k] = e
	}
	return step, nil
}

// advance applies forced steps: while only one action is legal, it is
// taken (a turn with nothing left but ending it ends, a payment with one
// way to pay is paid, a Location with nothing to do is left).
func (s *State) advance() {
	var buf [maxLegal]engines.Action
	for !s.Ended && !s.surelyOpen() {
		legal := s.appendLegal(buf[:0])
		if len(legal) != 1 {
			return
		}
		if s.trace != nil {
			s.noteForced(legal[0])
		}
		s.apply(legal[0])
	}
}

// noteForced records the event of a forced step that is the rules' own:
// the last card of a hand played, a turn ending, a Countryside take or
// leaving a Location with nothing to do.
func (s *State) noteForced(a engines.Action) {
	switch a.Kind {
	case KindPlay:
		s.note(Happening{Kind: HappeningLastCard, Seat: s.Current, Card: int(a.A), Slot: int(a.B)})
	case KindEndTurn:
		s.note(Happening{Kind: HappeningTurnEnd, Seat: s.Current})
	case KindCollect:
		l := Location(s.Loc)
		s.note(Happening{Kind: HappeningCollected, Seat: s.Current, Loc: l, N: CountrysideBaseGain + s.craftsmenAt(s.Current, l) - int(a.A)})
	case KindLeave:
		s.note(Happening{Kind: HappeningNothing, Seat: s.Current, Loc: Location(s.Loc)})
	}
}

// surelyOpen reports, cheaply, phases with more than one legal action for
// certain: setup choices, a hand with a choice of card or slot, a turn
// whose Movement is still to come (two Councilors).
func (s *State) surelyOpen() bool {
	switch s.Phase {
	case PhaseStart, PhaseRelocate, PhaseStartResource:
		return true
	case PhasePlay:
		return len(s.Seats[s.Current].Hand) > 1 // and a slot is always empty
	case PhaseTurn:
		return !s.MoveDone
	}
	return false
}

func (s *State) apply(a engines.Action) {
	seat := s.Current
	p := &s.Seats[seat]
	A, B := int(a.A), int(a.B)
	switch a.Kind {
	case KindBuildingStart:
		s.BuildingStart = A
		for i := range s.Seats {
			s.Seats[i].Bld[BldStart] = A
		}
		s.placeCouncilors()
	case KindRelocate:
		b := s.relocationBoard()
		e := Events[s.EventDeck[0]]
		stay := e.StartTown
		if A == 1 {
			stay = e.StartCountry
		}
		_, pos := s.position(stay)
		p.Councilor[b] = int8(pos)
		p.Councilor[1-b] = int8(B)
		s.placeOthers()
		s.Phase, s.Current = PhaseStartResource, s.Start
	case KindStartResource:
		p.Res[A]++
		if next := (seat + 1) % s.NPlayers; next != s.Start {
			s.Current = next
			return
		}
		s.beginRound(0)
	case KindPlay:
		s.play(Card(A), B)
	case KindCardGold:
		s.CardDone = true
		coins := GoldCardOne
		if A == GoldCardThree {
			coins = GoldCardThreeCoins
		}
		s.startPayment(Payment{Any: int8(A), NoCoin: true, Effect: EffCardGold, Arg: int8(coins), Return: PhaseTurn})
	case KindCardMove:
		s.CardDone = true
		s.moveCouncilor(A, 1)
	case KindCardHire, KindHire:
		if a.Kind == KindCardHire {
			s.CardDone = true
		} else {
			s.Bonus |= BonusHire
		}
		pay := s.hirePayment(Location(A), B, a.Kind == KindCardHire)
		pay.Effect, pay.Arg, pay.Arg2, pay.Return = EffHire, int8(A), int8(B), PhaseTurn
		s.startPayment(pay)
	case KindCardRecruit, KindRecruit:
		if a.Kind == KindCardRecruit {
			s.CardDone = true
		} else {
			s.Bonus |= BonusRecruit
		}
		pay := s.recruitPayment(Location(A), B, a.Kind == KindCardRecruit)
		pay.Effect, pay.Arg, pay.Arg2, pay.Return = EffRecruit, int8(A), int8(B), PhaseTurn
		s.startPayment(pay)
	case KindCardTown:
		s.CardDone = true
		s.enter(Location(A))
	case KindMove:
		s.MoveDone = true
		s.moveCouncilor(A, SlotSteps[s.Slot])
	case KindNoble:
		s.Bonus |= BonusNoble
		r := Rank(len(p.Nobility))
		c := s.RankCost(r)
		p.Coins -= c.Coins
		p.Rings -= c.Rings
		idx := s.NobTop[r]
		s.NobTop[r]++
		p.Nobility = append(p.Nobility, idx)
		p.Cit[CitNobility] += s.RankCitizens(r, int(idx))
		s.eventPoints(seat, s.eventBonus(EventRespected), 0)
	case KindBaker:
		s.Powers |= 1 << PowerBaker
		s.startPayment(Payment{Need: Cost{Cloth: BakerCloth, Grain: int8(A)}, Effect: EffBaker, Arg: int8(A), Return: PhaseTurn})
	case KindSchoolmarm:
		s.Powers |= 1 << PowerSchoolmarm
		s.startPayment(Payment{Any: SchoolmarmCost, Effect: EffSchoolmarm, Return: PhaseTurn})
	case KindBailiff:
		s.Powers |= 1 << PowerBailiff
		p.Rings--
		s.gainBuildings(seat, BailiffBuildings, BldAdvisors)
	case KindDressmaker:
		s.Powers |= 1 << PowerDressmaker
		s.startPayment(Payment{Need: Cost{Cloth: 1}, Effect: EffDressmaker, Return: PhaseTurn})
	case KindLandlord:
		s.Powers |= 1 << PowerLandlord
		s.startPayment(Payment{Need: Cost{Cloth: 1}, Effect: EffLandlord, Return: PhaseTurn})
	case KindMerchant:
		s.Powers |= 1 << PowerMerchant
		if A == CoinArg {
			p.Coins--
		} else {
			p.Res[A]--
		}
		p.Res[B]++
	case KindChamberlain:
		s.Chamber = int8(A + 1)
		if A == 0 {
			p.Rings--
			p.Coins++
		} else {
			p.Coins--
			p.Rings++
		}
	case KindEndTurn:
		s.endTurn()
	case KindCollect:
		s.collect(A, B)
	case KindDonate:
		s.LocDone |= DidDonate
		pay := s.donationPayment(Resource(A))
		pay.Effect, pay.Arg, pay.Return = EffDonate, int8(A), PhaseLocation
		s.startPayment(pay)
	case KindGift:
		s.LocDone |= DidGift
		pay := s.giftPayment(Resource(A))
		pay.Effect, pay.Arg, pay.Return = EffGift, int8(A), PhaseLocation
		s.startPayment(pay)
	case KindCastleBook:
		s.LocDone |= DidCastleBook
		p.Books--
		s.gainBuildings(seat, CastleBookBuildings, BldCastle)
	case KindMarketCoins:
		s.LocDone |= DidMarketCoins
		s.startPayment(Payment{Any: int8(A), NoCoin: true, Effect: EffMarketCoin, Arg: int8(A), Return: PhaseLocation})
	case KindMarketBooks:
		s.LocDone |= DidMarketBooks
		p.Books -= A
		p.Cit[CitMarket] += MarketBookCitizens[A]
	case KindStone:
		s.LocDone |= DidStone
		s.startPayment(Payment{Need: Cost{Stone: 1}, Effect: EffStone, Return: PhaseLocation})
	case KindBread:
		s.LocDone |= DidBread
		p.Bread -= A
		p.Cit[CitConstruction] += A * s.markerValue(BreadMarker)
		s.turnMarker(BreadMarker)
	case KindWood:
		s.LocDone |= DidWood
		s.startPayment(Payment{Need: Cost{Wood: int8(A)}, Effect: EffWood, Arg: int8(A), Return: PhaseLocation})
	case KindFavor:
		s.useFavor(A)
	case KindLeave:
		s.Phase, s.Loc = PhaseTurn, -1
	case KindPay, KindPayCoin, KindWaive:
		s.payStep(a.Kind, A)
	case KindKeepFavor:
		p.Favors = append(p.Favors, int8(A))
		slices.Sort(p.Favors)
		for _, t := range s.Drawn {
			if int(t) != A {
				s.FavorDiscard = append(s.FavorDiscard, t)
			}
		}
		s.Drawn = s.Drawn[:0]
		s.refillFavors()
		s.Phase = PhaseLocation
	case KindEventReward:
		s.eventReward(A)
	case KindDecline:
		s.nextEventSeat()
	}
}
