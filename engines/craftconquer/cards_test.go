package craftconquer

import (
	"fmt"
	"testing"
)

// Every Action card (rules, Action Cards Explained), and the reaction
// windows: a seat is asked on another player's turn only when it holds a
// card it may play there.

func TestCardCounts(t *testing.T) {
	seen := map[CardKind]int{}
	for id := range NumActionCards {
		seen[CardKindOf(int16(id))]++
	}
	if len(seen) != 20 || NumActionCards != 80 {
		t.Fatalf("%d kinds over %d cards, want 20 over 80", len(seen), NumActionCards)
	}
	for k, n := range seen {
		if n != CardCopies {
			t.Errorf("%s: %d copies", k, n)
		}
	}
}

func TestCraftpointsAndFlamingArrows(t *testing.T) {
	s := newBoardGame(t, 2)
	hand(t, s, 0, Craftpoints, FlamingArrows)
	noGoods(s, 0)
	settle(t, s)
	play(t, s, PlayCard(Craftpoints), PlayCard(FlamingArrows))
	if g := s.Seats[0].Goods; g[Craftpoint] != 3 || g[FlamingArrow] != 3 {
		t.Errorf("goods %v", g)
	}
	if len(s.Seats[0].Actions) != 0 || len(s.ActDiscard) == 0 {
		t.Error("the cards were not discarded")
	}
}

// TestAttrition: the chosen player may not attack on their next turn;
// the effect ends after that turn.
func TestAttrition(t *testing.T) {
	s, x, y := duel(t, Warrior, Warrior, 1)
	hand(t, s, 0, Attrition)
	settle(t, s)
	play(t, s, PlayCard(Attrition, 1))
	s.Phase = PhasePeasants
	s.endTurn()
	for s.Phase == PhaseDraw {
		play(t, s, s.Legal()[0])
	}
	if s.Current != 1 || legal(s, Attack(y, x, 0, false)) {
		t.Fatal("attacking under Attrition")
	}
	s.Phase = PhasePeasants
	s.endTurn()
	for s.Phase == PhaseDraw {
		play(t, s, s.Legal()[0])
	}
	if s.Seats[1].NoAttack {
		t.Error("Attrition lasts past its turn")
	}
}

// TestSickness: the chosen soldier may neither move nor attack during its
// owner's next turn.
func TestSickness(t *testing.T) {
	s, x, y := duel(t, Warrior, Warrior, 1)
	hand(t, s, 0, Sickness)
	settle(t, s)
	play(t, s, PlayCard(Sickness, y))
	s.Phase = PhasePeasants
	s.endTurn()
	for s.Phase == PhaseDraw {
		play(t, s, s.Legal()[0])
	}
	if legal(s, Move(y)) || legal(s, Attack(y, x, 0, false)) {
		t.Fatal("a sick soldier moves or attacks")
	}
	s.Phase = PhasePeasants
	s.endTurn()
	if s.Soldiers[s.soldierAt(y)].Sick {
		t.Error("Sickness lasts past its turn")
	}
}

// TestKidnapped: capture the Peasant on an enemy Settlement.
func TestKidnapped(t *testing.T) {
	s := newBoardGame(t, 2)
	f := placeFarms(t, s, 1, 1, true)
	hand(t, s, 0, Kidnapped)
	settle(t, s)
	play(t, s, PlayCard(Kidnapped, f[0]))
	if s.Settlements[f[0]].Peasant || s.Seats[0].Captured != 1 || s.Deeds.Count[VerbCapturePeasant][0] != 1 {
		t.Error("the Peasant was not captured")
	}
}

