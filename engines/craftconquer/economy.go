package craftconquer

// Economy: goods and their prices, crafting, Settlements, gathering, taxes
// and Peasants (rules, Peasants; Resources & Settlements; Craftpoints;
// Crafting; Deploying & Upgrading Soldiers).

// gain gives seat n of g.
func (s *State) gain(seat int, g Good, n int) {
	p := &s.Seats[seat]
	p.Goods[g] += n
	p.In[g] += n
}

// spend takes n of g from seat.
func (s *State) spend(seat int, g Good, n int) {
	p := &s.Seats[seat]
	p.Goods[g] -= n
	p.Out[g] += n
}

// canPay reports whether seat holds everything c asks for.
func (s *State) canPay(seat int, c Cost) bool {
	p := &s.Seats[seat]
	for g, n := range c.Goods {
		if p.Goods[g] < int(n) {
			return false
		}
	}
	return p.Peasants >= int(c.Peasants)
}

// pay takes c from seat; Peasants spent go back to the Stockpile.
func (s *State) pay(seat int, c Cost) {
	for g, n := range c.Goods {
		if n > 0 {
			s.spend(seat, Good(g), int(n))
		}
	}
	p := &s.Seats[seat]
	p.Peasants -= int(c.Peasants)
	p.PeasantsOut += int(c.Peasants)
}

func (s *State) perk(seat int) Perk { return Factions[s.Seats[seat].Faction].Perk }

// CraftCost is what seat pays to craft a Tier 1 soldier.
func (s *State) CraftCost(seat int, t SoldierType) Cost { return Soldiers[t].Craft }

// UpgradeCost is what seat pays to upgrade a soldier of type t.
func (s *State) UpgradeCost(seat int, t SoldierType) Cost {
	c := Soldiers[t].Upgrade
	if s.perk(seat) == PerkDrill && c.Goods[Craftpoint] > 0 {
		c.Goods[Craftpoint]--
	}
	return c
}

// SettlementCost is what seat pays for a Farm or a Settlement upgrade.
func (s *State) SettlementCost(seat int, k SettlementKind) Cost {
	c := Settlements[k].Price
	if s.perk(seat) == PerkMasons && c.Goods[Coin] > 0 {
		c.Goods[Coin]--
	}
	return c
}

// ArrowPrice is what seat pays for ammo: ArrowNormal, ArrowFlaming or
// ArrowTradeIn (a normal arrow counts its full printed value, 1 coin and
// 1 wood, toward a flaming arrow: rules, Arrows).
func (s *State) ArrowPrice(seat, which int) Cost {
	switch which {
	case ArrowNormal:
		return ArrowCost
	case ArrowFlaming:
		c := FlamingCost
		if s.perk(seat) == PerkFletchers {
			c.Goods[Coin]--
		}
		return c
	}
	var c Cost
	for g := range c.Goods {
		c.Goods[g] = max(FlamingCost.Goods[g]-ArrowCost.Goods[g], 0)
	}
	if s.perk(seat) == PerkFletchers {
		c.Goods[Coin]--
	}
	c.Goods[Arrow] = 1
	return c
}

// taxes is what a Settlement pays seat each turn.
func (s *State) taxes(seat int, st *Settlement) int {
	return int(Settlements[st.Kind].Coins)
}

// gather is turn steps 2 and 3: Peasants come off their Settlements and
// bring in the Resources, occupied enemy Settlements yield to their
// occupier, and every Settlement owned (unless occupied) or occupied pays
// its taxes.
func (s *State) gather() {
	seat := s.Current
	p := &s.Seats[seat]
	for i := range s.Settlements {
		st := &s.Settlements[i]
		occ := s.occupant(i)
		mine := int(st.Owner) == seat
		switch {
		case mine && occ < 0:
			if st.Peasant {
				st.Peasant = false
				p.Peasants++
				s.collect(seat, st)
			}
			s.gain(seat, Coin, s.taxes(seat, st))
		case !mine && occ >= 0 && int(s.Soldiers[occ].Owner) == seat:
			s.collect(seat, st)
			s.gain(seat, Coin, s.taxes(seat, st))
		}
	}
}

