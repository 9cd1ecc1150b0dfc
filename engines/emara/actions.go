package emara

import (
	"fmt"
	"strings"

	"tabula/engines"
)

// Action kinds. Arguments are listed with each; unused arguments are 0.
const (
	KindBuildingStart uint8 = iota + 1 // A: the Buildings' start space
	KindRelocate                       // A: 0 the Councilor of the Countryside start, 1 of the Town start; B: position on the other board
	KindStartResource                  // A: resource
	KindPlay                           // A: card, B: slot
	KindCardGold                       // A: resources paid (1 or 3)
	KindCardMove                       // A: Councilor
	KindCardHire                       // A: Countryside Location, B: hut
	KindCardRecruit                    // A: Town Location, B: space
	KindCardTown                       // A: Town Location
	KindMove                           // A: Councilor
	KindNoble                          // increase the noble rank
	KindHire                           // A: Countryside Location, B: hut
	KindRecruit                        // A: Town Location, B: space
	KindBaker                          // A: Breads (1 or 2)
	KindSchoolmarm                     // any 2 resources → 1 Book
	KindBailiff                        // 1 Signet Ring → 5 Building Points
	KindDressmaker                     // 1 Cloth → 2 Citizen Points
	KindLandlord                       // 1 Cloth + 1 Citizen Point → 5 Building Points
	KindMerchant                       // A: resource paid (CoinArg: a Gold Coin), B: resource taken
	KindChamberlain                    // A: 0 Signet Ring → Gold Coin, 1 Gold Coin → Signet Ring
	KindEndTurn                        // end the turn
	KindCollect                        // A: Breads made, B: Gold Coins paid instead of Grain
	KindDonate                         // A: resource
	KindGift                           // A: resource
	KindCastleBook                     // 1 Book → 5 Building Points
	KindMarketCoins                    // A: resources paid (1, or 2 with Merchants from afar)
	KindMarketBooks                    // A: Books (1–5)
	KindStone                          // 1 Stone → 5 Building Points and the Stone Marker's Citizen Points
	KindBread                          // A: Breads (1–3)
	KindWood                           // A: Wood (1 or 3)
	KindFavor                          // A: Favor Token used
	KindLeave                          // finish acting at the Location
	KindPay                            // A: resource paid
	KindPayCoin                        // A: resource the Gold Coin stands in for (AnyArg: an untyped cost)
	KindWaive                          // A: resource not paid (AnyArg: an untyped cost)
	KindKeepFavor                      // A: Favor Token kept
	KindEventReward                    // A: option (Opt…)
	KindDecline                        // take no reward from the end-of-round Event
	numKinds
)

// Special arguments.
const (
	CoinArg = NumResources // KindMerchant: pay a Gold Coin
	AnyArg  = NumResources // KindPayCoin, KindWaive: a unit of an untyped cost
)

// End-of-round Event options (rules, Event Cards).
const (
	OptOneGrain = iota // The great famine: 1 Grain → 3 Citizen Points
	OptTwoGrain        // The great famine: 2 Grain → 5 Citizen Points
	OptRing            // famine 5 Citizen Points, alms 4, lore 5 Building Points
	OptCoin            // Alms for the poor: 1 Gold Coin → 4 Citizen Points
	OptBook            // New lore in old books: 1 Book → 5 Building Points
	numOpts
)

func act(kind uint8, a, b int) engines.Action {
	return engines.Action{Kind: kind, A: int16(a), B: int16(b)}
}

// BuildingStart returns the setup action putting every Building on space n.
func BuildingStart(n int) engines.Action { return act(KindBuildingStart, n, 0) }

// Relocate returns the Random Location Layout action moving the start
// player's Councilor (0: the Countryside one, 1: the Town one named by the
// Event card) to position pos of the other board.
func Relocate(which, pos int) engines.Action { return act(KindRelocate, which, pos) }

// StartResource returns the Random Location Layout action taking 1 r.
func StartResource(r Resource) engines.Action { return act(KindStartResource, int(r), 0) }

