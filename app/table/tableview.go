package table

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/page"
	"tabula/app/settings"
	"tabula/engines/save"
)

// The table is one screen, laid out the way players know from Board Game
// Arena: a status bar (whose turn, the one instruction, the turn's buttons)
// over the board, which is scaled, zoomed and panned in its own viewport;
// beside it the person's own mat, a compact panel per player and the log,
// each scrolling inside itself. On a narrow or short screen the board takes
// the width and the other panels are tabs under it. The zoom, the pan and
// the tabs are handled by web/table.js and web/thumb.js in the browser,
// without a render.

// tabs are the phone layout's tabs: the board and the side panels.
var tabs = []struct{ id, label string }{
	{"board", "Board"}, {"mine", "My mat"}, {"players", "Players"}, {"log", "Log"},
}

// Render draws the table.
func (t *Table) Render() app.UI {
	t.Unseen = false // the page is about to show the current position
	if t.Ses == nil {
		return page.Layout(t.Settings, page.PathPlay, "Game",
			page.Notice("error", t.loadErr),
			app.A().Class("button").Href(page.Href(page.PathSaved)).Text("Saved games"),
		)
	}
	p := t.Props()
	var parts board.Parts
	if t.board != nil && t.PassTo < 0 {
		parts = t.board.Render(p)
	}
	if parts.Main == nil && t.PassTo < 0 {
		parts.Main = renderMoves(p)
	}
	prompt := t.Prompt(parts.Prompt)
	t.hear(prompt)
	return page.TableLayout(t.Settings, t.Ses.Info.Name, t.title(),
		app.Div().ID("table").Class("table").Class(lessonClass(t.LessonOn())).DataSet("game", t.Ses.Info.ID).DataSet("search", t.searchPath).Body(
			// First, so that no part that comes and goes moves them: the
			// table's voice (announce.go, web/keyboard.js).
			t.renderFeed(),
			app.Div().Class("announcer", "visually-hidden").Role("log").Aria("live", "polite").Aria("relevant", "additions").Aria("label", "What happens"),
			t.renderStatus(p, parts, prompt),
			t.lessonCard(),
			t.renderBoard(parts),
			t.renderSide(parts),
			app.Nav().Class("table-tabs").Aria("label", "Table").Body(
				app.Range(tabs).Slice(func(i int) app.UI {
					return app.Button().Type("button").Class("table-tab").DataSet("tab", tabs[i].id).
						Aria("controls", "table-"+tabs[i].id).Body(
						app.Span().Text(tabs[i].label),
						app.Span().Class("tab-count").Aria("hidden", "true"),
					)
				}),
			),
			t.renderPass(),
			t.Friends.QR(),
			t.Friends.Live(),
			t.renderDetail(parts),
			t.renderResult(),
		),
	)
}

// title is the page's title at the table: the game, how far it is, whose
// turn ("Coin & Crown — Year 2 of 5 — Your turn — Tabula"), or turnTitle
// while the your-turn cue shows.
func (t *Table) title() string {
	if t.Cue.showing() {
		return turnTitle
	}
	parts := []string{t.Ses.Info.Name, t.Ses.State.Progress()}
	switch seat := t.Ses.State.ToMove(); {
	case seat < 0:
	case t.MyTurn() && t.SeatName(seat) == board.You:
		parts = append(parts, "Your turn")
	default:
		parts = append(parts, board.Possessive(t.SeatName(seat))+" turn")
	}
	return strings.Join(parts, " — ") + " — Tabula"
}

