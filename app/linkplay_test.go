package app

import (
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/engines"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/save"
)

// byLinkSeats are Ann at this device, Bea by link and Osric, a computer.
func byLinkSeats() []save.Seat {
	return []save.Seat{
		{Name: "Ann", Colour: 0, Kind: save.Human},
		{Name: "Bea", Colour: 1, Kind: save.Friend},
		{Name: "Osric", Colour: 2, Kind: save.Computer, Level: "random"},
	}
}

// newByLinkSession starts a toy game by links on Ann's device.
func newByLinkSession(t *testing.T, seed uint64) *session {
	t.Helper()
	withGames(t, toygame.Game{})
	ses, err := startSession(toygame.Game{}, engines.Config{Players: 3, Seed: seed}, byLinkSeats(), 1000)
	if err != nil {
		t.Fatal(err)
	}
	return ses
}

// playUntil plays the first legal action (the computer's too) until seat
// is to move or the game is over; at least one action when skipOwn is set
// and seat is to move already.
func playUntil(t *testing.T, ses *session, seat int, choose func(legal []engines.Action) engines.Action) {
	t.Helper()
	first := true
	for !ses.state.Over() && (ses.state.ToMove() != seat || first && ses.state.ToMove() == seat) {
		first = false
		if err := ses.play(choose(ses.state.Legal()), 2000); err != nil {
			t.Fatal(err)
		}
	}
}

// firstLegal and lastLegal choose an action.
func firstLegal(legal []engines.Action) engines.Action { return legal[0] }
func lastLegal(legal []engines.Action) engines.Action  { return legal[len(legal)-1] }

