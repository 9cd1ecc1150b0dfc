// Package searchjob is the protocol between the page and its search
// workers: the page sends each worker a Request, the position
// and what to search it with; the worker runs its part of a root-parallel
// search (bots.StartWorker) and answers with a Reply holding its root
// statistics; the page merges the replies (Choose) and plays the choice.
//
// Messages are JSON text, so that they cross postMessage as plain strings
// and the JavaScript between the two wasm programs never needs to read
// them. The position travels as its engine's MarshalMsg, which Decode
// restores exactly (the conformance suite checks the round trip), so a
// worker searches the page's very state, generator included. Everything
// that arrives is checked: a message that is not a valid request or reply
// is an error, never a panic.
//
// The package imports the engines and engines/bots only, never go-app: it
// is shared by the app and by cmd/searchworker, the worker's wasm.
package searchjob

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"sync"
	"time"

	"tabula/engines"
	"tabula/engines/bots"
)

// Version is the protocol's version, carried by every message. A worker
// refuses requests of another version, so a page and a worker from
// different builds never misread each other.
const Version = 2

// Limits on what a message may hold: far above anything real (a state is a
// few kilobytes, a root a few hundred actions), low enough that a hostile
// message costs little.
const (
	MaxMessage = 1 << 20 // bytes of JSON
	MaxWorkers = 64
	MaxActions = 1 << 14 // root actions in a reply
	MaxTimeCap = 10 * time.Minute
)

// ErrBadMessage is wrapped by every error about a message that is not a
// valid request or reply.
var ErrBadMessage = errors.New("searchjob: bad message")

// Request asks worker Worker of Workers to search a position.
type Request struct {
	V int `json:"v"`
	// ID is the page's number for the decision, echoed in the replies so
	// that an answer to an earlier decision is recognised.
	ID int `json:"id"`
	// Stop asks the worker to drop the search it is running (the page no
	// longer wants it); such a request carries nothing else and gets no
	// reply.
	Stop bool `json:"stop,omitempty"`
	// Game and Rules name the engine and the rules version the game is
	// played under (its save's RulesVersion), one the engine plays.
	Game  string `json:"game,omitempty"`
	Rules int    `json:"rules,omitempty"`
	// State is the position, as its MarshalMsg.
	State []byte `json:"state,omitempty"`
	// Seat is the seat to move, whose decision it is.
	Seat int `json:"seat"`
	// Bot is the bot deciding, a name bots.New accepts: a search level, or
	// a one-shot bot (random, greedy) that only worker 0 of 1 may run.
	Bot string `json:"bot,omitempty"`
	// Seed is the decision's seed (the bot's, before WorkerSeed); a string
	// in JSON, since JavaScript's numbers cannot hold every uint64.
	Seed uint64 `json:"seed,string"`
	// Worker is this worker's index k, Workers the number of workers of
	// the decision.
	Worker  int `json:"worker"`
	Workers int `json:"workers"`
	// TimeCapMs is the longest the worker may search, in milliseconds; 0
	// means no cap (the search stops at its budget).
	TimeCapMs int64 `json:"timeCapMs,omitempty"`
	// Played, when set, makes the request an analysis of the decision
	// rather than a search for a move: the worker judges the move played
	// there (bots.StartAnalysisWith with Bot's settings, seeded with Seed
	// itself whatever the worker's index) and answers with a Judged. The
	// review sends each worker a different decision, so Worker and Workers
	// only number the requests of one batch.
	Played *engines.Action `json:"played,omitempty"`
}

// TimeCap is the request's time cap as a duration.
func (r *Request) TimeCap() time.Duration { return time.Duration(r.TimeCapMs) * time.Millisecond }

