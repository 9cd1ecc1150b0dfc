package main

import (
	"strings"
	"testing"
	"time"

	"tabula/engines/catalog"
	"tabula/engines/enginetest/toygame"
)

func TestParseWrk(t *testing.T) {
	const out = `Running 5s test @ http://127.0.0.1:8000/
  2 threads and 16 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   812.50us  1.20ms  30.01ms   93.12%
    Req/Sec    10.23k     1.01k   12.00k    70.00%
  Latency Distribution
     50%  512.00us
     75%    1.01ms
     90%    2.00ms
     99%    1.50s
  101234 requests in 5.00s, 1.21GB read
  Socket errors: connect 1, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 4
Requests/sec:  20246.80
Transfer/sec:    247.60MB
`
	tests := []struct {
		name string
		in   string
		want wrkResult
		err  string
	}{
		{"full", out, wrkResult{requests: 20246.80, p50: 512 * time.Microsecond, p99: 1500 * time.Millisecond, errors: 10}, ""},
		{"clean", strings.NewReplacer("  Socket errors: connect 1, read 2, write 0, timeout 3\n", "", "  Non-2xx or 3xx responses: 4\n", "").Replace(out),
			wrkResult{requests: 20246.80, p50: 512 * time.Microsecond, p99: 1500 * time.Millisecond}, ""},
		{"no rate", "Latency Distribution\n     50%  1ms\n", wrkResult{}, "Requests/sec"},
		{"no latency", "Requests/sec: 10\n", wrkResult{}, "latency"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseWrk(tt.in)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("parseWrk error = %v, want one mentioning %q", err, tt.err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("parseWrk = %+v, %v, want %+v", got, err, tt.want)
			}
		})
	}
}

func TestQuantile(t *testing.T) {
	v := []float64{5, 1, 4, 2, 3, 10, 9, 8, 7, 6}
	for _, tt := range []struct{ q, want float64 }{{0, 1}, {0.5, 5}, {0.95, 10}, {1, 10}} {
		if got := quantile(v, tt.q); got != tt.want {
			t.Errorf("quantile(%v) = %v, want %v", tt.q, got, tt.want)
		}
	}
	if v[0] != 5 {
		t.Error("quantile sorted its argument")
	}
}

func TestMedianRounds(t *testing.T) {
	row := func(games int) []throughput { return []throughput{{Game: "g", Games: games, Seconds: 1}} }
	got := medianRounds([][]throughput{row(30), row(10), row(20)})
	if got[0].Games != 20 {
		t.Errorf("median round has %d games, want 20", got[0].Games)
	}
	runs := []wrkResult{{requests: 3, errors: 1}, {requests: 1}, {requests: 2, errors: 2}}
	if m, errs := medianRun(runs); m.requests != 2 || errs != 3 {
		t.Errorf("medianRun = %v, %d errors, want 2 requests/s and 3 errors", m.requests, errs)
	}
}

// TestCodecsAndLinks measures one game's snapshots and links: the first
// shipped game's.
func TestCodecsAndLinks(t *testing.T) {
	g := catalog.All()[0]
	mid, end, err := snapshotStates(g)
	if err != nil {
		t.Fatal(err)
	}
	if mid.Over() || !end.Over() {
		t.Fatalf("mid-game over: %v, end-game over: %v", mid.Over(), end.Over())
	}
	f, err := measureCodecs(g, mid)
	if err != nil {
		t.Fatal(err)
	}
	if f.msgpBytes == 0 || f.jsonBytes <= f.msgpBytes || f.msgpEnc <= 0 || f.jsonDec <= 0 || !f.jsonFaithful {
		t.Errorf("implausible figures: %+v", f)
	}
	lf, err := linkLengths(toygame.Game{}, 3, "greedy")
	if err != nil {
		t.Fatal(err)
	}
	if len(lf.lengths) != 3 || len(lf.actions) != 3 || lf.lengths[0] < 10 || lf.actions[0] < 1 {
		t.Errorf("link lengths %v for games of %v actions", lf.lengths, lf.actions)
	}
	// A toy game's turns pass from seat to seat: links are made for every
	// turn, and the last is as long as the share link (the same save, the
	// seats' kinds aside).
	if len(lf.byLink) != 3 || lf.handOns[0] < lf.actions[0]/10 || lf.byLink[0] < lf.lengths[0]-4 || lf.byLink[0] > lf.lengths[0]+4 {
		t.Errorf("by links: %v links per game, longest %v; share links %v", lf.handOns, lf.byLink, lf.lengths)
	}
}

func TestStrengthSection(t *testing.T) {
	tests := []struct{ out, strength, link string }{
		{"docs/BENCHMARKS.md", "docs/bench/strength.md", "(bench/strength.md)"},
		{"/tmp/table.md", "/tmp/bench/strength.md", "(bench/strength.md)"},
		{"out/BENCHMARKS.md", "docs/bench/strength.md", "(../docs/bench/strength.md)"},
	}
	for _, tt := range tests {
		t.Run(tt.out, func(t *testing.T) {
			got, err := strengthSection(tt.out, tt.strength)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(got, "# Bot strength\n") || !strings.Contains(got, tt.link) {
				t.Errorf("section %q: want the heading and a link %s", got, tt.link)
			}
		})
	}
}
