package app

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/computer"
	"tabula/app/lessons"
	"tabula/app/page"
	"tabula/app/seating"
	"tabula/app/session"
	"tabula/app/settings"
	"tabula/engines"
	"tabula/engines/save"
)

// setupPage is the form for a new game: players, seats, variants, seed.
type setupPage struct {
	app.Compo
	screen
	info     engines.Info
	table    board.Game // the game's board and engine
	found    bool
	form     setup
	problems []string
	failure  string
}

// OnMount reads the settings.
func (p *setupPage) OnMount(ctx app.Context) {
	p.Settings = settings.Load(ctx.LocalStorage())
	p.FocusMain(ctx)
}

// OnNav sets up the form for the game named in the URL, the person's
// seat under their name (Settings.Name) when they have given it.
func (p *setupPage) OnNav(ctx app.Context) {
	p.Settings = settings.Load(ctx.LocalStorage())
	p.open(ctx.LocalStorage(), ctx.Page().URL().Query())
}

// open sets up the form for the game named by the query's "game", with
// the game's own fields (board.Extras.NewSetup) made from kv and q.
func (p *setupPage) open(kv board.Storage, q url.Values) {
	id := q.Get("game")
	tb, ok := p.Games.Table(id)
	p.found = ok
	if !ok {
		return
	}
	p.table, p.info = tb, tb.Engine.Info()
	p.form = newSetup(p.info, computer.Levels())
	p.form.setPerson(p.Settings.Name)
	if tb.NewSetup != nil {
		extra, players := tb.NewSetup(kv, q)
		p.form.Extra = extra
		if players > 0 {
			p.form.Players = players
		}
	}
	p.problems, p.failure = nil, ""
}

// start validates the form, starts the game, saves it and opens the table.
func (p *setupPage) start(ctx app.Context, e app.Event) {
	e.PreventDefault()
	p.problems = p.form.problems(p.info, computer.Levels())
	if len(p.problems) > 0 {
		return
	}
	cfg, err := p.form.config(session.RandomSeed)
	if err != nil {
		p.failure = err.Error()
		return
	}
	ses, err := session.Start(p.table, cfg, p.form.seats(), page.NowMillis())
	if err != nil {
		p.failure = "The game could not be set up: " + err.Error()
		return
	}
	if err := session.Begin(ctx.LocalStorage(), p.form.Extra, ses, p.form.Players, p.form.Variants); err != nil {
		p.failure = "The game could not be set up: " + page.StorageMessage(err)
		return
	}
	if err := p.Stored(ctx.LocalStorage()).Put(ses.ID, ses.Save); err != nil {
		p.failure = page.StorageMessage(err)
		return
	}
	p.keepName(ctx, ses.Save)
	ctx.Navigate(page.Href(page.PathPlay + "?id=" + url.QueryEscape(ses.ID)))
}

// keepName keeps in Settings the name the person gave their seat in a new
// game by links, when they had not given one before: it is the name their
// friends see, and names them in their next games.
func (p *setupPage) keepName(ctx app.Context, s *save.Save) {
	own := seating.Own(s)
	if !s.ByLink() || own < 0 || p.Settings.Name != "" {
		return
	}
	if name := settings.PersonName(s.Seats[own].Name); name != "" {
		p.Settings.Name = name
		_ = settings.Save(ctx.LocalStorage(), p.Settings) // a name not kept is asked again at the first link
	}
}

// Render draws the form.
func (p *setupPage) Render() app.UI {
	if !p.found {
		return page.Layout(p.Settings, page.PathNew, "New game",
			app.P().Text("This game is not available yet."),
			app.A().Class("button").Href(page.Href(page.PathHome)).Text("Choose a game"),
		)
	}
	f := p.form
	return page.Layout(p.Settings, page.PathNew, "New game of "+p.info.Name,
		setupLearn(p.table),
		app.Form().Class("setup").Aria("label", "Set up "+p.info.Name).OnSubmit(p.start).Body(
			p.renderPlayers(),
			app.Range(f.Seats[:f.Players]).Slice(func(i int) app.UI { return p.renderSeat(i) }),
			p.renderVariants(),
			app.If(f.Extra != nil, func() app.UI { return f.Extra.Render(f.Players, f.Variants) }),
			p.renderByLinkNote(),
			app.If(!f.byLink(), func() app.UI {
				return app.Div().Class("field").Body(
					app.Label().For("seed").Text("Seed (optional)"),
					app.Input().ID("seed").Type("text").Attr("inputmode", "numeric").AutoComplete(false).
						Value(f.Seed).Aria("describedby", "seed-help").
						OnInput(func(ctx app.Context, e app.Event) { p.form.Seed = ctx.JSSrc().Get("value").String() }),
					app.P().ID("seed-help").Class("hint").Text("Leave empty for a new deal. The same seed and players give the same game."),
				)
			}),
			app.If(len(p.problems) > 0, func() app.UI {
				return app.Div().Class("notice", "notice-error").Role("alert").Body(
					app.P().Text("Please fix these first:"),
					app.Ul().Body(app.Range(p.problems).Slice(func(i int) app.UI { return app.Li().Text(p.problems[i]) })),
				)
			}),
			page.Notice("error", p.failure),
			app.Div().Class("actions").Body(
				app.Button().Type("submit").Class("button", "primary").Text("Start the game"),
				app.A().Class("button").Href(page.Href(page.PathHome)).Text("Back"),
				page.RulesControl(p.Games, p.info.ID),
			),
		),
	)
}