// Reply is a worker's answer: its root statistics for a request, an error,
// or (with Ready) word that the worker has started and takes requests.
type Reply struct {
	V      int  `json:"v"`
	Ready  bool `json:"ready,omitempty"`
	ID     int  `json:"id"`
	Worker int  `json:"worker"`
	// Root is the worker's search's root (bots.Search.Root) when it
	// searched; Error says why it could not.
	Root  *bots.RootStats `json:"root,omitempty"`
	Error string          `json:"error,omitempty"`
	// Judged is the worker's judgement of the move played, for an analysis
	// (Request.Played).
	Judged *Judged `json:"judged,omitempty"`
	// Millis is how long the worker searched, for measurements.
	Millis int64 `json:"ms,omitempty"`
}

// Judged is an analysis's judgement as it crosses to the page: the move the
// search prefers, the seat's chance to win with it (Before) and with the
// move played (After), their noise, and the margins in points where the
// playouts reached the end, as in bots.Judgement. The verdict is the
// page's to draw (bots.Judgement.Costly).
type Judged struct {
	Best         engines.Action `json:"best"`
	Before       float64        `json:"before"`
	After        float64        `json:"after"`
	Noise        float64        `json:"noise"`
	Margins      bool           `json:"margins,omitempty"`
	MarginBefore float64        `json:"mbefore,omitempty"`
	MarginAfter  float64        `json:"mafter,omitempty"`
	MarginNoise  float64        `json:"mnoise,omitempty"`
}

// AnalysisRequest returns the request that asks a worker to analyse the
// decision of the seat to move in st, which played played: the search of
// bots.AnalysisLevel seeded with seed, uncapped, as request k of a batch of
// n (one decision per worker). id is the batch's number, info the engine's,
// rules the rules version the game is played under.
func AnalysisRequest(id int, info engines.Info, rules int, st engines.State, played engines.Action, seed uint64, k, n int) (Request, error) {
	seat := st.ToMove()
	if seat < 0 {
		return Request{}, fmt.Errorf("searchjob: the game is over: no decision to analyse")
	}
	if n < 1 || n > MaxWorkers || k < 0 || k >= n {
		return Request{}, fmt.Errorf("searchjob: request %d of %d", k, n)
	}
	state, err := st.MarshalMsg(nil)
	if err != nil {
		return Request{}, fmt.Errorf("searchjob: encoding the position: %w", err)
	}
	return Request{
		V: Version, ID: id, Game: info.ID, Rules: rules, State: state, Seat: seat,
		Bot: bots.AnalysisLevel, Seed: seed, Worker: k, Workers: n, Played: &played,
	}, nil
}

// Requests returns the requests of one decision for workers workers: the
// seat to move in st decides as bot (a bots.New name) with seed, each
// worker stopping after timeCap (0: at the budget). A one-shot bot needs
// no parallel search and gets a single request. id is the decision's
// number, info the engine's, rules the rules version the game is played
// under.
func Requests(id int, info engines.Info, rules int, st engines.State, bot string, seed uint64, workers int, timeCap time.Duration) ([]Request, error) {
	seat := st.ToMove()
	if seat < 0 {
		return nil, fmt.Errorf("searchjob: the game is over: no decision to make")
	}
	if workers < 1 || workers > MaxWorkers {
		return nil, fmt.Errorf("searchjob: %d workers (want 1 to %d)", workers, MaxWorkers)
	}
	if !slices.Contains(bots.Names(), bot) {
		return nil, fmt.Errorf("searchjob: unknown bot %q", bot)
	}
	if _, search := bots.LevelSettings(bot); !search {
		workers = 1
	}
	state, err := st.MarshalMsg(nil)
	if err != nil {
		return nil, fmt.Errorf("searchjob: encoding the position: %w", err)
	}
	out := make([]Request, workers)
	for k := range out {
		out[k] = Request{
			V: Version, ID: id, Game: info.ID, Rules: rules, State: state, Seat: seat,
			Bot: bot, Seed: seed, Worker: k, Workers: workers, TimeCapMs: timeCap.Milliseconds(),
		}
	}
	return out, nil
}

