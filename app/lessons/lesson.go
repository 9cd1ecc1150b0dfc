// Package lessons is a game learned at the table: the lesson's game and
// its ending started or resumed (/learn), each step's card over the table
// with the moves the step lets the person make, the first game the lesson
// offers, and the records of which lessons this device has done. A lesson
// plugs into the table through table.Lesson (New). It uses the table, the
// page's frame, the session, the computer's levels, settings, storage, the
// board contract and the engines.
package lessons

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/computer"
	"tabula/app/page"
	"tabula/app/session"
	"tabula/app/settings"
	"tabula/app/storage"
	"tabula/app/table"
	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/save"
)

// A lesson (Learn to play) is a saved game like any other whose
// save names its lesson and the step the player is at (save.Save.Lesson,
// LessonStep), so it resumes after a reload like any game. The table plays
// it: it shows the step in a lesson card, offers only the step's move (its
// target alone is marked and can be chosen), plays the computers' scripted
// moves when the person continues, and lets the computers think for
// themselves only once the lesson is over.

const (
	// Path starts or resumes a game's lesson: /learn?game=ID, with
	// &restart=1 for a new one.
	Path = "/learn"
	// RecordsKey holds, per game, the lesson game last started on this
	// device and whether a lesson of that game was ever finished; a game's
	// ending (board.Lesson.Ending) is recorded under its ID and
	// endingSuffix.
	RecordsKey = "tabula.lessons"
	// partEnding is pathLearn's part=… for the ending.
	partEnding = "ending"
)

// Record is what this device knows of a game's lesson.
type Record struct {
	ID   string `json:"id"`   // the saved game of the lesson last started
	Done bool   `json:"done"` // a lesson of this game was played to its end
}

// LoadRecords reads the lesson records, by game ID; unreadable records
// count as none.
func LoadRecords(kv storage.KV) map[string]Record {
	out := map[string]Record{}
	if kv.Contains(RecordsKey) {
		if err := kv.Get(RecordsKey, &out); err != nil || out == nil {
			return map[string]Record{}
		}
	}
	return out
}

// saveLessonRecord changes the record of game's lesson with change.
func saveLessonRecord(kv storage.KV, game string, change func(*Record)) error {
	all := LoadRecords(kv)
	r := all[game]
	change(&r)
	all[game] = r
	if err := kv.Set(RecordsKey, all); err != nil {
		return fmt.Errorf("%w: recording the lesson: %w", storage.ErrStorage, err)
	}
	return nil
}

// lessonOf is the lesson, or the lesson's ending, that ses is played in,
// or nil for an ordinary game, a lesson this build no longer has, or a game
// whose setup or scripted moves are not its lesson's (a lesson changed
// since it was stored, or a stored game edited): the lesson's words would
// describe a position that is not on the board.
func lessonOf(ses *session.Session) *board.Lesson {
	l, ending := session.LessonNamed(ses.Table, ses.Save.Lesson)
	if l == nil || session.LessonSetup(l, ending, ses.Info.Name, ses.Save) != nil {
		return nil
	}
	follows := session.LessonFollows(l, ending, ses.Info.Name)
	for k := range min(len(ses.Lines), len(ses.History)) {
		if follows(k, ses.History[k], ses.Lines[k].Action) != nil {
			return nil
		}
	}
	return l
}

// lessonPart is g's lesson, or its ending when ending is true, with the key
// that saves and records name it by; nil when g has no such part.
func lessonPart(g board.Game, ending bool) (*board.Lesson, string) {
	l, key := g.Lesson, g.ID()
	if l != nil && ending {
		l, key = l.Ending, key+session.EndingSuffix
	}
	return l, key
}

// startLesson sets up a new game of g's lesson, or its ending, at its
// first step: an ending's prelude is played and logged as the game so far
// (the table takes none of it back: newLessonTable).
func startLesson(g board.Game, ending bool, now int64) (*session.Session, error) {
	l, key := lessonPart(g, ending)
	if l == nil {
		return nil, fmt.Errorf("starting the lesson: %s has no %s", g.Engine.Info().Name, key)
	}
	ses, err := session.Start(g, l.Config(), l.Seats, now)
	if err != nil {
		return nil, fmt.Errorf("starting the lesson: %w", err)
	}
	for k, play := range l.Prelude {
		a, err := board.Expected(ses.State, board.LessonStep{Play: play})
		if err == nil {
			err = ses.Play(a, now)
		}
		if err != nil {
			return nil, fmt.Errorf("starting the lesson: move %d before it: %w", k+1, err)
		}
	}
	ses.Save.Lesson = key
	return ses, nil
}

