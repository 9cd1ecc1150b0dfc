package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Load generator settings: wrk's threads and open connections.
const (
	wrkThreads     = 2
	wrkConnections = 16
)

// target is one request the servers are loaded with.
type target struct {
	label, path, encoding string // encoding: the Accept-Encoding sent, "" for none
}

var targets = []target{
	{"index.html", "/", ""},
	{"index.html, brotli", "/", "br"},
	{"app.wasm", "/web/app.wasm", ""},
	{"app.wasm, brotli", "/web/app.wasm", "br"},
}

// wrkResult is what one wrk run reports.
type wrkResult struct {
	requests float64 // per second
	p50, p99 time.Duration
	errors   int // socket errors and non-2xx/3xx responses
}

// serverSection loads cmd/server and nginx, both serving o.static on
// loopback, with wrk, alternating between them.
func serverSection(o options, m *machine) (string, error) {
	static, err := filepath.Abs(o.static)
	if err != nil {
		return "", err
	}
	if _, err := os.Stat(filepath.Join(static, "index.html")); err != nil {
		return "", fmt.Errorf("no site to serve (run make static): %w", err)
	}
	for _, tool := range []string{"wrk", "nginx"} {
		if _, err := exec.LookPath(tool); err != nil {
			return "", fmt.Errorf("%s is not installed (make bench installs Debian's): %w", tool, err)
		}
	}
	if err := command(nil, "go", "build", "-o", filepath.Join("bin", "server"), "./cmd/server"); err != nil {
		return "", err
	}
	ours, err := startServer(static)
	if err != nil {
		return "", err
	}
	defer ours.stop()
	theirs, err := startNginx(static)
	if err != nil {
		return "", err
	}
	defer theirs.stop()
	servers := []*process{ours, theirs}

	results := make([][][]wrkResult, len(targets)) // [target][server][run]
	sizes := make([]int64, len(targets))
	for i, t := range targets {
		n, err := sameResponse(t, ours.addr, theirs.addr)
		if err != nil {
			return "", err
		}
		sizes[i] = n
		results[i] = make([][]wrkResult, len(servers))
		for run := range o.wrkRuns {
			for s, srv := range servers {
				log.Printf("server: %s, %s, run %d of %d: wrk -t%d -c%d -d%s --latency (load average %s)",
					srv.name, t.label, run+1, o.wrkRuns, wrkThreads, wrkConnections, o.wrkTime, m.loadAverage())
				r, err := runWrk(srv.addr, t, o.wrkTime)
				if err != nil {
					return "", err
				}
				results[i][s] = append(results[i][s], r)
			}
		}
	}
	version, _ := exec.Command("nginx", "-v").CombinedOutput() // nginx -v prints to stderr
	return serverText(o, results, sizes, strings.TrimSpace(string(version)), m.loadAverage()), nil
}

// process is a server started for the benchmark.
type process struct {
	name, addr string
	cmd        *exec.Cmd
	dir        string // temporary files, removed by stop
}

func (p *process) stop() {
	if p.cmd.Process != nil {
		_ = p.cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { _ = p.cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = p.cmd.Process.Kill()
		}
	}
	if p.dir != "" {
		_ = os.RemoveAll(p.dir)
	}
}

func freeAddr() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", fmt.Errorf("finding a free port: %w", err)
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}

func waitListening(addr string) error {
	for range 100 {
		if c, err := net.Dial("tcp", addr); err == nil {
			return c.Close()
		}
		time.Sleep(100 * time.Millisecond)
	}
	return fmt.Errorf("nothing listens on %s", addr)
}

func startServer(static string) (*process, error) {
	addr, err := freeAddr()
	if err != nil {
		return nil, err
	}
	p := &process{name: "cmd/server", addr: addr, cmd: exec.Command(filepath.Join("bin", "server"), "-addr", addr, "-dir", static)}
	p.cmd.Stderr = os.Stderr
	if err := p.cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting cmd/server: %w", err)
	}
	return p, waitListening(addr)
}

