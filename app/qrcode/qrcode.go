package qrcode

import (
	"errors"
	"fmt"
	"html"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"rsc.io/qr"
)

// quiet is the light margin a QR code needs around it, in modules.
const quiet = 4

// path is the SVG path of a QR code's dark modules, one unit per module:
// each run of dark modules in a row is one rectangle, which keeps the path
// a few kilobytes for a link of a thousand characters.
func path(c *qr.Code) string {
	var b strings.Builder
	for y := range c.Size {
		for x := 0; x < c.Size; {
			if !c.Black(x, y) {
				x++
				continue
			}
			run := 1
			for x+run < c.Size && c.Black(x+run, y) {
				run++
			}
			fmt.Fprintf(&b, "M%d %dh%dv1h-%dz", x, y, run, run)
			x += run
		}
	}
	return b.String()
}

// ErrTooLong is wrapped by Image's error: the text does not fit in a
// QR code.
var ErrTooLong = errors.New("too long for a QR code")

// Image draws text as a QR code (error correction M, which survives a
// phone camera reading a screen at an angle) in an SVG scaled to its box,
// named label for screen readers. It fails only for a text too long for
// any QR code at that correction (2,331 bytes), with an error wrapping
// ErrTooLong.
func Image(text, label string) (app.UI, error) {
	c, err := qr.Encode(text, qr.M)
	if err != nil {
		return nil, fmt.Errorf("%w: %d bytes: %w", ErrTooLong, len(text), err)
	}
	side := c.Size + 2*quiet
	return app.Raw(fmt.Sprintf(`<svg class="qr-code" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="%s" viewBox="%d %d %d %d" shape-rendering="crispEdges" data-modules="%d">`+
		`<rect x="%d" y="%d" width="%d" height="%d" fill="#fff"/><path fill="#000" d="%s"/></svg>`,
		html.EscapeString(label), -quiet, -quiet, side, side, c.Size, -quiet, -quiet, side, side, path(c))), nil
}

// Problem is what to say in place of the QR code of link, what it is
// ("This invitation"), when Image failed with err.
func Problem(err error, what, link string) string {
	if errors.Is(err, ErrTooLong) {
		return fmt.Sprintf("%s is too long for a QR code (%d characters): send the link instead.", what, len(link))
	}
	return "The QR code could not be drawn: send the link instead."
}
