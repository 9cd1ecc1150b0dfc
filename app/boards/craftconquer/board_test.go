package craftconquer

import (
	"cmp"
	"fmt"
	"html"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/app/boards/craftconquer/layout"
	"tabula/app/boards/craftconquer/places"
	"tabula/app/boards/craftconquer/playtest"
	"tabula/app/boards/craftconquer/words"
	"tabula/engines"
	cc "tabula/engines/craftconquer"
	"tabula/engines/save"
)

// craftProps are the board's props for s seen by the seat to move, with every
// legal action offered.
func craftProps(s *cc.State) board.Props { return boardtest.Props(Game(), s) }

// cqCheckOffered checks that every legal choice of p is offered: a choice
// made from a soldier or Settlement by selecting it and then clicking its
// target (or a button of the selection), a choice made on a space or
// Settlement by clicking it, and the others by buttons.
func cqCheckOffered(t *testing.T, p board.Props) {
	t.Helper()
	s := p.State.(*cc.State)
	htm := boardtest.HTML(t, &craftBoard{}, p)
	if len(p.Legal) > 0 && (&craftBoard{}).Render(p).Prompt == "" {
		t.Errorf("phase %d: no prompt says what to do", s.Phase)
	}
	m := cqSortMoves(s, p.Legal)
	txt := cqTextOf(p, s)
	rendered := map[cqSelection]string{}
	panels := map[cqSelection]string{} // the selection's panel over the map, "" for none
	for i, c := range p.Legal {
		sp := m.spots[i]
		switch {
		case sp.From >= 0 || sp.FromSettle >= 0:
			sel := cqSelection{Space: sp.From, Settle: sp.FromSettle}
			label := "Select " + strings.TrimSuffix(cqSpaceText(txt, sp.From), ".")
			if sp.FromSettle >= 0 {
				label = "Select " + cqSettlementText(txt, sp.FromSettle)
			}
			if !playtest.Has(htm, label) {
				t.Errorf("%q: nothing to select (%q)", c.Text, label)
				continue
			}
			selected, ok := rendered[sel]
			if !ok {
				b := &craftBoard{sel: cqSelection{Space: sel.Space + 1, Settle: sel.Settle + 1}, stamp: cqStamp(s)}
				selected = boardtest.HTML(t, b, p)
				rendered[sel] = selected
				if ch := b.Render(p).Chooser; ch != nil {
					panels[sel] = boardtest.UIHTML(t, ch)
				}
			}
			// The panel lies over the map: when it is open, it offers
			// every choice of the selection, those on the map too.
			if panel := panels[sel]; panel != "" && !playtest.Has(panel, c.Text) {
				t.Errorf("%q: not in the panel open over the map once %q is selected", c.Text, label)
			}
			towards := m.towards(sel)
			switch {
			case sp.To < 0 || len(towards[sp.To]) == 1:
				if !playtest.Has(selected, c.Text) {
					t.Errorf("%q: not offered once %q is selected", c.Text, label)
				}
			case !playtest.Has(selected, fmt.Sprintf("%d choices here: ", len(towards[sp.To]))):
				t.Errorf("%q: its space offers no choice", c.Text)
			}
			if c.Action.Kind == cc.KindAttack && !strings.Contains(selected, "cq-los-ok") {
				t.Errorf("%q: no line of sight drawn to the target", c.Text)
			}
		case sp.To >= 0 && len(m.onSpace[sp.To]) > 1, sp.At >= 0 && len(m.onSettle[sp.At]) > 1:
			if !playtest.Has(htm, fmt.Sprintf("choices here: %s", p.Legal[m.onSpace[sp.To][0]].Text)) && sp.To >= 0 {
				t.Errorf("%q: its space offers no choice", c.Text)
			}
		default:
			if !playtest.Has(htm, c.Text) {
				t.Errorf("%q: not offered", c.Text)
			}
		}
	}
}

// TestCraftBoardOffersEveryChoice plays random games for 2 to 4 players
// and checks at every step that each legal choice can be made on the
// board, and that the board has no target when the seat at the device may
// not act.
func TestCraftBoardOffersEveryChoice(t *testing.T) {
	seen := map[cc.Phase]bool{}
	for _, n := range []int{2, 3, 4} {
		var variants []string
		if n < 4 {
			variants = []string{cc.VariantLength30}
		}
		s := playtest.NewState(t, n, uint64(40+n), variants...)
		r := rand.New(rand.NewPCG(uint64(n), 9))
		for step := 0; step < 150 && !s.Over(); step++ {
			if step%6 == 0 || s.Phase != cc.PhaseMain {
				cqCheckOffered(t, craftProps(s))
				seen[s.Phase] = true
			}
			if t.Failed() {
				t.Fatalf("%d players, step %d, phase %d", n, step, s.Phase)
			}
			boardtest.PlayRandom(t, s, r, 1)
		}
		p := craftProps(s)
		p.Legal = nil
		if htm := boardtest.HTML(t, &craftBoard{}, p); strings.Contains(htm, "target") {
			t.Errorf("%d players: targets without legal choices", n)
		}
	}
	for _, ph := range []cc.Phase{cc.PhaseSetupSettle, cc.PhaseSetupDeploy, cc.PhaseDraw, cc.PhaseMain, cc.PhaseMove, cc.PhasePeasants} {
		if !seen[ph] {
			t.Errorf("phase %d never checked", ph)
		}
	}
}

