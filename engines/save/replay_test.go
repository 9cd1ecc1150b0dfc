package save

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"tabula/engines"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/enginetest/toys"
	"tabula/engines/rng"
)

// play starts a game of g and plays random legal actions, recording each,
// until the game is over or limit actions were played. It returns the save
// (updated, without a cache) and the live state.
func play(t testing.TB, g engines.Game, cfg engines.Config, seed uint64, limit int) (*Save, engines.State) {
	t.Helper()
	seats := make([]Seat, cfg.Players)
	for i := range seats {
		seats[i] = Seat{Name: "Player " + string(rune('A'+i)), Colour: i}
	}
	seats[len(seats)-1].Kind, seats[len(seats)-1].Level = Computer, "normal"
	s, st, err := Start(g, cfg, seats, 1_000)
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	r := rng.New(seed)
	for n := 0; !st.Over() && n < limit; n++ {
		legal := st.Legal()
		a := legal[r.Intn(len(legal))]
		if err := s.Record(st, a); err != nil {
			t.Fatalf("Record: %v", err)
		}
		if err := st.Apply(a); err != nil {
			t.Fatalf("Apply: %v", err)
		}
	}
	s.Update(st, 2_000)
	return s, st
}

func encodeState(t testing.TB, st engines.State) []byte {
	t.Helper()
	b, err := st.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestReplayToyGame(t *testing.T) {
	tests := []struct {
		name  string
		cfg   engines.Config
		limit int
	}{
		{"two players", engines.Config{Players: 2, Seed: 1}, 1 << 20},
		{"four players", engines.Config{Players: 4, Seed: 99}, 1 << 20},
		{"short variant", engines.Config{Players: 3, Seed: 7, Variants: []string{toygame.VariantShort}}, 1 << 20},
		{"unfinished", engines.Config{Players: 3, Seed: 5}, 17},
		{"no moves yet", engines.Config{Players: 2, Seed: 5}, 0},
	}
	g := toygame.Game{}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, live := play(t, g, tc.cfg, tc.cfg.Seed+100, tc.limit)
			if s.Finished != live.Over() || s.Progress != live.Progress() || s.Updated != 2_000 || s.Created != 1_000 {
				t.Errorf("save list fields = %t %q %d %d, want %t %q", s.Finished, s.Progress, s.Created, s.Updated, live.Over(), live.Progress())
			}
			// Through the file form and through a link, the replayed game is
			// exactly the one played.
			file, err := Encode(s)
			if err != nil {
				t.Fatalf("Encode: %v", err)
			}
			fromFile, err := Decode(file)
			if err != nil {
				t.Fatalf("Decode: %v", err)
			}
			link, err := Link(s)
			if err != nil {
				t.Fatalf("Link: %v", err)
			}
			fromLink, err := ParseLink("#" + link)
			if err != nil {
				t.Fatalf("ParseLink: %v", err)
			}
			for _, loaded := range []*Save{s, fromFile, fromLink} {
				st, err := Replay(loaded, g)
				if err != nil {
					t.Fatalf("Replay: %v", err)
				}
				if !bytes.Equal(encodeState(t, st), encodeState(t, live)) {
					t.Fatalf("replayed state differs from the played one")
				}
			}
		})
	}
}

