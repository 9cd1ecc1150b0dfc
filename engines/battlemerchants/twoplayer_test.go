package battlemerchants

import (
	"slices"
	"testing"
)

// The 2-player rules: Salesman Steve, the side board, the end of a Season
// and the Defeated Weapons bonus.

// steveGame returns a 2-player game with Steve's cube on race.
func steveGame(t *testing.T, race Race) *State {
	t.Helper()
	s := newGame(t, 2)
	s.SteveRaces = [NumRaces]Race{race, Elves, Dwarves, Orcs}
	if race != Hobgoblins {
		s.SteveRaces[1+slices.Index(s.SteveRaces[1:], race)] = Hobgoblins
	}
	s.StevePos = 0
	return s
}

// TestSteveExample is the rulebook's example: Purple sells a Sword to the
// Hobgoblins in the Mountains; Steve, selling to the Orcs, finds the
// nearest open Orc spaces tied (Desert and Forest) and goes clockwise from
// the row just sold to: an Axe in the Desert. Nobody earns gold for it and
// his cube moves on.
func TestSteveExample(t *testing.T) {
	s := steveGame(t, Orcs)
	s.Current = 1
	give(s, 1, Sword, Standard, 1)
	settle(t, s)
	play(t, s, Sell(at(t, s, Mountains, Hobgoblins, 0), Standard))
	desert := at(t, s, Desert, Orcs, 0)
	if sp := s.Spaces[desert]; sp.Owner != Steve || sp.Quality != Standard || s.spaceWeapon(desert) != Axe {
		t.Errorf("Desert Orc space holds %+v (%s)", sp, s.spaceWeapon(desert))
	}
	if s.Spaces[at(t, s, Forest, Orcs, 0)].Owner != Empty {
		t.Error("Steve sold in the Forest too")
	}
	if s.StevePos != 1 || s.SteveSold != 1 {
		t.Errorf("cube at %d, %d sold", s.StevePos, s.SteveSold)
	}
	if g := golds(s); g[0] != 10 || g[1] != 10+SellValue[Standard] {
		t.Errorf("gold %v", g)
	}
}

// TestSteveChoosesSpace checks Steve's choice: the open space of his race
// nearest the centre, locks ignored; ties go to the first row clockwise
// from the row just sold to (that row first).
func TestSteveChoosesSpace(t *testing.T) {
	tests := []struct {
		name       string
		sold       Region
		soldRace   Race
		soldBF     int
		steve      Race
		prefill    []Region // Regions whose battlefield-0 space of Steve's race is full
		want       Region
		wantBF     int
		summerGaps bool // Desert battlefield 0 emptied by a battle, battlefield 1 open
	}{
		{name: "wraps clockwise", sold: Desert, soldRace: Orcs, steve: Hobgoblins, want: Mountains},
		{name: "Forest to the Dwarves", sold: Forest, soldRace: Elves, steve: Dwarves, want: Grasslands},
		{name: "Grasslands to the Elves", sold: Grasslands, soldRace: Dwarves, steve: Elves, want: Forest},
		{name: "nearest the centre first", sold: Mountains, soldRace: Hobgoblins, steve: Orcs, prefill: []Region{Desert}, want: Forest},
		{name: "past a lock", sold: Mountains, soldRace: Hobgoblins, steve: Orcs, prefill: []Region{Desert, Forest}, want: Desert, wantBF: 1},
		{name: "row just sold to first", sold: Desert, soldRace: Hobgoblins, soldBF: 1, steve: Hobgoblins, want: Desert, summerGaps: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := steveGame(t, tc.steve)
			for _, r := range tc.prefill {
				place(s, at(t, s, r, tc.steve, 0), 0, Standard)
			}
			if tc.summerGaps {
				s.Season = 1
				openTo(t, s, Desert, 1)
				place(s, at(t, s, Desert, Orcs, 0), 0, Standard)
			}
			sold := at(t, s, tc.sold, tc.soldRace, tc.soldBF)
			give(s, 0, s.spaceWeapon(sold), Standard, 1)
			settle(t, s)
			play(t, s, Sell(sold, Standard))
			want := at(t, s, tc.want, tc.steve, tc.wantBF)
			if s.Spaces[want].Owner != Steve || s.SteveSold != 1 {
				var got []int
				for i, sp := range s.Spaces {
					if sp.Owner == Steve {
						got = append(got, i)
					}
				}
				t.Errorf("Steve sold on %v, want space %d", got, want)
			}
		})
	}
}

