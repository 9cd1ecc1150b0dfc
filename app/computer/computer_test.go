package computer

import (
	"errors"
	"slices"
	"testing"
	"time"

	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/enginetest/toygame"
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
			a, done, err := RunSlice(work, 30*time.Millisecond, clock.read)
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
	st := toyState(t, 21)
	for _, level := range Levels() {
		var first engines.Action
		for i := range 2 {
			work, err := Think(level, st, 1, 0, time.Now)
			if err != nil {
				t.Fatal(err)
			}
			var a engines.Action
			done := false
			for n := 0; !done; n++ {
				if n > 10000 {
					t.Fatalf("%s never decided", level)
				}
				if a, done, err = RunSlice(work, SliceBudget, time.Now); err != nil {
					t.Fatalf("%s: %v", level, err)
				}
			}
			if !slices.Contains(st.Legal(), a) {
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
	st := toyState(t, 22)
	if _, err := Think("oracle", st, 1, 0, time.Now); err == nil {
		t.Fatal("want an error for an unknown level")
	}
}

func TestEveryLevelHasAName(t *testing.T) {
	for _, level := range Levels() {
		if LevelLabel(level) == level || LevelOption(level) == level {
			t.Errorf("level %q has no player-facing name", level)
		}
	}
}

func TestThinkingStopsAtTheTimeCap(t *testing.T) {
	st := toyState(t, 23)
	clock := &fakeClock{tick: bots.LevelTimeCap(bots.Hard) / 2}
	work, err := Think(bots.Hard, st, 1, 0, clock.read)
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
			if !slices.Contains(st.Legal(), a) {
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

// toyState is a started three-player game of the toy engine.
func toyState(t *testing.T, seed uint64) engines.State {
	t.Helper()
	st, err := toygame.Game{}.New(engines.Config{Players: 3, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return st
}
