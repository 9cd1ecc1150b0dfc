package app

import (
	"errors"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/engines"
	em "tabula/engines/emara"
)

// emaraForm is the new-game form of Crown of Emara as the setup page makes
// it, with the query q and the records in kv.
func emaraForm(kv storage, q url.Values) setup {
	f := newSetup(em.Game{}.Info(), computerLevels())
	newEmaraSetup(kv, q, &f)
	return f
}

func TestEmaraSetupDefaults(t *testing.T) {
	kv := newMemStorage()
	f := emaraForm(kv, url.Values{})
	if f.Players != 2 || f.Emara.Start != startEventCard || f.Emara.Solo != soloHighscore || f.Emara.Campaign != [2]int{40, 40} {
		t.Errorf("default form %+v", f.Emara)
	}
	if got := f.Emara.buildingStart(f.Players, nil, 25); got != 25 {
		t.Errorf("default start %d, want the Event card's 25 (the rulebook's rule)", got)
	}
	if err := storeEmaraSolo(kv, emaraSolo{Campaign: []emaraCampaignGame{{Start: 40, Won: true}, {Start: 40, Full: true}}}); err != nil {
		t.Fatal(err)
	}
	f = emaraForm(kv, url.Values{"solo": {soloCampaign}})
	if f.Players != 1 || !f.Emara.campaign(f.Players) || f.Emara.Campaign != [2]int{35, 42} {
		t.Errorf("a Campaign link gives %d players, %+v", f.Players, f.Emara)
	}
	if got := f.Emara.buildingStart(1, nil, 25); got != 35 {
		t.Errorf("Campaign start %d, want 35", got)
	}
	if got := f.Emara.buildingStart(1, []string{em.VariantFullSelection}, 25); got != 42 {
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
		{emaraSetup{Start: startFirstGame}, 3, 35, 0},
		{emaraSetup{Start: startEventCard}, 2, 25, 0},
		{emaraSetup{Start: startChosen, Chosen: " 17 "}, 4, 17, 0},
		{emaraSetup{Start: startChosen, Chosen: "101"}, 2, 35, 1},
		{emaraSetup{Start: startChosen, Chosen: "-1"}, 2, 35, 1},
		{emaraSetup{Start: startChosen, Chosen: "x"}, 1, 35, 1},
		{emaraSetup{Start: startChosen, Chosen: "x", Solo: soloCampaign, Campaign: [2]int{42, 30}}, 1, 42, 0},
		{emaraSetup{Start: startEventCard, Solo: soloCampaign, Campaign: [2]int{42, 30}}, 2, 25, 0},
	}
	for i, c := range cases {
		if got := len(c.e.problems(c.players)); got != c.problems {
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
	f := emaraForm(newMemStorage(), url.Values{"solo": {soloCampaign}})
	f.Variants = []string{em.VariantFullSelection}
	if ps := f.problems(em.Game{}.Info(), computerLevels()); len(ps) != 0 {
		t.Errorf("a Full Selection Campaign game is refused: %v", ps)
	}
	f = emaraForm(newMemStorage(), url.Values{})
	f.Emara.Start, f.Emara.Chosen = startChosen, "101"
	if ps := f.problems(em.Game{}.Info(), computerLevels()); len(ps) != 1 || !strings.Contains(ps[0], "Buildings' start") {
		t.Errorf("setup problems %v", ps)
	}
}

// TestEmaraBegin starts games as the setup page does: the start is the
// first action of the log, and a Campaign game is noted for its result.
func TestEmaraBegin(t *testing.T) {
	kv := newMemStorage()
	start := func(f setup) *session {
		t.Helper()
		cfg, err := f.config(func() uint64 { return 77 })
		if err != nil {
			t.Fatal(err)
		}
		ses, err := startSession(em.Game{}, cfg, f.seats(), 1)
		if err != nil {
			t.Fatal(err)
		}
		return ses
	}
	f := emaraForm(kv, url.Values{})
	f.Emara.Start = startEventCard
	ses := start(f)
	card := ses.state.(*em.State).TopEvent().BuildingStart
	if err := emaraBegin(kv, f, ses); err != nil {
		t.Fatal(err)
	}
	st := ses.state.(*em.State)
	if st.Phase == em.PhaseStart || st.BuildingStart != card || len(ses.save.Log) != 1 {
		t.Errorf("after the setup: phase %d, start %d (card %d), log %v", st.Phase, st.BuildingStart, card, ses.save.Log)
	}
	if kv.Contains(emaraSoloKey) {
		t.Error("a 2-player game touched the solo records")
	}

	f = emaraForm(kv, url.Values{"solo": {soloCampaign}})
	ses = start(f)
	if err := emaraBegin(kv, f, ses); err != nil {
		t.Fatal(err)
	}
	r, _ := loadEmaraSolo(kv)
	if g := r.Pending[ses.id]; g.Mode != soloCampaign || g.Start != 40 || ses.state.(*em.State).BuildingStart != 40 {
		t.Errorf("Campaign game noted as %+v", g)
	}

	kv.full = true
	ses = start(f)
	if err := emaraBegin(kv, f, ses); !errors.Is(err, ErrStorage) {
		t.Errorf("a Campaign game with a full storage gave %v", err)
	}
	kv.full = false
	f.Emara.Solo = soloHighscore
	ses = start(f)
	if err := emaraBegin(kv, f, ses); err != nil {
		t.Fatal(err)
	}
	r, _ = loadEmaraSolo(kv)
	if g, ok := r.Pending[ses.id]; !ok || g.Mode != soloHighscore {
		t.Errorf("Beat the Highscore game noted as %+v, %v", g, ok)
	}
}

func TestEmaraSetupPage(t *testing.T) {
	info := em.Game{}.Info()
	p := &setupPage{found: true, info: info, form: emaraForm(newMemStorage(), url.Values{"solo": {soloHighscore}})}
	page := app.HTMLString(p)
	for _, want := range []string{"Solo mode against Victoria", "Beat the Highscore", "Campaign: start on 40", "Buildings start on", "35, recommended for a first game"} {
		if !strings.Contains(page, want) {
			t.Errorf("the solo setup lacks %q", want)
		}
	}
	p.form.Emara.Solo = soloCampaign
	if page := app.HTMLString(p); strings.Contains(page, "Buildings start on") {
		t.Error("a Campaign game offers a choice of start")
	}
	p.form.Players = 2
	if page := app.HTMLString(p); strings.Contains(page, "Solo mode") || !strings.Contains(page, "Buildings start on") {
		t.Error("the 2-player setup is wrong")
	}
	other := &setupPage{found: true, info: engines.Info{ID: "other", Name: "Other", MinPlayers: 2, MaxPlayers: 2}}
	other.form = newSetup(other.info, computerLevels())
	if strings.Contains(app.HTMLString(other), "Buildings start on") {
		t.Error("another game shows the Emara setup")
	}
}

func TestEmaraSoloPage(t *testing.T) {
	p := &emaraSoloPage{records: emaraSolo{
		Highscores: []emaraHighscore{{Start: 35, Score: 61, Higher: 66, Name: "Ada", When: 1}, {Start: 12, Score: 50, Higher: 52, Name: "Bo"}, {Start: 35, Full: true, Score: 70, Higher: 71, Name: "Cy"}},
		Campaign: []emaraCampaignGame{{Start: 40, Score: 60, Victoria: 55, Won: true, Name: "Ada"}, {Start: 40, Full: true, Score: 64, Victoria: 60, Won: true, Name: "Cy"},
			{Start: 35, Score: 50, Victoria: 58, Name: "Ada"}},
	}}
	page := app.HTMLString(p)
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
	empty := app.HTMLString(&emaraSoloPage{})
	if !strings.Contains(empty, "No Campaign game yet") || !strings.Contains(empty, "has not been beaten yet") {
		t.Error("empty records are not explained")
	}
}
