package battlemerchants

import (
	"fmt"
	"slices"
	"testing"

	"tabula/engines"
)

// Rules of the 3- and 4-player game (and what the 2-player game shares):
// setup, turns, actions, Season's End, cleanup.

// TestSetup checks Setup steps 1–12 (and Setting Up For 2) for every
// player count.
func TestSetup(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		s := newState(engines.Config{Players: n, Seed: 3})
		regions := 4
		if n == 3 {
			regions = 3
		}
		// Steps 1–2: the board side for the player count; the Demand Token
		// nearest the centre of each Region face up, the rest face down.
		if len(s.Spaces) != regions*SpacesPerRegion || len(s.Tokens) != regions*Battlefields {
			t.Fatalf("%d players: %d spaces, %d tokens", n, len(s.Spaces), len(s.Tokens))
		}
		for i, tok := range s.Tokens {
			want := int8(TokenLocked)
			if i%Battlefields == 0 {
				want = TokenOpen
			}
			if tok != want {
				t.Errorf("%d players: token %d is %d, want %d", n, i, tok, want)
			}
		}
		for i, sp := range s.Spaces {
			if sp.Owner != Empty {
				t.Errorf("%d players: space %d holds %+v", n, i, sp)
			}
		}
		// Step 3: Region tiles on their spaces; step 12: Craft Bonus cards
		// by the board.
		for r := range Region(NumRegions) {
			if s.RegionOwner[r] != noOwner {
				t.Errorf("%d players: %s tile already taken", n, r)
			}
		}
		for w := range Weapon(NumWeapons) {
			if s.BonusOwner[w] != noOwner || s.BonusUsed[w] {
				t.Errorf("%d players: %s Craft Bonus taken", n, w)
			}
		}
		// Step 4: a Reward Tile on each colour's space of each race in play.
		for race := range Race(NumRaces) {
			inPlay := n != 3 || race != Hobgoblins
			for seat := range 4 {
				if want := inPlay && seat < n; s.RewardSpaces[race][seat] != want {
					t.Errorf("%d players: %s space of seat %d filled %v, want %v", n, race, seat, s.RewardSpaces[race][seat], want)
				}
			}
		}
		// Steps 8–10: three Kingdom Cards and five Spring/Summer Craft
		// Cards face up; the Autumn/Winter deck set aside.
		for _, id := range s.CraftRow {
			if id < 0 || CraftCards[id].Late {
				t.Errorf("%d players: Craft row %v", n, s.CraftRow)
			}
		}
		if len(s.EarlyDeck) != 36-CraftRowSize || len(s.LateDeck) != 20 {
			t.Errorf("%d players: decks of %d and %d cards", n, len(s.EarlyDeck), len(s.LateDeck))
		}
		if slices.Contains(s.KingdomRow[:], -1) {
			t.Errorf("%d players: Kingdom row %v", n, s.KingdomRow)
		}
		// Step 11: a mat (Craft Level 1 in two weapons) and 10 gold each.
		for seat, p := range s.Seats {
			var want [NumWeapons]int
			for _, w := range Mats[seat].StartCraft {
				want[w] = 1
			}
			if p.Gold != 10 || p.Levels != want || len(p.Crafts) != 0 || len(p.Kingdom) != 0 {
				t.Errorf("%d players: seat %d starts with %d gold, Levels %v", n, seat, p.Gold, p.Levels)
			}
		}
		// Setting Up For 2: Steve's four spaces hold one race each, his
		// cube under the left-most.
		if n == 2 {
			races := slices.Clone(s.SteveRaces[:])
			slices.Sort(races)
			if !slices.Equal(races, []Race{Elves, Dwarves, Orcs, Hobgoblins}) || s.StevePos != 0 {
				t.Errorf("Steve's spaces %v, cube at %d", s.SteveRaces, s.StevePos)
			}
		}
		if err := s.CheckInvariants(); err != nil {
			t.Errorf("%d players: %v", n, err)
		}
	}
}