// lessonStepAt is the step a lesson game is at: its recorded step when that
// step begins after the moves it has played, else the first step that does
// (a save whose log and step disagree), or past the last step when the
// game has gone beyond the lesson's moves.
func lessonStepAt(l *board.Lesson, step, played int) int {
	moves := l.Moves()
	if step >= 0 && step < len(l.Steps) && moves[step] == played {
		return step
	}
	if step >= len(l.Steps) {
		return len(l.Steps)
	}
	for k := range l.Steps {
		if moves[k] == played {
			return k
		}
	}
	return len(l.Steps)
}

// lessonTable is the table of a game played as a lesson: the table, and
// the lesson's own state (its plan, the card's folding, a refusal to say).
// The table holds one as its Lesson while the game is a lesson's.
type lessonTable struct {
	*table.Table
	lesson lessonPlay
}

// New makes the table t play the lesson of the game it has just
// opened, at the step its save records; nil when the game is no lesson. An
// ending's prelude cannot be taken back: the undo snapshots of its moves
// (which a reopened game rebuilds like any other) are dropped.
func New(t *table.Table) table.Lesson {
	plan := lessonOf(t.Ses)
	if plan == nil {
		return nil
	}
	t.Ses.Save.LessonStep = lessonStepAt(plan, t.Ses.Save.LessonStep, len(t.Ses.Save.Log))
	if since := max(0, len(t.Ses.Save.Log)-len(plan.Prelude)); len(t.Ses.Undo) > since {
		t.Ses.Undo = t.Ses.Undo[len(t.Ses.Undo)-since:]
	}
	return &lessonTable{Table: t, lesson: lessonPlay{plan: plan}}
}

// lessonStep is the step the table is at, and whether a lesson is under
// way (its steps not all done).
func (t *lessonTable) lessonStep() (int, board.LessonStep, bool) {
	if t.lesson.plan == nil || t.Ses == nil {
		return 0, board.LessonStep{}, false
	}
	k := t.Ses.Save.LessonStep
	if k < 0 || k >= len(t.lesson.plan.Steps) {
		return k, board.LessonStep{}, false
	}
	return k, t.lesson.plan.Steps[k], true
}

// On reports whether a lesson is under way at the table.
func (t *lessonTable) On() bool {
	_, _, ok := t.lessonStep()
	return ok
}

// Move is the step's move in the current position, and whether the
// step has one that is legal.
func (t *lessonTable) Move() (engines.Action, bool) {
	_, step, ok := t.lessonStep()
	if !ok || step.Play == "" {
		return engines.Action{}, false
	}
	a, err := board.Expected(t.Ses.State, step)
	return a, err == nil
}

// Choices keeps of legal only what the lesson's step lets the
// person choose: the step's move, or nothing while there is something to
// read. Outside a lesson, legal is returned unchanged.
func (t *lessonTable) Choices(legal []board.Choice) []board.Choice {
	if _, _, ok := t.lessonStep(); !ok {
		return legal
	}
	a, ok := t.Move()
	if !ok {
		return nil
	}
	for _, c := range legal {
		if c.Action == a {
			return []board.Choice{c}
		}
	}
	return nil
}

// lessonRefusal says why the person may not play a now, or "" when the
// lesson allows it (or there is no lesson).
func (t *lessonTable) lessonRefusal(a engines.Action) string {
	_, step, ok := t.lessonStep()
	if !ok {
		return ""
	}
	want, legal := t.Move()
	switch {
	case step.Play == "" || !legal || !t.MyTurn():
		return board.LessonRefusal("")
	case a != want:
		return board.LessonRefusal(step.Play)
	}
	return ""
}

// Refuse reports whether the lesson refuses a (a click's move, or
// engines.Action{Kind: 255} for a board's own refusal), saying why on its
// card.
func (t *lessonTable) Refuse(a engines.Action) bool {
	why := t.lessonRefusal(a)
	if why != "" {
		t.lesson.say = why
	}
	return why != ""
}