// TestSteveCube checks the cube: one space right after each sale, back to
// the first after the fourth; a race with every space full gets no sale,
// but the cube still moves.
func TestSteveCube(t *testing.T) {
	s := steveGame(t, Orcs)
	s.StevePos = 3 // Orcs are on the fourth space
	s.SteveRaces = [NumRaces]Race{Elves, Dwarves, Hobgoblins, Orcs}
	give(s, 0, Axe, Standard, 1)
	settle(t, s)
	play(t, s, Sell(at(t, s, Mountains, Dwarves, 0), Standard))
	if s.StevePos != 0 || s.Spaces[at(t, s, Desert, Orcs, 0)].Owner != Steve {
		t.Errorf("cube at %d after the fourth space", s.StevePos)
	}

	s = steveGame(t, Orcs)
	for r, def := range s.regions() {
		for side, race := range def.Races {
			if race == Orcs {
				for bf := range Battlefields {
					place(s, spaceIndex(r, bf, side), 1, Standard)
				}
			}
		}
	}
	give(s, 0, Axe, Standard, 1)
	settle(t, s)
	play(t, s, Sell(at(t, s, Mountains, Dwarves, 0), Standard))
	if s.SteveSold != 0 || s.StevePos != 1 {
		t.Errorf("with every Orc space full: %d sold, cube at %d", s.SteveSold, s.StevePos)
	}
}

// TestSteveSellsTwice checks that two sales in one turn (Drive the
// Workers) make Steve sell twice, once after each.
func TestSteveSellsTwice(t *testing.T) {
	s := steveGame(t, Orcs) // then the Elves
	setKingdomRow(s, 0, kingdomID(t, "Drive the Workers"))
	give(s, 0, Axe, Standard, 2)
	settle(t, s)
	play(t, s, TakeKingdom(0), Sell(at(t, s, Mountains, Dwarves, 0), Standard))
	if s.SteveSold != 1 || s.Spaces[at(t, s, Desert, Orcs, 0)].Owner != Steve {
		t.Fatalf("after the first sale Steve sold %d", s.SteveSold)
	}
	play(t, s, Sell(at(t, s, Grasslands, Elves, 0), Standard))
	if s.SteveSold != 2 || s.StevePos != 2 || s.Spaces[at(t, s, Forest, Elves, 0)].Owner != Steve {
		t.Errorf("after the second sale Steve sold %d, cube at %d", s.SteveSold, s.StevePos)
	}
}

// TestSteveLocks checks that Steve sells past face-down Demand Tokens, and
// that when the token in front is later moved, a Battlefield behind it that
// is already full moves its token at once too (interpretation).
func TestSteveLocks(t *testing.T) {
	s := steveGame(t, Hobgoblins) // then the Elves
	place(s, at(t, s, Mountains, Hobgoblins, 0), 1, Standard)
	place(s, at(t, s, Mountains, Dwarves, 1), 1, Standard)
	place(s, at(t, s, Desert, Hobgoblins, 0), 1, Standard)
	give(s, 0, Axe, Standard, 1)
	give(s, 1, Axe, Standard, 1)
	settle(t, s)

	// Red sells in the Grasslands; Steve's nearest open Hobgoblin spaces
	// are behind the locks, the Mountains one first clockwise.
	play(t, s, Sell(at(t, s, Grasslands, Elves, 0), Standard))
	if s.Spaces[at(t, s, Mountains, Hobgoblins, 1)].Owner != Steve || token(t, s, Mountains, 1) != TokenLocked {
		t.Fatalf("Steve did not sell on the locked battlefield: tokens %v", s.Tokens)
	}
	// Purple fills the first Mountains battlefield: its token moves, the
	// next turns up already full and moves too.
	play(t, s, Sell(at(t, s, Mountains, Dwarves, 0), Standard))
	if s.SeasonArea[0] != 2 || token(t, s, Mountains, 1) != TokenRemoved || token(t, s, Mountains, 2) != TokenOpen {
		t.Errorf("Season Area %v, Mountains tokens %v", s.SeasonArea, s.Tokens[:Battlefields])
	}
}