// TestBoardData checks the constraints the reconstructed components keep:
// each Region between two races, every race on two fronts demanding each
// weapon three times, the two spaces of a Battlefield different, the
// weapons of the rulebook's examples, the mats, and the card counts.
func TestBoardData(t *testing.T) {
	for _, board := range [][]RegionDef{boards4, boards3} {
		fronts := map[Race]int{}
		for _, def := range board {
			if def.Races[0] == def.Races[1] {
				t.Errorf("%s: one race on both sides", def.Region)
			}
			for _, race := range def.Races {
				fronts[race]++
			}
			for bf := range Battlefields {
				if def.Weapons[0][bf] == def.Weapons[1][bf] {
					t.Errorf("%s battlefield %d: %s on both sides", def.Region, bf, def.Weapons[0][bf])
				}
			}
		}
		demand := map[Race][NumWeapons]int{}
		for _, def := range board {
			for side, race := range def.Races {
				d := demand[race]
				for _, w := range def.Weapons[side] {
					d[w]++
				}
				demand[race] = d
			}
		}
		for race, d := range demand {
			if d != [NumWeapons]int{3, 3, 3, 3} {
				t.Errorf("%s demand %v of each weapon, want 3 each", race, d)
			}
		}
		if len(fronts) != len(board) {
			t.Errorf("%d races on a board of %d Regions", len(fronts), len(board))
		}
		for race, n := range fronts {
			if n != 2 {
				t.Errorf("%s fight on %d fronts", race, n)
			}
		}
	}
	gl := boards4[Grasslands]
	if gl.Weapons[0][0] != Axe || gl.Weapons[1][0] != Sword || !(gl.Weapons[0][1] == Mace && gl.Weapons[1][1] == Hammer) {
		t.Errorf("the Grasslands open with %v/%v, then %v/%v; the rulebook shows Axe/Sword, then Mace/Hammer",
			gl.Weapons[0][0], gl.Weapons[1][0], gl.Weapons[0][1], gl.Weapons[1][1])
	}
	// Mats: Level 1 in two weapons, each weapon on two mats; each race
	// printed on one mat of the 4-player side.
	var starts [NumWeapons]int
	printed := map[Race]bool{}
	for _, m := range Mats {
		if m.StartCraft[0] == m.StartCraft[1] {
			t.Errorf("%s mat starts with one weapon twice", m.Colour)
		}
		for _, w := range m.StartCraft {
			starts[w]++
		}
		printed[m.Race4] = true
	}
	if starts != [NumWeapons]int{2, 2, 2, 2} || len(printed) != NumRaces {
		t.Errorf("mats start %v weapons, print %d races", starts, len(printed))
	}
	if len(CraftCards) != 56 || len(KingdomCards) != 28 {
		t.Errorf("%d Craft and %d Kingdom Cards; the rulebook has 56 and 28", len(CraftCards), len(KingdomCards))
	}
	late := 0
	for _, c := range CraftCards {
		if c.Late {
			late++
		}
	}
	if late != 20 {
		t.Errorf("%d Autumn/Winter Craft Cards, want 20", late)
	}
}

