package words

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/engines"
	bm "tabula/engines/battlemerchants"
)

// newState starts a Battle Merchants game.
func newState(t *testing.T, players int, seed uint64) *bm.State {
	return boardtest.NewState[*bm.State](t, bm.Game{}, engines.Config{Players: players, Seed: seed})
}

// toMove are the table's props for s with the player to move at the
// device, so every legal action is offered.
func toMove(s *bm.State) board.Props { return boardtest.Props(board.Game{Engine: bm.Game{}}, s) }

// TestSideBoardLinksMatchTheEngine takes cards from every box of the
// 2-player side board and checks that the card the board shows as linked is
// the one the engine discards.
func TestSideBoardLinksMatchTheEngine(t *testing.T) {
	seen := map[Box]bool{}
	r := rand.New(rand.NewPCG(3, 4))
	for seed := uint64(1); seed < 200 && len(seen) < bm.CraftRowSize+bm.KingdomRowSize; seed++ {
		s := newState(t, 2, seed)
		boardtest.PlayRandom(t, s, r, r.IntN(30))
		if s.Over() {
			continue
		}
		for _, a := range s.Legal() {
			var box Box
			switch a.Kind {
			case bm.KindLearn:
				box = Box{false, int(a.A)}
			case bm.KindKingdom:
				box = Box{true, int(a.A)}
			default:
				continue
			}
			if s.Phase != bm.PhaseMain || box.Kingdom && bm.KingdomCards[s.KingdomRow[box.Slot]].Duration == bm.Final {
				continue
			}
			link := SideBoardLink(box)
			linked, out := s.CraftRow[link.Slot], func(c *bm.State) []int { return c.CraftOut }
			if link.Kingdom {
				linked, out = s.KingdomRow[link.Slot], func(c *bm.State) []int { return c.KingdomOut }
			}
			if linked < 0 || link.Kingdom && bm.KingdomCards[linked].Duration == bm.Final {
				continue
			}
			c := s.Clone().(*bm.State)
			if err := c.Apply(a); err != nil {
				t.Fatal(err)
			}
			if !slices.Contains(out(c), linked) {
				t.Errorf("taking from %s did not discard the card in %s", box, link)
			}
			seen[box] = true
		}
	}
	if len(seen) < bm.CraftRowSize+bm.KingdomRowSize {
		t.Fatalf("only boxes %v were checked", seen)

	}
	for _, b := range []Box{{true, 0}, {true, 2}, {false, 0}, {false, 3}, {false, 4}} {
		if back := SideBoardLink(SideBoardLink(b)); back != b {
			t.Errorf("%s links to %s, which links to %s", b, SideBoardLink(b), back)
		}
	}
}

func TestSpaceLabelsNameRegionRaceAndWeapon(t *testing.T) {
	for _, n := range []int{3, 4} {
		s := newState(t, n, 2)
		p := toMove(s)
		s.Spaces[2] = bm.Space{Owner: 0, Quality: bm.Standard}
		for space := range s.Spaces {
			label := SpaceLabel(p, s, space)
			region := s.Regions()[space/bm.SpacesPerRegion].Region
			for _, want := range []string{region.String(), s.SpaceRace(space).String(), s.SpaceWeapon(space).String()} {
				if !strings.Contains(label, want) {
					t.Errorf("label %q lacks %q", label, want)
				}
			}
			var state string
			switch {
			case space == 2:
				state = "Sold: " + p.SeatName(0) + "'s Standard"
			case space%bm.SpacesPerRegion < 2:
				state = "Open for sale"
			default:
				state = "Locked"
			}
			if !strings.Contains(label, state) {
				t.Errorf("label %q does not say %q", label, state)
			}
		}
	}
}

func TestBoardPromptSaysWhatMayBeDone(t *testing.T) {
	s := newState(t, 2, 3)
	p := toMove(s)
	got := Prompt(p, s, -1)
	for _, want := range []string{"learn a Craft card", "forge up to 3 weapons", "take a Kingdom card"} {
		if !strings.Contains(strings.ToLower(got), strings.ToLower(want)) {
			t.Errorf("prompt %q lacks %q", got, want)
		}
	}
	// The instruction, its first sentence, is whole in a phone's status
	// bar: two lines of about 40 characters.
	if first, _, _ := strings.Cut(got, ". "); len(first) > 72 {
		t.Errorf("the prompt's instruction %q is %d characters long", first, len(first))
	}
	if strings.Contains(got, "sell") {
		t.Errorf("prompt %q offers a sale with no weapon in hand", got)
	}
	if got := Prompt(p, s, bm.SpaceIndex(1, 0, 1)); got != "Choose how to sell in "+placeText(s, bm.SpaceIndex(1, 0, 1))+"." {
		t.Errorf("prompt with the sale chooser open: %q", got)
	}
	p.Legal = []board.Choice{{Action: bm.Pass(), Text: "Pass"}}
	if got := Prompt(p, s, -1); got != "Nothing is possible this turn: pass." {
		t.Errorf("pass prompt %q", got)
	}
	p.Legal = nil
	if got := Prompt(p, s, -1); got != "" {
		t.Errorf("prompt %q while waiting in the main phase", got)
	}
	s.Phase, s.Left = bm.PhaseSell, 1
	p.Legal = []board.Choice{{Action: bm.Done(), Text: "Stop selling"}}
	if got := Prompt(p, s, -1); !strings.Contains(got, "Sell up to 1 more weapon on the board") {
		t.Errorf("selling prompt %q", got)
	}
	s.Phase = bm.PhaseFreeCraft
	if got := Prompt(p, s, -1); !strings.Contains(got, "Extra-Crafty") {
		t.Errorf("free craft prompt %q", got)
	}
}

func TestSeasonEndText(t *testing.T) {
	s := newState(t, 3, 1)
	if got := SeasonEnd(s); got != "3 more Demand Tokens in the Season Area end Spring." {
		t.Errorf("fresh game: %q", got)
	}
	s.SeasonArea[0], s.Trigger, s.FinalTurns = 3, 1, 1
	if got := SeasonEnd(s); got != "Spring ends after 1 more turn." {
		t.Errorf("after the trigger: %q", got)
	}
}

func TestJoinOr(t *testing.T) {
	for _, c := range []struct {
		in   []string
		want string
	}{{nil, ""}, {[]string{"a"}, "a"}, {[]string{"a", "b"}, "a or b"}, {[]string{"a", "b", "c"}, "a, b or c"}} {
		if got := board.JoinOr(c.in); got != c.want {
			t.Errorf("joinOr(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestForgeNoteCountsOnlyTheForgeAction(t *testing.T) {
	s := newState(t, 2, 1)
	s.Phase, s.Left = bm.PhaseForge, 1
	if got := forgeNote(s); got != "You have forged 2 weapons this turn; the turn ends when you stop." {
		t.Errorf("ordinary forge: %q", got)
	}
	s.StandardOnly, s.Left = true, 2 // Apprentices: two free Standard weapons
	if got := forgeNote(s); got != "The turn ends when you stop forging." {
		t.Errorf("Kingdom card run: %q", got)
	}
}
