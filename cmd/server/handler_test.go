package main

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// site is the test site: path to content.
var site = map[string]string{
	"index.html":                "<!doctype html><title>Tabula</title>",
	"table.html":                "<!doctype html><title>Table</title>",
	"app.js":                    "console.log('app')",
	"app-worker.js":             "self.addEventListener('fetch', () => {})",
	"wasm_exec.js":              "// wasm_exec",
	"app.css":                   "body{}",
	"manifest.webmanifest":      `{"name":"Tabula"}`,
	"data.json":                 `{"a":1}`,
	"web/app.wasm":              "\x00asm\x01\x00\x00\x00 plain wasm body",
	"web/app.wasm.br":           "BROTLI-BYTES",
	"web/app.wasm.gz":           "GZIP-BYTES",
	"web/icon.svg":              "<svg xmlns='http://www.w3.org/2000/svg'/>",
	"web/icon-192.png":          "\x89PNG\r\n\x1a\n",
	"web/app.0123abcd.css":      "hashed{}",
	"web/blob.bin7":             "raw bytes",
	"docs/index.html":           "<!doctype html><title>Docs</title>",
	".well-known/security.txt":  "Contact: mailto:x@example.org",
	"web/only-gzip.js":          "gzip only, plain",
	"web/only-gzip.js.gz":       "GZ-ONLY",
	"web/styles.v2.12345678.js": "hashed too",
	"web/big.bin":               strings.Repeat("0123456789abcdef", 4097), // too big to cache
}

var modTime = time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)

// newSite writes the test site to a temp dir and returns that dir and a
// handler serving it the way main does (through an os.Root).
func newSite(t testing.TB) (string, http.Handler) {
	t.Helper()
	parent := t.TempDir()
	if err := os.WriteFile(filepath.Join(parent, "secret.txt"), []byte("SECRET"), 0o644); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(parent, "site")
	for name, body := range site {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, modTime, modTime); err != nil {
			t.Fatal(err)
		}
	}
	// A link out of the site must not be followed.
	if err := os.Symlink(filepath.Join(parent, "secret.txt"), filepath.Join(dir, "web", "escape.txt")); err != nil {
		t.Fatal(err)
	}
	return dir, newHandler(openSite(t, dir))
}

// openSite opens dir as main does, through an os.Root.
func openSite(t testing.TB, dir string) fs.FS {
	t.Helper()
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { root.Close() })
	return root.FS()
}

