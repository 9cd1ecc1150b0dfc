// Package boardtest helps test a game's board natively: it draws a board's
// parts with go-app's test engine, makes the props of a position, starts a
// game as its engine's state (NewState) and checks the uses between a
// board's sub-packages (SubPackageUses).
package boardtest

import (
	"encoding/json"
	"errors"
	"html"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines"
	"tabula/engines/save"
)

// host is a component showing what it is given.
type host struct {
	app.Compo
	ui app.UI
}

// Render shows the hosted drawing.
func (h *host) Render() app.UI { return h.ui }

// HTML draws every part of b for p, as the table would place them (the
// prompt, the buttons, the chooser, the board, the person's mat, every
// seat's panel and the other seats' whole mats), and returns the HTML.
func HTML(t *testing.T, b board.Board, p board.Props) string {
	t.Helper()
	parts := b.Render(p)
	body := []app.UI{app.P().Class("prompt").Text(parts.Prompt)}
	body = append(body, parts.Actions...)
	body = append(body, parts.Chooser, parts.Main, parts.Report, parts.Mine)
	if p.State != nil {
		for seat := range p.State.Players() {
			if parts.Panel != nil {
				body = append(body, parts.Panel(seat))
			}
			if parts.Detail != nil && (seat != p.Viewer || parts.Mine == nil) {
				body = append(body, parts.Detail(seat))
			}
		}
	}
	return UIHTML(t, app.Div().Body(body...))
}

// names are the seats' names in tests.
var names = []string{"Aldric", "Beatrix", "Cedric", "Matilda", "Osric", "Rowena"}

// Seats are n seats: the first a person, the rest computers at the
// "random" level, each with its own colour.
func Seats(n int) []save.Seat {
	seats := make([]save.Seat, n)
	for i := range seats {
		seats[i] = save.Seat{Name: names[i%len(names)], Colour: i, Kind: save.Computer, Level: "random"}
	}
	seats[0].Kind, seats[0].Level = save.Human, ""
	return seats
}

// NewState starts a game of g with cfg, its state as the engine's own type
// S, and fails t when g refuses cfg.
func NewState[S engines.State](t testing.TB, g engines.Game, cfg engines.Config) S {
	t.Helper()
	st, err := g.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return st.(S)
}

// Props are the props of st as the table makes them for the seat to move
// (seat 0 once the game is over) at the device: PropsFor that seat.
func Props(g board.Game, st engines.State) board.Props {
	return PropsFor(g, st, max(st.ToMove(), 0))
}

// PropsFor are the props of st as the table makes them for viewer at the
// device: the state as viewer sees it (View), every legal action offered
// with the board's words for it (Game.Text) when viewer is to move and none
// otherwise, the seats of Seats, and Choose and Say that do nothing.
func PropsFor(g board.Game, st engines.State, viewer int) board.Props {
	p := board.Props{
		Info: g.Engine.Info(), State: st.View(viewer), Viewer: viewer, ToMove: st.ToMove(),
		Seats: Seats(st.Players()), Choose: func(app.Context, engines.Action) {}, Say: func(app.Context, string) {},
	}
	if viewer != st.ToMove() {
		return p
	}
	for _, a := range st.Legal() {
		p.Legal = append(p.Legal, board.Choice{Action: a, Text: g.Text(st, a, p.Seats)})
	}
	return p
}

