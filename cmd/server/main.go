// Command server is Tabula's tiny static web server. It serves a site built
// by `make static` (cmd/static) from a directory:
//
//	go run ./cmd/server -addr :8000 -dir static
//
// It serves pre-compressed .br/.gz siblings when the browser accepts them,
// sets content types, caching and security headers (see newHandler), falls
// back to index.html for client-side routes, and shuts down gracefully on
// SIGINT or SIGTERM. It is a native program, never part of the wasm build.
//
// With -turn HOST[:PORT] it also serves STUN and a TURN relay for live play
// on UDP port PORT (3478) of HOST, the site's public name or IPv4 address,
// and answers the site's ice-servers.json with them (relay.go,
// iceservers.go):
//
//	go run ./cmd/server -addr :8000 -dir static -turn tabula.example.org
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"
)

// Limits against slow or hostile clients.
const (
	maxHeaderBytes    = 16 << 10
	readHeaderTimeout = 5 * time.Second
	readTimeout       = 30 * time.Second
	writeTimeout      = 10 * time.Minute // a slow phone must still get a 7 MB wasm
	idleTimeout       = 2 * time.Minute
	shutdownTimeout   = 10 * time.Second
)

func main() {
	addr := flag.String("addr", ":8000", "address to listen on, host:port")
	dir := flag.String("dir", "static", "directory of the built site (make static)")
	turnFlag := flag.String("turn", "", "serve STUN and a TURN relay for live play on `HOST[:PORT]`, the site's public name or IPv4 address (UDP port 3478 unless given); off when empty")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("server: ")

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, *addr, *dir, *turnFlag, log.Printf); err != nil {
		log.Fatal(err)
	}
}

// run serves dir on addr until ctx is cancelled, then shuts down gracefully;
// with turn ("HOST[:PORT]", -turn) it serves STUN and a TURN relay too.
// logf receives one line when the server starts, and one for the relay.
func run(ctx context.Context, addr, dir, turn string, logf func(format string, args ...any)) error {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return fmt.Errorf("opening site directory: %w", err)
	}
	defer root.Close()
	fsys := root.FS()
	if _, err := fs.Stat(fsys, "index.html"); err != nil {
		return fmt.Errorf("%s has no index.html (build the site with make static): %w", dir, err)
	}

	handler := newHandler(fsys)
	if turn != "" {
		spec, err := parseTurnSpec(turn)
		if err != nil {
			return err
		}
		r, err := startRelay(ctx, spec)
		if err != nil {
			return err
		}
		defer r.close()
		stunURL, turnURL := r.urls()
		logf("serving %s and %s, relaying from %s", stunURL, turnURL, r.ip)
		handler = withICEServers(r, handler)
	}

	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("listening: %w", err)
	}
	srv := &http.Server{
		Handler:           handler,
		MaxHeaderBytes:    maxHeaderBytes,
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
	}
	logf("serving %s on %s", dir, siteURL(ln.Addr()))

	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return fmt.Errorf("serving: %w", err)
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), shutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		return fmt.Errorf("shutting down: %w", err)
	}
	if err := <-done; !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("serving: %w", err)
	}
	return nil
}

// siteURL is the URL to open for a listener address: a wildcard host is
// shown as localhost.
func siteURL(a net.Addr) string {
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return "http://" + a.String() + "/"
	}
	if ip := net.ParseIP(host); host == "" || ip != nil && ip.IsUnspecified() {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port) + "/"
}
