package page

import (
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The browser calls of the app: clipboard, file download and upload. Each
// reports back on the UI goroutine. Natively (tests, pre-rendering) go-app's
// JavaScript values are inert, so these report failure or do nothing.

// NowMillis is the current time in Unix milliseconds, the unit of saves.
func NowMillis() int64 { return time.Now().UnixMilli() }

// AwaitPromise calls done(value, true) when p resolves and done(nil, false)
// when it rejects, on the UI goroutine of ctx.
func AwaitPromise(ctx app.Context, p app.Value, done func(ctx app.Context, v app.Value, ok bool)) {
	var resolve, reject app.Func
	finish := func(v app.Value, ok bool) {
		resolve.Release()
		reject.Release()
		ctx.Dispatch(func(ctx app.Context) { done(ctx, v, ok) })
	}
	resolve = app.FuncOf(func(this app.Value, args []app.Value) any {
		var v app.Value
		if len(args) > 0 {
			v = args[0]
		}
		finish(v, true)
		return nil
	})
	reject = app.FuncOf(func(this app.Value, args []app.Value) any {
		finish(nil, false)
		return nil
	})
	p.Call("then", resolve, reject)
}

// CopyText puts text on the clipboard; done reports whether it worked (it
// fails without a secure context or permission).
func CopyText(ctx app.Context, text string, done func(ctx app.Context, ok bool)) {
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		done(ctx, false)
		return
	}
	AwaitPromise(ctx, clip.Call("writeText", text), func(ctx app.Context, _ app.Value, ok bool) { done(ctx, ok) })
}

// Download offers data to the player as a file called name.
func Download(ctx app.Context, name, mime string, data []byte) {
	win := app.Window()
	if !win.Get("Blob").Truthy() {
		return
	}
	arr := win.Get("Uint8Array").New(len(data))
	app.CopyBytesToJS(arr, data)
	blob := win.Get("Blob").New([]any{arr}, map[string]any{"type": mime})
	url := win.Get("URL").Call("createObjectURL", blob)
	a := win.Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Call("click")
	ctx.After(time.Minute, func(app.Context) { win.Get("URL").Call("revokeObjectURL", url) })
}

// ReadFile reads the file chosen in the file input that fired ctx's event,
// refusing files larger than limit bytes. done gets the contents, or ok
// false with tooBig telling why.
func ReadFile(ctx app.Context, limit int, done func(ctx app.Context, data []byte, tooBig, ok bool)) {
	input := ctx.JSSrc()
	files := input.Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	file := files.Index(0)
	input.Set("value", "") // choosing the same file again fires change again
	if file.Get("size").Int() > limit {
		done(ctx, nil, true, false)
		return
	}
	AwaitPromise(ctx, file.Call("arrayBuffer"), func(ctx app.Context, buf app.Value, ok bool) {
		if !ok {
			done(ctx, nil, false, false)
			return
		}
		arr := app.Window().Get("Uint8Array").New(buf)
		data := make([]byte, arr.Length())
		app.CopyBytesToGo(data, arr)
		done(ctx, data, false, true)
	})
}

// loadWholeApp loads url, or the page's own address when url is empty, as
// a new page: a link build (RegisterLinkBuild) hands whatever it does not
// draw to the whole app, which every page but a link's loads. It never
// loads the address the page was loaded at, nor a page of a game's links
// (a path that begins with linkPathPrefix): the server answers those with
// a link build again, and a page that loads itself does so forever. The
// whole app's Home, with the address's fragment, takes their place: it
// plays any game's link. It reports false, loading nothing, when even that
// is the address the page was loaded at (a host that answers Home with a
// link's page); the caller says why nothing happens.
func loadWholeApp(url, loadedAt string) bool {
	win := app.Window()
	loc := win.Get("location")
	if !loc.Truthy() {
		return false
	}
	if url == "" {
		url = loc.Get("href").String()
	}
	to := win.Get("URL").New(url, loc.Get("href"))
	address := func() string { return to.Get("pathname").String() + to.Get("search").String() }
	if path := to.Get("pathname").String(); address() == loadedAt ||
		strings.HasPrefix(strings.TrimPrefix(path, strings.TrimSuffix(Href(PathHome), "/")), linkPathPrefix) {
		to = win.Get("URL").New(Href(PathHome)+to.Get("hash").String(), loc.Get("href"))
	}
	if address() == loadedAt {
		return false
	}
	if address() != loc.Get("pathname").String()+loc.Get("search").String() {
		loc.Call("replace", to.Get("href"))
		return true
	}
	// The page's own path: location.replace of an address that differs from
	// the page's by its fragment alone would only move to the fragment.
	win.Get("history").Call("replaceState", nil, "", to.Get("href"))
	loc.Call("reload")
	return true
}

// Address is the path and query of the page's address, "" when not in
// a browser.
func Address() string {
	if !app.IsClient {
		return ""
	}
	loc := app.Window().Get("location")
	return loc.Get("pathname").String() + loc.Get("search").String()
}

