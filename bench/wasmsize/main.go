// Command wasmsize prints, as JSON, the raw, gzip and brotli sizes of the
// files named on its command line, compressed as cmd/static compresses the
// files it serves: gzip and brotli at their best levels, brotli with the
// pure-Go encoder (github.com/andybalholm/brotli). `make bench` uses it to
// compare app.wasm with a go-app hello world (docs/BENCHMARKS.md).
//
//	go run ./bench/wasmsize web/app.wasm /tmp/hello.wasm
//
// Brotli at its best quality takes tens of seconds on a wasm, so a file
// whose sibling name.br (cmd/static's cache, e.g. web/app.wasm.br) decodes
// to exactly the file is measured from that sibling.
package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"os"

	"github.com/andybalholm/brotli"
)

// sizes are one file's sizes in bytes.
type sizes struct {
	File   string `json:"file"`
	Raw    int    `json:"raw"`
	Gzip   int    `json:"gzip"`
	Brotli int    `json:"brotli"`
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("wasmsize: ")
	if len(os.Args) < 2 {
		log.Fatal("usage: wasmsize file...")
	}
	var out []sizes
	for _, name := range os.Args[1:] {
		s, err := measure(name)
		if err != nil {
			log.Fatal(err)
		}
		out = append(out, s)
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		log.Fatal(err)
	}
}

// measure compresses the file called name both ways.
func measure(name string) (sizes, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return sizes{}, err
	}
	gz, err := gzipSize(b)
	if err != nil {
		return sizes{}, fmt.Errorf("%s: %w", name, err)
	}
	br, err := brotliSize(b, name+".br")
	if err != nil {
		return sizes{}, fmt.Errorf("%s: %w", name, err)
	}
	return sizes{File: name, Raw: len(b), Gzip: gz, Brotli: br}, nil
}

// gzipSize is the size of b at gzip's best level.
func gzipSize(b []byte) (int, error) {
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return 0, err
	}
	if _, err := w.Write(b); err != nil {
		return 0, err
	}
	if err := w.Close(); err != nil {
		return 0, err
	}
	return buf.Len(), nil
}

// brotliSize is the size of b at brotli's best quality, read from cache
// when that file holds exactly b's encoding.
func brotliSize(b []byte, cache string) (int, error) {
	if old, err := os.ReadFile(cache); err == nil {
		plain, err := io.ReadAll(brotli.NewReader(bytes.NewReader(old)))
		if err == nil && bytes.Equal(plain, b) {
			return len(old), nil
		}
	}
	var buf bytes.Buffer
	w := brotli.NewWriterLevel(&buf, brotli.BestCompression)
	if _, err := w.Write(b); err != nil {
		return 0, err
	}
	if err := w.Close(); err != nil {
		return 0, err
	}
	return buf.Len(), nil
}
