package lessons

import (
	"errors"
	"fmt"
	"html"
	"net/url"
	"strings"
	"testing"

	"tabula/app/apptest"
	"tabula/app/session"
	"tabula/app/storage/storagetest"
	"tabula/app/table"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/settings"
	"tabula/engines"
	em "tabula/engines/emara"
	"tabula/engines/save"
)

func TestLessonStepAt(t *testing.T) {
	l := &board.Lesson{Steps: []board.LessonStep{
		{Title: "read"}, {Title: "move", Play: "a"}, {Title: "read"}, {Title: "move", Play: "b"}, {Title: "end"},
	}}
	tests := []struct {
		name         string
		step, played int
		want         int
	}{
		{"the start", 0, 0, 0},
		{"a step to read after a move", 2, 1, 2},
		{"the move before it", 1, 0, 1},
		{"the last step", 4, 2, 4},
		{"a step its moves disagree with", 3, 0, 0},
		{"a step beyond the lesson", 9, 2, 5},
		{"a negative step", -1, 1, 2},
		{"a game gone past the lesson", 1, 7, 5},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := lessonStepAt(l, tc.step, tc.played); got != tc.want {
				t.Errorf("lessonStepAt(%d, %d) = %d, want %d", tc.step, tc.played, got, tc.want)
			}
		})
	}
}

// openLesson opens Battle Merchants' lesson at the table.
func openLesson(t *testing.T) (*table.Table, *board.Lesson) {
	t.Helper()
	ses, err := startLesson(apptest.Shipped("battlemerchants"), false, 1000)
	if err != nil {
		t.Fatal(err)
	}
	tb := lessonGameTable(ses)
	tb.Settings = settings.Default()
	if taught(tb).lesson.plan == nil {
		t.Fatal("the lesson game opens as an ordinary game")
	}
	return tb, tb.Ses.Table.Lesson
}

// moveStep is the index of the lesson's first step with a move.
func moveStep(l *board.Lesson) int {
	for k, s := range l.Steps {
		if s.Play != "" {
			return k
		}
	}
	return -1
}

func TestLessonOffersOnlyTheStepsMove(t *testing.T) {
	tb, l := openLesson(t)
	if p := tb.Props(); len(p.Legal) != 0 {
		t.Errorf("a step to read offers %d moves, want none", len(p.Legal))
	}
	if why := taught(tb).lessonRefusal(tb.Ses.State.Legal()[0]); !strings.Contains(why, "Continue") {
		t.Errorf("a move at a step to read is refused with %q", why)
	}
	k := moveStep(l)
	tb.Ses.Save.LessonStep = k
	p := tb.Props()
	if len(p.Legal) != 1 || p.Legal[0].Text == "" {
		t.Fatalf("the step offers %v, want its one move", p.Legal)
	}
	want, err := board.Expected(tb.Ses.State, l.Steps[k])
	if err != nil || p.Legal[0].Action != want {
		t.Fatalf("the step offers %v, want %v (%v)", p.Legal[0].Action, want, err)
	}
	if why := taught(tb).lessonRefusal(want); why != "" {
		t.Errorf("the step's move is refused: %q", why)
	}
	// The lesson card names the move, which browser tests check every
	// marked target against.
	if htm := apptest.MountHTML(t, table.PageOf(tb)); !strings.Contains(htm, `data-play="`+html.EscapeString(l.Steps[k].Play)+`"`) {
		t.Errorf("the lesson card does not name the step's move %q", l.Steps[k].Play)
	}
	for _, a := range tb.Ses.State.Legal() {
		if a != want && taught(tb).lessonRefusal(a) == "" {
			t.Errorf("%s is allowed besides the step's move", tb.Ses.State.Describe(a))
		}
	}
	// Undo puts the lesson back at the step whose move is taken back.
	if err := tb.Ses.Play(want, 2000); err != nil {
		t.Fatal(err)
	}
	tb.Ses.Save.LessonStep = k + 1
	if err := tb.Ses.TakeBack(3000); err != nil {
		t.Fatal(err)
	}
	taught(tb).Undone()
	if tb.Ses.Save.LessonStep != k {
		t.Errorf("after Undo the lesson is at step %d, want %d", tb.Ses.Save.LessonStep, k)
	}
}

