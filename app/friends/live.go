package friends

import (
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/page"
	"tabula/app/session"
	"tabula/engines/save"
	"tabula/engines/signal"
)

// Live play: a game by links whose devices are also joined by
// WebRTC data channels, so that each move appears on the other tables at
// once. There is no server: the creator's table makes an invitation link
// for a friend's seat ("#live=…": the packed offer, engines/signal, and the
// game as a link for that seat); the friend's Home takes the game in as any
// link of a game by links and answers; the friend sends the short reply
// back ("#reply=…": the packed answer and the friend's seat), and the
// creator pastes it (or opens it, in its tab or a new one). With 3–4
// players the creator invites each friend in turn: its device holds one
// connection per friend (a star), and each friend's device one, to the
// creator's. The browser's side is web/live.js; each connection is known
// there by liveKey.
//
// Over each connection a device sends its log, as a link for the seat at
// the other end (save.Link of save.Save.For), whenever the part of it that
// can no longer be undone grows, and once when the channel opens. A message
// is taken in exactly like a link (liveMoves: save.ParseLink, save.Check,
// the replay, save.SameGame, save.Compare, save.CheckMoves), and its new
// moves are played on the table as a computer's are; as the log grew, the
// creator's device then sends it on to every other friend connected, so
// the star relays each move at once. Hidden information stays per seat:
// every message is the link for the seat that receives it. A message that
// cannot be taken in, a fork, or more than liveRate messages in a second
// close that connection with a sentence and change nothing. When a
// connection closes, the game goes on by links with that friend (the
// others stay live); a fresh invitation starts a new connection, and the
// logs meet at the longer (each side sends its own when the channel opens).

// Live fragments: the invitation and the reply.
const (
	LivePrefix  = "live="
	ReplyPrefix = "reply="
)

// liveRate is the most messages a second a peer may send: a move sends
// one, and no one plays twenty moves a second.
const liveRate = 20

// liveStates are the connection's states, as web/live.js reports them,
// plus "refused" (this table closed it).
const (
	liveNone       = "none"
	liveWaiting    = "waiting"
	liveConnecting = "connecting"
	liveOpen       = "open"
	liveFailed     = "failed"
	liveClosed     = "closed"
	liveRefused    = "refused"
)

// errLive is wrapped by the refusals of a live message.
var errLive = errors.New("live message refused")

// LiveInvite is an invitation's content besides the game: the creator's
// offer and seat.
type LiveInvite struct {
	offer signal.Description
	Code  string // the offer as the invitation packs it
	seat  int
	Here  int    // the seat the invitation's game is for (filled in by Home) ...
	Proof string // ... and the invitation's proof (inviteProof)
}

// inviteFragment is the fragment of an invitation: the packed offer, the
// seat of the device that made it, and the game's link for the friend.
func inviteFragment(code string, seat int, link string) string {
	return LivePrefix + code + "." + strconv.Itoa(seat) + "." + strings.TrimPrefix(link, save.LinkPrefix)
}

// ParseInvite reads an invitation's fragment into the offer and the
// game's link ("s=…"), checking the offer (signal.Parse) but not the game.
func ParseInvite(fragment string) (LiveInvite, string, error) {
	rest, ok := strings.CutPrefix(fragment, LivePrefix)
	parts := strings.SplitN(rest, ".", 3)
	if !ok || len(parts) != 3 {
		return LiveInvite{}, "", fmt.Errorf("%w: not an invitation", signal.ErrBad)
	}
	d, err := signal.Parse(parts[0])
	if err != nil {
		return LiveInvite{}, "", err
	}
	seat, err := strconv.Atoi(parts[1])
	if err != nil || d.Answer || seat < 0 || seat >= 8 {
		return LiveInvite{}, "", fmt.Errorf("%w: seat %q of an offer", signal.ErrBad, parts[1])
	}
	return LiveInvite{offer: d, Code: parts[0], seat: seat}, save.LinkPrefix + parts[2], nil
}

// InviteProblem says why an invitation whose game is s cannot be taken
// in, or "": the seat it says it comes from must be another person's, a
// friend's in s (never the seat s is for, nor a computer's).
func InviteProblem(inv LiveInvite, s *save.Save) string {
	switch {
	case inv.seat == s.Here():
		return "This live invitation says it comes from " + board.Possessive(s.Seats[inv.seat].Name) + " device, the seat it invites, so it was not taken in."
	case inv.seat >= len(s.Seats) || s.Seats[inv.seat].Kind != save.Friend:
		return "This live invitation says it comes from a seat no friend plays, so it was not taken in."
	}
	return ""
}

// liveKey is web/live.js's key of game id's connection to the device that
// plays seat.
func liveKey(id string, seat int) string { return id + "/" + strconv.Itoa(seat) }

