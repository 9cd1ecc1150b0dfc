package main

import (
	"bytes"
	"cmp"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// minCompressSize is the smallest file worth a pre-compressed sibling.
const minCompressSize = 1024

// compressible lists the extensions of text and wasm files that get
// pre-compressed .br and .gz siblings.
var compressible = map[string]bool{
	".html": true, ".js": true, ".css": true, ".wasm": true, ".svg": true,
	".webmanifest": true, ".json": true, ".txt": true, ".xml": true,
}

// brotliEncode compresses b at brotli's quality (0–11).
func brotliEncode(b []byte, quality int) ([]byte, error) {
	var buf bytes.Buffer
	w := brotli.NewWriterLevel(&buf, quality)
	if _, err := w.Write(b); err != nil {
		return nil, fmt.Errorf("brotli: %w", err)
	}
	if err := w.Close(); err != nil {
		return nil, fmt.Errorf("brotli: %w", err)
	}
	return buf.Bytes(), nil
}

// gzipEncode compresses b at gzip's level (1–9, or -1 for its default).
func gzipEncode(b []byte, level int) ([]byte, error) {
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, level)
	if err != nil {
		return nil, fmt.Errorf("gzip: %w", err)
	}
	if _, err := w.Write(b); err != nil {
		return nil, fmt.Errorf("gzip: %w", err)
	}
	if err := w.Close(); err != nil {
		return nil, fmt.Errorf("gzip: %w", err)
	}
	return buf.Bytes(), nil
}

// cachedBrotli returns the brotli encoding of b at brotli's best quality,
// reusing the file at cache when it decodes to exactly b (the best quality
// takes ~20 s on the wasm, over a minute on a busy machine) and refreshing
// that file otherwise. An empty cache path disables it.
func cachedBrotli(b []byte, cache string) ([]byte, error) {
	if cache != "" {
		if old, err := os.ReadFile(cache); err == nil {
			plain, err := io.ReadAll(brotli.NewReader(bytes.NewReader(old)))
			if err == nil && bytes.Equal(plain, b) {
				return old, nil
			}
		}
	}
	enc, err := brotliEncode(b, brotli.BestCompression)
	if err != nil {
		return nil, err
	}
	if cache != "" {
		if err := os.WriteFile(cache, enc, 0o644); err != nil {
			return nil, fmt.Errorf("caching brotli output: %w", err)
		}
	}
	return enc, nil
}

// precompress writes name.br and name.gz next to every compressible file of
// at least minCompressSize bytes under dir, keeping each only when it is
// smaller than the original. brotliCache maps a file (relative to dir, with
// slashes) to a cache path for its brotli encoding. fast trades size for
// time, for a site built for tests: brotli's and gzip's default levels and
// no cache (gzip's default takes a third of its best level's time on a
// link build, for 0.7% more). The files are compressed in parallel, one on
// each CPU at a time, the largest first: the wasm files are most of the
// work.
func precompress(dir string, brotliCache map[string]string, fast bool) error {
	type file struct {
		path string
		size int64
	}
	var files []file
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !compressible[strings.ToLower(filepath.Ext(path))] {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return fmt.Errorf("reading %s: %w", path, err)
		}
		files = append(files, file{path, info.Size()})
		return nil
	})
	if err != nil {
		return err
	}
	// The largest first, so that no CPU is left with a wasm at the end.
	slices.SortFunc(files, func(a, b file) int { return cmp.Compare(b.size, a.size) })
	work := make(chan string)
	errs := make([]error, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for w := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for path := range work {
				if errs[w] == nil {
					errs[w] = compressFile(dir, path, brotliCache, fast)
				}
			}
		}()
	}
	for _, f := range files {
		work <- f.path
	}
	close(work)
	wg.Wait()
	return errors.Join(errs...)
}

// compressFile writes path's .br and .gz siblings for precompress.
func compressFile(dir, path string, brotliCache map[string]string, fast bool) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("reading %s: %w", path, err)
	}
	if len(b) < minCompressSize {
		return nil
	}
	rel, err := filepath.Rel(dir, path)
	if err != nil {
		return fmt.Errorf("locating %s: %w", path, err)
	}
	var br []byte
	gzLevel := gzip.BestCompression
	if fast {
		br, err = brotliEncode(b, brotli.DefaultCompression)
		gzLevel = gzip.DefaultCompression
	} else {
		br, err = cachedBrotli(b, brotliCache[filepath.ToSlash(rel)])
	}
	if err != nil {
		return fmt.Errorf("compressing %s: %w", path, err)
	}
	gz, err := gzipEncode(b, gzLevel)
	if err != nil {
		return fmt.Errorf("compressing %s: %w", path, err)
	}
	for ext, enc := range map[string][]byte{".br": br, ".gz": gz} {
		if len(enc) >= len(b) {
			continue
		}
		if err := os.WriteFile(path+ext, enc, 0o644); err != nil {
			return fmt.Errorf("writing %s%s: %w", path, ext, err)
		}
	}
	return nil
}
