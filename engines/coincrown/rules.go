package coincrown

import (
	"cmp"
	"fmt"
	"slices"

	"tabula/engines"
	"tabula/engines/rng"
)

// newState sets up a game (rules, Setup steps 1–14) and starts Year 1.
func newState(cfg engines.Config) *State {
	n := cfg.Players
	s := &State{
		NPlayers:     n,
		RNG:          rng.New(cfg.Seed),
		Rules:        cmp.Or(cfg.Rules, rulesVersion),
		Year:         1,
		Supply:       CoinsInGame,
		Tokens:       [2]int{TroopTokens, TroopTokens},
		UpgradeCards: UpgradeCards,
	}
	for i := range s.Iron {
		s.Iron[i] = -1
	}
	s.Seats = make([]Player, n)
	for seat := range s.Seats {
		p := &s.Seats[seat]
		p.Purse = StartPurse
		p.Reserved = NoCoin
		s.Supply = s.Supply.Sub(StartPurse)
	}
	for id, c := range MarketCards {
		s.Decks[c.Deck] = append(s.Decks[c.Deck], int16(id))
	}
	for d := range s.Decks {
		shuffle(&s.RNG, s.Decks[d])
	}
	for id, l := range LandCards {
		s.LandDecks[l.Kind] = append(s.LandDecks[l.Kind], int16(id))
	}
	for k := range s.LandDecks {
		shuffle(&s.RNG, s.LandDecks[k])
	}
	for d := range s.Rows {
		for i := range s.Rows[d] {
			s.Rows[d][i].Card = -1
		}
	}
	s.refillMarket()
	// "The player who last conquered something" cannot be asked of a
	// computer: the Start Player is drawn at random.
	s.Start = s.RNG.Intn(n)
	// Interpretation: the Hamlets dealt at setup are not acquisitions in
	// play, so they check no Iron coin (every player ends setup with one).
	for i := range n {
		s.dealLand((s.Start+i)%n, Hamlet)
	}
	s.beginYear()
	return s
}

func shuffle(r *rng.RNG, ids []int16) {
	r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
}

// rowSize is the number of cards in each Current Market row.
func (s *State) rowSize() int { return s.NPlayers + RowExtra }

// beginYear draws every player's Income (rules, The Game Takes Place Over
// 5 Rounds; New Year, New Coin Draw) and starts the Start Player's turn.
// It reports, by seat, whether the purse ran out and was refilled.
func (s *State) beginYear() (refills []bool) {
	refills = make([]bool, s.NPlayers)
	for i := range s.NPlayers {
		seat := (s.Start + i) % s.NPlayers
		p := &s.Seats[seat]
		p.Passed = false
		p.ReservedYear = false
		refills[seat] = s.drawCoins(seat, IncomeDraw)
		if p.Reserved != NoCoin {
			p.Income[p.Reserved]++
			p.Reserved = NoCoin
		}
	}
	s.Reveals++
	s.startTurn(s.Start)
	return refills
}

// drawCoins draws k coins blind from seat's Coin Purse into Income,
// refilling the purse with the whole Personal Discard Pile when it is
// empty; with no coins left at all it draws fewer (rules, New Year, New
// Coin Draw). It reports whether the purse was refilled.
func (s *State) drawCoins(seat, k int) (refilled bool) {
	p := &s.Seats[seat]
	for range k {
		if p.Purse.Count() == 0 {
			refilled = refilled || p.Discard.Count() > 0
			p.Purse, p.Discard = p.Discard, Coins{}
		}
		n := p.Purse.Count()
		if n == 0 {
			return refilled
		}
		x := s.RNG.Intn(n)
		d := Bronze
		for x >= p.Purse[d] {
			x -= p.Purse[d]
			d++
		}
		p.Purse[d]--
		p.Income[d]++
	}
	return refilled
}

// startTurn hands the turn to seat.
func (s *State) startTurn(seat int) {
	s.Current = seat
	s.Phase = PhaseMain
	s.Turn++
	s.Actions, s.Extra = 0, 0
	s.Minted, s.MintLeft = 0, false
	s.Church, s.Overseas, s.Watching = false, false, false
}

// nextTurn passes the turn clockwise to the next player who has not
// passed; when everyone has, the year ends (rules, On Your Turn).
func (s *State) nextTurn() {
	for i := 1; i <= s.NPlayers; i++ {
		seat := (s.Current + i) % s.NPlayers
		if !s.Seats[seat].Passed {
			s.startTurn(seat)
			return
		}
	}
	s.endYear()
}

// endYear runs the End of Year steps (rules, End of Year; Game End).
// Interpretation: Income not spent or reserved goes to the Personal Discard
// Pile.
func (s *State) endYear() {
	e := Event{Kind: EventYearEnd, Seat: s.Current, Year: s.Year, Unspent: make([]Coins, len(s.Seats))}
	for seat := range s.Seats {
		p := &s.Seats[seat]
		e.Unspent[seat] = p.Income
		p.Discard = p.Discard.Add(p.Income)
		p.Income = Coins{}
	}
	noted := -1
	if s.trace != nil {
		noted = len(*s.trace)
	}
	s.note(e)
	if s.Year < Years {
		s.seedMarket()   // steps 1 and 2
		s.refillMarket() // step 3
	}
	for seat := range s.Seats { // step 4
		s.checkIron(seat)
	}
	for seat := range s.Seats { // step 5
		for i := range s.Seats[seat].Cards {
			s.Seats[seat].Cards[i].Exhausted = false
		}
	}
	if s.Year == Years { // step 6
		s.Ended = true
		s.Phase = PhaseOver
		return
	}
	s.Year++
	s.Start = s.nextStart() // step 7
	refills := s.beginYear()
	if noted >= 0 {
		(*s.trace)[noted].Refills = refills
	}
}

