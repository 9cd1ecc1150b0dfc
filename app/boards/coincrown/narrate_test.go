package coincrown

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/engines"
	cc "tabula/engines/coincrown"
)

// narrated plays a on s and returns the narration of it.
func narrated(t *testing.T, s *cc.State, a engines.Action) []string {
	t.Helper()
	before := s.Clone()
	step, err := s.Step(a)
	if err != nil {
		t.Fatalf("%+v: %v", a, err)
	}
	return narrate(before, s, a, step.Events)
}

// hasLine fails unless one of lines contains want.
func hasLine(t *testing.T, lines []string, want string) {
	t.Helper()
	if !slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, want) }) {
		t.Errorf("no line with %q in %q", want, lines)
	}
}

// passAll passes for every player until the year ends.
func passAll(t *testing.T, s *cc.State) []string {
	t.Helper()
	for year := s.Year; s.Year == year && !s.Over(); {
		if lines := narrated(t, s, cc.PassYear()); s.Year != year || s.Over() {
			return lines
		}
	}
	return nil
}

// landOf is a Land card of kind k from under its deck's top.
func landOf(t *testing.T, s *cc.State, k cc.LandKind) int16 {
	t.Helper()
	for _, id := range s.LandDecks[k][1:] {
		return id
	}
	t.Fatalf("no %s left", k)
	return -1
}

func TestNarrateYearEnd(t *testing.T) {
	s := newCCState(t, 2, 40)
	first := s.Current
	// A card bought leaves an empty place to refill; two Bronze on a card
	// become a Silver with the seeding.
	buy := cc.Buy(cc.Gold, 0)
	s.Seats[first].Income = cc.Coins{9, 3, 1}
	s.Rows[cc.Bronze][1].Bonus = cc.Coins{2, 0, 0}
	if err := s.Apply(buy); err != nil {
		t.Fatal(err)
	}
	for s.Phase == cc.PhasePay {
		applyKind(t, s, cc.KindPay)
	}
	if s.Current == first {
		applyKind(t, s, cc.KindEndTurn)
	}
	lines := passAll(t, s)
	for _, want := range []string{
		"Everyone has passed: Year 1 ends.",
		"Unspent Income goes to the discard piles: " + board.Mention(first) + " ",
		fmt.Sprintf("A Bonus Bronze goes on each of the %d cards left in the Market.", 3*3-1),
		"Three Bronze on the " + cc.MarketCards[s.Rows[cc.Bronze][1].Card].Type.String() + " become a Silver.",
		"The Market is refilled: Gold row " + cc.MarketCards[s.Rows[cc.Gold][0].Card].Type.String() + ".",
		fmt.Sprintf("Year 2 begins. %s the Start Player coin (passed clockwise).", board.SubjectMention(s.StartPlayer(), "has", "have")),
		"New Income drawn: " + board.Mention(0) + " " + s.Seats[0].Income.String() + "; " + board.Mention(1) + " " + s.Seats[1].Income.String() + ".",
	} {
		hasLine(t, lines, want)
	}
}

func TestNarrateReadiedCardsReserveAndPurse(t *testing.T) {
	s := newCCState(t, 2, 41)
	seat := s.Current
	p := &s.Seats[seat]
	p.Cards = append(p.Cards, cc.Card{ID: cardOf(t, cc.Field, 0), Exhausted: true})
	p.Income = cc.Coins{1, 1, 0}
	p.Purse, p.Discard = cc.Coins{}, cc.Coins{2, 0, 0}
	if err := s.Apply(cc.Reserve(cc.Silver)); err != nil {
		t.Fatal(err)
	}
	lines := passAll(t, s)
	hasLine(t, lines, "Every exhausted card is ready again.")
	hasLine(t, lines, board.Mention(seat)+" "+s.Seats[seat].Income.String()+" (with the reserved Silver) (the purse ran out: the discard pile went back into it)")
}

func TestNarrateStartPlayerByLandPoints(t *testing.T) {
	s := newCCState(t, 3, 42)
	s.Year = cc.PointsStartYear(3) - 1
	// Seat 0 has the most Land points; 1 and 2 tie, so the Market cards
	// decide.
	s.Seats[0].Lands = append(s.Seats[0].Lands, cc.Land{ID: landOf(t, s, cc.Village), Level: cc.Village})
	lines := passAll(t, s)
	hasLine(t, lines, fmt.Sprintf("Year %d begins. %s the Start Player coin (fewest Land points, 1, then fewest Market cards in the Tableau).", cc.PointsStartYear(3), board.SubjectMention(s.StartPlayer(), "has", "have")))
}

