package friends

import (
	"errors"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/apptest"
	"tabula/app/session"
	"tabula/app/session/sessiontest"
	"tabula/app/settings"
	"tabula/app/table"
	"tabula/engines"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/save"
	"tabula/engines/signal"
)

// liveText is the message a device sends live: its game as a link for seat.
func liveText(t *testing.T, s *save.Save, seat int) string {
	t.Helper()
	text, err := save.Link(s.For(seat))
	if err != nil {
		t.Fatal(err)
	}
	return text
}

func TestLiveMoves(t *testing.T) {
	ann := apptest.ByLinkSession(t, 67)
	apptest.PlayUntil(t, ann, 1, apptest.FirstLegal) // Ann's turn played: Bea's turn
	start := clone(t, ann)
	bea := linkSession(t, apptest.LinkTo(t, ann.Save, 1))
	apptest.PlayUntil(t, bea, 0, apptest.LastLegal) // Bea's turn and the computer's: Ann's turn
	forked := linkSession(t, apptest.LinkTo(t, ann.Save, 1))
	apptest.PlayUntil(t, forked, 0, apptest.FirstLegal)
	if r, _ := save.Compare(bea.Save, forked.Save); r != save.Forked {
		t.Fatalf("the fork is %v of Bea's game", r)
	}
	annMove := clone(t, start) // a message that plays Ann's seat
	annMove.Save.Seats = apptest.ByLinkSeats()
	apptest.PlayUntil(t, annMove, 1, apptest.FirstLegal)
	apptest.PlayUntil(t, annMove, 1, apptest.LastLegal)
	other := apptest.ByLinkSession(t, 68)

	for _, tc := range []struct {
		name  string
		text  string
		moves int    // the moves taken in
		want  string // the refusal's sentence, "" for none
	}{
		{"Bea's moves", liveText(t, bea.Save, 0), len(bea.Save.Log) - len(start.Save.Log), ""},
		{"the same game", liveText(t, start.Save, 0), 0, ""},
		{"an older game", liveText(t, linkSession(t, apptest.LinkTo(t, apptest.ByLinkSession(t, 67).Save, 1)).Save, 0), 0, ""},
		{"garbage", "s=AAAA", 0, "Bea's device sent a message that is not a game"},
		{"not a link", "hello", 0, "Bea's device sent a message that is not a game"},
		{"another game", liveText(t, other.Save, 0), 0, "Bea's device sent another game."},
	} {
		c, n, err := liveMoves(apptest.ToyGames(), start.Save, tc.text, "Bea", 1)
		if tc.want == "" {
			if err != nil || n != tc.moves || c.Save == nil {
				t.Errorf("%s: %d moves, %v; want %d", tc.name, n, err, tc.moves)
			}
			continue
		}
		if !errors.Is(err, errLive) || !strings.Contains(save.Message(err), tc.want) {
			t.Errorf("%s: %d moves, %v; want a refusal saying %q", tc.name, n, err, tc.want)
		}
	}

	// Ann's device has Bea's moves; a message rewrites them.
	moved := linkSession(t, apptest.LinkTo(t, bea.Save, 0))
	if _, _, err := liveMoves(apptest.ToyGames(), moved.Save, liveText(t, forked.Save, 0), "Bea", 1); !errors.Is(err, errLive) ||
		!strings.Contains(save.Message(err), "Bea's device sent moves that differ from those already played here.") {
		t.Errorf("a rewritten history: %v", err)
	}

	// A message that plays Ann's seat, to Ann's device at Bea's turn.
	_, _, err := liveMoves(apptest.ToyGames(), start.Save, liveText(t, annMove.Save, 0), "Bea", 1)
	if want := "Bea's device sent a move for Ann, but Ann's seat is played on this device."; !errors.Is(err, save.ErrNotTheirs) ||
		!errors.Is(err, errLive) || save.Message(err) != want {
		t.Errorf("a move for Ann's seat: %q (%v), want %q", save.Message(err), err, want)
	}
}