func TestLessonComputerWaitsForContinue(t *testing.T) {
	tb, l := openLesson(t)
	// Play the lesson's moves up to the first computer's move.
	for k, s := range l.Steps {
		tb.Ses.Save.LessonStep = k
		if s.Play == "" {
			continue
		}
		if tb.Ses.SeatKind(tb.Ses.State.ToMove()) == save.Computer {
			break
		}
		a, err := board.Expected(tb.Ses.State, s)
		if err != nil {
			t.Fatal(err)
		}
		if err := tb.Ses.Play(a, 2000); err != nil {
			t.Fatal(err)
		}
	}
	tb.Arrive()
	tb.Schedule()
	if tb.Thinking {
		t.Error("the computer thinks for itself during the lesson")
	}
	if got := tb.Prompt(""); !strings.Contains(got, "continue the lesson") {
		t.Errorf("prompt %q at the computer's scripted move", got)
	}
	htm := apptest.MountHTML(t, table.PageOf(tb))
	for _, want := range []string{`id="lesson"`, "lesson-next", "Continue: Beatrix", l.Steps[tb.Ses.Save.LessonStep].Title} {
		if !strings.Contains(htm, want) {
			t.Errorf("the lesson card lacks %q", want)
		}
	}
}

// playAllSteps plays every scripted move of steps at tb, each at its
// step, and leaves the save at the last step.
func playAllSteps(t *testing.T, tb *table.Table, steps []board.LessonStep) {
	t.Helper()
	for k, s := range steps {
		tb.Ses.Save.LessonStep = k
		if s.Play == "" {
			continue
		}
		a, err := board.Expected(tb.Ses.State, s)
		if err != nil {
			t.Fatal(err)
		}
		if err := tb.Ses.Play(a, 2000); err != nil {
			t.Fatal(err)
		}
	}
	tb.Ses.Save.LessonStep = len(steps) - 1
}

func TestLessonCardOffersAFirstGameAtTheEnd(t *testing.T) {
	tb, l := openLesson(t)
	playAllSteps(t, tb, l.Steps)
	htm := apptest.MountHTML(t, table.PageOf(tb))
	for _, want := range []string{"Play a first game against Easy", "Keep playing this game", "in-lesson"} {
		if !strings.Contains(htm, want) {
			t.Errorf("the last step lacks %q", want)
		}
	}
	// Past the last step the game is an ordinary game.
	tb.Ses.Save.LessonStep = len(l.Steps)
	if tb.LessonOn() || len(tb.Props().Legal) < 2 {
		t.Error("the game is still a lesson after its last step")
	}
	if htm := apptest.MountHTML(t, table.PageOf(lessonGameTable(tb.Ses))); strings.Contains(htm, `id="lesson"`) {
		t.Error("the lesson card is shown after the lesson")
	}
}