// TestKingdomDeck checks Setup steps 6–8: only the cards for the player
// count, stacked A, B, C, then the single D card at the bottom, each stack
// shuffled on its own.
func TestKingdomDeck(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		want := 0
		for _, k := range KingdomCards {
			if k.Players[n] {
				want++
			}
		}
		firsts := map[int]bool{}
		for seed := range uint64(20) {
			s := newState(engines.Config{Players: n, Seed: seed})
			deck := slices.Concat(s.KingdomRow[:], s.KingdomDeck)
			if len(deck) != want || s.KingdomTotal != want {
				t.Fatalf("%d players: %d cards, want %d", n, len(deck), want)
			}
			for i, id := range deck {
				k := KingdomCards[id]
				if !k.Players[n] {
					t.Errorf("%d players: %s is not for %d players", n, k.Name, n)
				}
				if i > 0 && KingdomCards[deck[i-1]].Stack > k.Stack {
					t.Errorf("%d players, seed %d: stack %c above stack %c", n, seed, KingdomCards[deck[i-1]].Stack, k.Stack)
				}
			}
			if last := KingdomCards[deck[len(deck)-1]]; last.Stack != 'D' || last.Name != "Slush Fund" {
				t.Errorf("%d players: %s at the bottom", n, last.Name)
			}
			if KingdomCards[deck[len(deck)-2]].Stack == 'D' {
				t.Errorf("%d players: more than one D card", n)
			}
			firsts[deck[0]] = true
		}
		if len(firsts) < 3 {
			t.Errorf("%d players: the A stack is not shuffled (top cards %v)", n, firsts)
		}
	}
	// Player-count symbols: the Hobgoblins' envoy is not in the 3-player
	// game, which has no Hobgoblins.
	hob := kingdomID(t, "Hobgoblin Envoy")
	if KingdomCards[hob].Players[3] || !KingdomCards[hob].Players[2] || !KingdomCards[hob].Players[4] {
		t.Errorf("Hobgoblin Envoy players %v", KingdomCards[hob].Players)
	}
}

// TestStartPlayer checks the interpretation of the start player: a
// computer cannot ask who last sold a Weapon to an Orc, so it is drawn at
// random (the rulebook's fallback).
func TestStartPlayer(t *testing.T) {
	seen := map[int]int{}
	for seed := range uint64(40) {
		s := newState(engines.Config{Players: 4, Seed: seed})
		seen[s.Current]++
		again := newState(engines.Config{Players: 4, Seed: seed})
		if again.Current != s.Current {
			t.Fatalf("seed %d: start player not reproducible", seed)
		}
	}
	if len(seen) != 4 {
		t.Errorf("start players over 40 seeds: %v", seen)
	}
}

// TestPlayerTurn checks Player Turns: the rows are topped up to five Craft
// and three Kingdom Cards at the start of each turn (no reshuffle when a
// deck is empty), one action per turn, then the player to the left; Pass
// only when nothing else is legal.
func TestPlayerTurn(t *testing.T) {
	s := newGame(t, 3)
	setCraftRow(s, 2, craftID(t, s, Axe, 1, Free, 0))
	settle(t, s)
	nextCraft := s.EarlyDeck[0]
	kingdomLeft := s.KingdomRow[1]
	play(t, s, Learn(2))
	if s.Current != 1 || s.CraftRow[2] != nextCraft {
		t.Fatalf("seat %d to move, Craft slot 2 holds %d; want 1, %d", s.Current, s.CraftRow[2], nextCraft)
	}
	if legal(s, Pass()) {
		t.Error("Pass is legal with other actions available")
	}

	// Empty Kingdom deck: a taken card is not replaced.
	s.KingdomOut, s.KingdomDeck = append(s.KingdomOut, s.KingdomDeck...), nil
	setKingdomRow(s, 0, kingdomID(t, "Royal Commission"))
	settle(t, s)
	play(t, s, TakeKingdom(0))
	if s.KingdomRow[0] != -1 || s.KingdomRow[1] != kingdomLeft {
		t.Errorf("Kingdom row %v after taking a card from an empty deck", s.KingdomRow)
	}
	if s.Current != 2 {
		t.Errorf("seat %d to move, want 2", s.Current)
	}

	// Nothing to do: no gold, no weapons, empty rows.
	clearRows(s)
	setGold(s, 2, 0)
	settle(t, s)
	if got := s.Legal(); !slices.Equal(got, []engines.Action{Pass()}) {
		t.Fatalf("legal with nothing to do: %v", describeAll(s))
	}
	if got := s.Describe(Pass()); got != "Pass (nothing else is possible)" {
		t.Errorf("Describe(Pass) = %q", got)
	}
	play(t, s, Pass())
	if s.Current != 0 {
		t.Errorf("seat %d to move after a pass, want 0", s.Current)
	}
}

