package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
)

// contentSecurityPolicy lets go-app run and little else. go-app's pages load
// wasm_exec.js and app.js from 'self' with no inline script; instantiating
// WebAssembly needs 'wasm-unsafe-eval' (not the much wider 'unsafe-eval').
// go-app sets element styles with setAttribute("style", …), which CSP counts
// as inline style, so style-src allows 'unsafe-inline'. Everything else,
// including the service worker, the manifest and the wasm fetch, is 'self';
// images may also be data: or blob: URLs (generated SVG, downloads).
const contentSecurityPolicy = "default-src 'self'; " +
	"script-src 'self' 'wasm-unsafe-eval'; " +
	"style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:; " +
	"font-src 'self'; " +
	"connect-src 'self'; " +
	"worker-src 'self'; " +
	"manifest-src 'self'; " +
	"object-src 'none'; " +
	"base-uri 'self'; " +
	"form-action 'self'; " +
	"frame-ancestors 'none'"

// Cache-Control values. Content-hashed names (see hashedName) never change,
// so browsers may keep them for a year without asking; everything else is
// revalidated on every use with its ETag and Last-Modified.
const (
	cacheImmutable  = "public, max-age=31536000, immutable"
	cacheRevalidate = "no-cache"
)

// securityHeaders are set on every answer, their values shared between
// answers (net/http only reads them), which spares three allocations a
// request.
var securityHeaders = http.Header{
	"X-Content-Type-Options":  {"nosniff"},
	"Referrer-Policy":         {"no-referrer"},
	"Content-Security-Policy": {contentSecurityPolicy},
}

// Header values shared between answers, like securityHeaders.
var (
	cacheImmutableHeader  = []string{cacheImmutable}
	cacheRevalidateHeader = []string{cacheRevalidate}
	varyEncoding          = []string{"Accept-Encoding"}
)

// maxURLBytes bounds the request target; longer requests get 414.
const maxURLBytes = 4096

// Bounds on request headers whose cost grows with their parts. Browsers
// send one range, and an Accept-Encoding of about 25 bytes.
const (
	// maxRanges is the most ranges a Range header may ask for; one with
	// more is ignored and the whole file sent, as nginx does past its
	// max_ranges (each part of a multipart answer costs about as much as
	// a whole request).
	maxRanges = 4
	// maxAcceptEncodingBytes is the longest Accept-Encoding read; a longer
	// one gets the file unencoded.
	maxAcceptEncodingBytes = 256
)

// contentTypes maps file extensions to their Content-Type, so the answer
// does not depend on the host's mime tables.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".wasm":        "application/wasm",
	".svg":         "image/svg+xml",
	".webmanifest": "application/manifest+json",
	".json":        "application/json",
	".map":         "application/json",
	".png":         "image/png",
	".jpg":         "image/jpeg",
	".jpeg":        "image/jpeg",
	".webp":        "image/webp",
	".ico":         "image/x-icon",
	".txt":         "text/plain; charset=utf-8",
	".xml":         "application/xml",
	".woff2":       "font/woff2",
}