// TestCraftBoardHidesOtherHands: the player at the device sees their own
// Objective and Action cards; the others' hands are only counted.
func TestCraftBoardHidesOtherHands(t *testing.T) {
	s := playtest.NewState(t, 3, 8)
	for s.Phase != cc.PhaseMain {
		boardtest.PlayRandom(t, s, rand.New(rand.NewPCG(1, 1)), 1)
	}
	p := craftProps(s)
	htm := boardtest.HTML(t, &craftBoard{}, p)
	me := s.Seats[p.Viewer]
	if got := strings.Count(htm, `class="cq-card cq-objective"`); got != len(me.Objectives) {
		t.Errorf("%d Objective cards shown, want the viewer's %d", got, len(me.Objectives))
	}
	for _, id := range me.Objectives {
		if !playtest.Has(htm, cc.Objectives[id].Name) {
			t.Errorf("the viewer's %q is not shown", cc.Objectives[id].Name)
		}
	}
	for seat := range s.NPlayers {
		if seat != p.Viewer && !playtest.Has(htm, fmt.Sprintf("%d hidden Objective cards.", len(s.Seats[seat].Objectives))) {
			t.Errorf("seat %d's hand is not counted", seat)
		}
	}
}

// TestCraftBoardShowsDice: after a fight the last roll stays on the map
// as dice with both totals and the winner, beside an arrow from the
// attacker to the soldier attacked.
func TestCraftBoardShowsDice(t *testing.T) {
	for seed := uint64(1); seed < 200; seed++ {
		s := playtest.NewState(t, 2, seed)
		r := rand.New(rand.NewPCG(seed, 3))
		for step := 0; step < 3000 && !s.Over(); step++ {
			boardtest.PlayRandom(t, s, r, 1)
			f := s.LastFight
			if f.Sides[0].Dice == 0 || s.Fight.Active || s.ToMove() < 0 {
				continue
			}
			htm := boardtest.HTML(t, &craftBoard{}, craftProps(s))
			if !strings.Contains(htm, "Dice of the last fight") || !strings.Contains(htm, "cq-fight-arrow") {
				t.Fatal("the last roll is not shown on the map")
			}
			if got := strings.Count(htm, `class="cq-die"`); got != int(f.Sides[0].Dice+f.Sides[1].Dice) {
				t.Errorf("%d dice drawn, want %d", got, f.Sides[0].Dice+f.Sides[1].Dice)
			}
			for k := range f.Sides {
				if !playtest.Has(htm, fmt.Sprintf("= %d", f.Sides[k].Total())) {
					t.Errorf("side %d's total %d is not given", k, f.Sides[k].Total())
				}
			}
			if !strings.Contains(htm, " wins") {
				t.Error("the winner is not named")
			}
			return
		}
	}
	t.Fatal("no fight in 200 random games")
}

// TestCraftDescribeNamesPlaces: every move the table lists names its
// spaces in words, never by the engine's coordinates, and its seats as the
// table names them, never by their Factions.
func TestCraftDescribeNamesPlaces(t *testing.T) {
	describe := Game().Describe
	changed := 0
	for _, n := range []int{2, 4} {
		s := playtest.NewState(t, n, uint64(7+n))
		r := rand.New(rand.NewPCG(uint64(n), 5))
		for step := 0; step < 300 && !s.Over(); step++ {
			for _, a := range s.Legal() {
				text := describe(s, a)
				if places.SpaceRef().MatchString(text) {
					t.Fatalf("%q names a space by its coordinates", text)
				}
				if a.Kind != cc.KindFaction {
					playtest.CheckNamed(t, text)
				}
				if text != s.Describe(a) {
					changed++
				}
			}
			boardtest.PlayRandom(t, s, r, 1)
		}
	}
	if changed == 0 {
		t.Fatal("no move names a space")
	}
}

