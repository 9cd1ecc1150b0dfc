package save

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"tabula/engines"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/rng"
)

// device is one player's copy of a game by links, with its live state.
type device struct {
	save  *Save
	state engines.State
}

// byLinkGame starts a 3-player toy game by links on Ann's device: Ann
// plays here, Bea by link, Osric is a computer.
func byLinkGame(t *testing.T) device {
	t.Helper()
	seats := []Seat{
		{Name: "Ann", Colour: 0},
		{Name: "Bea", Colour: 1, Kind: Friend},
		{Name: "Osric", Colour: 2, Kind: Computer, Level: "random"},
	}
	s, st, err := Start(toygame.Game{}, engines.Config{Players: 3, Seed: 77}, seats, 1_000)
	if err != nil {
		t.Fatal(err)
	}
	return device{s, st}
}

// playOn plays n random legal actions (fewer when the game ends) on d,
// recording them, the choices drawn from seed.
func (d *device) playOn(t *testing.T, n int, seed uint64) {
	t.Helper()
	r := rng.New(seed)
	for range n {
		if d.state.Over() {
			break
		}
		legal := d.state.Legal()
		a := legal[r.Intn(len(legal))]
		if err := d.save.Record(d.state, a); err != nil {
			t.Fatal(err)
		}
		if err := d.state.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	d.save.Update(d.state, 5_000)
}

// send makes the link of d's game for seat and opens it as a device
// would: parsed, checked and replayed.
func (d *device) send(t *testing.T, seat int) device {
	t.Helper()
	frag, err := Link(d.save.For(seat))
	if err != nil {
		t.Fatal(err)
	}
	s, err := ParseLink(frag)
	if err != nil {
		t.Fatal(err)
	}
	info := toygame.Game{}.Info()
	if s, err = Check(s, info, testPlayable); err != nil {
		t.Fatal(err)
	}
	st, err := Replay(s, toygame.Game{})
	if err != nil {
		t.Fatal(err)
	}
	return device{s, st}
}

func TestForMakesTheLinkOfASeat(t *testing.T) {
	ann := byLinkGame(t)
	ann.playOn(t, 4, 1)
	ann.save.State = []byte{0x90} // the snapshot an older save may hold
	bea := ann.save.For(1)
	if bea.Here() != 1 || ann.save.Here() != 0 {
		t.Fatalf("Here: Bea's link %d, Ann's copy %d", bea.Here(), ann.save.Here())
	}
	want := []Kind{Friend, Human, Computer}
	for i, k := range want {
		if bea.Seats[i].Kind != k {
			t.Fatalf("seat %d of Bea's link is %d, want %d", i, bea.Seats[i].Kind, k)
		}
	}
	if bea.State != nil || ann.save.State == nil {
		t.Fatal("the link must leave out the snapshot, and the copy must keep its own")
	}
	if ann.save.Seats[1].Kind != Friend || ann.save.Seats[0].Kind != Human {
		t.Fatal("For changed the save it was given")
	}
	bea.Log[0] = 99
	if ann.save.Log[0] == 99 {
		t.Fatal("For's copy shares its log with the save")
	}
	if !SameGame(ann.save, bea) {
		t.Fatal("a seat's link is not the same game")
	}
	for _, seat := range []int{-1, 2, 3} {
		if ann.save.For(seat) != nil {
			t.Errorf("For(%d) made a link for no person's seat", seat)
		}
	}
	plain := checkable()
	if plain.ByLink() || plain.Here() != -1 || plain.For(0) != nil {
		t.Error("a game not played by links has links for seats")
	}
}

// TestLinksBetweenDevices plays a game between two devices passing links
// only, and checks each rule: a link that extends the device's log moves it
// on (Advance replays to the sender's position), an older link is behind
// and changes nothing, and a link whose log parts from the device's is a
// fork, which neither copy replaces.
func TestLinksBetweenDevices(t *testing.T) {
	ann := byLinkGame(t)
	ann.playOn(t, 5, 1)
	old := ann.send(t, 1) // Bea's first link

	// Bea's device never saw the game: the link is all it has.
	bea := ann.send(t, 1)
	if r, _ := Compare(bea.save, old.save); r != Same {
		t.Fatalf("the same link twice: %v", r)
	}
	bea.playOn(t, 7, 2)

	// Bea's link back extends Ann's copy: it moves Ann's game on.
	back := bea.send(t, 0)
	r, n := Compare(ann.save, back.save)
	if r != Ahead || n != len(ann.save.Log) {
		t.Fatalf("Bea's link to Ann: %v after %d actions, want ahead after %d", r, n, len(ann.save.Log))
	}
	moved := Advance(ann.save, back.save)
	if moved == nil || moved.Here() != 0 || len(moved.Log) != len(bea.save.Log) || moved.Created != ann.save.Created {
		t.Fatalf("Advance = %+v", moved)
	}
	st, err := Replay(moved, toygame.Game{})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(encodeState(t, st), encodeState(t, bea.state)) {
		t.Fatal("Ann's copy moved on to another position than Bea's")
	}
	before := clone(ann.save)
	ann = device{moved, st}

	// An older link is behind: nothing to do.
	if r, n := Compare(ann.save, old.save); r != Behind || n != len(old.save.Log) {
		t.Fatalf("the old link: %v after %d", r, n)
	}
	if Advance(ann.save, old.save) != nil || Advance(ann.save, ann.save) != nil {
		t.Fatal("Advance moved a copy to an older or the same log")
	}
	if Advance(before, ann.save) == nil {
		t.Fatal("Advance refused a newer log")
	}

	// Ann plays on; Bea, from her old copy, plays on too: a fork.
	annOld := clone(ann.save)
	ann.playOn(t, 6, 3)
	forkAt := len(annOld.Log)
	bea2 := device{clone(annOld), nil}
	if bea2.state, err = Replay(bea2.save, toygame.Game{}); err != nil {
		t.Fatal(err)
	}
	bea2.playOn(t, 6, 4)
	if bea2.save.Log[forkAt] == ann.save.Log[forkAt] {
		t.Fatal("test setup: both devices made the same choice after the split")
	}
	fork := bea2.send(t, 0)
	if r, n := Compare(ann.save, fork.save); r != Forked || n != forkAt {
		t.Fatalf("the forked link: %v after %d, want forked after %d", r, n, forkAt)
	}
	if Advance(ann.save, fork.save) != nil {
		t.Fatal("Advance took a forked log")
	}
}

func TestSameGame(t *testing.T) {
	ann := byLinkGame(t)
	ann.playOn(t, 3, 1)
	for name, change := range map[string]func(*Save){
		"another seed":       func(s *Save) { s.Seed++ },
		"started later":      func(s *Save) { s.Created++ },
		"another game":       func(s *Save) { s.Game = "walk" },
		"other rules":        func(s *Save) { s.RulesVersion++ },
		"a variant":          func(s *Save) { s.Variants = []string{"short"} },
		"another colour":     func(s *Save) { s.Seats[2].Colour = 4 },
		"another level":      func(s *Save) { s.Seats[2].Level = "hard" },
		"a computer instead": func(s *Save) { s.Seats[1] = Seat{Name: "Bea", Colour: 1, Kind: Computer, Level: "random"} },
		"not by links":       func(s *Save) { s.Seats[1].Kind = Human },
	} {
		other := clone(ann.save)
		change(other)
		if SameGame(ann.save, other) || SameGame(other, ann.save) {
			t.Errorf("%s: still the same game", name)
		}
		if r, _ := Compare(ann.save, other); r != Unrelated {
			t.Errorf("%s: Compare = %v", name, r)
		}
	}
	other := ann.save.For(1)
	other.Log, other.Updated, other.Progress, other.Finished = nil, 9_999, "", false
	other.Seats[0].Name, other.Seats[1].Name = "Anne", "Beatrix"
	if !SameGame(ann.save, other) {
		t.Error("the log, times, summary or names made another game")
	}
	if SameGame(nil, ann.save) || SameGame(ann.save, nil) {
		t.Error("nil is a game")
	}
}

func TestRenamed(t *testing.T) {
	ann := byLinkGame(t) // Ann here, Bea by link, Osric a computer
	ann.playOn(t, 4, 1)
	names := func(s *Save) []string {
		var out []string
		for _, seat := range s.Seats {
			out = append(out, seat.Name)
		}
		return out
	}
	tests := []struct {
		name    string
		link    func() *Save
		want    []string
		changed bool
	}{
		{"the friend's own name, in a link the same as the copy", func() *Save {
			l := ann.save.For(1)
			l.Seats[1].Name = "Beatrice"
			return l
		}, []string{"Ann", "Beatrice", "Osric"}, true},
		{"a link ahead names every seat but this device's", func() *Save {
			bea := ann.send(t, 1)
			bea.playOn(t, 3, 2)
			bea.save.Seats[0].Name, bea.save.Seats[1].Name, bea.save.Seats[2].Name = "You", "Bea R.", "Osric the Bold"
			return bea.save.For(0)
		}, []string{"Ann", "Bea R.", "Osric the Bold"}, true},
		{"the same names", func() *Save { return ann.save.For(1) }, []string{"Ann", "Bea", "Osric"}, false},
		{"a name another seat has", func() *Save {
			l := ann.save.For(1)
			l.Seats[1].Name = "ann"
			return l
		}, []string{"Ann", "Bea", "Osric"}, false},
		{"two seats swap names", func() *Save {
			l := ann.save.For(1)
			l.Seats[1].Name, l.Seats[2].Name = "Osric", "Bea"
			return l
		}, []string{"Ann", "Bea", "Osric"}, false},
		{"a name with control characters is cleaned", func() *Save {
			l := ann.save.For(1)
			l.Seats[1].Name = "Be\u202ea"
			return l
		}, []string{"Ann", "Bea", "Osric"}, false},
		{"an older link", func() *Save {
			l := ann.save.For(1)
			l.Log = l.Log[:2]
			l.Seats[1].Name = "Friend 2"
			return l
		}, []string{"Ann", "Bea", "Osric"}, false},
		{"a forked link", func() *Save {
			l := ann.save.For(1)
			l.Log[3] ^= 1
			l.Seats[1].Name = "Beatrice"
			return l
		}, []string{"Ann", "Bea", "Osric"}, false},
		{"another game", func() *Save {
			l := ann.save.For(1)
			l.Seed++
			l.Seats[1].Name = "Beatrice"
			return l
		}, []string{"Ann", "Bea", "Osric"}, false},
	}
	for _, tc := range tests {
		before := clone(ann.save)
		got, changed := Renamed(ann.save, tc.link())
		if changed != tc.changed || !reflect.DeepEqual(names(got), tc.want) {
			t.Errorf("%s: %v (changed %v), want %v (changed %v)", tc.name, names(got), changed, tc.want, tc.changed)
		}
		if !reflect.DeepEqual(ann.save, before) {
			t.Errorf("%s: Renamed changed the copy it was given", tc.name)
		}
		if changed && (got.Here() != 0 || !SameGame(got, ann.save) || !reflect.DeepEqual(got.Log, ann.save.Log)) {
			t.Errorf("%s: the renamed copy is another game", tc.name)
		}
	}
}

func TestPlace(t *testing.T) {
	ann := byLinkGame(t)
	ann.playOn(t, 4, 1)
	short := clone(ann.save)
	ann.playOn(t, 4, 2)
	long := clone(ann.save)
	forked := clone(short)
	forked.Log = append(forked.Log[:len(forked.Log)-1], forked.Log[len(forked.Log)-1]+1)
	stranger := byLinkGame(t).save
	stranger.Seed++

	tests := []struct {
		name   string
		copies []*Save
		link   *Save
		i      int
		r      Relation
		common int
	}{
		{"none", nil, long, -1, Unrelated, 0},
		{"a stranger only", []*Save{stranger}, long, -1, Unrelated, 0},
		{"the same first", []*Save{short, stranger, long}, long, 2, Same, len(long.Log)},
		{"ahead of the longest", []*Save{short, forked, stranger}, long, 0, Ahead, len(short.Log)},
		{"behind", []*Save{long, forked}, short, 0, Behind, len(short.Log)},
		{"a fork, sharing most", []*Save{forked, stranger}, long, 0, Forked, len(short.Log) - 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			i, r, n := Place(tc.copies, tc.link)
			if i != tc.i || r != tc.r || n != tc.common {
				t.Fatalf("Place = %d, %v, %d; want %d, %v, %d", i, r, n, tc.i, tc.r, tc.common)
			}
		})
	}
}