// TestLessonEnding: the lesson's last step offers its ending;
// the ending opens at its first step after its prelude, which is logged
// and cannot be taken back, says on its card that it is the ending, plays
// the game to its end, and at its last step offers a first game but not
// to keep playing a game that is over. Its record is its own.
func TestLessonEnding(t *testing.T) {
	tb, l := openLesson(t)
	tb.Ses.Save.LessonStep = len(l.Steps) - 1
	if htm := apptest.MountHTML(t, table.PageOf(tb)); !strings.Contains(htm, "lesson-ending") || !strings.Contains(htm, "Play the ending") {
		t.Error("the lesson's last step does not offer its ending")
	}
	g := apptest.Shipped("battlemerchants")
	without := *g.Lesson
	without.Ending = nil
	bare := g
	bare.Lesson = &without
	noLesson := g
	noLesson.Lesson = nil
	for _, tc := range []struct {
		games   session.Games
		query   string
		ending  bool
		problem string
	}{
		{session.Games{g}, "game=battlemerchants&part=ending", true, ""},
		{session.Games{g}, "game=battlemerchants", false, ""},
		{session.Games{g}, "game=battlemerchants&part=other", false, ""},
		{session.Games{bare}, "game=battlemerchants&part=ending", true, "This game's lesson has no ending yet."},
		{session.Games{bare}, "game=battlemerchants", false, ""},
		{session.Games{noLesson}, "game=battlemerchants", false, "This game has no lesson yet."},
		{session.Games{g}, "game=nosuchgame&part=ending", false, "This address names no game of Tabula's: choose one to learn on Home."},
		{session.Games{g}, "part=ending", false, "This address names no game of Tabula's: choose one to learn on Home."},
	} {
		q, _ := url.ParseQuery(tc.query)
		if _, ending, problem := lessonAsked(tc.games, q); ending != tc.ending || problem != tc.problem {
			t.Errorf("/learn?%s asks for the ending: %v, refused with %q; want %v, %q", tc.query, ending, problem, tc.ending, tc.problem)
		}
	}
	ses, err := startLesson(g, true, 1000)
	if err != nil {
		t.Fatal(err)
	}
	e := l.Ending
	if ses.Save.Lesson != "battlemerchants"+session.EndingSuffix || len(ses.Save.Log) != len(e.Prelude) || len(ses.Lines) != len(e.Prelude) {
		t.Fatalf("the ending's save names %q with %d moves logged (%d lines); want its prelude's %d", ses.Save.Lesson, len(ses.Save.Log), len(ses.Lines), len(e.Prelude))
	}
	b, err := save.Encode(ses.Save)
	if err == nil {
		_, err = save.Decode(b)
	}
	if err != nil {
		t.Fatalf("the ending's save does not read back: %v", err)
	}
	tb = lessonGameTable(ses)
	tb.Settings = settings.Default()
	if taught(tb).lesson.plan != e || tb.Ses.Save.LessonStep != 0 {
		t.Fatalf("the ending opens as %p at step %d, want the ending at its first step", taught(tb).lesson.plan, tb.Ses.Save.LessonStep)
	}
	if tb.CanTakeBack() || taught(tb).lessonCanGoBack() {
		t.Error("a move before the ending can be taken back")
	}
	// Nor once the ending is saved and opened again, which rebuilds the
	// undo snapshots from the log.
	for _, game := range apptest.EveryGame() {
		if game.Lesson == nil || game.Lesson.Ending == nil {
			continue
		}
		other, err := startLesson(game, true, 1000)
		if err != nil {
			t.Fatal(err)
		}
		st := session.StoreFor(storagetest.New(), session.Games{game})
		if err := st.Put(other.ID, other.Save); err != nil {
			t.Fatal(err)
		}
		again, msg := table.LoadSession(st, other.ID)
		if again == nil {
			t.Fatalf("%s: reopening the ending: %s", game.ID(), msg)
		}
		if reopened := lessonGameTable(again); taught(reopened).lesson.plan != game.Lesson.Ending || reopened.CanTakeBack() || len(reopened.Ses.Undo) != 0 {
			t.Errorf("%s: the reopened ending can take back a move before it (%d snapshots)", game.ID(), len(reopened.Ses.Undo))
		}
	}
	if htm := apptest.MountHTML(t, table.PageOf(tb)); !strings.Contains(htm, fmt.Sprintf("The ending · step 1 of %d", len(e.Steps))) {
		t.Error("the ending's card does not say it is the ending")
	}
	playAllSteps(t, tb, e.Steps)
	tb = lessonGameTable(tb.Ses)
	tb.Settings = settings.Default()
	htm := apptest.MountHTML(t, table.PageOf(tb))
	if tb.Ses.Save.LessonStep != len(e.Steps)-1 || !tb.Ses.State.Over() || !strings.Contains(htm, "Play a first game against Easy") || strings.Contains(htm, "Keep playing this game") || strings.Contains(htm, "lesson-ending") {
		t.Error("the ending's last step, the game over, does not offer a first game alone")
	}
	kv := storagetest.New()
	if err := saveLessonRecord(kv, ses.Save.Lesson, func(r *Record) { r.ID = ses.ID }); err != nil {
		t.Fatal(err)
	}
	if err := lessonReached(kv, ses.Save.Lesson, ses.ID, len(e.Steps)-1, len(e.Steps)); err != nil {
		t.Fatal(err)
	}
	if recs := LoadRecords(kv); !recs["battlemerchants"+session.EndingSuffix].Done || recs["battlemerchants"].Done {
		t.Errorf("the ending's end is recorded as %+v", recs)
	}
}

