package emara

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"html"
	"io"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/app/boards/emara/emaratest"
	"tabula/app/boards/emara/words"
	"tabula/engines"
	em "tabula/engines/emara"
	"tabula/engines/save"
)

// emSeats are seats for a game, all people.
func emSeats(n int) []save.Seat {
	seats := make([]save.Seat, n)
	for i := range seats {
		seats[i] = save.Seat{Name: boardtest.Seats(n)[i].Name, Colour: i, Kind: save.Human}
	}
	return seats
}

// emProps are the board's props for s seen by the seat to move, with every
// legal action offered.
func emProps(s *em.State) board.Props { return emPropsFor(s, max(s.ToMove(), 0)) }

// emPropsFor are the board's props for s seen by viewer.
func emPropsFor(s *em.State, viewer int) board.Props {
	p := boardtest.PropsFor(Game(), s, viewer)
	p.Seats = emSeats(s.NPlayers)
	return p
}

// renderEmara renders every part of the board as the table places them,
// with the choices of key open ("" for none).
func renderEmara(t *testing.T, p board.Props, picked string) string {
	t.Helper()
	b := &emaraBoard{start: em.FirstGameBuildings, picked: picked, pickedAt: decisionStamp(p.State.(*em.State))}
	return boardtest.HTML(t, b, p)
}

// offers reports whether the page offers choice c: a target named for it
// (after the words it shows) or a button titled with it.
func offers(page string, c board.Choice) bool {
	esc := html.EscapeString(c.Text)
	return namedFor(c).MatchString(page) || strings.Contains(page, `title="`+esc+`"`)
}

// namedFor matches the name of a target of choice c: the choice, after the
// words the target shows if it shows any.
func namedFor(c board.Choice) *regexp.Regexp {
	return regexp.MustCompile(`aria-label="([^"]*: )?` + regexp.QuoteMeta(html.EscapeString(c.Text)) + `"`)
}

// checkTargets asserts that every legal action of p is reachable: a target
// labelled with it, a button titled with it, or a choice under an opener
// on the board or the mat.
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
			if !namedFor(cs[0]).MatchString(page) {
				t.Fatalf("%s: no target for %q (phase %d)", key, cs[0].Text, s.Phase)
			}
		default:
			if !strings.Contains(page, `data-choices="`+key+`"`) {
				t.Fatalf("no opener for the %d choices of %s (phase %d)", len(cs), key, s.Phase)
			}
			open := renderEmara(t, p, key)
			for _, c := range cs {
				if !offers(open, c) {
					t.Fatalf("the choices of %s lack %q", key, c.Text)
				}
			}
		}
	}
	for _, c := range append(append([]board.Choice{}, v.chooser...), v.bar...) {
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
			s := emaratest.NewState(t, c.players, uint64(c.players)*31, c.variants...)
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
			for _, ph := range []em.Phase{em.PhasePlay, em.PhaseTurn, em.PhaseLocation, em.PhasePay} {
				if !phases[ph] {
					t.Errorf("the game never reached phase %d", ph)
				}
			}
			page := renderEmara(t, emProps(s), "")
			if targetClass.MatchString(page) {
				t.Error("a finished game still shows targets")
			}
		})
	}
}

// targetClass finds an element marked as a target.
var targetClass = regexp.MustCompile(`class="[^"]*\btarget\b`)

