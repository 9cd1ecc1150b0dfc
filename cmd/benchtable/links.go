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
// played by Greedy bots (the "bot games") and, for comparison, by
// random players.
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
	var missed []string
	for _, g := range catalog.All() {
		name := gameName(g.Info().ID)
		log.Printf("links: %s, %d Greedy and %d random games in-process (load average %s)", name, o.links, o.links, m.loadAverage())
		gl, ga, err := linkLengths(g, o.links, "greedy")
		if err != nil {
			return b.String(), fmt.Errorf("%s: %w", name, err)
		}
		rl, ra, err := linkLengths(g, o.links, "random")
		if err != nil {
			return b.String(), fmt.Errorf("%s: %w", name, err)
		}
		p95 := quantile(gl, 0.95)
		verdict := "**met**"
		if p95 > maxLink {
			verdict = fmt.Sprintf("**missed** by %d", int(p95)-maxLink)
			missed = append(missed, name)
		}
		fmt.Fprintf(&b, "| %s | %.0f | %.0f | %.0f | %.0f | %d — %s | %.0f | %.0f | %.0f |\n", name,
			quantile(ga, 0.5), quantile(gl, 0.5), p95, slices.Max(gl), maxLink, verdict,
			quantile(ra, 0.5), quantile(rl, 0.5), quantile(rl, 0.95))
	}
	if len(missed) == 0 {
		fmt.Fprintf(&b, "\nBar: a link at the end of a game at most %d characters (95th percentile of the bot games) — **met** for every game.\n", maxLink)
	} else {
		fmt.Fprintf(&b, "\nBar: a link at the end of a game at most %d characters (95th percentile of the bot games) — **missed** for %s:"+
			" its games are long and every action costs about one character of base64 after deflate; such a link still opens"+
			" (Chromium takes fragments of a million characters) but is long to paste into a chat.\n", maxLink, strings.Join(missed, ", "))
	}
	return b.String(), nil
}

// linkLengths plays n games of g with the named bot in every seat and
// returns the share-link length and the number of actions of each.
func linkLengths(g engines.Game, n int, bot string) (lengths, actions []float64, err error) {
	info := g.Info()
	for i := range n {
		seed := uint64(i + 1)
		players := info.MinPlayers + i%(info.MaxPlayers-info.MinPlayers+1)
		seats := make([]save.Seat, players)
		seatBots := make([]bots.Bot, players)
		for p := range seats {
			seats[p] = save.Seat{Name: fmt.Sprintf("Player %d", p+1), Colour: p}
			if seatBots[p], err = bots.New(bot, seed*31+uint64(p)); err != nil {
				return nil, nil, err
			}
		}
		s, st, err := save.Start(g, engines.Config{Players: players, Seed: seed}, seats, 0)
		if err != nil {
			return nil, nil, err
		}
		for !st.Over() {
			if len(s.Log) >= info.MaxDecisions {
				return nil, nil, fmt.Errorf("seed %d: no end after %d actions", seed, len(s.Log))
			}
			seat := st.ToMove()
			a, err := seatBots[seat].Choose(st, seat)
			if err != nil {
				return nil, nil, fmt.Errorf("seed %d: %w", seed, err)
			}
			if err := s.Record(st, a); err != nil {
				return nil, nil, fmt.Errorf("seed %d: %w", seed, err)
			}
			if err := st.Apply(a); err != nil {
				return nil, nil, fmt.Errorf("seed %d: %w", seed, err)
			}
		}
		if err := s.Update(st, 0, false); err != nil {
			return nil, nil, err
		}
		link, err := save.Link(s)
		if err != nil {
			return nil, nil, fmt.Errorf("seed %d: %w", seed, err)
		}
		lengths = append(lengths, float64(len(link)))
		actions = append(actions, float64(len(s.Log)))
	}
	return lengths, actions, nil
}

// quantile is the q-quantile of v by the nearest rank (v is not modified).
func quantile(v []float64, q float64) float64 {
	s := slices.Sorted(slices.Values(v))
	i := int(q*float64(len(s))+0.5) - 1
	return s[min(max(i, 0), len(s)-1)]
}
