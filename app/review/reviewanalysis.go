package review

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/computer"
	"tabula/app/page"
	"tabula/engines"
	"tabula/engines/searchjob"
)

// The review's side of the analysis (analysis.go): started and stopped by
// the player, run like a computer's move — in the search workers, a
// decision per worker at a time, or where they cannot run, in slices of at
// most computer.SliceBudget on the page's thread — each judged decision kept at
// once.

// actions is the game's log as actions.
func (rv *reviewGame) actions() []engines.Action {
	out := make([]engines.Action, len(rv.lines))
	for k, l := range rv.lines {
		out[k] = l.Action
	}
	return out
}

// analysing reports whether an analysis is under way.
func (p *Page) analysing() bool { return p.run != nil }

// analyse starts the analysis of the chosen player's moves, or goes on with
// one that was stopped.
func (p *Page) analyse(ctx app.Context, e app.Event) {
	if p.rv == nil || !p.rv.over() || p.run != nil {
		return
	}
	sa := p.an.forSeat(p.anSeat)
	if sa.Done {
		return
	}
	p.run = newAnalysisRun(p.rv.states, p.rv.actions(), sa)
	p.anGen++
	p.anNote, p.anStart = "", time.Now()
	gen := p.anGen
	p.ui.Defer(func(ctx app.Context) {
		page.AfterBrowser(ctx, 0, func(ctx app.Context) { p.analysisBatch(ctx, gen) })
	})
}

// analysisBatch sends the next decisions to the search workers, one each,
// keeps their judgements and goes on with the next batch from a browser
// task of its own. Where the workers cannot judge a batch (none in this
// browser, broken, late, or a reply that does not fit), the rest of the
// analysis runs in slices on the page's thread (analysisSlice), which
// judges exactly as they would.
func (p *Page) analysisBatch(ctx app.Context, gen int) {
	run := p.run
	if gen != p.anGen || run == nil {
		return
	}
	if run.left() == 0 {
		p.analysisSlice(ctx, gen)
		return
	}
	info, rules := p.rv.info, p.rv.save.RulesVersion
	p.Searchers.Decide(ctx, func(id, n int) ([]searchjob.Request, error) {
		return run.batch(id, n, info, rules)
	}, func(ctx app.Context, reqs []searchjob.Request, replies []*searchjob.Reply, err error) {
		if gen != p.anGen || p.run != run {
			return
		}
		if err == nil {
			var n int
			if n, err = run.record(reqs, replies); err == nil && n == 0 {
				err = errors.New("no search worker answered in time")
			}
			if err != nil {
				app.Window().Get("console").Call("warn", "Tabula: analysing on the page: "+err.Error())
			}
		}
		// Why the workers could not is said by the pool, once.
		if err != nil {
			page.CountSearch(page.AnalysisOnPage)
			p.analysisSlice(ctx, gen)
			return
		}
		page.CountSearch(page.AnalysisOnWorkers)
		p.keep(ctx)
		if run.into.Done {
			p.run, p.anTook = nil, p.anTook+time.Since(p.anStart)
			return
		}
		page.AfterBrowser(ctx, 0, func(ctx app.Context) { p.analysisBatch(ctx, gen) })
	})
}

// analysisSlice runs the analysis for at most computer.SliceBudget, then yields to
// the browser. A slice that judged no decision changes nothing on screen and
// skips go-app's update; one that did ends there, and the page shows the
// judgement in a browser task of its own, so that the slice and the update
// do not add up.
func (p *Page) analysisSlice(ctx app.Context, gen int) {
	if gen != p.anGen || p.run == nil {
		return
	}
	start := time.Now()
	for {
		one, done, err := p.run.work()
		switch {
		case err != nil:
			p.run, p.anNote = nil, "The analysis failed: "+err.Error()
			return
		case done:
			p.run, p.anTook = nil, p.anTook+time.Since(p.anStart)
			p.keep(ctx)
			return
		case one:
			p.keep(ctx)
			ctx.PreventUpdate()
			page.AfterBrowser(ctx, 0, func(ctx app.Context) {
				if gen == p.anGen {
					page.AfterBrowser(ctx, 0, func(ctx app.Context) { p.analysisSlice(ctx, gen) })
				}
			})
			return
		case time.Since(start) >= computer.SliceBudget:
			ctx.PreventUpdate()
			page.AfterBrowser(ctx, 0, func(ctx app.Context) { p.analysisSlice(ctx, gen) })
			return
		}
	}
}

// keep writes the analyses to local storage after each judgement, so a
// reload or a stop loses nothing; a failure is said, and the analysis goes
// on.
func (p *Page) keep(ctx app.Context) {
	if err := keepAnalyses(ctx.LocalStorage(), p.rv.id, p.an); err != nil {
		p.anNote = "The analysis could not be kept in this browser's storage, which is full: delete old games under Saved games to make room."
	}
}

// stopAnalysis stops the analysis under way; what it judged is kept, and
// it can go on later.
func (p *Page) stopAnalysis(ctx app.Context, e app.Event) {
	if p.run == nil {
		return
	}
	r := p.run
	p.anGen++
	p.Searchers.Drop()
	p.run, p.anTook = nil, p.anTook+time.Since(p.anStart)
	p.anNote = fmt.Sprintf("Stopped after %d of %d moves. What was analysed is kept; Go on finishes it.", len(r.into.Moves), r.total())
}

// pickAnalysed chooses the player whose moves the analysis shows or makes.
func (p *Page) pickAnalysed(ctx app.Context, e app.Event) {
	if p.run != nil {
		return
	}
	seat, err := strconv.Atoi(strings.TrimSpace(ctx.JSSrc().Get("value").String()))
	if err != nil {
		seat = 0
	}
	p.anSeat = seat
	p.anNote, p.anTook = "", 0
}