// decodeStrict decodes one JSON value of at most MaxMessage bytes into v,
// refusing unknown fields and anything after the value.
func decodeStrict(b []byte, v any) error {
	if len(b) > MaxMessage {
		return fmt.Errorf("%w: %d bytes (at most %d)", ErrBadMessage, len(b), MaxMessage)
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return fmt.Errorf("%w: %w", ErrBadMessage, err)
	}
	if len(bytes.TrimSpace(b[d.InputOffset():])) != 0 {
		return fmt.Errorf("%w: data after the message", ErrBadMessage)
	}
	return nil
}

// bad is an ErrBadMessage with a reason.
func bad(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrBadMessage, fmt.Sprintf(format, args...))
}

// DecodeRequest reads a request and checks its fields (but not the
// position: Start decodes that). On an error the returned request still
// holds the ID when it could be read, for the reply.
func DecodeRequest(b []byte) (Request, error) {
	var r Request
	if err := decodeStrict(b, &r); err != nil {
		return r, err
	}
	switch {
	case r.V != Version:
		return r, bad("protocol version %d (this worker speaks %d)", r.V, Version)
	case r.Stop:
		return r, nil
	case r.Game == "" || len(r.State) == 0:
		return r, bad("no game or no position")
	case r.Seat < 0:
		return r, bad("seat %d", r.Seat)
	case !slices.Contains(bots.Names(), r.Bot):
		return r, bad("unknown bot %q", r.Bot)
	case r.Workers < 1 || r.Workers > MaxWorkers || r.Worker < 0 || r.Worker >= r.Workers:
		return r, bad("worker %d of %d", r.Worker, r.Workers)
	case r.TimeCapMs < 0 || r.TimeCap() > MaxTimeCap:
		return r, bad("time cap %d ms", r.TimeCapMs)
	}
	_, search := bots.LevelSettings(r.Bot)
	if !search && r.Played != nil {
		return r, bad("the one-shot bot %q cannot analyse", r.Bot)
	}
	if !search && r.Workers != 1 {
		return r, bad("the one-shot bot %q runs in one worker, not %d", r.Bot, r.Workers)
	}
	return r, nil
}

// Start begins the search the request asks for: the game looked up with
// lookup (catalog.Lookup), the position decoded and checked (the rules
// version, the seat to move), and worker Worker's search of the level
// (bots.StartWorker), the one-shot bot's decision (bots.Start), or the
// analysis of the move played (bots.StartAnalysisWith).
func Start(r Request, lookup func(id string) (engines.Game, bool)) (*bots.Search, error) {
	g, ok := lookup(r.Game)
	if !ok {
		return nil, bad("no game %q", r.Game)
	}
	if info := g.Info(); !info.Plays(r.Rules) {
		return nil, bad("%s rules version %d (this worker plays %d to %d)", r.Game, r.Rules, info.OldestRules(), info.RulesVersion)
	}
	st, err := g.Decode(r.State)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadMessage, err)
	}
	if tm := st.ToMove(); tm != r.Seat {
		return nil, bad("seat %d is not to move (seat %d is)", r.Seat, tm)
	}
	if set, search := bots.LevelSettings(r.Bot); search {
		if r.Played != nil {
			sr, err := bots.StartAnalysisWith(set, st, *r.Played, r.Seed)
			if err != nil {
				return nil, fmt.Errorf("%w: %w", ErrBadMessage, err)
			}
			return sr, nil
		}
		return bots.StartWorker(set, r.Seed, r.Worker, st, r.Seat)
	}
	b, err := bots.New(r.Bot, r.Seed)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadMessage, err)
	}
	return bots.Start(b, st, r.Seat)
}

// Slice is how long Run searches between two calls of its between function.
const Slice = 50 * time.Millisecond

