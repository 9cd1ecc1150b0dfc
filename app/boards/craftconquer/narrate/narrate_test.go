package narrate

import (
	"math/rand/v2"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/app/boards/craftconquer/places"
	"tabula/app/boards/craftconquer/playtest"
	"tabula/engines"
	cc "tabula/engines/craftconquer"
)

// autoEvent is one kind of automatic event: when it happens between two
// positions, and the words its log line must hold.
type autoEvent struct {
	name   string
	happen func(b, s *cc.State, a engines.Action) bool
	words  func(b, s *cc.State, a engines.Action) string
}

// autoEvents are the automatic events of the rules that the log must
// narrate.
var autoEvents = []autoEvent{
	{"a reaction card played in a fight",
		func(b, s *cc.State, a engines.Action) bool {
			return a.Kind == cc.KindCard && b.Phase == cc.PhaseReact && b.Window != cc.WinMoved
		},
		func(b, s *cc.State, a engines.Action) string {
			return "Reaction card: " + board.SubjectMention(b.Asked, "plays", "play") + " " + cc.CardKind(a.A).String()
		}},
	{"a reaction card played against a movement",
		func(b, s *cc.State, a engines.Action) bool {
			return a.Kind == cc.KindCard && b.Phase == cc.PhaseReact && b.Window == cc.WinMoved
		},
		func(b, s *cc.State, a engines.Action) string {
			return "Reaction card: " + board.SubjectMention(b.Asked, "plays", "play")
		}},
	{"the Movement die rolled",
		func(b, s *cc.State, a engines.Action) bool { return a.Kind == cc.KindMove && s.Rolled > 0 },
		func(b, s *cc.State, a engines.Action) string { return "The Movement die shows " }},
	{"the combat dice rolled at once",
		func(b, s *cc.State, a engines.Action) bool {
			return (a.Kind == cc.KindAttack || a.Kind == cc.KindDoubleAttack || a.Kind == cc.KindCounter) && !(s.Phase == cc.PhaseReact && s.Window == cc.WinPreRoll)
		},
		func(b, s *cc.State, a engines.Action) string { return "Dice: " }},
	{"a round of a fight decided",
		func(b, s *cc.State, a engines.Action) bool { return s.LastFight != b.LastFight },
		func(b, s *cc.State, a engines.Action) string {
			return board.SubjectMention(int(s.LastFight.Sides[s.LastFight.Winner()].Seat), "wins", "win") + " the round"
		}},
	{"a soldier lost",
		func(b, s *cc.State, a engines.Action) bool { return loser(b, s) >= 0 },
		func(b, s *cc.State, a engines.Action) string {
			return board.SubjectMention(loser(b, s), "loses", "lose") + " "
		}},
	{"a Peasant captured",
		func(b, s *cc.State, a engines.Action) bool { return capturer(b, s) >= 0 },
		func(b, s *cc.State, a engines.Action) string {
			return board.SubjectMention(capturer(b, s), "captures", "capture") + " "
		}},
	{"a Settlement occupied",
		func(b, s *cc.State, a engines.Action) bool { return occupied(b, s) >= 0 },
		func(b, s *cc.State, a engines.Action) string {
			return board.SubjectMention(occupied(b, s), "occupies", "occupy") + " "
		}},
	{"an Objective completed",
		func(b, s *cc.State, a engines.Action) bool { return completer(b, s) >= 0 },
		func(b, s *cc.State, a engines.Action) string {
			return board.SubjectMention(completer(b, s), "completes", "complete") + " "
		}},
	{"Peasants placed at the end of a turn",
		func(b, s *cc.State, a engines.Action) bool {
			for i := range b.Settlements {
				if !b.Settlements[i].Peasant && s.Settlements[i].Peasant && !(a.Kind == cc.KindPlacePeasant && int(a.A) == i) {
					return true
				}
			}
			return false
		},
		func(b, s *cc.State, a engines.Action) string { return "Peasants placed for " }},
	{"the last round starting",
		func(b, s *cc.State, a engines.Action) bool { return b.Finisher < 0 && s.Finisher >= 0 },
		func(b, s *cc.State, a engines.Action) string { return "the last round begins" }},
	{"the game's end",
		func(b, s *cc.State, a engines.Action) bool { return !b.Over() && s.Over() },
		func(b, s *cc.State, a engines.Action) string { return "The game is over: " }},
	{"a new turn",
		func(b, s *cc.State, a engines.Action) bool { return s.Turn > b.Turn && !s.Over() },
		func(b, s *cc.State, a engines.Action) string {
			return board.OwnerMention(s.Current) + " turn (round "
		}},
	{"Resources and coins collected",
		func(b, s *cc.State, a engines.Action) bool {
			return s.Phase == cc.PhaseMain && (s.Turn > b.Turn || b.Phase == cc.PhaseDraw || b.Phase == cc.PhaseSiege) && !s.Over()
		},
		func(b, s *cc.State, a engines.Action) string {
			return board.SubjectMention(s.Current, "collects", "collect") + " "
		}},
	{"a Settlement coming under siege",
		func(b, s *cc.State, a engines.Action) bool { return besieged(b, s) >= 0 },
		func(b, s *cc.State, a engines.Action) string { return "is under siege" }},
}