// seedMarket puts a Bonus Coin from the supply on every card left in the
// Current Market and turns 3 Bronze on a card into 1 Silver (End of Year
// steps 1–2). Interpretation: the supply is limited to the coins in the
// box; when it runs out of Bronze the rows are seeded Gold row first, left
// to right, until it does.
func (s *State) seedMarket() {
	for d := Gold; d >= Bronze; d-- {
		for i := range s.rowSize() {
			sl := &s.Rows[d][i]
			if sl.Card < 0 || s.Supply[Bronze] == 0 {
				continue
			}
			sl.Bonus[Bronze]++
			s.Supply[Bronze]--
			for sl.Bonus[Bronze] >= MintRate && s.Supply[Silver] > 0 {
				sl.Bonus[Bronze] -= MintRate
				s.Supply[Bronze] += MintRate
				sl.Bonus[Silver]++
				s.Supply[Silver]--
			}
		}
	}
}

// refillMarket fills the empty places of the Current Market from the
// Future Market (Setup step 10; End of Year step 3). An empty deck leaves
// its places empty.
func (s *State) refillMarket() {
	for d := range s.Rows {
		for i := range s.rowSize() {
			if s.Rows[d][i].Card >= 0 || len(s.Decks[d]) == 0 {
				continue
			}
			s.Rows[d][i] = Slot{Card: s.Decks[d][0]}
			s.Decks[d] = s.Decks[d][1:]
			s.Peeked[d] = 0
			s.Reveals++
		}
	}
}

// nextStart is the Start Player for the year just begun (End of Year step
// 7): clockwise until PointsStartYear, then the player with the fewest
// Land points, then the fewest Market cards in their Tableau (Retired
// cards are not in it). Interpretation: a tie that remains goes to the
// first tied player clockwise from the player the token would have passed
// to.
func (s *State) nextStart() int {
	next := (s.Start + 1) % s.NPlayers
	if s.Year < PointsStartYear(s.NPlayers) {
		return next
	}
	best, bestPts, bestCards := -1, 0, 0
	for i := range s.NPlayers {
		seat := (next + i) % s.NPlayers
		pts, cards := s.LandPoints(seat), s.tableauCards(seat)
		if best < 0 || pts < bestPts || pts == bestPts && cards < bestCards {
			best, bestPts, bestCards = seat, pts, cards
		}
	}
	return best
}

// tableauCards counts the Market cards in seat's Tableau: every card it
// acquired but those in its Retired Area.
func (s *State) tableauCards(seat int) int {
	n := 0
	for _, c := range s.Seats[seat].Cards {
		if !c.Retired {
			n++
		}
	}
	return n
}

// LandPoints is what seat's Lands score now.
func (s *State) LandPoints(seat int) int {
	pts := 0
	for _, l := range s.Seats[seat].Lands {
		pts += LandPoints[l.Level]
	}
	return pts
}

// categoryCounts counts seat's cards towards each Iron coin: Retired cards
// count, and each Mill counts +1 towards its resource (rules, Iron Coins;
// Almanac).
func (s *State) categoryCounts(seat int) [NumCategories]int {
	var c [NumCategories]int
	p := &s.Seats[seat]
	for _, card := range p.Cards {
		info := &Types[MarketCards[card.ID].Type]
		c[info.Category]++
		if info.Mill != NoResource {
			c[resourceCategory[info.Mill]]++
		}
	}
	c[CatLands] = len(p.Lands)
	return c
}

// checkIron gives seat every Iron coin whose card type seat now has more
// of than every other player; the holder keeps it on a tie (rules, Iron
// Coins).
func (s *State) checkIron(seat int) {
	mine := s.categoryCounts(seat)
	var others [NumCategories]int
	for o := range s.Seats {
		if o == seat {
			continue
		}
		c := s.categoryCounts(o)
		for k := range c {
			others[k] = max(others[k], c[k])
		}
	}
	for k := range mine {
		if mine[k] > others[k] && s.Iron[k] != int8(seat) {
			s.note(Event{Kind: EventIron, Seat: seat, Category: Category(k), FromSeat: int(s.Iron[k])})
			s.Iron[k] = int8(seat)
		}
	}
}

// hand summarises the current player's cards for the legality checks.
type hand struct {
	ready     [NumCardTypes]int8 // ready (not Exhausted, not Retired) cards by kind
	troops    [2][8]int8         // ready Troops by kind (0 Standard, 1 Elite) and tokens
	retired   [2][8]int8         // retired Troops by kind and attacks
	exhausted [NumResources]int8 // exhausted cards producing each resource
	producers [NumResources]int8 // cards producing each resource
	income    int                // Income value
}

func troopIndex(t CardType) int {
	if t == EliteTroop {
		return 1
	}
	return 0
}

func (s *State) summary(seat int) hand {
	var h hand
	p := &s.Seats[seat]
	h.income = p.Income.Value()
	for _, c := range p.Cards {
		mc := &MarketCards[c.ID]
		info := &Types[mc.Type]
		if info.Troop {
			switch {
			case c.Retired:
				h.retired[troopIndex(mc.Type)][min(mc.Attacks, 7)]++
			case !c.Exhausted:
				h.troops[troopIndex(mc.Type)][min(int(c.Tokens), 7)]++
			}
		}
		if c.Retired {
			continue
		}
		if info.Produces != NoResource {
			h.producers[info.Produces]++
			if c.Exhausted {
				h.exhausted[info.Produces]++
			}
		}
		if !c.Exhausted {
			h.ready[mc.Type]++
		}
	}
	return h
}

// Legal lists every legal action for the player to move.
func (s *State) Legal() []engines.Action { return slices.Clone(s.LegalView()) }

