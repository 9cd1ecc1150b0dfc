package review

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"tabula/app/apptest"
	"tabula/app/session"
	"tabula/app/session/sessiontest"
	"tabula/app/storage/storagetest"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/settings"
	"tabula/app/storage"
	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/rng"
	"tabula/engines/save"
	"tabula/engines/searchjob"
)

// toyReview plays a toy game with the given seat kinds, moves actions at
// random (to the end when moves is negative), stores it and opens it for
// review as a stored game.
func toyReview(t *testing.T, seed uint64, moves int, kinds ...save.Kind) (*reviewGame, session.Store) {
	t.Helper()
	ses := sessiontest.Start(t, seed, kinds...)
	r := rng.New(seed)
	for k := 0; (moves < 0 || k < moves) && !ses.State.Over(); k++ {
		legal := ses.State.Legal()
		if err := ses.Play(legal[r.Intn(len(legal))], 2000); err != nil {
			t.Fatal(err)
		}
	}
	st := session.StoreFor(storagetest.New(), apptest.ToyGames())
	if err := st.Put(ses.ID, ses.Save); err != nil {
		t.Fatal(err)
	}
	s, _, err := st.Read(ses.ID)
	if err != nil {
		t.Fatal(err)
	}
	c, g, err := session.Prepare(apptest.ToyGames(), s)
	if err != nil {
		t.Fatal(err)
	}
	rv, err := newReviewGame(ses.ID, c, board.Game{Engine: g})
	if err != nil {
		t.Fatal(err)
	}
	return rv, st
}

// TestReviewReplaysEveryPosition: the review holds the position after every
// move, the same as replaying the log that far, and the score after each.
func TestReviewReplaysEveryPosition(t *testing.T) {
	rv, _ := toyReview(t, 3, -1, save.Human, save.Computer)
	if !rv.over() || len(rv.states) != rv.moves()+1 || len(rv.scores) != len(rv.states) {
		t.Fatalf("%d moves, %d states, %d scores, over %v", rv.moves(), len(rv.states), len(rv.scores), rv.over())
	}
	for _, pos := range []int{0, 1, rv.moves() / 2, rv.moves()} {
		prefix := *rv.save
		prefix.Log = rv.save.Log[:pos]
		prefix.Finished = pos == rv.moves() && rv.over()
		st, err := save.Replay(&prefix, rv.game)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(apptest.Encoded(t, st), apptest.Encoded(t, rv.states[pos])) {
			t.Errorf("position %d differs from the replay of the log that far", pos)
		}
		if !slices.Equal(rv.scores[pos], st.Result().Scores) {
			t.Errorf("scores at %d: %v, want %v", pos, rv.scores[pos], st.Result().Scores)
		}
	}
}

// TestGroupMoves: every move is in one turn, in order; a turn is one seat's
// consecutive moves, a group one value of the game's Progress.
func TestGroupMoves(t *testing.T) {
	rv, _ := toyReview(t, 4, -1, save.Human, save.Computer)
	next := 0
	for gi, g := range rv.groups {
		for ti, turn := range g.Turns {
			if turn.From != next || turn.To <= turn.From {
				t.Fatalf("group %d turn %d is [%d, %d), want it to start at %d", gi, ti, turn.From, turn.To, next)
			}
			for k := turn.From; k < turn.To; k++ {
				if rv.lines[k].Seat != turn.Seat || rv.states[k].Progress() != g.Title {
					t.Errorf("move %d: seat %d in %q, in a turn of seat %d in %q", k, rv.lines[k].Seat, rv.states[k].Progress(), turn.Seat, g.Title)
				}
			}
			if ti > 0 && g.Turns[ti-1].Seat == turn.Seat {
				t.Errorf("group %d: turns %d and %d are both seat %d's", gi, ti-1, ti, turn.Seat)
			}
			next = turn.To
		}
		if gi > 0 && rv.groups[gi-1].Title == g.Title {
			t.Errorf("groups %d and %d have the same title %q", gi-1, gi, g.Title)
		}
	}
	if next != rv.moves() {
		t.Errorf("the groups hold %d of %d moves", next, rv.moves())
	}
}