// Wanted is the move the lesson step asks the person for, "" at a
// step to read or a computer's move (board.Props.LessonWanted).
func (t *lessonTable) Wanted() string {
	_, step, ok := t.lessonStep()
	if !ok || !t.MyTurn() {
		return ""
	}
	return step.Play
}

// Played moves the lesson on after the person or a computer played
// the step's move.
func (t *lessonTable) Played(ctx app.Context) {
	t.lesson.say = ""
	t.lessonGo(ctx, t.Ses.Save.LessonStep+1)
}

// lessonGo moves the lesson to step k, records it with the game and, at
// the last step, records the lesson as done on this device (lessonReached).
func (t *lessonTable) lessonGo(ctx app.Context, k int) {
	t.Ses.Save.LessonStep = k
	if err := lessonReached(ctx.LocalStorage(), t.Ses.Save.Lesson, t.Ses.ID, k, len(t.lesson.plan.Steps)); err != nil {
		t.SaveErr = page.StorageMessage(err)
	}
	t.PersistSoon(ctx)
}

// lessonReached records a lesson (key: a game's, or its ending's) as done
// on this device when the lesson game id, of steps steps, reaches its last
// step k, and only when
// it is the lesson last started on this device (from its first step, by
// Learn to play): a lesson opened from a file or a link, which may come at
// any step, is played like any other but its steps were not played here.
func lessonReached(kv storage.KV, key, id string, k, steps int) error {
	if k != steps-1 || LoadRecords(kv)[key].ID != id {
		return nil
	}
	return saveLessonRecord(kv, key, func(r *Record) { r.Done = true })
}

// lessonNext continues the lesson: a step to read is done, a computer's
// scripted move is played, and a person's move is played for them (the
// step is skipped).
func (t *lessonTable) lessonNext(ctx app.Context, e app.Event) {
	k, step, ok := t.lessonStep()
	if !ok || t.Unseen || t.Conflict || t.PassTo >= 0 {
		return
	}
	t.lesson.say = ""
	if step.Play == "" {
		t.lessonGo(ctx, k+1)
		return
	}
	a, legal := t.Move()
	if !legal {
		t.Problem = "This step's move cannot be played here: the lesson no longer fits the rules."
		return
	}
	version := t.Ses.Version
	t.Play(ctx, a)
	if t.Ses.Version != version {
		t.Played(ctx)
	}
}

// lessonBack goes back a step: a step to read before this one is shown
// again, and the person's own last move is taken back (Undo).
func (t *lessonTable) lessonBack(ctx app.Context, e app.Event) {
	k, _, ok := t.lessonStep()
	if !ok || k == 0 || t.Unseen {
		return
	}
	t.lesson.say = ""
	if t.lesson.plan.Steps[k-1].Play == "" {
		t.lessonGo(ctx, k-1)
		return
	}
	t.Undo(ctx, e)
}

// lessonCanGoBack reports whether Back has anything to go back to.
func (t *lessonTable) lessonCanGoBack() bool {
	k, _, ok := t.lessonStep()
	if !ok || k == 0 {
		return false
	}
	return t.lesson.plan.Steps[k-1].Play == "" || (t.MyTurn() && t.Ses.CanUndo())
}

// Undone puts the lesson back at the step whose move was taken back.
func (t *lessonTable) Undone() {
	if t.lesson.plan == nil {
		return
	}
	moves, played := t.lesson.plan.Moves(), len(t.Ses.Save.Log)
	for k, s := range t.lesson.plan.Steps {
		if s.Play != "" && moves[k] == played {
			t.Ses.Save.LessonStep = k
			return
		}
	}
}

// OffPath tells the person who clicked the board or their mat off
// the step's target why nothing happened.
func (t *lessonTable) OffPath(ctx app.Context, e app.Event) {
	if _, _, ok := t.lessonStep(); !ok {
		return
	}
	target := e.Get("target")
	if !target.Truthy() || target.Get("closest").IsUndefined() {
		return
	}
	if target.Call("closest", ".target, .refused, button, a, summary, input, select, label").Truthy() {
		return // a target plays, a refused one says why, a control does its own work
	}
	t.lesson.say = t.lessonRefusal(engines.Action{Kind: 255})
}