// LegalView is Legal without the copy (engines.LegalViewer), valid until
// the state changes or is asked again.
func (s *State) LegalView() []engines.Action {
	if s.Ended {
		return nil
	}
	return s.lend.Keep(s.appendLegal(s.lend.For(s), 0))
}

// appendLegal appends the legal actions, in a fixed order: every candidate
// of the phase, filtered by the same check isLegal uses. Groups of
// candidates are skipped when a condition check requires of all of them
// fails. It stops once out holds limit actions (limit <= 0: no limit).
func (s *State) appendLegal(out []engines.Action, limit int) []engines.Action {
	h := s.summary(s.Current)
	p := &s.Seats[s.Current]
	full := false
	try := func(a engines.Action) {
		if !full && s.check(a, &h) {
			out = append(out, a)
			full = len(out) == limit
		}
	}
	switch s.Phase {
	case PhaseMain, PhaseAfter:
		if s.canAct(&h) {
			for d := range Denom(NumDenoms) {
				for i := range s.rowSize() {
					try(Buy(d, i))
				}
			}
			for d := range Denom(NumDenoms) {
				try(Draw(d))
			}
			if s.Watching {
				for d := range Denom(NumDenoms) {
					try(BuyTop(d))
				}
			}
			for k := range LandKind(NumLandKinds) {
				try(ConquerDiplomacy(k))
			}
			for k := range LandKind(NumLandKinds) {
				try(Attack(k))
			}
			for i := range p.Lands {
				try(Upgrade(i))
			}
		}
		if !p.ReservedYear {
			for d := range Denom(NumDenoms) {
				try(Reserve(d))
			}
		}
		if !s.MintLeft {
			try(Mint(Bronze, Silver))
			try(Mint(Silver, Gold))
			try(Mint(Silver, Bronze))
			try(Mint(Gold, Silver))
		}
		if !s.Church {
			for d := range Denom(NumDenoms) {
				try(Donate(d))
			}
		}
		if !s.Overseas {
			for k := 1; k <= OverseasTop; k++ {
				try(Advance(k))
			}
			if h.ready[Harbor] > 0 {
				for k := 1; k <= HarborLevels; k++ {
					try(UseHarbor(k))
				}
			}
		}
		if h.ready[LumberMill]+h.ready[OreFoundry]+h.ready[WoolenMill] > 0 {
			for r := range Resource(NumResources) {
				try(UseMill(r))
			}
		}
		if h.ready[Barracks] > 0 {
			for _, t := range []CardType{StandardTroop, EliteTroop} {
				for n := 1; n < 8; n++ {
					try(Recommission(t, n))
				}
			}
		}
		if h.ready[TollStation] > 0 {
			try(UseToll())
		}
		if h.ready[Watchtower] > 0 {
			try(UseWatchtower())
		}
		try(PassYear())
		try(EndTurn())
	case PhasePay:
		// For given Gold and Silver, only one number of Bronze can make a
		// payment with no superfluous coin: exactly what is left to pay.
		for g := range p.Income[Gold] + 1 {
			for sv := range p.Income[Silver] + 1 {
				try(Pay(max(int(s.PayCost)-g*DenomValue[Gold]-sv*DenomValue[Silver], 0), sv, g))
			}
		}
		// From version 4 the turn's Mint visit may change coins in the
		// middle of a payment (a free action of the turn: RULES.md).
		if s.Rules >= 4 && !s.MintLeft {
			try(Mint(Bronze, Silver))
			try(Mint(Silver, Gold))
			try(Mint(Silver, Bronze))
			try(Mint(Gold, Silver))
		}
	case PhaseChurch:
		for d := range Denom(NumDenoms) {
			try(Donate(d))
		}
		try(DonateDone())
	case PhaseForce:
		for _, t := range []CardType{StandardTroop, EliteTroop} {
			for n := 1; n < 8; n++ {
				try(Deploy(t, n))
			}
		}
		try(WearArmor())
		try(Charge())
		if !s.Overseas {
			for i := range OverseasItems {
				try(BuyOverseas(i))
				try(RedeemOverseas(i))
			}
		}
	case PhaseUpgrade:
		for r := range Resource(NumResources) {
			try(Exhaust(r))
		}
		for _, t := range []CardType{ApprenticeBuilder, SkilledBuilder, MasterBuilder} {
			try(UseBuilder(t))
		}
		try(UseStorehouse())
		for r := range Resource(NumResources) {
			try(UseMill(r))
		}
		if !s.Overseas {
			for i := range OverseasItems {
				try(BuyOverseas(i))
				try(RedeemOverseas(i))
			}
		}
	}
	return out
}

// isLegal reports whether a is in Legal(), without listing them all.
func (s *State) isLegal(a engines.Action) bool {
	if s.Ended {
		return false
	}
	h := s.summary(s.Current)
	return s.check(a, &h)
}

// argsUsed reports whether the arguments after the first n are zero.
func argsUsed(a engines.Action, n int) bool {
	switch n {
	case 0:
		return a.A == 0 && a.B == 0 && a.C == 0 && a.D == 0
	case 1:
		return a.B == 0 && a.C == 0 && a.D == 0
	case 2:
		return a.C == 0 && a.D == 0
	case 3:
		return a.D == 0
	}
	return true
}

func validDenom(v int16) bool { return v >= 0 && v < NumDenoms }

