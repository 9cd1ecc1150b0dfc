package solo

import (
	"fmt"
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	em "tabula/engines/emara"
)

// The app's paths this package links to: its own solo records, and the
// new-game form (with "?game=emara&solo=…").
const (
	pathEmaraSolo = "/emara-solo"
	pathNew       = "/new"
)

// emaraSheetStarts are the starts the rulebook's score sheet lists for
// Beat the Highscore (40 easy … 15 difficult); the table shows them even
// before a game was played from them.
var emaraSheetStarts = []int{40, 35, 30, 25, 20, 15}

// Page is the screen of the solo records: the highscore from each
// Building start, the Campaign's next start, its highscore and its games.
func Page() board.Page {
	return board.Page{Path: pathEmaraSolo, Title: "Crown of Emara: solo records", Content: soloRecords}
}

// soloRecords draws the solo records kept in kv.
func soloRecords(kv board.Storage) app.UI {
	r, err := loadEmaraSolo(kv)
	problem := ""
	if err != nil {
		problem = emaraSoloStorageMessage(err)
	}
	return app.Div().Class("em-solo-records").Body(
		board.Notice("error", problem),
		app.P().Text("Play alone against Victoria, who collects Citizen Points only. Your results are recorded here when a solo game ends."),
		app.Section().Class("em-records").Aria("labelledby", "em-hs-title").Body(
			app.H2().ID("em-hs-title").Text("Beat the Highscore"),
			app.P().Class("hint").Text("Your best final score from each Building start; the higher track breaks ties. Victoria's score does not matter here."),
			emaraHighscoreTable(r, false),
			app.If(slices.ContainsFunc(r.Highscores, func(h emaraHighscore) bool { return h.Full }), func() app.UI {
				return app.Div().Body(
					app.H3().Text("With Full Selection"),
					emaraHighscoreTable(r, true),
				)
			}),
			app.A().Class("button", "primary").Href(board.Href(pathNew+"?game="+em.ID+"&solo="+soloHighscore)).Text("Play for a highscore"),
		),
		app.Section().Class("em-records").Aria("labelledby", "em-camp-title").Body(
			app.H2().ID("em-camp-title").Text("Campaign"),
			campaignSummary(r, false),
			emaraCampaignTable(r, false),
			app.If(slices.ContainsFunc(r.Campaign, func(g emaraCampaignGame) bool { return g.Full }), func() app.UI {
				return app.Div().Body(
					app.H3().Text("With Full Selection"),
					campaignSummary(r, true),
					emaraCampaignTable(r, true),
				)
			}),
			app.A().Class("button", "primary").Href(board.Href(pathNew+"?game="+em.ID+"&solo="+soloCampaign)).
				Textf("Play the next Campaign game (start %d)", r.campaignStart(false)),
		),
	)
}

// campaignSummary says where the Campaign (of Full Selection games when
// full) stands.
func campaignSummary(r emaraSolo, full bool) app.UI {
	best, ok := r.campaignBest(full)
	text := fmt.Sprintf("The next Campaign game starts on %d.", r.campaignStart(full))
	if ok {
		text += fmt.Sprintf(" Campaign highscore: Victoria beaten from %d, with %d points.", best.Start, best.Score)
	} else {
		text += " Victoria has not been beaten yet."
	}
	return app.P().Class("em-campaign-now").Text(text)
}

// emaraHighscoreTable lists the highscores (of Full Selection games when
// full), with the score sheet's starts always shown.
func emaraHighscoreTable(r emaraSolo, full bool) app.UI {
	starts := []int{}
	if !full {
		starts = slices.Clone(emaraSheetStarts)
	}
	for _, h := range r.Highscores {
		if h.Full == full && !slices.Contains(starts, h.Start) {
			starts = append(starts, h.Start)
		}
	}
	slices.SortFunc(starts, func(a, b int) int { return b - a })
	caption := "Highscores by Building start"
	if full {
		caption += ", Full Selection"
	}
	return app.Table().Class("em-table").Body(
		app.Caption().Class("visually-hidden").Text(caption),
		app.THead().Body(app.Tr().Body(
			app.Th().Scope("col").Text("Building start"),
			app.Th().Scope("col").Text("Score (tie-breaker)"),
			app.Th().Scope("col").Text("Name"),
			app.Th().Scope("col").Text("Date"),
		)),
		app.TBody().Body(app.Range(starts).Slice(func(i int) app.UI {
			h, ok := r.highscore(starts[i], full)
			if !ok {
				return app.Tr().Body(app.Th().Scope("row").Text(starts[i]), app.Td().Text("—"), app.Td(), app.Td())
			}
			return app.Tr().Body(
				app.Th().Scope("row").Text(h.Start),
				app.Td().Textf("%d (%d)", h.Score, h.Higher),
				app.Td().Text(h.Name),
				app.Td().Text(emaraDate(h.When)),
			)
		})),
	)
}

// emaraCampaignTable lists the Campaign's games (of Full Selection games
// when full), first first.
func emaraCampaignTable(r emaraSolo, full bool) app.UI {
	games := slices.DeleteFunc(slices.Clone(r.Campaign), func(g emaraCampaignGame) bool { return g.Full != full })
	if len(games) == 0 {
		return app.P().Class("hint").Textf("No Campaign game yet: the first starts on %d.", em.CampaignFirstStart)
	}
	caption := "Campaign games"
	if full {
		caption += ", Full Selection"
	}
	return app.Table().Class("em-table").Body(
		app.Caption().Class("visually-hidden").Text(caption),
		app.THead().Body(app.Tr().Body(
			app.Th().Scope("col").Text("Game"),
			app.Th().Scope("col").Text("Building start"),
			app.Th().Scope("col").Text("Your score"),
			app.Th().Scope("col").Text("Victoria"),
			app.Th().Scope("col").Text("Result"),
			app.Th().Scope("col").Text("Name"),
		)),
		app.TBody().Body(app.Range(games).Slice(func(i int) app.UI {
			g := games[i]
			result := "lost (+2)"
			if g.Won {
				result = "won (−5)"
			}
			return app.Tr().Body(
				app.Th().Scope("row").Text(i+1),
				app.Td().Text(g.Start),
				app.Td().Text(g.Score),
				app.Td().Text(g.Victoria),
				app.Td().Text(result),
				app.Td().Text(g.Name),
			)
		})),
	)
}

// emaraDate is a record's date, e.g. "2026-11-21".
func emaraDate(ms int64) string {
	if ms <= 0 {
		return ""
	}
	return time.UnixMilli(ms).UTC().Format("2006-01-02")
}