// TestLessonFirstGame checks the first real game a lesson offers: its
// computers at Easy (not Beginner, who plays any legal move), an Easy
// computer beside a solo lesson's person, the full game rather than the
// lesson's short one, and begun as the new-game screen begins one, with
// Crown of Emara's Buildings on 35 as the rulebook advises for a first game.
func TestLessonFirstGame(t *testing.T) {
	tests := []struct {
		game  string
		seats int
		begun int // moves Extras.Begin plays
		solo  bool
	}{
		{"battlemerchants", 2, 0, false},
		{"coincrown", 2, 0, false},
		{"craftconquer", 2, 0, false},
		{"emara", 2, 1, true},
	}
	for _, tc := range tests {
		t.Run(tc.game, func(t *testing.T) {
			g := apptest.Shipped(tc.game)
			if solo := len(g.Lesson.Seats) == 1; solo != tc.solo {
				t.Fatalf("the lesson is solo: %v, want %v", solo, tc.solo)
			}
			ses, err := lessonFirstGame(g, g.Lesson, storagetest.New(), 7, 1000)
			if err != nil {
				t.Fatal(err)
			}
			if len(ses.Save.Seats) != tc.seats {
				t.Fatalf("the first game has %d seats, want %d", len(ses.Save.Seats), tc.seats)
			}
			computers := 0
			for _, seat := range ses.Save.Seats {
				if seat.Kind == save.Computer {
					computers++
					if seat.Level != "easy" {
						t.Errorf("%s plays at %q, want Easy", seat.Name, seat.Level)
					}
				}
			}
			if computers == 0 {
				t.Error("the first game has no computer")
			}
			if len(ses.Save.Variants) != 0 {
				t.Errorf("the first game is played with %v, want the full game", ses.Save.Variants)
			}
			if got := len(ses.Save.Log); got != tc.begun {
				t.Errorf("the first game begins with %d moves played, want %d", got, tc.begun)
			}
			if s, ok := ses.State.(*em.State); ok && s.BuildingStart != em.FirstGameBuildings {
				t.Errorf("the first game starts the Buildings on %d, want %d", s.BuildingStart, em.FirstGameBuildings)
			}
			if ses.Save.Lesson != "" {
				t.Error("the first game is saved as a lesson")
			}
		})
	}
}

func TestLessonRecords(t *testing.T) {
	kv := storagetest.New()
	if got := LoadRecords(kv); len(got) != 0 {
		t.Fatalf("no records yet, got %v", got)
	}
	if err := saveLessonRecord(kv, "battlemerchants", func(r *Record) { r.ID = "abc" }); err != nil {
		t.Fatal(err)
	}
	if err := saveLessonRecord(kv, "battlemerchants", func(r *Record) { r.Done = true }); err != nil {
		t.Fatal(err)
	}
	if got := LoadRecords(kv)["battlemerchants"]; got != (Record{ID: "abc", Done: true}) {
		t.Errorf("record %+v", got)
	}
	kv.Data[RecordsKey] = []byte("not json")
	if got := LoadRecords(kv); len(got) != 0 {
		t.Errorf("damaged records read as %v", got)
	}
	kv.Full = true
	if err := saveLessonRecord(kv, "coincrown", func(r *Record) { r.Done = true }); err == nil {
		t.Error("a full storage's failure is not reported")
	}
}

// TestLessonSaveResumes: a lesson's save keeps its lesson and step through
// the store, and opens at that step.
func TestLessonSaveResumes(t *testing.T) {
	tb, l := openLesson(t)
	k := moveStep(l)
	a, err := board.Expected(tb.Ses.State, l.Steps[k])
	if err != nil {
		t.Fatal(err)
	}
	if err := tb.Ses.Play(a, 2000); err != nil {
		t.Fatal(err)
	}
	tb.Ses.Save.LessonStep = k + 1
	st := session.StoreFor(storagetest.New(), session.Games{apptest.Shipped("battlemerchants")})
	if err := st.Put(tb.Ses.ID, tb.Ses.Save); err != nil {
		t.Fatal(err)
	}
	ses, msg := table.LoadSession(st, tb.Ses.ID)
	if ses == nil {
		t.Fatal(msg)
	}
	again := lessonGameTable(ses)
	if taught(again).lesson.plan == nil || ses.Save.LessonStep != k+1 || len(ses.Save.Log) != 1 {
		t.Errorf("reopened at step %d with %d moves (lesson %v), want step %d after 1", ses.Save.LessonStep, len(ses.Save.Log), taught(again).lesson.plan != nil, k+1)
	}
	var none engines.Action
	if taught(again).lessonRefusal(none) == "" {
		t.Error("the reopened lesson allows any move")
	}
}