// InviteProof is what the creator's device and the invited friend's alone
// know of one invitation: a hash of the game (s: its game, seed and
// creation time, the same in every copy), the invited seat and the
// invitation's packed offer. The reply names its invitation by replyTag of
// it, and a tab that takes a reply passed to it over the BroadcastChannel
// shows it to the tab that passed it, which checks it against the tag.
func InviteProof(s *save.Save, seat int, offer string) string {
	h := sha256.Sum256(fmt.Appendf(nil, "tabula live invitation\x00%s\x00%d\x00%d\x00%d\x00%s", s.Game, s.Seed, s.Created, seat, offer))
	return base64.RawURLEncoding.EncodeToString(h[:12])
}

// ReplyTag is the tag by which a reply names its invitation: a hash of the
// invitation's proof, which the tag does not give away.
func ReplyTag(proof string) string {
	h := sha256.Sum256([]byte("tabula live reply\x00" + proof))
	return base64.RawURLEncoding.EncodeToString(h[:8])
}

// replyTagLen is the length of a replyTag.
const replyTagLen = 11

// replyFragment is the fragment of a reply: the packed answer, the seat of
// the device that made it and the tag of the invitation it answers.
func replyFragment(code string, seat int, tag string) string {
	return ReplyPrefix + code + "." + strconv.Itoa(seat) + "." + tag
}

// ParseReply reads a reply: its link, its fragment or the code alone. seat
// is the seat of the device that made it, -1 when the text does not say
// (the code alone); tag names the invitation it answers (replyTag), ""
// for a reply made before replies named it (the answer and a seat only).
func ParseReply(text string) (d signal.Description, seat int, tag string, err error) {
	text = strings.TrimSpace(text)
	if i := strings.LastIndex(text, ReplyPrefix); i >= 0 {
		text = text[i+len(ReplyPrefix):]
	}
	seat = -1
	parts := strings.Split(text, ".")
	switch len(parts) {
	case 3:
		tag = parts[2]
		if len(tag) != replyTagLen || strings.Trim(tag, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") != "" {
			return signal.Description{}, -1, "", fmt.Errorf("%w: tag %q of a reply", signal.ErrBad, tag)
		}
		fallthrough
	case 2:
		n, err := strconv.Atoi(parts[1])
		if err != nil || n < 0 || n >= 8 {
			return signal.Description{}, -1, "", fmt.Errorf("%w: seat %q of a reply", signal.ErrBad, parts[1])
		}
		seat = n
	case 1:
	default:
		return signal.Description{}, -1, "", fmt.Errorf("%w: %d parts in a reply", signal.ErrBad, len(parts))
	}
	d, err = signal.Parse(parts[0])
	if err != nil {
		return signal.Description{}, -1, "", err
	}
	if !d.Answer {
		return signal.Description{}, -1, "", fmt.Errorf("%w: an offer, not a reply", signal.ErrBad)
	}
	return d, seat, tag, nil
}

// passedReply reads a reply passed over the BroadcastChannel by another
// tab of this browser (web/live.js), as a reply link is read: only a
// reply that names its invitation is taken, and what goes to the browser
// is the answer as engines/signal writes it again, never the text sent.
func passedReply(text string) (tag, sdp string, ok bool) {
	d, _, tag, err := ParseReply(text)
	if err != nil || tag == "" {
		return "", "", false
	}
	return tag, d.SDP(), true
}

// ListenForPassedReplies lets web/live.js read, with passedReply, the
// replies other tabs pass to this one (tabulaLive.read).
func ListenForPassedReplies() {
	if !app.IsClient || !LiveJS().Truthy() {
		return
	}
	LiveJS().Set("read", app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) < 1 || args[0].Type() != app.TypeString {
			return nil
		}
		tag, sdp, ok := passedReply(args[0].String())
		if !ok {
			return nil
		}
		return []any{tag, sdp}
	}))
}

