package craftconquer

import (
	"slices"
	"testing"
)

// around returns the spaces next to Settlement i, across open edges.
func around(s *State, i int) []int {
	b := s.board()
	var out []int
	for _, x := range s.Settlements[i].Cover() {
		for _, y := range b.nbr[x] {
			if y >= 0 && s.settlementAt(int(y)) < 0 && !slices.Contains(out, int(y)) {
				out = append(out, int(y))
			}
		}
	}
	slices.Sort(out)
	return out
}

// TestDeploy covers Deploying Soldiers: next to an own Settlement inside
// the Kingdom, one soldier per Settlement per turn (two Settlements, two
// soldiers), not across a small river unless a bridge joins the spaces,
// never next to a Settlement under siege.
func TestDeploy(t *testing.T) {
	s := newBoardGame(t, 2)
	f := placeFarms(t, s, 0, 2, true)
	s.Seats[0].Reserve = [2]int8{3, 0}
	settle(t, s)
	spots := map[int]bool{}
	for _, a := range kinds(s, KindDeploy) {
		spots[int(a.B)] = true
		if s.board().Spaces[a.B].Kingdom != 0 {
			t.Errorf("%s: outside the Kingdom", s.Describe(a))
		}
		if i := s.deployFrom(0, deployNormal, int(a.B)); i < 0 {
			t.Errorf("%s: not next to a Settlement", s.Describe(a))
		}
	}
	for _, y := range around(s, f[0]) {
		if s.board().Spaces[y].Kingdom == 0 && !spots[y] {
			t.Errorf("space %d next to the Farm is not offered", y)
		}
	}
	first := around(s, f[0])[0]
	play(t, s, Deploy(Warrior, first))
	for _, a := range kinds(s, KindDeploy) {
		if s.deployFrom(0, deployNormal, int(a.B)) == f[0] {
			t.Fatalf("a second soldier from the same Farm: %s", s.Describe(a))
		}
	}
	play(t, s, kinds(s, KindDeploy)[0])
	if len(kinds(s, KindDeploy)) != 0 {
		t.Error("a third soldier from two Settlements")
	}
	if s.Seats[0].Reserve[0] != 1 {
		t.Errorf("reserve %v", s.Seats[0].Reserve)
	}

	// Small rivers: a stream between the Farm and a space blocks
	// deployment there; a bridge allows it.
	s = newBoardGame(t, 2)
	f = placeFarms(t, s, 0, 1, true)
	s.Seats[0].Reserve = [2]int8{1, 0}
	settle(t, s)
	x := int(s.Settlements[f[0]].Spaces[0])
	var y int
	for _, n := range s.board().nbr[x] {
		if n >= 0 && s.settlementAt(int(n)) < 0 && s.board().Spaces[n].Kingdom == 0 {
			y = int(n)
			break
		}
	}
	blocked := true
	for _, n := range s.board().nbr[y] { // y must touch the Farm only across the stream
		if n >= 0 && s.settlementAt(int(n)) == f[0] && int(n) != x {
			blocked = false
		}
	}
	stream(s, x, y, false)
	if blocked && legal(s, Deploy(Warrior, y)) {
		t.Error("deploying across a small river")
	}
	stream(s, x, y, true)
	if !legal(s, Deploy(Warrior, y)) {
		t.Error("deploying across a bridge is not legal")
	}

	// Siege: an enemy soldier next to the Farm stops deployment there.
	s = newBoardGame(t, 2)
	f = placeFarms(t, s, 0, 1, true)
	s.Seats[0].Reserve = [2]int8{1, 0}
	ar := around(s, f[0])
	put(s, 1, Warrior, ar[0])
	settle(t, s)
	if !s.besieged(f[0]) {
		t.Fatal("not under siege")
	}
	if n := len(kinds(s, KindDeploy)); n != 0 {
		t.Errorf("%d deployments next to a besieged Farm", n)
	}
}