// renderStatus is the status bar: whose turn it is and how far the game
// is, the one instruction, what the others did since the person's last
// move, the turn's buttons with Undo and Suggest, and the tools.
func (t *Table) renderStatus(p board.Props, parts board.Parts, prompt string) app.UI {
	st := t.Ses.State
	seat := st.ToMove()
	swatch := app.Span().Class("swatch", "status-swatch").Aria("hidden", "true")
	if seat >= 0 {
		swatch = swatch.Class(fmt.Sprintf("seat-c%d", t.Ses.Seats[seat].Colour))
	}
	// The board's buttons, as many as the decision has, sit in a box of
	// their own (laid out as if it were not there), so that the table's
	// buttons after them keep their places from one move to the next:
	// go-app compares children by position and would draw them again.
	// While a move waits for End turn, its button takes the board's place.
	turn := parts.Actions
	if held := t.held(); held != nil {
		turn = []app.UI{app.Button().Type("button").Class("button", "primary", "end-turn", "target").Text(held.button).
			Aria("keyshortcuts", "E").OnClick(t.endTurn)}
	}
	actions := []app.UI{app.Div().Class("turn-actions").Body(turn...)}
	if !st.Over() {
		actions = append(actions, app.Button().Type("button").Class("button", "undo").Text("Undo").
			Disabled(!t.CanTakeBack()).Aria("keyshortcuts", "U").
			Title("Take back your last move (not past a revealed card, a die roll or another player's turn; key: U)").
			OnClick(t.Undo))
	}
	actions = append(actions, t.renderHint())
	if st.Over() {
		actions = append(actions, app.Button().Type("button").Class("button", "primary", "show-result").
			Text("Result").OnClick(t.openResult))
	}
	recent := t.recentMoves()
	// The status bar keeps one height whatever it says, so that the board never moves under the pointer: the
	// prompt has two lines and the line about the others' moves one, each
	// cut short with an ellipsis and opened whole over the board by a tap,
	// a hover or the keyboard's focus (web/tabula.css); the turn's buttons
	// keep to one row; the notes drop down over the board beneath it.
	return app.Section().Class("status-bar").Aria("label", "Turn").Body(
		app.Div().Class("status-line").Body(
			swatch,
			app.Span().Class("progress").Text(st.Progress()),
			t.renderPrompt(prompt),
		),
		// A row that scrolls sideways on a narrow screen, which the keyboard
		// scrolls by the focus on its buttons (Suggest, when shown, is never
		// disabled).
		app.Div().Class("status-actions").Role("group").Aria("label", "Turn actions").Body(actions...),
		app.Div().Class("status-tools").Body(
			// Here no move shifts it, so go-app keeps it (and an open dialog) mounted.
			page.LegendControl(t.Games, t.Ses.Info.ID),
			page.RulesControl(t.Games, t.Ses.Info.ID),
			&tableMenu{Game: t.Ses.ID, Viewer: t.Viewer, ByLink: t.Ses.Save.ByLink(), Live: t.Friends.CanInviteLive(), Table: t},
		),
		t.renderRecent(recent),
		app.Div().Class("status-notes").Body(
			// Said by the table's voice, not by a live region of its own.
			app.If(t.Note != "", func() app.UI { return app.P().Class("notice", "notice-status").Text(t.Note) }),
			page.Notice("error", t.Problem),
			page.Notice("error", t.SaveErr),
			app.If(t.Conflict, func() app.UI {
				return app.Button().Class("button", "reload-game").Text("Reload the saved game").OnClick(t.reload)
			}),
			page.Notice("status", t.Status),
			t.Friends.LiveNote(),
			t.Friends.HandOn(),
			app.If(t.link != "", func() app.UI {
				return app.Div().Class("field", "share-link").Body(
					app.Label().For("table-link").Text("Share link"),
					app.Input().ID("table-link").Type("url").ReadOnly(true).Value(t.link).
						OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }),
				)
			}),
		),
		// On a phone, web/thumb.js lists the decision's choices here as
		// buttons for the thumb, in the sheet the status bar becomes there;
		// go-app draws the box, never its insides.
		app.Section().ID("table-picks").Class("picks").Aria("label", "Your choices"),
	)
}

// renderPrompt is the status bar's prompt: its instruction (the first
// sentence) and the rest, in spans of their own, so that a phone shows the
// instruction whole and the rest when the prompt is opened (web/tabula.css).
func (t *Table) renderPrompt(prompt string) app.UI {
	head, rest := PromptSplit(prompt, t.Ses.Seats)
	// The table's voice says it as it changes (announce.go); focused, it is
	// read whole, and opened whole on the screen when the keyboard put
	// the focus there (web/tabula.css).
	return app.P().Class(promptClass(t.Thinking)).Role("note").Aria("label", prompt).TabIndex(0).Title(prompt).Body(
		app.Span().Class("prompt-head").Body(page.WithNames(head, t.Ses.Seats)...),
		app.Span().Class("prompt-rest").Body(page.WithNames(rest, t.Ses.Seats)...),
	)
}

