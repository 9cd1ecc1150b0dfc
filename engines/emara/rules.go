package emara

import (
	"cmp"
	"fmt"
	"slices"

	"tabula/engines"
	"tabula/engines/rng"
)

// maxLegal bounds Legal's length (the Building start choice is the longest).
const maxLegal = 128

// minCost is the smallest cost of a hut or an Advisor (TestMinCost checks
// it against the data).
const minCost = 2

// newState sets up a game (rules, Setup; Solo Mode: Setup; Variants).
func newState(cfg engines.Config) *State {
	n := cfg.Players
	s := &State{
		NPlayers: n,
		RNG:      rng.New(cfg.Seed),
		Rules:    cmp.Or(cfg.Rules, rulesVersion),
		Random:   cfg.HasVariant(VariantRandomLayout),
		Full:     cfg.HasVariant(VariantFullSelection),
		Card:     -1,
		Loc:      -1,
	}
	// Setup 1–2: the Countryside and the Town, each in a random order; with
	// the Random Location Layout all eight shuffled into two boards.
	locs := make([]int8, NumLocations)
	for i := range locs {
		locs[i] = int8(i)
	}
	if s.Random {
		shuffle8(&s.RNG, locs)
	} else {
		shuffle8(&s.RNG, locs[:NumCountryside])
		shuffle8(&s.RNG, locs[NumCountryside:])
	}
	for b := range Councilors {
		copy(s.Layout[b][:], locs[b*RingSize:(b+1)*RingSize])
	}
	for l := range s.Huts {
		for h := range s.Huts[l] {
			s.Huts[l][h] = -1
		}
	}
	// Events: a face-up deck (An early winter set aside in Solo Mode).
	for id := range NumEvents {
		if n == 1 && id == SoloRemovedEvent {
			s.EventBox = append(s.EventBox, int8(id))
			continue
		}
		s.EventDeck = append(s.EventDeck, int8(id))
	}
	shuffle8(&s.RNG, s.EventDeck)
	// Advisors: 8 random A Advisors, 2 per Town Location, the rest boxed;
	// the B Advisors as a face-up stack.
	var as, bs []int8
	for id, a := range Advisors {
		if a.B {
			bs = append(bs, int8(id))
		} else {
			as = append(as, int8(id))
		}
	}
	shuffle8(&s.RNG, as)
	for i := range AAdvisorsPlaced {
		s.Spaces[i/AdvisorsPerTown][i%AdvisorsPerTown] = as[i]
	}
	s.ABox = slices.Clone(as[AAdvisorsPlaced:])
	slices.Sort(s.ABox)
	shuffle8(&s.RNG, bs)
	s.BStack = bs
	// Favor Tokens: a face-down stack.
	for id := range NumFavors {
		s.FavorStack = append(s.FavorStack, int8(id))
	}
	shuffle8(&s.RNG, s.FavorStack)
	// Markers, by player count (Solo Mode: Stone and Bread as with 4
	// players, Donation and Gift as with 2).
	for m := range MarkerKind(NumMarkers) {
		s.Markers[m] = 0
		if markerDefs[m].TwoShift && s.twoPlayerPlacement(m) {
			s.Markers[m] = 1
		}
	}
	// Players: 9 Action Cards each, shuffled; draw 3 (Full Selection: 9).
	s.Seats = make([]Player, n)
	for seat := range s.Seats {
		p := &s.Seats[seat]
		for c := range NumCards {
			p.Pile = append(p.Pile, int8(c))
		}
		shuffle8(&s.RNG, p.Pile)
		for i := range p.Slots {
			p.Slots[i] = -1
		}
		s.draw(p)
	}
	s.CardStart = Events[s.EventDeck[0]].BuildingStart
	// A random start player takes the Statue and chooses the Buildings'
	// start (rules, Setup: the Event card's number, 35, or any).
	s.Start = s.RNG.Intn(n)
	s.Current = s.Start
	s.Phase = PhaseStart
	return s
}

func shuffle8(r *rng.RNG, ids []int8) {
	r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
}

// twoPlayerPlacement reports whether marker m is placed as in a 2-player
// game: with 2 players, and in Solo Mode for the Donation and Gift markers.
func (s *State) twoPlayerPlacement(m MarkerKind) bool {
	return s.NPlayers == 2 || s.NPlayers == 1 && m < StoneMarker
}