// TestSteveBattles checks End of a Season with Steve: a player's weapon
// always beats his (even with no Craft in it), on either side, and goes to
// the winner's Defeated pile; two of his weapons destroy each other
// (interpretation) and pay nobody.
func TestSteveBattles(t *testing.T) {
	s := steveGame(t, Orcs)
	openTo(t, s, Desert, 1)
	openTo(t, s, Forest, 1)
	place(s, at(t, s, Desert, Hobgoblins, 0), 0, Standard) // Red's Mace: no Mace Craft
	place(s, at(t, s, Desert, Orcs, 0), Steve, Standard)
	place(s, at(t, s, Forest, Orcs, 0), Steve, Standard)
	place(s, at(t, s, Forest, Elves, 0), Steve, Standard)
	openTo(t, s, Grasslands, 1)
	place(s, at(t, s, Grasslands, Elves, 0), Steve, Standard)
	place(s, at(t, s, Grasslands, Dwarves, 0), 1, Standard) // Purple's Sword: no Sword Craft
	s.Current = 1
	setGold(s, 1, 0)
	clearRows(s)
	settle(t, s)
	lastTurn(s)
	play(t, s, Pass())
	for seat, p := range s.Seats {
		if p.Defeated != [NumQualities]int{1, 0} || p.Ledger[LedgerRepairs] != RepairGold || p.Ledger[LedgerBattles] != 0 {
			t.Errorf("seat %d: Defeated %v, repairs %d, battle gold %d", seat, p.Defeated, p.Ledger[LedgerRepairs], p.Ledger[LedgerBattles])
		}
	}
	if s.SteveLost != 4 || s.Destroyed != 2 {
		t.Errorf("Steve lost %d, %d destroyed", s.SteveLost, s.Destroyed)
	}
	for _, sp := range s.Spaces {
		if sp.Owner == Steve {
			t.Error("a Steve weapon survived")
		}
	}
}

// TestSideBoardLinks checks the 2-player side board: taking a card
// discards the card in the linked box (Kingdom box k with Craft box k,
// Craft boxes 4 and 5 with each other); Slush Fund is never discarded, and
// using it discards nothing.
func TestSideBoardLinks(t *testing.T) {
	type box struct {
		kingdom bool
		slot    int
	}
	tests := []struct {
		name  string
		take  box
		slush int   // Kingdom slot holding Slush Fund, or -1
		gone  []box // linked boxes discarded
		kept  []box
	}{
		{name: "Kingdom 1", take: box{true, 0}, slush: -1, gone: []box{{false, 0}}},
		{name: "Kingdom 3", take: box{true, 2}, slush: -1, gone: []box{{false, 2}}},
		{name: "Craft 2", take: box{false, 1}, slush: -1, gone: []box{{true, 1}}},
		{name: "Craft 4", take: box{false, 3}, slush: -1, gone: []box{{false, 4}}},
		{name: "Craft 5", take: box{false, 4}, slush: -1, gone: []box{{false, 3}}},
		{name: "Slush Fund kept", take: box{false, 1}, slush: 1, kept: []box{{true, 1}}},
		{name: "Slush Fund used", take: box{true, 1}, slush: 1, kept: []box{{true, 1}, {false, 1}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newGame(t, 2)
			for slot, name := range []string{"Royal Commission", "Windfall", "Trophy Hunters"} {
				setKingdomRow(s, slot, kingdomID(t, name))
			}
			if tc.slush >= 0 {
				setKingdomRow(s, tc.slush, kingdomID(t, "Slush Fund"))
			}
			for slot := range CraftRowSize {
				setCraftRow(s, slot, craftID(t, s, Weapon(slot%NumWeapons), 1, Free, 0))
			}
			settle(t, s)
			kingdom, craft := s.KingdomRow, s.CraftRow
			kingdomOut, craftOut := len(s.KingdomOut), len(s.CraftOut)
			id := func(b box) int {
				if b.kingdom {
					return kingdom[b.slot]
				}
				return craft[b.slot]
			}
			a := Learn(tc.take.slot)
			if tc.take.kingdom {
				a = TakeKingdom(tc.take.slot)
			}
			play(t, s, a)
			wantOut := [2]int{} // Kingdom, Craft discards
			if tc.take.kingdom && KingdomCards[id(tc.take)].Duration == Immediate {
				wantOut[0]++
			}
			for _, b := range tc.gone {
				out := s.CraftOut
				if b.kingdom {
					out = s.KingdomOut
					wantOut[0]++
				} else {
					wantOut[1]++
				}
				if !slices.Contains(out, id(b)) {
					t.Errorf("linked card in %+v not discarded", b)
				}
			}
			for _, b := range tc.kept {
				row := s.CraftRow[:]
				if b.kingdom {
					row = s.KingdomRow[:]
				}
				if !slices.Contains(row, id(b)) {
					t.Errorf("card in %+v left the side board", b)
				}
			}
			if got := [2]int{len(s.KingdomOut) - kingdomOut, len(s.CraftOut) - craftOut}; got != wantOut {
				t.Errorf("discarded %v (Kingdom, Craft), want %v", got, wantOut)
			}
		})
	}
}

