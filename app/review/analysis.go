package review

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"slices"
	"sort"

	"tabula/app/computer"
	"tabula/app/storage"
	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/save"
	"tabula/engines/searchjob"
)

// The analysis of a finished game: for each decision of a chosen player
// that had more than one legal move, the Hard search judges the move played
// against the move it prefers (bots.StartAnalysis), as the player could
// see the game then. The review runs it in slices like a computer's move
// and keeps the results in local storage under their own key, next to the
// saved game, so that a game is never analysed twice; a stopped analysis
// goes on from where it stopped. Where the search workers run
// (app/searchpool), each of them judges a decision of its own, a batch of
// decisions at a time (batch, record): every decision's search is the
// same wherever it runs, so the workers judge exactly as the page would.

// analysisVersion names how the analyses kept were made; results made
// another way (another level or another way of judging) are made again.
const analysisVersion = "hard-2"

// judged is one analysed decision, as kept.
type judged struct {
	Step   int     `json:"k"` // the decision is the action at this index of the log
	Best   int     `json:"b"` // the move the search prefers, as its index in Legal() there
	Before float64 `json:"p"` // the chance to win with Best
	After  float64 `json:"a"` // the chance to win with the move played
	Noise  float64 `json:"n"` // the standard error of Before less After
	// Margins tells whether the analysis's playouts reached the end: then
	// MarginBefore and MarginAfter are the expected final margins in
	// points with Best and with the move played (bots.Judgement).
	Margins      bool    `json:"m,omitempty"`
	MarginBefore float64 `json:"mp,omitempty"`
	MarginAfter  float64 `json:"ma,omitempty"`
	MarginNoise  float64 `json:"mn,omitempty"`
	// Costly is the verdict (bots.Judgement.Costly): the move played gave
	// away more than the noise of the analysis, and enough to matter.
	Costly bool `json:"c,omitempty"`
}

// judgedOf keeps judgement j of the decision at step k of a game whose
// positions are states: its preferred move as an index of the legal
// moves there, and its verdict.
func judgedOf(states []engines.State, k int, j bots.Judgement) (judged, error) {
	best, err := save.IndexOf(states[k], j.Best)
	if err != nil {
		return judged{}, fmt.Errorf("analysing move %d: %w", k+1, err)
	}
	return judged{
		Step: k, Best: best, Before: j.Before, After: j.After, Noise: j.Noise,
		Margins: j.Margins, MarginBefore: j.MarginBefore, MarginAfter: j.MarginAfter, MarginNoise: j.MarginNoise,
		Costly: j.Costly(),
	}, nil
}

// cost is the chance to win the move played gave away.
func (j judged) cost() float64 { return max(0, j.Before-j.After) }

// seatAnalysis is the analysis of one player's decisions: those judged so
// far, in the order of the game, and whether all have been.
type seatAnalysis struct {
	Seat  int      `json:"seat"`
	Moves []judged `json:"moves"`
	Done  bool     `json:"done"`
}

// analyses are the analyses of one game, as kept: for which game and log
// (Fingerprint), made how (Version), and per player.
type analyses struct {
	Fingerprint string         `json:"fp"`
	Version     string         `json:"version"`
	Seats       []seatAnalysis `json:"seats"`
}

// of returns the analysis of seat, or nil.
func (a *analyses) of(seat int) *seatAnalysis {
	for i := range a.Seats {
		if a.Seats[i].Seat == seat {
			return &a.Seats[i]
		}
	}
	return nil
}

// forSeat returns the analysis of seat, adding an empty one when there is
// none.
func (a *analyses) forSeat(seat int) *seatAnalysis {
	if s := a.of(seat); s != nil {
		return s
	}
	a.Seats = append(a.Seats, seatAnalysis{Seat: seat})
	sort.Slice(a.Seats, func(i, j int) bool { return a.Seats[i].Seat < a.Seats[j].Seat })
	return a.of(seat)
}

