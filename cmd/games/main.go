// Command games prints the games of the catalog (engines/catalog), in the
// order the Home screen shows them, for the lists outside Go: the Makefile's
// fuzz, strength and balance targets and the browser tests
// (e2e/harness.mjs games).
//
//	go run ./cmd/games              # JSON: [{"id":…,"name":…,"minPlayers":…,"maxPlayers":…}, …]
//	go run ./cmd/games -ids         # the IDs, one line, separated by spaces
//	go run ./cmd/games -balance 600 # the balance sets: ID:games for each game that names its components
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"strings"

	"tabula/engines"
	"tabula/engines/catalog"
)

// game is what the lists outside Go need of a game.
type game struct {
	ID         string `json:"id"`
	Name       string `json:"name"`
	MinPlayers int    `json:"minPlayers"`
	MaxPlayers int    `json:"maxPlayers"`
}

func main() {
	ids := flag.Bool("ids", false, "print only the IDs, separated by spaces")
	balance := flag.Int("balance", 0, "print the balance sets (make balance), ID:games separated by spaces, with this many games for a game that does not say otherwise (engines.Balance)")
	flag.Parse()
	var err error
	if *balance > 0 {
		err = writeBalance(os.Stdout, catalog.All(), *balance)
	} else {
		err = write(os.Stdout, catalog.All(), *ids)
	}
	if err != nil {
		log.Fatalf("games: %v", err)
	}
}

// write prints games to w, as JSON or, with ids, as their IDs.
func write(w io.Writer, games []engines.Game, ids bool) error {
	var out []game
	var names []string
	for _, g := range games {
		info := g.Info()
		out = append(out, game{info.ID, info.Name, info.MinPlayers, info.MaxPlayers})
		names = append(names, info.ID)
	}
	if ids {
		_, err := fmt.Fprintln(w, strings.Join(names, " "))
		return err
	}
	b, err := json.Marshal(out)
	if err != nil {
		return fmt.Errorf("encoding the catalog: %w", err)
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}

// writeBalance prints the balance sets of games to w, one word ID:games
// for each game whose states name the components a seat holds
// (engines.Holdings), the only games the balance report can judge: the
// game's own BalanceGames (engines.Balance), or n.
func writeBalance(w io.Writer, games []engines.Game, n int) error {
	var sets []string
	for _, g := range games {
		info := g.Info()
		st, err := g.New(engines.Config{Players: info.MinPlayers, Seed: 1})
		if err != nil {
			return fmt.Errorf("setting up %s: %w", info.ID, err)
		}
		if _, ok := st.(engines.Holdings); !ok {
			continue
		}
		games := n
		if b, ok := g.(engines.Balance); ok && b.BalanceGames() > 0 {
			games = b.BalanceGames()
		}
		sets = append(sets, fmt.Sprintf("%s:%d", info.ID, games))
	}
	_, err := fmt.Fprintln(w, strings.Join(sets, " "))
	return err
}
