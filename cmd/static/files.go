package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/page"
)

// readAssets reads every source asset under dir (relative slash paths to
// contents), leaving out the two wasm programs (given by their own flags)
// and compressed siblings.
func readAssets(dir string) (map[string][]byte, error) {
	assets := make(map[string][]byte)
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if rel == "app.wasm" || rel == searchWasm || strings.HasSuffix(rel, ".br") || strings.HasSuffix(rel, ".gz") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		assets[rel] = b
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("reading assets in %s: %w", dir, err)
	}
	return assets, nil
}

// addIcons renders the generated icons into assets.
func addIcons(assets map[string][]byte) error {
	for _, ic := range icons {
		b, err := ic.data()
		if err != nil {
			return err
		}
		assets[ic.name] = b
	}
	return nil
}

// addBoardStyles adds each game's board stylesheet (board.Game.Style, a
// file in the game's folder under dir) to assets as boards/<file>, and
// returns their site paths in the order of games.
func addBoardStyles(assets map[string][]byte, dir string, games []board.Game) ([]string, error) {
	var paths []string
	for _, g := range games {
		if g.Style == "" {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, g.ID(), g.Style))
		if err != nil {
			return nil, fmt.Errorf("reading the stylesheet of %s's board: %w", g.ID(), err)
		}
		assets["boards/"+g.Style] = b
		paths = append(paths, boardStylePath(g))
	}
	return paths, nil
}

// boardStylePath is the site path of g's board stylesheet, or "" if it has
// none.
func boardStylePath(g board.Game) string {
	if g.Style == "" {
		return ""
	}
	return "/web/boards/" + g.Style
}

// checkResources makes sure every file under /web/ that the handler names
// (stylesheets, scripts, icons, extra cached files) is among the assets:
// one missing file in the service worker's pre-cache list makes its
// installation fail, silently, and the site would not work offline.
func checkResources(h *app.Handler, assets map[string][]byte) error {
	named := []string{h.Icon.Default, h.Icon.Large, h.Icon.Maskable, h.Icon.SVG}
	named = append(named, h.Styles...)
	named = append(named, h.Scripts...)
	named = append(named, h.CacheableResources...)
	for _, r := range named {
		path, _, _ := strings.Cut(r, " ") // drop attributes such as "defer"
		name, ok := strings.CutPrefix(path, "/web/")
		if !ok {
			continue
		}
		if _, found := assets[name]; !found {
			return fmt.Errorf("the site names %s but the web directory has no %s", path, name)
		}
	}
	return nil
}

// checkStyleBlocks makes sure each stylesheet among the assets closes
// every block it opens: a browser closes an unclosed block at the file's
// end, so one missing "}" silently puts every rule after it inside the
// block (once, a media query for phones on their side held the link
// preview's style).
func checkStyleBlocks(assets map[string][]byte) error {
	for name, b := range assets {
		if !strings.HasSuffix(name, ".css") {
			continue
		}
		if err := styleBlocks(b); err != nil {
			return fmt.Errorf("the stylesheet %s: %w", name, err)
		}
	}
	return nil
}

// styleBlocks reports a "}" that closes no block, or a block left open,
// outside comments and strings, with its line.
func styleBlocks(css []byte) error {
	depth, line := 0, 1
	var opened []int // the line of each open block
	for i := 0; i < len(css); i++ {
		switch c := css[i]; {
		case c == '\n':
			line++
		case c == '/' && i+1 < len(css) && css[i+1] == '*':
			end := bytes.Index(css[i+2:], []byte("*/"))
			if end < 0 {
				return fmt.Errorf("line %d: a comment is never closed", line)
			}
			line += bytes.Count(css[i:i+2+end], []byte("\n"))
			i += end + 3
		case c == '"' || c == '\'':
			for i++; i < len(css) && css[i] != c && css[i] != '\n'; i++ {
				if css[i] == '\\' {
					i++
				}
			}
		case c == '{':
			depth++
			opened = append(opened, line)
		case c == '}':
			if depth == 0 {
				return fmt.Errorf("line %d: a \"}\" closes no block", line)
			}
			depth--
			opened = opened[:depth]
		}
	}
	if depth > 0 {
		return fmt.Errorf("line %d: a block is never closed", opened[depth-1])
	}
	return nil
}