// TestReviewViewpoint: a finished game or one without people shows the
// table's view; an unfinished game is shown as the person at the device
// sees it, who must say who they are when several people play.
func TestReviewViewpoint(t *testing.T) {
	H, C := save.Human, save.Computer
	tests := []struct {
		name     string
		moves    int
		kinds    []save.Kind
		seat     int
		viewer   int
		ask      bool
		finished bool
	}{
		{"one person, unfinished", 3, []save.Kind{C, H}, -1, 1, false, false},
		{"one person, finished", -1, []save.Kind{C, H}, -1, 1, false, true},
		{"computers only", 3, []save.Kind{C, C}, -1, -1, false, false},
		{"hot seat, unfinished, unknown", 3, []save.Kind{H, H}, -1, -1, true, false},
		{"hot seat, unfinished, a computer's seat named", 3, []save.Kind{H, H, C}, 2, -1, true, false},
		{"hot seat, unfinished, seat named", 3, []save.Kind{H, H}, 1, 1, false, false},
		{"hot seat, finished", -1, []save.Kind{H, H}, 1, -1, false, true},
	}
	for _, tt := range tests {
		rv, _ := toyReview(t, 5, tt.moves, tt.kinds...)
		if rv.over() != tt.finished {
			t.Fatalf("%s: finished %v", tt.name, rv.over())
		}
		if viewer, ask := rv.viewpoint(tt.seat); viewer != tt.viewer || ask != tt.ask {
			t.Errorf("%s: viewpoint(%d) = %d, %v; want %d, %v", tt.name, tt.seat, viewer, ask, tt.viewer, tt.ask)
		}
	}
}

// TestReviewShowsOnlyTheViewersView: at every position the board gets the
// position as the viewer could see it, with the moves of the last turn up
// to the move shown, never the hidden cards.
func TestReviewShowsOnlyTheViewersView(t *testing.T) {
	rv, _ := toyReview(t, 6, 12, save.Human, save.Human)
	hidden := false
	for pos := range rv.states {
		p := rv.props(pos, 0, true, nil)
		if !bytes.Equal(apptest.Encoded(t, p.State), apptest.Encoded(t, rv.states[pos].View(0))) {
			t.Fatalf("position %d: the board gets more than seat 0's view", pos)
		}
		hidden = hidden || !bytes.Equal(apptest.Encoded(t, p.State), apptest.Encoded(t, rv.states[pos]))
		if len(p.Legal) != 0 || p.Viewer != 0 || p.ToMove != rv.states[pos].ToMove() {
			t.Errorf("position %d: props %+v", pos, p)
		}
		for i, step := range p.Recent {
			k := pos - len(p.Recent) + i
			if step.Seat != rv.lines[pos-1].Seat || step.Action != rv.lines[k].Action ||
				!bytes.Equal(apptest.Encoded(t, step.Before), apptest.Encoded(t, rv.states[k].View(0))) {
				t.Errorf("position %d: recent move %d is %+v", pos, i, step)
			}
		}
		if pos > 0 && (len(p.Recent) == 0 || pos > len(p.Recent) && rv.lines[pos-len(p.Recent)-1].Seat == rv.lines[pos-1].Seat) {
			t.Errorf("position %d: %d recent moves, not the last turn's", pos, len(p.Recent))
		}
	}
	if !hidden {
		t.Fatal("the toy game hid nothing from seat 0: the test proves nothing")
	}
}

