package emara

import (
	"fmt"
	"html"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/engines"
	em "tabula/engines/emara"
	"tabula/engines/save"
)

// newEmState starts a Crown of Emara game.
func newEmState(t *testing.T, players int, seed uint64, variants ...string) *em.State {
	t.Helper()
	st, err := em.Game{}.New(engines.Config{Players: players, Seed: seed, Variants: variants})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*em.State)
}

// emSeats are seats for a game: the first a person, the rest computers.
func emSeats(n int) []save.Seat {
	seats := make([]save.Seat, n)
	for i := range seats {
		seats[i] = save.Seat{Name: boardtest.Seats(n)[i].Name, Colour: i, Kind: save.Human}
	}
	return seats
}

// emProps are the board's props for s seen by the seat to move, with every
// legal action offered.
func emProps(s *em.State) board.Props {
	seat := s.ToMove()
	p := board.Props{
		Info: em.Game{}.Info(), State: s.View(seat), Viewer: seat, ToMove: seat,
		Seats: emSeats(s.NPlayers), Choose: func(app.Context, engines.Action) {},
	}
	for _, a := range s.Legal() {
		p.Legal = append(p.Legal, board.Choice{Action: a, Text: s.Describe(a)})
	}
	return p
}

// renderEmara renders the board as go-app's test engine mounts it, with
// the chooser of key open ("" for none).
func renderEmara(t *testing.T, p board.Props, picked string) string {
	t.Helper()
	b := &emaraBoard{start: em.FirstGameBuildings, picked: picked, pickedAt: decisionStamp(p.State.(*em.State))}
	return boardtest.HTML(t, b, p)
}

// checkTargets asserts that every legal action of p is reachable on the
// board: a target labelled with it, a button titled with it, or a choice of
// a chooser whose opener is on the board.
func checkTargets(t *testing.T, p board.Props) {
	t.Helper()
	s := p.State.(*em.State)
	v := newEmaraView(p, s, "", nil)
	page := renderEmara(t, p, "")
	for key, cs := range v.byKey {
		switch {
		case key == "start":
			if n := strings.Count(page, "<option"); n != len(cs) {
				t.Fatalf("the start picker offers %d starts, want %d", n, len(cs))
			}
		case len(cs) == 1:
			if !strings.Contains(page, `aria-label="`+html.EscapeString(cs[0].Text)+`"`) {
				t.Fatalf("%s: no target for %q (phase %d)", key, cs[0].Text, s.Phase)
			}
		default:
			if !strings.Contains(page, `data-choices="`+key+`"`) {
				t.Fatalf("no opener for the %d choices of %s (phase %d)", len(cs), key, s.Phase)
			}
			open := renderEmara(t, p, key)
			for _, c := range cs {
				if !strings.Contains(open, `title="`+html.EscapeString(c.Text)+`"`) {
					t.Fatalf("the chooser of %s lacks %q", key, c.Text)
				}
			}
		}
	}
	for _, c := range v.rest {
		if !strings.Contains(page, `title="`+html.EscapeString(c.Text)+`"`) {
			t.Fatalf("no button for %q (phase %d)", c.Text, s.Phase)
		}
	}
}

// TestEmaraBoardTargetsEveryLegalAction plays random games of every player
// count and variant and checks, decision after decision, that the board
// offers every legal action.
func TestEmaraBoardTargetsEveryLegalAction(t *testing.T) {
	cases := []struct {
		players  int
		variants []string
	}{
		{1, nil}, {2, nil}, {3, []string{em.VariantRandomLayout}}, {4, []string{em.VariantFullSelection}},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%d players %v", c.players, c.variants), func(t *testing.T) {
			s := newEmState(t, c.players, uint64(c.players)*31, c.variants...)
			r := rand.New(rand.NewPCG(uint64(c.players), 5))
			phases := map[em.Phase]bool{}
			for step := 0; !s.Over(); step++ {
				if step%3 == 0 || !phases[s.Phase] {
					checkTargets(t, emProps(s))
				}
				phases[s.Phase] = true
				legal := s.Legal()
				if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			for _, ph := range []em.Phase{em.PhaseStart, em.PhasePlay, em.PhaseTurn, em.PhaseLocation, em.PhasePay} {
				if !phases[ph] {
					t.Errorf("the game never reached phase %d", ph)
				}
			}
			page := renderEmara(t, board.Props{Info: em.Game{}.Info(), State: s.View(0), Viewer: 0, ToMove: -1, Seats: emSeats(c.players)}, "")
			if targetClass.MatchString(page) {
				t.Error("a finished game still shows targets")
			}
		})
	}
}

// targetClass finds an element marked as a target.
var targetClass = regexp.MustCompile(`class="[^"]*\btarget\b`)

