package battlemerchants

import (
	"cmp"
	"fmt"
	"slices"

	"tabula/engines"
	"tabula/engines/rng"
)

// newState sets up a game (rules, Setup; 2-player Game Rules, Setting Up For 2).
func newState(cfg engines.Config) *State {
	n := cfg.Players
	s := &State{NPlayers: n, RNG: rng.New(cfg.Seed), Rules: cmp.Or(cfg.Rules, rulesVersion), Trigger: -1}
	regions := s.regions()
	s.Spaces = make([]Space, len(regions)*SpacesPerRegion)
	for i := range s.Spaces {
		s.Spaces[i].Owner = Empty
	}
	s.Tokens = make([]int8, len(regions)*Battlefields)
	for r := range regions {
		s.Tokens[r*Battlefields] = TokenOpen // the token closest to the centre is face up
	}
	for i := range s.RegionOwner {
		s.RegionOwner[i] = noOwner
	}
	for i := range s.BonusOwner {
		s.BonusOwner[i] = noOwner
	}
	s.refillRewardSpaces()

	s.Seats = make([]Player, n)
	for seat := range s.Seats {
		p := &s.Seats[seat]
		for _, w := range Mats[seat].StartCraft {
			p.Levels[w] = 1
		}
		p.Gold = StartingGold
		p.Ledger[LedgerStart] = StartingGold
	}

	// Kingdom deck: cards for this player count, each lettered stack
	// shuffled on its own, A on top and the single D card at the bottom.
	for _, stack := range []byte{'A', 'B', 'C', 'D'} {
		start := len(s.KingdomDeck)
		for id, k := range KingdomCards {
			if k.Stack == stack && k.Players[n] {
				s.KingdomDeck = append(s.KingdomDeck, id)
			}
		}
		group := s.KingdomDeck[start:]
		s.RNG.Shuffle(len(group), func(i, j int) { group[i], group[j] = group[j], group[i] })
	}
	s.KingdomTotal = len(s.KingdomDeck)
	for id, c := range CraftCards {
		if c.Late {
			s.LateDeck = append(s.LateDeck, id)
		} else {
			s.EarlyDeck = append(s.EarlyDeck, id)
		}
	}
	s.RNG.Shuffle(len(s.EarlyDeck), func(i, j int) { s.EarlyDeck[i], s.EarlyDeck[j] = s.EarlyDeck[j], s.EarlyDeck[i] })
	s.RNG.Shuffle(len(s.LateDeck), func(i, j int) { s.LateDeck[i], s.LateDeck[j] = s.LateDeck[j], s.LateDeck[i] })
	for i := range s.CraftRow {
		s.CraftRow[i] = -1
	}
	for i := range s.KingdomRow {
		s.KingdomRow[i] = -1
	}

	if n == 2 {
		for i := range s.SteveRaces {
			s.SteveRaces[i] = Race(i)
		}
		s.RNG.Shuffle(NumRaces, func(i, j int) { s.SteveRaces[i], s.SteveRaces[j] = s.SteveRaces[j], s.SteveRaces[i] })
	}
	// "The player who most recently sold a Weapon to an Orc" cannot be
	// asked of a computer: the start player is drawn at random, which the
	// rulebook allows.
	s.Current = s.RNG.Intn(n)
	s.startTurn()
	return s
}

// regions returns the board side in use.
func (s *State) regions() []RegionDef {
	if s.NPlayers == 3 {
		return boards3
	}
	return boards4
}

// splitSpace returns the region, battlefield and side of a space index.
func splitSpace(space int) (region, battlefield, side int) {
	return space / SpacesPerRegion, space % SpacesPerRegion / 2, space % 2
}

func battlefieldOf(space int) int { return space % SpacesPerRegion / 2 }

func spaceIndex(region, battlefield, side int) int {
	return region*SpacesPerRegion + battlefield*2 + side
}

// spaceTable flattens a board side: the weapon and race of every space.
type spaceTable struct {
	weapon []Weapon
	race   []Race
}

var spaces3, spaces4 = flatten(boards3), flatten(boards4)