// nginxConf serves the site the way cmd/server does: a worker per core,
// files with sendfile, pre-compressed .gz and .br siblings when the request
// accepts them, index.html for unknown routes, no access log.
const nginxConf = `%s
worker_processes auto;
pid %[2]s/nginx.pid;
error_log %[2]s/error.log;
daemon off;
events { worker_connections 1024; }
http {
	include /etc/nginx/mime.types;
	access_log off;
	sendfile on;
	tcp_nopush on;
	keepalive_requests 100000;
	gzip_static on;
	brotli_static on;
	client_body_temp_path %[2]s/body;
	proxy_temp_path %[2]s/proxy;
	fastcgi_temp_path %[2]s/fastcgi;
	uwsgi_temp_path %[2]s/uwsgi;
	scgi_temp_path %[2]s/scgi;
	server {
		listen %[3]s;
		root %[4]s;
		location / { try_files $uri $uri/ /index.html; }
	}
}
`

// brotliModule is Debian's libnginx-mod-http-brotli-static.
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"

func startNginx(static string) (*process, error) {
	addr, err := freeAddr()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "tabula-nginx-")
	if err != nil {
		return nil, fmt.Errorf("nginx: %w", err)
	}
	head := "load_module " + brotliModule + ";"
	if os.Geteuid() == 0 {
		head += "\nuser root;" // the workers must read the site where root put it
	}
	conf := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(conf, fmt.Appendf(nil, nginxConf, head, dir, addr, static), 0o644); err != nil {
		return nil, fmt.Errorf("nginx: %w", err)
	}
	p := &process{name: "nginx", addr: addr, dir: dir, cmd: exec.Command("nginx", "-p", dir, "-c", conf)}
	p.cmd.Stderr = os.Stderr
	if err := p.cmd.Start(); err != nil {
		_ = os.RemoveAll(dir)
		return nil, fmt.Errorf("starting nginx: %w", err)
	}
	if err := waitListening(addr); err != nil {
		p.stop()
		return nil, fmt.Errorf("nginx: %w", err)
	}
	return p, nil
}

// sameResponse checks that both servers answer t with status 200, the same
// Content-Encoding and the same body, and returns the body's length.
func sameResponse(t target, a, b string) (int64, error) {
	var lengths []int64
	var bodies [][]byte
	var encodings []string
	for _, addr := range []string{a, b} {
		req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://"+addr+t.path, nil)
		if err != nil {
			return 0, err
		}
		// Set explicitly so that the transport neither asks for gzip nor decodes.
		req.Header.Set("Accept-Encoding", t.encoding)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return 0, fmt.Errorf("GET %s from %s: %w", t.path, addr, err)
		}
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil {
			return 0, fmt.Errorf("GET %s from %s: %w", t.path, addr, err)
		}
		if resp.StatusCode != http.StatusOK {
			return 0, fmt.Errorf("GET %s from %s: %s", t.path, addr, resp.Status)
		}
		lengths = append(lengths, int64(len(body)))
		bodies = append(bodies, body)
		encodings = append(encodings, resp.Header.Get("Content-Encoding"))
	}
	if encodings[0] != encodings[1] || string(bodies[0]) != string(bodies[1]) {
		return 0, fmt.Errorf("%s: cmd/server sends %d bytes (encoding %q), nginx %d bytes (encoding %q): not the same response",
			t.label, lengths[0], encodings[0], lengths[1], encodings[1])
	}
	return lengths[0], nil
}

func runWrk(addr string, t target, d time.Duration) (wrkResult, error) {
	args := []string{"-t" + strconv.Itoa(wrkThreads), "-c" + strconv.Itoa(wrkConnections), "-d" + d.String(), "--latency"}
	if t.encoding != "" {
		args = append(args, "-H", "Accept-Encoding: "+t.encoding)
	}
	args = append(args, "http://"+addr+t.path)
	out, err := exec.Command("wrk", args...).Output()
	if err != nil {
		return wrkResult{}, fmt.Errorf("wrk %s: %w", strings.Join(args, " "), err)
	}
	return parseWrk(string(out))
}

var (
	wrkRate     = regexp.MustCompile(`(?m)^Requests/sec:\s+([0-9.]+)`)
	wrkLatency  = regexp.MustCompile(`(?m)^\s+(50|99)%\s+([0-9.]+)(us|ms|s)\b`)
	wrkSocket   = regexp.MustCompile(`Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)`)
	wrkNon2xx3x = regexp.MustCompile(`Non-2xx or 3xx responses: (\d+)`)
)

