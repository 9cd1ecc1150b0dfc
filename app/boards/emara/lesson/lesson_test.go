package lesson

import (
	"fmt"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/app/boards/emara/emaratest"
	"tabula/app/boards/emara/words"
	em "tabula/engines/emara"
)

// TestLessonSaysWhatTheEngineDoes checks the numbers the lesson and the
// rules page quote against the engine's data, that Tabula's own values and
// readings (board.Own) are marked as such in both, and that the rules page,
// like the other games', says where Tabula decides.
func TestLessonSaysWhatTheEngineDoes(t *testing.T) {
	var scholar em.Advisor
	for _, a := range em.Advisors {
		if a.Name == "Scholar" {
			scholar = a
		}
	}
	count := em.RankCosts[em.Count]
	quarryHut := em.HutCosts[em.Quarry][0]
	if quarryHut.Total() != 2 || em.MaxMarketBooks != 5 {
		t.Errorf("the lesson says hut 1 of the Quarry takes 2 resources and the Market up to 5 Books")
	}
	boardtest.LessonClaims(t, FirstRounds, []boardtest.Claim{
		{Where: "The crown of Emara", Says: fmt.Sprintf("Over %d rounds", em.Rounds)},
		{Where: "Where the Buildings start", Says: fmt.Sprintf("advises %d for your first game, and, alone, %d (hard) to %d (easy)", em.FirstGameBuildings, words.SoloHardStart, words.SoloEasyStart)},
		{Where: "Where the Buildings start", Says: "(20 here", Own: true},
		{Where: "Rounds and Events", Says: fmt.Sprintf("The game has %d rounds of %d turns", em.Rounds, em.TurnsPerRound)},
		{Where: "Build", Says: fmt.Sprintf("1 Stone {stone} brings %d Building Points", em.StoneBuildings)},
		{Where: "Build", Says: "the next Stone brings 3", Own: true},
		{Where: "Become a Baron", Says: fmt.Sprintf("+%d Citizen Points, and a Count costs %d Gold Coin and %d Signet Ring", em.NobilityCitizens[em.Baron][0], count.Coins, count.Rings), Own: true},
		{Where: "Become a Baron", Says: "in the Nobility row at the foot of the board"},
		{Where: "The Hire or Recruit card", Says: "besides the Bonus Action of the same name", Own: true},
		{Where: "Recruit an Advisor", Says: fmt.Sprintf("(%d Wood and %d Cloth", scholar.Cost[em.Wood], scholar.Cost[em.Cloth]), Own: true},
		{Where: "Recruit an Advisor", Says: fmt.Sprintf("+%d Citizen Points", scholar.Citizens)},
		{Where: "The lower track", Says: fmt.Sprintf("for %d Building Points {building}", em.CastleBookBuildings)},
		{Where: "The lower track", Says: "New lore in old books, pays the same for a Book"},
		{Where: "Hire a Craftsman", Says: fmt.Sprintf("Hut 1 asks %d Stone", quarryHut[em.Stone]), Own: true},
		{Where: "Hire a Craftsman", Says: fmt.Sprintf("He brings %d Citizen Point {citizen} now (your later ones %d, %d and %d", em.CraftsmanCitizens[0], em.CraftsmanCitizens[1], em.CraftsmanCitizens[2], em.CraftsmanCitizens[3]), Own: true},
		{Where: "Books for Citizens", Says: fmt.Sprintf("%d for 1, %d for 2, %d for 3, %d for 4, %d for 5", em.MarketBookCitizens[1], em.MarketBookCitizens[2], em.MarketBookCitizens[3], em.MarketBookCitizens[4], em.MarketBookCitizens[5])},
		{Where: "Buy a Gold Coin", Says: "except to buy Gold Coins", Own: true},
		{Where: "Victoria", Says: fmt.Sprintf("At the end of rounds %d to %d Victoria scores", em.SoloFirstRound, em.Rounds)},
		{Where: "Victoria", Says: fmt.Sprintf("%s in round 2 up to %s in round 5", em.VictoriaRanks[1], em.VictoriaRanks[4])},
		{Where: "The end of the game", Says: fmt.Sprintf("Each Signet Ring {ring} is worth %d points", em.EndRingPoints)},
		{Where: "You are ready", Says: fmt.Sprintf("Buildings on %d", em.FirstGameBuildings)},
	})
	if em.VictoriaRanks[em.Rounds-1] >= 0 || em.VictoriaRanks[0] >= 0 {
		t.Error("Victoria takes a rank in round 1 or 6: the lesson says rounds 2 to 5")
	}
	boardtest.PageClaims(t, words.Rules(), []boardtest.Claim{
		{Says: "Where Tabula decides"},
		{Says: fmt.Sprintf("%d (hard) to %d (easy) when you play alone", words.SoloHardStart, words.SoloEasyStart)},
		{Says: "so that a turn may recruit two Advisors", Own: true},
		{Says: "except when buying Gold Coins", Own: true},
		{Says: "or when you act there with a card, whether or not you then take the Location's action"},
		{Says: fmt.Sprintf("Baron %d Gold", em.RankCosts[em.Baron].Coins), Own: true},
		{Says: "Citizen Points for your first to fourth", Own: true},
		{Says: fmt.Sprintf("1 to %d Books for Citizen Points: 1 for %d, 2 for %d", em.MaxMarketBooks, em.MarketBookCitizens[1], em.MarketBookCitizens[2])},
	})
}

