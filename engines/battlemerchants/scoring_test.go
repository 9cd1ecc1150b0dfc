package battlemerchants

import (
	"fmt"
	"slices"
	"testing"
)

// Year's End: unsold weapons, the Defeated Weapons bonus, End cards, the
// tie-break.

// endWinter plays the last turn of Winter: seat passes (it is left with
// nothing to do) and the game is scored.
func endWinter(t *testing.T, s *State, seat int) {
	t.Helper()
	s.Season = Seasons - 1
	s.Current = seat
	setGold(s, seat, 0)
	clearRows(s)
	settle(t, s)
	lastTurn(s)
	play(t, s, Pass())
	if !s.Over() || s.ToMove() != -1 || len(s.Legal()) != 0 || s.Phase != PhaseOver {
		t.Fatalf("game not over after Winter: season %d, phase %d", s.Season, s.Phase)
	}
}

// TestYearEnd checks Year's End with 4 players: after the Winter battles
// and repairs (no cleanup), unsold weapons at their End value, 15 and 7 for
// the two highest Defeated totals (Vorpal counting two), End cards; the
// Result is the gold, with the ledger as its breakdown.
func TestYearEnd(t *testing.T) {
	s := newGame(t, 4)
	give(s, 0, Axe, Standard, 2)
	give(s, 0, Sword, Vorpal, 1)
	s.Seats[0].Rewards[Orcs] = 3 // no bonus on unsold weapons
	s.Seats[0].Defeated = [NumQualities]int{1, 1}
	s.Seats[1].Defeated = [NumQualities]int{2, 0}
	s.Seats[2].Defeated = [NumQualities]int{0, 1}
	giveKingdom(s, 1, kingdomID(t, "Quartermaster"))
	place(s, at(t, s, Forest, Orcs, 0), 1, Standard)
	s.Current = 3
	before := golds(s)
	endWinter(t, s, 3)
	before[3] = 0

	quartermaster := KingdomCards[kingdomID(t, "Quartermaster")].N
	want := []struct{ unsold, defeated, cards, repairs int }{
		{2*EndValue[Standard] + EndValue[Vorpal], 15, 0, 0},
		{0, 7, quartermaster, 2},
		{0, 7, 0, 0},
		{0, 0, 0, 0},
	}
	r := s.Result()
	for seat, w := range want {
		p := &s.Seats[seat]
		if p.Ledger[LedgerUnsold] != w.unsold || p.Ledger[LedgerDefeated] != w.defeated || p.Ledger[LedgerEndCards] != w.cards || p.Ledger[LedgerRepairs] != w.repairs {
			t.Errorf("seat %d: unsold %d, defeated %d, cards %d, repairs %d; want %+v", seat,
				p.Ledger[LedgerUnsold], p.Ledger[LedgerDefeated], p.Ledger[LedgerEndCards], p.Ledger[LedgerRepairs], w)
		}
		if g := before[seat] + w.unsold + w.defeated + w.cards + w.repairs; p.Gold != g || r.Scores[seat] != g {
			t.Errorf("seat %d: gold %d, score %d, want %d", seat, p.Gold, r.Scores[seat], g)
		}
		if !slices.Equal(r.Points[seat], p.Ledger[:]) {
			t.Errorf("seat %d: points %v, ledger %v", seat, r.Points[seat], p.Ledger)
		}
	}
	if s.Season != Seasons-1 || s.KingdomRow != [KingdomRowSize]int{-1, -1, -1} {
		t.Errorf("cleanup ran after Winter: season %d, Kingdom row %v", s.Season, s.KingdomRow)
	}
	if s.Progress() != "Game over" {
		t.Errorf("Progress = %q", s.Progress())
	}
}