// lessonKeepPlaying ends the lesson and lets the game go on as an ordinary
// game against the computer at its level.
func (t *lessonTable) lessonKeepPlaying(ctx app.Context, e app.Event) {
	t.lessonGo(ctx, len(t.lesson.plan.Steps))
	t.Schedule()
}

// lessonRestart starts the lesson, or its ending, again from its first
// step.
func (t *lessonTable) lessonRestart(ctx app.Context, e app.Event) {
	ctx.Navigate(page.Href(Href(t.Ses.Info.ID, t.Ses.Save.Lesson != t.Ses.Info.ID) + "&restart=1"))
}

// lessonEnding starts the lesson's ending.
func (t *lessonTable) lessonEnding(ctx app.Context, e app.Event) {
	ctx.Navigate(page.Href(Href(t.Ses.Info.ID, true) + "&restart=1"))
}

// Href is the path that starts or resumes game's lesson, or its
// ending.
func Href(game string, ending bool) string {
	p := Path + "?game=" + url.QueryEscape(game)
	if ending {
		p += "&part=" + partEnding
	}
	return p
}

// lessonNewGame starts a first real game: the lesson's seats, the
// computers at the first game's level, a new deal.
func (t *lessonTable) lessonNewGame(ctx app.Context, e app.Event) {
	ses, err := lessonFirstGame(t.Ses.Table, t.Ses.Table.Lesson, ctx.LocalStorage(), session.RandomSeed(), page.NowMillis())
	if err != nil {
		t.Problem = "The game could not be set up: " + page.StorageMessage(err)
		return
	}
	if err := t.Stored(ctx.LocalStorage()).Put(ses.ID, ses.Save); err != nil {
		t.Problem = page.StorageMessage(err)
		return
	}
	ctx.Navigate(page.Href(page.PathPlay + "?id=" + url.QueryEscape(ses.ID)))
}

// lessonFirstGame sets up the first real game that lesson l of g offers at
// its end: the lesson's seats with its computers at firstGameLevel (such a
// computer joins a solo lesson's person when the game allows two players),
// the full game (none of the lesson's variants, which may shorten it),
// dealt from seed, begun as the new-game screen begins a game whose form
// opens with l.FirstGame (board.Extras.NewSetup, beginGame).
func lessonFirstGame(g board.Game, l *board.Lesson, kv board.Storage, seed uint64, now int64) (*session.Session, error) {
	seats := make([]save.Seat, len(l.Seats))
	copy(seats, l.Seats)
	computers := 0
	for i := range seats {
		if seats[i].Kind == save.Computer {
			seats[i].Level = firstGameLevel
			computers++
		}
	}
	if info := g.Engine.Info(); computers == 0 && len(seats) < info.MaxPlayers {
		i := len(seats)
		seats = append(seats, save.Seat{Name: computer.Name(i), Colour: i % settings.Colours, Kind: save.Computer, Level: firstGameLevel})
	}
	cfg := engines.Config{Players: len(seats), Seed: seed}
	ses, err := session.Start(g, cfg, seats, now)
	if err != nil {
		return nil, fmt.Errorf("starting the first game: %w", err)
	}
	if g.NewSetup != nil {
		q := l.FirstGame
		if q == nil {
			q = url.Values{}
		}
		extra, _ := g.NewSetup(kv, q)
		if err := session.Begin(kv, extra, ses, len(seats), nil); err != nil {
			return nil, fmt.Errorf("beginning the first game: %w", err)
		}
	}
	return ses, nil
}

// firstGameLevel is the computer level of the first game a lesson offers:
// Easy, a weak player with a plan. Beginner plays any legal move (it gives
// its purse to the Church, takes cards it cannot use), which teaches a new
// player nothing of how the game is won.
const firstGameLevel = bots.Easy

