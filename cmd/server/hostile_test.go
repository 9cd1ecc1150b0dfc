package main

import (
	"bufio"
	"errors"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"testing/fstest"
	"time"
)

// deepPath is the deepest path of "a" folders that fits in maxURLBytes:
// 2,040 segments.
var deepPath = "/" + strings.Repeat("a/", 2040)

// probes are requests made to cost the handler much for little: many
// segments, slashes, dot segments, long names, and headers of many parts.
// Each gets a cheap answer.
var probes = []struct {
	name, path string
	header     string // "Key: value", or none
	code       int
	body       string
}{
	{"short route", "/settings", "", 200, site["index.html"]},
	{"deep route", deepPath, "", 200, site["index.html"]},
	{"deep route without the last slash", strings.TrimSuffix(deepPath, "/"), "", 200, site["index.html"]},
	{"deep route in a sub-path site", "/docs/" + strings.Repeat("a/", 2037), "", 200, site["docs/index.html"]},
	{"deep route under an existing folder", "/web/" + strings.Repeat("a/", 2037), "", 200, site["index.html"]},
	{"deep file", "/" + strings.Repeat("a/", 2038) + "x.js", "", 404, "Not Found\n"},
	{"deep route with escaped slashes", "/" + strings.Repeat("a%2F", 1020), "", 200, site["index.html"]},
	{"deep route of dotted names", "/" + strings.Repeat("a.b/", 1020), "", 200, site["index.html"]},
	{"many slashes", "/" + strings.Repeat("/", 4000), "", 400, "Bad Request\n"},
	{"many empty segments", strings.Repeat("/a/", 1360), "", 400, "Bad Request\n"},
	{"many escaped dot segments", "/" + strings.Repeat("%2e%2e/", 580), "", 400, "Bad Request\n"},
	{"many dot segments", strings.Repeat("/.", 2040), "", 400, "Bad Request\n"},
	{"long name", "/" + strings.Repeat("a", 4000), "", 200, site["index.html"]},
	{"long name with an extension", "/" + strings.Repeat("a", 4000) + ".js", "", 404, "Not Found\n"},
	{"many dots in a name", "/" + strings.Repeat("a.", 2000), "", 404, "Not Found\n"},
	{"many ranges", "/web/big.bin", "Range: bytes=" + manyRanges(1600), 200, site["web/big.bin"]},
	{"long Accept-Encoding", "/web/app.wasm", "Accept-Encoding: " + strings.Repeat("x, ", 5000) + "br", 200, site["web/app.wasm"]},
}

// manyRanges is n one-byte ranges, a byte apart: "0-0,2-2,…".
func manyRanges(n int) string {
	r := make([]string, n)
	for i := range r {
		r[i] = strconv.Itoa(2*i) + "-" + strconv.Itoa(2*i)
	}
	return strings.Join(r, ",")
}

// countingFS counts the lookups made in a file system.
type countingFS struct {
	fs.FS
	lookups int
}

func (c *countingFS) Open(name string) (fs.File, error) {
	c.lookups++
	return c.FS.Open(name)
}

func (c *countingFS) Stat(name string) (fs.FileInfo, error) {
	c.lookups++
	return fs.Stat(c.FS, name)
}

// TestProbesAreCheap checks that each probe gets its answer with a few
// file-system lookups, however many segments its path has: the nearest
// index.html of a deep path is found from the top down, stopping at the
// first folder that is missing.
func TestProbesAreCheap(t *testing.T) {
	dir, _ := newSite(t)
	fsys := &countingFS{FS: openSite(t, dir)}
	h := newHandler(fsys)
	const maxLookups = 6
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			if len(p.path) > maxURLBytes {
				t.Fatalf("the probe is %d bytes, more than the %d the server takes", len(p.path), maxURLBytes)
			}
			if len(p.header) > maxHeaderBytes {
				t.Fatalf("the probe's header is %d bytes, more than the %d the server takes", len(p.header), maxHeaderBytes)
			}
			var headers []string
			if p.header != "" {
				headers = append(headers, p.header)
			}
			do(h, "GET", p.path, headers...) // fills the cache
			fsys.lookups = 0
			w := do(h, "GET", p.path, headers...)
			if w.Code != p.code || w.Body.String() != p.body {
				t.Errorf("= %d %.40q (%d bytes), want %d %.40q", w.Code, w.Body.String(), w.Body.Len(), p.code, p.body)
			}
			t.Logf("%d file-system lookups", fsys.lookups)
			if fsys.lookups > maxLookups {
				t.Errorf("%d file-system lookups, want at most %d", fsys.lookups, maxLookups)
			}
		})
	}
}

// discardWriter is an http.ResponseWriter that keeps nothing but headers.
type discardWriter struct{ h http.Header }

func (w discardWriter) Header() http.Header         { return w.h }
func (w discardWriter) Write(p []byte) (int, error) { return len(p), nil }
func (w discardWriter) WriteHeader(int)             {}

// BenchmarkProbes measures the handler's cost of each probe; the deep ones
// should cost about what the short route does. Besides the time it reports
// the CPU time the process used (cpu-ns/op), which a busy machine inflates
// less.
func BenchmarkProbes(b *testing.B) {
	_, h := newSite(b)
	for _, p := range probes {
		b.Run(p.name, func(b *testing.B) {
			r := httptest.NewRequest("GET", p.path, nil)
			if k, v, ok := strings.Cut(p.header, ": "); ok {
				r.Header.Set(k, v)
			}
			w := discardWriter{make(http.Header)}
			start := cpuTime(b)
			for b.Loop() {
				clear(w.h)
				h.ServeHTTP(w, r)
			}
			b.ReportMetric(float64(cpuTime(b)-start)/float64(b.N), "cpu-ns/op")
		})
	}
}