// TestContinueFromHere: a new saved game with the log up to the position
// shown, the same setup and seats; the game reviewed is unchanged.
func TestContinueFromHere(t *testing.T) {
	rv, st := toyReview(t, 7, -1, save.Human, save.Computer)
	before := st.Text(rv.id)
	pos := rv.moves() / 2
	id, err := rv.branch(st, pos, 9000)
	if err != nil {
		t.Fatal(err)
	}
	if id == rv.id || st.Text(rv.id) != before {
		t.Fatal("continuing changed the game reviewed")
	}
	ses, err := session.OpenStored(st, id)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(ses.Save.Log, rv.save.Log[:pos]) || !slices.Equal(ses.Save.Seats, rv.save.Seats) || ses.Save.Seed != rv.save.Seed {
		t.Errorf("the new game's log %v, seats %v", ses.Save.Log, ses.Save.Seats)
	}
	if !bytes.Equal(apptest.Encoded(t, ses.State), apptest.Encoded(t, rv.states[pos])) || ses.Save.Created != 9000 || ses.Save.Finished {
		t.Error("the new game is not at the position continued from")
	}
	if len(st.List()) != 2 {
		t.Errorf("%d saved games, want 2", len(st.List()))
	}
	full := storagetest.New()
	full.Full = true
	if _, err := rv.branch(session.StoreFor(full, apptest.ToyGames()), pos, 9000); !errors.Is(err, storage.ErrStorage) {
		t.Errorf("a full storage: %v, want storage.ErrStorage", err)
	}
}

// quickStart is bots.StartAnalysis with a budget small enough for tests.
func quickStart(st engines.State, played engines.Action, seed uint64) (*bots.Search, error) {
	set, _ := bots.LevelSettings(bots.AnalysisLevel)
	set.Budget = 800
	return bots.StartAnalysisWith(set, st, played, seed)
}

// runAll runs an analysis to its end, or for at most n decisions.
func runAll(t *testing.T, r *analysisRun, n int) {
	t.Helper()
	for judgedN := 0; judgedN < n; {
		one, done, err := r.work()
		if err != nil {
			t.Fatal(err)
		}
		if one {
			judgedN++
		}
		if done {
			return
		}
	}
}

// TestAnalysisJudgesEveryDecision: an analysis judges each decision of the
// chosen seat with more than one move, in order; stopped and started again
// it judges the rest, the same as in one go; it is kept under the game's
// own key and read back for the same log only; deleting the game deletes it.
func TestAnalysisJudgesEveryDecision(t *testing.T) {
	rv, st := toyReview(t, 8, -1, save.Human, save.Computer)
	want := decisionsOf(rv.states, rv.moves(), 0)
	if len(want) < 3 {
		t.Fatalf("only %d decisions", len(want))
	}
	whole := &seatAnalysis{Seat: 0}
	r := newAnalysisRun(rv.states, rv.actions(), whole)
	r.start = quickStart
	runAll(t, r, 1<<30)
	if !whole.Done || len(whole.Moves) != len(want) {
		t.Fatalf("judged %d of %d, done %v", len(whole.Moves), len(want), whole.Done)
	}
	for i, j := range whole.Moves {
		legal := rv.states[j.Step].Legal()
		if j.Step != want[i] || j.Best < 0 || j.Best >= len(legal) || j.Before < 0 || j.Before > 1 || j.After < 0 || j.After > 1 {
			t.Errorf("judgement %d: %+v", i, j)
		}
		if legal[j.Best] == rv.lines[j.Step].Action && j.cost() != 0 {
			t.Errorf("judgement %d: the move preferred was played, at a cost %+v", i, j)
		}
	}

	parts := &seatAnalysis{Seat: 0}
	r = newAnalysisRun(rv.states, rv.actions(), parts)
	r.start = quickStart
	runAll(t, r, 2)
	if parts.Done || len(parts.Moves) != 2 {
		t.Fatalf("stopped after 2: %+v", parts)
	}
	a := &analyses{Fingerprint: fingerprint(rv.save), Version: analysisVersion, Seats: []seatAnalysis{*parts}}
	if err := keepAnalyses(st.KV, rv.id, a); err != nil {
		t.Fatal(err)
	}
	kept := loadAnalyses(st.KV, rv.id, rv.save, rv.states)
	r = newAnalysisRun(rv.states, rv.actions(), kept.forSeat(0))
	r.start = quickStart
	if r.left() != len(want)-2 || r.total() != len(want) {
		t.Errorf("going on: %d left of %d", r.left(), r.total())
	}
	runAll(t, r, 1<<30)
	if got := kept.of(0); !got.Done || !slices.Equal(got.Moves, whole.Moves) {
		t.Errorf("in two goes: %+v, want %+v", got.Moves, whole.Moves)
	}

	other := *rv.save
	other.Log = rv.save.Log[:len(rv.save.Log)-1]
	if got := loadAnalyses(st.KV, rv.id, &other, rv.states[:len(rv.states)-1]); len(got.Seats) != 0 {
		t.Error("an analysis of another log was read back")
	}
	if got := loadAnalyses(st.KV, "", rv.save, rv.states); len(got.Seats) != 0 {
		t.Error("a game that is not stored has analyses")
	}
	// Edited in storage, it is dropped rather than shown.
	for name, edit := range map[string]func(a *analyses){
		"a step that is no decision": func(a *analyses) { a.Seats[0].Moves[0].Step = want[0] + 1 },
		"a move that is not legal":   func(a *analyses) { a.Seats[0].Moves[0].Best = 99 },
		"a chance out of range":      func(a *analyses) { a.Seats[0].Moves[0].Before = 2 },
		"out of order":               func(a *analyses) { a.Seats[0].Moves[0], a.Seats[0].Moves[1] = a.Seats[0].Moves[1], a.Seats[0].Moves[0] },
		"done too soon":              func(a *analyses) { a.Seats[0].Moves = a.Seats[0].Moves[:1] },
		"a seat twice":               func(a *analyses) { a.Seats = append(a.Seats, a.Seats[0]) },
		"a seat not in the game":     func(a *analyses) { a.Seats[0].Seat = 5 },
	} {
		bad := *kept
		bad.Seats = []seatAnalysis{{Seat: 0, Done: true, Moves: slices.Clone(kept.of(0).Moves)}}
		edit(&bad)
		if err := keepAnalyses(st.KV, rv.id, &bad); err != nil {
			t.Fatal(err)
		}
		if got := loadAnalyses(st.KV, rv.id, rv.save, rv.states); len(got.Seats) != 0 {
			t.Errorf("%s: the analysis was read back", name)
		}
	}
	st.Remove(rv.id)
	if st.KV.Contains(storage.AnalysisPrefix + rv.id) {
		t.Error("deleting the game left its analysis")
	}
}

