package friends

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"tabula/app/apptest"
	"tabula/app/computer"
	"tabula/app/page"
	"tabula/app/session"
	"tabula/app/storage/storagetest"
	"tabula/app/table"

	"tabula/engines"
	"tabula/engines/save"
)

// TestEveryGameToItsEndBetweenTwoDevices plays every game (the shipped ones
// and the toys) to its end between two devices, each with its own storage,
// as the browser tests once did game by game: Ann creates the game with Bea
// by link (and a computer in any further seat the game needs), and the
// turn passes between the devices by link and by live message in turn.
// At every hand-over the device that receives it joins the game (the first
// link) or takes it in, and then holds the sender's game move for move and
// position for position, as one stored game; its table is drawn for its
// own seat, Bea's as a friend's by link and with the turn hers. At the end
// the last moves reach the other device and both agree on the result.
// The browser plays to the end only the games that show something of
// their own there (e2e/linkplay.test.mjs, e2e/live.test.mjs): what is the
// same for every game is shown there once.
func TestEveryGameToItsEndBetweenTwoDevices(t *testing.T) {
	games := apptest.EveryGame()
	for _, g := range games {
		t.Run(g.ID(), func(t *testing.T) {
			info := g.Engine.Info()
			players := max(2, info.MinPlayers)
			if players > info.MaxPlayers {
				t.Skipf("a game of %d–%d players has no seat for a friend", info.MinPlayers, info.MaxPlayers)
			}
			seats := []save.Seat{{Name: "Ann", Colour: 0, Kind: save.Human}, {Name: "Bea", Colour: 1, Kind: save.Friend}}
			for i := 2; i < players; i++ {
				seats = append(seats, save.Seat{Name: computer.Name(i), Colour: i, Kind: save.Computer, Level: "random"})
			}
			ses, err := session.Start(g, engines.Config{Players: players, Seed: 59}, seats, 1000)
			if err != nil {
				t.Fatal(err)
			}
			devs := []session.Store{session.StoreFor(storagetest.New(), games), session.StoreFor(storagetest.New(), games)}
			ids := []string{ses.ID, ""} // each device's stored copy
			r := rand.New(rand.NewPCG(59, uint64(players)))
			at, handovers := 0, 0
			for now := int64(2000); ; now += 1000 {
				// The device at plays its seat's moves, and a computer's
				// that come before the other's turn, until the other seat
				// is to move or the game ends.
				for !ses.State.Over() && ses.State.ToMove() != 1-at {
					if ses.SeatKind(ses.State.ToMove()) == save.Computer {
						apptest.PlayComputer(t, ses)
						continue
					}
					legal := ses.State.Legal()
					if err := ses.Play(legal[r.IntN(len(legal))], now); err != nil {
						t.Fatal(err)
					}
				}
				if err := ses.Persist(devs[at]); err != nil {
					t.Fatal(err)
				}
				to := 1 - at
				got := receiveGame(t, devs[to], &ids[to], ses, to, handovers%2 == 1, now)
				if !slices.Equal(got.Save.Log, ses.Save.Log) || string(apptest.Encoded(t, got.State)) != string(apptest.Encoded(t, ses.State)) {
					t.Fatalf("hand-over %d: the other device's copy is not the sender's game (%d moves against %d)", handovers, len(got.Save.Log), len(ses.Save.Log))
				}
				if n := len(devs[to].IDs()); n != 1 {
					t.Fatalf("hand-over %d: the other device keeps %d games", handovers, n)
				}
				if handovers%25 == 0 || ses.State.Over() {
					checkDeviceTable(t, got, to, fmt.Sprintf("hand-over %d", handovers))
				}
				handovers++
				if ses.State.Over() {
					if !reflect.DeepEqual(got.State.Result(), ses.State.Result()) {
						t.Fatalf("the devices disagree on the result: %+v and %+v", got.State.Result(), ses.State.Result())
					}
					t.Logf("%d moves, %d hand-overs", len(ses.Save.Log), handovers)
					return
				}
				if handovers > 5000 {
					t.Fatalf("no end after %d hand-overs", handovers)
				}
				ses, at = got, to
			}
		})
	}
}

// receiveGame hands the sender's game to the device dev, playing seat, as
// a link (joined the first time: id is then set) or, with live, as a live
// message played on the device's open game, and returns the device's game
// as it opens it next.
func receiveGame(t *testing.T, dev session.Store, id *string, sender *session.Session, seat int, live bool, now int64) *session.Session {
	t.Helper()
	if live && *id != "" {
		local, err := session.OpenStored(dev, *id)
		if err != nil {
			t.Fatal(err)
		}
		text := liveText(t, sender.Save, seat)
		c, n, err := liveMoves(dev.Games, local.Save, text, sender.Save.Seats[1-seat].Name, 1-seat)
		if err != nil || n != len(sender.Save.Log)-len(local.Save.Log) {
			t.Fatalf("a live message of %d moves: %d taken in, %v", len(sender.Save.Log)-len(local.Save.Log), n, err)
		}
		for _, i := range c.Save.Log[len(local.Save.Log):] {
			if err := local.Play(local.State.Legal()[i], now); err != nil {
				t.Fatal(err)
			}
		}
		if err := local.Persist(dev); err != nil {
			t.Fatal(err)
		}
	} else {
		u, err := page.ShareURL("https://example.org", sender.Save.For(seat))
		if err != nil {
			t.Fatal(err)
		}
		_, frag, _ := strings.Cut(u, "#")
		c, err := session.ParseShared(dev.Games, frag)
		if err != nil {
			t.Fatal(err)
		}
		r, err := TakeIn(dev, c, now)
		switch {
		case err != nil:
			t.Fatal(err)
		case *id == "" && r.Relation == save.Unrelated:
			if *id, err = session.Adopt(dev, c, now); err != nil {
				t.Fatal(err)
			}
		case r.Relation != save.Ahead || r.Id != *id:
			t.Fatalf("a link with the other's moves is %v of game %q, not ahead of %q", r.Relation, r.Id, *id)
		}
	}
	got, err := session.OpenStored(dev, *id)
	if err != nil {
		t.Fatal(err)
	}
	if got.Save.Here() != seat {
		t.Fatalf("the device's copy is played at seat %d, not %d", got.Save.Here(), seat)
	}
	return got
}

// checkDeviceTable draws ses's table as the device playing seat shows it:
// for that seat, the other person a friend by link, the turn the seat's
// unless the game is over, with no pass-the-device screen.
func checkDeviceTable(t *testing.T, ses *session.Session, seat int, where string) {
	t.Helper()
	tb := friendsGameTable(ses)
	if tb.Viewer != seat || tb.MyTurn() == ses.State.Over() {
		t.Fatalf("%s: the table is drawn for seat %d (want %d), its turn %t", where, tb.Viewer, seat, tb.MyTurn())
	}
	htm := apptest.MountHTML(t, table.PageOf(tb))
	if strings.Contains(htm, `class="overlay pass`) {
		t.Errorf("%s: a pass-the-device screen at a device of its own", where)
	}
	if !strings.Contains(htm, "Friend, by link") {
		t.Errorf("%s: the other person is not shown as a friend by link", where)
	}
}
