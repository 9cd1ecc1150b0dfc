package main

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"tabula/engines"
)

// The balance bars: no reconstructed component whose holders
// win more than about 60% of their games (the whole 95% interval above
// it), nor one that brings most of its holders' points when they win.
const (
	// BalanceWinBar is the win rate a holder's whole interval must not
	// exceed.
	BalanceWinBar = 0.60
	// BalanceShareBar is the share of a winning holder's points one
	// category may not exceed when, for the other winners, that category
	// brings at least BalanceShareGap less.
	BalanceShareBar = 0.50
	BalanceShareGap = 0.20
	// balanceFewGames is the fewest holder seat-games a verdict other than
	// "over the bar" needs.
	balanceFewGames = 20
	// balanceRare is the share of games below which a component is
	// called rarely taken.
	balanceRare = 0.05
	// BalancePeerMargin is how far above its peers' win rate a peered
	// component's whole interval must lie to be over the bar: the 60% bar
	// is a fair share of 50% plus the same margin.
	BalancePeerMargin = 0.10
)

// BalanceSet is the games of one game under one rules version, from one or
// more summaries played with -records.
type BalanceSet struct {
	Game         string
	RulesVersion int
	Bots         []string
	Categories   []string
	Records      []GameRecord
	// Components names the indexes of the records' Held.
	Components []string
	// Peer names a component's peer group (engines.Balance), "" for none;
	// nil for a game without peer groups.
	Peer     func(component string) string
	Commands [][]string
	Seconds  float64
}

// balanceSets merges the summaries with records into one set per game and
// rules version, the latest version of a game first, games in the order
// first seen. A seed seen twice in one set is an error: its games would
// count twice. games are the games the summaries may be of: a game that is
// an engines.Balance gives its sets their peer groups.
func balanceSets(sums []Summary, games []engines.Game) ([]BalanceSet, error) {
	var sets []BalanceSet
	for _, s := range sums {
		if len(s.Records) == 0 {
			continue
		}
		i := slices.IndexFunc(sets, func(b BalanceSet) bool {
			return b.Game == s.Game && b.RulesVersion == s.RulesVersion
		})
		if i < 0 {
			sets = append(sets, BalanceSet{Game: s.Game, RulesVersion: s.RulesVersion, Bots: s.Bots, Categories: s.Categories, Peer: balancePeer(games, s.Game)})
			i = len(sets) - 1
		}
		b := &sets[i]
		if !slices.Equal(b.Categories, s.Categories) {
			return nil, fmt.Errorf("%s rules %d: the summaries name different score categories", s.Game, s.RulesVersion)
		}
		for _, r := range s.Records {
			if slices.ContainsFunc(b.Records, func(o GameRecord) bool { return o.Seed == r.Seed }) {
				return nil, fmt.Errorf("%s rules %d: seed %d is in two summaries", s.Game, s.RulesVersion, r.Seed)
			}
			held := make([][]int, len(r.Held))
			for p, ks := range r.Held {
				for _, k := range ks {
					if k < 0 || k >= len(s.Components) {
						return nil, fmt.Errorf("%s seed %d: component %d of %d", s.Game, r.Seed, k, len(s.Components))
					}
					j := slices.Index(b.Components, s.Components[k])
					if j < 0 {
						j = len(b.Components)
						b.Components = append(b.Components, s.Components[k])
					}
					held[p] = append(held[p], j)
				}
			}
			r.Held = held
			b.Records = append(b.Records, r)
		}
		b.Commands = append(b.Commands, s.Command)
		b.Seconds += s.ElapsedSeconds
	}
	order := func(game string) int {
		return slices.IndexFunc(sets, func(b BalanceSet) bool { return b.Game == game })
	}
	slices.SortStableFunc(sets, func(a, b BalanceSet) int {
		if c := cmp.Compare(order(a.Game), order(b.Game)); c != 0 {
			return c
		}
		return cmp.Compare(b.RulesVersion, a.RulesVersion)
	})
	return sets, nil
}

// ComponentBalance is how one component fared in a BalanceSet.
type ComponentBalance struct {
	Kind, Name string
	Taken      int     // games in which some seat held it
	Held       WinRate // the holders' seat-games and wins
	// Diff is, by category, the holders' mean points less the other
	// seats'.
	Diff []float64
	// Share is, by category, the share of the holders' points in the
	// games they won; Others the same for every other winner (for all
	// winners when every winner held it).
	Share, Others []float64
	// Peers is the component's peer group ("" for none) and PeerRate
	// the pooled record of the group's other components.
	Peers    string
	PeerRate WinRate
	Verdict  string
	Over     bool
}

