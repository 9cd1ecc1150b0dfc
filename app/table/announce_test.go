package table

import (
	"slices"
	"strings"
	"testing"

	"tabula/app/session"
	"tabula/engines"
	"tabula/engines/save"
)

// announceSeats are a person and a computer, as a game against the
// computer names them.
var announceSeats = []save.Seat{{Name: "You", Kind: save.Human}, {Name: "Beatrix", Kind: save.Computer}}

// line is a log line of seat saying text, with the rules' events.
func line(seat int, text string, events ...string) session.LogLine {
	return session.LogLine{Seat: seat, Text: text, Events: events}
}

// news is the table of game "g" with lines, the person at seat 0.
func news(toMove int, progress, prompt string, lines ...session.LogLine) tableNews {
	return tableNews{game: "g", name: "Coin & Crown", lines: lines, seats: announceSeats, viewer: 0, toMove: toMove, progress: progress, prompt: prompt}
}

// TestAnnouncerSaysEachThingOnceInOrder plays a table's changes through
// the announcer: each step's new announcements, in order.
func TestAnnouncerSaysEachThingOnceInOrder(t *testing.T) {
	buy := line(0, "Buy Mine for 1 Silver", "You take the Iron coin for Most Lands (2 points).")
	pay := line(0, "Pay 1 Silver")
	bea1 := line(1, "Buys Pasture for 1 Silver")
	bea2 := line(1, "Ends their turn", "Year 1 ends.", "Year 2 begins.")
	steps := []struct {
		name string
		n    tableNews
		want []string
	}{
		{"a game opens: its name, progress and prompt",
			news(0, "Year 1 of 5", "Your turn: buy a card; or pass."),
			[]string{"Coin & Crown: Year 1 of 5. Your turn: buy a card; or pass."}},
		{"nothing changed: nothing said",
			news(0, "Year 1 of 5", "Your turn: buy a card; or pass."),
			nil},
		{"the person's move, with what the rules did, then the new prompt",
			news(0, "Year 1 of 5", "Choose coins to pay.", buy),
			[]string{"You: Buy Mine for 1 Silver. You take the Iron coin for Most Lands (2 points).", "Choose coins to pay."}},
		{"a move whose prompt is the same is still said",
			news(0, "Year 1 of 5", "Choose coins to pay.", buy, pay),
			[]string{"You: Pay 1 Silver."}},
		{"a computer thinking: its prompt is not said",
			tableNews{game: "g", lines: []session.LogLine{buy, pay}, seats: announceSeats, toMove: 1, progress: "Year 1 of 5", prompt: "Beatrix (computer) is thinking…", thinking: true},
			nil},
		{"the computer in the middle of its turn: held back",
			tableNews{game: "g", lines: []session.LogLine{buy, pay, bea1}, seats: announceSeats, toMove: 1, progress: "Year 1 of 5", prompt: "Beatrix (computer) is thinking…", thinking: true},
			nil},
		{"its whole turn, one announcement; the year's change; the prompt",
			news(0, "Year 2 of 5", "Your turn: buy a card; or pass.", buy, pay, bea1, bea2),
			[]string{"Beatrix: Buys Pasture for 1 Silver. Ends their turn. Year 1 ends. Year 2 begins.", "Year 2 of 5.", "Your turn: buy a card; or pass."}},
		{"a suggestion",
			tableNews{game: "g", lines: []session.LogLine{buy, pay, bea1, bea2}, seats: announceSeats, toMove: 0, progress: "Year 2 of 5", prompt: "Your turn: buy a card; or pass.", hint: "Suggested move: Pass."},
			[]string{"Suggested move: Pass."}},
		{"a refusal's reason, and the same reason again",
			tableNews{game: "g", lines: []session.LogLine{buy, pay, bea1, bea2}, seats: announceSeats, toMove: 0, progress: "Year 2 of 5", prompt: "Your turn: buy a card; or pass.", note: "Too dear.", noteSeq: 2},
			[]string{"Too dear."}},
		{"the same reason given again is said again",
			tableNews{game: "g", lines: []session.LogLine{buy, pay, bea1, bea2}, seats: announceSeats, toMove: 0, progress: "Year 2 of 5", prompt: "Your turn: buy a card; or pass.", note: "Too dear.", noteSeq: 3},
			[]string{"Too dear."}},
		{"a move taken back",
			news(0, "Year 2 of 5", "Your turn: buy a card; or pass.", buy, pay, bea1, bea2, line(0, "Pass")),
			[]string{"You: Pass."}},
		{"undone",
			news(0, "Year 2 of 5", "Your turn: buy a card; or pass.", buy, pay, bea1, bea2),
			[]string{"Taken back: Pass."}},
		{"the end: the result said once, not its prompt again",
			tableNews{game: "g", lines: []session.LogLine{buy, pay, bea1, bea2, line(0, "Pass", "That was Year 5, the last: the game ends.")}, seats: announceSeats, viewer: 0, toMove: -1, progress: "Game over", prompt: "You win with 9 points.", result: "The game is over. You win with 9 points. Final scores: You 9, Beatrix 7."},
			[]string{"You: Pass. That was Year 5, the last: the game ends.", "The game is over. You win with 9 points. Final scores: You 9, Beatrix 7."}},
		{"another game opens: what the others did since the person's move",
			tableNews{game: "h", name: "Crown of Emara", lines: []session.LogLine{bea1}, seats: announceSeats, toMove: 0, progress: "Round 1 of 6", prompt: "Play a card.", recent: "Since your move: Beatrix: Buys Pasture for 1 Silver."},
			[]string{"Crown of Emara: Round 1 of 6. Since your move: Beatrix: Buys Pasture for 1 Silver. Play a card."}},
		{"the turn back to the person, its prompt not saying so: said first",
			tableNews{game: "h", lines: []session.LogLine{bea1, line(0, "Play"), line(1, "Passes")}, seats: announceSeats, toMove: 0, progress: "Round 1 of 6", prompt: "Play a card."},
			[]string{"You: Play.", "Beatrix: Passes.", "Your turn. Play a card."}},
	}
	var a announcer
	for _, s := range steps {
		n := a.hear(s.n)
		var got []string
		for _, said := range a.said[max(0, len(a.said)-n):] {
			got = append(got, said.Text)
		}
		if !slices.Equal(got, s.want) {
			t.Errorf("%s: said %q, want %q", s.name, got, s.want)
		}
	}
	for i := 1; i < len(a.said); i++ {
		if a.said[i].Seq != a.said[i-1].Seq+1 {
			t.Errorf("announcements not numbered in order: %v", a.said)
		}
	}
}