// Card is the lesson card, docked beside the board (over it on a
// narrow screen): the step's title and words, what the last move did, and
// the ways on. Outside a lesson it is nil.
func (t *lessonTable) Card() app.UI {
	if t.lesson.plan == nil {
		return nil
	}
	k, step, ok := t.lessonStep()
	if !ok {
		return nil
	}
	n := len(t.lesson.plan.Steps)
	var note string
	var events []string // what the rules did by themselves in that move, as the log tells it
	if k > 0 && t.lesson.plan.Steps[k-1].Play != "" {
		note = t.lesson.plan.Steps[k-1].Note
		if n := len(t.Ses.Lines); n > 0 {
			events = t.Ses.Lines[n-1].Events
		}
	}
	last := k == n-1
	mover := t.Ses.State.ToMove()
	byComputer := step.Play != "" && mover >= 0 && t.Ses.SeatKind(mover) == save.Computer
	var buttons []app.UI
	switch {
	case last:
		if t.lesson.plan.Ending != nil {
			buttons = append(buttons, app.Button().Type("button").Class("button", "primary", "lesson-ending").
				Text("Play the ending").OnClick(t.lessonEnding))
		}
		buttons = append(buttons, app.Button().Type("button").Class("button", "lesson-first-game").
			Class(primaryIf(t.lesson.plan.Ending == nil)...).
			Text("Play a first game against "+computer.LevelLabel(firstGameLevel)).OnClick(t.lessonNewGame))
		if !t.Ses.State.Over() {
			buttons = append(buttons, app.Button().Type("button").Class("button", "lesson-keep").Text("Keep playing this game").OnClick(t.lessonKeepPlaying))
		}
	case step.Play == "":
		buttons = append(buttons, app.Button().Type("button").Class("button", "primary", "lesson-next").Text("Continue").OnClick(t.lessonNext))
	case byComputer:
		buttons = append(buttons, app.Button().Type("button").Class("button", "primary", "lesson-next").
			Text("Continue: "+board.Possessive(t.SeatName(mover))+" move").OnClick(t.lessonNext))
	default:
		buttons = append(buttons, app.Button().Type("button").Class("button", "lesson-skip").Title("Play this step's move for me").Text("Skip step").OnClick(t.lessonNext))
	}
	buttons = append(buttons,
		app.Button().Type("button").Class("button", "lesson-back").Text("Back").Disabled(!t.lessonCanGoBack()).OnClick(t.lessonBack),
		app.Button().Type("button").Class("button", "lesson-restart").Text("Restart").OnClick(t.lessonRestart),
	)
	// The move the step marks, said to a screen reader with the step's
	// words: the marked target itself is announced only when reached.
	var marked string
	switch {
	case step.Play == "":
	case byComputer:
		marked = board.FullStop("Press Continue for " + board.Possessive(t.SeatName(mover)) + " move: " + step.Play)
	default:
		marked = board.FullStop("The move to play, marked on the table: " + step.Play)
	}
	// On a phone the card folds to the step's instruction while the step
	// asks the person for a move, the board then having the room; the rest
	// is a tap away (web/tabula.css).
	folded := t.lessonFolded(k, t.lessonAsks(k, step))
	lead, instruction := lessonSplit(step.Text)
	buttons = append(buttons, app.Button().Type("button").Class("button", "lesson-fold").
		Aria("expanded", !folded).Aria("controls", "lesson").
		OnClick(t.lessonToggleFold).
		Body(app.Text(foldLabel(folded)), app.Span().Class("chevron").Aria("hidden", "true").Text("▾")))
	// What the last move did may take the room it has and scroll; the
	// step's own words and the buttons below them always show whole.
	return app.Section().ID("lesson").Class("lesson-card").Class(foldedClass(folded)...).Aria("labelledby", "lesson-title").
		DataSet("step", k+1).DataSet("play", step.Play).Body(
		app.P().Class("lesson-count").Textf("%s · step %d of %d", partName(t.Ses.Save.Lesson != t.Ses.Info.ID), k+1, n),
		app.If(note != "" || len(events) > 0, func() app.UI {
			return app.Div().Class("lesson-past").Body(
				app.If(note != "", func() app.UI { return app.P().Class("lesson-note").Text(note) }),
				app.If(len(events) > 0, func() app.UI {
					return app.Details().Class("lesson-events").Body(
						app.Summary().Textf("What the rules did (%d)", len(events)),
						app.Ul().Body(app.Range(events).Slice(func(i int) app.UI { return app.Li().Text(events[i]) })),
					)
				}),
			)
		}),
		app.Div().Class("lesson-now").Aria("live", "polite").Aria("atomic", "true").Body(
			app.If(note != "", func() app.UI { return app.P().Class("visually-hidden").Text("Done: " + note) }),
			app.H2().ID("lesson-title").Class("lesson-title").Text(step.Title),
			app.P().Class("lesson-text").Body(
				app.Span().Class("lesson-lead").Body(lessonWords(lead, t.Ses.Seats, t.Game.LessonIcon)...),
				app.Span().Class("lesson-do").Body(lessonWords(instruction, t.Ses.Seats, t.Game.LessonIcon)...),
			),
			app.If(marked != "", func() app.UI { return app.P().Class("lesson-marked", "visually-hidden").Text(marked) }),
		),
		app.If(t.lesson.say != "", func() app.UI {
			// A folded card shows the refusal's lead alone, in its title's
			// place ("Not that one:" above the step's instruction), so that
			// the card keeps its height over the board.
			lead, rest, _ := strings.Cut(t.lesson.say, ": ")
			if rest == "" {
				return app.P().Class("lesson-refused").Role("alert").Text(t.lesson.say)
			}
			return app.P().Class("lesson-refused").Role("alert").Body(
				app.Span().Class("lesson-refused-lead").Text(lead+": "),
				app.Span().Class("lesson-refused-rest").Text(rest),
			)
		}),
		app.Div().Class("lesson-actions").Body(buttons...),
	)
}

