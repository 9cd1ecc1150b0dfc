package emara

import (
	"slices"

	"tabula/engines"
)

// maxLegal bounds Legal's length (the Building start choice is the longest).
const maxLegal = 128

// minCost is the smallest cost of a hut or an Advisor (TestMinCost checks
// it against the data).
const minCost = 2

// Legality predicates, shared by Legal and isLegal.

func (s *State) canHire(l Location, h int, viaCard bool) bool {
	if !l.IsCountryside() || h < 0 || h >= HutsPerCountryside || s.Huts[l][h] >= 0 {
		return false
	}
	seat := s.Current
	p := &s.Seats[seat]
	if p.Hired >= CraftsmenEach || s.craftsmenAt(seat, l) >= MaxCraftsmenHere {
		return false
	}
	if !s.councilorAt(seat, l) && !s.hasAdvisor(seat, PowerSteward) {
		return false
	}
	pay := s.hirePayment(l, h, viaCard)
	return s.canAfford(seat, &pay)
}

func (s *State) canRecruit(l Location, i int, viaCard bool) bool {
	if !l.IsTown() || i < 0 || i >= AdvisorsPerTown || s.Spaces[l-Castle][i] < 0 {
		return false
	}
	seat := s.Current
	if !s.councilorAt(seat, l) && !s.hasAdvisor(seat, PowerSteward) {
		return false
	}
	pay := s.recruitPayment(l, i, viaCard)
	return s.canAfford(seat, &pay)
}

func (s *State) canNoble() bool {
	p := &s.Seats[s.Current]
	r := len(p.Nobility)
	if s.Bonus&BonusNoble != 0 || r >= NumRanks || s.NobTop[r] >= CardsPerRank {
		return false
	}
	c := s.RankCost(Rank(r))
	return p.Coins >= c.Coins && p.Rings >= c.Rings
}

func (s *State) powerReady(pw Power) bool {
	return s.Powers&(1<<pw) == 0 && s.hasAdvisor(s.Current, pw)
}

func (s *State) canPower(kind uint8, arg int) bool {
	seat := s.Current
	p := &s.Seats[seat]
	switch kind {
	case KindBaker:
		if arg < 1 || arg > BakerMaxBread || !s.powerReady(PowerBaker) {
			return false
		}
		pay := Payment{Need: Cost{Cloth: BakerCloth, Grain: int8(arg)}}
		return s.canAfford(seat, &pay)
	case KindSchoolmarm:
		pay := Payment{Any: SchoolmarmCost}
		return s.powerReady(PowerSchoolmarm) && s.canAfford(seat, &pay)
	case KindBailiff:
		return s.powerReady(PowerBailiff) && p.Rings > 0
	case KindDressmaker:
		pay := Payment{Need: Cost{Cloth: 1}}
		return s.powerReady(PowerDressmaker) && s.canAfford(seat, &pay)
	case KindLandlord:
		pay := Payment{Need: Cost{Cloth: 1}}
		return s.powerReady(PowerLandlord) && p.Citizens() >= LandlordCitizenCost && s.canAfford(seat, &pay)
	}
	return false
}

func (s *State) canMerchant(from, to int) bool {
	if from < 0 || from > CoinArg || to < 0 || to >= NumResources || from == to || !s.powerReady(PowerMerchant) {
		return false
	}
	p := &s.Seats[s.Current]
	if from == CoinArg {
		return p.Coins > 0
	}
	return p.Res[from] > 0
}

func (s *State) canChamberlain(dir int) bool {
	if dir < 0 || dir > 1 || !s.hasAdvisor(s.Current, PowerChamberlain) {
		return false
	}
	if s.Chamber != ChamberNone && int(s.Chamber) != dir+1 {
		return false // one direction per turn (RULES.md, Interpretations)
	}
	p := &s.Seats[s.Current]
	if dir == 0 {
		return p.Rings > 0
	}
	return p.Coins > 0
}

