// Command static generates the Tabula website for static hosting: the
// go-app pages, app.js, the service worker and the manifest, the wasm and
// the search worker's wasm, the stylesheet and the icons, with pre-compressed .br and .gz siblings of the
// big text and wasm files.
//
//	go run ./cmd/static -out static -base /tabula/
//
// It is a native program: the go-app Handler and everything else that serves
// HTTP stay out of the wasm build.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app"
	"tabula/app/boards"
)

func main() {
	var o options
	flag.StringVar(&o.base, "base", "/", "URL path the site is served from, e.g. /tabula/")
	flag.StringVar(&o.wasm, "wasm", "web/app.wasm", "the built app.wasm")
	flag.StringVar(&o.search, "search", "web/search.wasm", "the built search worker, search.wasm (cmd/searchworker)")
	flag.StringVar(&o.web, "web", "web", "directory of source web assets (stylesheet, images)")
	flag.StringVar(&o.boards, "boards", "app/boards", "directory of the board folders, each with its stylesheet")
	flag.StringVar(&o.out, "out", "static", "output directory (replaced)")
	flag.BoolVar(&o.fast, "fast", false, "compress quickly, for a site built for tests: brotli's default quality rather than its best (a minute on the wasm)")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("static: ")
	app.Register(boards.All())
	if err := generate(o); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("wrote %s for base path %s\n", o.out, o.base)
}

// options are the command-line settings of a generation.
type options struct {
	base   string // URL base path, e.g. "/" or "/tabula/"
	wasm   string // path of app.wasm
	search string // path of search.wasm, the search worker's wasm
	web    string // source assets directory
	boards string // the board folders (app/boards), whose stylesheets are served under /web/boards/
	out    string // output directory
	fast   bool   // compress quickly (tests' sites), not as small as can be
}

// generate writes the whole site into o.out. The app's routes must already
// be registered (app.Register), since go-app pre-renders every route.
func generate(o options) error {
	base, err := normalizeBase(o.base)
	if err != nil {
		return err
	}
	wasm, err := readWasm(o.wasm, "the wasm")
	if err != nil {
		return err
	}
	search, err := readWasm(o.search, "the search worker's wasm")
	if err != nil {
		return err
	}
	assets, err := readAssets(o.web)
	if err != nil {
		return err
	}
	assets[searchWasm] = search
	var links []linkBuild
	cache := map[string]string{"web/app.wasm": o.wasm + ".br", "web/" + searchWasm: o.search + ".br"}
	for _, g := range boards.All() {
		name := linkBuildName(g.ID())
		path := filepath.Join(filepath.Dir(o.wasm), name)
		b, err := readWasm(path, g.ID()+"'s link build")
		if err != nil {
			return err
		}
		assets[name], cache["web/"+name] = b, path+".br"
		links = append(links, linkBuild{id: g.ID(), name: g.Engine.Info().Name, size: int64(len(b)), style: boardStylePath(g)})
	}
	if err := addIcons(assets); err != nil {
		return err
	}
	styles, err := addBoardStyles(assets, o.boards, boards.All())
	if err != nil {
		return err
	}
	if err := resetOutput(o.out); err != nil {
		return err
	}
	h := newHandler(base, siteVersion(wasm, assets), int64(len(wasm)), styles, boards.All())
	if err := checkResources(h, assets); err != nil {
		return err
	}
	if err := checkStyleBlocks(assets); err != nil {
		return err
	}
	if err := goapp.GenerateStaticWebsite(o.out, h); err != nil {
		return fmt.Errorf("generating pages: %w", err)
	}
	assets["app.wasm"] = wasm
	if err := writeAssets(filepath.Join(o.out, "web"), assets); err != nil {
		return err
	}
	if err := fixManifest(filepath.Join(o.out, "manifest.webmanifest"), base); err != nil {
		return err
	}
	if err := preloadWasm(o.out, base); err != nil {
		return err
	}
	if err := runAfterPaint(o.out); err != nil {
		return err
	}
	screenStyles := append([]string{reviewStyle}, styles...)
	if err := homeFirst(o.out, base, screenStyles); err != nil {
		return err
	}
	if err := pointLinkPages(o.out, base, int64(len(wasm)), links, screenStyles); err != nil {
		return err
	}
	if err := precompress(o.out, cache, o.fast); err != nil {
		return fmt.Errorf("pre-compressing: %w", err)
	}
	return nil
}

// readWasm reads a wasm that make wasm built, named what in errors, with
// its data packed (packData).
func readWasm(path, what string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("reading %s (build it with make wasm): %w", what, err)
	}
	packed, err := packData(b)
	if err != nil {
		return nil, fmt.Errorf("packing %s's data (%s): %w", what, path, err)
	}
	return packed, nil
}
