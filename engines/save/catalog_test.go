package save

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/enginetest/toys"
)

// TestCatalogLinks plays every shipped game to the end with the random bot
// at every player count, and checks that the finished game's
// link replays and stays within budget: 1,000 characters for a game of up
// to 400 actions (random choices are the least compressible case).
func TestCatalogLinks(t *testing.T) {
	games := 3
	if testing.Short() || runtime.GOARCH == "wasm" {
		games = 1
	}
	for _, g := range toys.AndCatalog() {
		info := g.Info()
		for players := info.MinPlayers; players <= info.MaxPlayers; players++ {
			t.Run(fmt.Sprintf("%s/%dp", info.ID, players), func(t *testing.T) {
				for seed := range uint64(games) {
					measureLink(t, g, engines.Config{Players: players, Seed: seed + 1}, "random")
				}
			})
		}
	}
}

func measureLink(t *testing.T, g engines.Game, cfg engines.Config, botName string) {
	t.Helper()
	seats := make([]Seat, cfg.Players)
	for i := range seats {
		seats[i] = Seat{Name: strings.Repeat("n", 6+i), Colour: i, Kind: Computer, Level: botName}
	}
	s, st, err := Start(g, cfg, seats, 1_760_000_000_000)
	if err != nil {
		t.Fatal(err)
	}
	players := make([]bots.Bot, cfg.Players)
	for i := range players {
		if players[i], err = bots.New(botName, cfg.Seed*31+uint64(i)); err != nil {
			t.Fatal(err)
		}
	}
	for !st.Over() {
		if len(s.Log) > g.Info().MaxDecisions {
			t.Fatalf("game did not end within %d actions", g.Info().MaxDecisions)
		}
		a, err := players[st.ToMove()].Choose(st, st.ToMove())
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Record(st, a); err != nil {
			t.Fatal(err)
		}
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	s.Update(st, 1_760_000_900_000)
	link, err := Link(s)
	if err != nil {
		t.Fatal(err)
	}
	file, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	parsed, err := ParseLink("#" + link)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Replay(parsed, g); err != nil {
		t.Fatalf("link does not replay: %v", err)
	}
	n := len(link) + 1
	t.Logf("seed %d: %d actions, link %d characters (%.2f per action), file %d bytes with a %d-byte cached state",
		cfg.Seed, len(s.Log), n, float64(n)/float64(len(s.Log)), len(file), len(s.State))
	if len(s.Log) <= 400 && n > 1000 {
		t.Errorf("link of a %d-action game is %d characters, budget 1000", len(s.Log), n)
	}
}