// cqMainWith plays random moves until the seat to move is on its step 4
// and holds a soldier on the map for which ok holds.
func cqMainWith(t *testing.T, seed uint64, ok func(s *cc.State, so cc.Soldier) bool) (*cc.State, cc.Soldier) {
	t.Helper()
	for ; seed < 100; seed++ {
		s := playtest.NewState(t, 2, seed)
		r := rand.New(rand.NewPCG(seed, 1))
		for step := 0; step < 400 && !s.Over(); step++ {
			if s.Phase == cc.PhaseMain {
				for _, so := range s.Soldiers {
					if int(so.Owner) == s.Current && ok(s, so) {
						return s, so
					}
				}
			}
			boardtest.PlayRandom(t, s, r, 1)
		}
	}
	t.Fatal("no such position")
	return nil, cc.Soldier{}
}

// TestCraftRefusedSoldierSaysWhy: a soldier deployed this turn cannot be
// upgraded, and the crafting panel and the soldier say so (an upgrade
// the panel called affordable was once not offered, and nothing said why).
func TestCraftRefusedSoldierSaysWhy(t *testing.T) {
	s, so := cqMainWith(t, 1, func(s *cc.State, so cc.Soldier) bool {
		return int(so.Deployed) == s.Turn && cc.Soldiers[so.Type].UpgradeTo >= 0
	})
	s = s.Clone().(*cc.State)
	for g := range s.Seats[s.Current].Goods {
		s.Seats[s.Current].Goods[g] += 20
	}
	p := craftProps(s)
	htm := boardtest.HTML(t, &craftBoard{}, p)
	want := fmt.Sprintf("it was deployed this turn, so it cannot be upgraded to a %s", cc.Soldiers[so.Type].UpgradeTo)
	if !playtest.Has(htm, want) {
		t.Errorf("nothing says %q", want)
	}
	if why := s.UpgradeRefusal(int(so.Space)); !strings.Contains(why, "deployed this turn") {
		t.Errorf("the soldier's upgrade refusal is %q", why)
	}
	// A soldier that can do nothing says why when it is clicked.
	s2, so2 := cqMainWith(t, 1, func(s *cc.State, so cc.Soldier) bool { return so.Attacked })
	htm2 := boardtest.HTML(t, &craftBoard{}, craftProps(s2))
	if !strings.Contains(htm2, "refused") || !playtest.Has(htm2, "has attacked this turn") {
		t.Errorf("the spent %s does not say it is spent", so2.Type)
	}
}

// TestCraftMarksOthersMoves: after another player's move the map marks
// the path its soldier took and the soldier itself, and a fight's dice.
func TestCraftMarksOthersMoves(t *testing.T) {
	for seed := uint64(1); seed < 50; seed++ {
		s := playtest.NewState(t, 2, seed)
		r := rand.New(rand.NewPCG(seed, 2))
		for step := 0; step < 600 && !s.Over(); step++ {
			legal := s.Legal()
			a := legal[r.IntN(len(legal))]
			before := s.Clone().(*cc.State)
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			from, to, ok := cqMoveOf(before, a)
			if !ok || from == to || s.ToMove() == before.ToMove() || s.ToMove() < 0 {
				continue
			}
			// The next seat sees the move just made.
			p := craftProps(s)
			p.Recent = []board.Step{{Seat: before.ToMove(), Action: a, Before: before}}
			htm := boardtest.HTML(t, &craftBoard{}, p)
			if !strings.Contains(htm, "cq-trail changed") || !strings.Contains(htm, "cq-mark changed") {
				t.Fatal("the move is not marked")
			}
			p.Recent = nil
			if htm := boardtest.HTML(t, &craftBoard{}, p); strings.Contains(htm, "changed") {
				t.Fatal("marks without recent moves")
			}
			return
		}
	}
	t.Fatal("no move handed the turn on")
}

// TestCraftSoldiersSlide: a soldier keeps its data-flip key when it
// moves, so the table slides it; its picture and name replace the old
// letter codes.
func TestCraftSoldiersSlide(t *testing.T) {
	s, so := cqMainWith(t, 1, func(s *cc.State, so cc.Soldier) bool {
		_, ok := craftProps(s).Lookup(cc.Move(int(so.Space)))
		return ok
	})
	b := &craftBoard{}
	key := func(htm string, x int) string {
		// The soldier's group: its data-flip key sits before its name.
		name := words.Capital(cqSoldierText(craftProps(s), mustSoldier(t, s, x)))
		quoted := strconv.Quote(name) // go-app quotes the name's isolates
		i := strings.Index(htm, `aria-label="`+quoted[1:len(quoted)-1]+`"`)
		if i < 0 {
			t.Fatalf("no soldier named %q", name)
		}
		tag := htm[strings.LastIndex(htm[:i], "<g"):]
		tag = tag[:strings.Index(tag, ">")]
		j := strings.Index(tag, `data-flip="`)
		if j < 0 {
			t.Fatalf("the soldier has no data-flip: %s", tag)
		}
		return tag[j : j+strings.Index(tag[j+11:], `"`)+11]
	}
	before := key(boardtest.HTML(t, b, craftProps(s)), int(so.Space))
	if err := s.Apply(cc.Move(int(so.Space))); err != nil {
		t.Fatal(err)
	}
	for s.Phase == cc.PhaseReact {
		if err := s.Apply(cc.Done()); err != nil {
			t.Fatal(err)
		}
	}
	if s.Phase != cc.PhaseMove {
		t.Skip("the move was taken over by a card")
	}
	dest := -1
	for _, a := range s.Legal() {
		if a.Kind == cc.KindMoveTo && int(a.A) != int(so.Space) {
			dest = int(a.A)
		}
	}
	if dest < 0 {
		t.Skip("nowhere to go")
	}
	if err := s.Apply(cc.MoveTo(dest, cc.ViaWalk)); err != nil {
		t.Fatal(err)
	}
	htm := boardtest.HTML(t, b, craftProps(s))
	if after := key(htm, dest); after != before {
		t.Errorf("the soldier was %s and is now %s: it would not slide", before, after)
	}
	if strings.Contains(htm, "cq-soldier-letter") || strings.Contains(htm, "cq-house-letter") {
		t.Error("letter codes on the map")
	}
}

