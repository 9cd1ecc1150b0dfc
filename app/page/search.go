package page

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Where a decision was searched, for the table's data-search attribute and
// the page's window.tabulaSearch counters (what the browser tests check).
const (
	SearchOnWorkers = "workers"
	SearchOnPage    = "page"
	// The review's analysis counts its batches of decisions judged in the
	// workers, and its runs on the page's thread.
	AnalysisOnWorkers = "analysis-workers"
	AnalysisOnPage    = "analysis-page"
)

// CountSearch adds one to the window.tabulaSearch counter of where, which
// the browser tests read to know where the searches ran.
func CountSearch(where string) {
	if !app.IsClient {
		return
	}
	w := app.Window()
	counts := w.Get("tabulaSearch")
	if !counts.Truthy() {
		counts = w.Get("Object").New()
		w.Set("tabulaSearch", counts)
	}
	n := 0
	if c := counts.Get(where); c.Truthy() {
		n = c.Int()
	}
	counts.Set(where, n+1)
}