func TestLessonUnderWay(t *testing.T) {
	tb, l := openLesson(t)
	g := apptest.Shipped("battlemerchants")
	st := session.StoreFor(storagetest.New(), session.Games{g})
	if err := st.Put(tb.Ses.ID, tb.Ses.Save); err != nil {
		t.Fatal(err)
	}
	if !underWay(st, tb.Ses.ID, g.ID(), g.Lesson) {
		t.Error("a lesson at its first step is not under way")
	}
	if underWay(st, "", g.ID(), g.Lesson) || underWay(st, "nosuchgame0", g.ID(), g.Lesson) {
		t.Error("no game is a lesson under way")
	}
	tb.Ses.Save.LessonStep = len(l.Steps)
	if err := st.Put(tb.Ses.ID, tb.Ses.Save); err != nil {
		t.Fatal(err)
	}
	if underWay(st, tb.Ses.ID, g.ID(), g.Lesson) {
		t.Error("a lesson played on as an ordinary game is still under way")
	}
	tb.Ses.Save.Lesson, tb.Ses.Save.LessonStep = "", 0
	if err := st.Put(tb.Ses.ID, tb.Ses.Save); err != nil {
		t.Fatal(err)
	}
	if underWay(st, tb.Ses.ID, g.ID(), g.Lesson) {
		t.Error("an ordinary game is a lesson under way")
	}
}

func TestLessonWords(t *testing.T) {
	icon := func(name string) app.UI {
		if name == "fire" {
			return app.Span().Class("icon-fire")
		}
		return nil
	}
	seats := []save.Seat{{Name: "Beatrix"}}
	tests := []struct{ text, want string }{
		{"plain words", "plain words"},
		{"a {fire} token", `a <span class="icon-fire"></span> token`},
		{"{fire}", `<span class="icon-fire"></span>`},
		{"an {unknown} one", "an {unknown} one"},
		{"Beatrix sees {fire}", `<bdi>Beatrix</bdi> sees <span class="icon-fire"></span>`},
		{"a lone { brace", "a lone { brace"},
		{"a lone } brace {fire", "a lone } brace {fire"},
	}
	for _, tc := range tests {
		var b strings.Builder
		for _, ui := range lessonWords(tc.text, seats, icon) {
			b.WriteString(app.HTMLString(ui))
		}
		if got := b.String(); !strings.Contains(got, tc.want) && got != tc.want {
			t.Errorf("lessonWords(%q) = %s, want %s", tc.text, got, tc.want)
		}
	}
}

// TestLessonSuggestsTheStepsMove: Suggest a move in a lesson suggests the
// move the step teaches, at once, instead of the computer's own choice.
func TestLessonSuggestsTheStepsMove(t *testing.T) {
	tb, l := openLesson(t)
	k := moveStep(l)
	tb.Ses.Save.LessonStep = k
	want, err := board.Expected(tb.Ses.State, l.Steps[k])
	if err != nil {
		t.Fatal(err)
	}
	tb.Suggest(app.Context{}, app.Event{})
	if got := tb.Suggested(); got == nil || *got != want || tb.Searching() {
		t.Errorf("Suggest gives %v (searching %t), want the step's move %v at once", got, tb.Searching(), want)
	}
}

// TestLessonDoneFollowsTheSteps: a lesson save at its
// last-but-one step, opened from a file or a link, recorded "Lesson done"
// in one click. Only the lesson started here, from its first step, records
// it.
func TestLessonDoneFollowsTheSteps(t *testing.T) {
	for _, tc := range []struct {
		id       string
		k, steps int
		want     bool
	}{
		{"imported", 8, 9, false},
		{"started", 7, 9, false},
		{"started", 8, 9, true},
	} {
		kv := storagetest.New()
		if err := saveLessonRecord(kv, "battlemerchants", func(r *Record) { r.ID = "started" }); err != nil {
			t.Fatal(err)
		}
		if err := lessonReached(kv, "battlemerchants", tc.id, tc.k, tc.steps); err != nil {
			t.Fatal(err)
		}
		if got := LoadRecords(kv)["battlemerchants"].Done; got != tc.want {
			t.Errorf("the lesson %s reaching step %d of %d: done %t, want %t", tc.id, tc.k+1, tc.steps, got, tc.want)
		}
	}

}