// check is the legality of a for the current player, whose cards h
// summarises.
func (s *State) check(a engines.Action, h *hand) bool {
	switch s.Phase {
	case PhaseMain, PhaseAfter:
		return s.checkTurn(a, h)
	case PhasePay:
		if a.Kind == KindMint {
			return s.Rules >= 4 && s.mintOK(a)
		}
		return a.Kind == KindPay && argsUsed(a, 3) && s.payOK(Coins{int(a.A), int(a.B), int(a.C)})
	case PhaseChurch:
		switch a.Kind {
		case KindDonate:
			return argsUsed(a, 1) && validDenom(a.A) && s.Seats[s.Current].Income[a.A] > 0
		case KindDonateDone:
			return argsUsed(a, 0)
		}
	case PhaseForce:
		return s.checkForce(a, h)
	case PhaseUpgrade:
		return s.checkUpgrade(a, h)
	}
	return false
}

// canAct reports whether the player may take an action now: the turn's
// action, or an extra one from a Fortress.
func (s *State) canAct(h *hand) bool {
	return s.Phase == PhaseMain || s.Extra > 0 || h.ready[Fortress] > 0
}

func (s *State) checkTurn(a engines.Action, h *hand) bool {
	seat := s.Current
	p := &s.Seats[seat]
	switch a.Kind {
	case KindBuy:
		if !argsUsed(a, 2) || !validDenom(a.A) || a.B < 0 || int(a.B) >= s.rowSize() || !s.canAct(h) {
			return false
		}
		id := s.Rows[a.A][a.B].Card
		return id >= 0 && h.income >= costValue[id]
	case KindDraw:
		// From version 3 a card the player has seen is bought at its face
		// value only (KindBuyTop), never drawn "sight unseen".
		return argsUsed(a, 1) && validDenom(a.A) && s.canAct(h) && len(s.Decks[a.A]) > 0 &&
			h.income >= DrawCost[a.A].Value() && (s.Rules < 3 || s.Peeked[a.A]&(1<<seat) == 0)
	case KindBuyTop:
		return argsUsed(a, 1) && validDenom(a.A) && s.canAct(h) && s.Watching &&
			s.Peeked[a.A]&(1<<seat) != 0 && len(s.Decks[a.A]) > 0 &&
			h.income >= costValue[s.Decks[a.A][0]]
	case KindDiplomacy:
		return argsUsed(a, 1) && a.A >= 0 && a.A < NumLandKinds && Diplomacy(LandKind(a.A)) && s.canAct(h) &&
			len(s.LandDecks[a.A]) > 0 && h.income >= DiplomacyCost[a.A].Value()
	case KindAttack:
		if !argsUsed(a, 1) || a.A < 0 || a.A >= NumLandKinds || !s.canAct(h) || len(s.LandDecks[a.A]) == 0 {
			return false
		}
		return s.forceFeasible(h, LandCards[s.LandDecks[a.A][0]].Defense, 0, 0, 0, !s.Overseas)
	case KindUpgrade:
		if !argsUsed(a, 1) || a.A < 0 || int(a.A) >= len(p.Lands) || !s.canAct(h) {
			return false
		}
		l := p.Lands[a.A]
		if l.Level >= City || needsUpgradeCard(l) && s.UpgradeCards == 0 {
			return false
		}
		needs := LandCards[l.ID].Brackets[l.Level]
		var n [NumResources]int8
		for r, k := range needs {
			n[r] = int8(k)
		}
		return s.upgradeFeasible(h, int(l.Level), n, 0, !s.Overseas)
	case KindReserve:
		return argsUsed(a, 1) && validDenom(a.A) && !p.ReservedYear && s.Year < Years && p.Income[a.A] > 0
	case KindMint:
		return s.mintOK(a)
	case KindDonate:
		return argsUsed(a, 1) && validDenom(a.A) && !s.Church && p.Income[a.A] > 0
	case KindAdvance:
		return argsUsed(a, 1) && !s.Overseas && a.A >= 1 && int(p.Overseas)+int(a.A) <= OverseasTop &&
			h.income >= int(a.A)*AdvanceCost
	case KindHarbor:
		return argsUsed(a, 1) && !s.Overseas && a.A >= 1 && a.A <= HarborLevels &&
			int(p.Overseas)+int(a.A) <= OverseasTop && h.ready[Harbor] > 0
	case KindMill:
		return argsUsed(a, 1) && a.A >= 0 && a.A < NumResources && s.millReady(h, Resource(a.A)) &&
			h.exhausted[a.A] > 0
	case KindBarracks:
		if !argsUsed(a, 2) || a.A != int16(StandardTroop) && a.A != int16(EliteTroop) || a.B < 1 || a.B >= 8 {
			return false
		}
		ti := troopIndex(CardType(a.A))
		return h.ready[Barracks] > 0 && h.retired[ti][a.B] > 0 && s.Tokens[ti] >= int(a.B)
	case KindToll:
		return argsUsed(a, 0) && h.ready[TollStation] > 0 && p.Purse.Count()+p.Discard.Count() > 0
	case KindWatch:
		return argsUsed(a, 0) && h.ready[Watchtower] > 0 && !s.Watching &&
			len(s.Decks[Bronze])+len(s.Decks[Silver])+len(s.Decks[Gold]) > 0
	case KindPass:
		return argsUsed(a, 0) && s.Phase == PhaseMain
	case KindEndTurn:
		return argsUsed(a, 0) && s.Phase == PhaseAfter
	}
	return false
}

// mintOK reports whether the Mint exchange a may be made: one visit a
// turn, with as many exchanges as the player likes, but none undoing one
// made earlier in the visit (an addition that bounds the visit: see
// RULES.md).
func (s *State) mintOK(a engines.Action) bool {
	if !argsUsed(a, 2) || !validDenom(a.A) || !validDenom(a.B) || s.MintLeft ||
		s.Minted&mintBit(Denom(a.B), Denom(a.A)) != 0 {
		return false
	}
	in := &s.Seats[s.Current].Income
	from, to := Denom(a.A), Denom(a.B)
	switch to - from {
	case 1:
		return in[from] >= MintRate && s.Supply[to] >= 1
	case -1:
		return in[from] >= 1 && s.Supply[to] >= MintRate
	}
	return false
}

