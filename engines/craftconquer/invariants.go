package craftconquer

import (
	"errors"
	"fmt"
)

// CheckInvariants verifies what a legal game keeps: every good held equals
// what came in less what went out, Peasants and soldiers are accounted for,
// every Objective and Action card is in exactly one place, hands are within
// their limits, the board is consistent (one soldier per space, Settlements
// on grass in their owner's Kingdom and apart), and the phase bookkeeping
// agrees. Decode runs it on every restored state, the conformance suite and
// cmd/sim after every action.
func (s *State) CheckInvariants() error {
	n := s.NPlayers
	if n < 2 || n > 4 || len(s.Seats) != n {
		return fmt.Errorf("player count %d with %d seats", n, len(s.Seats))
	}
	if s.Phase < PhaseFaction || s.Phase > PhaseOver || (s.Phase == PhaseOver) != s.Ended {
		return fmt.Errorf("phase %d with ended=%v", s.Phase, s.Ended)
	}
	if s.Current < 0 || s.Current >= n || s.Asked < 0 || s.Asked >= n {
		return fmt.Errorf("current seat %d or asked seat %d out of range", s.Current, s.Asked)
	}
	if s.Length < 0 || s.Length >= len(ObjectiveTarget) || s.Target != int(ObjectiveTarget[s.Length][n]) || s.Target <= 0 {
		return fmt.Errorf("objective target %d for length %d", s.Target, s.Length)
	}
	if err := s.checkTiles(); err != nil {
		return err
	}
	if err := s.checkBoard(); err != nil {
		return err
	}
	if err := s.checkSeats(); err != nil {
		return err
	}
	if err := s.checkCards(); err != nil {
		return err
	}
	return s.checkPhase()
}

func (s *State) checkTiles() error {
	if len(s.Tiles) == 0 {
		return errors.New("no tiles")
	}
	if len(s.Tiles) > len(Tiles)+4 {
		return fmt.Errorf("%d tiles", len(s.Tiles))
	}
	seats := 0
	for _, t := range s.Tiles {
		if t.A < -8 || t.A > 8 || t.B < -8 || t.B > 8 {
			return fmt.Errorf("tile at %d,%d off the table", t.A, t.B)
		}
		switch {
		case t.Tile == -1 && t.Seat >= 0 && int(t.Seat) < s.NPlayers:
			seats++
		case t.Tile >= 0 && int(t.Tile) < len(Tiles) && t.Seat == -1 && (t.Side == 0 || t.Side == 1 && Tiles[t.Tile].B != nil):
		default:
			return fmt.Errorf("bad tile %+v", t)
		}
		if t.Rot < 0 || t.Rot > 5 {
			return fmt.Errorf("tile turned %d times", t.Rot)
		}
	}
	if seats != s.NPlayers {
		return fmt.Errorf("%d Player Tiles for %d players", seats, s.NPlayers)
	}
	if s.board().overlap {
		return errors.New("tiles overlap")
	}
	return nil
}