// Play returns the action playing card onto slot.
func Play(c Card, slot int) engines.Action { return act(KindPlay, int(c), slot) }

// CardActionGold returns the Gold card's action paying n resources (1 or 3).
func CardActionGold(n int) engines.Action { return act(KindCardGold, n, 0) }

// CardActionMove returns the Move card's action moving Councilor c one step.
func CardActionMove(c int) engines.Action { return act(KindCardMove, c, 0) }

// CardActionHire returns the Hire card's action hiring a Craftsman into hut h of l.
func CardActionHire(l Location, h int) engines.Action { return act(KindCardHire, int(l), h) }

// CardActionRecruit returns the Hire card's action recruiting the Advisor on
// space i of Town Location l.
func CardActionRecruit(l Location, i int) engines.Action { return act(KindCardRecruit, int(l), i) }

// CardActionTown returns the Town card's action acting at Town Location l.
func CardActionTown(l Location) engines.Action { return act(KindCardTown, int(l), 0) }

// Move returns the Movement Action of Councilor c.
func Move(c int) engines.Action { return act(KindMove, c, 0) }

// Noble returns the Bonus Action increasing the noble rank.
func Noble() engines.Action { return act(KindNoble, 0, 0) }

// Hire returns the Bonus Action hiring a Craftsman into hut h of l.
func Hire(l Location, h int) engines.Action { return act(KindHire, int(l), h) }

// Recruit returns the Bonus Action recruiting the Advisor on space i of l.
func Recruit(l Location, i int) engines.Action { return act(KindRecruit, int(l), i) }

// Baker returns the Baker's action making n Breads.
func Baker(n int) engines.Action { return act(KindBaker, n, 0) }

// Schoolmarm returns the Schoolmarm's action.
func Schoolmarm() engines.Action { return act(KindSchoolmarm, 0, 0) }

// Bailiff returns the Bailiff's action.
func Bailiff() engines.Action { return act(KindBailiff, 0, 0) }

// Dressmaker returns the Dressmaker's action.
func Dressmaker() engines.Action { return act(KindDressmaker, 0, 0) }

// Landlord returns the Landlord's action.
func Landlord() engines.Action { return act(KindLandlord, 0, 0) }

// Merchant returns the Merchant's action paying from (a resource, or
// CoinArg for a Gold Coin) for 1 to.
func Merchant(from int, to Resource) engines.Action { return act(KindMerchant, from, int(to)) }

// Chamberlain returns the Chamberlain's exchange: dir 0 Signet Ring → Gold
// Coin, 1 Gold Coin → Signet Ring.
func Chamberlain(dir int) engines.Action { return act(KindChamberlain, dir, 0) }

// EndTurn returns the action ending the turn.
func EndTurn() engines.Action { return act(KindEndTurn, 0, 0) }

// Collect returns the Countryside action making breads Breads, coins of
// them paid with Gold Coins instead of Grain.
func Collect(breads, coins int) engines.Action { return act(KindCollect, breads, coins) }

// Donate returns the Cathedral's donation of r.
func Donate(r Resource) engines.Action { return act(KindDonate, int(r), 0) }

// Gift returns the Castle's gift of r.
func Gift(r Resource) engines.Action { return act(KindGift, int(r), 0) }

// CastleBook returns the Castle's Book action.
func CastleBook() engines.Action { return act(KindCastleBook, 0, 0) }

// MarketCoins returns the Market's trade of n resources for n Gold Coins.
func MarketCoins(n int) engines.Action { return act(KindMarketCoins, n, 0) }

// MarketBooks returns the Market's action discarding n Books.
func MarketBooks(n int) engines.Action { return act(KindMarketBooks, n, 0) }

// StoneAction returns the Construction Site's Stone action.
func StoneAction() engines.Action { return act(KindStone, 0, 0) }

// BreadAction returns the Construction Site's action delivering n Breads.
func BreadAction(n int) engines.Action { return act(KindBread, n, 0) }

