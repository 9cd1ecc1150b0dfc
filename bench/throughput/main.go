// Command throughput measures engine throughput: random full games
// (contract.RandomPlayout) per second on one goroutine, for every catalog
// game and player count, and prints them as JSON. cmd/benchtable runs it
// natively and under GOOS=js GOARCH=wasm in Node, so both figures come from
// the same code:
//
//	go run ./bench/throughput -time 2s
//	PATH="$PATH:$(go env GOROOT)/lib/wasm" GOOS=js GOARCH=wasm go run ./bench/throughput -time 2s
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"runtime"
	"time"

	"tabula/engines/catalog"
	"tabula/engines/contract"
)

// Result is the throughput of one game and player count.
type Result struct {
	Game    string  `json:"game"`
	Players int     `json:"players"`
	Games   int     `json:"games"`   // games played
	Actions int     `json:"actions"` // actions over all of them
	Seconds float64 `json:"seconds"`
	Allocs  float64 `json:"allocs_per_game"`
}

func main() {
	d := flag.Duration("time", 2*time.Second, "time spent on each game and player count")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("throughput: ")
	var out []Result
	for _, g := range catalog.All() {
		info := g.Info()
		for players := info.MinPlayers; players <= info.MaxPlayers; players++ {
			r, err := measure(info.ID, players, *d)
			if err != nil {
				log.Fatal(err)
			}
			out = append(out, r)
		}
	}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		log.Fatal(err)
	}
}

// measure plays games with seeds 1, 2, ... for at least d (and at least
// three games), after warming up for d/2: under wasm, V8 compiles the hot
// code again, optimised, only after a while.
func measure(id string, players int, d time.Duration) (Result, error) {
	g, _ := catalog.Lookup(id)
	for i, start := uint64(1<<32), time.Now(); time.Since(start) < d/2; i++ {
		if _, err := contract.RandomPlayout(g, players, i); err != nil {
			return Result{}, fmt.Errorf("warm-up: %w", err)
		}
	}
	r := Result{Game: id, Players: players}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	for r.Games < 3 || time.Since(start) < d {
		n, err := contract.RandomPlayout(g, players, uint64(r.Games+1))
		if err != nil {
			return r, err
		}
		r.Games++
		r.Actions += n
	}
	r.Seconds = time.Since(start).Seconds()
	runtime.ReadMemStats(&after)
	r.Allocs = float64(after.Mallocs-before.Mallocs) / float64(r.Games)
	return r, nil
}