// partName names a lesson's part on its card.
func partName(ending bool) string {
	if ending {
		return "The ending"
	}
	return "Lesson"
}

// primaryIf is the class of the card's main button when on, else none.
func primaryIf(on bool) []string {
	if on {
		return []string{"primary"}
	}
	return nil
}

// lessonPlay is the table's state of the lesson its game is played in.
type lessonPlay struct {
	plan       *board.Lesson    // the lesson, or nil: the game is no lesson
	fold       lessonFold       // whether the lesson's card is folded to its instruction (a phone's)
	say        string           // why the lesson refused the person's last click, until the next
	endingFrom *versionedResult // a lesson's ending, over: Projected before its last move (lessonProjected)
}

// lessonFold is the person's folding of the lesson's card: for step (1-based;
// 0 for none), whether they folded it.
type lessonFold struct {
	step   int
	folded bool
}

// lessonFolded tells whether the card of step k (0-based) is folded: as the
// person left it at this step, or else folded when the step asks them for a
// move (asks).
func (t *lessonTable) lessonFolded(k int, asks bool) bool {
	if t.lesson.fold.step == k+1 {
		return t.lesson.fold.folded
	}
	return asks
}

// lessonToggleFold folds the card of the step shown, or opens it. It reads
// the step when pressed: go-app keeps the handler of the button drawn at an
// earlier step.
func (t *lessonTable) lessonToggleFold(ctx app.Context, e app.Event) {
	k, step, ok := t.lessonStep()
	if !ok {
		return
	}
	t.lesson.fold = lessonFold{step: k + 1, folded: !t.lessonFolded(k, t.lessonAsks(k, step))}
}

// lessonAsks tells whether step k (0-based) asks the person for a move: it
// has one, not the computer's, and it is not the lesson's last.
func (t *lessonTable) lessonAsks(k int, step board.LessonStep) bool {
	mover := t.Ses.State.ToMove()
	byComputer := mover >= 0 && t.Ses.SeatKind(mover) == save.Computer
	return step.Play != "" && !byComputer && k != len(t.lesson.plan.Steps)-1
}

// foldLabel is the card's folding button's word.
func foldLabel(folded bool) string {
	if folded {
		return "More"
	}
	return "Less"
}

// foldedClass is the card's class when it is folded.
func foldedClass(folded bool) []string {
	if folded {
		return []string{"folded"}
	}
	return nil
}

// lessonSplit cuts a step's words before their last sentence, the
// instruction ("… Sell your Axe to the Orcs in the Desert."): lead keeps its
// trailing space, and is "" for words of one sentence. A full stop inside
// an icon's {name} does not count.
func lessonSplit(text string) (lead, instruction string) {
	depth := 0
	cut := -1
	for i := 0; i+1 < len(text); i++ {
		switch c := text[i]; {
		case c == '{':
			depth++
		case c == '}':
			depth--
		case depth == 0 && (c == '.' || c == '?' || c == '!') && text[i+1] == ' ' && i+2 < len(text):
			cut = i + 2
		}
	}
	if cut < 0 {
		return "", text
	}
	return text[:cut], text[cut:]
}

