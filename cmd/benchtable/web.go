package main

import (
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
)

// webSection runs e2e/bench.mjs (which needs web/app.wasm, Chromium and
// e2e/node_modules: make bench provides them) and returns the section it
// writes.
func webSection(_ options, m *machine) (string, error) {
	out, err := os.CreateTemp("", "tabula-bench-web-*.md")
	if err != nil {
		return "", fmt.Errorf("web: %w", err)
	}
	out.Close()
	defer os.Remove(out.Name())
	log.Printf("web: cd e2e && BENCH_OUT=%s node bench.mjs (load average %s)", out.Name(), m.loadAverage())
	cmd := exec.Command("node", "bench.mjs")
	cmd.Dir = "e2e"
	cmd.Env = append(os.Environ(), "BENCH_OUT="+out.Name())
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return "## Web app\n", fmt.Errorf("node %s: %w", filepath.Join("e2e", "bench.mjs"), err)
	}
	b, err := os.ReadFile(out.Name())
	if err != nil {
		return "## Web app\n", fmt.Errorf("web: %w", err)
	}
	return string(b), nil
}
