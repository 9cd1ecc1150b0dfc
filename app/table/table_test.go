package table

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/apptest"
	"tabula/app/board"
	"tabula/app/page"
	"tabula/app/session"
	"tabula/app/session/sessiontest"
	"tabula/app/settings"

	"tabula/engines"
	"tabula/engines/battlemerchants"
	"tabula/engines/coincrown"
	em "tabula/engines/emara"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/save"
)

// newTable is a table showing ses, as OnNav would set it up, in a house
// playing its game alone.
func newTable(ses *session.Session) *Table {
	t := &Table{Screen: apptest.Screen(session.Games{ses.Table}), Viewer: -1, PassTo: -1}
	t.Attach(ses)
	t.Arrive()
	return t
}

func TestHidesBetween(t *testing.T) {
	ses := sessiontest.Start(t, 41, save.Human, save.Human)
	if !hidesBetween(ses.State, 0, 1) {
		t.Error("toy game hands are hidden between seats")
	}
	if !hidesBetween(ses.State, -1, 0) {
		t.Error("a seat sees its hand, a spectator does not")
	}
	if hidesBetween(ses.State, 1, 1) {
		t.Error("a seat sees what it sees")
	}
}

func TestOnePersonAgainstComputersNeverPasses(t *testing.T) {
	ses := sessiontest.Start(t, 42, save.Computer, save.Human)
	tb := newTable(ses)
	if tb.PassTo != -1 || tb.Viewer != 1 {
		t.Fatalf("viewer %d, passTo %d; want the person's view and no pass screen", tb.Viewer, tb.PassTo)
	}
}

func TestHotSeatPassesTheDeviceWhenHandsAreHidden(t *testing.T) {
	ses := sessiontest.Start(t, 43, save.Human, save.Human)
	tb := newTable(ses)
	first := ses.State.ToMove()
	if tb.PassTo != first || tb.MyTurn() {
		t.Fatalf("opening a hot-seat game: passTo %d, want %d and no moves yet", tb.PassTo, first)
	}
	if !strings.Contains(tb.Prompt(""), "Pass the device to "+ses.Save.Seats[first].Name) {
		t.Fatalf("prompt %q", tb.Prompt(""))
	}
	tb.takeOver(app.Context{}, app.Event{})
	if tb.Viewer != first || !tb.MyTurn() {
		t.Fatalf("after taking over: viewer %d, myTurn %t", tb.Viewer, tb.MyTurn())
	}
	// Play the whole turn: play cards until only draw/done remain, then done.
	for ses.State.ToMove() == first {
		a := sessiontest.FirstOf(t, ses.State, toygame.KindDone)
		if err := ses.Play(a, 5000); err != nil {
			t.Fatal(err)
		}
		tb.Arrive()
	}
	next := ses.State.ToMove()
	if tb.PassTo != next || tb.Viewer != first {
		t.Fatalf("after the turn: passTo %d (want %d), viewer %d (want %d)", tb.PassTo, next, tb.Viewer, first)
	}
	if p := tb.Props(); len(p.Legal) != 0 {
		t.Fatal("moves offered while the device is being passed")
	}
}

func TestComputerTurnOffersNoMoves(t *testing.T) {
	ses := sessiontest.Start(t, 44, save.Human, save.Computer)
	for ses.State.ToMove() == 0 {
		if err := ses.Play(sessiontest.FirstOf(t, ses.State, toygame.KindDone), 5000); err != nil {
			t.Fatal(err)
		}
	}
	tb := newTable(ses)
	if tb.MyTurn() || len(tb.Props().Legal) != 0 {
		t.Fatal("moves offered during the computer's turn")
	}
	if got := tb.Prompt(""); got != ses.Save.Seats[1].Name+" (computer) is thinking…" {
		t.Fatalf("prompt %q", got)
	}
}

