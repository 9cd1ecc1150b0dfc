package enginetest

import (
	"errors"
	"fmt"
	"reflect"

	"tabula/engines"
	"tabula/engines/bots"
)

// CheckProjection plays a game of g set up from cfg to its end with greedy
// bots (bots.Greedy) and returns an error unless the state is an
// engines.Projector whose ProjectedResult, before every action, is what
// every seat's View projects too (it counts nothing hidden), and at the
// end is Result: the score a player was shown as the one that will count
// is the one that counts.
func CheckProjection(g engines.Game, cfg engines.Config) error {
	st, err := g.New(cfg)
	if err != nil {
		return fmt.Errorf("new game: %w", err)
	}
	if _, ok := st.(engines.Projector); !ok {
		return errors.New("the state is not an engines.Projector")
	}
	players := make([]bots.Bot, cfg.Players)
	for i := range players {
		players[i] = bots.NewGreedy(cfg.Seed*31+uint64(i), 1)
	}
	for step := 0; !st.Over(); step++ {
		if step > g.Info().MaxDecisions {
			return fmt.Errorf("not over after %d actions", step)
		}
		want := engines.Projected(st)
		for seat := -1; seat < cfg.Players; seat++ {
			if got := engines.Projected(st.View(seat)); !reflect.DeepEqual(got, want) {
				return fmt.Errorf("action %d: View(%d) projects %v, the state %v", step, seat, got.Scores, want.Scores)
			}
		}
		seat := st.ToMove()
		a, err := players[seat].Choose(st, seat)
		if err != nil {
			return fmt.Errorf("action %d: %w", step, err)
		}
		if err := st.Apply(a); err != nil {
			return fmt.Errorf("action %d: %w", step, err)
		}
	}
	if got, want := engines.Projected(st), st.Result(); !reflect.DeepEqual(got, want) {
		return fmt.Errorf("at the end ProjectedResult is %+v, Result %+v", got, want)
	}
	return nil
}
