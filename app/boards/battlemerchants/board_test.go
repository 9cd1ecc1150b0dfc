package battlemerchants

import (
	"fmt"
	"html"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/app/boards/battlemerchants/words"
	"tabula/engines"
	bm "tabula/engines/battlemerchants"
)

// newBMState starts a Battle Merchants game.
func newBMState(t *testing.T, players int, seed uint64) *bm.State {
	return boardtest.NewState[*bm.State](t, bm.Game{}, engines.Config{Players: players, Seed: seed})
}

// bmProps are the board's props for s with the player to move at the
// device, so every legal action is offered.
func bmProps(s *bm.State) board.Props { return boardtest.Props(Game(), s) }

func TestBattleBoardRendersFreshGames(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		t.Run(fmt.Sprintf("%d players", n), func(t *testing.T) {
			s := newBMState(t, n, uint64(10+n))
			p := bmProps(s)
			htm := boardtest.HTML(t, &battleBoard{}, p)
			regions := len(s.Regions())
			if got := strings.Count(htm, `class="bm-space `); got != regions*bm.SpacesPerRegion {
				t.Errorf("%d Weapon Spaces drawn, want %d", got, regions*bm.SpacesPerRegion)
			}
			// The pieces are drawn on the printed map and on the narrow one.
			if got := strings.Count(htm, `class="bm-reward `); got != 2*regions*n {
				t.Errorf("%d Reward spaces drawn, want %d on each map", got, regions*n)
			}
			if got := strings.Count(htm, `class="bm-token bm-token-fire"`); got != 2*regions {
				t.Errorf("%d face-up Demand Tokens, want one per Region on each map", got)
			}
			// Each Battlefield's token says where it is: no two read alike
			// on a map.
			titles := map[string]int{}
			for _, m := range regexp.MustCompile(`<title>([^<]*: Demand Token [^<]*)</title>`).FindAllStringSubmatch(htm, -1) {
				titles[m[1]]++
			}
			if len(titles) != regions*bm.Battlefields {
				t.Errorf("%d Demand Tokens told apart, want %d: %v", len(titles), regions*bm.Battlefields, titles)
			}
			wants := []string{"Season Area", "Craft Bonus cards", "Kingdom discards (0)", "Your turn: "}
			for _, def := range s.Regions() {
				wants = append(wants, def.Region.String(), def.Races[0].String())
			}
			for seat := range n {
				wants = append(wants, p.SeatName(seat), fmt.Sprintf("%d gold", s.Seats[seat].Gold))
			}
			for _, c := range p.Legal {
				wants = append(wants, c.Text)
			}
			for _, want := range wants {
				if !boardtest.Has(htm, want) {
					t.Errorf("the board lacks %q", want)
				}
			}
			targets := strings.Count(htm, "target")
			if targets < len(p.Legal) {
				t.Errorf("%d targets for %d legal actions", targets, len(p.Legal))
			}
			if steve := boardtest.Has(htm, "Salesman Steve"); steve != (n == 2) {
				t.Errorf("Salesman Steve shown: %t with %d players", steve, n)
			}
			if hob := boardtest.Has(htm, "Hobgoblins"); hob != (n != 3) {
				t.Errorf("Hobgoblins shown: %t with %d players", hob, n)
			}
		})
	}
}

func TestBattleBoardWithoutLegalActionsHasNoTargets(t *testing.T) {
	s := newBMState(t, 3, 5)
	p := bmProps(s)
	p.Legal, p.Viewer = nil, -1
	htm := boardtest.HTML(t, &battleBoard{}, p)
	if strings.Contains(htm, "target") || strings.Contains(htm, `role="button"`) {
		t.Error("targets shown while nobody at the device may move")
	}
	if strings.Contains(htm, "bm-prompt") {
		t.Error("a prompt shown with nothing to do")
	}
}

func TestBattleBoardRejectsOtherStates(t *testing.T) {
	htm := boardtest.HTML(t, &battleBoard{}, board.Props{})
	if !strings.Contains(htm, "cannot be drawn") {
		t.Errorf("no error for a missing state: %s", htm)
	}
}

