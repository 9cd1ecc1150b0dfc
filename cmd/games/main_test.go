package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"tabula/engines"
	"tabula/engines/catalog"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/enginetest/toys"
)

func TestWrite(t *testing.T) {
	all := toys.AndCatalog()
	var ids, js bytes.Buffer
	if err := write(&ids, all, true); err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, g := range all {
		want = append(want, g.Info().ID)
	}
	if got := ids.String(); got != strings.Join(want, " ")+"\n" {
		t.Errorf("-ids printed %q, want %q", got, want)
	}
	if err := write(&js, all, false); err != nil {
		t.Fatal(err)
	}
	var games []game
	if err := json.Unmarshal(js.Bytes(), &games); err != nil {
		t.Fatal(err)
	}
	if len(games) != len(all) {
		t.Fatalf("%d games printed, the list has %d", len(games), len(all))
	}
	for i, g := range all {
		info := g.Info()
		if want := (game{info.ID, info.Name, info.MinPlayers, info.MaxPlayers}); games[i] != want {
			t.Errorf("game %d: %+v, want %+v", i, games[i], want)
		}
	}
}

// heldGame is toygame whose states name what a seat holds, and whose
// balance set is 7 games.
type heldGame struct{ toygame.Game }

func (heldGame) Info() engines.Info {
	info := toygame.Game{}.Info()
	info.ID = "held"
	return info
}

func (g heldGame) New(cfg engines.Config) (engines.State, error) {
	s, err := g.Game.New(cfg)
	return heldState{s.(*toygame.State)}, err
}

func (heldGame) BalanceGames() int                 { return 7 }
func (heldGame) BalancePeer(string) string         { return "" }
func (heldGame) String() string                    { return "held" }
func (heldState) Holdings(int) []engines.Component { return nil }

type heldState struct{ *toygame.State }

// TestWriteBalance: -balance lists the games that name their holdings,
// with their own set size where they have one, and leaves the others out.
func TestWriteBalance(t *testing.T) {
	var b bytes.Buffer
	if err := writeBalance(&b, []engines.Game{toygame.Game{}, heldGame{}}, 600); err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != "held:7\n" {
		t.Errorf("-balance printed %q", got)
	}
	b.Reset()
	if err := writeBalance(&b, catalog.All(), 600); err != nil {
		t.Fatal(err)
	}
	for _, set := range strings.Fields(b.String()) {
		id, n, ok := strings.Cut(set, ":")
		if _, known := catalog.Lookup(id); !ok || !known || n == "" || n == "0" {
			t.Errorf("a shipped game's balance set %q", set)
		}
	}
}