// TestSeasonEnd checks Season's End for 2, 3 and 4 players: the third
// Demand Token in the Season Area triggers the end; every other player has
// exactly one final turn, in order, and the Season ends after the player to
// the trigger's right; a token moved after the trigger leaves the game; the
// next Season starts with the player who triggered the end.
func TestSeasonEnd(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		t.Run(map[int]string{2: "2 players", 3: "3 players", 4: "4 players"}[n], func(t *testing.T) {
			const trigger = 1
			s := newGame(t, n)
			openTo(t, s, Mountains, 2)
			s.SeasonArea[0] = 2
			// Mountains battlefield 2 is Sword (Dwarves) / Mace (their
			// foe), battlefield 3 Hammer / Axe.
			foe := s.regions()[regionIndex(t, s, Mountains)].Races[1]
			place(s, at(t, s, Mountains, foe, 2), 0, Standard)
			place(s, at(t, s, Mountains, foe, 3), 0, Standard)
			give(s, trigger, Sword, Standard, 1)
			give(s, (trigger+1)%n, Hammer, Standard, 1)
			if n == 2 {
				// Steve sells to the Elves, then the Dwarves: both times
				// nowhere near a Demand Token that could move.
				s.SteveRaces = [NumRaces]Race{Elves, Dwarves, Orcs, Hobgoblins}
			}
			s.Current = trigger
			settle(t, s)

			play(t, s, Sell(at(t, s, Mountains, Dwarves, 2), Standard))
			if s.SeasonArea[0] != 3 || s.Trigger != trigger || s.FinalTurns != n-1 {
				t.Fatalf("Season Area %v, trigger %d, final turns %d", s.SeasonArea, s.Trigger, s.FinalTurns)
			}
			for i := 1; i < n; i++ {
				seat := (trigger + i) % n
				if s.Current != seat || s.Season != 0 {
					t.Fatalf("final turn %d: seat %d to move in season %d, want seat %d in Spring", i, s.Current, s.Season, seat)
				}
				if i == 1 {
					// This sale fills battlefield 3: its token leaves the game.
					play(t, s, Sell(at(t, s, Mountains, Dwarves, 3), Standard))
					if s.SeasonArea[0] != 3 || s.TokensOut != 1 || token(t, s, Mountains, 3) != TokenRemoved || token(t, s, Mountains, 4) != TokenOpen {
						t.Fatalf("after a sale filling a battlefield: Season Area %v, %d tokens out, tokens %v", s.SeasonArea, s.TokensOut, s.Tokens)
					}
					continue
				}
				play(t, s, Forge(Mats[seat].StartCraft[0], Standard), Done())
			}
			if s.Season != 1 || s.Current != trigger || s.Trigger != -1 || s.SeasonArea != [Seasons]int{3, 0, 0, 0} {
				t.Errorf("after the final turns: season %d, seat %d to move, trigger %d, Season Area %v; want Summer, seat %d",
					s.Season, s.Current, s.Trigger, s.SeasonArea, trigger)
			}
		})
	}
}

// TestSeasonEndTriggerSeat checks that the trigger is the player whose
// sale moved the third token, wherever they sit, and that their own later
// sales that turn (Drive the Workers) discard tokens too.
func TestSeasonEndTriggerSeat(t *testing.T) {
	s := newGame(t, 4)
	s.Current = 3
	openTo(t, s, Mountains, 2)
	s.SeasonArea[0] = 2
	place(s, at(t, s, Mountains, Hobgoblins, 2), 0, Standard)
	place(s, at(t, s, Mountains, Hobgoblins, 3), 0, Standard)
	give(s, 3, Sword, Standard, 1)
	give(s, 3, Hammer, Standard, 1)
	setKingdomRow(s, 0, kingdomID(t, "Drive the Workers"))
	settle(t, s)
	play(t, s, TakeKingdom(0), Sell(at(t, s, Mountains, Dwarves, 2), Standard), Sell(at(t, s, Mountains, Dwarves, 3), Standard))
	if s.Trigger != 3 || s.FinalTurns != 3 || s.SeasonArea[0] != 3 || s.TokensOut != 1 || s.Current != 0 {
		t.Errorf("trigger %d, final turns %d, Season Area %v, %d tokens out, seat %d to move", s.Trigger, s.FinalTurns, s.SeasonArea, s.TokensOut, s.Current)
	}
}