// lessonWords are a step's words with the players' names isolated
// (page.WithNames) and each {name} drawn as the board's icon of that name; a
// name the board has no icon for stays as it is written.
func lessonWords(text string, seats []save.Seat, icon func(string) app.UI) []app.UI {
	var out []app.UI
	for text != "" {
		open := strings.IndexByte(text, '{')
		end := strings.IndexByte(text[max(open, 0):], '}') + max(open, 0)
		if open < 0 || end < open {
			break
		}
		var drawn app.UI
		if icon != nil {
			drawn = icon(text[open+1 : end])
		}
		if drawn == nil {
			out = append(out, page.WithNames(text[:end+1], seats)...)
		} else {
			out = append(out, page.WithNames(text[:open], seats)...)
			out = append(out, drawn)
		}
		text = text[end+1:]
	}
	return append(out, page.WithNames(text, seats)...)
}

// screen is page.Screen under a name of this package's own, so that the
// page embeds it unexported: go-app sets a mounted component's exported
// fields from a new instance at every update of the page.
type screen = page.Screen

// NewPage is the page drawn on s.
func NewPage(s page.Screen) *Page { return &Page{screen: s} }

// Page starts a game's lesson, or resumes the one last started on
// this device, and opens it at the table.
type Page struct {
	app.Compo
	screen
	problem string
}

// OnNav starts or resumes the lesson named in the URL.
func (p *Page) OnNav(ctx app.Context) {
	p.Settings = settings.Load(ctx.LocalStorage())
	q := ctx.Page().URL().Query()
	g, ending, problem := lessonAsked(p.Games, q)
	if problem != "" {
		p.problem = problem
		return
	}
	l, key := lessonPart(g, ending)
	st := p.Stored(ctx.LocalStorage())
	rec := LoadRecords(ctx.LocalStorage())[key]
	if q.Get("restart") == "" && underWay(st, rec.ID, key, l) {
		ctx.Navigate(page.Href(page.PathPlay + "?id=" + url.QueryEscape(rec.ID)))
		return
	}
	ses, err := startLesson(g, ending, page.NowMillis())
	if err != nil {
		p.problem = "The lesson could not be set up: " + err.Error()
		return
	}
	if err := st.Put(ses.ID, ses.Save); err != nil {
		p.problem = page.StorageMessage(err)
		return
	}
	if rec.ID != "" && rec.ID != ses.ID {
		// A lesson started again replaces the one under way; one the
		// player went on with as an ordinary game is kept.
		if underWay(st, rec.ID, key, l) {
			st.Remove(rec.ID)
		}
	}
	if err := saveLessonRecord(ctx.LocalStorage(), key, func(r *Record) { r.ID = ses.ID }); err != nil {
		p.problem = page.StorageMessage(err)
		return
	}
	ctx.Navigate(page.Href(page.PathPlay + "?id=" + url.QueryEscape(ses.ID)))
}

// lessonAsked is the game whose lesson a /learn query asks for (game=ID),
// and whether it asks for its ending (part=ending), or why there is none
// to start.
func lessonAsked(games session.Games, q url.Values) (g board.Game, ending bool, problem string) {
	g, ok := games.Table(q.Get("game"))
	switch {
	case !ok:
		return g, false, "This address names no game of Tabula's: choose one to learn on Home."
	case g.Lesson == nil:
		return g, false, "This game has no lesson yet."
	}
	ending = q.Get("part") == partEnding
	if ending && g.Lesson.Ending == nil {
		return g, true, "This game's lesson has no ending yet."
	}
	return g, ending, ""
}

// underWay reports whether the stored game id is lesson l (saved under
// key) that opens and is not over yet.
func underWay(st session.Store, id, key string, l *board.Lesson) bool {
	if id == "" {
		return false
	}
	ses, _ := table.LoadSession(st, id)
	return ses != nil && ses.Save.Lesson == key && ses.Save.LessonStep < len(l.Steps)
}

// Render says what is happening, or why the lesson could not start.
func (p *Page) Render() app.UI {
	if p.problem == "" {
		return page.Layout(p.Settings, Path, "Learn to play", app.P().Text("Setting up the lesson…"))
	}
	return page.Layout(p.Settings, Path, "Learn to play",
		page.Notice("error", p.problem),
		app.A().Class("button").Href(page.Href(page.PathHome)).Text("Choose a game"),
	)
}