// renderPlayers is the choice of the number of players.
func (p *setupPage) renderPlayers() app.UI {
	if p.info.MinPlayers == p.info.MaxPlayers {
		return app.P().Textf("%d players.", p.info.MinPlayers)
	}
	var options []app.UI
	for n := p.info.MinPlayers; n <= p.info.MaxPlayers; n++ {
		id := "players-" + strconv.Itoa(n)
		options = append(options, app.Span().Class("choice").Body(
			app.Input().Type("radio").ID(id).Name("players").Value(n).Checked(p.form.Players == n).
				OnChange(func(ctx app.Context, e app.Event) { p.form.Players = n }),
			app.Label().For(id).Text(n),
		))
	}
	return app.FieldSet().Class("field", "inline").Body(
		app.Legend().Text("Number of players"),
		app.Div().Class("choices").Body(options...),
	)
}

// renderSeat is the fieldset of seat i: role, level, name and colour.
func (p *setupPage) renderSeat(i int) app.UI {
	seat := p.form.Seats[i]
	prefix := fmt.Sprintf("seat-%d-", i)
	levels := computer.Levels()
	return app.FieldSet().Class("seat", fmt.Sprintf("seat-c%d", seat.Colour)).Body(
		app.Legend().Textf("Seat %d", i+1),
		app.Div().Class("field").Body(
			app.Label().For(prefix+"role").Text("Played by"),
			app.Select().ID(prefix+"role").
				OnChange(func(ctx app.Context, e app.Event) {
					v, _ := strconv.Atoi(ctx.JSSrc().Get("value").String())
					p.form.setRole(i, seatRole(v))
				}).
				Body(app.Range(roles).Slice(func(k int) app.UI {
					return app.Option().Value(int(roles[k].role)).Selected(roles[k].role == seat.Role).Text(roles[k].label)
				})),
		),
		app.If(seat.Role == roleComputer, func() app.UI {
			return app.Div().Class("field").Body(
				app.Label().For(prefix+"level").Text("Computer level"),
				app.Select().ID(prefix+"level").
					OnChange(func(ctx app.Context, e app.Event) { p.form.Seats[i].Level = ctx.JSSrc().Get("value").String() }).
					Body(app.Range(levels).Slice(func(k int) app.UI {
						return app.Option().Value(levels[k]).Selected(levels[k] == seat.Level).Text(computer.LevelOption(levels[k]))
					})),
			)
		}),
		app.Div().Class("field").Body(
			app.Label().For(prefix+"name").Text("Name"),
			app.Input().ID(prefix+"name").Type("text").Value(seat.Name).MaxLength(40).AutoComplete(false).
				OnInput(func(ctx app.Context, e app.Event) { p.form.Seats[i].Name = ctx.JSSrc().Get("value").String() }),
		),
		app.FieldSet().Class("field", "colours").Body(
			app.Legend().Text("Colour"),
			app.Div().Class("choices").Body(
				app.Range(settings.ColourIndexes()).Slice(func(c int) app.UI {
					id := fmt.Sprintf("%scolour-%d", prefix, c)
					return app.Span().Class("choice", "swatch-choice").Body(
						app.Input().Type("radio").ID(id).Name(prefix+"colour").Value(c).Checked(seat.Colour == c).
							OnChange(func(ctx app.Context, e app.Event) { p.form.Seats[i].Colour = c }),
						app.Label().For(id).Body(
							app.Span().Class("swatch", fmt.Sprintf("seat-c%d", c)).Aria("hidden", true),
							app.Span().Text(settings.ColourName(p.Settings.Palette, c)),
						),
					)
				}),
			),
		),
	)
}

// renderVariants lists the game's optional rules as checkboxes.
func (p *setupPage) renderVariants() app.UI {
	if len(p.info.Variants) == 0 {
		return nil
	}
	return app.FieldSet().Class("field").Body(
		app.Legend().Text("Variants"),
		app.Range(p.info.Variants).Slice(func(k int) app.UI {
			v := p.info.Variants[k]
			id := "variant-" + v.ID
			return app.Div().Class("choice", "variant").Body(
				app.Input().Type("checkbox").ID(id).Checked(slices.Contains(p.form.Variants, v.ID)).
					Aria("describedby", id+"-help").
					OnChange(func(ctx app.Context, e app.Event) {
						p.form.toggleVariant(v.ID, ctx.JSSrc().Get("checked").Bool())
					}),
				app.Label().For(id).Text(v.Name),
				app.P().ID(id+"-help").Class("hint").Text(v.Description),
			)
		}),
	)
}

// setupLearn offers game g's lesson to a player new to it; nil for a
// game without a lesson.
func setupLearn(g board.Game) app.UI {
	if g.Lesson == nil {
		return nil
	}
	id, name := g.ID(), g.Engine.Info().Name
	return app.P().Class("setup-learn").Body(
		app.Text("New to "+name+"? "),
		app.A().Class("learn-link").Href(page.Href(lessons.Path+"?game="+url.QueryEscape(id))).Text("Learn to play"),
		app.Text(": a guided first game, one rule at a time."),
	)
}