func TestTableRendersMovesLogAndScores(t *testing.T) {
	ses := sessiontest.Start(t, 45, save.Human, save.Computer)
	for ses.State.ToMove() != 0 {
		if err := ses.Play(ses.State.Legal()[0], 5000); err != nil {
			t.Fatal(err)
		}
	}
	if err := ses.Play(sessiontest.FirstOf(t, ses.State, toygame.KindPlay), 5000); err != nil {
		t.Fatal(err)
	}
	tb := newTable(ses)
	tb.Settings = settings.Default()
	html := app.HTMLString(PageOf(tb))
	// The one person at the device is "you", whatever their seat's name.
	wants := []string{"Toy Game", "Round 1 of 6", "Your turn"}
	for _, a := range ses.State.Legal() {
		wants = append(wants, ses.State.Describe(a))
	}
	wants = append(wants, ses.Lines[len(ses.Lines)-1].Text, "Players", "Game log")
	for _, want := range wants {
		if !strings.Contains(apptest.VisibleText(html), want) {
			t.Errorf("the table lacks %q", want)
		}
	}
	if !strings.Contains(html, ">Undo<") || !tb.Ses.CanUndo() {
		t.Error("the card just played cannot be undone")
	}
	if strings.Contains(html, "Final scores") {
		t.Error("final scores shown before the end")
	}
}

func TestFinishedTableShowsTheResult(t *testing.T) {
	ses := sessiontest.Start(t, 46, save.Computer, save.Computer)
	for !ses.State.Over() {
		if err := ses.Play(ses.State.Legal()[0], 5000); err != nil {
			t.Fatal(err)
		}
	}
	tb := newTable(ses)
	html := app.HTMLString(PageOf(tb))
	for _, want := range []string{"Final scores", "Cards", "Sets", "Hand", "Projected score after every move", page.Verdict(ses.State.Result(), ses.Save.Seats)} {
		if !strings.Contains(apptest.VisibleText(html), want) {
			t.Errorf("the finished table lacks %q", want)
		}
	}
	if strings.Contains(html, ">Undo<") {
		t.Error("undo offered after the end")
	}
}

func TestBattleMerchantsHotSeatNeedsNoPassScreen(t *testing.T) {
	ses, err := session.Start(board.Game{Engine: battlemerchants.Game{}}, engines.Config{Players: 2, Seed: 3}, sessiontest.Seats(save.Human, save.Human), 1000)
	if err != nil {
		t.Fatal(err)
	}
	if hidesBetween(ses.State, 0, 1) {
		t.Fatal("Battle Merchants hides only the deck order, from everyone alike")
	}
	tb := newTable(ses)
	if tb.PassTo != -1 || !tb.MyTurn() {
		t.Fatalf("passTo %d, myTurn %t: the first person should simply play", tb.PassTo, tb.MyTurn())
	}
}

// TestPropsFollowThePosition checks the props' cache of the position: after
// a move and after an undo the board is given the new position's view, legal
// choices and recent moves, the same as worked out afresh.
func TestPropsFollowThePosition(t *testing.T) {
	ses := sessiontest.Start(t, 46, save.Human, save.Computer)
	tb := newTable(ses)
	fresh := func() board.Props {
		t.Helper()
		tb.positionCache = nil
		return tb.Props()
	}
	check := func(when string) {
		t.Helper()
		got := tb.Props()
		want := fresh()
		if !reflect.DeepEqual(got.State, want.State) || !reflect.DeepEqual(got.Legal, want.Legal) ||
			len(got.Recent) != len(want.Recent) || got.ToMove != want.ToMove {
			t.Fatalf("%s: the props kept an earlier position: %d choices, want %d", when, len(got.Legal), len(want.Legal))
		}
	}
	for moves := 0; moves < 12 && !ses.State.Over(); moves++ {
		tb.Props() // cached for this position
		if err := ses.Play(ses.State.Legal()[0], 5000); err != nil {
			t.Fatal(err)
		}
		tb.Arrive()
		check(fmt.Sprintf("after move %d", moves+1))
		if ses.CanUndo() {
			tb.Props()
			if err := ses.TakeBack(5000); err != nil {
				t.Fatal(err)
			}
			check(fmt.Sprintf("after taking back move %d", moves+1))
			if err := ses.Play(ses.State.Legal()[0], 5000); err != nil {
				t.Fatal(err)
			}
			check(fmt.Sprintf("after playing move %d again", moves+1))
		}
	}
}

