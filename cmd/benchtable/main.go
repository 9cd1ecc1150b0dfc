// Command benchtable is `make bench`: it runs every measurement of the
// benchmark table in one run on this machine and writes docs/BENCHMARKS.md,
// one section per topic, each with the commands that produced it:
//
//   - engine throughput: random full games per second on one core, for every
//     game and player count, natively and in wasm under Node
//     (bench/throughput, built both ways);
//   - state snapshots: msgp against encoding/json, sizes and encode/decode
//     times, mid-game and at the end of a game;
//   - share links: their length at the end of 200 bot games per game;
//   - the web app: e2e/bench.mjs (wasm size against a go-app hello world,
//     loading in headless Chromium, computer moves), included as it writes it;
//   - the server: cmd/server against nginx serving the same folder, both
//     loaded by wrk on loopback;
//   - bot strength: a link to docs/bench/strength.md, the report cmd/sim
//     writes from its own (much longer) run, when that report is present.
//
// Run from the repository root after `make static` (make bench does that):
//
//	go run ./cmd/benchtable [-out docs/BENCHMARKS.md] [-skip web,server]
//
// It prints where each figure comes from as it goes. A part that fails is
// reported in its section and makes the command exit non-zero after the
// file is written.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"
)

// options are the command line.
type options struct {
	out      string
	skip     []string
	runTime  time.Duration // per game and player count, in each throughput round
	rounds   int           // throughput rounds, native and wasm alternating
	links    int           // bot games per game for the link lengths
	wrkTime  time.Duration // per wrk run
	wrkRuns  int           // wrk runs per server and target, alternating
	static   string        // the built site
	strength string        // the bot strength report, linked from out
}

func main() {
	var o options
	var skip string
	flag.StringVar(&o.out, "out", "docs/BENCHMARKS.md", "file to write")
	flag.StringVar(&skip, "skip", "", "comma-separated parts not to run: engines, saves, links, web, server")
	flag.DurationVar(&o.runTime, "time", time.Second, "throughput: time per game and player count in each round")
	flag.IntVar(&o.rounds, "rounds", 3, "throughput: rounds, native and wasm alternating (the median is reported)")
	flag.IntVar(&o.links, "links", 200, "share links: bot games per game")
	flag.DurationVar(&o.wrkTime, "wrk-time", 5*time.Second, "server: duration of each wrk run")
	flag.IntVar(&o.wrkRuns, "wrk-runs", 3, "server: wrk runs per server and target, alternating (the median is reported)")
	flag.StringVar(&o.static, "static", "static", "server: the site built by make static")
	flag.StringVar(&o.strength, "strength", "docs/bench/strength.md", "bot strength report, linked when present")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("benchtable: ")
	if skip != "" {
		o.skip = strings.Split(skip, ",")
	}
	if err := run(o); err != nil {
		log.Fatal(err)
	}
}

// part is one section of the table.
type part struct {
	name string
	run  func(options, *machine) (string, error)
}

func run(o options) error {
	m := readMachine()
	start := time.Now()
	log.Printf("%s, %s, load average %s", m.cpu, m.goVersion, m.loadAverage())
	parts := []part{
		{"engines", throughputSection},
		{"saves", savesSection},
		{"links", linksSection},
		{"web", webSection},
		{"server", serverSection},
	}
	var failed []string
	var body []string
	for _, p := range parts {
		if slices.Contains(o.skip, p.name) {
			log.Printf("%s: skipped", p.name)
			continue
		}
		before := m.loadAverage()
		text, err := p.run(o, &m)
		if err != nil {
			log.Printf("%s: %v", p.name, err)
			failed = append(failed, p.name)
			text += fmt.Sprintf("\n**Not measured in this run:** %v\n", err)
		}
		log.Printf("%s: done (load average %s → %s)", p.name, before, m.loadAverage())
		body = append(body, strings.TrimSpace(text))
	}
	if _, err := os.Stat(o.strength); err == nil {
		log.Printf("strength: linked %s", o.strength)
		section, err := strengthSection(o.out, o.strength)
		if err != nil {
			return err
		}
		body = append(body, section)
	} else if !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("reading %s: %w", o.strength, err)
	}
	doc := header(m, start, time.Since(start)) + "\n" + strings.Join(body, "\n\n") + "\n"
	if err := os.WriteFile(o.out, []byte(doc), 0o644); err != nil {
		return fmt.Errorf("writing the table: %w", err)
	}
	log.Printf("wrote %s in %s", o.out, time.Since(start).Round(time.Second))
	if len(failed) > 0 {
		return fmt.Errorf("not measured: %s", strings.Join(failed, ", "))
	}
	return nil
}