// cpuTime is the user and system CPU time the process has used.
func cpuTime(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestLookupLimits checks the bounds of what is looked up: a file maxDepth
// folders down and a name of maxNameBytes are served; one folder deeper is
// only ever a route.
func TestLookupLimits(t *testing.T) {
	folders := strings.Repeat("d/", maxDepth)
	long := strings.Repeat("n", maxNameBytes-len(".js")) + ".js"
	fsys := fstest.MapFS{
		"index.html":             {Data: []byte("root")},
		folders + "x.js":         {Data: []byte("deepest")},
		folders + "d/x.js":       {Data: []byte("too deep")},
		folders + "d/index.html": {Data: []byte("too deep")},
		"d/index.html":           {Data: []byte("d")},
		long:                     {Data: []byte("long")},
		"d/" + long + "n/a.js":   {Data: []byte("too long")},
		strings.Repeat("r", maxNameBytes-len(".html")) + ".html": {Data: []byte("route")},
	}
	h := newHandler(fsys)
	tests := []struct {
		path string
		code int
		body string
	}{
		{"/" + folders + "x.js", 200, "deepest"},
		{"/" + folders + "d/x.js", 404, "Not Found\n"},
		{"/" + folders + "d/", 200, "d"},
		{"/" + long, 200, "long"},
		{"/d/" + long + "n/a.js", 404, "Not Found\n"},
		{"/d/" + long + "n/a", 200, "d"},
		{"/" + strings.Repeat("r", maxNameBytes-len(".html")), 200, "route"},
		{"/" + strings.Repeat("r", maxNameBytes-len(".html")+1), 200, "root"},
	}
	for _, tc := range tests {
		t.Run(tc.path, func(t *testing.T) {
			w := do(h, "GET", tc.path)
			if w.Code != tc.code || w.Body.String() != tc.body {
				t.Errorf("= %d %q, want %d %q", w.Code, w.Body.String(), tc.code, tc.body)
			}
		})
	}
}

// TestSmuggling sends requests with a body, which no method this server
// takes has, raw over one connection: a body that hides a second request
// from a front end that reads Content-Length while this server reads the
// chunks (RFC 9112 §6.3), or hides it from this server's reading of the
// chunks. Each gets one answer and the connection closed, so no request
// is read out of another's body. Two plain pipelined requests still get
// two answers on a connection kept open.
func TestSmuggling(t *testing.T) {
	_, h := newSite(t)
	srv := httptest.NewServer(h)
	defer srv.Close()

	smuggled := "GET /settings HTTP/1.1\r\nHost: x\r\n\r\n"
	chunks := "0\r\n\r\n" + smuggled
	tests := []struct {
		name    string
		request string
		codes   []int
		closed  bool
	}{
		{"GET, Content-Length over a second request, chunked",
			"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: " + strconv.Itoa(len(chunks)) + "\r\nTransfer-Encoding: chunked\r\n\r\n" + chunks,
			[]int{400}, true},
		{"GET, chunked, then a second request",
			"GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n" + chunks,
			[]int{400}, true},
		{"GET, a second request as its Content-Length body",
			"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: " + strconv.Itoa(len(smuggled)) + "\r\n\r\n" + smuggled,
			[]int{400}, true},
		{"HEAD, Content-Length over a second request, chunked",
			"HEAD / HTTP/1.1\r\nHost: x\r\nContent-Length: " + strconv.Itoa(len(chunks)) + "\r\nTransfer-Encoding: chunked\r\n\r\n" + chunks,
			[]int{400}, true},
		{"POST, Content-Length over a second request, chunked",
			"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: " + strconv.Itoa(len(chunks)) + "\r\nTransfer-Encoding: chunked\r\n\r\n" + chunks,
			[]int{405}, true},
		{"two plain requests",
			"GET / HTTP/1.1\r\nHost: x\r\n\r\n" + smuggled,
			[]int{200, 200}, false},
		{"GET with an empty Content-Length body, then another",
			"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n" + smuggled,
			[]int{200, 200}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			codes, closed := exchange(t, srv.Listener.Addr().String(), tc.request)
			if !slices.Equal(codes, tc.codes) || closed != tc.closed {
				t.Errorf("answers %v, connection closed %t; want %v, closed %t", codes, closed, tc.codes, tc.closed)
			}
		})
	}
}

// exchange writes request raw to a new connection to addr and reads the
// answers' status codes until the server closes the connection (closed) or
// sends nothing more for a while. Answers after the first are read as
// answers to a GET.
func exchange(t *testing.T, addr, request string) (codes []int, closed bool) {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := io.WriteString(conn, request); err != nil {
		t.Fatal(err)
	}
	method, _, _ := strings.Cut(request, " ")
	br := bufio.NewReader(conn)
	for {
		conn.SetReadDeadline(time.Now().Add(time.Second))
		_, err := br.Peek(1)
		switch {
		case errors.Is(err, io.EOF) || errors.Is(err, syscall.ECONNRESET):
			return codes, true
		case errors.Is(err, os.ErrDeadlineExceeded):
			return codes, false
		case err != nil:
			t.Fatalf("waiting for answer %d: %v", len(codes)+1, err)
		}
		res, err := http.ReadResponse(br, &http.Request{Method: method})
		if err != nil {
			t.Fatalf("reading answer %d: %v", len(codes)+1, err)
		}
		method = "GET"
		if _, err := io.Copy(io.Discard, res.Body); err != nil {
			t.Fatalf("reading answer %d's body: %v", len(codes)+1, err)
		}
		res.Body.Close()
		codes = append(codes, res.StatusCode)
	}
}
