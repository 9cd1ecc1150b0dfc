package app

import (
	"cmp"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/page"
	"tabula/app/session"
	"tabula/app/settings"
	"tabula/app/storage"
	"tabula/engines/save"
)

// savedPage lists the saved games: resume, delete, share, export, import.
type savedPage struct {
	app.Compo
	screen
	// all are the games listed so far, entries those drawn: the first
	// limit of them.
	all, entries []storage.Entry
	limit        int
	// listing is the games still being listed (nil once all are): a few
	// at a time, a browser task each. starting is set from reload until the
	// listing's first task reads the index.
	listing  *storage.Listing
	starting bool
	listGen  int // the listing's number, so that a replaced one stops
	shownAt  time.Time
	confirm  string // ID of the game whose deletion awaits confirmation
	linkFor  string // ID of the game whose share link is shown
	link     string
	status   string
	failure  string
}

// OnMount reads the settings and the saved games.
func (p *savedPage) OnMount(ctx app.Context) {
	p.Settings = settings.Load(ctx.LocalStorage())
	p.reload(ctx)
	p.FocusMain(ctx)
}

// OnDismount stops a listing under way.
func (p *savedPage) OnDismount() {
	p.listGen++
	p.listing, p.starting = nil, false
}

// listSlice is the longest the page lists games in one browser task, and
// listShow how often it says how many are left meanwhile. listPage is how
// many games it draws at first, and how many more "Show more" adds: every
// drawing compares every game drawn, which for 500 games took 100–150 ms
// of CPU on a loaded machine, and for 50 up to 121 ms.
const (
	listSlice = 20 * time.Millisecond
	listShow  = 500 * time.Millisecond
	listPage  = 25
)

// reload lists the saved games anew, each checked to open (storage.Store.Listing),
// a slice at a time: listing hundreds of long games took seconds. Drawing
// the page, reading the index and the first slice are browser tasks of
// their own: with 500 long games stored, the three in one task took 100–140
// ms of CPU on a slow machine.
func (p *savedPage) reload(ctx app.Context) {
	p.listGen++
	gen, st := p.listGen, p.Stored(ctx.LocalStorage())
	p.listing, p.starting = nil, true
	p.all, p.entries, p.shownAt = nil, nil, time.Time{}
	p.limit = max(p.limit, listPage)
	page.AfterBrowser(ctx, 0, func(ctx app.Context) {
		if gen != p.listGen {
			return
		}
		p.listing, p.starting = st.Listing(), false
		page.AfterBrowser(ctx, 0, func(ctx app.Context) { p.listMore(ctx, gen) })
	})
}

// listMore lists a slice of games and goes on in a browser task of its
// own until every game is listed. It redraws when the games drawn change,
// when every game is listed, or listShow after its last drawing.
func (p *savedPage) listMore(ctx app.Context, gen int) {
	if gen != p.listGen || p.listing == nil {
		return
	}
	done := p.listing.Next(listSlice)
	p.all = p.listing.Entries()
	if done {
		p.listing = nil
	}
	if drawn := p.all[:min(len(p.all), p.limit)]; done || time.Since(p.shownAt) >= listShow ||
		!slices.EqualFunc(drawn, p.entries, storage.SameEntry) {
		p.entries, p.shownAt = slices.Clone(drawn), time.Now()
	} else {
		ctx.PreventUpdate()
	}
	if !done {
		page.AfterBrowser(ctx, 0, func(ctx app.Context) { p.listMore(ctx, gen) })
	}
}

// showMore draws listPage more games.
func (p *savedPage) showMore(ctx app.Context, e app.Event) {
	p.limit += listPage
	p.entries = slices.Clone(p.all[:min(len(p.all), p.limit)])
}

// say sets the status line (failure empty) or the failure line.
func (p *savedPage) say(status, failure string) { p.status, p.failure = status, failure }

