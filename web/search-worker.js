// Tabula's search worker (issue 18): a Web Worker that runs search.wasm
// (cmd/searchworker), which searches the positions the page sends it
// (engines/searchjob's protocol: JSON strings both ways). The app starts
// one per core, up to four, on the first computer move or hint.
//
// The page compiles search.wasm once and sends the compiled module to
// every worker as its first message (compiling it in each worker cost
// every one of them the whole compilation); the worker loads Go's
// wasm_exec.js from the site's root, as the page does, and instantiates
// the module. Both files are in the service worker's cache, so this works
// offline too. If anything fails, or the Go program ever stops, the worker
// tells the page in a reply with an error and no decision number, and the
// page then leaves the workers and searches on its own thread.
"use strict";

function fail(why) {
  postMessage(JSON.stringify({ v: 1, id: 0, worker: 0, error: String(why) }));
}

self.onmessage = async (event) => {
  // Go's program takes the messages from here on.
  self.onmessage = null;
  try {
    if (!(event.data instanceof WebAssembly.Module)) {
      throw new Error("the first message is not the compiled search worker");
    }
    importScripts(new URL("../wasm_exec.js", self.location.href).href);
    const go = new Go();
    const instance = await WebAssembly.instantiate(event.data, go.importObject);
    // The Go program serves until the worker is terminated: if run ever
    // returns, it has panicked or exited.
    await go.run(instance);
    fail("the search worker stopped");
  } catch (err) {
    fail("the search worker could not start: " + err);
  }
};
