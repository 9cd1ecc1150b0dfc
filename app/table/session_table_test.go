package table

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"tabula/app/apptest"
	"tabula/app/session"
	"tabula/app/session/sessiontest"
	"tabula/app/storage/storagetest"

	"tabula/app/board"
	"tabula/app/settings"
	"tabula/app/storage"
	"tabula/engines"
	"tabula/engines/save"
)

// TestTwoTabsNeverOverwriteEachOther opens the same stored game in two
// "tabs" (sessions loaded from one storage): the tab that saves first wins,
// the other's save is refused with storage.ErrConflict and the stored game
// stays the first tab's, until that tab reloads it and plays on from there.
func TestTwoTabsNeverOverwriteEachOther(t *testing.T) {
	first := sessiontest.Start(t, 3, save.Human, save.Human)
	st := session.StoreFor(storagetest.New(), apptest.ToyGames())
	if err := st.Put(first.ID, first.Save); err != nil {
		t.Fatal(err)
	}
	open := func() *session.Session {
		t.Helper()
		ses, msg := LoadSession(st, first.ID)
		if ses == nil {
			t.Fatal(msg)
		}
		return ses
	}
	a, b := open(), open()
	if a.Stale(st) || b.Stale(st) {
		t.Fatal("a tab that just opened the game finds it stale")
	}
	if err := a.Play(a.State.Legal()[0], 2000); err != nil {
		t.Fatal(err)
	}
	if err := a.Persist(st); err != nil {
		t.Fatalf("tab A saves: %v", err)
	}
	if a.Stale(st) || !b.Stale(st) {
		t.Fatalf("after tab A's save: A stale %v (want false), B stale %v (want true)", a.Stale(st), b.Stale(st))
	}
	legal := b.State.Legal()
	if err := b.Play(legal[len(legal)-1], 3000); err != nil {
		t.Fatal(err)
	}
	if err := b.Persist(st); !errors.Is(err, storage.ErrConflict) {
		t.Fatalf("tab B saves over tab A's move: got %v, want storage.ErrConflict", err)
	}
	stored, err := st.Load(first.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(stored.Log, a.Save.Log) || stored.Updated != 2000 {
		t.Fatalf("stored log %v (updated %d), want tab A's %v", stored.Log, stored.Updated, a.Save.Log)
	}
	// Tab A plays on: its own saves still go through.
	if err := a.Play(a.State.Legal()[0], 4000); err != nil {
		t.Fatal(err)
	}
	if err := a.Persist(st); err != nil {
		t.Fatalf("tab A saves again: %v", err)
	}
	// Tab B reloads and continues from tab A's position.
	b = open()
	if !bytes.Equal(apptest.Encoded(t, b.State), apptest.Encoded(t, a.State)) {
		t.Fatal("the reloaded tab does not show the stored position")
	}
	if err := b.Play(b.State.Legal()[0], 5000); err != nil {
		t.Fatal(err)
	}
	if err := b.Persist(st); err != nil {
		t.Fatalf("tab B saves after reloading: %v", err)
	}
	// A game deleted in another tab is not brought back by a save.
	st.Remove(first.ID)
	if err := b.Persist(st); !errors.Is(err, storage.ErrConflict) {
		t.Fatalf("saving a game deleted in another tab: got %v, want storage.ErrConflict", err)
	}
	if _, err := st.Load(first.ID); err == nil {
		t.Fatal("the deleted game came back")
	}
}

// TestAMoveAppliesTheRulesOnce plays and reopens a game of every engine
// that is an engines.Stepper through states that count the applications
// of the rules: a move played, a move replayed when the game is opened,
// and a move the table asks about before it ends the turn, is applied
// once.
func TestAMoveAppliesTheRulesOnce(t *testing.T) {
	steppers := 0
	for _, g := range apptest.EveryGame() {
		st, err := g.Engine.New(engines.Config{Players: 2, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := st.(engines.Stepper); !ok {
			continue
		}
		steppers++
		t.Run(g.ID(), func(t *testing.T) {
			n := 0
			counted := g
			counted.Engine = apptest.CountingGame{Game: g.Engine, N: &n}
			ses, err := session.Start(counted, engines.Config{Players: 2, Seed: 3}, sessiontest.Seats(save.Human, save.Human), 1000)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(3, 4))
			moves := 0
			for ; moves < 60 && !ses.State.Over(); moves++ {
				legal := ses.State.Legal()
				if err := ses.Play(legal[r.IntN(len(legal))], 2000); err != nil {
					t.Fatal(err)
				}
			}
			if n != moves {
				t.Errorf("%d moves played applied the rules %d times", moves, n)
			}
			n = 0
			opened, err := session.Open("x", ses.Save, counted)
			if err != nil {
				t.Fatal(err)
			}
			if n != moves {
				t.Errorf("opening a game of %d moves applied the rules %d times", moves, n)
			}
			if !reflect.DeepEqual(opened.Lines, ses.Lines) || !reflect.DeepEqual(opened.Scores, ses.Scores) || len(opened.Undo) != len(ses.Undo) {
				t.Error("the game opened has another log, score track or undo than the game played")
			}
			// The table's path with "Confirm the end of my turn": the move
			// is tried, asked about when it ends the turn, then played.
			tb := newTable(opened)
			tb.Settings = settings.Default()
			n, played := 0, 0
			for ; played < 20 && !opened.State.Over(); played++ {
				legal := opened.State.Legal()
				tr, err := opened.Try(legal[r.IntN(len(legal))])
				if err != nil {
					t.Fatal(err)
				}
				tb.endingTurn(tr)
				if err := opened.Commit(tr, 3000); err != nil {
					t.Fatal(err)
				}
			}
			if n != played {
				t.Errorf("%d moves tried, asked about and played applied the rules %d times", played, n)
			}
		})
	}
	if steppers == 0 {
		t.Fatal("no engine is an engines.Stepper")
	}
}

// TestPropsCarryTheEventsOfTheMoves checks that the board is given the
// events the engine reported of the others' recent moves and of the
// viewer's own move before them, as the session recorded them.
func TestPropsCarryTheEventsOfTheMoves(t *testing.T) {
	games := apptest.EveryGame()
	i := slices.IndexFunc(games, func(g board.Game) bool {
		st, err := g.Engine.New(engines.Config{Players: 2, Seed: 4})
		_, ok := st.(engines.Stepper)
		return err == nil && ok
	})
	if i < 0 {
		t.Skip("no game is an engines.Stepper")
	}
	ses, err := session.Start(games[i], engines.Config{Players: 2, Seed: 4}, sessiontest.Seats(save.Human, save.Human), 1000)
	if err != nil {
		t.Fatal(err)
	}
	tb := &Table{Viewer: 0, PassTo: -1}
	tb.Ses = ses
	r := rand.New(rand.NewPCG(4, 5))
	for !ses.State.Over() {
		legal := ses.State.Legal()
		if err := ses.Play(legal[r.IntN(len(legal))], 2000); err != nil {
			t.Fatal(err)
		}
		own, recent := tb.own(), tb.recent()
		if own == nil || len(own.Events) == 0 || len(recent) == 0 {
			continue
		}
		k := len(ses.Lines) - len(recent) - 1
		if l := ses.Lines[k]; own.Seat != 0 || l.Seat != 0 || own.Action != l.Action || !reflect.DeepEqual(own.Events, l.Happened) {
			t.Fatalf("own move %+v, want the viewer's line %d %+v", own, k, l)
		}
		for i, st := range recent {
			if l := ses.Lines[k+1+i]; st.Seat == 0 || st.Action != l.Action || !reflect.DeepEqual(st.Events, l.Happened) {
				t.Fatalf("recent move %d %+v, want line %+v", i, st, l)
			}
		}
		return
	}
	t.Fatal("no move of the viewer's with events was followed by the other seat's")
}