// remove deletes a game after confirmation.
func (p *savedPage) remove(ctx app.Context, id string) {
	p.Stored(ctx.LocalStorage()).Remove(id)
	p.confirm = ""
	if p.linkFor == id {
		p.linkFor, p.link = "", ""
	}
	p.all = slices.DeleteFunc(p.all, func(e storage.Entry) bool { return e.ID == id })
	p.entries = slices.Clone(p.all[:min(len(p.all), p.limit)])
	if p.listing != nil {
		p.listing.Drop(id)
	}
	p.say("The game was deleted.", "")
}

// share shows a game's link and copies it to the clipboard.
func (p *savedPage) share(ctx app.Context, id string) {
	s, err := p.Stored(ctx.LocalStorage()).Load(id)
	if err != nil {
		p.say("", save.Message(err))
		return
	}
	link, err := page.ShareURL(page.Origin(), s)
	if err != nil {
		p.say("", save.Message(err))
		return
	}
	p.linkFor, p.link = id, link
	page.CopyText(ctx, link, func(ctx app.Context, ok bool) {
		if ok {
			p.say("The link was copied. Anyone who opens it gets their own copy of this game.", "")
			return
		}
		p.say("Copy the link below to share this game.", "")
	})
}

// export offers a game as a file.
func (p *savedPage) export(ctx app.Context, id string) {
	s, err := p.Stored(ctx.LocalStorage()).Load(id)
	if err != nil {
		p.say("", save.Message(err))
		return
	}
	data, err := save.Encode(s)
	if err != nil {
		p.say("", save.Message(err))
		return
	}
	page.Download(ctx, exportName(s), fileMIME, data)
	p.say("The game was exported as "+exportName(s)+".", "")
}

// exportData offers what is stored for a game that cannot be opened as a
// file, so that deleting it loses nothing the player wants to keep.
func (p *savedPage) exportData(ctx app.Context, e storage.Entry) {
	data, isSave, ok := p.Stored(ctx.LocalStorage()).Data(e.ID)
	if !ok {
		data = []byte(page.StoredItem(storage.SavePrefix + e.ID))
	}
	name := dataName(e, isSave)
	page.Download(ctx, name, fileMIME, data)
	p.say("Its data was exported as "+name+".", "")
}

// dataName is the file name of a game's exported data: a .tabula file when
// it holds the bytes of a save (damaged or not), else a text file.
func dataName(e storage.Entry, isSave bool) string {
	game := e.Game
	if game == "" {
		game = "damaged"
	}
	if !isSave {
		return "tabula-damaged-" + e.ID + ".txt"
	}
	return "tabula-" + game + "-" + e.ID + fileExtension
}

// importFile adds the game in a chosen file to the saved games.
func (p *savedPage) importFile(ctx app.Context, e app.Event) {
	page.ReadFile(ctx, save.MaxSaveBytes, func(ctx app.Context, data []byte, tooBig, ok bool) {
		switch {
		case tooBig:
			p.say("", "This file is too large to be a Tabula saved game. Your saved games were not changed.")
			return
		case !ok:
			p.say("", "The file could not be read. Your saved games were not changed.")
			return
		}
		c, err := session.ParseFile(p.Games, data)
		if err != nil {
			p.say("", save.Message(err)+" Your saved games were not changed.")
			return
		}
		if _, err := session.Adopt(p.Stored(ctx.LocalStorage()), c, page.NowMillis()); err != nil {
			p.say("", page.StorageMessage(err))
			return
		}
		p.reload(ctx)
		p.say("The game of "+c.Game.Info().Name+" was imported.", "")
	})
}