// Run works out the reply to r: it starts the search (Start) and runs it
// in slices of Slice until it is done or has searched for r's time cap as
// read by now, calling between after every slice that leaves it
// unfinished; when between returns false, Run drops the search and
// reports false. A request it cannot search is answered with an error.
func Run(r Request, lookup func(id string) (engines.Game, bool), now func() time.Time, between func() bool) (Reply, bool) {
	reply := Reply{V: Version, ID: r.ID, Worker: r.Worker}
	sr, err := Start(r, lookup)
	if err != nil {
		reply.Error = err.Error()
		return reply, true
	}
	start, limit := now(), r.TimeCap()
	for {
		slice := Slice
		if limit > 0 {
			left := limit - now().Sub(start)
			if left <= 0 {
				sr.Stop()
				break
			}
			slice = min(slice, left)
		}
		if sr.RunFor(slice, now) {
			break
		}
		if between != nil && !between() {
			return Reply{}, false
		}
	}
	reply.Millis = now().Sub(start).Milliseconds()
	if _, err := sr.Result(); err != nil {
		reply.Error = fmt.Sprintf("worker %d: %v", r.Worker, err)
		return reply, true
	}
	if r.Played != nil {
		j, err := sr.Judge()
		if err != nil {
			reply.Error = fmt.Sprintf("worker %d: %v", r.Worker, err)
			return reply, true
		}
		reply.Judged = &Judged{
			Best: j.Best, Before: j.Before, After: j.After, Noise: j.Noise,
			Margins: j.Margins, MarginBefore: j.MarginBefore, MarginAfter: j.MarginAfter, MarginNoise: j.MarginNoise,
		}
		return reply, true
	}
	root := sr.Root()
	reply.Root = &root
	return reply, true
}

// Encode is the message of a request or reply: its JSON.
func Encode(v any) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("searchjob: encoding: %w", err)
	}
	return b, nil
}

// DecodeReply reads a worker's reply and checks that its root, if any, is
// plausible: a seat, counts that are not negative, finite means in range.
func DecodeReply(b []byte) (Reply, error) {
	var r Reply
	if err := decodeStrict(b, &r); err != nil {
		return Reply{}, err
	}
	if r.V != Version {
		return Reply{}, bad("protocol version %d (the page speaks %d)", r.V, Version)
	}
	if j := r.Judged; j != nil && !(chance(j.Before) && chance(j.After) && finite(j.Noise) && j.Noise >= 0 &&
		finite(j.MarginBefore) && finite(j.MarginAfter) && finite(j.MarginNoise) && j.MarginNoise >= 0) {
		return Reply{}, bad("judgement %+v", *j)
	}
	if r.Root == nil {
		return r, nil
	}
	root := r.Root
	if root.Seat < 0 || root.Iterations < 0 || len(root.Actions) == 0 || len(root.Actions) > MaxActions {
		return Reply{}, bad("root of seat %d, %d iterations, %d actions", root.Seat, root.Iterations, len(root.Actions))
	}
	for i, a := range root.Actions {
		if a.Visits < 0 || !finite(a.Value) || !finite(a.Win) || a.Win < 0 || a.Win > 1 {
			return Reply{}, bad("root action %d: %+v", i, a)
		}
	}
	return r, nil
}

// chance reports whether x is a chance to win: a number in [0, 1].
func chance(x float64) bool { return x >= 0 && x <= 1 }

// finite reports whether x is a number other than an infinity.
func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

