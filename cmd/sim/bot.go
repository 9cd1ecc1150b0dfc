package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"tabula/engines/bots"
)

// NewBot builds the bot named by spec, seeded with seed. A spec is a name
// bots.New accepts ("random", "greedy", "easy", "normal", "hard",
// "expert") or, for tuning experiments, a search bot with explicit
// settings:
//
//	ismcts[:base=LEVEL][:budget=N][:c=X][:depth=D][:horizon=B][:deep=B][:hwin=W][:win=W][:prior=P][:greedy=G]
//
// which starts from LEVEL's settings (default normal) and overrides the
// budget, exploration constant, playout depth (negative: to the end; a
// depth given is played whatever the engine's horizons), whether the
// engine's playout horizon is the depth (true or false), whether its
// horizon for long searches is (bots.Settings.DeepHorizon), the win
// weight of the playouts cut at either horizon, the win weight, the root prior's
// weight and the greedy actions that begin each playout (0 for none;
// either given sets aside the engine's search prior,
// which is both, so "prior=1:greedy=3" is Craft & Conquer's own); see
// bots.Settings. Either kind of search bot followed by *N ("hard*4",
// "ismcts:budget=5000*2") is a root-parallel search of N workers
// (bots.NewParallel), each a goroutine with the whole budget; "hard*1"
// plays exactly as "hard". The spec itself is the bot's name in the
// summary.
func NewBot(spec string, seed uint64) (bots.Bot, error) {
	if base, n, ok := cutLast(spec, "*"); ok {
		workers, err := strconv.Atoi(n)
		if err != nil || workers < 1 {
			return nil, fmt.Errorf("%w: %q: %q is not a number of workers (1 or more)", bots.ErrUnknown, spec, n)
		}
		set, err := searchSettings(base)
		if err != nil {
			return nil, fmt.Errorf("%w: %q: %w", bots.ErrUnknown, spec, err)
		}
		return bots.NewParallel(spec, seed, set, workers), nil
	}
	if strings.Split(spec, ":")[0] != "ismcts" {
		return bots.New(spec, seed)
	}
	set, err := searchSettings(spec)
	if err != nil {
		return nil, fmt.Errorf("%w: %q: %w", bots.ErrUnknown, spec, err)
	}
	return bots.NewISMCTS(spec, seed, set), nil
}

// cutLast is strings.Cut at the last sep.
func cutLast(s, sep string) (before, after string, found bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}

// searchSettings returns the settings of a search bot's spec: a level name
// or ismcts:key=value:....
func searchSettings(spec string) (bots.Settings, error) {
	if set, ok := bots.LevelSettings(spec); ok {
		return set, nil
	}
	fields := strings.Split(spec, ":")
	if fields[0] != "ismcts" {
		return bots.Settings{}, fmt.Errorf("%q is not a search level or ismcts:...", spec)
	}
	set, _ := bots.LevelSettings(bots.Normal)
	for _, f := range fields[1:] {
		key, val, ok := strings.Cut(f, "=")
		if !ok {
			return bots.Settings{}, fmt.Errorf("%q is not key=value", f)
		}
		var err error
		switch key {
		case "base":
			var known bool
			if set, known = bots.LevelSettings(val); !known {
				err = errors.New("no such level")
			}
		case "budget":
			set.Budget, err = strconv.Atoi(val)
		case "c":
			set.Exploration, err = strconv.ParseFloat(val, 64)
		case "depth":
			// A depth given is the depth played, whatever the engine's horizons.
			set.EngineHorizon, set.DeepHorizon = false, false
			set.PlayoutDepth, err = strconv.Atoi(val)
		case "horizon":
			set.EngineHorizon, err = strconv.ParseBool(val)
		case "deep":
			set.DeepHorizon, err = strconv.ParseBool(val)
		case "hwin":
			set.HorizonWinWeight, err = strconv.ParseFloat(val, 64)
		case "greedy":
			// Greedy actions given are those played, whatever the
			// engine's prior (its weight and its greedy playouts).
			set.EnginePrior = false
			set.GreedyPlayout, err = strconv.Atoi(val)
		case "win":
			set.WinWeight, err = strconv.ParseFloat(val, 64)
		case "prior":
			// A prior given is the prior used, whatever the engine's (its
			// weight and its greedy playouts).
			set.EnginePrior = false
			set.RootPrior, err = strconv.ParseFloat(val, 64)
		default:
			err = errors.New("unknown setting")
		}
		if err != nil {
			return bots.Settings{}, fmt.Errorf("%s: %w", f, err)
		}
	}
	return set, nil
}