// mintBit is the bit of State.Minted for exchanging from-coins for
// to-coins.
func mintBit(from, to Denom) uint8 { return 1 << (from*NumDenoms + to) }

// millReady reports whether a ready Mill readies the cards producing r.
func (s *State) millReady(h *hand, r Resource) bool {
	t := millCard[r]
	return t >= 0 && h.ready[t] > 0
}

// needsUpgradeCard reports whether upgrading l takes a Land Upgrade Card
// from the supply: to a Village or Town when none is on the card yet
// (rules, Upgrade an Existing Land step 3).
func needsUpgradeCard(l Land) bool {
	return l.Level+1 < City && !hasUpgradeCard(l)
}

// hasUpgradeCard reports whether a Land Upgrade Card lies on l.
func hasUpgradeCard(l Land) bool {
	return l.Level > LandCards[l.ID].Kind && l.Level < City
}

// overseasStrength is the most Battle Strength the player can still get
// from the Overseas Market this turn (buying it or with the token).
func (s *State) overseasStrength(h *hand, available bool) int {
	if !available {
		return 0
	}
	best := 0
	for _, it := range OverseasItems {
		if it.Strength > 0 && s.overseasReachable(h, it) {
			best = max(best, it.Strength)
		}
	}
	return best
}

// overseasReachable reports whether the player can pay for item or has the
// token at its level or higher.
func (s *State) overseasReachable(h *hand, it OverseasItem) bool {
	return h.income >= it.Level*AdvanceCost || int(s.Seats[s.Current].Overseas) >= it.Level
}

// forceFeasible reports whether the current player can still reach
// defense: Battle Strength so far, plus every ready Troop, Armor for each
// Troop that can still wear one, every ready Cavalry and the best the
// Overseas Market offers.
func (s *State) forceFeasible(h *hand, defense, strength, troops, worn int, overseas bool) bool {
	total := strength
	readyTroops := 0
	for ti, t := range []CardType{StandardTroop, EliteTroop} {
		for n, k := range h.troops[ti] {
			if n > 0 {
				total += int(k) * Types[t].Strength
				readyTroops += int(k)
			}
		}
	}
	total += min(int(h.ready[Armor]), troops-worn+readyTroops) * Types[Armor].Strength
	total += int(h.ready[Cavalry]) * Types[Cavalry].Strength
	total += s.overseasStrength(h, overseas)
	return total >= defense
}

// upgradeFeasible reports whether the current player can still cover
// needs (less wild resources already applied) for bracket: ready cards
// producing each resource, more through a ready Mill, one Overseas
// purchase of a missing resource, and every Builder allowed for the
// bracket and Storehouse as wilds.
func (s *State) upgradeFeasible(h *hand, bracket int, needs [NumResources]int8, wild int, overseas bool) bool {
	total := -wild
	cover := 0
	short := false
	for r := range Resource(NumResources) {
		n := int(needs[r])
		total += n
		avail := int(h.ready[resourceCard[r]])
		if t := millCard[r]; t >= 0 {
			avail += int(h.ready[t]) * int(h.producers[r])
		}
		cover += min(n, avail)
		if n > avail && overseas && s.overseasReachable(h, OverseasItems[overseasIndex(r)]) {
			short = true
		}
	}
	if total <= 0 {
		return true
	}
	if short {
		cover++
	}
	for _, t := range []CardType{ApprenticeBuilder, SkilledBuilder, MasterBuilder, Storehouse} {
		if Types[t].UpTo >= bracket {
			cover += int(h.ready[t]) * Types[t].Wild
		}
	}
	return cover >= total
}

// overseasIndex is the Overseas item giving resource r.
func overseasIndex(r Resource) int {
	for i, it := range OverseasItems {
		if it.Resource == r {
			return i
		}
	}
	return -1
}

func (s *State) checkForce(a engines.Action, h *hand) bool {
	defense := LandCards[s.LandDecks[s.Target][0]].Defense
	st, troops, worn := int(s.Strength), int(s.Troops), int(s.Worn)
	switch a.Kind {
	case KindDeploy:
		// Deploying keeps the conquest feasible: its strength moves from
		// the ready pool to the total.
		return argsUsed(a, 2) && (a.A == int16(StandardTroop) || a.A == int16(EliteTroop)) &&
			a.B >= 1 && a.B < 8 && h.troops[troopIndex(CardType(a.A))][a.B] > 0
	case KindArmor:
		return argsUsed(a, 0) && h.ready[Armor] > 0 && worn < troops
	case KindCavalry:
		return argsUsed(a, 0) && h.ready[Cavalry] > 0
	case KindOverseas:
		if !argsUsed(a, 2) || a.A < 0 || int(a.A) >= len(OverseasItems) || a.B < 0 || a.B > RedeemToken || s.Overseas {
			return false
		}
		it := OverseasItems[a.A]
		if it.Strength == 0 || !s.canGetOverseas(h, it, a.B == RedeemToken) {
			return false
		}
		return s.forceFeasible(h, defense, st+it.Strength, troops, worn, false)
	}
	return false
}

// canGetOverseas reports whether the player can buy item (redeem false) or
// collect it with the token.
func (s *State) canGetOverseas(h *hand, it OverseasItem, redeem bool) bool {
	if redeem {
		return int(s.Seats[s.Current].Overseas) >= it.Level
	}
	return h.income >= it.Level*AdvanceCost
}