// TestSiegeRule: a player whose Settlement is under siege may, before
// drawing, craft soldiers with the Resources already in hand (no trading)
// and deploy them next to any of its Settlements.
func TestSiegeRule(t *testing.T) {
	s := newBoardGame(t, 2)
	f := placeFarms(t, s, 1, 1, false)
	ar := around(s, f[0])
	put(s, 0, Warrior, ar[0])
	noGoods(s, 1)
	setGoods(s, 1, int(Iron), 1, int(Coin), 1)
	s.Seats[1].Peasants = 1
	s.Seats[1].Turns = 1
	settle(t, s)
	s.Phase = PhasePeasants
	s.endTurn()
	if s.Current != 1 || s.Phase != PhaseSiege {
		t.Fatalf("seat %d in phase %d; want seat 1 in the Siege Rule step", s.Current, s.Phase)
	}
	for _, a := range s.Legal() {
		if a.Kind == KindSiege && SoldierType(a.A) != Warrior {
			t.Errorf("%s without the Resources", s.Describe(a))
		}
		if a.Kind != KindSiege && a.Kind != KindDone {
			t.Errorf("%s in the Siege Rule step", s.Describe(a))
		}
	}
	play(t, s, kinds(s, KindSiege)[0])
	if s.Phase == PhaseSiege {
		t.Error("still in the Siege Rule step with nothing left to buy")
	}
	if len(s.Seats[1].Objectives) != 4 {
		t.Errorf("the draw did not follow: %d Objectives", len(s.Seats[1].Objectives))
	}
	if s.Deeds.Count[VerbCraft][CraftWarrior] != 1 {
		t.Error("the siege Warrior does not count as crafted")
	}
}

// TestMovementTerrain: soldiers move on grass, forest and bridges only;
// mountains, lakes and rivers stop them; a Catapult always moves 3 and
// rolls nothing; moving fewer spaces or none is allowed; a soldier moves
// once per turn and not after attacking.
func TestMovementTerrain(t *testing.T) {
	s := newBoardGame(t, 2)
	x := centre(s, 0)
	put(s, 0, Warrior, x)
	m := step(t, s, x, 0)
	l := step(t, s, x, 3)
	paint(s, Mountain, m)
	paint(s, Lake, l)
	settle(t, s)
	rig(t, s, moveRoll(6))
	play(t, s, Move(x))
	if legal(s, MoveTo(m, ViaWalk)) || legal(s, MoveTo(l, ViaWalk)) {
		t.Error("stopping on a mountain or a lake")
	}
	if !legal(s, MoveTo(step(t, s, x, 0, 0), ViaWalk)) {
		t.Error("cannot go round the mountain")
	}
	play(t, s, MoveTo(x, ViaWalk)) // stay
	if legal(s, Move(x)) {
		t.Error("a second movement in one turn")
	}

	s = newBoardGame(t, 2)
	x = centre(s, 0)
	put(s, 0, Catapult, x)
	settle(t, s)
	rngBefore := s.RNG
	play(t, s, Move(x))
	if s.RNG != rngBefore || s.Allowance != 3 || s.Phase != PhaseMove {
		t.Errorf("a Catapult rolled or moves %d", s.Allowance)
	}
	if !legal(s, MoveTo(step(t, s, x, 0, 0, 0), ViaWalk)) || legal(s, MoveTo(step(t, s, x, 0, 0, 0, 0), ViaWalk)) {
		t.Error("the Catapult does not move exactly up to 3")
	}
	if s.Barrier(MoveTo(x, ViaWalk)) {
		t.Error("a Catapult's move is an undo barrier")
	}

	s = newBoardGame(t, 2)
	x = centre(s, 0)
	j := put(s, 0, Warrior, x)
	s.Soldiers[j].Attacked = true
	settle(t, s)
	if legal(s, Move(x)) {
		t.Error("moving after attacking")
	}
}

// TestMoveThroughSettlements: a soldier may move through its own
// Settlement, counting each space, but not stop on it; enemy soldiers
// block; its own soldiers may be passed but not stopped on.
func TestMoveThroughSettlements(t *testing.T) {
	s := newBoardGame(t, 2)
	x := centre(s, 0)
	a, b := step(t, s, x, 0), step(t, s, x, 0, 0)
	c := step(t, s, x, 0, 0, 0)
	farm(s, 0, Farm, false, a, b)
	for d := range 6 { // the Farm is the only way east
		for _, y := range []int{a, b} {
			if n := step(t, s, y, d); n != x && n != a && n != b && n != c {
				paint(s, Mountain, n)
			}
		}
	}
	j := put(s, 0, Knight, x)
	settle(t, s)
	s.MoveFrom, s.Allowance, s.Phase = x, 2, PhaseMove
	s.forget()
	if legal(s, MoveTo(a, ViaWalk)) || legal(s, MoveTo(b, ViaWalk)) {
		t.Error("stopping on an own Settlement")
	}
	if legal(s, MoveTo(c, ViaWalk)) {
		t.Error("through two Farm spaces and beyond with 2 movement")
	}
	s.Allowance = 3
	s.forget()
	if !legal(s, MoveTo(c, ViaWalk)) {
		t.Error("cannot move through the own Farm with 3 movement")
	}
	k := put(s, 1, Warrior, c)
	s.forget()
	if legal(s, MoveTo(step(t, s, c, 0), ViaWalk)) {
		t.Error("moving through an enemy soldier")
	}
	s.Soldiers[k].Owner = 0
	s.Allowance = 4
	s.forget()
	if legal(s, MoveTo(c, ViaWalk)) || !legal(s, MoveTo(step(t, s, c, 0), ViaWalk)) {
		t.Error("friendly soldiers: may pass, may not stop")
	}
	_ = j
}