// TestAnalysisInTheWorkers: judged in batches by search workers (each
// request run as cmd/searchworker runs it, after a trip through JSON), a
// game's analysis is the page's own, judgement for judgement; a worker
// that did not answer leaves its decision to do, and the page's slices
// finish what the workers left; a reply to another batch keeps nothing.
func TestAnalysisInTheWorkers(t *testing.T) {
	rv, _ := toyReview(t, 8, -1, save.Human, save.Computer)
	onPage := &seatAnalysis{Seat: 0}
	runAll(t, newAnalysisRun(rv.states, rv.actions(), onPage), 1<<30)
	if len(onPage.Moves) < 4 {
		t.Fatalf("only %d decisions", len(onPage.Moves))
	}
	lookup := func(string) (engines.Game, bool) { return rv.game, true }
	worker := func(r searchjob.Request) *searchjob.Reply {
		b, err := searchjob.Encode(r)
		if err != nil {
			t.Fatal(err)
		}
		req, err := searchjob.DecodeRequest(b)
		if err != nil {
			t.Fatal(err)
		}
		rep, _ := searchjob.Run(req, lookup, time.Now, nil)
		if b, err = searchjob.Encode(rep); err != nil {
			t.Fatal(err)
		}
		back, err := searchjob.DecodeReply(b)
		if err != nil {
			t.Fatal(err)
		}
		return &back
	}

	inWorkers := &seatAnalysis{Seat: 0}
	r := newAnalysisRun(rv.states, rv.actions(), inWorkers)
	reqs, err := r.batch(1, 3, rv.info, rv.save.RulesVersion)
	if err != nil || len(reqs) != 3 {
		t.Fatalf("the first batch: %d requests, %v", len(reqs), err)
	}
	replies := []*searchjob.Reply{worker(reqs[0]), nil, worker(reqs[2])}
	if n, err := r.record(reqs, replies); n != 2 || err != nil {
		t.Fatalf("recorded %d, %v; want 2 (one worker late)", n, err)
	}
	if r.left() != len(onPage.Moves)-2 || r.todo[0] != onPage.Moves[1].Step {
		t.Fatalf("after a batch with a late worker: to do %v", r.todo)
	}

	reqs, _ = r.batch(2, 2, rv.info, rv.save.RulesVersion)
	stale := worker(reqs[0])
	stale.ID = 1
	if n, err := r.record(reqs, []*searchjob.Reply{stale, worker(reqs[1])}); n != 0 || err == nil {
		t.Fatalf("a reply to another batch: recorded %d, %v", n, err)
	}
	if n, err := r.record(reqs, []*searchjob.Reply{worker(reqs[0]), worker(reqs[1])}); n != 2 || err != nil {
		t.Fatalf("the second batch: recorded %d, %v", n, err)
	}
	runAll(t, r, 1<<30)
	if !inWorkers.Done || !slices.Equal(inWorkers.Moves, onPage.Moves) {
		t.Errorf("in the workers: %+v\non the page: %+v", inWorkers.Moves, onPage.Moves)
	}
}

