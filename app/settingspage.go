package app

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/friends"
	"tabula/app/page"
	"tabula/app/settings"
	"tabula/app/table"
	"tabula/engines/save"
)

// settingsPage edits the Settings; every change is saved at once.
type settingsPage struct {
	app.Compo
	screen
	status  string
	failure string
	ice     *friends.ICEPlan // the servers live play asks (app/friends), once known
}

// OnMount reads the settings.
func (p *settingsPage) OnMount(ctx app.Context) {
	p.Settings = settings.Load(ctx.LocalStorage())
	p.learnICE(ctx)
	p.FocusMain(ctx)
}

// change applies an edit and saves the result.
func (p *settingsPage) change(ctx app.Context, edit func(*settings.Settings)) {
	edit(&p.Settings)
	p.Settings = p.Settings.Normalized()
	if err := settings.Save(ctx.LocalStorage(), p.Settings); err != nil {
		p.status, p.failure = "", "Your settings could not be saved in this browser: "+err.Error()
		return
	}
	p.status, p.failure = "Settings saved.", ""
}

// Render draws the settings form.
func (p *settingsPage) Render() app.UI {
	s := p.Settings
	return page.Layout(s, page.PathSettings, "Settings",
		app.Form().Class("settings").Aria("label", "Settings").
			OnSubmit(func(ctx app.Context, e app.Event) { e.PreventDefault() }).Body(
			app.Div().Class("field").Body(
				app.Label().For("person-name").Text("Your name"),
				app.Input().ID("person-name").Type("text").Value(s.Name).Attr("autocomplete", "nickname").
					MaxLength(save.MaxNameRunes).Placeholder("Not given yet").
					OnChange(func(ctx app.Context, e app.Event) {
						v := ctx.JSSrc().Get("value").String()
						p.change(ctx, func(s *settings.Settings) { s.Name = v })
						if settings.PersonName(v) == "" && strings.TrimSpace(v) != "" {
							p.status = page.NameRefused(v)
						}
					}),
				app.P().Class("hint").Text("Your friends' devices show this name for you in the games you share with them, "+
					"and it names your seat in the games you set up or join; this device calls you “You”. "+
					"It is asked the first time a game goes to another device."),
			),
			p.radios("theme", "Theme", settings.Themes, s.Theme, func(v string) func(*settings.Settings) {
				return func(s *settings.Settings) { s.Theme = v }
			}),
			p.radios("palette", "Player colours", settings.Palettes, s.Palette, func(v string) func(*settings.Settings) {
				return func(s *settings.Settings) { s.Palette = v }
			}),
			app.Div().Class("palette-preview").Aria("hidden", true).Body(
				app.Range(settings.ColourIndexes()).Slice(func(c int) app.UI {
					return app.Span().Class("swatch", fmt.Sprintf("seat-c%d", c)).Title(settings.ColourName(s.Palette, c))
				}),
			),
			app.FieldSet().Class("field").Body(
				app.Legend().Text("Animation"),
				app.Div().Class("choice").Body(
					app.Input().Type("checkbox").ID("animation").Checked(s.Animation).
						OnChange(func(ctx app.Context, e app.Event) {
							on := ctx.JSSrc().Get("checked").Bool()
							p.change(ctx, func(s *settings.Settings) { s.Animation = on })
						}),
					app.Label().For("animation").Text("Animate moves and highlights"),
				),
			),
			app.FieldSet().Class("field").Body(
				app.Legend().Text("Turns"),
				app.Div().Class("choice").Body(
					app.Input().Type("checkbox").ID("confirm-end").Checked(s.ConfirmEnd).
						OnChange(func(ctx app.Context, e app.Event) {
							on := ctx.JSSrc().Get("checked").Bool()
							p.change(ctx, func(s *settings.Settings) { s.ConfirmEnd = on })
						}),
					app.Label().For("confirm-end").Text("Confirm the end of my turn"),
				),
				app.P().Class("hint").Text("A move that ends your turn waits for End turn, and Undo can still take it back until then. A move that says End or Pass is played at once."),
			),
			p.radios("pace", "Computer pace", settings.Paces, s.Pace, func(v string) func(*settings.Settings) {
				return func(s *settings.Settings) { s.Pace = v }
			}),
			app.P().Class("hint").Text("The pace is how long each computer move stays on screen before the next one."),
			app.FieldSet().Class("field").Body(
				app.Legend().Text("Your turn"),
				app.Div().Class("choice").Body(
					app.Input().Type("checkbox").ID("turn-sound").Checked(s.TurnSound).
						OnChange(func(ctx app.Context, e app.Event) {
							on := ctx.JSSrc().Get("checked").Bool()
							p.change(ctx, func(s *settings.Settings) { s.TurnSound = on })
						}),
					app.Label().For("turn-sound").Text("A short sound when the turn comes to you from a friend's device"),
				),
				app.Div().Class("choice").Body(
					app.Input().Type("checkbox").ID("turn-notify").Checked(s.Notify).
						OnChange(func(ctx app.Context, e app.Event) {
							on := ctx.JSSrc().Get("checked").Bool()
							if on {
								table.AskToNotify()
							}
							p.change(ctx, func(s *settings.Settings) { s.Notify = on })
						}),
					app.Label().For("turn-notify").Text("A notification then, when Tabula's tab is hidden"),
				),
			),
			app.If(s.Notify && table.NotifyBlocked(), func() app.UI {
				return app.P().Class("hint").Text("This browser does not allow Tabula's notifications; its site settings can allow them.")
			}),
			app.FieldSet().Class("field").Body(
				app.Legend().Text("Live play"),
				friends.SameNetworkChoice("same-network", s.SameNetwork, func(ctx app.Context, on bool) {
					p.change(ctx, func(s *settings.Settings) { s.SameNetwork = on })
					p.learnICE(ctx)
				}),
				app.P().Class("hint", "live-route-says").Text(p.iceSays()),
				app.Label().For("stun").Text("Your own STUN servers, in place of the site's (one \u201cstun:host:port\u201d a line)"),
				app.Textarea().ID("stun").Rows(2).Text(s.STUN).Spellcheck(false).
					OnChange(func(ctx app.Context, e app.Event) {
						v := ctx.JSSrc().Get("value").String()
						p.change(ctx, func(s *settings.Settings) { s.STUN = v })
						p.learnICE(ctx)
					}),
			),
			page.Notice("status", p.status),
			page.Notice("error", p.failure),
		),
	)
}

// radios is a group of radio buttons for one setting.
func (p *settingsPage) radios(name, legend string, options []settings.Choice, current string, edit func(string) func(*settings.Settings)) app.UI {
	return app.FieldSet().Class("field").Body(
		app.Legend().Text(legend),
		app.Div().Class("choices").Body(
			app.Range(options).Slice(func(i int) app.UI {
				o := options[i]
				id := name + "-" + o.Value
				return app.Span().Class("choice").Body(
					app.Input().Type("radio").ID(id).Name(name).Value(o.Value).Checked(o.Value == current).
						OnChange(func(ctx app.Context, e app.Event) { p.change(ctx, edit(o.Value)) }),
					app.Label().For(id).Text(o.Label),
				)
			}),
		),
	)
}

// learnICE learns the servers live play asks with the settings now, for
// iceSays.
func (p *settingsPage) learnICE(ctx app.Context) {
	p.ice = nil
	friends.WithICE(ctx, p.Settings, func(ctx app.Context, ice friends.ICEPlan) { p.ice = &ice })
}

// iceSays is what live play contacts with these settings (icePlan's
// sentence), once known.
func (p *settingsPage) iceSays() string {
	if p.ice == nil {
		return "…"
	}
	return p.ice.Sentence()
}
