package review

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/page"
	"tabula/app/settings"
)

// The review is laid out like the table (tableview.go), whose styles and
// board viewport (web/table.js: zoom, pan; web/thumb.js: the phone's tabs)
// it shares: a status bar with the move shown and the timeline's controls,
// the board at that move, and a side column with the charts and the
// analysis, the players and the timeline of every move.

// reviewTabs are the phone layout's tabs, on the table's sections.
var reviewTabs = []struct{ id, label string }{
	{"board", "Board"}, {"mine", "Analysis"}, {"players", "Players"}, {"log", "Moves"},
}

// Render draws the review.
func (p *Page) Render() app.UI {
	if p.rv == nil {
		return page.Layout(p.Settings, page.PathReview, "Review a game",
			page.Notice("error", p.loadErr),
			app.A().Class("button").Href(page.Href(page.PathSaved)).Text("Saved games"),
		)
	}
	rv := p.rv
	heading := "Review: " + rv.info.Name
	if p.ask {
		return page.TableLayout(p.Settings, heading, page.Title(page.PathReview, heading), app.Div().ID("review").Class("table", "review").Body(p.renderAsk()))
	}
	props := rv.props(p.pos, p.viewer, p.Settings.Animation, p.say)
	var parts board.Parts
	if b := p.boardFor(p.viewer); b != nil {
		parts = b.Render(props)
	}
	if parts.Main == nil {
		parts.Main = app.P().Class("hint").Text(rv.states[p.pos].Progress())
	}
	return page.TableLayout(p.Settings, heading, page.Title(page.PathReview, heading),
		app.Div().ID("review").Class("table", "review").DataSet("game", rv.info.ID).Body(
			p.renderStatus(),
			p.renderBoard(parts),
			app.Div().Class("table-side").Body(
				p.renderCharts(),
				p.renderPlayers(parts),
				p.renderTimeline(),
			),
			app.Nav().Class("table-tabs").Aria("label", "Review").Body(
				app.Range(reviewTabs).Slice(func(i int) app.UI {
					// web/thumb.js shows the tab; then the timeline, if shown,
					// scrolls to the move shown.
					return app.Button().Type("button").Class("table-tab").DataSet("tab", reviewTabs[i].id).
						Aria("controls", "review-"+reviewTabs[i].id).
						OnClick(func(ctx app.Context, e app.Event) {
							ctx.PreventUpdate()
							page.AfterBrowser(ctx, 0, func(ctx app.Context) { ctx.PreventUpdate(); showCurrentMove() })
						}).Body(
						app.Span().Text(reviewTabs[i].label),
						app.Span().Class("tab-count").Aria("hidden", "true"),
					)
				}),
			),
			p.renderDetail(parts),
		),
	)
}

// renderAsk asks who is at the device, in an unfinished game passed between
// people: each sees only what they could see at the table.
func (p *Page) renderAsk() app.UI {
	rv := p.rv
	var buttons []app.UI
	for _, seat := range rv.humans() {
		// One span: a flex button trims a text's last space ("I amBea").
		buttons = append(buttons, app.Button().Type("button").Class("button", "primary", "review-as").
			Body(app.Span().Body(app.Text("I am "), page.NameUI(rv.seats[seat].Name))).
			OnClick(func(ctx app.Context, e app.Event) { p.choose(seat) }, app.EventScope(seat)))
	}
	return app.Section().Class("overlay", "pass", "review-ask").Role("dialog").Aria("modal", "true").Aria("labelledby", "review-ask-title").Body(
		app.Div().Class("overlay-box").Body(
			app.H2().ID("review-ask-title").Text("Who is reviewing?"),
			app.P().Text("This game is not finished, so the review shows only what you could see at the table. Everyone else, please look away."),
			app.Div().Class("actions").Body(buttons...),
			app.A().Class("button").Href(page.Href(page.PathSaved)).Text("Saved games"),
		),
	)
}

// moveLabel says which move position pos follows, e.g. "Move 12 of 87".
func (rv *reviewGame) moveLabel(pos int) string {
	if pos == 0 {
		return fmt.Sprintf("The start (%d %s)", rv.moves(), board.Plural(rv.moves(), "move", "moves"))
	}
	return fmt.Sprintf("Move %d of %d", pos, rv.moves())
}

