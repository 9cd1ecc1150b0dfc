package battlemerchants

import (
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/app/boards/battlemerchants/words"
	"tabula/engines"
	bm "tabula/engines/battlemerchants"
)

// findMove plays random games of players until some seat may play an
// action for which want holds (given the position and the action's events);
// it returns that position and action.
func findMove(t *testing.T, players int, want func(s *bm.State, a engines.Action, events []bm.Event) bool) (*bm.State, engines.Action) {
	t.Helper()
	r := rand.New(rand.NewPCG(uint64(players), 17))
	for game := range 20 {
		s := newBMState(t, players, uint64(200+game))
		for !s.Over() {
			legal := s.Legal()
			for _, a := range legal {
				_, events, err := s.Trace(a)
				if err != nil {
					t.Fatal(err)
				}
				if want(s, a, events) {
					return s, a
				}
			}
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no such move in 20 games")
	return nil, engines.Action{}
}

// hasEvent reports whether an event of kind k is among events.
func hasEvent(events []bm.Event, k bm.EventKind) bool {
	for _, e := range events {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// spaceHTML cuts the element of Weapon Space space out of the HTML of a
// board of players.
func spaceHTML(t *testing.T, htm string, players, space int) string {
	t.Helper()
	s := newBMState(t, players, 1)
	g := mapGeometry(len(s.Regions()), players)
	at := g.px(g.Spaces[space])
	i := strings.Index(htm, fmt.Sprintf(`--bm-x:%spx;--bm-y:%spx`, board.Num(at.X), board.Num(at.Y)))
	if i < 0 {
		t.Fatalf("space %d is not drawn", space)
	}
	start := strings.LastIndex(htm[:i], "<div")
	end := strings.Index(htm[i:], "</div>")
	return htm[start : i+end]
}

func TestOpponentsSaleIsMarked(t *testing.T) {
	before, sale := findMove(t, 3, func(s *bm.State, a engines.Action, _ []bm.Event) bool { return a.Kind == bm.KindSell })
	seller := before.Current
	after := before.Clone().(*bm.State)
	if err := after.Apply(sale); err != nil {
		t.Fatal(err)
	}
	p := bmProps(after)
	p.Viewer = (seller + 1) % 3
	p.Legal = nil
	plain := boardtest.HTML(t, &battleBoard{}, p)
	step, err := before.Clone().(*bm.State).Step(sale)
	if err != nil {
		t.Fatal(err)
	}
	p.Recent = []board.Step{{Seat: seller, Action: sale, Before: before.View(p.Viewer), Events: step.Events}}
	marked := boardtest.HTML(t, &battleBoard{}, p)
	if el := spaceHTML(t, marked, 3, int(sale.A)); !strings.Contains(el, "changed") {
		t.Errorf("the space sold to is not marked: %s", el)
	}
	if strings.Contains(plain, "changed") {
		t.Errorf("marks with no recent move")
	}
	if !strings.Contains(marked, `bm-sum-item changed`) {
		t.Errorf("the seller's panel does not mark the gold the sale earned")
	}
}

func TestStevesSaleAfterTheViewersOwnIsMarked(t *testing.T) {
	before, sale := findMove(t, 2, func(s *bm.State, a engines.Action, events []bm.Event) bool {
		for _, e := range events {
			if e.Kind == bm.EventSteve && e.Space >= 0 {
				return a.Kind == bm.KindSell
			}
		}
		return false
	})
	viewer := before.Current
	after := before.Clone().(*bm.State)
	step, err := after.Step(sale)
	if err != nil {
		t.Fatal(err)
	}
	steve := -1
	for _, e := range bm.Events(step.Events) {
		if e.Kind == bm.EventSteve {
			steve = e.Space
		}
	}
	p := bmProps(after)
	p.Viewer, p.Legal = viewer, nil
	b := &battleBoard{}
	if htm := boardtest.HTML(t, b, p); strings.Contains(htm, "bm-steve-new") {
		t.Error("Steve's sale is marked with no move to mark")
	}
	p.Own = &board.Step{Seat: viewer, Action: sale, Before: before.View(viewer), Events: step.Events}
	htm := boardtest.HTML(t, b, p)
	if el := spaceHTML(t, htm, 2, steve); !strings.Contains(el, "changed") || !strings.Contains(el, "bm-steve-new") {
		t.Errorf("Steve's sale after the viewer's is not marked: %s", el)
	}
}

func TestSeasonEndShowsTheWarReportAndBattles(t *testing.T) {
	before, last := findMove(t, 3, func(s *bm.State, a engines.Action, events []bm.Event) bool {
		return hasEvent(events, bm.EventBattle) && hasEvent(events, bm.EventSeasonStart)
	})
	viewer := before.Current
	after := before.Clone().(*bm.State)
	step, err := after.Step(last)
	if err != nil {
		t.Fatal(err)
	}
	p := bmProps(after)
	p.Viewer, p.Legal = viewer, nil
	p.Own = &board.Step{Seat: viewer, Action: last, Before: before.View(viewer), Events: step.Events}
	b := &battleBoard{}
	htm := boardtest.HTML(t, b, p)
	season := words.Season(before.Season)
	for _, want := range []string{`class="bm-war changed"`, "The end of " + season, season + " is over. War!", "Repairs: ", `class="bm-battle changed`, words.Season(after.Season) + " begins; "} {
		if !strings.Contains(htm, want) {
			t.Errorf("the board after the war lacks %q", want)
		}
	}
	if strings.Contains(htm, "{seat") {
		t.Error("a seat mention is left unnamed")
	}
	b.warShut = before.Season + 1
	if htm := boardtest.HTML(t, b, p); strings.Contains(htm, "bm-war") && strings.Contains(htm, "The end of "+season) {
		t.Error("the war report shows after it was closed")
	}
}

func TestSaleTargetShowsItsPrice(t *testing.T) {
	s, sale := findMove(t, 4, func(s *bm.State, a engines.Action, _ []bm.Event) bool { return a.Kind == bm.KindSell })
	p := bmProps(s)
	space := int(sale.A)
	htm := boardtest.HTML(t, &battleBoard{}, p)
	g := mapGeometry(4, 4)
	at := g.px(g.Spaces[space])
	i := strings.Index(htm, fmt.Sprintf(`--bm-x:%spx;--bm-y:%spx`, board.Num(at.X), board.Num(at.Y)))
	tip := htm[i:]
	tip = tip[strings.Index(tip, `class="bm-tip"`):]
	tip = tip[:strings.Index(tip, "</div>")]
	q := bm.Quality(sale.B)
	value := s.SaleValue(s.Current, space, q)
	for _, want := range []string{fmt.Sprintf("%d (%s)", bm.SellValue[q], q), fmt.Sprintf("= %d gold", value)} {
		if !strings.Contains(tip, want) {
			t.Errorf("the tooltip %q lacks %q", tip, want)
		}
	}
	if !strings.Contains(htm, fmt.Sprintf(`aria-describedby="bm-tip-%d"`, space)) {
		t.Error("the space is not described by its tooltip")
	}
}

func TestRefusedTargetsSayWhy(t *testing.T) {
	s := newBMState(t, 3, 5)
	p := bmProps(s)
	p.Say = func(ctx app.Context, note string) {}
	expensive := -1
	for slot, id := range s.CraftRow {
		if id >= 0 && s.CraftCost(s.Current, id) > 0 {
			expensive = slot
		}
	}
	if expensive < 0 {
		t.Skip("every Craft card is free here")
	}
	s.Seats[s.Current].Gold = 0
	p = bmProps(s)
	p.Say = func(ctx app.Context, note string) {}
	htm := boardtest.HTML(t, &battleBoard{}, p)
	want := fmt.Sprintf("This card costs you %d gold; you have 0.", s.CraftCost(s.Current, s.CraftRow[expensive]))
	if !strings.Contains(htm, `title="`+want+`"`) || !strings.Contains(htm, "refused") {
		t.Errorf("an unaffordable Craft card does not say %q", want)
	}
	if !strings.Contains(htm, "to sell: forge one first.") {
		t.Error("an open space with nothing to sell does not say why")
	}
}

func TestCancelIsOfferedDuringAForgeRun(t *testing.T) {
	s := newBMState(t, 2, 3)
	var forge engines.Action
	for _, a := range s.Legal() {
		if a.Kind == bm.KindForge {
			forge = a
		}
	}
	p := bmProps(s)
	p.Cancel = func(app.Context) {}
	if htm := boardtest.HTML(t, &battleBoard{}, p); strings.Contains(htm, ">Cancel<") {
		t.Error("Cancel offered before any step")
	}
	if err := s.Apply(forge); err != nil {
		t.Fatal(err)
	}
	if s.Phase != bm.PhaseForge {
		t.Skip("the forge ended the turn")
	}
	p = bmProps(s)
	p.Cancel = func(app.Context) {}
	if htm := boardtest.HTML(t, &battleBoard{}, p); !strings.Contains(htm, ">Cancel<") {
		t.Error("no Cancel while forging")
	}
}

// TestSpacesDrawnAtTheirSize checks that the stylesheet draws spaces at
// the size the map places them for.
func TestSpacesDrawnAtTheirSize(t *testing.T) {
	css, err := os.ReadFile("battlemerchants.css")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`--bm-space: ([0-9.]+)px`).FindSubmatch(css)
	if m == nil {
		t.Fatal("the stylesheet sets no --bm-space")
	}
	if got, _ := strconv.ParseFloat(string(m[1]), 64); got < bmSpaceSize*mapScale-0.1 || got > bmSpaceSize*mapScale+0.1 {
		t.Errorf("--bm-space is %vpx, the map places %vpx spaces", got, bmSpaceSize*mapScale)
	}
}

func TestEmblemIsDrawn(t *testing.T) {
	htm := boardtest.UIHTML(t, Game().Emblem())
	if !strings.Contains(htm, `role="img"`) || !strings.Contains(htm, "aria-label=") || strings.Count(htm, "<path") < 2 {
		t.Errorf("emblem: %s", htm)
	}
}