func flatten(regions []RegionDef) spaceTable {
	t := spaceTable{make([]Weapon, len(regions)*SpacesPerRegion), make([]Race, len(regions)*SpacesPerRegion)}
	for space := range t.weapon {
		r, bf, side := splitSpace(space)
		t.weapon[space] = regions[r].Weapons[side][bf]
		t.race[space] = regions[r].Races[side]
	}
	return t
}

func (s *State) spaceTable() *spaceTable {
	if s.NPlayers == 3 {
		return &spaces3
	}
	return &spaces4
}

func (s *State) spaceWeapon(space int) Weapon { return s.spaceTable().weapon[space] }

func (s *State) spaceRace(space int) Race { return s.spaceTable().race[space] }

// open reports whether a player may sell onto space: it is empty and its
// Battlefield's Demand Token is face up or gone (rules, Regions and
// Battlefields).
func (s *State) open(space int) bool {
	return s.Spaces[space].Owner == Empty && s.Tokens[space/2] != TokenLocked
}

// Costs and values.

func (s *State) kingdomSum(seat int, e Effect) int {
	total := 0
	for _, id := range s.Seats[seat].Kingdom {
		if KingdomCards[id].Effect == e {
			total += KingdomCards[id].N
		}
	}
	return total
}

func (s *State) craftCost(seat int, c CraftCard) int {
	switch c.Cost {
	case Times1:
		return s.Seats[seat].Levels[c.Weapon]
	case Times2:
		return 2 * s.Seats[seat].Levels[c.Weapon]
	}
	return 0
}

// forgeCost is the price of one weapon, never below 0 (rules, Forge
// Weapons), including the discount of a Kingdom Card's forge run.
func (s *State) forgeCost(seat int, w Weapon, q Quality) int {
	if s.Phase == PhaseForge && s.Mod == noPay {
		return 0
	}
	cost := ForgeCost[q] - s.Seats[seat].Discount[w]
	if q == Standard {
		cost -= s.kingdomSum(seat, EffectStandardCheap)
	} else {
		cost -= s.kingdomSum(seat, EffectVorpalCheap)
	}
	if s.Phase == PhaseForge {
		cost -= s.Mod
	}
	return max(cost, 0)
}

func (s *State) canForge(seat int, w Weapon, q Quality) bool {
	need := 1
	if q == Vorpal {
		need = VorpalLevel
	}
	return s.Seats[seat].Levels[w] >= need && s.Seats[seat].Gold >= s.forgeCost(seat, w, q)
}

// rewardTiles counts a player's Reward Tiles for race, the printed one
// included.
func (s *State) rewardTiles(seat int, race Race) int {
	n := s.Seats[seat].Rewards[race]
	if s.printedRace(seat) == race {
		n++
	}
	return n
}

func (s *State) printedRace(seat int) Race {
	if s.NPlayers == 3 {
		return Mats[seat].Race3
	}
	return Mats[seat].Race4
}

// saleValue is what a sale earns (rules, Selling Weapons step 2): the sum
// of its terms (saleTerms), never below 0.
func (s *State) saleValue(seat, space int, q Quality) int {
	v := 0
	s.saleTerms(seat, space, q, func(t SaleTerm) { v += t.Gold })
	return max(v, 0)
}

// saleTerms calls add with each term of a sale's value: the base value,
// one per matching Reward Tile (race and Region), Kingdom Card bonuses and
// a Kingdom Card's penalty.
func (s *State) saleTerms(seat, space int, q Quality, add func(SaleTerm)) {
	race := s.spaceRace(space)
	r, _, _ := splitSpace(space)
	add(SaleTerm{Kind: TermBase, Gold: SellValue[q], Card: -1})
	if n := s.rewardTiles(seat, race); n > 0 {
		add(SaleTerm{Kind: TermRewards, Gold: n, Race: race, Card: -1})
	}
	if region := s.regions()[r].Region; s.RegionOwner[region] == int8(seat) {
		add(SaleTerm{Kind: TermRegion, Gold: 1, Region: region, Card: -1})
	}
	for _, id := range s.Seats[seat].Kingdom {
		k := KingdomCards[id]
		switch {
		case k.Effect == EffectRaceBonus && Race(k.N) == race:
			add(SaleTerm{Kind: TermKingdom, Gold: 1, Card: id})
		case k.Effect == EffectVorpalSell && q == Vorpal:
			add(SaleTerm{Kind: TermKingdom, Gold: k.N, Card: id})
		}
	}
	if s.Phase == PhaseSell && s.Mod != 0 {
		add(SaleTerm{Kind: TermPenalty, Gold: -s.Mod, Card: -1})
	}
}

