package boards

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/engines"
)

// TestEveryPartTappedPlaysOrSaysWhy plays random games of every game and,
// at positions along them, draws the board for the person to move and taps
// every piece, space and card it draws (every element with one of the
// game's Parts): each must be a target, hold one, or be refused with the
// rule that refuses it, which a tap shows and which plays nothing. Every
// target outside a button must be one of the Parts, so that the list
// names every kind of element a player learns to tap.
func TestEveryPartTappedPlaysOrSaysWhy(t *testing.T) {
	for _, g := range All() {
		t.Run(g.ID(), func(t *testing.T) {
			if len(g.Parts) == 0 {
				t.Fatal("the game names no Parts")
			}
			failures := 0
			eachRandomGame(t, g, 100, func(st engines.State, r *rand.Rand, game string) {
				for step := 0; !st.Over() && failures < 12; step++ {
					skip := 9 // near the start, closely; later, where long games go
					if step >= 20 {
						skip = 20 * (step/20 + 1)
					}
					boardtest.PlayRandom(t, st, r, 1+r.IntN(skip))
					if st.Over() {
						break
					}
					failures += checkParts(t, g, st, fmt.Sprintf("%s, position %d", game, step))
				}
			})
		})
	}
}

// eachRandomGame starts two games of g for each of its player counts,
// seeded from base, and plays each with play, given its own generator and
// its description for a failure ("3 players, seed 1").
func eachRandomGame(t *testing.T, g board.Game, base int, play func(st engines.State, r *rand.Rand, game string)) {
	t.Helper()
	info := g.Engine.Info()
	for players := info.MinPlayers; players <= info.MaxPlayers; players++ {
		for seed := range 2 {
			st, err := g.Engine.New(engines.Config{Players: players, Seed: uint64(base*players + seed)})
			if err != nil {
				t.Fatal(err)
			}
			play(st, rand.New(rand.NewPCG(uint64(players), uint64(seed))), fmt.Sprintf("%d players, seed %d", players, seed))
		}
	}
}

// checkParts draws st for the seat to move and reports each part that
// neither plays nor says why, and each target that is no part; it returns
// how many it reported.
func checkParts(t *testing.T, g board.Game, st engines.State, where string) int {
	t.Helper()
	p := boardtest.Props(g, st)
	if len(p.Legal) == 0 {
		return 0
	}
	els := boardtest.Elements(boardtest.HTML(t, g.NewBoard(), p))
	holds := map[*boardtest.Element]bool{} // the elements holding a target
	for _, e := range els {
		if e.Class("target") {
			for up := e.Parent; up != nil; up = up.Parent {
				holds[up] = true
			}
		}
	}
	part := func(e *boardtest.Element) bool {
		return slices.ContainsFunc(g.Parts, e.Class)
	}
	bad := 0
	for _, e := range els {
		desc := e.Tag + `."` + e.Attrs["class"] + `" ` + strings.TrimSpace(e.Attrs["aria-label"]+" "+e.Attrs["title"])
		if e.Class("target") && e.Tag != "button" && !part(e) {
			t.Errorf("%s: a target that is none of the Parts: %s", where, desc)
			bad++
		}
		if !part(e) || holds[e] || e.Up("target") != nil {
			continue
		}
		r := e.Up("refused")
		var disabled bool
		if r != nil {
			_, disabled = r.Attrs["aria-disabled"] // go-app writes "true" as a bare attribute
		}
		switch {
		case r == nil:
			t.Errorf("%s: tapping it neither plays nor says why: %s", where, desc)
			bad++
		case strings.TrimSpace(r.Attrs["title"]) == "":
			t.Errorf("%s: refused without a reason: %s", where, desc)
			bad++
		case r.Class("target") || !disabled:
			t.Errorf("%s: refused but playable: %s", where, desc)
			bad++
		}
	}
	return bad
}
