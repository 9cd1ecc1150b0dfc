package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"tabula/engines/catalog"
)

func TestWrite(t *testing.T) {
	var ids, js bytes.Buffer
	if err := write(&ids, true); err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, g := range catalog.All() {
		want = append(want, g.Info().ID)
	}
	if got := ids.String(); got != strings.Join(want, " ")+"\n" {
		t.Errorf("-ids printed %q, want %q", got, want)
	}
	if err := write(&js, false); err != nil {
		t.Fatal(err)
	}
	var games []game
	if err := json.Unmarshal(js.Bytes(), &games); err != nil {
		t.Fatal(err)
	}
	all := catalog.All()
	if len(games) != len(all) {
		t.Fatalf("%d games printed, the catalog has %d", len(games), len(all))
	}
	for i, g := range all {
		info := g.Info()
		if want := (game{info.ID, info.Name, info.MinPlayers, info.MaxPlayers}); games[i] != want {
			t.Errorf("game %d: %+v, want %+v", i, games[i], want)
		}
	}
}