// kingdomAllowed reports whether seat may take (or, for the Final card,
// use) k: a Permanent or End card needs room under the Season's limit
// (rules, Take Kingdom Card), a card with negative gold needs that much
// gold to pay (see RULES.md, Interpretations), and the Final card may not
// be used twice by one player with no sale in between (an addition for
// termination, see RULES.md).
func (s *State) kingdomAllowed(seat int, k KingdomCard) bool {
	if k.Duration == Final && s.Seats[seat].FinalUsed {
		return false
	}
	if k.Duration == Permanent || k.Duration == End {
		if len(s.Seats[seat].Kingdom) >= KingdomLimit[s.Season] {
			return false
		}
	}
	return s.Seats[seat].Gold+k.Gold >= 0
}

// Legal lists every legal action for the player to move.
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
	case PhaseMain:
		for slot, id := range s.CraftRow {
			if id >= 0 && p.Gold >= s.craftCost(seat, CraftCards[id]) {
				out = append(out, Learn(slot))
			}
		}
		out = s.appendForges(out)
		out = s.appendSales(out)
		for slot, id := range s.KingdomRow {
			if id >= 0 && s.kingdomAllowed(seat, KingdomCards[id]) {
				out = append(out, TakeKingdom(slot))
			}
		}
		for w := range Weapon(NumWeapons) {
			if s.BonusOwner[w] != int8(seat) || s.BonusUsed[w] {
				continue
			}
			for space := range s.Spaces {
				if s.spaceWeapon(space) != w || !s.open(space) {
					continue
				}
				for q := range Quality(NumQualities) {
					if s.canForge(seat, w, q) {
						out = append(out, ForgeSell(space, q))
					}
				}
			}
		}
		if len(out) == 0 {
			out = append(out, Pass())
		}
	case PhaseForge:
		out = s.appendForges(out)
		out = append(out, Done())
	case PhaseSell:
		out = s.appendSales(out)
		out = append(out, Done())
	case PhaseFreeCraft:
		for slot, id := range s.CraftRow {
			if id >= 0 {
				out = append(out, Learn(slot))
			}
		}
		out = append(out, Done())
	}
	return out
}

func (s *State) appendForges(out []engines.Action) []engines.Action {
	for w := range Weapon(NumWeapons) {
		for q := range Quality(NumQualities) {
			if s.Phase == PhaseForge && s.StandardOnly && q == Vorpal {
				continue
			}
			if s.canForge(s.Current, w, q) {
				out = append(out, Forge(w, q))
			}
		}
	}
	return out
}

func (s *State) appendSales(out []engines.Action) []engines.Action {
	p := &s.Seats[s.Current]
	for space := range s.Spaces {
		if !s.open(space) {
			continue
		}
		w := s.spaceWeapon(space)
		for q := range Quality(NumQualities) {
			if p.Hand[w][q] > 0 {
				out = append(out, Sell(space, q))
			}
		}
	}
	return out
}