func TestWalkVisitsEveryAction(t *testing.T) {
	g := toygame.Game{}
	s, _ := play(t, g, engines.Config{Players: 3, Seed: 3}, 4, 1<<20)
	var steps []int
	var described []string
	st, err := Walk(s, g, func(step int, st engines.State, a engines.Action) error {
		steps = append(steps, step)
		described = append(described, st.Describe(a))
		return nil
	})
	if err != nil || !st.Over() {
		t.Fatalf("Walk = over %v, %v; want a finished game", st != nil && st.Over(), err)
	}
	if len(steps) != len(s.Log) || steps[0] != 0 || steps[len(steps)-1] != len(s.Log)-1 {
		t.Errorf("visited steps %v, want 0..%d", steps, len(s.Log)-1)
	}
	if !strings.HasPrefix(described[len(described)-1], "End the turn") {
		t.Errorf("last action described as %q, want the final \"End the turn\"", described[len(described)-1])
	}

	stop := errors.New("stop here")
	st, err = Walk(s, g, func(step int, _ engines.State, _ engines.Action) error {
		if step == 5 {
			return stop
		}
		return nil
	})
	if st != nil || !errors.Is(err, stop) {
		t.Errorf("Walk with a failing visit = %v, %v; want nil and the visit's error", st, err)
	}
}

// TestWalkStepsAppliesEachActionOnce checks that WalkSteps gives every
// action with the positions before and after it and what applying it
// reported, as a game played through engines.Play.
func TestWalkStepsAppliesEachActionOnce(t *testing.T) {
	g := toygame.Game{}
	s, end := play(t, g, engines.Config{Players: 3, Seed: 5}, 6, 1<<20)
	st, err := g.New(s.Config())
	if err != nil {
		t.Fatal(err)
	}
	var want []Played
	for _, x := range s.Log {
		before, a := st.Clone(), st.Legal()[x]
		step, err := engines.Play(st, a)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, Played{Before: before, Action: a, Step: step, After: st.Clone()})
	}
	k := 0
	got, err := WalkSteps(s, g, func(step int, p Played) error {
		if step != k {
			t.Fatalf("visited step %d after %d steps", step, k)
		}
		w := want[k]
		if p.Action != w.Action || !reflect.DeepEqual(p.Step, w.Step) || p.Step.Index != s.Log[k] ||
			!bytes.Equal(encodeState(t, p.Before), encodeState(t, w.Before)) || !bytes.Equal(encodeState(t, p.After), encodeState(t, w.After)) {
			t.Fatalf("step %d: got %+v %+v, want %+v %+v", k, p.Action, p.Step, w.Action, w.Step)
		}
		k++
		return nil
	})
	if err != nil || k != len(s.Log) || !bytes.Equal(encodeState(t, got), encodeState(t, end)) {
		t.Fatalf("WalkSteps visited %d of %d actions, err %v", k, len(s.Log), err)
	}
	stop := errors.New("stop here")
	if st, err := WalkSteps(s, g, func(int, Played) error { return stop }); st != nil || !errors.Is(err, stop) {
		t.Errorf("WalkSteps with a failing visit = %v, %v; want nil and the visit's error", st, err)
	}
}