// encodings are the pre-compressed siblings the handler looks for, in order
// of preference.
var encodings = []struct{ name, suffix string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

// handler serves a built site from a file system. It is safe for concurrent
// use; its only state is a cache of small files (fileCache).
type handler struct {
	fsys  fs.FS
	cache *fileCache
}

// newHandler returns the site handler for fsys, the root of a built site
// (index.html, app.js, app-worker.js, manifest.webmanifest, web/...).
//
// Behaviour: GET and HEAD only (405 otherwise), without a body (400, and
// any request with a body closes its connection); unsafe paths are 400;
// a Range of more than maxRanges ranges is ignored;
// "X.br" or "X.gz" next to "X" is served with Content-Encoding when the
// client accepts it; an unknown path without an extension is a client-side
// route and gets its "path.html" page or else the nearest index.html up
// the path; a missing file
// with an extension is 404. Every answer carries the security headers.
func newHandler(fsys fs.FS) http.Handler {
	return handler{fsys: fsys, cache: new(fileCache)}
}

func (h handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	hdr := w.Header()
	for k, v := range securityHeaders {
		hdr[k] = v
	}

	// No request this server answers has a body. One that comes with a
	// body is answered and its connection closed, unread: a body may
	// hold a second request that a front end, framing it by
	// Content-Length where this server reads chunks or the other way
	// round, never saw (request smuggling; RFC 9112 §6.3, §11.2).
	body := r.ContentLength != 0
	if body {
		hdr.Set("Connection", "close")
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		hdr.Set("Allow", "GET, HEAD")
		fail(w, http.StatusMethodNotAllowed)
		return
	}
	if body {
		fail(w, http.StatusBadRequest)
		return
	}
	if len(r.RequestURI) > maxURLBytes {
		fail(w, http.StatusRequestURITooLong)
		return
	}
	name, dir, ok := cleanPath(r.URL.Path)
	if !ok {
		fail(w, http.StatusBadRequest)
		return
	}
	name, fi := h.resolve(name, dir)
	if fi == nil {
		fail(w, http.StatusNotFound)
		return
	}
	if err := h.serveFile(w, r, name, fi); err != nil {
		fail(w, http.StatusNotFound)
	}
}

// cleanPath turns a URL path into an fs.FS name, reporting whether it named
// a directory (a trailing slash). It refuses anything that is not already
// clean: "..", "." and empty segments, backslashes, NUL and other control
// characters, and hidden (dot) files other than ".well-known". net/http has already percent-decoded
// the path, so "%2e%2e" arrives here as "..". It reads the path once, byte
// by byte, however many segments it has.
func cleanPath(p string) (name string, dir bool, ok bool) {
	if !strings.HasPrefix(p, "/") {
		return "", false, false
	}
	p = p[1:]
	if p == "" {
		return ".", true, true
	}
	if strings.HasSuffix(p, "/") {
		p, dir = p[:len(p)-1], true
	}
	start := 0 // of the segment being read
	for i := 0; i <= len(p); i++ {
		if i == len(p) || p[i] == '/' {
			if seg := p[start:i]; seg == "" || seg[0] == '.' && seg != ".well-known" {
				return "", false, false
			}
			start = i + 1
		} else if c := p[i]; c < 0x20 || c == 0x7f || c == '\\' {
			return "", false, false
		}
	}
	return p, dir, true
}

// maxDepth is the most folders, one inside another, that a served file may
// be in; a deeper path is only ever a client-side route. With the top-down
// search of folder it bounds the lookups a request costs, however many
// segments its path has (a built site's files are a few folders down).
const maxDepth = 16

// resolve picks the file to serve for a clean name: the file itself, a
// directory's index.html, a route's name.html, or, for an extensionless
// name, the nearest index.html up its path. Pre-compressed siblings are never served
// under their own names. Its lookups are bounded by maxDepth and
// maxNameBytes, not by the name's length.
func (h handler) resolve(name string, dir bool) (string, fs.FileInfo) {
	ext := path.Ext(name)
	if ext == ".br" || ext == ".gz" {
		return "", nil
	}
	route := dir || ext == ""
	depth := strings.Count(name, "/") // the folders name is in
	if !dir && depth <= maxDepth {
		if fi := h.file(name); fi != nil {
			return name, fi
		}
	}
	// The folder name is in, or the deepest of its folders that exists.
	parent, base := ".", name
	if i := strings.LastIndexByte(name, '/'); i >= 0 {
		parent, base = name[:i], name[i+1:]
	}
	found := h.folder(parent)
	if found == parent && len(base) <= maxNameBytes {
		if depth < maxDepth {
			if fi := h.file(path.Join(name, "index.html")); fi != nil {
				return path.Join(name, "index.html"), fi
			}
		}
		if route && name != "." {
			if fi := h.file(name + ".html"); fi != nil {
				return name + ".html", fi
			}
		}
	}
	if route {
		// The nearest index.html up the path: the app of the site the
		// path is in, also when it is served from a sub-path (/tabula/x
		// gets tabula/index.html), so the app shows its own "not found"
		// page rather than another site's.
		for d := found; ; d = path.Dir(d) {
			index := path.Join(d, "index.html")
			if fi := h.file(index); fi != nil {
				return index, fi
			}
			if d == "." {
				break
			}
		}
	}
	return "", nil
}

// folder returns the deepest folder on the path of dir, a folder's clean
// name, that exists: dir itself, one it is in, or the root ("."). It looks
// from the root down, at most maxDepth folders, and stops at the first
// that is missing, so a path of many made-up segments costs one lookup.
func (h handler) folder(dir string) string {
	found := "."
	if dir == "." {
		return found
	}
	for i, depth := 0, 0; depth < maxDepth; depth++ {
		end := len(dir)
		if j := strings.IndexByte(dir[i:], '/'); j >= 0 {
			end = i + j
		}
		if end-i > maxNameBytes {
			return found
		}
		if fi, err := fs.Stat(h.fsys, dir[:end]); err != nil || !fi.IsDir() {
			return found
		}
		found = dir[:end]
		if end == len(dir) {
			break
		}
		i = end + 1
	}
	return found
}

// maxNameBytes is the longest file or folder name looked up: NAME_MAX on
// Linux and most file systems. A longer segment names nothing, and a
// lookup of one would cost in proportion to its length.
const maxNameBytes = 255

// file returns what a stat says of name when it is a regular file, else
// nil.
func (h handler) file(name string) fs.FileInfo {
	if !shortNames(name) {
		return nil
	}
	if fi, err := fs.Stat(h.fsys, name); err == nil && fi.Mode().IsRegular() {
		return fi
	}
	return nil
}

// shortNames reports whether no segment of name is longer than
// maxNameBytes.
func shortNames(name string) bool {
	for len(name) > maxNameBytes {
		i := strings.IndexByte(name[:maxNameBytes+1], '/')
		if i < 0 {
			return false
		}
		name = name[i+1:]
	}
	return true
}

// serveFile serves name, which fi describes, or its best pre-compressed
// sibling the client accepts, with its type, caching and validators;
// http.ServeContent adds conditional requests, Range and HEAD.
func (h handler) serveFile(w http.ResponseWriter, r *http.Request, name string, fi fs.FileInfo) error {
	hdr := w.Header()
	hdr["Vary"] = varyEncoding
	ctype, ok := contentTypes[path.Ext(name)]
	if !ok {
		if ctype = mime.TypeByExtension(path.Ext(name)); ctype == "" {
			ctype = "application/octet-stream"
		}
	}
	hdr.Set("Content-Type", ctype)
	if hashedName(name) {
		hdr["Cache-Control"] = cacheImmutableHeader
	} else {
		hdr["Cache-Control"] = cacheRevalidateHeader
	}

	accept := r.Header.Get("Accept-Encoding")
	if len(accept) > maxAcceptEncodingBytes {
		accept = ""
	}
	for _, enc := range encodings {
		if !accepts(accept, enc.name) {
			continue
		}
		f, fi, err := h.open(name+enc.suffix, nil)
		if err != nil {
			continue
		}
		defer f.Close()
		hdr.Set("Content-Encoding", enc.name)
		return serve(encodedWriter{w, fi.Size()}, r, f, fi, enc.name)
	}
	f, fi, err := h.open(name, fi)
	if err != nil {
		return err
	}
	defer f.Close()
	return serve(w, r, f, fi, "")
}

// open opens a regular file that supports seeking: a small one from the
// cache, after a stat that checks it is unchanged (fi, when the caller has
// just made it, else made here).
func (h handler) open(name string, fi fs.FileInfo) (io.ReadSeekCloser, fs.FileInfo, error) {
	if fi == nil {
		if fi = h.file(name); fi == nil {
			return nil, nil, fs.ErrNotExist
		}
	}
	if data, ok := h.cache.get(h.fsys, name, fi); ok {
		return cachedReader{bytes.NewReader(data), data}, fi, nil
	}
	f, err := h.fsys.Open(name)
	if err != nil {
		return nil, nil, err
	}
	fi, err = f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		f.Close()
		return nil, nil, fs.ErrNotExist
	}
	rs, ok := f.(io.ReadSeekCloser)
	if !ok {
		f.Close()
		return nil, nil, errors.New("file does not support seeking")
	}
	return rs, fi, nil
}

