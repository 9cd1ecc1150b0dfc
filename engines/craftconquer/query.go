package craftconquer

import (
	"slices"

	"tabula/engines"
)

// Read-only queries for the table and bots: the map's geometry and what a
// soldier may do, computed by the same code the rules use. None of them
// changes the state.

// Board returns the map (spaces with coordinates, terrain, tile and
// Kingdom). It must not be modified.
func (s *State) Board() *Board { return s.board() }

// Neighbours returns the spaces next to x (at most six).
func (b *Board) Neighbours(x int) []int {
	var out []int
	for _, y := range b.nbr[x] {
		if y >= 0 {
			out = append(out, int(y))
		}
	}
	return out
}

// Step returns the neighbour of x in direction dir (0..5, the direction a
// Settle action names), or -1 off the board.
func (b *Board) Step(x, dir int) int {
	if x < 0 || x >= len(b.nbr) || dir < 0 || dir >= len(b.nbr[x]) {
		return -1
	}
	return int(b.nbr[x][dir])
}

// Stream reports whether a small river runs between neighbours x and y,
// and whether a bridge crosses it there.
func (b *Board) Stream(x, y int) (stream, bridge bool) {
	d := b.direction(x, y)
	if d < 0 {
		return false, false
	}
	return b.stream[x]&(1<<d) != 0, b.bridge[x]&(1<<d) != 0
}

// LineOfSight reports whether x sees y: clear for Archers and Bolteers,
// noMountain for a Catapult (rules, Line-of-Sight).
func (s *State) LineOfSight(x, y int) (clear, noMountain bool) { return s.board().sight(x, y) }

// SightLines returns the spaces between x and y on the two candidate lines
// of sight (the same line twice when it does not run along an edge).
func (s *State) SightLines(x, y int) [2][]int { return s.board().lineSpaces(x, y) }

// SoldierAt returns the soldier on space, if any.
func (s *State) SoldierAt(space int) (Soldier, bool) {
	if j := s.soldierAt(space); j >= 0 {
		return s.Soldiers[j], true
	}
	return Soldier{}, false
}

// SettlementAt returns the index of the Settlement covering space, or -1.
func (s *State) SettlementAt(space int) int { return s.settlementAt(space) }

// Occupier returns the seat occupying Settlement i, or -1.
func (s *State) Occupier(i int) int {
	if j := s.occupant(i); j >= 0 {
		return int(s.Soldiers[j].Owner)
	}
	return -1
}

// Besieged reports whether Settlement i is under siege.
func (s *State) Besieged(i int) bool { return s.besieged(i) }

// Defended reports whether the owner of Settlement i has a soldier next to
// it, which keeps enemy soldiers from occupying it.
func (s *State) Defended(i int) bool { return s.defended(i) }

// Reach returns where the soldier on space could end a movement of
// allowance spaces on foot (its own space first), for showing the
// possible destinations before or after the roll.
func (s *State) Reach(space, allowance int) []int {
	j := s.soldierAt(space)
	if j < 0 || allowance < 0 {
		return nil
	}
	return s.reach(j, min(allowance, 4*MaxDice), walkMode, nil, nil)
}

// MaxMove is the most the soldier on space can move with its die: a
// Catapult's fixed speed (fixedMove), otherwise 6 plus its bonuses.
func (s *State) MaxMove(space int) int {
	j := s.soldierAt(space)
	if j < 0 {
		return 0
	}
	if n := s.fixedMove(j); n > 0 {
		return n
	}
	return int(MovementDie[len(MovementDie)-1]) + int(Soldiers[s.Soldiers[j].Type].MoveBonus) + s.moveBonus(j)
}

// InRange reports whether the soldier on space a could attack the one on
// space t where they stand (range, line of sight, small rivers), and
// whether a Catapult would be blind; ammo and spent soldiers are not
// considered.
func (s *State) InRange(a, t int) (ok, blind bool) {
	j, k := s.soldierAt(a), s.soldierAt(t)
	if j < 0 || k < 0 || s.Soldiers[j].Owner == s.Soldiers[k].Owner {
		return false, false
	}
	return s.canHit(j, k)
}

