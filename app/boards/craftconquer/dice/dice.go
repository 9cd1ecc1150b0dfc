package dice

import (
	"fmt"
	"math"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/boards/craftconquer/layout"
	cc "tabula/engines/craftconquer"
)

// Pips are the dots of the Movement die's faces 1 to 6, in a 20×20 die.
var Pips = [7][][2]float64{
	1: {{10, 10}},
	2: {{5, 5}, {15, 15}},
	3: {{5, 5}, {10, 10}, {15, 15}},
	4: {{5, 5}, {15, 5}, {5, 15}, {15, 15}},
	5: {{5, 5}, {15, 5}, {10, 10}, {5, 15}, {15, 15}},
	6: {{5, 5}, {15, 5}, {5, 10}, {15, 10}, {5, 15}, {15, 15}},
}

// FaceNames name the combat dice faces.
var FaceNames = [cc.NumFaces]string{"blank", "single", "double", "counter-attack"}

// ShownFight is the engagement whose dice are on the table: the one in
// progress once it has rolled, or else the last one resolved.
func ShownFight(s *cc.State) (f cc.Fight, current bool) {
	if s.Fight.Active && s.Fight.Sides[0].Dice+s.Fight.Sides[1].Dice > 0 {
		return s.Fight, true
	}
	return s.LastFight, false
}

// Faces lists a side's dice faces, best first.
func Faces(sd cc.Side) []int {
	var faces []int
	for _, face := range []int{cc.FaceDouble, cc.FaceCounter, cc.FaceSingle, cc.FaceBlank} {
		for range sd.Faces[face] {
			faces = append(faces, face)
		}
	}
	return faces
}

// FacesText says a side's roll in words: "2 double, 1 blank = 4".
func FacesText(sd cc.Side) string {
	var words []string
	for face := cc.NumFaces - 1; face >= 0; face-- {
		if n := int(sd.Faces[face]); n > 0 {
			words = append(words, fmt.Sprintf("%d %s", n, FaceNames[face]))
		}
	}
	total := fmt.Sprintf("%d", sd.Total())
	if sd.Halved {
		total += " (halved)"
	}
	return strings.Join(words, ", ") + " = " + total
}

// SideRow is one side's dice of a combat round with its total, in a
// row of the chooser.
func SideRow(p board.Props, f cc.Fight, k int, current bool) app.UI {
	sd := f.Sides[k]
	attacking := k == int(f.Attacking)
	who := role(p, int(sd.Seat), attacking)
	faces := Faces(sd)
	dice := make([]app.UI, 0, len(faces))
	for i, face := range faces {
		dice = append(dice, combatDie(face, attacking, board.Pt{X: float64(i) * 24}, 20))
	}
	w := max(len(faces)*24, 1)
	label := fmt.Sprintf("%s: %s", who, FacesText(sd))
	return app.Div().Class("cq-dice-row", p.SeatClass(int(sd.Seat))).Body(
		app.Span().Class("cq-dice-who").Text(who),
		board.SVG("svg").Class("cq-dice-svg").Attr("viewBox", fmt.Sprintf("-1 -1 %d 22", w)).
			Attr("width", w).Attr("height", 22).Role("img").Aria("label", label).Body(dice...),
		app.Span().Class("cq-dice-total").Textf("= %d", sd.Total()),
		app.If(!current && k == f.Winner(), func() app.UI { return app.Strong().Class("cq-dice-win").Text("wins") }),
	)
}

// combatDie draws one combat die of size z at o: blank, one or two
// marks, or the counter-attack arrow.
func combatDie(face int, attack bool, o board.Pt, z float64) app.UI {
	class := "cq-die-def"
	if attack {
		class = "cq-die-atk"
	}
	k := z / 20
	at := func(x, y float64) board.Pt { return board.Pt{X: o.X + x*k, Y: o.Y + y*k} }
	body := []app.UI{board.SVG("rect").Class("cq-die").Attr("x", board.Num(o.X)).Attr("y", board.Num(o.Y)).
		Attr("width", board.Num(z)).Attr("height", board.Num(z)).Attr("rx", board.Num(4*k))}
	switch face {
	case cc.FaceSingle:
		body = append(body, board.Circle(at(10, 10), 3*k, "cq-die-mark"))
	case cc.FaceDouble:
		body = append(body, board.Circle(at(6, 10), 3*k, "cq-die-mark"), board.Circle(at(14, 10), 3*k, "cq-die-mark"))
	case cc.FaceCounter:
		a, b := at(6, 14), at(10, 15.5)
		body = append(body, board.SVG("path").Class("cq-die-counter").
			Attr("d", fmt.Sprintf("M%s %sa%s %s 0 1 1 %s %s", board.Num(a.X), board.Num(a.Y), board.Num(5*k), board.Num(5*k), board.Num(b.X-a.X), board.Num(b.Y-a.Y))))
	}
	return board.SVG("g").Class(class).Body(body...)
}