// cachedReader is a cached file's content as an io.ReadSeekCloser, with
// the bytes at hand for a plain request (see serve).
type cachedReader struct {
	io.ReadSeeker
	data []byte
}

func (cachedReader) Close() error { return nil }

// conditionalHeaders are the request headers that http.ServeContent acts
// on beyond a plain GET or HEAD: ranges and preconditions.
var conditionalHeaders = []string{"Range", "If-Range", "If-Match", "If-None-Match", "If-Modified-Since", "If-Unmodified-Since"}

// plain reports whether r carries none of conditionalHeaders.
func plain(r *http.Request) bool {
	for _, k := range conditionalHeaders {
		if _, ok := r.Header[k]; ok {
			return false
		}
	}
	return true
}

// serve sends one representation with a strong ETag made of its
// modification time and size (nginx style) or, when the file system has no
// times (embedded files), a hash of its content; the encoding is part of
// the tag because each encoding is a different representation.
func serve(w http.ResponseWriter, r *http.Request, f io.ReadSeeker, fi fs.FileInfo, enc string) error {
	var tag string
	if mt := fi.ModTime(); !mt.IsZero() {
		tag = strconv.FormatInt(mt.UnixNano(), 16) + "-" + strconv.FormatInt(fi.Size(), 16)
	} else {
		sum := sha256.New()
		if _, err := io.Copy(sum, f); err != nil {
			return err
		}
		if _, err := f.Seek(0, io.SeekStart); err != nil {
			return err
		}
		tag = hex.EncodeToString(sum.Sum(nil)[:12])
	}
	if enc != "" {
		tag += "-" + enc
	}
	hdr := w.Header()
	hdr.Set("ETag", `"`+tag+`"`)
	// A plain request for a cached file, most of a site's requests, gets
	// the headers http.ServeContent would send and the bytes at once:
	// ServeContent copies through a 32 KiB buffer it allocates for every
	// response, which made serving a small file cost as much again. A
	// cached file always has a modification time (fileCache).
	if c, ok := f.(cachedReader); ok && plain(r) {
		hdr.Set("Last-Modified", fi.ModTime().UTC().Format(http.TimeFormat))
		hdr.Set("Accept-Ranges", "bytes")
		hdr.Set("Content-Length", strconv.Itoa(len(c.data)))
		w.WriteHeader(http.StatusOK)
		if r.Method != http.MethodHead {
			w.Write(c.data) // a failed write is the client's going away
		}
		return nil
	}
	// Too many ranges: a plain GET's answer, from a copy of r, which a
	// handler must not change.
	if ranges := r.Header.Get("Range"); strings.Count(ranges, ",") >= maxRanges {
		r = r.Clone(r.Context())
		r.Header.Del("Range")
	}
	http.ServeContent(w, r, "", fi.ModTime(), f)
	return nil
}

