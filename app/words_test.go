package app

import (
	"fmt"

	"html"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/apptest"
	"tabula/app/board"
	"tabula/app/page"
	"tabula/app/session"

	"tabula/app/board/boardtest"
	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/save"
)

// Word forms that must never reach a player: the seat named You with a
// possessive or a verb made for a name, the possessive of a name ending in
// s written with 's ("Mountains's Battlefield"), an article before a
// titled name, a seat mention or a default name left unwritten.
var wrongForms = regexp.MustCompile(`\bYou's\b|[a-z]s's\b|\b[Yy]ou (is|has|was|takes|gets|pays|gains|moves|plays|attacks|defends|wins|loses|holds|rolls|draws|sells|buys|scores|ends|passes)\b|` +
	`\b(?i:cost|costs|give|gives|to|for|with|from|of|by) they\b|\b[Tt]he (Sir|Lady) [A-Z]|\{(seat|object|owner|their|subject) |Player [0-9]`)

// secondPerson finds the words that speak to the reader.
var secondPerson = regexp.MustCompile(`\b(?i:you|your|yours|yourself)\b`)

// TestWordForms plays whole games of each game with random bots, once with
// the person at the device named You among computers and once with every
// seat named (a game passed around one device), and reads every line of
// the game log (each move and the events it set off) and the prompt to the
// seat to move at every decision, and at every few decisions the whole
// board as that seat sees it (its words, the dice panel, every tooltip and
// button label): none has a wrong form (wrongForms), and no log line about
// a seat other than You speaks in the second person ("Beatrix: End your
// turn").
func TestWordForms(t *testing.T) {
	for _, names := range [][]string{{board.You, "Beatrix", "Carl"}, {"Ann", "Beatrix", "Thomas"}} {
		for _, g := range apptest.EveryGame() {
			for seed := uint64(1); seed <= 2; seed++ {
				t.Run(g.ID()+"/"+names[0], func(t *testing.T) { checkWords(t, g, names, seed) })
			}
		}
	}
}

// checkWords plays one game of g and checks its words, with as many of
// the names as the game seats (at least its fewest players).
func checkWords(t *testing.T, g board.Game, names []string, seed uint64) {
	info := g.Engine.Info()
	for len(names) < info.MinPlayers {
		names = append(names, fmt.Sprint("Guest", len(names)+1))
	}
	names = names[:min(len(names), info.MaxPlayers)]
	seats := make([]save.Seat, len(names))
	for i, n := range names {
		seats[i] = save.Seat{Name: n, Colour: i, Kind: save.Human}
	}
	you := -1
	if names[0] == board.You {
		you = 0
	}
	ses, err := session.Start(g, engines.Config{Players: len(seats), Seed: seed}, seats, 1000)
	if err != nil {
		t.Fatal(err)
	}
	fails := 0
	check := func(what, text string, toReader bool) {
		if fails > 10 {
			return
		}
		if m := wrongForms.FindString(text); m != "" {
			t.Errorf("%s has %q: %s", what, m, text)
			fails++
		}
		if m := secondPerson.FindString(text); !toReader && m != "" {
			t.Errorf("%s has %q: %s", what, m, text)
			fails++
		}
	}
	b := g.NewBoard()
	bot := bots.NewRandom(seed)
	for step := 0; !ses.State.Over(); step++ {
		if step > g.Engine.Info().MaxDecisions {
			t.Fatal("the game does not end")
		}
		st, seat := ses.State, ses.State.ToMove()
		p := board.Props{Info: ses.Info, State: st.View(seat), Viewer: seat, ToMove: seat, Seats: seats,
			Choose: func(app.Context, engines.Action) {}}
		for _, a := range st.Legal() {
			p.Legal = append(p.Legal, board.Choice{Action: a, Text: g.Text(st, a, seats)})
		}
		prompt := b.Render(p).Prompt
		check("the prompt to "+names[seat], prompt, true)
		if m := deviceWords.FindString(prompt); m != "" && fails <= 10 {
			t.Errorf("the prompt to %s says %q, which fits one device only: %s", names[seat], m, prompt)
			fails++
		}
		if step%boardEvery == 0 && fails <= 10 {
			words := boardWords(t, b, p)
			if m := deviceWords.FindStringIndex(words); m != nil {
				t.Errorf("the board shown to %s says %q, which fits one device only: …%s…", names[seat], words[m[0]:m[1]], words[max(m[0]-80, 0):min(m[1]+80, len(words))])
				fails++
			}
			if m := findWrongForm(words); m != nil {
				t.Errorf("the board shown to %s has %q: …%s…", names[seat], words[m[0]:m[1]], words[max(m[0]-80, 0):min(m[1]+80, len(words))])
				fails++
			}
		}
		a, err := bot.Choose(st, seat)
		if err != nil {
			t.Fatal(err)
		}
		if err := ses.Play(a, 2000); err != nil {
			t.Fatal(err)
		}
		line := ses.Lines[len(ses.Lines)-1]
		// With a seat named You, "your" may be You's ("Beatrix: Attacks
		// your Warrior"): only a game without one shows who is spoken to.
		check("the log line of "+names[seat], line.Text, you >= 0)
		for _, e := range line.Events {
			// An event may speak to the person at the device, You.
			check("an event of "+names[seat]+"'s move", e, you >= 0)
		}
	}
}

// boardEvery is how often (in decisions) TestWordForms reads the whole
// board: drawing it at every decision would make the test slow.
const boardEvery = 25

// boardWords draws every part of the board for p and returns its words:
// the text and the titles and labels (tooltips, buttons, the dice), with
// the names' isolates taken out so that the forms around a name show.
func boardWords(t *testing.T, b board.Board, p board.Props) string {
	t.Helper()
	p.Say = func(app.Context, string) {}
	htm := boardtest.HTML(t, b, p)
	htm = strings.NewReplacer("\u2068", "", "\u2069", "", `\u2068`, "", `\u2069`, "").Replace(htm)
	return html.UnescapeString(withoutTagNames(htm))
}

