package friends

import (
	"errors"
	"maps"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"tabula/app/apptest"
	"tabula/app/computer"
	"tabula/app/session"
	"tabula/app/session/sessiontest"
	"tabula/app/storage/storagetest"
	"tabula/app/table"

	"tabula/app/board"
	"tabula/app/settings"
	"tabula/app/storage"
	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/save"
)

// stored is every saved game's stored text, by ID.
func stored(st session.Store) map[string]string {
	out := map[string]string{}
	for _, id := range st.IDs() {
		out[id] = st.Text(id)
	}
	return out
}

// TestTakeInLinks plays a game between two devices, each with its own
// storage, that pass links only, and checks every rule of taking a link
// in: a new game waits to be joined, a link that extends the copy moves it
// on, an older one and the same one change nothing, a fork is kept beside
// the copy, and no stored game is ever lost or shortened.
func TestTakeInLinks(t *testing.T) {
	annDev, beaDev := session.StoreFor(storagetest.New(), apptest.ToyGames()), session.StoreFor(storagetest.New(), apptest.ToyGames())
	ann := apptest.ByLinkSession(t, 61)
	apptest.PlayUntil(t, ann, 1, apptest.FirstLegal)
	if err := annDev.Put(ann.ID, ann.Save); err != nil {
		t.Fatal(err)
	}
	first := apptest.LinkTo(t, ann.Save, 1)

	// Bea's device has never seen the game: the player is asked.
	got, err := TakeIn(beaDev, first, 5000)
	if err != nil || got.Relation != save.Unrelated || len(beaDev.IDs()) != 0 {
		t.Fatalf("a new game: %+v, %v, %d stored", got, err, len(beaDev.IDs()))
	}
	beaID, err := session.Adopt(beaDev, first, 5000)
	if err != nil {
		t.Fatal(err)
	}
	bea, err := session.OpenStored(beaDev, beaID)
	if err != nil {
		t.Fatal(err)
	}
	if bea.Save.Here() != 1 || bea.State.ToMove() != 1 {
		t.Fatalf("Bea's copy is for seat %d, %d to move", bea.Save.Here(), bea.State.ToMove())
	}
	tb := friendsGameTable(bea)
	if tb.Viewer != 1 || !tb.MyTurn() {
		t.Fatalf("Bea's table: viewer %d, her turn %t", tb.Viewer, tb.MyTurn())
	}

	// Bea plays her turn and the computer's, and sends the game back.
	apptest.PlayUntil(t, bea, 0, apptest.FirstLegal)
	if err := bea.Persist(beaDev); err != nil {
		t.Fatal(err)
	}
	back := apptest.LinkTo(t, bea.Save, 0)
	got, err = TakeIn(annDev, back, 6000)
	if err != nil || got.Relation != save.Ahead || got.Id != ann.ID || got.moves != len(bea.Save.Log)-len(ann.Save.Log) {
		t.Fatalf("Bea's link to Ann: %+v, %v", got, err)
	}
	moved, err := session.OpenStored(annDev, ann.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(moved.Save.Log, bea.Save.Log) || moved.Save.Here() != 0 || len(annDev.IDs()) != 1 {
		t.Fatalf("Ann's copy after the link: log %v (want %v), seat %d, %d games", moved.Save.Log, bea.Save.Log, moved.Save.Here(), len(annDev.IDs()))
	}
	if string(apptest.Encoded(t, moved.State)) != string(apptest.Encoded(t, bea.State)) {
		t.Fatal("Ann's copy is not at Bea's position")
	}

	// The same link again, and the first, older link: nothing changes.
	before := stored(annDev)
	for _, tc := range []struct {
		link  session.Checked
		r     save.Relation
		moves int
	}{{back, save.Same, 0}, {first, save.Behind, len(back.Save.Log) - len(first.Save.Log)}} {
		got, err := TakeIn(annDev, tc.link, 7000)
		if err != nil || got.Relation != tc.r || got.Id != ann.ID || got.moves != tc.moves {
			t.Fatalf("want %v by %d: %+v, %v", tc.r, tc.moves, got, err)
		}
		if after := stored(annDev); len(after) != len(before) || after[ann.ID] != before[ann.ID] {
			t.Fatalf("a %v link changed the stored games", tc.r)
		}
	}

	// Ann plays on; Bea, on a second device, opens the first link and plays
	// her turn another way: the player is asked, and the fork kept beside
	// Ann's game.
	apptest.PlayUntil(t, moved, 1, apptest.FirstLegal)
	if err := moved.Persist(annDev); err != nil {
		t.Fatal(err)
	}
	spare := session.StoreFor(storagetest.New(), apptest.ToyGames())
	spareID, err := session.Adopt(spare, first, 7500)
	if err != nil {
		t.Fatal(err)
	}
	other, err := session.OpenStored(spare, spareID)
	if err != nil {
		t.Fatal(err)
	}
	apptest.PlayUntil(t, other, 0, apptest.LastLegal)
	if err := other.Persist(spare); err != nil {
		t.Fatal(err)
	}
	if slices.Equal(other.Save.Log, moved.Save.Log[:min(len(moved.Save.Log), len(other.Save.Log))]) {
		t.Fatal("test setup: the two copies did not part")
	}
	before = stored(annDev)
	got, err = TakeIn(annDev, apptest.LinkTo(t, other.Save, 0), 8000)
	if err != nil || got.Relation != save.Forked || got.Id != ann.ID || got.Theirs.Save == nil || got.Common != len(first.Save.Log) {
		t.Fatalf("a forked link: %+v, %v", got, err)
	}
	if after := stored(annDev); !maps.Equal(after, before) {
		t.Fatal("a fork was stored before the player was asked")
	}
	forkID, err := KeepFork(annDev, got, 8000)
	if err != nil {
		t.Fatal(err)
	}
	after := stored(annDev)
	if len(after) != 2 || after[ann.ID] != before[ann.ID] {
		t.Fatal("the fork replaced or lost Ann's game")
	}
	fork, err := session.OpenStored(annDev, forkID)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(fork.Save.Log, other.Save.Log) || fork.Save.Here() != 0 {
		t.Fatalf("the fork's copy: log %v, seat %d", fork.Save.Log, fork.Save.Here())
	}
	for _, e := range annDev.List() {
		if want := map[string]string{ann.ID: "", forkID: ann.ID}[e.ID]; e.Fork != want {
			t.Fatalf("game %s is listed as a fork of %q, want %q", e.ID, e.Fork, want)
		}
	}

	// The same fork again: it is the fork's game, not a new one.
	got, err = TakeIn(annDev, apptest.LinkTo(t, other.Save, 0), 8500)
	if err != nil || got.Relation != save.Same || got.Id != forkID || len(annDev.IDs()) != 2 {
		t.Fatalf("the fork's link again: %+v, %v", got, err)
	}

	// Ann plays her turn in the fork and sends it to Bea's second device;
	// Bea's link back moves the fork on, not Ann's first game.
	apptest.PlayUntil(t, fork, 1, apptest.FirstLegal)
	if err := fork.Persist(annDev); err != nil {
		t.Fatal(err)
	}
	toBea := apptest.LinkTo(t, fork.Save, 1)
	if got, err := TakeIn(spare, toBea, 8800); err != nil || got.Relation != save.Ahead {
		t.Fatalf("the fork's link to Bea: %+v, %v", got, err)
	}
	if other, err = session.OpenStored(spare, spareID); err != nil {
		t.Fatal(err)
	}
	apptest.PlayUntil(t, other, 0, apptest.LastLegal)
	got, err = TakeIn(annDev, apptest.LinkTo(t, other.Save, 0), 9000)
	if err != nil || got.Relation != save.Ahead || got.Id != forkID {
		t.Fatalf("the fork's next link: %+v, %v", got, err)
	}
	if annDev.Text(ann.ID) != before[ann.ID] {
		t.Fatal("the fork's link changed Ann's first game")
	}

	// A fork of the fork, from Bea's third device, is grouped under Ann's
	// first game; deleting that game leaves the forks as games of their own.
	third := linkSession(t, toBea)
	apptest.PlayUntil(t, third, 0, func(legal []engines.Action) engines.Action { return legal[len(legal)/2] })
	got, err = TakeIn(annDev, apptest.LinkTo(t, third.Save, 0), 9500)
	if err != nil || got.Relation != save.Forked || got.Id != forkID {
		t.Fatalf("a fork of the fork: %+v, %v", got, err)
	}
	second, err := KeepFork(annDev, got, 9500)
	if err != nil {
		t.Fatal(err)
	}
	if e := apptest.EntryByID(annDev.List(), second); e.Fork != ann.ID {
		t.Fatalf("a fork of a fork is listed under %q, want %q", e.Fork, ann.ID)
	}
	annDev.Remove(ann.ID)
	for _, id := range []string{forkID, second} {
		if e := apptest.EntryByID(annDev.List(), id); e.Fork != "" {
			t.Fatalf("a fork of a deleted game is listed under %q", e.Fork)
		}
	}
}

func TestTakeInKeepsTheGameWhenStorageFails(t *testing.T) {
	kv := storagetest.New()
	dev := session.StoreFor(kv, apptest.ToyGames())
	ann := apptest.ByLinkSession(t, 62)
	if err := dev.Put(ann.ID, ann.Save); err != nil {
		t.Fatal(err)
	}
	bea := apptest.ByLinkSession(t, 62)
	bea.ID, bea.Save.Created = ann.ID, ann.Save.Created
	apptest.PlayUntil(t, bea, 0, apptest.FirstLegal)
	before := dev.Text(ann.ID)
	kv.Full = true
	if _, err := TakeIn(dev, apptest.LinkTo(t, bea.Save, 0), 5000); err == nil {
		t.Fatal("a link was taken in although storage is full")
	}
	if dev.Text(ann.ID) != before {
		t.Fatal("a failed write changed the game")
	}
}

func TestTableHandsTheGameOn(t *testing.T) {
	ses := apptest.ByLinkSession(t, 63)
	apptest.PlayUntil(t, ses, 1, apptest.FirstLegal)
	tb := friendsGameTable(ses)
	tb.Settings = settings.Default()
	if tb.Viewer != 0 || tb.MyTurn() || tb.PassTo != -1 {
		t.Fatalf("Ann's table while Bea plays: viewer %d, myTurn %t, pass %d", tb.Viewer, tb.MyTurn(), tb.PassTo)
	}
	if p := tb.Prompt(""); p != "Bea's turn, on another device: send Bea the link." {
		t.Fatalf("prompt %q", p)
	}
	if got := friendsOf(tb).handOnSeats(); !slices.Equal(got, []int{1}) {
		t.Fatalf("links offered for %v, want Bea's", got)
	}
	friendsOf(tb).hand.arrival, friendsOf(tb).hand.arrived = arrivalNote(Received{Relation: save.Same}, 1, ses.Save.Seats), len(ses.Save.Log)
	html := apptest.MountHTML(t, table.PageOf(tb))
	for _, want := range []string{`class="handon"`, `class="handon-url"`, "QR code", "Links for the players", "Friend, by link"} {
		if !strings.Contains(html, want) {
			t.Errorf("the table lacks %q", want)
		}
	}
	if !regexp.MustCompile(`made for\s*<bdi>Bea</bdi>\s*; this device plays your seat\.`).MatchString(html) {
		t.Error("the note about the link that opened the table does not isolate the names")
	}
	if strings.Contains(html, ">Share link<") {
		t.Error("a game by links offers the plain share link, which would hand this device's seat on")
	}
	u, err := friendsOf(tb).linkFor(1)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(html, `value="`+u+`"`) {
		t.Error("the link shown is not Bea's link")
	}
	_, frag, _ := strings.Cut(u, "#")
	c, err := session.ParseShared(apptest.ToyGames(), frag)
	if err != nil || c.Save.Here() != 1 || !slices.Equal(c.Save.Log, ses.Save.Log) {
		t.Fatalf("Bea's link: %v, %+v", err, c.Save)
	}
	if again, _ := friendsOf(tb).linkFor(1); again != u {
		t.Error("the link is made again for the same position")
	}

	qr := friendsGameTable(ses)
	qr.Settings, friendsOf(qr).hand.qr = settings.Default(), 2
	html = apptest.MountHTML(t, table.PageOf(qr))
	if !strings.Contains(html, `class="qr-code"`) || !strings.Contains(html, "QR code of the link for Bea") {
		t.Error("the QR code is not shown")
	}

	// Ann's own turn: no link to send.
	apptest.PlayUntil(t, ses, 0, apptest.FirstLegal)
	tb.Arrive()
	if !tb.MyTurn() || friendsOf(tb).handOnSeats() != nil {
		t.Fatalf("Ann's turn: myTurn %t, links %v", tb.MyTurn(), friendsOf(tb).handOnSeats())
	}
	if friendsOf(tb).HandOn() != nil {
		t.Error("the note about the link that opened the table outlived the moves after it")
	}
	friendsOf(tb).hand.all = true
	if got := friendsOf(tb).handOnSeats(); !slices.Equal(got, []int{1}) {
		t.Fatalf("the menu's links: %v", got)
	}
	friendsOf(tb).hand.all = false
	// At the end, the final position for every friend.
	for !ses.State.Over() {
		if err := ses.Play(ses.State.Legal()[0], 3000); err != nil {
			t.Fatal(err)
		}
	}
	if got := friendsOf(tb).handOnSeats(); !slices.Equal(got, []int{1}) {
		t.Fatalf("the final links: %v", got)
	}
}

func TestArrivalNote(t *testing.T) {
	seats := apptest.ByLinkSeats()
	for _, tc := range []struct {
		got      Received
		linkSeat int
		want     string
	}{
		{Received{Relation: save.Ahead, moves: 3}, 0, "The link brought 3 new moves to this device's game."},
		{Received{Relation: save.Ahead, moves: 1}, 0, "The link brought 1 new move to this device's game."},
		{Received{Relation: save.Behind, moves: 2}, 0, "This link is older than the game on this device (2 moves behind), so nothing was changed."},
		{Received{Relation: save.Same}, 1, "This link holds the game as it already was on this device. The link was made for Bea; this device plays your seat."},
		{Received{Relation: save.Forked}, 0, ""},
		{Received{Relation: save.Same}, 9, "This link holds the game as it already was on this device."},
	} {
		if got := arrivalNote(tc.got, tc.linkSeat, seats); got != tc.want {
			t.Errorf("%+v for seat %d: %q, want %q", tc.got, tc.linkSeat, got, tc.want)
		}
	}
}

// TestArrivalIsTheGames: the table said "The link
// brought -5 new moves" for /play?id=…&link=ahead&moves=-5. What the
// table says of a link is what Home found taking it in, for that game at
// that length of log, once; never anything from the address.
func TestArrivalIsTheGames(t *testing.T) {
	ses := apptest.ByLinkSession(t, 66)
	apptest.PlayUntil(t, ses, 1, apptest.FirstLegal)
	n := len(ses.Save.Log)
	h := &Visit{}
	h.LeaveArrival(ses.ID, Received{Relation: save.Ahead, moves: 4, length: n}, 0, ses.Save.Seats)
	if _, ok := h.takeArrival("bbbbbbbbbbbb", n); ok {
		t.Fatal("another game took the note")
	}
	if _, ok := h.takeArrival(ses.ID, n+1); ok {
		t.Fatal("a longer log took the note")
	}
	h.LeaveArrival(ses.ID, Received{Relation: save.Ahead, moves: 4, length: n}, 0, ses.Save.Seats)
	a, ok := h.takeArrival(ses.ID, n)
	if !ok || a.note != "The link brought 4 new moves to this device's game." || a.from != n-4 {
		t.Fatalf("the note: %+v, %t", a, ok)
	}
	if _, ok := h.takeArrival(ses.ID, n); ok {
		t.Fatal("the note was said twice")
	}
	tb := friendsGameTable(ses)
	tb.Settings = settings.Default()
	friendsOf(tb).hand = handOn{}
	if html := apptest.VisibleText(apptest.MountHTML(t, table.PageOf(tb))); strings.Contains(html, "new moves") || strings.Contains(html, "-5") {
		t.Fatalf("the table says something of a link no one opened: %s", html)
	}
}

// TestComputerSeatsPlayTheSameMoveOnEveryDevice: in a game by links the
// computer is played by whichever device holds the game when its turn
// comes. Two devices, one holding the game as played and one as it came out
// of a link, with clocks that slice the thinking differently, choose the
// same move at every level.
func TestComputerSeatsPlayTheSameMoveOnEveryDevice(t *testing.T) {
	ses := apptest.ByLinkSession(t, 65)
	apptest.PlayUntil(t, ses, 2, apptest.FirstLegal)
	other := apptest.LinkTo(t, ses.Save, 1)
	if ses.State.ToMove() != 2 || other.State.ToMove() != 2 {
		t.Fatal("test setup: the computer is not to move")
	}
	decide := func(st engines.State, s *save.Save, tick time.Duration) engines.Action {
		t.Helper()
		work, err := computer.Think(s.Seats[2].Level, st, s.Seed, len(s.Log), time.Now)
		if err != nil {
			t.Fatal(err)
		}
		clock := &apptest.FakeClock{Tick: tick}
		for n := 0; ; n++ {
			a, done, err := computer.RunSlice(work, computer.SliceBudget, clock.Read)
			if err != nil || n > 100000 {
				t.Fatalf("no decision: %v", err)
			}
			if done {
				return a
			}
		}
	}
	for _, level := range computer.Levels() {
		ses.Save.Seats[2].Level, other.Save.Seats[2].Level = level, level
		here, there := decide(ses.State, ses.Save, time.Millisecond), decide(other.State, other.Save, 7*time.Millisecond)
		if here != there {
			t.Errorf("%s: %+v on one device, %+v on the other", level, here, there)
		}
	}
}

// TestTakeInRefusesMovesNotTheirs: links from Bea that
// also played Ann's turn, played only Ann's move, or played Ann's moves to
// the end were taken into Ann's copy. Each is now refused with a sentence
// naming the seat, the stored games unchanged byte for byte; so is a
// computer's move that its bot (Beginner or Greedy) would not make. Bea's
// own moves and the computer's, played by her device, are taken in.
func TestTakeInRefusesMovesNotTheirs(t *testing.T) {
	for _, level := range []string{"random", "greedy"} {
		t.Run(level, func(t *testing.T) {
			annDev := session.StoreFor(storagetest.New(), apptest.ToyGames())
			ann := apptest.ByLinkSession(t, 67)
			ann.Save.Seats[2].Level = level
			apptest.PlayUntil(t, ann, 1, apptest.FirstLegal)
			if err := annDev.Put(ann.ID, ann.Save); err != nil {
				t.Fatal(err)
			}
			bea := linkSession(t, apptest.LinkTo(t, ann.Save, 1))
			apptest.PlayUntil(t, bea, 2, apptest.LastLegal) // Bea's turn
			fair := clone(t, bea)
			apptest.PlayComputer(t, fair) // the computer's, on Bea's device

			alsoAnn := clone(t, fair)
			alsoAnn.Save.Seats = apptest.ByLinkSeats()
			alsoAnn.Save.Seats[2].Level = level
			apptest.PlayUntil(t, alsoAnn, 1, apptest.FirstLegal) // and Ann's turn
			toEnd := clone(t, alsoAnn)
			for !toEnd.State.Over() {
				if err := toEnd.Play(toEnd.State.Legal()[0], 2000); err != nil {
					t.Fatal(err)
				}
			}
			otherComputer := clone(t, bea)
			for otherComputer.State.ToMove() == 2 {
				b, err := bots.New(level, computer.Seed(otherComputer.Save.Seed, len(otherComputer.Save.Log)))
				if err != nil {
					t.Fatal(err)
				}
				a, err := b.Choose(otherComputer.State, 2)
				if err != nil {
					t.Fatal(err)
				}
				legal := otherComputer.State.Legal()
				if a == legal[0] {
					a = legal[len(legal)-1]
				} else {
					a = legal[0]
				}
				if err := otherComputer.Play(a, 2000); err != nil {
					t.Fatal(err)
				}
			}

			before := stored(annDev)
			for _, tc := range []struct {
				name string
				link session.Checked
				want string
			}{
				{"Bea's turn and Ann's", apptest.LinkTo(t, alsoAnn.Save, 0), "plays a move for Ann, but Ann's seat is played on this device"},
				{"to the end", apptest.LinkTo(t, toEnd.Save, 0), "for Ann"},
				{"the computer's move, not its bot's", apptest.LinkTo(t, otherComputer.Save, 0), "plays a move for Osric, a computer, that Osric would not make"},
			} {
				got, err := TakeIn(annDev, tc.link, 5000)
				if !errors.Is(err, save.ErrNotTheirs) || !strings.Contains(save.Message(err), tc.want) {
					t.Errorf("%s: %+v, %v; want a refusal saying %q", tc.name, got, err, tc.want)
				}
				if !maps.Equal(stored(annDev), before) {
					t.Fatalf("%s: the stored games changed", tc.name)
				}
			}

			got, err := TakeIn(annDev, apptest.LinkTo(t, fair.Save, 0), 6000)
			if err != nil || got.Relation != save.Ahead || got.moves != len(fair.Save.Log)-len(ann.Save.Log) {
				t.Fatalf("Bea's fair link: %+v, %v", got, err)
			}

			// Ann's device at her turn; a link that plays only her move.
			annNow, err := session.OpenStored(annDev, ann.ID)
			if err != nil {
				t.Fatal(err)
			}
			onlyAnn := clone(t, annNow)
			apptest.PlayUntil(t, onlyAnn, 1, apptest.LastLegal)
			before = stored(annDev)
			if _, err := TakeIn(annDev, apptest.LinkTo(t, onlyAnn.Save, 1), 7000); !errors.Is(err, save.ErrNotTheirs) {
				t.Errorf("only Ann's move, as Bea's link: %v", err)
			}
			if !maps.Equal(stored(annDev), before) {
				t.Fatal("only Ann's move: the stored games changed")
			}
		})
	}
}

// linkSession is the session a device opens from a link.
func linkSession(t *testing.T, c session.Checked) *session.Session {
	t.Helper()
	ses, err := session.Open(storage.NewID(), c.Save, board.Game{Engine: c.Game})
	if err != nil {
		t.Fatal(err)
	}
	return ses
}

// clone is a session of ses's game as it is now, to play on another way.
func clone(t *testing.T, ses *session.Session) *session.Session {
	t.Helper()
	b, err := save.Encode(ses.Save)
	if err != nil {
		t.Fatal(err)
	}
	s, err := save.Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	out, err := session.Open(ses.ID, s, ses.Table)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestRecentShowsEveryMoveALinkBrought: the status bar's "Since your
// move" marks the others' latest moves, at most maxRecent of them; after a
// link, it marks every move the link brought however many.
func TestRecentShowsEveryMoveALinkBrought(t *testing.T) {
	lines := []session.LogLine{{Seat: 0}}
	for range 3 * session.MaxRecent {
		lines = append(lines, session.LogLine{Seat: 1}, session.LogLine{Seat: 2})
	}
	n := len(lines)
	for _, tc := range []struct {
		viewer, since, want int
	}{
		{0, n, n - session.MaxRecent},
		{0, 1, 1},
		{0, n - 3, n - session.MaxRecent},
		{-1, n, n - 1},
		{-1, 5, 5},
	} {
		if got := session.RecentFrom(lines, tc.viewer, tc.since); got != tc.want {
			t.Errorf("viewer %d, link from %d: from %d, want %d", tc.viewer, tc.since, got, tc.want)
		}
	}
}

// TestALinkBringsAFriendsOwnName: a friend who joined under their own name
// is named so on the creator's device once a link from theirs arrives
// (ahead, or the same moves); this device's own seat keeps its name
// whatever a link calls it.
func TestALinkBringsAFriendsOwnName(t *testing.T) {
	annDev := session.StoreFor(storagetest.New(), apptest.ToyGames())
	ann := apptest.ByLinkSession(t, 69) // Ann here, Bea by link, Osric a computer
	apptest.PlayUntil(t, ann, 1, apptest.FirstLegal)
	if err := annDev.Put(ann.ID, ann.Save); err != nil {
		t.Fatal(err)
	}
	c := apptest.LinkTo(t, ann.Save, 1)
	seats := slices.Clone(c.Save.Seats)
	seats[0].Name, seats[1].Name = "Annie", "Beatrice" // Bea's device: her own name, and a stale one for Ann
	joined := *c.Save
	joined.Seats = seats
	bea, err := session.Open("bbbbbbbbbbbb", &joined, sessiontest.Table())
	if err != nil {
		t.Fatal(err)
	}
	names := func() []string {
		s, err := annDev.Load(ann.ID)
		if err != nil {
			t.Fatal(err)
		}
		return []string{s.Seats[0].Name, s.Seats[1].Name, s.Seats[2].Name}
	}
	if got, err := TakeIn(annDev, apptest.LinkTo(t, bea.Save, 0), 5000); err != nil || got.Relation != save.Same {
		t.Fatalf("the same moves: %+v, %v", got, err)
	}
	if got := names(); !slices.Equal(got, []string{"Ann", "Beatrice", "Osric"}) {
		t.Fatalf("after a link with the same moves, Ann's device names the seats %q", got)
	}
	apptest.PlayUntil(t, bea, 0, apptest.FirstLegal)
	seats = slices.Clone(bea.Save.Seats)
	seats[1].Name = "Bea R."
	bea.Rename(seats)
	if got, err := TakeIn(annDev, apptest.LinkTo(t, bea.Save, 0), 6000); err != nil || got.Relation != save.Ahead {
		t.Fatalf("a link ahead: %+v, %v", got, err)
	}
	if got := names(); !slices.Equal(got, []string{"Ann", "Bea R.", "Osric"}) {
		t.Fatalf("after a link ahead, Ann's device names the seats %q", got)
	}
}

// TestPlayAgainKeepsTheSeats: a new game with the same friends has the
// finished game's seats (names, colours, who plays them, the computers'
// levels) and variants, and is another game, dealt afresh, for every game.
func TestPlayAgainKeepsTheSeats(t *testing.T) {
	for _, g := range apptest.EveryGame() {
		info := g.Engine.Info()
		if info.MaxPlayers < 2 {
			continue
		}
		seats := []save.Seat{{Name: "Ann", Colour: 2, Kind: save.Human}, {Name: "Bea", Colour: 0, Kind: save.Friend}}
		old, err := session.Start(g, engines.Config{Players: 2, Seed: 5}, seats, 1000)
		if err != nil {
			t.Fatalf("%s: %v", info.ID, err)
		}
		again, err := gameAgain(g, old.Save, storagetest.New(), 6, 2000)
		if err != nil {
			t.Fatalf("%s: %v", info.ID, err)
		}
		s := again.Save
		if !reflect.DeepEqual(s.Seats, old.Save.Seats) || !slices.Equal(s.Variants, old.Save.Variants) || s.Game != old.Save.Game {
			t.Errorf("%s: again with %+v %v, want %+v %v", info.ID, s.Seats, s.Variants, old.Save.Seats, old.Save.Variants)
		}
		if s.Seed == old.Save.Seed || s.Created != 2000 || save.SameGame(s, old.Save) || again.ID == old.ID {
			t.Errorf("%s: the new game is the old one", info.ID)
		}
		if again.State.Over() || len(again.State.Legal()) == 0 {
			t.Errorf("%s: the new game cannot be played", info.ID)
		}
	}
}

// TestALessonIsNotPlayedByLinks: a lesson with a friend's seat is not
// opened from a link.
func TestALessonIsNotPlayedByLinks(t *testing.T) {
	lesson := apptest.ByLinkSession(t, 67).Save
	lesson.Lesson = "toygame"
	frag, err := save.Link(lesson.For(1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := session.ParseShared(apptest.ToyGames(), frag); !errors.Is(err, save.ErrBadSetup) ||
		save.Message(err) != "This game is a lesson, which is played on one device, not by links, so it was not opened." {
		t.Errorf("a lesson by links: %v", err)
	}
}

// friendsGameTable seats a table with play with friends at ses, as the
// table opens a game, in a visit of its own.
func friendsGameTable(ses *session.Session) *table.Table {
	friends := func(t *table.Table) table.Friends { return New(t, &Visit{}) }
	t := &table.Table{Screen: apptest.Screen(session.Games{ses.Table}), Viewer: -1, PassTo: -1, Parts: table.Parts{Friends: friends}}
	t.Attach(ses)
	t.Arrive()
	return t
}

// friendsOf is play with friends at the table tb, which has a game open.
func friendsOf(tb *table.Table) *friendsTable { return tb.Friends.(*friendsTable) }