// TestReviewRendersEveryBoard: the review of a game of each board
// draws the board at the move shown in the table's viewport, the timeline
// with the move shown current, the charts and the controls.
func TestReviewRendersEveryBoard(t *testing.T) {
	for _, g := range apptest.EveryGame() {
		t.Run(g.ID(), func(t *testing.T) {
			ses, err := session.Start(g, engines.Config{Players: 2, Seed: 5}, sessiontest.Seats(save.Computer, save.Computer), 1000)
			if err != nil {
				t.Fatal(err)
			}
			// Up to 12 moves, and never the last: the game is unfinished.
			moves := 0
			for ; moves < 12; moves++ {
				a := ses.State.Legal()[0]
				if next := ses.State.Clone(); next.Apply(a) != nil || next.Over() {
					break
				}
				if err := ses.Play(a, 2000); err != nil {
					t.Fatal(err)
				}
			}
			pos := min(5, moves)
			rv, err := newReviewGame(ses.ID, ses.Save, g)
			if err != nil {
				t.Fatal(err)
			}
			p := &Page{screen: apptest.Screen(apptest.ToyGames()), rv: rv, pos: pos, viewer: -1, boards: map[int]board.Board{}, an: loadAnalyses(storagetest.New(), "", rv.save, rv.states)}
			p.Settings = settings.Default()
			htm := app.HTMLString(p)
			for _, want := range []string{
				`class="status-bar review-status"`, `class="board-view"`, `class="board-canvas board board-` + g.ID() + `"`,
				`id="review-log"`, `id="review-players"`, `id="review-mine"`, fmt.Sprintf("Move %d of %d", pos, moves),
				"Continue from here", `type="range"`, "once the game is finished",
			} {
				if !strings.Contains(htm, want) {
					t.Errorf("the review lacks %q", want)
				}
			}
			if tag := tagWith(htm, fmt.Sprintf(`data-step="%d"`, pos)); !strings.Contains(tag, `aria-current="step"`) {
				t.Errorf("the move shown is not current in the timeline: %s", tag)
			}
			if strings.Contains(htm, `class="target`) {
				t.Error("the review has targets")
			}
		})
	}
}