// TestPromotedAndReinforcement: Promoted upgrades a Tier 1 soldier for
// free even on the turn it was deployed; Reinforcement deploys a free
// Tier 1 soldier by the deployment rules, which may be upgraded that turn.
func TestPromotedAndReinforcement(t *testing.T) {
	s := newBoardGame(t, 2)
	f := placeFarms(t, s, 0, 2, true)
	hand(t, s, 0, Reinforcement, Promoted)
	noGoods(s, 0)
	setGoods(s, 0, int(Iron), 1, int(Horse), 1, int(Craftpoint), 1)
	s.Seats[0].Faction = 0
	settle(t, s)
	var spot int
	for _, a := range kinds(s, KindCard) {
		if CardKind(a.A) == Reinforcement && SoldierType(a.B) == Warrior {
			spot = int(a.C)
			if s.deployFrom(0, deployNormal, spot) < 0 {
				t.Fatalf("%s breaks the deployment rules", s.Describe(a))
			}
		}
	}
	play(t, s, PlayCard(Reinforcement, int(Warrior), spot))
	if !legal(s, Upgrade(spot)) {
		t.Error("a Reinforcement soldier cannot be upgraded this turn")
	}
	s.Soldiers[s.soldierAt(spot)].Deployed = int16(s.Turn) // as if deployed normally
	s.forget()
	if legal(s, Upgrade(spot)) {
		t.Fatal("scenario: upgrade legal on the deployment turn")
	}
	play(t, s, PlayCard(Promoted, spot))
	if s.Soldiers[s.soldierAt(spot)].Type != Knight || s.Seats[0].Goods[Craftpoint] != 1 {
		t.Error("Promoted did not upgrade for free")
	}
	_ = f
}

// TestRepeat: a soldier that has moved and attacked may do both again.
func TestRepeat(t *testing.T) {
	s, x, _ := duel(t, Warrior, Warrior, 3)
	j := s.soldierAt(x)
	s.Soldiers[j].Moved, s.Soldiers[j].Attacked = true, true
	hand(t, s, 0, Repeat)
	settle(t, s)
	play(t, s, PlayCard(Repeat, x))
	if !legal(s, Move(x)) {
		t.Error("Repeat did not free the soldier")
	}
}

// TestRepeatOverridesSpentOnly: Repeat "overrides the Spent rule" and no
// other. A soldier that moved cannot be upgraded after a Repeat ("Soldiers
// cannot be upgraded after they have moved or attacked"), and one that
// entered an enemy Settlement this turn cannot leave it with a Repeat ("A
// Soldier entering an enemy Settlement must stop inside the Settlement for
// one turn"); the review found the card clearing both.
func TestRepeatOverridesSpentOnly(t *testing.T) {
	s := newBoardGame(t, 2)
	x := centre(s, 0)
	put(s, 0, Warrior, x)
	setGoods(s, 0, int(Wood), 9, int(Iron), 9, int(Horse), 9, int(Craftpoint), 9, int(Stone), 9)
	hand(t, s, 0, Repeat)
	settle(t, s)
	if !legal(s, Upgrade(x)) {
		t.Fatal("scenario: the Warrior cannot be upgraded before it moves")
	}
	rig(t, s, moveRoll(1))
	y := step(t, s, x, 0)
	play(t, s, Move(x), MoveTo(y, ViaWalk), PlayCard(Repeat, y))
	if !legal(s, Move(y)) {
		t.Fatal("Repeat did not free the soldier to move again")
	}
	if legal(s, Upgrade(y)) {
		t.Error("a soldier that moved is upgraded after a Repeat")
	}

	s = newBoardGame(t, 2)
	f := placeFarms(t, s, 1, 1, true)
	ar := around(s, f[0])
	put(s, 0, Warrior, ar[0])
	hand(t, s, 0, Repeat)
	settle(t, s)
	entry := int(s.Settlements[f[0]].Spaces[0])
	if !s.board().Adjacent(ar[0], entry) {
		entry = int(s.Settlements[f[0]].Spaces[1])
	}
	rig(t, s, moveRoll(1))
	play(t, s, Move(ar[0]), MoveTo(entry, ViaWalk))
	if s.occupant(f[0]) < 0 {
		t.Fatal("scenario: no occupation")
	}
	if legal(s, PlayCard(Repeat, entry)) {
		play(t, s, PlayCard(Repeat, entry))
	}
	if legal(s, Move(entry)) {
		t.Error("an occupier leaves the Settlement on the turn it entered, after a Repeat")
	}
	// On its next turn it may leave: every step is ended as soon as it can
	// be until seat 0 is back at step 4.
	turn := s.Turn
	for i := 0; s.Current != 0 || s.Phase != PhaseMain || s.Turn == turn; i++ {
		if i == 500 {
			t.Fatal("seat 0's next turn did not come")
		}
		a := s.Legal()[0]
		if legal(s, Done()) {
			a = Done()
		}
		play(t, s, a)
	}
	if s.occupant(f[0]) < 0 {
		t.Fatal("scenario: the occupier was removed")
	}
	if !legal(s, Move(entry)) {
		t.Error("the occupier cannot leave on its next turn")
	}
}

