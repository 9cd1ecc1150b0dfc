package table

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/page"
	"tabula/app/session"
	"tabula/engines"
	"tabula/engines/save"
)

// The table speaks what happens in one polite live region, in order and
// once each: every other seat's turn as it is shown (a computer's, a
// friend's by link or live: one announcement for the whole turn), the
// person's own moves with what the rules did in their course, each change
// of Season, Year or round, the final result, the prompt when it changes,
// a suggestion and a refusal's reason. Go works out the words (this file);
// web/keyboard.js reads them from the table's hidden feed (.announce-feed,
// each item numbered) and adds each new one to the live region
// (.announcer), which nothing else writes: a region whose nodes are only
// ever added to is spoken once per addition, where go-app, which compares
// children by position, would rewrite every line of a list that drops its
// oldest.

// hear brings the table's voice up to the table it draws, whose prompt is
// prompt.
func (t *Table) hear(prompt string) {
	t.speech.hear(t.news(prompt))
	t.speech.shown = prompt
}

// sayAgain says once more what the others did since the person's move, and
// the prompt (the status bar's "Since your move" button, key L).
func (t *Table) sayAgain(ctx app.Context, e app.Event) {
	if t.Ses == nil {
		return
	}
	t.speech.again(t.news(t.speech.shown))
}

// news is the table as the announcer hears it.
func (t *Table) news(prompt string) tableNews {
	st := t.Ses.State
	n := tableNews{
		game: t.Ses.ID, name: t.Ses.Info.Name, lines: t.Ses.Lines, seats: t.Ses.Seats, viewer: t.Viewer, toMove: st.ToMove(),
		progress: st.Progress(), prompt: prompt, thinking: t.Thinking, hint: t.hintText(), note: t.Note, noteSeq: t.noteSeq,
	}
	if st.Over() {
		n.result = resultWords(st.Result(), t.Ses.Seats)
	}
	if recent := t.recentMoves(); t.speech.game != t.Ses.ID && len(recent) > 0 {
		n.recent = t.recentLabel() + " " + strings.Join(recent, "; ") + "."
	}
	return n
}

// maxSaid bounds the announcements the feed holds: web/keyboard.js reads
// it at every change of the table, so it holds far more than a change adds.
const maxSaid = 16

// announcement is one thing the table says, numbered in the order said.
type announcement struct {
	Seq  int
	Text string
	Open bool // the words of a game just opened: the focus goes to its first choice
}

// announcer is what the table has said of the game it shows.
type announcer struct {
	game     string   // the game the rest is about (session.Session.ID); "" before any
	texts    []string // the log lines said so far, their text (for a move taken back)
	progress string   // the progress last said ("Year 2 of 5")
	prompt   string   // the prompt last said
	over     bool     // the result has been said
	hint     string   // the suggestion last said
	noteSeq  int      // the board's note last said (Table.noteSeq)
	seq      int      // the number of the last announcement
	shown    string   // the prompt the table last drew, said or not
	said     []announcement
}

// tableNews is the table as it is now, for the announcer.
type tableNews struct {
	game     string            // the game shown (session.Session.ID)
	name     string            // its name ("Coin & Crown"), said when it opens
	lines    []session.LogLine // the log
	seats    []save.Seat
	viewer   int    // the seat whose view is shown, -1 for a spectator
	toMove   int    // the seat to move, -1 when the game is over
	progress string // engines.State.Progress
	prompt   string // the status bar's prompt
	thinking bool   // a computer is working out its move: its prompt is not said
	result   string // the final scores in words, once the game is over
	recent   string // what the others did since the viewer's move, for a game opened (recentLine)
	hint     string // the suggestion in words, or ""
	note     string // the board's note (a refusal's reason), or ""
	noteSeq  int    // counts the notes given, so that the same reason given twice is said twice
}

// hear brings the announcer up to the table as it is now: it says what
// changed since it last heard, and returns how many announcements it
// added.
func (a *announcer) hear(n tableNews) int {
	before := a.seq
	if a.game != n.game {
		a.open(n)
		return a.seq - before
	}
	if len(n.lines) < len(a.texts) {
		a.say("Taken back: " + strings.Join(trimStops(a.texts[len(n.lines):]), "; ") + ".")
		a.texts = a.texts[:len(n.lines)]
	}
	turns, upTo := turnsSaid(n.lines, len(a.texts), n.viewer, n.toMove, n.result != "", n.seats)
	others := false
	for _, t := range turns {
		a.say(t.text)
		others = others || t.seat != n.viewer
	}
	for _, l := range n.lines[len(a.texts):upTo] {
		a.texts = append(a.texts, l.Text)
	}
	if n.progress != a.progress {
		a.progress = n.progress
		if n.result == "" {
			a.say(board.FullStop(n.progress))
		}
	}
	switch {
	case n.result != "" && !a.over:
		a.over, a.prompt = true, n.prompt
		a.say(n.result)
	case n.result == "" && a.over:
		a.over = false // a last move taken back
	}
	if !n.thinking && n.prompt != "" && (n.prompt != a.prompt || (others && n.toMove == n.viewer)) {
		a.prompt = n.prompt
		a.say(turnPrompt(n.prompt, others && n.toMove == n.viewer))
	}
	if n.hint != a.hint {
		a.hint = n.hint
		if n.hint != "" {
			a.say(n.hint)
		}
	}
	if n.noteSeq != a.noteSeq {
		a.noteSeq = n.noteSeq
		if n.note != "" {
			a.say(n.note)
		}
	}
	return a.seq - before
}