// loser is a seat that lost a soldier in a fight, or -1.
func loser(b, s *cc.State) int {
	for seat := range s.Seats {
		if s.Seats[seat].Lost > b.Seats[seat].Lost {
			return seat
		}
	}
	return -1
}

// capturer is a seat that captured a Peasant, or -1.
func capturer(b, s *cc.State) int {
	for seat := range s.Seats {
		if s.Seats[seat].Captured > b.Seats[seat].Captured {
			return seat
		}
	}
	return -1
}

// occupied is a seat that began an occupation, or -1.
func occupied(b, s *cc.State) int {
	for i := range b.Settlements {
		if b.Occupier(i) < 0 && s.Occupier(i) >= 0 {
			return s.Occupier(i)
		}
	}
	return -1
}

// completer is a seat that completed an Objective, or -1.
func completer(b, s *cc.State) int {
	for seat := range s.Seats {
		if len(s.Seats[seat].Done) > len(b.Seats[seat].Done) {
			return seat
		}
	}
	return -1
}

// besieged is a Settlement newly under siege (not by an occupation's
// change), or -1.
func besieged(b, s *cc.State) int {
	for i := range b.Settlements {
		if !b.Besieged(i) && s.Besieged(i) && b.Occupier(i) == s.Occupier(i) {
			return i
		}
	}
	return -1
}

// TestNarrateEveryEvent plays eager games and checks, at every move, that
// each automatic event the move set off has its line in the log, and that
// every kind of event was met at least once.
func TestNarrateEveryEvent(t *testing.T) {
	met := map[string]int{}
	for game := range 8 {
		players := 2 + game%2
		s := playtest.NewState(t, players, uint64(100+game), cc.VariantLength30)
		r := rand.New(rand.NewPCG(uint64(game), 77))
		for step := 0; step < 6000 && !s.Over(); step++ {
			a := playtest.Eager(s, r)
			b := s.Clone().(*cc.State)
			st, err := s.Step(a)
			if err != nil {
				t.Fatal(err)
			}
			lines := Move(b, s, a, st.Events)
			text := strings.Join(lines, "\n")
			for _, e := range autoEvents {
				if !e.happen(b, s, a) {
					continue
				}
				met[e.name]++
				if want := e.words(b, s, a); !strings.Contains(text, want) {
					t.Fatalf("game %d step %d, %s after %q: no line says %q; the lines:\n%s", game, step, e.name, b.Describe(a), want, text)
				}
			}
			for _, l := range lines {
				if places.SpaceRef().MatchString(l) {
					t.Fatalf("a line names a space by its coordinates: %q", l)
				}
				playtest.CheckNamed(t, l)
			}
		}
	}
	for _, e := range autoEvents {
		if met[e.name] == 0 {
			t.Errorf("no game met %s", e.name)
		}
		if testing.Verbose() {
			t.Logf("%s: %d", e.name, met[e.name])
		}
	}
}

// TestNarrateQuietMoves: a move that sets nothing off, as buying a
// Resource, adds no line.
func TestNarrateQuietMoves(t *testing.T) {
	s := playtest.NewState(t, 2, 3)
	r := rand.New(rand.NewPCG(3, 3))
	for s.Phase != cc.PhaseMain {
		boardtest.PlayRandom(t, s, r, 1)
	}
	for _, a := range s.Legal() {
		if a.Kind != cc.KindBuy {
			continue
		}
		b := s.Clone().(*cc.State)
		step, err := s.Step(a)
		if err != nil {
			t.Fatal(err)
		}
		if lines := Move(b, s, a, step.Events); len(lines) > 0 {
			t.Errorf("buying says %q", lines)
		}
		return
	}
	t.Fatal("nothing to buy")
}

// TestCounted: Settlements of one name are said once, with their count.
func TestCounted(t *testing.T) {
	home := kindOn{before: "home", kind: cc.Farm}
	in := kindOn{kind: cc.Quarry, after: "in Open Fields"}
	for _, c := range []struct {
		in   []kindOn
		want string
	}{
		{[]kindOn{home}, "home Farm"},
		{[]kindOn{home, {kind: cc.Village}, home}, "2 home Farms and Village"},
		{[]kindOn{in, in}, "2 Quarries in Open Fields"},
	} {
		if got := counted(c.in); got != c.want {
			t.Errorf("cqCounted(%v) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestNarrateNoCounterSaysWhy: a round the defender wins with a
// counter-attack face but no counter-attack says why in the log (it
// once said only "the defender holds").
func TestNarrateNoCounterSaysWhy(t *testing.T) {
	s := playtest.NewState(t, 2, 1)
	var f cc.Fight
	f.Sides[1].Seat, f.Sides[1].Dice, f.Sides[0].Dice = 1, 3, 3
	f.Sides[1].Faces[cc.FaceCounter] = 1
	ev := cc.Event{Kind: cc.EventRound, Fight: f, NoCounter: cc.NoCounterOccupying}
	lines := strings.Join(Move(s, s, engines.Action{}, []engines.Event{ev}), " ")
	if !strings.Contains(lines, "an occupying soldier may not counter-attack") {
		t.Errorf("the round says %q", lines)
	}
}
