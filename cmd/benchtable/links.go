package main

import (
	"fmt"
	"log"
	"slices"
	"strings"

	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/catalog"
	"tabula/engines/save"
)

// maxLink is the bar on a share link's length at the end of a game.
const maxLink = 1000

// linksSection measures share links at the end of o.links games per game,
// played by Greedy bots ("bot games") and, for comparison, by
// random players; and the links a game played by links makes:
// the same Greedy games, every seat a person on a device of their own.
func linksSection(o options, m *machine) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, `## Share links

A share link is `+"`#s=`"+` and the base64url of the deflated save without its cached state: the
config, the seats and the action log as indices into `+"`Legal()`"+` (`+"`save.Link`"+`). Measured at the end
of %d games per game, played by Greedy bots (`+"`bots.NewGreedy`"+`, one ply, %d determinizations), the
player count going round the game's range, seeds 1–%d, seats named "Player 1"… The same for
random players, whose games run longer, for comparison. Lengths in characters of the fragment
(`+"`s=…`"+`, after the site's address and `+"`#`"+`).

| Game | Greedy games: actions, median | link median | link 95th pct. | longest | bar (95th pct.) | random games: actions, median | link median | 95th pct. |
|---|---|---|---|---|---|---|---|---|
`, o.links, bots.DefaultDeterminizations, o.links)
	var missed, missedByLink []string
	var byLink strings.Builder
	for _, g := range catalog.All() {
		name := gameName(g.Info().ID)
		log.Printf("links: %s, %d Greedy and %d random games in-process (load average %s)", name, o.links, o.links, m.loadAverage())
		gf, err := linkLengths(g, o.links, "greedy")
		if err != nil {
			return b.String(), fmt.Errorf("%s: %w", name, err)
		}
		rf, err := linkLengths(g, o.links, "random")
		if err != nil {
			return b.String(), fmt.Errorf("%s: %w", name, err)
		}
		p95 := quantile(gf.lengths, 0.95)
		verdict := "**met**"
		if p95 > maxLink {
			verdict = fmt.Sprintf("**missed** by %d", int(p95)-maxLink)
			missed = append(missed, name)
		}
		fmt.Fprintf(&b, "| %s | %.0f | %.0f | %.0f | %.0f | %d — %s | %.0f | %.0f | %.0f |\n", name,
			quantile(gf.actions, 0.5), quantile(gf.lengths, 0.5), p95, slices.Max(gf.lengths), maxLink, verdict,
			quantile(rf.actions, 0.5), quantile(rf.lengths, 0.5), quantile(rf.lengths, 0.95))
		p95 = quantile(gf.byLink, 0.95)
		verdict = "**met**"
		if p95 > maxLink {
			verdict = fmt.Sprintf("**missed** by %d", int(p95)-maxLink)
			missedByLink = append(missedByLink, name)
		}
		fmt.Fprintf(&byLink, "| %s | %.0f | %.0f | %.0f | %.0f | %d — %s | %.0f |\n", name,
			quantile(gf.handOns, 0.5), quantile(gf.byLink, 0.5), p95, slices.Max(gf.byLink), maxLink, verdict, quantile(rf.byLink, 0.95))
	}
	if len(missed) == 0 {
		fmt.Fprintf(&b, "\nBar: a link at the end of a game at most %d characters (95th percentile of the bot games) — **met** for every game.\n", maxLink)
	} else {
		fmt.Fprintf(&b, "\nBar: a link at the end of a game at most %d characters (95th percentile of the bot games) — **missed** for %s:"+
			" its games are long and every action costs about one character of base64 after deflate; such a link still opens"+
			" (Chromium takes fragments of a million characters) but is long to paste into a chat.\n", maxLink, strings.Join(missed, ", "))
	}
	fmt.Fprintf(&b, `
### Links of a game played by links

In a game played by links each device hands the game on with a link made for the next
player's seat (`+"`save.Save.For`"+`): after every turn that passes to another seat, and at the end one for
every other player. Measured on the same Greedy games, every seat a person on a device of their own:
the links made per game, and the longest link each game made (its last), in characters of the
fragment; the last column is the same for the random games.

| Game | links per game, median | longest link: median | 95th pct. | longest | bar (95th pct.) | random games: 95th pct. |
|---|---|---|---|---|---|---|
%s`, byLink.String())
	if len(missedByLink) == 0 {
		fmt.Fprintf(&b, "\nBar: every link a game by links makes at most %d characters (95th percentile of the bot games) — **met** for every game.\n", maxLink)
	} else {
		fmt.Fprintf(&b, "\nBar: every link a game by links makes at most %d characters (95th percentile of the bot games) — **missed** for %s.\n",
			maxLink, strings.Join(missedByLink, ", "))
	}
	return b.String(), nil
}