// GameBalance is the balance of one BalanceSet.
type GameBalance struct {
	BalanceSet
	Games int
	// WinnerShare is, by category, the category's share of the points
	// the winners earned.
	WinnerShare []float64
	Components  []ComponentBalance
}

// shares is, by category, the points of rows summed, over their positive
// points summed: costs and other negative entries show as negative shares
// of the same total.
func shares(rows [][]int, cats int) []float64 {
	out := make([]float64, cats)
	pos := 0.0
	for _, row := range rows {
		for c, v := range row {
			if c < cats {
				out[c] += float64(v)
				pos += math.Max(0, float64(v))
			}
		}
	}
	if pos > 0 {
		for c := range out {
			out[c] /= pos
		}
	}
	return out
}

// Balance measures every component of the set.
func (b BalanceSet) Balance() GameBalance {
	g := GameBalance{BalanceSet: b, Games: len(b.Records)}
	cats := len(b.Categories)
	var winRows [][]int
	for _, r := range b.Records {
		for _, w := range r.Winners {
			winRows = append(winRows, r.Points[w])
		}
	}
	g.WinnerShare = shares(winRows, cats)
	for k, name := range b.Components {
		kind, short, _ := strings.Cut(name, ": ")
		c := ComponentBalance{Kind: kind, Name: short, Diff: make([]float64, cats)}
		var wins float64
		var n, others int
		var heldWinRows, otherWinRows [][]int
		held, rest := make([]float64, cats), make([]float64, cats)
		for _, r := range b.Records {
			taken := false
			for p := range r.Points {
				has := p < len(r.Held) && slices.Contains(r.Held[p], k)
				won := slices.Contains(r.Winners, p)
				sum := rest
				if has {
					taken, sum = true, held
					n++
					if won {
						wins += 1 / float64(len(r.Winners))
						heldWinRows = append(heldWinRows, r.Points[p])
					}
				} else {
					others++
					if won {
						otherWinRows = append(otherWinRows, r.Points[p])
					}
				}
				for i, v := range r.Points[p] {
					if i < cats {
						sum[i] += float64(v)
					}
				}
			}
			if taken {
				c.Taken++
			}
		}
		for i := range cats {
			if n > 0 && others > 0 {
				c.Diff[i] = held[i]/float64(n) - rest[i]/float64(others)
			}
		}
		c.Held = winRate(wins, n)
		c.Share, c.Others = shares(heldWinRows, cats), shares(otherWinRows, cats)
		if len(otherWinRows) == 0 { // every winner held it
			c.Others = g.WinnerShare
		}
		if b.Peer != nil {
			c.Peers = b.Peer(name)
		}
		g.Components = append(g.Components, c)
	}
	for i := range g.Components {
		c := &g.Components[i]
		if c.Peers != "" {
			var wins float64
			var n int
			for j, o := range g.Components {
				if j != i && o.Peers == c.Peers {
					wins += o.Held.Wins
					n += o.Held.Games
				}
			}
			c.PeerRate = winRate(wins, n)
		}
		c.Verdict, c.Over = c.verdict(g.Games, b.Categories)
	}
	slices.SortStableFunc(g.Components, func(x, y ComponentBalance) int {
		if c := cmp.Compare(x.Kind, y.Kind); c != 0 {
			return c
		}
		return cmp.Compare(x.Name, y.Name)
	})
	return g
}