// TestCleanup checks End of Season Cleanup with 3 and 4 players after
// Spring, Summer and Autumn: the Kingdom row is discarded (the Final card
// stays) and refilled; the Craft row is replaced from the Spring/Summer
// deck after Spring and from the Autumn/Winter deck after Summer and
// Autumn; the rest of the Spring/Summer deck is boxed after Summer; Craft
// Bonus cards turn face up; Reward spaces are refilled.
func TestCleanup(t *testing.T) {
	for _, n := range []int{3, 4} {
		for season := range Seasons - 1 {
			s := newGame(t, n)
			s.Season = season
			if season >= 2 {
				s.CraftOut, s.EarlyDeck = append(s.CraftOut, s.EarlyDeck...), nil
				for i := range s.CraftRow {
					setCraftRow(s, i, s.LateDeck[0])
				}
			}
			setKingdomRow(s, 2, kingdomID(t, "Slush Fund"))
			giveCraft(s, 0, craftID(t, s, Axe, 2, Times1, 0))
			s.BonusOwner[Axe], s.BonusUsed[Axe] = 0, true
			s.Seats[1].Rewards[Dwarves] = 1
			s.RewardSpaces[Dwarves][1] = false
			settle(t, s)
			oldCraft, oldKingdom := s.CraftRow, s.KingdomRow
			early := slices.Clone(s.EarlyDeck)
			nextCraft := slices.Clone(s.LateDeck[:CraftRowSize])
			if season == 0 {
				nextCraft = slices.Clone(s.EarlyDeck[:CraftRowSize])
			}
			nextKingdom := slices.Clone(s.KingdomDeck[:2])

			lastTurn(s)
			play(t, s, Forge(Axe, Standard), Done())
			if s.Season != season+1 {
				t.Fatalf("%d players, season %d: now season %d", n, season, s.Season)
			}
			for _, id := range oldKingdom[:2] {
				if !slices.Contains(s.KingdomOut, id) {
					t.Errorf("%d players, season %d: Kingdom Card %d not discarded", n, season, id)
				}
			}
			if want := [KingdomRowSize]int{nextKingdom[0], nextKingdom[1], oldKingdom[2]}; s.KingdomRow != want {
				t.Errorf("%d players, season %d: Kingdom row %v, want %v (Slush Fund stays)", n, season, s.KingdomRow, want)
			}
			for _, id := range oldCraft {
				if !slices.Contains(s.CraftOut, id) {
					t.Errorf("%d players, season %d: Craft Card %d not discarded", n, season, id)
				}
			}
			if !slices.Equal(s.CraftRow[:], nextCraft) {
				t.Errorf("%d players, season %d: Craft row %v, want %v", n, season, s.CraftRow, nextCraft)
			}
			switch season {
			case 0:
				if !slices.Equal(s.EarlyDeck, early[CraftRowSize:]) {
					t.Errorf("%d players: Spring/Summer deck changed beyond the five drawn", n)
				}
			case 1:
				if len(s.EarlyDeck) != 0 {
					t.Errorf("%d players: %d Spring/Summer cards left after Summer", n, len(s.EarlyDeck))
				}
				for _, id := range early {
					if !slices.Contains(s.CraftOut, id) {
						t.Errorf("%d players: Spring/Summer card %d not boxed", n, id)
					}
				}
			}
			if s.BonusUsed[Axe] || s.BonusOwner[Axe] != 0 {
				t.Errorf("%d players, season %d: Axe bonus used %v, owner %d", n, season, s.BonusUsed[Axe], s.BonusOwner[Axe])
			}
			if !s.RewardSpaces[Dwarves][1] {
				t.Errorf("%d players, season %d: Reward space not refilled", n, season)
			}
		}
	}
}

