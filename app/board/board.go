package board

import (
	"fmt"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/engines"
	"tabula/engines/save"
)

// Choice is a legal action together with its plain-English description.
type Choice struct {
	Action engines.Action
	Text   string
}

// Props is everything the table gives a game's board on each render.
//
// A board draws State (normally as SVG) and makes the targets of Legal
// clickable: selling at a Weapon space, learning a Craft card and so on.
// Multi-part turns need nothing special, since the engine splits them into
// single decisions ("forge this", then "done"). The board never changes the
// game itself: it calls Choose, and the table applies the action, logs it,
// autosaves and draws the board again with the new position.
type Props struct {
	// Info describes the game.
	Info engines.Info
	// State is the position as Viewer may see it (State.View(Viewer)).
	State engines.State
	// Viewer is the seat whose view is shown, -1 for a spectator.
	Viewer int
	// ToMove is the seat whose decision is pending, -1 when the game is over.
	ToMove int
	// Legal holds what Viewer may choose now, in Legal() order. It is empty
	// while a computer thinks, while the device is passed between people, and
	// once the game is over.
	Legal []Choice
	// Seats are the players: names, palette colour indexes, person or computer.
	Seats []save.Seat
	// Choose plays one of Legal.
	Choose func(ctx app.Context, a engines.Action)
	// Animate is false when the player turned animation off.
	Animate bool
	// Hint is the move suggested to Viewer (the table's Suggest button), or
	// nil. Target marks it; a board that makes its own buttons for some
	// moves marks those with SuggestedClass.
	Hint *engines.Action
	// Recent are the moves the other seats made since Viewer last moved,
	// oldest first, each with the position before it. A board marks on the
	// table what they changed (the current State is the position after the
	// last of them) until Viewer moves again.
	Recent []Step
	// Own is Viewer's own move just before Recent (the last move when
	// Recent is empty), or nil: a board marks what the rules did by
	// themselves in its course (Events), as it marks the others' moves.
	Own *Step
	// Say shows a short note in the status bar until the next move: why a
	// target the player tried is refused ("this Archer was deployed this
	// turn"). Refused uses it.
	Say func(ctx app.Context, note string)
	// Lesson is true while a lesson step is under way: its one move is
	// the only legal choice, so Refused says that the lesson asks for
	// another move (LessonWanted) instead of the board's rules reason,
	// which would be false for a move the rules allow.
	Lesson bool
	// LessonWanted is the move the lesson step asks for (its Play), ""
	// for a step to read.
	LessonWanted string
	// Cancel takes back the person's last decision, as Undo does; it is nil
	// when nothing can be taken back. A board offers it as "Cancel" in the
	// status bar while a multi-step action (a payment) is under way.
	Cancel func(ctx app.Context)
}

// Step is one move played, with the position before it as the viewer may
// see it and the events the engine reported of it (engines.Step; nil from
// an engine that is no engines.Stepper).
type Step struct {
	Seat   int
	Action engines.Action
	Before engines.State
	Events []engines.Event
}

// Board draws one game at the table. The table makes a board when it opens
// a game and keeps it while the game is open, so a board may keep how it is
// shown (an open chooser, a card looked at) in its own fields.
type Board interface {
	// Render draws the position in parts that the table lays out.
	Render(p Props) Parts
}

