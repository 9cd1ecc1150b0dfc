package narrate

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/app/boards/emara/emaratest"
	"tabula/app/boards/emara/words"
	"tabula/engines"
	em "tabula/engines/emara"
)

// step is one action of a played game with the positions around it.
type step struct {
	before, after *em.State
	a             engines.Action
	lines         []string
}

// said reports whether one of the lines contains text.
func (st step) said(text string) bool {
	for _, l := range st.lines {
		if strings.Contains(l, text) {
			return true
		}
	}
	return false
}

// playedSteps plays random games (solo, 2 and 3 players) to the end and
// returns every step with its narration.
func playedSteps(t *testing.T) []step {
	t.Helper()
	var out []step
	for _, c := range []struct {
		players int
		seed    uint64
	}{{1, 3}, {2, 5}, {3, 7}, {2, 11}} {
		s := emaratest.NewState(t, c.players, c.seed)
		r := rand.New(rand.NewPCG(c.seed, 9))
		for !s.Over() {
			legal := s.Legal()
			a := legal[r.IntN(len(legal))]
			if s.Phase == em.PhaseStart {
				a = em.BuildingStart(em.FirstGameBuildings)
			}
			before := s.Clone().(*em.State)
			st, err := s.Step(a)
			if err != nil {
				t.Fatal(err)
			}
			after := s.Clone().(*em.State)
			out = append(out, step{before, after, a, Move(before, after, a, st.Events)})
		}
	}
	return out
}