// TestLessonPlaysAFirstGamesNeeds replays the lesson and checks that it
// plays what a first game needs and the first lesson only told:
// the Move and Gold Coins cards, a Craftsman hired and the Market's Books
// sold at the Market, and that it tells what it cannot play: recruiting
// an Advisor without the card, and the rings laid out anew each game,
// which the engine does.
func TestLessonPlaysAFirstGamesNeeds(t *testing.T) {
	st, err := em.Game{}.New(FirstRounds.Config())
	if err != nil {
		t.Fatal(err)
	}
	played := map[string]bool{}
	for k, step := range FirstRounds.Steps {
		if step.Play == "" {
			continue
		}
		a, err := board.Expected(st, step)
		if err != nil {
			t.Fatalf("step %d: %v", k+1, err)
		}
		s := st.(*em.State)
		me := s.Seats[0]
		town := s.Layout[1][me.Councilor[1]]
		hired, books, coins := me.Hired, me.Books, me.Coins
		if err := st.Apply(a); err != nil {
			t.Fatalf("step %d: %v", k+1, err)
		}
		me = s.Seats[0]
		switch {
		case strings.HasPrefix(step.Play, "Play the Move 1 step card"):
			played["the Move card"] = true
		case strings.HasPrefix(step.Play, "Card: pay") && me.Coins > coins:
			played["the Gold Coins card"] = true
		case em.Location(town) == em.Market && me.Books < books:
			played["Books sold at the Market"] = true
		}
		if me.Hired > hired {
			played["a Craftsman hired"] = true
		}
	}
	for _, want := range []string{"the Move card", "the Gold Coins card", "a Craftsman hired", "Books sold at the Market"} {
		if !played[want] {
			t.Errorf("the lesson does not play %s", want)
		}
	}
	var text string
	for _, step := range FirstRounds.Steps {
		text += step.Text + " "
	}
	for _, want := range []string{
		"Without the card, recruiting is one of your 3 Bonus Actions",
		"The Locations lie in a new order round each ring every game",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the lesson does not say %q", want)
		}
	}
	layouts := map[[em.Councilors][em.RingSize]int8]bool{}
	for seed := uint64(1); seed <= 4; seed++ {
		layouts[emaratest.NewState(t, 1, seed).Layout] = true
	}
	if len(layouts) < 2 {
		t.Error("four seeds lay the rings out alike; the lesson says each game has its own order")
	}
}
