// Command games prints the games of the catalog (engines/catalog), in the
// order the Home screen shows them, for the lists outside Go: the Makefile's
// fuzz and strength targets and the browser tests (e2e/harness.mjs games).
//
//	go run ./cmd/games        # JSON: [{"id":…,"name":…,"minPlayers":…,"maxPlayers":…}, …]
//	go run ./cmd/games -ids   # the IDs, one line, separated by spaces
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"strings"

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
	flag.Parse()
	if err := write(os.Stdout, *ids); err != nil {
		log.Fatalf("games: %v", err)
	}
}

// write prints the catalog to w, as JSON or, with ids, as its IDs.
func write(w io.Writer, ids bool) error {
	var games []game
	var names []string
	for _, g := range catalog.All() {
		info := g.Info()
		games = append(games, game{info.ID, info.Name, info.MinPlayers, info.MaxPlayers})
		names = append(names, info.ID)
	}
	if ids {
		_, err := fmt.Fprintln(w, strings.Join(names, " "))
		return err
	}
	b, err := json.Marshal(games)
	if err != nil {
		return fmt.Errorf("encoding the catalog: %w", err)
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}