func TestCheckGamesByLink(t *testing.T) {
	info := toygame.Game{}.Info()
	s := checkable()
	s.Seats[1].Kind = Friend
	if _, err := Check(s, info, testPlayable); err != nil {
		t.Fatalf("a game by links with one seat here: %v", err)
	}
	for name, kinds := range map[string][2]Kind{"no seat here": {Friend, Friend}, "two seats here": {Human, Human}} {
		s := checkable()
		s.Seats[0].Kind, s.Seats[1].Kind = kinds[0], kinds[1]
		s.Seats[2] = Seat{Name: "Cy", Colour: 2, Kind: Friend}
		_, err := Check(s, info, testPlayable)
		if !errors.Is(err, ErrBadSetup) {
			t.Errorf("%s: Check = %v, want ErrBadSetup", name, err)
		}
	}
	s = checkable()
	s.Seats[1].Kind, s.Seats[1].Level = Friend, "hard"
	if _, err := Encode(s); !errors.Is(err, ErrBadSave) {
		t.Errorf("a friend's seat with a bot level encoded: %v", err)
	}
	s.Seats[1].Kind, s.Seats[1].Level = 3, ""
	if _, err := Encode(s); !errors.Is(err, ErrBadSave) {
		t.Errorf("seat kind 3 encoded: %v", err)
	}
}