// TestEmaraBoardShowsThePosition checks what the board says at a few
// moments: the slots' landings, the hidden hands, the one instruction, the
// Bonus Actions and where a Councilor lands.
func TestEmaraBoardShowsThePosition(t *testing.T) {
	s := emaratest.Started(t, 2, 9)
	p := emProps(s)
	page := renderEmara(t, p, "")
	me := s.ToMove()
	for _, want := range []string{
		fmt.Sprintf("to %s or %s", s.Destination(me, 0, 3), s.Destination(me, 1, 3)),
		"cards hidden",
		`<p class="prompt">Play a card from your hand onto an empty slot.</p>`,
		fmt.Sprintf(`aria-label="%d Building Points"`, s.Seats[me].Buildings()),
	} {
		if !boardtest.Has(page, want) {
			t.Errorf("the board does not say %q", want)
		}
	}
	for _, c := range s.Hand(me) {
		if !strings.Contains(page, `data-choices="card:`+fmt.Sprint(int(c))+`"`) {
			t.Errorf("the %s card in hand is not a target", c)
		}
	}
	// A card picked: its slots are the targets, and the prompt says so.
	c := s.Hand(me)[0]
	open := renderEmara(t, p, fmt.Sprintf("card:%d", c))
	if !strings.Contains(open, fmt.Sprintf("Choose a slot for the %s card", c)) {
		t.Error("the prompt does not follow the picked card")
	}
	for slot := range em.Slots {
		if !strings.Contains(open, `: `+html.EscapeString(s.Describe(em.Play(c, slot)))+`"`) {
			t.Errorf("slot %d is not a target for the picked card", slot)
		}
	}

	emaratest.PlayUntil(t, s, 4, func(s *em.State) bool { return s.Phase == em.PhaseTurn && !s.MoveDone })
	page = renderEmara(t, emProps(s), "")
	steps := em.SlotSteps[s.Slot]
	for _, want := range []string{"lands here", "Bonus Actions", fmt.Sprintf("Move a Councilor %d step", steps)} {
		if !strings.Contains(page, want) {
			t.Errorf("a turn's board does not show %q", want)
		}
	}
}

// TestEmaraPicturesNotLetters checks that costs and holdings are drawn as
// pictures with words for screen readers, never as letter codes ("WWCS":
// G would be Grain here and Gold elsewhere).
func TestEmaraPicturesNotLetters(t *testing.T) {
	s := emaratest.Started(t, 3, 2)
	page := renderEmara(t, emProps(s), "")
	if m := regexp.MustCompile(`>[WCGS]{2,6}<`).FindString(page); m != "" {
		t.Errorf("a cost is printed as letters: %s", m)
	}
	for _, id := range []string{"wood", "cloth", "grain", "stone", "coin", "ring", "book", "bread", "citizen", "building", "councilor", "favor"} {
		if !strings.Contains(page, `href="#em-i-`+id+`"`) {
			t.Errorf("no %s picture on the table", id)
		}
		if !strings.Contains(page, `<symbol id="em-i-`+id+`"`) {
			t.Errorf("the sprite lacks the %s symbol", id)
		}
	}
	p := &s.Seats[s.ToMove()]
	if !strings.Contains(page, fmt.Sprintf(`aria-label="%d Grain"`, p.Res[em.Grain])) {
		t.Error("the holdings have no words for screen readers")
	}
	cost := em.HutCosts[em.Forest][1]
	if !strings.Contains(page, "costs "+words.Cost(cost)) {
		t.Error("a hut's cost has no words")
	}
}