// isLegal reports whether a is in Legal(), without listing them all.
func (s *State) isLegal(a engines.Action) bool {
	if s.Ended || a.C != 0 || a.D != 0 {
		return false
	}
	seat := s.Current
	p := &s.Seats[seat]
	main := s.Phase == PhaseMain
	validSpace := a.A >= 0 && int(a.A) < len(s.Spaces) && s.open(int(a.A))
	validQuality := a.B >= 0 && a.B < NumQualities
	switch a.Kind {
	case KindLearn:
		if a.B != 0 || a.A < 0 || a.A >= CraftRowSize || s.CraftRow[a.A] < 0 {
			return false
		}
		return s.Phase == PhaseFreeCraft || main && p.Gold >= s.craftCost(seat, CraftCards[s.CraftRow[a.A]])
	case KindForge:
		if !main && s.Phase != PhaseForge || a.A < 0 || a.A >= NumWeapons || !validQuality {
			return false
		}
		if s.Phase == PhaseForge && s.StandardOnly && Quality(a.B) == Vorpal {
			return false
		}
		return s.canForge(seat, Weapon(a.A), Quality(a.B))
	case KindSell:
		return (main || s.Phase == PhaseSell) && validSpace && validQuality && p.Hand[s.spaceWeapon(int(a.A))][a.B] > 0
	case KindKingdom:
		return main && a.B == 0 && a.A >= 0 && a.A < KingdomRowSize && s.KingdomRow[a.A] >= 0 &&
			s.kingdomAllowed(seat, KingdomCards[s.KingdomRow[a.A]])
	case KindForgeSell:
		if !main || !validSpace || !validQuality {
			return false
		}
		w := s.spaceWeapon(int(a.A))
		return s.BonusOwner[w] == int8(seat) && !s.BonusUsed[w] && s.canForge(seat, w, Quality(a.B))
	case KindDone:
		return !main && a == Done()
	case KindPass:
		var buf [96]engines.Action
		legal := s.appendLegal(buf[:0])
		return main && len(legal) == 1 && legal[0] == a
	}
	return false
}

// Apply performs a legal action.
func (s *State) Apply(a engines.Action) error {
	if !s.isLegal(a) {
		return fmt.Errorf("battle merchants: %w: %+v", engines.ErrIllegal, a)
	}
	s.apply(a)
	return nil
}

// apply performs a, known to be legal.
func (s *State) apply(a engines.Action) {
	seat := s.Current
	if a.Kind == KindPass {
		s.Passes++ // a Pass is no action of the rulebook's: LastKind keeps the last one taken
	} else {
		s.Passes = 0
		if s.Phase == PhaseMain {
			s.LastKind = a.Kind
		}
	}
	switch a.Kind {
	case KindLearn:
		s.learn(seat, int(a.A))
		if s.Phase == PhaseFreeCraft {
			s.endTurn()
			return
		}
	case KindForge:
		w, q := Weapon(a.A), Quality(a.B)
		if s.Phase == PhaseMain {
			s.Phase, s.Left, s.Mod, s.StandardOnly = PhaseForge, MaxForge, 0, false
		}
		s.forge(seat, w, q)
		s.Left--
		s.finishIfOnlyDone()
		return
	case KindSell:
		space, q := int(a.A), Quality(a.B)
		s.Seats[seat].Hand[s.spaceWeapon(space)][q]--
		s.sell(seat, space, q)
		if s.Phase == PhaseSell {
			s.Left--
			s.finishIfOnlyDone()
			return
		}
	case KindForgeSell:
		space, q := int(a.A), Quality(a.B)
		w := s.spaceWeapon(space)
		s.BonusUsed[w] = true
		s.forge(seat, w, q)
		s.Seats[seat].Hand[w][q]--
		s.sell(seat, space, q)
	case KindKingdom:
		if s.takeKingdom(seat, int(a.A)) {
			return // a multi-part effect continues the turn
		}
	}
	s.endTurn()
	return
}

// finishIfOnlyDone ends a multi-part action when nothing but Done is left.
func (s *State) finishIfOnlyDone() {
	if s.Phase == PhaseForge && s.Left <= 0 || s.Phase == PhaseSell && s.Left <= 0 {
		s.endTurn()
		return
	}
	var buf [96]engines.Action
	if len(s.appendLegal(buf[:0])) == 1 {
		s.endTurn()
	}
}

