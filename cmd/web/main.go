// Command web is the WebAssembly entry point of the Tabula app. It is built
// with GOOS=js GOARCH=wasm into web/app.wasm and contains no server code:
// the go-app Handler and the static-site generation live in cmd/static.
package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	tabula "tabula/app"
	"tabula/app/boards"
)

func main() {
	tabula.Register(boards.All())
	app.RunWhenOnBrowser()
}