func TestInviteAndReply(t *testing.T) {
	sdp := func(name string) string {
		b, err := os.ReadFile("../../engines/signal/testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	offer, err := packSDP(sdp("chromium-offer.sdp"), false)
	if err != nil {
		t.Fatal(err)
	}
	answer, err := packSDP(sdp("chromium-answer.sdp"), true)
	if err != nil {
		t.Fatal(err)
	}
	ann := apptest.ByLinkSession(t, 67)
	link := liveText(t, ann.Save, 1)
	frag := inviteFragment(offer, 0, link)
	inv, got, err := ParseInvite(frag)
	if err != nil || inv.seat != 0 || got != link || inv.offer.Answer {
		t.Fatalf("parseInvite(%q) = %+v, %q, %v", frag, inv, got, err)
	}
	if _, err := session.ParseShared(apptest.ToyGames(), got); err != nil {
		t.Fatalf("the invitation's game: %v", err)
	}
	for _, bad := range []string{
		"live=", "live=" + offer, "live=" + offer + ".0", "live=" + offer + ".x." + link[2:], "live=" + offer + ".9." + link[2:],
		"live=" + answer + ".0." + link[2:], "live=AAAA.0." + link[2:], "s=" + link[2:],
	} {
		if _, _, err := ParseInvite(bad); !errors.Is(err, signal.ErrBad) {
			t.Errorf("parseInvite(%.40q…) = %v, want a refusal", bad, err)
		}
	}
	tag := ReplyTag(InviteProof(ann.Save, 1, offer))
	for _, tc := range []struct {
		text string
		seat int
		tag  string
	}{
		{answer, -1, ""}, {"reply=" + answer, -1, ""}, {"  " + answer + "\n", -1, ""}, {answer + ".3", 3, ""},
		{"https://example.org/#" + replyFragment(answer, 2, tag), 2, tag}, {replyFragment(answer, 0, tag), 0, tag},
		{answer + ".1." + tag, 1, tag},
	} {
		if d, seat, got, err := ParseReply(tc.text); err != nil || !d.Answer || seat != tc.seat || got != tc.tag {
			t.Errorf("parseReply(%.40q…) = seat %d, tag %q, %v; want seat %d, tag %q", tc.text, seat, got, err, tc.seat, tc.tag)
		}
	}
	for _, text := range []string{"", offer, "reply=" + offer, "reply=" + answer + "x", replyFragment(offer, 1, tag),
		"reply=" + answer + ".", "reply=" + answer + ".9", "reply=" + answer + ".-1", "reply=" + answer + ".1.2",
		"reply=" + answer + ".1." + tag + "A", "reply=" + answer + ".1." + tag[:10] + "!", "reply=" + answer + ".1." + tag + ".1"} {
		if _, _, _, err := ParseReply(text); err == nil {
			t.Errorf("parseReply(%q) took it", text)
		}
	}
	if k := liveKey("g1", 2); k != "g1/2" {
		t.Errorf("liveKey = %q", k)
	}
}

// starSeats are a 3-player game by links on Ann's device: Bea and Cyd are
// friends on devices of their own.
func starSeats() []save.Seat {
	return []save.Seat{
		{Name: "Ann", Colour: 0, Kind: save.Human},
		{Name: "Bea", Colour: 1, Kind: save.Friend},
		{Name: "Cyd", Colour: 2, Kind: save.Friend},
	}
}

// TestLiveStar: the creator's table is live with the friends it connects
// to and hands the game by links to the others; a friend's table, live
// with the creator's, takes the others' turns as live through it and
// accepts the moves of the other friends it relays, never its own seat's.
func TestLiveStar(t *testing.T) {
	ann, err := session.Start(sessiontest.Table(), engines.Config{Players: 3, Seed: 71}, starSeats(), 1000)
	if err != nil {
		t.Fatal(err)
	}
	apptest.PlayUntil(t, ann, 1, apptest.FirstLegal) // Bea's turn
	hub := friendsGameTable(ann)
	friendsOf(hub).live.links = []*liveLink{{seat: 1, key: liveKey(ann.ID, 1), state: liveOpen}, {seat: 2, key: liveKey(ann.ID, 2), state: liveFailed}}
	if via, ok := friendsOf(hub).liveReach(1); !ok || via != 1 {
		t.Errorf("Bea is reached through %d, %t", via, ok)
	}
	if _, ok := friendsOf(hub).liveReach(2); ok {
		t.Error("Cyd, whose connection failed, is reached live")
	}
	if p := hub.Prompt(""); p != "Bea's turn, live on Bea's device. Each move shows here once Bea can no longer take it back." {
		t.Errorf("the creator's prompt at Bea's turn: %q", p)
	}
	if got := friendsOf(hub).handOnSeats(); got != nil {
		t.Errorf("links offered for %v at a live friend's turn", got)
	}
	friendsOf(hub).live.links[1].state = liveOpen
	if got := friendsOf(hub).liveNames(); got != "Bea and Cyd" {
		t.Errorf("live with %q", got)
	}

	// Bea plays; Cyd, by links, plays; Ann's device has it all.
	bea := linkSession(t, apptest.LinkTo(t, ann.Save, 1))
	apptest.PlayUntil(t, bea, 2, apptest.LastLegal)
	cyd := linkSession(t, apptest.LinkTo(t, bea.Save, 2))
	apptest.PlayUntil(t, cyd, 0, apptest.LastLegal)
	annNow := linkSession(t, apptest.LinkTo(t, cyd.Save, 0))

	// Bea's connection sends Ann's device her turn with Cyd's
	// played as well: refused, naming Bea; Bea's turn alone is taken in.
	_, _, err = liveMoves(apptest.ToyGames(), ann.Save, liveText(t, cyd.Save, 0), "Bea", 1)
	if want := "Bea's device sent a move for Cyd, which only Cyd's device may send."; !errors.Is(err, save.ErrNotTheirs) ||
		!errors.Is(err, errLive) || save.Message(err) != want {
		t.Errorf("Cyd's move from Bea's device: %q (%v), want %q", save.Message(err), err, want)
	}
	if _, n, err := liveMoves(apptest.ToyGames(), ann.Save, liveText(t, bea.Save, 0), "Bea", 1); err != nil || n == 0 {
		t.Errorf("Bea's turn from Bea's device: %d moves, %v", n, err)
	}
	if _, _, err := liveMoves(apptest.ToyGames(), ann.Save, liveText(t, bea.Save, 0), "Cyd", 2); !errors.Is(err, save.ErrNotTheirs) {
		t.Errorf("Bea's turn from Cyd's device: %v", err)
	}

	// Bea's device, live with Ann's: Cyd's turn is live through Ann's.
	friend := friendsGameTable(bea)
	friendsOf(friend).live.links = []*liveLink{{seat: 0, key: liveKey(bea.ID, 0), state: liveOpen, answered: true}}
	if via, ok := friendsOf(friend).liveReach(2); !ok || via != 0 {
		t.Errorf("on Bea's device Cyd is reached through %d, %t", via, ok)
	}
	if p := friend.Prompt(""); p != "Cyd's turn, live through Ann's device." {
		t.Errorf("Bea's prompt at Cyd's turn: %q", p)
	}
	if got := friendsOf(friend).handOnSeats(); got != nil {
		t.Errorf("Bea's device offers links for %v while live with the creator's", got)
	}
	// The relayed message brings Cyd's moves: taken in.
	_, n, err := liveMoves(apptest.ToyGames(), bea.Save, liveText(t, annNow.Save, 1), "Ann", -1)
	if err != nil || n != len(annNow.Save.Log)-len(bea.Save.Log) || n == 0 {
		t.Errorf("Cyd's moves relayed by Ann: %d moves, %v", n, err)
	}
	// One that plays Bea's own seat is not: Ann's device cannot move for her.
	other := linkSession(t, apptest.LinkTo(t, ann.Save, 1))
	apptest.PlayUntil(t, other, 2, apptest.FirstLegal)
	atHerTurn := linkSession(t, apptest.LinkTo(t, ann.Save, 1)).Save
	_, _, err = liveMoves(apptest.ToyGames(), atHerTurn, liveText(t, other.Save, 1), "Ann", -1)
	if want := "Ann's device sent a move for Bea, but Bea's seat is played on this device."; !errors.Is(err, save.ErrNotTheirs) || save.Message(err) != want {
		t.Errorf("Bea's seat played by Ann's message: %q (%v)", save.Message(err), err)
	}
	// Dropped: the links come back on Bea's device.
	friendsOf(friend).live.links[0].state = liveClosed
	if _, ok := friendsOf(friend).liveReach(2); ok {
		t.Error("Cyd is reached live after the drop")
	}
}

// TestLiveMessageCost: every live message was replayed in
// full before it was found to repeat the log the device had (23 ms a
// message for a game of 4,015 moves). A message is now compared with the
// device's game first: only a log ahead of it is replayed; and one longer
// than any link of the game could be is refused unread.
func TestLiveMessageCost(t *testing.T) {
	ann := apptest.ByLinkSession(t, 67)
	apptest.PlayUntil(t, ann, 1, apptest.FirstLegal)
	start := clone(t, ann)
	bea := linkSession(t, apptest.LinkTo(t, ann.Save, 1))
	apptest.PlayUntil(t, bea, 0, apptest.LastLegal)
	older := linkSession(t, apptest.LinkTo(t, apptest.ByLinkSession(t, 67).Save, 1))
	set := 0 // the rules applied (countingGame)
	games := apptest.GamesOf(apptest.CountingGame{Game: toygame.Game{}, N: &set})
	for _, tc := range []struct {
		name    string
		text    string
		replays bool
	}{
		{"the same log", liveText(t, start.Save, 0), false},
		{"an older log", liveText(t, older.Save, 0), false},
		{"a log ahead", liveText(t, bea.Save, 0), true},
	} {
		set = 0
		if _, _, err := liveMoves(games, start.Save, tc.text, "Bea", 1); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if (set > 0) != tc.replays {
			t.Errorf("%s: replayed %d times", tc.name, set)
		}
	}
	chars, _, err := save.LinkBound(start.Save, toygame.Game{}.Info().MaxDecisions)
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"s=" + strings.Repeat("A", chars), strings.Repeat("x", save.MaxLinkChars)} {
		set = 0
		_, _, err := liveMoves(games, start.Save, text, "Bea", 1)
		if want := "Bea's device sent a message longer than any link of this game could be."; save.Message(err) != want || set > 0 {
			t.Errorf("a message of %d characters: %q, %d replays", len(text), save.Message(err), set)
		}
	}
}

// TestInviteFromOwnSeat: an invitation whose game is the
// link for Bea but which says it comes from Bea's own seat was taken in,
// with wrong names in the notes; one from a computer's seat is no better.
func TestInviteFromOwnSeat(t *testing.T) {
	forBea := apptest.LinkTo(t, apptest.ByLinkSession(t, 67).Save, 1).Save
	for _, tc := range []struct {
		seat int
		want string
	}{
		{0, ""},
		{1, "This live invitation says it comes from Bea's device, the seat it invites, so it was not taken in."},
		{2, "This live invitation says it comes from a seat no friend plays, so it was not taken in."},
		{7, "This live invitation says it comes from a seat no friend plays, so it was not taken in."},
	} {
		if got := InviteProblem(LiveInvite{seat: tc.seat}, forBea); got != tc.want {
			t.Errorf("an invitation from seat %d: %q, want %q", tc.seat, got, tc.want)
		}
	}
}

// TestLongInvitationQR: the invitation of a game of 4,015
// moves is longer than a QR code holds: its QR code said "Something went
// wrong with this saved game."; now it says why, and to send the link.
func TestLongInvitationQR(t *testing.T) {
	b, err := os.ReadFile("../../engines/signal/testdata/chromium-offer.sdp")
	if err != nil {
		t.Fatal(err)
	}
	offer, err := packSDP(string(b), false)
	if err != nil {
		t.Fatal(err)
	}
	link, err := save.Link(longByLinkGame(t).For(1))
	if err != nil {
		t.Fatal(err)
	}
	invite := "https://example.org/#" + inviteFragment(offer, 0, link)
	html := app.HTMLString(liveQR(invite, "QR code of the invitation for Bea", "This invitation"))
	want := fmt.Sprintf("This invitation is too long for a QR code (%d characters): send the link instead.", len(invite))
	if !strings.Contains(html, want) || strings.Contains(html, "Something went wrong") || strings.Contains(html, "<svg") {
		t.Errorf("the QR code of an invitation of %d characters: %s", len(invite), html)
	}
	if html := app.HTMLString(liveQR(invite[:2000], "QR code", "This invitation")); !strings.Contains(html, "<svg") {
		t.Errorf("a shorter text is not drawn: %.200s", html)
	}
}

// TestReplyNamesItsInvitation: two tabs each waited for a
// reply for seat 1, in two games; one reply, opened in a third tab, was
// taken by both, and a page of the same site could hand either tab a raw
// answer on the BroadcastChannel, or make the third tab say the reply had
// gone to its invitation. A reply names its invitation by a tag that only
// the two devices can make (a hash of the game, the seat and the offer);
// a tab takes over the channel only what reads as a reply link naming one
// of its invitations, and shows the proof behind the tag.
func TestReplyNamesItsInvitation(t *testing.T) {
	b, err := os.ReadFile("../../engines/signal/testdata/chromium-answer.sdp")
	if err != nil {
		t.Fatal(err)
	}
	answer, err := packSDP(string(b), true)
	if err != nil {
		t.Fatal(err)
	}
	b, err = os.ReadFile("../../engines/signal/testdata/chromium-offer.sdp")
	if err != nil {
		t.Fatal(err)
	}
	offer, err := packSDP(string(b), false)
	if err != nil {
		t.Fatal(err)
	}
	one, two := apptest.ByLinkSession(t, 67).Save, apptest.ByLinkSession(t, 68).Save
	// What each device works out: the creator from its game, the friend
	// from the invitation's game (the link for seat 1).
	forOne := apptest.LinkTo(t, one, 1).Save
	proofs := map[string]string{
		"one, creator": InviteProof(one, 1, offer), "one, friend": InviteProof(forOne, forOne.Here(), offer),
		"two, creator": InviteProof(two, 1, offer), "one, seat 2": InviteProof(one, 2, offer),
		"one, another offer": InviteProof(one, 1, offer[:len(offer)-2]+"AA"),
	}
	if proofs["one, creator"] != proofs["one, friend"] {
		t.Fatalf("the two devices' proofs differ: %q, %q", proofs["one, creator"], proofs["one, friend"])
	}
	delete(proofs, "one, friend")
	seen := map[string]string{}
	for what, p := range proofs {
		tag := ReplyTag(p)
		if len(tag) != replyTagLen || strings.Contains(p, tag) {
			t.Errorf("%s: tag %q of proof %q", what, tag, p)
		}
		if other, ok := seen[tag]; ok {
			t.Errorf("%s and %s have the same tag", what, other)
		}
		seen[tag] = what
	}

	// Passed over the channel: a reply link naming its invitation is read
	// into its tag and the answer as engines/signal writes it.
	tag := ReplyTag(proofs["one, creator"])
	d, _, _, err := ParseReply(answer)
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"https://example.org/#" + replyFragment(answer, 1, tag), replyFragment(answer, 1, tag), answer + ".1." + tag} {
		if got, sdp, ok := passedReply(text); !ok || got != tag || sdp != d.SDP() {
			t.Errorf("passedReply(%.40q…) = %q, %t", text, got, ok)
		}
	}
	// A raw answer, a reply naming no invitation, an offer, an SDP: refused.
	for _, text := range []string{d.SDP(), answer, answer + ".1", replyFragment(answer, 1, "")[:len(replyFragment(answer, 1, ""))-1],
		replyFragment(offer, 1, tag), "v=0\r\na=fingerprint:x ." + tag} {
		if _, _, ok := passedReply(text); ok {
			t.Errorf("passedReply(%.50q…) took it", text)
		}
	}
}

