package main

import (
	"encoding/json"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// throughput is one line of bench/throughput's output.
type throughput struct {
	Game    string  `json:"game"`
	Players int     `json:"players"`
	Games   int     `json:"games"`
	Actions int     `json:"actions"`
	Seconds float64 `json:"seconds"`
	Allocs  float64 `json:"allocs_per_game"`
}

func (t throughput) perSecond() float64 { return float64(t.Games) / t.Seconds }

// throughputSection builds bench/throughput natively and for wasm and runs
// the two alternately, o.rounds times each.
func throughputSection(o options, m *machine) (string, error) {
	if err := os.MkdirAll("bin", 0o755); err != nil {
		return "", fmt.Errorf("making bin/: %w", err)
	}
	native, wasm := filepath.Join("bin", "throughput"), filepath.Join("bin", "throughput.wasm")
	log.Printf("engines: building bench/throughput natively and for wasm into bin/")
	if err := command(nil, "go", "build", "-o", native, "./bench/throughput"); err != nil {
		return "", err
	}
	if err := command([]string{"GOOS=js", "GOARCH=wasm"}, "go", "build", "-o", wasm, "./bench/throughput"); err != nil {
		return "", err
	}
	wasmExec := filepath.Join(m.goroot, "lib", "wasm", "go_js_wasm_exec")
	var nat, was [][]throughput
	for i := range o.rounds {
		log.Printf("engines: round %d of %d: %s -time %s, then %s %s -time %s (load average %s)",
			i+1, o.rounds, native, o.runTime, wasmExec, wasm, o.runTime, m.loadAverage())
		r, err := runThroughput(native, "-time", o.runTime.String())
		if err != nil {
			return "", err
		}
		nat = append(nat, r)
		if r, err = runThroughput(wasmExec, wasm, "-time", o.runTime.String()); err != nil {
			return "", err
		}
		was = append(was, r)
	}
	return throughputText(o, medianRounds(nat), medianRounds(was), m.loadAverage()), nil
}

func runThroughput(name string, args ...string) ([]throughput, error) {
	cmd := exec.Command(name, args...)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", name, strings.Join(args, " "), err)
	}
	var r []throughput
	if err := json.Unmarshal(out, &r); err != nil {
		return nil, fmt.Errorf("reading the output of %s: %w", name, err)
	}
	return r, nil
}

// medianRounds picks, for every game and player count, the round with the
// median games per second.
func medianRounds(rounds [][]throughput) []throughput {
	out := slices.Clone(rounds[0])
	for i := range out {
		var col []throughput
		for _, r := range rounds {
			col = append(col, r[i])
		}
		slices.SortFunc(col, func(a, b throughput) int { return cmpFloat(a.perSecond(), b.perSecond()) })
		out[i] = col[len(col)/2]
	}
	return out
}

func throughputText(o options, native, wasm []throughput, load string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `## Engine throughput

Random full games per second on one core: the game is set up, then each seat picks uniformly
among `+"`Legal()`"+` until it ends (`+"`contract.RandomPlayout`"+`, as in the engines'
`+"`BenchmarkRandomPlayout`"+`). `+"`bench/throughput`"+` plays seeds 1, 2, … on one goroutine for %s per
row after a warm-up of half that; it is built natively and with `+"`GOOS=js GOARCH=wasm`"+` and run
under Node (`+"`go_js_wasm_exec`"+`), the two alternating, %d rounds each; each figure is the median
round.

`+"```sh"+`
go build -o bin/throughput ./bench/throughput && bin/throughput -time %s
GOOS=js GOARCH=wasm go build -o bin/throughput.wasm ./bench/throughput
"$(go env GOROOT)/lib/wasm/go_js_wasm_exec" bin/throughput.wasm -time %s
`+"```"+`

| Game | players | actions/game | native games/s | µs/game | allocs/game | wasm games/s | wasm / native time |
|---|---|---|---|---|---|---|---|
`, o.runTime, o.rounds, o.runTime, o.runTime)
	for i, n := range native {
		w := wasm[i]
		fmt.Fprintf(&b, "| %s | %d | %.0f | %.0f | %.0f | %.0f | %.0f | %.1f× |\n",
			gameName(n.Game), n.Players, float64(n.Actions)/float64(n.Games), n.perSecond(),
			1e6/n.perSecond(), n.Allocs, w.perSecond(), n.perSecond()/w.perSecond())
	}
	fmt.Fprintf(&b, "\nLoad average at the end: %s.\n", load)
	return b.String()
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
