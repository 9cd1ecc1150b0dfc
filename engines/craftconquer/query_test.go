package craftconquer

import (
	"slices"
	"strings"
	"testing"
)

// TestQueries: the table's read-only helpers agree with the rules.
func TestQueries(t *testing.T) {
	s, x, y := duel(t, Archer, Warrior, 3)
	if ok, _ := s.InRange(x, y); !ok || !slices.Equal(s.Targets(x), []int{y}) {
		t.Error("an Archer 3 spaces away is not in range")
	}
	if ok, _ := s.InRange(y, x); ok {
		t.Error("a Warrior 3 spaces away is in range")
	}
	if clear, _ := s.LineOfSight(x, y); !clear {
		t.Error("no line of sight on open grass")
	}
	if got := s.MaxMove(x); got != 6+s.moveBonus(s.soldierAt(x)) {
		t.Errorf("MaxMove %d", got)
	}
	reach := s.Reach(x, 2)
	if reach[0] != x || !slices.Contains(reach, step(t, s, x, 0, 0)) || slices.Contains(reach, y) {
		t.Error("Reach does not match a movement of 2")
	}
	if _, ok := s.SoldierAt(x); !ok {
		t.Error("SoldierAt")
	}
	rig(t, s, moveRoll(4))
	play(t, s, Move(x))
	if sp, allow, rolled, ok := s.Moving(); !ok || sp != x || allow != 4+s.moveBonus(s.soldierAt(x)) || rolled != 4 {
		t.Errorf("Moving() = %d %d %d %v", sp, allow, rolled, ok)
	}
	if len(s.Board().Neighbours(x)) != 6 {
		t.Error("Neighbours")
	}
	f := placeFarms(t, s, 0, 1, true)
	settle(t, s)
	if s.Occupier(f[0]) != -1 || s.Besieged(f[0]) || len(s.DeploySpaces(0)) == 0 {
		t.Error("Settlement queries")
	}
}

// TestLastFight: the dice of the last resolved round stay on the table
// after the fight ends, with the round's winner; ties go to the defender.
func TestLastFight(t *testing.T) {
	for _, tc := range []struct {
		name   string
		attack roll
		defend func(dice int) roll
		winner int
		totals [2]int
	}{
		{"attacker wins", attackRoll(0, 1, 2), func(n int) roll { return defenseRoll(n-1, 1, 0, 0) }, 0, [2]int{5, 1}},
		{"tie to the defender", attackRoll(1, 2, 0), func(n int) roll { return defenseRoll(n-1, 0, 1, 0) }, 1, [2]int{2, 2}},
	} {
		s, x, y := duel(t, Warrior, Warrior, 1)
		defend := tc.defend(s.defenseDiceFor(s.soldierAt(y)))
		if s.LastFight.Sides[0].Dice+s.LastFight.Sides[1].Dice != 0 {
			t.Fatal("dice on the table before any fight")
		}
		rig(t, s, tc.attack, defend)
		play(t, s, Attack(x, y, 0, false))
		f := s.LastFight
		if s.Fight.Active || f.Active {
			t.Fatalf("%s: the fight is still on", tc.name)
		}
		if f.Sides[0].Faces != tc.attack.faces || f.Sides[1].Faces != defend.faces || f.Sides[0].Dice != 3 {
			t.Errorf("%s: last roll %v against %v", tc.name, f.Sides[0].Faces, f.Sides[1].Faces)
		}
		if got := [2]int{f.Sides[0].Total(), f.Sides[1].Total()}; got != tc.totals || f.Winner() != tc.winner {
			t.Errorf("%s: totals %v, winner %d", tc.name, got, f.Winner())
		}
	}
}

// TestStep: Board.Step follows the direction a Settle action names.
func TestStep(t *testing.T) {
	s := newBoardGame(t, 2)
	b := s.Board()
	x := centre(s, 0)
	for dir := range 6 {
		y := b.Step(x, dir)
		if y < 0 || !b.Adjacent(x, y) {
			t.Errorf("direction %d: %d is not next to %d", dir, y, x)
		}
	}
	if b.Step(x, 6) != -1 || b.Step(-1, 0) != -1 {
		t.Error("Step accepts a bad direction or space")
	}
}

// TestArticles: soldier names take "an" before a vowel in descriptions.
func TestArticles(t *testing.T) {
	for typ, want := range map[SoldierType]string{Warrior: "a Warrior", Archer: "an Archer", Knight: "a Knight"} {
		if got := withArticle(typ); got != want {
			t.Errorf("withArticle(%s) = %q, want %q", typ, got, want)
		}
	}
}

func TestSeatsNameIsPossessive(t *testing.T) {
	s := newGame(t, 2)
	rangers := int8(slices.IndexFunc(Factions[:], func(f Faction) bool { return f.Name == "Thornwood Rangers" }))
	for _, c := range []struct {
		faction int8
		want    string
	}{
		{-1, "Player 1's"},
		{0, "Kingdom of Aldmoor's"},
		{rangers, "Thornwood Rangers'"},
	} {
		s.Seats[0].Faction = c.faction
		if got := s.seatsName(0); got != c.want {
			t.Errorf("seatsName with Faction %d = %q, want %q", c.faction, got, c.want)
		}
	}
}

// TestDeployRefusal checks the reason the table gives for a space next to
// a Settlement where no soldier may deploy: under siege, already deployed
// from this turn; and none where the soldier may go.
func TestDeployRefusal(t *testing.T) {
	s := newBoardGame(t, 2)
	f := placeFarms(t, s, 0, 1, true)
	s.Seats[0].Reserve = [2]int8{1, 0}
	ar := around(s, f[0])
	settle(t, s)
	free := -1
	for _, x := range ar {
		if legal(s, Deploy(Warrior, x)) {
			free = x
			break
		}
	}
	if free < 0 {
		t.Fatal("nowhere to deploy next to the Farm")
	}
	if why := s.DeployRefusal(0, free); why != "" {
		t.Errorf("a legal deployment is refused: %q", why)
	}
	if why := s.DeployRefusal(0, centre(s, 1)); why != "" {
		t.Errorf("a space far from the Farm is refused for deployment: %q", why)
	}

	put(s, 1, Warrior, ar[0])
	settle(t, s)
	if !s.besieged(f[0]) {
		t.Fatal("not under siege")
	}
	for _, x := range ar[1:] {
		if s.soldierAt(x) >= 0 || s.settlementAt(x) >= 0 || s.board().Spaces[x].Kingdom != 0 || !s.board().Spaces[x].Terrain.passable() {
			continue
		}
		if why := s.DeployRefusal(0, x); !strings.Contains(why, "under siege") {
			t.Errorf("space %d next to the besieged Farm: %q, want the siege named", x, why)
		}
	}

	s.Soldiers = s.Soldiers[:len(s.Soldiers)-1] // the siege lifted
	settle(t, s)
	s.Settlements[f[0]].Deployed = int16(s.Turn)
	if why := s.DeployRefusal(0, free); !strings.Contains(why, "one a turn") {
		t.Errorf("after a deployment this turn: %q, want one a turn", why)
	}
}