func (s *State) canCollect(breads, coins int) bool {
	l := Location(s.Loc)
	n := s.craftsmenAt(s.Current, l)
	if breads < 0 || breads > n || coins < 0 || coins > breads {
		return false
	}
	p := &s.Seats[s.Current]
	grain := p.Res[Grain]
	if l.Yield() == Grain {
		grain += CountrysideBaseGain + n - breads
	}
	return p.Coins >= coins && grain >= breads-coins
}

func (s *State) canTown(kind uint8, arg int) bool {
	seat := s.Current
	p := &s.Seats[seat]
	l := Location(s.Loc)
	switch kind {
	case KindDonate:
		if l != Cathedral || s.LocDone&DidDonate != 0 || arg < 0 || arg >= NumResources {
			return false
		}
		pay := s.donationPayment(Resource(arg))
		return s.canAfford(seat, &pay)
	case KindGift:
		if l != Castle || s.LocDone&DidGift != 0 || arg < 0 || arg >= NumResources {
			return false
		}
		pay := s.giftPayment(Resource(arg))
		return s.canAfford(seat, &pay)
	case KindCastleBook:
		return l == Castle && s.LocDone&DidCastleBook == 0 && p.Books > 0
	case KindMarketCoins:
		if l != Market || s.LocDone&DidMarketCoins != 0 || arg < MarketCoinCost || arg > MarketCoinCost+s.eventBonus(EventMerchants) {
			return false
		}
		return p.Resources() >= arg
	case KindMarketBooks:
		return l == Market && s.LocDone&DidMarketBooks == 0 && arg >= 1 && arg <= MaxMarketBooks && p.Books >= arg
	case KindStone:
		pay := Payment{Need: Cost{Stone: 1}}
		return l == ConstructionSite && s.LocDone&DidStone == 0 && s.canAfford(seat, &pay)
	case KindBread:
		return l == ConstructionSite && s.LocDone&DidBread == 0 && arg >= 1 && arg <= MaxBread && p.Bread >= arg
	case KindWood:
		if l != ConstructionSite || s.LocDone&DidWood != 0 || arg < 0 || arg >= len(WoodBuildings) || WoodBuildings[arg] == 0 {
			return false
		}
		pay := Payment{Need: Cost{Wood: int8(arg)}}
		return s.canAfford(seat, &pay)
	case KindFavor:
		return arg >= 0 && arg < NumFavors && FavorTokens[arg].Loc == l && slices.Contains(p.Favors, int8(arg))
	}
	return false
}

func (s *State) canEventOption(opt int) bool {
	p := &s.Seats[s.Current]
	switch s.event().Effect {
	case EventFamine:
		switch opt {
		case OptOneGrain, OptTwoGrain:
			pay := Payment{Need: Cost{Grain: int8(opt - OptOneGrain + 1)}}
			return s.canAfford(s.Current, &pay)
		case OptRing:
			return p.Rings > 0
		}
	case EventAlms:
		switch opt {
		case OptCoin:
			return p.Coins > 0
		case OptRing:
			return p.Rings > 0
		}
	case EventLore:
		switch opt {
		case OptBook:
			return p.Books > 0
		case OptRing:
			return p.Rings > 0
		}
	}
	return false
}

// relocationBoard is the board both of the start player's Councilors would
// stand on (Random Location Layout).
func (s *State) relocationBoard() int {
	b, _ := s.position(Events[s.EventDeck[0]].StartCountry)
	return b
}

// relocationFrom is the Location of the start Councilor which (0: the
// Countryside card Location, 1: the Town one).
func (s *State) relocationFrom(which int) Location {
	e := Events[s.EventDeck[0]]
	if which == 0 {
		return e.StartCountry
	}
	return e.StartTown
}

// Legal lists every legal action for the seat to move.
func (s *State) Legal() []engines.Action { return slices.Clone(s.LegalView()) }

// LegalView is Legal without the copy (engines.LegalViewer), valid until
// the state changes or is asked again.
func (s *State) LegalView() []engines.Action {
	if s.Ended {
		return nil
	}
	return s.lend.Keep(s.appendLegal(s.lend.For(s)))
}

