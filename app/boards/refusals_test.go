package boards

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/engines"
	bm "tabula/engines/battlemerchants"
	cc "tabula/engines/coincrown"
	cq "tabula/engines/craftconquer"
	em "tabula/engines/emara"
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

// reasonOf is, for one game, the engine's own reason for the target of a
// refused element of its board: the rule the engine gives for the move
// the element stands for (a Weapon Space's sale, a soldier's moves), ""
// when the engine names none (the element is then no choice now), and ok
// false for an element that stands for no move the engine explains.
type reasonOf func(t *testing.T, st engines.State, e *boardtest.Element) (why string, ok bool)

// engineReasons are the games' reasonOf, by game ID.
var engineReasons = map[string]reasonOf{
	"battlemerchants": bmReason,
	"coincrown":       ccReason,
	"craftconquer":    cqReason,
	"emara":           emReason,
}

// TestRefusedPartsGiveTheEnginesReason plays random games of every game
// and, at positions along them, draws the board for the person to move
// and reads every refused part that stands for a move the engine explains:
// its reason (the title a tap shows) must be the engine's own reason for
// that target, and where the engine names no rule, that the part is no
// choice now. A board's reason of its own, true or not, fails here.
func TestRefusedPartsGiveTheEnginesReason(t *testing.T) {
	for _, g := range All() {
		t.Run(g.ID(), func(t *testing.T) {
			reason := engineReasons[g.ID()]
			if reason == nil {
				t.Fatal("no engine reasons for the game's refused parts")
			}
			failures, checked := 0, 0
			eachRandomGame(t, g, 300, func(st engines.State, r *rand.Rand, game string) {
				for step := 0; !st.Over() && failures < 12 && step < 40; step++ {
					boardtest.PlayRandom(t, st, r, 1+r.IntN(12))
					if st.Over() {
						break
					}
					p := boardtest.Props(g, st)
					if len(p.Legal) == 0 {
						continue
					}
					for _, e := range boardtest.Elements(boardtest.HTML(t, g.NewBoard(), p)) {
						if !e.Class("refused") {
							continue
						}
						want, ok := reason(t, st, e)
						if !ok {
							continue
						}
						checked++
						got := e.Attrs["title"]
						switch {
						case want == "" && !strings.HasPrefix(got, board.NotAChoice("")):
							t.Errorf("%s, position %d: the engine names no rule for %s %q, but the board says %q", game, step, e.Tag, e.Attrs["class"], got)
							failures++
						case want != "" && !strings.Contains(got, want):
							t.Errorf("%s, position %d: %s %q says %q; the engine's reason is %q", game, step, e.Tag, e.Attrs["class"], got, want)
							failures++
						}
					}
				}
			})
			if checked < 100 {
				t.Errorf("only %d refused parts were checked", checked)
			}
		})
	}
}

// bmReason is Battle Merchants' reasonOf: a Weapon Space's sale, and
// learning or taking a card of the rows.
func bmReason(t *testing.T, st engines.State, e *boardtest.Element) (string, bool) {
	s := st.(*bm.State)
	switch {
	case e.Class("bm-space"):
		space, err := strconv.Atoi(e.Attrs["data-space"])
		if err != nil {
			t.Fatalf("a refused Weapon Space without its number: %v", err)
		}
		return s.SaleRefusal(space), true
	case e.Class("bm-craft"), e.Class("bm-kingdom"):
		id, err := strconv.Atoi(e.Attrs["data-flip"][1:])
		if err != nil {
			t.Fatalf("a refused card without its number: %v", err)
		}
		if e.Class("bm-kingdom") {
			return s.KingdomRefusal(slices.Index(s.KingdomRow[:], id)), true
		}
		return s.LearnRefusal(slices.Index(s.CraftRow[:], id)), true
	}
	return "", false
}

// cqReason is Craft & Conquer's reasonOf: a space of the map, where a
// soldier stands (its moves, or how an enemy is attacked) or where one of
// the player's soldiers might deploy.
func cqReason(t *testing.T, st engines.State, e *boardtest.Element) (string, bool) {
	s := st.(*cq.State)
	if !e.Class("cq-control") {
		return "", false
	}
	x, err := strconv.Atoi(e.Attrs["data-space"])
	if err != nil {
		t.Fatalf("a refused space without its number: %v", err)
	}
	if _, ok := s.SoldierAt(x); ok {
		return s.SoldierRefusal(x), true
	}
	if pl := s.Seats[s.Current]; s.Phase == cq.PhaseMain && pl.Reserve[0]+pl.Reserve[1] > 0 {
		return s.DeployRefusal(s.Current, x), true
	}
	return "", true
}

// emReason is Crown of Emara's reasonOf: a hut, an Advisor space, the
// next noble rank and the player's Councilors, named by their keys.
func emReason(t *testing.T, st engines.State, e *boardtest.Element) (string, bool) {
	s := st.(*em.State)
	key := e.Attrs["data-refuses"]
	var a, b int
	switch {
	case key == "":
		t.Fatalf("a refused part without its key: %s %q", e.Tag, e.Attrs["class"])
	case key == "noble":
		return s.RankRefusal(), true
	}
	if n, _ := fmt.Sscanf(key, "hut:%d:%d", &a, &b); n == 2 {
		return s.HireRefusal(em.Location(a), b), true
	}
	if n, _ := fmt.Sscanf(key, "adv:%d:%d", &a, &b); n == 2 {
		return s.RecruitRefusal(em.Location(a), b), true
	}
	if n, _ := fmt.Sscanf(key, "cn:%d", &a); n == 1 {
		return s.CouncilorRefusal(a), true
	}
	return "", false
}

// ccReason is Coin & Crown's reasonOf: a Market card, a deck, a way to
// conquer, an upgrade or a Mint exchange, named by the move it stands for.
func ccReason(t *testing.T, st engines.State, e *boardtest.Element) (string, bool) {
	key := e.Attrs["data-refuses"]
	if key == "" {
		return "", false
	}
	var a engines.Action
	if _, err := fmt.Sscan(key, &a.Kind, &a.A, &a.B, &a.C, &a.D); err != nil {
		t.Fatalf("a refused part with a bad move %q: %v", key, err)
	}
	return st.(*cc.State).Refusal(a), true
}