func TestNarrateGameEnd(t *testing.T) {
	s := newCCState(t, 2, 43)
	s.Year = cc.Years
	lines := passAll(t, s)
	if !s.Over() {
		t.Fatal("the game did not end")
	}
	hasLine(t, lines, "That was Year 5, the last: the game ends.")
	for _, l := range lines {
		if strings.Contains(l, "Market is refilled") || strings.Contains(l, "Bonus Bronze") || strings.Contains(l, "New Income") {
			t.Errorf("after Year 5: %q", l)
		}
	}
}

func TestNarrateAutomaticPaymentAndTurnEnd(t *testing.T) {
	s := newCCState(t, 2, 44)
	seat := s.Current
	var buy engines.Action
	for slot := range s.RowSize() {
		if cc.MarketCards[s.Rows[cc.Bronze][slot].Card].Cost == (cc.Coins{2, 0, 0}) {
			buy = cc.Buy(cc.Bronze, slot)
		}
	}
	if buy.Kind == 0 {
		t.Skip("no card at 2 Bronze")
	}
	s.Seats[seat].Income = cc.Coins{2, 0, 0}
	lines := narrated(t, s, buy)
	hasLine(t, lines, "Paid 2 Bronze: the only way to pay it without a needless coin.")
	hasLine(t, lines, "Nothing else can be done: the turn ends.")
	if s.Current == seat {
		t.Error("the turn did not end")
	}
}

func TestNarrateBlindDraw(t *testing.T) {
	s := newCCState(t, 2, 45)
	s.Seats[s.Current].Income = cc.Coins{4, 2, 0}
	top := cc.MarketCards[s.Decks[cc.Silver][0]]
	lines := narrated(t, s, cc.Draw(cc.Silver))
	for s.Phase == cc.PhasePay {
		lines = narrated(t, s, s.Legal()[0])
	}
	name := top.Type.String()
	if cc.Types[top.Type].Troop {
		name += fmt.Sprintf(" (%d attacks)", top.Attacks)
	}
	hasLine(t, lines, "Drew "+withArticle(name)+" from the Silver deck.")
}

func TestNarrateConquestAndNextLand(t *testing.T) {
	s := newCCState(t, 2, 46)
	seat := s.Current
	def := cc.LandCards[s.TopLand(cc.Hamlet)].Defense
	next := cc.LandCards[s.LandDecks[cc.Hamlet][1]].Defense
	give(t, s, cc.Card{ID: cardOf(t, cc.EliteTroop, 4), Tokens: 4}, cc.Card{ID: cardOf(t, cc.EliteTroop, 4), Tokens: 4}, cc.Card{ID: cardOf(t, cc.EliteTroop, 4), Tokens: 4})
	if err := s.Apply(cc.Attack(cc.Hamlet)); err != nil {
		t.Fatal(err)
	}
	var lines []string
	for s.Phase == cc.PhaseForce {
		lines = narrated(t, s, cc.Deploy(cc.EliteTroop, 4))
	}
	hasLine(t, lines, fmt.Sprintf("Battle Strength meets the Hamlet's defense %d: the Hamlet is conquered (1 point).", def))
	hasLine(t, lines, fmt.Sprintf("The next Hamlet shows: defense %d.", next))
	hasLine(t, lines, board.SubjectMention(seat, "takes", "take")+" the Iron coin for Most Military (2 points).")
}

func TestNarrateDiplomacyAndIronCoinFromAnother(t *testing.T) {
	s := newCCState(t, 2, 47)
	seat := s.Current
	other := 1 - seat
	s.Seats[other].Lands = append(s.Seats[other].Lands, cc.Land{ID: landOf(t, s, cc.Village), Level: cc.Village})
	s.Iron[cc.CatLands] = int8(other)
	s.Seats[seat].Lands = append(s.Seats[seat].Lands, cc.Land{ID: landOf(t, s, cc.Town), Level: cc.Town})
	s.Seats[seat].Income = cc.Coins{0, 2, 0}
	lines := narrated(t, s, cc.ConquerDiplomacy(cc.Hamlet))
	hasLine(t, lines, "The Hamlet is conquered (1 point).")
	hasLine(t, lines, fmt.Sprintf("%s the Iron coin for Most Lands (2 points) from %s.", board.SubjectMention(seat, "takes", "take"), board.ObjectMention(other)))
}