// encodedWriter restores the Content-Length of a full (200) response of a
// pre-compressed file: http.ServeContent leaves it out whenever
// Content-Encoding is set, expecting a compressing middleware, but these
// bytes are already final and their length known.
type encodedWriter struct {
	http.ResponseWriter
	size int64
}

func (w encodedWriter) WriteHeader(code int) {
	if code == http.StatusOK {
		w.Header().Set("Content-Length", strconv.FormatInt(w.size, 10))
	}
	w.ResponseWriter.WriteHeader(code)
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (w encodedWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// accepts reports whether an Accept-Encoding header value allows coding:
// named with a non-zero q, or covered by "*" with a non-zero q and not
// refused by name.
func accepts(header, coding string) bool {
	star := false
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(part, ";")
		name = strings.ToLower(strings.TrimSpace(name))
		ok := qualityNonZero(params)
		switch name {
		case coding:
			return ok
		case "*":
			star = ok
		}
	}
	return star
}

// qualityNonZero reports whether the parameters (after the coding's ';')
// leave q above zero.
func qualityNonZero(params string) bool {
	for p := range strings.SplitSeq(params, ";") {
		k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
		if strings.EqualFold(strings.TrimSpace(k), "q") {
			q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			return err == nil && q > 0
		}
	}
	return true
}

// hashedName reports whether a file's name carries a content hash: a
// dot-separated segment of at least 8 lower-case hex digits between the stem
// and the extension, as in "app.3f9a0c1d.css" or "board.0123abcd.min.js".
// Such files never change, so they are cached as immutable.
func hashedName(name string) bool {
	segs := strings.Split(path.Base(name), ".")
	if len(segs) < 3 {
		return false
	}
	for _, s := range segs[1 : len(segs)-1] {
		if len(s) >= 8 && strings.Trim(s, "0123456789abcdef") == "" {
			return true
		}
	}
	return false
}

// fail writes a short plain-text error that is never cached.
func fail(w http.ResponseWriter, code int) {
	hdr := w.Header()
	hdr.Del("Content-Encoding")
	hdr.Del("ETag")
	hdr.Set("Cache-Control", "no-store")
	hdr.Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(code)
	io.WriteString(w, http.StatusText(code)+"\n")
}