// do sends one request to h; headers are "Key: value" pairs.
func do(h http.Handler, method, target string, headers ...string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, target, nil)
	for _, kv := range headers {
		k, v, _ := strings.Cut(kv, ": ")
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func TestContentTypes(t *testing.T) {
	_, h := newSite(t)
	tests := []struct{ path, ctype string }{
		{"/", "text/html; charset=utf-8"},
		{"/index.html", "text/html; charset=utf-8"},
		{"/app.js", "text/javascript; charset=utf-8"},
		{"/app-worker.js", "text/javascript; charset=utf-8"},
		{"/app.css", "text/css; charset=utf-8"},
		{"/manifest.webmanifest", "application/manifest+json"},
		{"/data.json", "application/json"},
		{"/web/app.wasm", "application/wasm"},
		{"/web/icon.svg", "image/svg+xml"},
		{"/web/icon-192.png", "image/png"},
		{"/web/blob.bin7", "application/octet-stream"},
		{"/.well-known/security.txt", "text/plain; charset=utf-8"},
	}
	for _, tc := range tests {
		t.Run(tc.path, func(t *testing.T) {
			w := do(h, "GET", tc.path)
			if w.Code != http.StatusOK {
				t.Fatalf("status %d, want 200", w.Code)
			}
			if got := w.Header().Get("Content-Type"); got != tc.ctype {
				t.Errorf("Content-Type = %q, want %q", got, tc.ctype)
			}
		})
	}
}

func TestPrecompressed(t *testing.T) {
	_, h := newSite(t)
	tests := []struct {
		name, path, accept, encoding, body string
	}{
		{"br preferred", "/web/app.wasm", "gzip, deflate, br, zstd", "br", "BROTLI-BYTES"},
		{"gzip only", "/web/app.wasm", "gzip", "gzip", "GZIP-BYTES"},
		{"none", "/web/app.wasm", "", "", site["web/app.wasm"]},
		{"identity", "/web/app.wasm", "identity", "", site["web/app.wasm"]},
		{"br refused", "/web/app.wasm", "br;q=0, gzip;q=0.5", "gzip", "GZIP-BYTES"},
		{"all refused", "/web/app.wasm", "br;q=0, gzip;q=0", "", site["web/app.wasm"]},
		{"star", "/web/app.wasm", "*", "br", "BROTLI-BYTES"},
		{"star but not br", "/web/app.wasm", "*;q=1, BR;Q=0", "gzip", "GZIP-BYTES"},
		{"upper case", "/web/app.wasm", "GZIP", "gzip", "GZIP-BYTES"},
		{"no br sibling", "/web/only-gzip.js", "br, gzip", "gzip", "GZ-ONLY"},
		{"no sibling at all", "/app.js", "br, gzip", "", site["app.js"]},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w := do(h, "GET", tc.path, "Accept-Encoding: "+tc.accept)
			if w.Code != http.StatusOK {
				t.Fatalf("status %d", w.Code)
			}
			if got := w.Header().Get("Content-Encoding"); got != tc.encoding {
				t.Errorf("Content-Encoding = %q, want %q", got, tc.encoding)
			}
			if got := w.Body.String(); got != tc.body {
				t.Errorf("body = %q, want %q", got, tc.body)
			}
			if got := w.Header().Get("Vary"); got != "Accept-Encoding" {
				t.Errorf("Vary = %q, want Accept-Encoding", got)
			}
			if got, want := w.Header().Get("Content-Length"), fmt.Sprint(len(tc.body)); got != want {
				t.Errorf("Content-Length = %s, want %s", got, want)
			}
			ctype := "application/wasm"
			if strings.HasSuffix(tc.path, ".js") {
				ctype = "text/javascript; charset=utf-8"
			}
			if got := w.Header().Get("Content-Type"); got != ctype {
				t.Errorf("Content-Type = %q, want the original's %q", got, ctype)
			}
		})
	}
	// Each representation has its own validator.
	br := do(h, "GET", "/web/app.wasm", "Accept-Encoding: br").Header().Get("ETag")
	gz := do(h, "GET", "/web/app.wasm", "Accept-Encoding: gzip").Header().Get("ETag")
	id := do(h, "GET", "/web/app.wasm").Header().Get("ETag")
	if br == "" || br == gz || gz == id || br == id {
		t.Errorf("ETags br=%s gzip=%s identity=%s, want three different tags", br, gz, id)
	}
}