// siteVersion is go-app's Handler.Version: a hash of the wasm and of every
// asset, so that any change (code, stylesheet or icon) makes the service
// worker fetch a new copy, and an unchanged build never looks like an update.
func siteVersion(wasm []byte, assets map[string][]byte) string {
	h := sha256.New()
	h.Write(wasm)
	for _, name := range slices.Sorted(maps.Keys(assets)) {
		fmt.Fprintf(h, "\x00%s\x00%d\x00", name, len(assets[name]))
		h.Write(assets[name])
	}
	return hex.EncodeToString(h.Sum(nil))[:20]
}

// resetOutput empties dir for a new site, keeping the directory itself so
// a server already serving it keeps working. It refuses to empty a directory
// that does not look like an earlier output (no app-worker.js), so a
// mistyped -out cannot wipe unrelated files.
func resetOutput(dir string) error {
	entries, err := os.ReadDir(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return fmt.Errorf("reading output directory: %w", err)
	case len(entries) == 0:
		return nil
	}
	if _, err := os.Stat(filepath.Join(dir, "app-worker.js")); err != nil {
		return fmt.Errorf("output directory %s is not empty and holds no earlier site; refusing to replace it", dir)
	}
	for _, e := range entries {
		if err := os.RemoveAll(filepath.Join(dir, e.Name())); err != nil {
			return fmt.Errorf("clearing output directory: %w", err)
		}
	}
	return nil
}

// writeAssets writes assets (relative slash paths) under dir.
func writeAssets(dir string, assets map[string][]byte) error {
	for name, b := range assets {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return fmt.Errorf("writing asset %s: %w", name, err)
		}
		if err := os.WriteFile(path, b, 0o644); err != nil {
			return fmt.Errorf("writing asset %s: %w", name, err)
		}
	}
	return nil
}

// charsetMeta opens the head of every page go-app writes.
const charsetMeta = `<meta charset="UTF-8">`

// preloadWasm puts at the start of the head of every page under dir but
// Home's (index.html, whose pre-rendered page is a first visit's loading
// screen: runAfterPaint) the page's request for app.wasm (under base), so
// that the download starts as the browser reads the head. go-app's app.js, a deferred script, asks for
// it only once the page is parsed and its stylesheets have arrived, and
// behind the stylesheets and scripts a phone's browser has six connections
// for (on 4G the join question of a link came 0.4 s later). The
// link's mode and credentials are those of app.js's plain fetch, so that the
// browser hands it the preloaded response rather than fetching it again.
func preloadWasm(dir, base string) error {
	link := `<link rel="preload" href="` + html.EscapeString(baseResolver(base).Resolve("/web/app.wasm")) + `" as="fetch" crossorigin="anonymous">`
	return filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".html" || path == filepath.Join(dir, "index.html") {
			return err
		}
		page, err := os.ReadFile(path)
		if err != nil {
			return fmt.Errorf("preloading app.wasm: %w", err)
		}
		at := bytes.Index(page, []byte(charsetMeta))
		if at < 0 || at > bytes.Index(page, []byte("</head>")) {
			return fmt.Errorf("preloading app.wasm: %s does not open its head with %s", path, charsetMeta)
		}
		at += len(charsetMeta)
		page = slices.Concat(page[:at], []byte(link), page[at:])
		if err := os.WriteFile(path, page, 0o644); err != nil {
			return fmt.Errorf("preloading app.wasm: %w", err)
		}
		return nil
	})
}

// runAfterPaint makes go-app's app.js wait for web/loading.js's
// tabulaShown (the page shown as it is) before it asks for app.wasm, and
// again before it runs it. Home's pre-rendered page is the first visit's
// loading screen: it is painted before the download begins to share the
// line with it (Lighthouse counts any request begun before the largest
// paint as holding it up), and before Go's start, one long task, holds the
// main thread (when the wasm came first, the page was first shown when the
// app drew it again). The second wait also puts the start in a task of its
// own, apart from the end of the wasm's compilation. It runs before
// pointLinkPages, whose copies of app.js keep it.
func runAfterPaint(dir string) error {
	path := filepath.Join(dir, "app.js")
	js, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("running the app after a paint: %w", err)
	}
	js, err = replaceOnce(js, "app.js", map[string]string{
		"    const go = new Go();":   "    await window.tabulaShown?.();\n    const go = new Go();",
		"    go.run(wasm.instance);": "    await window.tabulaShown?.();\n    go.run(wasm.instance);",
	})
	if err != nil {
		return err
	}
	if err := os.WriteFile(path, js, 0o644); err != nil {
		return fmt.Errorf("running the app after a paint: %w", err)
	}
	return nil
}

