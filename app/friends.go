package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// friendsTable is the table as play with friends sees it: the table, and
// the state of its game's links (linkplay.go), its live play
// (livetable.go) and the question for the person's name (names.go). The
// table holds one as its Friends from when a game opens.
type friendsTable struct {
	*tablePage
	*house           // what Home left the table: a link's note, a live reply
	hand   handOn    // a game by links: the links for the friends
	naming naming    // the question for the person's name
	live   liveTable // a game by links played live
}

// newFriendsTable is play with friends at the table t, which has just
// opened its game, in the visit of house h.
func newFriendsTable(t *tablePage, h *house) *friendsTable {
	return &friendsTable{tablePage: t, house: h}
}

// Opened takes the person's name into a game by links (its links carry
// it), and the note Home left about the link it took in, and listens for
// live play.
func (t *friendsTable) Opened(ctx app.Context) {
	if t.ses.Save.ByLink() {
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
	if t.ses == nil || !t.ses.Save.ByLink() || t.hand.arrival == "" || t.hand.from >= t.hand.arrived || !t.myTurn() {
		return
	}
	t.cue.give(t.Settings, t.ses.Info.Name)
}
