package emara

import (
	"fmt"

	"tabula/app/board"
	em "tabula/engines/emara"
)

// marks are the keys of the elements the others' moves since the viewer's
// last move changed (board.Props.Recent): Councilors ("cn:seat:board"),
// huts, Advisor spaces, markers, Nobility ranks ("rank:r"), the Event, the
// supply, the track's markers ("cit:seat", "bld:seat", "vic") and the
// holdings on the mats ("stock:seat:item"). The board draws them with the
// class "changed" until the viewer moves again.
type marks map[string]bool

// recentMarks compares the position before the first of the others'
// recent moves with the current one.
func recentMarks(p board.Props, s *em.State) marks {
	if len(p.Recent) == 0 {
		return nil
	}
	before, ok := p.Recent[0].Before.(*em.State)
	if !ok || before.NPlayers != s.NPlayers {
		return nil
	}
	return changes(before, s)
}

// changes lists what differs between two positions of one game.
func changes(a, b *em.State) marks {
	m := marks{}
	for seat := range b.NPlayers {
		pa, pb := &a.Seats[seat], &b.Seats[seat]
		for c := range em.Councilors {
			if pa.Councilor[c] != pb.Councilor[c] {
				m[fmt.Sprintf("cn:%d:%d", seat, c)] = true
			}
		}
		if pa.Citizens() != pb.Citizens() {
			m[fmt.Sprintf("cit:%d", seat)] = true
		}
		if pa.Buildings() != pb.Buildings() {
			m[fmt.Sprintf("bld:%d", seat)] = true
		}
		for i, it := range stock {
			if it.n(pa) != it.n(pb) {
				m[fmt.Sprintf("stock:%d:%d", seat, i)] = true
			}
		}
	}
	for l := range em.NumCountryside {
		for h := range em.HutsPerCountryside {
			if a.Huts[l][h] != b.Huts[l][h] {
				m[fmt.Sprintf("hut:%d:%d", l, h)] = true
			}
		}
	}
	for t := range em.NumTown {
		for i := range em.AdvisorsPerTown {
			if a.Spaces[t][i] != b.Spaces[t][i] {
				m[fmt.Sprintf("adv:%d:%d", int(em.Castle)+t, i)] = true
			}
		}
	}
	for k := range em.NumMarkers {
		mk := em.MarkerKind(k)
		if a.MarkerValue(mk) != b.MarkerValue(mk) || a.MarkerInBox(mk) != b.MarkerInBox(mk) {
			m[fmt.Sprintf("mk:%d", k)] = true
		}
	}
	for r := range em.NumRanks {
		if a.NobTop[r] != b.NobTop[r] {
			m[fmt.Sprintf("rank:%d", r)] = true
		}
	}
	if len(a.EventDeck) != len(b.EventDeck) {
		m["event"] = true
	}
	if len(a.BStack) != len(b.BStack) || len(a.FavorDiscard) != len(b.FavorDiscard) || len(a.FavorStack) != len(b.FavorStack) {
		m["supply"] = true
	}
	if a.Start != b.Start {
		m["round"] = true
	}
	if a.VictoriaScore() != b.VictoriaScore() {
		m["vic"] = true
		m["round"] = true
	}
	return m
}
