package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// TestCacheServesChangedFilesFresh rewrites a served page under the server:
// the next answer is the new content, with a new ETag.
func TestCacheServesChangedFilesFresh(t *testing.T) {
	dir, h := newSite(t)
	first := do(h, "GET", "/")
	page := filepath.Join(dir, "index.html")
	if err := os.WriteFile(page, []byte("<p>rebuilt, and longer than before</p>"), 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(page, later, later); err != nil {
		t.Fatal(err)
	}
	second := do(h, "GET", "/")
	if second.Code != 200 || !strings.Contains(second.Body.String(), "rebuilt") {
		t.Fatalf("after a rebuild: %d %q", second.Code, second.Body)
	}
	if first.Header().Get("ETag") == second.Header().Get("ETag") {
		t.Error("the ETag did not change with the content")
	}
}

func TestCacheLimits(t *testing.T) {
	stamp := time.Unix(1_700_000_000, 0)
	fsys := fstest.MapFS{
		"small.txt":  {Data: []byte("small"), ModTime: stamp},
		"big.txt":    {Data: make([]byte, maxCachedFile+1), ModTime: stamp},
		"undated.js": {Data: []byte("x")},
	}
	var c fileCache
	for _, tt := range []struct {
		name   string
		cached bool
	}{{"small.txt", true}, {"big.txt", false}, {"undated.js", false}} {
		fi, err := fsys.Stat(tt.name)
		if err != nil {
			t.Fatal(err)
		}
		data, ok := c.get(fsys, tt.name, fi)
		if ok != tt.cached || ok && string(data) != string(fsys[tt.name].Data) {
			t.Errorf("get(%s) = %d bytes, %t; want cached %t", tt.name, len(data), ok, tt.cached)
		}
	}
	if len(c.files) != 1 || c.total != len("small") {
		t.Errorf("cache holds %d files, %d bytes; want small.txt only", len(c.files), c.total)
	}
	// A full cache still serves a new small file, without keeping it.
	c.total = maxCachedTotal
	fsys["other.txt"] = &fstest.MapFile{Data: []byte("other"), ModTime: stamp}
	fi, _ := fsys.Stat("other.txt")
	if data, ok := c.get(fsys, "other.txt", fi); !ok || string(data) != "other" {
		t.Errorf("get from a full cache = %q, %t", data, ok)
	}
	if _, kept := c.files["other.txt"]; kept {
		t.Error("a full cache grew")
	}
}
