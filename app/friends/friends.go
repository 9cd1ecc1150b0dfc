// Package friends is play with friends on devices of their own: a game by
// links (each device keeps its copy and hands the game on by a link the
// friend opens, which Home takes in by the rules of engines/save), live
// play over WebRTC (an invitation in a link, a short reply back, the
// creator's device relaying), the question for the person's name, and the
// your-turn cue when a link brings the turn. It plugs into the table
// through table.Friends (New) and keeps what outlives a page in a Visit.
// It uses the table, the page's frame, the session, the computer's bots
// for checking a link's computer moves, settings, storage, the QR code and
// the engines.
package friends

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/table"
)

// friendsTable is the table as play with friends sees it: the table, and
// the state of its game's links (linkplay.go), its live play
// (livetable.go) and the question for the person's name (names.go). The
// table holds one as its Friends from when a game opens.
type friendsTable struct {
	*table.Table
	*Visit           // what Home left the table: a link's note, a live reply
	hand   handOn    // a game by links: the links for the friends
	naming naming    // the question for the person's name
	live   liveTable // a game by links played live
}

// New is play with friends at the table t, which has just opened its
// game, in the visit v.
func New(t *table.Table, v *Visit) table.Friends {
	return &friendsTable{Table: t, Visit: v}
}

// Visit is what play with friends keeps from page to page of a
// visit, in memory only: the note Home leaves the next table about a link
// it took in (LeaveArrival), and the reply Home made to a live invitation,
// for the table of its game to show.
type Visit struct {
	arrival arrival
	reply   pendingReply
}

// Opened takes the person's name into a game by links (its links carry
// it), and the note Home left about the link it took in, and listens for
// live play.
func (t *friendsTable) Opened(ctx app.Context) {
	if t.Ses.Save.ByLink() {
		t.TakeOwnName(ctx)
	}
	t.arriveByLink()
	t.liveListen()
}

// CanInviteLive reports whether some friend may be invited to play live.
func (t *friendsTable) CanInviteLive() bool { return len(t.liveSeats()) > 0 }

// CueTurn gives the your-turn cue when the table has just taken in a link
// that brought moves and the turn is now this device's.
func (t *friendsTable) CueTurn() {
	if t.Ses == nil || !t.Ses.Save.ByLink() || t.hand.arrival == "" || t.hand.from >= t.hand.arrived || !t.MyTurn() {
		return
	}
	t.Cue.Give(t.Settings, t.Ses.Info.Name)
}