// withoutTagNames is htm with each tag's opening ("<div", "</div") and
// closing (">", "/>") made a space, so that only its text and attribute
// values are read. (A regular expression did the same at a sixth of
// TestWordForms' time.)
func withoutTagNames(htm string) string {
	var out strings.Builder
	out.Grow(len(htm))
	letter := func(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
	for i := 0; i < len(htm); i++ {
		switch c := htm[i]; {
		case c == '<' && i+1 < len(htm) && (htm[i+1] == '/' || letter(htm[i+1])):
			i++
			for i+1 < len(htm) && (letter(htm[i+1]) || '0' <= htm[i+1] && htm[i+1] <= '9' || htm[i+1] == '-') {
				i++
			}
			out.WriteByte(' ')
		case c == '/' && i+1 < len(htm) && htm[i+1] == '>':
			i++
			out.WriteByte(' ')
		case c == '>':
			out.WriteByte(' ')
		default:
			out.WriteByte(c)
		}
	}
	return out.String()
}

// findWrongForm is wrongForms.FindStringIndex(words) for a whole board's
// words, most of them numbers and names of classes: no wrong form spans
// one of formBreaks, and each has one of formClues, so only the stretches
// between breaks with a clue are searched (the whole text took most of
// TestWordForms' time).
func findWrongForm(words string) []int {
	for start := 0; start < len(words); {
		end := strings.IndexAny(words[start:], formBreaks)
		if end < 0 {
			end = len(words)
		} else {
			end += start
		}
		piece := strings.ToLower(words[start:end])
		for _, clue := range formClues {
			if strings.Contains(piece, clue) {
				if m := wrongForms.FindStringIndex(words[start:end]); m != nil {
					return []int{start + m[0], start + m[1]}
				}
				break
			}
		}
		start = end + 1
	}
	return nil
}

// formBreaks are characters no match of wrongForms holds, and formClues
// the lower-case words one of which each match holds.
const formBreaks = "\"<>=/.,:;()\n"

var formClues = []string{"you", "they", "sir ", "lady ", "{", "player "}

// TestFindWrongForm: the search of a board's words by pieces finds what
// wrongForms finds in the whole text, and the tags' names go as a
// regular expression of them would take them out.
func TestFindWrongForm(t *testing.T) {
	for _, words := range []string{
		"",
		"You's turn",
		`x="12.5" y="3" Beatrix gains 2 Gold. You has 3 cards`,
		"Pay 1 Wood, the Sir Ann moves; for they",
		"12 13.5 {seat 1} Player 2",
		"YOU IS; you\nis; you  is; Yours is fine, cost them",
		"Your turn: you take 2 Gold, they pay 1",
		"İstanbul: Ärger with they",
	} {
		if got, want := findWrongForm(words), wrongForms.FindStringIndex(words); !slices.Equal(got, want) {
			t.Errorf("findWrongForm(%q) = %v, want %v", words, got, want)
		}
	}
	tagNames := regexp.MustCompile(`<[/a-zA-Z][a-zA-Z0-9-]*|/?>`)
	for _, htm := range []string{
		`<div class="a"><svg-x title="You's"/>text &amp; 3 < 4 <1></div>`,
		`<p>a/b</p><br/><x-y-2 a=">">`,
		"<", "</", "a/", ">",
	} {
		if got, want := withoutTagNames(htm), tagNames.ReplaceAllString(htm, " "); got != want {
			t.Errorf("withoutTagNames(%q) = %q, want %q", htm, got, want)
		}
	}
}

// deviceWords are verbs and marks that fit one device only: a mouse clicks
// and hovers, a phone taps, and "highlighted" describes one way of
// marking. Teaching words are read on every device: a player chooses,
// selects or plays, and a target is marked.
var deviceWords = regexp.MustCompile(`(?i)\b(click|clicks|clicked|clicking|hover|hovers|hovered|hovering|tap|taps|tapped|tapping|highlight|highlights|highlighted)\b`)

// TestTeachingWordsFitEveryDevice reads every game's lesson and ending
// (each step's title, words and note), its legend and its rules page, as
// their dialogs show them: none says "click", "hover", "tap" or
// "highlighted", which fit one device only. Where the device matters (a
// mouse rests on a thing to read it, a finger presses and holds it), the
// words name each way.
func TestTeachingWordsFitEveryDevice(t *testing.T) {
	for _, g := range apptest.EveryGame() {
		t.Run(g.ID(), func(t *testing.T) {
			check := func(where, text string) {
				t.Helper()
				if m := deviceWords.FindStringIndex(text); m != nil {
					t.Errorf("%s says %q: …%s…", where, text[m[0]:m[1]], text[max(m[0]-80, 0):min(m[1]+80, len(text))])
				}
			}
			if g.Lesson != nil {
				for part, l := range map[string]*board.Lesson{"lesson": g.Lesson, "ending": g.Lesson.Ending} {
					if l == nil {
						continue
					}
					for k, s := range l.Steps {
						where := fmt.Sprintf("the %s's step %d (%s)", part, k+1, s.Title)
						check(where, s.Title)
						check(where, s.Text)
						check(where, s.Note)
					}
				}
			}
			for _, legend := range []bool{true, false} {
				htm := apptest.MountHTML(t, (&page.RefDialog{Game: g.ID(), Name: g.Engine.Info().Name, Games: session.Games{g}, Legend: legend}).Shown())
				check(map[bool]string{true: "the legend", false: "the rules page"}[legend], html.UnescapeString(htm))
			}
		})
	}
}