func TestNarrateUpgradeAndRetiredTroop(t *testing.T) {
	s := newCCState(t, 2, 48)
	for _, typ := range []cc.CardType{cc.Field, cc.Pasture, cc.Forest, cc.Mine} {
		give(t, s, cc.Card{ID: cardOf(t, typ, 0)}, cc.Card{ID: cardOf(t, typ, 0)})
	}
	if err := s.Apply(cc.Upgrade(0)); err != nil {
		t.Fatal(err)
	}
	var lines []string
	for s.Phase == cc.PhaseUpgrade {
		lines = narrated(t, s, s.Legal()[0])
	}
	hasLine(t, lines, "The bracket is covered: the Hamlet becomes a Village, with a Land Upgrade Card (2 points).")

	s = newCCState(t, 2, 49)
	give(t, s, cc.Card{ID: cardOf(t, cc.StandardTroop, 2), Tokens: 1}, cc.Card{ID: cardOf(t, cc.EliteTroop, 4), Tokens: 4}, cc.Card{ID: cardOf(t, cc.Cavalry, 0)})
	if err := s.Apply(cc.Attack(cc.Hamlet)); err != nil {
		t.Fatal(err)
	}
	hasLine(t, narrated(t, s, cc.Deploy(cc.StandardTroop, 1)), "That was the Standard Troop's last token: it retires.")
}

func TestNarrateChurchAndToll(t *testing.T) {
	s := newCCState(t, 2, 50)
	s.Seats[s.Current].Income = cc.Coins{1, 1, 0}
	narrated(t, s, cc.Donate(cc.Silver))
	hasLine(t, narrated(t, s, cc.Donate(cc.Bronze)), "No Income is left: the Church visit ends.")

	s = newCCState(t, 2, 51)
	give(t, s, cc.Card{ID: cardOf(t, cc.TollStation, 0)})
	p := &s.Seats[s.Current]
	p.Purse, p.Discard = cc.Coins{}, cc.Coins{0, 1, 0}
	hasLine(t, narrated(t, s, cc.UseToll()), "Drew 1 Silver into Income (the purse ran out: the discard pile went back into it).")
}

// TestNarrateQuietMoves: a plain step says nothing more than its own line.
func TestNarrateQuietMoves(t *testing.T) {
	s := newCCState(t, 3, 52)
	s.Seats[s.Current].Income = cc.Coins{3, 1, 1}
	if lines := narrated(t, s, cc.Mint(cc.Bronze, cc.Silver)); len(lines) != 0 {
		t.Errorf("an exchange is narrated: %q", lines)
	}
	if lines := narrate(s, s, cc.PassYear(), nil); len(lines) != 0 {
		t.Errorf("nothing changed, yet %q", lines)
	}
	if narrate(nil, s, cc.PassYear(), nil) != nil {
		t.Error("another game's state is narrated")
	}
}

// TestEveryYearEndIsNarrated plays random games: every action that ends a
// Year has its line, and no line is left with an unnamed seat mark other
// than board.Mention's.
func TestEveryYearEndIsNarrated(t *testing.T) {
	for game := range 4 {
		s := newCCState(t, 2+game%3, uint64(600+game))
		ends := 0
		for step := 0; !s.Over(); step++ {
			legal := s.Legal()
			a := legal[(step*7+game)%len(legal)]
			year := s.Year
			lines := narrated(t, s, a)
			if s.Year != year || s.Over() {
				ends++
				hasLine(t, lines, fmt.Sprintf("Year %d ends.", year))
			}
			for _, l := range lines {
				if strings.Contains(board.NameMentions(l, func(int) string { return "X" }), "{") {
					t.Fatalf("a line with a stray mark: %q", l)
				}
			}
		}
		if ends != cc.Years {
			t.Errorf("game %d: %d Year ends narrated, want %d", game, ends, cc.Years)
		}
	}
}
