package coincrown

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"tabula/engines"
	"tabula/engines/bots"
)

// TestBalanceReport plays bot-vs-bot games and prints what RULES.md's
// Balance section records: wins by seat, mean scores and how often the
// owner of each kind of Market card won, against how often they would by
// chance. It is a measuring tool, not a check, so it runs only when
// COINCROWN_BALANCE is set, e.g.
//
//	COINCROWN_BALANCE=4:greedy,greedy,greedy,greedy:1000 go test -run BalanceReport -v ./engines/coincrown/
func TestBalanceReport(t *testing.T) {
	spec := os.Getenv("COINCROWN_BALANCE")
	if spec == "" {
		t.Skip("set COINCROWN_BALANCE=players:bot,bot,...:games to run")
	}
	parts := strings.Split(spec, ":")
	if len(parts) != 3 {
		t.Fatalf("COINCROWN_BALANCE=%q: want players:bots:games", spec)
	}
	n, _ := strconv.Atoi(parts[0])
	names := strings.Split(parts[1], ",")
	games, _ := strconv.Atoi(parts[2])
	if len(names) != n {
		t.Fatalf("%d bots for %d players", len(names), n)
	}
	wins := make([]float64, n)
	scores := make([]float64, n)
	var owned, ownedWins [NumCardTypes]float64
	var cats [NumScores]float64
	actions := 0
	for g := range games {
		seed := uint64(g + 1)
		st, err := Game{}.New(engines.Config{Players: n, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		players := make([]bots.Bot, n)
		for i := range players {
			if players[i], err = bots.New(names[i], seed*31+uint64(i)); err != nil {
				t.Fatal(err)
			}
		}
		for !st.Over() {
			a, err := players[st.ToMove()].Choose(st, st.ToMove())
			if err != nil {
				t.Fatal(err)
			}
			if err := st.Apply(a); err != nil {
				t.Fatal(err)
			}
			actions++
		}
		s := st.(*State)
		r := s.Result()
		w := r.Winners()
		for seat := range n {
			scores[seat] += float64(r.Scores[seat])
			for c := range NumScores {
				cats[c] += float64(r.Points[seat][c]) / float64(n)
			}
			won := 0.0
			for _, x := range w {
				if x == seat {
					won = 1 / float64(len(w))
				}
			}
			wins[seat] += won
			var has [NumCardTypes]bool
			for _, c := range s.Seats[seat].Cards {
				has[MarketCards[c.ID].Type] = true
			}
			for k, ok := range has {
				if ok {
					owned[k]++
					ownedWins[k] += won
				}
			}
		}
	}
	fg := float64(games)
	fmt.Printf("%d players %v, %d games, %.0f actions per game\n", n, names, games, float64(actions)/fg)
	for seat := range n {
		fmt.Printf("  seat %d (%s): wins %.1f%%, mean score %.1f\n", seat, names[seat], 100*wins[seat]/fg, scores[seat]/fg)
	}
	fmt.Printf("  mean points per player:")
	for c := range NumScores {
		fmt.Printf(" %s %.1f", ScoreNames[c], cats[c]/fg)
	}
	fmt.Println()
	fmt.Printf("  win rate of owners (even share %.1f%%):\n", 100/float64(n))
	for k := range CardType(NumCardTypes) {
		if owned[k] > 0 {
			fmt.Printf("    %-18s owned in %5.1f%% of seats, owners win %5.1f%%\n", k, 100*owned[k]/(fg*float64(n)), 100*ownedWins[k]/owned[k])
		}
	}
}