// liveMoves checks a live message from the device of the player named
// from against local, this device's copy of the game, as a link is
// checked; it returns the message's game and how many moves it brings (0
// for a message the same as or behind local). only is the seat whose
// device sent it when that device plays only its own seat (a friend's
// connection to the creator's device): every person's move it brings must
// be that seat's (save.CheckMovesFrom); -1 for the creator's device, which
// relays the other friends' moves. A message is measured and decoded, and
// compared with local, before anything is replayed: one that repeats the
// log or is behind it costs a decoding, and only a log ahead of local's is
// replayed (its checked game then has no state: the table plays the new
// moves itself). Anything else is refused with an error wrapping errLive
// whose save.Message is the sentence to show, which says that from's
// device sent it.
func liveMoves(games session.Games, local *save.Save, text, from string, only int) (session.Checked, int, error) {
	from = board.Possessive(from) // "Bea's device sent …"
	g, ok := games.Lookup(local.Game)
	if !ok {
		return session.Checked{}, 0, liveRefusal(nil, "This game is not one this version of Tabula has.")
	}
	chars, bytes, err := save.LinkBound(local, g.Info().MaxDecisions)
	if err != nil {
		return session.Checked{}, 0, fmt.Errorf("measuring the game's link: %w", err)
	}
	if len(text) > chars {
		return session.Checked{}, 0, liveRefusal(nil, "%s device sent a message longer than any link of this game could be.", from)
	}
	s, err := save.ParseLinkWithin(text, bytes)
	if err != nil {
		return session.Checked{}, 0, liveRefusal(err, "%s device sent a message that is not a game Tabula can read.", from)
	}
	s, g, err = session.Prepare(games, s)
	if err != nil {
		return session.Checked{}, 0, liveRefusal(err, "%s device sent a game that does not pass the checks: %s", from, save.Message(err))
	}
	if !save.SameGame(local, s) {
		return session.Checked{}, 0, liveRefusal(nil, "%s device sent another game.", from)
	}
	c := session.Checked{Save: s, Game: g}
	switch r, _ := save.Compare(local, s); r {
	case save.Same, save.Behind:
		return c, 0, nil
	case save.Ahead:
	default:
		return session.Checked{}, 0, liveRefusal(nil, "%s device sent moves that differ from those already played here.", from)
	}
	if only >= 0 {
		err = save.CheckMovesFrom(local, s, g, computerMove, only)
	} else {
		err = save.CheckMoves(local, s, g, computerMove)
	}
	switch {
	case errors.Is(err, save.ErrNotTheirs):
		// CheckMoves speaks of a link: "This link plays a move for Ann, but
		// …, so the link was not taken in."
		what := strings.TrimSuffix(strings.TrimPrefix(save.Message(err), "This link plays "), ", so the link was not taken in.")
		if what == save.Message(err) {
			what = "a move its player may not make."
		} else {
			what += "."
		}
		return session.Checked{}, 0, liveRefusal(err, "%s device sent %s", from, what)
	case err != nil: // the log does not replay
		return session.Checked{}, 0, liveRefusal(err, "%s device sent a game that does not pass the checks: %s", from, save.Message(err))
	}
	return c, len(s.Log) - len(local.Log), nil
}

// liveRefusal is a refusal of a live message, caused by cause (or nil),
// that says the sentence format makes.
func liveRefusal(cause error, format string, args ...any) error {
	return fmt.Errorf("%w: %w", errLive, &save.Error{Kind: save.ErrBadLink, Message: fmt.Sprintf(format, args...), Cause: cause})
}

// LiveJS is web/live.js's object.
func LiveJS() app.Value { return app.Window().Get("tabulaLive") }

// LiveAvailable reports whether the browser can play live.
func LiveAvailable() bool {
	return app.IsClient && LiveJS().Truthy() && app.Window().Get("RTCPeerConnection").Truthy()
}

// pendingReply is the reply Home made for the table of the game it took an
// invitation into (its ID), to show there: its fragment ("reply=…");
// kept in memory only (Visit.reply).
type pendingReply struct{ id, code string }

// AnswerInvite makes the friend's answer to an invitation taken into game
// id, then calls then (Home opens the table, which shows the reply).
func (h *Visit) AnswerInvite(ctx app.Context, id string, inv LiveInvite, ice ICEPlan, then func(ctx app.Context, problem string)) {
	if !LiveAvailable() {
		then(ctx, "This browser cannot play live: the game goes on by links.")
		return
	}
	p := LiveJS().Call("answer", liveKey(id, inv.seat), ice.js(), inv.seat, inv.offer.SDP())
	page.AwaitPromise(ctx, p, func(ctx app.Context, v app.Value, ok bool) {
		if !ok {
			then(ctx, "The browser could not answer the invitation: the game goes on by links.")
			return
		}
		code, err := packSDP(v.String(), true)
		if err != nil {
			then(ctx, "The browser's answer could not be made short: the game goes on by links.")
			return
		}
		h.reply = pendingReply{id: id, code: replyFragment(code, inv.Here, ReplyTag(inv.Proof))}
		then(ctx, "")
	})
}

// packSDP packs a browser's description (engines/signal).
func packSDP(sdp string, answer bool) (string, error) {
	d, err := signal.FromSDP(sdp, answer)
	if err != nil {
		return "", fmt.Errorf("reading the browser's description: %w", err)
	}
	return signal.Pack(d)
}

// WaitingFor is the key of the invitation waiting in this tab that tag
// names, among awaiting's [key, tag] pairs (web/live.js).
func WaitingFor(awaiting app.Value, tag string) (string, bool) {
	for i := range awaiting.Length() {
		if pair := awaiting.Index(i); pair.Index(1).String() == tag {
			return pair.Index(0).String(), true
		}
	}
	return "", false
}
