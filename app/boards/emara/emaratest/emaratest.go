package emaratest

import (
	"math/rand/v2"
	"testing"

	"tabula/app/board/boardtest"
	"tabula/engines"
	em "tabula/engines/emara"
)

// NewState starts a Crown of Emara game.
func NewState(t *testing.T, players int, seed uint64, variants ...string) *em.State {
	t.Helper()
	return boardtest.NewState[*em.State](t, em.Game{}, engines.Config{Players: players, Seed: seed, Variants: variants})
}

// PlayUntil applies random legal actions until done reports true.
func PlayUntil(t *testing.T, s *em.State, seed uint64, done func(*em.State) bool) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 1))
	for !done(s) {
		if s.Over() {
			t.Fatal("the game ended first")
		}
		legal := s.Legal()
		if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

// Started is a game past its setup decisions, whatever they are.
func Started(t *testing.T, players int, seed uint64) *em.State {
	t.Helper()
	s := NewState(t, players, seed)
	PlayUntil(t, s, seed, func(s *em.State) bool { return s.Phase == em.PhasePlay })
	return s
}