// Render draws the list.
func (p *savedPage) Render() app.UI {
	return page.Layout(p.Settings, page.PathSaved, "Saved games",
		app.Div().Class("actions").Body(
			app.Label().Class("button", "file-button").For("import").Text("Import a game from a file…"),
			app.Input().ID("import").Class("visually-hidden").Type("file").
				Accept(fileExtension+","+fileMIME+",application/octet-stream").OnChange(p.importFile),
		),
		// What comes and goes stays inside one element: go-app matches
		// children by position, and a message appearing before the list
		// would make it rebuild every game's entry.
		app.Div().Class("saved-messages").Body(
			page.Notice("status", p.status),
			page.Notice("error", p.failure),
			app.If(p.starting, func() app.UI {
				return app.P().Class("listing").Text("Checking the saved games…")
			}).ElseIf(p.listing != nil, func() app.UI {
				return app.P().Class("listing").Text("Checking the saved games… " + strconv.Itoa(p.listing.Left()) + " left.")
			}),
			app.If(len(p.entries) == 0 && p.listing == nil && !p.starting, func() app.UI {
				return app.P().Class("empty").Body(
					app.Text("No saved games yet. "),
					app.A().Href(page.Href(page.PathHome)).Text("Start a game"),
					app.Text(" — it is saved after every move."),
				)
			}),
		),
		app.Ul().Class("saves").Body(
			p.renderEntries()...,
		),
		app.If(len(p.all) > len(p.entries), func() app.UI {
			return app.Button().Class("button", "show-more").Text(fmt.Sprintf("Show more saved games (%d more)", len(p.all)-len(p.entries))).
				OnClick(p.showMore)
		}),
	)
}

// byFork groups saved games for the list: the games of their own, and the
// forks of each (entry.Fork) in the order given. A game comes where the
// latest played of it and its forks would in the order given. A fork of a
// game that is not listed is a game of its own.
func byFork(entries []storage.Entry) (games []storage.Entry, forks map[string][]storage.Entry) {
	parent := make(map[string]string, len(entries))
	first := make(map[string]int, len(entries)) // where each group comes: its first member
	for i, e := range entries {
		parent[e.ID], first[e.ID] = e.Fork, i
	}
	// root is the listed game of its own that id forked from, "" for one
	// of its own (a fork of a fork goes under the first game).
	root := func(id string) string {
		r, at := "", id
		for range entries {
			p := parent[at]
			if _, listed := parent[p]; p == "" || !listed {
				break
			}
			if p == id {
				return "" // a loop of forks (storage edited): each is a game of its own
			}
			r, at = p, p
		}
		return r
	}
	for i, e := range entries {
		if r := root(e.ID); r != "" && r != e.ID {
			if forks == nil {
				forks = map[string][]storage.Entry{}
			}
			forks[r] = append(forks[r], e)
			first[r] = min(first[r], i)
			continue
		}
		games = append(games, e)
	}
	slices.SortStableFunc(games, func(a, b storage.Entry) int { return cmp.Compare(first[a.ID], first[b.ID]) })
	return games, forks
}

// renderEntries lists the saved games, each game's forks under it. It is
// drawn from the index entries alone.
func (p *savedPage) renderEntries() []app.UI {
	games, forks := byFork(p.entries)
	out := make([]app.UI, len(games))
	for i, e := range games {
		var under app.UI
		if fs := forks[e.ID]; len(fs) > 0 {
			under = app.Div().Class("save-fork-group").Body(
				app.P().Class("save-forks-title").Text(forksTitle(len(fs))),
				app.Ul().Class("save-forks").Body(
					app.Range(fs).Slice(func(k int) app.UI { return p.renderEntry(fs[k], nil) }),
				),
			)
		}
		out[i] = p.renderEntry(e, under)
	}
	return out
}

// forksTitle introduces the forks of a game in the list.
func forksTitle(n int) string {
	if n == 1 {
		return "From a link that went another way:"
	}
	return fmt.Sprintf("From %d links that went another way:", n)
}

