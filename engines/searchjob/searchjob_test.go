package searchjob

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/catalog"
	"tabula/engines/contract"
	"tabula/engines/enginetest"
	"tabula/engines/enginetest/nimgame"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/enginetest/toys"
)

// games are every shipped game and the toy engines, which the every-game
// tests below loop over; lookup finds one by ID, as catalog.Lookup finds a
// shipped game.
var games = toys.AndCatalog()

func lookup(id string) (engines.Game, bool) {
	for _, g := range games {
		if g.Info().ID == id {
			return g, true
		}
	}
	return nil, false
}

// position sets up g for 2 players and plays moves random actions, or as
// many of them as leave the game running.
func position(t testing.TB, g engines.Game, seed uint64, moves int) (engines.Game, engines.State) {
	t.Helper()
	for m := moves; m >= 0; m-- {
		s, err := contract.RandomPosition(g, 2, seed, m)
		if err != nil {
			t.Fatal(err)
		}
		if !s.Over() {
			return g, s
		}
	}
	t.Fatalf("%s seed %d is over from the start", g.Info().ID, seed)
	return nil, nil
}

// deepState is state with one more field, nested levels arrays (or maps)
// deep.
func deepState(t testing.TB, state []byte, levels int, maps bool) []byte {
	t.Helper()
	b, err := enginetest.WithField(state, "zz", enginetest.Nested(levels, maps))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// deepJSON is a message whose root nests levels arrays.
func deepJSON(levels int) string {
	return `{"v":1,"id":1,"root":` + strings.Repeat("[", levels) + strings.Repeat("]", levels) + `}`
}

// small is a search level cheap enough for tests.
var small = bots.Settings{Budget: 3000, Exploration: 0.7, PlayoutDepth: 250, WinWeight: 0.5}

// fixed is a clock that never moves, so no time cap ever cuts a search.
func fixed() time.Time { return time.Unix(0, 0) }

// through encodes and decodes a request, as it crosses to the worker.
func through(t *testing.T, r Request) Request {
	t.Helper()
	b, err := Encode(r)
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeRequest(b)
	if err != nil {
		t.Fatalf("DecodeRequest(%s): %v", b, err)
	}
	return back
}

// replyThrough encodes and decodes a reply, as it crosses to the page.
func replyThrough(t *testing.T, r Reply) *Reply {
	t.Helper()
	b, err := Encode(r)
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeReply(b)
	if err != nil {
		t.Fatalf("DecodeReply(%s): %v", b, err)
	}
	return &back
}

// TestWorkersMatchTheParallelBot: in every game, the requests of a
// decision sent through JSON, run by Run and merged by Choose after
// another JSON trip, choose exactly what the root-parallel bot
// (bots.NewParallel) chooses with the same seed and worker count, and one
// worker what the level's single search chooses.
func TestWorkersMatchTheParallelBot(t *testing.T) {
	const seed = 0xfeed
	for _, g := range games {
		id := g.Info().ID
		_, st := position(t, g, 7, 12)
		for _, workers := range []int{1, 3} {
			reqs, err := Requests(9, g.Info(), g.Info().RulesVersion, st, bots.Easy, seed, workers, 0)
			if err != nil {
				t.Fatal(err)
			}
			replies := make([]*Reply, len(reqs))
			for k, r := range reqs {
				rep, ok := Run(through(t, r), lookup, fixed, nil)
				if !ok || rep.Error != "" || rep.ID != 9 || rep.Worker != k {
					t.Fatalf("%s: worker %d: %+v", id, k, rep)
				}
				replies[k] = replyThrough(t, rep)
			}
			got, err := Choose(reqs, replies, st)
			if err != nil {
				t.Fatalf("%s, %d workers: %v", id, workers, err)
			}
			set, _ := bots.LevelSettings(bots.Easy)
			want, err := bots.NewParallel("easy", seed, set, workers).Choose(st.Clone(), st.ToMove())
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Errorf("%s, %d workers: chose %+v, the parallel bot %+v", id, workers, got, want)
			}
			if workers == 1 {
				single, _ := bots.New(bots.Easy, seed)
				if one, _ := single.Choose(st.Clone(), st.ToMove()); one != got {
					t.Errorf("%s: one worker chose %+v, the Easy bot %+v", id, got, one)
				}
			}
		}
	}
}