// TestFinishedReviewShowsEveryMat: in a finished game each seat's whole mat
// (of a board that draws them)
// is drawn from that seat's own view (its hand too), whoever reviews; in an
// unfinished one, from the viewer's.
func TestFinishedReviewShowsEveryMat(t *testing.T) {
	hides := false
	for _, g := range apptest.EveryGame() {
		t.Run(g.ID(), func(t *testing.T) {
			ses, err := session.Start(g, engines.Config{Players: 2, Seed: 3}, sessiontest.Seats(save.Human, save.Human), 1000)
			if err != nil {
				t.Fatal(err)
			}
			r := rng.New(3)
			for !ses.State.Over() {
				legal := ses.State.Legal()
				if err := ses.Play(legal[r.Intn(len(legal))], 2000); err != nil {
					t.Fatal(err)
				}
			}
			rv, err := newReviewGame(ses.ID, ses.Save, g)
			if err != nil {
				t.Fatal(err)
			}
			pos := rv.moves() / 2
			// The text shown, its spacing aside (the markup's attributes come
			// in any order).
			flat := func(ui app.UI) string {
				return strings.Join(strings.Fields(apptest.VisibleText(app.HTMLString(ui))), " ")
			}
			say := func(app.Context, string) {}
			if g.NewBoard().Render(rv.props(pos, 1, true, say)).Detail == nil {
				return // a board without whole mats (Parts.Detail is optional)
			}
			own := flat(g.NewBoard().Render(rv.props(pos, 1, true, say)).Detail(1))
			theirs := flat(g.NewBoard().Render(rv.props(pos, 0, true, say)).Detail(1))
			page := func(over bool) string {
				p := &Page{screen: apptest.Screen(apptest.ToyGames()), rv: rv, pos: pos, viewer: 0, detail: 2, boards: map[int]board.Board{}, an: loadAnalyses(storagetest.New(), "", rv.save, rv.states)}
				p.Settings = settings.Default()
				if !over {
					// The same game, as if it were still being played.
					cut := *rv
					cut.states = slices.Clone(rv.states)
					cut.states[len(cut.states)-1] = rv.states[len(rv.states)-2]
					p.rv = &cut
				}
				return flat(p)
			}
			if !strings.Contains(page(true), own) {
				t.Error("a finished game's review does not show seat 1's mat as seat 1 saw it")
			}
			if own != theirs {
				hides = true
				if !strings.Contains(page(false), theirs) || strings.Contains(page(false), own) {
					t.Error("an unfinished game's review shows seat 1's mat beyond what seat 0 may see")
				}
			}
		})
	}
	if !hides {
		t.Error("no board hides anything of a seat's mat from another: the test proves nothing")
	}
}

// tagWith is the opening tag in html that holds attr, or "".
func tagWith(html, attr string) string {
	i := strings.Index(html, attr)
	if i < 0 {
		return ""
	}
	start := strings.LastIndexByte(html[:i], '<')
	end := strings.IndexByte(html[i:], '>')
	return html[start : i+end+1]
}

// TestReviewShowsTheAnalysis: a finished game's analysis marks the costly
// move in the timeline, says what the computer preferred at that move, lists
// it among the costliest and draws the chance to win.
func TestReviewShowsTheAnalysis(t *testing.T) {
	rv, st := toyReview(t, 9, -1, save.Human, save.Computer)
	steps := decisionsOf(rv.states, rv.moves(), 0)
	k := steps[len(steps)/2]
	legal := rv.states[k].Legal()
	best := slices.IndexFunc(legal, func(a engines.Action) bool { return a != rv.lines[k].Action })
	an := &analyses{Fingerprint: fingerprint(rv.save), Version: analysisVersion}
	sa := an.forSeat(0)
	for _, s := range steps {
		j := judged{Step: s, Best: slices.Index(rv.states[s].Legal(), rv.lines[s].Action), Before: 0.5, After: 0.5}
		if s == k {
			j = judged{Step: s, Best: best, Before: 0.8, After: 0.3, Noise: 0.05, Costly: true}
		}
		sa.Moves = append(sa.Moves, j)
	}
	sa.Done = true
	if err := keepAnalyses(st.KV, rv.id, an); err != nil {
		t.Fatal(err)
	}
	p := &Page{screen: apptest.Screen(apptest.ToyGames()), rv: rv, pos: k + 1, viewer: 0, boards: map[int]board.Board{}, an: loadAnalyses(st.KV, rv.id, rv.save, rv.states)}
	p.Settings = settings.Default()
	htm := app.HTMLString(p)
	text := apptest.VisibleText(htm)
	preferred := strings.TrimRight(rv.table.Text(rv.states[k], legal[best], rv.save.Seats), ".")
	for _, want := range []string{
		"Chance to win 80% before this move, 30% after it. A costly move: the computer preferred " + preferred + ".",
		"80% → 30%", "costly", "1 costly move", "The costliest moves", "Chance to win over the game",
	} {
		if !strings.Contains(text, want) && !strings.Contains(htm, want) {
			t.Errorf("the review lacks %q", want)
		}
	}
	if strings.Count(htm, "review-costly-dot") != 1 || strings.Count(htm, `costly-move"`) != 1 {
		t.Errorf("the costly move is not marked once on the chart and in the list: %d, %d", strings.Count(htm, "review-costly-dot"), strings.Count(htm, `costly-move"`))
	}
	if tag := tagWith(htm, fmt.Sprintf(`data-step="%d"`, k+1)); !strings.Contains(tag, "costly") {
		t.Errorf("the costly move is not marked in the timeline: %s", tag)
	}
	p.pos = steps[0] + 1
	if text := apptest.VisibleText(app.HTMLString(p)); !strings.Contains(text, "The computer would have played it too.") {
		t.Error("a move the computer agrees with is not said to be so")
	}
}