// TestLessonRefusesWithTheLessonsReason: in a lesson a move the step does
// not want is refused because the lesson asks for another one, which it
// names; never with a board's rules reason, false for a legal move (Coin &
// Crown's Mint rows said "The supply has no Silver left" with 20 in it).
func TestLessonRefusesWithTheLessonsReason(t *testing.T) {
	ses, err := startLesson(apptest.Shipped("coincrown"), false, 1000)
	if err != nil {
		t.Fatal(err)
	}
	tb := lessonGameTable(ses)
	tb.Settings = settings.Default()
	l := taught(tb).lesson.plan
	k := moveStep(l)
	tb.Ses.Save.LessonStep = k
	want := board.LessonRefusal(l.Steps[k].Play)
	if !strings.Contains(want, "the lesson asks for another move") || !strings.Contains(want, l.Steps[k].Play) {
		t.Fatalf("the lesson's refusal %q does not name the move it asks for", want)
	}
	others := 0
	for _, a := range tb.Ses.State.Legal() {
		if got := taught(tb).lessonRefusal(a); a != tb.Props().Legal[0].Action {
			others++
			if got != want {
				t.Errorf("%s is refused with %q, want %q", tb.Ses.State.Describe(a), got, want)
			}
		}
	}
	if others == 0 {
		t.Fatal("the step has no other legal move to refuse")
	}
	htm := apptest.MountHTML(t, table.PageOf(tb))
	if strings.Contains(htm, "The supply has") {
		t.Error("a target the lesson refuses gives a rules reason")
	}
	if !strings.Contains(htm, html.EscapeString(want)) {
		t.Error("a target the lesson refuses does not say that the lesson asks for another move")
	}
	if !strings.Contains(htm, `aria-live="polite"`) || !strings.Contains(htm, "The move to play, marked on the table: "+html.EscapeString(strings.TrimSuffix(l.Steps[k].Play, "."))) {
		t.Error("the step's words and its marked move are not announced to a screen reader")
	}
	// A board's note (Props.Say) in a lesson is the lesson's refusal.
	tb.Say(app.Context{}, "The supply has no Silver left")
	if taught(tb).lesson.say != want || tb.Note != "" {
		t.Errorf("a board's refusal in a lesson shows %q (note %q), want %q", taught(tb).lesson.say, tb.Note, want)
	}
}

// TestLessonResumesAtEveryStep saves each lesson at every step, as the
// table does after each step, and opens it again: the lesson comes back at
// that step with the same moves and asks for the same move. (The browser
// test reloads the page at some steps only; this covers every one.)
func TestLessonResumesAtEveryStep(t *testing.T) {
	for _, g := range apptest.EveryGame() {
		for _, ending := range []bool{false, true} {
			l, key := lessonPart(g, ending)
			if l == nil {
				continue
			}
			t.Run(key, func(t *testing.T) {
				ses, err := startLesson(g, ending, 1000)
				if err != nil {
					t.Fatal(err)
				}
				st := session.StoreFor(storagetest.New(), session.Games{g})
				for k, step := range l.Steps {
					tb := lessonGameTable(ses)
					if got := tb.Ses.Save.LessonStep; got != k || taught(tb).lesson.plan != l {
						t.Fatalf("the table opened the lesson at step %d (the lesson's part: %v), want %d", got, taught(tb).lesson.plan == l, k)
					}
					want, wantOK := taught(tb).Move()
					if err := st.Put(ses.ID, ses.Save); err != nil {
						t.Fatalf("step %d: saving: %v", k, err)
					}
					again, msg := table.LoadSession(st, ses.ID)
					if again == nil {
						t.Fatalf("step %d: reopening: %s", k, msg)
					}
					reopened := lessonGameTable(again)
					if taught(reopened).lesson.plan != l || again.Save.LessonStep != k || len(again.Save.Log) != len(ses.Save.Log) {
						t.Fatalf("step %d: reopened at step %d with %d moves (the lesson's part: %v), want %d moves",
							k, again.Save.LessonStep, len(again.Save.Log), taught(reopened).lesson.plan == l, len(ses.Save.Log))
					}
					if got, ok := taught(reopened).Move(); got != want || ok != wantOK {
						t.Fatalf("step %d: the reopened lesson asks for %v (%v), before the reload %v (%v)", k, got, ok, want, wantOK)
					}
					if step.Play != "" {
						if !wantOK {
							t.Fatalf("step %d: its move %q is not legal", k, step.Play)
						}
						if err := ses.Play(want, int64(2000+k)); err != nil {
							t.Fatalf("step %d: %v", k, err)
						}
					}
					ses.Save.LessonStep = k + 1
				}
			})
		}
	}
}