// TestHintThroughAWorker: the Normal level in one worker seeded with
// bots.HintSeed is the hint (bots.Hint).
func TestHintThroughAWorker(t *testing.T) {
	g, st := position(t, toygame.Game{}, 3, 9)
	reqs, err := Requests(1, g.Info(), g.Info().RulesVersion, st, bots.Normal, bots.HintSeed, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	rep, _ := Run(through(t, reqs[0]), lookup, fixed, nil)
	got, err := Choose(reqs, []*Reply{replyThrough(t, rep)}, st)
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := bots.Hint(st, st.ToMove()); got != want {
		t.Errorf("the worker's hint %+v, bots.Hint %+v", got, want)
	}
}

// TestAnalysisThroughAWorker: in every game, an analysis request sent
// through JSON and run by a worker judges the move played exactly as the
// page's own analysis (bots.StartAnalysis run to its end) with the same
// seed, whatever the request's index in its batch.
func TestAnalysisThroughAWorker(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the Hard search in every game")
	}
	const seed = 0xa11
	for _, g := range games {
		id := g.Info().ID
		// A decision: a position with more than one legal move.
		_, st := position(t, g, 4, 10)
		for moves := 9; len(st.Legal()) < 2; moves-- {
			_, st = position(t, g, 4, moves)
		}
		played := st.Legal()[len(st.Legal())/2]
		sr, err := bots.StartAnalysis(st.Clone(), played, seed)
		if err != nil {
			t.Fatal(err)
		}
		for !sr.Step(1 << 30) {
		}
		want, err := sr.Judge()
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		req, err := AnalysisRequest(5, g.Info(), g.Info().RulesVersion, st, played, seed, 2, 3)
		if err != nil {
			t.Fatal(err)
		}
		rep, ok := Run(through(t, req), lookup, fixed, nil)
		if !ok || rep.Error != "" || rep.ID != 5 || rep.Worker != 2 || rep.Root != nil || rep.Judged == nil {
			t.Fatalf("%s: reply %+v", id, rep)
		}
		got := replyThrough(t, rep).Judged
		if got.Best != want.Best || got.Before != want.Before || got.After != want.After || got.Noise != want.Noise ||
			got.Margins != want.Margins || got.MarginBefore != want.MarginBefore || got.MarginAfter != want.MarginAfter ||
			got.MarginNoise != want.MarginNoise {
			t.Errorf("%s: the worker judged %+v, the page %+v", id, *got, want)
		}
	}
}