// WoodAction returns the Construction Site's action delivering n Wood.
func WoodAction(n int) engines.Action { return act(KindWood, n, 0) }

// UseFavor returns the action using Favor Token t.
func UseFavor(t int) engines.Action { return act(KindFavor, t, 0) }

// Leave returns the action finishing at a Location.
func Leave() engines.Action { return act(KindLeave, 0, 0) }

// Pay returns the payment of 1 r.
func Pay(r Resource) engines.Action { return act(KindPay, int(r), 0) }

// PayCoin returns the payment of a Gold Coin instead of 1 r (AnyArg for an
// untyped cost).
func PayCoin(r int) engines.Action { return act(KindPayCoin, r, 0) }

// Waive returns the discount leaving 1 r unpaid (AnyArg for an untyped cost).
func Waive(r int) engines.Action { return act(KindWaive, r, 0) }

// KeepFavor returns the action keeping drawn Favor Token t.
func KeepFavor(t int) engines.Action { return act(KindKeepFavor, t, 0) }

// EventReward returns the end-of-round Event option opt.
func EventReward(opt int) engines.Action { return act(KindEventReward, opt, 0) }

// Decline returns the action taking no end-of-round reward.
func Decline() engines.Action { return act(KindDecline, 0, 0) }

// Describe renders a legal action as a plain-English line.
func (s *State) Describe(a engines.Action) string {
	if !s.isLegal(a) {
		return "Not a legal move"
	}
	p := &s.Seats[s.Current]
	switch a.Kind {
	case KindBuildingStart:
		note := ""
		switch {
		case int(a.A) == s.cardBuildingStart() && a.A == FirstGameBuildings:
			note = " (the Event card's number, the rulebook's start; also recommended for a first game)"
		case int(a.A) == s.cardBuildingStart():
			note = " (the Event card's number, the rulebook's start)"
		case a.A == FirstGameBuildings:
			note = " (recommended for a first game)"
		}
		return fmt.Sprintf("Start the Buildings on %d%s", a.A, note)
	case KindRelocate:
		from := s.relocationFrom(int(a.A))
		to := Location(s.Layout[1-s.relocationBoard()][a.B])
		return fmt.Sprintf("Move the start Councilor from the %s to the %s on the other board", from, to)
	case KindStartResource:
		return fmt.Sprintf("Take 1 %s to start", Resource(a.A))
	case KindPlay:
		return fmt.Sprintf("Play the %s card on the %d-step slot", Card(a.A), SlotSteps[a.B])
	case KindCardGold:
		if a.A == GoldCardOne {
			return "Card: pay 1 resource for 1 Gold Coin"
		}
		return fmt.Sprintf("Card: pay %d resources for %d Gold Coins", GoldCardThree, GoldCardThreeCoins)
	case KindCardMove:
		return "Card: " + s.describeMove(int(a.A), 1)
	case KindCardHire:
		return "Card: " + s.describeHire(Location(a.A), int(a.B), true)
	case KindCardRecruit:
		return "Card: " + s.describeRecruit(Location(a.A), int(a.B), true)
	case KindCardTown:
		return fmt.Sprintf("Card: act at the %s", Location(a.A))
	case KindMove:
		return s.describeMove(int(a.A), SlotSteps[s.Slot])
	case KindNoble:
		r := Rank(len(p.Nobility))
		c := s.RankCost(r)
		return fmt.Sprintf("Become %s (%d Gold, %d Signet %s) for %d Citizen Points", r, c.Coins, c.Rings,
			plural(c.Rings, "Ring", "Rings"), s.RankCitizens(r, int(s.NobTop[r])))
	case KindHire:
		return s.describeHire(Location(a.A), int(a.B), false)
	case KindRecruit:
		return s.describeRecruit(Location(a.A), int(a.B), false)
	case KindBaker:
		return fmt.Sprintf("Baker: pay 1 Cloth and %d Grain for %d %s", a.A, a.A, plural(int(a.A), "Bread", "Breads"))
	case KindSchoolmarm:
		return "Schoolmarm: pay any 2 resources for 1 Book"
	case KindBailiff:
		return fmt.Sprintf("Bailiff: discard 1 Signet Ring for %d Building Points", s.buildingGain(s.Current, BailiffBuildings))
	case KindDressmaker:
		return fmt.Sprintf("Dressmaker: pay 1 Cloth for %d Citizen Points", DressmakerCitizens)
	case KindLandlord:
		return fmt.Sprintf("Landlord: pay 1 Cloth and 1 Citizen Point for %d Building Points", s.buildingGain(s.Current, LandlordBuildings))
	case KindMerchant:
		from := "1 Gold Coin"
		if a.A != CoinArg {
			from = "1 " + Resource(a.A).String()
		}
		return fmt.Sprintf("Merchant: pay %s for 1 %s", from, Resource(a.B))
	case KindChamberlain:
		if a.A == 0 {
			return "Chamberlain: exchange 1 Signet Ring for 1 Gold Coin"
		}
		return "Chamberlain: exchange 1 Gold Coin for 1 Signet Ring"
	case KindEndTurn:
		return "End the turn"
	case KindCollect:
		return s.describeCollect(int(a.A), int(a.B))
	case KindDonate:
		r := Resource(a.A)
		n := s.markerValue(DonationMarker + MarkerKind(r))
		return fmt.Sprintf("Donate %d %s for a Book and a Favor Token", n, r)
	case KindGift:
		r := Resource(a.A)
		n := s.markerValue(GiftMarker + MarkerKind(r))
		return fmt.Sprintf("Give the king %d %s for a Signet Ring", n, r)
	case KindCastleBook:
		return fmt.Sprintf("Discard 1 Book for %d Building Points", s.buildingGain(s.Current, CastleBookBuildings))
	case KindMarketCoins:
		return fmt.Sprintf("Pay %d %s for %d Gold %s", a.A, plural(int(a.A), "resource", "resources"), a.A, plural(int(a.A), "Coin", "Coins"))
	case KindMarketBooks:
		return fmt.Sprintf("Discard %d %s for %d Citizen Points", a.A, plural(int(a.A), "Book", "Books"), MarketBookCitizens[a.A])
	case KindStone:
		return fmt.Sprintf("Deliver 1 Stone for %d Building and %d Citizen Points",
			s.buildingGain(s.Current, StoneBuildings), s.markerValue(StoneMarker))
	case KindBread:
		return fmt.Sprintf("Deliver %d %s for %d Citizen Points", a.A, plural(int(a.A), "Bread", "Breads"),
			int(a.A)*s.markerValue(BreadMarker))
	case KindWood:
		return fmt.Sprintf("Deliver %d Wood for %d Building Points", a.A, s.buildingGain(s.Current, WoodBuildings[a.A]))
	case KindFavor:
		return "Use the Favor Token: " + s.describeReward(FavorTokens[a.A].Reward)
	case KindLeave:
		return fmt.Sprintf("Finish at the %s", Location(s.Loc))
	case KindPay:
		return fmt.Sprintf("Pay 1 %s", Resource(a.A))
	case KindPayCoin:
		if a.A == AnyArg {
			return "Pay 1 Gold Coin"
		}
		return fmt.Sprintf("Pay 1 Gold Coin instead of 1 %s", Resource(a.A))
	case KindWaive:
		if a.A == AnyArg {
			return "Pay 1 resource less"
		}
		return fmt.Sprintf("Pay 1 %s less", Resource(a.A))
	case KindKeepFavor:
		t := FavorTokens[a.A]
		return fmt.Sprintf("Keep the %s Favor Token (%s)", t.Loc, s.describeReward(t.Reward))
	case KindEventReward:
		return s.describeEventOption(int(a.A))
	case KindDecline:
		return "Take no reward from the Event"
	}
	return "Unknown move"
}