// TestJudgementLineKeepsItsPlace: a finished game's status bar has the
// judgement line at every move, empty where no move is judged, so that the
// status bar keeps its height and a fitted board its zoom from move to move
// and when the analysis ends; a judged move's line holds its judgement,
// whole in the title; an unfinished game, which cannot be analysed, has no
// such line.
func TestJudgementLineKeepsItsPlace(t *testing.T) {
	rv, st := toyReview(t, 9, -1, save.Human, save.Computer)
	steps := decisionsOf(rv.states, rv.moves(), 0)
	k := steps[0]
	legal := rv.states[k].Legal()
	best := slices.IndexFunc(legal, func(a engines.Action) bool { return a != rv.lines[k].Action })
	an := &analyses{Fingerprint: fingerprint(rv.save), Version: analysisVersion}
	an.forSeat(0).Moves = []judged{{Step: k, Best: best, Before: 0.8, After: 0.3, Noise: 0.05, Costly: true}}
	if err := keepAnalyses(st.KV, rv.id, an); err != nil {
		t.Fatal(err)
	}
	// go-app writes an element's attributes in no set order.
	line := regexp.MustCompile(`<p [^>]*\bclass="review-judgement[^>]*>([^<]*)</p>`)
	p := &Page{screen: apptest.Screen(apptest.ToyGames()), rv: rv, viewer: 0, boards: map[int]board.Board{}, an: loadAnalyses(st.KV, rv.id, rv.save, rv.states)}
	p.Settings = settings.Default()
	unjudged := slices.IndexFunc(rv.lines, func(l session.LogLine) bool { return l.Seat != 0 })
	for _, pos := range []int{0, unjudged + 1, rv.moves()} {
		p.pos = pos
		got := line.FindAllStringSubmatch(app.HTMLString(p), -1)
		if len(got) != 1 || got[0][1] != "" {
			t.Errorf("at move %d the judgement lines are %q, want one, empty", pos, got)
		}
	}
	p.pos = k + 1
	got := line.FindAllStringSubmatch(app.HTMLString(p), -1)
	if len(got) != 1 || !strings.Contains(got[0][0], "costly") ||
		!strings.HasPrefix(got[0][1], "Chance to win 80% before this move, 30% after it.") ||
		!strings.Contains(got[0][0], `title="`+got[0][1]+`"`) {
		t.Errorf("the judged move's line is %q", got)
	}

	unfinished, _ := toyReview(t, 9, 5, save.Human, save.Computer)
	p = &Page{screen: apptest.Screen(apptest.ToyGames()), rv: unfinished, pos: 3, viewer: 0, boards: map[int]board.Board{}, an: loadAnalyses(storagetest.New(), "", unfinished.save, unfinished.states)}
	p.Settings = settings.Default()
	if htm := app.HTMLString(p); strings.Contains(htm, "review-judgement") {
		t.Error("an unfinished game's review has a judgement line")
	}
}

