package app

import (
	"html"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/engines/save"
)

// visibleText is the text of go-app's HTMLString output as a browser shows
// it: tags removed, entities decoded, and the line breaks and indentation
// HTMLString puts between a parent's children taken out (each child is on
// a line of its own, indented two spaces per level).
func visibleText(markup string) string {
	var b strings.Builder
	depth := 0
	for markup != "" {
		lt := strings.IndexByte(markup, '<')
		if lt < 0 {
			lt = len(markup)
		}
		if seg := markup[:lt]; strings.HasPrefix(seg, "\n") {
			lines := strings.Split(seg, "\n")
			for _, l := range lines[1 : len(lines)-1] {
				b.WriteString(html.UnescapeString(strings.TrimPrefix(l, strings.Repeat("  ", depth))))
			}
		} else {
			b.WriteString(html.UnescapeString(seg))
		}
		markup = markup[lt:]
		gt := strings.IndexByte(markup, '>')
		if gt < 0 {
			break
		}
		tag := markup[1:gt]
		switch name, _, _ := strings.Cut(strings.TrimPrefix(tag, "/"), " "); {
		case strings.HasPrefix(tag, "/"):
			depth--
		case !voidElements[name]:
			depth++
		}
		markup = markup[gt+1:]
	}
	return b.String()
}

// voidElements are the elements HTMLString writes without a closing tag.
var voidElements = map[string]bool{"area": true, "base": true, "br": true, "col": true, "embed": true,
	"hr": true, "img": true, "input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true}

func TestVisibleText(t *testing.T) {
	ui := app.Div().Body(
		app.P().Text("a & b"),
		app.P().Body(app.Text("I am "), nameUI("Zoë"), app.Text(": show my turn")),
		app.Img().Src("x"),
		app.Ul().Body(app.Li().Body(app.Span().Text(" x "), app.Text(" y"))),
	)
	if got, want := visibleText(app.HTMLString(ui)), "a & bI am Zoë: show my turn x  y"; got != want {
		t.Fatalf("visibleText = %q, want %q", got, want)
	}
}

func TestWithNamesIsolatesEveryName(t *testing.T) {
	seats := []save.Seat{{Name: "Ann"}, {Name: "Anna"}, {Name: "עמית"}}
	got := app.HTMLString(app.P().Body(withNames("Anna, Ann and עמית share the win; Ann.", seats)...))
	want := "<p>\n  <bdi>Anna</bdi>\n  , \n  <bdi>Ann</bdi>\n   and \n  <bdi>עמית</bdi>\n   share the win; \n  <bdi>Ann</bdi>\n  .\n</p>"
	if got != want {
		t.Fatalf("withNames:\n%s\nwant\n%s", got, want)
	}
	if got := visibleText(app.HTMLString(app.P().Body(withNames("No names here.", seats)...))); got != "No names here." {
		t.Fatalf("a sentence without names: %q", got)
	}
	if got := withNames("", seats); len(got) != 0 {
		t.Fatalf("an empty sentence: %v", got)
	}
}