// parseWrk reads the summary wrk --latency prints.
func parseWrk(out string) (wrkResult, error) {
	var r wrkResult
	m := wrkRate.FindStringSubmatch(out)
	if m == nil {
		return r, errors.New("wrk printed no Requests/sec")
	}
	r.requests, _ = strconv.ParseFloat(m[1], 64)
	for _, l := range wrkLatency.FindAllStringSubmatch(out, -1) {
		v, _ := strconv.ParseFloat(l[2], 64)
		unit := map[string]time.Duration{"us": time.Microsecond, "ms": time.Millisecond, "s": time.Second}[l[3]]
		d := time.Duration(v * float64(unit))
		if l[1] == "50" {
			r.p50 = d
		} else {
			r.p99 = d
		}
	}
	if r.p50 == 0 || r.p99 == 0 {
		return r, errors.New("wrk printed no latency distribution")
	}
	if m := wrkSocket.FindStringSubmatch(out); m != nil {
		for _, n := range m[1:] {
			k, _ := strconv.Atoi(n)
			r.errors += k
		}
	}
	if m := wrkNon2xx3x.FindStringSubmatch(out); m != nil {
		k, _ := strconv.Atoi(m[1])
		r.errors += k
	}
	return r, nil
}

// medianRun is the run with the median request rate, and the errors of all.
func medianRun(runs []wrkResult) (wrkResult, int) {
	s := slices.Clone(runs)
	slices.SortFunc(s, func(a, b wrkResult) int { return cmpFloat(a.requests, b.requests) })
	errs := 0
	for _, r := range runs {
		errs += r.errors
	}
	return s[len(s)/2], errs
}

func serverText(o options, results [][][]wrkResult, sizes []int64, nginxVersion, load string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `## The server against nginx

`+"`cmd/server`"+` and nginx (%s, Debian's, with its brotli_static module) serve the same `+"`make static`"+`
folder on 127.0.0.1, at the same time, each on its own port. nginx is set up as `+"`cmd/server`"+` works: a
worker per core (`+"`worker_processes auto`"+`; Go uses every core), sendfile, the pre-compressed `+"`.br`"+`
and `+"`.gz`"+` files that `+"`cmd/static`"+` writes served when the request accepts them
(`+"`brotli_static`"+`/`+"`gzip_static on`"+`, no compression on the fly in either), no access log. Both
answers are checked to be the same bytes first. Debian's wrk loads each with %d threads and %d
connections for %s, the two servers alternating, %d runs each; each figure is the median run
(errors: over all runs). wrk shares the machine's two cores with the server it loads.

`+"```sh"+`
wrk -t%d -c%d -d%s --latency [-H 'Accept-Encoding: br'] http://127.0.0.1:PORT/web/app.wasm
`+"```"+`

| Request | response | server | requests/s | latency p50 | latency p99 | errors | cmd/server ÷ nginx | bar (≥ 0.5, no errors) |
|---|---|---|---|---|---|---|---|---|
`, strings.TrimPrefix(nginxVersion, "nginx version: "), wrkThreads, wrkConnections, o.wrkTime, o.wrkRuns,
		wrkThreads, wrkConnections, o.wrkTime)
	var missed []string
	for i, t := range targets {
		ours, ourErrs := medianRun(results[i][0])
		theirs, theirErrs := medianRun(results[i][1])
		ratio := ours.requests / theirs.requests
		verdict := "**met**"
		if ratio < 0.5 || ourErrs > 0 {
			verdict = "**missed**"
			missed = append(missed, t.label)
		}
		fmt.Fprintf(&b, "| %s | %s | cmd/server | %.0f | %s | %s | %d | %.2f | %s |\n",
			t.label, kiB(int(sizes[i])), ours.requests, ms(ours.p50), ms(ours.p99), ourErrs, ratio, verdict)
		fmt.Fprintf(&b, "| | | nginx | %.0f | %s | %s | %d | | |\n", theirs.requests, ms(theirs.p50), ms(theirs.p99), theirErrs)
	}
	if len(missed) == 0 {
		b.WriteString("\nBar: at least half of nginx's throughput with no errors — **met** for every request.\n")
	} else {
		fmt.Fprintf(&b, "\nBar: at least half of nginx's throughput with no errors — **missed** for %s. For a small file the cost is"+
			" per request, not per byte: Go's net/http parsing the request and writing headers (cmd/server adds a"+
			" Content-Security-Policy and other security headers) and the stats that check the file is unchanged, against"+
			" nginx's event loop in C; for the wasm, copying the bytes dominates and the two are on a par.\n", strings.Join(missed, ", "))
	}
	fmt.Fprintf(&b, "Load average at the end: %s.\n", load)
	return b.String()
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d.Microseconds())/1e3) }