// PlayRandom plays n random legal actions from st, drawn with r (fewer if
// the game ends).
func PlayRandom(t *testing.T, st engines.State, r *rand.Rand, n int) {
	t.Helper()
	for range n {
		legal := st.Legal()
		if len(legal) == 0 {
			return
		}
		if err := st.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

// UIHTML draws ui with go-app's test engine and returns the HTML.
func UIHTML(t *testing.T, ui app.UI) string {
	t.Helper()
	h := &host{ui: ui}
	e := app.NewTestEngine()
	if err := e.Load(h); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return app.HTMLString(h)
}

// Has reports whether the HTML htm contains text, as text or as an
// attribute value (HTML-escaped, or quoted as go-app's HTMLString writes
// attributes holding characters such as the name isolates of SeatName).
func Has(htm, text string) bool {
	quoted := strconv.Quote(text)
	return strings.Contains(htm, text) || strings.Contains(htm, html.EscapeString(text)) ||
		strings.Contains(htm, quoted[1:len(quoted)-1])
}

// EscapeHTML escapes text as go-app writes it.
func EscapeHTML(s string) string {
	return strings.TrimSuffix(strings.TrimPrefix(app.HTMLString(app.Span().Text(s)), "<span>"), "</span>")
}

// MemStorage is an in-memory board.Storage whose writes can be made to
// fail like a browser whose quota is full.
type MemStorage struct {
	Data map[string][]byte
	Full bool // every Set fails
}

// NewMemStorage is an empty MemStorage.
func NewMemStorage() *MemStorage { return &MemStorage{Data: map[string][]byte{}} }

// Set stores v as JSON, or fails when Full.
func (m *MemStorage) Set(k string, v any) error {
	if m.Full {
		return errors.New("QuotaExceededError: the quota has been exceeded")
	}
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	m.Data[k] = b
	return nil
}

// Get reads the JSON stored under k into v; a missing key leaves v alone.
func (m *MemStorage) Get(k string, v any) error {
	b, ok := m.Data[k]
	if !ok {
		return nil
	}
	return json.Unmarshal(b, v)
}

// Del removes k.
func (m *MemStorage) Del(k string) { delete(m.Data, k) }

// Contains reports whether k is stored.
func (m *MemStorage) Contains(k string) bool { _, ok := m.Data[k]; return ok }

// Legend checks a game's legend: every key has an icon, a name given once
// and a one-line meaning (a sentence of at most 160 characters), the
// dialog's list shows them all, and the names in want are among them.
func Legend(t *testing.T, g board.Game, want ...string) {
	t.Helper()
	if g.Legend == nil {
		t.Fatalf("%s has no legend", g.ID())
	}
	keys := g.Legend()
	seen := map[string]bool{}
	for _, k := range keys {
		switch {
		case k.Icon == nil || k.Name == "" || k.Meaning == "":
			t.Errorf("legend key %+v lacks an icon, a name or a meaning", k)
		case seen[k.Name]:
			t.Errorf("legend names %q twice", k.Name)
		case len(k.Meaning) > 160 || !strings.HasSuffix(k.Meaning, "."):
			t.Errorf("legend meaning of %q is not one short sentence: %q", k.Name, k.Meaning)
		}
		seen[k.Name] = true
	}
	for _, name := range want {
		if !seen[name] {
			t.Errorf("legend has no %q", name)
		}
	}
	htm := UIHTML(t, board.LegendItems(g.Legend()))
	for _, k := range keys {
		if !Has(htm, k.Name) || !Has(htm, k.Meaning) {
			t.Errorf("the legend's list does not show %q", k.Name)
		}
	}
	if n := strings.Count(htm, `class="legend-icon"`) - strings.Count(htm, `class="legend-icon"></span>`); n != len(keys) {
		t.Errorf("the legend's list draws %d icons for %d keys", n, len(keys))
	}
}

// Claim is a statement a lesson or a rules page must make: Says, its
// words, with any number formatted from the engine's data so that the
// text is checked against what the engine does. Own is true when it states
// Tabula's own value or reading, which the same sentence must then mark
// with board.Own. Where is the lesson step's Title (for LessonClaims).
type Claim struct {
	Where, Says string
	Own         bool
}

// LessonClaims checks that each claim's step of l says it, in its words
// or its note, marked as Tabula's own when it is.
func LessonClaims(t *testing.T, l *board.Lesson, claims []Claim) {
	t.Helper()
	for _, c := range claims {
		found := false
		for _, s := range l.Steps {
			if s.Title == c.Where {
				found = true
				checkClaim(t, "step "+strconv.Quote(s.Title), s.Text+" "+s.Note, c)
			}
		}
		if !found {
			t.Errorf("the lesson has no step %q", c.Where)
		}
	}
}

// PageClaims checks that the rules page ui says each claim, marked as
// Tabula's own when it is.
func PageClaims(t *testing.T, ui app.UI, claims []Claim) {
	t.Helper()
	text := PageText(t, ui)
	for _, c := range claims {
		checkClaim(t, "the rules page", text, c)
	}
}

// PageText is the text a reader reads on the page ui: its HTML without
// tags and entities.
func PageText(t *testing.T, ui app.UI) string {
	t.Helper()
	htm := UIHTML(t, ui)
	var b strings.Builder
	for in := false; htm != ""; htm = htm[1:] {
		switch c := htm[0]; {
		case c == '<':
			in = true
		case c == '>':
			in = false
			b.WriteByte(' ')
		case !in:
			b.WriteByte(c)
		}
	}
	return html.UnescapeString(b.String())
}

// checkClaim checks that text says c, and that the sentence saying it
// marks it as Tabula's own when it is (a sentence may mix the book's
// values with Tabula's, so an unmarked claim is not checked for a mark).
func checkClaim(t *testing.T, where, text string, c Claim) {
	t.Helper()
	at := strings.Index(text, c.Says)
	if at < 0 {
		t.Errorf("%s does not say %q", where, c.Says)
		return
	}
	start := strings.LastIndex(text[:at], ". ") + 1
	end := len(text)
	if i := strings.Index(text[at+len(c.Says):], ". "); i >= 0 {
		end = at + len(c.Says) + i
	}
	if c.Own && !strings.Contains(text[start:end], board.Own) {
		t.Errorf("%s says %q in %q without marking it %s", where, c.Says, strings.TrimSpace(text[start:end]), board.Own)
	}
}

// CheckTurnEnds plays two random games of g for each of its player counts
// and checks g.TurnEnds, by which the table holds a turn's last move for End
// turn (the one rule for confirming), at every move: a move after
// which another seat is to move ends the turn; one after which the same
// seat moves on ends it exactly when began, the game's own account of its
// turns, says a new turn (or what ends a round) began. Such a move must
// come up: it is what a game with its own EndsTurn is for.
func CheckTurnEnds(t *testing.T, g board.Game, began func(before, after engines.State) bool) {
	t.Helper()
	info := g.Engine.Info()
	same := 0
	for players := info.MinPlayers; players <= info.MaxPlayers; players++ {
		for seed := range 2 {
			st, err := g.Engine.New(engines.Config{Players: players, Seed: uint64(97*players + seed)})
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(uint64(players), uint64(seed)))
			for step := 0; !st.Over() && step < 5000; step++ {
				before := st.Clone()
				PlayRandom(t, st, r, 1)
				ends := g.TurnEnds(before, st)
				switch {
				case st.ToMove() != before.ToMove():
					if !ends {
						t.Fatalf("%d players, seed %d, move %d: the decision passes from seat %d to %d, and the turn does not end", players, seed, step, before.ToMove(), st.ToMove())
					}
				case ends != began(before, st):
					t.Fatalf("%d players, seed %d, move %d: the same seat moves on; the turn ends %v, a new one began %v", players, seed, step, ends, began(before, st))
				case ends:
					same++
				}
			}
		}
	}
	if same == 0 {
		t.Error("no turn passed from a seat to the same seat: what the check is for never came up")
	}
}

// StepSays checks that a lesson step's words or note say each of texts
// (the figures an ending's test worked out from the engine).
func StepSays(t *testing.T, step board.LessonStep, texts ...string) {
	t.Helper()
	for _, x := range texts {
		if !strings.Contains(step.Text+" "+step.Note, x) {
			t.Errorf("step %q does not say %q", step.Title, x)
		}
	}
}