func TestRelationString(t *testing.T) {
	for r, want := range map[Relation]string{Unrelated: "unrelated", Same: "same", Ahead: "ahead", Behind: "behind", Forked: "forked"} {
		if r.String() != want {
			t.Errorf("%d.String() = %q", r, r.String())
		}
	}
}

// playTurn plays the turn of the seat to move in d, each decision chosen
// by choose among the legal actions, until another seat is to move or the
// game is over.
func (d *device) playTurn(t *testing.T, choose func([]engines.Action) engines.Action) {
	t.Helper()
	seat := d.state.ToMove()
	for !d.state.Over() && d.state.ToMove() == seat {
		a := choose(d.state.Legal())
		if err := d.save.Record(d.state, a); err != nil {
			t.Fatal(err)
		}
		if err := d.state.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	d.save.Update(d.state, 6_000)
}

// fork is a device's copy of the game in d as it is now, to play on
// another way.
func (d *device) fork(t *testing.T) device {
	t.Helper()
	s := clone(d.save)
	st, err := Replay(s, toygame.Game{})
	if err != nil {
		t.Fatal(err)
	}
	return device{s, st}
}

func first(legal []engines.Action) engines.Action { return legal[0] }
func last(legal []engines.Action) engines.Action  { return legal[len(legal)-1] }

// TestCheckMoves: a link from Bea that also played Ann's
// turn, one that played only Ann's move and one that played all of Ann's
// moves to the end were all taken into Ann's copy. A link may bring only
// the decisions of seats not played on the device: its friends' and the
// computers', and a computer's move must be the one it makes where that
// can be worked out again.
func TestCheckMoves(t *testing.T) {
	g := toygame.Game{}
	// Osric, a computer at "random", always plays the first legal action
	// here; a level whose choice cannot be worked out again is any other.
	computer := func(level string, st engines.State, seed uint64, move int) (engines.Action, bool, error) {
		if seed != 77 {
			return engines.Action{}, false, errors.New("not the game's seed")
		}
		return st.Legal()[0], level == "random", nil
	}
	ann := byLinkGame(t)
	ann.playTurn(t, first) // Ann's turn; Bea is to move
	atBea := ann.fork(t)

	bea := ann.send(t, 1)
	bea.playTurn(t, last)  // Bea's turn
	bea.playTurn(t, first) // Osric's, as the computer plays it
	fair := bea.send(t, 0)

	alsoAnn := bea.fork(t)
	alsoAnn.playTurn(t, first) // and Ann's turn as well

	annNext := device{Advance(ann.save, fair.save), fair.state}
	onlyAnn := annNext.fork(t)
	onlyAnn.playTurn(t, last) // only Ann's move, sent as Bea's link
	toEnd := bea.fork(t)
	for !toEnd.state.Over() {
		toEnd.playTurn(t, first)
	}

	otherOsric := ann.send(t, 1)
	otherOsric.playTurn(t, last)
	otherOsric.playTurn(t, last) // Osric's turn, not as the computer plays it

	// Bea plays her turn another way from the first link, on another
	// device: a fork that brings only her moves, and one that brings Ann's.
	beaAgain := atBea.fork(t)
	beaAgain.playTurn(t, first)
	forkedAnn := atBea.fork(t)
	forkedAnn.playTurn(t, first)
	forkedAnn.playTurn(t, first)
	forkedAnn.playTurn(t, last)

	tests := []struct {
		name     string
		local    *Save
		link     device
		computer ComputerMove
		refused  string // a substring of the sentence, "" when taken in
	}{
		{"Bea's and the computer's moves", ann.save, fair, computer, ""},
		{"and Ann's turn", ann.save, alsoAnn.send(t, 0), computer, "plays a move for Ann, but Ann's seat is played on this device"},
		{"only Ann's move, as Bea's link", annNext.save, onlyAnn.send(t, 1), computer, "for Ann"},
		{"to the end", ann.save, toEnd.send(t, 0), computer, "for Ann"},
		{"a computer's move it would not make", ann.save, otherOsric.send(t, 0), computer, "plays a move for Osric, a computer, that Osric would not make"},
		{"a computer's move, unchecked", ann.save, otherOsric.send(t, 0), nil, ""},
		{"a computer's move at a level not worked out again", ann.save, otherOsric.send(t, 0),
			func(string, engines.State, uint64, int) (engines.Action, bool, error) {
				return engines.Action{}, false, nil
			}, ""},
		{"a fork of Bea's moves", annNext.save, beaAgain.send(t, 0), computer, ""},
		{"a fork with Ann's moves", annNext.save, forkedAnn.send(t, 0), computer, "for Ann"},
		{"the same", ann.save, ann.send(t, 1), computer, ""},
		{"behind", annNext.save, ann.send(t, 1), computer, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before := clone(tc.local)
			err := CheckMoves(tc.local, tc.link.save, g, tc.computer)
			if tc.refused == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if !errors.Is(err, ErrNotTheirs) || !strings.Contains(Message(err), tc.refused) {
				t.Fatalf("CheckMoves = %v, want ErrNotTheirs saying %q", err, tc.refused)
			}
			if !reflect.DeepEqual(tc.local, before) {
				t.Fatal("CheckMoves changed the device's copy")
			}
		})
	}
	failing := func(string, engines.State, uint64, int) (engines.Action, bool, error) {
		return engines.Action{}, false, errors.New("no bot")
	}
	if err := CheckMoves(ann.save, fair.save, g, failing); err == nil || errors.Is(err, ErrNotTheirs) {
		t.Errorf("a computer that cannot be asked: %v", err)
	}
}