// open says what a game just opened shows: its name and progress, what
// the others did since the person's move, and the prompt (or the result).
func (a *announcer) open(n tableNews) {
	*a = announcer{game: n.game, seq: a.seq, said: a.said, progress: n.progress, prompt: n.prompt, hint: n.hint, noteSeq: n.noteSeq}
	for _, l := range n.lines {
		a.texts = append(a.texts, l.Text)
	}
	words := []string{board.FullStop(n.name)}
	if n.progress != "" {
		words[0] = board.FullStop(n.name + ": " + n.progress)
	}
	if n.recent != "" {
		words = append(words, n.recent)
	}
	switch {
	case n.result != "":
		a.over = true
		words = append(words, n.result)
	case !n.thinking && n.prompt != "":
		words = append(words, n.prompt)
	}
	a.say(strings.Join(words, " "))
	a.said[len(a.said)-1].Open = true
}

// again says once more what the others did since the person's last move
// (or, when they have moved since, the last turn of another seat), and
// the prompt: the table's "Again" button and key.
func (a *announcer) again(n tableNews) {
	turns := lastTurns(n.lines, n.viewer, n.seats)
	if len(turns) == 0 {
		turns = []string{"No one else has moved yet."}
	}
	if n.prompt != "" && !n.thinking {
		turns = append(turns, n.prompt)
	}
	a.say(strings.Join(turns, " "))
}

// turnPrompt is the prompt as said when the turn has come back to the
// person (mine): it says so first where the prompt does not ("Your turn.
// Play a card from your hand onto an empty slot.").
func turnPrompt(prompt string, mine bool) string {
	if !mine || strings.HasPrefix(prompt, "Your turn") {
		return prompt
	}
	return "Your turn. " + prompt
}

// say adds an announcement, keeping the latest maxSaid.
func (a *announcer) say(text string) {
	if text == "" {
		return
	}
	a.seq++
	a.said = append(a.said, announcement{Seq: a.seq, Text: text})
	if len(a.said) > maxSaid {
		a.said = append(a.said[:0:0], a.said[len(a.said)-maxSaid:]...)
	}
}

// turnSaid is one seat's turn (or the part of it shown) in words.
type turnSaid struct {
	seat int
	text string
}

// turnsSaid are the turns of lines from from on, one for each run of
// moves by one seat, in words ("Beatrix: Buys Mine. Takes the Iron coin
// (2 points)."), and the index up to which they tell the log. The last
// run is held back while its seat, another than the viewer, is still to
// move (a computer in the middle of its turn), so that a turn is said
// whole; over says the game has ended.
func turnsSaid(lines []session.LogLine, from, viewer, toMove int, over bool, seats []save.Seat) (turns []turnSaid, upTo int) {
	upTo = from
	for i := from; i < len(lines); {
		seat := lines[i].Seat
		j := i
		for j < len(lines) && lines[j].Seat == seat {
			j++
		}
		if j == len(lines) && seat != viewer && seat == toMove && !over {
			break
		}
		turns = append(turns, turnSaid{seat: seat, text: turnWords(lines[i:j], seats)})
		i, upTo = j, j
	}
	return turns, upTo
}

// lastTurns are, in words, the others' moves since the viewer's last move,
// a turn each; when the viewer has moved last, the last turn of another
// seat before it.
func lastTurns(lines []session.LogLine, viewer int, seats []save.Seat) []string {
	k := len(lines)
	for k > 0 && lines[k-1].Seat != viewer {
		k--
	}
	if k == len(lines) {
		for k > 0 && lines[k-1].Seat == viewer {
			k--
		}
		end := k
		for k > 0 && lines[k-1].Seat == lines[end-1].Seat {
			k--
		}
		lines = lines[:end]
	}
	turns, _ := turnsSaid(lines, k, viewer, -1, true, seats)
	out := make([]string, len(turns))
	for i, t := range turns {
		out[i] = t.text
	}
	return out
}

// turnWords says a run of one seat's moves: its name, then each move and
// what the rules did in its course, a sentence each.
func turnWords(lines []session.LogLine, seats []save.Seat) string {
	var b strings.Builder
	b.WriteString(seatCalled(seats, lines[0].Seat) + ":")
	for _, l := range lines {
		b.WriteString(" " + board.FullStop(l.Text))
		for _, e := range l.Events {
			b.WriteString(" " + board.FullStop(e))
		}
	}
	return b.String()
}

// seatCalled is a seat's name, or "Player N" for a seat without one.
func seatCalled(seats []save.Seat, seat int) string {
	if seat >= 0 && seat < len(seats) && seats[seat].Name != "" {
		return seats[seat].Name
	}
	return "Player " + strconv.Itoa(seat+1)
}

// trimStops drops each text's closing full stop, to join them in one
// sentence.
func trimStops(texts []string) []string {
	out := make([]string, len(texts))
	for i, t := range texts {
		out[i] = strings.TrimSuffix(t, ".")
	}
	return out
}

// resultWords says the end of a game: the verdict and every seat's final
// score, in order of place.
func resultWords(r engines.Result, seats []save.Seat) string {
	text := "The game is over. " + page.Verdict(r, seats)
	if len(r.Scores) != len(seats) || len(r.Rank) != len(seats) {
		return text
	}
	order := make([]int, len(seats))
	for i := range order {
		order[i] = i
	}
	// By place, seats of one place in their order at the table.
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(r.Rank[a], r.Rank[b]) })
	parts := make([]string, len(order))
	for i, seat := range order {
		parts[i] = seatCalled(seats, seat) + " " + strconv.Itoa(r.Scores[seat])
	}
	return text + " Final scores: " + strings.Join(parts, ", ") + "."
}
