package board

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// SVGNS is the SVG namespace, for elements built with app.Elem.
const SVGNS = "http://www.w3.org/2000/svg"

// Pt is a point in the board's coordinates, the centre at the origin.
type Pt struct{ X, Y float64 }

// Polar is the point at distance d from the centre in direction deg
// (degrees clockwise from the positive x axis, SVG's y pointing down).
func Polar(d, deg float64) Pt {
	r := deg * math.Pi / 180
	return Pt{d * math.Cos(r), d * math.Sin(r)}
}

func (p Pt) Add(q Pt) Pt { return Pt{p.X + q.X, p.Y + q.Y} }

// Points writes a polygon's points attribute.
func Points(ps []Pt) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = Num(p.X) + "," + Num(p.Y)
	}
	return strings.Join(parts, " ")
}

// Num writes a coordinate with at most one decimal.
func Num(v float64) string { return Short(v, 10) }

// Num2 writes a scale factor with at most three decimals.
func Num2(v float64) string { return Short(v, 1000) }

// Short writes v rounded to 1/per, without trailing zeros or a minus zero.
func Short(v, per float64) string {
	r := math.Round(v*per) / per
	if r == 0 {
		r = 0 // no "-0"
	}
	return strconv.FormatFloat(r, 'f', -1, 64)
}

// Hexagon is the outline of a flat-topped hexagon of radius r around c.
func Hexagon(c Pt, r float64) []Pt {
	ps := make([]Pt, 6)
	for i := range ps {
		ps[i] = c.Add(Polar(r, float64(i)*60))
	}
	return ps
}

// Circle is an SVG circle.
func Circle(c Pt, r float64, class string) app.UI {
	return SVG("circle").Class(class).Attr("cx", Num(c.X)).Attr("cy", Num(c.Y)).Attr("r", Num(r))
}

// Icon draws path scaled to size s and centred on c, inside the board's SVG.
func Icon(path string, c Pt, s float64, class string) app.UI {
	return SVG("path").Class(class).Attr("d", path).
		Attr("transform", fmt.Sprintf("translate(%s %s) scale(%s)", Num(c.X-s/2), Num(c.Y-s/2), Num2(s/24)))
}

// SVG makes an SVG element.
func SVG(tag string) app.HTMLElem { return app.Elem(tag).XMLNS(SVGNS) }

// CentreScroll scrolls a scrollable element to the middle of its content.
func CentreScroll(el app.Value) {
	if !el.Truthy() {
		return
	}
	el.Set("scrollLeft", (el.Get("scrollWidth").Int()-el.Get("clientWidth").Int())/2)
	el.Set("scrollTop", (el.Get("scrollHeight").Int()-el.Get("clientHeight").Int())/2)
}

// Undrawable is what a board shows for a state of another game, which the
// table never gives it.
func Undrawable() app.UI {
	return app.P().Class("notice", "notice-error").Role("alert").Text("This position cannot be drawn.")
}
