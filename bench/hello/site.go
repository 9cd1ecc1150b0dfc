//go:build !wasm

package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func init() { generate = site }

// site writes the hello world's static site, as go-app's own hello world
// is set up (its default Handler, the icon a local file so that nothing is
// fetched from the network), with the wasm built from this package copied
// into it:
//
//	go run ./bench/hello -wasm hello.wasm -icon web/icon.png -out dir
func site() {
	wasm := flag.String("wasm", "", "the hello world's wasm (GOOS=js GOARCH=wasm go build ./bench/hello)")
	icon := flag.String("icon", "", "a PNG for the loader's and the manifest's icon")
	out := flag.String("out", "", "the site's directory")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("hello: ")
	if *wasm == "" || *icon == "" || *out == "" {
		log.Fatal("usage: hello -wasm FILE -icon FILE -out DIR")
	}
	h := &app.Handler{Name: "Hello", Title: "Hello", Icon: app.Icon{Default: "/web/icon.png"}}
	if err := app.GenerateStaticWebsite(*out, h); err != nil {
		log.Fatal(err)
	}
	for from, to := range map[string]string{*wasm: "app.wasm", *icon: "icon.png"} {
		if err := copyFile(from, filepath.Join(*out, "web", to)); err != nil {
			log.Fatal(err)
		}
	}
}

func copyFile(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return fmt.Errorf("copying: %w", err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		return fmt.Errorf("copying: %w", err)
	}
	return nil
}
