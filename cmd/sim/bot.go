package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"tabula/engines/bots"
)

// NewBot builds the bot named by spec, seeded with seed. A spec is a name
// bots.New accepts ("random", "greedy", "easy", "normal", "hard") or, for
// tuning experiments, a search bot with explicit settings:
//
//	ismcts[:base=LEVEL][:budget=N][:c=X][:depth=D][:win=W]
//
// which starts from LEVEL's settings (default normal) and overrides the
// budget, exploration constant, playout depth (negative: to the end) and
// win weight; see bots.Settings. The spec itself is the bot's name
// in the summary.
func NewBot(spec string, seed uint64) (bots.Bot, error) {
	fields := strings.Split(spec, ":")
	if fields[0] != "ismcts" {
		return bots.New(spec, seed)
	}
	set, _ := bots.LevelSettings(bots.Normal)
	for _, f := range fields[1:] {
		key, val, ok := strings.Cut(f, "=")
		if !ok {
			return nil, fmt.Errorf("%w: %q: %q is not key=value", bots.ErrUnknown, spec, f)
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
			set.PlayoutDepth, err = strconv.Atoi(val)
		case "win":
			set.WinWeight, err = strconv.ParseFloat(val, 64)
		default:
			err = errors.New("unknown setting")
		}
		if err != nil {
			return nil, fmt.Errorf("%w: %q: %s: %v", bots.ErrUnknown, spec, f, err)
		}
	}
	return bots.NewISMCTS(spec, seed, set), nil
}