// PromptSplit cuts a prompt after its first sentence ("Forge up to 3
// weapons." + " Each costs…"): at the first full stop, question or
// exclamation mark followed by a space that is not inside a seat's name.
// rest keeps its leading space; it is "" for a prompt of one sentence.
func PromptSplit(prompt string, seats []save.Seat) (head, rest string) {
	for i := 0; i+1 < len(prompt); i++ {
		if c := prompt[i]; (c != '.' && c != '?' && c != '!') || prompt[i+1] != ' ' {
			continue
		}
		if insideName(prompt, i, seats) {
			continue
		}
		return prompt[:i+1], prompt[i+1:]
	}
	return prompt, ""
}

// insideName reports whether byte i of text lies inside a seat's name
// written there.
func insideName(text string, i int, seats []save.Seat) bool {
	for _, seat := range seats {
		n := seat.Name
		if n == "" {
			continue
		}
		for from := 0; ; {
			at := strings.Index(text[from:], n)
			if at < 0 {
				break
			}
			at += from
			if at <= i && i < at+len(n)-1 {
				return true
			}
			from = at + 1
		}
	}
	return false
}

// renderRecent is the status bar's line of what the others did since the
// person's move, one line cut short on the screen and opened whole on
// focus or hover: a button that says it again (key L, also when the line
// is empty and the button hidden: it then says the last turn of another
// seat), and the moves as a list, a screen reader's to read one by one.
// Empty, the line stays, its parts hidden, so that the status bar keeps
// its height.
func (t *Table) renderRecent(recent []string) app.UI {
	empty := len(recent) == 0
	// Focusable by a tap (tabindex -1), which opens it whole, but not a
	// Tab stop: the keyboard opens it by its button.
	line := app.Div().Class("status-recent").TabIndex(-1).Title(strings.Join(recent, " · "))
	if !empty {
		// A phone shows these words in the button's place (web/tabula.css).
		line = line.DataSet("label", t.recentLabel())
	}
	return line.Body(
		app.Button().Type("button").Class("hear-again").Hidden(empty).Aria("keyshortcuts", "L").
			Title("Say it again (key: L)").Text(t.recentLabel()).OnClick(t.sayAgain),
		app.Ul().Class("recent-list").Hidden(empty).Body(app.Range(recent).Slice(func(i int) app.UI { return app.Li().Text(recent[i]) })),
	)
}

// renderFeed is what the table says, numbered, for web/keyboard.js to add
// to the live region: hidden, and never read itself.
func (t *Table) renderFeed() app.UI {
	said := t.speech.said
	return app.Ol().Class("announce-feed").Hidden(true).Body(app.Range(said).Slice(func(i int) app.UI {
		li := app.Li().DataSet("seq", said[i].Seq).Text(said[i].Text)
		if said[i].Open {
			li = li.DataSet("open", "true")
		}
		return li
	}))
}

// focusableIf is the tab index of an element that can be focused (and so
// opened whole, as the suggestion) when it says something.
func focusableIf(says bool) int {
	if says {
		return 0
	}
	return -1
}

// recentLabel introduces the status bar's line about the others' moves.
func (t *Table) recentLabel() string {
	if t.Viewer < 0 {
		return "Last:"
	}
	return "Since your move:"
}

// promptClass styles the prompt, with a spinner while a computer thinks.
func promptClass(thinking bool) string {
	if thinking {
		return "prompt thinking"
	}
	return "prompt"
}

// tableMenu holds the table's tools that are not moves: the share link
// and the ways to the other screens (the top bar with them is hidden on a
// phone on its side). Its fields change only with the game, the viewer and
// whether a friend may be invited live, so go-app skips it when the table
// is drawn after a move; what it draws depends on nothing else (with Live
// missing, a menu drawn while every friend was connected kept
// no "Play live…" after a connection closed).
type tableMenu struct {
	app.Compo
	Game   string // the saved game's ID
	Viewer int    // the seat whose view the review opens with
	ByLink bool   // a game by links: links for the players, not a share link
	Live   bool   // some friend may be invited to play live (Friends.CanInviteLive)
	Table  *Table // shares the game or opens the players' links
}