// strengthSection is the table's bot strength section: a link to the
// report at strength, relative to the table written at out. The report is
// measured apart (make strength, hours of CPU) and is not copied: one
// place holds its figures.
func strengthSection(out, strength string) (string, error) {
	rel, err := filepath.Rel(filepath.Dir(out), strength)
	if err != nil {
		return "", fmt.Errorf("linking %s from %s: %w", strength, out, err)
	}
	rel = filepath.ToSlash(rel)
	return fmt.Sprintf(`# Bot strength

How strong the computer players are (the bars they must meet, the verdicts, each seat's results
and the decision times) is measured apart, over hours of CPU (`+"`make strength`"+`), and reported
in [%s](%s).`, rel, rel), nil
}

// header is the top of BENCHMARKS.md: what ran, where and when.
func header(m machine, start time.Time, took time.Duration) string {
	return fmt.Sprintf(`# Benchmarks

Written by `+"`make bench`"+` (`+"`go run ./cmd/benchtable`"+`) on %s in %s: %s, %s,
Linux %s; %s, Node.js %s, %s. Every figure below comes from this one run. The
machine is shared with other work: the 1-minute load average was %s at the start and
is given for each part, so compare the ratios (measured side by side in the same run) rather than
the absolute figures with another machine's.

`+"```sh"+`
make bench                                  # all of it (installs wrk, nginx and Chromium when missing)
go run ./cmd/benchtable -skip web,server    # the engine parts alone, from the repository root
`+"```"+`
`, start.UTC().Format("2006-01-02 15:04 UTC"), took.Round(time.Second), m.cpu, m.memory, m.kernel,
		m.goVersion, m.node, m.chromium, m.startLoad)
}

// machine describes where the table was measured.
type machine struct {
	cpu, memory, kernel       string
	goVersion, node, chromium string
	startLoad, goroot         string
}

func readMachine() machine {
	m := machine{
		cpu:       fmt.Sprintf("%d × %s", runtime.NumCPU(), cpuModel()),
		kernel:    strings.TrimSpace(readString("/proc/sys/kernel/osrelease")),
		goVersion: runtime.Version(),
		node:      strings.TrimPrefix(output("node", "--version"), "v"),
		chromium:  output("chromium", "--version"),
	}
	if m.chromium == "" {
		m.chromium = "no Chromium"
	}
	for _, line := range strings.Split(readString("/proc/meminfo"), "\n") {
		var kb int64
		if _, err := fmt.Sscanf(line, "MemTotal: %d kB", &kb); err == nil {
			m.memory = fmt.Sprintf("%d GiB", (kb+1<<19)>>20)
		}
	}
	m.goroot = output("go", "env", "GOROOT")
	m.startLoad = m.loadAverage()
	return m
}

// loadAverage is the 1-minute load average, as the kernel gives it.
func (m machine) loadAverage() string {
	f := strings.Fields(readString("/proc/loadavg"))
	if len(f) == 0 {
		return "unknown"
	}
	return f[0]
}

func cpuModel() string {
	for _, line := range strings.Split(readString("/proc/cpuinfo"), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return runtime.GOARCH
}

func readString(name string) string {
	b, _ := os.ReadFile(name)
	return string(b)
}

// output runs a command and returns its trimmed standard output, or "" when
// it fails (for version lines only).
func output(name string, args ...string) string {
	out, err := exec.Command(name, args...).Output()
	if err != nil {
		return ""
	}
	return string(bytes.TrimSpace(out))
}

// command runs a command with its output shown, for builds.
func command(env []string, name string, args ...string) error {
	cmd := exec.Command(name, args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s %s: %w", name, strings.Join(args, " "), err)
	}
	return nil
}