// TestAForgedLessonIsRefused: a saved game that says it is a lesson, or a
// lesson's ending, is taken in from a link or a file only when its setup
// and its scripted moves are the lesson's; a stored one that is not is
// played as an ordinary game. Every game's lesson and ending, from their
// start and with every scripted move played.
func TestAForgedLessonIsRefused(t *testing.T) {
	for _, g := range apptest.EveryGame() {
		for _, ending := range []bool{false, true} {
			if l, _ := lessonPart(g, ending); l == nil {
				continue
			}
			t.Run(fmt.Sprintf("%s/ending=%v", g.ID(), ending), func(t *testing.T) { forgedLesson(t, g, ending) })
		}
	}
}

// forgedLesson checks the lesson of g (its ending when ending is true)
// against saves of it changed one way each.
func forgedLesson(t *testing.T, g board.Game, ending bool) {
	ses, err := startLesson(g, ending, 1000)
	if err != nil {
		t.Fatal(err)
	}
	l := lessonOf(ses)
	if l == nil {
		t.Fatal("the lesson's own game is not played as the lesson")
	}
	started := copySave(t, ses.Save)
	// The whole lesson played: every scripted move in the log.
	for k, step := range l.Steps {
		if step.Play == "" {
			continue
		}
		a, err := board.Expected(ses.State, step)
		if err == nil {
			err = ses.Play(a, 1000)
		}
		if err != nil {
			t.Fatalf("step %d: %v", k+1, err)
		}
	}
	played := copySave(t, ses.Save)
	games := session.Games{g}
	// changed is s with the log's k-th move swapped for another legal
	// move, its log cut there (what follows may not replay).
	changed := func(s *save.Save, k int) *save.Save {
		c := copySave(t, s)
		st, err := save.Replay(&save.Save{Game: c.Game, RulesVersion: c.RulesVersion, Players: c.Players, Seed: c.Seed, Variants: c.Variants, Seats: c.Seats, Log: c.Log[:k]}, g.Engine)
		if err != nil {
			t.Fatal(err)
		}
		if len(st.Legal()) < 2 {
			return nil
		}
		c.Log = append(c.Log[:k:k], (c.Log[k]+1)%len(st.Legal()))
		c.Finished = false
		return c
	}
	type forgery struct {
		name string
		save *save.Save
	}
	var forged []forgery
	for _, s := range []*save.Save{started, played} {
		for _, k := range []int{0, len(s.Log) / 2, len(s.Log) - 1} {
			if k < 0 || k >= len(s.Log) {
				continue
			}
			if c := changed(s, k); c != nil {
				forged = append(forged, forgery{fmt.Sprintf("move %d of %d changed", k+1, len(s.Log)), c})
			}
		}
	}
	seed := copySave(t, started)
	seed.Seed++
	seats := copySave(t, started)
	seats.Seats[0].Name = "Eve"
	forged = append(forged, forgery{"another seed", seed}, forgery{"a seat renamed", seats})
	if len(l.Prelude) > 0 {
		short := copySave(t, started)
		short.Log = short.Log[:len(short.Log)-1]
		forged = append(forged, forgery{"a move of the prelude left out", short})
	}
	for _, f := range forged {
		// Moves that do not replay are refused anyway: only a game that
		// replays tests the lesson's check.
		plain := copySave(t, f.save)
		plain.Lesson, plain.LessonStep = "", 0
		if _, err := session.CheckOutside(games, plain); err != nil {
			continue
		}
		_, err := session.CheckOutside(games, f.save)
		if !errors.Is(err, save.ErrBadSetup) || !strings.Contains(save.Message(err), "says it is ") {
			t.Errorf("%s: taken in from outside (%v)", f.name, err)
		}
		if ses, err := session.Open("x", f.save, g); err != nil || lessonOf(ses) != nil {
			t.Errorf("%s: stored, it is played as the lesson (%v)", f.name, err)
		}
	}
	for _, s := range []*save.Save{started, played} {
		if _, err := session.CheckOutside(games, s); err != nil {
			t.Errorf("the lesson's own game, %d moves, is refused: %v", len(s.Log), err)
		}
		if ses, err := session.Open("x", s, g); err != nil || lessonOf(ses) != l {
			t.Errorf("the lesson's own game, %d moves, stored, is not played as the lesson (%v)", len(s.Log), err)
		}
	}
}