// renderStatus is the review's status bar: the move shown and who made it,
// its automatic events, its analysis, and the timeline's controls.
func (p *Page) renderStatus() app.UI {
	rv := p.rv
	pos := p.pos
	swatch := app.Span().Class("swatch", "status-swatch").Aria("hidden", "true")
	var line []app.UI
	var events []string
	if pos > 0 {
		l := rv.lines[pos-1]
		seat := rv.seats[l.Seat]
		swatch = swatch.Class(fmt.Sprintf("seat-c%d", seat.Colour))
		line = []app.UI{app.Strong().Body(page.NameUI(seat.Name), app.Text(": ")), app.Text(l.Text)}
		events = l.Events
	} else {
		line = []app.UI{app.Text("The game as it was set up.")}
	}
	if pos == rv.moves() && rv.over() {
		line = append(line, app.Text(" "), app.Span().Class("review-verdict").Text(page.Verdict(rv.states[pos].Result(), rv.seats)))
	}
	n := rv.moves()
	nav := func(label, icon string, to int, class string) app.UI {
		return app.Button().Type("button").Class("button", "review-nav", class).Aria("label", label).Title(label).
			Disabled(to == pos || to < 0 || to > n).Body(navIcon(icon)).
			OnClick(func(ctx app.Context, e app.Event) { p.jump(to) }, app.EventScope(to))
	}
	return app.Section().Class("status-bar", "review-status").Aria("label", "Move shown").Body(
		app.Div().Class("status-line").Body(
			swatch,
			app.Span().Class("progress").Text(rv.states[pos].Progress()),
			app.P().Class("prompt", "review-move").Role("status").Aria("live", "polite").Body(
				append([]app.UI{app.Span().Class("review-count").Text(rv.moveLabel(pos) + " · ")}, line...)...,
			),
		),
		app.Div().Class("status-actions", "review-controls").Role("group").Aria("label", "Timeline").Body(
			nav("First move: the start", navFirst, 0, "review-first"),
			nav("Back one move", navBack, pos-1, "review-back"),
			app.Input().Type("range").ID("review-slider").Class("review-slider").
				Min(0).Max(n).Step(1).Value(strconv.Itoa(pos)).Aria("label", "Move shown").
				Aria("valuetext", rv.moveLabel(pos)).
				OnInput(func(ctx app.Context, e app.Event) {
					if v, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
						p.jump(v)
					}
				}),
			nav("Forward one move", navForward, pos+1, "review-forward"),
			nav("Last move", navLast, n, "review-last"),
		),
		app.Div().Class("status-tools").Body(
			app.If(!(rv.over() && pos == n), func() app.UI {
				return app.Button().Type("button").Class("button", "continue-here").
					Title("Start a new saved game from this position; this game is not changed").
					Text("Continue from here").OnClick(p.continueHere)
			}),
			page.RulesControl(p.Games, rv.info.ID),
			p.renderMenu(),
		),
		app.P().Class("status-recent", "review-events").Title(strings.Join(events, " ")).Text(strings.Join(events, " ")),
		p.renderJudgement(),
		page.Notice("status", p.note),
		page.Notice("error", p.problem),
	)
}

// The timeline buttons' icons, as SVG paths in a 24×24 box: drawn rather
// than characters, which not every font has.
const (
	navFirst   = "M5 5h3v14H5zM19 5v14L9 12z"
	navBack    = "M17 5v14L6 12z"
	navForward = "M7 5v14l11-7z"
	navLast    = "M16 5h3v14h-3zM5 5v14l10-7z"
)

// navIcon draws one of the timeline buttons' icons.
func navIcon(path string) app.UI {
	return board.SVG("svg").Class("nav-icon").Attr("viewBox", "0 0 24 24").Attr("width", 20).Attr("height", 20).
		Aria("hidden", "true").Body(board.SVG("path").Attr("d", path))
}

// renderMenu holds the ways out of the review.
func (p *Page) renderMenu() app.UI {
	rv := p.rv
	return app.Details().Class("table-menu").Body(
		app.Summary().Class("button").Aria("label", "More: back to the game, saved games").Text("⋯"),
		app.Div().Class("table-menu-items").Body(
			app.If(rv.id != "", func() app.UI {
				return app.A().Class("button").Href(page.Href(page.PathPlay + "?id=" + rv.id)).Text("Back to the game")
			}),
			app.If(rv.link != "", func() app.UI {
				return app.A().Class("button").Href(page.Href(page.PathHome) + "#" + rv.link).Text("Back to the link")
			}),
			app.A().Class("button").Href(page.Href(page.PathSaved)).Text("Saved games"),
			app.A().Class("button").Href(page.Href(page.PathSettings)).Text("Settings"),
		),
	)
}