// learn takes the Craft Card in slot (rules, Learn Craft; Mastering a Craft).
func (s *State) learn(seat, slot int) {
	id := s.CraftRow[slot]
	c := CraftCards[id]
	p := &s.Seats[seat]
	if s.Phase != PhaseFreeCraft {
		cost := s.craftCost(seat, c)
		p.Gold -= cost
		p.Ledger[LedgerCraft] -= cost
	}
	s.CraftRow[slot] = -1
	p.Crafts = append(p.Crafts, id)
	p.Levels[c.Weapon] += c.Levels
	p.Discount[c.Weapon] += c.Discount
	if p.Levels[c.Weapon] >= BonusLevel && s.BonusOwner[c.Weapon] == noOwner {
		s.BonusOwner[c.Weapon] = int8(seat)
		e := newEvent(EventBonus, seat)
		e.Weapon = c.Weapon
		s.note(e)
	}
	s.discardLinked(boxRef{false, slot})
}

// forge makes one weapon and pays for it (rules, Forge Weapons).
func (s *State) forge(seat int, w Weapon, q Quality) {
	cost := s.forgeCost(seat, w, q)
	p := &s.Seats[seat]
	p.Gold -= cost
	p.Ledger[LedgerForge] -= cost
	p.Hand[w][q]++
	p.Forged++
}

// sell places a weapon and resolves the sale (rules, Selling Weapons steps
// 1–4), then lets Salesman Steve sell in a 2-player game.
func (s *State) sell(seat, space int, q Quality) {
	gold := s.saleValue(seat, space, q)
	s.Spaces[space] = Space{Owner: int8(seat), Quality: q}
	p := &s.Seats[seat]
	p.Gold += gold
	p.Ledger[LedgerSales] += gold
	race := s.spaceRace(space)
	if s.RewardSpaces[race][seat] {
		s.RewardSpaces[race][seat] = false
		p.Rewards[race]++
		e := newEvent(EventReward, seat)
		e.Race = race
		s.note(e)
	}
	// Addition for termination: a sale lets everyone use the Final card
	// again (see kingdomAllowed).
	for i := range s.Seats {
		s.Seats[i].FinalUsed = false
	}
	r, _, _ := splitSpace(space)
	region := s.regions()[r].Region
	// Region tiles (reconstructed): the first Vorpal sale in a Region.
	if q == Vorpal && s.RegionOwner[region] == noOwner {
		s.RegionOwner[region] = int8(seat)
		e := newEvent(EventRegion, seat)
		e.Region = region
		s.note(e)
	}
	s.checkDemand(r)
	if s.NPlayers == 2 {
		s.steveSells(space)
	}
}

// checkDemand moves every face-up Demand Token of region r that has weapons
// on both sides to the Season Area and turns the next one face up (rules,
// Selling Weapons step 4). A token turned up on a Battlefield that is
// already full (Steve sells past locks) moves at once as well.
func (s *State) checkDemand(r int) {
	for bf := range Battlefields {
		t := &s.Tokens[r*Battlefields+bf]
		if *t == TokenRemoved {
			continue
		}
		if *t == TokenLocked || s.Spaces[spaceIndex(r, bf, 0)].Owner == Empty || s.Spaces[spaceIndex(r, bf, 1)].Owner == Empty {
			break
		}
		*t = TokenRemoved
		e := newEvent(EventToken, -1)
		e.Space = r*Battlefields + bf
		if s.Trigger < 0 && s.SeasonArea[s.Season] < SeasonSpaces {
			s.SeasonArea[s.Season]++
			e.N = s.SeasonArea[s.Season]
			s.note(e)
			if s.SeasonArea[s.Season] == SeasonSpaces {
				s.trigger()
			}
		} else {
			s.TokensOut++ // after the trigger, extra tokens leave the game
			s.note(e)
		}
		if bf+1 < Battlefields {
			s.Tokens[r*Battlefields+bf+1] = TokenOpen
		}
	}
	if s.Trigger < 0 && !slices.ContainsFunc(s.Tokens, func(t int8) bool { return t != TokenRemoved }) {
		s.trigger() // interpretation: no token is left to reach the Season Area
	}
}

// trigger starts the end of the Season: every other player has one final
// turn (rules, Season's End).
func (s *State) trigger() {
	s.Trigger = s.Current
	s.FinalTurns = s.NPlayers - 1
	e := newEvent(EventTrigger, s.Current)
	e.N = s.FinalTurns
	s.note(e)
}