// homeFirst edits Home's page, index.html, so that it is painted first:
// the stylesheets of single screens (screenStyles: the boards' and the
// review's, which Home does not use) are fetched without holding its first
// paint back (media="print"), and web/loading.js applies them once it is
// painted (data-after-paint). With all seven stylesheets, the head asked for
// more than the six connections a browser opens to a host, and its first
// paint waited a round trip for the last.
func homeFirst(dir, base string, screenStyles []string) error {
	path := filepath.Join(dir, "index.html")
	page, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("painting Home first: %w", err)
	}
	resolve := baseResolver(base).Resolve
	for _, style := range screenStyles {
		tag, err := stylesheetTag(page, "index.html", resolve(style))
		if err != nil {
			return err
		}
		page = tag.ReplaceAllFunc(page, func(link []byte) []byte {
			return slices.Concat(link[:len(link)-1], []byte(` media="print" data-after-paint>`))
		})
	}
	if err := os.WriteFile(path, page, 0o644); err != nil {
		return fmt.Errorf("painting Home first: %w", err)
	}
	return nil
}

// linkBuildName is the file name of game id's link build, next to app.wasm.
func linkBuildName(id string) string { return "app-" + id + ".wasm" }

// linkBuild is a game's link build (tabula/app.RegisterLinkBuild), as the
// page of the game's links loads it.
type linkBuild struct {
	id    string
	name  string // the game's name
	size  int64  // the wasm's size, for the loading progress
	style string // the site path of the game's board stylesheet, or ""
}

// pointLinkPages points the page of each game's links (tabula/app/page.LinkPath)
// at the game's link build: the page preloads web/app-ID.wasm instead of
// app.wasm, and loads app-ID.js, a copy of go-app's app.js that fetches it,
// with its size for the loading progress, in place of app.js. Of
// screenStyles, the stylesheets of single screens (every game's board's and
// the review's), the page keeps only its game's board's: each other one held
// the link's preview back on a slow network (docs/bench/lighthouse.md). Its
// pre-rendered Home gives way to a sentence (replaceMain, linkPageSays),
// so web/loading.js never shows it without the other games' styles. It
// runs after preloadWasm; wasmSize is app.wasm's size, which app.js holds.
func pointLinkPages(dir, base string, wasmSize int64, links []linkBuild, screenStyles []string) error {
	resolve := baseResolver(base).Resolve
	appJS, err := os.ReadFile(filepath.Join(dir, "app.js"))
	if err != nil {
		return fmt.Errorf("pointing the links' pages: %w", err)
	}
	for _, lb := range links {
		wasm, script := resolve("/web/"+linkBuildName(lb.id)), "app-"+lb.id+".js"
		js, err := replaceOnce(appJS, "app.js", map[string]string{
			`"` + resolve("/web/app.wasm") + `"`:                   `"` + wasm + `"`,
			fmt.Sprintf(`goappWasmContentLength = "%d"`, wasmSize): fmt.Sprintf(`goappWasmContentLength = "%d"`, lb.size),
		})
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, script), js, 0o644); err != nil {
			return fmt.Errorf("pointing the links' pages: %w", err)
		}
		name := strings.TrimPrefix(page.LinkPath(lb.id), "/") + ".html"
		page, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return fmt.Errorf("pointing the links' pages: %w", err)
		}
		page, err = replaceOnce(page, name, map[string]string{
			`src="` + resolve("/app.js") + `"`:                                         `src="` + resolve("/"+script) + `"`,
			`rel="preload" href="` + html.EscapeString(resolve("/web/app.wasm")) + `"`: `rel="preload" href="` + html.EscapeString(wasm) + `"`,
		})
		if err != nil {
			return err
		}
		for _, style := range screenStyles {
			if style == lb.style {
				continue
			}
			if page, err = dropStylesheet(page, name, resolve(style)); err != nil {
				return err
			}
		}
		if page, err = replaceMain(page, name, linkPageSays(lb.name, resolve("/"))); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, name), page, 0o644); err != nil {
			return fmt.Errorf("pointing the links' pages: %w", err)
		}
	}
	return nil
}

