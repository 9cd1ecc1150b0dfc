package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tabula/app/storage"
)

func TestLoadSettingsDefaultsOnFirstVisit(t *testing.T) {
	if got := loadSettings(newMemStorage()); got != defaultSettings() {
		t.Fatalf("first visit: got %+v, want defaults %+v", got, defaultSettings())
	}
}

func TestSettingsRoundTrip(t *testing.T) {
	kv := newMemStorage()
	want := Settings{Theme: "contrast", Palette: "safe", Animation: false, Pace: "slow"}
	if err := saveSettings(kv, want); err != nil {
		t.Fatal(err)
	}
	if got := loadSettings(kv); got != want {
		t.Fatalf("got %+v, want %+v", got, want)
	}
}

func TestLoadSettingsReplacesUnknownValues(t *testing.T) {
	kv := newMemStorage()
	kv.data[settingsKey] = []byte(`{"theme":"neon","palette":"safe","animation":false,"pace":"warp"}`)
	got := loadSettings(kv)
	want := Settings{Theme: "auto", Palette: "safe", Animation: false, Pace: "normal", TurnSound: true, ConfirmEnd: true}
	if got != want {
		t.Fatalf("got %+v, want %+v", got, want)
	}
}

func TestConfirmEndIsOnByDefaultAndKeptOff(t *testing.T) {
	if !defaultSettings().ConfirmEnd {
		t.Fatal("Confirm the end of my turn is off on a first visit")
	}
	kv := newMemStorage()
	// Saved before the setting existed: it is on.
	kv.data[settingsKey] = []byte(`{"theme":"dark","palette":"standard","animation":true,"pace":"fast"}`)
	if !loadSettings(kv).ConfirmEnd {
		t.Fatal("an older settings entry turned Confirm the end of my turn off")
	}
	off := defaultSettings()
	off.ConfirmEnd = false
	if err := saveSettings(kv, off); err != nil {
		t.Fatal(err)
	}
	if loadSettings(kv).ConfirmEnd {
		t.Fatal("Confirm the end of my turn, turned off, came back on")
	}
}

func TestLoadSettingsSurvivesGarbage(t *testing.T) {
	kv := newMemStorage()
	kv.data[settingsKey] = []byte(`{not json`)
	if got := loadSettings(kv); got != defaultSettings() {
		t.Fatalf("got %+v, want defaults", got)
	}
}

func TestSaveSettingsReportsAFullStorage(t *testing.T) {
	kv := newMemStorage()
	kv.full = true
	if err := saveSettings(kv, defaultSettings()); err == nil {
		t.Fatal("want an error from a full storage")
	}
}

func TestPaceDelay(t *testing.T) {
	for pace, want := range map[string]time.Duration{
		"instant": 0, "fast": 250 * time.Millisecond, "normal": 700 * time.Millisecond,
		"slow": 1500 * time.Millisecond, "bogus": 700 * time.Millisecond,
	} {
		if got := (Settings{Pace: pace}).PaceDelay(); got != want {
			t.Errorf("pace %q: got %v, want %v", pace, got, want)
		}
	}
}

func TestLoadSettingsKeepsTheTurnSoundOnForOlderEntries(t *testing.T) {
	kv := newMemStorage()
	kv.data[settingsKey] = []byte(`{"theme":"dark","palette":"safe","animation":false,"pace":"slow"}`)
	got := loadSettings(kv)
	if !got.TurnSound || got.Notify {
		t.Fatalf("an entry from before the turn cue: got sound %v, notifications %v; want on, off", got.TurnSound, got.Notify)
	}
}

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
	quoted := func(cs []choice) string {
		vs := make([]string, len(cs))
		for i, c := range cs {
			vs[i] = "'" + c.Value + "'"
		}
		return "[" + strings.Join(vs, ", ") + "]"
	}
	want := "const looks = { theme: " + quoted(themes) + ", palette: " + quoted(palettes) + " };"
	if !strings.Contains(string(script), want) {
		t.Errorf("web/loading.js has no line %q", want)
	}
	// What it reads: the settings, and whether the device holds a saved
	// game or a lesson's record (Home is then drawn otherwise).
	for _, key := range []string{settingsKey, storage.SavePrefix, lessonsKey} {
		if !strings.Contains(string(script), `'`+key+`'`) {
			t.Errorf("web/loading.js does not read %s", key)
		}
	}
}