// Parts are a board's drawings of one position, placed by the table: the
// prompt and the turn's buttons in the status bar, Main in the zoomable
// board area, Mine docked beside it, and a compact panel per seat that
// opens on demand to the seat's whole mat.
type Parts struct {
	// Prompt is the specific instruction for the person to move ("Forge up
	// to 3 weapons"), or what the player to move is doing; "" leaves the
	// table's own line.
	Prompt string
	// Actions are the turn's own buttons for the status bar: Done, Pass,
	// Stop forging, Cancel a step in progress. Draw them with ChoiceButton
	// (or Button) so they play their action.
	Actions []app.UI
	// Chooser is the decision in progress when it needs more room than a
	// button (the ways to pay, the choices of a space picked on the
	// board), shown under the status bar over the board; nil for none.
	Chooser app.UI
	// Main is the shared board, drawn at its natural size (a fixed width in
	// CSS); the table scales it to the space it has and lets it be zoomed
	// and panned. Its size should not change from move to move: a fitted
	// board is zoomed again, and so laid out again, whenever it does.
	Main app.UI
	// Report tells what the rules did by themselves since the viewer's last
	// move when that takes more than the status bar's line (Battle
	// Merchants' Season end: its war, repairs and cleanup). The table shows
	// it at the top of the side panel, beside the board, so that the board
	// keeps its size; nil for none.
	Report app.UI
	// Mine is Viewer's own mat or hand, docked beside the board; nil when
	// Viewer has none (a spectator).
	Mine app.UI
	// Panel draws a seat's compact panel: a few icons and numbers.
	Panel func(seat int) app.UI
	// Detail draws a seat's whole mat, shown when its panel is opened.
	Detail func(seat int) app.UI
}

// Game is how one game plugs into the app: its engine, its board, its rules
// reference and what the table needs to know to show it.
type Game struct {
	// Engine plays the game.
	Engine engines.Game
	// NewBoard makes the board of one opened game.
	NewBoard func() Board
	// Rules draws the rules reference and the card almanac; nil for none.
	Rules func() app.UI
	// Narrate describes in plain words what applying a changed beyond the
	// move itself: the automatic events of the rules (the end of a Season,
	// a war, a round's event). before and after are full states, events
	// what the engine reported of the move (engines.Step; nil from an
	// engine that is no engines.Stepper); nil for a game with no automatic
	// events.
	Narrate func(before, after engines.State, a engines.Action, events []engines.Event) []string
	// Describe says what playing a in st does, in the board's words (places
	// named as players name them, seats by mentions such as OwnerMention);
	// nil uses the engine's State.Describe. The table uses it, through
	// Text, for the move buttons, the log and the suggestion.
	Describe func(st engines.State, a engines.Action) string
	// Verbs are the verbs the game's moves begin with, lowercase, as a
	// move's button says them to the seat that plays it: at the start of
	// the move's text, after a label such as a card's name ("Merchant:
	// pay 1 Wood") or after "and". The log says them of the other seats in
	// the third person (LogText: "Beatrix: Pays 1 Wood"); a verb not listed
	// stays as the button says it. nil for none.
	Verbs []string
	// Emblem is the game's drawn emblem for the Home screen.
	Emblem func() app.UI
	// Legend is the key to the icons of the table, opened by the "?"
	// button of the status bar; nil for none.
	Legend Legend
	// Blurb is the game's one or two sentences on its Home tile.
	Blurb string
	// Colour is the game's colour on Home (its tile's edge), a CSS colour.
	Colour string
	// Parts are the CSS classes of the board's pieces, spaces and cards
	// that a person may tap: during the person's turn each element that has
	// one is a target (Props.Target), holds one, or says why the rules
	// refuse it (Props.Refused). Every target the board draws outside a
	// button has one of them; the boards' tests check both over random
	// games.
	Parts []string
	// Style is the stylesheet of the board, a file in the board's folder
	// that the site serves under /web/boards/.
	Style string
	// EndsTurn reports whether the move from before to after ends the
	// mover's turn, for the table's "Confirm the end of my turn"; nil counts
	// every move after which another seat is to move (or the game is over).
	// A game whose turn hands decisions to another seat midway (a
	// defender's reaction) tells those apart here.
	EndsTurn func(before, after engines.State) bool
	// OutOfTurn reports whether the decision in st is one a seat answers
	// outside its own turn (Crown of Emara's Events), so that an answer
	// held because it hands the decision on asks "… and pass to Bea?"
	// rather than "… and end your turn?"; nil for a game without such
	// decisions.
	OutOfTurn func(st engines.State) bool
	// Lesson teaches the game at the table (Learn to play); nil for none.
	Lesson *Lesson
	// LessonIcon draws the board's icon that a lesson's words name as
	// {name} ("{fire}"), or returns nil for a name it does not know.
	LessonIcon func(name string) app.UI
	// Extras are the game's parts beyond the table: its own setup fields,
	// what happens at the end, its own screens.
	Extras
}

