package main

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"strings"
)

// The app icon is a gold crown on a deep teal field, drawn on a 512-unit
// square. The same shapes are written as SVG and rasterised to PNG, so every
// icon size shows the same picture.
const iconUnits = 512

var (
	iconField = color.NRGBA{0x1b, 0x4d, 0x5c, 0xff}
	iconGold  = color.NRGBA{0xf0, 0xc0, 0x4f, 0xff}
	iconGem   = color.NRGBA{0xb3, 0x26, 0x3a, 0xff}
)

// iconShape is one filled shape of the icon, in icon units.
type iconShape struct {
	fill    color.NRGBA
	polygon [][2]float64 // used when r == 0
	cx, cy  float64      // circle centre
	r       float64      // circle radius
}

// contains reports whether the point (x, y) lies inside the shape.
func (s iconShape) contains(x, y float64) bool {
	if s.r > 0 {
		dx, dy := x-s.cx, y-s.cy
		return dx*dx+dy*dy <= s.r*s.r
	}
	in := false
	p := s.polygon
	for i, j := 0, len(p)-1; i < len(p); j, i = i, i+1 {
		if (p[i][1] > y) != (p[j][1] > y) &&
			x < (p[j][0]-p[i][0])*(y-p[i][1])/(p[j][1]-p[i][1])+p[i][0] {
			in = !in
		}
	}
	return in
}

// svg renders the shape as an SVG element.
func (s iconShape) svg() string {
	fill := fmt.Sprintf("#%02x%02x%02x", s.fill.R, s.fill.G, s.fill.B)
	if s.r > 0 {
		return fmt.Sprintf(`<circle cx="%g" cy="%g" r="%g" fill="%s"/>`, s.cx, s.cy, s.r, fill)
	}
	pts := make([]string, len(s.polygon))
	for i, p := range s.polygon {
		pts[i] = fmt.Sprintf("%g,%g", p[0], p[1])
	}
	return fmt.Sprintf(`<polygon points="%s" fill="%s"/>`, strings.Join(pts, " "), fill)
}

// crown is the picture, in painting order. It stays inside the central
// circle of radius 0.4×512 that maskable icons keep visible.
var crown = []iconShape{
	{fill: iconGold, polygon: [][2]float64{
		{136, 312}, {136, 180}, {196, 246}, {256, 152}, {316, 246}, {376, 180}, {376, 312},
	}},
	{fill: iconGold, polygon: [][2]float64{{128, 326}, {384, 326}, {384, 366}, {128, 366}}},
	{fill: iconGold, cx: 136, cy: 170, r: 20},
	{fill: iconGold, cx: 256, cy: 142, r: 22},
	{fill: iconGold, cx: 376, cy: 170, r: 20},
	{fill: iconGem, cx: 256, cy: 346, r: 12},
	{fill: iconGem, cx: 196, cy: 346, r: 9},
	{fill: iconGem, cx: 316, cy: 346, r: 9},
}

// iconCornerRadius rounds the field of the ordinary (non-maskable) icons.
const iconCornerRadius = 96

// inField reports whether (x, y) is on the icon's field: the whole square
// for a maskable icon, a rounded square otherwise.
func inField(x, y float64, maskable bool) bool {
	if maskable {
		return true
	}
	const r = iconCornerRadius
	cx := min(max(x, r), iconUnits-r)
	cy := min(max(y, r), iconUnits-r)
	dx, dy := x-cx, y-cy
	return dx*dx+dy*dy <= r*r
}

// iconColour is the colour of the icon at (x, y), transparent off the field.
func iconColour(x, y float64, maskable bool) color.NRGBA {
	if !inField(x, y, maskable) {
		return color.NRGBA{}
	}
	c := iconField
	for _, s := range crown {
		if s.contains(x, y) {
			c = s.fill
		}
	}
	return c
}

// iconSamples is the supersampling grid per pixel side (anti-aliasing).
const iconSamples = 4

// renderIcon rasterises the icon at size×size pixels.
func renderIcon(size int, maskable bool) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	scale := float64(iconUnits) / float64(size)
	for py := range size {
		for px := range size {
			var r, g, b, a float64
			for sy := range iconSamples {
				for sx := range iconSamples {
					x := (float64(px) + (float64(sx)+0.5)/iconSamples) * scale
					y := (float64(py) + (float64(sy)+0.5)/iconSamples) * scale
					c := iconColour(x, y, maskable)
					alpha := float64(c.A)
					r += float64(c.R) * alpha
					g += float64(c.G) * alpha
					b += float64(c.B) * alpha
					a += alpha
				}
			}
			if a == 0 {
				continue
			}
			img.SetNRGBA(px, py, color.NRGBA{
				R: uint8(r/a + 0.5), G: uint8(g/a + 0.5), B: uint8(b/a + 0.5),
				A: uint8(a/(iconSamples*iconSamples) + 0.5),
			})
		}
	}
	return img
}

// iconPNG encodes the icon at the given size as PNG.
func iconPNG(size int, maskable bool) ([]byte, error) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, renderIcon(size, maskable)); err != nil {
		return nil, fmt.Errorf("encoding %d px icon: %w", size, err)
	}
	return buf.Bytes(), nil
}

// iconSVG is the icon as an SVG document.
func iconSVG() []byte {
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d">`, iconUnits, iconUnits)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" rx="%d" fill="#%02x%02x%02x"/>`,
		iconUnits, iconUnits, iconCornerRadius, iconField.R, iconField.G, iconField.B)
	for _, s := range crown {
		b.WriteString(s.svg())
	}
	b.WriteString("</svg>\n")
	return []byte(b.String())
}

// iconFile is one generated icon file under web/.
type iconFile struct {
	name string
	data func() ([]byte, error)
}

// icons lists every icon file the site ships.
var icons = []iconFile{
	{"icon.svg", func() ([]byte, error) { return iconSVG(), nil }},
	{"icon-192.png", func() ([]byte, error) { return iconPNG(192, false) }},
	{"icon-512.png", func() ([]byte, error) { return iconPNG(512, false) }},
	{"icon-maskable.png", func() ([]byte, error) { return iconPNG(512, true) }},
}