func (s *State) collect(seat int, st *Settlement) {
	for g, n := range Settlements[st.Kind].Yield {
		if n > 0 {
			s.gain(seat, Good(g), int(n))
		}
	}
}

// settleable reports whether a Settlement may cover space for seat: grass
// in the seat's Kingdom with no soldier and no Settlement on it. Large
// bridges are not grass (rules, Large River Tiles).
func (s *State) settleable(seat, space int) bool {
	sp := &s.board().Spaces[space]
	return sp.Terrain == Grass && sp.Kingdom == seat && s.soldierAt(space) < 0 && s.settlementAt(space) < 0
}

// spaced reports whether space keeps SettlementGap from every Settlement
// but skip (rules, Placing Settlements).
func (s *State) spaced(space, skip int) bool {
	b := s.board()
	for i := range s.Settlements {
		if i == skip {
			continue
		}
		for _, x := range s.Settlements[i].Cover() {
			if b.Dist(space, int(x)) < SettlementGap {
				return false
			}
		}
	}
	return true
}

// gapOffsets are the offsets of the spaces closer than SettlementGap to a
// space (itself included).
var gapOffsets = func() (out [][2]int8) {
	for dq := -(SettlementGap - 1); dq < SettlementGap; dq++ {
		for dr := -(SettlementGap - 1); dr < SettlementGap; dr++ {
			if hexDist(0, 0, dq, dr) < SettlementGap {
				out = append(out, [2]int8{int8(dq), int8(dr)})
			}
		}
	}
	return out
}()

// farmSpots calls fn for every legal Farm placement of seat (a space and
// the direction 0..2 of its second space) until fn returns false.
func (s *State) farmSpots(seat int, fn func(space, dir int) bool) {
	b := s.board()
	// ok[x]: grass of seat's Kingdom, free, and SettlementGap from every
	// Settlement.
	var buf [maxSpaces]bool
	ok := buf[:]
	if len(b.Spaces) > maxSpaces {
		ok = make([]bool, len(b.Spaces))
	}
	ok = ok[:len(b.Spaces)]
	for x := range b.Spaces {
		sp := &b.Spaces[x]
		ok[x] = sp.Terrain == Grass && sp.Kingdom == seat
	}
	for i := range s.Soldiers {
		ok[s.Soldiers[i].Space] = false
	}
	for i := range s.Settlements {
		for _, x := range s.Settlements[i].Cover() {
			sp := &b.Spaces[x]
			for _, d := range gapOffsets {
				if y := b.Index(sp.Q+int(d[0]), sp.R+int(d[1])); y >= 0 {
					ok[y] = false
				}
			}
		}
	}
	for x := range b.Spaces {
		if !ok[x] {
			continue
		}
		for dir := range 3 {
			if y := int(b.nbr[x][dir]); y >= 0 && ok[y] && b.Connected(x, y) && !fn(x, dir) {
				return
			}
		}
	}
}

// canPlaceFarm reports whether seat has room for a Farm.
func (s *State) canPlaceFarm(seat int) bool {
	if s.at.on && s.at.farm[seat] != 0 {
		return s.at.farm[seat] == 2
	}
	found := false
	s.farmSpots(seat, func(int, int) bool { found = true; return false })
	if s.at.on {
		s.at.farm[seat] = 1
		if found {
			s.at.farm[seat] = 2
		}
	}
	return found
}

// ownSettlements counts seat's Settlements.
func (s *State) ownSettlements(seat int) int {
	n := 0
	for i := range s.Settlements {
		if int(s.Settlements[i].Owner) == seat {
			n++
		}
	}
	return n
}

// canBuildFarm reports whether seat may buy a Farm now.
func (s *State) canBuildFarm(seat int) bool {
	return s.ownSettlements(seat) < MaxSettlements && s.canPay(seat, s.SettlementCost(seat, Farm)) && s.canPlaceFarm(seat)
}

