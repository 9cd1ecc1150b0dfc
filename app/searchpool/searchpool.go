package searchpool

import (
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines/searchjob"
)

// maxSearchWorkers caps the number of search workers, whatever the cores.
const maxSearchWorkers = 4

// searchMargin is how long past a decision's time cap the page waits for
// its workers (see wait).
const searchMargin = 2 * time.Second

// uncappedWait is how long the page waits for the answers to an analysis,
// which has no time cap (a fixed amount of work, seconds on a slow
// device).
const uncappedWait = 2 * time.Minute

// searchLoadTimeout is how long the workers may take to start, from the
// first decision, before they are given up. A decision waits for them at
// most its own wait, and only the first that finds them starting does.
const searchLoadTimeout = 15 * time.Second

// wait is the longest a decision waits for the answer to request r, and
// for the workers to start: r's time cap and searchMargin, or for a
// one-shot bot (Beginner, Greedy), which decides at once, searchMargin
// alone; an analysis uncappedWait.
func wait(r searchjob.Request) time.Duration {
	switch {
	case r.TimeCap() > 0:
		return r.TimeCap() + searchMargin
	case r.Played != nil:
		return uncappedWait
	}
	return searchMargin
}

// Errors a decision falls back on (besides the workers' own).
var (
	errNoWorkers       = errors.New("no search workers")
	errWorkersSlow     = errors.New("the search workers did not start in time")
	errDecisionDropped = errors.New("the decision is no longer wanted")
)

// poolState is the life of a Pool.
type poolState int

const (
	poolIdle    poolState = iota // no worker started yet
	poolLoading                  // workers started, not all ready
	poolReady                    // every worker takes requests
	poolBroken                   // the workers failed: decisions are made on the page
)

// Pool is the page's search workers (the app keeps one for a visit),
// shared by every table and kept across games. Its methods may be called from any
// goroutine.
type Pool struct {
	mu      sync.Mutex
	state   poolState
	why     error // what broke the pool
	workers []app.Value
	funcs   []app.Func
	ready   int
	job     *poolJob
	nextID  int
	// late is set when a decision stopped waiting for the workers to
	// start: the next decisions do not wait for them.
	late bool
	// loading gives the workers up if they have not started by
	// searchLoadTimeout after the first decision.
	loading *time.Timer
	// said is set once the console has been told that the computer players
	// think on the page's thread.
	said bool
}

// poolJob is one decision in the workers.
type poolJob struct {
	id      int
	reqs    []searchjob.Request
	replies []*searchjob.Reply
	got     int
	sent    bool
	timer   *time.Timer
	finish  func(replies []*searchjob.Reply, err error) // called once, on a goroutine of its own
}

// size is the number of workers a decision is split into: one per core
// but one (navigator.hardwareConcurrency − 1), which is left to the page
// and the browser, at least one and at most maxSearchWorkers; 0 where
// workers cannot run. With a worker on every core of a 2-core machine, the
// page's thread waited for a core: its tasks of at most 65 ms of CPU took
// up to 187 ms on the clock, and frames were up to 233 ms apart.
func (p *Pool) size() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.state == poolBroken || !app.IsClient || !app.Window().Get("Worker").Truthy() {
		return 0
	}
	if len(p.workers) > 0 {
		return len(p.workers)
	}
	n := 1
	if hc := app.Window().Get("navigator").Get("hardwareConcurrency"); hc.Truthy() {
		n = hc.Int()
	}
	return min(max(n-1, 1), maxSearchWorkers)
}