// TestLiveWords: what a table says of live play is what it does: a move
// goes to the other tables once its player can no longer take it back, so
// the note says so, and while the person holds such moves a line says the
// others do not see them yet; the note folds away at the next move.
func TestLiveWords(t *testing.T) {
	ann, err := session.Start(sessiontest.Table(), engines.Config{Players: 3, Seed: 72}, starSeats(), 1000)
	if err != nil {
		t.Fatal(err)
	}
	apptest.PlayUntil(t, ann, 0, apptest.FirstLegal) // Ann's turn again ...
	for ann.CanUndo() {
		if err := ann.TakeBack(2000); err != nil { // ... at its start
			t.Fatal(err)
		}
	}
	bea := linkSession(t, apptest.LinkTo(t, ann.Save, 1))
	const when = " as soon as its player can no longer take it back, at the latest when their turn ends"
	tests := []struct {
		name  string
		table *table.Table
		links []*liveLink
		says  string
	}{
		{"the creator, live with one friend", friendsGameTable(ann), []*liveLink{{seat: 1, state: liveOpen}, {seat: 2, state: liveFailed}},
			"Live with Bea. Each move shows on both tables" + when + "."},
		{"the creator, live with two", friendsGameTable(ann), []*liveLink{{seat: 1, state: liveOpen}, {seat: 2, state: liveOpen}},
			"Live with Bea and Cyd. Each move shows on every table" + when + "; this device passes each move on."},
		{"a friend, live with the creator", friendsGameTable(bea), []*liveLink{{seat: 0, state: liveOpen, answered: true}},
			"Live with Ann. Each move shows here" + when + "; Ann's device passes on the other players' moves."},
	}
	for _, tc := range tests {
		tb := tc.table
		tb.Settings = settings.Default()
		friendsOf(tb).live.links = tc.links
		friendsOf(tb).liveSay("")
		friendsOf(tb).live.liveNow = true
		if got := friendsOf(tb).liveNote(); got != tc.says {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.says)
		}
	}

	// Ann's table, live with Bea: a card played is held (Undo can take it
	// back), and the note says Bea does not see it yet; the note folds.
	tb := friendsGameTable(ann)
	tb.Settings = settings.Default()
	friendsOf(tb).live.links = []*liveLink{{seat: 1, state: liveOpen}}
	friendsOf(tb).liveSay("")
	friendsOf(tb).live.liveNow = true
	note := func() string { return app.HTMLString(friendsOf(tb).LiveNote()) }
	// go-app writes attributes in no fixed order: the note's open is read
	// from its own tag.
	openTag := regexp.MustCompile(`<details[^>]*\sopen[\s>]`)
	if html := note(); !openTag.MatchString(html) || strings.Contains(html, "sees your moves") {
		t.Errorf("before a move, the note: %s", html)
	}
	if err := ann.Play(sessiontest.FirstOf(t, ann.State, toygame.KindPlay), 3000); err != nil {
		t.Fatal(err)
	}
	if !ann.CanUndo() {
		t.Fatal("test setup: the card played cannot be taken back")
	}
	html := note()
	if !strings.Contains(apptest.VisibleText(html), "Live with Bea. Bea sees your moves of this turn when it ends: until then Undo can take them back.") {
		t.Errorf("a held move: %s", apptest.VisibleText(html))
	}
	if !strings.Contains(html, `open="false"`) {
		t.Errorf("the note stays open after a move: %s", html)
	}
	friendsOf(tb).live.links[0].state = liveClosed
	if got := friendsOf(tb).liveNote(); got != "" {
		t.Errorf("the note says live after the drop: %q", got)
	}
}