// TestEverySaleIsClickable plays random games and checks at every position
// that each legal sale is offered on its Weapon Space: as the space's own
// target when it is the only way to sell there, else in the space's chooser.
func TestEverySaleIsClickable(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	checked := 0
	for game := range 6 {
		s := newBMState(t, 2+game%3, uint64(100+game))
		for step := 0; step < 400 && !s.Over(); step++ {
			boardtest.PlayRandom(t, s, r, 1)
			p := bmProps(s)
			sales := map[int][]board.Choice{}
			for _, c := range p.Legal {
				if c.Action.Kind == bm.KindSell || c.Action.Kind == bm.KindForgeSell {
					sales[int(c.Action.A)] = append(sales[int(c.Action.A)], c)
				}
			}
			if len(sales) == 0 || step%4 != 0 {
				continue
			}
			htm := boardtest.HTML(t, &battleBoard{}, p)
			for space, cs := range sales {
				checked++
				if len(cs) == 1 {
					if !boardtest.Has(htm, `aria-label="`+html.EscapeString(cs[0].Text)+`"`) {
						t.Fatalf("sale %q is not a target", cs[0].Text)
					}
					continue
				}
				if !boardtest.Has(htm, words.SpaceLabel(p, s, space)+fmt.Sprintf(" %d ways to sell here", len(cs))) {
					t.Fatalf("space %d with %d sales does not open a chooser", space, len(cs))
				}
				open := boardtest.HTML(t, &battleBoard{picked: space + 1, pickedAt: s.Turn}, p)
				for _, c := range cs {
					if !boardtest.Has(open, c.Text) {
						t.Fatalf("the chooser of space %d lacks %q", space, c.Text)
					}
				}
			}
		}
	}
	if checked < 50 {
		t.Fatalf("only %d sales checked", checked)
	}
}

// sellBoth gives the player to move a Standard and a Vorpal weapon of the
// kind some open space asks for, and returns that space.
func sellBoth(t *testing.T, s *bm.State) int {
	t.Helper()
	for space := range s.Spaces {
		if s.SpaceOpen(space) {
			w := s.SpaceWeapon(space)
			s.Seats[s.Current].Hand[w] = [bm.NumQualities]int{1, 1}
			return space
		}
	}
	t.Fatal("no open space")
	return -1
}

func TestSaleChooserOffersBothQualities(t *testing.T) {
	s := newBMState(t, 4, 21)
	space := sellBoth(t, s)
	p := bmProps(s)
	closed := boardtest.HTML(t, &battleBoard{}, p)
	if strings.Contains(closed, "bm-chooser") {
		t.Fatal("a chooser is open before a space was picked")
	}
	if !strings.Contains(closed, `aria-haspopup="dialog"`) {
		t.Fatal("the space with two sales does not announce its chooser")
	}
	htm := boardtest.HTML(t, &battleBoard{picked: space + 1, pickedAt: s.Turn}, p)
	for _, q := range []bm.Quality{bm.Standard, bm.Vorpal} {
		if !boardtest.Has(htm, s.Describe(bm.Sell(space, q))) {
			t.Errorf("the chooser lacks the %s sale", q)
		}
	}
	for _, want := range []string{`role="dialog"`, "Cancel", `id="bm-chooser-first"`, s.SpaceRace(space).String()} {
		if !strings.Contains(htm, want) {
			t.Errorf("the chooser lacks %q", want)
		}
	}
	if strings.Count(htm, "bm-chooser-first") != 1 {
		t.Error("the chooser's first choice is not marked once")
	}
	stale := boardtest.HTML(t, &battleBoard{picked: space + 1, pickedAt: s.Turn - 1}, p)
	if strings.Contains(stale, "bm-chooser") {
		t.Error("a chooser opened in an earlier turn is shown again")
	}
}

func TestForgingIsShownStepByStep(t *testing.T) {
	s := newBMState(t, 2, 3)
	p := bmProps(s)
	htm := boardtest.HTML(t, &battleBoard{}, p)
	var forge engines.Action
	for _, c := range p.Legal {
		if c.Action.Kind == bm.KindForge {
			forge = c.Action
			if !boardtest.Has(htm, `title="`+c.Text+`"`) {
				t.Errorf("no Forge button for %q", c.Text)
			}
		}
	}
	if strings.Contains(htm, "Stop forging") {
		t.Error("Stop forging offered before forging")
	}
	if err := s.Apply(forge); err != nil {
		t.Fatal(err)
	}
	if s.Phase != bm.PhaseForge {
		t.Skip("the forge ended the turn at once")
	}
	p = bmProps(s)
	htm = boardtest.HTML(t, &battleBoard{}, p)
	for _, want := range []string{"Stop forging", "Forge up to 2 more weapons", "Forge up to 2 more weapons:", "You have forged 1 weapon this turn"} {
		if !strings.Contains(htm, want) {
			t.Errorf("the forging step lacks %q", want)
		}
	}
	p.Legal, p.Viewer = nil, -1
	if htm := boardtest.HTML(t, &battleBoard{}, p); !strings.Contains(htm, "is forging: up to 2 more weapons") {
		t.Error("onlookers are not told that the player is forging")
	}
}