// markerValues is the side of marker m in use (Solo Mode: Stone and Bread
// as with 4 players, Donation and Gift as with 2).
func (s *State) markerValues(m MarkerKind) []int {
	d := &markerDefs[m]
	if s.NPlayers == 4 || s.NPlayers == 1 && m >= StoneMarker {
		return d.Four
	}
	return d.TwoThree
}

// markerValue is what marker m shows now, or the board's value once the
// marker is in the box.
func (s *State) markerValue(m MarkerKind) int {
	i := s.Markers[m]
	if i < 0 {
		return markerDefs[m].Board
	}
	return s.markerValues(m)[i]
}

// turnMarker turns marker m clockwise; reaching the black number or the
// player-count symbol returns it to the box (rules, Town Location Actions *).
func (s *State) turnMarker(m MarkerKind) {
	if s.Markers[m] < 0 {
		return
	}
	s.Markers[m]++
	if int(s.Markers[m]) >= len(s.markerValues(m)) {
		s.Markers[m] = -1
	}
}

// draw fills a hand from the pile: 3 cards, or all with Full Selection.
func (s *State) draw(p *Player) {
	k := HandSize
	if s.Full {
		k = len(p.Pile)
	}
	k = min(k, len(p.Pile))
	p.Hand = append(p.Hand, p.Pile[:k]...)
	p.Pile = p.Pile[k:]
	slices.Sort(p.Hand)
}

// event is the Event in effect: the top of the deck once the rounds began.
func (s *State) event() Event {
	if !s.Started || len(s.EventDeck) == 0 {
		return Event{Effect: -1}
	}
	return Events[s.EventDeck[0]]
}

// cardBuildingStart is the Building start printed on the setup Event card.
func (s *State) cardBuildingStart() int { return s.CardStart }

// Positions.

func (s *State) councilorLocation(seat, c int) Location {
	return Location(s.Layout[c][s.Seats[seat].Councilor[c]])
}

// councilorAt reports whether one of seat's Councilors is at l.
func (s *State) councilorAt(seat int, l Location) bool {
	for c := range Councilors {
		if s.councilorLocation(seat, c) == l {
			return true
		}
	}
	return false
}

// position finds l on the boards.
func (s *State) position(l Location) (board, pos int) {
	for b := range Councilors {
		for p, x := range s.Layout[b] {
			if Location(x) == l {
				return b, p
			}
		}
	}
	return 0, 0
}

// craftsmenAt counts seat's Craftsmen at Countryside Location l.
func (s *State) craftsmenAt(seat int, l Location) int {
	n := 0
	for _, o := range s.Huts[l] {
		if int(o) == seat {
			n++
		}
	}
	return n
}

func (s *State) hasAdvisor(seat int, pw Power) bool {
	return s.Seats[seat].Held&(1<<pw) != 0
}

// heldPowers is the bit set of the Powers of a list of Advisors.
func heldPowers(ids []int8) uint16 {
	var m uint16
	for _, id := range ids {
		if pw := Advisors[id].Power; pw != PowerNone {
			m |= 1 << pw
		}
	}
	return m
}

// Points.

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
	p.Bld[cat] += n
	if s.hasAdvisor(seat, PowerToolmaker) {
		p.Bld[BldAdvisors] += ToolmakerBuildings
	}
	if d := s.eventBuildingDelta(); d != 0 {
		p.Bld[BldEvents] += d
	}
}

// eventBonus is the Event's extra Citizen Points for effect e this round.
func (s *State) eventBonus(e EventEffect) int {
	if ev := s.event(); ev.Effect == e {
		return ev.N
	}
	return 0
}

// Payments.

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
	return p.Coins >= RankCosts[r].Coins && p.Rings >= RankCosts[r].Rings
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
		return a.Kind == KindKeepFavor && noB && slices.Contains(s.Drawn, int8(A))
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