// TestChanceChartNamesItsOwner: the chance-to-win chart's caption writes
// the analysed seat as an owner, "Your" for the seat named You.
func TestChanceChartNamesItsOwner(t *testing.T) {
	rv, _ := toyReview(t, 9, -1, save.Human, save.Computer)
	sa := &seatAnalysis{Seat: 0, Moves: []judged{{Step: 0, Before: 0.5, After: 0.4}}}
	p := &Page{screen: apptest.Screen(apptest.ToyGames()), rv: rv, pos: 1}
	for name, want := range map[string]string{board.You: "Your chance to win", "Beatrix": "Beatrix's chance to win", "Thomas": "Thomas' chance to win"} {
		rv.seats[0].Name = name
		if text := apptest.VisibleText(app.HTMLString(p.chanceChart(sa))); !strings.Contains(text, want) {
			t.Errorf("the caption for %s is %q, want %q", name, text, want)
		}
	}
}

// TestSoloJudgementSaysTheMargin: alone, where the chance to beat the
// score to beat is often certain either way, the judgement also says the
// expected margin over it, in points; with more players it does not.
func TestSoloJudgementSaysTheMargin(t *testing.T) {
	rv, _ := toyReview(t, 9, -1, save.Human, save.Computer)
	k := decisionsOf(rv.states, rv.moves(), 0)[0]
	best := slices.Index(rv.states[k].Legal(), rv.lines[k].Action)
	j := judged{Step: k, Best: best, Before: 1, After: 1, Margins: true, MarginBefore: 12.4, MarginAfter: -0.6}
	p := &Page{screen: apptest.Screen(apptest.ToyGames()), rv: rv}
	want := "Expected margin over the score to beat: +12 points before this move, −1 point after it."
	if got := p.judgementText(j); strings.Contains(got, want) {
		t.Errorf("with two players: %q", got)
	}
	rv.save.Players = 1
	if got := p.judgementText(j); !strings.Contains(got, want) {
		t.Errorf("alone: %q, want it to say %q", got, want)
	}
}

// TestReviewDrawsEveryPositionOfAWholeGame: the review of a whole game of
// each game, random computers to its end, draws its positions from the
// first to the last, each with its board and its count: every one of a
// game of up to 400 moves; of a longer one (Craft & Conquer's, over 1,000
// moves), the first and last 50 and 200 spread between. The browser test
// steps through the first and the last moves with the keys and compares
// the review's boards with the table's (e2e/review.test.mjs).
func TestReviewDrawsEveryPositionOfAWholeGame(t *testing.T) {
	for _, g := range apptest.EveryGame() {
		t.Run(g.ID(), func(t *testing.T) {
			players := max(2, g.Engine.Info().MinPlayers)
			ses, err := session.Start(g, engines.Config{Players: players, Seed: 11}, sessiontest.Seats(slices.Repeat([]save.Kind{save.Computer}, players)...), 1000)
			if err != nil {
				t.Fatal(err)
			}
			for n := 0; !ses.State.Over(); n++ {
				if n > 5000 {
					t.Fatal("no end after 5,000 moves")
				}
				apptest.PlayComputer(t, ses)
			}
			rv, err := newReviewGame(ses.ID, ses.Save, g)
			if err != nil {
				t.Fatal(err)
			}
			p := &Page{screen: apptest.Screen(apptest.ToyGames()), rv: rv, viewer: -1, boards: map[int]board.Board{}, an: loadAnalyses(storagetest.New(), "", rv.save, rv.states)}
			p.Settings = settings.Default()
			stride := max(1, rv.moves()/200)
			if rv.moves() <= 400 {
				stride = 1
			}
			for pos := 0; pos <= rv.moves(); pos++ {
				if pos%stride != 0 && pos >= 50 && pos <= rv.moves()-50 {
					continue
				}
				p.pos = pos
				htm := app.HTMLString(p)
				count := fmt.Sprintf("Move %d of %d", pos, rv.moves())
				if pos == 0 {
					count = "The start ("
				}
				if !strings.Contains(htm, count) || !strings.Contains(htm, `class="board-canvas board board-`+g.ID()+`"`) {
					t.Fatalf("position %d: no board, or the count %q is not shown", pos, count)
				}
			}
			t.Logf("%d moves", rv.moves())
		})
	}
}