// mustSoldier is the soldier on space x.
func mustSoldier(t *testing.T, s *cc.State, x int) cc.Soldier {
	t.Helper()
	so, ok := s.SoldierAt(x)
	if !ok {
		t.Fatalf("no soldier on %d", x)
	}
	return so
}

// TestCraftEmblem: the Home screen's emblem is a drawing with a name.
func TestCraftEmblem(t *testing.T) {
	htm := boardtest.UIHTML(t, Game().Emblem())
	if !strings.Contains(htm, "<svg") || !playtest.Has(htm, `aria-label="Craft & Conquer`) {
		t.Errorf("emblem: %s", htm)
	}
}

// TestCraftOwnerWords: the seat named You owns "your" things, the others
// theirs by name, isolated ("You's Farm" was shown while SeatName's
// isolates hid the name You from the comparison).
func TestCraftOwnerWords(t *testing.T) {
	p := board.Props{Seats: []save.Seat{{Name: "You"}, {Name: "Beatrix"}, {Name: "Thornwood Rangers"}}}
	for seat, want := range []string{"your", "Beatrix's", "Thornwood Rangers'"} {
		if got := p.Owner(seat); got != want {
			t.Errorf("Owner(%d) = %q, want %q", seat, got, want)
		}
	}
	if got := words.Capital(p.Owner(0)) + " mat"; got != "Your mat" {
		t.Errorf("the person's mat is labelled %q", got)
	}
}

// TestCraftMatButtonsNameWhatTheyShow: every button of the crafting panel
// and the Stockpile is read out starting with the words it shows (WCAG's
// label in name: "Buy 2" was read out as "Buy Wood: Buy 1 Wood for 2
// coins", which a person saying "Buy 2" does not reach).
func TestCraftMatButtonsNameWhatTheyShow(t *testing.T) {
	s, _ := cqMainWith(t, 1, func(s *cc.State, so cc.Soldier) bool { return true })
	s = s.Clone().(*cc.State)
	for g := range s.Seats[s.Current].Goods {
		s.Seats[s.Current].Goods[g] += 20
	}
	p := craftProps(s)
	text := cqTextOn(p, s, layout.Of(s.Board()), places.TileNames(s.Board(), s.Tiles, p.Owner))
	var buttons []cqBtn
	for _, r := range cqCraftRows(text, cqSortMoves(s, p.Legal)) {
		buttons = append(buttons, r.Button)
	}
	for _, r := range cqStockRows(p, s.Seats[s.Current]) {
		buttons = append(buttons, r.Buy, r.Sell)
	}
	shown := 0
	for _, b := range buttons {
		if b.Choice.Action.Kind == 0 {
			continue
		}
		shown++
		if !strings.HasPrefix(b.Label, b.Text) {
			t.Errorf("the button %q is read out as %q", b.Text, b.Label)
		}
	}
	if shown < 6 {
		t.Fatalf("only %d buttons on the mat", shown)
	}
}

// TestCraftWarriorDefenseCountsThePerk: a Warrior defends with its type's
// dice, and an Aldmoor Warrior (Shield Wall perk) with one more, as its
// words say.
func TestCraftWarriorDefenseCountsThePerk(t *testing.T) {
	s, so := cqMainWith(t, 1, func(s *cc.State, so cc.Soldier) bool { return so.Type == cc.Warrior })
	aldmoor := slices.IndexFunc(cc.Factions[:], func(f cc.Faction) bool { return f.Perk == cc.PerkShieldWall })
	other := slices.IndexFunc(cc.Factions[:], func(f cc.Faction) bool { return f.Perk != cc.PerkShieldWall })
	base := int(cc.Soldiers[cc.Warrior].Defense)
	for _, tc := range []struct {
		faction, want int
	}{{aldmoor, base + 1}, {other, base}} {
		s := s.Clone().(*cc.State)
		s.Seats[so.Owner].Faction = int8(tc.faction)
		want := fmt.Sprintf("defends with %d,", tc.want)
		if got := cqSoldierAbility(s, so); !strings.Contains(got, want) {
			t.Errorf("a Warrior of %s: %q, want %q", cc.Factions[tc.faction].Name, got, want)
		}
	}
}