func (s *State) checkUpgrade(a engines.Action, h *hand) bool {
	bracket := int(s.Seats[s.Current].Lands[s.Target].Level)
	remaining := -int(s.Wild)
	for _, n := range s.Needs {
		remaining += int(n)
	}
	if remaining <= 0 {
		return false
	}
	switch a.Kind {
	case KindResource:
		return argsUsed(a, 1) && a.A >= 0 && a.A < NumResources && s.Needs[a.A] > 0 && h.ready[resourceCard[a.A]] > 0
	case KindBuilder:
		if !argsUsed(a, 1) || a.A != int16(ApprenticeBuilder) && a.A != int16(SkilledBuilder) && a.A != int16(MasterBuilder) {
			return false
		}
		return h.ready[a.A] > 0 && Types[a.A].UpTo >= bracket
	case KindStorehouse:
		return argsUsed(a, 0) && h.ready[Storehouse] > 0
	case KindMill:
		if !argsUsed(a, 1) || a.A < 0 || a.A >= NumResources || !s.millReady(h, Resource(a.A)) ||
			h.exhausted[a.A] == 0 || s.Needs[a.A] == 0 {
			return false
		}
		after := *h
		r := Resource(a.A)
		after.ready[millCard[r]]--
		after.ready[resourceCard[r]] += after.exhausted[r]
		after.exhausted[r] = 0
		return s.upgradeFeasible(&after, bracket, s.Needs, int(s.Wild), !s.Overseas)
	case KindOverseas:
		if !argsUsed(a, 2) || a.A < 0 || int(a.A) >= len(OverseasItems) || a.B < 0 || a.B > RedeemToken || s.Overseas {
			return false
		}
		it := OverseasItems[a.A]
		if it.Resource == NoResource || s.Needs[it.Resource] == 0 || !s.canGetOverseas(h, it, a.B == RedeemToken) {
			return false
		}
		needs := s.Needs
		needs[it.Resource]--
		return s.upgradeFeasible(h, bracket, needs, int(s.Wild), false)
	}
	return false
}

// payOK reports whether c is a payment the player may make for the
// pending cost: coins from Income worth at least the cost, none of them
// superfluous (overpaying is allowed, with no change, but never by a whole
// coin more than needed).
func (s *State) payOK(c Coins) bool {
	in := s.Seats[s.Current].Income
	for d := range Denom(NumDenoms) {
		if c[d] < 0 || c[d] > in[d] {
			return false
		}
	}
	return needed(c, int(s.PayCost))
}

// needed reports whether coins c pay cost with no superfluous coin: worth
// at least cost, and less without their smallest coin.
func needed(c Coins, cost int) bool {
	smallest := 0
	for d := Gold; d >= Bronze; d-- {
		if c[d] > 0 {
			smallest = DenomValue[d]
		}
	}
	v := c.Value()
	return v >= cost && v-smallest < cost
}

// Apply performs a legal action.
func (s *State) Apply(a engines.Action) error {
	if !s.isLegal(a) {
		return fmt.Errorf("coin & crown: %w: %+v", engines.ErrIllegal, a)
	}
	s.apply(a)
	return nil
}

// Step applies a and reports its index in Legal, whether it was an undo
// barrier and the events it set off, as Event values (engines.Stepper):
// one application of the rules.
func (s *State) Step(a engines.Action) (engines.Step, error) {
	i := slices.Index(s.LegalView(), a)
	if i < 0 {
		return engines.Step{}, fmt.Errorf("coin & crown: %w: %+v", engines.ErrIllegal, a)
	}
	turn, reveals := s.Turn, s.Reveals
	var events []Event
	s.trace = &events
	s.apply(a)
	s.trace = nil
	step := engines.Step{Index: i, Barrier: s.barrierSince(turn, reveals), Events: make([]engines.Event, len(events))}
	for k, e := range events {
		step.Events[k] = e
	}
	return step, nil
}

