package coincrown

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
func ccProps(s *cc.State) board.Props {
	p := board.Props{
		Info: cc.Game{}.Info(), State: s, Viewer: s.ToMove(), ToMove: s.ToMove(),
		Seats: boardtest.Seats(s.NPlayers), Choose: func(app.Context, engines.Action) {},
	}
	if s.ToMove() < 0 {
		p.Viewer = 0
	}
	for _, a := range s.Legal() {
		p.Legal = append(p.Legal, board.Choice{Action: a, Text: s.Describe(a)})
	}
	return p
}

// renderCC renders the Coin & Crown board as go-app's test engine mounts it.
func renderCC(t *testing.T, p board.Props) string {
	t.Helper()
	return boardtest.HTML(t, coinBoard{}, p)
}

// squash removes the indentation go-app puts between tags.
func squash(htm string) string { return betweenTags.ReplaceAllString(htm, "><") }

var betweenTags = regexp.MustCompile(`>\s+<`)

// offered reports whether c is a target in htm: an element named or
// titled with its description.
func offered(htm string, c board.Choice) bool {
	// The renderer leaves apostrophes unescaped in attributes ("the
	// Fortress's extra action").
	esc := strings.ReplaceAll(html.EscapeString(c.Text), "&#39;", "'")
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
						if !boardtest.Has(htm, marketCardTitle(int(s.Rows[d][slot].Card))) && !offered(htm, board.Choice{Text: s.Describe(cc.Buy(d, slot))}) {
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
			wants := []string{"Year 1 of 5", "Start Player: " + p.SeatName(s.StartPlayer()), "Imperial Mint", "Church", "Overseas Market", "Iron coins", "Supply", "You may "}
			for k := range cc.LandKind(cc.NumLandKinds) {
				wants = append(wants, k.String()+" deck")
			}
			for c := range cc.Category(cc.NumCategories) {
				wants = append(wants, "Most "+c.String())
			}
			for seat := range n {
				wants = append(wants, p.SeatName(seat))
			}
			for _, want := range wants {
				if !boardtest.Has(htm, want) {
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
		if !boardtest.Has(htm, want) {
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
	if htm := renderCC(t, board.Props{}); !strings.Contains(htm, "cannot be drawn") {
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

// cardOf is the ID of a Market card of type typ (with attacks attacks
// for a Troop, 0 for any other card).
func cardOf(t *testing.T, typ cc.CardType, attacks int) int16 {
	t.Helper()
	for id, mc := range cc.MarketCards {
		if mc.Type == typ && mc.Attacks == attacks {
			return int16(id)
		}
	}
	t.Fatalf("no %s with %d attacks", typ, attacks)
	return -1
}

// give puts cards in front of the player to move.
func give(t *testing.T, s *cc.State, cards ...cc.Card) {
	t.Helper()
	p := &s.Seats[s.Current]
	p.Cards = append(p.Cards, cards...)
}

func TestCoinBoardPaymentShowsCoinsAgainstCost(t *testing.T) {
	s := newCCState(t, 3, 11)
	s.Seats[s.Current].Income = cc.Coins{3, 2, 1}
	var buy engines.Action
	for _, a := range s.Legal() {
		if a.Kind == cc.KindBuy && a.A == int16(cc.Bronze) {
			buy = a
			break
		}
	}
	if buy.Kind == 0 {
		t.Fatal("nothing to buy in the Bronze Market")
	}
	if err := s.Apply(buy); err != nil {
		t.Fatal(err)
	}
	cost, what, ok := s.Payment()
	if !ok {
		t.Fatal("no payment pending after buying with a choice of coins")
	}
	p := ccProps(s)
	htm := squash(renderCC(t, p))
	for _, want := range []string{"Paying for " + what, fmt.Sprintf("Cost %d", cost), "Income ", "(worth 18)", fmt.Sprintf("Pay %s for %s", coinValueText(cost), what)} {
		if !boardtest.Has(htm, want) {
			t.Errorf("the payment lacks %q", want)
		}
	}
	if len(p.Legal) < 2 {
		t.Fatalf("only %d ways to pay", len(p.Legal))
	}
	for _, c := range p.Legal {
		paid := cc.Coins{int(c.Action.A), int(c.Action.B), int(c.Action.C)}
		if !offered(htm, c) || !boardtest.Has(htm, fmt.Sprintf("= %d", paid.Value())) {
			t.Errorf("the way to pay %q is not offered with its value", c.Text)
		}
	}
}

func TestCoinBoardConquestShowsStrengthAgainstDefense(t *testing.T) {
	s := newCCState(t, 2, 12)
	elite := cardOf(t, cc.EliteTroop, 4)
	give(t, s, cc.Card{ID: elite, Tokens: 4}, cc.Card{ID: elite, Tokens: 4}, cc.Card{ID: elite, Tokens: 1},
		cc.Card{ID: cardOf(t, cc.Cavalry, 0)}, cc.Card{ID: cardOf(t, cc.Cavalry, 0)})
	seat := s.Current
	army := s.ArmyStrength(seat)
	if army != 12 {
		t.Fatalf("army %d, want 12", army)
	}
	p := ccProps(s)
	htm := renderCC(t, p)
	defense := cc.LandCards[s.TopLand(cc.City)].Defense
	if !boardtest.Has(htm, fmt.Sprintf("By force: defense %d, your ready army %d", defense, army)) {
		t.Error("the City deck does not show its defense against the army")
	}
	if err := s.Apply(cc.Attack(cc.City)); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(cc.Deploy(cc.EliteTroop, 4)); err != nil {
		t.Fatal(err)
	}
	p = ccProps(s)
	htm = squash(renderCC(t, p))
	for _, want := range []string{
		"Conquering the City by force",
		fmt.Sprintf("Battle Strength 2 / defense %d", defense),
		fmt.Sprintf(`aria-label="Battle Strength 2 of the City's defense %d"`, defense),
		"Elite Troop</span><span class=\"cc-tcard-state\">exhausted</span>",
		"3 tokens",
	} {
		if !boardtest.Has(htm, want) && !strings.Contains(htm, want) {
			t.Errorf("the conquest lacks %q", want)
		}
	}
	for _, c := range p.Legal {
		if !offered(htm, c) {
			t.Errorf("%q is not a target", c.Text)
		}
	}
	if !strings.Contains(htm, `class="cc-tcard cc-ready cc-cat-military target"`) {
		t.Error("no ready Military card is a target")
	}
	if strings.Contains(htm, "cc-ways\"><button") {
		t.Error("a Land can be conquered in the middle of a conquest")
	}
	p.Legal, p.Viewer = nil, 1-seat
	if htm := renderCC(t, p); !boardtest.Has(htm, fmt.Sprintf("%s is conquering the City by force: Battle Strength 2 of %d.", p.SeatName(seat), defense)) {
		t.Error("onlookers are not told about the conquest")
	}
}

func TestCoinBoardUpgradeShowsTheBracket(t *testing.T) {
	s := newCCState(t, 2, 13)
	for _, typ := range []cc.CardType{cc.Field, cc.Pasture, cc.Forest, cc.Mine} {
		give(t, s, cc.Card{ID: cardOf(t, typ, 0)}, cc.Card{ID: cardOf(t, typ, 0)})
	}
	land := s.Seats[s.Current].Lands[0]
	bracket, _ := s.UpgradeBracket(s.Current, 0)
	htm := renderCC(t, ccProps(s))
	if !boardtest.Has(htm, fmt.Sprintf("Upgrade to a %s", land.Level+1)) {
		t.Fatal("the Hamlet offers no upgrade")
	}
	if err := s.Apply(cc.Upgrade(0)); err != nil {
		t.Fatal(err)
	}
	p := ccProps(s)
	htm = squash(renderCC(t, p))
	if !boardtest.Has(htm, fmt.Sprintf("Upgrading a %s to a %s", land.Level, land.Level+1)) || !boardtest.Has(htm, "still needed "+needsWords(bracket)) {
		t.Error("the upgrade does not say what it needs")
	}
	for _, c := range p.Legal {
		if c.Action.Kind == cc.KindResource && !offered(htm, c) {
			t.Errorf("%q is not a target", c.Text)
		}
	}
	applyKind(t, s, cc.KindResource)
	htm = renderCC(t, ccProps(s))
	if !strings.Contains(htm, "cc-exhausted") {
		t.Error("the exhausted resource card is not drawn turned")
	}
}

func TestCoinBoardTableauAndLands(t *testing.T) {
	s := newCCState(t, 3, 14)
	seat := s.Current
	give(t, s, cc.Card{ID: cardOf(t, cc.Cavalry, 0), Retired: true}, cc.Card{ID: cardOf(t, cc.Field, 0), Exhausted: true},
		cc.Card{ID: cardOf(t, cc.Barracks, 0)}, cc.Card{ID: cardOf(t, cc.StandardTroop, 3), Tokens: 2})
	var village int16 = -1
	for id, lc := range cc.LandCards {
		if lc.Kind == cc.Village && village < 0 {
			village = int16(id)
		}
	}
	pl := &s.Seats[seat]
	pl.Lands = append(pl.Lands, cc.Land{ID: pl.Lands[0].ID, Level: cc.Village}, cc.Land{ID: village, Level: cc.City})
	s.Iron[cc.CatLands] = int8(seat)
	p := ccProps(s)
	htm := squash(renderCC(t, p))
	for _, want := range []string{
		"Retired (1)", "Tableau (3)", "Military (1)", "Fields (1)", "Buildings (1)",
		"Land Upgrade Card, Village side", "flipped to its City side", "Lands (3)",
		"2 tokens", fmt.Sprintf("2 points · %s", p.SeatName(seat)),
		`class="cc-tcard cc-exhausted cc-cat-fields"`, `class="cc-tcard cc-retired-card cc-cat-military"`,
	} {
		if !boardtest.Has(htm, want) && !strings.Contains(htm, want) {
			t.Errorf("the mat lacks %q", want)
		}
	}
}

func TestCoinBoardChurchVisit(t *testing.T) {
	s := newCCState(t, 4, 15)
	s.Seats[s.Current].Income = cc.Coins{2, 1, 0}
	if err := s.Apply(cc.Donate(cc.Bronze)); err != nil {
		t.Fatal(err)
	}
	p := ccProps(s)
	htm := squash(renderCC(t, p))
	for _, want := range []string{"At the Church", "Given in all: ", "Leave the Church", "Give a Silver", "most 4, second 2 and third 1"} {
		if !boardtest.Has(htm, want) {
			t.Errorf("the Church visit lacks %q", want)
		}
	}
	for _, c := range p.Legal {
		if !offered(htm, c) {
			t.Errorf("%q is not a target", c.Text)
		}
	}
}

func TestCoinBoardShowsAPeekedCard(t *testing.T) {
	s := newCCState(t, 2, 16)
	give(t, s, cc.Card{ID: cardOf(t, cc.Watchtower, 0)})
	s.Seats[s.Current].Income = cc.Coins{4, 1, 0}
	if err := s.Apply(cc.UseWatchtower()); err != nil {
		t.Fatal(err)
	}
	top := s.TopCardKnown(s.Current, cc.Bronze)
	if top < 0 {
		t.Fatal("the Watchtower showed nothing")
	}
	p := ccProps(s)
	htm := renderCC(t, p)
	if !boardtest.Has(htm, "seen with your Watchtower") || (!boardtest.Has(htm, marketCardTitle(top)) && !offered(htm, board.Choice{Text: s.Describe(cc.BuyTop(cc.Bronze))})) {
		t.Error("the peeked card is not shown")
	}
	other := ccProps(s)
	other.Viewer, other.Legal = 1-s.Current, nil
	if boardtest.Has(renderCC(t, other), "seen with your Watchtower") {
		t.Error("another player sees the peeked card")
	}
}

func TestCoinBoardFinishedGame(t *testing.T) {
	s := newCCState(t, 3, 17)
	r := rand.New(rand.NewPCG(5, 6))
	for !s.Over() {
		legal := s.Legal()
		if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	htm := renderCC(t, ccProps(s))
	if strings.Contains(htm, "target") {
		t.Error("targets after the end")
	}
	if !boardtest.Has(htm, "the game has ended") {
		t.Error("the Year track does not say the game has ended")
	}
}

// TestCardTargetsAreTheCardsTheEngineUses plays random games and checks
// that each action drawn on a card of the Tableau changes that very card
// when played: the card the player clicks is the card the engine uses.
func TestCardTargetsAreTheCardsTheEngineUses(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	checked := map[uint8]int{}
	for game := range 40 {
		s := newCCState(t, 2+game%3, uint64(500+game))
		for !s.Over() {
			for i, a := range cardActions(ccProps(s), s) {
				c := s.Clone().(*cc.State)
				before := c.Seats[c.Current].Cards[i]
				seat := c.Current
				if err := c.Apply(a); err != nil {
					t.Fatal(err)
				}
				if c.Seats[seat].Cards[i] == before {
					t.Fatalf("%s: card %d (%s) unchanged", s.Describe(a), i, cc.MarketCards[before.ID].Type)
				}
				checked[a.Kind]++
			}
			legal := s.Legal()
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("checked by kind: %v", checked)
	for _, k := range []uint8{cc.KindDeploy, cc.KindCavalry, cc.KindResource, cc.KindBuilder, cc.KindWatch} {
		if checked[k] == 0 {
			t.Errorf("no action of kind %d checked", k)
		}
	}
}

func TestCoinBoardReserve(t *testing.T) {
	s := newCCState(t, 2, 18)
	s.Seats[s.Current].Income = cc.Coins{1, 1, 0}
	htm := renderCC(t, ccProps(s))
	if !boardtest.Has(htm, "Reserve a coin for next year:") || !offered(htm, board.Choice{Text: s.Describe(cc.Reserve(cc.Silver))}) {
		t.Fatal("no Reserve choice on the mat")
	}
	if err := s.Apply(cc.Reserve(cc.Silver)); err != nil {
		t.Fatal(err)
	}
	htm = renderCC(t, ccProps(s))
	if !boardtest.Has(htm, "Silver, for next year") {
		t.Error("the reserved coin is not shown")
	}
	if boardtest.Has(htm, "Reserve a coin for next year:") {
		t.Error("a second coin may be reserved")
	}
}

func TestCoinBoardMarksTheSuggestedMove(t *testing.T) {
	s := newCCState(t, 3, 19)
	p := ccProps(s)
	for _, c := range p.Legal {
		p.Hint = &c.Action
		htm := renderCC(t, p)
		if strings.Count(htm, ` suggested"`) != 1 || !boardtest.Has(htm, `title="`+c.Text+board.SuggestedLabel+`"`) {
			t.Errorf("the suggested %q is not marked once", c.Text)
		}
	}
}
