package main

import (
	"slices"
	"strings"
	"testing"

	"tabula/app/board/boardtest"
)

// TestHandlerNamesTheGames: the site's description and keywords name the
// games it is given, which main takes from the boards list, and no others.
func TestHandlerNamesTheGames(t *testing.T) {
	toys := boardtest.Toys()
	h := newHandler("/", "v1", 1, nil, toys)
	if !strings.HasPrefix(h.Description, toys[0].Engine.Info().Name+" and "+toys[1].Engine.Info().Name+": ") {
		t.Errorf("description %q", h.Description)
	}
	if !slices.Equal(h.Keywords, []string{"board game", toys[0].Engine.Info().Name, toys[1].Engine.Info().Name}) {
		t.Errorf("keywords %q", h.Keywords)
	}
	for _, tt := range []struct {
		names []string
		want  string
	}{
		{nil, ""},
		{[]string{"A"}, "A"},
		{[]string{"A", "B"}, "A and B"},
		{[]string{"A", "B", "C"}, "A, B and C"},
	} {
		if got := andList(tt.names); got != tt.want {
			t.Errorf("andList(%q) = %q, want %q", tt.names, got, tt.want)
		}
	}
}