// placeFarm puts a Farm on space and its neighbour in direction dir.
func (s *State) placeFarm(seat, space, dir int) {
	y := int(s.board().nbr[space][dir])
	s.Settlements = append(s.Settlements, Settlement{
		Owner: int8(seat), Kind: Farm, Spaces: [4]int16{int16(space), int16(y), -1, -1}, Built: int16(s.Turn), Deployed: -1,
	})
}

// upgradeSpots calls fn with every space Settlement i may grow onto when
// upgraded to kind k: a Tier 2 token covers the Farm's two spaces and one
// next to both; the City of Avalon covers the Tier 2 token and any space
// next to it (rules, Kickstarter Exclusive). The space index keeps the
// spaces once found.
func (s *State) upgradeSpots(i int, k SettlementKind, fn func(space int)) {
	tier := int(Settlements[k].Tier) - 2
	if !s.at.on || tier < 0 || tier > 1 {
		var buf [maxDeploySpaces]int16
		for _, y := range s.findUpgradeSpots(i, k, buf[:0]) {
			fn(int(y))
		}
		return
	}
	for _, y := range kept(&s.at.grow[i][tier], &s.at.spots, func(out []int16) []int16 { return s.findUpgradeSpots(i, k, out) }) {
		fn(int(y))
	}
}

// findUpgradeSpots appends to out the spaces upgradeSpots finds, which
// depend on k only through its Tier.
func (s *State) findUpgradeSpots(i int, k SettlementKind, out []int16) []int16 {
	st := &s.Settlements[i]
	b := s.board()
	seat := int(st.Owner)
	var seen [12]int
	n := 0
	for _, x := range st.Cover() {
		for _, y16 := range b.nbr[x] {
			y := int(y16)
			dup := y < 0
			for _, v := range seen[:n] {
				dup = dup || v == y
			}
			if dup || n == len(seen) {
				continue
			}
			seen[n] = y
			n++
			if !s.settleable(seat, y) || !s.spaced(y, i) {
				continue
			}
			touching := 0
			for _, z := range st.Cover() {
				if b.Connected(int(z), y) {
					touching++
				}
			}
			if Settlements[k].Tier == 2 && touching == len(st.Cover()) || Settlements[k].Tier > 2 && touching > 0 {
				out = append(out, int16(y))
			}
		}
	}
	return out
}

// canUpgradeSettlement reports whether seat may upgrade Settlement i to k
// at all (before choosing the space).
func (s *State) canUpgradeSettlement(seat, i int, k SettlementKind) bool {
	st := &s.Settlements[i]
	if int(st.Owner) != seat || int(st.Built) == s.Turn {
		return false
	}
	from := false
	for _, f := range Settlements[k].From {
		from = from || f == st.Kind
	}
	if !from || k == Avalon && s.Seats[seat].Avalon {
		return false
	}
	return s.canPay(seat, s.SettlementCost(seat, k)) && s.occupant(i) < 0
}

// upgradeSettlement replaces Settlement i by kind k, growing onto space.
func (s *State) upgradeSettlement(seat, i int, k SettlementKind, space int) {
	s.pay(seat, s.SettlementCost(seat, k))
	st := &s.Settlements[i]
	st.Spaces[Settlements[st.Kind].Size] = int16(space)
	st.Kind = k
	st.Built = int16(s.Turn)
	if k == Avalon {
		s.Seats[seat].Avalon = true
	}
	s.deed(VerbUpgrade, upgradeItem(k))
}

// upgradeItem is the Upgrade verb's item for a Settlement kind.
func upgradeItem(k SettlementKind) int {
	switch k {
	case Village:
		return UpVillage
	case Quarry:
		return UpQuarry
	}
	return UpAvalon
}

