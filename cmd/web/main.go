// Command web is the WebAssembly entry point of the Tabula app. It is built
// with GOOS=js GOARCH=wasm into web/app.wasm and contains no server code:
// the go-app Handler and the static-site generation live in cmd/static.
// The link builds, web/app-ID.wasm with one game each, are built by make
// from linkbuild.go.tmpl (tabula/app.RegisterLinkBuild).
package main

import (
	tabula "tabula/app"
	"tabula/app/boards"
)

func main() {
	tabula.Register(boards.All())
	tabula.Run()
}