// TestCleanupDecksRunOut checks that no deck is reshuffled: with two
// Autumn/Winter cards and one Kingdom Card left, the rows stay short.
func TestCleanupDecksRunOut(t *testing.T) {
	s := newGame(t, 4)
	s.Season = 2
	s.CraftOut, s.EarlyDeck = append(s.CraftOut, s.EarlyDeck...), nil
	s.CraftOut, s.LateDeck = append(s.CraftOut, s.LateDeck[2:]...), s.LateDeck[:2]
	s.KingdomOut, s.KingdomDeck = append(s.KingdomOut, s.KingdomDeck[1:]...), s.KingdomDeck[:1]
	settle(t, s)
	late, kingdom := slices.Clone(s.LateDeck), s.KingdomDeck[0]
	lastTurn(s)
	play(t, s, Forge(Axe, Standard), Done())
	if want := [CraftRowSize]int{late[0], late[1], -1, -1, -1}; s.CraftRow != want {
		t.Errorf("Craft row %v, want %v", s.CraftRow, want)
	}
	if want := [KingdomRowSize]int{kingdom, -1, -1}; s.KingdomRow != want {
		t.Errorf("Kingdom row %v, want %v", s.KingdomRow, want)
	}
}

// TestRepairs checks Repairs: after the battles, 2 gold per own weapon on
// the board, whether or not it fought; none for weapons that lost; Repair
// Contracts adds its gold per weapon.
func TestRepairs(t *testing.T) {
	s := newGame(t, 4)
	openTo(t, s, Desert, 1)
	openTo(t, s, Forest, 1)
	place(s, at(t, s, Desert, Hobgoblins, 0), 0, Vorpal)   // Red wins against
	place(s, at(t, s, Desert, Orcs, 0), 1, Standard)       // Purple's only weapon
	place(s, at(t, s, Grasslands, Elves, 0), 0, Standard)  // Red's, not fighting
	place(s, at(t, s, Forest, Orcs, 0), 0, Standard)       // Red loses to
	place(s, at(t, s, Forest, Elves, 0), 2, Vorpal)        // Yellow
	place(s, at(t, s, Mountains, Dwarves, 0), 3, Standard) // Blue's two lone weapons
	place(s, at(t, s, Grasslands, Dwarves, 1), 3, Standard)
	giveKingdom(s, 3, kingdomID(t, "Repair Contracts"))
	s.Current = 3
	setGold(s, 3, 0)
	clearRows(s)
	settle(t, s)
	before := golds(s)
	lastTurn(s)
	play(t, s, Pass())
	extra := KingdomCards[kingdomID(t, "Repair Contracts")].N
	want := []int{2 * 2, 0, 2, 2 * (2 + extra)}
	for seat := range 4 {
		if got := s.Seats[seat].Gold - before[seat]; got != want[seat] {
			t.Errorf("seat %d earned %d gold, want %d", seat, got, want[seat])
		}
		if s.Seats[seat].Ledger[LedgerRepairs] != want[seat] {
			t.Errorf("seat %d: repairs ledger %d", seat, s.Seats[seat].Ledger[LedgerRepairs])
		}
	}
}