// Origin is the scheme and host of the page, e.g. "https://example.org",
// or "" when not in a browser.
func Origin() string {
	o := app.Window().Get("location").Get("origin")
	if !o.Truthy() {
		return ""
	}
	return o.String()
}

// OnStorage calls f on the UI goroutine of ctx whenever another tab or
// window of the site changes its local storage (the "storage" event, which
// the tab that wrote does not get), until the returned stop is called.
// Natively it does nothing.
func OnStorage(ctx app.Context, f func(app.Context)) (stop func()) {
	if !app.IsClient {
		return func() {}
	}
	h := app.FuncOf(func(this app.Value, args []app.Value) any {
		ctx.Dispatch(f)
		return nil
	})
	app.Window().Call("addEventListener", "storage", h)
	return func() {
		app.Window().Call("removeEventListener", "storage", h)
		h.Release()
	}
}

// AfterBrowser runs f on the UI goroutine of ctx once the browser has had a
// turn: after a JavaScript timer of d, not a Go one. Go's wasm runtime
// returns control to the browser only when every goroutine is blocked and
// no Go timer is due; while the table keeps playing computer moves, the
// short Go timers of ctx.After are always due by the time the previous
// move is done, so the page would never paint nor take input. A d of 0 is
// a message to a MessageChannel rather than a timer: browsers hold nested
// zero timers back to 4 ms, which a computer's chain of 30 ms slices would
// pay once per slice (more than a tenth of its thinking), while a message
// is a task of its own that waits for nothing. Natively (tests,
// pre-rendering) it is ctx.After.
func AfterBrowser(ctx app.Context, d time.Duration, f func(app.Context)) {
	if !app.IsClient {
		ctx.After(d, f)
		return
	}
	fired := make(chan struct{})
	var done app.Func
	var port app.Value
	done = app.FuncOf(func(this app.Value, args []app.Value) any {
		done.Release()
		if port != nil {
			port.Call("close")
		}
		close(fired)
		return nil
	})
	if d > 0 {
		app.Window().Call("setTimeout", done, d.Milliseconds())
	} else {
		ch := app.Window().Get("MessageChannel").New()
		port = ch.Get("port1")
		port.Set("onmessage", done)
		ch.Get("port2").Call("postMessage", nil)
	}
	ctx.Async(func() {
		<-fired
		ctx.Dispatch(f)
	})
}

// AfterPaint runs f on the UI goroutine of ctx once the browser has painted
// its next frame, or after paintWait when it paints none by then (a page
// in the background may paint nothing for seconds, and a hidden one
// nothing at all). An animation-frame callback runs just before a frame's
// paint; it posts the message of afterBrowser, whose task comes after the
// paint.
func AfterPaint(ctx app.Context, f func(app.Context)) {
	win := app.Window()
	done := false
	var frame, late app.Func
	var frameID, timer app.Value
	finish := func() {
		if done {
			return
		}
		done = true
		frame.Release()
		late.Release()
		AfterBrowser(ctx, 0, f)
	}
	frame = app.FuncOf(func(this app.Value, args []app.Value) any {
		win.Call("clearTimeout", timer)
		finish()
		return nil
	})
	late = app.FuncOf(func(this app.Value, args []app.Value) any {
		win.Call("cancelAnimationFrame", frameID)
		finish()
		return nil
	})
	frameID = win.Call("requestAnimationFrame", frame)
	timer = win.Call("setTimeout", late, paintWait.Milliseconds())
}

// paintWait is how long afterPaint waits for a frame: several frames at
// 60 Hz, and short enough for a save put off by it.
const paintWait = 100 * time.Millisecond

// Hidden reports whether the page is not shown (another tab, a minimized
// window), so that it paints no frames. Natively it is true.
func Hidden() bool {
	return !app.IsClient || app.Window().Get("document").Get("hidden").Bool()
}

// OnHide calls f whenever the page is hidden or unloaded (the
// "visibilitychange" event to hidden, and "pagehide"), until the returned
// stop is called. f runs in the event itself, not on the UI goroutine,
// because the page may be frozen or gone before the UI goroutine's next
// turn: it must only do what cannot wait, such as writing storage.
// Natively it does nothing.
func OnHide(f func()) (stop func()) {
	if !app.IsClient {
		return func() {}
	}
	doc := app.Window().Get("document")
	h := app.FuncOf(func(this app.Value, args []app.Value) any {
		if args[0].Get("type").String() == "pagehide" || doc.Get("hidden").Bool() {
			f()
		}
		return nil
	})
	app.Window().Call("addEventListener", "pagehide", h)
	doc.Call("addEventListener", "visibilitychange", h)
	return func() {
		app.Window().Call("removeEventListener", "pagehide", h)
		doc.Call("removeEventListener", "visibilitychange", h)
		h.Release()
	}
}

// StoredItem is the text of a local-storage item as the browser holds it,
// for data go-app's storage cannot decode ("" natively).
func StoredItem(key string) string {
	v := app.Window().Get("localStorage")
	if !v.Truthy() {
		return ""
	}
	if item := v.Call("getItem", key); item.Truthy() {
		return item.String()
	}
	return ""
}