// apply performs a, known to be legal.
func (s *State) apply(a engines.Action) {
	seat := s.Current
	p := &s.Seats[seat]
	if a.Kind != KindMint && s.Minted != 0 {
		s.MintLeft = true // any other decision ends the Mint's visit
	}
	switch a.Kind {
	case KindBuy:
		s.startAction()
		s.pay(MarketCards[s.Rows[a.A][a.B].Card].Cost.Value(), PayBuy, a.A, a.B, PhaseAfter)
	case KindDraw:
		s.startAction()
		s.pay(DrawCost[a.A].Value(), PayDraw, a.A, 0, PhaseAfter)
	case KindBuyTop:
		s.startAction()
		s.pay(MarketCards[s.Decks[a.A][0]].Cost.Value(), PayTop, a.A, 0, PhaseAfter)
	case KindDiplomacy:
		s.startAction()
		s.pay(DiplomacyCost[a.A].Value(), PayDiplomacy, a.A, 0, PhaseAfter)
	case KindAttack:
		s.startAction()
		s.Phase, s.Target, s.Strength, s.Troops, s.Worn = PhaseForce, int8(a.A), 0, 0, 0
	case KindUpgrade:
		s.startAction()
		s.Phase, s.Target, s.Wild = PhaseUpgrade, int8(a.A), 0
		l := p.Lands[a.A]
		for r, n := range LandCards[l.ID].Brackets[l.Level] {
			s.Needs[r] = int8(n)
		}
	case KindPay:
		s.payWith(Coins{int(a.A), int(a.B), int(a.C)})
	case KindDeploy:
		i := s.findCard(seat, func(c Card, mc MarketCard) bool {
			return mc.Type == CardType(a.A) && ready(c) && c.Tokens == int8(a.B)
		})
		c := &p.Cards[i]
		c.Tokens--
		s.Tokens[troopIndex(CardType(a.A))]++
		if c.Tokens == 0 {
			c.Retired = true
			s.note(Event{Kind: EventRetired, Seat: seat, Card: c.ID})
		} else {
			c.Exhausted = true
		}
		s.Strength += int8(Types[a.A].Strength)
		s.Troops++
		s.forceProgress()
	case KindArmor:
		p.Cards[s.findReady(seat, Armor)].Exhausted = true
		s.Worn++
		s.Strength += int8(Types[Armor].Strength)
		s.forceProgress()
	case KindCavalry:
		p.Cards[s.findReady(seat, Cavalry)].Retired = true
		s.Strength += int8(Types[Cavalry].Strength)
		s.forceProgress()
	case KindResource:
		p.Cards[s.findReady(seat, resourceCard[a.A])].Exhausted = true
		s.Needs[a.A]--
		s.upgradeProgress()
	case KindBuilder:
		p.Cards[s.findReady(seat, CardType(a.A))].Exhausted = true
		s.Wild++
		s.upgradeProgress()
	case KindStorehouse:
		p.Cards[s.findReady(seat, Storehouse)].Retired = true
		s.Wild += StorehouseWild
		s.upgradeProgress()
	case KindOverseas:
		if a.B == RedeemToken {
			p.Overseas = 0
			s.overseasItem(int(a.A))
		} else {
			s.pay(OverseasItems[a.A].Level*AdvanceCost, PayOverseas, a.A, 0, s.Phase)
		}
	case KindReserve:
		p.Income[a.A]--
		p.Reserved = int8(a.A)
		p.ReservedYear = true
	case KindMint:
		from, to := Denom(a.A), Denom(a.B)
		give, get := MintRate, 1
		if to < from {
			give, get = 1, MintRate
		}
		p.Income[from] -= give
		s.Supply[from] += give
		p.Income[to] += get
		s.Supply[to] -= get
		s.Minted |= mintBit(from, to)
	case KindDonate:
		p.Income[a.A]--
		p.Church[a.A]++
		if s.Phase != PhaseChurch {
			s.Church = true
			s.Back, s.Phase = s.Phase, PhaseChurch
		}
		if p.Income.Count() == 0 {
			s.Phase = s.Back
			s.note(Event{Kind: EventChurchEnd, Seat: seat})
		}
	case KindDonateDone:
		s.Phase = s.Back
	case KindAdvance:
		s.pay(int(a.A)*AdvanceCost, PayAdvance, a.A, 0, s.Phase)
	case KindHarbor:
		p.Cards[s.findReady(seat, Harbor)].Exhausted = true
		p.Overseas += int8(a.A)
		s.Overseas = true
	case KindMill:
		r := Resource(a.A)
		p.Cards[s.findReady(seat, millCard[r])].Exhausted = true
		for i := range p.Cards {
			if MarketCards[p.Cards[i].ID].Type == resourceCard[r] && !p.Cards[i].Retired {
				p.Cards[i].Exhausted = false
			}
		}
	case KindBarracks:
		p.Cards[s.findReady(seat, Barracks)].Exhausted = true
		i := s.findCard(seat, func(c Card, mc MarketCard) bool {
			return c.Retired && mc.Type == CardType(a.A) && mc.Attacks == int(a.B)
		})
		p.Cards[i] = Card{ID: p.Cards[i].ID, Tokens: int8(a.B)}
		s.Tokens[troopIndex(CardType(a.A))] -= int(a.B)
	case KindToll:
		p.Cards[s.findReady(seat, TollStation)].Exhausted = true
		had := p.Income
		refilled := s.drawCoins(seat, TollCoins(s.Year))
		s.note(Event{Kind: EventToll, Seat: seat, Coins: p.Income.Sub(had), Refilled: refilled})
		s.Reveals++
	case KindWatch:
		p.Cards[s.findReady(seat, Watchtower)].Exhausted = true
		s.Watching = true
		for d := range s.Decks {
			if len(s.Decks[d]) > 0 {
				s.Peeked[d] |= 1 << seat
			}
		}
		s.Reveals++
	case KindPass:
		p.Passed = true
		s.nextTurn()
		return
	case KindEndTurn:
		s.nextTurn()
		return
	}
	if s.Phase == PhaseAfter && !s.Ended && s.onlyEndTurn() {
		s.note(Event{Kind: EventTurnEnd, Seat: seat})
		s.nextTurn()
	}
}

// onlyEndTurn reports whether End turn is the only legal action.
func (s *State) onlyEndTurn() bool {
	var buf [2]engines.Action
	return len(s.appendLegal(buf[:0], 2)) == 1
}

// ready reports whether a card can be used now.
func ready(c Card) bool { return !c.Exhausted && !c.Retired }

// findCard returns the index of the first of seat's cards matching f, or
// -1.
func (s *State) findCard(seat int, f func(Card, MarketCard) bool) int {
	for i, c := range s.Seats[seat].Cards {
		if f(c, MarketCards[c.ID]) {
			return i
		}
	}
	return -1
}

// findReady returns the index of seat's first ready card of kind t.
func (s *State) findReady(seat int, t CardType) int {
	for i, c := range s.Seats[seat].Cards {
		if ready(c) && MarketCards[c.ID].Type == t {
			return i
		}
	}
	return -1
}

// startAction counts an action: the turn's own, or an extra one that uses
// a Fortress (exhausting it) or continues one used this turn (rules,
// Almanac: Fortress).
func (s *State) startAction() {
	if s.Phase == PhaseAfter {
		if s.Extra > 0 {
			s.Extra--
		} else {
			s.Seats[s.Current].Cards[s.findReady(s.Current, Fortress)].Exhausted = true
			s.Extra = int8(FortressActions(s.Year) - 1)
		}
	}
	s.Actions++
}