// TestAnalysisOfAnIllegalMove: a request to analyse a move that is not
// legal in its position is answered with an error, not a judgement.
func TestAnalysisOfAnIllegalMove(t *testing.T) {
	g, st := position(t, toygame.Game{}, 2, 8)
	req, err := AnalysisRequest(1, g.Info(), g.Info().RulesVersion, st, engines.Action{Kind: 250, A: 9}, 1, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	rep, _ := Run(through(t, req), lookup, fixed, nil)
	if rep.Error == "" || rep.Judged != nil || !strings.Contains(rep.Error, "not legal") {
		t.Errorf("reply %+v, want the move refused", rep)
	}
	random := req
	random.Bot = "random"
	b, _ := Encode(random)
	if _, err := DecodeRequest(b); !errors.Is(err, ErrBadMessage) {
		t.Errorf("an analysis by the random bot: %v, want ErrBadMessage", err)
	}
}

// TestOneShotBotsRunInOneWorker: Random and Greedy get a single request
// whatever the workers, and it decides as the bot itself does.
func TestOneShotBotsRunInOneWorker(t *testing.T) {
	g, st := position(t, toygame.Game{}, 5, 6)
	for _, name := range []string{"random", "greedy"} {
		reqs, err := Requests(2, g.Info(), g.Info().RulesVersion, st, name, 77, 4, 0)
		if err != nil || len(reqs) != 1 {
			t.Fatalf("%s: %d requests, %v", name, len(reqs), err)
		}
		rep, _ := Run(through(t, reqs[0]), lookup, fixed, nil)
		got, err := Choose(reqs, []*Reply{replyThrough(t, rep)}, st)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := bots.New(name, 77)
		if want, _ := b.Choose(st.Clone(), st.ToMove()); got != want {
			t.Errorf("%s: the worker chose %+v, the bot %+v", name, got, want)
		}
	}
}

// TestRunStopsAtTheTimeCap: a clock that jumps a second a reading stops a
// Hard search at its cap long before its budget, with a root to play.
func TestRunStopsAtTheTimeCap(t *testing.T) {
	g, st := position(t, toygame.Game{}, 2, 4)
	reqs, _ := Requests(3, g.Info(), g.Info().RulesVersion, st, bots.Hard, 1, 1, 1500*time.Millisecond)
	clock := time.Unix(0, 0)
	tick := func() time.Time { clock = clock.Add(100 * time.Millisecond); return clock }
	rep, ok := Run(reqs[0], lookup, tick, nil)
	if !ok || rep.Error != "" || rep.Root == nil {
		t.Fatalf("reply %+v", rep)
	}
	if rep.Root.Iterations == 0 || rep.Root.Iterations > 100 || rep.Millis < 1500 || rep.Millis > 2000 {
		t.Errorf("%d iterations in %d ms: the cap did not stop the search", rep.Root.Iterations, rep.Millis)
	}
}

// TestRunCanBeDropped: between returning false drops the search.
func TestRunCanBeDropped(t *testing.T) {
	g, st := position(t, toygame.Game{}, 2, 4)
	reqs, _ := Requests(4, g.Info(), g.Info().RulesVersion, st, bots.Hard, 1, 1, 0)
	calls := 0
	clock := time.Unix(0, 0)
	tick := func() time.Time { clock = clock.Add(10 * time.Millisecond); return clock }
	if _, ok := Run(reqs[0], lookup, tick, func() bool { calls++; return calls < 3 }); ok || calls != 3 {
		t.Errorf("Run went on after between said stop (%d calls, ok %t)", calls, ok)
	}
}

// TestDecodeRequestRefusesGarbage: anything but a well-formed request of
// this version is an error wrapping ErrBadMessage, never a panic.
func TestDecodeRequestRefusesGarbage(t *testing.T) {
	g, st := position(t, toygame.Game{}, 1, 3)
	reqs, _ := Requests(5, g.Info(), g.Info().RulesVersion, st, bots.Hard, 1<<63+12345, 2, time.Second)
	good, _ := Encode(reqs[1])
	edit := func(f func(m map[string]any)) string {
		var m map[string]any
		if err := json.Unmarshal(good, &m); err != nil {
			t.Fatal(err)
		}
		f(m)
		b, _ := json.Marshal(m)
		return string(b)
	}
	tests := []struct{ name, msg string }{
		{"empty", ""},
		{"not JSON", "hello"},
		{"array", "[1,2]"},
		{"null", "null"},
		{"truncated", string(good[:len(good)/2])},
		{"two values", string(good) + string(good)},
		{"trailing garbage", string(good) + "x"},
		{"huge", `{"v":2,"game":"` + strings.Repeat("a", MaxMessage) + `"}`},
		{"unknown field", edit(func(m map[string]any) { m["evil"] = true })},
		{"old version", edit(func(m map[string]any) { m["v"] = 0 })},
		{"no game", edit(func(m map[string]any) { delete(m, "game") })},
		{"no state", edit(func(m map[string]any) { delete(m, "state") })},
		{"state not base64", edit(func(m map[string]any) { m["state"] = "%%%" })},
		{"negative seat", edit(func(m map[string]any) { m["seat"] = -1 })},
		{"unknown bot", edit(func(m map[string]any) { m["bot"] = "grandmaster" })},
		{"worker out of range", edit(func(m map[string]any) { m["worker"] = 2 })},
		{"negative worker", edit(func(m map[string]any) { m["worker"] = -1 })},
		{"no workers", edit(func(m map[string]any) { m["workers"] = 0; m["worker"] = 0 })},
		{"too many workers", edit(func(m map[string]any) { m["workers"] = MaxWorkers + 1 })},
		{"seed as a number", edit(func(m map[string]any) { m["seed"] = 12 })},
		{"seed not a number", edit(func(m map[string]any) { m["seed"] = "twelve" })},
		{"negative time cap", edit(func(m map[string]any) { m["timeCapMs"] = -5 })},
		{"endless time cap", edit(func(m map[string]any) { m["timeCapMs"] = 1e12 })},
		{"seat a string", edit(func(m map[string]any) { m["seat"] = "0" })},
		{"nested 30,000 deep", deepJSON(30000)},
		{"one-shot bot in two workers", edit(func(m map[string]any) { m["bot"] = "greedy" })},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := DecodeRequest([]byte(tt.msg)); !errors.Is(err, ErrBadMessage) {
				t.Errorf("DecodeRequest = %v, want ErrBadMessage", err)
			}
		})
	}
	r, err := DecodeRequest(good)
	if err != nil || !reflect.DeepEqual(r, reqs[1]) {
		t.Fatalf("the good request came back as %+v (%v)", r, err)
	}
	if r.Seed != 1<<63+12345 {
		t.Errorf("seed %d lost its high bits", r.Seed)
	}
	if stop, err := DecodeRequest([]byte(`{"v":2,"id":5,"stop":true}`)); err != nil || !stop.Stop || stop.ID != 5 {
		t.Errorf("a stop request: %+v, %v", stop, err)
	}
	// The ID is kept for the error reply when the rest is wrong.
	if r, err := DecodeRequest([]byte(edit(func(m map[string]any) { m["bot"] = "x" }))); err == nil || r.ID != 5 {
		t.Errorf("a bad request's ID: %d (%v)", r.ID, err)
	}
}