// TestCraftBonus checks Mastering a Craft and Forge and Sell: the first
// player to reach Level 6 in a weapon takes its Craft Bonus card; it allows
// one Forge and Sell of that weapon per Season, at normal costs, only if
// the weapon can be sold at once; the card turns face up at cleanup.
func TestCraftBonus(t *testing.T) {
	s := newGame(t, 4)
	giveCraft(s, 0, craftID(t, s, Axe, 2, Times1, 0))
	giveCraft(s, 0, craftID(t, s, Axe, 1, Free, 0)) // Red: Axe 4
	setCraftRow(s, 0, craftID(t, s, Axe, 2, Times2, 0))
	setGold(s, 0, 40)
	giveCraft(s, 2, craftID(t, s, Axe, 2, Times1, 0))
	giveCraft(s, 2, craftID(t, s, Axe, 1, Free, 0)) // Yellow: Axe 4
	setCraftRow(s, 1, craftID(t, s, Axe, 2, Times2, 0))
	settle(t, s)
	if slices.ContainsFunc(s.Legal(), func(a engines.Action) bool { return a.Kind == KindForgeSell }) {
		t.Fatal("Forge and Sell legal without a Craft Bonus card")
	}
	play(t, s, Learn(0))
	if s.Seats[0].Levels[Axe] != 6 || s.BonusOwner[Axe] != 0 {
		t.Fatalf("Axe Levels %d, bonus owner %d", s.Seats[0].Levels[Axe], s.BonusOwner[Axe])
	}
	s.Current = 2
	play(t, s, Learn(1))
	if s.Seats[2].Levels[Axe] != 6 || s.BonusOwner[Axe] != 0 {
		t.Fatalf("second player to Level 6 took the bonus: owner %d", s.BonusOwner[Axe])
	}

	s.Current = 0
	gold := s.Seats[0].Gold
	axe := at(t, s, Mountains, Dwarves, 0)
	if legal(s, ForgeSell(at(t, s, Mountains, Hobgoblins, 0), Standard)) {
		t.Error("Forge and Sell of a Sword with the Axe bonus")
	}
	if got, want := s.Describe(ForgeSell(axe, Vorpal)), fmt.Sprintf("Forge (15 gold) and sell a Vorpal Axe to the Dwarves on Battlefield 1 in the Mountains for %d gold", SellValue[Vorpal]); got != want {
		t.Errorf("Describe = %q", got)
	}
	play(t, s, ForgeSell(axe, Vorpal))
	p := &s.Seats[0]
	if p.Gold != gold-ForgeCost[Vorpal]+SellValue[Vorpal] || p.Hand != [NumWeapons][NumQualities]int{} || p.Forged != 1 {
		t.Errorf("gold %d (was %d), hand %v, forged %d", p.Gold, gold, p.Hand, p.Forged)
	}
	if sp := s.Spaces[axe]; sp.Owner != 0 || sp.Quality != Vorpal || !s.BonusUsed[Axe] || s.Current != 1 {
		t.Errorf("space %+v, bonus used %v, seat %d to move", sp, s.BonusUsed[Axe], s.Current)
	}
	if p.Rewards[Dwarves] != 1 {
		t.Error("Forge and Sell did not follow the selling steps (no Reward Tile)")
	}

	// Once per Season.
	s.Current = 0
	if slices.ContainsFunc(s.Legal(), func(a engines.Action) bool { return a.Kind == KindForgeSell }) {
		t.Error("Forge and Sell twice in a Season")
	}
	// Face up again after cleanup, but only while an Axe can be sold.
	lastTurn(s)
	play(t, s, Forge(Axe, Standard), Done())
	s.Current = 0
	if !legal(s, ForgeSell(at(t, s, Grasslands, Elves, 0), Standard)) {
		t.Error("Craft Bonus not usable next Season")
	}
	for _, region := range []Region{Desert, Grasslands} {
		for _, race := range s.regions()[regionIndex(t, s, region)].Races {
			if sp := at(t, s, region, race, 0); s.spaceWeapon(sp) == Axe {
				place(s, sp, 1, Standard)
			}
		}
	}
	settle(t, s)
	if slices.ContainsFunc(s.Legal(), func(a engines.Action) bool { return a.Kind == KindForgeSell }) {
		t.Errorf("Forge and Sell legal with no Axe space open: %v", describeAll(s))
	}
}

// TestCraftBonusEach checks that each Craft Bonus card gives its own Forge
// and Sell each Season.
func TestCraftBonusEach(t *testing.T) {
	s := newGame(t, 4)
	s.BonusOwner[Axe], s.BonusOwner[Sword] = 0, 0
	settle(t, s)
	play(t, s, ForgeSell(at(t, s, Mountains, Dwarves, 0), Standard))
	s.Current = 0
	if !legal(s, ForgeSell(at(t, s, Mountains, Hobgoblins, 0), Standard)) {
		t.Error("the Sword bonus was used up by the Axe bonus")
	}
	if legal(s, ForgeSell(at(t, s, Grasslands, Elves, 0), Standard)) {
		t.Error("the Axe bonus is usable twice")
	}
}

