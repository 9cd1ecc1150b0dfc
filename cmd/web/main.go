// Command web is the WebAssembly entry point of the Tabula app. It is built
// with GOOS=js GOARCH=wasm into web/app.wasm and contains no server code:
// the go-app Handler and the static-site generation live in cmd/static.
package main

import (
	"runtime/debug"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	tabula "tabula/app"
	"tabula/app/boards"
)

// gcPercent is the app's GOGC. The page keeps only 2–3 MiB live, so at
// Go's default of 100 the heap target stays at its 4 MiB minimum and a
// collection runs after every 1–2 MiB allocated: up to about once per
// move, inside the table's update (4–54 collections in 30 decisions). At 400
// the target is 16 MiB: 0–6 collections in the same decisions, for 21–23
// MiB of memory in all instead of 7–10 MiB.
const gcPercent = 400

func main() {
	debug.SetGCPercent(gcPercent)
	tabula.Register(boards.All())
	app.RunWhenOnBrowser()
}