// fingerprint identifies a game's setup and log: an analysis kept for one
// game is never shown for another, nor for the same game after its log
// changed.
func fingerprint(s *save.Save) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%d\x00%d\x00%d\x00", s.Game, s.RulesVersion, s.Players, s.Seed)
	for _, v := range s.Variants {
		fmt.Fprintf(h, "%s\x00", v)
	}
	var b [binary.MaxVarintLen64]byte
	for _, x := range s.Log {
		h.Write(b[:binary.PutUvarint(b[:], uint64(x))])
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// loadAnalyses reads the analyses kept for the stored game id, whose
// positions are states (before each action of its log, then the last), or
// returns empty ones when there are none, when they are unreadable or when
// they were made for another log or another way. Storage can be edited by
// anyone: analyses that do not fit the game (a decision that is not one, a
// move that is not legal, a chance out of range) are dropped too.
func loadAnalyses(kv storage.KV, id string, s *save.Save, states []engines.State) *analyses {
	fresh := &analyses{Fingerprint: fingerprint(s), Version: analysisVersion}
	if id == "" || !storage.ValidID(id) {
		return fresh
	}
	var a analyses
	if err := kv.Get(storage.AnalysisPrefix+id, &a); err != nil || a.Fingerprint != fresh.Fingerprint || a.Version != analysisVersion {
		return fresh
	}
	for i, sa := range a.Seats {
		if sa.Seat < 0 || sa.Seat >= s.Players || slices.ContainsFunc(a.Seats[:i], func(o seatAnalysis) bool { return o.Seat == sa.Seat }) ||
			!fits(sa, states) {
			return fresh
		}
	}
	return &a
}

// fits reports whether a seat's analysis kept could have been made of the
// game whose positions are states: its judgements are of the seat's
// decisions, in order, each once, with a legal move preferred, chances
// in [0, 1] and finite margins and noise, and it is done only when all of
// them are judged.
func fits(sa seatAnalysis, states []engines.State) bool {
	decisions := decisionsOf(states, len(states)-1, sa.Seat)
	last := -1
	for _, j := range sa.Moves {
		if j.Step <= last || !slices.Contains(decisions, j.Step) || j.Best < 0 || j.Best >= len(states[j.Step].Legal()) ||
			!(j.Before >= 0 && j.Before <= 1 && j.After >= 0 && j.After <= 1) ||
			!(j.Noise >= 0 && j.MarginNoise >= 0 && !math.IsInf(j.Noise+j.MarginNoise+j.MarginBefore+j.MarginAfter, 0) &&
				!math.IsNaN(j.MarginBefore+j.MarginAfter)) {
			return false
		}
		last = j.Step
	}
	return !sa.Done || len(sa.Moves) == len(decisions)
}

// keepAnalyses writes the analyses of the stored game id; a game that is not
// stored (a shared link's) keeps them only while it is shown.
func keepAnalyses(kv storage.KV, id string, a *analyses) error {
	if id == "" || !storage.ValidID(id) {
		return nil
	}
	if err := kv.Set(storage.AnalysisPrefix+id, a); err != nil {
		return fmt.Errorf("%w: %w", storage.ErrStorage, err)
	}
	return nil
}

// analysisSeed seeds the search of the decision at step of a game: an
// analysis is the same every time it is made.
func analysisSeed(step int) uint64 { return 0x416e616c79736973 ^ uint64(step)*0x9e3779b97f4a7c15 }

// decisionsOf are the steps of the log at which seat chose among more than
// one legal move: the decisions an analysis judges. states[k] is the
// position before step k.
func decisionsOf(states []engines.State, steps, seat int) []int {
	var out []int
	for k := range steps {
		if st := states[k]; st.ToMove() == seat && len(st.Legal()) > 1 {
			out = append(out, k)
		}
	}
	return out
}

// analysisRun is an analysis under way: the search of one decision at a
// time, stepped by work.
type analysisRun struct {
	states []engines.State // the position before each step, and the last
	log    []engines.Action
	into   *seatAnalysis // where judgements go
	todo   []int         // the steps left to judge, in order
	search *bots.Search  // the search of todo[0], once started
	sent   []int         // the steps of the batch in the workers (batch)
	start  func(st engines.State, played engines.Action, seed uint64) (*bots.Search, error)
}

// newAnalysisRun prepares the analysis of seat's decisions in a game whose
// positions are states (before each action of log, then the last), going
// on from the judgements already in into.
func newAnalysisRun(states []engines.State, log []engines.Action, into *seatAnalysis) *analysisRun {
	r := &analysisRun{states: states, log: log, into: into, start: bots.StartAnalysis}
	for _, k := range decisionsOf(states, len(log), into.Seat) {
		if !slices.ContainsFunc(into.Moves, func(j judged) bool { return j.Step == k }) {
			r.todo = append(r.todo, k)
		}
	}
	return r
}

// total is the number of decisions the analysis judges, left is how many
// are still to judge.
func (r *analysisRun) total() int { return len(r.into.Moves) + len(r.todo) }
func (r *analysisRun) left() int  { return len(r.todo) }

// batch returns the requests that ask up to n search workers to judge the
// next decisions, one each, numbered id; info is the engine's, rules the
// rules version the game is played under. A search
// of the page's thread under way (work) is dropped: its decision is sent
// too.
func (r *analysisRun) batch(id, n int, info engines.Info, rules int) ([]searchjob.Request, error) {
	r.search = nil
	steps := slices.Clone(r.todo[:min(n, len(r.todo))])
	r.sent = steps
	reqs := make([]searchjob.Request, len(steps))
	for i, k := range steps {
		req, err := searchjob.AnalysisRequest(id, info, rules, r.states[k], r.log[k], analysisSeed(k), i, len(steps))
		if err != nil {
			return nil, fmt.Errorf("analysing move %d: %w", k+1, err)
		}
		reqs[i] = req
	}
	return reqs, nil
}

// record keeps the judgements of a batch's replies (in request order; nil
// for a worker that did not answer in time, whose decision stays to do)
// and reports how many it kept. A reply that does not fit its request —
// an error, another batch, a preferred move that is not legal there — is
// an error, and nothing of the batch is kept.
func (r *analysisRun) record(reqs []searchjob.Request, replies []*searchjob.Reply) (int, error) {
	if len(replies) != len(reqs) || len(reqs) != len(r.sent) {
		return 0, fmt.Errorf("the analysis got %d replies to %d requests", len(replies), len(reqs))
	}
	var got []judged
	for i, rep := range replies {
		k := r.sent[i]
		switch {
		case rep == nil:
			continue
		case rep.Error != "":
			return 0, fmt.Errorf("analysing move %d: %s", k+1, rep.Error)
		case rep.ID != reqs[i].ID || rep.Worker != i || rep.Judged == nil:
			return 0, fmt.Errorf("analysing move %d: an answer to another request", k+1)
		}
		rj := rep.Judged
		j, err := judgedOf(r.states, k, bots.Judgement{
			Best: rj.Best, Played: r.log[k], Before: rj.Before, After: rj.After, Noise: rj.Noise,
			Margins: rj.Margins, MarginBefore: rj.MarginBefore, MarginAfter: rj.MarginAfter, MarginNoise: rj.MarginNoise,
			Solo: r.states[k].Players() == 1,
		})
		if err != nil {
			return 0, err
		}
		got = append(got, j)
	}
	for _, j := range got {
		r.todo = slices.DeleteFunc(r.todo, func(k int) bool { return k == j.Step })
	}
	r.into.Moves = append(r.into.Moves, got...)
	sort.Slice(r.into.Moves, func(a, b int) bool { return r.into.Moves[a].Step < r.into.Moves[b].Step })
	r.into.Done = len(r.todo) == 0
	return len(got), nil
}

// work runs a few iterations of the search of the next decision; when it
// is done the decision is judged (judgedOne) and, after the last, the
// analysis is done. It is a step for computer.RunSlice: its action is meaningless.
func (r *analysisRun) work() (judgedOne, done bool, err error) {
	if len(r.todo) == 0 {
		r.into.Done = true
		return false, true, nil
	}
	k := r.todo[0]
	if r.search == nil {
		if r.search, err = r.start(r.states[k], r.log[k], analysisSeed(k)); err != nil {
			return false, false, fmt.Errorf("analysing move %d: %w", k+1, err)
		}
	}
	if !r.search.Step(computer.IterationsPerStep) {
		return false, false, nil
	}
	j, err := r.search.Judge()
	if err != nil {
		return false, false, fmt.Errorf("analysing move %d: %w", k+1, err)
	}
	kept, err := judgedOf(r.states, k, j)
	if err != nil {
		return false, false, err
	}
	r.search, r.todo = nil, r.todo[1:]
	r.into.Moves = append(r.into.Moves, kept)
	sort.Slice(r.into.Moves, func(a, b int) bool { return r.into.Moves[a].Step < r.into.Moves[b].Step })
	r.into.Done = len(r.todo) == 0
	return true, r.into.Done, nil
}