// linkTo is the link of ses's game for seat, as a device receives it.
func linkTo(t *testing.T, s *save.Save, seat int) checked {
	t.Helper()
	u, err := shareURL("https://example.org", s.For(seat))
	if err != nil {
		t.Fatal(err)
	}
	_, frag, _ := strings.Cut(u, "#")
	c, err := parseShared(frag)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// stored is every saved game's stored text, by ID.
func stored(st store) map[string]string {
	out := map[string]string{}
	for _, id := range st.ids() {
		out[id] = st.text(id)
	}
	return out
}

func TestSetupForAGameByLinks(t *testing.T) {
	info := toygame.Game{}.Info()
	levels := computerLevels()
	s := newSetup(info, levels)
	s.Players = 3
	s.setRole(1, roleFriend)
	s.Seed = "not a number"
	if !s.byLink() || s.Seats[1].Name != "Friend 2" {
		t.Fatalf("byLink %t, name %q", s.byLink(), s.Seats[1].Name)
	}
	if p := s.problems(info, levels); len(p) != 0 {
		t.Fatalf("problems %v: a game by links ignores the seed field", p)
	}
	seats := s.seats()
	if seats[0].Kind != save.Human || seats[1].Kind != save.Friend || seats[2].Kind != save.Computer {
		t.Fatalf("seats %+v", seats)
	}
	s.Seed = "42"
	cfg, err := s.config(func() uint64 { return 7 })
	if err != nil || cfg.Seed != 7 {
		t.Fatalf("config %+v, %v: a game by links must draw its seed, never take one its creator knows", cfg, err)
	}
	s.setRole(2, rolePerson)
	if p := s.problems(info, levels); len(p) != 1 || !strings.Contains(p[0], "one person on this device") {
		t.Fatalf("two people here with a friend by link: problems %v", p)
	}
	s.setRole(0, roleFriend)
	s.setRole(2, roleFriend)
	if p := s.problems(info, levels); len(p) != 1 {
		t.Fatalf("nobody here: problems %v", p)
	}

	page := &setupPage{found: true, info: info, form: newSetup(info, levels)}
	if html := app.HTMLString(page); strings.Contains(html, "friends who trust") || !strings.Contains(html, `id="seed"`) {
		t.Error("a game without friends by link shows the note, or hides the seed")
	}
	page.form.setRole(1, roleFriend)
	html := app.HTMLString(page)
	if count(html, "friends who trust each other") != 1 || strings.Contains(html, `id="seed"`) {
		t.Error("a game by links must say once that it is for friends who trust each other, and never show the seed field")
	}
	if !strings.Contains(html, "A friend, by link") {
		t.Error("the seat roles do not offer a friend by link")
	}
}

// TestTakeInLinks plays a game between two devices, each with its own
// storage, that pass links only, and checks every rule of taking a link
// in: a new game waits to be joined, a link that extends the copy moves it
// on, an older one and the same one change nothing, a fork is kept beside
// the copy, and no stored game is ever lost or shortened.
func TestTakeInLinks(t *testing.T) {
	annDev, beaDev := store{newMemStorage()}, store{newMemStorage()}
	ann := newByLinkSession(t, 61)
	playUntil(t, ann, 1, firstLegal)
	if err := annDev.put(ann.id, ann.save); err != nil {
		t.Fatal(err)
	}
	first := linkTo(t, ann.save, 1)

	// Bea's device has never seen the game: the player is asked.
	got, err := takeIn(beaDev, first, 5000)
	if err != nil || got.relation != save.Unrelated || len(beaDev.ids()) != 0 {
		t.Fatalf("a new game: %+v, %v, %d stored", got, err, len(beaDev.ids()))
	}
	beaID, err := adopt(beaDev, first, 5000)
	if err != nil {
		t.Fatal(err)
	}
	bea, err := openStored(beaDev, beaID)
	if err != nil {
		t.Fatal(err)
	}
	if bea.save.Here() != 1 || bea.state.ToMove() != 1 {
		t.Fatalf("Bea's copy is for seat %d, %d to move", bea.save.Here(), bea.state.ToMove())
	}
	tb := newTable(bea)
	if tb.viewer != 1 || !tb.myTurn() {
		t.Fatalf("Bea's table: viewer %d, her turn %t", tb.viewer, tb.myTurn())
	}

	// Bea plays her turn and the computer's, and sends the game back.
	playUntil(t, bea, 0, firstLegal)
	if err := bea.persist(beaDev); err != nil {
		t.Fatal(err)
	}
	back := linkTo(t, bea.save, 0)
	got, err = takeIn(annDev, back, 6000)
	if err != nil || got.relation != save.Ahead || got.id != ann.id || got.moves != len(bea.save.Log)-len(ann.save.Log) {
		t.Fatalf("Bea's link to Ann: %+v, %v", got, err)
	}
	moved, err := openStored(annDev, ann.id)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(moved.save.Log, bea.save.Log) || moved.save.Here() != 0 || len(annDev.ids()) != 1 {
		t.Fatalf("Ann's copy after the link: log %v (want %v), seat %d, %d games", moved.save.Log, bea.save.Log, moved.save.Here(), len(annDev.ids()))
	}
	if string(encoded(t, moved.state)) != string(encoded(t, bea.state)) {
		t.Fatal("Ann's copy is not at Bea's position")
	}

	// The same link again, and the first, older link: nothing changes.
	before := stored(annDev)
	for _, tc := range []struct {
		link  checked
		r     save.Relation
		moves int
	}{{back, save.Same, 0}, {first, save.Behind, len(back.save.Log) - len(first.save.Log)}} {
		got, err := takeIn(annDev, tc.link, 7000)
		if err != nil || got.relation != tc.r || got.id != ann.id || got.moves != tc.moves {
			t.Fatalf("want %v by %d: %+v, %v", tc.r, tc.moves, got, err)
		}
		if after := stored(annDev); len(after) != len(before) || after[ann.id] != before[ann.id] {
			t.Fatalf("a %v link changed the stored games", tc.r)
		}
	}

	// Ann plays on; Bea, from her copy, plays differently on another
	// device of hers: the fork is kept beside Ann's game.
	playUntil(t, moved, 1, firstLegal)
	if err := moved.persist(annDev); err != nil {
		t.Fatal(err)
	}
	other, err := openStored(beaDev, beaID)
	if err != nil {
		t.Fatal(err)
	}
	other.save.Seats = byLinkSeats() // Bea's second device plays Ann's turn for the test: make it Ann's copy
	playUntil(t, other, 1, lastLegal)
	if slices.Equal(other.save.Log, moved.save.Log) {
		t.Fatal("test setup: the two copies did not part")
	}
	before = stored(annDev)
	got, err = takeIn(annDev, linkTo(t, other.save, 0), 8000)
	if err != nil || got.relation != save.Forked || got.id != ann.id || got.forkID == "" {
		t.Fatalf("a forked link: %+v, %v", got, err)
	}
	after := stored(annDev)
	if len(after) != 2 || after[ann.id] != before[ann.id] {
		t.Fatal("the fork replaced or lost Ann's game")
	}
	fork, err := openStored(annDev, got.forkID)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(fork.save.Log, other.save.Log) || fork.save.Here() != 0 {
		t.Fatalf("the fork's copy: log %v, seat %d", fork.save.Log, fork.save.Here())
	}
	if got.common >= len(moved.save.Log) || moved.save.Log[got.common] == other.save.Log[got.common] {
		t.Fatalf("the copies part after %d moves", got.common)
	}

	// A link of the fork moves the fork on, not Ann's first game.
	playUntil(t, other, 1, lastLegal)
	got, err = takeIn(annDev, linkTo(t, other.save, 0), 9000)
	if err != nil || got.relation != save.Ahead || got.id != fork.id {
		t.Fatalf("the fork's next link: %+v, %v", got, err)
	}
	if annDev.text(ann.id) != before[ann.id] {
		t.Fatal("the fork's link changed Ann's first game")
	}
}

func TestTakeInKeepsTheGameWhenStorageFails(t *testing.T) {
	kv := newMemStorage()
	dev := store{kv}
	ann := newByLinkSession(t, 62)
	if err := dev.put(ann.id, ann.save); err != nil {
		t.Fatal(err)
	}
	bea := newByLinkSession(t, 62)
	bea.id, bea.save.Created = ann.id, ann.save.Created
	playUntil(t, bea, 0, firstLegal)
	before := dev.text(ann.id)
	kv.full = true
	if _, err := takeIn(dev, linkTo(t, bea.save, 0), 5000); err == nil {
		t.Fatal("a link was taken in although storage is full")
	}
	if dev.text(ann.id) != before {
		t.Fatal("a failed write changed the game")
	}
}

func TestTableHandsTheGameOn(t *testing.T) {
	ses := newByLinkSession(t, 63)
	playUntil(t, ses, 1, firstLegal)
	tb := newTable(ses)
	tb.settings = defaultSettings()
	if tb.viewer != 0 || tb.myTurn() || tb.passTo != -1 {
		t.Fatalf("Ann's table while Bea plays: viewer %d, myTurn %t, pass %d", tb.viewer, tb.myTurn(), tb.passTo)
	}
	if p := tb.prompt(""); p != "Bea's turn, on another device: send Bea the link." {
		t.Fatalf("prompt %q", p)
	}
	if got := tb.handOnSeats(); !slices.Equal(got, []int{1}) {
		t.Fatalf("links offered for %v, want Bea's", got)
	}
	tb.hand.arrival, tb.hand.arrived = arrivalNote(url.Values{arrivalParam: {"same"}, forParam: {"1"}}, ses.save.Seats), len(ses.save.Log)
	html := mountHTML(t, tb)
	for _, want := range []string{`class="handon"`, `class="handon-url"`, "QR code", "Links for the players", "Friend, by link"} {
		if !strings.Contains(html, want) {
			t.Errorf("the table lacks %q", want)
		}
	}
	if !regexp.MustCompile(`made for\s*<bdi>Bea</bdi>\s*; this device plays\s*<bdi>Ann</bdi>`).MatchString(html) {
		t.Error("the note about the link that opened the table does not isolate the names")
	}
	if strings.Contains(html, ">Share link<") {
		t.Error("a game by links offers the plain share link, which would hand this device's seat on")
	}
	u, err := tb.linkFor(1)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(html, `value="`+u+`"`) {
		t.Error("the link shown is not Bea's link")
	}
	_, frag, _ := strings.Cut(u, "#")
	c, err := parseShared(frag)
	if err != nil || c.save.Here() != 1 || !slices.Equal(c.save.Log, ses.save.Log) {
		t.Fatalf("Bea's link: %v, %+v", err, c.save)
	}
	if again, _ := tb.linkFor(1); again != u {
		t.Error("the link is made again for the same position")
	}

	qr := newTable(ses)
	qr.settings, qr.hand.qr = defaultSettings(), 2
	html = mountHTML(t, qr)
	if !strings.Contains(html, `class="qr-code"`) || !strings.Contains(html, "QR code of the link for Bea") {
		t.Error("the QR code is not shown")
	}

	// Ann's own turn: no link to send.
	playUntil(t, ses, 0, firstLegal)
	tb.arrive()
	if !tb.myTurn() || tb.handOnSeats() != nil {
		t.Fatalf("Ann's turn: myTurn %t, links %v", tb.myTurn(), tb.handOnSeats())
	}
	if tb.renderHandOn() != nil {
		t.Error("the note about the link that opened the table outlived the moves after it")
	}
	tb.hand.all = true
	if got := tb.handOnSeats(); !slices.Equal(got, []int{1}) {
		t.Fatalf("the menu's links: %v", got)
	}
	tb.hand.all = false
	// At the end, the final position for every friend.
	for !ses.state.Over() {
		if err := ses.play(ses.state.Legal()[0], 3000); err != nil {
			t.Fatal(err)
		}
	}
	if got := tb.handOnSeats(); !slices.Equal(got, []int{1}) {
		t.Fatalf("the final links: %v", got)
	}
}

func TestArrivalNote(t *testing.T) {
	seats := byLinkSeats()
	note := func(u string) string {
		t.Helper()
		parsed, err := url.Parse(u)
		if err != nil {
			t.Fatal(err)
		}
		if parsed.Query().Get("id") != "abcdefghijkl" {
			t.Fatalf("%s lost the game's ID", u)
		}
		return arrivalNote(parsed.Query(), seats)
	}
	for _, tc := range []struct {
		url, want string
	}{
		{arrivalURL("abcdefghijkl", save.Ahead, 3, 0, 0), "The link brought 3 new moves to this device's game."},
		{arrivalURL("abcdefghijkl", save.Ahead, 1, 0, 0), "The link brought 1 new move to this device's game."},
		{arrivalURL("abcdefghijkl", save.Behind, 2, 0, 0), "This link is older than the game on this device (2 moves behind), so nothing was changed."},
		{arrivalURL("abcdefghijkl", save.Same, 0, 1, 0), "This link holds the game as it already was on this device. The link was made for Bea; this device plays Ann's seat."},
		{pathPlay + "?id=abcdefghijkl", ""},
		{pathPlay + "?id=abcdefghijkl&link=forked", ""},
		{pathPlay + "?id=abcdefghijkl&link=same&for=9", "This link holds the game as it already was on this device."},
	} {
		if got := note(tc.url); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.url, got, tc.want)
		}
	}
}

