package main

import (
	"io"
	"io/fs"
	"sync"
	"time"
)

// Limits of the small-file cache: the pages, scripts and styles of a site
// (and their .br/.gz siblings), not its wasm.
const (
	maxCachedFile  = 64 << 10
	maxCachedTotal = 8 << 20
)

// fileCache keeps the content of small files in memory, so that serving one
// costs no open, read or close. An entry is used only while the file's size
// and modification time are those it was read with (the caller has just
// stat'ed it), so a site rebuilt under a running server is served fresh.
type fileCache struct {
	mu    sync.Mutex
	files map[string]cachedFile
	total int
}

type cachedFile struct {
	size    int64
	modTime time.Time
	data    []byte
}

// get returns the content of the regular file name, described by fi, when
// it is small enough to cache: from the cache, or read now and cached. It
// reports false for large files, files without a modification time (which
// could change unseen) and read errors; the caller then serves the file
// from disk.
func (c *fileCache) get(fsys fs.FS, name string, fi fs.FileInfo) ([]byte, bool) {
	if fi.Size() > maxCachedFile || fi.ModTime().IsZero() {
		return nil, false
	}
	c.mu.Lock()
	e, ok := c.files[name]
	c.mu.Unlock()
	if ok && e.size == fi.Size() && e.modTime.Equal(fi.ModTime()) {
		return e.data, true
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxCachedFile+1))
	if err != nil || int64(len(data)) != fi.Size() {
		return nil, false // changed while being read: serve it from disk
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.files == nil {
		c.files = make(map[string]cachedFile)
	}
	grow := len(data) - len(c.files[name].data)
	if c.total+grow > maxCachedTotal {
		return data, true // serve it, but keep the cache bounded
	}
	c.total += grow
	c.files[name] = cachedFile{size: fi.Size(), modTime: fi.ModTime(), data: data}
	return data, true
}
