//go:build js && wasm

// Command searchworker is the computer players' search worker:
// a second WebAssembly program, built with GOOS=js GOARCH=wasm into
// web/search.wasm, that runs in a Web Worker (started by
// web/search-worker.js) and searches positions the page sends it. It
// holds the engines and engines/bots only, no go-app: the page and the
// worker speak engines/searchjob's protocol in postMessage strings.
//
// On start it posts a ready reply; then it answers each request with its
// root statistics or an error (searchjob.Serve).
package main

import (
	"time"

	"syscall/js"

	"tabula/engines/catalog"
	"tabula/engines/searchjob"
)

func main() {
	self := js.Global()
	post := func(b []byte) { self.Call("postMessage", string(b)) }
	inbox := searchjob.NewInbox()
	// A message that is not a string is passed on as text that no request
	// decodes from, so that it is answered with an error.
	onMessage := js.FuncOf(func(this js.Value, args []js.Value) any {
		data := args[0].Get("data")
		if data.Type() != js.TypeString {
			inbox.Put([]byte("not a string: " + data.Type().String()))
			return nil
		}
		inbox.Put([]byte(data.String()))
		return nil
	})
	self.Set("onmessage", onMessage)
	ready, _ := searchjob.Encode(searchjob.Reply{V: searchjob.Version, Ready: true})
	post(ready)
	searchjob.Serve(inbox, post, yielder(self), catalog.Lookup, time.Now)
}

// yielder returns a function that gives the worker's event loop a turn, so
// that the page's messages are taken in between slices of a search: Go's
// wasm returns to JavaScript only when every goroutine waits, and a
// message to a MessageChannel of our own is the quickest wake-up (a zero
// timer is held back to 4 ms once nested).
func yielder(self js.Value) func() {
	ch := self.Get("MessageChannel").New()
	woke := make(chan struct{}, 1)
	ch.Get("port1").Set("onmessage", js.FuncOf(func(this js.Value, args []js.Value) any {
		woke <- struct{}{}
		return nil
	}))
	port := ch.Get("port2")
	return func() {
		port.Call("postMessage", nil)
		<-woke
	}
}
