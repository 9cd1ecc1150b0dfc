package main

import (
	"slices"
	"strings"
	"testing"
)

// TestHandlerNamesTheGames: the site's description and keywords name the
// games it is given, which main takes from the boards list, and no others.
func TestHandlerNamesTheGames(t *testing.T) {
	h := newHandler("/", "v1", 1, []string{"Toy Game", "Nim"}, nil)
	if !strings.HasPrefix(h.Description, "Toy Game and Nim: ") {
		t.Errorf("description %q", h.Description)
	}
	if !slices.Equal(h.Keywords, []string{"board game", "Toy Game", "Nim"}) {
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