// TestSideBoardExtraCrafty is the rulebook's example: taking Extra-Crafty
// discards the Craft Card linked to it before the free choice; the free
// card then discards its own linked box.
func TestSideBoardExtraCrafty(t *testing.T) {
	s := newGame(t, 2)
	setKingdomRow(s, 2, kingdomID(t, "Extra-Crafty"))
	settle(t, s)
	craft, kingdom := s.CraftRow, s.KingdomRow
	play(t, s, TakeKingdom(2))
	if s.CraftRow[2] != -1 || !slices.Contains(s.CraftOut, craft[2]) {
		t.Fatalf("Craft row %v: the linked card was not discarded", s.CraftRow)
	}
	if legal(s, Learn(2)) || !legal(s, Learn(0)) {
		t.Fatalf("free choices %v", describeAll(s))
	}
	play(t, s, Learn(0))
	if !slices.Contains(s.Seats[0].Crafts, craft[0]) || !slices.Contains(s.KingdomOut, kingdom[0]) {
		t.Errorf("Crafts %v, Kingdom discards %v", s.Seats[0].Crafts, s.KingdomOut)
	}
}

// TestSideBoardSlide checks the start of a turn on the side board: the
// cards slide to the lowest-numbered boxes, in order, and new cards fill
// the last boxes.
func TestSideBoardSlide(t *testing.T) {
	s := newGame(t, 2)
	setKingdomRow(s, 0, kingdomID(t, "Royal Commission"))
	settle(t, s)
	craft, kingdom := s.CraftRow, s.KingdomRow
	nextCraft, nextKingdom := s.EarlyDeck[0], s.KingdomDeck[0]
	play(t, s, TakeKingdom(0)) // Kingdom box 1 and Craft box 1 empty
	if want := [CraftRowSize]int{craft[1], craft[2], craft[3], craft[4], nextCraft}; s.CraftRow != want {
		t.Errorf("Craft row %v, want %v", s.CraftRow, want)
	}
	if want := [KingdomRowSize]int{kingdom[1], kingdom[2], nextKingdom}; s.KingdomRow != want {
		t.Errorf("Kingdom row %v, want %v", s.KingdomRow, want)
	}
}

