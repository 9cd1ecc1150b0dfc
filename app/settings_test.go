package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabula/app/lessons"
	"tabula/app/settings"
	"tabula/app/storage"
)

// TestLoadingScriptKnowsTheLooks checks that web/loading.js, which puts the
// saved theme and palette on the pre-rendered page before the app runs,
// takes the values the settings have (a value it does not know is left as
// the page has it until the app draws the page), and reads the storage's
// keys by their names here.
func TestLoadingScriptKnowsTheLooks(t *testing.T) {
	script, err := os.ReadFile(filepath.Join("..", "web", "loading.js"))
	if err != nil {
		t.Fatal(err)
	}
	quoted := func(cs []settings.Choice) string {
		vs := make([]string, len(cs))
		for i, c := range cs {
			vs[i] = "'" + c.Value + "'"
		}
		return "[" + strings.Join(vs, ", ") + "]"
	}
	want := "const looks = { theme: " + quoted(settings.Themes) + ", palette: " + quoted(settings.Palettes) + " };"
	if !strings.Contains(string(script), want) {
		t.Errorf("web/loading.js has no line %q", want)
	}
	// What it reads: the settings, and whether the device holds a saved
	// game or a lesson's record (Home is then drawn otherwise).
	for _, key := range []string{settings.Key, storage.SavePrefix, lessons.RecordsKey} {
		if !strings.Contains(string(script), `'`+key+`'`) {
			t.Errorf("web/loading.js does not read %s", key)
		}
	}
}
