// Package searchpool is the computer players' search workers. A computer's
// move and a hint are searched off the page's thread, in Web Workers running the
// search worker's wasm (cmd/searchworker, compiled once by the first
// worker and instantiated in each by web/search-worker.js), one per core
// but one up to maxSearchWorkers, as one root-parallel search
// (engines/searchjob, bots.StartWorker): each worker searches the position
// with its own generator and answers with its root statistics, which the
// page merges (searchjob.Choose). The workers are started on the first
// decision, not when the page loads, and kept for the page's lifetime.
//
// Where the workers cannot run — no Worker in this browser, not in a
// browser at all (tests, pre-rendering), their script or wasm fails to
// load (an error, offline with nothing cached), a worker errs or stops, or
// one does not answer in time — the decision is made as before the workers,
// by the sliced search on the page's thread (the table's, in tabula/app):
// nothing is lost but the page's smoothness while it thinks.
//
// No decision waits for the workers longer than its own time cap and
// searchMargin (wait), and that at most once (a silent worker once kept
// a Beginner computer waiting 122 s at every move): a worker that
// did not answer in time gives the workers up for the page's lifetime, and
// once a decision has stopped waiting for them to start, the next ones do
// not wait at all (they are used if they start later, and given up if they
// have not started searchLoadTimeout after the first decision). The
// console says so once.
//
// It owns the workers' life (start, share the compiled module, send,
// gather, give up) and the decision's deadline. It may use go-app,
// engines/searchjob and app/board (for the site's base path); it never
// imports tabula/app: the caller makes the requests and chooses the move
// from the replies.
package searchpool