// TestCraftMapNamesItsTiles: the map writes every tile's name, as the
// prompts and the log name places ("the grass on the north-east edge of
// Open Fields", "your home tile"), with the default and the random layout.
func TestCraftMapNamesItsTiles(t *testing.T) {
	label := regexp.MustCompile(`class="cq-tile-name"[^>]*>([^<]*)<`)
	for _, variants := range [][]string{nil, {cc.VariantRandom}} {
		s := playtest.NewState(t, 3, 4, variants...)
		htm := boardtest.HTML(t, &craftBoard{}, craftProps(s))
		var drawn []string
		for _, m := range label.FindAllStringSubmatch(htm, -1) {
			drawn = append(drawn, html.UnescapeString(m[1]))
		}
		homes := 0
		for _, pt := range s.Tiles {
			if pt.Tile < 0 {
				homes++
			} else if name := cc.Tiles[pt.Tile].Name; !slices.Contains(drawn, name) {
				t.Errorf("%v: the map does not write the tile name %q (it writes %q)", variants, name, drawn)
			}
		}
		if n := len(drawn); n != len(s.Tiles) || homes != s.NPlayers {
			t.Errorf("%v: %d tile names for %d tiles, %d of them home tiles", variants, n, len(s.Tiles), homes)
		}
		for _, name := range drawn {
			if strings.HasSuffix(name, "home tile") && !strings.HasPrefix(name, "Your") && !strings.Contains(name, "'s home tile") {
				t.Errorf("%v: a home tile is written %q", variants, name)
			}
		}
	}
}

// TestCraftTileNamesOverThePieces: with a soldier on every space and the
// Settlements built, every tile's name is drawn after (over) every piece,
// so no piece covers a name the prompts use ("Twin Grove", "Open Fields"
// were once hidden under a Farm and a soldier).
func TestCraftTileNamesOverThePieces(t *testing.T) {
	s := playtest.NewState(t, 4, 9)
	s.Soldiers = s.Soldiers[:0]
	for x := range s.Board().Spaces {
		s.Soldiers = append(s.Soldiers, cc.Soldier{Owner: int8(x % 4), Type: cc.SoldierType(x % len(cc.Soldiers)), Space: int16(x)})
	}
	// A Farm on two neighbours of each tile's top row, where its name is.
	g := layout.Of(s.Board())
	farmed := map[int]bool{}
	s.Settlements = s.Settlements[:0]
	for x, a := range s.Board().Spaces {
		for y, b := range s.Board().Spaces {
			c, d := g.Centres[x], g.Centres[y]
			if a.Tile != b.Tile || farmed[a.Tile] || c.Y != d.Y || d.X-c.X < layout.HexSize || d.X-c.X > 2*layout.HexSize {
				continue
			}
			top := true
			for z, e := range s.Board().Spaces {
				top = top && (e.Tile != a.Tile || g.Centres[z].Y >= c.Y)
			}
			if top {
				farmed[a.Tile] = true
				s.Settlements = append(s.Settlements, cc.Settlement{Owner: int8(a.Tile % 4), Kind: cc.Farm, Spaces: [4]int16{int16(x), int16(y), -1, -1}})
			}
		}
	}
	htm := boardtest.HTML(t, &craftBoard{}, craftProps(s))
	names := strings.Index(htm, `class="cq-tile-names"`)
	if names < 0 || strings.Count(htm, `class="cq-tile-name"`) != len(s.Tiles) {
		t.Fatalf("the map writes %d tile names for %d tiles", strings.Count(htm, `class="cq-tile-name"`), len(s.Tiles))
	}
	for _, piece := range []string{`class="cq-soldier `, `class="cq-settlement `} {
		last := strings.LastIndex(htm, piece)
		if last < 0 {
			t.Fatalf("no piece %s on the map", piece)
		}
		if last > names {
			t.Errorf("a piece (%s) is drawn over the tile names", piece)
		}
	}
}

