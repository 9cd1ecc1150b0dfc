// Command hello is the go-app hello world that `make bench` builds next to
// app.wasm, with the same flags, to compare their sizes and load times
// (docs/BENCHMARKS.md). Like cmd/web it is the wasm side only: the server
// half of go-app's usual hello world (app.Handler, net/http) stays out, as
// it does in Tabula. Run natively, it writes the hello world's static site
// instead (site.go).
package main

import "github.com/maxence-charriere/go-app/v10/pkg/app"

type hello struct{ app.Compo }

func (*hello) Render() app.UI { return app.H1().Text("Hello World!") }

// generate writes the static site when the program runs natively (site.go);
// it is nil in the wasm.
var generate func()

func main() {
	app.Route("/", func() app.Composer { return &hello{} })
	if generate != nil {
		generate()
		return
	}
	app.RunWhenOnBrowser()
}