// TestReplayRejects checks every way a log can fail to replay: the save is
// never half-loaded (nil state) and the error says why, for a player.
func TestReplayRejects(t *testing.T) {
	toy := toygame.Game{}
	finished, _ := play(t, toy, engines.Config{Players: 2, Seed: 11}, 12, 1<<20)
	tests := []struct {
		name   string
		game   engines.Game
		mutate func(*Save)
		kind   error
		msg    string // a substring of the player message
	}{
		{"older rules", toy, func(s *Save) { s.RulesVersion = 0 }, ErrRulesChanged, "older version of its rules"},
		{"newer rules", toy, func(s *Save) { s.RulesVersion = 2 }, ErrRulesChanged, "newer version of its rules"},
		{"other game", toy, func(s *Save) { s.Game = "nimgame" }, ErrWrongGame, "not a game of Toy Game"},
		{"index out of range", toy, func(s *Save) { s.Log[4] = 60 }, ErrBadLog, "do not follow the rules"},
		{"log past the end", toy, func(s *Save) { s.Log = append(s.Log, 0) }, ErrBadLog, "do not follow"},
		{"log too long", toy, func(s *Save) { s.Log = make([]int, toy.Info().MaxDecisions+1) }, ErrBadLog, "do not follow"},
		{"finished flag wrong", toy, func(s *Save) { s.Finished = false }, ErrBadLog, "do not follow"},
		{"unfinished flag wrong", toy, func(s *Save) { s.Log = s.Log[:10] }, ErrBadLog, "do not follow"},
		{"too many players for the game", toy, func(s *Save) {
			s.Players = 5
			s.Seats = append(s.Seats, s.Seats[0], s.Seats[0], s.Seats[0])
		}, ErrBadSetup, "is not one Toy Game allows"},
		{"unknown variant", toy, func(s *Save) { s.Variants = []string{"long"} }, ErrBadSetup, "is not one Toy Game allows"},
		{"invalid save", toy, func(s *Save) { s.Seats = s.Seats[:1] }, ErrBadSave, "damaged"},
		{"engine panics", walkGame{steps: 50, width: 3, rules: 1, panicAt: 20}, func(s *Save) {
			*s = Save{Game: "walk", RulesVersion: 1, Players: 1, Seats: []Seat{{}}, Log: make([]int, 30)}
		}, ErrBadLog, "do not follow the rules of this version of Walk"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := clone(finished)
			tc.mutate(s)
			st, err := Replay(s, tc.game)
			if st != nil || !errors.Is(err, tc.kind) {
				t.Fatalf("Replay = %v, %v; want nil, %v", st, err, tc.kind)
			}
			if m := Message(err); !strings.Contains(m, tc.msg) {
				t.Errorf("Message = %q, want it to contain %q", m, tc.msg)
			}
			// A step at a time, the same error.
			r, err := NewReplaying(s, tc.game)
			for done := false; err == nil && !done; {
				done, err = r.Step(1, nil)
			}
			if !errors.Is(err, tc.kind) || Message(err) != Message(must(Replay(s, tc.game))) {
				t.Errorf("replaying a step at a time: %v", err)
			}
		})
	}
}

func TestReplayAfterFileRoundTripRejectsChangedRules(t *testing.T) {
	// The rules check also protects saves that went through a file.
	g := walkGame{steps: 30, width: 5, rules: 2}
	s, _ := play(t, g, engines.Config{Players: 2, Seed: 1}, 2, 1<<20)
	b, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	g.rules = 3
	if _, err := Replay(loaded, g); !errors.Is(err, ErrRulesChanged) {
		t.Errorf("Replay under new rules: %v, want ErrRulesChanged", err)
	}
}

// TestUpdate checks that Update refreshes the saved-games summary and drops
// the snapshot of the state an older save cached, which nothing reads.
func TestUpdate(t *testing.T) {
	g := toygame.Game{}
	s, live := play(t, g, engines.Config{Players: 3, Seed: 21}, 22, 40)
	s.State = encodeState(t, live)
	s.Update(live, 3_000)
	if s.State != nil || s.Updated != 3_000 || s.Progress != live.Progress() || s.Finished != live.Over() {
		t.Fatalf("after Update: %d-byte snapshot, updated %d, progress %q, finished %t", len(s.State), s.Updated, s.Progress, s.Finished)
	}
}

func TestRecord(t *testing.T) {
	g := toygame.Game{}
	s, st, err := Start(g, engines.Config{Players: 2, Seed: 8}, []Seat{{Name: "A"}, {Name: "B", Colour: 1}}, 5)
	if err != nil {
		t.Fatal(err)
	}
	legal := st.Legal()
	last := legal[len(legal)-1]
	if err := s.Record(st, last); err != nil {
		t.Fatalf("Record(legal): %v", err)
	}
	if want := []int{len(legal) - 1}; !reflect.DeepEqual(s.Log, want) {
		t.Errorf("Log = %v, want %v", s.Log, want)
	}
	for _, a := range []engines.Action{{Kind: 99}, toygame.Play(0), {Kind: toygame.KindDone, A: 1}} {
		if err := s.Record(st, a); !errors.Is(err, ErrIllegal) {
			t.Errorf("Record(%+v) = %v, want ErrIllegal", a, err)
		}
	}
	if len(s.Log) != 1 {
		t.Errorf("illegal Records changed the log to %v", s.Log)
	}
	full := &Save{Log: make([]int, MaxLog)}
	if err := full.Record(st, last); !errors.Is(err, ErrIllegal) || len(full.Log) != MaxLog {
		t.Errorf("Record on a full log = %v (len %d), want ErrIllegal", err, len(full.Log))
	}
}