// TestDefeatedBonus checks the Defeated Weapons bonus and the engine's
// interpretation of ties: everyone tied for the highest total gets 15 (and
// nobody gets 7); with a single leader, everyone tied for the next total
// gets 7; an empty pile scores nothing. With 2 players only the highest
// total scores, 7 (both when tied).
func TestDefeatedBonus(t *testing.T) {
	tests := []struct {
		totals []int
		want   []int
	}{
		{[]int{3, 2, 2, 0}, []int{15, 7, 7, 0}},
		{[]int{3, 3, 1, 0}, []int{15, 15, 0, 0}},
		{[]int{2, 0, 0, 0}, []int{15, 0, 0, 0}},
		{[]int{1, 1, 1, 1}, []int{15, 15, 15, 15}},
		{[]int{0, 0, 0, 0}, []int{0, 0, 0, 0}},
		{[]int{4, 2, 1}, []int{15, 7, 0}},
		{[]int{0, 5, 5}, []int{0, 15, 15}},
		{[]int{3, 1}, []int{7, 0}},
		{[]int{1, 3}, []int{0, 7}},
		{[]int{2, 2}, []int{7, 7}},
		{[]int{0, 0}, []int{0, 0}},
	}
	for _, tc := range tests {
		s := newGame(t, len(tc.totals))
		for seat, total := range tc.totals {
			s.Seats[seat].Defeated = [NumQualities]int{total % 2, total / 2} // Vorpal counts two
		}
		if got := s.defeatedBonus(); !slices.Equal(got, tc.want) {
			t.Errorf("totals %v: bonus %v, want %v", tc.totals, got, tc.want)
		}
	}
}

// TestEndCards checks each End card at Year's End, and Royal Armory's
// full value for unsold weapons.
func TestEndCards(t *testing.T) {
	tests := []struct {
		card   string
		count  int // what the card counts in the scenario below
		unsold [NumQualities]int
	}{
		{"", 0, EndValue},
		{"Trophy Hunters", 3, EndValue},  // Defeated tiles (not their value)
		{"Merchant Prince", 3, EndValue}, // Reward Tiles, the printed one included
		{"Guild Charter", 3, EndValue},   // Craft Cards
		{"Quartermaster", 3, EndValue},   // weapons on the board
		{"Grand Marshal", 2, EndValue},   // Vorpal weapons on the board
		{"Cartographers", 2, EndValue},   // Regions with a weapon
		{"Royal Armory", 0, SellValue},
	}
	for _, tc := range tests {
		t.Run(tc.card, func(t *testing.T) {
			s := newGame(t, 4)
			n := 0
			if tc.card != "" {
				giveKingdom(s, 0, kingdomID(t, tc.card))
				n = KingdomCards[kingdomID(t, tc.card)].N
			}
			s.Seats[0].Defeated = [NumQualities]int{2, 1}
			s.Seats[0].Rewards[Dwarves] = 2
			for range 3 {
				giveCraft(s, 0, craftID(t, s, Hammer, 1, Free, 0))
			}
			place(s, at(t, s, Mountains, Dwarves, 0), 0, Vorpal)
			place(s, at(t, s, Mountains, Dwarves, 1), 0, Standard)
			place(s, at(t, s, Forest, Orcs, 0), 0, Vorpal)
			give(s, 0, Axe, Standard, 1)
			give(s, 0, Axe, Vorpal, 1)
			endWinter(t, s, 3)
			p := &s.Seats[0]
			if p.Ledger[LedgerEndCards] != n*tc.count {
				t.Errorf("End cards paid %d, want %d", p.Ledger[LedgerEndCards], n*tc.count)
			}
			if want := tc.unsold[Standard] + tc.unsold[Vorpal]; p.Ledger[LedgerUnsold] != want {
				t.Errorf("unsold weapons paid %d, want %d", p.Ledger[LedgerUnsold], want)
			}
		})
	}
}

// TestMerchantPrinceRegionTiles: Merchant Prince pays "1 gold per Reward
// Tile you have", and the book's Reward Tiles include the Region tiles:
// "68 hexagonal Reward Tiles, including: … 1 Desert tile" and "Place the four
// Reward Tiles that show a Region on the matching Region spaces" (Components;
// Setup 3). Red with its printed Orc tile, a Dwarf tile and the Desert tile
// has three: paid 3 from rules version 3, 2 under version 2 (kept for its
// saves).
func TestMerchantPrinceRegionTiles(t *testing.T) {
	for _, tc := range []struct {
		rules, want int
	}{{2, 2}, {3, 3}} {
		t.Run(fmt.Sprint("rules ", tc.rules), func(t *testing.T) {
			s := newGame(t, 4)
			s.Rules = tc.rules
			giveKingdom(s, 0, kingdomID(t, "Merchant Prince"))
			s.Seats[0].Rewards[Dwarves] = 1
			s.RegionOwner[Desert] = 0
			s.RegionOwner[Forest] = 1
			endWinter(t, s, 0)
			if got := s.Seats[0].Ledger[LedgerEndCards]; got != tc.want {
				t.Errorf("Merchant Prince paid %d for the Orc, Dwarf and Desert tiles, want %d", got, tc.want)
			}
		})
	}
}

