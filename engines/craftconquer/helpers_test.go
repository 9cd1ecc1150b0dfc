package craftconquer

import (
	"fmt"
	"slices"
	"testing"

	"tabula/engines"
	"tabula/engines/contract"
	"tabula/engines/rng"
)

// Test helpers: build a position by editing a game's fields, repair the
// derived bookkeeping with settle, then drive it with play. Every edit
// keeps cards, goods, Peasants and soldiers accounted for, so the engine's
// invariants are checked after every action of every scenario.

// newGame returns a game after setup (the first legal choice each time), at
// step 4 of the first player's first turn.
func newGame(t *testing.T, players int) *State {
	t.Helper()
	s := newState(players, 7, options{layout: LayoutStandard, length: DefaultLength})
	for s.Phase != PhaseMain {
		if err := s.Apply(s.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// newBoardGame is newGame on an open board: every space grass, no small
// rivers, no soldiers or Settlements, seat 0 to play step 4 of its second
// turn. paint and stream put terrain back where a scenario needs it.
func newBoardGame(t *testing.T, players int) *State {
	t.Helper()
	s := newGame(t, players)
	b := buildBoard(s.Tiles)
	for x := range b.Spaces {
		b.Spaces[x].Terrain = Grass
		b.stream[x], b.bridge[x] = 0, 0
		b.open[x] = 0
		for d, y := range b.nbr[x] {
			if y >= 0 {
				b.open[x] |= 1 << d
			}
		}
	}
	s.geo = b
	s.Soldiers, s.Settlements = nil, nil
	for i := range s.Seats {
		p := &s.Seats[i]
		p.Reserve = [2]int8{}
		p.Peasants = 0
	}
	s.Current, s.Asked, s.First = 0, 0, 0
	s.Turn = 2
	s.Seats[0].Turns = 2
	s.Deeds = Deeds{}
	s.Phase = PhaseMain
	settle(t, s)
	return s
}

// placeFarms puts n Farms of seat on the first legal spots and returns
// their indexes; grow turns Farm i into kind k on its first legal space.
func placeFarms(t *testing.T, s *State, seat, n int, peasant bool) []int {
	t.Helper()
	var out []int
	for range n {
		found := false
		s.farmSpots(seat, func(x, d int) bool {
			s.placeFarm(seat, x, d)
			found = true
			return false
		})
		if !found {
			t.Fatal("no room for a Farm")
		}
		i := len(s.Settlements) - 1
		s.Settlements[i].Peasant = peasant
		s.Settlements[i].Built = -1
		out = append(out, i)
	}
	s.forget()
	return out
}

func grow(t *testing.T, s *State, i int, k SettlementKind) {
	t.Helper()
	y := -1
	s.upgradeSpots(i, k, func(x int) {
		if y < 0 {
			y = x
		}
	})
	if y < 0 {
		t.Fatal("no room to grow")
	}
	st := &s.Settlements[i]
	st.Spaces[Settlements[st.Kind].Size] = int16(y)
	st.Kind = k
	s.forget()
}

// centre is the middle space of seat's Player Tile.
func centre(s *State, seat int) int {
	for _, t := range s.Tiles {
		if int(t.Seat) == seat {
			q, r := tileCentre(int(t.A), int(t.B))
			return s.board().Index(q, r)
		}
	}
	return -1
}

// step walks from space x in the given directions (0..5, see hexDirs).
func step(t *testing.T, s *State, x int, dirs ...int) int {
	t.Helper()
	for _, d := range dirs {
		x = int(s.board().nbr[x][d])
		if x < 0 {
			t.Fatal("stepped off the board")
		}
	}
	return x
}

// paint sets the terrain of spaces.
func paint(s *State, t Terrain, spaces ...int) {
	for _, x := range spaces {
		s.board().Spaces[x].Terrain = t
	}
	s.forget()
}

// stream puts a small river between neighbours x and y, bridged or not.
func stream(s *State, x, y int, bridge bool) {
	b := s.board()
	for _, e := range [2][2]int{{x, y}, {y, x}} {
		d := b.direction(e[0], e[1])
		b.stream[e[0]] |= 1 << d
		if bridge {
			b.bridge[e[0]] |= 1 << d
			b.open[e[0]] |= 1 << d
		} else {
			b.open[e[0]] &^= 1 << d
		}
	}
	s.forget()
}

// put places a soldier and returns its index.
func put(s *State, seat int, t SoldierType, space int) int {
	s.Soldiers = append(s.Soldiers, Soldier{Owner: int8(seat), Type: t, Space: int16(space), Deployed: -1, Upgraded: -1})
	s.forget()
	return len(s.Soldiers) - 1
}

// farm places a Settlement of kind k covering spaces (its owner's Kingdom
// is not checked here; settle does).
func farm(s *State, seat int, k SettlementKind, peasant bool, spaces ...int) int {
	st := Settlement{Owner: int8(seat), Kind: k, Spaces: [4]int16{-1, -1, -1, -1}, Peasant: peasant, Built: -1, Deployed: -1}
	for i, x := range spaces {
		st.Spaces[i] = int16(x)
	}
	s.Settlements = append(s.Settlements, st)
	s.forget()
	return len(s.Settlements) - 1
}

// setGoods sets seat's goods: pairs of Good and amount.
func setGoods(s *State, seat int, kv ...int) {
	p := &s.Seats[seat]
	for i := 0; i+1 < len(kv); i += 2 {
		p.Goods[kv[i]] = kv[i+1]
	}
	s.forget()
}

// noGoods empties seat's inventory.
func noGoods(s *State, seat int) {
	s.Seats[seat].Goods = [NumGoods]int{}
	s.forget()
}

// hand gives seat exactly these Action cards (their old cards go to the
// discard pile), taking each from the deck or the discards.
func hand(t *testing.T, s *State, seat int, kinds ...CardKind) {
	t.Helper()
	p := &s.Seats[seat]
	for _, c := range p.Actions {
		s.ActDiscard = append(s.ActDiscard, c.ID)
	}
	p.Actions = nil
	for _, k := range kinds {
		id := takeCard(t, s, func(id int16) bool { return CardKindOf(id) == k })
		p.Actions = append(p.Actions, HeldCard{ID: id})
	}
	s.forget()
}

// objectives gives seat exactly these Objective cards.
func objectives(t *testing.T, s *State, seat int, ids ...int) {
	t.Helper()
	p := &s.Seats[seat]
	s.ObjDiscard = append(s.ObjDiscard, p.Objectives...)
	p.Objectives = nil
	for _, id := range ids {
		if i := indexOf(s.ObjDeck, int16(id)); i >= 0 {
			s.ObjDeck = slices.Delete(s.ObjDeck, i, i+1)
		} else if i := indexOf(s.ObjDiscard, int16(id)); i >= 0 {
			s.ObjDiscard = slices.Delete(s.ObjDiscard, i, i+1)
		} else {
			t.Fatalf("objective %d is not in the deck or the discards", id)
		}
		p.Objectives = append(p.Objectives, int16(id))
	}
	s.forget()
}

// objectiveID finds the first card with this name.
func objectiveID(t *testing.T, name string) int {
	t.Helper()
	for i, o := range Objectives {
		if o.Name == name {
			return i
		}
	}
	t.Fatalf("no objective %q", name)
	return -1
}

func takeCard(t *testing.T, s *State, match func(int16) bool) int16 {
	t.Helper()
	for _, pile := range []*[]int16{&s.ActDeck, &s.ActDiscard} {
		for i, id := range *pile {
			if match(id) {
				*pile = slices.Delete(*pile, i, i+1)
				return id
			}
		}
	}
	t.Fatal("no such Action card left")
	return -1
}

// settle recomputes the bookkeeping a scenario's edits touch (goods
// ledgers, soldiers made, Peasants received, finished flags) and checks the
// invariants.
func settle(t *testing.T, s *State) {
	t.Helper()
	onBoard := make([]int, s.NPlayers)
	for _, so := range s.Soldiers {
		onBoard[so.Owner]++
	}
	on := make([]int, s.NPlayers)
	for _, st := range s.Settlements {
		if st.Peasant {
			on[st.Owner]++
		}
	}
	for seat := range s.Seats {
		p := &s.Seats[seat]
		for g := range p.Goods {
			p.In[g] = p.Goods[g] + p.Out[g]
		}
		p.Made = onBoard[seat] + int(p.Reserve[0]) + int(p.Reserve[1]) + p.Lost + p.Retired
		p.PeasantsIn = p.PeasantsOut + p.Peasants + on[seat]
		p.Finished = len(p.Done) >= s.Target
	}
	s.forget()
	if err := s.CheckInvariants(); err != nil {
		t.Fatalf("scenario is inconsistent: %v", err)
	}
}

// play applies each action, which must be legal, and checks the invariants.
func play(t *testing.T, s *State, actions ...engines.Action) {
	t.Helper()
	for _, a := range actions {
		if !slices.Contains(s.Legal(), a) {
			t.Fatalf("%+v (%s) is not legal for seat %d in phase %d; legal: %v", a, s.Describe(a), s.ToMove(), s.Phase, describeAll(s))
		}
		if err := s.Apply(a); err != nil {
			t.Fatalf("Apply(%+v): %v", a, err)
		}
		if err := s.CheckInvariants(); err != nil {
			t.Fatalf("after %+v: %v", a, err)
		}
	}
}

// legal reports whether a is a legal action now.
func legal(s *State, a engines.Action) bool { return slices.Contains(s.Legal(), a) }

// describeAll lists the legal actions in words, for failure messages.
func describeAll(s *State) []string {
	var out []string
	for i, a := range s.Legal() {
		if i == 25 {
			out = append(out, "...")
			break
		}
		out = append(out, s.Describe(a))
	}
	return out
}

// kinds returns the legal actions of one kind.
func kinds(s *State, kind uint8) []engines.Action {
	var out []engines.Action
	for _, a := range s.Legal() {
		if a.Kind == kind {
			out = append(out, a)
		}
	}
	return out
}

// A roll is one throw the next dice must show: die is "attack", "defense"
// or "move"; for combat dice faces counts each face (blank, single,
// double, counter), for the Movement die move is the number.
type roll struct {
	die   string
	faces [NumFaces]int8
	move  int
	// anyCounter: instead of exactly faces, any roll of that many dice with
	// at least one counter-attack face.
	anyCounter bool
}

// counterRoll is n defense dice with at least one counter-attack face.
func counterRoll(n int) roll {
	return roll{die: "defense", faces: [NumFaces]int8{int8(n), 0, 0, 0}, anyCounter: true}
}

func attackRoll(blank, single, double int) roll {
	return roll{die: "attack", faces: [NumFaces]int8{int8(blank), int8(single), int8(double), 0}}
}

func defenseRoll(blank, single, double, counter int) roll {
	return roll{die: "defense", faces: [NumFaces]int8{int8(blank), int8(single), int8(double), int8(counter)}}
}

func moveRoll(n int) roll { return roll{die: "move", move: n} }

// rig sets the state's generator to one whose next draws give these
// rolls, in order, by searching seeds: the engine rolls with its own
// generator, so a scenario fixes the dice by choosing it.
func rig(t *testing.T, s *State, rolls ...roll) {
	t.Helper()
	for seed := uint64(1); seed < 5_000_000; seed++ {
		r := rng.New(seed)
		ok := true
		for _, ro := range rolls {
			switch ro.die {
			case "move":
				ok = ok && int(MovementDie[r.Intn(len(MovementDie))]) == ro.move
			default:
				var got [NumFaces]int8
				n := 0
				for _, c := range ro.faces {
					n += int(c)
				}
				for range n {
					if ro.die == "attack" {
						got[AttackDie[r.Intn(6)]]++
					} else {
						got[DefenseDie[r.Intn(6)]]++
					}
				}
				if ro.anyCounter {
					ok = ok && got[FaceCounter] > 0
				} else {
					ok = ok && got == ro.faces
				}
			}
			if !ok {
				break
			}
		}
		if ok {
			s.RNG = rng.New(seed)
			return
		}
	}
	t.Fatal("no seed gives these rolls")
}

// playRandomGames plays a game to the end for every player count (2–4),
// variant set and seed, each action chosen at random as the contract's
// playouts choose, and calls visit before every action with the position,
// the actions played so far and where it is, for failure messages.
func playRandomGames(t *testing.T, variants [][]string, seeds []uint64, visit func(s *State, k int, where string)) {
	t.Helper()
	for players := 2; players <= 4; players++ {
		for _, vs := range variants {
			for _, seed := range seeds {
				st, err := Game{}.New(engines.Config{Players: players, Seed: seed, Variants: vs})
				if err != nil {
					t.Fatal(err)
				}
				s := st.(*State)
				r := rng.New(seed ^ contract.ChoiceSalt)
				for k := 0; !s.Over(); k++ {
					visit(s, k, fmt.Sprintf("%d players %v seed %d after %d actions", players, vs, seed, k))
					legal := s.Legal()
					if err := s.Apply(legal[r.Intn(len(legal))]); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
}
