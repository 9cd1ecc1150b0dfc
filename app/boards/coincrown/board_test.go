package coincrown

import (
	"fmt"
	"html"
	"math/rand/v2"
	"regexp"
	"slices"
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
func ccProps(s *cc.State) board.Props { return boardtest.Props(Game(), s) }

// renderCC renders every part of the board as the table places them.
func renderCC(t *testing.T, p board.Props) string {
	t.Helper()
	return boardtest.HTML(t, coinBoard{}, p)
}

// partHTML renders one part of the board.
func partHTML(t *testing.T, ui app.UI) string {
	t.Helper()
	if ui == nil {
		return ""
	}
	return squash(boardtest.UIHTML(t, ui))
}

// squash removes the indentation go-app puts between tags.
func squash(htm string) string { return betweenTags.ReplaceAllString(htm, "><") }

var betweenTags = regexp.MustCompile(`>\s+<`)

// offered reports whether c is a target in htm: an element named and
// titled with its description.
func offered(htm string, c board.Choice) bool {
	// A target's tooltip starts with the move's description, and its name
	// too: its aria-label, or a hidden label before its face.
	esc := attr(c.Text)
	return strings.Contains(htm, `title="`+esc) &&
		(strings.Contains(htm, `aria-label="`+esc) || strings.Contains(htm, `<span class="visually-hidden">`+boardtest.EscapeHTML(c.Text)))
}

// attr is text as the renderer writes it in an attribute: escaped, but
// for apostrophes ("the Fortress's extra action").
func attr(text string) string { return strings.ReplaceAll(html.EscapeString(text), "&#39;", "'") }

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

func TestCoinBoardRendersFreshGames(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		t.Run(fmt.Sprintf("%d players", n), func(t *testing.T) {
			s := newCCState(t, n, uint64(20+n))
			p := ccProps(s)
			parts := (coinBoard{}).Render(p)
			main := partHTML(t, parts.Main)
			if got := strings.Count(main, `class="cc-row cc-row-`); got != cc.NumDenoms {
				t.Errorf("%d Market rows drawn, want %d", got, cc.NumDenoms)
			}
			if got := strings.Count(main, `class="cc-face"`); got != cc.NumDenoms*(n+1)+cc.NumDenoms {
				t.Errorf("%d card faces (Market cards and decks), want %d", got, cc.NumDenoms*(n+2))
			}
			wants := []string{"Year 1 of 5", "Imperial Mint", "Church", "Overseas Market", "Iron coins", "Supply", "Your Income"}
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
				if !boardtest.Has(main, want) {
					t.Errorf("the table lacks %q", want)
				}
			}
			all := renderCC(t, p)
			if got := strings.Count(all, `class="cc cc-mat `); got != n {
				t.Errorf("%d mats (the person's and the others' in full), want %d", got, n)
			}
			for _, c := range p.Legal {
				if !offered(all, c) {
					t.Errorf("legal %q is not a target", c.Text)
				}
			}
			if parts.Chooser != nil {
				t.Error("a chooser with no step under way")
			}
		})
	}
}

// TestNoLetterCodes: coins and resources are drawn, never written as a
// letter ("S" was both Silver and Sheep).
func TestNoLetterCodes(t *testing.T) {
	s := newCCState(t, 3, 5)
	s.Seats[s.Current].Income = cc.Coins{2, 1, 1}
	htm := renderCC(t, ccProps(s))
	for _, code := range []string{">S<", ">B<", ">G<", ">W<", ">L<", ">O<", ">H→V<", "V→T"} {
		if strings.Contains(htm, code) {
			t.Errorf("the board writes the letter code %q", code)
		}
	}
	for _, want := range []string{
		`aria-label="1 Gold, 1 Silver, 2 Bronze"`, `role="img"`,
		`"cc-i cc-i-gold"`, `"cc-i cc-i-silver"`, `"cc-i cc-i-bronze"`, `"cc-i cc-i-wheat"`,
	} {
		if !strings.Contains(htm, want) {
			t.Errorf("the board lacks %s", want)
		}
	}
	if got := partHTML(t, needsView([cc.NumResources]int{1, 1, 0, 2}, "")); !strings.Contains(got, `aria-label="Wheat, Sheep and 2 Ore"`) || !strings.Contains(got, `role="img"`) ||
		strings.Count(got, "cc-i-ore") != 2 || strings.Count(got, "cc-i-sheep") != 1 {
		t.Errorf("a bracket is not drawn as named pictures: %s", got)
	}
	if got := partHTML(t, coinsView(cc.Coins{5, 0, 0}, "")); !strings.Contains(got, "×5") || strings.Count(got, "cc-i-bronze") != 1 {
		t.Errorf("five Bronze are not one coin with a count: %s", got)
	}
}