// TestCraftShortCraftSaysWhatItNeeds: on the person's step 4, a row of the
// crafting panel they cannot pay for is refused with what they lack, in
// the rule's words ("You need 1 more Wood for the Archer."), said when it
// is tapped and shown when hovered.
func TestCraftShortCraftSaysWhatItNeeds(t *testing.T) {
	s, _ := cqMainWith(t, 1, func(s *cc.State, so cc.Soldier) bool { return true })
	s = s.Clone().(*cc.State)
	pl := &s.Seats[s.Current]
	pl.Goods[cc.Wood], pl.Goods[cc.Coin], pl.Peasants = 0, 5, 1
	htm := boardtest.HTML(t, &craftBoard{}, craftProps(s))
	want := "You need 1 more Wood for the Archer."
	if !playtest.Has(htm, want) {
		t.Fatalf("the crafting panel does not say %q", want)
	}
	if !regexp.MustCompile(`class="cq-craft-item cq-short refused"[^>]*title="`+regexp.QuoteMeta(want)).MatchString(htm) &&
		!regexp.MustCompile(`title="`+regexp.QuoteMeta(want)+`"[^>]*class="cq-craft-item cq-short refused"`).MatchString(htm) {
		t.Errorf("the Archer's row is not refused with %q", want)
	}
}

// TestCraftMarksTheWayToTheSuggestion: a suggested move reached in two
// clicks (a Farm's two spaces at setup) marks its first click on the map.
func TestCraftMarksTheWayToTheSuggestion(t *testing.T) {
	s := playtest.NewState(t, 2, 1)
	p := craftProps(s)
	hint := p.Legal[len(p.Legal)-1].Action
	p.Hint = &hint
	htm := boardtest.HTML(t, &craftBoard{}, p)
	if !strings.Contains(htm, "suggested") {
		t.Errorf("the way to the suggested %q is not marked", p.Legal[len(p.Legal)-1].Text)
	}
}

// TestCraftStepFiveSaleToBuyAPeasant: from rules version 3 a player short of
// coins for a Peasant may sell Resources in step 5; the prompt says so and
// the Stockpile's sell buttons are offered there.
func TestCraftStepFiveSaleToBuyAPeasant(t *testing.T) {
	s, _ := cqMainWith(t, 1, func(*cc.State, cc.Soldier) bool { return true })
	seat := s.Current
	pl := &s.Seats[seat]
	pl.Peasants = 0 // step 2 took the Peasants off the Settlements
	pl.Goods = [cc.NumGoods]int{}
	pl.Goods[cc.Coin], pl.Goods[cc.Wood] = 1, 1
	if err := s.Apply(cc.Done()); err != nil {
		t.Fatal(err)
	}
	if s.Phase != cc.PhasePeasants || s.Current != seat {
		t.Fatalf("the turn ended with a Wood that could pay for a Peasant (phase %d, seat %d)", s.Phase, s.Current)
	}
	p := craftProps(s)
	if got, want := (&craftBoard{}).Render(p).Prompt, "sell Resources to buy a Peasant"; !strings.Contains(got, want) {
		t.Errorf("the prompt %q lacks %q", got, want)
	}
	htm := boardtest.HTML(t, &craftBoard{}, p)
	if c, ok := p.Lookup(cc.Sell(cc.Wood)); !ok || !playtest.Has(htm, c.Text) {
		t.Error("selling the Wood is not offered on the board")
	}
}

// TestFightShownByItsTurn: the last fight's dice show for the rest of the
// turn its round was resolved in, whatever the board drew before — the
// review steps back through a game, and a board that remembered the first
// turn it saw a fight in showed an older fight as new.
func TestFightShownByItsTurn(t *testing.T) {
	st, err := cc.Game{}.New(engines.Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*cc.State)
	s.Turn = 7
	s.LastFight.Sides[0].Dice, s.LastFight.Sides[1].Dice = 3, 2
	b := &craftBoard{}
	for _, tc := range []struct {
		turn int
		want bool
	}{{6, false}, {7, true}, {6, false}, {5, false}, {7, true}} {
		s.LastFightTurn = tc.turn
		if got := b.fightShown(s, nil); got != tc.want {
			t.Errorf("a fight of turn %d in turn 7: shown %v, want %v", tc.turn, got, tc.want)
		}
	}
}

