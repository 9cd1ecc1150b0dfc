package save

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"tabula/engines"
	"tabula/engines/enginetest/toys"
	"tabula/engines/rng"
)

// writeFixtures writes the old-save fixture of a game that has none; it
// never overwrites one, since the point of a fixture is that it stays as
// the format and the rules were when it was written.
var writeFixtures = flag.Bool("write-fixtures", false, "write testdata/<game>-v<format>.tabula for games that have none")

// fixtureFacts is what a fixture's game looked like when it was written,
// kept beside it (<game>-v<format>.json) and checked after every replay.
type fixtureFacts struct {
	Actions  int    `json:"actions"`
	ToMove   int    `json:"to_move"`
	Legal    int    `json:"legal"`
	Scores   []int  `json:"scores"`
	Progress string `json:"progress"`
}

func factsOf(st engines.State, actions int) fixtureFacts {
	return fixtureFacts{Actions: actions, ToMove: st.ToMove(), Legal: len(st.Legal()), Scores: st.Result().Scores, Progress: st.Progress()}
}

// TestOldSaves loads, for every game, the mid-game saves written by format
// version 1 (testdata/<game>-v1.tabula under rules version 1, and
// <game>-v1-rules<N>.tabula under each later rules version N, each kept from
// when it was written). A save of a rules version the engine still plays
// must decode, replay and resume to the same position, under its own
// version; one of an older rules version must be refused with
// ErrRulesChanged and a message for the player, and be left whole: it still
// decodes and encodes to the same bytes, with its whole log.
func TestOldSaves(t *testing.T) {
	const keep = "Saves players already have must keep loading: a change to the save format or to the rules that breaks this " +
		"must either keep reading the old save (gate the change on a new RulesVersion), or raise the engine's MinRulesVersion so that the player is told why the game cannot be opened " +
		"(ErrRulesChanged) — never change or delete the fixture to make this pass."
	for _, g := range toys.AndCatalog() {
		info := g.Info()
		for rules := 1; rules <= info.RulesVersion; rules++ {
			base := filepath.Join("testdata", info.ID+"-v1")
			if rules > 1 {
				base += fmt.Sprintf("-rules%d", rules)
			}
			t.Run(filepath.Base(base), func(t *testing.T) {
				if *writeFixtures && rules == info.RulesVersion {
					writeFixture(t, g, base)
				}
				b, err := os.ReadFile(base + ".tabula")
				if errors.Is(err, os.ErrNotExist) && rules < info.RulesVersion && rules > 1 {
					t.Skipf("no fixture was written under rules version %d", rules)
				}
				if err != nil {
					t.Fatalf("no old-save fixture (go test ./engines/save -run TestOldSaves -write-fixtures writes one): %v", err)
				}
				var want fixtureFacts
				if err := readJSON(base+".json", &want); err != nil {
					t.Fatal(err)
				}
				s, err := Decode(b)
				if err != nil {
					t.Fatalf("%s does not decode: %v\n%s", base, err, keep)
				}
				if !info.Plays(s.RulesVersion) {
					checkRefused(t, s, g, b, want, keep)
					return
				}
				st, err := Replay(s, g)
				if err != nil {
					t.Fatalf("%s does not replay: %v\n%s", base, err, keep)
				}
				if got := factsOf(st, len(s.Log)); !factsEqual(got, want) {
					t.Fatalf("%s replays to a different position: %+v, it was %+v\n%s", base, got, want, keep)
				}
			})
		}
	}
}

// checkRefused checks that a save s (decoded from b) written under a rules
// version g no longer plays is refused by Replay with
// ErrRulesChanged and a message for the player, and that nothing of it is
// lost: it encodes back to the same bytes, with the whole log and the
// progress line the saved-games list shows.
func checkRefused(t *testing.T, s *Save, g engines.Game, b []byte, want fixtureFacts, keep string) {
	t.Helper()
	_, err := Replay(s, g)
	if !errors.Is(err, ErrRulesChanged) {
		t.Fatalf("a save from rules version %d is not refused as one: %v\n%s", s.RulesVersion, err, keep)
	}
	if Message(err) == "" || !strings.Contains(Message(err), "rules") {
		t.Fatalf("a save from rules version %d is refused without a message for the player: %q\n%s", s.RulesVersion, Message(err), keep)
	}
	again, err := Encode(s)
	if err != nil || !bytes.Equal(again, b) || len(s.Log) != want.Actions || s.Progress != want.Progress {
		t.Fatalf("the refused save lost something: encodes again %t (%v), %d of %d actions, progress %q\n%s",
			bytes.Equal(again, b), err, len(s.Log), want.Actions, s.Progress, keep)
	}
	_, err = Replay(s, g)
	t.Logf("rules version %d → %d: the player is told %q", s.RulesVersion, g.Info().RulesVersion, Message(err))
}

func factsEqual(a, b fixtureFacts) bool {
	return a.Actions == b.Actions && a.ToMove == b.ToMove && a.Legal == b.Legal && slices.Equal(a.Scores, b.Scores) && a.Progress == b.Progress
}

func readJSON(name string, v any) error {
	b, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, v)
}

// writeFixture plays a game of 3 players, or as near to 3 as the game
// seats (a person, a Normal and a Hard computer, then more Normal ones),
// with random choices to half its length and writes its save, with the
// cached state, and its facts, unless a fixture exists.
func writeFixture(t *testing.T, g engines.Game, base string) {
	t.Helper()
	if _, err := os.Stat(base + ".tabula"); err == nil {
		return
	}
	info := g.Info()
	cfg := engines.Config{Players: min(max(3, info.MinPlayers), info.MaxPlayers), Seed: 20261121}
	st, err := g.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rng.New(cfg.Seed)
	var log []engines.Action
	for !st.Over() {
		legal := st.Legal()
		a := legal[r.Intn(len(legal))]
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		log = append(log, a)
	}
	seats := []Seat{{Name: "Ada", Colour: 0}}
	for i := 1; i < cfg.Players; i++ {
		name, level := fmt.Sprintf("Computer %d", i), "normal"
		switch i {
		case 1:
			name = "Normal computer"
		case 2:
			name, level = "Hard computer", "hard"
		}
		seats = append(seats, Seat{Name: name, Colour: i, Kind: Computer, Level: level})
	}
	s, st, err := Start(g, cfg, seats, 1_763_700_000_000)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range log[:len(log)/2] {
		if err := s.Record(st, a); err != nil {
			t.Fatal(err)
		}
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	s.Update(st, 1_763_700_600_000)
	b, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	facts, err := json.MarshalIndent(factsOf(st, len(s.Log)), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll("testdata", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(base+".tabula", b, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(base+".json", append(facts, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s.tabula (%s, %d actions, %d bytes)", base, info.Name, len(s.Log), len(b))
}
