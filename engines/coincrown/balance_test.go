package coincrown

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/rng"
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
	byOrder := make([]float64, n) // wins by place in Year 1's turn order
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
		first := firstStart(Game{}, n, seed)
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
			byOrder[(seat-first+n)%n] += won
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
	fmt.Printf("  wins by place in Year 1's turn order:")
	for i := range n {
		fmt.Printf(" %.1f%%", 100*byOrder[i]/fg)
	}
	fmt.Println()
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

// firstStart is the Start Player of Year 1 in the game with this seed.
func firstStart(g Game, n int, seed uint64) int {
	st, _ := g.New(engines.Config{Players: n, Seed: seed})
	return st.(*State).Start
}

// TestDominanceReport measures whether any kind of Market card dominates:
// for each kind, seat 0 plays a greedy bot that values every card of that
// kind 2 points more than the usual heuristic (so it buys them whenever it
// can), against plain greedy bots, and the report prints its win rate. A
// kind whose lover wins far more than an even share would dominate. Run
// with COINCROWN_DOMINANCE=players:games.
func TestDominanceReport(t *testing.T) {
	spec := os.Getenv("COINCROWN_DOMINANCE")
	if spec == "" {
		t.Skip("set COINCROWN_DOMINANCE=players:games to run")
	}
	parts := strings.Split(spec, ":")
	n, _ := strconv.Atoi(parts[0])
	games, _ := strconv.Atoi(parts[1])
	fmt.Printf("%d players, %d games per kind; even share %.1f%%\n", n, games, 100/float64(n))
	for k := CardType(-1); k < NumCardTypes; k++ { // -1: no taste at all (the control)
		wins, owned := 0.0, 0.0
		for g := range games {
			seed := uint64(g + 1)
			st, _ := Game{}.New(engines.Config{Players: n, Seed: seed})
			players := make([]bots.Bot, n)
			for i := range players {
				players[i], _ = bots.New("greedy", seed*31+uint64(i))
			}
			lover := &lover{kind: k, r: rng.New(seed)}
			for !st.Over() {
				var a engines.Action
				var err error
				if st.ToMove() == 0 {
					a, err = lover.choose(st.(*State))
				} else {
					a, err = players[st.ToMove()].Choose(st, st.ToMove())
				}
				if err != nil {
					t.Fatal(err)
				}
				if err := st.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
			s := st.(*State)
			w := s.Result().Winners()
			for _, x := range w {
				if x == 0 {
					wins += 1 / float64(len(w))
				}
			}
			owned += float64(len(cardsOf(s, 0, k)))
		}
		name := k.String()
		if k < 0 {
			name = "(control)"
		}
		fmt.Printf("  %-18s lover wins %5.1f%%, owns %.1f\n", name, 100*wins/float64(games), owned/float64(games))
	}
}

// lover is a one-ply greedy player with a taste for one kind of card.
type lover struct {
	kind CardType
	r    rng.RNG
}

func (l *lover) choose(s *State) (engines.Action, error) {
	seat := s.Current
	sub := l.r.Split()
	d := s.View(seat).Determinize(seat, &sub).(*State)
	legal := d.Legal()
	best, bestV := legal[0], math.Inf(-1)
	for _, a := range legal {
		c := d.clone()
		if err := c.Apply(a); err != nil {
			return a, err
		}
		e := c
		if c.Phase != PhaseMain && c.Phase != PhaseAfter && !c.Ended {
			e = c.finished()
		}
		v := c.Evaluate(seat) + 1e-6*float64(l.r.Intn(1000))
		if l.kind >= 0 {
			v += 2 * float64(len(cardsOf(e, seat, l.kind)))
		}
		if v > bestV {
			best, bestV = a, v
		}
	}
	return best, nil
}