// TestCheckMovesFrom: in a live game of four (Ann, who
// made it, Bea and Cyd connected to her device, Osric a computer), Bea's
// connection sent Ann the link with Cyd's turn played, and Ann's device
// took it in and relayed it. A link that comes straight from a friend's
// device brings only that friend's moves and the computers' that follow.
func TestCheckMovesFrom(t *testing.T) {
	g := toygame.Game{}
	computer := func(level string, st engines.State, seed uint64, move int) (engines.Action, bool, error) {
		return st.Legal()[0], true, nil
	}
	seats := []Seat{
		{Name: "Ann", Colour: 0},
		{Name: "Bea", Colour: 1, Kind: Friend},
		{Name: "Osric", Colour: 2, Kind: Computer, Level: "random"},
		{Name: "Cyd", Colour: 3, Kind: Friend},
	}
	s, st, err := Start(g, engines.Config{Players: 4, Seed: 78}, seats, 1_000)
	if err != nil {
		t.Fatal(err)
	}
	ann := device{s, st}
	ann.playTurn(t, first) // Ann's turn: Bea's
	bea := ann.send(t, 1)
	bea.playTurn(t, last)  // Bea's turn
	bea.playTurn(t, first) // Osric's, as the computer plays it: Cyd's turn
	beaTurn := bea.fork(t)
	bea.playTurn(t, last) // and Cyd's turn, on Bea's device
	const (
		beas, cyds = 1, 3
	)
	tests := []struct {
		name    string
		link    device
		from    int
		refused string // a substring of the sentence, "" when taken in
	}{
		{"Bea's turn and the computer's, from Bea", beaTurn, beas, ""},
		{"Bea's turn, from Cyd", beaTurn, cyds, "plays a move for Bea, which only Bea's device may send"},
		{"Cyd's turn as well, from Bea", bea, beas, "plays a move for Cyd, which only Cyd's device may send"},
		{"the same, from Cyd", ann, cyds, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before := clone(ann.save)
			err := CheckMovesFrom(ann.save, tc.link.send(t, 0).save, g, computer, tc.from)
			if tc.refused == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if !errors.Is(err, ErrNotTheirs) || !strings.Contains(Message(err), tc.refused) {
				t.Fatalf("CheckMovesFrom = %v, want ErrNotTheirs saying %q", err, tc.refused)
			}
			if !reflect.DeepEqual(ann.save, before) {
				t.Fatal("CheckMovesFrom changed the device's copy")
			}
		})
	}
	for _, from := range []int{-1, 0, 2, 4} {
		if err := CheckMovesFrom(ann.save, beaTurn.send(t, 0).save, g, computer, from); err == nil || errors.Is(err, ErrNotTheirs) {
			t.Errorf("a link from seat %d: %v", from, err)
		}
	}
	// Without a sender, Cyd's move is a friend's, as a relayed one is.
	if err := CheckMoves(ann.save, bea.send(t, 0).save, g, computer); err != nil {
		t.Errorf("Cyd's move relayed: %v", err)
	}
}