func (s *State) describeMove(c, steps int) string {
	p := &s.Seats[s.Current]
	from := s.councilorLocation(s.Current, c)
	to := Location(s.Layout[c][(int(p.Councilor[c])+steps)%RingSize])
	return fmt.Sprintf("Move the Councilor from the %s %d %s to the %s", from, steps, plural(steps, "step", "steps"), to)
}

func (s *State) describeHire(l Location, h int, viaCard bool) string {
	pay := s.hirePayment(l, h, viaCard)
	return fmt.Sprintf("Hire a Craftsman at the %s (hut %d) for %s: %d Citizen %s", l, h+1, describeCost(pay),
		CraftsmanCitizens[s.Seats[s.Current].Hired], plural(CraftsmanCitizens[s.Seats[s.Current].Hired], "Point", "Points"))
}

func (s *State) describeRecruit(l Location, i int, viaCard bool) string {
	id := s.Spaces[l-Castle][i]
	pay := s.recruitPayment(l, i, viaCard)
	return fmt.Sprintf("Recruit %s at the %s for %s", Advisors[id].Name, l, describeCost(pay))
}

func (s *State) describeCollect(breads, coins int) string {
	l := Location(s.Loc)
	n := s.craftsmenAt(s.Current, l)
	parts := []string{fmt.Sprintf("take %d %s", CountrysideBaseGain+n-breads, l.Yield())}
	if breads > 0 {
		var pay []string
		if g := breads - coins; g > 0 {
			pay = append(pay, fmt.Sprintf("%d Grain", g))
		}
		if coins > 0 {
			pay = append(pay, fmt.Sprintf("%d Gold %s", coins, plural(coins, "Coin", "Coins")))
		}
		parts = append(parts, fmt.Sprintf("pay %s for %d %s", strings.Join(pay, " and "), breads, plural(breads, "Bread", "Breads")))
	}
	return "At the " + l.String() + ": " + strings.Join(parts, " and ")
}

