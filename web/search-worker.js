// Tabula's search worker (issue 18): a Web Worker that runs search.wasm
// (cmd/searchworker), which searches the positions the page sends it
// (engines/searchjob's protocol: JSON strings both ways). The app starts
// one per core, up to four, on the first computer move or hint.
//
// It loads Go's wasm_exec.js from the site's root, as the page does, and
// the wasm beside this script; both are in the service worker's cache, so
// it starts offline too. If either fails, or the Go program ever stops,
// it tells the page in a reply with an error and no decision number, and
// the page then leaves the workers and searches on its own thread.
"use strict";

function fail(why) {
  postMessage(JSON.stringify({ v: 1, id: 0, worker: 0, error: String(why) }));
}

(async () => {
  try {
    importScripts(new URL("../wasm_exec.js", self.location.href).href);
    const go = new Go();
    const url = new URL("search.wasm", self.location.href).href;
    let result;
    if (WebAssembly.instantiateStreaming) {
      result = await WebAssembly.instantiateStreaming(fetch(url), go.importObject);
    } else {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      result = await WebAssembly.instantiate(await response.arrayBuffer(), go.importObject);
    }
    // The Go program serves until the worker is terminated: if run ever
    // returns, it has panicked or exited.
    await go.run(result.instance);
    fail("the search worker stopped");
  } catch (err) {
    fail("the search worker could not start: " + err);
  }
})();