// Decide sends a decision to the workers: requests makes its requests for
// a decision numbered id split over n workers. done is called on the UI
// goroutine of ctx with the requests and the workers' replies in worker
// order (nil for a worker that did not answer in time), or with an error
// when the workers cannot decide, and then the caller decides otherwise.
// A new decision replaces the one running, which ends in an error.
func (p *Pool) Decide(ctx app.Context, requests func(id, n int) ([]searchjob.Request, error),
	done func(ctx app.Context, reqs []searchjob.Request, replies []*searchjob.Reply, err error)) {
	n := p.size()
	if n == 0 {
		done(ctx, nil, nil, errNoWorkers)
		return
	}
	p.mu.Lock()
	p.nextID++
	id := p.nextID
	p.mu.Unlock()
	reqs, err := requests(id, n)
	if err != nil {
		app.Window().Get("console").Call("warn", "Tabula: searching on the page: "+err.Error())
		done(ctx, nil, nil, err)
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.job != nil {
		p.end(p.job, errDecisionDropped)
	}
	job := &poolJob{id: id, reqs: reqs, replies: make([]*searchjob.Reply, len(reqs))}
	job.finish = func(replies []*searchjob.Reply, err error) {
		ctx.Dispatch(func(ctx app.Context) { done(ctx, reqs, replies, err) })
	}
	p.job = job
	switch p.state {
	case poolIdle:
		p.start(n)
		fallthrough
	case poolLoading:
		if p.late {
			p.end(job, errWorkersSlow)
			break
		}
		longest := time.Duration(0)
		for _, r := range reqs {
			longest = max(longest, wait(r))
		}
		job.timer = time.AfterFunc(min(longest, searchLoadTimeout), func() {
			p.mu.Lock()
			defer p.mu.Unlock()
			if p.job == job && !job.sent {
				p.late = true
				p.warn("the search workers have not started yet: computer players think on the page's thread until they do")
				p.end(job, errWorkersSlow)
			}
		})
	case poolReady:
		p.send(job)
	case poolBroken:
		p.end(job, p.why)
	}
}

// Drop forgets the decision running, if any: nobody waits for it any more
// (the table was left or reset). The workers are told to stop searching.
func (p *Pool) Drop() {
	p.mu.Lock()
	defer p.mu.Unlock()
	job := p.job
	if job == nil {
		return
	}
	p.end(job, errDecisionDropped)
	if job.sent {
		stop, err := searchjob.Encode(searchjob.Request{V: searchjob.Version, ID: job.id, Stop: true})
		if err == nil {
			for _, w := range p.workers[:len(job.reqs)] {
				w.Call("postMessage", string(stop))
			}
		}
	}
}

// start starts n workers; p.mu is held. A worker that cannot be created
// breaks the pool, and so do workers not started by searchLoadTimeout.
func (p *Pool) start(n int) {
	p.state = poolLoading
	p.loading = time.AfterFunc(searchLoadTimeout, func() {
		p.mu.Lock()
		defer p.mu.Unlock()
		if p.state == poolLoading {
			p.breakDown(fmt.Errorf("%w (%v)", errWorkersSlow, searchLoadTimeout))
		}
	})
	defer func() {
		if r := recover(); r != nil {
			p.breakDown(fmt.Errorf("starting the search workers: %v", r))
		}
	}()
	script := board.Href("/web/search-worker.js")
	for k := range n {
		w := app.Window().Get("Worker").New(script)
		onMessage := app.FuncOf(func(this app.Value, args []app.Value) any {
			data := args[0].Get("data")
			if data.Type() == app.TypeObject && data.InstanceOf(app.Window().Get("WebAssembly").Get("Module")) {
				p.share(data)
				return nil
			}
			text := ""
			if data.Type() == app.TypeString {
				text = data.String()
			}
			p.receive(k, text)
			return nil
		})
		onError := app.FuncOf(func(this app.Value, args []app.Value) any {
			msg := args[0].Get("message")
			why := "the search worker's script failed"
			if msg.Truthy() {
				why += ": " + msg.String()
			}
			p.mu.Lock()
			defer p.mu.Unlock()
			p.breakDown(errors.New(why))
			return nil
		})
		w.Set("onmessage", onMessage)
		w.Set("onerror", onError)
		p.workers = append(p.workers, w)
		p.funcs = append(p.funcs, onMessage, onError)
	}
	p.compile(board.Href("/web/search.wasm"))
}

// compile has the first worker compile the search worker's wasm at url
// (WebAssembly.compileStreaming there, web/search-worker.js) and send the
// module back, which share then gives every worker to instantiate: each
// compiling it for itself cost every worker the whole compilation, and
// compiled by the page, a module in the browser's code cache was read back
// on the page's thread (two tasks of 55–70 ms of CPU here). A failure (no
// such file, offline with nothing cached) comes back as the worker's error
// and breaks the pool; p.mu is held.
func (p *Pool) compile(url string) {
	p.workers[0].Call("postMessage", map[string]any{"compile": url})
}

// share sends the compiled module to every worker, which instantiates it.
func (p *Pool) share(module app.Value) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.state == poolBroken {
		return
	}
	for _, w := range p.workers {
		w.Call("postMessage", module)
	}
}