// Render draws the menu.
func (m *tableMenu) Render() app.UI {
	return app.Details().Class("table-menu").Body(
		app.Summary().Class("button").Aria("label", "More: share link, games, review, saved games, settings").Text("⋯"),
		app.Div().Class("table-menu-items").Body(
			m.Table.Friends.MenuShare(m.ByLink),
			app.A().Class("button").Href(page.Href(page.PathHome)).Text("Games"),
			app.A().Class("button", "review-link").Href(page.ReviewHref(m.Game, m.Viewer)).Text("Review the game"),
			app.A().Class("button").Href(page.Href(page.PathSaved)).Text("Saved games"),
			app.A().Class("button").Href(page.Href(page.PathSettings)).Text("Settings"),
		),
	)
}

// renderBoard is the board's viewport with its zoom buttons, and the
// chooser of the decision in progress over it.
func (t *Table) renderBoard(parts board.Parts) app.UI {
	return app.Section().ID("table-board").Class("table-board").Aria("label", "Board").Body(
		app.Div().Class("chooser").Body(parts.Chooser),
		app.Div().Class("board-view").TabIndex(0).Role("region").Aria("label", "The board: drag to move it, + and − to zoom").
			DataSet("game", t.Ses.Info.ID).OnClick(t.boardClicked).Body(
			app.Div().Class("board-canvas", "board", "board-"+t.Ses.Info.ID).Body(parts.Main),
		),
		app.Div().Class("zoom-controls").Role("group").Aria("label", "Zoom the board").Body(
			app.Button().Type("button").Class("button", "zoom-button").DataSet("zoom", "out").Aria("label", "Zoom out").Text("−"),
			app.Button().Type("button").Class("button", "zoom-button").DataSet("zoom", "fit").Aria("label", "Fit the board to the screen").Text("Fit"),
			app.Button().Type("button").Class("button", "zoom-button").DataSet("zoom", "in").Aria("label", "Zoom in").Text("+"),
		),
	)
}

// renderSide is the side of the table: the board's report of what the
// rules did by themselves, the person's own mat, the players' compact
// panels and the log.
func (t *Table) renderSide(parts board.Parts) app.UI {
	return app.Div().Class("table-side").Body(
		// Always there, empty or not, so that the panels after it keep
		// their places for go-app's comparison.
		app.Div().Class("table-report").Body(parts.Report),
		// The dock scrolls: it is focusable, so that a keyboard can scroll
		// it even when no button is in it (axe's scrollable-region-focusable).
		app.Section().ID("table-mine").Class("dock").Aria("label", "Your mat").TabIndex(0).OnClick(t.boardClicked).Body(
			app.If(parts.Mine == nil, func() app.UI {
				return app.P().Class("hint").Text("No mat of yours is shown: you are watching.")
			}),
			parts.Mine,
		),
		t.renderPlayers(parts),
		t.renderLog(),
	)
}

// renderPlayers is one compact panel per seat: colour, name, who plays it,
// the projected score (projectedScore) and the board's few icons and numbers; a button opens
// the seat's whole mat.
func (t *Table) renderPlayers(parts board.Parts) app.UI {
	st := t.Ses.State
	projected := page.Projection(st)
	toMove := st.ToMove()
	return app.Section().ID("table-players").Class("players").TabIndex(0).Aria("labelledby", "players-title").Body(
		app.H2().ID("players-title").Class("side-title").Text("Players"),
		app.Ul().Body(app.Range(t.Ses.Seats).Slice(func(i int) app.UI {
			seat := t.Ses.Seats[i]
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
					app.Span().Class("swatch", fmt.Sprintf("seat-c%d", seat.Colour)).Title(settings.ColourName(t.Settings.Palette, seat.Colour)),
					app.Span().Class("player-name").Body(page.NameUI(seat.Name)),
					app.Span().Class("player-kind").Text(page.KindLabel(seat)),
					// Hidden rather than left out, so that the score after it
					// keeps its place and go-app updates it instead of
					// drawing it again whenever the turn passes.
					app.Span().Class("badge").Hidden(i != toMove).Text("to move"),
					page.ProjectedScore(projected, i, seat.Name, st.Over()),
				),
				app.Div().Class("player-summary").Body(summary),
				app.If(parts.Detail != nil, func() app.UI {
					seatNo := i
					return app.Button().Type("button").Class("button", "player-open").
						Aria("haspopup", "dialog").Aria("label", page.MatName(seat.Name)).Body(page.MatLabel(seat.Name)...).
						OnClick(func(ctx app.Context, e app.Event) {
							t.detail = seatNo + 1
							ctx.Defer(func(app.Context) { page.FocusID("detail-close") })
						}, app.EventScope(seatNo))
				}),
			)
		})),
	)
}

