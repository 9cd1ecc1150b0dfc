package emara

// canAfford reports whether seat can pay pay in full.
func (s *State) canAfford(seat int, pay *Payment) bool {
	p := &s.Seats[seat]
	return payer{res: p.Res, coins: p.Coins}.affords(pay)
}

func (pay *Payment) owed() int {
	n := int(pay.Any)
	for _, v := range pay.Need {
		n += int(v)
	}
	return n
}

// costPayment is a payment of cost, untyped when the seat's Scholar lets
// any resources stand in (for Hiring and Recruiting).
func (s *State) costPayment(seat int, cost Cost, scholar bool) Payment {
	if scholar && s.hasAdvisor(seat, PowerScholar) {
		return Payment{Any: int8(cost.Total())}
	}
	return Payment{Need: cost}
}

func (s *State) hirePayment(l Location, h int, viaCard bool) Payment {
	pay := s.costPayment(s.Current, HutCosts[l][h], true)
	if viaCard {
		pay.Waive = CardHireDiscount
	}
	return pay
}

func (s *State) recruitPayment(l Location, i int, viaCard bool) Payment {
	id := s.Spaces[l-Castle][i]
	if id < 0 {
		return Payment{}
	}
	pay := s.costPayment(s.Current, Advisors[id].Cost, true)
	if viaCard {
		pay.Waive += CardHireDiscount
	}
	if s.event().Effect == EventGoodLabour {
		pay.Waive += GoodLabourDiscount
	}
	return pay
}

func (s *State) donationPayment(r Resource) Payment {
	var pay Payment
	pay.Need[r] = int8(s.markerValue(DonationMarker + MarkerKind(r)))
	return pay
}

func (s *State) giftPayment(r Resource) Payment {
	var pay Payment
	pay.Need[r] = int8(s.markerValue(GiftMarker + MarkerKind(r)))
	return pay
}

// canPayStep reports whether paying one unit this way is allowed and keeps
// the rest of the payment affordable. Discounts are chosen first.
func (s *State) canPayStep(kind uint8, r int) bool {
	pay := s.Pay
	p := &s.Seats[s.Current]
	untyped := pay.Any > 0
	after := payer{res: p.Res, coins: p.Coins}
	switch kind {
	case KindWaive:
		if pay.Waive <= 0 {
			return false
		}
		pay.Waive--
	case KindPay:
		if pay.Waive > 0 || r < 0 || r >= NumResources || p.Res[r] <= 0 {
			return false
		}
		after.res[r]--
	case KindPayCoin:
		if pay.Waive > 0 || pay.NoCoin || p.Coins <= 0 {
			return false
		}
		after.coins--
	default:
		return false
	}
	switch {
	case untyped && kind == KindPay:
		pay.Any--
	case untyped:
		if r != AnyArg {
			return false
		}
		pay.Any--
	default:
		if r < 0 || r >= NumResources || pay.Need[r] <= 0 {
			return false
		}
		// A typed cost is paid in resource order (the order changes
		// nothing), so only the choice of a Gold Coin is left.
		if kind != KindWaive && r != firstOwed(&pay) {
			return false
		}
		pay.Need[r]--
	}
	return after.affords(&pay)
}

// firstOwed is the first resource a typed payment still owes.
func firstOwed(pay *Payment) int {
	for r, n := range pay.Need {
		if n > 0 {
			return r
		}
	}
	return -1
}

// payer is the part of a player a payment draws on.
type payer struct {
	res   [NumResources]int
	coins int
}

// affords reports whether c can pay pay in full: typed needs from the
// matching resource first, the shortfall from Gold Coins and discounts,
// untyped needs from what is left.
func (c payer) affords(pay *Payment) bool {
	slack := int(pay.Waive)
	if !pay.NoCoin {
		slack += c.coins
	}
	short, spare := 0, 0
	for r, need := range pay.Need {
		if d := int(need) - c.res[r]; d > 0 {
			short += d
		} else {
			spare -= d
		}
	}
	return short <= slack && int(pay.Any) <= slack-short+spare
}

func (s *State) startPayment(pay Payment) {
	s.Pay = pay
	s.Phase = PhasePay
	if pay.owed() == 0 {
		s.finishPayment()
	}
}

func (s *State) payStep(kind uint8, r int) {
	p := &s.Seats[s.Current]
	switch kind {
	case KindWaive:
		s.Pay.Waive--
	case KindPay:
		p.Res[r]--
	case KindPayCoin:
		p.Coins--
	}
	if r == AnyArg || s.Pay.Any > 0 {
		s.Pay.Any--
	} else {
		s.Pay.Need[r]--
	}
	if s.Pay.owed() == 0 {
		s.finishPayment()
	}
}

// finishPayment runs the effect of a paid cost.
func (s *State) finishPayment() {
	pay := s.Pay
	s.Pay = Payment{}
	s.Phase = pay.Return
	seat := s.Current
	p := &s.Seats[seat]
	switch pay.Effect {
	case EffCardGold, EffMarketCoin:
		p.Coins += int(pay.Arg)
	case EffDonate:
		p.Books += DonationBooks
		if s.hasAdvisor(seat, PowerAbbess) {
			p.Books += AbbessBooks
		}
		s.eventPoints(seat, s.eventBonus(EventPious), 0)
		s.turnMarker(DonationMarker + MarkerKind(pay.Arg))
		s.drawFavors()
	case EffGift:
		p.Rings += GiftRings
		if s.hasAdvisor(seat, PowerMayoress) {
			p.Cit[CitAdvisors] += MayoressCitizens
		}
		s.eventPoints(seat, s.eventBonus(EventGiftPeople), 0)
		s.turnMarker(GiftMarker + MarkerKind(pay.Arg))
	case EffStone:
		s.gainBuildings(seat, StoneBuildings, BldConstruction)
		p.Cit[CitConstruction] += s.markerValue(StoneMarker)
		s.turnMarker(StoneMarker)
	case EffWood:
		s.gainBuildings(seat, WoodBuildings[pay.Arg], BldConstruction)
	case EffHire:
		s.Huts[pay.Arg][pay.Arg2] = int8(seat)
		p.Cit[CitCraftsmen] += CraftsmanCitizens[p.Hired]
		p.Hired++
	case EffRecruit:
		s.recruit(Location(pay.Arg), int(pay.Arg2))
	case EffBaker:
		p.Bread += int(pay.Arg)
	case EffSchoolmarm:
		p.Books++
	case EffDressmaker:
		p.Cit[CitAdvisors] += DressmakerCitizens
	case EffLandlord:
		p.Cit[CitAdvisors] -= LandlordCitizenCost
		s.gainBuildings(seat, LandlordBuildings, BldAdvisors)
	case EffFamine:
		famine := FamineOneGrain
		if pay.Arg == 2 {
			famine = FamineBig
		}
		s.eventPoints(seat, famine, 0)
		s.nextEventSeat()
	}
}