// playUntil applies random legal actions until done reports true.
func playUntil(t *testing.T, s *em.State, seed uint64, done func(*em.State) bool) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 1))
	for !done(s) {
		if s.Over() {
			t.Fatal("the game ended first")
		}
		legal := s.Legal()
		if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

// TestEmaraBoardShowsThePosition checks what the board says at a few
// moments: the slots' landings, the hidden hands, the Bonus Actions and
// Victoria.
func TestEmaraBoardShowsThePosition(t *testing.T) {
	s := newEmState(t, 2, 9)
	if err := s.Apply(em.BuildingStart(30)); err != nil {
		t.Fatal(err)
	}
	playUntil(t, s, 3, func(s *em.State) bool { return s.Phase == em.PhasePlay })
	p := emProps(s)
	page := renderEmara(t, p, "")
	me := s.ToMove()
	for _, want := range []string{
		fmt.Sprintf("empty — lands at the %s or the %s", s.Destination(me, 0, 3), s.Destination(me, 1, 3)),
		"cards hidden",
		"Play a card from your hand",
		"Buildings 30",
	} {
		if !strings.Contains(page, html.EscapeString(want)) {
			t.Errorf("the board does not say %q", want)
		}
	}
	for _, c := range s.Hand(me) {
		if !strings.Contains(page, `data-choices="card:`+fmt.Sprint(int(c))+`"`) {
			t.Errorf("the %s card in hand is not a target", c)
		}
	}

	playUntil(t, s, 4, func(s *em.State) bool { return s.Phase == em.PhaseTurn && !s.MoveDone })
	page = renderEmara(t, emProps(s), "")
	for _, want := range []string{"lands here", "Bonus Actions", "Increase noble rank", "On the board, click a Councilor to move it"} {
		if !strings.Contains(page, want) {
			t.Errorf("a turn's board does not show %q", want)
		}
	}
}

// TestEmaraBoardSolo checks Victoria's panel during and after a solo game.
func TestEmaraBoardSolo(t *testing.T) {
	s := newEmState(t, 1, 4)
	playUntil(t, s, 8, func(s *em.State) bool { return s.Round == 2 && s.Phase == em.PhasePlay })
	r := em.VictoriaRanks[2]
	next := fmt.Sprintf("At the end of this round she scores %d Citizen Points as for 1 Stone and 1 Bread and becomes %s for %d more.",
		s.MarkerValue(em.StoneMarker)+s.MarkerValue(em.BreadMarker), r, em.NobilityCitizens[r][s.NobTop[r]])
	if page := renderEmara(t, emProps(s), ""); !strings.Contains(page, next) {
		t.Errorf("Victoria's next step %q is not shown", next)
	}
	playUntil(t, s, 8, func(s *em.State) bool { return s.Over() })
	page := renderEmara(t, board.Props{Info: em.Game{}.Info(), State: s.View(0), Viewer: 0, ToMove: -1, Seats: emSeats(1)}, "")
	mine, vic := s.Seats[0].FinalScore(), s.VictoriaScore()
	want := fmt.Sprintf("Victoria wins: %d to your %d.", vic, mine)
	switch {
	case s.SoloWon():
		want = fmt.Sprintf("You beat Victoria: %d to %d.", mine, vic)
	case mine == vic:
		want = fmt.Sprintf("A tie with Victoria at %d does not beat her.", vic)
	}
	if !strings.Contains(page, want) {
		t.Errorf("the solo verdict %q is missing", want)
	}
	if !strings.Contains(page, fmt.Sprintf("Victoria %d Citizen Points", vic)) {
		t.Error("the scoring track does not read out Victoria's points")
	}
}

// TestEmaraKey places actions on the elements the player clicks.
func TestEmaraKey(t *testing.T) {
	s := newEmState(t, 2, 1)
	cases := []struct {
		a    engines.Action
		want string
	}{
		{em.Play(em.CardWood, 2), "card:0"},
		{em.Move(1), "cn:1"},
		{em.CardActionMove(0), "cn:0"},
		{em.Hire(em.Quarry, 2), "hut:3:2"},
		{em.CardActionHire(em.Quarry, 2), "hut:3:2"},
		{em.Recruit(em.Market, 1), "adv:7:1"},
		{em.CardActionTown(em.Castle), "loc:4"},
		{em.Donate(em.Grain), "mk:2"},
		{em.Gift(em.Stone), "mk:7"},
		{em.StoneAction(), "mk:8"},
		{em.BreadAction(2), "mk:9"},
		{em.Noble(), "noble"},
		{em.BuildingStart(20), "start"},
		{em.EndTurn(), ""},
		{em.Pay(em.Wood), ""},
		{em.Leave(), ""},
	}
	for _, c := range cases {
		if got := emaraKey(s, c.a); got != c.want {
			t.Errorf("emaraKey(%v) = %q, want %q", c.a, got, c.want)
		}
	}
}

// TestEmaraHandsAreHidden checks that the board shows only the viewer's
// hand face up.
func TestEmaraHandsAreHidden(t *testing.T) {
	s := newEmState(t, 2, 3)
	playUntil(t, s, 2, func(s *em.State) bool { return s.Phase == em.PhasePlay })
	page := renderEmara(t, emProps(s), "")
	if got, want := strings.Count(page, `class="em-card`), len(s.Hand(s.ToMove())); got != want {
		t.Errorf("%d cards face up, want only the %d of the player at the device", got, want)
	}
	if !strings.Contains(page, fmt.Sprintf("Hand: %d cards hidden", len(s.Hand(1-s.ToMove())))) {
		t.Error("the other hand is not shown as hidden cards")
	}
}
