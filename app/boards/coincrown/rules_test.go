package coincrown

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"tabula/app/board/boardtest"
	"tabula/engines"
	cc "tabula/engines/coincrown"
)

func TestCoinRulesReference(t *testing.T) {
	htm := boardtest.UIHTML(t, coinRules())
	wants := []string{
		"The goal", "Setting up", "Coins", "A year", "Buying", "Conquering",
		"Upgrading", "Free actions", "Iron coins", "End of a year", "Scoring", "Where Tabula decides",
		"Almanac", "Reconstructed:",
		fmt.Sprintf("Market cards (%d: Bronze %d, Silver %d, Gold %d)", len(cc.MarketCards), cc.DeckSize[cc.Bronze], cc.DeckSize[cc.Silver], cc.DeckSize[cc.Gold]),
		fmt.Sprintf("Lands (%d)", len(cc.LandCards)),
		fmt.Sprintf("Everyone draws %d coins", cc.IncomeDraw),
		fmt.Sprintf("%s for a Hamlet or %s for a Village", cc.DiplomacyCost[cc.Hamlet], cc.DiplomacyCost[cc.Village]),
		"with two players most 3; with three most 3 and second 1; with four most 4, second 2 and third 1",
		"from Year 4 with three players, and in Year 5 with two or four",
		"Wheat 1, 1 Battle Strength 2, Sheep 2, Lumber 2, 2 Battle Strength 3, Ore 4",
	}
	for typ := range cc.CardType(cc.NumCardTypes) {
		wants = append(wants, ">"+boardtest.EscapeHTML(typ.String())+"<", boardtest.EscapeHTML(abilityText[typ]))
	}
	for c := range cc.Category(cc.NumCategories) {
		wants = append(wants, "Most "+c.String())
	}
	for _, want := range wants {
		if !strings.Contains(htm, want) {
			t.Errorf("the reference lacks %q", want)
		}
	}
}

func TestCoinAlmanacCountsEveryCard(t *testing.T) {
	kinds, counts := almanacKinds()
	total := 0
	perDeck := [cc.NumDenoms]int{}
	for _, k := range kinds {
		total += counts[k]
		perDeck[k.Deck] += counts[k]
	}
	if total != len(cc.MarketCards) || len(kinds) != len(counts) {
		t.Errorf("%d cards in %d kinds (%d counted), want %d", total, len(kinds), len(counts), len(cc.MarketCards))
	}
	if perDeck != cc.DeckSize {
		t.Errorf("cards per deck %v, want %v", perDeck, cc.DeckSize)
	}
	for typ, text := range abilityText {
		if text == "" {
			t.Errorf("%s has no ability text", cc.CardType(typ))
		}
	}
}

func TestCoinTexts(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{needsWords([cc.NumResources]int{1, 0, 2, 1}), "Wheat, 2 Lumber and Ore"},
		{needsWords([cc.NumResources]int{}), "nothing"},
		{churchPointsText(2), "most 3"},
		{rangeText([]int{2, 3, 4}), "2–4"},
		{rangeText([]int{5}), "5"},
		{ordinalWord(cc.Years), "fifth"},
		{overseasText(0), "at the base"},
		{overseasText(3), "level 3"},
		{worth(7), "worth 7"},
		{withArticle("Armor"), "an Armor"},
		{withArticle("Field"), "a Field"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

func TestEveryResourceHasAProducer(t *testing.T) {
	for r := range cc.Resource(cc.NumResources) {
		if name := producerName(r); name == r.String() {
			t.Errorf("%s: no card produces it", r)
		}
	}
}

// TestRulesSayWhenTheMintServesAPayment: the current rules offer the
// turn's Imperial Mint visit in the middle of a payment (random games find
// such a position), and the rules page says so where it lists the free
// actions and under Where Tabula decides, never that no free action comes
// in a payment.
func TestRulesSayWhenTheMintServesAPayment(t *testing.T) {
	found := false
	for seed := uint64(1); seed <= 40 && !found; seed++ {
		st, err := cc.Game{}.New(engines.Config{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 3))
		for !st.Over() && !found {
			legal := st.Legal()
			s := st.(*cc.State)
			found = s.Phase == cc.PhasePay && slices.ContainsFunc(legal, func(a engines.Action) bool { return a.Kind == cc.KindMint })
			if err := st.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !found {
		t.Fatal("no random game offered the Imperial Mint in the middle of a payment")
	}
	htm := boardtest.UIHTML(t, coinRules())
	for _, want := range []string{"(and, at the Imperial Mint, during a payment)", "the turn&#39;s Imperial Mint visit may also come in the middle of a payment"} {
		if !strings.Contains(htm, want) {
			t.Errorf("the rules page does not say %q", want)
		}
	}
	if strings.Contains(htm, "not in the middle of a payment") {
		t.Error("the rules page says no free action comes in the middle of a payment")
	}
}