// FightText says a fight's round in words, for the dice's name.
func FightText(p board.Props, f cc.Fight, current bool) string {
	var parts []string
	for k, sd := range f.Sides {
		parts = append(parts, fmt.Sprintf("%s: %s", role(p, int(sd.Seat), k == int(f.Attacking)), FacesText(sd)))
	}
	text := strings.Join(parts, "; ")
	if !current {
		text += "; " + board.NameMentions(board.SubjectMention(int(f.Sides[f.Winner()].Seat), "wins", "win"), p.SeatName)
	}
	return text
}

// role names a side of a fight with its part: "Beatrix attacks", "You
// defend".
func role(p board.Props, seat int, attacking bool) string {
	m := board.SubjectMention(seat, "defends", "defend")
	if attacking {
		m = board.SubjectMention(seat, "attacks", "attack")
	}
	return board.NameMentions(m, p.SeatName)
}

// FightPiece draws a fight on the map, filled in by the board: a component, which
// go-app skips while the fight stays as it was.
type FightPiece struct {
	app.Compo
	From, To, Min, Max board.Pt
	Faces              [2][]int
	Totals             [2]int
	Seats              [2]string
	Attacking          int
	Changed, Current   bool // Current: the fight is on, its dice in the chooser
	Label              string
}

// Render draws the arrow and the dice.
func (fp *FightPiece) Render() app.UI {
	a, b := fp.From, fp.To
	body := []app.UI{layout.Arrow(a, b, "cq-fight-arrow")}
	const z, gap = layout.DieSize, layout.DieGap
	w := float64(max(len(fp.Faces[0]), len(fp.Faces[1])))*(z+gap) + 22
	h := 2*(z+gap) + 6
	// In the band under the map (layout.DiceBand), below the middle of the
	// fight, where it covers no piece.
	x0 := math.Min(math.Max((a.X+b.X)/2-w/2, fp.Min.X), fp.Max.X-w)
	y0 := fp.Max.Y + layout.Pad
	tray := []app.UI{board.SVG("rect").Class("cq-tray").Attr("x", board.Num(x0)).Attr("y", board.Num(y0)).
		Attr("width", board.Num(w)).Attr("height", board.Num(h)).Attr("rx", 4)}
	for k, faces := range fp.Faces {
		y := y0 + 3 + float64(k)*(z+gap)
		attack := k == fp.Attacking
		for i, face := range faces {
			tray = append(tray, combatDie(face, attack, board.Pt{X: x0 + 3 + float64(i)*(z+gap), Y: y}, z))
		}
		tray = append(tray, board.SVG("text").Class("cq-tray-total", fp.Seats[k]).
			Attr("x", board.Num(x0+w-4)).Attr("y", board.Num(y+z-2)).Attr("text-anchor", "end").
			Text(fmt.Sprint(fp.Totals[k])))
	}
	classes := []string{"cq-fight", "cq-on-map"}
	if fp.Changed {
		classes = append(classes, "cq-fight-new")
		tray = append(tray, board.SVG("rect").Class("cq-mark", "changed").Attr("x", board.Num(x0-2)).Attr("y", board.Num(y0-2)).
			Attr("width", board.Num(w+4)).Attr("height", board.Num(h+4)).Attr("rx", 5))
	}
	body = append(body, board.SVG("g").Class("cq-dice-tray").Body(tray...))
	if fp.Current {
		// The dice chooser over the board keeps clear of the soldier
		// attacked (web/table.js).
		body = append(body, board.SVG("circle").Class("cq-fight-subject", "chooser-subject").
			Attr("cx", board.Num(b.X)).Attr("cy", board.Num(b.Y)).Attr("r", board.Num(layout.HexSize/2)))
	}
	return board.SVG("g").Class(classes...).Role("img").Aria("label", fp.Label).Body(body...)
}