func (s *State) appendLegal(out []engines.Action) []engines.Action {
	seat := s.Current
	p := &s.Seats[seat]
	switch s.Phase {
	case PhaseStart:
		// The rulebook's start comes first, then the first game's, then
		// every other space (rules, Setup).
		card := s.cardBuildingStart()
		out = append(out, BuildingStart(card))
		if card != FirstGameBuildings {
			out = append(out, BuildingStart(FirstGameBuildings))
		}
		for n := MinBuildingStart; n <= MaxBuildingStart; n++ {
			if n != card && n != FirstGameBuildings {
				out = append(out, BuildingStart(n))
			}
		}
	case PhaseRelocate:
		for which := range 2 {
			for pos := range RingSize {
				out = append(out, Relocate(which, pos))
			}
		}
	case PhaseStartResource:
		for r := range Resource(NumResources) {
			out = append(out, StartResource(r))
		}
	case PhasePlay:
		for _, c := range p.Hand {
			for slot, on := range p.Slots {
				if on < 0 {
					out = append(out, Play(Card(c), slot))
				}
			}
		}
	case PhaseTurn:
		out = s.appendTurn(out)
	case PhaseLocation:
		l := Location(s.Loc)
		if l.IsCountryside() {
			n := s.craftsmenAt(seat, l)
			for b := 0; b <= n; b++ {
				for c := 0; c <= b; c++ {
					if s.canCollect(b, c) {
						out = append(out, Collect(b, c))
					}
				}
			}
			break
		}
		for r := range NumResources {
			if s.canTown(KindDonate, r) {
				out = append(out, Donate(Resource(r)))
			}
		}
		for r := range NumResources {
			if s.canTown(KindGift, r) {
				out = append(out, Gift(Resource(r)))
			}
		}
		if s.canTown(KindCastleBook, 0) {
			out = append(out, CastleBook())
		}
		for n := MarketCoinCost; n <= MarketCoinCost+1; n++ {
			if s.canTown(KindMarketCoins, n) {
				out = append(out, MarketCoins(n))
			}
		}
		for n := 1; n <= MaxMarketBooks; n++ {
			if s.canTown(KindMarketBooks, n) {
				out = append(out, MarketBooks(n))
			}
		}
		if s.canTown(KindStone, 0) {
			out = append(out, StoneAction())
		}
		for n := 1; n <= MaxBread; n++ {
			if s.canTown(KindBread, n) {
				out = append(out, BreadAction(n))
			}
		}
		for n := range WoodBuildings {
			if s.canTown(KindWood, n) {
				out = append(out, WoodAction(n))
			}
		}
		for _, t := range p.Favors {
			if FavorTokens[t].Loc == l {
				out = append(out, UseFavor(int(t)))
			}
		}
		out = append(out, Leave())
	case PhasePay:
		for _, kind := range [...]uint8{KindWaive, KindPay, KindPayCoin} {
			for r := 0; r <= AnyArg; r++ {
				if s.canPayStep(kind, r) {
					out = append(out, act(kind, r, 0))
				}
			}
		}
	case PhaseFavor:
		for _, t := range s.Drawn {
			out = append(out, KeepFavor(int(t)))
		}
	case PhaseEvent:
		for opt := range numOpts {
			if s.canEventOption(opt) {
				out = append(out, EventReward(opt))
			}
		}
		for dir := range 2 {
			if s.canChamberlain(dir) {
				out = append(out, Chamberlain(dir))
			}
		}
		out = append(out, Decline())
	}
	return out
}

