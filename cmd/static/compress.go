package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

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

// gzipEncode compresses b at the highest gzip level.
func gzipEncode(b []byte) ([]byte, error) {
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
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
// time (brotli's default quality, no cache), for a site built for tests.
func precompress(dir string, brotliCache map[string]string, fast bool) error {
	return filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !compressible[strings.ToLower(filepath.Ext(path))] {
			return err
		}
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
		if fast {
			br, err = brotliEncode(b, brotli.DefaultCompression)
		} else {
			br, err = cachedBrotli(b, brotliCache[filepath.ToSlash(rel)])
		}
		if err != nil {
			return fmt.Errorf("compressing %s: %w", path, err)
		}
		gz, err := gzipEncode(b)
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
	})
}