// TestBalancedEndCards checks the two End cards rules version 3 changed
// (after the balance report) under both versions: Royal Armory scores
// every unsold Weapon at its Sell value under version 2, only the two most
// valuable from version 3 (the rest at their End value); Trophy Hunters
// pays 2 gold per Defeated Weapon under version 2, 1 from version 3.
func TestBalancedEndCards(t *testing.T) {
	unsold := func(vorpalAtSell, standardAtSell, standardAtEnd int) int {
		return vorpalAtSell*SellValue[Vorpal] + standardAtSell*SellValue[Standard] + standardAtEnd*EndValue[Standard]
	}
	for _, tc := range []struct {
		card        string
		rules       int
		unsold, end int
	}{
		{"Royal Armory", 2, unsold(1, 3, 0), 0},
		{"Royal Armory", 3, unsold(1, 1, 2), 0},
		{"Trophy Hunters", 2, unsold(0, 0, 0) + EndValue[Vorpal] + 3*EndValue[Standard], 2 * 3},
		{"Trophy Hunters", 3, unsold(0, 0, 0) + EndValue[Vorpal] + 3*EndValue[Standard], 1 * 3},
	} {
		t.Run(fmt.Sprintf("%s, rules %d", tc.card, tc.rules), func(t *testing.T) {
			s := newGame(t, 4)
			s.Rules = tc.rules
			giveKingdom(s, 0, kingdomID(t, tc.card))
			s.Seats[0].Defeated = [NumQualities]int{2, 1} // three tiles
			give(s, 0, Mace, Standard, 2)
			give(s, 0, Axe, Standard, 1)
			give(s, 0, Axe, Vorpal, 1)
			endWinter(t, s, 3)
			p := &s.Seats[0]
			if p.Ledger[LedgerUnsold] != tc.unsold || p.Ledger[LedgerEndCards] != tc.end {
				t.Errorf("unsold weapons paid %d, End cards %d; want %d and %d",
					p.Ledger[LedgerUnsold], p.Ledger[LedgerEndCards], tc.unsold, tc.end)
			}
		})
	}
}

// TestTieBreak checks the tie-break of Year's End: tied players get 2 per
// Standard and 3 per Vorpal Weapon they own on the board; the higher wins
// the Rank; a tie that stands shares it.
func TestTieBreak(t *testing.T) {
	for _, tc := range []struct {
		name    string
		quality [2]Quality // of the one weapon seats 0 and 1 have on the board
		rank    []int
	}{
		{"Vorpal beats Standard", [2]Quality{Vorpal, Standard}, []int{1, 2, 3}},
		{"Standard loses to Vorpal", [2]Quality{Standard, Vorpal}, []int{2, 1, 3}},
		{"tie stands", [2]Quality{Standard, Standard}, []int{1, 1, 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newGame(t, 3)
			setGold(s, 0, 20)
			setGold(s, 1, 20)
			place(s, at(t, s, Mountains, Dwarves, 0), 0, tc.quality[0])
			place(s, at(t, s, Forest, Orcs, 0), 1, tc.quality[1])
			endWinter(t, s, 2)
			r := s.Result()
			if r.Scores[0] != 22 || r.Scores[1] != 22 {
				t.Fatalf("scores %v, want the first two tied on 22", r.Scores)
			}
			if want := []int{TieBreakWorth[tc.quality[0]], TieBreakWorth[tc.quality[1]], 0}; !slices.Equal(r.TieBreak, want) {
				t.Errorf("tie-break %v, want %v", r.TieBreak, want)
			}
			if !slices.Equal(r.Rank, tc.rank) {
				t.Errorf("rank %v, want %v", r.Rank, tc.rank)
			}
		})
	}
	if TieBreakWorth != [NumQualities]int{2, 3} {
		t.Errorf("tie-break worth %v; the rulebook says 2 and 3", TieBreakWorth)
	}
}