// TestDoubleSpeed doubles one soldier's movement after the roll.
func TestDoubleSpeed(t *testing.T) {
	s := newBoardGame(t, 2)
	x := centre(s, 0)
	put(s, 0, Warrior, x)
	hand(t, s, 0, DoubleSpeed)
	settle(t, s)
	rig(t, s, moveRoll(2))
	play(t, s, Move(x), PlayCard(DoubleSpeed))
	if s.Allowance != 4 || !legal(s, MoveTo(step(t, s, x, 0, 0, 0, 0), ViaWalk)) {
		t.Errorf("allowance %d after Double Speed", s.Allowance)
	}
	if legal(s, PlayCard(DoubleSpeed)) {
		t.Error("Double Speed twice")
	}
}

// TestDoubleSpeedBeforeRoll: "You may choose to play this card before or
// after rolling the Movement die for a single soldier" (Double Speed).
// Played first, it doubles the roll before another player's Hindered Path
// halves it ("reduce the number of Movement spaces that another player has
// just rolled … The number is rounded down"): a 5 moves 5, where the card
// played after the roll moves 4 (5 halved is 2, doubled 4). From rules
// version 3; version 2 offered the card after the roll only.
func TestDoubleSpeedBeforeRoll(t *testing.T) {
	for _, tc := range []struct {
		rules   int
		offered bool
	}{{2, false}, {3, true}} {
		t.Run(fmt.Sprint("rules ", tc.rules), func(t *testing.T) {
			s := newBoardGame(t, 2)
			s.Rules = tc.rules
			x := centre(s, 0)
			put(s, 0, Warrior, x)
			hand(t, s, 0, DoubleSpeed)
			hand(t, s, 1, HinderedPath)
			settle(t, s)
			if got := legal(s, MoveDoubleSpeed(x)); got != tc.offered {
				t.Fatalf("Double Speed before the roll offered: %v, want %v", got, tc.offered)
			}
			if !tc.offered {
				return
			}
			rig(t, s, moveRoll(5))
			play(t, s, MoveDoubleSpeed(x))
			if s.Allowance != 10 || s.ToMove() != 1 || s.Window != WinMoved {
				t.Fatalf("after Double Speed and a 5: allowance %d, seat %d to move", s.Allowance, s.ToMove())
			}
			play(t, s, PlayCard(HinderedPath))
			if s.Allowance != 5 || s.ToMove() != 0 || legal(s, PlayCard(DoubleSpeed)) {
				t.Errorf("after Hindered Path: allowance %d, seat %d to move, Double Speed again %v", s.Allowance, s.ToMove(), legal(s, PlayCard(DoubleSpeed)))
			}
		})
	}
}