func TestAppend(t *testing.T) {
	s := &Save{}
	for _, i := range []int{0, 7, MaxLegalIndex - 1} {
		if err := s.Append(engines.Step{Index: i}); err != nil {
			t.Errorf("Append(%d): %v", i, err)
		}
	}
	for _, i := range []int{-1, MaxLegalIndex} {
		if err := s.Append(engines.Step{Index: i}); !errors.Is(err, ErrIllegal) {
			t.Errorf("Append(%d) = %v, want ErrIllegal", i, err)
		}
	}
	if want := []int{0, 7, MaxLegalIndex - 1}; !reflect.DeepEqual(s.Log, want) {
		t.Errorf("Log = %v, want %v", s.Log, want)
	}
	full := &Save{Log: make([]int, MaxLog)}
	if err := full.Append(engines.Step{}); !errors.Is(err, ErrIllegal) || len(full.Log) != MaxLog {
		t.Errorf("Append on a full log = %v (len %d), want ErrIllegal", err, len(full.Log))
	}
	cause := fmt.Errorf("nope: %w", engines.ErrIllegal)
	if err := Refused(engines.Action{Kind: 9}, cause); !errors.Is(err, ErrIllegal) || !errors.Is(err, engines.ErrIllegal) {
		t.Errorf("Refused = %v, want ErrIllegal wrapping the engine's error", err)
	}
}

func TestStart(t *testing.T) {
	g := toygame.Game{}
	seats := []Seat{{Name: "A"}, {Name: "B", Kind: Computer, Level: "easy"}}
	s, st, err := Start(g, engines.Config{Players: 2, Seed: 42, Variants: []string{"short"}}, seats, 77)
	if err != nil {
		t.Fatal(err)
	}
	want := &Save{
		Game: "toygame", RulesVersion: 1, Players: 2, Seed: 42, Variants: []string{"short"},
		Seats: seats, Created: 77, Updated: 77, Progress: st.Progress(),
	}
	if !reflect.DeepEqual(s, want) {
		t.Errorf("Start = %+v, want %+v", s, want)
	}
	tests := []struct {
		name  string
		cfg   engines.Config
		seats []Seat
		want  error
	}{
		{"bad config", engines.Config{Players: 9}, make([]Seat, 9), engines.ErrConfig},
		{"seat count", engines.Config{Players: 3}, seats, ErrBadSave},
		{"bad seat", engines.Config{Players: 2}, []Seat{{Name: "\xff"}, {}}, ErrBadSave},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, _, err := Start(g, tc.cfg, tc.seats, 0); !errors.Is(err, tc.want) {
				t.Errorf("Start = %v, want %v", err, tc.want)
			}
		})
	}
}

func TestFind(t *testing.T) {
	lookup := func(id string) (engines.Game, bool) {
		if id == "toygame" {
			return toygame.Game{}, true
		}
		return nil, false
	}
	if g, err := Find(&Save{Game: "toygame"}, lookup); err != nil || g.Info().ID != "toygame" {
		t.Errorf("Find(toygame) = %v, %v", g, err)
	}
	if _, err := Find(&Save{Game: "chess"}, lookup); !errors.Is(err, ErrWrongGame) || Message(err) == "" {
		t.Errorf("Find(chess) = %v, want ErrWrongGame", err)
	}
}