// copySave is a copy of s that shares nothing with it.
func copySave(t *testing.T, s *save.Save) *save.Save {
	t.Helper()
	b, err := save.Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	c, err := save.Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestLessonSplit(t *testing.T) {
	for _, c := range []struct{ text, lead, instruction string }{
		{"Sell your Axe.", "", "Sell your Axe."},
		{"A sale pays 6 gold. Sell your Axe to the Orcs.", "A sale pays 6 gold. ", "Sell your Axe to the Orcs."},
		{"Gold {gold} first. Then {Axe. x} the Axe? Choose it!", "Gold {gold} first. Then {Axe. x} the Axe? ", "Choose it!"},
		{"Ends with a full stop. ", "", "Ends with a full stop. "},
		{"", "", ""},
	} {
		lead, instruction := lessonSplit(c.text)
		if lead != c.lead || instruction != c.instruction {
			t.Errorf("lessonSplit(%q) = %q, %q; want %q, %q", c.text, lead, instruction, c.lead, c.instruction)
		}
		if lead+instruction != c.text {
			t.Errorf("lessonSplit(%q) loses words: %q + %q", c.text, lead, instruction)
		}
	}
}

// A lesson's card is folded to its instruction at a step that asks the
// person for a move, and open at a step to read; the person's folding of
// one step is kept for that step only.
func TestLessonCardFoldsAtAMove(t *testing.T) {
	tb, l := openLesson(t)
	read, move := -1, -1
	for k, s := range l.Steps {
		if s.Play == "" && read < 0 {
			read = k
		}
		if s.Play != "" && move < 0 {
			move = k
		}
	}
	if read < 0 || move < 0 {
		t.Fatal("the lesson has no step to read or no move")
	}
	folded := func(k int) bool {
		tb.Ses.Save.LessonStep = k
		return strings.Contains(app.HTMLString(taught(tb).Card()), `class="lesson-card folded"`)
	}
	if folded(read) {
		t.Errorf("step %d, to read, is folded", read+1)
	}
	if !folded(move) {
		t.Errorf("step %d, a move, is not folded", move+1)
	}
	taught(tb).lessonToggleFold(app.Context{}, app.Event{})
	if folded(move) {
		t.Errorf("step %d stays folded after the person opened it", move+1)
	}
	if folded(read) {
		t.Errorf("step %d is folded by another step's opening", read+1)
	}
	tb.Ses.Save.LessonStep = move
	taught(tb).lessonToggleFold(app.Context{}, app.Event{})
	if !folded(move) {
		t.Errorf("step %d does not fold again", move+1)
	}
}

// taught is the lesson part of the table tb, or an empty one (no plan)
// when its game is no lesson.
func taught(tb *table.Table) *lessonTable {
	if l, ok := tb.Lesson.(*lessonTable); ok {
		return l
	}
	return &lessonTable{Table: tb}
}

// lessonGameTable seats a table with its lesson part at ses, as the table
// opens a game.
func lessonGameTable(ses *session.Session) *table.Table {
	t := &table.Table{Screen: apptest.Screen(session.Games{ses.Table}), Viewer: -1, PassTo: -1, Parts: table.Parts{Lesson: New}}
	t.Attach(ses)
	t.Arrive()
	return t
}