// TestOlderRulesSearched: a game played under an older rules version its
// engine still plays is searched by the workers under that version.
func TestOlderRulesSearched(t *testing.T) {
	i := slices.IndexFunc(games, func(g engines.Game) bool { return g.Info().OldestRules() < g.Info().RulesVersion })
	if i < 0 {
		t.Skip("every game plays one rules version")
	}
	g := games[i]
	rules := g.Info().OldestRules()
	st, err := g.New(engines.Config{Players: 2, Seed: 4, Rules: rules})
	if err != nil {
		t.Fatal(err)
	}
	reqs, err := Requests(7, g.Info(), rules, st, bots.Easy, 1, 1, 0)
	if err != nil || reqs[0].Rules != rules {
		t.Fatalf("Requests = %+v, %v; want rules version %d", reqs, err, rules)
	}
	rep, _ := Run(through(t, reqs[0]), lookup, fixed, nil)
	if rep.Error != "" {
		t.Fatalf("a game under rules version %d is not searched: %s", rules, rep.Error)
	}
	if _, err := Choose(reqs, []*Reply{replyThrough(t, rep)}, st); err != nil {
		t.Fatal(err)
	}
}

// TestStartRefusesWrongPositions: a request that decodes but whose game,
// rules, position or seat do not hold is answered with an error reply.
func TestStartRefusesWrongPositions(t *testing.T) {
	g, st := position(t, toygame.Game{}, 1, 5)
	reqs, _ := Requests(6, g.Info(), g.Info().RulesVersion, st, bots.Normal, 1, 1, 0)
	other, _ := nimgame.Game{}.New(engines.Config{Players: 2, Seed: 1})
	otherState, _ := other.MarshalMsg(nil)
	tests := []struct {
		name string
		edit func(r *Request)
	}{
		{"unknown game", func(r *Request) { r.Game = "chess" }},
		{"newer rules", func(r *Request) { r.Rules = g.Info().RulesVersion + 1 }},
		{"retired rules", func(r *Request) { r.Rules = g.Info().OldestRules() - 1 }},
		{"garbage state", func(r *Request) { r.State = []byte{0xc1, 0xff, 0} }},
		{"truncated state", func(r *Request) { r.State = r.State[:len(r.State)/2] }},
		{"trailing bytes", func(r *Request) { r.State = append(append([]byte(nil), r.State...), 0) }},
		{"another game's state", func(r *Request) { r.State = otherState }},
		{"seat not to move", func(r *Request) { r.Seat = 1 - r.Seat }},
		{"seat out of range", func(r *Request) { r.Seat = 9 }},
		{"state with a field 30,000 arrays deep", func(r *Request) { r.State = deepState(t, r.State, 30000, false) }},
		{"state with a field 30,000 maps deep", func(r *Request) { r.State = deepState(t, r.State, 30000, true) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reqs[0]
			tt.edit(&r)
			rep, ok := Run(r, lookup, fixed, nil)
			if !ok || rep.Error == "" || rep.Root != nil || rep.ID != 6 {
				t.Errorf("reply %+v, want an error for decision 6", rep)
			}
			if _, err := Choose(reqs, []*Reply{&rep}, st); err == nil {
				t.Error("Choose took an error reply")
			}
		})
	}
}

