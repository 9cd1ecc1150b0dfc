package table

import (
	"html"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/apptest"
	"tabula/app/session"
	"tabula/app/session/sessiontest"
	"tabula/app/settings"
	"tabula/engines"
	cq "tabula/engines/craftconquer"
	em "tabula/engines/emara"
	"tabula/engines/save"
)

func TestTableHostsEveryBoard(t *testing.T) {
	for _, g := range apptest.EveryGame() {
		t.Run(g.ID(), func(t *testing.T) {
			ses, err := session.Start(g, engines.Config{Players: 2, Seed: 5}, sessiontest.Seats(save.Human, save.Computer), 1000)
			if err != nil {
				t.Fatal(err)
			}
			for ses.State.ToMove() != 0 {
				if err := ses.Play(ses.State.Legal()[0], 2000); err != nil {
					t.Fatal(err)
				}
			}
			tb := newTable(ses)
			tb.Settings = settings.Default()
			htm := apptest.MountHTML(t, PageOf(tb))
			for _, want := range []string{
				`class="status-bar"`, `class="board-view"`, `class="board-canvas board board-` + g.ID() + `"`,
				`id="table-mine"`, `id="table-players"`, `id="table-log"`, "Undo", suggestButton,
				`data-zoom="fit"`, `class="table-tab"`, `class="turn-actions"`, `class="picks"`, `class="prompt-head"`,
			} {
				if !strings.Contains(htm, want) {
					t.Errorf("the table lacks %q", want)
				}
			}
			if rules := strings.Contains(htm, ">Rules</button>"); rules != (g.Rules != nil) {
				t.Errorf("the table has a Rules button %t, the game a rules reference %t", rules, g.Rules != nil)
			}
			if strings.Count(htm, `class="prompt"`)+strings.Count(htm, `class="prompt thinking"`) != 1 {
				t.Error("the table has more than one prompt")
			}
			// A move is a target on the board or a button of the turn's own.
			playable := strings.Contains(htm, "target")
			for _, a := range ses.State.Legal() {
				playable = playable || strings.Contains(htm, `title="`+html.EscapeString(g.Text(ses.State, a, ses.Save.Seats))+`"`)
			}
			if !playable {
				t.Error("the person to move has no target and no move button")
			}
		})
	}
}

// TestCraftHotSeatPassesTheDevice: with two people at one device, the
// hidden hands make the table ask for the device to be passed whenever the
// decision goes to the other person (a turn, a reaction on another's turn),
// and the board is not drawn meanwhile.
func TestCraftHotSeatPassesTheDevice(t *testing.T) {
	seats := sessiontest.Seats(save.Human, save.Human)
	ses, err := session.Start(apptest.Shipped(cq.Game{}.Info().ID), engines.Config{Players: 2, Seed: 9}, seats, 1000)
	if err != nil {
		t.Fatal(err)
	}
	tb := newTable(ses)
	tb.Settings = settings.Default()
	for handovers := 0; handovers < 3; {
		seat := ses.State.ToMove()
		if tb.PassTo != seat || tb.MyTurn() {
			t.Fatalf("decision for seat %d: passTo %d", seat, tb.PassTo)
		}
		if htm := app.HTMLString(PageOf(tb)); strings.Contains(htm, `class="cq-map"`) || !strings.Contains(htm, "Pass the device to") {
			t.Fatal("the board is shown while the device is passed")
		}
		tb.takeOver(app.Context{}, app.Event{})
		for ses.State.ToMove() == seat {
			if err := ses.Play(ses.State.Legal()[0], 2000); err != nil {
				t.Fatal(err)
			}
			tb.Arrive()
		}
		handovers++
	}
}

// TestEmaraHotSeatHides checks that two people at one Emara game see
// different things, so the table passes the device between them.
func TestEmaraHotSeatHides(t *testing.T) {
	st, err := em.Game{}.New(engines.Config{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 200 && st.(*em.State).Phase != em.PhasePlay; i++ {
		if err := st.Apply(st.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if !hidesBetween(st, 0, 1) {
		t.Error("two people see the same Emara position")
	}
}

func TestLogStart(t *testing.T) {
	for _, c := range []struct{ lines, start int }{
		{0, 0}, {1, 0}, {maxLogShown, 0},
		{maxLogShown + 1, logStep},
		{maxLogShown + logStep, logStep},
		{maxLogShown + logStep + 1, 2 * logStep},
		{1000, 880}, {1001, 920},
	} {
		start := logStart(c.lines)
		if start != c.start {
			t.Errorf("logStart(%d) = %d, want %d", c.lines, start, c.start)
		}
		if shown := c.lines - start; c.lines > maxLogShown && (shown > maxLogShown || shown <= maxLogShown-logStep) {
			t.Errorf("logStart(%d) draws %d lines, want %d to %d", c.lines, shown, maxLogShown-logStep+1, maxLogShown)
		}
	}
}

func TestPromptSplit(t *testing.T) {
	seats := []save.Seat{{Name: "You"}, {Name: "Dr. Mabuse"}}
	for _, c := range []struct{ prompt, head, rest string }{
		{"Forge up to 3 weapons.", "Forge up to 3 weapons.", ""},
		{"Your turn: choose a move.", "Your turn: choose a move.", ""},
		{"Pay 3 gold. Each Craft costs 1 more.", "Pay 3 gold.", " Each Craft costs 1 more."},
		{"Attack? Or retreat.", "Attack?", " Or retreat."},
		{"Dr. Mabuse (computer) is thinking…", "Dr. Mabuse (computer) is thinking…", ""},
		{"Dr. Mabuse: pay 2 Bronze. Then end.", "Dr. Mabuse: pay 2 Bronze.", " Then end."},
		{"Version 1.5 of the rules", "Version 1.5 of the rules", ""},
		{"", "", ""},
	} {
		head, rest := PromptSplit(c.prompt, seats)
		if head != c.head || rest != c.rest {
			t.Errorf("promptSplit(%q) = %q, %q; want %q, %q", c.prompt, head, rest, c.head, c.rest)
		}
	}
}