// renderBoard is the board at the move shown, in the table's zoomable
// viewport.
func (p *Page) renderBoard(parts board.Parts) app.UI {
	id := p.rv.info.ID
	return app.Section().ID("review-board").Class("table-board").Aria("label", "Board").Body(
		app.Div().Class("board-view").TabIndex(0).Role("region").Aria("label", "The board: drag to move it, + and − to zoom").
			DataSet("game", id).Body(
			app.Div().Class("board-canvas", "board", "board-"+id).Body(parts.Main),
		),
		app.Div().Class("zoom-controls").Role("group").Aria("label", "Zoom the board").Body(
			app.Button().Type("button").Class("button", "zoom-button").DataSet("zoom", "out").Aria("label", "Zoom out").Text("−"),
			app.Button().Type("button").Class("button", "zoom-button").DataSet("zoom", "fit").Aria("label", "Fit the board to the screen").Text("Fit"),
			app.Button().Type("button").Class("button", "zoom-button").DataSet("zoom", "in").Aria("label", "Zoom in").Text("+"),
		),
	)
}

// renderPlayers is a compact panel per seat with its projected score at
// the move shown; a button opens the seat's whole mat.
func (p *Page) renderPlayers(parts board.Parts) app.UI {
	rv := p.rv
	st := rv.states[p.pos]
	projected := page.Projection(st)
	toMove := st.ToMove()
	return app.Section().ID("review-players").Class("players").TabIndex(0).Aria("labelledby", "players-title").Body(
		app.H2().ID("players-title").Class("side-title").Text("Players"),
		app.Ul().Body(app.Range(rv.seats).Slice(func(i int) app.UI {
			seat := rv.seats[i]
			li := app.Li().Class("player", fmt.Sprintf("seat-c%d", seat.Colour))
			if i == toMove {
				li = li.Class("to-move").Aria("current", "true")
			}
			var summary app.UI
			if parts.Panel != nil {
				summary = parts.Panel(i)
			}
			return li.Body(
				app.Div().Class("player-head").Body(
					app.Span().Class("swatch", fmt.Sprintf("seat-c%d", seat.Colour)).Title(settings.ColourName(p.Settings.Palette, seat.Colour)),
					app.Span().Class("player-name").Body(page.NameUI(seat.Name)),
					app.Span().Class("player-kind").Text(page.KindLabel(seat)),
					app.If(i == toMove, func() app.UI { return app.Span().Class("badge").Text("to move") }),
					page.ProjectedScore(projected, i, seat.Name, st.Over()),
				),
				app.Div().Class("player-summary").Body(summary),
				app.If(parts.Detail != nil, func() app.UI {
					return app.Button().Type("button").Class("button", "player-open").
						Aria("haspopup", "dialog").Aria("label", page.MatName(seat.Name)).Body(page.MatLabel(seat.Name)...).
						OnClick(func(ctx app.Context, e app.Event) { p.detail = i + 1 }, app.EventScope(i))
				}),
			)
		})),
	)
}

// renderDetail is a seat's whole mat over the review. In a finished game it
// is drawn as its player saw it (their hand too); in an unfinished one as
// the person at the device may see it.
func (p *Page) renderDetail(parts board.Parts) app.UI {
	rv := p.rv
	seat := p.detail - 1
	if seat < 0 || seat >= len(rv.seats) || parts.Detail == nil {
		return nil
	}
	detail := parts.Detail
	if rv.over() && seat != p.viewer {
		if b := p.boardFor(seat); b != nil {
			if d := b.Render(rv.props(p.pos, seat, p.Settings.Animation, p.say)).Detail; d != nil {
				detail = d
			}
		}
	}
	shut := func(ctx app.Context, e app.Event) { p.detail = 0 }
	return app.Section().Class("overlay", "detail").Role("dialog").Aria("labelledby", "detail-title").
		OnKeyDown(func(ctx app.Context, e app.Event) {
			if e.Get("key").String() == "Escape" {
				p.detail = 0
			}
		}).Body(
		app.Div().Class("overlay-box").Body(
			app.Div().Class("overlay-head").Body(
				app.H2().ID("detail-title").Aria("label", page.MatName(rv.seats[seat].Name)).Body(page.MatLabel(rv.seats[seat].Name)...),
				app.Button().Type("button").Class("button", "overlay-close").Text("Close").OnClick(shut),
			),
			app.Div().Class("overlay-body").Body(detail(seat)),
		),
	)
}

