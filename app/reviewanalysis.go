package app

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/engines"
)

// The review's side of the analysis (analysis.go): started and stopped by
// the player, run in slices of at most sliceBudget like a computer's move,
// each judged decision kept at once.

// actions is the game's log as actions.
func (rv *reviewGame) actions() []engines.Action {
	out := make([]engines.Action, len(rv.lines))
	for k, l := range rv.lines {
		out[k] = l.Action
	}
	return out
}

// analysing reports whether an analysis is under way.
func (p *reviewPage) analysing() bool { return p.run != nil }

// analyse starts the analysis of the chosen player's moves, or goes on with
// one that was stopped.
func (p *reviewPage) analyse(ctx app.Context, e app.Event) {
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
		afterBrowser(ctx, 0, func(ctx app.Context) { p.analysisSlice(ctx, gen) })
	})
}

// analysisSlice runs the analysis for at most sliceBudget, then yields to
// the browser. A slice that judged no decision changes nothing on screen and
// skips go-app's update; one that did ends there, and the page shows the
// judgement in a browser task of its own, so that the slice and the update
// do not add up.
func (p *reviewPage) analysisSlice(ctx app.Context, gen int) {
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
			afterBrowser(ctx, 0, func(ctx app.Context) {
				if gen == p.anGen {
					afterBrowser(ctx, 0, func(ctx app.Context) { p.analysisSlice(ctx, gen) })
				}
			})
			return
		case time.Since(start) >= sliceBudget:
			ctx.PreventUpdate()
			afterBrowser(ctx, 0, func(ctx app.Context) { p.analysisSlice(ctx, gen) })
			return
		}
	}
}

// keep writes the analyses to local storage after each judgement, so a
// reload or a stop loses nothing; a failure is said, and the analysis goes
// on.
func (p *reviewPage) keep(ctx app.Context) {
	if err := keepAnalyses(ctx.LocalStorage(), p.rv.id, p.an); err != nil {
		p.anNote = "The analysis could not be kept in this browser's storage, which is full: delete old games under Saved games to make room."
	}
}

// stopAnalysis stops the analysis under way; what it judged is kept, and
// it can go on later.
func (p *reviewPage) stopAnalysis(ctx app.Context, e app.Event) {
	if p.run == nil {
		return
	}
	r := p.run
	p.anGen++
	p.run, p.anTook = nil, p.anTook+time.Since(p.anStart)
	p.anNote = fmt.Sprintf("Stopped after %d of %d moves. What was analysed is kept; Go on finishes it.", len(r.into.Moves), r.total())
}

// pickAnalysed chooses the player whose moves the analysis shows or makes.
func (p *reviewPage) pickAnalysed(ctx app.Context, e app.Event) {
	if p.run != nil {
		return
	}
	if n, err := fmt.Sscan(ctx.JSSrc().Get("value").String(), &p.anSeat); n != 1 || err != nil {
		p.anSeat = 0
	}
	p.anNote, p.anTook = "", 0
}