func TestCacheHeaders(t *testing.T) {
	_, h := newSite(t)
	tests := []struct{ path, want string }{
		{"/", cacheRevalidate},
		{"/index.html", cacheRevalidate},
		{"/table", cacheRevalidate},
		{"/some/client/route", cacheRevalidate},
		{"/app.js", cacheRevalidate},
		{"/app-worker.js", cacheRevalidate},
		{"/manifest.webmanifest", cacheRevalidate},
		{"/web/app.wasm", cacheRevalidate},
		{"/web/app.0123abcd.css", cacheImmutable},
		{"/web/styles.v2.12345678.js", cacheImmutable},
		{"/missing.js", "no-store"},
	}
	for _, tc := range tests {
		t.Run(tc.path, func(t *testing.T) {
			w := do(h, "GET", tc.path)
			if got := w.Header().Get("Cache-Control"); got != tc.want {
				t.Errorf("Cache-Control = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestRevalidation(t *testing.T) {
	_, h := newSite(t)
	first := do(h, "GET", "/web/app.wasm", "Accept-Encoding: br")
	etag, lastMod := first.Header().Get("ETag"), first.Header().Get("Last-Modified")
	if etag == "" || lastMod != modTime.Format(http.TimeFormat) {
		t.Fatalf("ETag %q, Last-Modified %q; want both set", etag, lastMod)
	}
	tests := []struct {
		name    string
		headers []string
		want    int
	}{
		{"matching ETag", []string{"Accept-Encoding: br", "If-None-Match: " + etag}, http.StatusNotModified},
		{"ETag of another encoding", []string{"Accept-Encoding: gzip", "If-None-Match: " + etag}, http.StatusOK},
		{"stale ETag", []string{"Accept-Encoding: br", `If-None-Match: "old"`}, http.StatusOK},
		{"not modified since", []string{"If-Modified-Since: " + lastMod}, http.StatusNotModified},
		{"modified since", []string{"If-Modified-Since: " + modTime.Add(-time.Hour).Format(http.TimeFormat)}, http.StatusOK},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if w := do(h, "GET", "/web/app.wasm", tc.headers...); w.Code != tc.want {
				t.Errorf("status %d, want %d", w.Code, tc.want)
			}
		})
	}
}

func TestEmbeddedStyleFSHasETags(t *testing.T) {
	// A file system without modification times (like embed.FS) still gets
	// validators, from the content.
	h := newHandler(fstest.MapFS{"index.html": {Data: []byte("<p>hi")}})
	w := do(h, "GET", "/")
	etag := w.Header().Get("ETag")
	if w.Code != http.StatusOK || etag == "" {
		t.Fatalf("status %d, ETag %q", w.Code, etag)
	}
	if w := do(h, "GET", "/", "If-None-Match: "+etag); w.Code != http.StatusNotModified {
		t.Errorf("revalidation status %d, want 304", w.Code)
	}
}

func TestPathSafety(t *testing.T) {
	_, h := newSite(t)
	bad := []string{
		"/../secret.txt",
		"/web/../../secret.txt",
		"/%2e%2e/secret.txt",
		"/%2E%2E/secret.txt",
		"/web/%2e%2e/%2e%2e/secret.txt",
		"/..%2fsecret.txt",
		"/..%2Fsecret.txt",
		"/web%5c..%5c..%5csecret.txt",
		"/web/..%5csecret.txt",
		"/index.html%00.png",
		"/a%0ab",
		"/./index.html",
		"/web/./app.wasm",
		"//secret.txt",
		"/web//app.wasm",
		"/.git/config",
		"/web/.env",
		"/..",
	}
	for _, target := range bad {
		t.Run(target, func(t *testing.T) {
			w := do(h, "GET", target)
			if w.Code != http.StatusBadRequest {
				t.Errorf("status %d, want 400", w.Code)
			}
			if strings.Contains(w.Body.String(), "SECRET") {
				t.Error("served a file from outside the site")
			}
		})
	}
	// A symlink out of the site is not followed (os.Root), and is not
	// "found" either.
	if w := do(h, "GET", "/web/escape.txt"); w.Code != http.StatusNotFound || strings.Contains(w.Body.String(), "SECRET") {
		t.Errorf("symlink out of the site: status %d body %q, want 404", w.Code, w.Body.String())
	}
	if w := do(h, "GET", "/"+strings.Repeat("a", maxURLBytes)); w.Code != http.StatusRequestURITooLong {
		t.Errorf("very long URL: status %d, want 414", w.Code)
	}
}

func TestMethods(t *testing.T) {
	_, h := newSite(t)
	for _, m := range []string{"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "BREW"} {
		t.Run(m, func(t *testing.T) {
			w := do(h, m, "/index.html")
			if w.Code != http.StatusMethodNotAllowed {
				t.Errorf("status %d, want 405", w.Code)
			}
			if got := w.Header().Get("Allow"); got != "GET, HEAD" {
				t.Errorf("Allow = %q, want \"GET, HEAD\"", got)
			}
		})
	}
}

func TestFallback(t *testing.T) {
	_, h := newSite(t)
	tests := []struct {
		path string
		code int
		body string
	}{
		{"/", 200, site["index.html"]},
		{"/?x=1", 200, site["index.html"]},
		{"/table", 200, site["table.html"]},
		{"/table/", 200, site["table.html"]},
		{"/play/toygame", 200, site["index.html"]},
		{"/settings", 200, site["index.html"]},
		{"/docs", 200, site["docs/index.html"]},
		{"/docs/", 200, site["docs/index.html"]},
		{"/docs/nowhere", 200, site["docs/index.html"]}, // an app served from a sub-path gets its own page
		{"/docs/a/b/", 200, site["docs/index.html"]},
		{"/docs/a.png", 404, "Not Found\n"},
		{"/web/", 200, site["index.html"]},
		{"/missing.js", 404, "Not Found\n"},
		{"/web/missing.png", 404, "Not Found\n"},
		{"/web/app.wasm.br", 404, "Not Found\n"},
		{"/web/app.wasm.gz", 404, "Not Found\n"},
		{"/index.html/", 200, site["index.html"]},
	}
	for _, tc := range tests {
		t.Run(tc.path, func(t *testing.T) {
			w := do(h, "GET", tc.path, "Accept-Encoding: br, gzip")
			if w.Code != tc.code || w.Body.String() != tc.body {
				t.Errorf("= %d %q, want %d %q", w.Code, w.Body.String(), tc.code, tc.body)
			}
		})
	}
}

func TestRangeAndHead(t *testing.T) {
	_, h := newSite(t)
	w := do(h, "GET", "/web/app.wasm", "Range: bytes=0-3")
	if w.Code != http.StatusPartialContent || w.Body.String() != "\x00asm" {
		t.Errorf("range: %d %q, want 206 and the first 4 bytes", w.Code, w.Body.String())
	}
	if got, want := w.Header().Get("Content-Range"), fmt.Sprintf("bytes 0-3/%d", len(site["web/app.wasm"])); got != want {
		t.Errorf("Content-Range = %q, want %q", got, want)
	}
	w = do(h, "GET", "/web/app.wasm", "Range: bytes=0-3", "Accept-Encoding: br")
	if w.Code != http.StatusPartialContent || w.Body.String() != "BROT" || w.Header().Get("Content-Encoding") != "br" {
		t.Errorf("range of the br file: %d %q %v, want 206 and its first 4 bytes", w.Code, w.Body.String(), w.Header())
	}
	w = do(h, "GET", "/web/big.bin", "Range: bytes=0-0,2-3,5-5,7-7")
	if w.Code != http.StatusPartialContent || !strings.HasPrefix(w.Header().Get("Content-Type"), "multipart/byteranges") {
		t.Errorf("%d ranges: %d %q, want 206 and the parts", maxRanges, w.Code, w.Header().Get("Content-Type"))
	}
	w = do(h, "GET", "/web/big.bin", "Range: bytes=0-0,2-3,5-5,7-7,9-9")
	if w.Code != http.StatusOK || w.Body.String() != site["web/big.bin"] {
		t.Errorf("%d ranges: %d, %d bytes; want 200 and the whole file", maxRanges+1, w.Code, w.Body.Len())
	}
	w = do(h, "GET", "/web/app.wasm", "Range: bytes=9999-")
	if w.Code != http.StatusRequestedRangeNotSatisfiable {
		t.Errorf("unsatisfiable range: status %d, want 416", w.Code)
	}

	for _, path := range []string{"/web/app.wasm", "/some/route"} {
		w = do(h, "HEAD", path, "Accept-Encoding: br")
		get := do(h, "GET", path, "Accept-Encoding: br")
		if w.Code != http.StatusOK || w.Body.Len() != 0 {
			t.Errorf("HEAD %s: %d with %d body bytes, want 200 and none", path, w.Code, w.Body.Len())
		}
		for _, k := range []string{"Content-Length", "Content-Type", "Content-Encoding", "ETag", "Cache-Control"} {
			if w.Header().Get(k) != get.Header().Get(k) {
				t.Errorf("HEAD %s: %s = %q, GET has %q", path, k, w.Header().Get(k), get.Header().Get(k))
			}
		}
	}
}

// TestPlainAnswer checks that a plain GET or HEAD of a small (cached)
// file, which serve answers itself, gets what http.ServeContent gives the
// same request made conditional by an If-Modified-Since that does not hold:
// the same status, headers and body.
func TestPlainAnswer(t *testing.T) {
	_, h := newSite(t)
	old := "If-Modified-Since: " + modTime.Add(-time.Hour).Format(http.TimeFormat)
	tests := []struct{ method, path, encoding string }{
		{"GET", "/", ""},
		{"GET", "/app.js", ""},
		{"GET", "/web/app.wasm", "Accept-Encoding: br"},
		{"GET", "/web/only-gzip.js", "Accept-Encoding: gzip, br"},
		{"GET", "/web/app.0123abcd.css", ""},
		{"HEAD", "/table", ""},
		{"HEAD", "/web/app.wasm", "Accept-Encoding: gzip"},
	}
	for _, tc := range tests {
		t.Run(tc.method+" "+tc.path+" "+tc.encoding, func(t *testing.T) {
			var headers []string
			if tc.encoding != "" {
				headers = append(headers, tc.encoding)
			}
			plain := do(h, tc.method, tc.path, headers...)
			served := do(h, tc.method, tc.path, append(headers, old)...)
			if plain.Code != http.StatusOK || served.Code != http.StatusOK {
				t.Fatalf("status %d and %d, want 200", plain.Code, served.Code)
			}
			if plain.Body.String() != served.Body.String() {
				t.Errorf("body %q, ServeContent's %q", plain.Body.String(), served.Body.String())
			}
			if tc.method == "GET" && plain.Body.Len() == 0 {
				t.Error("empty body")
			}
			if fmt.Sprint(plain.Header()) != fmt.Sprint(served.Header()) {
				t.Errorf("headers\n%v\nServeContent's\n%v", plain.Header(), served.Header())
			}
		})
	}
}

func TestSecurityHeaders(t *testing.T) {
	_, h := newSite(t)
	for _, tc := range []struct{ method, path string }{
		{"GET", "/"}, {"GET", "/web/app.wasm"}, {"GET", "/nope.js"}, {"GET", "/%2e%2e/x"}, {"POST", "/"},
	} {
		w := do(h, tc.method, tc.path)
		hdr := w.Header()
		if hdr.Get("X-Content-Type-Options") != "nosniff" || hdr.Get("Referrer-Policy") != "no-referrer" {
			t.Errorf("%s %s (%d): nosniff/referrer headers missing: %v", tc.method, tc.path, w.Code, hdr)
		}
		csp := hdr.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'self'", "'wasm-unsafe-eval'", "object-src 'none'", "frame-ancestors 'none'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s %s: CSP %q lacks %q", tc.method, tc.path, csp, want)
			}
		}
		if strings.Contains(csp, "'unsafe-eval'") {
			t.Errorf("CSP allows 'unsafe-eval': %q", csp)
		}
	}
}

func TestHelpers(t *testing.T) {
	t.Run("hashedName", func(t *testing.T) {
		for name, want := range map[string]bool{
			"app.0123abcd.css": true, "web/x.deadbeef00.min.js": true, "a.12345678.b.c": true,
			"app.css": false, "app.wasm": false, "app.0123abc.css": false, "app.0123ABCD.css": false,
			"0123abcd.css": false, "app.css.0123abcd": false, "app.0123abcg.js": false,
		} {
			if got := hashedName(name); got != want {
				t.Errorf("hashedName(%q) = %t, want %t", name, got, want)
			}
		}
	})
	t.Run("accepts", func(t *testing.T) {
		for _, tc := range []struct {
			header, coding string
			want           bool
		}{
			{"br", "br", true}, {"gzip, br", "br", true}, {" BR ; q=0.1", "br", true},
			{"br;q=0", "br", false}, {"br;q=0.000", "br", false}, {"br;q=bogus", "br", false},
			{"gzip", "br", false}, {"", "gzip", false}, {"*", "gzip", true}, {"*;q=0", "gzip", false},
			{"*, gzip;q=0", "gzip", false}, {"brotli", "br", false}, {"x-gzip", "gzip", false},
		} {
			if got := accepts(tc.header, tc.coding); got != tc.want {
				t.Errorf("accepts(%q, %q) = %t, want %t", tc.header, tc.coding, got, tc.want)
			}
		}
	})
	t.Run("siteURL", func(t *testing.T) {
		for addr, want := range map[string]string{
			"0.0.0.0:8000": "http://localhost:8000/", "[::]:8000": "http://localhost:8000/",
			"127.0.0.1:9": "http://127.0.0.1:9/", "[::1]:80": "http://[::1]:80/",
		} {
			a, err := net.ResolveTCPAddr("tcp", addr)
			if err != nil {
				t.Fatal(err)
			}
			if got := siteURL(a); got != want {
				t.Errorf("siteURL(%s) = %q, want %q", addr, got, want)
			}
		}
	})
}

// TestRun starts the real server, checks the start line, a request and the
// header limit, and shuts it down by cancelling the context.
func TestRun(t *testing.T) {
	dir, _ := newSite(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	started := make(chan string, 1)
	errc := make(chan error, 1)
	go func() {
		errc <- run(ctx, "127.0.0.1:0", dir, "", func(format string, args ...any) {
			started <- fmt.Sprintf(format, args...)
		})
	}()
	var line string
	select {
	case line = <-started:
	case err := <-errc:
		t.Fatalf("run: %v", err)
	case <-time.After(10 * time.Second):
		t.Fatal("server did not start")
	}
	i := strings.Index(line, "http://")
	if i < 0 {
		t.Fatalf("start line %q has no URL", line)
	}
	url := line[i:]

	req, _ := http.NewRequest("GET", url+"web/app.wasm", nil)
	req.Header.Set("Accept-Encoding", "br") // set by hand: the client will not decode it
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, err := io.ReadAll(res.Body)
	res.Body.Close()
	if err != nil || res.StatusCode != 200 || res.Header.Get("Content-Type") != "application/wasm" ||
		res.Header.Get("Content-Encoding") != "br" || string(body) != "BROTLI-BYTES" || res.ContentLength != int64(len(body)) {
		t.Errorf("GET app.wasm = %d %v %q (%v)", res.StatusCode, res.Header, body, err)
	}

	req, _ = http.NewRequest("GET", url, nil)
	req.Header.Set("X-Big", strings.Repeat("x", 2*maxHeaderBytes))
	res, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
		t.Errorf("huge header: status %d, want 431", res.StatusCode)
	}

	cancel()
	select {
	case err := <-errc:
		if err != nil {
			t.Errorf("run after shutdown: %v", err)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("server did not shut down")
	}
}

func TestRunNeedsASite(t *testing.T) {
	for name, dir := range map[string]string{"missing dir": filepath.Join(t.TempDir(), "nope"), "no index": t.TempDir()} {
		t.Run(name, func(t *testing.T) {
			err := run(context.Background(), "127.0.0.1:0", dir, "", t.Logf)
			if err == nil {
				t.Fatal("run succeeded without a site")
			}
		})
	}
}
