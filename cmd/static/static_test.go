package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"

	"tabula/app"
	"tabula/app/boards"
	"tabula/app/page"
)

func TestMain(m *testing.M) {
	app.Register(boards.All())
	os.Exit(m.Run())
}

func TestNormalizeBase(t *testing.T) {
	for in, want := range map[string]string{
		"": "/", "/": "/", "tabula": "/tabula/", "/tabula": "/tabula/", "/tabula/": "/tabula/", "/a/b/": "/a/b/",
	} {
		if got, err := normalizeBase(in); err != nil || got != want {
			t.Errorf("normalizeBase(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"/a//b/", "/../x/", "/a b/", "/x?y/", "/./"} {
		if _, err := normalizeBase(bad); err == nil {
			t.Errorf("normalizeBase(%q) accepted", bad)
		}
	}
}

func TestBaseResolver(t *testing.T) {
	tests := []struct {
		base, in, want string
	}{
		{"/", "/", "/"},
		{"/", "/web/app.wasm", "/web/app.wasm"},
		{"/", "/app.js", "/app.js"},
		{"/tabula/", "/", "/tabula/"},
		{"/tabula/", "", "/tabula/"},
		{"/tabula/", "/web/app.wasm", "/tabula/web/app.wasm"},
		{"/tabula/", "web/icon.svg", "/tabula/web/icon.svg"},
		{"/tabula/", "/manifest.webmanifest", "/tabula/manifest.webmanifest"},
		{"/tabula/", "/tabula/saved", "/tabula/saved"}, // the app's own links carry the base already
		{"/tabula/", "/tabula", "/tabula"},
		{"/tabula/", "#main", "#main"},
		{"/tabula/", "https://example.org/x", "https://example.org/x"},
		{"/tabula/", "//cdn.example.org/x", "//cdn.example.org/x"},
	}
	for _, tt := range tests {
		if got := baseResolver(tt.base).Resolve(tt.in); got != tt.want {
			t.Errorf("base %s: Resolve(%q) = %q, want %q", tt.base, tt.in, got, tt.want)
		}
	}
}

func TestIcons(t *testing.T) {
	for _, tt := range []struct {
		size     int
		maskable bool
	}{{192, false}, {512, false}, {512, true}} {
		b, err := iconPNG(tt.size, tt.maskable)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		if got := img.Bounds().Dx(); got != tt.size || img.Bounds().Dy() != tt.size {
			t.Fatalf("icon is %v, want %d px", img.Bounds(), tt.size)
		}
		_, _, _, cornerA := img.At(0, 0).RGBA()
		if tt.maskable != (cornerA == 0xffff) {
			t.Errorf("%d px maskable=%t: corner alpha %#x", tt.size, tt.maskable, cornerA)
		}
		// The crown's band is gold, the field around it teal.
		r, g, _, _ := img.At(tt.size*160/512, tt.size*340/512).RGBA()
		if r>>8 < 0xd0 || g>>8 < 0xa0 {
			t.Errorf("%d px: no gold at the crown's band", tt.size)
		}
		r, _, _, _ = img.At(tt.size/2, tt.size*60/512).RGBA()
		if r>>8 > 0x40 {
			t.Errorf("%d px: the field above the crown is not teal", tt.size)
		}
	}
	if err := xml.Unmarshal(iconSVG(), new(struct{})); err != nil {
		t.Fatalf("icon.svg is not XML: %v", err)
	}
}

func TestCrownFitsTheMaskableSafeZone(t *testing.T) {
	const r = 0.4 * iconUnits
	for _, s := range crown {
		pts := s.polygon
		if s.r > 0 {
			pts = [][2]float64{{s.cx - s.r, s.cy}, {s.cx + s.r, s.cy}, {s.cx, s.cy - s.r}, {s.cx, s.cy + s.r}}
		}
		for _, p := range pts {
			dx, dy := p[0]-iconUnits/2, p[1]-iconUnits/2
			if dx*dx+dy*dy > r*r {
				t.Errorf("point %v lies outside the safe zone", p)
			}
		}
	}
}

func decodeBrotli(t *testing.T, b []byte) []byte {
	t.Helper()
	out, err := io.ReadAll(brotli.NewReader(bytes.NewReader(b)))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func decodeGzip(t *testing.T, b []byte) []byte {
	t.Helper()
	r, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestPrecompress(t *testing.T) {
	big := []byte(strings.Repeat("body { color: red; }\n", 200))
	// fast (a test's site) compresses as well, and leaves the cache alone.
	for _, fast := range []bool{false, true} {
		t.Run(fmt.Sprintf("fast=%v", fast), func(t *testing.T) {
			dir := t.TempDir()
			files := map[string][]byte{
				"a.css":        big,
				"web/app.wasm": big,
				"small.js":     []byte("x()"),
				"icon.png":     big,
			}
			if err := writeAssets(dir, files); err != nil {
				t.Fatal(err)
			}
			cache := filepath.Join(t.TempDir(), "app.wasm.br")
			if err := precompress(dir, map[string]string{"web/app.wasm": cache}, fast); err != nil {
				t.Fatal(err)
			}
			for _, name := range []string{"a.css", "web/app.wasm"} {
				br, err := os.ReadFile(filepath.Join(dir, name+".br"))
				if err != nil {
					t.Fatal(err)
				}
				gz, err := os.ReadFile(filepath.Join(dir, name+".gz"))
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(decodeBrotli(t, br), big) || !bytes.Equal(decodeGzip(t, gz), big) {
					t.Errorf("%s: compressed siblings do not decode to the original", name)
				}
			}
			for _, name := range []string{"small.js.br", "small.js.gz", "icon.png.br", "icon.png.gz"} {
				if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
					t.Errorf("%s should not exist", name)
				}
			}
			cached, err := os.ReadFile(cache)
			switch {
			case fast && err == nil:
				t.Error("a fast compression wrote the brotli cache")
			case !fast && (err != nil || !bytes.Equal(decodeBrotli(t, cached), big)):
				t.Errorf("the brotli cache was not written: %v", err)
			}
		})
	}
}

func TestCachedBrotliReusesOnlyAMatchingCache(t *testing.T) {
	cache := filepath.Join(t.TempDir(), "x.br")
	first, err := cachedBrotli([]byte("first version of the file"), cache)
	if err != nil {
		t.Fatal(err)
	}
	// A cache file that decodes to the same input is reused as is.
	marker := append([]byte(nil), first...)
	if again, err := cachedBrotli([]byte("first version of the file"), cache); err != nil || !bytes.Equal(again, marker) {
		t.Fatalf("cache not reused: %v", err)
	}
	second, err := cachedBrotli([]byte("second version"), cache)
	if err != nil {
		t.Fatal(err)
	}
	if string(decodeBrotli(t, second)) != "second version" {
		t.Fatal("a stale cache was used")
	}
}

func TestResetOutputRefusesForeignDirectories(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "thesis.tex"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := resetOutput(dir); err == nil {
		t.Fatal("a directory with other files was emptied")
	}
	if _, err := os.Stat(filepath.Join(dir, "thesis.tex")); err != nil {
		t.Fatal("a foreign file was deleted")
	}
}

// generated builds a site from the real web assets and a fake wasm into a
// temporary directory and returns it.
func generated(t *testing.T, base string) string {
	t.Helper()
	wasm := fakeAppWasm(t, fakeWasm("fake module ", 300))
	search := fakeSearchWasm(t)
	out := filepath.Join(t.TempDir(), "site")
	if err := generate(options{base: base, wasm: wasm, search: search, web: filepath.Join("..", "..", "web"), boards: filepath.Join("..", "..", "app", "boards"), out: out}); err != nil {
		t.Fatal(err)
	}
	return out
}

// fakeAppWasm writes a stand-in for app.wasm with contents b, and each
// game's link build beside it, and returns app.wasm's path.
func fakeAppWasm(t *testing.T, b []byte) string {
	t.Helper()
	dir := t.TempDir()
	for _, g := range boards.All() {
		fake := fakeWasm("fake link build of "+g.ID()+" ", 100)
		if err := os.WriteFile(filepath.Join(dir, linkBuildName(g.ID())), fake, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	wasm := filepath.Join(dir, "app.wasm")
	if err := os.WriteFile(wasm, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return wasm
}

// fakeWasm is a wasm module standing in for a built one: a custom section
// of n copies of fill, and a data section of two segments 100 bytes apart,
// which packData joins.
func fakeWasm(fill string, n int) []byte {
	custom := append([]byte{4, 'f', 'a', 'k', 'e'}, bytes.Repeat([]byte(fill), n)...)
	data := dataSection([]dataSegment{{at: 1024, bytes: []byte("Go's data")}, {at: 1133, bytes: []byte("more")}})
	b := append([]byte(nil), wasmHeader...)
	b = append(appendULEB(append(b, 0), uint64(len(custom))), custom...)
	return append(appendULEB(append(b, wasmDataSection), uint64(len(data))), data...)
}

// fakeSearchWasm writes a stand-in for the search worker's wasm and
// returns its path.
func fakeSearchWasm(t *testing.T) string {
	t.Helper()
	search := filepath.Join(t.TempDir(), "search.wasm")
	if err := os.WriteFile(search, fakeWasm("fake search worker ", 200), 0o644); err != nil {
		t.Fatal(err)
	}
	return search
}

func TestGenerateRefusesAMissingSearchWorker(t *testing.T) {
	wasm := filepath.Join(t.TempDir(), "app.wasm")
	if err := os.WriteFile(wasm, fakeWasm("", 0), 0o644); err != nil {
		t.Fatal(err)
	}
	err := generate(options{base: "/", wasm: wasm, search: filepath.Join(t.TempDir(), "search.wasm"), web: filepath.Join("..", "..", "web"),
		boards: filepath.Join("..", "..", "app", "boards"), out: filepath.Join(t.TempDir(), "site")})
	if err == nil || !strings.Contains(err.Error(), "search worker") {
		t.Fatalf("got %v, want a missing search worker", err)
	}
}

func TestGenerateRefusesAMissingResource(t *testing.T) {
	wasm := fakeAppWasm(t, fakeWasm("", 0))
	web := t.TempDir() // no stylesheet, no script
	err := generate(options{base: "/", wasm: wasm, search: fakeSearchWasm(t), web: web, boards: filepath.Join("..", "..", "app", "boards"), out: filepath.Join(t.TempDir(), "site")})
	if err == nil || !strings.Contains(err.Error(), "tabula.css") {
		t.Fatalf("got %v, want a missing tabula.css", err)
	}
}

func TestGenerateRefusesAMissingLinkBuild(t *testing.T) {
	wasm := fakeAppWasm(t, fakeWasm("", 0))
	gone := boards.All()[0].ID()
	if err := os.Remove(filepath.Join(filepath.Dir(wasm), linkBuildName(gone))); err != nil {
		t.Fatal(err)
	}
	err := generate(options{base: "/", wasm: wasm, search: fakeSearchWasm(t), web: filepath.Join("..", "..", "web"),
		boards: filepath.Join("..", "..", "app", "boards"), out: filepath.Join(t.TempDir(), "site")})
	if err == nil || !strings.Contains(err.Error(), gone+"'s link build") {
		t.Fatalf("got %v, want a missing link build of %s", err, gone)
	}
}

func TestStyleBlocks(t *testing.T) {
	for _, tc := range []struct {
		css, err string
	}{
		{".a { color: red; }\n@media (width < 10rem) {\n  .b { margin: 0; }\n}\n", ""},
		{"/* { */ .a::before { content: \"}\"; }\n.b::after { content: '{'; }", ""},
		{"@media (width < 10rem) {\n  .b { margin: 0; }\n\n.c { margin: 0; }\n", "line 1: a block is never closed"},
		{".a { }\n}\n", "line 2: a \"}\" closes no block"},
		{".a { }\n/* not closed", "line 2: a comment is never closed"},
	} {
		err := styleBlocks([]byte(tc.css))
		if got := fmt.Sprint(err); (err == nil) != (tc.err == "") || (err != nil && got != tc.err) {
			t.Errorf("%q: got %v, want %q", tc.css, err, tc.err)
		}
	}
}

// TestStylesheetsCloseTheirBlocks checks the stylesheets the site ships
// (generate refuses a site otherwise).
func TestStylesheetsCloseTheirBlocks(t *testing.T) {
	assets, err := readAssets(filepath.Join("..", "..", "web"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := addBoardStyles(assets, filepath.Join("..", "..", "app", "boards"), boards.All()); err != nil {
		t.Fatal(err)
	}
	if err := checkStyleBlocks(assets); err != nil {
		t.Error(err)
	}
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestGenerateAtTheRoot(t *testing.T) {
	out := generated(t, "/")
	for _, name := range []string{
		"index.html", "saved.html", "settings.html", "new.html", "play.html", "review.html",
		"app.js", "app-worker.js", "wasm_exec.js", "manifest.webmanifest", "app.css",
		"web/app.wasm", "web/app.wasm.br", "web/app.wasm.gz", "web/tabula.css", "web/review.css",
		"web/icon.svg", "web/icon-192.png", "web/icon-512.png", "web/icon-maskable.png",
		"index.html.br", "index.html.gz", "app.js.br",
		"web/search.wasm", "web/search.wasm.br", "web/search.wasm.gz", "web/search-worker.js",
	} {
		if _, err := os.Stat(filepath.Join(out, name)); err != nil {
			t.Errorf("missing %s", name)
		}
	}
	worker := read(t, filepath.Join(out, "app-worker.js"))
	if strings.Contains(worker, "{{.") || !strings.Contains(worker, `"/web/icon.svg"`) || !strings.Contains(worker, "ignoreSearch") {
		t.Errorf("service worker not filled in:\n%s", worker)
	}
	// The search worker runs offline: its script, its wasm and the
	// wasm_exec.js it loads are pre-cached.
	for _, want := range []string{`"/web/search-worker.js"`, `"/web/search.wasm"`, `"/wasm_exec.js"`} {
		if !strings.Contains(worker, want) {
			t.Errorf("service worker does not cache %s", want)
		}
	}
	if got := read(t, filepath.Join(out, "web", "search.wasm")); !strings.Contains(got, "fake search worker") {
		t.Error("web/search.wasm is not the search worker given")
	}
	// app.wasm is served with its data packed, and app.js counts its
	// progress against that file's length.
	packed, err := packData(fakeWasm("fake module ", 300))
	if err != nil {
		t.Fatal(err)
	}
	if got := read(t, filepath.Join(out, "web", "app.wasm")); got != string(packed) {
		t.Error("web/app.wasm is not the wasm given, packed")
	}
	appJS := read(t, filepath.Join(out, "app.js"))
	if !strings.Contains(appJS, `"GOAPP_ROOT_PREFIX":"/"`) || !strings.Contains(appJS, fmt.Sprintf(`goappWasmContentLength = "%d"`, len(packed))) {
		t.Error("app.js lacks the root prefix or the wasm length")
	}
	index := read(t, filepath.Join(out, "index.html"))
	for _, want := range []string{`href="/web/tabula.css"`, `src="/web/url-guard.js"`, `href="/manifest.webmanifest"`, "Battle Merchants", `data-theme="auto"`} {
		if !strings.Contains(index, want) {
			t.Errorf("index.html lacks %s", want)
		}
	} // Each page has a title of its own, the first words a screen reader
	// says of it.
	for page, title := range map[string]string{
		"index.html": "Tabula — medieval board games", "saved.html": "Saved games — Tabula",
		"settings.html": "Settings — Tabula", "new.html": "New game — Tabula",
	} {
		if got := read(t, filepath.Join(out, page)); !strings.Contains(got, "<title>"+title+"</title>") {
			t.Errorf("%s is not titled %q", page, title)
		}
	}
}

func TestGenerateUnderASubPath(t *testing.T) {
	out := generated(t, "/tabula")
	var m struct {
		Scope, StartURL, ID string
		Icons               []struct{ Src, Purpose string }
	}
	b := []byte(read(t, filepath.Join(out, "manifest.webmanifest")))
	b = bytes.ReplaceAll(b, []byte(`"start_url"`), []byte(`"StartURL"`))
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if m.Scope != "/tabula/" || m.StartURL != "/tabula/" || m.ID != "/tabula/" {
		t.Errorf("manifest scope %q, start %q, id %q", m.Scope, m.StartURL, m.ID)
	}
	for _, ic := range m.Icons {
		if !strings.HasPrefix(ic.Src, "/tabula/web/") || ic.Purpose == "" {
			t.Errorf("icon %+v", ic)
		}
	}
	worker := read(t, filepath.Join(out, "app-worker.js"))
	for _, want := range []string{`"/tabula/"`, `"/tabula/web/app.wasm"`, `"/tabula/app.js"`, `"/tabula/web/url-guard.js"`,
		`"/tabula/web/search-worker.js"`, `"/tabula/web/search.wasm"`, `"/tabula/wasm_exec.js"`} {
		if !strings.Contains(worker, want) {
			t.Errorf("service worker does not cache %s", want)
		}
	}
	index := read(t, filepath.Join(out, "index.html"))
	for _, want := range []string{`src="/tabula/app.js"`, `href="/tabula/web/tabula.css"`, `href="/tabula/saved"`} {
		if !strings.Contains(index, want) {
			t.Errorf("index.html lacks %s", want)
		}
	}
	if strings.Contains(index, "/tabula/tabula/") {
		t.Error("index.html has a doubled base path")
	}
}

func TestVersionFollowsEveryInput(t *testing.T) {
	wasm := []byte("wasm")
	assets := map[string][]byte{"tabula.css": []byte("a")}
	v := siteVersion(wasm, assets)
	if v != siteVersion(wasm, map[string][]byte{"tabula.css": []byte("a")}) {
		t.Fatal("the version is not deterministic")
	}
	if v == siteVersion([]byte("wasm2"), assets) || v == siteVersion(wasm, map[string][]byte{"tabula.css": []byte("b")}) {
		t.Fatal("the version ignores a change")
	}
}

// TestEveryPageAsksForTheWasmFirst: every page's head but Home's opens with
// the preload of app.wasm under the site's base path, before the
// stylesheets and scripts that would otherwise take the browser's
// connections first. Home's asks for none, and holds the single screens'
// stylesheets back from its first paint: its pre-rendered page is painted
// first, and then app.js asks for the wasm (runAfterPaint).
func TestEveryPageAsksForTheWasmFirst(t *testing.T) {
	for _, tt := range []struct{ base, wasm string }{{"/", "/web/app.wasm"}, {"/tabula", "/tabula/web/app.wasm"}} {
		out := generated(t, tt.base)
		pages, err := filepath.Glob(filepath.Join(out, "*.html"))
		if err != nil || len(pages) < 5 {
			t.Fatalf("%s: pages %q, %v", tt.base, pages, err)
		}
		for _, p := range pages {
			page, wasm := read(t, p), tt.wasm
			if filepath.Base(p) == "index.html" {
				later := strings.Count(page, `media="print" data-after-paint>`)
				if strings.Contains(page, `rel="preload"`) || later != len(boards.All())+1 || strings.Count(page, "stylesheet") != later+2 {
					t.Errorf("%s: Home preloads app.wasm, or holds back %d stylesheets, not the %d of single screens", tt.base, later, len(boards.All())+1)
				}
				continue
			}
			if id, ok := strings.CutPrefix(strings.TrimSuffix(filepath.Base(p), ".html"), "open-"); ok {
				wasm = strings.Replace(wasm, "app.wasm", linkBuildName(id), 1) // a link's page
			}
			want := charsetMeta + `<link rel="preload" href="` + wasm + `" as="fetch" crossorigin="anonymous">`
			at := strings.Index(page, want)
			if at < 0 || strings.Count(page, `rel="preload"`) != 1 || at > strings.Index(page, "stylesheet") || strings.Contains(page, "data-after-paint") {
				t.Errorf("%s: %s does not open its head with %s, or holds a stylesheet back", tt.base, filepath.Base(p), want)
			}
		}
	}
}

// TestALinksPageLoadsItsLinkBuild: the page of each game's links
// (tabula/app/page.LinkPath) preloads and runs its game's link build through its
// own copy of app.js, with that wasm's size, and links only the stylesheets
// the link build draws with; every other page, and the service worker's
// cache, keep the whole app, so that an installed app answers a link's page
// with its cached root page.
func TestALinksPageLoadsItsLinkBuild(t *testing.T) {
	for _, base := range []string{"/", "/tabula/"} {
		out := generated(t, base)
		appJS := read(t, filepath.Join(out, "app.js"))
		worker := read(t, filepath.Join(out, "app-worker.js"))
		packedApp := read(t, filepath.Join(out, "web", "app.wasm"))
		for _, g := range boards.All() {
			id := g.ID()
			fake, err := packData(fakeWasm("fake link build of "+id+" ", 100))
			if err != nil {
				t.Fatal(err)
			}
			if got := read(t, filepath.Join(out, "web", linkBuildName(id))); got != string(fake) {
				t.Errorf("%s: web/%s is not %s's link build, packed", base, linkBuildName(id), id)
			}
			linkPage := read(t, filepath.Join(out, strings.TrimPrefix(page.LinkPath(id), "/")+".html"))
			script := "app-" + id + ".js"
			if !strings.Contains(linkPage, `src="`+base+script+`"`) || strings.Contains(linkPage, `src="`+base+`app.js"`) {
				t.Errorf("%s: %s's links' linkPage does not run %s", base, id, script)
			}
			for _, other := range boards.All() {
				href := `href="` + base + "web/boards/" + other.Style + `"`
				if has := strings.Contains(linkPage, href); has != (other.ID() == id) {
					t.Errorf("%s: %s's links' linkPage links %s: %v", base, id, href, has)
				}
			}
			if main := preRenderedMain.FindString(linkPage); strings.Contains(main, "tiles") || !strings.Contains(main, linkPageSays(g.Engine.Info().Name, base)) {
				t.Errorf("%s: %s's links' linkPage keeps its pre-rendered Home, or does not say what it is: %.300s", base, id, main)
			}
			if !strings.Contains(linkPage, `href="`+base+`web/tabula.css"`) || strings.Contains(linkPage, `href="`+base+`web/review.css"`) {
				t.Errorf("%s: %s's links' linkPage lacks the app's stylesheet, or has the review's", base, id)
			}
			js := read(t, filepath.Join(out, script))
			want := strings.NewReplacer(`"`+base+`web/app.wasm"`, `"`+base+`web/`+linkBuildName(id)+`"`,
				fmt.Sprintf(`goappWasmContentLength = "%d"`, len(packedApp)), fmt.Sprintf(`goappWasmContentLength = "%d"`, len(fake))).Replace(appJS)
			if js != want || js == appJS {
				t.Errorf("%s: %s is not app.js fetching %s with its size", base, script, linkBuildName(id))
			}
			if strings.Contains(worker, linkBuildName(id)) || strings.Contains(worker, script) || strings.Contains(worker, page.LinkPath(id)) {
				t.Errorf("%s: the service worker caches %s's link build or its page", base, id)
			}
		}
		if !strings.Contains(appJS, "await window.tabulaShown?.();\n    const go = new Go();") || !strings.Contains(appJS, "await window.tabulaShown?.();\n    go.run(wasm.instance);") {
			t.Errorf("%s: app.js loads and runs the wasm without waiting for the page's paint", base)
		}
		home := read(t, filepath.Join(out, "index.html"))
		if !strings.Contains(appJS, `"`+base+`web/app.wasm"`) || !strings.Contains(home, `src="`+base+`app.js"`) || !strings.Contains(preRenderedMain.FindString(home), "tiles") {
			t.Errorf("%s: Home does not run the whole app", base)
		}
		for _, style := range []string{"review.css", "boards/" + boards.All()[0].Style} {
			if !strings.Contains(home, `href="`+base+"web/"+style+`"`) {
				t.Errorf("%s: Home does not link %s", base, style)
			}
		}
	}
}

// TestLinkPageEdits: a link page's stylesheet goes whatever the order of
// its attributes, its pre-rendered main keeps its element and has what was
// in it, over lines, replaced; a stylesheet missing or twice there, and a
// page without one main, are errors.
func TestLinkPageEdits(t *testing.T) {
	dropA := func(page []byte) ([]byte, error) { return dropStylesheet(page, "p.html", "/a.css") }
	empty := func(page []byte) ([]byte, error) { return replaceMain(page, "p.html", "<p>$1 said</p>") }
	for _, tt := range []struct {
		edit       func([]byte) ([]byte, error)
		page, want string
		ok         bool
	}{
		{dropA, `<head><link href="/a.css" type="text/css" rel="stylesheet"><link href="/b.css"></head>`, `<head><link href="/b.css"></head>`, true},
		{dropA, `<link type="text/css" rel="stylesheet" href="/a.css">x`, `x`, true},
		{dropA, `<link href="/a.css.map">`, "", false},
		{dropA, `<link href="/a.css"><link rel="stylesheet" href="/a.css">`, "", false},
		{empty, "<body><main id=\"main\" class=\"content\">\n<ul class=\"tiles\">\n<li>a</li></ul>\n</main><div id=\"app-wasm-loader\"></div>", "<body><main id=\"main\" class=\"content\"><p>$1 said</p></main><div id=\"app-wasm-loader\"></div>", true},
		{empty, "<body><p>no main</p></body>", "", false},
		{empty, "<main>a</main><main>b</main>", "", false},
	} {
		got, err := tt.edit([]byte(tt.page))
		if (err == nil) != tt.ok || (tt.ok && string(got) != tt.want) {
			t.Errorf("editing %q = %q, %v; want %q", tt.page, got, err, tt.want)
		}
	}
}
