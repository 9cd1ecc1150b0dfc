package qrcode

import (
	"fmt"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"rsc.io/qr"
)

// TestQRPathDrawsEveryDarkModule reads the path back, rectangle by
// rectangle, and compares it with the code module by module.
func TestQRPathDrawsEveryDarkModule(t *testing.T) {
	text := "https://example.org/tabula/#s=" + strings.Repeat("AbC-_09", 120)
	c, err := qr.Encode(text, qr.M)
	if err != nil {
		t.Fatal(err)
	}
	dark := make([]bool, c.Size*c.Size)
	for _, sub := range strings.Split(path(c), "M")[1:] {
		var x, y, w, back int
		if _, err := fmt.Sscanf(sub, "%d %dh%dv1h-%dz", &x, &y, &w, &back); err != nil || w != back || w < 1 {
			t.Fatalf("subpath %q: %v", sub, err)
		}
		for i := range w {
			if x+i >= c.Size || dark[y*c.Size+x+i] {
				t.Fatalf("subpath %q covers a module twice or leaves the code", sub)
			}
			dark[y*c.Size+x+i] = true
		}
	}
	for y := range c.Size {
		for x := range c.Size {
			if dark[y*c.Size+x] != c.Black(x, y) {
				t.Fatalf("module %d,%d: drawn %t, code %t", x, y, dark[y*c.Size+x], c.Black(x, y))
			}
		}
	}
	// The three finder patterns: a dark 7×7 ring around a 3×3 core.
	for _, o := range [][2]int{{0, 0}, {c.Size - 7, 0}, {0, c.Size - 7}} {
		for i := range 7 {
			if !c.Black(o[0]+i, o[1]) || !c.Black(o[0], o[1]+i) || !c.Black(o[0]+3, o[1]+3) || c.Black(o[0]+1, o[1]+1) {
				t.Fatalf("no finder pattern at %v", o)
			}
		}
	}
}

func TestQRImage(t *testing.T) {
	link := "https://example.org/#s=" + strings.Repeat("x", 900)
	ui, err := Image(link, `Bea's "link" <b>`)
	if err != nil {
		t.Fatal(err)
	}
	html := app.HTMLString(ui)
	c, _ := qr.Encode(link, qr.M)
	for _, want := range []string{
		`class="qr-code"`, `role="img"`, `aria-label="Bea&#39;s &#34;link&#34; &lt;b&gt;"`,
		fmt.Sprintf(`viewBox="-4 -4 %d %d"`, c.Size+8, c.Size+8), fmt.Sprintf(`data-modules="%d"`, c.Size),
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the QR code lacks %s: %.300s", want, html)
		}
	}
	if (c.Size-17)%4 != 0 || c.Size > 177 {
		t.Errorf("%d modules is no QR version", c.Size)
	}
	if _, err := Image(strings.Repeat("x", 3000), "too long"); err == nil {
		t.Error("a text longer than any QR code was drawn")
	}
}