// maxLogShown bounds the log lines drawn at once, the newest; the whole log
// stays in the save. The first line drawn moves in steps of logStep, so that
// most moves only add a line to the list (go-app compares a list's children
// by position: a window that slid by one every move would rewrite every
// line). Between maxLogShown-logStep+1 and maxLogShown lines are drawn.
const (
	maxLogShown = 120
	logStep     = 40
)

// logStart is the index of the first of n log lines that the log draws.
func logStart(n int) int {
	if n <= maxLogShown {
		return 0
	}
	return (n - maxLogShown + logStep - 1) / logStep * logStep
}

// renderLog is the plain-English log, each move with the automatic events it
// set off. The list is in the order of play, which a screen reader reads,
// and CSS shows it newest first (flex column-reverse): a new move appends
// one line instead of shifting every line down by one.
func (t *Table) renderLog() app.UI {
	lines := t.Ses.Lines
	start := logStart(len(lines))
	return app.Section().ID("table-log").Class("log").TabIndex(0).Aria("labelledby", "log-title").Body(
		app.H2().ID("log-title").Class("side-title").Text("Game log"),
		app.If(len(lines) == 0, func() app.UI { return app.P().Class("hint").Text("No moves yet.") }),
		app.Ol().Class("log-lines").Aria("labelledby", "log-title").Body(
			app.Range(lines[start:]).Slice(func(i int) app.UI {
				l := lines[start+i]
				seat := t.Ses.Seats[l.Seat]
				return &logEntry{Name: seat.Name, Colour: seat.Colour, Text: l.Text, Events: strings.Join(l.Events, "\n")}
			}),
		),
		app.If(start > 0, func() app.UI {
			return app.P().Class("hint").Textf("The %d earlier moves are kept with the saved game.", start)
		}),
	)
}

// logEntry is one line of the log: a move with the automatic events it
// set off. A line never changes once played, so go-app draws each once and
// skips the earlier lines when a move adds one. Its fields are strings and
// ints, which go-app compares directly at every update of the table (a
// struct or a slice it would copy and compare by reflection, for each of
// up to maxLogShown lines).
type logEntry struct {
	app.Compo
	Name   string // the seat's name
	Colour int    // the seat's colour
	Text   string
	Events string // the automatic events, one a line
}

// Render draws the line.
func (l *logEntry) Render() app.UI {
	return app.Li().Body(
		app.Span().Class("swatch", fmt.Sprintf("seat-c%d", l.Colour)).Aria("hidden", true),
		app.Strong().Body(page.NameUI(l.Name), app.Text(": ")),
		app.Text(l.Text),
		app.If(l.Events != "", func() app.UI {
			events := strings.Split(l.Events, "\n")
			return app.Ul().Class("log-events").Body(app.Range(events).Slice(func(k int) app.UI {
				return app.Li().Class("log-event").Text(events[k])
			}))
		}),
	)
}

// renderPass is the screen between two people's turns, over the table.
func (t *Table) renderPass() app.UI {
	if t.PassTo < 0 {
		return nil
	}
	name := t.SeatName(t.PassTo)
	return app.Section().Class("overlay", "pass").Role("dialog").Aria("modal", "true").Aria("label", "Pass the device").Body(
		app.Div().Class("overlay-box").Body(
			app.P().Body(page.NameUI(name), app.Text("'s turn. Everyone else, please look away.")),
			// One span: a flex button trims a text's last space ("I amBea").
			app.Button().Class("button", "primary").Body(app.Span().Body(app.Text("I am "), page.NameUI(name), app.Text(": show my turn"))).OnClick(t.takeOver),
		),
	)
}