// TestLiveRenamed: a live message names the seats its device does not play:
// on the creator's device a friend's connection names only that friend,
// while the creator's connection, on a friend's, names every other seat.
func TestLiveRenamed(t *testing.T) {
	ann, err := session.Start(sessiontest.Table(), engines.Config{Players: 3, Seed: 73}, starSeats(), 1000)
	if err != nil {
		t.Fatal(err)
	}
	bea := linkSession(t, apptest.LinkTo(t, ann.Save, 1)).Save
	named := func(s *save.Save, names ...string) *save.Save {
		c := *s
		c.Seats = slices.Clone(s.Seats)
		for i, n := range names {
			c.Seats[i].Name = n
		}
		return &c
	}
	tests := []struct {
		name  string
		local *save.Save
		msg   *save.Save
		only  int
		want  []string
	}{
		{"Bea's connection, on Ann's device", ann.Save, named(ann.Save.For(0), "Annie", "Beatrice", "Friend 3"), 1, []string{"Ann", "Beatrice", "Cyd"}},
		{"Cyd's connection, on Ann's device", ann.Save, named(ann.Save.For(0), "Annie", "Friend 2", "Cydney"), 2, []string{"Ann", "Bea", "Cydney"}},
		{"Ann's connection, on Bea's device", bea, named(ann.Save.For(1), "Annie", "Beatrice", "Cydney"), -1, []string{"Annie", "Bea", "Cydney"}},
	}
	for _, tc := range tests {
		got, ok := liveRenamed(tc.local, tc.msg, tc.only)
		var names []string
		for _, s := range got.Seats {
			names = append(names, s.Name)
		}
		if !ok || !slices.Equal(names, tc.want) {
			t.Errorf("%s: %q (%t), want %q", tc.name, names, ok, tc.want)
		}
	}
}