// dropStylesheet takes the stylesheet at href out of page, whose link
// element, in whatever order go-app wrote its attributes, must be there
// exactly once.
func dropStylesheet(page []byte, name, href string) ([]byte, error) {
	tag, err := stylesheetTag(page, name, href)
	if err != nil {
		return nil, err
	}
	return tag.ReplaceAll(page, nil), nil
}

// stylesheetTag matches the link element of the stylesheet at href, in
// whatever order go-app wrote its attributes, which must be in page, name,
// exactly once.
func stylesheetTag(page []byte, name, href string) (*regexp.Regexp, error) {
	tag := regexp.MustCompile(`<link\b[^>]*\shref="` + regexp.QuoteMeta(html.EscapeString(href)) + `"[^>]*>`)
	if n := len(tag.FindAllIndex(page, -1)); n != 1 {
		return nil, fmt.Errorf("editing %s: it links the stylesheet %s %d times, not once", name, href, n)
	}
	return tag, nil
}

// preRenderedMain is the main element of a page go-app pre-rendered.
var preRenderedMain = regexp.MustCompile(`(?s)(<main\b[^>]*>).*?(</main>)`)

// replaceMain puts content (HTML) in place of the pre-rendered Home in the
// page of a game's links. Its loading screen covers it until the app draws
// the link's question, and laid out under the screen, four tiles and their
// emblems held the preview's first paint back by about a tenth of a second
// on a phone. Without the app (a crawler, ?wasm=false) content is what the
// page shows.
func replaceMain(page []byte, name, content string) ([]byte, error) {
	if n := len(preRenderedMain.FindAllIndex(page, -1)); n != 1 {
		return nil, fmt.Errorf("pointing the links' pages: %s holds %d main elements, not one", name, n)
	}
	return preRenderedMain.ReplaceAllFunc(page, func(main []byte) []byte {
		m := preRenderedMain.FindSubmatch(main)
		return slices.Concat(m[1], []byte(content), m[2])
	}), nil
}

// linkPageSays is what the page of game's links shows without the app: what
// it is for, and the way to Tabula's Home (home, its URL).
func linkPageSays(game, home string) string {
	return `<p>This page opens a game of ` + html.EscapeString(game) + ` shared by link, once Tabula has started ` +
		`in this browser: it needs JavaScript and WebAssembly.</p><p><a href="` + html.EscapeString(home) + `">Tabula's games</a></p>`
}

// replaceOnce replaces each key of edits in b with its value, each key
// found exactly once (a go-app that wrote its files otherwise is an error,
// not a page that quietly loads the whole app).
func replaceOnce(b []byte, name string, edits map[string]string) ([]byte, error) {
	for old, repl := range edits {
		if n := bytes.Count(b, []byte(old)); n != 1 {
			return nil, fmt.Errorf("editing go-app's files: %s holds %q %d times, not once", name, old, n)
		}
		b = bytes.Replace(b, []byte(old), []byte(repl), 1)
	}
	return b, nil
}

// fixManifest sets the manifest's scope, start URL and id to the base path
// and gives every icon a purpose. go-app always writes scope "/", which under
// a sub-path would claim the whole origin, and an empty purpose, which
// browsers reject.
func fixManifest(path, base string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("reading manifest: %w", err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return fmt.Errorf("decoding manifest: %w", err)
	}
	m["scope"] = base
	m["start_url"] = base
	m["id"] = base
	if icons, ok := m["icons"].([]any); ok {
		for _, ic := range icons {
			if ic, ok := ic.(map[string]any); ok && ic["purpose"] == "" {
				ic["purpose"] = "any"
			}
		}
	}
	out, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return fmt.Errorf("encoding manifest: %w", err)
	}
	if err := os.WriteFile(path, out, 0o644); err != nil {
		return fmt.Errorf("writing manifest: %w", err)
	}
	return nil
}