// ID is the game's identifier, the engine's.
func (g Game) ID() string { return g.Engine.Info().ID }

// Text describes a in st: the board's Describe, or else the engine's, with
// its mentions of seats named after seats (NameMentions).
func (g Game) Text(st engines.State, a engines.Action, seats []save.Seat) string {
	if g.Describe != nil {
		return NameMentions(g.Describe(st, a), Props{Seats: seats}.SeatName)
	}
	return st.Describe(a)
}

// LogText is a's line in the game log, which names the seat that played
// it before it: Text, but said of that seat (ThirdPerson, with the game's
// Verbs) unless it is the
// seat named You ("Beatrix: Upgrades their Hamlet", "You: Upgrade your
// Hamlet"). st is the state a was played in.
func (g Game) LogText(st engines.State, a engines.Action, seats []save.Seat) string {
	text := st.Describe(a)
	if g.Describe != nil {
		text = g.Describe(st, a)
	}
	if seat := st.ToMove(); seat < 0 || seat >= len(seats) || seats[seat].Name != You {
		text = ThirdPerson(text, g.Verbs)
	}
	return NameMentions(text, Props{Seats: seats}.SeatName)
}

// TurnEnds reports whether the move from before to after ends the mover's
// turn: EndsTurn, or else whether another seat is to move (or none).
func (g Game) TurnEnds(before, after engines.State) bool {
	if g.EndsTurn != nil {
		return g.EndsTurn(before, after)
	}
	return after.ToMove() != before.ToMove()
}

// Lookup returns the legal choice for a, if a is legal now.
func (p Props) Lookup(a engines.Action) (Choice, bool) {
	for _, c := range p.Legal {
		if c.Action == a {
			return c, true
		}
	}
	return Choice{}, false
}

// Suggested reports whether a is the suggested move (Hint).
func (p Props) Suggested(a engines.Action) bool { return p.Hint != nil && *p.Hint == a }

// SuggestedClass returns the classes that mark a as the suggested move:
// "suggested" when it is, none otherwise. Use it as Class(...)'s arguments.
func (p Props) SuggestedClass(a engines.Action) []string {
	if p.Suggested(a) {
		return []string{"suggested"}
	}
	return nil
}

// SuggestedLabel is how a target's name says it is the suggested move.
const SuggestedLabel = " (suggested move)"

// Target makes e (an SVG or HTML element of the board) a target for a when
// a is legal now: highlighted by the "target" class, focusable, announced
// as a button labelled with the action's description, and choosing a on a
// click or on Enter or Space. The suggested move (Hint) also gets the
// "suggested" class and says so in its label. When a is not legal, e is
// returned unchanged.
func (p Props) Target(e app.HTMLElem, a engines.Action) app.HTMLElem {
	return p.target(e, a, false)
}

// FaceTarget is Target for an element whose face has words on it (a card):
// they name it, as a button's text would, and the action's description is
// its title.
func (p Props) FaceTarget(e app.HTMLElem, a engines.Action) app.HTMLElem {
	return p.target(e, a, true)
}

// ActionKey names an action in a target's data-action attribute, so that
// the page can tell two elements that play the same move (a card drawn on
// the board and in a mat) from two moves with the same words.
func ActionKey(a engines.Action) string {
	return fmt.Sprintf("%d.%d.%d.%d.%d", a.Kind, a.A, a.B, a.C, a.D)
}

// ChoicesKey names the moves of a target that opens a choice among several
// (a Location a Councilor may reach in two ways) in its data-action
// attribute: two targets opening the same choice are the same to the page.
func ChoicesKey(cs []Choice) string {
	keys := make([]string, len(cs))
	for i, c := range cs {
		keys[i] = ActionKey(c.Action)
	}
	slices.Sort(keys)
	return strings.Join(keys, " ")
}