// TestOccupation covers Moving through Enemy Settlements and Occupation:
// an enemy Settlement cannot be entered while its owner has a soldier next
// to it; entering costs one movement and ends the move; the occupier
// captures the Peasant; it cannot attack; leaving returns the Settlement.
func TestOccupation(t *testing.T) {
	s := newBoardGame(t, 2)
	f := placeFarms(t, s, 1, 1, true)
	ar := around(s, f[0])
	x := ar[0]
	j := put(s, 0, Warrior, x)
	guard := put(s, 1, Archer, ar[len(ar)-1])
	settle(t, s)
	rig(t, s, moveRoll(2))
	play(t, s, Move(x))
	entry := int(s.Settlements[f[0]].Spaces[0])
	if !s.board().Adjacent(x, entry) {
		entry = int(s.Settlements[f[0]].Spaces[1])
	}
	if legal(s, MoveTo(entry, ViaWalk)) {
		t.Error("entering a defended Settlement")
	}
	play(t, s, MoveTo(x, ViaWalk))

	s.removeSoldier(guard)
	s.Seats[1].Lost++
	s.Soldiers[0].Moved = false
	_ = j
	settle(t, s)
	rig(t, s, moveRoll(1))
	play(t, s, Move(x))
	play(t, s, MoveTo(entry, ViaWalk))
	if s.occupant(f[0]) < 0 || s.Settlements[f[0]].Peasant || s.Seats[0].Captured != 1 || s.Seats[1].Taken != 1 {
		t.Fatalf("occupation: occupant %d, captured %d", s.occupant(f[0]), s.Seats[0].Captured)
	}
	if s.Deeds.Count[VerbCaptureSettlement][0] != 1 || s.Deeds.Count[VerbCapturePeasant][0] != 1 {
		t.Error("the captures are not recorded")
	}
	put(s, 1, Warrior, step(t, s, entry, 0))
	settle(t, s)
	if n := len(kinds(s, KindAttack)); n != 0 {
		t.Errorf("an occupying soldier may attack (%d attacks)", n)
	}
	if got := s.Score(0)[CatPeasants]; got != 1 {
		t.Errorf("a captured Peasant scores %d", got)
	}
	// Leaving, on a later turn, returns the Settlement to its owner.
	so := &s.Soldiers[s.occupant(f[0])]
	so.Moved, so.Acted, so.Entered = false, false, false
	settle(t, s)
	rig(t, s, moveRoll(3))
	play(t, s, Move(entry))
	for _, a := range kinds(s, KindMoveTo) {
		if int(a.A) != entry {
			play(t, s, a)
			break
		}
	}
	if s.occupant(f[0]) >= 0 {
		t.Error("still occupied after leaving")
	}
	if len(s.emptySettlements(1)) != 1 {
		t.Error("the owner cannot put a Peasant back")
	}
}

// TestNoCrossingOccupiedSettlements: "A Soldier entering an enemy
// Settlement must stop inside the Settlement for one turn", so a soldier
// cannot walk across an enemy Settlement that a friend of it occupies (the
// review found such a Settlement passable ground through the occupier's
// space): x, the occupied Farm space a and y lie in a line, and with 2
// movement y is reachable only through a.
func TestNoCrossingOccupiedSettlements(t *testing.T) {
	s := newBoardGame(t, 2)
	a := centre(s, 1)
	b := step(t, s, a, 0)
	farm(s, 1, Farm, false, a, b)
	x, y := step(t, s, a, 1), step(t, s, a, 4)
	put(s, 0, Warrior, a)
	s.Seats[1].PeasantsOut++ // its Peasant went with the occupation
	s.Seats[1].Taken++
	s.Seats[0].Captured++
	put(s, 0, Knight, x)
	settle(t, s)
	s.MoveFrom, s.Allowance, s.Phase = x, 2, PhaseMove
	s.forget()
	if legal(s, MoveTo(y, ViaWalk)) {
		t.Error("a soldier walks across an enemy Settlement its friend occupies")
	}
	if legal(s, MoveTo(a, ViaWalk)) || legal(s, MoveTo(b, ViaWalk)) {
		t.Error("a second soldier enters an occupied Settlement")
	}
	s.Allowance = 4 // round the Farm instead
	s.forget()
	if !legal(s, MoveTo(y, ViaWalk)) {
		t.Error("the way round the Farm is closed")
	}
}