func TestClip(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Round 2/6", "Round 2/6"},
		{"0123456789", "0123456789"},
		{"a\nb\tc", "a b c"},
		{"bad\xffutf8", "bad\uFFFDutf8"},
		{strings.Repeat("é", 12), strings.Repeat("é", 9) + "…"},
	}
	for _, tc := range tests {
		if got := clip(tc.in, 10); got != tc.want {
			t.Errorf("clip(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// clone deep-copies a save.
func clone(s *Save) *Save {
	b, err := s.MarshalMsg(nil)
	if err != nil {
		panic(err)
	}
	c := new(Save)
	if _, err := c.UnmarshalMsg(b); err != nil {
		panic(err)
	}
	c.normalize()
	return c
}

// TestOlderRulesKept: a game started under an older rules version its
// engine still plays keeps that version in its save and replays under it,
// to the very state the engine plays under that version, while a new game
// gets the current version; a version the engine does not play is refused.
func TestOlderRulesKept(t *testing.T) {
	for _, g := range toys.AndCatalog() {
		info := g.Info()
		t.Run(info.ID, func(t *testing.T) {
			if info.OldestRules() == info.RulesVersion {
				t.Skip("the engine plays one rules version")
			}
			cfg := engines.Config{Players: min(info.MinPlayers+1, info.MaxPlayers), Seed: 5, Rules: info.OldestRules()}
			s, st := play(t, g, cfg, 9, 300)
			if s.RulesVersion != cfg.Rules || s.Config().Rules != cfg.Rules {
				t.Fatalf("a game under rules version %d is saved as %d", cfg.Rules, s.RulesVersion)
			}
			replayed, err := Replay(s, g)
			if err != nil {
				t.Fatalf("Replay: %v", err)
			}
			want, _ := st.MarshalMsg(nil)
			if got, _ := replayed.MarshalMsg(nil); !bytes.Equal(got, want) {
				t.Fatal("the save replays to another state than the game it recorded")
			}
			current, _ := play(t, g, engines.Config{Players: cfg.Players, Seed: 5}, 9, 1)
			if current.RulesVersion != info.RulesVersion {
				t.Errorf("a new game is saved under rules version %d, want the current %d", current.RulesVersion, info.RulesVersion)
			}
			for _, v := range []int{info.OldestRules() - 1, info.RulesVersion + 1} {
				old := clone(s)
				old.RulesVersion = v
				if _, err := Replay(old, g); !errors.Is(err, ErrRulesChanged) {
					t.Errorf("a save under rules version %d: Replay = %v, want ErrRulesChanged", v, err)
				}
				if _, _, err := Start(g, engines.Config{Players: cfg.Players, Rules: v}, s.Seats, 0); !errors.Is(err, engines.ErrConfig) {
					t.Errorf("Start under rules version %d = %v, want ErrConfig", v, err)
				}
			}
		})
	}
}

// must is the error of a (value, error) pair.
func must[T any](_ T, err error) error { return err }

// TestReplayingStepByStep: a replay a few actions at a time reaches the
// state Replay does.
func TestReplayingStepByStep(t *testing.T) {
	s, want := play(t, toygame.Game{}, engines.Config{Players: 3, Seed: 5}, 7, 1<<20)
	for _, n := range []int{1, 3, len(s.Log)} {
		r, err := NewReplaying(s, toygame.Game{})
		if err != nil {
			t.Fatal(err)
		}
		steps := 0
		for done := false; !done; steps++ {
			if done, err = r.Step(n, nil); err != nil {
				t.Fatal(err)
			}
		}
		if got, wantSteps := steps, max(1, (len(s.Log)+n-1)/n); got != wantSteps {
			t.Errorf("%d actions a step: %d steps, want %d", n, got, wantSteps)
		}
		if a, b := encodeState(t, r.State()), encodeState(t, want); !bytes.Equal(a, b) {
			t.Errorf("%d actions a step: the state differs from the game played", n)
		}
	}
}