// TestNarrate checks a line for each kind of automatic event, wherever
// the random games met it, and that every kind was met.
func TestNarrate(t *testing.T) {
	steps := playedSteps(t)
	kinds := []struct {
		name string
		// when picks the steps where the event happened; want is what must
		// be said then.
		when func(st step) bool
		want func(st step) string
	}{
		{"an Action card's effect", func(st step) bool {
			return st.a.Kind == em.KindPlay && em.Card(st.a.A) <= em.CardStone
		}, func(st step) string {
			c := em.Card(st.a.A)
			return fmt.Sprintf("The %s card gives 1 %s.", c, em.Resource(c))
		}},
		{"the Signet Ring card", func(st step) bool {
			return st.a.Kind == em.KindPlay && em.Card(st.a.A) == em.CardRing
		}, func(step) string { return "The Signet Ring card gives 1 Signet Ring." }},
		{"a hand's last card going on its slot by itself", func(st step) bool {
			return lastCardPlayed(st) >= 0
		}, func(st step) string {
			seat := lastCardPlayed(st)
			c := em.Card(st.after.Seats[seat].Slots[st.after.Slot])
			text := fmt.Sprintf("%s last card, %s, goes by itself on the %d-step slot", board.OwnerMention(seat), c, em.SlotSteps[st.after.Slot])
			takes := board.SubjectMention(seat, "takes", "take")
			switch {
			case c <= em.CardStone:
				return fmt.Sprintf("%s: %s 1 %s.", text, takes, em.Resource(c))
			case c == em.CardRing:
				return fmt.Sprintf("%s: %s 1 Signet Ring.", text, takes)
			}
			return text + "."
		}},
		{"an Advisor joining", func(st step) bool {
			return len(st.after.Seats[st.before.Current].Advisors) > len(st.before.Seats[st.before.Current].Advisors)
		}, func(st step) string {
			adv := st.after.Seats[st.before.Current].Advisors
			return words.TheAdvisor(em.Advisors[adv[len(adv)-1]], true) + " joins: "
		}},
		{"a Craftsman hired", func(st step) bool {
			return st.after.Seats[st.before.Current].Hired > st.before.Seats[st.before.Current].Hired
		}, func(step) string { return "A Craftsman moves into hut " }},
		{"a noble rank", func(st step) bool {
			return len(st.after.Seats[st.before.Current].Nobility) > len(st.before.Seats[st.before.Current].Nobility)
		}, func(st step) string {
			return fmt.Sprintf("Takes the top %s card", em.Rank(len(st.before.Seats[st.before.Current].Nobility)))
		}},
		{"a Countryside take by itself", func(st step) bool {
			if st.a.Kind != em.KindMove && st.a.Kind != em.KindCardMove {
				return false
			}
			steps := 1
			if st.a.Kind == em.KindMove {
				steps = em.SlotSteps[st.before.Slot]
			}
			l := st.before.Destination(st.before.Current, int(st.a.A), steps)
			return l.IsCountryside() && !(st.after.Phase == em.PhaseLocation && st.after.Current == st.before.Current)
		}, func(st step) string { return ": takes " }},
		{"a marker turning", func(st step) bool {
			return st.after.MarkerValue(em.DonationMarker) != st.before.MarkerValue(em.DonationMarker) ||
				st.after.MarkerValue(em.GiftMarker+em.MarkerKind(em.Cloth)) != st.before.MarkerValue(em.GiftMarker+em.MarkerKind(em.Cloth))
		}, func(st step) string { return "Marker " }},
		{"Favor Tokens drawn", func(st step) bool {
			return st.after.Phase == em.PhaseFavor && st.before.Phase != em.PhaseFavor
		}, func(st step) string { return "Favor Tokens to keep one." }},
		{"Favor Tokens discarded", func(st step) bool {
			return st.a.Kind == em.KindKeepFavor && len(st.before.Drawn) > 1
		}, func(step) string { return "Discards face up: " }},
		{"the Favor Token stack reshuffled", func(st step) bool {
			return slices.ContainsFunc(st.before.FavorDiscard, func(t int8) bool { return !slices.Contains(st.after.FavorDiscard, t) })
		}, func(step) string {
			return "The Favor Token stack runs out: the discard pile is shuffled into a new face-down stack."
		}},
		{"a turn ending by itself", func(st step) bool {
			return st.a.Kind != em.KindEndTurn && st.before.Phase == em.PhaseTurn && st.after.TurnSeq != st.before.TurnSeq
		}, func(step) string { return "Nothing else can be done this turn: it ends." }},
		{"an end-of-round Event", func(st step) bool {
			return st.after.Phase == em.PhaseEvent && st.before.Phase != em.PhaseEvent && !famineDue(st.before)
		}, func(st step) string {
			e, _ := st.before.CurrentEvent()
			return fmt.Sprintf("Round %d ends. %s: ", st.before.Round+1, e.Name)
		}},
		{"a new round with its Event", func(st step) bool {
			return st.after.Round != st.before.Round && st.before.Started
		}, func(st step) string {
			e, _ := st.after.CurrentEvent()
			return fmt.Sprintf("Round %d begins with the Event “%s”: %s", st.after.Round+1, e.Name, words.Event(e))
		}},
		{"the first round", func(st step) bool { return !st.before.Started && st.after.Started }, func(st step) string {
			e, _ := st.after.CurrentEvent()
			return fmt.Sprintf("Round 1 begins with the Event “%s”", e.Name)
		}},
		{"the cards drawn", func(st step) bool {
			return st.after.Round != st.before.Round && st.before.Started && !st.after.Full
		}, func(step) string { return "Everyone draws 3 Action Cards." }},
		{"the reshuffle after round 3", func(st step) bool {
			return st.after.Round == em.ReshuffleAfter && st.before.Round == em.ReshuffleAfter-1
		}, func(step) string { return "Everyone shuffles all 9 Action Cards into a new draw pile." }},
		{"the Statue passing", func(st step) bool {
			return st.after.Start != st.before.Start && st.before.Started
		}, func(st step) string { return fmt.Sprintf("The Statue passes to %s", seatName(st.after.Start)) }},
		{"Victoria's scoring", func(st step) bool { return st.after.VictoriaScore() > st.before.VictoriaScore() }, func(st step) string {
			return fmt.Sprintf("Victoria scores %d Citizen Points as if she delivered 1 Stone and 1 Bread",
				st.after.Vic[em.VicConstruction]-st.before.Vic[em.VicConstruction])
		}},
		{"the end of the game", func(st step) bool { return st.after.Over() }, func(step) string {
			return "The game ends after round 6. Leftovers score"
		}},
	}
	for _, k := range kinds {
		t.Run(k.name, func(t *testing.T) {
			met := 0
			for _, st := range steps {
				if !k.when(st) {
					continue
				}
				met++
				if want := k.want(st); !st.said(want) {
					t.Fatalf("after %q (phase %d) the log does not say %q: %q", st.before.Describe(st.a), st.before.Phase, want, st.lines)
				}
			}
			if met == 0 {
				t.Fatal("the games never met it")
			}
		})
	}
}

