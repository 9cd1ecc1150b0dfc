package guide

import (
	"fmt"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board/boardtest"
	bm "tabula/engines/battlemerchants"
)

func TestBattleRulesReference(t *testing.T) {
	htm := boardtest.UIHTML(t, Rules())
	wants := []string{
		"The goal", "A turn", "Craft and what it costs", "Forging", "Selling", "Kingdom Cards",
		"Forge and sell", "End of a Season and battles", "Repairs and cleanup", "Year's End",
		"Two players and Salesman Steve", "Where Tabula decides", "Card almanac", "Reconstructed:",
		"Kingdom 1 with Craft 1",
		fmt.Sprintf("%d gold for a Standard weapon or %d for a Vorpal one", bm.SellValue[bm.Standard], bm.SellValue[bm.Vorpal]),
		fmt.Sprintf("Spring/Summer deck: %d cards", countCraft(false)),
		fmt.Sprintf("Autumn/Winter deck: %d cards", countCraft(true)),
	}
	for _, k := range bm.KingdomCards {
		wants = append(wants, k.Name, k.Text)
	}
	for _, m := range bm.Mats {
		wants = append(wants, fmt.Sprintf(">%s<", m.Colour), fmt.Sprintf("%s, %s", m.StartCraft[0], m.StartCraft[1]))
	}
	for _, want := range wants {
		if !boardtest.Has(htm, want) {
			t.Errorf("the reference lacks %q", want)
		}
	}
}

// countCraft is the number of Craft Cards in one deck of the data.
func countCraft(late bool) int {
	n := 0
	for _, c := range bm.CraftCards {
		if c.Late == late {
			n++
		}
	}
	return n
}

func TestAlmanacHasEveryKingdomCardOnce(t *testing.T) {
	if got := len(kingdomAlmanac()); got != len(bm.KingdomCards) {
		t.Fatalf("%d almanac entries, want %d", got, len(bm.KingdomCards))
	}
	htm := app.HTMLString(battleAlmanac())
	if got := strings.Count(htm, `<li class="rules-card">`); got != len(bm.KingdomCards) {
		t.Errorf("%d Kingdom Cards drawn, want %d", got, len(bm.KingdomCards))
	}
	for _, k := range bm.KingdomCards {
		if got := strings.Count(htm, ">"+boardtest.EscapeHTML(k.Name)+"<"); got != 1 {
			t.Errorf("%q appears %d times as a card name", k.Name, got)
		}
	}
}

func TestCraftKindsCoverEachDeck(t *testing.T) {
	for _, late := range []bool{false, true} {
		kinds, counts := craftKinds(late)
		total := 0
		for _, k := range kinds {
			for w, n := range counts[k] {
				total += n
				want := 0
				for _, c := range bm.CraftCards {
					if c.Late == late && c.Weapon == bm.Weapon(w) && (craftKind{c.Levels, c.Cost, c.Discount}) == k {
						want++
					}
				}
				if n != want {
					t.Errorf("late %t, %+v, %s: %d cards, want %d", late, k, bm.Weapon(w), n, want)
				}
			}
		}
		if total != countCraft(late) || len(counts) != len(kinds) {
			t.Errorf("late %t: the kinds hold %d cards in %d kinds (%d listed), the deck has %d", late, total, len(counts), len(kinds), countCraft(late))
		}
	}
}

func TestRulesTexts(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{playerCountsText([5]bool{2: true, 3: true, 4: true}), "2–4 players"},
		{playerCountsText([5]bool{2: true, 4: true}), "2 and 4 players"},
		{playerCountsText([5]bool{2: true, 3: true}), "2–3 players"},
		{playerCountsText([5]bool{3: true}), "3 players"},
		{playerCountsText([5]bool{}), "no player count"},
		{craftCountText(&[bm.NumWeapons]int{3, 3, 3, 3}), "3 per weapon"},
		{craftCountText(&[bm.NumWeapons]int{1, 2, 0, 1}), "Axe 1, Sword 2, Mace 0 and Hammer 1"},
		{kingdomLimits(), "2 in Spring, 3 in Summer, 3 in Autumn and 4 in Winter"},
		{sideBoardLinks(), "Kingdom 1 with Craft 1, Kingdom 2 with Craft 2, Kingdom 3 with Craft 3 and Craft 4 with Craft 5"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}