// verdict judges a component against the bars: over the win bar, over the
// share bar, or within them (with a word when the estimate alone is beyond
// the bar, the holders win rarely, or the component is rarely taken). A
// component with peers (balancePeers) that held it in enough games has its
// win bar BalancePeerMargin above their pooled rate instead of at
// BalanceWinBar.
func (c ComponentBalance) verdict(games int, cats []string) (string, bool) {
	bar, low, against := BalanceWinBar, 1-BalanceWinBar, ""
	if c.Peers != "" && c.PeerRate.Games >= balanceFewGames {
		bar, low = c.PeerRate.Rate+BalancePeerMargin, c.PeerRate.Rate-BalancePeerMargin
		against = fmt.Sprintf(" (judged against the other %s: %s of %d, so %s)", c.Peers, pct(c.PeerRate.Rate), c.PeerRate.Games, pct(bar))
	}
	var over []string
	if c.Held.CI95[0] > bar {
		over = append(over, fmt.Sprintf("holders win more than %s (the whole interval)%s", pct(bar), against))
	}
	for i, s := range c.Share {
		if s > BalanceShareBar && i < len(c.Others) && s-c.Others[i] >= BalanceShareGap {
			over = append(over, fmt.Sprintf("%s: %s of its winning holders' points (other winners %s)", cats[i], pct(s), pct(c.Others[i])))
		}
	}
	if len(over) > 0 {
		return "**over the bar**: " + strings.Join(over, "; "), true
	}
	var notes []string
	switch {
	case c.Held.Games < balanceFewGames:
		notes = append(notes, fmt.Sprintf("too few games to judge (%d)", c.Held.Games))
	case c.Held.Rate > bar:
		notes = append(notes, "strong: the estimate is above the bar, not the whole interval")
	case c.Held.CI95[1] < low:
		notes = append(notes, fmt.Sprintf("weak: holders win less than %s (the whole interval)", pct(low)))
	}
	if games > 0 && float64(c.Taken)/float64(games) < balanceRare {
		notes = append(notes, "rarely taken")
	}
	if len(notes) == 0 {
		return "within the bars" + against, false
	}
	return "within the bars; " + strings.Join(notes, "; ") + against, false
}

// topDiffs formats the largest differences of d, at most n of at least
// half a point: "Unsold weapons +40.1, Sales −12.0".
func topDiffs(d []float64, cats []string, n int) string {
	idx := make([]int, 0, len(d))
	for i, v := range d {
		if math.Abs(v) >= 0.5 {
			idx = append(idx, i)
		}
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(math.Abs(d[b]), math.Abs(d[a])) })
	var parts []string
	for _, i := range idx[:min(n, len(idx))] {
		parts = append(parts, fmt.Sprintf("%s %s", cats[i], signed(d[i])))
	}
	if len(parts) == 0 {
		return "–"
	}
	return strings.Join(parts, ", ")
}

// signed formats x with its sign and one decimal: "+4.0", "−1.5".
func signed(x float64) string {
	s := fmt.Sprintf("%+.1f", x)
	return strings.Replace(s, "-", "−", 1)
}

// topShare formats the category bringing the largest share of s, beside
// the other winners' share of it: "Sales 61.0% (58.2%)".
func topShare(s, others []float64, cats []string) string {
	if len(s) == 0 {
		return "–"
	}
	i := 0
	for j, v := range s {
		if v > s[i] {
			i = j
		}
	}
	if s[i] == 0 {
		return "–"
	}
	return fmt.Sprintf("%s %s (%s)", cats[i], pct(s[i]), pct(others[i]))
}