// appendTurn lists the parts of a turn still open (rules, A Player's Turn).
func (s *State) appendTurn(out []engines.Action) []engines.Action {
	if !s.CardDone {
		switch Card(s.Card) {
		case CardGold:
			for _, n := range [...]int{GoldCardOne, GoldCardThree} {
				if s.Seats[s.Current].Resources() >= n {
					out = append(out, CardActionGold(n))
				}
			}
		case CardMove:
			for c := range Councilors {
				out = append(out, CardActionMove(c))
			}
		case CardHire:
			out = s.appendHires(out, KindCardHire, true)
		case CardTown:
			for l := Castle; l < NumLocations; l++ {
				out = append(out, CardActionTown(l))
			}
		}
	}
	if !s.MoveDone {
		for c := range Councilors {
			out = append(out, Move(c))
		}
	}
	if s.canNoble() {
		out = append(out, Noble())
	}
	out = s.appendHires(out, KindHire, false)
	if s.Seats[s.Current].Held&perTurnPowers != 0 {
		out = s.appendPowers(out)
	}
	for dir := range 2 {
		if s.canChamberlain(dir) {
			out = append(out, Chamberlain(dir))
		}
	}
	if s.MoveDone {
		out = append(out, EndTurn())
	}
	return out
}

// appendPowers lists the once-per-turn Advisor abilities ready to use.
func (s *State) appendPowers(out []engines.Action) []engines.Action {
	for _, kind := range [...]uint8{KindBaker, KindSchoolmarm, KindBailiff, KindDressmaker, KindLandlord} {
		for arg := 0; arg <= BakerMaxBread; arg++ {
			if (kind == KindBaker) == (arg > 0) && s.canPower(kind, arg) {
				out = append(out, act(kind, arg, 0))
			}
		}
	}
	if s.powerReady(PowerMerchant) {
		for from := 0; from <= CoinArg; from++ {
			for to := range NumResources {
				if s.canMerchant(from, to) {
					out = append(out, Merchant(from, Resource(to)))
				}
			}
		}
	}
	return out
}

// perTurnPowers are the Powers used once a turn from PhaseTurn.
const perTurnPowers = 1<<PowerBaker | 1<<PowerSchoolmarm | 1<<PowerBailiff | 1<<PowerDressmaker |
	1<<PowerLandlord | 1<<PowerMerchant

// appendHires lists Hire and Recruit actions of one kind (the Bonus Actions,
// or the Hire card's). It checks each Location once; canHire and
// canRecruit are the same rules, one action at a time.
func (s *State) appendHires(out []engines.Action, hireKind uint8, viaCard bool) []engines.Action {
	seat := s.Current
	p := &s.Seats[seat]
	// Every hut and Advisor costs at least 2 resources, and at most 2 may be
	// waived: with less, nothing can be hired or recruited.
	if p.Resources()+p.Coins+CardHireDiscount+GoodLabourDiscount < minCost {
		return out
	}
	steward := s.hasAdvisor(seat, PowerSteward)
	recruitKind := KindRecruit
	if viaCard {
		recruitKind = KindCardRecruit
	}
	if (viaCard || s.Bonus&BonusHire == 0) && p.Hired < CraftsmenEach {
		for l := Forest; l < Castle; l++ {
			if !steward && !s.councilorAt(seat, l) || s.craftsmenAt(seat, l) >= MaxCraftsmenHere {
				continue
			}
			for h := range HutsPerCountryside {
				if s.Huts[l][h] >= 0 {
					continue
				}
				if pay := s.hirePayment(l, h, viaCard); s.canAfford(seat, &pay) {
					out = append(out, act(hireKind, int(l), h))
				}
			}
		}
	}
	if viaCard || s.Bonus&BonusRecruit == 0 {
		for l := Castle; l < NumLocations; l++ {
			if !steward && !s.councilorAt(seat, l) {
				continue
			}
			for i := range AdvisorsPerTown {
				if s.Spaces[l-Castle][i] < 0 {
					continue
				}
				if pay := s.recruitPayment(l, i, viaCard); s.canAfford(seat, &pay) {
					out = append(out, act(recruitKind, int(l), i))
				}
			}
		}
	}
	return out
}