func (s *State) checkBoard() error {
	b := s.board()
	nsp := len(b.Spaces)
	var buf [2 * maxSpaces]int8
	if 2*nsp > len(buf) {
		return fmt.Errorf("%d spaces", nsp)
	}
	onSpace, covered := buf[:nsp], buf[nsp:2*nsp]
	for j, so := range s.Soldiers {
		if so.Owner < 0 || int(so.Owner) >= s.NPlayers || so.Type < 0 || so.Type >= NumSoldierTypes {
			return fmt.Errorf("soldier %d: owner %d type %d", j, so.Owner, so.Type)
		}
		if so.Space < 0 || int(so.Space) >= nsp {
			return fmt.Errorf("soldier %d on space %d", j, so.Space)
		}
		if onSpace[so.Space] != 0 {
			return fmt.Errorf("two soldiers on space %d", so.Space)
		}
		onSpace[so.Space] = 1
		if i := s.settlementAt(int(so.Space)); i >= 0 {
			if s.Settlements[i].Owner == so.Owner {
				return fmt.Errorf("soldier %d stands on its own Settlement", j)
			}
		} else if !b.Spaces[so.Space].Terrain.passable() {
			return fmt.Errorf("soldier %d on %s", j, b.Spaces[so.Space].Terrain)
		}
	}
	var perSeat [4]int
	for i, st := range s.Settlements {
		if st.Owner < 0 || int(st.Owner) >= s.NPlayers || st.Kind < 0 || st.Kind >= NumSettlementKinds {
			return fmt.Errorf("settlement %d: owner %d kind %d", i, st.Owner, st.Kind)
		}
		perSeat[st.Owner]++
		for _, x := range st.Spaces[Settlements[st.Kind].Size:] {
			if x != -1 {
				return fmt.Errorf("settlement %d covers more than %d spaces", i, Settlements[st.Kind].Size)
			}
		}
		for _, x := range st.Cover() {
			if x < 0 || int(x) >= nsp || covered[x] != 0 {
				return fmt.Errorf("settlement %d on space %d", i, x)
			}
			covered[x] = 1
			if sp := b.Spaces[x]; sp.Terrain != Grass || sp.Kingdom != int(st.Owner) {
				return fmt.Errorf("settlement %d on %s outside its Kingdom", i, sp.Terrain)
			}
			for k := range s.Settlements[:i] {
				for _, y := range s.Settlements[k].Cover() {
					if b.Dist(int(x), int(y)) < SettlementGap {
						return fmt.Errorf("settlements %d and %d too close", k, i)
					}
				}
			}
		}
		if st.Peasant && s.occupant(i) >= 0 {
			return fmt.Errorf("settlement %d is occupied but has a Peasant", i)
		}
	}
	for seat, c := range perSeat {
		if c > MaxSettlements {
			return fmt.Errorf("seat %d has %d Settlements", seat, c)
		}
	}
	return nil
}

func (s *State) checkSeats() error {
	var onBoard [4]int
	for _, so := range s.Soldiers {
		onBoard[so.Owner]++
	}
	var peasantsOn [4]int
	for _, st := range s.Settlements {
		if st.Peasant {
			peasantsOn[st.Owner]++
		}
	}
	captured, taken := 0, 0
	factions := 0
	for seat := range s.Seats {
		p := &s.Seats[seat]
		if p.Faction >= 0 {
			if int(p.Faction) >= len(Factions) || factions&(1<<p.Faction) != 0 {
				return fmt.Errorf("seat %d: faction %d", seat, p.Faction)
			}
			factions |= 1 << p.Faction
		} else if s.Phase != PhaseFaction {
			return fmt.Errorf("seat %d has no Faction", seat)
		}
		for g := range p.Goods {
			if p.Goods[g] < 0 || p.Goods[g] != p.In[g]-p.Out[g] {
				return fmt.Errorf("seat %d: %d %s but %d in and %d out", seat, p.Goods[g], Good(g), p.In[g], p.Out[g])
			}
		}
		if p.Peasants < 0 || p.PeasantsIn-p.PeasantsOut != p.Peasants+peasantsOn[seat] {
			return fmt.Errorf("seat %d: %d Peasants in hand and %d on Settlements, but %d in and %d out",
				seat, p.Peasants, peasantsOn[seat], p.PeasantsIn, p.PeasantsOut)
		}
		captured += p.Captured
		taken += p.Taken
		if p.Reserve[0] < 0 || p.Reserve[1] < 0 || p.Made != onBoard[seat]+int(p.Reserve[0])+int(p.Reserve[1])+p.Lost+p.Retired {
			return fmt.Errorf("seat %d: made %d soldiers, %d on the board, reserve %v, %d lost, %d retired",
				seat, p.Made, onBoard[seat], p.Reserve, p.Lost, p.Retired)
		}
		draw := s.Phase == PhaseDraw && seat == s.Current
		if !draw && (len(p.Objectives) > ObjectiveHand || len(p.Actions) > ActionHand) {
			return fmt.Errorf("seat %d holds %d Objectives and %d Action cards", seat, len(p.Objectives), len(p.Actions))
		}
		if p.Finished != (len(p.Done) >= s.Target) {
			return fmt.Errorf("seat %d: %d Objectives done, finished=%v", seat, len(p.Done), p.Finished)
		}
		for _, d := range p.Declared {
			if d.Settlement < 0 || int(d.Settlement) >= len(s.Settlements) {
				return fmt.Errorf("seat %d declared on settlement %d", seat, d.Settlement)
			}
			occ := s.occupant(int(d.Settlement))
			if occ < 0 || int(s.Soldiers[occ].Owner) != seat {
				return fmt.Errorf("seat %d declared on a Settlement it does not occupy", seat)
			}
		}
	}
	if captured != taken {
		return fmt.Errorf("%d Peasants captured but %d taken", captured, taken)
	}
	if s.Finisher >= 0 && (s.Finisher >= s.NPlayers || !s.Seats[s.Finisher].Finished) {
		return fmt.Errorf("finisher %d has not finished", s.Finisher)
	}
	return nil
}