func TestSoldWeaponsShowOwnerQualityAndSteve(t *testing.T) {
	s := newBMState(t, 2, 4)
	s.Spaces[0] = bm.Space{Owner: 1, Quality: bm.Vorpal}
	s.Spaces[1] = bm.Space{Owner: bm.Steve, Quality: bm.Standard}
	p := bmProps(s)
	htm := boardtest.HTML(t, &battleBoard{}, p)
	wants := []string{
		"bm-tile seat-c1 bm-tile-vorpal",
		"bm-tile bm-steve",
		p.SeatName(1) + "&#39;s Vorpal " + s.SpaceWeapon(0).String(),
		"Salesman Steve&#39;s Standard " + s.SpaceWeapon(1).String(),
	}
	for _, want := range wants {
		if !boardtest.Has(htm, want) && !boardtest.Has(htm, strings.ReplaceAll(want, "&#39;", "'")) {
			t.Errorf("the board lacks %q", want)
		}
	}
}

func TestFinishedGameRendersWithoutTargets(t *testing.T) {
	s := newBMState(t, 3, 9)
	boardtest.PlayRandom(t, s, rand.New(rand.NewPCG(1, 2)), 6000)
	if !s.Over() {
		t.Fatal("the game did not end")
	}
	p := bmProps(s)
	htm := boardtest.HTML(t, &battleBoard{}, p)
	if strings.Contains(htm, "target") {
		t.Error("targets after the end")
	}
	if !strings.Contains(htm, "The game is over.") {
		t.Error("the Season Area does not say the game is over")
	}
}