// TestKingdomLimit checks the Kingdom Card limits (2/3/3/4): at the limit
// no Permanent or End card may be taken, Immediate and Final cards may; a
// card with negative gold needs that gold.
func TestKingdomLimit(t *testing.T) {
	fill := []string{"Smiths' Guild", "Elven Envoy", "Dwarven Envoy", "Orc Envoy"}
	for season, limit := range []int{2, 3, 3, 4} {
		for _, held := range []int{limit - 1, limit} {
			s := newGame(t, 4)
			s.Season = season
			for _, name := range fill[:held] {
				giveKingdom(s, 0, kingdomID(t, name))
			}
			setKingdomRow(s, 0, kingdomID(t, "Repair Contracts")) // Permanent
			setKingdomRow(s, 1, kingdomID(t, "Trophy Hunters"))   // End
			setKingdomRow(s, 2, kingdomID(t, "Royal Commission")) // Immediate
			settle(t, s)
			atLimit := held == limit
			if legal(s, TakeKingdom(0)) == atLimit || legal(s, TakeKingdom(1)) == atLimit {
				t.Errorf("season %d with %d cards: Permanent legal %v, End legal %v", season, held, legal(s, TakeKingdom(0)), legal(s, TakeKingdom(1)))
			}
			if !legal(s, TakeKingdom(2)) {
				t.Errorf("season %d with %d cards: Immediate card refused", season, held)
			}
			setKingdomRow(s, 2, kingdomID(t, "Slush Fund")) // Final
			settle(t, s)
			if !legal(s, TakeKingdom(2)) {
				t.Errorf("season %d with %d cards: Final card refused", season, held)
			}
		}
	}

	s := newGame(t, 4)
	apprentices := kingdomID(t, "Apprentices")
	setKingdomRow(s, 0, apprentices)
	setGold(s, 0, -KingdomCards[apprentices].Gold-1)
	settle(t, s)
	if legal(s, TakeKingdom(0)) {
		t.Error("a card costing gold taken without the gold")
	}
	setGold(s, 0, -KingdomCards[apprentices].Gold)
	settle(t, s)
	if !legal(s, TakeKingdom(0)) {
		t.Error("a card costing gold refused with exactly the gold")
	}
}

// TestRegionTiles checks the interpretation of the Region Reward Tiles:
// the first Vorpal sale in a Region takes its tile (after the gold), which
// adds 1 gold to every later sale there.
func TestRegionTiles(t *testing.T) {
	s := newGame(t, 4)
	give(s, 0, Axe, Standard, 1)
	give(s, 0, Axe, Vorpal, 2)
	give(s, 1, Sword, Vorpal, 1)
	settle(t, s)
	play(t, s, Sell(at(t, s, Desert, Orcs, 0), Standard))
	if s.RegionOwner[Desert] != noOwner {
		t.Fatal("a Standard sale took the Region tile")
	}
	play(t, s, Sell(at(t, s, Mountains, Hobgoblins, 0), Vorpal))
	if s.RegionOwner[Mountains] != 1 || s.Seats[1].Gold != 10+SellValue[Vorpal] {
		t.Fatalf("Mountains tile owner %d, Purple's gold %d", s.RegionOwner[Mountains], s.Seats[1].Gold)
	}
	s.Current = 0
	play(t, s, Sell(at(t, s, Mountains, Dwarves, 0), Vorpal))
	if s.RegionOwner[Mountains] != 1 {
		t.Error("a later Vorpal sale took the Region tile")
	}
	s.Current = 1
	give(s, 1, Mace, Standard, 1)
	openTo(t, s, Mountains, 1)
	settle(t, s)
	// Purple's printed Dwarf tile and the Mountains tile.
	if got := s.saleValue(1, at(t, s, Mountains, Dwarves, 1), Standard); got != 6+1+1 {
		t.Errorf("Purple's Mace to the Dwarves in the Mountains sells for %d, want 8", got)
	}
}