// TestCrossings: Mountain Crossing and Water Crossing carry a soldier over
// mountains or water to grass or forest beyond, if the roll reaches.
func TestCrossings(t *testing.T) {
	for _, tc := range []struct {
		card CardKind
		t    Terrain
		via  int
	}{{MountainCrossing, Mountain, ViaMountain}, {WaterCrossing, Lake, ViaWater}} {
		s := newBoardGame(t, 2)
		x := centre(s, 0)
		put(s, 0, Warrior, x)
		wall := []int{step(t, s, x, 0)}
		for _, d := range []int{1, 2, 5, 4} { // a ring round the soldier
			wall = append(wall, step(t, s, x, d))
		}
		wall = append(wall, step(t, s, x, 3))
		paint(s, tc.t, wall...)
		hand(t, s, 0, tc.card)
		settle(t, s)
		rig(t, s, moveRoll(1))
		play(t, s, Move(x))
		if len(kinds(s, KindMoveTo)) != 1 {
			t.Fatalf("%s: a walled-in soldier may go %v", tc.card, describeAll(s))
		}
		s = newBoardGame(t, 2)
		x = centre(s, 0)
		put(s, 0, Warrior, x)
		paint(s, tc.t, wall...)
		hand(t, s, 0, tc.card)
		settle(t, s)
		rig(t, s, moveRoll(2))
		play(t, s, Move(x))
		beyond := step(t, s, x, 0, 0)
		if !legal(s, MoveTo(beyond, tc.via)) {
			t.Fatalf("%s: cannot cross with a 2: %v", tc.card, describeAll(s))
		}
		if legal(s, MoveTo(wall[0], tc.via)) {
			t.Errorf("%s: stopping on the obstacle", tc.card)
		}
		play(t, s, MoveTo(beyond, tc.via))
		if len(s.Seats[0].Actions) != 0 {
			t.Errorf("%s was not discarded", tc.card)
		}
	}
}

// TestHinderedPathAndMisdirection: after the mover's roll, another player
// holding Hindered Path or Misdirection is asked; Hindered Path halves the
// movement (rounded down); Misdirection lets that player roll and move the
// soldier. A seat without such a card is never asked.
func TestHinderedPathAndMisdirection(t *testing.T) {
	s := newBoardGame(t, 3)
	x := centre(s, 0)
	put(s, 0, Warrior, x)
	hand(t, s, 0)
	hand(t, s, 1)
	hand(t, s, 2, HinderedPath)
	settle(t, s)
	rig(t, s, moveRoll(5))
	play(t, s, Move(x))
	if s.ToMove() != 2 || s.Window != WinMoved {
		t.Fatalf("to move %d in window %d; want seat 2 asked (seat 1 has no card)", s.ToMove(), s.Window)
	}
	play(t, s, PlayCard(HinderedPath))
	if s.Allowance != 2 || s.ToMove() != 0 || s.Phase != PhaseMove {
		t.Errorf("after Hindered Path: allowance %d, to move %d", s.Allowance, s.ToMove())
	}

	s = newBoardGame(t, 2)
	x = centre(s, 0)
	put(s, 0, Warrior, x)
	hand(t, s, 0)
	hand(t, s, 1, Misdirection)
	settle(t, s)
	rig(t, s, moveRoll(1), moveRoll(3))
	play(t, s, Move(x), PlayCard(Misdirection))
	if s.ToMove() != 1 || s.Phase != PhaseMisdirect || s.Allowance != 3 {
		t.Fatalf("Misdirection: to move %d, phase %d, allowance %d", s.ToMove(), s.Phase, s.Allowance)
	}
	far := step(t, s, x, 0, 0, 0)
	play(t, s, MoveTo(far, ViaWalk))
	if s.soldierAt(far) < 0 || s.ToMove() != 0 || legal(s, Move(far)) {
		t.Error("the misdirected soldier did not end up there, spent")
	}

	s = newBoardGame(t, 2)
	x = centre(s, 0)
	put(s, 0, Warrior, x)
	hand(t, s, 1)
	settle(t, s)
	play(t, s, Move(x))
	if s.ToMove() != 0 || s.Phase != PhaseMove {
		t.Error("a seat without a card was asked")
	}
}

// TestStrategicRetreat: before the roll the attacked soldier may retreat
// to just out of the attacker's range, not next to another enemy; the
// attack is forfeit and the attacker spent.
func TestStrategicRetreat(t *testing.T) {
	s, x, y := duel(t, Archer, Warrior, 2)
	setGoods(s, 0, int(Arrow), 1)
	hand(t, s, 1, StrategicRetreat)
	settle(t, s)
	play(t, s, Attack(x, y, 1, false))
	if s.ToMove() != 1 || s.Window != WinPreRoll {
		t.Fatalf("the defender was not asked: to move %d", s.ToMove())
	}
	spots := kinds(s, KindCard)
	if len(spots) == 0 {
		t.Fatal("nowhere to retreat")
	}
	for _, a := range spots {
		if CardKind(a.A) == StrategicRetreat && s.board().Dist(x, int(a.B)) != int(Soldiers[Archer].MaxRange)+1 {
			t.Errorf("%s: distance %d from the Archer", s.Describe(a), s.board().Dist(x, int(a.B)))
		}
	}
	play(t, s, spots[0])
	if s.Fight.Active || s.soldierAt(int(spots[0].B)) < 0 || s.Seats[0].Goods[Arrow] != 0 {
		t.Error("the retreat did not end the attack")
	}
	if legal(s, Move(x)) {
		t.Error("the attacker is not spent")
	}
}

