package app

import (
	"fmt"
	"html"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/engines"
	cc "tabula/engines/coincrown"
)

// newCCState starts a Coin & Crown game.
func newCCState(t *testing.T, players int, seed uint64) *cc.State {
	t.Helper()
	st, err := cc.Game{}.New(engines.Config{Players: players, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*cc.State)
}

// ccProps are the board's props for s with the player to move at the
// device, so every legal action is offered.
func ccProps(s *cc.State) BoardProps {
	p := BoardProps{
		Info: cc.Game{}.Info(), State: s, Viewer: s.ToMove(), ToMove: s.ToMove(),
		Seats: bmSeats(s.NPlayers), Choose: func(app.Context, engines.Action) {},
	}
	if s.ToMove() < 0 {
		p.Viewer = 0
	}
	for _, a := range s.Legal() {
		p.Legal = append(p.Legal, Choice{Action: a, Text: s.Describe(a)})
	}
	return p
}

// renderCC renders the Coin & Crown board as go-app's test engine mounts it.
func renderCC(t *testing.T, p BoardProps) string {
	t.Helper()
	b := &coinBoard{Props: p}
	e := app.NewTestEngine()
	if err := e.Load(b); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return app.HTMLString(b)
}

// squash removes the indentation go-app puts between tags.
func squash(htm string) string { return betweenTags.ReplaceAllString(htm, "><") }

var betweenTags = regexp.MustCompile(`>\s+<`)

// offered reports whether c is a target in htm: an element named or
// titled with its description.
func offered(htm string, c Choice) bool {
	esc := html.EscapeString(c.Text)
	return strings.Contains(htm, `aria-label="`+esc+`"`) || strings.Contains(htm, `title="`+esc+`"`)
}

// applyKind plays the first legal action of kind and fails if there is none.
func applyKind(t *testing.T, s *cc.State, kind uint8) engines.Action {
	t.Helper()
	for _, a := range s.Legal() {
		if a.Kind == kind {
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			return a
		}
	}
	t.Fatalf("no legal action of kind %d", kind)
	return engines.Action{}
}

func TestCoinBoardRendersFreshGames(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		t.Run(fmt.Sprintf("%d players", n), func(t *testing.T) {
			s := newCCState(t, n, uint64(20+n))
			p := ccProps(s)
			htm := renderCC(t, p)
			if got := strings.Count(htm, `class="cc-row cc-row-`); got != cc.NumDenoms {
				t.Errorf("%d Market rows drawn, want %d", got, cc.NumDenoms)
			}
			// Every place of every row holds a card at the start, each a
			// card box (button or not) besides the deck.
			cards := 0
			for d := range cc.Denom(cc.NumDenoms) {
				for slot := range s.RowSize() {
					if s.Rows[d][slot].Card >= 0 {
						cards++
						if !has(htm, marketCardTitle(int(s.Rows[d][slot].Card))) && !offered(htm, Choice{Text: s.Describe(cc.Buy(d, slot))}) {
							t.Errorf("Market card %s #%d is not drawn", d, slot)
						}
					}
				}
			}
			if cards != cc.NumDenoms*(n+1) {
				t.Errorf("%d Market cards, want %d", cards, cc.NumDenoms*(n+1))
			}
			if got := strings.Count(htm, `class="cc-mat `); got != n {
				t.Errorf("%d mats, want %d", got, n)
			}
			wants := []string{"Year 1 of 5", "Start Player: " + p.seatName(s.StartPlayer()), "Imperial Mint", "Church", "Overseas Market", "Iron coins", "Supply", "Your turn: "}
			for k := range cc.LandKind(cc.NumLandKinds) {
				wants = append(wants, k.String()+" deck")
			}
			for c := range cc.Category(cc.NumCategories) {
				wants = append(wants, "Most "+c.String())
			}
			for seat := range n {
				wants = append(wants, p.seatName(seat))
			}
			for _, want := range wants {
				if !has(htm, want) {
					t.Errorf("the board lacks %q", want)
				}
			}
			for _, c := range p.Legal {
				if !offered(htm, c) {
					t.Errorf("legal %q is not a target", c.Text)
				}
			}
		})
	}
}

func TestCoinBoardShowsIncomeAndPurse(t *testing.T) {
	s := newCCState(t, 3, 5)
	seat := s.ToMove()
	pl := &s.Seats[seat]
	htm := squash(renderCC(t, ccProps(s)))
	for _, want := range []string{
		pl.Income.String(),
		fmt.Sprintf("<dt>Coin purse</dt><dd>%d coins</dd>", pl.Purse.Count()),
		"<dt>Discard pile</dt><dd>0 coins</dd>",
		fmt.Sprintf(" worth %d", pl.Income.Value()),
	} {
		if !has(htm, want) {
			t.Errorf("the mat lacks %q", want)
		}
	}
}

func TestCoinBoardWithoutLegalActionsHasNoTargets(t *testing.T) {
	s := newCCState(t, 3, 5)
	p := ccProps(s)
	p.Legal, p.Viewer = nil, -1
	htm := renderCC(t, p)
	if strings.Contains(htm, "target") {
		t.Error("targets shown while nobody at the device may move")
	}
	if strings.Contains(htm, "cc-prompt") {
		t.Error("a prompt shown with nothing to do")
	}
}

func TestCoinBoardRejectsOtherStates(t *testing.T) {
	if htm := renderCC(t, BoardProps{}); !strings.Contains(htm, "cannot be drawn") {
		t.Errorf("no error for a missing state: %s", htm)
	}
}

// TestEveryCoinActionIsATarget plays random games and checks at many
// positions that each legal action is a target of the board.
func TestEveryCoinActionIsATarget(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	kinds := map[uint8]bool{}
	for game := range 6 {
		s := newCCState(t, 2+game%3, uint64(300+game))
		for step := 0; !s.Over(); step++ {
			legal := s.Legal()
			if step%3 == 0 {
				p := ccProps(s)
				htm := renderCC(t, p)
				for _, c := range p.Legal {
					kinds[c.Action.Kind] = true
					if !offered(htm, c) {
						t.Fatalf("game %d step %d: legal %q (%+v) is not a target", game, step, c.Text, c.Action)
					}
				}
			}
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(kinds) < 15 {
		t.Errorf("only %d kinds of action seen", len(kinds))
	}
}