// steveSells is Salesman Steve's sale after a player's sale at space (rules,
// Salesman Steve): the lowest open space of his race, ties broken by going
// clockwise from the row just sold to, locks ignored.
func (s *State) steveSells(soldAt int) {
	race := s.SteveRaces[s.StevePos]
	s.StevePos = (s.StevePos + 1) % NumRaces
	regions := s.regions()
	rows := len(regions) * 2
	startRow := soldAt/SpacesPerRegion*2 + soldAt%2 // rows: region*2 + side, clockwise
	for bf := range Battlefields {
		for i := range rows {
			row := (startRow + i) % rows
			r, side := row/2, row%2
			if regions[r].Races[side] != race {
				continue
			}
			space := spaceIndex(r, bf, side)
			if s.Spaces[space].Owner != Empty {
				continue
			}
			s.Spaces[space] = Space{Owner: Steve, Quality: Standard}
			s.SteveSold++
			e := newEvent(EventSteve, -1)
			e.Race, e.Space = race, space
			s.note(e)
			s.checkDemand(r)
			return
		}
	}
	// Every space of that race is full: Steve makes no sale this time.
	e := newEvent(EventSteve, -1)
	e.Race = race
	s.note(e)
}

// takeKingdom takes or uses the Kingdom Card in slot. It reports whether
// the card's effect continues the turn with more decisions.
func (s *State) takeKingdom(seat, slot int) bool {
	id := s.KingdomRow[slot]
	k := KingdomCards[id]
	p := &s.Seats[seat]
	p.Gold += k.Gold
	p.Ledger[LedgerKingdom] += k.Gold
	if k.Duration == Final {
		p.FinalUsed = true
		return false // it stays in the pool; nothing is discarded with it
	}
	s.KingdomRow[slot] = -1
	s.discardLinked(boxRef{true, slot})
	switch k.Duration {
	case Permanent, End:
		p.Kingdom = append(p.Kingdom, id)
		return false
	}
	s.KingdomOut = append(s.KingdomOut, id)
	if k.Duration == Immediate {
		p.Used = append(p.Used, id)
	}
	switch k.Effect {
	case EffectBoardGold:
		gold := k.N * s.weaponsOnBoard(seat)
		p.Gold += gold
		p.Ledger[LedgerKingdom] += gold
		return false
	case EffectMultiSell:
		s.Phase, s.Left, s.Mod = PhaseSell, k.N, k.Mod
	case EffectFreeCraft:
		s.Phase = PhaseFreeCraft
	case EffectForgeRun:
		s.Phase, s.Left, s.Mod, s.StandardOnly = PhaseForge, k.N, k.Mod, k.Mod == noPay
	default:
		return false
	}
	var buf [96]engines.Action
	if len(s.appendLegal(buf[:0])) == 1 {
		s.Phase = PhaseMain
		return false // nothing to do with it: the turn ends
	}
	return true
}

// discardLinked discards the card in the box linked to b on the 2-player
// side board; Slush Fund is never discarded (rules, Kingdom and Craft Cards
// in the 2-player Game).
func (s *State) discardLinked(b boxRef) {
	if s.NPlayers != 2 {
		return
	}
	l := sideBoardLink(b)
	e := newEvent(EventLinked, -1)
	e.Kingdom, e.Slot = l.Kingdom, l.Slot
	if l.Kingdom {
		if id := s.KingdomRow[l.Slot]; id >= 0 && KingdomCards[id].Duration != Final {
			s.KingdomOut = append(s.KingdomOut, id)
			s.KingdomRow[l.Slot] = -1
			e.Card = id
			s.note(e)
		}
		return
	}
	if id := s.CraftRow[l.Slot]; id >= 0 {
		s.CraftOut = append(s.CraftOut, id)
		s.CraftRow[l.Slot] = -1
		e.Card = id
		s.note(e)
	}
}

func (s *State) weaponsOnBoard(seat int) int {
	n := 0
	for _, sp := range s.Spaces {
		if sp.Owner == int8(seat) {
			n++
		}
	}
	return n
}