// renderTimeline is every move of the game, grouped as the game counts
// them and by turns; each move shows the position after it.
func (p *Page) renderTimeline() app.UI {
	rv := p.rv
	var judgements map[int]judged
	if sa := p.shownAnalysis(); sa != nil {
		judgements = make(map[int]judged, len(sa.Moves))
		for _, j := range sa.Moves {
			judgements[j.Step] = j
		}
	}
	return app.Section().ID("review-log").Class("log", "timeline").TabIndex(0).Aria("labelledby", "timeline-title").Body(
		app.H2().ID("timeline-title").Class("side-title").Text("Moves"),
		app.Ol().Class("timeline-groups").Body(
			app.Li().Class("timeline-group").Body(
				app.Button().Type("button").Class("timeline-move", "timeline-start").Aria("current", ariaStep(p.pos == 0)).
					Text("The start").OnClick(func(ctx app.Context, e app.Event) { p.jump(0) }),
			),
			app.Range(rv.groups).Slice(func(g int) app.UI {
				return &reviewGroup{Page: p, Index: g, Current: p.currentIn(g), Marks: groupMarks(rv.groups[g], judgements)}
			}),
		),
	)
}

// ariaStep is aria-current's value for a move: "step" for the one shown.
func ariaStep(current bool) string {
	if current {
		return "step"
	}
	return "false"
}

// currentIn is the move shown when it is in group g (the index of the move
// in the log), else -1.
func (p *Page) currentIn(g int) int {
	k := p.pos - 1
	turns := p.rv.groups[g].Turns
	if k >= turns[0].From && k < turns[len(turns)-1].To {
		return k
	}
	return -1
}

// groupMarks is what the analysis says of a group's moves, as text that
// changes when a judgement in the group does, so that a group is drawn
// again only then.
func groupMarks(g moveGroup, judgements map[int]judged) string {
	if len(judgements) == 0 {
		return ""
	}
	var b strings.Builder
	for _, t := range g.Turns {
		for k := t.From; k < t.To; k++ {
			if j, ok := judgements[k]; ok {
				fmt.Fprintf(&b, "%d:%.3f:%.3f:%d;", k, j.Before, j.After, j.Best)
			}
		}
	}
	return b.String()
}

// reviewGroup is one group of the timeline, a component of its own so
// that stepping through the game draws again only the groups whose move
// shown changed, not hundreds of moves.
type reviewGroup struct {
	app.Compo
	Page    *Page
	Index   int
	Current int    // the move shown, when in this group, else -1
	Marks   string // the analysis of the group's moves (groupMarks)
}

// Render draws the group: its title, then its turns, each with its moves.
func (c *reviewGroup) Render() app.UI {
	p := c.Page
	rv := p.rv
	g := rv.groups[c.Index]
	judgements := map[int]judged{}
	if sa := p.shownAnalysis(); sa != nil && c.Marks != "" {
		for _, j := range sa.Moves {
			judgements[j.Step] = j
		}
	}
	return app.Li().Class("timeline-group").Body(
		app.H3().Class("timeline-title").Text(g.Title),
		app.Ol().Class("timeline-turns").Body(app.Range(g.Turns).Slice(func(t int) app.UI {
			turn := g.Turns[t]
			seat := rv.seats[turn.Seat]
			return app.Li().Class("timeline-turn", fmt.Sprintf("seat-c%d", seat.Colour)).Body(
				app.Span().Class("timeline-who").Body(
					app.Span().Class("swatch", fmt.Sprintf("seat-c%d", seat.Colour)).Aria("hidden", "true"),
					page.NameUI(seat.Name),
				),
				app.Ol().Class("timeline-moves").Body(app.Range(turnSteps(turn)).Slice(func(i int) app.UI {
					k := turn.From + i
					j, judgedHere := judgements[k]
					b := app.Button().Type("button").Class("timeline-move").Aria("current", ariaStep(k == c.Current)).
						DataSet("step", k+1)
					body := []app.UI{app.Span().Class("timeline-n").Text(strconv.Itoa(k + 1)), app.Span().Class("timeline-text").Text(rv.lines[k].Text)}
					if judgedHere {
						body = append(body, app.Span().Class("timeline-chance").Textf("%s → %s", percent(j.Before), percent(j.After)))
						if j.Costly {
							b = b.Class("costly")
							body = append(body, app.Span().Class("badge", "costly-badge").Text("costly"))
						}
					}
					return app.Li().Body(b.Body(body...).OnClick(func(ctx app.Context, e app.Event) { p.jump(k + 1) }, app.EventScope(k)))
				})),
			)
		})),
	)
}

// turnSteps is a turn's moves, for app.Range.
func turnSteps(t turnSpan) []int { return make([]int, t.To-t.From) }

// percent writes a chance as a whole percentage, e.g. "54%".
func percent(x float64) string { return fmt.Sprintf("%.0f%%", 100*x) }