func TestCoinBoardWithoutLegalActionsHasNoTargets(t *testing.T) {
	s := newCCState(t, 3, 5)
	p := ccProps(s)
	p.Legal, p.Viewer = nil, -1
	parts := (coinBoard{}).Render(p)
	if htm := renderCC(t, p); strings.Contains(htm, "target") || strings.Contains(htm, "refused") {
		t.Error("targets shown while nobody at the device may move")
	}
	if parts.Mine != nil || parts.Prompt != "" || len(parts.Actions) != 0 || parts.Chooser != nil {
		t.Errorf("a spectator gets a mat, a prompt %q, buttons or a chooser", parts.Prompt)
	}
}

func TestCoinBoardRejectsOtherStates(t *testing.T) {
	if htm := renderCC(t, board.Props{}); !strings.Contains(htm, "cannot be drawn") {
		t.Errorf("no error for a missing state: %s", htm)
	}
}

// TestEveryCoinActionIsATarget plays random games and checks at many
// positions that each legal action is a target of the board, that the
// prompt is specific and that a step under way is shown in the chooser
// with its choices.
func TestEveryCoinActionIsATarget(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	kinds := map[uint8]bool{}
	for game := range 6 {
		s := newCCState(t, 2+game%3, uint64(300+game))
		for step := 0; !s.Over(); step++ {
			legal := s.Legal()
			if step%3 == 0 {
				p := ccProps(s)
				parts := (coinBoard{}).Render(p)
				htm := renderCC(t, p)
				for _, c := range p.Legal {
					kinds[c.Action.Kind] = true
					if !offered(htm, c) {
						t.Fatalf("game %d step %d: legal %q (%+v) is not a target", game, step, c.Text, c.Action)
					}
				}
				if parts.Prompt == "" || strings.Contains(parts.Prompt, "choose a move") {
					t.Fatalf("game %d step %d: prompt %q", game, step, parts.Prompt)
				}
				inStep := s.Phase == cc.PhasePay || s.Phase == cc.PhaseForce || s.Phase == cc.PhaseUpgrade || s.Phase == cc.PhaseChurch
				if inStep != (parts.Chooser != nil) {
					t.Fatalf("game %d step %d: phase %d, chooser %v", game, step, s.Phase, parts.Chooser != nil)
				}
				if inStep {
					ch := partHTML(t, parts.Chooser)
					for _, c := range p.Legal {
						if c.Action.Kind != cc.KindDonateDone && !offered(ch, c) {
							t.Fatalf("game %d step %d: %q is not in the chooser", game, step, c.Text)
						}
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
	price, what := payment(s)
	p := ccProps(s)
	p.Cancel = func(app.Context) {}
	parts := (coinBoard{}).Render(p)
	ch := partHTML(t, parts.Chooser)
	for _, want := range []string{"Pay for " + what, "worth 18", "Your Income"} {
		if !boardtest.Has(ch, want) {
			t.Errorf("the payment lacks %q", want)
		}
	}
	if want := fmt.Sprintf("Choose coins to pay %s (worth %d). They pay for %s", price, price.Value(), what); !strings.HasPrefix(parts.Prompt, want) {
		t.Errorf("prompt %q, want %q", parts.Prompt, want)
	}
	pays := legalOf(p, cc.KindPay)
	if len(pays) < 2 {
		t.Fatalf("only %d ways to pay", len(pays))
	}
	for _, c := range pays {
		paid := cc.Coins{int(c.Action.A), int(c.Action.B), int(c.Action.C)}
		if !offered(ch, c) || !boardtest.Has(ch, fmt.Sprintf("= %d", paid.Value())) {
			t.Errorf("the way to pay %q is not offered with its value", c.Text)
		}
	}
	for _, c := range legalOf(p, cc.KindMint) {
		if !offered(ch, c) {
			t.Errorf("the Mint's %q is not offered in the payment", c.Text)
		}
	}
	buttons := partHTML(t, app.Div().Body(parts.Actions...))
	if !strings.Contains(buttons, ">Cancel<") || !strings.Contains(buttons, `title="Cancel this payment"`) {
		t.Errorf("the payment has no Cancel in the status bar: %s", buttons)
	}
	p.Cancel = nil
	if buttons := partHTML(t, app.Div().Body((coinBoard{}).Render(p).Actions...)); strings.Contains(buttons, "Cancel") {
		t.Error("Cancel offered when nothing can be taken back")
	}
}

// TestCoinBoardOverpaymentIsAsked: a payment that only overpays (a card
// of 1 Silver 2 Bronze with 2 Silver of Income) is the player's choice:
// the buy's tooltip says what will truly be left and that the Mint can
// make it exact, and the payment shows the coins, the warning and the
// Mint's exchanges.
func TestCoinBoardOverpaymentIsAsked(t *testing.T) {
	s := newCCState(t, 2, 11)
	seat := s.Current
	id, d, slot := -1, 0, 0
	for dd := range cc.Denom(cc.NumDenoms) {
		for i := range s.RowSize() {
			if c := s.Rows[dd][i].Card; c >= 0 && cc.MarketCards[c].Cost == (cc.Coins{2, 1, 0}) && s.Rows[dd][i].Bonus.Count() == 0 {
				id, d, slot = int(c), int(dd), i
			}
		}
	}
	if id < 0 {
		t.Skip("no card of 1 Silver 2 Bronze without Bonus Coins in this Market")
	}
	s.Seats[seat].Income = cc.Coins{0, 2, 0}
	buy := cc.Buy(cc.Denom(d), slot)
	tip := boardtest.HTML(t, coinBoard{}, ccProps(s))
	if want := "Your Income is worth 6, 0 after: your coins overpay by 1, with no change (1 after if you change coins at the Imperial Mint to pay exactly)"; !boardtest.Has(tip, want) {
		t.Errorf("the buy's tooltip does not say %q", want)
	}
	if err := s.Apply(buy); err != nil {
		t.Fatal(err)
	}
	if s.Phase != cc.PhasePay {
		t.Fatal("the overpayment was made without asking")
	}
	p := ccProps(s)
	ch := partHTML(t, (coinBoard{}).Render(p).Chooser)
	for _, want := range []string{"= 6, 1 over", "No coins of your Income pay this exactly", "Imperial Mint:"} {
		if !boardtest.Has(ch, want) {
			t.Errorf("the payment lacks %q", want)
		}
	}
	if c, ok := p.Lookup(cc.Mint(cc.Silver, cc.Bronze)); !ok || !offered(ch, c) {
		t.Error("the Mint's Silver for 3 Bronze is not offered in the payment")
	}
}

func TestCoinBoardConquestShowsStrengthAgainstDefense(t *testing.T) {
	s := newCCState(t, 2, 12)
	elite := cardOf(t, cc.EliteTroop, 4)
	give(t, s, cc.Card{ID: elite, Tokens: 4}, cc.Card{ID: elite, Tokens: 4}, cc.Card{ID: elite, Tokens: 1},
		cc.Card{ID: cardOf(t, cc.Cavalry, 0)}, cc.Card{ID: cardOf(t, cc.Cavalry, 0)})
	seat := s.Current
	if army := s.ArmyStrength(seat); army != 12 {
		t.Fatalf("army %d, want 12", army)
	}
	p := ccProps(s)
	main := partHTML(t, (coinBoard{}).Render(p).Main)
	defense := cc.LandCards[s.TopLand(cc.City)].Defense
	if !boardtest.Has(main, fmt.Sprintf("Defense %d; your ready army 12", defense)) || !boardtest.Has(main, "Your army ") {
		t.Error("the City deck does not compare its defense with the army")
	}
	if err := s.Apply(cc.Attack(cc.City)); err != nil {
		t.Fatal(err)
	}
	p = ccProps(s)
	p.Cancel = func(app.Context) {}
	if label, _ := cancelLabel(s); label != "Cancel" {
		t.Errorf("at the start of a conquest the status bar says %q", label)
	}
	if err := s.Apply(cc.Deploy(cc.EliteTroop, 4)); err != nil {
		t.Fatal(err)
	}
	p = ccProps(s)
	parts := (coinBoard{}).Render(p)
	ch := partHTML(t, parts.Chooser)
	for _, want := range []string{
		"Conquering the City by force",
		fmt.Sprintf("Battle Strength 2 of %d", defense),
		fmt.Sprintf(`aria-label="Battle Strength 2 of the defense %d"`, defense),
	} {
		if !boardtest.Has(ch, want) {
			t.Errorf("the conquest lacks %q", want)
		}
	}
	for _, c := range p.Legal {
		if !offered(ch, c) {
			t.Errorf("%q is not a choice of the conquest", c.Text)
		}
	}
	if label, _ := cancelLabel(s); label != "Back" {
		t.Errorf("after a step of a conquest the status bar says %q", label)
	}
	mine := partHTML(t, parts.Mine)
	if !strings.Contains(mine, "cc-tcard-exhausted") || !strings.Contains(mine, "3 tokens") {
		t.Error("the deployed Elite Troop is not drawn exhausted with 3 tokens")
	}
	if !regexp.MustCompile(`class="cc-tcard cc-cat-military[^"]* target"`).MatchString(mine) {
		t.Error("no ready Military card on the mat is a target")
	}
	for _, e := range boardtest.Elements(partHTML(t, parts.Main)) {
		if e.Class("refused") && !strings.HasPrefix(e.Attrs["title"], board.NotAChoice("")) {
			t.Errorf("in the middle of a conquest a place is refused by another rule: %q", e.Attrs["title"])
		}
	}
	p.Legal, p.Viewer = nil, 1-seat
	want := fmt.Sprintf("%s is conquering the City: Battle Strength 2 of %d.", p.SeatName(seat), defense)
	if got := (coinBoard{}).Render(p).Prompt; got != want {
		t.Errorf("onlookers are told %q", got)
	}
}

func TestCoinBoardUpgradeShowsTheBracket(t *testing.T) {
	s := newCCState(t, 2, 13)
	for _, typ := range []cc.CardType{cc.Field, cc.Pasture, cc.Forest, cc.Mine} {
		give(t, s, cc.Card{ID: cardOf(t, typ, 0)}, cc.Card{ID: cardOf(t, typ, 0)})
	}
	land := s.Seats[s.Current].Lands[0]
	bracket, _ := s.UpgradeBracket(s.Current, 0)
	mine := partHTML(t, (coinBoard{}).Render(ccProps(s)).Mine)
	if !offered(mine, board.Choice{Text: s.Describe(cc.Upgrade(0))}) {
		t.Fatal("the Hamlet offers no upgrade on the mat")
	}
	if err := s.Apply(cc.Upgrade(0)); err != nil {
		t.Fatal(err)
	}
	p := ccProps(s)
	parts := (coinBoard{}).Render(p)
	ch := partHTML(t, parts.Chooser)
	if !boardtest.Has(ch, fmt.Sprintf("Upgrading your %s to a %s", land.Level, land.Level+1)) || !boardtest.Has(ch, `aria-label="`+needsWords(bracket)+`"`) {
		t.Error("the upgrade does not say what it needs")
	}
	if !strings.HasPrefix(parts.Prompt, "Exhaust a card or buy Overseas: still "+needsWords(bracket)) ||
		!strings.HasSuffix(parts.Prompt, fmt.Sprintf("Upgrading your %s to a %s.", land.Level, land.Level+1)) {
		t.Errorf("prompt %q", parts.Prompt)
	}
	for _, c := range p.Legal {
		if !offered(ch, c) {
			t.Errorf("%q is not a choice of the upgrade", c.Text)
		}
	}
	applyKind(t, s, cc.KindResource)
	if !strings.Contains(partHTML(t, (coinBoard{}).Render(ccProps(s)).Mine), "cc-tcard-exhausted") {
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
	parts := (coinBoard{}).Render(p)
	mine := partHTML(t, parts.Mine)
	for _, want := range []string{
		"Retired (1)", "Tableau (3)", "Lands (3)", "with a Land Upgrade Card", "turned to its City side",
		"2 tokens", "cc-tcard-exhausted", "cc-tcard-retired", "Land points: ",
	} {
		if !boardtest.Has(mine, want) {
			t.Errorf("the mat lacks %q", want)
		}
	}
	main := partHTML(t, parts.Main)
	if !boardtest.Has(main, fmt.Sprintf("Most Lands: 2 points, held by %s", p.SeatName(seat))) {
		t.Error("the Iron coin for Lands does not name its holder")
	}
	panel := partHTML(t, parts.Panel(seat))
	if !boardtest.Has(panel, "3 Lands") || !boardtest.Has(panel, fmt.Sprintf("%d Land points", s.LandPoints(seat))) || !boardtest.Has(panel, "4 cards") {
		t.Errorf("the panel lacks the Lands or cards: %s", panel)
	}
}

func TestCoinBoardChurchVisit(t *testing.T) {
	s := newCCState(t, 4, 15)
	s.Seats[s.Current].Income = cc.Coins{2, 1, 0}
	if err := s.Apply(cc.Donate(cc.Bronze)); err != nil {
		t.Fatal(err)
	}
	p := ccProps(s)
	p.Cancel = func(app.Context) {}
	parts := (coinBoard{}).Render(p)
	ch := partHTML(t, parts.Chooser)
	for _, want := range []string{"At the Church", "Given in all", "Give "} {
		if !boardtest.Has(ch, want) {
			t.Errorf("the Church visit lacks %q", want)
		}
	}
	buttons := partHTML(t, app.Div().Body(parts.Actions...))
	if !offered(buttons, board.Choice{Text: s.Describe(cc.DonateDone())}) || !strings.Contains(buttons, ">Back<") {
		t.Errorf("the status bar lacks Leave the Church or Back: %s", buttons)
	}
	if !boardtest.Has(partHTML(t, parts.Main), "most 4, second 2 and third 1") {
		t.Error("the Church does not say what it pays")
	}
}

func TestCoinBoardShowsAPeekedCard(t *testing.T) {
	s := newCCState(t, 2, 16)
	give(t, s, cc.Card{ID: cardOf(t, cc.Watchtower, 0)})
	s.Seats[s.Current].Income = cc.Coins{4, 1, 0}
	if err := s.Apply(cc.UseWatchtower()); err != nil {
		t.Fatal(err)
	}
	if s.TopCardKnown(s.Current, cc.Bronze) < 0 {
		t.Fatal("the Watchtower showed nothing")
	}
	p := ccProps(s)
	if main := partHTML(t, (coinBoard{}).Render(p).Main); !boardtest.Has(main, "Top of the deck") {
		t.Error("the peeked card is not shown")
	}
	other := ccProps(s)
	other.Viewer, other.Legal = 1-s.Current, nil
	if boardtest.Has(partHTML(t, (coinBoard{}).Render(other).Main), "Top of the deck") {
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
	if strings.Contains(htm, "target") || strings.Contains(htm, "refused") {
		t.Error("targets after the end")
	}
	if !boardtest.Has(htm, "The game is over") {
		t.Error("the Year track does not say the game is over")
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
	for _, k := range []uint8{cc.KindDeploy, cc.KindCavalry, cc.KindResource, cc.KindBuilder, cc.KindWatch} {
		if checked[k] == 0 {
			t.Errorf("no action of kind %d checked", k)
		}
	}
}

func TestCoinBoardReserve(t *testing.T) {
	s := newCCState(t, 2, 18)
	s.Seats[s.Current].Income = cc.Coins{1, 1, 0}
	mine := partHTML(t, (coinBoard{}).Render(ccProps(s)).Mine)
	if !offered(mine, board.Choice{Text: s.Describe(cc.Reserve(cc.Silver))}) {
		t.Fatal("no Reserve choice on the mat")
	}
	if err := s.Apply(cc.Reserve(cc.Silver)); err != nil {
		t.Fatal(err)
	}
	parts := (coinBoard{}).Render(ccProps(s))
	if mine := partHTML(t, parts.Mine); !boardtest.Has(mine, "Silver reserved for next year") || strings.Contains(mine, "cc-reserve-box") {
		t.Error("the reserved coin is not shown, or a second may be reserved")
	}
	if !boardtest.Has(partHTML(t, parts.Main), "Reserved for next year") {
		t.Error("the table's strip does not show the reserved coin")
	}
}

func TestCoinBoardMarksTheSuggestedMove(t *testing.T) {
	s := newCCState(t, 3, 19)
	p := ccProps(s)
	for _, c := range p.Legal {
		p.Hint = &c.Action
		htm := renderCC(t, p)
		if strings.Count(htm, ` suggested"`)+strings.Count(htm, ` suggested `) != 1 || !strings.Contains(htm, `title="`+attr(c.Text+board.SuggestedLabel)) {
			t.Errorf("the suggested %q is not marked once", c.Text)
		}
	}
}

// TestMintVisitOffersMoreExchanges: after an exchange the visit goes on,
// the Mint's other exchanges stay targets and the prompt says so; any
// other move ends it, and the Mint then says why it refuses.
func TestMintVisitOffersMoreExchanges(t *testing.T) {
	s := newCCState(t, 2, 21)
	s.Seats[s.Current].Income = cc.Coins{6, 0, 0}
	if err := s.Apply(cc.Mint(cc.Bronze, cc.Silver)); err != nil {
		t.Fatal(err)
	}
	p := ccProps(s)
	parts := (coinBoard{}).Render(p)
	main := partHTML(t, parts.Main)
	if !offered(main, board.Choice{Text: s.Describe(cc.Mint(cc.Bronze, cc.Silver))}) {
		t.Error("a second exchange is not offered")
	}
	if !strings.HasPrefix(parts.Prompt, "Exchange again at the Imperial Mint") || !boardtest.Has(main, "Visit under way") {
		t.Errorf("the visit under way is not said: %q", parts.Prompt)
	}
	if !boardtest.Has(main, "That would undo an exchange of this visit") {
		t.Error("the exchange undoing the first is not refused with its reason")
	}
	if err := s.Apply(cc.Reserve(cc.Bronze)); err != nil {
		t.Fatal(err)
	}
	if main := partHTML(t, (coinBoard{}).Render(ccProps(s)).Main); !boardtest.Has(main, "You have left the Imperial Mint this turn") {
		t.Error("after the visit the Mint does not say why it refuses")
	}
}

// TestPromptSaysWhatTheTurnAllows: the status line names the actions the
// position allows even when fewer are offered, as a lesson offers only its
// step's move (here an exchange at the Mint).
func TestPromptSaysWhatTheTurnAllows(t *testing.T) {
	s := newCCState(t, 2, 2)
	p := ccProps(s)
	mint := s.Describe(cc.Mint(cc.Gold, cc.Silver))
	p.Legal = slices.DeleteFunc(p.Legal, func(c board.Choice) bool { return c.Text != mint })
	if len(p.Legal) != 1 {
		t.Fatalf("seed 2's first turn has no exchange of its Gold: %v", p.Legal)
	}
	if got, want := prompt(p, s), "Your turn: buy a card or conquer a Land; or pass."; got != want {
		t.Errorf("prompt with one move offered = %q, want %q", got, want)
	}
}

// TestRefusedTargetsSayWhy: on the player's turn, what they cannot choose
// says why when tried (board.Props.Refused): a card too dear, a Land too
// strong or too dear, an upgrade that cannot be covered, an action already
// taken.
func TestRefusedTargetsSayWhy(t *testing.T) {
	s := newCCState(t, 3, 22)
	s.Seats[s.Current].Income = cc.Coins{1, 0, 0}
	parts := (coinBoard{}).Render(ccProps(s))
	main, mine := partHTML(t, parts.Main), partHTML(t, parts.Mine)
	def := cc.LandCards[s.TopLand(cc.Town)].Defense
	for _, want := range []string{
		"your Income is worth 1",
		fmt.Sprintf("The Town's defense is %d; your ready Military reaches 0 and the Overseas Market can add 0", def),
		"Diplomacy with the Hamlet costs 2 Silver (worth 6); your Income is worth 1",
		"Drawing from the Gold deck costs 1 Gold (worth 9); your Income is worth 1",
	} {
		if !strings.Contains(main, want) {
			t.Errorf("the table does not refuse with %q", want)
		}
	}
	if !strings.Contains(mine, `class="cc-upgrade refused"`) || !boardtest.Has(mine, "To become a Village it needs") {
		t.Error("the upgrade is not refused with its reason")
	}
	if strings.Count(main, "refused") < 10 {
		t.Errorf("only %d refused targets", strings.Count(main, "refused"))
	}
	// After the action, without a Fortress.
	s.Seats[s.Current].Income = cc.Coins{4, 0, 0}
	for _, a := range s.Legal() {
		if a.Kind == cc.KindBuy && cc.MarketCards[s.Rows[a.A][a.B].Card].Cost.Value() <= 2 {
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
	if s.Phase != cc.PhaseAfter {
		t.Skipf("phase %d after buying", s.Phase)
	}
	if main := partHTML(t, (coinBoard{}).Render(ccProps(s)).Main); !strings.Contains(main, attr("You have taken this turn's action (a ready Fortress would give another): end your turn")) {
		t.Error("after the action the Market does not say why it refuses")
	}
}

// TestOthersMovesAreMarked: what the others' moves changed since the
// viewer's last move is ringed (class "changed"): the Market place bought
// from, the buyer's new card and Income, the Church quadrant, the Overseas
// token; and pieces that move carry data-flip keys.
func TestOthersMovesAreMarked(t *testing.T) {
	s := newCCState(t, 2, 23)
	me := s.Current
	if err := s.Apply(cc.PassYear()); err != nil {
		t.Fatal(err)
	}
	other := s.Current
	s.Seats[other].Income = cc.Coins{5, 1, 1}
	var steps []board.Step
	play := func(a engines.Action) {
		steps = append(steps, board.Step{Seat: other, Action: a, Before: s.Clone()})
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	play(cc.Buy(cc.Bronze, 0))
	for s.Phase == cc.PhasePay {
		play(s.Legal()[0])
	}
	play(cc.Donate(cc.Bronze))
	if s.Phase == cc.PhaseChurch {
		play(cc.DonateDone())
	}
	p := ccProps(s)
	p.Viewer, p.Legal, p.Recent = me, nil, steps
	parts := (coinBoard{}).Render(p)
	main := partHTML(t, parts.Main)
	for _, want := range []string{
		`class="cc-card cc-card-empty changed"`,
		`class="cc-quad ` + p.SeatClass(other) + ` changed"`,
		`class="cc-seat ` + p.SeatClass(other) + ` changed`,
	} {
		if !strings.Contains(main, want) {
			t.Errorf("the table does not mark %s", want)
		}
	}
	if strings.Contains(main, "cc-landdeck cc-land-hamlet changed") || strings.Contains(main, "cc-yr-token changed") ||
		strings.Contains(main, `class="cc-seat `+p.SeatClass(me)+` changed`) {
		t.Error("an unchanged Land deck or Year is marked")
	}
	if d := partHTML(t, parts.Detail(other)); !strings.Contains(d, "changed") {
		t.Error("the buyer's new card is not marked on their mat")
	}
	if pn := partHTML(t, parts.Panel(other)); !strings.Contains(pn, `cc-pfact changed`) {
		t.Error("the buyer's panel does not mark the new card")
	}
	for _, key := range []string{`data-flip="year"`, `data-flip="start"`, `data-flip="ov-0"`, `data-flip="ov-1"`} {
		if !strings.Contains(main, key) {
			t.Errorf("no %s", key)
		}
	}
	p.Recent = nil
	if strings.Contains(renderCC(t, p), "changed") {
		t.Error("marks without moves to mark")
	}
}

func TestEmblem(t *testing.T) {
	htm := partHTML(t, emblem())
	if !strings.HasPrefix(htm, "<svg") || strings.Count(htm, "<ellipse") != 3 || !strings.Contains(htm, "<path") {
		t.Errorf("the emblem is not a drawn crown over three coins: %s", htm)
	}
	if Game().Emblem == nil || Game().Narrate == nil {
		t.Error("the game lacks its emblem, its narrator or its phone zoom")
	}
}

// TestIncomeNoteCountsTheBonusCoin: a Market card with a Bonus Coin on it
// says what the Income is worth after buying it with the Bonus Coin added
// (rules: the card's Bonus Coins go to the Income), and a card without
// one leaves the Income less the price.
func TestIncomeNoteCountsTheBonusCoin(t *testing.T) {
	s := newCCState(t, 3, 22)
	s.Seats[s.Current].Income = cc.Coins{6, 0, 0}
	with, without := -1, -1
	for slot, sl := range s.Rows[cc.Bronze] {
		switch {
		case sl.Card < 0:
		case with < 0:
			with = slot
			s.Rows[cc.Bronze][slot].Bonus = cc.Coins{1, 0, 0}
		case without < 0:
			without = slot
			s.Rows[cc.Bronze][slot].Bonus = cc.Coins{}
		}
	}
	if without < 0 {
		t.Fatal("no two cards in the Bronze Market")
	}
	main := partHTML(t, (coinBoard{}).Render(ccProps(s)).Main)
	costOf := func(slot int) int { return cc.MarketCards[s.Rows[cc.Bronze][slot].Card].Cost.Value() }
	for _, want := range []string{
		fmt.Sprintf("Your Income is worth 6, %d after with the Bonus Coin", 6-costOf(with)+1),
		fmt.Sprintf("Your Income is worth 6, %d after", 6-costOf(without)),
	} {
		if !boardtest.Has(main, want) {
			t.Errorf("no card says %q", want)
		}
	}
}

// TestOwnedLandsShowNoShield: a Land's shield (its defense) is drawn on
// the top card of each Land deck, which may be conquered, and never on a
// Land a player owns.
func TestOwnedLandsShowNoShield(t *testing.T) {
	s := newCCState(t, 3, 5)
	htm := boardtest.HTML(t, &coinBoard{}, ccProps(s))
	tops := 0
	for _, d := range s.LandDecks {
		if len(d) > 0 {
			tops++
		}
	}
	owned := 0
	for _, p := range s.Seats {
		owned += len(p.Lands)
	}
	if owned == 0 {
		t.Fatal("no player owns a Land")
	}
	if got := strings.Count(htm, `class="cc-shield"`); got != tops {
		t.Errorf("%d shields drawn, want %d (one per Land deck; none on the %d Lands owned)", got, tops, owned)
	}
}

// TestEndsTurn: the move after which everyone else has passed for the year
// and the same seat starts its next turn ends a turn too, and waits for End
// turn like any other; none within a turn does.
func TestEndsTurn(t *testing.T) {
	boardtest.CheckTurnEnds(t, Game(), func(before, after engines.State) bool {
		return after.(*cc.State).Turn != before.(*cc.State).Turn
	})
}