// endTurn hands the turn on, or ends the Season: after the final turns
// that follow the third Demand Token (rules, Season's End), or, before it,
// once every player in a row has had to Pass (an addition: see RULES.md,
// Termination).
func (s *State) endTurn() {
	s.Phase, s.Left, s.Mod, s.StandardOnly = PhaseMain, 0, 0, false
	if s.Trigger >= 0 && s.Current != s.Trigger {
		s.FinalTurns--
	}
	if s.Trigger >= 0 && s.FinalTurns <= 0 || s.Trigger < 0 && s.Passes >= s.NPlayers {
		s.endSeason()
		return
	}
	s.Current = (s.Current + 1) % s.NPlayers
	s.startTurn()
}

// startTurn refills the card rows (rules, Player Turns; 2-player: slide the
// side board first).
func (s *State) startTurn() {
	s.Turn++
	if s.NPlayers == 2 {
		slideRow(s.CraftRow[:])
		slideRow(s.KingdomRow[:])
	}
	deck := &s.EarlyDeck
	if s.Season >= 2 {
		deck = &s.LateDeck
	}
	for i := range s.CraftRow {
		if s.CraftRow[i] < 0 && len(*deck) > 0 {
			s.CraftRow[i], *deck = (*deck)[0], (*deck)[1:]
		}
	}
	for i := range s.KingdomRow {
		if s.KingdomRow[i] < 0 && len(s.KingdomDeck) > 0 {
			s.KingdomRow[i], s.KingdomDeck = s.KingdomDeck[0], s.KingdomDeck[1:]
		}
	}
}

// slideRow moves cards to the lowest-numbered spaces, keeping their order.
func slideRow(row []int) {
	j := 0
	for _, id := range row {
		if id >= 0 {
			row[j] = id
			j++
		}
	}
	for ; j < len(row); j++ {
		row[j] = -1
	}
}

// endSeason fights the battles, pays repairs and cleans up, or scores the
// game after Winter (rules, Battles; Repairs; End of Season Cleanup).
func (s *State) endSeason() {
	s.Passes = 0
	end := newEvent(EventSeasonEnd, -1)
	end.N, end.Passes = s.Season, s.Trigger < 0
	s.note(end)
	s.fightBattles()
	for seat := range s.Seats {
		n := s.weaponsOnBoard(seat)
		gold := n * (RepairGold + s.kingdomSum(seat, EffectRepairs))
		s.Seats[seat].Gold += gold
		s.Seats[seat].Ledger[LedgerRepairs] += gold
		e := newEvent(EventRepairs, seat)
		e.N, e.M = gold, n
		s.note(e)
	}
	if s.Season == Seasons-1 {
		s.scoreEnd()
		s.note(newEvent(EventYearEnd, -1))
		return
	}
	kingdomOut, craftOut := len(s.KingdomOut), len(s.CraftOut)
	if s.NPlayers == 2 {
		if s.LastKind != KindLearn && s.LastKind != KindKingdom {
			if id := s.KingdomRow[0]; id >= 0 && KingdomCards[id].Duration != Final {
				s.KingdomOut = append(s.KingdomOut, id)
				s.KingdomRow[0] = -1
			}
			if id := s.CraftRow[0]; id >= 0 {
				s.CraftOut = append(s.CraftOut, id)
				s.CraftRow[0] = -1
			}
		}
	} else {
		for i, id := range s.KingdomRow {
			if id >= 0 && KingdomCards[id].Duration != Final {
				s.KingdomOut = append(s.KingdomOut, id)
				s.KingdomRow[i] = -1
			}
		}
		for i, id := range s.CraftRow {
			if id >= 0 {
				s.CraftOut = append(s.CraftOut, id)
				s.CraftRow[i] = -1
			}
		}
	}
	cleanup := newEvent(EventCleanup, -1)
	cleanup.N, cleanup.M = len(s.KingdomOut)-kingdomOut, len(s.CraftOut)-craftOut
	s.note(cleanup)
	if s.Season == 1 { // end of Summer: the rest of the Spring/Summer deck leaves the game
		s.CraftOut = append(s.CraftOut, s.EarlyDeck...)
		s.EarlyDeck = s.EarlyDeck[:0]
	}
	s.BonusUsed = [NumWeapons]bool{}
	for i := range s.Seats {
		s.Seats[i].FinalUsed = false
	}
	s.refillRewardSpaces()
	s.Season++
	// The player who triggered the end starts the next Season: the player
	// to the left of the last one to play. A Season ended by a round of
	// Passes, with no trigger, starts with the player to the left of the
	// last one to pass.
	if s.Trigger >= 0 {
		s.Current = s.Trigger
	} else {
		s.Current = (s.Current + 1) % s.NPlayers
	}
	s.Trigger, s.FinalTurns = -1, 0
	s.startTurn()
	start := newEvent(EventSeasonStart, s.Current)
	start.N = s.Season
	s.note(start)
}

