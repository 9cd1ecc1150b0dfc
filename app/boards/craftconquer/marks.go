package craftconquer

import (
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/craftconquer/layout"
	"tabula/engines"
	cc "tabula/engines/craftconquer"
)

// cqMarks are what the other players' moves since the viewer's last move
// changed on the table (board.Props.Recent), marked until the viewer moves
// again.
type cqMarks struct {
	// soldier: spaces whose soldier is new there (moved in, deployed,
	// upgraded).
	soldier map[int]bool
	// left: spaces a soldier has left; fell: those where it was defeated or
	// retired rather than moved away.
	left, fell []int
	// trails are the moves made, from and to.
	trails [][2]int
	// settlement: Settlements built, grown, occupied or freed.
	settlement map[int]bool
	// fight: a fight was rolled.
	fight bool
	// seats: players whose completed Objectives, hand or holdings changed.
	seats map[int]bool
}

// cqRecentMarks works out the marks of recent moves ending in s.
func cqRecentMarks(s *cc.State, recent []board.Step) cqMarks {
	mk := cqMarks{soldier: map[int]bool{}, settlement: map[int]bool{}, seats: map[int]bool{}}
	if len(recent) == 0 {
		return mk
	}
	first, ok := recent[0].Before.(*cc.State)
	if !ok {
		return mk
	}
	moved := map[int]bool{} // spaces left by a move rather than a defeat
	for _, st := range recent {
		before, ok := st.Before.(*cc.State)
		if !ok {
			continue
		}
		if from, to, ok := cqMoveOf(before, st.Action); ok && from != to {
			mk.trails = append(mk.trails, [2]int{from, to})
			moved[from] = true
		}
		switch st.Action.Kind {
		case cc.KindAttack, cc.KindDoubleAttack, cc.KindCounter:
			mk.fight = true
		}
		mk.seats[st.Seat] = true
	}
	if s.LastFight != first.LastFight {
		mk.fight = true
	}
	was := map[int]cc.Soldier{}
	for _, so := range first.Soldiers {
		was[int(so.Space)] = so
	}
	now := map[int]cc.Soldier{}
	for _, so := range s.Soldiers {
		now[int(so.Space)] = so
		if w, ok := was[int(so.Space)]; !ok || w.Owner != so.Owner || w.Type != so.Type {
			mk.soldier[int(so.Space)] = true
		}
	}
	for _, so := range first.Soldiers {
		x := int(so.Space)
		if n, ok := now[x]; ok && n.Owner == so.Owner {
			continue
		}
		mk.left = append(mk.left, x)
		if !moved[x] {
			mk.fell = append(mk.fell, x)
		}
	}
	slices.Sort(mk.left)
	slices.Sort(mk.fell)
	for i, st := range s.Settlements {
		if i >= len(first.Settlements) {
			mk.settlement[i] = true
			continue
		}
		old := first.Settlements[i]
		if old.Kind != st.Kind || old.Spaces != st.Spaces || first.Occupier(i) != s.Occupier(i) {
			mk.settlement[i] = true
		}
	}
	for seat := range s.Seats {
		if seat < len(first.Seats) && len(first.Seats[seat].Done) != len(s.Seats[seat].Done) {
			mk.seats[seat] = true
		}
	}
	return mk
}

// cqMoveOf is where a moves a soldier from and to in s: a move after the
// roll (or Misdirection), or a Strategic Retreat.
func cqMoveOf(s *cc.State, a engines.Action) (from, to int, ok bool) {
	switch {
	case a.Kind == cc.KindMoveTo:
		if f, _, _, moving := s.Moving(); moving {
			return f, int(a.A), true
		}
	case a.Kind == cc.KindCard && cc.CardKind(a.A) == cc.StrategicRetreat && s.Fight.Active:
		return int(s.Fight.Sides[1].Soldiers[0]), int(a.B), true
	}
	return 0, 0, false
}

// cqMarkShapes draws the marks on the map: the paths the soldiers took,
// the spaces they left, and a cross where one fell.
func cqMarkShapes(c cqMapCtx) []app.UI {
	g := c.g
	var out []app.UI
	n := len(g.Centres)
	for _, t := range c.marks.trails {
		if t[0] < 0 || t[1] < 0 || t[0] >= n || t[1] >= n {
			continue
		}
		out = append(out, layout.Arrow(g.Centres[t[0]], g.Centres[t[1]], "cq-trail changed"))
	}
	for _, x := range c.marks.left {
		if x < 0 || x >= n {
			continue
		}
		out = append(out, board.SVG("polygon").Class("cq-mark", "cq-left", "changed").Attr("points", board.Points(layout.HexCorners(g.Centres[x], layout.HexSize*0.7))))
	}
	for _, x := range c.marks.fell {
		if x < 0 || x >= n {
			continue
		}
		at := g.Centres[x]
		out = append(out, board.SVG("path").Class("cq-fell", "changed").
			Attr("d", "M"+board.Num(at.X-8)+" "+board.Num(at.Y-8)+"l16 16m0-16l-16 16"))
	}
	return out
}
