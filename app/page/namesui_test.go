package page

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/engines/save"
)

func TestWithNamesIsolatesEveryName(t *testing.T) {
	seats := []save.Seat{{Name: "Ann"}, {Name: "Anna"}, {Name: "עמית"}}
	got := app.HTMLString(app.P().Body(WithNames("Anna, Ann and עמית share the win; Ann.", seats)...))
	want := "<p>\n  <bdi>Anna</bdi>\n  , \n  <bdi>Ann</bdi>\n   and \n  <bdi>עמית</bdi>\n   share the win; \n  <bdi>Ann</bdi>\n  .\n</p>"
	if got != want {
		t.Fatalf("withNames:\n%s\nwant\n%s", got, want)
	}
	if got := app.HTMLString(app.P().Body(WithNames("No names here.", seats)...)); got != "<p>No names here.</p>" {
		t.Fatalf("a sentence without names: %q", got)
	}
	if got := WithNames("", seats); len(got) != 0 {
		t.Fatalf("an empty sentence: %v", got)
	}
}