// receive takes in worker k's message.
func (p *Pool) receive(k int, text string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.state == poolBroken {
		return
	}
	rep, err := searchjob.DecodeReply([]byte(text))
	switch {
	case err != nil:
		p.breakDown(fmt.Errorf("search worker %d: %w", k, err))
	case rep.Ready:
		p.ready++
		if p.ready == len(p.workers) {
			p.state = poolReady
			p.loading.Stop()
			if p.job != nil && !p.job.sent {
				p.job.timer.Stop()
				p.send(p.job)
			}
		}
	case rep.ID == 0:
		// Not an answer to a request: the worker could not start, stopped,
		// or could not read what the page sent.
		p.breakDown(fmt.Errorf("search worker %d: %s", k, rep.Error))
	case p.job != nil && rep.ID == p.job.id && k < len(p.job.replies) && p.job.replies[k] == nil:
		job := p.job
		job.replies[k] = &rep
		job.got++
		if job.got == len(job.replies) || rep.Error != "" {
			p.end(job, nil)
		}
	}
}

// send posts a job's requests to its workers and arms its deadline, its
// longest wait; p.mu is held. At the deadline the decision is made with
// the answers in (on the page's thread when there are none), and the
// workers are given up: one that does not answer in time would cost every
// decision its whole wait.
func (p *Pool) send(job *poolJob) {
	job.sent = true
	longest := time.Duration(0)
	for k, r := range job.reqs {
		b, err := searchjob.Encode(r)
		if err != nil {
			p.end(job, err)
			return
		}
		p.workers[k].Call("postMessage", string(b))
		longest = max(longest, wait(r))
	}
	job.timer = time.AfterFunc(longest, func() {
		p.mu.Lock()
		defer p.mu.Unlock()
		if p.job != job {
			return
		}
		late := fmt.Errorf("%d of %d search workers did not answer in %v", len(job.replies)-job.got, len(job.replies), longest)
		if job.got == 0 {
			p.end(job, late)
		} else {
			p.end(job, nil) // decide with the answers in
		}
		p.breakDown(late)
	})
}

// end finishes a job with its replies so far or an error; p.mu is held.
func (p *Pool) end(job *poolJob, err error) {
	if job.timer != nil {
		job.timer.Stop()
	}
	if p.job == job {
		p.job = nil
	}
	replies := append([]*searchjob.Reply(nil), job.replies...)
	go job.finish(replies, err)
}

// breakDown gives up on the workers for good: they are terminated and
// every decision from now on is made on the page's thread; p.mu is held.
func (p *Pool) breakDown(why error) {
	if p.state == poolBroken {
		return
	}
	p.state, p.why = poolBroken, why
	if p.loading != nil {
		p.loading.Stop()
	}
	p.warn("computer players think on the page's thread: " + why.Error())
	for _, w := range p.workers {
		w.Call("terminate")
	}
	for _, f := range p.funcs {
		f.Release()
	}
	p.workers, p.funcs = nil, nil
	if p.job != nil {
		p.end(p.job, why)
	}
}

// warn tells the console, the first time it is called, why the computer
// players think on the page's thread; p.mu is held.
func (p *Pool) warn(why string) {
	if p.said {
		return
	}
	p.said = true
	app.Window().Get("console").Call("warn", "Tabula: "+why)
}