// TestConfirmEndHoldsTheMoveThatEndsTheTurn checks Settings.ConfirmEnd: the
// move after which another seat is to move, when it does not say so itself,
// is held, unplayed and unsaved, with End turn offered and no other move;
// Undo drops it; moves within the turn are played at once. (The toy game's
// Done, "End the turn", is told here as "Rest": a move that ends the turn
// without saying so, as a forge can.)
func TestConfirmEndHoldsTheMoveThatEndsTheTurn(t *testing.T) {
	ses := sessiontest.Start(t, 47, save.Human, save.Computer)
	for ses.State.ToMove() != 0 {
		if err := ses.Play(ses.State.Legal()[0], 5000); err != nil {
			t.Fatal(err)
		}
	}
	ses.Table.Describe = func(st engines.State, a engines.Action) string {
		if a.Kind == toygame.KindDone {
			return "Rest"
		}
		return st.Describe(a)
	}
	tb := newTable(ses)
	tb.Settings = settings.Default()
	done := sessiontest.FirstOf(t, ses.State, toygame.KindDone)
	tried := func(a engines.Action) *session.Tried {
		tr, err := ses.Try(a)
		if err != nil {
			t.Fatal(err)
		}
		return tr
	}
	if tb.endingTurn(tried(done)) == nil {
		t.Fatal("Done, which hands the turn on, is not held")
	}
	if a := sessiontest.FirstOf(t, ses.State, toygame.KindPlay); tb.endingTurn(tried(a)) != nil {
		t.Fatal("playing a card, after which the seat plays on, is held")
	}
	logged := len(ses.Save.Log)
	tb.choose(app.Context{}, done)
	tb.Unseen = false
	if tb.held() == nil || len(ses.Save.Log) != logged || ses.State.ToMove() != 0 {
		t.Fatalf("Done was played (log %d → %d) or not held", logged, len(ses.Save.Log))
	}
	if len(tb.Props().Legal) != 0 || !tb.CanTakeBack() {
		t.Fatal("while End turn waits, other moves are offered or Undo is not")
	}
	if got := tb.Prompt("Play a card"); !strings.HasSuffix(got, "?") {
		t.Fatalf("prompt %q does not ask to end the turn", got)
	}
	html := app.HTMLString(PageOf(tb))
	if !strings.Contains(html, ">End turn<") {
		t.Fatal("no End turn button")
	}
	tb.Undo(app.Context{}, app.Event{})
	tb.Unseen = false
	if tb.held() != nil || len(tb.Props().Legal) == 0 || len(ses.Save.Log) != logged {
		t.Fatal("Undo did not return to the position before the held move")
	}
}

// TestAMoveThatSaysEndIsPlayedAtOnce: with Settings.ConfirmEnd on, a move
// whose own words end the turn (the toy game's "End the turn", Coin &
// Crown's "Pass (out for the rest of the year)") is the player's
// confirmation and is played at once, not asked about again (the one rule
// for confirming; Emara asked "End the turn?" after End the turn).
func TestAMoveThatSaysEndIsPlayedAtOnce(t *testing.T) {
	toy := sessiontest.Start(t, 47, save.Human, save.Computer)
	for toy.State.ToMove() != 0 {
		if err := toy.Play(toy.State.Legal()[0], 5000); err != nil {
			t.Fatal(err)
		}
	}
	var coin board.Game
	for _, x := range apptest.Boards() {
		if x.ID() == coincrown.ID {
			coin = x
		}
	}
	seats := []save.Seat{{Name: board.You, Colour: 0, Kind: save.Human}, {Name: "Beatrix", Colour: 1, Kind: save.Computer, Level: "random"}}
	ses, err := session.Start(coin, engines.Config{Players: 2, Seed: 3}, seats, 1000)
	if err != nil {
		t.Fatal(err)
	}
	for ses.State.ToMove() != 0 {
		if err := ses.Play(ses.State.Legal()[0], 5000); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		ses *session.Session
		a   engines.Action
	}{{toy, toygame.Done()}, {ses, coincrown.PassYear()}} {
		tb := newTable(tc.ses)
		tb.Settings = settings.Default()
		text := tb.Game.Text(tc.ses.State, tc.a, tc.ses.Save.Seats)
		tr, err := tc.ses.Try(tc.a)
		if err != nil {
			t.Fatal(err)
		}
		if !tb.Game.TurnEnds(tc.ses.State, tr.After) {
			t.Fatalf("%q does not end the turn", text)
		}
		if tb.endingTurn(tr) != nil {
			t.Errorf("%q is held for End turn", text)
		}
	}
}

