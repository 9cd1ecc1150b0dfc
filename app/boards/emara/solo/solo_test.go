package solo

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/app/boards/emara/emaratest"
	em "tabula/engines/emara"
)

// finishedSolo plays a solo game from start to the end with random moves.
func finishedSolo(t *testing.T, seed uint64, start int, variants ...string) *em.State {
	t.Helper()
	s := emaratest.NewState(t, 1, seed, variants...)
	if err := s.Apply(em.BuildingStart(start)); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 2))
	for !s.Over() {
		legal := s.Legal()
		if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestEmaraSoloRecordsOnce records a Beat the Highscore game and checks
// that recording it again changes nothing.
func TestEmaraSoloRecordsOnce(t *testing.T) {
	kv := boardtest.NewMemStorage()
	s := finishedSolo(t, 1, 30)
	beginSolo(t, kv, "aaaaaaaaaaaa", soloHighscore, 30)
	note, err := recordEmaraSolo(kv, "aaaaaaaaaaaa", s, "Ada", 5)
	if err != nil || !strings.Contains(note, "New highscore from 30") {
		t.Fatalf("first record: %q, %v", note, err)
	}
	before := string(kv.Data[emaraSoloKey])
	note, err = recordEmaraSolo(kv, "aaaaaaaaaaaa", s, "Ada", 6)
	if err != nil || !strings.Contains(note, "in your solo records") {
		t.Fatalf("second record: %q, %v", note, err)
	}
	if string(kv.Data[emaraSoloKey]) != before {
		t.Error("recording a game twice changed the records")
	}
	r, _ := loadEmaraSolo(kv)
	h, ok := r.highscore(30, false)
	if !ok || h.Score != s.Seats[0].FinalScore() || h.Name != "Ada" || h.Victoria != s.VictoriaScore() {
		t.Errorf("highscore from 30 = %+v, %v", h, ok)
	}
	if len(r.Campaign) != 0 {
		t.Error("a highscore game went into the Campaign")
	}
}

// beginSolo notes solo game id as started here, as the setup does.
func beginSolo(t *testing.T, kv *boardtest.MemStorage, id, mode string, start int) {
	t.Helper()
	r, err := loadEmaraSolo(kv)
	if err != nil {
		t.Fatal(err)
	}
	r.begin(id, mode, start)
	if err := storeEmaraSolo(kv, r); err != nil {
		t.Fatal(err)
	}
}

// TestEmaraSoloFromElsewhere: a finished solo game that was not started
// here (a shared link, an imported file) is not recorded, and says so.
func TestEmaraSoloFromElsewhere(t *testing.T) {
	kv := boardtest.NewMemStorage()
	beginSolo(t, kv, "aaaaaaaaaaaa", soloHighscore, 30)
	before := string(kv.Data[emaraSoloKey])
	note, err := recordEmaraSolo(kv, "bbbbbbbbbbbb", finishedSolo(t, 1, 30), "Someone", 5)
	if err != nil || note != notStartedHere {
		t.Fatalf("record of a game from elsewhere: %q, %v", note, err)
	}
	if string(kv.Data[emaraSoloKey]) != before {
		t.Error("a game from elsewhere changed the records")
	}
}

// TestEmaraHighscoreKeepsTheBest checks that only a better score (or an
// equal one with a higher tie-breaker) replaces a highscore, per start and
// apart for Full Selection.
func TestEmaraHighscoreKeepsTheBest(t *testing.T) {
	var r emaraSolo
	games := []*em.State{finishedSolo(t, 2, 25), finishedSolo(t, 3, 25), finishedSolo(t, 4, 25), finishedSolo(t, 5, 25, em.VariantFullSelection)}
	best := 0
	for i, s := range games[:3] {
		best = max(best, s.Seats[0].FinalScore())
		r.begin(string(rune('a'+i))+"aaaaaaaaaaa", soloHighscore, 25)
		if _, ok := r.record(string(rune('a'+i))+"aaaaaaaaaaa", s, "Ada", int64(i)); !ok {
			t.Fatalf("game %d was not recorded", i)
		}
	}
	if h, _ := r.highscore(25, false); h.Score != best {
		t.Errorf("highscore from 25 = %d, want the best %d", h.Score, best)
	}
	r.begin("zaaaaaaaaaaa", soloHighscore, 25)
	r.record("zaaaaaaaaaaa", games[3], "Ada", 9)
	if len(r.Highscores) != 2 {
		t.Fatalf("want one highscore per start and Full Selection apart, got %+v", r.Highscores)
	}
	if h, ok := r.highscore(25, true); !ok || h.Score != games[3].Seats[0].FinalScore() {
		t.Errorf("Full Selection highscore = %+v", h)
	}
	if _, ok := r.record("qaaaaaaaaaaa", emaratest.NewState(t, 1, 1), "Ada", 1); ok {
		t.Error("an unfinished game was recorded")
	}
}

// TestEmaraCampaign follows the Campaign's start through wins and losses.
func TestEmaraCampaign(t *testing.T) {
	var r emaraSolo
	if got := r.campaignStart(false); got != 40 {
		t.Fatalf("first Campaign start = %d, want 40", got)
	}
	start := 40
	wins := 0
	for i := range 6 {
		id := string(rune('a'+i)) + "bbbbbbbbbbb"
		r.begin(id, soloCampaign, start)
		s := finishedSolo(t, uint64(10+i), start)
		note, ok := r.record(id, s, "Ada", int64(i))
		if !ok || !strings.Contains(note, "Campaign game recorded") {
			t.Fatalf("game %d: %q", i, note)
		}
		want := start + 2
		if s.SoloWon() {
			want, wins = start-5, wins+1
		}
		if got := r.campaignStart(false); got != want {
			t.Fatalf("after game %d from %d (won %v) the next start is %d, want %d", i, start, s.SoloWon(), got, want)
		}
		start = want
	}
	if len(r.Campaign) != 6 || len(r.Pending) != 0 {
		t.Errorf("campaign %d games, %d pending", len(r.Campaign), len(r.Pending))
	}
	if best, ok := r.campaignBest(false); ok != (wins > 0) || ok && !best.Won {
		t.Errorf("campaign best %+v, %v with %d wins", best, ok, wins)
	}
	// A Full Selection game goes on the Full Selection Campaign's own sheet
	// and leaves the other Campaign's next start as it was.
	if _, ok := r.campaignBest(true); ok || r.campaignStart(true) != 40 {
		t.Error("the Full Selection Campaign does not start afresh on 40")
	}
	r.begin("zbbbbbbbbbbb", soloCampaign, 40)
	s := finishedSolo(t, 30, 40, em.VariantFullSelection)
	note, ok := r.record("zbbbbbbbbbbb", s, "Ada", 7)
	want := 42
	if s.SoloWon() {
		want = 35
	}
	if !ok || !strings.Contains(note, "Full Selection Campaign game recorded") || r.campaignStart(true) != want || r.campaignStart(false) != start {
		t.Errorf("Full Selection Campaign game: %q; next starts %d and %d, want %d and %d", note, r.campaignStart(false), r.campaignStart(true), start, want)
	}
}

// TestEmaraCampaignBest is the lowest start beaten, the higher score
// breaking a tie; a tie with Victoria is a loss.
func TestEmaraCampaignBest(t *testing.T) {
	r := emaraSolo{Campaign: []emaraCampaignGame{
		{Start: 40, Score: 60, Won: true}, {Start: 35, Score: 50, Won: true}, {Start: 30, Score: 70, Won: false},
		{Start: 35, Score: 55, Won: true},
	}}
	best, ok := r.campaignBest(false)
	if !ok || best.Start != 35 || best.Score != 55 {
		t.Errorf("campaign best = %+v", best)
	}
	if got := r.campaignStart(false); got != 30 {
		t.Errorf("next start after a win from 35 = %d, want 30", got)
	}
}

// TestEmaraSoloStorageFull checks that a full quota records nothing,
// keeps the old records and says so, and that the game is recorded once
// there is room.
func TestEmaraSoloStorageFull(t *testing.T) {
	kv := boardtest.NewMemStorage()
	first := finishedSolo(t, 6, 35)
	beginSolo(t, kv, "aaaaaaaaaaaa", soloHighscore, 35)
	beginSolo(t, kv, "bbbbbbbbbbbb", soloHighscore, 20)
	if _, err := recordEmaraSolo(kv, "aaaaaaaaaaaa", first, "Ada", 1); err != nil {
		t.Fatal(err)
	}
	before := string(kv.Data[emaraSoloKey])
	kv.Full = true
	second := finishedSolo(t, 7, 20)
	_, err := recordEmaraSolo(kv, "bbbbbbbbbbbb", second, "Ada", 2)
	if !errors.Is(err, board.ErrStorage) {
		t.Fatalf("a full quota gave %v", err)
	}
	if !strings.Contains(emaraSoloStorageMessage(err), "earlier records are kept") {
		t.Errorf("message %q", emaraSoloStorageMessage(err))
	}
	if string(kv.Data[emaraSoloKey]) != before {
		t.Error("a failed write changed the records")
	}
	kv.Full = false
	if note, err := recordEmaraSolo(kv, "bbbbbbbbbbbb", second, "Ada", 3); err != nil || !strings.Contains(note, "from 20") {
		t.Errorf("retry: %q, %v", note, err)
	}
}

// TestEmaraSoloBounds keeps the pending and recorded lists bounded.
func TestEmaraSoloBounds(t *testing.T) {
	var r emaraSolo
	for i := range maxSoloPending + 10 {
		r.begin(strings.Repeat("a", 11)+string(rune('a'+i%26))+string(rune('0'+i/26)), soloHighscore, 35)
	}
	if len(r.Pending) > maxSoloPending {
		t.Errorf("%d pending games kept", len(r.Pending))
	}
	s := finishedSolo(t, 8, 35)
	for i := range maxSoloRecorded + 5 {
		r.Recorded = append(r.Recorded, strings.Repeat("c", 8)+string(rune('a'+i%26))+string(rune('a'+i/26%26))+"zz")
	}
	r.begin("dddddddddddd", soloHighscore, 35)
	r.record("dddddddddddd", s, "Ada", 1)
	if len(r.Recorded) != maxSoloRecorded || !r.recorded("dddddddddddd") {
		t.Errorf("%d recorded games kept", len(r.Recorded))
	}
}