// soldierUpgradeItem is the Upgrade verb's item for the soldier type
// upgraded to.
func soldierUpgradeItem(t SoldierType) int {
	switch t {
	case Knight:
		return UpKnight
	case Bolteer:
		return UpBolteer
	case Champion:
		return UpChampion
	}
	return UpCatapult
}

// deed records something the current player did this turn.
func (s *State) deed(v Verb, item int) {
	if s.Deeds.Count[v][item] < 100 {
		s.Deeds.Count[v][item]++
	}
}

// canUpgradeSoldier reports whether soldier i may be upgraded now (rules,
// Upgrade Rules): once per turn, not the turn it was deployed, not after it
// moved or attacked, even if a Repeat card freed it since (Acted). free
// (Promoted) allows a soldier deployed this turn.
func (s *State) canUpgradeSoldier(i int, free bool) bool {
	so := &s.Soldiers[i]
	if Soldiers[so.Type].UpgradeTo < 0 || int(so.Upgraded) == s.Turn || so.Moved || so.Attacked || so.Acted {
		return false
	}
	return free || int(so.Deployed) != s.Turn
}

// upgradeSoldier turns soldier i into the next Tier, in place.
func (s *State) upgradeSoldier(i int) {
	so := &s.Soldiers[i]
	so.Type = Soldiers[so.Type].UpgradeTo
	so.Upgraded = int16(s.Turn)
	s.deed(VerbUpgrade, soldierUpgradeItem(so.Type))
}

// emptySettlements lists seat's Settlements that need a Peasant: no Peasant
// on them and not occupied by an enemy.
func (s *State) emptySettlements(seat int) []int { return s.appendEmpty(nil, seat) }

// appendEmpty appends emptySettlements(seat) to out.
func (s *State) appendEmpty(out []int, seat int) []int {
	for i := range s.Settlements {
		st := &s.Settlements[i]
		if int(st.Owner) == seat && !st.Peasant && s.occupant(i) < 0 {
			out = append(out, i)
		}
	}
	return out
}

// peasantsStep runs turn step 5 as far as it goes without a decision: with
// at least as many Peasants as empty Settlements every one gets a Peasant
// (never withholding); with nothing left to decide the turn ends. From
// rules version 3 Resources still sell in step 5 (gen), so a player short of
// coins for a Peasant is asked while a sale could pay for one.
func (s *State) peasantsStep() {
	seat := s.Current
	p := &s.Seats[seat]
	var buf [MaxSettlements]int
	empty := s.appendEmpty(buf[:0], seat)
	if p.Peasants >= len(empty) {
		for _, i := range empty {
			s.Settlements[i].Peasant = true
			p.Peasants--
			s.note(Event{Kind: EventPeasant, Seat: seat, Settlement: i})
		}
		empty = nil
	}
	switch {
	case len(empty) == 0 && p.Peasants > 0: // sell or keep the excess
	case len(empty) > 0 && p.Peasants > 0: // choose where they go
	case len(empty) > 0 && p.Goods[Coin] >= PeasantBuy: // buy more or leave them empty
	case s.Rules >= 3 && len(empty) > 0 && p.Goods[Coin]+s.resources(seat)*ResourceSell >= PeasantBuy:
		// sell Resources to buy one, or leave them empty
	default:
		s.endTurn()
	}
}

// resources is the number of Resources seat holds, each of which sells for
// ResourceSell coins.
func (s *State) resources(seat int) int {
	n := 0
	for g := range Good(NumResources) {
		n += int(s.Seats[seat].Goods[g])
	}
	return n
}

// autoPlacePeasants puts the inventory's Peasants on empty Settlements in
// order: a turn that ends at once (the final Objective) still never
// withholds Peasants.
func (s *State) autoPlacePeasants(seat int) {
	p := &s.Seats[seat]
	var buf [MaxSettlements]int
	for _, i := range s.appendEmpty(buf[:0], seat) {
		if p.Peasants == 0 {
			break
		}
		s.Settlements[i].Peasant = true
		p.Peasants--
		s.note(Event{Kind: EventPeasant, Seat: seat, Settlement: i})
	}
}