// linkFigures are the measures of n games: per game, the share link's
// length at the end, the number of actions, and, played by links, the
// links made and the longest of them.
type linkFigures struct {
	lengths, actions, handOns, byLink []float64
}

// linkLengths plays n games of g with the named bot in every seat and
// measures their links (linkFigures). Played by links, seat 0 is the
// device that started the game and every other seat a friend's; a link is
// made whenever the turn passes to another seat, and at the end for every
// seat but the last mover's, each for its own seat (save.Save.For).
func linkLengths(g engines.Game, n int, bot string) (f linkFigures, err error) {
	info := g.Info()
	for i := range n {
		seed := uint64(i + 1)
		players := info.MinPlayers + i%(info.MaxPlayers-info.MinPlayers+1)
		seats := make([]save.Seat, players)
		seatBots := make([]bots.Bot, players)
		for p := range seats {
			seats[p] = save.Seat{Name: fmt.Sprintf("Player %d", p+1), Colour: p, Kind: save.Friend}
			if seatBots[p], err = bots.New(bot, seed*31+uint64(p)); err != nil {
				return f, err
			}
		}
		seats[0].Kind = save.Human
		s, st, err := save.Start(g, engines.Config{Players: players, Seed: seed}, seats, 0)
		if err != nil {
			return f, err
		}
		handOns, longest := 0, 0
		handOn := func(to int) error {
			link, err := save.Link(s.For(to))
			if err != nil {
				return fmt.Errorf("seed %d: %w", seed, err)
			}
			handOns++
			longest = max(longest, len(link))
			return nil
		}
		for !st.Over() {
			if len(s.Log) >= info.MaxDecisions {
				return f, fmt.Errorf("seed %d: no end after %d actions", seed, len(s.Log))
			}
			seat := st.ToMove()
			a, err := seatBots[seat].Choose(st, seat)
			if err != nil {
				return f, fmt.Errorf("seed %d: %w", seed, err)
			}
			if err := s.Record(st, a); err != nil {
				return f, fmt.Errorf("seed %d: %w", seed, err)
			}
			if err := st.Apply(a); err != nil {
				return f, fmt.Errorf("seed %d: %w", seed, err)
			}
			s.Update(st, 0)
			if next := st.ToMove(); next >= 0 && next != seat {
				if err := handOn(next); err != nil {
					return f, err
				}
			}
			if st.Over() {
				for p := range players {
					if p != seat {
						if err := handOn(p); err != nil {
							return f, err
						}
					}
				}
			}
		}
		link, err := save.Link(s)
		if err != nil {
			return f, fmt.Errorf("seed %d: %w", seed, err)
		}
		f.lengths = append(f.lengths, float64(len(link)))
		f.actions = append(f.actions, float64(len(s.Log)))
		f.handOns = append(f.handOns, float64(handOns))
		f.byLink = append(f.byLink, float64(longest))
	}
	return f, nil
}

// quantile is the q-quantile of v by the nearest rank (v is not modified).
func quantile(v []float64, q float64) float64 {
	s := slices.Sorted(slices.Values(v))
	i := int(q*float64(len(s))+0.5) - 1
	return s[min(max(i, 0), len(s)-1)]
}