// refillRewardSpaces puts a tile on every empty Reward Space of the races
// in play, one space per player colour.
func (s *State) refillRewardSpaces() {
	for _, def := range s.regions() {
		for _, race := range def.Races {
			for seat := range s.NPlayers {
				s.RewardSpaces[race][seat] = true
			}
		}
	}
}

// fightBattles resolves every Battlefield with weapons on both sides
// (rules, Battles; 2-player: Steve's weapons always lose).
func (s *State) fightBattles() {
	for i := 0; i < len(s.Spaces); i += 2 {
		a, b := s.Spaces[i], s.Spaces[i+1]
		if a.Owner == Empty || b.Owner == Empty {
			continue
		}
		e := newEvent(EventBattle, -1)
		e.Space = i
		if s.trace != nil {
			e.Fighters = [2]Fighter{s.fighter(i), s.fighter(i + 1)}
		}
		switch cmp := s.compareWeapons(i, i+1); {
		case cmp > 0:
			e.Winner = 0
			s.defeat(i, i+1)
		case cmp < 0:
			e.Winner = 1
			s.defeat(i+1, i)
		default:
			gold := s.tie(i, i+1)
			e.Fighters[0].Gold, e.Fighters[1].Gold = gold[0], gold[1]
		}
		s.note(e)
	}
}

// compareWeapons returns >0 if the weapon on space a wins, <0 if b wins and
// 0 for a tie.
func (s *State) compareWeapons(a, b int) int {
	wa, wb := s.Spaces[a], s.Spaces[b]
	switch {
	case wa.Owner == Steve && wb.Owner == Steve:
		return 0 // interpretation: two of Steve's weapons destroy each other
	case wa.Owner == Steve:
		return -1
	case wb.Owner == Steve:
		return 1
	case wa.Quality != wb.Quality:
		return int(wa.Quality) - int(wb.Quality)
	}
	return s.battleCraft(a) - s.battleCraft(b)
}

// battleCraft is the owner's current Craft Level in the weapon's type.
func (s *State) battleCraft(space int) int {
	owner := int(s.Spaces[space].Owner)
	return s.Seats[owner].Levels[s.spaceWeapon(space)] + s.kingdomSum(owner, EffectBattleCraft)
}

func (s *State) defeat(winner, loser int) {
	w, l := s.Spaces[winner], s.Spaces[loser]
	s.Seats[w.Owner].Defeated[l.Quality]++
	if l.Owner == Steve {
		s.SteveLost++
	} else {
		s.Seats[l.Owner].Lost++
	}
	s.Spaces[loser] = Space{Owner: Empty}
}

// tie destroys both weapons of a tied battle and pays their owners (rules,
// Battles); it returns the gold paid for each.
func (s *State) tie(a, b int) [2]int {
	var paid [2]int
	for i, space := range []int{a, b} {
		owner := s.Spaces[space].Owner
		if owner == Steve {
			s.SteveLost++
		} else {
			gold := TieGold
			if g := s.kingdomSum(int(owner), EffectTieGold); g > 0 {
				gold = g
			}
			p := &s.Seats[owner]
			p.Gold += gold
			p.Ledger[LedgerBattles] += gold
			p.Lost++
			paid[i] = gold
		}
		s.Destroyed++
		s.Spaces[space] = Space{Owner: Empty}
	}
	return paid
}
