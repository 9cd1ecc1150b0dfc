package app

import (
	"testing"
	"time"

	"tabula/app/computer"
	"tabula/app/table"
	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/searchjob"
)

func TestDefaultLevelIsNormal(t *testing.T) {
	if got := defaultLevel(computer.Levels()); got != bots.Normal {
		t.Fatalf("defaultLevel = %q, want %q", got, bots.Normal)
	}
	if got := defaultLevel(nil); got != "" {
		t.Fatalf("defaultLevel(nil) = %q", got)
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
	work, err := table.SuggestWork(st, st.ToMove(), never)
	if err != nil {
		t.Fatal(err)
	}
	if page, worker := onPage(work), viaWorker(bots.Normal, bots.HintSeed); page != worker {
		t.Errorf("hint: the page suggested %+v, one worker %+v", page, worker)
	}
}
