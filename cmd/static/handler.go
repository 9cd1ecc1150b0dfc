package main

import (
	_ "embed"
	"fmt"
	"html"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/page"
)

// workerTemplate is the service worker. go-app fills in {{.Version}} and
// {{.ResourcesToCache}}; see worker.js for why it replaces go-app's own.
//
//go:embed worker.js
var workerTemplate string

// Colours of the page before the stylesheet loads and of the browser chrome.
const (
	themeColour      = "#1b4d5c"
	backgroundColour = "#f6f1e7"
)

// The icon files, as go-app resource paths (resolved under the base path).
const (
	iconDefault  = "/web/icon-192.png"
	iconLarge    = "/web/icon-512.png"
	iconMaskable = "/web/icon-maskable.png"
	iconVector   = "/web/icon.svg"
	styleSheet   = "/web/tabula.css"
	reviewStyle  = "/web/review.css"       // the review of a game (app/review*.go)
	urlGuard     = "/web/url-guard.js"     // see web/url-guard.js
	loadingJS    = "/web/loading.js"       // a link's preview while app.wasm loads, the service worker after it: see web/loading.js
	tableScript  = "/web/table.js"         // the board's view, and what the table's scripts share: see web/table.js
	thumbScript  = "/web/thumb.js"         // the thumb's choices, the tabs, taps and long presses: see web/thumb.js
	slideScript  = "/web/slides.js"        // pieces sliding where a move put them: see web/slides.js
	keysScript   = "/web/keyboard.js"      // the table by keyboard and screen reader: see web/keyboard.js
	searchScript = "/web/search-worker.js" // the computer players' search worker, loaded by the app on demand
	liveScript   = "/web/live.js"          // live play's WebRTC connection: see web/live.js
)

// searchWasm is the search worker's wasm (cmd/searchworker), under /web/.
const searchWasm = "search.wasm"

// normalizeBase turns a -base value into the form "/" or "/a/b/".
func normalizeBase(base string) (string, error) {
	trimmed := strings.Trim(base, "/")
	if trimmed == "" {
		return "/", nil
	}
	for seg := range strings.SplitSeq(trimmed, "/") {
		if seg == "" || seg == "." || seg == ".." || strings.ContainsAny(seg, "?#\\ \"'<>") {
			return "", fmt.Errorf("base path %q: bad segment %q", base, seg)
		}
	}
	return "/" + trimmed + "/", nil
}

// baseResolver resolves go-app resource paths under a base path such as
// "/tabula/". Unlike app.PrefixedLocation it maps the root to "/tabula/"
// (with the slash, so the root lies inside the service worker's scope) and
// leaves paths that already carry the base alone, because the app itself
// builds its links with the base (from GOAPP_ROOT_PREFIX).
type baseResolver string

// Resolve returns the URL of location under the base path. Remote URLs,
// fragments and queries are returned unchanged.
func (b baseResolver) Resolve(location string) string {
	base := string(b)
	switch {
	case location == "" || location == "/":
		return base
	case strings.HasPrefix(location, "//") || strings.Contains(location, "://"):
		return location
	case base != "/" && (strings.HasPrefix(location, base) || location+"/" == base):
		return location
	case strings.HasPrefix(location, "/"):
		return base + location[1:]
	case location == "web" || strings.HasPrefix(location, "web/"):
		return base + location
	default:
		return location
	}
}

// gamesMeta is the page's list of the games, "id:Name|id:Name…", from
// which web/loading.js names the game of a link before the app has loaded.
func gamesMeta(games []board.Game) string {
	parts := make([]string, len(games))
	for i, g := range games {
		parts[i] = g.ID() + ":" + g.Engine.Info().Name
	}
	return `<meta name="tabula-games" content="` + html.EscapeString(strings.Join(parts, "|")) + `">`
}

// newHandler describes the Tabula web app to go-app; boardStyles are the
// boards' stylesheets (addBoardStyles), games the boards in Home's order.
func newHandler(base, version string, wasmSize int64, boardStyles []string, games []board.Game) *app.Handler {
	names := make([]string, len(games))
	for i, g := range games {
		names[i] = g.Engine.Info().Name
	}
	return &app.Handler{
		Name:            "Tabula",
		ShortName:       "Tabula",
		Title:           page.SiteTitle,
		Description:     andList(names) + ": Medieval, with rules enforced, computer opponents, offline play and shareable saved games.",
		Lang:            "en",
		Author:          "The Tabula authors",
		Keywords:        append([]string{"board game"}, names...),
		BackgroundColor: backgroundColour,
		ThemeColor:      themeColour,
		LoadingLabel:    "Loading Tabula… {progress}%",
		Icon: app.Icon{
			Default:  iconDefault,
			Large:    iconLarge,
			Maskable: iconMaskable,
			SVG:      iconVector,
		},
		Styles: append([]string{styleSheet, reviewStyle}, boardStyles...),
		// url-guard.js and loading.js run before go-app's app.js (deferred).
		Scripts: []string{urlGuard, loadingJS, tableScript + " defer", thumbScript + " defer", slideScript + " defer", keysScript + " defer", liveScript + " defer"},
		// The search worker is started only on the first computer move or
		// hint, but pre-cached with the rest, so that it runs offline.
		// Its script loads /wasm_exec.js, which go-app caches itself.
		CacheableResources: []string{iconVector, searchScript, "/web/" + searchWasm},
		RawHeaders: []string{
			`<meta name="color-scheme" content="light dark">`,
			`<meta name="apple-mobile-web-app-capable" content="yes">`,
			`<meta name="apple-mobile-web-app-title" content="Tabula">`,
			gamesMeta(games),
		},
		Resources:             baseResolver(base),
		StartURL:              "/",
		Version:               version,
		WasmContentLength:     fmt.Sprint(wasmSize),
		ServiceWorkerTemplate: workerTemplate,
	}
}

// andList joins names as a sentence lists them: "A", "A and B", "A, B and
// C".
func andList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