func (p Props) target(e app.HTMLElem, a engines.Action, byFace bool) app.HTMLElem {
	c, ok := p.Lookup(a)
	if !ok {
		return e
	}
	label := c.Text
	if p.Suggested(a) {
		e, label = e.Class("suggested"), label+SuggestedLabel
	}
	if byFace {
		e = e.Title(label)
	} else {
		e = e.Aria("label", label)
	}
	choose := p.Choose
	// go-app keeps a mounted handler whose code is the same, whatever it
	// captured: the scope makes it replace the handler when the action
	// changes, so an element never plays the action of an earlier render.
	scope := app.EventScope(c.Action)
	return e.Class("target").TabIndex(0).Role("button").DataSet("action", ActionKey(c.Action)).
		OnClick(func(ctx app.Context, ev app.Event) { choose(ctx, c.Action) }, scope).
		OnKeyDown(func(ctx app.Context, ev app.Event) {
			if k := ev.Get("key").String(); k == "Enter" || k == " " {
				ev.PreventDefault()
				choose(ctx, c.Action)
			}
		}, scope)
}

// Refused makes e, which the rules do not allow to be chosen now, say why
// when the player clicks it or presses Enter on it (through Say), and
// carries the reason in its title so that hovering shows it too. In a
// lesson the reason is the lesson's (LessonRefusal). It is out of the Tab
// order, which holds only what can be played: the arrow keys reach it
// from the targets beside it (web/keyboard.js). An element that plays no
// part in the decision (why is NotAChoice's) says so when tapped and is
// not reached by the keyboard at all: a map's every space would otherwise
// stand between the keyboard and the targets.
func (p Props) Refused(e app.HTMLElem, why string) app.HTMLElem {
	say := p.Say
	if say == nil || why == "" {
		return e
	}
	if !strings.HasPrefix(why, notAChoice) {
		e = e.TabIndex(-1)
	}
	if p.Lesson {
		why = LessonRefusal(p.LessonWanted)
	}
	// One scope for every reason, read from the element's title when it is
	// tapped: go-app keeps the handler mounted from render to render, so a
	// map whose every space says why does not replace its hundred handlers
	// each time the prompt in their reason changes. (Without a page, as in
	// the tests, the reason it was drawn with is said.)
	scope := app.EventScope("refused")
	tell := func(ctx app.Context, ev app.Event) {
		reason := why
		if at := ev.Get("currentTarget"); at.Truthy() && !at.Get("getAttribute").IsUndefined() {
			if t := at.Call("getAttribute", "title").String(); t != "" {
				reason = t
			}
		}
		say(ctx, reason)
	}
	return e.Class("refused").Title(why).Aria("disabled", "true").
		OnClick(func(ctx app.Context, ev app.Event) {
			if innermost(ev) {
				tell(ctx, ev)
			}
		}, scope).
		OnKeyDown(func(ctx app.Context, ev app.Event) {
			if k := ev.Get("key").String(); (k == "Enter" || k == " ") && innermost(ev) {
				ev.PreventDefault()
				tell(ctx, ev)
			}
		}, scope)
}

// innermost reports whether the element handling ev is the innermost
// target or refused element the event came from: a refused space holding a
// target (a card's own button) leaves a click on the target to it.
func innermost(ev app.Event) bool {
	from, at := ev.Get("target"), ev.Get("currentTarget")
	if !from.Truthy() || !at.Truthy() || from.Get("closest").IsUndefined() {
		return true
	}
	near := from.Call("closest", ".target, .refused")
	return !near.Truthy() || near.Equal(at)
}

// NotAChoice is why a piece, space or card that plays no part in the
// decision now is refused, followed by the prompt that says what the
// decision is.
func NotAChoice(prompt string) string {
	if prompt == "" {
		return notAChoice
	}
	return notAChoice + " " + prompt
}

// notAChoice is NotAChoice's reason.
const notAChoice = "That is not one of your choices now."
