package coincrown

import (
	"fmt"
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	cc "tabula/engines/coincrown"
)

// TestLessonSaysWhatTheEngineDoes checks the numbers the lesson and the
// rules page quote against the engine's data, and that Tabula's own values
// and readings (board.Own) are marked as such in both.
func TestLessonSaysWhatTheEngineDoes(t *testing.T) {
	iron := func(c cc.Category) string { return fmt.Sprintf("%d point", cc.IronValue[c]) }
	boardtest.LessonClaims(t, lesson, []boardtest.Claim{
		{Where: "Your Income", Says: fmt.Sprintf("Each year starts with %d coins", cc.IncomeDraw)},
		{Where: "Your Income", Says: fmt.Sprintf("A Gold {gold} is worth %d Silver {silver}, a Silver %d Bronze", cc.MintRate, cc.MintRate)},
		{Where: "One action a turn", Says: fmt.Sprintf("A Cavalry {sword} adds %d Battle Strength", cc.Types[cc.Cavalry].Strength)},
		{Where: "One action a turn", Says: "for 1 Silver", Own: true},
		{Where: "Pay the exact price", Says: "you took that Iron coin: " + iron(cc.CatMilitary), Own: true},
		{Where: "Conquest by diplomacy", Says: fmt.Sprintf("a Hamlet costs %s and a Village %s", cc.DiplomacyCost[cc.Hamlet], cc.DiplomacyCost[cc.Village])},
		{Where: "Iron coins", Says: "1 or 2 each", Own: true},
		{Where: "Conquest by force", Says: "defense 3", Own: true},
		{Where: "Charge!", Says: fmt.Sprintf("A Standard Troop adds %d, an Elite Troop %d, a Cavalry %d, and Armor %d, but only worn by a deployed Troop",
			cc.Types[cc.StandardTroop].Strength, cc.Types[cc.EliteTroop].Strength, cc.Types[cc.Cavalry].Strength, cc.Types[cc.Armor].Strength)},
		{Where: "Resources", Says: "for 2 Bronze", Own: true},
		{Where: "Pay 2 Bronze", Says: "Most Pastures Iron coin: " + iron(cc.CatPastures), Own: true},
		{Where: "The Overseas Market", Says: fmt.Sprintf("%d Bronze a Wheat", overseasPrice(cc.Wheat))},
		{Where: "The Overseas Market", Says: fmt.Sprintf("%d an Ore", overseasPrice(cc.Ore))},
		{Where: "The Church", Says: fmt.Sprintf("scores %d points in a two-player game (%d each if tied)", cc.ChurchPoints(2)[0], cc.ChurchPoints(2)[0]-cc.ChurchTiePenalty)},
		{Where: "A new year", Says: "unspent coins go to the discard pile", Own: true},
		{Where: "Five years, then the count", Says: fmt.Sprintf("(Hamlet %d, Village %d, Town %d, City %d)", cc.LandPoints[cc.Hamlet], cc.LandPoints[cc.Village], cc.LandPoints[cc.Town], cc.LandPoints[cc.City])},
		{Where: "Five years, then the count", Says: fmt.Sprintf("%d for Lands", 2*cc.LandPoints[cc.Village])},
		{Where: "Five years, then the count", Says: fmt.Sprintf("%d for four Iron coins", cc.IronValue[cc.CatMilitary]+cc.IronValue[cc.CatPastures]+cc.IronValue[cc.CatBuildings]+cc.IronValue[cc.CatBuilders]), Own: true},
		{Where: "A Builder", Says: "for 1 Silver and 1 Bronze", Own: true},
		{Where: "Buy unseen", Says: fmt.Sprintf("%s for the Bronze deck, %s for the Silver deck, %s for the Gold deck", cc.DrawCost[cc.Bronze], cc.DrawCost[cc.Silver], cc.DrawCost[cc.Gold])},
	})
	boardtest.PageClaims(t, coinRules(), []boardtest.Claim{
		{Says: "Not in the last year", Own: true},
		{Says: "Silver pays at its worth", Own: true},
		{Says: "Unspent Income goes to the discard pile", Own: true},
		{Says: fmt.Sprintf("the points on each one you hold, %d for Fields", cc.IronValue[cc.CatFields]), Own: true},
	})
}

