// Command hello is the go-app hello world that `make bench` builds next to
// app.wasm, with the same flags, to compare their sizes (docs/BENCHMARKS.md).
// Like cmd/web it is the wasm side only: the server half of go-app's usual
// hello world (app.Handler, net/http) stays out, as it does in Tabula.
package main

import "github.com/maxence-charriere/go-app/v10/pkg/app"

type hello struct{ app.Compo }

func (*hello) Render() app.UI { return app.H1().Text("Hello World!") }

func main() {
	app.Route("/", func() app.Composer { return &hello{} })
	app.RunWhenOnBrowser()
}
