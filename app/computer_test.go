package app

import (
	"errors"
	"slices"
	"testing"
	"time"

	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/save"
	"tabula/engines/searchjob"
)

// fakeClock advances by tick on every reading.
type fakeClock struct {
	now  time.Time
	tick time.Duration
}

func (c *fakeClock) read() time.Time {
	c.now = c.now.Add(c.tick)
	return c.now
}

func TestRunSlice(t *testing.T) {
	decided := engines.Action{Kind: 7}
	boom := errors.New("boom")
	tests := []struct {
		name      string
		stepsNeed int           // steps until decided; 0 means an error on the first step
		tick      time.Duration // clock advance per reading
		wantSteps int
		wantDone  bool
		wantErr   error
	}{
		{"decides in one step", 1, time.Millisecond, 1, true, nil},
		{"decides within the budget", 5, time.Millisecond, 5, true, nil},
		{"yields when the budget is spent", 100, 10 * time.Millisecond, 3, false, nil},
		{"always makes progress even with a slow clock", 100, time.Hour, 1, false, nil},
		{"reports an error", 0, time.Millisecond, 1, false, boom},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			steps := 0
			work := func() (engines.Action, bool, error) {
				steps++
				if tt.stepsNeed == 0 {
					return engines.Action{}, false, boom
				}
				if steps >= tt.stepsNeed {
					return decided, true, nil
				}
				return engines.Action{}, false, nil
			}
			clock := &fakeClock{tick: tt.tick}
			a, done, err := runSlice(work, 30*time.Millisecond, clock.read)
			if steps != tt.wantSteps || done != tt.wantDone || !errors.Is(err, tt.wantErr) {
				t.Fatalf("steps %d done %t err %v; want %d %t %v", steps, done, err, tt.wantSteps, tt.wantDone, tt.wantErr)
			}
			if done && a != decided {
				t.Fatalf("action %+v, want %+v", a, decided)
			}
		})
	}
}

func TestThinkChoosesALegalActionReproducibly(t *testing.T) {
	ses := newToySession(t, 21, save.Computer, save.Computer)
	for _, level := range computerLevels() {
		var first engines.Action
		for i := range 2 {
			work, err := think(level, ses.state, ses.save.Seed, len(ses.save.Log), time.Now)
			if err != nil {
				t.Fatal(err)
			}
			var a engines.Action
			done := false
			for n := 0; !done; n++ {
				if n > 10000 {
					t.Fatalf("%s never decided", level)
				}
				if a, done, err = runSlice(work, sliceBudget, time.Now); err != nil {
					t.Fatalf("%s: %v", level, err)
				}
			}
			if !slices.Contains(ses.state.Legal(), a) {
				t.Fatalf("%s chose %+v, not legal", level, a)
			}
			if i == 0 {
				first = a
			} else if a != first {
				t.Fatalf("%s chose %+v then %+v in the same position", level, first, a)
			}
		}
	}
}

func TestThinkRejectsAnUnknownLevel(t *testing.T) {
	ses := newToySession(t, 22, save.Computer, save.Computer)
	if _, err := think("oracle", ses.state, 1, 0, time.Now); err == nil {
		t.Fatal("want an error for an unknown level")
	}
}

func TestEveryLevelHasAName(t *testing.T) {
	for _, level := range computerLevels() {
		if levelLabel(level) == level || levelOption(level) == level {
			t.Errorf("level %q has no player-facing name", level)
		}
	}
}

func TestThinkingStopsAtTheTimeCap(t *testing.T) {
	ses := newToySession(t, 23, save.Computer, save.Computer)
	clock := &fakeClock{tick: bots.LevelTimeCap(bots.Hard) / 2}
	work, err := think(bots.Hard, ses.state, 1, 0, clock.read)
	if err != nil {
		t.Fatal(err)
	}
	steps := 0
	for {
		a, done, err := work()
		steps++
		if err != nil {
			t.Fatal(err)
		}
		if done {
			if !slices.Contains(ses.state.Legal(), a) {
				t.Fatalf("chose %+v, not legal", a)
			}
			break
		}
		if steps > 10 {
			t.Fatal("the search ran past its time cap")
		}
	}
	if steps != 4 {
		t.Fatalf("%d steps, want 4: the cap is checked before each step", steps)
	}
}

func TestDefaultLevelIsNormal(t *testing.T) {
	if got := defaultLevel(computerLevels()); got != bots.Normal {
		t.Fatalf("defaultLevel = %q, want %q", got, bots.Normal)
	}
	if got := defaultLevel(nil); got != "" {
		t.Fatalf("defaultLevel(nil) = %q", got)
	}
}

// TestOneSearchWorkerPlaysAsThePage: at every level, a computer's decision
// through one search worker (the requests schedule makes, seeded by
// computerSeed, run as cmd/searchworker runs them) is exactly the page's
// own search (think), and the hint's request is the hint's search; so a
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
	onPage := func(work step) engines.Action {
		t.Helper()
		for {
			a, done, err := runSlice(work, time.Hour, time.Now)
			if err != nil {
				t.Fatal(err)
			}
			if done {
				return a
			}
		}
	}
	for _, level := range computerLevels() {
		work, err := think(level, st, seed, moves, never)
		if err != nil {
			t.Fatal(err)
		}
		if page, worker := onPage(work), viaWorker(level, computerSeed(seed, moves)); page != worker {
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