// isLegal reports whether a is in Legal(), without listing them all.
func (s *State) isLegal(a engines.Action) bool {
	if s.Ended || a.Kind == 0 || a.Kind >= numKinds || a.C != 0 || a.D != 0 {
		return false
	}
	A, B := int(a.A), int(a.B)
	p := &s.Seats[s.Current]
	noArgs := A == 0 && B == 0
	noB := B == 0
	switch s.Phase {
	case PhaseStart:
		return a.Kind == KindBuildingStart && noB && A >= MinBuildingStart && A <= MaxBuildingStart
	case PhaseRelocate:
		return a.Kind == KindRelocate && A >= 0 && A < 2 && B >= 0 && B < RingSize
	case PhaseStartResource:
		return a.Kind == KindStartResource && noB && A >= 0 && A < NumResources
	case PhasePlay:
		return a.Kind == KindPlay && A >= 0 && A < NumCards && B >= 0 && B < Slots &&
			p.Slots[B] < 0 && slices.Contains(p.Hand, int8(A))
	case PhaseTurn:
		return s.isLegalTurn(a.Kind, A, B)
	case PhaseLocation:
		l := Location(s.Loc)
		if l.IsCountryside() {
			return a.Kind == KindCollect && s.canCollect(A, B)
		}
		switch a.Kind {
		case KindLeave:
			return noArgs
		case KindCastleBook, KindStone:
			return noArgs && s.canTown(a.Kind, 0)
		case KindDonate, KindGift, KindMarketCoins, KindMarketBooks, KindBread, KindWood, KindFavor:
			return noB && s.canTown(a.Kind, A)
		}
	case PhasePay:
		switch a.Kind {
		case KindPay, KindPayCoin, KindWaive:
			return noB && s.canPayStep(a.Kind, A)
		}
	case PhaseFavor:
		return a.Kind == KindKeepFavor && noB && A >= 0 && A < NumFavors && slices.Contains(s.Drawn, int8(A))
	case PhaseEvent:
		switch a.Kind {
		case KindEventReward:
			return noB && A >= 0 && A < numOpts && s.canEventOption(A)
		case KindChamberlain:
			return noB && s.canChamberlain(A)
		case KindDecline:
			return noArgs
		}
	}
	return false
}

func (s *State) isLegalTurn(kind uint8, A, B int) bool {
	noArgs := A == 0 && B == 0
	switch kind {
	case KindCardHire, KindCardRecruit, KindCardTown, KindHire, KindRecruit:
		if A < 0 || A >= NumLocations {
			return false
		}
	}
	cardOpen := func(c Card) bool { return !s.CardDone && Card(s.Card) == c }
	switch kind {
	case KindCardGold:
		return cardOpen(CardGold) && B == 0 && (A == GoldCardOne || A == GoldCardThree) && s.Seats[s.Current].Resources() >= A
	case KindCardMove:
		return cardOpen(CardMove) && B == 0 && A >= 0 && A < Councilors
	case KindCardHire:
		return cardOpen(CardHire) && s.canHire(Location(A), B, true)
	case KindCardRecruit:
		return cardOpen(CardHire) && s.canRecruit(Location(A), B, true)
	case KindCardTown:
		return cardOpen(CardTown) && B == 0 && Location(A).IsTown()
	case KindMove:
		return !s.MoveDone && B == 0 && A >= 0 && A < Councilors
	case KindNoble:
		return noArgs && s.canNoble()
	case KindHire:
		return s.Bonus&BonusHire == 0 && s.canHire(Location(A), B, false)
	case KindRecruit:
		return s.Bonus&BonusRecruit == 0 && s.canRecruit(Location(A), B, false)
	case KindBaker:
		return B == 0 && s.canPower(kind, A)
	case KindSchoolmarm, KindBailiff, KindDressmaker, KindLandlord:
		return noArgs && s.canPower(kind, 0)
	case KindMerchant:
		return s.canMerchant(A, B)
	case KindChamberlain:
		return B == 0 && s.canChamberlain(A)
	case KindEndTurn:
		return noArgs && s.MoveDone
	}
	return false
}