func (s *State) describeReward(r Reward) string {
	switch r {
	case RewardCitizens:
		return fmt.Sprintf("%d Citizen Points", FavorCitizens)
	case RewardBuildings:
		return fmt.Sprintf("%d Building Points", s.buildingGain(s.Current, FavorBuildings))
	case RewardBook:
		return "1 Book"
	case RewardRing:
		return "1 Signet Ring"
	}
	return "1 Gold Coin"
}

func (s *State) describeEventOption(opt int) string {
	switch opt {
	case OptOneGrain:
		return fmt.Sprintf("Pay 1 Grain for %d Citizen Points", FamineOneGrain)
	case OptTwoGrain:
		return fmt.Sprintf("Pay 2 Grain for %d Citizen Points", FamineBig)
	case OptCoin:
		return fmt.Sprintf("Discard 1 Gold Coin for %d Citizen Points", s.event().N)
	case OptBook:
		return fmt.Sprintf("Discard 1 Book for %d Building Points", s.buildingGain(s.Current, s.event().N))
	}
	switch s.event().Effect {
	case EventFamine:
		return fmt.Sprintf("Discard 1 Signet Ring for %d Citizen Points", FamineBig)
	case EventLore:
		return fmt.Sprintf("Discard 1 Signet Ring for %d Building Points", s.buildingGain(s.Current, s.event().N))
	}
	return fmt.Sprintf("Discard 1 Signet Ring for %d Citizen Points", s.event().N)
}

// describeCost renders a payment's cost before discounts are chosen.
func describeCost(p Payment) string {
	var parts []string
	for r, n := range p.Need {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, Resource(r)))
		}
	}
	if p.Any > 0 {
		parts = append(parts, fmt.Sprintf("any %d %s", p.Any, plural(int(p.Any), "resource", "resources")))
	}
	cost := strings.Join(parts, " + ")
	if cost == "" {
		cost = "nothing"
	}
	if p.Waive > 0 {
		cost += fmt.Sprintf(" less %d", p.Waive)
	}
	return cost
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
