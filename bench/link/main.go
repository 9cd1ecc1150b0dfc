// Command link prints the fragment of a share link ("s=…") of a game
// played some moves in: Ann at this device and Bea, a computer, each
// taking a legal action at random from a fixed seed. `make bench` opens such
// a link on a slowed phone to time the link → join screen path
// (e2e/bench.mjs, BENCH_PART=link).
//
//	go run ./bench/link -game battlemerchants -moves 60
package main

import (
	"flag"
	"fmt"
	"log"
	"math/rand/v2"

	"tabula/engines"
	"tabula/engines/catalog"
	"tabula/engines/save"
)

func main() {
	id := flag.String("game", "battlemerchants", "the game's ID")
	moves := flag.Int("moves", 60, "how many actions are played")
	seed := flag.Uint64("seed", 1, "the deal's and the choices' seed")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("link: ")
	frag, err := link(*id, *moves, *seed)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(frag)
}

// link plays moves random actions of game id's 2-player game from seed and
// returns its share link's fragment.
func link(id string, moves int, seed uint64) (string, error) {
	g, ok := catalog.Lookup(id)
	if !ok {
		return "", fmt.Errorf("no game %q", id)
	}
	seats := []save.Seat{{Name: "Ann", Colour: 0, Kind: save.Human}, {Name: "Bea", Colour: 1, Kind: save.Computer, Level: "normal"}}
	const when = 1_790_000_000_000 // a fixed time, so the link is the same every run
	s, st, err := save.Start(g, engines.Config{Players: 2, Seed: seed, Rules: g.Info().RulesVersion}, seats, when)
	if err != nil {
		return "", err
	}
	r := rand.New(rand.NewPCG(seed, 60))
	for i := 0; i < moves && !st.Over(); i++ {
		legal := st.Legal()
		step, err := engines.Play(st, legal[r.IntN(len(legal))])
		if err != nil {
			return "", fmt.Errorf("move %d: %w", i, err)
		}
		if err := s.Append(step); err != nil {
			return "", fmt.Errorf("move %d: %w", i, err)
		}
	}
	s.Update(st, when)
	return save.Link(s)
}