// TestStrongAttackAndAddedDefense: each adds a die to its player's rolls
// for the whole engagement; Strong Attack is played with the attack,
// Added Defense by the defender before or after the roll.
func TestStrongAttackAndAddedDefense(t *testing.T) {
	s, x, y := duel(t, Warrior, Warrior, 1)
	hand(t, s, 0, StrongAttack)
	hand(t, s, 1, AddedDefense)
	settle(t, s)
	play(t, s, Attack(x, y, 0, true))
	if s.ToMove() != 1 || !legal(s, PlayCard(AddedDefense)) {
		t.Fatal("the defender may not add a die before the roll")
	}
	rig(t, s, attackRoll(4, 0, 0), counterRoll(4), attackRoll(4, 0, 0), counterRoll(4))
	play(t, s, PlayCard(AddedDefense))
	if s.Fight.Sides[0].Dice != 4 || s.Fight.Sides[1].Dice != 4 {
		t.Fatalf("dice %d and %d, want 4 and 4", s.Fight.Sides[0].Dice, s.Fight.Sides[1].Dice)
	}
	play(t, s, Counter(0))
	if s.Fight.Sides[1].Dice != 4 || s.Fight.Sides[0].Dice != 4 {
		t.Errorf("counter-attack dice %d and %d: the extra dice last the engagement", s.Fight.Sides[1].Dice, s.Fight.Sides[0].Dice)
	}

	s, x, y = duel(t, Warrior, Warrior, 1)
	hand(t, s, 1, AddedDefense)
	settle(t, s)
	play(t, s, Attack(x, y, 0, false), Done())
	if s.Window != WinPostRoll || s.ToMove() != 1 || !legal(s, PlayCard(AddedDefense)) {
		t.Fatal("no Added Defense after the roll")
	}
	play(t, s, PlayCard(AddedDefense))
	if s.Fight.Active && s.Fight.Sides[1].Dice != 4 {
		t.Errorf("%d defense dice after Added Defense", s.Fight.Sides[1].Dice)
	}
}

// TestWeakFights: Weak Fight removes an enemy die and wins a tie even for
// the attacker; Weaker Fight halves the enemy's total, rounded down.
func TestWeakFights(t *testing.T) {
	s, x, y := duel(t, Warrior, Warrior, 1)
	hand(t, s, 0, WeakFight)
	settle(t, s)
	rig(t, s, attackRoll(1, 0, 2), defenseRoll(0, 1, 2, 0))
	play(t, s, Attack(x, y, 0, false))
	if s.ToMove() != 0 || s.Window != WinPostRoll {
		t.Fatal("the attacker is not asked after the roll")
	}
	play(t, s, PlayCard(WeakFight, FaceSingle)) // 4 against 5-1 = 4: a tie, to the attacker
	if s.soldierAt(y) >= 0 {
		t.Error("Weak Fight's tie did not go to the attacker")
	}

	s, x, y = duel(t, Warrior, Warrior, 1)
	hand(t, s, 1, WeakerFight)
	settle(t, s)
	rig(t, s, attackRoll(0, 1, 2), defenseRoll(1, 1, 1, 0))
	play(t, s, Attack(x, y, 0, false))
	if s.ToMove() != 1 {
		t.Fatal("the defender is not asked after the roll")
	}
	play(t, s, PlayCard(WeakerFight)) // 5 halved to 2 against 3
	if s.soldierAt(x) < 0 || s.soldierAt(y) < 0 {
		t.Error("Weaker Fight changed the wrong total")
	}
}