// pay starts a payment of cost (in Bronze) for what, returning to back
// when it is made; a payment that can be made only one way is made at once
// — from version 4 only if that way pays the cost exactly: an overpayment
// is the player's to choose, with the Mint at hand (Interpretations).
func (s *State) pay(cost int, what int8, a, b int16, back Phase) {
	s.PayCost, s.PayFor, s.PayA, s.PayB = int8(cost), what, int8(a), int8(b)
	s.Back, s.Phase = back, PhasePay
	var buf [2]engines.Action
	opts := s.appendLegal(buf[:0], 2) // the ways to pay come first, then the Mint
	if len(opts) == 0 || opts[0].Kind != KindPay || len(opts) == 2 && opts[1].Kind == KindPay {
		return
	}
	c := Coins{int(opts[0].A), int(opts[0].B), int(opts[0].C)}
	if s.Rules >= 4 && c.Value() > cost {
		return
	}
	s.note(Event{Kind: EventPaid, Seat: s.Current, Coins: c})
	s.payWith(c)
}

// payWith pays c from Income — to the Personal Discard Pile, or to the
// supply for the Overseas Market (rules, Buy a Card; Overseas Market) —
// and completes what it paid for.
func (s *State) payWith(c Coins) {
	seat := s.Current
	p := &s.Seats[seat]
	p.Income = p.Income.Sub(c)
	if s.PayFor == PayOverseas || s.PayFor == PayAdvance {
		s.Supply = s.Supply.Add(c)
	} else {
		p.Discard = p.Discard.Add(c)
	}
	s.Phase = s.Back
	switch s.PayFor {
	case PayBuy:
		sl := &s.Rows[s.PayA][s.PayB]
		id, bonus := sl.Card, sl.Bonus
		*sl = Slot{Card: -1}
		p.Income = p.Income.Add(bonus)
		s.gainCard(seat, id)
	case PayDraw, PayTop:
		d := s.PayA
		id := s.Decks[d][0]
		s.Decks[d] = s.Decks[d][1:]
		s.Peeked[d] = 0
		s.Reveals++
		if s.PayFor == PayDraw {
			s.note(Event{Kind: EventDrew, Seat: seat, Card: id})
		}
		s.gainCard(seat, id)
	case PayDiplomacy:
		s.takeLand(seat, LandKind(s.PayA), false)
	case PayOverseas:
		s.overseasItem(int(s.PayA))
	case PayAdvance:
		p.Overseas += s.PayA
		s.Overseas = true
	}
}

// overseasItem applies Overseas item i to the action in progress.
func (s *State) overseasItem(i int) {
	s.Overseas = true
	it := OverseasItems[i]
	if it.Strength > 0 {
		s.Strength += int8(it.Strength)
		s.forceProgress()
		return
	}
	s.Needs[it.Resource]--
	s.upgradeProgress()
}

// gainCard adds Market card id to seat's Tableau, Ready, with its Troop
// tokens from the supply, and checks the Iron coins (rules, Buy a Card
// step 5; Iron Coins).
func (s *State) gainCard(seat int, id int16) {
	mc := MarketCards[id]
	c := Card{ID: id}
	if Types[mc.Type].Troop {
		c.Tokens = int8(mc.Attacks)
		s.Tokens[troopIndex(mc.Type)] -= mc.Attacks
	}
	s.Seats[seat].Cards = append(s.Seats[seat].Cards, c)
	s.checkIron(seat)
}

// takeLand gives seat the top Land of deck k, conquered by force or not,
// and checks the Iron coins.
func (s *State) takeLand(seat int, k LandKind, force bool) {
	id := s.LandDecks[k][0]
	s.dealLand(seat, k)
	if s.trace != nil {
		next := int16(-1)
		if len(s.LandDecks[k]) > 0 {
			next = s.LandDecks[k][0]
		}
		s.note(Event{Kind: EventConquered, Seat: seat, Land: id, Force: force, Next: next})
	}
	s.checkIron(seat)
}

// dealLand gives seat the top Land of deck k, revealing the next one.
func (s *State) dealLand(seat int, k LandKind) {
	id := s.LandDecks[k][0]
	s.LandDecks[k] = s.LandDecks[k][1:]
	s.Seats[seat].Lands = append(s.Seats[seat].Lands, Land{ID: id, Level: LandCards[id].Kind})
	if len(s.LandDecks[k]) > 0 {
		s.Reveals++
	}
}

// forceProgress ends a conquest by force once the defense is met (rules,
// Conquer a Land by force steps 2–4).
func (s *State) forceProgress() {
	if s.Phase != PhaseForce || int(s.Strength) < LandCards[s.LandDecks[s.Target][0]].Defense {
		return
	}
	s.takeLand(s.Current, LandKind(s.Target), true)
	s.Phase = PhaseAfter
	s.Strength, s.Troops, s.Worn = 0, 0, 0
}

// upgradeProgress completes an upgrade once its bracket is covered (rules,
// Upgrade an Existing Land step 3).
func (s *State) upgradeProgress() {
	if s.Phase != PhaseUpgrade {
		return
	}
	remaining := -int(s.Wild)
	for _, n := range s.Needs {
		remaining += int(n)
	}
	if remaining > 0 {
		return
	}
	l := &s.Seats[s.Current].Lands[s.Target]
	had := hasUpgradeCard(*l)
	l.Level++
	s.note(Event{Kind: EventUpgraded, Seat: s.Current, Index: int(s.Target), From: l.Level - 1, Level: l.Level})
	switch has := hasUpgradeCard(*l); {
	case has && !had:
		s.UpgradeCards--
	case had && !has:
		s.UpgradeCards++
	}
	s.Phase = PhaseAfter
	s.Needs, s.Wild = [NumResources]int8{}, 0
}