// Choose merges the replies to a decision's requests, given in worker
// order (a missing one, of a worker that did not answer in time, is
// skipped), with bots.MergeRoots, and returns the merged choice. It must
// be legal in st, the position the requests were made from. Any error of
// a worker, a reply to another decision, or roots that do not agree is an
// error: the caller then decides by other means.
func Choose(reqs []Request, replies []*Reply, st engines.State) (engines.Action, error) {
	if len(reqs) == 0 || len(replies) != len(reqs) {
		return engines.Action{}, fmt.Errorf("searchjob: %d replies to %d requests", len(replies), len(reqs))
	}
	var roots []bots.RootStats
	for k, rep := range replies {
		switch {
		case rep == nil:
			continue
		case rep.Error != "":
			return engines.Action{}, fmt.Errorf("searchjob: worker %d: %s", k, rep.Error)
		case rep.ID != reqs[k].ID || rep.Worker != k || rep.Root == nil:
			return engines.Action{}, fmt.Errorf("searchjob: worker %d answered decision %d as worker %d, not decision %d", k, rep.ID, rep.Worker, reqs[k].ID)
		case rep.Root.Seat != reqs[k].Seat:
			return engines.Action{}, fmt.Errorf("searchjob: worker %d searched for seat %d, not %d", k, rep.Root.Seat, reqs[k].Seat)
		}
		roots = append(roots, *rep.Root)
	}
	if len(roots) == 0 {
		return engines.Action{}, errors.New("searchjob: no worker answered")
	}
	m, err := bots.MergeRoots(roots...)
	if err != nil {
		return engines.Action{}, fmt.Errorf("searchjob: %w", err)
	}
	i := m.Choice()
	if i < 0 {
		return engines.Action{}, errors.New("searchjob: the merged root has no action")
	}
	a := m.Actions[i].Action
	if !slices.Contains(st.Legal(), a) {
		return engines.Action{}, fmt.Errorf("searchjob: the workers chose %+v, which is not legal here", a)
	}
	return a, nil
}

// Inbox is a worker's queue of messages from the page. Put never blocks,
// as a JavaScript event handler must not; Serve takes them in order.
type Inbox struct {
	mu     sync.Mutex
	msgs   [][]byte
	closed bool
	signal chan struct{} // holds a token while msgs is not empty or the inbox is closed
}

// NewInbox returns an empty inbox.
func NewInbox() *Inbox { return &Inbox{signal: make(chan struct{}, 1)} }

// Put queues a message.
func (q *Inbox) Put(b []byte) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.msgs = append(q.msgs, b)
	q.wake()
}

// Close ends Serve once the messages queued are handled.
func (q *Inbox) Close() {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.closed = true
	q.wake()
}

// wake makes sure a token waits in signal; q.mu is held.
func (q *Inbox) wake() {
	select {
	case q.signal <- struct{}{}:
	default:
	}
}

// take returns the next message, waiting for one when wait is set; ok is
// false when there is none (without wait) or the inbox is closed and empty.
func (q *Inbox) take(wait bool) (msg []byte, ok bool) {
	for {
		q.mu.Lock()
		if len(q.msgs) > 0 {
			msg, q.msgs = q.msgs[0], q.msgs[1:]
			if len(q.msgs) > 0 {
				q.wake()
			}
			q.mu.Unlock()
			return msg, true
		}
		closed := q.closed
		q.mu.Unlock()
		if !wait || closed {
			return nil, false
		}
		<-q.signal
	}
}

// Serve is a worker's life: it answers the requests arriving in inbox one
// at a time, posting each reply's message with post, until the inbox is
// closed. A message that is not a valid request is answered with an error
// (with the request's ID when it could be read). Between slices of a
// search it calls yield, which must let the worker take in messages (a
// turn of its event loop), and then looks at the inbox: a stop request
// drops the search, and a new request replaces it, as the page only ever
// waits for its latest decision.
func Serve(inbox *Inbox, post func([]byte), yield func(), lookup func(id string) (engines.Game, bool), now func() time.Time) {
	msg, ok := inbox.take(true)
	for ok {
		var next []byte
		between := func() bool {
			yield()
			next, ok = inbox.take(false)
			return !ok
		}
		req, err := DecodeRequest(msg)
		var reply Reply
		answered := true
		switch {
		case err != nil:
			reply = Reply{V: Version, ID: req.ID, Worker: max(0, req.Worker), Error: err.Error()}
		case req.Stop:
			answered = false
		default:
			reply, answered = Run(req, lookup, now, between)
		}
		if answered {
			b, err := Encode(reply)
			if err != nil {
				b, _ = Encode(Reply{V: Version, ID: reply.ID, Worker: reply.Worker, Error: err.Error()})
			}
			post(b)
		}
		if next != nil {
			msg, ok = next, true
			continue
		}
		msg, ok = inbox.take(true)
	}
}