// renderEntry is one saved game with its actions, and under it what is
// given (its forks). A game that cannot be opened says why and offers its
// data for export instead of Resume. Every
// handler is scoped by the game's ID: go-app keeps a mounted handler whose
// code is unchanged, so after a deletion moved the list up, an unscoped
// button would act on the game that was deleted.
func (p *savedPage) renderEntry(e storage.Entry, under app.UI) app.UI {
	id := e.ID
	titleID := "save-" + id
	_, playable := p.Games.Lookup(e.Game)
	title := p.Games.Name(e.Game)
	if e.Game == "" {
		title = "A saved game that cannot be read"
	}
	var body []app.UI
	if e.Problem != "" {
		body = []app.UI{
			app.H2().ID(titleID).Text(title),
			app.If(len(e.Seats) > 0, func() app.UI { return app.P().Class("save-seats").Body(page.NameList(e.Seats)...) }),
			app.P().Class("save-problem").Text("This game cannot be opened. " + e.Problem),
			app.If(e.Detail != "", func() app.UI { return app.P().Class("save-detail").Text("Details: " + e.Detail) }),
			app.Div().Class("actions").Body(
				app.Button().Class("button").Text("Export its data").Aria("describedby", titleID).
					OnClick(func(ctx app.Context, ev app.Event) { p.exportData(ctx, e) }, app.EventScope(id)),
				p.deleteButton(id, titleID),
			),
		}
	} else {
		state := e.Progress
		if e.Finished {
			state = "Finished · " + e.Progress
		}
		body = []app.UI{
			app.H2().ID(titleID).Text(title),
			app.P().Class("save-seats").Body(page.NameList(e.Seats)...),
			app.P().Class("save-progress").Text(state),
			app.P().Class("save-time").Body(
				app.Text("Last played "),
				app.Time().DateTime(time.UnixMilli(e.Updated).UTC().Format(time.RFC3339)).
					Text(time.UnixMilli(e.Updated).Local().Format("2 January 2006, 15:04")),
			),
			app.Div().Class("actions").Body(
				app.If(playable, func() app.UI {
					label := "Resume"
					if e.Finished {
						label = "View"
					}
					return app.A().Class("button", "primary").Href(page.Href(page.PathPlay+"?id="+url.QueryEscape(id))).
						Aria("describedby", titleID).Text(label)
				}),
				app.If(playable, func() app.UI {
					return app.A().Class("button", "review-link").Href(page.ReviewHref(id, -1)).Aria("describedby", titleID).Text("Review")
				}),
				app.Button().Class("button").Text("Share link").Aria("describedby", titleID).
					OnClick(func(ctx app.Context, ev app.Event) { p.share(ctx, id) }, app.EventScope(id)),
				app.Button().Class("button").Text("Export").Aria("describedby", titleID).
					OnClick(func(ctx app.Context, ev app.Event) { p.export(ctx, id) }, app.EventScope(id)),
				p.deleteButton(id, titleID),
			),
		}
	}
	class := []string{"save"}
	if e.Problem != "" {
		class = append(class, "save-damaged")
	}
	return app.Li().Class(class...).Aria("labelledby", titleID).Body(append(body,
		app.If(p.confirm == id, func() app.UI {
			return app.Div().Class("confirm").Role("alertdialog").Aria("labelledby", titleID+"-confirm").Body(
				app.P().ID(titleID+"-confirm").Text("Delete this game for good? This cannot be undone."),
				app.Button().ID(titleID+"-yes").Class("button", "danger").Text("Delete").
					OnClick(func(ctx app.Context, ev app.Event) { p.remove(ctx, id) }, app.EventScope(id)),
				app.Button().Class("button").Text("Keep it").
					OnClick(func(ctx app.Context, ev app.Event) {
						p.confirm = ""
						ctx.Defer(func(app.Context) { page.FocusID(titleID + "-delete") })
					}, app.EventScope(id)),
			)
		}),
		app.If(p.linkFor == id, func() app.UI {
			return app.Div().Class("field", "share-link").Body(
				app.Label().For(titleID+"-link").Text("Share link"),
				app.Input().ID(titleID+"-link").Type("url").ReadOnly(true).Value(p.link).
					OnFocus(func(ctx app.Context, ev app.Event) { ctx.JSSrc().Call("select") }),
			)
		}),
		under,
	)...)
}

// deleteButton asks to confirm the deletion of a game.
func (p *savedPage) deleteButton(id, titleID string) app.UI {
	return app.Button().ID(titleID+"-delete").Class("button", "danger").Text("Delete").Aria("describedby", titleID).
		OnClick(func(ctx app.Context, ev app.Event) {
			p.confirm = id
			ctx.Defer(func(app.Context) { page.FocusID(titleID + "-yes") })
		}, app.EventScope(id))
}