// TestCraftUnclaimedObjectiveAsks: in step 4 with an Objective completed
// and not claimed, Claim is in the status bar, End step 4 does not end the
// step at once but asks, and the question offers the Claim, ending the
// step without claiming, and going back.
func TestCraftUnclaimedObjectiveAsks(t *testing.T) {
	var s *cc.State
	for seed := uint64(1); seed < 40 && s == nil; seed++ {
		st := playtest.NewState(t, 2, seed)
		r := rand.New(rand.NewPCG(seed, 5))
		for range 400 {
			if st.Over() {
				break
			}
			legal := st.Legal()
			if st.Phase == cc.PhaseMain && slices.ContainsFunc(legal, func(a engines.Action) bool { return a.Kind == cc.KindClaim }) {
				s = st
				break
			}
			if err := st.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if s == nil {
		t.Fatal("no random game came to a claimable Objective")
	}
	b := &craftBoard{}
	p := craftProps(s)
	parts := b.Render(p)
	bar := boardtest.UIHTML(t, app.Div().Body(parts.Actions...))
	var claim board.Choice
	for _, c := range p.Legal {
		if c.Action.Kind == cc.KindClaim {
			claim = c
		}
	}
	if !strings.Contains(bar, `cq-claim`) || !playtest.Has(bar, claim.Text) {
		t.Errorf("the status bar has no Claim for %q", claim.Text)
	}
	if !strings.Contains(bar, ">End step 4<") || !playtest.Has(bar, "asks first") {
		t.Error("End step 4 does not ask first")
	}
	if parts.Chooser != nil && playtest.Has(boardtest.UIHTML(t, parts.Chooser), "without claiming") {
		t.Error("the question is open before End step 4 was pressed")
	}
	b.warn = cqStamp(s) + 1
	ch := boardtest.UIHTML(t, b.Render(p).Chooser)
	for _, want := range []string{"have not claimed", "claimed on the turn it is completed, never later", claim.Text, "End step 4 without claiming", "Back to the turn"} {
		if !playtest.Has(ch, want) {
			t.Errorf("the question lacks %q", want)
		}
	}
}

// TestCraftSelectedSoldierIsNotRefused: a selected soldier with moves
// shows them; its own space is no refused part (it once said "This Archer
// has nowhere to move and no enemy in range" while its panel offered a
// move).
func TestCraftSelectedSoldierIsNotRefused(t *testing.T) {
	s, so := cqMainWith(t, 1, func(s *cc.State, so cc.Soldier) bool {
		_, ok := craftProps(s).Lookup(cc.Move(int(so.Space)))
		return ok
	})
	x := int(so.Space)
	b := &craftBoard{sel: cqSelection{Space: x + 1}, stamp: cqStamp(s)}
	for _, e := range boardtest.Elements(boardtest.HTML(t, b, craftProps(s))) {
		if e.Attrs["data-space"] != strconv.Itoa(x) || !e.Class("cq-control") {
			continue
		}
		if e.Class("refused") || strings.Contains(e.Attrs["aria-label"], "nothing") {
			t.Errorf("the selected %s, which may move, is refused: %q", so.Type, e.Attrs["aria-label"])
		}
		return
	}
	t.Fatalf("the selected %s's space is not drawn", so.Type)
}

// TestCraftFinishedPlayerCardsSayWhy: the player who completed the final
// Objective holds Action cards that are never offered in the last round;
// tapping one says so (a Strategic Retreat once went unoffered with no
// word why).
func TestCraftFinishedPlayerCardsSayWhy(t *testing.T) {
	s, _ := cqMainWith(t, 1, func(s *cc.State, so cc.Soldier) bool { return true })
	p := craftProps(s)
	pl := s.Seats[p.Viewer]
	pl.Finished = true
	pl.Actions = nil
	for id := range int16(cc.NumActionCards) {
		if cc.CardKindOf(id) == cc.StrategicRetreat {
			pl.Actions = append(pl.Actions, cc.HeldCard{ID: id})
			break
		}
	}
	cards := cqActionCards(p, pl, true)
	if len(cards) != 1 || !strings.Contains(cards[0].Why, "last round") {
		t.Fatalf("the finished player's Strategic Retreat says %+v", cards)
	}
	htm := boardtest.UIHTML(t, cqActionHand(cards, 0, true, p.Choose, p.Say))
	if !strings.Contains(htm, "refused") || !playtest.Has(htm, cards[0].Why) {
		t.Error("the card is not refused with its reason")
	}
}

// TestCraftEverySpaceAnswersATap: on the person's step 4 every space of
// the map has its control, a target or a refusal (a space beside a
// Settlement under siege once did nothing when tapped).
func TestCraftEverySpaceAnswersATap(t *testing.T) {
	s, _ := cqMainWith(t, 1, func(s *cc.State, so cc.Soldier) bool { return true })
	els := boardtest.Elements(boardtest.HTML(t, &craftBoard{}, craftProps(s)))
	n := 0
	for _, e := range els {
		if e.Tag == "polygon" && e.Class("cq-control") && e.Up("cq-settle-control") == nil {
			n++
		}
	}
	if want := len(s.Board().Spaces); n != want {
		t.Errorf("%d spaces have a control, want all %d", n, want)
	}
}

// TestCraftBarNamesEachCardPlay: a card played from the status bar is
// named short enough for a laptop's bar ("Play Weak Fight"), as is a
// Resource returned for a Discard Objective ("Return 1 Iron"); each
// button's label tells it from the others, and the whole move is its
// title. Eager games meet them all, two plays of one card among them.
func TestCraftBarNamesEachCardPlay(t *testing.T) {
	button := regexp.MustCompile(`<button[^>]*title="([^"]*)"[^>]*>([^<]*)</button>`)
	plays, twice, returns := 0, 0, 0
	for game := range 4 {
		s := playtest.NewState(t, 2+game%2, uint64(300+game), cc.VariantLength30)
		r := rand.New(rand.NewPCG(uint64(game), 61))
		for step := 0; step < 4000 && !s.Over(); step++ {
			if slices.ContainsFunc(s.Legal(), func(a engines.Action) bool { return a.Kind == cc.KindCard || a.Kind == cc.KindDiscardGood }) {
				p := craftProps(s)
				htm := boardtest.UIHTML(t, app.Div().Body(Game().NewBoard().Render(p).Actions...))
				seen := map[string]string{}
				for _, m := range button.FindAllStringSubmatch(htm, -1) {
					title, text := html.UnescapeString(m[1]), html.UnescapeString(m[2])
					if was, ok := seen[text]; ok {
						t.Fatalf("game %d step %d: two buttons read %q: %q and %q", game, step, text, was, title)
					}
					seen[text] = title
					if good, ok := strings.CutPrefix(title, "Return 1 "); ok {
						returns++
						if good, _, _ = strings.Cut(good, " "); text != "Return 1 "+good {
							t.Errorf("game %d step %d: %q reads %q", game, step, title, text)
						}
					}
					if !strings.HasPrefix(title, "Play ") || title == "Play no card" {
						continue
					}
					plays++
					name, _, _ := strings.Cut(strings.TrimPrefix(title, "Play "), ":")
					if !strings.HasPrefix(text, "Play "+name) || utf8.RuneCountInString(text) > 36 {
						t.Errorf("game %d step %d: the card play %q reads %q", game, step, title, text)
					}
					if text != "Play "+name {
						twice++
					}
				}
			}
			if _, err := s.Step(playtest.Eager(s, r)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if plays == 0 || twice == 0 || returns == 0 {
		t.Fatalf("the games met %d card plays in the bar, %d of a card offered twice, and %d Resources to return", plays, twice, returns)
	}
	t.Logf("%d card plays in the bar, %d of a card offered twice, %d Resources to return", plays, twice, returns)
}

// TestCraftHandButtonsNamedApart: the buttons of a hand are told apart by
// their names, not by the card beside them: each Discard, Claim and
// Declare is named by its whole move ("Discard the Action card Weak
// Fight"), where six buttons were all read "Discard", and a second copy of
// a card by its place in the hand.
func TestCraftHandButtonsNamedApart(t *testing.T) {
	button := regexp.MustCompile(`<button((?:[^>"]|"(?:[^"\\]|\\.)*")*)>([^<]*)</button>`)
	attr := func(attrs, name string) string {
		m := regexp.MustCompile(` ` + name + `=("(?:[^"\\]|\\.)*")`).FindStringSubmatch(attrs)
		if m == nil {
			return ""
		}
		v, err := strconv.Unquote(m[1])
		if err != nil {
			v = m[1]
		}
		return html.UnescapeString(v)
	}
	discards := 0
	for game := range 4 {
		s := playtest.NewState(t, 2+game%2, uint64(500+game), cc.VariantLength30)
		r := rand.New(rand.NewPCG(uint64(game), 77))
		for step := 0; step < 4000 && !s.Over(); step++ {
			if slices.ContainsFunc(s.Legal(), func(a engines.Action) bool {
				return a.Kind == cc.KindDiscardAction || a.Kind == cc.KindDiscardObjective
			}) {
				parts := Game().NewBoard().Render(craftProps(s))
				htm := boardtest.UIHTML(t, app.Div().Body(parts.Mine, app.Div().Body(parts.Actions...)))
				named := map[string]string{} // name → the move it plays
				for _, m := range button.FindAllStringSubmatch(htm, -1) {
					name := cmp.Or(attr(m[1], "aria-label"), strings.TrimSpace(html.UnescapeString(m[2])))
					move, action := attr(m[1], "title"), attr(m[1], "data-action")
					if strings.HasPrefix(move, "Discard ") {
						discards++
					}
					// One move drawn twice may share its name; two moves,
					// even of two copies of one card, may not.
					if was, ok := named[name]; ok && was != action {
						t.Fatalf("game %d step %d: two buttons named %q: %q and %q (%s)", game, step, name, was, action, move)
					}
					named[name] = action
				}
			}
			if _, err := s.Step(playtest.Eager(s, r)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if discards == 0 {
		t.Fatal("the games offered no card to discard")
	}
}

func TestCraftRulesAreRegistered(t *testing.T) {
	if g := Game(); g.Rules == nil || g.Legend == nil || g.NewBoard == nil || g.ID() != cc.ID {
		t.Error("Craft & Conquer has no rules reference, no legend or no board")
	}
}