// TestDecodeReplyRefusesGarbage: replies that are not JSON of this
// version, or whose root could not come from a search, are errors.
func TestDecodeReplyRefusesGarbage(t *testing.T) {
	good := `{"v":2,"id":3,"worker":1,"root":{"seat":0,"iterations":10,"actions":[{"action":{"Kind":1,"A":0,"B":0,"C":0,"D":0},"visits":10,"value":0.5,"win":0.5}]}}`
	if r, err := DecodeReply([]byte(good)); err != nil || r.Root == nil || r.Root.Actions[0].Visits != 10 {
		t.Fatalf("the good reply: %+v, %v", r, err)
	}
	swap := func(old, new string) string {
		if !strings.Contains(good, old) {
			t.Fatalf("%q not in the reply", old)
		}
		return strings.Replace(good, old, new, 1)
	}
	for _, tt := range []struct{ name, msg string }{
		{"empty", ""},
		{"not JSON", "{"},
		{"a string", `"ready"`},
		{"version", swap(`"v":2`, `"v":3`)},
		{"unknown field", swap(`"id":3`, `"id":3,"x":1`)},
		{"negative seat", swap(`"seat":0`, `"seat":-1`)},
		{"negative iterations", swap(`"iterations":10`, `"iterations":-1`)},
		{"negative visits", swap(`"visits":10`, `"visits":-10`)},
		{"win above 1", swap(`"win":0.5`, `"win":1.5`)},
		{"value not a number", swap(`"value":0.5`, `"value":"NaN"`)},
		{"value out of float range", swap(`"value":0.5`, `"value":1e999`)},
		{"no actions", swap(`[{"action":{"Kind":1,"A":0,"B":0,"C":0,"D":0},"visits":10,"value":0.5,"win":0.5}]`, `[]`)},
		{"action field too big", swap(`"A":0`, `"A":70000`)},
		{"chance above 1", `{"v":2,"id":3,"worker":0,"judged":{"best":{"Kind":1,"A":0,"B":0,"C":0,"D":0},"before":1.2,"after":0.4}}`},
		{"negative chance", `{"v":2,"id":3,"worker":0,"judged":{"best":{"Kind":1,"A":0,"B":0,"C":0,"D":0},"before":0.5,"after":-0.1}}`},
		{"negative noise", `{"v":2,"id":3,"worker":0,"judged":{"best":{"Kind":1,"A":0,"B":0,"C":0,"D":0},"before":0.5,"after":0.1,"noise":-0.1}}`},
		{"negative margin noise", `{"v":2,"id":3,"worker":0,"judged":{"best":{"Kind":1,"A":0,"B":0,"C":0,"D":0},"before":0.5,"after":0.1,"margins":true,"mnoise":-1}}`},
		{"trailing", good + "}"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := DecodeReply([]byte(tt.msg)); !errors.Is(err, ErrBadMessage) {
				t.Errorf("DecodeReply = %v, want ErrBadMessage", err)
			}
		})
	}
}