// TestSideBoardSeasonEnd checks End of a Season for 2: the rows are not
// discarded; if the last action was not Learn Craft or Take Kingdom Card,
// the cards in Kingdom box 1 and Craft box 1 are discarded (Slush Fund
// excepted); the rest slide down and the boxes are refilled.
func TestSideBoardSeasonEnd(t *testing.T) {
	tests := []struct {
		name    string
		slush   bool // Slush Fund in Kingdom box 1
		last    func(t *testing.T, s *State)
		discard bool
	}{
		{"last action Forge", false, func(t *testing.T, s *State) { play(t, s, Forge(Axe, Standard), Done()) }, true},
		{"last action Learn", false, func(t *testing.T, s *State) { play(t, s, Learn(4)) }, false},
		{"last action Kingdom", false, func(t *testing.T, s *State) { play(t, s, TakeKingdom(2)) }, false},
		{"Slush Fund stays", true, func(t *testing.T, s *State) { play(t, s, Forge(Axe, Standard), Done()) }, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newGame(t, 2)
			for slot, name := range []string{"Royal Commission", "Windfall", "Trophy Hunters"} {
				setKingdomRow(s, slot, kingdomID(t, name))
			}
			if tc.slush {
				setKingdomRow(s, 0, kingdomID(t, "Slush Fund"))
			}
			setCraftRow(s, 4, craftID(t, s, Axe, 1, Free, 0))
			settle(t, s)
			craft, kingdom := s.CraftRow, s.KingdomRow
			lastTurn(s)
			tc.last(t, s)
			if s.Season != 1 {
				t.Fatalf("season %d", s.Season)
			}
			for slot, id := range kingdom {
				inRow := slices.Contains(s.KingdomRow[:], id)
				taken := tc.name == "last action Kingdom" && slot == 2
				want := !taken && !(tc.discard && slot == 0 && !tc.slush)
				if inRow != want {
					t.Errorf("Kingdom box %d: card still on the side board %v, want %v (row %v, was %v)", slot+1, inRow, want, s.KingdomRow, kingdom)
				}
			}
			for slot, id := range craft {
				inRow := slices.Contains(s.CraftRow[:], id)
				gone := tc.discard && slot == 0 ||
					tc.name == "last action Learn" && (slot == 4 || slot == 3) ||
					tc.name == "last action Kingdom" && slot == 2
				if inRow == gone {
					t.Errorf("Craft box %d: card still on the side board %v (row %v, was %v)", slot+1, inRow, s.CraftRow, craft)
				}
			}
			if slices.Contains(s.CraftRow[:], -1) || slices.Contains(s.KingdomRow[:], -1) {
				t.Errorf("side board not refilled: %v %v", s.CraftRow, s.KingdomRow)
			}
		})
	}
}

// TestSideBoardSeasonEndAfterPasses checks the 2-player Season end when
// the Season ends by a round of Passes: a Pass is no action of the
// rulebook's, so "the last action taken in the Season" is the one before
// the Passes — here a Learn Craft, so box 1 of each row keeps its card.
func TestSideBoardSeasonEndAfterPasses(t *testing.T) {
	s := newGame(t, 2)
	clearRows(s)
	s.CraftOut, s.EarlyDeck, s.LateDeck = slices.Concat(s.CraftOut, s.EarlyDeck, s.LateDeck), nil, nil
	s.KingdomOut, s.KingdomDeck = append(s.KingdomOut, s.KingdomDeck...), nil
	for seat := range 2 {
		setGold(s, seat, 0)
		for _, name := range [][]string{{"Elven Envoy", "Orc Envoy"}, {"Dwarven Envoy", "Hobgoblin Envoy"}}[seat] {
			giveKingdom(s, seat, kingdomID(t, name)) // at the Spring limit
		}
	}
	giveCraft(s, 1, craftID(t, s, Axe, 1, Free, 0)) // Purple has Axe Levels too
	kept := kingdomID(t, "Repair Contracts")
	setKingdomRow(s, 0, kept)
	axe := craftID(t, s, Axe, 1, Times1, 0)
	setCraftRow(s, 0, axe)
	setCraftRow(s, 1, craftID(t, s, Sword, 1, Free, 0))
	settle(t, s)
	play(t, s, Learn(1), Pass(), Pass())
	if s.Season != 1 {
		t.Fatalf("season %d after a round of Passes", s.Season)
	}
	if s.KingdomRow[0] != kept || s.CraftRow[0] != axe {
		t.Errorf("box 1 discarded after a Learn Craft: Kingdom row %v, Craft row %v", s.KingdomRow, s.CraftRow)
	}
}
