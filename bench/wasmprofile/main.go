// Command wasmprofile prints the size profile of app.wasm, package by
// package, against a go-app hello world (docs/BENCHMARKS.md, the link
// page's size goal).
// Both must be built with their symbols (without -ldflags="-s -w"), so that
// the wasm keeps its "name" section:
//
//	GOOS=js GOARCH=wasm go build -trimpath -o /tmp/app.wasm ./cmd/web
//	GOOS=js GOARCH=wasm go build -trimpath -o /tmp/hello.wasm ./bench/hello
//	go run ./bench/wasmprofile /tmp/app.wasm /tmp/hello.wasm
//
// Go's wasm has no per-symbol data table: the code section's function
// bodies are attributed to their packages by the name section, and the
// data section (strings, type descriptors, pclntab, static tables) is
// given whole, with the text found in it (runs of at least minText
// printable characters) as an upper bound on what text tables weigh.
// Brotli sizes of a part are of that part compressed alone, at the best
// quality, which is a little more than what it adds to the whole file.
package main

import (
	"bytes"
	"errors"
	"fmt"
	"log"
	"os"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/andybalholm/brotli"
)

// minText is the shortest run of printable characters counted as text.
const minText = 24

// minRow is the least code a group must add to get a row of its own.
const minRow = 20_000

func main() {
	log.SetFlags(0)
	log.SetPrefix("wasmprofile: ")
	if len(os.Args) != 3 {
		log.Fatal("usage: wasmprofile app.wasm hello.wasm (both built without -s -w)")
	}
	app, err := read(os.Args[1])
	if err != nil {
		log.Fatal(err)
	}
	hello, err := read(os.Args[2])
	if err != nil {
		log.Fatal(err)
	}
	for _, line := range table(app, hello) {
		fmt.Println(line)
	}
}

// module is what the profile needs of one wasm file.
type module struct {
	size  int
	code  map[string][]byte // function bodies, concatenated, by group
	data  []byte            // the data section
	funcs int
}

// read parses the wasm file called name.
func read(name string) (*module, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	m, err := parse(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return m, nil
}

// reader reads a wasm binary's LEB128 numbers and byte strings.
type reader struct {
	b   []byte
	off int
	err error
}

func (r *reader) uleb() int {
	n, shift := 0, 0
	for r.err == nil {
		if r.off >= len(r.b) || shift > 35 {
			r.err = errors.New("truncated or overlong number")
			return 0
		}
		c := r.b[r.off]
		r.off++
		n |= int(c&0x7f) << shift
		if c < 0x80 {
			return n
		}
		shift += 7
	}
	return 0
}

func (r *reader) bytes(n int) []byte {
	if r.err != nil || n < 0 || r.off+n > len(r.b) {
		r.err = errors.New("truncated")
		return nil
	}
	out := r.b[r.off : r.off+n]
	r.off += n
	return out
}

// parse reads the sections the profile uses: imports (to number the
// functions), code, data and the name section's function names.
func parse(b []byte) (*module, error) {
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return nil, errors.New("not a wasm file")
	}
	r := &reader{b: b, off: 8}
	var bodies [][]byte
	names := map[int]string{}
	imported := 0
	m := &module{size: len(b), code: map[string][]byte{}}
	for r.off < len(b) && r.err == nil {
		id := r.bytes(1)
		n := r.uleb()
		sec := &reader{b: r.bytes(n)}
		if r.err != nil {
			break
		}
		switch id[0] {
		case 2: // imports: Go's are all functions
			for i, count := 0, sec.uleb(); i < count && sec.err == nil; i++ {
				sec.bytes(sec.uleb())
				sec.bytes(sec.uleb())
				if kind := sec.bytes(1); len(kind) == 1 && kind[0] != 0 {
					return nil, fmt.Errorf("import %d is not a function", i)
				}
				sec.uleb()
				imported++
			}
		case 10: // code
			for i, count := 0, sec.uleb(); i < count && sec.err == nil; i++ {
				bodies = append(bodies, sec.bytes(sec.uleb()))
			}
		case 11: // data
			m.data = sec.b
		case 0:
			if string(sec.bytes(sec.uleb())) != "name" {
				continue
			}
			for sec.off < len(sec.b) && sec.err == nil {
				kind := sec.bytes(1)
				sub := &reader{b: sec.bytes(sec.uleb())}
				if len(kind) != 1 || kind[0] != 1 { // function names
					continue
				}
				for i, count := 0, sub.uleb(); i < count && sub.err == nil; i++ {
					idx := sub.uleb()
					names[idx] = string(sub.bytes(sub.uleb()))
				}
				if sub.err != nil {
					return nil, fmt.Errorf("name section: %w", sub.err)
				}
			}
		}
		if sec.err != nil {
			return nil, fmt.Errorf("section %d: %w", id[0], sec.err)
		}
	}
	if r.err != nil {
		return nil, r.err
	}
	if len(names) == 0 {
		return nil, errors.New("no function names: build it without -ldflags=\"-s -w\"")
	}
	for i, body := range bodies {
		g := group(names[imported+i])
		m.code[g] = append(m.code[g], body...)
	}
	m.funcs = len(bodies)
	return m, nil
}