func TestHomeAsksToJoinAndExplainsAFork(t *testing.T) {
	ses := newByLinkSession(t, 64)
	playUntil(t, ses, 1, firstLegal)
	c := linkTo(t, ses.save, 1)
	html := visibleText(app.HTMLString(&homePage{shared: c}))
	for _, want := range []string{"Join this game of Toy Game as Bea?", "Ann (by link), Osric (computer, Beginner)", "friends who trust each other", "Join as Bea"} {
		if !strings.Contains(html, want) {
			t.Errorf("the join panel lacks %q: %s", want, html)
		}
	}
	html = visibleText(app.HTMLString(&homePage{fork: received{relation: save.Forked, id: "aaaaaaaaaaaa", forkID: "bbbbbbbbbbbb", common: 4}}))
	for _, want := range []string{"This link went another way", "first 4 moves", "Both games are kept", "Open the game from the link", "Open the game on this device"} {
		if !strings.Contains(html, want) {
			t.Errorf("the fork panel lacks %q", want)
		}
	}
}

// TestComputerSeatsPlayTheSameMoveOnEveryDevice: in a game by links the
// computer is played by whichever device holds the game when its turn
// comes. Two devices, one holding the game as played and one as it came out
// of a link, with clocks that slice the thinking differently, choose the
// same move at every level.
func TestComputerSeatsPlayTheSameMoveOnEveryDevice(t *testing.T) {
	ses := newByLinkSession(t, 65)
	playUntil(t, ses, 2, firstLegal)
	other := linkTo(t, ses.save, 1)
	if ses.state.ToMove() != 2 || other.state.ToMove() != 2 {
		t.Fatal("test setup: the computer is not to move")
	}
	decide := func(st engines.State, s *save.Save, tick time.Duration) engines.Action {
		t.Helper()
		work, err := think(s.Seats[2].Level, st, s.Seed, len(s.Log), time.Now)
		if err != nil {
			t.Fatal(err)
		}
		clock := &fakeClock{tick: tick}
		for n := 0; ; n++ {
			a, done, err := runSlice(work, sliceBudget, clock.read)
			if err != nil || n > 100000 {
				t.Fatalf("no decision: %v", err)
			}
			if done {
				return a
			}
		}
	}
	for _, level := range computerLevels() {
		ses.save.Seats[2].Level, other.save.Seats[2].Level = level, level
		here, there := decide(ses.state, ses.save, time.Millisecond), decide(other.state, other.save, 7*time.Millisecond)
		if here != there {
			t.Errorf("%s: %+v on one device, %+v on the other", level, here, there)
		}
	}
}
