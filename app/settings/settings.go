package settings

import (
	"fmt"
	"net"
	"slices"
	"strconv"
	"strings"
	"time"

	"tabula/app/seating"
	"tabula/engines/save"
)

// Settings are the player's preferences, kept in local storage.
type Settings struct {
	Theme     string `json:"theme"`     // one of Themes
	Palette   string `json:"palette"`   // one of Palettes
	Animation bool   `json:"animation"` // animate moves and highlights
	Pace      string `json:"pace"`      // one of Paces: how long a computer move stays on screen
	TurnSound bool   `json:"turnSound"` // a short sound when the turn comes to this device from another
	Notify    bool   `json:"notify"`    // a system notification then, when the tab is hidden (and the browser allows it)
	// ConfirmEnd holds the move that would end the person's turn until
	// they press End turn, so that Undo can still take it back; a move
	// that itself says End or Pass is played at once (the table's endingTurn).
	ConfirmEnd bool `json:"confirmEnd"`
	// SameNetwork keeps live play to one network: no server is contacted
	// (the app's liveice.go).
	SameNetwork bool `json:"sameNetwork"`
	// STUN is the person's own STUN servers for live play, in place of
	// the site's, one "stun:host:port" a line; empty: the site's.
	STUN string `json:"stun"`
	// Name is the person's name, as their friends' devices show it: asked
	// when a game first goes to another device, it names their seat in
	// every game they create or join (app/friends/names.go). "" until given.
	Name string `json:"name"`
}

// maxSTUN is the most STUN servers kept.
const maxSTUN = 4

// OwnSTUN is the person's own STUN servers (Normalized).
func (s Settings) OwnSTUN() []string {
	var out []string
	for f := range strings.FieldsSeq(s.STUN) {
		if len(out) < maxSTUN && ValidSTUN(f) {
			out = append(out, f)
		}
	}
	return out
}

// ValidSTUN reports whether u is a STUN server's URL the setting keeps:
// "stun:" or "stuns:", a host of letters, digits, dots and dashes (or an
// IPv6 address in brackets) and an optional port from 1 to 65535 — only
// what the browser takes, so that a value such as "stun:[::1" or
// "stun:host:99999" is dropped here rather than making every invitation
// fail.
func ValidSTUN(u string) bool {
	rest, ok := strings.CutPrefix(u, "stun:")
	if !ok {
		rest, ok = strings.CutPrefix(u, "stuns:")
	}
	if !ok || rest == "" || len(u) > 200 {
		return false
	}
	host, port, hasPort := rest, "", false
	if strings.HasPrefix(rest, "[") {
		end := strings.IndexByte(rest, ']')
		if end < 0 {
			return false
		}
		host = rest[1:end]
		if ip := net.ParseIP(host); ip == nil || !strings.Contains(host, ":") {
			return false
		}
		if tail := rest[end+1:]; tail != "" {
			port, hasPort = strings.CutPrefix(tail, ":")
			if !hasPort {
				return false
			}
		}
	} else {
		if i := strings.LastIndexByte(rest, ':'); i >= 0 {
			host, port, hasPort = rest[:i], rest[i+1:], true
		}
		if host == "" {
			return false
		}
		for _, r := range host {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '-') {
				return false
			}
		}
	}
	if hasPort {
		n, err := strconv.Atoi(port)
		if err != nil || n < 1 || n > 65535 || strings.TrimLeft(port, "0123456789") != "" {
			return false
		}
	}
	return true
}

// Choice is one option of a setting: its stored value and its label.
type Choice struct {
	Value, Label string
}

// The options of each setting, in display order; the first is the default.
var (
	Themes = []Choice{
		{"auto", "Follow the system"},
		{"light", "Light"},
		{"dark", "Dark"},
		{"contrast", "High contrast"},
	}
	Palettes = []Choice{
		{"standard", "Standard colours"},
		{"safe", "Colour-blind safe colours"},
	}
	Paces = []Choice{
		{"normal", "Normal"},
		{"fast", "Fast"},
		{"slow", "Slow"},
		{"instant", "Instant"},
	}
)

// paceDelays is how long the table waits before each computer move.
var paceDelays = map[string]time.Duration{
	"instant": 0,
	"fast":    250 * time.Millisecond,
	"normal":  700 * time.Millisecond,
	"slow":    1500 * time.Millisecond,
}

// Default are the settings of a first visit.
func Default() Settings {
	return Settings{Theme: Themes[0].Value, Palette: Palettes[0].Value, Animation: true, Pace: Paces[0].Value, TurnSound: true, ConfirmEnd: true}
}

// valid reports whether value is one of the options.
func valid(options []Choice, value string) bool {
	return slices.ContainsFunc(options, func(c Choice) bool { return c.Value == value })
}

// Normalized replaces every unknown value (from an older or tampered
// storage entry) by its default.
func (s Settings) Normalized() Settings {
	d := Default()
	if !valid(Themes, s.Theme) {
		s.Theme = d.Theme
	}
	if !valid(Palettes, s.Palette) {
		s.Palette = d.Palette
	}
	if !valid(Paces, s.Pace) {
		s.Pace = d.Pace
	}
	s.STUN = strings.Join(s.OwnSTUN(), "\n")
	s.Name = PersonName(s.Name)
	return s
}

// PersonName is a name a person gives themselves, as kept: cleaned
// (save.CleanName), and "" for none or for You, which is what their own
// device calls them and never a name for the others' devices.
func PersonName(name string) string {
	name = save.CleanName(name)
	if seating.IsYou(name) {
		return ""
	}
	return name
}

// PaceDelay is the pause before each computer move.
func (s Settings) PaceDelay() time.Duration { return paceDelays[s.Normalized().Pace] }

// Key is the local-storage key of the settings.
const Key = "tabula.settings"

// KV is the part of the browser's local storage the settings use.
type KV interface {
	Set(k string, v any) error
	Get(k string, v any) error
	Contains(k string) bool
}

// Load reads the settings, falling back to the defaults for a first
// visit or an unreadable entry.
func Load(kv KV) Settings {
	s := Default()
	if !kv.Contains(Key) {
		return s
	}
	if err := kv.Get(Key, &s); err != nil {
		return Default()
	}
	return s.Normalized()
}

// Save stores the settings.
func Save(kv KV, s Settings) error {
	if err := kv.Set(Key, s.Normalized()); err != nil {
		return fmt.Errorf("saving settings: %w", err)
	}
	return nil
}