// group names the part of the program a function belongs to, from its
// name as Go's wasm linker writes it (the package path with '/' as '_',
// then '.', then the function).
func group(fn string) string {
	pkg := fn
	for _, host := range []string{"github.com_", "golang.org_", "vendor_golang.org_", "rsc.io_"} {
		if rest, ok := strings.CutPrefix(fn, host); ok {
			pkg, _, _ = strings.Cut(rest, ".")
			pkg = host + pkg
			break
		}
	}
	if pkg == fn {
		pkg, _, _ = strings.Cut(fn, ".")
	}
	switch {
	case strings.HasPrefix(pkg, "github.com_maxence_charriere_go_app"):
		return "go-app"
	case strings.HasPrefix(pkg, "github.com_tinylib_msgp"), strings.HasPrefix(pkg, "github.com_philhofer_fwd"):
		return "msgp (and fwd)"
	case strings.HasPrefix(pkg, "rsc.io_qr"):
		return "rsc.io/qr (QR codes)"
	case pkg == "tabula_app":
		return "tabula/app (screens)"
	case strings.HasPrefix(pkg, "tabula_app_boards_"):
		// A game's board with its sub-packages (…_<game>_words): game
		// ids have no '_'.
		id, _, _ := strings.Cut(strings.TrimPrefix(pkg, "tabula_app_boards_"), "_")
		return "board: " + id
	case strings.HasPrefix(pkg, "tabula_engines_"):
		return "engines/" + strings.TrimPrefix(pkg, "tabula_engines_")
	case strings.HasPrefix(pkg, "tabula_"):
		return strings.ReplaceAll(strings.TrimPrefix(pkg, "tabula_"), "_", "/")
	case strings.HasPrefix(pkg, "type:"), strings.HasPrefix(pkg, "type_"):
		return "generated type functions"
	case strings.HasPrefix(pkg, "crypto_"):
		return "crypto/…"
	}
	return strings.ReplaceAll(pkg, "_", "/")
}

// text is the printable text in data: runs of at least minText
// characters, each followed by a newline.
func text(data []byte) []byte {
	var out []byte
	start := 0
	flush := func(end int) {
		if utf8.RuneCount(data[start:end]) >= minText {
			out = append(append(out, data[start:end]...), '\n')
		}
	}
	for i := 0; i < len(data); {
		r, n := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError || r < 0x20 && r != '\n' || r == 0x7f {
			flush(i)
			i += max(n, 1)
			start = i
			continue
		}
		i += n
	}
	flush(len(data))
	return out
}

// brotliSize is the size of b at brotli's best quality.
func brotliSize(b []byte) int {
	var buf bytes.Buffer
	w := brotli.NewWriterLevel(&buf, brotli.BestCompression)
	w.Write(b) // a bytes.Buffer does not fail
	w.Close()
	return buf.Len()
}

// table is the profile as the rows of a Markdown table.
func table(app, hello *module) []string {
	kB := func(n int) string { return fmt.Sprintf("%.0f KB", float64(n)/1e3) }
	var groups []string
	other := map[string]bool{}
	for g, c := range app.code {
		if len(c)-len(hello.code[g]) >= minRow {
			groups = append(groups, g)
		} else {
			other[g] = true
		}
	}
	slices.SortFunc(groups, func(a, b string) int {
		return (len(app.code[b]) - len(hello.code[b])) - (len(app.code[a]) - len(hello.code[a]))
	})
	out := []string{
		"| part of the wasm | Tabula raw | hello raw | Tabula adds, raw | brotli, alone |",
		"|---|---|---|---|---|",
	}
	total := 0
	row := func(name string, a, h []byte) {
		extra := len(a) - len(h)
		total += extra
		br := "–"
		if extra > 0 && len(h) == 0 {
			br = kB(brotliSize(a))
		}
		out = append(out, fmt.Sprintf("| %s | %s | %s | %s | %s |", name, kB(len(a)), kB(len(h)), kB(extra), br))
	}
	for _, g := range groups {
		row("code: "+g, app.code[g], hello.code[g])
	}
	var a, h []byte
	for g := range other {
		a = append(a, app.code[g]...)
		h = append(h, hello.code[g]...)
	}
	for g, c := range hello.code {
		if _, ok := app.code[g]; !ok {
			h = append(h, c...)
		}
	}
	row("code: everything else (standard library, runtime, go-app's dependencies)", a, h)
	at, ht := text(app.data), text(hello.data)
	out = append(out,
		fmt.Sprintf("| data: text in it (runs of %d+ printable characters) | %s | %s | %s | %s / %s |", minText,
			kB(len(at)), kB(len(ht)), kB(len(at)-len(ht)), kB(brotliSize(at)), kB(brotliSize(ht))),
		fmt.Sprintf("| data: all of it (text, type descriptors, function tables, static data) | %s | %s | %s | – |",
			kB(len(app.data)), kB(len(hello.data)), kB(len(app.data)-len(hello.data))),
	)
	total += len(app.data) - len(hello.data)
	out = append(out, fmt.Sprintf("| the whole file (%d and %d functions) | %s | %s | %s | – |",
		app.funcs, hello.funcs, kB(app.size), kB(hello.size), kB(app.size-hello.size)))
	return out
}
