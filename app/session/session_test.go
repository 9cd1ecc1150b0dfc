package session_test

import (
	"bytes"
	"errors"
	"reflect"
	"slices"
	"testing"

	"tabula/app/session"
	"tabula/app/session/sessiontest"

	"tabula/app/board"
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
	ses := sessiontest.Start(t, 7, save.Human, save.Human)
	seat := ses.State.ToMove()
	a := sessiontest.FirstOf(t, ses.State, toygame.KindPlay)
	want := board.ThirdPerson(ses.State.Describe(a), sessiontest.Table().Verbs) // the log names the seat, not You
	if err := ses.Play(a, 2000); err != nil {
		t.Fatal(err)
	}
	if len(ses.Save.Log) != 1 || len(ses.Lines) != 1 || len(ses.Scores) != 2 {
		t.Fatalf("log %v, lines %v, scores %v", ses.Save.Log, ses.Lines, ses.Scores)
	}
	if l := ses.Lines[0]; l.Seat != seat || l.Text != want || l.Action != a || len(l.Events) != 0 || len(ses.History) != 1 {
		t.Fatalf("line = %+v, want seat %d %q", ses.Lines[0], seat, want)
	}
	if !reflect.DeepEqual(ses.Scores[1], ses.State.Result().Scores) {
		t.Fatalf("scores after the move = %v, want %v", ses.Scores[1], ses.State.Result().Scores)
	}
	if ses.Save.Updated != 2000 || ses.Save.Progress != ses.State.Progress() {
		t.Fatalf("save summary not refreshed: %+v", ses.Save)
	}
}

func TestPlayRejectsAnIllegalActionAndChangesNothing(t *testing.T) {
	ses := sessiontest.Start(t, 8, save.Human, save.Human)
	before := encoded(t, ses.State)
	err := ses.Play(engines.Action{Kind: 99}, 2000)
	if !errors.Is(err, save.ErrIllegal) {
		t.Fatalf("got %v, want save.ErrIllegal", err)
	}
	if !bytes.Equal(encoded(t, ses.State), before) || len(ses.Save.Log) != 0 || len(ses.Lines) != 0 || len(ses.Scores) != 1 {
		t.Fatal("an illegal action changed the session")
	}
}

func TestUndoStopsAtTheLastBarrier(t *testing.T) {
	ses := sessiontest.Start(t, 9, save.Human, save.Human)
	start := encoded(t, ses.State)
	if ses.CanUndo() {
		t.Fatal("nothing to undo at the start")
	}
	// Playing a card is not a barrier: it can be taken back.
	if err := ses.Play(sessiontest.FirstOf(t, ses.State, toygame.KindPlay), 2000); err != nil {
		t.Fatal(err)
	}
	if !ses.CanUndo() {
		t.Fatal("playing a card can be undone")
	}
	if err := ses.TakeBack(3000); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(encoded(t, ses.State), start) || len(ses.Save.Log) != 0 || len(ses.Lines) != 0 || len(ses.Scores) != 1 {
		t.Fatal("undo did not restore the start")
	}
	// Drawing reveals a card: a barrier.
	if err := ses.Play(sessiontest.FirstOf(t, ses.State, toygame.KindPlay), 2000); err != nil {
		t.Fatal(err)
	}
	if err := ses.Play(sessiontest.FirstOf(t, ses.State, toygame.KindDraw), 2000); err != nil {
		t.Fatal(err)
	}
	if ses.CanUndo() {
		t.Fatal("undo must not cross the draw")
	}
	if err := ses.TakeBack(3000); err == nil {
		t.Fatal("takeBack past a barrier: want an error")
	}
}

func TestUndoIsNeverForAComputer(t *testing.T) {
	ses := sessiontest.Start(t, 10, save.Computer, save.Computer)
	if err := ses.Play(sessiontest.FirstOf(t, ses.State, toygame.KindPlay), 2000); err != nil {
		t.Fatal(err)
	}
	if ses.CanUndo() {
		t.Fatal("a computer's move was offered for undo")
	}
}

func TestOpenSessionRebuildsTheTable(t *testing.T) {
	live := sessiontest.Start(t, 11, save.Human, save.Human, save.Computer)
	for i := 0; i < 12 && !live.State.Over(); i++ {
		if err := live.Play(live.State.Legal()[i%len(live.State.Legal())], int64(2000+i)); err != nil {
			t.Fatal(err)
		}
	}
	// End on a non-barrier action so there is something to undo.
	for {
		a := live.State.Legal()[0]
		if err := live.Play(a, 3000); err != nil {
			t.Fatal(err)
		}
		if a.Kind == toygame.KindPlay {
			break
		}
	}
	b, err := save.Encode(live.Save)
	if err != nil {
		t.Fatal(err)
	}
	s, err := save.Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	opened, err := session.Open(live.ID, s, sessiontest.Table())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(encoded(t, opened.State), encoded(t, live.State)) {
		t.Fatal("reopened position differs")
	}
	if !reflect.DeepEqual(opened.Lines, live.Lines) || !reflect.DeepEqual(opened.Scores, live.Scores) {
		t.Fatalf("log or scores differ:\n%v\n%v", opened.Lines, live.Lines)
	}
	if len(opened.Undo) != len(live.Undo) || opened.CanUndo() != live.CanUndo() {
		t.Fatalf("undo stack %d vs %d", len(opened.Undo), len(live.Undo))
	}
	for i := range opened.Undo {
		if !bytes.Equal(encoded(t, opened.Undo[i]), encoded(t, live.Undo[i])) {
			t.Fatalf("undo snapshot %d differs", i)
		}
	}
}

func TestOpenSessionRejectsABrokenLog(t *testing.T) {
	ses := sessiontest.Start(t, 12, save.Human, save.Human)
	ses.Save.Log = []int{0, 0, 60000}
	if _, err := session.Open(ses.ID, ses.Save, sessiontest.Table()); !errors.Is(err, save.ErrBadLog) {
		t.Fatalf("got %v, want save.ErrBadLog", err)
	}
}

func TestHumans(t *testing.T) {
	ses := sessiontest.Start(t, 13, save.Human, save.Computer, save.Human)
	if got := ses.Humans(); got != 2 {
		t.Fatalf("humans() = %d, want 2", got)
	}
}

func TestNarratedLinesNameTheSeats(t *testing.T) {
	ses := sessiontest.Start(t, 7, save.Human, save.Human)
	seats := slices.Clone(ses.Save.Seats)
	seats[0].Name, seats[1].Name = "Ada", "Bo"
	ses.Rename(seats)
	ses.Narrate = func(before, after engines.State, a engines.Action, _ []engines.Event) []string {
		return []string{board.Mention(1) + " takes the lead from " + board.Mention(0) + "."}
	}
	if err := ses.Play(sessiontest.FirstOf(t, ses.State, toygame.KindPlay), 2000); err != nil {
		t.Fatal(err)
	}
	if got, want := ses.Lines[0].Events, []string{"Bo takes the lead from Ada."}; !reflect.DeepEqual(got, want) {
		t.Fatalf("events %q, want %q", got, want)
	}
}