// Apply performs a legal action, then any step that is the only one left.
func (s *State) Apply(a engines.Action) error {
	if !s.isLegal(a) {
		return fmt.Errorf("crown of emara: %w: %+v", engines.ErrIllegal, a)
	}
	s.apply(a)
	s.advance()
	return nil
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
		s.apply(legal[0])
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
		p.Coins -= RankCosts[r].Coins
		p.Rings -= RankCosts[r].Rings
		idx := s.NobTop[r]
		s.NobTop[r]++
		p.Nobility = append(p.Nobility, idx)
		p.Cit[CitNobility] += NobilityCitizens[r][idx]
		p.Cit[CitEvents] += s.eventBonus(EventRespected)
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

// Setup.

// placeCouncilors puts the start player's Councilors on the Locations of the
// top Event card and the others clockwise after them (rules, Setup), with
// the Random Location Layout's relocation when both would share a board.
func (s *State) placeCouncilors() {
	e := Events[s.EventDeck[0]]
	bc, pc := s.position(e.StartCountry)
	bt, pt := s.position(e.StartTown)
	if bc == bt {
		s.Phase = PhaseRelocate
		return
	}
	p := &s.Seats[s.Start]
	p.Councilor[bc], p.Councilor[bt] = int8(pc), int8(pt)
	s.placeOthers()
	if s.Random {
		s.Phase, s.Current = PhaseStartResource, s.Start
		return
	}
	// Take 1 resource of the Councilor's Countryside Location.
	for seat := range s.Seats {
		l := s.councilorLocation(seat, 0)
		s.Seats[seat].Res[l.Yield()]++
	}
	s.beginRound(0)
}

// placeOthers places every other player's Councilors on the Locations
// following the start player's, clockwise.
func (s *State) placeOthers() {
	start := &s.Seats[s.Start]
	for i := 1; i < s.NPlayers; i++ {
		p := &s.Seats[(s.Start+i)%s.NPlayers]
		for c := range Councilors {
			p.Councilor[c] = int8((int(start.Councilor[c]) + i) % RingSize)
		}
	}
}

// Rounds and turns.

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
	if e := s.event(); e.Effect == EventResource {
		for i := range s.Seats {
			s.Seats[i].Res[e.Res] += e.N
		}
	}
	s.Turn = 0
	s.Current = s.Start
	s.startTurn()
}

func (s *State) startTurn() {
	s.TurnSeq++
	s.Phase = PhasePlay
	s.Card, s.Slot, s.CardDone, s.MoveDone = -1, 0, false, false
	s.Bonus, s.Powers, s.Chamber = 0, 0, ChamberNone
	s.Loc, s.LocDone = -1, 0
}

// play puts a card on a slot; a resource or Signet Ring card is taken at
// once (taking it later is never better: see RULES.md).
func (s *State) play(c Card, slot int) {
	p := &s.Seats[s.Current]
	i := slices.Index(p.Hand, int8(c))
	p.Hand = slices.Delete(p.Hand, i, i+1)
	p.Slots[slot] = int8(c)
	s.Card, s.Slot = int8(c), int8(slot)
	s.Phase = PhaseTurn
	switch {
	case cardResource[c] >= 0:
		p.Res[cardResource[c]]++
		s.CardDone = true
	case c == CardRing:
		p.Rings++
		s.CardDone = true
	}
}

func (s *State) moveCouncilor(c, steps int) {
	p := &s.Seats[s.Current]
	p.Councilor[c] = int8((int(p.Councilor[c]) + steps) % RingSize)
	s.enter(s.councilorLocation(s.Current, c))
}

// enter starts acting at l: after a move, or with the Town card. The Town
// actions already taken this turn stay taken (LocDone): "You may perform
// each Action 1x" holds for the turn, not for each visit.
func (s *State) enter(l Location) {
	s.Phase, s.Loc = PhaseLocation, int8(l)
}

// collect is the Countryside action: 1 resource, and per own Craftsman 1
// more or 1 Grain → 1 Bread (rules, Countryside Location Actions).
func (s *State) collect(breads, coins int) {
	p := &s.Seats[s.Current]
	l := Location(s.Loc)
	n := s.craftsmenAt(s.Current, l)
	p.Res[l.Yield()] += CountrysideBaseGain + n - breads
	p.Res[Grain] -= breads - coins
	p.Coins -= coins
	p.Bread += breads
	s.Phase, s.Loc = PhaseTurn, -1
}

func (s *State) useFavor(t int) {
	p := &s.Seats[s.Current]
	i := slices.Index(p.Favors, int8(t))
	p.Favors = slices.Delete(p.Favors, i, i+1)
	s.FavorDiscard = append(s.FavorDiscard, int8(t))
	s.refillFavors()
	switch FavorTokens[t].Reward {
	case RewardCitizens:
		p.Cit[CitFavors] += FavorCitizens
	case RewardBuildings:
		s.gainBuildings(s.Current, FavorBuildings, BldFavors)
	case RewardBook:
		p.Books++
	case RewardRing:
		p.Rings++
	case RewardCoin:
		p.Coins++
	}
}