// TestEmaraBoardSolo checks Victoria's panel during and after a solo game.
func TestEmaraBoardSolo(t *testing.T) {
	s := emaratest.NewState(t, 1, 4)
	emaratest.PlayUntil(t, s, 8, func(s *em.State) bool { return s.Round == 2 && s.Phase == em.PhasePlay })
	r := em.VictoriaRanks[2]
	next := fmt.Sprintf("At the end of this round she scores %d Citizen Points as for 1 Stone and 1 Bread and becomes %s for %d more.",
		s.MarkerValue(em.StoneMarker)+s.MarkerValue(em.BreadMarker), r, em.NobilityCitizens[r][s.NobTop[r]])
	if page := renderEmara(t, emProps(s), ""); !strings.Contains(page, next) {
		t.Errorf("Victoria's next step %q is not shown", next)
	}
	emaratest.PlayUntil(t, s, 8, func(s *em.State) bool { return s.Over() })
	page := renderEmara(t, emProps(s), "")
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

// TestPlaceOf places actions on the elements the player clicks.
func TestPlaceOf(t *testing.T) {
	cases := []struct {
		a     engines.Action
		where place
		key   string
	}{
		{em.Play(em.CardWood, 2), inMine, "card:0"},
		{em.Move(1), onBoard, "cn:1"},
		{em.CardActionMove(0), onBoard, "cn:0"},
		{em.Hire(em.Quarry, 2), onBoard, "hut:3:2"},
		{em.CardActionHire(em.Quarry, 2), onBoard, "hut:3:2"},
		{em.Recruit(em.Market, 1), onBoard, "adv:7:1"},
		{em.CardActionTown(em.Castle), onBoard, "loc:4"},
		{em.Noble(), onBoard, "noble"},
		{em.Merchant(0, em.Stone), inMine, fmt.Sprintf("pw:%d", em.PowerMerchant)},
		{em.Chamberlain(1), inMine, fmt.Sprintf("pw:%d", em.PowerChamberlain)},
		{em.BuildingStart(20), inChooser, "start"},
		{em.Donate(em.Grain), inChooser, ""},
		{em.Pay(em.Wood), inChooser, ""},
		{em.KeepFavor(3), inChooser, ""},
		{em.EndTurn(), inBar, ""},
		{em.Leave(), inBar, ""},
		{em.CardActionGold(3), inBar, ""},
	}
	for _, c := range cases {
		if where, key := placeOf(c.a); where != c.where || key != c.key {
			t.Errorf("placeOf(%v) = %d %q, want %d %q", c.a, where, key, c.where, c.key)
		}
	}
}

// TestEmaraHandsAreHidden checks that the board shows only the viewer's
// hand face up.
func TestEmaraHandsAreHidden(t *testing.T) {
	s := emaratest.Started(t, 2, 3)
	page := renderEmara(t, emProps(s), "")
	if got, want := len(regexp.MustCompile(`class="em-card[ "]`).FindAllString(page, -1)), len(s.Hand(s.ToMove())); got != want {
		t.Errorf("%d cards face up, want only the %d of the player at the device", got, want)
	}
	if !strings.Contains(page, fmt.Sprintf("Hand: %d cards hidden", len(s.Hand(1-s.ToMove())))) {
		t.Error("the other hand is not shown as hidden cards")
	}
}

// TestEmaraPrompts checks the one instruction of a payment and a
// Location: what is paid for, where one is.
func TestEmaraPrompts(t *testing.T) {
	s := emaratest.Started(t, 2, 6)
	s.Phase = em.PhasePay
	s.Pay = em.Payment{Need: em.Cost{em.Wood: 1, em.Cloth: 1}, Effect: em.EffHire, Arg: int8(em.Forest), Arg2: 1, Return: em.PhaseTurn}
	if got, want := emaraPrompt(s, nil), "Pay 1 Wood + 1 Cloth for hut 2 at the Forest."; got != want {
		t.Errorf("payment prompt %q, want %q", got, want)
	}
	s.Phase, s.Loc = em.PhaseLocation, int8(em.Market)
	if got := emaraPrompt(s, nil); !strings.HasPrefix(got, "At the Market:") {
		t.Errorf("Location prompt %q", got)
	}
}

// TestEmaraRefusedHut checks that a hut the person cannot pay for during
// their turn says why when tried, and what it would cost on hover.
func TestEmaraRefusedHut(t *testing.T) {
	s := emaratest.Started(t, 2, 12)
	emaratest.PlayUntil(t, s, 5, func(s *em.State) bool { return s.Phase == em.PhaseTurn })
	me := s.ToMove()
	s.Seats[me].Res = [em.NumResources]int{}
	s.Seats[me].Coins = 0
	l := s.CouncilorLocation(me, 0)
	if !l.IsCountryside() {
		t.Skip("the Councilor of board 0 is not in the Countryside")
	}
	h := -1
	for i := range em.HutsPerCountryside {
		if s.HutOwner(l, i) < 0 {
			h = i
			break
		}
	}
	if h < 0 {
		t.Skip("no empty hut")
	}
	page := renderEmara(t, emProps(s), "")
	why := "You lack " + em.Lack(&em.Player{}, s.HireCost(l, h, false))[len("you lack "):] + " for this hut."
	if s.Bonus&em.BonusHire != 0 {
		why = "You have hired a Craftsman this turn already: each Bonus Action once a turn."
	}
	if !strings.Contains(page, `title="`+html.EscapeString(why)+`"`) || !strings.Contains(page, "refused") {
		t.Errorf("the unaffordable hut does not say %q", why)
	}
}

// TestEmaraMarksOthersMoves checks that what the others' moves changed is
// marked until the viewer moves again: a Councilor moved, the track.
func TestEmaraMarksOthersMoves(t *testing.T) {
	s := emaratest.Started(t, 2, 7)
	other := s.ToMove()
	viewer := 1 - other
	before := s.Clone().(*em.State)
	emaratest.PlayUntil(t, s, 3, func(s *em.State) bool { return s.MoveDone || s.ToMove() != other })
	if !s.MoveDone && s.ToMove() == other {
		t.Fatal("no move made")
	}
	moved := -1
	for c := range em.Councilors {
		if before.Seats[other].Councilor[c] != s.Seats[other].Councilor[c] {
			moved = c
		}
	}
	if moved < 0 {
		t.Skip("the seed moved no Councilor")
	}
	p := emPropsFor(s, viewer)
	p.Recent = []board.Step{{Seat: other, Before: before.View(viewer)}}
	page := renderEmara(t, p, "")
	flip := fmt.Sprintf(`data-flip="cn-%d-%d"`, other, moved)
	i := strings.Index(page, flip)
	if i < 0 {
		t.Fatal("the moved Councilor has no slide key")
	}
	tag := page[strings.LastIndex(page[:i], "<") : i+strings.Index(page[i:], ">")]
	if !strings.Contains(tag, "changed") {
		t.Errorf("the moved Councilor is not marked: %s", tag)
	}
	p.Recent = nil
	if page := renderEmara(t, p, ""); strings.Contains(page, "changed") {
		t.Error("marks stay after the viewer's own move")
	}
	m := changes(before, s)
	if !m[fmt.Sprintf("cn:%d:%d", other, moved)] || m[fmt.Sprintf("cn:%d:%d", viewer, moved)] {
		t.Errorf("changes = %v", m)
	}
}

// TestEmaraEmblem draws the Home screen's emblem with a name.
func TestEmaraEmblem(t *testing.T) {
	page := boardtest.UIHTML(t, Game().Emblem())
	if !strings.Contains(page, `aria-label="Crown of Emara"`) || !strings.Contains(page, "<path") {
		t.Errorf("emblem: %s", page)
	}
}

// namedByTheirWords lists the controls of an HTML page whose accessible
// name does not contain the words they show, in order (WCAG's label in
// name, as axe-core checks it: the visible text nodes joined as they come,
// words split at anything but a letter or digit). Text in an SVG title or
// a visually hidden span is not shown; a single character is not a word.
// A space that only the page's indentation puts between two elements is
// not there in the browser: words read apart have it in their own text.
func namedByTheirWords(t *testing.T, page string) []string {
	t.Helper()
	type open struct {
		label  string // "" for no control
		hidden bool
		text   strings.Builder
	}
	words := func(s string) []string {
		return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsNumber(r) })
	}
	var stack []*open
	var bad []string
	d := xml.NewDecoder(strings.NewReader(page))
	d.Strict, d.AutoClose, d.Entity = false, xml.HTMLAutoClose, xml.HTMLEntity
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the page does not parse: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			o := &open{}
			control := tok.Name.Local == "button"
			for _, a := range tok.Attr {
				switch {
				case a.Name.Local == "aria-label":
					o.label = a.Value
				case a.Name.Local == "role" && a.Value == "button":
					control = true
				case a.Name.Local == "class" && strings.Contains(" "+a.Value+" ", " visually-hidden "):
					o.hidden = true
				}
			}
			if !control {
				o.label = ""
			}
			o.hidden = o.hidden || tok.Name.Local == "title"
			stack = append(stack, o)
		case xml.CharData:
			// The page is indented: a text on a line of its own loses its
			// indentation, and a blank between elements is no text.
			if bytes.ContainsRune(tok, '\n') {
				tok = bytes.TrimSpace(tok)
			}
			hidden := false
			for _, o := range stack {
				hidden = hidden || o.hidden
			}
			for _, o := range stack {
				if o.label != "" && !hidden {
					o.text.Write(tok)
				}
			}
		case xml.EndElement:
			if len(stack) == 0 {
				break
			}
			o := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			shown := strings.TrimSpace(o.text.String())
			if o.label == "" || len([]rune(shown)) < 2 {
				break
			}
			want, name := words(shown), words(o.label)
			found := false
			for i := 0; i+len(want) <= len(name) && !found; i++ {
				found = slices.Equal(name[i:i+len(want)], want)
			}
			if !found {
				bad = append(bad, fmt.Sprintf("%q is named %q", shown, o.label))
			}
		}
	}
	return bad
}