// TestAnEventAnswerPassesRatherThanEndsATurn: in Crown of Emara, an answer
// to a round's Event that hands the decision to the next seat is held, but
// asks "… and pass to Beatrix?" with a Done button, since it ends no turn
// of the person's; the last action of a turn still asks "… and
// end your turn?".
func TestAnEventAnswerPassesRatherThanEndsATurn(t *testing.T) {
	var emara board.Game
	for _, x := range apptest.Boards() {
		if x.ID() == em.ID {
			emara = x
		}
	}
	seats := []save.Seat{{Name: board.You, Colour: 0, Kind: save.Human}, {Name: "Beatrix", Colour: 1, Kind: save.Computer, Level: "random"}}
	var answers, turnEnds int
	for seed := uint64(1); seed <= 10 && answers == 0; seed++ {
		rnd := rand.New(rand.NewPCG(seed, 61))
		ses, err := session.Start(emara, engines.Config{Players: 2, Seed: seed}, seats, 1000)
		if err != nil {
			t.Fatal(err)
		}
		tb := newTable(ses)
		tb.Settings = settings.Default()
		for i := 0; i < 2000 && !ses.State.Over(); i++ {
			legal := ses.State.Legal()
			if ses.State.ToMove() == 0 {
				for _, a := range legal {
					tr, err := ses.Try(a)
					if err != nil {
						t.Fatal(err)
					}
					p := tb.endingTurn(tr)
					if p == nil || tr.After.Over() {
						continue
					}
					s := ses.State.(*em.State)
					if s.Phase == em.PhaseEvent {
						answers++
						if !strings.HasSuffix(p.question, " and pass to Beatrix?") || p.button != "Done" {
							t.Fatalf("seed %d: the Event answer %q is held as %q with %q", seed, tb.Game.Text(ses.State, a, seats), p.question, p.button)
						}
					} else if s.Phase >= em.PhasePlay && s.Phase < em.PhaseEvent {
						turnEnds++
						if !strings.HasSuffix(p.question, " and end your turn?") || p.button != "End turn" {
							t.Fatalf("seed %d: the turn's last action %q is held as %q with %q", seed, tb.Game.Text(ses.State, a, seats), p.question, p.button)
						}
					}
				}
			}
			if err := ses.Play(legal[rnd.IntN(len(legal))], 1000); err != nil {
				t.Fatal(err)
			}
		}
	}
	if answers == 0 || turnEnds == 0 {
		t.Fatalf("%d Event answers and %d turns' ends were held in ten games: the test saw too little", answers, turnEnds)
	}
}

// TestPageKeepsItsGameWhenGoAppUpdatesIt: at a navigation to another game
// at /play, go-app updates the mounted page from a new one made by the
// route, setting every exported field of the component from it; the page's
// table is none of them, so the table keeps its game (and its context)
// until it opens the next one.
func TestPageKeepsItsGameWhenGoAppUpdatesIt(t *testing.T) {
	ses := sessiontest.Start(t, 5, save.Human, save.Human)
	games := session.Games{ses.Table}
	p := New(apptest.Screen(games), nil, Parts{})
	tb := p.Table()
	tb.Viewer, tb.PassTo = -1, -1
	tb.Attach(ses)
	tb.Arrive()
	e := app.NewTestEngine()
	if err := e.Load(p); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	if err := e.Load(New(apptest.Screen(games), nil, Parts{})); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	if p.Table() != tb || tb.Ses != ses || tb.Viewer != -1 {
		t.Fatal("go-app's update of the mounted page replaced its table's state")
	}
}