// TestShieldWall: two adjacent Warriors defend together (their dice
// summed, counter faces counting 1 and giving no counter-attack); if they
// lose, the attacker chooses which falls. The card is kept, face down
// until its owner's next turn.
func TestShieldWall(t *testing.T) {
	s, x, y := duel(t, Champion, Warrior, 1)
	partner := step(t, s, y, 0)
	put(s, 1, Warrior, partner)
	hand(t, s, 1, ShieldWall)
	settle(t, s)
	rig(t, s, attackRoll(6, 0, 0), defenseRoll(6, 0, 0, 0))
	play(t, s, Attack(x, y, 0, false))
	play(t, s, PlayCard(ShieldWall, partner))
	if s.Fight.Active {
		t.Fatalf("the fight is still on after the roll: phase %d", s.Phase)
	}
	c := s.Seats[1].Actions[0]
	if !c.Public || !c.Flipped {
		t.Error("Shield Wall is not face down and visible after use")
	}

	s, x, y = duel(t, Champion, Warrior, 1)
	partner = step(t, s, y, 0)
	put(s, 1, Warrior, partner)
	hand(t, s, 1, ShieldWall)
	settle(t, s)
	rig(t, s, attackRoll(0, 0, 6), defenseRoll(6, 0, 0, 0))
	play(t, s, Attack(x, y, 0, false), PlayCard(ShieldWall, partner))
	if s.Phase != PhaseCasualty || s.ToMove() != 0 || len(s.Legal()) != 2 {
		t.Fatalf("after losing a Double Defend: phase %d, to move %d", s.Phase, s.ToMove())
	}
	play(t, s, Casualty(partner))
	if s.soldierAt(partner) >= 0 || s.soldierAt(y) < 0 {
		t.Error("the attacker's choice did not fall")
	}

	s, x, y = duel(t, Warrior, Warrior, 1)
	partner = step(t, s, y, 0)
	put(s, 1, Warrior, partner)
	hand(t, s, 1, ShieldWall)
	settle(t, s)
	rig(t, s, attackRoll(0, 0, 3), defenseRoll(0, 0, 0, 6))
	play(t, s, Attack(x, y, 0, false), PlayCard(ShieldWall, partner))
	if s.Phase == PhaseCounter || s.soldierAt(y) < 0 || s.soldierAt(partner) < 0 {
		t.Errorf("6 against six counter faces (6) in a Double Defend: phase %d, defenders %d %d", s.Phase, s.soldierAt(y), s.soldierAt(partner))
	}
}

// TestFlippedCardsTurnBack: a Continuous card flipped after use is face up
// again at the start of its owner's next turn.
func TestFlippedCardsTurnBack(t *testing.T) {
	s := newBoardGame(t, 2)
	hand(t, s, 0, ArcherVolley)
	s.Seats[0].Actions[0].Public = true
	s.Seats[0].Actions[0].Flipped = true
	settle(t, s)
	s.Phase = PhasePeasants
	s.endTurn()
	for s.Phase == PhaseDraw {
		play(t, s, s.Legal()[0])
	}
	s.Phase = PhasePeasants
	s.endTurn()
	for _, c := range s.Seats[0].Actions {
		if CardKindOf(c.ID) == ArcherVolley && c.Flipped {
			t.Error("Archer Volley still face down")
		}
	}
}

// TestFinishedPlayerPlaysNoCards: the player who ended the game plays no
// Action cards in the last round, though it still defends.
func TestFinishedPlayerPlaysNoCards(t *testing.T) {
	s, x, y := duel(t, Warrior, Warrior, 1)
	hand(t, s, 1, AddedDefense, WeakFight)
	s.Seats[1].Done = append([]int16(nil), s.ObjDeck[:s.Target]...)
	s.ObjDeck = s.ObjDeck[s.Target:]
	s.Finisher = 1
	settle(t, s)
	play(t, s, Attack(x, y, 0, false))
	if s.Phase == PhaseReact {
		t.Errorf("the finished player was asked for a card in window %d", s.Window)
	}
}