// lastCardPlayed is the seat whose one card left went on its slot by
// itself in st (the seat to move after it, its card played but nothing
// done yet), or -1.
func lastCardPlayed(st step) int {
	s := st.after
	if s.Over() || !s.Started || s.Full || s.Phase != em.PhaseTurn || s.MoveDone || s.Card < 0 {
		return -1
	}
	if len(s.Seats[s.Current].Hand) != 0 || st.before.Current == s.Current && st.before.TurnSeq == s.TurnSeq {
		return -1
	}
	return s.Current
}

// TestNarrateEventPoints checks that the round's Event adding points is
// told: a noble rank under "Respected at court, loved by the people".
func TestNarrateEventPoints(t *testing.T) {
	s := emaratest.Started(t, 2, 21)
	emaratest.PlayUntil(t, s, 2, func(s *em.State) bool { return s.Phase == em.PhaseTurn })
	for i, id := range s.EventDeck {
		if em.Events[id].Effect == em.EventRespected {
			s.EventDeck[0], s.EventDeck[i] = s.EventDeck[i], s.EventDeck[0]
		}
	}
	me := s.Current
	s.Seats[me].Coins, s.Seats[me].Rings, s.Bonus = 5, 5, 0
	before := s.Clone().(*em.State)
	played, err := s.Step(em.Noble())
	if err != nil {
		t.Fatal(err)
	}
	lines := Move(before, s, em.Noble(), played.Events)
	st := step{lines: lines}
	if !st.said("The Event “Respected at court, loved by the people” adds 2 Citizen Points.") || !st.said("Takes the top Baron card") {
		t.Errorf("lines %q", lines)
	}
}

// TestNarrateGameEnd checks the end scoring's words: every seat's
// leftovers and the final scores; in the solo game, against Victoria.
func TestNarrateGameEnd(t *testing.T) {
	ends := 0
	for _, st := range playedSteps(t) {
		if !st.after.Over() {
			continue
		}
		ends++
		n := st.after.NPlayers
		for seat := range n {
			who := words.UpperFirst(seatName(seat)) + ": "
			if n == 1 {
				who = "You: "
			}
			p, q := &st.after.Seats[seat], &st.before.Seats[seat]
			pts := p.Cit[em.CitEnd] - q.Cit[em.CitEnd] + p.Bld[em.BldEnd] - q.Bld[em.BldEnd]
			if !st.said(fmt.Sprintf("%s%d ", who, pts)) {
				t.Errorf("%d players: seat %d's leftovers (%d) are not told: %q", n, seat, pts, st.lines)
			}
		}
		if n == 1 && !st.said(fmt.Sprintf("against Victoria's %d", st.after.VictoriaScore())) {
			t.Errorf("solo: %q", st.lines)
		}
		if n > 1 && !st.said(fmt.Sprintf("Final scores, the lower track, in seat order: %d (", st.after.Seats[0].FinalScore())) {
			t.Errorf("%d players: %q", n, st.lines)
		}
	}
	if ends != 4 {
		t.Errorf("%d games ended, want 4", ends)
	}
}

// famineDue reports whether s is a payment for the round's famine Event.
func famineDue(s *em.State) bool { return s.Phase == em.PhasePay && s.Owed().Effect == em.EffFamine }

// TestNarrateFamineOnce checks that paying Grain for the famine, in the
// end-of-round Event, does not announce the end of the round again.
func TestNarrateFamineOnce(t *testing.T) {
	met := 0
	for g := uint64(0); g < 300 && met < 5; g++ {
		s := emaratest.NewState(t, 4, g*7+1)
		r := rand.New(rand.NewPCG(g, 3))
		for !s.Over() {
			legal := s.Legal()
			a := legal[r.IntN(len(legal))]
			before := s.Clone().(*em.State)
			played, err := s.Step(a)
			if err != nil {
				t.Fatal(err)
			}
			if !famineDue(before) || s.Phase != em.PhaseEvent {
				continue
			}
			met++
			if st := (step{lines: Move(before, s, a, played.Events)}); st.said("ends.") {
				t.Errorf("%s: %q", before.Describe(a), st.lines)
			}
		}
	}
	if met == 0 {
		t.Fatal("no famine payment met")
	}
}