func (s *State) checkCards() error {
	var objs [NumObjectives]bool
	var acts [NumActionCards]bool
	nobj, nact := 0, 0
	markObj := func(c int16) error {
		if c < 0 || int(c) >= NumObjectives || objs[c] {
			return fmt.Errorf("objective card %d missing or duplicated", c)
		}
		objs[c] = true
		nobj++
		return nil
	}
	markAct := func(c int16) error {
		if c < 0 || int(c) >= NumActionCards || acts[c] {
			return fmt.Errorf("action card %d missing or duplicated", c)
		}
		acts[c] = true
		nact++
		return nil
	}
	for _, list := range [][]int16{s.ObjDeck, s.ObjDiscard} {
		for _, c := range list {
			if err := markObj(c); err != nil {
				return err
			}
		}
	}
	for _, list := range [][]int16{s.ActDeck, s.ActDiscard} {
		for _, c := range list {
			if err := markAct(c); err != nil {
				return err
			}
		}
	}
	for i := range s.Seats {
		p := &s.Seats[i]
		for _, list := range [][]int16{p.Objectives, p.Done} {
			for _, c := range list {
				if err := markObj(c); err != nil {
					return err
				}
			}
		}
		for _, d := range p.Declared {
			if err := markObj(d.Card); err != nil {
				return err
			}
		}
		for _, c := range p.Actions {
			if err := markAct(c.ID); err != nil {
				return err
			}
			if c.Flipped && !c.Public || (c.Public && !Cards[CardKindOf(c.ID)].Continuous) {
				return fmt.Errorf("action card %d flipped or shown wrongly", c.ID)
			}
		}
	}
	if nobj != NumObjectives || nact != NumActionCards {
		return fmt.Errorf("%d of %d Objective and %d of %d Action cards accounted for", nobj, NumObjectives, nact, NumActionCards)
	}
	return nil
}

func (s *State) checkPhase() error {
	fighting := s.Phase == PhaseCounter || s.Phase == PhaseCasualty ||
		s.Phase == PhaseReact && (s.Window == WinPreRoll || s.Window == WinPostRoll)
	if fighting != s.Fight.Active {
		return fmt.Errorf("phase %d window %d with fight active=%v", s.Phase, s.Window, s.Fight.Active)
	}
	if (s.Phase == PhaseReact) != (s.Window != WinNone) {
		return fmt.Errorf("phase %d with window %d", s.Phase, s.Window)
	}
	if s.Fight.Active {
		for k, sd := range s.Fight.Sides {
			if sd.Seat < 0 || int(sd.Seat) >= s.NPlayers || s.fightSoldier(k, 0) < 0 {
				return fmt.Errorf("fight side %d has no soldier", k)
			}
			if sd.Soldiers[1] >= 0 && s.fightSoldier(k, 1) < 0 {
				return fmt.Errorf("fight side %d lost its second soldier", k)
			}
		}
	}
	moving := s.Phase == PhaseMove || s.Phase == PhaseMisdirect || s.Phase == PhaseReact && s.Window == WinMoved
	if moving {
		j := s.soldierAt(s.MoveFrom)
		if j < 0 || int(s.Soldiers[j].Owner) != s.Current {
			return fmt.Errorf("moving from space %d, where the current player has no soldier", s.MoveFrom)
		}
	}
	if s.Phase != PhaseReact && s.Phase != PhaseCounter && s.Phase != PhaseCasualty && s.Phase != PhaseMisdirect && s.Asked != s.Current {
		return fmt.Errorf("seat %d asked outside a window", s.Asked)
	}
	return nil
}
