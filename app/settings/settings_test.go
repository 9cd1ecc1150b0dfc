package settings

import (
	"slices"
	"strings"
	"testing"
	"time"

	"tabula/app/storage/storagetest"

	"tabula/engines/save"
)

func TestLoadSettingsDefaultsOnFirstVisit(t *testing.T) {
	if got := Load(storagetest.New()); got != Default() {
		t.Fatalf("first visit: got %+v, want defaults %+v", got, Default())
	}
}

func TestSettingsRoundTrip(t *testing.T) {
	kv := storagetest.New()
	want := Settings{Theme: "contrast", Palette: "safe", Animation: false, Pace: "slow"}
	if err := Save(kv, want); err != nil {
		t.Fatal(err)
	}
	if got := Load(kv); got != want {
		t.Fatalf("got %+v, want %+v", got, want)
	}
}

func TestLoadSettingsReplacesUnknownValues(t *testing.T) {
	kv := storagetest.New()
	kv.Data[Key] = []byte(`{"theme":"neon","palette":"safe","animation":false,"pace":"warp"}`)
	got := Load(kv)
	want := Settings{Theme: "auto", Palette: "safe", Animation: false, Pace: "normal", TurnSound: true, ConfirmEnd: true}
	if got != want {
		t.Fatalf("got %+v, want %+v", got, want)
	}
}

func TestConfirmEndIsOnByDefaultAndKeptOff(t *testing.T) {
	if !Default().ConfirmEnd {
		t.Fatal("Confirm the end of my turn is off on a first visit")
	}
	kv := storagetest.New()
	// Saved before the setting existed: it is on.
	kv.Data[Key] = []byte(`{"theme":"dark","palette":"standard","animation":true,"pace":"fast"}`)
	if !Load(kv).ConfirmEnd {
		t.Fatal("an older settings entry turned Confirm the end of my turn off")
	}
	off := Default()
	off.ConfirmEnd = false
	if err := Save(kv, off); err != nil {
		t.Fatal(err)
	}
	if Load(kv).ConfirmEnd {
		t.Fatal("Confirm the end of my turn, turned off, came back on")
	}
}

func TestLoadSettingsSurvivesGarbage(t *testing.T) {
	kv := storagetest.New()
	kv.Data[Key] = []byte(`{not json`)
	if got := Load(kv); got != Default() {
		t.Fatalf("got %+v, want defaults", got)
	}
}

func TestSaveSettingsReportsAFullStorage(t *testing.T) {
	kv := storagetest.New()
	kv.Full = true
	if err := Save(kv, Default()); err == nil {
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
	kv := storagetest.New()
	kv.Data[Key] = []byte(`{"theme":"dark","palette":"safe","animation":false,"pace":"slow"}`)
	got := Load(kv)
	if !got.TurnSound || got.Notify {
		t.Fatalf("an entry from before the turn cue: got sound %v, notifications %v; want on, off", got.TurnSound, got.Notify)
	}
}

func TestPersonName(t *testing.T) {
	for in, want := range map[string]string{
		"Ann": "Ann", "  Bea  ": "Bea", "You": "", "you": "", " YOU ": "", "Yours": "Yours", "": "", "\u202e": "",
		"Ann\u202eB": "AnnB", strings.Repeat("x", 50): strings.Repeat("x", save.MaxNameRunes),
	} {
		if got := PersonName(in); got != want {
			t.Errorf("PersonName(%q) = %q, want %q", in, got, want)
		}
	}
	if got := (Settings{Name: "you"}).Normalized().Name; got != "" {
		t.Errorf("Settings keeps You as a name: %q", got)
	}
}

func TestSTUNSetting(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"stun:stun.example.org:3478", []string{"stun:stun.example.org:3478"}},
		{"stun:a.org\n  stuns:b.org:5349 turn:c.org http://d.org stun:\"><script> stun:[2001:db8::1]:3478",
			[]string{"stun:a.org", "stuns:b.org:5349", "stun:[2001:db8::1]:3478"}},
		{"stun:a stun:b stun:c stun:d stun:e", []string{"stun:a", "stun:b", "stun:c", "stun:d"}},
		// What the browser would refuse, making every invitation fail.
		{"stun:[::1 stun:host:99999 stun:host:0 stun:host: stun:a:b:3478 stun:[1.2.3.4] stun:[::1]x stun::3478 stun:host:+80",
			nil},
		{"stun:[::1] stun:[::1]:65535 stun:host:1", []string{"stun:[::1]", "stun:[::1]:65535", "stun:host:1"}},
	} {
		s := Settings{STUN: tc.in}.Normalized()
		if got := s.OwnSTUN(); !slices.Equal(got, tc.want) {
			t.Errorf("STUN %q: %q, want %q", tc.in, got, tc.want)
		}
	}
	if Default().STUN != "" {
		t.Errorf("a first visit has STUN servers of its own, %q, in place of the site's", Default().STUN)
	}
}