// overseasPrice is the Overseas Market's price of resource r in Bronze.
func overseasPrice(r cc.Resource) int {
	for _, it := range cc.OverseasItems {
		if it.Resource == r && it.Strength == 0 {
			return it.Level
		}
	}
	return -1
}

// TestLessonTeachesAFirstGamesNeeds replays the lesson and checks that it
// plays what a first game needs: a Builder bought and exhausted
// for an upgrade, the Overseas token moved up, a card bought unseen from a
// deck, a Building used; that coins given to the Church or paid Overseas
// leave the player's coins and do not come back at the year's end; and the
// Notes' Iron coins and Year 2's Income.
func TestLessonTeachesAFirstGamesNeeds(t *testing.T) {
	st, err := cc.Game{}.New(lesson.Config())
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*cc.State)
	taught := map[string]bool{}
	gone := 0 // coin value given to the Church or paid Overseas
	for _, step := range lesson.Steps {
		if step.Title == "Year 2" && s.Seats[0].Income != (cc.Coins{2, 3, 0}) {
			t.Errorf("Year 2's Income is %v, the lesson says 3 Silver and 2 Bronze", s.Seats[0].Income)
		}
		if step.Play == "" {
			continue
		}
		a, err := board.Expected(s, step)
		if err != nil {
			t.Fatal(err)
		}
		me := &s.Seats[0]
		before, level, lands := heldValue(me), me.Overseas, me.Lands[len(me.Lands)-1].Level
		church, payingOverseas := me.Church, s.PayFor == cc.PayOverseas || s.PayFor == cc.PayAdvance
		if err := s.Apply(a); err != nil {
			t.Fatalf("%s: %v", step.Title, err)
		}
		me = &s.Seats[0]
		switch {
		case a.Kind == cc.KindBuilder && s.Seats[0].Lands[len(me.Lands)-1].Level > lands:
			taught["a Builder in an upgrade"] = true
		case me.Overseas > level:
			taught["the Overseas token"] = true
		case a.Kind == cc.KindDraw:
			last := me.Cards[len(me.Cards)-1]
			if cc.MarketCards[last.ID].Type != cc.WoolenMill || s.Iron[cc.CatBuildings] != 0 {
				t.Error("the card drawn unseen is not the Woolen Mill, or brought no Most Buildings Iron coin")
			}
			taught["a card bought unseen"] = true
		case a.Kind == cc.KindMill:
			taught["a Building used"] = true
		}
		if step.Title == "Pay for the Builder" && s.Iron[cc.CatBuilders] != 0 {
			t.Error("the Skilled Builder brought no Most Builders Iron coin")
		}
		if me.Church != church {
			gone += me.Church.Value() - church.Value()
		}
		if payingOverseas && a.Kind == cc.KindPay {
			gone += before - heldValue(me)
		}
	}
	for _, want := range []string{"a Builder in an upgrade", "the Overseas token", "a card bought unseen", "a Building used"} {
		if !taught[want] {
			t.Errorf("the lesson does not play %s", want)
		}
	}
	start, err := cc.Game{}.New(lesson.Config())
	if err != nil {
		t.Fatal(err)
	}
	first := &start.(*cc.State).Seats[0]
	if gone <= 0 || heldValue(&s.Seats[0]) != heldValue(first)-gone {
		t.Errorf("the player's coins went from %d to %d; %d went to the Church or Overseas", heldValue(first), heldValue(&s.Seats[0]), gone)
	}
}

// heldValue is the value in Bronze of every coin p holds: in the purse, the
// Income, the discard pile and on the purse for next year.
func heldValue(p *cc.Player) int {
	v := p.Purse.Value() + p.Income.Value() + p.Discard.Value()
	if p.Reserved >= 0 {
		v += cc.DenomValue[p.Reserved]
	}
	return v
}
