package app

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"tabula/app/storage/storagetest"
	"testing"

	"tabula/app/board"
	"tabula/app/settings"
	"tabula/app/storage"
	"tabula/engines"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/save"
)

// encoded is the msgp encoding of a state, for comparing positions.
func encoded(t *testing.T, st engines.State) []byte {
	t.Helper()
	b, err := st.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestPlayRecordsLogLinesAndScores(t *testing.T) {
	ses := newToySession(t, 7, save.Human, save.Human)
	seat := ses.state.ToMove()
	a := firstOf(t, ses.state, toygame.KindPlay)
	want := board.ThirdPerson(ses.state.Describe(a), toyTable().Verbs) // the log names the seat, not You
	if err := ses.play(a, 2000); err != nil {
		t.Fatal(err)
	}
	if len(ses.save.Log) != 1 || len(ses.lines) != 1 || len(ses.scores) != 2 {
		t.Fatalf("log %v, lines %v, scores %v", ses.save.Log, ses.lines, ses.scores)
	}
	if l := ses.lines[0]; l.Seat != seat || l.Text != want || l.Action != a || len(l.Events) != 0 || len(ses.history) != 1 {
		t.Fatalf("line = %+v, want seat %d %q", ses.lines[0], seat, want)
	}
	if !reflect.DeepEqual(ses.scores[1], ses.state.Result().Scores) {
		t.Fatalf("scores after the move = %v, want %v", ses.scores[1], ses.state.Result().Scores)
	}
	if ses.save.Updated != 2000 || ses.save.Progress != ses.state.Progress() {
		t.Fatalf("save summary not refreshed: %+v", ses.save)
	}
}

func TestPlayRejectsAnIllegalActionAndChangesNothing(t *testing.T) {
	ses := newToySession(t, 8, save.Human, save.Human)
	before := encoded(t, ses.state)
	err := ses.play(engines.Action{Kind: 99}, 2000)
	if !errors.Is(err, save.ErrIllegal) {
		t.Fatalf("got %v, want save.ErrIllegal", err)
	}
	if !bytes.Equal(encoded(t, ses.state), before) || len(ses.save.Log) != 0 || len(ses.lines) != 0 || len(ses.scores) != 1 {
		t.Fatal("an illegal action changed the session")
	}
}

func TestUndoStopsAtTheLastBarrier(t *testing.T) {
	ses := newToySession(t, 9, save.Human, save.Human)
	start := encoded(t, ses.state)
	if ses.canUndo() {
		t.Fatal("nothing to undo at the start")
	}
	// Playing a card is not a barrier: it can be taken back.
	if err := ses.play(firstOf(t, ses.state, toygame.KindPlay), 2000); err != nil {
		t.Fatal(err)
	}
	if !ses.canUndo() {
		t.Fatal("playing a card can be undone")
	}
	if err := ses.takeBack(3000); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(encoded(t, ses.state), start) || len(ses.save.Log) != 0 || len(ses.lines) != 0 || len(ses.scores) != 1 {
		t.Fatal("undo did not restore the start")
	}
	// Drawing reveals a card: a barrier.
	if err := ses.play(firstOf(t, ses.state, toygame.KindPlay), 2000); err != nil {
		t.Fatal(err)
	}
	if err := ses.play(firstOf(t, ses.state, toygame.KindDraw), 2000); err != nil {
		t.Fatal(err)
	}
	if ses.canUndo() {
		t.Fatal("undo must not cross the draw")
	}
	if err := ses.takeBack(3000); err == nil {
		t.Fatal("takeBack past a barrier: want an error")
	}
}

func TestUndoIsNeverForAComputer(t *testing.T) {
	ses := newToySession(t, 10, save.Computer, save.Computer)
	if err := ses.play(firstOf(t, ses.state, toygame.KindPlay), 2000); err != nil {
		t.Fatal(err)
	}
	if ses.canUndo() {
		t.Fatal("a computer's move was offered for undo")
	}
}

func TestOpenSessionRebuildsTheTable(t *testing.T) {
	live := newToySession(t, 11, save.Human, save.Human, save.Computer)
	for i := 0; i < 12 && !live.state.Over(); i++ {
		if err := live.play(live.state.Legal()[i%len(live.state.Legal())], int64(2000+i)); err != nil {
			t.Fatal(err)
		}
	}
	// End on a non-barrier action so there is something to undo.
	for {
		a := live.state.Legal()[0]
		if err := live.play(a, 3000); err != nil {
			t.Fatal(err)
		}
		if a.Kind == toygame.KindPlay {
			break
		}
	}
	b, err := save.Encode(live.save)
	if err != nil {
		t.Fatal(err)
	}
	s, err := save.Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	opened, err := openSession(live.id, s, toyTable())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(encoded(t, opened.state), encoded(t, live.state)) {
		t.Fatal("reopened position differs")
	}
	if !reflect.DeepEqual(opened.lines, live.lines) || !reflect.DeepEqual(opened.scores, live.scores) {
		t.Fatalf("log or scores differ:\n%v\n%v", opened.lines, live.lines)
	}
	if len(opened.undo) != len(live.undo) || opened.canUndo() != live.canUndo() {
		t.Fatalf("undo stack %d vs %d", len(opened.undo), len(live.undo))
	}
	for i := range opened.undo {
		if !bytes.Equal(encoded(t, opened.undo[i]), encoded(t, live.undo[i])) {
			t.Fatalf("undo snapshot %d differs", i)
		}
	}
}

func TestOpenSessionRejectsABrokenLog(t *testing.T) {
	ses := newToySession(t, 12, save.Human, save.Human)
	ses.save.Log = []int{0, 0, 60000}
	if _, err := openSession(ses.id, ses.save, toyTable()); !errors.Is(err, save.ErrBadLog) {
		t.Fatalf("got %v, want save.ErrBadLog", err)
	}
}

func TestHumans(t *testing.T) {
	ses := newToySession(t, 13, save.Human, save.Computer, save.Human)
	if got := ses.humans(); got != 2 {
		t.Fatalf("humans() = %d, want 2", got)
	}
}

// TestTwoTabsNeverOverwriteEachOther opens the same stored game in two
// "tabs" (sessions loaded from one storage): the tab that saves first wins,
// the other's save is refused with storage.ErrConflict and the stored game
// stays the first tab's, until that tab reloads it and plays on from there.
func TestTwoTabsNeverOverwriteEachOther(t *testing.T) {
	first := newToySession(t, 3, save.Human, save.Human)
	st := storeFor(storagetest.New(), toyGames())
	if err := st.Put(first.id, first.save); err != nil {
		t.Fatal(err)
	}
	open := func() *session {
		t.Helper()
		ses, msg := loadSession(st, first.id)
		if ses == nil {
			t.Fatal(msg)
		}
		return ses
	}
	a, b := open(), open()
	if a.stale(st) || b.stale(st) {
		t.Fatal("a tab that just opened the game finds it stale")
	}
	if err := a.play(a.state.Legal()[0], 2000); err != nil {
		t.Fatal(err)
	}
	if err := a.persist(st); err != nil {
		t.Fatalf("tab A saves: %v", err)
	}
	if a.stale(st) || !b.stale(st) {
		t.Fatalf("after tab A's save: A stale %v (want false), B stale %v (want true)", a.stale(st), b.stale(st))
	}
	legal := b.state.Legal()
	if err := b.play(legal[len(legal)-1], 3000); err != nil {
		t.Fatal(err)
	}
	if err := b.persist(st); !errors.Is(err, storage.ErrConflict) {
		t.Fatalf("tab B saves over tab A's move: got %v, want storage.ErrConflict", err)
	}
	stored, err := st.Load(first.id)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(stored.Log, a.save.Log) || stored.Updated != 2000 {
		t.Fatalf("stored log %v (updated %d), want tab A's %v", stored.Log, stored.Updated, a.save.Log)
	}
	// Tab A plays on: its own saves still go through.
	if err := a.play(a.state.Legal()[0], 4000); err != nil {
		t.Fatal(err)
	}
	if err := a.persist(st); err != nil {
		t.Fatalf("tab A saves again: %v", err)
	}
	// Tab B reloads and continues from tab A's position.
	b = open()
	if !bytes.Equal(encoded(t, b.state), encoded(t, a.state)) {
		t.Fatal("the reloaded tab does not show the stored position")
	}
	if err := b.play(b.state.Legal()[0], 5000); err != nil {
		t.Fatal(err)
	}
	if err := b.persist(st); err != nil {
		t.Fatalf("tab B saves after reloading: %v", err)
	}
	// A game deleted in another tab is not brought back by a save.
	st.Remove(first.id)
	if err := b.persist(st); !errors.Is(err, storage.ErrConflict) {
		t.Fatalf("saving a game deleted in another tab: got %v, want storage.ErrConflict", err)
	}
	if _, err := st.Load(first.id); err == nil {
		t.Fatal("the deleted game came back")
	}
}

func TestNarratedLinesNameTheSeats(t *testing.T) {
	ses := newToySession(t, 7, save.Human, save.Human)
	seats := slices.Clone(ses.save.Seats)
	seats[0].Name, seats[1].Name = "Ada", "Bo"
	ses.rename(seats)
	ses.narrate = func(before, after engines.State, a engines.Action, _ []engines.Event) []string {
		return []string{board.Mention(1) + " takes the lead from " + board.Mention(0) + "."}
	}
	if err := ses.play(firstOf(t, ses.state, toygame.KindPlay), 2000); err != nil {
		t.Fatal(err)
	}
	if got, want := ses.lines[0].Events, []string{"Bo takes the lead from Ada."}; !reflect.DeepEqual(got, want) {
		t.Fatalf("events %q, want %q", got, want)
	}
}

// countingGame is a game whose states count the applications of the
// rules made through them: Apply, Step and Barrier (which engines answer
// by applying the action to a copy).
type countingGame struct {
	engines.Game
	n *int
}

func (g countingGame) New(cfg engines.Config) (engines.State, error) {
	st, err := g.Game.New(cfg)
	if err != nil {
		return nil, err
	}
	return &countingState{st, g.n}, nil
}

type countingState struct {
	engines.State
	n *int
}

func (s *countingState) Apply(a engines.Action) error {
	*s.n++
	return s.State.Apply(a)
}

func (s *countingState) Barrier(a engines.Action) bool {
	*s.n++
	return s.State.Barrier(a)
}

func (s *countingState) Step(a engines.Action) (engines.Step, error) {
	*s.n++
	return s.State.(engines.Stepper).Step(a)
}

func (s *countingState) Clone() engines.State { return &countingState{s.State.Clone(), s.n} }

// TestAMoveAppliesTheRulesOnce plays and reopens a game of every engine
// that is an engines.Stepper through states that count the applications
// of the rules: a move played, a move replayed when the game is opened,
// and a move the table asks about before it ends the turn, is applied
// once.
func TestAMoveAppliesTheRulesOnce(t *testing.T) {
	steppers := 0
	for _, g := range everyGame() {
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
			counted.Engine = countingGame{g.Engine, &n}
			ses, err := startSession(counted, engines.Config{Players: 2, Seed: 3}, toySeats(save.Human, save.Human), 1000)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(3, 4))
			moves := 0
			for ; moves < 60 && !ses.state.Over(); moves++ {
				legal := ses.state.Legal()
				if err := ses.play(legal[r.IntN(len(legal))], 2000); err != nil {
					t.Fatal(err)
				}
			}
			if n != moves {
				t.Errorf("%d moves played applied the rules %d times", moves, n)
			}
			n = 0
			opened, err := openSession("x", ses.save, counted)
			if err != nil {
				t.Fatal(err)
			}
			if n != moves {
				t.Errorf("opening a game of %d moves applied the rules %d times", moves, n)
			}
			if !reflect.DeepEqual(opened.lines, ses.lines) || !reflect.DeepEqual(opened.scores, ses.scores) || len(opened.undo) != len(ses.undo) {
				t.Error("the game opened has another log, score track or undo than the game played")
			}
			// The table's path with "Confirm the end of my turn": the move
			// is tried, asked about when it ends the turn, then played.
			tb := newTable(opened)
			tb.settings = settings.Default()
			n, played := 0, 0
			for ; played < 20 && !opened.state.Over(); played++ {
				legal := opened.state.Legal()
				tr, err := opened.try(legal[r.IntN(len(legal))])
				if err != nil {
					t.Fatal(err)
				}
				tb.endingTurn(tr)
				if err := opened.commit(tr, 3000); err != nil {
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
	games := everyGame()
	i := slices.IndexFunc(games, func(g board.Game) bool {
		st, err := g.Engine.New(engines.Config{Players: 2, Seed: 4})
		_, ok := st.(engines.Stepper)
		return err == nil && ok
	})
	if i < 0 {
		t.Skip("no game is an engines.Stepper")
	}
	ses, err := startSession(games[i], engines.Config{Players: 2, Seed: 4}, toySeats(save.Human, save.Human), 1000)
	if err != nil {
		t.Fatal(err)
	}
	tb := &tablePage{viewer: 0, passTo: -1}
	tb.ses = ses
	r := rand.New(rand.NewPCG(4, 5))
	for !ses.state.Over() {
		legal := ses.state.Legal()
		if err := ses.play(legal[r.IntN(len(legal))], 2000); err != nil {
			t.Fatal(err)
		}
		own, recent := tb.own(), tb.recent()
		if own == nil || len(own.Events) == 0 || len(recent) == 0 {
			continue
		}
		k := len(ses.lines) - len(recent) - 1
		if l := ses.lines[k]; own.Seat != 0 || l.Seat != 0 || own.Action != l.Action || !reflect.DeepEqual(own.Events, l.Happened) {
			t.Fatalf("own move %+v, want the viewer's line %d %+v", own, k, l)
		}
		for i, st := range recent {
			if l := ses.lines[k+1+i]; st.Seat == 0 || st.Action != l.Action || !reflect.DeepEqual(st.Events, l.Happened) {
				t.Fatalf("recent move %d %+v, want line %+v", i, st, l)
			}
		}
		return
	}
	t.Fatal("no move of the viewer's with events was followed by the other seat's")
}
