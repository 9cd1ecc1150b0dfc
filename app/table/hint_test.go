package table

import (
	"errors"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/apptest"
	"tabula/app/board"
	"tabula/app/computer"
	"tabula/app/page"
	"tabula/app/session"
	"tabula/app/session/sessiontest"
	"tabula/app/settings"
	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/save"
	"tabula/engines/searchjob"
)

// personToMove is a toy game played until the person in seat 0 is to move
// after a card has been played, and its table.
func personToMove(t *testing.T, seed uint64) (*session.Session, *Table) {
	t.Helper()
	ses := sessiontest.Start(t, seed, save.Human, save.Computer)
	for ses.State.ToMove() != 0 {
		if err := ses.Play(ses.State.Legal()[0], 5000); err != nil {
			t.Fatal(err)
		}
	}
	tb := newTable(ses)
	tb.Settings = settings.Default()
	if !tb.MyTurn() {
		t.Fatal("the person cannot move")
	}
	return ses, tb
}

// runWork runs a step function to its decision in slices.
func runWork(t *testing.T, work computer.Step) engines.Action {
	t.Helper()
	for n := 0; ; n++ {
		if n > 10000 {
			t.Fatal("never decided")
		}
		a, done, err := computer.RunSlice(work, computer.SliceBudget, time.Now)
		if err != nil {
			t.Fatal(err)
		}
		if done {
			return a
		}
	}
}