// TestChoose: the merge takes the replies in worker order, skips a worker
// that did not answer, and refuses replies to another decision, from the
// wrong worker or seat, roots that disagree and illegal choices.
func TestChoose(t *testing.T) {
	g, st := position(t, toygame.Game{}, 4, 8)
	legal := st.Legal()
	if len(legal) < 2 {
		t.Fatal("the test wants a position with two legal actions")
	}
	seat := st.ToMove()
	reqs, _ := Requests(8, g.Info(), g.Info().RulesVersion, st, bots.Hard, 1, 3, 0)
	root := func(visits ...int) *bots.RootStats {
		r := &bots.RootStats{Seat: seat}
		for i, a := range legal {
			v := 0
			if i < len(visits) {
				v = visits[i]
			}
			r.Actions = append(r.Actions, bots.ActionStats{Action: a, Visits: v, Value: 0.5, Win: 0.5})
			r.Iterations += v
		}
		return r
	}
	reply := func(k int, r *bots.RootStats) *Reply { return &Reply{V: Version, ID: 8, Worker: k, Root: r} }
	tests := []struct {
		name    string
		replies []*Reply
		want    int // index in legal, or -1 for an error
	}{
		{"all agree", []*Reply{reply(0, root(5, 1)), reply(1, root(4, 2)), reply(2, root(6))}, 0},
		{"the sum decides", []*Reply{reply(0, root(5, 1)), reply(1, root(0, 9)), reply(2, root(2, 2))}, 1},
		{"a worker missing", []*Reply{reply(0, root(5, 1)), nil, reply(2, root(0, 9))}, 1},
		{"none answered", []*Reply{nil, nil, nil}, -1},
		{"too few replies", []*Reply{reply(0, root(5))}, -1},
		{"an error", []*Reply{reply(0, root(5)), {V: Version, ID: 8, Worker: 1, Error: "boom"}, reply(2, root(5))}, -1},
		{"another decision", []*Reply{reply(0, root(5)), {V: Version, ID: 7, Worker: 1, Root: root(5)}, reply(2, root(5))}, -1},
		{"workers swapped", []*Reply{reply(1, root(5)), reply(0, root(5)), reply(2, root(5))}, -1},
		{"another seat", []*Reply{reply(0, &bots.RootStats{Seat: seat + 1, Actions: root(5).Actions}), nil, nil}, -1},
		{"roots disagree", []*Reply{reply(0, root(5)), reply(1, &bots.RootStats{Seat: seat, Actions: root(5).Actions[:1]}), nil}, -1},
		{"an illegal choice", []*Reply{reply(0, &bots.RootStats{Seat: seat, Actions: []bots.ActionStats{{Action: engines.Action{Kind: 250}, Visits: 3}}}), nil, nil}, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := Choose(reqs, tt.replies, st)
			switch {
			case tt.want < 0 && err == nil:
				t.Errorf("chose %+v, want an error", a)
			case tt.want >= 0 && err != nil:
				t.Errorf("error %v, want %+v", err, legal[tt.want])
			case tt.want >= 0 && a != legal[tt.want]:
				t.Errorf("chose %+v, want %+v", a, legal[tt.want])
			}
		})
	}
}

// TestRequestsRefuses: no requests for a finished game, an unknown bot or
// an impossible worker count.
func TestRequestsRefuses(t *testing.T) {
	g, st := position(t, toygame.Game{}, 1, 2)
	for _, tt := range []struct {
		name    string
		bot     string
		workers int
	}{{"unknown bot", "ultra", 2}, {"no workers", bots.Hard, 0}, {"too many", bots.Hard, MaxWorkers + 1}} {
		if _, err := Requests(1, g.Info(), g.Info().RulesVersion, st, tt.bot, 1, tt.workers, 0); err == nil {
			t.Errorf("%s: requests made", tt.name)
		}
	}
}