// The Battle Merchants board marks every legal move when it is the
// suggestion, whatever draws it: a Weapon Space, a card, a forge or turn
// button.
func TestBattleBoardMarksAnySuggestedMove(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	for _, n := range []int{2, 3} {
		s := newBMState(t, n, uint64(70+n))
		for move := 0; move < 60 && !s.Over(); move++ {
			if move%6 == 0 {
				p := bmProps(s)
				for _, c := range p.Legal {
					p.Hint = &c.Action
					htm := boardtest.HTML(t, &battleBoard{}, p)
					if !strings.Contains(htm, "suggested") {
						t.Fatalf("%d players, move %d: the suggestion %q is not marked on the board", n, move, c.Text)
					}
				}
			}
			legal := s.Legal()
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// A game keeps the rules version it was started under, and the board shows
// its Kingdom cards as that version plays them: rules version 3 changed
// Royal Armory and Trophy Hunters, and a game saved under version 2 still
// scores them the old way, so the card row, a player's mat and the discard
// pile must show the old texts there (and the engine's move text too).
func TestKingdomTextsFollowTheRulesVersion(t *testing.T) {
	id := func(name string) int {
		for i, k := range bm.KingdomCards {
			if k.Name == name {
				return i
			}
		}
		t.Fatalf("no Kingdom card %q", name)
		return -1
	}
	armory, trophies := id("Royal Armory"), id("Trophy Hunters")
	texts := map[int][2]string{ // rules version 2, 3
		armory:   {"your unsold Weapons score their full Sell value", "your two most valuable unsold Weapons score their full Sell value"},
		trophies: {"earn 2 gold per Weapon in your Defeated pile", "earn 1 gold per Weapon in your Defeated pile"},
	}
	places := []struct {
		name string
		put  func(s *bm.State, card int)
	}{
		{"card row", func(s *bm.State, card int) { s.KingdomRow[0] = card }},
		{"other player's mat", func(s *bm.State, card int) {
			other := &s.Seats[(s.Current+1)%s.NPlayers]
			other.Kingdom = append(other.Kingdom, card)
		}},
		{"discard pile", func(s *bm.State, card int) { s.KingdomOut = append(s.KingdomOut, card) }},
	}
	for _, rules := range []int{2, 3} {
		for _, card := range []int{armory, trophies} {
			for _, place := range places {
				t.Run(fmt.Sprintf("rules %d, %s in the %s", rules, bm.KingdomCards[card].Name, place.name), func(t *testing.T) {
					st, err := bm.Game{}.New(engines.Config{Players: 3, Seed: 5, Rules: rules})
					if err != nil {
						t.Fatal(err)
					}
					s := st.(*bm.State)
					place.put(s, card)
					htm := boardtest.HTML(t, &battleBoard{}, bmProps(s))
					want, old := texts[card][rules-2], texts[card][3-rules]
					if !boardtest.Has(htm, want) {
						t.Errorf("the board lacks the rules-%d text %q", rules, want)
					}
					if boardtest.Has(htm, old) {
						t.Errorf("the board shows the other version's text %q", old)
					}
				})
			}
		}
	}
}

// TestCraftPriceExplained: a Craft card's "= N gold" says, when hovered,
// that it is what learning it costs the player to move now, named as an
// object ("you", "Beatrix").
func TestCraftPriceExplained(t *testing.T) {
	s := newBMState(t, 2, 3)
	p := bmProps(s)
	htm := boardtest.HTML(t, &battleBoard{}, p)
	found := false
	for _, id := range s.CraftRow {
		if id < 0 {
			continue
		}
		cost := s.CraftCost(s.Current, int(id))
		want := fmt.Sprintf("%d gold: what learning this card costs %s now, the player to move", cost, p.SeatName(s.Current))
		found = found || boardtest.Has(htm, want)
	}
	if !found {
		t.Errorf("no Craft card's price says what it is")
	}
}

// TestLockedAndSoldSpacesSayWhy: on the person's turn a locked Weapon
// Space says which Battlefield must be filled first, the one just before
// it in its Region (at the start only the first Battlefield's token is
// face up, so most name a Battlefield still locked), and a sold one that
// it is taken (a tap on a locked space once did nothing; then it named the
// Region's first Battlefield, whatever the space).
func TestLockedAndSoldSpacesSayWhy(t *testing.T) {
	s := newBMState(t, 2, 3)
	els := boardtest.Elements(boardtest.HTML(t, &battleBoard{}, bmProps(s)))
	locked := 0
	for _, e := range els {
		if !e.Class("bm-space-locked") {
			continue
		}
		locked++
		space, err := strconv.Atoi(e.Attrs["data-space"])
		if err != nil {
			t.Fatalf("a locked space has no number: %v", err)
		}
		bf := space % bm.SpacesPerRegion / 2 // the Battlefield before it, counted from 1
		region := s.Regions()[space/bm.SpacesPerRegion].Region
		want := fmt.Sprintf("both spaces of Battlefield %d in the %s are sold", bf, region)
		if bf > 1 {
			want = fmt.Sprintf("the token of Battlefield %d in the %s, itself locked now, leaves", bf, region)
		}
		if !e.Class("refused") || !strings.Contains(e.Attrs["title"], "Locked by a face-down Demand Token: it turns face up once ") ||
			!strings.Contains(e.Attrs["title"], want) {
			t.Fatalf("locked space %d says %q, not %q", space, e.Attrs["title"], want)
		}
	}
	if locked == 0 {
		t.Fatal("no locked space at the start")
	}
	space := -1
	for i := range s.Spaces {
		if s.SpaceOpen(i) {
			space = i
			break
		}
	}
	s.Spaces[space].Owner = 1
	if why := words.RefusedSale(bmProps(s), s, space); !strings.Contains(why, "already sold") {
		t.Errorf("a sold space says %q", why)
	}
}

// TestCraftCardsReadInWords: a Craft card is read in words, the move it
// plays when it is a choice, and its box, each card apart; its face's
// signs ("Axe +1 Level Free = 0") are hidden from a screen reader.
func TestCraftCardsReadInWords(t *testing.T) {
	s := newBMState(t, 2, 12)
	htm := boardtest.HTML(t, &battleBoard{}, bmProps(s))
	cards := regexp.MustCompile(`(?s)class="[^"]*bm-craft[^"]*"[^>]*>\s*<span class="visually-hidden">([^<]*)</span>\s*<span class="bm-card-head" aria-hidden(?:="true")?>`).FindAllStringSubmatch(htm, -1)
	if len(cards) == 0 {
		t.Fatal("no Craft card is read in words with its face hidden")
	}
	seen := map[string]bool{}
	for _, c := range cards {
		if !strings.Contains(c[1], "Craft") || strings.Contains(c[1], "=") || seen[c[1]] {
			t.Errorf("a Craft card reads %q", c[1])
		}
		seen[c[1]] = true
	}
}
