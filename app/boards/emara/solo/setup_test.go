package solo

import (
	"errors"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/engines"
	em "tabula/engines/emara"
)

// emaraForm is the Crown of Emara part of the new-game form as the setup
// screen makes it, with the query q and the records in kv, and the player
// count the query asks for (2 when it asks for none, the form's default).
func emaraForm(kv board.Storage, q url.Values) (*emaraSetup, int) {
	f, players := NewSetup(kv, q)
	if players == 0 {
		players = 2
	}
	return f.(*emaraSetup), players
}

func TestEmaraSetupDefaults(t *testing.T) {
	kv := boardtest.NewMemStorage()
	f, players := emaraForm(kv, url.Values{})
	if players != 2 || f.Start != startEventCard || f.Solo != soloHighscore || f.Campaign != [2]int{40, 40} {
		t.Errorf("default form %+v", f)
	}
	if got := f.buildingStart(players, nil, 25); got != 25 {
		t.Errorf("default start %d, want the Event card's 25 (the rulebook's rule)", got)
	}
	if err := storeEmaraSolo(kv, emaraSolo{Campaign: []emaraCampaignGame{{Start: 40, Won: true}, {Start: 40, Full: true}}}); err != nil {
		t.Fatal(err)
	}
	f, players = emaraForm(kv, url.Values{"solo": {soloCampaign}})
	if players != 1 || !f.campaign(players) || f.Campaign != [2]int{35, 42} {
		t.Errorf("a Campaign link gives %d players, %+v", players, f)
	}
	if got := f.buildingStart(1, nil, 25); got != 35 {
		t.Errorf("Campaign start %d, want 35", got)
	}
	if got := f.buildingStart(1, []string{em.VariantFullSelection}, 25); got != 42 {
		t.Errorf("Full Selection Campaign start %d, want 42", got)
	}
}

func TestEmaraSetupStartChoices(t *testing.T) {
	cases := []struct {
		e        emaraSetup
		players  int
		want     int
		problems int
	}{
		{emaraSetup{Start: StartFirstGame}, 3, 35, 0},
		{emaraSetup{Start: startEventCard}, 2, 25, 0},
		{emaraSetup{Start: startChosen, Chosen: " 17 "}, 4, 17, 0},
		{emaraSetup{Start: startChosen, Chosen: "101"}, 2, 35, 1},
		{emaraSetup{Start: startChosen, Chosen: "-1"}, 2, 35, 1},
		{emaraSetup{Start: startChosen, Chosen: "x"}, 1, 35, 1},
		{emaraSetup{Start: startChosen, Chosen: "x", Solo: soloCampaign, Campaign: [2]int{42, 30}}, 1, 42, 0},
		{emaraSetup{Start: startEventCard, Solo: soloCampaign, Campaign: [2]int{42, 30}}, 2, 25, 0},
	}
	for i, c := range cases {
		if got := len(c.e.Problems(c.players, nil)); got != c.problems {
			t.Errorf("case %d: %d problems, want %d", i, got, c.problems)
		}
		if c.problems == 0 {
			if got := c.e.buildingStart(c.players, nil, 25); got != c.want {
				t.Errorf("case %d: start %d, want %d", i, got, c.want)
			}
		}
	}
	// The rulebook allows Full Selection in Solo Mode and only advises a
	// separate score sheet (the review found the Campaign refusing it).
	f, players := emaraForm(boardtest.NewMemStorage(), url.Values{"solo": {soloCampaign}})
	if ps := f.Problems(players, []string{em.VariantFullSelection}); len(ps) != 0 {
		t.Errorf("a Full Selection Campaign game is refused: %v", ps)
	}
	f, players = emaraForm(boardtest.NewMemStorage(), url.Values{})
	f.Start, f.Chosen = startChosen, "101"
	if ps := f.Problems(players, nil); len(ps) != 1 || !strings.Contains(ps[0], "Buildings' start") {
		t.Errorf("setup problems %v", ps)
	}
}