// TestEmaraTargetsNamedByTheirWords plays random games and checks, in the
// board and with each element's choices open, that every control is named
// starting from the words it shows ("Wood take 1 Wood" was named "Play the
// Wood card: 3 choices", which a person saying what they see does not
// reach).
func TestEmaraTargetsNamedByTheirWords(t *testing.T) {
	for _, players := range []int{1, 2, 3} {
		s := emaratest.NewState(t, players, uint64(players)*7)
		r := rand.New(rand.NewPCG(uint64(players), 3))
		for step := 0; !s.Over(); step++ {
			if step%4 == 0 {
				p := emProps(s)
				v := newEmaraView(p, s, "", nil)
				keys := []string{""}
				for key, cs := range v.byKey {
					if len(cs) > 1 && key != "start" {
						keys = append(keys, key)
					}
				}
				for _, key := range keys {
					page := renderEmara(t, p, key)
					if bad := namedByTheirWords(t, page); len(bad) > 0 {
						t.Fatalf("%d players, step %d, %q open: %s", players, step, key, strings.Join(bad, "; "))
					}
					for _, m := range regexp.MustCompile(`aria-label="([^":]+): ([^":]+):`).FindAllStringSubmatch(page, -1) {
						if m[1] == m[2] {
							t.Fatalf("%d players, step %d: a name says %q twice: %s", players, step, m[1], m[0])
						}
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

// TestFavorTable: the Favor Tokens' table draws all 12 tokens by Town
// Location whatever is discarded, the discarded ones in colour, and names
// them for screen readers.
func TestFavorTable(t *testing.T) {
	all := make([]int8, em.NumFavors)
	for i := range all {
		all[i] = int8(i)
	}
	for _, tc := range []struct {
		name    string
		discard []int8
		says    string
	}{
		{"none", nil, "Discarded Favor Tokens: none"},
		{"one", []int8{4}, "Discarded Favor Tokens: Cathedral (3 Citizen Points)"},
		{"all", all, "Discarded Favor Tokens: Castle (5 Building Points), Castle (1 Signet Ring)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			page := boardtest.UIHTML(t, favorTable(tc.discard))
			if n := strings.Count(page, `class="em-favor-town"`); n != 4 {
				t.Errorf("%d Town Locations drawn, want 4", n)
			}
			if n := strings.Count(page, "em-favor-out"); n != len(tc.discard) {
				t.Errorf("%d tokens in colour, want %d", n, len(tc.discard))
			}
			if n := strings.Count(page, "em-favor-off"); n != em.NumFavors-len(tc.discard) {
				t.Errorf("%d tokens faded, want %d", n, em.NumFavors-len(tc.discard))
			}
			if !strings.Contains(page, tc.says) {
				t.Errorf("the table does not say %q:\n%s", tc.says, page)
			}
		})
	}
}

// TestEmaraSummary checks a seat's compact panel: a component of plain
// values (so that go-app compares them and leaves an unchanged panel
// alone), drawing the points, the score, the rank and every holding, the
// ones the others' last moves changed marked.
func TestEmaraSummary(t *testing.T) {
	s := emaratest.Started(t, 2, 9)
	seat := 1 - s.ToMove()
	p := &s.Seats[seat]
	v := &emaraView{s: s, marks: marks{fmt.Sprintf("stock:%d:%d", seat, 4): true}}
	box, ok := v.summary(seat).(*summaryBox)
	if !ok {
		t.Fatalf("the panel is a %T, not a component of plain values", v.summary(seat))
	}
	if box.Changed != 1<<4 {
		t.Errorf("changed holdings = %b, want the Gold Coins (bit 4) only", box.Changed)
	}
	page := boardtest.UIHTML(t, box)
	for _, want := range []string{
		fmt.Sprintf(`aria-label="%d Citizen Points"`, p.Citizens()),
		fmt.Sprintf(`lower track %d`, min(p.Citizens(), p.Buildings())),
		rankName(p),
		fmt.Sprintf(`aria-label="%d Wood"`, p.Res[em.Wood]),
		fmt.Sprintf(`aria-label="%d Bread"`, p.Bread),
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the panel does not say %q", want)
		}
	}
	var marked []string
	for _, tag := range regexp.MustCompile(`<span [^>]*>`).FindAllString(page, -1) {
		if regexp.MustCompile(`class="[^"]*\bchanged\b`).MatchString(tag) {
			marked = append(marked, regexp.MustCompile(`aria-label="([^"]*)"`).FindStringSubmatch(tag)[1])
		}
	}
	if want := fmt.Sprintf("%d Gold Coins", p.Coins); len(marked) != 1 || marked[0] != want {
		t.Errorf("marked holdings = %q, want %q alone", marked, want)
	}
}

// TestEmaraEventPanelKeepsTheDeckHidden: the Event panel names the Event
// in effect and never one as coming next, in any round: the deck shows its
// top card only, and the view's order below it is not the real one.
func TestEmaraEventPanelKeepsTheDeckHidden(t *testing.T) {
	s := emaratest.Started(t, 2, 9)
	rounds := 0
	for !s.Over() {
		round := s.Round
		rounds++
		page := renderEmara(t, emProps(s), "")
		if strings.Contains(page, "Next:") {
			t.Errorf("round %d: the Event panel names a next Event", s.Round+1)
		}
		e, _ := s.CurrentEvent()
		if !strings.Contains(page, html.EscapeString(e.Name)) {
			t.Errorf("round %d: the Event panel lacks the Event in effect, %q", s.Round+1, e.Name)
		}
		emaratest.PlayUntil(t, s, 3, func(n *em.State) bool { return n.Over() || n.Round > round })
	}
	if rounds != em.Rounds {
		t.Errorf("looked at %d rounds, not %d", rounds, em.Rounds)
	}
}

// TestEmaraStewardWords: the Steward's power is said in the rulebook's
// words: anywhere, irrespective of the Councilors, not where they stand.
func TestEmaraStewardWords(t *testing.T) {
	got := words.Power[em.PowerSteward]
	for _, want := range []string{"any Craftsman", "any Advisor", "irrespective of the positions of your Councilors"} {
		if !strings.Contains(got, want) {
			t.Errorf("the Steward's power %q lacks %q", got, want)
		}
	}
}

// TestLandingPlaceMovesTheCouncilor: the Location a Movement Action lands
// on and its "lands here" marker move the Councilor there, as the
// Councilor does (they once did nothing when tapped).
func TestLandingPlaceMovesTheCouncilor(t *testing.T) {
	s := emaratest.NewState(t, 2, 5)
	r := rand.New(rand.NewPCG(5, 6))
	for step := 0; ; step++ {
		if step == 400 || s.Over() {
			t.Fatal("no Movement Action offered")
		}
		if s.Phase == em.PhaseTurn && !s.MoveDone && s.Slot >= 0 && len(kindsOf(s, em.KindMove)) > 0 {
			break
		}
		boardtest.PlayRandom(t, s, r, 1)
	}
	p := emProps(s)
	moves := map[string]bool{}
	for _, c := range p.Legal {
		if c.Action.Kind == em.KindMove {
			moves[c.Text] = true
		}
	}
	landing, location := 0, 0
	for _, e := range boardtest.Elements(renderEmara(t, p, "")) {
		label := e.Attrs["aria-label"]
		switch {
		case e.Class("em-landing") && e.Class("target") && moves[strings.TrimPrefix(label, "lands here: ")]:
			landing++
		case e.Class("em-loc-hit") && e.Class("target") && moves[label]:
			location++
		}
	}
	if landing != len(moves) || location != len(moves) {
		t.Errorf("%d moves; %d markers and %d Locations move the Councilor", len(moves), landing, location)
	}
}

// kindsOf lists the legal actions of s of the given kind.
func kindsOf(s *em.State, kind uint8) []engines.Action {
	var out []engines.Action
	for _, a := range s.Legal() {
		if a.Kind == kind {
			out = append(out, a)
		}
	}
	return out
}

// TestEveryHintIsMarked: whatever move Suggest names, the table marks it:
// its own target, or the element whose choices hold it (a card in hand
// before its slot is chosen), which the browser's suggestion check found
// unmarked.
func TestEveryHintIsMarked(t *testing.T) {
	s := emaratest.NewState(t, 2, 9)
	r := rand.New(rand.NewPCG(9, 10))
	for step := 0; step < 60 && !s.Over(); step++ {
		p := emProps(s)
		for _, c := range p.Legal {
			if s.Phase == em.PhaseStart {
				break // the Buildings' start is a form's choice, before play
			}
			p.Hint = &c.Action
			if htm := renderEmara(t, p, ""); !strings.Contains(htm, "suggested") {
				t.Fatalf("step %d: the suggestion %q is not marked", step, c.Text)
			}
		}
		boardtest.PlayRandom(t, s, r, 1)
	}
}

// TestMatSlotsStayPut: the person's slots come before the hand on the
// mat, so that the hand shrinking as cards are played never moves a slot
// under the pointer (a click on "2 steps" once landed on empty space
// after the hand lost a row).
func TestMatSlotsStayPut(t *testing.T) {
	s := emaratest.NewState(t, 2, 3)
	for s.Phase != em.PhasePlay {
		boardtest.PlayRandom(t, s, rand.New(rand.NewPCG(3, 4)), 1)
	}
	p := emProps(s)
	mine := boardtest.UIHTML(t, (&emaraBoard{start: em.FirstGameBuildings}).Render(p).Mine)
	slots, hand := strings.Index(mine, `class="em-slots"`), strings.Index(mine, `class="em-hand"`)
	if slots < 0 || hand < 0 || slots > hand {
		t.Errorf("the slots (at %d) do not come before the hand (at %d) on the mat", slots, hand)
	}
}

// TestEndsTurn: a turn's last move ends the turn whoever moves next: in the
// solo game, and at a round's end whose Events ask the same seat first
// (once the turn ended there without asking). Moves within a
// turn, and the Events' answers that come back to the same seat, do not.
func TestEndsTurn(t *testing.T) {
	boardtest.CheckTurnEnds(t, Game(), func(before, after engines.State) bool {
		b, a := before.(*em.State), after.(*em.State)
		if b.Phase < em.PhasePlay || b.Phase >= em.PhaseEvent {
			return false
		}
		return a.TurnSeq != b.TurnSeq || a.Phase == em.PhaseEvent
	})
}

// TestLandingPlaceOffersOnlyWhatLandsThere: where the Move card's step and
// the Movement Action could both move a Councilor, the Location the
// Movement Action lands on, and its "lands here" marker, play that move
// alone; neither opens the Councilor's choices, whose first went
// elsewhere (the Move card's one step to the Grainfield, from a Location
// named "Move your Councilor to the Quarry").
func TestLandingPlaceOffersOnlyWhatLandsThere(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed < 40 && checked < 3; seed++ {
		s := emaratest.NewState(t, 2, seed)
		r := rand.New(rand.NewPCG(seed, 7))
		for step := 0; step < 300 && !s.Over(); step++ {
			card, move := kindsOf(s, em.KindCardMove), kindsOf(s, em.KindMove)
			if s.Phase == em.PhaseTurn && len(card) > 0 && len(move) > 0 && em.SlotSteps[s.Slot] != 1 &&
				slices.ContainsFunc(card, func(a engines.Action) bool { return a.A == move[0].A }) {
				p := emProps(s)
				text := ""
				for _, c := range p.Legal {
					if c.Action == move[0] {
						text = c.Text
					}
				}
				for _, e := range boardtest.Elements(renderEmara(t, p, "")) {
					label := e.Attrs["aria-label"]
					if (e.Class("em-loc-hit") || e.Class("em-landing")) && e.Class("target") && strings.HasPrefix(label, "Move your Councilor") {
						t.Errorf("seed %d: a landing place opens the Councilor's choices: %q", seed, label)
					}
					if e.Class("em-loc-hit") && e.Class("target") && label == text {
						checked++
					}
				}
				break
			}
			boardtest.PlayRandom(t, s, r, 1)
		}
	}
	if checked == 0 {
		t.Fatal("no position with both moves of one Councilor was found")
	}
}

// TestGamePlugsIn checks that the game brings its board, its rules, its
// setup, its solo records' page and what happens at a game's end.
func TestGamePlugsIn(t *testing.T) {
	g := Game()
	if g.Rules == nil || g.NewBoard == nil || g.ID() != em.ID {
		t.Error("the game plugs in without its board or rules")
	}
	if len(g.Pages) != 1 || g.Pages[0].Path != "/emara-solo" || g.NewSetup == nil || g.Finished == nil {
		t.Error("the solo records, the setup or the end of a game do not plug in")
	}
}

// TestNoCouncilorsBeforeTheStart checks that the Councilors appear only
// once they are placed: before the Buildings' start they once stood on the
// first Location of each ring, not where the setup Event card puts them.
func TestNoCouncilorsBeforeTheStart(t *testing.T) {
	s := emaratest.NewState(t, 1, 6)
	if n := strings.Count(renderEmara(t, emProps(s), ""), "em-pawn-box"); n != 0 {
		t.Errorf("before the start the board draws %d Councilors", n)
	}
	if err := s.Apply(em.BuildingStart(em.FirstGameBuildings)); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(renderEmara(t, emProps(s), ""), "em-pawn-box"); n != em.Councilors {
		t.Errorf("after the start the board draws %d Councilors, want %d", n, em.Councilors)
	}
}