// Targets lists the spaces of the enemy soldiers the soldier on space is
// in range of.
func (s *State) Targets(space int) []int {
	j := s.soldierAt(space)
	if j < 0 {
		return nil
	}
	out := s.targets(j, nil)
	for i, k := range out {
		out[i] = int(s.Soldiers[k].Space)
	}
	sortInts(out)
	return out
}

// DeploySpaces lists where seat could deploy a soldier in step 4 now.
func (s *State) DeploySpaces(seat int) []int {
	var out []int
	s.deployTargets(seat, deployNormal, func(y, _ int) { out = append(out, y) })
	sortInts(out)
	return out
}

// Moving returns the soldier being moved, its allowance and the roll
// (0 for a Catapult), while a movement is pending.
func (s *State) Moving() (space, allowance, rolled int, ok bool) {
	switch {
	case s.Phase == PhaseMove, s.Phase == PhaseMisdirect, s.Phase == PhaseReact && s.Window == WinMoved:
		return s.MoveFrom, s.Allowance, s.Rolled, true
	}
	return 0, 0, 0, false
}

// Totals returns the two sides' scores of the last roll of the fight in
// progress (side 0 attacked first).
func (s *State) Totals() (side0, side1 int) {
	if !s.Fight.Active {
		return 0, 0
	}
	return s.total(0), s.total(1)
}

// Claimable lists the Objective cards seat could claim now.
func (s *State) Claimable(seat int) []int {
	if seat != s.Current || s.Phase != PhaseMain {
		return nil
	}
	var out []int
	for _, a := range s.Legal() {
		if a.Kind == KindClaim {
			out = append(out, int(a.A))
		}
	}
	return out
}

// ObjectivesToWin is the number of Objectives that ends the game.
func (s *State) ObjectivesToWin() int { return s.Target }

// Holdings lists seat's Faction and the Objectives it has completed, by
// name (copies share one). It implements engines.Holdings.
func (s *State) Holdings(seat int) []engines.Component {
	if seat < 0 || seat >= len(s.Seats) {
		return nil
	}
	p := &s.Seats[seat]
	var out []engines.Component
	if f := int(p.Faction); f >= 0 && f < len(Factions) {
		out = append(out, engines.Component{Kind: "Faction", Name: Factions[f].Name})
	}
	for _, id := range p.Done {
		if id < 0 || int(id) >= len(Objectives) {
			continue
		}
		c := engines.Component{Kind: "Objective completed", Name: Objectives[id].Name}
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// DeployRefusal says why seat may not deploy a soldier on space in step 4
// now (rules, Deploying Soldiers; Siege Deployment), when space lies next
// to one of seat's Settlements; "" when it may, or when space is next to
// none of them (deployment has nothing to say of it). The soldier standing
// there, or the Settlement on it, is for the caller to tell.
func (s *State) DeployRefusal(seat, space int) string {
	b := s.board()
	if space < 0 || space >= len(b.Spaces) || s.soldierAt(space) >= 0 || s.settlementAt(space) >= 0 {
		return ""
	}
	for i := range s.Settlements {
		st := &s.Settlements[i]
		if int(st.Owner) != seat {
			continue
		}
		next, joined := false, false
		for _, x := range st.Cover() {
			for _, y := range b.nbr[x] {
				if int(y) == space {
					next, joined = true, joined || b.Connected(int(x), space)
				}
			}
		}
		if !next {
			continue
		}
		sp := &b.Spaces[space]
		switch {
		case sp.Kingdom != seat:
			return "A soldier deploys only inside your own Kingdom."
		case !sp.Terrain.passable():
			return "A soldier deploys on grass, forest or a bridge."
		case !joined:
			return "A small river without a bridge lies between this space and your Settlement: a soldier deploys across none."
		case s.occupant(i) >= 0:
			return "Your Settlement beside it is occupied by an enemy: no soldier deploys next to it until it is freed."
		case s.besieged(i):
			return "Your Settlement beside it is under siege (an enemy soldier stands next to it): in step 4 no soldier deploys next to it; the Siege Rule at the start of your turn may."
		case int(st.Deployed) == s.Turn:
			return "Your Settlement beside it has deployed a soldier this turn: one a turn from each Settlement."
		}
		return ""
	}
	return ""
}