func TestSuggestWorkIsTheNormalBotsHint(t *testing.T) {
	ses, _ := personToMove(t, 61)
	work, err := suggestWork(ses.State, 0, time.Now)
	if err != nil {
		t.Fatal(err)
	}
	got := runWork(t, work)
	want, err := bots.Hint(ses.State, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got != want || !slices.Contains(ses.State.Legal(), got) {
		t.Fatalf("suggested %+v, bots.Hint %+v, legal %v", got, want, ses.State.Legal())
	}
	if _, err := suggestWork(ses.State, 1, time.Now); err == nil {
		t.Fatal("a suggestion for a seat that is not to move")
	}
}

func TestSuggestWorkStopsAtTheTimeCap(t *testing.T) {
	ses, _ := personToMove(t, 62)
	clock := &apptest.FakeClock{Tick: bots.LevelTimeCap(bots.Normal) / 2}
	work, err := suggestWork(ses.State, 0, clock.Read)
	if err != nil {
		t.Fatal(err)
	}
	for steps := 1; ; steps++ {
		a, done, err := work()
		if err != nil {
			t.Fatal(err)
		}
		if done {
			if !slices.Contains(ses.State.Legal(), a) {
				t.Fatalf("suggested %+v, not legal", a)
			}
			break
		}
		if steps > 4 {
			t.Fatal("the suggestion ran past its time cap")
		}
	}
}

func TestTableShowsTheSuggestion(t *testing.T) {
	ses, tb := personToMove(t, 63)
	html := app.HTMLString(PageOf(tb))
	if !strings.Contains(html, suggestButton) || strings.Contains(html, "Suggested move:") {
		t.Fatal("before asking: want the Suggest button and no suggestion")
	}
	legal := ses.State.Legal()
	a := legal[len(legal)-1]
	tb.hint = suggestion{running: true, at: len(ses.Save.Log)}
	if !strings.Contains(app.HTMLString(PageOf(tb)), "Working out a move to suggest") {
		t.Error("no word while the suggestion is worked out")
	}
	tb.showHint(a)
	if p := tb.Props(); p.Hint == nil || *p.Hint != a {
		t.Fatalf("board.Props.Hint = %v, want %+v", p.Hint, a)
	}
	html = app.HTMLString(PageOf(tb))
	text := ses.State.Describe(a)
	if !strings.Contains(html, "Suggested move: "+strings.TrimSuffix(text, ".")+" — ") || strings.Contains(html, "..") {
		t.Errorf("the suggestion is not said in words (%q)", text)
	}
	if n := strings.Count(html, "move target suggested"); n != 1 {
		t.Errorf("%d moves marked as suggested in the move list, want 1", n)
	}
	if !strings.Contains(html, `<span class="badge">suggested</span>`) {
		t.Error("the suggested move's button does not say so")
	}

	// Once the position changes the suggestion no longer applies.
	if err := ses.Play(sessiontest.FirstOf(t, ses.State, toygame.KindDone), 5000); err != nil {
		t.Fatal(err)
	}
	if tb.Suggested() != nil || tb.Props().Hint != nil {
		t.Error("a suggestion shown for an earlier position")
	}
}

func TestDroppedSuggestionIsForgotten(t *testing.T) {
	ses, tb := personToMove(t, 64)
	tb.hint = suggestion{running: true, at: len(ses.Save.Log)}
	gen := tb.hint.gen
	tb.DropHint()
	if tb.hint.running || tb.hint.gen == gen {
		t.Fatalf("after dropHint: %+v", tb.hint)
	}
	// The dropped search does nothing, not even run its work.
	ran := false
	alive := func(gen int) func() bool { return func() bool { return gen == tb.hint.gen } }
	show := func(ctx app.Context, a engines.Action, err error) { tb.showHint(a) }
	tb.decide(app.Context{}, ses.State, bots.Normal, bots.HintSeed, 0, func() (computer.Step, error) {
		ran = true
		return func() (engines.Action, bool, error) { return ses.State.Legal()[0], true, nil }, nil
	}, alive(gen), show)
	if ran || tb.hint.found {
		t.Fatal("a dropped search went on")
	}
	// The current one finishes and shows its choice: natively there are no
	// search workers, so it is searched on the page.
	a := ses.State.Legal()[0]
	tb.hint = suggestion{gen: tb.hint.gen, running: true, at: len(ses.Save.Log)}
	tb.decide(app.Context{}, ses.State, bots.Normal, bots.HintSeed, 0,
		func() (computer.Step, error) {
			return func() (engines.Action, bool, error) { return a, true, nil }, nil
		},
		alive(tb.hint.gen), show)
	if got := tb.Suggested(); got == nil || *got != a || tb.hint.running {
		t.Fatalf("suggested %v after the search finished, want %+v", got, a)
	}
	if tb.searchPath != page.SearchOnPage {
		t.Errorf("searched on %q, want the page", tb.searchPath)
	}
}

// suggestButton is in the HTML of a table that offers the Suggest button.
const suggestButton = `class="button suggest"`

// hiddenHintBar matches the hint bar's opening tag with the hidden
// attribute, in whatever order go-app writes the attributes.
var hiddenHintBar = regexp.MustCompile(`<div (?:[^>]* )?(?:class="hint-bar"[^>]* hidden|hidden[^>]* class="hint-bar")[ >]`)

func TestHintBarHiddenWhenThePersonCannotMove(t *testing.T) {
	ses := sessiontest.Start(t, 65, save.Human, save.Computer)
	for ses.State.ToMove() == 0 {
		if err := ses.Play(sessiontest.FirstOf(t, ses.State, toygame.KindDone), 5000); err != nil {
			t.Fatal(err)
		}
	}
	tb := newTable(ses)
	if html := app.HTMLString(PageOf(tb)); !hiddenHintBar.MatchString(html) {
		t.Error("during the computer's turn the hint bar (with its Suggest button) should be hidden")
	}
}

func TestTargetMarksTheSuggestedMove(t *testing.T) {
	sell, other := engines.Action{Kind: 3, A: 1}, engines.Action{Kind: 3, A: 2}
	p := board.Props{
		Legal:  []board.Choice{{Action: sell, Text: "Sell a Sword"}, {Action: other, Text: "Sell an Axe"}},
		Choose: func(app.Context, engines.Action) {},
		Hint:   &sell,
	}
	got := app.HTMLString(p.Target(board.SVG("rect").Class("space"), sell))
	for _, want := range []string{"suggested", "target", `aria-label="Sell a Sword` + board.SuggestedLabel + `"`} {
		if !strings.Contains(got, want) {
			t.Errorf("the suggested target lacks %s: %s", want, got)
		}
	}
	if got := app.HTMLString(p.Target(board.SVG("rect").Class("space"), other)); strings.Contains(got, "suggested") {
		t.Errorf("another target is marked as suggested: %s", got)
	}
	p.Hint = nil
	if got := app.HTMLString(p.Target(board.SVG("rect").Class("space"), sell)); strings.Contains(got, "suggested") {
		t.Errorf("marked as suggested without a hint: %s", got)
	}
}

// The search on the page is set up only when the workers cannot decide,
// and a set-up that fails reaches done as an error, not a move.
func TestPageSearchThatCannotStart(t *testing.T) {
	ses, tb := personToMove(t, 64)
	want := errors.New("no such level")
	var got error
	played := false
	tb.decide(app.Context{}, ses.State, "oracle", 1, 0, func() (computer.Step, error) { return nil, want },
		func() bool { return true },
		func(ctx app.Context, a engines.Action, err error) { got, played = err, err == nil })
	if !errors.Is(got, want) || played {
		t.Fatalf("done got %v (a move: %v), want %v", got, played, want)
	}
}

// TestOneSearchWorkerPlaysAsThePage: at every level, a computer's decision
// through one search worker (the requests schedule makes, seeded by
// computer.Seed, run as cmd/searchworker runs them) is exactly the page's
// own search (computer.Think), and the hint's request is the hint's search; so a
// browser without workers plays as a single worker would.
func TestOneSearchWorkerPlaysAsThePage(t *testing.T) {
	g := toygame.Game{}
	lookup := func(id string) (engines.Game, bool) { return g, id == g.Info().ID }
	st, err := g.New(engines.Config{Players: 3, Seed: 23})
	if err != nil {
		t.Fatal(err)
	}
	const seed, moves = 99, 9
	for i := range moves {
		legal := st.Legal()
		if err := st.Apply(legal[i*7%len(legal)]); err != nil {
			t.Fatal(err)
		}
	}
	if len(st.Legal()) < 3 {
		t.Fatal("the test wants a position with a choice")
	}
	never := func() time.Time { return time.Unix(0, 0) }
	viaWorker := func(bot string, seed uint64) engines.Action {
		t.Helper()
		reqs, err := searchjob.Requests(1, g.Info(), g.Info().RulesVersion, st, bot, seed, 1, 0)
		if err != nil {
			t.Fatal(err)
		}
		rep, _ := searchjob.Run(reqs[0], lookup, never, nil)
		a, err := searchjob.Choose(reqs, []*searchjob.Reply{&rep}, st)
		if err != nil {
			t.Fatalf("%s: %v", bot, err)
		}
		return a
	}
	onPage := func(work computer.Step) engines.Action {
		t.Helper()
		for {
			a, done, err := computer.RunSlice(work, time.Hour, time.Now)
			if err != nil {
				t.Fatal(err)
			}
			if done {
				return a
			}
		}
	}
	for _, level := range computer.Levels() {
		work, err := computer.Think(level, st, seed, moves, never)
		if err != nil {
			t.Fatal(err)
		}
		if page, worker := onPage(work), viaWorker(level, computer.Seed(seed, moves)); page != worker {
			t.Errorf("%s: the page chose %+v, one worker %+v", level, page, worker)
		}
	}
	work, err := suggestWork(st, st.ToMove(), never)
	if err != nil {
		t.Fatal(err)
	}
	if page, worker := onPage(work), viaWorker(bots.Normal, bots.HintSeed); page != worker {
		t.Errorf("hint: the page suggested %+v, one worker %+v", page, worker)
	}
}
