package emara

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
// Balance section records: wins by seat and by place in the first round's
// turn order, mean tracks and scores by category, noble ranks and
// Craftsmen, Victoria's score in Solo Mode, and for each Advisor how often
// it was recruited and how often its owner won against the chance rate. It
// is a measuring tool, not a check, so it runs only when EMARA_BALANCE is
// set, e.g.
//
//	EMARA_BALANCE=4:greedy,greedy,greedy,greedy:1000 go test -run BalanceReport -v ./engines/emara/
//
// A fourth field names variants: 2:greedy,greedy:500:full-selection.
// EMARA_BALANCE_START=40 starts every game's Buildings there instead of on
// the Event card's number (for the solo Campaign's first game).
func TestBalanceReport(t *testing.T) {
	spec := os.Getenv("EMARA_BALANCE")
	if spec == "" {
		t.Skip("set EMARA_BALANCE=players:bot,bot,...:games[:variant,...] to run")
	}
	parts := strings.Split(spec, ":")
	if len(parts) < 3 {
		t.Fatalf("EMARA_BALANCE=%q: want players:bots:games[:variants]", spec)
	}
	n, _ := strconv.Atoi(parts[0])
	names := strings.Split(parts[1], ",")
	games, _ := strconv.Atoi(parts[2])
	var variants []string
	if len(parts) > 3 && parts[3] != "" {
		variants = strings.Split(parts[3], ",")
	}
	if len(names) != n {
		t.Fatalf("%d bots for %d players", len(names), n)
	}
	wins := make([]float64, n)
	byOrder := make([]float64, n)
	scores := make([]float64, n)
	var cats [NumCit + NumBld + 1]float64
	var recruited, ownerWins [NumAdvisors]float64
	var ranks [NumRanks + 1]float64
	var cit, bld, hired, vic, beaten float64
	maxCit := 0
	actions := 0
	for g := range games {
		seed := uint64(g + 1)
		st, err := Game{}.New(engines.Config{Players: n, Seed: seed, Variants: variants})
		if err != nil {
			t.Fatal(err)
		}
		first := st.(*State).Start
		if v := os.Getenv("EMARA_BALANCE_START"); v != "" {
			start, _ := strconv.Atoi(v)
			if err := st.Apply(BuildingStart(start)); err != nil {
				t.Fatal(err)
			}
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
		share := make([]float64, n)
		for _, w := range r.Winners() {
			share[w] = 1 / float64(len(r.Winners()))
		}
		if n == 1 {
			share[0] = 0
			if s.SoloWon() {
				share[0] = 1
			}
			vic += float64(s.VictoriaScore())
			beaten += share[0]
		}
		for seat := range n {
			p := &s.Seats[seat]
			wins[seat] += share[seat]
			byOrder[(seat-first+n)%n] += share[seat]
			scores[seat] += float64(r.Scores[seat])
			for c := range cats {
				cats[c] += float64(r.Points[seat][c]) / float64(n)
			}
			cit += float64(p.Citizens()) / float64(n)
			maxCit = max(maxCit, p.Citizens())
			bld += float64(p.Buildings()) / float64(n)
			hired += float64(p.Hired) / float64(n)
			ranks[len(p.Nobility)] += 1 / float64(n)
			for _, id := range p.Advisors {
				recruited[id]++
				ownerWins[id] += share[seat]
			}
		}
	}
	G := float64(games)
	fmt.Printf("%d players %v %v, %d games, %.0f actions a game\n", n, names, variants, games, float64(actions)/G)
	for seat := range n {
		fmt.Printf("seat %d (%s): wins %.1f%%, mean score %.1f; place %d in round 1: wins %.1f%%\n",
			seat, names[seat], 100*wins[seat]/G, scores[seat]/G, seat+1, 100*byOrder[seat]/G)
	}
	if n == 1 {
		fmt.Printf("Victoria: mean %.1f, beaten in %.1f%%\n", vic/G, 100*beaten/G)
	}
	fmt.Printf("mean Citizens %.1f (most %d), Buildings %.1f, Craftsmen %.2f\n", cit/G, maxCit, bld/G, hired/G)
	fmt.Print("noble rank (share of players):")
	for r, v := range ranks {
		fmt.Printf(" %d:%.0f%%", r, 100*v/G)
	}
	fmt.Println()
	for c, name := range CategoryNames {
		fmt.Printf("  %-32s %6.1f\n", name, cats[c]/G)
	}
	chance := 1 / float64(n)
	if n == 1 {
		chance = beaten / G
	}
	fmt.Printf("Advisors: recruited per game, owner's win rate (chance %.0f%%)\n", 100*chance)
	for id, a := range Advisors {
		rate := 0.0
		if recruited[id] > 0 {
			rate = ownerWins[id] / recruited[id]
		}
		fmt.Printf("  %-16s %5.2f  %5.1f%%\n", a.Name, recruited[id]/G, 100*rate)
	}
}