// TestServe: a worker's loop answers requests in order, answers garbage
// with an error (keeping the ID it could read), drops a search for a stop
// request or a newer request, and ends when its inbox closes.
func TestServe(t *testing.T) {
	g, st := position(t, toygame.Game{}, 4, 8)
	if len(st.Legal()) < 2 {
		t.Fatal("the test wants a position with a choice")
	}
	// A one-shot bot decides without a slice, so the yields below all
	// fall in the Hard searches.
	quick, _ := Requests(1, g.Info(), g.Info().RulesVersion, st, "random", 1, 1, 0)
	long, _ := Requests(2, g.Info(), g.Info().RulesVersion, st, bots.Hard, 1, 1, 0)
	newer, _ := Requests(3, g.Info(), g.Info().RulesVersion, st, bots.Easy, 2, 1, 0)
	enc := func(r Request) []byte { b, _ := Encode(r); return b }
	inbox := NewInbox()
	inbox.Put(enc(quick[0]))
	inbox.Put([]byte("garbage"))
	inbox.Put([]byte(`{"v":2,"id":41,"bot":"nobody"}`))
	inbox.Put(enc(long[0]))
	// While the long search runs, a stop arrives, then (after that search
	// was dropped) the long one again, replaced by a newer request; the
	// inbox closes with that one queued.
	yields := 0
	yield := func() {
		yields++
		switch yields {
		case 2:
			inbox.Put([]byte(`{"v":2,"id":2,"stop":true}`))
			inbox.Put(enc(long[0]))
		case 4:
			inbox.Put(enc(newer[0]))
			inbox.Close()
		}
	}
	clock := time.Unix(0, 0)
	tick := func() time.Time { clock = clock.Add(5 * time.Millisecond); return clock }
	var got []Reply
	done := make(chan struct{})
	go func() {
		defer close(done)
		Serve(inbox, func(b []byte) {
			r, err := DecodeReply(b)
			if err != nil {
				t.Errorf("the worker posted %s: %v", b, err)
			}
			got = append(got, r)
		}, yield, lookup, tick)
	}()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("Serve did not end when its inbox closed")
	}
	var ids []int
	for _, r := range got {
		ids = append(ids, r.ID)
	}
	if !reflect.DeepEqual(ids, []int{1, 0, 41, 3}) {
		t.Fatalf("replies to %v, want to 1, garbage (0), 41 and 3: %+v", ids, got)
	}
	if got[0].Root == nil || got[1].Error == "" || got[2].Error == "" || got[3].Root == nil {
		t.Errorf("replies %+v", got)
	}
}

// FuzzMessages: no message, however broken, makes the worker's or the
// page's decoding panic, and a request that decodes starts a search or
// says why not.
func FuzzMessages(f *testing.F) {
	// The seed corpus is of a shipped game's requests, the game this fuzz
	// target's stalls were measured with (docs/bench/suite.md).
	bm, _ := catalog.Lookup("battlemerchants")
	g, st := position(f, bm, 1, 3)
	reqs, _ := Requests(5, g.Info(), g.Info().RulesVersion, st, bots.Hard, 1, 2, time.Second)
	for _, r := range reqs {
		b, _ := Encode(r)
		f.Add(b)
	}
	// A position with a field nested one level deeper than allowed, and
	// JSON nested as deep: the refusal (engines.CheckNesting) to mutate
	// from. Not 30,000 levels, as in the tests that refuse those (also run
	// under wasm with the browser's stack, make wasm-test): the fuzzer
	// minimizes each new input it finds from a seed, up to a minute each,
	// and from a 40–80 KB seed at milliseconds a run it used up that
	// minute every time, stalling `make fuzz` for minutes.
	for _, maps := range []bool{false, true} {
		r := reqs[0]
		r.State = deepState(f, r.State, engines.MaxNesting+1, maps)
		b, _ := Encode(r)
		f.Add(b)
	}
	f.Add([]byte(deepJSON(engines.MaxNesting + 1)))
	f.Add([]byte(`{"v":2,"id":2,"stop":true}`))
	f.Add([]byte(`{"v":2,"id":3,"worker":1,"root":{"seat":0,"iterations":1,"actions":[{"action":{"Kind":1,"A":0,"B":0,"C":0,"D":0},"visits":1,"value":0.5,"win":1}]}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		if r, err := DecodeRequest(b); err == nil && !r.Stop {
			if sr, err := Start(r, catalog.Lookup); err == nil && sr == nil {
				t.Fatal("Start gave neither a search nor an error")
			}
		}
		if r, err := DecodeReply(b); err == nil && r.Root != nil {
			_, _ = Choose([]Request{{ID: r.ID, Seat: r.Root.Seat}}, []*Reply{&r}, st)
		}
	})
}