// renderDetail is a seat's whole mat over the table, opened from its
// panel.
func (t *Table) renderDetail(parts board.Parts) app.UI {
	seat := t.detail - 1
	if seat < 0 || seat >= len(t.Ses.Seats) || parts.Detail == nil {
		return nil
	}
	return app.Section().Class("overlay", "detail").Role("dialog").Aria("labelledby", "detail-title").
		OnKeyDown(func(ctx app.Context, e app.Event) {
			if e.Get("key").String() == "Escape" {
				t.detail = 0
			}
		}).Body(
		app.Div().Class("overlay-box").Body(
			app.Div().Class("overlay-head").Body(
				app.H2().ID("detail-title").Aria("label", page.MatName(t.SeatName(seat))).Body(page.MatLabel(t.SeatName(seat))...),
				app.Button().ID("detail-close").Type("button").Class("button", "overlay-close").Text("Close").
					OnClick(func(ctx app.Context, e app.Event) { t.detail = 0 }),
			),
			app.Div().Class("overlay-body").Body(parts.Detail(seat)),
		),
	)
}

// openResult shows the final result again, with the keyboard focus in it.
func (t *Table) openResult(ctx app.Context, e app.Event) {
	t.result.shut = false
	ctx.Defer(func(app.Context) { page.FocusID("result-close") })
}

// renderResult is the end of the game in front of the table: the places,
// the score by category with the tie-break, the chart; it can be closed to
// look at the final board.
func (t *Table) renderResult() app.UI {
	st := t.Ses.State
	if !st.Over() || t.result.shut || t.PassTo >= 0 {
		return nil
	}
	return app.Section().Class("overlay", "result").Role("dialog").Aria("labelledby", "result-title").
		OnKeyDown(func(ctx app.Context, e app.Event) {
			if e.Get("key").String() == "Escape" {
				t.result.shut = true
			}
		}).Body(
		app.Div().Class("overlay-box").Body(
			app.Div().Class("overlay-head").Body(
				app.H2().ID("result-title").Text("Final scores"),
				app.Button().ID("result-close").Type("button").Class("button", "overlay-close").Text("See the board").
					OnClick(func(ctx app.Context, e app.Event) { t.result.shut = true }),
			),
			app.Div().Class("overlay-body").Body(
				app.P().Class("verdict").Text(page.Verdict(st.Result(), t.Ses.Seats)),
				t.endingScore(),
				page.ScoreTable(st.Result(), t.Ses.Seats, t.Settings.Palette),
				page.ScoreChart(t.Ses.Scores, t.Ses.Seats),
				t.result.note,
				t.Friends.PlayAgain(),
				app.A().Class("button", "primary", "review-link").Href(page.ReviewHref(t.Ses.ID, t.Viewer)).Text("Review and analyse the game"),
			),
		),
	)
}

// renderMoves lists the legal moves as buttons, for a game without a
// board.
func renderMoves(p board.Props) app.UI {
	return app.Ul().Class("moves").Body(
		app.Range(p.Legal).Slice(func(i int) app.UI {
			c := p.Legal[i]
			b := app.Button().Class("button", "move", "target").Class(p.SuggestedClass(c.Action)...)
			if p.Suggested(c.Action) {
				b = b.Body(app.Text(c.Text), app.Span().Class("badge").Text("suggested"))
			} else {
				b = b.Text(c.Text)
			}
			return app.Li().Body(b.OnClick(func(ctx app.Context, e app.Event) { p.Choose(ctx, c.Action) }, app.EventScope(c.Action)))
		}),
	)
}

// lessonCard is the lesson's card, when the game is a lesson's.
func (t *Table) lessonCard() app.UI {
	if t.Lesson == nil {
		return nil
	}
	return t.Lesson.Card()
}

// endingScore is the lesson's ending's score before its last move, when
// the game is a lesson's ending that is over.
func (t *Table) endingScore() app.UI {
	if t.Lesson == nil {
		return nil
	}
	return t.Lesson.EndingScore()
}

// lessonClass is the table's class while a lesson is under way, which
// makes room for the lesson card.
func lessonClass(on bool) string {
	if on {
		return "in-lesson"
	}
	return ""
}