// TestEmaraBegin starts games as the setup screen does: the start is the
// first action of the log, and a solo game is noted for its result.
func TestEmaraBegin(t *testing.T) {
	kv := boardtest.NewMemStorage()
	card := 0 // the setup Event card's number in the last game begun
	begin := func(f *emaraSetup, id string, players int) (*em.State, error) {
		t.Helper()
		st, err := em.Game{}.New(engines.Config{Players: players, Seed: 77})
		if err != nil {
			t.Fatal(err)
		}
		card = st.(*em.State).TopEvent().BuildingStart
		return st.(*em.State), f.Begin(kv, id, st, players, nil, st.Apply)
	}
	f, players := emaraForm(kv, url.Values{})
	st, err := begin(f, "a", players)
	if err != nil {
		t.Fatal(err)
	}
	if st.Phase == em.PhaseStart || st.BuildingStart != card {
		t.Errorf("after the setup: phase %d, start %d (card %d)", st.Phase, st.BuildingStart, card)
	}
	if kv.Contains(emaraSoloKey) {
		t.Error("a 2-player game touched the solo records")
	}

	f, players = emaraForm(kv, url.Values{"solo": {soloCampaign}})
	st, err = begin(f, "b", players)
	if err != nil {
		t.Fatal(err)
	}
	r, _ := loadEmaraSolo(kv)
	if g := r.Pending["b"]; g.Mode != soloCampaign || g.Start != 40 || st.BuildingStart != 40 {
		t.Errorf("Campaign game noted as %+v", g)
	}

	kv.Full = true
	if _, err := begin(f, "c", players); !errors.Is(err, board.ErrStorage) {
		t.Errorf("a Campaign game with a full storage gave %v", err)
	}
	kv.Full = false
	f.Solo = soloHighscore
	if _, err := begin(f, "d", players); err != nil {
		t.Fatal(err)
	}
	r, _ = loadEmaraSolo(kv)
	if g, ok := r.Pending["d"]; !ok || g.Mode != soloHighscore {
		t.Errorf("Beat the Highscore game noted as %+v, %v", g, ok)
	}
}

func TestEmaraSetupFields(t *testing.T) {
	f, _ := emaraForm(boardtest.NewMemStorage(), url.Values{"solo": {soloHighscore}})
	page := boardtest.UIHTML(t, f.Render(1, nil))
	for _, want := range []string{"Solo mode against Victoria", "Beat the Highscore", "Campaign: start on 40", "Buildings start on", "35, recommended for a first game"} {
		if !strings.Contains(page, want) {
			t.Errorf("the solo setup lacks %q", want)
		}
	}
	f.Solo = soloCampaign
	if page := boardtest.UIHTML(t, f.Render(1, nil)); strings.Contains(page, "Buildings start on") {
		t.Error("a Campaign game offers a choice of start")
	}
	if page := boardtest.UIHTML(t, f.Render(2, nil)); strings.Contains(page, "Solo mode") || !strings.Contains(page, "Buildings start on") {
		t.Error("the 2-player setup is wrong")
	}
}

func TestEmaraSoloPage(t *testing.T) {
	kv := boardtest.NewMemStorage()
	if err := storeEmaraSolo(kv, emaraSolo{
		Highscores: []emaraHighscore{{Start: 35, Score: 61, Higher: 66, Name: "Ada", When: 1}, {Start: 12, Score: 50, Higher: 52, Name: "Bo"}, {Start: 35, Full: true, Score: 70, Higher: 71, Name: "Cy"}},
		Campaign: []emaraCampaignGame{{Start: 40, Score: 60, Victoria: 55, Won: true, Name: "Ada"}, {Start: 40, Full: true, Score: 64, Victoria: 60, Won: true, Name: "Cy"},
			{Start: 35, Score: 50, Victoria: 58, Name: "Ada"}},
	}); err != nil {
		t.Fatal(err)
	}
	page := boardtest.UIHTML(t, soloRecords(kv))
	for _, want := range []string{"61 (66)", "50 (52)", "With Full Selection", "70 (71)", "The next Campaign game starts on 37.",
		"The next Campaign game starts on 35.", "Victoria beaten from 40, with 64 points", "Campaign games, Full Selection",
		"Victoria beaten from 40, with 60 points", "won (−5)", "lost (+2)", "Play the next Campaign game (start 37)", "solo=campaign"} {
		if !strings.Contains(page, want) {
			t.Errorf("the solo records lack %q", want)
		}
	}
	for _, start := range emaraSheetStarts {
		if !strings.Contains(page, `<th scope="row">`+strconv.Itoa(start)+`</th>`) {
			t.Errorf("no row for the start %d", start)
		}
	}
	empty := boardtest.UIHTML(t, soloRecords(boardtest.NewMemStorage()))
	if !strings.Contains(empty, "No Campaign game yet") || !strings.Contains(empty, "has not been beaten yet") {
		t.Error("empty records are not explained")
	}
}
