package table

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/settings"
)

// The your-turn cue: when the turn comes to this device from
// another one (a link that brought the friends' moves), the tab's title
// says so (turnTitle, the table's title meanwhile) until the player acts or
// leaves the table, a short
// sound plays (Settings.TurnSound) and, when the player allowed it
// (Settings.Notify) and the tab is hidden, the system shows a notification.

// turnTitle is the tab's title while the turn waits for this device.
const turnTitle = "● Your turn — Tabula"

// TurnCue is the your-turn cue of the visit (house.yourTurn); a table
// without one (nil) gives none.
type TurnCue struct {
	// shown is whether the title says the turn has come: until the
	// player acts or leaves the table.
	shown bool
	// audio is the page's one audio context, made at the first sound and
	// suspended once its tones have ended (quiet): a running context keeps
	// the device's audio output open, rendering silence, for the rest of
	// the visit.
	audio app.Value
	// sounding counts the chimes whose last tone has not ended.
	sounding int
	// quiet, the last tone's ended handler, suspends audio once no chime
	// sounds.
	quiet app.Func
}

// Give sets the title, plays the sound and shows the notification that
// the settings s allow, for a game of the named kind.
func (c *TurnCue) Give(s settings.Settings, game string) {
	if c == nil || !app.IsClient {
		return
	}
	doc := app.Window().Get("document")
	c.shown = true
	doc.Set("title", turnTitle)
	if s.TurnSound {
		c.chime()
	}
	n := app.Window().Get("Notification")
	if s.Notify && n.Truthy() && n.Get("permission").String() == "granted" && doc.Get("hidden").Bool() {
		n.New("Your turn — Tabula", map[string]any{"body": "Your turn in " + game + ".", "tag": "tabula-turn"})
	}
}

// off ends the cue: the player has acted or left the table. The page's
// next render puts its own title back.
func (c *TurnCue) off() {
	if c != nil {
		c.shown = false
	}
}

// showing reports whether the tab's title says the turn has come.
func (c *TurnCue) showing() bool { return c != nil && c.shown }

// chime plays two short soft tones through the Web Audio API, and the audio
// context is suspended again once they have ended. A browser that has not
// yet seen the player act on the page may keep the context suspended: then
// nothing is heard, and nothing fails.
func (c *TurnCue) chime() {
	if c.audio == nil {
		ac := app.Window().Get("AudioContext")
		if !ac.Truthy() {
			return
		}
		c.audio = ac.New()
		c.quiet = app.FuncOf(func(app.Value, []app.Value) any {
			c.sounding--
			if c.sounding == 0 {
				c.audio.Call("suspend")
			}
			return nil
		})
	}
	ac := c.audio
	if ac.Get("state").String() == "suspended" {
		ac.Call("resume")
	}
	now := ac.Get("currentTime").Float()
	tones := []float64{660, 880}
	for i, freq := range tones {
		start := now + 0.18*float64(i)
		osc, gain := ac.Call("createOscillator"), ac.Call("createGain")
		osc.Get("frequency").Set("value", freq)
		g := gain.Get("gain")
		g.Call("setValueAtTime", 0.0001, start)
		g.Call("exponentialRampToValueAtTime", 0.15, start+0.02)
		g.Call("exponentialRampToValueAtTime", 0.0001, start+0.3)
		osc.Call("connect", gain)
		gain.Call("connect", ac.Get("destination"))
		osc.Call("start", start)
		osc.Call("stop", start+0.32)
		if i == len(tones)-1 {
			osc.Set("onended", c.quiet)
		}
	}
	c.sounding++
}

// AskToNotify asks the browser for permission to show notifications; the
// settings page calls it from the player's click on the setting, never
// unasked.
func AskToNotify() {
	n := app.Window().Get("Notification")
	if app.IsClient && n.Truthy() && n.Get("permission").String() == "default" {
		n.Call("requestPermission")
	}
}

// NotifyBlocked reports whether the browser refuses notifications (or has
// none), so the settings page can say that the setting does nothing here.
func NotifyBlocked() bool {
	if !app.IsClient {
		return false
	}
	n := app.Window().Get("Notification")
	return !n.Truthy() || n.Get("permission").String() == "denied"
}
