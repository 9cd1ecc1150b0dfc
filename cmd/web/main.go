// Command web is the WebAssembly entry point of the Tabula app. It is built
// with GOOS=js GOARCH=wasm into web/app.wasm and contains no server code.
package main

import "github.com/maxence-charriere/go-app/v10/pkg/app"

type home struct{ app.Compo }

func (h *home) Render() app.UI { return app.H1().Text("Tabula") }

func main() {
	app.Route("/", func() app.Composer { return &home{} })
	app.RunWhenOnBrowser()
}