// TestAnnouncerKeepsTheLatest checks that the feed holds the latest
// maxSaid announcements, numbered on.
func TestAnnouncerKeepsTheLatest(t *testing.T) {
	var a announcer
	for i := range maxSaid + 5 {
		a.say(strings.Repeat("x", i+1))
	}
	if len(a.said) != maxSaid || a.said[0].Seq != 6 || a.said[maxSaid-1].Seq != maxSaid+5 {
		t.Errorf("kept %d, from %d to %d", len(a.said), a.said[0].Seq, a.said[len(a.said)-1].Seq)
	}
}

// TestTurnsSaid reads runs of moves as turns: one each, the last held back
// while its seat is still to move.
func TestTurnsSaid(t *testing.T) {
	seats := []save.Seat{{Name: "You"}, {Name: "Bea"}, {Name: ""}}
	lines := []session.LogLine{line(1, "Buys A"), line(1, "Pays B", "Round 1 ends."), line(2, "Passes"), line(0, "Sell"), line(1, "Forges")}
	tests := []struct {
		name   string
		from   int
		toMove int
		over   bool
		want   []string
		upTo   int
	}{
		{"all, the last seat done", 0, 0, false, []string{"Bea: Buys A. Pays B. Round 1 ends.", "Player 3: Passes.", "You: Sell.", "Bea: Forges."}, 5},
		{"the last seat still to move", 0, 1, false, []string{"Bea: Buys A. Pays B. Round 1 ends.", "Player 3: Passes.", "You: Sell."}, 4},
		{"the game over", 3, 1, true, []string{"You: Sell.", "Bea: Forges."}, 5},
		{"from the middle of a turn", 1, 0, false, []string{"Bea: Pays B. Round 1 ends.", "Player 3: Passes.", "You: Sell.", "Bea: Forges."}, 5},
		{"nothing new", 5, 0, false, nil, 5},
	}
	for _, tt := range tests {
		turns, upTo := turnsSaid(lines, tt.from, 0, tt.toMove, tt.over, seats)
		var got []string
		for _, turn := range turns {
			got = append(got, turn.text)
		}
		if !slices.Equal(got, tt.want) || upTo != tt.upTo {
			t.Errorf("%s: %q up to %d, want %q up to %d", tt.name, got, upTo, tt.want, tt.upTo)
		}
	}
}

// TestLastTurns reads again the others' moves since the person's, or the
// last turn of another seat.
func TestLastTurns(t *testing.T) {
	tests := []struct {
		name  string
		lines []session.LogLine
		want  []string
	}{
		{"no one moved", nil, nil},
		{"the others since the person's move", []session.LogLine{line(1, "Buys A"), line(0, "Sell"), line(1, "Forges"), line(2, "Passes")}, []string{"Beatrix: Forges.", "Player 3: Passes."}},
		{"the person moved last: the turn before", []session.LogLine{line(1, "Buys A"), line(1, "Pays B"), line(0, "Sell"), line(0, "Pay")}, []string{"Beatrix: Buys A. Pays B."}},
		{"only the person moved", []session.LogLine{line(0, "Sell")}, nil},
	}
	for _, tt := range tests {
		if got := lastTurns(tt.lines, 0, announceSeats); !slices.Equal(got, tt.want) {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestResultWords says the verdict and the scores in order of place.
func TestResultWords(t *testing.T) {
	r := engines.Result{Scores: []int{7, 9}, Rank: []int{2, 1}}
	got := resultWords(r, announceSeats)
	want := "The game is over. Beatrix wins with 9 points. Final scores: Beatrix 9, You 7."
	if got != want {
		t.Errorf("%q, want %q", got, want)
	}
}
