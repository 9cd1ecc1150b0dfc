package battlemerchants

// Evaluate estimates how well seat is doing, for bots (engines.Heuristic):
// the seat's expected final gold less the best other seat's. A player's
// worth is gold in hand plus what their assets should still bring in: unsold
// weapons at about their sale value, repairs for weapons on the
// board in the Seasons left, their Defeated pile's share of the bonus, and
// Craft for the sales it enables. The weights are tuning, not rules.
func (s *State) Evaluate(seat int) float64 {
	best := 0.0
	for other := range s.Seats {
		if other != seat {
			best = max(best, s.worth(other))
		}
	}
	return s.worth(seat) - best
}

// Heuristic weights.
const (
	handBonus      = 1.0 // over a weapon's sale value, for a weapon in hand (so forging pays)
	defeatedGold   = 2.0 // per Defeated Weapons point
	craftLevelGold = 0.8 // per Craft Level beyond the first in a weapon
	discountGold   = 1.0 // per coin of forging discount
	rewardTileGold = 1.5 // per Reward Tile taken
)

func (s *State) worth(seat int) float64 {
	p := &s.Seats[seat]
	if s.Ended {
		return float64(p.Gold)
	}
	seasonsLeft := float64(Seasons - s.Season)
	w := float64(p.Gold)
	for wt := range p.Hand {
		for q, n := range p.Hand[wt] {
			w += float64(n) * (float64(SellValue[q]) + handBonus)
		}
	}
	w += float64(s.weaponsOnBoard(seat)) * RepairGold * seasonsLeft
	w += float64(p.DefeatedTotal()) * defeatedGold
	for wt := range p.Levels {
		w += float64(max(p.Levels[wt]-1, 0)) * craftLevelGold * seasonsLeft / Seasons
		w += float64(p.Discount[wt]) * discountGold * seasonsLeft / Seasons
	}
	for _, n := range p.Rewards {
		w += float64(n) * rewardTileGold * seasonsLeft / Seasons
	}
	return w
}
