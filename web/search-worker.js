// Tabula's search worker: a Web Worker that runs search.wasm
// (cmd/searchworker), which searches the positions the page sends it
// (engines/searchjob's protocol: JSON strings both ways). The app starts
// one per core but one, up to four, on the first computer move or hint.
//
// search.wasm is compiled once, by the first worker: the page asks it with
// a {compile: url} message, it sends the compiled module back, and the
// page gives the module to every worker (itself included) as the message
// that starts it. Compiling in each worker cost every one of them the whole
// compilation, and compiling on the page read a module from the browser's
// code cache on the page's own thread. The worker loads Go's wasm_exec.js
// from the site's root, as the page does, and instantiates the module. Both files are in the service worker's cache, so this works
// offline too. If anything fails, or the Go program ever stops, the worker
// tells the page in a reply with an error and no decision number, and the
// page then leaves the workers and searches on its own thread.
"use strict";

function fail(why) {
  postMessage(JSON.stringify({ v: 1, id: 0, worker: 0, error: String(why) }));
}

// compile compiles the wasm at url for the page (and the other workers).
async function compile(url) {
  try {
    const module = WebAssembly.compileStreaming
      ? await WebAssembly.compileStreaming(fetch(url))
      : await WebAssembly.compile(await (await fetch(url)).arrayBuffer());
    postMessage(module);
  } catch (err) {
    fail("the search worker could not be compiled: " + err);
  }
}

self.onmessage = async (event) => {
  if (typeof event.data?.compile === "string") {
    compile(event.data.compile);
    return;
  }
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