// WriteBalance writes docs/bench/balance.md: for each game and rules
// version, the winners' points by category and every component's record,
// with the verdicts against the bars first; a game of all (IDs) with no
// set is listed as not measured. note, hand-written, follows the verdicts
// between the notes markers.
func WriteBalance(w io.Writer, sets []BalanceSet, all []string, m Machine, note string) error {
	var b strings.Builder
	p := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	p("# Balance of the reconstructed components\n\n")
	p("The rulebooks do not print most card lists, so Tabula's own cards, Factions, Objectives\n")
	p("and Advisors must be as balanced as the designers' would be, measured, not assumed. Each game is\n")
	p("played Normal against Normal, 2 players, the seats alternated (`sim -records`), and every component\n")
	p("a seat held at some point of the game (taken, bought, recruited, reached or completed: see each\n")
	p("engine's `Holdings`) is credited to that seat. The bars: no component whose holders win more than\n")
	p("%s of their games with the whole 95%% Wilson interval above it, and none whose holders, when they\n", pct(BalanceWinBar))
	p("win, get more than %s of their points from one category that brings the other winners at least\n", pct(BalanceShareBar))
	p("%.0f percentage points less. A win shared by k seats counts 1/k. With two seats, a component both seats held\n", 100*BalanceShareGap)
	p("counts once for each, so its holders' rate is pulled towards 50%%. A component that is a share of\n")
	p("the game's score itself (Craft & Conquer's completed Objectives) is judged against its peers, the\n")
	p("others worth as many points, instead of against %s: over the bar when the whole interval of its\n", pct(BalanceWinBar))
	p("holders' rate lies more than %.0f points above the peers' pooled rate, the margin the %s bar\n", 100*BalancePeerMargin, pct(BalanceWinBar))
	p("gives over a fair share of 50%%.\n\n")
	p("Written by `sim -balance` on %s: %s, %s.\n\n", m.Date.Format("2006-01-02 15:04 UTC"), m.CPU, m.Go)

	var gbs []GameBalance
	for _, s := range sets {
		gbs = append(gbs, s.Balance())
	}
	p("## Verdicts\n\n")
	p("| Game | Rules version | Games | Components | Over the bar |\n|---|---|---|---|---|\n")
	for _, g := range gbs {
		var over []string
		for _, c := range g.Components {
			if c.Over {
				over = append(over, c.Name)
			}
		}
		list := "none"
		if len(over) > 0 {
			list = strings.Join(over, ", ")
		}
		p("| %s | %d | %d | %d | %s |\n", g.Game, g.RulesVersion, g.Games, len(g.Components), list)
	}
	for _, id := range all {
		if !slices.ContainsFunc(sets, func(s BalanceSet) bool { return s.Game == id }) {
			p("| %s | | 0 | | not measured |\n", id)
		}
	}
	p("\n%s\n", notesStart)
	if note = strings.TrimSpace(note); note != "" {
		p("%s\n", note)
	}
	p("%s\n", notesEnd)

	for _, g := range gbs {
		p("\n## %s, rules version %d\n\n", g.Game, g.RulesVersion)
		p("%d games, %s. The share of the winners' points by category (of the points they earned: costs\n", g.Games, matchName(Run{Summary: Summary{Bots: g.Bots}}))
		p("and other negative entries show as negative shares of the same total):\n\n")
		p("| Category | Share |\n|---|---|\n")
		for i, c := range g.Categories {
			p("| %s | %s |\n", c, pct(g.WinnerShare[i]))
		}
		p("\nEach component: the games in which a seat held it; its holders' seat-games and win rate; the\n")
		p("categories in which holders scored most differently from the other seats (mean points, holders\n")
		p("less others, the largest three); the category bringing the largest share of a winning holder's\n")
		p("points (in brackets: that category's share for the other winners).\n\n")
		p("| Component | Taken | Holders | Win rate | 95%% interval | Points, holders less others | Top share when winning | Verdict |\n")
		p("|---|---|---|---|---|---|---|---|\n")
		for _, c := range g.Components {
			p("| %s: %s | %s | %d | %s | %s – %s | %s | %s | %s |\n", c.Kind, c.Name,
				pct(float64(c.Taken)/float64(max(1, g.Games))), c.Held.Games, pct(c.Held.Rate),
				pct(c.Held.CI95[0]), pct(c.Held.CI95[1]), topDiffs(c.Diff, g.Categories, 3),
				topShare(c.Share, c.Others, g.Categories), c.Verdict)
		}
		p("\nCommands (`sim` is `go build -o bin/sim ./cmd/sim`), %.0f min in all:\n\n", g.Seconds/60)
		for _, c := range g.Commands {
			p("    %s\n", strings.Join(c, " "))
		}
	}
	p("\n`make balance` plays every game's set anew and rewrites this file, keeping the notes under the\n")
	p("verdicts; `make balance-report` rewrites it from the summaries in docs/bench/balance/.\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// balancePeer is the peer groups of the game with the given ID among
// games (engines.Balance), or nil.
func balancePeer(games []engines.Game, id string) func(component string) string {
	for _, g := range games {
		if b, ok := g.(engines.Balance); ok && g.Info().ID == id {
			return b.BalancePeer
		}
	}
	return nil
}

// writeBalance writes the balance report of the summaries in files, of
// games, to the file out, keeping its notes, or to stdout when out is "".
func writeBalance(files []string, out string, games []engines.Game, stdout, stderr io.Writer) int {
	return reportCommand("balance", files, out, stdout, stderr, func(w io.Writer, sums []Summary, note string) error {
		sets, err := balanceSets(sums, games)
		if err != nil {
			return err
		}
		if len(sets) == 0 {
			return errors.New("no summary holds game records (play them with -records)")
		}
		return WriteBalance(w, sets, ids(games), thisMachine(), note)
	})
}