// Payments.

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
		p.Cit[CitEvents] += s.eventBonus(EventPious)
		s.turnMarker(DonationMarker + MarkerKind(pay.Arg))
		s.drawFavors()
	case EffGift:
		p.Rings += GiftRings
		if s.hasAdvisor(seat, PowerMayoress) {
			p.Cit[CitAdvisors] += MayoressCitizens
		}
		p.Cit[CitEvents] += s.eventBonus(EventGiftPeople)
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
		p.Cit[CitEvents] += FamineOneGrain
		if pay.Arg == 2 {
			p.Cit[CitEvents] += FamineBig - FamineOneGrain
		}
		s.nextEventSeat()
	}
}

// drawFavors draws up to 3 Favor Tokens to choose from, reshuffling the
// discard pile whenever the stack runs out (rules, Cathedral).
func (s *State) drawFavors() {
	s.Drawn = s.Drawn[:0]
	for range FavorDraw {
		if len(s.FavorStack) == 0 {
			if len(s.FavorDiscard) == 0 {
				break
			}
			s.FavorStack, s.FavorDiscard = s.FavorDiscard, nil
			shuffle8(&s.RNG, s.FavorStack)
		}
		s.Drawn = append(s.Drawn, s.FavorStack[0])
		s.FavorStack = s.FavorStack[1:]
	}
	s.refillFavors()
	s.Reveals++
	if len(s.Drawn) > 0 {
		slices.Sort(s.Drawn)
		s.Phase = PhaseFavor
	}
}

// refillFavors makes the shuffled discard pile the new Favor Token stack
// when the stack is empty: "If at any time the Favor Token stack is empty,
// shuffle the discard pile and place it as a new face down stack" (rules,
// Cathedral). From rules version 3 it is called whenever the stack or the
// discard pile changes; under version 2 only a draw refilled the stack.
func (s *State) refillFavors() {
	if s.Rules >= 3 && len(s.FavorStack) == 0 && len(s.FavorDiscard) > 0 {
		s.FavorStack, s.FavorDiscard = s.FavorDiscard, nil
		shuffle8(&s.RNG, s.FavorStack)
		s.Reveals++
	}
}

// recruit takes the Advisor on space i of l, refills the space from the B
// stack and gives the Advisor's points and one-time gains (rules, Recruit an
// Advisor).
func (s *State) recruit(l Location, i int) {
	seat := s.Current
	p := &s.Seats[seat]
	t := l - Castle
	id := s.Spaces[t][i]
	s.Spaces[t][i] = -1
	if len(s.BStack) > 0 {
		s.Spaces[t][i] = s.BStack[0]
		s.BStack = s.BStack[1:]
		s.Reveals++ // the next B Advisor shows on the stack
	}
	p.Advisors = append(p.Advisors, id)
	p.Held = heldPowers(p.Advisors)
	a := &Advisors[id]
	p.Cit[CitAdvisors] += a.Citizens
	p.Coins += a.Coins
	p.Books += a.Books
	p.Rings += a.Rings
	if a.Buildings > 0 {
		s.gainBuildings(seat, a.Buildings, BldAdvisors)
	}
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
		p.Cit[CitEvents] += FamineBig
	case EventAlms:
		p.Cit[CitEvents] += e.N
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
	if s.NPlayers == 1 && s.Round+1 >= SoloFirstRound {
		s.victoria()
	}
	if s.Round == Rounds-1 {
		s.scoreEnd()
		return
	}
	s.Start = (s.Start + 1) % s.NPlayers
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
	s.Vic[VicConstruction] += s.markerValue(StoneMarker)
	s.turnMarker(StoneMarker)
	s.Vic[VicConstruction] += s.markerValue(BreadMarker)
	s.turnMarker(BreadMarker)
	r := VictoriaRanks[s.Round]
	if r < 0 || s.NobTop[r] >= CardsPerRank {
		return
	}
	idx := s.NobTop[r]
	s.NobTop[r]++
	s.VicNobility = append(s.VicNobility, idx)
	s.Vic[VicNobility] += NobilityCitizens[r][idx]
	s.Vic[VicEvents] += s.eventBonus(EventRespected)
}
